// Vector ALU: f32 and f64 arithmetic, conversions, rounding, transcendentals, division helpers.
//
// Precision of the transcendental and reciprocal instructions: the hardware results are
// approximations (V_EXP/LOG/RCP/RSQ/SQRT_F32: 1 ULP; the f64 RCP/RSQ/SQRT: 2^29 ULP). The
// emulator computes them with the host's double-precision math (exp2, log2, sqrt, sin, cos,
// division) and rounds that once to the destination format, i.e. it returns the correctly
// rounded (or within a fraction of an ULP of it) value, which is within the documented error of
// the hardware but not bit-identical to it. Code that depends on the exact approximation bits
// (rare: a Newton-Raphson step normally follows) can differ by an ULP.
//
// Denormals: V_EXP/LOG/RCP/RCP_IFLAG/RSQ/SQRT_F32 flush denormal inputs and results whatever
// MODE says ("denormals are flushed", RDNA3.5 ISA); everything else follows MODE.
// NaN results created by the transcendental instructions are 0xffc00000 as in the guide's
// functional examples (log(-1), sqrt(-inf), sin(inf)); arithmetic follows fp.hpp (0x7fc00000).
#include <cstring>
#include <cfenv>
#include <cmath>
#include <limits>

#include "emu/exec/exec_valu_common.hpp"
#include "emu/exec/lanes.hpp"

