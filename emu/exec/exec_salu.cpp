// Scalar ALU and program control: SOP1, SOP2, SOPK, SOPC, SOPP.
//
// Semantics follow the RDNA3 ISA guide's pseudocode (SCC rules per instruction are noted where
// they are not "SCC = result != 0"). Wave32: EXEC is exec_lo (s[126]) and VCC is vcc_lo; the
// *_b64 forms still operate on the register pair, as the hardware does.
#include <cinttypes>
#include <cmath>
#include <cstdio>

#include "emu/exec/exec.hpp"

namespace emu {
namespace {

using fp::bits_of;
using fp::f32_from_bits;

// ---------------------------------------------------------------- operand helpers

inline ImmClass cls(const Inst& in, unsigned i) { return in.info ? in.info->cls[i] : ImmClass::B32; }
inline uint32_t S(const Wave& w, const Inst& in, unsigned i) { return scalar_src_b32(w, in, in.src[i], cls(in, i)); }
inline uint64_t S64(const Wave& w, const Inst& in, unsigned i) { return scalar_src_b64(w, in, in.src[i], cls(in, i)); }
inline void D(Wave& w, const Inst& in, uint32_t v) { write_sdst(w, in.dst, v); }
inline void D64(Wave& w, const Inst& in, uint64_t v) { write_sdst64(w, in.dst, v); }
inline int32_t simm(const Inst& in) { return static_cast<int16_t>(in.simm16); }

// Next instruction's byte offset and branch targets (SOPP: PC + 4 + simm16 * 4).
inline uint64_t next_pc(const Inst& in) { return in.pc + in.size; }
inline void branch(Wave& w, const Inst& in) {
    w.jump_to_offset(static_cast<uint64_t>(static_cast<int64_t>(in.pc) + 4 + int64_t(simm(in)) * 4));
}

// Handlers are generated from small lambdas: a captureless lambda converts to a Handler.
#define H(name) t.add(#name, [](Wave & w, const Inst & in)

// ---------------------------------------------------------------- SOP2

void add_sop2(HandlerTable& t) {
    H(s_add_u32) { uint64_t r = uint64_t(S(w, in, 0)) + S(w, in, 1); D(w, in, uint32_t(r)); w.scc = r >> 32; });
    H(s_sub_u32) { uint32_t a = S(w, in, 0), b = S(w, in, 1); D(w, in, a - b); w.scc = b > a; });
    H(s_add_i32) {
        int32_t a = int32_t(S(w, in, 0)), b = int32_t(S(w, in, 1));
        int32_t r = int32_t(uint32_t(a) + uint32_t(b));
        D(w, in, uint32_t(r));
        w.scc = ((a >= 0) == (b >= 0)) && ((r >= 0) != (a >= 0));   // signed overflow
    });
    H(s_sub_i32) {
        int32_t a = int32_t(S(w, in, 0)), b = int32_t(S(w, in, 1));
        int32_t r = int32_t(uint32_t(a) - uint32_t(b));
        D(w, in, uint32_t(r));
        w.scc = ((a >= 0) != (b >= 0)) && ((r >= 0) != (a >= 0));
    });
    H(s_addc_u32) {
        uint64_t r = uint64_t(S(w, in, 0)) + S(w, in, 1) + (w.scc ? 1 : 0);
        D(w, in, uint32_t(r));
        w.scc = r >> 32;
    });
    H(s_subb_u32) {
        uint64_t a = S(w, in, 0), b = uint64_t(S(w, in, 1)) + (w.scc ? 1 : 0);
        D(w, in, uint32_t(a - b));
        w.scc = b > a;
    });
    H(s_absdiff_i32) {
        int64_t d = int64_t(int32_t(S(w, in, 0))) - int32_t(S(w, in, 1));
        uint32_t r = uint32_t(d < 0 ? -d : d);
        D(w, in, r);
        w.scc = r != 0;
    });
    H(s_lshl_b32) { uint32_t r = S(w, in, 0) << (S(w, in, 1) & 31); D(w, in, r); w.scc = r != 0; });
    H(s_lshl_b64) { uint64_t r = S64(w, in, 0) << (S(w, in, 1) & 63); D64(w, in, r); w.scc = r != 0; });
    H(s_lshr_b32) { uint32_t r = S(w, in, 0) >> (S(w, in, 1) & 31); D(w, in, r); w.scc = r != 0; });
    H(s_lshr_b64) { uint64_t r = S64(w, in, 0) >> (S(w, in, 1) & 63); D64(w, in, r); w.scc = r != 0; });
    H(s_ashr_i32) { uint32_t r = uint32_t(int32_t(S(w, in, 0)) >> (S(w, in, 1) & 31)); D(w, in, r); w.scc = r != 0; });
    H(s_ashr_i64) { uint64_t r = uint64_t(int64_t(S64(w, in, 0)) >> (S(w, in, 1) & 63)); D64(w, in, r); w.scc = r != 0; });
#define LSHL_ADD(n)                                                                 \
    H(s_lshl##n##_add_u32) {                                                        \
        uint64_t r = (uint64_t(S(w, in, 0)) << n) + S(w, in, 1);                    \
        D(w, in, uint32_t(r));                                                      \
        w.scc = r >> 32;                                                            \
    });
    LSHL_ADD(1) LSHL_ADD(2) LSHL_ADD(3) LSHL_ADD(4)
#undef LSHL_ADD
    H(s_min_i32) { int32_t a = int32_t(S(w, in, 0)), b = int32_t(S(w, in, 1)); w.scc = a < b; D(w, in, uint32_t(a < b ? a : b)); });
    H(s_min_u32) { uint32_t a = S(w, in, 0), b = S(w, in, 1); w.scc = a < b; D(w, in, a < b ? a : b); });
    H(s_max_i32) { int32_t a = int32_t(S(w, in, 0)), b = int32_t(S(w, in, 1)); w.scc = a > b; D(w, in, uint32_t(a > b ? a : b)); });
    H(s_max_u32) { uint32_t a = S(w, in, 0), b = S(w, in, 1); w.scc = a > b; D(w, in, a > b ? a : b); });
