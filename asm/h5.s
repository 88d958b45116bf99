
// ---------------------------------------------------------------------------------------------
// h5: seed 003 + Warp Tiling + Global Vectorized Loads: h3 with each K tile copied as 16-half vectors (2 x global_load_b128, 2 x ds_store_b128 per work-item and matrix); FP32 C with alpha/beta where the seed stores FP16 C
// Rendered from templates/h5_vector_loads.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl h5
.p2align 8
.type h5,@function
h5:

    // prologue: load all 14 argument dwords into s[4:17] (offsets from the metadata below)
    s_load_b256 s[4:11], s[0:1], 0x0
    s_load_b128 s[12:15], s[0:1], 0x20
    s_load_b64 s[16:17], s[0:1], 0x30

    // ids: wave w = T/32 (SGPR), (wr, wc) = (w/4, w%4); lane i = T%16, h = (T/16)%2
    v_lshrrev_b32 v181, 5, v0
    v_readfirstlane_b32 s18, v181
    s_lshl_b32 s19, s2, 8                     // m0 = 256 * wg_x (x walks M, as in the seed)
    s_lshl_b32 s20, s3, 8                     // n0 = 256 * wg_y
    v_and_b32 v183, 15, v0                      // i
    // LDS read addresses: A row wr*64 + i (+32 bytes per fragment), B column wc*64 + i, at K row 0
    s_lshr_b32 s66, s18, 2
    s_lshl_b32 s66, s66, 7                      // wr * 64 halves
    v_lshl_add_u32 v169, v183, 1, s66
    s_and_b32 s66, s18, 3
    s_lshl_b32 s66, s66, 7                      // wc * 64 halves
    v_lshl_add_u32 v170, v183, 1, s66
    s_waitcnt lgkmcnt(0)                                  // kernel arguments loaded
    v_mov_b32 v1, 0
    v_mov_b32 v2, 0
    v_mov_b32 v3, 0
    v_mov_b32 v4, 0
    v_mov_b32 v5, 0
    v_mov_b32 v6, 0
    v_mov_b32 v7, 0
    v_mov_b32 v8, 0
    v_mov_b32 v9, 0
    v_mov_b32 v10, 0
    v_mov_b32 v11, 0
    v_mov_b32 v12, 0
    v_mov_b32 v13, 0
    v_mov_b32 v14, 0
    v_mov_b32 v15, 0
    v_mov_b32 v16, 0
    v_mov_b32 v17, 0
    v_mov_b32 v18, 0
    v_mov_b32 v19, 0
    v_mov_b32 v20, 0
    v_mov_b32 v21, 0
    v_mov_b32 v22, 0
    v_mov_b32 v23, 0
    v_mov_b32 v24, 0
    v_mov_b32 v25, 0
    v_mov_b32 v26, 0
    v_mov_b32 v27, 0
    v_mov_b32 v28, 0
    v_mov_b32 v29, 0
    v_mov_b32 v30, 0
    v_mov_b32 v31, 0
    v_mov_b32 v32, 0
    v_mov_b32 v33, 0
    v_mov_b32 v34, 0
    v_mov_b32 v35, 0
    v_mov_b32 v36, 0
    v_mov_b32 v37, 0
    v_mov_b32 v38, 0
    v_mov_b32 v39, 0
    v_mov_b32 v40, 0
    v_mov_b32 v41, 0
    v_mov_b32 v42, 0
    v_mov_b32 v43, 0
    v_mov_b32 v44, 0
    v_mov_b32 v45, 0
    v_mov_b32 v46, 0
    v_mov_b32 v47, 0
    v_mov_b32 v48, 0
    v_mov_b32 v49, 0
    v_mov_b32 v50, 0
    v_mov_b32 v51, 0
    v_mov_b32 v52, 0
    v_mov_b32 v53, 0
    v_mov_b32 v54, 0
    v_mov_b32 v55, 0
    v_mov_b32 v56, 0
    v_mov_b32 v57, 0
    v_mov_b32 v58, 0
    v_mov_b32 v59, 0
    v_mov_b32 v60, 0
    v_mov_b32 v61, 0
    v_mov_b32 v62, 0
    v_mov_b32 v63, 0
    v_mov_b32 v64, 0
    v_mov_b32 v65, 0
    v_mov_b32 v66, 0
    v_mov_b32 v67, 0
    v_mov_b32 v68, 0
    v_mov_b32 v69, 0
    v_mov_b32 v70, 0
    v_mov_b32 v71, 0
    v_mov_b32 v72, 0
    v_mov_b32 v73, 0
    v_mov_b32 v74, 0
    v_mov_b32 v75, 0
    v_mov_b32 v76, 0
    v_mov_b32 v77, 0
    v_mov_b32 v78, 0
    v_mov_b32 v79, 0
    v_mov_b32 v80, 0
    v_mov_b32 v81, 0
    v_mov_b32 v82, 0
    v_mov_b32 v83, 0
    v_mov_b32 v84, 0
    v_mov_b32 v85, 0
    v_mov_b32 v86, 0
    v_mov_b32 v87, 0
    v_mov_b32 v88, 0
    v_mov_b32 v89, 0
    v_mov_b32 v90, 0
    v_mov_b32 v91, 0
    v_mov_b32 v92, 0
    v_mov_b32 v93, 0
    v_mov_b32 v94, 0
    v_mov_b32 v95, 0
    v_mov_b32 v96, 0
    v_mov_b32 v97, 0
    v_mov_b32 v98, 0
    v_mov_b32 v99, 0
    v_mov_b32 v100, 0
    v_mov_b32 v101, 0
    v_mov_b32 v102, 0
    v_mov_b32 v103, 0
    v_mov_b32 v104, 0
    v_mov_b32 v105, 0
    v_mov_b32 v106, 0
    v_mov_b32 v107, 0
    v_mov_b32 v108, 0
    v_mov_b32 v109, 0
    v_mov_b32 v110, 0
    v_mov_b32 v111, 0
    v_mov_b32 v112, 0
    v_mov_b32 v113, 0
    v_mov_b32 v114, 0
    v_mov_b32 v115, 0
    v_mov_b32 v116, 0
    v_mov_b32 v117, 0
    v_mov_b32 v118, 0
    v_mov_b32 v119, 0
    v_mov_b32 v120, 0
    v_mov_b32 v121, 0
    v_mov_b32 v122, 0
    v_mov_b32 v123, 0
    v_mov_b32 v124, 0
    v_mov_b32 v125, 0
    v_mov_b32 v126, 0
    v_mov_b32 v127, 0
    v_mov_b32 v128, 0

    // tile pointers: A + m0 (column-major: element (k0, m0)), B + n0 (row-major: (k0, n0)); K tile bytes
    s_lshl_b32 s66, s19, 1
    s_add_u32 s22, s4, s66
    s_addc_u32 s23, s5, 0
    s_lshl_b32 s66, s20, 1
    s_add_u32 s24, s6, s66
    s_addc_u32 s25, s7, 0
    s_mul_i32 s26, s13, 64           // 32 K rows of A in bytes
    s_mul_i32 s27, s14, 64           // 32 K rows of B in bytes
    s_mov_b32 s21, 0
