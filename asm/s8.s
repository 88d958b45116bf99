
// ---------------------------------------------------------------------------------------------
// s8: SGEMM, seed 001 kernel 8: s7 with global loads from 16 precomputed SGPR bases and one VGPR offset per matrix, issued two per K step
// Rendered from templates/s8_batched_sgpr.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl s8
.p2align 8
.type s8,@function
s8:

    // prologue: load all 14 argument dwords into s[4:17] (offsets from the metadata below)
    s_load_b256 s[4:11], s[0:1], 0x0
    s_load_b128 s[12:15], s[0:1], 0x20
    s_load_b64 s[16:17], s[0:1], 0x30

    // setup (scratch v164..v168, the staging registers, not loaded yet)
    s_lshl_b32 s18, s3, 7                     // m0 = 128 * wg_y
    s_lshl_b32 s19, s2, 7                     // n0 = 128 * wg_x
    v_and_b32 v164, 7, v0                        // t % 8: A column loaded, lx
    v_lshrrev_b32 v165, 3, v0                    // t / 8: A row loaded
    // LDS write addresses: As[t%8][t/8] and Bs[t/128][t%128] = bs_base + 4t
    v_mul_u32_u24 v182, 528, v164
    v_lshl_add_u32 v182, v165, 2, v182
    v_lshl_add_u32 v183, v0, 2, 4224
    // LDS read addresses and C offset: ly = (t/8)%4, w = t/32
    v_and_b32 v166, 3, v165                           // ly
    v_lshrrev_b32 v167, 2, v165                       // w
    v_mul_u32_u24 v167, 32, v167          // wm * wave_m (one wave along N)
    v_lshlrev_b32 v168, 2, v164                       // colt = 4 * lx
    v_lshl_add_u32 v167, v166, 2, v167            // rowt = wm * wave_m + 4 * ly
    v_lshlrev_b32 v184, 2, v167                   // As[.][rowt]
    v_lshl_add_u32 v185, v168, 2, 4224  // Bs[.][colt]
    s_waitcnt lgkmcnt(0)                                      // kernel arguments loaded
    // coff = ((m0 + rowt) * ldc + n0 + colt) * 4
    v_add_nc_u32 v186, s18, v167
    v_mul_lo_u32 v186, v186, s15
    v_add3_u32 v186, v186, s19, v168
    v_lshlrev_b32 v186, 2, v186
    // a_g = (m0 + t/8) * lda + t%8: A[m0 + t/8][t%8]
    v_add_nc_u32 v180, s18, v165
    v_mul_lo_u32 v180, v180, s13
    v_add_nc_u32 v180, v180, v164
    // b_g = (t/128) * ldb + n0 + t%128: B[t/128][n0 + t%128]
    v_add_nc_u32 v181, s19, v0
    v_lshlrev_b32 v180, 2, v180                 // element index -> byte offset
    v_lshlrev_b32 v181, 2, v181
    // C row steps of the epilogue: crow = ldc * 4 bytes, cjump = 13 rows (row 3 -> row 16)
    s_lshl_b32 s24, s15, 2
    s_mul_i32 s25, s15, 52

    // 16 base pointers: a_bases[i] = A + 16*i rows, b_bases[i] = B + 1*i rows
    s_mul_i32 s26, s13, 64
    s_mov_b64 s[28:29], s[4:5]
    s_add_u32 s30, s28, s26
    s_addc_u32 s31, s29, 0
    s_add_u32 s32, s30, s26
    s_addc_u32 s33, s31, 0
    s_add_u32 s34, s32, s26
    s_addc_u32 s35, s33, 0
    s_add_u32 s36, s34, s26
    s_addc_u32 s37, s35, 0
    s_add_u32 s38, s36, s26
    s_addc_u32 s39, s37, 0
    s_add_u32 s40, s38, s26
    s_addc_u32 s41, s39, 0
    s_add_u32 s42, s40, s26
    s_addc_u32 s43, s41, 0
    s_mul_i32 s26, s14, 4
    s_mov_b64 s[44:45], s[6:7]
    s_add_u32 s46, s44, s26
    s_addc_u32 s47, s45, 0
    s_add_u32 s48, s46, s26
    s_addc_u32 s49, s47, 0
    s_add_u32 s50, s48, s26
    s_addc_u32 s51, s49, 0
    s_add_u32 s52, s50, s26
    s_addc_u32 s53, s51, 0
    s_add_u32 s54, s52, s26
    s_addc_u32 s55, s53, 0
    s_add_u32 s56, s54, s26
    s_addc_u32 s57, s55, 0
    s_add_u32 s58, s56, s26
    s_addc_u32 s59, s57, 0
    s_lshl_b32 s20, s14, 5                   // 8 B rows in bytes: one tile
    v_mov_b32 v2, 0                       // acc[0] = 0.0
    v_mov_b32 v3, 0                       // acc[1] = 0.0
    v_mov_b32 v4, 0                       // acc[2] = 0.0
    v_mov_b32 v5, 0                       // acc[3] = 0.0
    v_mov_b32 v6, 0                       // acc[4] = 0.0
    v_mov_b32 v7, 0                       // acc[5] = 0.0
    v_mov_b32 v8, 0                       // acc[6] = 0.0
    v_mov_b32 v9, 0                       // acc[7] = 0.0
    v_mov_b32 v10, 0                       // acc[8] = 0.0
    v_mov_b32 v11, 0                       // acc[9] = 0.0
    v_mov_b32 v12, 0                       // acc[10] = 0.0
    v_mov_b32 v13, 0                       // acc[11] = 0.0
    v_mov_b32 v14, 0                       // acc[12] = 0.0
    v_mov_b32 v15, 0                       // acc[13] = 0.0
    v_mov_b32 v16, 0                       // acc[14] = 0.0
    v_mov_b32 v17, 0                       // acc[15] = 0.0
    v_mov_b32 v18, 0                       // acc[16] = 0.0
    v_mov_b32 v19, 0                       // acc[17] = 0.0
    v_mov_b32 v20, 0                       // acc[18] = 0.0
    v_mov_b32 v21, 0                       // acc[19] = 0.0
    v_mov_b32 v22, 0                       // acc[20] = 0.0
    v_mov_b32 v23, 0                       // acc[21] = 0.0
    v_mov_b32 v24, 0                       // acc[22] = 0.0
    v_mov_b32 v25, 0                       // acc[23] = 0.0
    v_mov_b32 v26, 0                       // acc[24] = 0.0
    v_mov_b32 v27, 0                       // acc[25] = 0.0
    v_mov_b32 v28, 0                       // acc[26] = 0.0
    v_mov_b32 v29, 0                       // acc[27] = 0.0
    v_mov_b32 v30, 0                       // acc[28] = 0.0
    v_mov_b32 v31, 0                       // acc[29] = 0.0
    v_mov_b32 v32, 0                       // acc[30] = 0.0
    v_mov_b32 v33, 0                       // acc[31] = 0.0
    v_mov_b32 v34, 0                       // acc[32] = 0.0
    v_mov_b32 v35, 0                       // acc[33] = 0.0
    v_mov_b32 v36, 0                       // acc[34] = 0.0
    v_mov_b32 v37, 0                       // acc[35] = 0.0
    v_mov_b32 v38, 0                       // acc[36] = 0.0
    v_mov_b32 v39, 0                       // acc[37] = 0.0
    v_mov_b32 v40, 0                       // acc[38] = 0.0
    v_mov_b32 v41, 0                       // acc[39] = 0.0
    v_mov_b32 v42, 0                       // acc[40] = 0.0
    v_mov_b32 v43, 0                       // acc[41] = 0.0
    v_mov_b32 v44, 0                       // acc[42] = 0.0
    v_mov_b32 v45, 0                       // acc[43] = 0.0
    v_mov_b32 v46, 0                       // acc[44] = 0.0
    v_mov_b32 v47, 0                       // acc[45] = 0.0
    v_mov_b32 v48, 0                       // acc[46] = 0.0
    v_mov_b32 v49, 0                       // acc[47] = 0.0
    v_mov_b32 v50, 0                       // acc[48] = 0.0
    v_mov_b32 v51, 0                       // acc[49] = 0.0
    v_mov_b32 v52, 0                       // acc[50] = 0.0
    v_mov_b32 v53, 0                       // acc[51] = 0.0
    v_mov_b32 v54, 0                       // acc[52] = 0.0
    v_mov_b32 v55, 0                       // acc[53] = 0.0
    v_mov_b32 v56, 0                       // acc[54] = 0.0
    v_mov_b32 v57, 0                       // acc[55] = 0.0
    v_mov_b32 v58, 0                       // acc[56] = 0.0
    v_mov_b32 v59, 0                       // acc[57] = 0.0
    v_mov_b32 v60, 0                       // acc[58] = 0.0
    v_mov_b32 v61, 0                       // acc[59] = 0.0
    v_mov_b32 v62, 0                       // acc[60] = 0.0
    v_mov_b32 v63, 0                       // acc[61] = 0.0
    v_mov_b32 v64, 0                       // acc[62] = 0.0
    v_mov_b32 v65, 0                       // acc[63] = 0.0
    v_mov_b32 v66, 0                       // acc[64] = 0.0
    v_mov_b32 v67, 0                       // acc[65] = 0.0
    v_mov_b32 v68, 0                       // acc[66] = 0.0
    v_mov_b32 v69, 0                       // acc[67] = 0.0
    v_mov_b32 v70, 0                       // acc[68] = 0.0
    v_mov_b32 v71, 0                       // acc[69] = 0.0
    v_mov_b32 v72, 0                       // acc[70] = 0.0
    v_mov_b32 v73, 0                       // acc[71] = 0.0
    v_mov_b32 v74, 0                       // acc[72] = 0.0
    v_mov_b32 v75, 0                       // acc[73] = 0.0
    v_mov_b32 v76, 0                       // acc[74] = 0.0
    v_mov_b32 v77, 0                       // acc[75] = 0.0
    v_mov_b32 v78, 0                       // acc[76] = 0.0
    v_mov_b32 v79, 0                       // acc[77] = 0.0
    v_mov_b32 v80, 0                       // acc[78] = 0.0
    v_mov_b32 v81, 0                       // acc[79] = 0.0
    v_mov_b32 v82, 0                       // acc[80] = 0.0
    v_mov_b32 v83, 0                       // acc[81] = 0.0
    v_mov_b32 v84, 0                       // acc[82] = 0.0
    v_mov_b32 v85, 0                       // acc[83] = 0.0
    v_mov_b32 v86, 0                       // acc[84] = 0.0
    v_mov_b32 v87, 0                       // acc[85] = 0.0
    v_mov_b32 v88, 0                       // acc[86] = 0.0
    v_mov_b32 v89, 0                       // acc[87] = 0.0
    v_mov_b32 v90, 0                       // acc[88] = 0.0
    v_mov_b32 v91, 0                       // acc[89] = 0.0
    v_mov_b32 v92, 0                       // acc[90] = 0.0
    v_mov_b32 v93, 0                       // acc[91] = 0.0
    v_mov_b32 v94, 0                       // acc[92] = 0.0
    v_mov_b32 v95, 0                       // acc[93] = 0.0
    v_mov_b32 v96, 0                       // acc[94] = 0.0
    v_mov_b32 v97, 0                       // acc[95] = 0.0
    v_mov_b32 v98, 0                       // acc[96] = 0.0
    v_mov_b32 v99, 0                       // acc[97] = 0.0
    v_mov_b32 v100, 0                       // acc[98] = 0.0
    v_mov_b32 v101, 0                       // acc[99] = 0.0
    v_mov_b32 v102, 0                       // acc[100] = 0.0
    v_mov_b32 v103, 0                       // acc[101] = 0.0
    v_mov_b32 v104, 0                       // acc[102] = 0.0
    v_mov_b32 v105, 0                       // acc[103] = 0.0
    v_mov_b32 v106, 0                       // acc[104] = 0.0
    v_mov_b32 v107, 0                       // acc[105] = 0.0
    v_mov_b32 v108, 0                       // acc[106] = 0.0
    v_mov_b32 v109, 0                       // acc[107] = 0.0
    v_mov_b32 v110, 0                       // acc[108] = 0.0
    v_mov_b32 v111, 0                       // acc[109] = 0.0
    v_mov_b32 v112, 0                       // acc[110] = 0.0
    v_mov_b32 v113, 0                       // acc[111] = 0.0
    v_mov_b32 v114, 0                       // acc[112] = 0.0
    v_mov_b32 v115, 0                       // acc[113] = 0.0
    v_mov_b32 v116, 0                       // acc[114] = 0.0
    v_mov_b32 v117, 0                       // acc[115] = 0.0
    v_mov_b32 v118, 0                       // acc[116] = 0.0
    v_mov_b32 v119, 0                       // acc[117] = 0.0
    v_mov_b32 v120, 0                       // acc[118] = 0.0
    v_mov_b32 v121, 0                       // acc[119] = 0.0
    v_mov_b32 v122, 0                       // acc[120] = 0.0
    v_mov_b32 v123, 0                       // acc[121] = 0.0
    v_mov_b32 v124, 0                       // acc[122] = 0.0
    v_mov_b32 v125, 0                       // acc[123] = 0.0
    v_mov_b32 v126, 0                       // acc[124] = 0.0
    v_mov_b32 v127, 0                       // acc[125] = 0.0
    v_mov_b32 v128, 0                       // acc[126] = 0.0
    v_mov_b32 v129, 0                       // acc[127] = 0.0

    s_mov_b32 s21, s12
    // first tile: global -> stage -> LDS
    global_load_b32 v172, v181, s[44:45]
    global_load_b32 v173, v181, s[46:47]
    global_load_b32 v174, v181, s[48:49]
    global_load_b32 v175, v181, s[50:51]
    global_load_b32 v176, v181, s[52:53]
    global_load_b32 v177, v181, s[54:55]
    global_load_b32 v178, v181, s[56:57]
    global_load_b32 v179, v181, s[58:59]
    global_load_b32 v164, v180, s[28:29]
    global_load_b32 v165, v180, s[30:31]
    global_load_b32 v166, v180, s[32:33]
    global_load_b32 v167, v180, s[34:35]
    global_load_b32 v168, v180, s[36:37]
    global_load_b32 v169, v180, s[38:39]
    global_load_b32 v170, v180, s[40:41]
    global_load_b32 v171, v180, s[42:43]
    s_waitcnt vmcnt(0)                                    // first tile in stage
    ds_store_b32 v182, v164
    ds_store_b32 v182, v165 offset:64
    ds_store_b32 v182, v166 offset:128
    ds_store_b32 v182, v167 offset:192
    ds_store_b32 v182, v168 offset:256
    ds_store_b32 v182, v169 offset:320
    ds_store_b32 v182, v170 offset:384
    ds_store_b32 v182, v171 offset:448
    ds_store_b32 v183, v172
    ds_store_b32 v183, v173 offset:512
    ds_store_b32 v183, v174 offset:1024
    ds_store_b32 v183, v175 offset:1536
    ds_store_b32 v183, v176 offset:2048
    ds_store_b32 v183, v177 offset:2560
    ds_store_b32 v183, v178 offset:3072
    ds_store_b32 v183, v179 offset:3584

    s_waitcnt lgkmcnt(0)                                  // tile written to LDS
    s_barrier                                             // ... by every wave
