; Instruction forms for tests/test_decoder.cpp: each line is assembled with
; llvm-mc-19 -show-encoding, the bytes are decoded by emu::decode_program and
; emu::disassemble() must print exactly what `llvm-mc-19 --disassemble` prints.
; A line ending in "; @mnemonic" is checked for family, size and mnemonic only.

; ---------------- SOP1
s_mov_b32 s0, s1
s_mov_b32 s105, 0x12345678
s_mov_b32 s0, 0
s_mov_b32 s0, 1
s_mov_b32 s0, 64
s_mov_b32 s0, -1
s_mov_b32 s0, -16
s_mov_b32 s0, 0.5
s_mov_b32 s0, -0.5
s_mov_b32 s0, 1.0
s_mov_b32 s0, -1.0
s_mov_b32 s0, 2.0
s_mov_b32 s0, -2.0
s_mov_b32 s0, 4.0
s_mov_b32 s0, -4.0
s_mov_b32 s0, 0.15915494
s_mov_b32 s0, 65
s_mov_b32 s0, -17
s_mov_b32 s0, 0x3f800000
s_mov_b32 s0, vcc_lo
s_mov_b32 s0, vcc_hi
s_mov_b32 s0, m0
s_mov_b32 s0, exec_lo
s_mov_b32 s0, exec_hi
s_mov_b32 s0, null
s_mov_b32 s0, ttmp0
s_mov_b32 ttmp15, s3
s_mov_b32 s0, src_scc
s_mov_b32 s0, src_shared_base
s_mov_b32 s0, src_shared_limit
s_mov_b32 s0, src_private_base
s_mov_b32 s0, src_private_limit
s_mov_b32 m0, s2
s_mov_b32 vcc_lo, 0x80
s_mov_b64 s[0:1], s[2:3]
s_mov_b64 s[0:1], exec
s_mov_b64 vcc, -1
s_mov_b64 exec, s[4:5]
s_mov_b64 s[0:1], 0x12345678
s_mov_b64 s[0:1], 0xfffffff0
s_mov_b64 s[0:1], 0.15915494309189532
s_mov_b64 s[0:1], 2.0
s_mov_b64 ttmp[0:1], s[4:5]
s_mov_b64 s[100:101], src_shared_base
s_cmov_b32 s0, s1
s_not_b32 s0, s1
s_not_b64 s[0:1], s[2:3]
s_brev_b32 s0, s1
s_ctz_i32_b32 s0, s1
s_clz_i32_u64 s0, s[2:3]
s_cls_i32 s0, s1
s_bcnt1_i32_b32 s0, s1
s_bcnt1_i32_b64 s0, exec
s_sext_i32_i8 s0, s1
s_sext_i32_i16 s0, s1
s_bitset1_b32 s0, 5
s_bitset0_b64 s[0:1], s2
s_abs_i32 s0, s1
s_and_saveexec_b32 s0, vcc_lo
s_or_saveexec_b32 s0, -1
s_xor_saveexec_b32 s0, s1
s_and_not1_saveexec_b32 s0, s1
s_and_saveexec_b64 s[0:1], vcc
s_and_not1_wrexec_b32 s0, s1
s_getpc_b64 s[0:1]
s_setpc_b64 s[0:1]
s_swappc_b64 s[30:31], s[4:5]
s_rfe_b64 s[4:5]
s_movrels_b32 s0, s1
s_movreld_b32 s0, s1
s_quadmask_b32 s0, s1
s_wqm_b32 s0, s1
s_wqm_b64 exec, exec
s_bitreplicate_b64_b32 s[0:1], s2
s_sendmsg_rtn_b32 s0, sendmsg(MSG_RTN_GET_REALTIME)
s_sendmsg_rtn_b64 s[0:1], sendmsg(MSG_RTN_GET_DOORBELL)
s_cvt_f32_i32 s0, s1
s_cvt_f32_u32 s0, 0x1000
s_cvt_i32_f32 s0, s1
s_cvt_f32_f16 s0, 0.5
s_cvt_f16_f32 s0, 1.0
s_cvt_hi_f32_f16 s0, s1
s_ceil_f32 s0, s1
s_floor_f32 s0, -4.0
s_trunc_f32 s0, s1
s_rndne_f16 s0, s1

; ---------------- SOP2
s_add_u32 s0, s1, s2
s_add_u32 s0, s1, 0x1000
s_add_u32 s0, 0xffffffff, s1
s_sub_u32 s0, s1, 64
s_add_i32 s0, s1, -16
s_sub_i32 s0, -5, s1
s_addc_u32 s0, s1, 0
s_subb_u32 s0, s1, s2
s_absdiff_i32 s0, s1, s2
s_lshl_b32 s0, s1, 4
s_lshl_b64 s[0:1], s[2:3], 3
s_lshr_b32 s0, s1, s2
s_lshr_b64 s[0:1], s[2:3], s4
s_ashr_i32 s0, s1, 31
s_ashr_i64 s[0:1], s[2:3], 63
s_lshl1_add_u32 s0, s1, s2
s_lshl2_add_u32 s0, s1, s2
s_lshl4_add_u32 s0, s1, s2
s_min_i32 s0, s1, s2
s_min_u32 s0, s1, s2
s_max_i32 s0, s1, 0
s_max_u32 s0, s1, s2
s_and_b32 s0, s1, 0xffff
s_and_b64 exec, exec, vcc
s_and_b64 s[0:1], s[2:3], 0x7fffffff
s_or_b32 s0, s1, s2
s_or_b64 s[0:1], s[2:3], s[4:5]
s_xor_b32 s0, s1, -1
s_xor_b64 exec, exec, s[2:3]
s_nand_b32 s0, s1, s2
s_nor_b64 s[0:1], s[2:3], s[4:5]
s_xnor_b32 s0, s1, s2
s_and_not1_b32 s0, s1, s2
s_and_not1_b64 exec, exec, vcc
s_or_not1_b32 s0, s1, s2
s_bfe_u32 s0, s1, 0x80008
s_bfe_i32 s0, s1, s2
s_bfe_u64 s[0:1], s[2:3], 0x200000
s_bfe_i64 s[0:1], s[2:3], s4
s_bfm_b32 s0, s1, s2
s_bfm_b64 s[0:1], s2, s3
s_mul_i32 s0, s1, s2
s_mul_i32 s0, s1, 0x41c64e6d
s_mul_hi_u32 s0, s1, s2
s_mul_hi_i32 s0, s1, s2
s_cselect_b32 s0, s1, 0
s_cselect_b64 s[0:1], -1, 0
s_pack_ll_b32_b16 s0, s1, s2
s_pack_lh_b32_b16 s0, s1, s2
s_pack_hh_b32_b16 s0, s1, s2
s_pack_hl_b32_b16 s0, s1, s2
s_add_f32 s0, s1, 1.0
s_add_f32 s0, s1, 0x40490fdb
s_sub_f32 s0, s1, s2
s_mul_f32 s0, 0.15915494, s2
s_min_f32 s0, s1, s2
s_max_f32 s0, s1, -4.0
s_fmac_f32 s0, s1, s2
s_fmamk_f32 s0, s1, 0x3f800000, s2
s_fmaak_f32 s0, s1, s2, 0x40000000
s_cvt_pk_rtz_f16_f32 s0, s1, s2
s_add_f16 s0, s1, 0.5
s_add_f16 s0, s1, 0x1234
s_mul_f16 s0, s1, s2
s_fmac_f16 s0, s1, -1.0
s_max_f16 s0, s1, s2

