// ---------------------------------------------------------------------------------------------
// k4: b128 global loads and register prefetch of the next K tile: 8 waves of 4x2 WMMA tiles, 128x128 tile, tile_k 32
// Rendered from templates/k4_vector_prefetch.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl k4
.p2align 8
.type k4,@function
k4:

    // prologue: load all 14 argument dwords into s[4:17] (offsets from the metadata below)
    s_load_b256 s[4:11], s[0:1], 0x0
    s_load_b128 s[12:15], s[0:1], 0x20
    s_load_b64 s[16:17], s[0:1], 0x30


    // ids: wave w = T/32 (uniform, in an SGPR), i = T%16, h = (T/16)%2
    v_lshrrev_b32 v187, 5, v0
    v_readfirstlane_b32 s18, v187
    v_and_b32 v185, 15, v0
    v_bfe_u32 v186, v0, 4, 1
    s_mul_i32 s19, s3, 128          // m0 = tile_m * wg_y
    s_mul_i32 s20, s2, 128          // n0 = tile_n * wg_x
    s_lshr_b32 s21, s18, 2      // wm = w / waves_n
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

    // A: row r = t%8 + 8w (+ 64j), chunk q = t/8. Global offset from a_ptr =
    // &A[m0][k0]: r*lda*2 + 16q (load j: + 64j rows); LDS As[r][8q] at r*64 + 16q
    v_and_b32 v187, 7, v0
    s_mul_i32 s33, s18, 8
    v_add_nc_u32 v187, s33, v187             // r
    v_mul_lo_u32 v177, v187, s13
    v_lshlrev_b32 v177, 1, v177
    v_bfe_u32 v188, v0, 3, 2  // q
    v_lshl_add_u32 v177, v188, 4, v177
    v_lshlrev_b32 v181, 6, v187
    v_lshl_add_u32 v181, v188, 4, v181
    s_mul_i32 s33, s13, 128   // 64 rows of A in bytes
    v_add_nc_u32 v178, s33, v177
    // B: unit (p, c) = (T%16, T/16). Global offset from b_ptr = &B[k0][n0]: 2p*ldb*2 + 16c
    // (row 2p+1: + ldb*2; unit j: + 256 bytes); LDS Bt[8c][2p] at 8192 + 8c*64 + 4p
    v_and_b32 v187, 15, v0                      // p
    v_mul_lo_u32 v179, v187, s14
    v_lshlrev_b32 v179, 2, v179           // 2p rows
    v_lshrrev_b32 v188, 4, v0                  // c
    v_lshl_add_u32 v179, v188, 4, v179
    s_lshl_b32 s33, s14, 1
    v_add_nc_u32 v180, s33, v179
    v_lshlrev_b32 v182, 2, v187                   // 4p
    v_lshl_add_u32 v182, v188, 9, v182
    v_add_nc_u32 v182, 8192, v182
    // operand reads: A row wm0 + i at (wm0 + i)*64, Bt row wn0 + i at 8192 + (wn0 + i)*64
    v_add_nc_u32 v183, s21, v185
    v_lshlrev_b32 v183, 6, v183      // A operand row pitch
    v_add_nc_u32 v184, s22, v185
    v_lshl_add_u32 v184, v184, 6, 8192
    // SGPR pointers: a_ptr = A + m0*lda*2 (+64 bytes per K tile), b_ptr = B + n0*2 (+32*ldb*2)
    s_mul_i32 s33, s19, s13
    s_lshl_b32 s33, s33, 1
    s_add_u32 s24, s4, s33
    s_addc_u32 s25, s5, 0
    s_lshl_b32 s33, s20, 1
    s_add_u32 s26, s6, s33
    s_addc_u32 s27, s7, 0
    s_mul_i32 s28, s14, 64  // 32 rows of B in bytes
    // prologue: K tile 0 straight into LDS
    global_load_b128 v[161:164], v177, s[24:25]
    global_load_b128 v[165:168], v178, s[24:25]
    global_load_b128 v[169:172], v179, s[26:27]
    global_load_b128 v[173:176], v180, s[26:27]

    s_waitcnt vmcnt(0)                                    // tile 0 arrived in R
    ds_store_b128 v181, v[161:164]
    ds_store_b128 v181, v[165:168] offset:4096
    ds_store_b16 v182, v169  // B[2p+0][8c+0] -> Bt[8c+0][2p+0]
    ds_store_b16_d16_hi v182, v169 offset:64  // B[2p+0][8c+1] -> Bt[8c+1][2p+0]
    ds_store_b16 v182, v170 offset:128  // B[2p+0][8c+2] -> Bt[8c+2][2p+0]
    ds_store_b16_d16_hi v182, v170 offset:192  // B[2p+0][8c+3] -> Bt[8c+3][2p+0]
    ds_store_b16 v182, v171 offset:256  // B[2p+0][8c+4] -> Bt[8c+4][2p+0]
    ds_store_b16_d16_hi v182, v171 offset:320  // B[2p+0][8c+5] -> Bt[8c+5][2p+0]
    ds_store_b16 v182, v172 offset:384  // B[2p+0][8c+6] -> Bt[8c+6][2p+0]
    ds_store_b16_d16_hi v182, v172 offset:448  // B[2p+0][8c+7] -> Bt[8c+7][2p+0]
    ds_store_b16 v182, v173 offset:2  // B[2p+1][8c+0] -> Bt[8c+0][2p+1]
    ds_store_b16_d16_hi v182, v173 offset:66  // B[2p+1][8c+1] -> Bt[8c+1][2p+1]
    ds_store_b16 v182, v174 offset:130  // B[2p+1][8c+2] -> Bt[8c+2][2p+1]
    ds_store_b16_d16_hi v182, v174 offset:194  // B[2p+1][8c+3] -> Bt[8c+3][2p+1]
    ds_store_b16 v182, v175 offset:258  // B[2p+1][8c+4] -> Bt[8c+4][2p+1]
    ds_store_b16_d16_hi v182, v175 offset:322  // B[2p+1][8c+5] -> Bt[8c+5][2p+1]
    ds_store_b16 v182, v176 offset:386  // B[2p+1][8c+6] -> Bt[8c+6][2p+1]
    ds_store_b16_d16_hi v182, v176 offset:450  // B[2p+1][8c+7] -> Bt[8c+7][2p+1]

    s_waitcnt lgkmcnt(0)                                  // stores done before the barrier
    s_barrier                                             // tile 0 is in LDS
    s_sub_u32 s29, s12, 32      // K left after tile 0
    s_cmp_eq_u32 s29, 0
    s_cbranch_scc1 .Lk4_last
