// LDS: loads and stores of every width, two-address forms, atomics, permutes and the
// wave-wide forms; addresses from the prologue's v1..v31 (tests/fuzz/fuzz_exec.cpp seed).
  ds_store_b32 v4, v1
  ds_store_b64 v5, v[2:3] offset:256
  ds_store_b128 v6, v[8:11] offset:512
  ds_store_2addr_b32 v2, v3, v4 offset0:4 offset1:8
  ds_store_b8 v1, v7 offset:3
  ds_store_b16_d16_hi v1, v7 offset:6
  s_waitcnt lgkmcnt(0)
  s_barrier
  ds_load_b32 v12, v4
  ds_load_u8 v13, v1 offset:3
  ds_load_i16 v14, v1 offset:6
  ds_load_u16_d16_hi v14, v1 offset:2
  ds_load_2addr_stride64_b32 v[16:17], v1 offset1:1
  ds_load_b128 v[20:23], v6 offset:512
  ds_add_rtn_u32 v18, v4, v1
  ds_max_i32 v4, v2
  ds_cmpstore_rtn_b32 v19, v4, v2, v3
  ds_inc_u32 v4, v5
  ds_add_f32 v4, v1
  ds_wrxchg2_rtn_b32 v[24:25], v4, v2, v3 offset1:1
  ds_permute_b32 v26, v4, v1
  ds_bpermute_b32 v27, v4, v1
  ds_swizzle_b32 v28, v1 offset:swizzle(QUAD_PERM,1,0,3,2)
  ds_append v29
  ds_consume v30
  s_waitcnt lgkmcnt(0)
  s_endpgm
