// Vector ALU: integer, float, half, compares with EXEC, DPP and VOPD (tests/fuzz/fuzz_exec.cpp seed).
  v_cvt_f32_u32 v1, v0
  v_mul_f32 v2, 0.5, v1
  v_fma_f32 v3, v1, v2, -v1
  v_sqrt_f32 v4, v3
  v_cmp_gt_f32 vcc_lo, v4, 1.0
  v_cndmask_b32 v5, v1, v2, vcc_lo
  v_cmpx_lt_u32 v0, 24
  v_add_nc_u32 v6, v0, 7
  v_mov_b32_dpp v7, v6 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
  v_cvt_f16_f32 v8, v4
  v_pk_fma_f16 v9, v8, v8, v8
  v_dual_mul_f32 v10, v1, v2 :: v_dual_add_f32 v11, v3, v4
  v_readfirstlane_b32 s4, v6
  v_permlanex16_b32 v12, v6, s4, s4
  s_mov_b32 exec_lo, -1
  v_mad_u64_u32 v[14:15], null, v0, v6, v[12:13]
  v_div_scale_f32 v16, vcc_lo, v1, v2, v1
  v_ldexp_f32 v17, v1, v0
  s_endpgm
