
// ---------------------------------------------------------------------------------------------
// s3: SGEMM, seed 001 kernel 3: 128x128 block, BK 8, 256 threads with an 8x8 thread tile, A transposed in LDS, VOPD dual FMAs
// Rendered from templates/s3_register_tiling.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl s3
.p2align 8
.type s3,@function
s3:

    // prologue: load all 14 argument dwords into s[4:17] (offsets from the metadata below)
    s_load_b256 s[4:11], s[0:1], 0x0
    s_load_b128 s[12:15], s[0:1], 0x20
    s_load_b64 s[16:17], s[0:1], 0x30

    // setup (scratch v81..v85, the staging registers, not loaded yet)
    s_lshl_b32 s18, s3, 7                     // m0 = 128 * wg_y
    s_lshl_b32 s19, s2, 7                     // n0 = 128 * wg_x
    v_and_b32 v81, 7, v0                        // t % 8: A column loaded, lx
    v_lshrrev_b32 v82, 3, v0                    // t / 8: A row loaded
    // LDS write addresses: As[t%8][t/8] and Bs[t/128][t%128] = bs_base + 4t
    v_mul_u32_u24 v97, 512, v81
    v_lshl_add_u32 v97, v82, 2, v97
    v_lshl_add_u32 v98, v0, 2, 4096
    // LDS read addresses and C offset: ly = (t/8)%4, w = t/32
    v_and_b32 v83, 3, v82                           // ly
    v_lshrrev_b32 v84, 2, v82                       // w
    v_and_b32 v85, 1, v84         // wn
    v_lshrrev_b32 v84, 1, v84    // wm
    v_mul_u32_u24 v84, 32, v84          // wm * wave_m
    v_mul_u32_u24 v85, 64, v85          // wn * wave_n
    v_lshl_add_u32 v85, v81, 2, v85            // colt = wn * wave_n + 4 * lx
    v_lshl_add_u32 v84, v83, 2, v84            // rowt = wm * wave_m + 4 * ly
    v_lshlrev_b32 v99, 2, v84                   // As[.][rowt]
    v_lshl_add_u32 v100, v85, 2, 4096  // Bs[.][colt]
    s_waitcnt lgkmcnt(0)                                      // kernel arguments loaded
    // coff = ((m0 + rowt) * ldc + n0 + colt) * 4
    v_add_nc_u32 v101, s18, v84
    v_mul_lo_u32 v101, v101, s15
    v_add3_u32 v101, v101, s19, v85
    v_lshlrev_b32 v101, 2, v101
    // a_g = (m0 + t/8) * lda + t%8: A[m0 + t/8][t%8]
    v_add_nc_u32 v95, s18, v82
    v_mul_lo_u32 v95, v95, s13
    v_add_nc_u32 v95, v95, v81
    // b_g = (t/128) * ldb + n0 + t%128: B[t/128][n0 + t%128]
    v_lshrrev_b32 v83, 7, v0
    v_and_b32 v81, 0x7f, v0
    v_mul_lo_u32 v96, v83, s14
    v_add3_u32 v96, v96, s19, v81
    // C row steps of the epilogue: crow = ldc * 4 bytes, cjump = 13 rows (row 3 -> row 16)
    s_lshl_b32 s28, s15, 2
    s_mul_i32 s29, s15, 52

    s_mul_i32 s20, s13, 32    // A rows between two loads of a thread
    s_mul_i32 s21, s14, 2    // B rows between two loads of a thread
    s_lshl_b32 s22, s14, 3                   // 8 B rows: one tile

    v_mov_b32 v1, 0                       // acc[0] = 0.0
    v_mov_b32 v2, 0                       // acc[1] = 0.0
    v_mov_b32 v3, 0                       // acc[2] = 0.0
    v_mov_b32 v4, 0                       // acc[3] = 0.0
    v_mov_b32 v5, 0                       // acc[4] = 0.0
    v_mov_b32 v6, 0                       // acc[5] = 0.0
    v_mov_b32 v7, 0                       // acc[6] = 0.0
    v_mov_b32 v8, 0                       // acc[7] = 0.0
    v_mov_b32 v9, 0                       // acc[8] = 0.0
    v_mov_b32 v10, 0                       // acc[9] = 0.0
    v_mov_b32 v11, 0                       // acc[10] = 0.0
    v_mov_b32 v12, 0                       // acc[11] = 0.0
    v_mov_b32 v13, 0                       // acc[12] = 0.0
    v_mov_b32 v14, 0                       // acc[13] = 0.0
    v_mov_b32 v15, 0                       // acc[14] = 0.0
    v_mov_b32 v16, 0                       // acc[15] = 0.0
    v_mov_b32 v17, 0                       // acc[16] = 0.0
    v_mov_b32 v18, 0                       // acc[17] = 0.0
    v_mov_b32 v19, 0                       // acc[18] = 0.0
    v_mov_b32 v20, 0                       // acc[19] = 0.0
    v_mov_b32 v21, 0                       // acc[20] = 0.0
    v_mov_b32 v22, 0                       // acc[21] = 0.0
    v_mov_b32 v23, 0                       // acc[22] = 0.0
    v_mov_b32 v24, 0                       // acc[23] = 0.0
    v_mov_b32 v25, 0                       // acc[24] = 0.0
    v_mov_b32 v26, 0                       // acc[25] = 0.0
    v_mov_b32 v27, 0                       // acc[26] = 0.0
    v_mov_b32 v28, 0                       // acc[27] = 0.0
    v_mov_b32 v29, 0                       // acc[28] = 0.0
    v_mov_b32 v30, 0                       // acc[29] = 0.0
    v_mov_b32 v31, 0                       // acc[30] = 0.0
    v_mov_b32 v32, 0                       // acc[31] = 0.0
    v_mov_b32 v33, 0                       // acc[32] = 0.0
    v_mov_b32 v34, 0                       // acc[33] = 0.0
    v_mov_b32 v35, 0                       // acc[34] = 0.0
    v_mov_b32 v36, 0                       // acc[35] = 0.0
    v_mov_b32 v37, 0                       // acc[36] = 0.0
    v_mov_b32 v38, 0                       // acc[37] = 0.0
    v_mov_b32 v39, 0                       // acc[38] = 0.0
    v_mov_b32 v40, 0                       // acc[39] = 0.0
    v_mov_b32 v41, 0                       // acc[40] = 0.0
    v_mov_b32 v42, 0                       // acc[41] = 0.0
    v_mov_b32 v43, 0                       // acc[42] = 0.0
    v_mov_b32 v44, 0                       // acc[43] = 0.0
    v_mov_b32 v45, 0                       // acc[44] = 0.0
    v_mov_b32 v46, 0                       // acc[45] = 0.0
    v_mov_b32 v47, 0                       // acc[46] = 0.0
    v_mov_b32 v48, 0                       // acc[47] = 0.0
    v_mov_b32 v49, 0                       // acc[48] = 0.0
    v_mov_b32 v50, 0                       // acc[49] = 0.0
    v_mov_b32 v51, 0                       // acc[50] = 0.0
    v_mov_b32 v52, 0                       // acc[51] = 0.0
    v_mov_b32 v53, 0                       // acc[52] = 0.0
    v_mov_b32 v54, 0                       // acc[53] = 0.0
    v_mov_b32 v55, 0                       // acc[54] = 0.0
    v_mov_b32 v56, 0                       // acc[55] = 0.0
    v_mov_b32 v57, 0                       // acc[56] = 0.0
    v_mov_b32 v58, 0                       // acc[57] = 0.0
    v_mov_b32 v59, 0                       // acc[58] = 0.0
    v_mov_b32 v60, 0                       // acc[59] = 0.0
    v_mov_b32 v61, 0                       // acc[60] = 0.0
    v_mov_b32 v62, 0                       // acc[61] = 0.0
    v_mov_b32 v63, 0                       // acc[62] = 0.0
    v_mov_b32 v64, 0                       // acc[63] = 0.0

    s_mov_b32 s23, s12
