// Strict mode, per program: what every instruction reads, writes and waits for, computed once
// per launch from the decoded program and the operand table (emu/isa/gfx11_ops.def), plus the
// static checks (register allocation, VOPD operand rules, the MAD_U64/I64 forwarding bug).
// The per-wave checks are in emu/strict/strict_wave.cpp, LDS races in emu/strict/strict_lds.cpp; the rules
// and their sources are in docs/strict.md.
#include "emu/strict/strict.hpp"

#include <algorithm>
#include <cinttypes>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <iterator>

#include "emu/decode/disasm.hpp"
#include "emu/engine/engine.hpp"
#include "emu/strict/strict_internal.hpp"

namespace emu {

namespace strict {

void RegSet::add_codes(unsigned code, unsigned count) {
    for (unsigned i = 0; i < count; ++i) {
        const unsigned c = code + i;
        if (code < kSCodes) {
            if (c < kSCodes && c != kNull) s[c >> 6] |= 1ull << (c & 63);
        } else if (code >= kVgpr0) {
            const unsigned r = c - kVgpr0;
            if (r < kVgprFile) v[r >> 6] |= 1ull << (r & 63);
        }
    }
}

int RegSet::first_common(const RegSet& o) const {
    for (unsigned i = 0; i < 2; ++i)
        if (const uint64_t x = s[i] & o.s[i]) return int(i * 64 + unsigned(__builtin_ctzll(x)));
    for (unsigned i = 0; i < kVWords; ++i)
        if (const uint64_t x = v[i] & o.v[i]) return int(kVgpr0 + i * 64 + unsigned(__builtin_ctzll(x)));
    return -1;
}

namespace {

bool starts(const char* s, const char* p) { return std::strncmp(s, p, std::strlen(p)) == 0; }
bool is(const char* s, const char* p) { return std::strcmp(s, p) == 0; }
bool contains(const char* s, const char* p) { return std::strstr(s, p) != nullptr; }

std::string strf(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
std::string strf(const char* fmt, ...) {
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    std::vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    return buf;
}

// Transcendental VALU operations: those LLVM 19 marks TRANS (GCNHazardRecognizer
// fixVALUTransUseHazard inserts s_waitcnt_depctr after each of them on gfx1100 when the result
// is used next; checked with llc-19 -run-pass=post-RA-hazard-rec).
bool is_trans(const char* n) {
    static const char* const kTrans[] = {"v_exp_f32", "v_log_f32", "v_rcp_f32", "v_rcp_iflag_f32", "v_rsq_f32",
                                         "v_sqrt_f32", "v_sin_f32", "v_cos_f32", "v_exp_f16", "v_log_f16",
                                         "v_rcp_f16", "v_rsq_f16", "v_sqrt_f16", "v_sin_f16", "v_cos_f16",
                                         "v_rcp_f64", "v_rsq_f64", "v_sqrt_f64"};
    for (const char* t : kTrans)
        if (is(n, t)) return true;
    return false;
}

// VALU operations that read their destination as an accumulator.
bool reads_dst(const char* n) {
    return is(n, "v_fmac_f32") || is(n, "v_fmac_f16") || is(n, "v_fmac_dx9_zero_f32") || is(n, "v_dot2acc_f32_f16") ||
           is(n, "v_pk_fmac_f16") || is(n, "v_fmac_f64");
}

// Width in registers of a VALU source operand: VGPR tuples as the table says, scalar operands
// one SGPR (two for 64-bit operands).
unsigned valu_src_width(unsigned code, unsigned table_w) {
    if (code >= kVgpr0) return table_w ? table_w : 1;
    return table_w > 1 ? 2 : 1;
}

bool saddr_off(uint8_t c) { return c == kNull || c == kM0; }
bool sgpr_or_m0(unsigned c) { return c < 124 || c == kM0; }

// A source operand: its registers join the read set; a VGPR operand is also one group for the
// uninitialised-read check.
void read(SInfo& si, unsigned code, unsigned count) {
    si.rd.add(code, count);
    if (code >= kVgpr0 && code != kNoOperand && code - kVgpr0 < kVgprFile && si.nvg < SInfo::kMaxGroups) {
        si.vg[si.nvg].first = uint16_t(code - kVgpr0);
        si.vg[si.nvg].n = uint8_t(std::min<unsigned>(count, kVgprFile - (code - kVgpr0)));
        ++si.nvg;
    }
}
void read_vgpr(SInfo& si, unsigned first, unsigned count) { read(si, kVgpr0 + first, count); }

void classify_salu(const Inst& in, SInfo& si) {
    const OpInfo& I = *in.info;
    const char* n = I.name;
    switch (in.enc) {
        case Enc::SOP1:
        case Enc::SOP2:
        case Enc::SOPC:
            if (in.src[0] != kNoOperand) read(si, in.src[0], I.src_w[0] ? I.src_w[0] : 1);
            if (in.src[1] != kNoOperand) read(si, in.src[1], I.src_w[1] ? I.src_w[1] : 1);
            if (in.dst != kNoOperand) si.wr.add(in.dst, I.dst_w ? I.dst_w : 1);
            if (contains(n, "saveexec") || contains(n, "wrexec")) {
                read(si, kExec, 1);
                si.wr.add(kExec, 1);
            }
            if (starts(n, "s_bitset") || starts(n, "s_fmac_")) read(si, in.dst, I.dst_w ? I.dst_w : 1);
            if (starts(n, "s_movrel")) read(si, kM0, 1);
            if (starts(n, "s_sendmsg_rtn")) {
                si.flags |= SF_MEMOP;
                si.queues = Q_UNORD;
                si.mem_dst = in.dst;
                si.mem_dst_n = I.dst_w;
            }
            break;
        case Enc::SOPK:
            if (starts(n, "s_cmpk_") || is(n, "s_setreg_b32") || starts(n, "s_waitcnt_")) {
                if (sgpr_or_m0(in.dst)) read(si, in.dst, 1);
            } else if (is(n, "s_addk_i32") || is(n, "s_mulk_i32")) {
                read(si, in.dst, 1);
                si.wr.add(in.dst, 1);
            } else if (I.dst_w && in.dst != kNoOperand) {
                si.wr.add(in.dst, I.dst_w);
            }
            if (is(n, "s_waitcnt_vmcnt") || is(n, "s_waitcnt_lgkmcnt")) {
                si.flags |= SF_WAIT_SOPK;
                si.wait_sgpr = in.dst;
                si.wait_imm = in.simm16;
                if (is(n, "s_waitcnt_vmcnt")) si.wait_vm = 0; else si.wait_lgkm = 0;   // which counter
            }
            break;
        default:   // SOPP
            if (is(n, "s_nop")) si.flags |= SF_SNOP;
            else if (is(n, "s_waitcnt")) {
                // gfx11 simm16: vmcnt [15:10], lgkmcnt [9:4], expcnt [2:0] (llvm-mc-19 encodings).
                si.flags |= SF_WAITCNT;
                si.wait_vm = uint8_t((in.simm16 >> 10) & 0x3f);
                si.wait_lgkm = uint8_t((in.simm16 >> 4) & 0x3f);
            } else if (is(n, "s_wait_idle")) {
                si.flags |= SF_WAIT_IDLE;
            } else if (is(n, "s_waitcnt_depctr")) {
                if (((in.simm16 >> 12) & 0xf) == 0) si.flags |= SF_VA_VDST0;   // depctr_va_vdst(0)
            } else if (is(n, "s_sendmsg") || is(n, "s_sendmsghalt")) {
                read(si, kM0, 1);
                if (is(n, "s_sendmsg") && (in.simm16 & 0xff) == 3) si.flags |= SF_DEALLOC;   // MSG_DEALLOC_VGPRS
            } else if (is(n, "s_cbranch_vccz") || is(n, "s_cbranch_vccnz")) {
                read(si, kVcc, 1);
            } else if (is(n, "s_cbranch_execz") || is(n, "s_cbranch_execnz")) {
                read(si, kExec, 1);
            }
            break;
    }
}

void classify_valu(const Inst& in, SInfo& si) {
    const OpInfo& I = *in.info;
    const char* n = I.name;
    si.flags |= SF_VALU;
    const bool wmma = starts(n, "v_wmma_");
    for (unsigned i = 0; i < 3; ++i) {
        const unsigned c = in.src[i];
        if (c == kNoOperand) continue;
        unsigned w = valu_src_width(c, I.src_w[i]);
        if (wmma && i == 2 && c < kVgpr0) w = 1;   // C broadcast from one scalar
        read(si, c, w);
    }
    if (in.dst != kNoOperand) si.wr.add(in.dst, in.dst >= kVgpr0 ? (I.dst_w ? I.dst_w : 1) : (I.dst_w > 1 ? 2 : 1));
    if (in.sdst != kNoOperand) si.wr.add(in.sdst, 1);
    read(si, kExec, 1);
    if (reads_dst(n) && in.dst >= kVgpr0) read(si, in.dst, I.dst_w ? I.dst_w : 1);
    if (is(n, "v_swap_b32") || is(n, "v_swaprel_b32")) {
        read(si, in.dst, 1);
        if (in.src[0] >= kVgpr0) si.wr.add(in.src[0], 1);
    }
    if (starts(n, "v_div_fmas_")) read(si, kVcc, 1);
    if (starts(n, "v_movrel")) read(si, kM0, 1);
    if (is(n, "v_movreld_b32") || starts(n, "v_movrelsd")) si.flags |= SF_VGPR_INDIRECT;
    if (is(n, "v_writelane_b32") || is(n, "v_readlane_b32") || is(n, "v_readfirstlane_b32") || wmma)
        si.flags |= SF_EXEC_IGNORED;
    if (I.has(opf::F_WRITES_EXEC)) si.flags |= SF_VCMPX;
    if (is(n, "v_permlane16_b32") || is(n, "v_permlanex16_b32") || is(n, "v_permlane64_b32")) si.flags |= SF_PERMLANE;
    if (is_trans(n)) si.flags |= SF_TRANS;
    if (wmma && in.src[0] >= kVgpr0 && in.src[1] >= kVgpr0 && in.dst >= kVgpr0) {
        si.flags |= SF_WMMA;
        si.wa = uint16_t(in.src[0] - kVgpr0);
        si.wb = uint16_t(in.src[1] - kVgpr0);
        si.wd = uint16_t(in.dst - kVgpr0);
        si.wab = I.src_w[0];
    }
}

void classify_vopd(const Inst& in, SInfo& si) {
    const VopdFields& v = in.vopd;
    si.flags |= SF_VALU;
    const OpInfo* half[2] = {v.opx, v.opy};
    const uint16_t dst[2] = {v.dstx, v.dsty}, s0[2] = {v.srcx0, v.srcy0}, s1[2] = {v.vsrcx1, v.vsrcy1};
    for (int h = 0; h < 2; ++h) {
        si.wr.add(dst[h], 1);
        read(si, s0[h], 1);
        if (s1[h] != kNoOperand) read(si, s1[h], 1);
        if (is(half[h]->name, "v_dual_fmac_f32") || is(half[h]->name, "v_dual_dot2acc_f32_f16")) read(si, dst[h], 1);
        if (is(half[h]->name, "v_dual_cndmask_b32")) read(si, kVcc, 1);
    }
    read(si, kExec, 1);
}

void classify_ds(const Inst& in, SInfo& si, StrictLaunch::Impl& impl) {
    const OpInfo& I = *in.info;
    const char* n = I.name;
    const DsFields& d = in.ds;
    si.flags |= SF_VA_VDST0 | SF_LDS_OP | SF_MEMOP;
    si.queues = Q_DS;
    impl.has_lds_ops = true;
    si.lds_index = impl.lds_ops++;
    if (I.src_w[0]) read_vgpr(si, d.addr, 1);
    if (I.src_w[1]) read_vgpr(si, d.data0, I.src_w[1]);
    if (I.src_w[2]) read_vgpr(si, d.data1, I.src_w[2]);
    if (I.dst_w) {
        si.wr.add_vgpr(d.vdst, I.dst_w);
        si.mem_dst = uint16_t(kVgpr0 + d.vdst);
        si.mem_dst_n = I.dst_w;
    }
    if (contains(n, "addtid") || is(n, "ds_append") || is(n, "ds_consume") || contains(n, "gws")) read(si, kM0, 1);
    read(si, kExec, 1);
    if (!starts(n, "ds_load_") && !starts(n, "ds_store_")) si.flags |= SF_LDS_ATOMIC;
}

void classify_flat(const Inst& in, SInfo& si, StrictLaunch::Impl& impl) {
    const OpInfo& I = *in.info;
    const FlatFields& f = in.flat;
    si.flags |= SF_VA_VDST0;
    const bool atomic = contains(I.name, "_atomic_");
    const bool off = saddr_off(f.saddr);
    if (in.enc == Enc::GLOBAL) {
        if (I.src_w[0]) read_vgpr(si, f.addr, off ? I.src_w[0] : 1);
        if (!off) read(si, f.saddr, 2);
    } else if (in.enc == Enc::FLAT) {
        read_vgpr(si, f.addr, I.src_w[0] ? I.src_w[0] : 2);
    } else {   // SCRATCH
        if (f.sve) read_vgpr(si, f.addr, 1);
        if (!off) read(si, f.saddr, 1);
    }
    if (I.src_w[1]) {
        // Scratch store data is exempt from the uninitialised-read check: spilling a register
        // whatever it holds (callee-saved registers, undefined values) is compiler practice.
        if (in.enc == Enc::SCRATCH) si.rd.add_vgpr(f.data, I.src_w[1]);
        else read_vgpr(si, f.data, I.src_w[1]);
    }
    read(si, kExec, 1);
    const bool returns = I.dst_w && (!atomic || f.glc);
    if (returns) {
        si.wr.add_vgpr(f.vdst, I.dst_w);
        si.mem_dst = uint16_t(kVgpr0 + f.vdst);
        si.mem_dst_n = I.dst_w;
    }
    if (in.enc == Enc::FLAT) {
        // FLAT may reach LDS: it counts on lgkmcnt too (SIInsertWaitcnts: LDS_ACCESS through flat).
        si.queues = uint8_t((returns ? Q_VM : 0) | Q_DS);
        si.flags |= SF_MEMOP | SF_LDS_OP;
        if (atomic) si.flags |= SF_LDS_ATOMIC;
        impl.has_lds_ops = true;
        si.lds_index = impl.lds_ops++;
    } else if (returns) {
        si.queues = Q_VM;
        si.flags |= SF_MEMOP;
    }
}

void classify_mubuf(const Inst& in, SInfo& si, StrictLaunch::Impl& impl) {
    const OpInfo& I = *in.info;
    const char* n = I.name;
    const MubufFields& b = in.mubuf;
    si.flags |= SF_VA_VDST0;
    // The cache invalidations (buffer_gl0_inv, buffer_gl1_inv) take no operands: their format in
    // the op table names no resource, and their encoding's register fields are zeros, not s[0:3].
    if (!contains(I.format, "$rs")) return;
    const unsigned nv = unsigned(b.offen) + unsigned(b.idxen);
    if (nv) read_vgpr(si, b.vaddr, nv);
    read(si, b.srsrc, 4);
    if (sgpr_or_m0(b.soffset)) read(si, b.soffset, 1);
    read(si, kExec, 1);
    if (contains(n, "_load_lds_")) {
        // Writes LDS (at M0) when its data returns, counted on vmcnt: an operation of the vm
        // queue with LDS accesses and no register destination, checked for races like a DS store
        // and carried by a barrier it is still outstanding at.
        read(si, kM0, 1);
        si.flags |= SF_LDS_OP | SF_MEMOP;
        si.queues = Q_VM;
        impl.has_lds_ops = true;
        si.lds_index = impl.lds_ops++;
    }
    unsigned ret = 0;
    if (contains(n, "_store_")) {
        read_vgpr(si, b.vdata, I.dst_w);
    } else if (contains(n, "_atomic_")) {
        read_vgpr(si, b.vdata, I.dst_w);
        if (b.glc) ret = contains(n, "cmpswap") ? I.dst_w / 2u : I.dst_w;
    } else if (contains(n, "_load_") && I.dst_w) {
        ret = I.dst_w + (b.tfe ? 1u : 0u);
    }
    if (ret) {
        si.wr.add_vgpr(b.vdata, ret);
        si.queues = Q_VM;
        si.flags |= SF_MEMOP;
        si.mem_dst = uint16_t(kVgpr0 + b.vdata);
        si.mem_dst_n = uint8_t(ret);
    }
}

// Name of register `code` (9-bit operand space) for messages.
std::string reg_name(int code) { return operand_name(unsigned(code), 1); }

// Check 4: registers beyond the kernel's allocation.
std::string allocation_error(const SInfo& si, uint32_t vgpr_limit, uint32_t sgpr_limit) {
    RegSet all;
    for (unsigned i = 0; i < kVWords; ++i) all.v[i] = si.rd.v[i] | si.wr.v[i];
    all.s[0] = si.rd.s[0] | si.wr.s[0];
    all.s[1] = si.rd.s[1] | si.wr.s[1];
    for (unsigned r = vgpr_limit; r < kVgprFile; ++r)
        if ((all.v[r >> 6] >> (r & 63)) & 1)
            return strf("register allocation: v%u is used but the kernel reserves only %u VGPRs (v0-v%u; the kernel "
                        "descriptor's VGPR granules, .amdhsa_next_free_vgpr)",
                        r, vgpr_limit, vgpr_limit ? vgpr_limit - 1 : 0);
    for (unsigned c = sgpr_limit; c < kVcc; ++c)
        if ((all.s[c >> 6] >> (c & 63)) & 1)
            return strf("register allocation: s%u is used but the kernel reserves only %u SGPRs (s0-s%u; the "
                        "metadata's .sgpr_count)",
                        c, sgpr_limit, sgpr_limit ? sgpr_limit - 1 : 0);
    return "";
}

// Check 8: VOPD operand rules (LLVM AMDGPUBaseInfo VOPD::InstInfo::getInvalidCompOperandIndex with
// VOPD_VGPR_BANK_MASKS = {1, 3, 3, 1}, and the constant-bus limit the assembler enforces).
std::string vopd_error(const Inst& in) {
    const VopdFields& v = in.vopd;
    auto vg = [](unsigned c) { return c >= kVgpr0 && c != kNoOperand; };
    if ((v.dstx & 1) == (v.dsty & 1))
        return strf("VOPD: the destinations v%u (X) and v%u (Y) must be one even and one odd", v.dstx - kVgpr0,
                    v.dsty - kVgpr0);
    if (vg(v.srcx0) && vg(v.srcy0) && ((v.srcx0 - kVgpr0) & 3) == ((v.srcy0 - kVgpr0) & 3))
        return strf("VOPD: SRC0 of X (v%u) and SRC0 of Y (v%u) are in the same VGPR bank %u (bank = register %% 4); "
                    "dual issue needs them in different banks",
                    v.srcx0 - kVgpr0, v.srcy0 - kVgpr0, (v.srcx0 - kVgpr0) & 3);
    if (vg(v.vsrcx1) && vg(v.vsrcy1) && ((v.vsrcx1 - kVgpr0) & 3) == ((v.vsrcy1 - kVgpr0) & 3))
        return strf("VOPD: VSRC1 of X (v%u) and VSRC1 of Y (v%u) are in the same VGPR bank %u (bank = register %% 4); "
                    "dual issue needs them in different banks",
                    v.vsrcx1 - kVgpr0, v.vsrcy1 - kVgpr0, (v.vsrcx1 - kVgpr0) & 3);
    // Scalar values: distinct SGPRs (VCC for v_dual_cndmask_b32) plus the literal, at most 2.
    unsigned codes[4];
    unsigned nc = 0;
    auto add = [&](unsigned c) {
        for (unsigned i = 0; i < nc; ++i)
            if (codes[i] == c) return;
        codes[nc++] = c;
    };
    for (unsigned c : {unsigned(v.srcx0), unsigned(v.srcy0)})
        if (c < kSCodes && c != kNull) add(c);
    if (is(v.opx->name, "v_dual_cndmask_b32") || is(v.opy->name, "v_dual_cndmask_b32")) add(kVcc);
    const unsigned scalars = nc + (in.has_literal ? 1u : 0u);
    if (scalars > 2)
        return strf("VOPD: the two halves read %u scalar values (SGPRs, VCC, literal) but dual issue allows at most 2 "
                    "(constant bus limit)",
                    scalars);
    return "";
}

// MADIntraFwdBug (gfx1100-gfx1103): v_mad_u64_u32 / v_mad_i64_i32 whose destination overlaps a
// source (LLVM 19 selects an earlyclobber form only on these targets; checked with llc-19).
std::string mad_error(const Inst& in, const SInfo& si) {
    const char* n = in.info->name;
    if (!is(n, "v_mad_u64_u32") && !is(n, "v_mad_i64_i32")) return "";
    if (in.dst < kVgpr0) return "";
    RegSet d;
    d.add(in.dst, 2);
    RegSet srcs = si.rd;
    srcs.s[0] = srcs.s[1] = 0;
    const int r = d.first_common(srcs);
    if (r < 0) return "";
    return strf("hazard MADIntraFwdBug (LLVM FeatureMADIntraFwdBug, gfx1100-gfx1103): the destination of %s overlaps "
                "its source %s; this target corrupts the result (use a destination disjoint from the sources)",
                n, reg_name(r).c_str());
}

}  // namespace

// Memoised blocks (docs/strict.md, "Performance"): per instruction its FastInfo, the VGPRs the block
// from it to its end reads before writing (a backward pass: rd | (next & ~wr), restarting at
// each block end), and whether that block holds an instruction whose effect on the checked state
// depends on register values.
static void build_block_tables(StrictLaunch::Impl& im) {
    const size_t n = im.n;
    im.fast.assign(n, FastInfo{});
    im.upward.assign(n * kVWords, 0);
    im.unmemo.assign(n, 0);
    for (size_t i = n; i-- > 0;) {
        const Inst& in = im.insts[i];
        const SInfo& si = im.info[i];
        FastInfo& fi = im.fast[i];
        const bool end = !in.ok() || !in.info || i + 1 == n || leaves_sequence(*in.info);
        // Register values steer these instructions' effect on the checked state.
        const bool value_dependent = !in.ok() || !in.info || (si.flags & (SF_WAIT_SOPK | SF_VGPR_INDIRECT));
        im.unmemo[i] = uint8_t(value_dependent || (!end && im.unmemo[i + 1]));
        uint64_t* u = &im.upward[i * kVWords];
        for (unsigned k = 0; k < kVWords; ++k)
            u[k] = si.rd.v[k] | (end ? 0 : im.upward[(i + 1) * kVWords + k] & ~si.wr.v[k]);
        if (end) fi.flags |= FI_END;
        if (si.flags & SF_VALU) fi.flags |= FI_VALU;
        if (si.flags & SF_WMMA) fi.flags |= FI_WMMA;
        if (si.flags & SF_VCMPX) fi.flags |= FI_VCMPX;
        if (si.flags & SF_SNOP) fi.flags |= FI_SNOP;
        if (si.flags & SF_EXEC_IGNORED) fi.flags |= FI_EXEC_IGNORED;
        fi.wd = si.wd;
        fi.wa = si.wa;
        fi.wb = si.wb;
        fi.wab = si.wab;
        // The inline update covers VGPR writes within two adjacent 64-register words (a WMMA's D
        // across v63/v64); memory operations, waits, messages and the rest take the full state
        // changes (FK_STATE), except the memory operations and waits FK_MEM covers.
        const bool two_words = si.wlo + 1 >= si.whi;   // (none, one word, or two adjacent ones)
        if (si.wlo <= si.whi) {
            fi.wword = si.wlo;
            fi.wmask = si.wr.v[si.wlo];
            if (si.wlo < si.whi) fi.wmask_hi = si.wr.v[si.whi];
        }
        const uint32_t full = SF_MEMOP | SF_WAITCNT | SF_WAIT_SOPK | SF_WAIT_IDLE | SF_DEALLOC | SF_VGPR_INDIRECT |
                              SF_LDS_OP | SF_TRANS;
        // Memory operations and s_waitcnt / s_wait_idle whose VGPR writes fall in two adjacent
        // words (wmask, wmask_hi) and that do nothing else checked (no VALU, message, indirect
        // write or SGPR-steered wait) defer their queue entries (FK_MEM).
        const uint32_t mem = SF_MEMOP | SF_WAITCNT | SF_WAIT_IDLE | SF_LDS_OP;
        const uint32_t not_mem = SF_VALU | SF_WMMA | SF_TRANS | SF_WAIT_SOPK | SF_DEALLOC | SF_VGPR_INDIRECT;
        if (!in.ok() || !in.info || si.err >= 0) {
            fi.kind = FK_FULL;
        } else if ((si.flags & mem) && !(si.flags & not_mem) && two_words) {
            fi.kind = FK_MEM;
            fi.mem_dst = si.mem_dst;
            fi.mem_dst_n = si.mem_dst_n;
            fi.queues = si.queues;
            if (si.flags & SF_WAITCNT) {
                fi.wait_vm = si.wait_vm;
                fi.wait_lgkm = si.wait_lgkm;
            } else if (si.flags & SF_WAIT_IDLE) {
                fi.wait_vm = fi.wait_lgkm = 0;
            }
            if (si.flags & SF_MEMOP) fi.mflags |= MF_MEMOP;
            if (si.flags & SF_VA_VDST0) fi.mflags |= MF_VA_VDST0;
            if (si.flags & SF_LDS_OP) fi.mflags |= MF_LDS;
            if ((fi.wait_vm & fi.wait_lgkm) != 0xff) fi.mflags |= MF_WAIT;
            // Whether its destination registers are exactly the VGPRs it writes (StrictHot::add_dst;
            // two_words: wmask and wmask_hi are all of si.wr's VGPRs).
            if (fi.mem_dst >= kVgpr0 && fi.mem_dst_n && unsigned(fi.mem_dst - kVgpr0 + fi.mem_dst_n) <= kVgprFile) {
                RegSet d;
                d.add(fi.mem_dst, fi.mem_dst_n);
                if (std::equal(std::begin(d.v), std::end(d.v), std::begin(si.wr.v))) fi.mflags |= MF_DST_WMASK;
            }
        } else if ((si.flags & full) || !two_words) {
            fi.kind = FK_STATE;
        } else {
            fi.kind = (si.flags & SF_WMMA) ? FK_WMMA : FK_PLAIN;
        }
    }
    // Runs of FK_PLAIN and FK_MEM instructions (FastInfo::run), backwards: a run from i is i
    // alone when i ends it (a block end, s_barrier, an EXEC write) or the next instruction is of
    // another kind, else i and the run from i + 1. Their operation counts (RunMem) are bounded
    // so that run_ok can pass: a run holds at most 63 operations of a queue.
    im.run_wr.assign(n * kVWords, 0);
    im.run_valu.assign(n, kNoRunValu);
    im.run_mem.assign(n, RunMem{});
    auto in_run = [](const FastInfo& f) { return f.kind == FK_PLAIN || f.kind == FK_MEM; };
    // For MF_RUN_LOCAL, from the run's end back to i: the memory operations of each in-order
    // queue from i to the run's end (after_*), the least of (those after a wait + its count) over
    // the run's waits after i (wait_*: a wait with count N completes an operation once N of its
    // queue follow it before the wait), and whether an lgkmcnt(0) follows.
    constexpr unsigned kNoWait = ~0u;
    unsigned after_vm = 0, after_ds = 0, wait_vm = kNoWait, wait_ds = kNoWait;
    bool lgkm_zero = false;
    for (size_t i = n; i-- > 0;) {
        FastInfo& fi = im.fast[i];
        if (!in_run(fi)) continue;
        const Inst& in = im.insts[i];
        const SInfo& si = im.info[i];
        const bool writes_exec = (si.wr.s[kExec >> 6] >> (kExec & 63)) & 1;
        RunMem m;   // this instruction's own
        if (fi.kind == FK_MEM) {
            m.mem = 1;
            if (fi.mflags & MF_MEMOP) {
                m.nops = 1;
                m.nvm = (fi.queues & Q_VM) ? 1 : 0;
                m.nds = (fi.queues & Q_DS) ? 1 : 0;
            }
            m.ntrans = (fi.mflags & MF_VA_VDST0) ? 1 : 0;
            m.waits = (fi.mflags & MF_WAIT) != 0;
        }
        bool ends = (fi.flags & FI_END) || writes_exec || starts(in.info->name, "s_barrier") || i + 1 == n ||
                    !in_run(im.fast[i + 1]) || im.fast[i + 1].run == 0xffff;
        if (!ends) {
            const RunMem& next = im.run_mem[i + 1];
            ends = next.nvm + m.nvm > 63 || next.nds + m.nds > 63 || next.nops + m.nops >= kMaxOps / 2;
        }
        uint64_t* w = &im.run_wr[i * kVWords];
        if (ends) {
            fi.run = 1;
        } else {
            const RunMem& next = im.run_mem[i + 1];
            fi.run = uint16_t(im.fast[i + 1].run + 1);
            std::memcpy(w, &im.run_wr[(i + 1) * kVWords], kVWords * sizeof *w);
            im.run_valu[i] = im.run_valu[i + 1];
            // A load whose destination the rest of the run writes again does not leave it
            // replicated at the run's end.
            if (fi.kind == FK_MEM && fi.mem_dst >= kVgpr0)
                for (unsigned k = 0; k < fi.mem_dst_n; ++k) {
                    const unsigned r = fi.mem_dst - kVgpr0 + k;
                    if ((w[r >> 6] >> (r & 63)) & 1) fi.mflags |= MF_DST_CLOB;
                }
            m.nvm = uint16_t(m.nvm + next.nvm);
            m.nds = uint16_t(m.nds + next.nds);
            m.nops = uint16_t(m.nops + next.nops);
            m.ntrans = uint16_t(m.ntrans + next.ntrans);
            m.waits = uint8_t(m.waits | next.waits);
            m.mem = uint8_t(m.mem | next.mem);
        }
        im.run_mem[i] = m;
        // An operation a later wait of its run completes (the run reaches it: only a run's last
        // instruction can leave it): MF_RUN_LOCAL. In-order queues: wait count N completes it once
        // N operations of that queue were issued after it (after_vm now counts those after i up
        // to the run's end, a wait's entry those after the wait); the out-of-order one: lgkmcnt(0).
        if (fi.run == 1) {   // (i ends its run: the run's end, going backwards)
            after_vm = after_ds = 0;
            wait_vm = wait_ds = kNoWait;
            lgkm_zero = false;
        }
        if (fi.kind == FK_MEM && (fi.mflags & MF_WAIT)) {
            if (fi.wait_vm != 0xff) wait_vm = std::min(wait_vm, after_vm + fi.wait_vm);
            if (fi.wait_lgkm != 0xff) wait_ds = std::min(wait_ds, after_ds + fi.wait_lgkm);
            if (fi.wait_lgkm == 0) lgkm_zero = true;
        }
        if (fi.kind == FK_MEM && (fi.mflags & MF_MEMOP)) {
            const bool vm = !(fi.queues & Q_VM) || wait_vm <= after_vm, ds = !(fi.queues & Q_DS) || wait_ds <= after_ds,
                       un = !(fi.queues & Q_UNORD) || lgkm_zero;
            if (fi.queues && vm && ds && un) fi.mflags |= MF_RUN_LOCAL;
            after_vm += (fi.queues & Q_VM) ? 1 : 0;
            after_ds += (fi.queues & Q_DS) ? 1 : 0;
        }
        w[fi.wword] |= fi.wmask;
        if (fi.wmask_hi) w[fi.wword + 1] |= fi.wmask_hi;
        if ((fi.flags & FI_VALU) && im.run_valu[i] == kNoRunValu) im.run_valu[i] = uint32_t(i);
    }
    im.kinds.resize(n);
    for (size_t i = 0; i < n; ++i) im.kinds[i] = im.fast[i].kind;
}

}  // namespace strict

std::string StrictLaunch::Impl::describe(size_t ip) const {
    if (ip >= n) return "?";
    char buf[40];
    std::snprintf(buf, sizeof buf, "pc 0x%" PRIx64 ": ", insts[ip].pc);
    return buf + disassemble(insts[ip]);
}

StrictLaunch make_strict_launch(const DecodedKernel& dk, const std::string& target, uint32_t vgpr_limit,
                                uint32_t sgpr_limit, uint32_t lds_bytes) {
    using namespace strict;
    StrictLaunch l;
    l.target = target;
    l.vgpr_limit = vgpr_limit;
    l.sgpr_limit = sgpr_limit;
    l.lds_bytes = lds_bytes;
    l.kernel = &dk;
    std::unique_lock<std::mutex> lock;
    if (dk.strict_cache) {
        lock = std::unique_lock<std::mutex>(dk.strict_cache->mu);
        for (const auto& e : dk.strict_cache->entries)
            if (e.target == target && e.vgprs == vgpr_limit && e.sgprs == sgpr_limit && e.lds == lds_bytes) {
                l.impl = e.impl;
                return l;
            }
    }
    auto impl = std::make_shared<StrictLaunch::Impl>();
    impl->insts = dk.program.insts.data();
    impl->n = dk.program.insts.size();
    impl->lds_bytes = lds_bytes;
    // gfx1100-gfx1103 (GFX11.0): FeatureVALUTransUseHazard and FeatureMADIntraFwdBug; GFX11.5
    // (gfx1150-gfx1153) has neither (LLVM AMDGPU.td FeatureISAVersion11_0_Common; checked with
    // llc-19 for gfx1100 / gfx1150 / gfx1151).
    const bool gfx110x = target.compare(0, 6, "gfx110") == 0;
    impl->trans_use_hazard = gfx110x;
    impl->mad_intra_fwd_bug = gfx110x;
    impl->info.resize(impl->n);
    for (size_t i = 0; i < impl->n; ++i) {
        const Inst& in = impl->insts[i];
        SInfo& si = impl->info[i];
        if (!in.ok() || !in.info) continue;
        switch (in.enc) {
            case Enc::SOP1: case Enc::SOP2: case Enc::SOPC: case Enc::SOPK: case Enc::SOPP:
                classify_salu(in, si);
                break;
            case Enc::SMEM:
                read(si, in.smem.sbase, in.info->src_w[0] ? in.info->src_w[0] : 2);
                if (sgpr_or_m0(in.smem.soffset)) read(si, in.smem.soffset, 1);
                if (in.info->dst_w && in.dst != kNoOperand && in.dst != kNull) {   // null: data discarded
                    si.wr.add(in.dst, in.info->dst_w);
                    si.flags |= SF_MEMOP;
                    si.queues = Q_UNORD;
                    si.mem_dst = in.dst;
                    si.mem_dst_n = in.info->dst_w;
                }
                break;
            case Enc::VOP1: case Enc::VOP2: case Enc::VOPC: case Enc::VOP3: case Enc::VOP3P:
                classify_valu(in, si);
                break;
            case Enc::VOPD:
                classify_vopd(in, si);
                break;
            case Enc::DS:
                classify_ds(in, si, *impl);
                break;
            case Enc::FLAT: case Enc::SCRATCH: case Enc::GLOBAL:
                classify_flat(in, si, *impl);
                break;
            case Enc::MUBUF: case Enc::MTBUF:
                classify_mubuf(in, si, *impl);
                break;
            case Enc::MIMG: case Enc::EXP:
                si.flags |= SF_VA_VDST0;
                break;
            default:
                break;
        }
        for (unsigned k = 0; k < kVWords; ++k) {
            if (si.rd.v[k]) {
                if (si.rlo > si.rhi) si.rlo = uint8_t(k);
                si.rhi = uint8_t(k);
            }
            if (si.wr.v[k]) {
                if (si.wlo > si.whi) si.wlo = uint8_t(k);
                si.whi = uint8_t(k);
            }
        }
        std::string err = allocation_error(si, vgpr_limit, sgpr_limit);
        if (err.empty() && in.enc == Enc::VOPD) err = vopd_error(in);
        if (err.empty() && impl->mad_intra_fwd_bug && in.enc == Enc::VOP3) err = mad_error(in, si);
        if (!err.empty()) {
            si.err = int32_t(impl->errors.size());
            impl->errors.push_back("strict: " + err);
        }
    }
    if (!impl->trans_use_hazard) build_block_tables(*impl);
    l.impl = impl;
    if (dk.strict_cache) dk.strict_cache->entries.push_back({target, vgpr_limit, sgpr_limit, lds_bytes, impl});
    return l;
}

}  // namespace emu
