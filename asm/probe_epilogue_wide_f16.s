// ---------------------------------------------------------------------------------------------
// probe_epilogue_wide_f16: probe_epilogue_wide with an f16 C: rounding, v_perm packing, b64 stores, b16 stores for partial groups
// Rendered from templates/probes/epilogue_wide.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl probe_epilogue_wide_f16
.p2align 8
.type probe_epilogue_wide_f16,@function
probe_epilogue_wide_f16:

    // prologue: load all 6 argument dwords into s[4:9] (offsets from the metadata below)
    s_load_b128 s[4:7], s[0:1], 0x0
    s_load_b64 s[8:9], s[0:1], 0x10

    v_add_nc_u32 v1, 0, v0
    v_cvt_f32_u32 v1, v1          // acc00[0] = 0 + lane
    v_add_nc_u32 v2, 32, v0
    v_cvt_f32_u32 v2, v2          // acc00[1] = 32 + lane
    v_add_nc_u32 v3, 64, v0
    v_cvt_f32_u32 v3, v3          // acc00[2] = 64 + lane
    v_add_nc_u32 v4, 96, v0
    v_cvt_f32_u32 v4, v4          // acc00[3] = 96 + lane
    v_add_nc_u32 v5, 128, v0
    v_cvt_f32_u32 v5, v5          // acc00[4] = 128 + lane
    v_add_nc_u32 v6, 160, v0
    v_cvt_f32_u32 v6, v6          // acc00[5] = 160 + lane
    v_add_nc_u32 v7, 192, v0
    v_cvt_f32_u32 v7, v7          // acc00[6] = 192 + lane
    v_add_nc_u32 v8, 224, v0
    v_cvt_f32_u32 v8, v8          // acc00[7] = 224 + lane
    v_add_nc_u32 v9, 256, v0
    v_cvt_f32_u32 v9, v9          // acc01[0] = 256 + lane
    v_add_nc_u32 v10, 288, v0
    v_cvt_f32_u32 v10, v10          // acc01[1] = 288 + lane
    v_add_nc_u32 v11, 320, v0
    v_cvt_f32_u32 v11, v11          // acc01[2] = 320 + lane
    v_add_nc_u32 v12, 352, v0
    v_cvt_f32_u32 v12, v12          // acc01[3] = 352 + lane
    v_add_nc_u32 v13, 384, v0
    v_cvt_f32_u32 v13, v13          // acc01[4] = 384 + lane
    v_add_nc_u32 v14, 416, v0
    v_cvt_f32_u32 v14, v14          // acc01[5] = 416 + lane
    v_add_nc_u32 v15, 448, v0
    v_cvt_f32_u32 v15, v15          // acc01[6] = 448 + lane
    v_add_nc_u32 v16, 480, v0
    v_cvt_f32_u32 v16, v16          // acc01[7] = 480 + lane
    v_add_nc_u32 v17, 512, v0
    v_cvt_f32_u32 v17, v17          // acc10[0] = 512 + lane
    v_add_nc_u32 v18, 544, v0
    v_cvt_f32_u32 v18, v18          // acc10[1] = 544 + lane
    v_add_nc_u32 v19, 576, v0
    v_cvt_f32_u32 v19, v19          // acc10[2] = 576 + lane
    v_add_nc_u32 v20, 608, v0
    v_cvt_f32_u32 v20, v20          // acc10[3] = 608 + lane
    v_add_nc_u32 v21, 640, v0
    v_cvt_f32_u32 v21, v21          // acc10[4] = 640 + lane
    v_add_nc_u32 v22, 672, v0
    v_cvt_f32_u32 v22, v22          // acc10[5] = 672 + lane
    v_add_nc_u32 v23, 704, v0
    v_cvt_f32_u32 v23, v23          // acc10[6] = 704 + lane
    v_add_nc_u32 v24, 736, v0
    v_cvt_f32_u32 v24, v24          // acc10[7] = 736 + lane
    v_add_nc_u32 v25, 768, v0
    v_cvt_f32_u32 v25, v25          // acc11[0] = 768 + lane
    v_add_nc_u32 v26, 800, v0
    v_cvt_f32_u32 v26, v26          // acc11[1] = 800 + lane
    v_add_nc_u32 v27, 832, v0
    v_cvt_f32_u32 v27, v27          // acc11[2] = 832 + lane
    v_add_nc_u32 v28, 864, v0
    v_cvt_f32_u32 v28, v28          // acc11[3] = 864 + lane
    v_add_nc_u32 v29, 896, v0
    v_cvt_f32_u32 v29, v29          // acc11[4] = 896 + lane
    v_add_nc_u32 v30, 928, v0
    v_cvt_f32_u32 v30, v30          // acc11[5] = 928 + lane
    v_add_nc_u32 v31, 960, v0
    v_cvt_f32_u32 v31, v31          // acc11[6] = 960 + lane
    v_add_nc_u32 v32, 992, v0
    v_cvt_f32_u32 v32, v32          // acc11[7] = 992 + lane
    v_mov_b32 v33, 0                            // the transposes' scratch is initialised
    v_mov_b32 v34, 0                            // the transposes' scratch is initialised
    v_mov_b32 v35, 0                            // the transposes' scratch is initialised
    v_mov_b32 v36, 0                            // the transposes' scratch is initialised
    v_mov_b32 v37, 0                            // the transposes' scratch is initialised
    v_mov_b32 v38, 0                            // the transposes' scratch is initialised
    v_mov_b32 v39, 0                            // the transposes' scratch is initialised
    v_mov_b32 v40, 0                            // the transposes' scratch is initialised
    v_mov_b32 v41, 0                            // the transposes' scratch is initialised
    v_mov_b32 v42, 0                            // the transposes' scratch is initialised
    v_mov_b32 v43, 0                            // the transposes' scratch is initialised
    v_mov_b32 v44, 0                            // the transposes' scratch is initialised
    v_mov_b32 v45, 0                            // the transposes' scratch is initialised
    v_mov_b32 v46, 0                            // the transposes' scratch is initialised
    v_mov_b32 v47, 0                            // the transposes' scratch is initialised
    v_mov_b32 v48, 0                            // the transposes' scratch is initialised
    v_mov_b32 v49, 0                            // the transposes' scratch is initialised
    v_mov_b32 v50, 0                            // the transposes' scratch is initialised
    v_mov_b32 v51, 0                            // the transposes' scratch is initialised
    v_mov_b32 v52, 0                            // the transposes' scratch is initialised
    v_mov_b32 v53, 0                            // the transposes' scratch is initialised
    v_mov_b32 v54, 0                            // the transposes' scratch is initialised
    v_mov_b32 v55, 0                            // the transposes' scratch is initialised
    v_mov_b32 v56, 0                            // the transposes' scratch is initialised
    v_mov_b32 v57, 0                            // the transposes' scratch is initialised
    v_mov_b32 v58, 0                            // the transposes' scratch is initialised
    v_mov_b32 v59, 0                            // the transposes' scratch is initialised
    v_mov_b32 v60, 0                            // the transposes' scratch is initialised
    v_mov_b32 v61, 0                            // the transposes' scratch is initialised
    v_mov_b32 v62, 0                            // the transposes' scratch is initialised
    v_mov_b32 v63, 0                            // the transposes' scratch is initialised
    v_mov_b32 v64, 0                            // the transposes' scratch is initialised
    s_waitcnt lgkmcnt(0)                                  // kernel arguments loaded
    s_mul_i32 s19, s6, 64
    s_mov_b32 s12, s4
    s_and_b32 s13, s5, 0xffff               // base[47:32], stride 0, no swizzle
    s_mov_b32 s14, s19                         // num_records: the matrix's bytes
    s_mov_b32 s15, 0x31016000                           // raw buffer, range-checked

    // 4 x 4 transposes between the lanes of each quad: lane bit 0 <-> VGPR bit 0, then bit 1 <-> bit 1
    s_mov_b32 vcc_lo, 0x55555555                        // stage 1: lanes keeping their own first VGPR of a pair
    v_cndmask_b32_dpp v33, v2, v1, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v35, v4, v3, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v37, v6, v5, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v39, v8, v7, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v41, v10, v9, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v43, v12, v11, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v45, v14, v13, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v47, v16, v15, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v49, v18, v17, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v51, v20, v19, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v53, v22, v21, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v55, v24, v23, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v57, v26, v25, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v59, v28, v27, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v61, v30, v29, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v63, v32, v31, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    s_mov_b32 vcc_lo, 0xaaaaaaaa                        // stage 1: lanes keeping their own second VGPR of a pair
    v_cndmask_b32_dpp v34, v1, v2, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v36, v3, v4, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v38, v5, v6, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v40, v7, v8, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v42, v9, v10, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v44, v11, v12, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v46, v13, v14, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v48, v15, v16, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v50, v17, v18, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v52, v19, v20, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v54, v21, v22, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v56, v23, v24, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v58, v25, v26, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v60, v27, v28, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v62, v29, v30, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v64, v31, v32, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
    s_mov_b32 vcc_lo, 0x33333333                        // stage 2: lanes keeping their own first VGPR of a pair
    v_cndmask_b32_dpp v1, v35, v33, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v2, v36, v34, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v5, v39, v37, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v6, v40, v38, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v9, v43, v41, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v10, v44, v42, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v13, v47, v45, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v14, v48, v46, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v17, v51, v49, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v18, v52, v50, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v21, v55, v53, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v22, v56, v54, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v25, v59, v57, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v26, v60, v58, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v29, v63, v61, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v30, v64, v62, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    s_mov_b32 vcc_lo, 0xcccccccc                        // stage 2: lanes keeping their own second VGPR of a pair
    v_cndmask_b32_dpp v3, v33, v35, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v4, v34, v36, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v7, v37, v39, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v8, v38, v40, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v11, v41, v43, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v12, v42, v44, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v15, v45, v47, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v16, v46, v48, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v19, v49, v51, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v20, v50, v52, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v23, v53, v55, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v24, v54, v56, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v27, v57, v59, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v28, v58, v60, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v31, v61, v63, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
    v_cndmask_b32_dpp v32, v62, v64, vcc_lo quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf

    // c_offset = ((2j + h) * ldc + 4q) * size, lane = 16h + 4q + j, as k8 computes it for a block at C[0][0]
    v_bfe_u32 v100, v0, 4, 1
    v_and_b32 v99, 3, v0
    v_lshl_add_u32 v99, v99, 1, v100
    v_and_b32 v98, 12, v0
    v_mul_lo_u32 v97, v99, s6
    v_add_lshl_u32 v97, v97, v98, 1
    // alpha: acc *= alpha
    v_dual_mul_f32 v1, s8, v1 :: v_dual_mul_f32 v2, s8, v2
    v_dual_mul_f32 v3, s8, v3 :: v_dual_mul_f32 v4, s8, v4
    v_dual_mul_f32 v5, s8, v5 :: v_dual_mul_f32 v6, s8, v6
    v_dual_mul_f32 v7, s8, v7 :: v_dual_mul_f32 v8, s8, v8
    v_dual_mul_f32 v9, s8, v9 :: v_dual_mul_f32 v10, s8, v10
    v_dual_mul_f32 v11, s8, v11 :: v_dual_mul_f32 v12, s8, v12
    v_dual_mul_f32 v13, s8, v13 :: v_dual_mul_f32 v14, s8, v14
    v_dual_mul_f32 v15, s8, v15 :: v_dual_mul_f32 v16, s8, v16
    v_dual_mul_f32 v17, s8, v17 :: v_dual_mul_f32 v18, s8, v18
    v_dual_mul_f32 v19, s8, v19 :: v_dual_mul_f32 v20, s8, v20
    v_dual_mul_f32 v21, s8, v21 :: v_dual_mul_f32 v22, s8, v22
    v_dual_mul_f32 v23, s8, v23 :: v_dual_mul_f32 v24, s8, v24
    v_dual_mul_f32 v25, s8, v25 :: v_dual_mul_f32 v26, s8, v26
    v_dual_mul_f32 v27, s8, v27 :: v_dual_mul_f32 v28, s8, v28
    v_dual_mul_f32 v29, s8, v29 :: v_dual_mul_f32 v30, s8, v30
    v_dual_mul_f32 v31, s8, v31 :: v_dual_mul_f32 v32, s8, v32
    s_lshl_b32 s18, s6, 4                        // eight rows of C in bytes
    s_and_b32 s19, s9, 0x7fffffff             // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s19, 0
    s_cbranch_scc1 .Lprobe_epilogue_wide_f16_wstore                              // beta == 0: C is never read
    // beta != 0, full lanes: acc += beta * C_old, one column block at a time (4 loads in flight)
    s_mov_b32 exec_lo, -1
    s_sub_u32 s17, s7, 3
    v_cmpx_gt_i32 s17, v98                             // EXEC: C_old columns col..col+3 < N of block 0
    s_mov_b32 s16, 0
    buffer_load_b64 v[65:66], v97, s[12:15], s16 offen
    s_add_u32 s16, s16, s18
    buffer_load_b64 v[73:74], v97, s[12:15], s16 offen
    s_add_u32 s16, s16, s18
    buffer_load_b64 v[81:82], v97, s[12:15], s16 offen
    s_add_u32 s16, s16, s18
    buffer_load_b64 v[89:90], v97, s[12:15], s16 offen
    s_waitcnt vmcnt(3)                                     // C_old of group 0 (tile row 0, rows 8*0..)
    v_lshrrev_b32 v70, 16, v65
    v_cvt_f32_f16 v69, v65
    v_cvt_f32_f16 v70, v70
    v_lshrrev_b32 v72, 16, v66
    v_cvt_f32_f16 v71, v66
    v_cvt_f32_f16 v72, v72

    v_dual_fmac_f32 v1, s9, v69 :: v_dual_fmac_f32 v2, s9, v70
    v_dual_fmac_f32 v3, s9, v71 :: v_dual_fmac_f32 v4, s9, v72
    s_waitcnt vmcnt(2)                                     // C_old of group 1 (tile row 0, rows 8*1..)
    v_lshrrev_b32 v78, 16, v73
    v_cvt_f32_f16 v77, v73
    v_cvt_f32_f16 v78, v78
    v_lshrrev_b32 v80, 16, v74
    v_cvt_f32_f16 v79, v74
    v_cvt_f32_f16 v80, v80

    v_dual_fmac_f32 v5, s9, v77 :: v_dual_fmac_f32 v6, s9, v78
    v_dual_fmac_f32 v7, s9, v79 :: v_dual_fmac_f32 v8, s9, v80
    s_waitcnt vmcnt(1)                                     // C_old of group 2 (tile row 1, rows 8*0..)
    v_lshrrev_b32 v86, 16, v81
    v_cvt_f32_f16 v85, v81
    v_cvt_f32_f16 v86, v86
    v_lshrrev_b32 v88, 16, v82
    v_cvt_f32_f16 v87, v82
    v_cvt_f32_f16 v88, v88

    v_dual_fmac_f32 v17, s9, v85 :: v_dual_fmac_f32 v18, s9, v86
    v_dual_fmac_f32 v19, s9, v87 :: v_dual_fmac_f32 v20, s9, v88
    s_waitcnt vmcnt(0)                                     // C_old of group 3 (tile row 1, rows 8*1..)
    v_lshrrev_b32 v94, 16, v89
    v_cvt_f32_f16 v93, v89
    v_cvt_f32_f16 v94, v94
    v_lshrrev_b32 v96, 16, v90
    v_cvt_f32_f16 v95, v90
    v_cvt_f32_f16 v96, v96

    v_dual_fmac_f32 v21, s9, v93 :: v_dual_fmac_f32 v22, s9, v94
    v_dual_fmac_f32 v23, s9, v95 :: v_dual_fmac_f32 v24, s9, v96
    s_mov_b32 exec_lo, -1
    s_sub_u32 s17, s7, 19
    v_cmpx_gt_i32 s17, v98                             // EXEC: C_old columns col..col+3 < N of block 1
    s_mov_b32 s16, 0
    buffer_load_b64 v[65:66], v97, s[12:15], s16 offen offset:32
    s_add_u32 s16, s16, s18
    buffer_load_b64 v[73:74], v97, s[12:15], s16 offen offset:32
    s_add_u32 s16, s16, s18
    buffer_load_b64 v[81:82], v97, s[12:15], s16 offen offset:32
    s_add_u32 s16, s16, s18
    buffer_load_b64 v[89:90], v97, s[12:15], s16 offen offset:32
    s_waitcnt vmcnt(3)                                     // C_old of group 0 (tile row 0, rows 8*0..)
    v_lshrrev_b32 v70, 16, v65
    v_cvt_f32_f16 v69, v65
    v_cvt_f32_f16 v70, v70
    v_lshrrev_b32 v72, 16, v66
    v_cvt_f32_f16 v71, v66
    v_cvt_f32_f16 v72, v72

    v_dual_fmac_f32 v9, s9, v69 :: v_dual_fmac_f32 v10, s9, v70
    v_dual_fmac_f32 v11, s9, v71 :: v_dual_fmac_f32 v12, s9, v72
    s_waitcnt vmcnt(2)                                     // C_old of group 1 (tile row 0, rows 8*1..)
    v_lshrrev_b32 v78, 16, v73
    v_cvt_f32_f16 v77, v73
    v_cvt_f32_f16 v78, v78
    v_lshrrev_b32 v80, 16, v74
    v_cvt_f32_f16 v79, v74
    v_cvt_f32_f16 v80, v80

    v_dual_fmac_f32 v13, s9, v77 :: v_dual_fmac_f32 v14, s9, v78
    v_dual_fmac_f32 v15, s9, v79 :: v_dual_fmac_f32 v16, s9, v80
    s_waitcnt vmcnt(1)                                     // C_old of group 2 (tile row 1, rows 8*0..)
    v_lshrrev_b32 v86, 16, v81
    v_cvt_f32_f16 v85, v81
    v_cvt_f32_f16 v86, v86
    v_lshrrev_b32 v88, 16, v82
    v_cvt_f32_f16 v87, v82
    v_cvt_f32_f16 v88, v88

    v_dual_fmac_f32 v25, s9, v85 :: v_dual_fmac_f32 v26, s9, v86
    v_dual_fmac_f32 v27, s9, v87 :: v_dual_fmac_f32 v28, s9, v88
    s_waitcnt vmcnt(0)                                     // C_old of group 3 (tile row 1, rows 8*1..)
    v_lshrrev_b32 v94, 16, v89
    v_cvt_f32_f16 v93, v89
    v_cvt_f32_f16 v94, v94
    v_lshrrev_b32 v96, 16, v90
    v_cvt_f32_f16 v95, v90
    v_cvt_f32_f16 v96, v96

    v_dual_fmac_f32 v29, s9, v93 :: v_dual_fmac_f32 v30, s9, v94
    v_dual_fmac_f32 v31, s9, v95 :: v_dual_fmac_f32 v32, s9, v96
    // beta != 0, partial lanes (N % 4 != 0): column col + s < N one element at a time
    s_mov_b32 exec_lo, -1
    s_and_b32 s19, s7, 3
    s_cbranch_scc0 .Lprobe_epilogue_wide_f16_wstore                              // N % 4 == 0: no lane is partial
    s_mov_b32 exec_lo, -1
    s_sub_u32 s17, s7, 3
    v_cmpx_le_i32 s17, v98                             // EXEC: groups of block 0 crossing N (column col + 0)
    s_sub_u32 s17, s7, 0
    v_cmpx_gt_i32 s17, v98                             // ... whose column col + 0 < N, block 0 (C_old)
    s_mov_b32 s16, 0
    buffer_load_u16 v69, v97, s[12:15], s16 offen
    s_add_u32 s16, s16, s18
    buffer_load_u16 v77, v97, s[12:15], s16 offen
    s_add_u32 s16, s16, s18
    buffer_load_u16 v85, v97, s[12:15], s16 offen
    s_add_u32 s16, s16, s18
    buffer_load_u16 v93, v97, s[12:15], s16 offen
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 0
    v_cvt_f32_f16 v69, v69
    v_fmac_f32 v1, s9, v69
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 0
    v_cvt_f32_f16 v77, v77
    v_fmac_f32 v5, s9, v77
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 0
    v_cvt_f32_f16 v85, v85
    v_fmac_f32 v17, s9, v85
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 0
    v_cvt_f32_f16 v93, v93
    v_fmac_f32 v21, s9, v93
    s_mov_b32 exec_lo, -1
    s_sub_u32 s17, s7, 3
    v_cmpx_le_i32 s17, v98                             // EXEC: groups of block 0 crossing N (column col + 1)
    s_sub_u32 s17, s7, 1
    v_cmpx_gt_i32 s17, v98                             // ... whose column col + 1 < N, block 0 (C_old)
    s_mov_b32 s16, 0
    buffer_load_u16 v70, v97, s[12:15], s16 offen offset:2
    s_add_u32 s16, s16, s18
    buffer_load_u16 v78, v97, s[12:15], s16 offen offset:2
    s_add_u32 s16, s16, s18
    buffer_load_u16 v86, v97, s[12:15], s16 offen offset:2
    s_add_u32 s16, s16, s18
    buffer_load_u16 v94, v97, s[12:15], s16 offen offset:2
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 1
    v_cvt_f32_f16 v70, v70
    v_fmac_f32 v2, s9, v70
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 1
    v_cvt_f32_f16 v78, v78
    v_fmac_f32 v6, s9, v78
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 1
    v_cvt_f32_f16 v86, v86
    v_fmac_f32 v18, s9, v86
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 1
    v_cvt_f32_f16 v94, v94
    v_fmac_f32 v22, s9, v94
    s_mov_b32 exec_lo, -1
    s_sub_u32 s17, s7, 3
    v_cmpx_le_i32 s17, v98                             // EXEC: groups of block 0 crossing N (column col + 2)
    s_sub_u32 s17, s7, 2
    v_cmpx_gt_i32 s17, v98                             // ... whose column col + 2 < N, block 0 (C_old)
    s_mov_b32 s16, 0
    buffer_load_u16 v71, v97, s[12:15], s16 offen offset:4
    s_add_u32 s16, s16, s18
    buffer_load_u16 v79, v97, s[12:15], s16 offen offset:4
    s_add_u32 s16, s16, s18
    buffer_load_u16 v87, v97, s[12:15], s16 offen offset:4
    s_add_u32 s16, s16, s18
    buffer_load_u16 v95, v97, s[12:15], s16 offen offset:4
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 2
    v_cvt_f32_f16 v71, v71
    v_fmac_f32 v3, s9, v71
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 2
    v_cvt_f32_f16 v79, v79
    v_fmac_f32 v7, s9, v79
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 2
    v_cvt_f32_f16 v87, v87
    v_fmac_f32 v19, s9, v87
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 2
    v_cvt_f32_f16 v95, v95
    v_fmac_f32 v23, s9, v95
    s_mov_b32 exec_lo, -1
    s_sub_u32 s17, s7, 19
    v_cmpx_le_i32 s17, v98                             // EXEC: groups of block 1 crossing N (column col + 0)
    s_sub_u32 s17, s7, 16
    v_cmpx_gt_i32 s17, v98                             // ... whose column col + 0 < N, block 1 (C_old)
    s_mov_b32 s16, 0
    buffer_load_u16 v69, v97, s[12:15], s16 offen offset:32
    s_add_u32 s16, s16, s18
    buffer_load_u16 v77, v97, s[12:15], s16 offen offset:32
    s_add_u32 s16, s16, s18
    buffer_load_u16 v85, v97, s[12:15], s16 offen offset:32
    s_add_u32 s16, s16, s18
    buffer_load_u16 v93, v97, s[12:15], s16 offen offset:32
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 0
    v_cvt_f32_f16 v69, v69
    v_fmac_f32 v9, s9, v69
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 0
    v_cvt_f32_f16 v77, v77
    v_fmac_f32 v13, s9, v77
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 0
    v_cvt_f32_f16 v85, v85
    v_fmac_f32 v25, s9, v85
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 0
    v_cvt_f32_f16 v93, v93
    v_fmac_f32 v29, s9, v93
    s_mov_b32 exec_lo, -1
    s_sub_u32 s17, s7, 19
    v_cmpx_le_i32 s17, v98                             // EXEC: groups of block 1 crossing N (column col + 1)
    s_sub_u32 s17, s7, 17
    v_cmpx_gt_i32 s17, v98                             // ... whose column col + 1 < N, block 1 (C_old)
    s_mov_b32 s16, 0
    buffer_load_u16 v70, v97, s[12:15], s16 offen offset:34
    s_add_u32 s16, s16, s18
    buffer_load_u16 v78, v97, s[12:15], s16 offen offset:34
    s_add_u32 s16, s16, s18
    buffer_load_u16 v86, v97, s[12:15], s16 offen offset:34
    s_add_u32 s16, s16, s18
    buffer_load_u16 v94, v97, s[12:15], s16 offen offset:34
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 1
    v_cvt_f32_f16 v70, v70
    v_fmac_f32 v10, s9, v70
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 1
    v_cvt_f32_f16 v78, v78
    v_fmac_f32 v14, s9, v78
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 1
    v_cvt_f32_f16 v86, v86
    v_fmac_f32 v26, s9, v86
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 1
    v_cvt_f32_f16 v94, v94
    v_fmac_f32 v30, s9, v94
    s_mov_b32 exec_lo, -1
    s_sub_u32 s17, s7, 19
    v_cmpx_le_i32 s17, v98                             // EXEC: groups of block 1 crossing N (column col + 2)
    s_sub_u32 s17, s7, 18
    v_cmpx_gt_i32 s17, v98                             // ... whose column col + 2 < N, block 1 (C_old)
    s_mov_b32 s16, 0
    buffer_load_u16 v71, v97, s[12:15], s16 offen offset:36
    s_add_u32 s16, s16, s18
    buffer_load_u16 v79, v97, s[12:15], s16 offen offset:36
    s_add_u32 s16, s16, s18
    buffer_load_u16 v87, v97, s[12:15], s16 offen offset:36
    s_add_u32 s16, s16, s18
    buffer_load_u16 v95, v97, s[12:15], s16 offen offset:36
    s_waitcnt vmcnt(3)                                     // C_old of group 0, column col + 2
    v_cvt_f32_f16 v71, v71
    v_fmac_f32 v11, s9, v71
    s_waitcnt vmcnt(2)                                     // C_old of group 1, column col + 2
    v_cvt_f32_f16 v79, v79
    v_fmac_f32 v15, s9, v79
    s_waitcnt vmcnt(1)                                     // C_old of group 2, column col + 2
    v_cvt_f32_f16 v87, v87
    v_fmac_f32 v27, s9, v87
    s_waitcnt vmcnt(0)                                     // C_old of group 3, column col + 2
    v_cvt_f32_f16 v95, v95
    v_fmac_f32 v31, s9, v95
