
// ---------------------------------------------------------------------------------------------
// h2: seed 003 WMMA + Shared Memory: 1024 work-items, 8x4 waves of one 16x16 tile (128x64 block), K tile 64 copied element by element into [k][m] / [k][n] LDS tiles, fragments by 16-bit LDS loads; FP32 C with alpha/beta where the seed stores FP16 C
// Rendered from templates/h2_shared.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl h2
.p2align 8
.type h2,@function
h2:

    // prologue: load all 14 argument dwords into s[4:17] (offsets from the metadata below)
    s_load_b256 s[4:11], s[0:1], 0x0
    s_load_b128 s[12:15], s[0:1], 0x20
    s_load_b64 s[16:17], s[0:1], 0x30

    // ids: wave w = T/32 (SGPR) at (wm, wn) = (w%8, w/8); lane i = T%16
    v_lshrrev_b32 v75, 5, v0
    v_readfirstlane_b32 s18, v75
    s_lshl_b32 s19, s2, 7                     // m0 = 128 * wg_x (x walks M, as in the seed)
    s_lshl_b32 s20, s3, 6                     // n0 = 64 * wg_y
    v_and_b32 v77, 15, v0                      // i
    // LDS read addresses: A row wm*16 + i of As[k][m], B column wn*16 + i of Bs[k][n], at K row 0
    s_and_b32 s32, s18, 7
    s_lshl_b32 s32, s32, 5                      // wm * 16 halves
    v_lshl_add_u32 v73, v77, 1, s32
    s_lshr_b32 s32, s18, 3
    s_lshl_b32 s32, s32, 5                      // wn * 16 halves
    v_lshl_add_u32 v74, v77, 1, s32
    v_mov_b32 v83, 0                            // high half of the 64-bit element index
    s_waitcnt lgkmcnt(0)                                  // kernel arguments loaded
    v_mov_b32 v1, 0                       // acc[0] = 0.0
    v_mov_b32 v2, 0                       // acc[1] = 0.0
    v_mov_b32 v3, 0                       // acc[2] = 0.0
    v_mov_b32 v4, 0                       // acc[3] = 0.0
    v_mov_b32 v5, 0                       // acc[4] = 0.0
    v_mov_b32 v6, 0                       // acc[5] = 0.0
    v_mov_b32 v7, 0                       // acc[6] = 0.0
    v_mov_b32 v8, 0                       // acc[7] = 0.0

    // tile pointers: A + m0 (column-major: element (k0, m0)), B + n0 (row-major: (k0, n0)); K tile bytes
    s_lshl_b32 s32, s19, 1
    s_add_u32 s22, s4, s32
    s_addc_u32 s23, s5, 0
    s_lshl_b32 s32, s20, 1
    s_add_u32 s24, s6, s32
    s_addc_u32 s25, s7, 0
    s_mul_i32 s26, s13, 128           // 64 K rows of A in bytes
    s_mul_i32 s27, s14, 128           // 64 K rows of B in bytes
    s_mov_b32 s21, 0
.Lh2_tile:
    // copy K tile k0: A (column-major) into As[k][m], B into Bs[k][n], element by element
    v_mov_b32 v75, v0                         // i = work-item (element of the tile)
    v_lshl_add_u32 v76, v0, 1, 0      // LDS byte address of element i
    s_mov_b32 s31, 0
    s_branch .Lh2_ca
.Lh2_ca_latch:
    s_or_b32 exec_lo, exec_lo, s30
    v_add_nc_u32 v75, 1024, v75
    s_waitcnt vmcnt(0)                                    // the element arrived (h2_ca; 0 where guarded off)
    ds_store_b16 v76, v80
    v_add_nc_u32 v76, 2048, v76
    v_cmp_le_u32 s28, 8192, v75             // this lane is done
    s_or_b32 s31, s28, s31
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_not1_b32 exec_lo, exec_lo, s31
    s_cbranch_execz .Lh2_ca_done
