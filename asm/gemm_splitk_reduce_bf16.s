// ---------------------------------------------------------------------------------------------
// gemm_splitk_reduce_bf16: library: split-K reduction, C(bf16) = alpha * (sum of the splits' partial sums, in split order) + beta * C
// Rendered from templates/splitk_reduce.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl gemm_splitk_reduce_bf16
.p2align 8
.type gemm_splitk_reduce_bf16,@function
gemm_splitk_reduce_bf16:

    // prologue: load all 16 argument dwords into s[8:23] (offsets from the metadata below)
    s_load_b512 s[8:23], s[0:1], 0x0

    s_waitcnt lgkmcnt(0)                                  // kernel arguments loaded
    // column j = x*256 + tid; EXEC keeps j < N for the whole kernel
    s_lshl_b32 s29, s2, 8
    v_add_nc_u32 v1, s29, v0
    v_cmpx_gt_u32 s13, v1
    s_cbranch_execz .Lgemm_splitk_reduce_bf16_done
    // byte offsets of W[0][y][j] and C[y][j]
    s_mul_i32 s29, s3, s14
    v_add_lshl_u32 v2, s29, v1, 2
    s_mul_i32 s29, s3, s15
    v_add_lshl_u32 v3, s29, v1, 1
    s_lshl_b64 s[26:27], s[18:19], 2                  // one split's partial sums in bytes
    s_mov_b64 s[24:25], s[8:9]
    // batch z: W from split z*splits on, C z*stride_c elements in (64-bit products)
    s_mul_i32 s29, s16, s4           // z * splits: batch z's first split
    s_mul_i32 s30, s29, s26
    s_mul_hi_u32 s31, s29, s26
    s_mul_i32 s29, s29, s27
    s_add_u32 s31, s31, s29
    s_add_u32 s24, s24, s30
    s_addc_u32 s25, s25, s31
    s_mul_i32 s30, s4, s20
    s_mul_hi_u32 s31, s4, s20
    s_mul_i32 s29, s4, s21
    s_add_u32 s31, s31, s29
    s_lshl_b64 s[30:31], s[30:31], 1
    s_add_u32 s10, s10, s30
    s_addc_u32 s11, s11, s31
    v_mov_b32 v4, 0
    s_mov_b32 s28, s16
    // sum the splits in order; four loads in flight while at least four are left
.Lgemm_splitk_reduce_bf16_four:
    s_cmp_lt_u32 s28, 4
    s_cbranch_scc1 .Lgemm_splitk_reduce_bf16_one
    global_load_b32 v5, v2, s[24:25]
    s_add_u32 s24, s24, s26
    s_addc_u32 s25, s25, s27
    global_load_b32 v6, v2, s[24:25]
    s_add_u32 s24, s24, s26
    s_addc_u32 s25, s25, s27
    global_load_b32 v7, v2, s[24:25]
    s_add_u32 s24, s24, s26
    s_addc_u32 s25, s25, s27
    global_load_b32 v8, v2, s[24:25]
    s_add_u32 s24, s24, s26
    s_addc_u32 s25, s25, s27
    s_waitcnt vmcnt(3)                                     // split s + 0 arrived
    v_add_f32 v4, v4, v5
    s_waitcnt vmcnt(2)                                     // split s + 1 arrived
    v_add_f32 v4, v4, v6
    s_waitcnt vmcnt(1)                                     // split s + 2 arrived
    v_add_f32 v4, v4, v7
    s_waitcnt vmcnt(0)                                     // split s + 3 arrived
    v_add_f32 v4, v4, v8
    s_sub_u32 s28, s28, 4
    s_branch .Lgemm_splitk_reduce_bf16_four
.Lgemm_splitk_reduce_bf16_one:
    s_cmp_eq_u32 s28, 0
    s_cbranch_scc1 .Lgemm_splitk_reduce_bf16_summed
    global_load_b32 v5, v2, s[24:25]
    s_add_u32 s24, s24, s26
    s_addc_u32 s25, s25, s27
    s_waitcnt vmcnt(0)                                    // the split arrived
    v_add_f32 v4, v4, v5
    s_sub_u32 s28, s28, 1
    s_branch .Lgemm_splitk_reduce_bf16_one
