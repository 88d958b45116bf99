// ---------------------------------------------------------------------------------------------
// probe_attn_mask: attention: the causal/tail mask of one block (key_limit, mask_tile), S^T dumped
// Rendered from templates/probes/attn_mask.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl probe_attn_mask
.p2align 8
.type probe_attn_mask,@function
probe_attn_mask:

    // prologue: load all 8 argument dwords into s[4:11] (offsets from the metadata below)
    s_load_b256 s[4:11], s[0:1], 0x0

    s_waitcnt lgkmcnt(0)                                      // kernel arguments loaded
    v_and_b32 v18, 15, v0
    v_add_nc_u32 v18, s9, v18               // the lane's query
    v_bfe_u32 v19, v0, 4, 1
    s_sub_i32 s12, s7, s6                               // Skv - Sq
    v_add_nc_u32 v20, s12, v18                            // q + Skv - Sq
    s_add_i32 s12, s7, -1
    v_min_i32 v20, s12, v20                              // never past the last key
    s_cmp_eq_u32 s8, 0
    s_cbranch_scc0 .Lprobe_attn_mask_probe_causal
    v_mov_b32 v20, s12                                     // not causal: every key
.Lprobe_attn_mask_probe_causal:

    v_sub_nc_u32 v21, v20, v19
    s_lshl_b32 s12, s10, 5
    v_subrev_nc_u32 v21, s12, v21
    v_mov_b32 v1, 0
    v_mov_b32 v2, 0
    v_mov_b32 v3, 0
    v_mov_b32 v4, 0
    v_mov_b32 v5, 0
    v_mov_b32 v6, 0
    v_mov_b32 v7, 0
    v_mov_b32 v8, 0
    v_cmp_gt_i32 vcc_lo, 0, v21                      // key 0(+1) of v[1:8] past the limit
    v_cndmask_b32_e64 v1, v1, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 2, v21                      // key 2(+1) of v[1:8] past the limit
    v_cndmask_b32_e64 v2, v2, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 4, v21                      // key 4(+1) of v[1:8] past the limit
    v_cndmask_b32_e64 v3, v3, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 6, v21                      // key 6(+1) of v[1:8] past the limit
    v_cndmask_b32_e64 v4, v4, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 8, v21                      // key 8(+1) of v[1:8] past the limit
    v_cndmask_b32_e64 v5, v5, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 10, v21                      // key 10(+1) of v[1:8] past the limit
    v_cndmask_b32_e64 v6, v6, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 12, v21                      // key 12(+1) of v[1:8] past the limit
    v_cndmask_b32_e64 v7, v7, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 14, v21                      // key 14(+1) of v[1:8] past the limit
    v_cndmask_b32_e64 v8, v8, 0xff800000, vcc_lo       // S = -inf

    v_mov_b32 v9, 0
    v_mov_b32 v10, 0
    v_mov_b32 v11, 0
    v_mov_b32 v12, 0
    v_mov_b32 v13, 0
    v_mov_b32 v14, 0
    v_mov_b32 v15, 0
    v_mov_b32 v16, 0
    v_cmp_gt_i32 vcc_lo, 16, v21                      // key 16(+1) of v[9:16] past the limit
    v_cndmask_b32_e64 v9, v9, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 18, v21                      // key 18(+1) of v[9:16] past the limit
    v_cndmask_b32_e64 v10, v10, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 20, v21                      // key 20(+1) of v[9:16] past the limit
    v_cndmask_b32_e64 v11, v11, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 22, v21                      // key 22(+1) of v[9:16] past the limit
    v_cndmask_b32_e64 v12, v12, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 24, v21                      // key 24(+1) of v[9:16] past the limit
    v_cndmask_b32_e64 v13, v13, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 26, v21                      // key 26(+1) of v[9:16] past the limit
    v_cndmask_b32_e64 v14, v14, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 28, v21                      // key 28(+1) of v[9:16] past the limit
    v_cndmask_b32_e64 v15, v15, 0xff800000, vcc_lo       // S = -inf
    v_cmp_gt_i32 vcc_lo, 30, v21                      // key 30(+1) of v[9:16] past the limit
    v_cndmask_b32_e64 v16, v16, 0xff800000, vcc_lo       // S = -inf

    v_lshlrev_b32 v17, 2, v0
    global_store_b32 v17, v1, s[4:5] offset:0
    global_store_b32 v17, v2, s[4:5] offset:128
    global_store_b32 v17, v3, s[4:5] offset:256
    global_store_b32 v17, v4, s[4:5] offset:384
    global_store_b32 v17, v5, s[4:5] offset:512
    global_store_b32 v17, v6, s[4:5] offset:640
    global_store_b32 v17, v7, s[4:5] offset:768
    global_store_b32 v17, v8, s[4:5] offset:896
    global_store_b32 v17, v9, s[4:5] offset:1024
    global_store_b32 v17, v10, s[4:5] offset:1152
    global_store_b32 v17, v11, s[4:5] offset:1280
    global_store_b32 v17, v12, s[4:5] offset:1408
    global_store_b32 v17, v13, s[4:5] offset:1536
    global_store_b32 v17, v14, s[4:5] offset:1664
    global_store_b32 v17, v15, s[4:5] offset:1792
    global_store_b32 v17, v16, s[4:5] offset:1920
    s_endpgm
.Lprobe_attn_mask_end:
.size probe_attn_mask, .Lprobe_attn_mask_end-probe_attn_mask

// register plan (22 VGPRs, 13 SGPRs, VCC, 0 bytes LDS)
//         s[0:1]  kernarg_ptr
//             s2  wg_id_x
//        s[4:11]  kargs
//            s12  tmp
//             v0  lane_id
//         v[1:8]  sT0
//        v[9:16]  sT1
//            v17  offset
//            v18  query
//            v19  lane_div16
//            v20  limit
//            v21  threshold

.rodata
.p2align 6
.amdhsa_kernel probe_attn_mask
    .amdhsa_group_segment_fixed_size 0
    .amdhsa_private_segment_fixed_size 0
    .amdhsa_kernarg_size 32
    .amdhsa_user_sgpr_count 2
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 0
    .amdhsa_system_sgpr_workgroup_id_z 0
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 22
    .amdhsa_next_free_sgpr 13
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
  - .name: probe_attn_mask
    .symbol: probe_attn_mask.kd
    .kernarg_segment_size: 32
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 15
    .vgpr_count: 22
    .max_flat_workgroup_size: 32
    .reqd_workgroup_size: [ 32, 1, 1 ]
    .args:
      - { .name: !str OUT, .offset: 0, .size: 8, .value_kind: global_buffer, .type_name: float, .address_space: global, .access: write_only }
      - { .name: !str Sq, .offset: 8, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str Skv, .offset: 12, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str causal, .offset: 16, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str q0, .offset: 20, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str block, .offset: 24, .size: 4, .value_kind: by_value, .type_name: uint }
...
.end_amdgpu_metadata

