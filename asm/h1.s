// ---------------------------------------------------------------------------------------------
// h1: seed 003 WMMA Naive: 16 waves, one 16x16 tile each (64x64 per workgroup), A row-major and B column-major read straight from global memory one half per load (32 guarded loads per K step); FP32 C with alpha/beta where the seed stores FP16 C
// Rendered from templates/h1_naive.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl h1
.p2align 8
.type h1,@function
h1:

    // prologue: load all 14 argument dwords into s[4:17] (offsets from the metadata below)
    s_load_b256 s[4:11], s[0:1], 0x0
    s_load_b128 s[12:15], s[0:1], 0x20
    s_load_b64 s[16:17], s[0:1], 0x30

    // ids: wave w = T/32; tile row m0 = 16 * (4 * wg_x + w%4), column n0 = 16 * (4 * wg_y + w/4)
    v_lshrrev_b32 v42, 5, v0
    v_readfirstlane_b32 s18, v42
    s_and_b32 s50, s18, 3
    s_lshl_b32 s19, s2, 2
    s_add_u32 s19, s19, s50
    s_lshl_b32 s19, s19, 4
    s_lshr_b32 s50, s18, 2
    s_lshl_b32 s20, s3, 2
    s_add_u32 s20, s20, s50
    s_lshl_b32 s20, s20, 4
    s_waitcnt lgkmcnt(0)                                  // kernel arguments loaded
    v_mov_b32 v1, 0                       // acc[0] = 0.0
    v_mov_b32 v2, 0                       // acc[1] = 0.0
    v_mov_b32 v3, 0                       // acc[2] = 0.0
    v_mov_b32 v4, 0                       // acc[3] = 0.0
    v_mov_b32 v5, 0                       // acc[4] = 0.0
    v_mov_b32 v6, 0                       // acc[5] = 0.0
    v_mov_b32 v7, 0                       // acc[6] = 0.0
    v_mov_b32 v8, 0                       // acc[7] = 0.0

    // lane i = T%16: A row m0 + i at A + (m0+i)*lda*2 (row-major), B column n0 + i at
    // B + (n0+i)*ldb*2 (column-major); row < M and column < N guard every element, as in the seed
    v_and_b32 v42, 15, v0
    v_add_nc_u32 v43, s19, v42
    v_cmp_gt_i32 s24, s10, v43
    v_mad_u64_u32 v[34:35], null, v43, s13, 0
    v_lshlrev_b64 v[34:35], 1, v[34:35]
    v_add_co_u32 v34, vcc_lo, s4, v34
    v_add_co_ci_u32 v35, vcc_lo, s5, v35, vcc_lo
    v_add_nc_u32 v43, s20, v42
    v_cmp_gt_i32 s25, s11, v43
    v_mad_u64_u32 v[36:37], null, v43, s14, 0
    v_lshlrev_b64 v[36:37], 1, v[36:37]
    v_add_co_u32 v36, vcc_lo, s6, v36
    v_add_co_ci_u32 v37, vcc_lo, s7, v37, vcc_lo
    s_mov_b32 s42, 0
    s_mov_b32 s43, 0
    s_mov_b32 s44, 0
    s_mov_b32 s45, 0
    s_mov_b32 s46, 0
    s_mov_b32 s47, 0
    s_mov_b32 s48, 0
    s_mov_b32 s49, 0
    s_mov_b32 s21, 0
    s_mov_b64 s[22:23], 0                               // K step in bytes (A row / B column offset)
