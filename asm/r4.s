// ---------------------------------------------------------------------------------------------
// r4: seed 000 HighOcc (wmma_gemm_kernel_highOcc<4>): 64x32 tile, 2x2 waves of 2x1 WMMAs, unpadded single LDS buffer, B loaded one half at a time
// Rendered from templates/r3_rocwmma_single_buffer.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl r4
.p2align 8
.type r4,@function
r4:

    // prologue: load all 14 argument dwords into s[4:17] (offsets from the metadata below)
    s_load_b256 s[4:11], s[0:1], 0x0
    s_load_b128 s[12:15], s[0:1], 0x20
    s_load_b64 s[16:17], s[0:1], 0x30

    // ids: wave w = t / 32 (uniform, SGPR), l % 16 (WMMA row / column of the lane)
    v_lshrrev_b32 v51, 5, v0
    v_readfirstlane_b32 s18, v51
    v_and_b32 v52, 15, v0
    s_mul_i32 s19, s3, 64          // block_m = tile_m * wg_y
    s_mul_i32 s20, s2, 32          // block_n = tile_n * wg_x
    s_waitcnt lgkmcnt(0)                                  // kernel arguments loaded
    s_cmp_ge_u32 s19, s10
    s_cbranch_scc1 .Lr4_exit                       // block outside M: nothing to do
    s_cmp_ge_u32 s20, s11
    s_cbranch_scc1 .Lr4_exit                       // ... or outside N
    // the wave's block: wm0 = (w / waves_n) * 32, wn0 = (w % waves_n) * 16
    s_lshr_b32 s21, s18, 1
    s_and_b32 s22, s18, 1
    s_mul_i32 s21, s21, 32
    s_mul_i32 s22, s22, 16
    // warp_active = block_m + wm0 < M and block_n + wn0 < N (uniform: all lanes or none)
    s_add_u32 s26, s19, s21
    s_cmp_lt_u32 s26, s10
    s_cselect_b32 s23, -1, 0
    s_add_u32 s26, s20, s22
    s_cmp_lt_u32 s26, s11
    s_cselect_b32 s26, -1, 0
    s_and_b32 s23, s23, s26
    // a_valid = t < 128 and block_m + t/2 < M
    v_lshrrev_b32 v51, 1, v0                   // t / 2: the A row loaded
    v_add_nc_u32 v41, s19, v51
    v_cmp_gt_u32 s24, s10, v41
    v_mul_lo_u32 v41, v41, s13
    // A chunk address: A + ((block_m + t/2) * lda + (t%2) * 8) * 2; LDS A_lds[0][t/2][(t%2)*8]
    v_and_b32 v44, 1, v0
    v_lshl_add_u32 v41, v44, 3, v41   // + (t%2) * 8 halves
    v_lshlrev_b32 v44, 4, v44               // (t%2) * 16 bytes
    v_mad_u32_u24 v44, v51, 32, v44   // + (t/2) * pitch
    v_lshlrev_b32 v41, 1, v41
    v_add_co_u32 v41, vcc_lo, s4, v41
    v_add_co_ci_u32_e64 v42, null, s5, 0, vcc_lo

    // operand reads: a_rd = (wm0 + l%16) * pitch, b_rd = b_base + (wn0 + l%16) * pitch
    v_add_nc_u32 v46, s21, v52
    v_mul_u32_u24 v46, 32, v46
    v_add_nc_u32 v47, s22, v52
    v_mul_u32_u24 v47, 32, v47
    v_add_nc_u32 v47, 2048, v47

    // B, one half at a time: work-item t < 128 loads row b_k = t/8, columns
    // b_n + i = (t%8)*4 + i, i < 4 (column i valid: block_n + b_n + i < N)
    v_lshrrev_b32 v48, 3, v0
    v_and_b32 v49, 7, v0
    v_lshlrev_b32 v49, 2, v49
    v_mul_lo_u32 v50, v48, s14
    v_add_nc_u32 v50, s20, v50   // b_k * ldb + block_n
    v_add_nc_u32 v51, s20, v49
    v_add_nc_u32 v45, 0, v51
    v_cmp_gt_u32 s27, s11, v45   // column b_n + 0 < N
    v_add_nc_u32 v45, 1, v51
    v_cmp_gt_u32 s28, s11, v45   // column b_n + 1 < N
    v_add_nc_u32 v45, 2, v51
    v_cmp_gt_u32 s29, s11, v45   // column b_n + 2 < N
    v_add_nc_u32 v45, 3, v51
    v_cmp_gt_u32 s30, s11, v45   // column b_n + 3 < N
    v_cmp_gt_u32 s32, 128, v0          // t < 128: the lane loads B
    v_mul_u32_u24 v45, 32, v49
    v_lshl_add_u32 v45, v48, 1, v45
    v_add_nc_u32 v45, 2048, v45     // B_lds[b_n][b_k]; column i at + i * pitch
    v_and_b32 v43, 1, v0
    v_lshl_add_u32 v43, v43, 3, 8            // a_col + 8
    s_lshl_b32 s36, s14, 4             // 16 rows of B, in elements
    v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, 0
    v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, 0
    v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
    v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v8, 0
    v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
    v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v12, 0
    v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v14, 0
    v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v16, 0
    s_mov_b32 s33, 0                                     // k
    s_branch .Lr4_kloop
    // ---- latch: advance A and B, barrier (every wave done reading the LDS tile)
