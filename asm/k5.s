// ---------------------------------------------------------------------------------------------
// k5: conflict-free padded LDS layout, b128 operand reads, LDS double buffer, any M/N/K via buffer range checks
// Rendered from templates/k5_lds_layout.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl k5
.p2align 8
.type k5,@function
k5:

    // prologue: load all 14 argument dwords into s[4:17] (offsets from the metadata below)
    s_load_b256 s[4:11], s[0:1], 0x0
    s_load_b128 s[12:15], s[0:1], 0x20
    s_load_b64 s[16:17], s[0:1], 0x30


    // ids: wave w = T/32 (uniform, in an SGPR), i = T%16, h = (T/16)%2
    v_lshrrev_b32 v202, 5, v0
    v_readfirstlane_b32 s32, v202
    v_and_b32 v200, 15, v0
    v_bfe_u32 v201, v0, 4, 1
    s_mul_i32 s33, s3, 128          // m0 = tile_m * wg_y
    s_mul_i32 s34, s2, 128          // n0 = tile_n * wg_x
    s_lshr_b32 s35, s32, 2      // wm = w / waves_n
    s_and_b32 s36, s32, 3                        // wn = w % waves_n
    s_mul_i32 s35, s35, 64          // first row of the wave's block
    s_mul_i32 s36, s36, 32          // first column of the wave's block
    s_mov_b32 s42, 0x05040100                     // v_perm: low halves of (row 2p, row 2p+1)
    s_mov_b32 s43, 0x07060302                     // v_perm: high halves
    s_waitcnt lgkmcnt(0)                                  // kernel arguments loaded
    v_mov_b32 v1, 0
    v_mov_b32 v2, 0
    v_mov_b32 v3, 0
    v_mov_b32 v4, 0
    v_mov_b32 v5, 0
    v_mov_b32 v6, 0
    v_mov_b32 v7, 0
    v_mov_b32 v8, 0
    v_mov_b32 v9, 0
    v_mov_b32 v10, 0
    v_mov_b32 v11, 0
    v_mov_b32 v12, 0
    v_mov_b32 v13, 0
    v_mov_b32 v14, 0
    v_mov_b32 v15, 0
    v_mov_b32 v16, 0
    v_mov_b32 v17, 0
    v_mov_b32 v18, 0
    v_mov_b32 v19, 0
    v_mov_b32 v20, 0
    v_mov_b32 v21, 0
    v_mov_b32 v22, 0
    v_mov_b32 v23, 0
    v_mov_b32 v24, 0
    v_mov_b32 v25, 0
    v_mov_b32 v26, 0
    v_mov_b32 v27, 0
    v_mov_b32 v28, 0
    v_mov_b32 v29, 0
    v_mov_b32 v30, 0
    v_mov_b32 v31, 0
    v_mov_b32 v32, 0
    v_mov_b32 v33, 0
    v_mov_b32 v34, 0
    v_mov_b32 v35, 0
    v_mov_b32 v36, 0
    v_mov_b32 v37, 0
    v_mov_b32 v38, 0
    v_mov_b32 v39, 0
    v_mov_b32 v40, 0
    v_mov_b32 v41, 0
    v_mov_b32 v42, 0
    v_mov_b32 v43, 0
    v_mov_b32 v44, 0
    v_mov_b32 v45, 0
    v_mov_b32 v46, 0
    v_mov_b32 v47, 0
    v_mov_b32 v48, 0
    v_mov_b32 v49, 0
    v_mov_b32 v50, 0
    v_mov_b32 v51, 0
    v_mov_b32 v52, 0
    v_mov_b32 v53, 0
    v_mov_b32 v54, 0
    v_mov_b32 v55, 0
    v_mov_b32 v56, 0
    v_mov_b32 v57, 0
    v_mov_b32 v58, 0
    v_mov_b32 v59, 0
    v_mov_b32 v60, 0
    v_mov_b32 v61, 0
    v_mov_b32 v62, 0
    v_mov_b32 v63, 0
    v_mov_b32 v64, 0
    // buffer resources over A (M*lda*2 bytes), B (K*ldb*2), C (M*ldc*4)
    s_mul_i32 s44, s10, s13
    s_lshl_b32 s44, s44, 1
    s_mov_b32 s20, s4
    s_and_b32 s21, s5, 0xffff               // base[47:32], stride 0, no swizzle
    s_mov_b32 s22, s44                         // num_records: the matrix's bytes
    s_mov_b32 s23, 0x31016000                           // raw buffer, range-checked

    s_mul_i32 s44, s12, s14
    s_lshl_b32 s44, s44, 1
    s_mov_b32 s24, s6
    s_and_b32 s25, s7, 0xffff               // base[47:32], stride 0, no swizzle
    s_mov_b32 s26, s44                         // num_records: the matrix's bytes
    s_mov_b32 s27, 0x31016000                           // raw buffer, range-checked

    s_mul_i32 s44, s10, s15
    s_lshl_b32 s44, s44, 2
    s_mov_b32 s28, s8
    s_and_b32 s29, s9, 0xffff               // base[47:32], stride 0, no swizzle
    s_mov_b32 s30, s44                         // num_records: the matrix's bytes
    s_mov_b32 s31, 0x31016000                           // raw buffer, range-checked

    // per-lane load/store addresses, operand read addresses, K-tail masks
    // A chunk: row r = t%8 + 8w (+ 64j), halves 8q..8q+7, q = t/8
    v_and_b32 v202, 7, v0
    s_mul_i32 s44, s32, 8
    v_add_nc_u32 v202, s44, v202                        // r
    v_bfe_u32 v197, v0, 3, 2
    v_lshlrev_b32 v197, 3, v197                               // 8q
    v_mul_lo_u32 v185, v202, s13
    v_lshlrev_b32 v185, 1, v185
    v_lshl_add_u32 v185, v197, 1, v185           // ag0 = r*lda*2 + 16q
    s_mul_i32 s44, s13, 128   // 64 rows of A
    v_add_nc_u32 v186, s44, v185
    v_lshlrev_b32 v203, 1, v197                              // 16q
    v_mad_u32_u24 v189, v202, 80, v203

    // B unit: K pair p = T%16, column chunk c = T/16 (+ 16j)
    v_and_b32 v202, 15, v0                    // p
    v_mul_lo_u32 v187, v202, s14
    v_lshlrev_b32 v187, 2, v187                      // 2p rows of B
    v_lshlrev_b32 v202, 2, v202                               // 4p: dword p of a Bt row
    v_lshrrev_b32 v203, 4, v0 // c
    v_lshl_add_u32 v187, v203, 4, v187          // bg0 = 2p*ldb*2 + 16c
    s_lshl_b32 s44, s14, 1
    v_add_nc_u32 v188, s44, v187                // bg1: row 2p+1
    v_add_nc_u32 v202, 10240, v202
    v_mad_u32_u24 v190, v203, 704, v202  // bst = b_off + row(8c) + 4p

    s_mul_i32 s44, s35, 80

    v_mad_u32_u24 v191, v200, 80, s44

    s_mul_i32 s44, s36, 80
    s_lshr_b32 s45, s36, 3
    s_mul_i32 s45, s45, 64
    s_add_u32 s44, s44, s45

    s_addk_i32 s44, 10240
    v_mad_u32_u24 v192, v200, 80, s44
    v_lshrrev_b32 v202, 3, v200
    v_mad_u32_u24 v192, v202, 64, v192      // + (row / 8) * group gap


    s_add_u32 s44, s12, -1
    s_and_b32 s44, s44, 31
    s_add_u32 s44, s44, 1                                  // kr: valid halves of the last tile
    v_sub_nc_u32 v202, s44, v197                         // kr - 8q
    v_lshlrev_b32 v202, 4, v202                               // in bits
    v_add_nc_u32 v198, 0, v202
    v_med3_i32 v198, v198, 0, 32                  // valid bits of dword 0
    v_lshlrev_b64 v[198:199], v198, -1
    v_not_b32 v193, v198
    v_add_nc_u32 v198, -32, v202
    v_med3_i32 v198, v198, 0, 32                  // valid bits of dword 1
    v_lshlrev_b64 v[198:199], v198, -1
    v_not_b32 v194, v198
    v_add_nc_u32 v198, -64, v202
    v_med3_i32 v198, v198, 0, 32                  // valid bits of dword 2
    v_lshlrev_b64 v[198:199], v198, -1
    v_not_b32 v195, v198
    v_add_nc_u32 v198, -96, v202
    v_med3_i32 v198, v198, 0, 32                  // valid bits of dword 3
    v_lshlrev_b64 v[198:199], v198, -1
    v_not_b32 v196, v198

    // soffsets: A at m0*lda*2 (+64 per K tile), B at n0*2 (+32*ldb*2 per K tile)
    s_mul_i32 s37, s33, s13
    s_lshl_b32 s37, s37, 1
    s_lshl_b32 s38, s34, 1
    s_mul_i32 s39, s14, 64
    // K tiles: T = ceil(K / 32)
    s_add_u32 s40, s12, 31
    s_lshr_b32 s40, s40, 5
    // prologue: tile 0 -> R -> LDS buffer 0, then tile 1 -> R (in flight through the first tile)
    // global -> R: A chunks -> v[161:164], v[165:168], B rows 2p, 2p+1 -> v[169:172], v[173:176] (wait: vmcnt before use)
    buffer_load_b128 v[161:164], v185, s[20:23], s37 offen
    buffer_load_b128 v[165:168], v186, s[20:23], s37 offen
    buffer_load_b128 v[169:172], v187, s[24:27], s38 offen
    buffer_load_b128 v[173:176], v188, s[24:27], s38 offen

    s_add_u32 s37, s37, 64
    s_add_u32 s38, s38, s39
    s_waitcnt vmcnt(0)                                    // tile 0 arrived in R
    s_cmp_eq_u32 s40, 1                               // tile 0 is the last one: mask its K tail
    s_cbranch_scc0 .Lk5_first_nomask                            // not the last K tile: no mask
    // last K tile: A halves past K -> 0 (v[193:196] & R; R arrived)
    v_and_b32 v161, v193, v161   // K tail
    v_and_b32 v162, v194, v162   // K tail
    v_and_b32 v163, v195, v163   // K tail
    v_and_b32 v164, v196, v164   // K tail
    v_and_b32 v165, v193, v165   // K tail
    v_and_b32 v166, v194, v166   // K tail
    v_and_b32 v167, v195, v167   // K tail
    v_and_b32 v168, v196, v168   // K tail

