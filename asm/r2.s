// ---------------------------------------------------------------------------------------------
// r2: seed 000 K-Unroll (wmma_gemm_kernel_kunroll<8,4,2>): r1's tile with 32 K per LDS tile (2 K steps per barrier), next tile loaded and stored synchronously after the WMMAs
// Rendered from templates/r2_rocwmma_kunroll.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl r2
.p2align 8
.type r2,@function
r2:

    // prologue: load all 14 argument dwords into s[4:17] (offsets from the metadata below)
    s_load_b256 s[4:11], s[0:1], 0x0
    s_load_b128 s[12:15], s[0:1], 0x20
    s_load_b64 s[16:17], s[0:1], 0x30

    // ids: wave w = t / 32 (uniform, SGPR), l % 16 (WMMA row / column of the lane)
    v_lshrrev_b32 v69, 5, v0
    v_readfirstlane_b32 s18, v69
    v_and_b32 v82, 15, v0
    s_mul_i32 s19, s3, 128          // block_m = tile_m * wg_y
    s_mul_i32 s20, s2, 64          // block_n = tile_n * wg_x
    s_waitcnt lgkmcnt(0)                                  // kernel arguments loaded
    s_cmp_ge_u32 s19, s10
    s_cbranch_scc1 .Lr2_exit                       // block outside M: nothing to do
    s_cmp_ge_u32 s20, s11
    s_cbranch_scc1 .Lr2_exit                       // ... or outside N
    // the wave's block: wm0 = (w / waves_n) * 32, wn0 = (w % waves_n) * 32
    s_lshr_b32 s21, s18, 1
    s_and_b32 s22, s18, 1
    s_mul_i32 s21, s21, 32
    s_mul_i32 s22, s22, 32
    // warp_active = block_m + wm0 < M and block_n + wn0 < N (uniform: all lanes or none)
    s_add_u32 s26, s19, s21
    s_cmp_lt_u32 s26, s10
    s_cselect_b32 s23, -1, 0
    s_add_u32 s26, s20, s22
    s_cmp_lt_u32 s26, s11
    s_cselect_b32 s26, -1, 0
    s_and_b32 s23, s23, s26
    // a_valid = t < 256 and block_m + t/2 < M
    v_lshrrev_b32 v69, 1, v0                   // t / 2: the A row loaded
    v_add_nc_u32 v72, s19, v69
    v_cmp_gt_u32 s24, s10, v72
    v_mul_lo_u32 v72, v72, s13
    // A row address: A + (block_m + t/2) * lda * 2 (the column k + (t%2)*8 is added per load)
    v_mov_b32 v70, v69                        // a_row = t/2
    v_and_b32 v71, 1, v0
    v_lshlrev_b32 v71, 3, v71             // a_col = (t%2) * 8
    v_lshlrev_b32 v72, 1, v72
    v_add_co_u32 v72, vcc_lo, s4, v72
    v_add_co_ci_u32_e64 v73, null, s5, 0, vcc_lo

    // b_valid = t < 128 and block_n + (t%8)*8 + 7 < N
    v_lshrrev_b32 v69, 3, v0   // t / 8: the B row (K) loaded
    v_and_b32 v76, 7, v0
    v_lshlrev_b32 v76, 3, v76               // (t%8) * 8: first column of the chunk
    v_add3_u32 v78, s20, v76, 7
    v_cmp_gt_u32 s25, s11, v78
    v_cmp_gt_u32 vcc_lo, 128, v0
    s_and_b32 s25, s25, vcc_lo
    // B column address: B + (block_n + (t%8)*8) * 2 (the row offset is added per load)
    v_mov_b32 v77, v69                          // b_k = t/8
    v_add_nc_u32 v78, s20, v76
    v_lshlrev_b32 v78, 1, v78
    v_add_co_u32 v78, vcc_lo, s6, v78
    v_add_co_ci_u32_e64 v79, null, s7, 0, vcc_lo

    // operand reads: a_rd = (wm0 + l%16) * pitch, b_rd = b_base + (wn0 + l%16) * pitch
    v_add_nc_u32 v65, s21, v82
    v_mul_u32_u24 v65, 80, v65
    v_add_nc_u32 v66, s22, v82
    v_mul_u32_u24 v66, 80, v66
    v_add_nc_u32 v66, 20480, v66

    // row offsets of the next tile's B rows: (b_k + 32) * ldb, (b_k + 48) * ldb; k * ldb in an SGPR
    v_add_nc_u32 v69, 32, v77
    v_mul_lo_u32 v80, s14, v69
    v_add_nc_u32 v69, 48, v77
    v_mul_lo_u32 v81, s14, v69
    s_lshl_b32 s38, s14, 5             // 32 rows of B, in elements
    s_mov_b32 s37, 0
    v_mov_b32 v75, 0                               // high half of the A element offset
    s_mov_b32 s35, 0                                // high half of the A store addend
    // prologue (`load_super_k(0, 0)`): both K steps of tile 0 straight to LDS buffer 0
    v_add_nc_u32 v69, 8, v71   // a_col_global + 8 <= K
    v_cmp_ge_u32 vcc_lo, s12, v69
    s_and_b32 s32, s24, vcc_lo
    s_and_saveexec_b32 s31, s32
    s_cbranch_execz .Lr2_pro_a0
    v_lshlrev_b32 v67, 1, v71
    v_add_co_u32 v67, vcc_lo, v72, v67
    v_add_co_ci_u32_e64 v68, null, v73, 0, vcc_lo
    global_load_b128 v[33:36], v[67:68], off
    v_mul_u32_u24 v67, 80, v70
    v_lshl_add_u32 v67, v71, 1, v67
    s_waitcnt vmcnt(0)                                    // A chunk of K step 0 arrived
    ds_store_b128 v67, v[33:36]