#define LOGIC(name, expr)                                                                          \
    H(name##_b32) { uint32_t a = S(w, in, 0), b = S(w, in, 1); uint32_t r = (expr); D(w, in, r); w.scc = r != 0; }); \
    H(name##_b64) { uint64_t a = S64(w, in, 0), b = S64(w, in, 1); uint64_t r = (expr); D64(w, in, r); w.scc = r != 0; });
    LOGIC(s_and, a & b)
    LOGIC(s_or, a | b)
    LOGIC(s_xor, a ^ b)
    LOGIC(s_nand, ~(a & b))
    LOGIC(s_nor, ~(a | b))
    LOGIC(s_xnor, ~(a ^ b))
    LOGIC(s_and_not1, a & ~b)
    LOGIC(s_or_not1, a | ~b)
#undef LOGIC
    // s_bfe: src1[4:0] (or [5:0]) = offset, src1[22:16] = width.
    H(s_bfe_u32) {
        uint32_t s0 = S(w, in, 0), s1 = S(w, in, 1), off = s1 & 31, wd = (s1 >> 16) & 0x7f;
        uint32_t r = wd == 0 ? 0 : (s0 >> off) & (wd >= 32 ? 0xffffffffu : ((1u << wd) - 1));
        D(w, in, r); w.scc = r != 0;
    });
    H(s_bfe_i32) {
        uint32_t s0 = S(w, in, 0), s1 = S(w, in, 1), off = s1 & 31, wd = (s1 >> 16) & 0x7f;
        int32_t r = 0;
        if (wd) {
            if (wd >= 32) r = int32_t(s0 >> off);
            else r = int32_t((s0 >> off) << (32 - wd)) >> (32 - wd);
        }
        D(w, in, uint32_t(r)); w.scc = r != 0;
    });
    H(s_bfe_u64) {
        uint64_t s0 = S64(w, in, 0); uint32_t s1 = S(w, in, 1), off = s1 & 63, wd = (s1 >> 16) & 0x7f;
        uint64_t r = wd == 0 ? 0 : (s0 >> off) & (wd >= 64 ? ~0ull : ((1ull << wd) - 1));
        D64(w, in, r); w.scc = r != 0;
    });
    H(s_bfe_i64) {
        uint64_t s0 = S64(w, in, 0); uint32_t s1 = S(w, in, 1), off = s1 & 63, wd = (s1 >> 16) & 0x7f;
        int64_t r = 0;
        if (wd) {
            if (wd >= 64) r = int64_t(s0 >> off);
            else r = int64_t((s0 >> off) << (64 - wd)) >> (64 - wd);
        }
        D64(w, in, uint64_t(r)); w.scc = r != 0;
    });
    H(s_bfm_b32) { uint32_t wd = S(w, in, 0) & 31, off = S(w, in, 1) & 31; D(w, in, ((1u << wd) - 1) << off); });
    H(s_bfm_b64) { uint32_t wd = S(w, in, 0) & 63, off = S(w, in, 1) & 63; D64(w, in, ((1ull << wd) - 1) << off); });
    H(s_mul_i32) { D(w, in, S(w, in, 0) * S(w, in, 1)); });
    H(s_mul_hi_u32) { D(w, in, uint32_t((uint64_t(S(w, in, 0)) * S(w, in, 1)) >> 32)); });
    H(s_mul_hi_i32) { D(w, in, uint32_t(uint64_t(int64_t(int32_t(S(w, in, 0))) * int32_t(S(w, in, 1))) >> 32)); });
    H(s_cselect_b32) { D(w, in, w.scc ? S(w, in, 0) : S(w, in, 1)); });
    H(s_cselect_b64) { D64(w, in, w.scc ? S64(w, in, 0) : S64(w, in, 1)); });
    H(s_pack_ll_b32_b16) { D(w, in, (S(w, in, 0) & 0xffff) | (S(w, in, 1) << 16)); });
    H(s_pack_lh_b32_b16) { D(w, in, (S(w, in, 0) & 0xffff) | (S(w, in, 1) & 0xffff0000u)); });
    H(s_pack_hh_b32_b16) { D(w, in, (S(w, in, 0) >> 16) | (S(w, in, 1) & 0xffff0000u)); });
    H(s_pack_hl_b32_b16) { D(w, in, (S(w, in, 0) >> 16) | (S(w, in, 1) << 16)); });
}

// ---------------------------------------------------------------- SALU float (gfx1150/gfx1151)
// Rounding and denormal behaviour follow the MODE register, as for the VALU.

uint32_t f32_arith(const Wave& w, double exact) {
    return fp::cvt_f64_to_f32(bits_of(exact), round_f32(w), true, denorm_out_f32(w));
}
uint32_t f32_in(const Wave& w, uint32_t x) { return denorm_in_f32(w) ? x : fp::flush_denorm_f32(x); }
double f32_val(const Wave& w, uint32_t x) { return double(f32_from_bits(f32_in(w, x))); }
uint16_t f16_arith(const Wave& w, double exact) {
    return fp::cvt_f64_to_f16(bits_of(exact), round_f16_f64(w), true, denorm_out_f16_f64(w));
}
double f16_val(const Wave& w, uint32_t x) {
    uint16_t h = uint16_t(x);
    if (!denorm_in_f16_f64(w)) h = fp::flush_denorm_f16(h);
    return double(fp::f16_to_float(h));
}
// The f16 operand of a scalar f16 instruction: bits [15:0] of the source ("Scalar F16
// instructions ... operate on the low part (bit[15:0]) of the SGPR specified", RDNA3.5 ISA 6.8),
// input denormals flushed unless MODE keeps f16/f64 denormals.
uint16_t f16_in(const Wave& w, uint32_t x) { return fp::denorm_f16(uint16_t(x), denorm_in_f16_f64(w)); }

