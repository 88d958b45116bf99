// Memory: kernarg loads, global loads, stores and atomics, LDS, scratch, flat (tests/fuzz/fuzz_exec.cpp seed).
  s_load_b64 s[4:5], s[0:1], 0x0
  s_load_b32 s6, s[0:1], 0x20
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  global_load_b32 v2, v1, s[4:5]
  s_waitcnt vmcnt(0)
  v_add_nc_u32 v2, v2, s6
  global_store_b32 v1, v2, s[4:5] offset:128
  global_atomic_add_u32 v3, v1, v2, s[4:5] glc
  ds_store_b32 v1, v2
  s_waitcnt vmcnt(0) lgkmcnt(0)
  ds_load_2addr_b32 v[4:5], v1 offset1:1
  ds_add_u32 v1, v2
  ds_swizzle_b32 v6, v2 offset:swizzle(SWAP,1)
  scratch_store_b32 off, v2, off offset:4
  scratch_load_b32 v7, off, off offset:4
  v_mov_b32 v8, s4
  v_mov_b32 v9, s5
  flat_load_b32 v10, v[8:9]
  s_mov_b32 s8, s4
  s_mov_b32 s9, s5
  s_mov_b32 s10, 4096
  s_mov_b32 s11, 0x31014000
  buffer_load_b32 v11, v1, s[8:11], 0 offen
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_endpgm
