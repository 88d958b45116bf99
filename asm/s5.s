
// ---------------------------------------------------------------------------------------------
// s5: SGEMM, seed 001 kernel 5: s4 with As padded by 4 (no bank conflicts on the transposed writes) and a 16x8 thread tile on 128 threads; the FMAs in the order seed 001 lists for the compiler's K step
// Rendered from templates/s3_register_tiling.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl s5
.p2align 8
.type s5,@function
s5:

    // prologue: load all 14 argument dwords into s[4:17] (offsets from the metadata below)
    s_load_b256 s[4:11], s[0:1], 0x0
    s_load_b128 s[12:15], s[0:1], 0x20
    s_load_b64 s[16:17], s[0:1], 0x30

    // setup (scratch v153..v157, the staging registers, not loaded yet)
    s_lshl_b32 s18, s3, 7                     // m0 = 128 * wg_y
    s_lshl_b32 s19, s2, 7                     // n0 = 128 * wg_x
    v_and_b32 v153, 7, v0                        // t % 8: A column loaded, lx
    v_lshrrev_b32 v154, 3, v0                    // t / 8: A row loaded
    // LDS write addresses: As[t%8][t/8] and Bs[t/128][t%128] = bs_base + 4t
    v_mul_u32_u24 v177, 528, v153
    v_lshl_add_u32 v177, v154, 2, v177
    v_lshl_add_u32 v178, v0, 2, 4224
    // LDS read addresses and C offset: ly = (t/8)%4, w = t/32
    v_and_b32 v155, 3, v154                           // ly
    v_lshrrev_b32 v156, 2, v154                       // w
    v_mul_u32_u24 v156, 32, v156          // wm * wave_m (one wave along N)
    v_lshlrev_b32 v157, 2, v153                       // colt = 4 * lx
    v_lshl_add_u32 v156, v155, 2, v156            // rowt = wm * wave_m + 4 * ly
    v_lshlrev_b32 v179, 2, v156                   // As[.][rowt]
    v_lshl_add_u32 v180, v157, 2, 4224  // Bs[.][colt]
    s_waitcnt lgkmcnt(0)                                      // kernel arguments loaded
    // coff = ((m0 + rowt) * ldc + n0 + colt) * 4
    v_add_nc_u32 v181, s18, v156
    v_mul_lo_u32 v181, v181, s15
    v_add3_u32 v181, v181, s19, v157
    v_lshlrev_b32 v181, 2, v181
    // a_g = (m0 + t/8) * lda + t%8: A[m0 + t/8][t%8]
    v_add_nc_u32 v175, s18, v154
    v_mul_lo_u32 v175, v175, s13
    v_add_nc_u32 v175, v175, v153
    // b_g = (t/128) * ldb + n0 + t%128: B[t/128][n0 + t%128]
    v_add_nc_u32 v176, s19, v0
    // C row steps of the epilogue: crow = ldc * 4 bytes, cjump = 13 rows (row 3 -> row 16)
    s_lshl_b32 s28, s15, 2
    s_mul_i32 s29, s15, 52

    s_mul_i32 s20, s13, 16    // A rows between two loads of a thread
    s_mul_i32 s21, s14, 1    // B rows between two loads of a thread
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
    v_mov_b32 v65, 0                       // acc[64] = 0.0
    v_mov_b32 v66, 0                       // acc[65] = 0.0
    v_mov_b32 v67, 0                       // acc[66] = 0.0
    v_mov_b32 v68, 0                       // acc[67] = 0.0
    v_mov_b32 v69, 0                       // acc[68] = 0.0
    v_mov_b32 v70, 0                       // acc[69] = 0.0
    v_mov_b32 v71, 0                       // acc[70] = 0.0
    v_mov_b32 v72, 0                       // acc[71] = 0.0
    v_mov_b32 v73, 0                       // acc[72] = 0.0
    v_mov_b32 v74, 0                       // acc[73] = 0.0
    v_mov_b32 v75, 0                       // acc[74] = 0.0
    v_mov_b32 v76, 0                       // acc[75] = 0.0
    v_mov_b32 v77, 0                       // acc[76] = 0.0
    v_mov_b32 v78, 0                       // acc[77] = 0.0
    v_mov_b32 v79, 0                       // acc[78] = 0.0
    v_mov_b32 v80, 0                       // acc[79] = 0.0
    v_mov_b32 v81, 0                       // acc[80] = 0.0
    v_mov_b32 v82, 0                       // acc[81] = 0.0
    v_mov_b32 v83, 0                       // acc[82] = 0.0
    v_mov_b32 v84, 0                       // acc[83] = 0.0
    v_mov_b32 v85, 0                       // acc[84] = 0.0
    v_mov_b32 v86, 0                       // acc[85] = 0.0
    v_mov_b32 v87, 0                       // acc[86] = 0.0
    v_mov_b32 v88, 0                       // acc[87] = 0.0
    v_mov_b32 v89, 0                       // acc[88] = 0.0
    v_mov_b32 v90, 0                       // acc[89] = 0.0
    v_mov_b32 v91, 0                       // acc[90] = 0.0
    v_mov_b32 v92, 0                       // acc[91] = 0.0
    v_mov_b32 v93, 0                       // acc[92] = 0.0
    v_mov_b32 v94, 0                       // acc[93] = 0.0
    v_mov_b32 v95, 0                       // acc[94] = 0.0
    v_mov_b32 v96, 0                       // acc[95] = 0.0
    v_mov_b32 v97, 0                       // acc[96] = 0.0
    v_mov_b32 v98, 0                       // acc[97] = 0.0
    v_mov_b32 v99, 0                       // acc[98] = 0.0
    v_mov_b32 v100, 0                       // acc[99] = 0.0
    v_mov_b32 v101, 0                       // acc[100] = 0.0
    v_mov_b32 v102, 0                       // acc[101] = 0.0
    v_mov_b32 v103, 0                       // acc[102] = 0.0
    v_mov_b32 v104, 0                       // acc[103] = 0.0
    v_mov_b32 v105, 0                       // acc[104] = 0.0
    v_mov_b32 v106, 0                       // acc[105] = 0.0
    v_mov_b32 v107, 0                       // acc[106] = 0.0
    v_mov_b32 v108, 0                       // acc[107] = 0.0
    v_mov_b32 v109, 0                       // acc[108] = 0.0
    v_mov_b32 v110, 0                       // acc[109] = 0.0
    v_mov_b32 v111, 0                       // acc[110] = 0.0
    v_mov_b32 v112, 0                       // acc[111] = 0.0
    v_mov_b32 v113, 0                       // acc[112] = 0.0
    v_mov_b32 v114, 0                       // acc[113] = 0.0
    v_mov_b32 v115, 0                       // acc[114] = 0.0
    v_mov_b32 v116, 0                       // acc[115] = 0.0
    v_mov_b32 v117, 0                       // acc[116] = 0.0
    v_mov_b32 v118, 0                       // acc[117] = 0.0
    v_mov_b32 v119, 0                       // acc[118] = 0.0
    v_mov_b32 v120, 0                       // acc[119] = 0.0
    v_mov_b32 v121, 0                       // acc[120] = 0.0
    v_mov_b32 v122, 0                       // acc[121] = 0.0
    v_mov_b32 v123, 0                       // acc[122] = 0.0
    v_mov_b32 v124, 0                       // acc[123] = 0.0
    v_mov_b32 v125, 0                       // acc[124] = 0.0
    v_mov_b32 v126, 0                       // acc[125] = 0.0
    v_mov_b32 v127, 0                       // acc[126] = 0.0
    v_mov_b32 v128, 0                       // acc[127] = 0.0

    s_mov_b32 s23, s12
    // first tile: global -> stage -> LDS
    // global -> stage: 8 A elements (rows 16 apart), 8 B elements (rows 1 apart)
    v_mov_b32 v169, v175
    v_ashrrev_i32 v170, 31, v169
    v_lshlrev_b64 v[170:171], 2, v[169:170]
    v_add_co_u32 v170, vcc_lo, s4, v170
    v_add_co_ci_u32 v171, vcc_lo, s5, v171, vcc_lo
    global_load_b32 v153, v[170:171], off
    v_add_nc_u32 v172, s20, v169
    v_ashrrev_i32 v173, 31, v172
    v_lshlrev_b64 v[173:174], 2, v[172:173]
    v_add_co_u32 v173, vcc_lo, s4, v173
    v_add_co_ci_u32 v174, vcc_lo, s5, v174, vcc_lo
    global_load_b32 v154, v[173:174], off
    v_add_nc_u32 v169, s20, v172
    v_ashrrev_i32 v170, 31, v169
    v_lshlrev_b64 v[170:171], 2, v[169:170]
    v_add_co_u32 v170, vcc_lo, s4, v170
    v_add_co_ci_u32 v171, vcc_lo, s5, v171, vcc_lo
    global_load_b32 v155, v[170:171], off
    v_add_nc_u32 v172, s20, v169
    v_ashrrev_i32 v173, 31, v172
    v_lshlrev_b64 v[173:174], 2, v[172:173]
    v_add_co_u32 v173, vcc_lo, s4, v173
    v_add_co_ci_u32 v174, vcc_lo, s5, v174, vcc_lo
    global_load_b32 v156, v[173:174], off
    v_add_nc_u32 v169, s20, v172
    v_ashrrev_i32 v170, 31, v169
    v_lshlrev_b64 v[170:171], 2, v[169:170]
    v_add_co_u32 v170, vcc_lo, s4, v170
    v_add_co_ci_u32 v171, vcc_lo, s5, v171, vcc_lo
    global_load_b32 v157, v[170:171], off
    v_add_nc_u32 v172, s20, v169
    v_ashrrev_i32 v173, 31, v172
    v_lshlrev_b64 v[173:174], 2, v[172:173]
    v_add_co_u32 v173, vcc_lo, s4, v173
    v_add_co_ci_u32 v174, vcc_lo, s5, v174, vcc_lo
    global_load_b32 v158, v[173:174], off
    v_add_nc_u32 v169, s20, v172
    v_ashrrev_i32 v170, 31, v169
    v_lshlrev_b64 v[170:171], 2, v[169:170]
    v_add_co_u32 v170, vcc_lo, s4, v170
    v_add_co_ci_u32 v171, vcc_lo, s5, v171, vcc_lo
    global_load_b32 v159, v[170:171], off
    v_add_nc_u32 v172, s20, v169
    v_ashrrev_i32 v173, 31, v172
    v_lshlrev_b64 v[173:174], 2, v[172:173]
    v_add_co_u32 v173, vcc_lo, s4, v173
    v_add_co_ci_u32 v174, vcc_lo, s5, v174, vcc_lo
    global_load_b32 v160, v[173:174], off

    v_mov_b32 v169, v176
    v_ashrrev_i32 v170, 31, v169
    v_lshlrev_b64 v[170:171], 2, v[169:170]
    v_add_co_u32 v170, vcc_lo, s6, v170
    v_add_co_ci_u32 v171, vcc_lo, s7, v171, vcc_lo
    global_load_b32 v161, v[170:171], off
    v_add_nc_u32 v172, s21, v169
    v_ashrrev_i32 v173, 31, v172
    v_lshlrev_b64 v[173:174], 2, v[172:173]
    v_add_co_u32 v173, vcc_lo, s6, v173
    v_add_co_ci_u32 v174, vcc_lo, s7, v174, vcc_lo
    global_load_b32 v162, v[173:174], off
    v_add_nc_u32 v169, s21, v172
    v_ashrrev_i32 v170, 31, v169
    v_lshlrev_b64 v[170:171], 2, v[169:170]
    v_add_co_u32 v170, vcc_lo, s6, v170
    v_add_co_ci_u32 v171, vcc_lo, s7, v171, vcc_lo
    global_load_b32 v163, v[170:171], off
    v_add_nc_u32 v172, s21, v169
    v_ashrrev_i32 v173, 31, v172
    v_lshlrev_b64 v[173:174], 2, v[172:173]
    v_add_co_u32 v173, vcc_lo, s6, v173
    v_add_co_ci_u32 v174, vcc_lo, s7, v174, vcc_lo
    global_load_b32 v164, v[173:174], off
    v_add_nc_u32 v169, s21, v172
    v_ashrrev_i32 v170, 31, v169
    v_lshlrev_b64 v[170:171], 2, v[169:170]
    v_add_co_u32 v170, vcc_lo, s6, v170
    v_add_co_ci_u32 v171, vcc_lo, s7, v171, vcc_lo
    global_load_b32 v165, v[170:171], off
    v_add_nc_u32 v172, s21, v169
    v_ashrrev_i32 v173, 31, v172
    v_lshlrev_b64 v[173:174], 2, v[172:173]
    v_add_co_u32 v173, vcc_lo, s6, v173
    v_add_co_ci_u32 v174, vcc_lo, s7, v174, vcc_lo
    global_load_b32 v166, v[173:174], off
    v_add_nc_u32 v169, s21, v172
    v_ashrrev_i32 v170, 31, v169
    v_lshlrev_b64 v[170:171], 2, v[169:170]
    v_add_co_u32 v170, vcc_lo, s6, v170
    v_add_co_ci_u32 v171, vcc_lo, s7, v171, vcc_lo
    global_load_b32 v167, v[170:171], off
    v_add_nc_u32 v172, s21, v169
    v_ashrrev_i32 v173, 31, v172
    v_lshlrev_b64 v[173:174], 2, v[172:173]
    v_add_co_u32 v173, vcc_lo, s6, v173
    v_add_co_ci_u32 v174, vcc_lo, s7, v174, vcc_lo
    global_load_b32 v168, v[173:174], off

    s_waitcnt vmcnt(0)                                    // first tile in stage
    ds_store_b32 v177, v153
    ds_store_b32 v177, v154 offset:64
    ds_store_b32 v177, v155 offset:128
    ds_store_b32 v177, v156 offset:192
    ds_store_b32 v177, v157 offset:256
    ds_store_b32 v177, v158 offset:320
    ds_store_b32 v177, v159 offset:384
    ds_store_b32 v177, v160 offset:448
    ds_store_b32 v178, v161
    ds_store_b32 v178, v162 offset:512
    ds_store_b32 v178, v163 offset:1024
    ds_store_b32 v178, v164 offset:1536
    ds_store_b32 v178, v165 offset:2048
    ds_store_b32 v178, v166 offset:2560
    ds_store_b32 v178, v167 offset:3072
    ds_store_b32 v178, v168 offset:3584

    s_waitcnt lgkmcnt(0)                                  // tile written to LDS
    s_barrier                                             // ... by every wave