.Lh1_kloop:
    v_add_co_u32 v38, vcc_lo, v34, s22   // &A[m0+i][k0]
    v_add_co_ci_u32 v39, vcc_lo, s23, v35, vcc_lo
    // a_frag = {} (clang: SGPR zeros, dual moves)
    v_dual_mov_b32 v10, s43 :: v_dual_mov_b32 v9, s42
    v_dual_mov_b32 v12, s45 :: v_dual_mov_b32 v11, s44
    v_dual_mov_b32 v14, s47 :: v_dual_mov_b32 v13, s46
    v_dual_mov_b32 v16, s49 :: v_dual_mov_b32 v15, s48
    // A element k0+0: guard row < M and k0+0 < K (the K guard is kept for B)
    s_add_i32 s50, s21, 0
    s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
    s_cmp_lt_i32 s50, s12
    s_cselect_b32 s26, -1, 0
    s_and_b32 s51, s24, s26
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_a0
    // element 0 into a zeroed vector, waited for, then the vector copied (clang's code)
    v_mov_b32 v25, 0
    v_mov_b32 v26, 0
    v_mov_b32 v27, 0
    v_mov_b32 v28, 0
    v_mov_b32 v29, 0
    v_mov_b32 v30, 0
    v_mov_b32 v31, 0
    v_mov_b32 v32, 0
    global_load_d16_b16 v25, v[38:39], off
    s_waitcnt vmcnt(0)                                    // element 0 arrived
    v_dual_mov_b32 v10, v26 :: v_dual_mov_b32 v9, v25
    v_dual_mov_b32 v12, v28 :: v_dual_mov_b32 v11, v27
    v_dual_mov_b32 v14, v30 :: v_dual_mov_b32 v13, v29
    v_dual_mov_b32 v16, v32 :: v_dual_mov_b32 v15, v31
.Lh1_a0:
    s_or_b32 exec_lo, exec_lo, s52
    // A element k0+1: guard row < M and k0+1 < K (the K guard is kept for B)
    s_add_i32 s50, s21, 1
    s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
    s_cmp_lt_i32 s50, s12
    s_cselect_b32 s27, -1, 0
    s_and_b32 s51, s24, s27
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_a1
    global_load_d16_hi_b16 v9, v[38:39], off offset:2
.Lh1_a1:
    s_or_b32 exec_lo, exec_lo, s52
    // A element k0+2: guard row < M and k0+2 < K (the K guard is kept for B)
    s_add_i32 s50, s21, 2
    s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
    s_cmp_lt_i32 s50, s12
    s_cselect_b32 s28, -1, 0
    s_and_b32 s51, s24, s28
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_a2
    global_load_d16_b16 v10, v[38:39], off offset:4
.Lh1_a2:
    s_or_b32 exec_lo, exec_lo, s52
    // A element k0+3: guard row < M and k0+3 < K (the K guard is kept for B)
    s_add_i32 s50, s21, 3
    s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
    s_cmp_lt_i32 s50, s12
    s_cselect_b32 s29, -1, 0
    s_and_b32 s51, s24, s29
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_a3
    global_load_d16_hi_b16 v10, v[38:39], off offset:6
.Lh1_a3:
    s_or_b32 exec_lo, exec_lo, s52
    // A element k0+4: guard row < M and k0+4 < K (the K guard is kept for B)
    s_add_i32 s50, s21, 4
    s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
    s_cmp_lt_i32 s50, s12
    s_cselect_b32 s30, -1, 0
    s_and_b32 s51, s24, s30
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_a4
    global_load_d16_b16 v11, v[38:39], off offset:8
.Lh1_a4:
    s_or_b32 exec_lo, exec_lo, s52
    // A element k0+5: guard row < M and k0+5 < K (the K guard is kept for B)
    s_add_i32 s50, s21, 5
    s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
    s_cmp_lt_i32 s50, s12
    s_cselect_b32 s31, -1, 0
    s_and_b32 s51, s24, s31
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_a5
    global_load_d16_hi_b16 v11, v[38:39], off offset:10
.Lh1_a5:
    s_or_b32 exec_lo, exec_lo, s52
    // A element k0+6: guard row < M and k0+6 < K (the K guard is kept for B)
    s_add_i32 s50, s21, 6
    s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
    s_cmp_lt_i32 s50, s12
    s_cselect_b32 s32, -1, 0
    s_and_b32 s51, s24, s32
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_a6
    global_load_d16_b16 v12, v[38:39], off offset:12