.Lh5_tile:
    // copy K tile k0: A (column-major) into As[k][m], B into Bs[k][n], one 16-half vector each
    // the element fallback's SGPR pointers ptr + 2v, v = 1..15 (clang hoists them here: 30 SALU per copy)
    s_add_u32 s34, s22, 2
    s_addc_u32 s35, s23, 0
    s_add_u32 s36, s22, 4
    s_addc_u32 s37, s23, 0
    s_add_u32 s38, s22, 6
    s_addc_u32 s39, s23, 0
    s_add_u32 s40, s22, 8
    s_addc_u32 s41, s23, 0
    s_add_u32 s42, s22, 10
    s_addc_u32 s43, s23, 0
    s_add_u32 s44, s22, 12
    s_addc_u32 s45, s23, 0
    s_add_u32 s46, s22, 14
    s_addc_u32 s47, s23, 0
    s_add_u32 s48, s22, 16
    s_addc_u32 s49, s23, 0
    s_add_u32 s50, s22, 18
    s_addc_u32 s51, s23, 0
    s_add_u32 s52, s22, 20
    s_addc_u32 s53, s23, 0
    s_add_u32 s54, s22, 22
    s_addc_u32 s55, s23, 0
    s_add_u32 s56, s22, 24
    s_addc_u32 s57, s23, 0
    s_add_u32 s58, s22, 26
    s_addc_u32 s59, s23, 0
    s_add_u32 s60, s22, 28
    s_addc_u32 s61, s23, 0
    s_add_u32 s62, s22, 30
    s_addc_u32 s63, s23, 0

    v_lshlrev_b32 v181, 4, v0
    v_and_b32 v181, 8191, v181                 // i = 16c: first half of this work-item's vector
    s_mov_b32 s33, 0
    s_branch .Lh5_ca
.Lh5_ca_latch:
    v_add_nc_u32 v181, 8192, v181        // next vector of this work-item
    v_cmp_le_u32 s29, 8192, v181
    s_or_b32 s33, s29, s33
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_not1_b32 exec_lo, exec_lo, s33
    s_cbranch_execz .Lh5_ca_done
.Lh5_ca:
    s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
    v_and_b32 v182, 255, v181                   // x = i % 256
    v_lshrrev_b32 v183, 8, v181                  // line = i / 256 (K row)
    v_mul_lo_u32 v179, v183, s13
    v_add_nc_u32 v179, v179, v182          // element index line*ld + x
    v_add_nc_u32 v182, s19, v182
    s_delay_alu instid0(VALU_DEP_1)
    v_or_b32 v182, 15, v182                    // x0 + x + 15: last element of the vector
    v_add_nc_u32 v180, s21, v183              // k0 + line
    v_cmp_gt_i32 s29, s12, v180             // k0 + line < K
    v_cmp_gt_i32 s30, s10, v182             // x0 + x + 15 < M (N)
    v_mov_b32 v180, 0                            // (64-bit index)
    s_and_b32 s29, s29, s30
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s32, s29
    s_xor_b32 s32, exec_lo, s32          // lanes of the fallback
    s_cbranch_execz .Lh5_ca_tail
    // vector path: 32 bytes per lane, b128 x 2; LDS As[line][x] (Bs) at lds + 2i
    v_lshlrev_b64 v[179:180], 1, v[179:180]
    s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
    v_add_co_u32 v179, vcc_lo, s22, v179
    v_add_co_ci_u32 v180, vcc_lo, s23, v180, vcc_lo
    global_load_b128 v[175:178], v[179:180], off offset:16
    global_load_b128 v[171:174], v[179:180], off
    v_lshl_add_u32 v182, v181, 1, 0
    s_waitcnt vmcnt(1)                                    // bytes 16..31 arrived
    ds_store_b128 v182, v[175:178] offset:16
    s_waitcnt vmcnt(0)                                    // bytes 0..15 arrived
    ds_store_b128 v182, v[171:174]
.Lh5_ca_tail:
    s_and_not1_saveexec_b32 s32, s32     // the fallback's lanes (none at the catalog's shapes)
    s_cbranch_execz .Lh5_ca_join
    v_lshl_add_u32 v182, v181, 1, 0
    v_lshlrev_b32 v173, 1, v179      // byte offset of element 0 from ptr
    v_and_b32 v174, 255, v181
    v_add_nc_u32 v174, s19, v174   // x0 + x
    v_add_nc_u32 v172, s21, v183
    v_cmp_gt_i32 s30, s12, v172      // k0 + line < K
    v_add_nc_u32 v172, 0, v174
    v_cmp_gt_i32 s29, s10, v172      // element 0: x0 + x + 0 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_ca_e0
    global_load_u16 v171, v173, s[22:23]
.Lh5_ca_e0:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171
    v_add_nc_u32 v172, 1, v174
    v_cmp_gt_i32 s29, s10, v172      // element 1: x0 + x + 1 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_ca_e1
    global_load_u16 v171, v173, s[34:35]
.Lh5_ca_e1:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:2
    v_add_nc_u32 v172, 2, v174
    v_cmp_gt_i32 s29, s10, v172      // element 2: x0 + x + 2 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_ca_e2
    global_load_u16 v171, v173, s[36:37]
.Lh5_ca_e2:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:4
    v_add_nc_u32 v172, 3, v174
    v_cmp_gt_i32 s29, s10, v172      // element 3: x0 + x + 3 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_ca_e3
    global_load_u16 v171, v173, s[38:39]
.Lh5_ca_e3:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:6
    v_add_nc_u32 v172, 4, v174
    v_cmp_gt_i32 s29, s10, v172      // element 4: x0 + x + 4 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_ca_e4
    global_load_u16 v171, v173, s[40:41]
.Lh5_ca_e4:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:8
    v_add_nc_u32 v172, 5, v174
    v_cmp_gt_i32 s29, s10, v172      // element 5: x0 + x + 5 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_ca_e5
    global_load_u16 v171, v173, s[42:43]
.Lh5_ca_e5:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:10
    v_add_nc_u32 v172, 6, v174
    v_cmp_gt_i32 s29, s10, v172      // element 6: x0 + x + 6 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_ca_e6
    global_load_u16 v171, v173, s[44:45]
.Lh5_ca_e6:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:12
    v_add_nc_u32 v172, 7, v174
    v_cmp_gt_i32 s29, s10, v172      // element 7: x0 + x + 7 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_ca_e7
    global_load_u16 v171, v173, s[46:47]
.Lh5_ca_e7:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:14
    v_add_nc_u32 v172, 8, v174
    v_cmp_gt_i32 s29, s10, v172      // element 8: x0 + x + 8 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_ca_e8
    global_load_u16 v171, v173, s[48:49]
.Lh5_ca_e8:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:16
    v_add_nc_u32 v172, 9, v174
    v_cmp_gt_i32 s29, s10, v172      // element 9: x0 + x + 9 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_ca_e9
    global_load_u16 v171, v173, s[50:51]
.Lh5_ca_e9:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:18
    v_add_nc_u32 v172, 10, v174
    v_cmp_gt_i32 s29, s10, v172      // element 10: x0 + x + 10 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_ca_e10
    global_load_u16 v171, v173, s[52:53]
.Lh5_ca_e10:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:20
    v_add_nc_u32 v172, 11, v174
    v_cmp_gt_i32 s29, s10, v172      // element 11: x0 + x + 11 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_ca_e11
    global_load_u16 v171, v173, s[54:55]
.Lh5_ca_e11:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:22
    v_add_nc_u32 v172, 12, v174
    v_cmp_gt_i32 s29, s10, v172      // element 12: x0 + x + 12 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_ca_e12
    global_load_u16 v171, v173, s[56:57]
.Lh5_ca_e12:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:24
    v_add_nc_u32 v172, 13, v174
    v_cmp_gt_i32 s29, s10, v172      // element 13: x0 + x + 13 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_ca_e13
    global_load_u16 v171, v173, s[58:59]
.Lh5_ca_e13:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:26
    v_add_nc_u32 v172, 14, v174
    v_cmp_gt_i32 s29, s10, v172      // element 14: x0 + x + 14 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_ca_e14
    global_load_u16 v171, v173, s[60:61]