; ---------------- SOPC
s_cmp_eq_u32 s0, s1
s_cmp_lg_u32 s0, 0
s_cmp_gt_i32 s0, -1
s_cmp_ge_i32 s0, 64
s_cmp_lt_u32 s0, 0x1000
s_cmp_le_u32 s0, s1
s_cmp_eq_i32 vcc_lo, s1
s_cmp_eq_u64 s[0:1], s[2:3]
s_cmp_lg_u64 s[0:1], 0
s_bitcmp1_b32 s0, 5
s_bitcmp0_b64 s[0:1], 63
s_cmp_lt_f32 s0, s1
s_cmp_eq_f32 s0, 1.0
s_cmp_nlt_f32 s0, 0x42c80000
s_cmp_o_f32 s0, s1
s_cmp_lt_f16 s0, s1
s_cmp_u_f16 s0, 0x1234
s_cmp_neq_f16 s0, 0.5

; ---------------- SOPK
s_movk_i32 s0, 0x1234
s_movk_i32 s0, 0xffff
s_movk_i32 s0, 0x5
s_cmovk_i32 s0, 0x80
s_cmpk_eq_u32 s0, 0x10
s_cmpk_lt_i32 s0, 0x7fff
s_addk_i32 s0, 0x100
s_mulk_i32 s0, 0x3
s_getreg_b32 s0, hwreg(HW_REG_MODE)
s_getreg_b32 s0, hwreg(HW_REG_HW_ID1, 8, 4)
s_getreg_b32 s0, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s2
s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0x12
s_call_b64 s[30:31], 16
s_waitcnt_vscnt null, 0x0
s_waitcnt_vmcnt null, 0x3
s_waitcnt_lgkmcnt null, 0x0
s_waitcnt_expcnt null, 0x0

; ---------------- SOPP
s_nop 0
s_nop 7
s_endpgm
s_endpgm 3
s_barrier
s_code_end
s_icache_inv
s_wakeup
s_ttracedata
s_endpgm_saved
s_waitcnt vmcnt(0)
s_waitcnt lgkmcnt(0)
s_waitcnt expcnt(0)
s_waitcnt vmcnt(0) lgkmcnt(0)
s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3)
s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(63)
s_waitcnt 0
s_waitcnt vmcnt(5) lgkmcnt(1)
s_branch 5
s_branch -1
s_branch 0
s_cbranch_scc0 3
s_cbranch_scc1 -3
s_cbranch_vccz 100
s_cbranch_vccnz 2
s_cbranch_execz 7
s_cbranch_execnz -20
s_delay_alu instid0(VALU_DEP_1)
s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(SALU_CYCLE_1)
s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
s_delay_alu instid0(FMA_ACCUM_CYCLE_1)
s_delay_alu instid0(SALU_CYCLE_3)
s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
s_sendmsg sendmsg(MSG_INTERRUPT)
s_sendmsghalt sendmsg(MSG_INTERRUPT)
s_waitcnt_depctr 0xfff
s_waitcnt_depctr depctr_va_vdst(0)
s_waitcnt_depctr depctr_sa_sdst(0)
s_waitcnt_depctr depctr_va_vdst(0) depctr_vm_vsrc(0)
s_waitcnt_depctr 0xffe3
s_clause 0x3
s_sleep 2
s_setprio 3
s_trap 2
s_set_inst_prefetch_distance 0x1
s_round_mode 0x1
s_denorm_mode 0xf
s_sethalt 1
s_setkill 0
s_incperflevel 1
s_decperflevel 1
s_singleuse_vdst 0x1
s_wait_idle
s_ttracedata_imm 0x10

; ---------------- SMEM
s_load_b32 s0, s[2:3], 0x0
s_load_b32 s0, s[2:3], 0x10
s_load_b64 s[4:5], s[0:1], 0x8
s_load_b128 s[4:7], s[0:1], 0x10
s_load_b256 s[8:15], s[0:1], 0x20
s_load_b512 s[16:31], s[0:1], 0x40
s_load_b32 s5, s[2:3], s7
s_load_b64 s[4:5], s[2:3], s7 offset:0x10
s_load_b32 s5, s[2:3], -0x10 glc dlc
s_load_b32 s5, s[2:3], 0xfffff
s_load_b32 s5, s[2:3], m0
s_load_b32 s5, s[2:3], 0x4 glc
s_load_b32 s5, s[2:3], 0x4 dlc
s_load_b64 s[100:101], s[102:103], 0x0
s_load_b32 vcc_lo, s[0:1], 0x0
s_load_b32 vcc_hi, s[0:1], 0x4
s_load_b64 vcc, s[0:1], 0x8
s_load_b32 null, s[0:1], 0x0
s_load_b64 s[4:5], vcc, 0x0
s_load_b32 ttmp4, s[0:1], 0x0
s_buffer_load_b32 null, s[8:11], 0x10
s_buffer_load_b32 s5, s[8:11], 0x10
s_buffer_load_b64 s[4:5], s[8:11], 0x100 glc
s_buffer_load_b128 s[4:7], s[8:11], s12
s_buffer_load_b256 s[16:23], s[8:11], 0x0
s_dcache_inv
s_gl1_inv
s_atc_probe 7, s[4:5], 0x10

