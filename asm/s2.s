
// ---------------------------------------------------------------------------------------------
// s2: SGEMM, seed 001 kernel 2: 32x32 LDS tiles, one element of C per work-item on 1024 work-items, plain v_fmac_f32
// Rendered from templates/s2_lds_tiling.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl s2
.p2align 8
.type s2,@function
s2:

    // prologue: load all 14 argument dwords into s[4:17] (offsets from the metadata below)
    s_load_b256 s[4:11], s[0:1], 0x0
    s_load_b128 s[12:15], s[0:1], 0x20
    s_load_b64 s[16:17], s[0:1], 0x30

    v_and_b32 v12, 31, v0                     // tx = t % 32: column in the block
    v_lshrrev_b32 v13, 5, v0                  // ty = t / 32: row in the block (the wave)
    s_lshl_b32 s18, s3, 5                    // m0 = 32 * wg_y
    s_lshl_b32 s19, s2, 5                    // n0 = 32 * wg_x
    // LDS: As[ty][tx] at 4t, Bs[ty][tx] at 4096 + 4t; reads As[ty][k] at 128 ty, Bs[k][tx] at 4096 + 4 tx
    v_lshlrev_b32 v17, 2, v0
    v_lshlrev_b32 v18, 7, v13
    v_lshlrev_b32 v19, 2, v12
    s_waitcnt lgkmcnt(0)                                  // kernel arguments loaded
    // a_offset of A[m0 + ty][tx], b_offset of B[ty][n0 + tx], c_offset of C[m0 + ty][n0 + tx]
    v_add_nc_u32 v14, s18, v13
    v_mul_lo_u32 v16, v14, s15
    v_mul_lo_u32 v14, v14, s13
    v_add_lshl_u32 v14, v14, v12, 2
    v_add_nc_u32 v20, s19, v12            // col (scratch)
    v_add_lshl_u32 v16, v16, v20, 2
    v_mul_lo_u32 v15, v13, s14
    v_add_lshl_u32 v15, v15, v20, 2
    s_lshl_b32 s20, s14, 7         // 32 B rows in bytes: one tile
    v_mov_b32 v1, 0
    s_mov_b32 s21, s12