.Lr2_pro_a0:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v69, 0, v77        // b_k_global < K
    v_cmp_gt_u32 vcc_lo, s12, v69
    s_and_b32 s32, s25, vcc_lo
    s_and_saveexec_b32 s31, s32
    s_cbranch_execz .Lr2_pro_b0
    v_mul_lo_u32 v67, s14, v69
    v_lshlrev_b32 v67, 1, v67
    v_add_co_u32 v67, vcc_lo, v78, v67
    v_add_co_ci_u32_e64 v68, null, v79, 0, vcc_lo
    global_load_b128 v[33:36], v[67:68], off
    v_mul_u32_u24 v67, 80, v76
    v_add_nc_u32 v67, 20480, v67
    v_lshl_add_u32 v67, v77, 1, v67
    s_waitcnt vmcnt(0)                                    // B chunk of K step 0 arrived
    ds_store_b16 v67, v33
    ds_store_b16_d16_hi v67, v33 offset:80
    ds_store_b16 v67, v34 offset:160
    ds_store_b16_d16_hi v67, v34 offset:240
    ds_store_b16 v67, v35 offset:320
    ds_store_b16_d16_hi v67, v35 offset:400
    ds_store_b16 v67, v36 offset:480
    ds_store_b16_d16_hi v67, v36 offset:560

.Lr2_pro_b0:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v69, 24, v71   // a_col_global + 8 <= K
    v_cmp_ge_u32 vcc_lo, s12, v69
    s_and_b32 s32, s24, vcc_lo
    s_and_saveexec_b32 s31, s32
    s_cbranch_execz .Lr2_pro_a1
    v_lshlrev_b32 v67, 1, v71
    v_add_co_u32 v67, vcc_lo, v72, v67
    v_add_co_ci_u32_e64 v68, null, v73, 0, vcc_lo
    global_load_b128 v[33:36], v[67:68], off offset:32
    v_mul_u32_u24 v67, 80, v70
    v_lshl_add_u32 v67, v71, 1, v67
    s_waitcnt vmcnt(0)                                    // A chunk of K step 1 arrived
    ds_store_b128 v67, v[33:36] offset:32