.Lk5_first_nomask:
    // B transpose: v[177:184] = (row 2p, row 2p+1) pairs of each column, v_perm_b32 (B rows arrived)
    v_perm_b32 v177, v173, v169, s42
    v_perm_b32 v178, v173, v169, s43
    v_perm_b32 v179, v174, v170, s42
    v_perm_b32 v180, v174, v170, s43
    v_perm_b32 v181, v175, v171, s42
    v_perm_b32 v182, v175, v171, s43
    v_perm_b32 v183, v176, v172, s42
    v_perm_b32 v184, v176, v172, s43

    // R -> LDS buffer at +0: A chunks at v189, packed B at v190 (wait: lgkmcnt before the barrier)
    ds_store_b128 v189, v[161:164]
    ds_store_b128 v189, v[165:168] offset:5120
    ds_store_b32 v190, v177
    ds_store_b32 v190, v178 offset:80
    ds_store_b32 v190, v179 offset:160
    ds_store_b32 v190, v180 offset:240
    ds_store_b32 v190, v181 offset:320
    ds_store_b32 v190, v182 offset:400
    ds_store_b32 v190, v183 offset:480
    ds_store_b32 v190, v184 offset:560


    s_cmp_eq_u32 s40, 1
    s_cbranch_scc1 .Lk5_first_noload
    // global -> R: A chunks -> v[161:164], v[165:168], B rows 2p, 2p+1 -> v[169:172], v[173:176] (wait: vmcnt before use)
    buffer_load_b128 v[161:164], v185, s[20:23], s37 offen
    buffer_load_b128 v[165:168], v186, s[20:23], s37 offen
    buffer_load_b128 v[169:172], v187, s[24:27], s38 offen
    buffer_load_b128 v[173:176], v188, s[24:27], s38 offen

    s_add_u32 s37, s37, 64
    s_add_u32 s38, s38, s39