.Ls5_tile:
    // next tile's offsets (the same tile again on the last one: a harmless reload, no branch)
    s_cmp_gt_u32 s23, 8
    s_cselect_b32 s30, 8, 0
    v_add_nc_u32 v175, s30, v175
    s_cselect_b32 s30, s22, 0
    v_add_nc_u32 v176, s30, v176
    // global -> stage: 8 A elements (rows 16 apart), 8 B elements (rows 1 apart)
    v_mov_b32 v169, v175
    v_ashrrev_i32 v170, 31, v169
    v_lshlrev_b64 v[170:171], 2, v[169:170]
    v_add_co_u32 v170, vcc_lo, s4, v170
    v_add_co_ci_u32 v171, vcc_lo, s5, v171, vcc_lo
    global_load_b32 v153, v[170:171], off
    v_add_nc_u32 v172, s20, v169
    v_ashrrev_i32 v173, 31, v172
    v_lshlrev_b64 v[173:174], 2, v[172:173]
    v_add_co_u32 v173, vcc_lo, s4, v173
    v_add_co_ci_u32 v174, vcc_lo, s5, v174, vcc_lo
    global_load_b32 v154, v[173:174], off
    v_add_nc_u32 v169, s20, v172
    v_ashrrev_i32 v170, 31, v169
    v_lshlrev_b64 v[170:171], 2, v[169:170]
    v_add_co_u32 v170, vcc_lo, s4, v170
    v_add_co_ci_u32 v171, vcc_lo, s5, v171, vcc_lo
    global_load_b32 v155, v[170:171], off
    v_add_nc_u32 v172, s20, v169
    v_ashrrev_i32 v173, 31, v172
    v_lshlrev_b64 v[173:174], 2, v[172:173]
    v_add_co_u32 v173, vcc_lo, s4, v173
    v_add_co_ci_u32 v174, vcc_lo, s5, v174, vcc_lo
    global_load_b32 v156, v[173:174], off
    v_add_nc_u32 v169, s20, v172
    v_ashrrev_i32 v170, 31, v169
    v_lshlrev_b64 v[170:171], 2, v[169:170]
    v_add_co_u32 v170, vcc_lo, s4, v170
    v_add_co_ci_u32 v171, vcc_lo, s5, v171, vcc_lo
    global_load_b32 v157, v[170:171], off
    v_add_nc_u32 v172, s20, v169
    v_ashrrev_i32 v173, 31, v172
    v_lshlrev_b64 v[173:174], 2, v[172:173]
    v_add_co_u32 v173, vcc_lo, s4, v173
    v_add_co_ci_u32 v174, vcc_lo, s5, v174, vcc_lo
    global_load_b32 v158, v[173:174], off
    v_add_nc_u32 v169, s20, v172
    v_ashrrev_i32 v170, 31, v169
    v_lshlrev_b64 v[170:171], 2, v[169:170]
    v_add_co_u32 v170, vcc_lo, s4, v170
    v_add_co_ci_u32 v171, vcc_lo, s5, v171, vcc_lo
    global_load_b32 v159, v[170:171], off
    v_add_nc_u32 v172, s20, v169
    v_ashrrev_i32 v173, 31, v172
    v_lshlrev_b64 v[173:174], 2, v[172:173]
    v_add_co_u32 v173, vcc_lo, s4, v173
    v_add_co_ci_u32 v174, vcc_lo, s5, v174, vcc_lo
    global_load_b32 v160, v[173:174], off

    v_mov_b32 v169, v176
    v_ashrrev_i32 v170, 31, v169
    v_lshlrev_b64 v[170:171], 2, v[169:170]
    v_add_co_u32 v170, vcc_lo, s6, v170
    v_add_co_ci_u32 v171, vcc_lo, s7, v171, vcc_lo
    global_load_b32 v161, v[170:171], off
    v_add_nc_u32 v172, s21, v169
    v_ashrrev_i32 v173, 31, v172
    v_lshlrev_b64 v[173:174], 2, v[172:173]
    v_add_co_u32 v173, vcc_lo, s6, v173
    v_add_co_ci_u32 v174, vcc_lo, s7, v174, vcc_lo
    global_load_b32 v162, v[173:174], off
    v_add_nc_u32 v169, s21, v172
    v_ashrrev_i32 v170, 31, v169
    v_lshlrev_b64 v[170:171], 2, v[169:170]
    v_add_co_u32 v170, vcc_lo, s6, v170
    v_add_co_ci_u32 v171, vcc_lo, s7, v171, vcc_lo
    global_load_b32 v163, v[170:171], off
    v_add_nc_u32 v172, s21, v169
    v_ashrrev_i32 v173, 31, v172
    v_lshlrev_b64 v[173:174], 2, v[172:173]
    v_add_co_u32 v173, vcc_lo, s6, v173
    v_add_co_ci_u32 v174, vcc_lo, s7, v174, vcc_lo
    global_load_b32 v164, v[173:174], off
    v_add_nc_u32 v169, s21, v172
    v_ashrrev_i32 v170, 31, v169
    v_lshlrev_b64 v[170:171], 2, v[169:170]
    v_add_co_u32 v170, vcc_lo, s6, v170
    v_add_co_ci_u32 v171, vcc_lo, s7, v171, vcc_lo
    global_load_b32 v165, v[170:171], off
    v_add_nc_u32 v172, s21, v169
    v_ashrrev_i32 v173, 31, v172
    v_lshlrev_b64 v[173:174], 2, v[172:173]
    v_add_co_u32 v173, vcc_lo, s6, v173
    v_add_co_ci_u32 v174, vcc_lo, s7, v174, vcc_lo
    global_load_b32 v166, v[173:174], off
    v_add_nc_u32 v169, s21, v172
    v_ashrrev_i32 v170, 31, v169
    v_lshlrev_b64 v[170:171], 2, v[169:170]
    v_add_co_u32 v170, vcc_lo, s6, v170
    v_add_co_ci_u32 v171, vcc_lo, s7, v171, vcc_lo
    global_load_b32 v167, v[170:171], off
    v_add_nc_u32 v172, s21, v169
    v_ashrrev_i32 v173, 31, v172
    v_lshlrev_b64 v[173:174], 2, v[172:173]
    v_add_co_u32 v173, vcc_lo, s6, v173
    v_add_co_ci_u32 v174, vcc_lo, s7, v174, vcc_lo
    global_load_b32 v168, v[173:174], off

    // 8 K steps on the LDS tile: operands of step kk from As[kk] / Bs[kk], addresses move a row
    s_mov_b32 s24, 8
