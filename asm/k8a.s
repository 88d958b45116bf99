// ---------------------------------------------------------------------------------------------
// k8a: SGPR-batched loads spread across the WMMAs, 3 LDS buffers, partial waits only in the K loop, grouped tile order
// Rendered from templates/k8_batched.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl k8a
.p2align 8
.type k8a,@function
k8a:

    // prologue: load all 14 argument dwords into s[4:17] (offsets from the metadata below)
    s_load_b256 s[4:11], s[0:1], 0x0
    s_load_b128 s[12:15], s[0:1], 0x20
    s_load_b64 s[16:17], s[0:1], 0x30


    // ids: wave w = T/32 (uniform, in an SGPR), i = T%16, h = (T/16)%2
    v_lshrrev_b32 v212, 5, v0
    v_readfirstlane_b32 s32, v212
    v_and_b32 v210, 15, v0
    v_bfe_u32 v211, v0, 4, 1
    s_lshr_b32 s35, s32, 2      // wm = w / waves_n
    s_and_b32 s36, s32, 3                        // wn = w % waves_n
    s_mul_i32 s35, s35, 64          // first row of the wave's block
    s_mul_i32 s36, s36, 32          // first column of the wave's block
    s_mov_b32 s44, 0x05040100                     // v_perm: low halves of (row 2p, row 2p+1)
    s_mov_b32 s45, 0x07060302                     // v_perm: high halves
    s_waitcnt lgkmcnt(0)                                  // kernel arguments loaded
    // grouped tile order: tiles_m = ceil(M/128) rows of tiles, tiles_n = ceil(N/128) columns;
    // workgroup (x, y) in a full group of 8 tile rows (first = y & ~7) takes
    // r = (y % 8) * tiles_n + x -> tile row first + r % 8, tile column r / 8
    s_add_u32 s52, s10, 127
    s_lshr_b32 s52, s52, 7
    s_add_u32 s51, s11, 127
    s_lshr_b32 s51, s51, 7
    s_mov_b32 s33, s3                           // row-major default (the partial last group)
    s_mov_b32 s34, s2
    s_and_b32 s46, s3, -8                 // first tile row of the group
    s_add_u32 s47, s46, 8
    s_cmp_gt_u32 s47, s52
    s_cbranch_scc1 .Lk8a_order_done               // partial group: row-major
    s_and_b32 s47, s3, 7
    s_mul_i32 s47, s47, s51
    s_add_u32 s47, s47, s2             // r
    s_and_b32 s33, s47, 7
    s_add_u32 s33, s33, s46
    s_lshr_b32 s34, s47, 3                 // tile column r / group_m
.Lk8a_order_done:
    s_mul_i32 s33, s33, 128             // m0 = tile row * tile_m
    s_mul_i32 s34, s34, 128             // n0 = tile column * tile_n
    // clear the accumulators, two per VOPD (even/odd destinations)
    v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v5, 0
    v_dual_mov_b32 v6, 0 :: v_dual_mov_b32 v7, 0
    v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v9, 0
    v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v11, 0
    v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v13, 0
    v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v15, 0
    v_dual_mov_b32 v16, 0 :: v_dual_mov_b32 v17, 0
    v_dual_mov_b32 v18, 0 :: v_dual_mov_b32 v19, 0
    v_dual_mov_b32 v20, 0 :: v_dual_mov_b32 v21, 0
    v_dual_mov_b32 v22, 0 :: v_dual_mov_b32 v23, 0
    v_dual_mov_b32 v24, 0 :: v_dual_mov_b32 v25, 0
    v_dual_mov_b32 v26, 0 :: v_dual_mov_b32 v27, 0
    v_dual_mov_b32 v28, 0 :: v_dual_mov_b32 v29, 0
    v_dual_mov_b32 v30, 0 :: v_dual_mov_b32 v31, 0
    v_dual_mov_b32 v32, 0 :: v_dual_mov_b32 v33, 0
    v_dual_mov_b32 v34, 0 :: v_dual_mov_b32 v35, 0
    v_dual_mov_b32 v36, 0 :: v_dual_mov_b32 v37, 0
    v_dual_mov_b32 v38, 0 :: v_dual_mov_b32 v39, 0
    v_dual_mov_b32 v40, 0 :: v_dual_mov_b32 v41, 0
    v_dual_mov_b32 v42, 0 :: v_dual_mov_b32 v43, 0
    v_dual_mov_b32 v44, 0 :: v_dual_mov_b32 v45, 0
    v_dual_mov_b32 v46, 0 :: v_dual_mov_b32 v47, 0
    v_dual_mov_b32 v48, 0 :: v_dual_mov_b32 v49, 0
    v_dual_mov_b32 v50, 0 :: v_dual_mov_b32 v51, 0
    v_dual_mov_b32 v52, 0 :: v_dual_mov_b32 v53, 0
    v_dual_mov_b32 v54, 0 :: v_dual_mov_b32 v55, 0
    v_dual_mov_b32 v56, 0 :: v_dual_mov_b32 v57, 0
    v_dual_mov_b32 v58, 0 :: v_dual_mov_b32 v59, 0
    v_dual_mov_b32 v60, 0 :: v_dual_mov_b32 v61, 0
    v_dual_mov_b32 v62, 0 :: v_dual_mov_b32 v63, 0
    v_dual_mov_b32 v64, 0 :: v_dual_mov_b32 v65, 0
    v_dual_mov_b32 v66, 0 :: v_dual_mov_b32 v67, 0
    // buffer resources over A (M*lda*2 bytes), B (K*ldb*2), C (M*ldc*4)
    s_mul_i32 s46, s10, s13
    s_lshl_b32 s46, s46, 1
    s_mov_b32 s20, s4
    s_and_b32 s21, s5, 0xffff               // base[47:32], stride 0, no swizzle
    s_mov_b32 s22, s46                         // num_records: the matrix's bytes
    s_mov_b32 s23, 0x31016000                           // raw buffer, range-checked

    s_mul_i32 s46, s12, s14
    s_lshl_b32 s46, s46, 1
    s_mov_b32 s24, s6
    s_and_b32 s25, s7, 0xffff               // base[47:32], stride 0, no swizzle
    s_mov_b32 s26, s46                         // num_records: the matrix's bytes
    s_mov_b32 s27, 0x31016000                           // raw buffer, range-checked

    s_mul_i32 s46, s10, s15
    s_lshl_b32 s46, s46, 2
    s_mov_b32 s28, s8
    s_and_b32 s29, s9, 0xffff               // base[47:32], stride 0, no swizzle
    s_mov_b32 s30, s46                         // num_records: the matrix's bytes
    s_mov_b32 s31, 0x31016000                           // raw buffer, range-checked

    // one VGPR offset per matrix, LDS addresses (buffer 0), K-tail masks
    // A chunk: row r = t%8 + 8w (+ 64j), halves 8q..8q+7, q = t/8
    v_and_b32 v212, 7, v0
    s_mul_i32 s46, s32, 8
    v_add_nc_u32 v212, s46, v212                        // r
    v_bfe_u32 v207, v0, 3, 2
    v_lshlrev_b32 v207, 3, v207                               // 8q
    v_mul_lo_u32 v197, v212, s13
    v_lshlrev_b32 v197, 1, v197
    v_lshl_add_u32 v197, v207, 1, v197           // ag0 = r*lda*2 + 16q
    v_lshlrev_b32 v213, 1, v207                              // 16q
    v_mad_u32_u24 v201, v212, 80, v213

    // B unit: K pair p = T%16, column chunk c = T/16 (+ 16j)
    v_and_b32 v212, 15, v0                    // p
    v_mul_lo_u32 v198, v212, s14
    v_lshlrev_b32 v198, 2, v198                      // 2p rows of B
    v_lshlrev_b32 v212, 2, v212                               // 4p: dword p of a Bt row
    v_lshrrev_b32 v213, 4, v0 // c
    v_lshl_add_u32 v198, v213, 4, v198          // bg0 = 2p*ldb*2 + 16c
    v_add_nc_u32 v212, 10240, v212
    v_mad_u32_u24 v202, v213, 704, v212  // bst = b_off + row(8c) + 4p

    s_mul_i32 s46, s35, 80

    v_mad_u32_u24 v199, v210, 80, s46

    s_mul_i32 s46, s36, 80
    s_lshr_b32 s47, s36, 3
    s_mul_i32 s47, s47, 64
    s_add_u32 s46, s46, s47

    s_addk_i32 s46, 10240
    v_mad_u32_u24 v200, v210, 80, s46
    v_lshrrev_b32 v212, 3, v210
    v_mad_u32_u24 v200, v212, 64, v200      // + (row / 8) * group gap


    s_add_u32 s46, s12, -1
    s_and_b32 s46, s46, 31
    s_add_u32 s46, s46, 1                                  // kr: valid halves of the last tile
    v_sub_nc_u32 v212, s46, v207                         // kr - 8q
    v_lshlrev_b32 v212, 4, v212                               // in bits
    v_add_nc_u32 v208, 0, v212
    v_med3_i32 v208, v208, 0, 32                  // valid bits of dword 0
    v_lshlrev_b64 v[208:209], v208, -1
    v_not_b32 v203, v208
    v_add_nc_u32 v208, -32, v212
    v_med3_i32 v208, v208, 0, 32                  // valid bits of dword 1
    v_lshlrev_b64 v[208:209], v208, -1
    v_not_b32 v204, v208
    v_add_nc_u32 v208, -64, v212
    v_med3_i32 v208, v208, 0, 32                  // valid bits of dword 2
    v_lshlrev_b64 v[208:209], v208, -1
    v_not_b32 v205, v208
    v_add_nc_u32 v208, -96, v212
    v_med3_i32 v208, v208, 0, 32                  // valid bits of dword 3
    v_lshlrev_b64 v[208:209], v208, -1
    v_not_b32 v206, v208

    // SGPR soffsets, one per load: A chunk j at (m0 + 64j)*lda*2 (+64 per K tile),
    // B row 2p+h at n0*2 + h*ldb*2 (+32*ldb*2 per K tile)
    s_mul_i32 s37, s33, s13
    s_lshl_b32 s37, s37, 1
    s_mul_i32 s46, s13, 128
    s_add_u32 s38, s37, s46
    s_lshl_b32 s39, s34, 1
    s_lshl_b32 s46, s14, 1
    s_add_u32 s40, s39, s46
    s_mul_i32 s41, s14, 64
    // K tiles: T = ceil(K / 32)
    s_add_u32 s42, s12, 31
    s_lshr_b32 s42, s42, 5
    // prologue: tile 0 -> R -> LDS buffer 0 (masked when it is the only tile), tile 1 -> R
    // group A0: next tile -> v[170:173] (one VGPR offset, SGPR soffset per load)
    buffer_load_b128 v[170:173], v197, s[20:23], s37 offen
    s_add_u32 s37, s37, 64

    // group A1: next tile -> v[174:177] (one VGPR offset, SGPR soffset per load)
    buffer_load_b128 v[174:177], v197, s[20:23], s38 offen
    s_add_u32 s38, s38, 64

    // group B0: next tile -> v[180:183], v[185:188] (one VGPR offset, SGPR soffset per load)
    buffer_load_b128 v[180:183], v198, s[24:27], s39 offen
    buffer_load_b128 v[185:188], v198, s[24:27], s40 offen
    s_add_u32 s39, s39, s41
    s_add_u32 s40, s40, s41

    s_waitcnt vmcnt(0)                                    // tile 0 arrived in R
    s_cmp_eq_u32 s42, 1
    s_cbranch_scc1 .Lk8a_single
    // group A0 -> LDS +0
    ds_store_b128 v201, v[170:173]

    // group A1 -> LDS +0
    ds_store_b128 v201, v[174:177] offset:5120

    // group B0 -> LDS +0
    v_perm_b32 v189, v185, v180, s44
    v_perm_b32 v190, v185, v180, s45
    v_perm_b32 v191, v186, v181, s44
    v_perm_b32 v192, v186, v181, s45
    v_perm_b32 v193, v187, v182, s44
    v_perm_b32 v194, v187, v182, s45
    v_perm_b32 v195, v188, v183, s44
    v_perm_b32 v196, v188, v183, s45
    ds_store_b32 v202, v189
    ds_store_b32 v202, v190 offset:80
    ds_store_b32 v202, v191 offset:160
    ds_store_b32 v202, v192 offset:240
    ds_store_b32 v202, v193 offset:320
    ds_store_b32 v202, v194 offset:400
    ds_store_b32 v202, v195 offset:480
    ds_store_b32 v202, v196 offset:560

    // group A0: next tile -> v[170:173] (one VGPR offset, SGPR soffset per load)
    buffer_load_b128 v[170:173], v197, s[20:23], s37 offen
    s_add_u32 s37, s37, 64

    // group A1: next tile -> v[174:177] (one VGPR offset, SGPR soffset per load)
    buffer_load_b128 v[174:177], v197, s[20:23], s38 offen
    s_add_u32 s38, s38, 64

    // group B0: next tile -> v[180:183], v[185:188] (one VGPR offset, SGPR soffset per load)
    buffer_load_b128 v[180:183], v198, s[24:27], s39 offen
    buffer_load_b128 v[185:188], v198, s[24:27], s40 offen
    s_add_u32 s39, s39, s41
    s_add_u32 s40, s40, s41

    s_waitcnt lgkmcnt(0)                                  // stores done before the barrier
    s_barrier                                             // tile 0 is in buffer 0
    s_cmp_eq_u32 s42, 2
    s_cbranch_scc1 .Lk8a_two
    // ---- tile t (first): read buffer 0, store tile t+1 -> buffer 1, load tile t+2
    // LDS (+0) -> operands of K step 0: A v[69:76], v[77:84], v[85:92], v[93:100], B v[102:109], v[110:117] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[69:72], v199
    ds_load_b128 v[73:76], v199 offset:16
    ds_load_b128 v[77:80], v199 offset:1280
    ds_load_b128 v[81:84], v199 offset:1296
    ds_load_b128 v[85:88], v199 offset:2560
    ds_load_b128 v[89:92], v199 offset:2576
    ds_load_b128 v[93:96], v199 offset:3840
    ds_load_b128 v[97:100], v199 offset:3856
    ds_load_b128 v[102:105], v200
    ds_load_b128 v[106:109], v200 offset:16
    ds_load_b128 v[110:113], v200 offset:1408
    ds_load_b128 v[114:117], v200 offset:1424

    s_waitcnt vmcnt(3)                              // tile t+1: load group 0 arrived
    // group A0 -> LDS +21504
    ds_store_b128 v201, v[170:173] offset:21504

    // group A0: next tile -> v[170:173] (one VGPR offset, SGPR soffset per load)
    buffer_load_b128 v[170:173], v197, s[20:23], s37 offen
    s_add_u32 s37, s37, 64

    s_waitcnt vmcnt(3)                              // tile t+1: load group 1 arrived
    // group A1 -> LDS +21504
    ds_store_b128 v201, v[174:177] offset:26624

    // group A1: next tile -> v[174:177] (one VGPR offset, SGPR soffset per load)
    buffer_load_b128 v[174:177], v197, s[20:23], s38 offen
    s_add_u32 s38, s38, 64

    s_waitcnt vmcnt(2)                              // tile t+1: load group 2 arrived
    // group B0 -> LDS +21504
    v_perm_b32 v189, v185, v180, s44
    v_perm_b32 v190, v185, v180, s45
    v_perm_b32 v191, v186, v181, s44
    v_perm_b32 v192, v186, v181, s45
    v_perm_b32 v193, v187, v182, s44
    v_perm_b32 v194, v187, v182, s45
    v_perm_b32 v195, v188, v183, s44
    v_perm_b32 v196, v188, v183, s45
    ds_store_b32 v202, v189 offset:21504
    ds_store_b32 v202, v190 offset:21584
    ds_store_b32 v202, v191 offset:21664
    ds_store_b32 v202, v192 offset:21744
    ds_store_b32 v202, v193 offset:21824
    ds_store_b32 v202, v194 offset:21904
    ds_store_b32 v202, v195 offset:21984
    ds_store_b32 v202, v196 offset:22064

    // group B0: next tile -> v[180:183], v[185:188] (one VGPR offset, SGPR soffset per load)
    buffer_load_b128 v[180:183], v198, s[24:27], s39 offen
    buffer_load_b128 v[185:188], v198, s[24:27], s40 offen
    s_add_u32 s39, s39, s41
    s_add_u32 s40, s40, s41

    // LDS (+0) -> operands of K step 1: A v[121:128], v[129:136], v[137:144], v[145:152], B v[154:161], v[162:169] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[121:124], v199 offset:32
    ds_load_b128 v[125:128], v199 offset:48
    ds_load_b128 v[129:132], v199 offset:1312
    ds_load_b128 v[133:136], v199 offset:1328
    ds_load_b128 v[137:140], v199 offset:2592
    ds_load_b128 v[141:144], v199 offset:2608
    ds_load_b128 v[145:148], v199 offset:3872
    ds_load_b128 v[149:152], v199 offset:3888
    ds_load_b128 v[154:157], v200 offset:32
    ds_load_b128 v[158:161], v200 offset:48
    ds_load_b128 v[162:165], v200 offset:1440
    ds_load_b128 v[166:169], v200 offset:1456

    s_waitcnt lgkmcnt(22)                              // operands of K step 0 of tile t arrived (the stores and F1 of t in flight)
    // 8 WMMAs: acc[tm][tn] += A[tm] * B[tn] (A v[69:76].., B v[102:109]..)
    v_wmma_f32_16x16x16_f16 v[4:11], v[69:76], v[102:109], v[4:11]
    v_wmma_f32_16x16x16_f16 v[12:19], v[69:76], v[110:117], v[12:19]
    v_wmma_f32_16x16x16_f16 v[28:35], v[77:84], v[110:117], v[28:35]
    v_wmma_f32_16x16x16_f16 v[20:27], v[77:84], v[102:109], v[20:27]
    v_wmma_f32_16x16x16_f16 v[36:43], v[85:92], v[102:109], v[36:43]
    v_wmma_f32_16x16x16_f16 v[44:51], v[85:92], v[110:117], v[44:51]
    v_wmma_f32_16x16x16_f16 v[60:67], v[93:100], v[110:117], v[60:67]
    v_wmma_f32_16x16x16_f16 v[52:59], v[93:100], v[102:109], v[52:59]

    s_waitcnt lgkmcnt(12)                             // tile t+1 stored (F1 of t in flight)
    s_barrier                                             // tile t+1 is in buffer 1

    s_mov_b32 s43, 1                                  // t = 1
    s_sub_u32 s42, s42, 2                       // the tile t = T-2 stores the last one
    s_cmp_eq_u32 s43, s42
    s_cbranch_scc1 .Lk8a_pen1
