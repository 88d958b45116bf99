// Vector ALU: registration, DPP, VOPD dual issue and the cross-lane / move instructions.
//
// The VALU is split over several files (all sharing emu/exec/exec_valu_common.hpp):
//   exec_valu.cpp        this file: add_valu_handlers, DPP16/DPP8, exec_vopd, v_mov*,
//                        v_cndmask*, v_readlane / v_writelane / v_readfirstlane, v_permlane*,
//                        v_mbcnt*, v_movrel*, v_swap_b32, v_swaprel_b32, v_permlane64_b32,
//                        v_illegal
//   exec_valu_float.cpp  f32 and f64 arithmetic, conversions, transcendentals, division helpers
//   exec_valu_half.cpp   f16 arithmetic, packed (VOP3P) math, dot products, v_fma_mix*
//   exec_valu_int.cpp    integer, bitwise and 16-bit integer operations, packed integers
//   exec_valu_cmp.cpp    every v_cmp_* / v_cmpx_* (VOPC e32 and VOP3 forms) and the class tests
//
// Sources of the semantics: the RDNA3.5 ISA guide's instruction pseudocode (section 16), the
// LLVM AMDGPU backend (operand encodings checked with llvm-mc-19) and the rules of emu/exec/fp.hpp.
// Where the guide is silent the choice made is written next to the code as "model choice".
#include <algorithm>
#include <cstdarg>
#include <cstdio>
#include <cstring>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

#include "emu/exec/exec_valu_common.hpp"
#include "emu/exec/lanes.hpp"

