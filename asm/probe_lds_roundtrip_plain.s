// ---------------------------------------------------------------------------------------------
// probe_lds_roundtrip_plain: the LDS round trip in the plain layout of k2..k4 (pitch = tile_k halves): same data, bank conflicts counted
// Rendered from templates/probes/lds_roundtrip.s.j2 by gen/render.py for amdgcn-amd-amdhsa--gfx1151. Do not edit: edit the
// template and run `make asm`.
// ---------------------------------------------------------------------------------------------
.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
.amdhsa_code_object_version 5
.text
.globl probe_lds_roundtrip_plain
.p2align 8
.type probe_lds_roundtrip_plain,@function
probe_lds_roundtrip_plain:

    // prologue: load all 14 argument dwords into s[4:17] (offsets from the metadata below)
    s_load_b256 s[4:11], s[0:1], 0x0
    s_load_b128 s[12:15], s[0:1], 0x20
    s_load_b64 s[16:17], s[0:1], 0x30

    v_lshrrev_b32 v137, 5, v0
    v_readfirstlane_b32 s28, v137
    v_and_b32 v136, 15, v0
    s_lshr_b32 s29, s28, 2
    s_and_b32 s30, s28, 3
    s_mul_i32 s29, s29, 64
    s_mul_i32 s30, s30, 32
    s_mov_b32 s31, 0x05040100
    s_mov_b32 s32, 0x07060302
    s_waitcnt lgkmcnt(0)                                  // kernel arguments loaded
    s_mul_i32 s33, s8, s11
    s_lshl_b32 s33, s33, 1
    s_mov_b32 s20, s4
    s_and_b32 s21, s5, 0xffff               // base[47:32], stride 0, no swizzle
    s_mov_b32 s22, s33                         // num_records: the matrix's bytes
    s_mov_b32 s23, 0x31016000                           // raw buffer, range-checked

    s_mul_i32 s33, s10, s12
    s_lshl_b32 s33, s33, 1
    s_mov_b32 s24, s6
    s_and_b32 s25, s7, 0xffff               // base[47:32], stride 0, no swizzle
    s_mov_b32 s26, s33                         // num_records: the matrix's bytes
    s_mov_b32 s27, 0x31016000                           // raw buffer, range-checked

    // A chunk: row r = t%8 + 8w (+ 64j), halves 8q..8q+7, q = t/8
    v_and_b32 v137, 7, v0
    s_mul_i32 s33, s28, 8
    v_add_nc_u32 v137, s33, v137                        // r
    v_bfe_u32 v133, v0, 3, 2
    v_lshlrev_b32 v133, 3, v133                               // 8q
    v_mul_lo_u32 v121, v137, s11
    v_lshlrev_b32 v121, 1, v121
    v_lshl_add_u32 v121, v133, 1, v121           // ag0 = r*lda*2 + 16q
    s_mul_i32 s33, s11, 128   // 64 rows of A
    v_add_nc_u32 v122, s33, v121
    v_lshlrev_b32 v138, 1, v133                              // 16q
    v_mad_u32_u24 v125, v137, 64, v138

    // B unit: K pair p = T%16, column chunk c = T/16 (+ 16j)
    v_and_b32 v137, 15, v0                    // p
    v_mul_lo_u32 v123, v137, s12
    v_lshlrev_b32 v123, 2, v123                      // 2p rows of B
    v_lshlrev_b32 v137, 2, v137                               // 4p: dword p of a Bt row
    v_lshrrev_b32 v138, 4, v0 // c
    v_lshl_add_u32 v123, v138, 4, v123          // bg0 = 2p*ldb*2 + 16c
    s_lshl_b32 s33, s12, 1
    v_add_nc_u32 v124, s33, v123                // bg1: row 2p+1
    v_add_nc_u32 v137, 8192, v137
    v_mad_u32_u24 v126, v138, 512, v137  // bst = b_off + row(8c) + 4p

    s_mul_i32 s33, s29, 64

    v_mad_u32_u24 v127, v136, 64, s33

    s_mul_i32 s33, s30, 64

    s_addk_i32 s33, 8192
    v_mad_u32_u24 v128, v136, 64, s33


    s_add_u32 s33, s10, -1
    s_and_b32 s33, s33, 31
    s_add_u32 s33, s33, 1                                  // kr: valid halves of the last tile
    v_sub_nc_u32 v137, s33, v133                         // kr - 8q
    v_lshlrev_b32 v137, 4, v137                               // in bits
    v_add_nc_u32 v134, 0, v137
    v_med3_i32 v134, v134, 0, 32                  // valid bits of dword 0
    v_lshlrev_b64 v[134:135], v134, -1
    v_not_b32 v129, v134
    v_add_nc_u32 v134, -32, v137
    v_med3_i32 v134, v134, 0, 32                  // valid bits of dword 1
    v_lshlrev_b64 v[134:135], v134, -1
    v_not_b32 v130, v134
    v_add_nc_u32 v134, -64, v137
    v_med3_i32 v134, v134, 0, 32                  // valid bits of dword 2
    v_lshlrev_b64 v[134:135], v134, -1
    v_not_b32 v131, v134
    v_add_nc_u32 v134, -96, v137
    v_med3_i32 v134, v134, 0, 32                  // valid bits of dword 3
    v_lshlrev_b64 v[134:135], v134, -1
    v_not_b32 v132, v134

    // the one K tile: global -> R (soffsets 0: m0 = n0 = k0 = 0) -> masks -> pack -> LDS
    // global -> R: A chunks -> v[97:100], v[101:104], B rows 2p, 2p+1 -> v[105:108], v[109:112] (wait: vmcnt before use)
    buffer_load_b128 v[97:100], v121, s[20:23], 0 offen
    buffer_load_b128 v[101:104], v122, s[20:23], 0 offen
    buffer_load_b128 v[105:108], v123, s[24:27], 0 offen
    buffer_load_b128 v[109:112], v124, s[24:27], 0 offen

    s_waitcnt vmcnt(0)                                    // the tile arrived in R
    // last K tile: A halves past K -> 0 (v[129:132] & R; R arrived)
    v_and_b32 v97, v129, v97   // K tail
    v_and_b32 v98, v130, v98   // K tail
    v_and_b32 v99, v131, v99   // K tail
    v_and_b32 v100, v132, v100   // K tail
    v_and_b32 v101, v129, v101   // K tail
    v_and_b32 v102, v130, v102   // K tail
    v_and_b32 v103, v131, v103   // K tail
    v_and_b32 v104, v132, v104   // K tail

    // B transpose: v[113:120] = (row 2p, row 2p+1) pairs of each column, v_perm_b32 (B rows arrived)
    v_perm_b32 v113, v109, v105, s31
    v_perm_b32 v114, v109, v105, s32
    v_perm_b32 v115, v110, v106, s31
    v_perm_b32 v116, v110, v106, s32
    v_perm_b32 v117, v111, v107, s31
    v_perm_b32 v118, v111, v107, s32
    v_perm_b32 v119, v112, v108, s31
    v_perm_b32 v120, v112, v108, s32

    // R -> LDS buffer at +0: A chunks at v125, packed B at v126 (wait: lgkmcnt before the barrier)
    ds_store_b128 v125, v[97:100]
    ds_store_b128 v125, v[101:104] offset:4096
    ds_store_b32 v126, v113
    ds_store_b32 v126, v114 offset:64
    ds_store_b32 v126, v115 offset:128
    ds_store_b32 v126, v116 offset:192
    ds_store_b32 v126, v117 offset:256
    ds_store_b32 v126, v118 offset:320
    ds_store_b32 v126, v119 offset:384
    ds_store_b32 v126, v120 offset:448

    s_waitcnt lgkmcnt(0)                                  // stores done before the barrier
    s_barrier                                             // the tile is in LDS
    // LDS (+0) -> operands of K step 0: A v[1:8], v[9:16], v[17:24], v[25:32], B v[33:40], v[41:48] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[1:4], v127
    ds_load_b128 v[5:8], v127 offset:16
    ds_load_b128 v[9:12], v127 offset:1024
    ds_load_b128 v[13:16], v127 offset:1040
    ds_load_b128 v[17:20], v127 offset:2048
    ds_load_b128 v[21:24], v127 offset:2064
    ds_load_b128 v[25:28], v127 offset:3072
    ds_load_b128 v[29:32], v127 offset:3088
    ds_load_b128 v[33:36], v128
    ds_load_b128 v[37:40], v128 offset:16
    ds_load_b128 v[41:44], v128 offset:1024
    ds_load_b128 v[45:48], v128 offset:1040

    // LDS (+0) -> operands of K step 1: A v[49:56], v[57:64], v[65:72], v[73:80], B v[81:88], v[89:96] (wait: lgkmcnt before the WMMAs)
    ds_load_b128 v[49:52], v127 offset:32
    ds_load_b128 v[53:56], v127 offset:48
    ds_load_b128 v[57:60], v127 offset:1056
    ds_load_b128 v[61:64], v127 offset:1072
    ds_load_b128 v[65:68], v127 offset:2080
    ds_load_b128 v[69:72], v127 offset:2096
    ds_load_b128 v[73:76], v127 offset:3104
    ds_load_b128 v[77:80], v127 offset:3120
    ds_load_b128 v[81:84], v128 offset:32
    ds_load_b128 v[85:88], v128 offset:48
    ds_load_b128 v[89:92], v128 offset:1056
    ds_load_b128 v[93:96], v128 offset:1072

    // out offset: (w * 3072 + lane) * 4, one 1 KiB block per operand
    v_and_b32 v137, 31, v0
    s_mul_i32 s33, s28, 3072
    v_add_nc_u32 v137, s33, v137
    v_lshlrev_b32 v139, 2, v137
    s_waitcnt lgkmcnt(0)                                  // operands arrived
    global_store_b32 v139, v1, s[14:15]
    global_store_b32 v139, v2, s[14:15] offset:128
    global_store_b32 v139, v3, s[14:15] offset:256
    global_store_b32 v139, v4, s[14:15] offset:384
    global_store_b32 v139, v5, s[14:15] offset:512
    global_store_b32 v139, v6, s[14:15] offset:640
    global_store_b32 v139, v7, s[14:15] offset:768
    global_store_b32 v139, v8, s[14:15] offset:896
    v_add_nc_u32 v139, 0x400, v139
    global_store_b32 v139, v9, s[14:15]
    global_store_b32 v139, v10, s[14:15] offset:128
    global_store_b32 v139, v11, s[14:15] offset:256
    global_store_b32 v139, v12, s[14:15] offset:384
    global_store_b32 v139, v13, s[14:15] offset:512
    global_store_b32 v139, v14, s[14:15] offset:640
    global_store_b32 v139, v15, s[14:15] offset:768
    global_store_b32 v139, v16, s[14:15] offset:896
    v_add_nc_u32 v139, 0x400, v139
    global_store_b32 v139, v17, s[14:15]
    global_store_b32 v139, v18, s[14:15] offset:128
    global_store_b32 v139, v19, s[14:15] offset:256
    global_store_b32 v139, v20, s[14:15] offset:384
    global_store_b32 v139, v21, s[14:15] offset:512
    global_store_b32 v139, v22, s[14:15] offset:640
    global_store_b32 v139, v23, s[14:15] offset:768
    global_store_b32 v139, v24, s[14:15] offset:896
    v_add_nc_u32 v139, 0x400, v139
    global_store_b32 v139, v25, s[14:15]
    global_store_b32 v139, v26, s[14:15] offset:128
    global_store_b32 v139, v27, s[14:15] offset:256
    global_store_b32 v139, v28, s[14:15] offset:384
    global_store_b32 v139, v29, s[14:15] offset:512
    global_store_b32 v139, v30, s[14:15] offset:640
    global_store_b32 v139, v31, s[14:15] offset:768
    global_store_b32 v139, v32, s[14:15] offset:896
    v_add_nc_u32 v139, 0x400, v139
    global_store_b32 v139, v33, s[14:15]
    global_store_b32 v139, v34, s[14:15] offset:128
    global_store_b32 v139, v35, s[14:15] offset:256
    global_store_b32 v139, v36, s[14:15] offset:384
    global_store_b32 v139, v37, s[14:15] offset:512
    global_store_b32 v139, v38, s[14:15] offset:640
    global_store_b32 v139, v39, s[14:15] offset:768
    global_store_b32 v139, v40, s[14:15] offset:896
    v_add_nc_u32 v139, 0x400, v139
    global_store_b32 v139, v41, s[14:15]
    global_store_b32 v139, v42, s[14:15] offset:128
    global_store_b32 v139, v43, s[14:15] offset:256
    global_store_b32 v139, v44, s[14:15] offset:384
    global_store_b32 v139, v45, s[14:15] offset:512
    global_store_b32 v139, v46, s[14:15] offset:640
    global_store_b32 v139, v47, s[14:15] offset:768
    global_store_b32 v139, v48, s[14:15] offset:896
    v_add_nc_u32 v139, 0x400, v139
    global_store_b32 v139, v49, s[14:15]
    global_store_b32 v139, v50, s[14:15] offset:128
    global_store_b32 v139, v51, s[14:15] offset:256
    global_store_b32 v139, v52, s[14:15] offset:384
    global_store_b32 v139, v53, s[14:15] offset:512
    global_store_b32 v139, v54, s[14:15] offset:640
    global_store_b32 v139, v55, s[14:15] offset:768
    global_store_b32 v139, v56, s[14:15] offset:896
    v_add_nc_u32 v139, 0x400, v139
    global_store_b32 v139, v57, s[14:15]
    global_store_b32 v139, v58, s[14:15] offset:128
    global_store_b32 v139, v59, s[14:15] offset:256
    global_store_b32 v139, v60, s[14:15] offset:384
    global_store_b32 v139, v61, s[14:15] offset:512
    global_store_b32 v139, v62, s[14:15] offset:640
    global_store_b32 v139, v63, s[14:15] offset:768
    global_store_b32 v139, v64, s[14:15] offset:896
    v_add_nc_u32 v139, 0x400, v139
    global_store_b32 v139, v65, s[14:15]
    global_store_b32 v139, v66, s[14:15] offset:128
    global_store_b32 v139, v67, s[14:15] offset:256
    global_store_b32 v139, v68, s[14:15] offset:384
    global_store_b32 v139, v69, s[14:15] offset:512
    global_store_b32 v139, v70, s[14:15] offset:640
    global_store_b32 v139, v71, s[14:15] offset:768
    global_store_b32 v139, v72, s[14:15] offset:896
    v_add_nc_u32 v139, 0x400, v139
    global_store_b32 v139, v73, s[14:15]
    global_store_b32 v139, v74, s[14:15] offset:128
    global_store_b32 v139, v75, s[14:15] offset:256
    global_store_b32 v139, v76, s[14:15] offset:384
    global_store_b32 v139, v77, s[14:15] offset:512
    global_store_b32 v139, v78, s[14:15] offset:640
    global_store_b32 v139, v79, s[14:15] offset:768
    global_store_b32 v139, v80, s[14:15] offset:896
    v_add_nc_u32 v139, 0x400, v139
    global_store_b32 v139, v81, s[14:15]
    global_store_b32 v139, v82, s[14:15] offset:128
    global_store_b32 v139, v83, s[14:15] offset:256
    global_store_b32 v139, v84, s[14:15] offset:384
    global_store_b32 v139, v85, s[14:15] offset:512
    global_store_b32 v139, v86, s[14:15] offset:640
    global_store_b32 v139, v87, s[14:15] offset:768
    global_store_b32 v139, v88, s[14:15] offset:896
    v_add_nc_u32 v139, 0x400, v139
    global_store_b32 v139, v89, s[14:15]
    global_store_b32 v139, v90, s[14:15] offset:128
    global_store_b32 v139, v91, s[14:15] offset:256
    global_store_b32 v139, v92, s[14:15] offset:384
    global_store_b32 v139, v93, s[14:15] offset:512
    global_store_b32 v139, v94, s[14:15] offset:640
    global_store_b32 v139, v95, s[14:15] offset:768
    global_store_b32 v139, v96, s[14:15] offset:896
    v_add_nc_u32 v139, 0x400, v139
    v_lshlrev_b32 v139, 4, v0
    global_store_b32 v139, v125, s[16:17]
    global_store_b32 v139, v126, s[16:17] offset:4
    global_store_b32 v139, v127, s[16:17] offset:8
    global_store_b32 v139, v128, s[16:17] offset:12
    s_endpgm