.Ls3_tile:
    // global -> stage: 4 A elements (rows 32 apart), 4 B elements (rows 2 apart)
    v_mov_b32 v89, v95
    v_ashrrev_i32 v90, 31, v89
    v_lshlrev_b64 v[90:91], 2, v[89:90]
    v_add_co_u32 v90, vcc_lo, s4, v90
    v_add_co_ci_u32 v91, vcc_lo, s5, v91, vcc_lo
    global_load_b32 v81, v[90:91], off
    v_add_nc_u32 v92, s20, v89
    v_ashrrev_i32 v93, 31, v92
    v_lshlrev_b64 v[93:94], 2, v[92:93]
    v_add_co_u32 v93, vcc_lo, s4, v93
    v_add_co_ci_u32 v94, vcc_lo, s5, v94, vcc_lo
    global_load_b32 v82, v[93:94], off
    v_add_nc_u32 v89, s20, v92
    v_ashrrev_i32 v90, 31, v89
    v_lshlrev_b64 v[90:91], 2, v[89:90]
    v_add_co_u32 v90, vcc_lo, s4, v90
    v_add_co_ci_u32 v91, vcc_lo, s5, v91, vcc_lo
    global_load_b32 v83, v[90:91], off
    v_add_nc_u32 v92, s20, v89
    v_ashrrev_i32 v93, 31, v92
    v_lshlrev_b64 v[93:94], 2, v[92:93]
    v_add_co_u32 v93, vcc_lo, s4, v93
    v_add_co_ci_u32 v94, vcc_lo, s5, v94, vcc_lo
    global_load_b32 v84, v[93:94], off

    v_mov_b32 v89, v96
    v_ashrrev_i32 v90, 31, v89
    v_lshlrev_b64 v[90:91], 2, v[89:90]
    v_add_co_u32 v90, vcc_lo, s6, v90
    v_add_co_ci_u32 v91, vcc_lo, s7, v91, vcc_lo
    global_load_b32 v85, v[90:91], off
    v_add_nc_u32 v92, s21, v89
    v_ashrrev_i32 v93, 31, v92
    v_lshlrev_b64 v[93:94], 2, v[92:93]
    v_add_co_u32 v93, vcc_lo, s6, v93
    v_add_co_ci_u32 v94, vcc_lo, s7, v94, vcc_lo
    global_load_b32 v86, v[93:94], off
    v_add_nc_u32 v89, s21, v92
    v_ashrrev_i32 v90, 31, v89
    v_lshlrev_b64 v[90:91], 2, v[89:90]
    v_add_co_u32 v90, vcc_lo, s6, v90
    v_add_co_ci_u32 v91, vcc_lo, s7, v91, vcc_lo
    global_load_b32 v87, v[90:91], off
    v_add_nc_u32 v92, s21, v89
    v_ashrrev_i32 v93, 31, v92
    v_lshlrev_b64 v[93:94], 2, v[92:93]
    v_add_co_u32 v93, vcc_lo, s6, v93
    v_add_co_ci_u32 v94, vcc_lo, s7, v94, vcc_lo
    global_load_b32 v88, v[93:94], off

    s_waitcnt vmcnt(0)                                    // tile in stage
    ds_store_b32 v97, v81
    ds_store_b32 v97, v82 offset:128
    ds_store_b32 v97, v83 offset:256
    ds_store_b32 v97, v84 offset:384
    ds_store_b32 v98, v85
    ds_store_b32 v98, v86 offset:1024
    ds_store_b32 v98, v87 offset:2048
    ds_store_b32 v98, v88 offset:3072

    s_waitcnt lgkmcnt(0)                                  // tile written to LDS
    s_barrier                                             // ... by every wave
    // 8 K steps on the LDS tile: operands of step kk from As[kk] / Bs[kk], addresses move a row
    s_mov_b32 s24, 8
