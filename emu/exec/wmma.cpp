// The six gfx11 wave32 WMMA instructions; semantics and sources are in wmma.hpp.
//
// Implementation: the operands are unpacked into small dense float tiles
//   at[k][i] = A[i][k]   (lane i of register k/2: the lane index stays innermost),
//   bt[k][j] = B[k][j]   (lane j of register k/2),
//   acc[i][j] = C[i][j]  (32-bit C/D word (i/2)*32 + 16*(i%2) + j == i*16 + j: the C operand
//                         already IS a row-major 16 x 16 array, so acc is a plain copy)
// and the product runs as
//   for i: for k: for j: acc[i][j] = acc[i][j] + A[i][k] * bt[k][j]
// with j in SIMD vectors: nothing is reassociated, every element sees exactly the
// k = 0..15 sequence of wmma.hpp. Integer kinds use the same kernel on exact small integers.
//
// Three backends compute bit-identical results:
//   Portable : GCC/Clang vector extensions (4 lanes), branch-free integer f16 conversions.
//   Avx2F16c : x86 AVX2 for 8-lane arithmetic and F16C vcvtph2ps / vcvtps2ph (imm8 0 = RNE)
//              for the f16 conversions; chosen at run time when the CPU has both and FMA.
//   Avx512   : 16-lane AVX-512; the common f32-accumulator form widens B in registers next to
//              its FMAs.
// Both SIMD backends fuse the multiply-adds with FMA where every product is exact in f32 (f16
// and integer operands always, bf16 when bf16_products_exact says so), which rounds where the
// multiply-then-add does; otherwise they keep the separate multiply and add (an empty asm
// between them keeps GCC from fusing them under any flags). The portable backend relies on the
// Makefile's -ffp-contract=off for that (with -march=native and without it, GCC fuses there).
// All assume the host FPU is in its default state (round to nearest even, no FTZ / DAZ), as
// any C++ program starts; nothing here changes it.
#include "emu/exec/wmma.hpp"

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "emu/exec/fp.hpp"

#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
#define EMU_WMMA_HAVE_X86 1
#include <immintrin.h>
#else
#define EMU_WMMA_HAVE_X86 0
#endif

namespace emu {

namespace {

constexpr int N = 16;
constexpr int kLanes = 32;
constexpr int kCDWords = 8 * kLanes;  // 256 = 16 x 16 elements
using Tile = float[N][N];

// ===================================================================== portable backend
//
// GCC/Clang vector extensions (no intrinsics): element-wise integer ops, IEEE f32 mul/add,
// __builtin_convertvector for exact int <-> float conversions, and comparisons that yield
// all-ones / all-zeros lane masks for branch-free selects.
typedef float v4f __attribute__((vector_size(16)));
typedef uint32_t v4u __attribute__((vector_size(16)));
typedef int32_t v4i __attribute__((vector_size(16)));

inline v4f load4(const float* p) { v4f v; std::memcpy(&v, p, sizeof v); return v; }
inline void store4(float* p, v4f v) { std::memcpy(p, &v, sizeof v); }
inline v4u load4u(const uint32_t* p) { v4u v; std::memcpy(&v, p, sizeof v); return v; }
inline void store4u(uint32_t* p, v4u v) { std::memcpy(p, &v, sizeof v); }
inline v4f as_f(v4u v) { v4f f; std::memcpy(&f, &v, sizeof f); return f; }
inline v4u as_u(v4f f) { v4u v; std::memcpy(&v, &f, sizeof v); return v; }
inline v4u splat(uint32_t x) { return v4u{x, x, x, x}; }
// mask ? a : b, with mask lanes all-ones or all-zeros.
inline v4u select(v4u mask, v4u a, v4u b) { return (a & mask) | (b & ~mask); }
// Lane compare a > b as a mask; every operand here is below 2^31, so a signed compare works.
inline v4u gt(v4u a, uint32_t b) { return v4u(v4i(a) > v4i(splat(b))); }
inline v4u is_nan4(v4u v) { return gt(v & 0x7fffffffu, 0x7f800000u); }

// f16 (low 16 bits of each lane) -> f32, exact: fp::f16_to_float four lanes at once.
inline v4f f16x4_to_f32(v4u h) {
  const v4u sign = (h & 0x8000u) << 16;
  const v4u em = h & 0x7fffu;
  const v4u normal = (em << 13) + 0x38000000u;
  const v4u special = (em << 13) | 0x7f800000u | (gt(em, 0x7c00u) & 0x00400000u);
  const float s = 5.9604644775390625e-8f;  // 2^-24
  const v4f scale = {s, s, s, s};
  const v4u denorm = as_u(__builtin_convertvector(v4i(em), v4f) * scale);  // exact
  const v4u r = select(gt(em, 0x7bffu), special, select(gt(em, 0x03ffu), normal, denorm));
  return as_f(r | sign);
}

inline v4f bf16x4_to_f32(v4u h) { return as_f((h & 0xffffu) << 16); }

// f32 -> f16 RNE (fp::cvt_f32_to_f16_rne_hostfp) four lanes at once; NaN is handled by the
// caller.
inline v4u f32x4_to_f16(v4u f) {
  const v4u sign = (f >> 16) & 0x8000u;
  const v4u a = f & 0x7fffffffu;
  const v4u rebased = a - 0x38000000u;
  const v4u normal = (rebased + 0x0fffu + ((rebased >> 13) & 1u)) >> 13;
  const v4f half = {0.5f, 0.5f, 0.5f, 0.5f};
  const v4u denorm = as_u(as_f(a) + half) - 0x3f000000u;
  const v4u r = select(gt(a, 0x477fefffu), splat(0x7c00u),
                       select(gt(a, 0x387fffffu), normal, denorm));
  return r | sign;
}

// f32 -> bf16 RNE four lanes at once (NaN handled by the caller).
inline v4u f32x4_to_bf16(v4u v) { return (v + 0x7fffu + ((v >> 16) & 1u)) >> 16; }

struct Portable {
  // 16-bit A or B operand into t[k][x]: element k of lane x is register k/2, half k%2.
  // `flip` carries the NEG_LO (bit 15) / NEG_HI (bit 31) sign flips.
  template <bool kBf16>
  static void load_ab16(const uint32_t* op, uint32_t flip, Tile& t) {
    for (int g = 0; g < 8; ++g) {
      for (int q = 0; q < N; q += 4) {
        const v4u w = load4u(op + g * kLanes + q) ^ flip;
        const v4u lo = w & 0xffffu, hi = w >> 16;
        store4(&t[2 * g][q], kBf16 ? bf16x4_to_f32(lo) : f16x4_to_f32(lo));
        store4(&t[2 * g + 1][q], kBf16 ? bf16x4_to_f32(hi) : f16x4_to_f32(hi));
      }
    }
  }

  // iu8 / iu4 operand into t[k][x]: element k of lane x sits in register k / per_reg at bit
  // offset kBits * (k % per_reg); signed elements are sign-extended; stored as exact floats.
  template <int kBits>
  static void load_int(const uint32_t* op, bool is_signed, Tile& t) {
    constexpr int per_reg = 32 / kBits;
    constexpr int regs = N / per_reg;
    for (int g = 0; g < regs; ++g) {
      for (int e = 0; e < per_reg; ++e) {
        const int up = 32 - kBits * (e + 1);  // moves the element to the top bits
        for (int q = 0; q < N; q += 4) {
          const v4u top = load4u(op + g * kLanes + q) << up;
          const v4i v = is_signed ? v4i(top) >> (32 - kBits) : v4i(top >> (32 - kBits));
          store4(&t[g * per_reg + e][q], __builtin_convertvector(v, v4f));
        }
      }
    }
  }