namespace emu {
namespace valu {

using fp::Round;

// --------------------------------------------------------------------------- f64 arithmetic

namespace {

int host_round(Round r) {
    switch (r) {
        case Round::TowardPosInf: return FE_UPWARD;
        case Round::TowardNegInf: return FE_DOWNWARD;
        case Round::TowardZero: return FE_TOWARDZERO;
        default: return FE_TONEAREST;
    }
}

// Switches the host rounding mode for one operation (directed modes only).
class HostRound {
public:
    explicit HostRound(Round r) : changed_(r != Round::NearestEven) {
        if (changed_) std::fesetround(host_round(r));
    }
    ~HostRound() {
        if (changed_) std::fesetround(FE_TONEAREST);
    }
    HostRound(const HostRound&) = delete;
    HostRound& operator=(const HostRound&) = delete;

private:
    bool changed_;
};

// The operations go through volatile objects so that the compiler evaluates them at run time,
// after the rounding mode switch.
__attribute__((noinline)) double h_add(double a, double b) {
    volatile double x = a, y = b;
    volatile double r = x + y;
    return r;
}
__attribute__((noinline)) double h_mul(double a, double b) {
    volatile double x = a, y = b;
    volatile double r = x * y;
    return r;
}
__attribute__((noinline)) double h_fma(double a, double b, double c) {
    volatile double x = a, y = b, z = c;
    volatile double r = std::fma(x, y, z);
    return r;
}
__attribute__((noinline)) double h_ldexp(double a, int n) {
    volatile double x = a;
    volatile double r = std::scalbn(x, n);
    return r;
}

inline double dbl(uint64_t v) { return fp::f64_from_bits(v); }

// First NaN operand, quieted (fp.hpp rule); 0 when there is none.
inline bool first_nan(const uint64_t* v, int n, uint64_t& out) {
    for (int i = 0; i < n; ++i)
        if (fp::is_nan_f64(v[i])) {
            out = fp::quiet_f64(v[i]);
            return true;
        }
    return false;
}

inline uint64_t finish64(double r, bool dout) {
    const uint64_t b = fp::bits_of(r);
    if (fp::is_nan_f64(b)) return fp::kF64QNaN;   // created by the operation
    return fp::denorm_f64(b, dout);
}

}  // namespace

uint64_t add_f64(uint64_t a, uint64_t b, Round r, bool din, bool dout) {
    const uint64_t v[2] = {fp::denorm_f64(a, din), fp::denorm_f64(b, din)};
    uint64_t nan;
    if (first_nan(v, 2, nan)) return nan;
    HostRound hr(r);
    return finish64(h_add(dbl(v[0]), dbl(v[1])), dout);
}

uint64_t mul_f64(uint64_t a, uint64_t b, Round r, bool din, bool dout) {
    const uint64_t v[2] = {fp::denorm_f64(a, din), fp::denorm_f64(b, din)};
    uint64_t nan;
    if (first_nan(v, 2, nan)) return nan;
    HostRound hr(r);
    return finish64(h_mul(dbl(v[0]), dbl(v[1])), dout);
}

uint64_t fma_f64(uint64_t a, uint64_t b, uint64_t c, Round r, bool din, bool dout) {
    const uint64_t v[3] = {fp::denorm_f64(a, din), fp::denorm_f64(b, din), fp::denorm_f64(c, din)};
    uint64_t nan;
    if (first_nan(v, 3, nan)) return nan;
    HostRound hr(r);
    return finish64(h_fma(dbl(v[0]), dbl(v[1]), dbl(v[2])), dout);
}

uint64_t ldexp_f64(uint64_t a, int n, Round r, bool din, bool dout) {
    const uint64_t x = fp::denorm_f64(a, din);
    if (fp::is_nan_f64(x)) return fp::quiet_f64(x);
    HostRound hr(r);
    return finish64(h_ldexp(dbl(x), n), dout);
}

double fma_round_odd(double a, double b, double c, Round r) {
    const double p = a * b;   // exact by the caller's precondition
    const double s = p + c;
    const double bb = s - p;
    const double e = (p - (s - bb)) + (c - bb);   // TwoSum: p + c == s + e exactly
    if (s == 0.0 && e == 0.0) {
        const bool sp = std::signbit(p), sc = std::signbit(c);
        const bool neg = sp == sc ? sp : r == Round::TowardNegInf;
        return neg ? -0.0 : 0.0;
    }
    if (e == 0.0) return s;
    uint64_t sb = fp::bits_of(s);
    if ((e > 0) != (s > 0)) --sb;   // |p + c| < |s|: truncate one step toward zero
    return fp::f64_from_bits(sb | 1u);
}

uint64_t clamp01_f64(uint64_t d, bool dx10) {
    if (fp::is_nan_f64(d)) return dx10 ? 0u : fp::quiet_f64(d);
    if (d >> 63) return 0;
    if (d > 0x3ff0000000000000ull) return 0x3ff0000000000000ull;
    return d;
}

namespace {

constexpr uint32_t kTransNaN32 = 0xffc00000u;   // NaN created by a transcendental instruction
constexpr uint64_t kF64Inf = 0x7ff0000000000000ull;

inline float flt(uint32_t v) { return fp::f32_from_bits(v); }
inline uint32_t bits(float f) { return fp::bits_of(f); }
inline bool neg32(uint32_t v) { return v >> 31; }

// Round a double value to f32 in mode r (denormal output kept when dout).
inline uint32_t to_f32(double v, Round r, bool dout) {
    if (r == Round::NearestEven && !std::isnan(v)) return fp::cvt_f64_to_f32_rne_hostfp(v, dout);
    return fp::cvt_f64_to_f32(fp::bits_of(v), r, true, dout);
}

// ------------------------------------------------------------------ f32 helper operations

inline uint32_t in32(const FpEnv& e, uint32_t v) { return fp::denorm_f32(v, e.din32); }
inline uint32_t add32(const FpEnv& e, uint32_t a, uint32_t b) { return fp::add_f32(a, b, e.r32, e.din32, e.dout32); }
inline uint32_t mul32(const FpEnv& e, uint32_t a, uint32_t b) { return fp::mul_f32(a, b, e.r32, e.din32, e.dout32); }
inline uint32_t fma32(const FpEnv& e, uint32_t a, uint32_t b, uint32_t c) {
    return fp::fma_f32(a, b, c, e.r32, e.din32, e.dout32);
}
inline uint32_t min32(const FpEnv& e, uint32_t a, uint32_t b) { return fp::min_f32(in32(e, a), in32(e, b), e.ieee); }
inline uint32_t max32(const FpEnv& e, uint32_t a, uint32_t b) { return fp::max_f32(in32(e, a), in32(e, b), e.ieee); }

// V_MED3_F32 pseudocode (any NaN: min3; otherwise compare against max3 with float equality).
uint32_t med3_32(const FpEnv& e, uint32_t a, uint32_t b, uint32_t c) {
    a = in32(e, a);
    b = in32(e, b);
    c = in32(e, c);
    if (fp::is_nan_f32(a) || fp::is_nan_f32(b) || fp::is_nan_f32(c)) return min32(e, min32(e, a, b), c);
    const float m = flt(max32(e, max32(e, a, b), c));
    if (m == flt(a)) return max32(e, b, c);
    if (m == flt(b)) return max32(e, a, c);
    return max32(e, a, b);
}

inline bool is_zero32(uint32_t v) { return (v & 0x7fffffffu) == 0; }

// DX9 multiply: 0 * anything (inf, NaN) = +0.
inline uint32_t mul_dx9(const FpEnv& e, uint32_t a, uint32_t b) {
    a = in32(e, a);
    b = in32(e, b);
    if (is_zero32(a) || is_zero32(b)) return 0;
    return mul32(e, a, b);
}
inline uint32_t fma_dx9(const FpEnv& e, uint32_t a, uint32_t b, uint32_t c) {
    a = in32(e, a);
    b = in32(e, b);
    if (is_zero32(a) || is_zero32(b)) return c;
    return fma32(e, a, b, c);
}

// S0 * 2^S1 with one rounding (double holds every f32 * 2^n, |n| <= 400, exactly).
uint32_t ldexp32(const FpEnv& e, uint32_t a, int32_t n) {
    a = in32(e, a);
    if (fp::is_nan_f32(a)) return fp::quiet_f32(a);
    if ((a & 0x7fffffffu) == 0x7f800000u || is_zero32(a)) return a;
    const int k = n > 400 ? 400 : (n < -400 ? -400 : n);
    return to_f32(std::ldexp(double(flt(a)), k), e.r32, e.dout32);
}

// Integer-valued roundings (exact; NaN quieted, zeros and infinities kept, sign kept).
template <class F>
inline uint32_t round_int32(const FpEnv& e, uint32_t a, F f) {
    a = in32(e, a);
    if (fp::is_nan_f32(a)) return fp::quiet_f32(a);
    return bits(f(flt(a)));
}
uint32_t trunc32(const FpEnv& e, uint32_t a) { return round_int32(e, a, [](float x) { return std::trunc(x); }); }
uint32_t ceil32(const FpEnv& e, uint32_t a) { return round_int32(e, a, [](float x) { return std::ceil(x); }); }
uint32_t floor32(const FpEnv& e, uint32_t a) { return round_int32(e, a, [](float x) { return std::floor(x); }); }
uint32_t rndne32(const FpEnv& e, uint32_t a) { return round_int32(e, a, [](float x) { return std::nearbyint(x); }); }

// V_FRACT_F32: S0 + -floor(S0) in the MODE rounding, result at most 0x3f7fffff.
uint32_t fract32(const FpEnv& e, uint32_t a) {
    a = in32(e, a);
    if (fp::is_nan_f32(a)) return fp::quiet_f32(a);
    const uint32_t r = add32(e, a, floor32(e, a) ^ 0x80000000u);
    if (!fp::is_nan_f32(r) && !neg32(r) && r > 0x3f7fffffu) return 0x3f7fffffu;
    return r;
}

// ---- transcendentals (flush denormal input and output; see the file comment)

uint32_t exp32(uint32_t a) {
    a = fp::flush_denorm_f32(a);
    if (fp::is_nan_f32(a)) return fp::quiet_f32(a);
    return to_f32(std::exp2(double(flt(a))), Round::NearestEven, false);
}

uint32_t log32(uint32_t a) {
    a = fp::flush_denorm_f32(a);
    if (fp::is_nan_f32(a)) return fp::quiet_f32(a);
    if (is_zero32(a)) return 0xff800000u;   // log(+-0) = -inf
    if (neg32(a)) return kTransNaN32;
    return to_f32(std::log2(double(flt(a))), Round::NearestEven, false);
}

uint32_t rcp32(uint32_t a) {
    a = fp::flush_denorm_f32(a);
    if (fp::is_nan_f32(a)) return fp::quiet_f32(a);
    return to_f32(1.0 / double(flt(a)), Round::NearestEven, false);
}

uint32_t rsq32(uint32_t a) {
    a = fp::flush_denorm_f32(a);
    if (fp::is_nan_f32(a)) return fp::quiet_f32(a);
    if (is_zero32(a)) return neg32(a) ? 0xff800000u : 0x7f800000u;   // rsq(-0) = -inf
    if (neg32(a)) return kTransNaN32;
    return to_f32(1.0 / std::sqrt(double(flt(a))), Round::NearestEven, false);
}

uint32_t sqrt32(uint32_t a) {
    a = fp::flush_denorm_f32(a);
    if (fp::is_nan_f32(a)) return fp::quiet_f32(a);
    if (is_zero32(a)) return a;   // sqrt(-0) = -0
    if (neg32(a)) return kTransNaN32;
    return to_f32(std::sqrt(double(flt(a))), Round::NearestEven, false);
}

// sin(2*pi*x) / cos(2*pi*x) for x in revolutions: the reduction to a quarter turn is exact, so
// multiples of a quarter turn give exact 0 and +-1.
double sincos_rev(double x, bool cosine) {
    const double r = std::fmod(x, 1.0);        // exact
    const double t = r * 4.0;                  // exact
    const double q = std::nearbyint(t);
    const double f = t - q;                    // exact, in [-0.5, 0.5]
    int quad = int(std::fmod(q, 4.0));
    if (quad < 0) quad += 4;
    if (cosine) quad = (quad + 1) & 3;
    const double ang = f * 1.5707963267948966;   // pi / 2
    double v;
    switch (quad) {
        case 0: v = std::sin(ang); break;
        case 1: v = std::cos(ang); break;
        case 2: v = -std::sin(ang); break;
        default: v = -std::cos(ang); break;
    }
    return v == 0.0 ? 0.0 : v;
}

uint32_t sin32(const FpEnv& e, uint32_t a) {
    a = in32(e, a);
    if (fp::is_nan_f32(a)) return fp::quiet_f32(a);
    if ((a & 0x7fffffffu) == 0x7f800000u) return kTransNaN32;
    if (is_zero32(a)) return a;   // sin(-0) = -0
    return to_f32(sincos_rev(double(flt(a)), false), Round::NearestEven, e.dout32);
}

uint32_t cos32(const FpEnv& e, uint32_t a) {
    a = in32(e, a);
    if (fp::is_nan_f32(a)) return fp::quiet_f32(a);
    if ((a & 0x7fffffffu) == 0x7f800000u) return kTransNaN32;
    return to_f32(sincos_rev(double(flt(a)), true), Round::NearestEven, e.dout32);
}

// V_FREXP_MANT_F32 / V_FREXP_EXP_I32_F32 (inf and NaN: mantissa = S0, exponent = 0).
uint32_t frexp_mant32(const FpEnv& e, uint32_t a) {
    a = in32(e, a);
    if ((a & 0x7fffffffu) >= 0x7f800000u || is_zero32(a)) return a;
    int ex;
    return bits(std::frexp(flt(a), &ex));
}
int32_t frexp_exp32(const FpEnv& e, uint32_t a) {
    a = in32(e, a);
    if ((a & 0x7fffffffu) >= 0x7f800000u || is_zero32(a)) return 0;
    int ex;
    (void)std::frexp(flt(a), &ex);
    return ex;
}

// ---- conversions to integers: truncation toward zero, out-of-range saturates, NaN -> 0.

template <class T>
T sat_from_double(double v) {
    if (std::isnan(v)) return 0;
    const double t = std::trunc(v);
    if (t <= double(std::numeric_limits<T>::min())) return std::numeric_limits<T>::min();
    if (t >= double(std::numeric_limits<T>::max())) return std::numeric_limits<T>::max();
    return static_cast<T>(t);
}

// Integer -> f32 in rounding mode r.
uint32_t i2f32(bool negative, uint32_t mag, Round r) {
    return uint32_t(fp::round_pack(fp::kF32, negative, 0, mag, false, r, true));
}

// f32 -> normalized 16-bit integers (round to nearest even after scaling; NaN -> 0).
int16_t snorm16(double v) {
    if (std::isnan(v)) return 0;
    v = v < -1.0 ? -1.0 : (v > 1.0 ? 1.0 : v);
    return static_cast<int16_t>(std::nearbyint(v * 32767.0));
}
uint16_t unorm16(double v) {
    if (std::isnan(v)) return 0;
    v = v < 0.0 ? 0.0 : (v > 1.0 ? 1.0 : v);
    return static_cast<uint16_t>(std::nearbyint(v * 65535.0));
}

// -------------------------------------------------------------------- f64 helper operations

inline uint64_t in64(const FpEnv& e, uint64_t v) { return fp::denorm_f64(v, e.din16); }
inline bool is_zero64(uint64_t v) { return (v & 0x7fffffffffffffffull) == 0; }
inline int exp64(uint64_t v) { return int((v >> 52) & 0x7ff); }
inline int exp32f(uint32_t v) { return int((v >> 23) & 0xff); }

template <class F>
inline uint64_t round_int64(const FpEnv& e, uint64_t a, F f) {
    a = in64(e, a);
    if (fp::is_nan_f64(a)) return fp::quiet_f64(a);
    return fp::bits_of(f(dbl(a)));
}

uint64_t fract64(const FpEnv& e, uint64_t a) {
    a = in64(e, a);
    if (fp::is_nan_f64(a)) return fp::quiet_f64(a);
    const uint64_t fl = fp::bits_of(std::floor(dbl(a)));
    const uint64_t r = add_f64(a, fl ^ 0x8000000000000000ull, e.r16, e.din16, e.dout16);
    if (!fp::is_nan_f64(r) && !(r >> 63) && r > 0x3fefffffffffffffull) return 0x3fefffffffffffffull;
    return r;
}

uint64_t rcp64(const FpEnv& e, uint64_t a) {
    a = in64(e, a);
    if (fp::is_nan_f64(a)) return fp::quiet_f64(a);
    return fp::denorm_f64(fp::bits_of(1.0 / dbl(a)), e.dout16);
}
uint64_t rsq64(const FpEnv& e, uint64_t a) {
    a = in64(e, a);
    if (fp::is_nan_f64(a)) return fp::quiet_f64(a);
    if (is_zero64(a)) return (a >> 63) ? 0xfff0000000000000ull : kF64Inf;
    if (a >> 63) return 0xfff8000000000000ull;
    return fp::denorm_f64(fp::bits_of(1.0 / std::sqrt(dbl(a))), e.dout16);
}
uint64_t sqrt64(const FpEnv& e, uint64_t a) {
    a = in64(e, a);
    if (fp::is_nan_f64(a)) return fp::quiet_f64(a);
    if (is_zero64(a)) return a;
    if (a >> 63) return 0xfff8000000000000ull;
    HostRound hr(e.r16);
    volatile double x = dbl(a);
    volatile double r = std::sqrt(x);
    return fp::denorm_f64(fp::bits_of(r), e.dout16);
}

uint64_t frexp_mant64(const FpEnv& e, uint64_t a) {
    a = in64(e, a);
    if ((a & 0x7fffffffffffffffull) >= kF64Inf || is_zero64(a)) return a;
    int ex;
    return fp::bits_of(std::frexp(dbl(a), &ex));
}
int32_t frexp_exp64(const FpEnv& e, uint64_t a) {
    a = in64(e, a);
    if ((a & 0x7fffffffffffffffull) >= kF64Inf || is_zero64(a)) return 0;
    int ex;
    (void)std::frexp(dbl(a), &ex);
    return ex;
}

// ---------------------------------------------------------------------- division helpers

// V_DIV_SCALE_F32 / F64 (pseudocode of the guide; exponent() is the biased exponent field).
// Returns D0 and sets vcc. Two deviations from the guide's text, both model choices that make
// the division macro LLVM emits (div_scale x2, rcp, fma refinement, div_fmas, div_fixup)
// correctly rounded for every input, which is what the hardware is relied on to do:
//  * the f32 form tests whether 1/S1 is an f32 denormal (the guide writes DENORM.f64, which an
//    f32 reciprocal never is, leaving huge denominators with a flushed reciprocal);
//  * when both 1/S1 and S2/S1 are denormal the denominator is scaled DOWN (2^-64 / 2^-128) so
//    that its reciprocal is normal; the guide's +64 / +128 would overflow the denominator.
uint32_t div_scale32(uint32_t s0, uint32_t s1, uint32_t s2, bool& vcc) {
    vcc = false;
    const double d1 = flt(s1), d2 = flt(s2);
    auto scale = [](uint32_t v, int n) { return to_f32(std::ldexp(double(flt(v)), n), Round::NearestEven, true); };
    if (d2 == 0.0 || d1 == 0.0) return fp::kF32QNaN;
    if (exp32f(s2) - exp32f(s1) >= 96) {
        vcc = true;
        return s0 == s1 ? scale(s0, 64) : s0;
    }
    if (fp::is_denorm_f32(s1)) return scale(s0, 64);
    const double rcp = 1.0 / d1, q = d2 / d1;
    const bool rcp_den = rcp != 0.0 && std::fabs(rcp) < 0x1p-126;
    const bool q_den = q != 0.0 && std::fabs(q) < 0x1p-126;
    if (rcp_den && q_den) {
        vcc = true;
        return s0 == s1 ? scale(s0, -64) : s0;
    }
    if (rcp_den) return scale(s0, -64);
    if (q_den) {
        vcc = true;
        return s0 == s2 ? scale(s0, 64) : s0;
    }
    if (exp32f(s2) <= 23) return scale(s0, 64);
    return s0;
}

uint64_t div_scale64(uint64_t s0, uint64_t s1, uint64_t s2, bool& vcc) {
    vcc = false;
    const double d1 = dbl(s1), d2 = dbl(s2);
    auto scale = [](uint64_t v, int n) { return fp::bits_of(std::ldexp(dbl(v), n)); };
    if (d2 == 0.0 || d1 == 0.0) return fp::kF64QNaN;
    if (exp64(s2) - exp64(s1) >= 768) {
        vcc = true;
        return s0 == s1 ? scale(s0, 128) : s0;
    }
    if (fp::is_denorm_f64(s1)) return scale(s0, 128);
    const double rcp = 1.0 / d1;
    const double q = d2 / d1;
    const bool rcp_den = rcp != 0.0 && std::fabs(rcp) < 0x1p-1022;
    const bool q_den = q != 0.0 && std::fabs(q) < 0x1p-1022;
    if (rcp_den && q_den) {
        vcc = true;
        return s0 == s1 ? scale(s0, -128) : s0;
    }
    if (rcp_den) return scale(s0, -128);
    if (q_den) {
        vcc = true;
        return s0 == s2 ? scale(s0, 128) : s0;
    }
    if (exp64(s2) <= 53) return scale(s0, 128);
    return s0;
}

// V_DIV_FMAS: fma, then with VCC set the quotient is post-scaled. The guide's pseudocode writes
// a fixed 2^32 (f32) / 2^64 (f64) factor, which cannot undo both scalings V_DIV_SCALE applies
// (numerator up by 2^64 for a denormal quotient, denominator up by 2^64 for a huge one). Model
// choice: scale by 2^64 (f64: 2^128) when the fma result's magnitude is at least 1 and by 2^-64
// (2^-128) below, which undoes either V_DIV_SCALE case; one rounding of the scaled exact value.
uint32_t div_fmas32(const FpEnv& e, uint32_t a, uint32_t b, uint32_t c, bool vcc) {
    if (!vcc) return fp::fma_f32(a, b, c, e.r32, true, e.dout32);   // inputs not flushed
    const uint32_t v[3] = {a, b, c};
    for (uint32_t x : v)
        if (fp::is_nan_f32(x)) return fp::quiet_f32(x);
    const double ro = fma_round_odd(flt(a), flt(b), flt(c), e.r32);
    if (std::isnan(ro)) return fp::kF32QNaN;
    if (std::isinf(ro) || ro == 0.0) return fp::cvt_f64_to_f32(fp::bits_of(ro), e.r32, true, e.dout32);
    const int n = std::fabs(ro) >= 1.0 ? 64 : -64;
    return fp::cvt_f64_to_f32(fp::bits_of(std::ldexp(ro, n)), e.r32, true, e.dout32);
}

uint64_t div_fmas64(const FpEnv& e, uint64_t a, uint64_t b, uint64_t c, bool vcc) {
    const uint64_t r = fma_f64(a, b, c, e.r16, true, true);
    if (!vcc || fp::is_nan_f64(r) || is_zero64(r) || (r & 0x7fffffffffffffffull) == kF64Inf)
        return fp::denorm_f64(r, e.dout16);
    const int n = std::fabs(dbl(r)) >= 1.0 ? 128 : -128;
    return ldexp_f64(r, n, e.r16, true, e.dout16);
}

// V_DIV_FIXUP_F32 / F64 (guide pseudocode). UNDERFLOW is +-0 and OVERFLOW +-inf (model choice:
// the guide does not spell the constants out). The guide's overflow test "exponent(S1) == 255"
// cannot fire (an inf or NaN S1 is handled above); it is read as the quotient S0 having
// overflowed to inf or NaN, which for finite non-zero operands can only mean an out-of-range
// quotient (model choice, it makes the division macro return +-inf there).
uint32_t div_fixup32(uint32_t q, uint32_t den, uint32_t num) {
    const bool sign = neg32(den) ^ neg32(num);
    const uint32_t sbit = sign ? 0x80000000u : 0u;
    const uint32_t ad = den & 0x7fffffffu, an = num & 0x7fffffffu;
    if (fp::is_nan_f32(num)) return fp::quiet_f32(num);
    if (fp::is_nan_f32(den)) return fp::quiet_f32(den);
    if (ad == 0 && an == 0) return 0xffc00000u;
    if (ad == 0x7f800000u && an == 0x7f800000u) return 0xffc00000u;
    if (ad == 0 || an == 0x7f800000u) return sbit | 0x7f800000u;
    if (ad == 0x7f800000u || an == 0) return sbit;
    if (exp32f(num) - exp32f(den) < -150) return sbit;
    if (exp32f(q) == 255) return sbit | 0x7f800000u;
    return sbit | (q & 0x7fffffffu);
}

uint64_t div_fixup64(uint64_t q, uint64_t den, uint64_t num) {
    const bool sign = (den >> 63) ^ (num >> 63);
    const uint64_t sbit = uint64_t(sign) << 63;
    const uint64_t ad = den & 0x7fffffffffffffffull, an = num & 0x7fffffffffffffffull;
    if (fp::is_nan_f64(num)) return fp::quiet_f64(num);
    if (fp::is_nan_f64(den)) return fp::quiet_f64(den);
    if (ad == 0 && an == 0) return 0xfff8000000000000ull;
    if (ad == kF64Inf && an == kF64Inf) return 0xfff8000000000000ull;
    if (ad == 0 || an == kF64Inf) return sbit | kF64Inf;
    if (ad == kF64Inf || an == 0) return sbit;
    if (exp64(num) - exp64(den) < -1075) return sbit;
    if (exp64(q) == 2047) return sbit | kF64Inf;
    return sbit | (q & 0x7fffffffffffffffull);
}

// ------------------------------------------------------------------------------- handlers

// F32_UNARY / F32_BINARY: on a full wave without omod or clamp, the sources' lanes (modifiers
// applied) as arrays and EXPR per lane into a local array, then the destination (no mask walk,
// operand indexing or output-modifier tests per lane: about 20 host instructions a lane); else
// the EXEC lane walk. EXPR may read d[l] (fmac forms): the destination is written after the loop.
#define F32_WAVE_LOOP(EXPR, NSRC)                                                     \
    if (cx.active == 0xffffffffu && !in.omod && !in.clamp) {                          \
        alignas(64) uint32_t sbuf[NSRC][32], r[32];                                   \
        const uint32_t* p0 = f32_wave_src(cx, 0, sbuf[0]);                         \
        const uint32_t* p1 = NSRC > 1 ? f32_wave_src(cx, 1, sbuf[NSRC - 1]) : p0;  \
        for (unsigned l = 0; l < 32; ++l) {                                           \
            const uint32_t a = p0[l], b = p1[l];                                      \
            (void)b;                                                                  \
            r[l] = EXPR;                                                              \
        }                                                                             \
        std::memcpy(d, r, sizeof r);                                                  \
        return;                                                                       \
    }

#define F32_UNARY(NAME, EXPR)                                                         \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        const FpEnv& e = cx.fe;                                                       \
        (void)e;                                                                      \
        uint32_t* d = cx.vdst();                                                      \
        F32_WAVE_LOOP(EXPR, 1)                                                        \
        for_each_lane(cx.active, [&](unsigned l) {                                    \
            const uint32_t a = cx.f32(0, l);                                          \
            d[l] = cx.out32(EXPR);                                                    \
        });                                                                           \
    }

#define F32_BINARY(NAME, EXPR)                                                        \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        const FpEnv& e = cx.fe;                                                       \
        (void)e;                                                                      \
        uint32_t* d = cx.vdst();                                                      \
        F32_WAVE_LOOP(EXPR, 2)                                                        \
        for_each_lane(cx.active, [&](unsigned l) {                                    \
            const uint32_t a = cx.f32(0, l), b = cx.f32(1, l);                        \
            d[l] = cx.out32(EXPR);                                                    \
        });                                                                           \
    }

#define F32_TERNARY(NAME, EXPR)                                                       \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        const FpEnv& e = cx.fe;                                                       \
        (void)e;                                                                      \
        uint32_t* d = cx.vdst();                                                      \
        for_each_lane(cx.active, [&](unsigned l) {                                    \
            const uint32_t a = cx.f32(0, l), b = cx.f32(1, l), c = cx.f32(2, l);      \
            d[l] = cx.out32(EXPR);                                                    \
        });                                                                           \
    }

