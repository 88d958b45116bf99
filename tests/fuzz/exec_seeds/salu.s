// Scalar arithmetic, compares and a counted loop (tests/fuzz/fuzz_exec.cpp seed).
  s_mov_b32 s4, 5
  s_mov_b64 s[6:7], -1
.Lloop:
  s_add_u32 s8, s8, s4
  s_addc_u32 s9, s9, 0
  s_lshl_b64 s[10:11], s[6:7], 3
  s_bfe_u32 s12, s8, 0x40004
  s_ff1_i32_b32 s13, s12
  s_mul_i32 s14, s4, s8
  s_cmp_lg_u32 s4, 0
  s_sub_u32 s4, s4, 1
  s_cbranch_scc1 .Lloop
  s_getpc_b64 s[16:17]
  s_load_b32 s18, s[16:17], 0x0
  s_waitcnt lgkmcnt(0)
  s_getreg_b32 s19, hwreg(HW_REG_MODE)
  s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s19
  s_cmpk_eq_u32 s18, 0x1234
  s_cselect_b32 s20, s18, s19
  s_endpgm