.Lr4_latch_or:
    s_or_b32 exec_lo, exec_lo, s34
.Lr4_latch:
    v_add_co_u32 v41, vcc_lo, v41, 32   // A: 16 halves on
    v_add_nc_u32 v50, s36, v50   // B: 16 rows on
    v_add_co_ci_u32_e64 v42, null, 0, v42, vcc_lo
    s_add_i32 s33, s33, 16                           // K step: 16 per iteration
    s_delay_alu instid0(SALU_CYCLE_1)   // dependency hint, as compiled
    s_cmp_ge_i32 s33, s12
    s_barrier                                             // every wave done reading the tile
    buffer_gl0_inv
    s_cbranch_scc1 .Lr4_done
.Lr4_kloop:
    // A chunk of this K step: a_valid and k + a_col + 8 <= K
    v_add_nc_u32 v51, s33, v43
    s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)   // dependency hint, as compiled
    v_cmp_ge_i32 vcc_lo, s12, v51
    s_and_b32 s35, s24, vcc_lo
    s_and_saveexec_b32 s34, s35
    s_cbranch_execz .Lr4_a
    global_load_b128 v[17:20], v[41:42], off
    s_waitcnt vmcnt(0)                                    // A chunk arrived
    ds_store_b128 v44, v[17:20]
.Lr4_a:
    s_or_b32 exec_lo, exec_lo, s34
    // B of this K step: b_valid and k + b_k < K
    v_add_nc_u32 v51, s33, v48
    s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)   // dependency hint, as compiled
    v_cmp_gt_i32_e64 s31, s12, v51          // K test of the row (the halves' carries use VCC)
    s_and_b32 s31, s32, s31
    s_and_b32 s35, s31, s27
    s_delay_alu instid0(SALU_CYCLE_1)   // dependency hint, as compiled
    s_and_saveexec_b32 s34, s35
    s_cbranch_execz .Lr4_h0
    v_add_nc_u32 v33, v49, v50     // element offset of column 0
    s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)   // dependency hint, as compiled
    v_ashrrev_i32 v34, 31, v33
    v_lshlrev_b64 v[33:34], 1, v[33:34]
    s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)   // dependency hint, as compiled
    v_add_co_u32 v33, vcc_lo, s6, v33
    v_add_co_ci_u32_e64 v34, null, s7, v34, vcc_lo
    global_load_d16_b16 v33, v[33:34], off
    s_waitcnt vmcnt(0)                                    // B half 0 arrived
    ds_store_b16 v45, v33