  // 32-bit C into acc with the |.| (and_mask) and negate (xor_mask) modifiers.
  static void load_c32(const uint32_t* c, uint32_t and_mask, uint32_t xor_mask, float* acc) {
    for (int w = 0; w < kCDWords; w += 4) store4(acc + w, as_f((load4u(c + w) & and_mask) ^ xor_mask));
  }

  // 16-bit C from the half at bit `sh` (0 or 16) into acc, with the modifiers.
  static void load_c16(const uint32_t* c, int sh, uint32_t and_mask, uint32_t xor_mask,
                       bool bf16, float* acc) {
    for (int w = 0; w < kCDWords; w += 4) {
      const v4u h = ((load4u(c + w) >> sh) & and_mask) ^ xor_mask;
      store4(acc + w, bf16 ? bf16x4_to_f32(h) : f16x4_to_f32(h));
    }
  }

  // acc[i][j] += at[k][i] * bt[k][j], k = 0..15 in order. Two rows at a time keep eight
  // independent accumulator vectors in registers. (No FMA on the baseline target.)
  static void mma(const Tile& at, const Tile& bt, Tile& acc) {
    for (int i = 0; i < N; i += 2) {
      v4f r00 = load4(&acc[i][0]), r01 = load4(&acc[i][4]), r02 = load4(&acc[i][8]),
          r03 = load4(&acc[i][12]);
      v4f r10 = load4(&acc[i + 1][0]), r11 = load4(&acc[i + 1][4]),
          r12 = load4(&acc[i + 1][8]), r13 = load4(&acc[i + 1][12]);
      for (int k = 0; k < N; ++k) {
        const v4f b0 = load4(&bt[k][0]), b1 = load4(&bt[k][4]), b2 = load4(&bt[k][8]),
                  b3 = load4(&bt[k][12]);
        const float x0 = at[k][i], x1 = at[k][i + 1];
        const v4f s0 = {x0, x0, x0, x0}, s1 = {x1, x1, x1, x1};
        r00 += s0 * b0; r01 += s0 * b1; r02 += s0 * b2; r03 += s0 * b3;
        r10 += s1 * b0; r11 += s1 * b1; r12 += s1 * b2; r13 += s1 * b3;
      }
      store4(&acc[i][0], r00); store4(&acc[i][4], r01); store4(&acc[i][8], r02);
      store4(&acc[i][12], r03);
      store4(&acc[i + 1][0], r10); store4(&acc[i + 1][4], r11); store4(&acc[i + 1][8], r12);
      store4(&acc[i + 1][12], r13);
    }
  }

  // load_c32 (no |C| / -C), mma and store_d32 in one: c and d are equal or disjoint.
  static void mma_c32_d32(const Tile& at, const Tile& bt, const uint32_t* c, uint32_t* d) {
    alignas(64) float acc[N][N];
    load_c32(c, 0xffffffffu, 0u, &acc[0][0]);
    mma(at, bt, acc);
    store_d32(&acc[0][0], d);
  }

  // f32 D with NaN canonicalised.
  static void store_d32(const float* acc, uint32_t* d) {
    for (int w = 0; w < kCDWords; w += 4) {
      const v4u v = as_u(load4(acc + w));
      store4u(d + w, select(is_nan4(v), splat(fp::kF32QNaN), v));
    }
  }

  // 16-bit D into the half at bit `sh`; the other half of each D word is kept.
  static void store_d16(const float* acc, uint32_t* d, int sh, bool bf16) {
    const uint32_t keep = sh ? 0x0000ffffu : 0xffff0000u;
    const uint32_t qnan = bf16 ? fp::kBF16QNaN : fp::kF16QNaN;
    for (int w = 0; w < kCDWords; w += 4) {
      const v4u v = as_u(load4(acc + w));
      const v4u h = select(is_nan4(v), splat(qnan), bf16 ? f32x4_to_bf16(v) : f32x4_to_f16(v));
      store4u(d + w, (load4u(d + w) & keep) | (h << sh));
    }
  }

