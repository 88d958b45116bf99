// Helpers shared by the memory-instruction handlers: exec_lds.cpp (DS), exec_vmem.cpp (FLAT,
// GLOBAL, SCRATCH, MUBUF) and exec_smem.cpp (SMEM). Internal to those files.
//
// Atomic read-modify-write rules (one table for LDS and memory atomics; the pseudocode is the
// RDNA3 ISA guide's, chapter 16 "LDS & GDS Instructions" and chapter 9 table 39 "MUBUF
// Instructions"; FLAT/GLOBAL atomics are "nearly identical to the BUFFER instruction set", ch. 11):
//   cmpswap / cmpstore   mem = (mem == cmp) ? src : mem, src = DATA (data0, or the low half of the
//                        DATA tuple), cmp = DATA2 (data1, or the high half). gfx11 swapped the DS
//                        order to agree with BUFFER_ATOMIC_CMPSWAP ("In this architecture the
//                        order of src and cmp agree with the BUFFER_ATOMIC_CMPSWAP opcode");
//                        LLVM's DSInstructions.td selects DS_CMPSTORE with ($swap, $cmp) on
//                        isGFX11Plus and the swapped order only for GFX6..GFX10.
//   inc                  mem = (mem >= src) ? 0 : mem + 1
//   dec                  mem = (mem == 0 || mem > src) ? src : mem - 1
//   csub (global/buffer) mem = (src > mem) ? 0 : mem - src
//   rsub (DS)            mem = src - mem
//   mskor (DS)           mem = (mem & ~DATA) | DATA2
//   wrap (DS)            mem = (mem >= DATA) ? mem - DATA : mem + DATA2
// Float atomics (RDNA3 ISA ch. 13 "Float Memory Atomics"):
//   * add is round-to-nearest-even whatever MODE.round says (13.1); NaN + NaN gives SRC0's NaN
//     quieted, SRC0 being the data operand (the pseudocode is "MEM = src + tmp").
//   * Denormals (13.2): LDS add uses both MODE f32 denorm bits (input and output); LDS and memory
//     min/max/cmpstore use only the input bit, flushing only for the comparison (min/max return
//     an unmodified copy of the selected operand; cmpstore stores the flushed source when it
//     flushes); memory (buffer/flat/global) add_f32 always flushes input denormals ("Flush" in
//     the table). Its output denormals are kept: model choice, the table names inputs only.
//   * min/max (13.3): a signalling NaN operand wins and is returned quieted (data operand first);
//     a quiet NaN loses to a number (minNum/maxNum); two quiet NaNs give the data operand's NaN;
//     -0 < +0. cmpstore_f32/f64 compares as floats: NaN never equal, +0 == -0.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>
#if defined(__SSE2__)
#include <emmintrin.h>
#include <immintrin.h>
#endif

#include "emu/exec/exec.hpp"
#include "emu/exec/fp.hpp"