.Ls3_kstep:
    ds_load_b128 v[65:68], v99
    ds_load_b128 v[69:72], v99 offset:64
    ds_load_b128 v[73:76], v100
    ds_load_b128 v[77:80], v100 offset:128

    s_waitcnt lgkmcnt(0)                                  // A and B values of this K step
    v_dual_fmac_f32 v1, v65, v73 :: v_dual_fmac_f32 v10, v66, v74
    v_dual_fmac_f32 v2, v65, v74 :: v_dual_fmac_f32 v9, v66, v73
    v_dual_fmac_f32 v3, v65, v75 :: v_dual_fmac_f32 v12, v66, v76
    v_dual_fmac_f32 v4, v65, v76 :: v_dual_fmac_f32 v11, v66, v75
    v_dual_fmac_f32 v5, v65, v77 :: v_dual_fmac_f32 v14, v66, v78
    v_dual_fmac_f32 v6, v65, v78 :: v_dual_fmac_f32 v13, v66, v77
    v_dual_fmac_f32 v7, v65, v79 :: v_dual_fmac_f32 v16, v66, v80
    v_dual_fmac_f32 v8, v65, v80 :: v_dual_fmac_f32 v15, v66, v79
    v_dual_fmac_f32 v17, v67, v73 :: v_dual_fmac_f32 v26, v68, v74
    v_dual_fmac_f32 v18, v67, v74 :: v_dual_fmac_f32 v25, v68, v73
    v_dual_fmac_f32 v19, v67, v75 :: v_dual_fmac_f32 v28, v68, v76
    v_dual_fmac_f32 v20, v67, v76 :: v_dual_fmac_f32 v27, v68, v75
    v_dual_fmac_f32 v21, v67, v77 :: v_dual_fmac_f32 v30, v68, v78
    v_dual_fmac_f32 v22, v67, v78 :: v_dual_fmac_f32 v29, v68, v77
    v_dual_fmac_f32 v23, v67, v79 :: v_dual_fmac_f32 v32, v68, v80
    v_dual_fmac_f32 v24, v67, v80 :: v_dual_fmac_f32 v31, v68, v79
    v_dual_fmac_f32 v33, v69, v73 :: v_dual_fmac_f32 v42, v70, v74
    v_dual_fmac_f32 v34, v69, v74 :: v_dual_fmac_f32 v41, v70, v73
    v_dual_fmac_f32 v35, v69, v75 :: v_dual_fmac_f32 v44, v70, v76
    v_dual_fmac_f32 v36, v69, v76 :: v_dual_fmac_f32 v43, v70, v75
    v_dual_fmac_f32 v37, v69, v77 :: v_dual_fmac_f32 v46, v70, v78
    v_dual_fmac_f32 v38, v69, v78 :: v_dual_fmac_f32 v45, v70, v77
    v_dual_fmac_f32 v39, v69, v79 :: v_dual_fmac_f32 v48, v70, v80
    v_dual_fmac_f32 v40, v69, v80 :: v_dual_fmac_f32 v47, v70, v79
    v_dual_fmac_f32 v49, v71, v73 :: v_dual_fmac_f32 v58, v72, v74
    v_dual_fmac_f32 v50, v71, v74 :: v_dual_fmac_f32 v57, v72, v73
    v_dual_fmac_f32 v51, v71, v75 :: v_dual_fmac_f32 v60, v72, v76
    v_dual_fmac_f32 v52, v71, v76 :: v_dual_fmac_f32 v59, v72, v75
    v_dual_fmac_f32 v53, v71, v77 :: v_dual_fmac_f32 v62, v72, v78
    v_dual_fmac_f32 v54, v71, v78 :: v_dual_fmac_f32 v61, v72, v77
    v_dual_fmac_f32 v55, v71, v79 :: v_dual_fmac_f32 v64, v72, v80
    v_dual_fmac_f32 v56, v71, v80 :: v_dual_fmac_f32 v63, v72, v79

    v_add_nc_u32 v99, 512, v99
    v_add_nc_u32 v100, 512, v100
    s_sub_u32 s24, s24, 1
    s_cmp_lg_u32 s24, 0
    s_cbranch_scc1 .Ls3_kstep
    v_subrev_nc_u32 v99, 4096, v99   // back to As[0]
    v_subrev_nc_u32 v100, 4096, v100   // back to Bs[0]
    s_barrier                                             // every wave done reading the LDS tile
    v_add_nc_u32 v95, 8, v95               // next tile: 8 columns of A
    v_add_nc_u32 v96, s22, v96  // ... 8 rows of B
    s_sub_u32 s23, s23, 8              // K step: 8 per tile
    s_cmp_lg_u32 s23, 0
    s_cbranch_scc1 .Ls3_tile
    // epilogue: C = alpha * acc + beta * C (st = stage, old = the A operands)
    s_and_b32 s30, s17, 0x7fffffff    // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s30, 0
    s_mov_b64 s[26:27], s[8:9]
    s_cbranch_scc1 .Ls3_beta0                      // beta == 0: C is never read
    // row 0 of the thread's rows
    global_load_b128 v[65:68], v101, s[26:27]
    global_load_b128 v[69:72], v101, s[26:27] offset:128
    v_mul_f32 v81, s16, v1
    v_mul_f32 v82, s16, v2
    v_mul_f32 v83, s16, v3
    v_mul_f32 v84, s16, v4
    v_mul_f32 v85, s16, v5
    v_mul_f32 v86, s16, v6
    v_mul_f32 v87, s16, v7
    v_mul_f32 v88, s16, v8
    s_waitcnt vmcnt(0)                                    // C_old of this row arrived
    v_fmac_f32 v81, s17, v65
    v_fmac_f32 v82, s17, v66
    v_fmac_f32 v83, s17, v67
    v_fmac_f32 v84, s17, v68
    v_fmac_f32 v85, s17, v69
    v_fmac_f32 v86, s17, v70
    v_fmac_f32 v87, s17, v71
    v_fmac_f32 v88, s17, v72
    global_store_b128 v101, v[81:84], s[26:27]
    global_store_b128 v101, v[85:88], s[26:27] offset:128
    s_add_u32 s26, s26, s28
    s_addc_u32 s27, s27, 0
    // row 1 of the thread's rows
    global_load_b128 v[65:68], v101, s[26:27]
    global_load_b128 v[69:72], v101, s[26:27] offset:128
    v_mul_f32 v81, s16, v9
    v_mul_f32 v82, s16, v10
    v_mul_f32 v83, s16, v11
    v_mul_f32 v84, s16, v12
    v_mul_f32 v85, s16, v13
    v_mul_f32 v86, s16, v14
    v_mul_f32 v87, s16, v15
    v_mul_f32 v88, s16, v16
    s_waitcnt vmcnt(0)                                    // C_old of this row arrived
    v_fmac_f32 v81, s17, v65
    v_fmac_f32 v82, s17, v66
    v_fmac_f32 v83, s17, v67
    v_fmac_f32 v84, s17, v68
    v_fmac_f32 v85, s17, v69
    v_fmac_f32 v86, s17, v70
    v_fmac_f32 v87, s17, v71
    v_fmac_f32 v88, s17, v72
    global_store_b128 v101, v[81:84], s[26:27]
    global_store_b128 v101, v[85:88], s[26:27] offset:128
    s_add_u32 s26, s26, s28
    s_addc_u32 s27, s27, 0
    // row 2 of the thread's rows
    global_load_b128 v[65:68], v101, s[26:27]
    global_load_b128 v[69:72], v101, s[26:27] offset:128
    v_mul_f32 v81, s16, v17
    v_mul_f32 v82, s16, v18
    v_mul_f32 v83, s16, v19
    v_mul_f32 v84, s16, v20
    v_mul_f32 v85, s16, v21
    v_mul_f32 v86, s16, v22
    v_mul_f32 v87, s16, v23
    v_mul_f32 v88, s16, v24
    s_waitcnt vmcnt(0)                                    // C_old of this row arrived
    v_fmac_f32 v81, s17, v65
    v_fmac_f32 v82, s17, v66
    v_fmac_f32 v83, s17, v67
    v_fmac_f32 v84, s17, v68
    v_fmac_f32 v85, s17, v69
    v_fmac_f32 v86, s17, v70
    v_fmac_f32 v87, s17, v71
    v_fmac_f32 v88, s17, v72
    global_store_b128 v101, v[81:84], s[26:27]
    global_store_b128 v101, v[85:88], s[26:27] offset:128
    s_add_u32 s26, s26, s28
    s_addc_u32 s27, s27, 0
    // row 3 of the thread's rows
    global_load_b128 v[65:68], v101, s[26:27]
    global_load_b128 v[69:72], v101, s[26:27] offset:128
    v_mul_f32 v81, s16, v25
    v_mul_f32 v82, s16, v26
    v_mul_f32 v83, s16, v27
    v_mul_f32 v84, s16, v28
    v_mul_f32 v85, s16, v29
    v_mul_f32 v86, s16, v30
    v_mul_f32 v87, s16, v31
    v_mul_f32 v88, s16, v32
    s_waitcnt vmcnt(0)                                    // C_old of this row arrived
    v_fmac_f32 v81, s17, v65
    v_fmac_f32 v82, s17, v66
    v_fmac_f32 v83, s17, v67
    v_fmac_f32 v84, s17, v68
    v_fmac_f32 v85, s17, v69
    v_fmac_f32 v86, s17, v70
    v_fmac_f32 v87, s17, v71
    v_fmac_f32 v88, s17, v72
    global_store_b128 v101, v[81:84], s[26:27]
    global_store_b128 v101, v[85:88], s[26:27] offset:128
    s_add_u32 s26, s26, s29
    s_addc_u32 s27, s27, 0
    // row 16 of the thread's rows
    global_load_b128 v[65:68], v101, s[26:27]
    global_load_b128 v[69:72], v101, s[26:27] offset:128
    v_mul_f32 v81, s16, v33
    v_mul_f32 v82, s16, v34
    v_mul_f32 v83, s16, v35
    v_mul_f32 v84, s16, v36
    v_mul_f32 v85, s16, v37
    v_mul_f32 v86, s16, v38
    v_mul_f32 v87, s16, v39
    v_mul_f32 v88, s16, v40
    s_waitcnt vmcnt(0)                                    // C_old of this row arrived
    v_fmac_f32 v81, s17, v65
    v_fmac_f32 v82, s17, v66
    v_fmac_f32 v83, s17, v67
    v_fmac_f32 v84, s17, v68
    v_fmac_f32 v85, s17, v69
    v_fmac_f32 v86, s17, v70
    v_fmac_f32 v87, s17, v71
    v_fmac_f32 v88, s17, v72
    global_store_b128 v101, v[81:84], s[26:27]
    global_store_b128 v101, v[85:88], s[26:27] offset:128
    s_add_u32 s26, s26, s28
    s_addc_u32 s27, s27, 0
    // row 17 of the thread's rows
    global_load_b128 v[65:68], v101, s[26:27]
    global_load_b128 v[69:72], v101, s[26:27] offset:128
    v_mul_f32 v81, s16, v41
    v_mul_f32 v82, s16, v42
    v_mul_f32 v83, s16, v43
    v_mul_f32 v84, s16, v44
    v_mul_f32 v85, s16, v45
    v_mul_f32 v86, s16, v46
    v_mul_f32 v87, s16, v47
    v_mul_f32 v88, s16, v48
    s_waitcnt vmcnt(0)                                    // C_old of this row arrived
    v_fmac_f32 v81, s17, v65
    v_fmac_f32 v82, s17, v66
    v_fmac_f32 v83, s17, v67
    v_fmac_f32 v84, s17, v68
    v_fmac_f32 v85, s17, v69
    v_fmac_f32 v86, s17, v70
    v_fmac_f32 v87, s17, v71
    v_fmac_f32 v88, s17, v72
    global_store_b128 v101, v[81:84], s[26:27]
    global_store_b128 v101, v[85:88], s[26:27] offset:128
    s_add_u32 s26, s26, s28
    s_addc_u32 s27, s27, 0
    // row 18 of the thread's rows
    global_load_b128 v[65:68], v101, s[26:27]
    global_load_b128 v[69:72], v101, s[26:27] offset:128
    v_mul_f32 v81, s16, v49
    v_mul_f32 v82, s16, v50
    v_mul_f32 v83, s16, v51
    v_mul_f32 v84, s16, v52
    v_mul_f32 v85, s16, v53
    v_mul_f32 v86, s16, v54
    v_mul_f32 v87, s16, v55
    v_mul_f32 v88, s16, v56
    s_waitcnt vmcnt(0)                                    // C_old of this row arrived
    v_fmac_f32 v81, s17, v65
    v_fmac_f32 v82, s17, v66
    v_fmac_f32 v83, s17, v67
    v_fmac_f32 v84, s17, v68
    v_fmac_f32 v85, s17, v69
    v_fmac_f32 v86, s17, v70
    v_fmac_f32 v87, s17, v71
    v_fmac_f32 v88, s17, v72
    global_store_b128 v101, v[81:84], s[26:27]
    global_store_b128 v101, v[85:88], s[26:27] offset:128
    s_add_u32 s26, s26, s28
    s_addc_u32 s27, s27, 0
    // row 19 of the thread's rows
    global_load_b128 v[65:68], v101, s[26:27]
    global_load_b128 v[69:72], v101, s[26:27] offset:128
    v_mul_f32 v81, s16, v57
    v_mul_f32 v82, s16, v58
    v_mul_f32 v83, s16, v59
    v_mul_f32 v84, s16, v60
    v_mul_f32 v85, s16, v61
    v_mul_f32 v86, s16, v62
    v_mul_f32 v87, s16, v63
    v_mul_f32 v88, s16, v64
    s_waitcnt vmcnt(0)                                    // C_old of this row arrived
    v_fmac_f32 v81, s17, v65
    v_fmac_f32 v82, s17, v66
    v_fmac_f32 v83, s17, v67
    v_fmac_f32 v84, s17, v68
    v_fmac_f32 v85, s17, v69
    v_fmac_f32 v86, s17, v70
    v_fmac_f32 v87, s17, v71
    v_fmac_f32 v88, s17, v72
    global_store_b128 v101, v[81:84], s[26:27]
    global_store_b128 v101, v[85:88], s[26:27] offset:128
    s_branch .Ls3_done
