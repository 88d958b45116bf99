// ---------------------------------------------------------------------------------------------
// k3_8w: register blocking, larger: 8 waves of 4x2 WMMA tiles share a 128x128 tile
// Rendered from templates/k3_register_blocking.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl k3_8w
.p2align 8
.type k3_8w,@function
k3_8w:

    // prologue: load all 14 argument dwords into s[4:17] (offsets from the metadata below)
    s_load_b256 s[4:11], s[0:1], 0x0
    s_load_b128 s[12:15], s[0:1], 0x20
    s_load_b64 s[16:17], s[0:1], 0x30

    // ids: wave w = T/32 (uniform, in an SGPR), i = T%16, h = (T/16)%2
    v_lshrrev_b32 v135, 5, v0
    v_readfirstlane_b32 s18, v135
    v_and_b32 v133, 15, v0
    v_bfe_u32 v134, v0, 4, 1
    s_mul_i32 s19, s3, 128          // m0 = tile_m * wg_y
    s_mul_i32 s20, s2, 128          // n0 = tile_n * wg_x
    s_lshr_b32 s21, s18, 2      // wm = w / waves_n (a power of two)
    s_and_b32 s22, s18, 3                        // wn = w % waves_n
    s_mul_i32 s21, s21, 64          // first row of the wave's block
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

    v_mov_b32 v33, 0                       // acc[0] = 0.0
    v_mov_b32 v34, 0                       // acc[1] = 0.0
    v_mov_b32 v35, 0                       // acc[2] = 0.0
    v_mov_b32 v36, 0                       // acc[3] = 0.0
    v_mov_b32 v37, 0                       // acc[4] = 0.0
    v_mov_b32 v38, 0                       // acc[5] = 0.0
    v_mov_b32 v39, 0                       // acc[6] = 0.0
    v_mov_b32 v40, 0                       // acc[7] = 0.0

    v_mov_b32 v41, 0                       // acc[0] = 0.0
    v_mov_b32 v42, 0                       // acc[1] = 0.0
    v_mov_b32 v43, 0                       // acc[2] = 0.0
    v_mov_b32 v44, 0                       // acc[3] = 0.0
    v_mov_b32 v45, 0                       // acc[4] = 0.0
    v_mov_b32 v46, 0                       // acc[5] = 0.0
    v_mov_b32 v47, 0                       // acc[6] = 0.0
    v_mov_b32 v48, 0                       // acc[7] = 0.0

    v_mov_b32 v49, 0                       // acc[0] = 0.0
    v_mov_b32 v50, 0                       // acc[1] = 0.0
    v_mov_b32 v51, 0                       // acc[2] = 0.0
    v_mov_b32 v52, 0                       // acc[3] = 0.0
    v_mov_b32 v53, 0                       // acc[4] = 0.0
    v_mov_b32 v54, 0                       // acc[5] = 0.0
    v_mov_b32 v55, 0                       // acc[6] = 0.0
    v_mov_b32 v56, 0                       // acc[7] = 0.0

    v_mov_b32 v57, 0                       // acc[0] = 0.0
    v_mov_b32 v58, 0                       // acc[1] = 0.0
    v_mov_b32 v59, 0                       // acc[2] = 0.0
    v_mov_b32 v60, 0                       // acc[3] = 0.0
    v_mov_b32 v61, 0                       // acc[4] = 0.0
    v_mov_b32 v62, 0                       // acc[5] = 0.0
    v_mov_b32 v63, 0                       // acc[6] = 0.0
    v_mov_b32 v64, 0                       // acc[7] = 0.0

    // A global offsets from a_ptr = &A[m0][k0]: row T/8 + j*32, dword T%8
    v_lshrrev_b32 v135, 3, v0
    v_mul_lo_u32 v121, v135, s13
    v_lshlrev_b32 v121, 1, v121
    v_and_b32 v135, 7, v0
    v_lshl_add_u32 v121, v135, 2, v121
    s_mul_i32 s33, s13, 64  // 32 rows of A in bytes
    v_add_nc_u32 v122, s33, v121
    v_add_nc_u32 v123, s33, v122
    v_add_nc_u32 v124, s33, v123
    // A LDS store: As[T/8][2*(T%8)] = T*4 bytes; load j at +1024*j
    v_lshlrev_b32 v129, 2, v0
    // B global offsets from b_ptr = &B[k0][n0]: row T/64 + j*4, dword T%64
    v_lshrrev_b32 v135, 6, v0
    v_mul_lo_u32 v125, v135, s14
    v_lshlrev_b32 v125, 1, v125
    v_and_b32 v135, 63, v0
    v_lshl_add_u32 v125, v135, 2, v125
    s_mul_i32 s33, s14, 8  // 4 rows of B in bytes
    v_add_nc_u32 v126, s33, v125
    v_add_nc_u32 v127, s33, v126
    v_add_nc_u32 v128, s33, v127
    // B LDS store (transposed): B[k][2c] -> Bt[2c][k] at 4096 + 2c*32 + 2k, B[k][2c+1] at +32;
    // load j (row k + j*4) at +8*j
    v_lshrrev_b32 v135, 6, v0
    v_lshlrev_b32 v130, 1, v135                   // 2k
    v_and_b32 v135, 63, v0
    v_lshl_add_u32 v130, v135, 6, v130       // + 2c*32
    v_add_nc_u32 v130, 4096, v130
    // operand reads: A row wm0 + i at (wm0 + i)*32, Bt row wn0 + i at BOFF + (wn0 + i)*32
    v_add_nc_u32 v131, s21, v133
    v_lshlrev_b32 v131, 5, v131                  // A operand row pitch: 32 bytes
    v_add_nc_u32 v132, s22, v133
    v_lshl_add_u32 v132, v132, 5, 4096
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
.Lk3_8w_kloop:
    // global -> registers: 4 dwords of A (ra), 4 of B (rb) per work-item
    global_load_b32 v113, v121, s[24:25]
    global_load_b32 v114, v122, s[24:25]
    global_load_b32 v115, v123, s[24:25]
    global_load_b32 v116, v124, s[24:25]
    global_load_b32 v117, v125, s[26:27]
    global_load_b32 v118, v126, s[26:27]
    global_load_b32 v119, v127, s[26:27]
    global_load_b32 v120, v128, s[26:27]
    s_add_u32 s24, s24, 32         // next K tile: 16 halves of A
    s_addc_u32 s25, s25, 0
    s_add_u32 s26, s26, s28 // 16 rows of B
    s_addc_u32 s27, s27, 0
    s_waitcnt vmcnt(0)                                    // ra, rb arrived
    // registers -> LDS: A as is, B transposed one half at a time (ast, bst; ra, rb)
    ds_store_b32 v129, v113
    ds_store_b32 v129, v114 offset:1024
    ds_store_b32 v129, v115 offset:2048
    ds_store_b32 v129, v116 offset:3072
    ds_store_b16 v130, v117
    ds_store_b16_d16_hi v130, v117 offset:32
    ds_store_b16 v130, v118 offset:8
    ds_store_b16_d16_hi v130, v118 offset:40
    ds_store_b16 v130, v119 offset:16
    ds_store_b16_d16_hi v130, v119 offset:48
    ds_store_b16 v130, v120 offset:24
    ds_store_b16_d16_hi v130, v120 offset:56
    s_waitcnt lgkmcnt(0)                                  // stores done before the barrier
    s_barrier                                             // the K tile is in LDS
    // LDS -> operands: 4 A and 2 B fragments, 4 x b64 each (ard, brd)
    ds_load_b64 v[65:66], v131
    ds_load_b64 v[67:68], v131 offset:8
    ds_load_b64 v[69:70], v131 offset:16
    ds_load_b64 v[71:72], v131 offset:24

    ds_load_b64 v[73:74], v131 offset:512
    ds_load_b64 v[75:76], v131 offset:520
    ds_load_b64 v[77:78], v131 offset:528
    ds_load_b64 v[79:80], v131 offset:536

    ds_load_b64 v[81:82], v131 offset:1024
    ds_load_b64 v[83:84], v131 offset:1032
    ds_load_b64 v[85:86], v131 offset:1040
    ds_load_b64 v[87:88], v131 offset:1048

    ds_load_b64 v[89:90], v131 offset:1536
    ds_load_b64 v[91:92], v131 offset:1544
    ds_load_b64 v[93:94], v131 offset:1552
    ds_load_b64 v[95:96], v131 offset:1560

    ds_load_b64 v[97:98], v132
    ds_load_b64 v[99:100], v132 offset:8
    ds_load_b64 v[101:102], v132 offset:16
    ds_load_b64 v[103:104], v132 offset:24

    ds_load_b64 v[105:106], v132 offset:512
    ds_load_b64 v[107:108], v132 offset:520
    ds_load_b64 v[109:110], v132 offset:528
    ds_load_b64 v[111:112], v132 offset:536

    s_waitcnt lgkmcnt(0)                                  // operands arrived
    s_barrier                                             // every wave has read LDS: it may be overwritten
    // 8 WMMAs: acc[tm][tn] += A[tm] * B[tn] (A v[65:72].., B v[97:104]..)
    v_wmma_f32_16x16x16_f16 v[1:8], v[65:72], v[97:104], v[1:8]
    v_wmma_f32_16x16x16_f16 v[9:16], v[65:72], v[105:112], v[9:16]
    v_wmma_f32_16x16x16_f16 v[17:24], v[73:80], v[97:104], v[17:24]
    v_wmma_f32_16x16x16_f16 v[25:32], v[73:80], v[105:112], v[25:32]
    v_wmma_f32_16x16x16_f16 v[33:40], v[81:88], v[97:104], v[33:40]
    v_wmma_f32_16x16x16_f16 v[41:48], v[81:88], v[105:112], v[41:48]
    v_wmma_f32_16x16x16_f16 v[49:56], v[89:96], v[97:104], v[49:56]
    v_wmma_f32_16x16x16_f16 v[57:64], v[89:96], v[105:112], v[57:64]

    s_sub_u32 s29, s29, 16                 // K step: 16 per iteration
    s_cmp_lg_u32 s29, 0
    s_cbranch_scc1 .Lk3_8w_kloop
    // epilogue: acc[tm][tn][r] in lane l is C[m0 + wm0 + 16tm + 2r + h][n0 + wn0 + 16tn + i];
    // c_offset = ((m0 + wm0 + h)*ldc + n0 + wn0 + i)*4, tile (tm, tn) at + (16tm*ldc + 16tn)*4
    s_add_u32 s21, s21, s19
    s_add_u32 s22, s22, s20
    v_add_nc_u32 v136, s21, v134
    v_mul_lo_u32 v136, v136, s15
    v_add3_u32 v136, v136, s22, v133
    v_lshlrev_b32 v136, 2, v136
    s_lshl_b32 s32, s15, 3
    s_mul_i32 s33, s15, 0
    s_add_u32 s33, s33, 0
    v_add_nc_u32 v137, s33, v136          // tile (0, 0)
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
    s_cbranch_scc1 .Lk3_8w_t00_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v1, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v2, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v3, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v4, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v5, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v6, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v7, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v8, s17, v138
    s_mov_b64 s[30:31], s[8:9]