namespace emu {
namespace memx {

// Calls f(lane) for every set bit of mask, lowest lane first.
template <typename F>
inline void for_lanes(uint32_t mask, F&& f) {
    while (mask) {
        const unsigned lane = static_cast<unsigned>(__builtin_ctz(mask));
        mask &= mask - 1;
        f(lane);
    }
}

// Unsigned minimum and maximum of 32 values (the hot paths' range tests).
__attribute__((always_inline)) inline void minmax_u32x32(const uint32_t* v, uint32_t& mn, uint32_t& mx) {
#if defined(__SSE2__)
    const __m128i bias = _mm_set1_epi32(int(0x80000000u));   // unsigned order as signed order
    __m128i lo = _mm_xor_si128(_mm_loadu_si128(reinterpret_cast<const __m128i*>(v)), bias), hi = lo;
    for (unsigned i = 4; i < 32; i += 4) {
        const __m128i x = _mm_xor_si128(_mm_loadu_si128(reinterpret_cast<const __m128i*>(v + i)), bias);
        const __m128i lt = _mm_cmplt_epi32(x, lo), gt = _mm_cmpgt_epi32(x, hi);
        lo = _mm_or_si128(_mm_and_si128(lt, x), _mm_andnot_si128(lt, lo));
        hi = _mm_or_si128(_mm_and_si128(gt, x), _mm_andnot_si128(gt, hi));
    }
    uint32_t l4[4], h4[4];
    _mm_storeu_si128(reinterpret_cast<__m128i*>(l4), _mm_xor_si128(lo, bias));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(h4), _mm_xor_si128(hi, bias));
    mn = l4[0];
    mx = h4[0];
    for (unsigned i = 1; i < 4; ++i) {
        mn = l4[i] < mn ? l4[i] : mn;
        mx = h4[i] > mx ? h4[i] : mx;
    }
#else
    mn = mx = v[0];
    for (unsigned i = 1; i < 32; ++i) {
        mn = v[i] < mn ? v[i] : mn;
        mx = v[i] > mx ? v[i] : mx;
    }
#endif
}

// Unsigned maximum of 32 values (the LDS hot paths' range test: addresses are unsigned, so only
// the highest can be past the segment).
__attribute__((always_inline)) inline uint32_t max_u32x32(const uint32_t* v) {
#if defined(__SSE2__)
    const __m128i bias = _mm_set1_epi32(int(0x80000000u));   // unsigned order as signed order
    auto ld = [&](unsigned i) { return _mm_xor_si128(_mm_loadu_si128(reinterpret_cast<const __m128i*>(v + i)), bias); };
    auto mx = [](__m128i a, __m128i b) {
        const __m128i gt = _mm_cmpgt_epi32(a, b);
        return _mm_or_si128(_mm_and_si128(gt, a), _mm_andnot_si128(gt, b));
    };
    __m128i m = mx(mx(mx(ld(0), ld(4)), mx(ld(8), ld(12))), mx(mx(ld(16), ld(20)), mx(ld(24), ld(28))));
    m = mx(m, _mm_shuffle_epi32(m, _MM_SHUFFLE(1, 0, 3, 2)));
    m = mx(m, _mm_shuffle_epi32(m, _MM_SHUFFLE(2, 3, 0, 1)));
    return uint32_t(_mm_cvtsi128_si32(m)) ^ 0x80000000u;
#else
    uint32_t mx = v[0];
    for (unsigned i = 1; i < 32; ++i) mx = v[i] > mx ? v[i] : mx;
    return mx;
#endif
}

// A dword from unaligned memory. (No target attribute, unlike the AVX2 helpers below: the AVX2
// gathers' lambdas call it, and a lambda does not inherit its function's target; GCC inlines only
// a callee whose target the caller has, so an AVX2 form of it stayed out of line.)
__attribute__((always_inline)) inline uint32_t load_u32(const void* p) {
    uint32_t v;
    std::memcpy(&v, p, 4);
    return v;
}

// AVX2 forms of the hot paths' range tests and of the 16-byte gather, for the handlers
// registered when the host has AVX2 (add_lds_handlers, add_vmem_handlers: `avx2`).
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define EMU_MEM_HAVE_AVX2 1
#define EMU_MEM_AVX2 __attribute__((target("avx2")))
// The small helpers below, always inlined: GCC had left some out of line (s1's global loads
// called an AVX2 form of load_u32 and minmax_u32x32_avx2: a quarter of its samples).
#define EMU_MEM_AVX2_INLINE __attribute__((target("avx2"), always_inline)) inline

EMU_MEM_AVX2_INLINE __m256i load8_avx2(const uint32_t* v) {
    return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(v));
}

EMU_MEM_AVX2_INLINE uint32_t max_u32x32_avx2(const uint32_t* v) {
    const __m256i m = _mm256_max_epu32(_mm256_max_epu32(load8_avx2(v), load8_avx2(v + 8)),
                                       _mm256_max_epu32(load8_avx2(v + 16), load8_avx2(v + 24)));
    __m128i x = _mm_max_epu32(_mm256_castsi256_si128(m), _mm256_extracti128_si256(m, 1));
    x = _mm_max_epu32(x, _mm_shuffle_epi32(x, _MM_SHUFFLE(1, 0, 3, 2)));
    x = _mm_max_epu32(x, _mm_shuffle_epi32(x, _MM_SHUFFLE(2, 3, 0, 1)));
    return uint32_t(_mm_cvtsi128_si32(x));
}

