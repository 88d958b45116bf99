// Vector ALU: f16 arithmetic, packed 16-bit float math (VOP3P), dot products and v_fma_mix*.
//
// 16-bit operands follow the rules of exec_valu_common.hpp (opsel half selects, results into
// the opsel[3] half with the other half kept). Packed VOP3P operands: element 0 of source i is
// the half op_sel[i] selects, element 1 the half op_sel_hi[i] selects; neg_lo[i] / neg_hi[i]
// negate element 0 / 1. An inline constant is a 32-bit value whose high half is 0 for the f16
// constants (llvm-mc-19 encodes the packed literal 0x00003c00 as the inline constant 1.0 with
// op_sel_hi set, which is this reading).
//
// The f16 transcendental instructions (rcp, sqrt, rsq, log, exp, sin, cos) are computed with
// host double math and rounded once to f16 (the hardware documents 0.51 ULP), following MODE
// for f16 denormals.
#include <cmath>
#include <limits>

#include "emu/exec/exec_valu_common.hpp"
#include "emu/exec/lanes.hpp"

namespace emu {
namespace valu {
namespace {

using fp::Round;

constexpr uint16_t kTransNaN16 = 0xfe00;   // NaN created by an f16 transcendental (guide examples)

inline double hd(uint16_t h) { return double(fp::f16_to_float(h)); }
inline uint16_t to_f16(double v, Round r, bool dout) { return fp::cvt_f64_to_f16(fp::bits_of(v), r, true, dout); }
inline bool is_zero16(uint16_t v) { return (v & 0x7fffu) == 0; }
inline bool neg16(uint16_t v) { return v >> 15; }

inline uint16_t in16(const FpEnv& e, uint16_t v) { return fp::denorm_f16(v, e.din16); }
inline uint16_t add16(const FpEnv& e, uint16_t a, uint16_t b) { return fp::add_f16(a, b, e.r16, e.din16, e.dout16); }
inline uint16_t mul16(const FpEnv& e, uint16_t a, uint16_t b) { return fp::mul_f16(a, b, e.r16, e.din16, e.dout16); }
inline uint16_t fma16(const FpEnv& e, uint16_t a, uint16_t b, uint16_t c) {
    return fp::fma_f16(a, b, c, e.r16, e.din16, e.dout16);
}
inline uint16_t min16(const FpEnv& e, uint16_t a, uint16_t b) { return fp::min_f16(in16(e, a), in16(e, b), e.ieee); }
inline uint16_t max16(const FpEnv& e, uint16_t a, uint16_t b) { return fp::max_f16(in16(e, a), in16(e, b), e.ieee); }

uint16_t med3_16(const FpEnv& e, uint16_t a, uint16_t b, uint16_t c) {
    a = in16(e, a);
    b = in16(e, b);
    c = in16(e, c);
    if (fp::is_nan_f16(a) || fp::is_nan_f16(b) || fp::is_nan_f16(c)) return min16(e, min16(e, a, b), c);
    const double m = hd(max16(e, max16(e, a, b), c));
    if (m == hd(a)) return max16(e, b, c);
    if (m == hd(b)) return max16(e, a, c);
    return max16(e, a, b);
}

// S0 * 2^S1 (S1 a signed 16-bit integer), one rounding.
uint16_t ldexp16(const FpEnv& e, uint16_t a, int16_t n) {
    a = in16(e, a);
    if (fp::is_nan_f16(a)) return fp::quiet_f16(a);
    if ((a & 0x7fffu) == 0x7c00u || is_zero16(a)) return a;
    const int k = n > 100 ? 100 : (n < -100 ? -100 : n);
    return to_f16(std::ldexp(hd(a), k), e.r16, e.dout16);
}

template <class F>
inline uint16_t round_int16(const FpEnv& e, uint16_t a, F f) {
    a = in16(e, a);
    if (fp::is_nan_f16(a)) return fp::quiet_f16(a);
    return fp::cvt_f32_to_f16_rne(fp::bits_of(f(fp::f16_to_float(a))));   // exact: integer values
}
uint16_t floor16(const FpEnv& e, uint16_t a) { return round_int16(e, a, [](float x) { return std::floor(x); }); }

// V_FRACT_F16: S0 + -floor(S0) in MODE rounding; the result is kept below 1.0 (0x3bff) as the
// f32 / f64 forms document (model choice for f16, whose text omits it).
uint16_t fract16(const FpEnv& e, uint16_t a) {
    a = in16(e, a);
    if (fp::is_nan_f16(a)) return fp::quiet_f16(a);
    const uint16_t r = add16(e, a, floor16(e, a) ^ 0x8000u);
    if (!fp::is_nan_f16(r) && !neg16(r) && r > 0x3bffu) return 0x3bffu;
    return r;
}

// Transcendentals: f(x) in double, one rounding to f16 (round to nearest even).
template <class F>
uint16_t trans16(const FpEnv& e, uint16_t a, F f) {
    a = in16(e, a);
    if (fp::is_nan_f16(a)) return fp::quiet_f16(a);
    return to_f16(f(hd(a)), Round::NearestEven, e.dout16);
}
uint16_t log16(const FpEnv& e, uint16_t a) {
    a = in16(e, a);
    if (!fp::is_nan_f16(a)) {
        if (is_zero16(a)) return 0xfc00u;
        if (neg16(a)) return kTransNaN16;
    }
    return trans16(e, a, [](double x) { return std::log2(x); });
}
uint16_t sqrt16(const FpEnv& e, uint16_t a) {
    a = in16(e, a);
    if (!fp::is_nan_f16(a)) {
        if (is_zero16(a)) return a;
        if (neg16(a)) return kTransNaN16;
    }
    return trans16(e, a, [](double x) { return std::sqrt(x); });
}
uint16_t rsq16(const FpEnv& e, uint16_t a) {
    a = in16(e, a);
    if (!fp::is_nan_f16(a)) {
        if (is_zero16(a)) return neg16(a) ? 0xfc00u : 0x7c00u;
        if (neg16(a)) return kTransNaN16;
    }
    return trans16(e, a, [](double x) { return 1.0 / std::sqrt(x); });
}

// sin / cos of 2*pi*x with an exact quarter-turn reduction (see exec_valu_float.cpp).
double sincos_rev16(double x, bool cosine) {
    const double t = std::fmod(x, 1.0) * 4.0;
    const double q = std::nearbyint(t);
    const double f = t - q;
    int quad = int(std::fmod(q, 4.0));
    if (quad < 0) quad += 4;
    if (cosine) quad = (quad + 1) & 3;
    const double ang = f * 1.5707963267948966;
    const double v = quad == 0 ? std::sin(ang) : quad == 1 ? std::cos(ang) : quad == 2 ? -std::sin(ang) : -std::cos(ang);
    return v == 0.0 ? 0.0 : v;
}
uint16_t sin16(const FpEnv& e, uint16_t a) {
    a = in16(e, a);
    if (fp::is_nan_f16(a)) return fp::quiet_f16(a);
    if ((a & 0x7fffu) == 0x7c00u) return kTransNaN16;
    if (is_zero16(a)) return a;
    return to_f16(sincos_rev16(hd(a), false), Round::NearestEven, e.dout16);
}
uint16_t cos16(const FpEnv& e, uint16_t a) {
    a = in16(e, a);
    if (fp::is_nan_f16(a)) return fp::quiet_f16(a);
    if ((a & 0x7fffu) == 0x7c00u) return kTransNaN16;
    return to_f16(sincos_rev16(hd(a), true), Round::NearestEven, e.dout16);
}

uint16_t frexp_mant16(const FpEnv& e, uint16_t a) {
    a = in16(e, a);
    if ((a & 0x7fffu) >= 0x7c00u || is_zero16(a)) return a;
    int ex;
    return to_f16(std::frexp(hd(a), &ex), Round::NearestEven, true);   // exact
}
uint16_t frexp_exp16(const FpEnv& e, uint16_t a) {
    a = in16(e, a);
    if ((a & 0x7fffu) >= 0x7c00u || is_zero16(a)) return 0;
    int ex;
    (void)std::frexp(hd(a), &ex);
    return static_cast<uint16_t>(ex);
}

// V_DIV_FIXUP_F16 (guide pseudocode).
uint16_t div_fixup16(uint16_t q, uint16_t den, uint16_t num) {
    const uint16_t sbit = (neg16(den) ^ neg16(num)) ? 0x8000u : 0u;
    const uint16_t ad = den & 0x7fffu, an = num & 0x7fffu;
    if (fp::is_nan_f16(num)) return fp::quiet_f16(num);
    if (fp::is_nan_f16(den)) return fp::quiet_f16(den);
    if (ad == 0 && an == 0) return 0xfe00u;
    if (ad == 0x7c00u && an == 0x7c00u) return 0xfe00u;
    if (ad == 0 || an == 0x7c00u) return uint16_t(sbit | 0x7c00u);
    if (ad == 0x7c00u || an == 0) return sbit;
    return uint16_t(sbit | (q & 0x7fffu));
}

// ---- 16-bit float <-> integer conversions
template <class T>
T sat_from(double v) {
    if (std::isnan(v)) return 0;
    const double t = std::trunc(v);
    if (t <= double(std::numeric_limits<T>::min())) return std::numeric_limits<T>::min();
    if (t >= double(std::numeric_limits<T>::max())) return std::numeric_limits<T>::max();
    return static_cast<T>(t);
}
inline uint16_t i2f16(bool negative, uint32_t mag, const FpEnv& e) {
    return uint16_t(fp::round_pack(fp::kF16, negative, 0, mag, false, e.r16, e.dout16));
}
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

// ------------------------------------------------------------------------- f16 handlers

#define F16_UNARY(NAME, EXPR)                                                         \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        const FpEnv& e = cx.fe;                                                       \
        (void)e;                                                                      \
        uint32_t* d = cx.vdst();                                                      \
        for_each_lane(cx.active, [&](unsigned l) {                                    \
            const uint16_t a = cx.f16(0, l);                                          \
            cx.put16(d, l, cx.out16(EXPR));                                           \
        });                                                                           \
    }

#define F16_BINARY(NAME, EXPR)                                                        \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        const FpEnv& e = cx.fe;                                                       \
        (void)e;                                                                      \
        uint32_t* d = cx.vdst();                                                      \
        for_each_lane(cx.active, [&](unsigned l) {                                    \
            const uint16_t a = cx.f16(0, l), b = cx.f16(1, l);                        \
            const uint16_t dv = fp::half16(d[l], cx.dst_hi);                          \
            (void)dv;                                                                 \
            cx.put16(d, l, cx.out16(EXPR));                                           \
        });                                                                           \
    }

#define F16_TERNARY(NAME, EXPR)                                                       \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        const FpEnv& e = cx.fe;                                                       \
        (void)e;                                                                      \
        uint32_t* d = cx.vdst();                                                      \
        for_each_lane(cx.active, [&](unsigned l) {                                    \
            const uint16_t a = cx.f16(0, l), b = cx.f16(1, l), c = cx.f16(2, l);      \
            cx.put16(d, l, cx.out16(EXPR));                                           \
        });                                                                           \
    }

