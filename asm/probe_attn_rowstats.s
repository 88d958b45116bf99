// ---------------------------------------------------------------------------------------------
// probe_attn_rowstats: attention: row max, m/alpha and the row sum of 2^(cS - m) over two S^T tiles (row_max, block_stats, exp_and_sum)
// Rendered from templates/probes/attn_rowstats.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl probe_attn_rowstats
.p2align 8
.type probe_attn_rowstats,@function
probe_attn_rowstats:

    // prologue: load all 10 argument dwords into s[4:13] (offsets from the metadata below)
    s_load_b256 s[4:11], s[0:1], 0x0
    s_load_b64 s[12:13], s[0:1], 0x20

    s_waitcnt lgkmcnt(0)                                      // kernel arguments loaded
    v_lshlrev_b32 v17, 2, v0
    global_load_b32 v1, v17, s[4:5] offset:0
    global_load_b32 v2, v17, s[4:5] offset:128
    global_load_b32 v3, v17, s[4:5] offset:256
    global_load_b32 v4, v17, s[4:5] offset:384
    global_load_b32 v5, v17, s[4:5] offset:512
    global_load_b32 v6, v17, s[4:5] offset:640
    global_load_b32 v7, v17, s[4:5] offset:768
    global_load_b32 v8, v17, s[4:5] offset:896
    global_load_b32 v9, v17, s[4:5] offset:1024
    global_load_b32 v10, v17, s[4:5] offset:1152
    global_load_b32 v11, v17, s[4:5] offset:1280
    global_load_b32 v12, v17, s[4:5] offset:1408
    global_load_b32 v13, v17, s[4:5] offset:1536
    global_load_b32 v14, v17, s[4:5] offset:1664
    global_load_b32 v15, v17, s[4:5] offset:1792
    global_load_b32 v16, v17, s[4:5] offset:1920
    v_and_b32 v18, 15, v0
    v_lshlrev_b32 v18, 2, v18
    global_load_b32 v19, v18, s[6:7]
    s_mov_b32 s14, 0x76543210
    s_mov_b32 s15, 0xfedcba98
    s_waitcnt vmcnt(0)                                        // S and M arrived
    v_max3_f32 v20, v1, v2, v3          // in-lane maximum over 16 keys
    v_max3_f32 v20, v20, v4, v5
    v_max3_f32 v20, v20, v6, v7
    v_max3_f32 v20, v20, v8, v9
    v_max3_f32 v20, v20, v10, v11
    v_max3_f32 v20, v20, v12, v13
    v_max3_f32 v20, v20, v14, v15
    v_max_f32 v20, v20, v16
    v_permlanex16_b32 v24, v20, s14, s15     // the other half's keys
    v_max_f32 v20, v20, v24                                     // both lanes of query q agree on v20

    v_mul_f32 v25, s12, v20                                 // c * block maximum
    v_max_f32 v25, v19, v25                                  // m_new
    v_cmp_class_f32 vcc_lo, v25, 4                              // m_new = -inf: every key so far masked
    v_cndmask_b32_e64 v21, v25, 0, vcc_lo
    v_sub_f32 v22, v19, v21
    v_exp_f32 v22, v22                               // alpha = 2^(m - m_safe)
    v_mov_b32 v19, v25

    v_fma_f32 v1, v1, s12, -v21                    // c S - m_safe
    v_exp_f32 v1, v1                                       // P = 2^(c S - m_safe)
    v_fma_f32 v2, v2, s12, -v21                    // c S - m_safe
    v_exp_f32 v2, v2                                       // P = 2^(c S - m_safe)
    v_fma_f32 v3, v3, s12, -v21                    // c S - m_safe
    v_exp_f32 v3, v3                                       // P = 2^(c S - m_safe)
    v_fma_f32 v4, v4, s12, -v21                    // c S - m_safe
    v_exp_f32 v4, v4                                       // P = 2^(c S - m_safe)
    v_fma_f32 v5, v5, s12, -v21                    // c S - m_safe
    v_exp_f32 v5, v5                                       // P = 2^(c S - m_safe)
    v_fma_f32 v6, v6, s12, -v21                    // c S - m_safe
    v_exp_f32 v6, v6                                       // P = 2^(c S - m_safe)
    v_fma_f32 v7, v7, s12, -v21                    // c S - m_safe
    v_exp_f32 v7, v7                                       // P = 2^(c S - m_safe)
    v_fma_f32 v8, v8, s12, -v21                    // c S - m_safe
    v_exp_f32 v8, v8                                       // P = 2^(c S - m_safe)
    v_fma_f32 v9, v9, s12, -v21                    // c S - m_safe
    v_exp_f32 v9, v9                                       // P = 2^(c S - m_safe)
    v_fma_f32 v10, v10, s12, -v21                    // c S - m_safe
    v_exp_f32 v10, v10                                       // P = 2^(c S - m_safe)
    v_fma_f32 v11, v11, s12, -v21                    // c S - m_safe
    v_exp_f32 v11, v11                                       // P = 2^(c S - m_safe)
    v_fma_f32 v12, v12, s12, -v21                    // c S - m_safe
    v_exp_f32 v12, v12                                       // P = 2^(c S - m_safe)
    v_fma_f32 v13, v13, s12, -v21                    // c S - m_safe
    v_exp_f32 v13, v13                                       // P = 2^(c S - m_safe)
    v_fma_f32 v14, v14, s12, -v21                    // c S - m_safe
    v_exp_f32 v14, v14                                       // P = 2^(c S - m_safe)
    v_fma_f32 v15, v15, s12, -v21                    // c S - m_safe
    v_exp_f32 v15, v15                                       // P = 2^(c S - m_safe)
    v_fma_f32 v16, v16, s12, -v21                    // c S - m_safe
    v_exp_f32 v16, v16                                       // P = 2^(c S - m_safe)
    v_add_f32 v23, v1, v2                   // the lane's keys of the block
    v_add_f32 v23, v23, v3
    v_add_f32 v23, v23, v4
    v_add_f32 v23, v23, v5
    v_add_f32 v23, v23, v6
    v_add_f32 v23, v23, v7
    v_add_f32 v23, v23, v8
    v_add_f32 v23, v23, v9
    v_add_f32 v23, v23, v10
    v_add_f32 v23, v23, v11
    v_add_f32 v23, v23, v12
    v_add_f32 v23, v23, v13
    v_add_f32 v23, v23, v14
    v_add_f32 v23, v23, v15
    v_add_f32 v23, v23, v16

    v_permlanex16_b32 v24, v23, s14, s15
    v_add_f32 v24, v23, v24                                  // both halves: the query's sum
    global_store_b32 v17, v20, s[8:9] offset:0
    global_store_b32 v17, v19, s[8:9] offset:128
    global_store_b32 v17, v21, s[8:9] offset:256
    global_store_b32 v17, v22, s[8:9] offset:384
    global_store_b32 v17, v23, s[8:9] offset:512
    global_store_b32 v17, v24, s[8:9] offset:640
    global_store_b32 v17, v1, s[10:11] offset:0
    global_store_b32 v17, v2, s[10:11] offset:128
    global_store_b32 v17, v3, s[10:11] offset:256
    global_store_b32 v17, v4, s[10:11] offset:384
    global_store_b32 v17, v5, s[10:11] offset:512
    global_store_b32 v17, v6, s[10:11] offset:640
    global_store_b32 v17, v7, s[10:11] offset:768
    global_store_b32 v17, v8, s[10:11] offset:896
    global_store_b32 v17, v9, s[10:11] offset:1024
    global_store_b32 v17, v10, s[10:11] offset:1152
    global_store_b32 v17, v11, s[10:11] offset:1280
    global_store_b32 v17, v12, s[10:11] offset:1408
    global_store_b32 v17, v13, s[10:11] offset:1536
    global_store_b32 v17, v14, s[10:11] offset:1664
    global_store_b32 v17, v15, s[10:11] offset:1792
    global_store_b32 v17, v16, s[10:11] offset:1920
    s_endpgm