; ---------------- VOP1
v_mov_b32 v0, v1
v_mov_b32 v0, s1
v_mov_b32 v255, 0x12345678
v_mov_b32 v0, 1.0
v_mov_b32 v0, -16
v_mov_b32 v0, 64
v_mov_b32 v0, 100
v_mov_b32 v0, -100
v_mov_b32 v0, 0.15915494
v_mov_b32 v0, 0x3e22f983
v_mov_b32 v0, vcc_hi
v_mov_b32 v0, exec_lo
v_mov_b32 v0, m0
v_mov_b32 v0, src_scc
v_mov_b32 v0, v255
v_readfirstlane_b32 s0, v1
v_readfirstlane_b32 vcc_lo, v255
v_cvt_f32_i32 v0, v1
v_cvt_f32_u32 v0, s3
v_cvt_u32_f32 v0, v1
v_cvt_i32_f32 v0, 0.5
v_cvt_f16_f32 v0, v1
v_cvt_f16_f32 v0, 0.5
v_cvt_f32_f16 v0, v1
v_cvt_f32_f16 v0, -1
v_cvt_f32_f16 v0, 0x3c00
v_cvt_f64_f32 v[0:1], v2
v_cvt_f32_f64 v0, v[2:3]
v_cvt_f32_f64 v0, 0x40000000
v_cvt_f32_f64 v0, 0x3ff00000
v_cvt_f64_i32 v[0:1], v2
v_cvt_i32_f64 v0, s[4:5]
v_cvt_f32_ubyte0 v0, v1
v_cvt_f32_ubyte3 v0, v1
v_rcp_f32 v0, v1
v_rcp_iflag_f32 v0, v1
v_rsq_f32 v0, v1
v_sqrt_f32 v0, v1
v_exp_f32 v0, v1
v_log_f32 v0, v1
v_sin_f32 v0, v1
v_cos_f32 v0, v1
v_floor_f32 v0, v1
v_ceil_f32 v0, v1
v_trunc_f32 v0, v1
v_rndne_f32 v0, v1
v_fract_f32 v0, v1
v_frexp_exp_i32_f32 v0, v1
v_frexp_mant_f32 v0, v1
v_rcp_f64 v[0:1], v[2:3]
v_rcp_f64 v[0:1], 1.0
v_sqrt_f64 v[0:1], v[2:3]
v_trunc_f64 v[0:1], -4.0
v_floor_f64 v[0:1], 0.15915494309189532
v_fract_f64 v[0:1], v[2:3]
v_not_b32 v0, v1
v_bfrev_b32 v0, v1
v_clz_i32_u32 v0, v1
v_ctz_i32_b32 v0, v1
v_cls_i32 v0, v1
v_nop
v_pipeflush
v_rcp_f16 v0, v1
v_rcp_f16 v0, 0x1234
v_sqrt_f16 v0, v1
v_exp_f16 v0, v1
v_log_f16 v0, 0.15915494
v_floor_f16 v0, v1
v_cvt_f16_u16 v0, v1
v_cvt_f16_i16 v0, -1
v_cvt_u16_f16 v0, v1
v_cvt_i32_i16 v0, v1
v_cvt_u32_u16 v0, 0x1234
v_not_b16 v0, v1
v_sat_pk_u8_i16 v0, v1
v_cvt_norm_i16_f16 v0, v1
v_swap_b32 v0, v1
v_swaprel_b32 v0, v1
v_permlane64_b32 v0, v1
v_movrels_b32 v0, v1
v_movreld_b32 v0, v1
v_mov_b16 v0.l, v1.l
v_cvt_off_f32_i4 v0, v1

; ---------------- VOP2
v_add_f32 v0, v1, v2
v_add_f32 v0, s1, v2
v_add_f32 v0, 0.5, v2
v_add_f32 v0, 0x3e800000, v2
v_add_f32 v255, v255, v255
v_sub_f32 v0, v1, v2
v_subrev_f32 v0, v1, v2
v_mul_f32 v0, v1, v2
v_mul_f32 v0, -4.0, v1
v_fmac_f32 v0, v1, v2
v_fmac_f32 v0, 0x40490fdb, v2
v_fmamk_f32 v0, v1, 0x3f800000, v2
v_fmaak_f32 v0, v1, v2, 0x40490fdb
v_fmaak_f32 v0, s1, v2, 0x1
v_min_f32 v0, v1, v2
v_max_f32 v0, v1, v2
v_min_i32 v0, v1, v2
v_max_i32 v0, v1, v2
v_min_u32 v0, v1, v2
v_max_u32 v0, 0, v2
v_and_b32 v0, 0xff, v1
v_or_b32 v0, v1, v2
v_xor_b32 v0, v1, v2
v_xnor_b32 v0, v1, v2
v_lshlrev_b32 v0, 2, v1
v_lshrrev_b32 v0, 16, v1
v_ashrrev_i32 v0, 31, v1
v_add_nc_u32 v0, s1, v2
v_sub_nc_u32 v0, v1, v2
v_subrev_nc_u32 v0, v1, v2
v_mul_u32_u24 v0, v1, v2
v_mul_hi_u32_u24 v0, v1, v2
v_mul_i32_i24 v0, v1, v2
v_mul_hi_i32_i24 v0, v1, v2
v_cndmask_b32 v0, v1, v2, vcc_lo
v_cndmask_b32 v0, 0, v2, vcc_lo
v_add_co_ci_u32 v0, vcc_lo, v1, v2, vcc_lo
v_sub_co_ci_u32 v0, vcc_lo, v1, v2, vcc_lo
v_subrev_co_ci_u32 v0, vcc_lo, 0, v2, vcc_lo
v_cvt_pk_rtz_f16_f32 v0, v1, v2
v_add_f16 v0, v1, v2
v_add_f16 v0, 0x1234, v2
v_add_f16 v0, 0.15915494, v2
v_add_f16 v0, -1, v2
v_sub_f16 v0, v1, v2
v_mul_f16 v0, 0x3c00, v1
v_fmac_f16 v0, v1, v2
v_fmamk_f16 v0, v1, 0x3c00, v2
v_fmaak_f16 v0, v1, v2, 0x4400
v_ldexp_f16 v0, v1, v2
v_max_f16 v0, v1, v2
v_min_f16 v0, v1, v2
v_pk_fmac_f16 v0, v1, v2
v_pk_fmac_f16 v0, 0x3c003c00, v2
v_dot2acc_f32_f16 v0, v1, v2
v_fmac_dx9_zero_f32 v0, v1, v2
v_mul_dx9_zero_f32 v0, v1, v2
v_add_f32 v127, v127, v127