.Ls3_beta0:
    // row 0 of the thread's rows
    v_mul_f32 v81, s16, v1
    v_mul_f32 v82, s16, v2
    v_mul_f32 v83, s16, v3
    v_mul_f32 v84, s16, v4
    v_mul_f32 v85, s16, v5
    v_mul_f32 v86, s16, v6
    v_mul_f32 v87, s16, v7
    v_mul_f32 v88, s16, v8
    global_store_b128 v101, v[81:84], s[26:27]
    global_store_b128 v101, v[85:88], s[26:27] offset:128
    s_add_u32 s26, s26, s28
    s_addc_u32 s27, s27, 0
    // row 1 of the thread's rows
    v_mul_f32 v81, s16, v9
    v_mul_f32 v82, s16, v10
    v_mul_f32 v83, s16, v11
    v_mul_f32 v84, s16, v12
    v_mul_f32 v85, s16, v13
    v_mul_f32 v86, s16, v14
    v_mul_f32 v87, s16, v15
    v_mul_f32 v88, s16, v16
    global_store_b128 v101, v[81:84], s[26:27]
    global_store_b128 v101, v[85:88], s[26:27] offset:128
    s_add_u32 s26, s26, s28
    s_addc_u32 s27, s27, 0
    // row 2 of the thread's rows
    v_mul_f32 v81, s16, v17
    v_mul_f32 v82, s16, v18
    v_mul_f32 v83, s16, v19
    v_mul_f32 v84, s16, v20
    v_mul_f32 v85, s16, v21
    v_mul_f32 v86, s16, v22
    v_mul_f32 v87, s16, v23
    v_mul_f32 v88, s16, v24
    global_store_b128 v101, v[81:84], s[26:27]
    global_store_b128 v101, v[85:88], s[26:27] offset:128
    s_add_u32 s26, s26, s28
    s_addc_u32 s27, s27, 0
    // row 3 of the thread's rows
    v_mul_f32 v81, s16, v25
    v_mul_f32 v82, s16, v26
    v_mul_f32 v83, s16, v27
    v_mul_f32 v84, s16, v28
    v_mul_f32 v85, s16, v29
    v_mul_f32 v86, s16, v30
    v_mul_f32 v87, s16, v31
    v_mul_f32 v88, s16, v32
    global_store_b128 v101, v[81:84], s[26:27]
    global_store_b128 v101, v[85:88], s[26:27] offset:128
    s_add_u32 s26, s26, s29
    s_addc_u32 s27, s27, 0
    // row 16 of the thread's rows
    v_mul_f32 v81, s16, v33
    v_mul_f32 v82, s16, v34
    v_mul_f32 v83, s16, v35
    v_mul_f32 v84, s16, v36
    v_mul_f32 v85, s16, v37
    v_mul_f32 v86, s16, v38
    v_mul_f32 v87, s16, v39
    v_mul_f32 v88, s16, v40
    global_store_b128 v101, v[81:84], s[26:27]
    global_store_b128 v101, v[85:88], s[26:27] offset:128
    s_add_u32 s26, s26, s28
    s_addc_u32 s27, s27, 0
    // row 17 of the thread's rows
    v_mul_f32 v81, s16, v41
    v_mul_f32 v82, s16, v42
    v_mul_f32 v83, s16, v43
    v_mul_f32 v84, s16, v44
    v_mul_f32 v85, s16, v45
    v_mul_f32 v86, s16, v46
    v_mul_f32 v87, s16, v47
    v_mul_f32 v88, s16, v48
    global_store_b128 v101, v[81:84], s[26:27]
    global_store_b128 v101, v[85:88], s[26:27] offset:128
    s_add_u32 s26, s26, s28
    s_addc_u32 s27, s27, 0
    // row 18 of the thread's rows
    v_mul_f32 v81, s16, v49
    v_mul_f32 v82, s16, v50
    v_mul_f32 v83, s16, v51
    v_mul_f32 v84, s16, v52
    v_mul_f32 v85, s16, v53
    v_mul_f32 v86, s16, v54
    v_mul_f32 v87, s16, v55
    v_mul_f32 v88, s16, v56
    global_store_b128 v101, v[81:84], s[26:27]
    global_store_b128 v101, v[85:88], s[26:27] offset:128
    s_add_u32 s26, s26, s28
    s_addc_u32 s27, s27, 0
    // row 19 of the thread's rows
    v_mul_f32 v81, s16, v57
    v_mul_f32 v82, s16, v58
    v_mul_f32 v83, s16, v59
    v_mul_f32 v84, s16, v60
    v_mul_f32 v85, s16, v61
    v_mul_f32 v86, s16, v62
    v_mul_f32 v87, s16, v63
    v_mul_f32 v88, s16, v64
    global_store_b128 v101, v[81:84], s[26:27]
    global_store_b128 v101, v[85:88], s[26:27] offset:128