  // Integer D = C + dot (dot held exactly in acc), wrapping or saturating.
  static void store_int(const float* acc, const uint32_t* c, uint32_t* d, bool clamp) {
    for (int w = 0; w < kCDWords; w += 4) {
      const v4u dot = v4u(__builtin_convertvector(load4(acc + w), v4i));  // exact
      const v4u cw = load4u(c + w);
      const v4u sum = cw + dot;  // modulo 2^32
      if (clamp) {
        // Signed overflow iff C and dot have the same sign and the sum's sign differs; the
        // saturated value has C's sign.
        const v4u overflow = v4u(v4i(~(cw ^ dot) & (cw ^ sum)) >> 31);
        const v4u sat = splat(0x7fffffffu) ^ v4u(v4i(cw) >> 31);
        store4u(d + w, select(overflow, sat, sum));
      } else {
        store4u(d + w, sum);
      }
    }
  }
};

// The decision of bf16_products_exact (Avx512's, below, says why) from the per-lane extremes of
// A's and B's magnitudes, v[0 .. 4 * lanes): the largest magnitudes (bits [14:0]) of A's lanes,
// then B's, then the smallest nonzero ones minus 1 (0xffffffff where every element is zero) of
// A's, then B's.
inline bool bf16_exact_from_lanes(const uint32_t* v, int lanes) {
  uint32_t max_a = 0, max_b = 0, min_a = 0xffffffffu, min_b = 0xffffffffu;
  for (int l = 0; l < lanes; ++l) {   // (a scalar reduction: GCC 12 warns about the intrinsic ones)
    max_a = v[l] > max_a ? v[l] : max_a;
    max_b = v[lanes + l] > max_b ? v[lanes + l] : max_b;
    min_a = v[2 * lanes + l] < min_a ? v[2 * lanes + l] : min_a;
    min_b = v[3 * lanes + l] < min_b ? v[3 * lanes + l] : min_b;
  }
  if (min_a == 0xffffffffu || min_b == 0xffffffffu) return max_a < 0x7f80u && max_b < 0x7f80u;   // all zero
  const uint32_t emax = (max_a >> 7) + (max_b >> 7), emin = ((min_a + 1) >> 7) + ((min_b + 1) >> 7);
  return emin >= 128 && emax <= 380;
}

// ===================================================================== AVX2 + F16C backend

#if EMU_WMMA_HAVE_X86
#define EMU_AVX2 __attribute__((target("avx2,f16c")))
#define EMU_AVX2_FMA __attribute__((target("avx2,f16c,fma")))

struct Avx2F16c {
  // Eight 32-bit lanes -> their low halves as eight packed 16-bit values (values <= 0xffff, so
  // the unsigned saturation of packus never triggers).
  EMU_AVX2 static __m128i pack_lo16(const uint32_t* p, __m128i flip, int sh) {
    const __m128i m = _mm_set1_epi32(0xffff);
    __m128i w0 = _mm_xor_si128(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)), flip);
    __m128i w1 = _mm_xor_si128(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 4)), flip);
    w0 = _mm_and_si128(_mm_srl_epi32(w0, _mm_cvtsi32_si128(sh)), m);
    w1 = _mm_and_si128(_mm_srl_epi32(w1, _mm_cvtsi32_si128(sh)), m);
    return _mm_packus_epi32(w0, w1);
  }

  template <bool kBf16>
  EMU_AVX2 static void load_ab16(const uint32_t* op, uint32_t flip, Tile& t) {
    for (int g = 0; g < 8; ++g) {
      for (int q = 0; q < N; q += 8) {
        const uint32_t* p = op + g * kLanes + q;
        if (kBf16) {
          const __m256i w = _mm256_xor_si256(
              _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)), _mm256_set1_epi32(int(flip)));
          _mm256_storeu_ps(&t[2 * g][q], _mm256_castsi256_ps(_mm256_slli_epi32(w, 16)));
          _mm256_storeu_ps(&t[2 * g + 1][q],
                           _mm256_castsi256_ps(_mm256_and_si256(w, _mm256_set1_epi32(int(0xffff0000u)))));
        } else {
          // Eight lanes at once: low and high halves packed to [lo0-3 hi0-3 | lo4-7 hi4-7]
          // (values <= 0xffff, so packus never saturates), reordered to [lo0-7 | hi0-7].
          const __m256i w = _mm256_xor_si256(
              _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)), _mm256_set1_epi32(int(flip)));
          const __m256i lo = _mm256_and_si256(w, _mm256_set1_epi32(0xffff));
          const __m256i hi = _mm256_srli_epi32(w, 16);
          const __m256i packed = _mm256_permute4x64_epi64(_mm256_packus_epi32(lo, hi), 0xd8);
          _mm256_storeu_ps(&t[2 * g][q], _mm256_cvtph_ps(_mm256_castsi256_si128(packed)));
          _mm256_storeu_ps(&t[2 * g + 1][q], _mm256_cvtph_ps(_mm256_extracti128_si256(packed, 1)));
        }
      }
    }
  }

  template <int kBits>
  EMU_AVX2 static void load_int(const uint32_t* op, bool is_signed, Tile& t) {
    constexpr int per_reg = 32 / kBits;
    constexpr int regs = N / per_reg;
    for (int g = 0; g < regs; ++g) {
      for (int e = 0; e < per_reg; ++e) {
        const __m128i up = _mm_cvtsi32_si128(32 - kBits * (e + 1));
        const __m128i down = _mm_cvtsi32_si128(32 - kBits);
        for (int q = 0; q < N; q += 8) {
          const __m256i top = _mm256_sll_epi32(
              _mm256_loadu_si256(reinterpret_cast<const __m256i*>(op + g * kLanes + q)), up);
          const __m256i v = is_signed ? _mm256_sra_epi32(top, down) : _mm256_srl_epi32(top, down);
          _mm256_storeu_ps(&t[g * per_reg + e][q], _mm256_cvtepi32_ps(v));
        }
      }
    }
  }

  EMU_AVX2 static void load_c32(const uint32_t* c, uint32_t and_mask, uint32_t xor_mask,
                                float* acc) {
    const __m256i am = _mm256_set1_epi32(int(and_mask)), xm = _mm256_set1_epi32(int(xor_mask));
    for (int w = 0; w < kCDWords; w += 8) {
      const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(c + w));
      _mm256_storeu_ps(acc + w, _mm256_castsi256_ps(_mm256_xor_si256(_mm256_and_si256(v, am), xm)));
    }
  }

  EMU_AVX2 static void load_c16(const uint32_t* c, int sh, uint32_t and_mask, uint32_t xor_mask,
                                bool bf16, float* acc) {
    if (bf16) {
      const __m128i shift = _mm_cvtsi32_si128(sh);
      const __m256i am = _mm256_set1_epi32(int(and_mask)), xm = _mm256_set1_epi32(int(xor_mask));
      for (int w = 0; w < kCDWords; w += 8) {
        __m256i v = _mm256_srl_epi32(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(c + w)), shift);
        v = _mm256_xor_si256(_mm256_and_si256(v, am), xm);
        _mm256_storeu_ps(acc + w, _mm256_castsi256_ps(_mm256_slli_epi32(v, 16)));
      }
    } else {
      // (h & and_mask) ^ xor_mask on the packed halves, then one vcvtph2ps per 8 elements.
      const __m128i am = _mm_set1_epi16(short(and_mask)), xm = _mm_set1_epi16(short(xor_mask));
      const __m128i zero = _mm_setzero_si128();
      for (int w = 0; w < kCDWords; w += 8) {
        const __m128i h = _mm_xor_si128(_mm_and_si128(pack_lo16(c + w, zero, sh), am), xm);
        _mm256_storeu_ps(acc + w, _mm256_cvtph_ps(h));
      }
    }
  }

  // C -> D without load_c32 / store_d32 (mma_c32_d32 below): the accumulator rows come straight
  // from c (bit copies) and go to d with NaN canonicalised. c and d are equal or disjoint (row
  // block i is read before it is written).
  EMU_AVX2 static __m256 ld_c(const uint32_t* c, int i, int j) {
    return _mm256_castsi256_ps(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(c + i * N + j)));
  }
  EMU_AVX2 static void st_d(uint32_t* d, int i, int j, __m256 v) {
    const __m256 qnan = _mm256_castsi256_ps(_mm256_set1_epi32(int(fp::kF32QNaN)));
    const __m256 out = _mm256_blendv_ps(v, qnan, _mm256_cmp_ps(v, v, _CMP_UNORD_Q));
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(d + i * N + j), _mm256_castps_si256(out));
  }

  // acc += at x bt with Portable::mma's order of operations, eight lanes wide, four rows at a
  // time; kC32ToD32: the rows from c and to d (ld_c / st_d) instead of acc. kFused: one FMA per
  // step, for operands whose products are exact in f32 (f16, small integers, bf16 when
  // bf16_products_exact), which rounds where the multiply-then-add does; otherwise the product
  // rounds first (the empty asm keeps GCC from contracting it with the sum, whatever the flags).
  template <bool kFused, bool kC32ToD32>
  EMU_AVX2_FMA static void mma_rows(const Tile& at, const Tile& bt, const uint32_t* c, uint32_t* d, float* acc) {
    for (int i = 0; i < N; i += 4) {
      __m256 r[4][2];
#pragma GCC unroll 4
      for (int e = 0; e < 4; ++e)
#pragma GCC unroll 2
        for (int h = 0; h < 2; ++h) r[e][h] = kC32ToD32 ? ld_c(c, i + e, 8 * h) : _mm256_loadu_ps(acc + (i + e) * N + 8 * h);
      for (int k = 0; k < N; ++k) {
        const __m256 bk[2] = {_mm256_loadu_ps(&bt[k][0]), _mm256_loadu_ps(&bt[k][8])};
#pragma GCC unroll 4
        for (int e = 0; e < 4; ++e) {
          const __m256 s = _mm256_broadcast_ss(&at[k][i + e]);
#pragma GCC unroll 2
          for (int h = 0; h < 2; ++h) {
            if (kFused) {
              r[e][h] = _mm256_fmadd_ps(s, bk[h], r[e][h]);
            } else {
              __m256 prod = _mm256_mul_ps(s, bk[h]);
              __asm__("" : "+x"(prod));
              r[e][h] = _mm256_add_ps(r[e][h], prod);
            }
          }
        }
      }
#pragma GCC unroll 4
      for (int e = 0; e < 4; ++e)
#pragma GCC unroll 2
        for (int h = 0; h < 2; ++h) {
          if (kC32ToD32) st_d(d, i + e, 8 * h, r[e][h]);
          else _mm256_storeu_ps(acc + (i + e) * N + 8 * h, r[e][h]);
        }
    }
  }
  EMU_AVX2_FMA static void mma(const Tile& at, const Tile& bt, Tile& acc) {
    mma_rows<false, false>(at, bt, nullptr, nullptr, &acc[0][0]);
  }
  EMU_AVX2_FMA static void mma_c32_d32(const Tile& at, const Tile& bt, const uint32_t* c, uint32_t* d) {
    mma_rows<false, true>(at, bt, c, d, nullptr);
  }
  EMU_AVX2_FMA static void mma_exact_products(const Tile& at, const Tile& bt, Tile& acc) {
    mma_rows<true, false>(at, bt, nullptr, nullptr, &acc[0][0]);
  }
  EMU_AVX2_FMA static void mma_c32_d32_exact(const Tile& at, const Tile& bt, const uint32_t* c, uint32_t* d) {
    mma_rows<true, true>(at, bt, c, d, nullptr);
  }

  // bf16_products_exact (Avx512's) eight lanes at a time.
  EMU_AVX2 static bool bf16_products_exact(const uint32_t* a, const uint32_t* b) {
    const __m256i m15 = _mm256_set1_epi32(0x7fff), one = _mm256_set1_epi32(1);
    __m256i mx[2], mn[2];   // per operand: largest magnitude, smallest nonzero magnitude - 1
    const uint32_t* op[2] = {a, b};
    for (int o = 0; o < 2; ++o) {
      mx[o] = _mm256_setzero_si256();
      mn[o] = _mm256_set1_epi32(-1);
      for (int g = 0; g < 8; ++g)
        for (int q = 0; q < N; q += 8) {
          const __m256i w = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(op[o] + g * kLanes + q));
          const __m256i lo = _mm256_and_si256(w, m15), hi = _mm256_and_si256(_mm256_srli_epi32(w, 16), m15);
          mx[o] = _mm256_max_epu32(mx[o], _mm256_max_epu32(lo, hi));
          // magnitude - 1 wraps a zero to 0xffffffff, out of the minimum's way
          mn[o] = _mm256_min_epu32(mn[o], _mm256_min_epu32(_mm256_sub_epi32(lo, one), _mm256_sub_epi32(hi, one)));
        }
    }
    alignas(32) uint32_t v[4][8];
    _mm256_store_si256(reinterpret_cast<__m256i*>(v[0]), mx[0]);
    _mm256_store_si256(reinterpret_cast<__m256i*>(v[1]), mx[1]);
    _mm256_store_si256(reinterpret_cast<__m256i*>(v[2]), mn[0]);
    _mm256_store_si256(reinterpret_cast<__m256i*>(v[3]), mn[1]);
    return bf16_exact_from_lanes(&v[0][0], 8);
  }

  EMU_AVX2 static void store_d32(const float* acc, uint32_t* d) {
    const __m256 qnan = _mm256_castsi256_ps(_mm256_set1_epi32(int(fp::kF32QNaN)));
    for (int w = 0; w < kCDWords; w += 8) {
      const __m256 v = _mm256_loadu_ps(acc + w);
      const __m256 out = _mm256_blendv_ps(v, qnan, _mm256_cmp_ps(v, v, _CMP_UNORD_Q));
      _mm256_storeu_si256(reinterpret_cast<__m256i*>(d + w), _mm256_castps_si256(out));
    }
  }

  EMU_AVX2 static void store_d16(const float* acc, uint32_t* d, int sh, bool bf16) {
    const __m256i keep = _mm256_set1_epi32(int(sh ? 0x0000ffffu : 0xffff0000u));
    const __m256i qnan = _mm256_set1_epi32(int(bf16 ? fp::kBF16QNaN : fp::kF16QNaN));
    const __m128i shift = _mm_cvtsi32_si128(sh);
    for (int w = 0; w < kCDWords; w += 8) {
      const __m256 v = _mm256_loadu_ps(acc + w);
      __m256i h;
      if (bf16) {
        const __m256i u = _mm256_castps_si256(v);
        const __m256i odd = _mm256_and_si256(_mm256_srli_epi32(u, 16), _mm256_set1_epi32(1));
        h = _mm256_srli_epi32(
            _mm256_add_epi32(_mm256_add_epi32(u, _mm256_set1_epi32(0x7fff)), odd), 16);
      } else {
        // vcvtps2ph with imm8 = 0: round to nearest even regardless of MXCSR.RC.
        h = _mm256_cvtepu16_epi32(_mm256_cvtps_ph(v, 0));
      }
      const __m256i nan = _mm256_castps_si256(_mm256_cmp_ps(v, v, _CMP_UNORD_Q));
      h = _mm256_blendv_epi8(h, qnan, nan);
      __m256i* dp = reinterpret_cast<__m256i*>(d + w);
      const __m256i old = _mm256_loadu_si256(dp);
      _mm256_storeu_si256(dp, _mm256_or_si256(_mm256_and_si256(old, keep), _mm256_sll_epi32(h, shift)));
    }
  }

  EMU_AVX2 static void store_int(const float* acc, const uint32_t* c, uint32_t* d, bool clamp) {
    for (int w = 0; w < kCDWords; w += 8) {
      const __m256i dot = _mm256_cvttps_epi32(_mm256_loadu_ps(acc + w));  // exact
      const __m256i cw = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(c + w));
      __m256i out = _mm256_add_epi32(cw, dot);
      if (clamp) {
        const __m256i overflow = _mm256_srai_epi32(
            _mm256_andnot_si256(_mm256_xor_si256(cw, dot), _mm256_xor_si256(cw, out)), 31);
        const __m256i sat = _mm256_xor_si256(_mm256_set1_epi32(0x7fffffff), _mm256_srai_epi32(cw, 31));
        out = _mm256_blendv_epi8(out, sat, overflow);
      }
      _mm256_storeu_si256(reinterpret_cast<__m256i*>(d + w), out);
    }
  }
};