.Lk5_first_noload:
    s_waitcnt lgkmcnt(0)                                  // stores done before the barrier
    s_barrier                                             // tile 0 is in LDS buffer 0
    v_xor_b32 v189, 32768, v189               // stores go to the other buffer
    v_xor_b32 v190, 32768, v190
    s_mov_b32 s41, 0
.Lk5_kloop:
    // tile t: operands from the current buffer (ard, brd), 16 WMMAs
    // LDS (+0) -> operands of K step 0: A v[65:72], v[73:80], v[81:88], v[89:96], B v[97:104], v[105:112] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[65:68], v191
    ds_load_b128 v[69:72], v191 offset:16
    ds_load_b128 v[73:76], v191 offset:1280
    ds_load_b128 v[77:80], v191 offset:1296
    ds_load_b128 v[81:84], v191 offset:2560
    ds_load_b128 v[85:88], v191 offset:2576
    ds_load_b128 v[89:92], v191 offset:3840
    ds_load_b128 v[93:96], v191 offset:3856
    ds_load_b128 v[97:100], v192
    ds_load_b128 v[101:104], v192 offset:16
    ds_load_b128 v[105:108], v192 offset:1408
    ds_load_b128 v[109:112], v192 offset:1424

    // LDS (+0) -> operands of K step 1: A v[113:120], v[121:128], v[129:136], v[137:144], B v[145:152], v[153:160] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[113:116], v191 offset:32
    ds_load_b128 v[117:120], v191 offset:48
    ds_load_b128 v[121:124], v191 offset:1312
    ds_load_b128 v[125:128], v191 offset:1328
    ds_load_b128 v[129:132], v191 offset:2592
    ds_load_b128 v[133:136], v191 offset:2608
    ds_load_b128 v[137:140], v191 offset:3872
    ds_load_b128 v[141:144], v191 offset:3888
    ds_load_b128 v[145:148], v192 offset:32
    ds_load_b128 v[149:152], v192 offset:48
    ds_load_b128 v[153:156], v192 offset:1440
    ds_load_b128 v[157:160], v192 offset:1456

    s_waitcnt lgkmcnt(12)                                  // operands of K step 0 arrived
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


    s_add_u32 s41, s41, 1                          // t+1
    s_cmp_ge_u32 s41, s40
    s_cbranch_scc1 .Lk5_done                     // no tile t+1: done
    s_waitcnt vmcnt(0)                                    // tile t+1 arrived in R
    s_add_u32 s44, s41, 1
    s_cmp_eq_u32 s44, s40                        // tile t+1 is the last one: mask its K tail
    s_cbranch_scc0 .Lk5_nomask                            // not the last K tile: no mask
    // last K tile: A halves past K -> 0 (v[193:196] & R; R arrived)
    v_and_b32 v161, v193, v161   // K tail
    v_and_b32 v162, v194, v162   // K tail
    v_and_b32 v163, v195, v163   // K tail
    v_and_b32 v164, v196, v164   // K tail
    v_and_b32 v165, v193, v165   // K tail
    v_and_b32 v166, v194, v166   // K tail
    v_and_b32 v167, v195, v167   // K tail
    v_and_b32 v168, v196, v168   // K tail