EMU_MEM_AVX2_INLINE void minmax_u32x32_avx2(const uint32_t* v, uint32_t& mn, uint32_t& mx) {
    const __m256i a = load8_avx2(v), b = load8_avx2(v + 8), c = load8_avx2(v + 16), d = load8_avx2(v + 24);
    const __m256i lo = _mm256_min_epu32(_mm256_min_epu32(a, b), _mm256_min_epu32(c, d));
    const __m256i hi = _mm256_max_epu32(_mm256_max_epu32(a, b), _mm256_max_epu32(c, d));
    __m128i l = _mm_min_epu32(_mm256_castsi256_si128(lo), _mm256_extracti128_si256(lo, 1));
    __m128i h = _mm_max_epu32(_mm256_castsi256_si128(hi), _mm256_extracti128_si256(hi, 1));
    l = _mm_min_epu32(l, _mm_shuffle_epi32(l, _MM_SHUFFLE(1, 0, 3, 2)));
    h = _mm_max_epu32(h, _mm_shuffle_epi32(h, _MM_SHUFFLE(1, 0, 3, 2)));
    l = _mm_min_epu32(l, _mm_shuffle_epi32(l, _MM_SHUFFLE(2, 3, 0, 1)));
    h = _mm_max_epu32(h, _mm_shuffle_epi32(h, _MM_SHUFFLE(2, 3, 0, 1)));
    mn = uint32_t(_mm_cvtsi128_si32(l));
    mx = uint32_t(_mm_cvtsi128_si32(h));
}

// Whether v[16 + l] == v[l] for l = 0..15 (a wave whose second half repeats the first).
EMU_MEM_AVX2_INLINE bool halves_equal_avx2(const uint32_t* v) {
    const __m256i e = _mm256_and_si256(_mm256_cmpeq_epi32(load8_avx2(v), load8_avx2(v + 16)),
                                       _mm256_cmpeq_epi32(load8_avx2(v + 8), load8_avx2(v + 24)));
    return _mm256_movemask_epi8(e) == -1;
}

// Two lanes' 16 bytes in one row: the first in the low half.
EMU_MEM_AVX2_INLINE __m256 lane_pair_avx2(const uint8_t* lo, const uint8_t* hi) {
    const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(lo));
    const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(hi));
    return _mm256_castsi256_ps(_mm256_inserti128_si256(_mm256_castsi128_si256(a), b, 1));
}

// Lanes l .. l + 7 of gather_dwords4_avx2 (below), stored at lane l and, when dup is not 0, at
// lane l + dup too: rows of two lanes' 16 bytes (lanes l + i and l + 4 + i), a 4 x 4 transpose
// inside each 128-bit half, one 32-byte store per register (half the shuffles and stores of the
// SSE2 form). d0: the first of the four destination registers (consecutive, 32 dwords apart).
// Bit-exact shuffles, no arithmetic.
template <typename Src>
EMU_MEM_AVX2 inline void gather_lanes8_dwords4_avx2(Src src, unsigned l, float* d0, unsigned dup) {
    const __m256 r0 = lane_pair_avx2(src(l), src(l + 4)), r1 = lane_pair_avx2(src(l + 1), src(l + 5));
    const __m256 r2 = lane_pair_avx2(src(l + 2), src(l + 6)), r3 = lane_pair_avx2(src(l + 3), src(l + 7));
    const __m256 t0 = _mm256_unpacklo_ps(r0, r1), t1 = _mm256_unpackhi_ps(r0, r1);
    const __m256 t2 = _mm256_unpacklo_ps(r2, r3), t3 = _mm256_unpackhi_ps(r2, r3);
    const __m256 k0 = _mm256_shuffle_ps(t0, t2, _MM_SHUFFLE(1, 0, 1, 0));
    const __m256 k1 = _mm256_shuffle_ps(t0, t2, _MM_SHUFFLE(3, 2, 3, 2));
    const __m256 k2 = _mm256_shuffle_ps(t1, t3, _MM_SHUFFLE(1, 0, 1, 0));
    const __m256 k3 = _mm256_shuffle_ps(t1, t3, _MM_SHUFFLE(3, 2, 3, 2));
    _mm256_storeu_ps(d0 + l, k0);
    _mm256_storeu_ps(d0 + 32 + l, k1);
    _mm256_storeu_ps(d0 + 64 + l, k2);
    _mm256_storeu_ps(d0 + 96 + l, k3);
    if (dup) {
        _mm256_storeu_ps(d0 + l + dup, k0);
        _mm256_storeu_ps(d0 + 32 + l + dup, k1);
        _mm256_storeu_ps(d0 + 64 + l + dup, k2);
        _mm256_storeu_ps(d0 + 96 + l + dup, k3);
    }
}

