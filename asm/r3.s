// ---------------------------------------------------------------------------------------------
// r3: seed 000 NoPrefetch (wmma_gemm_kernel_noPrefetch<8,4,2>): r1's tile, one LDS buffer loaded straight from global memory each K step, two barriers per K step
// Rendered from templates/r3_rocwmma_single_buffer.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl r3
.p2align 8
.type r3,@function
r3:

    // prologue: load all 14 argument dwords into s[4:17] (offsets from the metadata below)
    s_load_b256 s[4:11], s[0:1], 0x0
    s_load_b128 s[12:15], s[0:1], 0x20
    s_load_b64 s[16:17], s[0:1], 0x30

    // ids: wave w = t / 32 (uniform, SGPR), l % 16 (WMMA row / column of the lane)
    v_lshrrev_b32 v75, 5, v0
    v_readfirstlane_b32 s18, v75
    v_and_b32 v76, 15, v0
    s_mul_i32 s19, s3, 128          // block_m = tile_m * wg_y
    s_mul_i32 s20, s2, 64          // block_n = tile_n * wg_x
    s_waitcnt lgkmcnt(0)                                  // kernel arguments loaded
    s_cmp_ge_u32 s19, s10
    s_cbranch_scc1 .Lr3_exit                       // block outside M: nothing to do
    s_cmp_ge_u32 s20, s11
    s_cbranch_scc1 .Lr3_exit                       // ... or outside N
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
    v_lshrrev_b32 v75, 1, v0                   // t / 2: the A row loaded
    v_add_nc_u32 v65, s19, v75
    v_cmp_gt_u32 s24, s10, v65
    v_mul_lo_u32 v65, v65, s13
    // A chunk address: A + ((block_m + t/2) * lda + (t%2) * 8) * 2; LDS A_lds[0][t/2][(t%2)*8]
    v_and_b32 v68, 1, v0
    v_lshl_add_u32 v65, v68, 3, v65   // + (t%2) * 8 halves
    v_lshlrev_b32 v68, 4, v68               // (t%2) * 16 bytes
    v_mad_u32_u24 v68, v75, 48, v68   // + (t/2) * pitch
    v_lshlrev_b32 v65, 1, v65
    v_add_co_u32 v65, vcc_lo, s4, v65
    v_add_co_ci_u32_e64 v66, null, s5, 0, vcc_lo

    // b_valid = t < 128 and block_n + (t%8)*8 + 7 < N
    v_lshrrev_b32 v75, 3, v0   // t / 8: the B row (K) loaded
    v_and_b32 v73, 7, v0
    v_lshlrev_b32 v73, 3, v73               // (t%8) * 8: first column of the chunk
    v_add3_u32 v77, s20, v73, 7
    v_cmp_gt_u32 s25, s11, v77
    v_cmp_gt_u32 vcc_lo, 128, v0
    s_and_b32 s25, s25, vcc_lo
    // B column address: B + (block_n + (t%8)*8) * 2 (the row offset is added per load)
    v_mov_b32 v72, v75                          // b_k = t/8
    v_add_nc_u32 v77, s20, v73
    v_lshlrev_b32 v77, 1, v77
    v_add_co_u32 v77, vcc_lo, s6, v77
    v_add_co_ci_u32_e64 v78, null, s7, 0, vcc_lo

    // operand reads: a_rd = (wm0 + l%16) * pitch, b_rd = b_base + (wn0 + l%16) * pitch
    v_add_nc_u32 v70, s21, v76
    v_mul_u32_u24 v70, 48, v70
    v_add_nc_u32 v71, s22, v76
    v_mul_u32_u24 v71, 48, v71
    v_add_nc_u32 v71, 6144, v71

    // B: boff = b_k * ldb (the row, in elements); b_st = b_base + b_n * pitch + b_k * 2
    v_mul_lo_u32 v74, v72, s14
    v_mul_u32_u24 v69, 48, v73
    v_lshl_add_u32 v69, v72, 1, v69
    v_add_nc_u32 v69, 6144, v69
    v_and_b32 v67, 1, v0
    v_lshl_add_u32 v67, v67, 3, 8            // a_col + 8
    s_lshl_b32 s30, s14, 4             // 16 rows of B, in elements
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
    s_branch .Lr3_kloop
    // ---- latch: advance A and B, barrier (every wave done reading the LDS tile)
.Lr3_latch_or:
    s_or_b32 exec_lo, exec_lo, s28
.Lr3_latch:
    v_add_co_u32 v65, vcc_lo, v65, 32   // A: 16 halves on
    s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)   // dependency hint, as compiled
    v_add_co_ci_u32_e64 v66, null, 0, v66, vcc_lo
    v_add_nc_u32 v74, s30, v74   // B: 16 rows on
    s_add_i32 s27, s27, 16                           // K step: 16 per iteration
    s_cmp_ge_i32 s27, s12
    s_barrier                                             // every wave done reading the tile
    buffer_gl0_inv
    s_cbranch_scc1 .Lr3_done
