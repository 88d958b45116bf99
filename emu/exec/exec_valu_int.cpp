// Vector ALU: integer and bitwise operations (32, 64 and 16 bits), carry chains, packed 16-bit
// integers (VOP3P) and the integer dot products.
//
// Semantics follow the RDNA3.5 ISA pseudocode. Shift counts use only the low 5 bits (32-bit
// data), 6 bits (64-bit) or 4 bits (16-bit). The VOP3 clamp bit on integer add / sub / mad /
// multiply / sad / dot saturates the result to the destination type ("supports saturation");
// a carry or borrow out is still reported from the unclamped operation.
#if defined(__x86_64__)
#include <immintrin.h>
#endif
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "emu/exec/exec_valu_common.hpp"
#include "emu/exec/lanes.hpp"

namespace emu {
namespace valu {
namespace {

inline int32_t sext24(uint32_t v) { return int32_t(v << 8) >> 8; }
inline uint32_t sat_u32(uint64_t v) { return v > 0xffffffffull ? 0xffffffffu : uint32_t(v); }
inline int32_t sat_i32(int64_t v) {
    return v > INT32_MAX ? INT32_MAX : (v < INT32_MIN ? INT32_MIN : int32_t(v));
}
inline uint16_t sat_u16(int64_t v) { return v < 0 ? 0 : (v > 0xffff ? 0xffff : uint16_t(v)); }
inline int16_t sat_i16(int64_t v) { return v > INT16_MAX ? INT16_MAX : (v < INT16_MIN ? INT16_MIN : int16_t(v)); }

// Result of an unsigned op with optional saturation to [0, 2^32).
inline uint32_t u32r(bool clamp, int64_t v) {
    if (!clamp) return uint32_t(v);
    return v < 0 ? 0u : sat_u32(uint64_t(v));
}
inline uint32_t i32r(bool clamp, int64_t v) { return clamp ? uint32_t(sat_i32(v)) : uint32_t(v); }

inline int32_t clz32(uint32_t v) { return v ? __builtin_clz(v) : -1; }
inline int32_t ctz32(uint32_t v) { return v ? __builtin_ctz(v) : -1; }
inline int32_t cls32(uint32_t v) {
    const uint32_t x = (v >> 31) ? ~v : v;   // leading sign copies become leading zeros
    return x ? __builtin_clz(x) : -1;
}
inline uint32_t bfrev32(uint32_t v) {
    v = ((v >> 1) & 0x55555555u) | ((v & 0x55555555u) << 1);
    v = ((v >> 2) & 0x33333333u) | ((v & 0x33333333u) << 2);
    v = ((v >> 4) & 0x0f0f0f0fu) | ((v & 0x0f0f0f0fu) << 4);
    v = ((v >> 8) & 0x00ff00ffu) | ((v & 0x00ff00ffu) << 8);
    return (v >> 16) | (v << 16);
}

inline uint32_t bfe_u(uint32_t a, uint32_t off, uint32_t width) {
    off &= 31;
    width &= 31;
    return (a >> off) & ((1u << width) - 1u);
}
inline uint32_t bfe_i(uint32_t a, uint32_t off, uint32_t width) {
    off &= 31;
    width &= 31;
    if (width == 0) return 0;
    // S0.i32 >> offset is an arithmetic shift: a field running past bit 31 sees sign copies.
    const uint32_t t = uint32_t(int32_t(a) >> off) & ((1u << width) - 1u);
    const uint32_t sh = 32 - width;
    return uint32_t(int32_t(t << sh) >> sh);
}

inline uint32_t perm_byte(uint64_t data, uint32_t sel) {
    sel &= 0xff;
    auto byte = [&](unsigned i) { return uint32_t(data >> (8 * i)) & 0xffu; };
    if (sel >= 13) return 0xff;
    if (sel == 12) return 0x00;
    if (sel == 11) return (byte(7) >> 7) ? 0xff : 0;
    if (sel == 10) return (byte(5) >> 7) ? 0xff : 0;
    if (sel == 9) return (byte(3) >> 7) ? 0xff : 0;
    if (sel == 8) return (byte(1) >> 7) ? 0xff : 0;
    return byte(sel);
}
inline uint32_t perm32(uint32_t s0, uint32_t s1, uint32_t sel) {
    const uint64_t data = (uint64_t(s0) << 32) | s1;
    return perm_byte(data, sel) | (perm_byte(data, sel >> 8) << 8) | (perm_byte(data, sel >> 16) << 16) |
           (perm_byte(data, sel >> 24) << 24);
}

inline uint32_t absdiff(uint32_t x, uint32_t y) { return x > y ? x - y : y - x; }
inline uint32_t sad_u8(uint32_t a, uint32_t b, uint32_t acc) {
    for (int i = 0; i < 32; i += 8) acc += absdiff((a >> i) & 0xff, (b >> i) & 0xff);
    return acc;
}
inline uint32_t msad_u8(uint32_t a, uint32_t b, uint32_t acc) {
    for (int i = 0; i < 32; i += 8)
        if ((b >> i) & 0xff) acc += absdiff((a >> i) & 0xff, (b >> i) & 0xff);
    return acc;
}
inline uint64_t sad_u8_64(uint32_t a, uint32_t b, uint32_t acc) {   // exact sum for clamp
    uint64_t r = acc;
    for (int i = 0; i < 32; i += 8) r += absdiff((a >> i) & 0xff, (b >> i) & 0xff);
    return r;
}

inline uint32_t lerp_u8(uint32_t a, uint32_t b, uint32_t c) {
    uint32_t r = 0;
    for (int i = 0; i < 32; i += 8) r |= ((((a >> i) & 0xff) + ((b >> i) & 0xff) + ((c >> i) & 1)) >> 1) << i;
    return r;
}

template <class T>
inline T med3(T a, T b, T c) {
    const T mx = std::max(std::max(a, b), c);
    if (mx == a) return std::max(b, c);
    if (mx == b) return std::max(a, c);
    return std::max(a, b);
}

// ------------------------------------------------------------------------- 32-bit handlers

// Integer one-, two- and three-operand handlers. On a full wave the sources' lanes are arrays and
// the 32 results go to a local array first (so GCC may vectorise the loop: it does not version a
// loop for a destination that may alias a source), then to the destination; otherwise the EXEC
// lane walk. (The lane walk alone cost v_add_nc_u32 743 host instructions per call, under
// cachegrind with tools/handler_cost: s1 spent 30% of its time there.)
#define I32_WAVE(EXPR, NSRC)                                                          \
    if (cx.active == 0xffffffffu) {                                                   \
        alignas(64) uint32_t sbuf[NSRC][32], r[32];                                   \
        const uint32_t* p[3] = {nullptr, nullptr, nullptr};                           \
        for (int i = 0; i < NSRC; ++i) p[i] = cx.lanes(i, sbuf[i]);                   \
        /* the loop once per clamp value, so that a constant folds the clamp away */  \
        auto lanes32 = [&](auto kclamp) {                                             \
            const bool clamp = decltype(kclamp)::value;                               \
            (void)clamp;                                                              \
            for (unsigned l = 0; l < 32; ++l) {                                       \
                const uint32_t a = p[0][l], b = NSRC > 1 ? p[1][l] : 0u;              \
                const uint32_t c = NSRC > 2 ? p[2][l] : 0u;                           \
                (void)b;                                                              \
                (void)c;                                                              \
                r[l] = static_cast<uint32_t>(EXPR);                                   \
            }                                                                         \
        };                                                                            \
        if (in.clamp) lanes32(std::true_type{});                                      \
        else lanes32(std::false_type{});                                              \
        std::memcpy(d, r, sizeof r);                                                  \
        return;                                                                       \
    }

#define I32_1(NAME, EXPR)                                                             \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        uint32_t* d = cx.vdst();                                                      \
        I32_WAVE(EXPR, 1)                                                             \
        for_each_lane(cx.active, [&](unsigned l) {                                    \
            const uint32_t a = cx.u(0, l);                                            \
            d[l] = static_cast<uint32_t>(EXPR);                                       \
        });                                                                           \
    }

#define I32_2(NAME, EXPR)                                                             \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        const bool clamp = in.clamp;                                                  \
        (void)clamp;                                                                  \
        uint32_t* d = cx.vdst();                                                      \
        I32_WAVE(EXPR, 2)                                                             \
        for_each_lane(cx.active, [&](unsigned l) {                                    \
            const uint32_t a = cx.u(0, l), b = cx.u(1, l);                            \
            d[l] = static_cast<uint32_t>(EXPR);                                       \
        });                                                                           \
    }

#define I32_3(NAME, EXPR)                                                             \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        const bool clamp = in.clamp;                                                  \
        (void)clamp;                                                                  \
        uint32_t* d = cx.vdst();                                                      \
        I32_WAVE(EXPR, 3)                                                             \
        for_each_lane(cx.active, [&](unsigned l) {                                    \
            const uint32_t a = cx.u(0, l), b = cx.u(1, l), c = cx.u(2, l);            \
            d[l] = static_cast<uint32_t>(EXPR);                                       \
        });                                                                           \
    }