// The elements lanes::f16_op left (the mask rest), by fp's rules.
inline void f16_op_rest(lanes::F16Op op, const FpEnv& e, uint64_t rest, const uint16_t* a, const uint16_t* b,
                        const uint16_t* c, uint16_t* out) {
    for (; rest; rest &= rest - 1) {
        const unsigned j = unsigned(__builtin_ctzll(rest));
        out[j] = op == lanes::F16Op::Add ? add16(e, a[j], b[j]) : op == lanes::F16Op::Mul ? mul16(e, a[j], b[j])
                                                                : fma16(e, a[j], b[j], c[j]);
    }
}

// Whole-wave f16 add / sub / mul / fma / fmac (every lane active, no omod or clamp, the default
// f16 MODE): each source's 32 halves with its ABS / NEG bits (as Ctx::f16), lanes::f16_op on host
// SIMD, the elements it leaves by fp's rules, the results into the destination's half (the other
// half kept). kSub: 0 plain, 1 a - b, 2 b - a; kAcc: C is the destination half (fmac). False when
// the conditions do not hold: the caller walks the lanes.
template <lanes::F16Op kOp, int kSub = 0, bool kAcc = false>
bool f16_wave(const Ctx& cx, uint32_t* d) {
    const FpEnv& e = cx.fe;
    if (cx.active != 0xffffffffu || cx.in.omod || cx.in.clamp || e.r16 != Round::NearestEven || !e.din16 || !e.dout16)
        return false;
    constexpr int nsrc = kOp == lanes::F16Op::Fma && !kAcc ? 3 : 2;
    alignas(64) uint16_t el[3][32];
    alignas(64) uint32_t buf[32];
    for (int i = 0; i < nsrc; ++i) f16_halves(cx, i, buf, el[i]);
    const unsigned dshift = cx.dst_hi ? 16u : 0u;
    if (kAcc)
        for (unsigned l = 0; l < 32; ++l) el[2][l] = uint16_t(d[l] >> dshift);
    if (kSub == 1)
        for (unsigned l = 0; l < 32; ++l) el[1][l] ^= 0x8000u;
    if (kSub == 2) {
        for (unsigned l = 0; l < 32; ++l) {
            const uint16_t t = el[0][l];
            el[0][l] = el[1][l];
            el[1][l] = uint16_t(t ^ 0x8000u);
        }
    }
    alignas(64) uint16_t out[32];
    f16_op_rest(kOp, e, lanes::f16_op(kOp, 32, el[0], el[1], el[2], out), el[0], el[1], el[2], out);
    const uint32_t keep = cx.dst_hi ? 0x0000ffffu : 0xffff0000u;
    for (unsigned l = 0; l < 32; ++l) d[l] = (d[l] & keep) | (uint32_t(out[l]) << dshift);
    return true;
}