.Lprobe_epilogue_wide_f16_wstore:
    s_mov_b32 exec_lo, -1                                            // (the beta path left EXEC at a block's columns)
    // round to f16 in place (the low half for f16, the high half for bf16), then pack pairs
    v_cvt_f16_f32 v1, v1                             // one rounding, to nearest even
    v_cvt_f16_f32 v2, v2                             // one rounding, to nearest even
    v_cvt_f16_f32 v3, v3                             // one rounding, to nearest even
    v_cvt_f16_f32 v4, v4                             // one rounding, to nearest even
    v_cvt_f16_f32 v5, v5                             // one rounding, to nearest even
    v_cvt_f16_f32 v6, v6                             // one rounding, to nearest even
    v_cvt_f16_f32 v7, v7                             // one rounding, to nearest even
    v_cvt_f16_f32 v8, v8                             // one rounding, to nearest even
    v_cvt_f16_f32 v9, v9                             // one rounding, to nearest even
    v_cvt_f16_f32 v10, v10                             // one rounding, to nearest even
    v_cvt_f16_f32 v11, v11                             // one rounding, to nearest even
    v_cvt_f16_f32 v12, v12                             // one rounding, to nearest even
    v_cvt_f16_f32 v13, v13                             // one rounding, to nearest even
    v_cvt_f16_f32 v14, v14                             // one rounding, to nearest even
    v_cvt_f16_f32 v15, v15                             // one rounding, to nearest even
    v_cvt_f16_f32 v16, v16                             // one rounding, to nearest even
    v_cvt_f16_f32 v17, v17                             // one rounding, to nearest even
    v_cvt_f16_f32 v18, v18                             // one rounding, to nearest even
    v_cvt_f16_f32 v19, v19                             // one rounding, to nearest even
    v_cvt_f16_f32 v20, v20                             // one rounding, to nearest even
    v_cvt_f16_f32 v21, v21                             // one rounding, to nearest even
    v_cvt_f16_f32 v22, v22                             // one rounding, to nearest even
    v_cvt_f16_f32 v23, v23                             // one rounding, to nearest even
    v_cvt_f16_f32 v24, v24                             // one rounding, to nearest even
    v_cvt_f16_f32 v25, v25                             // one rounding, to nearest even
    v_cvt_f16_f32 v26, v26                             // one rounding, to nearest even
    v_cvt_f16_f32 v27, v27                             // one rounding, to nearest even
    v_cvt_f16_f32 v28, v28                             // one rounding, to nearest even
    v_cvt_f16_f32 v29, v29                             // one rounding, to nearest even
    v_cvt_f16_f32 v30, v30                             // one rounding, to nearest even
    v_cvt_f16_f32 v31, v31                             // one rounding, to nearest even
    v_cvt_f16_f32 v32, v32                             // one rounding, to nearest even
    v_perm_b32 v65, v2, v1, 0x05040100
    v_perm_b32 v66, v4, v3, 0x05040100
    v_perm_b32 v67, v6, v5, 0x05040100
    v_perm_b32 v68, v8, v7, 0x05040100
    v_perm_b32 v69, v18, v17, 0x05040100
    v_perm_b32 v70, v20, v19, 0x05040100
    v_perm_b32 v71, v22, v21, 0x05040100
    v_perm_b32 v72, v24, v23, 0x05040100
    v_perm_b32 v73, v10, v9, 0x05040100
    v_perm_b32 v74, v12, v11, 0x05040100
    v_perm_b32 v75, v14, v13, 0x05040100
    v_perm_b32 v76, v16, v15, 0x05040100
    v_perm_b32 v77, v26, v25, 0x05040100
    v_perm_b32 v78, v28, v27, 0x05040100
    v_perm_b32 v79, v30, v29, 0x05040100
    v_perm_b32 v80, v32, v31, 0x05040100
    // full lanes: one b64 store per group of four columns
    s_mov_b32 exec_lo, -1
    s_sub_u32 s17, s7, 3
    v_cmpx_gt_i32 s17, v98                             // EXEC: columns col..col+3 < N of block 0
    s_mov_b32 s16, 0
    buffer_store_b64 v[65:66], v97, s[12:15], s16 offen
    s_add_u32 s16, s16, s18
    buffer_store_b64 v[67:68], v97, s[12:15], s16 offen
    s_add_u32 s16, s16, s18
    buffer_store_b64 v[69:70], v97, s[12:15], s16 offen
    s_add_u32 s16, s16, s18
    buffer_store_b64 v[71:72], v97, s[12:15], s16 offen
    s_mov_b32 exec_lo, -1
    s_sub_u32 s17, s7, 19
    v_cmpx_gt_i32 s17, v98                             // EXEC: columns col..col+3 < N of block 1
    s_mov_b32 s16, 0
    buffer_store_b64 v[73:74], v97, s[12:15], s16 offen offset:32
    s_add_u32 s16, s16, s18
    buffer_store_b64 v[75:76], v97, s[12:15], s16 offen offset:32
    s_add_u32 s16, s16, s18
    buffer_store_b64 v[77:78], v97, s[12:15], s16 offen offset:32
    s_add_u32 s16, s16, s18
    buffer_store_b64 v[79:80], v97, s[12:15], s16 offen offset:32
    // partial lanes (N % 4 != 0): the columns col + s < N one element at a time
    s_mov_b32 exec_lo, -1
    s_and_b32 s19, s7, 3
    s_cbranch_scc0 .Lprobe_epilogue_wide_f16_wdone                               // N % 4 == 0: no lane is partial
    s_mov_b32 exec_lo, -1
    s_sub_u32 s17, s7, 3
    v_cmpx_le_i32 s17, v98                             // EXEC: groups of block 0 crossing N (column col + 0)
    s_sub_u32 s17, s7, 0
    v_cmpx_gt_i32 s17, v98                             // ... whose column col + 0 < N, block 0 (store)
    s_mov_b32 s16, 0
    buffer_store_b16 v1, v97, s[12:15], s16 offen
    s_add_u32 s16, s16, s18
    buffer_store_b16 v5, v97, s[12:15], s16 offen
    s_add_u32 s16, s16, s18
    buffer_store_b16 v17, v97, s[12:15], s16 offen
    s_add_u32 s16, s16, s18
    buffer_store_b16 v21, v97, s[12:15], s16 offen
    s_mov_b32 exec_lo, -1
    s_sub_u32 s17, s7, 3
    v_cmpx_le_i32 s17, v98                             // EXEC: groups of block 0 crossing N (column col + 1)
    s_sub_u32 s17, s7, 1
    v_cmpx_gt_i32 s17, v98                             // ... whose column col + 1 < N, block 0 (store)
    s_mov_b32 s16, 0
    buffer_store_b16 v2, v97, s[12:15], s16 offen offset:2
    s_add_u32 s16, s16, s18
    buffer_store_b16 v6, v97, s[12:15], s16 offen offset:2
    s_add_u32 s16, s16, s18
    buffer_store_b16 v18, v97, s[12:15], s16 offen offset:2
    s_add_u32 s16, s16, s18
    buffer_store_b16 v22, v97, s[12:15], s16 offen offset:2
    s_mov_b32 exec_lo, -1
    s_sub_u32 s17, s7, 3
    v_cmpx_le_i32 s17, v98                             // EXEC: groups of block 0 crossing N (column col + 2)
    s_sub_u32 s17, s7, 2
    v_cmpx_gt_i32 s17, v98                             // ... whose column col + 2 < N, block 0 (store)
    s_mov_b32 s16, 0
    buffer_store_b16 v3, v97, s[12:15], s16 offen offset:4
    s_add_u32 s16, s16, s18
    buffer_store_b16 v7, v97, s[12:15], s16 offen offset:4
    s_add_u32 s16, s16, s18
    buffer_store_b16 v19, v97, s[12:15], s16 offen offset:4
    s_add_u32 s16, s16, s18
    buffer_store_b16 v23, v97, s[12:15], s16 offen offset:4
    s_mov_b32 exec_lo, -1
    s_sub_u32 s17, s7, 19
    v_cmpx_le_i32 s17, v98                             // EXEC: groups of block 1 crossing N (column col + 0)
    s_sub_u32 s17, s7, 16
    v_cmpx_gt_i32 s17, v98                             // ... whose column col + 0 < N, block 1 (store)
    s_mov_b32 s16, 0
    buffer_store_b16 v9, v97, s[12:15], s16 offen offset:32
    s_add_u32 s16, s16, s18
    buffer_store_b16 v13, v97, s[12:15], s16 offen offset:32
    s_add_u32 s16, s16, s18
    buffer_store_b16 v25, v97, s[12:15], s16 offen offset:32
    s_add_u32 s16, s16, s18
    buffer_store_b16 v29, v97, s[12:15], s16 offen offset:32
    s_mov_b32 exec_lo, -1
    s_sub_u32 s17, s7, 19
    v_cmpx_le_i32 s17, v98                             // EXEC: groups of block 1 crossing N (column col + 1)
    s_sub_u32 s17, s7, 17
    v_cmpx_gt_i32 s17, v98                             // ... whose column col + 1 < N, block 1 (store)
    s_mov_b32 s16, 0
    buffer_store_b16 v10, v97, s[12:15], s16 offen offset:34
    s_add_u32 s16, s16, s18
    buffer_store_b16 v14, v97, s[12:15], s16 offen offset:34
    s_add_u32 s16, s16, s18
    buffer_store_b16 v26, v97, s[12:15], s16 offen offset:34
    s_add_u32 s16, s16, s18
    buffer_store_b16 v30, v97, s[12:15], s16 offen offset:34
    s_mov_b32 exec_lo, -1
    s_sub_u32 s17, s7, 19
    v_cmpx_le_i32 s17, v98                             // EXEC: groups of block 1 crossing N (column col + 2)
    s_sub_u32 s17, s7, 18
    v_cmpx_gt_i32 s17, v98                             // ... whose column col + 2 < N, block 1 (store)
    s_mov_b32 s16, 0
    buffer_store_b16 v11, v97, s[12:15], s16 offen offset:36
    s_add_u32 s16, s16, s18
    buffer_store_b16 v15, v97, s[12:15], s16 offen offset:36
    s_add_u32 s16, s16, s18
    buffer_store_b16 v27, v97, s[12:15], s16 offen offset:36
    s_add_u32 s16, s16, s18
    buffer_store_b16 v31, v97, s[12:15], s16 offen offset:36
