// ---------------------------------------------------------------------------------------------
// attn_fwd_d64: FlashAttention-2 forward, head dim 64: O = softmax(scale Q K^T + causal mask) V, FP16 in/out, FP32 softmax and LSE, GQA; 128 queries x 32-key blocks per workgroup, S^T = K Q^T and O^T = V^T P^T by WMMA
// Rendered from templates/attn_fwd.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl attn_fwd_d64
.p2align 8
.type attn_fwd_d64,@function
attn_fwd_d64:
    // prologue: load all 28 argument dwords into s[8:35] (offsets from the metadata below)
    s_load_b512 s[8:23], s[0:1], 0x0
    s_load_b256 s[24:31], s[0:1], 0x40
    s_load_b128 s[32:35], s[0:1], 0x60
    // ---- ids: b = z, h = y, query block = x; the K/V head h / (H / Hkv) = (h * magic) >> 24 with
    // the host's magic = ceil(2^24 / (H / Hkv)) (exact for h < 4096, checked on the host)
    s_waitcnt lgkmcnt(0)                                      // kernel arguments loaded
    s_lshl_b32 s63, s3, 8                       // h << 8: (h << 8) * magic >> 32
    s_mul_hi_u32 s63, s63, s21
    v_lshrrev_b32 v131, 5, v0
    v_readfirstlane_b32 s62, v131                  // wave index (uniform)
    v_and_b32 v106, 31, v0
    v_and_b32 v115, 15, v0                        // lane % 16: the query (and the row of A/B tiles)
    v_bfe_u32 v116, v0, 4, 1                     // lane / 16: the key offset of the C/D layout
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
    s_add_i32 s64, s64, 64
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
    s_add_i32 s64, s64, 64
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
    s_add_i32 s64, s64, 64
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
    s_add_i32 s64, s64, 64
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
    // 128 contiguous bytes = 4 B operands of 8 VGPRs (d pairs packed, 16 d per operand)
    s_lshl_b32 s64, s62, 4
    s_add_i32 s64, s64, s73
    v_add_nc_u32 v104, s64, v115              // the lane's query
    v_mul_lo_u32 v103, v104, s24
    v_lshlrev_b32 v103, 1, v103
    // ---- the lane's last visible key (bottom-right causal alignment), minus its C/D key offset
    s_sub_i32 s64, s20, s19                               // Skv - Sq
    v_add_nc_u32 v105, s64, v104                            // q + Skv - Sq
    s_add_i32 s64, s20, -1
    v_min_i32 v105, s64, v105                              // never past the last key
    s_cmp_eq_u32 s35, 0
    s_cbranch_scc0 .Lattn_fwd_d64_qlim_causal
    v_mov_b32 v105, s64                                     // not causal: every key
.Lattn_fwd_d64_qlim_causal:
    v_sub_nc_u32 v132, v105, v116
    // ---- blocks: all of them, or (causal) up to the last query's limit; masking from the block
    // past the first query's limit (non-causal: the K tail only)
    s_add_i32 s67, s20, 31
    s_lshr_b32 s67, s67, 5              // ceil(Skv / BC)
    s_sub_i32 s65, s20, s19          // Skv - Sq
    s_add_i32 s68, s20, -1                  // non-causal: the last key
    s_cmp_eq_u32 s35, 0
    s_cbranch_scc1 .Lattn_fwd_d64_blocks_known
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
.Lattn_fwd_d64_blocks_known:
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
    v_mov_b32 v121, 0xff800000
    v_mov_b32 v122, 0
    v_mov_b32 v117, 0x05040100                                // lanes 0-15: (own low, other low)
    v_mov_b32 v118, 0x07060302                                // lanes 0-15: (own high, other high)
    v_cmp_ne_u32 vcc_lo, 0, v116
    v_cndmask_b32_e64 v117, v117, 0x01000504, vcc_lo    // lanes 16-31: (other low, own low)
    v_cndmask_b32_e64 v118, v118, 0x03020706, vcc_lo    // lanes 16-31: (other high, own high)
    s_mov_b32 s56, 0x76543210
    s_mov_b32 s57, 0xfedcba98
    // ---- staging addresses. K: thread t loads 16 bytes of row t / 8 at chunk t % 8;
    // V: thread t packs key pair p = t % 16 (rows 2p, 2p+1) over d = (t / 16) * 4 .. +3
    v_lshrrev_b32 v131, 3, v0              // K row
    v_mul_lo_u32 v134, v131, s27
    v_and_b32 v137, 7, v0
    v_mul_u32_u24 v137, 8, v137               // chunk * elements per chunk
    v_add_nc_u32 v134, v134, v137
    v_lshlrev_b32 v134, 1, v134                      // bytes into the head's K rows
    v_mul_u32_u24 v137, 2, v137
    v_mad_u32_u24 v137, v131, 144, v137            // LDS: row * 144 + chunk bytes
    v_and_b32 v131, 15, v0                          // key pair p
    v_lshlrev_b32 v135, 1, v131                      // row 2p
    v_mul_lo_u32 v135, v135, s30
    v_lshlrev_b32 v138, 2, v131                       // LDS column: p * 4 bytes
    v_lshrrev_b32 v131, 4, v0                       // d chunk
    v_mul_u32_u24 v131, 4, v131                     // first d
    v_add_nc_u32 v135, v135, v131
    v_lshlrev_b32 v135, 1, v135
    s_lshl_b32 s64, s30, 1
    v_add_nc_u32 v136, s64, v135                 // row 2p + 1
    v_mad_u32_u24 v138, v131, 80, v138             // LDS: d * 80 + p * 4
    // fragment reads: K row kt*16 + i at 144 i, V^T row dt*16 + i at 80 i (+ tile offsets)
    v_mul_u32_u24 v139, 144, v115
    v_mul_u32_u24 v140, 80, v115
    v_add_nc_u32 v140, 4608, v140
    // block strides of the K / V soffsets: BC rows
    s_mul_i32 s71, s27, 64
    s_mul_i32 s72, s30, 64
    s_mov_b32 s69, 0
    s_mov_b32 s70, 0
    s_mov_b32 s66, 0
    s_cmp_eq_u32 s67, 0
    s_cbranch_scc1 .Lattn_fwd_d64_epilogue                    // no key visible to any query of the workgroup
    // the Q^T fragments: 128 contiguous bytes of the lane's query row = 4 B operands
    buffer_load_b128 v[54:57], v103, s[36:39], 0 offen offset:0
    buffer_load_b128 v[58:61], v103, s[36:39], 0 offen offset:16
    buffer_load_b128 v[62:65], v103, s[36:39], 0 offen offset:32
    buffer_load_b128 v[66:69], v103, s[36:39], 0 offen offset:48
    buffer_load_b128 v[70:73], v103, s[36:39], 0 offen offset:64
    buffer_load_b128 v[74:77], v103, s[36:39], 0 offen offset:80
    buffer_load_b128 v[78:81], v103, s[36:39], 0 offen offset:96
    buffer_load_b128 v[82:85], v103, s[36:39], 0 offen offset:112
    // ---- block 0 into LDS buffer 0
    buffer_load_b128 v[103:106], v134, s[40:43], s69 offen offset:0
    buffer_load_b64 v[107:108], v135, s[44:47], s70 offen   // V row 2p, 4 d
    buffer_load_b64 v[109:110], v136, s[44:47], s70 offen   // V row 2p + 1
    s_waitcnt vmcnt(0)                                        // Q fragments and block 0 arrived
    v_perm_b32 v111, v109, v107, 0x05040100        // (V[2p][d], V[2p+1][d]), d = d0 + 0
    v_perm_b32 v112, v109, v107, 0x07060302    // d = d0 + 1
    v_perm_b32 v113, v110, v108, 0x05040100        // (V[2p][d], V[2p+1][d]), d = d0 + 2
    v_perm_b32 v114, v110, v108, 0x07060302    // d = d0 + 3
    ds_store_b128 v137, v[103:106] offset:0
    ds_store_b32 v138, v111 offset:4608
    ds_store_b32 v138, v112 offset:4688
    ds_store_b32 v138, v113 offset:4768
    ds_store_b32 v138, v114 offset:4848
    s_waitcnt lgkmcnt(0)                                      // stored ...
    s_barrier                                                 // ... by every wave