.Lh1_a6:
    s_or_b32 exec_lo, exec_lo, s52
    // A element k0+7: guard row < M and k0+7 < K (the K guard is kept for B)
    s_add_i32 s50, s21, 7
    s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
    s_cmp_lt_i32 s50, s12
    s_cselect_b32 s33, -1, 0
    s_and_b32 s51, s24, s33
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_a7
    global_load_d16_hi_b16 v12, v[38:39], off offset:14
.Lh1_a7:
    s_or_b32 exec_lo, exec_lo, s52
    // A element k0+8: guard row < M and k0+8 < K (the K guard is kept for B)
    s_add_i32 s50, s21, 8
    s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
    s_cmp_lt_i32 s50, s12
    s_cselect_b32 s34, -1, 0
    s_and_b32 s51, s24, s34
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_a8
    global_load_d16_b16 v13, v[38:39], off offset:16
.Lh1_a8:
    s_or_b32 exec_lo, exec_lo, s52
    // A element k0+9: guard row < M and k0+9 < K (the K guard is kept for B)
    s_add_i32 s50, s21, 9
    s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
    s_cmp_lt_i32 s50, s12
    s_cselect_b32 s35, -1, 0
    s_and_b32 s51, s24, s35
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_a9
    global_load_d16_hi_b16 v13, v[38:39], off offset:18
.Lh1_a9:
    s_or_b32 exec_lo, exec_lo, s52
    // A element k0+10: guard row < M and k0+10 < K (the K guard is kept for B)
    s_add_i32 s50, s21, 10
    s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
    s_cmp_lt_i32 s50, s12
    s_cselect_b32 s36, -1, 0
    s_and_b32 s51, s24, s36
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_a10
    global_load_d16_b16 v14, v[38:39], off offset:20
.Lh1_a10:
    s_or_b32 exec_lo, exec_lo, s52
    // A element k0+11: guard row < M and k0+11 < K (the K guard is kept for B)
    s_add_i32 s50, s21, 11
    s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
    s_cmp_lt_i32 s50, s12
    s_cselect_b32 s37, -1, 0
    s_and_b32 s51, s24, s37
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_a11
    global_load_d16_hi_b16 v14, v[38:39], off offset:22
.Lh1_a11:
    s_or_b32 exec_lo, exec_lo, s52
    // A element k0+12: guard row < M and k0+12 < K (the K guard is kept for B)
    s_add_i32 s50, s21, 12
    s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
    s_cmp_lt_i32 s50, s12
    s_cselect_b32 s38, -1, 0
    s_and_b32 s51, s24, s38
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_a12
    global_load_d16_b16 v15, v[38:39], off offset:24
.Lh1_a12:
    s_or_b32 exec_lo, exec_lo, s52
    // A element k0+13: guard row < M and k0+13 < K (the K guard is kept for B)
    s_add_i32 s50, s21, 13
    s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
    s_cmp_lt_i32 s50, s12
    s_cselect_b32 s39, -1, 0
    s_and_b32 s51, s24, s39
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_a13
    global_load_d16_hi_b16 v15, v[38:39], off offset:26
.Lh1_a13:
    s_or_b32 exec_lo, exec_lo, s52
    // A element k0+14: guard row < M and k0+14 < K (the K guard is kept for B)
    s_add_i32 s50, s21, 14
    s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
    s_cmp_lt_i32 s50, s12
    s_cselect_b32 s40, -1, 0
    s_and_b32 s51, s24, s40
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_a14
    global_load_d16_b16 v16, v[38:39], off offset:28
.Lh1_a14:
    s_or_b32 exec_lo, exec_lo, s52
    // A element k0+15: guard row < M and k0+15 < K (the K guard is kept for B)
    s_add_i32 s50, s21, 15
    s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
    s_cmp_lt_i32 s50, s12
    s_cselect_b32 s41, -1, 0
    s_and_b32 s51, s24, s41
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_a15
    global_load_d16_hi_b16 v16, v[38:39], off offset:30