.Lk5_nomask:
    // B transpose: v[177:184] = (row 2p, row 2p+1) pairs of each column, v_perm_b32 (B rows arrived)
    v_perm_b32 v177, v173, v169, s42
    v_perm_b32 v178, v173, v169, s43
    v_perm_b32 v179, v174, v170, s42
    v_perm_b32 v180, v174, v170, s43
    v_perm_b32 v181, v175, v171, s42
    v_perm_b32 v182, v175, v171, s43
    v_perm_b32 v183, v176, v172, s42
    v_perm_b32 v184, v176, v172, s43

    // R -> LDS buffer at +0: A chunks at v189, packed B at v190 (wait: lgkmcnt before the barrier)
    ds_store_b128 v189, v[161:164]
    ds_store_b128 v189, v[165:168] offset:5120
    ds_store_b32 v190, v177
    ds_store_b32 v190, v178 offset:80
    ds_store_b32 v190, v179 offset:160
    ds_store_b32 v190, v180 offset:240
    ds_store_b32 v190, v181 offset:320
    ds_store_b32 v190, v182 offset:400
    ds_store_b32 v190, v183 offset:480
    ds_store_b32 v190, v184 offset:560


    s_add_u32 s44, s41, 1
    s_cmp_ge_u32 s44, s40
    s_cbranch_scc1 .Lk5_noload                   // no tile t+2
    // global -> R: A chunks -> v[161:164], v[165:168], B rows 2p, 2p+1 -> v[169:172], v[173:176] (wait: vmcnt before use)
    buffer_load_b128 v[161:164], v185, s[20:23], s37 offen
    buffer_load_b128 v[165:168], v186, s[20:23], s37 offen
    buffer_load_b128 v[169:172], v187, s[24:27], s38 offen
    buffer_load_b128 v[173:176], v188, s[24:27], s38 offen

    s_add_u32 s37, s37, 64             // K step: 32 per iteration
    s_add_u32 s38, s38, s39