.Lattn_fwd_d64_loop:
    // ==== block b from LDS buffer 0; block b+1 loads into registers meanwhile
    s_add_u32 s69, s69, s71
    s_add_u32 s70, s70, s72
    buffer_load_b128 v[103:106], v134, s[40:43], s69 offen offset:0
    buffer_load_b64 v[107:108], v135, s[44:47], s70 offen   // V row 2p, 4 d
    buffer_load_b64 v[109:110], v136, s[44:47], s70 offen   // V row 2p + 1
    // S^T = K Q^T: 8 WMMAs, K fragments (rows kt*16 + i, d dt*16..) double-buffered in v[37:44], v[45:52]
    ds_load_b128 v[37:40], v139
    ds_load_b128 v[41:44], v139 offset:16
    ds_load_b128 v[45:48], v139 offset:32
    ds_load_b128 v[49:52], v139 offset:48
    s_waitcnt lgkmcnt(2)                                 // K fragment 0
    v_wmma_f32_16x16x16_f16 v[87:94], v[37:44], v[54:61], 0
    ds_load_b128 v[37:40], v139 offset:64
    ds_load_b128 v[41:44], v139 offset:80
    s_waitcnt lgkmcnt(2)                                 // K fragment 1
    v_wmma_f32_16x16x16_f16 v[87:94], v[45:52], v[62:69], v[87:94]
    ds_load_b128 v[45:48], v139 offset:96
    ds_load_b128 v[49:52], v139 offset:112
    s_waitcnt lgkmcnt(2)                                 // K fragment 2
    v_wmma_f32_16x16x16_f16 v[87:94], v[37:44], v[70:77], v[87:94]
    ds_load_b128 v[37:40], v139 offset:2304
    ds_load_b128 v[41:44], v139 offset:2320
    s_waitcnt lgkmcnt(2)                                 // K fragment 3
    v_wmma_f32_16x16x16_f16 v[87:94], v[45:52], v[78:85], v[87:94]
    ds_load_b128 v[45:48], v139 offset:2336
    ds_load_b128 v[49:52], v139 offset:2352
    s_waitcnt lgkmcnt(2)                                 // K fragment 4
    v_wmma_f32_16x16x16_f16 v[95:102], v[37:44], v[54:61], 0
    ds_load_b128 v[37:40], v139 offset:2368
    ds_load_b128 v[41:44], v139 offset:2384
    s_waitcnt lgkmcnt(2)                                 // K fragment 5
    v_wmma_f32_16x16x16_f16 v[95:102], v[45:52], v[62:69], v[95:102]
    ds_load_b128 v[45:48], v139 offset:2400
    ds_load_b128 v[49:52], v139 offset:2416
    s_waitcnt lgkmcnt(2)                                 // K fragment 6
    v_wmma_f32_16x16x16_f16 v[95:102], v[37:44], v[70:77], v[95:102]
    ds_load_b128 v[37:40], v140
    ds_load_b128 v[41:44], v140 offset:16
    s_waitcnt lgkmcnt(2)                                 // K fragment 7
    v_wmma_f32_16x16x16_f16 v[95:102], v[45:52], v[78:85], v[95:102]
    // ---- mask (only on blocks from the first one with a masked key): key > the lane's limit
    s_cmp_lt_u32 s66, s68                     // a block before the first masked one (even blocks)
    s_cbranch_scc1 .Lattn_fwd_d64_even_unmasked
    s_lshl_b32 s64, s66, 5
    v_subrev_nc_u32 v133, s64, v132              // threshold relative to the block's first key
    v_cmp_gt_i32 vcc_lo, 0, v133                      // key 0(+1) of v[87:94] past the limit
    v_cndmask_b32_e64 v87, v87, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 2, v133                      // key 2(+1) of v[87:94] past the limit
    v_cndmask_b32_e64 v88, v88, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 4, v133                      // key 4(+1) of v[87:94] past the limit
    v_cndmask_b32_e64 v89, v89, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 6, v133                      // key 6(+1) of v[87:94] past the limit
    v_cndmask_b32_e64 v90, v90, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 8, v133                      // key 8(+1) of v[87:94] past the limit
    v_cndmask_b32_e64 v91, v91, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 10, v133                      // key 10(+1) of v[87:94] past the limit
    v_cndmask_b32_e64 v92, v92, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 12, v133                      // key 12(+1) of v[87:94] past the limit
    v_cndmask_b32_e64 v93, v93, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 14, v133                      // key 14(+1) of v[87:94] past the limit
    v_cndmask_b32_e64 v94, v94, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 16, v133                      // key 16(+1) of v[95:102] past the limit
    v_cndmask_b32_e64 v95, v95, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 18, v133                      // key 18(+1) of v[95:102] past the limit
    v_cndmask_b32_e64 v96, v96, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 20, v133                      // key 20(+1) of v[95:102] past the limit
    v_cndmask_b32_e64 v97, v97, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 22, v133                      // key 22(+1) of v[95:102] past the limit
    v_cndmask_b32_e64 v98, v98, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 24, v133                      // key 24(+1) of v[95:102] past the limit
    v_cndmask_b32_e64 v99, v99, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 26, v133                      // key 26(+1) of v[95:102] past the limit
    v_cndmask_b32_e64 v100, v100, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 28, v133                      // key 28(+1) of v[95:102] past the limit
    v_cndmask_b32_e64 v101, v101, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 30, v133                      // key 30(+1) of v[95:102] past the limit
    v_cndmask_b32_e64 v102, v102, 0xff800000, vcc_lo       // S = -inf