// VOP1
I32_1(v_not_b32, ~a)
I32_1(v_bfrev_b32, bfrev32(a))
I32_1(v_clz_i32_u32, clz32(a))
I32_1(v_ctz_i32_b32, ctz32(a))
I32_1(v_cls_i32, cls32(a))

// VOP2 / VOP3 two-operand
I32_2(v_mul_i32_i24, i32r(clamp, int64_t(sext24(a)) * sext24(b)))
I32_2(v_mul_hi_i32_i24, uint64_t(int64_t(sext24(a)) * sext24(b)) >> 32)
I32_2(v_mul_u32_u24, u32r(clamp, int64_t(uint64_t(a & 0xffffffu) * (b & 0xffffffu))))
I32_2(v_mul_hi_u32_u24, (uint64_t(a & 0xffffffu) * (b & 0xffffffu)) >> 32)
I32_2(v_min_i32, std::min(int32_t(a), int32_t(b)))
I32_2(v_max_i32, std::max(int32_t(a), int32_t(b)))
I32_2(v_min_u32, std::min(a, b))
I32_2(v_max_u32, std::max(a, b))
I32_2(v_lshlrev_b32, b << (a & 31))
I32_2(v_lshrrev_b32, b >> (a & 31))
I32_2(v_ashrrev_i32, int32_t(b) >> (a & 31))
I32_2(v_and_b32, a & b)
I32_2(v_or_b32, a | b)
I32_2(v_xor_b32, a ^ b)
I32_2(v_xnor_b32, ~(a ^ b))
I32_2(v_add_nc_u32, u32r(clamp, int64_t(a) + b))
I32_2(v_sub_nc_u32, u32r(clamp, int64_t(a) - b))
I32_2(v_subrev_nc_u32, u32r(clamp, int64_t(b) - a))
I32_2(v_add_nc_i32, i32r(clamp, int64_t(int32_t(a)) + int32_t(b)))
I32_2(v_sub_nc_i32, i32r(clamp, int64_t(int32_t(a)) - int32_t(b)))
I32_2(v_mul_lo_u32, a * b)
I32_2(v_mul_hi_u32, (uint64_t(a) * b) >> 32)
I32_2(v_mul_hi_i32, uint64_t(int64_t(int32_t(a)) * int32_t(b)) >> 32)
I32_2(v_bfm_b32, ((1u << (a & 31)) - 1u) << (b & 31))
I32_2(v_bcnt_u32_b32, popcount32(a) + b)
I32_2(v_cvt_pk_u16_u32, fp::pack16(a > 0xffffu ? 0xffffu : uint16_t(a), b > 0xffffu ? 0xffffu : uint16_t(b)))
I32_2(v_cvt_pk_i16_i32, fp::pack16(uint16_t(sat_i16(int32_t(a))), uint16_t(sat_i16(int32_t(b)))))