.Lh1_a15:
    s_or_b32 exec_lo, exec_lo, s52
    v_add_co_u32 v40, vcc_lo, v36, s22   // &B[k0][n0+i]
    v_add_co_ci_u32 v41, vcc_lo, s23, v37, vcc_lo
    // b_frag = {}
    v_dual_mov_b32 v18, s43 :: v_dual_mov_b32 v17, s42
    v_dual_mov_b32 v20, s45 :: v_dual_mov_b32 v19, s44
    v_dual_mov_b32 v22, s47 :: v_dual_mov_b32 v21, s46
    v_dual_mov_b32 v24, s49 :: v_dual_mov_b32 v23, s48
    s_branch .Lh1_bchain                             // the B loads sit out of line (clang's layout)
.Lh1_bdone:
    s_waitcnt vmcnt(0)                                    // all 32 elements arrived
    v_wmma_f32_16x16x16_f16 v[1:8], v[9:16], v[17:24], v[1:8]
    s_add_u32 s22, s22, 32         // next K step: 16 halves
    s_addc_u32 s23, s23, 0
    s_add_i32 s21, s21, 16                       // K step: 16 per iteration
    s_cmp_lt_u32 s21, s12
    s_cbranch_scc1 .Lh1_kloop
    s_branch .Lh1_epilogue
.Lh1_bchain:
    // B element k0+0: guard column < N and k0+0 < K
    s_and_b32 s51, s25, s26
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_b0
    v_mov_b32 v25, 0
    v_mov_b32 v26, 0
    v_mov_b32 v27, 0
    v_mov_b32 v28, 0
    v_mov_b32 v29, 0
    v_mov_b32 v30, 0
    v_mov_b32 v31, 0
    v_mov_b32 v32, 0
    global_load_d16_b16 v25, v[40:41], off
    s_waitcnt vmcnt(0)                                    // element 0 arrived
    v_dual_mov_b32 v18, v26 :: v_dual_mov_b32 v17, v25
    v_dual_mov_b32 v20, v28 :: v_dual_mov_b32 v19, v27
    v_dual_mov_b32 v22, v30 :: v_dual_mov_b32 v21, v29
    v_dual_mov_b32 v24, v32 :: v_dual_mov_b32 v23, v31
.Lh1_b0:
    s_or_b32 exec_lo, exec_lo, s52
    // B element k0+1: guard column < N and k0+1 < K
    s_and_b32 s51, s25, s27
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_b1
    global_load_d16_hi_b16 v17, v[40:41], off offset:2
.Lh1_b1:
    s_or_b32 exec_lo, exec_lo, s52
    // B element k0+2: guard column < N and k0+2 < K
    s_and_b32 s51, s25, s28
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_b2
    global_load_d16_b16 v18, v[40:41], off offset:4
.Lh1_b2:
    s_or_b32 exec_lo, exec_lo, s52
    // B element k0+3: guard column < N and k0+3 < K
    s_and_b32 s51, s25, s29
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_b3
    global_load_d16_hi_b16 v18, v[40:41], off offset:6
.Lh1_b3:
    s_or_b32 exec_lo, exec_lo, s52
    // B element k0+4: guard column < N and k0+4 < K
    s_and_b32 s51, s25, s30
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_b4
    global_load_d16_b16 v19, v[40:41], off offset:8
.Lh1_b4:
    s_or_b32 exec_lo, exec_lo, s52
    // B element k0+5: guard column < N and k0+5 < K
    s_and_b32 s51, s25, s31
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_b5
    global_load_d16_hi_b16 v19, v[40:41], off offset:10
.Lh1_b5:
    s_or_b32 exec_lo, exec_lo, s52
    // B element k0+6: guard column < N and k0+6 < K
    s_and_b32 s51, s25, s32
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_b6
    global_load_d16_b16 v20, v[40:41], off offset:12