.Lk8a_kloop:
    // ---- tile t (steady): read buffer 1, store tile t+1 -> buffer 2, load tile t+2
    // LDS (+21504) -> operands of K step 0: A v[69:76], v[77:84], v[85:92], v[93:100], B v[102:109], v[110:117] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[69:72], v199 offset:21504
    ds_load_b128 v[73:76], v199 offset:21520
    ds_load_b128 v[77:80], v199 offset:22784
    ds_load_b128 v[81:84], v199 offset:22800
    ds_load_b128 v[85:88], v199 offset:24064
    ds_load_b128 v[89:92], v199 offset:24080
    ds_load_b128 v[93:96], v199 offset:25344
    ds_load_b128 v[97:100], v199 offset:25360
    ds_load_b128 v[102:105], v200 offset:21504
    ds_load_b128 v[106:109], v200 offset:21520
    ds_load_b128 v[110:113], v200 offset:22912
    ds_load_b128 v[114:117], v200 offset:22928

    s_waitcnt lgkmcnt(12)                             // operands of K step 1 of tile t-1 arrived (F0 of t in flight)
    v_wmma_f32_16x16x16_f16 v[4:11], v[121:128], v[154:161], v[4:11]
    v_wmma_f32_16x16x16_f16 v[12:19], v[121:128], v[162:169], v[12:19]
    s_waitcnt vmcnt(3)                              // tile t+1: load group 0 arrived
    // group A0 -> LDS +43008
    ds_store_b128 v201, v[170:173] offset:43008

    // group A0: next tile -> v[170:173] (one VGPR offset, SGPR soffset per load)
    buffer_load_b128 v[170:173], v197, s[20:23], s37 offen
    s_add_u32 s37, s37, 64

    v_wmma_f32_16x16x16_f16 v[28:35], v[129:136], v[162:169], v[28:35]
    v_wmma_f32_16x16x16_f16 v[20:27], v[129:136], v[154:161], v[20:27]
    v_wmma_f32_16x16x16_f16 v[36:43], v[137:144], v[154:161], v[36:43]
    s_waitcnt vmcnt(3)                              // tile t+1: load group 1 arrived
    // group A1 -> LDS +43008
    ds_store_b128 v201, v[174:177] offset:48128

    // group A1: next tile -> v[174:177] (one VGPR offset, SGPR soffset per load)
    buffer_load_b128 v[174:177], v197, s[20:23], s38 offen
    s_add_u32 s38, s38, 64

    v_wmma_f32_16x16x16_f16 v[44:51], v[137:144], v[162:169], v[44:51]
    v_wmma_f32_16x16x16_f16 v[60:67], v[145:152], v[162:169], v[60:67]
    v_wmma_f32_16x16x16_f16 v[52:59], v[145:152], v[154:161], v[52:59]
    s_waitcnt vmcnt(2)                              // tile t+1: load group 2 arrived
    // group B0 -> LDS +43008
    v_perm_b32 v189, v185, v180, s44
    v_perm_b32 v190, v185, v180, s45
    v_perm_b32 v191, v186, v181, s44
    v_perm_b32 v192, v186, v181, s45
    v_perm_b32 v193, v187, v182, s44
    v_perm_b32 v194, v187, v182, s45
    v_perm_b32 v195, v188, v183, s44
    v_perm_b32 v196, v188, v183, s45
    ds_store_b32 v202, v189 offset:43008
    ds_store_b32 v202, v190 offset:43088
    ds_store_b32 v202, v191 offset:43168
    ds_store_b32 v202, v192 offset:43248
    ds_store_b32 v202, v193 offset:43328
    ds_store_b32 v202, v194 offset:43408
    ds_store_b32 v202, v195 offset:43488
    ds_store_b32 v202, v196 offset:43568

    // group B0: next tile -> v[180:183], v[185:188] (one VGPR offset, SGPR soffset per load)
    buffer_load_b128 v[180:183], v198, s[24:27], s39 offen
    buffer_load_b128 v[185:188], v198, s[24:27], s40 offen
    s_add_u32 s39, s39, s41
    s_add_u32 s40, s40, s41

    // LDS (+21504) -> operands of K step 1: A v[121:128], v[129:136], v[137:144], v[145:152], B v[154:161], v[162:169] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[121:124], v199 offset:21536
    ds_load_b128 v[125:128], v199 offset:21552
    ds_load_b128 v[129:132], v199 offset:22816
    ds_load_b128 v[133:136], v199 offset:22832
    ds_load_b128 v[137:140], v199 offset:24096
    ds_load_b128 v[141:144], v199 offset:24112
    ds_load_b128 v[145:148], v199 offset:25376
    ds_load_b128 v[149:152], v199 offset:25392
    ds_load_b128 v[154:157], v200 offset:21536
    ds_load_b128 v[158:161], v200 offset:21552
    ds_load_b128 v[162:165], v200 offset:22944
    ds_load_b128 v[166:169], v200 offset:22960

    s_waitcnt lgkmcnt(22)                              // operands of K step 0 of tile t arrived (the stores and F1 of t in flight)
    // 8 WMMAs: acc[tm][tn] += A[tm] * B[tn] (A v[69:76].., B v[102:109]..)
    v_wmma_f32_16x16x16_f16 v[4:11], v[69:76], v[102:109], v[4:11]
    v_wmma_f32_16x16x16_f16 v[12:19], v[69:76], v[110:117], v[12:19]
    v_wmma_f32_16x16x16_f16 v[28:35], v[77:84], v[110:117], v[28:35]
    v_wmma_f32_16x16x16_f16 v[20:27], v[77:84], v[102:109], v[20:27]
    v_wmma_f32_16x16x16_f16 v[36:43], v[85:92], v[102:109], v[36:43]
    v_wmma_f32_16x16x16_f16 v[44:51], v[85:92], v[110:117], v[44:51]
    v_wmma_f32_16x16x16_f16 v[60:67], v[93:100], v[110:117], v[60:67]
    v_wmma_f32_16x16x16_f16 v[52:59], v[93:100], v[102:109], v[52:59]

    s_waitcnt lgkmcnt(12)                             // tile t+1 stored (F1 of t in flight)
    s_barrier                                             // tile t+1 is in buffer 2

    s_add_u32 s43, s43, 1
    s_cmp_eq_u32 s43, s42                         // next: the tile whose successor is the last
    s_cbranch_scc1 .Lk8a_pen2
    // ---- tile t (steady): read buffer 2, store tile t+1 -> buffer 0, load tile t+2
    // LDS (+43008) -> operands of K step 0: A v[69:76], v[77:84], v[85:92], v[93:100], B v[102:109], v[110:117] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[69:72], v199 offset:43008
    ds_load_b128 v[73:76], v199 offset:43024
    ds_load_b128 v[77:80], v199 offset:44288
    ds_load_b128 v[81:84], v199 offset:44304
    ds_load_b128 v[85:88], v199 offset:45568
    ds_load_b128 v[89:92], v199 offset:45584
    ds_load_b128 v[93:96], v199 offset:46848
    ds_load_b128 v[97:100], v199 offset:46864
    ds_load_b128 v[102:105], v200 offset:43008
    ds_load_b128 v[106:109], v200 offset:43024
    ds_load_b128 v[110:113], v200 offset:44416
    ds_load_b128 v[114:117], v200 offset:44432

    s_waitcnt lgkmcnt(12)                             // operands of K step 1 of tile t-1 arrived (F0 of t in flight)
    v_wmma_f32_16x16x16_f16 v[4:11], v[121:128], v[154:161], v[4:11]
    v_wmma_f32_16x16x16_f16 v[12:19], v[121:128], v[162:169], v[12:19]
    s_waitcnt vmcnt(3)                              // tile t+1: load group 0 arrived
    // group A0 -> LDS +0
    ds_store_b128 v201, v[170:173]

    // group A0: next tile -> v[170:173] (one VGPR offset, SGPR soffset per load)
    buffer_load_b128 v[170:173], v197, s[20:23], s37 offen
    s_add_u32 s37, s37, 64

    v_wmma_f32_16x16x16_f16 v[28:35], v[129:136], v[162:169], v[28:35]
    v_wmma_f32_16x16x16_f16 v[20:27], v[129:136], v[154:161], v[20:27]
    v_wmma_f32_16x16x16_f16 v[36:43], v[137:144], v[154:161], v[36:43]
    s_waitcnt vmcnt(3)                              // tile t+1: load group 1 arrived
    // group A1 -> LDS +0
    ds_store_b128 v201, v[174:177] offset:5120

    // group A1: next tile -> v[174:177] (one VGPR offset, SGPR soffset per load)
    buffer_load_b128 v[174:177], v197, s[20:23], s38 offen
    s_add_u32 s38, s38, 64

    v_wmma_f32_16x16x16_f16 v[44:51], v[137:144], v[162:169], v[44:51]
    v_wmma_f32_16x16x16_f16 v[60:67], v[145:152], v[162:169], v[60:67]
    v_wmma_f32_16x16x16_f16 v[52:59], v[145:152], v[154:161], v[52:59]
    s_waitcnt vmcnt(2)                              // tile t+1: load group 2 arrived
    // group B0 -> LDS +0
    v_perm_b32 v189, v185, v180, s44
    v_perm_b32 v190, v185, v180, s45
    v_perm_b32 v191, v186, v181, s44
    v_perm_b32 v192, v186, v181, s45
    v_perm_b32 v193, v187, v182, s44
    v_perm_b32 v194, v187, v182, s45
    v_perm_b32 v195, v188, v183, s44
    v_perm_b32 v196, v188, v183, s45
    ds_store_b32 v202, v189
    ds_store_b32 v202, v190 offset:80
    ds_store_b32 v202, v191 offset:160
    ds_store_b32 v202, v192 offset:240
    ds_store_b32 v202, v193 offset:320
    ds_store_b32 v202, v194 offset:400
    ds_store_b32 v202, v195 offset:480
    ds_store_b32 v202, v196 offset:560

    // group B0: next tile -> v[180:183], v[185:188] (one VGPR offset, SGPR soffset per load)
    buffer_load_b128 v[180:183], v198, s[24:27], s39 offen
    buffer_load_b128 v[185:188], v198, s[24:27], s40 offen
    s_add_u32 s39, s39, s41
    s_add_u32 s40, s40, s41

    // LDS (+43008) -> operands of K step 1: A v[121:128], v[129:136], v[137:144], v[145:152], B v[154:161], v[162:169] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[121:124], v199 offset:43040
    ds_load_b128 v[125:128], v199 offset:43056
    ds_load_b128 v[129:132], v199 offset:44320
    ds_load_b128 v[133:136], v199 offset:44336
    ds_load_b128 v[137:140], v199 offset:45600
    ds_load_b128 v[141:144], v199 offset:45616
    ds_load_b128 v[145:148], v199 offset:46880
    ds_load_b128 v[149:152], v199 offset:46896
    ds_load_b128 v[154:157], v200 offset:43040
    ds_load_b128 v[158:161], v200 offset:43056
    ds_load_b128 v[162:165], v200 offset:44448
    ds_load_b128 v[166:169], v200 offset:44464

    s_waitcnt lgkmcnt(22)                              // operands of K step 0 of tile t arrived (the stores and F1 of t in flight)
    // 8 WMMAs: acc[tm][tn] += A[tm] * B[tn] (A v[69:76].., B v[102:109]..)
    v_wmma_f32_16x16x16_f16 v[4:11], v[69:76], v[102:109], v[4:11]
    v_wmma_f32_16x16x16_f16 v[12:19], v[69:76], v[110:117], v[12:19]
    v_wmma_f32_16x16x16_f16 v[28:35], v[77:84], v[110:117], v[28:35]
    v_wmma_f32_16x16x16_f16 v[20:27], v[77:84], v[102:109], v[20:27]
    v_wmma_f32_16x16x16_f16 v[36:43], v[85:92], v[102:109], v[36:43]
    v_wmma_f32_16x16x16_f16 v[44:51], v[85:92], v[110:117], v[44:51]
    v_wmma_f32_16x16x16_f16 v[60:67], v[93:100], v[110:117], v[60:67]
    v_wmma_f32_16x16x16_f16 v[52:59], v[93:100], v[102:109], v[52:59]

    s_waitcnt lgkmcnt(12)                             // tile t+1 stored (F1 of t in flight)
    s_barrier                                             // tile t+1 is in buffer 0

    s_add_u32 s43, s43, 1
    s_cmp_eq_u32 s43, s42                         // next: the tile whose successor is the last
    s_cbranch_scc1 .Lk8a_pen0
    // ---- tile t (steady): read buffer 0, store tile t+1 -> buffer 1, load tile t+2
    // LDS (+0) -> operands of K step 0: A v[69:76], v[77:84], v[85:92], v[93:100], B v[102:109], v[110:117] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[69:72], v199
    ds_load_b128 v[73:76], v199 offset:16
    ds_load_b128 v[77:80], v199 offset:1280
    ds_load_b128 v[81:84], v199 offset:1296
    ds_load_b128 v[85:88], v199 offset:2560
    ds_load_b128 v[89:92], v199 offset:2576
    ds_load_b128 v[93:96], v199 offset:3840
    ds_load_b128 v[97:100], v199 offset:3856
    ds_load_b128 v[102:105], v200
    ds_load_b128 v[106:109], v200 offset:16
    ds_load_b128 v[110:113], v200 offset:1408
    ds_load_b128 v[114:117], v200 offset:1424

    s_waitcnt lgkmcnt(12)                             // operands of K step 1 of tile t-1 arrived (F0 of t in flight)
    v_wmma_f32_16x16x16_f16 v[4:11], v[121:128], v[154:161], v[4:11]
    v_wmma_f32_16x16x16_f16 v[12:19], v[121:128], v[162:169], v[12:19]
    s_waitcnt vmcnt(3)                              // tile t+1: load group 0 arrived
    // group A0 -> LDS +21504
    ds_store_b128 v201, v[170:173] offset:21504

    // group A0: next tile -> v[170:173] (one VGPR offset, SGPR soffset per load)
    buffer_load_b128 v[170:173], v197, s[20:23], s37 offen
    s_add_u32 s37, s37, 64

    v_wmma_f32_16x16x16_f16 v[28:35], v[129:136], v[162:169], v[28:35]
    v_wmma_f32_16x16x16_f16 v[20:27], v[129:136], v[154:161], v[20:27]
    v_wmma_f32_16x16x16_f16 v[36:43], v[137:144], v[154:161], v[36:43]
    s_waitcnt vmcnt(3)                              // tile t+1: load group 1 arrived
    // group A1 -> LDS +21504
    ds_store_b128 v201, v[174:177] offset:26624

    // group A1: next tile -> v[174:177] (one VGPR offset, SGPR soffset per load)
    buffer_load_b128 v[174:177], v197, s[20:23], s38 offen
    s_add_u32 s38, s38, 64

    v_wmma_f32_16x16x16_f16 v[44:51], v[137:144], v[162:169], v[44:51]
    v_wmma_f32_16x16x16_f16 v[60:67], v[145:152], v[162:169], v[60:67]
    v_wmma_f32_16x16x16_f16 v[52:59], v[145:152], v[154:161], v[52:59]
    s_waitcnt vmcnt(2)                              // tile t+1: load group 2 arrived
    // group B0 -> LDS +21504
    v_perm_b32 v189, v185, v180, s44
    v_perm_b32 v190, v185, v180, s45
    v_perm_b32 v191, v186, v181, s44
    v_perm_b32 v192, v186, v181, s45
    v_perm_b32 v193, v187, v182, s44
    v_perm_b32 v194, v187, v182, s45
    v_perm_b32 v195, v188, v183, s44
    v_perm_b32 v196, v188, v183, s45
    ds_store_b32 v202, v189 offset:21504
    ds_store_b32 v202, v190 offset:21584
    ds_store_b32 v202, v191 offset:21664
    ds_store_b32 v202, v192 offset:21744
    ds_store_b32 v202, v193 offset:21824
    ds_store_b32 v202, v194 offset:21904
    ds_store_b32 v202, v195 offset:21984
    ds_store_b32 v202, v196 offset:22064

    // group B0: next tile -> v[180:183], v[185:188] (one VGPR offset, SGPR soffset per load)
    buffer_load_b128 v[180:183], v198, s[24:27], s39 offen
    buffer_load_b128 v[185:188], v198, s[24:27], s40 offen
    s_add_u32 s39, s39, s41
    s_add_u32 s40, s40, s41

    // LDS (+0) -> operands of K step 1: A v[121:128], v[129:136], v[137:144], v[145:152], B v[154:161], v[162:169] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[121:124], v199 offset:32
    ds_load_b128 v[125:128], v199 offset:48
    ds_load_b128 v[129:132], v199 offset:1312
    ds_load_b128 v[133:136], v199 offset:1328
    ds_load_b128 v[137:140], v199 offset:2592
    ds_load_b128 v[141:144], v199 offset:2608
    ds_load_b128 v[145:148], v199 offset:3872
    ds_load_b128 v[149:152], v199 offset:3888
    ds_load_b128 v[154:157], v200 offset:32
    ds_load_b128 v[158:161], v200 offset:48
    ds_load_b128 v[162:165], v200 offset:1440
    ds_load_b128 v[166:169], v200 offset:1456

    s_waitcnt lgkmcnt(22)                              // operands of K step 0 of tile t arrived (the stores and F1 of t in flight)
    // 8 WMMAs: acc[tm][tn] += A[tm] * B[tn] (A v[69:76].., B v[102:109]..)
    v_wmma_f32_16x16x16_f16 v[4:11], v[69:76], v[102:109], v[4:11]
    v_wmma_f32_16x16x16_f16 v[12:19], v[69:76], v[110:117], v[12:19]
    v_wmma_f32_16x16x16_f16 v[28:35], v[77:84], v[110:117], v[28:35]
    v_wmma_f32_16x16x16_f16 v[20:27], v[77:84], v[102:109], v[20:27]
    v_wmma_f32_16x16x16_f16 v[36:43], v[85:92], v[102:109], v[36:43]
    v_wmma_f32_16x16x16_f16 v[44:51], v[85:92], v[110:117], v[44:51]
    v_wmma_f32_16x16x16_f16 v[60:67], v[93:100], v[110:117], v[60:67]
    v_wmma_f32_16x16x16_f16 v[52:59], v[93:100], v[102:109], v[52:59]

    s_waitcnt lgkmcnt(12)                             // tile t+1 stored (F1 of t in flight)
    s_barrier                                             // tile t+1 is in buffer 1

    s_add_u32 s43, s43, 1
    s_cmp_eq_u32 s43, s42                         // next: the tile whose successor is the last
    s_cbranch_scc1 .Lk8a_pen1
    s_branch .Lk8a_kloop