.Lh5_ca_e14:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:28
    v_add_nc_u32 v172, 15, v174
    v_cmp_gt_i32 s29, s10, v172      // element 15: x0 + x + 15 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_ca_e15
    global_load_u16 v171, v173, s[62:63]
.Lh5_ca_e15:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:30
.Lh5_ca_join:
    s_or_b32 exec_lo, exec_lo, s32
    s_branch .Lh5_ca_latch
.Lh5_ca_done:
    s_or_b32 exec_lo, exec_lo, s33               // every lane back

    // the element fallback's SGPR pointers ptr + 2v, v = 1..15 (clang hoists them here: 30 SALU per copy)
    s_add_u32 s34, s24, 2
    s_addc_u32 s35, s25, 0
    s_add_u32 s36, s24, 4
    s_addc_u32 s37, s25, 0
    s_add_u32 s38, s24, 6
    s_addc_u32 s39, s25, 0
    s_add_u32 s40, s24, 8
    s_addc_u32 s41, s25, 0
    s_add_u32 s42, s24, 10
    s_addc_u32 s43, s25, 0
    s_add_u32 s44, s24, 12
    s_addc_u32 s45, s25, 0
    s_add_u32 s46, s24, 14
    s_addc_u32 s47, s25, 0
    s_add_u32 s48, s24, 16
    s_addc_u32 s49, s25, 0
    s_add_u32 s50, s24, 18
    s_addc_u32 s51, s25, 0
    s_add_u32 s52, s24, 20
    s_addc_u32 s53, s25, 0
    s_add_u32 s54, s24, 22
    s_addc_u32 s55, s25, 0
    s_add_u32 s56, s24, 24
    s_addc_u32 s57, s25, 0
    s_add_u32 s58, s24, 26
    s_addc_u32 s59, s25, 0
    s_add_u32 s60, s24, 28
    s_addc_u32 s61, s25, 0
    s_add_u32 s62, s24, 30
    s_addc_u32 s63, s25, 0

    v_lshlrev_b32 v181, 4, v0
    v_and_b32 v181, 8191, v181                 // i = 16c: first half of this work-item's vector
    s_mov_b32 s33, 0
    s_branch .Lh5_cb
.Lh5_cb_latch:
    v_add_nc_u32 v181, 8192, v181        // next vector of this work-item
    v_cmp_le_u32 s29, 8192, v181
    s_or_b32 s33, s29, s33
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_not1_b32 exec_lo, exec_lo, s33
    s_cbranch_execz .Lh5_cb_done
.Lh5_cb:
    s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
    v_and_b32 v182, 255, v181                   // x = i % 256
    v_lshrrev_b32 v183, 8, v181                  // line = i / 256 (K row)
    v_mul_lo_u32 v179, v183, s14
    v_add_nc_u32 v179, v179, v182          // element index line*ld + x
    v_add_nc_u32 v182, s20, v182
    s_delay_alu instid0(VALU_DEP_1)
    v_or_b32 v182, 15, v182                    // x0 + x + 15: last element of the vector
    v_add_nc_u32 v180, s21, v183              // k0 + line
    v_cmp_gt_i32 s29, s12, v180             // k0 + line < K
    v_cmp_gt_i32 s30, s11, v182             // x0 + x + 15 < M (N)
    v_mov_b32 v180, 0                            // (64-bit index)
    s_and_b32 s29, s29, s30
    s_delay_alu instid0(SALU_CYCLE_1)
    s_and_saveexec_b32 s32, s29
    s_xor_b32 s32, exec_lo, s32          // lanes of the fallback
    s_cbranch_execz .Lh5_cb_tail
    // vector path: 32 bytes per lane, b128 x 2; LDS As[line][x] (Bs) at lds + 2i
    v_lshlrev_b64 v[179:180], 1, v[179:180]
    s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
    v_add_co_u32 v179, vcc_lo, s24, v179
    v_add_co_ci_u32 v180, vcc_lo, s25, v180, vcc_lo
    global_load_b128 v[175:178], v[179:180], off offset:16
    global_load_b128 v[171:174], v[179:180], off
    v_lshl_add_u32 v182, v181, 1, 16384
    s_waitcnt vmcnt(1)                                    // bytes 16..31 arrived
    ds_store_b128 v182, v[175:178] offset:16
    s_waitcnt vmcnt(0)                                    // bytes 0..15 arrived
    ds_store_b128 v182, v[171:174]
.Lh5_cb_tail:
    s_and_not1_saveexec_b32 s32, s32     // the fallback's lanes (none at the catalog's shapes)
    s_cbranch_execz .Lh5_cb_join
    v_lshl_add_u32 v182, v181, 1, 16384
    v_lshlrev_b32 v173, 1, v179      // byte offset of element 0 from ptr
    v_and_b32 v174, 255, v181
    v_add_nc_u32 v174, s20, v174   // x0 + x
    v_add_nc_u32 v172, s21, v183
    v_cmp_gt_i32 s30, s12, v172      // k0 + line < K
    v_add_nc_u32 v172, 0, v174
    v_cmp_gt_i32 s29, s11, v172      // element 0: x0 + x + 0 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_cb_e0
    global_load_u16 v171, v173, s[24:25]
.Lh5_cb_e0:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171
    v_add_nc_u32 v172, 1, v174
    v_cmp_gt_i32 s29, s11, v172      // element 1: x0 + x + 1 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_cb_e1
    global_load_u16 v171, v173, s[34:35]
.Lh5_cb_e1:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:2
    v_add_nc_u32 v172, 2, v174
    v_cmp_gt_i32 s29, s11, v172      // element 2: x0 + x + 2 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_cb_e2
    global_load_u16 v171, v173, s[36:37]
.Lh5_cb_e2:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:4
    v_add_nc_u32 v172, 3, v174
    v_cmp_gt_i32 s29, s11, v172      // element 3: x0 + x + 3 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_cb_e3
    global_load_u16 v171, v173, s[38:39]
.Lh5_cb_e3:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:6
    v_add_nc_u32 v172, 4, v174
    v_cmp_gt_i32 s29, s11, v172      // element 4: x0 + x + 4 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_cb_e4
    global_load_u16 v171, v173, s[40:41]
.Lh5_cb_e4:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:8
    v_add_nc_u32 v172, 5, v174
    v_cmp_gt_i32 s29, s11, v172      // element 5: x0 + x + 5 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_cb_e5
    global_load_u16 v171, v173, s[42:43]
.Lh5_cb_e5:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:10
    v_add_nc_u32 v172, 6, v174
    v_cmp_gt_i32 s29, s11, v172      // element 6: x0 + x + 6 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_cb_e6
    global_load_u16 v171, v173, s[44:45]
.Lh5_cb_e6:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:12
    v_add_nc_u32 v172, 7, v174
    v_cmp_gt_i32 s29, s11, v172      // element 7: x0 + x + 7 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_cb_e7
    global_load_u16 v171, v173, s[46:47]
.Lh5_cb_e7:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:14
    v_add_nc_u32 v172, 8, v174
    v_cmp_gt_i32 s29, s11, v172      // element 8: x0 + x + 8 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_cb_e8
    global_load_u16 v171, v173, s[48:49]
.Lh5_cb_e8:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:16
    v_add_nc_u32 v172, 9, v174
    v_cmp_gt_i32 s29, s11, v172      // element 9: x0 + x + 9 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_cb_e9
    global_load_u16 v171, v173, s[50:51]
