// ---------------------------------------------------------------------------------------------
// gemm_u8_i32_nt_64x64_occ4: library: C(i32) = alpha*op(A)*op(B) + beta*C, op NT, u8 inputs, exact i32 accumulation, strided batches (grid z); k8's kernel
// Rendered from templates/k8_wave_ksplit.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl gemm_u8_i32_nt_64x64_occ4
.p2align 8
.type gemm_u8_i32_nt_64x64_occ4,@function
gemm_u8_i32_nt_64x64_occ4:
    // prologue: load all 22 argument dwords into s[8:29] (offsets from the metadata below)
    s_load_b512 s[8:23], s[0:1], 0x0
    s_load_b128 s[24:27], s[0:1], 0x40
    s_load_b64 s[28:29], s[0:1], 0x50
    // ids: wave w = T/32 = kh*1 + wm*1 + wn (uniform, in SGPRs), i = T%16, h = (T/16)%2
    v_lshrrev_b32 v141, 5, v0
    v_readfirstlane_b32 s44, v141
    v_and_b32 v182, 15, v0                             // lane % 16 (set-up only: the fragment addresses)
    s_lshr_b32 s45, s44, 0         // kh: the K step of each tile this wave computes
    s_and_b32 s48, s44, 0
    s_lshr_b32 s48, s48, 0      // wm
    s_and_b32 s49, s44, 0                      // wn
    s_mul_i32 s48, s48, 64          // first row of the wave's block
    s_mul_i32 s49, s49, 64          // first column of the wave's block
    s_mov_b32 s56, 0x05040100                     // v_perm: low halves of (row 2p, row 2p+1)
    s_mov_b32 s57, 0x07060302                     // v_perm: high halves
    s_waitcnt lgkmcnt(0)                                  // kernel arguments loaded
    // grouped tile order: tiles_m = ceil(M/64) rows of tiles, tiles_n = ceil(N/64) columns;
    // workgroup (x, y) in a full group of 8 tile rows (first = y & ~7) takes
    // r = (y % 8) * tiles_n + x -> tile row first + r % 8, tile column r / 8
    s_add_u32 s64, s14, 63
    s_lshr_b32 s64, s64, 6
    s_add_u32 s63, s15, 63
    s_lshr_b32 s63, s63, 6
    s_mov_b32 s46, s3                           // row-major default (the partial last group)
    s_mov_b32 s47, s2
    s_and_b32 s58, s3, -8                 // first tile row of the group
    s_add_u32 s59, s58, 8
    s_cmp_gt_u32 s59, s64
    s_cbranch_scc1 .Lgemm_u8_i32_nt_64x64_occ4_order_done               // partial group: row-major
    s_and_b32 s59, s3, 7
    s_mul_i32 s59, s59, s63
    s_add_u32 s59, s59, s2             // r
    s_and_b32 s46, s59, 7
    s_add_u32 s46, s46, s58
    s_lshr_b32 s47, s59, 3                 // tile column r / group_m
.Lgemm_u8_i32_nt_64x64_occ4_order_done:
    s_mul_i32 s46, s46, 64             // m0 = tile row * tile_m
    s_mul_i32 s47, s47, 64             // n0 = tile column * tile_n
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
    v_dual_mov_b32 v68, 0 :: v_dual_mov_b32 v69, 0
    v_dual_mov_b32 v70, 0 :: v_dual_mov_b32 v71, 0
    v_dual_mov_b32 v72, 0 :: v_dual_mov_b32 v73, 0
    v_dual_mov_b32 v74, 0 :: v_dual_mov_b32 v75, 0
    v_dual_mov_b32 v76, 0 :: v_dual_mov_b32 v77, 0
    v_dual_mov_b32 v78, 0 :: v_dual_mov_b32 v79, 0
    v_dual_mov_b32 v80, 0 :: v_dual_mov_b32 v81, 0
    v_dual_mov_b32 v82, 0 :: v_dual_mov_b32 v83, 0
    v_dual_mov_b32 v84, 0 :: v_dual_mov_b32 v85, 0
    v_dual_mov_b32 v86, 0 :: v_dual_mov_b32 v87, 0
    v_dual_mov_b32 v88, 0 :: v_dual_mov_b32 v89, 0
    v_dual_mov_b32 v90, 0 :: v_dual_mov_b32 v91, 0
    v_dual_mov_b32 v92, 0 :: v_dual_mov_b32 v93, 0
    v_dual_mov_b32 v94, 0 :: v_dual_mov_b32 v95, 0
    v_dual_mov_b32 v96, 0 :: v_dual_mov_b32 v97, 0
    v_dual_mov_b32 v98, 0 :: v_dual_mov_b32 v99, 0
    v_dual_mov_b32 v100, 0 :: v_dual_mov_b32 v101, 0
    v_dual_mov_b32 v102, 0 :: v_dual_mov_b32 v103, 0
    v_dual_mov_b32 v104, 0 :: v_dual_mov_b32 v105, 0
    v_dual_mov_b32 v106, 0 :: v_dual_mov_b32 v107, 0
    v_dual_mov_b32 v108, 0 :: v_dual_mov_b32 v109, 0
    v_dual_mov_b32 v110, 0 :: v_dual_mov_b32 v111, 0
    v_dual_mov_b32 v112, 0 :: v_dual_mov_b32 v113, 0
    v_dual_mov_b32 v114, 0 :: v_dual_mov_b32 v115, 0
    v_dual_mov_b32 v116, 0 :: v_dual_mov_b32 v117, 0
    v_dual_mov_b32 v118, 0 :: v_dual_mov_b32 v119, 0
    v_dual_mov_b32 v120, 0 :: v_dual_mov_b32 v121, 0
    v_dual_mov_b32 v122, 0 :: v_dual_mov_b32 v123, 0
    v_dual_mov_b32 v124, 0 :: v_dual_mov_b32 v125, 0
    v_dual_mov_b32 v126, 0 :: v_dual_mov_b32 v127, 0
    v_dual_mov_b32 v128, 0 :: v_dual_mov_b32 v129, 0
    v_dual_mov_b32 v130, 0 :: v_dual_mov_b32 v131, 0
    // split-K over a batch: z = b * splits + s (batch b, split s; k_split = 0: z = b, no split).
    // b and s by repeated subtraction (once per workgroup, b iterations; no SALU divide on gfx11)
    s_mov_b32 s70, s4
    s_mov_b32 s71, s4
    s_cmp_eq_u32 s28, 0
    s_cbranch_scc1 .Lgemm_u8_i32_nt_64x64_occ4_batch_index
    s_max_u32 s29, s29, 1           // (the host passes >= 1)
    s_mov_b32 s70, 0
.Lgemm_u8_i32_nt_64x64_occ4_split_div:
    s_cmp_lt_u32 s71, s29
    s_cbranch_scc1 .Lgemm_u8_i32_nt_64x64_occ4_batch_index
    s_sub_u32 s71, s71, s29
    s_add_u32 s70, s70, 1                                 // one more whole batch
    s_branch .Lgemm_u8_i32_nt_64x64_occ4_split_div
.Lgemm_u8_i32_nt_64x64_occ4_batch_index:
    // batch b: A, B advance by b * stride (elements, u64) * element size,
    // C by z * stride_c (with a split, z indexes the workspace's matrices)
    s_mul_i32 s66, s70, s22
    s_mul_hi_u32 s67, s70, s22
    s_mul_i32 s58, s70, s23
    s_add_u32 s67, s67, s58
    s_lshl_b64 s[66:67], s[66:67], 0
    s_add_u32 s8, s8, s66
    s_addc_u32 s9, s9, s67
    s_mul_i32 s66, s70, s24
    s_mul_hi_u32 s67, s70, s24
    s_mul_i32 s58, s70, s25
    s_add_u32 s67, s67, s58
    s_lshl_b64 s[66:67], s[66:67], 0
    s_add_u32 s10, s10, s66
    s_addc_u32 s11, s11, s67
    s_mul_i32 s66, s4, s26
    s_mul_hi_u32 s67, s4, s26
    s_mul_i32 s58, s4, s27
    s_add_u32 s67, s67, s58
    s_lshl_b64 s[66:67], s[66:67], 2
    s_add_u32 s12, s12, s66
    s_addc_u32 s13, s13, s67
    // split-K: with k_split != 0, this workgroup sums K elements k0 = s*k_split .. min(K, k0 +
    // k_split) - 1 of batch b into C (the host's FP32/i32 workspace, one matrix per (b, s),
    // stride_c apart, alpha 1 and beta 0), and A and B start k0 elements in:
    // +k0 elements along a K-contiguous (chunk) operand, +k0 rows of a packed one. The chunk
    // operands' buffer ranges shrink by the k0 elements they start late (sk0.r(1), bytes), so
    // that a read past M, N still reads 0 and never past the matrix.
    s_mov_b32 s69, 0
    s_cmp_eq_u32 s28, 0
    s_cbranch_scc1 .Lgemm_u8_i32_nt_64x64_occ4_no_split
    s_mul_i32 s59, s71, s28       // k0 = s * k_split
    s_sub_u32 s16, s16, s59
    s_min_u32 s16, s16, s28  // this split's K (the host leaves none empty)
    s_mul_i32 s69, s59, 1                // k0 elements in bytes
    s_add_u32 s8, s8, s69
    s_addc_u32 s9, s9, 0
    s_add_u32 s10, s10, s69
    s_addc_u32 s11, s11, 0
.Lgemm_u8_i32_nt_64x64_occ4_no_split:
    // buffer resources over A (M*lda*1 bytes), B (N*ldb*1), C (M*ldc*4)
    s_mul_i32 s58, s14, s17
    s_sub_u32 s58, s58, s69                  // (split-K: A starts k0 elements late)
    s_mov_b32 s32, s8
    s_and_b32 s33, s9, 0xffff               // base[47:32], stride 0, no swizzle
    s_mov_b32 s34, s58                         // num_records: the matrix's bytes
    s_mov_b32 s35, 0x31016000                           // raw buffer, range-checked
    s_mul_i32 s58, s15, s18
    s_sub_u32 s58, s58, s69                  // (split-K: B starts k0 elements late)
    s_mov_b32 s36, s10
    s_and_b32 s37, s11, 0xffff               // base[47:32], stride 0, no swizzle
    s_mov_b32 s38, s58                         // num_records: the matrix's bytes
    s_mov_b32 s39, 0x31016000                           // raw buffer, range-checked
    s_mul_i32 s58, s14, s19
    s_lshl_b32 s58, s58, 2
    s_mov_b32 s40, s12
    s_and_b32 s41, s13, 0xffff               // base[47:32], stride 0, no swizzle
    s_mov_b32 s42, s58                         // num_records: the matrix's bytes
    s_mov_b32 s43, 0x31016000                           // raw buffer, range-checked
    // per operand: one VGPR offset into the matrix and the LDS store address (buffer 0)
    // A chunk path: row r = t%16 + 16w (+ 32j), K elements 16q..16q+15, q = t/16
    v_and_b32 v141, 15, v0
    s_mul_i32 s58, s44, 16
    v_add_nc_u32 v141, s58, v141                        // r
    v_bfe_u32 v133, v0, 4, 1
    v_lshlrev_b32 v133, 4, v133                               // 16q: the lane's first K element
    v_mul_lo_u32 v214, v141, s17
    v_add_nc_u32 v214, v133, v214                     // r*ld + 16q
    v_mov_b32 v142, v133                                     // 16q
    v_mad_u32_u24 v218, v141, 48, v142
    // B chunk path: row r = t%16 + 16w (+ 32j), K elements 16q..16q+15, q = t/16
    v_and_b32 v141, 15, v0
    s_mul_i32 s58, s44, 16
    v_add_nc_u32 v141, s58, v141                        // r
    v_bfe_u32 v133, v0, 4, 1
    v_lshlrev_b32 v133, 4, v133                               // 16q: the lane's first K element
    v_mul_lo_u32 v215, v141, s18
    v_add_nc_u32 v215, v133, v215                     // r*ld + 16q
    v_mov_b32 v142, v133                                     // 16q
    v_add_nc_u32 v142, 3072, v142
    v_mad_u32_u24 v219, v141, 48, v142
    s_mul_i32 s58, s48, 48
    v_mad_u32_u24 v216, v182, 48, s58
    s_mul_i32 s58, s49, 48
    s_addk_i32 s58, 3072
    v_mad_u32_u24 v217, v182, 48, s58
    s_mul_i32 s58, s45, 16                     // the wave's K step starts kh*16 bytes into a row
    v_add_nc_u32 v216, s58, v216
    v_add_nc_u32 v217, s58, v217
    s_add_u32 s58, s16, -1
    s_and_b32 s58, s58, 31
    s_add_u32 s58, s58, 1                                  // kr: valid elements of the last tile
    v_sub_nc_u32 v141, s58, v133                         // kr - 16q
    v_lshlrev_b32 v141, 3, v141                               // in bits
    v_add_nc_u32 v135, 0, v141
    v_med3_i32 v135, v135, 0, 32                  // valid bits of dword 0
    v_lshlrev_b64 v[135:136], v135, -1
    v_not_b32 v220, v135
    v_add_nc_u32 v135, -32, v141
    v_med3_i32 v135, v135, 0, 32                  // valid bits of dword 1
    v_lshlrev_b64 v[135:136], v135, -1
    v_not_b32 v221, v135
    v_add_nc_u32 v135, -64, v141
    v_med3_i32 v135, v135, 0, 32                  // valid bits of dword 2
    v_lshlrev_b64 v[135:136], v135, -1
    v_not_b32 v222, v135
    v_add_nc_u32 v135, -96, v141
    v_med3_i32 v135, v135, 0, 32                  // valid bits of dword 3
    v_lshlrev_b64 v[135:136], v135, -1
    v_not_b32 v223, v135
    // SGPR soffsets, one per load: a chunk load j at (mn0 + 32j)*ld*1 (+32 per K tile);
    // K row Gp+h of a packed operand at mn0*1 + h*ld*1 (+32*ld*1 per K tile)
    s_mul_i32 s50, s46, s17
    s_mul_i32 s58, s17, 32
    s_add_u32 s51, s50, s58
    s_mul_i32 s52, s47, s18
    s_mul_i32 s58, s18, 32
    s_add_u32 s53, s52, s58
    // K tiles: T = ceil(K / 32)
    s_add_u32 s54, s16, 31
    s_lshr_b32 s54, s54, 5
    // prologue: tile 0 -> R -> LDS buffer 0 (masked when it is the only tile), tile 1 -> R,
    // then the fragments of tile 0 in the order every body expects them (A0, B0, A1, B1, B2, B3)
    // group g0 (A chunk 0): next tile -> v[198:201]
    buffer_load_b128 v[198:201], v214, s[32:35], s50 offen
    s_add_u32 s50, s50, 32
    // group g1 (A chunk 1): next tile -> v[202:205]
    buffer_load_b128 v[202:205], v214, s[32:35], s51 offen
    s_add_u32 s51, s51, 32
    // group g2 (B chunk 0): next tile -> v[206:209]
    buffer_load_b128 v[206:209], v215, s[36:39], s52 offen
    s_add_u32 s52, s52, 32
    // group g3 (B chunk 1): next tile -> v[210:213]
    buffer_load_b128 v[210:213], v215, s[36:39], s53 offen
    s_add_u32 s53, s53, 32
    s_cmp_eq_u32 s54, 1
    s_cbranch_scc1 .Lgemm_u8_i32_nt_64x64_occ4_single
    s_waitcnt vmcnt(3)                             // tile t+1: group g0 arrived
    ds_store_b128 v218, v[198:201]
    s_waitcnt vmcnt(2)                             // tile t+1: group g1 arrived
    ds_store_b128 v218, v[202:205] offset:1536
    s_waitcnt vmcnt(1)                             // tile t+1: group g2 arrived
    ds_store_b128 v219, v[206:209]
    s_waitcnt vmcnt(0)                             // tile t+1: group g3 arrived
    ds_store_b128 v219, v[210:213] offset:1536
    // group g0 (A chunk 0): next tile -> v[198:201]
    buffer_load_b128 v[198:201], v214, s[32:35], s50 offen
    s_add_u32 s50, s50, 32
    // group g1 (A chunk 1): next tile -> v[202:205]
    buffer_load_b128 v[202:205], v214, s[32:35], s51 offen
    s_add_u32 s51, s51, 32
    // group g2 (B chunk 0): next tile -> v[206:209]
    buffer_load_b128 v[206:209], v215, s[36:39], s52 offen
    s_add_u32 s52, s52, 32
    // group g3 (B chunk 1): next tile -> v[210:213]
    buffer_load_b128 v[210:213], v215, s[36:39], s53 offen
    s_add_u32 s53, s53, 32
    s_waitcnt lgkmcnt(0)                                  // stores done before the barrier
    s_barrier                                             // tile 0 is in buffer 0
    ds_load_b128 v[133:136], v216
    ds_load_b128 v[166:169], v217
    ds_load_b128 v[141:144], v216 offset:768
    ds_load_b128 v[174:177], v217 offset:768
    ds_load_b128 v[182:185], v217 offset:1536
    ds_load_b128 v[190:193], v217 offset:2304
    s_cmp_eq_u32 s54, 2
    s_cbranch_scc1 .Lgemm_u8_i32_nt_64x64_occ4_pen0
    s_mov_b32 s55, 0                                  // t = 0
    s_sub_u32 s54, s54, 2                       // the tile t = T-2 stores the last one