// S_CEIL_F16 / S_FLOOR_F16 / S_TRUNC_F16 / S_RNDNE_F16: the integral value as V_CEIL_F16 etc.
// compute it ("These scalar instructions produce identical results with their VALU
// counterparts", RDNA3.5 ISA 6.8): exact (an integral f16 is representable), NaN quieted,
// infinities and signed zeros kept. The f16 result zero-fills bits [31:16] ("set the high part
// (bit[31:16]) of its SGPR destination to 0").
template <class F>
uint32_t round_int_f16(const Wave& w, uint32_t x, F f) {
    const uint16_t h = f16_in(w, x);
    if (fp::is_nan_f16(h)) return fp::quiet_f16(h);
    return fp::cvt_f32_to_f16_rne(bits_of(f(fp::f16_to_float(h))));
}

void add_salu_float(HandlerTable& t) {
    // Sums and products of two f32 (or f16) values are exact in f64, so one rounding to the
    // destination format is the correctly rounded result. NaN inputs propagate quieted.
    H(s_add_f32) { D(w, in, f32_arith(w, f32_val(w, S(w, in, 0)) + f32_val(w, S(w, in, 1)))); });
    H(s_sub_f32) { D(w, in, f32_arith(w, f32_val(w, S(w, in, 0)) - f32_val(w, S(w, in, 1)))); });
    H(s_mul_f32) { D(w, in, f32_arith(w, f32_val(w, S(w, in, 0)) * f32_val(w, S(w, in, 1)))); });
    H(s_min_f32) { D(w, in, fp::min_f32(f32_in(w, S(w, in, 0)), f32_in(w, S(w, in, 1)), ieee_mode(w))); });
    H(s_max_f32) { D(w, in, fp::max_f32(f32_in(w, S(w, in, 0)), f32_in(w, S(w, in, 1)), ieee_mode(w))); });
    H(s_fmac_f32) {
        uint32_t d = w.s[in.dst < 128 ? in.dst : 0];
        D(w, in, bits_of(std::fma(f32_from_bits(f32_in(w, S(w, in, 0))), f32_from_bits(f32_in(w, S(w, in, 1))), f32_from_bits(f32_in(w, d)))));
    });
    H(s_fmaak_f32) {   // D = S0 * S1 + K
        D(w, in, bits_of(std::fma(f32_from_bits(f32_in(w, S(w, in, 0))), f32_from_bits(f32_in(w, S(w, in, 1))), f32_from_bits(in.literal))));
    });
    H(s_fmamk_f32) {   // D = S0 * K + S1
        D(w, in, bits_of(std::fma(f32_from_bits(f32_in(w, S(w, in, 0))), f32_from_bits(in.literal), f32_from_bits(f32_in(w, S(w, in, 1))))));
    });
    H(s_cvt_f32_i32) { D(w, in, fp::cvt_f64_to_f32(bits_of(double(int32_t(S(w, in, 0)))), round_f32(w))); });
    H(s_cvt_f32_u32) { D(w, in, fp::cvt_f64_to_f32(bits_of(double(S(w, in, 0))), round_f32(w))); });
    H(s_cvt_i32_f32) {
        double x = f32_val(w, S(w, in, 0));
        int32_t r = std::isnan(x) ? 0 : x >= 2147483647.0 ? INT32_MAX : x <= -2147483648.0 ? INT32_MIN : int32_t(std::trunc(x));
        D(w, in, uint32_t(r));
    });
    H(s_cvt_u32_f32) {
        double x = f32_val(w, S(w, in, 0));
        uint32_t r = std::isnan(x) || x <= 0 ? 0u : x >= 4294967295.0 ? UINT32_MAX : uint32_t(std::trunc(x));
        D(w, in, r);
    });
    H(s_cvt_f16_f32) { D(w, in, fp::cvt_f32_to_f16(S(w, in, 0), round_f16_f64(w), denorm_in_f32(w), denorm_out_f16_f64(w))); });
    H(s_cvt_f32_f16) { D(w, in, fp::cvt_f16_to_f32(uint16_t(S(w, in, 0)), denorm_in_f16_f64(w))); });
    H(s_cvt_hi_f32_f16) { D(w, in, fp::cvt_f16_to_f32(uint16_t(S(w, in, 0) >> 16), denorm_in_f16_f64(w))); });
    H(s_ceil_f32) { D(w, in, bits_of(std::ceil(f32_from_bits(f32_in(w, S(w, in, 0)))))); });
    H(s_floor_f32) { D(w, in, bits_of(std::floor(f32_from_bits(f32_in(w, S(w, in, 0)))))); });
    H(s_trunc_f32) { D(w, in, bits_of(std::trunc(f32_from_bits(f32_in(w, S(w, in, 0)))))); });
    H(s_rndne_f32) { D(w, in, bits_of(std::nearbyint(f32_from_bits(f32_in(w, S(w, in, 0)))))); });
    H(s_add_f16) { D(w, in, f16_arith(w, f16_val(w, S(w, in, 0)) + f16_val(w, S(w, in, 1)))); });
    H(s_sub_f16) { D(w, in, f16_arith(w, f16_val(w, S(w, in, 0)) - f16_val(w, S(w, in, 1)))); });
    H(s_mul_f16) { D(w, in, f16_arith(w, f16_val(w, S(w, in, 0)) * f16_val(w, S(w, in, 1)))); });
    // RDNA3.5 ISA pseudocode of S_MIN_F16 / S_MAX_F16 is that of V_MIN_F16 / V_MAX_F16 (signalling
    // NaN wins quieted with MODE.IEEE, a quiet NaN loses to a number, -0 < +0), fp::min_f16.
    H(s_min_f16) { D(w, in, fp::min_f16(f16_in(w, S(w, in, 0)), f16_in(w, S(w, in, 1)), ieee_mode(w))); });
    H(s_max_f16) { D(w, in, fp::max_f16(f16_in(w, S(w, in, 0)), f16_in(w, S(w, in, 1)), ieee_mode(w))); });
    // S_FMAC_F16: D0.f16 = fma(S0.f16, S1.f16, D0.f16), one rounding in MODE's f16 rounding mode;
    // the accumulator is bits [15:0] of the destination SGPR.
    H(s_fmac_f16) {
        const uint32_t d = w.s[in.dst < 128 ? in.dst : 0];
        D(w, in, fp::fma_f16(uint16_t(S(w, in, 0)), uint16_t(S(w, in, 1)), uint16_t(d), round_f16_f64(w),
                             denorm_in_f16_f64(w), denorm_out_f16_f64(w)));
    });
    // Constants: the SOP1 f16 operations read their source with the operand class llvm-mc-19 gives
    // it (32-bit, see emu/isa/gfx11_ops.def), so an inline float constant supplies the low half of
    // its f32 pattern (model choice: the guide does not say how SALU f16 ops expand constants).
    H(s_ceil_f16) { D(w, in, round_int_f16(w, S(w, in, 0), [](float x) { return std::ceil(x); })); });
    H(s_floor_f16) { D(w, in, round_int_f16(w, S(w, in, 0), [](float x) { return std::floor(x); })); });
    H(s_trunc_f16) { D(w, in, round_int_f16(w, S(w, in, 0), [](float x) { return std::trunc(x); })); });
    H(s_rndne_f16) { D(w, in, round_int_f16(w, S(w, in, 0), [](float x) { return std::nearbyint(x); })); });
    H(s_cvt_pk_rtz_f16_f32) {
        D(w, in, fp::cvt_f32_to_f16(S(w, in, 0), fp::Round::TowardZero) |
                     (uint32_t(fp::cvt_f32_to_f16(S(w, in, 1), fp::Round::TowardZero)) << 16));
    });
}

