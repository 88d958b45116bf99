// Static classification of decoded instructions for the profiler and the timing model.
#include "emu/profile/profile_classify.hpp"

#include <algorithm>
#include <cstring>

namespace emu {
namespace prof {

namespace {

bool starts(const char* s, const char* p) { return std::strncmp(s, p, std::strlen(p)) == 0; }
bool has(const char* s, const char* p) { return std::strstr(s, p) != nullptr; }
bool eq(const char* s, const char* p) { return std::strcmp(s, p) == 0; }

// VALU operations that read their destination as the accumulator.
bool reads_dst(const char* name) {
    return has(name, "fmac") || has(name, "dot2acc") || has(name, "dot2c") || has(name, "_mac_");
}

bool is_trans(const char* n) {
    static const char* const k[] = {"v_exp_f32", "v_log_f32", "v_rcp_f32", "v_rcp_iflag_f32", "v_rsq_f32",
                                    "v_sqrt_f32", "v_sin_f32", "v_cos_f32", "v_exp_f16", "v_log_f16",
                                    "v_rcp_f16", "v_rsq_f16", "v_sqrt_f16", "v_sin_f16", "v_cos_f16"};
    for (const char* t : k)
        if (eq(n, t)) return true;
    return false;
}

bool is_quarter(const char* n) {
    return eq(n, "v_mul_lo_u32") || eq(n, "v_mul_hi_u32") || eq(n, "v_mul_hi_i32") || eq(n, "v_mad_u64_u32") ||
           eq(n, "v_mad_i64_i32");
}

bool is_half64(const char* n) {
    return eq(n, "v_lshlrev_b64") || eq(n, "v_lshrrev_b64") || eq(n, "v_ashrrev_i64");
}

void add_read(SInfo& s, unsigned first, unsigned count) {
    if (!count || s.nreads >= 8) return;
    s.reads[s.nreads++] = {uint16_t(first), uint8_t(std::min(count, 255u))};
}
void add_write(SInfo& s, unsigned first, unsigned count) {
    if (!count || s.nwrites >= 3) return;
    s.writes[s.nwrites++] = {uint16_t(first), uint8_t(std::min(count, 255u))};
}

// An ALU operand code (9-bit space) as a register range: SGPR/VCC/EXEC/M0 codes < 128 and VGPRs.
void alu_read(SInfo& s, unsigned code, unsigned width) {
    if (code == kNoOperand) return;
    if (width == 0) width = 1;
    if (code >= kVgpr0) add_read(s, code - kVgpr0, width);
    else if (code < 128 && code != kNull) add_read(s, kRegSgpr0 + code, width);
    else if (code == 251) add_read(s, kRegSgpr0 + kVccLo, 1);       // src_vccz
    else if (code == 252) add_read(s, kRegSgpr0 + kExecLo, 1);      // src_execz
    else if (code == 253) add_read(s, kRegScc, 1);                  // src_scc
}
void alu_write(SInfo& s, unsigned code, unsigned width) {
    if (code == kNoOperand) return;
    if (width == 0) width = 1;
    if (code >= kVgpr0) add_write(s, code - kVgpr0, width);
    else if (code < 128 && code != kNull) add_write(s, kRegSgpr0 + code, width);
}

unsigned simm_waitcnt_field(unsigned v, unsigned shift, unsigned mask) { return (v >> shift) & mask; }

void classify_valu(const Inst& in, SInfo& s) {
    const OpInfo& o = *in.info;
    const char* n = o.name;
    if (starts(n, "v_wmma_")) {
        s.cls = Cls::WMMA;
        s.rate = has(n, "iu4") ? Rate::WmmaIu4 : has(n, "iu8") ? Rate::WmmaIu8 : Rate::Wmma16;
    } else {
        s.cls = Cls::VALU;
        if (is_trans(n)) s.rate = Rate::Trans;
        else if (has(n, "_f64")) s.rate = Rate::F64;
        else if (is_quarter(n)) s.rate = Rate::Quarter;
        else if (is_half64(n)) s.rate = Rate::Half64;
    }
    for (int i = 0; i < 3; ++i) alu_read(s, in.src[i], o.src_w[i]);
    if (o.has(opf::F_IMP_VCC_SRC2)) add_read(s, kRegSgpr0 + kVccLo, 1);
    if (reads_dst(n) && in.dst >= kVgpr0) add_read(s, in.dst - kVgpr0, o.dst_w ? o.dst_w : 1);
    add_read(s, kRegSgpr0 + kExecLo, 1);
    alu_write(s, in.dst, o.dst_w);
    if (in.sdst != kNoOperand) alu_write(s, in.sdst, 1);
    if (o.has(opf::F_IMP_VCC_DST) || o.has(opf::F_IMP_VCC_SDST)) add_write(s, kRegSgpr0 + kVccLo, 1);
    if (o.has(opf::F_WRITES_EXEC)) add_write(s, kRegSgpr0 + kExecLo, 1);
}

void classify_vopd(const Inst& in, SInfo& s) {
    s.cls = Cls::VOPD;
    const VopdFields& v = in.vopd;
    alu_read(s, v.srcx0, 1);
    alu_read(s, v.vsrcx1, 1);
    alu_read(s, v.srcy0, 1);
    alu_read(s, v.vsrcy1, 1);
    if (v.opx && reads_dst(v.opx->name)) add_read(s, v.dstx - kVgpr0, 1);
    if (v.opy && reads_dst(v.opy->name)) add_read(s, v.dsty - kVgpr0, 1);
    if ((v.opx && eq(v.opx->name, "v_dual_cndmask_b32")) || (v.opy && eq(v.opy->name, "v_dual_cndmask_b32")))
        add_read(s, kRegSgpr0 + kVccLo, 1);
    add_write(s, v.dstx - kVgpr0, 1);
    add_write(s, v.dsty - kVgpr0, 1);
}

void classify_salu(const Inst& in, SInfo& s) {
    const OpInfo& o = *in.info;
    const char* n = o.name;
    if (eq(n, "s_setpc_b64") || eq(n, "s_swappc_b64") || eq(n, "s_rfe_b64")) {
        s.cls = Cls::BRANCH;
        s.indirect_branch = true;
        alu_read(s, in.src[0], 2);
        return;
    }
    if (in.enc == Enc::SOPK) {
        if (starts(n, "s_waitcnt_")) {
            s.cls = Cls::WAIT;
            // The count is SGPR[sdst] + simm16; with an SGPR (not null) the value is unknown
            // statically: treat it as a full wait.
            const unsigned v = in.dst == kNull || in.dst == kNoOperand ? in.simm16 : 0;
            if (eq(n, "s_waitcnt_vscnt")) s.wait_vs = uint8_t(std::min(v, 63u));
            else if (eq(n, "s_waitcnt_vmcnt")) s.wait_vm = uint8_t(std::min(v, 63u));
            else if (eq(n, "s_waitcnt_lgkmcnt")) s.wait_lgkm = uint8_t(std::min(v, 63u));
            return;
        }
        if (eq(n, "s_call_b64")) {
            s.cls = Cls::BRANCH;
            s.uncond_branch = true;
            return;
        }
        if (starts(n, "s_subvector_loop")) { s.cls = Cls::OTHER; return; }
    }
    s.cls = Cls::SALU;
    for (int i = 0; i < 2; ++i)
        if (in.enc != Enc::SOPK) alu_read(s, in.src[i], o.src_w[i]);
    if (in.enc == Enc::SOPC) {
        add_write(s, kRegScc, 1);
        return;
    }
    if (in.enc == Enc::SOPK && in.dst != kNoOperand && in.dst < 128) add_read(s, kRegSgpr0 + in.dst, 1);
    if (starts(n, "s_cmov") || starts(n, "s_cselect") || starts(n, "s_addc") || starts(n, "s_subb"))
        add_read(s, kRegScc, 1);
    if (in.dst != kNoOperand && in.enc != Enc::SOPC && !starts(n, "s_setreg") && !eq(n, "s_version"))
        alu_write(s, in.dst, o.dst_w);
    // Most SOP1/SOP2 operations set SCC; moves and a few others do not (harmless either way).
    if (!starts(n, "s_mov") && !starts(n, "s_cmov") && !starts(n, "s_movk") && !starts(n, "s_getpc"))
        add_write(s, kRegScc, 1);
}

void classify_sopp(const Inst& in, SInfo& s) {
    const char* n = in.info->name;
    s.cls = Cls::OTHER;
    if (eq(n, "s_branch") || starts(n, "s_cbranch_")) {
        s.cls = Cls::BRANCH;
        if (eq(n, "s_branch")) s.uncond_branch = true;
        else s.cond_branch = true;
        if (has(n, "scc")) add_read(s, kRegScc, 1);
        else if (has(n, "vcc")) add_read(s, kRegSgpr0 + kVccLo, 1);
        else if (has(n, "exec")) add_read(s, kRegSgpr0 + kExecLo, 1);
        return;
    }
    if (eq(n, "s_waitcnt")) {
        s.cls = Cls::WAIT;
        const unsigned v = in.simm16;
        const unsigned vm = simm_waitcnt_field(v, 10, 0x3f), lgkm = simm_waitcnt_field(v, 4, 0x3f);
        if (vm != 0x3f) s.wait_vm = uint8_t(vm);
        if (lgkm != 0x3f) s.wait_lgkm = uint8_t(lgkm);
        return;
    }
    if (starts(n, "s_waitcnt_") || eq(n, "s_wait_idle") || eq(n, "s_wait_event")) {
        s.cls = Cls::WAIT;
        if (eq(n, "s_wait_idle")) s.wait_vm = s.wait_lgkm = s.wait_vs = 0;
        return;
    }
    if (eq(n, "s_barrier")) { s.cls = Cls::BARRIER; return; }
    if (starts(n, "s_endpgm")) { s.endpgm = true; return; }
    if (eq(n, "s_nop")) { s.stall_cycles = uint16_t((in.simm16 & 0xf) + 1); return; }
    if (eq(n, "s_sleep")) { s.stall_cycles = uint16_t(64 * (in.simm16 & 0x7f)); return; }
}

void classify_vmem(const Inst& in, SInfo& s) {
    const OpInfo& o = *in.info;
    const char* n = o.name;
    s.cls = Cls::VMEM;
    const bool atomic = has(n, "_atomic");
    bool glc = false;
    if (in.enc == Enc::MUBUF || in.enc == Enc::MTBUF) glc = in.mubuf.glc;
    else if (in.enc != Enc::MIMG) glc = in.flat.glc;
    if (atomic) {
        s.vm_atomic = true;
        if (o.has(opf::F_ATOMIC_RTN) && glc) s.vm_load = true;
        else s.vm_store = true;
    } else if (has(n, "_load") || in.enc == Enc::MIMG) {
        s.vm_load = true;
    } else if (has(n, "_store")) {
        s.vm_store = true;
    }
    s.inv_l0 = eq(n, "buffer_gl0_inv");
    s.inv_gl1 = eq(n, "buffer_gl1_inv");
    add_read(s, kRegSgpr0 + kExecLo, 1);
    if (in.enc == Enc::FLAT || in.enc == Enc::GLOBAL || in.enc == Enc::SCRATCH) {
        const FlatFields& f = in.flat;
        const bool saddr = f.saddr != 124 && f.saddr != 125 && in.enc != Enc::FLAT;
        if (in.enc != Enc::SCRATCH || f.sve) add_read(s, f.addr, in.enc == Enc::SCRATCH ? 1 : saddr ? 1 : 2);
        if (saddr) add_read(s, kRegSgpr0 + f.saddr, in.enc == Enc::SCRATCH ? 1 : 2);
        if (!s.vm_load || atomic) add_read(s, f.data, o.src_w[1] ? o.src_w[1] : 1);
    } else if (in.enc == Enc::MUBUF || in.enc == Enc::MTBUF) {
        const MubufFields& m = in.mubuf;
        if (m.offen || m.idxen) add_read(s, m.vaddr, (m.offen && m.idxen) ? 2 : 1);
        add_read(s, kRegSgpr0 + m.srsrc, 4);
        if (m.soffset < 128) add_read(s, kRegSgpr0 + m.soffset, 1);
        if (s.vm_store) add_read(s, m.vdata, 1);
    }
}

void classify_ds(const Inst& in, SInfo& s) {
    const OpInfo& o = *in.info;
    const char* n = o.name;
    s.cls = Cls::LDS;
    s.lds_access = !(eq(n, "ds_nop") || has(n, "permute") || has(n, "swizzle") || has(n, "gws") ||
                     eq(n, "ds_consume") || eq(n, "ds_append") || eq(n, "ds_ordered_count") || has(n, "gs_reg"));
    add_read(s, kRegSgpr0 + kExecLo, 1);
    if (o.src_w[0]) add_read(s, in.ds.addr, 1);
    if (o.src_w[1]) add_read(s, in.ds.data0, o.src_w[1]);
    if (o.src_w[2]) add_read(s, in.ds.data1, o.src_w[2]);
}

}  // namespace

const char* cls_name(Cls c) {
    switch (c) {
        case Cls::SALU: return "salu";
        case Cls::VALU: return "valu";
        case Cls::VOPD: return "vopd";
        case Cls::WMMA: return "wmma";
        case Cls::SMEM: return "smem";
        case Cls::VMEM: return "vmem";
        case Cls::LDS: return "lds";
        case Cls::BRANCH: return "branch";
        case Cls::WAIT: return "wait";
        case Cls::BARRIER: return "barrier";
        case Cls::OTHER: return "other";
        case Cls::COUNT: break;
    }
    return "?";
}

namespace {

// The VGPR operands an instruction reads (up to 8, distinct), each with the operand-cache read
// port it uses: 0 (SRC0), 1 (SRC1) or 2 (SRC2, including the accumulator an FMAC-style
// operation reads from its destination). 0 operands for non-VALU and WMMA.
struct VgprOperand {
    uint16_t reg;
    uint8_t port;
};

unsigned vgpr_operands(const Inst& in, VgprOperand* ops) {
    unsigned n = 0;
    auto add = [&](unsigned code, uint8_t port) {
        if (code == kNoOperand || code < kVgpr0) return;
        const uint16_t r = uint16_t(code - kVgpr0);
        for (unsigned i = 0; i < n; ++i)
            if (ops[i].reg == r) {
                ops[i].port = std::min(ops[i].port, port);   // one read, through the lower port
                return;
            }
        if (n < 8) ops[n++] = {r, port};
    };
    if (!in.ok()) return 0;
    if (in.enc == Enc::VOPD) {
        const VopdFields& v = in.vopd;
        add(v.srcx0, 0);
        add(v.vsrcx1, 1);
        add(v.srcy0, 0);
        add(v.vsrcy1, 1);
        if (v.opx && reads_dst(v.opx->name)) add(v.dstx, 2);
        if (v.opy && reads_dst(v.opy->name)) add(v.dsty, 2);
        return n;
    }
    if (!in.info) return 0;
    const Enc e = in.enc;
    if (e != Enc::VOP1 && e != Enc::VOP2 && e != Enc::VOPC && e != Enc::VOP3 && e != Enc::VOP3P) return 0;
    if (starts(in.info->name, "v_wmma_")) return 0;
    for (int i = 0; i < 3; ++i) add(in.src[i], uint8_t(i));
    if (reads_dst(in.info->name)) add(in.dst, 2);
    return n;
}

}  // namespace

VgprBanks vgpr_banks(const Inst& in, const Inst* prev) {
    VgprBanks b;
    VgprOperand ops[8], cached[8];
    const unsigned n = vgpr_operands(in, ops);
    const unsigned nc = prev ? vgpr_operands(*prev, cached) : 0;
    unsigned per_bank[4] = {0, 0, 0, 0}, misses[4] = {0, 0, 0, 0};
    for (unsigned i = 0; i < n; ++i) {
        const unsigned bank = ops[i].reg & 3;
        ++per_bank[bank];
        if (ops[i].port == 2) continue;   // SRC2 has its own read port: never competes
        bool hit = false;
        for (unsigned j = 0; j < nc && !hit; ++j) hit = cached[j].port != 2 && cached[j].reg == ops[i].reg;
        if (!hit) ++misses[bank];
    }
    unsigned worst = 0;
    for (unsigned k = 0; k < 4; ++k) {
        if (per_bank[k] > 1) b.same_bank += per_bank[k] - 1;
        worst = std::max(worst, misses[k]);
    }
    b.cycles = worst > 1 ? worst - 1 : 0;
    return b;
}

LdsCost lds_cost(const LdsLaneAccess* acc, size_t n, unsigned banks) {
    LdsCost cost;
    if (!n) return cost;
    banks = banks == 0 ? 32 : std::min(banks, 64u);
    unsigned per_lane[32] = {};
    for (size_t i = 0; i < n; ++i) per_lane[acc[i].lane & 31] += acc[i].dwords;
    unsigned d = 1;
    for (unsigned v : per_lane) d = std::max(d, v);
    d = d <= 1 ? 1 : d == 2 ? 2 : 4;
    const unsigned lanes_per_pass = 32 / d;
    const bool pow2 = (banks & (banks - 1)) == 0;
    auto bank_of = [&](uint32_t dw) { return pow2 ? dw & (banks - 1) : dw % banks; };
    // Fast path: no bank of any pass asked for two different dwords (the usual case).
    {
        uint64_t used_banks[32] = {};
        uint32_t first[32][64];
        uint32_t pass_used = 0;
        bool clash = false;
        for (size_t i = 0; i < n && !clash; ++i) {
            const unsigned p = (acc[i].lane & 31) / lanes_per_pass;
            pass_used |= 1u << p;
            for (unsigned j = 0; j < acc[i].dwords; ++j) {
                const uint32_t dw = acc[i].dword0 + j;
                const unsigned b = bank_of(dw);
                if (!(used_banks[p] >> b & 1)) {
                    used_banks[p] |= 1ull << b;
                    first[p][b] = dw;
                } else if (first[p][b] != dw) {
                    clash = true;
                    break;
                }
            }
        }
        if (!clash) {
            cost.ideal = cost.cycles = uint32_t(__builtin_popcount(pass_used));
            return cost;
        }
    }
    // Per pass: the distinct dwords each bank must deliver (small lists; a dword already listed
    // is a broadcast). Accesses arrive lane by lane, but a pass's lanes need not be adjacent
    // entries, so passes are kept apart by index.
    constexpr unsigned kMaxPasses = 32, kSlots = 32;
    static thread_local uint32_t vals[kMaxPasses][64][kSlots];
    uint8_t cnt[kMaxPasses][64];
    uint32_t worst[kMaxPasses];
    bool used[kMaxPasses];
    const unsigned passes = 32 / lanes_per_pass;
    for (unsigned p = 0; p < passes; ++p) {
        used[p] = false;
        worst[p] = 0;
        for (unsigned b = 0; b < banks; ++b) cnt[p][b] = 0;
    }
    for (size_t i = 0; i < n; ++i) {
        const unsigned p = (acc[i].lane & 31) / lanes_per_pass;
        used[p] = true;
        for (unsigned j = 0; j < acc[i].dwords; ++j) {
            const uint32_t dw = acc[i].dword0 + j;
            const unsigned b = bank_of(dw);
            bool seen = false;
            const unsigned c = cnt[p][b];
            for (unsigned k = 0; k < c && k < kSlots && !seen; ++k) seen = vals[p][b][k] == dw;
            if (seen) continue;
            if (c < kSlots) vals[p][b][c] = dw;
            if (c < 255) cnt[p][b] = uint8_t(c + 1);
            worst[p] = std::max<uint32_t>(worst[p], c + 1);
        }
    }
    for (unsigned p = 0; p < passes; ++p)
        if (used[p]) {
            cost.cycles += worst[p];
            cost.ideal += 1;
        }
    return cost;
}

std::vector<SInfo> classify_program(const Program& prog) {
    std::vector<SInfo> out(prog.insts.size());
    for (size_t i = 0; i < prog.insts.size(); ++i) {
        const Inst& in = prog.insts[i];
        SInfo& s = out[i];
        if (!in.ok()) continue;
        if (in.enc == Enc::VOPD) {
            classify_vopd(in, s);
            continue;
        }
        if (!in.info) continue;
        switch (in.enc) {
            case Enc::VOP1: case Enc::VOP2: case Enc::VOPC: case Enc::VOP3: case Enc::VOP3P: case Enc::VINTERP:
                classify_valu(in, s);
                break;
            case Enc::SOP1: case Enc::SOP2: case Enc::SOPK: case Enc::SOPC:
                classify_salu(in, s);
                break;
            case Enc::SOPP:
                classify_sopp(in, s);
                break;
            case Enc::SMEM:
                s.cls = Cls::SMEM;
                add_read(s, kRegSgpr0 + in.smem.sbase, in.info->src_w[0] ? in.info->src_w[0] : 2);
                if (in.smem.soffset < 128 && in.smem.soffset != kNull) add_read(s, kRegSgpr0 + in.smem.soffset, 1);
                break;
            case Enc::FLAT: case Enc::GLOBAL: case Enc::SCRATCH: case Enc::MUBUF: case Enc::MTBUF: case Enc::MIMG:
                classify_vmem(in, s);
                break;
            case Enc::DS:
                classify_ds(in, s);
                break;
            case Enc::LDSDIR:
                s.cls = Cls::LDS;
                break;
            default:
                s.cls = Cls::OTHER;
                break;
        }
        if (s.cls == Cls::BRANCH && !s.indirect_branch) {
            const int64_t target = int64_t(in.pc) + 4 + int64_t(int16_t(in.simm16)) * 4;
            const long idx = target >= 0 ? prog.index_of(uint64_t(target)) : -1;
            s.branch_target = int32_t(idx);
        }
    }
    // VGPR banks: the operand cache holds what the VALU instruction just before read, unless
    // the instruction is a branch target (another path may lead to it).
    std::vector<bool> target(out.size(), false);
    for (const auto& s : out)
        if (s.branch_target >= 0) target[size_t(s.branch_target)] = true;
    for (size_t i = 0; i < out.size(); ++i) {
        if (out[i].cls != Cls::VALU && out[i].cls != Cls::VOPD) continue;
        const Inst* prev = nullptr;
        if (i > 0 && !target[i] && (out[i - 1].cls == Cls::VALU || out[i - 1].cls == Cls::VOPD)) prev = &prog.insts[i - 1];
        const VgprBanks b = vgpr_banks(prog.insts[i], prev);
        out[i].vgpr_conflicts = uint8_t(std::min(b.cycles, 255u));
        out[i].vgpr_same_bank = uint8_t(std::min(b.same_bank, 255u));
    }
    return out;
}

}  // namespace prof
}  // namespace emu