.Lh2_ca:
    s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
    v_lshrrev_b32 v77, 7, v75                  // line = i / 128 (K row)
    v_and_b32 v82, 127, v75                  // x = i % 128
    v_add_nc_u32 v78, s21, v77
    s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
    v_cmp_gt_i32 s28, s12, v78             // k0 + line < K
    v_add_nc_u32 v79, s19, v82
    s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
    v_cmp_gt_i32 s29, s10, v79             // x0 + x < M (N)
    v_mov_b32 v80, 0                               // out of range: 0 goes to LDS
    s_and_b32 s28, s28, s29
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s30, s28
    s_cbranch_execz .Lh2_ca_latch
    v_mad_u64_u32 v[84:85], null, v77, s13, v[82:83]   // element index line*ld + x
    s_delay_alu instid0(VALU_DEP_1)
    v_ashrrev_i32 v85, 31, v84             // sign-extended: the seed's int index
    v_lshlrev_b64 v[84:85], 1, v[84:85]
    s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
    v_add_co_u32 v84, vcc_lo, s22, v84
    v_add_co_ci_u32 v85, vcc_lo, s23, v85, vcc_lo
    global_load_u16 v80, v[84:85], off
    s_branch .Lh2_ca_latch
.Lh2_ca_done:
    s_or_b32 exec_lo, exec_lo, s31               // every lane back

    v_mov_b32 v75, v0                         // i = work-item (element of the tile)
    v_lshl_add_u32 v76, v0, 1, 16384      // LDS byte address of element i
    s_mov_b32 s31, 0
    s_branch .Lh2_cb
.Lh2_cb_latch:
    s_or_b32 exec_lo, exec_lo, s30
    v_add_nc_u32 v75, 1024, v75
    s_waitcnt vmcnt(0)                                    // the element arrived (h2_cb; 0 where guarded off)
    ds_store_b16 v76, v80
    v_add_nc_u32 v76, 2048, v76
    v_cmp_le_u32 s28, 4096, v75             // this lane is done
    s_or_b32 s31, s28, s31
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_not1_b32 exec_lo, exec_lo, s31
    s_cbranch_execz .Lh2_cb_done
.Lh2_cb:
    s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
    v_lshrrev_b32 v77, 6, v75                  // line = i / 64 (K row)
    v_and_b32 v82, 63, v75                  // x = i % 64
    v_add_nc_u32 v78, s21, v77
    s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
    v_cmp_gt_i32 s28, s12, v78             // k0 + line < K
    v_add_nc_u32 v79, s20, v82
    s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
    v_cmp_gt_i32 s29, s11, v79             // x0 + x < M (N)
    v_mov_b32 v80, 0                               // out of range: 0 goes to LDS
    s_and_b32 s28, s28, s29
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s30, s28
    s_cbranch_execz .Lh2_cb_latch
    v_mad_u64_u32 v[84:85], null, v77, s14, v[82:83]   // element index line*ld + x
    s_delay_alu instid0(VALU_DEP_1)
    v_ashrrev_i32 v85, 31, v84             // sign-extended: the seed's int index
    v_lshlrev_b64 v[84:85], 1, v[84:85]
    s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
    v_add_co_u32 v84, vcc_lo, s24, v84
    v_add_co_ci_u32 v85, vcc_lo, s25, v85, vcc_lo
    global_load_u16 v80, v[84:85], off
    s_branch .Lh2_cb_latch