// ===================================================================== AVX-512 backend
//
// 16-lane AVX-512: the accumulator is 16 zmm registers holding row pairs (pair_steps), B's row k
// two more (each element doubled; widened from B's registers next to its FMAs for the float
// kinds, read from a widened tile for the integer ones), A's elements a 64-bit broadcast per row
// pair. Same order of operations as the other backends
// (acc[i][j] sees k = 0..15 in order). With f16 or
// integer operands every product is exact in f32 (11 x 11 significant bits, or small integers),
// so a fused multiply-add rounds exactly where mul-then-add does and the FMA form is used; bf16
// products can underflow or overflow f32, so they are fused only when bf16_products_exact says
// none does, and keep the separate multiply and add otherwise. The float kinds always take the
// register-B forms (execute_float); the integer kinds the tile form mma_exact_products.
// Everything else is the AVX2 backend's.
#define EMU_AVX512 __attribute__((target("avx512f,avx2,f16c,fma")))
// The k steps and their B rows: inlined into each kernel, so the 16 accumulators stay in registers.
#define EMU_AVX512_INLINE __attribute__((target("avx512f,avx2,f16c,fma"), always_inline)) inline

struct Avx512 : Avx2F16c {
  // f16 register pair widening (A's tile, load_ab16): register g's 16 lanes (lanes 0-15, 64
  // bytes at src) hold the elements k = 2g (bits [15:0]) and 2g+1 (bits [31:16]) of lanes 0-15.
  // vcvtph2ps from memory widens each half of the register as it is (lo, hi of lane 0, lo, hi of
  // lane 1, ...), and one vpermt2ps per k gathers its 16 lanes from the two halves: 4 uops per
  // register, against 10 for the narrowing (vpmovdw) then widening form. kFlip: the
  // NEG_LO / NEG_HI sign flips (bits 15 and 31 of `flip`) applied as f32 sign flips afterwards,
  // which is what flipping the f16 sign bit first gives (vcvtph2ps keeps the sign, of a NaN too).
  template <bool kFlip>
  EMU_AVX512 static void widen_f16_pair(const uint32_t* src, uint32_t flip, __m512& lo, __m512& hi) {
    const __mmask16 all = 0xffff;   // (zero-masking forms, as in load_ab16 below)
    const __m512 x0 = _mm512_maskz_cvtph_ps(all, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(src)));       // lanes 0-7
    const __m512 x1 = _mm512_maskz_cvtph_ps(all, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(src + 8)));   // lanes 8-15
    const __m512i even = _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
    const __m512i odd = _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
    lo = _mm512_permutex2var_ps(x0, even, x1);
    hi = _mm512_permutex2var_ps(x0, odd, x1);
    if (kFlip) {
      lo = _mm512_castsi512_ps(_mm512_xor_si512(_mm512_castps_si512(lo), _mm512_set1_epi32(int((flip & 0x8000u) << 16))));
      hi = _mm512_castsi512_ps(_mm512_xor_si512(_mm512_castps_si512(hi), _mm512_set1_epi32(int(flip & 0x80000000u))));
    }
  }

  template <bool kBf16>
  EMU_AVX512 static void load_ab16(const uint32_t* op, uint32_t flip, Tile& t) {
    if (!kBf16) {
      __m512 lo, hi;
      for (int g = 0; g < 8; ++g) {
        if (flip) widen_f16_pair<true>(op + g * kLanes, flip, lo, hi);
        else widen_f16_pair<false>(op + g * kLanes, 0, lo, hi);
        _mm512_store_ps(&t[2 * g][0], lo);
        _mm512_store_ps(&t[2 * g + 1][0], hi);
      }
      return;
    }
    const __m512i fl = _mm512_set1_epi32(int(flip));
    for (int g = 0; g < 8; ++g) {
      const __m512i w = _mm512_xor_si512(_mm512_loadu_si512(op + g * kLanes), fl);   // lanes 0-15
      // (zero-masking forms with every lane selected: GCC 12 warns about the plain forms'
      // undefined pass-through operand)
      const __mmask16 all = 0xffff;
      _mm512_store_ps(&t[2 * g][0], _mm512_castsi512_ps(_mm512_maskz_slli_epi32(all, w, 16)));
      _mm512_store_ps(&t[2 * g + 1][0],
                      _mm512_castsi512_ps(_mm512_and_si512(w, _mm512_set1_epi32(int(0xffff0000u)))));
    }
  }

  // The register-B forms hold the 16 x 16 accumulator as row pairs: register r[p][h] lane
  // 2l + e holds element (2p + e, 8h + l). Per k, A's elements 2p and 2p + 1 are one 64-bit
  // broadcast (vbroadcastsd) that serves the two multiply-adds of the pair's halves, so the 256
  // multiply-adds need 128 broadcast loads, not 256 as with one row per register (a host that
  // issues about one 512-bit load per cycle, such as the Intel Xeon of docs/emulator_speed.md,
  // spent half the WMMA on them). Each element still sees k = 0..15 in order.
  //
  // Rows to pairs and back: one vpermt2ps per register each way.
  EMU_AVX512_INLINE static void rows_to_pairs(const float* rows, __m512 (&r)[8][2]) {
    const __m512i lo = _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
    const __m512i hi = _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
#pragma GCC unroll 8
    for (int p = 0; p < 8; ++p) {
      const __m512 r0 = _mm512_loadu_ps(rows + 2 * p * N), r1 = _mm512_loadu_ps(rows + (2 * p + 1) * N);
      r[p][0] = _mm512_permutex2var_ps(r0, lo, r1);
      r[p][1] = _mm512_permutex2var_ps(r0, hi, r1);
    }
  }
  EMU_AVX512_INLINE static void pairs_to_rows(const __m512 (&r)[8][2], float* rows) {
    const __m512i ev = _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
    const __m512i od = _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
#pragma GCC unroll 8
    for (int p = 0; p < 8; ++p) {
      _mm512_storeu_ps(rows + 2 * p * N, _mm512_permutex2var_ps(r[p][0], ev, r[p][1]));
      _mm512_storeu_ps(rows + (2 * p + 1) * N, _mm512_permutex2var_ps(r[p][0], od, r[p][1]));
    }
  }

  // B's row k for the pair layout: [b0 b0 b1 b1 .. b7 b7] in bk[0], [b8 b8 .. b15 b15] in bk[1],
  // for k = 2g + h. f16: vcvtph2ps widens the register's lanes 0-7 and 8-15 as they lie (lo, hi
  // of each lane), and one vpermps per half picks and doubles k's elements (the sign flips
  // NEG_LO[1] / NEG_HI[1], bits 15 and 31 of `flip`, applied afterwards as f32 sign flips: what
  // flipping the f16 sign first gives, vcvtph2ps keeping the sign, of a NaN too). bf16: the
  // 16 lanes shifted or masked into f32 bit patterns (flips applied to the raw bits), then the
  // same doubling.
  template <bool kBf16, bool kFlip>
  EMU_AVX512_INLINE static void b_row_pairs(const uint32_t* reg, uint32_t flip, int h, __m512 (&bk)[2]) {
    const __mmask16 all = 0xffff;   // (zero-masking forms: GCC 12 warns about the plain ones' pass-through)
    if (!kBf16) {
      const __m512i elo = _mm512_setr_epi32(0, 0, 2, 2, 4, 4, 6, 6, 8, 8, 10, 10, 12, 12, 14, 14);
      const __m512i ehi = _mm512_setr_epi32(1, 1, 3, 3, 5, 5, 7, 7, 9, 9, 11, 11, 13, 13, 15, 15);
      const __m512 x0 = _mm512_maskz_cvtph_ps(all, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(reg)));
      const __m512 x1 = _mm512_maskz_cvtph_ps(all, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(reg + 8)));
      bk[0] = _mm512_maskz_permutexvar_ps(all, h ? ehi : elo, x0);
      bk[1] = _mm512_maskz_permutexvar_ps(all, h ? ehi : elo, x1);
      if (kFlip) {
        const __m512i s = _mm512_set1_epi32(int(h ? flip & 0x80000000u : (flip & 0x8000u) << 16));
        bk[0] = _mm512_castsi512_ps(_mm512_xor_si512(_mm512_castps_si512(bk[0]), s));
        bk[1] = _mm512_castsi512_ps(_mm512_xor_si512(_mm512_castps_si512(bk[1]), s));
      }
    } else {
      const __m512i w = _mm512_xor_si512(_mm512_loadu_si512(reg), _mm512_set1_epi32(int(flip)));
      const __m512i row = h ? _mm512_and_si512(w, _mm512_set1_epi32(int(0xffff0000u))) : _mm512_maskz_slli_epi32(all, w, 16);
      double_row(_mm512_castsi512_ps(row), bk);
    }
  }

  // A row of 16 elements as the pair layout's two B registers: each element doubled.
  EMU_AVX512_INLINE static void double_row(__m512 row, __m512 (&bk)[2]) {
    const __mmask16 all = 0xffff;
    const __m512i d0 = _mm512_setr_epi32(0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7);
    const __m512i d1 = _mm512_setr_epi32(8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13, 14, 14, 15, 15);
    bk[0] = _mm512_maskz_permutexvar_ps(all, d0, row);
    bk[1] = _mm512_maskz_permutexvar_ps(all, d1, row);
  }

  // B's rows from its registers (b: register 0 of B, lanes 0-15).
  template <bool kBf16, bool kFlip>
  struct RegisterB {
    const uint32_t* b;
    uint32_t flip;
    EMU_AVX512_INLINE void operator()(int k, __m512 (&bk)[2]) const { b_row_pairs<kBf16, kFlip>(b + (k >> 1) * kLanes, flip, k & 1, bk); }
  };
  // r += A x B over k = 0..15 with B read from its registers and widened next to its
  // multiply-adds, so B never goes through a tile in memory. kFused: one FMA per step, for
  // products that are exact in f32; otherwise the product rounds first. kFlip: flip_b is not
  // zero. B is read here only, so a caller may store D over it afterwards.
  template <bool kBf16, bool kFused, bool kFlip>
  EMU_AVX512_INLINE static void pairs_b_in_registers(const Tile& at, const uint32_t* b, uint32_t flip_b, __m512 (&r)[8][2]) {
    pair_steps<kFused>(at, RegisterB<kBf16, kFlip>{b, flip_b}, r);
  }

  // B's rows from a widened tile (the integer kinds).
  struct TileB {
    const Tile& bt;
    EMU_AVX512_INLINE void operator()(int k, __m512 (&bk)[2]) const { double_row(_mm512_load_ps(&bt[k][0]), bk); }
  };

  // acc += at x bt with one FMA per step (every product exact in f32: the integer kinds).
  EMU_AVX512 static void mma_exact_products(const Tile& at, const Tile& bt, Tile& acc) {
    __m512 r[8][2];
    rows_to_pairs(&acc[0][0], r);
    pair_steps<true>(at, TileB{bt}, r);
    pairs_to_rows(r, &acc[0][0]);
  }

  // The k = 0..15 steps on the pair layout, B's row k (doubled) from brows(k, bk).
  template <bool kFused, class BRows>
  EMU_AVX512_INLINE static void pair_steps(const Tile& at, const BRows& brows, __m512 (&r)[8][2]) {
#pragma GCC unroll 16
    for (int k = 0; k < N; ++k) {
      __m512 bk[2];
      brows(k, bk);
      __asm__("" : "+v"(bk[0]), "+v"(bk[1]));   // in registers: GCC would fold reloads into the FMAs
#pragma GCC unroll 8
      for (int p = 0; p < 8; ++p) {
        double pair;   // A's elements 2p and 2p + 1 of column k, adjacent in the tile
        std::memcpy(&pair, &at[k][2 * p], sizeof pair);
        const __m512 a = _mm512_castpd_ps(_mm512_set1_pd(pair));
#pragma GCC unroll 2
        for (int h = 0; h < 2; ++h) {
          if (kFused) {
            r[p][h] = _mm512_fmadd_ps(a, bk[h], r[p][h]);
          } else {
            // The empty asm on the product keeps the compiler from contracting it and the sum
            // into an FMA (GCC's default -ffp-contract=fast would, and these products must
            // round first); the one on a ties the product to r, or GCC hoists the products
            // ahead of the sums and spills them.
            __m512 a_r = a;
            __asm__("" : "+v"(a_r) : "v"(r[p][h]));
            __m512 prod = _mm512_mul_ps(a_r, bk[h]);
            __asm__("" : "+v"(prod));
            r[p][h] = _mm512_add_ps(r[p][h], prod);
          }
        }
      }
    }
  }

  // pairs_b_in_registers with kFlip chosen by flip_b.
  template <bool kBf16, bool kFused>
  EMU_AVX512_INLINE static void pairs_b(const Tile& at, const uint32_t* b, uint32_t flip_b, __m512 (&r)[8][2]) {
    if (flip_b) pairs_b_in_registers<kBf16, kFused, true>(at, b, flip_b, r);
    else pairs_b_in_registers<kBf16, kFused, false>(at, b, 0, r);
  }

  // The f32-accumulator form straight from C to D (D canonicalised as store_d32). A NaN is rare,
  // so the registers are tested in pairs (vcmpunordps of two is true where either is NaN: 8
  // compares and the mask ORs) and replaced only when one is there.
  template <bool kBf16, bool kFused>
  EMU_AVX512 static void mma_c32_d32_b_in_registers(const Tile& at, const uint32_t* b, uint32_t flip_b,
                                                    const uint32_t* c, uint32_t* d) {
    __m512 r[8][2];
    rows_to_pairs(reinterpret_cast<const float*>(c), r);
    pairs_b<kBf16, kFused>(at, b, flip_b, r);
    __mmask16 any_nan = 0;
#pragma GCC unroll 8
    for (int p = 0; p < 8; ++p) any_nan |= _mm512_cmp_ps_mask(r[p][0], r[p][1], _CMP_UNORD_Q);
    if (__builtin_expect(any_nan != 0, 0)) {
      const __m512 qnan = _mm512_castsi512_ps(_mm512_set1_epi32(int(fp::kF32QNaN)));
      // (unrolled: a loop over r would keep all of r on the stack, on the common path too)
#pragma GCC unroll 8
      for (int p = 0; p < 8; ++p)
#pragma GCC unroll 2
        for (int h = 0; h < 2; ++h)
          r[p][h] = _mm512_mask_mov_ps(r[p][h], _mm512_cmp_ps_mask(r[p][h], r[p][h], _CMP_UNORD_Q), qnan);
    }
    pairs_to_rows(r, reinterpret_cast<float*>(d));
  }

  // The same on an accumulator tile (the 16-bit C/D and modifier forms).
  template <bool kBf16, bool kFused>
  EMU_AVX512 static void mma_acc_b_in_registers(const Tile& at, const uint32_t* b, uint32_t flip_b, Tile& acc) {
    __m512 r[8][2];
    rows_to_pairs(&acc[0][0], r);
    pairs_b<kBf16, kFused>(at, b, flip_b, r);
    pairs_to_rows(r, &acc[0][0]);
  }

  // Whether every product of a bf16 A and B element is exact in f32, so that the fused form
  // rounds exactly as the multiply-then-add. With 8 significant bits each, a product of normal
  // elements of biased exponents ea and eb has 16 significant bits and lies in
  // [2^(ea+eb-254), 2^(ea+eb-252)): a normal f32 when ea + eb >= 128, finite when ea + eb <= 380.
  // A denormal element (taken as exponent 0 here) times one of exponent >= 128 is a multiple of
  // 2^-139 below 2^-111 with at most 15 significant bits: exact too. Zeros give exact zeros and
  // are left out of the smallest exponent. Infinities and NaNs count as exponent 255 in the
  // largest one; when that still passes (the other tile's largest exponent <= 125) fusing is
  // still exact: inf * x is inf or NaN either way, and NaN results are canonicalised.
  // Magnitudes (bits [14:0]) order like the values' absolute values, so their extremes give the
  // extreme exponents (bits [14:7]). The sign flips do not change magnitudes.
  EMU_AVX512 static bool bf16_products_exact(const uint32_t* a, const uint32_t* b) {
    const __m512i m15 = _mm512_set1_epi32(0x7fff), one = _mm512_set1_epi32(1);
    const __mmask16 all = 0xffff;   // zero-masking forms, as in load_ab16
    __m512i mx[2], mn[2];   // per operand: largest magnitude, smallest nonzero magnitude - 1
    const uint32_t* op[2] = {a, b};
    for (int o = 0; o < 2; ++o) {
      mx[o] = _mm512_setzero_si512();
      mn[o] = _mm512_set1_epi32(-1);
#pragma GCC unroll 8
      for (int g = 0; g < 8; ++g) {
        const __m512i w = _mm512_loadu_si512(op[o] + g * kLanes);
        const __m512i lo = _mm512_and_si512(w, m15), hi = _mm512_and_si512(_mm512_maskz_srli_epi32(all, w, 16), m15);
        mx[o] = _mm512_maskz_max_epu32(all, mx[o], _mm512_maskz_max_epu32(all, lo, hi));
        // magnitude - 1 wraps a zero to 0xffffffff, out of the minimum's way
        mn[o] = _mm512_maskz_min_epu32(all, mn[o], _mm512_maskz_min_epu32(all, _mm512_sub_epi32(lo, one), _mm512_sub_epi32(hi, one)));
      }
    }
    alignas(64) uint32_t v[4][16];
    _mm512_store_si512(v[0], mx[0]);
    _mm512_store_si512(v[1], mx[1]);
    _mm512_store_si512(v[2], mn[0]);
    _mm512_store_si512(v[3], mn[1]);
    return bf16_exact_from_lanes(&v[0][0], 16);
  }
};