// VOP3 three-operand
I32_3(v_mad_i32_i24, i32r(clamp, int64_t(sext24(a)) * sext24(b) + int32_t(c)))
I32_3(v_mad_u32_u24, u32r(clamp, int64_t(uint64_t(a & 0xffffffu) * (b & 0xffffffu) + c)))
I32_3(v_bfe_u32, bfe_u(a, b, c))
I32_3(v_bfe_i32, bfe_i(a, b, c))
I32_3(v_bfi_b32, (a & b) | (~a & c))
I32_3(v_lerp_u8, lerp_u8(a, b, c))
I32_3(v_alignbit_b32, uint32_t(((uint64_t(a) << 32) | b) >> (c & 31)))
I32_3(v_alignbyte_b32, uint32_t(((uint64_t(a) << 32) | b) >> ((c & 3) * 8)))
I32_3(v_min3_i32, std::min(std::min(int32_t(a), int32_t(b)), int32_t(c)))
I32_3(v_max3_i32, std::max(std::max(int32_t(a), int32_t(b)), int32_t(c)))
I32_3(v_med3_i32, med3(int32_t(a), int32_t(b), int32_t(c)))
I32_3(v_min3_u32, std::min(std::min(a, b), c))
I32_3(v_max3_u32, std::max(std::max(a, b), c))
I32_3(v_med3_u32, med3(a, b, c))
I32_3(v_maxmin_u32, std::min(std::max(a, b), c))
I32_3(v_minmax_u32, std::max(std::min(a, b), c))
I32_3(v_maxmin_i32, std::min(std::max(int32_t(a), int32_t(b)), int32_t(c)))
I32_3(v_minmax_i32, std::max(std::min(int32_t(a), int32_t(b)), int32_t(c)))
I32_3(v_sad_u8, u32r(clamp, int64_t(sad_u8_64(a, b, c))))
I32_3(v_sad_hi_u8, u32r(clamp, (int64_t(sad_u8(a, b, 0)) << 16) + c))
I32_3(v_sad_u16, u32r(clamp, int64_t(absdiff(a & 0xffff, b & 0xffff)) + absdiff(a >> 16, b >> 16) + c))
I32_3(v_sad_u32, u32r(clamp, int64_t(absdiff(a, b)) + c))
I32_3(v_msad_u8, clamp ? sat_u32(uint64_t(msad_u8(a, b, 0)) + c) : msad_u8(a, b, c))
I32_3(v_xor3_b32, a ^ b ^ c)
// v_perm_b32 with the selector usually a scalar (the GEMM kernels' f16 packing): when every
// selector byte picks a data byte (< 8), each result byte is a shift of the 64-bit data.
VALU_HANDLER(v_perm_b32) {
    Ctx cx(w, in);
    uint32_t* d = cx.vdst();
    if (cx.s[2].mask == 0 && (cx.u(2, 0) & 0xf8f8f8f8u) == 0 && in.dpp.kind == DppKind::None) {
        // data = {S0, S1}: selector byte s < 4 picks byte s of S1, 4..7 byte s - 4 of S0.
        // Sources are copied first (d may overlap them; lane l reads only lane l).
        uint32_t a[32], b[32], r[32];
        auto fill = [&](const Src32& x, uint32_t* out) {
            if (x.mask) std::memcpy(out, x.p, 32 * 4);
            else std::fill(out, out + 32, x.p[0]);
        };
        fill(cx.s[0], a);
        fill(cx.s[1], b);
        const uint32_t sel = cx.u(2, 0);
        const uint32_t* src[4];
        unsigned sh[4];
        for (unsigned i = 0; i < 4; ++i) {
            const unsigned si = (sel >> (8 * i)) & 7;
            src[i] = si >= 4 ? a : b;
            sh[i] = 8 * (si & 3);
        }
        const uint32_t *p0 = src[0], *p1 = src[1], *p2 = src[2], *p3 = src[3];
        const unsigned h0 = sh[0], h1 = sh[1], h2 = sh[2], h3 = sh[3];
        for (unsigned l = 0; l < 32; ++l)
            r[l] = ((p0[l] >> h0) & 0xffu) | (((p1[l] >> h1) & 0xffu) << 8) | (((p2[l] >> h2) & 0xffu) << 16) |
                   (((p3[l] >> h3) & 0xffu) << 24);
        lanes::write_lanes(d, r, cx.active);
        return;
    }
    if (cx.s[2].mask && in.dpp.kind == DppKind::None) {
        // A selector per lane (the attention kernels' transposes): when every selector byte of
        // every lane picks a data byte, each result byte is a shift of that lane's 64-bit data,
        // a branch-free loop over all 32 lanes (written back under EXEC).
        const uint32_t* sel = cx.s[2].p;
        uint32_t any = 0;
        for (unsigned l = 0; l < 32; ++l) any |= sel[l];
        if ((any & 0xf8f8f8f8u) == 0) {
            alignas(64) uint32_t r[32];
            for (unsigned l = 0; l < 32; ++l) {
                const uint64_t x = (uint64_t(cx.u(0, l)) << 32) | cx.u(1, l);
                const uint32_t s = sel[l];
                r[l] = uint32_t((x >> (8 * (s & 7))) & 0xffu) | uint32_t((x >> (8 * ((s >> 8) & 7))) & 0xffu) << 8 |
                       uint32_t((x >> (8 * ((s >> 16) & 7))) & 0xffu) << 16 |
                       uint32_t((x >> (8 * ((s >> 24) & 7))) & 0xffu) << 24;
            }
            lanes::write_lanes(d, r, cx.active);
            return;
        }
    }
    for_each_lane(cx.active, [&](unsigned l) { d[l] = perm32(cx.u(0, l), cx.u(1, l), cx.u(2, l)); });
}
// v_perm_b32 in the GEMM kernels' form, in AVX2 (registered instead of the handler above when
// the host has AVX2): two VGPR data sources, an SGPR or literal selector whose bytes all pick
// data bytes, no DPP. Each result byte is one byte of S1 or S0, so a ymm of eight lanes is two
// vpshufb (each picking its source's bytes, zeroing the others) and an OR. The attention
// kernels' form, a VGPR selector whose bytes all pick data bytes in every lane, is two vpshufb
// and a blend per eight lanes. Every other form goes to v_perm_b32.
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define EMU_VALU_HAVE_AVX2 1
// The destination's lanes under EXEC from four ymm of results.
__attribute__((target("avx2"))) inline void store_perm_avx2(Wave& w, const Inst& in, const __m256i (&r)[4]) {
    uint32_t* d = w.vreg(in.dst - kVgpr0);
    const uint32_t exec = w.exec();
    if (exec == 0xffffffffu) {
#pragma GCC unroll 4
        for (unsigned q = 0; q < 4; ++q) _mm256_storeu_si256(reinterpret_cast<__m256i*>(d + 8 * q), r[q]);
    } else {
        alignas(32) uint32_t t[32];
        for (unsigned q = 0; q < 4; ++q) _mm256_store_si256(reinterpret_cast<__m256i*>(t + 8 * q), r[q]);
        lanes::write_lanes(d, t, exec);
    }
}
__attribute__((target("avx2"))) void v_perm_b32_avx2(Wave& w, const Inst& in) {
    const unsigned c2 = in.src[2];
    if (in.dpp.kind == DppKind::None && in.src[0] >= kVgpr0 && in.src[1] >= kVgpr0 && in.dst >= kVgpr0 &&
        ((c2 < 128 && c2 != kNull) || c2 == kLiteral)) {
        const uint32_t sel = c2 == kLiteral ? in.literal : w.s[c2];
        if ((sel & 0xf8f8f8f8u) == 0) {
            check_vgpr(w, in.src[0] - kVgpr0, 1);
            check_vgpr(w, in.src[1] - kVgpr0, 1);
            check_vgpr(w, in.dst - kVgpr0, 1);
            // vpshufb controls (per 128-bit half: lanes j = 0..3, byte i of lane j picks byte
            // 4 j + s of the source; a set bit 7 zeroes it): va takes S0's bytes (s = 4..7), vb
            // S1's. One 32-bit pattern per source (byte i: s & 3, with 0x80 set in the other
            // source's bytes), broadcast and added to 4 j per lane (0x80 + 4 j keeps bit 7).
            // (Built byte by byte in a 32-byte loop, the controls cost about 25 more host
            // instructions per call: 148 -> 123, and 99 with the loops below unrolled.)
            const uint32_t s0_bytes = sel & 0x04040404u;               // bit 2 of each byte: from S0
            const uint32_t from_s0 = (s0_bytes >> 2) * 0xffu;          // 0xff in S0's bytes
            const uint32_t idx = sel & 0x03030303u;                    // byte within the source
            const uint32_t pa = idx | (0x80808080u & ~from_s0);        // (bit 7 zeroes whatever the rest)
            const uint32_t pb = idx | (0x80808080u & from_s0);
            const __m256i lane4 = _mm256_setr_epi32(0x00000000, 0x04040404, 0x08080808, 0x0c0c0c0c,
                                                    0x00000000, 0x04040404, 0x08080808, 0x0c0c0c0c);
            const __m256i va = _mm256_add_epi8(_mm256_set1_epi32(int(pa)), lane4);
            const __m256i vb = _mm256_add_epi8(_mm256_set1_epi32(int(pb)), lane4);
            const __m256i* a = reinterpret_cast<const __m256i*>(w.vreg(in.src[0] - kVgpr0));
            const __m256i* b = reinterpret_cast<const __m256i*>(w.vreg(in.src[1] - kVgpr0));
            __m256i r[4];   // every lane read before any is written (the destination may be a source)
#pragma GCC unroll 4
            for (unsigned q = 0; q < 4; ++q)
                r[q] = _mm256_or_si256(_mm256_shuffle_epi8(_mm256_loadu_si256(a + q), va),
                                       _mm256_shuffle_epi8(_mm256_loadu_si256(b + q), vb));
            store_perm_avx2(w, in, r);
            return;
        }
    }
    if (in.dpp.kind == DppKind::None && in.src[0] >= kVgpr0 && in.src[1] >= kVgpr0 && in.dst >= kVgpr0 &&
        c2 != kNoOperand && c2 >= kVgpr0) {
        // A selector per lane (the attention kernels' key packing), every selector byte < 8 in
        // every lane: byte i of lane l is byte (s & 3) of S0 (s & 4) or of S1, s the lane's
        // selector byte i. vpshufb within each 128-bit half with the control 4 j + (s & 3) for
        // lane j of the half, from both sources; the blend takes S0's where s & 4.
        check_vgpr(w, in.src[0] - kVgpr0, 1);
        check_vgpr(w, in.src[1] - kVgpr0, 1);
        check_vgpr(w, c2 - kVgpr0, 1);
        check_vgpr(w, in.dst - kVgpr0, 1);
        const __m256i* a = reinterpret_cast<const __m256i*>(w.vreg(in.src[0] - kVgpr0));
        const __m256i* b = reinterpret_cast<const __m256i*>(w.vreg(in.src[1] - kVgpr0));
        const __m256i* sv = reinterpret_cast<const __m256i*>(w.vreg(c2 - kVgpr0));
        const __m256i lane_base = _mm256_setr_epi32(0x00000000, 0x04040404, 0x08080808, 0x0c0c0c0c,
                                                    0x00000000, 0x04040404, 0x08080808, 0x0c0c0c0c);
        const __m256i three = _mm256_set1_epi8(3), four = _mm256_set1_epi8(4), high = _mm256_set1_epi8(int8_t(0xf8));
        __m256i sel[4], any_high = _mm256_setzero_si256();
        for (unsigned q = 0; q < 4; ++q) {
            sel[q] = _mm256_loadu_si256(sv + q);
            any_high = _mm256_or_si256(any_high, _mm256_and_si256(sel[q], high));
        }
        if (_mm256_testz_si256(any_high, any_high)) {
            __m256i r[4];   // every lane read before any is written (the destination may be a source)
            for (unsigned q = 0; q < 4; ++q) {
                const __m256i ctrl = _mm256_add_epi8(_mm256_and_si256(sel[q], three), lane_base);
                const __m256i from_a = _mm256_cmpeq_epi8(_mm256_and_si256(sel[q], four), four);
                r[q] = _mm256_blendv_epi8(_mm256_shuffle_epi8(_mm256_loadu_si256(b + q), ctrl),
                                          _mm256_shuffle_epi8(_mm256_loadu_si256(a + q), ctrl), from_a);
            }
            store_perm_avx2(w, in, r);
            return;
        }
    }
    v_perm_b32(w, in);
}
#else
#define EMU_VALU_HAVE_AVX2 0
#endif
I32_3(v_xad_u32, (a ^ b) + c)
I32_3(v_lshl_add_u32, (a << (b & 31)) + c)
I32_3(v_add_lshl_u32, (a + b) << (c & 31))
I32_3(v_add3_u32, a + b + c)
I32_3(v_lshl_or_b32, (a << (b & 31)) | c)
I32_3(v_and_or_b32, (a & b) | c)
I32_3(v_or3_b32, a | b | c)

