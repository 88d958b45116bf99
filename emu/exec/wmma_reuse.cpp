// The analysis of wmma_reuse.hpp: per WMMA, a walk back to the WMMA before it.
#include "emu/exec/wmma_reuse.hpp"

#include <cstring>

#include "emu/exec/wmma.hpp"

namespace emu {
namespace {

bool starts(const char* s, const char* p) { return std::strncmp(s, p, std::strlen(p)) == 0; }

bool overlaps(unsigned a, unsigned an, unsigned b, unsigned bn) { return a < b + bn && b < a + an; }

// A VGPR range of the 9-bit operand space (256 + n), if `code` is a VGPR.
bool writes_vgprs(unsigned code, unsigned width, unsigned first, unsigned count) {
    return code != kNoOperand && code >= kVgpr0 && overlaps(code - kVgpr0, width ? width : 1, first, count);
}

// The SOPP instructions that neither branch nor stop the wave nor touch VGPRs.
bool plain_sopp(const char* n) {
    static const char* const kPlain[] = {"s_nop", "s_waitcnt", "s_delay_alu", "s_clause", "s_barrier",
                                         "s_setprio", "s_sleep", "s_wait_idle"};
    for (const char* p : kPlain)
        if (std::strcmp(n, p) == 0) return true;
    return starts(n, "s_waitcnt_");
}

// The float WMMA `in` is (false: not one). bf16: its A is bf16 (else f16).
bool float_wmma(const Inst& in, bool* bf16) {
    WmmaKind k;
    if (in.enc != Enc::VOP3P || !wmma_kind_from_vop3p_opcode(in.op, &k)) return false;
    if (wmma_is_integer(k)) return false;
    *bf16 = k == WmmaKind::F32_BF16 || k == WmmaKind::BF16_BF16;
    return in.src[0] != kNoOperand && in.src[0] >= kVgpr0 && in.dst != kNoOperand && in.dst >= kVgpr0;
}

bool is_wmma(const Inst& in) { return in.enc == Enc::VOP3P && wmma_kind_from_vop3p_opcode(in.op, nullptr); }

// A's sign flips: NEG_LO[0] and NEG_HI[0].
unsigned a_flips(const Inst& in) { return (in.neg & 1u) | (in.neg_hi & 1u) << 1; }

constexpr unsigned kMaxWalk = 64;   // instructions looked back from a WMMA

}  // namespace

bool keeps_a_and_flow(const Inst& in, unsigned first, unsigned count) {
    if (!in.ok() || !in.info || is_wmma(in)) return false;
    const OpInfo& o = *in.info;
    const char* n = o.name;
    switch (in.enc) {
        case Enc::SOP2:
        case Enc::SOPC:
        case Enc::SMEM:
            return true;   // scalar registers and memory only
        case Enc::SOP1:
            return !starts(n, "s_setpc") && !starts(n, "s_swappc") && !starts(n, "s_rfe");
        case Enc::SOPK:
            return !starts(n, "s_call") && !starts(n, "s_subvector_loop");   // (both branch)
        case Enc::SOPP:
            return plain_sopp(n);
        case Enc::VOP1:
        case Enc::VOP2:
        case Enc::VOPC:
        case Enc::VOP3:
        case Enc::VOP3P:
            // The moves that write a VGPR chosen by M0 or write their source too.
            if (starts(n, "v_movrel") || starts(n, "v_swap")) return false;
            return !writes_vgprs(in.dst, o.dst_w, first, count);
        case Enc::VOPD:
            return !writes_vgprs(in.vopd.dstx, 1, first, count) && !writes_vgprs(in.vopd.dsty, 1, first, count);
        case Enc::DS:
            // ds_bvh_stack_rtn_b32 writes its address register too (the new stack pointer).
            if (o.has(opf::F_ATOMIC_RTN) || starts(n, "ds_bvh")) return false;
            return !o.dst_w || !overlaps(in.ds.vdst, o.dst_w, first, count);
        case Enc::FLAT:
        case Enc::GLOBAL:
        case Enc::SCRATCH:
            if (o.has(opf::F_ATOMIC_RTN) || std::strstr(n, "atomic")) return false;
            return !o.dst_w || !overlaps(in.flat.vdst, o.dst_w, first, count);
        case Enc::MUBUF:
        case Enc::MTBUF:
            if (o.has(opf::F_ATOMIC_RTN) || std::strstr(n, "atomic")) return false;
            // TFE returns one more register (the status).
            return !(o.dst_w || in.mubuf.tfe) || !overlaps(in.mubuf.vdata, o.dst_w + (in.mubuf.tfe ? 1u : 0u), first, count);
        default:
            return false;   // image, export, interpolation, LDS parameter loads, unknown
    }
}

void mark_wmma_a_reuse(Program& prog) {
    std::vector<Inst>& insts = prog.insts;
    for (size_t y = 0; y < insts.size(); ++y) {
        Inst& in = insts[y];
        in.wmma_a_back = 0;
        bool bf16 = false;
        if (!in.ok() || !float_wmma(in, &bf16)) continue;
        const unsigned a = in.src[0] - kVgpr0, an = 8;   // the float kinds' A: 8 registers
        for (size_t back = 1; back <= kMaxWalk && back <= y; ++back) {
            const Inst& x = insts[y - back];
            if (x.ok() && is_wmma(x)) {
                bool xbf16 = false;
                if (float_wmma(x, &xbf16) && xbf16 == bf16 && x.src[0] == in.src[0] && a_flips(x) == a_flips(in) &&
                    !overlaps(x.dst - kVgpr0, kWmmaCDRegs, a, an))
                    in.wmma_a_back = uint32_t(back);
                break;
            }
            if (!keeps_a_and_flow(x, a, an)) break;
        }
    }
}

}  // namespace emu