.Lr3_kloop:
    // A chunk of this K step: a_valid and k + a_col + 8 <= K
    v_add_nc_u32 v75, s27, v67
    s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)   // dependency hint, as compiled
    v_cmp_ge_i32 vcc_lo, s12, v75
    s_and_b32 s29, s24, vcc_lo
    s_and_saveexec_b32 s28, s29
    s_cbranch_execz .Lr3_a
    global_load_b128 v[33:36], v[65:66], off
    s_waitcnt vmcnt(0)                                    // A chunk arrived
    ds_store_b128 v68, v[33:36]
.Lr3_a:
    s_or_b32 exec_lo, exec_lo, s28
    // B of this K step: b_valid and k + b_k < K
    v_add_nc_u32 v75, s27, v72
    s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)   // dependency hint, as compiled
    v_cmp_gt_i32 vcc_lo, s12, v75
    s_and_b32 s29, s25, vcc_lo
    s_and_saveexec_b32 s28, s29
    s_cbranch_execz .Lr3_b
    v_ashrrev_i32 v75, 31, v74
    s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)   // dependency hint, as compiled
    v_lshlrev_b64 v[33:34], 1, v[74:75]
    v_add_co_u32 v33, vcc_lo, v77, v33
    s_delay_alu instid0(VALU_DEP_1)   // dependency hint, as compiled
    v_add_co_ci_u32_e64 v34, null, v78, v34, vcc_lo
    global_load_b128 v[33:36], v[33:34], off
    s_waitcnt vmcnt(0)                                    // B chunk arrived
    ds_store_b16 v69, v33
    ds_store_b16_d16_hi v69, v33 offset:48
    ds_store_b16 v69, v34 offset:96
    ds_store_b16_d16_hi v69, v34 offset:144
    ds_store_b16 v69, v35 offset:192
    ds_store_b16_d16_hi v69, v35 offset:240
    ds_store_b16 v69, v36 offset:288
    ds_store_b16_d16_hi v69, v36 offset:336

.Lr3_b:
    s_or_b32 exec_lo, exec_lo, s28
    s_waitcnt lgkmcnt(0)                                  // the tile written
    s_barrier                                             // ... by every wave (__syncthreads)
    buffer_gl0_inv
    s_and_saveexec_b32 s28, s23
    s_cbranch_execz .Lr3_latch_or
    ds_load_b128 v[33:36], v70
    ds_load_b128 v[37:40], v70 offset:16
    ds_load_b128 v[49:52], v71
    ds_load_b128 v[53:56], v71 offset:16
    ds_load_b128 v[57:60], v71 offset:768
    ds_load_b128 v[61:64], v71 offset:784
    ds_load_b128 v[41:44], v70 offset:768
    ds_load_b128 v[45:48], v70 offset:784

    s_waitcnt lgkmcnt(4)                                  // A0, B0 arrived
    v_wmma_f32_16x16x16_f16 v[1:8], v[33:40], v[49:56], v[1:8]
    s_waitcnt lgkmcnt(2)                                  // A0, B1 arrived
    v_wmma_f32_16x16x16_f16 v[9:16], v[33:40], v[57:64], v[9:16]
    s_waitcnt lgkmcnt(0)                                  // A1, B0 arrived
    v_wmma_f32_16x16x16_f16 v[17:24], v[41:48], v[49:56], v[17:24]
    v_wmma_f32_16x16x16_f16 v[25:32], v[41:48], v[57:64], v[25:32]

    s_branch .Lr3_latch_or