// F16_BINARY / F16_TERNARY with f16_wave's whole-wave form first (ARGS: its template arguments).
#define F16_WAVE(NAME, EXPR, NSRC, ...)                                               \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        const FpEnv& e = cx.fe;                                                       \
        uint32_t* d = cx.vdst();                                                      \
        if (f16_wave<__VA_ARGS__>(cx, d)) return;                                     \
        for_each_lane(cx.active, [&](unsigned l) {                                    \
            const uint16_t a = cx.f16(0, l), b = cx.f16(1, l);                        \
            const uint16_t c = NSRC == 3 ? cx.f16(2, l) : uint16_t(0);                \
            const uint16_t dv = fp::half16(d[l], cx.dst_hi);                          \
            (void)c;                                                                  \
            (void)dv;                                                                 \
            cx.put16(d, l, cx.out16(EXPR));                                           \
        });                                                                           \
    }

F16_WAVE(v_add_f16, add16(e, a, b), 2, lanes::F16Op::Add)
F16_WAVE(v_sub_f16, add16(e, a, uint16_t(b ^ 0x8000u)), 2, lanes::F16Op::Add, 1)
F16_WAVE(v_subrev_f16, add16(e, b, uint16_t(a ^ 0x8000u)), 2, lanes::F16Op::Add, 2)
F16_WAVE(v_mul_f16, mul16(e, a, b), 2, lanes::F16Op::Mul)
F16_WAVE(v_fmac_f16, fma16(e, a, b, dv), 2, lanes::F16Op::Fma, 0, true)   // accumulator: the destination half
F16_BINARY(v_fmamk_f16, fma16(e, a, fp::lo16(in.literal), b))
F16_BINARY(v_fmaak_f16, fma16(e, a, b, fp::lo16(in.literal)))
F16_BINARY(v_max_f16, max16(e, a, b))
F16_BINARY(v_min_f16, min16(e, a, b))
// V_LDEXP_F16: S1 is a signed 16-bit integer (its half, no float modifiers).
F16_UNARY(v_ldexp_f16, ldexp16(e, a, int16_t(cx.h(1, l))))