.Ls5_kstep:
    ds_load_b128 v[129:132], v179
    ds_load_b128 v[133:136], v179 offset:64
    ds_load_b128 v[137:140], v180
    ds_load_b128 v[141:144], v180 offset:128
    ds_load_b128 v[145:148], v180 offset:256
    ds_load_b128 v[149:152], v180 offset:384

    s_waitcnt lgkmcnt(0)                                  // A and B values of this K step
    v_fmac_f32 v125, v129, v137
    v_fmac_f32 v126, v129, v138
    v_dual_fmac_f32 v2, v129, v139 :: v_dual_fmac_f32 v1, v130, v137
    v_dual_fmac_f32 v4, v129, v140 :: v_dual_fmac_f32 v3, v130, v138
    v_dual_fmac_f32 v6, v130, v139 :: v_dual_fmac_f32 v5, v131, v138
    v_dual_fmac_f32 v8, v130, v140 :: v_dual_fmac_f32 v7, v131, v137
    v_dual_fmac_f32 v10, v131, v139 :: v_dual_fmac_f32 v9, v132, v138
    v_dual_fmac_f32 v12, v131, v140 :: v_dual_fmac_f32 v11, v132, v137
    v_dual_fmac_f32 v14, v132, v139 :: v_dual_fmac_f32 v13, v129, v142
    v_dual_fmac_f32 v16, v132, v140 :: v_dual_fmac_f32 v15, v129, v141
    v_dual_fmac_f32 v18, v129, v143 :: v_dual_fmac_f32 v17, v130, v142
    v_dual_fmac_f32 v20, v129, v144 :: v_dual_fmac_f32 v19, v130, v141
    v_dual_fmac_f32 v22, v130, v143 :: v_dual_fmac_f32 v21, v131, v142
    v_dual_fmac_f32 v24, v130, v144 :: v_dual_fmac_f32 v23, v131, v141
    v_dual_fmac_f32 v26, v131, v143 :: v_dual_fmac_f32 v25, v132, v142
    v_dual_fmac_f32 v28, v131, v144 :: v_dual_fmac_f32 v27, v132, v141
    v_dual_fmac_f32 v30, v132, v143 :: v_dual_fmac_f32 v29, v129, v146
    v_dual_fmac_f32 v32, v132, v144 :: v_dual_fmac_f32 v31, v129, v145
    v_dual_fmac_f32 v34, v129, v147 :: v_dual_fmac_f32 v33, v130, v146
    v_dual_fmac_f32 v36, v129, v148 :: v_dual_fmac_f32 v35, v130, v145
    v_dual_fmac_f32 v38, v130, v147 :: v_dual_fmac_f32 v37, v131, v146
    v_dual_fmac_f32 v40, v130, v148 :: v_dual_fmac_f32 v39, v131, v145
    v_dual_fmac_f32 v42, v131, v147 :: v_dual_fmac_f32 v41, v132, v146
    v_dual_fmac_f32 v44, v131, v148 :: v_dual_fmac_f32 v43, v132, v145
    v_dual_fmac_f32 v46, v132, v147 :: v_dual_fmac_f32 v45, v129, v150
    v_dual_fmac_f32 v48, v132, v148 :: v_dual_fmac_f32 v47, v129, v149
    v_dual_fmac_f32 v50, v129, v151 :: v_dual_fmac_f32 v49, v130, v150
    v_dual_fmac_f32 v52, v129, v152 :: v_dual_fmac_f32 v51, v130, v149
    v_dual_fmac_f32 v54, v130, v151 :: v_dual_fmac_f32 v53, v131, v150
    v_dual_fmac_f32 v56, v130, v152 :: v_dual_fmac_f32 v55, v131, v149
    v_dual_fmac_f32 v58, v131, v151 :: v_dual_fmac_f32 v57, v132, v150
    v_dual_fmac_f32 v60, v131, v152 :: v_dual_fmac_f32 v59, v132, v149
    v_dual_fmac_f32 v62, v132, v151 :: v_dual_fmac_f32 v61, v133, v138
    v_dual_fmac_f32 v64, v132, v152 :: v_dual_fmac_f32 v63, v133, v137
    v_dual_fmac_f32 v66, v133, v139 :: v_dual_fmac_f32 v65, v134, v138
    v_dual_fmac_f32 v68, v133, v140 :: v_dual_fmac_f32 v67, v134, v137
    v_dual_fmac_f32 v70, v134, v139 :: v_dual_fmac_f32 v69, v135, v138
    v_dual_fmac_f32 v72, v134, v140 :: v_dual_fmac_f32 v71, v135, v137
    v_dual_fmac_f32 v74, v135, v139 :: v_dual_fmac_f32 v73, v136, v138
    v_dual_fmac_f32 v76, v135, v140 :: v_dual_fmac_f32 v75, v136, v137
    v_dual_fmac_f32 v78, v136, v139 :: v_dual_fmac_f32 v77, v133, v142
    v_dual_fmac_f32 v80, v136, v140 :: v_dual_fmac_f32 v79, v133, v141
    v_dual_fmac_f32 v82, v133, v143 :: v_dual_fmac_f32 v81, v134, v142
    v_dual_fmac_f32 v84, v133, v144 :: v_dual_fmac_f32 v83, v134, v141
    v_dual_fmac_f32 v86, v134, v143 :: v_dual_fmac_f32 v85, v135, v142
    v_dual_fmac_f32 v88, v134, v144 :: v_dual_fmac_f32 v87, v135, v141
    v_dual_fmac_f32 v90, v135, v143 :: v_dual_fmac_f32 v89, v136, v142
    v_dual_fmac_f32 v92, v135, v144 :: v_dual_fmac_f32 v91, v136, v141
    v_dual_fmac_f32 v94, v136, v143 :: v_dual_fmac_f32 v93, v133, v146
    v_dual_fmac_f32 v96, v136, v144 :: v_dual_fmac_f32 v95, v133, v145
    v_dual_fmac_f32 v98, v133, v147 :: v_dual_fmac_f32 v97, v134, v146
    v_dual_fmac_f32 v100, v133, v148 :: v_dual_fmac_f32 v99, v134, v145
    v_dual_fmac_f32 v102, v134, v147 :: v_dual_fmac_f32 v101, v135, v146
    v_dual_fmac_f32 v104, v134, v148 :: v_dual_fmac_f32 v103, v135, v145
    v_dual_fmac_f32 v106, v135, v147 :: v_dual_fmac_f32 v105, v136, v146
    v_dual_fmac_f32 v108, v135, v148 :: v_dual_fmac_f32 v107, v136, v145
    v_dual_fmac_f32 v110, v136, v147 :: v_dual_fmac_f32 v109, v133, v150
    v_dual_fmac_f32 v112, v136, v148 :: v_dual_fmac_f32 v111, v133, v149
    v_dual_fmac_f32 v114, v133, v151 :: v_dual_fmac_f32 v113, v134, v150
    v_dual_fmac_f32 v116, v133, v152 :: v_dual_fmac_f32 v115, v134, v149
    v_dual_fmac_f32 v118, v134, v151 :: v_dual_fmac_f32 v117, v135, v150
    v_dual_fmac_f32 v120, v134, v152 :: v_dual_fmac_f32 v119, v135, v149
    v_dual_fmac_f32 v122, v135, v151 :: v_dual_fmac_f32 v121, v136, v150
    v_dual_fmac_f32 v124, v135, v152 :: v_dual_fmac_f32 v123, v136, v149
    v_fmac_f32 v127, v136, v151
    v_fmac_f32 v128, v136, v152

    v_add_nc_u32 v179, 528, v179
    v_add_nc_u32 v180, 512, v180
    s_sub_u32 s24, s24, 1
    s_cmp_lg_u32 s24, 0
    s_cbranch_scc1 .Ls5_kstep
    v_subrev_nc_u32 v179, 4224, v179   // back to As[0]
    v_subrev_nc_u32 v180, 4096, v180   // back to Bs[0]
    s_sub_u32 s23, s23, 8              // K step: 8 per tile
    s_cmp_eq_u32 s23, 0
    s_cbranch_scc1 .Ls5_last
    s_waitcnt vmcnt(0)                                    // next tile in stage
    s_barrier                                             // every wave done reading the LDS tile
    ds_store_b32 v177, v153
    ds_store_b32 v177, v154 offset:64
    ds_store_b32 v177, v155 offset:128
    ds_store_b32 v177, v156 offset:192
    ds_store_b32 v177, v157 offset:256
    ds_store_b32 v177, v158 offset:320
    ds_store_b32 v177, v159 offset:384
    ds_store_b32 v177, v160 offset:448
    ds_store_b32 v178, v161
    ds_store_b32 v178, v162 offset:512
    ds_store_b32 v178, v163 offset:1024
    ds_store_b32 v178, v164 offset:1536
    ds_store_b32 v178, v165 offset:2048
    ds_store_b32 v178, v166 offset:2560
    ds_store_b32 v178, v167 offset:3072
    ds_store_b32 v178, v168 offset:3584

    s_waitcnt lgkmcnt(0)                                  // next tile written to LDS
    s_barrier                                             // ... by every wave
    s_branch .Ls5_tile
