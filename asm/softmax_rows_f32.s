// ---------------------------------------------------------------------------------------------
// softmax_rows_f32: row softmax of a materialised f32 score matrix into f16 (P = 2^(c (S - max)) / sum, c = scale log2 e), one wave per row, online (max, sum) then a second read; the middle pass of the two-pass attention make bench compares with
// Rendered from templates/softmax_rows.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl softmax_rows_f32
.p2align 8
.type softmax_rows_f32,@function
softmax_rows_f32:
    // prologue: load all 10 argument dwords into s[4:13] (offsets from the metadata below)
    s_load_b256 s[4:11], s[0:1], 0x0
    s_load_b64 s[12:13], s[0:1], 0x20
    // ---- the wave's row: rows 8 x + wave; a wave past the last row has nothing to do
    s_waitcnt lgkmcnt(0)                                      // kernel arguments loaded
    v_lshrrev_b32 v11, 5, v0
    v_readfirstlane_b32 s28, v11
    s_lshl_b32 s33, s2, 3
    s_add_u32 s28, s28, s33
    s_cmp_ge_u32 s28, s8
    s_cbranch_scc1 .Lsoftmax_rows_f32_exit
    // ---- buffer resources of the row: S + row ld_s 4, n * 4 bytes; P + row ld_p 2, n * 2 bytes
    s_mul_i32 s26, s28, s10
    s_mul_hi_u32 s27, s28, s10
    s_lshl_b64 s[26:27], s[26:27], 2
    s_add_u32 s24, s4, s26
    s_addc_u32 s25, s5, s27
    s_lshl_b32 s33, s9, 2
    s_mov_b32 s16, s24
    s_and_b32 s17, s25, 0xffff               // base[47:32], stride 0, no swizzle
    s_mov_b32 s18, s33                         // num_records: the matrix's bytes
    s_mov_b32 s19, 0x31016000                           // raw buffer, range-checked
    s_mul_i32 s26, s28, s11
    s_mul_hi_u32 s27, s28, s11
    s_lshl_b64 s[26:27], s[26:27], 1
    s_add_u32 s24, s6, s26
    s_addc_u32 s25, s7, s27
    s_lshl_b32 s33, s9, 1
    s_mov_b32 s20, s24
    s_and_b32 s21, s25, 0xffff               // base[47:32], stride 0, no swizzle
    s_mov_b32 s22, s33                         // num_records: the matrix's bytes
    s_mov_b32 s23, 0x31016000                           // raw buffer, range-checked
    // ---- lane offsets (4 elements a lane), the chunk count and the tail's per-lane remainder
    v_and_b32 v11, 31, v0
    v_lshlrev_b32 v15, 4, v11           // lane * 4 elements * 4 bytes
    v_lshlrev_b32 v16, 3, v11                              // lane * 4 halves * 2 bytes
    v_lshlrev_b32 v11, 2, v11
    s_and_b32 s33, s9, 127
    v_sub_nc_u32 v14, s33, v11                          // tail elements from the lane's first: n % 128 - 4 lane
    s_lshr_b32 s29, s9, 8                         // pairs of full chunks: n / 256
    v_mov_b32 v9, 0xff7fffff                                    // -FLT_MAX: 2^(c (m - m_new)) is never inf - inf
    v_mov_b32 v10, 0
    // ---- pass 1: the lane's running (m, l)
    s_mov_b32 s31, 0
    s_mov_b32 s32, 0
    s_mov_b32 s30, 0
    s_cmp_eq_u32 s29, 0
    s_cbranch_scc1 .Lsoftmax_rows_f32_stats_odd