// Whole-wave path (emu/exec/lanes.hpp, bit-identical to the per-lane rules in the default MODE)
// for the f32 arithmetic that GEMM epilogues and softmax are made of: taken when the instruction
// has no output modifier (omod, clamp) and MODE is the default (round to nearest even, f32
// denormals kept); every other case takes the per-lane loop. Input |x| and -x are applied to the
// source lanes first, as the per-lane path's Ctx::f32 does.
inline bool f32_wave_ok(const Ctx& cx) {
    return !cx.in.omod && !cx.in.clamp && cx.fe.r32 == fp::Round::NearestEven && cx.fe.din32 && cx.fe.dout32;
}

// Where a whole-wave path writes its 32 lanes: straight into the destination when every lane is
// active (lanes.hpp's operations read all their inputs before they write, so the destination may
// be one of them), else into buf for write_lanes.
inline uint32_t* wave_out(const Ctx& cx, uint32_t* d, uint32_t* buf) {
    return cx.active == 0xffffffffu ? d : buf;
}

// F32_BINARY with the whole-wave path FAST (a statement computing out[] from a_, b_ and d).
#define F32_BINARY_WAVE(NAME, EXPR, FAST)                                             \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        const FpEnv& e = cx.fe;                                                       \
        (void)e;                                                                      \
        uint32_t* d = cx.vdst();                                                      \
        if (f32_wave_ok(cx)) {                                                        \
            alignas(64) uint32_t abuf[32], bbuf[32], obuf[32];                        \
            const uint32_t* a_ = f32_wave_src(cx, 0, abuf);                           \
            const uint32_t* b_ = f32_wave_src(cx, 1, bbuf);                           \
            uint32_t* const out = wave_out(cx, d, obuf);                              \
            FAST;                                                                     \
            if (out != d) lanes::write_lanes(d, out, cx.active);                      \
            return;                                                                   \
        }                                                                             \
        for_each_lane(cx.active, [&](unsigned l) {                                    \
            const uint32_t a = cx.f32(0, l), b = cx.f32(1, l);                        \
            d[l] = cx.out32(EXPR);                                                    \
        });                                                                           \
    }