.Lk8a_pen1:
    // ---- tile t (stores the last tile): read buffer 1, store tile t+1 -> buffer 2
    // LDS (+21504) -> operands of K step 0: A v[69:76], v[77:84], v[85:92], v[93:100], B v[102:109], v[110:117] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[69:72], v199 offset:21504
    ds_load_b128 v[73:76], v199 offset:21520
    ds_load_b128 v[77:80], v199 offset:22784
    ds_load_b128 v[81:84], v199 offset:22800
    ds_load_b128 v[85:88], v199 offset:24064
    ds_load_b128 v[89:92], v199 offset:24080
    ds_load_b128 v[93:96], v199 offset:25344
    ds_load_b128 v[97:100], v199 offset:25360
    ds_load_b128 v[102:105], v200 offset:21504
    ds_load_b128 v[106:109], v200 offset:21520
    ds_load_b128 v[110:113], v200 offset:22912
    ds_load_b128 v[114:117], v200 offset:22928

    s_waitcnt lgkmcnt(12)                             // operands of K step 1 of tile t-1 arrived (F0 of t in flight)
    v_wmma_f32_16x16x16_f16 v[4:11], v[121:128], v[154:161], v[4:11]
    v_wmma_f32_16x16x16_f16 v[12:19], v[121:128], v[162:169], v[12:19]
    s_waitcnt vmcnt(3)                              // tile t+1: load group 0 arrived
    // group A0 -> LDS +43008 (K tail masked)
    v_and_b32 v170, v203, v170   // K tail
    v_and_b32 v171, v204, v171   // K tail
    v_and_b32 v172, v205, v172   // K tail
    v_and_b32 v173, v206, v173   // K tail
    ds_store_b128 v201, v[170:173] offset:43008

    v_wmma_f32_16x16x16_f16 v[28:35], v[129:136], v[162:169], v[28:35]
    v_wmma_f32_16x16x16_f16 v[20:27], v[129:136], v[154:161], v[20:27]
    v_wmma_f32_16x16x16_f16 v[36:43], v[137:144], v[154:161], v[36:43]
    s_waitcnt vmcnt(2)                              // tile t+1: load group 1 arrived
    // group A1 -> LDS +43008 (K tail masked)
    v_and_b32 v174, v203, v174   // K tail
    v_and_b32 v175, v204, v175   // K tail
    v_and_b32 v176, v205, v176   // K tail
    v_and_b32 v177, v206, v177   // K tail
    ds_store_b128 v201, v[174:177] offset:48128

    v_wmma_f32_16x16x16_f16 v[44:51], v[137:144], v[162:169], v[44:51]
    v_wmma_f32_16x16x16_f16 v[60:67], v[145:152], v[162:169], v[60:67]
    v_wmma_f32_16x16x16_f16 v[52:59], v[145:152], v[154:161], v[52:59]
    s_waitcnt vmcnt(0)                              // tile t+1: load group 2 arrived
    // group B0 -> LDS +43008 (K tail masked)
    v_perm_b32 v189, v185, v180, s44
    v_perm_b32 v190, v185, v180, s45
    v_perm_b32 v191, v186, v181, s44
    v_perm_b32 v192, v186, v181, s45
    v_perm_b32 v193, v187, v182, s44
    v_perm_b32 v194, v187, v182, s45
    v_perm_b32 v195, v188, v183, s44
    v_perm_b32 v196, v188, v183, s45
    ds_store_b32 v202, v189 offset:43008
    ds_store_b32 v202, v190 offset:43088
    ds_store_b32 v202, v191 offset:43168
    ds_store_b32 v202, v192 offset:43248
    ds_store_b32 v202, v193 offset:43328
    ds_store_b32 v202, v194 offset:43408
    ds_store_b32 v202, v195 offset:43488
    ds_store_b32 v202, v196 offset:43568

    // LDS (+21504) -> operands of K step 1: A v[121:128], v[129:136], v[137:144], v[145:152], B v[154:161], v[162:169] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[121:124], v199 offset:21536
    ds_load_b128 v[125:128], v199 offset:21552
    ds_load_b128 v[129:132], v199 offset:22816
    ds_load_b128 v[133:136], v199 offset:22832
    ds_load_b128 v[137:140], v199 offset:24096
    ds_load_b128 v[141:144], v199 offset:24112
    ds_load_b128 v[145:148], v199 offset:25376
    ds_load_b128 v[149:152], v199 offset:25392
    ds_load_b128 v[154:157], v200 offset:21536
    ds_load_b128 v[158:161], v200 offset:21552
    ds_load_b128 v[162:165], v200 offset:22944
    ds_load_b128 v[166:169], v200 offset:22960

    s_waitcnt lgkmcnt(22)                              // operands of K step 0 of tile t arrived (the stores and F1 of t in flight)
    // 8 WMMAs: acc[tm][tn] += A[tm] * B[tn] (A v[69:76].., B v[102:109]..)
    v_wmma_f32_16x16x16_f16 v[4:11], v[69:76], v[102:109], v[4:11]
    v_wmma_f32_16x16x16_f16 v[12:19], v[69:76], v[110:117], v[12:19]
    v_wmma_f32_16x16x16_f16 v[28:35], v[77:84], v[110:117], v[28:35]
    v_wmma_f32_16x16x16_f16 v[20:27], v[77:84], v[102:109], v[20:27]
    v_wmma_f32_16x16x16_f16 v[36:43], v[85:92], v[102:109], v[36:43]
    v_wmma_f32_16x16x16_f16 v[44:51], v[85:92], v[110:117], v[44:51]
    v_wmma_f32_16x16x16_f16 v[60:67], v[93:100], v[110:117], v[60:67]
    v_wmma_f32_16x16x16_f16 v[52:59], v[93:100], v[102:109], v[52:59]

    s_waitcnt lgkmcnt(12)                             // tile t+1 stored (F1 of t in flight)
    s_barrier                                             // tile t+1 is in buffer 2

    // ---- tile t (last): read buffer 2
    // LDS (+43008) -> operands of K step 0: A v[69:76], v[77:84], v[85:92], v[93:100], B v[102:109], v[110:117] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[69:72], v199 offset:43008
    ds_load_b128 v[73:76], v199 offset:43024
    ds_load_b128 v[77:80], v199 offset:44288
    ds_load_b128 v[81:84], v199 offset:44304
    ds_load_b128 v[85:88], v199 offset:45568
    ds_load_b128 v[89:92], v199 offset:45584
    ds_load_b128 v[93:96], v199 offset:46848
    ds_load_b128 v[97:100], v199 offset:46864
    ds_load_b128 v[102:105], v200 offset:43008
    ds_load_b128 v[106:109], v200 offset:43024
    ds_load_b128 v[110:113], v200 offset:44416
    ds_load_b128 v[114:117], v200 offset:44432

    s_waitcnt lgkmcnt(12)                             // operands of K step 1 of tile t-1 arrived (F0 of t in flight)
    v_wmma_f32_16x16x16_f16 v[4:11], v[121:128], v[154:161], v[4:11]
    v_wmma_f32_16x16x16_f16 v[12:19], v[121:128], v[162:169], v[12:19]
    v_wmma_f32_16x16x16_f16 v[28:35], v[129:136], v[162:169], v[28:35]
    v_wmma_f32_16x16x16_f16 v[20:27], v[129:136], v[154:161], v[20:27]
    v_wmma_f32_16x16x16_f16 v[36:43], v[137:144], v[154:161], v[36:43]
    v_wmma_f32_16x16x16_f16 v[44:51], v[137:144], v[162:169], v[44:51]
    v_wmma_f32_16x16x16_f16 v[60:67], v[145:152], v[162:169], v[60:67]
    v_wmma_f32_16x16x16_f16 v[52:59], v[145:152], v[154:161], v[52:59]
    // LDS (+43008) -> operands of K step 1: A v[121:128], v[129:136], v[137:144], v[145:152], B v[154:161], v[162:169] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[121:124], v199 offset:43040
    ds_load_b128 v[125:128], v199 offset:43056
    ds_load_b128 v[129:132], v199 offset:44320
    ds_load_b128 v[133:136], v199 offset:44336
    ds_load_b128 v[137:140], v199 offset:45600
    ds_load_b128 v[141:144], v199 offset:45616
    ds_load_b128 v[145:148], v199 offset:46880
    ds_load_b128 v[149:152], v199 offset:46896
    ds_load_b128 v[154:157], v200 offset:43040
    ds_load_b128 v[158:161], v200 offset:43056
    ds_load_b128 v[162:165], v200 offset:44448
    ds_load_b128 v[166:169], v200 offset:44464

    s_waitcnt lgkmcnt(12)                              // operands of K step 0 of tile t arrived (F1 of t in flight)
    // 8 WMMAs: acc[tm][tn] += A[tm] * B[tn] (A v[69:76].., B v[102:109]..)
    v_wmma_f32_16x16x16_f16 v[4:11], v[69:76], v[102:109], v[4:11]
    v_wmma_f32_16x16x16_f16 v[12:19], v[69:76], v[110:117], v[12:19]
    v_wmma_f32_16x16x16_f16 v[28:35], v[77:84], v[110:117], v[28:35]
    v_wmma_f32_16x16x16_f16 v[20:27], v[77:84], v[102:109], v[20:27]
    v_wmma_f32_16x16x16_f16 v[36:43], v[85:92], v[102:109], v[36:43]
    v_wmma_f32_16x16x16_f16 v[44:51], v[85:92], v[110:117], v[44:51]
    v_wmma_f32_16x16x16_f16 v[60:67], v[93:100], v[110:117], v[60:67]
    v_wmma_f32_16x16x16_f16 v[52:59], v[93:100], v[102:109], v[52:59]


    s_waitcnt lgkmcnt(0)                                  // operands of K step 1 of the last tile arrived
    // 8 WMMAs: acc[tm][tn] += A[tm] * B[tn] (A v[121:128].., B v[154:161]..)
    v_wmma_f32_16x16x16_f16 v[4:11], v[121:128], v[154:161], v[4:11]
    v_wmma_f32_16x16x16_f16 v[12:19], v[121:128], v[162:169], v[12:19]
    v_wmma_f32_16x16x16_f16 v[28:35], v[129:136], v[162:169], v[28:35]
    v_wmma_f32_16x16x16_f16 v[20:27], v[129:136], v[154:161], v[20:27]
    v_wmma_f32_16x16x16_f16 v[36:43], v[137:144], v[154:161], v[36:43]
    v_wmma_f32_16x16x16_f16 v[44:51], v[137:144], v[162:169], v[44:51]
    v_wmma_f32_16x16x16_f16 v[60:67], v[145:152], v[162:169], v[60:67]
    v_wmma_f32_16x16x16_f16 v[52:59], v[145:152], v[154:161], v[52:59]

    s_branch .Lk8a_epilogue