// ---------------------------------------------------------------- SOP1

uint32_t exec_op(unsigned kind, uint32_t s0, uint32_t ex) {
    switch (kind) {
        case 0: return s0 & ex;          // and
        case 1: return s0 | ex;          // or
        case 2: return s0 ^ ex;          // xor
        case 3: return ~(s0 & ex);       // nand
        case 4: return ~(s0 | ex);       // nor
        case 5: return ~(s0 ^ ex);       // xnor
        case 6: return ~s0 & ex;         // and_not0
        case 7: return ~s0 | ex;         // or_not0
        case 8: return s0 & ~ex;         // and_not1
        default: return s0 | ~ex;        // or_not1
    }
}

template <unsigned Kind>
void saveexec_b32(Wave& w, const Inst& in) {
    const uint32_t s0 = S(w, in, 0), old = w.s[kExec];
    w.s[kExec] = exec_op(Kind, s0, old);
    D(w, in, old);
    w.scc = w.s[kExec] != 0;
}

template <unsigned Kind>
void saveexec_b64(Wave& w, const Inst& in) {
    const uint64_t s0 = S64(w, in, 0), old = (uint64_t(w.s[kExec + 1]) << 32) | w.s[kExec];
    const uint64_t ex = (uint64_t(exec_op(Kind, uint32_t(s0 >> 32), uint32_t(old >> 32))) << 32) |
                        exec_op(Kind, uint32_t(s0), uint32_t(old));
    w.s[kExec] = uint32_t(ex);
    w.s[kExec + 1] = uint32_t(ex >> 32);
    D64(w, in, old);
    w.scc = ex != 0;
}

// *_wrexec: EXEC = op(S0, EXEC); D = the new EXEC.
template <unsigned Kind>
void wrexec_b32(Wave& w, const Inst& in) {
    w.s[kExec] = exec_op(Kind, S(w, in, 0), w.s[kExec]);
    D(w, in, w.s[kExec]);
    w.scc = w.s[kExec] != 0;
}

template <unsigned Kind>
void wrexec_b64(Wave& w, const Inst& in) {
    const uint64_t s0 = S64(w, in, 0);
    w.s[kExec] = exec_op(Kind, uint32_t(s0), w.s[kExec]);
    w.s[kExec + 1] = exec_op(Kind, uint32_t(s0 >> 32), w.s[kExec + 1]);
    D64(w, in, (uint64_t(w.s[kExec + 1]) << 32) | w.s[kExec]);
    w.scc = (w.s[kExec] | w.s[kExec + 1]) != 0;
}

int32_t ctz32(uint32_t x) { return x ? __builtin_ctz(x) : -1; }
int32_t ctz64(uint64_t x) { return x ? __builtin_ctzll(x) : -1; }
int32_t clz32(uint32_t x) { return x ? __builtin_clz(x) : -1; }
int32_t clz64(uint64_t x) { return x ? __builtin_clzll(x) : -1; }
// Count of leading bits equal to the sign bit, minus one; -1 for 0 and -1.
int32_t cls32(int32_t x) { return (x == 0 || x == -1) ? -1 : __builtin_clrsb(x); }
int32_t cls64(int64_t x) { return (x == 0 || x == -1) ? -1 : __builtin_clrsbll(x); }

unsigned sgpr_index(unsigned code, const char* what) {
    if (code >= 106) fault(std::string(what) + ": relative SGPR index outside s0..s105");
    return code;
}