// ---- carry chains. Carry-out mask: the SDST (VOP3) or vcc_lo (VOP2 e32, Inst::sdst); carry-in
// mask: src2 (VOP3 SGPR, VOP2 e32 vcc_lo). Inactive lanes get 0 in the mask.
enum class CoOp { Add, Sub, SubRev };

template <CoOp kOp, bool kCarryIn>
void carry_op(Wave& w, const Inst& in) {
    Ctx cx(w, in);
    uint32_t cin_mask = 0;
    if (kCarryIn) {
        if (cx.s[2].mask) fault("carry-in must be a scalar lane mask");
        cin_mask = cx.s[2].scalar;
    }
    uint32_t* d = cx.vdst();
    uint32_t cout = 0;
    if (cx.active == 0xffffffffu && !in.clamp) {
        // Whole wave (the r-series' 64-bit address arithmetic): no lane mask walk, the sources'
        // lanes as arrays. Lane l reads its sources before it writes d[l], and no other lane's
        // afterwards, so the destination may be a source.
        alignas(64) uint32_t abuf[32], bbuf[32];
        const uint32_t* a = cx.lanes(0, abuf);
        const uint32_t* b = cx.lanes(1, bbuf);
        for (unsigned l = 0; l < 32; ++l) {
            const uint64_t ci = kCarryIn ? (cin_mask >> l) & 1 : 0;
            const uint64_t x = kOp == CoOp::SubRev ? b[l] : a[l], y = kOp == CoOp::SubRev ? a[l] : b[l];
            const uint64_t t = kOp == CoOp::Add ? x + y + ci : x - y - ci;
            d[l] = uint32_t(t);
            cout |= uint32_t((t >> 32) & 1) << l;   // the carry out, or the borrow (x < y + ci)
        }
        cx.put_mask(in.sdst, cout);
        return;
    }
    for_each_lane(cx.active, [&](unsigned l) {
        const uint64_t a = cx.u(0, l), b = cx.u(1, l), ci = kCarryIn ? (cin_mask >> l) & 1 : 0;
        uint32_t r;
        bool co;
        if (kOp == CoOp::Add) {
            const uint64_t t = a + b + ci;
            co = t >= 0x100000000ull;
            r = in.clamp && co ? 0xffffffffu : uint32_t(t);
        } else {
            const uint64_t x = kOp == CoOp::Sub ? a : b, y = kOp == CoOp::Sub ? b : a;
            co = y + ci > x;
            r = in.clamp && co ? 0u : uint32_t(x - y - ci);
        }
        d[l] = r;
        if (co) cout |= 1u << l;
    });
    cx.put_mask(in.sdst, cout);
}