.Lh5_cb_e9:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:18
    v_add_nc_u32 v172, 10, v174
    v_cmp_gt_i32 s29, s11, v172      // element 10: x0 + x + 10 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_cb_e10
    global_load_u16 v171, v173, s[52:53]
.Lh5_cb_e10:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:20
    v_add_nc_u32 v172, 11, v174
    v_cmp_gt_i32 s29, s11, v172      // element 11: x0 + x + 11 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_cb_e11
    global_load_u16 v171, v173, s[54:55]
.Lh5_cb_e11:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:22
    v_add_nc_u32 v172, 12, v174
    v_cmp_gt_i32 s29, s11, v172      // element 12: x0 + x + 12 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_cb_e12
    global_load_u16 v171, v173, s[56:57]
.Lh5_cb_e12:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:24
    v_add_nc_u32 v172, 13, v174
    v_cmp_gt_i32 s29, s11, v172      // element 13: x0 + x + 13 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_cb_e13
    global_load_u16 v171, v173, s[58:59]
.Lh5_cb_e13:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:26
    v_add_nc_u32 v172, 14, v174
    v_cmp_gt_i32 s29, s11, v172      // element 14: x0 + x + 14 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_cb_e14
    global_load_u16 v171, v173, s[60:61]
.Lh5_cb_e14:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:28
    v_add_nc_u32 v172, 15, v174
    v_cmp_gt_i32 s29, s11, v172      // element 15: x0 + x + 15 < M (N)
    v_mov_b32 v171, 0
    s_and_b32 s29, s29, s30
    s_and_saveexec_b32 s31, s29
    s_cbranch_execz .Lh5_cb_e15
    global_load_u16 v171, v173, s[62:63]
.Lh5_cb_e15:
    s_or_b32 exec_lo, exec_lo, s31
    s_waitcnt vmcnt(0)                                    // the element arrived
    ds_store_b16 v182, v171 offset:30
.Lh5_cb_join:
    s_or_b32 exec_lo, exec_lo, s32
    s_branch .Lh5_cb_latch