.Lk8a_pen2:
    // ---- tile t (stores the last tile): read buffer 2, store tile t+1 -> buffer 0
    // LDS (+43008) -> operands of K step 0: A v[69:76], v[77:84], v[85:92], v[93:100], B v[102:109], v[110:117] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[69:72], v199 offset:43008
    ds_load_b128 v[73:76], v199 offset:43024
    ds_load_b128 v[77:80], v199 offset:44288
    ds_load_b128 v[81:84], v199 offset:44304
    ds_load_b128 v[85:88], v199 offset:45568
    ds_load_b128 v[89:92], v199 offset:45584
    ds_load_b128 v[93:96], v199 offset:46848
    ds_load_b128 v[97:100], v199 offset:46864
    ds_load_b128 v[102:105], v200 offset:43008
    ds_load_b128 v[106:109], v200 offset:43024
    ds_load_b128 v[110:113], v200 offset:44416
    ds_load_b128 v[114:117], v200 offset:44432

    s_waitcnt lgkmcnt(12)                             // operands of K step 1 of tile t-1 arrived (F0 of t in flight)
    v_wmma_f32_16x16x16_f16 v[4:11], v[121:128], v[154:161], v[4:11]
    v_wmma_f32_16x16x16_f16 v[12:19], v[121:128], v[162:169], v[12:19]
    s_waitcnt vmcnt(3)                              // tile t+1: load group 0 arrived
    // group A0 -> LDS +0 (K tail masked)
    v_and_b32 v170, v203, v170   // K tail
    v_and_b32 v171, v204, v171   // K tail
    v_and_b32 v172, v205, v172   // K tail
    v_and_b32 v173, v206, v173   // K tail
    ds_store_b128 v201, v[170:173]

    v_wmma_f32_16x16x16_f16 v[28:35], v[129:136], v[162:169], v[28:35]
    v_wmma_f32_16x16x16_f16 v[20:27], v[129:136], v[154:161], v[20:27]
    v_wmma_f32_16x16x16_f16 v[36:43], v[137:144], v[154:161], v[36:43]
    s_waitcnt vmcnt(2)                              // tile t+1: load group 1 arrived
    // group A1 -> LDS +0 (K tail masked)
    v_and_b32 v174, v203, v174   // K tail
    v_and_b32 v175, v204, v175   // K tail
    v_and_b32 v176, v205, v176   // K tail
    v_and_b32 v177, v206, v177   // K tail
    ds_store_b128 v201, v[174:177] offset:5120

    v_wmma_f32_16x16x16_f16 v[44:51], v[137:144], v[162:169], v[44:51]
    v_wmma_f32_16x16x16_f16 v[60:67], v[145:152], v[162:169], v[60:67]
    v_wmma_f32_16x16x16_f16 v[52:59], v[145:152], v[154:161], v[52:59]
    s_waitcnt vmcnt(0)                              // tile t+1: load group 2 arrived
    // group B0 -> LDS +0 (K tail masked)
    v_perm_b32 v189, v185, v180, s44
    v_perm_b32 v190, v185, v180, s45
    v_perm_b32 v191, v186, v181, s44
    v_perm_b32 v192, v186, v181, s45
    v_perm_b32 v193, v187, v182, s44
    v_perm_b32 v194, v187, v182, s45
    v_perm_b32 v195, v188, v183, s44
    v_perm_b32 v196, v188, v183, s45
    ds_store_b32 v202, v189
    ds_store_b32 v202, v190 offset:80
    ds_store_b32 v202, v191 offset:160
    ds_store_b32 v202, v192 offset:240
    ds_store_b32 v202, v193 offset:320
    ds_store_b32 v202, v194 offset:400
    ds_store_b32 v202, v195 offset:480
    ds_store_b32 v202, v196 offset:560

    // LDS (+43008) -> operands of K step 1: A v[121:128], v[129:136], v[137:144], v[145:152], B v[154:161], v[162:169] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[121:124], v199 offset:43040
    ds_load_b128 v[125:128], v199 offset:43056
    ds_load_b128 v[129:132], v199 offset:44320
    ds_load_b128 v[133:136], v199 offset:44336
    ds_load_b128 v[137:140], v199 offset:45600
    ds_load_b128 v[141:144], v199 offset:45616
    ds_load_b128 v[145:148], v199 offset:46880
    ds_load_b128 v[149:152], v199 offset:46896
    ds_load_b128 v[154:157], v200 offset:43040
    ds_load_b128 v[158:161], v200 offset:43056
    ds_load_b128 v[162:165], v200 offset:44448
    ds_load_b128 v[166:169], v200 offset:44464

    s_waitcnt lgkmcnt(22)                              // operands of K step 0 of tile t arrived (the stores and F1 of t in flight)
    // 8 WMMAs: acc[tm][tn] += A[tm] * B[tn] (A v[69:76].., B v[102:109]..)
    v_wmma_f32_16x16x16_f16 v[4:11], v[69:76], v[102:109], v[4:11]
    v_wmma_f32_16x16x16_f16 v[12:19], v[69:76], v[110:117], v[12:19]
    v_wmma_f32_16x16x16_f16 v[28:35], v[77:84], v[110:117], v[28:35]
    v_wmma_f32_16x16x16_f16 v[20:27], v[77:84], v[102:109], v[20:27]
    v_wmma_f32_16x16x16_f16 v[36:43], v[85:92], v[102:109], v[36:43]
    v_wmma_f32_16x16x16_f16 v[44:51], v[85:92], v[110:117], v[44:51]
    v_wmma_f32_16x16x16_f16 v[60:67], v[93:100], v[110:117], v[60:67]
    v_wmma_f32_16x16x16_f16 v[52:59], v[93:100], v[102:109], v[52:59]

    s_waitcnt lgkmcnt(12)                             // tile t+1 stored (F1 of t in flight)
    s_barrier                                             // tile t+1 is in buffer 0

    // ---- tile t (last): read buffer 0
    // LDS (+0) -> operands of K step 0: A v[69:76], v[77:84], v[85:92], v[93:100], B v[102:109], v[110:117] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[69:72], v199
    ds_load_b128 v[73:76], v199 offset:16
    ds_load_b128 v[77:80], v199 offset:1280
    ds_load_b128 v[81:84], v199 offset:1296
    ds_load_b128 v[85:88], v199 offset:2560
    ds_load_b128 v[89:92], v199 offset:2576
    ds_load_b128 v[93:96], v199 offset:3840
    ds_load_b128 v[97:100], v199 offset:3856
    ds_load_b128 v[102:105], v200
    ds_load_b128 v[106:109], v200 offset:16
    ds_load_b128 v[110:113], v200 offset:1408
    ds_load_b128 v[114:117], v200 offset:1424

    s_waitcnt lgkmcnt(12)                             // operands of K step 1 of tile t-1 arrived (F0 of t in flight)
    v_wmma_f32_16x16x16_f16 v[4:11], v[121:128], v[154:161], v[4:11]
    v_wmma_f32_16x16x16_f16 v[12:19], v[121:128], v[162:169], v[12:19]
    v_wmma_f32_16x16x16_f16 v[28:35], v[129:136], v[162:169], v[28:35]
    v_wmma_f32_16x16x16_f16 v[20:27], v[129:136], v[154:161], v[20:27]
    v_wmma_f32_16x16x16_f16 v[36:43], v[137:144], v[154:161], v[36:43]
    v_wmma_f32_16x16x16_f16 v[44:51], v[137:144], v[162:169], v[44:51]
    v_wmma_f32_16x16x16_f16 v[60:67], v[145:152], v[162:169], v[60:67]
    v_wmma_f32_16x16x16_f16 v[52:59], v[145:152], v[154:161], v[52:59]
    // LDS (+0) -> operands of K step 1: A v[121:128], v[129:136], v[137:144], v[145:152], B v[154:161], v[162:169] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[121:124], v199 offset:32
    ds_load_b128 v[125:128], v199 offset:48
    ds_load_b128 v[129:132], v199 offset:1312
    ds_load_b128 v[133:136], v199 offset:1328
    ds_load_b128 v[137:140], v199 offset:2592
    ds_load_b128 v[141:144], v199 offset:2608
    ds_load_b128 v[145:148], v199 offset:3872
    ds_load_b128 v[149:152], v199 offset:3888
    ds_load_b128 v[154:157], v200 offset:32
    ds_load_b128 v[158:161], v200 offset:48
    ds_load_b128 v[162:165], v200 offset:1440
    ds_load_b128 v[166:169], v200 offset:1456

    s_waitcnt lgkmcnt(12)                              // operands of K step 0 of tile t arrived (F1 of t in flight)
    // 8 WMMAs: acc[tm][tn] += A[tm] * B[tn] (A v[69:76].., B v[102:109]..)
    v_wmma_f32_16x16x16_f16 v[4:11], v[69:76], v[102:109], v[4:11]
    v_wmma_f32_16x16x16_f16 v[12:19], v[69:76], v[110:117], v[12:19]
    v_wmma_f32_16x16x16_f16 v[28:35], v[77:84], v[110:117], v[28:35]
    v_wmma_f32_16x16x16_f16 v[20:27], v[77:84], v[102:109], v[20:27]
    v_wmma_f32_16x16x16_f16 v[36:43], v[85:92], v[102:109], v[36:43]
    v_wmma_f32_16x16x16_f16 v[44:51], v[85:92], v[110:117], v[44:51]
    v_wmma_f32_16x16x16_f16 v[60:67], v[93:100], v[110:117], v[60:67]
    v_wmma_f32_16x16x16_f16 v[52:59], v[93:100], v[102:109], v[52:59]


    s_waitcnt lgkmcnt(0)                                  // operands of K step 1 of the last tile arrived
    // 8 WMMAs: acc[tm][tn] += A[tm] * B[tn] (A v[121:128].., B v[154:161]..)
    v_wmma_f32_16x16x16_f16 v[4:11], v[121:128], v[154:161], v[4:11]
    v_wmma_f32_16x16x16_f16 v[12:19], v[121:128], v[162:169], v[12:19]
    v_wmma_f32_16x16x16_f16 v[28:35], v[129:136], v[162:169], v[28:35]
    v_wmma_f32_16x16x16_f16 v[20:27], v[129:136], v[154:161], v[20:27]
    v_wmma_f32_16x16x16_f16 v[36:43], v[137:144], v[154:161], v[36:43]
    v_wmma_f32_16x16x16_f16 v[44:51], v[137:144], v[162:169], v[44:51]
    v_wmma_f32_16x16x16_f16 v[60:67], v[145:152], v[162:169], v[60:67]
    v_wmma_f32_16x16x16_f16 v[52:59], v[145:152], v[154:161], v[52:59]

    s_branch .Lk8a_epilogue