template <bool k64>
void sendmsg_rtn(Wave& w, const Inst& in) {
    const unsigned id = in.simm16 & 0xffu;
    uint64_t v = 0;
    switch (id) {
        case 128: case 129: case 130: case 133: v = 0; break;
        case 131: v = w.executed; break;
        default: {
            const char* name = isa_name(NameTable::SENDMSG, id);
            fault("s_sendmsg_rtn message " + std::to_string(id) + (name ? std::string(" (") + name + ")" : std::string()) +
                  " is not modelled by the emulator (it answers MSG_RTN_GET_DOORBELL, GET_DDID, GET_TMA, GET_TBA "
                  "and GET_REALTIME)");
        }
    }
    if (k64) D64(w, in, v);
    else D(w, in, uint32_t(v));
}

void add_sop1(HandlerTable& t) {
    H(s_mov_b32) { D(w, in, S(w, in, 0)); });
    H(s_mov_b64) { D64(w, in, S64(w, in, 0)); });
    H(s_cmov_b32) { if (w.scc) D(w, in, S(w, in, 0)); });
    H(s_cmov_b64) { if (w.scc) D64(w, in, S64(w, in, 0)); });
    H(s_brev_b32) {
        uint32_t x = S(w, in, 0), r = 0;
        for (int i = 0; i < 32; ++i) r |= ((x >> i) & 1u) << (31 - i);
        D(w, in, r);
    });
    H(s_brev_b64) {
        uint64_t x = S64(w, in, 0), r = 0;
        for (int i = 0; i < 64; ++i) r |= ((x >> i) & 1ull) << (63 - i);
        D64(w, in, r);
    });
    H(s_ctz_i32_b32) { D(w, in, uint32_t(ctz32(S(w, in, 0)))); });
    H(s_ctz_i32_b64) { D(w, in, uint32_t(ctz64(S64(w, in, 0)))); });
    H(s_clz_i32_u32) { D(w, in, uint32_t(clz32(S(w, in, 0)))); });
    H(s_clz_i32_u64) { D(w, in, uint32_t(clz64(S64(w, in, 0)))); });
    H(s_cls_i32) { D(w, in, uint32_t(cls32(int32_t(S(w, in, 0))))); });
    H(s_cls_i32_i64) { D(w, in, uint32_t(cls64(int64_t(S64(w, in, 0))))); });
    H(s_sext_i32_i8) { D(w, in, uint32_t(int32_t(int8_t(S(w, in, 0))))); });
    H(s_sext_i32_i16) { D(w, in, uint32_t(int32_t(int16_t(S(w, in, 0))))); });
    H(s_bitset0_b32) { D(w, in, w.s[in.dst < 128 ? in.dst : 124] & ~(1u << (S(w, in, 0) & 31))); });
    H(s_bitset1_b32) { D(w, in, w.s[in.dst < 128 ? in.dst : 124] | (1u << (S(w, in, 0) & 31))); });
    H(s_bitset0_b64) {
        const unsigned d = in.dst < 127 ? in.dst : 124;
        uint64_t v = (uint64_t(w.s[d + 1]) << 32) | w.s[d];
        D64(w, in, v & ~(1ull << (S(w, in, 0) & 63)));
    });
    H(s_bitset1_b64) {
        const unsigned d = in.dst < 127 ? in.dst : 124;
        uint64_t v = (uint64_t(w.s[d + 1]) << 32) | w.s[d];
        D64(w, in, v | (1ull << (S(w, in, 0) & 63)));
    });
    H(s_bitreplicate_b64_b32) {
        uint32_t x = S(w, in, 0);
        uint64_t r = 0;
        for (int i = 0; i < 32; ++i) if ((x >> i) & 1) r |= 3ull << (2 * i);
        D64(w, in, r);
    });
    H(s_abs_i32) { int32_t x = int32_t(S(w, in, 0)); uint32_t r = x < 0 ? 0u - uint32_t(x) : uint32_t(x); D(w, in, r); w.scc = r != 0; });
    H(s_bcnt0_i32_b32) { uint32_t r = 32 - __builtin_popcount(S(w, in, 0)); D(w, in, r); w.scc = r != 0; });
    H(s_bcnt0_i32_b64) { uint32_t r = 64 - __builtin_popcountll(S64(w, in, 0)); D(w, in, r); w.scc = r != 0; });
    H(s_bcnt1_i32_b32) { uint32_t r = __builtin_popcount(S(w, in, 0)); D(w, in, r); w.scc = r != 0; });
    H(s_bcnt1_i32_b64) { uint32_t r = __builtin_popcountll(S64(w, in, 0)); D(w, in, r); w.scc = r != 0; });
    H(s_quadmask_b32) {
        uint32_t x = S(w, in, 0), r = 0;
        for (int i = 0; i < 8; ++i) if ((x >> (4 * i)) & 0xf) r |= 1u << i;
        D(w, in, r); w.scc = r != 0;
    });
    H(s_quadmask_b64) {
        uint64_t x = S64(w, in, 0), r = 0;
        for (int i = 0; i < 16; ++i) if ((x >> (4 * i)) & 0xf) r |= 1ull << i;
        D64(w, in, r); w.scc = r != 0;
    });
    H(s_wqm_b32) {
        uint32_t x = S(w, in, 0), r = 0;
        for (int i = 0; i < 8; ++i) if ((x >> (4 * i)) & 0xf) r |= 0xfu << (4 * i);
        D(w, in, r); w.scc = r != 0;
    });
    H(s_wqm_b64) {
        uint64_t x = S64(w, in, 0), r = 0;
        for (int i = 0; i < 16; ++i) if ((x >> (4 * i)) & 0xf) r |= 0xfull << (4 * i);
        D64(w, in, r); w.scc = r != 0;
    });
    H(s_not_b32) { uint32_t r = ~S(w, in, 0); D(w, in, r); w.scc = r != 0; });
    H(s_not_b64) { uint64_t r = ~S64(w, in, 0); D64(w, in, r); w.scc = r != 0; });
    t.add("s_and_saveexec_b32", saveexec_b32<0>);   t.add("s_and_saveexec_b64", saveexec_b64<0>);
    t.add("s_or_saveexec_b32", saveexec_b32<1>);    t.add("s_or_saveexec_b64", saveexec_b64<1>);
    t.add("s_xor_saveexec_b32", saveexec_b32<2>);   t.add("s_xor_saveexec_b64", saveexec_b64<2>);
    t.add("s_nand_saveexec_b32", saveexec_b32<3>);  t.add("s_nand_saveexec_b64", saveexec_b64<3>);
    t.add("s_nor_saveexec_b32", saveexec_b32<4>);   t.add("s_nor_saveexec_b64", saveexec_b64<4>);
    t.add("s_xnor_saveexec_b32", saveexec_b32<5>);  t.add("s_xnor_saveexec_b64", saveexec_b64<5>);
    t.add("s_and_not0_saveexec_b32", saveexec_b32<6>);  t.add("s_and_not0_saveexec_b64", saveexec_b64<6>);
    t.add("s_or_not0_saveexec_b32", saveexec_b32<7>);   t.add("s_or_not0_saveexec_b64", saveexec_b64<7>);
    t.add("s_and_not1_saveexec_b32", saveexec_b32<8>);  t.add("s_and_not1_saveexec_b64", saveexec_b64<8>);
    t.add("s_or_not1_saveexec_b32", saveexec_b32<9>);   t.add("s_or_not1_saveexec_b64", saveexec_b64<9>);
    t.add("s_and_not0_wrexec_b32", wrexec_b32<6>);  t.add("s_and_not0_wrexec_b64", wrexec_b64<6>);
    t.add("s_and_not1_wrexec_b32", wrexec_b32<8>);  t.add("s_and_not1_wrexec_b64", wrexec_b64<8>);
    H(s_movrels_b32) { D(w, in, w.s[sgpr_index(in.src[0] + w.s[kM0], "s_movrels_b32")]); });
    H(s_movrels_b64) {
        const unsigned i = sgpr_index(in.src[0] + w.s[kM0], "s_movrels_b64");
        D64(w, in, (uint64_t(w.s[sgpr_index(i + 1, "s_movrels_b64")]) << 32) | w.s[i]);
    });
    H(s_movreld_b32) { w.s[sgpr_index(in.dst + w.s[kM0], "s_movreld_b32")] = S(w, in, 0); });
    H(s_movreld_b64) {
        const unsigned i = sgpr_index(in.dst + w.s[kM0], "s_movreld_b64");
        const uint64_t v = S64(w, in, 0);
        w.s[i] = uint32_t(v);
        w.s[sgpr_index(i + 1, "s_movreld_b64")] = uint32_t(v >> 32);
    });
    // S_MOVRELSD_2_B32: SGPR[DST + M0[25:16]] = SGPR[SRC0 + M0[9:0]] (RDNA3.5 ISA pseudocode; DST
    // and SRC0 are the raw register numbers of the instruction).
    H(s_movrelsd_2_b32) {
        const uint32_t m0 = w.s[kM0];
        const unsigned src = sgpr_index(in.src[0] + (m0 & 0x3ffu), "s_movrelsd_2_b32");
        const unsigned dst = sgpr_index(in.dst + ((m0 >> 16) & 0x3ffu), "s_movrelsd_2_b32");
        w.s[dst] = w.s[src];
    });
    // S_SENDMSG_RTN_B32 / _B64: the message id is SSRC0[7:0] (Inst::simm16); the answer goes to
    // SDST (the low 32 bits for _B32). There is no upstream hardware, so the emulator answers the
    // messages it can define deterministically (model choices):
    //   MSG_RTN_GET_DOORBELL (128)  0: no queue doorbell
    //   MSG_RTN_GET_DDID (129)      0: the draw/dispatch id of the one dispatch
    //   MSG_RTN_GET_TMA (130), MSG_RTN_GET_TBA (133)  0: no trap handler is installed
    //   MSG_RTN_GET_REALTIME (131)  the number of instructions this wave has executed so far:
    //                               a clock that only moves forward, the same on every run (the
    //                               hardware's is a 100 MHz constant-rate counter, RDNA3 ISA
    //                               3.4.10; LLVM lowers readsteadycounter to this message)
    // MSG_RTN_SAVE_WAVE (132, a trap handler's context-save handshake), MSG_RTN_GET_TBA_TO_PC
    // (134) and unknown ids fault.
    t.add("s_sendmsg_rtn_b32", sendmsg_rtn<false>);
    t.add("s_sendmsg_rtn_b64", sendmsg_rtn<true>);
    // S_RFE_B64: WAVE_STATUS.PRIV = 0; PC = S0 (RDNA3.5 ISA). Waves never run privileged in the
    // emulator (there is no trap handler), so only the jump is visible.
    H(s_rfe_b64) {
        const uint64_t target = S64(w, in, 0);
        w.jump_to_offset(target - w.launch().code_address);
    });
    // Program counter: device addresses of code are code_address + byte offset.
    H(s_getpc_b64) { D64(w, in, w.launch().code_address + next_pc(in)); });
    H(s_setpc_b64) {
        const uint64_t target = S64(w, in, 0);
        w.jump_to_offset(target - w.launch().code_address);
    });
    H(s_swappc_b64) {
        const uint64_t target = S64(w, in, 0);
        D64(w, in, w.launch().code_address + next_pc(in));
        w.jump_to_offset(target - w.launch().code_address);
    });
}