.Lattn_fwd_d64_even_unmasked:
    // ---- online softmax (per lane = per query): m, alpha, P = 2^(c S - m_safe), l = l alpha + sum P
    v_max3_f32 v123, v87, v88, v89          // in-lane maximum over 16 keys
    v_max3_f32 v123, v123, v90, v91
    v_max3_f32 v123, v123, v92, v93
    v_max3_f32 v123, v123, v94, v95
    v_max3_f32 v123, v123, v96, v97
    v_max3_f32 v123, v123, v98, v99
    v_max3_f32 v123, v123, v100, v101
    v_max_f32 v123, v123, v102
    v_permlanex16_b32 v131, v123, s56, s57     // the other half's keys
    v_max_f32 v123, v123, v131                                     // both lanes of query q agree on v123
    v_mul_f32 v131, s34, v123                                 // c * block maximum
    v_max_f32 v131, v121, v131                                  // m_new
    v_cmp_class_f32 vcc_lo, v131, 4                              // m_new = -inf: every key so far masked
    v_cndmask_b32_e64 v124, v131, 0, vcc_lo
    v_sub_f32 v128, v121, v124
    v_exp_f32 v128, v128                               // alpha = 2^(m - m_safe)
    v_mov_b32 v121, v131
    v_fma_f32 v87, v87, s34, -v124                    // c S - m_safe
    v_exp_f32 v87, v87                                       // P = 2^(c S - m_safe)
    v_fma_f32 v88, v88, s34, -v124                    // c S - m_safe
    v_exp_f32 v88, v88                                       // P = 2^(c S - m_safe)
    v_fma_f32 v89, v89, s34, -v124                    // c S - m_safe
    v_exp_f32 v89, v89                                       // P = 2^(c S - m_safe)
    v_fma_f32 v90, v90, s34, -v124                    // c S - m_safe
    v_exp_f32 v90, v90                                       // P = 2^(c S - m_safe)
    v_fma_f32 v91, v91, s34, -v124                    // c S - m_safe
    v_exp_f32 v91, v91                                       // P = 2^(c S - m_safe)
    v_fma_f32 v92, v92, s34, -v124                    // c S - m_safe
    v_exp_f32 v92, v92                                       // P = 2^(c S - m_safe)
    v_fma_f32 v93, v93, s34, -v124                    // c S - m_safe
    v_exp_f32 v93, v93                                       // P = 2^(c S - m_safe)
    v_fma_f32 v94, v94, s34, -v124                    // c S - m_safe
    v_exp_f32 v94, v94                                       // P = 2^(c S - m_safe)
    v_fma_f32 v95, v95, s34, -v124                    // c S - m_safe
    v_exp_f32 v95, v95                                       // P = 2^(c S - m_safe)
    v_fma_f32 v96, v96, s34, -v124                    // c S - m_safe
    v_exp_f32 v96, v96                                       // P = 2^(c S - m_safe)
    v_fma_f32 v97, v97, s34, -v124                    // c S - m_safe
    v_exp_f32 v97, v97                                       // P = 2^(c S - m_safe)
    v_fma_f32 v98, v98, s34, -v124                    // c S - m_safe
    v_exp_f32 v98, v98                                       // P = 2^(c S - m_safe)
    v_fma_f32 v99, v99, s34, -v124                    // c S - m_safe
    v_exp_f32 v99, v99                                       // P = 2^(c S - m_safe)
    v_fma_f32 v100, v100, s34, -v124                    // c S - m_safe
    v_exp_f32 v100, v100                                       // P = 2^(c S - m_safe)
    v_fma_f32 v101, v101, s34, -v124                    // c S - m_safe
    v_exp_f32 v101, v101                                       // P = 2^(c S - m_safe)
    v_fma_f32 v102, v102, s34, -v124                    // c S - m_safe
    v_exp_f32 v102, v102                                       // P = 2^(c S - m_safe)
    v_add_f32 v130, v87, v88                   // the lane's keys of the block
    v_add_f32 v130, v130, v89
    v_add_f32 v130, v130, v90
    v_add_f32 v130, v130, v91
    v_add_f32 v130, v130, v92
    v_add_f32 v130, v130, v93
    v_add_f32 v130, v130, v94
    v_add_f32 v130, v130, v95
    v_add_f32 v130, v130, v96
    v_add_f32 v130, v130, v97
    v_add_f32 v130, v130, v98
    v_add_f32 v130, v130, v99
    v_add_f32 v130, v130, v100
    v_add_f32 v130, v130, v101
    v_add_f32 v130, v130, v102
    v_fmac_f32 v130, v122, v128
    v_mov_b32 v122, v130
    // ---- O^T *= alpha, unless every alpha is 1 (no query's maximum moved)
    v_cmp_neq_f32 vcc_lo, 1.0, v128
    s_cbranch_vccz .Lattn_fwd_d64_even_no_rescale            // every alpha 1 (even blocks)
    v_mov_b32 v129, v128
    v_dual_mul_f32 v4, v4, v128 :: v_dual_mul_f32 v5, v5, v129
    v_dual_mul_f32 v6, v6, v128 :: v_dual_mul_f32 v7, v7, v129
    v_dual_mul_f32 v8, v8, v128 :: v_dual_mul_f32 v9, v9, v129
    v_dual_mul_f32 v10, v10, v128 :: v_dual_mul_f32 v11, v11, v129
    v_dual_mul_f32 v12, v12, v128 :: v_dual_mul_f32 v13, v13, v129
    v_dual_mul_f32 v14, v14, v128 :: v_dual_mul_f32 v15, v15, v129
    v_dual_mul_f32 v16, v16, v128 :: v_dual_mul_f32 v17, v17, v129
    v_dual_mul_f32 v18, v18, v128 :: v_dual_mul_f32 v19, v19, v129
    v_dual_mul_f32 v20, v20, v128 :: v_dual_mul_f32 v21, v21, v129
    v_dual_mul_f32 v22, v22, v128 :: v_dual_mul_f32 v23, v23, v129
    v_dual_mul_f32 v24, v24, v128 :: v_dual_mul_f32 v25, v25, v129
    v_dual_mul_f32 v26, v26, v128 :: v_dual_mul_f32 v27, v27, v129
    v_dual_mul_f32 v28, v28, v128 :: v_dual_mul_f32 v29, v29, v129
    v_dual_mul_f32 v30, v30, v128 :: v_dual_mul_f32 v31, v31, v129
    v_dual_mul_f32 v32, v32, v128 :: v_dual_mul_f32 v33, v33, v129
    v_dual_mul_f32 v34, v34, v128 :: v_dual_mul_f32 v35, v35, v129
