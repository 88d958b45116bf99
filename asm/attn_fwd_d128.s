// ---------------------------------------------------------------------------------------------
// attn_fwd_d128: FlashAttention-2 forward, head dim 128: O = softmax(scale Q K^T + causal mask) V, FP16 in/out, FP32 softmax and LSE, GQA; 128 queries x 32-key blocks per workgroup, S^T = K Q^T and O^T = V^T P^T by WMMA
// Rendered from templates/attn_fwd.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl attn_fwd_d128
.p2align 8
.type attn_fwd_d128,@function
attn_fwd_d128:
    // prologue: load all 28 argument dwords into s[8:35] (offsets from the metadata below)
    s_load_b512 s[8:23], s[0:1], 0x0
    s_load_b256 s[24:31], s[0:1], 0x40
    s_load_b128 s[32:35], s[0:1], 0x60
    // ---- ids: b = z, h = y, query block = x; the K/V head h / (H / Hkv) = (h * magic) >> 24 with
    // the host's magic = ceil(2^24 / (H / Hkv)) (exact for h < 4096, checked on the host)
    s_waitcnt lgkmcnt(0)                                      // kernel arguments loaded
    s_lshl_b32 s63, s3, 8                       // h << 8: (h << 8) * magic >> 32
    s_mul_hi_u32 s63, s63, s21
    v_lshrrev_b32 v207, 5, v0
    v_readfirstlane_b32 s62, v207                  // wave index (uniform)
    v_and_b32 v170, 31, v0
    v_and_b32 v191, 15, v0                        // lane % 16: the query (and the row of A/B tiles)
    v_bfe_u32 v192, v0, 4, 1                     // lane / 16: the key offset of the C/D layout
    s_lshl_b32 s73, s2, 7          // the workgroup's first query
    s_mul_i32 s60, s4, s22
    s_mul_hi_u32 s61, s4, s22
    s_mul_i32 s64, s3, s23
    s_mul_hi_u32 s65, s3, s23
    s_add_u32 s60, s60, s64
    s_addc_u32 s61, s61, s65           // element offset of the head (64-bit)
    s_lshl_b64 s[60:61], s[60:61], 1
    s_add_u32 s58, s8, s60
    s_addc_u32 s59, s9, s61
    s_add_i32 s64, s19, -1
    s_mul_i32 s64, s64, s24
    s_add_i32 s64, s64, 128
    s_lshl_b32 s64, s64, 1                  // ((rows - 1) * row stride + D) * 2 bytes
    s_mov_b32 s36, s58
    s_and_b32 s37, s59, 0xffff               // base[47:32], stride 0, no swizzle
    s_mov_b32 s38, s64                         // num_records: the matrix's bytes
    s_mov_b32 s39, 0x31016000                           // raw buffer, range-checked
    s_mul_i32 s60, s4, s25
    s_mul_hi_u32 s61, s4, s25
    s_mul_i32 s64, s63, s26
    s_mul_hi_u32 s65, s63, s26
    s_add_u32 s60, s60, s64
    s_addc_u32 s61, s61, s65           // element offset of the head (64-bit)
    s_lshl_b64 s[60:61], s[60:61], 1
    s_add_u32 s58, s10, s60
    s_addc_u32 s59, s11, s61
    s_add_i32 s64, s20, -1
    s_mul_i32 s64, s64, s27
    s_add_i32 s64, s64, 128
    s_lshl_b32 s64, s64, 1                  // ((rows - 1) * row stride + D) * 2 bytes
    s_mov_b32 s40, s58
    s_and_b32 s41, s59, 0xffff               // base[47:32], stride 0, no swizzle
    s_mov_b32 s42, s64                         // num_records: the matrix's bytes
    s_mov_b32 s43, 0x31016000                           // raw buffer, range-checked
    s_mul_i32 s60, s4, s28
    s_mul_hi_u32 s61, s4, s28
    s_mul_i32 s64, s63, s29
    s_mul_hi_u32 s65, s63, s29
    s_add_u32 s60, s60, s64
    s_addc_u32 s61, s61, s65           // element offset of the head (64-bit)
    s_lshl_b64 s[60:61], s[60:61], 1
    s_add_u32 s58, s12, s60
    s_addc_u32 s59, s13, s61
    s_add_i32 s64, s20, -1
    s_mul_i32 s64, s64, s30
    s_add_i32 s64, s64, 128
    s_lshl_b32 s64, s64, 1                  // ((rows - 1) * row stride + D) * 2 bytes
    s_mov_b32 s44, s58
    s_and_b32 s45, s59, 0xffff               // base[47:32], stride 0, no swizzle
    s_mov_b32 s46, s64                         // num_records: the matrix's bytes
    s_mov_b32 s47, 0x31016000                           // raw buffer, range-checked
    s_mul_i32 s60, s4, s31
    s_mul_hi_u32 s61, s4, s31
    s_mul_i32 s64, s3, s32
    s_mul_hi_u32 s65, s3, s32
    s_add_u32 s60, s60, s64
    s_addc_u32 s61, s61, s65           // element offset of the head (64-bit)
    s_lshl_b64 s[60:61], s[60:61], 1
    s_add_u32 s58, s14, s60
    s_addc_u32 s59, s15, s61
    s_add_i32 s64, s19, -1
    s_mul_i32 s64, s64, s33
    s_add_i32 s64, s64, 128
    s_lshl_b32 s64, s64, 1                  // ((rows - 1) * row stride + D) * 2 bytes
    s_mov_b32 s48, s58
    s_and_b32 s49, s59, 0xffff               // base[47:32], stride 0, no swizzle
    s_mov_b32 s50, s64                         // num_records: the matrix's bytes
    s_mov_b32 s51, 0x31016000                           // raw buffer, range-checked
    // LSE [B, H, Sq] FP32, contiguous: base + 4 ((b H + h) Sq), Sq entries
    s_mul_i32 s64, s4, s18
    s_add_i32 s64, s64, s3
    s_mul_i32 s60, s64, s19
    s_mul_hi_u32 s61, s64, s19
    s_lshl_b64 s[60:61], s[60:61], 2
    s_add_u32 s58, s16, s60
    s_addc_u32 s59, s17, s61
    s_lshl_b32 s64, s19, 2
    s_mov_b32 s52, s58
    s_and_b32 s53, s59, 0xffff               // base[47:32], stride 0, no swizzle
    s_mov_b32 s54, s64                         // num_records: the matrix's bytes
    s_mov_b32 s55, 0x31016000                           // raw buffer, range-checked
    // ---- the wave's 16 query rows as Q^T fragments: lane q (and q+16) reads row q0 + 16w + q,
    // 256 contiguous bytes = 8 B operands of 8 VGPRs (d pairs packed, 16 d per operand)
    s_lshl_b32 s64, s62, 4
    s_add_i32 s64, s64, s73
    v_add_nc_u32 v168, s64, v191              // the lane's query
    v_mul_lo_u32 v167, v168, s24
    v_lshlrev_b32 v167, 1, v167
    // ---- the lane's last visible key (bottom-right causal alignment), minus its C/D key offset
    s_sub_i32 s64, s20, s19                               // Skv - Sq
    v_add_nc_u32 v169, s64, v168                            // q + Skv - Sq
    s_add_i32 s64, s20, -1
    v_min_i32 v169, s64, v169                              // never past the last key
    s_cmp_eq_u32 s35, 0
    s_cbranch_scc0 .Lattn_fwd_d128_qlim_causal
    v_mov_b32 v169, s64                                     // not causal: every key
.Lattn_fwd_d128_qlim_causal:
    v_sub_nc_u32 v208, v169, v192
    // ---- blocks: all of them, or (causal) up to the last query's limit; masking from the block
    // past the first query's limit (non-causal: the K tail only)
    s_add_i32 s67, s20, 31
    s_lshr_b32 s67, s67, 5              // ceil(Skv / BC)
    s_sub_i32 s65, s20, s19          // Skv - Sq
    s_add_i32 s68, s20, -1                  // non-causal: the last key
    s_cmp_eq_u32 s35, 0
    s_cbranch_scc1 .Lattn_fwd_d128_blocks_known
    s_add_i32 s64, s73, 127
    s_add_i32 s66, s19, -1
    s_min_u32 s64, s64, s66                         // the workgroup's last query
    s_add_i32 s64, s64, s65                         // its last visible key
    s_cmp_lt_i32 s64, 0
    s_cselect_b32 s64, -1, s64
    s_add_i32 s64, s64, 32
    s_lshr_b32 s64, s64, 5                  // blocks up to its block (0 when it is -1)
    s_min_u32 s67, s67, s64
    s_add_i32 s64, s73, s65                         // the first query's last key
    s_min_i32 s68, s68, s64