.Lk5_noload:
    s_waitcnt lgkmcnt(0)                                  // stores done before the barrier
    s_barrier                                             // tile t+1 is in the other buffer; tile t is free
    v_xor_b32 v191, 32768, v191               // swap the buffers
    v_xor_b32 v192, 32768, v192
    v_xor_b32 v189, 32768, v189
    v_xor_b32 v190, 32768, v190
    s_branch .Lk5_kloop
.Lk5_done:
    // epilogue: acc[tm][tn][r] in lane l is C[m0 + wm0 + 16tm + 2r + h][n0 + wn0 + 16tn + i]
    s_add_u32 s35, s35, s33
    s_add_u32 s36, s36, s34
    v_add_nc_u32 v205, s36, v200
    v_add_nc_u32 v204, s35, v201
    v_mul_lo_u32 v204, v204, s15
    v_add_lshl_u32 v204, v204, v205, 2
    // alpha: acc *= alpha
    v_mul_f32 v1, s16, v1
    v_mul_f32 v2, s16, v2
    v_mul_f32 v3, s16, v3
    v_mul_f32 v4, s16, v4
    v_mul_f32 v5, s16, v5
    v_mul_f32 v6, s16, v6
    v_mul_f32 v7, s16, v7
    v_mul_f32 v8, s16, v8
    v_mul_f32 v9, s16, v9
    v_mul_f32 v10, s16, v10
    v_mul_f32 v11, s16, v11
    v_mul_f32 v12, s16, v12
    v_mul_f32 v13, s16, v13
    v_mul_f32 v14, s16, v14
    v_mul_f32 v15, s16, v15
    v_mul_f32 v16, s16, v16
    v_mul_f32 v17, s16, v17
    v_mul_f32 v18, s16, v18
    v_mul_f32 v19, s16, v19
    v_mul_f32 v20, s16, v20
    v_mul_f32 v21, s16, v21
    v_mul_f32 v22, s16, v22
    v_mul_f32 v23, s16, v23
    v_mul_f32 v24, s16, v24
    v_mul_f32 v25, s16, v25
    v_mul_f32 v26, s16, v26
    v_mul_f32 v27, s16, v27
    v_mul_f32 v28, s16, v28
    v_mul_f32 v29, s16, v29
    v_mul_f32 v30, s16, v30
    v_mul_f32 v31, s16, v31
    v_mul_f32 v32, s16, v32
    v_mul_f32 v33, s16, v33
    v_mul_f32 v34, s16, v34
    v_mul_f32 v35, s16, v35
    v_mul_f32 v36, s16, v36
    v_mul_f32 v37, s16, v37
    v_mul_f32 v38, s16, v38
    v_mul_f32 v39, s16, v39
    v_mul_f32 v40, s16, v40
    v_mul_f32 v41, s16, v41
    v_mul_f32 v42, s16, v42
    v_mul_f32 v43, s16, v43
    v_mul_f32 v44, s16, v44
    v_mul_f32 v45, s16, v45
    v_mul_f32 v46, s16, v46
    v_mul_f32 v47, s16, v47
    v_mul_f32 v48, s16, v48
    v_mul_f32 v49, s16, v49
    v_mul_f32 v50, s16, v50
    v_mul_f32 v51, s16, v51
    v_mul_f32 v52, s16, v52
    v_mul_f32 v53, s16, v53
    v_mul_f32 v54, s16, v54
    v_mul_f32 v55, s16, v55
    v_mul_f32 v56, s16, v56
    v_mul_f32 v57, s16, v57
    v_mul_f32 v58, s16, v58
    v_mul_f32 v59, s16, v59
    v_mul_f32 v60, s16, v60
    v_mul_f32 v61, s16, v61
    v_mul_f32 v62, s16, v62
    v_mul_f32 v63, s16, v63
    v_mul_f32 v64, s16, v64
    s_lshl_b32 s48, s15, 3                        // two rows of C in bytes
    s_and_b32 s44, s17, 0x7fffffff             // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s44, 0
    s_cbranch_scc1 .Lk5_store                               // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one 16x16 tile at a time (8 loads in flight)
    s_mov_b32 exec_lo, -1
    s_sub_u32 s47, s11, 0
    v_cmpx_gt_i32 s47, v205                             // EXEC: columns < N of block 0
    s_mov_b32 s46, 0
    buffer_load_b32 v65, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v66, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v67, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v68, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v69, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v70, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v71, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v72, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    s_waitcnt vmcnt(7)                                     // C_old of row pair 0
    v_fmac_f32 v1, s17, v65
    s_waitcnt vmcnt(6)                                     // C_old of row pair 1
    v_fmac_f32 v2, s17, v66
    s_waitcnt vmcnt(5)                                     // C_old of row pair 2
    v_fmac_f32 v3, s17, v67
    s_waitcnt vmcnt(4)                                     // C_old of row pair 3
    v_fmac_f32 v4, s17, v68
    s_waitcnt vmcnt(3)                                     // C_old of row pair 4
    v_fmac_f32 v5, s17, v69
    s_waitcnt vmcnt(2)                                     // C_old of row pair 5
    v_fmac_f32 v6, s17, v70
    s_waitcnt vmcnt(1)                                     // C_old of row pair 6
    v_fmac_f32 v7, s17, v71
    s_waitcnt vmcnt(0)                                     // C_old of row pair 7
    v_fmac_f32 v8, s17, v72
    buffer_load_b32 v65, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v66, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v67, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v68, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v69, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v70, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v71, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v72, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    s_waitcnt vmcnt(7)                                     // C_old of row pair 0
    v_fmac_f32 v17, s17, v65
    s_waitcnt vmcnt(6)                                     // C_old of row pair 1
    v_fmac_f32 v18, s17, v66
    s_waitcnt vmcnt(5)                                     // C_old of row pair 2
    v_fmac_f32 v19, s17, v67
    s_waitcnt vmcnt(4)                                     // C_old of row pair 3
    v_fmac_f32 v20, s17, v68
    s_waitcnt vmcnt(3)                                     // C_old of row pair 4
    v_fmac_f32 v21, s17, v69
    s_waitcnt vmcnt(2)                                     // C_old of row pair 5
    v_fmac_f32 v22, s17, v70
    s_waitcnt vmcnt(1)                                     // C_old of row pair 6
    v_fmac_f32 v23, s17, v71
    s_waitcnt vmcnt(0)                                     // C_old of row pair 7
    v_fmac_f32 v24, s17, v72
    buffer_load_b32 v65, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v66, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v67, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v68, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v69, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v70, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v71, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v72, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    s_waitcnt vmcnt(7)                                     // C_old of row pair 0
    v_fmac_f32 v33, s17, v65
    s_waitcnt vmcnt(6)                                     // C_old of row pair 1
    v_fmac_f32 v34, s17, v66
    s_waitcnt vmcnt(5)                                     // C_old of row pair 2
    v_fmac_f32 v35, s17, v67
    s_waitcnt vmcnt(4)                                     // C_old of row pair 3
    v_fmac_f32 v36, s17, v68
    s_waitcnt vmcnt(3)                                     // C_old of row pair 4
    v_fmac_f32 v37, s17, v69
    s_waitcnt vmcnt(2)                                     // C_old of row pair 5
    v_fmac_f32 v38, s17, v70
    s_waitcnt vmcnt(1)                                     // C_old of row pair 6
    v_fmac_f32 v39, s17, v71
    s_waitcnt vmcnt(0)                                     // C_old of row pair 7
    v_fmac_f32 v40, s17, v72
    buffer_load_b32 v65, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v66, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v67, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v68, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v69, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v70, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v71, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_load_b32 v72, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    s_waitcnt vmcnt(7)                                     // C_old of row pair 0
    v_fmac_f32 v49, s17, v65
    s_waitcnt vmcnt(6)                                     // C_old of row pair 1
    v_fmac_f32 v50, s17, v66
    s_waitcnt vmcnt(5)                                     // C_old of row pair 2
    v_fmac_f32 v51, s17, v67
    s_waitcnt vmcnt(4)                                     // C_old of row pair 3
    v_fmac_f32 v52, s17, v68
    s_waitcnt vmcnt(3)                                     // C_old of row pair 4
    v_fmac_f32 v53, s17, v69
    s_waitcnt vmcnt(2)                                     // C_old of row pair 5
    v_fmac_f32 v54, s17, v70
    s_waitcnt vmcnt(1)                                     // C_old of row pair 6
    v_fmac_f32 v55, s17, v71
    s_waitcnt vmcnt(0)                                     // C_old of row pair 7
    v_fmac_f32 v56, s17, v72
    s_mov_b32 exec_lo, -1
    s_sub_u32 s47, s11, 16
    v_cmpx_gt_i32 s47, v205                             // EXEC: columns < N of block 1
    s_mov_b32 s46, 0
    buffer_load_b32 v65, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v66, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v67, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v68, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v69, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v70, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v71, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v72, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    s_waitcnt vmcnt(7)                                     // C_old of row pair 0
    v_fmac_f32 v9, s17, v65
    s_waitcnt vmcnt(6)                                     // C_old of row pair 1
    v_fmac_f32 v10, s17, v66
    s_waitcnt vmcnt(5)                                     // C_old of row pair 2
    v_fmac_f32 v11, s17, v67
    s_waitcnt vmcnt(4)                                     // C_old of row pair 3
    v_fmac_f32 v12, s17, v68
    s_waitcnt vmcnt(3)                                     // C_old of row pair 4
    v_fmac_f32 v13, s17, v69
    s_waitcnt vmcnt(2)                                     // C_old of row pair 5
    v_fmac_f32 v14, s17, v70
    s_waitcnt vmcnt(1)                                     // C_old of row pair 6
    v_fmac_f32 v15, s17, v71
    s_waitcnt vmcnt(0)                                     // C_old of row pair 7
    v_fmac_f32 v16, s17, v72
    buffer_load_b32 v65, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v66, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v67, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v68, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v69, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v70, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v71, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v72, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    s_waitcnt vmcnt(7)                                     // C_old of row pair 0
    v_fmac_f32 v25, s17, v65
    s_waitcnt vmcnt(6)                                     // C_old of row pair 1
    v_fmac_f32 v26, s17, v66
    s_waitcnt vmcnt(5)                                     // C_old of row pair 2
    v_fmac_f32 v27, s17, v67
    s_waitcnt vmcnt(4)                                     // C_old of row pair 3
    v_fmac_f32 v28, s17, v68
    s_waitcnt vmcnt(3)                                     // C_old of row pair 4
    v_fmac_f32 v29, s17, v69
    s_waitcnt vmcnt(2)                                     // C_old of row pair 5
    v_fmac_f32 v30, s17, v70
    s_waitcnt vmcnt(1)                                     // C_old of row pair 6
    v_fmac_f32 v31, s17, v71
    s_waitcnt vmcnt(0)                                     // C_old of row pair 7
    v_fmac_f32 v32, s17, v72
    buffer_load_b32 v65, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v66, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v67, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v68, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v69, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v70, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v71, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v72, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    s_waitcnt vmcnt(7)                                     // C_old of row pair 0
    v_fmac_f32 v41, s17, v65
    s_waitcnt vmcnt(6)                                     // C_old of row pair 1
    v_fmac_f32 v42, s17, v66
    s_waitcnt vmcnt(5)                                     // C_old of row pair 2
    v_fmac_f32 v43, s17, v67
    s_waitcnt vmcnt(4)                                     // C_old of row pair 3
    v_fmac_f32 v44, s17, v68
    s_waitcnt vmcnt(3)                                     // C_old of row pair 4
    v_fmac_f32 v45, s17, v69
    s_waitcnt vmcnt(2)                                     // C_old of row pair 5
    v_fmac_f32 v46, s17, v70
    s_waitcnt vmcnt(1)                                     // C_old of row pair 6
    v_fmac_f32 v47, s17, v71
    s_waitcnt vmcnt(0)                                     // C_old of row pair 7
    v_fmac_f32 v48, s17, v72
    buffer_load_b32 v65, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v66, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v67, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v68, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v69, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v70, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v71, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_load_b32 v72, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    s_waitcnt vmcnt(7)                                     // C_old of row pair 0
    v_fmac_f32 v57, s17, v65
    s_waitcnt vmcnt(6)                                     // C_old of row pair 1
    v_fmac_f32 v58, s17, v66
    s_waitcnt vmcnt(5)                                     // C_old of row pair 2
    v_fmac_f32 v59, s17, v67
    s_waitcnt vmcnt(4)                                     // C_old of row pair 3
    v_fmac_f32 v60, s17, v68
    s_waitcnt vmcnt(3)                                     // C_old of row pair 4
    v_fmac_f32 v61, s17, v69
    s_waitcnt vmcnt(2)                                     // C_old of row pair 5
    v_fmac_f32 v62, s17, v70
    s_waitcnt vmcnt(1)                                     // C_old of row pair 6
    v_fmac_f32 v63, s17, v71
    s_waitcnt vmcnt(0)                                     // C_old of row pair 7
    v_fmac_f32 v64, s17, v72