.Lattn_fwd_d64_even_no_rescale:
    // ---- P -> B operands (registers only)
    // P tile v[87:94] -> B operand in place: keys (2g, 2g+1) of query q in lanes q and q+16
    v_cvt_f16_f32 v87, v87                         // lane q: key 0, lane q+16: key 1 (low half)
    v_cvt_f16_f32 v88, v88
    v_perm_b32 v119, v88, v87, 0x05040100          // c = (keys 0, 2) of v[87:94], (1, 3) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 0-3 of v[87:94])
    v_perm_b32 v87, v120, v119, v117                  // v87 = (key 0, key 1)
    v_perm_b32 v88, v120, v119, v118              // v88 = (key 2, key 3)
    v_cvt_f16_f32 v89, v89                         // lane q: key 4, lane q+16: key 5 (low half)
    v_cvt_f16_f32 v90, v90
    v_perm_b32 v119, v90, v89, 0x05040100          // c = (keys 4, 6) of v[87:94], (5, 7) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 4-7 of v[87:94])
    v_perm_b32 v89, v120, v119, v117                  // v89 = (key 4, key 5)
    v_perm_b32 v90, v120, v119, v118              // v90 = (key 6, key 7)
    v_cvt_f16_f32 v91, v91                         // lane q: key 8, lane q+16: key 9 (low half)
    v_cvt_f16_f32 v92, v92
    v_perm_b32 v119, v92, v91, 0x05040100          // c = (keys 8, 10) of v[87:94], (9, 11) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 8-11 of v[87:94])
    v_perm_b32 v91, v120, v119, v117                  // v91 = (key 8, key 9)
    v_perm_b32 v92, v120, v119, v118              // v92 = (key 10, key 11)
    v_cvt_f16_f32 v93, v93                         // lane q: key 12, lane q+16: key 13 (low half)
    v_cvt_f16_f32 v94, v94
    v_perm_b32 v119, v94, v93, 0x05040100          // c = (keys 12, 14) of v[87:94], (13, 15) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 12-15 of v[87:94])
    v_perm_b32 v93, v120, v119, v117                  // v93 = (key 12, key 13)
    v_perm_b32 v94, v120, v119, v118              // v94 = (key 14, key 15)
    // P tile v[95:102] -> B operand in place: keys (2g, 2g+1) of query q in lanes q and q+16
    v_cvt_f16_f32 v95, v95                         // lane q: key 0, lane q+16: key 1 (low half)
    v_cvt_f16_f32 v96, v96
    v_perm_b32 v119, v96, v95, 0x05040100          // c = (keys 0, 2) of v[95:102], (1, 3) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 0-3 of v[95:102])
    v_perm_b32 v95, v120, v119, v117                  // v95 = (key 0, key 1)
    v_perm_b32 v96, v120, v119, v118              // v96 = (key 2, key 3)
    v_cvt_f16_f32 v97, v97                         // lane q: key 4, lane q+16: key 5 (low half)
    v_cvt_f16_f32 v98, v98
    v_perm_b32 v119, v98, v97, 0x05040100          // c = (keys 4, 6) of v[95:102], (5, 7) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 4-7 of v[95:102])
    v_perm_b32 v97, v120, v119, v117                  // v97 = (key 4, key 5)
    v_perm_b32 v98, v120, v119, v118              // v98 = (key 6, key 7)
    v_cvt_f16_f32 v99, v99                         // lane q: key 8, lane q+16: key 9 (low half)
    v_cvt_f16_f32 v100, v100
    v_perm_b32 v119, v100, v99, 0x05040100          // c = (keys 8, 10) of v[95:102], (9, 11) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 8-11 of v[95:102])
    v_perm_b32 v99, v120, v119, v117                  // v99 = (key 8, key 9)
    v_perm_b32 v100, v120, v119, v118              // v100 = (key 10, key 11)
    v_cvt_f16_f32 v101, v101                         // lane q: key 12, lane q+16: key 13 (low half)
    v_cvt_f16_f32 v102, v102
    v_perm_b32 v119, v102, v101, 0x05040100          // c = (keys 12, 14) of v[95:102], (13, 15) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 12-15 of v[95:102])
    v_perm_b32 v101, v120, v119, v117                  // v101 = (key 12, key 13)
    v_perm_b32 v102, v120, v119, v118              // v102 = (key 14, key 15)
    // ---- O^T += V^T P^T: 8 WMMAs, V^T fragments (rows dt*16 + i, key pairs kt*8..)
    ds_load_b128 v[45:48], v140 offset:32
    ds_load_b128 v[49:52], v140 offset:48
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 0
    v_wmma_f32_16x16x16_f16 v[4:11], v[37:44], v[87:94], v[4:11]
    ds_load_b128 v[37:40], v140 offset:1280
    ds_load_b128 v[41:44], v140 offset:1296
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 1
    v_wmma_f32_16x16x16_f16 v[4:11], v[45:52], v[95:102], v[4:11]
    ds_load_b128 v[45:48], v140 offset:1312
    ds_load_b128 v[49:52], v140 offset:1328
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 2
    v_wmma_f32_16x16x16_f16 v[12:19], v[37:44], v[87:94], v[12:19]
    ds_load_b128 v[37:40], v140 offset:2560
    ds_load_b128 v[41:44], v140 offset:2576
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 3
    v_wmma_f32_16x16x16_f16 v[12:19], v[45:52], v[95:102], v[12:19]
    ds_load_b128 v[45:48], v140 offset:2592
    ds_load_b128 v[49:52], v140 offset:2608
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 4
    v_wmma_f32_16x16x16_f16 v[20:27], v[37:44], v[87:94], v[20:27]
    ds_load_b128 v[37:40], v140 offset:3840
    ds_load_b128 v[41:44], v140 offset:3856
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 5
    v_wmma_f32_16x16x16_f16 v[20:27], v[45:52], v[95:102], v[20:27]
    ds_load_b128 v[45:48], v140 offset:3872
    ds_load_b128 v[49:52], v140 offset:3888
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 6
    v_wmma_f32_16x16x16_f16 v[28:35], v[37:44], v[87:94], v[28:35]
    s_waitcnt lgkmcnt(0)                                 // V^T fragment 7
    v_wmma_f32_16x16x16_f16 v[28:35], v[45:52], v[95:102], v[28:35]
    // ---- block b+1 into the other buffer (its last readers passed the previous barrier)
    s_waitcnt vmcnt(0)                                        // block b+1 arrived
    v_perm_b32 v111, v109, v107, 0x05040100        // (V[2p][d], V[2p+1][d]), d = d0 + 0
    v_perm_b32 v112, v109, v107, 0x07060302    // d = d0 + 1
    v_perm_b32 v113, v110, v108, 0x05040100        // (V[2p][d], V[2p+1][d]), d = d0 + 2
    v_perm_b32 v114, v110, v108, 0x07060302    // d = d0 + 3
    ds_store_b128 v137, v[103:106] offset:9728
    ds_store_b32 v138, v111 offset:14336
    ds_store_b32 v138, v112 offset:14416
    ds_store_b32 v138, v113 offset:14496
    ds_store_b32 v138, v114 offset:14576
    s_waitcnt lgkmcnt(0)                                      // stored ...
    s_barrier                                                 // ... by every wave (even blocks)
    s_add_u32 s66, s66, 1
    s_cmp_ge_u32 s66, s67
    s_cbranch_scc1 .Lattn_fwd_d64_epilogue
    // ==== block b from LDS buffer 1; block b+1 loads into registers meanwhile
    s_add_u32 s69, s69, s71
    s_add_u32 s70, s70, s72
    buffer_load_b128 v[103:106], v134, s[40:43], s69 offen offset:0
    buffer_load_b64 v[107:108], v135, s[44:47], s70 offen   // V row 2p, 4 d
    buffer_load_b64 v[109:110], v136, s[44:47], s70 offen   // V row 2p + 1
    // S^T = K Q^T: 8 WMMAs, K fragments (rows kt*16 + i, d dt*16..) double-buffered in v[37:44], v[45:52]
    ds_load_b128 v[37:40], v139 offset:9728
    ds_load_b128 v[41:44], v139 offset:9744
    ds_load_b128 v[45:48], v139 offset:9760
    ds_load_b128 v[49:52], v139 offset:9776
    s_waitcnt lgkmcnt(2)                                 // K fragment 0
    v_wmma_f32_16x16x16_f16 v[87:94], v[37:44], v[54:61], 0
    ds_load_b128 v[37:40], v139 offset:9792
    ds_load_b128 v[41:44], v139 offset:9808
    s_waitcnt lgkmcnt(2)                                 // K fragment 1
    v_wmma_f32_16x16x16_f16 v[87:94], v[45:52], v[62:69], v[87:94]
    ds_load_b128 v[45:48], v139 offset:9824
    ds_load_b128 v[49:52], v139 offset:9840
    s_waitcnt lgkmcnt(2)                                 // K fragment 2
    v_wmma_f32_16x16x16_f16 v[87:94], v[37:44], v[70:77], v[87:94]
    ds_load_b128 v[37:40], v139 offset:12032
    ds_load_b128 v[41:44], v139 offset:12048
    s_waitcnt lgkmcnt(2)                                 // K fragment 3
    v_wmma_f32_16x16x16_f16 v[87:94], v[45:52], v[78:85], v[87:94]
    ds_load_b128 v[45:48], v139 offset:12064
    ds_load_b128 v[49:52], v139 offset:12080
    s_waitcnt lgkmcnt(2)                                 // K fragment 4
    v_wmma_f32_16x16x16_f16 v[95:102], v[37:44], v[54:61], 0
    ds_load_b128 v[37:40], v139 offset:12096
    ds_load_b128 v[41:44], v139 offset:12112
    s_waitcnt lgkmcnt(2)                                 // K fragment 5
    v_wmma_f32_16x16x16_f16 v[95:102], v[45:52], v[62:69], v[95:102]
    ds_load_b128 v[45:48], v139 offset:12128
    ds_load_b128 v[49:52], v139 offset:12144
    s_waitcnt lgkmcnt(2)                                 // K fragment 6
    v_wmma_f32_16x16x16_f16 v[95:102], v[37:44], v[70:77], v[95:102]
    ds_load_b128 v[37:40], v140 offset:9728
    ds_load_b128 v[41:44], v140 offset:9744
    s_waitcnt lgkmcnt(2)                                 // K fragment 7
    v_wmma_f32_16x16x16_f16 v[95:102], v[45:52], v[78:85], v[95:102]
    // ---- mask (only on blocks from the first one with a masked key): key > the lane's limit
    s_cmp_lt_u32 s66, s68                     // a block before the first masked one (odd blocks)
    s_cbranch_scc1 .Lattn_fwd_d64_odd_unmasked
    s_lshl_b32 s64, s66, 5
    v_subrev_nc_u32 v133, s64, v132              // threshold relative to the block's first key
    v_cmp_gt_i32 vcc_lo, 0, v133                      // key 0(+1) of v[87:94] past the limit
    v_cndmask_b32_e64 v87, v87, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 2, v133                      // key 2(+1) of v[87:94] past the limit
    v_cndmask_b32_e64 v88, v88, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 4, v133                      // key 4(+1) of v[87:94] past the limit
    v_cndmask_b32_e64 v89, v89, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 6, v133                      // key 6(+1) of v[87:94] past the limit
    v_cndmask_b32_e64 v90, v90, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 8, v133                      // key 8(+1) of v[87:94] past the limit
    v_cndmask_b32_e64 v91, v91, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 10, v133                      // key 10(+1) of v[87:94] past the limit
    v_cndmask_b32_e64 v92, v92, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 12, v133                      // key 12(+1) of v[87:94] past the limit
    v_cndmask_b32_e64 v93, v93, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 14, v133                      // key 14(+1) of v[87:94] past the limit
    v_cndmask_b32_e64 v94, v94, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 16, v133                      // key 16(+1) of v[95:102] past the limit
    v_cndmask_b32_e64 v95, v95, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 18, v133                      // key 18(+1) of v[95:102] past the limit
    v_cndmask_b32_e64 v96, v96, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 20, v133                      // key 20(+1) of v[95:102] past the limit
    v_cndmask_b32_e64 v97, v97, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 22, v133                      // key 22(+1) of v[95:102] past the limit
    v_cndmask_b32_e64 v98, v98, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 24, v133                      // key 24(+1) of v[95:102] past the limit
    v_cndmask_b32_e64 v99, v99, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 26, v133                      // key 26(+1) of v[95:102] past the limit
    v_cndmask_b32_e64 v100, v100, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 28, v133                      // key 28(+1) of v[95:102] past the limit
    v_cndmask_b32_e64 v101, v101, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 30, v133                      // key 30(+1) of v[95:102] past the limit
    v_cndmask_b32_e64 v102, v102, 0xff800000, vcc_lo       // S = -inf