// Lanes l .. l + 7 of gather_dwords<2> (below) in AVX2, stored at lane l and, when dup is not 0,
// at lane l + dup too: the lanes' 8-byte pairs two to an xmm (lanes l, l+1 | l+2, l+3 |
// l+4, l+5 | l+6, l+7), joined so that one even / odd shuffle of two ymm registers splits them
// into the two destination registers' eight lanes. Bit-exact shuffles, no arithmetic.
template <typename Src>
EMU_MEM_AVX2 inline void gather_lanes8_dwords2_avx2(Src src, unsigned l, float* d0, unsigned dup) {
    auto pair = [&](unsigned i) {
        const __m128 lo = _mm_castsi128_ps(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(src(i))));
        return _mm_loadh_pi(lo, reinterpret_cast<const __m64*>(src(i + 1)));
    };
    const __m256 a = _mm256_insertf128_ps(_mm256_castps128_ps256(pair(l)), pair(l + 4), 1);       // l0 l1 | l4 l5
    const __m256 b = _mm256_insertf128_ps(_mm256_castps128_ps256(pair(l + 2)), pair(l + 6), 1);   // l2 l3 | l6 l7
    const __m256 x = _mm256_shuffle_ps(a, b, _MM_SHUFFLE(2, 0, 2, 0));   // dword 0 of l0..l7
    const __m256 y = _mm256_shuffle_ps(a, b, _MM_SHUFFLE(3, 1, 3, 1));   // dword 1 of l0..l7
    _mm256_storeu_ps(d0 + l, x);
    _mm256_storeu_ps(d0 + 32 + l, y);
    if (dup) {
        _mm256_storeu_ps(d0 + l + dup, x);
        _mm256_storeu_ps(d0 + 32 + l + dup, y);
    }
}

// Lanes l .. l + 7 of gather_dwords<1>: eight scalar loads joined into one 32-byte store (at
// lane l and, when dup is not 0, at l + dup too).
template <typename Src>
EMU_MEM_AVX2 inline void gather_lanes8_dwords1_avx2(Src src, unsigned l, uint32_t* d, unsigned dup) {
    auto four = [&](unsigned i) {
        const __m128i p = _mm_unpacklo_epi32(_mm_cvtsi32_si128(int(load_u32(src(i)))),
                                             _mm_cvtsi32_si128(int(load_u32(src(i + 1)))));
        const __m128i q = _mm_unpacklo_epi32(_mm_cvtsi32_si128(int(load_u32(src(i + 2)))),
                                             _mm_cvtsi32_si128(int(load_u32(src(i + 3)))));
        return _mm_unpacklo_epi64(p, q);
    };
    const __m256i v = _mm256_inserti128_si256(_mm256_castsi128_si256(four(l)), four(l + 4), 1);
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(d + l), v);
    if (dup) _mm256_storeu_si256(reinterpret_cast<__m256i*>(d + l + dup), v);
}

// gather_dwords<4> eight lanes at a time. d: the first of the four destination registers.
template <typename Src>
EMU_MEM_AVX2 inline void gather_dwords4_avx2(Src src, uint32_t* d) {
    float* d0 = reinterpret_cast<float*>(d);
    for (unsigned l = 0; l < 32; l += 8) gather_lanes8_dwords4_avx2(src, l, d0, 0);
}

// The same when lanes 16-31 read what lanes 0-15 read (the WMMA operand loads of the k-series:
// a fragment's second half repeats its first): the 16 lanes' rows are read once and every
// transposed register stored to both halves. The caller tests the addresses; the result is
// gather_dwords4_avx2's.
template <typename Src>
EMU_MEM_AVX2 inline void gather_dwords4_dup_halves_avx2(Src src, uint32_t* d) {
    float* d0 = reinterpret_cast<float*>(d);
    for (unsigned l = 0; l < 16; l += 8) gather_lanes8_dwords4_avx2(src, l, d0, 16);
}