.Lprobe_epilogue_wide_f16_wdone:
    s_mov_b32 exec_lo, -1

    s_endpgm
.Lprobe_epilogue_wide_f16_end:
.size probe_epilogue_wide_f16, .Lprobe_epilogue_wide_f16_end-probe_epilogue_wide_f16

// register plan (101 VGPRs, 20 SGPRs, VCC, 0 bytes LDS)
//         s[0:1]  kernarg_ptr
//             s2  wg_id_x
//         s[4:9]  kargs
//       s[12:15]  c_rsrc
//            s16  c_row_soffset
//            s17  c_col_limit
//            s18  c_eight_rows_bytes
//            s19  tmp
//             v0  lane_id
//         v[1:8]  acc00
//        v[9:16]  acc01
//       v[17:24]  acc10
//       v[25:32]  acc11
//       v[33:40]  transpose00
//       v[41:48]  transpose01
//       v[49:56]  transpose10
//       v[57:64]  transpose11
//       v[65:72]  epilogue_scratch0
//       v[73:80]  epilogue_scratch1
//       v[81:88]  epilogue_scratch2
//       v[89:96]  epilogue_scratch3
//            v97  c_offset
//            v98  c_col
//            v99  row_in_block
//           v100  lane_div16

.rodata
.p2align 6
.amdhsa_kernel probe_epilogue_wide_f16
    .amdhsa_group_segment_fixed_size 0
    .amdhsa_private_segment_fixed_size 0
    .amdhsa_kernarg_size 24
    .amdhsa_user_sgpr_count 2
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 0
    .amdhsa_system_sgpr_workgroup_id_z 0
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 101
    .amdhsa_next_free_sgpr 20
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
  - .name: probe_epilogue_wide_f16
    .symbol: probe_epilogue_wide_f16.kd
    .kernarg_segment_size: 24
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 22
    .vgpr_count: 101
    .max_flat_workgroup_size: 32
    .reqd_workgroup_size: [ 32, 1, 1 ]
    .args:
      - { .name: !str C, .offset: 0, .size: 8, .value_kind: global_buffer, .type_name: half, .address_space: global, .access: read_write }
      - { .name: !str ldc, .offset: 8, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str N, .offset: 12, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str alpha, .offset: 16, .size: 4, .value_kind: by_value, .type_name: float }
      - { .name: !str beta, .offset: 20, .size: 4, .value_kind: by_value, .type_name: float }
...
.end_amdgpu_metadata