.Lr2_pro_a1:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v69, 16, v77        // b_k_global < K
    v_cmp_gt_u32 vcc_lo, s12, v69
    s_and_b32 s32, s25, vcc_lo
    s_and_saveexec_b32 s31, s32
    s_cbranch_execz .Lr2_pro_b1
    v_mul_lo_u32 v67, s14, v69
    v_lshlrev_b32 v67, 1, v67
    v_add_co_u32 v67, vcc_lo, v78, v67
    v_add_co_ci_u32_e64 v68, null, v79, 0, vcc_lo
    global_load_b128 v[33:36], v[67:68], off
    v_mul_u32_u24 v67, 80, v76
    v_add_nc_u32 v67, 20480, v67
    v_lshl_add_u32 v67, v77, 1, v67
    s_waitcnt vmcnt(0)                                    // B chunk of K step 1 arrived
    ds_store_b16 v67, v33 offset:32
    ds_store_b16_d16_hi v67, v33 offset:112
    ds_store_b16 v67, v34 offset:192
    ds_store_b16_d16_hi v67, v34 offset:272
    ds_store_b16 v67, v35 offset:352
    ds_store_b16_d16_hi v67, v35 offset:432
    ds_store_b16 v67, v36 offset:512
    ds_store_b16_d16_hi v67, v36 offset:592

.Lr2_pro_b1:
    s_or_b32 exec_lo, exec_lo, s31
    v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, 0
    v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, 0
    v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
    v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v8, 0
    v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
    v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v12, 0
    v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v14, 0
    v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v16, 0
    v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v18, 0
    v_dual_mov_b32 v19, 0 :: v_dual_mov_b32 v20, 0
    v_dual_mov_b32 v21, 0 :: v_dual_mov_b32 v22, 0
    v_dual_mov_b32 v23, 0 :: v_dual_mov_b32 v24, 0
    v_dual_mov_b32 v25, 0 :: v_dual_mov_b32 v26, 0
    v_dual_mov_b32 v27, 0 :: v_dual_mov_b32 v28, 0
    v_dual_mov_b32 v29, 0 :: v_dual_mov_b32 v30, 0
    v_dual_mov_b32 v31, 0 :: v_dual_mov_b32 v32, 0
    s_mov_b32 s27, 0                                     // k
    s_mov_b32 s29, 0                                   // curr_buf
    s_waitcnt lgkmcnt(0)                                  // tile 0 written
    s_barrier                                             // ... by every wave (__syncthreads)
    buffer_gl0_inv
    s_branch .Lr2_kloop
    // ---- latch: counters, barrier (__syncthreads ending the iteration)
.Lr2_latch_or:
    s_or_b32 exec_lo, exec_lo, s31
.Lr2_latch:
    s_add_i32 s37, s37, s38                 // k * ldb += 32 * ldb
    s_and_b32 vcc_lo, exec_lo, s30
    s_mov_b32 s27, s28                               // K step: 32 per iteration
    s_waitcnt lgkmcnt(0)                                  // LDS stores done
    s_barrier                                             // every wave done with both buffers
    buffer_gl0_inv
    s_cbranch_vccnz .Lr2_done
.Lr2_kloop:
    v_mad_u64_u32 v[67:68], null, 10240, s29, v[65:66]   // A read address + buf * 10240
    s_delay_alu instid0(VALU_DEP_1)   // dependency hint, as compiled
    v_mad_u64_u32 v[68:69], null, 5120, s29, v[66:67]   // B read address + buf * 5120
    // K step 0: operands A0, B0, B1, A1 of the current buffer, 4 WMMAs (warp_active waves)
    s_and_saveexec_b32 s31, s23
    s_cbranch_execz .Lr2_w0
    ds_load_b128 v[33:36], v67
    ds_load_b128 v[37:40], v67 offset:16
    ds_load_b128 v[49:52], v68
    ds_load_b128 v[53:56], v68 offset:16
    ds_load_b128 v[57:60], v68 offset:1280
    ds_load_b128 v[61:64], v68 offset:1296
    ds_load_b128 v[41:44], v67 offset:1280
    ds_load_b128 v[45:48], v67 offset:1296

    s_waitcnt lgkmcnt(4)                                  // A0, B0 arrived
    v_wmma_f32_16x16x16_f16 v[1:8], v[33:40], v[49:56], v[1:8]
    s_waitcnt lgkmcnt(2)                                  // A0, B1 arrived
    v_wmma_f32_16x16x16_f16 v[9:16], v[33:40], v[57:64], v[9:16]
    s_waitcnt lgkmcnt(0)                                  // A1, B0 arrived
    v_wmma_f32_16x16x16_f16 v[17:24], v[41:48], v[49:56], v[17:24]
    v_wmma_f32_16x16x16_f16 v[25:32], v[41:48], v[57:64], v[25:32]