.Lh5_cb_done:
    s_or_b32 exec_lo, exec_lo, s33               // every lane back

    s_waitcnt lgkmcnt(0)                                  // this wave's LDS stores done
    s_barrier                                             // the K tile is in LDS
    buffer_gl0_inv                                        // __syncthreads' acquire: L0 invalidated
    // 2 K steps: fragments by 16-bit LDS loads, 16 WMMAs each (schedule in the catalog)
    ds_load_u16 v129, v169      // A0 k0 lo
    ds_load_u16 v130, v169 offset:1024
    ds_load_u16 v131, v169 offset:2048
    ds_load_u16 v132, v169 offset:3072
    ds_load_u16 v133, v169 offset:4096
    ds_load_u16 v134, v169 offset:5120
    ds_load_u16 v135, v169 offset:6144
    ds_load_u16 v136, v169 offset:7168
    ds_load_u16 v137, v170 offset:16384      // B0 k0 lo
    ds_load_u16 v138, v170 offset:17408
    ds_load_u16 v139, v170 offset:18432
    ds_load_u16 v140, v170 offset:19456
    ds_load_u16 v141, v170 offset:20480
    ds_load_u16 v142, v170 offset:21504
    ds_load_u16 v143, v170 offset:22528
    ds_load_u16 v144, v170 offset:23552
    ds_load_u16 v145, v170 offset:16416      // B1 k0 lo
    ds_load_u16 v146, v170 offset:17440
    ds_load_u16 v147, v170 offset:18464
    ds_load_u16 v148, v170 offset:19488
    s_waitcnt lgkmcnt(19)                           // (the first d16_hi wait of the tile)
    ds_load_u16_d16_hi v129, v169 offset:512      // A0 k1 hi: waits for its lo
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v130, v169 offset:1536
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v131, v169 offset:2560
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v132, v169 offset:3584
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v133, v169 offset:4608
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v134, v169 offset:5632
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v135, v169 offset:6656
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v136, v169 offset:7680
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v137, v170 offset:16896      // B0 k1 hi: waits for its lo
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v138, v170 offset:17920
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v139, v170 offset:18944
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v140, v170 offset:19968
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v141, v170 offset:20992
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v142, v170 offset:22016
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v143, v170 offset:23040
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v144, v170 offset:24064
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v145, v170 offset:16928      // B1 k1 hi: waits for its lo
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v146, v170 offset:17952
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v147, v170 offset:18976
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v148, v170 offset:20000
    ds_load_u16 v149, v170 offset:20512
    ds_load_u16 v150, v170 offset:21536
    ds_load_u16 v151, v170 offset:22560
    ds_load_u16 v152, v170 offset:23584
    ds_load_u16 v153, v170 offset:16448      // B2 k0 lo
    ds_load_u16 v154, v170 offset:17472
    ds_load_u16 v155, v170 offset:18496
    ds_load_u16 v156, v170 offset:19520
    ds_load_u16 v157, v170 offset:20544
    ds_load_u16 v158, v170 offset:21568
    ds_load_u16 v159, v170 offset:22592
    ds_load_u16 v160, v170 offset:23616
    ds_load_u16 v161, v170 offset:16480      // B3 k0 lo
    ds_load_u16 v162, v170 offset:17504
    ds_load_u16 v163, v170 offset:18528
    ds_load_u16 v164, v170 offset:19552
    ds_load_u16 v165, v170 offset:20576
    ds_load_u16 v166, v170 offset:21600
    ds_load_u16 v167, v170 offset:22624
    ds_load_u16 v168, v170 offset:23648
    s_waitcnt lgkmcnt(24)                           // (the first WMMA's operands arrived)
    v_wmma_f32_16x16x16_f16 v[1:8], v[129:136], v[137:144], v[1:8]
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v149, v170 offset:21024
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v150, v170 offset:22048
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v151, v170 offset:23072
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v152, v170 offset:24096
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v153, v170 offset:16960      // B2 k1 hi: waits for its lo
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v154, v170 offset:17984
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v155, v170 offset:19008
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v156, v170 offset:20032
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v157, v170 offset:21056
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v158, v170 offset:22080
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v159, v170 offset:23104
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v160, v170 offset:24128
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v161, v170 offset:16992      // B3 k1 hi: waits for its lo
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v162, v170 offset:18016
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v163, v170 offset:19040
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v164, v170 offset:20064
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v165, v170 offset:21088
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v166, v170 offset:22112
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v167, v170 offset:23136
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v168, v170 offset:24160
    s_waitcnt lgkmcnt(16)
    v_wmma_f32_16x16x16_f16 v[9:16], v[129:136], v[145:152], v[9:16]
    s_waitcnt lgkmcnt(8)
    v_wmma_f32_16x16x16_f16 v[17:24], v[129:136], v[153:160], v[17:24]
    s_waitcnt lgkmcnt(0)
    v_wmma_f32_16x16x16_f16 v[25:32], v[129:136], v[161:168], v[25:32]
    ds_load_u16 v129, v169 offset:32      // A1 k0 lo
    ds_load_u16 v130, v169 offset:1056
    ds_load_u16 v131, v169 offset:2080
    ds_load_u16 v132, v169 offset:3104
    ds_load_u16 v133, v169 offset:4128
    ds_load_u16 v134, v169 offset:5152
    ds_load_u16 v135, v169 offset:6176
    ds_load_u16 v136, v169 offset:7200
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v129, v169 offset:544      // A1 k1 hi: waits for its lo
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v130, v169 offset:1568
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v131, v169 offset:2592
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v132, v169 offset:3616
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v133, v169 offset:4640
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v134, v169 offset:5664
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v135, v169 offset:6688
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v136, v169 offset:7712
    s_waitcnt lgkmcnt(0)
    v_wmma_f32_16x16x16_f16 v[33:40], v[129:136], v[137:144], v[33:40]
    v_wmma_f32_16x16x16_f16 v[41:48], v[129:136], v[145:152], v[41:48]
    v_wmma_f32_16x16x16_f16 v[49:56], v[129:136], v[153:160], v[49:56]
    v_wmma_f32_16x16x16_f16 v[57:64], v[129:136], v[161:168], v[57:64]
    ds_load_u16 v129, v169 offset:64      // A2 k0 lo
    ds_load_u16 v130, v169 offset:1088
    ds_load_u16 v131, v169 offset:2112
    ds_load_u16 v132, v169 offset:3136
    ds_load_u16 v133, v169 offset:4160
    ds_load_u16 v134, v169 offset:5184
    ds_load_u16 v135, v169 offset:6208
    ds_load_u16 v136, v169 offset:7232
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v129, v169 offset:576      // A2 k1 hi: waits for its lo
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v130, v169 offset:1600
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v131, v169 offset:2624
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v132, v169 offset:3648
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v133, v169 offset:4672
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v134, v169 offset:5696
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v135, v169 offset:6720
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v136, v169 offset:7744
    s_waitcnt lgkmcnt(0)
    v_wmma_f32_16x16x16_f16 v[65:72], v[129:136], v[137:144], v[65:72]
    v_wmma_f32_16x16x16_f16 v[73:80], v[129:136], v[145:152], v[73:80]
    v_wmma_f32_16x16x16_f16 v[81:88], v[129:136], v[153:160], v[81:88]
    v_wmma_f32_16x16x16_f16 v[89:96], v[129:136], v[161:168], v[89:96]
    ds_load_u16 v129, v169 offset:96      // A3 k0 lo
    ds_load_u16 v130, v169 offset:1120
    ds_load_u16 v131, v169 offset:2144
    ds_load_u16 v132, v169 offset:3168
    ds_load_u16 v133, v169 offset:4192
    ds_load_u16 v134, v169 offset:5216
    ds_load_u16 v135, v169 offset:6240
    ds_load_u16 v136, v169 offset:7264
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v129, v169 offset:608      // A3 k1 hi: waits for its lo
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v130, v169 offset:1632
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v131, v169 offset:2656
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v132, v169 offset:3680
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v133, v169 offset:4704
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v134, v169 offset:5728
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v135, v169 offset:6752
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v136, v169 offset:7776
    s_waitcnt lgkmcnt(0)
    v_wmma_f32_16x16x16_f16 v[97:104], v[129:136], v[137:144], v[97:104]
    v_wmma_f32_16x16x16_f16 v[105:112], v[129:136], v[145:152], v[105:112]
    v_wmma_f32_16x16x16_f16 v[113:120], v[129:136], v[153:160], v[113:120]
    v_wmma_f32_16x16x16_f16 v[121:128], v[129:136], v[161:168], v[121:128]
    ds_load_u16 v129, v169 offset:8192      // A0 k16 lo
    ds_load_u16 v130, v169 offset:9216
    ds_load_u16 v131, v169 offset:10240
    ds_load_u16 v132, v169 offset:11264
    ds_load_u16 v133, v169 offset:12288
    ds_load_u16 v134, v169 offset:13312
    ds_load_u16 v135, v169 offset:14336
    ds_load_u16 v136, v169 offset:15360
    ds_load_u16 v137, v170 offset:24576      // B0 k16 lo
    ds_load_u16 v138, v170 offset:25600
    ds_load_u16 v139, v170 offset:26624
    ds_load_u16 v140, v170 offset:27648
    ds_load_u16 v141, v170 offset:28672
    ds_load_u16 v142, v170 offset:29696
    ds_load_u16 v143, v170 offset:30720
    ds_load_u16 v144, v170 offset:31744
    ds_load_u16 v145, v170 offset:24608      // B1 k16 lo
    ds_load_u16 v146, v170 offset:25632
    ds_load_u16 v147, v170 offset:26656
    ds_load_u16 v148, v170 offset:27680
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v129, v169 offset:8704      // A0 k17 hi: waits for its lo
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v130, v169 offset:9728
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v131, v169 offset:10752
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v132, v169 offset:11776
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v133, v169 offset:12800
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v134, v169 offset:13824
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v135, v169 offset:14848
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v136, v169 offset:15872
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v137, v170 offset:25088      // B0 k17 hi: waits for its lo
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v138, v170 offset:26112
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v139, v170 offset:27136
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v140, v170 offset:28160
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v141, v170 offset:29184
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v142, v170 offset:30208
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v143, v170 offset:31232
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v144, v170 offset:32256
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v145, v170 offset:25120      // B1 k17 hi: waits for its lo
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v146, v170 offset:26144
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v147, v170 offset:27168
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v148, v170 offset:28192
    ds_load_u16 v149, v170 offset:28704
    ds_load_u16 v150, v170 offset:29728
    ds_load_u16 v151, v170 offset:30752
    ds_load_u16 v152, v170 offset:31776
    ds_load_u16 v153, v170 offset:24640      // B2 k16 lo
    ds_load_u16 v154, v170 offset:25664
    ds_load_u16 v155, v170 offset:26688
    ds_load_u16 v156, v170 offset:27712
    ds_load_u16 v157, v170 offset:28736
    ds_load_u16 v158, v170 offset:29760
    ds_load_u16 v159, v170 offset:30784
    ds_load_u16 v160, v170 offset:31808
    ds_load_u16 v161, v170 offset:24672      // B3 k16 lo
    ds_load_u16 v162, v170 offset:25696
    ds_load_u16 v163, v170 offset:26720
    ds_load_u16 v164, v170 offset:27744
    ds_load_u16 v165, v170 offset:28768
    ds_load_u16 v166, v170 offset:29792
    ds_load_u16 v167, v170 offset:30816
    ds_load_u16 v168, v170 offset:31840
    s_waitcnt lgkmcnt(24)
    v_wmma_f32_16x16x16_f16 v[1:8], v[129:136], v[137:144], v[1:8]
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v149, v170 offset:29216
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v150, v170 offset:30240
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v151, v170 offset:31264
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v152, v170 offset:32288
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v153, v170 offset:25152      // B2 k17 hi: waits for its lo
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v154, v170 offset:26176
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v155, v170 offset:27200
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v156, v170 offset:28224
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v157, v170 offset:29248
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v158, v170 offset:30272
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v159, v170 offset:31296
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v160, v170 offset:32320
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v161, v170 offset:25184      // B3 k17 hi: waits for its lo
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v162, v170 offset:26208
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v163, v170 offset:27232
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v164, v170 offset:28256
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v165, v170 offset:29280
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v166, v170 offset:30304
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v167, v170 offset:31328
    s_waitcnt lgkmcnt(19)
    ds_load_u16_d16_hi v168, v170 offset:32352
    s_waitcnt lgkmcnt(16)
    v_wmma_f32_16x16x16_f16 v[9:16], v[129:136], v[145:152], v[9:16]
    s_waitcnt lgkmcnt(8)
    v_wmma_f32_16x16x16_f16 v[17:24], v[129:136], v[153:160], v[17:24]
    s_waitcnt lgkmcnt(0)
    v_wmma_f32_16x16x16_f16 v[25:32], v[129:136], v[161:168], v[25:32]
    ds_load_u16 v129, v169 offset:8224      // A1 k16 lo
    ds_load_u16 v130, v169 offset:9248
    ds_load_u16 v131, v169 offset:10272
    ds_load_u16 v132, v169 offset:11296
    ds_load_u16 v133, v169 offset:12320
    ds_load_u16 v134, v169 offset:13344
    ds_load_u16 v135, v169 offset:14368
    ds_load_u16 v136, v169 offset:15392
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v129, v169 offset:8736      // A1 k17 hi: waits for its lo
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v130, v169 offset:9760
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v131, v169 offset:10784
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v132, v169 offset:11808
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v133, v169 offset:12832
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v134, v169 offset:13856
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v135, v169 offset:14880
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v136, v169 offset:15904
    s_waitcnt lgkmcnt(0)
    v_wmma_f32_16x16x16_f16 v[33:40], v[129:136], v[137:144], v[33:40]
    v_wmma_f32_16x16x16_f16 v[41:48], v[129:136], v[145:152], v[41:48]
    v_wmma_f32_16x16x16_f16 v[49:56], v[129:136], v[153:160], v[49:56]
    v_wmma_f32_16x16x16_f16 v[57:64], v[129:136], v[161:168], v[57:64]
    ds_load_u16 v129, v169 offset:8256      // A2 k16 lo
    ds_load_u16 v130, v169 offset:9280
    ds_load_u16 v131, v169 offset:10304
    ds_load_u16 v132, v169 offset:11328
    ds_load_u16 v133, v169 offset:12352
    ds_load_u16 v134, v169 offset:13376
    ds_load_u16 v135, v169 offset:14400
    ds_load_u16 v136, v169 offset:15424
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v129, v169 offset:8768      // A2 k17 hi: waits for its lo
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v130, v169 offset:9792
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v131, v169 offset:10816
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v132, v169 offset:11840
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v133, v169 offset:12864
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v134, v169 offset:13888
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v135, v169 offset:14912
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v136, v169 offset:15936
    s_waitcnt lgkmcnt(0)
    v_wmma_f32_16x16x16_f16 v[65:72], v[129:136], v[137:144], v[65:72]
    v_wmma_f32_16x16x16_f16 v[73:80], v[129:136], v[145:152], v[73:80]
    v_wmma_f32_16x16x16_f16 v[81:88], v[129:136], v[153:160], v[81:88]
    v_wmma_f32_16x16x16_f16 v[89:96], v[129:136], v[161:168], v[89:96]
    ds_load_u16 v129, v169 offset:8288      // A3 k16 lo
    ds_load_u16 v130, v169 offset:9312
    ds_load_u16 v131, v169 offset:10336
    ds_load_u16 v132, v169 offset:11360
    ds_load_u16 v133, v169 offset:12384
    ds_load_u16 v134, v169 offset:13408
    ds_load_u16 v135, v169 offset:14432
    ds_load_u16 v136, v169 offset:15456
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v129, v169 offset:8800      // A3 k17 hi: waits for its lo
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v130, v169 offset:9824
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v131, v169 offset:10848
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v132, v169 offset:11872
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v133, v169 offset:12896
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v134, v169 offset:13920
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v135, v169 offset:14944
    s_waitcnt lgkmcnt(7)
    ds_load_u16_d16_hi v136, v169 offset:15968
    s_waitcnt lgkmcnt(0)
    s_barrier                                             // every wave done reading the LDS tile
    buffer_gl0_inv                                        // __syncthreads' acquire: L0 invalidated
    v_wmma_f32_16x16x16_f16 v[97:104], v[129:136], v[137:144], v[97:104]
    v_wmma_f32_16x16x16_f16 v[105:112], v[129:136], v[145:152], v[105:112]
    v_wmma_f32_16x16x16_f16 v[113:120], v[129:136], v[153:160], v[113:120]
    v_wmma_f32_16x16x16_f16 v[121:128], v[129:136], v[161:168], v[121:128]

    s_add_u32 s22, s22, s26   // next K tile
    s_addc_u32 s23, s23, 0
    s_add_u32 s24, s24, s27
    s_addc_u32 s25, s25, 0
    s_add_u32 s21, s21, 32                  // K step: 32 per tile
    s_cmp_lt_u32 s21, s12
    s_cbranch_scc1 .Lh5_tile
    // epilogue: lane l holds C[m0 + wr*64 + 16tm + 2r + h][n0 + wc*64 + 16tn + i] in acc[tm][tn][r]
    v_bfe_u32 v182, v0, 4, 1                  // h
    s_lshr_b32 s66, s18, 2
    s_lshl_b32 s66, s66, 6
    s_add_u32 s66, s66, s19               // m0 + wr*64
    v_add_nc_u32 v182, s66, v182
    v_mul_lo_u32 v182, v182, s15
    s_and_b32 s66, s18, 3
    s_lshl_b32 s66, s66, 6
    s_add_u32 s66, s66, s20               // n0 + wc*64
    v_and_b32 v183, 15, v0
    v_add3_u32 v182, v182, s66, v183
    v_lshlrev_b32 v182, 2, v182                // byte offset of the lane's first C element
    s_lshl_b32 s70, s15, 3          // two rows of C
    s_lshl_b32 s71, s15, 6          // 16 rows of C
    // tile (0, 0): rows +0, columns +0
    v_add_nc_u32 v183, 0, v182
    // alpha: acc *= alpha
    v_mul_f32 v1, s16, v1
    v_mul_f32 v2, s16, v2
    v_mul_f32 v3, s16, v3
    v_mul_f32 v4, s16, v4
    v_mul_f32 v5, s16, v5
    v_mul_f32 v6, s16, v6
    v_mul_f32 v7, s16, v7
    v_mul_f32 v8, s16, v8
    s_and_b32 s66, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s66, 0
    s_mov_b64 s[68:69], s[8:9]
    s_cbranch_scc1 .Lh5_t00_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v1, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v2, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v3, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v4, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v5, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v6, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v7, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v8, s17, v181
    s_mov_b64 s[68:69], s[8:9]