bool cpu_has_avx512() {
  static const bool ok = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx2") &&
                         __builtin_cpu_supports("f16c") && __builtin_cpu_supports("fma");
  return ok;
}

bool cpu_has_avx2_f16c() {
  // Immutable after its thread-safe one-time initialisation.
  static const bool ok = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("f16c") &&
                         __builtin_cpu_supports("fma");
  return ok;
}
#else
bool cpu_has_avx2_f16c() { return false; }
bool cpu_has_avx512() { return false; }
#endif  // EMU_WMMA_HAVE_X86

// ===================================================================== the two instruction shapes

// Whether backend B has fused paths for operands whose products are exact in f32.
template <class B>
constexpr bool kHasExactProductPath =
#if EMU_WMMA_HAVE_X86
    std::is_same<B, Avx512>::value || std::is_same<B, Avx2F16c>::value;
#else
    false;
#endif

// Whether backend B has the f32-accumulator path that unpacks B in registers.
template <class B>
constexpr bool kHasRegisterBPath =
#if EMU_WMMA_HAVE_X86
    std::is_same<B, Avx512>::value;
#else
    false;
#endif

template <class B>
void execute_float(WmmaKind kind, const uint32_t* a, const uint32_t* b, const uint32_t* c,
                   uint32_t* d, unsigned neg_lo, unsigned neg_hi, unsigned opsel, bool clamp,
                   float* a_tile, bool a_tile_valid) {
  alignas(64) float own_at[N][N];
  // A's widened tile: the caller's (perhaps already holding it) or this frame's.
  Tile& at = a_tile ? *reinterpret_cast<Tile*>(a_tile) : own_at;
  if (!a_tile) a_tile_valid = false;
  alignas(64) float bt[N][N];
  alignas(64) float acc[N][N];
  float* const accf = &acc[0][0];

  const bool bf16 = kind == WmmaKind::F32_BF16 || kind == WmmaKind::BF16_BF16;
  // NEG_LO / NEG_HI on A (bit 0) and B (bit 1): sign flips of the even-k (bits [15:0]) and
  // odd-k (bits [31:16]) halves.
  const uint32_t flip_a = ((neg_lo & 1u) ? 0x8000u : 0u) | ((neg_hi & 1u) ? 0x80000000u : 0u);
  const uint32_t flip_b = ((neg_lo & 2u) ? 0x8000u : 0u) | ((neg_hi & 2u) ? 0x80000000u : 0u);
  const bool cd16 = wmma_cd_is_16bit(kind);
  const uintptr_t cu = reinterpret_cast<uintptr_t>(c), du = reinterpret_cast<uintptr_t>(d);
  // C: NEG_HI[2] = |C| applied before NEG_LO[2] = -C.
  const bool c_abs = neg_hi & 4u, c_neg = neg_lo & 4u;
  // The common f32-accumulator form straight from C to D: C and D equal or disjoint (so no D
  // row overwrites a C row still to be read), no modifier on C, no clamp.
  const bool c32_to_d32 = !cd16 && !clamp && !c_abs && !c_neg &&
                          (cu == du || cu + kCDWords * 4 <= du || du + kCDWords * 4 <= cu);
  const int sh = ((opsel >> 2) & 1u) ? 16 : 0;  // OPSEL[2]: the 16-bit half of C and D
  // The register-B backend reads B in place, all of it before the first D row is stored, so D
  // may overlap B. The SIMD backends fuse the multiply-adds where every product is exact in f32
  // (always for f16, bf16_products_exact for bf16), which rounds as the multiply-then-add.
  bool fused = false;
  if constexpr (kHasExactProductPath<B>) fused = !bf16 || B::bf16_products_exact(a, b);
  if (a_tile_valid) {
    // at holds A already (the same registers, format and flips, unchanged since).
  } else if (bf16) {
    B::template load_ab16<true>(a, flip_a, at);
  } else {
    B::template load_ab16<false>(a, flip_a, at);
  }
  if constexpr (!kHasRegisterBPath<B>) {
    if (bf16) B::template load_ab16<true>(b, flip_b, bt);
    else B::template load_ab16<false>(b, flip_b, bt);
  }
  if (c32_to_d32) {
    if constexpr (kHasRegisterBPath<B>) {
      if (!bf16) B::template mma_c32_d32_b_in_registers<false, true>(at, b, flip_b, c, d);
      else if (fused) B::template mma_c32_d32_b_in_registers<true, true>(at, b, flip_b, c, d);
      else B::template mma_c32_d32_b_in_registers<true, false>(at, b, flip_b, c, d);
    } else if constexpr (kHasExactProductPath<B>) {
      if (fused) B::mma_c32_d32_exact(at, bt, c, d);   // A and B are in local tiles; products exact
      else B::mma_c32_d32(at, bt, c, d);
    } else {
      B::mma_c32_d32(at, bt, c, d);   // A and B are in local tiles
    }
    return;
  }
  if (cd16)
    B::load_c16(c, sh, c_abs ? 0x7fffu : 0xffffu, c_neg ? 0x8000u : 0u, bf16, accf);
  else
    B::load_c32(c, c_abs ? 0x7fffffffu : 0xffffffffu, c_neg ? 0x80000000u : 0u, accf);
  if constexpr (kHasRegisterBPath<B>) {
    if (!bf16) B::template mma_acc_b_in_registers<false, true>(at, b, flip_b, acc);
    else if (fused) B::template mma_acc_b_in_registers<true, true>(at, b, flip_b, acc);
    else B::template mma_acc_b_in_registers<true, false>(at, b, flip_b, acc);
  } else if constexpr (kHasExactProductPath<B>) {
    if (fused) B::mma_exact_products(at, bt, acc);   // every product exact in f32
    else B::mma(at, bt, acc);
  } else {
    B::mma(at, bt, acc);
  }

  // Everything is in local tiles now, so d may alias a, b or c.
  if (clamp) {  // VOP3-style clamp of the f32 result (wmma.hpp); rare, so scalar
    for (int w = 0; w < kCDWords; ++w)
      accf[w] = fp::f32_from_bits(fp::clamp01_f32(fp::bits_of(accf[w]), /*dx10_clamp=*/true));
  }
  if (cd16)
    B::store_d16(accf, d, sh, bf16);
  else
    B::store_d32(accf, d);
}