// V_MAD_U64_U32 / V_MAD_I64_I32 (VOP3SD): 65-bit result, bit 64 to SDST.
template <bool kSigned>
void mad64(Wave& w, const Inst& in) {
    Ctx cx(w, in);
    const Src64 s2 = cx.s64(2);
    uint32_t* d = cx.vdst(2);
    uint32_t cout = 0;
    if (cx.active == 0xffffffffu && !in.clamp) {
        // Whole wave (the r-series' addresses): as carry_op's. Lane l reads its sources before
        // it writes lane l of the destination pair, and no other lane's afterwards.
        alignas(64) uint32_t abuf[32], bbuf[32];
        const uint32_t* a = cx.lanes(0, abuf);
        const uint32_t* b = cx.lanes(1, bbuf);
        for (unsigned l = 0; l < 32; ++l) {
            const uint64_t c = s2[l];
            const uint64_t prod = kSigned ? uint64_t(int64_t(int32_t(a[l])) * int32_t(b[l])) : uint64_t(a[l]) * b[l];
            const uint64_t r = prod + c;
            // bit 64 of the 65-bit sum: the carry out of the low 64 bits, plus (signed) the two
            // addends' sign extensions (all ones for a negative one)
            const uint64_t carry = r < prod;
            const uint64_t bit64 = kSigned ? (carry ^ (prod >> 63) ^ (c >> 63)) & 1 : carry;
            d[l] = uint32_t(r);
            d[l + 32] = uint32_t(r >> 32);
            cout |= uint32_t(bit64) << l;
        }
        cx.put_mask(in.sdst, cout);
        return;
    }
    for_each_lane(cx.active, [&](unsigned l) {
        uint64_t r;
        bool co;
        if (kSigned) {
            const __int128 t = __int128(int64_t(int32_t(cx.u(0, l))) * int32_t(cx.u(1, l))) + int64_t(s2[l]);
            co = (uint64_t(t >> 64) & 1) != 0;
            r = uint64_t(t);
            if (in.clamp && (t > INT64_MAX || t < INT64_MIN)) r = t > 0 ? uint64_t(INT64_MAX) : uint64_t(INT64_MIN);
        } else {
            const unsigned __int128 t = (unsigned __int128)(uint64_t(cx.u(0, l)) * cx.u(1, l)) + s2[l];
            co = (t >> 64) != 0;
            r = in.clamp && co ? ~0ull : uint64_t(t);
        }
        d[l] = uint32_t(r);
        d[l + 32] = uint32_t(r >> 32);
        if (co) cout |= 1u << l;
    });
    cx.put_mask(in.sdst, cout);
}

// ---- 64-bit shifts: D = S1.u64 shifted by S0[5:0]
template <int kKind>   // 0 lshl, 1 lshr, 2 ashr
void shift64(Wave& w, const Inst& in) {
    Ctx cx(w, in);
    const Src64 s1 = cx.s64(1);
    uint32_t* d = cx.vdst(2);
    if (cx.active == 0xffffffffu) {
        // Whole wave (the r-series' 64-bit addresses): no lane mask walk. Lane l reads its
        // sources before it writes lane l of the destination pair, and no other lane's after.
        alignas(64) uint32_t nbuf[32];
        const uint32_t* cnt = cx.lanes(0, nbuf);
        for (unsigned l = 0; l < 32; ++l) {
            const unsigned n = cnt[l] & 63;
            const uint64_t v = s1[l];
            const uint64_t r = kKind == 0 ? v << n : kKind == 1 ? v >> n : uint64_t(int64_t(v) >> n);
            d[l] = uint32_t(r);
            d[l + 32] = uint32_t(r >> 32);
        }
        return;
    }
    for_each_lane(cx.active, [&](unsigned l) {
        const unsigned n = cx.u(0, l) & 63;
        const uint64_t v = s1[l];
        const uint64_t r = kKind == 0 ? v << n : kKind == 1 ? v >> n : uint64_t(int64_t(v) >> n);
        d[l] = uint32_t(r);
        d[l + 32] = uint32_t(r >> 32);
    });
}

