// ---------------------------------------------------------------------------------------------
// k3: register blocking: each of 4 waves owns 2x2 WMMA tiles of a 64x64 tile, fragments reused across them
// Rendered from templates/k3_register_blocking.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl k3
.p2align 8
.type k3,@function
k3:

    // prologue: load all 14 argument dwords into s[4:17] (offsets from the metadata below)
    s_load_b256 s[4:11], s[0:1], 0x0
    s_load_b128 s[12:15], s[0:1], 0x20
    s_load_b64 s[16:17], s[0:1], 0x30

    // ids: wave w = T/32 (uniform, in an SGPR), i = T%16, h = (T/16)%2
    v_lshrrev_b32 v87, 5, v0
    v_readfirstlane_b32 s18, v87
    v_and_b32 v85, 15, v0
    v_bfe_u32 v86, v0, 4, 1
    s_mul_i32 s19, s3, 64          // m0 = tile_m * wg_y
    s_mul_i32 s20, s2, 64          // n0 = tile_n * wg_x
    s_lshr_b32 s21, s18, 1      // wm = w / waves_n (a power of two)
    s_and_b32 s22, s18, 1                        // wn = w % waves_n
    s_mul_i32 s21, s21, 32          // first row of the wave's block
    s_mul_i32 s22, s22, 32          // first column of the wave's block
    s_waitcnt lgkmcnt(0)                                  // kernel arguments loaded
    v_mov_b32 v1, 0                       // acc[0] = 0.0
    v_mov_b32 v2, 0                       // acc[1] = 0.0
    v_mov_b32 v3, 0                       // acc[2] = 0.0
    v_mov_b32 v4, 0                       // acc[3] = 0.0
    v_mov_b32 v5, 0                       // acc[4] = 0.0
    v_mov_b32 v6, 0                       // acc[5] = 0.0
    v_mov_b32 v7, 0                       // acc[6] = 0.0
    v_mov_b32 v8, 0                       // acc[7] = 0.0

    v_mov_b32 v9, 0                       // acc[0] = 0.0
    v_mov_b32 v10, 0                       // acc[1] = 0.0
    v_mov_b32 v11, 0                       // acc[2] = 0.0
    v_mov_b32 v12, 0                       // acc[3] = 0.0
    v_mov_b32 v13, 0                       // acc[4] = 0.0
    v_mov_b32 v14, 0                       // acc[5] = 0.0
    v_mov_b32 v15, 0                       // acc[6] = 0.0
    v_mov_b32 v16, 0                       // acc[7] = 0.0

    v_mov_b32 v17, 0                       // acc[0] = 0.0
    v_mov_b32 v18, 0                       // acc[1] = 0.0
    v_mov_b32 v19, 0                       // acc[2] = 0.0
    v_mov_b32 v20, 0                       // acc[3] = 0.0
    v_mov_b32 v21, 0                       // acc[4] = 0.0
    v_mov_b32 v22, 0                       // acc[5] = 0.0
    v_mov_b32 v23, 0                       // acc[6] = 0.0
    v_mov_b32 v24, 0                       // acc[7] = 0.0

    v_mov_b32 v25, 0                       // acc[0] = 0.0
    v_mov_b32 v26, 0                       // acc[1] = 0.0
    v_mov_b32 v27, 0                       // acc[2] = 0.0
    v_mov_b32 v28, 0                       // acc[3] = 0.0
    v_mov_b32 v29, 0                       // acc[4] = 0.0
    v_mov_b32 v30, 0                       // acc[5] = 0.0
    v_mov_b32 v31, 0                       // acc[6] = 0.0
    v_mov_b32 v32, 0                       // acc[7] = 0.0

    // A global offsets from a_ptr = &A[m0][k0]: row T/8 + j*16, dword T%8
    v_lshrrev_b32 v87, 3, v0
    v_mul_lo_u32 v73, v87, s13
    v_lshlrev_b32 v73, 1, v73
    v_and_b32 v87, 7, v0
    v_lshl_add_u32 v73, v87, 2, v73
    s_mul_i32 s33, s13, 32  // 16 rows of A in bytes
    v_add_nc_u32 v74, s33, v73
    v_add_nc_u32 v75, s33, v74
    v_add_nc_u32 v76, s33, v75
    // A LDS store: As[T/8][2*(T%8)] = T*4 bytes; load j at +512*j
    v_lshlrev_b32 v81, 2, v0
    // B global offsets from b_ptr = &B[k0][n0]: row T/32 + j*4, dword T%32
    v_lshrrev_b32 v87, 5, v0
    v_mul_lo_u32 v77, v87, s14
    v_lshlrev_b32 v77, 1, v77
    v_and_b32 v87, 31, v0
    v_lshl_add_u32 v77, v87, 2, v77
    s_mul_i32 s33, s14, 8  // 4 rows of B in bytes
    v_add_nc_u32 v78, s33, v77
    v_add_nc_u32 v79, s33, v78
    v_add_nc_u32 v80, s33, v79
    // B LDS store (transposed): B[k][2c] -> Bt[2c][k] at 2048 + 2c*32 + 2k, B[k][2c+1] at +32;
    // load j (row k + j*4) at +8*j
    v_lshrrev_b32 v87, 5, v0
    v_lshlrev_b32 v82, 1, v87                   // 2k
    v_and_b32 v87, 31, v0
    v_lshl_add_u32 v82, v87, 6, v82       // + 2c*32
    v_add_nc_u32 v82, 2048, v82
    // operand reads: A row wm0 + i at (wm0 + i)*32, Bt row wn0 + i at BOFF + (wn0 + i)*32
    v_add_nc_u32 v83, s21, v85
    v_lshlrev_b32 v83, 5, v83                  // A operand row pitch: 32 bytes
    v_add_nc_u32 v84, s22, v85
    v_lshl_add_u32 v84, v84, 5, 2048
    // SGPR pointers: a_ptr = A + m0*lda*2 (+32 bytes per K tile), b_ptr = B + n0*2 (+16*ldb*2)
    s_mul_i32 s33, s19, s13
    s_lshl_b32 s33, s33, 1
    s_add_u32 s24, s4, s33
    s_addc_u32 s25, s5, 0
    s_lshl_b32 s33, s20, 1
    s_add_u32 s26, s6, s33
    s_addc_u32 s27, s7, 0
    s_lshl_b32 s28, s14, 5          // 16 rows of B in bytes
    s_mov_b32 s29, s12
