// Whole-wave f32 arithmetic on host SIMD: the 32 lanes of a VALU operation at once.
//
// Each function computes all 32 lanes of out[] (the caller writes the lanes EXEC selects) and is
// bit-identical to the scalar rule of emu/exec/fp.hpp in the default MODE (round to nearest even,
// f32 denormals kept on input and output): the host's IEEE single-precision operation gives the
// correctly rounded result; a NaN the host creates (inf - inf, 0 * inf) becomes the default
// quiet NaN; lanes with a NaN operand are recomputed by fp's exact rules (quieted first NaN).
// Callers check the MODE (FpEnv) before taking this path.
//
// Backends, chosen once per process from the CPU (LaneImpl::Auto) or named by the tests:
// AVX-512F (16 lanes per instruction), AVX2 + FMA (8 lanes), and a portable loop over
// fp::*_f32 (the reference the others are tested against). The host FPU must be in its default
// state (round to nearest, no FTZ/DAZ), as every C++ program starts.
#pragma once
#include <cstdint>

namespace emu {
namespace lanes {

enum class LaneImpl : uint8_t { Auto, Portable, Avx2Fma, Avx512 };

const char* lane_impl_name(LaneImpl impl);
bool lane_impl_available(LaneImpl impl);
LaneImpl lane_selected_impl();

// The operations (a, b, c: 32 lanes each; out may alias any of them).
enum class Op3 : uint8_t { Fma };          // a * b + c, one rounding
enum class Op2 : uint8_t { Add, Mul };     // a + b, a * b

void f32_op3(Op3 op, const uint32_t* a, const uint32_t* b, const uint32_t* c, uint32_t* out,
             LaneImpl impl = LaneImpl::Auto);
void f32_op2(Op2 op, const uint32_t* a, const uint32_t* b, uint32_t* out, LaneImpl impl = LaneImpl::Auto);

inline void fma_f32(const uint32_t* a, const uint32_t* b, const uint32_t* c, uint32_t* out) {
    f32_op3(Op3::Fma, a, b, c, out);
}
inline void add_f32(const uint32_t* a, const uint32_t* b, uint32_t* out) { f32_op2(Op2::Add, a, b, out); }
inline void mul_f32(const uint32_t* a, const uint32_t* b, uint32_t* out) { f32_op2(Op2::Mul, a, b, out); }

// v_min/max(3)_f32's whole-wave rule: out = the lane-wise maximum (max) or minimum of a, b and,
// with n = 3, c, in the ISA's order when no operand is a NaN (-0 < +0, denormals as they are:
// fp::min_f32 / max_f32 on NaN-free operands). False, with out untouched, when a lane of an
// operand is a NaN: the caller then takes the per-lane rule. (out may alias an operand.)
bool f32_minmax(bool max, unsigned n, const uint32_t* a, const uint32_t* b, const uint32_t* c, uint32_t* out,
                LaneImpl impl = LaneImpl::Auto);

// v_exp_f32's rule (fp: 2^x in double, rounded to f32 to nearest even) for the lanes whose x
// lies in [-125, 127], where 2^x is a normal f32: out[l] = that result for every lane not in the
// returned mask; the lanes of the mask (x outside the range or a NaN; a result within 2^-46 of
// its double of a rounding midpoint, where a different double evaluation might round the other
// way) are the caller's to compute by the scalar rule. 2^x is evaluated in double (x = n + r, a
// degree-13 polynomial in r, scaled by 2^n) to within about 2^-50; the scalar rule's libm exp2
// to within 0.51 ULP of double: away from a midpoint both round alike. The portable backend
// returns every lane. (out may alias x.)
uint32_t f32_exp2(const uint32_t* x, uint32_t* out, LaneImpl impl = LaneImpl::Auto);

// f32 -> f16 to nearest even with denormals kept (fp::cvt_f32_to_f16_rne): out[l] for every lane
// not in the returned mask, which holds the NaN lanes (their quieting is fp's, the caller's to
// apply) and, on the portable backend or a host without F16C, every lane. (out may not alias x.)
uint32_t f16_from_f32(const uint32_t* x, uint16_t* out, LaneImpl impl = LaneImpl::Auto);

// f16 a + b, a * b or a * b + c (one rounding) on n elements (n a multiple of 8, at most 64: a
// wave's packed halves), to nearest even with f16 denormals kept (the default MODE), evaluated in
// f32 and converted by the host (vcvtps2ph): out[j] for every element not in the returned mask.
// The f32 result r of the exact value x is r = x or the f32 nearest x; an f16 rounding midpoint
// is an f32 number, so r and x round alike to f16 unless r is exactly on a midpoint and inexact
// (TwoSum's error of the sum; a product of two f16 values is exact in f32). The mask holds the
// elements the caller must compute by fp's rules: a NaN operand or result, an inexact r on a
// midpoint or below the f16 normal range, and every element on the portable backend or a host
// without F16C. (out may alias an operand.)
enum class F16Op : uint8_t { Add, Mul, Fma };
uint64_t f16_op(F16Op op, unsigned n, const uint16_t* a, const uint16_t* b, const uint16_t* c, uint16_t* out,
                LaneImpl impl = LaneImpl::Auto);

// dst[l] = src[l] for the lanes of `mask` (a blend; the other lanes keep their value).
void write_lanes(uint32_t* dst, const uint32_t* src, uint32_t mask);

// 32 copies of a scalar (an SGPR, constant or literal source read by every lane).
inline void broadcast(uint32_t* out, uint32_t v) {
    for (int l = 0; l < 32; ++l) out[l] = v;
}

}  // namespace lanes
}  // namespace emu