.Lh2_cb_done:
    s_or_b32 exec_lo, exec_lo, s31               // every lane back

    s_waitcnt lgkmcnt(0)                                  // this wave's LDS stores done
    s_barrier                                             // the K tile is in LDS
    buffer_gl0_inv                                        // __syncthreads' acquire: L0 invalidated
    // 4 K steps, one WMMA each (schedule in the catalog; the closing barrier before the last two)
    ds_load_u16 v9, v73      // A0 k0 lo
    ds_load_u16 v10, v73 offset:512
    ds_load_u16 v11, v73 offset:1024
    ds_load_u16 v12, v73 offset:1536
    ds_load_u16 v13, v73 offset:2048
    ds_load_u16 v14, v73 offset:2560
    ds_load_u16 v15, v73 offset:3072
    ds_load_u16 v16, v73 offset:3584
    ds_load_u16 v17, v74 offset:16384      // B0 k0 lo
    ds_load_u16 v18, v74 offset:16640
    ds_load_u16 v19, v74 offset:16896
    ds_load_u16 v20, v74 offset:17152
    ds_load_u16 v21, v74 offset:17408
    ds_load_u16 v22, v74 offset:17664
    ds_load_u16 v23, v74 offset:17920
    ds_load_u16 v24, v74 offset:18176
    s_waitcnt lgkmcnt(15)                           // (the first d16_hi wait of the tile)
    ds_load_u16_d16_hi v9, v73 offset:256      // A0 k1 hi: waits for its lo
    s_waitcnt lgkmcnt(15)
    ds_load_u16_d16_hi v10, v73 offset:768
    s_waitcnt lgkmcnt(15)
    ds_load_u16_d16_hi v11, v73 offset:1280
    s_waitcnt lgkmcnt(15)
    ds_load_u16_d16_hi v12, v73 offset:1792
    s_waitcnt lgkmcnt(15)
    ds_load_u16_d16_hi v13, v73 offset:2304
    s_waitcnt lgkmcnt(15)
    ds_load_u16_d16_hi v14, v73 offset:2816
    s_waitcnt lgkmcnt(15)
    ds_load_u16_d16_hi v15, v73 offset:3328
    s_waitcnt lgkmcnt(15)
    ds_load_u16_d16_hi v16, v73 offset:3840
    s_waitcnt lgkmcnt(15)
    ds_load_u16_d16_hi v17, v74 offset:16512      // B0 k1 hi: waits for its lo
    s_waitcnt lgkmcnt(15)
    ds_load_u16_d16_hi v18, v74 offset:16768
    s_waitcnt lgkmcnt(15)
    ds_load_u16_d16_hi v19, v74 offset:17024
    s_waitcnt lgkmcnt(15)
    ds_load_u16_d16_hi v20, v74 offset:17280
    s_waitcnt lgkmcnt(15)
    ds_load_u16_d16_hi v21, v74 offset:17536
    s_waitcnt lgkmcnt(15)
    ds_load_u16_d16_hi v22, v74 offset:17792
    s_waitcnt lgkmcnt(15)
    ds_load_u16_d16_hi v23, v74 offset:18048
    s_waitcnt lgkmcnt(15)
    ds_load_u16_d16_hi v24, v74 offset:18304
    ds_load_u16 v25, v73 offset:4096      // A0 k16 lo
    ds_load_u16 v26, v73 offset:4608
    ds_load_u16 v27, v73 offset:5120
    ds_load_u16 v28, v73 offset:5632
    ds_load_u16 v29, v73 offset:6144
    ds_load_u16 v30, v73 offset:6656
    ds_load_u16 v31, v73 offset:7168
    ds_load_u16 v32, v73 offset:7680
    ds_load_u16 v33, v74 offset:18432      // B0 k16 lo
    ds_load_u16 v34, v74 offset:18688
    ds_load_u16 v35, v74 offset:18944
    ds_load_u16 v36, v74 offset:19200
    ds_load_u16 v37, v74 offset:19456
    ds_load_u16 v38, v74 offset:19712
    ds_load_u16 v39, v74 offset:19968
    ds_load_u16 v40, v74 offset:20224
    ds_load_u16 v41, v73 offset:8192      // A0 k32 lo
    ds_load_u16 v42, v73 offset:8704
    ds_load_u16 v43, v73 offset:9216
    ds_load_u16 v44, v73 offset:9728
    ds_load_u16 v45, v73 offset:10240
    ds_load_u16 v46, v73 offset:10752
    ds_load_u16 v47, v73 offset:11264
    ds_load_u16 v48, v73 offset:11776
    s_waitcnt lgkmcnt(24)                           // (the first WMMA's operands arrived)
    v_wmma_f32_16x16x16_f16 v[1:8], v[9:16], v[17:24], v[1:8]
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v25, v73 offset:4352      // A0 k17 hi: waits for its lo
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v26, v73 offset:4864
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v27, v73 offset:5376
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v28, v73 offset:5888
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v29, v73 offset:6400
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v30, v73 offset:6912
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v31, v73 offset:7424
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v32, v73 offset:7936
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v33, v74 offset:18560      // B0 k17 hi: waits for its lo
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v34, v74 offset:18816
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v35, v74 offset:19072
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v36, v74 offset:19328
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v37, v74 offset:19584
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v38, v74 offset:19840
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v39, v74 offset:20096
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v40, v74 offset:20352
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v41, v73 offset:8448      // A0 k33 hi: waits for its lo
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v42, v73 offset:8960
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v43, v73 offset:9472
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v44, v73 offset:9984
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v45, v73 offset:10496
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v46, v73 offset:11008
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v47, v73 offset:11520
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v48, v73 offset:12032
    ds_load_u16 v49, v74 offset:20480      // B0 k32 lo
    ds_load_u16 v50, v74 offset:20736
    ds_load_u16 v51, v74 offset:20992
    ds_load_u16 v52, v74 offset:21248
    ds_load_u16 v53, v74 offset:21504
    ds_load_u16 v54, v74 offset:21760
    ds_load_u16 v55, v74 offset:22016
    ds_load_u16 v56, v74 offset:22272
    ds_load_u16 v57, v73 offset:12288      // A0 k48 lo
    ds_load_u16 v58, v73 offset:12800
    ds_load_u16 v59, v73 offset:13312
    ds_load_u16 v60, v73 offset:13824
    ds_load_u16 v61, v73 offset:14336
    ds_load_u16 v62, v73 offset:14848
    ds_load_u16 v63, v73 offset:15360
    ds_load_u16 v64, v73 offset:15872
    ds_load_u16 v65, v74 offset:22528      // B0 k48 lo
    ds_load_u16 v66, v74 offset:22784
    ds_load_u16 v67, v74 offset:23040
    ds_load_u16 v68, v74 offset:23296
    ds_load_u16 v69, v74 offset:23552
    ds_load_u16 v70, v74 offset:23808
    ds_load_u16 v71, v74 offset:24064
    ds_load_u16 v72, v74 offset:24320
    s_waitcnt lgkmcnt(32)
    v_wmma_f32_16x16x16_f16 v[1:8], v[25:32], v[33:40], v[1:8]
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v49, v74 offset:20608      // B0 k33 hi: waits for its lo
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v50, v74 offset:20864
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v51, v74 offset:21120
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v52, v74 offset:21376
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v53, v74 offset:21632
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v54, v74 offset:21888
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v55, v74 offset:22144
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v56, v74 offset:22400
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v57, v73 offset:12544      // A0 k49 hi: waits for its lo
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v58, v73 offset:13056
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v59, v73 offset:13568
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v60, v73 offset:14080
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v61, v73 offset:14592
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v62, v73 offset:15104
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v63, v73 offset:15616
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v64, v73 offset:16128
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v65, v74 offset:22656      // B0 k49 hi: waits for its lo
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v66, v74 offset:22912
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v67, v74 offset:23168
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v68, v74 offset:23424
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v69, v74 offset:23680
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v70, v74 offset:23936
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v71, v74 offset:24192
    s_waitcnt lgkmcnt(23)
    ds_load_u16_d16_hi v72, v74 offset:24448
    s_waitcnt lgkmcnt(0)
    s_barrier                                             // every wave done reading the LDS tile
    buffer_gl0_inv                                        // __syncthreads' acquire: L0 invalidated
    v_wmma_f32_16x16x16_f16 v[1:8], v[41:48], v[49:56], v[1:8]
    v_wmma_f32_16x16x16_f16 v[1:8], v[57:64], v[65:72], v[1:8]

    s_add_u32 s22, s22, s26   // next K tile
    s_addc_u32 s23, s23, 0
    s_add_u32 s24, s24, s27
    s_addc_u32 s25, s25, 0
    s_add_u32 s21, s21, 64                  // K step: 64 per tile
    s_cmp_lt_u32 s21, s12
    s_cbranch_scc1 .Lh2_tile
    // epilogue: lane l holds C[m0 + wm*16 + 2r + h][n0 + wn*16 + i] in acc[r]
    v_bfe_u32 v78, v0, 4, 1                  // h
    s_and_b32 s32, s18, 7
    s_lshl_b32 s32, s32, 4
    s_add_u32 s32, s32, s19               // m0 + wm*16
    v_add_nc_u32 v78, s32, v78
    v_mul_lo_u32 v78, v78, s15
    s_lshr_b32 s32, s18, 3
    s_lshl_b32 s32, s32, 4
    s_add_u32 s32, s32, s20               // n0 + wn*16
    v_and_b32 v79, 15, v0
    v_add3_u32 v78, v78, s32, v79
    v_lshlrev_b32 v78, 2, v78                // byte offset of the lane's C element
    s_lshl_b32 s36, s15, 3          // two rows of C
    // alpha: acc *= alpha
    v_mul_f32 v1, s16, v1
    v_mul_f32 v2, s16, v2
    v_mul_f32 v3, s16, v3
    v_mul_f32 v4, s16, v4
    v_mul_f32 v5, s16, v5
    v_mul_f32 v6, s16, v6
    v_mul_f32 v7, s16, v7
    v_mul_f32 v8, s16, v8
    s_and_b32 s32, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s32, 0
    s_mov_b64 s[34:35], s[8:9]
    s_cbranch_scc1 .Lh2_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v80, v78, s[34:35]
    s_add_u32 s34, s34, s36
    s_addc_u32 s35, s35, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v1, s17, v80
    global_load_b32 v80, v78, s[34:35]
    s_add_u32 s34, s34, s36
    s_addc_u32 s35, s35, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v2, s17, v80
    global_load_b32 v80, v78, s[34:35]
    s_add_u32 s34, s34, s36
    s_addc_u32 s35, s35, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v3, s17, v80
    global_load_b32 v80, v78, s[34:35]
    s_add_u32 s34, s34, s36
    s_addc_u32 s35, s35, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v4, s17, v80
    global_load_b32 v80, v78, s[34:35]
    s_add_u32 s34, s34, s36
    s_addc_u32 s35, s35, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v5, s17, v80
    global_load_b32 v80, v78, s[34:35]
    s_add_u32 s34, s34, s36
    s_addc_u32 s35, s35, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v6, s17, v80
    global_load_b32 v80, v78, s[34:35]
    s_add_u32 s34, s34, s36
    s_addc_u32 s35, s35, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v7, s17, v80
    global_load_b32 v80, v78, s[34:35]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v8, s17, v80
    s_mov_b64 s[34:35], s[8:9]