.Lr2_w0:
    s_or_b32 exec_lo, exec_lo, s31
    s_add_i32 s32, s27, 16
    s_delay_alu instid0(SALU_CYCLE_1)   // dependency hint, as compiled
    s_cmp_ge_i32 s32, s12
    s_cbranch_scc1 .Lr2_step1_skip                     // k + 16 >= K: the source's `break`
    // K step 1: operands A0, B0, B1, A1 of the current buffer, 4 WMMAs (warp_active waves)
    s_and_saveexec_b32 s31, s23
    s_cbranch_execz .Lr2_w1
    ds_load_b128 v[33:36], v67 offset:32
    ds_load_b128 v[37:40], v67 offset:48
    ds_load_b128 v[49:52], v68 offset:32
    ds_load_b128 v[53:56], v68 offset:48
    ds_load_b128 v[57:60], v68 offset:1312
    ds_load_b128 v[61:64], v68 offset:1328
    ds_load_b128 v[41:44], v67 offset:1312
    ds_load_b128 v[45:48], v67 offset:1328

    s_waitcnt lgkmcnt(4)                                  // A0, B0 arrived
    v_wmma_f32_16x16x16_f16 v[1:8], v[33:40], v[49:56], v[1:8]
    s_waitcnt lgkmcnt(2)                                  // A0, B1 arrived
    v_wmma_f32_16x16x16_f16 v[9:16], v[33:40], v[57:64], v[9:16]
    s_waitcnt lgkmcnt(0)                                  // A1, B0 arrived
    v_wmma_f32_16x16x16_f16 v[17:24], v[41:48], v[49:56], v[17:24]
    v_wmma_f32_16x16x16_f16 v[25:32], v[41:48], v[57:64], v[25:32]

.Lr2_w1:
    s_or_b32 exec_lo, exec_lo, s31
.Lr2_step1_skip:
    s_add_i32 s28, s27, 32
    s_xor_b32 s29, s29, 1                         // curr_buf = next_buf
    s_cmp_ge_i32 s28, s12
    s_cselect_b32 s30, -1, 0                           // has_next = k + 32 < K
    s_delay_alu instid0(SALU_CYCLE_1)   // dependency hint, as compiled
    s_and_b32 vcc_lo, exec_lo, s30
    s_cbranch_vccnz .Lr2_latch                          // no next tile: nothing to load
    // next tile (`load_super_k(next_buf, k + 32)`): each load tested, waited and stored at once
    v_add_nc_u32 v74, s27, v71       // k + a_col
    s_mul_i32 s34, s29, 10240          // A buffer offset
    // A, K step 0: a_valid and k + 32 + a_col + 8 <= K
    s_and_saveexec_b32 s32, s24
    s_cbranch_execz .Lr2_a0
    s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)   // dependency hint, as compiled
    v_add_nc_u32 v67, 40, v74
    v_cmp_ge_i32 vcc_lo, s12, v67
    s_and_b32 exec_lo, exec_lo, vcc_lo
    s_cbranch_execz .Lr2_a0
    v_lshlrev_b64 v[67:68], 1, v[74:75]
    s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)   // dependency hint, as compiled
    v_add_co_u32 v67, vcc_lo, v72, v67
    v_add_co_ci_u32_e64 v68, null, v73, v68, vcc_lo
    global_load_b128 v[33:36], v[67:68], off offset:64
    v_mad_u64_u32 v[67:68], null, 80, v70, s[34:35]   // a_row * pitch + buffer
    s_delay_alu instid0(VALU_DEP_1)   // dependency hint, as compiled
    v_lshl_add_u32 v67, v71, 1, v67
    s_waitcnt vmcnt(0)                                    // A chunk arrived
    ds_store_b128 v67, v[33:36]