.Lsoftmax_rows_f32_stats_pairs:
    buffer_load_b128 v[1:4], v15, s[16:19], s31 offen
    s_add_u32 s31, s31, 512
    buffer_load_b128 v[5:8], v15, s[16:19], s31 offen
    s_add_u32 s31, s31, 512
    s_waitcnt vmcnt(1)                                    // chunk a arrived (b may be in flight)
    v_max3_f32 v13, v1, v2, v3
    v_max3_f32 v13, v13, v4, v9                  // m_new (m starts at -FLT_MAX: never -inf)
    v_sub_f32 v11, v9, v13
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11                                       // alpha = 2^(c (m - m_new)) <= 1
    v_mul_f32 v10, v10, v11
    v_sub_f32 v11, v1, v13                          // x - m_new (-inf for a masked element)
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_add_f32 v10, v10, v11
    v_sub_f32 v11, v2, v13                          // x - m_new (-inf for a masked element)
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_add_f32 v10, v10, v11
    v_sub_f32 v11, v3, v13                          // x - m_new (-inf for a masked element)
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_add_f32 v10, v10, v11
    v_sub_f32 v11, v4, v13                          // x - m_new (-inf for a masked element)
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_add_f32 v10, v10, v11
    v_mov_b32 v9, v13
    s_waitcnt vmcnt(0)                                              // chunk b arrived (stores count in vscnt)
    v_max3_f32 v13, v5, v6, v7
    v_max3_f32 v13, v13, v8, v9                  // m_new (m starts at -FLT_MAX: never -inf)
    v_sub_f32 v11, v9, v13
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11                                       // alpha = 2^(c (m - m_new)) <= 1
    v_mul_f32 v10, v10, v11
    v_sub_f32 v11, v5, v13                          // x - m_new (-inf for a masked element)
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_add_f32 v10, v10, v11
    v_sub_f32 v11, v6, v13                          // x - m_new (-inf for a masked element)
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_add_f32 v10, v10, v11
    v_sub_f32 v11, v7, v13                          // x - m_new (-inf for a masked element)
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_add_f32 v10, v10, v11
    v_sub_f32 v11, v8, v13                          // x - m_new (-inf for a masked element)
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_add_f32 v10, v10, v11
    v_mov_b32 v9, v13
    s_add_u32 s30, s30, 1
    s_cmp_lt_u32 s30, s29
    s_cbranch_scc1 .Lsoftmax_rows_f32_stats_pairs
.Lsoftmax_rows_f32_stats_odd:
    s_bitcmp1_b32 s9, 7                                 // an odd number of full chunks
    s_cbranch_scc0 .Lsoftmax_rows_f32_stats_tail
    buffer_load_b128 v[1:4], v15, s[16:19], s31 offen
    s_add_u32 s31, s31, 512
    s_waitcnt vmcnt(0)                                              // the odd chunk arrived
    v_max3_f32 v13, v1, v2, v3
    v_max3_f32 v13, v13, v4, v9                  // m_new (m starts at -FLT_MAX: never -inf)
    v_sub_f32 v11, v9, v13
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11                                       // alpha = 2^(c (m - m_new)) <= 1
    v_mul_f32 v10, v10, v11
    v_sub_f32 v11, v1, v13                          // x - m_new (-inf for a masked element)
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_add_f32 v10, v10, v11
    v_sub_f32 v11, v2, v13                          // x - m_new (-inf for a masked element)
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_add_f32 v10, v10, v11
    v_sub_f32 v11, v3, v13                          // x - m_new (-inf for a masked element)
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_add_f32 v10, v10, v11
    v_sub_f32 v11, v4, v13                          // x - m_new (-inf for a masked element)
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_add_f32 v10, v10, v11
    v_mov_b32 v9, v13