// gather_dwords<N> for N = 1, 2 or 4 in AVX2, eight lanes at a time; when lanes 16-31 read what
// lanes 0-15 read (dup_halves: the caller tested the addresses), the 16 lanes' data is read once
// and stored to both halves. d0: the first destination register (N consecutive, 32 dwords
// apart). The caller has read every lane's address; each eight-lane step reads its lanes'
// addresses before it writes those lanes (and the repeated-halves form writes lanes l + 16 ..
// l + 23, whose addresses it never reads), so d0 may overlap the address register.
template <unsigned N, typename Src>
EMU_MEM_AVX2 inline void gather_dwords_avx2(Src src, uint32_t* d0, bool dup_halves) {
    static_assert(N == 1 || N == 2 || N == 4, "gather_dwords_avx2: one, two or four dwords per lane");
    if (N == 4) {
        if (dup_halves) gather_dwords4_dup_halves_avx2(src, d0);
        else gather_dwords4_avx2(src, d0);
        return;
    }
    const unsigned lanes = dup_halves ? 16 : 32, dup = dup_halves ? 16 : 0;
    for (unsigned l = 0; l < lanes; l += 8) {
        if (N == 2) gather_lanes8_dwords2_avx2(src, l, reinterpret_cast<float*>(d0), dup);
        else gather_lanes8_dwords1_avx2(src, l, d0, dup);
    }
}
#else
#define EMU_MEM_HAVE_AVX2 0
#endif

// Full-wave gather used by the hot paths: d[k][l] = dword k of the N dwords at src(l), for the
// 32 lanes. Callers have already read every lane's address, so d may overlap the address VGPRs.
template <unsigned N, typename Src>
inline void gather_dwords(Src src, uint32_t* const (&d)[N]) {
#if defined(__SSE2__)
    if (N == 4) {   // four lanes at a time: a 4x4 transpose of their 16-byte rows
        for (unsigned l = 0; l < 32; l += 4) {
            __m128 r0 = _mm_loadu_ps(reinterpret_cast<const float*>(src(l)));
            __m128 r1 = _mm_loadu_ps(reinterpret_cast<const float*>(src(l + 1)));
            __m128 r2 = _mm_loadu_ps(reinterpret_cast<const float*>(src(l + 2)));
            __m128 r3 = _mm_loadu_ps(reinterpret_cast<const float*>(src(l + 3)));
            _MM_TRANSPOSE4_PS(r0, r1, r2, r3);   // bit-exact shuffles, no arithmetic
            _mm_storeu_ps(reinterpret_cast<float*>(d[0] + l), r0);
            _mm_storeu_ps(reinterpret_cast<float*>(d[1 % N] + l), r1);
            _mm_storeu_ps(reinterpret_cast<float*>(d[2 % N] + l), r2);
            _mm_storeu_ps(reinterpret_cast<float*>(d[3 % N] + l), r3);
        }
        return;
    }
    if (N == 2) {   // four lanes at a time: their 8-byte pairs in two registers, split by shuffles
        for (unsigned l = 0; l < 32; l += 4) {
            __m128 r01 = _mm_castsi128_ps(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(src(l))));
            r01 = _mm_loadh_pi(r01, reinterpret_cast<const __m64*>(src(l + 1)));
            __m128 r23 = _mm_castsi128_ps(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(src(l + 2))));
            r23 = _mm_loadh_pi(r23, reinterpret_cast<const __m64*>(src(l + 3)));
            _mm_storeu_ps(reinterpret_cast<float*>(d[0] + l), _mm_shuffle_ps(r01, r23, _MM_SHUFFLE(2, 0, 2, 0)));
            _mm_storeu_ps(reinterpret_cast<float*>(d[1 % N] + l), _mm_shuffle_ps(r01, r23, _MM_SHUFFLE(3, 1, 3, 1)));
        }
        return;
    }
    if (N == 1) {   // four lanes at a time, one 16-byte store (the store port is the bottleneck)
        for (unsigned l = 0; l < 32; l += 4) {
            const __m128i a = _mm_unpacklo_epi32(_mm_cvtsi32_si128(load_u32(src(l))), _mm_cvtsi32_si128(load_u32(src(l + 1))));
            const __m128i b = _mm_unpacklo_epi32(_mm_cvtsi32_si128(load_u32(src(l + 2))), _mm_cvtsi32_si128(load_u32(src(l + 3))));
            _mm_storeu_si128(reinterpret_cast<__m128i*>(d[0] + l), _mm_unpacklo_epi64(a, b));
        }
        return;
    }
