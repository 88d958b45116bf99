// Whole-wave f32 arithmetic on host SIMD (lanes.hpp).
//
// Every backend follows the same plan: load the 32 lanes of every operand, test them for NaN;
// with no NaN operand (the common case) compute the host operation on all lanes, replace host
// NaNs by the default quiet NaN, store; with any NaN operand, run the portable per-lane rules for
// the whole wave (rare, and exact by construction). Operands are loaded before out is written,
// so out may alias any of them.
#include "emu/exec/lanes.hpp"

#include <cstring>

#include "emu/exec/fp.hpp"

#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
#define EMU_LANES_HAVE_X86 1
#include <immintrin.h>
#else
#define EMU_LANES_HAVE_X86 0
#endif

namespace emu {
namespace lanes {

namespace {

constexpr int kLanes = 32;

// ------------------------------------------------------------------------------- portable

uint32_t scalar3(Op3 op, uint32_t a, uint32_t b, uint32_t c) {
    switch (op) {
        case Op3::Fma: return fp::fma_f32(a, b, c, fp::Round::NearestEven, true, true);
    }
    return 0;
}

uint32_t scalar2(Op2 op, uint32_t a, uint32_t b) {
    switch (op) {
        case Op2::Add: return fp::add_f32(a, b, fp::Round::NearestEven, true, true);
        case Op2::Mul: return fp::mul_f32(a, b, fp::Round::NearestEven, true, true);
    }
    return 0;
}

void op3_portable(Op3 op, const uint32_t* a, const uint32_t* b, const uint32_t* c, uint32_t* out) {
    uint32_t x[kLanes], y[kLanes], z[kLanes];
    std::memcpy(x, a, sizeof x);
    std::memcpy(y, b, sizeof y);
    std::memcpy(z, c, sizeof z);
    for (int l = 0; l < kLanes; ++l) out[l] = scalar3(op, x[l], y[l], z[l]);
}

void op2_portable(Op2 op, const uint32_t* a, const uint32_t* b, uint32_t* out) {
    uint32_t x[kLanes], y[kLanes];
    std::memcpy(x, a, sizeof x);
    std::memcpy(y, b, sizeof y);
    for (int l = 0; l < kLanes; ++l) out[l] = scalar2(op, x[l], y[l]);
}

// min / max: a NaN-free f32 as an unsigned key in the ISA's order (-0 < +0): the sign bit set
// for non-negative values, every bit inverted for negative ones (a bijection: equal keys are
// equal encodings).
inline uint32_t okey(uint32_t v) { return (v & 0x80000000u) ? ~v : (v | 0x80000000u); }

bool minmax_portable(bool max, unsigned n, const uint32_t* a, const uint32_t* b, const uint32_t* c, uint32_t* out) {
    const uint32_t* src[3] = {a, b, n == 3 ? c : b};
    for (const uint32_t* x : src)
        for (int l = 0; l < kLanes; ++l)
            if (fp::is_nan_f32(x[l])) return false;
    for (int l = 0; l < kLanes; ++l) {
        uint32_t r = src[0][l];
        for (unsigned i = 1; i < 3; ++i) {
            const uint32_t y = src[i][l];
            if (max ? okey(y) > okey(r) : okey(y) < okey(r)) r = y;
        }
        out[l] = r;
    }
    return true;
}

void write_portable(uint32_t* dst, const uint32_t* src, uint32_t mask) {
    while (mask) {
        const int l = __builtin_ctz(mask);
        dst[l] = src[l];
        mask &= mask - 1;
    }
}

// ------------------------------------------------------------------------------- AVX-512F

#if EMU_LANES_HAVE_X86
#define EMU_AVX512 __attribute__((target("avx512f")))
#define EMU_AVX2FMA __attribute__((target("avx2,fma")))

EMU_AVX512 inline __mmask16 nan16(__m512 v) { return _mm512_cmp_ps_mask(v, v, _CMP_UNORD_Q); }
EMU_AVX512 inline __m512 canon16(__m512 r) {
    return _mm512_mask_mov_ps(r, nan16(r), _mm512_castsi512_ps(_mm512_set1_epi32(int(fp::kF32QNaN))));
}

EMU_AVX512 void op3_avx512(Op3 op, const uint32_t* a, const uint32_t* b, const uint32_t* c, uint32_t* out) {
    const float* pa = reinterpret_cast<const float*>(a);
    const float* pb = reinterpret_cast<const float*>(b);
    const float* pc = reinterpret_cast<const float*>(c);
    const __m512 a0 = _mm512_loadu_ps(pa), a1 = _mm512_loadu_ps(pa + 16);
    const __m512 b0 = _mm512_loadu_ps(pb), b1 = _mm512_loadu_ps(pb + 16);
    const __m512 c0 = _mm512_loadu_ps(pc), c1 = _mm512_loadu_ps(pc + 16);
    if (nan16(a0) | nan16(a1) | nan16(b0) | nan16(b1) | nan16(c0) | nan16(c1)) {
        op3_portable(op, a, b, c, out);
        return;
    }
    float* po = reinterpret_cast<float*>(out);
    _mm512_storeu_ps(po, canon16(_mm512_fmadd_ps(a0, b0, c0)));
    _mm512_storeu_ps(po + 16, canon16(_mm512_fmadd_ps(a1, b1, c1)));
}

EMU_AVX512 void op2_avx512(Op2 op, const uint32_t* a, const uint32_t* b, uint32_t* out) {
    const float* pa = reinterpret_cast<const float*>(a);
    const float* pb = reinterpret_cast<const float*>(b);
    const __m512 a0 = _mm512_loadu_ps(pa), a1 = _mm512_loadu_ps(pa + 16);
    const __m512 b0 = _mm512_loadu_ps(pb), b1 = _mm512_loadu_ps(pb + 16);
    if (nan16(a0) | nan16(a1) | nan16(b0) | nan16(b1)) {
        op2_portable(op, a, b, out);
        return;
    }
    float* po = reinterpret_cast<float*>(out);
    if (op == Op2::Add) {
        _mm512_storeu_ps(po, canon16(_mm512_add_ps(a0, b0)));
        _mm512_storeu_ps(po + 16, canon16(_mm512_add_ps(a1, b1)));
    } else {
        _mm512_storeu_ps(po, canon16(_mm512_mul_ps(a0, b0)));
        _mm512_storeu_ps(po + 16, canon16(_mm512_mul_ps(a1, b1)));
    }
}

EMU_AVX512 void write_avx512(uint32_t* dst, const uint32_t* src, uint32_t mask) {
    _mm512_mask_storeu_epi32(dst, __mmask16(mask), _mm512_loadu_si512(src));
    _mm512_mask_storeu_epi32(dst + 16, __mmask16(mask >> 16), _mm512_loadu_si512(src + 16));
}

// ------------------------------------------------------------------------------- AVX2 + FMA

EMU_AVX2FMA inline int nan8(__m256 v) { return _mm256_movemask_ps(_mm256_cmp_ps(v, v, _CMP_UNORD_Q)); }
EMU_AVX2FMA inline __m256 canon8(__m256 r) {
    return _mm256_blendv_ps(r, _mm256_castsi256_ps(_mm256_set1_epi32(int(fp::kF32QNaN))),
                            _mm256_cmp_ps(r, r, _CMP_UNORD_Q));
}

EMU_AVX2FMA void op3_avx2(Op3 op, const uint32_t* a, const uint32_t* b, const uint32_t* c, uint32_t* out) {
    const float* pa = reinterpret_cast<const float*>(a);
    const float* pb = reinterpret_cast<const float*>(b);
    const float* pc = reinterpret_cast<const float*>(c);
    // (unrolled, so that the operands stay in registers: rolled, GCC kept the arrays on the stack
    // and copied all 96 inputs there first; one unordered compare tests two operands)
    __m256 x[4], y[4], z[4], unord = _mm256_setzero_ps();
#pragma GCC unroll 4
    for (int q = 0; q < 4; ++q) {
        x[q] = _mm256_loadu_ps(pa + 8 * q);
        y[q] = _mm256_loadu_ps(pb + 8 * q);
        z[q] = _mm256_loadu_ps(pc + 8 * q);
        unord = _mm256_or_ps(unord, _mm256_or_ps(_mm256_cmp_ps(x[q], y[q], _CMP_UNORD_Q), _mm256_cmp_ps(z[q], z[q], _CMP_UNORD_Q)));
    }
    if (_mm256_movemask_ps(unord)) {
        op3_portable(op, a, b, c, out);
        return;
    }
    float* po = reinterpret_cast<float*>(out);
#pragma GCC unroll 4
    for (int q = 0; q < 4; ++q) _mm256_storeu_ps(po + 8 * q, canon8(_mm256_fmadd_ps(x[q], y[q], z[q])));
}

EMU_AVX2FMA void op2_avx2(Op2 op, const uint32_t* a, const uint32_t* b, uint32_t* out) {
    const float* pa = reinterpret_cast<const float*>(a);
    const float* pb = reinterpret_cast<const float*>(b);
    __m256 x[4], y[4], unord = _mm256_setzero_ps();   // (as op3_avx2)
#pragma GCC unroll 4
    for (int q = 0; q < 4; ++q) {
        x[q] = _mm256_loadu_ps(pa + 8 * q);
        y[q] = _mm256_loadu_ps(pb + 8 * q);
        unord = _mm256_or_ps(unord, _mm256_cmp_ps(x[q], y[q], _CMP_UNORD_Q));
    }
    if (_mm256_movemask_ps(unord)) {
        op2_portable(op, a, b, out);
        return;
    }
    float* po = reinterpret_cast<float*>(out);
#pragma GCC unroll 4
    for (int q = 0; q < 4; ++q)
        _mm256_storeu_ps(po + 8 * q, canon8(op == Op2::Add ? _mm256_add_ps(x[q], y[q]) : _mm256_mul_ps(x[q], y[q])));
}

EMU_AVX2FMA void write_avx2(uint32_t* dst, const uint32_t* src, uint32_t mask) {
    const __m256i bit = _mm256_setr_epi32(1, 2, 4, 8, 16, 32, 64, 128);
    for (int q = 0; q < 4; ++q) {
        const __m256i m = _mm256_cmpeq_epi32(_mm256_and_si256(_mm256_set1_epi32(int((mask >> (8 * q)) & 0xff)), bit), bit);
        _mm256_maskstore_epi32(reinterpret_cast<int*>(dst + 8 * q), m,
                               _mm256_loadu_si256(reinterpret_cast<const __m256i*>(src + 8 * q)));
    }
}

// min / max (minmax_portable's keys): key = v ^ (sign fill | 0x80000000), and back the same way
// with the sign fill of ~key; the NaN test nan16 / nan8. (The zero-masking forms with every lane selected: GCC 12 warns about the plain forms' undefined
// pass-through operand.)
constexpr __mmask16 kAll16 = 0xffff;
EMU_AVX512 inline __m512i key16(__m512i v) {
    return _mm512_xor_si512(v, _mm512_or_si512(_mm512_maskz_srai_epi32(kAll16, v, 31), _mm512_set1_epi32(int(0x80000000u))));
}
EMU_AVX512 inline __m512i unkey16(__m512i k) {
    const __m512i not_k = _mm512_xor_si512(k, _mm512_set1_epi32(-1));
    return _mm512_xor_si512(k, _mm512_or_si512(_mm512_maskz_srai_epi32(kAll16, not_k, 31), _mm512_set1_epi32(int(0x80000000u))));
}
EMU_AVX512 bool minmax_avx512(bool max, unsigned n, const uint32_t* a, const uint32_t* b, const uint32_t* c, uint32_t* out) {
    const uint32_t* src[3] = {a, b, n == 3 ? c : b};
    __m512i k[3][2];
    __mmask16 nan = 0;
    for (int i = 0; i < 3; ++i)
        for (int h = 0; h < 2; ++h) {
            const __m512i v = _mm512_loadu_si512(src[i] + 16 * h);
            nan |= nan16(_mm512_castsi512_ps(v));
            k[i][h] = key16(v);
        }
    if (nan) return false;
    for (int h = 0; h < 2; ++h) {
        const __m512i r = max ? _mm512_maskz_max_epu32(kAll16, _mm512_maskz_max_epu32(kAll16, k[0][h], k[1][h]), k[2][h])
                              : _mm512_maskz_min_epu32(kAll16, _mm512_maskz_min_epu32(kAll16, k[0][h], k[1][h]), k[2][h]);
        _mm512_storeu_si512(out + 16 * h, unkey16(r));
    }
    return true;
}

EMU_AVX2FMA inline __m256i key8(__m256i v) {
    return _mm256_xor_si256(v, _mm256_or_si256(_mm256_srai_epi32(v, 31), _mm256_set1_epi32(int(0x80000000u))));
}
EMU_AVX2FMA inline __m256i unkey8(__m256i k) {
    const __m256i not_k = _mm256_xor_si256(k, _mm256_set1_epi32(-1));
    return _mm256_xor_si256(k, _mm256_or_si256(_mm256_srai_epi32(not_k, 31), _mm256_set1_epi32(int(0x80000000u))));
}
EMU_AVX2FMA bool minmax_avx2(bool max, unsigned n, const uint32_t* a, const uint32_t* b, const uint32_t* c, uint32_t* out) {
    const uint32_t* src[3] = {a, b, n == 3 ? c : b};
    __m256i k[3][4];
    int nan = 0;
#pragma GCC unroll 3
    for (int i = 0; i < 3; ++i)
#pragma GCC unroll 4
        for (int q = 0; q < 4; ++q) {
            const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(src[i] + 8 * q));
            nan |= nan8(_mm256_castsi256_ps(v));
            k[i][q] = key8(v);
        }
    if (nan) return false;
#pragma GCC unroll 4
    for (int q = 0; q < 4; ++q) {
        const __m256i r = max ? _mm256_max_epu32(_mm256_max_epu32(k[0][q], k[1][q]), k[2][q])
                              : _mm256_min_epu32(_mm256_min_epu32(k[0][q], k[1][q]), k[2][q]);
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + 8 * q), unkey8(r));
    }
    return true;
}