.Lprobe_lds_roundtrip_plain_end:
.size probe_lds_roundtrip_plain, .Lprobe_lds_roundtrip_plain_end-probe_lds_roundtrip_plain

// register plan (140 VGPRs, 35 SGPRs, 16384 bytes LDS)
//         s[0:1]  kernarg_ptr
//             s2  wg_id_x
//        s[4:17]  kargs
//       s[20:23]  a_rsrc
//       s[24:27]  b_rsrc
//            s28  wave
//            s29  wave_row0
//            s30  wave_col0
//            s31  perm_lo
//            s32  perm_hi
//            s33  tmp
//            s34  tmp2
//             v0  workitem_id
//         v[1:8]  a_frag0_k0
//        v[9:16]  a_frag1_k0
//       v[17:24]  a_frag2_k0
//       v[25:32]  a_frag3_k0
//       v[33:40]  b_frag0_k0
//       v[41:48]  b_frag1_k0
//       v[49:56]  a_frag0_k1
//       v[57:64]  a_frag1_k1
//       v[65:72]  a_frag2_k1
//       v[73:80]  a_frag3_k1
//       v[81:88]  b_frag0_k1
//       v[89:96]  b_frag1_k1
//      v[97:104]  a_prefetch
//     v[105:112]  b_prefetch
//     v[113:120]  b_packed
//     v[121:122]  a_goff
//     v[123:124]  b_goff
//           v125  a_lds_store
//           v126  b_lds_store
//           v127  a_lds_read
//           v128  b_lds_read
//     v[129:132]  a_ktail_mask
//           v133  a_chunk_k
//     v[134:135]  w64
//           v136  lane_mod16
//           v137  vtmp
//           v138  vtmp2
//           v139  out_offset