.Lsoftmax_rows_f32_stats_tail:
    s_and_b32 s33, s9, 127
    s_cmp_eq_u32 s33, 0
    s_cbranch_scc1 .Lsoftmax_rows_f32_stats_done
    buffer_load_b32 v1, v15, s[16:19], s31 offen offset:0
    buffer_load_b32 v2, v15, s[16:19], s31 offen offset:4
    buffer_load_b32 v3, v15, s[16:19], s31 offen offset:8
    buffer_load_b32 v4, v15, s[16:19], s31 offen offset:12
    s_waitcnt vmcnt(0)                                              // the tail elements arrived (0 past n)
    v_cmp_lt_i32 vcc_lo, 0, v14                          // element j of the lane is before n
    v_cndmask_b32_e64 v1, 0xff800000, v1, vcc_lo
    v_cmp_lt_i32 vcc_lo, 1, v14                          // element j of the lane is before n
    v_cndmask_b32_e64 v2, 0xff800000, v2, vcc_lo
    v_cmp_lt_i32 vcc_lo, 2, v14                          // element j of the lane is before n
    v_cndmask_b32_e64 v3, 0xff800000, v3, vcc_lo
    v_cmp_lt_i32 vcc_lo, 3, v14                          // element j of the lane is before n
    v_cndmask_b32_e64 v4, 0xff800000, v4, vcc_lo
    v_max3_f32 v13, v1, v2, v3
    v_max3_f32 v13, v13, v4, v9                  // m_new (m starts at -FLT_MAX: never -inf)
    v_sub_f32 v11, v9, v13
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11                                       // alpha = 2^(c (m - m_new)) <= 1
    v_mul_f32 v10, v10, v11
    v_sub_f32 v11, v1, v13                          // x - m_new (-inf for a masked element)
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_add_f32 v10, v10, v11
    v_sub_f32 v11, v2, v13                          // x - m_new (-inf for a masked element)
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_add_f32 v10, v10, v11
    v_sub_f32 v11, v3, v13                          // x - m_new (-inf for a masked element)
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_add_f32 v10, v10, v11
    v_sub_f32 v11, v4, v13                          // x - m_new (-inf for a masked element)
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_add_f32 v10, v10, v11
    v_mov_b32 v9, v13
.Lsoftmax_rows_f32_stats_done:
    // ---- merge the lanes: M = max over the wave; L = sum of l 2^(c (m - M))
    s_mov_b32 s34, 0x76543210
    s_mov_b32 s35, 0xfedcba98
    v_mov_b32 v13, v9
    v_max_f32_dpp v13, v13, v13 row_xmask:1 row_mask:0xf bank_mask:0xf
    v_max_f32_dpp v13, v13, v13 row_xmask:2 row_mask:0xf bank_mask:0xf
    v_max_f32_dpp v13, v13, v13 row_xmask:4 row_mask:0xf bank_mask:0xf
    v_max_f32_dpp v13, v13, v13 row_xmask:8 row_mask:0xf bank_mask:0xf
    v_permlanex16_b32 v11, v13, s34, s35
    v_max_f32 v13, v13, v11                                  // M, in every lane
    v_sub_f32 v11, v9, v13
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_mul_f32 v10, v10, v11                                    // the lane's l rescaled to M
    v_add_f32_dpp v10, v10, v10 row_xmask:1 row_mask:0xf bank_mask:0xf
    v_add_f32_dpp v10, v10, v10 row_xmask:2 row_mask:0xf bank_mask:0xf
    v_add_f32_dpp v10, v10, v10 row_xmask:4 row_mask:0xf bank_mask:0xf
    v_add_f32_dpp v10, v10, v10 row_xmask:8 row_mask:0xf bank_mask:0xf
    v_permlanex16_b32 v11, v10, s34, s35
    v_add_f32 v10, v10, v11                                    // L, in every lane
    v_rcp_f32 v10, v10                                       // 1 / L
    v_mov_b32 v9, v13
    // ---- pass 2: P = 2^(c (x - M)) / L in f16
    s_mov_b32 s31, 0
    s_mov_b32 s32, 0
    s_mov_b32 s30, 0
    s_cmp_eq_u32 s29, 0
    s_cbranch_scc1 .Lsoftmax_rows_f32_probs_odd