.Ls5_last:
    s_waitcnt vmcnt(0)                                    // the last tile's reload (unused)
    // epilogue: C = alpha * acc + beta * C (st = stage, old = the A operands)
    s_and_b32 s30, s17, 0x7fffffff    // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s30, 0
    s_mov_b64 s[26:27], s[8:9]
    s_cbranch_scc1 .Ls5_beta0                      // beta == 0: C is never read
    // row 0 of the thread's rows
    global_load_b128 v[129:132], v181, s[26:27]
    global_load_b128 v[133:136], v181, s[26:27] offset:128
    global_load_b128 v[137:140], v181, s[26:27] offset:256
    global_load_b128 v[141:144], v181, s[26:27] offset:384
    v_mul_f32 v153, s16, v125
    v_mul_f32 v154, s16, v126
    v_mul_f32 v155, s16, v2
    v_mul_f32 v156, s16, v4
    v_mul_f32 v157, s16, v15
    v_mul_f32 v158, s16, v13
    v_mul_f32 v159, s16, v18
    v_mul_f32 v160, s16, v20
    v_mul_f32 v161, s16, v31
    v_mul_f32 v162, s16, v29
    v_mul_f32 v163, s16, v34
    v_mul_f32 v164, s16, v36
    v_mul_f32 v165, s16, v47
    v_mul_f32 v166, s16, v45
    v_mul_f32 v167, s16, v50
    v_mul_f32 v168, s16, v52
    s_waitcnt vmcnt(0)                                    // C_old of this row arrived
    v_fmac_f32 v153, s17, v129
    v_fmac_f32 v154, s17, v130
    v_fmac_f32 v155, s17, v131
    v_fmac_f32 v156, s17, v132
    v_fmac_f32 v157, s17, v133
    v_fmac_f32 v158, s17, v134
    v_fmac_f32 v159, s17, v135
    v_fmac_f32 v160, s17, v136
    v_fmac_f32 v161, s17, v137
    v_fmac_f32 v162, s17, v138
    v_fmac_f32 v163, s17, v139
    v_fmac_f32 v164, s17, v140
    v_fmac_f32 v165, s17, v141
    v_fmac_f32 v166, s17, v142
    v_fmac_f32 v167, s17, v143
    v_fmac_f32 v168, s17, v144
    global_store_b128 v181, v[153:156], s[26:27]
    global_store_b128 v181, v[157:160], s[26:27] offset:128
    global_store_b128 v181, v[161:164], s[26:27] offset:256
    global_store_b128 v181, v[165:168], s[26:27] offset:384
    s_add_u32 s26, s26, s28
    s_addc_u32 s27, s27, 0
    // row 1 of the thread's rows
    global_load_b128 v[129:132], v181, s[26:27]
    global_load_b128 v[133:136], v181, s[26:27] offset:128
    global_load_b128 v[137:140], v181, s[26:27] offset:256
    global_load_b128 v[141:144], v181, s[26:27] offset:384
    v_mul_f32 v153, s16, v1
    v_mul_f32 v154, s16, v3
    v_mul_f32 v155, s16, v6
    v_mul_f32 v156, s16, v8
    v_mul_f32 v157, s16, v19
    v_mul_f32 v158, s16, v17
    v_mul_f32 v159, s16, v22
    v_mul_f32 v160, s16, v24
    v_mul_f32 v161, s16, v35
    v_mul_f32 v162, s16, v33
    v_mul_f32 v163, s16, v38
    v_mul_f32 v164, s16, v40
    v_mul_f32 v165, s16, v51
    v_mul_f32 v166, s16, v49
    v_mul_f32 v167, s16, v54
    v_mul_f32 v168, s16, v56
    s_waitcnt vmcnt(0)                                    // C_old of this row arrived
    v_fmac_f32 v153, s17, v129
    v_fmac_f32 v154, s17, v130
    v_fmac_f32 v155, s17, v131
    v_fmac_f32 v156, s17, v132
    v_fmac_f32 v157, s17, v133
    v_fmac_f32 v158, s17, v134
    v_fmac_f32 v159, s17, v135
    v_fmac_f32 v160, s17, v136
    v_fmac_f32 v161, s17, v137
    v_fmac_f32 v162, s17, v138
    v_fmac_f32 v163, s17, v139
    v_fmac_f32 v164, s17, v140
    v_fmac_f32 v165, s17, v141
    v_fmac_f32 v166, s17, v142
    v_fmac_f32 v167, s17, v143
    v_fmac_f32 v168, s17, v144
    global_store_b128 v181, v[153:156], s[26:27]
    global_store_b128 v181, v[157:160], s[26:27] offset:128
    global_store_b128 v181, v[161:164], s[26:27] offset:256
    global_store_b128 v181, v[165:168], s[26:27] offset:384
    s_add_u32 s26, s26, s28
    s_addc_u32 s27, s27, 0
    // row 2 of the thread's rows
    global_load_b128 v[129:132], v181, s[26:27]
    global_load_b128 v[133:136], v181, s[26:27] offset:128
    global_load_b128 v[137:140], v181, s[26:27] offset:256
    global_load_b128 v[141:144], v181, s[26:27] offset:384
    v_mul_f32 v153, s16, v7
    v_mul_f32 v154, s16, v5
    v_mul_f32 v155, s16, v10
    v_mul_f32 v156, s16, v12
    v_mul_f32 v157, s16, v23
    v_mul_f32 v158, s16, v21
    v_mul_f32 v159, s16, v26
    v_mul_f32 v160, s16, v28
    v_mul_f32 v161, s16, v39
    v_mul_f32 v162, s16, v37
    v_mul_f32 v163, s16, v42
    v_mul_f32 v164, s16, v44
    v_mul_f32 v165, s16, v55
    v_mul_f32 v166, s16, v53
    v_mul_f32 v167, s16, v58
    v_mul_f32 v168, s16, v60
    s_waitcnt vmcnt(0)                                    // C_old of this row arrived
    v_fmac_f32 v153, s17, v129
    v_fmac_f32 v154, s17, v130
    v_fmac_f32 v155, s17, v131
    v_fmac_f32 v156, s17, v132
    v_fmac_f32 v157, s17, v133
    v_fmac_f32 v158, s17, v134
    v_fmac_f32 v159, s17, v135
    v_fmac_f32 v160, s17, v136
    v_fmac_f32 v161, s17, v137
    v_fmac_f32 v162, s17, v138
    v_fmac_f32 v163, s17, v139
    v_fmac_f32 v164, s17, v140
    v_fmac_f32 v165, s17, v141
    v_fmac_f32 v166, s17, v142
    v_fmac_f32 v167, s17, v143
    v_fmac_f32 v168, s17, v144
    global_store_b128 v181, v[153:156], s[26:27]
    global_store_b128 v181, v[157:160], s[26:27] offset:128
    global_store_b128 v181, v[161:164], s[26:27] offset:256
    global_store_b128 v181, v[165:168], s[26:27] offset:384
    s_add_u32 s26, s26, s28
    s_addc_u32 s27, s27, 0
    // row 3 of the thread's rows
    global_load_b128 v[129:132], v181, s[26:27]
    global_load_b128 v[133:136], v181, s[26:27] offset:128
    global_load_b128 v[137:140], v181, s[26:27] offset:256
    global_load_b128 v[141:144], v181, s[26:27] offset:384
    v_mul_f32 v153, s16, v11
    v_mul_f32 v154, s16, v9
    v_mul_f32 v155, s16, v14
    v_mul_f32 v156, s16, v16
    v_mul_f32 v157, s16, v27
    v_mul_f32 v158, s16, v25
    v_mul_f32 v159, s16, v30
    v_mul_f32 v160, s16, v32
    v_mul_f32 v161, s16, v43
    v_mul_f32 v162, s16, v41
    v_mul_f32 v163, s16, v46
    v_mul_f32 v164, s16, v48
    v_mul_f32 v165, s16, v59
    v_mul_f32 v166, s16, v57
    v_mul_f32 v167, s16, v62
    v_mul_f32 v168, s16, v64
    s_waitcnt vmcnt(0)                                    // C_old of this row arrived
    v_fmac_f32 v153, s17, v129
    v_fmac_f32 v154, s17, v130
    v_fmac_f32 v155, s17, v131
    v_fmac_f32 v156, s17, v132
    v_fmac_f32 v157, s17, v133
    v_fmac_f32 v158, s17, v134
    v_fmac_f32 v159, s17, v135
    v_fmac_f32 v160, s17, v136
    v_fmac_f32 v161, s17, v137
    v_fmac_f32 v162, s17, v138
    v_fmac_f32 v163, s17, v139
    v_fmac_f32 v164, s17, v140
    v_fmac_f32 v165, s17, v141
    v_fmac_f32 v166, s17, v142
    v_fmac_f32 v167, s17, v143
    v_fmac_f32 v168, s17, v144
    global_store_b128 v181, v[153:156], s[26:27]
    global_store_b128 v181, v[157:160], s[26:27] offset:128
    global_store_b128 v181, v[161:164], s[26:27] offset:256
    global_store_b128 v181, v[165:168], s[26:27] offset:384
    s_add_u32 s26, s26, s29
    s_addc_u32 s27, s27, 0
    // row 16 of the thread's rows
    global_load_b128 v[129:132], v181, s[26:27]
    global_load_b128 v[133:136], v181, s[26:27] offset:128
    global_load_b128 v[137:140], v181, s[26:27] offset:256
    global_load_b128 v[141:144], v181, s[26:27] offset:384
    v_mul_f32 v153, s16, v63
    v_mul_f32 v154, s16, v61
    v_mul_f32 v155, s16, v66
    v_mul_f32 v156, s16, v68
    v_mul_f32 v157, s16, v79
    v_mul_f32 v158, s16, v77
    v_mul_f32 v159, s16, v82
    v_mul_f32 v160, s16, v84
    v_mul_f32 v161, s16, v95
    v_mul_f32 v162, s16, v93
    v_mul_f32 v163, s16, v98
    v_mul_f32 v164, s16, v100
    v_mul_f32 v165, s16, v111
    v_mul_f32 v166, s16, v109
    v_mul_f32 v167, s16, v114
    v_mul_f32 v168, s16, v116
    s_waitcnt vmcnt(0)                                    // C_old of this row arrived
    v_fmac_f32 v153, s17, v129
    v_fmac_f32 v154, s17, v130
    v_fmac_f32 v155, s17, v131
    v_fmac_f32 v156, s17, v132
    v_fmac_f32 v157, s17, v133
    v_fmac_f32 v158, s17, v134
    v_fmac_f32 v159, s17, v135
    v_fmac_f32 v160, s17, v136
    v_fmac_f32 v161, s17, v137
    v_fmac_f32 v162, s17, v138
    v_fmac_f32 v163, s17, v139
    v_fmac_f32 v164, s17, v140
    v_fmac_f32 v165, s17, v141
    v_fmac_f32 v166, s17, v142
    v_fmac_f32 v167, s17, v143
    v_fmac_f32 v168, s17, v144
    global_store_b128 v181, v[153:156], s[26:27]
    global_store_b128 v181, v[157:160], s[26:27] offset:128
    global_store_b128 v181, v[161:164], s[26:27] offset:256
    global_store_b128 v181, v[165:168], s[26:27] offset:384
    s_add_u32 s26, s26, s28
    s_addc_u32 s27, s27, 0
    // row 17 of the thread's rows
    global_load_b128 v[129:132], v181, s[26:27]
    global_load_b128 v[133:136], v181, s[26:27] offset:128
    global_load_b128 v[137:140], v181, s[26:27] offset:256
    global_load_b128 v[141:144], v181, s[26:27] offset:384
    v_mul_f32 v153, s16, v67
    v_mul_f32 v154, s16, v65
    v_mul_f32 v155, s16, v70
    v_mul_f32 v156, s16, v72
    v_mul_f32 v157, s16, v83
    v_mul_f32 v158, s16, v81
    v_mul_f32 v159, s16, v86
    v_mul_f32 v160, s16, v88
    v_mul_f32 v161, s16, v99
    v_mul_f32 v162, s16, v97
    v_mul_f32 v163, s16, v102
    v_mul_f32 v164, s16, v104
    v_mul_f32 v165, s16, v115
    v_mul_f32 v166, s16, v113
    v_mul_f32 v167, s16, v118
    v_mul_f32 v168, s16, v120
    s_waitcnt vmcnt(0)                                    // C_old of this row arrived
    v_fmac_f32 v153, s17, v129
    v_fmac_f32 v154, s17, v130
    v_fmac_f32 v155, s17, v131
    v_fmac_f32 v156, s17, v132
    v_fmac_f32 v157, s17, v133
    v_fmac_f32 v158, s17, v134
    v_fmac_f32 v159, s17, v135
    v_fmac_f32 v160, s17, v136
    v_fmac_f32 v161, s17, v137
    v_fmac_f32 v162, s17, v138
    v_fmac_f32 v163, s17, v139
    v_fmac_f32 v164, s17, v140
    v_fmac_f32 v165, s17, v141
    v_fmac_f32 v166, s17, v142
    v_fmac_f32 v167, s17, v143
    v_fmac_f32 v168, s17, v144
    global_store_b128 v181, v[153:156], s[26:27]
    global_store_b128 v181, v[157:160], s[26:27] offset:128
    global_store_b128 v181, v[161:164], s[26:27] offset:256
    global_store_b128 v181, v[165:168], s[26:27] offset:384
    s_add_u32 s26, s26, s28
    s_addc_u32 s27, s27, 0
    // row 18 of the thread's rows
    global_load_b128 v[129:132], v181, s[26:27]
    global_load_b128 v[133:136], v181, s[26:27] offset:128
    global_load_b128 v[137:140], v181, s[26:27] offset:256
    global_load_b128 v[141:144], v181, s[26:27] offset:384
    v_mul_f32 v153, s16, v71
    v_mul_f32 v154, s16, v69
    v_mul_f32 v155, s16, v74
    v_mul_f32 v156, s16, v76
    v_mul_f32 v157, s16, v87
    v_mul_f32 v158, s16, v85
    v_mul_f32 v159, s16, v90
    v_mul_f32 v160, s16, v92
    v_mul_f32 v161, s16, v103
    v_mul_f32 v162, s16, v101
    v_mul_f32 v163, s16, v106
    v_mul_f32 v164, s16, v108
    v_mul_f32 v165, s16, v119
    v_mul_f32 v166, s16, v117
    v_mul_f32 v167, s16, v122
    v_mul_f32 v168, s16, v124
    s_waitcnt vmcnt(0)                                    // C_old of this row arrived
    v_fmac_f32 v153, s17, v129
    v_fmac_f32 v154, s17, v130
    v_fmac_f32 v155, s17, v131
    v_fmac_f32 v156, s17, v132
    v_fmac_f32 v157, s17, v133
    v_fmac_f32 v158, s17, v134
    v_fmac_f32 v159, s17, v135
    v_fmac_f32 v160, s17, v136
    v_fmac_f32 v161, s17, v137
    v_fmac_f32 v162, s17, v138
    v_fmac_f32 v163, s17, v139
    v_fmac_f32 v164, s17, v140
    v_fmac_f32 v165, s17, v141
    v_fmac_f32 v166, s17, v142
    v_fmac_f32 v167, s17, v143
    v_fmac_f32 v168, s17, v144
    global_store_b128 v181, v[153:156], s[26:27]
    global_store_b128 v181, v[157:160], s[26:27] offset:128
    global_store_b128 v181, v[161:164], s[26:27] offset:256
    global_store_b128 v181, v[165:168], s[26:27] offset:384
    s_add_u32 s26, s26, s28
    s_addc_u32 s27, s27, 0
    // row 19 of the thread's rows
    global_load_b128 v[129:132], v181, s[26:27]
    global_load_b128 v[133:136], v181, s[26:27] offset:128
    global_load_b128 v[137:140], v181, s[26:27] offset:256
    global_load_b128 v[141:144], v181, s[26:27] offset:384
    v_mul_f32 v153, s16, v75
    v_mul_f32 v154, s16, v73
    v_mul_f32 v155, s16, v78
    v_mul_f32 v156, s16, v80
    v_mul_f32 v157, s16, v91
    v_mul_f32 v158, s16, v89
    v_mul_f32 v159, s16, v94
    v_mul_f32 v160, s16, v96
    v_mul_f32 v161, s16, v107
    v_mul_f32 v162, s16, v105
    v_mul_f32 v163, s16, v110
    v_mul_f32 v164, s16, v112
    v_mul_f32 v165, s16, v123
    v_mul_f32 v166, s16, v121
    v_mul_f32 v167, s16, v127
    v_mul_f32 v168, s16, v128
    s_waitcnt vmcnt(0)                                    // C_old of this row arrived
    v_fmac_f32 v153, s17, v129
    v_fmac_f32 v154, s17, v130
    v_fmac_f32 v155, s17, v131
    v_fmac_f32 v156, s17, v132
    v_fmac_f32 v157, s17, v133
    v_fmac_f32 v158, s17, v134
    v_fmac_f32 v159, s17, v135
    v_fmac_f32 v160, s17, v136
    v_fmac_f32 v161, s17, v137
    v_fmac_f32 v162, s17, v138
    v_fmac_f32 v163, s17, v139
    v_fmac_f32 v164, s17, v140
    v_fmac_f32 v165, s17, v141
    v_fmac_f32 v166, s17, v142
    v_fmac_f32 v167, s17, v143
    v_fmac_f32 v168, s17, v144
    global_store_b128 v181, v[153:156], s[26:27]
    global_store_b128 v181, v[157:160], s[26:27] offset:128
    global_store_b128 v181, v[161:164], s[26:27] offset:256
    global_store_b128 v181, v[165:168], s[26:27] offset:384
    s_branch .Ls5_done