.Lattn_fwd_d128_blocks_known:
    s_cmp_lt_i32 s68, 0
    s_cselect_b32 s68, -1, s68
    s_add_i32 s68, s68, 1
    s_lshr_b32 s68, s68, 5            // first block with a masked key
    // ---- state: O^T = 0, m = -inf, l = 0; pack_p constants
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
    v_mov_b32 v197, 0xff800000
    v_mov_b32 v198, 0
    v_mov_b32 v193, 0x05040100                                // lanes 0-15: (own low, other low)
    v_mov_b32 v194, 0x07060302                                // lanes 0-15: (own high, other high)
    v_cmp_ne_u32 vcc_lo, 0, v192
    v_cndmask_b32_e64 v193, v193, 0x01000504, vcc_lo    // lanes 16-31: (other low, own low)
    v_cndmask_b32_e64 v194, v194, 0x03020706, vcc_lo    // lanes 16-31: (other high, own high)
    s_mov_b32 s56, 0x76543210
    s_mov_b32 s57, 0xfedcba98
    // ---- staging addresses. K: thread t loads 32 bytes of row t / 8 at chunk t % 8;
    // V: thread t packs key pair p = t % 16 (rows 2p, 2p+1) over d = (t / 16) * 8 .. +7
    v_lshrrev_b32 v207, 3, v0              // K row
    v_mul_lo_u32 v210, v207, s27
    v_and_b32 v213, 7, v0
    v_mul_u32_u24 v213, 16, v213               // chunk * elements per chunk
    v_add_nc_u32 v210, v210, v213
    v_lshlrev_b32 v210, 1, v210                      // bytes into the head's K rows
    v_mul_u32_u24 v213, 2, v213
    v_mad_u32_u24 v213, v207, 272, v213            // LDS: row * 272 + chunk bytes
    v_and_b32 v207, 15, v0                          // key pair p
    v_lshlrev_b32 v211, 1, v207                      // row 2p
    v_mul_lo_u32 v211, v211, s30
    v_lshlrev_b32 v214, 2, v207                       // LDS column: p * 4 bytes
    v_lshrrev_b32 v207, 4, v0                       // d chunk
    v_mul_u32_u24 v207, 8, v207                     // first d
    v_add_nc_u32 v211, v211, v207
    v_lshlrev_b32 v211, 1, v211
    s_lshl_b32 s64, s30, 1
    v_add_nc_u32 v212, s64, v211                 // row 2p + 1
    v_mad_u32_u24 v214, v207, 80, v214             // LDS: d * 80 + p * 4
    // fragment reads: K row kt*16 + i at 272 i, V^T row dt*16 + i at 80 i (+ tile offsets)
    v_mul_u32_u24 v215, 272, v191
    v_mul_u32_u24 v216, 80, v191
    v_add_nc_u32 v216, 8704, v216
    // block strides of the K / V soffsets: BC rows
    s_mul_i32 s71, s27, 64
    s_mul_i32 s72, s30, 64
    s_mov_b32 s69, 0
    s_mov_b32 s70, 0
    s_mov_b32 s66, 0
    s_cmp_eq_u32 s67, 0
    s_cbranch_scc1 .Lattn_fwd_d128_epilogue                    // no key visible to any query of the workgroup
    // the Q^T fragments: 256 contiguous bytes of the lane's query row = 8 B operands
    buffer_load_b128 v[86:89], v167, s[36:39], 0 offen offset:0
    buffer_load_b128 v[90:93], v167, s[36:39], 0 offen offset:16
    buffer_load_b128 v[94:97], v167, s[36:39], 0 offen offset:32
    buffer_load_b128 v[98:101], v167, s[36:39], 0 offen offset:48
    buffer_load_b128 v[102:105], v167, s[36:39], 0 offen offset:64
    buffer_load_b128 v[106:109], v167, s[36:39], 0 offen offset:80
    buffer_load_b128 v[110:113], v167, s[36:39], 0 offen offset:96
    buffer_load_b128 v[114:117], v167, s[36:39], 0 offen offset:112
    buffer_load_b128 v[118:121], v167, s[36:39], 0 offen offset:128
    buffer_load_b128 v[122:125], v167, s[36:39], 0 offen offset:144
    buffer_load_b128 v[126:129], v167, s[36:39], 0 offen offset:160
    buffer_load_b128 v[130:133], v167, s[36:39], 0 offen offset:176
    buffer_load_b128 v[134:137], v167, s[36:39], 0 offen offset:192
    buffer_load_b128 v[138:141], v167, s[36:39], 0 offen offset:208
    buffer_load_b128 v[142:145], v167, s[36:39], 0 offen offset:224
    buffer_load_b128 v[146:149], v167, s[36:39], 0 offen offset:240
    // ---- block 0 into LDS buffer 0
    buffer_load_b128 v[167:170], v210, s[40:43], s69 offen offset:0
    buffer_load_b128 v[171:174], v210, s[40:43], s69 offen offset:16
    buffer_load_b128 v[175:178], v211, s[44:47], s70 offen   // V row 2p, 8 d
    buffer_load_b128 v[179:182], v212, s[44:47], s70 offen   // V row 2p + 1
    s_waitcnt vmcnt(0)                                        // Q fragments and block 0 arrived
    v_perm_b32 v183, v179, v175, 0x05040100        // (V[2p][d], V[2p+1][d]), d = d0 + 0
    v_perm_b32 v184, v179, v175, 0x07060302    // d = d0 + 1
    v_perm_b32 v185, v180, v176, 0x05040100        // (V[2p][d], V[2p+1][d]), d = d0 + 2
    v_perm_b32 v186, v180, v176, 0x07060302    // d = d0 + 3
    v_perm_b32 v187, v181, v177, 0x05040100        // (V[2p][d], V[2p+1][d]), d = d0 + 4
    v_perm_b32 v188, v181, v177, 0x07060302    // d = d0 + 5
    v_perm_b32 v189, v182, v178, 0x05040100        // (V[2p][d], V[2p+1][d]), d = d0 + 6
    v_perm_b32 v190, v182, v178, 0x07060302    // d = d0 + 7
    ds_store_b128 v213, v[167:170] offset:0
    ds_store_b128 v213, v[171:174] offset:16
    ds_store_b32 v214, v183 offset:8704
    ds_store_b32 v214, v184 offset:8784
    ds_store_b32 v214, v185 offset:8864
    ds_store_b32 v214, v186 offset:8944
    ds_store_b32 v214, v187 offset:9024
    ds_store_b32 v214, v188 offset:9104
    ds_store_b32 v214, v189 offset:9184
    ds_store_b32 v214, v190 offset:9264
    s_waitcnt lgkmcnt(0)                                      // stored ...
    s_barrier                                                 // ... by every wave
.Lattn_fwd_d128_loop:
    // ==== block b from LDS buffer 0; block b+1 loads into registers meanwhile
    s_add_u32 s69, s69, s71
    s_add_u32 s70, s70, s72
    buffer_load_b128 v[167:170], v210, s[40:43], s69 offen offset:0
    buffer_load_b128 v[171:174], v210, s[40:43], s69 offen offset:16
    buffer_load_b128 v[175:178], v211, s[44:47], s70 offen   // V row 2p, 8 d
    buffer_load_b128 v[179:182], v212, s[44:47], s70 offen   // V row 2p + 1
    // S^T = K Q^T: 16 WMMAs, K fragments (rows kt*16 + i, d dt*16..) double-buffered in v[69:76], v[77:84]
    ds_load_b128 v[69:72], v215
    ds_load_b128 v[73:76], v215 offset:16
    ds_load_b128 v[77:80], v215 offset:32
    ds_load_b128 v[81:84], v215 offset:48
    s_waitcnt lgkmcnt(2)                                 // K fragment 0
    v_wmma_f32_16x16x16_f16 v[151:158], v[69:76], v[86:93], 0
    ds_load_b128 v[69:72], v215 offset:64
    ds_load_b128 v[73:76], v215 offset:80
    s_waitcnt lgkmcnt(2)                                 // K fragment 1
    v_wmma_f32_16x16x16_f16 v[151:158], v[77:84], v[94:101], v[151:158]
    ds_load_b128 v[77:80], v215 offset:96
    ds_load_b128 v[81:84], v215 offset:112
    s_waitcnt lgkmcnt(2)                                 // K fragment 2
    v_wmma_f32_16x16x16_f16 v[151:158], v[69:76], v[102:109], v[151:158]
    ds_load_b128 v[69:72], v215 offset:128
    ds_load_b128 v[73:76], v215 offset:144
    s_waitcnt lgkmcnt(2)                                 // K fragment 3
    v_wmma_f32_16x16x16_f16 v[151:158], v[77:84], v[110:117], v[151:158]
    ds_load_b128 v[77:80], v215 offset:160
    ds_load_b128 v[81:84], v215 offset:176
    s_waitcnt lgkmcnt(2)                                 // K fragment 4
    v_wmma_f32_16x16x16_f16 v[151:158], v[69:76], v[118:125], v[151:158]
    ds_load_b128 v[69:72], v215 offset:192
    ds_load_b128 v[73:76], v215 offset:208
    s_waitcnt lgkmcnt(2)                                 // K fragment 5
    v_wmma_f32_16x16x16_f16 v[151:158], v[77:84], v[126:133], v[151:158]
    ds_load_b128 v[77:80], v215 offset:224
    ds_load_b128 v[81:84], v215 offset:240
    s_waitcnt lgkmcnt(2)                                 // K fragment 6
    v_wmma_f32_16x16x16_f16 v[151:158], v[69:76], v[134:141], v[151:158]
    ds_load_b128 v[69:72], v215 offset:4352
    ds_load_b128 v[73:76], v215 offset:4368
    s_waitcnt lgkmcnt(2)                                 // K fragment 7
    v_wmma_f32_16x16x16_f16 v[151:158], v[77:84], v[142:149], v[151:158]
    ds_load_b128 v[77:80], v215 offset:4384
    ds_load_b128 v[81:84], v215 offset:4400
    s_waitcnt lgkmcnt(2)                                 // K fragment 8
    v_wmma_f32_16x16x16_f16 v[159:166], v[69:76], v[86:93], 0
    ds_load_b128 v[69:72], v215 offset:4416
    ds_load_b128 v[73:76], v215 offset:4432
    s_waitcnt lgkmcnt(2)                                 // K fragment 9
    v_wmma_f32_16x16x16_f16 v[159:166], v[77:84], v[94:101], v[159:166]
    ds_load_b128 v[77:80], v215 offset:4448
    ds_load_b128 v[81:84], v215 offset:4464
    s_waitcnt lgkmcnt(2)                                 // K fragment 10
    v_wmma_f32_16x16x16_f16 v[159:166], v[69:76], v[102:109], v[159:166]
    ds_load_b128 v[69:72], v215 offset:4480
    ds_load_b128 v[73:76], v215 offset:4496
    s_waitcnt lgkmcnt(2)                                 // K fragment 11
    v_wmma_f32_16x16x16_f16 v[159:166], v[77:84], v[110:117], v[159:166]
    ds_load_b128 v[77:80], v215 offset:4512
    ds_load_b128 v[81:84], v215 offset:4528
    s_waitcnt lgkmcnt(2)                                 // K fragment 12
    v_wmma_f32_16x16x16_f16 v[159:166], v[69:76], v[118:125], v[159:166]
    ds_load_b128 v[69:72], v215 offset:4544
    ds_load_b128 v[73:76], v215 offset:4560
    s_waitcnt lgkmcnt(2)                                 // K fragment 13
    v_wmma_f32_16x16x16_f16 v[159:166], v[77:84], v[126:133], v[159:166]
    ds_load_b128 v[77:80], v215 offset:4576
    ds_load_b128 v[81:84], v215 offset:4592
    s_waitcnt lgkmcnt(2)                                 // K fragment 14
    v_wmma_f32_16x16x16_f16 v[159:166], v[69:76], v[134:141], v[159:166]
    ds_load_b128 v[69:72], v216
    ds_load_b128 v[73:76], v216 offset:16
    s_waitcnt lgkmcnt(2)                                 // K fragment 15
    v_wmma_f32_16x16x16_f16 v[159:166], v[77:84], v[142:149], v[159:166]
    // ---- mask (only on blocks from the first one with a masked key): key > the lane's limit
    s_cmp_lt_u32 s66, s68                     // a block before the first masked one (even blocks)
    s_cbranch_scc1 .Lattn_fwd_d128_even_unmasked
    s_lshl_b32 s64, s66, 5
    v_subrev_nc_u32 v209, s64, v208              // threshold relative to the block's first key
    v_cmp_gt_i32 vcc_lo, 0, v209                      // key 0(+1) of v[151:158] past the limit
    v_cndmask_b32_e64 v151, v151, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 2, v209                      // key 2(+1) of v[151:158] past the limit
    v_cndmask_b32_e64 v152, v152, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 4, v209                      // key 4(+1) of v[151:158] past the limit
    v_cndmask_b32_e64 v153, v153, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 6, v209                      // key 6(+1) of v[151:158] past the limit
    v_cndmask_b32_e64 v154, v154, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 8, v209                      // key 8(+1) of v[151:158] past the limit
    v_cndmask_b32_e64 v155, v155, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 10, v209                      // key 10(+1) of v[151:158] past the limit
    v_cndmask_b32_e64 v156, v156, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 12, v209                      // key 12(+1) of v[151:158] past the limit
    v_cndmask_b32_e64 v157, v157, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 14, v209                      // key 14(+1) of v[151:158] past the limit
    v_cndmask_b32_e64 v158, v158, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 16, v209                      // key 16(+1) of v[159:166] past the limit
    v_cndmask_b32_e64 v159, v159, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 18, v209                      // key 18(+1) of v[159:166] past the limit
    v_cndmask_b32_e64 v160, v160, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 20, v209                      // key 20(+1) of v[159:166] past the limit
    v_cndmask_b32_e64 v161, v161, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 22, v209                      // key 22(+1) of v[159:166] past the limit
    v_cndmask_b32_e64 v162, v162, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 24, v209                      // key 24(+1) of v[159:166] past the limit
    v_cndmask_b32_e64 v163, v163, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 26, v209                      // key 26(+1) of v[159:166] past the limit
    v_cndmask_b32_e64 v164, v164, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 28, v209                      // key 28(+1) of v[159:166] past the limit
    v_cndmask_b32_e64 v165, v165, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 30, v209                      // key 30(+1) of v[159:166] past the limit
    v_cndmask_b32_e64 v166, v166, 0xff800000, vcc_lo       // S = -inf
