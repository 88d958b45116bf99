// WMMA, a barrier between the waves, s_getpc / s_setpc and a call (tests/fuzz/fuzz_exec.cpp seed).
  v_mov_b32 v1, v0
  v_cvt_f16_u16 v16, v0
  v_mov_b32 v17, v16
  v_mov_b32 v18, v16
  v_mov_b32 v19, v16
  v_mov_b32 v20, v16
  v_mov_b32 v21, v16
  v_mov_b32 v22, v16
  v_mov_b32 v23, v16
  v_wmma_f32_16x16x16_f16 v[0:7], v[16:23], v[16:23], 0
  v_wmma_f16_16x16x16_f16 v[8:15], v[16:23], v[16:23], v[8:15]
  s_barrier
  s_getpc_b64 s[4:5]
  s_add_u32 s4, s4, 16
  s_addc_u32 s5, s5, 0
  s_swappc_b64 s[30:31], s[4:5]
  s_endpgm
  s_nop 0
  s_setpc_b64 s[30:31]