// ---- V_QSAD_PK_U16_U8 / V_MQSAD_PK_U16_U8 (64-bit S0 and S2, 64-bit D) and V_MQSAD_U32_U8
// (64-bit S0, 128-bit S2 and D): four SADs of S1 against byte windows S0[8k+31:8k].
template <bool kMasked>
void qsad_pk(Wave& w, const Inst& in) {
    Ctx cx(w, in);
    const Src64 s0 = cx.s64(0), s2 = cx.s64(2);
    uint32_t* d = cx.vdst(2);
    for_each_lane(cx.active, [&](unsigned l) {
        const uint64_t a = s0[l], acc = s2[l];
        const uint32_t b = cx.u(1, l);
        uint64_t r = 0;
        for (int k = 0; k < 4; ++k) {
            const uint32_t win = uint32_t(a >> (8 * k));
            const uint32_t c = uint32_t(acc >> (16 * k)) & 0xffffu;
            uint32_t v = kMasked ? msad_u8(win, b, c) : sad_u8(win, b, c);
            if (in.clamp && v > 0xffffu) v = 0xffffu;
            r |= uint64_t(v & 0xffffu) << (16 * k);
        }
        d[l] = uint32_t(r);
        d[l + 32] = uint32_t(r >> 32);
    });
}

VALU_HANDLER(v_mqsad_u32_u8) {
    Ctx cx(w, in);
    const Src64 s0 = cx.s64(0);
    if (in.src[2] < kVgpr0) fault("v_mqsad_u32_u8 needs a VGPR quad as source 2");
    check_vgpr(w, in.src[2] - kVgpr0, 4);
    const uint32_t* c = w.vreg(in.src[2] - kVgpr0);
    uint32_t* d = cx.vdst(4);
    for_each_lane(cx.active, [&](unsigned l) {
        const uint64_t a = s0[l];
        const uint32_t b = cx.u(1, l);
        uint32_t r[4];
        for (int k = 0; k < 4; ++k) {
            const uint64_t v = uint64_t(msad_u8(uint32_t(a >> (8 * k)), b, 0)) + c[k * 32 + l];
            r[k] = in.clamp ? sat_u32(v) : uint32_t(v);
        }
        for (int k = 0; k < 4; ++k) d[k * 32 + l] = r[k];
    });
}

// ------------------------------------------------------------------------- 16-bit handlers

#define I16_1(NAME, EXPR)                                                             \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        uint32_t* d = cx.vdst();                                                      \
        for_each_lane(cx.active, [&](unsigned l) {                                    \
            const uint16_t a = cx.h(0, l);                                            \
            cx.put16(d, l, static_cast<uint16_t>(EXPR));                              \
        });                                                                           \
    }

#define I16_2(NAME, EXPR)                                                             \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        const bool clamp = in.clamp;                                                  \
        (void)clamp;                                                                  \
        uint32_t* d = cx.vdst();                                                      \
        for_each_lane(cx.active, [&](unsigned l) {                                    \
            const uint16_t a = cx.h(0, l), b = cx.h(1, l);                            \
            cx.put16(d, l, static_cast<uint16_t>(EXPR));                              \
        });                                                                           \
    }

#define I16_3(NAME, EXPR)                                                             \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        const bool clamp = in.clamp;                                                  \
        (void)clamp;                                                                  \
        uint32_t* d = cx.vdst();                                                      \
        for_each_lane(cx.active, [&](unsigned l) {                                    \
            const uint16_t a = cx.h(0, l), b = cx.h(1, l), c = cx.h(2, l);            \
            cx.put16(d, l, static_cast<uint16_t>(EXPR));                              \
        });                                                                           \
    }

inline uint16_t u16r(bool clamp, int64_t v) { return clamp ? sat_u16(v) : uint16_t(v); }
inline uint16_t i16r(bool clamp, int64_t v) { return clamp ? uint16_t(sat_i16(v)) : uint16_t(v); }
inline int16_t s16(uint16_t v) { return int16_t(v); }

I16_1(v_not_b16, ~a)
I16_2(v_add_nc_u16, u16r(clamp, int64_t(a) + b))
I16_2(v_sub_nc_u16, u16r(clamp, int64_t(a) - b))
I16_2(v_add_nc_i16, i16r(clamp, int64_t(s16(a)) + s16(b)))
I16_2(v_sub_nc_i16, i16r(clamp, int64_t(s16(a)) - s16(b)))
I16_2(v_mul_lo_u16, uint32_t(a) * b)
I16_2(v_max_u16, std::max(a, b))
I16_2(v_max_i16, std::max(s16(a), s16(b)))
I16_2(v_min_u16, std::min(a, b))
I16_2(v_min_i16, std::min(s16(a), s16(b)))
I16_2(v_lshlrev_b16, uint32_t(b) << (a & 15))
I16_2(v_lshrrev_b16, b >> (a & 15))
I16_2(v_ashrrev_i16, s16(b) >> (a & 15))
I16_2(v_and_b16, a & b)
I16_2(v_or_b16, a | b)
I16_2(v_xor_b16, a ^ b)
I16_3(v_mad_u16, u16r(clamp, int64_t(a) * b + c))
I16_3(v_mad_i16, i16r(clamp, int64_t(s16(a)) * s16(b) + s16(c)))
I16_3(v_min3_i16, std::min(std::min(s16(a), s16(b)), s16(c)))
I16_3(v_min3_u16, std::min(std::min(a, b), c))
I16_3(v_max3_i16, std::max(std::max(s16(a), s16(b)), s16(c)))
I16_3(v_max3_u16, std::max(std::max(a, b), c))
I16_3(v_med3_i16, med3(s16(a), s16(b), s16(c)))
I16_3(v_med3_u16, med3(a, b, c))

// 16-bit sources, 32-bit result.
VALU_HANDLER(v_cvt_i32_i16) {
    Ctx cx(w, in);
    uint32_t* d = cx.vdst();
    for_each_lane(cx.active, [&](unsigned l) { d[l] = uint32_t(int32_t(s16(cx.h(0, l)))); });
}
VALU_HANDLER(v_cvt_u32_u16) {
    Ctx cx(w, in);
    uint32_t* d = cx.vdst();
    for_each_lane(cx.active, [&](unsigned l) { d[l] = cx.h(0, l); });
}
VALU_HANDLER(v_mad_u32_u16) {
    Ctx cx(w, in);
    uint32_t* d = cx.vdst();
    for_each_lane(cx.active, [&](unsigned l) {
        d[l] = u32r(in.clamp, int64_t(uint32_t(cx.h(0, l)) * cx.h(1, l)) + cx.u(2, l));
    });
}
VALU_HANDLER(v_mad_i32_i16) {
    Ctx cx(w, in);
    uint32_t* d = cx.vdst();
    for_each_lane(cx.active, [&](unsigned l) {
        d[l] = i32r(in.clamp, int64_t(s16(cx.h(0, l))) * s16(cx.h(1, l)) + cx.si(2, l));
    });
}