.Lattn_fwd_d128_even_unmasked:
    // ---- online softmax (per lane = per query): m, alpha, P = 2^(c S - m_safe), l = l alpha + sum P
    v_max3_f32 v199, v151, v152, v153          // in-lane maximum over 16 keys
    v_max3_f32 v199, v199, v154, v155
    v_max3_f32 v199, v199, v156, v157
    v_max3_f32 v199, v199, v158, v159
    v_max3_f32 v199, v199, v160, v161
    v_max3_f32 v199, v199, v162, v163
    v_max3_f32 v199, v199, v164, v165
    v_max_f32 v199, v199, v166
    v_permlanex16_b32 v207, v199, s56, s57     // the other half's keys
    v_max_f32 v199, v199, v207                                     // both lanes of query q agree on v199
    v_mul_f32 v207, s34, v199                                 // c * block maximum
    v_max_f32 v207, v197, v207                                  // m_new
    v_cmp_class_f32 vcc_lo, v207, 4                              // m_new = -inf: every key so far masked
    v_cndmask_b32_e64 v200, v207, 0, vcc_lo
    v_sub_f32 v204, v197, v200
    v_exp_f32 v204, v204                               // alpha = 2^(m - m_safe)
    v_mov_b32 v197, v207
    v_fma_f32 v151, v151, s34, -v200                    // c S - m_safe
    v_exp_f32 v151, v151                                       // P = 2^(c S - m_safe)
    v_fma_f32 v152, v152, s34, -v200                    // c S - m_safe
    v_exp_f32 v152, v152                                       // P = 2^(c S - m_safe)
    v_fma_f32 v153, v153, s34, -v200                    // c S - m_safe
    v_exp_f32 v153, v153                                       // P = 2^(c S - m_safe)
    v_fma_f32 v154, v154, s34, -v200                    // c S - m_safe
    v_exp_f32 v154, v154                                       // P = 2^(c S - m_safe)
    v_fma_f32 v155, v155, s34, -v200                    // c S - m_safe
    v_exp_f32 v155, v155                                       // P = 2^(c S - m_safe)
    v_fma_f32 v156, v156, s34, -v200                    // c S - m_safe
    v_exp_f32 v156, v156                                       // P = 2^(c S - m_safe)
    v_fma_f32 v157, v157, s34, -v200                    // c S - m_safe
    v_exp_f32 v157, v157                                       // P = 2^(c S - m_safe)
    v_fma_f32 v158, v158, s34, -v200                    // c S - m_safe
    v_exp_f32 v158, v158                                       // P = 2^(c S - m_safe)
    v_fma_f32 v159, v159, s34, -v200                    // c S - m_safe
    v_exp_f32 v159, v159                                       // P = 2^(c S - m_safe)
    v_fma_f32 v160, v160, s34, -v200                    // c S - m_safe
    v_exp_f32 v160, v160                                       // P = 2^(c S - m_safe)
    v_fma_f32 v161, v161, s34, -v200                    // c S - m_safe
    v_exp_f32 v161, v161                                       // P = 2^(c S - m_safe)
    v_fma_f32 v162, v162, s34, -v200                    // c S - m_safe
    v_exp_f32 v162, v162                                       // P = 2^(c S - m_safe)
    v_fma_f32 v163, v163, s34, -v200                    // c S - m_safe
    v_exp_f32 v163, v163                                       // P = 2^(c S - m_safe)
    v_fma_f32 v164, v164, s34, -v200                    // c S - m_safe
    v_exp_f32 v164, v164                                       // P = 2^(c S - m_safe)
    v_fma_f32 v165, v165, s34, -v200                    // c S - m_safe
    v_exp_f32 v165, v165                                       // P = 2^(c S - m_safe)
    v_fma_f32 v166, v166, s34, -v200                    // c S - m_safe
    v_exp_f32 v166, v166                                       // P = 2^(c S - m_safe)
    v_add_f32 v206, v151, v152                   // the lane's keys of the block
    v_add_f32 v206, v206, v153
    v_add_f32 v206, v206, v154
    v_add_f32 v206, v206, v155
    v_add_f32 v206, v206, v156
    v_add_f32 v206, v206, v157
    v_add_f32 v206, v206, v158
    v_add_f32 v206, v206, v159
    v_add_f32 v206, v206, v160
    v_add_f32 v206, v206, v161
    v_add_f32 v206, v206, v162
    v_add_f32 v206, v206, v163
    v_add_f32 v206, v206, v164
    v_add_f32 v206, v206, v165
    v_add_f32 v206, v206, v166
    v_fmac_f32 v206, v198, v204
    v_mov_b32 v198, v206
    // ---- O^T *= alpha, unless every alpha is 1 (no query's maximum moved)
    v_cmp_neq_f32 vcc_lo, 1.0, v204
    s_cbranch_vccz .Lattn_fwd_d128_even_no_rescale            // every alpha 1 (even blocks)
    v_mov_b32 v205, v204
    v_dual_mul_f32 v4, v4, v204 :: v_dual_mul_f32 v5, v5, v205
    v_dual_mul_f32 v6, v6, v204 :: v_dual_mul_f32 v7, v7, v205
    v_dual_mul_f32 v8, v8, v204 :: v_dual_mul_f32 v9, v9, v205
    v_dual_mul_f32 v10, v10, v204 :: v_dual_mul_f32 v11, v11, v205
    v_dual_mul_f32 v12, v12, v204 :: v_dual_mul_f32 v13, v13, v205
    v_dual_mul_f32 v14, v14, v204 :: v_dual_mul_f32 v15, v15, v205
    v_dual_mul_f32 v16, v16, v204 :: v_dual_mul_f32 v17, v17, v205
    v_dual_mul_f32 v18, v18, v204 :: v_dual_mul_f32 v19, v19, v205
    v_dual_mul_f32 v20, v20, v204 :: v_dual_mul_f32 v21, v21, v205
    v_dual_mul_f32 v22, v22, v204 :: v_dual_mul_f32 v23, v23, v205
    v_dual_mul_f32 v24, v24, v204 :: v_dual_mul_f32 v25, v25, v205
    v_dual_mul_f32 v26, v26, v204 :: v_dual_mul_f32 v27, v27, v205
    v_dual_mul_f32 v28, v28, v204 :: v_dual_mul_f32 v29, v29, v205
    v_dual_mul_f32 v30, v30, v204 :: v_dual_mul_f32 v31, v31, v205
    v_dual_mul_f32 v32, v32, v204 :: v_dual_mul_f32 v33, v33, v205
    v_dual_mul_f32 v34, v34, v204 :: v_dual_mul_f32 v35, v35, v205
    v_dual_mul_f32 v36, v36, v204 :: v_dual_mul_f32 v37, v37, v205
    v_dual_mul_f32 v38, v38, v204 :: v_dual_mul_f32 v39, v39, v205
    v_dual_mul_f32 v40, v40, v204 :: v_dual_mul_f32 v41, v41, v205
    v_dual_mul_f32 v42, v42, v204 :: v_dual_mul_f32 v43, v43, v205
    v_dual_mul_f32 v44, v44, v204 :: v_dual_mul_f32 v45, v45, v205
    v_dual_mul_f32 v46, v46, v204 :: v_dual_mul_f32 v47, v47, v205
    v_dual_mul_f32 v48, v48, v204 :: v_dual_mul_f32 v49, v49, v205
    v_dual_mul_f32 v50, v50, v204 :: v_dual_mul_f32 v51, v51, v205
    v_dual_mul_f32 v52, v52, v204 :: v_dual_mul_f32 v53, v53, v205
    v_dual_mul_f32 v54, v54, v204 :: v_dual_mul_f32 v55, v55, v205
    v_dual_mul_f32 v56, v56, v204 :: v_dual_mul_f32 v57, v57, v205
    v_dual_mul_f32 v58, v58, v204 :: v_dual_mul_f32 v59, v59, v205
    v_dual_mul_f32 v60, v60, v204 :: v_dual_mul_f32 v61, v61, v205
    v_dual_mul_f32 v62, v62, v204 :: v_dual_mul_f32 v63, v63, v205
    v_dual_mul_f32 v64, v64, v204 :: v_dual_mul_f32 v65, v65, v205
    v_dual_mul_f32 v66, v66, v204 :: v_dual_mul_f32 v67, v67, v205