.Lk5_store:
    s_mov_b32 exec_lo, -1
    s_sub_u32 s47, s11, 0
    v_cmpx_gt_i32 s47, v205                             // EXEC: columns < N of block 0
    s_mov_b32 s46, 0
    buffer_store_b32 v1, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v2, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v3, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v4, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v5, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v6, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v7, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v8, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v17, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v18, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v19, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v20, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v21, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v22, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v23, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v24, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v33, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v34, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v35, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v36, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v37, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v38, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v39, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v40, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v49, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v50, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v51, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v52, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v53, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v54, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v55, v204, s[28:31], s46 offen
    s_add_u32 s46, s46, s48
    buffer_store_b32 v56, v204, s[28:31], s46 offen
    s_mov_b32 exec_lo, -1
    s_sub_u32 s47, s11, 16
    v_cmpx_gt_i32 s47, v205                             // EXEC: columns < N of block 1
    s_mov_b32 s46, 0
    buffer_store_b32 v9, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v10, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v11, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v12, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v13, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v14, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v15, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v16, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v25, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v26, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v27, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v28, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v29, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v30, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v31, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v32, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v41, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v42, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v43, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v44, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v45, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v46, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v47, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v48, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v57, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v58, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v59, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v60, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v61, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v62, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v63, v204, s[28:31], s46 offen offset:64
    s_add_u32 s46, s46, s48
    buffer_store_b32 v64, v204, s[28:31], s46 offen offset:64
    s_mov_b32 exec_lo, -1

    s_endpgm