#endif
    // The sources are memory, never VGPRs: each lane's dwords go straight to their registers.
    for (unsigned l = 0; l < 32; ++l) {
        uint32_t t[N];
        std::memcpy(t, src(l), sizeof t);
        for (unsigned k = 0; k < N; ++k) d[k][l] = t[k];
    }
}

// Full-wave scatter, lanes in order (a later lane's bytes win where accesses overlap):
// the N dwords s[0..N)[l] to dst(l), for the 32 lanes.
template <unsigned N, typename Dst>
inline void scatter_dwords(const uint32_t* const (&s)[N], Dst dst) {
    if (N == 1) {   // one dword per lane, straight from the register (dst is memory, never a VGPR)
        for (unsigned l = 0; l < 32; ++l) std::memcpy(dst(l), s[0] + l, 4);
        return;
    }
#if defined(__SSE2__)
    if (N == 4) {
        for (unsigned l = 0; l < 32; l += 4) {
            __m128 r0 = _mm_loadu_ps(reinterpret_cast<const float*>(s[0] + l));
            __m128 r1 = _mm_loadu_ps(reinterpret_cast<const float*>(s[1 % N] + l));
            __m128 r2 = _mm_loadu_ps(reinterpret_cast<const float*>(s[2 % N] + l));
            __m128 r3 = _mm_loadu_ps(reinterpret_cast<const float*>(s[3 % N] + l));
            _MM_TRANSPOSE4_PS(r0, r1, r2, r3);   // bit-exact shuffles, no arithmetic
            _mm_storeu_ps(reinterpret_cast<float*>(dst(l)), r0);
            _mm_storeu_ps(reinterpret_cast<float*>(dst(l + 1)), r1);
            _mm_storeu_ps(reinterpret_cast<float*>(dst(l + 2)), r2);
            _mm_storeu_ps(reinterpret_cast<float*>(dst(l + 3)), r3);
        }
        return;
    }
    if (N == 2) {   // four lanes at a time: the two registers' dwords paired by unpacks
        for (unsigned l = 0; l < 32; l += 4) {
            const __m128 r0 = _mm_loadu_ps(reinterpret_cast<const float*>(s[0] + l));
            const __m128 r1 = _mm_loadu_ps(reinterpret_cast<const float*>(s[1 % N] + l));
            const __m128 lo = _mm_unpacklo_ps(r0, r1), hi = _mm_unpackhi_ps(r0, r1);   // lanes l, l+1 | l+2, l+3
            _mm_storel_pi(reinterpret_cast<__m64*>(dst(l)), lo);
            _mm_storeh_pi(reinterpret_cast<__m64*>(dst(l + 1)), lo);
            _mm_storel_pi(reinterpret_cast<__m64*>(dst(l + 2)), hi);
            _mm_storeh_pi(reinterpret_cast<__m64*>(dst(l + 3)), hi);
        }
        return;
    }
#endif
    uint32_t tmp[32][N];
    for (unsigned k = 0; k < N; ++k)
        for (unsigned l = 0; l < 32; ++l) tmp[l][k] = s[k][l];
    for (unsigned l = 0; l < 32; ++l) std::memcpy(dst(l), tmp[l], sizeof tmp[l]);
}

template <typename T>
inline T load(const uint8_t* p) {
    T v;
    std::memcpy(&v, p, sizeof v);
    return v;
}
template <typename T>
inline void store(uint8_t* p, T v) {
    std::memcpy(p, &v, sizeof v);
}