template <class B>
void execute_int(WmmaKind kind, const uint32_t* a, const uint32_t* b, const uint32_t* c,
                 uint32_t* d, unsigned neg_lo, bool clamp) {
  // Elements are at most 8 bits, so every product (|p| <= 255*255) and every partial sum of
  // up to 16 products (< 2^21) is an exact small integer in f32: the float kernel computes the
  // integer dot product exactly; C is added in 32-bit integer arithmetic afterwards.
  alignas(64) float at[N][N];
  alignas(64) float bt[N][N];
  alignas(64) float acc[N][N] = {};
  const bool a_signed = neg_lo & 1u, b_signed = neg_lo & 2u;  // NEG_LO[0] / NEG_LO[1]
  if (kind == WmmaKind::I32_IU8) {
    B::template load_int<8>(a, a_signed, at);
    B::template load_int<8>(b, b_signed, bt);
  } else {
    B::template load_int<4>(a, a_signed, at);
    B::template load_int<4>(b, b_signed, bt);
  }
  if constexpr (kHasExactProductPath<B>) B::mma_exact_products(at, bt, acc);   // small integers: exact
  else B::mma(at, bt, acc);
  B::store_int(&acc[0][0], c, d, clamp);
}

template <class B>
void execute(WmmaKind kind, const uint32_t* a, const uint32_t* b, const uint32_t* c, uint32_t* d,
             unsigned neg_lo, unsigned neg_hi, unsigned opsel, bool clamp, float* a_tile, bool a_tile_valid) {
  switch (kind) {
    case WmmaKind::F32_F16:
    case WmmaKind::F32_BF16:
    case WmmaKind::F16_F16:
    case WmmaKind::BF16_BF16:
      execute_float<B>(kind, a, b, c, d, neg_lo, neg_hi, opsel, clamp, a_tile, a_tile_valid);
      return;
    case WmmaKind::I32_IU8:
    case WmmaKind::I32_IU4:
      execute_int<B>(kind, a, b, c, d, neg_lo, clamp);
      return;
  }
}

}  // namespace