.Lr4_h0:
    s_or_b32 exec_lo, exec_lo, s34
    v_ashrrev_i32 v51, 31, v50       // sign of the row offset (halves 1-3)
    s_and_b32 s26, s31, s28
    s_delay_alu instid0(SALU_CYCLE_1)   // dependency hint, as compiled
    s_and_saveexec_b32 s34, s26
    s_cbranch_execnz .Lr4_h1
    s_or_b32 exec_lo, exec_lo, s34
    s_and_b32 s26, s31, s29
    s_delay_alu instid0(SALU_CYCLE_1)   // dependency hint, as compiled
    s_and_saveexec_b32 s34, s26
    s_cbranch_execnz .Lr4_h2
.Lr4_after_h2:
    s_or_b32 exec_lo, exec_lo, s34
    s_and_b32 s26, s31, s30
    s_delay_alu instid0(SALU_CYCLE_1)   // dependency hint, as compiled
    s_and_saveexec_b32 s34, s26
    s_cbranch_execz .Lr4_b
.Lr4_h3:
    v_add_co_u32 v34, vcc_lo, v50, v49   // 64-bit element offset of the row start
    s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)   // dependency hint, as compiled
    v_add_co_ci_u32_e64 v35, null, 0, v51, vcc_lo
    v_lshlrev_b64 v[33:34], 1, v[34:35]
    s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)   // dependency hint, as compiled
    v_add_co_u32 v33, vcc_lo, s6, v33
    v_add_co_ci_u32_e64 v34, null, s7, v34, vcc_lo
    global_load_d16_b16 v33, v[33:34], off offset:6
    s_waitcnt vmcnt(0)                                    // B half 3 arrived
    ds_store_b16 v45, v33 offset:96

.Lr4_b:
    s_or_b32 exec_lo, exec_lo, s34
    s_waitcnt lgkmcnt(0)                                  // the tile written
    s_barrier                                             // ... by every wave (__syncthreads)
    buffer_gl0_inv
    s_and_saveexec_b32 s34, s23
    s_cbranch_execz .Lr4_latch_or
    ds_load_b128 v[17:20], v46
    ds_load_b128 v[21:24], v46 offset:16
    ds_load_b128 v[33:36], v47
    ds_load_b128 v[37:40], v47 offset:16
    ds_load_b128 v[25:28], v46 offset:512
    ds_load_b128 v[29:32], v46 offset:528

    s_waitcnt lgkmcnt(2)                                  // A0, B0 arrived
    v_wmma_f32_16x16x16_f16 v[1:8], v[17:24], v[33:40], v[1:8]
    s_waitcnt lgkmcnt(0)                                  // A1, B0 arrived
    v_wmma_f32_16x16x16_f16 v[9:16], v[25:32], v[33:40], v[9:16]

    s_branch .Lr4_latch_or
    // out-of-line halves 1 and 2
.Lr4_h1:
    v_add_co_u32 v34, vcc_lo, v50, v49   // 64-bit element offset of the row start
    s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)   // dependency hint, as compiled
    v_add_co_ci_u32_e64 v35, null, 0, v51, vcc_lo
    v_lshlrev_b64 v[33:34], 1, v[34:35]
    s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)   // dependency hint, as compiled
    v_add_co_u32 v33, vcc_lo, s6, v33
    v_add_co_ci_u32_e64 v34, null, s7, v34, vcc_lo
    global_load_d16_b16 v33, v[33:34], off offset:2
    s_waitcnt vmcnt(0)                                    // B half 1 arrived
    ds_store_b16 v45, v33 offset:32

    s_or_b32 exec_lo, exec_lo, s34
    s_and_b32 s26, s31, s29
    s_delay_alu instid0(SALU_CYCLE_1)   // dependency hint, as compiled
    s_and_saveexec_b32 s34, s26
    s_cbranch_execz .Lr4_after_h2
.Lr4_h2:
    v_add_co_u32 v34, vcc_lo, v50, v49   // 64-bit element offset of the row start
    s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)   // dependency hint, as compiled
    v_add_co_ci_u32_e64 v35, null, 0, v51, vcc_lo
    v_lshlrev_b64 v[33:34], 1, v[34:35]
    s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)   // dependency hint, as compiled
    v_add_co_u32 v33, vcc_lo, s6, v33
    v_add_co_ci_u32_e64 v34, null, s7, v34, vcc_lo
    global_load_d16_b16 v33, v[33:34], off offset:4
    s_waitcnt vmcnt(0)                                    // B half 2 arrived
    ds_store_b16 v45, v33 offset:64

    s_or_b32 exec_lo, exec_lo, s34
    s_and_b32 s26, s31, s30
    s_delay_alu instid0(SALU_CYCLE_1)   // dependency hint, as compiled
    s_and_saveexec_b32 s34, s26
    s_cbranch_execnz .Lr4_h3
    s_branch .Lr4_b