inline uint32_t sext8(uint32_t v) { return static_cast<uint32_t>(static_cast<int32_t>(static_cast<int8_t>(v))); }
inline uint32_t sext16(uint32_t v) { return static_cast<uint32_t>(static_cast<int32_t>(static_cast<int16_t>(v))); }

// LDS (group segment) access of `size` bytes at byte address `addr` by `lane`, through
// Wave::lds_ptr (which bounds-checks, and feeds strict-mode race detection and the profiler).
// `addr` is computed in 64 bits, so an address + offset that would wrap past 4 GiB faults too.
// The hardware drops out-of-range LDS stores and reads zero (RDNA3 ISA 11.3/12.7, memviol only
// when reporting is enabled); the emulator faults instead, since such an access is a kernel bug.
// M0 plays no part in the bound on gfx9 and later (LLVM: ldsRequiresM0Init() is pre-GFX9 only).
[[noreturn]] void lds_range_fault(uint64_t addr, uint32_t size, bool write, size_t lds_size, int lane);
inline uint8_t* lds_ptr(Wave& w, uint64_t addr, uint32_t size, bool write, int lane) {
    if (addr + size > w.wg->lds.size()) lds_range_fault(addr, size, write, w.wg->lds.size(), lane);
    return w.lds_ptr(uint32_t(addr), size, write, lane);
}

// Atomics must be naturally aligned (RDNA3 ISA 12.7: "Atomics must be aligned", misaligned
// atomics report MEMVIOL); `what` names the memory ("LDS", "global", ...).
[[noreturn]] void misaligned_atomic_fault(const char* what, uint64_t addr, unsigned size, int lane);

// ------------------------------------------------------------------ atomic operations

enum class AOp : uint8_t {
    Swap, CmpSwap, Add, Sub, Rsub, Csub, MinI, MaxI, MinU, MaxU, And, Or, Xor, Inc, Dec,
    Mskor, Wrap, CmpSwapF, MinF, MaxF, AddF,
};

// Float bit helpers by storage type.
template <typename U> struct FBits;
template <> struct FBits<uint32_t> {
    static bool nan(uint32_t x) { return fp::is_nan_f32(x); }
    static bool snan(uint32_t x) { return fp::is_snan_f32(x); }
    static uint32_t quiet(uint32_t x) { return fp::quiet_f32(x); }
    static uint32_t flush(uint32_t x) { return fp::flush_denorm_f32(x); }
    static constexpr uint32_t kSign = 0x80000000u;
};
template <> struct FBits<uint64_t> {
    static bool nan(uint64_t x) { return fp::is_nan_f64(x); }
    static bool snan(uint64_t x) { return fp::is_snan_f64(x); }
    static uint64_t quiet(uint64_t x) { return fp::quiet_f64(x); }
    static uint64_t flush(uint64_t x) { return fp::flush_denorm_f64(x); }
    static constexpr uint64_t kSign = 0x8000000000000000ull;
};

// a < b on non-NaN floats with -0 < +0.
template <typename U>
inline bool flt(U a, U b) {
    auto key = [](U v) -> U { return (v & FBits<U>::kSign) ? U(~v) : U(v | FBits<U>::kSign); };
    return key(a) < key(b);
}

template <typename U, bool kMax>
inline U atomic_fminmax(U mem, U src, bool keep_denorm_in) {
    using B = FBits<U>;
    if (B::snan(src)) return B::quiet(src);
    if (B::snan(mem)) return B::quiet(mem);
    if (B::nan(src)) return B::nan(mem) ? B::quiet(src) : mem;
    if (B::nan(mem)) return src;
    const U a = keep_denorm_in ? src : B::flush(src);
    const U b = keep_denorm_in ? mem : B::flush(mem);
    const bool take_src = kMax ? flt(b, a) : flt(a, b);
    return take_src ? src : mem;
}

template <typename U>
inline U atomic_fcmpswap(U mem, U src, U cmp, bool keep_denorm_in) {
    using B = FBits<U>;
    const U m = keep_denorm_in ? mem : B::flush(mem);
    const U c = keep_denorm_in ? cmp : B::flush(cmp);
    if (B::nan(m) || B::nan(c)) return mem;
    const bool eq = m == c || ((m & ~B::kSign) == 0 && (c & ~B::kSign) == 0);
    if (!eq) return mem;
    return keep_denorm_in ? src : B::flush(src);
}