; ---------------- VOPC
v_cmp_eq_f32 vcc_lo, v1, v2
v_cmp_lt_f32 vcc_lo, 0, v2
v_cmp_gt_u32 vcc_lo, s1, v2
v_cmp_ne_u32 vcc_lo, 0x100, v2
v_cmp_eq_u64 vcc_lo, v[0:1], v[2:3]
v_cmp_lt_f64 vcc_lo, 1.0, v[2:3]
v_cmp_eq_i64 vcc_lo, 0x12345678, v[2:3]
v_cmp_class_f32 vcc_lo, v1, v2
v_cmp_class_f64 vcc_lo, v[0:1], v2
v_cmp_eq_f16 vcc_lo, v1, v2
v_cmp_lt_i16 vcc_lo, v1, v2
v_cmp_eq_u16 vcc_lo, 0x1234, v2
v_cmp_u_f32 vcc_lo, v1, v2
v_cmp_o_f32 vcc_lo, v1, v2
v_cmp_nge_f32 vcc_lo, v1, v2
v_cmp_f_f32 vcc_lo, v1, v2
v_cmp_t_u32 vcc_lo, v1, v2
v_cmpx_eq_u32 v1, v2
v_cmpx_gt_i32 0, v1
v_cmpx_ne_u64 v[0:1], v[2:3]
v_cmpx_lt_f32 s1, v2
v_cmpx_class_f16 v1, v2
v_cmpx_le_f16 v1, v2