.Lk8a_pen0:
    // ---- tile t (stores the last tile): read buffer 0, store tile t+1 -> buffer 1
    // LDS (+0) -> operands of K step 0: A v[69:76], v[77:84], v[85:92], v[93:100], B v[102:109], v[110:117] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[69:72], v199
    ds_load_b128 v[73:76], v199 offset:16
    ds_load_b128 v[77:80], v199 offset:1280
    ds_load_b128 v[81:84], v199 offset:1296
    ds_load_b128 v[85:88], v199 offset:2560
    ds_load_b128 v[89:92], v199 offset:2576
    ds_load_b128 v[93:96], v199 offset:3840
    ds_load_b128 v[97:100], v199 offset:3856
    ds_load_b128 v[102:105], v200
    ds_load_b128 v[106:109], v200 offset:16
    ds_load_b128 v[110:113], v200 offset:1408
    ds_load_b128 v[114:117], v200 offset:1424

    s_waitcnt lgkmcnt(12)                             // operands of K step 1 of tile t-1 arrived (F0 of t in flight)
    v_wmma_f32_16x16x16_f16 v[4:11], v[121:128], v[154:161], v[4:11]
    v_wmma_f32_16x16x16_f16 v[12:19], v[121:128], v[162:169], v[12:19]
    s_waitcnt vmcnt(3)                              // tile t+1: load group 0 arrived
    // group A0 -> LDS +21504 (K tail masked)
    v_and_b32 v170, v203, v170   // K tail
    v_and_b32 v171, v204, v171   // K tail
    v_and_b32 v172, v205, v172   // K tail
    v_and_b32 v173, v206, v173   // K tail
    ds_store_b128 v201, v[170:173] offset:21504

    v_wmma_f32_16x16x16_f16 v[28:35], v[129:136], v[162:169], v[28:35]
    v_wmma_f32_16x16x16_f16 v[20:27], v[129:136], v[154:161], v[20:27]
    v_wmma_f32_16x16x16_f16 v[36:43], v[137:144], v[154:161], v[36:43]
    s_waitcnt vmcnt(2)                              // tile t+1: load group 1 arrived
    // group A1 -> LDS +21504 (K tail masked)
    v_and_b32 v174, v203, v174   // K tail
    v_and_b32 v175, v204, v175   // K tail
    v_and_b32 v176, v205, v176   // K tail
    v_and_b32 v177, v206, v177   // K tail
    ds_store_b128 v201, v[174:177] offset:26624

    v_wmma_f32_16x16x16_f16 v[44:51], v[137:144], v[162:169], v[44:51]
    v_wmma_f32_16x16x16_f16 v[60:67], v[145:152], v[162:169], v[60:67]
    v_wmma_f32_16x16x16_f16 v[52:59], v[145:152], v[154:161], v[52:59]
    s_waitcnt vmcnt(0)                              // tile t+1: load group 2 arrived
    // group B0 -> LDS +21504 (K tail masked)
    v_perm_b32 v189, v185, v180, s44
    v_perm_b32 v190, v185, v180, s45
    v_perm_b32 v191, v186, v181, s44
    v_perm_b32 v192, v186, v181, s45
    v_perm_b32 v193, v187, v182, s44
    v_perm_b32 v194, v187, v182, s45
    v_perm_b32 v195, v188, v183, s44
    v_perm_b32 v196, v188, v183, s45
    ds_store_b32 v202, v189 offset:21504
    ds_store_b32 v202, v190 offset:21584
    ds_store_b32 v202, v191 offset:21664
    ds_store_b32 v202, v192 offset:21744
    ds_store_b32 v202, v193 offset:21824
    ds_store_b32 v202, v194 offset:21904
    ds_store_b32 v202, v195 offset:21984
    ds_store_b32 v202, v196 offset:22064

    // LDS (+0) -> operands of K step 1: A v[121:128], v[129:136], v[137:144], v[145:152], B v[154:161], v[162:169] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[121:124], v199 offset:32
    ds_load_b128 v[125:128], v199 offset:48
    ds_load_b128 v[129:132], v199 offset:1312
    ds_load_b128 v[133:136], v199 offset:1328
    ds_load_b128 v[137:140], v199 offset:2592
    ds_load_b128 v[141:144], v199 offset:2608
    ds_load_b128 v[145:148], v199 offset:3872
    ds_load_b128 v[149:152], v199 offset:3888
    ds_load_b128 v[154:157], v200 offset:32
    ds_load_b128 v[158:161], v200 offset:48
    ds_load_b128 v[162:165], v200 offset:1440
    ds_load_b128 v[166:169], v200 offset:1456

    s_waitcnt lgkmcnt(22)                              // operands of K step 0 of tile t arrived (the stores and F1 of t in flight)
    // 8 WMMAs: acc[tm][tn] += A[tm] * B[tn] (A v[69:76].., B v[102:109]..)
    v_wmma_f32_16x16x16_f16 v[4:11], v[69:76], v[102:109], v[4:11]
    v_wmma_f32_16x16x16_f16 v[12:19], v[69:76], v[110:117], v[12:19]
    v_wmma_f32_16x16x16_f16 v[28:35], v[77:84], v[110:117], v[28:35]
    v_wmma_f32_16x16x16_f16 v[20:27], v[77:84], v[102:109], v[20:27]
    v_wmma_f32_16x16x16_f16 v[36:43], v[85:92], v[102:109], v[36:43]
    v_wmma_f32_16x16x16_f16 v[44:51], v[85:92], v[110:117], v[44:51]
    v_wmma_f32_16x16x16_f16 v[60:67], v[93:100], v[110:117], v[60:67]
    v_wmma_f32_16x16x16_f16 v[52:59], v[93:100], v[102:109], v[52:59]

    s_waitcnt lgkmcnt(12)                             // tile t+1 stored (F1 of t in flight)
    s_barrier                                             // tile t+1 is in buffer 1

