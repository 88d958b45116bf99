// ---------------------------------------------------------------------------------------------
// k2: LDS tiling: 4 waves share a 32x32 tile, K tiles staged through LDS with B transposed on the way in
// Rendered from templates/k2_lds_tiling.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl k2
.p2align 8
.type k2,@function
k2:

    // prologue: load all 14 argument dwords into s[4:17] (offsets from the metadata below)
    s_load_b256 s[4:11], s[0:1], 0x0
    s_load_b128 s[12:15], s[0:1], 0x20
    s_load_b64 s[16:17], s[0:1], 0x30

    // ids: wave w = T/32 (uniform: read into an SGPR), lane l = T%32, i = l%16, h = l/16
    v_lshrrev_b32 v40, 5, v0
    v_readfirstlane_b32 s18, v40
    v_and_b32 v37, 31, v0
    v_and_b32 v38, 15, v0
    v_bfe_u32 v39, v0, 4, 1
    s_lshl_b32 s19, s3, 5                    // m0 = 32 * wg_y
    s_lshl_b32 s20, s2, 5                    // n0 = 32 * wg_x
    s_waitcnt lgkmcnt(0)                                  // kernel arguments loaded
    v_mov_b32 v1, 0                       // acc[0] = 0.0
    v_mov_b32 v2, 0                       // acc[1] = 0.0
    v_mov_b32 v3, 0                       // acc[2] = 0.0
    v_mov_b32 v4, 0                       // acc[3] = 0.0
    v_mov_b32 v5, 0                       // acc[4] = 0.0
    v_mov_b32 v6, 0                       // acc[5] = 0.0
    v_mov_b32 v7, 0                       // acc[6] = 0.0
    v_mov_b32 v8, 0                       // acc[7] = 0.0

    // A global offsets (bytes from a_ptr = &A[m0][k0]): row r = T/8, dword d = T%8:
    //   ag0 = r*lda*2 + 4d, ag1 = ag0 + 16*lda*2 (rows r and r+16)
    v_lshrrev_b32 v40, 3, v0
    v_mul_lo_u32 v29, v40, s13
    v_lshlrev_b32 v29, 1, v29                  // r*lda*2
    v_and_b32 v40, 7, v0
    v_lshl_add_u32 v29, v40, 2, v29       // + 4d
    s_lshl_b32 s31, s13, 5            // 16 rows of A in bytes
    v_add_nc_u32 v30, s31, v29
    // A LDS store: As[r][2d] at r*32 + 4d (row r+16: +512)
    v_lshlrev_b32 v33, 2, v0                  // T*4 = r*32 + 4d
    // B global offsets (bytes from b_ptr = &B[k0][n0]): row k = T/16, dword c = T%16:
    //   bg0 = k*ldb*2 + 4c, bg1 = bg0 + 8*ldb*2 (rows k and k+8)
    v_lshrrev_b32 v40, 4, v0
    v_mul_lo_u32 v31, v40, s14
    v_lshlrev_b32 v31, 1, v31
    v_and_b32 v40, 15, v0
    v_lshl_add_u32 v31, v40, 2, v31
    s_lshl_b32 s31, s14, 4            // 8 rows of B in bytes
    v_add_nc_u32 v32, s31, v31
    // B LDS store (transposed): B[k][2c] -> Bt[2c][k] at 1024 + 2c*32 + 2k, B[k][2c+1] at +32;
    // row k+8 at +16
    v_lshrrev_b32 v40, 4, v0                   // k
    v_lshlrev_b32 v34, 1, v40                   // 2k
    v_and_b32 v40, 15, v0                      // c
    v_lshl_add_u32 v34, v40, 6, v34       // + 2c*32
    v_add_nc_u32 v34, 0x400, v34               // + 1024 (Bt region)
    // operand reads: A row wm*16 + i at (wm*16 + i)*32, Bt row wn*16 + i at 1024 + (wn*16 + i)*32
    s_lshr_b32 s31, s18, 1                    // wm
    s_lshl_b32 s31, s31, 9                     // wm*16*32
    v_lshl_add_u32 v35, v38, 5, s31
    s_and_b32 s31, s18, 1                     // wn
    s_lshl_b32 s31, s31, 9
    s_addk_i32 s31, 0x400
    v_lshl_add_u32 v36, v38, 5, s31
    // SGPR pointers: a_ptr = A + m0*lda*2 (+32 bytes per K tile), b_ptr = B + n0*2 (+16*ldb*2)
    s_mul_i32 s31, s19, s13
    s_lshl_b32 s31, s31, 1
    s_add_u32 s22, s4, s31
    s_addc_u32 s23, s5, 0
    s_lshl_b32 s31, s20, 1
    s_add_u32 s24, s6, s31
    s_addc_u32 s25, s7, 0
    s_lshl_b32 s26, s14, 5          // 16 rows of B in bytes
    s_mov_b32 s27, s12