.Lgemm_u8_i32_nt_64x64_occ4_kloop:
    // ---- tile t (steady): fragments from buffer 0, tile t+1 -> buffer 1, tile t+2 -> R
    // row 0: A0 x B0..B3; A2, A3 of t and the first load-group actions between them
    s_waitcnt lgkmcnt(4)                            // A0, B0 arrived
    v_wmma_i32_16x16x16_iu8 v[4:11], v[133:136], v[166:169], v[4:11]
    ds_load_b128 v[149:152], v216 offset:1536
    s_waitcnt lgkmcnt(3)                            // A1, B1 arrived
    v_wmma_i32_16x16x16_iu8 v[12:19], v[133:136], v[174:177], v[12:19]
    s_waitcnt lgkmcnt(2)                            // B2 arrived
    v_wmma_i32_16x16x16_iu8 v[20:27], v[133:136], v[182:185], v[20:27]
    s_waitcnt vmcnt(3)                             // tile t+1: group g0 arrived
    ds_store_b128 v218, v[198:201] offset:6144
    // group g0 (A chunk 0): next tile -> v[198:201]
    buffer_load_b128 v[198:201], v214, s[32:35], s50 offen
    s_add_u32 s50, s50, 32
    s_waitcnt lgkmcnt(2)                            // B3 arrived
    v_wmma_i32_16x16x16_iu8 v[28:35], v[133:136], v[190:193], v[28:35]
    ds_load_b128 v[157:160], v216 offset:2304
    // row 1: A1 x B0..B3 (A1 arrived before B1); load-group actions between them
    v_wmma_i32_16x16x16_iu8 v[36:43], v[141:144], v[166:169], v[36:43]
    s_waitcnt vmcnt(3)                             // tile t+1: group g1 arrived
    ds_store_b128 v218, v[202:205] offset:7680
    // group g1 (A chunk 1): next tile -> v[202:205]
    buffer_load_b128 v[202:205], v214, s[32:35], s51 offen
    s_add_u32 s51, s51, 32
    v_wmma_i32_16x16x16_iu8 v[44:51], v[141:144], v[174:177], v[44:51]
    s_waitcnt vmcnt(3)                             // tile t+1: group g2 arrived
    ds_store_b128 v219, v[206:209] offset:6144
    // group g2 (B chunk 0): next tile -> v[206:209]
    buffer_load_b128 v[206:209], v215, s[36:39], s52 offen
    s_add_u32 s52, s52, 32
    v_wmma_i32_16x16x16_iu8 v[52:59], v[141:144], v[182:185], v[52:59]
    s_waitcnt vmcnt(3)                             // tile t+1: group g3 arrived
    ds_store_b128 v219, v[210:213] offset:7680
    // group g3 (B chunk 1): next tile -> v[210:213]
    buffer_load_b128 v[210:213], v215, s[36:39], s53 offen
    s_add_u32 s53, s53, 32
    v_wmma_i32_16x16x16_iu8 v[60:67], v[141:144], v[190:193], v[60:67]
    // row 2: A2 x B0..B3
    s_waitcnt lgkmcnt(5)                            // A2 arrived
    v_wmma_i32_16x16x16_iu8 v[68:75], v[149:152], v[166:169], v[68:75]
    v_wmma_i32_16x16x16_iu8 v[76:83], v[149:152], v[174:177], v[76:83]
    v_wmma_i32_16x16x16_iu8 v[84:91], v[149:152], v[182:185], v[84:91]
    v_wmma_i32_16x16x16_iu8 v[92:99], v[149:152], v[190:193], v[92:99]
    s_waitcnt lgkmcnt(0)                            // A3 arrived, tile t+1 stored: no LDS operation of this wave in flight
    s_barrier                                             // tile t+1 is in buffer 1; buffer 0 is free
    // row 3: A3 x B0..B3; tile t+1's A0, A1 and, as row 3 frees them, B0..B3 load from buffer 1
    v_wmma_i32_16x16x16_iu8 v[100:107], v[157:160], v[166:169], v[100:107]
    ds_load_b128 v[133:136], v216 offset:6144
    ds_load_b128 v[166:169], v217 offset:6144
    v_wmma_i32_16x16x16_iu8 v[108:115], v[157:160], v[174:177], v[108:115]
    ds_load_b128 v[141:144], v216 offset:6912
    ds_load_b128 v[174:177], v217 offset:6912
    v_wmma_i32_16x16x16_iu8 v[116:123], v[157:160], v[182:185], v[116:123]
    ds_load_b128 v[182:185], v217 offset:7680
    v_wmma_i32_16x16x16_iu8 v[124:131], v[157:160], v[190:193], v[124:131]
    ds_load_b128 v[190:193], v217 offset:8448
    s_add_u32 s55, s55, 1
    s_cmp_eq_u32 s55, s54                         // next: the tile whose successor is the last
    s_cbranch_scc1 .Lgemm_u8_i32_nt_64x64_occ4_pen1
    // ---- tile t (steady): fragments from buffer 1, tile t+1 -> buffer 0, tile t+2 -> R
    // row 0: A0 x B0..B3; A2, A3 of t and the first load-group actions between them
    s_waitcnt lgkmcnt(4)                            // A0, B0 arrived
    v_wmma_i32_16x16x16_iu8 v[4:11], v[133:136], v[166:169], v[4:11]
    ds_load_b128 v[149:152], v216 offset:7680
    s_waitcnt lgkmcnt(3)                            // A1, B1 arrived
    v_wmma_i32_16x16x16_iu8 v[12:19], v[133:136], v[174:177], v[12:19]
    s_waitcnt lgkmcnt(2)                            // B2 arrived
    v_wmma_i32_16x16x16_iu8 v[20:27], v[133:136], v[182:185], v[20:27]
    s_waitcnt vmcnt(3)                             // tile t+1: group g0 arrived
    ds_store_b128 v218, v[198:201]
    // group g0 (A chunk 0): next tile -> v[198:201]
    buffer_load_b128 v[198:201], v214, s[32:35], s50 offen
    s_add_u32 s50, s50, 32
    s_waitcnt lgkmcnt(2)                            // B3 arrived
    v_wmma_i32_16x16x16_iu8 v[28:35], v[133:136], v[190:193], v[28:35]
    ds_load_b128 v[157:160], v216 offset:8448
    // row 1: A1 x B0..B3 (A1 arrived before B1); load-group actions between them
    v_wmma_i32_16x16x16_iu8 v[36:43], v[141:144], v[166:169], v[36:43]
    s_waitcnt vmcnt(3)                             // tile t+1: group g1 arrived
    ds_store_b128 v218, v[202:205] offset:1536
    // group g1 (A chunk 1): next tile -> v[202:205]
    buffer_load_b128 v[202:205], v214, s[32:35], s51 offen
    s_add_u32 s51, s51, 32
    v_wmma_i32_16x16x16_iu8 v[44:51], v[141:144], v[174:177], v[44:51]
    s_waitcnt vmcnt(3)                             // tile t+1: group g2 arrived
    ds_store_b128 v219, v[206:209]
    // group g2 (B chunk 0): next tile -> v[206:209]
    buffer_load_b128 v[206:209], v215, s[36:39], s52 offen
    s_add_u32 s52, s52, 32
    v_wmma_i32_16x16x16_iu8 v[52:59], v[141:144], v[182:185], v[52:59]
    s_waitcnt vmcnt(3)                             // tile t+1: group g3 arrived
    ds_store_b128 v219, v[210:213] offset:1536
    // group g3 (B chunk 1): next tile -> v[210:213]
    buffer_load_b128 v[210:213], v215, s[36:39], s53 offen
    s_add_u32 s53, s53, 32
    v_wmma_i32_16x16x16_iu8 v[60:67], v[141:144], v[190:193], v[60:67]
    // row 2: A2 x B0..B3
    s_waitcnt lgkmcnt(5)                            // A2 arrived
    v_wmma_i32_16x16x16_iu8 v[68:75], v[149:152], v[166:169], v[68:75]
    v_wmma_i32_16x16x16_iu8 v[76:83], v[149:152], v[174:177], v[76:83]
    v_wmma_i32_16x16x16_iu8 v[84:91], v[149:152], v[182:185], v[84:91]
    v_wmma_i32_16x16x16_iu8 v[92:99], v[149:152], v[190:193], v[92:99]
    s_waitcnt lgkmcnt(0)                            // A3 arrived, tile t+1 stored: no LDS operation of this wave in flight
    s_barrier                                             // tile t+1 is in buffer 0; buffer 1 is free
    // row 3: A3 x B0..B3; tile t+1's A0, A1 and, as row 3 frees them, B0..B3 load from buffer 0
    v_wmma_i32_16x16x16_iu8 v[100:107], v[157:160], v[166:169], v[100:107]
    ds_load_b128 v[133:136], v216
    ds_load_b128 v[166:169], v217
    v_wmma_i32_16x16x16_iu8 v[108:115], v[157:160], v[174:177], v[108:115]
    ds_load_b128 v[141:144], v216 offset:768
    ds_load_b128 v[174:177], v217 offset:768
    v_wmma_i32_16x16x16_iu8 v[116:123], v[157:160], v[182:185], v[116:123]
    ds_load_b128 v[182:185], v217 offset:1536
    v_wmma_i32_16x16x16_iu8 v[124:131], v[157:160], v[190:193], v[124:131]
    ds_load_b128 v[190:193], v217 offset:2304
    s_add_u32 s55, s55, 1
    s_cmp_eq_u32 s55, s54                         // next: the tile whose successor is the last
    s_cbranch_scc1 .Lgemm_u8_i32_nt_64x64_occ4_pen0
    s_branch .Lgemm_u8_i32_nt_64x64_occ4_kloop
.Lgemm_u8_i32_nt_64x64_occ4_pen0:
    // ---- tile t (stores the last tile): fragments from buffer 0, tile t+1 -> buffer 1
    // row 0: A0 x B0..B3; A2, A3 of t and the first load-group actions between them
    s_waitcnt lgkmcnt(4)                            // A0, B0 arrived
    v_wmma_i32_16x16x16_iu8 v[4:11], v[133:136], v[166:169], v[4:11]
    ds_load_b128 v[149:152], v216 offset:1536
    s_waitcnt lgkmcnt(3)                            // A1, B1 arrived
    v_wmma_i32_16x16x16_iu8 v[12:19], v[133:136], v[174:177], v[12:19]
    s_waitcnt lgkmcnt(2)                            // B2 arrived
    v_wmma_i32_16x16x16_iu8 v[20:27], v[133:136], v[182:185], v[20:27]
    s_waitcnt vmcnt(3)                             // tile t+1: group g0 arrived
    v_and_b32 v198, v220, v198   // K tail
    v_and_b32 v199, v221, v199   // K tail
    v_and_b32 v200, v222, v200   // K tail
    v_and_b32 v201, v223, v201   // K tail
    ds_store_b128 v218, v[198:201] offset:6144
    s_waitcnt lgkmcnt(2)                            // B3 arrived
    v_wmma_i32_16x16x16_iu8 v[28:35], v[133:136], v[190:193], v[28:35]
    ds_load_b128 v[157:160], v216 offset:2304
    // row 1: A1 x B0..B3 (A1 arrived before B1); load-group actions between them
    v_wmma_i32_16x16x16_iu8 v[36:43], v[141:144], v[166:169], v[36:43]
    s_waitcnt vmcnt(2)                             // tile t+1: group g1 arrived
    v_and_b32 v202, v220, v202   // K tail
    v_and_b32 v203, v221, v203   // K tail
    v_and_b32 v204, v222, v204   // K tail
    v_and_b32 v205, v223, v205   // K tail
    ds_store_b128 v218, v[202:205] offset:7680
    v_wmma_i32_16x16x16_iu8 v[44:51], v[141:144], v[174:177], v[44:51]
    s_waitcnt vmcnt(1)                             // tile t+1: group g2 arrived
    v_and_b32 v206, v220, v206   // K tail
    v_and_b32 v207, v221, v207   // K tail
    v_and_b32 v208, v222, v208   // K tail
    v_and_b32 v209, v223, v209   // K tail
    ds_store_b128 v219, v[206:209] offset:6144
    v_wmma_i32_16x16x16_iu8 v[52:59], v[141:144], v[182:185], v[52:59]
    s_waitcnt vmcnt(0)                             // tile t+1: group g3 arrived
    v_and_b32 v210, v220, v210   // K tail
    v_and_b32 v211, v221, v211   // K tail
    v_and_b32 v212, v222, v212   // K tail
    v_and_b32 v213, v223, v213   // K tail
    ds_store_b128 v219, v[210:213] offset:7680
    v_wmma_i32_16x16x16_iu8 v[60:67], v[141:144], v[190:193], v[60:67]
    // row 2: A2 x B0..B3
    s_waitcnt lgkmcnt(5)                            // A2 arrived
    v_wmma_i32_16x16x16_iu8 v[68:75], v[149:152], v[166:169], v[68:75]
    v_wmma_i32_16x16x16_iu8 v[76:83], v[149:152], v[174:177], v[76:83]
    v_wmma_i32_16x16x16_iu8 v[84:91], v[149:152], v[182:185], v[84:91]
    v_wmma_i32_16x16x16_iu8 v[92:99], v[149:152], v[190:193], v[92:99]
    s_waitcnt lgkmcnt(0)                            // A3 arrived, tile t+1 stored: no LDS operation of this wave in flight
    s_barrier                                             // tile t+1 is in buffer 1; buffer 0 is free
    // row 3: A3 x B0..B3; tile t+1's A0, A1 and, as row 3 frees them, B0..B3 load from buffer 1
    v_wmma_i32_16x16x16_iu8 v[100:107], v[157:160], v[166:169], v[100:107]
    ds_load_b128 v[133:136], v216 offset:6144
    ds_load_b128 v[166:169], v217 offset:6144
    v_wmma_i32_16x16x16_iu8 v[108:115], v[157:160], v[174:177], v[108:115]
    ds_load_b128 v[141:144], v216 offset:6912
    ds_load_b128 v[174:177], v217 offset:6912
    v_wmma_i32_16x16x16_iu8 v[116:123], v[157:160], v[182:185], v[116:123]
    ds_load_b128 v[182:185], v217 offset:7680
    v_wmma_i32_16x16x16_iu8 v[124:131], v[157:160], v[190:193], v[124:131]
    ds_load_b128 v[190:193], v217 offset:8448
.Lgemm_u8_i32_nt_64x64_occ4_last1:
    // ---- tile t (last): fragments from buffer 1
    // row 0: A0 x B0..B3; A2, A3 of t and the first load-group actions between them
    s_waitcnt lgkmcnt(4)                            // A0, B0 arrived
    v_wmma_i32_16x16x16_iu8 v[4:11], v[133:136], v[166:169], v[4:11]
    ds_load_b128 v[149:152], v216 offset:7680
    s_waitcnt lgkmcnt(3)                            // A1, B1 arrived
    v_wmma_i32_16x16x16_iu8 v[12:19], v[133:136], v[174:177], v[12:19]
    s_waitcnt lgkmcnt(2)                            // B2 arrived
    v_wmma_i32_16x16x16_iu8 v[20:27], v[133:136], v[182:185], v[20:27]
    s_waitcnt lgkmcnt(1)                            // B3 arrived
    v_wmma_i32_16x16x16_iu8 v[28:35], v[133:136], v[190:193], v[28:35]
    ds_load_b128 v[157:160], v216 offset:8448
    // row 1: A1 x B0..B3 (A1 arrived before B1); load-group actions between them
    v_wmma_i32_16x16x16_iu8 v[36:43], v[141:144], v[166:169], v[36:43]
    v_wmma_i32_16x16x16_iu8 v[44:51], v[141:144], v[174:177], v[44:51]
    v_wmma_i32_16x16x16_iu8 v[52:59], v[141:144], v[182:185], v[52:59]
    v_wmma_i32_16x16x16_iu8 v[60:67], v[141:144], v[190:193], v[60:67]
    // row 2: A2 x B0..B3
    s_waitcnt lgkmcnt(1)                            // A2 arrived
    v_wmma_i32_16x16x16_iu8 v[68:75], v[149:152], v[166:169], v[68:75]
    v_wmma_i32_16x16x16_iu8 v[76:83], v[149:152], v[174:177], v[76:83]
    v_wmma_i32_16x16x16_iu8 v[84:91], v[149:152], v[182:185], v[84:91]
    v_wmma_i32_16x16x16_iu8 v[92:99], v[149:152], v[190:193], v[92:99]
    // row 3: A3 x B0..B3
    s_waitcnt lgkmcnt(0)                            // A3 arrived
    v_wmma_i32_16x16x16_iu8 v[100:107], v[157:160], v[166:169], v[100:107]
    v_wmma_i32_16x16x16_iu8 v[108:115], v[157:160], v[174:177], v[108:115]
    v_wmma_i32_16x16x16_iu8 v[116:123], v[157:160], v[182:185], v[116:123]
    v_wmma_i32_16x16x16_iu8 v[124:131], v[157:160], v[190:193], v[124:131]
    s_branch .Lgemm_u8_i32_nt_64x64_occ4_reduce