.Lattn_fwd_d128_even_no_rescale:
    // ---- P -> B operands (registers only)
    // P tile v[151:158] -> B operand in place: keys (2g, 2g+1) of query q in lanes q and q+16
    v_cvt_f16_f32 v151, v151                         // lane q: key 0, lane q+16: key 1 (low half)
    v_cvt_f16_f32 v152, v152
    v_perm_b32 v195, v152, v151, 0x05040100          // c = (keys 0, 2) of v[151:158], (1, 3) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 0-3 of v[151:158])
    v_perm_b32 v151, v196, v195, v193                  // v151 = (key 0, key 1)
    v_perm_b32 v152, v196, v195, v194              // v152 = (key 2, key 3)
    v_cvt_f16_f32 v153, v153                         // lane q: key 4, lane q+16: key 5 (low half)
    v_cvt_f16_f32 v154, v154
    v_perm_b32 v195, v154, v153, 0x05040100          // c = (keys 4, 6) of v[151:158], (5, 7) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 4-7 of v[151:158])
    v_perm_b32 v153, v196, v195, v193                  // v153 = (key 4, key 5)
    v_perm_b32 v154, v196, v195, v194              // v154 = (key 6, key 7)
    v_cvt_f16_f32 v155, v155                         // lane q: key 8, lane q+16: key 9 (low half)
    v_cvt_f16_f32 v156, v156
    v_perm_b32 v195, v156, v155, 0x05040100          // c = (keys 8, 10) of v[151:158], (9, 11) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 8-11 of v[151:158])
    v_perm_b32 v155, v196, v195, v193                  // v155 = (key 8, key 9)
    v_perm_b32 v156, v196, v195, v194              // v156 = (key 10, key 11)
    v_cvt_f16_f32 v157, v157                         // lane q: key 12, lane q+16: key 13 (low half)
    v_cvt_f16_f32 v158, v158
    v_perm_b32 v195, v158, v157, 0x05040100          // c = (keys 12, 14) of v[151:158], (13, 15) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 12-15 of v[151:158])
    v_perm_b32 v157, v196, v195, v193                  // v157 = (key 12, key 13)
    v_perm_b32 v158, v196, v195, v194              // v158 = (key 14, key 15)
    // P tile v[159:166] -> B operand in place: keys (2g, 2g+1) of query q in lanes q and q+16
    v_cvt_f16_f32 v159, v159                         // lane q: key 0, lane q+16: key 1 (low half)
    v_cvt_f16_f32 v160, v160
    v_perm_b32 v195, v160, v159, 0x05040100          // c = (keys 0, 2) of v[159:166], (1, 3) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 0-3 of v[159:166])
    v_perm_b32 v159, v196, v195, v193                  // v159 = (key 0, key 1)
    v_perm_b32 v160, v196, v195, v194              // v160 = (key 2, key 3)
    v_cvt_f16_f32 v161, v161                         // lane q: key 4, lane q+16: key 5 (low half)
    v_cvt_f16_f32 v162, v162
    v_perm_b32 v195, v162, v161, 0x05040100          // c = (keys 4, 6) of v[159:166], (5, 7) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 4-7 of v[159:166])
    v_perm_b32 v161, v196, v195, v193                  // v161 = (key 4, key 5)
    v_perm_b32 v162, v196, v195, v194              // v162 = (key 6, key 7)
    v_cvt_f16_f32 v163, v163                         // lane q: key 8, lane q+16: key 9 (low half)
    v_cvt_f16_f32 v164, v164
    v_perm_b32 v195, v164, v163, 0x05040100          // c = (keys 8, 10) of v[159:166], (9, 11) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 8-11 of v[159:166])
    v_perm_b32 v163, v196, v195, v193                  // v163 = (key 8, key 9)
    v_perm_b32 v164, v196, v195, v194              // v164 = (key 10, key 11)
    v_cvt_f16_f32 v165, v165                         // lane q: key 12, lane q+16: key 13 (low half)
    v_cvt_f16_f32 v166, v166
    v_perm_b32 v195, v166, v165, 0x05040100          // c = (keys 12, 14) of v[159:166], (13, 15) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 12-15 of v[159:166])
    v_perm_b32 v165, v196, v195, v193                  // v165 = (key 12, key 13)
    v_perm_b32 v166, v196, v195, v194              // v166 = (key 14, key 15)
    // ---- O^T += V^T P^T: 16 WMMAs, V^T fragments (rows dt*16 + i, key pairs kt*8..)
    ds_load_b128 v[77:80], v216 offset:32
    ds_load_b128 v[81:84], v216 offset:48
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 0
    v_wmma_f32_16x16x16_f16 v[4:11], v[69:76], v[151:158], v[4:11]
    ds_load_b128 v[69:72], v216 offset:1280
    ds_load_b128 v[73:76], v216 offset:1296
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 1
    v_wmma_f32_16x16x16_f16 v[4:11], v[77:84], v[159:166], v[4:11]
    ds_load_b128 v[77:80], v216 offset:1312
    ds_load_b128 v[81:84], v216 offset:1328
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 2
    v_wmma_f32_16x16x16_f16 v[12:19], v[69:76], v[151:158], v[12:19]
    ds_load_b128 v[69:72], v216 offset:2560
    ds_load_b128 v[73:76], v216 offset:2576
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 3
    v_wmma_f32_16x16x16_f16 v[12:19], v[77:84], v[159:166], v[12:19]
    ds_load_b128 v[77:80], v216 offset:2592
    ds_load_b128 v[81:84], v216 offset:2608
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 4
    v_wmma_f32_16x16x16_f16 v[20:27], v[69:76], v[151:158], v[20:27]
    ds_load_b128 v[69:72], v216 offset:3840
    ds_load_b128 v[73:76], v216 offset:3856
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 5
    v_wmma_f32_16x16x16_f16 v[20:27], v[77:84], v[159:166], v[20:27]
    ds_load_b128 v[77:80], v216 offset:3872
    ds_load_b128 v[81:84], v216 offset:3888
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 6
    v_wmma_f32_16x16x16_f16 v[28:35], v[69:76], v[151:158], v[28:35]
    ds_load_b128 v[69:72], v216 offset:5120
    ds_load_b128 v[73:76], v216 offset:5136
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 7
    v_wmma_f32_16x16x16_f16 v[28:35], v[77:84], v[159:166], v[28:35]
    ds_load_b128 v[77:80], v216 offset:5152
    ds_load_b128 v[81:84], v216 offset:5168
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 8
    v_wmma_f32_16x16x16_f16 v[36:43], v[69:76], v[151:158], v[36:43]
    ds_load_b128 v[69:72], v216 offset:6400
    ds_load_b128 v[73:76], v216 offset:6416
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 9
    v_wmma_f32_16x16x16_f16 v[36:43], v[77:84], v[159:166], v[36:43]
    ds_load_b128 v[77:80], v216 offset:6432
    ds_load_b128 v[81:84], v216 offset:6448
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 10
    v_wmma_f32_16x16x16_f16 v[44:51], v[69:76], v[151:158], v[44:51]
    ds_load_b128 v[69:72], v216 offset:7680
    ds_load_b128 v[73:76], v216 offset:7696
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 11
    v_wmma_f32_16x16x16_f16 v[44:51], v[77:84], v[159:166], v[44:51]
    ds_load_b128 v[77:80], v216 offset:7712
    ds_load_b128 v[81:84], v216 offset:7728
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 12
    v_wmma_f32_16x16x16_f16 v[52:59], v[69:76], v[151:158], v[52:59]
    ds_load_b128 v[69:72], v216 offset:8960
    ds_load_b128 v[73:76], v216 offset:8976
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 13
    v_wmma_f32_16x16x16_f16 v[52:59], v[77:84], v[159:166], v[52:59]
    ds_load_b128 v[77:80], v216 offset:8992
    ds_load_b128 v[81:84], v216 offset:9008
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 14
    v_wmma_f32_16x16x16_f16 v[60:67], v[69:76], v[151:158], v[60:67]
    s_waitcnt lgkmcnt(0)                                 // V^T fragment 15
    v_wmma_f32_16x16x16_f16 v[60:67], v[77:84], v[159:166], v[60:67]
    // ---- block b+1 into the other buffer (its last readers passed the previous barrier)
    s_waitcnt vmcnt(0)                                        // block b+1 arrived
    v_perm_b32 v183, v179, v175, 0x05040100        // (V[2p][d], V[2p+1][d]), d = d0 + 0
    v_perm_b32 v184, v179, v175, 0x07060302    // d = d0 + 1
    v_perm_b32 v185, v180, v176, 0x05040100        // (V[2p][d], V[2p+1][d]), d = d0 + 2
    v_perm_b32 v186, v180, v176, 0x07060302    // d = d0 + 3
    v_perm_b32 v187, v181, v177, 0x05040100        // (V[2p][d], V[2p+1][d]), d = d0 + 4
    v_perm_b32 v188, v181, v177, 0x07060302    // d = d0 + 5
    v_perm_b32 v189, v182, v178, 0x05040100        // (V[2p][d], V[2p+1][d]), d = d0 + 6
    v_perm_b32 v190, v182, v178, 0x07060302    // d = d0 + 7
    ds_store_b128 v213, v[167:170] offset:18944
    ds_store_b128 v213, v[171:174] offset:18960
    ds_store_b32 v214, v183 offset:27648
    ds_store_b32 v214, v184 offset:27728
    ds_store_b32 v214, v185 offset:27808
    ds_store_b32 v214, v186 offset:27888
    ds_store_b32 v214, v187 offset:27968
    ds_store_b32 v214, v188 offset:28048
    ds_store_b32 v214, v189 offset:28128
    ds_store_b32 v214, v190 offset:28208
    s_waitcnt lgkmcnt(0)                                      // stored ...
    s_barrier                                                 // ... by every wave (even blocks)
    s_add_u32 s66, s66, 1
    s_cmp_ge_u32 s66, s67
    s_cbranch_scc1 .Lattn_fwd_d128_epilogue
    // ==== block b from LDS buffer 1; block b+1 loads into registers meanwhile
    s_add_u32 s69, s69, s71
    s_add_u32 s70, s70, s72
    buffer_load_b128 v[167:170], v210, s[40:43], s69 offen offset:0
    buffer_load_b128 v[171:174], v210, s[40:43], s69 offen offset:16
    buffer_load_b128 v[175:178], v211, s[44:47], s70 offen   // V row 2p, 8 d
    buffer_load_b128 v[179:182], v212, s[44:47], s70 offen   // V row 2p + 1
    // S^T = K Q^T: 16 WMMAs, K fragments (rows kt*16 + i, d dt*16..) double-buffered in v[69:76], v[77:84]
    ds_load_b128 v[69:72], v215 offset:18944
    ds_load_b128 v[73:76], v215 offset:18960
    ds_load_b128 v[77:80], v215 offset:18976
    ds_load_b128 v[81:84], v215 offset:18992
    s_waitcnt lgkmcnt(2)                                 // K fragment 0
    v_wmma_f32_16x16x16_f16 v[151:158], v[69:76], v[86:93], 0
    ds_load_b128 v[69:72], v215 offset:19008
    ds_load_b128 v[73:76], v215 offset:19024
    s_waitcnt lgkmcnt(2)                                 // K fragment 1
    v_wmma_f32_16x16x16_f16 v[151:158], v[77:84], v[94:101], v[151:158]
    ds_load_b128 v[77:80], v215 offset:19040
    ds_load_b128 v[81:84], v215 offset:19056
    s_waitcnt lgkmcnt(2)                                 // K fragment 2
    v_wmma_f32_16x16x16_f16 v[151:158], v[69:76], v[102:109], v[151:158]
    ds_load_b128 v[69:72], v215 offset:19072
    ds_load_b128 v[73:76], v215 offset:19088
    s_waitcnt lgkmcnt(2)                                 // K fragment 3
    v_wmma_f32_16x16x16_f16 v[151:158], v[77:84], v[110:117], v[151:158]
    ds_load_b128 v[77:80], v215 offset:19104
    ds_load_b128 v[81:84], v215 offset:19120
    s_waitcnt lgkmcnt(2)                                 // K fragment 4
    v_wmma_f32_16x16x16_f16 v[151:158], v[69:76], v[118:125], v[151:158]
    ds_load_b128 v[69:72], v215 offset:19136
    ds_load_b128 v[73:76], v215 offset:19152
    s_waitcnt lgkmcnt(2)                                 // K fragment 5
    v_wmma_f32_16x16x16_f16 v[151:158], v[77:84], v[126:133], v[151:158]
    ds_load_b128 v[77:80], v215 offset:19168
    ds_load_b128 v[81:84], v215 offset:19184
    s_waitcnt lgkmcnt(2)                                 // K fragment 6
    v_wmma_f32_16x16x16_f16 v[151:158], v[69:76], v[134:141], v[151:158]
    ds_load_b128 v[69:72], v215 offset:23296
    ds_load_b128 v[73:76], v215 offset:23312
    s_waitcnt lgkmcnt(2)                                 // K fragment 7
    v_wmma_f32_16x16x16_f16 v[151:158], v[77:84], v[142:149], v[151:158]
    ds_load_b128 v[77:80], v215 offset:23328
    ds_load_b128 v[81:84], v215 offset:23344
    s_waitcnt lgkmcnt(2)                                 // K fragment 8
    v_wmma_f32_16x16x16_f16 v[159:166], v[69:76], v[86:93], 0
    ds_load_b128 v[69:72], v215 offset:23360
    ds_load_b128 v[73:76], v215 offset:23376
    s_waitcnt lgkmcnt(2)                                 // K fragment 9
    v_wmma_f32_16x16x16_f16 v[159:166], v[77:84], v[94:101], v[159:166]
    ds_load_b128 v[77:80], v215 offset:23392
    ds_load_b128 v[81:84], v215 offset:23408
    s_waitcnt lgkmcnt(2)                                 // K fragment 10
    v_wmma_f32_16x16x16_f16 v[159:166], v[69:76], v[102:109], v[159:166]
    ds_load_b128 v[69:72], v215 offset:23424
    ds_load_b128 v[73:76], v215 offset:23440
    s_waitcnt lgkmcnt(2)                                 // K fragment 11
    v_wmma_f32_16x16x16_f16 v[159:166], v[77:84], v[110:117], v[159:166]
    ds_load_b128 v[77:80], v215 offset:23456
    ds_load_b128 v[81:84], v215 offset:23472
    s_waitcnt lgkmcnt(2)                                 // K fragment 12
    v_wmma_f32_16x16x16_f16 v[159:166], v[69:76], v[118:125], v[159:166]
    ds_load_b128 v[69:72], v215 offset:23488
    ds_load_b128 v[73:76], v215 offset:23504
    s_waitcnt lgkmcnt(2)                                 // K fragment 13
    v_wmma_f32_16x16x16_f16 v[159:166], v[77:84], v[126:133], v[159:166]
    ds_load_b128 v[77:80], v215 offset:23520
    ds_load_b128 v[81:84], v215 offset:23536
    s_waitcnt lgkmcnt(2)                                 // K fragment 14
    v_wmma_f32_16x16x16_f16 v[159:166], v[69:76], v[134:141], v[159:166]
    ds_load_b128 v[69:72], v216 offset:18944
    ds_load_b128 v[73:76], v216 offset:18960
    s_waitcnt lgkmcnt(2)                                 // K fragment 15
    v_wmma_f32_16x16x16_f16 v[159:166], v[77:84], v[142:149], v[159:166]
    // ---- mask (only on blocks from the first one with a masked key): key > the lane's limit
    s_cmp_lt_u32 s66, s68                     // a block before the first masked one (odd blocks)
    s_cbranch_scc1 .Lattn_fwd_d128_odd_unmasked
    s_lshl_b32 s64, s66, 5
    v_subrev_nc_u32 v209, s64, v208              // threshold relative to the block's first key
    v_cmp_gt_i32 vcc_lo, 0, v209                      // key 0(+1) of v[151:158] past the limit
    v_cndmask_b32_e64 v151, v151, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 2, v209                      // key 2(+1) of v[151:158] past the limit
    v_cndmask_b32_e64 v152, v152, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 4, v209                      // key 4(+1) of v[151:158] past the limit
    v_cndmask_b32_e64 v153, v153, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 6, v209                      // key 6(+1) of v[151:158] past the limit
    v_cndmask_b32_e64 v154, v154, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 8, v209                      // key 8(+1) of v[151:158] past the limit
    v_cndmask_b32_e64 v155, v155, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 10, v209                      // key 10(+1) of v[151:158] past the limit
    v_cndmask_b32_e64 v156, v156, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 12, v209                      // key 12(+1) of v[151:158] past the limit
    v_cndmask_b32_e64 v157, v157, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 14, v209                      // key 14(+1) of v[151:158] past the limit
    v_cndmask_b32_e64 v158, v158, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 16, v209                      // key 16(+1) of v[159:166] past the limit
    v_cndmask_b32_e64 v159, v159, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 18, v209                      // key 18(+1) of v[159:166] past the limit
    v_cndmask_b32_e64 v160, v160, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 20, v209                      // key 20(+1) of v[159:166] past the limit
    v_cndmask_b32_e64 v161, v161, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 22, v209                      // key 22(+1) of v[159:166] past the limit
    v_cndmask_b32_e64 v162, v162, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 24, v209                      // key 24(+1) of v[159:166] past the limit
    v_cndmask_b32_e64 v163, v163, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 26, v209                      // key 26(+1) of v[159:166] past the limit
    v_cndmask_b32_e64 v164, v164, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 28, v209                      // key 28(+1) of v[159:166] past the limit
    v_cndmask_b32_e64 v165, v165, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 30, v209                      // key 30(+1) of v[159:166] past the limit
    v_cndmask_b32_e64 v166, v166, 0xff800000, vcc_lo       // S = -inf
