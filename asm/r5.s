// ---------------------------------------------------------------------------------------------
// r5: seed 000 Adaptive's 128x64 choice (wmma_gemm_kernel_gfx1151<8,4,2>): r1 without the K-bound checks of the prefetch loads
// Rendered from templates/r1_rocwmma_prefetch.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl r5
.p2align 8
.type r5,@function
r5:

    // prologue: load all 14 argument dwords into s[4:17] (offsets from the metadata below)
    s_load_b256 s[4:11], s[0:1], 0x0
    s_load_b128 s[12:15], s[0:1], 0x20
    s_load_b64 s[16:17], s[0:1], 0x30

    // ids: wave w = t / 32 (uniform, SGPR), l % 16 (WMMA row / column of the lane)
    v_lshrrev_b32 v84, 5, v0
    v_readfirstlane_b32 s18, v84
    v_and_b32 v85, 15, v0
    s_mul_i32 s19, s3, 128          // block_m = tile_m * wg_y
    s_mul_i32 s20, s2, 64          // block_n = tile_n * wg_x
    s_waitcnt lgkmcnt(0)                                  // kernel arguments loaded
    s_cmp_ge_u32 s19, s10
    s_cbranch_scc1 .Lr5_exit                       // block outside M: nothing to do
    s_cmp_ge_u32 s20, s11
    s_cbranch_scc1 .Lr5_exit                       // ... or outside N
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
    v_lshrrev_b32 v84, 1, v0                   // t / 2: the A row loaded
    v_add_nc_u32 v73, s19, v84
    v_cmp_gt_u32 s24, s10, v73
    v_mul_lo_u32 v73, v73, s13
    // A chunk address: A + ((block_m + t/2) * lda + (t%2) * 8) * 2; LDS A_lds[0][t/2][(t%2)*8]
    v_and_b32 v78, 1, v0
    v_lshl_add_u32 v73, v78, 3, v73   // + (t%2) * 8 halves
    v_lshlrev_b32 v78, 4, v78               // (t%2) * 16 bytes
    v_mad_u32_u24 v78, v84, 48, v78   // + (t/2) * pitch
    v_lshlrev_b32 v73, 1, v73
    v_add_co_u32 v73, vcc_lo, s4, v73
    v_add_co_ci_u32_e64 v74, null, s5, 0, vcc_lo

    // b_valid = t < 128 and block_n + (t%8)*8 + 7 < N
    v_lshrrev_b32 v84, 3, v0   // t / 8: the B row (K) loaded
    v_and_b32 v77, 7, v0
    v_lshlrev_b32 v77, 3, v77               // (t%8) * 8: first column of the chunk
    v_add3_u32 v75, s20, v77, 7
    v_cmp_gt_u32 s25, s11, v75
    v_cmp_gt_u32 vcc_lo, 128, v0
    s_and_b32 s25, s25, vcc_lo
    // B chunk address: B + ((t/8) * ldb + block_n + (t%8)*8) * 2;
    // LDS B_lds[0][(t%8)*8][t/8] (column e at + e * pitch)
    v_mul_lo_u32 v75, v84, s14
    v_add3_u32 v75, v75, s20, v77
    v_mul_u32_u24 v77, 48, v77
    v_lshl_add_u32 v77, v84, 1, v77
    v_add_nc_u32 v77, 12288, v77
    v_lshlrev_b32 v75, 1, v75
    v_add_co_u32 v75, vcc_lo, s6, v75
    v_add_co_ci_u32_e64 v76, null, s7, 0, vcc_lo

    // operand reads: a_rd = (wm0 + l%16) * pitch, b_rd = b_base + (wn0 + l%16) * pitch
    v_add_nc_u32 v79, s21, v85
    v_mul_u32_u24 v79, 48, v79
    v_add_nc_u32 v80, s22, v85
    v_mul_u32_u24 v80, 48, v80
    v_add_nc_u32 v80, 12288, v80

    // K-test lane terms: a_kc = (t%2)*8 + 24 (k + 16 + a_col + 8 <= K), b_kc = t/8 + 16
    v_and_b32 v81, 1, v0
    v_lshl_add_u32 v81, v81, 3, 24
    v_lshrrev_b32 v82, 3, v0
    v_add_nc_u32 v82, 16, v82
    s_lshl_b32 s34, s14, 5           // B tile step: 16 rows * ldb * 2 bytes
    s_mov_b32 s35, 0
    // prologue (published: `if (a_valid && a_col + 8 <= K)`, `if (b_valid && b_k < K)`): tile 0
    // straight to LDS buffer 0 (the load waited at once, then stored)
    v_add_nc_u32 v84, -16, v81                 // a_col + 8
    v_cmp_ge_u32 vcc_lo, s12, v84
    s_and_b32 s32, s24, vcc_lo
    s_and_saveexec_b32 s31, s32
    s_cbranch_execz .Lr5_pro_a
    global_load_b128 v[65:68], v[73:74], off
    s_waitcnt vmcnt(0)                                    // A chunk of tile 0 arrived
    ds_store_b128 v78, v[65:68]