.Ls8_tile:
    // next tile's offsets (the same tile again on the last one: a harmless reload, no branch)
    s_cmp_gt_u32 s21, 8
    s_cselect_b32 s26, 32, 0
    v_add_nc_u32 v180, s26, v180
    s_cselect_b32 s26, s20, 0
    v_add_nc_u32 v181, s26, v181
    // K step 0: operands from As[0] / Bs[0]
    ds_load_b64 v[134:135], v184
    ds_load_b64 v[138:139], v184 offset:8
    ds_load_b64 v[142:143], v184 offset:64
    ds_load_b64 v[146:147], v184 offset:72
    ds_load_b64 v[132:133], v185
    ds_load_b64 v[136:137], v185 offset:8
    ds_load_b64 v[140:141], v185 offset:128
    ds_load_b64 v[144:145], v185 offset:136
    ds_load_b64 v[148:149], v185 offset:256
    ds_load_b64 v[152:153], v185 offset:264
    ds_load_b64 v[156:157], v185 offset:384
    ds_load_b64 v[160:161], v185 offset:392

    // next tile: loads 0..1 (of B then A) into stage
    global_load_b32 v172, v181, s[44:45]
    global_load_b32 v173, v181, s[46:47]
    s_waitcnt lgkmcnt(0)                                  // A and B values of step 0
    v_dual_fmac_f32 v5, v134, v132 :: v_dual_fmac_f32 v2, v135, v133
    v_dual_fmac_f32 v3, v134, v133 :: v_dual_fmac_f32 v4, v135, v132
    v_dual_fmac_f32 v9, v134, v136 :: v_dual_fmac_f32 v6, v135, v137
    v_dual_fmac_f32 v7, v135, v136 :: v_dual_fmac_f32 v8, v134, v137
    v_dual_fmac_f32 v13, v138, v136 :: v_dual_fmac_f32 v10, v139, v137
    v_dual_fmac_f32 v11, v138, v137 :: v_dual_fmac_f32 v12, v139, v136
    v_dual_fmac_f32 v17, v138, v132 :: v_dual_fmac_f32 v14, v139, v133
    v_dual_fmac_f32 v15, v139, v132 :: v_dual_fmac_f32 v16, v138, v133
    v_dual_fmac_f32 v21, v142, v132 :: v_dual_fmac_f32 v18, v143, v133
    v_dual_fmac_f32 v19, v142, v133 :: v_dual_fmac_f32 v20, v143, v132
    v_dual_fmac_f32 v25, v142, v136 :: v_dual_fmac_f32 v22, v143, v137
    v_dual_fmac_f32 v23, v143, v136 :: v_dual_fmac_f32 v24, v142, v137
    v_dual_fmac_f32 v29, v146, v136 :: v_dual_fmac_f32 v26, v147, v137
    v_dual_fmac_f32 v27, v146, v137 :: v_dual_fmac_f32 v28, v147, v136
    v_dual_fmac_f32 v33, v146, v140 :: v_dual_fmac_f32 v30, v147, v141
    v_dual_fmac_f32 v31, v147, v140 :: v_dual_fmac_f32 v32, v146, v141
    v_dual_fmac_f32 v37, v134, v140 :: v_dual_fmac_f32 v34, v135, v141
    v_dual_fmac_f32 v35, v134, v141 :: v_dual_fmac_f32 v36, v135, v140
    v_dual_fmac_f32 v41, v134, v144 :: v_dual_fmac_f32 v38, v135, v145
    v_dual_fmac_f32 v39, v135, v144 :: v_dual_fmac_f32 v40, v134, v145
    v_dual_fmac_f32 v45, v138, v144 :: v_dual_fmac_f32 v42, v139, v145
    v_dual_fmac_f32 v43, v138, v145 :: v_dual_fmac_f32 v44, v139, v144
    v_dual_fmac_f32 v49, v138, v140 :: v_dual_fmac_f32 v46, v139, v141
    v_dual_fmac_f32 v47, v139, v140 :: v_dual_fmac_f32 v48, v138, v141
    v_dual_fmac_f32 v53, v142, v140 :: v_dual_fmac_f32 v50, v143, v141
    v_dual_fmac_f32 v51, v142, v141 :: v_dual_fmac_f32 v52, v143, v140
    v_dual_fmac_f32 v57, v142, v144 :: v_dual_fmac_f32 v54, v143, v145
    v_dual_fmac_f32 v55, v143, v144 :: v_dual_fmac_f32 v56, v142, v145
    v_dual_fmac_f32 v61, v146, v144 :: v_dual_fmac_f32 v58, v147, v145
    v_dual_fmac_f32 v59, v146, v145 :: v_dual_fmac_f32 v60, v147, v144
    v_dual_fmac_f32 v65, v146, v148 :: v_dual_fmac_f32 v62, v147, v149
    v_dual_fmac_f32 v63, v147, v148 :: v_dual_fmac_f32 v64, v146, v149
    v_dual_fmac_f32 v69, v134, v148 :: v_dual_fmac_f32 v66, v135, v149
    v_dual_fmac_f32 v67, v134, v149 :: v_dual_fmac_f32 v68, v135, v148
    v_dual_fmac_f32 v73, v134, v152 :: v_dual_fmac_f32 v70, v135, v153
    v_dual_fmac_f32 v71, v135, v152 :: v_dual_fmac_f32 v72, v134, v153
    v_dual_fmac_f32 v77, v138, v152 :: v_dual_fmac_f32 v74, v139, v153
    v_dual_fmac_f32 v75, v138, v153 :: v_dual_fmac_f32 v76, v139, v152
    v_dual_fmac_f32 v81, v138, v148 :: v_dual_fmac_f32 v78, v139, v149
    v_dual_fmac_f32 v79, v139, v148 :: v_dual_fmac_f32 v80, v138, v149
    v_dual_fmac_f32 v85, v142, v148 :: v_dual_fmac_f32 v82, v143, v149
    v_dual_fmac_f32 v83, v142, v149 :: v_dual_fmac_f32 v84, v143, v148
    v_dual_fmac_f32 v89, v142, v152 :: v_dual_fmac_f32 v86, v143, v153
    v_dual_fmac_f32 v87, v143, v152 :: v_dual_fmac_f32 v88, v142, v153
    v_dual_fmac_f32 v93, v146, v152 :: v_dual_fmac_f32 v90, v147, v153
    v_dual_fmac_f32 v91, v146, v153 :: v_dual_fmac_f32 v92, v147, v152
    v_dual_fmac_f32 v97, v146, v156 :: v_dual_fmac_f32 v94, v147, v157
    v_dual_fmac_f32 v95, v147, v156 :: v_dual_fmac_f32 v96, v146, v157
    v_dual_fmac_f32 v101, v134, v156 :: v_dual_fmac_f32 v98, v135, v157
    v_dual_fmac_f32 v99, v134, v157 :: v_dual_fmac_f32 v100, v135, v156
    v_dual_fmac_f32 v105, v134, v160 :: v_dual_fmac_f32 v102, v135, v161
    v_dual_fmac_f32 v103, v135, v160 :: v_dual_fmac_f32 v104, v134, v161
    v_dual_fmac_f32 v109, v138, v160 :: v_dual_fmac_f32 v106, v139, v161
    v_dual_fmac_f32 v107, v138, v161 :: v_dual_fmac_f32 v108, v139, v160
    v_dual_fmac_f32 v113, v138, v156 :: v_dual_fmac_f32 v110, v139, v157
    v_dual_fmac_f32 v111, v139, v156 :: v_dual_fmac_f32 v112, v138, v157
    v_dual_fmac_f32 v117, v142, v156 :: v_dual_fmac_f32 v114, v143, v157
    v_dual_fmac_f32 v115, v142, v157 :: v_dual_fmac_f32 v116, v143, v156
    v_dual_fmac_f32 v121, v142, v160 :: v_dual_fmac_f32 v118, v143, v161
    v_dual_fmac_f32 v119, v143, v160 :: v_dual_fmac_f32 v120, v142, v161
    v_dual_fmac_f32 v125, v146, v160 :: v_dual_fmac_f32 v122, v147, v161
    v_dual_fmac_f32 v123, v146, v161 :: v_dual_fmac_f32 v124, v147, v160
    v_dual_fmac_f32 v129, v146, v132 :: v_dual_fmac_f32 v126, v147, v133
    v_dual_fmac_f32 v127, v147, v132 :: v_dual_fmac_f32 v128, v146, v133

    // K step 1: operands from As[1] / Bs[1]
    ds_load_b64 v[134:135], v184 offset:528
    ds_load_b64 v[138:139], v184 offset:536
    ds_load_b64 v[142:143], v184 offset:592
    ds_load_b64 v[146:147], v184 offset:600
    ds_load_b64 v[132:133], v185 offset:512
    ds_load_b64 v[136:137], v185 offset:520
    ds_load_b64 v[140:141], v185 offset:640
    ds_load_b64 v[144:145], v185 offset:648
    ds_load_b64 v[148:149], v185 offset:768
    ds_load_b64 v[152:153], v185 offset:776
    ds_load_b64 v[156:157], v185 offset:896
    ds_load_b64 v[160:161], v185 offset:904

    // next tile: loads 2..3 (of B then A) into stage
    global_load_b32 v174, v181, s[48:49]
    global_load_b32 v175, v181, s[50:51]
    s_waitcnt lgkmcnt(0)                                  // A and B values of step 1
    v_dual_fmac_f32 v5, v134, v132 :: v_dual_fmac_f32 v2, v135, v133
    v_dual_fmac_f32 v3, v134, v133 :: v_dual_fmac_f32 v4, v135, v132
    v_dual_fmac_f32 v9, v134, v136 :: v_dual_fmac_f32 v6, v135, v137
    v_dual_fmac_f32 v7, v135, v136 :: v_dual_fmac_f32 v8, v134, v137
    v_dual_fmac_f32 v13, v138, v136 :: v_dual_fmac_f32 v10, v139, v137
    v_dual_fmac_f32 v11, v138, v137 :: v_dual_fmac_f32 v12, v139, v136
    v_dual_fmac_f32 v17, v138, v132 :: v_dual_fmac_f32 v14, v139, v133
    v_dual_fmac_f32 v15, v139, v132 :: v_dual_fmac_f32 v16, v138, v133
    v_dual_fmac_f32 v21, v142, v132 :: v_dual_fmac_f32 v18, v143, v133
    v_dual_fmac_f32 v19, v142, v133 :: v_dual_fmac_f32 v20, v143, v132
    v_dual_fmac_f32 v25, v142, v136 :: v_dual_fmac_f32 v22, v143, v137
    v_dual_fmac_f32 v23, v143, v136 :: v_dual_fmac_f32 v24, v142, v137
    v_dual_fmac_f32 v29, v146, v136 :: v_dual_fmac_f32 v26, v147, v137
    v_dual_fmac_f32 v27, v146, v137 :: v_dual_fmac_f32 v28, v147, v136
    v_dual_fmac_f32 v33, v146, v140 :: v_dual_fmac_f32 v30, v147, v141
    v_dual_fmac_f32 v31, v147, v140 :: v_dual_fmac_f32 v32, v146, v141
    v_dual_fmac_f32 v37, v134, v140 :: v_dual_fmac_f32 v34, v135, v141
    v_dual_fmac_f32 v35, v134, v141 :: v_dual_fmac_f32 v36, v135, v140
    v_dual_fmac_f32 v41, v134, v144 :: v_dual_fmac_f32 v38, v135, v145
    v_dual_fmac_f32 v39, v135, v144 :: v_dual_fmac_f32 v40, v134, v145
    v_dual_fmac_f32 v45, v138, v144 :: v_dual_fmac_f32 v42, v139, v145
    v_dual_fmac_f32 v43, v138, v145 :: v_dual_fmac_f32 v44, v139, v144
    v_dual_fmac_f32 v49, v138, v140 :: v_dual_fmac_f32 v46, v139, v141
    v_dual_fmac_f32 v47, v139, v140 :: v_dual_fmac_f32 v48, v138, v141
    v_dual_fmac_f32 v53, v142, v140 :: v_dual_fmac_f32 v50, v143, v141
    v_dual_fmac_f32 v51, v142, v141 :: v_dual_fmac_f32 v52, v143, v140
    v_dual_fmac_f32 v57, v142, v144 :: v_dual_fmac_f32 v54, v143, v145
    v_dual_fmac_f32 v55, v143, v144 :: v_dual_fmac_f32 v56, v142, v145
    v_dual_fmac_f32 v61, v146, v144 :: v_dual_fmac_f32 v58, v147, v145
    v_dual_fmac_f32 v59, v146, v145 :: v_dual_fmac_f32 v60, v147, v144
    v_dual_fmac_f32 v65, v146, v148 :: v_dual_fmac_f32 v62, v147, v149
    v_dual_fmac_f32 v63, v147, v148 :: v_dual_fmac_f32 v64, v146, v149
    v_dual_fmac_f32 v69, v134, v148 :: v_dual_fmac_f32 v66, v135, v149
    v_dual_fmac_f32 v67, v134, v149 :: v_dual_fmac_f32 v68, v135, v148
    v_dual_fmac_f32 v73, v134, v152 :: v_dual_fmac_f32 v70, v135, v153
    v_dual_fmac_f32 v71, v135, v152 :: v_dual_fmac_f32 v72, v134, v153
    v_dual_fmac_f32 v77, v138, v152 :: v_dual_fmac_f32 v74, v139, v153
    v_dual_fmac_f32 v75, v138, v153 :: v_dual_fmac_f32 v76, v139, v152
    v_dual_fmac_f32 v81, v138, v148 :: v_dual_fmac_f32 v78, v139, v149
    v_dual_fmac_f32 v79, v139, v148 :: v_dual_fmac_f32 v80, v138, v149
    v_dual_fmac_f32 v85, v142, v148 :: v_dual_fmac_f32 v82, v143, v149
    v_dual_fmac_f32 v83, v142, v149 :: v_dual_fmac_f32 v84, v143, v148
    v_dual_fmac_f32 v89, v142, v152 :: v_dual_fmac_f32 v86, v143, v153
    v_dual_fmac_f32 v87, v143, v152 :: v_dual_fmac_f32 v88, v142, v153
    v_dual_fmac_f32 v93, v146, v152 :: v_dual_fmac_f32 v90, v147, v153
    v_dual_fmac_f32 v91, v146, v153 :: v_dual_fmac_f32 v92, v147, v152
    v_dual_fmac_f32 v97, v146, v156 :: v_dual_fmac_f32 v94, v147, v157
    v_dual_fmac_f32 v95, v147, v156 :: v_dual_fmac_f32 v96, v146, v157
    v_dual_fmac_f32 v101, v134, v156 :: v_dual_fmac_f32 v98, v135, v157
    v_dual_fmac_f32 v99, v134, v157 :: v_dual_fmac_f32 v100, v135, v156
    v_dual_fmac_f32 v105, v134, v160 :: v_dual_fmac_f32 v102, v135, v161
    v_dual_fmac_f32 v103, v135, v160 :: v_dual_fmac_f32 v104, v134, v161
    v_dual_fmac_f32 v109, v138, v160 :: v_dual_fmac_f32 v106, v139, v161
    v_dual_fmac_f32 v107, v138, v161 :: v_dual_fmac_f32 v108, v139, v160
    v_dual_fmac_f32 v113, v138, v156 :: v_dual_fmac_f32 v110, v139, v157
    v_dual_fmac_f32 v111, v139, v156 :: v_dual_fmac_f32 v112, v138, v157
    v_dual_fmac_f32 v117, v142, v156 :: v_dual_fmac_f32 v114, v143, v157
    v_dual_fmac_f32 v115, v142, v157 :: v_dual_fmac_f32 v116, v143, v156
    v_dual_fmac_f32 v121, v142, v160 :: v_dual_fmac_f32 v118, v143, v161
    v_dual_fmac_f32 v119, v143, v160 :: v_dual_fmac_f32 v120, v142, v161
    v_dual_fmac_f32 v125, v146, v160 :: v_dual_fmac_f32 v122, v147, v161
    v_dual_fmac_f32 v123, v146, v161 :: v_dual_fmac_f32 v124, v147, v160
    v_dual_fmac_f32 v129, v146, v132 :: v_dual_fmac_f32 v126, v147, v133
    v_dual_fmac_f32 v127, v147, v132 :: v_dual_fmac_f32 v128, v146, v133

    // K step 2: operands from As[2] / Bs[2]
    ds_load_b64 v[134:135], v184 offset:1056
    ds_load_b64 v[138:139], v184 offset:1064
    ds_load_b64 v[142:143], v184 offset:1120
    ds_load_b64 v[146:147], v184 offset:1128
    ds_load_b64 v[132:133], v185 offset:1024
    ds_load_b64 v[136:137], v185 offset:1032
    ds_load_b64 v[140:141], v185 offset:1152
    ds_load_b64 v[144:145], v185 offset:1160
    ds_load_b64 v[148:149], v185 offset:1280
    ds_load_b64 v[152:153], v185 offset:1288
    ds_load_b64 v[156:157], v185 offset:1408
    ds_load_b64 v[160:161], v185 offset:1416

    // next tile: loads 4..5 (of B then A) into stage
    global_load_b32 v176, v181, s[52:53]
    global_load_b32 v177, v181, s[54:55]
    s_waitcnt lgkmcnt(0)                                  // A and B values of step 2
    v_dual_fmac_f32 v5, v134, v132 :: v_dual_fmac_f32 v2, v135, v133
    v_dual_fmac_f32 v3, v134, v133 :: v_dual_fmac_f32 v4, v135, v132
    v_dual_fmac_f32 v9, v134, v136 :: v_dual_fmac_f32 v6, v135, v137
    v_dual_fmac_f32 v7, v135, v136 :: v_dual_fmac_f32 v8, v134, v137
    v_dual_fmac_f32 v13, v138, v136 :: v_dual_fmac_f32 v10, v139, v137
    v_dual_fmac_f32 v11, v138, v137 :: v_dual_fmac_f32 v12, v139, v136
    v_dual_fmac_f32 v17, v138, v132 :: v_dual_fmac_f32 v14, v139, v133
    v_dual_fmac_f32 v15, v139, v132 :: v_dual_fmac_f32 v16, v138, v133
    v_dual_fmac_f32 v21, v142, v132 :: v_dual_fmac_f32 v18, v143, v133
    v_dual_fmac_f32 v19, v142, v133 :: v_dual_fmac_f32 v20, v143, v132
    v_dual_fmac_f32 v25, v142, v136 :: v_dual_fmac_f32 v22, v143, v137
    v_dual_fmac_f32 v23, v143, v136 :: v_dual_fmac_f32 v24, v142, v137
    v_dual_fmac_f32 v29, v146, v136 :: v_dual_fmac_f32 v26, v147, v137
    v_dual_fmac_f32 v27, v146, v137 :: v_dual_fmac_f32 v28, v147, v136
    v_dual_fmac_f32 v33, v146, v140 :: v_dual_fmac_f32 v30, v147, v141
    v_dual_fmac_f32 v31, v147, v140 :: v_dual_fmac_f32 v32, v146, v141
    v_dual_fmac_f32 v37, v134, v140 :: v_dual_fmac_f32 v34, v135, v141
    v_dual_fmac_f32 v35, v134, v141 :: v_dual_fmac_f32 v36, v135, v140
    v_dual_fmac_f32 v41, v134, v144 :: v_dual_fmac_f32 v38, v135, v145
    v_dual_fmac_f32 v39, v135, v144 :: v_dual_fmac_f32 v40, v134, v145
    v_dual_fmac_f32 v45, v138, v144 :: v_dual_fmac_f32 v42, v139, v145
    v_dual_fmac_f32 v43, v138, v145 :: v_dual_fmac_f32 v44, v139, v144
    v_dual_fmac_f32 v49, v138, v140 :: v_dual_fmac_f32 v46, v139, v141
    v_dual_fmac_f32 v47, v139, v140 :: v_dual_fmac_f32 v48, v138, v141
    v_dual_fmac_f32 v53, v142, v140 :: v_dual_fmac_f32 v50, v143, v141
    v_dual_fmac_f32 v51, v142, v141 :: v_dual_fmac_f32 v52, v143, v140
    v_dual_fmac_f32 v57, v142, v144 :: v_dual_fmac_f32 v54, v143, v145
    v_dual_fmac_f32 v55, v143, v144 :: v_dual_fmac_f32 v56, v142, v145
    v_dual_fmac_f32 v61, v146, v144 :: v_dual_fmac_f32 v58, v147, v145
    v_dual_fmac_f32 v59, v146, v145 :: v_dual_fmac_f32 v60, v147, v144
    v_dual_fmac_f32 v65, v146, v148 :: v_dual_fmac_f32 v62, v147, v149
    v_dual_fmac_f32 v63, v147, v148 :: v_dual_fmac_f32 v64, v146, v149
    v_dual_fmac_f32 v69, v134, v148 :: v_dual_fmac_f32 v66, v135, v149
    v_dual_fmac_f32 v67, v134, v149 :: v_dual_fmac_f32 v68, v135, v148
    v_dual_fmac_f32 v73, v134, v152 :: v_dual_fmac_f32 v70, v135, v153
    v_dual_fmac_f32 v71, v135, v152 :: v_dual_fmac_f32 v72, v134, v153
    v_dual_fmac_f32 v77, v138, v152 :: v_dual_fmac_f32 v74, v139, v153
    v_dual_fmac_f32 v75, v138, v153 :: v_dual_fmac_f32 v76, v139, v152
    v_dual_fmac_f32 v81, v138, v148 :: v_dual_fmac_f32 v78, v139, v149
    v_dual_fmac_f32 v79, v139, v148 :: v_dual_fmac_f32 v80, v138, v149
    v_dual_fmac_f32 v85, v142, v148 :: v_dual_fmac_f32 v82, v143, v149
    v_dual_fmac_f32 v83, v142, v149 :: v_dual_fmac_f32 v84, v143, v148
    v_dual_fmac_f32 v89, v142, v152 :: v_dual_fmac_f32 v86, v143, v153
    v_dual_fmac_f32 v87, v143, v152 :: v_dual_fmac_f32 v88, v142, v153
    v_dual_fmac_f32 v93, v146, v152 :: v_dual_fmac_f32 v90, v147, v153
    v_dual_fmac_f32 v91, v146, v153 :: v_dual_fmac_f32 v92, v147, v152
    v_dual_fmac_f32 v97, v146, v156 :: v_dual_fmac_f32 v94, v147, v157
    v_dual_fmac_f32 v95, v147, v156 :: v_dual_fmac_f32 v96, v146, v157
    v_dual_fmac_f32 v101, v134, v156 :: v_dual_fmac_f32 v98, v135, v157
    v_dual_fmac_f32 v99, v134, v157 :: v_dual_fmac_f32 v100, v135, v156
    v_dual_fmac_f32 v105, v134, v160 :: v_dual_fmac_f32 v102, v135, v161
    v_dual_fmac_f32 v103, v135, v160 :: v_dual_fmac_f32 v104, v134, v161
    v_dual_fmac_f32 v109, v138, v160 :: v_dual_fmac_f32 v106, v139, v161
    v_dual_fmac_f32 v107, v138, v161 :: v_dual_fmac_f32 v108, v139, v160
    v_dual_fmac_f32 v113, v138, v156 :: v_dual_fmac_f32 v110, v139, v157
    v_dual_fmac_f32 v111, v139, v156 :: v_dual_fmac_f32 v112, v138, v157
    v_dual_fmac_f32 v117, v142, v156 :: v_dual_fmac_f32 v114, v143, v157
    v_dual_fmac_f32 v115, v142, v157 :: v_dual_fmac_f32 v116, v143, v156
    v_dual_fmac_f32 v121, v142, v160 :: v_dual_fmac_f32 v118, v143, v161
    v_dual_fmac_f32 v119, v143, v160 :: v_dual_fmac_f32 v120, v142, v161
    v_dual_fmac_f32 v125, v146, v160 :: v_dual_fmac_f32 v122, v147, v161
    v_dual_fmac_f32 v123, v146, v161 :: v_dual_fmac_f32 v124, v147, v160
    v_dual_fmac_f32 v129, v146, v132 :: v_dual_fmac_f32 v126, v147, v133
    v_dual_fmac_f32 v127, v147, v132 :: v_dual_fmac_f32 v128, v146, v133

    // K step 3: operands from As[3] / Bs[3]
    ds_load_b64 v[134:135], v184 offset:1584
    ds_load_b64 v[138:139], v184 offset:1592
    ds_load_b64 v[142:143], v184 offset:1648
    ds_load_b64 v[146:147], v184 offset:1656
    ds_load_b64 v[132:133], v185 offset:1536
    ds_load_b64 v[136:137], v185 offset:1544
    ds_load_b64 v[140:141], v185 offset:1664
    ds_load_b64 v[144:145], v185 offset:1672
    ds_load_b64 v[148:149], v185 offset:1792
    ds_load_b64 v[152:153], v185 offset:1800
    ds_load_b64 v[156:157], v185 offset:1920
    ds_load_b64 v[160:161], v185 offset:1928

    // next tile: loads 6..7 (of B then A) into stage
    global_load_b32 v178, v181, s[56:57]
    global_load_b32 v179, v181, s[58:59]
    s_waitcnt lgkmcnt(0)                                  // A and B values of step 3
    v_dual_fmac_f32 v5, v134, v132 :: v_dual_fmac_f32 v2, v135, v133
    v_dual_fmac_f32 v3, v134, v133 :: v_dual_fmac_f32 v4, v135, v132
    v_dual_fmac_f32 v9, v134, v136 :: v_dual_fmac_f32 v6, v135, v137
    v_dual_fmac_f32 v7, v135, v136 :: v_dual_fmac_f32 v8, v134, v137
    v_dual_fmac_f32 v13, v138, v136 :: v_dual_fmac_f32 v10, v139, v137
    v_dual_fmac_f32 v11, v138, v137 :: v_dual_fmac_f32 v12, v139, v136
    v_dual_fmac_f32 v17, v138, v132 :: v_dual_fmac_f32 v14, v139, v133
    v_dual_fmac_f32 v15, v139, v132 :: v_dual_fmac_f32 v16, v138, v133
    v_dual_fmac_f32 v21, v142, v132 :: v_dual_fmac_f32 v18, v143, v133
    v_dual_fmac_f32 v19, v142, v133 :: v_dual_fmac_f32 v20, v143, v132
    v_dual_fmac_f32 v25, v142, v136 :: v_dual_fmac_f32 v22, v143, v137
    v_dual_fmac_f32 v23, v143, v136 :: v_dual_fmac_f32 v24, v142, v137
    v_dual_fmac_f32 v29, v146, v136 :: v_dual_fmac_f32 v26, v147, v137
    v_dual_fmac_f32 v27, v146, v137 :: v_dual_fmac_f32 v28, v147, v136
    v_dual_fmac_f32 v33, v146, v140 :: v_dual_fmac_f32 v30, v147, v141
    v_dual_fmac_f32 v31, v147, v140 :: v_dual_fmac_f32 v32, v146, v141
    v_dual_fmac_f32 v37, v134, v140 :: v_dual_fmac_f32 v34, v135, v141
    v_dual_fmac_f32 v35, v134, v141 :: v_dual_fmac_f32 v36, v135, v140
    v_dual_fmac_f32 v41, v134, v144 :: v_dual_fmac_f32 v38, v135, v145
    v_dual_fmac_f32 v39, v135, v144 :: v_dual_fmac_f32 v40, v134, v145
    v_dual_fmac_f32 v45, v138, v144 :: v_dual_fmac_f32 v42, v139, v145
    v_dual_fmac_f32 v43, v138, v145 :: v_dual_fmac_f32 v44, v139, v144
    v_dual_fmac_f32 v49, v138, v140 :: v_dual_fmac_f32 v46, v139, v141
    v_dual_fmac_f32 v47, v139, v140 :: v_dual_fmac_f32 v48, v138, v141
    v_dual_fmac_f32 v53, v142, v140 :: v_dual_fmac_f32 v50, v143, v141
    v_dual_fmac_f32 v51, v142, v141 :: v_dual_fmac_f32 v52, v143, v140
    v_dual_fmac_f32 v57, v142, v144 :: v_dual_fmac_f32 v54, v143, v145
    v_dual_fmac_f32 v55, v143, v144 :: v_dual_fmac_f32 v56, v142, v145
    v_dual_fmac_f32 v61, v146, v144 :: v_dual_fmac_f32 v58, v147, v145
    v_dual_fmac_f32 v59, v146, v145 :: v_dual_fmac_f32 v60, v147, v144
    v_dual_fmac_f32 v65, v146, v148 :: v_dual_fmac_f32 v62, v147, v149
    v_dual_fmac_f32 v63, v147, v148 :: v_dual_fmac_f32 v64, v146, v149
    v_dual_fmac_f32 v69, v134, v148 :: v_dual_fmac_f32 v66, v135, v149
    v_dual_fmac_f32 v67, v134, v149 :: v_dual_fmac_f32 v68, v135, v148
    v_dual_fmac_f32 v73, v134, v152 :: v_dual_fmac_f32 v70, v135, v153
    v_dual_fmac_f32 v71, v135, v152 :: v_dual_fmac_f32 v72, v134, v153
    v_dual_fmac_f32 v77, v138, v152 :: v_dual_fmac_f32 v74, v139, v153
    v_dual_fmac_f32 v75, v138, v153 :: v_dual_fmac_f32 v76, v139, v152
    v_dual_fmac_f32 v81, v138, v148 :: v_dual_fmac_f32 v78, v139, v149
    v_dual_fmac_f32 v79, v139, v148 :: v_dual_fmac_f32 v80, v138, v149
    v_dual_fmac_f32 v85, v142, v148 :: v_dual_fmac_f32 v82, v143, v149
    v_dual_fmac_f32 v83, v142, v149 :: v_dual_fmac_f32 v84, v143, v148
    v_dual_fmac_f32 v89, v142, v152 :: v_dual_fmac_f32 v86, v143, v153
    v_dual_fmac_f32 v87, v143, v152 :: v_dual_fmac_f32 v88, v142, v153
    v_dual_fmac_f32 v93, v146, v152 :: v_dual_fmac_f32 v90, v147, v153
    v_dual_fmac_f32 v91, v146, v153 :: v_dual_fmac_f32 v92, v147, v152
    v_dual_fmac_f32 v97, v146, v156 :: v_dual_fmac_f32 v94, v147, v157
    v_dual_fmac_f32 v95, v147, v156 :: v_dual_fmac_f32 v96, v146, v157
    v_dual_fmac_f32 v101, v134, v156 :: v_dual_fmac_f32 v98, v135, v157
    v_dual_fmac_f32 v99, v134, v157 :: v_dual_fmac_f32 v100, v135, v156
    v_dual_fmac_f32 v105, v134, v160 :: v_dual_fmac_f32 v102, v135, v161
    v_dual_fmac_f32 v103, v135, v160 :: v_dual_fmac_f32 v104, v134, v161
    v_dual_fmac_f32 v109, v138, v160 :: v_dual_fmac_f32 v106, v139, v161
    v_dual_fmac_f32 v107, v138, v161 :: v_dual_fmac_f32 v108, v139, v160
    v_dual_fmac_f32 v113, v138, v156 :: v_dual_fmac_f32 v110, v139, v157
    v_dual_fmac_f32 v111, v139, v156 :: v_dual_fmac_f32 v112, v138, v157
    v_dual_fmac_f32 v117, v142, v156 :: v_dual_fmac_f32 v114, v143, v157
    v_dual_fmac_f32 v115, v142, v157 :: v_dual_fmac_f32 v116, v143, v156
    v_dual_fmac_f32 v121, v142, v160 :: v_dual_fmac_f32 v118, v143, v161
    v_dual_fmac_f32 v119, v143, v160 :: v_dual_fmac_f32 v120, v142, v161
    v_dual_fmac_f32 v125, v146, v160 :: v_dual_fmac_f32 v122, v147, v161
    v_dual_fmac_f32 v123, v146, v161 :: v_dual_fmac_f32 v124, v147, v160
    v_dual_fmac_f32 v129, v146, v132 :: v_dual_fmac_f32 v126, v147, v133
    v_dual_fmac_f32 v127, v147, v132 :: v_dual_fmac_f32 v128, v146, v133

    // K step 4: operands from As[4] / Bs[4]
    ds_load_b64 v[134:135], v184 offset:2112
    ds_load_b64 v[138:139], v184 offset:2120
    ds_load_b64 v[142:143], v184 offset:2176
    ds_load_b64 v[146:147], v184 offset:2184
    ds_load_b64 v[132:133], v185 offset:2048
    ds_load_b64 v[136:137], v185 offset:2056
    ds_load_b64 v[140:141], v185 offset:2176
    ds_load_b64 v[144:145], v185 offset:2184
    ds_load_b64 v[148:149], v185 offset:2304
    ds_load_b64 v[152:153], v185 offset:2312
    ds_load_b64 v[156:157], v185 offset:2432
    ds_load_b64 v[160:161], v185 offset:2440

    // next tile: loads 8..9 (of B then A) into stage
    global_load_b32 v164, v180, s[28:29]
    global_load_b32 v165, v180, s[30:31]
    s_waitcnt lgkmcnt(0)                                  // A and B values of step 4
    v_dual_fmac_f32 v5, v134, v132 :: v_dual_fmac_f32 v2, v135, v133
    v_dual_fmac_f32 v3, v134, v133 :: v_dual_fmac_f32 v4, v135, v132
    v_dual_fmac_f32 v9, v134, v136 :: v_dual_fmac_f32 v6, v135, v137
    v_dual_fmac_f32 v7, v135, v136 :: v_dual_fmac_f32 v8, v134, v137
    v_dual_fmac_f32 v13, v138, v136 :: v_dual_fmac_f32 v10, v139, v137
    v_dual_fmac_f32 v11, v138, v137 :: v_dual_fmac_f32 v12, v139, v136
    v_dual_fmac_f32 v17, v138, v132 :: v_dual_fmac_f32 v14, v139, v133
    v_dual_fmac_f32 v15, v139, v132 :: v_dual_fmac_f32 v16, v138, v133
    v_dual_fmac_f32 v21, v142, v132 :: v_dual_fmac_f32 v18, v143, v133
    v_dual_fmac_f32 v19, v142, v133 :: v_dual_fmac_f32 v20, v143, v132
    v_dual_fmac_f32 v25, v142, v136 :: v_dual_fmac_f32 v22, v143, v137
    v_dual_fmac_f32 v23, v143, v136 :: v_dual_fmac_f32 v24, v142, v137
    v_dual_fmac_f32 v29, v146, v136 :: v_dual_fmac_f32 v26, v147, v137
    v_dual_fmac_f32 v27, v146, v137 :: v_dual_fmac_f32 v28, v147, v136
    v_dual_fmac_f32 v33, v146, v140 :: v_dual_fmac_f32 v30, v147, v141
    v_dual_fmac_f32 v31, v147, v140 :: v_dual_fmac_f32 v32, v146, v141
    v_dual_fmac_f32 v37, v134, v140 :: v_dual_fmac_f32 v34, v135, v141
    v_dual_fmac_f32 v35, v134, v141 :: v_dual_fmac_f32 v36, v135, v140
    v_dual_fmac_f32 v41, v134, v144 :: v_dual_fmac_f32 v38, v135, v145
    v_dual_fmac_f32 v39, v135, v144 :: v_dual_fmac_f32 v40, v134, v145
    v_dual_fmac_f32 v45, v138, v144 :: v_dual_fmac_f32 v42, v139, v145
    v_dual_fmac_f32 v43, v138, v145 :: v_dual_fmac_f32 v44, v139, v144
    v_dual_fmac_f32 v49, v138, v140 :: v_dual_fmac_f32 v46, v139, v141
    v_dual_fmac_f32 v47, v139, v140 :: v_dual_fmac_f32 v48, v138, v141
    v_dual_fmac_f32 v53, v142, v140 :: v_dual_fmac_f32 v50, v143, v141
    v_dual_fmac_f32 v51, v142, v141 :: v_dual_fmac_f32 v52, v143, v140
    v_dual_fmac_f32 v57, v142, v144 :: v_dual_fmac_f32 v54, v143, v145
    v_dual_fmac_f32 v55, v143, v144 :: v_dual_fmac_f32 v56, v142, v145
    v_dual_fmac_f32 v61, v146, v144 :: v_dual_fmac_f32 v58, v147, v145
    v_dual_fmac_f32 v59, v146, v145 :: v_dual_fmac_f32 v60, v147, v144
    v_dual_fmac_f32 v65, v146, v148 :: v_dual_fmac_f32 v62, v147, v149
    v_dual_fmac_f32 v63, v147, v148 :: v_dual_fmac_f32 v64, v146, v149
    v_dual_fmac_f32 v69, v134, v148 :: v_dual_fmac_f32 v66, v135, v149
    v_dual_fmac_f32 v67, v134, v149 :: v_dual_fmac_f32 v68, v135, v148
    v_dual_fmac_f32 v73, v134, v152 :: v_dual_fmac_f32 v70, v135, v153
    v_dual_fmac_f32 v71, v135, v152 :: v_dual_fmac_f32 v72, v134, v153
    v_dual_fmac_f32 v77, v138, v152 :: v_dual_fmac_f32 v74, v139, v153
    v_dual_fmac_f32 v75, v138, v153 :: v_dual_fmac_f32 v76, v139, v152
    v_dual_fmac_f32 v81, v138, v148 :: v_dual_fmac_f32 v78, v139, v149
    v_dual_fmac_f32 v79, v139, v148 :: v_dual_fmac_f32 v80, v138, v149
    v_dual_fmac_f32 v85, v142, v148 :: v_dual_fmac_f32 v82, v143, v149
    v_dual_fmac_f32 v83, v142, v149 :: v_dual_fmac_f32 v84, v143, v148
    v_dual_fmac_f32 v89, v142, v152 :: v_dual_fmac_f32 v86, v143, v153
    v_dual_fmac_f32 v87, v143, v152 :: v_dual_fmac_f32 v88, v142, v153
    v_dual_fmac_f32 v93, v146, v152 :: v_dual_fmac_f32 v90, v147, v153
    v_dual_fmac_f32 v91, v146, v153 :: v_dual_fmac_f32 v92, v147, v152
    v_dual_fmac_f32 v97, v146, v156 :: v_dual_fmac_f32 v94, v147, v157
    v_dual_fmac_f32 v95, v147, v156 :: v_dual_fmac_f32 v96, v146, v157
    v_dual_fmac_f32 v101, v134, v156 :: v_dual_fmac_f32 v98, v135, v157
    v_dual_fmac_f32 v99, v134, v157 :: v_dual_fmac_f32 v100, v135, v156
    v_dual_fmac_f32 v105, v134, v160 :: v_dual_fmac_f32 v102, v135, v161
    v_dual_fmac_f32 v103, v135, v160 :: v_dual_fmac_f32 v104, v134, v161
    v_dual_fmac_f32 v109, v138, v160 :: v_dual_fmac_f32 v106, v139, v161
    v_dual_fmac_f32 v107, v138, v161 :: v_dual_fmac_f32 v108, v139, v160
    v_dual_fmac_f32 v113, v138, v156 :: v_dual_fmac_f32 v110, v139, v157
    v_dual_fmac_f32 v111, v139, v156 :: v_dual_fmac_f32 v112, v138, v157
    v_dual_fmac_f32 v117, v142, v156 :: v_dual_fmac_f32 v114, v143, v157
    v_dual_fmac_f32 v115, v142, v157 :: v_dual_fmac_f32 v116, v143, v156
    v_dual_fmac_f32 v121, v142, v160 :: v_dual_fmac_f32 v118, v143, v161
    v_dual_fmac_f32 v119, v143, v160 :: v_dual_fmac_f32 v120, v142, v161
    v_dual_fmac_f32 v125, v146, v160 :: v_dual_fmac_f32 v122, v147, v161
    v_dual_fmac_f32 v123, v146, v161 :: v_dual_fmac_f32 v124, v147, v160
    v_dual_fmac_f32 v129, v146, v132 :: v_dual_fmac_f32 v126, v147, v133
    v_dual_fmac_f32 v127, v147, v132 :: v_dual_fmac_f32 v128, v146, v133

    // K step 5: operands from As[5] / Bs[5]
    ds_load_b64 v[134:135], v184 offset:2640
    ds_load_b64 v[138:139], v184 offset:2648
    ds_load_b64 v[142:143], v184 offset:2704
    ds_load_b64 v[146:147], v184 offset:2712
    ds_load_b64 v[132:133], v185 offset:2560
    ds_load_b64 v[136:137], v185 offset:2568
    ds_load_b64 v[140:141], v185 offset:2688
    ds_load_b64 v[144:145], v185 offset:2696
    ds_load_b64 v[148:149], v185 offset:2816
    ds_load_b64 v[152:153], v185 offset:2824
    ds_load_b64 v[156:157], v185 offset:2944
    ds_load_b64 v[160:161], v185 offset:2952

    // next tile: loads 10..11 (of B then A) into stage
    global_load_b32 v166, v180, s[32:33]
    global_load_b32 v167, v180, s[34:35]
    s_waitcnt lgkmcnt(0)                                  // A and B values of step 5
    v_dual_fmac_f32 v5, v134, v132 :: v_dual_fmac_f32 v2, v135, v133
    v_dual_fmac_f32 v3, v134, v133 :: v_dual_fmac_f32 v4, v135, v132
    v_dual_fmac_f32 v9, v134, v136 :: v_dual_fmac_f32 v6, v135, v137
    v_dual_fmac_f32 v7, v135, v136 :: v_dual_fmac_f32 v8, v134, v137
    v_dual_fmac_f32 v13, v138, v136 :: v_dual_fmac_f32 v10, v139, v137
    v_dual_fmac_f32 v11, v138, v137 :: v_dual_fmac_f32 v12, v139, v136
    v_dual_fmac_f32 v17, v138, v132 :: v_dual_fmac_f32 v14, v139, v133
    v_dual_fmac_f32 v15, v139, v132 :: v_dual_fmac_f32 v16, v138, v133
    v_dual_fmac_f32 v21, v142, v132 :: v_dual_fmac_f32 v18, v143, v133
    v_dual_fmac_f32 v19, v142, v133 :: v_dual_fmac_f32 v20, v143, v132
    v_dual_fmac_f32 v25, v142, v136 :: v_dual_fmac_f32 v22, v143, v137
    v_dual_fmac_f32 v23, v143, v136 :: v_dual_fmac_f32 v24, v142, v137
    v_dual_fmac_f32 v29, v146, v136 :: v_dual_fmac_f32 v26, v147, v137
    v_dual_fmac_f32 v27, v146, v137 :: v_dual_fmac_f32 v28, v147, v136
    v_dual_fmac_f32 v33, v146, v140 :: v_dual_fmac_f32 v30, v147, v141
    v_dual_fmac_f32 v31, v147, v140 :: v_dual_fmac_f32 v32, v146, v141
    v_dual_fmac_f32 v37, v134, v140 :: v_dual_fmac_f32 v34, v135, v141
    v_dual_fmac_f32 v35, v134, v141 :: v_dual_fmac_f32 v36, v135, v140
    v_dual_fmac_f32 v41, v134, v144 :: v_dual_fmac_f32 v38, v135, v145
    v_dual_fmac_f32 v39, v135, v144 :: v_dual_fmac_f32 v40, v134, v145
    v_dual_fmac_f32 v45, v138, v144 :: v_dual_fmac_f32 v42, v139, v145
    v_dual_fmac_f32 v43, v138, v145 :: v_dual_fmac_f32 v44, v139, v144
    v_dual_fmac_f32 v49, v138, v140 :: v_dual_fmac_f32 v46, v139, v141
    v_dual_fmac_f32 v47, v139, v140 :: v_dual_fmac_f32 v48, v138, v141
    v_dual_fmac_f32 v53, v142, v140 :: v_dual_fmac_f32 v50, v143, v141
    v_dual_fmac_f32 v51, v142, v141 :: v_dual_fmac_f32 v52, v143, v140
    v_dual_fmac_f32 v57, v142, v144 :: v_dual_fmac_f32 v54, v143, v145
    v_dual_fmac_f32 v55, v143, v144 :: v_dual_fmac_f32 v56, v142, v145
    v_dual_fmac_f32 v61, v146, v144 :: v_dual_fmac_f32 v58, v147, v145
    v_dual_fmac_f32 v59, v146, v145 :: v_dual_fmac_f32 v60, v147, v144
    v_dual_fmac_f32 v65, v146, v148 :: v_dual_fmac_f32 v62, v147, v149
    v_dual_fmac_f32 v63, v147, v148 :: v_dual_fmac_f32 v64, v146, v149
    v_dual_fmac_f32 v69, v134, v148 :: v_dual_fmac_f32 v66, v135, v149
    v_dual_fmac_f32 v67, v134, v149 :: v_dual_fmac_f32 v68, v135, v148
    v_dual_fmac_f32 v73, v134, v152 :: v_dual_fmac_f32 v70, v135, v153
    v_dual_fmac_f32 v71, v135, v152 :: v_dual_fmac_f32 v72, v134, v153
    v_dual_fmac_f32 v77, v138, v152 :: v_dual_fmac_f32 v74, v139, v153
    v_dual_fmac_f32 v75, v138, v153 :: v_dual_fmac_f32 v76, v139, v152
    v_dual_fmac_f32 v81, v138, v148 :: v_dual_fmac_f32 v78, v139, v149
    v_dual_fmac_f32 v79, v139, v148 :: v_dual_fmac_f32 v80, v138, v149
    v_dual_fmac_f32 v85, v142, v148 :: v_dual_fmac_f32 v82, v143, v149
    v_dual_fmac_f32 v83, v142, v149 :: v_dual_fmac_f32 v84, v143, v148
    v_dual_fmac_f32 v89, v142, v152 :: v_dual_fmac_f32 v86, v143, v153
    v_dual_fmac_f32 v87, v143, v152 :: v_dual_fmac_f32 v88, v142, v153
    v_dual_fmac_f32 v93, v146, v152 :: v_dual_fmac_f32 v90, v147, v153
    v_dual_fmac_f32 v91, v146, v153 :: v_dual_fmac_f32 v92, v147, v152
    v_dual_fmac_f32 v97, v146, v156 :: v_dual_fmac_f32 v94, v147, v157
    v_dual_fmac_f32 v95, v147, v156 :: v_dual_fmac_f32 v96, v146, v157
    v_dual_fmac_f32 v101, v134, v156 :: v_dual_fmac_f32 v98, v135, v157
    v_dual_fmac_f32 v99, v134, v157 :: v_dual_fmac_f32 v100, v135, v156
    v_dual_fmac_f32 v105, v134, v160 :: v_dual_fmac_f32 v102, v135, v161
    v_dual_fmac_f32 v103, v135, v160 :: v_dual_fmac_f32 v104, v134, v161
    v_dual_fmac_f32 v109, v138, v160 :: v_dual_fmac_f32 v106, v139, v161
    v_dual_fmac_f32 v107, v138, v161 :: v_dual_fmac_f32 v108, v139, v160
    v_dual_fmac_f32 v113, v138, v156 :: v_dual_fmac_f32 v110, v139, v157
    v_dual_fmac_f32 v111, v139, v156 :: v_dual_fmac_f32 v112, v138, v157
    v_dual_fmac_f32 v117, v142, v156 :: v_dual_fmac_f32 v114, v143, v157
    v_dual_fmac_f32 v115, v142, v157 :: v_dual_fmac_f32 v116, v143, v156
    v_dual_fmac_f32 v121, v142, v160 :: v_dual_fmac_f32 v118, v143, v161
    v_dual_fmac_f32 v119, v143, v160 :: v_dual_fmac_f32 v120, v142, v161
    v_dual_fmac_f32 v125, v146, v160 :: v_dual_fmac_f32 v122, v147, v161
    v_dual_fmac_f32 v123, v146, v161 :: v_dual_fmac_f32 v124, v147, v160
    v_dual_fmac_f32 v129, v146, v132 :: v_dual_fmac_f32 v126, v147, v133
    v_dual_fmac_f32 v127, v147, v132 :: v_dual_fmac_f32 v128, v146, v133

    // K step 6: operands from As[6] / Bs[6]
    ds_load_b64 v[134:135], v184 offset:3168
    ds_load_b64 v[138:139], v184 offset:3176
    ds_load_b64 v[142:143], v184 offset:3232
    ds_load_b64 v[146:147], v184 offset:3240
    ds_load_b64 v[132:133], v185 offset:3072
    ds_load_b64 v[136:137], v185 offset:3080
    ds_load_b64 v[140:141], v185 offset:3200
    ds_load_b64 v[144:145], v185 offset:3208
    ds_load_b64 v[148:149], v185 offset:3328
    ds_load_b64 v[152:153], v185 offset:3336
    ds_load_b64 v[156:157], v185 offset:3456
    ds_load_b64 v[160:161], v185 offset:3464

    // next tile: loads 12..13 (of B then A) into stage
    global_load_b32 v168, v180, s[36:37]
    global_load_b32 v169, v180, s[38:39]
    s_waitcnt lgkmcnt(0)                                  // A and B values of step 6
    v_dual_fmac_f32 v5, v134, v132 :: v_dual_fmac_f32 v2, v135, v133
    v_dual_fmac_f32 v3, v134, v133 :: v_dual_fmac_f32 v4, v135, v132
    v_dual_fmac_f32 v9, v134, v136 :: v_dual_fmac_f32 v6, v135, v137
    v_dual_fmac_f32 v7, v135, v136 :: v_dual_fmac_f32 v8, v134, v137
    v_dual_fmac_f32 v13, v138, v136 :: v_dual_fmac_f32 v10, v139, v137
    v_dual_fmac_f32 v11, v138, v137 :: v_dual_fmac_f32 v12, v139, v136
    v_dual_fmac_f32 v17, v138, v132 :: v_dual_fmac_f32 v14, v139, v133
    v_dual_fmac_f32 v15, v139, v132 :: v_dual_fmac_f32 v16, v138, v133
    v_dual_fmac_f32 v21, v142, v132 :: v_dual_fmac_f32 v18, v143, v133
    v_dual_fmac_f32 v19, v142, v133 :: v_dual_fmac_f32 v20, v143, v132
    v_dual_fmac_f32 v25, v142, v136 :: v_dual_fmac_f32 v22, v143, v137
    v_dual_fmac_f32 v23, v143, v136 :: v_dual_fmac_f32 v24, v142, v137
    v_dual_fmac_f32 v29, v146, v136 :: v_dual_fmac_f32 v26, v147, v137
    v_dual_fmac_f32 v27, v146, v137 :: v_dual_fmac_f32 v28, v147, v136
    v_dual_fmac_f32 v33, v146, v140 :: v_dual_fmac_f32 v30, v147, v141
    v_dual_fmac_f32 v31, v147, v140 :: v_dual_fmac_f32 v32, v146, v141
    v_dual_fmac_f32 v37, v134, v140 :: v_dual_fmac_f32 v34, v135, v141
    v_dual_fmac_f32 v35, v134, v141 :: v_dual_fmac_f32 v36, v135, v140
    v_dual_fmac_f32 v41, v134, v144 :: v_dual_fmac_f32 v38, v135, v145
    v_dual_fmac_f32 v39, v135, v144 :: v_dual_fmac_f32 v40, v134, v145
    v_dual_fmac_f32 v45, v138, v144 :: v_dual_fmac_f32 v42, v139, v145
    v_dual_fmac_f32 v43, v138, v145 :: v_dual_fmac_f32 v44, v139, v144
    v_dual_fmac_f32 v49, v138, v140 :: v_dual_fmac_f32 v46, v139, v141
    v_dual_fmac_f32 v47, v139, v140 :: v_dual_fmac_f32 v48, v138, v141
    v_dual_fmac_f32 v53, v142, v140 :: v_dual_fmac_f32 v50, v143, v141
    v_dual_fmac_f32 v51, v142, v141 :: v_dual_fmac_f32 v52, v143, v140
    v_dual_fmac_f32 v57, v142, v144 :: v_dual_fmac_f32 v54, v143, v145
    v_dual_fmac_f32 v55, v143, v144 :: v_dual_fmac_f32 v56, v142, v145
    v_dual_fmac_f32 v61, v146, v144 :: v_dual_fmac_f32 v58, v147, v145
    v_dual_fmac_f32 v59, v146, v145 :: v_dual_fmac_f32 v60, v147, v144
    v_dual_fmac_f32 v65, v146, v148 :: v_dual_fmac_f32 v62, v147, v149
    v_dual_fmac_f32 v63, v147, v148 :: v_dual_fmac_f32 v64, v146, v149
    v_dual_fmac_f32 v69, v134, v148 :: v_dual_fmac_f32 v66, v135, v149
    v_dual_fmac_f32 v67, v134, v149 :: v_dual_fmac_f32 v68, v135, v148
    v_dual_fmac_f32 v73, v134, v152 :: v_dual_fmac_f32 v70, v135, v153
    v_dual_fmac_f32 v71, v135, v152 :: v_dual_fmac_f32 v72, v134, v153
    v_dual_fmac_f32 v77, v138, v152 :: v_dual_fmac_f32 v74, v139, v153
    v_dual_fmac_f32 v75, v138, v153 :: v_dual_fmac_f32 v76, v139, v152
    v_dual_fmac_f32 v81, v138, v148 :: v_dual_fmac_f32 v78, v139, v149
    v_dual_fmac_f32 v79, v139, v148 :: v_dual_fmac_f32 v80, v138, v149
    v_dual_fmac_f32 v85, v142, v148 :: v_dual_fmac_f32 v82, v143, v149
    v_dual_fmac_f32 v83, v142, v149 :: v_dual_fmac_f32 v84, v143, v148
    v_dual_fmac_f32 v89, v142, v152 :: v_dual_fmac_f32 v86, v143, v153
    v_dual_fmac_f32 v87, v143, v152 :: v_dual_fmac_f32 v88, v142, v153
    v_dual_fmac_f32 v93, v146, v152 :: v_dual_fmac_f32 v90, v147, v153
    v_dual_fmac_f32 v91, v146, v153 :: v_dual_fmac_f32 v92, v147, v152
    v_dual_fmac_f32 v97, v146, v156 :: v_dual_fmac_f32 v94, v147, v157
    v_dual_fmac_f32 v95, v147, v156 :: v_dual_fmac_f32 v96, v146, v157
    v_dual_fmac_f32 v101, v134, v156 :: v_dual_fmac_f32 v98, v135, v157
    v_dual_fmac_f32 v99, v134, v157 :: v_dual_fmac_f32 v100, v135, v156
    v_dual_fmac_f32 v105, v134, v160 :: v_dual_fmac_f32 v102, v135, v161
    v_dual_fmac_f32 v103, v135, v160 :: v_dual_fmac_f32 v104, v134, v161
    v_dual_fmac_f32 v109, v138, v160 :: v_dual_fmac_f32 v106, v139, v161
    v_dual_fmac_f32 v107, v138, v161 :: v_dual_fmac_f32 v108, v139, v160
    v_dual_fmac_f32 v113, v138, v156 :: v_dual_fmac_f32 v110, v139, v157
    v_dual_fmac_f32 v111, v139, v156 :: v_dual_fmac_f32 v112, v138, v157
    v_dual_fmac_f32 v117, v142, v156 :: v_dual_fmac_f32 v114, v143, v157
    v_dual_fmac_f32 v115, v142, v157 :: v_dual_fmac_f32 v116, v143, v156
    v_dual_fmac_f32 v121, v142, v160 :: v_dual_fmac_f32 v118, v143, v161
    v_dual_fmac_f32 v119, v143, v160 :: v_dual_fmac_f32 v120, v142, v161
    v_dual_fmac_f32 v125, v146, v160 :: v_dual_fmac_f32 v122, v147, v161
    v_dual_fmac_f32 v123, v146, v161 :: v_dual_fmac_f32 v124, v147, v160
    v_dual_fmac_f32 v129, v146, v132 :: v_dual_fmac_f32 v126, v147, v133
    v_dual_fmac_f32 v127, v147, v132 :: v_dual_fmac_f32 v128, v146, v133

    // K step 7: operands from As[7] / Bs[7]
    ds_load_b64 v[134:135], v184 offset:3696
    ds_load_b64 v[138:139], v184 offset:3704
    ds_load_b64 v[142:143], v184 offset:3760
    ds_load_b64 v[146:147], v184 offset:3768
    ds_load_b64 v[132:133], v185 offset:3584
    ds_load_b64 v[136:137], v185 offset:3592
    ds_load_b64 v[140:141], v185 offset:3712
    ds_load_b64 v[144:145], v185 offset:3720
    ds_load_b64 v[148:149], v185 offset:3840
    ds_load_b64 v[152:153], v185 offset:3848
    ds_load_b64 v[156:157], v185 offset:3968
    ds_load_b64 v[160:161], v185 offset:3976

    // next tile: loads 14..15 (of B then A) into stage
    global_load_b32 v170, v180, s[40:41]
    global_load_b32 v171, v180, s[42:43]
    s_waitcnt lgkmcnt(0)                                  // A and B values of step 7
    v_dual_fmac_f32 v5, v134, v132 :: v_dual_fmac_f32 v2, v135, v133
    v_dual_fmac_f32 v3, v134, v133 :: v_dual_fmac_f32 v4, v135, v132
    v_dual_fmac_f32 v9, v134, v136 :: v_dual_fmac_f32 v6, v135, v137
    v_dual_fmac_f32 v7, v135, v136 :: v_dual_fmac_f32 v8, v134, v137
    v_dual_fmac_f32 v13, v138, v136 :: v_dual_fmac_f32 v10, v139, v137
    v_dual_fmac_f32 v11, v138, v137 :: v_dual_fmac_f32 v12, v139, v136
    v_dual_fmac_f32 v17, v138, v132 :: v_dual_fmac_f32 v14, v139, v133
    v_dual_fmac_f32 v15, v139, v132 :: v_dual_fmac_f32 v16, v138, v133
    v_dual_fmac_f32 v21, v142, v132 :: v_dual_fmac_f32 v18, v143, v133
    v_dual_fmac_f32 v19, v142, v133 :: v_dual_fmac_f32 v20, v143, v132
    v_dual_fmac_f32 v25, v142, v136 :: v_dual_fmac_f32 v22, v143, v137
    v_dual_fmac_f32 v23, v143, v136 :: v_dual_fmac_f32 v24, v142, v137
    v_dual_fmac_f32 v29, v146, v136 :: v_dual_fmac_f32 v26, v147, v137
    v_dual_fmac_f32 v27, v146, v137 :: v_dual_fmac_f32 v28, v147, v136
    v_dual_fmac_f32 v33, v146, v140 :: v_dual_fmac_f32 v30, v147, v141
    v_dual_fmac_f32 v31, v147, v140 :: v_dual_fmac_f32 v32, v146, v141
    v_dual_fmac_f32 v37, v134, v140 :: v_dual_fmac_f32 v34, v135, v141
    v_dual_fmac_f32 v35, v134, v141 :: v_dual_fmac_f32 v36, v135, v140
    v_dual_fmac_f32 v41, v134, v144 :: v_dual_fmac_f32 v38, v135, v145
    v_dual_fmac_f32 v39, v135, v144 :: v_dual_fmac_f32 v40, v134, v145
    v_dual_fmac_f32 v45, v138, v144 :: v_dual_fmac_f32 v42, v139, v145
    v_dual_fmac_f32 v43, v138, v145 :: v_dual_fmac_f32 v44, v139, v144
    v_dual_fmac_f32 v49, v138, v140 :: v_dual_fmac_f32 v46, v139, v141
    v_dual_fmac_f32 v47, v139, v140 :: v_dual_fmac_f32 v48, v138, v141
    v_dual_fmac_f32 v53, v142, v140 :: v_dual_fmac_f32 v50, v143, v141
    v_dual_fmac_f32 v51, v142, v141 :: v_dual_fmac_f32 v52, v143, v140
    v_dual_fmac_f32 v57, v142, v144 :: v_dual_fmac_f32 v54, v143, v145
    v_dual_fmac_f32 v55, v143, v144 :: v_dual_fmac_f32 v56, v142, v145
    v_dual_fmac_f32 v61, v146, v144 :: v_dual_fmac_f32 v58, v147, v145
    v_dual_fmac_f32 v59, v146, v145 :: v_dual_fmac_f32 v60, v147, v144
    v_dual_fmac_f32 v65, v146, v148 :: v_dual_fmac_f32 v62, v147, v149
    v_dual_fmac_f32 v63, v147, v148 :: v_dual_fmac_f32 v64, v146, v149
    v_dual_fmac_f32 v69, v134, v148 :: v_dual_fmac_f32 v66, v135, v149
    v_dual_fmac_f32 v67, v134, v149 :: v_dual_fmac_f32 v68, v135, v148
    v_dual_fmac_f32 v73, v134, v152 :: v_dual_fmac_f32 v70, v135, v153
    v_dual_fmac_f32 v71, v135, v152 :: v_dual_fmac_f32 v72, v134, v153
    v_dual_fmac_f32 v77, v138, v152 :: v_dual_fmac_f32 v74, v139, v153
    v_dual_fmac_f32 v75, v138, v153 :: v_dual_fmac_f32 v76, v139, v152
    v_dual_fmac_f32 v81, v138, v148 :: v_dual_fmac_f32 v78, v139, v149
    v_dual_fmac_f32 v79, v139, v148 :: v_dual_fmac_f32 v80, v138, v149
    v_dual_fmac_f32 v85, v142, v148 :: v_dual_fmac_f32 v82, v143, v149
    v_dual_fmac_f32 v83, v142, v149 :: v_dual_fmac_f32 v84, v143, v148
    v_dual_fmac_f32 v89, v142, v152 :: v_dual_fmac_f32 v86, v143, v153
    v_dual_fmac_f32 v87, v143, v152 :: v_dual_fmac_f32 v88, v142, v153
    v_dual_fmac_f32 v93, v146, v152 :: v_dual_fmac_f32 v90, v147, v153
    v_dual_fmac_f32 v91, v146, v153 :: v_dual_fmac_f32 v92, v147, v152
    v_dual_fmac_f32 v97, v146, v156 :: v_dual_fmac_f32 v94, v147, v157
    v_dual_fmac_f32 v95, v147, v156 :: v_dual_fmac_f32 v96, v146, v157
    v_dual_fmac_f32 v101, v134, v156 :: v_dual_fmac_f32 v98, v135, v157
    v_dual_fmac_f32 v99, v134, v157 :: v_dual_fmac_f32 v100, v135, v156
    v_dual_fmac_f32 v105, v134, v160 :: v_dual_fmac_f32 v102, v135, v161
    v_dual_fmac_f32 v103, v135, v160 :: v_dual_fmac_f32 v104, v134, v161
    v_dual_fmac_f32 v109, v138, v160 :: v_dual_fmac_f32 v106, v139, v161
    v_dual_fmac_f32 v107, v138, v161 :: v_dual_fmac_f32 v108, v139, v160
    v_dual_fmac_f32 v113, v138, v156 :: v_dual_fmac_f32 v110, v139, v157
    v_dual_fmac_f32 v111, v139, v156 :: v_dual_fmac_f32 v112, v138, v157
    v_dual_fmac_f32 v117, v142, v156 :: v_dual_fmac_f32 v114, v143, v157
    v_dual_fmac_f32 v115, v142, v157 :: v_dual_fmac_f32 v116, v143, v156
    v_dual_fmac_f32 v121, v142, v160 :: v_dual_fmac_f32 v118, v143, v161
    v_dual_fmac_f32 v119, v143, v160 :: v_dual_fmac_f32 v120, v142, v161
    v_dual_fmac_f32 v125, v146, v160 :: v_dual_fmac_f32 v122, v147, v161
    v_dual_fmac_f32 v123, v146, v161 :: v_dual_fmac_f32 v124, v147, v160
    v_dual_fmac_f32 v129, v146, v132 :: v_dual_fmac_f32 v126, v147, v133
    v_dual_fmac_f32 v127, v147, v132 :: v_dual_fmac_f32 v128, v146, v133

    s_sub_u32 s21, s21, 8              // K step: 8 per tile
    s_cmp_eq_u32 s21, 0
    s_cbranch_scc1 .Ls8_last
    s_waitcnt vmcnt(0)                                    // next tile in stage
    s_barrier                                             // every wave done reading the LDS tile
    ds_store_b32 v182, v164
    ds_store_b32 v182, v165 offset:64
    ds_store_b32 v182, v166 offset:128
    ds_store_b32 v182, v167 offset:192
    ds_store_b32 v182, v168 offset:256
    ds_store_b32 v182, v169 offset:320
    ds_store_b32 v182, v170 offset:384
    ds_store_b32 v182, v171 offset:448
    ds_store_b32 v183, v172
    ds_store_b32 v183, v173 offset:512
    ds_store_b32 v183, v174 offset:1024
    ds_store_b32 v183, v175 offset:1536
    ds_store_b32 v183, v176 offset:2048
    ds_store_b32 v183, v177 offset:2560
    ds_store_b32 v183, v178 offset:3072
    ds_store_b32 v183, v179 offset:3584

    s_waitcnt lgkmcnt(0)                                  // next tile written to LDS
    s_barrier                                             // ... by every wave
    s_branch .Ls8_tile