F16_WAVE(v_fma_f16, fma16(e, a, b, c), 3, lanes::F16Op::Fma)
F16_TERNARY(v_min3_f16, min16(e, min16(e, a, b), c))
F16_TERNARY(v_max3_f16, max16(e, max16(e, a, b), c))
F16_TERNARY(v_med3_f16, med3_16(e, a, b, c))
F16_TERNARY(v_minmax_f16, max16(e, min16(e, a, b), c))
F16_TERNARY(v_maxmin_f16, min16(e, max16(e, a, b), c))
F16_TERNARY(v_div_fixup_f16, div_fixup16(a, b, c))

F16_UNARY(v_rcp_f16, trans16(e, a, [](double x) { return 1.0 / x; }))
F16_UNARY(v_sqrt_f16, sqrt16(e, a))
F16_UNARY(v_rsq_f16, rsq16(e, a))
F16_UNARY(v_log_f16, log16(e, a))
F16_UNARY(v_exp_f16, trans16(e, a, [](double x) { return std::exp2(x); }))
F16_UNARY(v_sin_f16, sin16(e, a))
F16_UNARY(v_cos_f16, cos16(e, a))
F16_UNARY(v_frexp_mant_f16, frexp_mant16(e, a))
F16_UNARY(v_floor_f16, floor16(e, a))
F16_UNARY(v_ceil_f16, round_int16(e, a, [](float x) { return std::ceil(x); }))
F16_UNARY(v_trunc_f16, round_int16(e, a, [](float x) { return std::trunc(x); }))
F16_UNARY(v_rndne_f16, round_int16(e, a, [](float x) { return std::nearbyint(x); }))
F16_UNARY(v_fract_f16, fract16(e, a))

// 16-bit integer results (no float output modifiers).
#define F16_TO_I16(NAME, EXPR)                                                        \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        const FpEnv& e = cx.fe;                                                       \
        (void)e;                                                                      \
        uint32_t* d = cx.vdst();                                                      \
        for_each_lane(cx.active, [&](unsigned l) {                                    \
            const uint16_t a = in16(e, cx.f16(0, l));                                 \
            cx.put16(d, l, static_cast<uint16_t>(EXPR));                              \
        });                                                                           \
    }

F16_TO_I16(v_frexp_exp_i16_f16, frexp_exp16(e, a))
F16_TO_I16(v_cvt_u16_f16, sat_from<uint16_t>(hd(a)))
F16_TO_I16(v_cvt_i16_f16, sat_from<int16_t>(hd(a)))
F16_TO_I16(v_cvt_norm_i16_f16, snorm16(hd(a)))
F16_TO_I16(v_cvt_norm_u16_f16, unorm16(hd(a)))

// 16-bit integer -> f16.
VALU_HANDLER(v_cvt_f16_u16) {
    Ctx cx(w, in);
    uint32_t* d = cx.vdst();
    for_each_lane(cx.active, [&](unsigned l) { cx.put16(d, l, cx.out16(i2f16(false, cx.h(0, l), cx.fe))); });
}
VALU_HANDLER(v_cvt_f16_i16) {
    Ctx cx(w, in);
    uint32_t* d = cx.vdst();
    for_each_lane(cx.active, [&](unsigned l) {
        const int32_t v = int16_t(cx.h(0, l));
        cx.put16(d, l, cx.out16(i2f16(v < 0, uint32_t(v < 0 ? -v : v), cx.fe)));
    });
}

// ---- two f16 inputs -> packed 32-bit result
#define F16_PACK(NAME, LO, HI)                                                        \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        const FpEnv& e = cx.fe;                                                       \
        (void)e;                                                                      \
        uint32_t* d = cx.vdst();                                                      \
        if (cx.active == 0xffffffffu) {   /* whole wave: the halves with modifiers */ \
            alignas(64) uint32_t buf[32], r[32];                                      \
            alignas(64) uint16_t ha[32], hb[32];                                      \
            f16_halves(cx, 0, buf, ha);                                               \
            f16_halves(cx, 1, buf, hb);                                               \
            for (unsigned l = 0; l < 32; ++l) {                                       \
                const uint16_t a = ha[l], b = hb[l];                                  \
                r[l] = fp::pack16(static_cast<uint16_t>(LO), static_cast<uint16_t>(HI)); \
            }                                                                         \
            std::memcpy(d, r, sizeof r);                                              \
            return;                                                                   \
        }                                                                             \
        for_each_lane(cx.active, [&](unsigned l) {                                    \
            const uint16_t a = cx.f16(0, l), b = cx.f16(1, l);                        \
            d[l] = fp::pack16(static_cast<uint16_t>(LO), static_cast<uint16_t>(HI));  \
        });                                                                           \
    }