.Lk4_kloop:
    // prefetch: K tile t+1 -> R (a_ptr, b_ptr step first); waited for only after the math
    s_add_u32 s24, s24, 64
    s_addc_u32 s25, s25, 0
    s_add_u32 s26, s26, s28
    s_addc_u32 s27, s27, 0
    global_load_b128 v[161:164], v177, s[24:25]
    global_load_b128 v[165:168], v178, s[24:25]
    global_load_b128 v[169:172], v179, s[26:27]
    global_load_b128 v[173:176], v180, s[26:27]

    // tile t: operands from LDS, WMMAs; the barrier frees LDS
    ds_load_b64 v[65:66], v183
    ds_load_b64 v[67:68], v183 offset:8
    ds_load_b64 v[69:70], v183 offset:16
    ds_load_b64 v[71:72], v183 offset:24

    ds_load_b64 v[73:74], v183 offset:1024
    ds_load_b64 v[75:76], v183 offset:1032
    ds_load_b64 v[77:78], v183 offset:1040
    ds_load_b64 v[79:80], v183 offset:1048

    ds_load_b64 v[81:82], v183 offset:2048
    ds_load_b64 v[83:84], v183 offset:2056
    ds_load_b64 v[85:86], v183 offset:2064
    ds_load_b64 v[87:88], v183 offset:2072

    ds_load_b64 v[89:90], v183 offset:3072
    ds_load_b64 v[91:92], v183 offset:3080
    ds_load_b64 v[93:94], v183 offset:3088
    ds_load_b64 v[95:96], v183 offset:3096

    ds_load_b64 v[97:98], v184
    ds_load_b64 v[99:100], v184 offset:8
    ds_load_b64 v[101:102], v184 offset:16
    ds_load_b64 v[103:104], v184 offset:24

    ds_load_b64 v[105:106], v184 offset:1024
    ds_load_b64 v[107:108], v184 offset:1032
    ds_load_b64 v[109:110], v184 offset:1040
    ds_load_b64 v[111:112], v184 offset:1048

    ds_load_b64 v[113:114], v183 offset:32
    ds_load_b64 v[115:116], v183 offset:40
    ds_load_b64 v[117:118], v183 offset:48
    ds_load_b64 v[119:120], v183 offset:56

    ds_load_b64 v[121:122], v183 offset:1056
    ds_load_b64 v[123:124], v183 offset:1064
    ds_load_b64 v[125:126], v183 offset:1072
    ds_load_b64 v[127:128], v183 offset:1080

    ds_load_b64 v[129:130], v183 offset:2080
    ds_load_b64 v[131:132], v183 offset:2088
    ds_load_b64 v[133:134], v183 offset:2096
    ds_load_b64 v[135:136], v183 offset:2104

    ds_load_b64 v[137:138], v183 offset:3104
    ds_load_b64 v[139:140], v183 offset:3112
    ds_load_b64 v[141:142], v183 offset:3120
    ds_load_b64 v[143:144], v183 offset:3128

    ds_load_b64 v[145:146], v184 offset:32
    ds_load_b64 v[147:148], v184 offset:40
    ds_load_b64 v[149:150], v184 offset:48
    ds_load_b64 v[151:152], v184 offset:56

    ds_load_b64 v[153:154], v184 offset:1056
    ds_load_b64 v[155:156], v184 offset:1064
    ds_load_b64 v[157:158], v184 offset:1072
    ds_load_b64 v[159:160], v184 offset:1080

    s_waitcnt lgkmcnt(24)                                  // operands of K step 0 arrived
    // 8 WMMAs: acc[tm][tn] += A[tm] * B[tn] (A v[65:72].., B v[97:104]..)
    v_wmma_f32_16x16x16_f16 v[1:8], v[65:72], v[97:104], v[1:8]
    v_wmma_f32_16x16x16_f16 v[9:16], v[65:72], v[105:112], v[9:16]
    v_wmma_f32_16x16x16_f16 v[17:24], v[73:80], v[97:104], v[17:24]
    v_wmma_f32_16x16x16_f16 v[25:32], v[73:80], v[105:112], v[25:32]
    v_wmma_f32_16x16x16_f16 v[33:40], v[81:88], v[97:104], v[33:40]
    v_wmma_f32_16x16x16_f16 v[41:48], v[81:88], v[105:112], v[41:48]
    v_wmma_f32_16x16x16_f16 v[49:56], v[89:96], v[97:104], v[49:56]
    v_wmma_f32_16x16x16_f16 v[57:64], v[89:96], v[105:112], v[57:64]

    s_waitcnt lgkmcnt(0)                                  // operands of K step 1 arrived
    s_barrier                                             // every wave has read the tile: LDS may be overwritten
    // 8 WMMAs: acc[tm][tn] += A[tm] * B[tn] (A v[113:120].., B v[145:152]..)
    v_wmma_f32_16x16x16_f16 v[1:8], v[113:120], v[145:152], v[1:8]
    v_wmma_f32_16x16x16_f16 v[9:16], v[113:120], v[153:160], v[9:16]
    v_wmma_f32_16x16x16_f16 v[17:24], v[121:128], v[145:152], v[17:24]
    v_wmma_f32_16x16x16_f16 v[25:32], v[121:128], v[153:160], v[25:32]
    v_wmma_f32_16x16x16_f16 v[33:40], v[129:136], v[145:152], v[33:40]
    v_wmma_f32_16x16x16_f16 v[41:48], v[129:136], v[153:160], v[41:48]
    v_wmma_f32_16x16x16_f16 v[49:56], v[137:144], v[145:152], v[49:56]
    v_wmma_f32_16x16x16_f16 v[57:64], v[137:144], v[153:160], v[57:64]


    s_waitcnt vmcnt(0)                                    // prefetched tile t+1 arrived in R
    ds_store_b128 v181, v[161:164]
    ds_store_b128 v181, v[165:168] offset:4096
    ds_store_b16 v182, v169  // B[2p+0][8c+0] -> Bt[8c+0][2p+0]
    ds_store_b16_d16_hi v182, v169 offset:64  // B[2p+0][8c+1] -> Bt[8c+1][2p+0]
    ds_store_b16 v182, v170 offset:128  // B[2p+0][8c+2] -> Bt[8c+2][2p+0]
    ds_store_b16_d16_hi v182, v170 offset:192  // B[2p+0][8c+3] -> Bt[8c+3][2p+0]
    ds_store_b16 v182, v171 offset:256  // B[2p+0][8c+4] -> Bt[8c+4][2p+0]
    ds_store_b16_d16_hi v182, v171 offset:320  // B[2p+0][8c+5] -> Bt[8c+5][2p+0]
    ds_store_b16 v182, v172 offset:384  // B[2p+0][8c+6] -> Bt[8c+6][2p+0]
    ds_store_b16_d16_hi v182, v172 offset:448  // B[2p+0][8c+7] -> Bt[8c+7][2p+0]
    ds_store_b16 v182, v173 offset:2  // B[2p+1][8c+0] -> Bt[8c+0][2p+1]
    ds_store_b16_d16_hi v182, v173 offset:66  // B[2p+1][8c+1] -> Bt[8c+1][2p+1]
    ds_store_b16 v182, v174 offset:130  // B[2p+1][8c+2] -> Bt[8c+2][2p+1]
    ds_store_b16_d16_hi v182, v174 offset:194  // B[2p+1][8c+3] -> Bt[8c+3][2p+1]
    ds_store_b16 v182, v175 offset:258  // B[2p+1][8c+4] -> Bt[8c+4][2p+1]
    ds_store_b16_d16_hi v182, v175 offset:322  // B[2p+1][8c+5] -> Bt[8c+5][2p+1]
    ds_store_b16 v182, v176 offset:386  // B[2p+1][8c+6] -> Bt[8c+6][2p+1]
    ds_store_b16_d16_hi v182, v176 offset:450  // B[2p+1][8c+7] -> Bt[8c+7][2p+1]

    s_waitcnt lgkmcnt(0)                                  // stores done before the barrier
    s_barrier                                             // tile t+1 is in LDS
    s_sub_u32 s29, s29, 32           // K step: 32 per iteration
    s_cmp_lg_u32 s29, 0
    s_cbranch_scc1 .Lk4_kloop