.Ls8_last:
    s_waitcnt vmcnt(0)                                    // the last tile's reload (unused)
    // epilogue: C = alpha * acc + beta * C, columns back in order through st (= stage); old = ab
    s_and_b32 s26, s17, 0x7fffffff    // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s26, 0
    s_mov_b64 s[22:23], s[8:9]
    s_cbranch_scc1 .Ls8_beta0                      // beta == 0: C is never read
    // row 0 of the thread's rows
    global_load_b128 v[132:135], v186, s[22:23]
    global_load_b128 v[136:139], v186, s[22:23] offset:128
    global_load_b128 v[140:143], v186, s[22:23] offset:256
    global_load_b128 v[144:147], v186, s[22:23] offset:384
    v_mul_f32 v164, s16, v5
    v_mul_f32 v165, s16, v3
    v_mul_f32 v166, s16, v9
    v_mul_f32 v167, s16, v8
    v_mul_f32 v168, s16, v37
    v_mul_f32 v169, s16, v35
    v_mul_f32 v170, s16, v41
    v_mul_f32 v171, s16, v40
    v_mul_f32 v172, s16, v69
    v_mul_f32 v173, s16, v67
    v_mul_f32 v174, s16, v73
    v_mul_f32 v175, s16, v72
    v_mul_f32 v176, s16, v101
    v_mul_f32 v177, s16, v99
    v_mul_f32 v178, s16, v105
    v_mul_f32 v179, s16, v104
    s_waitcnt vmcnt(0)                                    // C_old of this row arrived
    v_fmac_f32 v164, s17, v132
    v_fmac_f32 v165, s17, v133
    v_fmac_f32 v166, s17, v134
    v_fmac_f32 v167, s17, v135
    v_fmac_f32 v168, s17, v136
    v_fmac_f32 v169, s17, v137
    v_fmac_f32 v170, s17, v138
    v_fmac_f32 v171, s17, v139
    v_fmac_f32 v172, s17, v140
    v_fmac_f32 v173, s17, v141
    v_fmac_f32 v174, s17, v142
    v_fmac_f32 v175, s17, v143
    v_fmac_f32 v176, s17, v144
    v_fmac_f32 v177, s17, v145
    v_fmac_f32 v178, s17, v146
    v_fmac_f32 v179, s17, v147
    global_store_b128 v186, v[164:167], s[22:23]
    global_store_b128 v186, v[168:171], s[22:23] offset:128
    global_store_b128 v186, v[172:175], s[22:23] offset:256
    global_store_b128 v186, v[176:179], s[22:23] offset:384
    s_add_u32 s22, s22, s24
    s_addc_u32 s23, s23, 0
    // row 1 of the thread's rows
    global_load_b128 v[132:135], v186, s[22:23]
    global_load_b128 v[136:139], v186, s[22:23] offset:128
    global_load_b128 v[140:143], v186, s[22:23] offset:256
    global_load_b128 v[144:147], v186, s[22:23] offset:384
    v_mul_f32 v164, s16, v4
    v_mul_f32 v165, s16, v2
    v_mul_f32 v166, s16, v7
    v_mul_f32 v167, s16, v6
    v_mul_f32 v168, s16, v36
    v_mul_f32 v169, s16, v34
    v_mul_f32 v170, s16, v39
    v_mul_f32 v171, s16, v38
    v_mul_f32 v172, s16, v68
    v_mul_f32 v173, s16, v66
    v_mul_f32 v174, s16, v71
    v_mul_f32 v175, s16, v70
    v_mul_f32 v176, s16, v100
    v_mul_f32 v177, s16, v98
    v_mul_f32 v178, s16, v103
    v_mul_f32 v179, s16, v102
    s_waitcnt vmcnt(0)                                    // C_old of this row arrived
    v_fmac_f32 v164, s17, v132
    v_fmac_f32 v165, s17, v133
    v_fmac_f32 v166, s17, v134
    v_fmac_f32 v167, s17, v135
    v_fmac_f32 v168, s17, v136
    v_fmac_f32 v169, s17, v137
    v_fmac_f32 v170, s17, v138
    v_fmac_f32 v171, s17, v139
    v_fmac_f32 v172, s17, v140
    v_fmac_f32 v173, s17, v141
    v_fmac_f32 v174, s17, v142
    v_fmac_f32 v175, s17, v143
    v_fmac_f32 v176, s17, v144
    v_fmac_f32 v177, s17, v145
    v_fmac_f32 v178, s17, v146
    v_fmac_f32 v179, s17, v147
    global_store_b128 v186, v[164:167], s[22:23]
    global_store_b128 v186, v[168:171], s[22:23] offset:128
    global_store_b128 v186, v[172:175], s[22:23] offset:256
    global_store_b128 v186, v[176:179], s[22:23] offset:384
    s_add_u32 s22, s22, s24
    s_addc_u32 s23, s23, 0
    // row 2 of the thread's rows
    global_load_b128 v[132:135], v186, s[22:23]
    global_load_b128 v[136:139], v186, s[22:23] offset:128
    global_load_b128 v[140:143], v186, s[22:23] offset:256
    global_load_b128 v[144:147], v186, s[22:23] offset:384
    v_mul_f32 v164, s16, v17
    v_mul_f32 v165, s16, v16
    v_mul_f32 v166, s16, v13
    v_mul_f32 v167, s16, v11
    v_mul_f32 v168, s16, v49
    v_mul_f32 v169, s16, v48
    v_mul_f32 v170, s16, v45
    v_mul_f32 v171, s16, v43
    v_mul_f32 v172, s16, v81
    v_mul_f32 v173, s16, v80
    v_mul_f32 v174, s16, v77
    v_mul_f32 v175, s16, v75
    v_mul_f32 v176, s16, v113
    v_mul_f32 v177, s16, v112
    v_mul_f32 v178, s16, v109
    v_mul_f32 v179, s16, v107
    s_waitcnt vmcnt(0)                                    // C_old of this row arrived
    v_fmac_f32 v164, s17, v132
    v_fmac_f32 v165, s17, v133
    v_fmac_f32 v166, s17, v134
    v_fmac_f32 v167, s17, v135
    v_fmac_f32 v168, s17, v136
    v_fmac_f32 v169, s17, v137
    v_fmac_f32 v170, s17, v138
    v_fmac_f32 v171, s17, v139
    v_fmac_f32 v172, s17, v140
    v_fmac_f32 v173, s17, v141
    v_fmac_f32 v174, s17, v142
    v_fmac_f32 v175, s17, v143
    v_fmac_f32 v176, s17, v144
    v_fmac_f32 v177, s17, v145
    v_fmac_f32 v178, s17, v146
    v_fmac_f32 v179, s17, v147
    global_store_b128 v186, v[164:167], s[22:23]
    global_store_b128 v186, v[168:171], s[22:23] offset:128
    global_store_b128 v186, v[172:175], s[22:23] offset:256
    global_store_b128 v186, v[176:179], s[22:23] offset:384
    s_add_u32 s22, s22, s24
    s_addc_u32 s23, s23, 0
    // row 3 of the thread's rows
    global_load_b128 v[132:135], v186, s[22:23]
    global_load_b128 v[136:139], v186, s[22:23] offset:128
    global_load_b128 v[140:143], v186, s[22:23] offset:256
    global_load_b128 v[144:147], v186, s[22:23] offset:384
    v_mul_f32 v164, s16, v15
    v_mul_f32 v165, s16, v14
    v_mul_f32 v166, s16, v12
    v_mul_f32 v167, s16, v10
    v_mul_f32 v168, s16, v47
    v_mul_f32 v169, s16, v46
    v_mul_f32 v170, s16, v44
    v_mul_f32 v171, s16, v42
    v_mul_f32 v172, s16, v79
    v_mul_f32 v173, s16, v78
    v_mul_f32 v174, s16, v76
    v_mul_f32 v175, s16, v74
    v_mul_f32 v176, s16, v111
    v_mul_f32 v177, s16, v110
    v_mul_f32 v178, s16, v108
    v_mul_f32 v179, s16, v106
    s_waitcnt vmcnt(0)                                    // C_old of this row arrived
    v_fmac_f32 v164, s17, v132
    v_fmac_f32 v165, s17, v133
    v_fmac_f32 v166, s17, v134
    v_fmac_f32 v167, s17, v135
    v_fmac_f32 v168, s17, v136
    v_fmac_f32 v169, s17, v137
    v_fmac_f32 v170, s17, v138
    v_fmac_f32 v171, s17, v139
    v_fmac_f32 v172, s17, v140
    v_fmac_f32 v173, s17, v141
    v_fmac_f32 v174, s17, v142
    v_fmac_f32 v175, s17, v143
    v_fmac_f32 v176, s17, v144
    v_fmac_f32 v177, s17, v145
    v_fmac_f32 v178, s17, v146
    v_fmac_f32 v179, s17, v147
    global_store_b128 v186, v[164:167], s[22:23]
    global_store_b128 v186, v[168:171], s[22:23] offset:128
    global_store_b128 v186, v[172:175], s[22:23] offset:256
    global_store_b128 v186, v[176:179], s[22:23] offset:384
    s_add_u32 s22, s22, s25
    s_addc_u32 s23, s23, 0
    // row 16 of the thread's rows
    global_load_b128 v[132:135], v186, s[22:23]
    global_load_b128 v[136:139], v186, s[22:23] offset:128
    global_load_b128 v[140:143], v186, s[22:23] offset:256
    global_load_b128 v[144:147], v186, s[22:23] offset:384
    v_mul_f32 v164, s16, v21
    v_mul_f32 v165, s16, v19
    v_mul_f32 v166, s16, v25
    v_mul_f32 v167, s16, v24
    v_mul_f32 v168, s16, v53
    v_mul_f32 v169, s16, v51
    v_mul_f32 v170, s16, v57
    v_mul_f32 v171, s16, v56
    v_mul_f32 v172, s16, v85
    v_mul_f32 v173, s16, v83
    v_mul_f32 v174, s16, v89
    v_mul_f32 v175, s16, v88
    v_mul_f32 v176, s16, v117
    v_mul_f32 v177, s16, v115
    v_mul_f32 v178, s16, v121
    v_mul_f32 v179, s16, v120
    s_waitcnt vmcnt(0)                                    // C_old of this row arrived
    v_fmac_f32 v164, s17, v132
    v_fmac_f32 v165, s17, v133
    v_fmac_f32 v166, s17, v134
    v_fmac_f32 v167, s17, v135
    v_fmac_f32 v168, s17, v136
    v_fmac_f32 v169, s17, v137
    v_fmac_f32 v170, s17, v138
    v_fmac_f32 v171, s17, v139
    v_fmac_f32 v172, s17, v140
    v_fmac_f32 v173, s17, v141
    v_fmac_f32 v174, s17, v142
    v_fmac_f32 v175, s17, v143
    v_fmac_f32 v176, s17, v144
    v_fmac_f32 v177, s17, v145
    v_fmac_f32 v178, s17, v146
    v_fmac_f32 v179, s17, v147
    global_store_b128 v186, v[164:167], s[22:23]
    global_store_b128 v186, v[168:171], s[22:23] offset:128
    global_store_b128 v186, v[172:175], s[22:23] offset:256
    global_store_b128 v186, v[176:179], s[22:23] offset:384
    s_add_u32 s22, s22, s24
    s_addc_u32 s23, s23, 0
    // row 17 of the thread's rows
    global_load_b128 v[132:135], v186, s[22:23]
    global_load_b128 v[136:139], v186, s[22:23] offset:128
    global_load_b128 v[140:143], v186, s[22:23] offset:256
    global_load_b128 v[144:147], v186, s[22:23] offset:384
    v_mul_f32 v164, s16, v20
    v_mul_f32 v165, s16, v18
    v_mul_f32 v166, s16, v23
    v_mul_f32 v167, s16, v22
    v_mul_f32 v168, s16, v52
    v_mul_f32 v169, s16, v50
    v_mul_f32 v170, s16, v55
    v_mul_f32 v171, s16, v54
    v_mul_f32 v172, s16, v84
    v_mul_f32 v173, s16, v82
    v_mul_f32 v174, s16, v87
    v_mul_f32 v175, s16, v86
    v_mul_f32 v176, s16, v116
    v_mul_f32 v177, s16, v114
    v_mul_f32 v178, s16, v119
    v_mul_f32 v179, s16, v118
    s_waitcnt vmcnt(0)                                    // C_old of this row arrived
    v_fmac_f32 v164, s17, v132
    v_fmac_f32 v165, s17, v133
    v_fmac_f32 v166, s17, v134
    v_fmac_f32 v167, s17, v135
    v_fmac_f32 v168, s17, v136
    v_fmac_f32 v169, s17, v137
    v_fmac_f32 v170, s17, v138
    v_fmac_f32 v171, s17, v139
    v_fmac_f32 v172, s17, v140
    v_fmac_f32 v173, s17, v141
    v_fmac_f32 v174, s17, v142
    v_fmac_f32 v175, s17, v143
    v_fmac_f32 v176, s17, v144
    v_fmac_f32 v177, s17, v145
    v_fmac_f32 v178, s17, v146
    v_fmac_f32 v179, s17, v147
    global_store_b128 v186, v[164:167], s[22:23]
    global_store_b128 v186, v[168:171], s[22:23] offset:128
    global_store_b128 v186, v[172:175], s[22:23] offset:256
    global_store_b128 v186, v[176:179], s[22:23] offset:384
    s_add_u32 s22, s22, s24
    s_addc_u32 s23, s23, 0
    // row 18 of the thread's rows
    global_load_b128 v[132:135], v186, s[22:23]
    global_load_b128 v[136:139], v186, s[22:23] offset:128
    global_load_b128 v[140:143], v186, s[22:23] offset:256
    global_load_b128 v[144:147], v186, s[22:23] offset:384
    v_mul_f32 v164, s16, v129
    v_mul_f32 v165, s16, v128
    v_mul_f32 v166, s16, v29
    v_mul_f32 v167, s16, v27
    v_mul_f32 v168, s16, v33
    v_mul_f32 v169, s16, v32
    v_mul_f32 v170, s16, v61
    v_mul_f32 v171, s16, v59
    v_mul_f32 v172, s16, v65
    v_mul_f32 v173, s16, v64
    v_mul_f32 v174, s16, v93
    v_mul_f32 v175, s16, v91
    v_mul_f32 v176, s16, v97
    v_mul_f32 v177, s16, v96
    v_mul_f32 v178, s16, v125
    v_mul_f32 v179, s16, v123
    s_waitcnt vmcnt(0)                                    // C_old of this row arrived
    v_fmac_f32 v164, s17, v132
    v_fmac_f32 v165, s17, v133
    v_fmac_f32 v166, s17, v134
    v_fmac_f32 v167, s17, v135
    v_fmac_f32 v168, s17, v136
    v_fmac_f32 v169, s17, v137
    v_fmac_f32 v170, s17, v138
    v_fmac_f32 v171, s17, v139
    v_fmac_f32 v172, s17, v140
    v_fmac_f32 v173, s17, v141
    v_fmac_f32 v174, s17, v142
    v_fmac_f32 v175, s17, v143
    v_fmac_f32 v176, s17, v144
    v_fmac_f32 v177, s17, v145
    v_fmac_f32 v178, s17, v146
    v_fmac_f32 v179, s17, v147
    global_store_b128 v186, v[164:167], s[22:23]
    global_store_b128 v186, v[168:171], s[22:23] offset:128
    global_store_b128 v186, v[172:175], s[22:23] offset:256
    global_store_b128 v186, v[176:179], s[22:23] offset:384
    s_add_u32 s22, s22, s24
    s_addc_u32 s23, s23, 0
    // row 19 of the thread's rows
    global_load_b128 v[132:135], v186, s[22:23]
    global_load_b128 v[136:139], v186, s[22:23] offset:128
    global_load_b128 v[140:143], v186, s[22:23] offset:256
    global_load_b128 v[144:147], v186, s[22:23] offset:384
    v_mul_f32 v164, s16, v127
    v_mul_f32 v165, s16, v126
    v_mul_f32 v166, s16, v28
    v_mul_f32 v167, s16, v26
    v_mul_f32 v168, s16, v31
    v_mul_f32 v169, s16, v30
    v_mul_f32 v170, s16, v60
    v_mul_f32 v171, s16, v58
    v_mul_f32 v172, s16, v63
    v_mul_f32 v173, s16, v62
    v_mul_f32 v174, s16, v92
    v_mul_f32 v175, s16, v90
    v_mul_f32 v176, s16, v95
    v_mul_f32 v177, s16, v94
    v_mul_f32 v178, s16, v124
    v_mul_f32 v179, s16, v122
    s_waitcnt vmcnt(0)                                    // C_old of this row arrived
    v_fmac_f32 v164, s17, v132
    v_fmac_f32 v165, s17, v133
    v_fmac_f32 v166, s17, v134
    v_fmac_f32 v167, s17, v135
    v_fmac_f32 v168, s17, v136
    v_fmac_f32 v169, s17, v137
    v_fmac_f32 v170, s17, v138
    v_fmac_f32 v171, s17, v139
    v_fmac_f32 v172, s17, v140
    v_fmac_f32 v173, s17, v141
    v_fmac_f32 v174, s17, v142
    v_fmac_f32 v175, s17, v143
    v_fmac_f32 v176, s17, v144
    v_fmac_f32 v177, s17, v145
    v_fmac_f32 v178, s17, v146
    v_fmac_f32 v179, s17, v147
    global_store_b128 v186, v[164:167], s[22:23]
    global_store_b128 v186, v[168:171], s[22:23] offset:128
    global_store_b128 v186, v[172:175], s[22:23] offset:256
    global_store_b128 v186, v[176:179], s[22:23] offset:384
    s_branch .Ls8_done