.Lr4_done:
    // epilogue: C = alpha * acc + beta * C, element by element (registers: the fragments)
    s_and_saveexec_b32 s34, s23                  // warp_active waves only
    s_cbranch_execz .Lr4_exit
    s_and_b32 s33, s17, 0x7fffffff    // |beta| bits: zero for +0.0 and -0.0
    s_cmp_lg_u32 s33, 0
    s_cselect_b32 s33, -1, 0                          // lane mask: beta != 0 (C is read)
    v_bfe_u32 v17, v0, 4, 1                     // l / 16
    s_add_u32 s35, s19, s21
    v_add_nc_u32 v17, s35, v17               // C row of register 0, tile row 0
    s_add_u32 s35, s20, s22
    v_mov_b32 v20, 0                               // high half of the 64-bit addend
    v_add3_u32 v19, s35, v52, 0   // C column of tile column 0
    s_mov_b32 exec_lo, -1
    v_cmpx_gt_u32 s11, v19            // columns < N (tile column 0)
    v_add_nc_u32 v25, 0, v17    // C row of acc[0][0] register 0
    s_mov_b32 s34, exec_lo
    v_cmpx_gt_u32 s10, v25                   // rows < M
    s_cbranch_execz .Lr4_c000_next
    v_mad_u64_u32 v[21:22], null, v25, s15, v[19:20]   // row * ldc + column
    v_mul_f32 v25, s16, v1
    s_and_not1_b32 vcc_lo, exec_lo, s33
    v_ashrrev_i32 v22, 31, v21
    v_lshlrev_b64 v[21:22], 2, v[21:22]                    // byte offset
    s_cbranch_vccnz .Lr4_c000_store                           // beta == 0: C is not read
    v_add_co_u32 v23, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v24, null, s9, v22, vcc_lo
    global_load_b32 v26, v[23:24], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v25, s17, v26
.Lr4_c000_store:
    v_add_co_u32 v21, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v22, null, s9, v22, vcc_lo
    global_store_b32 v[21:22], v25, off
.Lr4_c000_next:
    s_or_b32 exec_lo, exec_lo, s34
    v_add_nc_u32 v25, 2, v17    // C row of acc[0][0] register 1
    s_mov_b32 s34, exec_lo
    v_cmpx_gt_u32 s10, v25                   // rows < M
    s_cbranch_execz .Lr4_c001_next
    v_mad_u64_u32 v[21:22], null, v25, s15, v[19:20]   // row * ldc + column
    v_mul_f32 v25, s16, v2
    s_and_not1_b32 vcc_lo, exec_lo, s33
    v_ashrrev_i32 v22, 31, v21
    v_lshlrev_b64 v[21:22], 2, v[21:22]                    // byte offset
    s_cbranch_vccnz .Lr4_c001_store                           // beta == 0: C is not read
    v_add_co_u32 v23, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v24, null, s9, v22, vcc_lo
    global_load_b32 v26, v[23:24], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v25, s17, v26
.Lr4_c001_store:
    v_add_co_u32 v21, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v22, null, s9, v22, vcc_lo
    global_store_b32 v[21:22], v25, off
.Lr4_c001_next:
    s_or_b32 exec_lo, exec_lo, s34
    v_add_nc_u32 v25, 4, v17    // C row of acc[0][0] register 2
    s_mov_b32 s34, exec_lo
    v_cmpx_gt_u32 s10, v25                   // rows < M
    s_cbranch_execz .Lr4_c002_next
    v_mad_u64_u32 v[21:22], null, v25, s15, v[19:20]   // row * ldc + column
    v_mul_f32 v25, s16, v3
    s_and_not1_b32 vcc_lo, exec_lo, s33
    v_ashrrev_i32 v22, 31, v21
    v_lshlrev_b64 v[21:22], 2, v[21:22]                    // byte offset
    s_cbranch_vccnz .Lr4_c002_store                           // beta == 0: C is not read
    v_add_co_u32 v23, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v24, null, s9, v22, vcc_lo
    global_load_b32 v26, v[23:24], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v25, s17, v26