// ---------------------------------------------------------------- SOPK

// hwreg(id, offset, size) operand of s_getreg / s_setreg: id [5:0], offset [10:6], size-1 [15:11].
struct HwReg {
    unsigned id, offset, size;
    uint32_t mask() const { return (size >= 32 ? 0xffffffffu : ((1u << size) - 1)) << offset; }
};
HwReg hwreg(uint16_t imm) { return {imm & 0x3fu, (imm >> 6) & 0x1fu, ((imm >> 11) & 0x1fu) + 1}; }

constexpr unsigned kHwRegMode = 1, kHwRegStatus = 2, kHwRegTrapsts = 3, kHwRegHwId1 = 23, kHwRegHwId2 = 24;

uint32_t read_hwreg(const Wave& w, unsigned id) {
    switch (id) {
        case kHwRegMode: return w.mode;
        case kHwRegStatus: return (w.scc ? 1u : 0u) | (w.s[kExec] == 0 ? (1u << 9) : 0u) | (w.s[kVcc] == 0 ? (1u << 10) : 0u);
        case kHwRegTrapsts: return w.trapsts;
        case kHwRegHwId1: return w.id_in_group & 0x1f;   // wave id; SIMD/WGP/SE ids are 0
        case kHwRegHwId2: return 0;
        default: break;
    }
    fault("s_getreg of hardware register " + std::to_string(id) + " is not supported by the emulator");
}