.Lk8a_fin1:
    // ---- tile t (last): read buffer 1
    // LDS (+21504) -> operands of K step 0: A v[69:76], v[77:84], v[85:92], v[93:100], B v[102:109], v[110:117] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[69:72], v199 offset:21504
    ds_load_b128 v[73:76], v199 offset:21520
    ds_load_b128 v[77:80], v199 offset:22784
    ds_load_b128 v[81:84], v199 offset:22800
    ds_load_b128 v[85:88], v199 offset:24064
    ds_load_b128 v[89:92], v199 offset:24080
    ds_load_b128 v[93:96], v199 offset:25344
    ds_load_b128 v[97:100], v199 offset:25360
    ds_load_b128 v[102:105], v200 offset:21504
    ds_load_b128 v[106:109], v200 offset:21520
    ds_load_b128 v[110:113], v200 offset:22912
    ds_load_b128 v[114:117], v200 offset:22928

    s_waitcnt lgkmcnt(12)                             // operands of K step 1 of tile t-1 arrived (F0 of t in flight)
    v_wmma_f32_16x16x16_f16 v[4:11], v[121:128], v[154:161], v[4:11]
    v_wmma_f32_16x16x16_f16 v[12:19], v[121:128], v[162:169], v[12:19]
    v_wmma_f32_16x16x16_f16 v[28:35], v[129:136], v[162:169], v[28:35]
    v_wmma_f32_16x16x16_f16 v[20:27], v[129:136], v[154:161], v[20:27]
    v_wmma_f32_16x16x16_f16 v[36:43], v[137:144], v[154:161], v[36:43]
    v_wmma_f32_16x16x16_f16 v[44:51], v[137:144], v[162:169], v[44:51]
    v_wmma_f32_16x16x16_f16 v[60:67], v[145:152], v[162:169], v[60:67]
    v_wmma_f32_16x16x16_f16 v[52:59], v[145:152], v[154:161], v[52:59]
    // LDS (+21504) -> operands of K step 1: A v[121:128], v[129:136], v[137:144], v[145:152], B v[154:161], v[162:169] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[121:124], v199 offset:21536
    ds_load_b128 v[125:128], v199 offset:21552
    ds_load_b128 v[129:132], v199 offset:22816
    ds_load_b128 v[133:136], v199 offset:22832
    ds_load_b128 v[137:140], v199 offset:24096
    ds_load_b128 v[141:144], v199 offset:24112
    ds_load_b128 v[145:148], v199 offset:25376
    ds_load_b128 v[149:152], v199 offset:25392
    ds_load_b128 v[154:157], v200 offset:21536
    ds_load_b128 v[158:161], v200 offset:21552
    ds_load_b128 v[162:165], v200 offset:22944
    ds_load_b128 v[166:169], v200 offset:22960

    s_waitcnt lgkmcnt(12)                              // operands of K step 0 of tile t arrived (F1 of t in flight)
    // 8 WMMAs: acc[tm][tn] += A[tm] * B[tn] (A v[69:76].., B v[102:109]..)
    v_wmma_f32_16x16x16_f16 v[4:11], v[69:76], v[102:109], v[4:11]
    v_wmma_f32_16x16x16_f16 v[12:19], v[69:76], v[110:117], v[12:19]
    v_wmma_f32_16x16x16_f16 v[28:35], v[77:84], v[110:117], v[28:35]
    v_wmma_f32_16x16x16_f16 v[20:27], v[77:84], v[102:109], v[20:27]
    v_wmma_f32_16x16x16_f16 v[36:43], v[85:92], v[102:109], v[36:43]
    v_wmma_f32_16x16x16_f16 v[44:51], v[85:92], v[110:117], v[44:51]
    v_wmma_f32_16x16x16_f16 v[60:67], v[93:100], v[110:117], v[60:67]
    v_wmma_f32_16x16x16_f16 v[52:59], v[93:100], v[102:109], v[52:59]


    s_waitcnt lgkmcnt(0)                                  // operands of K step 1 of the last tile arrived
    // 8 WMMAs: acc[tm][tn] += A[tm] * B[tn] (A v[121:128].., B v[154:161]..)
    v_wmma_f32_16x16x16_f16 v[4:11], v[121:128], v[154:161], v[4:11]
    v_wmma_f32_16x16x16_f16 v[12:19], v[121:128], v[162:169], v[12:19]
    v_wmma_f32_16x16x16_f16 v[28:35], v[129:136], v[162:169], v[28:35]
    v_wmma_f32_16x16x16_f16 v[20:27], v[129:136], v[154:161], v[20:27]
    v_wmma_f32_16x16x16_f16 v[36:43], v[137:144], v[154:161], v[36:43]
    v_wmma_f32_16x16x16_f16 v[44:51], v[137:144], v[162:169], v[44:51]
    v_wmma_f32_16x16x16_f16 v[60:67], v[145:152], v[162:169], v[60:67]
    v_wmma_f32_16x16x16_f16 v[52:59], v[145:152], v[154:161], v[52:59]

    s_branch .Lk8a_epilogue

.Lk8a_two:
    // ---- tile t (first, stores the last tile): read buffer 0, store tile t+1 -> buffer 1
    // LDS (+0) -> operands of K step 0: A v[69:76], v[77:84], v[85:92], v[93:100], B v[102:109], v[110:117] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[69:72], v199
    ds_load_b128 v[73:76], v199 offset:16
    ds_load_b128 v[77:80], v199 offset:1280
    ds_load_b128 v[81:84], v199 offset:1296
    ds_load_b128 v[85:88], v199 offset:2560
    ds_load_b128 v[89:92], v199 offset:2576
    ds_load_b128 v[93:96], v199 offset:3840
    ds_load_b128 v[97:100], v199 offset:3856
    ds_load_b128 v[102:105], v200
    ds_load_b128 v[106:109], v200 offset:16
    ds_load_b128 v[110:113], v200 offset:1408
    ds_load_b128 v[114:117], v200 offset:1424

    s_waitcnt vmcnt(3)                              // tile t+1: load group 0 arrived
    // group A0 -> LDS +21504 (K tail masked)
    v_and_b32 v170, v203, v170   // K tail
    v_and_b32 v171, v204, v171   // K tail
    v_and_b32 v172, v205, v172   // K tail
    v_and_b32 v173, v206, v173   // K tail
    ds_store_b128 v201, v[170:173] offset:21504

    s_waitcnt vmcnt(2)                              // tile t+1: load group 1 arrived
    // group A1 -> LDS +21504 (K tail masked)
    v_and_b32 v174, v203, v174   // K tail
    v_and_b32 v175, v204, v175   // K tail
    v_and_b32 v176, v205, v176   // K tail
    v_and_b32 v177, v206, v177   // K tail
    ds_store_b128 v201, v[174:177] offset:26624

    s_waitcnt vmcnt(0)                              // tile t+1: load group 2 arrived
    // group B0 -> LDS +21504 (K tail masked)
    v_perm_b32 v189, v185, v180, s44
    v_perm_b32 v190, v185, v180, s45
    v_perm_b32 v191, v186, v181, s44
    v_perm_b32 v192, v186, v181, s45
    v_perm_b32 v193, v187, v182, s44
    v_perm_b32 v194, v187, v182, s45
    v_perm_b32 v195, v188, v183, s44
    v_perm_b32 v196, v188, v183, s45
    ds_store_b32 v202, v189 offset:21504
    ds_store_b32 v202, v190 offset:21584
    ds_store_b32 v202, v191 offset:21664
    ds_store_b32 v202, v192 offset:21744
    ds_store_b32 v202, v193 offset:21824
    ds_store_b32 v202, v194 offset:21904
    ds_store_b32 v202, v195 offset:21984
    ds_store_b32 v202, v196 offset:22064

    // LDS (+0) -> operands of K step 1: A v[121:128], v[129:136], v[137:144], v[145:152], B v[154:161], v[162:169] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[121:124], v199 offset:32
    ds_load_b128 v[125:128], v199 offset:48
    ds_load_b128 v[129:132], v199 offset:1312
    ds_load_b128 v[133:136], v199 offset:1328
    ds_load_b128 v[137:140], v199 offset:2592
    ds_load_b128 v[141:144], v199 offset:2608
    ds_load_b128 v[145:148], v199 offset:3872
    ds_load_b128 v[149:152], v199 offset:3888
    ds_load_b128 v[154:157], v200 offset:32
    ds_load_b128 v[158:161], v200 offset:48
    ds_load_b128 v[162:165], v200 offset:1440
    ds_load_b128 v[166:169], v200 offset:1456

    s_waitcnt lgkmcnt(22)                              // operands of K step 0 of tile t arrived (the stores and F1 of t in flight)
    // 8 WMMAs: acc[tm][tn] += A[tm] * B[tn] (A v[69:76].., B v[102:109]..)
    v_wmma_f32_16x16x16_f16 v[4:11], v[69:76], v[102:109], v[4:11]
    v_wmma_f32_16x16x16_f16 v[12:19], v[69:76], v[110:117], v[12:19]
    v_wmma_f32_16x16x16_f16 v[28:35], v[77:84], v[110:117], v[28:35]
    v_wmma_f32_16x16x16_f16 v[20:27], v[77:84], v[102:109], v[20:27]
    v_wmma_f32_16x16x16_f16 v[36:43], v[85:92], v[102:109], v[36:43]
    v_wmma_f32_16x16x16_f16 v[44:51], v[85:92], v[110:117], v[44:51]
    v_wmma_f32_16x16x16_f16 v[60:67], v[93:100], v[110:117], v[60:67]
    v_wmma_f32_16x16x16_f16 v[52:59], v[93:100], v[102:109], v[52:59]

    s_waitcnt lgkmcnt(12)                             // tile t+1 stored (F1 of t in flight)
    s_barrier                                             // tile t+1 is in buffer 1

    s_branch .Lk8a_fin1