; ---------------- VOP3
v_add_f32_e64 v0, v1, v2
v_add_f32_e64 v0, -v1, |v2|
v_add_f32_e64 v0, -|v1|, -|v2|
v_add_f32_e64 v0, v1, v2 clamp
v_add_f32_e64 v0, v1, v2 mul:2
v_add_f32_e64 v0, v1, v2 mul:4
v_add_f32_e64 v0, v1, v2 div:2
v_add_f32_e64 v0, s1, s2
v_add_f32_e64 v0, 0x12345678, v1
v_add_f32_e64 v0, v1, 0x12345678
v_mul_f32_e64 v0, -|v1|, -|v2| clamp div:2
v_max_f32_e64 v0, |v1|, 1.0
v_cndmask_b32_e64 v0, v1, v2, s4
v_cndmask_b32_e64 v0, -v1, |v2|, vcc_lo
v_cndmask_b32_e64 v0, 0, 1, s6
v_add_co_ci_u32_e64 v0, s4, v1, v2, s6
v_add_co_ci_u32_e64 v0, null, v1, 0, vcc_lo
v_add_nc_u32_e64 v0, v1, v2 clamp
v_and_b32_e64 v0, s1, 0xff00
v_lshlrev_b32_e64 v0, 3, s1
v_fmac_f32_e64 v0, v1, v2 clamp
v_fmac_f32_e64 v0, -v1, 2.0
v_add_f16_e64 v0, v1, v2
v_add_f16_e64 v0, -v1, |v2| clamp
v_add_f16_e64 v0, v1, 0x1234
v_fmac_f16_e64 v0, v1, v2
v_ldexp_f16_e64 v0, v1, 0.5
v_mov_b32_e64 v0, v1
v_mov_b32_e64 v0, s105
v_sqrt_f32_e64 v0, -|v1| mul:2
v_cvt_f32_f16_e64 v0, |v1|
v_rcp_f64_e64 v[0:1], -v[2:3]
v_cvt_f64_f32_e64 v[0:1], v2 clamp
v_not_b32_e64 v0, s1
v_cvt_i32_f32_e64 v0, 0x3fc00000
v_cmp_eq_u32_e64 s0, v1, v2
v_cmp_lt_f32_e64 s0, -v1, |v2|
v_cmp_gt_i32_e64 vcc_lo, s1, 5
v_cmp_eq_u64_e64 s0, v[0:1], 0x1234
v_cmp_lt_f64_e64 s0, -v[0:1], |v[2:3]|
v_cmp_class_f32_e64 s0, v1, 3
v_cmp_lt_f16_e64 s0, v1, v2
v_cmp_eq_u16_e64 s0, v1, 0x1234
v_cmp_ne_u32_e64 s105, 0, v1
v_cmpx_eq_u32_e64 v1, 5
v_cmpx_lt_f32_e64 -v1, v2
v_cmpx_lt_f32_e64 v1, v2 clamp
v_fma_f32 v0, v1, v2, v3
v_fma_f32 v0, -v1, |v2|, -|v3| clamp mul:2
v_fma_f32 v0, v1, s2, 0x12345678
v_fma_f32 v0, 0.5, v2, -1.0
v_fma_f64 v[0:1], v[2:3], v[4:5], v[6:7]
v_fma_f64 v[0:1], 1.0, v[4:5], -v[6:7]
v_fma_f64 v[0:1], s[2:3], 0x40000000, v[6:7]
v_mad_u64_u32 v[0:1], s2, v3, v4, v[5:6]
v_mad_u64_u32 v[0:1], null, v3, v4, 0
v_mad_i64_i32 v[0:1], vcc_lo, v3, v4, v[6:7]
v_add_co_u32 v0, vcc_lo, v1, v2
v_add_co_u32 v0, s4, v1, 5
v_sub_co_u32 v0, s4, v1, v2
v_subrev_co_u32 v0, null, v1, v2
v_div_scale_f32 v0, vcc_lo, v1, v2, v1
v_div_scale_f64 v[0:1], s4, v[2:3], v[4:5], v[2:3]
v_div_fmas_f32 v0, v1, v2, v3
v_div_fmas_f64 v[0:1], v[2:3], v[4:5], v[6:7]
v_div_fixup_f32 v0, v1, v2, v3
v_div_fixup_f64 v[0:1], v[2:3], v[4:5], v[6:7]
v_bfe_u32 v0, v1, 8, 8
v_bfe_i32 v0, v1, v2, 16
v_bfi_b32 v0, 0xff, v1, v2
v_alignbit_b32 v0, v1, v2, 8
v_alignbyte_b32 v0, v1, v2, v3
v_perm_b32 v0, v1, v2, 0x5040100
v_lshl_add_u32 v0, v1, 2, v2
v_add_lshl_u32 v0, v1, v2, 3
v_add3_u32 v0, v1, v2, v3
v_and_or_b32 v0, v1, 0xffff, v2
v_or3_b32 v0, v1, v2, v3
v_xor3_b32 v0, v1, v2, v3
v_xad_u32 v0, v1, v2, v3
v_lshl_or_b32 v0, v1, 16, v2
v_mad_u32_u24 v0, v1, v2, v3
v_mad_i32_i24 v0, v1, v2, v3
v_mul_lo_u32 v0, v1, v2
v_mul_hi_u32 v0, v1, v2
v_mul_hi_i32 v0, v1, s2
v_lshlrev_b64 v[0:1], 2, v[2:3]
v_lshrrev_b64 v[0:1], v2, v[4:5]
v_ashrrev_i64 v[0:1], 63, v[2:3]
v_add_f64 v[0:1], v[2:3], -v[4:5]
v_add_f64 v[0:1], 0x40590000, v[2:3]
v_mul_f64 v[0:1], v[2:3], v[4:5] clamp
v_max_f64 v[0:1], |v[2:3]|, v[4:5]
v_min_f64 v[0:1], v[2:3], 0.15915494309189532
v_ldexp_f64 v[0:1], v[2:3], v4
v_ldexp_f32 v0, v1, v2
v_trig_preop_f64 v[0:1], v[2:3], 2
v_readlane_b32 s0, v1, 5
v_readlane_b32 s0, v1, s2
v_writelane_b32 v0, s1, 3
v_writelane_b32 v0, 0x1234, s2
v_permlane16_b32 v0, v1, s2, s3
v_permlanex16_b32 v0, v1, s2, s3 op_sel:[1,1]
v_cvt_pk_i16_i32 v0, v1, v2
v_cvt_pk_u16_u32 v0, v1, v2
v_cvt_pk_norm_i16_f16 v0, v1, v2
v_pack_b32_f16 v0, v1, v2
v_pack_b32_f16 v0, v1, v2 op_sel:[1,1,0]
v_med3_f32 v0, v1, v2, v3
v_max3_f32 v0, -v1, v2, |v3|
v_min3_i32 v0, v1, v2, v3
v_min3_u32 v0, v1, v2, v3
v_med3_i32 v0, v1, -1, v3
v_maxmin_f32 v0, v1, v2, v3
v_minmax_i32 v0, v1, v2, v3
v_minmax_u32 v0, v1, v2, v3
v_mad_u16 v0, v1, v2, v3
v_mad_u16 v0, v1, v2, v3 op_sel:[1,0,0,1]
v_fma_f16 v0, v1, v2, v3
v_fma_f16 v0, v1, v2, v3 op_sel:[1,0,1,1]
v_fma_f16 v0, -v1, v2, |v3| clamp mul:2
v_fma_f16 v0, v1, 0x3c00, v3
v_max3_f16 v0, v1, v2, v3
v_med3_u16 v0, v1, v2, v3
v_div_fixup_f16 v0, v1, v2, v3
v_add_nc_u16 v0, v1, 0x1234
v_add_nc_u16 v0, v1, v2 op_sel:[1,1,1]
v_add_nc_u16 v0, 0.5, v2
v_add_nc_u16 v0, -1, v2
v_mul_lo_u16 v0, v1, v2
v_sub_nc_i16 v0, v1, v2 clamp
v_lshlrev_b16 v0, 2, v1
v_lshrrev_b16 v0, v1, v2
v_max_u16 v0, v1, v2
v_cndmask_b16 v0, v1, v2, s3
v_dot2_f16_f16 v0, v1, v2, v3
v_dot2_bf16_bf16 v0, v1, v2, v3
v_dot2_bf16_bf16 v0, v1, v2, 0x1234
v_sad_u8 v0, v1, v2, v3
v_sad_u32 v0, v1, v2, v3 clamp
v_msad_u8 v0, v1, v2, v3
v_qsad_pk_u16_u8 v[0:1], v[2:3], v4, v[6:7]
v_mqsad_u32_u8 v[0:3], v[4:5], v6, v[8:11]
v_cubeid_f32 v0, v1, v2, v3
v_cvt_pk_u8_f32 v0, v1, 2, v3
v_lerp_u8 v0, v1, v2, v3
v_bcnt_u32_b32 v0, v1, 0
v_mbcnt_lo_u32_b32 v0, -1, 0
v_mbcnt_hi_u32_b32 v0, -1, v0
v_bfm_b32 v0, v1, v2
v_cvt_pk_norm_u16_f16 v0, v1, v2
v_mul_lo_u16 v0, 0x1234, v2
v_min_i16 v0, v1, -16
v_ashrrev_i16 v0, v1, v2
v_cvt_pknorm_i16_f32 v0, v1, v2 ; @mnemonic
v_subrev_co_ci_u32_e64 v0, s6, v1, v2, s8
v_sub_co_ci_u32_e64 v0, vcc_lo, v1, v2, vcc_lo clamp