.Lgemm_u8_i32_nt_64x64_occ4_pen1:
    // ---- tile t (stores the last tile): fragments from buffer 1, tile t+1 -> buffer 0
    // row 0: A0 x B0..B3; A2, A3 of t and the first load-group actions between them
    s_waitcnt lgkmcnt(4)                            // A0, B0 arrived
    v_wmma_i32_16x16x16_iu8 v[4:11], v[133:136], v[166:169], v[4:11]
    ds_load_b128 v[149:152], v216 offset:7680
    s_waitcnt lgkmcnt(3)                            // A1, B1 arrived
    v_wmma_i32_16x16x16_iu8 v[12:19], v[133:136], v[174:177], v[12:19]
    s_waitcnt lgkmcnt(2)                            // B2 arrived
    v_wmma_i32_16x16x16_iu8 v[20:27], v[133:136], v[182:185], v[20:27]
    s_waitcnt vmcnt(3)                             // tile t+1: group g0 arrived
    v_and_b32 v198, v220, v198   // K tail
    v_and_b32 v199, v221, v199   // K tail
    v_and_b32 v200, v222, v200   // K tail
    v_and_b32 v201, v223, v201   // K tail
    ds_store_b128 v218, v[198:201]
    s_waitcnt lgkmcnt(2)                            // B3 arrived
    v_wmma_i32_16x16x16_iu8 v[28:35], v[133:136], v[190:193], v[28:35]
    ds_load_b128 v[157:160], v216 offset:8448
    // row 1: A1 x B0..B3 (A1 arrived before B1); load-group actions between them
    v_wmma_i32_16x16x16_iu8 v[36:43], v[141:144], v[166:169], v[36:43]
    s_waitcnt vmcnt(2)                             // tile t+1: group g1 arrived
    v_and_b32 v202, v220, v202   // K tail
    v_and_b32 v203, v221, v203   // K tail
    v_and_b32 v204, v222, v204   // K tail
    v_and_b32 v205, v223, v205   // K tail
    ds_store_b128 v218, v[202:205] offset:1536
    v_wmma_i32_16x16x16_iu8 v[44:51], v[141:144], v[174:177], v[44:51]
    s_waitcnt vmcnt(1)                             // tile t+1: group g2 arrived
    v_and_b32 v206, v220, v206   // K tail
    v_and_b32 v207, v221, v207   // K tail
    v_and_b32 v208, v222, v208   // K tail
    v_and_b32 v209, v223, v209   // K tail
    ds_store_b128 v219, v[206:209]
    v_wmma_i32_16x16x16_iu8 v[52:59], v[141:144], v[182:185], v[52:59]
    s_waitcnt vmcnt(0)                             // tile t+1: group g3 arrived
    v_and_b32 v210, v220, v210   // K tail
    v_and_b32 v211, v221, v211   // K tail
    v_and_b32 v212, v222, v212   // K tail
    v_and_b32 v213, v223, v213   // K tail
    ds_store_b128 v219, v[210:213] offset:1536
    v_wmma_i32_16x16x16_iu8 v[60:67], v[141:144], v[190:193], v[60:67]
    // row 2: A2 x B0..B3
    s_waitcnt lgkmcnt(5)                            // A2 arrived
    v_wmma_i32_16x16x16_iu8 v[68:75], v[149:152], v[166:169], v[68:75]
    v_wmma_i32_16x16x16_iu8 v[76:83], v[149:152], v[174:177], v[76:83]
    v_wmma_i32_16x16x16_iu8 v[84:91], v[149:152], v[182:185], v[84:91]
    v_wmma_i32_16x16x16_iu8 v[92:99], v[149:152], v[190:193], v[92:99]
    s_waitcnt lgkmcnt(0)                            // A3 arrived, tile t+1 stored: no LDS operation of this wave in flight
    s_barrier                                             // tile t+1 is in buffer 0; buffer 1 is free
    // row 3: A3 x B0..B3; tile t+1's A0, A1 and, as row 3 frees them, B0..B3 load from buffer 0
    v_wmma_i32_16x16x16_iu8 v[100:107], v[157:160], v[166:169], v[100:107]
    ds_load_b128 v[133:136], v216
    ds_load_b128 v[166:169], v217
    v_wmma_i32_16x16x16_iu8 v[108:115], v[157:160], v[174:177], v[108:115]
    ds_load_b128 v[141:144], v216 offset:768
    ds_load_b128 v[174:177], v217 offset:768
    v_wmma_i32_16x16x16_iu8 v[116:123], v[157:160], v[182:185], v[116:123]
    ds_load_b128 v[182:185], v217 offset:1536
    v_wmma_i32_16x16x16_iu8 v[124:131], v[157:160], v[190:193], v[124:131]
    ds_load_b128 v[190:193], v217 offset:2304
.Lgemm_u8_i32_nt_64x64_occ4_last0:
    // ---- tile t (last): fragments from buffer 0
    // row 0: A0 x B0..B3; A2, A3 of t and the first load-group actions between them
    s_waitcnt lgkmcnt(4)                            // A0, B0 arrived
    v_wmma_i32_16x16x16_iu8 v[4:11], v[133:136], v[166:169], v[4:11]
    ds_load_b128 v[149:152], v216 offset:1536
    s_waitcnt lgkmcnt(3)                            // A1, B1 arrived
    v_wmma_i32_16x16x16_iu8 v[12:19], v[133:136], v[174:177], v[12:19]
    s_waitcnt lgkmcnt(2)                            // B2 arrived
    v_wmma_i32_16x16x16_iu8 v[20:27], v[133:136], v[182:185], v[20:27]
    s_waitcnt lgkmcnt(1)                            // B3 arrived
    v_wmma_i32_16x16x16_iu8 v[28:35], v[133:136], v[190:193], v[28:35]
    ds_load_b128 v[157:160], v216 offset:2304
    // row 1: A1 x B0..B3 (A1 arrived before B1); load-group actions between them
    v_wmma_i32_16x16x16_iu8 v[36:43], v[141:144], v[166:169], v[36:43]
    v_wmma_i32_16x16x16_iu8 v[44:51], v[141:144], v[174:177], v[44:51]
    v_wmma_i32_16x16x16_iu8 v[52:59], v[141:144], v[182:185], v[52:59]
    v_wmma_i32_16x16x16_iu8 v[60:67], v[141:144], v[190:193], v[60:67]
    // row 2: A2 x B0..B3
    s_waitcnt lgkmcnt(1)                            // A2 arrived
    v_wmma_i32_16x16x16_iu8 v[68:75], v[149:152], v[166:169], v[68:75]
    v_wmma_i32_16x16x16_iu8 v[76:83], v[149:152], v[174:177], v[76:83]
    v_wmma_i32_16x16x16_iu8 v[84:91], v[149:152], v[182:185], v[84:91]
    v_wmma_i32_16x16x16_iu8 v[92:99], v[149:152], v[190:193], v[92:99]
    // row 3: A3 x B0..B3
    s_waitcnt lgkmcnt(0)                            // A3 arrived
    v_wmma_i32_16x16x16_iu8 v[100:107], v[157:160], v[166:169], v[100:107]
    v_wmma_i32_16x16x16_iu8 v[108:115], v[157:160], v[174:177], v[108:115]
    v_wmma_i32_16x16x16_iu8 v[116:123], v[157:160], v[182:185], v[116:123]
    v_wmma_i32_16x16x16_iu8 v[124:131], v[157:160], v[190:193], v[124:131]
    s_branch .Lgemm_u8_i32_nt_64x64_occ4_reduce
.Lgemm_u8_i32_nt_64x64_occ4_single:
    s_waitcnt vmcnt(3)                             // tile t+1: group g0 arrived
    v_and_b32 v198, v220, v198   // K tail
    v_and_b32 v199, v221, v199   // K tail
    v_and_b32 v200, v222, v200   // K tail
    v_and_b32 v201, v223, v201   // K tail
    ds_store_b128 v218, v[198:201]
    s_waitcnt vmcnt(2)                             // tile t+1: group g1 arrived
    v_and_b32 v202, v220, v202   // K tail
    v_and_b32 v203, v221, v203   // K tail
    v_and_b32 v204, v222, v204   // K tail
    v_and_b32 v205, v223, v205   // K tail
    ds_store_b128 v218, v[202:205] offset:1536
    s_waitcnt vmcnt(1)                             // tile t+1: group g2 arrived
    v_and_b32 v206, v220, v206   // K tail
    v_and_b32 v207, v221, v207   // K tail
    v_and_b32 v208, v222, v208   // K tail
    v_and_b32 v209, v223, v209   // K tail
    ds_store_b128 v219, v[206:209]
    s_waitcnt vmcnt(0)                             // tile t+1: group g3 arrived
    v_and_b32 v210, v220, v210   // K tail
    v_and_b32 v211, v221, v211   // K tail
    v_and_b32 v212, v222, v212   // K tail
    v_and_b32 v213, v223, v213   // K tail
    ds_store_b128 v219, v[210:213] offset:1536
    s_waitcnt lgkmcnt(0)                                  // stores done before the barrier
    s_barrier                                             // the only tile is in buffer 0
    ds_load_b128 v[133:136], v216
    ds_load_b128 v[166:169], v217
    ds_load_b128 v[141:144], v216 offset:768
    ds_load_b128 v[174:177], v217 offset:768
    ds_load_b128 v[182:185], v217 offset:1536
    ds_load_b128 v[190:193], v217 offset:2304
    s_branch .Lgemm_u8_i32_nt_64x64_occ4_last0