.Lk8a_single:
    // group A0 -> LDS +0 (K tail masked)
    v_and_b32 v170, v203, v170   // K tail
    v_and_b32 v171, v204, v171   // K tail
    v_and_b32 v172, v205, v172   // K tail
    v_and_b32 v173, v206, v173   // K tail
    ds_store_b128 v201, v[170:173]

    // group A1 -> LDS +0 (K tail masked)
    v_and_b32 v174, v203, v174   // K tail
    v_and_b32 v175, v204, v175   // K tail
    v_and_b32 v176, v205, v176   // K tail
    v_and_b32 v177, v206, v177   // K tail
    ds_store_b128 v201, v[174:177] offset:5120

    // group B0 -> LDS +0 (K tail masked)
    v_perm_b32 v189, v185, v180, s44
    v_perm_b32 v190, v185, v180, s45
    v_perm_b32 v191, v186, v181, s44
    v_perm_b32 v192, v186, v181, s45
    v_perm_b32 v193, v187, v182, s44
    v_perm_b32 v194, v187, v182, s45
    v_perm_b32 v195, v188, v183, s44
    v_perm_b32 v196, v188, v183, s45
    ds_store_b32 v202, v189
    ds_store_b32 v202, v190 offset:80
    ds_store_b32 v202, v191 offset:160
    ds_store_b32 v202, v192 offset:240
    ds_store_b32 v202, v193 offset:320
    ds_store_b32 v202, v194 offset:400
    ds_store_b32 v202, v195 offset:480
    ds_store_b32 v202, v196 offset:560

    s_waitcnt lgkmcnt(0)                                  // stores done before the barrier
    s_barrier                                             // the only tile is in buffer 0
    // ---- tile t (first and last): read buffer 0
    // LDS (+0) -> operands of K step 0: A v[69:76], v[77:84], v[85:92], v[93:100], B v[102:109], v[110:117] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[69:72], v199
    ds_load_b128 v[73:76], v199 offset:16
    ds_load_b128 v[77:80], v199 offset:1280
    ds_load_b128 v[81:84], v199 offset:1296
    ds_load_b128 v[85:88], v199 offset:2560
    ds_load_b128 v[89:92], v199 offset:2576
    ds_load_b128 v[93:96], v199 offset:3840
    ds_load_b128 v[97:100], v199 offset:3856
    ds_load_b128 v[102:105], v200
    ds_load_b128 v[106:109], v200 offset:16
    ds_load_b128 v[110:113], v200 offset:1408
    ds_load_b128 v[114:117], v200 offset:1424

    // LDS (+0) -> operands of K step 1: A v[121:128], v[129:136], v[137:144], v[145:152], B v[154:161], v[162:169] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[121:124], v199 offset:32
    ds_load_b128 v[125:128], v199 offset:48
    ds_load_b128 v[129:132], v199 offset:1312
    ds_load_b128 v[133:136], v199 offset:1328
    ds_load_b128 v[137:140], v199 offset:2592
    ds_load_b128 v[141:144], v199 offset:2608
    ds_load_b128 v[145:148], v199 offset:3872
    ds_load_b128 v[149:152], v199 offset:3888
    ds_load_b128 v[154:157], v200 offset:32
    ds_load_b128 v[158:161], v200 offset:48
    ds_load_b128 v[162:165], v200 offset:1440
    ds_load_b128 v[166:169], v200 offset:1456

    s_waitcnt lgkmcnt(12)                              // operands of K step 0 of tile t arrived (F1 of t in flight)
    // 8 WMMAs: acc[tm][tn] += A[tm] * B[tn] (A v[69:76].., B v[102:109]..)
    v_wmma_f32_16x16x16_f16 v[4:11], v[69:76], v[102:109], v[4:11]
    v_wmma_f32_16x16x16_f16 v[12:19], v[69:76], v[110:117], v[12:19]
    v_wmma_f32_16x16x16_f16 v[28:35], v[77:84], v[110:117], v[28:35]
    v_wmma_f32_16x16x16_f16 v[20:27], v[77:84], v[102:109], v[20:27]
    v_wmma_f32_16x16x16_f16 v[36:43], v[85:92], v[102:109], v[36:43]
    v_wmma_f32_16x16x16_f16 v[44:51], v[85:92], v[110:117], v[44:51]
    v_wmma_f32_16x16x16_f16 v[60:67], v[93:100], v[110:117], v[60:67]
    v_wmma_f32_16x16x16_f16 v[52:59], v[93:100], v[102:109], v[52:59]


    s_waitcnt lgkmcnt(0)                                  // operands of K step 1 of the last tile arrived
    // 8 WMMAs: acc[tm][tn] += A[tm] * B[tn] (A v[121:128].., B v[154:161]..)
    v_wmma_f32_16x16x16_f16 v[4:11], v[121:128], v[154:161], v[4:11]
    v_wmma_f32_16x16x16_f16 v[12:19], v[121:128], v[162:169], v[12:19]
    v_wmma_f32_16x16x16_f16 v[28:35], v[129:136], v[162:169], v[28:35]
    v_wmma_f32_16x16x16_f16 v[20:27], v[129:136], v[154:161], v[20:27]
    v_wmma_f32_16x16x16_f16 v[36:43], v[137:144], v[154:161], v[36:43]
    v_wmma_f32_16x16x16_f16 v[44:51], v[137:144], v[162:169], v[44:51]
    v_wmma_f32_16x16x16_f16 v[60:67], v[145:152], v[162:169], v[60:67]
    v_wmma_f32_16x16x16_f16 v[52:59], v[145:152], v[154:161], v[52:59]

    s_branch .Lk8a_epilogue