.Lr3_done:
    // epilogue: C = alpha * acc + beta * C, element by element (registers: the fragments)
    s_and_saveexec_b32 s28, s23                  // warp_active waves only
    s_cbranch_execz .Lr3_exit
    s_and_b32 s27, s17, 0x7fffffff    // |beta| bits: zero for +0.0 and -0.0
    s_cmp_lg_u32 s27, 0
    s_cselect_b32 s27, -1, 0                          // lane mask: beta != 0 (C is read)
    v_bfe_u32 v33, v0, 4, 1                     // l / 16
    s_add_u32 s29, s19, s21
    v_add_nc_u32 v33, s29, v33               // C row of register 0, tile row 0
    s_add_u32 s29, s20, s22
    v_mov_b32 v36, 0                               // high half of the 64-bit addend
    v_add3_u32 v35, s29, v76, 0   // C column of tile column 0
    s_mov_b32 exec_lo, -1
    v_cmpx_gt_u32 s11, v35            // columns < N (tile column 0)
    v_add_nc_u32 v41, 0, v33    // C row of acc[0][0] register 0
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c000_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v1
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c000_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c000_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c000_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 2, v33    // C row of acc[0][0] register 1
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c001_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v2
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c001_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c001_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c001_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 4, v33    // C row of acc[0][0] register 2
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c002_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v3
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c002_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c002_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c002_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 6, v33    // C row of acc[0][0] register 3
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c003_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v4
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c003_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c003_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c003_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 8, v33    // C row of acc[0][0] register 4
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c004_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v5
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c004_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c004_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c004_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 10, v33    // C row of acc[0][0] register 5
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c005_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v6
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c005_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c005_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c005_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 12, v33    // C row of acc[0][0] register 6
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c006_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v7
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c006_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c006_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c006_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 14, v33    // C row of acc[0][0] register 7
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c007_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v8
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c007_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c007_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c007_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 16, v33    // C row of acc[1][0] register 0
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c100_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v17
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c100_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c100_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c100_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 18, v33    // C row of acc[1][0] register 1
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c101_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v18
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c101_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c101_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c101_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 20, v33    // C row of acc[1][0] register 2
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c102_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v19
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c102_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c102_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c102_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 22, v33    // C row of acc[1][0] register 3
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c103_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v20
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c103_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c103_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c103_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 24, v33    // C row of acc[1][0] register 4
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c104_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v21
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c104_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c104_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c104_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 26, v33    // C row of acc[1][0] register 5
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c105_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v22
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c105_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c105_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c105_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 28, v33    // C row of acc[1][0] register 6
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c106_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v23
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c106_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c106_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c106_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 30, v33    // C row of acc[1][0] register 7
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c107_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v24
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c107_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c107_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c107_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add3_u32 v35, s29, v76, 16   // C column of tile column 1
    s_mov_b32 exec_lo, -1
    v_cmpx_gt_u32 s11, v35            // columns < N (tile column 1)
    v_add_nc_u32 v41, 0, v33    // C row of acc[0][1] register 0
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c010_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v9
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c010_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c010_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c010_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 2, v33    // C row of acc[0][1] register 1
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c011_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v10
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c011_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c011_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c011_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 4, v33    // C row of acc[0][1] register 2
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c012_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v11
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c012_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c012_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c012_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 6, v33    // C row of acc[0][1] register 3
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c013_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v12
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c013_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c013_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c013_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 8, v33    // C row of acc[0][1] register 4
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c014_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v13
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c014_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c014_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c014_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 10, v33    // C row of acc[0][1] register 5
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c015_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v14
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c015_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c015_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c015_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 12, v33    // C row of acc[0][1] register 6
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c016_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v15
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c016_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c016_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c016_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 14, v33    // C row of acc[0][1] register 7
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c017_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v16
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c017_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c017_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c017_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 16, v33    // C row of acc[1][1] register 0
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c110_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v25
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c110_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c110_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c110_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 18, v33    // C row of acc[1][1] register 1
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c111_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v26
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c111_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c111_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c111_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 20, v33    // C row of acc[1][1] register 2
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c112_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v27
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c112_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c112_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c112_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 22, v33    // C row of acc[1][1] register 3
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c113_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v28
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c113_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c113_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c113_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 24, v33    // C row of acc[1][1] register 4
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c114_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v29
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c114_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c114_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c114_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 26, v33    // C row of acc[1][1] register 5
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c115_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v30
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c115_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c115_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c115_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 28, v33    // C row of acc[1][1] register 6
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c116_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v31
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c116_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c116_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c116_next:
    s_or_b32 exec_lo, exec_lo, s28
    v_add_nc_u32 v41, 30, v33    // C row of acc[1][1] register 7
    s_mov_b32 s28, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr3_c117_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v32
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr3_c117_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr3_c117_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr3_c117_next:
    s_or_b32 exec_lo, exec_lo, s28
    s_mov_b32 exec_lo, -1

.Lr3_exit:
    s_endpgm
.Lr3_end:
.size r3, .Lr3_end-r3

// register plan (79 VGPRs, 31 SGPRs, VCC, 9216 bytes LDS)
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
//            s28  saved_exec
//            s29  mask_tmp
//            s30  b_row_step
//             v0  tid
//         v[1:8]  acc00
//        v[9:16]  acc01
//       v[17:24]  acc10
//       v[25:32]  acc11
//       v[33:40]  a_frag0
//       v[41:48]  a_frag1
//       v[49:56]  b_frag0
//       v[57:64]  b_frag1
//       v[65:66]  a_ptr
//            v67  a_kbound_lane
//            v68  a_lds_store
//            v69  b_lds_store
//            v70  a_lds_read
//            v71  b_lds_read
//            v72  b_k
//            v73  b_n
//       v[74:75]  b_row_elems
//            v76  lane_mod16
//       v[77:78]  b_col_ptr

.rodata
.p2align 6
.amdhsa_kernel r3
    .amdhsa_group_segment_fixed_size 9216
    .amdhsa_private_segment_fixed_size 0
    .amdhsa_kernarg_size 56
    .amdhsa_user_sgpr_count 2
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 1
    .amdhsa_system_sgpr_workgroup_id_z 0
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 79
    .amdhsa_next_free_sgpr 31
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
  - .name: r3
    .symbol: r3.kd
    .kernarg_segment_size: 56
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 9216
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 33
    .vgpr_count: 79
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