.Lk3_kloop:
    // global -> registers: 4 dwords of A (ra), 4 of B (rb) per work-item
    global_load_b32 v65, v73, s[24:25]
    global_load_b32 v66, v74, s[24:25]
    global_load_b32 v67, v75, s[24:25]
    global_load_b32 v68, v76, s[24:25]
    global_load_b32 v69, v77, s[26:27]
    global_load_b32 v70, v78, s[26:27]
    global_load_b32 v71, v79, s[26:27]
    global_load_b32 v72, v80, s[26:27]
    s_add_u32 s24, s24, 32         // next K tile: 16 halves of A
    s_addc_u32 s25, s25, 0
    s_add_u32 s26, s26, s28 // 16 rows of B
    s_addc_u32 s27, s27, 0
    s_waitcnt vmcnt(0)                                    // ra, rb arrived
    // registers -> LDS: A as is, B transposed one half at a time (ast, bst; ra, rb)
    ds_store_b32 v81, v65
    ds_store_b32 v81, v66 offset:512
    ds_store_b32 v81, v67 offset:1024
    ds_store_b32 v81, v68 offset:1536
    ds_store_b16 v82, v69
    ds_store_b16_d16_hi v82, v69 offset:32
    ds_store_b16 v82, v70 offset:8
    ds_store_b16_d16_hi v82, v70 offset:40
    ds_store_b16 v82, v71 offset:16
    ds_store_b16_d16_hi v82, v71 offset:48
    ds_store_b16 v82, v72 offset:24
    ds_store_b16_d16_hi v82, v72 offset:56
    s_waitcnt lgkmcnt(0)                                  // stores done before the barrier
    s_barrier                                             // the K tile is in LDS
    // LDS -> operands: 2 A and 2 B fragments, 4 x b64 each (ard, brd)
    ds_load_b64 v[33:34], v83
    ds_load_b64 v[35:36], v83 offset:8
    ds_load_b64 v[37:38], v83 offset:16
    ds_load_b64 v[39:40], v83 offset:24

    ds_load_b64 v[41:42], v83 offset:512
    ds_load_b64 v[43:44], v83 offset:520
    ds_load_b64 v[45:46], v83 offset:528
    ds_load_b64 v[47:48], v83 offset:536

    ds_load_b64 v[49:50], v84
    ds_load_b64 v[51:52], v84 offset:8
    ds_load_b64 v[53:54], v84 offset:16
    ds_load_b64 v[55:56], v84 offset:24

    ds_load_b64 v[57:58], v84 offset:512
    ds_load_b64 v[59:60], v84 offset:520
    ds_load_b64 v[61:62], v84 offset:528
    ds_load_b64 v[63:64], v84 offset:536

    s_waitcnt lgkmcnt(0)                                  // operands arrived
    s_barrier                                             // every wave has read LDS: it may be overwritten
    // 4 WMMAs: acc[tm][tn] += A[tm] * B[tn] (A v[33:40].., B v[49:56]..)
    v_wmma_f32_16x16x16_f16 v[1:8], v[33:40], v[49:56], v[1:8]
    v_wmma_f32_16x16x16_f16 v[9:16], v[33:40], v[57:64], v[9:16]
    v_wmma_f32_16x16x16_f16 v[17:24], v[41:48], v[49:56], v[17:24]
    v_wmma_f32_16x16x16_f16 v[25:32], v[41:48], v[57:64], v[25:32]

    s_sub_u32 s29, s29, 16                 // K step: 16 per iteration
    s_cmp_lg_u32 s29, 0
    s_cbranch_scc1 .Lk3_kloop
    // epilogue: acc[tm][tn][r] in lane l is C[m0 + wm0 + 16tm + 2r + h][n0 + wn0 + 16tn + i];
    // c_offset = ((m0 + wm0 + h)*ldc + n0 + wn0 + i)*4, tile (tm, tn) at + (16tm*ldc + 16tn)*4
    s_add_u32 s21, s21, s19
    s_add_u32 s22, s22, s20
    v_add_nc_u32 v88, s21, v86
    v_mul_lo_u32 v88, v88, s15
    v_add3_u32 v88, v88, s22, v85
    v_lshlrev_b32 v88, 2, v88
    s_lshl_b32 s32, s15, 3
    s_mul_i32 s33, s15, 0
    s_add_u32 s33, s33, 0
    v_add_nc_u32 v89, s33, v88          // tile (0, 0)
    // alpha: acc *= alpha
    v_mul_f32 v1, s16, v1
    v_mul_f32 v2, s16, v2
    v_mul_f32 v3, s16, v3
    v_mul_f32 v4, s16, v4
    v_mul_f32 v5, s16, v5
    v_mul_f32 v6, s16, v6
    v_mul_f32 v7, s16, v7
    v_mul_f32 v8, s16, v8
    s_and_b32 s33, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s33, 0
    s_mov_b64 s[30:31], s[8:9]
    s_cbranch_scc1 .Lk3_t00_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v1, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v2, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v3, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v4, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v5, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v6, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v7, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v8, s17, v90
    s_mov_b64 s[30:31], s[8:9]