.Lr4_c002_store:
    v_add_co_u32 v21, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v22, null, s9, v22, vcc_lo
    global_store_b32 v[21:22], v25, off
.Lr4_c002_next:
    s_or_b32 exec_lo, exec_lo, s34
    v_add_nc_u32 v25, 6, v17    // C row of acc[0][0] register 3
    s_mov_b32 s34, exec_lo
    v_cmpx_gt_u32 s10, v25                   // rows < M
    s_cbranch_execz .Lr4_c003_next
    v_mad_u64_u32 v[21:22], null, v25, s15, v[19:20]   // row * ldc + column
    v_mul_f32 v25, s16, v4
    s_and_not1_b32 vcc_lo, exec_lo, s33
    v_ashrrev_i32 v22, 31, v21
    v_lshlrev_b64 v[21:22], 2, v[21:22]                    // byte offset
    s_cbranch_vccnz .Lr4_c003_store                           // beta == 0: C is not read
    v_add_co_u32 v23, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v24, null, s9, v22, vcc_lo
    global_load_b32 v26, v[23:24], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v25, s17, v26
.Lr4_c003_store:
    v_add_co_u32 v21, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v22, null, s9, v22, vcc_lo
    global_store_b32 v[21:22], v25, off
.Lr4_c003_next:
    s_or_b32 exec_lo, exec_lo, s34
    v_add_nc_u32 v25, 8, v17    // C row of acc[0][0] register 4
    s_mov_b32 s34, exec_lo
    v_cmpx_gt_u32 s10, v25                   // rows < M
    s_cbranch_execz .Lr4_c004_next
    v_mad_u64_u32 v[21:22], null, v25, s15, v[19:20]   // row * ldc + column
    v_mul_f32 v25, s16, v5
    s_and_not1_b32 vcc_lo, exec_lo, s33
    v_ashrrev_i32 v22, 31, v21
    v_lshlrev_b64 v[21:22], 2, v[21:22]                    // byte offset
    s_cbranch_vccnz .Lr4_c004_store                           // beta == 0: C is not read
    v_add_co_u32 v23, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v24, null, s9, v22, vcc_lo
    global_load_b32 v26, v[23:24], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v25, s17, v26
.Lr4_c004_store:
    v_add_co_u32 v21, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v22, null, s9, v22, vcc_lo
    global_store_b32 v[21:22], v25, off
.Lr4_c004_next:
    s_or_b32 exec_lo, exec_lo, s34
    v_add_nc_u32 v25, 10, v17    // C row of acc[0][0] register 5
    s_mov_b32 s34, exec_lo
    v_cmpx_gt_u32 s10, v25                   // rows < M
    s_cbranch_execz .Lr4_c005_next
    v_mad_u64_u32 v[21:22], null, v25, s15, v[19:20]   // row * ldc + column
    v_mul_f32 v25, s16, v6
    s_and_not1_b32 vcc_lo, exec_lo, s33
    v_ashrrev_i32 v22, 31, v21
    v_lshlrev_b64 v[21:22], 2, v[21:22]                    // byte offset
    s_cbranch_vccnz .Lr4_c005_store                           // beta == 0: C is not read
    v_add_co_u32 v23, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v24, null, s9, v22, vcc_lo
    global_load_b32 v26, v[23:24], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v25, s17, v26
.Lr4_c005_store:
    v_add_co_u32 v21, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v22, null, s9, v22, vcc_lo
    global_store_b32 v[21:22], v25, off