F16_PACK(v_pack_b32_f16, a, b)
F16_PACK(v_cvt_pk_norm_i16_f16, snorm16(hd(in16(e, a))), snorm16(hd(in16(e, b))))
F16_PACK(v_cvt_pk_norm_u16_f16, unorm16(hd(in16(e, a))), unorm16(hd(in16(e, b))))

// ------------------------------------------------------------------------- dot products

// f16 / bf16 element -> f32 (exact).
inline uint32_t h2f(const FpEnv& e, uint16_t h) { return fp::cvt_f16_to_f32(h, e.din16); }
inline uint32_t b2f(const FpEnv& e, uint16_t h) { return fp::cvt_bf16_to_f32(h, e.din32); }

// Two products added to an f32 accumulator in order (tmp = S2; tmp += a0*b0; tmp += a1*b1, as
// the guide writes it). The f16 and bf16 products are exact in f32, so each step is one fma.
inline uint32_t dot2(const FpEnv& e, uint32_t a0, uint32_t b0, uint32_t a1, uint32_t b1, uint32_t acc) {
    const uint32_t t = fp::fma_f32(a0, b0, acc, e.r32, e.din32, e.dout32);
    return fp::fma_f32(a1, b1, t, e.r32, e.din32, e.dout32);
}

// Source i's 64 packed elements as pk_f16 reads them (element k of lane l at k * 32 + l: the
// op_sel / op_sel_hi half, negated by neg_lo / neg_hi), for the whole-wave forms below.
inline void pk_elements(const Ctx& cx, int i, uint32_t* buf, uint16_t* out) {
    const uint32_t* s = cx.lanes(i, buf);
    for (int k = 0; k < 2; ++k) {
        const bool sel = k == 0 ? (cx.in.opsel >> i) & 1 : (cx.in.opsel_hi >> i) & 1;
        const bool neg = k == 0 ? (cx.in.neg >> i) & 1 : (cx.in.neg_hi >> i) & 1;
        const unsigned shift = sel ? 16u : 0u;
        const uint32_t flip = neg ? 0x8000u : 0u;
        for (unsigned l = 0; l < 32; ++l) out[k * 32 + l] = uint16_t((s[l] >> shift) ^ flip);
    }
}

// The whole-wave f16 dot2 (every lane active, no omod or clamp, the default f32 and f16 MODE):
// x0 . y0 and x1 . y1 the f32 values of the elements (f16_to_f32_lanes, exact), acc the f32
// accumulator; d = fma(x1, y1, fma(x0, y0, acc)) by lanes::fma_f32, bit for bit dot2's rule (its
// NaN lanes by fp's). (Lane by lane, with four f16 conversions through the f64 core, a
// v_dot2_f32_f16 cost about 33000 host instructions per call.)
inline bool dot2_wave_ok(const Ctx& cx) {
    const FpEnv& e = cx.fe;
    return cx.active == 0xffffffffu && !cx.in.omod && !cx.in.clamp && e.r32 == Round::NearestEven && e.din32 &&
           e.dout32 && e.din16;
}
inline void dot2_wave(const uint16_t (&el)[2][64], const uint32_t* acc, uint32_t* d) {
    alignas(64) uint32_t f[2][64], t[32];
    f16_to_f32_lanes(el[0], f[0], 64);
    f16_to_f32_lanes(el[1], f[1], 64);
    lanes::fma_f32(f[0], f[1], acc, t);             // elements 0 (lanes 0..31 of each array)
    lanes::fma_f32(f[0] + 32, f[1] + 32, t, d);     // elements 1
}

// V_DOT2ACC_F32_F16 (VOP2): D.f32 += S0.lo*S1.lo + S0.hi*S1.hi.
VALU_HANDLER(v_dot2acc_f32_f16) {
    Ctx cx(w, in);
    const FpEnv& e = cx.fe;
    uint32_t* d = cx.vdst();
    if (dot2_wave_ok(cx)) {   // (gfx11 has no VOP3 form of it: no modifiers, as the lane walk reads it)
        alignas(64) uint16_t el[2][64];
        alignas(64) uint32_t buf[32];
        for (int i = 0; i < 2; ++i) {
            const uint32_t* s = cx.lanes(i, buf);
            for (unsigned l = 0; l < 32; ++l) {
                el[i][l] = fp::lo16(s[l]);
                el[i][32 + l] = fp::hi16(s[l]);
            }
        }
        alignas(64) uint32_t acc[32];
        std::memcpy(acc, d, sizeof acc);
        dot2_wave(el, acc, d);
        return;
    }
    for_each_lane(cx.active, [&](unsigned l) {
        const uint32_t a = cx.u(0, l), b = cx.u(1, l);
        d[l] = cx.out32(dot2(e, h2f(e, fp::lo16(a)), h2f(e, fp::lo16(b)), h2f(e, fp::hi16(a)), h2f(e, fp::hi16(b)), d[l]));
    });
}