.Ls5_beta0:
    // row 0 of the thread's rows
    v_mul_f32 v153, s16, v125
    v_mul_f32 v154, s16, v126
    v_mul_f32 v155, s16, v2
    v_mul_f32 v156, s16, v4
    v_mul_f32 v157, s16, v15
    v_mul_f32 v158, s16, v13
    v_mul_f32 v159, s16, v18
    v_mul_f32 v160, s16, v20
    v_mul_f32 v161, s16, v31
    v_mul_f32 v162, s16, v29
    v_mul_f32 v163, s16, v34
    v_mul_f32 v164, s16, v36
    v_mul_f32 v165, s16, v47
    v_mul_f32 v166, s16, v45
    v_mul_f32 v167, s16, v50
    v_mul_f32 v168, s16, v52
    global_store_b128 v181, v[153:156], s[26:27]
    global_store_b128 v181, v[157:160], s[26:27] offset:128
    global_store_b128 v181, v[161:164], s[26:27] offset:256
    global_store_b128 v181, v[165:168], s[26:27] offset:384
    s_add_u32 s26, s26, s28
    s_addc_u32 s27, s27, 0
    // row 1 of the thread's rows
    v_mul_f32 v153, s16, v1
    v_mul_f32 v154, s16, v3
    v_mul_f32 v155, s16, v6
    v_mul_f32 v156, s16, v8
    v_mul_f32 v157, s16, v19
    v_mul_f32 v158, s16, v17
    v_mul_f32 v159, s16, v22
    v_mul_f32 v160, s16, v24
    v_mul_f32 v161, s16, v35
    v_mul_f32 v162, s16, v33
    v_mul_f32 v163, s16, v38
    v_mul_f32 v164, s16, v40
    v_mul_f32 v165, s16, v51
    v_mul_f32 v166, s16, v49
    v_mul_f32 v167, s16, v54
    v_mul_f32 v168, s16, v56
    global_store_b128 v181, v[153:156], s[26:27]
    global_store_b128 v181, v[157:160], s[26:27] offset:128
    global_store_b128 v181, v[161:164], s[26:27] offset:256
    global_store_b128 v181, v[165:168], s[26:27] offset:384
    s_add_u32 s26, s26, s28
    s_addc_u32 s27, s27, 0
    // row 2 of the thread's rows
    v_mul_f32 v153, s16, v7
    v_mul_f32 v154, s16, v5
    v_mul_f32 v155, s16, v10
    v_mul_f32 v156, s16, v12
    v_mul_f32 v157, s16, v23
    v_mul_f32 v158, s16, v21
    v_mul_f32 v159, s16, v26
    v_mul_f32 v160, s16, v28
    v_mul_f32 v161, s16, v39
    v_mul_f32 v162, s16, v37
    v_mul_f32 v163, s16, v42
    v_mul_f32 v164, s16, v44
    v_mul_f32 v165, s16, v55
    v_mul_f32 v166, s16, v53
    v_mul_f32 v167, s16, v58
    v_mul_f32 v168, s16, v60
    global_store_b128 v181, v[153:156], s[26:27]
    global_store_b128 v181, v[157:160], s[26:27] offset:128
    global_store_b128 v181, v[161:164], s[26:27] offset:256
    global_store_b128 v181, v[165:168], s[26:27] offset:384
    s_add_u32 s26, s26, s28
    s_addc_u32 s27, s27, 0
    // row 3 of the thread's rows
    v_mul_f32 v153, s16, v11
    v_mul_f32 v154, s16, v9
    v_mul_f32 v155, s16, v14
    v_mul_f32 v156, s16, v16
    v_mul_f32 v157, s16, v27
    v_mul_f32 v158, s16, v25
    v_mul_f32 v159, s16, v30
    v_mul_f32 v160, s16, v32
    v_mul_f32 v161, s16, v43
    v_mul_f32 v162, s16, v41
    v_mul_f32 v163, s16, v46
    v_mul_f32 v164, s16, v48
    v_mul_f32 v165, s16, v59
    v_mul_f32 v166, s16, v57
    v_mul_f32 v167, s16, v62
    v_mul_f32 v168, s16, v64
    global_store_b128 v181, v[153:156], s[26:27]
    global_store_b128 v181, v[157:160], s[26:27] offset:128
    global_store_b128 v181, v[161:164], s[26:27] offset:256
    global_store_b128 v181, v[165:168], s[26:27] offset:384
    s_add_u32 s26, s26, s29
    s_addc_u32 s27, s27, 0
    // row 16 of the thread's rows
    v_mul_f32 v153, s16, v63
    v_mul_f32 v154, s16, v61
    v_mul_f32 v155, s16, v66
    v_mul_f32 v156, s16, v68
    v_mul_f32 v157, s16, v79
    v_mul_f32 v158, s16, v77
    v_mul_f32 v159, s16, v82
    v_mul_f32 v160, s16, v84
    v_mul_f32 v161, s16, v95
    v_mul_f32 v162, s16, v93
    v_mul_f32 v163, s16, v98
    v_mul_f32 v164, s16, v100
    v_mul_f32 v165, s16, v111
    v_mul_f32 v166, s16, v109
    v_mul_f32 v167, s16, v114
    v_mul_f32 v168, s16, v116
    global_store_b128 v181, v[153:156], s[26:27]
    global_store_b128 v181, v[157:160], s[26:27] offset:128
    global_store_b128 v181, v[161:164], s[26:27] offset:256
    global_store_b128 v181, v[165:168], s[26:27] offset:384
    s_add_u32 s26, s26, s28
    s_addc_u32 s27, s27, 0
    // row 17 of the thread's rows
    v_mul_f32 v153, s16, v67
    v_mul_f32 v154, s16, v65
    v_mul_f32 v155, s16, v70
    v_mul_f32 v156, s16, v72
    v_mul_f32 v157, s16, v83
    v_mul_f32 v158, s16, v81
    v_mul_f32 v159, s16, v86
    v_mul_f32 v160, s16, v88
    v_mul_f32 v161, s16, v99
    v_mul_f32 v162, s16, v97
    v_mul_f32 v163, s16, v102
    v_mul_f32 v164, s16, v104
    v_mul_f32 v165, s16, v115
    v_mul_f32 v166, s16, v113
    v_mul_f32 v167, s16, v118
    v_mul_f32 v168, s16, v120
    global_store_b128 v181, v[153:156], s[26:27]
    global_store_b128 v181, v[157:160], s[26:27] offset:128
    global_store_b128 v181, v[161:164], s[26:27] offset:256
    global_store_b128 v181, v[165:168], s[26:27] offset:384
    s_add_u32 s26, s26, s28
    s_addc_u32 s27, s27, 0
    // row 18 of the thread's rows
    v_mul_f32 v153, s16, v71
    v_mul_f32 v154, s16, v69
    v_mul_f32 v155, s16, v74
    v_mul_f32 v156, s16, v76
    v_mul_f32 v157, s16, v87
    v_mul_f32 v158, s16, v85
    v_mul_f32 v159, s16, v90
    v_mul_f32 v160, s16, v92
    v_mul_f32 v161, s16, v103
    v_mul_f32 v162, s16, v101
    v_mul_f32 v163, s16, v106
    v_mul_f32 v164, s16, v108
    v_mul_f32 v165, s16, v119
    v_mul_f32 v166, s16, v117
    v_mul_f32 v167, s16, v122
    v_mul_f32 v168, s16, v124
    global_store_b128 v181, v[153:156], s[26:27]
    global_store_b128 v181, v[157:160], s[26:27] offset:128
    global_store_b128 v181, v[161:164], s[26:27] offset:256
    global_store_b128 v181, v[165:168], s[26:27] offset:384
    s_add_u32 s26, s26, s28
    s_addc_u32 s27, s27, 0
    // row 19 of the thread's rows
    v_mul_f32 v153, s16, v75
    v_mul_f32 v154, s16, v73
    v_mul_f32 v155, s16, v78
    v_mul_f32 v156, s16, v80
    v_mul_f32 v157, s16, v91
    v_mul_f32 v158, s16, v89
    v_mul_f32 v159, s16, v94
    v_mul_f32 v160, s16, v96
    v_mul_f32 v161, s16, v107
    v_mul_f32 v162, s16, v105
    v_mul_f32 v163, s16, v110
    v_mul_f32 v164, s16, v112
    v_mul_f32 v165, s16, v123
    v_mul_f32 v166, s16, v121
    v_mul_f32 v167, s16, v127
    v_mul_f32 v168, s16, v128
    global_store_b128 v181, v[153:156], s[26:27]
    global_store_b128 v181, v[157:160], s[26:27] offset:128
    global_store_b128 v181, v[161:164], s[26:27] offset:256
    global_store_b128 v181, v[165:168], s[26:27] offset:384