.Lh5_t00_store:
    global_store_b32 v183, v1, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v2, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v3, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v4, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v5, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v6, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v7, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v8, s[68:69]

    // tile (0, 1): rows +0, columns +16
    v_add_nc_u32 v183, 64, v182
    // alpha: acc *= alpha
    v_mul_f32 v9, s16, v9
    v_mul_f32 v10, s16, v10
    v_mul_f32 v11, s16, v11
    v_mul_f32 v12, s16, v12
    v_mul_f32 v13, s16, v13
    v_mul_f32 v14, s16, v14
    v_mul_f32 v15, s16, v15
    v_mul_f32 v16, s16, v16
    s_and_b32 s66, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s66, 0
    s_mov_b64 s[68:69], s[8:9]
    s_cbranch_scc1 .Lh5_t01_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v9, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v10, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v11, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v12, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v13, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v14, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v15, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v16, s17, v181
    s_mov_b64 s[68:69], s[8:9]
.Lh5_t01_store:
    global_store_b32 v183, v9, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v10, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v11, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v12, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v13, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v14, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v15, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v16, s[68:69]

    // tile (0, 2): rows +0, columns +32
    v_add_nc_u32 v183, 128, v182
    // alpha: acc *= alpha
    v_mul_f32 v17, s16, v17
    v_mul_f32 v18, s16, v18
    v_mul_f32 v19, s16, v19
    v_mul_f32 v20, s16, v20
    v_mul_f32 v21, s16, v21
    v_mul_f32 v22, s16, v22
    v_mul_f32 v23, s16, v23
    v_mul_f32 v24, s16, v24
    s_and_b32 s66, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s66, 0
    s_mov_b64 s[68:69], s[8:9]
    s_cbranch_scc1 .Lh5_t02_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v17, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v18, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v19, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v20, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v21, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v22, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v23, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v24, s17, v181
    s_mov_b64 s[68:69], s[8:9]
