// ---------------------------------------------------------------------------------------------
// copy_rows_b32: library: operand staging, a batch of rows x cols 32-bit elements copied from one leading dimension to another
// Rendered from templates/copy_rows.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl copy_rows_b32
.p2align 8
.type copy_rows_b32,@function
copy_rows_b32:
    // prologue: load all 12 argument dwords into s[8:19] (offsets from the metadata below)
    s_load_b256 s[8:15], s[0:1], 0x0
    s_load_b128 s[16:19], s[0:1], 0x20
    s_waitcnt lgkmcnt(0)                                  // kernel arguments loaded
    s_lshl_b32 s26, s2, 8                              // x*256: the workgroup's first column
    v_add_nc_u32 v1, s26, v0                        // column j = x*256 + tid
    v_cmpx_gt_u32 s13, v1                        // EXEC keeps j < cols for the whole kernel
    s_cbranch_execz .Lcopy_rows_b32_done
    s_mov_b32 s27, s4                                      // the batch index z
    v_lshlrev_b32 v1, 2, v1                        // j * 4: the byte offset in the row
    // s[20:21] = S + (z*stride_s + y*lds) * 4, 64-bit
    s_mul_i32 s20, s3, s14
    s_mul_hi_u32 s21, s3, s14
    s_mul_i32 s24, s27, s16
    s_mul_hi_u32 s25, s27, s16
    s_mul_i32 s26, s27, s17
    s_add_u32 s25, s25, s26
    s_add_u32 s20, s20, s24
    s_addc_u32 s21, s21, s25
    s_lshl_b64 s[20:21], s[20:21], 2                            // elements -> bytes
    s_add_u32 s20, s20, s8
    s_addc_u32 s21, s21, s9
    // s[22:23] = D + (z*stride_d + y*ldd) * 4, 64-bit
    s_mul_i32 s22, s3, s15
    s_mul_hi_u32 s23, s3, s15
    s_mul_i32 s24, s27, s18
    s_mul_hi_u32 s25, s27, s18
    s_mul_i32 s26, s27, s19
    s_add_u32 s25, s25, s26
    s_add_u32 s22, s22, s24
    s_addc_u32 s23, s23, s25
    s_lshl_b64 s[22:23], s[22:23], 2                            // elements -> bytes
    s_add_u32 s22, s22, s10
    s_addc_u32 s23, s23, s11
    global_load_b32 v2, v1, s[20:21]                     // one element
    s_waitcnt vmcnt(0)                                    // the element arrived
    global_store_b32 v1, v2, s[22:23]
.Lcopy_rows_b32_done:
    s_endpgm
.Lcopy_rows_b32_end:
.size copy_rows_b32, .Lcopy_rows_b32_end-copy_rows_b32
// register plan (3 VGPRs, 28 SGPRs, 0 bytes LDS)
//         s[0:1]  kernarg_ptr
//             s2  wg_id_x
//             s3  wg_id_y
//             s4  wg_id_z
//        s[8:19]  kargs
//       s[20:21]  src_row
//       s[22:23]  dst_row
//       s[24:25]  product
//            s26  tmp
//            s27  batch
//             v0  workitem_id
//             v1  column_offset
//             v2  element
.rodata
.p2align 6
.amdhsa_kernel copy_rows_b32
    .amdhsa_group_segment_fixed_size 0
    .amdhsa_private_segment_fixed_size 0
    .amdhsa_kernarg_size 48
    .amdhsa_user_sgpr_count 2
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 1
    .amdhsa_system_sgpr_workgroup_id_z 1
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 3
    .amdhsa_next_free_sgpr 28
    .amdhsa_reserve_vcc 0
    .amdhsa_float_denorm_mode_32 3
    .amdhsa_float_denorm_mode_16_64 3
    .amdhsa_workgroup_processor_mode 1
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.target: amdgcn-amd-amdhsa--gfx1151
amdhsa.kernels:
  - .name: copy_rows_b32
    .symbol: copy_rows_b32.kd
    .kernarg_segment_size: 48
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 28
    .vgpr_count: 3
    .max_flat_workgroup_size: 256
    .reqd_workgroup_size: [ 256, 1, 1 ]
    .args:
      - { .name: !str S, .offset: 0, .size: 8, .value_kind: global_buffer, .type_name: int, .address_space: global, .access: read_only }
      - { .name: !str D, .offset: 8, .size: 8, .value_kind: global_buffer, .type_name: int, .address_space: global, .access: write_only }
      - { .name: !str rows, .offset: 16, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str cols, .offset: 20, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str lds, .offset: 24, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str ldd, .offset: 28, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str stride_s, .offset: 32, .size: 8, .value_kind: by_value, .type_name: ulong }
      - { .name: !str stride_d, .offset: 40, .size: 8, .value_kind: by_value, .type_name: ulong }
...
.end_amdgpu_metadata