.Lprobe_attn_rowstats_end:
.size probe_attn_rowstats, .Lprobe_attn_rowstats_end-probe_attn_rowstats

// register plan (26 VGPRs, 16 SGPRs, VCC, 0 bytes LDS)
//         s[0:1]  kernarg_ptr
//             s2  wg_id_x
//        s[4:13]  kargs
//       s[14:15]  permlane_sel
//             v0  lane_id
//         v[1:8]  sT0
//        v[9:16]  sT1
//            v17  offset
//            v18  m_offset
//            v19  m
//            v20  mx
//            v21  msafe
//            v22  alpha
//            v23  sum
//            v24  x
//            v25  t

.rodata
.p2align 6
.amdhsa_kernel probe_attn_rowstats
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
    .amdhsa_next_free_vgpr 26
    .amdhsa_next_free_sgpr 16
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
  - .name: probe_attn_rowstats
    .symbol: probe_attn_rowstats.kd
    .kernarg_segment_size: 40
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 18
    .vgpr_count: 26
    .max_flat_workgroup_size: 32
    .reqd_workgroup_size: [ 32, 1, 1 ]
    .args:
      - { .name: !str S, .offset: 0, .size: 8, .value_kind: global_buffer, .type_name: float, .address_space: global, .access: read_only }
      - { .name: !str M, .offset: 8, .size: 8, .value_kind: global_buffer, .type_name: float, .address_space: global, .access: read_only }
      - { .name: !str OUT, .offset: 16, .size: 8, .value_kind: global_buffer, .type_name: float, .address_space: global, .access: write_only }
      - { .name: !str P, .offset: 24, .size: 8, .value_kind: global_buffer, .type_name: float, .address_space: global, .access: write_only }
      - { .name: !str c, .offset: 32, .size: 4, .value_kind: by_value, .type_name: float }
...
.end_amdgpu_metadata