; ---------------- VOP3P
v_pk_add_f16 v0, v1, v2
v_pk_add_f16 v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]
v_pk_add_f16 v0, v1, v2 op_sel_hi:[1,0]
v_pk_mul_f16 v0, v1, v2 neg_lo:[1,0] neg_hi:[0,1]
v_pk_fma_f16 v0, v1, v2, v3
v_pk_fma_f16 v0, v1, v2, v3 clamp
v_pk_fma_f16 v0, v1, v2, v3 op_sel:[1,0,1] op_sel_hi:[0,1,0]
v_pk_fma_f16 v0, v1, v2, 0x1234
v_pk_fma_f16 v0, v1, v2, 1.0
v_pk_add_u16 v0, v1, 5
v_pk_add_u16 v0, v1, 0x12345678
v_pk_sub_i16 v0, v1, v2
v_pk_lshlrev_b16 v0, 1, v1
v_pk_lshrrev_b16 v0, v1, v2
v_pk_ashrrev_i16 v0, v1, v2
v_pk_max_f16 v0, v1, v2
v_pk_min_f16 v0, v1, v2
v_pk_max_i16 v0, v1, v2
v_pk_min_u16 v0, v1, v2
v_pk_mad_u16 v0, v1, v2, v3
v_pk_mad_i16 v0, v1, v2, v3
v_pk_mul_lo_u16 v0, v1, v2
v_pk_add_i16 v0, v1, -1
v_dot2_f32_f16 v0, v1, v2, v3
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,1,0]
v_dot2_f32_f16 v0, v1, v2, v3 clamp
v_dot2_f32_bf16 v0, v1, v2, v3
v_dot4_i32_iu8 v0, v1, v2, v3
v_dot4_i32_iu8 v0, v1, v2, v3 neg_lo:[1,1,0]
v_dot4_u32_u8 v0, v1, v2, v3
v_dot8_i32_iu4 v0, v1, v2, v3
v_dot8_u32_u4 v0, v1, v2, v3 clamp
v_fma_mix_f32 v0, v1, v2, v3
v_fma_mix_f32 v0, v1, v2, v3 op_sel_hi:[1,1,1]
v_fma_mix_f32 v0, -v1, |v2|, v3 op_sel:[1,0,0] op_sel_hi:[1,0,0]
v_fma_mix_f32 v0, v1, v2, 0.5
v_fma_mixlo_f16 v0, v1, v2, v3 clamp
v_fma_mixhi_f16 v0, v1, -|v2|, v3 op_sel_hi:[0,1,1]
v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]
v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7] neg_lo:[1,0,0] neg_hi:[0,1,0]
v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], 1.0
v_wmma_f32_16x16x16_f16 v[100:107], v[200:207], v[208:215], v[100:107]
v_wmma_f32_16x16x16_f16 v[24:31], v[32:39], v[40:47], v[48:55] neg_lo:[0,0,1]
v_wmma_f32_16x16x16_bf16 v[24:31], v[32:39], v[40:47], v[24:31]
v_wmma_f32_16x16x16_bf16 v[24:31], v[32:39], v[40:47], v[24:31] neg_hi:[1,1,0]
v_wmma_f16_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]
v_wmma_f16_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7] op_sel:[0,0,1]
v_wmma_bf16_16x16x16_bf16 v[0:7], v[8:15], v[16:23], v[0:7]
v_wmma_bf16_16x16x16_bf16 v[0:7], v[8:15], v[16:23], v[0:7] op_sel:[0,0,1] neg_lo:[1,0,0]
v_wmma_i32_16x16x16_iu8 v[0:7], v[8:11], v[12:15], v[0:7]
v_wmma_i32_16x16x16_iu8 v[0:7], v[8:11], v[12:15], v[0:7] neg_lo:[1,1,0] clamp
v_wmma_i32_16x16x16_iu4 v[0:7], v[8:9], v[10:11], v[0:7]
v_wmma_i32_16x16x16_iu4 v[0:7], v[8:9], v[10:11], v[0:7] neg_lo:[0,1,0]

; ---------------- VOPD
v_dual_fmac_f32 v10, v189, v207 :: v_dual_fmac_f32 v9, v190, v20
v_dual_fmaak_f32 v1, v2, v3, 0x3f800000 :: v_dual_mov_b32 v4, v5
v_dual_mov_b32 v1, 0x1234 :: v_dual_fmamk_f32 v4, v5, 0x1234, v6
v_dual_cndmask_b32 v1, v2, v3 :: v_dual_add_nc_u32 v4, v5, v6
v_dual_add_f32 v1, s2, v3 :: v_dual_sub_f32 v4, 1.0, v6
v_dual_mul_f32 v0, v1, v2 :: v_dual_lshlrev_b32 v1, 2, v3
v_dual_max_f32 v0, v1, v2 :: v_dual_min_f32 v1, v2, v3
v_dual_subrev_f32 v0, v1, v2 :: v_dual_and_b32 v1, v2, v3
v_dual_dot2acc_f32_f16 v0, v1, v2 :: v_dual_mul_dx9_zero_f32 v1, v2, v3
v_dual_mov_b32 v0, s1 :: v_dual_mov_b32 v1, -1
v_dual_mul_dx9_zero_f32 v0, v1, v2 :: v_dual_fmac_f32 v1, v2, v3
v_dual_sub_f32 v254, v1, v2 :: v_dual_add_f32 v255, v2, v3
v_dual_fmamk_f32 v0, v1, 0x40490fdb, v2 :: v_dual_fmaak_f32 v1, v2, v3, 0x40490fdb
v_dual_min_f32 v0, 0.5, v2 :: v_dual_max_f32 v1, -4.0, v3
v_dual_mov_b32 v0, 0x42 :: v_dual_add_f32 v1, 0x42, v3

; ---------------- DPP
v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v0, v1 quad_perm:[3,2,1,0] row_mask:0x3 bank_mask:0x5
v_mov_b32_dpp v1, v2 row_shl:1 row_mask:0x3 bank_mask:0x5 bound_ctrl:1 fi:1
v_mov_b32_dpp v1, v2 row_shr:15 row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v1, v2 row_ror:3 row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v0, v1 row_mirror row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v0, v1 row_half_mirror row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v0, v1 row_share:3 row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v0, v1 row_xmask:15 row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v1, v2 dpp8:[7,6,5,4,3,2,1,0]
v_mov_b32_dpp v1, v2 dpp8:[0,0,0,0,0,0,0,0] fi:1
v_add_f32_dpp v1, -v2, |v3| row_ror:3 row_mask:0xf bank_mask:0xf
v_add_f32_dpp v1, v2, v3 dpp8:[1,2,3,4,5,6,7,0]
v_add_f32_e64_dpp v1, -v2, |v3| clamp mul:2 row_xmask:3 row_mask:0xf bank_mask:0xf
v_add_f32_e64_dpp v1, v2, v3 dpp8:[1,2,3,4,5,6,7,0] fi:1
v_add_f32_e64_dpp v1, v2, s3 row_shr:1 row_mask:0xf bank_mask:0xf
v_cmp_eq_f32_dpp vcc_lo, v2, v3 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmp_eq_f32_e64_dpp s5, -v2, |v3| quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_cmpx_eq_f32_dpp v2, v3 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_fma_f32_e64_dpp v0, v1, v2, v3 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_add_co_u32_e64_dpp v0, s4, v1, v2 row_shr:1 row_mask:0xf bank_mask:0xf
v_cndmask_b32_dpp v0, v1, v2, vcc_lo row_shr:1 row_mask:0xf bank_mask:0xf
v_add_co_ci_u32_dpp v0, vcc_lo, v1, v2, vcc_lo row_shr:1 row_mask:0xf bank_mask:0xf
v_add_f16_dpp v0, v1, v2 row_shr:1 row_mask:0xf bank_mask:0xf
v_fma_mix_f32_e64_dpp v0, v1, v2, v3 row_shr:1 row_mask:0xf bank_mask:0xf
v_dot2_f32_f16_e64_dpp v0, v1, v2, v3 row_shr:1 row_mask:0xf bank_mask:0xf
v_add_nc_u32_dpp v0, v1, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
v_mul_f32_dpp v0, v1, v2 row_share:15 row_mask:0xa bank_mask:0x1
v_cvt_f32_i32_dpp v0, v1 row_shr:2 row_mask:0xf bank_mask:0xf
v_mov_b32_e64_dpp v0, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf

; ---------------- DS
ds_load_b32 v1, v2
ds_load_b32 v1, v2 offset:12
ds_load_b64 v[0:1], v2 offset:65535
ds_load_b96 v[0:2], v3
ds_load_b128 v[28:31], v2 offset:64
ds_store_b32 v2, v3 offset:65535
ds_store_b64 v2, v[4:5]
ds_store_b96 v2, v[4:6]
ds_store_b128 v2, v[4:7] offset:16
ds_store_b8 v2, v3
ds_store_b16 v2, v3 offset:2
ds_store_b8_d16_hi v2, v3
ds_store_b16_d16_hi v2, v3
ds_load_u8 v1, v2
ds_load_i8 v1, v2
ds_load_u16 v1, v2
ds_load_i16 v1, v2
ds_load_u8_d16 v1, v2
ds_load_u16_d16_hi v1, v2
ds_load_2addr_b32 v[1:2], v2 offset0:1 offset1:255
ds_load_2addr_b32 v[1:2], v2 offset1:1
ds_load_2addr_b64 v[0:3], v4 offset1:8
ds_load_2addr_stride64_b32 v[0:1], v2 offset0:2 offset1:3
ds_load_2addr_stride64_b64 v[0:3], v4 offset0:1
ds_store_2addr_b32 v2, v3, v4 offset0:3 offset1:4
ds_store_2addr_b64 v2, v[4:5], v[6:7] offset0:3 offset1:4
ds_store_2addr_stride64_b64 v2, v[4:5], v[6:7] offset1:1
ds_add_u32 v2, v3
ds_add_u32 v2, v3 gds
ds_add_rtn_u32 v1, v2, v3 offset:8
ds_sub_u32 v2, v3
ds_inc_u32 v2, v3
ds_and_b32 v2, v3
ds_max_i32 v2, v3
ds_min_f32 v2, v3
ds_add_f32 v2, v3 offset:4
ds_cmpstore_rtn_b32 v1, v2, v3, v4
ds_cmpstore_b64 v2, v[4:5], v[6:7]
ds_mskor_b32 v2, v3, v4
ds_storexchg_rtn_b32 v1, v2, v3
ds_storexchg_2addr_rtn_b32 v[0:1], v2, v3, v4 offset0:1 offset1:2
ds_min_rtn_i64 v[0:1], v2, v[4:5]
ds_add_u64 v2, v[4:5]
ds_wrap_rtn_b32 v1, v2, v3, v4
ds_swizzle_b32 v0, v1 offset:swizzle(QUAD_PERM,0,1,2,3)
ds_swizzle_b32 v0, v1 offset:swizzle(BITMASK_PERM,"01pi0")
ds_swizzle_b32 v0, v1 offset:swizzle(SWAP,16)
ds_swizzle_b32 v0, v1 offset:swizzle(REVERSE,8)
ds_swizzle_b32 v0, v1 offset:swizzle(BROADCAST,2,1)
ds_swizzle_b32 v0, v1 offset:0x1234
ds_swizzle_b32 v0, v1
ds_permute_b32 v0, v1, v2
ds_bpermute_b32 v0, v1, v2 offset:4
ds_nop
ds_append v0
ds_consume v0 offset:4
ds_load_addtid_b32 v0 offset:16
ds_store_addtid_b32 v0
ds_gws_init v1 gds
ds_gws_barrier v1 offset:4 gds
ds_gws_sema_v gds
ds_add_rtn_f32 v0, v1, v2
ds_condxchg32_rtn_b64 v[0:1], v2, v[4:5]