.Lsoftmax_rows_f32_probs_pairs:
    buffer_load_b128 v[1:4], v15, s[16:19], s31 offen
    s_add_u32 s31, s31, 512
    buffer_load_b128 v[5:8], v15, s[16:19], s31 offen
    s_add_u32 s31, s31, 512
    s_waitcnt vmcnt(1)                                    // chunk a arrived (b may be in flight)
    v_sub_f32 v11, v1, v9
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_mul_f32 v11, v11, v10                               // * 1/L
    v_cvt_f16_f32 v1, v11                               // round to nearest even
    v_sub_f32 v11, v2, v9
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_mul_f32 v11, v11, v10                               // * 1/L
    v_cvt_f16_f32 v2, v11                               // round to nearest even
    v_sub_f32 v11, v3, v9
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_mul_f32 v11, v11, v10                               // * 1/L
    v_cvt_f16_f32 v3, v11                               // round to nearest even
    v_sub_f32 v11, v4, v9
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_mul_f32 v11, v11, v10                               // * 1/L
    v_cvt_f16_f32 v4, v11                               // round to nearest even
    v_pack_b32_f16 v1, v1, v2
    v_pack_b32_f16 v2, v3, v4
    buffer_store_b64 v[1:2], v16, s[20:23], s32 offen
    s_add_u32 s32, s32, 256
    s_waitcnt vmcnt(0)                                              // chunk b arrived (stores count in vscnt)
    v_sub_f32 v11, v5, v9
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_mul_f32 v11, v11, v10                               // * 1/L
    v_cvt_f16_f32 v5, v11                               // round to nearest even
    v_sub_f32 v11, v6, v9
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_mul_f32 v11, v11, v10                               // * 1/L
    v_cvt_f16_f32 v6, v11                               // round to nearest even
    v_sub_f32 v11, v7, v9
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_mul_f32 v11, v11, v10                               // * 1/L
    v_cvt_f16_f32 v7, v11                               // round to nearest even
    v_sub_f32 v11, v8, v9
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_mul_f32 v11, v11, v10                               // * 1/L
    v_cvt_f16_f32 v8, v11                               // round to nearest even
    v_pack_b32_f16 v5, v5, v6
    v_pack_b32_f16 v6, v7, v8
    buffer_store_b64 v[5:6], v16, s[20:23], s32 offen
    s_add_u32 s32, s32, 256
    s_add_u32 s30, s30, 1
    s_cmp_lt_u32 s30, s29
    s_cbranch_scc1 .Lsoftmax_rows_f32_probs_pairs
.Lsoftmax_rows_f32_probs_odd:
    s_bitcmp1_b32 s9, 7                                 // an odd number of full chunks
    s_cbranch_scc0 .Lsoftmax_rows_f32_probs_tail
    buffer_load_b128 v[1:4], v15, s[16:19], s31 offen
    s_add_u32 s31, s31, 512
    s_waitcnt vmcnt(0)                                              // the odd chunk arrived
    v_sub_f32 v11, v1, v9
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_mul_f32 v11, v11, v10                               // * 1/L
    v_cvt_f16_f32 v1, v11                               // round to nearest even
    v_sub_f32 v11, v2, v9
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_mul_f32 v11, v11, v10                               // * 1/L
    v_cvt_f16_f32 v2, v11                               // round to nearest even
    v_sub_f32 v11, v3, v9
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_mul_f32 v11, v11, v10                               // * 1/L
    v_cvt_f16_f32 v3, v11                               // round to nearest even
    v_sub_f32 v11, v4, v9
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_mul_f32 v11, v11, v10                               // * 1/L
    v_cvt_f16_f32 v4, v11                               // round to nearest even
    v_pack_b32_f16 v1, v1, v2
    v_pack_b32_f16 v2, v3, v4
    buffer_store_b64 v[1:2], v16, s[20:23], s32 offen
    s_add_u32 s32, s32, 256