.Lk4_last:
    // last K tile: no prefetch, no barrier after it
    ds_load_b64 v[65:66], v183
    ds_load_b64 v[67:68], v183 offset:8
    ds_load_b64 v[69:70], v183 offset:16
    ds_load_b64 v[71:72], v183 offset:24

    ds_load_b64 v[73:74], v183 offset:1024
    ds_load_b64 v[75:76], v183 offset:1032
    ds_load_b64 v[77:78], v183 offset:1040
    ds_load_b64 v[79:80], v183 offset:1048

    ds_load_b64 v[81:82], v183 offset:2048
    ds_load_b64 v[83:84], v183 offset:2056
    ds_load_b64 v[85:86], v183 offset:2064
    ds_load_b64 v[87:88], v183 offset:2072

    ds_load_b64 v[89:90], v183 offset:3072
    ds_load_b64 v[91:92], v183 offset:3080
    ds_load_b64 v[93:94], v183 offset:3088
    ds_load_b64 v[95:96], v183 offset:3096

    ds_load_b64 v[97:98], v184
    ds_load_b64 v[99:100], v184 offset:8
    ds_load_b64 v[101:102], v184 offset:16
    ds_load_b64 v[103:104], v184 offset:24

    ds_load_b64 v[105:106], v184 offset:1024
    ds_load_b64 v[107:108], v184 offset:1032
    ds_load_b64 v[109:110], v184 offset:1040
    ds_load_b64 v[111:112], v184 offset:1048

    ds_load_b64 v[113:114], v183 offset:32
    ds_load_b64 v[115:116], v183 offset:40
    ds_load_b64 v[117:118], v183 offset:48
    ds_load_b64 v[119:120], v183 offset:56

    ds_load_b64 v[121:122], v183 offset:1056
    ds_load_b64 v[123:124], v183 offset:1064
    ds_load_b64 v[125:126], v183 offset:1072
    ds_load_b64 v[127:128], v183 offset:1080

    ds_load_b64 v[129:130], v183 offset:2080
    ds_load_b64 v[131:132], v183 offset:2088
    ds_load_b64 v[133:134], v183 offset:2096
    ds_load_b64 v[135:136], v183 offset:2104

    ds_load_b64 v[137:138], v183 offset:3104
    ds_load_b64 v[139:140], v183 offset:3112
    ds_load_b64 v[141:142], v183 offset:3120
    ds_load_b64 v[143:144], v183 offset:3128

    ds_load_b64 v[145:146], v184 offset:32
    ds_load_b64 v[147:148], v184 offset:40
    ds_load_b64 v[149:150], v184 offset:48
    ds_load_b64 v[151:152], v184 offset:56

    ds_load_b64 v[153:154], v184 offset:1056
    ds_load_b64 v[155:156], v184 offset:1064
    ds_load_b64 v[157:158], v184 offset:1072
    ds_load_b64 v[159:160], v184 offset:1080

    s_waitcnt lgkmcnt(24)                                  // operands of K step 0 arrived
    // 8 WMMAs: acc[tm][tn] += A[tm] * B[tn] (A v[65:72].., B v[97:104]..)
    v_wmma_f32_16x16x16_f16 v[1:8], v[65:72], v[97:104], v[1:8]
    v_wmma_f32_16x16x16_f16 v[9:16], v[65:72], v[105:112], v[9:16]
    v_wmma_f32_16x16x16_f16 v[17:24], v[73:80], v[97:104], v[17:24]
    v_wmma_f32_16x16x16_f16 v[25:32], v[73:80], v[105:112], v[25:32]
    v_wmma_f32_16x16x16_f16 v[33:40], v[81:88], v[97:104], v[33:40]
    v_wmma_f32_16x16x16_f16 v[41:48], v[81:88], v[105:112], v[41:48]
    v_wmma_f32_16x16x16_f16 v[49:56], v[89:96], v[97:104], v[49:56]
    v_wmma_f32_16x16x16_f16 v[57:64], v[89:96], v[105:112], v[57:64]

    s_waitcnt lgkmcnt(0)                                  // operands of K step 1 arrived
    // 8 WMMAs: acc[tm][tn] += A[tm] * B[tn] (A v[113:120].., B v[145:152]..)
    v_wmma_f32_16x16x16_f16 v[1:8], v[113:120], v[145:152], v[1:8]
    v_wmma_f32_16x16x16_f16 v[9:16], v[113:120], v[153:160], v[9:16]
    v_wmma_f32_16x16x16_f16 v[17:24], v[121:128], v[145:152], v[17:24]
    v_wmma_f32_16x16x16_f16 v[25:32], v[121:128], v[153:160], v[25:32]
    v_wmma_f32_16x16x16_f16 v[33:40], v[129:136], v[145:152], v[33:40]
    v_wmma_f32_16x16x16_f16 v[41:48], v[129:136], v[153:160], v[41:48]
    v_wmma_f32_16x16x16_f16 v[49:56], v[137:144], v[145:152], v[49:56]
    v_wmma_f32_16x16x16_f16 v[57:64], v[137:144], v[153:160], v[57:64]


    // epilogue: acc[tm][tn][r] in lane l is C[m0 + wm0 + 16tm + 2r + h][n0 + wn0 + 16tn + i];
    // c_offset = ((m0 + wm0 + h)*ldc + n0 + wn0 + i)*4, tile (tm, tn) at + (16tm*ldc + 16tn)*4
    s_add_u32 s21, s21, s19
    s_add_u32 s22, s22, s20
    v_add_nc_u32 v189, s21, v186
    v_mul_lo_u32 v189, v189, s15
    v_add3_u32 v189, v189, s22, v185
    v_lshlrev_b32 v189, 2, v189
    s_lshl_b32 s32, s15, 3
    s_mul_i32 s33, s15, 0
    s_add_u32 s33, s33, 0
    v_add_nc_u32 v190, s33, v189          // tile (0, 0)
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
    s_cbranch_scc1 .Lk4_t00_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v1, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v2, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v3, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v4, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v5, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v6, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v7, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v8, s17, v191
    s_mov_b64 s[30:31], s[8:9]
