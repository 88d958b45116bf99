// ---------------------------------------------------------------------------------------------
// probe_attn_pack: attention: P in the C/D layout of S^T -> the WMMA B operand (pack_p), registers dumped
// Rendered from templates/probes/attn_pack.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl probe_attn_pack
.p2align 8
.type probe_attn_pack,@function
probe_attn_pack:

    // prologue: load all 4 argument dwords into s[4:7] (offsets from the metadata below)
    s_load_b128 s[4:7], s[0:1], 0x0

    s_waitcnt lgkmcnt(0)                                      // kernel arguments loaded
    v_lshlrev_b32 v9, 2, v0                    // S^T[2g + l/16][l%16] at g*128 + l*4
    global_load_b32 v1, v9, s[4:5] offset:0
    global_load_b32 v2, v9, s[4:5] offset:128
    global_load_b32 v3, v9, s[4:5] offset:256
    global_load_b32 v4, v9, s[4:5] offset:384
    global_load_b32 v5, v9, s[4:5] offset:512
    global_load_b32 v6, v9, s[4:5] offset:640
    global_load_b32 v7, v9, s[4:5] offset:768
    global_load_b32 v8, v9, s[4:5] offset:896
    v_bfe_u32 v10, v0, 4, 1
    v_mov_b32 v11, 0x05040100                                // lanes 0-15: (own low, other low)
    v_mov_b32 v12, 0x07060302                                // lanes 0-15: (own high, other high)
    v_cmp_ne_u32 vcc_lo, 0, v10
    v_cndmask_b32_e64 v11, v11, 0x01000504, vcc_lo    // lanes 16-31: (other low, own low)
    v_cndmask_b32_e64 v12, v12, 0x03020706, vcc_lo    // lanes 16-31: (other high, own high)

    s_mov_b32 s8, 0x76543210
    s_mov_b32 s9, 0xfedcba98
    s_waitcnt vmcnt(0)                                        // the tile arrived
    // P tile v[1:8] -> B operand in place: keys (2g, 2g+1) of query q in lanes q and q+16
    v_cvt_f16_f32 v1, v1                         // lane q: key 0, lane q+16: key 1 (low half)
    v_cvt_f16_f32 v2, v2
    v_perm_b32 v13, v2, v1, 0x05040100          // c = (keys 0, 2) of v[1:8], (1, 3) in the upper lanes
    v_permlanex16_b32 v14, v13, s8, s9        // x = the other half's c (keys 0-3 of v[1:8])
    v_perm_b32 v1, v14, v13, v11                  // v1 = (key 0, key 1)
    v_perm_b32 v2, v14, v13, v12              // v2 = (key 2, key 3)
    v_cvt_f16_f32 v3, v3                         // lane q: key 4, lane q+16: key 5 (low half)
    v_cvt_f16_f32 v4, v4
    v_perm_b32 v13, v4, v3, 0x05040100          // c = (keys 4, 6) of v[1:8], (5, 7) in the upper lanes
    v_permlanex16_b32 v14, v13, s8, s9        // x = the other half's c (keys 4-7 of v[1:8])
    v_perm_b32 v3, v14, v13, v11                  // v3 = (key 4, key 5)
    v_perm_b32 v4, v14, v13, v12              // v4 = (key 6, key 7)
    v_cvt_f16_f32 v5, v5                         // lane q: key 8, lane q+16: key 9 (low half)
    v_cvt_f16_f32 v6, v6
    v_perm_b32 v13, v6, v5, 0x05040100          // c = (keys 8, 10) of v[1:8], (9, 11) in the upper lanes
    v_permlanex16_b32 v14, v13, s8, s9        // x = the other half's c (keys 8-11 of v[1:8])
    v_perm_b32 v5, v14, v13, v11                  // v5 = (key 8, key 9)
    v_perm_b32 v6, v14, v13, v12              // v6 = (key 10, key 11)
    v_cvt_f16_f32 v7, v7                         // lane q: key 12, lane q+16: key 13 (low half)
    v_cvt_f16_f32 v8, v8
    v_perm_b32 v13, v8, v7, 0x05040100          // c = (keys 12, 14) of v[1:8], (13, 15) in the upper lanes
    v_permlanex16_b32 v14, v13, s8, s9        // x = the other half's c (keys 12-15 of v[1:8])
    v_perm_b32 v7, v14, v13, v11                  // v7 = (key 12, key 13)
    v_perm_b32 v8, v14, v13, v12              // v8 = (key 14, key 15)

    global_store_b32 v9, v1, s[6:7] offset:0
    global_store_b32 v9, v2, s[6:7] offset:128
    global_store_b32 v9, v3, s[6:7] offset:256
    global_store_b32 v9, v4, s[6:7] offset:384
    global_store_b32 v9, v5, s[6:7] offset:512
    global_store_b32 v9, v6, s[6:7] offset:640
    global_store_b32 v9, v7, s[6:7] offset:768
    global_store_b32 v9, v8, s[6:7] offset:896
    s_endpgm
.Lprobe_attn_pack_end:
.size probe_attn_pack, .Lprobe_attn_pack_end-probe_attn_pack

// register plan (15 VGPRs, 10 SGPRs, VCC, 0 bytes LDS)
//         s[0:1]  kernarg_ptr
//             s2  wg_id_x
//         s[4:7]  kargs
//         s[8:9]  permlane_sel
//             v0  lane_id
//         v[1:8]  sT
//             v9  offset
//            v10  lane_div16
//            v11  sel_low
//            v12  sel_high
//            v13  pack_c
//            v14  pack_x

.rodata
.p2align 6
.amdhsa_kernel probe_attn_pack
    .amdhsa_group_segment_fixed_size 0
    .amdhsa_private_segment_fixed_size 0
    .amdhsa_kernarg_size 16
    .amdhsa_user_sgpr_count 2
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 0
    .amdhsa_system_sgpr_workgroup_id_z 0
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 15
    .amdhsa_next_free_sgpr 10
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
  - .name: probe_attn_pack
    .symbol: probe_attn_pack.kd
    .kernarg_segment_size: 16
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 12
    .vgpr_count: 15
    .max_flat_workgroup_size: 32
    .reqd_workgroup_size: [ 32, 1, 1 ]
    .args:
      - { .name: !str S, .offset: 0, .size: 8, .value_kind: global_buffer, .type_name: float, .address_space: global, .access: read_only }
      - { .name: !str OUT, .offset: 8, .size: 8, .value_kind: global_buffer, .type_name: uint, .address_space: global, .access: write_only }
...
.end_amdgpu_metadata

