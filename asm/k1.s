// ---------------------------------------------------------------------------------------------
// k1: naive: one wave per 16x16 tile, A and B straight from global memory
// Rendered from templates/k1_naive.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl k1
.p2align 8
.type k1,@function
k1:

    // prologue: load all 14 argument dwords into s[4:17] (offsets from the metadata below)
    s_load_b256 s[4:11], s[0:1], 0x0
    s_load_b128 s[12:15], s[0:1], 0x20
    s_load_b64 s[16:17], s[0:1], 0x30

    // lane decomposition: lane i = l%16 owns A row m0+i and B column n0+i (both half-waves load
    // the same data, as WMMA requires); h = l/16 selects even/odd C rows.
    v_and_b32 v25, 15, v0
    v_lshrrev_b32 v26, 4, v0
    s_lshl_b32 s18, s3, 4                    // m0 = 16 * wg_y
    s_lshl_b32 s19, s2, 4                    // n0 = 16 * wg_x
    s_waitcnt lgkmcnt(0)                                  // kernel arguments loaded
    v_mov_b32 v1, 0                       // acc[0] = 0.0
    v_mov_b32 v2, 0                       // acc[1] = 0.0
    v_mov_b32 v3, 0                       // acc[2] = 0.0
    v_mov_b32 v4, 0                       // acc[3] = 0.0
    v_mov_b32 v5, 0                       // acc[4] = 0.0
    v_mov_b32 v6, 0                       // acc[5] = 0.0
    v_mov_b32 v7, 0                       // acc[6] = 0.0
    v_mov_b32 v8, 0                       // acc[7] = 0.0

    // A: byte offset of A[m0+i][0] = (m0+i)*lda*2, advanced by 32 bytes (16 halves) per K step
    v_add_nc_u32 v27, s18, v25
    v_mul_lo_u32 v27, v27, s13
    v_lshlrev_b32 v27, 1, v27
    // B: SGPR pointer at &B[k][n0] (moves one row per element load), VGPR offset i*2 bytes
    s_lshl_b32 s22, s14, 1
    s_lshl_b32 s27, s19, 1
    s_add_u32 s20, s6, s27
    s_addc_u32 s21, s7, 0
    v_lshlrev_b32 v28, 1, v25
    s_mov_b32 s23, s12
.Lk1_kloop:
    // A fragment: row m0+i, k0..k0+15 (two b128 loads), then step 16 halves along K
    global_load_b128 v[9:12], v27, s[4:5]
    global_load_b128 v[13:16], v27, s[4:5] offset:16

    v_add_nc_u32 v27, 32, v27
    // B fragment: column n0+j, rows k0..k0+15 (16 element loads, the SGPR row pointer walks K)
    global_load_d16_b16 v17, v28, s[20:21]
    s_add_u32 s20, s20, s22
    s_addc_u32 s21, s21, 0
    global_load_d16_hi_b16 v17, v28, s[20:21]
    s_add_u32 s20, s20, s22
    s_addc_u32 s21, s21, 0
    global_load_d16_b16 v18, v28, s[20:21]
    s_add_u32 s20, s20, s22
    s_addc_u32 s21, s21, 0
    global_load_d16_hi_b16 v18, v28, s[20:21]
    s_add_u32 s20, s20, s22
    s_addc_u32 s21, s21, 0
    global_load_d16_b16 v19, v28, s[20:21]
    s_add_u32 s20, s20, s22
    s_addc_u32 s21, s21, 0
    global_load_d16_hi_b16 v19, v28, s[20:21]
    s_add_u32 s20, s20, s22
    s_addc_u32 s21, s21, 0
    global_load_d16_b16 v20, v28, s[20:21]
    s_add_u32 s20, s20, s22
    s_addc_u32 s21, s21, 0
    global_load_d16_hi_b16 v20, v28, s[20:21]
    s_add_u32 s20, s20, s22
    s_addc_u32 s21, s21, 0
    global_load_d16_b16 v21, v28, s[20:21]
    s_add_u32 s20, s20, s22
    s_addc_u32 s21, s21, 0
    global_load_d16_hi_b16 v21, v28, s[20:21]
    s_add_u32 s20, s20, s22
    s_addc_u32 s21, s21, 0
    global_load_d16_b16 v22, v28, s[20:21]
    s_add_u32 s20, s20, s22
    s_addc_u32 s21, s21, 0
    global_load_d16_hi_b16 v22, v28, s[20:21]
    s_add_u32 s20, s20, s22
    s_addc_u32 s21, s21, 0
    global_load_d16_b16 v23, v28, s[20:21]
    s_add_u32 s20, s20, s22
    s_addc_u32 s21, s21, 0
    global_load_d16_hi_b16 v23, v28, s[20:21]
    s_add_u32 s20, s20, s22
    s_addc_u32 s21, s21, 0
    global_load_d16_b16 v24, v28, s[20:21]
    s_add_u32 s20, s20, s22
    s_addc_u32 s21, s21, 0
    global_load_d16_hi_b16 v24, v28, s[20:21]
    s_add_u32 s20, s20, s22
    s_addc_u32 s21, s21, 0

    s_waitcnt vmcnt(0)                                    // all 18 fragment loads arrived
    v_wmma_f32_16x16x16_f16 v[1:8], v[9:16], v[17:24], v[1:8]
    s_sub_u32 s23, s23, 16                 // K step: 16 per iteration
    s_cmp_lg_u32 s23, 0
    s_cbranch_scc1 .Lk1_kloop
    // epilogue: lane l holds C[m0 + 2r + l/16][n0 + l%16] in acc[r];
    // c_offset = ((m0 + h) * ldc + n0 + i) * 4, the SGPR pointer steps two rows per register.
    v_add_nc_u32 v29, s18, v26
    v_mul_lo_u32 v29, v29, s15
    v_add3_u32 v29, v29, s19, v25
    v_lshlrev_b32 v29, 2, v29
    s_lshl_b32 s26, s15, 3
    // alpha: acc *= alpha
    v_mul_f32 v1, s16, v1
    v_mul_f32 v2, s16, v2
    v_mul_f32 v3, s16, v3
    v_mul_f32 v4, s16, v4
    v_mul_f32 v5, s16, v5
    v_mul_f32 v6, s16, v6
    v_mul_f32 v7, s16, v7
    v_mul_f32 v8, s16, v8
    s_and_b32 s27, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s27, 0
    s_mov_b64 s[24:25], s[8:9]
    s_cbranch_scc1 .Lk1_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v30, v29, s[24:25]
    s_add_u32 s24, s24, s26
    s_addc_u32 s25, s25, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v1, s17, v30
    global_load_b32 v30, v29, s[24:25]
    s_add_u32 s24, s24, s26
    s_addc_u32 s25, s25, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v2, s17, v30
    global_load_b32 v30, v29, s[24:25]
    s_add_u32 s24, s24, s26
    s_addc_u32 s25, s25, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v3, s17, v30
    global_load_b32 v30, v29, s[24:25]
    s_add_u32 s24, s24, s26
    s_addc_u32 s25, s25, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v4, s17, v30
    global_load_b32 v30, v29, s[24:25]
    s_add_u32 s24, s24, s26
    s_addc_u32 s25, s25, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v5, s17, v30
    global_load_b32 v30, v29, s[24:25]
    s_add_u32 s24, s24, s26
    s_addc_u32 s25, s25, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v6, s17, v30
    global_load_b32 v30, v29, s[24:25]
    s_add_u32 s24, s24, s26
    s_addc_u32 s25, s25, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v7, s17, v30
    global_load_b32 v30, v29, s[24:25]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v8, s17, v30
    s_mov_b64 s[24:25], s[8:9]