// VOP3P packed element k of source i, with op_sel / op_sel_hi and neg_lo / neg_hi.
inline uint16_t pk_raw(const Ctx& cx, uint32_t v, int i, int k) {
    const bool sel = k == 0 ? (cx.in.opsel >> i) & 1 : (cx.in.opsel_hi >> i) & 1;
    return sel ? fp::hi16(v) : fp::lo16(v);
}
inline uint16_t pk_f16(const Ctx& cx, uint32_t v, int i, int k) {
    const bool neg = k == 0 ? (cx.in.neg >> i) & 1 : (cx.in.neg_hi >> i) & 1;
    return uint16_t(pk_raw(cx, v, i, k) ^ (neg ? 0x8000u : 0u));
}
// An f32 operand of a VOP3P instruction: neg_lo negates, neg_hi takes the absolute value.
inline uint32_t p3_f32(const Ctx& cx, uint32_t v, int i) {
    return mod_f32(v, (cx.in.neg_hi >> i) & 1, (cx.in.neg >> i) & 1);
}

// V_DOT2_F32_F16 / V_DOT2_F32_BF16 (VOP3P): S2.f32 + dot(S0, S1).
template <bool kBf16>
void dot2_f32(Wave& w, const Inst& in) {
    Ctx cx(w, in);
    const FpEnv& e = cx.fe;
    uint32_t* d = cx.vdst();
    if (!kBf16 && dot2_wave_ok(cx)) {
        // sources 0 and 1: element k of lane l at k * 32 + l, as pk_f16 reads it; S2 an f32 with
        // neg_lo negating and neg_hi taking the absolute value (p3_f32)
        alignas(64) uint16_t el[2][64];
        alignas(64) uint32_t buf[32], acc[32];
        for (int i = 0; i < 2; ++i) pk_elements(cx, i, buf, el[i]);
        const uint32_t* c = cx.lanes(2, buf);
        const uint32_t keep = (in.neg_hi >> 2) & 1 ? 0x7fffffffu : 0xffffffffu, cflip = (in.neg >> 2) & 1 ? 0x80000000u : 0u;
        for (unsigned l = 0; l < 32; ++l) acc[l] = (c[l] & keep) ^ cflip;
        dot2_wave(el, acc, d);
        return;
    }
    for_each_lane(cx.active, [&](unsigned l) {
        const uint32_t a = cx.u(0, l), b = cx.u(1, l);
        auto cv = [&](uint16_t h) { return kBf16 ? b2f(e, h) : h2f(e, h); };
        d[l] = cx.out32(dot2(e, cv(pk_f16(cx, a, 0, 0)), cv(pk_f16(cx, b, 1, 0)), cv(pk_f16(cx, a, 0, 1)),
                             cv(pk_f16(cx, b, 1, 1)), p3_f32(cx, cx.u(2, l), 2)));
    });
}

// V_DOT2_F16_F16 / V_DOT2_BF16_BF16 (VOP3): S2 half by OPSEL[2], result half by OPSEL[3],
// OPSEL[1:0] ignored; abs/neg apply to both halves of S0 / S1. Model choice: accumulated in
// f32 as the f32 forms, then rounded once to the 16-bit format (MODE f16 rounding; bf16 RNE).
template <bool kBf16>
void dot2_16(Wave& w, const Inst& in) {
    Ctx cx(w, in);
    const FpEnv& e = cx.fe;
    uint32_t* d = cx.vdst();
    for_each_lane(cx.active, [&](unsigned l) {
        auto m = [&](uint16_t h, int i) { return mod_f16(h, cx.absb(i), cx.negb(i)); };
        auto cv = [&](uint16_t h) { return kBf16 ? b2f(e, h) : h2f(e, h); };
        const uint32_t a = cx.u(0, l), b = cx.u(1, l);
        const uint32_t acc = cv(m(cx.h(2, l), 2));   // OPSEL[2] half (register sources)
        const uint32_t r = dot2(e, cv(m(fp::lo16(a), 0)), cv(m(fp::lo16(b), 1)), cv(m(fp::hi16(a), 0)),
                                cv(m(fp::hi16(b), 1)), acc);
        const uint16_t h = kBf16 ? fp::cvt_f32_to_bf16(r, Round::NearestEven, true, e.dout32)
                                 : fp::cvt_f32_to_f16(r, e.r16, true, e.dout16);
        cx.put16(d, l, h);
    });
}

// V_PK_FMAC_F16 (VOP2): both halves D = fma(S0, S1, D).
VALU_HANDLER(v_pk_fmac_f16) {
    Ctx cx(w, in);
    const FpEnv& e = cx.fe;
    uint32_t* d = cx.vdst();
    for_each_lane(cx.active, [&](unsigned l) {
        const uint32_t a = cx.u(0, l), b = cx.u(1, l), c = d[l];
        d[l] = fp::pack16(fma16(e, fp::lo16(a), fp::lo16(b), fp::lo16(c)), fma16(e, fp::hi16(a), fp::hi16(b), fp::hi16(c)));
    });
}

// ---- VOP3P packed f16 math