.Lk3_8w_t00_store:
    global_store_b32 v137, v1, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v2, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v3, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v4, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v5, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v6, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v7, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v8, s[30:31]

    s_mul_i32 s33, s15, 0
    s_add_u32 s33, s33, 64
    v_add_nc_u32 v137, s33, v136          // tile (0, 1)
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
    s_cbranch_scc1 .Lk3_8w_t01_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v9, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v10, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v11, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v12, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v13, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v14, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v15, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v16, s17, v138
    s_mov_b64 s[30:31], s[8:9]
.Lk3_8w_t01_store:
    global_store_b32 v137, v9, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v10, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v11, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v12, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v13, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v14, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v15, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v16, s[30:31]

    s_mul_i32 s33, s15, 64
    s_add_u32 s33, s33, 0
    v_add_nc_u32 v137, s33, v136          // tile (1, 0)
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
    s_cbranch_scc1 .Lk3_8w_t10_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v17, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v18, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v19, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v20, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v21, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v22, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v23, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v24, s17, v138
    s_mov_b64 s[30:31], s[8:9]
.Lk3_8w_t10_store:
    global_store_b32 v137, v17, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v18, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v19, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v20, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v21, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v22, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v23, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v24, s[30:31]

    s_mul_i32 s33, s15, 64
    s_add_u32 s33, s33, 64
    v_add_nc_u32 v137, s33, v136          // tile (1, 1)
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
    s_cbranch_scc1 .Lk3_8w_t11_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v25, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v26, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v27, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v28, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v29, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v30, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v31, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v32, s17, v138
    s_mov_b64 s[30:31], s[8:9]
