// ---------------------------------------------------------------------------------------------
// s1: SGEMM, seed 001 kernel 1: naive, one work-item per element of C (16x16 per workgroup), A and B straight from global memory
// Rendered from templates/s1_naive.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl s1
.p2align 8
.type s1,@function
s1:

    // prologue: load all 14 argument dwords into s[4:17] (offsets from the metadata below)
    s_load_b256 s[4:11], s[0:1], 0x0
    s_load_b128 s[12:15], s[0:1], 0x20
    s_load_b64 s[16:17], s[0:1], 0x30

    v_and_b32 v18, 15, v0                     // tx = t % 16: column in the block
    v_lshrrev_b32 v19, 4, v0                  // ty = t / 16: row in the block
    s_lshl_b32 s18, s3, 4                    // m0 = 16 * wg_y
    s_lshl_b32 s19, s2, 4                    // n0 = 16 * wg_x
    v_add_nc_u32 v19, s18, v19             // row = m0 + ty
    v_add_nc_u32 v18, s19, v18             // col = n0 + tx
    s_waitcnt lgkmcnt(0)                                  // kernel arguments loaded
    // a_offset = row * lda * 4 (A[row][0]), b_offset = col * 4 (B[0][col]), c_offset of C[row][col]
    v_mul_lo_u32 v20, v19, s13
    v_lshlrev_b32 v20, 2, v20
    v_lshlrev_b32 v21, 2, v18
    v_mul_lo_u32 v22, v19, s15
    v_add_lshl_u32 v22, v22, v18, 2
    s_lshl_b32 s20, s14, 2          // one B row in bytes
    v_mov_b32 v1, 0
    s_mov_b32 s21, s12
.Ls1_kloop:
    // A[row][k..k+7]: one row, immediate offsets
    global_load_b32 v2, v20, s[4:5]
    global_load_b32 v3, v20, s[4:5] offset:4
    global_load_b32 v4, v20, s[4:5] offset:8
    global_load_b32 v5, v20, s[4:5] offset:12
    global_load_b32 v6, v20, s[4:5] offset:16
    global_load_b32 v7, v20, s[4:5] offset:20
    global_load_b32 v8, v20, s[4:5] offset:24
    global_load_b32 v9, v20, s[4:5] offset:28
    // B[k..k+7][col]: one row further per load
    global_load_b32 v10, v21, s[6:7]
    v_add_nc_u32 v21, s20, v21
    global_load_b32 v11, v21, s[6:7]
    v_add_nc_u32 v21, s20, v21
    global_load_b32 v12, v21, s[6:7]
    v_add_nc_u32 v21, s20, v21
    global_load_b32 v13, v21, s[6:7]
    v_add_nc_u32 v21, s20, v21
    global_load_b32 v14, v21, s[6:7]
    v_add_nc_u32 v21, s20, v21
    global_load_b32 v15, v21, s[6:7]
    v_add_nc_u32 v21, s20, v21
    global_load_b32 v16, v21, s[6:7]
    v_add_nc_u32 v21, s20, v21
    global_load_b32 v17, v21, s[6:7]
    v_add_nc_u32 v21, s20, v21
    v_add_nc_u32 v20, 32, v20
    s_waitcnt vmcnt(0)                                    // the 16 values arrived
    v_fmac_f32 v1, v2, v10
    v_fmac_f32 v1, v3, v11
    v_fmac_f32 v1, v4, v12
    v_fmac_f32 v1, v5, v13
    v_fmac_f32 v1, v6, v14
    v_fmac_f32 v1, v7, v15
    v_fmac_f32 v1, v8, v16
    v_fmac_f32 v1, v9, v17
    s_sub_u32 s21, s21, 8                  // K step: 8 per iteration
    s_cmp_lg_u32 s21, 0
    s_cbranch_scc1 .Ls1_kloop
    // epilogue: C[row][col] = alpha * acc + beta * C
    v_mul_f32 v1, s16, v1
    s_and_b32 s22, s17, 0x7fffffff    // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s22, 0
    s_cbranch_scc1 .Ls1_store                      // beta == 0: C is never read
    global_load_b32 v23, v22, s[8:9]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v1, s17, v23
.Ls1_store:
    global_store_b32 v22, v1, s[8:9]
    s_endpgm
.Ls1_end:
.size s1, .Ls1_end-s1

// register plan (24 VGPRs, 23 SGPRs, 0 bytes LDS)
//         s[0:1]  kernarg_ptr
//             s2  wg_id_x
//             s3  wg_id_y
//        s[4:17]  kargs
//            s18  m0_row
//            s19  n0_col
//            s20  b_row_bytes
//            s21  k_left
//            s22  tmp
//             v0  tid
//             v1  acc
//         v[2:9]  a_vals
//       v[10:17]  b_vals
//            v18  tx
//            v19  ty
//            v20  a_offset
//            v21  b_offset
//            v22  c_offset
//            v23  c_old

.rodata
.p2align 6
.amdhsa_kernel s1
    .amdhsa_group_segment_fixed_size 0
    .amdhsa_private_segment_fixed_size 0
    .amdhsa_kernarg_size 56
    .amdhsa_user_sgpr_count 2
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 1
    .amdhsa_system_sgpr_workgroup_id_z 0
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 24
    .amdhsa_next_free_sgpr 23
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
  - .name: s1
    .symbol: s1.kd
    .kernarg_segment_size: 56
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 23
    .vgpr_count: 24
    .max_flat_workgroup_size: 256
    .reqd_workgroup_size: [ 256, 1, 1 ]
    .args:
      - { .name: !str A, .offset: 0, .size: 8, .value_kind: global_buffer, .type_name: float, .address_space: global, .access: read_only }
      - { .name: !str B, .offset: 8, .size: 8, .value_kind: global_buffer, .type_name: float, .address_space: global, .access: read_only }
      - { .name: !str C, .offset: 16, .size: 8, .value_kind: global_buffer, .type_name: float, .address_space: global, .access: read_write }
      - { .name: !str M, .offset: 24, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str N, .offset: 28, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str K, .offset: 32, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str lda, .offset: 36, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str ldb, .offset: 40, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str ldc, .offset: 44, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str alpha, .offset: 48, .size: 4, .value_kind: by_value, .type_name: float }
      - { .name: !str beta, .offset: 52, .size: 4, .value_kind: by_value, .type_name: float }
...
.end_amdgpu_metadata