void write_hwreg(Wave& w, const Inst& in, uint32_t value) {
    const HwReg h = hwreg(in.simm16);
    const uint32_t m = h.mask();
    switch (h.id) {
        case kHwRegMode: w.mode = (w.mode & ~m) | ((value << h.offset) & m); return;
        case kHwRegTrapsts: w.trapsts = (w.trapsts & ~m) | ((value << h.offset) & m); return;
        default: break;
    }
    fault("s_setreg of hardware register " + std::to_string(h.id) + " is not supported by the emulator");
}

void add_sopk(HandlerTable& t) {
    H(s_movk_i32) { D(w, in, uint32_t(simm(in))); });
    H(s_cmovk_i32) { if (w.scc) D(w, in, uint32_t(simm(in))); });
    H(s_version) { (void)w; (void)in; });
#define CMPK(name, type, conv, op) \
    H(name) { w.scc = type(w.s[in.dst < 128 ? in.dst : 124]) op type(conv); });
    CMPK(s_cmpk_eq_i32, int32_t, simm(in), ==)
    CMPK(s_cmpk_lg_i32, int32_t, simm(in), !=)
    CMPK(s_cmpk_gt_i32, int32_t, simm(in), >)
    CMPK(s_cmpk_ge_i32, int32_t, simm(in), >=)
    CMPK(s_cmpk_lt_i32, int32_t, simm(in), <)
    CMPK(s_cmpk_le_i32, int32_t, simm(in), <=)
    CMPK(s_cmpk_eq_u32, uint32_t, in.simm16, ==)
    CMPK(s_cmpk_lg_u32, uint32_t, in.simm16, !=)
    CMPK(s_cmpk_gt_u32, uint32_t, in.simm16, >)
    CMPK(s_cmpk_ge_u32, uint32_t, in.simm16, >=)
    CMPK(s_cmpk_lt_u32, uint32_t, in.simm16, <)
    CMPK(s_cmpk_le_u32, uint32_t, in.simm16, <=)
#undef CMPK
    H(s_addk_i32) {
        const unsigned d = in.dst < 128 ? in.dst : 124;
        int32_t a = int32_t(w.s[d]), b = simm(in);
        int32_t r = int32_t(uint32_t(a) + uint32_t(b));
        D(w, in, uint32_t(r));
        w.scc = ((a >= 0) == (b >= 0)) && ((r >= 0) != (a >= 0));
    });
    H(s_mulk_i32) { const unsigned d = in.dst < 128 ? in.dst : 124; D(w, in, w.s[d] * uint32_t(simm(in))); });
    H(s_getreg_b32) {
        const HwReg h = hwreg(in.simm16);
        D(w, in, (read_hwreg(w, h.id) & h.mask()) >> h.offset);
    });
    H(s_setreg_b32) { write_hwreg(w, in, w.s[in.dst < 128 ? in.dst : 124]); });
    H(s_setreg_imm32_b32) { write_hwreg(w, in, in.literal); });
    // S_SUBVECTOR_LOOP_BEGIN / _END run a block once per 32-lane half of a wave64 (SIMM16 is the
    // branch distance, "an S_CBRANCH with extra math": BEGIN's target is the instruction after
    // the END, END's the instruction after the BEGIN). The RDNA3 / RDNA3.5 guides leave both out
    // of their SOPK lists. A wave32 has one half, so the emulator runs the block once (model
    // choice): BEGIN skips the block (branches to its SIMM16 target) when EXEC_LO is 0 and falls
    // into it otherwise; END never loops back. Neither writes SDST (the wave64 half bookkeeping
    // it holds has nothing to record in a wave32).
    H(s_subvector_loop_begin) {
        if (w.s[kExec] == 0) branch(w, in);
    });
    H(s_subvector_loop_end) { (void)w; (void)in; });
    H(s_call_b64) {
        D64(w, in, w.launch().code_address + next_pc(in));
        branch(w, in);
    });
    // Memory counters: execution is functional, so waits have nothing to wait for here; the
    // strict checker tracks what they release.
    for (const char* n : {"s_waitcnt_vscnt", "s_waitcnt_vmcnt", "s_waitcnt_expcnt", "s_waitcnt_lgkmcnt"})
        t.add(n, [](Wave&, const Inst&) {});
}

// ---------------------------------------------------------------- SOPC

bool f32_cmp(uint32_t a, uint32_t b, int op) {
    const float x = f32_from_bits(a), y = f32_from_bits(b);
    const bool unord = std::isnan(x) || std::isnan(y);
    switch (op) {
        case 0: return x < y;   case 1: return x == y;  case 2: return x <= y;  case 3: return x > y;
        case 4: return !unord && x != y;  case 5: return x >= y;  case 6: return !unord;  case 7: return unord;
        case 8: return !(x >= y);  case 9: return !(!unord && x != y);  case 10: return !(x > y);
        case 11: return !(x <= y);  case 12: return !(x == y);  default: return !(x < y);
    }
}

