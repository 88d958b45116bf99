// Shared machinery of the vector-ALU handlers (emu/exec_valu*.cpp only; not a public header).
//
// One handler executes one instruction for the whole wave. A handler builds a Ctx, which
// resolves the sources once (VGPR lane arrays or scalar broadcasts, see emu/engine/wave.hpp), applies
// the DPP lane remap to source 0, and computes `active`, the lanes that may be written (EXEC,
// minus lanes a DPP row/bank mask or an out-of-range DPP source without bound_ctrl disables).
// The handler then computes every active lane, reading each lane's sources before writing
// that lane's destination; operations that read other lanes (DPP, permlane, readlane) snapshot
// their sources first, so a destination may alias any source.
//
// Conventions implemented here (see the report in exec_valu.cpp for their sources):
//  * 16-bit operands: bit i of Inst::opsel selects the high half of register source i (VGPR or
//    SGPR); inline constants and literals always supply their low half. A 16-bit result goes
//    to the half selected by opsel bit 3 and the other half of the destination is kept.
//  * Float input modifiers abs/neg apply to the raw bits (abs first), output modifiers omod then
//    clamp to the result. omod is ignored when MODE.IEEE = 1 (LLVM SIFoldOperands: "omod is
//    ignored by hardware if IEEE bit is enabled").
//  * MODE rounding and denormal flags come from Wave::mode through the helpers of exec.hpp.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>

#include "emu/exec/exec.hpp"
#include "emu/exec/exec_valu.hpp"
#include "emu/exec/fp.hpp"