// V_SAT_PK_U8_I16: two i16 halves of a 32-bit source saturated to u8, packed into 16 bits.
VALU_HANDLER(v_sat_pk_u8_i16) {
    Ctx cx(w, in);
    uint32_t* d = cx.vdst();
    auto sat8 = [](int16_t v) { return uint32_t(v <= 0 ? 0 : (v >= 255 ? 255 : v)); };
    for_each_lane(cx.active, [&](unsigned l) {
        const uint32_t a = cx.u(0, l);
        cx.put16(d, l, uint16_t(sat8(int16_t(a)) | (sat8(int16_t(a >> 16)) << 8)));
    });
}

// ------------------------------------------------------------------ VOP3P packed integers

inline uint16_t pk_el(const Inst& in, uint32_t v, int i, int k) {
    const bool sel = k == 0 ? (in.opsel >> i) & 1 : (in.opsel_hi >> i) & 1;
    return sel ? fp::hi16(v) : fp::lo16(v);
}

#define PK_I16(NAME, EXPR)                                                            \
    VALU_HANDLER(NAME) {                                                              \
        Ctx cx(w, in);                                                                \
        const bool clamp = in.clamp;                                                  \
        (void)clamp;                                                                  \
        uint32_t* d = cx.vdst();                                                      \
        const bool three = in.src[2] != kNoOperand;                                   \
        for_each_lane(cx.active, [&](unsigned l) {                                    \
            const uint32_t s0 = cx.u(0, l), s1 = cx.u(1, l), s2 = three ? cx.u(2, l) : 0u; \
            uint16_t r[2];                                                            \
            for (int k = 0; k < 2; ++k) {                                             \
                const uint16_t a = pk_el(in, s0, 0, k), b = pk_el(in, s1, 1, k);      \
                const uint16_t c = three ? pk_el(in, s2, 2, k) : uint16_t(0);         \
                (void)c;                                                              \
                r[k] = static_cast<uint16_t>(EXPR);                                   \
            }                                                                         \
            d[l] = fp::pack16(r[0], r[1]);                                            \
        });                                                                           \
    }

PK_I16(v_pk_mad_i16, i16r(clamp, int64_t(s16(a)) * s16(b) + s16(c)))
PK_I16(v_pk_mad_u16, u16r(clamp, int64_t(a) * b + c))
PK_I16(v_pk_mul_lo_u16, uint32_t(a) * b)
PK_I16(v_pk_add_i16, i16r(clamp, int64_t(s16(a)) + s16(b)))
PK_I16(v_pk_sub_i16, i16r(clamp, int64_t(s16(a)) - s16(b)))
PK_I16(v_pk_add_u16, u16r(clamp, int64_t(a) + b))
PK_I16(v_pk_sub_u16, u16r(clamp, int64_t(a) - b))
PK_I16(v_pk_lshlrev_b16, uint32_t(b) << (a & 15))
PK_I16(v_pk_lshrrev_b16, b >> (a & 15))
PK_I16(v_pk_ashrrev_i16, s16(b) >> (a & 15))
PK_I16(v_pk_max_i16, std::max(s16(a), s16(b)))
PK_I16(v_pk_min_i16, std::min(s16(a), s16(b)))
PK_I16(v_pk_max_u16, std::max(a, b))
PK_I16(v_pk_min_u16, std::min(a, b))

// V_DOT4_I32_IU8 / V_DOT8_I32_IU4: NEG_LO[0] / NEG_LO[1] mark S0 / S1 as signed (else unsigned);
// V_DOT4_U32_U8 / V_DOT8_U32_U4 are unsigned. S2 is the 32-bit accumulator; clamp saturates.
template <int kBits, bool kMixed>
void dot_int(Wave& w, const Inst& in) {
    Ctx cx(w, in);
    const bool sa = kMixed && (in.neg & 1), sb = kMixed && ((in.neg >> 1) & 1);
    uint32_t* d = cx.vdst();
    constexpr int kN = 32 / kBits;
    constexpr uint32_t kMask = (1u << kBits) - 1u;
    for_each_lane(cx.active, [&](unsigned l) {
        const uint32_t a = cx.u(0, l), b = cx.u(1, l);
        int64_t acc = kMixed ? int64_t(cx.si(2, l)) : int64_t(cx.u(2, l));
        for (int i = 0; i < kN; ++i) {
            const uint32_t x = (a >> (kBits * i)) & kMask, y = (b >> (kBits * i)) & kMask;
            const int64_t xv = sa ? int64_t(int32_t(x << (32 - kBits)) >> (32 - kBits)) : int64_t(x);
            const int64_t yv = sb ? int64_t(int32_t(y << (32 - kBits)) >> (32 - kBits)) : int64_t(y);
            acc += xv * yv;
        }
        d[l] = kMixed ? i32r(in.clamp, acc) : u32r(in.clamp, acc);
    });
}