.rodata
.p2align 6
.amdhsa_kernel probe_lds_roundtrip_plain
    .amdhsa_group_segment_fixed_size 16384
    .amdhsa_private_segment_fixed_size 0
    .amdhsa_kernarg_size 56
    .amdhsa_user_sgpr_count 2
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_wavefront_size32 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_system_sgpr_workgroup_id_y 0
    .amdhsa_system_sgpr_workgroup_id_z 0
    .amdhsa_system_vgpr_workitem_id 0
    .amdhsa_next_free_vgpr 140
    .amdhsa_next_free_sgpr 35
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
  - .name: probe_lds_roundtrip_plain
    .symbol: probe_lds_roundtrip_plain.kd
    .kernarg_segment_size: 56
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 16384
    .private_segment_fixed_size: 0
    .wavefront_size: 32
    .sgpr_count: 35
    .vgpr_count: 140
    .max_flat_workgroup_size: 256
    .reqd_workgroup_size: [ 256, 1, 1 ]
    .args:
      - { .name: !str A, .offset: 0, .size: 8, .value_kind: global_buffer, .type_name: half, .address_space: global, .access: read_only }
      - { .name: !str B, .offset: 8, .size: 8, .value_kind: global_buffer, .type_name: half, .address_space: global, .access: read_only }
      - { .name: !str M, .offset: 16, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str N, .offset: 20, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str K, .offset: 24, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str lda, .offset: 28, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str ldb, .offset: 32, .size: 4, .value_kind: by_value, .type_name: uint }
      - { .name: !str frags, .offset: 40, .size: 8, .value_kind: global_buffer, .type_name: uint, .address_space: global, .access: write_only }
      - { .name: !str addrs, .offset: 48, .size: 8, .value_kind: global_buffer, .type_name: uint, .address_space: global, .access: write_only }
...
.end_amdgpu_metadata