void add_sopc(HandlerTable& t) {
#define CMP(name, type, op) H(name) { w.scc = type(S(w, in, 0)) op type(S(w, in, 1)); });
    CMP(s_cmp_eq_i32, int32_t, ==) CMP(s_cmp_lg_i32, int32_t, !=) CMP(s_cmp_gt_i32, int32_t, >)
    CMP(s_cmp_ge_i32, int32_t, >=) CMP(s_cmp_lt_i32, int32_t, <) CMP(s_cmp_le_i32, int32_t, <=)
    CMP(s_cmp_eq_u32, uint32_t, ==) CMP(s_cmp_lg_u32, uint32_t, !=) CMP(s_cmp_gt_u32, uint32_t, >)
    CMP(s_cmp_ge_u32, uint32_t, >=) CMP(s_cmp_lt_u32, uint32_t, <) CMP(s_cmp_le_u32, uint32_t, <=)
#undef CMP
    H(s_cmp_eq_u64) { w.scc = S64(w, in, 0) == S64(w, in, 1); });
    H(s_cmp_lg_u64) { w.scc = S64(w, in, 0) != S64(w, in, 1); });
    H(s_bitcmp0_b32) { w.scc = ((S(w, in, 0) >> (S(w, in, 1) & 31)) & 1) == 0; });
    H(s_bitcmp1_b32) { w.scc = ((S(w, in, 0) >> (S(w, in, 1) & 31)) & 1) == 1; });
    H(s_bitcmp0_b64) { w.scc = ((S64(w, in, 0) >> (S(w, in, 1) & 63)) & 1) == 0; });
    H(s_bitcmp1_b64) { w.scc = ((S64(w, in, 0) >> (S(w, in, 1) & 63)) & 1) == 1; });
    // Float compares (gfx1150+): the n* forms are true for unordered operands.
#define FCMP(suffix, op)                                                                         \
    H(s_cmp_##suffix##_f32) { w.scc = f32_cmp(f32_in(w, S(w, in, 0)), f32_in(w, S(w, in, 1)), op); }); \
    H(s_cmp_##suffix##_f16) {                                                                    \
        w.scc = f32_cmp(bits_of(float(f16_val(w, S(w, in, 0)))), bits_of(float(f16_val(w, S(w, in, 1)))), op); \
    });
    FCMP(lt, 0) FCMP(eq, 1) FCMP(le, 2) FCMP(gt, 3) FCMP(lg, 4) FCMP(ge, 5) FCMP(o, 6) FCMP(u, 7)
    FCMP(nge, 8) FCMP(nlg, 9) FCMP(ngt, 10) FCMP(nle, 11) FCMP(neq, 12) FCMP(nlt, 13)
#undef FCMP
}

// ---------------------------------------------------------------- SOPP

void add_sopp(HandlerTable& t) {
    // Scheduling hints, counters and performance controls: nothing to do functionally.
    for (const char* n : {"s_nop", "s_clause", "s_delay_alu", "s_waitcnt_depctr", "s_waitcnt", "s_wait_idle",
                          "s_wait_event", "s_sleep", "s_set_inst_prefetch_distance", "s_setprio", "s_icache_inv",
                          "s_incperflevel", "s_decperflevel", "s_ttracedata", "s_ttracedata_imm", "s_singleuse_vdst",
                          "s_setkill", "s_wakeup", "s_sendmsg", "s_sendmsghalt"})
        t.add(n, [](Wave&, const Inst&) {});
    H(s_endpgm) { (void)in; w.done = true; });
    H(s_endpgm_saved) { (void)in; w.done = true; });
    H(s_barrier) {
        (void)in;
        // A workgroup of one wave has nobody to wait for.
        if (w.wg->waves.size() > 1) w.at_barrier = true;
    });
    H(s_branch) { branch(w, in); });
    H(s_cbranch_scc0) { if (!w.scc) branch(w, in); });
    H(s_cbranch_scc1) { if (w.scc) branch(w, in); });
    H(s_cbranch_vccz) { if (w.s[kVcc] == 0) branch(w, in); });
    H(s_cbranch_vccnz) { if (w.s[kVcc] != 0) branch(w, in); });
    H(s_cbranch_execz) { if (w.s[kExec] == 0) branch(w, in); });
    H(s_cbranch_execnz) { if (w.s[kExec] != 0) branch(w, in); });
    // No debugger is attached: the cdbg branches are never taken.
    for (const char* n : {"s_cbranch_cdbgsys", "s_cbranch_cdbguser", "s_cbranch_cdbgsys_or_user", "s_cbranch_cdbgsys_and_user"})
        t.add(n, [](Wave&, const Inst&) {});
    H(s_round_mode) { w.mode = (w.mode & ~0xfu) | (in.simm16 & 0xfu); });
    H(s_denorm_mode) { w.mode = (w.mode & ~0xf0u) | ((in.simm16 & 0xfu) << 4); });
    H(s_trap) { (void)w; fault("s_trap " + std::to_string(in.simm16 & 0xff) + " executed (no trap handler in the emulator)"); });
    // SIMM16[0] = 1 halts the wave (only a debugger or the host resumes it: the launch cannot
    // finish); 0 resumes, a no-op for a running wave.
    H(s_sethalt) { (void)w; if (in.simm16 & 1) fault("s_sethalt 1 executed: the wave halts and the launch could never finish"); });
    H(s_code_end) { (void)w; (void)in; fault("executed s_code_end padding: the program ran past its last instruction"); });
}

#undef H

}  // namespace

void add_salu_handlers(HandlerTable& t) {
    add_sop2(t);
    add_salu_float(t);
    add_sop1(t);
    add_sopk(t);
    add_sopc(t);
    add_sopp(t);
}

}  // namespace emu