; ---------------- FLAT / GLOBAL / SCRATCH
global_load_b32 v1, v2, s[4:5] offset:-16
global_load_b32 v1, v[2:3], off offset:4095
global_load_b32 v1, v[2:3], off offset:-4096
global_load_b128 v[24:27], v1, s[10:11]
global_load_b64 v[0:1], v[2:3], off
global_load_b96 v[0:2], v3, s[0:1]
global_load_u8 v1, v2, s[0:1]
global_load_i8 v1, v2, s[0:1]
global_load_u16 v1, v2, s[0:1]
global_load_i16 v1, v2, s[0:1]
global_load_d16_b16 v1, v2, s[0:1]
global_load_d16_hi_b16 v1, v2, s[0:1]
global_load_d16_u8 v1, v2, s[0:1]
global_store_b32 v[2:3], v1, off glc slc dlc
global_store_b32 v2, v1, s[0:1] glc
global_store_b32 v2, v1, s[0:1] slc
global_store_b32 v2, v1, s[0:1] dlc
global_store_b128 v0, v[4:7], s[0:1] offset:256
global_store_b64 v0, v[4:5], s[0:1]
global_store_b8 v0, v1, s[0:1]
global_store_b16 v0, v1, s[0:1]
global_store_d16_hi_b16 v0, v1, s[0:1]
global_atomic_add_u32 v1, v2, v3, s[4:5] glc
global_atomic_add_u32 v2, v3, s[4:5]
global_atomic_add_u32 v[2:3], v3, off offset:8
global_atomic_cmpswap_b32 v0, v1, v[2:3], s[4:5] glc
global_atomic_cmpswap_b64 v[0:1], v2, v[4:7], s[0:1] glc
global_atomic_add_f32 v1, v2, s[0:1]
global_atomic_max_i32 v1, v2, s[0:1] offset:4
global_atomic_swap_b64 v[0:1], v2, v[4:5], s[0:1] glc
global_atomic_min_f32 v1, v2, s[0:1]
global_atomic_inc_u32 v0, v1, v2, s[0:1] glc slc
global_load_addtid_b32 v1, s[2:3]
global_store_addtid_b32 v1, s[2:3] offset:8
global_load_b32 v1, v2, s[100:101]
scratch_load_b32 v1, v2, off offset:-4
scratch_load_b32 v1, off, s4 offset:8
scratch_load_b32 v1, v2, s4
scratch_load_b64 v[0:1], v2, off
scratch_load_b128 v[0:3], off, s2 offset:64
scratch_store_b32 v2, v1, off
scratch_store_b64 v2, v[4:5], off
scratch_store_b128 off, v[4:7], s0 offset:16
scratch_load_u8 v1, v2, off
scratch_load_d16_hi_b16 v1, v2, off
scratch_load_b32 v1, off, off offset:32
scratch_store_b32 off, v1, off offset:4
flat_load_b32 v1, v[2:3] offset:4095
flat_load_b32 v1, v[2:3]
flat_store_b32 v[2:3], v1
flat_load_b64 v[0:1], v[2:3] glc
flat_load_b128 v[0:3], v[4:5]
flat_store_b128 v[0:1], v[2:5] offset:16 glc
flat_load_u16 v1, v[2:3]
flat_atomic_add_u32 v0, v[1:2], v3 glc
flat_atomic_add_u32 v[1:2], v3
flat_atomic_cmpswap_b32 v[1:2], v[3:4]
flat_atomic_cmpswap_b64 v[0:1], v[2:3], v[4:7] glc

; ---------------- MUBUF / MTBUF
buffer_load_b32 v1, v2, s[4:7], s8 offen offset:4095
buffer_load_b32 v1, v2, s[4:7], s8 idxen
buffer_load_b32 v1, v[2:3], s[4:7], 0 idxen offen glc slc dlc
buffer_load_b32 v1, off, s[4:7], s8 offset:16
buffer_load_b32 v1, off, s[4:7], s8 glc
buffer_load_b32 v1, off, s[4:7], s8 slc
buffer_load_b32 v1, off, s[4:7], s8 dlc
buffer_load_b32 v[1:2], off, s[4:7], s8 tfe
buffer_load_b32 v1, v2, s[4:7], m0 offen
buffer_load_b32 v1, v2, s[4:7], null offen
buffer_load_b32 v1, v2, s[96:99], 64 offen
buffer_load_b64 v[0:1], v2, s[4:7], 0 offen
buffer_load_b96 v[0:2], v3, s[4:7], 0 offen
buffer_load_b128 v[0:3], v4, s[8:11], s12 offen offset:32
buffer_load_u8 v1, v2, s[4:7], 0 offen
buffer_load_i8 v1, v2, s[4:7], 0 offen
buffer_load_u16 v1, v2, s[4:7], 0 offen
buffer_load_i16 v1, v2, s[4:7], 0 offen
buffer_load_d16_b16 v1, v2, s[4:7], 0 offen
buffer_load_format_x v1, v2, s[4:7], 0 idxen
buffer_load_format_xyzw v[0:3], v4, s[8:11], 0 idxen
buffer_store_b32 v1, off, s[4:7], s8
buffer_store_b32 v1, v2, s[4:7], s8 offen glc
buffer_store_b64 v[0:1], v2, s[4:7], s8 offen
buffer_store_b128 v[0:3], v4, s[8:11], s12 offen offset:48
buffer_store_b8 v1, v2, s[4:7], 0 offen
buffer_store_b16 v1, v2, s[4:7], 0 offen
buffer_store_format_xy v[0:1], v2, s[4:7], 0 idxen
buffer_atomic_add_u32 v1, off, s[4:7], s8 glc
buffer_atomic_add_u32 v1, v2, s[4:7], s8 offen
buffer_atomic_cmpswap_b32 v[0:1], v2, s[4:7], 0 offen glc
buffer_atomic_max_f32 v1, v2, s[4:7], 0 offen
buffer_load_lds_b32 off, s[4:7], s8
buffer_load_lds_u8 v1, s[4:7], s8 offen
buffer_gl0_inv
buffer_gl1_inv
tbuffer_load_format_x v1, off, s[4:7], s8 format:[BUF_FMT_32_FLOAT]
tbuffer_load_format_xyzw v[1:4], v2, s[4:7], s8 format:[BUF_FMT_32_FLOAT] offen offset:12 glc
tbuffer_store_format_x v1, off, s[4:7], 0 format:[BUF_FMT_8_UNORM]
tbuffer_store_format_xy v[1:2], v3, s[4:7], 0 format:[BUF_FMT_16_16_FLOAT] idxen

; ---------------- EXP / VINTERP / LDSDIR / MIMG
exp mrt0 v1, v2, v3, v4 done
exp pos0 v1, off, off, off
exp mrtz v1, v2, off, off
v_interp_p10_f32 v1, v2, v3, v4 wait_exp:7
v_interp_p2_f32 v1, -v2, v3, v4
v_interp_p10_f16_f32 v1, v2, v3, v4
lds_param_load v1, attr0.x wait_vdst:3
lds_param_load v1, attr12.w
lds_direct_load v1 wait_vdst:2
lds_direct_load v2
image_load v[1:4], v[2:3], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D ; @mnemonic
image_sample v[1:4], [v2, v3, v4], s[4:11], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_3D ; @mnemonic
image_store v[1:4], v[2:3], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D ; @mnemonic

; ---------------- raw immediates whose printing has special cases
s_sendmsg 0x103
s_sendmsg 0x13
s_sendmsg 0x110
s_sendmsg 0x83
s_delay_alu 0x3ff
s_waitcnt_depctr 0x0
s_waitcnt_depctr 0xff9f
s_getreg_b32 s0, hwreg(63, 0, 1)
s_getreg_b32 s0, hwreg(HW_REG_MODE, 1, 32)