.Lgemm_u8_i32_nt_64x64_occ4_reduce:
    // the pair (w, w+1) adds its partial sums through LDS: slot (wave w's block index * 2 + kh) * 4096
    s_barrier                                             // every wave is past its last operand read (each waited for its operands)
    v_lshlrev_b32 v141, 4, v0
    v_and_b32 v141, 496, v141                      // lane * 16
    s_and_b32 s58, s44, 0
    s_lshl_b32 s58, s58, 1
    s_add_u32 s59, s58, s45
    s_mul_i32 s59, s59, 4096             // my slot
    s_xor_b32 s58, s59, 4096                 // the partner's slot (kh flipped)
    v_add_nc_u32 v192, s59, v141
    v_add_nc_u32 v193, s58, v141
    // epilogue rows: half kh stores tile rows 2*kh.. of the block (C rows wm0 + 32*kh)
    s_mul_i32 s58, s45, 32
    s_add_u32 s48, s48, s58
    s_add_u32 s48, s48, s46
    s_add_u32 s49, s49, s47
    s_cmp_lg_u32 s45, 0
    s_cbranch_scc1 .Lgemm_u8_i32_nt_64x64_occ4_half1
    // round 0: send tile row 2 to the partner, add its tile row 0
    ds_store_b128 v192, v[68:71]
    ds_store_b128 v192, v[72:75] offset:512
    ds_store_b128 v192, v[76:79] offset:1024
    ds_store_b128 v192, v[80:83] offset:1536
    ds_store_b128 v192, v[84:87] offset:2048
    ds_store_b128 v192, v[88:91] offset:2560
    ds_store_b128 v192, v[92:95] offset:3072
    ds_store_b128 v192, v[96:99] offset:3584
    s_waitcnt lgkmcnt(0)                                  // my partial sums are in LDS
    s_barrier                                             // and the partner's
    ds_load_b128 v[133:136], v193
    ds_load_b128 v[137:140], v193 offset:512
    ds_load_b128 v[141:144], v193 offset:1024
    ds_load_b128 v[145:148], v193 offset:1536
    ds_load_b128 v[149:152], v193 offset:2048
    ds_load_b128 v[153:156], v193 offset:2560
    ds_load_b128 v[157:160], v193 offset:3072
    ds_load_b128 v[161:164], v193 offset:3584
    s_waitcnt lgkmcnt(0)                                  // the partner's tile row 0 arrived
    v_add_nc_u32 v4, v133, v4
    v_add_nc_u32 v5, v134, v5
    v_add_nc_u32 v6, v135, v6
    v_add_nc_u32 v7, v136, v7
    v_add_nc_u32 v8, v137, v8
    v_add_nc_u32 v9, v138, v9
    v_add_nc_u32 v10, v139, v10
    v_add_nc_u32 v11, v140, v11
    v_add_nc_u32 v12, v141, v12
    v_add_nc_u32 v13, v142, v13
    v_add_nc_u32 v14, v143, v14
    v_add_nc_u32 v15, v144, v15
    v_add_nc_u32 v16, v145, v16
    v_add_nc_u32 v17, v146, v17
    v_add_nc_u32 v18, v147, v18
    v_add_nc_u32 v19, v148, v19
    v_add_nc_u32 v20, v149, v20
    v_add_nc_u32 v21, v150, v21
    v_add_nc_u32 v22, v151, v22
    v_add_nc_u32 v23, v152, v23
    v_add_nc_u32 v24, v153, v24
    v_add_nc_u32 v25, v154, v25
    v_add_nc_u32 v26, v155, v26
    v_add_nc_u32 v27, v156, v27
    v_add_nc_u32 v28, v157, v28
    v_add_nc_u32 v29, v158, v29
    v_add_nc_u32 v30, v159, v30
    v_add_nc_u32 v31, v160, v31
    v_add_nc_u32 v32, v161, v32
    v_add_nc_u32 v33, v162, v33
    v_add_nc_u32 v34, v163, v34
    v_add_nc_u32 v35, v164, v35
    s_barrier                                             // both partners read round 0 (their waits above) before round 1 reuses the slots
    // round 1: send tile row 3 to the partner, add its tile row 1
    ds_store_b128 v192, v[100:103]
    ds_store_b128 v192, v[104:107] offset:512
    ds_store_b128 v192, v[108:111] offset:1024
    ds_store_b128 v192, v[112:115] offset:1536
    ds_store_b128 v192, v[116:119] offset:2048
    ds_store_b128 v192, v[120:123] offset:2560
    ds_store_b128 v192, v[124:127] offset:3072
    ds_store_b128 v192, v[128:131] offset:3584
    s_waitcnt lgkmcnt(0)                                  // my partial sums are in LDS
    s_barrier                                             // and the partner's
    ds_load_b128 v[133:136], v193
    ds_load_b128 v[137:140], v193 offset:512
    ds_load_b128 v[141:144], v193 offset:1024
    ds_load_b128 v[145:148], v193 offset:1536
    ds_load_b128 v[149:152], v193 offset:2048
    ds_load_b128 v[153:156], v193 offset:2560
    ds_load_b128 v[157:160], v193 offset:3072
    ds_load_b128 v[161:164], v193 offset:3584
    s_waitcnt lgkmcnt(0)                                  // the partner's tile row 1 arrived
    v_add_nc_u32 v36, v133, v36
    v_add_nc_u32 v37, v134, v37
    v_add_nc_u32 v38, v135, v38
    v_add_nc_u32 v39, v136, v39
    v_add_nc_u32 v40, v137, v40
    v_add_nc_u32 v41, v138, v41
    v_add_nc_u32 v42, v139, v42
    v_add_nc_u32 v43, v140, v43
    v_add_nc_u32 v44, v141, v44
    v_add_nc_u32 v45, v142, v45
    v_add_nc_u32 v46, v143, v46
    v_add_nc_u32 v47, v144, v47
    v_add_nc_u32 v48, v145, v48
    v_add_nc_u32 v49, v146, v49
    v_add_nc_u32 v50, v147, v50
    v_add_nc_u32 v51, v148, v51
    v_add_nc_u32 v52, v149, v52
    v_add_nc_u32 v53, v150, v53
    v_add_nc_u32 v54, v151, v54
    v_add_nc_u32 v55, v152, v55
    v_add_nc_u32 v56, v153, v56
    v_add_nc_u32 v57, v154, v57
    v_add_nc_u32 v58, v155, v58
    v_add_nc_u32 v59, v156, v59
    v_add_nc_u32 v60, v157, v60
    v_add_nc_u32 v61, v158, v61
    v_add_nc_u32 v62, v159, v62
    v_add_nc_u32 v63, v160, v63
    v_add_nc_u32 v64, v161, v64
    v_add_nc_u32 v65, v162, v65
    v_add_nc_u32 v66, v163, v66
    v_add_nc_u32 v67, v164, v67
    // 4 x 4 transposes between the lanes of each quad: lane bit 0 <-> VGPR bit 0, then bit 1 <-> bit 1
    s_mov_b32 vcc_lo, 0x55555555                        // stage 1: lanes keeping their own first VGPR of a pair
    v_cndmask_b32_dpp v68, v5, v4, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v70, v7, v6, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v72, v9, v8, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v74, v11, v10, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v76, v13, v12, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v78, v15, v14, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v80, v17, v16, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v82, v19, v18, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v84, v21, v20, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v86, v23, v22, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v88, v25, v24, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v90, v27, v26, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v92, v29, v28, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v94, v31, v30, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v96, v33, v32, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v98, v35, v34, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v100, v37, v36, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v102, v39, v38, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v104, v41, v40, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v106, v43, v42, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v108, v45, v44, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v110, v47, v46, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v112, v49, v48, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v114, v51, v50, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v116, v53, v52, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v118, v55, v54, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v120, v57, v56, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v122, v59, v58, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v124, v61, v60, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v126, v63, v62, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v128, v65, v64, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v130, v67, v66, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    s_mov_b32 vcc_lo, 0xaaaaaaaa                        // stage 1: lanes keeping their own second VGPR of a pair
    v_cndmask_b32_dpp v69, v4, v5, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v71, v6, v7, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v73, v8, v9, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v75, v10, v11, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v77, v12, v13, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v79, v14, v15, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v81, v16, v17, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v83, v18, v19, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v85, v20, v21, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v87, v22, v23, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v89, v24, v25, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v91, v26, v27, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v93, v28, v29, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v95, v30, v31, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v97, v32, v33, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v99, v34, v35, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v101, v36, v37, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v103, v38, v39, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v105, v40, v41, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v107, v42, v43, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v109, v44, v45, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v111, v46, v47, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v113, v48, v49, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v115, v50, v51, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v117, v52, v53, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v119, v54, v55, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v121, v56, v57, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v123, v58, v59, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v125, v60, v61, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v127, v62, v63, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v129, v64, v65, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v131, v66, v67, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    s_mov_b32 vcc_lo, 0x33333333                        // stage 2: lanes keeping their own first VGPR of a pair
    v_cndmask_b32_dpp v4, v70, v68, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v5, v71, v69, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v8, v74, v72, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v9, v75, v73, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v12, v78, v76, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v13, v79, v77, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v16, v82, v80, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v17, v83, v81, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v20, v86, v84, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v21, v87, v85, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v24, v90, v88, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v25, v91, v89, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v28, v94, v92, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v29, v95, v93, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v32, v98, v96, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v33, v99, v97, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v36, v102, v100, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v37, v103, v101, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v40, v106, v104, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v41, v107, v105, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v44, v110, v108, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v45, v111, v109, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v48, v114, v112, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v49, v115, v113, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v52, v118, v116, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v53, v119, v117, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v56, v122, v120, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v57, v123, v121, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v60, v126, v124, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v61, v127, v125, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v64, v130, v128, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v65, v131, v129, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    s_mov_b32 vcc_lo, 0xcccccccc                        // stage 2: lanes keeping their own second VGPR of a pair
    v_cndmask_b32_dpp v6, v68, v70, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v7, v69, v71, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v10, v72, v74, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v11, v73, v75, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v14, v76, v78, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v15, v77, v79, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v18, v80, v82, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v19, v81, v83, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v22, v84, v86, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v23, v85, v87, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v26, v88, v90, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v27, v89, v91, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v30, v92, v94, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v31, v93, v95, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v34, v96, v98, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v35, v97, v99, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v38, v100, v102, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v39, v101, v103, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v42, v104, v106, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v43, v105, v107, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v46, v108, v110, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v47, v109, v111, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v50, v112, v114, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v51, v113, v115, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v54, v116, v118, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v55, v117, v119, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v58, v120, v122, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v59, v121, v123, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v62, v124, v126, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v63, v125, v127, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v66, v128, v130, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v67, v129, v131, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    // epilogue: VGPRs 4g..4g+3 of acc[tm][tn] in lane l = 16h + 4q + j hold C[wm0 + 16(tm - 0) + 8g + 2j + h][wn0 + 16tn + 4q ..]
    v_and_b32 v141, 3, v0                              // j
    v_bfe_u32 v142, v0, 4, 1                          // h = lane / 16
    v_lshl_add_u32 v141, v141, 1, v142                    // 2j + h
    v_add_nc_u32 v190, s48, v141
    v_and_b32 v191, 12, v0                           // 4q
    v_add_nc_u32 v191, s49, v191
    v_mul_lo_u32 v190, v190, s19
    v_add_lshl_u32 v190, v190, v191, 2
    // alpha: acc *= alpha (i32)
    v_mul_lo_u32 v4, s20, v4
    v_mul_lo_u32 v5, s20, v5
    v_mul_lo_u32 v6, s20, v6
    v_mul_lo_u32 v7, s20, v7
    v_mul_lo_u32 v8, s20, v8
    v_mul_lo_u32 v9, s20, v9
    v_mul_lo_u32 v10, s20, v10
    v_mul_lo_u32 v11, s20, v11
    v_mul_lo_u32 v12, s20, v12
    v_mul_lo_u32 v13, s20, v13
    v_mul_lo_u32 v14, s20, v14
    v_mul_lo_u32 v15, s20, v15
    v_mul_lo_u32 v16, s20, v16
    v_mul_lo_u32 v17, s20, v17
    v_mul_lo_u32 v18, s20, v18
    v_mul_lo_u32 v19, s20, v19
    v_mul_lo_u32 v20, s20, v20
    v_mul_lo_u32 v21, s20, v21
    v_mul_lo_u32 v22, s20, v22
    v_mul_lo_u32 v23, s20, v23
    v_mul_lo_u32 v24, s20, v24
    v_mul_lo_u32 v25, s20, v25
    v_mul_lo_u32 v26, s20, v26
    v_mul_lo_u32 v27, s20, v27
    v_mul_lo_u32 v28, s20, v28
    v_mul_lo_u32 v29, s20, v29
    v_mul_lo_u32 v30, s20, v30
    v_mul_lo_u32 v31, s20, v31
    v_mul_lo_u32 v32, s20, v32
    v_mul_lo_u32 v33, s20, v33
    v_mul_lo_u32 v34, s20, v34
    v_mul_lo_u32 v35, s20, v35
    v_mul_lo_u32 v36, s20, v36
    v_mul_lo_u32 v37, s20, v37
    v_mul_lo_u32 v38, s20, v38
    v_mul_lo_u32 v39, s20, v39
    v_mul_lo_u32 v40, s20, v40
    v_mul_lo_u32 v41, s20, v41
    v_mul_lo_u32 v42, s20, v42
    v_mul_lo_u32 v43, s20, v43
    v_mul_lo_u32 v44, s20, v44
    v_mul_lo_u32 v45, s20, v45
    v_mul_lo_u32 v46, s20, v46
    v_mul_lo_u32 v47, s20, v47
    v_mul_lo_u32 v48, s20, v48
    v_mul_lo_u32 v49, s20, v49
    v_mul_lo_u32 v50, s20, v50
    v_mul_lo_u32 v51, s20, v51
    v_mul_lo_u32 v52, s20, v52
    v_mul_lo_u32 v53, s20, v53
    v_mul_lo_u32 v54, s20, v54
    v_mul_lo_u32 v55, s20, v55
    v_mul_lo_u32 v56, s20, v56
    v_mul_lo_u32 v57, s20, v57
    v_mul_lo_u32 v58, s20, v58
    v_mul_lo_u32 v59, s20, v59
    v_mul_lo_u32 v60, s20, v60
    v_mul_lo_u32 v61, s20, v61
    v_mul_lo_u32 v62, s20, v62
    v_mul_lo_u32 v63, s20, v63
    v_mul_lo_u32 v64, s20, v64
    v_mul_lo_u32 v65, s20, v65
    v_mul_lo_u32 v66, s20, v66
    v_mul_lo_u32 v67, s20, v67
    s_lshl_b32 s62, s19, 5                        // eight rows of C in bytes
    s_cmp_eq_u32 s21, 0
    s_cbranch_scc1 .Lgemm_u8_i32_nt_64x64_occ4_h0_wstore                              // beta == 0: C is never read
    // beta != 0, full lanes: acc += beta * C_old, one column block at a time (4 loads in flight)
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 3
    v_cmpx_gt_i32 s61, v191                             // EXEC: C_old columns col..col+3 < N of block 0
    s_mov_b32 s60, 0
    buffer_load_b128 v[137:140], v190, s[40:43], s60 offen
    s_add_u32 s60, s60, s62
    buffer_load_b128 v[145:148], v190, s[40:43], s60 offen
    s_add_u32 s60, s60, s62
    buffer_load_b128 v[153:156], v190, s[40:43], s60 offen
    s_add_u32 s60, s60, s62
    buffer_load_b128 v[161:164], v190, s[40:43], s60 offen
    s_waitcnt vmcnt(3)                                     // C_old of group 0 (tile row 0, rows 8*0..)
    v_mul_lo_u32 v137, s21, v137
    v_add_nc_u32 v4, v137, v4
    v_mul_lo_u32 v138, s21, v138
    v_add_nc_u32 v5, v138, v5
    v_mul_lo_u32 v139, s21, v139
    v_add_nc_u32 v6, v139, v6
    v_mul_lo_u32 v140, s21, v140
    v_add_nc_u32 v7, v140, v7
    s_waitcnt vmcnt(2)                                     // C_old of group 1 (tile row 0, rows 8*1..)
    v_mul_lo_u32 v145, s21, v145
    v_add_nc_u32 v8, v145, v8
    v_mul_lo_u32 v146, s21, v146
    v_add_nc_u32 v9, v146, v9
    v_mul_lo_u32 v147, s21, v147
    v_add_nc_u32 v10, v147, v10
    v_mul_lo_u32 v148, s21, v148
    v_add_nc_u32 v11, v148, v11
    s_waitcnt vmcnt(1)                                     // C_old of group 2 (tile row 1, rows 8*0..)
    v_mul_lo_u32 v153, s21, v153
    v_add_nc_u32 v36, v153, v36
    v_mul_lo_u32 v154, s21, v154
    v_add_nc_u32 v37, v154, v37
    v_mul_lo_u32 v155, s21, v155
    v_add_nc_u32 v38, v155, v38
    v_mul_lo_u32 v156, s21, v156
    v_add_nc_u32 v39, v156, v39
    s_waitcnt vmcnt(0)                                     // C_old of group 3 (tile row 1, rows 8*1..)
    v_mul_lo_u32 v161, s21, v161
    v_add_nc_u32 v40, v161, v40
    v_mul_lo_u32 v162, s21, v162
    v_add_nc_u32 v41, v162, v41
    v_mul_lo_u32 v163, s21, v163
    v_add_nc_u32 v42, v163, v42
    v_mul_lo_u32 v164, s21, v164
    v_add_nc_u32 v43, v164, v43
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 19
    v_cmpx_gt_i32 s61, v191                             // EXEC: C_old columns col..col+3 < N of block 1
    s_mov_b32 s60, 0
    buffer_load_b128 v[137:140], v190, s[40:43], s60 offen offset:64
    s_add_u32 s60, s60, s62
    buffer_load_b128 v[145:148], v190, s[40:43], s60 offen offset:64
    s_add_u32 s60, s60, s62
    buffer_load_b128 v[153:156], v190, s[40:43], s60 offen offset:64
    s_add_u32 s60, s60, s62
    buffer_load_b128 v[161:164], v190, s[40:43], s60 offen offset:64
    s_waitcnt vmcnt(3)                                     // C_old of group 0 (tile row 0, rows 8*0..)
    v_mul_lo_u32 v137, s21, v137
    v_add_nc_u32 v12, v137, v12
    v_mul_lo_u32 v138, s21, v138
    v_add_nc_u32 v13, v138, v13
    v_mul_lo_u32 v139, s21, v139
    v_add_nc_u32 v14, v139, v14
    v_mul_lo_u32 v140, s21, v140
    v_add_nc_u32 v15, v140, v15
    s_waitcnt vmcnt(2)                                     // C_old of group 1 (tile row 0, rows 8*1..)
    v_mul_lo_u32 v145, s21, v145
    v_add_nc_u32 v16, v145, v16
    v_mul_lo_u32 v146, s21, v146
    v_add_nc_u32 v17, v146, v17
    v_mul_lo_u32 v147, s21, v147
    v_add_nc_u32 v18, v147, v18
    v_mul_lo_u32 v148, s21, v148
    v_add_nc_u32 v19, v148, v19
    s_waitcnt vmcnt(1)                                     // C_old of group 2 (tile row 1, rows 8*0..)
    v_mul_lo_u32 v153, s21, v153
    v_add_nc_u32 v44, v153, v44
    v_mul_lo_u32 v154, s21, v154
    v_add_nc_u32 v45, v154, v45
    v_mul_lo_u32 v155, s21, v155
    v_add_nc_u32 v46, v155, v46
    v_mul_lo_u32 v156, s21, v156
    v_add_nc_u32 v47, v156, v47
    s_waitcnt vmcnt(0)                                     // C_old of group 3 (tile row 1, rows 8*1..)
    v_mul_lo_u32 v161, s21, v161
    v_add_nc_u32 v48, v161, v48
    v_mul_lo_u32 v162, s21, v162
    v_add_nc_u32 v49, v162, v49
    v_mul_lo_u32 v163, s21, v163
    v_add_nc_u32 v50, v163, v50
    v_mul_lo_u32 v164, s21, v164
    v_add_nc_u32 v51, v164, v51
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 35
    v_cmpx_gt_i32 s61, v191                             // EXEC: C_old columns col..col+3 < N of block 2
    s_mov_b32 s60, 0
    buffer_load_b128 v[137:140], v190, s[40:43], s60 offen offset:128
    s_add_u32 s60, s60, s62
    buffer_load_b128 v[145:148], v190, s[40:43], s60 offen offset:128
    s_add_u32 s60, s60, s62
    buffer_load_b128 v[153:156], v190, s[40:43], s60 offen offset:128
    s_add_u32 s60, s60, s62
    buffer_load_b128 v[161:164], v190, s[40:43], s60 offen offset:128
    s_waitcnt vmcnt(3)                                     // C_old of group 0 (tile row 0, rows 8*0..)
    v_mul_lo_u32 v137, s21, v137
    v_add_nc_u32 v20, v137, v20
    v_mul_lo_u32 v138, s21, v138
    v_add_nc_u32 v21, v138, v21
    v_mul_lo_u32 v139, s21, v139
    v_add_nc_u32 v22, v139, v22
    v_mul_lo_u32 v140, s21, v140
    v_add_nc_u32 v23, v140, v23
    s_waitcnt vmcnt(2)                                     // C_old of group 1 (tile row 0, rows 8*1..)
    v_mul_lo_u32 v145, s21, v145
    v_add_nc_u32 v24, v145, v24
    v_mul_lo_u32 v146, s21, v146
    v_add_nc_u32 v25, v146, v25
    v_mul_lo_u32 v147, s21, v147
    v_add_nc_u32 v26, v147, v26
    v_mul_lo_u32 v148, s21, v148
    v_add_nc_u32 v27, v148, v27
    s_waitcnt vmcnt(1)                                     // C_old of group 2 (tile row 1, rows 8*0..)
    v_mul_lo_u32 v153, s21, v153
    v_add_nc_u32 v52, v153, v52
    v_mul_lo_u32 v154, s21, v154
    v_add_nc_u32 v53, v154, v53
    v_mul_lo_u32 v155, s21, v155
    v_add_nc_u32 v54, v155, v54
    v_mul_lo_u32 v156, s21, v156
    v_add_nc_u32 v55, v156, v55
    s_waitcnt vmcnt(0)                                     // C_old of group 3 (tile row 1, rows 8*1..)
    v_mul_lo_u32 v161, s21, v161
    v_add_nc_u32 v56, v161, v56
    v_mul_lo_u32 v162, s21, v162
    v_add_nc_u32 v57, v162, v57
    v_mul_lo_u32 v163, s21, v163
    v_add_nc_u32 v58, v163, v58
    v_mul_lo_u32 v164, s21, v164
    v_add_nc_u32 v59, v164, v59
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 51
    v_cmpx_gt_i32 s61, v191                             // EXEC: C_old columns col..col+3 < N of block 3
    s_mov_b32 s60, 0
    buffer_load_b128 v[137:140], v190, s[40:43], s60 offen offset:192
    s_add_u32 s60, s60, s62
    buffer_load_b128 v[145:148], v190, s[40:43], s60 offen offset:192
    s_add_u32 s60, s60, s62
    buffer_load_b128 v[153:156], v190, s[40:43], s60 offen offset:192
    s_add_u32 s60, s60, s62
    buffer_load_b128 v[161:164], v190, s[40:43], s60 offen offset:192
    s_waitcnt vmcnt(3)                                     // C_old of group 0 (tile row 0, rows 8*0..)
    v_mul_lo_u32 v137, s21, v137
    v_add_nc_u32 v28, v137, v28
    v_mul_lo_u32 v138, s21, v138
    v_add_nc_u32 v29, v138, v29
    v_mul_lo_u32 v139, s21, v139
    v_add_nc_u32 v30, v139, v30
    v_mul_lo_u32 v140, s21, v140
    v_add_nc_u32 v31, v140, v31
    s_waitcnt vmcnt(2)                                     // C_old of group 1 (tile row 0, rows 8*1..)
    v_mul_lo_u32 v145, s21, v145
    v_add_nc_u32 v32, v145, v32
    v_mul_lo_u32 v146, s21, v146
    v_add_nc_u32 v33, v146, v33
    v_mul_lo_u32 v147, s21, v147
    v_add_nc_u32 v34, v147, v34
    v_mul_lo_u32 v148, s21, v148
    v_add_nc_u32 v35, v148, v35
    s_waitcnt vmcnt(1)                                     // C_old of group 2 (tile row 1, rows 8*0..)
    v_mul_lo_u32 v153, s21, v153
    v_add_nc_u32 v60, v153, v60
    v_mul_lo_u32 v154, s21, v154
    v_add_nc_u32 v61, v154, v61
    v_mul_lo_u32 v155, s21, v155
    v_add_nc_u32 v62, v155, v62
    v_mul_lo_u32 v156, s21, v156
    v_add_nc_u32 v63, v156, v63
    s_waitcnt vmcnt(0)                                     // C_old of group 3 (tile row 1, rows 8*1..)
    v_mul_lo_u32 v161, s21, v161
    v_add_nc_u32 v64, v161, v64
    v_mul_lo_u32 v162, s21, v162
    v_add_nc_u32 v65, v162, v65
    v_mul_lo_u32 v163, s21, v163
    v_add_nc_u32 v66, v163, v66
    v_mul_lo_u32 v164, s21, v164
    v_add_nc_u32 v67, v164, v67
    // beta != 0, partial lanes (N % 4 != 0): column col + s < N one element at a time
    s_mov_b32 exec_lo, -1
    s_and_b32 s58, s15, 3
    s_cbranch_scc0 .Lgemm_u8_i32_nt_64x64_occ4_h0_wstore                              // N % 4 == 0: no lane is partial
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 3
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 0 crossing N (column col + 0)
    s_sub_u32 s61, s15, 0
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 0 < N, block 0 (C_old)
    s_mov_b32 s60, 0
    buffer_load_b32 v137, v190, s[40:43], s60 offen
    s_add_u32 s60, s60, s62
    buffer_load_b32 v145, v190, s[40:43], s60 offen
    s_add_u32 s60, s60, s62
    buffer_load_b32 v153, v190, s[40:43], s60 offen
    s_add_u32 s60, s60, s62
    buffer_load_b32 v161, v190, s[40:43], s60 offen
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 0
    v_mul_lo_u32 v137, s21, v137
    v_add_nc_u32 v4, v137, v4
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 0
    v_mul_lo_u32 v145, s21, v145
    v_add_nc_u32 v8, v145, v8
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 0
    v_mul_lo_u32 v153, s21, v153
    v_add_nc_u32 v36, v153, v36
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 0
    v_mul_lo_u32 v161, s21, v161
    v_add_nc_u32 v40, v161, v40
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 3
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 0 crossing N (column col + 1)
    s_sub_u32 s61, s15, 1
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 1 < N, block 0 (C_old)
    s_mov_b32 s60, 0
    buffer_load_b32 v138, v190, s[40:43], s60 offen offset:4
    s_add_u32 s60, s60, s62
    buffer_load_b32 v146, v190, s[40:43], s60 offen offset:4
    s_add_u32 s60, s60, s62
    buffer_load_b32 v154, v190, s[40:43], s60 offen offset:4
    s_add_u32 s60, s60, s62
    buffer_load_b32 v162, v190, s[40:43], s60 offen offset:4
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 1
    v_mul_lo_u32 v138, s21, v138
    v_add_nc_u32 v5, v138, v5
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 1
    v_mul_lo_u32 v146, s21, v146
    v_add_nc_u32 v9, v146, v9
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 1
    v_mul_lo_u32 v154, s21, v154
    v_add_nc_u32 v37, v154, v37
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 1
    v_mul_lo_u32 v162, s21, v162
    v_add_nc_u32 v41, v162, v41
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 3
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 0 crossing N (column col + 2)
    s_sub_u32 s61, s15, 2
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 2 < N, block 0 (C_old)
    s_mov_b32 s60, 0
    buffer_load_b32 v139, v190, s[40:43], s60 offen offset:8
    s_add_u32 s60, s60, s62
    buffer_load_b32 v147, v190, s[40:43], s60 offen offset:8
    s_add_u32 s60, s60, s62
    buffer_load_b32 v155, v190, s[40:43], s60 offen offset:8
    s_add_u32 s60, s60, s62
    buffer_load_b32 v163, v190, s[40:43], s60 offen offset:8
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 2
    v_mul_lo_u32 v139, s21, v139
    v_add_nc_u32 v6, v139, v6
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 2
    v_mul_lo_u32 v147, s21, v147
    v_add_nc_u32 v10, v147, v10
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 2
    v_mul_lo_u32 v155, s21, v155
    v_add_nc_u32 v38, v155, v38
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 2
    v_mul_lo_u32 v163, s21, v163
    v_add_nc_u32 v42, v163, v42
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 19
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 1 crossing N (column col + 0)
    s_sub_u32 s61, s15, 16
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 0 < N, block 1 (C_old)
    s_mov_b32 s60, 0
    buffer_load_b32 v137, v190, s[40:43], s60 offen offset:64
    s_add_u32 s60, s60, s62
    buffer_load_b32 v145, v190, s[40:43], s60 offen offset:64
    s_add_u32 s60, s60, s62
    buffer_load_b32 v153, v190, s[40:43], s60 offen offset:64
    s_add_u32 s60, s60, s62
    buffer_load_b32 v161, v190, s[40:43], s60 offen offset:64
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 0
    v_mul_lo_u32 v137, s21, v137
    v_add_nc_u32 v12, v137, v12
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 0
    v_mul_lo_u32 v145, s21, v145
    v_add_nc_u32 v16, v145, v16
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 0
    v_mul_lo_u32 v153, s21, v153
    v_add_nc_u32 v44, v153, v44
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 0
    v_mul_lo_u32 v161, s21, v161
    v_add_nc_u32 v48, v161, v48
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 19
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 1 crossing N (column col + 1)
    s_sub_u32 s61, s15, 17
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 1 < N, block 1 (C_old)
    s_mov_b32 s60, 0
    buffer_load_b32 v138, v190, s[40:43], s60 offen offset:68
    s_add_u32 s60, s60, s62
    buffer_load_b32 v146, v190, s[40:43], s60 offen offset:68
    s_add_u32 s60, s60, s62
    buffer_load_b32 v154, v190, s[40:43], s60 offen offset:68
    s_add_u32 s60, s60, s62
    buffer_load_b32 v162, v190, s[40:43], s60 offen offset:68
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 1
    v_mul_lo_u32 v138, s21, v138
    v_add_nc_u32 v13, v138, v13
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 1
    v_mul_lo_u32 v146, s21, v146
    v_add_nc_u32 v17, v146, v17
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 1
    v_mul_lo_u32 v154, s21, v154
    v_add_nc_u32 v45, v154, v45
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 1
    v_mul_lo_u32 v162, s21, v162
    v_add_nc_u32 v49, v162, v49
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 19
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 1 crossing N (column col + 2)
    s_sub_u32 s61, s15, 18
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 2 < N, block 1 (C_old)
    s_mov_b32 s60, 0
    buffer_load_b32 v139, v190, s[40:43], s60 offen offset:72
    s_add_u32 s60, s60, s62
    buffer_load_b32 v147, v190, s[40:43], s60 offen offset:72
    s_add_u32 s60, s60, s62
    buffer_load_b32 v155, v190, s[40:43], s60 offen offset:72
    s_add_u32 s60, s60, s62
    buffer_load_b32 v163, v190, s[40:43], s60 offen offset:72
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 2
    v_mul_lo_u32 v139, s21, v139
    v_add_nc_u32 v14, v139, v14
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 2
    v_mul_lo_u32 v147, s21, v147
    v_add_nc_u32 v18, v147, v18
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 2
    v_mul_lo_u32 v155, s21, v155
    v_add_nc_u32 v46, v155, v46
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 2
    v_mul_lo_u32 v163, s21, v163
    v_add_nc_u32 v50, v163, v50
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 35
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 2 crossing N (column col + 0)
    s_sub_u32 s61, s15, 32
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 0 < N, block 2 (C_old)
    s_mov_b32 s60, 0
    buffer_load_b32 v137, v190, s[40:43], s60 offen offset:128
    s_add_u32 s60, s60, s62
    buffer_load_b32 v145, v190, s[40:43], s60 offen offset:128
    s_add_u32 s60, s60, s62
    buffer_load_b32 v153, v190, s[40:43], s60 offen offset:128
    s_add_u32 s60, s60, s62
    buffer_load_b32 v161, v190, s[40:43], s60 offen offset:128
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 0
    v_mul_lo_u32 v137, s21, v137
    v_add_nc_u32 v20, v137, v20
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 0
    v_mul_lo_u32 v145, s21, v145
    v_add_nc_u32 v24, v145, v24
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 0
    v_mul_lo_u32 v153, s21, v153
    v_add_nc_u32 v52, v153, v52
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 0
    v_mul_lo_u32 v161, s21, v161
    v_add_nc_u32 v56, v161, v56
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 35
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 2 crossing N (column col + 1)
    s_sub_u32 s61, s15, 33
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 1 < N, block 2 (C_old)
    s_mov_b32 s60, 0
    buffer_load_b32 v138, v190, s[40:43], s60 offen offset:132
    s_add_u32 s60, s60, s62
    buffer_load_b32 v146, v190, s[40:43], s60 offen offset:132
    s_add_u32 s60, s60, s62
    buffer_load_b32 v154, v190, s[40:43], s60 offen offset:132
    s_add_u32 s60, s60, s62
    buffer_load_b32 v162, v190, s[40:43], s60 offen offset:132
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 1
    v_mul_lo_u32 v138, s21, v138
    v_add_nc_u32 v21, v138, v21
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 1
    v_mul_lo_u32 v146, s21, v146
    v_add_nc_u32 v25, v146, v25
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 1
    v_mul_lo_u32 v154, s21, v154
    v_add_nc_u32 v53, v154, v53
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 1
    v_mul_lo_u32 v162, s21, v162
    v_add_nc_u32 v57, v162, v57
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 35
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 2 crossing N (column col + 2)
    s_sub_u32 s61, s15, 34
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 2 < N, block 2 (C_old)
    s_mov_b32 s60, 0
    buffer_load_b32 v139, v190, s[40:43], s60 offen offset:136
    s_add_u32 s60, s60, s62
    buffer_load_b32 v147, v190, s[40:43], s60 offen offset:136
    s_add_u32 s60, s60, s62
    buffer_load_b32 v155, v190, s[40:43], s60 offen offset:136
    s_add_u32 s60, s60, s62
    buffer_load_b32 v163, v190, s[40:43], s60 offen offset:136
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 2
    v_mul_lo_u32 v139, s21, v139
    v_add_nc_u32 v22, v139, v22
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 2
    v_mul_lo_u32 v147, s21, v147
    v_add_nc_u32 v26, v147, v26
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 2
    v_mul_lo_u32 v155, s21, v155
    v_add_nc_u32 v54, v155, v54
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 2
    v_mul_lo_u32 v163, s21, v163
    v_add_nc_u32 v58, v163, v58
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 51
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 3 crossing N (column col + 0)
    s_sub_u32 s61, s15, 48
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 0 < N, block 3 (C_old)
    s_mov_b32 s60, 0
    buffer_load_b32 v137, v190, s[40:43], s60 offen offset:192
    s_add_u32 s60, s60, s62
    buffer_load_b32 v145, v190, s[40:43], s60 offen offset:192
    s_add_u32 s60, s60, s62
    buffer_load_b32 v153, v190, s[40:43], s60 offen offset:192
    s_add_u32 s60, s60, s62
    buffer_load_b32 v161, v190, s[40:43], s60 offen offset:192
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 0
    v_mul_lo_u32 v137, s21, v137
    v_add_nc_u32 v28, v137, v28
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 0
    v_mul_lo_u32 v145, s21, v145
    v_add_nc_u32 v32, v145, v32
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 0
    v_mul_lo_u32 v153, s21, v153
    v_add_nc_u32 v60, v153, v60
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 0
    v_mul_lo_u32 v161, s21, v161
    v_add_nc_u32 v64, v161, v64
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 51
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 3 crossing N (column col + 1)
    s_sub_u32 s61, s15, 49
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 1 < N, block 3 (C_old)
    s_mov_b32 s60, 0
    buffer_load_b32 v138, v190, s[40:43], s60 offen offset:196
    s_add_u32 s60, s60, s62
    buffer_load_b32 v146, v190, s[40:43], s60 offen offset:196
    s_add_u32 s60, s60, s62
    buffer_load_b32 v154, v190, s[40:43], s60 offen offset:196
    s_add_u32 s60, s60, s62
    buffer_load_b32 v162, v190, s[40:43], s60 offen offset:196
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 1
    v_mul_lo_u32 v138, s21, v138
    v_add_nc_u32 v29, v138, v29
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 1
    v_mul_lo_u32 v146, s21, v146
    v_add_nc_u32 v33, v146, v33
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 1
    v_mul_lo_u32 v154, s21, v154
    v_add_nc_u32 v61, v154, v61
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 1
    v_mul_lo_u32 v162, s21, v162
    v_add_nc_u32 v65, v162, v65
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 51
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 3 crossing N (column col + 2)
    s_sub_u32 s61, s15, 50
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 2 < N, block 3 (C_old)
    s_mov_b32 s60, 0
    buffer_load_b32 v139, v190, s[40:43], s60 offen offset:200
    s_add_u32 s60, s60, s62
    buffer_load_b32 v147, v190, s[40:43], s60 offen offset:200
    s_add_u32 s60, s60, s62
    buffer_load_b32 v155, v190, s[40:43], s60 offen offset:200
    s_add_u32 s60, s60, s62
    buffer_load_b32 v163, v190, s[40:43], s60 offen offset:200
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 2
    v_mul_lo_u32 v139, s21, v139
    v_add_nc_u32 v30, v139, v30
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 2
    v_mul_lo_u32 v147, s21, v147
    v_add_nc_u32 v34, v147, v34
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 2
    v_mul_lo_u32 v155, s21, v155
    v_add_nc_u32 v62, v155, v62
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 2
    v_mul_lo_u32 v163, s21, v163
    v_add_nc_u32 v66, v163, v66