namespace emu {
namespace valu {

// Registration of the handler groups (one per exec_valu_*.cpp file).
void add_float_handlers(HandlerTable& t);    // exec_valu_float.cpp: f32 / f64 / conversions
void add_half_handlers(HandlerTable& t);     // exec_valu_half.cpp: f16, packed, dot, mix
void add_int_handlers(HandlerTable& t, bool avx2);   // exec_valu_int.cpp: integer and bitwise
void add_cmp_handlers(HandlerTable& t);      // exec_valu_cmp.cpp: v_cmp_* / v_cmpx_*
void add_lane_handlers(HandlerTable& t);     // exec_valu.cpp: cross-lane and moves

// printf-style fault.
[[noreturn]] void faultf(const char* fmt, ...) __attribute__((format(printf, 1, 2)));

template <class F>
inline void for_each_lane(uint32_t mask, F&& f) {
    while (mask) {
        f(static_cast<unsigned>(__builtin_ctz(mask)));
        mask &= mask - 1;
    }
}

// The FP-relevant MODE fields, decoded once per instruction.
struct FpEnv {
    fp::Round r32, r16;          // f32 rounding; f16 and f64 rounding
    bool din32, dout32;          // f32 denormals kept on input / output
    bool din16, dout16;          // f16 and f64 denormals kept on input / output
    bool ieee, dx10;
    // The fields of MODE bits [9:0] (the helpers of exec.hpp, on the value).
    constexpr explicit FpEnv(uint32_t mode)
        : r32(fp::Round(mode & 3)), r16(fp::Round((mode >> 2) & 3)), din32((mode >> 4) & 1),
          dout32((mode >> 5) & 1), din16((mode >> 6) & 1), dout16((mode >> 7) & 1), ieee((mode >> 9) & 1),
          dx10((mode >> 8) & 1) {}
    constexpr FpEnv() : FpEnv(0u) {}
    // The wave's, from a table of all 1024 values (one 8-byte copy; decoding the eight fields
    // took about 30 host instructions of every VALU instruction).
    explicit FpEnv(const Wave& w);
};

struct FpEnvTable {
    FpEnv env[1024];
    constexpr FpEnvTable() : env{} {
        for (uint32_t m = 0; m < 1024; ++m) env[m] = FpEnv(m);
    }
};
inline constexpr FpEnvTable kFpEnvTable{};
inline FpEnv::FpEnv(const Wave& w) : FpEnv(kFpEnvTable.env[w.mode & 1023u]) {}

// DPP16 / DPP8 source-0 remap: fills out[lane] with the source value each lane reads and
// returns the lanes that may be written (a subset of exec). Faults on a control it does not
// implement.
uint32_t apply_dpp(const Inst& in, const uint32_t* src, uint32_t* out, uint32_t exec);

// Faults unless VGPRs [r, r + n) exist in this wave.
inline void check_vgpr(const Wave& w, unsigned r, unsigned n) {
    if (r + n > w.nvgpr)
        faultf("VGPR v%u%s is outside the %u VGPRs of this wave", r + n - 1, n > 1 ? " (tuple end)" : "",
               w.nvgpr);
}

// ------------------------------------------------------------------------------ float helpers

// 64-bit float arithmetic in a MODE rounding mode with the f64 denormal flags (fp.hpp has no
// f64 arithmetic; the host's IEEE double arithmetic gives one correct rounding, with the host
// rounding mode switched for the directed modes). NaN rules as in fp.hpp.
uint64_t add_f64(uint64_t a, uint64_t b, fp::Round r, bool din, bool dout);
uint64_t mul_f64(uint64_t a, uint64_t b, fp::Round r, bool din, bool dout);
uint64_t fma_f64(uint64_t a, uint64_t b, uint64_t c, fp::Round r, bool din, bool dout);
// a * 2^n with one rounding.
uint64_t ldexp_f64(uint64_t a, int n, fp::Round r, bool din, bool dout);

// The exact value of a*b + c (finite doubles whose product is exact, i.e. at most 26+27
// significant bits, as products of f16/bf16/f32 values are) rounded to odd at double precision:
// converting the result to any format of at most 51 significant bits with fp's conversions
// gives the correctly rounded a*b + c. Zero results get their IEEE sign for rounding mode r.
double fma_round_odd(double a, double b, double c, fp::Round r);

uint64_t clamp01_f64(uint64_t d, bool dx10);

// Output modifier (omod) scale factors.
inline uint32_t omod_f32(uint32_t v, unsigned omod, const FpEnv& e) {
    static const uint32_t k[4] = {0x3f800000u, 0x40000000u, 0x40800000u, 0x3f000000u};
    return fp::mul_f32(v, k[omod & 3], e.r32, true, e.dout32);
}
inline uint16_t omod_f16(uint16_t v, unsigned omod, const FpEnv& e) {
    static const uint16_t k[4] = {0x3c00, 0x4000, 0x4400, 0x3800};
    return fp::mul_f16(v, k[omod & 3], e.r16, true, e.dout16);
}
inline uint64_t omod_f64(uint64_t v, unsigned omod, const FpEnv& e) {
    static const uint64_t k[4] = {0x3ff0000000000000ull, 0x4000000000000000ull, 0x4010000000000000ull,
                                  0x3fe0000000000000ull};
    return mul_f64(v, k[omod & 3], e.r16, true, e.dout16);
}

// ------------------------------------------------------------------------------------- Ctx

struct Ctx {
    Wave& w;
    const Inst& in;
    const OpInfo& info;
    FpEnv fe;
    uint32_t exec;       // EXEC when the instruction started
    uint32_t active;     // lanes to compute and write
    uint8_t hisel;       // bit i: a 16-bit read of source i takes bits [31:16]
    bool dst_hi;         // 16-bit result goes to bits [31:16]
    Src32 s[3];
    uint32_t dppbuf[32];

    Ctx(Wave& w_, const Inst& in_);
    Ctx(const Ctx&) = delete;
    Ctx& operator=(const Ctx&) = delete;