.Lattn_fwd_d64_odd_unmasked:
    // ---- online softmax (per lane = per query): m, alpha, P = 2^(c S - m_safe), l = l alpha + sum P
    v_max3_f32 v123, v87, v88, v89          // in-lane maximum over 16 keys
    v_max3_f32 v123, v123, v90, v91
    v_max3_f32 v123, v123, v92, v93
    v_max3_f32 v123, v123, v94, v95
    v_max3_f32 v123, v123, v96, v97
    v_max3_f32 v123, v123, v98, v99
    v_max3_f32 v123, v123, v100, v101
    v_max_f32 v123, v123, v102
    v_permlanex16_b32 v131, v123, s56, s57     // the other half's keys
    v_max_f32 v123, v123, v131                                     // both lanes of query q agree on v123
    v_mul_f32 v131, s34, v123                                 // c * block maximum
    v_max_f32 v131, v121, v131                                  // m_new
    v_cmp_class_f32 vcc_lo, v131, 4                              // m_new = -inf: every key so far masked
    v_cndmask_b32_e64 v124, v131, 0, vcc_lo
    v_sub_f32 v128, v121, v124
    v_exp_f32 v128, v128                               // alpha = 2^(m - m_safe)
    v_mov_b32 v121, v131
    v_fma_f32 v87, v87, s34, -v124                    // c S - m_safe
    v_exp_f32 v87, v87                                       // P = 2^(c S - m_safe)
    v_fma_f32 v88, v88, s34, -v124                    // c S - m_safe
    v_exp_f32 v88, v88                                       // P = 2^(c S - m_safe)
    v_fma_f32 v89, v89, s34, -v124                    // c S - m_safe
    v_exp_f32 v89, v89                                       // P = 2^(c S - m_safe)
    v_fma_f32 v90, v90, s34, -v124                    // c S - m_safe
    v_exp_f32 v90, v90                                       // P = 2^(c S - m_safe)
    v_fma_f32 v91, v91, s34, -v124                    // c S - m_safe
    v_exp_f32 v91, v91                                       // P = 2^(c S - m_safe)
    v_fma_f32 v92, v92, s34, -v124                    // c S - m_safe
    v_exp_f32 v92, v92                                       // P = 2^(c S - m_safe)
    v_fma_f32 v93, v93, s34, -v124                    // c S - m_safe
    v_exp_f32 v93, v93                                       // P = 2^(c S - m_safe)
    v_fma_f32 v94, v94, s34, -v124                    // c S - m_safe
    v_exp_f32 v94, v94                                       // P = 2^(c S - m_safe)
    v_fma_f32 v95, v95, s34, -v124                    // c S - m_safe
    v_exp_f32 v95, v95                                       // P = 2^(c S - m_safe)
    v_fma_f32 v96, v96, s34, -v124                    // c S - m_safe
    v_exp_f32 v96, v96                                       // P = 2^(c S - m_safe)
    v_fma_f32 v97, v97, s34, -v124                    // c S - m_safe
    v_exp_f32 v97, v97                                       // P = 2^(c S - m_safe)
    v_fma_f32 v98, v98, s34, -v124                    // c S - m_safe
    v_exp_f32 v98, v98                                       // P = 2^(c S - m_safe)
    v_fma_f32 v99, v99, s34, -v124                    // c S - m_safe
    v_exp_f32 v99, v99                                       // P = 2^(c S - m_safe)
    v_fma_f32 v100, v100, s34, -v124                    // c S - m_safe
    v_exp_f32 v100, v100                                       // P = 2^(c S - m_safe)
    v_fma_f32 v101, v101, s34, -v124                    // c S - m_safe
    v_exp_f32 v101, v101                                       // P = 2^(c S - m_safe)
    v_fma_f32 v102, v102, s34, -v124                    // c S - m_safe
    v_exp_f32 v102, v102                                       // P = 2^(c S - m_safe)
    v_add_f32 v130, v87, v88                   // the lane's keys of the block
    v_add_f32 v130, v130, v89
    v_add_f32 v130, v130, v90
    v_add_f32 v130, v130, v91
    v_add_f32 v130, v130, v92
    v_add_f32 v130, v130, v93
    v_add_f32 v130, v130, v94
    v_add_f32 v130, v130, v95
    v_add_f32 v130, v130, v96
    v_add_f32 v130, v130, v97
    v_add_f32 v130, v130, v98
    v_add_f32 v130, v130, v99
    v_add_f32 v130, v130, v100
    v_add_f32 v130, v130, v101
    v_add_f32 v130, v130, v102
    v_fmac_f32 v130, v122, v128
    v_mov_b32 v122, v130
    // ---- O^T *= alpha, unless every alpha is 1 (no query's maximum moved)
    v_cmp_neq_f32 vcc_lo, 1.0, v128
    s_cbranch_vccz .Lattn_fwd_d64_odd_no_rescale            // every alpha 1 (odd blocks)
    v_mov_b32 v129, v128
    v_dual_mul_f32 v4, v4, v128 :: v_dual_mul_f32 v5, v5, v129
    v_dual_mul_f32 v6, v6, v128 :: v_dual_mul_f32 v7, v7, v129
    v_dual_mul_f32 v8, v8, v128 :: v_dual_mul_f32 v9, v9, v129
    v_dual_mul_f32 v10, v10, v128 :: v_dual_mul_f32 v11, v11, v129
    v_dual_mul_f32 v12, v12, v128 :: v_dual_mul_f32 v13, v13, v129
    v_dual_mul_f32 v14, v14, v128 :: v_dual_mul_f32 v15, v15, v129
    v_dual_mul_f32 v16, v16, v128 :: v_dual_mul_f32 v17, v17, v129
    v_dual_mul_f32 v18, v18, v128 :: v_dual_mul_f32 v19, v19, v129
    v_dual_mul_f32 v20, v20, v128 :: v_dual_mul_f32 v21, v21, v129
    v_dual_mul_f32 v22, v22, v128 :: v_dual_mul_f32 v23, v23, v129
    v_dual_mul_f32 v24, v24, v128 :: v_dual_mul_f32 v25, v25, v129
    v_dual_mul_f32 v26, v26, v128 :: v_dual_mul_f32 v27, v27, v129
    v_dual_mul_f32 v28, v28, v128 :: v_dual_mul_f32 v29, v29, v129
    v_dual_mul_f32 v30, v30, v128 :: v_dual_mul_f32 v31, v31, v129
    v_dual_mul_f32 v32, v32, v128 :: v_dual_mul_f32 v33, v33, v129
    v_dual_mul_f32 v34, v34, v128 :: v_dual_mul_f32 v35, v35, v129
