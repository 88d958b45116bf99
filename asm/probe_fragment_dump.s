// ---------------------------------------------------------------------------------------------
// probe_fragment_dump: A and B fragments loaded as k1 loads them, registers written out in canonical order
// Rendered from templates/probes/fragment_dump.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl probe_fragment_dump
.p2align 8
.type probe_fragment_dump,@function
probe_fragment_dump:

    // prologue: load all 8 argument dwords into s[4:11] (offsets from the metadata below)
    s_load_b256 s[4:11], s[0:1], 0x0

    v_and_b32 v17, 15, v0                   // i = l % 16
    s_waitcnt lgkmcnt(0)                                  // kernel arguments loaded
    v_lshlrev_b32 v18, 5, v17                // A row i at i*32 bytes
    global_load_b128 v[1:4], v18, s[4:5]
    global_load_b128 v[5:8], v18, s[4:5] offset:16

    v_lshlrev_b32 v19, 1, v17                // B column j at j*2 bytes
    global_load_d16_b16 v9, v19, s[6:7]
    global_load_d16_hi_b16 v9, v19, s[6:7] offset:32
    global_load_d16_b16 v10, v19, s[6:7] offset:64
    global_load_d16_hi_b16 v10, v19, s[6:7] offset:96
    global_load_d16_b16 v11, v19, s[6:7] offset:128
    global_load_d16_hi_b16 v11, v19, s[6:7] offset:160
    global_load_d16_b16 v12, v19, s[6:7] offset:192
    global_load_d16_hi_b16 v12, v19, s[6:7] offset:224
    global_load_d16_b16 v13, v19, s[6:7] offset:256
    global_load_d16_hi_b16 v13, v19, s[6:7] offset:288
    global_load_d16_b16 v14, v19, s[6:7] offset:320
    global_load_d16_hi_b16 v14, v19, s[6:7] offset:352
    global_load_d16_b16 v15, v19, s[6:7] offset:384
    global_load_d16_hi_b16 v15, v19, s[6:7] offset:416
    global_load_d16_b16 v16, v19, s[6:7] offset:448
    global_load_d16_hi_b16 v16, v19, s[6:7] offset:480

    v_lshlrev_b32 v20, 2, v0
    s_waitcnt vmcnt(0)                                    // fragments arrived
    global_store_b32 v20, v1, s[8:9] offset:0
    global_store_b32 v20, v9, s[10:11] offset:0
    global_store_b32 v20, v2, s[8:9] offset:128
    global_store_b32 v20, v10, s[10:11] offset:128
    global_store_b32 v20, v3, s[8:9] offset:256
    global_store_b32 v20, v11, s[10:11] offset:256
    global_store_b32 v20, v4, s[8:9] offset:384
    global_store_b32 v20, v12, s[10:11] offset:384
    global_store_b32 v20, v5, s[8:9] offset:512
    global_store_b32 v20, v13, s[10:11] offset:512
    global_store_b32 v20, v6, s[8:9] offset:640
    global_store_b32 v20, v14, s[10:11] offset:640
    global_store_b32 v20, v7, s[8:9] offset:768
    global_store_b32 v20, v15, s[10:11] offset:768
    global_store_b32 v20, v8, s[8:9] offset:896
    global_store_b32 v20, v16, s[10:11] offset:896
    s_endpgm
.Lprobe_fragment_dump_end:
.size probe_fragment_dump, .Lprobe_fragment_dump_end-probe_fragment_dump

// register plan (21 VGPRs, 12 SGPRs, 0 bytes LDS)
//         s[0:1]  kernarg_ptr
//             s2  wg_id_x
//        s[4:11]  kargs
//             v0  lane_id
//         v[1:8]  a_frag
//        v[9:16]  b_frag
//            v17  lane_mod16
//            v18  a_offset
//            v19  b_offset
//            v20  out_offset

.rodata
.p2align 6
.amdhsa_kernel probe_fragment_dump
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
    .amdhsa_next_free_vgpr 21
    .amdhsa_next_free_sgpr 12
    .amdhsa_reserve_vcc 0
    .amdhsa_float_denorm_mode_32 3
    .amdhsa_float_denorm_mode_16_64 3
    .amdhsa_workgroup_processor_mode 1
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.target: amdgcn-amd-amdhsa--gfx1151
amdhsa.kernels:
  - .name: probe_fragment_dump
    .symbol: probe_fragment_dump.kd
    .kernarg_segment_size: 32
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 12
    .vgpr_count: 21
    .max_flat_workgroup_size: 32
    .reqd_workgroup_size: [ 32, 1, 1 ]
    .args:
      - { .name: !str A, .offset: 0, .size: 8, .value_kind: global_buffer, .type_name: half, .address_space: global, .access: read_only }
      - { .name: !str B, .offset: 8, .size: 8, .value_kind: global_buffer, .type_name: half, .address_space: global, .access: read_only }
      - { .name: !str A_regs, .offset: 16, .size: 8, .value_kind: global_buffer, .type_name: uint, .address_space: global, .access: write_only }
      - { .name: !str B_regs, .offset: 24, .size: 8, .value_kind: global_buffer, .type_name: uint, .address_space: global, .access: write_only }
...
.end_amdgpu_metadata