.Lk4_t00_store:
    global_store_b32 v190, v1, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v2, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v3, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v4, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v5, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v6, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v7, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v8, s[30:31]

    s_mul_i32 s33, s15, 0
    s_add_u32 s33, s33, 64
    v_add_nc_u32 v190, s33, v189          // tile (0, 1)
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
    s_cbranch_scc1 .Lk4_t01_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v9, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v10, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v11, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v12, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v13, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v14, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v15, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v16, s17, v191
    s_mov_b64 s[30:31], s[8:9]
.Lk4_t01_store:
    global_store_b32 v190, v9, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v10, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v11, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v12, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v13, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v14, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v15, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v16, s[30:31]

    s_mul_i32 s33, s15, 64
    s_add_u32 s33, s33, 0
    v_add_nc_u32 v190, s33, v189          // tile (1, 0)
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
    s_cbranch_scc1 .Lk4_t10_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v17, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v18, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v19, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v20, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v21, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v22, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v23, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v24, s17, v191
    s_mov_b64 s[30:31], s[8:9]
.Lk4_t10_store:
    global_store_b32 v190, v17, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v18, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v19, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v20, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v21, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v22, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v23, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v24, s[30:31]

    s_mul_i32 s33, s15, 64
    s_add_u32 s33, s33, 64
    v_add_nc_u32 v190, s33, v189          // tile (1, 1)
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
    s_cbranch_scc1 .Lk4_t11_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v25, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v26, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v27, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v28, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v29, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v30, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v31, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v32, s17, v191
    s_mov_b64 s[30:31], s[8:9]