.Lattn_fwd_d64_odd_no_rescale:
    // ---- P -> B operands (registers only)
    // P tile v[87:94] -> B operand in place: keys (2g, 2g+1) of query q in lanes q and q+16
    v_cvt_f16_f32 v87, v87                         // lane q: key 0, lane q+16: key 1 (low half)
    v_cvt_f16_f32 v88, v88
    v_perm_b32 v119, v88, v87, 0x05040100          // c = (keys 0, 2) of v[87:94], (1, 3) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 0-3 of v[87:94])
    v_perm_b32 v87, v120, v119, v117                  // v87 = (key 0, key 1)
    v_perm_b32 v88, v120, v119, v118              // v88 = (key 2, key 3)
    v_cvt_f16_f32 v89, v89                         // lane q: key 4, lane q+16: key 5 (low half)
    v_cvt_f16_f32 v90, v90
    v_perm_b32 v119, v90, v89, 0x05040100          // c = (keys 4, 6) of v[87:94], (5, 7) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 4-7 of v[87:94])
    v_perm_b32 v89, v120, v119, v117                  // v89 = (key 4, key 5)
    v_perm_b32 v90, v120, v119, v118              // v90 = (key 6, key 7)
    v_cvt_f16_f32 v91, v91                         // lane q: key 8, lane q+16: key 9 (low half)
    v_cvt_f16_f32 v92, v92
    v_perm_b32 v119, v92, v91, 0x05040100          // c = (keys 8, 10) of v[87:94], (9, 11) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 8-11 of v[87:94])
    v_perm_b32 v91, v120, v119, v117                  // v91 = (key 8, key 9)
    v_perm_b32 v92, v120, v119, v118              // v92 = (key 10, key 11)
    v_cvt_f16_f32 v93, v93                         // lane q: key 12, lane q+16: key 13 (low half)
    v_cvt_f16_f32 v94, v94
    v_perm_b32 v119, v94, v93, 0x05040100          // c = (keys 12, 14) of v[87:94], (13, 15) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 12-15 of v[87:94])
    v_perm_b32 v93, v120, v119, v117                  // v93 = (key 12, key 13)
    v_perm_b32 v94, v120, v119, v118              // v94 = (key 14, key 15)
    // P tile v[95:102] -> B operand in place: keys (2g, 2g+1) of query q in lanes q and q+16
    v_cvt_f16_f32 v95, v95                         // lane q: key 0, lane q+16: key 1 (low half)
    v_cvt_f16_f32 v96, v96
    v_perm_b32 v119, v96, v95, 0x05040100          // c = (keys 0, 2) of v[95:102], (1, 3) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 0-3 of v[95:102])
    v_perm_b32 v95, v120, v119, v117                  // v95 = (key 0, key 1)
    v_perm_b32 v96, v120, v119, v118              // v96 = (key 2, key 3)
    v_cvt_f16_f32 v97, v97                         // lane q: key 4, lane q+16: key 5 (low half)
    v_cvt_f16_f32 v98, v98
    v_perm_b32 v119, v98, v97, 0x05040100          // c = (keys 4, 6) of v[95:102], (5, 7) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 4-7 of v[95:102])
    v_perm_b32 v97, v120, v119, v117                  // v97 = (key 4, key 5)
    v_perm_b32 v98, v120, v119, v118              // v98 = (key 6, key 7)
    v_cvt_f16_f32 v99, v99                         // lane q: key 8, lane q+16: key 9 (low half)
    v_cvt_f16_f32 v100, v100
    v_perm_b32 v119, v100, v99, 0x05040100          // c = (keys 8, 10) of v[95:102], (9, 11) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 8-11 of v[95:102])
    v_perm_b32 v99, v120, v119, v117                  // v99 = (key 8, key 9)
    v_perm_b32 v100, v120, v119, v118              // v100 = (key 10, key 11)
    v_cvt_f16_f32 v101, v101                         // lane q: key 12, lane q+16: key 13 (low half)
    v_cvt_f16_f32 v102, v102
    v_perm_b32 v119, v102, v101, 0x05040100          // c = (keys 12, 14) of v[95:102], (13, 15) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 12-15 of v[95:102])
    v_perm_b32 v101, v120, v119, v117                  // v101 = (key 12, key 13)
    v_perm_b32 v102, v120, v119, v118              // v102 = (key 14, key 15)
    // ---- O^T += V^T P^T: 8 WMMAs, V^T fragments (rows dt*16 + i, key pairs kt*8..)
    ds_load_b128 v[45:48], v140 offset:9760
    ds_load_b128 v[49:52], v140 offset:9776
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 0
    v_wmma_f32_16x16x16_f16 v[4:11], v[37:44], v[87:94], v[4:11]
    ds_load_b128 v[37:40], v140 offset:11008
    ds_load_b128 v[41:44], v140 offset:11024
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 1
    v_wmma_f32_16x16x16_f16 v[4:11], v[45:52], v[95:102], v[4:11]
    ds_load_b128 v[45:48], v140 offset:11040
    ds_load_b128 v[49:52], v140 offset:11056
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 2
    v_wmma_f32_16x16x16_f16 v[12:19], v[37:44], v[87:94], v[12:19]
    ds_load_b128 v[37:40], v140 offset:12288
    ds_load_b128 v[41:44], v140 offset:12304
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 3
    v_wmma_f32_16x16x16_f16 v[12:19], v[45:52], v[95:102], v[12:19]
    ds_load_b128 v[45:48], v140 offset:12320
    ds_load_b128 v[49:52], v140 offset:12336
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 4
    v_wmma_f32_16x16x16_f16 v[20:27], v[37:44], v[87:94], v[20:27]
    ds_load_b128 v[37:40], v140 offset:13568
    ds_load_b128 v[41:44], v140 offset:13584
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 5
    v_wmma_f32_16x16x16_f16 v[20:27], v[45:52], v[95:102], v[20:27]
    ds_load_b128 v[45:48], v140 offset:13600
    ds_load_b128 v[49:52], v140 offset:13616
    s_waitcnt lgkmcnt(2)                                 // V^T fragment 6
    v_wmma_f32_16x16x16_f16 v[28:35], v[37:44], v[87:94], v[28:35]
    s_waitcnt lgkmcnt(0)                                 // V^T fragment 7
    v_wmma_f32_16x16x16_f16 v[28:35], v[45:52], v[95:102], v[28:35]
    // ---- block b+1 into the other buffer (its last readers passed the previous barrier)
    s_waitcnt vmcnt(0)                                        // block b+1 arrived
    v_perm_b32 v111, v109, v107, 0x05040100        // (V[2p][d], V[2p+1][d]), d = d0 + 0
    v_perm_b32 v112, v109, v107, 0x07060302    // d = d0 + 1
    v_perm_b32 v113, v110, v108, 0x05040100        // (V[2p][d], V[2p+1][d]), d = d0 + 2
    v_perm_b32 v114, v110, v108, 0x07060302    // d = d0 + 3
    ds_store_b128 v137, v[103:106] offset:0
    ds_store_b32 v138, v111 offset:4608
    ds_store_b32 v138, v112 offset:4688
    ds_store_b32 v138, v113 offset:4768
    ds_store_b32 v138, v114 offset:4848
    s_waitcnt lgkmcnt(0)                                      // stored ...
    s_barrier                                                 // ... by every wave (odd blocks)
    s_add_u32 s66, s66, 1
    s_cmp_lt_u32 s66, s67
    s_cbranch_scc1 .Lattn_fwd_d64_loop