.Lh1_b6:
    s_or_b32 exec_lo, exec_lo, s52
    // B element k0+7: guard column < N and k0+7 < K
    s_and_b32 s51, s25, s33
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_b7
    global_load_d16_hi_b16 v20, v[40:41], off offset:14
.Lh1_b7:
    s_or_b32 exec_lo, exec_lo, s52
    // B element k0+8: guard column < N and k0+8 < K
    s_and_b32 s51, s25, s34
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_b8
    global_load_d16_b16 v21, v[40:41], off offset:16
.Lh1_b8:
    s_or_b32 exec_lo, exec_lo, s52
    // B element k0+9: guard column < N and k0+9 < K
    s_and_b32 s51, s25, s35
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_b9
    global_load_d16_hi_b16 v21, v[40:41], off offset:18
.Lh1_b9:
    s_or_b32 exec_lo, exec_lo, s52
    // B element k0+10: guard column < N and k0+10 < K
    s_and_b32 s51, s25, s36
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_b10
    global_load_d16_b16 v22, v[40:41], off offset:20
.Lh1_b10:
    s_or_b32 exec_lo, exec_lo, s52
    // B element k0+11: guard column < N and k0+11 < K
    s_and_b32 s51, s25, s37
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_b11
    global_load_d16_hi_b16 v22, v[40:41], off offset:22
.Lh1_b11:
    s_or_b32 exec_lo, exec_lo, s52
    // B element k0+12: guard column < N and k0+12 < K
    s_and_b32 s51, s25, s38
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_b12
    global_load_d16_b16 v23, v[40:41], off offset:24
.Lh1_b12:
    s_or_b32 exec_lo, exec_lo, s52
    // B element k0+13: guard column < N and k0+13 < K
    s_and_b32 s51, s25, s39
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_b13
    global_load_d16_hi_b16 v23, v[40:41], off offset:26
.Lh1_b13:
    s_or_b32 exec_lo, exec_lo, s52
    // B element k0+14: guard column < N and k0+14 < K
    s_and_b32 s51, s25, s40
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_b14
    global_load_d16_b16 v24, v[40:41], off offset:28
.Lh1_b14:
    s_or_b32 exec_lo, exec_lo, s52
    // B element k0+15: guard column < N and k0+15 < K
    s_and_b32 s51, s25, s41
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s52, s51
    s_cbranch_execz .Lh1_b15
    global_load_d16_hi_b16 v24, v[40:41], off offset:30
.Lh1_b15:
    s_or_b32 exec_lo, exec_lo, s52
    s_branch .Lh1_bdone
.Lh1_epilogue:
    // lane l holds C[m0 + 2r + l/16][n0 + l%16] in acc[r]; c_offset = ((m0 + h)*ldc + n0 + i)*4
    v_bfe_u32 v42, v0, 4, 1
    v_add_nc_u32 v43, s19, v42
    v_mul_lo_u32 v43, v43, s15
    v_and_b32 v42, 15, v0
    v_add3_u32 v43, v43, s20, v42
    v_lshlrev_b32 v43, 2, v43
    s_lshl_b32 s56, s15, 3
    // alpha: acc *= alpha
    v_mul_f32 v1, s16, v1
    v_mul_f32 v2, s16, v2
    v_mul_f32 v3, s16, v3
    v_mul_f32 v4, s16, v4
    v_mul_f32 v5, s16, v5
    v_mul_f32 v6, s16, v6
    v_mul_f32 v7, s16, v7
    v_mul_f32 v8, s16, v8
    s_and_b32 s50, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s50, 0
    s_mov_b64 s[54:55], s[8:9]
    s_cbranch_scc1 .Lh1_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v44, v43, s[54:55]
    s_add_u32 s54, s54, s56
    s_addc_u32 s55, s55, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v1, s17, v44
    global_load_b32 v44, v43, s[54:55]
    s_add_u32 s54, s54, s56
    s_addc_u32 s55, s55, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v2, s17, v44
    global_load_b32 v44, v43, s[54:55]
    s_add_u32 s54, s54, s56
    s_addc_u32 s55, s55, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v3, s17, v44
    global_load_b32 v44, v43, s[54:55]
    s_add_u32 s54, s54, s56
    s_addc_u32 s55, s55, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v4, s17, v44
    global_load_b32 v44, v43, s[54:55]
    s_add_u32 s54, s54, s56
    s_addc_u32 s55, s55, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v5, s17, v44
    global_load_b32 v44, v43, s[54:55]
    s_add_u32 s54, s54, s56
    s_addc_u32 s55, s55, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v6, s17, v44
    global_load_b32 v44, v43, s[54:55]
    s_add_u32 s54, s54, s56
    s_addc_u32 s55, s55, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v7, s17, v44
    global_load_b32 v44, v43, s[54:55]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v8, s17, v44
    s_mov_b64 s[54:55], s[8:9]