const char* wmma_name(WmmaKind k) {
  switch (k) {
    case WmmaKind::F32_F16: return "v_wmma_f32_16x16x16_f16";
    case WmmaKind::F32_BF16: return "v_wmma_f32_16x16x16_bf16";
    case WmmaKind::F16_F16: return "v_wmma_f16_16x16x16_f16";
    case WmmaKind::BF16_BF16: return "v_wmma_bf16_16x16x16_bf16";
    case WmmaKind::I32_IU8: return "v_wmma_i32_16x16x16_iu8";
    case WmmaKind::I32_IU4: return "v_wmma_i32_16x16x16_iu4";
  }
  return "v_wmma_?";
}

bool wmma_kind_from_vop3p_opcode(unsigned opcode, WmmaKind* kind) {
  // VOP3P opcodes 0x40..0x45 in the order of WmmaKind (llvm-mc-19 -show-encoding).
  if (opcode < 0x40u || opcode > 0x45u) return false;
  if (kind) *kind = WmmaKind(opcode - 0x40u);
  return true;
}

bool wmma_impl_available(WmmaImpl impl) {
  switch (impl) {
    case WmmaImpl::Auto:
    case WmmaImpl::Portable: return true;
    case WmmaImpl::Avx2F16c: return cpu_has_avx2_f16c();
    case WmmaImpl::Avx512: return cpu_has_avx512();
  }
  return false;
}