.Lgemm_u8_i32_nt_64x64_occ4_h0_wstore:
    s_mov_b32 exec_lo, -1                                            // (the beta path left EXEC at a block's columns)
    // full lanes: one b128 store per group of four columns
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 3
    v_cmpx_gt_i32 s61, v191                             // EXEC: columns col..col+3 < N of block 0
    s_mov_b32 s60, 0
    buffer_store_b128 v[4:7], v190, s[40:43], s60 offen
    s_add_u32 s60, s60, s62
    buffer_store_b128 v[8:11], v190, s[40:43], s60 offen
    s_add_u32 s60, s60, s62
    buffer_store_b128 v[36:39], v190, s[40:43], s60 offen
    s_add_u32 s60, s60, s62
    buffer_store_b128 v[40:43], v190, s[40:43], s60 offen
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 19
    v_cmpx_gt_i32 s61, v191                             // EXEC: columns col..col+3 < N of block 1
    s_mov_b32 s60, 0
    buffer_store_b128 v[12:15], v190, s[40:43], s60 offen offset:64
    s_add_u32 s60, s60, s62
    buffer_store_b128 v[16:19], v190, s[40:43], s60 offen offset:64
    s_add_u32 s60, s60, s62
    buffer_store_b128 v[44:47], v190, s[40:43], s60 offen offset:64
    s_add_u32 s60, s60, s62
    buffer_store_b128 v[48:51], v190, s[40:43], s60 offen offset:64
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 35
    v_cmpx_gt_i32 s61, v191                             // EXEC: columns col..col+3 < N of block 2
    s_mov_b32 s60, 0
    buffer_store_b128 v[20:23], v190, s[40:43], s60 offen offset:128
    s_add_u32 s60, s60, s62
    buffer_store_b128 v[24:27], v190, s[40:43], s60 offen offset:128
    s_add_u32 s60, s60, s62
    buffer_store_b128 v[52:55], v190, s[40:43], s60 offen offset:128
    s_add_u32 s60, s60, s62
    buffer_store_b128 v[56:59], v190, s[40:43], s60 offen offset:128
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 51
    v_cmpx_gt_i32 s61, v191                             // EXEC: columns col..col+3 < N of block 3
    s_mov_b32 s60, 0
    buffer_store_b128 v[28:31], v190, s[40:43], s60 offen offset:192
    s_add_u32 s60, s60, s62
    buffer_store_b128 v[32:35], v190, s[40:43], s60 offen offset:192
    s_add_u32 s60, s60, s62
    buffer_store_b128 v[60:63], v190, s[40:43], s60 offen offset:192
    s_add_u32 s60, s60, s62
    buffer_store_b128 v[64:67], v190, s[40:43], s60 offen offset:192
    // partial lanes (N % 4 != 0): the columns col + s < N one element at a time
    s_mov_b32 exec_lo, -1
    s_and_b32 s58, s15, 3
    s_cbranch_scc0 .Lgemm_u8_i32_nt_64x64_occ4_h0_wdone                               // N % 4 == 0: no lane is partial
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 3
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 0 crossing N (column col + 0)
    s_sub_u32 s61, s15, 0
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 0 < N, block 0 (store)
    s_mov_b32 s60, 0
    buffer_store_b32 v4, v190, s[40:43], s60 offen
    s_add_u32 s60, s60, s62
    buffer_store_b32 v8, v190, s[40:43], s60 offen
    s_add_u32 s60, s60, s62
    buffer_store_b32 v36, v190, s[40:43], s60 offen
    s_add_u32 s60, s60, s62
    buffer_store_b32 v40, v190, s[40:43], s60 offen
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 3
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 0 crossing N (column col + 1)
    s_sub_u32 s61, s15, 1
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 1 < N, block 0 (store)
    s_mov_b32 s60, 0
    buffer_store_b32 v5, v190, s[40:43], s60 offen offset:4
    s_add_u32 s60, s60, s62
    buffer_store_b32 v9, v190, s[40:43], s60 offen offset:4
    s_add_u32 s60, s60, s62
    buffer_store_b32 v37, v190, s[40:43], s60 offen offset:4
    s_add_u32 s60, s60, s62
    buffer_store_b32 v41, v190, s[40:43], s60 offen offset:4
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 3
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 0 crossing N (column col + 2)
    s_sub_u32 s61, s15, 2
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 2 < N, block 0 (store)
    s_mov_b32 s60, 0
    buffer_store_b32 v6, v190, s[40:43], s60 offen offset:8
    s_add_u32 s60, s60, s62
    buffer_store_b32 v10, v190, s[40:43], s60 offen offset:8
    s_add_u32 s60, s60, s62
    buffer_store_b32 v38, v190, s[40:43], s60 offen offset:8
    s_add_u32 s60, s60, s62
    buffer_store_b32 v42, v190, s[40:43], s60 offen offset:8
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 19
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 1 crossing N (column col + 0)
    s_sub_u32 s61, s15, 16
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 0 < N, block 1 (store)
    s_mov_b32 s60, 0
    buffer_store_b32 v12, v190, s[40:43], s60 offen offset:64
    s_add_u32 s60, s60, s62
    buffer_store_b32 v16, v190, s[40:43], s60 offen offset:64
    s_add_u32 s60, s60, s62
    buffer_store_b32 v44, v190, s[40:43], s60 offen offset:64
    s_add_u32 s60, s60, s62
    buffer_store_b32 v48, v190, s[40:43], s60 offen offset:64
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 19
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 1 crossing N (column col + 1)
    s_sub_u32 s61, s15, 17
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 1 < N, block 1 (store)
    s_mov_b32 s60, 0
    buffer_store_b32 v13, v190, s[40:43], s60 offen offset:68
    s_add_u32 s60, s60, s62
    buffer_store_b32 v17, v190, s[40:43], s60 offen offset:68
    s_add_u32 s60, s60, s62
    buffer_store_b32 v45, v190, s[40:43], s60 offen offset:68
    s_add_u32 s60, s60, s62
    buffer_store_b32 v49, v190, s[40:43], s60 offen offset:68
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 19
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 1 crossing N (column col + 2)
    s_sub_u32 s61, s15, 18
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 2 < N, block 1 (store)
    s_mov_b32 s60, 0
    buffer_store_b32 v14, v190, s[40:43], s60 offen offset:72
    s_add_u32 s60, s60, s62
    buffer_store_b32 v18, v190, s[40:43], s60 offen offset:72
    s_add_u32 s60, s60, s62
    buffer_store_b32 v46, v190, s[40:43], s60 offen offset:72
    s_add_u32 s60, s60, s62
    buffer_store_b32 v50, v190, s[40:43], s60 offen offset:72
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 35
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 2 crossing N (column col + 0)
    s_sub_u32 s61, s15, 32
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 0 < N, block 2 (store)
    s_mov_b32 s60, 0
    buffer_store_b32 v20, v190, s[40:43], s60 offen offset:128
    s_add_u32 s60, s60, s62
    buffer_store_b32 v24, v190, s[40:43], s60 offen offset:128
    s_add_u32 s60, s60, s62
    buffer_store_b32 v52, v190, s[40:43], s60 offen offset:128
    s_add_u32 s60, s60, s62
    buffer_store_b32 v56, v190, s[40:43], s60 offen offset:128
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 35
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 2 crossing N (column col + 1)
    s_sub_u32 s61, s15, 33
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 1 < N, block 2 (store)
    s_mov_b32 s60, 0
    buffer_store_b32 v21, v190, s[40:43], s60 offen offset:132
    s_add_u32 s60, s60, s62
    buffer_store_b32 v25, v190, s[40:43], s60 offen offset:132
    s_add_u32 s60, s60, s62
    buffer_store_b32 v53, v190, s[40:43], s60 offen offset:132
    s_add_u32 s60, s60, s62
    buffer_store_b32 v57, v190, s[40:43], s60 offen offset:132
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 35
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 2 crossing N (column col + 2)
    s_sub_u32 s61, s15, 34
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 2 < N, block 2 (store)
    s_mov_b32 s60, 0
    buffer_store_b32 v22, v190, s[40:43], s60 offen offset:136
    s_add_u32 s60, s60, s62
    buffer_store_b32 v26, v190, s[40:43], s60 offen offset:136
    s_add_u32 s60, s60, s62
    buffer_store_b32 v54, v190, s[40:43], s60 offen offset:136
    s_add_u32 s60, s60, s62
    buffer_store_b32 v58, v190, s[40:43], s60 offen offset:136
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 51
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 3 crossing N (column col + 0)
    s_sub_u32 s61, s15, 48
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 0 < N, block 3 (store)
    s_mov_b32 s60, 0
    buffer_store_b32 v28, v190, s[40:43], s60 offen offset:192
    s_add_u32 s60, s60, s62
    buffer_store_b32 v32, v190, s[40:43], s60 offen offset:192
    s_add_u32 s60, s60, s62
    buffer_store_b32 v60, v190, s[40:43], s60 offen offset:192
    s_add_u32 s60, s60, s62
    buffer_store_b32 v64, v190, s[40:43], s60 offen offset:192
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 51
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 3 crossing N (column col + 1)
    s_sub_u32 s61, s15, 49
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 1 < N, block 3 (store)
    s_mov_b32 s60, 0
    buffer_store_b32 v29, v190, s[40:43], s60 offen offset:196
    s_add_u32 s60, s60, s62
    buffer_store_b32 v33, v190, s[40:43], s60 offen offset:196
    s_add_u32 s60, s60, s62
    buffer_store_b32 v61, v190, s[40:43], s60 offen offset:196
    s_add_u32 s60, s60, s62
    buffer_store_b32 v65, v190, s[40:43], s60 offen offset:196
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 51
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 3 crossing N (column col + 2)
    s_sub_u32 s61, s15, 50
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 2 < N, block 3 (store)
    s_mov_b32 s60, 0
    buffer_store_b32 v30, v190, s[40:43], s60 offen offset:200
    s_add_u32 s60, s60, s62
    buffer_store_b32 v34, v190, s[40:43], s60 offen offset:200
    s_add_u32 s60, s60, s62
    buffer_store_b32 v62, v190, s[40:43], s60 offen offset:200
    s_add_u32 s60, s60, s62
    buffer_store_b32 v66, v190, s[40:43], s60 offen offset:200
