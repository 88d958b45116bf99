// ---------------------------------------------------------------------------------------------
// probe_epilogue_dump: accumulators set to a known pattern, then the GEMM store path with alpha/beta
// Rendered from templates/probes/epilogue_dump.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl probe_epilogue_dump
.p2align 8
.type probe_epilogue_dump,@function
probe_epilogue_dump:

    // prologue: load all 6 argument dwords into s[4:9] (offsets from the metadata below)
    s_load_b128 s[4:7], s[0:1], 0x0
    s_load_b64 s[8:9], s[0:1], 0x10

    v_and_b32 v9, 15, v0
    v_lshrrev_b32 v10, 4, v0
    v_add_nc_u32 v1, 0, v0
    v_cvt_f32_u32 v1, v1          // acc[0] = 0 + lane
    v_add_nc_u32 v2, 32, v0
    v_cvt_f32_u32 v2, v2          // acc[1] = 32 + lane
    v_add_nc_u32 v3, 64, v0
    v_cvt_f32_u32 v3, v3          // acc[2] = 64 + lane
    v_add_nc_u32 v4, 96, v0
    v_cvt_f32_u32 v4, v4          // acc[3] = 96 + lane
    v_add_nc_u32 v5, 128, v0
    v_cvt_f32_u32 v5, v5          // acc[4] = 128 + lane
    v_add_nc_u32 v6, 160, v0
    v_cvt_f32_u32 v6, v6          // acc[5] = 160 + lane
    v_add_nc_u32 v7, 192, v0
    v_cvt_f32_u32 v7, v7          // acc[6] = 192 + lane
    v_add_nc_u32 v8, 224, v0
    v_cvt_f32_u32 v8, v8          // acc[7] = 224 + lane
    s_waitcnt lgkmcnt(0)                                  // kernel arguments loaded
    // c_offset = (h * ldc + i) * 4, as k1 computes it for m0 = n0 = 0
    v_mul_lo_u32 v11, v10, s6   // c_offset row term: h * ldc
    v_add_nc_u32 v11, v11, v9
    v_lshlrev_b32 v11, 2, v11
    s_lshl_b32 s12, s6, 3
    // alpha: acc *= alpha
    v_mul_f32 v1, s7, v1
    v_mul_f32 v2, s7, v2
    v_mul_f32 v3, s7, v3
    v_mul_f32 v4, s7, v4
    v_mul_f32 v5, s7, v5
    v_mul_f32 v6, s7, v6
    v_mul_f32 v7, s7, v7
    v_mul_f32 v8, s7, v8
    s_and_b32 s13, s8, 0x7fffffff   // |beta| bits: zero for +0.0 and -0.0
    s_cmp_eq_u32 s13, 0
    s_mov_b64 s[10:11], s[4:5]
    s_cbranch_scc1 .Lprobe_epilogue_dump_store                      // beta == 0: C is never read
    // beta != 0: acc += beta * C_old, one row pair per register
    global_load_b32 v12, v11, s[10:11]
    s_add_u32 s10, s10, s12
    s_addc_u32 s11, s11, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v1, s8, v12
    global_load_b32 v12, v11, s[10:11]
    s_add_u32 s10, s10, s12
    s_addc_u32 s11, s11, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v2, s8, v12
    global_load_b32 v12, v11, s[10:11]
    s_add_u32 s10, s10, s12
    s_addc_u32 s11, s11, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v3, s8, v12
    global_load_b32 v12, v11, s[10:11]
    s_add_u32 s10, s10, s12
    s_addc_u32 s11, s11, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v4, s8, v12
    global_load_b32 v12, v11, s[10:11]
    s_add_u32 s10, s10, s12
    s_addc_u32 s11, s11, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v5, s8, v12
    global_load_b32 v12, v11, s[10:11]
    s_add_u32 s10, s10, s12
    s_addc_u32 s11, s11, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v6, s8, v12
    global_load_b32 v12, v11, s[10:11]
    s_add_u32 s10, s10, s12
    s_addc_u32 s11, s11, 0
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v7, s8, v12
    global_load_b32 v12, v11, s[10:11]
    s_waitcnt vmcnt(0)                                    // C_old arrived
    v_fmac_f32 v8, s8, v12
    s_mov_b64 s[10:11], s[4:5]
.Lprobe_epilogue_dump_store:
    global_store_b32 v11, v1, s[10:11]
    s_add_u32 s10, s10, s12
    s_addc_u32 s11, s11, 0
    global_store_b32 v11, v2, s[10:11]
    s_add_u32 s10, s10, s12
    s_addc_u32 s11, s11, 0
    global_store_b32 v11, v3, s[10:11]
    s_add_u32 s10, s10, s12
    s_addc_u32 s11, s11, 0
    global_store_b32 v11, v4, s[10:11]
    s_add_u32 s10, s10, s12
    s_addc_u32 s11, s11, 0
    global_store_b32 v11, v5, s[10:11]
    s_add_u32 s10, s10, s12
    s_addc_u32 s11, s11, 0
    global_store_b32 v11, v6, s[10:11]
    s_add_u32 s10, s10, s12
    s_addc_u32 s11, s11, 0
    global_store_b32 v11, v7, s[10:11]
    s_add_u32 s10, s10, s12
    s_addc_u32 s11, s11, 0
    global_store_b32 v11, v8, s[10:11]

    s_endpgm
.Lprobe_epilogue_dump_end:
.size probe_epilogue_dump, .Lprobe_epilogue_dump_end-probe_epilogue_dump

// register plan (13 VGPRs, 14 SGPRs, 0 bytes LDS)
//         s[0:1]  kernarg_ptr
//             s2  wg_id_x
//         s[4:9]  kargs
//       s[10:11]  c_ptr
//            s12  c_two_rows_bytes
//            s13  tmp
//             v0  lane_id
//         v[1:8]  acc
//             v9  lane_mod16
//            v10  lane_div16
//            v11  c_offset
//            v12  c_old

.rodata
.p2align 6
.amdhsa_kernel probe_epilogue_dump
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
    .amdhsa_next_free_vgpr 13
    .amdhsa_next_free_sgpr 14
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
  - .name: probe_epilogue_dump
    .symbol: probe_epilogue_dump.kd
    .kernarg_segment_size: 24
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 14
    .vgpr_count: 13
    .max_flat_workgroup_size: 32
    .reqd_workgroup_size: [ 32, 1, 1 ]
    .args:
      - { .name: !str C, .offset: 0, .size: 8, .value_kind: global_buffer, .type_name: float, .address_space: global, .access: read_write }
      - { .name: !str ldc, .offset: 8, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str alpha, .offset: 12, .size: 4, .value_kind: by_value, .type_name: float }
      - { .name: !str beta, .offset: 16, .size: 4, .value_kind: by_value, .type_name: float }
...
.end_amdgpu_metadata