.Lk3_8w_t11_store:
    global_store_b32 v137, v25, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v26, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v27, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v28, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v29, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v30, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v31, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v32, s[30:31]

    s_mul_i32 s33, s15, 128
    s_add_u32 s33, s33, 0
    v_add_nc_u32 v137, s33, v136          // tile (2, 0)
    // alpha: acc *= alpha
    v_mul_f32 v33, s16, v33
    v_mul_f32 v34, s16, v34
    v_mul_f32 v35, s16, v35
    v_mul_f32 v36, s16, v36
    v_mul_f32 v37, s16, v37
    v_mul_f32 v38, s16, v38
    v_mul_f32 v39, s16, v39
    v_mul_f32 v40, s16, v40
    s_and_b32 s33, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s33, 0
    s_mov_b64 s[30:31], s[8:9]
    s_cbranch_scc1 .Lk3_8w_t20_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v33, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v34, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v35, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v36, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v37, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v38, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v39, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v40, s17, v138
    s_mov_b64 s[30:31], s[8:9]
.Lk3_8w_t20_store:
    global_store_b32 v137, v33, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v34, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v35, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v36, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v37, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v38, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v39, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v40, s[30:31]

    s_mul_i32 s33, s15, 128
    s_add_u32 s33, s33, 64
    v_add_nc_u32 v137, s33, v136          // tile (2, 1)
    // alpha: acc *= alpha
    v_mul_f32 v41, s16, v41
    v_mul_f32 v42, s16, v42
    v_mul_f32 v43, s16, v43
    v_mul_f32 v44, s16, v44
    v_mul_f32 v45, s16, v45
    v_mul_f32 v46, s16, v46
    v_mul_f32 v47, s16, v47
    v_mul_f32 v48, s16, v48
    s_and_b32 s33, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s33, 0
    s_mov_b64 s[30:31], s[8:9]
    s_cbranch_scc1 .Lk3_8w_t21_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v42, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v43, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v44, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v45, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v46, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v47, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v48, s17, v138
    s_mov_b64 s[30:31], s[8:9]