.Lr2_a0:
    s_or_b32 exec_lo, exec_lo, s32
    // B, K step 0: b_valid and k + 32 + b_k < K
    v_add_nc_u32 v68, s27, v77           // k + b_k
    s_mul_i32 s36, s29, 5120
    s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)   // dependency hint, as compiled
    s_addk_i32 s36, 20480                         // B buffer base
    v_add_nc_u32 v67, 32, v68
    s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)   // dependency hint, as compiled
    v_cmp_gt_i32 vcc_lo, s12, v67
    v_mad_u32_u24 v67, 80, v76, s36   // B_lds[buf][b_n]
    s_and_b32 s31, s25, vcc_lo
    s_and_saveexec_b32 s32, s31
    s_cbranch_execz .Lr2_b0
    v_add_nc_u32 v33, s37, v80            // (k + 32 + b_k) * ldb
    v_lshl_add_u32 v69, v77, 1, v67   // + b_k * 2
    s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)   // dependency hint, as compiled
    v_ashrrev_i32 v34, 31, v33
    v_lshlrev_b64 v[33:34], 1, v[33:34]
    s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)   // dependency hint, as compiled
    v_add_co_u32 v33, vcc_lo, v78, v33
    v_add_co_ci_u32_e64 v34, null, v79, v34, vcc_lo
    global_load_b128 v[33:36], v[33:34], off
    s_waitcnt vmcnt(0)                                    // B chunk arrived
    ds_store_b16 v69, v33
    ds_store_b16_d16_hi v69, v33 offset:80
    ds_store_b16 v69, v34 offset:160
    ds_store_b16_d16_hi v69, v34 offset:240
    ds_store_b16 v69, v35 offset:320
    ds_store_b16_d16_hi v69, v35 offset:400
    ds_store_b16 v69, v36 offset:480
    ds_store_b16_d16_hi v69, v36 offset:560

.Lr2_b0:
    s_or_b32 exec_lo, exec_lo, s32
    // A, K step 1: a_valid and k + 48 + a_col + 8 <= K
    s_and_saveexec_b32 s32, s24
    s_cbranch_execz .Lr2_a1
    v_add_nc_u32 v69, 56, v74
    s_delay_alu instid0(VALU_DEP_1)   // dependency hint, as compiled
    v_cmp_ge_i32 vcc_lo, s12, v69
    s_and_b32 exec_lo, exec_lo, vcc_lo
    s_cbranch_execz .Lr2_a1
    v_lshlrev_b64 v[33:34], 1, v[74:75]
    v_mad_u64_u32 v[37:38], null, 80, v70, s[34:35]   // a_row * pitch + buffer
    s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)   // dependency hint, as compiled
    v_add_co_u32 v33, vcc_lo, v72, v33
    v_add_co_ci_u32_e64 v34, null, v73, v34, vcc_lo
    s_delay_alu instid0(VALU_DEP_3)   // dependency hint, as compiled
    v_lshl_add_u32 v69, v71, 1, v37
    global_load_b128 v[33:36], v[33:34], off offset:96
    s_waitcnt vmcnt(0)                                    // A chunk arrived
    ds_store_b128 v69, v[33:36] offset:32