    // ---- sources
    uint32_t u(int i, unsigned l) const { return s[i][l]; }
    // Source i's 32 lanes (no modifiers): the VGPR (or DPP buffer), or the scalar broadcast into
    // buf.
    const uint32_t* lanes(int i, uint32_t* buf) const {
        if (s[i].mask) return s[i].p;
        const uint32_t v = s[i].scalar;
        for (unsigned l = 0; l < 32; ++l) buf[l] = v;
        return buf;
    }
    int32_t si(int i, unsigned l) const { return static_cast<int32_t>(s[i][l]); }
    uint16_t h(int i, unsigned l) const {
        const uint32_t v = s[i][l];
        return static_cast<uint16_t>(((hisel >> i) & 1) ? v >> 16 : v);
    }
    bool absb(int i) const { return (in.abs >> i) & 1; }
    bool negb(int i) const { return (in.neg >> i) & 1; }
    uint32_t f32(int i, unsigned l) const { return mod_f32(s[i][l], absb(i), negb(i)); }
    uint16_t f16(int i, unsigned l) const { return mod_f16(h(i, l), absb(i), negb(i)); }
    // 64-bit source i (VGPR pair, SGPR pair, constant or literal by its class).
    Src64 s64(int i) const {
        if (in.src[i] >= kVgpr0) check_vgpr(w, in.src[i] - kVgpr0, 2);
        return src64(w, in, static_cast<unsigned>(i), info.cls[i]);
    }
    uint64_t f64(const Src64& v, int i, unsigned l) const { return mod_f64(v[l], absb(i), negb(i)); }
    // Re-resolves source i with another constant class (v_fma_mix operands change type).
    void src_as(int i, ImmClass cls, Src32& out) const {
        out = src32(w, in, static_cast<unsigned>(i), cls);
        if (out.mask == 0) out.p = &out.scalar;
    }

    // ---- destination
    // The destination VGPR array (faults when the destination is not a VGPR tuple of n).
    uint32_t* vdst(unsigned n = 1) const {
        if (in.dst == kNoOperand || in.dst < kVgpr0) fault("VALU destination is not a VGPR");
        check_vgpr(w, in.dst - kVgpr0, n);
        return w.v + size_t(in.dst - kVgpr0) * 32;
    }
    void put16(uint32_t* d, unsigned l, uint16_t v) const { d[l] = fp::set_half16(d[l], dst_hi, v); }

    // ---- output modifiers
    uint32_t out32(uint32_t v) const {
        if (in.omod && !fe.ieee) v = omod_f32(v, in.omod, fe);
        if (in.clamp) v = fp::clamp01_f32(v, fe.dx10);
        return v;
    }
    uint16_t out16(uint16_t v) const {
        if (in.omod && !fe.ieee) v = omod_f16(v, in.omod, fe);
        if (in.clamp) v = fp::clamp01_f16(v, fe.dx10);
        return v;
    }
    uint64_t out64(uint64_t v) const {
        if (in.omod && !fe.ieee) v = omod_f64(v, in.omod, fe);
        if (in.clamp) v = clamp01_f64(v, fe.dx10);
        return v;
    }