.Lk3_t00_store:
    global_store_b32 v89, v1, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v2, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v3, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v4, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v5, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v6, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v7, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v8, s[30:31]

    s_mul_i32 s33, s15, 0
    s_add_u32 s33, s33, 64
    v_add_nc_u32 v89, s33, v88          // tile (0, 1)
    // alpha: acc *= alpha
    v_mul_f32 v9, s16, v9
    v_mul_f32 v10, s16, v10
    v_mul_f32 v11, s16, v11
    v_mul_f32 v12, s16, v12
    v_mul_f32 v13, s16, v13
    v_mul_f32 v14, s16, v14
    v_mul_f32 v15, s16, v15
    v_mul_f32 v16, s16, v16
    s_and_b32 s33, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s33, 0
    s_mov_b64 s[30:31], s[8:9]
    s_cbranch_scc1 .Lk3_t01_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v9, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v10, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v11, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v12, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v13, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v14, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v15, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v16, s17, v90
    s_mov_b64 s[30:31], s[8:9]
.Lk3_t01_store:
    global_store_b32 v89, v9, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v10, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v11, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v12, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v13, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v14, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v15, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v16, s[30:31]

    s_mul_i32 s33, s15, 64
    s_add_u32 s33, s33, 0
    v_add_nc_u32 v89, s33, v88          // tile (1, 0)
    // alpha: acc *= alpha
    v_mul_f32 v17, s16, v17
    v_mul_f32 v18, s16, v18
    v_mul_f32 v19, s16, v19
    v_mul_f32 v20, s16, v20
    v_mul_f32 v21, s16, v21
    v_mul_f32 v22, s16, v22
    v_mul_f32 v23, s16, v23
    v_mul_f32 v24, s16, v24
    s_and_b32 s33, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s33, 0
    s_mov_b64 s[30:31], s[8:9]
    s_cbranch_scc1 .Lk3_t10_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v17, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v18, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v19, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v20, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v21, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v22, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v23, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v24, s17, v90
    s_mov_b64 s[30:31], s[8:9]