.Lr4_c005_next:
    s_or_b32 exec_lo, exec_lo, s34
    v_add_nc_u32 v25, 12, v17    // C row of acc[0][0] register 6
    s_mov_b32 s34, exec_lo
    v_cmpx_gt_u32 s10, v25                   // rows < M
    s_cbranch_execz .Lr4_c006_next
    v_mad_u64_u32 v[21:22], null, v25, s15, v[19:20]   // row * ldc + column
    v_mul_f32 v25, s16, v7
    s_and_not1_b32 vcc_lo, exec_lo, s33
    v_ashrrev_i32 v22, 31, v21
    v_lshlrev_b64 v[21:22], 2, v[21:22]                    // byte offset
    s_cbranch_vccnz .Lr4_c006_store                           // beta == 0: C is not read
    v_add_co_u32 v23, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v24, null, s9, v22, vcc_lo
    global_load_b32 v26, v[23:24], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v25, s17, v26
.Lr4_c006_store:
    v_add_co_u32 v21, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v22, null, s9, v22, vcc_lo
    global_store_b32 v[21:22], v25, off
.Lr4_c006_next:
    s_or_b32 exec_lo, exec_lo, s34
    v_add_nc_u32 v25, 14, v17    // C row of acc[0][0] register 7
    s_mov_b32 s34, exec_lo
    v_cmpx_gt_u32 s10, v25                   // rows < M
    s_cbranch_execz .Lr4_c007_next
    v_mad_u64_u32 v[21:22], null, v25, s15, v[19:20]   // row * ldc + column
    v_mul_f32 v25, s16, v8
    s_and_not1_b32 vcc_lo, exec_lo, s33
    v_ashrrev_i32 v22, 31, v21
    v_lshlrev_b64 v[21:22], 2, v[21:22]                    // byte offset
    s_cbranch_vccnz .Lr4_c007_store                           // beta == 0: C is not read
    v_add_co_u32 v23, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v24, null, s9, v22, vcc_lo
    global_load_b32 v26, v[23:24], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v25, s17, v26
.Lr4_c007_store:
    v_add_co_u32 v21, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v22, null, s9, v22, vcc_lo
    global_store_b32 v[21:22], v25, off
.Lr4_c007_next:
    s_or_b32 exec_lo, exec_lo, s34
    v_add_nc_u32 v25, 16, v17    // C row of acc[1][0] register 0
    s_mov_b32 s34, exec_lo
    v_cmpx_gt_u32 s10, v25                   // rows < M
    s_cbranch_execz .Lr4_c100_next
    v_mad_u64_u32 v[21:22], null, v25, s15, v[19:20]   // row * ldc + column
    v_mul_f32 v25, s16, v9
    s_and_not1_b32 vcc_lo, exec_lo, s33
    v_ashrrev_i32 v22, 31, v21
    v_lshlrev_b64 v[21:22], 2, v[21:22]                    // byte offset
    s_cbranch_vccnz .Lr4_c100_store                           // beta == 0: C is not read
    v_add_co_u32 v23, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v24, null, s9, v22, vcc_lo
    global_load_b32 v26, v[23:24], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v25, s17, v26
.Lr4_c100_store:
    v_add_co_u32 v21, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v22, null, s9, v22, vcc_lo
    global_store_b32 v[21:22], v25, off
.Lr4_c100_next:
    s_or_b32 exec_lo, exec_lo, s34
    v_add_nc_u32 v25, 18, v17    // C row of acc[1][0] register 1
    s_mov_b32 s34, exec_lo
    v_cmpx_gt_u32 s10, v25                   // rows < M
    s_cbranch_execz .Lr4_c101_next
    v_mad_u64_u32 v[21:22], null, v25, s15, v[19:20]   // row * ldc + column
    v_mul_f32 v25, s16, v10
    s_and_not1_b32 vcc_lo, exec_lo, s33
    v_ashrrev_i32 v22, 31, v21
    v_lshlrev_b64 v[21:22], 2, v[21:22]                    // byte offset
    s_cbranch_vccnz .Lr4_c101_store                           // beta == 0: C is not read
    v_add_co_u32 v23, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v24, null, s9, v22, vcc_lo
    global_load_b32 v26, v[23:24], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v25, s17, v26
.Lr4_c101_store:
    v_add_co_u32 v21, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v22, null, s9, v22, vcc_lo
    global_store_b32 v[21:22], v25, off