// exp2: 2^r = sum of (r ln 2)^k / k! for k <= 13 (|r| <= 1/2: the first term left out is below
// 2^-57), the coefficients rounded once from long double. Horner in double with FMA.
constexpr int kExp2Terms = 14;
struct Exp2Coefficients {
    double c[kExp2Terms];
    Exp2Coefficients() {
        const long double ln2 = 0.693147180559945309417232121458176568L;
        long double t = 1.0L;
        for (int k = 0; k < kExp2Terms; ++k) {
            c[k] = double(t);
            t = t * ln2 / (k + 1);
        }
    }
};
const Exp2Coefficients& exp2_coefficients() {
    static const Exp2Coefficients c;   // (immutable after its thread-safe initialisation)
    return c;
}
constexpr double kExp2Lo = -125.0, kExp2Hi = 127.0;
constexpr double kMidpointMargin = 1.0 / 70368744177664.0;   // 2^-46

// (zero-masking forms with every lane selected, as in key16)
EMU_AVX512 uint32_t exp2_avx512(const uint32_t* x, uint32_t* out) {
    const double* c = exp2_coefficients().c;
    const __m512d lo = _mm512_set1_pd(kExp2Lo), hi = _mm512_set1_pd(kExp2Hi);
    const __m512i exp_bits = _mm512_set1_epi64(0x7ff0000000000000LL), mant_bits = _mm512_set1_epi64(0x000fffffffffffffLL);
    const __m512d h1 = _mm512_set1_pd(1.0 / 16777216.0), h2 = _mm512_set1_pd(1.0 / 33554432.0);   // 2^-24, 2^-25
    const __m512d margin = _mm512_set1_pd(kMidpointMargin);
    // Three passes over the four groups of eight lanes, the Horner steps of the four in lockstep:
    // four independent 13-step chains of dependent FMAs overlap instead of running one after
    // another (as one loop per group: 91 ns per call on the Intel host of
    // docs/emulator_speed.md, 60 unrolled, 38 in lockstep). The operations are the same.
    __mmask8 in[4];
    __m512d n[4], r[4], p[4];
#pragma GCC unroll 4
    for (int q = 0; q < 4; ++q) {
        const __m512d v = _mm512_maskz_cvtps_pd(0xff, _mm256_loadu_ps(reinterpret_cast<const float*>(x + 8 * q)));
        in[q] = _mm512_cmp_pd_mask(v, lo, _CMP_GE_OQ) & _mm512_cmp_pd_mask(v, hi, _CMP_LE_OQ);
        const __m512d vv = _mm512_maskz_mov_pd(in[q], v);   // (lanes out of range: 0, not used)
        n[q] = _mm512_maskz_roundscale_pd(0xff, vv, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
        r[q] = _mm512_sub_pd(vv, n[q]);
        p[q] = _mm512_set1_pd(c[kExp2Terms - 1]);
    }
#pragma GCC unroll 16
    for (int k = kExp2Terms - 2; k >= 0; --k) {
        const __m512d ck = _mm512_set1_pd(c[k]);
#pragma GCC unroll 4
        for (int q = 0; q < 4; ++q) p[q] = _mm512_fmadd_pd(p[q], r[q], ck);
    }
    uint32_t rest = 0;
#pragma GCC unroll 4
    for (int q = 0; q < 4; ++q) {
        const __m512d d = _mm512_maskz_scalef_pd(0xff, p[q], n[q]);
        const __m256 f = _mm512_maskz_cvtpd_ps(0xff, d);   // to nearest even (the host's default MXCSR)
        const __m512d back = _mm512_maskz_cvtps_pd(0xff, f);
        const __m512d diff = _mm512_abs_pd(_mm512_sub_pd(d, back));
        const __m512d e = _mm512_castsi512_pd(_mm512_and_si512(_mm512_castpd_si512(back), exp_bits));
        const __m512d t = _mm512_mul_pd(d, margin);
        // the midpoint on d's side of f: half an ULP of f, a quarter below a power of two
        const __mmask8 pow2_below = _mm512_testn_epi64_mask(_mm512_castpd_si512(back), mant_bits) &
                                    _mm512_cmp_pd_mask(d, back, _CMP_LT_OQ);
        const __m512d half = _mm512_mask_blend_pd(pow2_below, _mm512_mul_pd(e, h1), _mm512_mul_pd(e, h2));
        const __mmask8 ok = in[q] & _mm512_cmp_pd_mask(_mm512_abs_pd(_mm512_sub_pd(diff, half)), t, _CMP_GT_OQ);
        rest |= uint32_t(uint8_t(~ok)) << (8 * q);
        _mm256_storeu_ps(reinterpret_cast<float*>(out + 8 * q), f);
    }
    return rest;
}

EMU_AVX2FMA uint32_t exp2_avx2(const uint32_t* x, uint32_t* out) {
    const double* c = exp2_coefficients().c;
    const __m256d lo = _mm256_set1_pd(kExp2Lo), hi = _mm256_set1_pd(kExp2Hi);
    const __m256i exp_bits = _mm256_set1_epi64x(0x7ff0000000000000LL), mant_bits = _mm256_set1_epi64x(0x000fffffffffffffLL);
    const __m256d h1 = _mm256_set1_pd(1.0 / 16777216.0), h2 = _mm256_set1_pd(1.0 / 33554432.0);
    const __m256d margin = _mm256_set1_pd(kMidpointMargin);
    const __m256d abs_mask = _mm256_castsi256_pd(_mm256_set1_epi64x(0x7fffffffffffffffLL));
    // (passes over the eight groups of four lanes with the Horner steps in lockstep, as in
    // exp2_avx512: 186 ns per call as loops, 98 unrolled, 65 in lockstep)
    __m256d in[8], n[8], r[8], p[8];
#pragma GCC unroll 8
    for (int q = 0; q < 8; ++q) {
        const __m256d v = _mm256_cvtps_pd(_mm_loadu_ps(reinterpret_cast<const float*>(x + 4 * q)));
        in[q] = _mm256_and_pd(_mm256_cmp_pd(v, lo, _CMP_GE_OQ), _mm256_cmp_pd(v, hi, _CMP_LE_OQ));
        const __m256d vv = _mm256_and_pd(v, in[q]);   // (lanes out of range: 0, not used)
        n[q] = _mm256_round_pd(vv, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
        r[q] = _mm256_sub_pd(vv, n[q]);
        p[q] = _mm256_set1_pd(c[kExp2Terms - 1]);
    }
#pragma GCC unroll 16
    for (int k = kExp2Terms - 2; k >= 0; --k) {
        const __m256d ck = _mm256_set1_pd(c[k]);
#pragma GCC unroll 8
        for (int q = 0; q < 8; ++q) p[q] = _mm256_fmadd_pd(p[q], r[q], ck);
    }
    uint32_t rest = 0;
#pragma GCC unroll 8
    for (int q = 0; q < 8; ++q) {
        // 2^n from its biased exponent (n in [-125, 127]: a normal double)
        const __m256i ni = _mm256_cvtepi32_epi64(_mm256_cvtpd_epi32(n[q]));
        const __m256d scale = _mm256_castsi256_pd(_mm256_slli_epi64(_mm256_add_epi64(ni, _mm256_set1_epi64x(1023)), 52));
        const __m256d d = _mm256_mul_pd(p[q], scale);
        const __m128 f = _mm256_cvtpd_ps(d);
        const __m256d back = _mm256_cvtps_pd(f);
        const __m256d diff = _mm256_and_pd(_mm256_sub_pd(d, back), abs_mask);
        const __m256d e = _mm256_castsi256_pd(_mm256_and_si256(_mm256_castpd_si256(back), exp_bits));
        const __m256d t = _mm256_mul_pd(d, margin);
        // the midpoint on d's side of f: half an ULP of f, a quarter below a power of two
        const __m256d pow2 = _mm256_castsi256_pd(
            _mm256_cmpeq_epi64(_mm256_and_si256(_mm256_castpd_si256(back), mant_bits), _mm256_setzero_si256()));
        const __m256d pow2_below = _mm256_and_pd(pow2, _mm256_cmp_pd(d, back, _CMP_LT_OQ));
        const __m256d half = _mm256_blendv_pd(_mm256_mul_pd(e, h1), _mm256_mul_pd(e, h2), pow2_below);
        const __m256d m = _mm256_and_pd(_mm256_sub_pd(diff, half), abs_mask);
        const __m256d ok = _mm256_and_pd(in[q], _mm256_cmp_pd(m, t, _CMP_GT_OQ));
        rest |= uint32_t(~_mm256_movemask_pd(ok) & 0xf) << (4 * q);
        _mm_storeu_ps(reinterpret_cast<float*>(out + 4 * q), f);
    }
    return rest;
}

// f32 -> f16: the host's correctly rounded conversion (vcvtps2ph, to nearest even; MXCSR in its
// default state, so denormal inputs and outputs are kept), the NaN lanes flagged.
EMU_AVX512 uint32_t f16_avx512(const uint32_t* x, uint16_t* out) {
    uint32_t nan = 0;
    for (int h = 0; h < 2; ++h) {
        const __m512i v = _mm512_loadu_si512(x + 16 * h);
        nan |= uint32_t(nan16(_mm512_castsi512_ps(v))) << (16 * h);
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + 16 * h),
                            _mm512_maskz_cvtps_ph(0xffff, _mm512_castsi512_ps(v), _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
    }
    return nan;
}

// (the Avx2Fma backend's target plus F16C, which f16_from_f32 tests for)
__attribute__((target("avx2,fma,f16c"))) uint32_t f16_avx2(const uint32_t* x, uint16_t* out) {
    uint32_t nan = 0;
    for (int q = 0; q < 4; ++q) {
        const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(x + 8 * q));
        nan |= uint32_t(nan8(_mm256_castsi256_ps(v))) << (8 * q);
        _mm_storeu_si128(reinterpret_cast<__m128i*>(out + 8 * q),
                         _mm256_cvtps_ph(_mm256_castsi256_ps(v), _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
    }
    return nan;
}

// f16_op in AVX2 + FMA + F16C, eight elements at a time (see lanes.hpp for why the f32
// evaluation is exact except on the flagged elements).
__attribute__((target("avx2,fma,f16c"))) uint64_t f16_op_avx2(F16Op op, unsigned n, const uint16_t* a,
                                                              const uint16_t* b, const uint16_t* c, uint16_t* out) {
    uint64_t rest = 0;
    const __m256 tiny = _mm256_set1_ps(0x1p-14f);   // the smallest normal f16
    const __m256i low13 = _mm256_set1_epi32(0x1fff), mid = _mm256_set1_epi32(0x1000);
    const __m256 abs_mask = _mm256_castsi256_ps(_mm256_set1_epi32(0x7fffffff));
    for (unsigned j = 0; j < n; j += 8) {
        const __m256 x = _mm256_cvtph_ps(_mm_loadu_si128(reinterpret_cast<const __m128i*>(a + j)));
        const __m256 y = _mm256_cvtph_ps(_mm_loadu_si128(reinterpret_cast<const __m128i*>(b + j)));
        __m256 z = _mm256_setzero_ps(), r, flag;
        if (op == F16Op::Mul) {
            r = _mm256_mul_ps(x, y);   // exact: 22 significant bits, no underflow
            flag = _mm256_cmp_ps(x, y, _CMP_UNORD_Q);
        } else {
            const __m256 p = op == F16Op::Fma ? _mm256_mul_ps(x, y) : x;   // (exact)
            z = op == F16Op::Fma ? _mm256_cvtph_ps(_mm_loadu_si128(reinterpret_cast<const __m128i*>(c + j))) : y;
            r = _mm256_add_ps(p, z);
            // TwoSum's error of p + z: nonzero (or NaN, with an infinity) when r is inexact
            const __m256 bb = _mm256_sub_ps(r, p);
            const __m256 err = _mm256_add_ps(_mm256_sub_ps(p, _mm256_sub_ps(r, bb)), _mm256_sub_ps(z, bb));
            const __m256 inexact = _mm256_cmp_ps(err, _mm256_setzero_ps(), _CMP_NEQ_UQ);
            const __m256i rb = _mm256_castps_si256(r);
            const __m256 on_mid = _mm256_castsi256_ps(_mm256_cmpeq_epi32(_mm256_and_si256(rb, low13), mid));
            const __m256 below = _mm256_cmp_ps(_mm256_and_ps(r, abs_mask), tiny, _CMP_LT_OQ);
            flag = _mm256_or_ps(_mm256_and_ps(inexact, _mm256_or_ps(on_mid, below)),
                                _mm256_or_ps(_mm256_cmp_ps(x, y, _CMP_UNORD_Q), _mm256_cmp_ps(z, z, _CMP_UNORD_Q)));
        }
        flag = _mm256_or_ps(flag, _mm256_cmp_ps(r, r, _CMP_UNORD_Q));   // inf - inf, 0 * inf
        rest |= uint64_t(uint32_t(_mm256_movemask_ps(flag))) << j;
        _mm_storeu_si128(reinterpret_cast<__m128i*>(out + j), _mm256_cvtps_ph(r, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
    }
    return rest;
}

bool cpu_f16c() {
    static const bool ok = __builtin_cpu_supports("f16c");
    return ok;
}

bool cpu_avx512() {
    static const bool ok = __builtin_cpu_supports("avx512f");
    return ok;
}
bool cpu_avx2_fma() {
    static const bool ok = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    return ok;
}
#else
bool cpu_avx512() { return false; }
bool cpu_avx2_fma() { return false; }
#endif  // EMU_LANES_HAVE_X86

LaneImpl resolve(LaneImpl impl) {
    if (impl == LaneImpl::Auto) return lane_selected_impl();
    return lane_impl_available(impl) ? impl : LaneImpl::Portable;
}

}  // namespace

const char* lane_impl_name(LaneImpl impl) {
    switch (impl) {
        case LaneImpl::Auto: return "auto";
        case LaneImpl::Portable: return "portable";
        case LaneImpl::Avx2Fma: return "avx2+fma";
        case LaneImpl::Avx512: return "avx512f";
    }
    return "?";
}

bool lane_impl_available(LaneImpl impl) {
    switch (impl) {
        case LaneImpl::Auto:
        case LaneImpl::Portable: return true;
        case LaneImpl::Avx2Fma: return cpu_avx2_fma();
        case LaneImpl::Avx512: return cpu_avx512();
    }
    return false;
}

LaneImpl lane_selected_impl() {
    static const LaneImpl best = cpu_avx512() ? LaneImpl::Avx512 : cpu_avx2_fma() ? LaneImpl::Avx2Fma : LaneImpl::Portable;
    return best;
}

void f32_op3(Op3 op, const uint32_t* a, const uint32_t* b, const uint32_t* c, uint32_t* out, LaneImpl impl) {
    switch (resolve(impl)) {
#if EMU_LANES_HAVE_X86
        case LaneImpl::Avx512: op3_avx512(op, a, b, c, out); return;
        case LaneImpl::Avx2Fma: op3_avx2(op, a, b, c, out); return;
#endif
        default: op3_portable(op, a, b, c, out); return;
    }
}

void f32_op2(Op2 op, const uint32_t* a, const uint32_t* b, uint32_t* out, LaneImpl impl) {
    switch (resolve(impl)) {
#if EMU_LANES_HAVE_X86
        case LaneImpl::Avx512: op2_avx512(op, a, b, out); return;
        case LaneImpl::Avx2Fma: op2_avx2(op, a, b, out); return;
#endif
        default: op2_portable(op, a, b, out); return;
    }
}

bool f32_minmax(bool max, unsigned n, const uint32_t* a, const uint32_t* b, const uint32_t* c, uint32_t* out,
                LaneImpl impl) {
    switch (resolve(impl)) {
#if EMU_LANES_HAVE_X86
        case LaneImpl::Avx512: return minmax_avx512(max, n, a, b, c, out);
        case LaneImpl::Avx2Fma: return minmax_avx2(max, n, a, b, c, out);
#endif
        default: return minmax_portable(max, n, a, b, c, out);
    }
}

uint32_t f32_exp2(const uint32_t* x, uint32_t* out, LaneImpl impl) {
    switch (resolve(impl)) {
#if EMU_LANES_HAVE_X86
        case LaneImpl::Avx512: return exp2_avx512(x, out);
        case LaneImpl::Avx2Fma: return exp2_avx2(x, out);
#endif
        default: (void)x; (void)out; return 0xffffffffu;
    }
}

uint32_t f16_from_f32(const uint32_t* x, uint16_t* out, LaneImpl impl) {
    switch (resolve(impl)) {
#if EMU_LANES_HAVE_X86
        case LaneImpl::Avx512: return f16_avx512(x, out);
        case LaneImpl::Avx2Fma: return cpu_f16c() ? f16_avx2(x, out) : 0xffffffffu;
#endif
        default: (void)x; (void)out; return 0xffffffffu;
    }
}

uint64_t f16_op(F16Op op, unsigned n, const uint16_t* a, const uint16_t* b, const uint16_t* c, uint16_t* out,
                LaneImpl impl) {
    const uint64_t all = n >= 64 ? ~uint64_t(0) : (uint64_t(1) << n) - 1;
    switch (resolve(impl)) {
#if EMU_LANES_HAVE_X86
        case LaneImpl::Avx512:
        case LaneImpl::Avx2Fma: return cpu_f16c() ? f16_op_avx2(op, n, a, b, c, out) : all;
#endif
        default: (void)op; (void)a; (void)b; (void)c; (void)out; return all;
    }
}

void write_lanes(uint32_t* dst, const uint32_t* src, uint32_t mask) {
    if (mask == 0xffffffffu) {
        std::memmove(dst, src, kLanes * sizeof(uint32_t));
        return;
    }
    switch (lane_selected_impl()) {
#if EMU_LANES_HAVE_X86
        case LaneImpl::Avx512: write_avx512(dst, src, mask); return;
        case LaneImpl::Avx2Fma: write_avx2(dst, src, mask); return;
#endif
        default: write_portable(dst, src, mask); return;
    }
}

}  // namespace lanes
}  // namespace emu