.Lattn_fwd_d128_odd_unmasked:
    // ---- online softmax (per lane = per query): m, alpha, P = 2^(c S - m_safe), l = l alpha + sum P
    v_max3_f32 v199, v151, v152, v153          // in-lane maximum over 16 keys
    v_max3_f32 v199, v199, v154, v155
    v_max3_f32 v199, v199, v156, v157
    v_max3_f32 v199, v199, v158, v159
    v_max3_f32 v199, v199, v160, v161
    v_max3_f32 v199, v199, v162, v163
    v_max3_f32 v199, v199, v164, v165
    v_max_f32 v199, v199, v166
    v_permlanex16_b32 v207, v199, s56, s57     // the other half's keys
    v_max_f32 v199, v199, v207                                     // both lanes of query q agree on v199
    v_mul_f32 v207, s34, v199                                 // c * block maximum
    v_max_f32 v207, v197, v207                                  // m_new
    v_cmp_class_f32 vcc_lo, v207, 4                              // m_new = -inf: every key so far masked
    v_cndmask_b32_e64 v200, v207, 0, vcc_lo
    v_sub_f32 v204, v197, v200
    v_exp_f32 v204, v204                               // alpha = 2^(m - m_safe)
    v_mov_b32 v197, v207
    v_fma_f32 v151, v151, s34, -v200                    // c S - m_safe
    v_exp_f32 v151, v151                                       // P = 2^(c S - m_safe)
    v_fma_f32 v152, v152, s34, -v200                    // c S - m_safe
    v_exp_f32 v152, v152                                       // P = 2^(c S - m_safe)
    v_fma_f32 v153, v153, s34, -v200                    // c S - m_safe
    v_exp_f32 v153, v153                                       // P = 2^(c S - m_safe)
    v_fma_f32 v154, v154, s34, -v200                    // c S - m_safe
    v_exp_f32 v154, v154                                       // P = 2^(c S - m_safe)
    v_fma_f32 v155, v155, s34, -v200                    // c S - m_safe
    v_exp_f32 v155, v155                                       // P = 2^(c S - m_safe)
    v_fma_f32 v156, v156, s34, -v200                    // c S - m_safe
    v_exp_f32 v156, v156                                       // P = 2^(c S - m_safe)
    v_fma_f32 v157, v157, s34, -v200                    // c S - m_safe
    v_exp_f32 v157, v157                                       // P = 2^(c S - m_safe)
    v_fma_f32 v158, v158, s34, -v200                    // c S - m_safe
    v_exp_f32 v158, v158                                       // P = 2^(c S - m_safe)
    v_fma_f32 v159, v159, s34, -v200                    // c S - m_safe
    v_exp_f32 v159, v159                                       // P = 2^(c S - m_safe)
    v_fma_f32 v160, v160, s34, -v200                    // c S - m_safe
    v_exp_f32 v160, v160                                       // P = 2^(c S - m_safe)
    v_fma_f32 v161, v161, s34, -v200                    // c S - m_safe
    v_exp_f32 v161, v161                                       // P = 2^(c S - m_safe)
    v_fma_f32 v162, v162, s34, -v200                    // c S - m_safe
    v_exp_f32 v162, v162                                       // P = 2^(c S - m_safe)
    v_fma_f32 v163, v163, s34, -v200                    // c S - m_safe
    v_exp_f32 v163, v163                                       // P = 2^(c S - m_safe)
    v_fma_f32 v164, v164, s34, -v200                    // c S - m_safe
    v_exp_f32 v164, v164                                       // P = 2^(c S - m_safe)
    v_fma_f32 v165, v165, s34, -v200                    // c S - m_safe
    v_exp_f32 v165, v165                                       // P = 2^(c S - m_safe)
    v_fma_f32 v166, v166, s34, -v200                    // c S - m_safe
    v_exp_f32 v166, v166                                       // P = 2^(c S - m_safe)
    v_add_f32 v206, v151, v152                   // the lane's keys of the block
    v_add_f32 v206, v206, v153
    v_add_f32 v206, v206, v154
    v_add_f32 v206, v206, v155
    v_add_f32 v206, v206, v156
    v_add_f32 v206, v206, v157
    v_add_f32 v206, v206, v158
    v_add_f32 v206, v206, v159
    v_add_f32 v206, v206, v160
    v_add_f32 v206, v206, v161
    v_add_f32 v206, v206, v162
    v_add_f32 v206, v206, v163
    v_add_f32 v206, v206, v164
    v_add_f32 v206, v206, v165
    v_add_f32 v206, v206, v166
    v_fmac_f32 v206, v198, v204
    v_mov_b32 v198, v206
    // ---- O^T *= alpha, unless every alpha is 1 (no query's maximum moved)
    v_cmp_neq_f32 vcc_lo, 1.0, v204
    s_cbranch_vccz .Lattn_fwd_d128_odd_no_rescale            // every alpha 1 (odd blocks)
    v_mov_b32 v205, v204
    v_dual_mul_f32 v4, v4, v204 :: v_dual_mul_f32 v5, v5, v205
    v_dual_mul_f32 v6, v6, v204 :: v_dual_mul_f32 v7, v7, v205
    v_dual_mul_f32 v8, v8, v204 :: v_dual_mul_f32 v9, v9, v205
    v_dual_mul_f32 v10, v10, v204 :: v_dual_mul_f32 v11, v11, v205
    v_dual_mul_f32 v12, v12, v204 :: v_dual_mul_f32 v13, v13, v205
    v_dual_mul_f32 v14, v14, v204 :: v_dual_mul_f32 v15, v15, v205
    v_dual_mul_f32 v16, v16, v204 :: v_dual_mul_f32 v17, v17, v205
    v_dual_mul_f32 v18, v18, v204 :: v_dual_mul_f32 v19, v19, v205
    v_dual_mul_f32 v20, v20, v204 :: v_dual_mul_f32 v21, v21, v205
    v_dual_mul_f32 v22, v22, v204 :: v_dual_mul_f32 v23, v23, v205
    v_dual_mul_f32 v24, v24, v204 :: v_dual_mul_f32 v25, v25, v205
    v_dual_mul_f32 v26, v26, v204 :: v_dual_mul_f32 v27, v27, v205
    v_dual_mul_f32 v28, v28, v204 :: v_dual_mul_f32 v29, v29, v205
    v_dual_mul_f32 v30, v30, v204 :: v_dual_mul_f32 v31, v31, v205
    v_dual_mul_f32 v32, v32, v204 :: v_dual_mul_f32 v33, v33, v205
    v_dual_mul_f32 v34, v34, v204 :: v_dual_mul_f32 v35, v35, v205
    v_dual_mul_f32 v36, v36, v204 :: v_dual_mul_f32 v37, v37, v205
    v_dual_mul_f32 v38, v38, v204 :: v_dual_mul_f32 v39, v39, v205
    v_dual_mul_f32 v40, v40, v204 :: v_dual_mul_f32 v41, v41, v205
    v_dual_mul_f32 v42, v42, v204 :: v_dual_mul_f32 v43, v43, v205
    v_dual_mul_f32 v44, v44, v204 :: v_dual_mul_f32 v45, v45, v205
    v_dual_mul_f32 v46, v46, v204 :: v_dual_mul_f32 v47, v47, v205
    v_dual_mul_f32 v48, v48, v204 :: v_dual_mul_f32 v49, v49, v205
    v_dual_mul_f32 v50, v50, v204 :: v_dual_mul_f32 v51, v51, v205
    v_dual_mul_f32 v52, v52, v204 :: v_dual_mul_f32 v53, v53, v205
    v_dual_mul_f32 v54, v54, v204 :: v_dual_mul_f32 v55, v55, v205
    v_dual_mul_f32 v56, v56, v204 :: v_dual_mul_f32 v57, v57, v205
    v_dual_mul_f32 v58, v58, v204 :: v_dual_mul_f32 v59, v59, v205
    v_dual_mul_f32 v60, v60, v204 :: v_dual_mul_f32 v61, v61, v205
    v_dual_mul_f32 v62, v62, v204 :: v_dual_mul_f32 v63, v63, v205
    v_dual_mul_f32 v64, v64, v204 :: v_dual_mul_f32 v65, v65, v205
    v_dual_mul_f32 v66, v66, v204 :: v_dual_mul_f32 v67, v67, v205