.Lr4_c101_next:
    s_or_b32 exec_lo, exec_lo, s34
    v_add_nc_u32 v25, 20, v17    // C row of acc[1][0] register 2
    s_mov_b32 s34, exec_lo
    v_cmpx_gt_u32 s10, v25                   // rows < M
    s_cbranch_execz .Lr4_c102_next
    v_mad_u64_u32 v[21:22], null, v25, s15, v[19:20]   // row * ldc + column
    v_mul_f32 v25, s16, v11
    s_and_not1_b32 vcc_lo, exec_lo, s33
    v_ashrrev_i32 v22, 31, v21
    v_lshlrev_b64 v[21:22], 2, v[21:22]                    // byte offset
    s_cbranch_vccnz .Lr4_c102_store                           // beta == 0: C is not read
    v_add_co_u32 v23, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v24, null, s9, v22, vcc_lo
    global_load_b32 v26, v[23:24], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v25, s17, v26
.Lr4_c102_store:
    v_add_co_u32 v21, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v22, null, s9, v22, vcc_lo
    global_store_b32 v[21:22], v25, off
.Lr4_c102_next:
    s_or_b32 exec_lo, exec_lo, s34
    v_add_nc_u32 v25, 22, v17    // C row of acc[1][0] register 3
    s_mov_b32 s34, exec_lo
    v_cmpx_gt_u32 s10, v25                   // rows < M
    s_cbranch_execz .Lr4_c103_next
    v_mad_u64_u32 v[21:22], null, v25, s15, v[19:20]   // row * ldc + column
    v_mul_f32 v25, s16, v12
    s_and_not1_b32 vcc_lo, exec_lo, s33
    v_ashrrev_i32 v22, 31, v21
    v_lshlrev_b64 v[21:22], 2, v[21:22]                    // byte offset
    s_cbranch_vccnz .Lr4_c103_store                           // beta == 0: C is not read
    v_add_co_u32 v23, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v24, null, s9, v22, vcc_lo
    global_load_b32 v26, v[23:24], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v25, s17, v26
.Lr4_c103_store:
    v_add_co_u32 v21, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v22, null, s9, v22, vcc_lo
    global_store_b32 v[21:22], v25, off
.Lr4_c103_next:
    s_or_b32 exec_lo, exec_lo, s34
    v_add_nc_u32 v25, 24, v17    // C row of acc[1][0] register 4
    s_mov_b32 s34, exec_lo
    v_cmpx_gt_u32 s10, v25                   // rows < M
    s_cbranch_execz .Lr4_c104_next
    v_mad_u64_u32 v[21:22], null, v25, s15, v[19:20]   // row * ldc + column
    v_mul_f32 v25, s16, v13
    s_and_not1_b32 vcc_lo, exec_lo, s33
    v_ashrrev_i32 v22, 31, v21
    v_lshlrev_b64 v[21:22], 2, v[21:22]                    // byte offset
    s_cbranch_vccnz .Lr4_c104_store                           // beta == 0: C is not read
    v_add_co_u32 v23, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v24, null, s9, v22, vcc_lo
    global_load_b32 v26, v[23:24], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v25, s17, v26
.Lr4_c104_store:
    v_add_co_u32 v21, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v22, null, s9, v22, vcc_lo
    global_store_b32 v[21:22], v25, off
.Lr4_c104_next:
    s_or_b32 exec_lo, exec_lo, s34
    v_add_nc_u32 v25, 26, v17    // C row of acc[1][0] register 5
    s_mov_b32 s34, exec_lo
    v_cmpx_gt_u32 s10, v25                   // rows < M
    s_cbranch_execz .Lr4_c105_next
    v_mad_u64_u32 v[21:22], null, v25, s15, v[19:20]   // row * ldc + column
    v_mul_f32 v25, s16, v14
    s_and_not1_b32 vcc_lo, exec_lo, s33
    v_ashrrev_i32 v22, 31, v21
    v_lshlrev_b64 v[21:22], 2, v[21:22]                    // byte offset
    s_cbranch_vccnz .Lr4_c105_store                           // beta == 0: C is not read
    v_add_co_u32 v23, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v24, null, s9, v22, vcc_lo
    global_load_b32 v26, v[23:24], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v25, s17, v26