.Ls8_beta0:
    // row 0 of the thread's rows
    v_mul_f32 v164, s16, v5
    v_mul_f32 v165, s16, v3
    v_mul_f32 v166, s16, v9
    v_mul_f32 v167, s16, v8
    v_mul_f32 v168, s16, v37
    v_mul_f32 v169, s16, v35
    v_mul_f32 v170, s16, v41
    v_mul_f32 v171, s16, v40
    v_mul_f32 v172, s16, v69
    v_mul_f32 v173, s16, v67
    v_mul_f32 v174, s16, v73
    v_mul_f32 v175, s16, v72
    v_mul_f32 v176, s16, v101
    v_mul_f32 v177, s16, v99
    v_mul_f32 v178, s16, v105
    v_mul_f32 v179, s16, v104
    global_store_b128 v186, v[164:167], s[22:23]
    global_store_b128 v186, v[168:171], s[22:23] offset:128
    global_store_b128 v186, v[172:175], s[22:23] offset:256
    global_store_b128 v186, v[176:179], s[22:23] offset:384
    s_add_u32 s22, s22, s24
    s_addc_u32 s23, s23, 0
    // row 1 of the thread's rows
    v_mul_f32 v164, s16, v4
    v_mul_f32 v165, s16, v2
    v_mul_f32 v166, s16, v7
    v_mul_f32 v167, s16, v6
    v_mul_f32 v168, s16, v36
    v_mul_f32 v169, s16, v34
    v_mul_f32 v170, s16, v39
    v_mul_f32 v171, s16, v38
    v_mul_f32 v172, s16, v68
    v_mul_f32 v173, s16, v66
    v_mul_f32 v174, s16, v71
    v_mul_f32 v175, s16, v70
    v_mul_f32 v176, s16, v100
    v_mul_f32 v177, s16, v98
    v_mul_f32 v178, s16, v103
    v_mul_f32 v179, s16, v102
    global_store_b128 v186, v[164:167], s[22:23]
    global_store_b128 v186, v[168:171], s[22:23] offset:128
    global_store_b128 v186, v[172:175], s[22:23] offset:256
    global_store_b128 v186, v[176:179], s[22:23] offset:384
    s_add_u32 s22, s22, s24
    s_addc_u32 s23, s23, 0
    // row 2 of the thread's rows
    v_mul_f32 v164, s16, v17
    v_mul_f32 v165, s16, v16
    v_mul_f32 v166, s16, v13
    v_mul_f32 v167, s16, v11
    v_mul_f32 v168, s16, v49
    v_mul_f32 v169, s16, v48
    v_mul_f32 v170, s16, v45
    v_mul_f32 v171, s16, v43
    v_mul_f32 v172, s16, v81
    v_mul_f32 v173, s16, v80
    v_mul_f32 v174, s16, v77
    v_mul_f32 v175, s16, v75
    v_mul_f32 v176, s16, v113
    v_mul_f32 v177, s16, v112
    v_mul_f32 v178, s16, v109
    v_mul_f32 v179, s16, v107
    global_store_b128 v186, v[164:167], s[22:23]
    global_store_b128 v186, v[168:171], s[22:23] offset:128
    global_store_b128 v186, v[172:175], s[22:23] offset:256
    global_store_b128 v186, v[176:179], s[22:23] offset:384
    s_add_u32 s22, s22, s24
    s_addc_u32 s23, s23, 0
    // row 3 of the thread's rows
    v_mul_f32 v164, s16, v15
    v_mul_f32 v165, s16, v14
    v_mul_f32 v166, s16, v12
    v_mul_f32 v167, s16, v10
    v_mul_f32 v168, s16, v47
    v_mul_f32 v169, s16, v46
    v_mul_f32 v170, s16, v44
    v_mul_f32 v171, s16, v42
    v_mul_f32 v172, s16, v79
    v_mul_f32 v173, s16, v78
    v_mul_f32 v174, s16, v76
    v_mul_f32 v175, s16, v74
    v_mul_f32 v176, s16, v111
    v_mul_f32 v177, s16, v110
    v_mul_f32 v178, s16, v108
    v_mul_f32 v179, s16, v106
    global_store_b128 v186, v[164:167], s[22:23]
    global_store_b128 v186, v[168:171], s[22:23] offset:128
    global_store_b128 v186, v[172:175], s[22:23] offset:256
    global_store_b128 v186, v[176:179], s[22:23] offset:384
    s_add_u32 s22, s22, s25
    s_addc_u32 s23, s23, 0
    // row 16 of the thread's rows
    v_mul_f32 v164, s16, v21
    v_mul_f32 v165, s16, v19
    v_mul_f32 v166, s16, v25
    v_mul_f32 v167, s16, v24
    v_mul_f32 v168, s16, v53
    v_mul_f32 v169, s16, v51
    v_mul_f32 v170, s16, v57
    v_mul_f32 v171, s16, v56
    v_mul_f32 v172, s16, v85
    v_mul_f32 v173, s16, v83
    v_mul_f32 v174, s16, v89
    v_mul_f32 v175, s16, v88
    v_mul_f32 v176, s16, v117
    v_mul_f32 v177, s16, v115
    v_mul_f32 v178, s16, v121
    v_mul_f32 v179, s16, v120
    global_store_b128 v186, v[164:167], s[22:23]
    global_store_b128 v186, v[168:171], s[22:23] offset:128
    global_store_b128 v186, v[172:175], s[22:23] offset:256
    global_store_b128 v186, v[176:179], s[22:23] offset:384
    s_add_u32 s22, s22, s24
    s_addc_u32 s23, s23, 0
    // row 17 of the thread's rows
    v_mul_f32 v164, s16, v20
    v_mul_f32 v165, s16, v18
    v_mul_f32 v166, s16, v23
    v_mul_f32 v167, s16, v22
    v_mul_f32 v168, s16, v52
    v_mul_f32 v169, s16, v50
    v_mul_f32 v170, s16, v55
    v_mul_f32 v171, s16, v54
    v_mul_f32 v172, s16, v84
    v_mul_f32 v173, s16, v82
    v_mul_f32 v174, s16, v87
    v_mul_f32 v175, s16, v86
    v_mul_f32 v176, s16, v116
    v_mul_f32 v177, s16, v114
    v_mul_f32 v178, s16, v119
    v_mul_f32 v179, s16, v118
    global_store_b128 v186, v[164:167], s[22:23]
    global_store_b128 v186, v[168:171], s[22:23] offset:128
    global_store_b128 v186, v[172:175], s[22:23] offset:256
    global_store_b128 v186, v[176:179], s[22:23] offset:384
    s_add_u32 s22, s22, s24
    s_addc_u32 s23, s23, 0
    // row 18 of the thread's rows
    v_mul_f32 v164, s16, v129
    v_mul_f32 v165, s16, v128
    v_mul_f32 v166, s16, v29
    v_mul_f32 v167, s16, v27
    v_mul_f32 v168, s16, v33
    v_mul_f32 v169, s16, v32
    v_mul_f32 v170, s16, v61
    v_mul_f32 v171, s16, v59
    v_mul_f32 v172, s16, v65
    v_mul_f32 v173, s16, v64
    v_mul_f32 v174, s16, v93
    v_mul_f32 v175, s16, v91
    v_mul_f32 v176, s16, v97
    v_mul_f32 v177, s16, v96
    v_mul_f32 v178, s16, v125
    v_mul_f32 v179, s16, v123
    global_store_b128 v186, v[164:167], s[22:23]
    global_store_b128 v186, v[168:171], s[22:23] offset:128
    global_store_b128 v186, v[172:175], s[22:23] offset:256
    global_store_b128 v186, v[176:179], s[22:23] offset:384
    s_add_u32 s22, s22, s24
    s_addc_u32 s23, s23, 0
    // row 19 of the thread's rows
    v_mul_f32 v164, s16, v127
    v_mul_f32 v165, s16, v126
    v_mul_f32 v166, s16, v28
    v_mul_f32 v167, s16, v26
    v_mul_f32 v168, s16, v31
    v_mul_f32 v169, s16, v30
    v_mul_f32 v170, s16, v60
    v_mul_f32 v171, s16, v58
    v_mul_f32 v172, s16, v63
    v_mul_f32 v173, s16, v62
    v_mul_f32 v174, s16, v92
    v_mul_f32 v175, s16, v90
    v_mul_f32 v176, s16, v95
    v_mul_f32 v177, s16, v94
    v_mul_f32 v178, s16, v124
    v_mul_f32 v179, s16, v122
    global_store_b128 v186, v[164:167], s[22:23]
    global_store_b128 v186, v[168:171], s[22:23] offset:128
    global_store_b128 v186, v[172:175], s[22:23] offset:256
    global_store_b128 v186, v[176:179], s[22:23] offset:384