.Ls5_done:
    s_endpgm
.Ls5_end:
.size s5, .Ls5_end-s5

// register plan (208 VGPRs, 31 SGPRs, VCC, 8320 bytes LDS)
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
//       v[1:128]  acc
//     v[129:152]  ab
//     v[153:168]  stage
//     v[169:174]  addr_win
//           v175  a_index
//           v176  b_index
//           v177  lds_a_write
//           v178  lds_b_write
//           v179  lds_a_read
//           v180  lds_b_read
//           v181  c_offset
//     v[182:207]  seed_footprint

.rodata
.p2align 6
.amdhsa_kernel s5
    .amdhsa_group_segment_fixed_size 8320
    .amdhsa_private_segment_fixed_size 0
    .amdhsa_kernarg_size 56
    .amdhsa_user_sgpr_count 2
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 1
    .amdhsa_system_sgpr_workgroup_id_z 0
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 208
    .amdhsa_next_free_sgpr 31
    .amdhsa_reserve_vcc 1
    .amdhsa_float_denorm_mode_32 3
    .amdhsa_float_denorm_mode_16_64 3
    .amdhsa_workgroup_processor_mode 0
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.target: amdgcn-amd-amdhsa--gfx1151
amdhsa.kernels:
  - .name: s5
    .symbol: s5.kd
    .kernarg_segment_size: 56
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 8320
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 33
    .vgpr_count: 208
    .max_flat_workgroup_size: 128
    .reqd_workgroup_size: [ 128, 1, 1 ]
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