.Lh2_store:
    global_store_b32 v78, v1, s[34:35]
    s_add_u32 s34, s34, s36
    s_addc_u32 s35, s35, 0
    global_store_b32 v78, v2, s[34:35]
    s_add_u32 s34, s34, s36
    s_addc_u32 s35, s35, 0
    global_store_b32 v78, v3, s[34:35]
    s_add_u32 s34, s34, s36
    s_addc_u32 s35, s35, 0
    global_store_b32 v78, v4, s[34:35]
    s_add_u32 s34, s34, s36
    s_addc_u32 s35, s35, 0
    global_store_b32 v78, v5, s[34:35]
    s_add_u32 s34, s34, s36
    s_addc_u32 s35, s35, 0
    global_store_b32 v78, v6, s[34:35]
    s_add_u32 s34, s34, s36
    s_addc_u32 s35, s35, 0
    global_store_b32 v78, v7, s[34:35]
    s_add_u32 s34, s34, s36
    s_addc_u32 s35, s35, 0
    global_store_b32 v78, v8, s[34:35]

    s_endpgm
.Lh2_end:
.size h2, .Lh2_end-h2

// register plan (86 VGPRs, 37 SGPRs, VCC, 24576 bytes LDS)
//         s[0:1]  kernarg_ptr
//             s2  wg_id_x
//             s3  wg_id_y
//        s[4:17]  kargs
//            s18  wave
//            s19  m0_row
//            s20  n0_col
//            s21  k0
//       s[22:23]  a_tile_ptr
//       s[24:25]  b_tile_ptr
//            s26  a_tile_bytes
//            s27  b_tile_bytes
//            s28  cmp1
//            s29  cmp2
//            s30  exec_save
//            s31  exec_done
//            s32  tmp
//       s[34:35]  c_ptr
//            s36  c_two_rows_bytes
//             v0  workitem_id
//         v[1:8]  acc
//        v[9:16]  a_frag0
//       v[17:24]  b_frag0
//       v[25:32]  a_frag1
//       v[33:40]  b_frag1
//       v[41:48]  a_frag2
//       v[49:56]  b_frag2
//       v[57:64]  a_frag3
//       v[65:72]  b_frag3
//            v73  a_lds_read
//            v74  b_lds_read
//            v75  copy_i
//            v76  copy_lds
//            v77  copy_line
//            v78  copy_k
//            v79  copy_x
//            v80  copy_val
//       v[82:83]  copy_x_pair
//       v[84:85]  copy_addr

.rodata
.p2align 6
.amdhsa_kernel h2
    .amdhsa_group_segment_fixed_size 24576
    .amdhsa_private_segment_fixed_size 0
    .amdhsa_kernarg_size 56
    .amdhsa_user_sgpr_count 2
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 1
    .amdhsa_system_sgpr_workgroup_id_z 0
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 86
    .amdhsa_next_free_sgpr 37
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
  - .name: h2
    .symbol: h2.kd
    .kernarg_segment_size: 56
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 24576
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 39
    .vgpr_count: 86
    .max_flat_workgroup_size: 1024
    .reqd_workgroup_size: [ 1024, 1, 1 ]
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