.Lk4_t11_store:
    global_store_b32 v190, v25, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v26, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v27, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v28, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v29, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v30, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v31, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v32, s[30:31]

    s_mul_i32 s33, s15, 128
    s_add_u32 s33, s33, 0
    v_add_nc_u32 v190, s33, v189          // tile (2, 0)
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
    s_cbranch_scc1 .Lk4_t20_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v33, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v34, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v35, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v36, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v37, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v38, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v39, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v40, s17, v191
    s_mov_b64 s[30:31], s[8:9]
.Lk4_t20_store:
    global_store_b32 v190, v33, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v34, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v35, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v36, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v37, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v38, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v39, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v40, s[30:31]

    s_mul_i32 s33, s15, 128
    s_add_u32 s33, s33, 64
    v_add_nc_u32 v190, s33, v189          // tile (2, 1)
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
    s_cbranch_scc1 .Lk4_t21_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v42, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v43, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v44, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v45, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v46, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v47, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v48, s17, v191
    s_mov_b64 s[30:31], s[8:9]
.Lk4_t21_store:
    global_store_b32 v190, v41, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v42, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v43, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v44, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v45, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v46, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v47, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v48, s[30:31]

    s_mul_i32 s33, s15, 192
    s_add_u32 s33, s33, 0
    v_add_nc_u32 v190, s33, v189          // tile (3, 0)
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
    s_cbranch_scc1 .Lk4_t30_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v49, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v50, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v51, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v52, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v53, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v54, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v55, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v56, s17, v191
    s_mov_b64 s[30:31], s[8:9]