.Lattn_fwd_d128_odd_no_rescale:
    // ---- P -> B operands (registers only)
    // P tile v[151:158] -> B operand in place: keys (2g, 2g+1) of query q in lanes q and q+16
    v_cvt_f16_f32 v151, v151                         // lane q: key 0, lane q+16: key 1 (low half)
    v_cvt_f16_f32 v152, v152
    v_perm_b32 v195, v152, v151, 0x05040100          // c = (keys 0, 2) of v[151:158], (1, 3) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 0-3 of v[151:158])
    v_perm_b32 v151, v196, v195, v193                  // v151 = (key 0, key 1)
    v_perm_b32 v152, v196, v195, v194              // v152 = (key 2, key 3)
    v_cvt_f16_f32 v153, v153                         // lane q: key 4, lane q+16: key 5 (low half)
    v_cvt_f16_f32 v154, v154
    v_perm_b32 v195, v154, v153, 0x05040100          // c = (keys 4, 6) of v[151:158], (5, 7) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 4-7 of v[151:158])
    v_perm_b32 v153, v196, v195, v193                  // v153 = (key 4, key 5)
    v_perm_b32 v154, v196, v195, v194              // v154 = (key 6, key 7)
    v_cvt_f16_f32 v155, v155                         // lane q: key 8, lane q+16: key 9 (low half)
    v_cvt_f16_f32 v156, v156
    v_perm_b32 v195, v156, v155, 0x05040100          // c = (keys 8, 10) of v[151:158], (9, 11) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 8-11 of v[151:158])
    v_perm_b32 v155, v196, v195, v193                  // v155 = (key 8, key 9)
    v_perm_b32 v156, v196, v195, v194              // v156 = (key 10, key 11)
    v_cvt_f16_f32 v157, v157                         // lane q: key 12, lane q+16: key 13 (low half)
    v_cvt_f16_f32 v158, v158
    v_perm_b32 v195, v158, v157, 0x05040100          // c = (keys 12, 14) of v[151:158], (13, 15) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 12-15 of v[151:158])
    v_perm_b32 v157, v196, v195, v193                  // v157 = (key 12, key 13)
    v_perm_b32 v158, v196, v195, v194              // v158 = (key 14, key 15)
    // P tile v[159:166] -> B operand in place: keys (2g, 2g+1) of query q in lanes q and q+16
    v_cvt_f16_f32 v159, v159                         // lane q: key 0, lane q+16: key 1 (low half)
    v_cvt_f16_f32 v160, v160
    v_perm_b32 v195, v160, v159, 0x05040100          // c = (keys 0, 2) of v[159:166], (1, 3) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 0-3 of v[159:166])
    v_perm_b32 v159, v196, v195, v193                  // v159 = (key 0, key 1)
    v_perm_b32 v160, v196, v195, v194              // v160 = (key 2, key 3)
    v_cvt_f16_f32 v161, v161                         // lane q: key 4, lane q+16: key 5 (low half)
    v_cvt_f16_f32 v162, v162
    v_perm_b32 v195, v162, v161, 0x05040100          // c = (keys 4, 6) of v[159:166], (5, 7) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 4-7 of v[159:166])
    v_perm_b32 v161, v196, v195, v193                  // v161 = (key 4, key 5)
    v_perm_b32 v162, v196, v195, v194              // v162 = (key 6, key 7)
    v_cvt_f16_f32 v163, v163                         // lane q: key 8, lane q+16: key 9 (low half)
    v_cvt_f16_f32 v164, v164
    v_perm_b32 v195, v164, v163, 0x05040100          // c = (keys 8, 10) of v[159:166], (9, 11) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 8-11 of v[159:166])
    v_perm_b32 v163, v196, v195, v193                  // v163 = (key 8, key 9)
    v_perm_b32 v164, v196, v195, v194              // v164 = (key 10, key 11)
    v_cvt_f16_f32 v165, v165                         // lane q: key 12, lane q+16: key 13 (low half)
    v_cvt_f16_f32 v166, v166
    v_perm_b32 v195, v166, v165, 0x05040100          // c = (keys 12, 14) of v[159:166], (13, 15) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 12-15 of v[159:166])
    v_perm_b32 v165, v196, v195, v193                  // v165 = (key 12, key 13)
    v_perm_b32 v166, v196, v195, v194              // v166 = (key 14, key 15)
    // ---- O^T += V^T P^T: 16 WMMAs, V^T fragments (rows dt*16 + i, key pairs kt*8..)
    ds_load_b128 v[77:80], v216 offset:18976
    ds_load_b128 v[81:84], v216 offset:18992
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 0
    v_wmma_f32_16x16x16_f16 v[4:11], v[69:76], v[151:158], v[4:11]
    ds_load_b128 v[69:72], v216 offset:20224
    ds_load_b128 v[73:76], v216 offset:20240
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 1
    v_wmma_f32_16x16x16_f16 v[4:11], v[77:84], v[159:166], v[4:11]
    ds_load_b128 v[77:80], v216 offset:20256
    ds_load_b128 v[81:84], v216 offset:20272
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 2
    v_wmma_f32_16x16x16_f16 v[12:19], v[69:76], v[151:158], v[12:19]
    ds_load_b128 v[69:72], v216 offset:21504
    ds_load_b128 v[73:76], v216 offset:21520
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 3
    v_wmma_f32_16x16x16_f16 v[12:19], v[77:84], v[159:166], v[12:19]
    ds_load_b128 v[77:80], v216 offset:21536
    ds_load_b128 v[81:84], v216 offset:21552
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 4
    v_wmma_f32_16x16x16_f16 v[20:27], v[69:76], v[151:158], v[20:27]
    ds_load_b128 v[69:72], v216 offset:22784
    ds_load_b128 v[73:76], v216 offset:22800
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 5
    v_wmma_f32_16x16x16_f16 v[20:27], v[77:84], v[159:166], v[20:27]
    ds_load_b128 v[77:80], v216 offset:22816
    ds_load_b128 v[81:84], v216 offset:22832
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 6
    v_wmma_f32_16x16x16_f16 v[28:35], v[69:76], v[151:158], v[28:35]
    ds_load_b128 v[69:72], v216 offset:24064
    ds_load_b128 v[73:76], v216 offset:24080
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 7
    v_wmma_f32_16x16x16_f16 v[28:35], v[77:84], v[159:166], v[28:35]
    ds_load_b128 v[77:80], v216 offset:24096
    ds_load_b128 v[81:84], v216 offset:24112
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 8
    v_wmma_f32_16x16x16_f16 v[36:43], v[69:76], v[151:158], v[36:43]
    ds_load_b128 v[69:72], v216 offset:25344
    ds_load_b128 v[73:76], v216 offset:25360
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 9
    v_wmma_f32_16x16x16_f16 v[36:43], v[77:84], v[159:166], v[36:43]
    ds_load_b128 v[77:80], v216 offset:25376
    ds_load_b128 v[81:84], v216 offset:25392
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 10
    v_wmma_f32_16x16x16_f16 v[44:51], v[69:76], v[151:158], v[44:51]
    ds_load_b128 v[69:72], v216 offset:26624
    ds_load_b128 v[73:76], v216 offset:26640
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 11
    v_wmma_f32_16x16x16_f16 v[44:51], v[77:84], v[159:166], v[44:51]
    ds_load_b128 v[77:80], v216 offset:26656
    ds_load_b128 v[81:84], v216 offset:26672
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 12
    v_wmma_f32_16x16x16_f16 v[52:59], v[69:76], v[151:158], v[52:59]
    ds_load_b128 v[69:72], v216 offset:27904
    ds_load_b128 v[73:76], v216 offset:27920
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 13
    v_wmma_f32_16x16x16_f16 v[52:59], v[77:84], v[159:166], v[52:59]
    ds_load_b128 v[77:80], v216 offset:27936
    ds_load_b128 v[81:84], v216 offset:27952
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 14
    v_wmma_f32_16x16x16_f16 v[60:67], v[69:76], v[151:158], v[60:67]
    s_waitcnt lgkmcnt(0)                                 // V^T fragment 15
    v_wmma_f32_16x16x16_f16 v[60:67], v[77:84], v[159:166], v[60:67]
    // ---- block b+1 into the other buffer (its last readers passed the previous barrier)
    s_waitcnt vmcnt(0)                                        // block b+1 arrived
    v_perm_b32 v183, v179, v175, 0x05040100        // (V[2p][d], V[2p+1][d]), d = d0 + 0
    v_perm_b32 v184, v179, v175, 0x07060302    // d = d0 + 1
    v_perm_b32 v185, v180, v176, 0x05040100        // (V[2p][d], V[2p+1][d]), d = d0 + 2
    v_perm_b32 v186, v180, v176, 0x07060302    // d = d0 + 3
    v_perm_b32 v187, v181, v177, 0x05040100        // (V[2p][d], V[2p+1][d]), d = d0 + 4
    v_perm_b32 v188, v181, v177, 0x07060302    // d = d0 + 5
    v_perm_b32 v189, v182, v178, 0x05040100        // (V[2p][d], V[2p+1][d]), d = d0 + 6
    v_perm_b32 v190, v182, v178, 0x07060302    // d = d0 + 7
    ds_store_b128 v213, v[167:170] offset:0
    ds_store_b128 v213, v[171:174] offset:16
    ds_store_b32 v214, v183 offset:8704
    ds_store_b32 v214, v184 offset:8784
    ds_store_b32 v214, v185 offset:8864
    ds_store_b32 v214, v186 offset:8944
    ds_store_b32 v214, v187 offset:9024
    ds_store_b32 v214, v188 offset:9104
    ds_store_b32 v214, v189 offset:9184
    ds_store_b32 v214, v190 offset:9264
    s_waitcnt lgkmcnt(0)                                      // stored ...
    s_barrier                                                 // ... by every wave (odd blocks)
    s_add_u32 s66, s66, 1
    s_cmp_lt_u32 s66, s67
    s_cbranch_scc1 .Lattn_fwd_d128_loop