const Entry kInt[] = {
    {"v_not_b32", v_not_b32},
    {"v_bfrev_b32", v_bfrev_b32},
    {"v_clz_i32_u32", v_clz_i32_u32},
    {"v_ctz_i32_b32", v_ctz_i32_b32},
    {"v_cls_i32", v_cls_i32},
    {"v_mul_i32_i24", v_mul_i32_i24},
    {"v_mul_hi_i32_i24", v_mul_hi_i32_i24},
    {"v_mul_u32_u24", v_mul_u32_u24},
    {"v_mul_hi_u32_u24", v_mul_hi_u32_u24},
    {"v_min_i32", v_min_i32},
    {"v_max_i32", v_max_i32},
    {"v_min_u32", v_min_u32},
    {"v_max_u32", v_max_u32},
    {"v_lshlrev_b32", v_lshlrev_b32},
    {"v_lshrrev_b32", v_lshrrev_b32},
    {"v_ashrrev_i32", v_ashrrev_i32},
    {"v_and_b32", v_and_b32},
    {"v_or_b32", v_or_b32},
    {"v_xor_b32", v_xor_b32},
    {"v_xnor_b32", v_xnor_b32},
    {"v_add_nc_u32", v_add_nc_u32},
    {"v_sub_nc_u32", v_sub_nc_u32},
    {"v_subrev_nc_u32", v_subrev_nc_u32},
    {"v_add_nc_i32", v_add_nc_i32},
    {"v_sub_nc_i32", v_sub_nc_i32},
    {"v_mul_lo_u32", v_mul_lo_u32},
    {"v_mul_hi_u32", v_mul_hi_u32},
    {"v_mul_hi_i32", v_mul_hi_i32},
    {"v_bfm_b32", v_bfm_b32},
    {"v_bcnt_u32_b32", v_bcnt_u32_b32},
    {"v_cvt_pk_u16_u32", v_cvt_pk_u16_u32},
    {"v_cvt_pk_i16_i32", v_cvt_pk_i16_i32},
    {"v_mad_i32_i24", v_mad_i32_i24},
    {"v_mad_u32_u24", v_mad_u32_u24},
    {"v_bfe_u32", v_bfe_u32},
    {"v_bfe_i32", v_bfe_i32},
    {"v_bfi_b32", v_bfi_b32},
    {"v_lerp_u8", v_lerp_u8},
    {"v_alignbit_b32", v_alignbit_b32},
    {"v_alignbyte_b32", v_alignbyte_b32},
    {"v_min3_i32", v_min3_i32},
    {"v_max3_i32", v_max3_i32},
    {"v_med3_i32", v_med3_i32},
    {"v_min3_u32", v_min3_u32},
    {"v_max3_u32", v_max3_u32},
    {"v_med3_u32", v_med3_u32},
    {"v_maxmin_u32", v_maxmin_u32},
    {"v_minmax_u32", v_minmax_u32},
    {"v_maxmin_i32", v_maxmin_i32},
    {"v_minmax_i32", v_minmax_i32},
    {"v_sad_u8", v_sad_u8},
    {"v_sad_hi_u8", v_sad_hi_u8},
    {"v_sad_u16", v_sad_u16},
    {"v_sad_u32", v_sad_u32},
    {"v_msad_u8", v_msad_u8},
    {"v_qsad_pk_u16_u8", qsad_pk<false>},
    {"v_mqsad_pk_u16_u8", qsad_pk<true>},
    {"v_mqsad_u32_u8", v_mqsad_u32_u8},
    {"v_xor3_b32", v_xor3_b32},
    {"v_perm_b32", v_perm_b32},
    {"v_xad_u32", v_xad_u32},
    {"v_lshl_add_u32", v_lshl_add_u32},
    {"v_add_lshl_u32", v_add_lshl_u32},
    {"v_add3_u32", v_add3_u32},
    {"v_lshl_or_b32", v_lshl_or_b32},
    {"v_and_or_b32", v_and_or_b32},
    {"v_or3_b32", v_or3_b32},
    {"v_add_co_u32", carry_op<CoOp::Add, false>},
    {"v_sub_co_u32", carry_op<CoOp::Sub, false>},
    {"v_subrev_co_u32", carry_op<CoOp::SubRev, false>},
    {"v_add_co_ci_u32", carry_op<CoOp::Add, true>},
    {"v_sub_co_ci_u32", carry_op<CoOp::Sub, true>},
    {"v_subrev_co_ci_u32", carry_op<CoOp::SubRev, true>},
    {"v_mad_u64_u32", mad64<false>},
    {"v_mad_i64_i32", mad64<true>},
    {"v_lshlrev_b64", shift64<0>},
    {"v_lshrrev_b64", shift64<1>},
    {"v_ashrrev_i64", shift64<2>},
    {"v_not_b16", v_not_b16},
    {"v_add_nc_u16", v_add_nc_u16},
    {"v_sub_nc_u16", v_sub_nc_u16},
    {"v_add_nc_i16", v_add_nc_i16},
    {"v_sub_nc_i16", v_sub_nc_i16},
    {"v_mul_lo_u16", v_mul_lo_u16},
    {"v_max_u16", v_max_u16},
    {"v_max_i16", v_max_i16},
    {"v_min_u16", v_min_u16},
    {"v_min_i16", v_min_i16},
    {"v_lshlrev_b16", v_lshlrev_b16},
    {"v_lshrrev_b16", v_lshrrev_b16},
    {"v_ashrrev_i16", v_ashrrev_i16},
    {"v_and_b16", v_and_b16},
    {"v_or_b16", v_or_b16},
    {"v_xor_b16", v_xor_b16},
    {"v_mad_u16", v_mad_u16},
    {"v_mad_i16", v_mad_i16},
    {"v_min3_i16", v_min3_i16},
    {"v_min3_u16", v_min3_u16},
    {"v_max3_i16", v_max3_i16},
    {"v_max3_u16", v_max3_u16},
    {"v_med3_i16", v_med3_i16},
    {"v_med3_u16", v_med3_u16},
    {"v_cvt_i32_i16", v_cvt_i32_i16},
    {"v_cvt_u32_u16", v_cvt_u32_u16},
    {"v_mad_u32_u16", v_mad_u32_u16},
    {"v_mad_i32_i16", v_mad_i32_i16},
    {"v_sat_pk_u8_i16", v_sat_pk_u8_i16},
    {"v_pk_mad_i16", v_pk_mad_i16},
    {"v_pk_mad_u16", v_pk_mad_u16},
    {"v_pk_mul_lo_u16", v_pk_mul_lo_u16},
    {"v_pk_add_i16", v_pk_add_i16},
    {"v_pk_sub_i16", v_pk_sub_i16},
    {"v_pk_add_u16", v_pk_add_u16},
    {"v_pk_sub_u16", v_pk_sub_u16},
    {"v_pk_lshlrev_b16", v_pk_lshlrev_b16},
    {"v_pk_lshrrev_b16", v_pk_lshrrev_b16},
    {"v_pk_ashrrev_i16", v_pk_ashrrev_i16},
    {"v_pk_max_i16", v_pk_max_i16},
    {"v_pk_min_i16", v_pk_min_i16},
    {"v_pk_max_u16", v_pk_max_u16},
    {"v_pk_min_u16", v_pk_min_u16},
    {"v_dot4_i32_iu8", dot_int<8, true>},
    {"v_dot4_u32_u8", dot_int<8, false>},
    {"v_dot8_i32_iu4", dot_int<4, true>},
    {"v_dot8_u32_u4", dot_int<4, false>},
};

}  // namespace

void add_int_handlers(HandlerTable& t, bool avx2) {
    add_all(t, kInt);
#if EMU_VALU_HAVE_AVX2
    if (avx2) t.add("v_perm_b32", v_perm_b32_avx2);
#else
    (void)avx2;
#endif
}

}  // namespace valu
}  // namespace emu