// The negated lanes of src (into buf) for the subtractions' whole-wave path.
inline const uint32_t* negated(const uint32_t* src, uint32_t* buf) {
    for (int l = 0; l < 32; ++l) buf[l] = src[l] ^ 0x80000000u;
    return buf;
}

// ---- f32 two-operand (VOP2 / VOP3)
F32_BINARY_WAVE(v_add_f32, add32(e, a, b), lanes::add_f32(a_, b_, out))
F32_BINARY_WAVE(v_sub_f32, add32(e, a, b ^ 0x80000000u), lanes::add_f32(a_, negated(b_, bbuf), out))
F32_BINARY_WAVE(v_subrev_f32, add32(e, b, a ^ 0x80000000u), lanes::add_f32(b_, negated(a_, abuf), out))
F32_BINARY_WAVE(v_mul_f32, mul32(e, a, b), lanes::mul_f32(a_, b_, out))
F32_BINARY(v_mul_dx9_zero_f32, mul_dx9(e, a, b))
// v_min/max(3)_f32's whole-wave path: when no source lane is a NaN (and denormal inputs are
// kept), the ISA's rule is an order with -0 < +0 (fp.cpp's lt_neg_zero): lanes::f32_minmax;
// with a NaN anywhere the instruction takes the per-lane rule.
#define F32_MINMAX_WAVE(NAME, KMAX, NSRC, EXPR)                                       \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        const FpEnv& e = cx.fe;                                                       \
        uint32_t* d = cx.vdst();                                                      \
        if (f32_wave_ok(cx)) {                                                        \
            alignas(64) uint32_t buf[3][32], obuf[32];                                \
            const uint32_t* x[3] = {nullptr, nullptr, nullptr};                       \
            for (int i = 0; i < NSRC; ++i) x[i] = f32_wave_src(cx, i, buf[i]);        \
            uint32_t* const out = wave_out(cx, d, obuf);   /* (untouched on false) */ \
            if (lanes::f32_minmax(KMAX, NSRC, x[0], x[1], x[2], out)) {               \
                if (out != d) lanes::write_lanes(d, out, cx.active);                  \
                return;                                                               \
            }                                                                         \
        }                                                                             \
        for_each_lane(cx.active, [&](unsigned l) {                                    \
            const uint32_t a = cx.f32(0, l), b = cx.f32(1, l);                        \
            const uint32_t c = NSRC == 3 ? cx.f32(2, l) : 0u;                         \
            (void)c;                                                                  \
            d[l] = cx.out32(EXPR);                                                    \
        });                                                                           \
    }