.Lk3_8w_t21_store:
    global_store_b32 v137, v41, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v42, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v43, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v44, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v45, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v46, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v47, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v48, s[30:31]

    s_mul_i32 s33, s15, 192
    s_add_u32 s33, s33, 0
    v_add_nc_u32 v137, s33, v136          // tile (3, 0)
    // alpha: acc *= alpha
    v_mul_f32 v49, s16, v49
    v_mul_f32 v50, s16, v50
    v_mul_f32 v51, s16, v51
    v_mul_f32 v52, s16, v52
    v_mul_f32 v53, s16, v53
    v_mul_f32 v54, s16, v54
    v_mul_f32 v55, s16, v55
    v_mul_f32 v56, s16, v56
    s_and_b32 s33, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s33, 0
    s_mov_b64 s[30:31], s[8:9]
    s_cbranch_scc1 .Lk3_8w_t30_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v49, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v50, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v51, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v52, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v53, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v54, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v55, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v56, s17, v138
    s_mov_b64 s[30:31], s[8:9]
.Lk3_8w_t30_store:
    global_store_b32 v137, v49, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v50, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v51, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v52, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v53, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v54, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v55, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v56, s[30:31]

    s_mul_i32 s33, s15, 192
    s_add_u32 s33, s33, 64
    v_add_nc_u32 v137, s33, v136          // tile (3, 1)
    // alpha: acc *= alpha
    v_mul_f32 v57, s16, v57
    v_mul_f32 v58, s16, v58
    v_mul_f32 v59, s16, v59
    v_mul_f32 v60, s16, v60
    v_mul_f32 v61, s16, v61
    v_mul_f32 v62, s16, v62
    v_mul_f32 v63, s16, v63
    v_mul_f32 v64, s16, v64
    s_and_b32 s33, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s33, 0
    s_mov_b64 s[30:31], s[8:9]
    s_cbranch_scc1 .Lk3_8w_t31_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v57, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v58, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v59, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v60, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v61, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v62, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v63, s17, v138
    global_load_b32 v138, v137, s[30:31]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v64, s17, v138
    s_mov_b64 s[30:31], s[8:9]
.Lk3_8w_t31_store:
    global_store_b32 v137, v57, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v58, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v59, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v60, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v61, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v62, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v63, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v137, v64, s[30:31]

    s_endpgm
.Lk3_8w_end:
.size k3_8w, .Lk3_8w_end-k3_8w

// register plan (139 VGPRs, 34 SGPRs, 8192 bytes LDS)
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
//       v[33:40]  acc20
//       v[41:48]  acc21
//       v[49:56]  acc30
//       v[57:64]  acc31
//       v[65:72]  a_frag0
//       v[73:80]  a_frag1
//       v[81:88]  a_frag2
//       v[89:96]  a_frag3
//      v[97:104]  b_frag0
//     v[105:112]  b_frag1
//     v[113:116]  a_load
//     v[117:120]  b_load
//     v[121:124]  a_goff
//     v[125:128]  b_goff
//           v129  a_lds_store
//           v130  b_lds_store
//           v131  a_lds_read
//           v132  b_lds_read
//           v133  lane_mod16
//           v134  lane_div16
//           v135  vtmp
//           v136  c_offset
//           v137  c_tile_offset
//           v138  c_old

.rodata
.p2align 6
.amdhsa_kernel k3_8w
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
    .amdhsa_next_free_vgpr 139
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
  - .name: k3_8w
    .symbol: k3_8w.kd
    .kernarg_segment_size: 56
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 8192
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 34
    .vgpr_count: 139
    .max_flat_workgroup_size: 256
    .reqd_workgroup_size: [ 256, 1, 1 ]
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