.Lsoftmax_rows_f32_probs_tail:
    s_and_b32 s33, s9, 127
    s_cmp_eq_u32 s33, 0
    s_cbranch_scc1 .Lsoftmax_rows_f32_probs_done
    buffer_load_b32 v1, v15, s[16:19], s31 offen offset:0
    buffer_load_b32 v2, v15, s[16:19], s31 offen offset:4
    buffer_load_b32 v3, v15, s[16:19], s31 offen offset:8
    buffer_load_b32 v4, v15, s[16:19], s31 offen offset:12
    s_waitcnt vmcnt(0)                                              // the tail elements arrived (0 past n)
    v_sub_f32 v11, v1, v9
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_mul_f32 v11, v11, v10                               // * 1/L
    v_cvt_f16_f32 v1, v11                               // round to nearest even
    v_sub_f32 v11, v2, v9
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_mul_f32 v11, v11, v10                               // * 1/L
    v_cvt_f16_f32 v2, v11                               // round to nearest even
    v_sub_f32 v11, v3, v9
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_mul_f32 v11, v11, v10                               // * 1/L
    v_cvt_f16_f32 v3, v11                               // round to nearest even
    v_sub_f32 v11, v4, v9
    v_mul_f32 v11, s12, v11
    v_exp_f32 v11, v11
    v_mul_f32 v11, v11, v10                               // * 1/L
    v_cvt_f16_f32 v4, v11                               // round to nearest even
    v_pack_b32_f16 v1, v1, v2
    v_pack_b32_f16 v2, v3, v4
    buffer_store_b16 v1, v16, s[20:23], s32 offen               // element by element: stores past n are dropped
    buffer_store_d16_hi_b16 v1, v16, s[20:23], s32 offen offset:2
    buffer_store_b16 v2, v16, s[20:23], s32 offen offset:4
    buffer_store_d16_hi_b16 v2, v16, s[20:23], s32 offen offset:6
.Lsoftmax_rows_f32_probs_done:
.Lsoftmax_rows_f32_exit:
    s_endpgm
.Lsoftmax_rows_f32_end:
.size softmax_rows_f32, .Lsoftmax_rows_f32_end-softmax_rows_f32
// register plan (17 VGPRs, 36 SGPRs, VCC, 0 bytes LDS)
//         s[0:1]  kernarg_ptr
//             s2  wg_id_x
//        s[4:13]  kargs
//       s[16:19]  s_rsrc
//       s[20:23]  p_rsrc
//       s[24:25]  ptr64
//       s[26:27]  tmp64
//            s28  row
//            s29  chunk_pairs
//            s30  iter
//            s31  s_chunk_offset
//            s32  p_chunk_offset
//            s33  stmp
//       s[34:35]  permlane_sel
//             v0  workitem_id
//         v[1:4]  chunk_a
//         v[5:8]  chunk_b
//             v9  lane_max
//            v10  lane_sum
//            v11  tmp
//            v12  tmp2
//            v13  new_max
//            v14  tail_remaining
//            v15  s_lane_offset
//            v16  p_lane_offset
.rodata
.p2align 6
.amdhsa_kernel softmax_rows_f32
    .amdhsa_group_segment_fixed_size 0
    .amdhsa_private_segment_fixed_size 0
    .amdhsa_kernarg_size 40
    .amdhsa_user_sgpr_count 2
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 0
    .amdhsa_system_sgpr_workgroup_id_z 0
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 17
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
  - .name: softmax_rows_f32
    .symbol: softmax_rows_f32.kd
    .kernarg_segment_size: 40
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 38
    .vgpr_count: 17
    .max_flat_workgroup_size: 256
    .reqd_workgroup_size: [ 256, 1, 1 ]
    .args:
      - { .name: !str S, .offset: 0, .size: 8, .value_kind: global_buffer, .type_name: float, .address_space: global, .access: read_only }
      - { .name: !str P, .offset: 8, .size: 8, .value_kind: global_buffer, .type_name: half, .address_space: global, .access: write_only }
      - { .name: !str rows, .offset: 16, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str n, .offset: 20, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str ld_s, .offset: 24, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str ld_p, .offset: 28, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str c, .offset: 32, .size: 4, .value_kind: by_value, .type_name: float }
...
.end_amdgpu_metadata