.Lattn_fwd_d64_epilogue:
    // ---- l over both halves; O = O^T / l (0 for a query that sees no key); LSE = ln2 (m + log2 l)
    v_permlanex16_b32 v131, v122, s56, s57
    v_add_f32 v122, v122, v131
    v_rcp_f32 v128, v122
    v_cmp_neq_f32 vcc_lo, 0, v122                               // unordered: a NaN l (NaN score) stays NaN
    v_cndmask_b32_e64 v128, 0, v128, vcc_lo           // 1/l, or 0 when l = 0
    v_mov_b32 v129, v128
    v_dual_mul_f32 v4, v4, v128 :: v_dual_mul_f32 v5, v5, v129
    v_dual_mul_f32 v6, v6, v128 :: v_dual_mul_f32 v7, v7, v129
    v_dual_mul_f32 v8, v8, v128 :: v_dual_mul_f32 v9, v9, v129
    v_dual_mul_f32 v10, v10, v128 :: v_dual_mul_f32 v11, v11, v129
    v_dual_mul_f32 v12, v12, v128 :: v_dual_mul_f32 v13, v13, v129
    v_dual_mul_f32 v14, v14, v128 :: v_dual_mul_f32 v15, v15, v129
    v_dual_mul_f32 v16, v16, v128 :: v_dual_mul_f32 v17, v17, v129
    v_dual_mul_f32 v18, v18, v128 :: v_dual_mul_f32 v19, v19, v129
    v_dual_mul_f32 v20, v20, v128 :: v_dual_mul_f32 v21, v21, v129
    v_dual_mul_f32 v22, v22, v128 :: v_dual_mul_f32 v23, v23, v129
    v_dual_mul_f32 v24, v24, v128 :: v_dual_mul_f32 v25, v25, v129
    v_dual_mul_f32 v26, v26, v128 :: v_dual_mul_f32 v27, v27, v129
    v_dual_mul_f32 v28, v28, v128 :: v_dual_mul_f32 v29, v29, v129
    v_dual_mul_f32 v30, v30, v128 :: v_dual_mul_f32 v31, v31, v129
    v_dual_mul_f32 v32, v32, v128 :: v_dual_mul_f32 v33, v33, v129
    v_dual_mul_f32 v34, v34, v128 :: v_dual_mul_f32 v35, v35, v129
    v_log_f32 v131, v122                                  // log2 l (-inf when l = 0)
    v_add_f32 v131, v121, v131
    v_mul_f32 v131, 0x3f317218, v131                    // * ln 2
    v_cndmask_b32_e64 v131, 0xff800000, v131, vcc_lo        // -inf when no key is visible
    // O^T -> O rows: d pairs packed back into the query's lanes (pack_p's data movement)
    // P tile v[4:11] -> B operand in place: keys (2g, 2g+1) of query q in lanes q and q+16
    v_cvt_f16_f32 v4, v4                         // lane q: key 0, lane q+16: key 1 (low half)
    v_cvt_f16_f32 v5, v5
    v_perm_b32 v119, v5, v4, 0x05040100          // c = (keys 0, 2) of v[4:11], (1, 3) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 0-3 of v[4:11])
    v_perm_b32 v4, v120, v119, v117                  // v4 = (key 0, key 1)
    v_perm_b32 v5, v120, v119, v118              // v5 = (key 2, key 3)
    v_cvt_f16_f32 v6, v6                         // lane q: key 4, lane q+16: key 5 (low half)
    v_cvt_f16_f32 v7, v7
    v_perm_b32 v119, v7, v6, 0x05040100          // c = (keys 4, 6) of v[4:11], (5, 7) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 4-7 of v[4:11])
    v_perm_b32 v6, v120, v119, v117                  // v6 = (key 4, key 5)
    v_perm_b32 v7, v120, v119, v118              // v7 = (key 6, key 7)
    v_cvt_f16_f32 v8, v8                         // lane q: key 8, lane q+16: key 9 (low half)
    v_cvt_f16_f32 v9, v9
    v_perm_b32 v119, v9, v8, 0x05040100          // c = (keys 8, 10) of v[4:11], (9, 11) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 8-11 of v[4:11])
    v_perm_b32 v8, v120, v119, v117                  // v8 = (key 8, key 9)
    v_perm_b32 v9, v120, v119, v118              // v9 = (key 10, key 11)
    v_cvt_f16_f32 v10, v10                         // lane q: key 12, lane q+16: key 13 (low half)
    v_cvt_f16_f32 v11, v11
    v_perm_b32 v119, v11, v10, 0x05040100          // c = (keys 12, 14) of v[4:11], (13, 15) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 12-15 of v[4:11])
    v_perm_b32 v10, v120, v119, v117                  // v10 = (key 12, key 13)
    v_perm_b32 v11, v120, v119, v118              // v11 = (key 14, key 15)
    // P tile v[12:19] -> B operand in place: keys (2g, 2g+1) of query q in lanes q and q+16
    v_cvt_f16_f32 v12, v12                         // lane q: key 0, lane q+16: key 1 (low half)
    v_cvt_f16_f32 v13, v13
    v_perm_b32 v119, v13, v12, 0x05040100          // c = (keys 0, 2) of v[12:19], (1, 3) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 0-3 of v[12:19])
    v_perm_b32 v12, v120, v119, v117                  // v12 = (key 0, key 1)
    v_perm_b32 v13, v120, v119, v118              // v13 = (key 2, key 3)
    v_cvt_f16_f32 v14, v14                         // lane q: key 4, lane q+16: key 5 (low half)
    v_cvt_f16_f32 v15, v15
    v_perm_b32 v119, v15, v14, 0x05040100          // c = (keys 4, 6) of v[12:19], (5, 7) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 4-7 of v[12:19])
    v_perm_b32 v14, v120, v119, v117                  // v14 = (key 4, key 5)
    v_perm_b32 v15, v120, v119, v118              // v15 = (key 6, key 7)
    v_cvt_f16_f32 v16, v16                         // lane q: key 8, lane q+16: key 9 (low half)
    v_cvt_f16_f32 v17, v17
    v_perm_b32 v119, v17, v16, 0x05040100          // c = (keys 8, 10) of v[12:19], (9, 11) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 8-11 of v[12:19])
    v_perm_b32 v16, v120, v119, v117                  // v16 = (key 8, key 9)
    v_perm_b32 v17, v120, v119, v118              // v17 = (key 10, key 11)
    v_cvt_f16_f32 v18, v18                         // lane q: key 12, lane q+16: key 13 (low half)
    v_cvt_f16_f32 v19, v19
    v_perm_b32 v119, v19, v18, 0x05040100          // c = (keys 12, 14) of v[12:19], (13, 15) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 12-15 of v[12:19])
    v_perm_b32 v18, v120, v119, v117                  // v18 = (key 12, key 13)
    v_perm_b32 v19, v120, v119, v118              // v19 = (key 14, key 15)
    // P tile v[20:27] -> B operand in place: keys (2g, 2g+1) of query q in lanes q and q+16
    v_cvt_f16_f32 v20, v20                         // lane q: key 0, lane q+16: key 1 (low half)
    v_cvt_f16_f32 v21, v21
    v_perm_b32 v119, v21, v20, 0x05040100          // c = (keys 0, 2) of v[20:27], (1, 3) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 0-3 of v[20:27])
    v_perm_b32 v20, v120, v119, v117                  // v20 = (key 0, key 1)
    v_perm_b32 v21, v120, v119, v118              // v21 = (key 2, key 3)
    v_cvt_f16_f32 v22, v22                         // lane q: key 4, lane q+16: key 5 (low half)
    v_cvt_f16_f32 v23, v23
    v_perm_b32 v119, v23, v22, 0x05040100          // c = (keys 4, 6) of v[20:27], (5, 7) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 4-7 of v[20:27])
    v_perm_b32 v22, v120, v119, v117                  // v22 = (key 4, key 5)
    v_perm_b32 v23, v120, v119, v118              // v23 = (key 6, key 7)
    v_cvt_f16_f32 v24, v24                         // lane q: key 8, lane q+16: key 9 (low half)
    v_cvt_f16_f32 v25, v25
    v_perm_b32 v119, v25, v24, 0x05040100          // c = (keys 8, 10) of v[20:27], (9, 11) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 8-11 of v[20:27])
    v_perm_b32 v24, v120, v119, v117                  // v24 = (key 8, key 9)
    v_perm_b32 v25, v120, v119, v118              // v25 = (key 10, key 11)
    v_cvt_f16_f32 v26, v26                         // lane q: key 12, lane q+16: key 13 (low half)
    v_cvt_f16_f32 v27, v27
    v_perm_b32 v119, v27, v26, 0x05040100          // c = (keys 12, 14) of v[20:27], (13, 15) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 12-15 of v[20:27])
    v_perm_b32 v26, v120, v119, v117                  // v26 = (key 12, key 13)
    v_perm_b32 v27, v120, v119, v118              // v27 = (key 14, key 15)
    // P tile v[28:35] -> B operand in place: keys (2g, 2g+1) of query q in lanes q and q+16
    v_cvt_f16_f32 v28, v28                         // lane q: key 0, lane q+16: key 1 (low half)
    v_cvt_f16_f32 v29, v29
    v_perm_b32 v119, v29, v28, 0x05040100          // c = (keys 0, 2) of v[28:35], (1, 3) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 0-3 of v[28:35])
    v_perm_b32 v28, v120, v119, v117                  // v28 = (key 0, key 1)
    v_perm_b32 v29, v120, v119, v118              // v29 = (key 2, key 3)
    v_cvt_f16_f32 v30, v30                         // lane q: key 4, lane q+16: key 5 (low half)
    v_cvt_f16_f32 v31, v31
    v_perm_b32 v119, v31, v30, 0x05040100          // c = (keys 4, 6) of v[28:35], (5, 7) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 4-7 of v[28:35])
    v_perm_b32 v30, v120, v119, v117                  // v30 = (key 4, key 5)
    v_perm_b32 v31, v120, v119, v118              // v31 = (key 6, key 7)
    v_cvt_f16_f32 v32, v32                         // lane q: key 8, lane q+16: key 9 (low half)
    v_cvt_f16_f32 v33, v33
    v_perm_b32 v119, v33, v32, 0x05040100          // c = (keys 8, 10) of v[28:35], (9, 11) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 8-11 of v[28:35])
    v_perm_b32 v32, v120, v119, v117                  // v32 = (key 8, key 9)
    v_perm_b32 v33, v120, v119, v118              // v33 = (key 10, key 11)
    v_cvt_f16_f32 v34, v34                         // lane q: key 12, lane q+16: key 13 (low half)
    v_cvt_f16_f32 v35, v35
    v_perm_b32 v119, v35, v34, 0x05040100          // c = (keys 12, 14) of v[28:35], (13, 15) in the upper lanes
    v_permlanex16_b32 v120, v119, s56, s57        // x = the other half's c (keys 12-15 of v[28:35])
    v_perm_b32 v34, v120, v119, v117                  // v34 = (key 12, key 13)
    v_perm_b32 v35, v120, v119, v118              // v35 = (key 14, key 15)
    s_lshl_b32 s64, s62, 4
    s_add_i32 s64, s64, s73
    v_add_nc_u32 v104, s64, v115
    v_mul_lo_u32 v103, v104, s33
    v_lshlrev_b32 v103, 1, v103
    v_lshlrev_b32 v106, 2, v104
    s_mov_b32 exec_lo, 0xffff                                 // lanes 16-31 hold the same rows
    buffer_store_b128 v[4:7], v103, s[48:51], 0 offen offset:0
    buffer_store_b128 v[8:11], v103, s[48:51], 0 offen offset:16
    buffer_store_b128 v[12:15], v103, s[48:51], 0 offen offset:32
    buffer_store_b128 v[16:19], v103, s[48:51], 0 offen offset:48
    buffer_store_b128 v[20:23], v103, s[48:51], 0 offen offset:64
    buffer_store_b128 v[24:27], v103, s[48:51], 0 offen offset:80
    buffer_store_b128 v[28:31], v103, s[48:51], 0 offen offset:96
    buffer_store_b128 v[32:35], v103, s[48:51], 0 offen offset:112
    buffer_store_b32 v131, v106, s[52:55], 0 offen
    s_endpgm