.Ls2_tile:
    global_load_b32 v10, v14, s[4:5]
    global_load_b32 v11, v15, s[6:7]
    v_add_nc_u32 v14, 0x80, v14              // next tile: 32 columns of A
    v_add_nc_u32 v15, s20, v15       // ... 32 rows of B
    s_waitcnt vmcnt(0)                                    // both elements arrived
    ds_store_b32 v17, v10
    ds_store_b32 v17, v11 offset:4096
    s_waitcnt lgkmcnt(0)                                  // tile written to LDS
    s_barrier                                             // ... by every wave
    ds_load_b128 v[2:5], v18
    ds_load_b32 v6, v19 offset:4096
    ds_load_b32 v7, v19 offset:4224
    ds_load_b32 v8, v19 offset:4352
    ds_load_b32 v9, v19 offset:4480
    s_waitcnt lgkmcnt(0)                                  // As[ty][0..3], Bs[0..3][tx]
    v_fmac_f32 v1, v2, v6
    v_fmac_f32 v1, v3, v7
    v_fmac_f32 v1, v4, v8
    v_fmac_f32 v1, v5, v9
    ds_load_b128 v[2:5], v18 offset:16
    ds_load_b32 v6, v19 offset:4608
    ds_load_b32 v7, v19 offset:4736
    ds_load_b32 v8, v19 offset:4864
    ds_load_b32 v9, v19 offset:4992
    s_waitcnt lgkmcnt(0)                                  // As[ty][4..7], Bs[4..7][tx]
    v_fmac_f32 v1, v2, v6
    v_fmac_f32 v1, v3, v7
    v_fmac_f32 v1, v4, v8
    v_fmac_f32 v1, v5, v9
    ds_load_b128 v[2:5], v18 offset:32
    ds_load_b32 v6, v19 offset:5120
    ds_load_b32 v7, v19 offset:5248
    ds_load_b32 v8, v19 offset:5376
    ds_load_b32 v9, v19 offset:5504
    s_waitcnt lgkmcnt(0)                                  // As[ty][8..11], Bs[8..11][tx]
    v_fmac_f32 v1, v2, v6
    v_fmac_f32 v1, v3, v7
    v_fmac_f32 v1, v4, v8
    v_fmac_f32 v1, v5, v9
    ds_load_b128 v[2:5], v18 offset:48
    ds_load_b32 v6, v19 offset:5632
    ds_load_b32 v7, v19 offset:5760
    ds_load_b32 v8, v19 offset:5888
    ds_load_b32 v9, v19 offset:6016
    s_waitcnt lgkmcnt(0)                                  // As[ty][12..15], Bs[12..15][tx]
    v_fmac_f32 v1, v2, v6
    v_fmac_f32 v1, v3, v7
    v_fmac_f32 v1, v4, v8
    v_fmac_f32 v1, v5, v9
    ds_load_b128 v[2:5], v18 offset:64
    ds_load_b32 v6, v19 offset:6144
    ds_load_b32 v7, v19 offset:6272
    ds_load_b32 v8, v19 offset:6400
    ds_load_b32 v9, v19 offset:6528
    s_waitcnt lgkmcnt(0)                                  // As[ty][16..19], Bs[16..19][tx]
    v_fmac_f32 v1, v2, v6
    v_fmac_f32 v1, v3, v7
    v_fmac_f32 v1, v4, v8
    v_fmac_f32 v1, v5, v9
    ds_load_b128 v[2:5], v18 offset:80
    ds_load_b32 v6, v19 offset:6656
    ds_load_b32 v7, v19 offset:6784
    ds_load_b32 v8, v19 offset:6912
    ds_load_b32 v9, v19 offset:7040
    s_waitcnt lgkmcnt(0)                                  // As[ty][20..23], Bs[20..23][tx]
    v_fmac_f32 v1, v2, v6
    v_fmac_f32 v1, v3, v7
    v_fmac_f32 v1, v4, v8
    v_fmac_f32 v1, v5, v9
    ds_load_b128 v[2:5], v18 offset:96
    ds_load_b32 v6, v19 offset:7168
    ds_load_b32 v7, v19 offset:7296
    ds_load_b32 v8, v19 offset:7424
    ds_load_b32 v9, v19 offset:7552
    s_waitcnt lgkmcnt(0)                                  // As[ty][24..27], Bs[24..27][tx]
    v_fmac_f32 v1, v2, v6
    v_fmac_f32 v1, v3, v7
    v_fmac_f32 v1, v4, v8
    v_fmac_f32 v1, v5, v9
    ds_load_b128 v[2:5], v18 offset:112
    ds_load_b32 v6, v19 offset:7680
    ds_load_b32 v7, v19 offset:7808
    ds_load_b32 v8, v19 offset:7936
    ds_load_b32 v9, v19 offset:8064
    s_waitcnt lgkmcnt(0)                                  // As[ty][28..31], Bs[28..31][tx]
    v_fmac_f32 v1, v2, v6
    v_fmac_f32 v1, v3, v7
    v_fmac_f32 v1, v4, v8
    v_fmac_f32 v1, v5, v9
    s_barrier                                             // every wave done reading the LDS tile
    s_sub_u32 s21, s21, 32                 // K step: 32 per tile
    s_cmp_lg_u32 s21, 0
    s_cbranch_scc1 .Ls2_tile
    // epilogue: C[row][col] = alpha * acc + beta * C
    v_mul_f32 v1, s16, v1
    s_and_b32 s22, s17, 0x7fffffff    // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s22, 0
    s_cbranch_scc1 .Ls2_store                      // beta == 0: C is never read
    global_load_b32 v20, v16, s[8:9]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v1, s17, v20
.Ls2_store:
    global_store_b32 v16, v1, s[8:9]
    s_endpgm
.Ls2_end:
.size s2, .Ls2_end-s2

// register plan (21 VGPRs, 23 SGPRs, 8192 bytes LDS)
//         s[0:1]  kernarg_ptr
//             s2  wg_id_x
//             s3  wg_id_y
//        s[4:17]  kargs
//            s18  m0_row
//            s19  n0_col
//            s20  b_tile_bytes
//            s21  k_left
//            s22  tmp
//             v0  tid
//             v1  acc
//         v[2:5]  a_vals
//         v[6:9]  b_vals
//            v10  a_elem
//            v11  b_elem
//            v12  tx
//            v13  ty
//            v14  a_offset
//            v15  b_offset
//            v16  c_offset
//            v17  lds_write
//            v18  lds_a_read
//            v19  lds_b_read
//            v20  c_old

.rodata
.p2align 6
.amdhsa_kernel s2
    .amdhsa_group_segment_fixed_size 8192
    .amdhsa_private_segment_fixed_size 0
    .amdhsa_kernarg_size 56
    .amdhsa_user_sgpr_count 2
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 1
    .amdhsa_system_sgpr_workgroup_id_z 0
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 21
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
  - .name: s2
    .symbol: s2.kd
    .kernarg_segment_size: 56
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 8192
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 23
    .vgpr_count: 21
    .max_flat_workgroup_size: 1024
    .reqd_workgroup_size: [ 1024, 1, 1 ]
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