.Lr2_a1:
    s_or_b32 exec_lo, exec_lo, s32
    // B, K step 1: b_valid and k + 48 + b_k < K
    v_add_nc_u32 v69, 48, v68
    s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)   // dependency hint, as compiled
    v_cmp_gt_i32 vcc_lo, s12, v69
    s_and_b32 s32, s25, vcc_lo
    s_and_saveexec_b32 s31, s32
    s_cbranch_execz .Lr2_latch_or
    v_add_nc_u32 v33, s37, v81            // (k + 48 + b_k) * ldb
    v_lshl_add_u32 v69, v77, 1, v67   // + b_k * 2
    s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)   // dependency hint, as compiled
    v_ashrrev_i32 v34, 31, v33
    v_lshlrev_b64 v[33:34], 1, v[33:34]
    s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)   // dependency hint, as compiled
    v_add_co_u32 v33, vcc_lo, v78, v33
    v_add_co_ci_u32_e64 v34, null, v79, v34, vcc_lo
    global_load_b128 v[33:36], v[33:34], off
    s_waitcnt vmcnt(0)                                    // B chunk arrived
    ds_store_b16 v69, v33 offset:32
    ds_store_b16_d16_hi v69, v33 offset:112
    ds_store_b16 v69, v34 offset:192
    ds_store_b16_d16_hi v69, v34 offset:272
    ds_store_b16 v69, v35 offset:352
    ds_store_b16_d16_hi v69, v35 offset:432
    ds_store_b16 v69, v36 offset:512
    ds_store_b16_d16_hi v69, v36 offset:592

    s_branch .Lr2_latch_or
.Lr2_done:
    // epilogue: C = alpha * acc + beta * C, element by element (registers: the fragments)
    s_and_saveexec_b32 s31, s23                  // warp_active waves only
    s_cbranch_execz .Lr2_exit
    s_and_b32 s27, s17, 0x7fffffff    // |beta| bits: zero for +0.0 and -0.0
    s_cmp_lg_u32 s27, 0
    s_cselect_b32 s27, -1, 0                          // lane mask: beta != 0 (C is read)
    v_bfe_u32 v33, v0, 4, 1                     // l / 16
    s_add_u32 s32, s19, s21
    v_add_nc_u32 v33, s32, v33               // C row of register 0, tile row 0
    s_add_u32 s32, s20, s22
    v_mov_b32 v36, 0                               // high half of the 64-bit addend
    v_add3_u32 v35, s32, v82, 0   // C column of tile column 0
    s_mov_b32 exec_lo, -1
    v_cmpx_gt_u32 s11, v35            // columns < N (tile column 0)
    v_add_nc_u32 v41, 0, v33    // C row of acc[0][0] register 0
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c000_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v1
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c000_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c000_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c000_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 2, v33    // C row of acc[0][0] register 1
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c001_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v2
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c001_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c001_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c001_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 4, v33    // C row of acc[0][0] register 2
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c002_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v3
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c002_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c002_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c002_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 6, v33    // C row of acc[0][0] register 3
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c003_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v4
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c003_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c003_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c003_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 8, v33    // C row of acc[0][0] register 4
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c004_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v5
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c004_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c004_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c004_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 10, v33    // C row of acc[0][0] register 5
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c005_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v6
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c005_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c005_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c005_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 12, v33    // C row of acc[0][0] register 6
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c006_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v7
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c006_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c006_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c006_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 14, v33    // C row of acc[0][0] register 7
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c007_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v8
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c007_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c007_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c007_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 16, v33    // C row of acc[1][0] register 0
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c100_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v17
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c100_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c100_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c100_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 18, v33    // C row of acc[1][0] register 1
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c101_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v18
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c101_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c101_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c101_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 20, v33    // C row of acc[1][0] register 2
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c102_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v19
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c102_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c102_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c102_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 22, v33    // C row of acc[1][0] register 3
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c103_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v20
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c103_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c103_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c103_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 24, v33    // C row of acc[1][0] register 4
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c104_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v21
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c104_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c104_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c104_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 26, v33    // C row of acc[1][0] register 5
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c105_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v22
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c105_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c105_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c105_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 28, v33    // C row of acc[1][0] register 6
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c106_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v23
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c106_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c106_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c106_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 30, v33    // C row of acc[1][0] register 7
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c107_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v24
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c107_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c107_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c107_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add3_u32 v35, s32, v82, 16   // C column of tile column 1
    s_mov_b32 exec_lo, -1
    v_cmpx_gt_u32 s11, v35            // columns < N (tile column 1)
    v_add_nc_u32 v41, 0, v33    // C row of acc[0][1] register 0
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c010_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v9
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c010_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c010_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c010_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 2, v33    // C row of acc[0][1] register 1
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c011_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v10
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c011_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c011_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c011_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 4, v33    // C row of acc[0][1] register 2
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c012_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v11
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c012_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c012_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c012_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 6, v33    // C row of acc[0][1] register 3
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c013_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v12
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c013_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c013_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c013_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 8, v33    // C row of acc[0][1] register 4
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c014_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v13
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c014_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c014_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c014_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 10, v33    // C row of acc[0][1] register 5
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c015_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v14
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c015_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c015_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c015_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 12, v33    // C row of acc[0][1] register 6
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c016_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v15
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c016_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c016_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c016_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 14, v33    // C row of acc[0][1] register 7
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c017_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v16
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c017_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c017_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c017_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 16, v33    // C row of acc[1][1] register 0
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c110_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v25
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c110_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c110_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c110_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 18, v33    // C row of acc[1][1] register 1
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c111_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v26
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c111_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c111_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c111_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 20, v33    // C row of acc[1][1] register 2
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c112_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v27
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c112_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c112_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c112_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 22, v33    // C row of acc[1][1] register 3
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c113_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v28
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c113_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c113_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c113_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 24, v33    // C row of acc[1][1] register 4
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c114_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v29
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c114_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c114_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c114_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 26, v33    // C row of acc[1][1] register 5
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c115_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v30
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c115_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c115_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c115_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 28, v33    // C row of acc[1][1] register 6
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c116_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v31
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c116_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c116_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c116_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 30, v33    // C row of acc[1][1] register 7
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr2_c117_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v32
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr2_c117_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr2_c117_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr2_c117_next:
    s_or_b32 exec_lo, exec_lo, s31
    s_mov_b32 exec_lo, -1