.Lk4_t30_store:
    global_store_b32 v190, v49, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v50, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v51, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v52, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v53, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v54, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v55, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v56, s[30:31]

    s_mul_i32 s33, s15, 192
    s_add_u32 s33, s33, 64
    v_add_nc_u32 v190, s33, v189          // tile (3, 1)
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
    s_cbranch_scc1 .Lk4_t31_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v57, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v58, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v59, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v60, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v61, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v62, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v63, s17, v191
    global_load_b32 v191, v190, s[30:31]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v64, s17, v191
    s_mov_b64 s[30:31], s[8:9]
.Lk4_t31_store:
    global_store_b32 v190, v57, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v58, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v59, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v60, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v61, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v62, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v63, s[30:31]
    s_add_u32 s30, s30, s32
    s_addc_u32 s31, s31, 0
    global_store_b32 v190, v64, s[30:31]

    s_endpgm
.Lk4_end:
.size k4, .Lk4_end-k4

// register plan (192 VGPRs, 34 SGPRs, 16384 bytes LDS)
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
//       v[65:72]  a_frag0_k0
//       v[73:80]  a_frag1_k0
//       v[81:88]  a_frag2_k0
//       v[89:96]  a_frag3_k0
//      v[97:104]  b_frag0_k0
//     v[105:112]  b_frag1_k0
//     v[113:120]  a_frag0_k1
//     v[121:128]  a_frag1_k1
//     v[129:136]  a_frag2_k1
//     v[137:144]  a_frag3_k1
//     v[145:152]  b_frag0_k1
//     v[153:160]  b_frag1_k1
//     v[161:168]  a_prefetch
//     v[169:176]  b_prefetch
//     v[177:178]  a_goff
//     v[179:180]  b_goff
//           v181  a_lds_store
//           v182  b_lds_store
//           v183  a_lds_read
//           v184  b_lds_read
//           v185  lane_mod16
//           v186  lane_div16
//           v187  vtmp
//           v188  vtmp2
//           v189  c_offset
//           v190  c_tile_offset
//           v191  c_old

.rodata
.p2align 6
.amdhsa_kernel k4
    .amdhsa_group_segment_fixed_size 16384
    .amdhsa_private_segment_fixed_size 0
    .amdhsa_kernarg_size 56
    .amdhsa_user_sgpr_count 2
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 1
    .amdhsa_system_sgpr_workgroup_id_z 0
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 192
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
  - .name: k4
    .symbol: k4.kd
    .kernarg_segment_size: 56
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 16384
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 34
    .vgpr_count: 192
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