.Lk3_t10_store:
    global_store_b32 v89, v17, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v18, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v19, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v20, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v21, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v22, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v23, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v24, s[30:31]

    s_mul_i32 s33, s15, 64
    s_add_u32 s33, s33, 64
    v_add_nc_u32 v89, s33, v88          // tile (1, 1)
    // alpha: acc *= alpha
    v_mul_f32 v25, s16, v25
    v_mul_f32 v26, s16, v26
    v_mul_f32 v27, s16, v27
    v_mul_f32 v28, s16, v28
    v_mul_f32 v29, s16, v29
    v_mul_f32 v30, s16, v30
    v_mul_f32 v31, s16, v31
    v_mul_f32 v32, s16, v32
    s_and_b32 s33, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s33, 0
    s_mov_b64 s[30:31], s[8:9]
    s_cbranch_scc1 .Lk3_t11_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v25, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v26, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v27, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v28, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v29, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v30, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v31, s17, v90
    global_load_b32 v90, v89, s[30:31]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v32, s17, v90
    s_mov_b64 s[30:31], s[8:9]
.Lk3_t11_store:
    global_store_b32 v89, v25, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v26, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v27, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v28, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v29, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v30, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v31, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v89, v32, s[30:31]

    s_endpgm
.Lk3_end:
.size k3, .Lk3_end-k3

// register plan (91 VGPRs, 34 SGPRs, 4096 bytes LDS)
//         s[0:1]  kernarg_ptr
//             s2  wg_id_x
//             s3  wg_id_y
//        s[4:17]  kargs
//            s18  wave
//            s19  m0_row
//            s20  n0_col
//            s21  wave_row0
//            s22  wave_col0
//       s[24:25]  a_ptr
//       s[26:27]  b_ptr
//            s28  b_tile_bytes
//            s29  k_left
//       s[30:31]  c_ptr
//            s32  c_two_rows_bytes
//            s33  tmp
//             v0  workitem_id
//         v[1:8]  acc00
//        v[9:16]  acc01
//       v[17:24]  acc10
//       v[25:32]  acc11
//       v[33:40]  a_frag0
//       v[41:48]  a_frag1
//       v[49:56]  b_frag0
//       v[57:64]  b_frag1
//       v[65:68]  a_load
//       v[69:72]  b_load
//       v[73:76]  a_goff
//       v[77:80]  b_goff
//            v81  a_lds_store
//            v82  b_lds_store
//            v83  a_lds_read
//            v84  b_lds_read
//            v85  lane_mod16
//            v86  lane_div16
//            v87  vtmp
//            v88  c_offset
//            v89  c_tile_offset
//            v90  c_old

.rodata
.p2align 6
.amdhsa_kernel k3
    .amdhsa_group_segment_fixed_size 4096
    .amdhsa_private_segment_fixed_size 0
    .amdhsa_kernarg_size 56
    .amdhsa_user_sgpr_count 2
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 1
    .amdhsa_system_sgpr_workgroup_id_z 0
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 91
    .amdhsa_next_free_sgpr 34
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
  - .name: k3
    .symbol: k3.kd
    .kernarg_segment_size: 56
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 4096
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 34
    .vgpr_count: 91
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