namespace emu {
namespace valu {

void faultf(const char* fmt, ...) {
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    std::vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    fault(buf);
}

// ------------------------------------------------------------------------------------- DPP
//
// DPP16 (dpp_ctrl in Inst::dpp.ctrl), rows of 16 lanes:
//   0x000-0x0ff quad_perm:[a,b,c,d]   lane reads lane (l & ~3) + sel[l & 3]
//   0x101-0x10f row_shl:n             lane reads l + n within its row (out of range past 15)
//   0x111-0x11f row_shr:n             lane reads l - n within its row (out of range below 0)
//   0x121-0x12f row_ror:n             lane reads (l - n) mod 16 within its row
//   0x140 row_mirror                  lane reads 15 - l within its row
//   0x141 row_half_mirror             lane reads 7 - l within its half row
//   0x150-0x15f row_share:n           every lane reads lane n of its row
//   0x160-0x16f row_xmask:n           lane reads l ^ n within its row
// A lane whose row (row_mask bit) or bank (bank_mask bit, bank = (l & 15) / 4) is disabled is
// not written. A lane whose source is out of range, or whose source lane is inactive while
// FI = 0, reads 0 when BOUND_CTRL = 1 and is not written otherwise. The wave-shift, broadcast and
// other gfx8/gfx9-only controls do not exist on gfx11 and fault.
// DPP8: lane l reads lane (l & ~7) + sel[l & 7]; with FI = 0 an inactive source lane reads 0
// (model choice: the guide's DPP8 text only says FI enables reading inactive lanes).
uint32_t apply_dpp(const Inst& in, const uint32_t* src, uint32_t* out, uint32_t exec) {
    const Dpp& d = in.dpp;
    if (d.kind == DppKind::Dpp8) {
        for (unsigned l = 0; l < 32; ++l) {
            const unsigned sl = (l & ~7u) | ((d.sel8 >> (3 * (l & 7))) & 7u);
            out[l] = (d.fi || ((exec >> sl) & 1)) ? src[sl] : 0u;
        }
        return exec;
    }
    const unsigned ctrl = d.ctrl;
    const unsigned n = ctrl & 0xf;
    enum { QUAD, SHL, SHR, ROR, MIRROR, HALF_MIRROR, SHARE, XMASK } kind;
    if (ctrl <= 0xff) kind = QUAD;
    else if (ctrl >= 0x101 && ctrl <= 0x10f) kind = SHL;
    else if (ctrl >= 0x111 && ctrl <= 0x11f) kind = SHR;
    else if (ctrl >= 0x121 && ctrl <= 0x12f) kind = ROR;
    else if (ctrl == 0x140) kind = MIRROR;
    else if (ctrl == 0x141) kind = HALF_MIRROR;
    else if (ctrl >= 0x150 && ctrl <= 0x15f) kind = SHARE;
    else if (ctrl >= 0x160 && ctrl <= 0x16f) kind = XMASK;
    else faultf("DPP control 0x%03x not supported (not a gfx11 DPP16 control)", ctrl);

    // Fast path: every row and bank enabled and every source lane readable (all lanes active, or
    // FI): a row's 16 source indices once (out of the row only for row_shl / row_shr), then the
    // 32 lanes with no test; the lanes written are EXEC's, less those whose source is out of the
    // row unless bound_ctrl (0 there either way): what the loop below computes for this case.
    // (quad_perm: k8's epilogue transposes; row_xmask / row_shr: the softmax and attention row
    // reductions, about 830 host instructions a call in the loop, 204 / 301 here.)
    if ((d.row_mask & 3) == 3 && (d.bank_mask & 15) == 15 && (d.fi || exec == 0xffffffffu)) {
        uint32_t outside = 0;   // bit i: the source of index i is out of the row (shifts only)
        // Each row's lanes i = 0..15 from source index f(i) (0..15) of the same row, unrolled so
        // that a constant part of the index folds into the address.
        auto permute = [src, out](auto f) {
#pragma GCC unroll 16
            for (unsigned i = 0; i < 16; ++i) {
                const unsigned s = f(i);
                out[i] = src[s];
                out[16 + i] = src[16 + s];
            }
        };
        const unsigned q[4] = {ctrl & 3u, (ctrl >> 2) & 3u, (ctrl >> 4) & 3u, (ctrl >> 6) & 3u};
        switch (kind) {
            case QUAD: permute([&q](unsigned i) { return (i & ~3u) + q[i & 3]; }); break;
            case SHL:
                permute([n](unsigned i) { return (i + n) & 15u; });
                outside = (0xffffu << (16 - n)) & 0xffffu;
                break;
            case SHR:
                permute([n](unsigned i) { return (i - n) & 15u; });
                outside = (1u << n) - 1;
                break;
            case ROR: permute([n](unsigned i) { return (i - n) & 15u; }); break;
            case MIRROR: permute([](unsigned i) { return 15 - i; }); break;
            case HALF_MIRROR: permute([](unsigned i) { return (i & 8u) | (7u - (i & 7u)); }); break;
            case SHARE: permute([n](unsigned) { return n; }); break;
            case XMASK: permute([n](unsigned i) { return i ^ n; }); break;
        }
        if (!outside) return exec;
        for (unsigned i = 0; i < 16; ++i)
            if ((outside >> i) & 1) out[i] = out[16 + i] = 0;
        const uint32_t lanes = outside | outside << 16;
        return d.bound_ctrl ? exec : exec & ~lanes;
    }

    uint32_t write = exec;
    for (unsigned l = 0; l < 32; ++l) {
        const unsigned row = l >> 4, idx = l & 15;
        if (!((d.row_mask >> row) & 1) || !((d.bank_mask >> (idx >> 2)) & 1)) {
            write &= ~(1u << l);
            out[l] = 0;
            continue;
        }
        int sidx = 0;
        bool valid = true;
        switch (kind) {
            case QUAD: sidx = int((idx & ~3u) | ((ctrl >> ((idx & 3) * 2)) & 3u)); break;
            case SHL: sidx = int(idx + n); valid = sidx < 16; break;
            case SHR: sidx = int(idx) - int(n); valid = sidx >= 0; break;
            case ROR: sidx = int((idx - n) & 15u); break;
            case MIRROR: sidx = int(15 - idx); break;
            case HALF_MIRROR: sidx = int((idx & 8u) | (7u - (idx & 7u))); break;
            case SHARE: sidx = int(n); break;
            case XMASK: sidx = int(idx ^ n); break;
        }
        const unsigned sl = row * 16 + unsigned(sidx & 15);
        if (valid && (d.fi || ((exec >> sl) & 1))) {
            out[l] = src[sl];
        } else if (d.bound_ctrl) {
            out[l] = 0;
        } else {
            out[l] = 0;
            write &= ~(1u << l);
        }
    }
    return write;
}

// ------------------------------------------------------------------------------ moves, lanes

namespace {

VALU_HANDLER(h_nop) {
    (void)w;
    (void)in;
}

// v_mov_b32: float modifiers are allowed (DPP16 neg/abs, "v_mov_b32 v0, -v1").
VALU_HANDLER(v_mov_b32) {
    Ctx c(w, in);
    uint32_t* d = c.vdst();
    if (c.active == 0xffffffffu && !((in.abs | in.neg) & 1)) {
        // Every lane, no modifier: a copy of the VGPR (or DPP buffer) or a broadcast, without the
        // per-lane loop's modifier tests (host instructions per move, tools/handler_cost.cpp under
        // cachegrind: 729 -> 121 from a VGPR, 729 -> 165 from an SGPR).
        uint32_t buf[32];
        std::memmove(d, c.lanes(0, buf), sizeof buf);
        return;
    }
    for_each_lane(c.active, [&](unsigned l) { d[l] = c.f32(0, l); });
}

VALU_HANDLER(v_mov_b16) {
    Ctx c(w, in);
    uint32_t* d = c.vdst();
    for_each_lane(c.active, [&](unsigned l) { c.put16(d, l, c.f16(0, l)); });
}

// The lane mask operand of v_cndmask (VCC in e32, an SGPR / constant in VOP3).
uint32_t mask_operand(const Ctx& c, int i) {
    if (c.s[i].mask) fault("lane-mask operand must be scalar");
    return c.s[i].scalar;
}

// v_cndmask_b32 with VGPR sources, VCC as the mask and no modifiers (the wide GEMM epilogue's
// transposes, templates/common/epilogue_wide.j2, run it with a DPP source 0): the select without
// the generic operand context, on the lanes and values the general path below computes (source 0
// through apply_dpp when DPP is on). Other forms, and registers past the allocation (the general
// path reports them), return false.
bool cndmask_vgpr_fast(Wave& w, const Inst& in) {
    if (in.abs || in.neg || in.src[2] != kVccLo) return false;
    if (in.src[0] < kVgpr0 || in.src[1] < kVgpr0 || in.dst == kNoOperand || in.dst < kVgpr0) return false;
    const unsigned r0 = in.src[0] - kVgpr0, r1 = in.src[1] - kVgpr0, rd = in.dst - kVgpr0;
    if (std::max(std::max(r0, r1), rd) >= w.nvgpr) return false;
    const uint32_t* a = w.vreg(r0);
    uint32_t remap[32];   // source 0 as each lane reads it (DPP), copied before the destination is written
    uint32_t write = w.exec();
    if (in.dpp.kind != DppKind::None) {
        write = apply_dpp(in, a, remap, write);
        a = remap;
    }
    const uint32_t* b = w.vreg(r1);
    const uint32_t m = w.s[kVccLo];
    uint32_t* d = w.vreg(rd);   // lane l reads a[l], b[l] before writing d[l]: d may be a or b
    for (unsigned l = 0; l < 32; ++l)
        if ((write >> l) & 1) d[l] = ((m >> l) & 1) ? b[l] : a[l];
    return true;
}

VALU_HANDLER(v_cndmask_b32) {
    if (cndmask_vgpr_fast(w, in)) return;
    Ctx c(w, in);
    const uint32_t m = mask_operand(c, 2);
    uint32_t* d = c.vdst();
    if (c.active == 0xffffffffu && !((in.abs | in.neg) & 3)) {
        // Every lane, no modifier (attention's masking selects a constant by an SGPR mask): four
        // lanes at a time, each nibble of the mask expanded to four lane masks by a table (GCC
        // vector extensions; a lane's bit shifted out per lane would need AVX2). Host
        // instructions per call with a literal source: 996 -> 308. d may be a source: each
        // group of four is read before it is written.
        typedef uint32_t u32x4 __attribute__((vector_size(16)));
        static constexpr uint32_t kNibble[16][4] = {
            {0, 0, 0, 0}, {~0u, 0, 0, 0}, {0, ~0u, 0, 0}, {~0u, ~0u, 0, 0},
            {0, 0, ~0u, 0}, {~0u, 0, ~0u, 0}, {0, ~0u, ~0u, 0}, {~0u, ~0u, ~0u, 0},
            {0, 0, 0, ~0u}, {~0u, 0, 0, ~0u}, {0, ~0u, 0, ~0u}, {~0u, ~0u, 0, ~0u},
            {0, 0, ~0u, ~0u}, {~0u, 0, ~0u, ~0u}, {0, ~0u, ~0u, ~0u}, {~0u, ~0u, ~0u, ~0u}};
        uint32_t abuf[32], bbuf[32];
        const uint32_t* a = c.lanes(0, abuf);
        const uint32_t* b = c.lanes(1, bbuf);
        for (unsigned l = 0; l < 32; l += 4) {
            u32x4 sel, va, vb;
            std::memcpy(&sel, kNibble[(m >> l) & 15u], sizeof sel);
            std::memcpy(&va, a + l, sizeof va);
            std::memcpy(&vb, b + l, sizeof vb);
            const u32x4 r = (va & ~sel) | (vb & sel);
            std::memcpy(d + l, &r, sizeof r);
        }
        return;
    }
    for_each_lane(c.active, [&](unsigned l) { d[l] = ((m >> l) & 1) ? c.f32(1, l) : c.f32(0, l); });
}

VALU_HANDLER(v_cndmask_b16) {
    Ctx c(w, in);
    const uint32_t m = mask_operand(c, 2);
    uint32_t* d = c.vdst();
    for_each_lane(c.active, [&](unsigned l) { c.put16(d, l, ((m >> l) & 1) ? c.f16(1, l) : c.f16(0, l)); });
}

// V_READFIRSTLANE_B32: lowest active lane (lane 0 if EXEC is 0), EXEC ignored for the read.
VALU_HANDLER(v_readfirstlane_b32) {
    Ctx c(w, in);
    const uint32_t e = c.exec;
    const unsigned lane = e ? unsigned(__builtin_ctz(e)) : 0u;
    write_sdst(w, in.dst, c.u(0, lane));
}

VALU_HANDLER(v_readlane_b32) {
    Ctx c(w, in);
    const unsigned lane = c.u(1, 0) & 31u;
    write_sdst(w, in.dst, c.u(0, lane));
}

// V_WRITELANE_B32 overrides EXEC: the selected lane is written even when inactive.
VALU_HANDLER(v_writelane_b32) {
    Ctx c(w, in);
    const unsigned lane = c.u(1, 0) & 31u;
    const uint32_t v = c.u(0, 0);
    uint32_t* d = c.vdst();
    d[lane] = v;
}

// V_PERMLANE16_B32 / V_PERMLANEX16_B32: lane selects {S2, S1} (4 bits per lane of a row);
// OPSEL[0] = FI, OPSEL[1] = BOUND_CTRL. A lane reading an inactive lane without FI gets 0 with
// BOUND_CTRL and keeps its old destination value otherwise (the DPP rule, model choice: the
// guide's pseudocode reads inactive lanes unconditionally but names the bits after DPP's).
template <bool kCross>
void permlane(Wave& w, const Inst& in) {
    Ctx c(w, in);
    if (in.src[0] < kVgpr0) fault("v_permlane source 0 must be a VGPR");
    const uint64_t sel = (uint64_t(c.u(2, 0)) << 32) | c.u(1, 0);
    const bool fi = in.opsel & 1, bc = (in.opsel >> 1) & 1;
    uint32_t* d = c.vdst();
    // The lane that lane l reads: its row (the other one for x16), the selector's nibble.
    const auto source = [&](unsigned l) {
        const unsigned row = (l >> 4) ^ (kCross ? 1u : 0u);
        return row * 16 + unsigned((sel >> (4 * (l & 15))) & 15u);
    };
    if (fi || c.exec == 0xffffffffu) {
        // Every lane read is readable (FI, or all 32 active): a plain permutation, computed for
        // all lanes without a branch and written to the active ones (softmax's row exchanges).
        // Lanes l and l + 16 read the same nibble (source(l)), taken by shifting the selector
        // four bits a step, straight from the source register (out is apart from the
        // destination). With a variable 64-bit shift per lane and a copy of the source first it
        // took 834 host instructions per call, now 435 (tools/handler_cost.cpp under cachegrind).
        const uint32_t* lo = c.s[0].p + (kCross ? 16 : 0);   // what lanes 0-15 read from
        const uint32_t* hi = c.s[0].p + (kCross ? 0 : 16);   // what lanes 16-31 read from
        alignas(64) uint32_t out[32];
        uint64_t nib = sel;
        for (unsigned l = 0; l < 16; ++l, nib >>= 4) {
            out[l] = lo[nib & 15u];
            out[l + 16] = hi[nib & 15u];
        }
        lanes::write_lanes(d, out, c.exec);
        return;
    }
    uint32_t src[32];
    std::memcpy(src, c.s[0].p, sizeof src);   // the destination may be the source
    for_each_lane(c.exec, [&](unsigned l) {
        const unsigned sl = source(l);
        if (fi || ((c.exec >> sl) & 1)) d[l] = src[sl];
        else if (bc) d[l] = 0;
    });
}

// V_MBCNT_LO_U32_B32: popcount(S0 & ((1 << lane) - 1)) + S1. V_MBCNT_HI_U32_B32 counts the bits
// of lanes 32..63 below the lane, none in wave32, so it returns S1.
VALU_HANDLER(v_mbcnt_lo_u32_b32) {
    Ctx c(w, in);
    uint32_t* d = c.vdst();
    if (c.active == 0xffffffffu) {   // whole wave (compiled code's lane-id idiom): the lanes as arrays
        alignas(64) uint32_t abuf[32], bbuf[32], r[32];
        const uint32_t* a = c.lanes(0, abuf);
        const uint32_t* b = c.lanes(1, bbuf);
        for (unsigned l = 0; l < 32; ++l) r[l] = popcount32(a[l] & ((1u << l) - 1u)) + b[l];
        std::memcpy(d, r, sizeof r);
        return;
    }
    for_each_lane(c.active, [&](unsigned l) {
        const uint32_t below = l ? (c.u(0, l) & ((1u << l) - 1u)) : 0u;
        d[l] = popcount32(below) + c.u(1, l);
    });
}

VALU_HANDLER(v_mbcnt_hi_u32_b32) {
    Ctx c(w, in);
    uint32_t* d = c.vdst();
    for_each_lane(c.active, [&](unsigned l) { d[l] = c.u(1, l); });
}

// M0-relative moves. DST / SRC0 are the raw register numbers; M0 is added per the guide.
enum class Rel { S, D, SD, SD2 };
template <Rel kind>
void movrel(Wave& w, const Inst& in) {
    Ctx c(w, in);
    if (in.dst < kVgpr0 || in.src[0] < kVgpr0) fault("v_movrel operands must be VGPRs");
    const uint32_t m0 = w.s[kM0];
    unsigned rs = in.src[0] - kVgpr0, rd = in.dst - kVgpr0;
    if (kind == Rel::S || kind == Rel::SD) rs += m0;
    if (kind == Rel::D || kind == Rel::SD) rd += m0;
    if (kind == Rel::SD2) {
        rs += m0 & 0x3ffu;
        rd += (m0 >> 16) & 0x3ffu;
    }
    check_vgpr(w, rs, 1);
    check_vgpr(w, rd, 1);
    const uint32_t* sp = w.vreg(rs);
    uint32_t* dp = w.vreg(rd);
    for_each_lane(c.active, [&](unsigned l) { dp[l] = sp[l]; });
}

VALU_HANDLER(v_swap_b32) {
    Ctx c(w, in);
    if (in.src[0] < kVgpr0) fault("v_swap_b32 operands must be VGPRs");
    uint32_t* d = c.vdst();
    uint32_t* s = w.vreg(in.src[0] - kVgpr0);
    for_each_lane(c.active, [&](unsigned l) {
        const uint32_t t = d[l];
        d[l] = s[l];
        s[l] = t;
    });
}

// V_SWAPREL_B32: swaps VGPR[DST + M0[25:16]] and VGPR[SRC0 + M0[9:0]] in each active lane
// (RDNA3.5 ISA pseudocode; DST and SRC0 are the raw register numbers).
VALU_HANDLER(v_swaprel_b32) {
    Ctx c(w, in);
    if (in.dst < kVgpr0 || in.src[0] < kVgpr0) fault("v_swaprel_b32 operands must be VGPRs");
    const uint32_t m0 = w.s[kM0];
    const unsigned rs = in.src[0] - kVgpr0 + (m0 & 0x3ffu), rd = in.dst - kVgpr0 + ((m0 >> 16) & 0x3ffu);
    check_vgpr(w, rs, 1);
    check_vgpr(w, rd, 1);
    uint32_t* sp = w.vreg(rs);
    uint32_t* dp = w.vreg(rd);
    for_each_lane(c.active, [&](unsigned l) {
        const uint32_t t = dp[l];
        dp[l] = sp[l];
        sp[l] = t;
    });
}

// V_PERMLANE64_B32 swaps the two 32-lane halves of a wave64; "In wave32 mode this opcode is
// translated to V_NOP and performs no writes" (RDNA3.5 ISA). Every emulated wave is wave32.
VALU_HANDLER(v_permlane64_b32) {
    (void)w;
    (void)in;
}

// V_ILLEGAL (VOP2 opcode 0, the all-zero dword): the hardware raises an illegal-instruction
// exception. The emulator stops the launch; a kernel usually gets here by running into zeroed
// memory (a branch or a return address that went wrong).
[[noreturn]] void v_illegal(Wave&, const Inst&) {
    fault("v_illegal executed: an illegal-instruction exception on the hardware (the encoding is an all-zero "
          "dword, so the program most likely ran into zeroed memory)");
}

const Entry kLane[] = {
    {"v_nop", h_nop},
    {"v_pipeflush", h_nop},
    {"v_mov_b32", v_mov_b32},
    {"v_mov_b16", v_mov_b16},
    {"v_cndmask_b32", v_cndmask_b32},
    {"v_cndmask_b16", v_cndmask_b16},
    {"v_readfirstlane_b32", v_readfirstlane_b32},
    {"v_readlane_b32", v_readlane_b32},
    {"v_writelane_b32", v_writelane_b32},
    {"v_permlane16_b32", permlane<false>},
    {"v_permlanex16_b32", permlane<true>},
    {"v_mbcnt_lo_u32_b32", v_mbcnt_lo_u32_b32},
    {"v_mbcnt_hi_u32_b32", v_mbcnt_hi_u32_b32},
    {"v_movrels_b32", movrel<Rel::S>},
    {"v_movreld_b32", movrel<Rel::D>},
    {"v_movrelsd_b32", movrel<Rel::SD>},
    {"v_movrelsd_2_b32", movrel<Rel::SD2>},
    {"v_swap_b32", v_swap_b32},
    {"v_swaprel_b32", v_swaprel_b32},
    {"v_permlane64_b32", v_permlane64_b32},
    {"v_illegal", v_illegal},
};

}  // namespace

void add_lane_handlers(HandlerTable& t) { add_all(t, kLane); }

}  // namespace valu

// ------------------------------------------------------------------------------------ VOPD

namespace {

using namespace valu;

// One VOPD half: computes the results of its active lanes into out[].
void vopd_half(Wave& w, const Inst& in, const OpInfo* op, uint16_t dst, uint16_t src0, uint16_t vsrc1,
               uint32_t exec, const FpEnv& e, uint32_t* out) {
    if (!op) fault("VOPD half with an unknown opcode");
    check_vgpr(w, dst - kVgpr0, 1);
    Src32 a;
    if (src0 >= kVgpr0) {
        check_vgpr(w, src0 - kVgpr0, 1);
        a.p = w.vreg(src0 - kVgpr0);
        a.mask = 31;
        a.scalar = 0;
    } else {
        a.scalar = scalar_src_b32(w, in, src0, op->cls[0]);
        a.p = &a.scalar;
        a.mask = 0;
    }
    const uint32_t* b = nullptr;
    if (vsrc1 != kNoOperand) {
        check_vgpr(w, vsrc1 - kVgpr0, 1);
        b = w.vreg(vsrc1 - kVgpr0);
    }
    const uint32_t* d = w.vreg(dst - kVgpr0);
    const uint32_t k = in.literal;
    const uint32_t vcc = w.s[kVcc];
    auto need_b = [&] {
        if (!b) fault("VOPD operation without its second source");
    };
    // Opcodes shared by the X and Y lists (VOPDX / VOPDY tables); 0x10-0x12 exist in Y only.
    switch (op->op) {
        case 0x0:   // v_dual_fmac_f32
            need_b();
            for_each_lane(exec, [&](unsigned l) { out[l] = fp::fma_f32(a[l], b[l], d[l], e.r32, e.din32, e.dout32); });
            break;
        case 0x1:   // v_dual_fmaak_f32: S0 * S1 + K
            need_b();
            for_each_lane(exec, [&](unsigned l) { out[l] = fp::fma_f32(a[l], b[l], k, e.r32, e.din32, e.dout32); });
            break;
        case 0x2:   // v_dual_fmamk_f32: S0 * K + S1
            need_b();
            for_each_lane(exec, [&](unsigned l) { out[l] = fp::fma_f32(a[l], k, b[l], e.r32, e.din32, e.dout32); });
            break;
        case 0x3:   // v_dual_mul_f32
            need_b();
            for_each_lane(exec, [&](unsigned l) { out[l] = fp::mul_f32(a[l], b[l], e.r32, e.din32, e.dout32); });
            break;
        case 0x4:   // v_dual_add_f32
            need_b();
            for_each_lane(exec, [&](unsigned l) { out[l] = fp::add_f32(a[l], b[l], e.r32, e.din32, e.dout32); });
            break;
        case 0x5:   // v_dual_sub_f32
            need_b();
            for_each_lane(exec, [&](unsigned l) {
                out[l] = fp::add_f32(a[l], b[l] ^ 0x80000000u, e.r32, e.din32, e.dout32);
            });
            break;
        case 0x6:   // v_dual_subrev_f32
            need_b();
            for_each_lane(exec, [&](unsigned l) {
                out[l] = fp::add_f32(b[l], a[l] ^ 0x80000000u, e.r32, e.din32, e.dout32);
            });
            break;
        case 0x7:   // v_dual_mul_dx9_zero_f32: 0 * anything = +0
            need_b();
            for_each_lane(exec, [&](unsigned l) {
                const uint32_t x = fp::denorm_f32(a[l], e.din32), y = fp::denorm_f32(b[l], e.din32);
                out[l] = ((x & 0x7fffffffu) == 0 || (y & 0x7fffffffu) == 0)
                             ? 0u
                             : fp::mul_f32(x, y, e.r32, e.din32, e.dout32);
            });
            break;
        case 0x8:   // v_dual_mov_b32
            for_each_lane(exec, [&](unsigned l) { out[l] = a[l]; });
            break;
        case 0x9:   // v_dual_cndmask_b32 (mask: vcc_lo)
            need_b();
            for_each_lane(exec, [&](unsigned l) { out[l] = ((vcc >> l) & 1) ? b[l] : a[l]; });
            break;
        case 0xa:   // v_dual_max_f32
            need_b();
            for_each_lane(exec, [&](unsigned l) {
                out[l] = fp::max_f32(fp::denorm_f32(a[l], e.din32), fp::denorm_f32(b[l], e.din32), e.ieee);
            });
            break;
        case 0xb:   // v_dual_min_f32
            need_b();
            for_each_lane(exec, [&](unsigned l) {
                out[l] = fp::min_f32(fp::denorm_f32(a[l], e.din32), fp::denorm_f32(b[l], e.din32), e.ieee);
            });
            break;
        case 0xc:   // v_dual_dot2acc_f32_f16: D + S0.lo*S1.lo + S0.hi*S1.hi
            need_b();
            for_each_lane(exec, [&](unsigned l) {
                const uint32_t a0 = fp::cvt_f16_to_f32(fp::lo16(a[l]), e.din16);
                const uint32_t a1 = fp::cvt_f16_to_f32(fp::hi16(a[l]), e.din16);
                const uint32_t b0 = fp::cvt_f16_to_f32(fp::lo16(b[l]), e.din16);
                const uint32_t b1 = fp::cvt_f16_to_f32(fp::hi16(b[l]), e.din16);
                const uint32_t t = fp::fma_f32(a0, b0, d[l], e.r32, e.din32, e.dout32);
                out[l] = fp::fma_f32(a1, b1, t, e.r32, e.din32, e.dout32);
            });
            break;
        case 0x10:   // v_dual_add_nc_u32
            need_b();
            for_each_lane(exec, [&](unsigned l) { out[l] = a[l] + b[l]; });
            break;
        case 0x11:   // v_dual_lshlrev_b32: S1 << S0[4:0]
            need_b();
            for_each_lane(exec, [&](unsigned l) { out[l] = b[l] << (a[l] & 31u); });
            break;
        case 0x12:   // v_dual_and_b32
            need_b();
            for_each_lane(exec, [&](unsigned l) { out[l] = a[l] & b[l]; });
            break;
        default:
            faultf("VOPD operation %s is not supported", op->name);
    }
}

// The same half on whole waves (emu/exec/lanes.hpp): every lane of out[] computed with host SIMD, for
// the operations VOPD code is made of, in the default MODE (the caller checks it). False for any
// other operation, which then takes vopd_half.
bool vopd_half_wave(Wave& w, const Inst& in, const OpInfo* op, uint16_t dst, uint16_t src0, uint16_t vsrc1,
                    uint32_t* out) {
    if (!op) return false;
    const unsigned code = op->op;
    if (code > 0x4 && code != 0x8 && (code < 0x10 || code > 0x12)) return false;
    check_vgpr(w, dst - kVgpr0, 1);
    alignas(64) uint32_t abuf[32], kbuf[32];
    const uint32_t* a;
    if (src0 >= kVgpr0) {
        check_vgpr(w, src0 - kVgpr0, 1);
        a = w.vreg(src0 - kVgpr0);
    } else {
        lanes::broadcast(abuf, scalar_src_b32(w, in, src0, op->cls[0]));
        a = abuf;
    }
    if (code == 0x8) {   // v_dual_mov_b32
        std::memcpy(out, a, sizeof abuf);
        return true;
    }
    if (vsrc1 == kNoOperand) fault("VOPD operation without its second source");
    check_vgpr(w, vsrc1 - kVgpr0, 1);
    const uint32_t* b = w.vreg(vsrc1 - kVgpr0);
    const uint32_t* d = w.vreg(dst - kVgpr0);
    if (code == 0x1 || code == 0x2) lanes::broadcast(kbuf, in.literal);
    switch (code) {
        case 0x0: lanes::fma_f32(a, b, d, out); break;      // v_dual_fmac_f32
        case 0x1: lanes::fma_f32(a, b, kbuf, out); break;   // v_dual_fmaak_f32: S0 * S1 + K
        case 0x2: lanes::fma_f32(a, kbuf, b, out); break;   // v_dual_fmamk_f32: S0 * K + S1
        case 0x3: lanes::mul_f32(a, b, out); break;
        case 0x4: lanes::add_f32(a, b, out); break;
        case 0x10: for (int l = 0; l < 32; ++l) out[l] = a[l] + b[l]; break;          // v_dual_add_nc_u32
        case 0x11: for (int l = 0; l < 32; ++l) out[l] = b[l] << (a[l] & 31u); break;  // v_dual_lshlrev_b32
        case 0x12: for (int l = 0; l < 32; ++l) out[l] = a[l] & b[l]; break;           // v_dual_and_b32
    }
    return true;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define EMU_VOPD_AVX512 1
#define EMU_AVX512 __attribute__((target("avx512f")))

// One VOPD half on AVX-512 registers: its 32 results in r0 (lanes 0-15) and r1 (16-31), and
// whether they are floats (whose NaNs take the exact path). False for an operation vopd_half_wave
// does not cover. Nothing is written.
EMU_AVX512 __attribute__((always_inline)) inline bool vopd_half_512(Wave& w, const Inst& in, const OpInfo* op, uint16_t dst, uint16_t src0,
                                     uint16_t vsrc1, __m512i& r0, __m512i& r1, bool& is_float) {
    if (!op) return false;
    const unsigned code = op->op;
    if (code > 0x4 && code != 0x8 && (code < 0x10 || code > 0x12)) return false;
    check_vgpr(w, dst - kVgpr0, 1);
    r0 = r1 = _mm512_setzero_si512();
    __m512i a0, a1;
    if (src0 >= kVgpr0) {
        check_vgpr(w, src0 - kVgpr0, 1);
        const uint32_t* a = w.vreg(src0 - kVgpr0);
        a0 = _mm512_loadu_si512(a);
        a1 = _mm512_loadu_si512(a + 16);
    } else {
        a0 = a1 = _mm512_set1_epi32(int(scalar_src_b32(w, in, src0, op->cls[0])));
    }
    is_float = code <= 0x4;
    if (code == 0x8) {   // v_dual_mov_b32
        r0 = a0;
        r1 = a1;
        return true;
    }
    if (vsrc1 == kNoOperand) fault("VOPD operation without its second source");
    check_vgpr(w, vsrc1 - kVgpr0, 1);
    const uint32_t* b = w.vreg(vsrc1 - kVgpr0);
    const __m512i b0 = _mm512_loadu_si512(b), b1 = _mm512_loadu_si512(b + 16);
    const __m512 k = _mm512_castsi512_ps(_mm512_set1_epi32(int(in.literal)));
#define f _mm512_castsi512_ps
#define u _mm512_castps_si512
    switch (code) {
        case 0x0: {   // v_dual_fmac_f32
            const uint32_t* d = w.vreg(dst - kVgpr0);
            r0 = u(_mm512_fmadd_ps(f(a0), f(b0), _mm512_loadu_ps(reinterpret_cast<const float*>(d))));
            r1 = u(_mm512_fmadd_ps(f(a1), f(b1), _mm512_loadu_ps(reinterpret_cast<const float*>(d + 16))));
            break;
        }
        case 0x1: r0 = u(_mm512_fmadd_ps(f(a0), f(b0), k)); r1 = u(_mm512_fmadd_ps(f(a1), f(b1), k)); break;
        case 0x2: r0 = u(_mm512_fmadd_ps(f(a0), k, f(b0))); r1 = u(_mm512_fmadd_ps(f(a1), k, f(b1))); break;
        case 0x3: r0 = u(_mm512_mul_ps(f(a0), f(b0))); r1 = u(_mm512_mul_ps(f(a1), f(b1))); break;
        case 0x4: r0 = u(_mm512_add_ps(f(a0), f(b0))); r1 = u(_mm512_add_ps(f(a1), f(b1))); break;
        case 0x10: r0 = _mm512_add_epi32(a0, b0); r1 = _mm512_add_epi32(a1, b1); break;
        case 0x11: {
            const __m512i m = _mm512_set1_epi32(31);
            // (the zero-masking form: GCC 12 warns about the plain form's undefined pass-through)
            r0 = _mm512_maskz_sllv_epi32(__mmask16(0xffff), b0, _mm512_and_si512(a0, m));
            r1 = _mm512_maskz_sllv_epi32(__mmask16(0xffff), b1, _mm512_and_si512(a1, m));
            break;
        }
        case 0x12: r0 = _mm512_and_si512(a0, b0); r1 = _mm512_and_si512(a1, b1); break;
    }
#undef f
#undef u
    return true;
}

// Whether any lane of v0 or v1 is a NaN: one unordered compare of the two (true in a lane where
// either is a NaN).
EMU_AVX512 __attribute__((always_inline)) inline bool any_nan_512(__m512i v0, __m512i v1) {
    return _mm512_cmp_ps_mask(_mm512_castsi512_ps(v0), _mm512_castsi512_ps(v1), _CMP_UNORD_Q) != 0;
}

// Both VOPD destinations written under EXEC (lanes 0-15 and 16-31 of each): plain stores for a
// full wave, so that a later load of the register forwards from them.
EMU_AVX512 __attribute__((always_inline)) inline void store_vopd_512(uint32_t* dx, uint32_t* dy, __m512i x0, __m512i x1,
                                                                     __m512i y0, __m512i y1, uint32_t exec) {
    if (exec == 0xffffffffu) {
        _mm512_storeu_si512(dx, x0);
        _mm512_storeu_si512(dx + 16, x1);
        _mm512_storeu_si512(dy, y0);
        _mm512_storeu_si512(dy + 16, y1);
        return;
    }
    _mm512_mask_storeu_epi32(dx, __mmask16(exec), x0);
    _mm512_mask_storeu_epi32(dx + 16, __mmask16(exec >> 16), x1);
    _mm512_mask_storeu_epi32(dy, __mmask16(exec), y0);
    _mm512_mask_storeu_epi32(dy + 16, __mmask16(exec >> 16), y1);
}

// The whole instruction in AVX-512 registers (default MODE): both halves computed from their
// sources, then both destinations written under EXEC. A NaN in a float result (a NaN operand,
// or one the host created) returns false before anything is written, and the instruction runs
// on the exact path; so does an operation vopd_half_512 does not cover.
EMU_AVX512 bool vopd_wave_avx512(Wave& w, const Inst& in) {
    const VopdFields& v = in.vopd;
    __m512i x0 = _mm512_setzero_si512(), x1 = x0, y0 = x0, y1 = x0;
    bool xf = false, yf = false;
    if (!vopd_half_512(w, in, v.opx, v.dstx, v.srcx0, v.vsrcx1, x0, x1, xf)) return false;
    if (!vopd_half_512(w, in, v.opy, v.dsty, v.srcy0, v.vsrcy1, y0, y1, yf)) return false;
    if ((xf && any_nan_512(x0, x1)) || (yf && any_nan_512(y0, y1))) return false;
    if (v.dstx == v.dsty) fault("VOPD halves write the same VGPR");
    store_vopd_512(w.vreg(v.dstx - kVgpr0), w.vreg(v.dsty - kVgpr0), x0, x1, y0, y1, w.exec());
    return true;
}
#else
#define EMU_VOPD_AVX512 0
#endif

}  // namespace

void exec_vopd(Wave& w, const Inst& in) {
    const VopdFields& v = in.vopd;
    const uint32_t exec = w.exec();
    const FpEnv e(w);
    alignas(64) uint32_t rx[32], ry[32];
    // Both halves read all their sources (including the fmac / dot2acc accumulators) before
    // either destination is written. In the default MODE the common operations run on whole
    // waves; the results of lanes outside EXEC are computed and dropped.
    const bool wave_ok = e.r32 == fp::Round::NearestEven && e.din32 && e.dout32;
    if (!wave_ok || !vopd_half_wave(w, in, v.opx, v.dstx, v.srcx0, v.vsrcx1, rx))
        vopd_half(w, in, v.opx, v.dstx, v.srcx0, v.vsrcx1, exec, e, rx);
    if (!wave_ok || !vopd_half_wave(w, in, v.opy, v.dsty, v.srcy0, v.vsrcy1, ry))
        vopd_half(w, in, v.opy, v.dsty, v.srcy0, v.vsrcy1, exec, e, ry);
    if (v.dstx == v.dsty) fault("VOPD halves write the same VGPR");
    lanes::write_lanes(w.vreg(v.dstx - kVgpr0), rx, exec);
    lanes::write_lanes(w.vreg(v.dsty - kVgpr0), ry, exec);
}

#if EMU_VOPD_AVX512
// The AVX-512 entry: the whole instruction in registers when MODE is the default one for f32
// (round to nearest even: MODE[1:0] = 0; f32 denormals kept: MODE[5:4] = 3), else exec_vopd.
void exec_vopd_avx512(Wave& w, const Inst& in) {
    if ((w.mode & 0x33u) == 0x30u && vopd_wave_avx512(w, in)) return;
    exec_vopd(w, in);
}

namespace {
// v_dual_fmac_f32 :: v_dual_fmac_f32 with VGPR sources, the FP32 GEMM kernels' inner loop (the
// decoder picks it by vopd_handler_name): vopd_wave_avx512's fmac case without its operand
// dispatch. The same arithmetic and the same fall-back to the exact path (a MODE other than the
// default, or a NaN result), so results are identical bit for bit.
EMU_AVX512 void exec_vopd_fmac_fmac_avx512(Wave& w, const Inst& in) {
    const VopdFields& v = in.vopd;
    if ((w.mode & 0x33u) != 0x30u) return exec_vopd(w, in);
    const unsigned dx_r = v.dstx - kVgpr0, ax_r = v.srcx0 - kVgpr0, bx_r = v.vsrcx1 - kVgpr0;
    const unsigned dy_r = v.dsty - kVgpr0, ay_r = v.srcy0 - kVgpr0, by_r = v.vsrcy1 - kVgpr0;
    // (pairwise: GCC makes std::max({...}) a loop over a stack copy of the six, about 15% of this
    // handler's samples in s8)
    const unsigned hi = std::max(std::max(std::max(dx_r, ax_r), std::max(bx_r, dy_r)), std::max(ay_r, by_r));
    if (hi >= w.nvgpr || dx_r == dy_r) return exec_vopd(w, in);   // the general path reports it
    const float* ax = reinterpret_cast<const float*>(w.vreg(ax_r));
    const float* bx = reinterpret_cast<const float*>(w.vreg(bx_r));
    const float* ay = reinterpret_cast<const float*>(w.vreg(ay_r));
    const float* by = reinterpret_cast<const float*>(w.vreg(by_r));
    uint32_t* dx = w.vreg(dx_r);
    uint32_t* dy = w.vreg(dy_r);
    const float* dxf = reinterpret_cast<const float*>(dx);
    const float* dyf = reinterpret_cast<const float*>(dy);
    // every source read before either destination is written
    const __m512i x0 = _mm512_castps_si512(_mm512_fmadd_ps(_mm512_loadu_ps(ax), _mm512_loadu_ps(bx), _mm512_loadu_ps(dxf)));
    const __m512i x1 =
        _mm512_castps_si512(_mm512_fmadd_ps(_mm512_loadu_ps(ax + 16), _mm512_loadu_ps(bx + 16), _mm512_loadu_ps(dxf + 16)));
    const __m512i y0 = _mm512_castps_si512(_mm512_fmadd_ps(_mm512_loadu_ps(ay), _mm512_loadu_ps(by), _mm512_loadu_ps(dyf)));
    const __m512i y1 =
        _mm512_castps_si512(_mm512_fmadd_ps(_mm512_loadu_ps(ay + 16), _mm512_loadu_ps(by + 16), _mm512_loadu_ps(dyf + 16)));
    if (any_nan_512(x0, x1) || any_nan_512(y0, y1)) return exec_vopd(w, in);   // NaN: the exact path decides the payload
    store_vopd_512(dx, dy, x0, x1, y0, y1, w.exec());
}
}  // namespace
#endif

Handler vopd_handler() {
#if EMU_VOPD_AVX512
    if (lanes::lane_selected_impl() == lanes::LaneImpl::Avx512) return exec_vopd_avx512;
#endif
    return exec_vopd;
}

Handler vopd_fmac_fmac_handler() {
#if EMU_VOPD_AVX512
    if (lanes::lane_selected_impl() == lanes::LaneImpl::Avx512) return exec_vopd_fmac_fmac_avx512;
#endif
    return exec_vopd;
}

const char* vopd_handler_name(const Inst& in) {
    const VopdFields& v = in.vopd;
    const bool fmac_x = v.opx && v.opx->op == 0x0 && v.srcx0 >= kVgpr0;
    const bool fmac_y = v.opy && v.opy->op == 0x0 && v.srcy0 >= kVgpr0;
    return fmac_x && fmac_y && v.vsrcx1 != kNoOperand && v.vsrcy1 != kNoOperand ? "<vopd:fmac,fmac>" : "<vopd>";
}

void add_valu_handlers(HandlerTable& t, bool avx2) {
    valu::add_lane_handlers(t);
    valu::add_int_handlers(t, avx2);
    valu::add_float_handlers(t);
    valu::add_half_handlers(t);
    valu::add_cmp_handlers(t);
    // Enc::VOPD dispatches by these names, not by mnemonic (vopd_handler_name picks the entry).
    t.add("<vopd>", vopd_handler());
    t.add("<vopd:fmac,fmac>", vopd_fmac_fmac_handler());
}

}  // namespace emu