.Lk2_kloop:
    // global -> registers: 2 dwords of A, 2 of B per work-item (ra, rb), then step the pointers
    global_load_b32 v25, v29, s[22:23]
    global_load_b32 v26, v30, s[22:23]
    global_load_b32 v27, v31, s[24:25]
    global_load_b32 v28, v32, s[24:25]
    s_add_u32 s22, s22, 32         // next K tile: 16 halves of A
    s_addc_u32 s23, s23, 0
    s_add_u32 s24, s24, s26 // 16 rows of B
    s_addc_u32 s25, s25, 0
    s_waitcnt vmcnt(0)                                    // ra, rb arrived
    // registers -> LDS: A as is, B transposed one half at a time (ast, bst; ra, rb)
    ds_store_b32 v33, v25
    ds_store_b32 v33, v26 offset:512
    ds_store_b16 v34, v27                  // B[k][2c]     -> Bt[2c][k]
    ds_store_b16_d16_hi v34, v27 offset:32 // B[k][2c+1]   -> Bt[2c+1][k]
    ds_store_b16 v34, v28 offset:16        // B[k+8][2c]   -> Bt[2c][k+8]
    ds_store_b16_d16_hi v34, v28 offset:48 // B[k+8][2c+1] -> Bt[2c+1][k+8]
    s_waitcnt lgkmcnt(0)                                  // stores done before the barrier
    s_barrier                                             // the K tile is in LDS
    // LDS -> operands: 16 halves per lane, 4 x b64 (ard, brd -> a, b)
    ds_load_b64 v[9:10], v35
    ds_load_b64 v[11:12], v35 offset:8
    ds_load_b64 v[13:14], v35 offset:16
    ds_load_b64 v[15:16], v35 offset:24

    ds_load_b64 v[17:18], v36
    ds_load_b64 v[19:20], v36 offset:8
    ds_load_b64 v[21:22], v36 offset:16
    ds_load_b64 v[23:24], v36 offset:24

    s_waitcnt lgkmcnt(0)                                  // operands arrived
    s_barrier                                             // every wave has read LDS: it may be overwritten
    v_wmma_f32_16x16x16_f16 v[1:8], v[9:16], v[17:24], v[1:8]
    s_sub_u32 s27, s27, 16                 // K step: 16 per iteration
    s_cmp_lg_u32 s27, 0
    s_cbranch_scc1 .Lk2_kloop
    // epilogue: lane l holds C[m0 + wm*16 + 2r + h][n0 + wn*16 + i] in acc[r]
    s_lshr_b32 s31, s18, 1
    s_lshl_b32 s31, s31, 4
    s_add_u32 s31, s31, s19               // m0 + wm*16
    s_and_b32 s32, s18, 1
    s_lshl_b32 s32, s32, 4
    s_add_u32 s32, s32, s20             // n0 + wn*16
    v_add_nc_u32 v41, s31, v39
    v_mul_lo_u32 v41, v41, s15
    v_add3_u32 v41, v41, s32, v38
    v_lshlrev_b32 v41, 2, v41
    s_lshl_b32 s30, s15, 3
    // alpha: acc *= alpha
    v_mul_f32 v1, s16, v1
    v_mul_f32 v2, s16, v2
    v_mul_f32 v3, s16, v3
    v_mul_f32 v4, s16, v4
    v_mul_f32 v5, s16, v5
    v_mul_f32 v6, s16, v6
    v_mul_f32 v7, s16, v7
    v_mul_f32 v8, s16, v8
    s_and_b32 s31, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s31, 0
    s_mov_b64 s[28:29], s[8:9]
    s_cbranch_scc1 .Lk2_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v42, v41, s[28:29]
    s_add_u32 s28, s28, s30
    s_addc_u32 s29, s29, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v1, s17, v42
    global_load_b32 v42, v41, s[28:29]
    s_add_u32 s28, s28, s30
    s_addc_u32 s29, s29, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v2, s17, v42
    global_load_b32 v42, v41, s[28:29]
    s_add_u32 s28, s28, s30
    s_addc_u32 s29, s29, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v3, s17, v42
    global_load_b32 v42, v41, s[28:29]
    s_add_u32 s28, s28, s30
    s_addc_u32 s29, s29, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v4, s17, v42
    global_load_b32 v42, v41, s[28:29]
    s_add_u32 s28, s28, s30
    s_addc_u32 s29, s29, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v5, s17, v42
    global_load_b32 v42, v41, s[28:29]
    s_add_u32 s28, s28, s30
    s_addc_u32 s29, s29, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v6, s17, v42
    global_load_b32 v42, v41, s[28:29]
    s_add_u32 s28, s28, s30
    s_addc_u32 s29, s29, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v7, s17, v42
    global_load_b32 v42, v41, s[28:29]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v8, s17, v42
    s_mov_b64 s[28:29], s[8:9]