.Lr5_pro_a:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v84, -16, v82                 // b_k
    v_cmp_gt_u32 vcc_lo, s12, v84
    s_and_b32 s32, s25, vcc_lo
    s_and_saveexec_b32 s31, s32
    s_cbranch_execz .Lr5_pro_b
    global_load_b128 v[69:72], v[75:76], off
    s_waitcnt vmcnt(0)                                    // B chunk of tile 0 arrived
    ds_store_b16 v77, v69
    ds_store_b16_d16_hi v77, v69 offset:48
    ds_store_b16 v77, v70 offset:96
    ds_store_b16_d16_hi v77, v70 offset:144
    ds_store_b16 v77, v71 offset:192
    ds_store_b16_d16_hi v77, v71 offset:240
    ds_store_b16 v77, v72 offset:288
    ds_store_b16_d16_hi v77, v72 offset:336

.Lr5_pro_b:
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
    // r5: the pointers hold the next tile's address (+32 bytes of A, +16 rows of B)
    v_add_co_u32 v73, vcc_lo, v73, 32
    v_add_co_ci_u32_e64 v74, null, 0, v74, vcc_lo
    v_add_co_u32 v75, vcc_lo, v75, s34
    v_add_co_ci_u32_e64 v76, null, s35, v76, vcc_lo
    s_mov_b32 s27, 0                                     // k
    s_mov_b32 s28, s12                       // k_remaining
    s_mov_b32 s29, 0                                   // curr_buf
    s_waitcnt lgkmcnt(0)                                  // tile 0 written
    s_barrier                                             // ... by every wave (__syncthreads)
    buffer_gl0_inv
    s_branch .Lr5_kloop
    // ---- latch: advance the pointers and counters, barrier (__syncthreads ending the K step)
.Lr5_latch_or:
    s_or_b32 exec_lo, exec_lo, s31
.Lr5_latch:
    v_add_co_u32 v73, vcc_lo, v73, 32   // A_base += 16 halves
    s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)   // dependency hint, as compiled
    v_add_co_ci_u32_e64 v74, null, 0, v74, vcc_lo
    v_add_co_u32 v75, vcc_lo, v75, s34   // B_base += 16 rows
    v_add_co_ci_u32_e64 v76, null, s35, v76, vcc_lo
    s_add_i32 s27, s27, 16                           // K step: 16 per iteration
    s_add_i32 s28, s28, -16
    s_cmp_ge_i32 s27, s12
    s_waitcnt vmcnt(0) lgkmcnt(0)                         // next tile stored (and nothing in flight)
    s_barrier                                             // every wave done with both buffers
    buffer_gl0_inv
    s_cbranch_scc1 .Lr5_done