.Lk8a_epilogue:
    // epilogue: acc[tm][tn][r] in lane l is C[m0 + wm0 + 16tm + 2r + h][n0 + wn0 + 16tn + i]
    s_add_u32 s35, s35, s33
    s_add_u32 s36, s36, s34
    v_add_nc_u32 v215, s36, v210
    v_add_nc_u32 v214, s35, v211
    v_mul_lo_u32 v214, v214, s15
    v_add_lshl_u32 v214, v214, v215, 2
    // alpha: acc *= alpha
    v_dual_mul_f32 v4, s16, v4 :: v_dual_mul_f32 v5, s16, v5
    v_dual_mul_f32 v6, s16, v6 :: v_dual_mul_f32 v7, s16, v7
    v_dual_mul_f32 v8, s16, v8 :: v_dual_mul_f32 v9, s16, v9
    v_dual_mul_f32 v10, s16, v10 :: v_dual_mul_f32 v11, s16, v11
    v_dual_mul_f32 v12, s16, v12 :: v_dual_mul_f32 v13, s16, v13
    v_dual_mul_f32 v14, s16, v14 :: v_dual_mul_f32 v15, s16, v15
    v_dual_mul_f32 v16, s16, v16 :: v_dual_mul_f32 v17, s16, v17
    v_dual_mul_f32 v18, s16, v18 :: v_dual_mul_f32 v19, s16, v19
    v_dual_mul_f32 v20, s16, v20 :: v_dual_mul_f32 v21, s16, v21
    v_dual_mul_f32 v22, s16, v22 :: v_dual_mul_f32 v23, s16, v23
    v_dual_mul_f32 v24, s16, v24 :: v_dual_mul_f32 v25, s16, v25
    v_dual_mul_f32 v26, s16, v26 :: v_dual_mul_f32 v27, s16, v27
    v_dual_mul_f32 v28, s16, v28 :: v_dual_mul_f32 v29, s16, v29
    v_dual_mul_f32 v30, s16, v30 :: v_dual_mul_f32 v31, s16, v31
    v_dual_mul_f32 v32, s16, v32 :: v_dual_mul_f32 v33, s16, v33
    v_dual_mul_f32 v34, s16, v34 :: v_dual_mul_f32 v35, s16, v35
    v_dual_mul_f32 v36, s16, v36 :: v_dual_mul_f32 v37, s16, v37
    v_dual_mul_f32 v38, s16, v38 :: v_dual_mul_f32 v39, s16, v39
    v_dual_mul_f32 v40, s16, v40 :: v_dual_mul_f32 v41, s16, v41
    v_dual_mul_f32 v42, s16, v42 :: v_dual_mul_f32 v43, s16, v43
    v_dual_mul_f32 v44, s16, v44 :: v_dual_mul_f32 v45, s16, v45
    v_dual_mul_f32 v46, s16, v46 :: v_dual_mul_f32 v47, s16, v47
    v_dual_mul_f32 v48, s16, v48 :: v_dual_mul_f32 v49, s16, v49
    v_dual_mul_f32 v50, s16, v50 :: v_dual_mul_f32 v51, s16, v51
    v_dual_mul_f32 v52, s16, v52 :: v_dual_mul_f32 v53, s16, v53
    v_dual_mul_f32 v54, s16, v54 :: v_dual_mul_f32 v55, s16, v55
    v_dual_mul_f32 v56, s16, v56 :: v_dual_mul_f32 v57, s16, v57
    v_dual_mul_f32 v58, s16, v58 :: v_dual_mul_f32 v59, s16, v59
    v_dual_mul_f32 v60, s16, v60 :: v_dual_mul_f32 v61, s16, v61
    v_dual_mul_f32 v62, s16, v62 :: v_dual_mul_f32 v63, s16, v63
    v_dual_mul_f32 v64, s16, v64 :: v_dual_mul_f32 v65, s16, v65
    v_dual_mul_f32 v66, s16, v66 :: v_dual_mul_f32 v67, s16, v67
    s_lshl_b32 s50, s15, 3                        // two rows of C in bytes
    s_and_b32 s46, s17, 0x7fffffff             // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s46, 0
    s_cbranch_scc1 .Lk8a_store                               // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one 16x16 tile at a time (8 loads in flight)
    s_mov_b32 exec_lo, -1
    s_sub_u32 s49, s11, 0
    v_cmpx_gt_i32 s49, v215                             // EXEC: columns < N of block 0
    s_mov_b32 s48, 0
    buffer_load_b32 v102, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v103, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v104, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v105, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v106, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v107, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v108, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v109, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    s_waitcnt vmcnt(7)                                     // C_old of row pair 0
    s_waitcnt vmcnt(6)                                     // C_old of row pair 1
    v_dual_fmac_f32 v4, s17, v102 :: v_dual_fmac_f32 v5, s17, v103
    s_waitcnt vmcnt(5)                                     // C_old of row pair 2
    s_waitcnt vmcnt(4)                                     // C_old of row pair 3
    v_dual_fmac_f32 v6, s17, v104 :: v_dual_fmac_f32 v7, s17, v105
    s_waitcnt vmcnt(3)                                     // C_old of row pair 4
    s_waitcnt vmcnt(2)                                     // C_old of row pair 5
    v_dual_fmac_f32 v8, s17, v106 :: v_dual_fmac_f32 v9, s17, v107
    s_waitcnt vmcnt(1)                                     // C_old of row pair 6
    s_waitcnt vmcnt(0)                                     // C_old of row pair 7
    v_dual_fmac_f32 v10, s17, v108 :: v_dual_fmac_f32 v11, s17, v109
    buffer_load_b32 v102, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v103, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v104, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v105, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v106, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v107, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v108, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v109, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    s_waitcnt vmcnt(7)                                     // C_old of row pair 0
    s_waitcnt vmcnt(6)                                     // C_old of row pair 1
    v_dual_fmac_f32 v20, s17, v102 :: v_dual_fmac_f32 v21, s17, v103
    s_waitcnt vmcnt(5)                                     // C_old of row pair 2
    s_waitcnt vmcnt(4)                                     // C_old of row pair 3
    v_dual_fmac_f32 v22, s17, v104 :: v_dual_fmac_f32 v23, s17, v105
    s_waitcnt vmcnt(3)                                     // C_old of row pair 4
    s_waitcnt vmcnt(2)                                     // C_old of row pair 5
    v_dual_fmac_f32 v24, s17, v106 :: v_dual_fmac_f32 v25, s17, v107
    s_waitcnt vmcnt(1)                                     // C_old of row pair 6
    s_waitcnt vmcnt(0)                                     // C_old of row pair 7
    v_dual_fmac_f32 v26, s17, v108 :: v_dual_fmac_f32 v27, s17, v109
    buffer_load_b32 v102, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v103, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v104, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v105, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v106, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v107, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v108, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v109, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    s_waitcnt vmcnt(7)                                     // C_old of row pair 0
    s_waitcnt vmcnt(6)                                     // C_old of row pair 1
    v_dual_fmac_f32 v36, s17, v102 :: v_dual_fmac_f32 v37, s17, v103
    s_waitcnt vmcnt(5)                                     // C_old of row pair 2
    s_waitcnt vmcnt(4)                                     // C_old of row pair 3
    v_dual_fmac_f32 v38, s17, v104 :: v_dual_fmac_f32 v39, s17, v105
    s_waitcnt vmcnt(3)                                     // C_old of row pair 4
    s_waitcnt vmcnt(2)                                     // C_old of row pair 5
    v_dual_fmac_f32 v40, s17, v106 :: v_dual_fmac_f32 v41, s17, v107
    s_waitcnt vmcnt(1)                                     // C_old of row pair 6
    s_waitcnt vmcnt(0)                                     // C_old of row pair 7
    v_dual_fmac_f32 v42, s17, v108 :: v_dual_fmac_f32 v43, s17, v109
    buffer_load_b32 v102, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v103, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v104, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v105, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v106, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v107, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v108, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_load_b32 v109, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    s_waitcnt vmcnt(7)                                     // C_old of row pair 0
    s_waitcnt vmcnt(6)                                     // C_old of row pair 1
    v_dual_fmac_f32 v52, s17, v102 :: v_dual_fmac_f32 v53, s17, v103
    s_waitcnt vmcnt(5)                                     // C_old of row pair 2
    s_waitcnt vmcnt(4)                                     // C_old of row pair 3
    v_dual_fmac_f32 v54, s17, v104 :: v_dual_fmac_f32 v55, s17, v105
    s_waitcnt vmcnt(3)                                     // C_old of row pair 4
    s_waitcnt vmcnt(2)                                     // C_old of row pair 5
    v_dual_fmac_f32 v56, s17, v106 :: v_dual_fmac_f32 v57, s17, v107
    s_waitcnt vmcnt(1)                                     // C_old of row pair 6
    s_waitcnt vmcnt(0)                                     // C_old of row pair 7
    v_dual_fmac_f32 v58, s17, v108 :: v_dual_fmac_f32 v59, s17, v109
    s_mov_b32 exec_lo, -1
    s_sub_u32 s49, s11, 16
    v_cmpx_gt_i32 s49, v215                             // EXEC: columns < N of block 1
    s_mov_b32 s48, 0
    buffer_load_b32 v102, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v103, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v104, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v105, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v106, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v107, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v108, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v109, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    s_waitcnt vmcnt(7)                                     // C_old of row pair 0
    s_waitcnt vmcnt(6)                                     // C_old of row pair 1
    v_dual_fmac_f32 v12, s17, v102 :: v_dual_fmac_f32 v13, s17, v103
    s_waitcnt vmcnt(5)                                     // C_old of row pair 2
    s_waitcnt vmcnt(4)                                     // C_old of row pair 3
    v_dual_fmac_f32 v14, s17, v104 :: v_dual_fmac_f32 v15, s17, v105
    s_waitcnt vmcnt(3)                                     // C_old of row pair 4
    s_waitcnt vmcnt(2)                                     // C_old of row pair 5
    v_dual_fmac_f32 v16, s17, v106 :: v_dual_fmac_f32 v17, s17, v107
    s_waitcnt vmcnt(1)                                     // C_old of row pair 6
    s_waitcnt vmcnt(0)                                     // C_old of row pair 7
    v_dual_fmac_f32 v18, s17, v108 :: v_dual_fmac_f32 v19, s17, v109
    buffer_load_b32 v102, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v103, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v104, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v105, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v106, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v107, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v108, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v109, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    s_waitcnt vmcnt(7)                                     // C_old of row pair 0
    s_waitcnt vmcnt(6)                                     // C_old of row pair 1
    v_dual_fmac_f32 v28, s17, v102 :: v_dual_fmac_f32 v29, s17, v103
    s_waitcnt vmcnt(5)                                     // C_old of row pair 2
    s_waitcnt vmcnt(4)                                     // C_old of row pair 3
    v_dual_fmac_f32 v30, s17, v104 :: v_dual_fmac_f32 v31, s17, v105
    s_waitcnt vmcnt(3)                                     // C_old of row pair 4
    s_waitcnt vmcnt(2)                                     // C_old of row pair 5
    v_dual_fmac_f32 v32, s17, v106 :: v_dual_fmac_f32 v33, s17, v107
    s_waitcnt vmcnt(1)                                     // C_old of row pair 6
    s_waitcnt vmcnt(0)                                     // C_old of row pair 7
    v_dual_fmac_f32 v34, s17, v108 :: v_dual_fmac_f32 v35, s17, v109
    buffer_load_b32 v102, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v103, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v104, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v105, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v106, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v107, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v108, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v109, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    s_waitcnt vmcnt(7)                                     // C_old of row pair 0
    s_waitcnt vmcnt(6)                                     // C_old of row pair 1
    v_dual_fmac_f32 v44, s17, v102 :: v_dual_fmac_f32 v45, s17, v103
    s_waitcnt vmcnt(5)                                     // C_old of row pair 2
    s_waitcnt vmcnt(4)                                     // C_old of row pair 3
    v_dual_fmac_f32 v46, s17, v104 :: v_dual_fmac_f32 v47, s17, v105
    s_waitcnt vmcnt(3)                                     // C_old of row pair 4
    s_waitcnt vmcnt(2)                                     // C_old of row pair 5
    v_dual_fmac_f32 v48, s17, v106 :: v_dual_fmac_f32 v49, s17, v107
    s_waitcnt vmcnt(1)                                     // C_old of row pair 6
    s_waitcnt vmcnt(0)                                     // C_old of row pair 7
    v_dual_fmac_f32 v50, s17, v108 :: v_dual_fmac_f32 v51, s17, v109
    buffer_load_b32 v102, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v103, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v104, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v105, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v106, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v107, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v108, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_load_b32 v109, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    s_waitcnt vmcnt(7)                                     // C_old of row pair 0
    s_waitcnt vmcnt(6)                                     // C_old of row pair 1
    v_dual_fmac_f32 v60, s17, v102 :: v_dual_fmac_f32 v61, s17, v103
    s_waitcnt vmcnt(5)                                     // C_old of row pair 2
    s_waitcnt vmcnt(4)                                     // C_old of row pair 3
    v_dual_fmac_f32 v62, s17, v104 :: v_dual_fmac_f32 v63, s17, v105
    s_waitcnt vmcnt(3)                                     // C_old of row pair 4
    s_waitcnt vmcnt(2)                                     // C_old of row pair 5
    v_dual_fmac_f32 v64, s17, v106 :: v_dual_fmac_f32 v65, s17, v107
    s_waitcnt vmcnt(1)                                     // C_old of row pair 6
    s_waitcnt vmcnt(0)                                     // C_old of row pair 7
    v_dual_fmac_f32 v66, s17, v108 :: v_dual_fmac_f32 v67, s17, v109
.Lk8a_store:
    s_mov_b32 exec_lo, -1
    s_sub_u32 s49, s11, 0
    v_cmpx_gt_i32 s49, v215                             // EXEC: columns < N of block 0
    s_mov_b32 s48, 0
    buffer_store_b32 v4, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v5, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v6, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v7, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v8, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v9, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v10, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v11, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v20, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v21, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v22, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v23, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v24, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v25, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v26, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v27, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v36, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v37, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v38, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v39, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v40, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v41, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v42, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v43, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v52, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v53, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v54, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v55, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v56, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v57, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v58, v214, s[28:31], s48 offen
    s_add_u32 s48, s48, s50
    buffer_store_b32 v59, v214, s[28:31], s48 offen
    s_mov_b32 exec_lo, -1
    s_sub_u32 s49, s11, 16
    v_cmpx_gt_i32 s49, v215                             // EXEC: columns < N of block 1
    s_mov_b32 s48, 0
    buffer_store_b32 v12, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v13, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v14, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v15, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v16, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v17, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v18, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v19, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v28, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v29, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v30, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v31, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v32, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v33, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v34, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v35, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v44, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v45, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v46, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v47, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v48, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v49, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v50, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v51, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v60, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v61, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v62, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v63, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v64, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v65, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v66, v214, s[28:31], s48 offen offset:64
    s_add_u32 s48, s48, s50
    buffer_store_b32 v67, v214, s[28:31], s48 offen offset:64
    s_mov_b32 exec_lo, -1

    s_endpgm
.Lk8a_end:
.size k8a, .Lk8a_end-k8a

// register plan (216 VGPRs, 53 SGPRs, 64512 bytes LDS)
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
//       s[37:38]  a_soffset
//       s[39:40]  b_soffset
//            s41  b_tile_bytes
//            s42  k_tiles
//            s43  k_tile
//            s44  perm_lo
//            s45  perm_hi
//            s46  tmp
//            s47  tmp2
//            s48  c_row_soffset
//            s49  c_col_limit
//            s50  c_two_rows_bytes
//            s51  tiles_n
//            s52  tiles_m
//             v0  workitem_id
//        v[4:11]  acc00
//       v[12:19]  acc01
//       v[20:27]  acc10
//       v[28:35]  acc11
//       v[36:43]  acc20
//       v[44:51]  acc21
//       v[52:59]  acc30
//       v[60:67]  acc31
//       v[69:76]  a_frag_k0_0
//       v[77:84]  a_frag_k0_1
//       v[85:92]  a_frag_k0_2
//      v[93:100]  a_frag_k0_3
//     v[102:109]  b_frag_k0_0
//     v[110:117]  b_frag_k0_1
//     v[121:128]  a_frag_k1_0
//     v[129:136]  a_frag_k1_1
//     v[137:144]  a_frag_k1_2
//     v[145:152]  a_frag_k1_3
//     v[154:161]  b_frag_k1_0
//     v[162:169]  b_frag_k1_1
//     v[170:173]  a_prefetch0
//     v[174:177]  a_prefetch1
//     v[180:183]  b_prefetch0_row0
//     v[185:188]  b_prefetch0_row1
//     v[189:196]  b_packed
//           v197  a_goff
//           v198  b_goff
//           v199  a_lds_read
//           v200  b_lds_read
//           v201  a_lds_store
//           v202  b_lds_store
//     v[203:206]  a_ktail_mask
//           v207  a_chunk_k
//     v[208:209]  w64
//           v210  lane_mod16
//           v211  lane_div16
//           v212  vtmp
//           v213  vtmp2
//           v214  c_offset
//           v215  c_col

.rodata
.p2align 6
.amdhsa_kernel k8a
    .amdhsa_group_segment_fixed_size 64512
    .amdhsa_private_segment_fixed_size 0
    .amdhsa_kernarg_size 56
    .amdhsa_user_sgpr_count 2
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 1
    .amdhsa_system_sgpr_workgroup_id_z 0
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 216
    .amdhsa_next_free_sgpr 53
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
  - .name: k8a
    .symbol: k8a.kd
    .kernarg_segment_size: 56
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 64512
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 53
    .vgpr_count: 216
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