.Lh5_t02_store:
    global_store_b32 v183, v17, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v18, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v19, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v20, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v21, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v22, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v23, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v24, s[68:69]

    // tile (0, 3): rows +0, columns +48
    v_add_nc_u32 v183, 192, v182
    // alpha: acc *= alpha
    v_mul_f32 v25, s16, v25
    v_mul_f32 v26, s16, v26
    v_mul_f32 v27, s16, v27
    v_mul_f32 v28, s16, v28
    v_mul_f32 v29, s16, v29
    v_mul_f32 v30, s16, v30
    v_mul_f32 v31, s16, v31
    v_mul_f32 v32, s16, v32
    s_and_b32 s66, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s66, 0
    s_mov_b64 s[68:69], s[8:9]
    s_cbranch_scc1 .Lh5_t03_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v25, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v26, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v27, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v28, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v29, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v30, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v31, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v32, s17, v181
    s_mov_b64 s[68:69], s[8:9]
.Lh5_t03_store:
    global_store_b32 v183, v25, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v26, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v27, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v28, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v29, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v30, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v31, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v32, s[68:69]

    // tile (1, 0): rows +16, columns +0
    s_mul_i32 s66, s71, 1
    v_add3_u32 v183, v182, s66, 0
    // alpha: acc *= alpha
    v_mul_f32 v33, s16, v33
    v_mul_f32 v34, s16, v34
    v_mul_f32 v35, s16, v35
    v_mul_f32 v36, s16, v36
    v_mul_f32 v37, s16, v37
    v_mul_f32 v38, s16, v38
    v_mul_f32 v39, s16, v39
    v_mul_f32 v40, s16, v40
    s_and_b32 s66, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s66, 0
    s_mov_b64 s[68:69], s[8:9]
    s_cbranch_scc1 .Lh5_t10_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v33, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v34, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v35, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v36, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v37, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v38, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v39, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v40, s17, v181
    s_mov_b64 s[68:69], s[8:9]
.Lh5_t10_store:
    global_store_b32 v183, v33, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v34, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v35, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v36, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v37, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v38, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v39, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v40, s[68:69]

    // tile (1, 1): rows +16, columns +16
    s_mul_i32 s66, s71, 1
    v_add3_u32 v183, v182, s66, 64
    // alpha: acc *= alpha
    v_mul_f32 v41, s16, v41
    v_mul_f32 v42, s16, v42
    v_mul_f32 v43, s16, v43
    v_mul_f32 v44, s16, v44
    v_mul_f32 v45, s16, v45
    v_mul_f32 v46, s16, v46
    v_mul_f32 v47, s16, v47
    v_mul_f32 v48, s16, v48
    s_and_b32 s66, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s66, 0
    s_mov_b64 s[68:69], s[8:9]
    s_cbranch_scc1 .Lh5_t11_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v41, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v42, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v43, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v44, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v45, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v46, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v47, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v48, s17, v181
    s_mov_b64 s[68:69], s[8:9]
.Lh5_t11_store:
    global_store_b32 v183, v41, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v42, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v43, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v44, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v45, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v46, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v47, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v48, s[68:69]

    // tile (1, 2): rows +16, columns +32
    s_mul_i32 s66, s71, 1
    v_add3_u32 v183, v182, s66, 128
    // alpha: acc *= alpha
    v_mul_f32 v49, s16, v49
    v_mul_f32 v50, s16, v50
    v_mul_f32 v51, s16, v51
    v_mul_f32 v52, s16, v52
    v_mul_f32 v53, s16, v53
    v_mul_f32 v54, s16, v54
    v_mul_f32 v55, s16, v55
    v_mul_f32 v56, s16, v56
    s_and_b32 s66, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s66, 0
    s_mov_b64 s[68:69], s[8:9]
    s_cbranch_scc1 .Lh5_t12_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v49, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v50, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v51, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v52, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v53, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v54, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v55, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v56, s17, v181
    s_mov_b64 s[68:69], s[8:9]
.Lh5_t12_store:
    global_store_b32 v183, v49, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v50, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v51, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v52, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v53, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v54, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v55, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v56, s[68:69]

    // tile (1, 3): rows +16, columns +48
    s_mul_i32 s66, s71, 1
    v_add3_u32 v183, v182, s66, 192
    // alpha: acc *= alpha
    v_mul_f32 v57, s16, v57
    v_mul_f32 v58, s16, v58
    v_mul_f32 v59, s16, v59
    v_mul_f32 v60, s16, v60
    v_mul_f32 v61, s16, v61
    v_mul_f32 v62, s16, v62
    v_mul_f32 v63, s16, v63
    v_mul_f32 v64, s16, v64
    s_and_b32 s66, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s66, 0
    s_mov_b64 s[68:69], s[8:9]
    s_cbranch_scc1 .Lh5_t13_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v57, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v58, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v59, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v60, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v61, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v62, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v63, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v64, s17, v181
    s_mov_b64 s[68:69], s[8:9]
.Lh5_t13_store:
    global_store_b32 v183, v57, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v58, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v59, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v60, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v61, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v62, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v63, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v64, s[68:69]

    // tile (2, 0): rows +32, columns +0
    s_mul_i32 s66, s71, 2
    v_add3_u32 v183, v182, s66, 0
    // alpha: acc *= alpha
    v_mul_f32 v65, s16, v65
    v_mul_f32 v66, s16, v66
    v_mul_f32 v67, s16, v67
    v_mul_f32 v68, s16, v68
    v_mul_f32 v69, s16, v69
    v_mul_f32 v70, s16, v70
    v_mul_f32 v71, s16, v71
    v_mul_f32 v72, s16, v72
    s_and_b32 s66, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s66, 0
    s_mov_b64 s[68:69], s[8:9]
    s_cbranch_scc1 .Lh5_t20_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v65, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v66, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v67, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v68, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v69, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v70, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v71, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v72, s17, v181
    s_mov_b64 s[68:69], s[8:9]
.Lh5_t20_store:
    global_store_b32 v183, v65, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v66, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v67, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v68, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v69, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v70, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v71, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v72, s[68:69]

    // tile (2, 1): rows +32, columns +16
    s_mul_i32 s66, s71, 2
    v_add3_u32 v183, v182, s66, 64
    // alpha: acc *= alpha
    v_mul_f32 v73, s16, v73
    v_mul_f32 v74, s16, v74
    v_mul_f32 v75, s16, v75
    v_mul_f32 v76, s16, v76
    v_mul_f32 v77, s16, v77
    v_mul_f32 v78, s16, v78
    v_mul_f32 v79, s16, v79
    v_mul_f32 v80, s16, v80
    s_and_b32 s66, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s66, 0
    s_mov_b64 s[68:69], s[8:9]
    s_cbranch_scc1 .Lh5_t21_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v73, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v74, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v75, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v76, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v77, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v78, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v79, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v80, s17, v181
    s_mov_b64 s[68:69], s[8:9]
.Lh5_t21_store:
    global_store_b32 v183, v73, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v74, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v75, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v76, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v77, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v78, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v79, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v80, s[68:69]

    // tile (2, 2): rows +32, columns +32
    s_mul_i32 s66, s71, 2
    v_add3_u32 v183, v182, s66, 128
    // alpha: acc *= alpha
    v_mul_f32 v81, s16, v81
    v_mul_f32 v82, s16, v82
    v_mul_f32 v83, s16, v83
    v_mul_f32 v84, s16, v84
    v_mul_f32 v85, s16, v85
    v_mul_f32 v86, s16, v86
    v_mul_f32 v87, s16, v87
    v_mul_f32 v88, s16, v88
    s_and_b32 s66, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s66, 0
    s_mov_b64 s[68:69], s[8:9]
    s_cbranch_scc1 .Lh5_t22_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v81, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v82, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v83, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v84, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v85, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v86, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v87, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v88, s17, v181
    s_mov_b64 s[68:69], s[8:9]