.Ls8_done:
    s_endpgm
.Ls8_end:
.size s8, .Ls8_end-s8

// register plan (216 VGPRs, 60 SGPRs, 8320 bytes LDS)
//         s[0:1]  kernarg_ptr
//             s2  wg_id_x
//             s3  wg_id_y
//        s[4:17]  kargs
//            s18  m0_row
//            s19  n0_col
//            s20  b_tile_step
//            s21  k_left
//       s[22:23]  c_ptr
//            s24  c_row_bytes
//            s25  c_jump_bytes
//            s26  tmp
//       s[28:43]  a_bases
//       s[44:59]  b_bases
//             v0  tid
//       v[2:129]  acc
//     v[132:163]  ab
//     v[164:179]  stage
//           v180  a_offset
//           v181  b_offset
//           v182  lds_a_write
//           v183  lds_b_write
//           v184  lds_a_read
//           v185  lds_b_read
//           v186  c_offset
//     v[187:215]  seed_footprint

.rodata
.p2align 6
.amdhsa_kernel s8
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
    .amdhsa_next_free_vgpr 216
    .amdhsa_next_free_sgpr 60
    .amdhsa_reserve_vcc 0
    .amdhsa_float_denorm_mode_32 3
    .amdhsa_float_denorm_mode_16_64 3
    .amdhsa_workgroup_processor_mode 0
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.target: amdgcn-amd-amdhsa--gfx1151
amdhsa.kernels:
  - .name: s8
    .symbol: s8.kd
    .kernarg_segment_size: 56
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 8320
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 60
    .vgpr_count: 216
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