.Lattn_fwd_d64_end:
.size attn_fwd_d64, .Lattn_fwd_d64_end-attn_fwd_d64
// register plan (141 VGPRs, 74 SGPRs, VCC, 19456 bytes LDS)
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
//       v[37:44]  frag0
//       v[45:52]  frag1
//       v[54:61]  qT0
//       v[62:69]  qT1
//       v[70:77]  qT2
//       v[78:85]  qT3
//       v[87:94]  sT0
//      v[95:102]  sT1
//     v[103:106]  k_prefetch
//     v[107:110]  v_prefetch
//     v[111:114]  v_packed
//           v115  lane_mod16
//           v116  lane_div16
//           v117  sel_low
//           v118  sel_high
//           v119  pack_c
//           v120  pack_x
//           v121  row_max_scaled
//           v122  row_sum
//           v123  block_max
//           v124  max_safe
//           v128  alpha
//           v129  alpha_copy
//           v130  block_sum
//           v131  tmp
//           v132  key_threshold
//           v133  key_threshold_block
//           v134  k_goff
//           v135  v_goff_row0
//           v136  v_goff_row1
//           v137  k_lds_store
//           v138  v_lds_store
//           v139  k_lds_read
//           v140  v_lds_read
.rodata
.p2align 6
.amdhsa_kernel attn_fwd_d64
    .amdhsa_group_segment_fixed_size 19456
    .amdhsa_private_segment_fixed_size 0
    .amdhsa_kernarg_size 112
    .amdhsa_user_sgpr_count 2
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 1
    .amdhsa_system_sgpr_workgroup_id_z 1
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 141
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
  - .name: attn_fwd_d64
    .symbol: attn_fwd_d64.kd
    .kernarg_segment_size: 112
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 19456
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 76
    .vgpr_count: 141
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