    // ---- lane-mask destinations (VOPC, carry-out, div_scale)
    // Writes a wave32 lane mask to a scalar destination code (vcc_lo, an SGPR, exec_lo, null).
    void put_mask(unsigned code, uint32_t mask) const { write_sdst(w, code, mask); }
};

inline Ctx::Ctx(Wave& w_, const Inst& in_) : w(w_), in(in_), info(*in_.info), fe(w_) {
    exec = w.exec();
    active = exec;
    hisel = 0;
#pragma GCC unroll 3
    for (int i = 0; i < 3; ++i) {
        const unsigned code = in.src[i];
        if (code == kNoOperand || info.src_w[i] >= 2) {
            s[i].scalar = 0;
            s[i].mask = 0;
        } else {
            if (code >= kVgpr0) check_vgpr(w, code - kVgpr0, 1);
            s[i] = src32(w, in, static_cast<unsigned>(i), info.cls[i]);
        }
        if (s[i].mask == 0) s[i].p = &s[i].scalar;   // the copy must point at its own scalar
    }
    if (in.opsel & 7) {   // (a source's OPSEL is rare: one test for all three, outside the loop)
        // Register sources (SGPR codes 0..127, VGPRs) honour the 16-bit half select; constants
        // and literals supply their low half; absent and 64-bit sources have no half.
        for (int i = 0; i < 3; ++i) {
            const unsigned code = in.src[i];
            if (code == kNoOperand || info.src_w[i] >= 2) continue;
            if (((in.opsel >> i) & 1) && (code < 128 || code >= kVgpr0)) hisel |= uint8_t(1u << i);
        }
    }
    dst_hi = (in.opsel >> 3) & 1;
    if (in.dpp.kind != DppKind::None) {
        if (info.src_w[0] != 1 || in.src[0] < kVgpr0) fault("DPP needs a 32-bit VGPR source 0");
        active = apply_dpp(in, s[0].p, dppbuf, exec);
        s[0].p = dppbuf;
        s[0].mask = 31;
    }
}

// Source i's 32 lanes with its f32 modifiers (as Ctx::f32 reads them): the VGPR (or DPP buffer) itself, or the lanes (a
// scalar broadcast, or the modified values) in buf. mod_f32's rule as one AND and one XOR per
// lane, four lanes at a time in GCC vector extensions (per lane, with its two conditional steps,
// it was most of softmax's v_fma_f32 v, v, s, -v; as a plain loop GCC 12 at -O2 kept it scalar).
inline const uint32_t* f32_wave_src(const Ctx& cx, int i, uint32_t* buf) {
    const bool abs = cx.absb(i), neg = cx.negb(i);
    const uint32_t* p = cx.lanes(i, buf);   // (a scalar is broadcast into buf: modified in place)
    if (!abs && !neg) return p;
    const uint32_t keep = abs ? 0x7fffffffu : 0xffffffffu, flip = neg ? 0x80000000u : 0u;
    typedef uint32_t u32x4 __attribute__((vector_size(16)));
    for (unsigned l = 0; l < 32; l += 4) {
        u32x4 v;
        std::memcpy(&v, p + l, sizeof v);
        v = (v & keep) ^ flip;
        std::memcpy(buf + l, &v, sizeof v);
    }
    return buf;
}

// Source i's 32 halves as Ctx::f16 reads them (the OPSEL half, ABS then NEG), for the whole-wave
// forms of the 16-bit handlers. buf: room for a broadcast scalar.
inline void f16_halves(const Ctx& cx, int i, uint32_t* buf, uint16_t* out) {
    const uint32_t* s = cx.lanes(i, buf);
    const unsigned shift = ((cx.hisel >> i) & 1) ? 16u : 0u;
    const uint32_t keep = cx.absb(i) ? 0x7fffu : 0xffffu, flip = cx.negb(i) ? 0x8000u : 0u;
    for (unsigned l = 0; l < 32; ++l) out[l] = uint16_t(((s[l] >> shift) & keep) ^ flip);
}

// The number of set bits, in SWAR arithmetic GCC can vectorise (baseline x86-64 has no popcnt,
// so __builtin_popcount is a libgcc call: about 20 host instructions each).
inline uint32_t popcount32(uint32_t x) {
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0f0f0f0fu;
    return (x * 0x01010101u) >> 24;
}

// fp::f16_to_float's rule (fp::cvt_f16_to_f32 with denormals kept: exact, NaN quieted) on n
// halves (n a multiple of 4), four at a time in GCC vector extensions: out[j] the f32 bits.
inline void f16_to_f32_lanes(const uint16_t* h, uint32_t* out, unsigned n) {
    typedef uint32_t u32x4 __attribute__((vector_size(16)));
    typedef int32_t i32x4 __attribute__((vector_size(16)));
    typedef float f32x4 __attribute__((vector_size(16)));
    for (unsigned j = 0; j < n; j += 4) {
        const u32x4 v = {h[j], h[j + 1], h[j + 2], h[j + 3]};
        const u32x4 sign = (v & 0x8000u) << 16, em = v & 0x7fffu;
        const u32x4 normal = (em << 13) + 0x38000000u;
        const u32x4 special = (em << 13) | 0x7f800000u | ((em > 0x7c00u) & 0x00400000u);
        const f32x4 dv = __builtin_convertvector(i32x4(em), f32x4) * 5.9604644775390625e-8f;   // em * 2^-24
        u32x4 denorm;
        std::memcpy(&denorm, &dv, sizeof denorm);
        const u32x4 r = (em >= 0x7c00u ? special : (em >= 0x0400u ? normal : denorm)) | sign;
        std::memcpy(out + j, &r, sizeof r);
    }
}

// Table entry for registration.
struct Entry {
    const char* name;
    Handler fn;
};

template <size_t N>
inline void add_all(HandlerTable& t, const Entry (&e)[N]) {
    for (size_t i = 0; i < N; ++i) t.add(e[i].name, e[i].fn);
}

// Handler definition shorthand.
#define VALU_HANDLER(fn) static void fn(Wave& w, const Inst& in)

}  // namespace valu
}  // namespace emu
