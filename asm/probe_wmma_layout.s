// ---------------------------------------------------------------------------------------------
// probe_wmma_layout: one v_wmma_f32_16x16x16_f16 on operands loaded as k1 loads them, D written in canonical order
// Rendered from templates/probes/wmma_layout.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl probe_wmma_layout
.p2align 8
.type probe_wmma_layout,@function
probe_wmma_layout:

    // prologue: load all 6 argument dwords into s[4:9] (offsets from the metadata below)
    s_load_b128 s[4:7], s[0:1], 0x0
    s_load_b64 s[8:9], s[0:1], 0x10

    v_and_b32 v25, 15, v0                   // i = l % 16
    v_lshrrev_b32 v26, 4, v0               // h = l / 16
    s_waitcnt lgkmcnt(0)                                  // kernel arguments loaded
    // A row i: 32 bytes at i*32 (the same load macro as k1)
    v_lshlrev_b32 v27, 5, v25                 // probe-mutation-point: A row stride
    global_load_b128 v[9:12], v27, s[4:5]
    global_load_b128 v[13:16], v27, s[4:5] offset:16

    // B column j: element (kk, j) at kk*32 + j*2; the immediate offset walks the rows
    v_lshlrev_b32 v28, 1, v25
    global_load_d16_b16 v17, v28, s[6:7]
    global_load_d16_hi_b16 v17, v28, s[6:7] offset:32
    global_load_d16_b16 v18, v28, s[6:7] offset:64
    global_load_d16_hi_b16 v18, v28, s[6:7] offset:96
    global_load_d16_b16 v19, v28, s[6:7] offset:128
    global_load_d16_hi_b16 v19, v28, s[6:7] offset:160
    global_load_d16_b16 v20, v28, s[6:7] offset:192
    global_load_d16_hi_b16 v20, v28, s[6:7] offset:224
    global_load_d16_b16 v21, v28, s[6:7] offset:256
    global_load_d16_hi_b16 v21, v28, s[6:7] offset:288
    global_load_d16_b16 v22, v28, s[6:7] offset:320
    global_load_d16_hi_b16 v22, v28, s[6:7] offset:352
    global_load_d16_b16 v23, v28, s[6:7] offset:384
    global_load_d16_hi_b16 v23, v28, s[6:7] offset:416
    global_load_d16_b16 v24, v28, s[6:7] offset:448
    global_load_d16_hi_b16 v24, v28, s[6:7] offset:480

    v_mov_b32 v1, 0
    v_mov_b32 v2, 0
    v_mov_b32 v3, 0
    v_mov_b32 v4, 0
    v_mov_b32 v5, 0
    v_mov_b32 v6, 0
    v_mov_b32 v7, 0
    v_mov_b32 v8, 0
    s_waitcnt vmcnt(0)                                    // fragments arrived
    v_wmma_f32_16x16x16_f16 v[1:8], v[9:16], v[17:24], v[1:8]
    // D[2r + h][i] at ((2r + h)*16 + i)*4 = r*128 + (h*16 + i)*4 = r*128 + l*4
    v_lshlrev_b32 v27, 2, v0
    global_store_b32 v27, v1, s[8:9] offset:0
    global_store_b32 v27, v2, s[8:9] offset:128
    global_store_b32 v27, v3, s[8:9] offset:256
    global_store_b32 v27, v4, s[8:9] offset:384
    global_store_b32 v27, v5, s[8:9] offset:512
    global_store_b32 v27, v6, s[8:9] offset:640
    global_store_b32 v27, v7, s[8:9] offset:768
    global_store_b32 v27, v8, s[8:9] offset:896
    s_endpgm
.Lprobe_wmma_layout_end:
.size probe_wmma_layout, .Lprobe_wmma_layout_end-probe_wmma_layout

// register plan (29 VGPRs, 10 SGPRs, 0 bytes LDS)
//         s[0:1]  kernarg_ptr
//             s2  wg_id_x
//         s[4:9]  kargs
//             v0  lane_id
//         v[1:8]  acc
//        v[9:16]  a_frag
//       v[17:24]  b_frag
//            v25  lane_mod16
//            v26  lane_div16
//            v27  offset
//            v28  b_offset

.rodata
.p2align 6
.amdhsa_kernel probe_wmma_layout
    .amdhsa_group_segment_fixed_size 0
    .amdhsa_private_segment_fixed_size 0
    .amdhsa_kernarg_size 24
    .amdhsa_user_sgpr_count 2
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 0
    .amdhsa_system_sgpr_workgroup_id_z 0
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 29
    .amdhsa_next_free_sgpr 10
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
  - .name: probe_wmma_layout
    .symbol: probe_wmma_layout.kd
    .kernarg_segment_size: 24
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 10
    .vgpr_count: 29
    .max_flat_workgroup_size: 32
    .reqd_workgroup_size: [ 32, 1, 1 ]
    .args:
      - { .name: !str A, .offset: 0, .size: 8, .value_kind: global_buffer, .type_name: half, .address_space: global, .access: read_only }
      - { .name: !str B, .offset: 8, .size: 8, .value_kind: global_buffer, .type_name: half, .address_space: global, .access: read_only }
      - { .name: !str D, .offset: 16, .size: 8, .value_kind: global_buffer, .type_name: float, .address_space: global, .access: write_only }
...
.end_amdgpu_metadata