.Lattn_fwd_d128_epilogue:
    // ---- l over both halves; O = O^T / l (0 for a query that sees no key); LSE = ln2 (m + log2 l)
    v_permlanex16_b32 v207, v198, s56, s57
    v_add_f32 v198, v198, v207
    v_rcp_f32 v204, v198
    v_cmp_neq_f32 vcc_lo, 0, v198                               // unordered: a NaN l (NaN score) stays NaN
    v_cndmask_b32_e64 v204, 0, v204, vcc_lo           // 1/l, or 0 when l = 0
    v_mov_b32 v205, v204
    v_dual_mul_f32 v4, v4, v204 :: v_dual_mul_f32 v5, v5, v205
    v_dual_mul_f32 v6, v6, v204 :: v_dual_mul_f32 v7, v7, v205
    v_dual_mul_f32 v8, v8, v204 :: v_dual_mul_f32 v9, v9, v205
    v_dual_mul_f32 v10, v10, v204 :: v_dual_mul_f32 v11, v11, v205
    v_dual_mul_f32 v12, v12, v204 :: v_dual_mul_f32 v13, v13, v205
    v_dual_mul_f32 v14, v14, v204 :: v_dual_mul_f32 v15, v15, v205
    v_dual_mul_f32 v16, v16, v204 :: v_dual_mul_f32 v17, v17, v205
    v_dual_mul_f32 v18, v18, v204 :: v_dual_mul_f32 v19, v19, v205
    v_dual_mul_f32 v20, v20, v204 :: v_dual_mul_f32 v21, v21, v205
    v_dual_mul_f32 v22, v22, v204 :: v_dual_mul_f32 v23, v23, v205
    v_dual_mul_f32 v24, v24, v204 :: v_dual_mul_f32 v25, v25, v205
    v_dual_mul_f32 v26, v26, v204 :: v_dual_mul_f32 v27, v27, v205
    v_dual_mul_f32 v28, v28, v204 :: v_dual_mul_f32 v29, v29, v205
    v_dual_mul_f32 v30, v30, v204 :: v_dual_mul_f32 v31, v31, v205
    v_dual_mul_f32 v32, v32, v204 :: v_dual_mul_f32 v33, v33, v205
    v_dual_mul_f32 v34, v34, v204 :: v_dual_mul_f32 v35, v35, v205
    v_dual_mul_f32 v36, v36, v204 :: v_dual_mul_f32 v37, v37, v205
    v_dual_mul_f32 v38, v38, v204 :: v_dual_mul_f32 v39, v39, v205
    v_dual_mul_f32 v40, v40, v204 :: v_dual_mul_f32 v41, v41, v205
    v_dual_mul_f32 v42, v42, v204 :: v_dual_mul_f32 v43, v43, v205
    v_dual_mul_f32 v44, v44, v204 :: v_dual_mul_f32 v45, v45, v205
    v_dual_mul_f32 v46, v46, v204 :: v_dual_mul_f32 v47, v47, v205
    v_dual_mul_f32 v48, v48, v204 :: v_dual_mul_f32 v49, v49, v205
    v_dual_mul_f32 v50, v50, v204 :: v_dual_mul_f32 v51, v51, v205
    v_dual_mul_f32 v52, v52, v204 :: v_dual_mul_f32 v53, v53, v205
    v_dual_mul_f32 v54, v54, v204 :: v_dual_mul_f32 v55, v55, v205
    v_dual_mul_f32 v56, v56, v204 :: v_dual_mul_f32 v57, v57, v205
    v_dual_mul_f32 v58, v58, v204 :: v_dual_mul_f32 v59, v59, v205
    v_dual_mul_f32 v60, v60, v204 :: v_dual_mul_f32 v61, v61, v205
    v_dual_mul_f32 v62, v62, v204 :: v_dual_mul_f32 v63, v63, v205
    v_dual_mul_f32 v64, v64, v204 :: v_dual_mul_f32 v65, v65, v205
    v_dual_mul_f32 v66, v66, v204 :: v_dual_mul_f32 v67, v67, v205
    v_log_f32 v207, v198                                  // log2 l (-inf when l = 0)
    v_add_f32 v207, v197, v207
    v_mul_f32 v207, 0x3f317218, v207                    // * ln 2
    v_cndmask_b32_e64 v207, 0xff800000, v207, vcc_lo        // -inf when no key is visible
    // O^T -> O rows: d pairs packed back into the query's lanes (pack_p's data movement)
    // P tile v[4:11] -> B operand in place: keys (2g, 2g+1) of query q in lanes q and q+16
    v_cvt_f16_f32 v4, v4                         // lane q: key 0, lane q+16: key 1 (low half)
    v_cvt_f16_f32 v5, v5
    v_perm_b32 v195, v5, v4, 0x05040100          // c = (keys 0, 2) of v[4:11], (1, 3) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 0-3 of v[4:11])
    v_perm_b32 v4, v196, v195, v193                  // v4 = (key 0, key 1)
    v_perm_b32 v5, v196, v195, v194              // v5 = (key 2, key 3)
    v_cvt_f16_f32 v6, v6                         // lane q: key 4, lane q+16: key 5 (low half)
    v_cvt_f16_f32 v7, v7
    v_perm_b32 v195, v7, v6, 0x05040100          // c = (keys 4, 6) of v[4:11], (5, 7) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 4-7 of v[4:11])
    v_perm_b32 v6, v196, v195, v193                  // v6 = (key 4, key 5)
    v_perm_b32 v7, v196, v195, v194              // v7 = (key 6, key 7)
    v_cvt_f16_f32 v8, v8                         // lane q: key 8, lane q+16: key 9 (low half)
    v_cvt_f16_f32 v9, v9
    v_perm_b32 v195, v9, v8, 0x05040100          // c = (keys 8, 10) of v[4:11], (9, 11) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 8-11 of v[4:11])
    v_perm_b32 v8, v196, v195, v193                  // v8 = (key 8, key 9)
    v_perm_b32 v9, v196, v195, v194              // v9 = (key 10, key 11)
    v_cvt_f16_f32 v10, v10                         // lane q: key 12, lane q+16: key 13 (low half)
    v_cvt_f16_f32 v11, v11
    v_perm_b32 v195, v11, v10, 0x05040100          // c = (keys 12, 14) of v[4:11], (13, 15) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 12-15 of v[4:11])
    v_perm_b32 v10, v196, v195, v193                  // v10 = (key 12, key 13)
    v_perm_b32 v11, v196, v195, v194              // v11 = (key 14, key 15)
    // P tile v[12:19] -> B operand in place: keys (2g, 2g+1) of query q in lanes q and q+16
    v_cvt_f16_f32 v12, v12                         // lane q: key 0, lane q+16: key 1 (low half)
    v_cvt_f16_f32 v13, v13
    v_perm_b32 v195, v13, v12, 0x05040100          // c = (keys 0, 2) of v[12:19], (1, 3) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 0-3 of v[12:19])
    v_perm_b32 v12, v196, v195, v193                  // v12 = (key 0, key 1)
    v_perm_b32 v13, v196, v195, v194              // v13 = (key 2, key 3)
    v_cvt_f16_f32 v14, v14                         // lane q: key 4, lane q+16: key 5 (low half)
    v_cvt_f16_f32 v15, v15
    v_perm_b32 v195, v15, v14, 0x05040100          // c = (keys 4, 6) of v[12:19], (5, 7) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 4-7 of v[12:19])
    v_perm_b32 v14, v196, v195, v193                  // v14 = (key 4, key 5)
    v_perm_b32 v15, v196, v195, v194              // v15 = (key 6, key 7)
    v_cvt_f16_f32 v16, v16                         // lane q: key 8, lane q+16: key 9 (low half)
    v_cvt_f16_f32 v17, v17
    v_perm_b32 v195, v17, v16, 0x05040100          // c = (keys 8, 10) of v[12:19], (9, 11) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 8-11 of v[12:19])
    v_perm_b32 v16, v196, v195, v193                  // v16 = (key 8, key 9)
    v_perm_b32 v17, v196, v195, v194              // v17 = (key 10, key 11)
    v_cvt_f16_f32 v18, v18                         // lane q: key 12, lane q+16: key 13 (low half)
    v_cvt_f16_f32 v19, v19
    v_perm_b32 v195, v19, v18, 0x05040100          // c = (keys 12, 14) of v[12:19], (13, 15) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 12-15 of v[12:19])
    v_perm_b32 v18, v196, v195, v193                  // v18 = (key 12, key 13)
    v_perm_b32 v19, v196, v195, v194              // v19 = (key 14, key 15)
    // P tile v[20:27] -> B operand in place: keys (2g, 2g+1) of query q in lanes q and q+16
    v_cvt_f16_f32 v20, v20                         // lane q: key 0, lane q+16: key 1 (low half)
    v_cvt_f16_f32 v21, v21
    v_perm_b32 v195, v21, v20, 0x05040100          // c = (keys 0, 2) of v[20:27], (1, 3) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 0-3 of v[20:27])
    v_perm_b32 v20, v196, v195, v193                  // v20 = (key 0, key 1)
    v_perm_b32 v21, v196, v195, v194              // v21 = (key 2, key 3)
    v_cvt_f16_f32 v22, v22                         // lane q: key 4, lane q+16: key 5 (low half)
    v_cvt_f16_f32 v23, v23
    v_perm_b32 v195, v23, v22, 0x05040100          // c = (keys 4, 6) of v[20:27], (5, 7) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 4-7 of v[20:27])
    v_perm_b32 v22, v196, v195, v193                  // v22 = (key 4, key 5)
    v_perm_b32 v23, v196, v195, v194              // v23 = (key 6, key 7)
    v_cvt_f16_f32 v24, v24                         // lane q: key 8, lane q+16: key 9 (low half)
    v_cvt_f16_f32 v25, v25
    v_perm_b32 v195, v25, v24, 0x05040100          // c = (keys 8, 10) of v[20:27], (9, 11) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 8-11 of v[20:27])
    v_perm_b32 v24, v196, v195, v193                  // v24 = (key 8, key 9)
    v_perm_b32 v25, v196, v195, v194              // v25 = (key 10, key 11)
    v_cvt_f16_f32 v26, v26                         // lane q: key 12, lane q+16: key 13 (low half)
    v_cvt_f16_f32 v27, v27
    v_perm_b32 v195, v27, v26, 0x05040100          // c = (keys 12, 14) of v[20:27], (13, 15) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 12-15 of v[20:27])
    v_perm_b32 v26, v196, v195, v193                  // v26 = (key 12, key 13)
    v_perm_b32 v27, v196, v195, v194              // v27 = (key 14, key 15)
    // P tile v[28:35] -> B operand in place: keys (2g, 2g+1) of query q in lanes q and q+16
    v_cvt_f16_f32 v28, v28                         // lane q: key 0, lane q+16: key 1 (low half)
    v_cvt_f16_f32 v29, v29
    v_perm_b32 v195, v29, v28, 0x05040100          // c = (keys 0, 2) of v[28:35], (1, 3) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 0-3 of v[28:35])
    v_perm_b32 v28, v196, v195, v193                  // v28 = (key 0, key 1)
    v_perm_b32 v29, v196, v195, v194              // v29 = (key 2, key 3)
    v_cvt_f16_f32 v30, v30                         // lane q: key 4, lane q+16: key 5 (low half)
    v_cvt_f16_f32 v31, v31
    v_perm_b32 v195, v31, v30, 0x05040100          // c = (keys 4, 6) of v[28:35], (5, 7) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 4-7 of v[28:35])
    v_perm_b32 v30, v196, v195, v193                  // v30 = (key 4, key 5)
    v_perm_b32 v31, v196, v195, v194              // v31 = (key 6, key 7)
    v_cvt_f16_f32 v32, v32                         // lane q: key 8, lane q+16: key 9 (low half)
    v_cvt_f16_f32 v33, v33
    v_perm_b32 v195, v33, v32, 0x05040100          // c = (keys 8, 10) of v[28:35], (9, 11) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 8-11 of v[28:35])
    v_perm_b32 v32, v196, v195, v193                  // v32 = (key 8, key 9)
    v_perm_b32 v33, v196, v195, v194              // v33 = (key 10, key 11)
    v_cvt_f16_f32 v34, v34                         // lane q: key 12, lane q+16: key 13 (low half)
    v_cvt_f16_f32 v35, v35
    v_perm_b32 v195, v35, v34, 0x05040100          // c = (keys 12, 14) of v[28:35], (13, 15) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 12-15 of v[28:35])
    v_perm_b32 v34, v196, v195, v193                  // v34 = (key 12, key 13)
    v_perm_b32 v35, v196, v195, v194              // v35 = (key 14, key 15)
    // P tile v[36:43] -> B operand in place: keys (2g, 2g+1) of query q in lanes q and q+16
    v_cvt_f16_f32 v36, v36                         // lane q: key 0, lane q+16: key 1 (low half)
    v_cvt_f16_f32 v37, v37
    v_perm_b32 v195, v37, v36, 0x05040100          // c = (keys 0, 2) of v[36:43], (1, 3) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 0-3 of v[36:43])
    v_perm_b32 v36, v196, v195, v193                  // v36 = (key 0, key 1)
    v_perm_b32 v37, v196, v195, v194              // v37 = (key 2, key 3)
    v_cvt_f16_f32 v38, v38                         // lane q: key 4, lane q+16: key 5 (low half)
    v_cvt_f16_f32 v39, v39
    v_perm_b32 v195, v39, v38, 0x05040100          // c = (keys 4, 6) of v[36:43], (5, 7) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 4-7 of v[36:43])
    v_perm_b32 v38, v196, v195, v193                  // v38 = (key 4, key 5)
    v_perm_b32 v39, v196, v195, v194              // v39 = (key 6, key 7)
    v_cvt_f16_f32 v40, v40                         // lane q: key 8, lane q+16: key 9 (low half)
    v_cvt_f16_f32 v41, v41
    v_perm_b32 v195, v41, v40, 0x05040100          // c = (keys 8, 10) of v[36:43], (9, 11) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 8-11 of v[36:43])
    v_perm_b32 v40, v196, v195, v193                  // v40 = (key 8, key 9)
    v_perm_b32 v41, v196, v195, v194              // v41 = (key 10, key 11)
    v_cvt_f16_f32 v42, v42                         // lane q: key 12, lane q+16: key 13 (low half)
    v_cvt_f16_f32 v43, v43
    v_perm_b32 v195, v43, v42, 0x05040100          // c = (keys 12, 14) of v[36:43], (13, 15) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 12-15 of v[36:43])
    v_perm_b32 v42, v196, v195, v193                  // v42 = (key 12, key 13)
    v_perm_b32 v43, v196, v195, v194              // v43 = (key 14, key 15)
    // P tile v[44:51] -> B operand in place: keys (2g, 2g+1) of query q in lanes q and q+16
    v_cvt_f16_f32 v44, v44                         // lane q: key 0, lane q+16: key 1 (low half)
    v_cvt_f16_f32 v45, v45
    v_perm_b32 v195, v45, v44, 0x05040100          // c = (keys 0, 2) of v[44:51], (1, 3) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 0-3 of v[44:51])
    v_perm_b32 v44, v196, v195, v193                  // v44 = (key 0, key 1)
    v_perm_b32 v45, v196, v195, v194              // v45 = (key 2, key 3)
    v_cvt_f16_f32 v46, v46                         // lane q: key 4, lane q+16: key 5 (low half)
    v_cvt_f16_f32 v47, v47
    v_perm_b32 v195, v47, v46, 0x05040100          // c = (keys 4, 6) of v[44:51], (5, 7) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 4-7 of v[44:51])
    v_perm_b32 v46, v196, v195, v193                  // v46 = (key 4, key 5)
    v_perm_b32 v47, v196, v195, v194              // v47 = (key 6, key 7)
    v_cvt_f16_f32 v48, v48                         // lane q: key 8, lane q+16: key 9 (low half)
    v_cvt_f16_f32 v49, v49
    v_perm_b32 v195, v49, v48, 0x05040100          // c = (keys 8, 10) of v[44:51], (9, 11) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 8-11 of v[44:51])
    v_perm_b32 v48, v196, v195, v193                  // v48 = (key 8, key 9)
    v_perm_b32 v49, v196, v195, v194              // v49 = (key 10, key 11)
    v_cvt_f16_f32 v50, v50                         // lane q: key 12, lane q+16: key 13 (low half)
    v_cvt_f16_f32 v51, v51
    v_perm_b32 v195, v51, v50, 0x05040100          // c = (keys 12, 14) of v[44:51], (13, 15) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 12-15 of v[44:51])
    v_perm_b32 v50, v196, v195, v193                  // v50 = (key 12, key 13)
    v_perm_b32 v51, v196, v195, v194              // v51 = (key 14, key 15)
    // P tile v[52:59] -> B operand in place: keys (2g, 2g+1) of query q in lanes q and q+16
    v_cvt_f16_f32 v52, v52                         // lane q: key 0, lane q+16: key 1 (low half)
    v_cvt_f16_f32 v53, v53
    v_perm_b32 v195, v53, v52, 0x05040100          // c = (keys 0, 2) of v[52:59], (1, 3) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 0-3 of v[52:59])
    v_perm_b32 v52, v196, v195, v193                  // v52 = (key 0, key 1)
    v_perm_b32 v53, v196, v195, v194              // v53 = (key 2, key 3)
    v_cvt_f16_f32 v54, v54                         // lane q: key 4, lane q+16: key 5 (low half)
    v_cvt_f16_f32 v55, v55
    v_perm_b32 v195, v55, v54, 0x05040100          // c = (keys 4, 6) of v[52:59], (5, 7) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 4-7 of v[52:59])
    v_perm_b32 v54, v196, v195, v193                  // v54 = (key 4, key 5)
    v_perm_b32 v55, v196, v195, v194              // v55 = (key 6, key 7)
    v_cvt_f16_f32 v56, v56                         // lane q: key 8, lane q+16: key 9 (low half)
    v_cvt_f16_f32 v57, v57
    v_perm_b32 v195, v57, v56, 0x05040100          // c = (keys 8, 10) of v[52:59], (9, 11) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 8-11 of v[52:59])
    v_perm_b32 v56, v196, v195, v193                  // v56 = (key 8, key 9)
    v_perm_b32 v57, v196, v195, v194              // v57 = (key 10, key 11)
    v_cvt_f16_f32 v58, v58                         // lane q: key 12, lane q+16: key 13 (low half)
    v_cvt_f16_f32 v59, v59
    v_perm_b32 v195, v59, v58, 0x05040100          // c = (keys 12, 14) of v[52:59], (13, 15) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 12-15 of v[52:59])
    v_perm_b32 v58, v196, v195, v193                  // v58 = (key 12, key 13)
    v_perm_b32 v59, v196, v195, v194              // v59 = (key 14, key 15)
    // P tile v[60:67] -> B operand in place: keys (2g, 2g+1) of query q in lanes q and q+16
    v_cvt_f16_f32 v60, v60                         // lane q: key 0, lane q+16: key 1 (low half)
    v_cvt_f16_f32 v61, v61
    v_perm_b32 v195, v61, v60, 0x05040100          // c = (keys 0, 2) of v[60:67], (1, 3) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 0-3 of v[60:67])
    v_perm_b32 v60, v196, v195, v193                  // v60 = (key 0, key 1)
    v_perm_b32 v61, v196, v195, v194              // v61 = (key 2, key 3)
    v_cvt_f16_f32 v62, v62                         // lane q: key 4, lane q+16: key 5 (low half)
    v_cvt_f16_f32 v63, v63
    v_perm_b32 v195, v63, v62, 0x05040100          // c = (keys 4, 6) of v[60:67], (5, 7) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 4-7 of v[60:67])
    v_perm_b32 v62, v196, v195, v193                  // v62 = (key 4, key 5)
    v_perm_b32 v63, v196, v195, v194              // v63 = (key 6, key 7)
    v_cvt_f16_f32 v64, v64                         // lane q: key 8, lane q+16: key 9 (low half)
    v_cvt_f16_f32 v65, v65
    v_perm_b32 v195, v65, v64, 0x05040100          // c = (keys 8, 10) of v[60:67], (9, 11) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 8-11 of v[60:67])
    v_perm_b32 v64, v196, v195, v193                  // v64 = (key 8, key 9)
    v_perm_b32 v65, v196, v195, v194              // v65 = (key 10, key 11)
    v_cvt_f16_f32 v66, v66                         // lane q: key 12, lane q+16: key 13 (low half)
    v_cvt_f16_f32 v67, v67
    v_perm_b32 v195, v67, v66, 0x05040100          // c = (keys 12, 14) of v[60:67], (13, 15) in the upper lanes
    v_permlanex16_b32 v196, v195, s56, s57        // x = the other half's c (keys 12-15 of v[60:67])
    v_perm_b32 v66, v196, v195, v193                  // v66 = (key 12, key 13)
    v_perm_b32 v67, v196, v195, v194              // v67 = (key 14, key 15)
    s_lshl_b32 s64, s62, 4
    s_add_i32 s64, s64, s73
    v_add_nc_u32 v168, s64, v191
    v_mul_lo_u32 v167, v168, s33
    v_lshlrev_b32 v167, 1, v167
    v_lshlrev_b32 v170, 2, v168
    s_mov_b32 exec_lo, 0xffff                                 // lanes 16-31 hold the same rows
    buffer_store_b128 v[4:7], v167, s[48:51], 0 offen offset:0
    buffer_store_b128 v[8:11], v167, s[48:51], 0 offen offset:16
    buffer_store_b128 v[12:15], v167, s[48:51], 0 offen offset:32
    buffer_store_b128 v[16:19], v167, s[48:51], 0 offen offset:48
    buffer_store_b128 v[20:23], v167, s[48:51], 0 offen offset:64
    buffer_store_b128 v[24:27], v167, s[48:51], 0 offen offset:80
    buffer_store_b128 v[28:31], v167, s[48:51], 0 offen offset:96
    buffer_store_b128 v[32:35], v167, s[48:51], 0 offen offset:112
    buffer_store_b128 v[36:39], v167, s[48:51], 0 offen offset:128
    buffer_store_b128 v[40:43], v167, s[48:51], 0 offen offset:144
    buffer_store_b128 v[44:47], v167, s[48:51], 0 offen offset:160
    buffer_store_b128 v[48:51], v167, s[48:51], 0 offen offset:176
    buffer_store_b128 v[52:55], v167, s[48:51], 0 offen offset:192
    buffer_store_b128 v[56:59], v167, s[48:51], 0 offen offset:208
    buffer_store_b128 v[60:63], v167, s[48:51], 0 offen offset:224
    buffer_store_b128 v[64:67], v167, s[48:51], 0 offen offset:240
    buffer_store_b32 v207, v170, s[52:55], 0 offen
    s_endpgm