.Lr4_c105_store:
    v_add_co_u32 v21, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v22, null, s9, v22, vcc_lo
    global_store_b32 v[21:22], v25, off
.Lr4_c105_next:
    s_or_b32 exec_lo, exec_lo, s34
    v_add_nc_u32 v25, 28, v17    // C row of acc[1][0] register 6
    s_mov_b32 s34, exec_lo
    v_cmpx_gt_u32 s10, v25                   // rows < M
    s_cbranch_execz .Lr4_c106_next
    v_mad_u64_u32 v[21:22], null, v25, s15, v[19:20]   // row * ldc + column
    v_mul_f32 v25, s16, v15
    s_and_not1_b32 vcc_lo, exec_lo, s33
    v_ashrrev_i32 v22, 31, v21
    v_lshlrev_b64 v[21:22], 2, v[21:22]                    // byte offset
    s_cbranch_vccnz .Lr4_c106_store                           // beta == 0: C is not read
    v_add_co_u32 v23, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v24, null, s9, v22, vcc_lo
    global_load_b32 v26, v[23:24], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v25, s17, v26
.Lr4_c106_store:
    v_add_co_u32 v21, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v22, null, s9, v22, vcc_lo
    global_store_b32 v[21:22], v25, off
.Lr4_c106_next:
    s_or_b32 exec_lo, exec_lo, s34
    v_add_nc_u32 v25, 30, v17    // C row of acc[1][0] register 7
    s_mov_b32 s34, exec_lo
    v_cmpx_gt_u32 s10, v25                   // rows < M
    s_cbranch_execz .Lr4_c107_next
    v_mad_u64_u32 v[21:22], null, v25, s15, v[19:20]   // row * ldc + column
    v_mul_f32 v25, s16, v16
    s_and_not1_b32 vcc_lo, exec_lo, s33
    v_ashrrev_i32 v22, 31, v21
    v_lshlrev_b64 v[21:22], 2, v[21:22]                    // byte offset
    s_cbranch_vccnz .Lr4_c107_store                           // beta == 0: C is not read
    v_add_co_u32 v23, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v24, null, s9, v22, vcc_lo
    global_load_b32 v26, v[23:24], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v25, s17, v26
.Lr4_c107_store:
    v_add_co_u32 v21, vcc_lo, s8, v21
    v_add_co_ci_u32_e64 v22, null, s9, v22, vcc_lo
    global_store_b32 v[21:22], v25, off
.Lr4_c107_next:
    s_or_b32 exec_lo, exec_lo, s34
    s_mov_b32 exec_lo, -1

.Lr4_exit:
    s_endpgm
.Lr4_end:
.size r4, .Lr4_end-r4

// register plan (53 VGPRs, 37 SGPRs, VCC, 3072 bytes LDS)
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
//       s[27:30]  b_col_valid
//            s31  b_row_valid
//            s32  b_lane
//            s33  k
//            s34  saved_exec
//            s35  mask_tmp
//            s36  b_row_step
//             v0  tid
//         v[1:8]  acc00
//        v[9:16]  acc10
//       v[17:24]  a_frag0
//       v[25:32]  a_frag1
//       v[33:40]  b_frag0
//       v[41:42]  a_ptr
//            v43  a_kbound_lane
//            v44  a_lds_store
//            v45  b_lds_store
//            v46  a_lds_read
//            v47  b_lds_read
//            v48  b_k
//            v49  b_n
//       v[50:51]  b_row_elems
//            v52  lane_mod16

.rodata
.p2align 6
.amdhsa_kernel r4
    .amdhsa_group_segment_fixed_size 3072
    .amdhsa_private_segment_fixed_size 0
    .amdhsa_kernarg_size 56
    .amdhsa_user_sgpr_count 2
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 1
    .amdhsa_system_sgpr_workgroup_id_z 0
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 53
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
  - .name: r4
    .symbol: r4.kd
    .kernarg_segment_size: 56
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 3072
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 39
    .vgpr_count: 53
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