F32_MINMAX_WAVE(v_min_f32, false, 2, min32(e, a, b))
F32_MINMAX_WAVE(v_max_f32, true, 2, max32(e, a, b))
F32_BINARY_WAVE(v_fmac_f32, fma32(e, a, b, d[l]), lanes::fma_f32(a_, b_, d, out))
F32_BINARY(v_fmac_dx9_zero_f32, fma_dx9(e, a, b, d[l]))
F32_BINARY(v_fmamk_f32, fma32(e, a, in.literal, b))   // S0 * K + S1
F32_BINARY(v_fmaak_f32, fma32(e, a, b, in.literal))   // S0 * S1 + K

// V_LDEXP_F32: S1 is a signed integer (no float modifiers on it).
F32_UNARY(v_ldexp_f32, ldexp32(e, a, cx.si(1, l)))

// ---- f32 three-operand (VOP3)
VALU_HANDLER(v_fma_f32) {
    Ctx cx(w, in);
    const FpEnv& e = cx.fe;
    uint32_t* d = cx.vdst();
    if (f32_wave_ok(cx)) {   // (whole-wave path: see F32_BINARY_WAVE)
        alignas(64) uint32_t abuf[32], bbuf[32], cbuf[32], obuf[32];
        uint32_t* const out = wave_out(cx, d, obuf);
        lanes::fma_f32(f32_wave_src(cx, 0, abuf), f32_wave_src(cx, 1, bbuf), f32_wave_src(cx, 2, cbuf), out);
        if (out != d) lanes::write_lanes(d, out, cx.active);
        return;
    }
    for_each_lane(cx.active, [&](unsigned l) {
        const uint32_t a = cx.f32(0, l), b = cx.f32(1, l), c = cx.f32(2, l);
        d[l] = cx.out32(fma32(e, a, b, c));
    });
}
F32_TERNARY(v_fma_dx9_zero_f32, fma_dx9(e, a, b, c))
F32_MINMAX_WAVE(v_min3_f32, false, 3, min32(e, min32(e, a, b), c))
F32_MINMAX_WAVE(v_max3_f32, true, 3, max32(e, max32(e, a, b), c))
F32_TERNARY(v_med3_f32, med3_32(e, a, b, c))
F32_TERNARY(v_minmax_f32, max32(e, min32(e, a, b), c))
F32_TERNARY(v_maxmin_f32, min32(e, max32(e, a, b), c))
F32_TERNARY(v_div_fixup_f32, div_fixup32(a, b, c))

// V_MULLIT_F32 (lighting multiply).
F32_TERNARY(v_mullit_f32, (b == 0xff7fffffu || b == 0xff800000u || fp::is_nan_f32(b) || fp::is_nan_f32(c) ||
                           flt(c) <= 0.0f)
                              ? 0xff7fffffu
                              : mul32(e, a, b))

// Cube map helpers (x, y, z) = (S0, S1, S2).
inline float fabsf_(uint32_t v) { return std::fabs(flt(v)); }
F32_TERNARY(v_cubeid_f32, (fabsf_(c) >= fabsf_(a) && fabsf_(c) >= fabsf_(b))
                              ? (flt(c) < 0 ? 0x40a00000u : 0x40800000u)
                              : (fabsf_(b) >= fabsf_(a) ? (flt(b) < 0 ? 0x40400000u : 0x40000000u)
                                                        : (flt(a) < 0 ? 0x3f800000u : 0u)))
F32_TERNARY(v_cubesc_f32, (fabsf_(c) >= fabsf_(a) && fabsf_(c) >= fabsf_(b))
                              ? (flt(c) < 0 ? a ^ 0x80000000u : a)
                              : (fabsf_(b) >= fabsf_(a) ? a : (flt(a) < 0 ? c : c ^ 0x80000000u)))
F32_TERNARY(v_cubetc_f32, (fabsf_(c) >= fabsf_(a) && fabsf_(c) >= fabsf_(b))
                              ? b ^ 0x80000000u
                              : (fabsf_(b) >= fabsf_(a) ? (flt(b) < 0 ? c ^ 0x80000000u : c) : b ^ 0x80000000u))
F32_TERNARY(v_cubema_f32, (fabsf_(c) >= fabsf_(a) && fabsf_(c) >= fabsf_(b))
                              ? mul32(e, c, 0x40000000u)
                              : (fabsf_(b) >= fabsf_(a) ? mul32(e, b, 0x40000000u) : mul32(e, a, 0x40000000u)))

// V_DIV_FMAS_F32: VCC is implicit.
VALU_HANDLER(v_div_fmas_f32) {
    Ctx cx(w, in);
    const uint32_t vcc = w.s[kVcc];
    uint32_t* d = cx.vdst();
    for_each_lane(cx.active, [&](unsigned l) {
        d[l] = cx.out32(div_fmas32(cx.fe, cx.f32(0, l), cx.f32(1, l), cx.f32(2, l), (vcc >> l) & 1));
    });
}

// V_DIV_SCALE_F32 (VOP3SD): D0 and a lane mask to SDST.
VALU_HANDLER(v_div_scale_f32) {
    Ctx cx(w, in);
    uint32_t* d = cx.vdst();
    uint32_t mask = 0;
    for_each_lane(cx.active, [&](unsigned l) {
        bool vcc;
        const uint32_t r = div_scale32(cx.f32(0, l), cx.f32(1, l), cx.f32(2, l), vcc);
        d[l] = cx.out32(r);
        if (vcc) mask |= 1u << l;
    });
    cx.put_mask(in.sdst, mask);
}

// ---- f32 one-operand
F32_UNARY(v_fract_f32, fract32(e, a))
F32_UNARY(v_trunc_f32, trunc32(e, a))
F32_UNARY(v_ceil_f32, ceil32(e, a))
F32_UNARY(v_rndne_f32, rndne32(e, a))
F32_UNARY(v_floor_f32, floor32(e, a))
// v_exp_f32 (softmax's exponentials): lanes::f32_exp2 for the lanes whose 2^x is a normal f32,
// exp32 for the others, when there is no output modifier (the rule ignores the MODE otherwise).
VALU_HANDLER(v_exp_f32) {
    Ctx cx(w, in);
    uint32_t* d = cx.vdst();
    if (!in.omod && !in.clamp) {
        alignas(64) uint32_t buf[32], obuf[32];
        const uint32_t* x = f32_wave_src(cx, 0, buf);
        // (into d only when x is not d: the lanes left to exp32 read x after f32_exp2 wrote out)
        uint32_t* const out = x != d ? wave_out(cx, d, obuf) : obuf;
        for_each_lane(lanes::f32_exp2(x, out) & cx.active, [&](unsigned l) { out[l] = exp32(x[l]); });
        if (out != d) lanes::write_lanes(d, out, cx.active);
        return;
    }
    for_each_lane(cx.active, [&](unsigned l) { d[l] = cx.out32(exp32(cx.f32(0, l))); });
}
F32_UNARY(v_log_f32, log32(a))
F32_UNARY(v_rcp_f32, rcp32(a))
F32_UNARY(v_rcp_iflag_f32, rcp32(a))
F32_UNARY(v_rsq_f32, rsq32(a))
F32_UNARY(v_sqrt_f32, sqrt32(a))
F32_UNARY(v_sin_f32, sin32(e, a))
F32_UNARY(v_cos_f32, cos32(e, a))
F32_UNARY(v_frexp_mant_f32, frexp_mant32(e, a))

// Integer results: no output modifiers apply.
#define F32_TO_INT(NAME, EXPR)                                                        \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        const FpEnv& e = cx.fe;                                                       \
        (void)e;                                                                      \
        uint32_t* d = cx.vdst();                                                      \
        if (cx.active == 0xffffffffu) {   /* whole wave: F32_WAVE_LOOP's form */      \
            alignas(64) uint32_t sbuf[32], r[32];                                     \
            const uint32_t* x = f32_wave_src(cx, 0, sbuf);                            \
            for (unsigned l = 0; l < 32; ++l) {                                       \
                const uint32_t a = in32(e, x[l]);                                     \
                r[l] = static_cast<uint32_t>(EXPR);                                   \
            }                                                                         \
            std::memcpy(d, r, sizeof r);                                              \
            return;                                                                   \
        }                                                                             \
        for_each_lane(cx.active, [&](unsigned l) {                                    \
            const uint32_t a = in32(e, cx.f32(0, l));                                 \
            d[l] = static_cast<uint32_t>(EXPR);                                       \
        });                                                                           \
    }