.Lk1_store:
    global_store_b32 v29, v1, s[24:25]
    s_add_u32 s24, s24, s26
    s_addc_u32 s25, s25, 0
    global_store_b32 v29, v2, s[24:25]
    s_add_u32 s24, s24, s26
    s_addc_u32 s25, s25, 0
    global_store_b32 v29, v3, s[24:25]
    s_add_u32 s24, s24, s26
    s_addc_u32 s25, s25, 0
    global_store_b32 v29, v4, s[24:25]
    s_add_u32 s24, s24, s26
    s_addc_u32 s25, s25, 0
    global_store_b32 v29, v5, s[24:25]
    s_add_u32 s24, s24, s26
    s_addc_u32 s25, s25, 0
    global_store_b32 v29, v6, s[24:25]
    s_add_u32 s24, s24, s26
    s_addc_u32 s25, s25, 0
    global_store_b32 v29, v7, s[24:25]
    s_add_u32 s24, s24, s26
    s_addc_u32 s25, s25, 0
    global_store_b32 v29, v8, s[24:25]

    s_endpgm
.Lk1_end:
.size k1, .Lk1_end-k1

// register plan (31 VGPRs, 28 SGPRs, 0 bytes LDS)
//         s[0:1]  kernarg_ptr
//             s2  wg_id_x
//             s3  wg_id_y
//        s[4:17]  kargs
//            s18  m0_row
//            s19  n0_col
//       s[20:21]  b_ptr
//            s22  b_row_bytes
//            s23  k_left
//       s[24:25]  c_ptr
//            s26  c_two_rows_bytes
//            s27  tmp
//             v0  lane_id
//         v[1:8]  acc
//        v[9:16]  a_frag
//       v[17:24]  b_frag
//            v25  lane_mod16
//            v26  lane_div16
//            v27  a_offset
//            v28  b_offset
//            v29  c_offset
//            v30  c_old

.rodata
.p2align 6
.amdhsa_kernel k1
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
    .amdhsa_next_free_vgpr 31
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
  - .name: k1
    .symbol: k1.kd
    .kernarg_segment_size: 56
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 28
    .vgpr_count: 31
    .max_flat_workgroup_size: 32
    .reqd_workgroup_size: [ 32, 1, 1 ]
    .args:
      - { .name: !str A, .offset: 0, .size: 8, .value_kind: global_buffer, .type_name: half, .address_space: global, .access: read_only }
      - { .name: !str B, .offset: 8, .size: 8, .value_kind: global_buffer, .type_name: half, .address_space: global, .access: read_only }
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