.Lgemm_splitk_reduce_bf16_summed:
    v_mul_f32 v4, s22, v4
    s_and_b32 s29, s23, 0x7fffffff             // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s29, 0
    s_cbranch_scc1 .Lgemm_splitk_reduce_bf16_store                   // beta == 0: C is never read
    global_load_u16 v9, v3, s[10:11]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_lshlrev_b32 v9, 16, v9                         // exact
    v_fmac_f32 v4, s23, v9
.Lgemm_splitk_reduce_bf16_store:
    v_bfe_u32 v5, v4, 16, 1
    v_add3_u32 v5, v4, v5, 0x7fff      // round to nearest even at bit 16
    v_or_b32 v6, 0x400000, v4                       // a NaN stays a (quiet) NaN
    v_cmp_u_f32 vcc_lo, v4, v4
    v_cndmask_b32 v4, v5, v6, vcc_lo
    global_store_d16_hi_b16 v3, v4, s[10:11]
.Lgemm_splitk_reduce_bf16_done:
    s_endpgm
.Lgemm_splitk_reduce_bf16_end:
.size gemm_splitk_reduce_bf16, .Lgemm_splitk_reduce_bf16_end-gemm_splitk_reduce_bf16

// register plan (10 VGPRs, 32 SGPRs, VCC, 0 bytes LDS)
//         s[0:1]  kernarg_ptr
//             s2  wg_id_x
//             s3  wg_id_y
//             s4  wg_id_z
//        s[8:23]  kargs
//       s[24:25]  w_ptr
//       s[26:27]  split_bytes
//            s28  splits_left
//            s29  tmp
//       s[30:31]  batch_offset
//             v0  workitem_id
//             v1  column
//             v2  w_offset
//             v3  c_offset
//             v4  sum
//         v[5:8]  partial
//             v9  c_old

.rodata
.p2align 6
.amdhsa_kernel gemm_splitk_reduce_bf16
    .amdhsa_group_segment_fixed_size 0
    .amdhsa_private_segment_fixed_size 0
    .amdhsa_kernarg_size 64
    .amdhsa_user_sgpr_count 2
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 1
    .amdhsa_system_sgpr_workgroup_id_z 1
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 10
    .amdhsa_next_free_sgpr 32
    .amdhsa_reserve_vcc 1
    .amdhsa_float_denorm_mode_32 3
    .amdhsa_float_denorm_mode_16_64 3
    .amdhsa_workgroup_processor_mode 1
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.target: amdgcn-amd-amdhsa--gfx1151
amdhsa.kernels:
  - .name: gemm_splitk_reduce_bf16
    .symbol: gemm_splitk_reduce_bf16.kd
    .kernarg_segment_size: 64
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 34
    .vgpr_count: 10
    .max_flat_workgroup_size: 256
    .reqd_workgroup_size: [ 256, 1, 1 ]
    .args:
      - { .name: !str W, .offset: 0, .size: 8, .value_kind: global_buffer, .type_name: float, .address_space: global, .access: read_only }
      - { .name: !str C, .offset: 8, .size: 8, .value_kind: global_buffer, .type_name: bfloat16, .address_space: global, .access: read_write }
      - { .name: !str M, .offset: 16, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str N, .offset: 20, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str ldw, .offset: 24, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str ldc, .offset: 28, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str splits, .offset: 32, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str stride_w, .offset: 40, .size: 8, .value_kind: by_value, .type_name: ulong }
      - { .name: !str stride_c, .offset: 48, .size: 8, .value_kind: by_value, .type_name: ulong }
      - { .name: !str alpha, .offset: 56, .size: 4, .value_kind: by_value, .type_name: float }
      - { .name: !str beta, .offset: 60, .size: 4, .value_kind: by_value, .type_name: float }
...
.end_amdgpu_metadata