.Lr5_kloop:
    // operands of the current buffer (warp_active waves): A0, B0, A1, B1; WMMA (0,0) needs 4
    s_and_saveexec_b32 s31, s23
    s_cbranch_execz .Lr5_w00
    v_mad_u64_u32 v[57:58], null, 6144, s29, v[79:80]   // A read address + buf * 6144
    v_mad_u64_u32 v[61:62], null, 3072, s29, v[80:81]   // B read address + buf * 3072
    ds_load_b128 v[33:36], v57
    ds_load_b128 v[37:40], v57 offset:16
    ds_load_b128 v[49:52], v61
    ds_load_b128 v[53:56], v61 offset:16
    ds_load_b128 v[41:44], v57 offset:768
    ds_load_b128 v[45:48], v57 offset:784
    ds_load_b128 v[57:60], v61 offset:768
    ds_load_b128 v[61:64], v61 offset:784

    s_waitcnt lgkmcnt(4)                                  // A0, B0 arrived
    v_wmma_f32_16x16x16_f16 v[1:8], v[33:40], v[49:56], v[1:8]
.Lr5_w00:
    s_or_b32 exec_lo, exec_lo, s31
    // A prefetch (has_next = k_remaining > 16, a_valid): zeroed, then loaded
    s_cmp_gt_i32 s28, 16
    v_dual_mov_b32 v65, 0 :: v_dual_mov_b32 v66, 0
    v_dual_mov_b32 v67, 0 :: v_dual_mov_b32 v68, 0
    s_cselect_b32 s30, -1, 0
    s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)   // dependency hint, as compiled
    s_and_b32 s32, s24, s30
    s_and_saveexec_b32 s31, s32
    s_cbranch_execz .Lr5_pa
    global_load_b128 v[65:68], v[73:74], off   // next K tile's A chunk (wait: vmcnt before its store)
.Lr5_pa:
    s_or_b32 exec_lo, exec_lo, s31
    s_and_saveexec_b32 s31, s23
    s_cbranch_execz .Lr5_w01
    s_waitcnt lgkmcnt(0)                                  // B1 arrived
    v_wmma_f32_16x16x16_f16 v[9:16], v[33:40], v[57:64], v[9:16]
.Lr5_w01:
    s_or_b32 exec_lo, exec_lo, s31
    // B prefetch (has_next, b_valid): zeroed, then loaded out of line
    v_dual_mov_b32 v69, 0 :: v_dual_mov_b32 v70, 0
    v_dual_mov_b32 v71, 0 :: v_dual_mov_b32 v72, 0
    s_and_b32 s32, s30, s25
    s_delay_alu instid0(SALU_CYCLE_1)   // dependency hint, as compiled
    s_and_saveexec_b32 s31, s32
    s_cbranch_execnz .Lr5_pb
    s_or_b32 exec_lo, exec_lo, s31
    s_and_saveexec_b32 s31, s23
    s_cbranch_execnz .Lr5_w10
.Lr5_after_w10:
    s_or_b32 exec_lo, exec_lo, s31
    s_delay_alu instid0(SALU_CYCLE_1)   // dependency hint, as compiled
    s_and_not1_b32 vcc_lo, exec_lo, s30
    s_xor_b32 s29, s29, 1                         // curr_buf = next_buf
    s_cbranch_vccnz .Lr5_latch                          // no next K tile: nothing to store
    s_branch .Lr5_store
.Lr5_pb:
    global_load_b128 v[69:72], v[75:76], off           // next K tile's B chunk (wait: vmcnt before its stores)
    s_or_b32 exec_lo, exec_lo, s31
    s_and_saveexec_b32 s31, s23
    s_cbranch_execz .Lr5_after_w10
.Lr5_w10:
    s_waitcnt lgkmcnt(2)                                  // A1 arrived (B1 may not have, on this path)
    v_wmma_f32_16x16x16_f16 v[17:24], v[41:48], v[49:56], v[17:24]
    s_waitcnt lgkmcnt(0)                                  // B1 arrived
    v_wmma_f32_16x16x16_f16 v[25:32], v[41:48], v[57:64], v[25:32]
    s_or_b32 exec_lo, exec_lo, s31
    s_delay_alu instid0(SALU_CYCLE_1)   // dependency hint, as compiled
    s_and_not1_b32 vcc_lo, exec_lo, s30
    s_xor_b32 s29, s29, 1                         // curr_buf = next_buf
    s_cbranch_vccnz .Lr5_latch                          // no next K tile: nothing to store