F32_TO_INT(v_frexp_exp_i32_f32, frexp_exp32(e, a))
F32_TO_INT(v_cvt_i32_f32, sat_from_double<int32_t>(flt(a)))
F32_TO_INT(v_cvt_u32_f32, sat_from_double<uint32_t>(flt(a)))
// floor(S0 + 0.5) with the addition in f32 (round to nearest even), as the guide writes it.
F32_TO_INT(v_cvt_nearest_i32_f32, sat_from_double<int32_t>(std::floor(flt(fp::add_f32(a, 0x3f000000u)))))
F32_TO_INT(v_cvt_floor_i32_f32, sat_from_double<int32_t>(std::floor(flt(a))))

// ---- conversions to f32 (output modifiers apply)
#define TO_F32(NAME, EXPR)                                                            \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        const FpEnv& e = cx.fe;                                                       \
        (void)e;                                                                      \
        uint32_t* d = cx.vdst();                                                      \
        for_each_lane(cx.active, [&](unsigned l) {                                    \
            const uint32_t a = cx.u(0, l);                                            \
            d[l] = cx.out32(EXPR);                                                    \
        });                                                                           \
    }

// v_cvt_f32_i32 / v_cvt_f32_u32 with a whole-wave path (every lane active, round to nearest even,
// no omod or clamp): the host's integer -> float conversion rounds to nearest even, as i2f32 does
// (integers give no denormals and no NaNs). Lane by lane about 4500 host instructions per call.
#define INT_TO_F32(NAME, CTYPE, EXPR)                                                 \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        const FpEnv& e = cx.fe;                                                       \
        uint32_t* d = cx.vdst();                                                      \
        if (cx.active == 0xffffffffu && e.r32 == Round::NearestEven && !in.omod && !in.clamp) { \
            alignas(64) uint32_t buf[32], r[32];                                      \
            const uint32_t* x = cx.lanes(0, buf);                                     \
            for (unsigned l = 0; l < 32; ++l) r[l] = bits(float(CTYPE(x[l])));         \
            std::memcpy(d, r, sizeof r);                                              \
            return;                                                                   \
        }                                                                             \
        for_each_lane(cx.active, [&](unsigned l) {                                    \
            const uint32_t a = cx.u(0, l);                                            \
            d[l] = cx.out32(EXPR);                                                    \
        });                                                                           \
    }
INT_TO_F32(v_cvt_f32_i32, int32_t, i2f32(int32_t(a) < 0, int32_t(a) < 0 ? 0u - a : a, e.r32))
INT_TO_F32(v_cvt_f32_u32, uint32_t, i2f32(false, a, e.r32))
TO_F32(v_cvt_f32_ubyte0, i2f32(false, a & 0xffu, e.r32))
TO_F32(v_cvt_f32_ubyte1, i2f32(false, (a >> 8) & 0xffu, e.r32))
TO_F32(v_cvt_f32_ubyte2, i2f32(false, (a >> 16) & 0xffu, e.r32))
TO_F32(v_cvt_f32_ubyte3, i2f32(false, a >> 24, e.r32))
// CVT_OFF_TABLE: signed 4-bit value / 16.
TO_F32(v_cvt_off_f32_i4, bits(float(int32_t(a << 28) >> 28) * 0.0625f))

// v_cvt_f32_f16: the source is a 16-bit operand with f16 modifiers.
VALU_HANDLER(v_cvt_f32_f16) {
    Ctx cx(w, in);
    uint32_t* d = cx.vdst();
    if (cx.active == 0xffffffffu && cx.fe.din16 && !in.omod && !in.clamp) {
        // Whole wave, f16 input denormals kept (the default MODE; the epilogues that read an f16
        // C): the half (OPSEL), ABS / NEG as one AND and one XOR, then f16_to_f32_lanes (through
        // the f64 conversion, one lane at a time, 7739 host instructions per call; a plain loop
        // over fp::f16_to_float, which GCC kept scalar, 878).
        alignas(64) uint32_t buf[32], r[32];
        alignas(64) uint16_t h[32];
        f16_halves(cx, 0, buf, h);
        f16_to_f32_lanes(h, r, 32);
        std::memcpy(d, r, sizeof r);
        return;
    }
    for_each_lane(cx.active, [&](unsigned l) { d[l] = cx.out32(fp::cvt_f16_to_f32(cx.f16(0, l), cx.fe.din16)); });
}

// v_cvt_f16_f32: f32 in, f16 result (16-bit destination half).
VALU_HANDLER(v_cvt_f16_f32) {
    Ctx cx(w, in);
    const FpEnv& e = cx.fe;
    uint32_t* d = cx.vdst();
    if (e.r16 == Round::NearestEven && e.din32 && e.dout16) {   // (the integer RNE form: identical, faster)
        if (!in.omod && !in.clamp) {   // the whole wave on the host's conversion (lanes.hpp), NaNs by fp
            alignas(64) uint32_t buf[32];
            uint16_t h[32] = {};   // (the portable backend writes none; inactive lanes are not written back)
            const uint32_t* x = f32_wave_src(cx, 0, buf);
            for_each_lane(lanes::f16_from_f32(x, h) & cx.active, [&](unsigned l) { h[l] = fp::cvt_f32_to_f16_rne(x[l]); });
            alignas(64) uint32_t obuf[32];   // each lane's other half kept
            uint32_t* const merged = wave_out(cx, d, obuf);   // (in place is safe: lane by lane)
            // fp::set_half16 eight lanes at a time (GCC vector extensions; the per-lane form
            // stayed scalar, with a 16-bit partial-register write per lane)
            typedef uint16_t u16x8 __attribute__((vector_size(16)));
            typedef uint32_t u32x8 __attribute__((vector_size(32)));
            const uint32_t keep = cx.dst_hi ? 0x0000ffffu : 0xffff0000u;
            const uint32_t shift = cx.dst_hi ? 16u : 0u;
            for (unsigned l = 0; l < 32; l += 8) {
                u16x8 hv;
                u32x8 dv;
                std::memcpy(&hv, h + l, sizeof hv);
                std::memcpy(&dv, d + l, sizeof dv);
                dv = (dv & keep) | (__builtin_convertvector(hv, u32x8) << shift);
                std::memcpy(merged + l, &dv, sizeof dv);
            }
            if (merged != d) lanes::write_lanes(d, merged, cx.active);
            return;
        }
        for_each_lane(cx.active, [&](unsigned l) { cx.put16(d, l, cx.out16(fp::cvt_f32_to_f16_rne(cx.f32(0, l)))); });
        return;
    }
    for_each_lane(cx.active, [&](unsigned l) {
        cx.put16(d, l, cx.out16(fp::cvt_f32_to_f16(cx.f32(0, l), e.r16, e.din32, e.dout16)));
    });
}

// ---- packing conversions f32 x2 -> 32-bit
#define F32_PACK(NAME, LO, HI)                                                        \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        const FpEnv& e = cx.fe;                                                       \
        (void)e;                                                                      \
        uint32_t* d = cx.vdst();                                                      \
        for_each_lane(cx.active, [&](unsigned l) {                                    \
            const uint32_t a = cx.f32(0, l), b = cx.f32(1, l);                        \
            d[l] = fp::pack16(static_cast<uint16_t>(LO), static_cast<uint16_t>(HI));  \
        });                                                                           \
    }

// Round toward zero regardless of MODE; clamp applies per half.
F32_PACK(v_cvt_pk_rtz_f16_f32, cx.out16(fp::cvt_f32_to_f16(a, Round::TowardZero, e.din32, e.dout16)),
         cx.out16(fp::cvt_f32_to_f16(b, Round::TowardZero, e.din32, e.dout16)))
F32_PACK(v_cvt_pk_norm_i16_f32, snorm16(flt(in32(e, a))), snorm16(flt(in32(e, b))))
F32_PACK(v_cvt_pk_norm_u16_f32, unorm16(flt(in32(e, a))), unorm16(flt(in32(e, b))))
F32_PACK(v_cvt_pk_i16_f32, sat_from_double<int16_t>(flt(in32(e, a))), sat_from_double<int16_t>(flt(in32(e, b))))
F32_PACK(v_cvt_pk_u16_f32, sat_from_double<uint16_t>(flt(in32(e, a))), sat_from_double<uint16_t>(flt(in32(e, b))))

// V_CVT_PK_U8_F32: f32 -> u8 (round to nearest even, saturate; model choice for the rounding)
// into byte S1[1:0] of S2.
VALU_HANDLER(v_cvt_pk_u8_f32) {
    Ctx cx(w, in);
    uint32_t* d = cx.vdst();
    for_each_lane(cx.active, [&](unsigned l) {
        const double v = flt(in32(cx.fe, cx.f32(0, l)));
        uint32_t byte = 0;
        if (!std::isnan(v)) byte = v <= 0.0 ? 0u : (v >= 255.0 ? 255u : uint32_t(std::nearbyint(v)));
        const unsigned sh = (cx.u(1, l) & 3u) * 8u;
        d[l] = (cx.u(2, l) & ~(0xffu << sh)) | (byte << sh);
    });
}