.Lk5_end:
.size k5, .Lk5_end-k5

// register plan (206 VGPRs, 49 SGPRs, 54272 bytes LDS)
//         s[0:1]  kernarg_ptr
//             s2  wg_id_x
//             s3  wg_id_y
//        s[4:17]  kargs
//       s[20:23]  a_rsrc
//       s[24:27]  b_rsrc
//       s[28:31]  c_rsrc
//            s32  wave
//            s33  m0_row
//            s34  n0_col
//            s35  wave_row0
//            s36  wave_col0
//            s37  a_soffset
//            s38  b_soffset
//            s39  b_tile_bytes
//            s40  k_tiles
//            s41  k_tile
//            s42  perm_lo
//            s43  perm_hi
//            s44  tmp
//            s45  tmp2
//            s46  c_row_soffset
//            s47  c_col_limit
//            s48  c_two_rows_bytes
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
//     v[177:184]  b_packed
//     v[185:186]  a_goff
//     v[187:188]  b_goff
//           v189  a_lds_store
//           v190  b_lds_store
//           v191  a_lds_read
//           v192  b_lds_read
//     v[193:196]  a_ktail_mask
//           v197  a_chunk_k
//     v[198:199]  w64
//           v200  lane_mod16
//           v201  lane_div16
//           v202  vtmp
//           v203  vtmp2
//           v204  c_offset
//           v205  c_col

.rodata
.p2align 6
.amdhsa_kernel k5
    .amdhsa_group_segment_fixed_size 54272
    .amdhsa_private_segment_fixed_size 0
    .amdhsa_kernarg_size 56
    .amdhsa_user_sgpr_count 2
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 1
    .amdhsa_system_sgpr_workgroup_id_z 0
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 206
    .amdhsa_next_free_sgpr 49
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
  - .name: k5
    .symbol: k5.kd
    .kernarg_segment_size: 56
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 54272
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 49
    .vgpr_count: 206
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