.Lr5_store:
    // prefetched chunks -> the other buffer (sbuf now names it): A (a_valid), then B (b_valid)
    s_and_saveexec_b32 s31, s24
    s_cbranch_execz .Lr5_sa
    v_mad_u64_u32 v[83:84], null, 6144, s29, v[78:79]   // A store address + buf * 6144
    s_waitcnt vmcnt(0)                                    // A chunk arrived
    ds_store_b128 v83, v[65:68]
.Lr5_sa:
    s_or_b32 exec_lo, exec_lo, s31
    s_and_saveexec_b32 s31, s25
    s_cbranch_execz .Lr5_latch_or
    s_waitcnt vmcnt(0)                                    // B chunk arrived
    v_mad_u64_u32 v[65:66], null, 3072, s29, v[77:78]   // B store address + buf * 3072
    ds_store_b16 v65, v69
    ds_store_b16_d16_hi v65, v69 offset:48
    ds_store_b16 v65, v70 offset:96
    ds_store_b16_d16_hi v65, v70 offset:144
    ds_store_b16 v65, v71 offset:192
    ds_store_b16_d16_hi v65, v71 offset:240
    ds_store_b16 v65, v72 offset:288
    ds_store_b16_d16_hi v65, v72 offset:336

    s_branch .Lr5_latch_or
.Lr5_done:
    // epilogue: C = alpha * acc + beta * C, element by element (registers: the fragments)
    s_and_saveexec_b32 s31, s23                  // warp_active waves only
    s_cbranch_execz .Lr5_exit
    s_and_b32 s27, s17, 0x7fffffff    // |beta| bits: zero for +0.0 and -0.0
    s_cmp_lg_u32 s27, 0
    s_cselect_b32 s27, -1, 0                          // lane mask: beta != 0 (C is read)
    v_bfe_u32 v33, v0, 4, 1                     // l / 16
    s_add_u32 s32, s19, s21
    v_add_nc_u32 v33, s32, v33               // C row of register 0, tile row 0
    s_add_u32 s32, s20, s22
    v_mov_b32 v36, 0                               // high half of the 64-bit addend
    v_add3_u32 v35, s32, v85, 0   // C column of tile column 0
    s_mov_b32 exec_lo, -1
    v_cmpx_gt_u32 s11, v35            // columns < N (tile column 0)
    v_add_nc_u32 v41, 0, v33    // C row of acc[0][0] register 0
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c000_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v1
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c000_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c000_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c000_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 2, v33    // C row of acc[0][0] register 1
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c001_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v2
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c001_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c001_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c001_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 4, v33    // C row of acc[0][0] register 2
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c002_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v3
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c002_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c002_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c002_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 6, v33    // C row of acc[0][0] register 3
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c003_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v4
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c003_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c003_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c003_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 8, v33    // C row of acc[0][0] register 4
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c004_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v5
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c004_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c004_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c004_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 10, v33    // C row of acc[0][0] register 5
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c005_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v6
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c005_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c005_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c005_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 12, v33    // C row of acc[0][0] register 6
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c006_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v7
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c006_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c006_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c006_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 14, v33    // C row of acc[0][0] register 7
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c007_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v8
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c007_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c007_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c007_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 16, v33    // C row of acc[1][0] register 0
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c100_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v17
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c100_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c100_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c100_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 18, v33    // C row of acc[1][0] register 1
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c101_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v18
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c101_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c101_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c101_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 20, v33    // C row of acc[1][0] register 2
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c102_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v19
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c102_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c102_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c102_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 22, v33    // C row of acc[1][0] register 3
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c103_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v20
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c103_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c103_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c103_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 24, v33    // C row of acc[1][0] register 4
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c104_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v21
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c104_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c104_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c104_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 26, v33    // C row of acc[1][0] register 5
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c105_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v22
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c105_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c105_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c105_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 28, v33    // C row of acc[1][0] register 6
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c106_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v23
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c106_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c106_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c106_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 30, v33    // C row of acc[1][0] register 7
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c107_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v24
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c107_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c107_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c107_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add3_u32 v35, s32, v85, 16   // C column of tile column 1
    s_mov_b32 exec_lo, -1
    v_cmpx_gt_u32 s11, v35            // columns < N (tile column 1)
    v_add_nc_u32 v41, 0, v33    // C row of acc[0][1] register 0
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c010_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v9
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c010_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c010_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c010_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 2, v33    // C row of acc[0][1] register 1
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c011_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v10
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c011_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c011_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c011_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 4, v33    // C row of acc[0][1] register 2
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c012_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v11
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c012_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c012_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c012_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 6, v33    // C row of acc[0][1] register 3
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c013_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v12
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c013_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c013_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c013_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 8, v33    // C row of acc[0][1] register 4
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c014_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v13
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c014_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c014_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c014_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 10, v33    // C row of acc[0][1] register 5
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c015_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v14
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c015_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c015_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c015_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 12, v33    // C row of acc[0][1] register 6
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c016_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v15
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c016_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c016_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c016_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 14, v33    // C row of acc[0][1] register 7
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c017_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v16
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c017_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c017_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c017_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 16, v33    // C row of acc[1][1] register 0
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c110_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v25
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c110_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c110_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c110_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 18, v33    // C row of acc[1][1] register 1
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c111_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v26
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c111_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c111_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c111_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 20, v33    // C row of acc[1][1] register 2
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c112_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v27
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c112_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c112_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c112_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 22, v33    // C row of acc[1][1] register 3
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c113_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v28
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c113_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c113_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c113_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 24, v33    // C row of acc[1][1] register 4
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c114_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v29
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c114_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c114_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c114_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 26, v33    // C row of acc[1][1] register 5
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c115_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v30
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c115_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c115_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c115_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 28, v33    // C row of acc[1][1] register 6
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c116_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v31
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c116_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c116_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c116_next:
    s_or_b32 exec_lo, exec_lo, s31
    v_add_nc_u32 v41, 30, v33    // C row of acc[1][1] register 7
    s_mov_b32 s31, exec_lo
    v_cmpx_gt_u32 s10, v41                   // rows < M
    s_cbranch_execz .Lr5_c117_next
    v_mad_u64_u32 v[37:38], null, v41, s15, v[35:36]   // row * ldc + column
    v_mul_f32 v41, s16, v32
    s_and_not1_b32 vcc_lo, exec_lo, s27
    v_ashrrev_i32 v38, 31, v37
    v_lshlrev_b64 v[37:38], 2, v[37:38]                    // byte offset
    s_cbranch_vccnz .Lr5_c117_store                           // beta == 0: C is not read
    v_add_co_u32 v39, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v40, null, s9, v38, vcc_lo
    global_load_b32 v42, v[39:40], off
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v42
.Lr5_c117_store:
    v_add_co_u32 v37, vcc_lo, s8, v37
    v_add_co_ci_u32_e64 v38, null, s9, v38, vcc_lo
    global_store_b32 v[37:38], v41, off