.Lattn_fwd_d128_end:
.size attn_fwd_d128, .Lattn_fwd_d128_end-attn_fwd_d128
// register plan (217 VGPRs, 74 SGPRs, VCC, 37888 bytes LDS)
//         s[0:1]  kernarg_ptr
//             s2  wg_id_x
//             s3  wg_id_y
//             s4  wg_id_z
//        s[8:35]  kargs
//       s[36:39]  q_rsrc
//       s[40:43]  k_rsrc
//       s[44:47]  v_rsrc
//       s[48:51]  o_rsrc
//       s[52:55]  lse_rsrc
//       s[56:57]  permlane_sel
//       s[58:59]  ptr64
//       s[60:61]  tmp64
//            s62  wave
//            s63  kv_head
//            s64  stmp
//            s65  stmp2
//            s66  block
//            s67  blocks
//            s68  first_masked_block
//            s69  k_block_soffset
//            s70  v_block_soffset
//            s71  k_block_bytes
//            s72  v_block_bytes
//            s73  wg_first_query
//             v0  workitem_id
//        v[4:11]  oT0
//       v[12:19]  oT1
//       v[20:27]  oT2
//       v[28:35]  oT3
//       v[36:43]  oT4
//       v[44:51]  oT5
//       v[52:59]  oT6
//       v[60:67]  oT7
//       v[69:76]  frag0
//       v[77:84]  frag1
//       v[86:93]  qT0
//      v[94:101]  qT1
//     v[102:109]  qT2
//     v[110:117]  qT3
//     v[118:125]  qT4
//     v[126:133]  qT5
//     v[134:141]  qT6
//     v[142:149]  qT7
//     v[151:158]  sT0
//     v[159:166]  sT1
//     v[167:174]  k_prefetch
//     v[175:182]  v_prefetch
//     v[183:190]  v_packed
//           v191  lane_mod16
//           v192  lane_div16
//           v193  sel_low
//           v194  sel_high
//           v195  pack_c
//           v196  pack_x
//           v197  row_max_scaled
//           v198  row_sum
//           v199  block_max
//           v200  max_safe
//           v204  alpha
//           v205  alpha_copy
//           v206  block_sum
//           v207  tmp
//           v208  key_threshold
//           v209  key_threshold_block
//           v210  k_goff
//           v211  v_goff_row0
//           v212  v_goff_row1
//           v213  k_lds_store
//           v214  v_lds_store
//           v215  k_lds_read
//           v216  v_lds_read
.rodata
.p2align 6
.amdhsa_kernel attn_fwd_d128
    .amdhsa_group_segment_fixed_size 37888
    .amdhsa_private_segment_fixed_size 0
    .amdhsa_kernarg_size 112
    .amdhsa_user_sgpr_count 2
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 1
    .amdhsa_system_sgpr_workgroup_id_z 1
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 217
    .amdhsa_next_free_sgpr 74
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
  - .name: attn_fwd_d128
    .symbol: attn_fwd_d128.kd
    .kernarg_segment_size: 112
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 37888
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 76
    .vgpr_count: 217
    .max_flat_workgroup_size: 256
    .reqd_workgroup_size: [ 256, 1, 1 ]
    .args:
      - { .name: !str Q, .offset: 0, .size: 8, .value_kind: global_buffer, .type_name: half, .address_space: global, .access: read_only }
      - { .name: !str K, .offset: 8, .size: 8, .value_kind: global_buffer, .type_name: half, .address_space: global, .access: read_only }
      - { .name: !str V, .offset: 16, .size: 8, .value_kind: global_buffer, .type_name: half, .address_space: global, .access: read_only }
      - { .name: !str O, .offset: 24, .size: 8, .value_kind: global_buffer, .type_name: half, .address_space: global, .access: write_only }
      - { .name: !str LSE, .offset: 32, .size: 8, .value_kind: global_buffer, .type_name: float, .address_space: global, .access: write_only }
      - { .name: !str H, .offset: 40, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str Sq, .offset: 44, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str Skv, .offset: 48, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str kv_group_magic, .offset: 52, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str q_sb, .offset: 56, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str q_sh, .offset: 60, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str q_ss, .offset: 64, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str k_sb, .offset: 68, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str k_sh, .offset: 72, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str k_ss, .offset: 76, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str v_sb, .offset: 80, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str v_sh, .offset: 84, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str v_ss, .offset: 88, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str o_sb, .offset: 92, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str o_sh, .offset: 96, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str o_ss, .offset: 100, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str scale_log2, .offset: 104, .size: 4, .value_kind: by_value, .type_name: float }
      - { .name: !str causal, .offset: 108, .size: 4, .value_kind: by_value, .type_name: uint }
...
.end_amdgpu_metadata