// Whole-wave v_pk_add_f16 / v_pk_mul_f16 / v_pk_fma_f16 (every lane active, no clamp, the default
// f16 MODE): each source's 64 elements (lane l's element k at k * 32 + l), selected and negated as
// pk_f16 does, then lanes::f16_op on host SIMD and the elements it leaves by the per-element rule.
// False when the conditions do not hold: the caller walks the lanes. (Lane by lane through fp's
// rules a v_pk_add_f16 took about 11000 host instructions.)
template <lanes::F16Op kOp>
bool pk_f16_wave(const Ctx& cx, uint32_t* d) {
    const FpEnv& e = cx.fe;
    if (cx.active != 0xffffffffu || cx.in.clamp || e.r16 != Round::NearestEven || !e.din16 || !e.dout16) return false;
    constexpr int nsrc = kOp == lanes::F16Op::Fma ? 3 : 2;
    alignas(64) uint16_t el[3][64];
    alignas(64) uint32_t buf[32];
    for (int i = 0; i < nsrc; ++i) pk_elements(cx, i, buf, el[i]);
    alignas(64) uint16_t out[64];
    f16_op_rest(kOp, e, lanes::f16_op(kOp, 64, el[0], el[1], el[2], out), el[0], el[1], el[2], out);
    for (unsigned l = 0; l < 32; ++l) d[l] = fp::pack16(out[l], out[32 + l]);
    return true;
}

// The lane walk of a packed f16 operation EXPR (a, b, c: element k of each source).
#define PK_F16_LANES(EXPR)                                                            \
    const bool three = in.src[2] != kNoOperand;                                       \
    for_each_lane(cx.active, [&](unsigned l) {                                        \
        const uint32_t s0 = cx.u(0, l), s1 = cx.u(1, l), s2 = three ? cx.u(2, l) : 0u; \
        uint16_t r[2];                                                                \
        for (int k = 0; k < 2; ++k) {                                                 \
            const uint16_t a = pk_f16(cx, s0, 0, k), b = pk_f16(cx, s1, 1, k);        \
            const uint16_t c = three ? pk_f16(cx, s2, 2, k) : uint16_t(0);            \
            (void)c;                                                                  \
            uint16_t v = EXPR;                                                        \
            if (in.clamp) v = fp::clamp01_f16(v, e.dx10);                             \
            r[k] = v;                                                                 \
        }                                                                             \
        d[l] = fp::pack16(r[0], r[1]);                                                \
    });

#define PK_F16(NAME, EXPR)                                                            \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        const FpEnv& e = cx.fe;                                                       \
        (void)e;                                                                      \
        uint32_t* d = cx.vdst();                                                      \
        PK_F16_LANES(EXPR)                                                            \
    }

// The same with pk_f16_wave's whole-wave form first (OP: its lanes::F16Op).
#define PK_F16_WAVE(NAME, EXPR, OP)                                                   \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        const FpEnv& e = cx.fe;                                                       \
        uint32_t* d = cx.vdst();                                                      \
        if (pk_f16_wave<OP>(cx, d)) return;                                           \
        PK_F16_LANES(EXPR)                                                            \
    }

PK_F16_WAVE(v_pk_fma_f16, fma16(e, a, b, c), lanes::F16Op::Fma)
PK_F16_WAVE(v_pk_add_f16, add16(e, a, b), lanes::F16Op::Add)
PK_F16_WAVE(v_pk_mul_f16, mul16(e, a, b), lanes::F16Op::Mul)
PK_F16(v_pk_min_f16, min16(e, a, b))
PK_F16(v_pk_max_f16, max16(e, a, b))

// ---- v_fma_mix*: per source, op_sel_hi[i] = 1 reads an f16 (the op_sel[i] half, converted to
// f32), 0 reads an f32; neg_lo negates and neg_hi takes the absolute value (F_MIX). Inline
// constants take the type the operand has.
struct MixSrcs {
    Src32 s[3];
};

inline void mix_sources(const Ctx& cx, MixSrcs& m) {
    for (int i = 0; i < 3; ++i) {
        if (cx.in.src[i] >= kVgpr0) m.s[i] = cx.s[i];   // VGPR lanes (after any DPP remap)
        else cx.src_as(i, ((cx.in.opsel_hi >> i) & 1) ? ImmClass::F16 : ImmClass::B32, m.s[i]);
    }
}

inline uint32_t mix_operand(const Ctx& cx, const MixSrcs& m, int i, unsigned l) {
    const uint32_t v = m.s[i][l];
    uint32_t f;
    if ((cx.in.opsel_hi >> i) & 1) {
        const unsigned code = cx.in.src[i];
        const bool hi = ((cx.in.opsel >> i) & 1) && (code < 128 || code >= kVgpr0);
        f = fp::cvt_f16_to_f32(fp::half16(v, hi), cx.fe.din16);
    } else {
        f = fp::denorm_f32(v, cx.fe.din32);
    }
    return mod_f32(f, (cx.in.neg_hi >> i) & 1, (cx.in.neg >> i) & 1);
}

VALU_HANDLER(v_fma_mix_f32) {
    Ctx cx(w, in);
    const FpEnv& e = cx.fe;
    MixSrcs m;
    mix_sources(cx, m);
    uint32_t* d = cx.vdst();
    for_each_lane(cx.active, [&](unsigned l) {
        const uint32_t r = fp::fma_f32(mix_operand(cx, m, 0, l), mix_operand(cx, m, 1, l), mix_operand(cx, m, 2, l),
                                       e.r32, true, e.dout32);
        d[l] = in.clamp ? fp::clamp01_f32(r, e.dx10) : r;
    });
}