.Lr5_c117_next:
    s_or_b32 exec_lo, exec_lo, s31
    s_mov_b32 exec_lo, -1

.Lr5_exit:
    s_endpgm
.Lr5_end:
.size r5, .Lr5_end-r5

// register plan (86 VGPRs, 36 SGPRs, VCC, 18432 bytes LDS)
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
//            s28  k_remaining
//            s29  buf
//            s30  has_next
//            s31  saved_exec
//            s32  mask_tmp
//       s[34:35]  b_tile_bytes
//             v0  tid
//         v[1:8]  acc00
//        v[9:16]  acc01
//       v[17:24]  acc10
//       v[25:32]  acc11
//       v[33:40]  a_frag0
//       v[41:48]  a_frag1
//       v[49:56]  b_frag0
//       v[57:64]  b_frag1
//       v[65:68]  a_prefetch
//       v[69:72]  b_prefetch
//       v[73:74]  a_ptr
//       v[75:76]  b_ptr
//       v[77:82]  lds_bases_kterms
//       v[83:84]  a_store_addr
//            v85  lane_mod16

.rodata
.p2align 6
.amdhsa_kernel r5
    .amdhsa_group_segment_fixed_size 18432
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
    .amdhsa_next_free_sgpr 36
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
  - .name: r5
    .symbol: r5.kd
    .kernarg_segment_size: 56
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 18432
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 38
    .vgpr_count: 86
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