.Ls3_done:
    s_endpgm
.Ls3_end:
.size s3, .Ls3_end-s3

// register plan (102 VGPRs, 31 SGPRs, VCC, 8192 bytes LDS)
//         s[0:1]  kernarg_ptr
//             s2  wg_id_x
//             s3  wg_id_y
//        s[4:17]  kargs
//            s18  m0_row
//            s19  n0_col
//            s20  a_load_step
//            s21  b_load_step
//            s22  b_tile_step
//            s23  k_left
//            s24  k_step_left
//       s[26:27]  c_ptr
//            s28  c_row_bytes
//            s29  c_jump_bytes
//            s30  tmp
//             v0  tid
//        v[1:64]  acc
//       v[65:80]  ab
//       v[81:88]  stage
//       v[89:94]  addr_win
//            v95  a_index
//            v96  b_index
//            v97  lds_a_write
//            v98  lds_b_write
//            v99  lds_a_read
//           v100  lds_b_read
//           v101  c_offset

.rodata
.p2align 6
.amdhsa_kernel s3
    .amdhsa_group_segment_fixed_size 8192
    .amdhsa_private_segment_fixed_size 0
    .amdhsa_kernarg_size 56
    .amdhsa_user_sgpr_count 2
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 1
    .amdhsa_system_sgpr_workgroup_id_z 0
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 102
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
  - .name: s3
    .symbol: s3.kd
    .kernarg_segment_size: 56
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 8192
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 33
    .vgpr_count: 102
    .max_flat_workgroup_size: 256
    .reqd_workgroup_size: [ 256, 1, 1 ]
    .args:
      - { .name: !str A, .offset: 0, .size: 8, .value_kind: global_buffer, .type_name: float, .address_space: global, .access: read_only }
      - { .name: !str B, .offset: 8, .size: 8, .value_kind: global_buffer, .type_name: float, .address_space: global, .access: read_only }
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