.Lgemm_u8_i32_nt_64x64_occ4_h0_wdone:
    s_mov_b32 exec_lo, -1
    s_branch .Lgemm_u8_i32_nt_64x64_occ4_end_of_program
.Lgemm_u8_i32_nt_64x64_occ4_half1:
    // round 0: send tile row 0 to the partner, add its tile row 2
    ds_store_b128 v192, v[4:7]
    ds_store_b128 v192, v[8:11] offset:512
    ds_store_b128 v192, v[12:15] offset:1024
    ds_store_b128 v192, v[16:19] offset:1536
    ds_store_b128 v192, v[20:23] offset:2048
    ds_store_b128 v192, v[24:27] offset:2560
    ds_store_b128 v192, v[28:31] offset:3072
    ds_store_b128 v192, v[32:35] offset:3584
    s_waitcnt lgkmcnt(0)                                  // my partial sums are in LDS
    s_barrier                                             // and the partner's
    ds_load_b128 v[133:136], v193
    ds_load_b128 v[137:140], v193 offset:512
    ds_load_b128 v[141:144], v193 offset:1024
    ds_load_b128 v[145:148], v193 offset:1536
    ds_load_b128 v[149:152], v193 offset:2048
    ds_load_b128 v[153:156], v193 offset:2560
    ds_load_b128 v[157:160], v193 offset:3072
    ds_load_b128 v[161:164], v193 offset:3584
    s_waitcnt lgkmcnt(0)                                  // the partner's tile row 2 arrived
    v_add_nc_u32 v68, v133, v68
    v_add_nc_u32 v69, v134, v69
    v_add_nc_u32 v70, v135, v70
    v_add_nc_u32 v71, v136, v71
    v_add_nc_u32 v72, v137, v72
    v_add_nc_u32 v73, v138, v73
    v_add_nc_u32 v74, v139, v74
    v_add_nc_u32 v75, v140, v75
    v_add_nc_u32 v76, v141, v76
    v_add_nc_u32 v77, v142, v77
    v_add_nc_u32 v78, v143, v78
    v_add_nc_u32 v79, v144, v79
    v_add_nc_u32 v80, v145, v80
    v_add_nc_u32 v81, v146, v81
    v_add_nc_u32 v82, v147, v82
    v_add_nc_u32 v83, v148, v83
    v_add_nc_u32 v84, v149, v84
    v_add_nc_u32 v85, v150, v85
    v_add_nc_u32 v86, v151, v86
    v_add_nc_u32 v87, v152, v87
    v_add_nc_u32 v88, v153, v88
    v_add_nc_u32 v89, v154, v89
    v_add_nc_u32 v90, v155, v90
    v_add_nc_u32 v91, v156, v91
    v_add_nc_u32 v92, v157, v92
    v_add_nc_u32 v93, v158, v93
    v_add_nc_u32 v94, v159, v94
    v_add_nc_u32 v95, v160, v95
    v_add_nc_u32 v96, v161, v96
    v_add_nc_u32 v97, v162, v97
    v_add_nc_u32 v98, v163, v98
    v_add_nc_u32 v99, v164, v99
    s_barrier                                             // both partners read round 0 (their waits above) before round 1 reuses the slots
    // round 1: send tile row 1 to the partner, add its tile row 3
    ds_store_b128 v192, v[36:39]
    ds_store_b128 v192, v[40:43] offset:512
    ds_store_b128 v192, v[44:47] offset:1024
    ds_store_b128 v192, v[48:51] offset:1536
    ds_store_b128 v192, v[52:55] offset:2048
    ds_store_b128 v192, v[56:59] offset:2560
    ds_store_b128 v192, v[60:63] offset:3072
    ds_store_b128 v192, v[64:67] offset:3584
    s_waitcnt lgkmcnt(0)                                  // my partial sums are in LDS
    s_barrier                                             // and the partner's
    ds_load_b128 v[133:136], v193
    ds_load_b128 v[137:140], v193 offset:512
    ds_load_b128 v[141:144], v193 offset:1024
    ds_load_b128 v[145:148], v193 offset:1536
    ds_load_b128 v[149:152], v193 offset:2048
    ds_load_b128 v[153:156], v193 offset:2560
    ds_load_b128 v[157:160], v193 offset:3072
    ds_load_b128 v[161:164], v193 offset:3584
    s_waitcnt lgkmcnt(0)                                  // the partner's tile row 3 arrived
    v_add_nc_u32 v100, v133, v100
    v_add_nc_u32 v101, v134, v101
    v_add_nc_u32 v102, v135, v102
    v_add_nc_u32 v103, v136, v103
    v_add_nc_u32 v104, v137, v104
    v_add_nc_u32 v105, v138, v105
    v_add_nc_u32 v106, v139, v106
    v_add_nc_u32 v107, v140, v107
    v_add_nc_u32 v108, v141, v108
    v_add_nc_u32 v109, v142, v109
    v_add_nc_u32 v110, v143, v110
    v_add_nc_u32 v111, v144, v111
    v_add_nc_u32 v112, v145, v112
    v_add_nc_u32 v113, v146, v113
    v_add_nc_u32 v114, v147, v114
    v_add_nc_u32 v115, v148, v115
    v_add_nc_u32 v116, v149, v116
    v_add_nc_u32 v117, v150, v117
    v_add_nc_u32 v118, v151, v118
    v_add_nc_u32 v119, v152, v119
    v_add_nc_u32 v120, v153, v120
    v_add_nc_u32 v121, v154, v121
    v_add_nc_u32 v122, v155, v122
    v_add_nc_u32 v123, v156, v123
    v_add_nc_u32 v124, v157, v124
    v_add_nc_u32 v125, v158, v125
    v_add_nc_u32 v126, v159, v126
    v_add_nc_u32 v127, v160, v127
    v_add_nc_u32 v128, v161, v128
    v_add_nc_u32 v129, v162, v129
    v_add_nc_u32 v130, v163, v130
    v_add_nc_u32 v131, v164, v131
    // 4 x 4 transposes between the lanes of each quad: lane bit 0 <-> VGPR bit 0, then bit 1 <-> bit 1
    s_mov_b32 vcc_lo, 0x55555555                        // stage 1: lanes keeping their own first VGPR of a pair
    v_cndmask_b32_dpp v4, v69, v68, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v6, v71, v70, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v8, v73, v72, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v10, v75, v74, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v12, v77, v76, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v14, v79, v78, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v16, v81, v80, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v18, v83, v82, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v20, v85, v84, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v22, v87, v86, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v24, v89, v88, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v26, v91, v90, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v28, v93, v92, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v30, v95, v94, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v32, v97, v96, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v34, v99, v98, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v36, v101, v100, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v38, v103, v102, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v40, v105, v104, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v42, v107, v106, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v44, v109, v108, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v46, v111, v110, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v48, v113, v112, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v50, v115, v114, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v52, v117, v116, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v54, v119, v118, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v56, v121, v120, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v58, v123, v122, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v60, v125, v124, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v62, v127, v126, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v64, v129, v128, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v66, v131, v130, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    s_mov_b32 vcc_lo, 0xaaaaaaaa                        // stage 1: lanes keeping their own second VGPR of a pair
    v_cndmask_b32_dpp v5, v68, v69, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v7, v70, v71, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v9, v72, v73, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v11, v74, v75, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v13, v76, v77, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v15, v78, v79, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v17, v80, v81, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v19, v82, v83, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v21, v84, v85, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v23, v86, v87, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v25, v88, v89, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v27, v90, v91, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v29, v92, v93, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v31, v94, v95, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v33, v96, v97, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v35, v98, v99, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v37, v100, v101, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v39, v102, v103, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v41, v104, v105, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v43, v106, v107, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v45, v108, v109, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v47, v110, v111, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v49, v112, v113, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v51, v114, v115, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v53, v116, v117, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v55, v118, v119, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v57, v120, v121, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v59, v122, v123, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v61, v124, v125, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v63, v126, v127, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v65, v128, v129, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v67, v130, v131, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    s_mov_b32 vcc_lo, 0x33333333                        // stage 2: lanes keeping their own first VGPR of a pair
    v_cndmask_b32_dpp v68, v6, v4, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v69, v7, v5, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v72, v10, v8, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v73, v11, v9, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v76, v14, v12, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v77, v15, v13, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v80, v18, v16, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v81, v19, v17, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v84, v22, v20, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v85, v23, v21, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v88, v26, v24, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v89, v27, v25, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v92, v30, v28, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v93, v31, v29, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v96, v34, v32, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v97, v35, v33, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v100, v38, v36, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v101, v39, v37, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v104, v42, v40, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v105, v43, v41, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v108, v46, v44, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v109, v47, v45, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v112, v50, v48, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v113, v51, v49, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v116, v54, v52, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v117, v55, v53, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v120, v58, v56, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v121, v59, v57, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v124, v62, v60, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v125, v63, v61, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v128, v66, v64, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v129, v67, v65, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    s_mov_b32 vcc_lo, 0xcccccccc                        // stage 2: lanes keeping their own second VGPR of a pair
    v_cndmask_b32_dpp v70, v4, v6, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v71, v5, v7, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v74, v8, v10, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v75, v9, v11, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v78, v12, v14, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v79, v13, v15, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v82, v16, v18, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v83, v17, v19, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v86, v20, v22, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v87, v21, v23, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v90, v24, v26, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v91, v25, v27, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v94, v28, v30, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v95, v29, v31, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v98, v32, v34, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v99, v33, v35, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v102, v36, v38, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v103, v37, v39, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v106, v40, v42, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v107, v41, v43, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v110, v44, v46, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v111, v45, v47, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v114, v48, v50, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v115, v49, v51, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v118, v52, v54, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v119, v53, v55, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v122, v56, v58, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v123, v57, v59, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v126, v60, v62, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v127, v61, v63, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v130, v64, v66, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v131, v65, v67, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    // epilogue: VGPRs 4g..4g+3 of acc[tm][tn] in lane l = 16h + 4q + j hold C[wm0 + 16(tm - 2) + 8g + 2j + h][wn0 + 16tn + 4q ..]
    v_and_b32 v141, 3, v0                              // j
    v_bfe_u32 v142, v0, 4, 1                          // h = lane / 16
    v_lshl_add_u32 v141, v141, 1, v142                    // 2j + h
    v_add_nc_u32 v190, s48, v141
    v_and_b32 v191, 12, v0                           // 4q
    v_add_nc_u32 v191, s49, v191
    v_mul_lo_u32 v190, v190, s19
    v_add_lshl_u32 v190, v190, v191, 2
    // alpha: acc *= alpha (i32)
    v_mul_lo_u32 v68, s20, v68
    v_mul_lo_u32 v69, s20, v69
    v_mul_lo_u32 v70, s20, v70
    v_mul_lo_u32 v71, s20, v71
    v_mul_lo_u32 v72, s20, v72
    v_mul_lo_u32 v73, s20, v73
    v_mul_lo_u32 v74, s20, v74
    v_mul_lo_u32 v75, s20, v75
    v_mul_lo_u32 v76, s20, v76
    v_mul_lo_u32 v77, s20, v77
    v_mul_lo_u32 v78, s20, v78
    v_mul_lo_u32 v79, s20, v79
    v_mul_lo_u32 v80, s20, v80
    v_mul_lo_u32 v81, s20, v81
    v_mul_lo_u32 v82, s20, v82
    v_mul_lo_u32 v83, s20, v83
    v_mul_lo_u32 v84, s20, v84
    v_mul_lo_u32 v85, s20, v85
    v_mul_lo_u32 v86, s20, v86
    v_mul_lo_u32 v87, s20, v87
    v_mul_lo_u32 v88, s20, v88
    v_mul_lo_u32 v89, s20, v89
    v_mul_lo_u32 v90, s20, v90
    v_mul_lo_u32 v91, s20, v91
    v_mul_lo_u32 v92, s20, v92
    v_mul_lo_u32 v93, s20, v93
    v_mul_lo_u32 v94, s20, v94
    v_mul_lo_u32 v95, s20, v95
    v_mul_lo_u32 v96, s20, v96
    v_mul_lo_u32 v97, s20, v97
    v_mul_lo_u32 v98, s20, v98
    v_mul_lo_u32 v99, s20, v99
    v_mul_lo_u32 v100, s20, v100
    v_mul_lo_u32 v101, s20, v101
    v_mul_lo_u32 v102, s20, v102
    v_mul_lo_u32 v103, s20, v103
    v_mul_lo_u32 v104, s20, v104
    v_mul_lo_u32 v105, s20, v105
    v_mul_lo_u32 v106, s20, v106
    v_mul_lo_u32 v107, s20, v107
    v_mul_lo_u32 v108, s20, v108
    v_mul_lo_u32 v109, s20, v109
    v_mul_lo_u32 v110, s20, v110
    v_mul_lo_u32 v111, s20, v111
    v_mul_lo_u32 v112, s20, v112
    v_mul_lo_u32 v113, s20, v113
    v_mul_lo_u32 v114, s20, v114
    v_mul_lo_u32 v115, s20, v115
    v_mul_lo_u32 v116, s20, v116
    v_mul_lo_u32 v117, s20, v117
    v_mul_lo_u32 v118, s20, v118
    v_mul_lo_u32 v119, s20, v119
    v_mul_lo_u32 v120, s20, v120
    v_mul_lo_u32 v121, s20, v121
    v_mul_lo_u32 v122, s20, v122
    v_mul_lo_u32 v123, s20, v123
    v_mul_lo_u32 v124, s20, v124
    v_mul_lo_u32 v125, s20, v125
    v_mul_lo_u32 v126, s20, v126
    v_mul_lo_u32 v127, s20, v127
    v_mul_lo_u32 v128, s20, v128
    v_mul_lo_u32 v129, s20, v129
    v_mul_lo_u32 v130, s20, v130
    v_mul_lo_u32 v131, s20, v131
    s_lshl_b32 s62, s19, 5                        // eight rows of C in bytes
    s_cmp_eq_u32 s21, 0
    s_cbranch_scc1 .Lgemm_u8_i32_nt_64x64_occ4_h1_wstore                              // beta == 0: C is never read
    // beta != 0, full lanes: acc += beta * C_old, one column block at a time (4 loads in flight)
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 3
    v_cmpx_gt_i32 s61, v191                             // EXEC: C_old columns col..col+3 < N of block 0
    s_mov_b32 s60, 0
    buffer_load_b128 v[137:140], v190, s[40:43], s60 offen
    s_add_u32 s60, s60, s62
    buffer_load_b128 v[145:148], v190, s[40:43], s60 offen
    s_add_u32 s60, s60, s62
    buffer_load_b128 v[153:156], v190, s[40:43], s60 offen
    s_add_u32 s60, s60, s62
    buffer_load_b128 v[161:164], v190, s[40:43], s60 offen
    s_waitcnt vmcnt(3)                                     // C_old of group 0 (tile row 0, rows 8*0..)
    v_mul_lo_u32 v137, s21, v137
    v_add_nc_u32 v68, v137, v68
    v_mul_lo_u32 v138, s21, v138
    v_add_nc_u32 v69, v138, v69
    v_mul_lo_u32 v139, s21, v139
    v_add_nc_u32 v70, v139, v70
    v_mul_lo_u32 v140, s21, v140
    v_add_nc_u32 v71, v140, v71
    s_waitcnt vmcnt(2)                                     // C_old of group 1 (tile row 0, rows 8*1..)
    v_mul_lo_u32 v145, s21, v145
    v_add_nc_u32 v72, v145, v72
    v_mul_lo_u32 v146, s21, v146
    v_add_nc_u32 v73, v146, v73
    v_mul_lo_u32 v147, s21, v147
    v_add_nc_u32 v74, v147, v74
    v_mul_lo_u32 v148, s21, v148
    v_add_nc_u32 v75, v148, v75
    s_waitcnt vmcnt(1)                                     // C_old of group 2 (tile row 1, rows 8*0..)
    v_mul_lo_u32 v153, s21, v153
    v_add_nc_u32 v100, v153, v100
    v_mul_lo_u32 v154, s21, v154
    v_add_nc_u32 v101, v154, v101
    v_mul_lo_u32 v155, s21, v155
    v_add_nc_u32 v102, v155, v102
    v_mul_lo_u32 v156, s21, v156
    v_add_nc_u32 v103, v156, v103
    s_waitcnt vmcnt(0)                                     // C_old of group 3 (tile row 1, rows 8*1..)
    v_mul_lo_u32 v161, s21, v161
    v_add_nc_u32 v104, v161, v104
    v_mul_lo_u32 v162, s21, v162
    v_add_nc_u32 v105, v162, v105
    v_mul_lo_u32 v163, s21, v163
    v_add_nc_u32 v106, v163, v106
    v_mul_lo_u32 v164, s21, v164
    v_add_nc_u32 v107, v164, v107
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 19
    v_cmpx_gt_i32 s61, v191                             // EXEC: C_old columns col..col+3 < N of block 1
    s_mov_b32 s60, 0
    buffer_load_b128 v[137:140], v190, s[40:43], s60 offen offset:64
    s_add_u32 s60, s60, s62
    buffer_load_b128 v[145:148], v190, s[40:43], s60 offen offset:64
    s_add_u32 s60, s60, s62
    buffer_load_b128 v[153:156], v190, s[40:43], s60 offen offset:64
    s_add_u32 s60, s60, s62
    buffer_load_b128 v[161:164], v190, s[40:43], s60 offen offset:64
    s_waitcnt vmcnt(3)                                     // C_old of group 0 (tile row 0, rows 8*0..)
    v_mul_lo_u32 v137, s21, v137
    v_add_nc_u32 v76, v137, v76
    v_mul_lo_u32 v138, s21, v138
    v_add_nc_u32 v77, v138, v77
    v_mul_lo_u32 v139, s21, v139
    v_add_nc_u32 v78, v139, v78
    v_mul_lo_u32 v140, s21, v140
    v_add_nc_u32 v79, v140, v79
    s_waitcnt vmcnt(2)                                     // C_old of group 1 (tile row 0, rows 8*1..)
    v_mul_lo_u32 v145, s21, v145
    v_add_nc_u32 v80, v145, v80
    v_mul_lo_u32 v146, s21, v146
    v_add_nc_u32 v81, v146, v81
    v_mul_lo_u32 v147, s21, v147
    v_add_nc_u32 v82, v147, v82
    v_mul_lo_u32 v148, s21, v148
    v_add_nc_u32 v83, v148, v83
    s_waitcnt vmcnt(1)                                     // C_old of group 2 (tile row 1, rows 8*0..)
    v_mul_lo_u32 v153, s21, v153
    v_add_nc_u32 v108, v153, v108
    v_mul_lo_u32 v154, s21, v154
    v_add_nc_u32 v109, v154, v109
    v_mul_lo_u32 v155, s21, v155
    v_add_nc_u32 v110, v155, v110
    v_mul_lo_u32 v156, s21, v156
    v_add_nc_u32 v111, v156, v111
    s_waitcnt vmcnt(0)                                     // C_old of group 3 (tile row 1, rows 8*1..)
    v_mul_lo_u32 v161, s21, v161
    v_add_nc_u32 v112, v161, v112
    v_mul_lo_u32 v162, s21, v162
    v_add_nc_u32 v113, v162, v113
    v_mul_lo_u32 v163, s21, v163
    v_add_nc_u32 v114, v163, v114
    v_mul_lo_u32 v164, s21, v164
    v_add_nc_u32 v115, v164, v115
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 35
    v_cmpx_gt_i32 s61, v191                             // EXEC: C_old columns col..col+3 < N of block 2
    s_mov_b32 s60, 0
    buffer_load_b128 v[137:140], v190, s[40:43], s60 offen offset:128
    s_add_u32 s60, s60, s62
    buffer_load_b128 v[145:148], v190, s[40:43], s60 offen offset:128
    s_add_u32 s60, s60, s62
    buffer_load_b128 v[153:156], v190, s[40:43], s60 offen offset:128
    s_add_u32 s60, s60, s62
    buffer_load_b128 v[161:164], v190, s[40:43], s60 offen offset:128
    s_waitcnt vmcnt(3)                                     // C_old of group 0 (tile row 0, rows 8*0..)
    v_mul_lo_u32 v137, s21, v137
    v_add_nc_u32 v84, v137, v84
    v_mul_lo_u32 v138, s21, v138
    v_add_nc_u32 v85, v138, v85
    v_mul_lo_u32 v139, s21, v139
    v_add_nc_u32 v86, v139, v86
    v_mul_lo_u32 v140, s21, v140
    v_add_nc_u32 v87, v140, v87
    s_waitcnt vmcnt(2)                                     // C_old of group 1 (tile row 0, rows 8*1..)
    v_mul_lo_u32 v145, s21, v145
    v_add_nc_u32 v88, v145, v88
    v_mul_lo_u32 v146, s21, v146
    v_add_nc_u32 v89, v146, v89
    v_mul_lo_u32 v147, s21, v147
    v_add_nc_u32 v90, v147, v90
    v_mul_lo_u32 v148, s21, v148
    v_add_nc_u32 v91, v148, v91
    s_waitcnt vmcnt(1)                                     // C_old of group 2 (tile row 1, rows 8*0..)
    v_mul_lo_u32 v153, s21, v153
    v_add_nc_u32 v116, v153, v116
    v_mul_lo_u32 v154, s21, v154
    v_add_nc_u32 v117, v154, v117
    v_mul_lo_u32 v155, s21, v155
    v_add_nc_u32 v118, v155, v118
    v_mul_lo_u32 v156, s21, v156
    v_add_nc_u32 v119, v156, v119
    s_waitcnt vmcnt(0)                                     // C_old of group 3 (tile row 1, rows 8*1..)
    v_mul_lo_u32 v161, s21, v161
    v_add_nc_u32 v120, v161, v120
    v_mul_lo_u32 v162, s21, v162
    v_add_nc_u32 v121, v162, v121
    v_mul_lo_u32 v163, s21, v163
    v_add_nc_u32 v122, v163, v122
    v_mul_lo_u32 v164, s21, v164
    v_add_nc_u32 v123, v164, v123
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 51
    v_cmpx_gt_i32 s61, v191                             // EXEC: C_old columns col..col+3 < N of block 3
    s_mov_b32 s60, 0
    buffer_load_b128 v[137:140], v190, s[40:43], s60 offen offset:192
    s_add_u32 s60, s60, s62
    buffer_load_b128 v[145:148], v190, s[40:43], s60 offen offset:192
    s_add_u32 s60, s60, s62
    buffer_load_b128 v[153:156], v190, s[40:43], s60 offen offset:192
    s_add_u32 s60, s60, s62
    buffer_load_b128 v[161:164], v190, s[40:43], s60 offen offset:192
    s_waitcnt vmcnt(3)                                     // C_old of group 0 (tile row 0, rows 8*0..)
    v_mul_lo_u32 v137, s21, v137
    v_add_nc_u32 v92, v137, v92
    v_mul_lo_u32 v138, s21, v138
    v_add_nc_u32 v93, v138, v93
    v_mul_lo_u32 v139, s21, v139
    v_add_nc_u32 v94, v139, v94
    v_mul_lo_u32 v140, s21, v140
    v_add_nc_u32 v95, v140, v95
    s_waitcnt vmcnt(2)                                     // C_old of group 1 (tile row 0, rows 8*1..)
    v_mul_lo_u32 v145, s21, v145
    v_add_nc_u32 v96, v145, v96
    v_mul_lo_u32 v146, s21, v146
    v_add_nc_u32 v97, v146, v97
    v_mul_lo_u32 v147, s21, v147
    v_add_nc_u32 v98, v147, v98
    v_mul_lo_u32 v148, s21, v148
    v_add_nc_u32 v99, v148, v99
    s_waitcnt vmcnt(1)                                     // C_old of group 2 (tile row 1, rows 8*0..)
    v_mul_lo_u32 v153, s21, v153
    v_add_nc_u32 v124, v153, v124
    v_mul_lo_u32 v154, s21, v154
    v_add_nc_u32 v125, v154, v125
    v_mul_lo_u32 v155, s21, v155
    v_add_nc_u32 v126, v155, v126
    v_mul_lo_u32 v156, s21, v156
    v_add_nc_u32 v127, v156, v127
    s_waitcnt vmcnt(0)                                     // C_old of group 3 (tile row 1, rows 8*1..)
    v_mul_lo_u32 v161, s21, v161
    v_add_nc_u32 v128, v161, v128
    v_mul_lo_u32 v162, s21, v162
    v_add_nc_u32 v129, v162, v129
    v_mul_lo_u32 v163, s21, v163
    v_add_nc_u32 v130, v163, v130
    v_mul_lo_u32 v164, s21, v164
    v_add_nc_u32 v131, v164, v131
    // beta != 0, partial lanes (N % 4 != 0): column col + s < N one element at a time
    s_mov_b32 exec_lo, -1
    s_and_b32 s58, s15, 3
    s_cbranch_scc0 .Lgemm_u8_i32_nt_64x64_occ4_h1_wstore                              // N % 4 == 0: no lane is partial
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 3
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 0 crossing N (column col + 0)
    s_sub_u32 s61, s15, 0
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 0 < N, block 0 (C_old)
    s_mov_b32 s60, 0
    buffer_load_b32 v137, v190, s[40:43], s60 offen
    s_add_u32 s60, s60, s62
    buffer_load_b32 v145, v190, s[40:43], s60 offen
    s_add_u32 s60, s60, s62
    buffer_load_b32 v153, v190, s[40:43], s60 offen
    s_add_u32 s60, s60, s62
    buffer_load_b32 v161, v190, s[40:43], s60 offen
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 0
    v_mul_lo_u32 v137, s21, v137
    v_add_nc_u32 v68, v137, v68
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 0
    v_mul_lo_u32 v145, s21, v145
    v_add_nc_u32 v72, v145, v72
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 0
    v_mul_lo_u32 v153, s21, v153
    v_add_nc_u32 v100, v153, v100
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 0
    v_mul_lo_u32 v161, s21, v161
    v_add_nc_u32 v104, v161, v104
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 3
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 0 crossing N (column col + 1)
    s_sub_u32 s61, s15, 1
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 1 < N, block 0 (C_old)
    s_mov_b32 s60, 0
    buffer_load_b32 v138, v190, s[40:43], s60 offen offset:4
    s_add_u32 s60, s60, s62
    buffer_load_b32 v146, v190, s[40:43], s60 offen offset:4
    s_add_u32 s60, s60, s62
    buffer_load_b32 v154, v190, s[40:43], s60 offen offset:4
    s_add_u32 s60, s60, s62
    buffer_load_b32 v162, v190, s[40:43], s60 offen offset:4
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 1
    v_mul_lo_u32 v138, s21, v138
    v_add_nc_u32 v69, v138, v69
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 1
    v_mul_lo_u32 v146, s21, v146
    v_add_nc_u32 v73, v146, v73
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 1
    v_mul_lo_u32 v154, s21, v154
    v_add_nc_u32 v101, v154, v101
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 1
    v_mul_lo_u32 v162, s21, v162
    v_add_nc_u32 v105, v162, v105
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 3
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 0 crossing N (column col + 2)
    s_sub_u32 s61, s15, 2
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 2 < N, block 0 (C_old)
    s_mov_b32 s60, 0
    buffer_load_b32 v139, v190, s[40:43], s60 offen offset:8
    s_add_u32 s60, s60, s62
    buffer_load_b32 v147, v190, s[40:43], s60 offen offset:8
    s_add_u32 s60, s60, s62
    buffer_load_b32 v155, v190, s[40:43], s60 offen offset:8
    s_add_u32 s60, s60, s62
    buffer_load_b32 v163, v190, s[40:43], s60 offen offset:8
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 2
    v_mul_lo_u32 v139, s21, v139
    v_add_nc_u32 v70, v139, v70
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 2
    v_mul_lo_u32 v147, s21, v147
    v_add_nc_u32 v74, v147, v74
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 2
    v_mul_lo_u32 v155, s21, v155
    v_add_nc_u32 v102, v155, v102
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 2
    v_mul_lo_u32 v163, s21, v163
    v_add_nc_u32 v106, v163, v106
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 19
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 1 crossing N (column col + 0)
    s_sub_u32 s61, s15, 16
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 0 < N, block 1 (C_old)
    s_mov_b32 s60, 0
    buffer_load_b32 v137, v190, s[40:43], s60 offen offset:64
    s_add_u32 s60, s60, s62
    buffer_load_b32 v145, v190, s[40:43], s60 offen offset:64
    s_add_u32 s60, s60, s62
    buffer_load_b32 v153, v190, s[40:43], s60 offen offset:64
    s_add_u32 s60, s60, s62
    buffer_load_b32 v161, v190, s[40:43], s60 offen offset:64
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 0
    v_mul_lo_u32 v137, s21, v137
    v_add_nc_u32 v76, v137, v76
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 0
    v_mul_lo_u32 v145, s21, v145
    v_add_nc_u32 v80, v145, v80
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 0
    v_mul_lo_u32 v153, s21, v153
    v_add_nc_u32 v108, v153, v108
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 0
    v_mul_lo_u32 v161, s21, v161
    v_add_nc_u32 v112, v161, v112
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 19
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 1 crossing N (column col + 1)
    s_sub_u32 s61, s15, 17
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 1 < N, block 1 (C_old)
    s_mov_b32 s60, 0
    buffer_load_b32 v138, v190, s[40:43], s60 offen offset:68
    s_add_u32 s60, s60, s62
    buffer_load_b32 v146, v190, s[40:43], s60 offen offset:68
    s_add_u32 s60, s60, s62
    buffer_load_b32 v154, v190, s[40:43], s60 offen offset:68
    s_add_u32 s60, s60, s62
    buffer_load_b32 v162, v190, s[40:43], s60 offen offset:68
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 1
    v_mul_lo_u32 v138, s21, v138
    v_add_nc_u32 v77, v138, v77
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 1
    v_mul_lo_u32 v146, s21, v146
    v_add_nc_u32 v81, v146, v81
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 1
    v_mul_lo_u32 v154, s21, v154
    v_add_nc_u32 v109, v154, v109
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 1
    v_mul_lo_u32 v162, s21, v162
    v_add_nc_u32 v113, v162, v113
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 19
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 1 crossing N (column col + 2)
    s_sub_u32 s61, s15, 18
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 2 < N, block 1 (C_old)
    s_mov_b32 s60, 0
    buffer_load_b32 v139, v190, s[40:43], s60 offen offset:72
    s_add_u32 s60, s60, s62
    buffer_load_b32 v147, v190, s[40:43], s60 offen offset:72
    s_add_u32 s60, s60, s62
    buffer_load_b32 v155, v190, s[40:43], s60 offen offset:72
    s_add_u32 s60, s60, s62
    buffer_load_b32 v163, v190, s[40:43], s60 offen offset:72
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 2
    v_mul_lo_u32 v139, s21, v139
    v_add_nc_u32 v78, v139, v78
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 2
    v_mul_lo_u32 v147, s21, v147
    v_add_nc_u32 v82, v147, v82
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 2
    v_mul_lo_u32 v155, s21, v155
    v_add_nc_u32 v110, v155, v110
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 2
    v_mul_lo_u32 v163, s21, v163
    v_add_nc_u32 v114, v163, v114
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 35
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 2 crossing N (column col + 0)
    s_sub_u32 s61, s15, 32
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 0 < N, block 2 (C_old)
    s_mov_b32 s60, 0
    buffer_load_b32 v137, v190, s[40:43], s60 offen offset:128
    s_add_u32 s60, s60, s62
    buffer_load_b32 v145, v190, s[40:43], s60 offen offset:128
    s_add_u32 s60, s60, s62
    buffer_load_b32 v153, v190, s[40:43], s60 offen offset:128
    s_add_u32 s60, s60, s62
    buffer_load_b32 v161, v190, s[40:43], s60 offen offset:128
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 0
    v_mul_lo_u32 v137, s21, v137
    v_add_nc_u32 v84, v137, v84
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 0
    v_mul_lo_u32 v145, s21, v145
    v_add_nc_u32 v88, v145, v88
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 0
    v_mul_lo_u32 v153, s21, v153
    v_add_nc_u32 v116, v153, v116
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 0
    v_mul_lo_u32 v161, s21, v161
    v_add_nc_u32 v120, v161, v120
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 35
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 2 crossing N (column col + 1)
    s_sub_u32 s61, s15, 33
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 1 < N, block 2 (C_old)
    s_mov_b32 s60, 0
    buffer_load_b32 v138, v190, s[40:43], s60 offen offset:132
    s_add_u32 s60, s60, s62
    buffer_load_b32 v146, v190, s[40:43], s60 offen offset:132
    s_add_u32 s60, s60, s62
    buffer_load_b32 v154, v190, s[40:43], s60 offen offset:132
    s_add_u32 s60, s60, s62
    buffer_load_b32 v162, v190, s[40:43], s60 offen offset:132
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 1
    v_mul_lo_u32 v138, s21, v138
    v_add_nc_u32 v85, v138, v85
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 1
    v_mul_lo_u32 v146, s21, v146
    v_add_nc_u32 v89, v146, v89
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 1
    v_mul_lo_u32 v154, s21, v154
    v_add_nc_u32 v117, v154, v117
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 1
    v_mul_lo_u32 v162, s21, v162
    v_add_nc_u32 v121, v162, v121
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 35
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 2 crossing N (column col + 2)
    s_sub_u32 s61, s15, 34
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 2 < N, block 2 (C_old)
    s_mov_b32 s60, 0
    buffer_load_b32 v139, v190, s[40:43], s60 offen offset:136
    s_add_u32 s60, s60, s62
    buffer_load_b32 v147, v190, s[40:43], s60 offen offset:136
    s_add_u32 s60, s60, s62
    buffer_load_b32 v155, v190, s[40:43], s60 offen offset:136
    s_add_u32 s60, s60, s62
    buffer_load_b32 v163, v190, s[40:43], s60 offen offset:136
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 2
    v_mul_lo_u32 v139, s21, v139
    v_add_nc_u32 v86, v139, v86
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 2
    v_mul_lo_u32 v147, s21, v147
    v_add_nc_u32 v90, v147, v90
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 2
    v_mul_lo_u32 v155, s21, v155
    v_add_nc_u32 v118, v155, v118
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 2
    v_mul_lo_u32 v163, s21, v163
    v_add_nc_u32 v122, v163, v122
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 51
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 3 crossing N (column col + 0)
    s_sub_u32 s61, s15, 48
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 0 < N, block 3 (C_old)
    s_mov_b32 s60, 0
    buffer_load_b32 v137, v190, s[40:43], s60 offen offset:192
    s_add_u32 s60, s60, s62
    buffer_load_b32 v145, v190, s[40:43], s60 offen offset:192
    s_add_u32 s60, s60, s62
    buffer_load_b32 v153, v190, s[40:43], s60 offen offset:192
    s_add_u32 s60, s60, s62
    buffer_load_b32 v161, v190, s[40:43], s60 offen offset:192
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 0
    v_mul_lo_u32 v137, s21, v137
    v_add_nc_u32 v92, v137, v92
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 0
    v_mul_lo_u32 v145, s21, v145
    v_add_nc_u32 v96, v145, v96
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 0
    v_mul_lo_u32 v153, s21, v153
    v_add_nc_u32 v124, v153, v124
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 0
    v_mul_lo_u32 v161, s21, v161
    v_add_nc_u32 v128, v161, v128
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 51
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 3 crossing N (column col + 1)
    s_sub_u32 s61, s15, 49
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 1 < N, block 3 (C_old)
    s_mov_b32 s60, 0
    buffer_load_b32 v138, v190, s[40:43], s60 offen offset:196
    s_add_u32 s60, s60, s62
    buffer_load_b32 v146, v190, s[40:43], s60 offen offset:196
    s_add_u32 s60, s60, s62
    buffer_load_b32 v154, v190, s[40:43], s60 offen offset:196
    s_add_u32 s60, s60, s62
    buffer_load_b32 v162, v190, s[40:43], s60 offen offset:196
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 1
    v_mul_lo_u32 v138, s21, v138
    v_add_nc_u32 v93, v138, v93
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 1
    v_mul_lo_u32 v146, s21, v146
    v_add_nc_u32 v97, v146, v97
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 1
    v_mul_lo_u32 v154, s21, v154
    v_add_nc_u32 v125, v154, v125
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 1
    v_mul_lo_u32 v162, s21, v162
    v_add_nc_u32 v129, v162, v129
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 51
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 3 crossing N (column col + 2)
    s_sub_u32 s61, s15, 50
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 2 < N, block 3 (C_old)
    s_mov_b32 s60, 0
    buffer_load_b32 v139, v190, s[40:43], s60 offen offset:200
    s_add_u32 s60, s60, s62
    buffer_load_b32 v147, v190, s[40:43], s60 offen offset:200
    s_add_u32 s60, s60, s62
    buffer_load_b32 v155, v190, s[40:43], s60 offen offset:200
    s_add_u32 s60, s60, s62
    buffer_load_b32 v163, v190, s[40:43], s60 offen offset:200
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 2
    v_mul_lo_u32 v139, s21, v139
    v_add_nc_u32 v94, v139, v94
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 2
    v_mul_lo_u32 v147, s21, v147
    v_add_nc_u32 v98, v147, v98
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 2
    v_mul_lo_u32 v155, s21, v155
    v_add_nc_u32 v126, v155, v126
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 2
    v_mul_lo_u32 v163, s21, v163
    v_add_nc_u32 v130, v163, v130