// ---------------------------------------------------------------------------------- f64

#define F64_UNARY(NAME, EXPR)                                                         \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        const FpEnv& e = cx.fe;                                                       \
        (void)e;                                                                      \
        const Src64 s0 = cx.s64(0);                                                   \
        uint32_t* d = cx.vdst(2);                                                     \
        uint32_t* d1 = d + 32;                                                        \
        for_each_lane(cx.active, [&](unsigned l) {                                    \
            const uint64_t a = cx.f64(s0, 0, l);                                      \
            const uint64_t r = cx.out64(EXPR);                                        \
            d[l] = uint32_t(r);                                                       \
            d1[l] = uint32_t(r >> 32);                                                \
        });                                                                           \
    }

#define F64_BINARY(NAME, EXPR)                                                        \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        const FpEnv& e = cx.fe;                                                       \
        (void)e;                                                                      \
        const Src64 s0 = cx.s64(0), s1 = cx.s64(1);                                   \
        uint32_t* d = cx.vdst(2);                                                     \
        uint32_t* d1 = d + 32;                                                        \
        for_each_lane(cx.active, [&](unsigned l) {                                    \
            const uint64_t a = cx.f64(s0, 0, l), b = cx.f64(s1, 1, l);                \
            const uint64_t r = cx.out64(EXPR);                                        \
            d[l] = uint32_t(r);                                                       \
            d1[l] = uint32_t(r >> 32);                                                \
        });                                                                           \
    }

#define F64_TERNARY(NAME, EXPR)                                                       \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        const FpEnv& e = cx.fe;                                                       \
        (void)e;                                                                      \
        const Src64 s0 = cx.s64(0), s1 = cx.s64(1), s2 = cx.s64(2);                   \
        uint32_t* d = cx.vdst(2);                                                     \
        uint32_t* d1 = d + 32;                                                        \
        for_each_lane(cx.active, [&](unsigned l) {                                    \
            const uint64_t a = cx.f64(s0, 0, l), b = cx.f64(s1, 1, l), c = cx.f64(s2, 2, l); \
            const uint64_t r = cx.out64(EXPR);                                        \
            d[l] = uint32_t(r);                                                       \
            d1[l] = uint32_t(r >> 32);                                                \
        });                                                                           \
    }

F64_BINARY(v_add_f64, add_f64(a, b, e.r16, e.din16, e.dout16))
F64_BINARY(v_mul_f64, mul_f64(a, b, e.r16, e.din16, e.dout16))
F64_BINARY(v_min_f64, fp::min_f64(in64(e, a), in64(e, b), e.ieee))
F64_BINARY(v_max_f64, fp::max_f64(in64(e, a), in64(e, b), e.ieee))
F64_TERNARY(v_fma_f64, fma_f64(a, b, c, e.r16, e.din16, e.dout16))
F64_TERNARY(v_div_fixup_f64, div_fixup64(a, b, c))

F64_UNARY(v_trunc_f64, round_int64(e, a, [](double x) { return std::trunc(x); }))
F64_UNARY(v_ceil_f64, round_int64(e, a, [](double x) { return std::ceil(x); }))
F64_UNARY(v_floor_f64, round_int64(e, a, [](double x) { return std::floor(x); }))
F64_UNARY(v_rndne_f64, round_int64(e, a, [](double x) { return std::nearbyint(x); }))
F64_UNARY(v_fract_f64, fract64(e, a))
F64_UNARY(v_rcp_f64, rcp64(e, a))
F64_UNARY(v_rsq_f64, rsq64(e, a))
F64_UNARY(v_sqrt_f64, sqrt64(e, a))
F64_UNARY(v_frexp_mant_f64, frexp_mant64(e, a))

// V_LDEXP_F64: S1 is a 32-bit signed integer.
VALU_HANDLER(v_ldexp_f64) {
    Ctx cx(w, in);
    const FpEnv& e = cx.fe;
    const Src64 s0 = cx.s64(0);
    uint32_t* d = cx.vdst(2);
    for_each_lane(cx.active, [&](unsigned l) {
        int32_t n = cx.si(1, l);
        n = n > 4000 ? 4000 : (n < -4000 ? -4000 : n);
        const uint64_t r = cx.out64(ldexp_f64(cx.f64(s0, 0, l), n, e.r16, e.din16, e.dout16));
        d[l] = uint32_t(r);
        d[l + 32] = uint32_t(r >> 32);
    });
}

// V_TRIG_PREOP_F64 (RDNA3.5 ISA pseudocode): a 53-bit segment of 2/pi for the argument reduction
// of huge arguments.
//   shift = S1[4:0] * 53, plus exponent(S0) - 1077 when exponent(S0) > 1077 (biased exponent);
//   result = the 53 bits b[shift .. shift+52] of 2/pi = 0.b[0] b[1] ... b[1200] (b[0] the MSB), as
//            an integer; bits past b[1200] are 0 (the guide's 1201-bit constant);
//   scale = -53 - shift, plus 128 when exponent(S0) >= 1968;
//   D = ldexp(result, scale), rounded toward zero ("Rounding is toward zero"), output denormals
//   per MODE's f64 flag. The sign of S0 plays no part. A NaN S0 gives that NaN quieted (model
//   choice: the pseudocode has no NaN case; LLVM's constant folder of llvm.amdgcn.trig.preop
//   does this); an infinite S0 follows the pseudocode (exponent 2047).
// kTwoByPi holds b[0..1200] 32 bits a word, most significant first, computed with exact integer
// arithmetic (Machin's formula); its first 37 words agree with the table of LLVM's
// AMDGPUInstCombineIntrinsic folder of llvm.amdgcn.trig.preop.
const uint32_t kTwoByPi[38] = {
    0xa2f9836e, 0x4e441529, 0xfc2757d1, 0xf534ddc0, 0xdb629599, 0x3c439041, 0xfe5163ab, 0xdebbc561,
    0xb7246e3a, 0x424dd2e0, 0x06492eea, 0x09d1921c, 0xfe1deb1c, 0xb129a73e, 0xe88235f5, 0x2ebb4484,
    0xe99c7026, 0xb45f7e41, 0x3991d639, 0x835339f4, 0x9c845f8b, 0xbdf9283b, 0x1ff897ff, 0xde05980f,
    0xef2f118b, 0x5a0a6d1f, 0x6d367ecf, 0x27cb09b7, 0x4f463f66, 0x9e5fea2d, 0x7527bac7, 0xebe5f17b,
    0x3d0739f7, 0x8a5292ea, 0x6bfb5fb1, 0x1f8d5d08, 0x56033046, 0xfc7b0000};
constexpr unsigned kTwoByPiBits = 1201;

uint64_t trig_preop64(const FpEnv& e, uint64_t a, uint32_t s1) {
    if (fp::is_nan_f64(a)) return fp::quiet_f64(a);
    const unsigned ex = unsigned(a >> 52) & 0x7ffu;
    unsigned shift = (s1 & 31u) * 53u;
    if (ex > 1077) shift += ex - 1077;
    uint64_t seg = 0;
    for (unsigned i = 0; i < 53; ++i) {
        const unsigned b = shift + i;
        const uint64_t bit = b < kTwoByPiBits ? (kTwoByPi[b >> 5] >> (31 - (b & 31))) & 1u : 0u;
        seg = (seg << 1) | bit;
    }
    int scale = -53 - int(shift);
    if (ex >= 1968) scale += 128;
    // seg < 2^53 is exact as a double; ldexp_f64 rounds once.
    return ldexp_f64(fp::bits_of(double(seg)), scale, Round::TowardZero, true, e.dout16);
}

VALU_HANDLER(v_trig_preop_f64) {
    Ctx cx(w, in);
    const Src64 s0 = cx.s64(0);
    uint32_t* d = cx.vdst(2);
    for_each_lane(cx.active, [&](unsigned l) {
        const uint64_t r = cx.out64(trig_preop64(cx.fe, cx.f64(s0, 0, l), cx.u(1, l)));
        d[l] = uint32_t(r);
        d[l + 32] = uint32_t(r >> 32);
    });
}