.Lk2_store:
    global_store_b32 v41, v1, s[28:29]
    s_add_u32 s28, s28, s30
    s_addc_u32 s29, s29, 0
    global_store_b32 v41, v2, s[28:29]
    s_add_u32 s28, s28, s30
    s_addc_u32 s29, s29, 0
    global_store_b32 v41, v3, s[28:29]
    s_add_u32 s28, s28, s30
    s_addc_u32 s29, s29, 0
    global_store_b32 v41, v4, s[28:29]
    s_add_u32 s28, s28, s30
    s_addc_u32 s29, s29, 0
    global_store_b32 v41, v5, s[28:29]
    s_add_u32 s28, s28, s30
    s_addc_u32 s29, s29, 0
    global_store_b32 v41, v6, s[28:29]
    s_add_u32 s28, s28, s30
    s_addc_u32 s29, s29, 0
    global_store_b32 v41, v7, s[28:29]
    s_add_u32 s28, s28, s30
    s_addc_u32 s29, s29, 0
    global_store_b32 v41, v8, s[28:29]

    s_endpgm
.Lk2_end:
.size k2, .Lk2_end-k2

// register plan (43 VGPRs, 33 SGPRs, 2048 bytes LDS)
//         s[0:1]  kernarg_ptr
//             s2  wg_id_x
//             s3  wg_id_y
//        s[4:17]  kargs
//            s18  wave
//            s19  m0_row
//            s20  n0_col
//       s[22:23]  a_ptr
//       s[24:25]  b_ptr
//            s26  b_tile_bytes
//            s27  k_left
//       s[28:29]  c_ptr
//            s30  c_two_rows_bytes
//            s31  tmp
//            s32  tmp2
//             v0  workitem_id
//         v[1:8]  acc
//        v[9:16]  a_frag
//       v[17:24]  b_frag
//       v[25:26]  a_load
//       v[27:28]  b_load
//            v29  a_goff_r
//            v30  a_goff_r16
//            v31  b_goff_k
//            v32  b_goff_k8
//            v33  a_lds_store
//            v34  b_lds_store
//            v35  a_lds_read
//            v36  b_lds_read
//            v37  lane
//            v38  lane_mod16
//            v39  lane_div16
//            v40  vtmp
//            v41  c_offset
//            v42  c_old

.rodata
.p2align 6
.amdhsa_kernel k2
    .amdhsa_group_segment_fixed_size 2048
    .amdhsa_private_segment_fixed_size 0
    .amdhsa_kernarg_size 56
    .amdhsa_user_sgpr_count 2
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 1
    .amdhsa_system_sgpr_workgroup_id_z 0
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 43
    .amdhsa_next_free_sgpr 33
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
  - .name: k2
    .symbol: k2.kd
    .kernarg_segment_size: 56
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 2048
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 33
    .vgpr_count: 43
    .max_flat_workgroup_size: 128
    .reqd_workgroup_size: [ 128, 1, 1 ]
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