WmmaImpl wmma_selected_impl() {
  return cpu_has_avx512() ? WmmaImpl::Avx512 : cpu_has_avx2_f16c() ? WmmaImpl::Avx2F16c : WmmaImpl::Portable;
}

WmmaFunction wmma_function(WmmaImpl impl) {
  if (impl == WmmaImpl::Auto) impl = wmma_selected_impl();
#if EMU_WMMA_HAVE_X86
  if (impl == WmmaImpl::Avx512 && cpu_has_avx512()) return execute<Avx512>;
  if (impl == WmmaImpl::Avx2F16c && cpu_has_avx2_f16c()) return execute<Avx2F16c>;
#endif
  return execute<Portable>;
}

#if EMU_WMMA_HAVE_X86
namespace {
void f32_f16_avx512(const uint32_t* a, const uint32_t* b, const uint32_t* c, uint32_t* d, float* a_tile,
                    bool a_tile_valid) {
  Tile& at = *reinterpret_cast<Tile*>(a_tile);
  if (!a_tile_valid) Avx512::load_ab16<false>(a, 0, at);
  Avx512::mma_c32_d32_b_in_registers<false, true>(at, b, 0, c, d);
}
}  // namespace
#endif

WmmaF32F16Function wmma_f32_f16_function(WmmaImpl impl) {
  if (impl == WmmaImpl::Auto) impl = wmma_selected_impl();
#if EMU_WMMA_HAVE_X86
  if (impl == WmmaImpl::Avx512 && cpu_has_avx512()) return f32_f16_avx512;
#endif
  return nullptr;
}

void wmma_execute_with(WmmaImpl impl, WmmaKind kind, const uint32_t* a, const uint32_t* b,
                       const uint32_t* c, uint32_t* d, unsigned neg_lo, unsigned neg_hi,
                       unsigned opsel, bool clamp) {
  wmma_function(impl)(kind, a, b, c, d, neg_lo, neg_hi, opsel, clamp, nullptr, false);
}

void wmma_execute(WmmaKind kind, const uint32_t* a, const uint32_t* b, const uint32_t* c,
                  uint32_t* d, unsigned neg_lo, unsigned neg_hi, unsigned opsel, bool clamp) {
  wmma_execute_with(WmmaImpl::Auto, kind, a, b, c, d, neg_lo, neg_hi, opsel, clamp);
}

unsigned wmma_find_half_mismatches(const uint32_t* op, unsigned regs, uint32_t exec_mask,
                                   WmmaHalfMismatch* out, unsigned max_out) {
  const uint32_t pairs = exec_mask & (exec_mask >> 16) & 0xffffu;  // both copies selected
  unsigned count = 0;
  for (unsigned g = 0; g < regs; ++g) {
    const uint32_t* reg = op + g * kLanes;
    for (unsigned l = 0; l < 16; ++l) {
      if (!((pairs >> l) & 1u) || reg[l] == reg[l + 16]) continue;
      if (out && count < max_out) out[count] = WmmaHalfMismatch{g, l, reg[l], reg[l + 16]};
      ++count;
    }
  }
  return count;
}

bool wmma_operand_halves_match(const uint32_t* op, unsigned regs, uint32_t exec_mask) {
  const uint32_t pairs = exec_mask & (exec_mask >> 16) & 0xffffu;
  for (unsigned g = 0; g < regs; ++g) {
    const uint32_t* reg = op + g * kLanes;
    for (unsigned l = 0; l < 16; ++l)
      if (((pairs >> l) & 1u) && reg[l] != reg[l + 16]) return false;
  }
  return true;
}

}  // namespace emu