.Lr2_exit:
    s_endpgm
.Lr2_end:
.size r2, .Lr2_end-r2

// register plan (83 VGPRs, 39 SGPRs, VCC, 30720 bytes LDS)
//         s[0:1]  kernarg_ptr
//             s2  wg_id_x
//             s3  wg_id_y
//        s[4:17]  kargs
//            s18  wave
//            s19  block_m
//            s20  block_n
//            s21  wave_row0
//            s22  wave_col0
//            s23  warp_active
//            s24  a_valid
//            s25  b_valid
//            s26  tmp
//            s27  k
//            s28  k_next
//            s29  buf
//            s30  no_next
//            s31  saved_exec
//            s32  mask_tmp
//       s[34:35]  a_store_buf
//            s36  b_store_buf
//            s37  b_row_elems
//            s38  b_row_step
//             v0  tid
//         v[1:8]  acc00
//        v[9:16]  acc01
//       v[17:24]  acc10
//       v[25:32]  acc11
//       v[33:40]  a_frag0
//       v[41:48]  a_frag1
//       v[49:56]  b_frag0
//       v[57:64]  b_frag1
//       v[65:69]  lds_read_tmp
//            v70  a_row
//            v71  a_col
//       v[72:73]  a_row_ptr
//       v[74:75]  a_k_offset
//            v76  b_n
//            v77  b_k
//       v[78:79]  b_col_ptr
//            v80  b_row_off32
//            v81  b_row_off48
//            v82  lane_mod16

.rodata
.p2align 6
.amdhsa_kernel r2
    .amdhsa_group_segment_fixed_size 30720
    .amdhsa_private_segment_fixed_size 0
    .amdhsa_kernarg_size 56
    .amdhsa_user_sgpr_count 2
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 1
    .amdhsa_system_sgpr_workgroup_id_z 0
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 83
    .amdhsa_next_free_sgpr 39
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
  - .name: r2
    .symbol: r2.kd
    .kernarg_segment_size: 56
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 30720
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 41
    .vgpr_count: 83
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