// The f16 result of v_fma_mixlo/hi: one rounding of the exact a*b + c to f16.
uint16_t mix_to_f16(const FpEnv& e, uint32_t a, uint32_t b, uint32_t c) {
    const uint32_t v[3] = {a, b, c};
    for (uint32_t x : v)
        if (fp::is_nan_f32(x)) return fp::cvt_f32_to_f16(fp::quiet_f32(x));
    const double da = fp::f32_from_bits(a), db = fp::f32_from_bits(b), dc = fp::f32_from_bits(c);
    const double p = da * db;
    if (std::isnan(p)) return fp::kF16QNaN;   // 0 * inf
    if (std::isinf(p) || std::isinf(dc)) {
        const double s = p + dc;
        return std::isnan(s) ? fp::kF16QNaN : to_f16(s, e.r16, e.dout16);
    }
    return to_f16(fma_round_odd(da, db, dc, e.r16), e.r16, e.dout16);
}

template <bool kHigh>
void fma_mix16(Wave& w, const Inst& in) {
    Ctx cx(w, in);
    const FpEnv& e = cx.fe;
    MixSrcs m;
    mix_sources(cx, m);
    uint32_t* d = cx.vdst();
    for_each_lane(cx.active, [&](unsigned l) {
        uint16_t r = mix_to_f16(e, mix_operand(cx, m, 0, l), mix_operand(cx, m, 1, l), mix_operand(cx, m, 2, l));
        if (in.clamp) r = fp::clamp01_f16(r, e.dx10);
        d[l] = fp::set_half16(d[l], kHigh, r);
    });
}

const Entry kHalf[] = {
    {"v_add_f16", v_add_f16},
    {"v_sub_f16", v_sub_f16},
    {"v_subrev_f16", v_subrev_f16},
    {"v_mul_f16", v_mul_f16},
    {"v_fmac_f16", v_fmac_f16},
    {"v_fmamk_f16", v_fmamk_f16},
    {"v_fmaak_f16", v_fmaak_f16},
    {"v_max_f16", v_max_f16},
    {"v_min_f16", v_min_f16},
    {"v_ldexp_f16", v_ldexp_f16},
    {"v_fma_f16", v_fma_f16},
    {"v_min3_f16", v_min3_f16},
    {"v_max3_f16", v_max3_f16},
    {"v_med3_f16", v_med3_f16},
    {"v_minmax_f16", v_minmax_f16},
    {"v_maxmin_f16", v_maxmin_f16},
    {"v_div_fixup_f16", v_div_fixup_f16},
    {"v_rcp_f16", v_rcp_f16},
    {"v_sqrt_f16", v_sqrt_f16},
    {"v_rsq_f16", v_rsq_f16},
    {"v_log_f16", v_log_f16},
    {"v_exp_f16", v_exp_f16},
    {"v_sin_f16", v_sin_f16},
    {"v_cos_f16", v_cos_f16},
    {"v_frexp_mant_f16", v_frexp_mant_f16},
    {"v_frexp_exp_i16_f16", v_frexp_exp_i16_f16},
    {"v_floor_f16", v_floor_f16},
    {"v_ceil_f16", v_ceil_f16},
    {"v_trunc_f16", v_trunc_f16},
    {"v_rndne_f16", v_rndne_f16},
    {"v_fract_f16", v_fract_f16},
    {"v_cvt_u16_f16", v_cvt_u16_f16},
    {"v_cvt_i16_f16", v_cvt_i16_f16},
    {"v_cvt_norm_i16_f16", v_cvt_norm_i16_f16},
    {"v_cvt_norm_u16_f16", v_cvt_norm_u16_f16},
    {"v_cvt_f16_u16", v_cvt_f16_u16},
    {"v_cvt_f16_i16", v_cvt_f16_i16},
    {"v_pack_b32_f16", v_pack_b32_f16},
    {"v_cvt_pk_norm_i16_f16", v_cvt_pk_norm_i16_f16},
    {"v_cvt_pk_norm_u16_f16", v_cvt_pk_norm_u16_f16},
    {"v_dot2acc_f32_f16", v_dot2acc_f32_f16},
    {"v_dot2_f32_f16", dot2_f32<false>},
    {"v_dot2_f32_bf16", dot2_f32<true>},
    {"v_dot2_f16_f16", dot2_16<false>},
    {"v_dot2_bf16_bf16", dot2_16<true>},
    {"v_pk_fmac_f16", v_pk_fmac_f16},
    {"v_pk_fma_f16", v_pk_fma_f16},
    {"v_pk_add_f16", v_pk_add_f16},
    {"v_pk_mul_f16", v_pk_mul_f16},
    {"v_pk_min_f16", v_pk_min_f16},
    {"v_pk_max_f16", v_pk_max_f16},
    {"v_fma_mix_f32", v_fma_mix_f32},
    {"v_fma_mixlo_f16", fma_mix16<false>},
    {"v_fma_mixhi_f16", fma_mix16<true>},
};

}  // namespace

void add_half_handlers(HandlerTable& t) { add_all(t, kHalf); }

}  // namespace valu
}  // namespace emu