VALU_HANDLER(v_div_fmas_f64) {
    Ctx cx(w, in);
    const Src64 s0 = cx.s64(0), s1 = cx.s64(1), s2 = cx.s64(2);
    const uint32_t vcc = w.s[kVcc];
    uint32_t* d = cx.vdst(2);
    for_each_lane(cx.active, [&](unsigned l) {
        const uint64_t r = cx.out64(
            div_fmas64(cx.fe, cx.f64(s0, 0, l), cx.f64(s1, 1, l), cx.f64(s2, 2, l), (vcc >> l) & 1));
        d[l] = uint32_t(r);
        d[l + 32] = uint32_t(r >> 32);
    });
}

VALU_HANDLER(v_div_scale_f64) {
    Ctx cx(w, in);
    const Src64 s0 = cx.s64(0), s1 = cx.s64(1), s2 = cx.s64(2);
    uint32_t* d = cx.vdst(2);
    uint32_t mask = 0;
    for_each_lane(cx.active, [&](unsigned l) {
        bool vcc;
        const uint64_t r = cx.out64(div_scale64(cx.f64(s0, 0, l), cx.f64(s1, 1, l), cx.f64(s2, 2, l), vcc));
        d[l] = uint32_t(r);
        d[l + 32] = uint32_t(r >> 32);
        if (vcc) mask |= 1u << l;
    });
    cx.put_mask(in.sdst, mask);
}

// f64 -> 32-bit results
#define F64_TO_32(NAME, EXPR, OUT)                                                    \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        const FpEnv& e = cx.fe;                                                       \
        (void)e;                                                                      \
        const Src64 s0 = cx.s64(0);                                                   \
        uint32_t* d = cx.vdst();                                                      \
        for_each_lane(cx.active, [&](unsigned l) {                                    \
            const uint64_t a = in64(e, cx.f64(s0, 0, l));                             \
            d[l] = OUT(static_cast<uint32_t>(EXPR));                                  \
        });                                                                           \
    }
#define NO_OUT(x) (x)

F64_TO_32(v_cvt_i32_f64, sat_from_double<int32_t>(dbl(a)), NO_OUT)
F64_TO_32(v_cvt_u32_f64, sat_from_double<uint32_t>(dbl(a)), NO_OUT)
F64_TO_32(v_frexp_exp_i32_f64, frexp_exp64(e, a), NO_OUT)
F64_TO_32(v_cvt_f32_f64, fp::cvt_f64_to_f32(a, e.r32, true, e.dout32), cx.out32)

// 32-bit -> f64 results
#define TO_F64(NAME, EXPR)                                                            \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        const FpEnv& e = cx.fe;                                                       \
        (void)e;                                                                      \
        uint32_t* d = cx.vdst(2);                                                     \
        for_each_lane(cx.active, [&](unsigned l) {                                    \
            const uint64_t r = cx.out64(EXPR);                                        \
            d[l] = uint32_t(r);                                                       \
            d[l + 32] = uint32_t(r >> 32);                                            \
        });                                                                           \
    }

TO_F64(v_cvt_f64_i32, fp::bits_of(double(cx.si(0, l))))
TO_F64(v_cvt_f64_u32, fp::bits_of(double(cx.u(0, l))))
TO_F64(v_cvt_f64_f32, fp::cvt_f32_to_f64(cx.f32(0, l), e.din32))

const Entry kFloat[] = {
    {"v_add_f32", v_add_f32},
    {"v_sub_f32", v_sub_f32},
    {"v_subrev_f32", v_subrev_f32},
    {"v_mul_f32", v_mul_f32},
    {"v_mul_dx9_zero_f32", v_mul_dx9_zero_f32},
    {"v_min_f32", v_min_f32},
    {"v_max_f32", v_max_f32},
    {"v_fmac_f32", v_fmac_f32},
    {"v_fmac_dx9_zero_f32", v_fmac_dx9_zero_f32},
    {"v_fmamk_f32", v_fmamk_f32},
    {"v_fmaak_f32", v_fmaak_f32},
    {"v_ldexp_f32", v_ldexp_f32},
    {"v_fma_f32", v_fma_f32},
    {"v_fma_dx9_zero_f32", v_fma_dx9_zero_f32},
    {"v_min3_f32", v_min3_f32},
    {"v_max3_f32", v_max3_f32},
    {"v_med3_f32", v_med3_f32},
    {"v_minmax_f32", v_minmax_f32},
    {"v_maxmin_f32", v_maxmin_f32},
    {"v_div_fixup_f32", v_div_fixup_f32},
    {"v_div_fmas_f32", v_div_fmas_f32},
    {"v_div_scale_f32", v_div_scale_f32},
    {"v_mullit_f32", v_mullit_f32},
    {"v_cubeid_f32", v_cubeid_f32},
    {"v_cubesc_f32", v_cubesc_f32},
    {"v_cubetc_f32", v_cubetc_f32},
    {"v_cubema_f32", v_cubema_f32},
    {"v_fract_f32", v_fract_f32},
    {"v_trunc_f32", v_trunc_f32},
    {"v_ceil_f32", v_ceil_f32},
    {"v_rndne_f32", v_rndne_f32},
    {"v_floor_f32", v_floor_f32},
    {"v_exp_f32", v_exp_f32},
    {"v_log_f32", v_log_f32},
    {"v_rcp_f32", v_rcp_f32},
    {"v_rcp_iflag_f32", v_rcp_iflag_f32},
    {"v_rsq_f32", v_rsq_f32},
    {"v_sqrt_f32", v_sqrt_f32},
    {"v_sin_f32", v_sin_f32},
    {"v_cos_f32", v_cos_f32},
    {"v_frexp_mant_f32", v_frexp_mant_f32},
    {"v_frexp_exp_i32_f32", v_frexp_exp_i32_f32},
    {"v_cvt_i32_f32", v_cvt_i32_f32},
    {"v_cvt_u32_f32", v_cvt_u32_f32},
    {"v_cvt_nearest_i32_f32", v_cvt_nearest_i32_f32},
    {"v_cvt_floor_i32_f32", v_cvt_floor_i32_f32},
    {"v_cvt_f32_i32", v_cvt_f32_i32},
    {"v_cvt_f32_u32", v_cvt_f32_u32},
    {"v_cvt_f32_ubyte0", v_cvt_f32_ubyte0},
    {"v_cvt_f32_ubyte1", v_cvt_f32_ubyte1},
    {"v_cvt_f32_ubyte2", v_cvt_f32_ubyte2},
    {"v_cvt_f32_ubyte3", v_cvt_f32_ubyte3},
    {"v_cvt_off_f32_i4", v_cvt_off_f32_i4},
    {"v_cvt_f32_f16", v_cvt_f32_f16},
    {"v_cvt_f16_f32", v_cvt_f16_f32},
    {"v_cvt_pk_rtz_f16_f32", v_cvt_pk_rtz_f16_f32},
    {"v_cvt_pk_norm_i16_f32", v_cvt_pk_norm_i16_f32},
    {"v_cvt_pk_norm_u16_f32", v_cvt_pk_norm_u16_f32},
    {"v_cvt_pk_i16_f32", v_cvt_pk_i16_f32},
    {"v_cvt_pk_u16_f32", v_cvt_pk_u16_f32},
    {"v_cvt_pk_u8_f32", v_cvt_pk_u8_f32},
    {"v_add_f64", v_add_f64},
    {"v_mul_f64", v_mul_f64},
    {"v_min_f64", v_min_f64},
    {"v_max_f64", v_max_f64},
    {"v_fma_f64", v_fma_f64},
    {"v_div_fixup_f64", v_div_fixup_f64},
    {"v_div_fmas_f64", v_div_fmas_f64},
    {"v_div_scale_f64", v_div_scale_f64},
    {"v_ldexp_f64", v_ldexp_f64},
    {"v_trig_preop_f64", v_trig_preop_f64},
    {"v_trunc_f64", v_trunc_f64},
    {"v_ceil_f64", v_ceil_f64},
    {"v_floor_f64", v_floor_f64},
    {"v_rndne_f64", v_rndne_f64},
    {"v_fract_f64", v_fract_f64},
    {"v_rcp_f64", v_rcp_f64},
    {"v_rsq_f64", v_rsq_f64},
    {"v_sqrt_f64", v_sqrt_f64},
    {"v_frexp_mant_f64", v_frexp_mant_f64},
    {"v_frexp_exp_i32_f64", v_frexp_exp_i32_f64},
    {"v_cvt_i32_f64", v_cvt_i32_f64},
    {"v_cvt_u32_f64", v_cvt_u32_f64},
    {"v_cvt_f32_f64", v_cvt_f32_f64},
    {"v_cvt_f64_i32", v_cvt_f64_i32},
    {"v_cvt_f64_u32", v_cvt_f64_u32},
    {"v_cvt_f64_f32", v_cvt_f64_f32},
};

}  // namespace

void add_float_handlers(HandlerTable& t) { add_all(t, kFloat); }

}  // namespace valu
}  // namespace emu