.Lgemm_u8_i32_nt_64x64_occ4_h1_wstore:
    s_mov_b32 exec_lo, -1                                            // (the beta path left EXEC at a block's columns)
    // full lanes: one b128 store per group of four columns
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 3
    v_cmpx_gt_i32 s61, v191                             // EXEC: columns col..col+3 < N of block 0
    s_mov_b32 s60, 0
    buffer_store_b128 v[68:71], v190, s[40:43], s60 offen
    s_add_u32 s60, s60, s62
    buffer_store_b128 v[72:75], v190, s[40:43], s60 offen
    s_add_u32 s60, s60, s62
    buffer_store_b128 v[100:103], v190, s[40:43], s60 offen
    s_add_u32 s60, s60, s62
    buffer_store_b128 v[104:107], v190, s[40:43], s60 offen
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 19
    v_cmpx_gt_i32 s61, v191                             // EXEC: columns col..col+3 < N of block 1
    s_mov_b32 s60, 0
    buffer_store_b128 v[76:79], v190, s[40:43], s60 offen offset:64
    s_add_u32 s60, s60, s62
    buffer_store_b128 v[80:83], v190, s[40:43], s60 offen offset:64
    s_add_u32 s60, s60, s62
    buffer_store_b128 v[108:111], v190, s[40:43], s60 offen offset:64
    s_add_u32 s60, s60, s62
    buffer_store_b128 v[112:115], v190, s[40:43], s60 offen offset:64
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 35
    v_cmpx_gt_i32 s61, v191                             // EXEC: columns col..col+3 < N of block 2
    s_mov_b32 s60, 0
    buffer_store_b128 v[84:87], v190, s[40:43], s60 offen offset:128
    s_add_u32 s60, s60, s62
    buffer_store_b128 v[88:91], v190, s[40:43], s60 offen offset:128
    s_add_u32 s60, s60, s62
    buffer_store_b128 v[116:119], v190, s[40:43], s60 offen offset:128
    s_add_u32 s60, s60, s62
    buffer_store_b128 v[120:123], v190, s[40:43], s60 offen offset:128
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 51
    v_cmpx_gt_i32 s61, v191                             // EXEC: columns col..col+3 < N of block 3
    s_mov_b32 s60, 0
    buffer_store_b128 v[92:95], v190, s[40:43], s60 offen offset:192
    s_add_u32 s60, s60, s62
    buffer_store_b128 v[96:99], v190, s[40:43], s60 offen offset:192
    s_add_u32 s60, s60, s62
    buffer_store_b128 v[124:127], v190, s[40:43], s60 offen offset:192
    s_add_u32 s60, s60, s62
    buffer_store_b128 v[128:131], v190, s[40:43], s60 offen offset:192
    // partial lanes (N % 4 != 0): the columns col + s < N one element at a time
    s_mov_b32 exec_lo, -1
    s_and_b32 s58, s15, 3
    s_cbranch_scc0 .Lgemm_u8_i32_nt_64x64_occ4_h1_wdone                               // N % 4 == 0: no lane is partial
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 3
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 0 crossing N (column col + 0)
    s_sub_u32 s61, s15, 0
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 0 < N, block 0 (store)
    s_mov_b32 s60, 0
    buffer_store_b32 v68, v190, s[40:43], s60 offen
    s_add_u32 s60, s60, s62
    buffer_store_b32 v72, v190, s[40:43], s60 offen
    s_add_u32 s60, s60, s62
    buffer_store_b32 v100, v190, s[40:43], s60 offen
    s_add_u32 s60, s60, s62
    buffer_store_b32 v104, v190, s[40:43], s60 offen
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 3
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 0 crossing N (column col + 1)
    s_sub_u32 s61, s15, 1
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 1 < N, block 0 (store)
    s_mov_b32 s60, 0
    buffer_store_b32 v69, v190, s[40:43], s60 offen offset:4
    s_add_u32 s60, s60, s62
    buffer_store_b32 v73, v190, s[40:43], s60 offen offset:4
    s_add_u32 s60, s60, s62
    buffer_store_b32 v101, v190, s[40:43], s60 offen offset:4
    s_add_u32 s60, s60, s62
    buffer_store_b32 v105, v190, s[40:43], s60 offen offset:4
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 3
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 0 crossing N (column col + 2)
    s_sub_u32 s61, s15, 2
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 2 < N, block 0 (store)
    s_mov_b32 s60, 0
    buffer_store_b32 v70, v190, s[40:43], s60 offen offset:8
    s_add_u32 s60, s60, s62
    buffer_store_b32 v74, v190, s[40:43], s60 offen offset:8
    s_add_u32 s60, s60, s62
    buffer_store_b32 v102, v190, s[40:43], s60 offen offset:8
    s_add_u32 s60, s60, s62
    buffer_store_b32 v106, v190, s[40:43], s60 offen offset:8
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 19
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 1 crossing N (column col + 0)
    s_sub_u32 s61, s15, 16
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 0 < N, block 1 (store)
    s_mov_b32 s60, 0
    buffer_store_b32 v76, v190, s[40:43], s60 offen offset:64
    s_add_u32 s60, s60, s62
    buffer_store_b32 v80, v190, s[40:43], s60 offen offset:64
    s_add_u32 s60, s60, s62
    buffer_store_b32 v108, v190, s[40:43], s60 offen offset:64
    s_add_u32 s60, s60, s62
    buffer_store_b32 v112, v190, s[40:43], s60 offen offset:64
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 19
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 1 crossing N (column col + 1)
    s_sub_u32 s61, s15, 17
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 1 < N, block 1 (store)
    s_mov_b32 s60, 0
    buffer_store_b32 v77, v190, s[40:43], s60 offen offset:68
    s_add_u32 s60, s60, s62
    buffer_store_b32 v81, v190, s[40:43], s60 offen offset:68
    s_add_u32 s60, s60, s62
    buffer_store_b32 v109, v190, s[40:43], s60 offen offset:68
    s_add_u32 s60, s60, s62
    buffer_store_b32 v113, v190, s[40:43], s60 offen offset:68
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 19
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 1 crossing N (column col + 2)
    s_sub_u32 s61, s15, 18
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 2 < N, block 1 (store)
    s_mov_b32 s60, 0
    buffer_store_b32 v78, v190, s[40:43], s60 offen offset:72
    s_add_u32 s60, s60, s62
    buffer_store_b32 v82, v190, s[40:43], s60 offen offset:72
    s_add_u32 s60, s60, s62
    buffer_store_b32 v110, v190, s[40:43], s60 offen offset:72
    s_add_u32 s60, s60, s62
    buffer_store_b32 v114, v190, s[40:43], s60 offen offset:72
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 35
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 2 crossing N (column col + 0)
    s_sub_u32 s61, s15, 32
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 0 < N, block 2 (store)
    s_mov_b32 s60, 0
    buffer_store_b32 v84, v190, s[40:43], s60 offen offset:128
    s_add_u32 s60, s60, s62
    buffer_store_b32 v88, v190, s[40:43], s60 offen offset:128
    s_add_u32 s60, s60, s62
    buffer_store_b32 v116, v190, s[40:43], s60 offen offset:128
    s_add_u32 s60, s60, s62
    buffer_store_b32 v120, v190, s[40:43], s60 offen offset:128
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 35
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 2 crossing N (column col + 1)
    s_sub_u32 s61, s15, 33
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 1 < N, block 2 (store)
    s_mov_b32 s60, 0
    buffer_store_b32 v85, v190, s[40:43], s60 offen offset:132
    s_add_u32 s60, s60, s62
    buffer_store_b32 v89, v190, s[40:43], s60 offen offset:132
    s_add_u32 s60, s60, s62
    buffer_store_b32 v117, v190, s[40:43], s60 offen offset:132
    s_add_u32 s60, s60, s62
    buffer_store_b32 v121, v190, s[40:43], s60 offen offset:132
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 35
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 2 crossing N (column col + 2)
    s_sub_u32 s61, s15, 34
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 2 < N, block 2 (store)
    s_mov_b32 s60, 0
    buffer_store_b32 v86, v190, s[40:43], s60 offen offset:136
    s_add_u32 s60, s60, s62
    buffer_store_b32 v90, v190, s[40:43], s60 offen offset:136
    s_add_u32 s60, s60, s62
    buffer_store_b32 v118, v190, s[40:43], s60 offen offset:136
    s_add_u32 s60, s60, s62
    buffer_store_b32 v122, v190, s[40:43], s60 offen offset:136
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 51
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 3 crossing N (column col + 0)
    s_sub_u32 s61, s15, 48
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 0 < N, block 3 (store)
    s_mov_b32 s60, 0
    buffer_store_b32 v92, v190, s[40:43], s60 offen offset:192
    s_add_u32 s60, s60, s62
    buffer_store_b32 v96, v190, s[40:43], s60 offen offset:192
    s_add_u32 s60, s60, s62
    buffer_store_b32 v124, v190, s[40:43], s60 offen offset:192
    s_add_u32 s60, s60, s62
    buffer_store_b32 v128, v190, s[40:43], s60 offen offset:192
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 51
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 3 crossing N (column col + 1)
    s_sub_u32 s61, s15, 49
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 1 < N, block 3 (store)
    s_mov_b32 s60, 0
    buffer_store_b32 v93, v190, s[40:43], s60 offen offset:196
    s_add_u32 s60, s60, s62
    buffer_store_b32 v97, v190, s[40:43], s60 offen offset:196
    s_add_u32 s60, s60, s62
    buffer_store_b32 v125, v190, s[40:43], s60 offen offset:196
    s_add_u32 s60, s60, s62
    buffer_store_b32 v129, v190, s[40:43], s60 offen offset:196
    s_mov_b32 exec_lo, -1
    s_sub_u32 s61, s15, 51
    v_cmpx_le_i32 s61, v191                             // EXEC: groups of block 3 crossing N (column col + 2)
    s_sub_u32 s61, s15, 50
    v_cmpx_gt_i32 s61, v191                             // ... whose column col + 2 < N, block 3 (store)
    s_mov_b32 s60, 0
    buffer_store_b32 v94, v190, s[40:43], s60 offen offset:200
    s_add_u32 s60, s60, s62
    buffer_store_b32 v98, v190, s[40:43], s60 offen offset:200
    s_add_u32 s60, s60, s62
    buffer_store_b32 v126, v190, s[40:43], s60 offen offset:200
    s_add_u32 s60, s60, s62
    buffer_store_b32 v130, v190, s[40:43], s60 offen offset:200