.Lh1_store:
    global_store_b32 v43, v1, s[54:55]
    s_add_u32 s54, s54, s56
    s_addc_u32 s55, s55, 0
    global_store_b32 v43, v2, s[54:55]
    s_add_u32 s54, s54, s56
    s_addc_u32 s55, s55, 0
    global_store_b32 v43, v3, s[54:55]
    s_add_u32 s54, s54, s56
    s_addc_u32 s55, s55, 0
    global_store_b32 v43, v4, s[54:55]
    s_add_u32 s54, s54, s56
    s_addc_u32 s55, s55, 0
    global_store_b32 v43, v5, s[54:55]
    s_add_u32 s54, s54, s56
    s_addc_u32 s55, s55, 0
    global_store_b32 v43, v6, s[54:55]
    s_add_u32 s54, s54, s56
    s_addc_u32 s55, s55, 0
    global_store_b32 v43, v7, s[54:55]
    s_add_u32 s54, s54, s56
    s_addc_u32 s55, s55, 0
    global_store_b32 v43, v8, s[54:55]

    s_endpgm
.Lh1_end:
.size h1, .Lh1_end-h1

// register plan (45 VGPRs, 57 SGPRs, VCC, 0 bytes LDS)
//         s[0:1]  kernarg_ptr
//             s2  wg_id_x
//             s3  wg_id_y
//        s[4:17]  kargs
//            s18  wave
//            s19  m0_row
//            s20  n0_col
//            s21  k0
//       s[22:23]  k_bytes
//            s24  a_row_in_range
//            s25  b_col_in_range
//       s[26:41]  k_guard
//       s[42:49]  zero
//            s50  tmp1
//            s51  tmp2
//            s52  exec_save
//       s[54:55]  c_ptr
//            s56  c_two_rows_bytes
//             v0  workitem_id
//         v[1:8]  acc
//        v[9:16]  a_frag
//       v[17:24]  b_frag
//       v[25:32]  elem0_vector
//       v[34:35]  a_row_addr
//       v[36:37]  b_col_addr
//       v[38:39]  a_step_addr
//       v[40:41]  b_step_addr
//            v42  vtmp
//            v43  c_offset
//            v44  c_old

.rodata
.p2align 6
.amdhsa_kernel h1
    .amdhsa_group_segment_fixed_size 0
    .amdhsa_private_segment_fixed_size 0
    .amdhsa_kernarg_size 56
    .amdhsa_user_sgpr_count 2
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 1
    .amdhsa_system_sgpr_workgroup_id_z 0
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 45
    .amdhsa_next_free_sgpr 57
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
  - .name: h1
    .symbol: h1.kd
    .kernarg_segment_size: 56
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 59
    .vgpr_count: 45
    .max_flat_workgroup_size: 512
    .reqd_workgroup_size: [ 512, 1, 1 ]
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