// New memory value of an atomic on a T (uint32_t or uint64_t) location. `d0` is DATA (src),
// `d1` DATA2 (cmp for the compare-swaps, the OR value of mskor, the add value of wrap).
// `lds` selects the LDS float rules (see the header comment).
template <typename T>
inline T atomic_apply(AOp op, T mem, T d0, T d1, const Wave& w, bool lds) {
    using S = typename std::conditional<sizeof(T) == 8, int64_t, int32_t>::type;
    const bool f64 = sizeof(T) == 8;
    const bool keep_in = f64 ? denorm_in_f16_f64(w) : denorm_in_f32(w);
    switch (op) {
    case AOp::Swap: return d0;
    case AOp::CmpSwap: return mem == d1 ? d0 : mem;
    case AOp::Add: return T(mem + d0);
    case AOp::Sub: return T(mem - d0);
    case AOp::Rsub: return T(d0 - mem);
    case AOp::Csub: return d0 > mem ? T(0) : T(mem - d0);
    case AOp::MinI: return S(d0) < S(mem) ? d0 : mem;
    case AOp::MaxI: return S(d0) > S(mem) ? d0 : mem;
    case AOp::MinU: return d0 < mem ? d0 : mem;
    case AOp::MaxU: return d0 > mem ? d0 : mem;
    case AOp::And: return mem & d0;
    case AOp::Or: return mem | d0;
    case AOp::Xor: return mem ^ d0;
    case AOp::Inc: return mem >= d0 ? T(0) : T(mem + 1);
    case AOp::Dec: return (mem == 0 || mem > d0) ? d0 : T(mem - 1);
    case AOp::Mskor: return (mem & ~d0) | d1;
    case AOp::Wrap: return mem >= d0 ? T(mem - d0) : T(mem + d1);
    case AOp::CmpSwapF: return atomic_fcmpswap<T>(mem, d0, d1, keep_in);
    case AOp::MinF: return atomic_fminmax<T, false>(mem, d0, keep_in);
    case AOp::MaxF: return atomic_fminmax<T, true>(mem, d0, keep_in);
    case AOp::AddF:
        if (f64) break;   // no 64-bit float add atomic on gfx11
        if (lds)
            return T(fp::add_f32(uint32_t(d0), uint32_t(mem), fp::Round::NearestEven, denorm_in_f32(w),
                                 denorm_out_f32(w)));
        return T(fp::add_f32(uint32_t(d0), uint32_t(mem), fp::Round::NearestEven, false, true));
    }
    fault("internal error: atomic operation not defined for this width");
}

// Atomic read-modify-write of host memory shared with other host threads (global memory: other
// workgroups run concurrently). p must be aligned to sizeof(T). Returns the pre-op value.
template <typename T>
inline T host_atomic(uint8_t* p, AOp op, T d0, T d1, const Wave& w) {
    T* q = reinterpret_cast<T*>(p);
    if (op == AOp::Swap) return __atomic_exchange_n(q, d0, __ATOMIC_SEQ_CST);
    if (op == AOp::CmpSwap) {
        T expected = d1;
        __atomic_compare_exchange_n(q, &expected, d0, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
        return expected;   // the pre-op value whether or not the swap happened
    }
    if (op == AOp::Add) return __atomic_fetch_add(q, d0, __ATOMIC_SEQ_CST);
    if (op == AOp::Sub) return __atomic_fetch_sub(q, d0, __ATOMIC_SEQ_CST);
    if (op == AOp::And) return __atomic_fetch_and(q, d0, __ATOMIC_SEQ_CST);
    if (op == AOp::Or) return __atomic_fetch_or(q, d0, __ATOMIC_SEQ_CST);
    if (op == AOp::Xor) return __atomic_fetch_xor(q, d0, __ATOMIC_SEQ_CST);
    T old = __atomic_load_n(q, __ATOMIC_SEQ_CST);
    for (;;) {
        const T nv = atomic_apply<T>(op, old, d0, d1, w, false);
        if (__atomic_compare_exchange_n(q, &old, nv, true, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) return old;
    }
}

}  // namespace memx
}  // namespace emu