.Lgemm_u8_i32_nt_64x64_occ4_h1_wdone:
    s_mov_b32 exec_lo, -1
.Lgemm_u8_i32_nt_64x64_occ4_end_of_program:
    s_endpgm
.Lgemm_u8_i32_nt_64x64_occ4_end:
.size gemm_u8_i32_nt_64x64_occ4, .Lgemm_u8_i32_nt_64x64_occ4_end-gemm_u8_i32_nt_64x64_occ4
// register plan (224 VGPRs, 72 SGPRs, VCC, 26624 bytes LDS)
//         s[0:1]  kernarg_ptr
//             s2  wg_id_x
//             s3  wg_id_y
//             s4  wg_id_z
//        s[8:29]  kargs
//       s[32:35]  a_rsrc
//       s[36:39]  b_rsrc
//       s[40:43]  c_rsrc
//            s44  wave
//            s45  k_half
//            s46  m0_row
//            s47  n0_col
//            s48  wave_row0
//            s49  wave_col0
//       s[50:51]  a_soffset
//       s[52:53]  b_soffset
//            s54  k_tiles
//            s55  k_tile
//            s56  perm_lo
//            s57  perm_hi
//            s58  tmp
//            s59  tmp2
//            s60  c_row_soffset
//            s61  c_col_limit
//            s62  c_eight_rows_bytes
//            s63  tiles_n
//            s64  tiles_m
//       s[66:67]  batch_offset
//       s[68:69]  split_k0
//            s70  batch_index
//            s71  split_index
//             v0  workitem_id
//        v[4:11]  acc00
//       v[12:19]  acc01
//       v[20:27]  acc02
//       v[28:35]  acc03
//       v[36:43]  acc10
//       v[44:51]  acc11
//       v[52:59]  acc12
//       v[60:67]  acc13
//       v[68:75]  acc20
//       v[76:83]  acc21
//       v[84:91]  acc22
//       v[92:99]  acc23
//     v[100:107]  acc30
//     v[108:115]  acc31
//     v[116:123]  acc32
//     v[124:131]  acc33
//     v[133:140]  a_frag0
//     v[141:148]  a_frag1
//     v[149:156]  a_frag2
//     v[157:164]  a_frag3
//     v[166:173]  b_frag0
//     v[174:181]  b_frag1
//     v[182:189]  b_frag2
//     v[190:197]  b_frag3
//     v[198:201]  a_prefetch0
//     v[202:205]  a_prefetch1
//     v[206:209]  b_prefetch0
//     v[210:213]  b_prefetch1
//           v214  a_goff
//           v215  b_goff
//           v216  a_lds_read
//           v217  b_lds_read
//           v218  a_lds_store
//           v219  b_lds_store
//     v[220:223]  ktail_mask
.rodata
.p2align 6
.amdhsa_kernel gemm_u8_i32_nt_64x64_occ4
    .amdhsa_group_segment_fixed_size 26624
    .amdhsa_private_segment_fixed_size 0
    .amdhsa_kernarg_size 88
    .amdhsa_user_sgpr_count 2
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 1
    .amdhsa_system_sgpr_workgroup_id_z 1
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 224
    .amdhsa_next_free_sgpr 72
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
  - .name: gemm_u8_i32_nt_64x64_occ4
    .symbol: gemm_u8_i32_nt_64x64_occ4.kd
    .kernarg_segment_size: 88
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 26624
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 74
    .vgpr_count: 224
    .max_flat_workgroup_size: 64
    .reqd_workgroup_size: [ 64, 1, 1 ]
    .args:
      - { .name: !str A, .offset: 0, .size: 8, .value_kind: global_buffer, .type_name: uchar, .address_space: global, .access: read_only }
      - { .name: !str B, .offset: 8, .size: 8, .value_kind: global_buffer, .type_name: uchar, .address_space: global, .access: read_only }
      - { .name: !str C, .offset: 16, .size: 8, .value_kind: global_buffer, .type_name: int, .address_space: global, .access: read_write }
      - { .name: !str M, .offset: 24, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str N, .offset: 28, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str K, .offset: 32, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str lda, .offset: 36, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str ldb, .offset: 40, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str ldc, .offset: 44, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str alpha, .offset: 48, .size: 4, .value_kind: by_value, .type_name: int }
      - { .name: !str beta, .offset: 52, .size: 4, .value_kind: by_value, .type_name: int }
      - { .name: !str stride_a, .offset: 56, .size: 8, .value_kind: by_value, .type_name: ulong }
      - { .name: !str stride_b, .offset: 64, .size: 8, .value_kind: by_value, .type_name: ulong }
      - { .name: !str stride_c, .offset: 72, .size: 8, .value_kind: by_value, .type_name: ulong }
      - { .name: !str k_split, .offset: 80, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str splits, .offset: 84, .size: 4, .value_kind: by_value, .type_name: uint }
...
.end_amdgpu_metadata