.Lh5_t22_store:
    global_store_b32 v183, v81, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v82, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v83, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v84, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v85, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v86, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v87, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v88, s[68:69]

    // tile (2, 3): rows +32, columns +48
    s_mul_i32 s66, s71, 2
    v_add3_u32 v183, v182, s66, 192
    // alpha: acc *= alpha
    v_mul_f32 v89, s16, v89
    v_mul_f32 v90, s16, v90
    v_mul_f32 v91, s16, v91
    v_mul_f32 v92, s16, v92
    v_mul_f32 v93, s16, v93
    v_mul_f32 v94, s16, v94
    v_mul_f32 v95, s16, v95
    v_mul_f32 v96, s16, v96
    s_and_b32 s66, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s66, 0
    s_mov_b64 s[68:69], s[8:9]
    s_cbranch_scc1 .Lh5_t23_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v89, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v90, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v91, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v92, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v93, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v94, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v95, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v96, s17, v181
    s_mov_b64 s[68:69], s[8:9]
.Lh5_t23_store:
    global_store_b32 v183, v89, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v90, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v91, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v92, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v93, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v94, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v95, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v96, s[68:69]

    // tile (3, 0): rows +48, columns +0
    s_mul_i32 s66, s71, 3
    v_add3_u32 v183, v182, s66, 0
    // alpha: acc *= alpha
    v_mul_f32 v97, s16, v97
    v_mul_f32 v98, s16, v98
    v_mul_f32 v99, s16, v99
    v_mul_f32 v100, s16, v100
    v_mul_f32 v101, s16, v101
    v_mul_f32 v102, s16, v102
    v_mul_f32 v103, s16, v103
    v_mul_f32 v104, s16, v104
    s_and_b32 s66, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s66, 0
    s_mov_b64 s[68:69], s[8:9]
    s_cbranch_scc1 .Lh5_t30_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v97, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v98, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v99, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v100, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v101, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v102, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v103, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v104, s17, v181
    s_mov_b64 s[68:69], s[8:9]
.Lh5_t30_store:
    global_store_b32 v183, v97, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v98, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v99, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v100, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v101, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v102, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v103, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v104, s[68:69]

    // tile (3, 1): rows +48, columns +16
    s_mul_i32 s66, s71, 3
    v_add3_u32 v183, v182, s66, 64
    // alpha: acc *= alpha
    v_mul_f32 v105, s16, v105
    v_mul_f32 v106, s16, v106
    v_mul_f32 v107, s16, v107
    v_mul_f32 v108, s16, v108
    v_mul_f32 v109, s16, v109
    v_mul_f32 v110, s16, v110
    v_mul_f32 v111, s16, v111
    v_mul_f32 v112, s16, v112
    s_and_b32 s66, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s66, 0
    s_mov_b64 s[68:69], s[8:9]
    s_cbranch_scc1 .Lh5_t31_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v105, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v106, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v107, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v108, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v109, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v110, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v111, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v112, s17, v181
    s_mov_b64 s[68:69], s[8:9]
.Lh5_t31_store:
    global_store_b32 v183, v105, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v106, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v107, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v108, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v109, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v110, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v111, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v112, s[68:69]

    // tile (3, 2): rows +48, columns +32
    s_mul_i32 s66, s71, 3
    v_add3_u32 v183, v182, s66, 128
    // alpha: acc *= alpha
    v_mul_f32 v113, s16, v113
    v_mul_f32 v114, s16, v114
    v_mul_f32 v115, s16, v115
    v_mul_f32 v116, s16, v116
    v_mul_f32 v117, s16, v117
    v_mul_f32 v118, s16, v118
    v_mul_f32 v119, s16, v119
    v_mul_f32 v120, s16, v120
    s_and_b32 s66, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s66, 0
    s_mov_b64 s[68:69], s[8:9]
    s_cbranch_scc1 .Lh5_t32_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v113, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v114, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v115, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v116, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v117, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v118, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v119, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v120, s17, v181
    s_mov_b64 s[68:69], s[8:9]
.Lh5_t32_store:
    global_store_b32 v183, v113, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v114, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v115, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v116, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v117, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v118, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v119, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v120, s[68:69]

    // tile (3, 3): rows +48, columns +48
    s_mul_i32 s66, s71, 3
    v_add3_u32 v183, v182, s66, 192
    // alpha: acc *= alpha
    v_mul_f32 v121, s16, v121
    v_mul_f32 v122, s16, v122
    v_mul_f32 v123, s16, v123
    v_mul_f32 v124, s16, v124
    v_mul_f32 v125, s16, v125
    v_mul_f32 v126, s16, v126
    v_mul_f32 v127, s16, v127
    v_mul_f32 v128, s16, v128
    s_and_b32 s66, s17, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s66, 0
    s_mov_b64 s[68:69], s[8:9]
    s_cbranch_scc1 .Lh5_t33_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v121, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v122, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v123, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v124, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v125, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v126, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v127, s17, v181
    global_load_b32 v181, v183, s[68:69]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v128, s17, v181
    s_mov_b64 s[68:69], s[8:9]
.Lh5_t33_store:
    global_store_b32 v183, v121, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v122, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v123, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v124, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v125, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v126, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v127, s[68:69]
    s_add_u32 s68, s68, s70
    s_addc_u32 s69, s69, 0
    global_store_b32 v183, v128, s[68:69]


    s_endpgm
.Lh5_end:
.size h5, .Lh5_end-h5

// register plan (184 VGPRs, 72 SGPRs, VCC, 32768 bytes LDS)
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
//            s28  lds_next
//            s29  cmp1
//            s30  cmp2
//            s31  cmp3
//            s32  exec_save
//            s33  exec_done
//       s[34:63]  fallback_ptrs
//            s64  first_half_lanes
//            s65  half_exec_save
//            s66  tmp
//       s[68:69]  c_ptr
//            s70  c_two_rows_bytes
//            s71  c_tile_rows_bytes
//             v0  workitem_id
//         v[1:8]  acc00
//        v[9:16]  acc01
//       v[17:24]  acc02
//       v[25:32]  acc03
//       v[33:40]  acc10
//       v[41:48]  acc11
//       v[49:56]  acc12
//       v[57:64]  acc13
//       v[65:72]  acc20
//       v[73:80]  acc21
//       v[81:88]  acc22
//       v[89:96]  acc23
//      v[97:104]  acc30
//     v[105:112]  acc31
//     v[113:120]  acc32
//     v[121:128]  acc33
//     v[129:136]  a_frag
//     v[137:144]  b_frag0
//     v[145:152]  b_frag1
//     v[153:160]  b_frag2
//     v[161:168]  b_frag3
//           v169  a_lds_read
//           v170  b_lds_read
//     v[171:178]  copy_data
//     v[179:180]  copy_addr
//           v181  copy_i
//           v182  copy_lds
//           v183  copy_line

.rodata
.p2align 6
.amdhsa_kernel h5
    .amdhsa_group_segment_fixed_size 32768
    .amdhsa_private_segment_fixed_size 0
    .amdhsa_kernarg_size 56
    .amdhsa_user_sgpr_count 2
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 1
    .amdhsa_system_sgpr_workgroup_id_z 0
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 184
    .amdhsa_next_free_sgpr 72
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
  - .name: h5
    .symbol: h5.kd
    .kernarg_segment_size: 56
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 32768
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 74
    .vgpr_count: 184
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

