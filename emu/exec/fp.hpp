// Floating-point formats of the RDNA3 / RDNA3.5 (gfx11) VALU, as pure functions on bit patterns.
//
// Everything here takes and returns raw bits (uint16_t for f16/bf16, uint32_t for f32,
// uint64_t for f64) so that NaN payloads and signalling bits survive exactly: a float that
// passes through an x87/SSE register is allowed to change a signalling NaN.
//
// Semantic rules and where they come from (each function repeats the rule it implements):
//
//  * MODE register (s_getreg/s_setreg MODE, and the kernel descriptor's FLOAT_ROUND_MODE_* /
//    FLOAT_DENORM_MODE_* fields): FP_ROUND = MODE[3:0] (bits [1:0] f32, bits [3:2] f64 and f16),
//    FP_DENORM = MODE[7:4] (bits [5:4] f32, bits [7:6] f64 and f16), DX10_CLAMP = MODE[8],
//    IEEE = MODE[9]. Round encoding 0 = nearest even, 1 = +inf, 2 = -inf, 3 = toward zero.
//    Denorm encoding per 2-bit field: bit 0 set = input denormals kept, bit 1 set = output
//    denormals kept (0 FLUSH_SRC_DST, 1 FLUSH_DST, 2 FLUSH_SRC, 3 FLUSH_NONE).
//    Source: LLVM AMDGPUUsage ("FLOAT_ROUND_MODE" / "FLOAT_DENORM_MODE" enumeration tables) and
//    LLVM's default-fp-mode.ll test (FloatMode 80 = flush all outputs, 160 = flush all inputs,
//    224 = flush f32 inputs only), SIDefines.h FP_ROUND_MODE_SP/DP, FP_DENORM_MODE_SP/DP.
//  * Denormal flushing is sign-preserving (a denormal becomes +0 or -0 with its own sign).
//    Source: LLVM AMDGPUUsage, "Denormal flushing is sign respecting".
//  * Which flag applies: the flag of the operand's or result's own type. v_cvt_f16_f32 reads an
//    f32 (f32 input flag) and writes an f16 (f16/f64 output flag); v_cvt_f32_f16 the converse.
//    The rounding mode of a conversion is the mode of the destination type (f16 results use
//    MODE[3:2], f32 results MODE[1:0]). Callers pass the flags explicitly; FpMode decodes them.
//  * f32 -> f16 / bf16 / f64 -> f32 conversions are correctly rounded (single rounding) in the
//    selected mode; overflow gives inf or the largest finite value as IEEE 754 prescribes for
//    the mode (RNE: inf; toward zero: max; +inf mode: +inf / -max; -inf mode: +max / -inf).
//    Source: IEEE 754-2008 sec. 4.3 and 7.4; RDNA3 ISA pseudocode "D0.f16 = f32_to_f16(S0.f32)"
//    with V_CVT_PK_RTZ_F16_F32 documented as "Round-toward-zero regardless of current round
//    mode", which shows that f32_to_f16 honours MODE.round otherwise.
//  * Output flushing is decided on the rounded result: if the correctly rounded value (with
//    gradual underflow) is a denormal of the destination format and output denormals are off,
//    the result is a zero of the same sign. (Not documented by AMD; this is the common
//    "flush after rounding" model and is what the tests pin down.)
//  * NaN conversions: the result is a quiet NaN with the source sign and the most significant
//    payload bits of the source (narrowing drops low payload bits, widening appends zeros);
//    a signalling NaN is quieted by setting the quiet bit (the top mantissa bit).
//    Source: IEEE 754-2008 sec. 6.2.3 (payload preservation recommended), RDNA3 ISA
//    "cvtToQuietNAN" used by V_MIN/V_MAX/V_DIV_FIXUP; the exact truncation is the usual AMD /
//    x86 behaviour and is marked as a model choice.
//  * bf16 -> f32 is a pure 16-bit left shift (gfx11 has no bf16 conversion instruction; code
//    widens bf16 with v_lshlrev_b32 16), so it keeps signalling NaNs unchanged.
//  * v_min_f32 / v_max_f32 (and f16, f64): RDNA3 ISA pseudocode of V_MIN_F32 / V_MAX_F32:
//    with MODE.IEEE = 1, a signalling NaN operand (S0 first, then S1) is returned quieted, a
//    quiet NaN operand is ignored in favour of the other operand; with IEEE = 0 any NaN operand
//    is ignored (S1 NaN -> S0, else S0 NaN -> S1, so NaN,NaN -> S0 unchanged). Zeros compare
//    -0 < +0 (min(-0,+0) = -0, max(-0,+0) = +0).
//  * fma: one rounding of the exact a*b+c (IEEE 754 fusedMultiplyAdd); the RNE path is
//    std::fma, other modes use an exact double-double evaluation and the same rounding core as
//    the conversions.
//  * Results of arithmetic that create a NaN from non-NaN inputs (inf-inf, 0*inf) are the
//    default quiet NaN 0x7fc00000 / 0x7e00; NaN inputs propagate quieted (first NaN operand in
//    operand order). The sign of AMD's generated NaN is not documented: model choice.
#pragma once

#include <cstdint>
#include <cstring>

namespace emu {
namespace fp {

// ----------------------------------------------------------------------------------- bit casts

inline uint32_t bits_of(float f) { uint32_t u; std::memcpy(&u, &f, 4); return u; }
inline uint64_t bits_of(double d) { uint64_t u; std::memcpy(&u, &d, 8); return u; }
inline float f32_from_bits(uint32_t u) { float f; std::memcpy(&f, &u, 4); return f; }
inline double f64_from_bits(uint64_t u) { double d; std::memcpy(&d, &u, 8); return d; }

// --------------------------------------------------------------------------------- constants

constexpr uint32_t kF32QNaN = 0x7fc00000u;   // default quiet NaN (see header comment)
constexpr uint16_t kF16QNaN = 0x7e00u;
constexpr uint16_t kBF16QNaN = 0x7fc0u;
constexpr uint64_t kF64QNaN = 0x7ff8000000000000ull;
constexpr uint32_t kF32Inf = 0x7f800000u;
constexpr uint16_t kF16Inf = 0x7c00u;
constexpr uint16_t kBF16Inf = 0x7f80u;
constexpr uint16_t kF16MaxFinite = 0x7bffu;   // 65504
constexpr uint16_t kBF16MaxFinite = 0x7f7fu;
constexpr uint32_t kF32MaxFinite = 0x7f7fffffu;

// ------------------------------------------------------------------------------ classification

inline bool is_nan_f16(uint16_t h) { return (h & 0x7fffu) > 0x7c00u; }
inline bool is_nan_bf16(uint16_t h) { return (h & 0x7fffu) > 0x7f80u; }
inline bool is_nan_f32(uint32_t f) { return (f & 0x7fffffffu) > 0x7f800000u; }
inline bool is_nan_f64(uint64_t d) { return (d & 0x7fffffffffffffffull) > 0x7ff0000000000000ull; }
// Signalling NaN: NaN with the quiet bit (top mantissa bit) clear (IEEE 754-2008 sec. 6.2.1).
inline bool is_snan_f16(uint16_t h) { return is_nan_f16(h) && !(h & 0x0200u); }
inline bool is_snan_bf16(uint16_t h) { return is_nan_bf16(h) && !(h & 0x0040u); }
inline bool is_snan_f32(uint32_t f) { return is_nan_f32(f) && !(f & 0x00400000u); }
inline bool is_snan_f64(uint64_t d) { return is_nan_f64(d) && !(d & 0x0008000000000000ull); }
inline bool is_denorm_f16(uint16_t h) { return (h & 0x7c00u) == 0 && (h & 0x03ffu) != 0; }
inline bool is_denorm_bf16(uint16_t h) { return (h & 0x7f80u) == 0 && (h & 0x007fu) != 0; }
inline bool is_denorm_f32(uint32_t f) { return (f & 0x7f800000u) == 0 && (f & 0x007fffffu) != 0; }
inline bool is_denorm_f64(uint64_t d) {
  return (d & 0x7ff0000000000000ull) == 0 && (d & 0x000fffffffffffffull) != 0;
}

// cvtToQuietNAN of the RDNA3 ISA: set the quiet bit, keep sign and payload. Non-NaN unchanged.
inline uint16_t quiet_f16(uint16_t h) { return is_nan_f16(h) ? uint16_t(h | 0x0200u) : h; }
inline uint16_t quiet_bf16(uint16_t h) { return is_nan_bf16(h) ? uint16_t(h | 0x0040u) : h; }
inline uint32_t quiet_f32(uint32_t f) { return is_nan_f32(f) ? (f | 0x00400000u) : f; }
inline uint64_t quiet_f64(uint64_t d) { return is_nan_f64(d) ? (d | 0x0008000000000000ull) : d; }

// ------------------------------------------------------------------------- denormal flushing

// Sign-preserving flush of a denormal to zero (LLVM AMDGPUUsage: "Denormal flushing is sign
// respecting"). Used for inputs when MODE.FP_DENORM's "input" bit is clear and for results when
// the "output" bit is clear. Non-denormals are returned unchanged.
inline uint16_t flush_denorm_f16(uint16_t h) { return is_denorm_f16(h) ? uint16_t(h & 0x8000u) : h; }
inline uint16_t flush_denorm_bf16(uint16_t h) { return is_denorm_bf16(h) ? uint16_t(h & 0x8000u) : h; }
inline uint32_t flush_denorm_f32(uint32_t f) { return is_denorm_f32(f) ? (f & 0x80000000u) : f; }
inline uint64_t flush_denorm_f64(uint64_t d) { return is_denorm_f64(d) ? (d & 0x8000000000000000ull) : d; }
// Conditional forms: keep == true leaves denormals alone.
inline uint16_t denorm_f16(uint16_t h, bool keep) { return keep ? h : flush_denorm_f16(h); }
inline uint32_t denorm_f32(uint32_t f, bool keep) { return keep ? f : flush_denorm_f32(f); }
inline uint64_t denorm_f64(uint64_t d, bool keep) { return keep ? d : flush_denorm_f64(d); }

// ---------------------------------------------------------------------- packed 16-bit helpers

// VOP3P packed operands: element 0 in bits [15:0], element 1 in bits [31:16].
inline uint16_t lo16(uint32_t v) { return uint16_t(v & 0xffffu); }
inline uint16_t hi16(uint32_t v) { return uint16_t(v >> 16); }
inline uint32_t pack16(uint16_t lo, uint16_t hi) { return uint32_t(lo) | (uint32_t(hi) << 16); }
inline uint16_t half16(uint32_t v, bool hi) { return hi ? hi16(v) : lo16(v); }
// Replace one half of a 32-bit register, keeping the other (16-bit results with OPSEL).
inline uint32_t set_half16(uint32_t v, bool hi, uint16_t h) {
  return hi ? ((v & 0x0000ffffu) | (uint32_t(h) << 16)) : ((v & 0xffff0000u) | h);
}

// --------------------------------------------------------------------------- rounding control

enum class Round : uint8_t {
  NearestEven = 0,   // MODE round field value 0
  TowardPosInf = 1,  // 1
  TowardNegInf = 2,  // 2
  TowardZero = 3,    // 3
};

// The FP-relevant fields of the gfx11 MODE register (see header comment for the layout).
struct FpMode {
  Round round_f32 = Round::NearestEven;      // MODE[1:0]
  Round round_f64_f16 = Round::NearestEven;  // MODE[3:2]
  bool f32_denorm_in = true;                 // MODE[4]
  bool f32_denorm_out = true;                // MODE[5]
  bool f64_f16_denorm_in = true;             // MODE[6]
  bool f64_f16_denorm_out = true;            // MODE[7]
  bool dx10_clamp = true;                    // MODE[8]
  bool ieee = true;                          // MODE[9]

  static FpMode from_mode_register(uint32_t mode);
  // Returns the low 10 bits of MODE; the caller keeps the other MODE bits.
  uint32_t to_mode_register() const;
};

// Binary interchange format description used by the generic rounding core.
struct Format {
  int mant_bits;  // explicit mantissa bits
  int exp_bits;
  int bias;
};
constexpr Format kF16{10, 5, 15};
constexpr Format kBF16{7, 8, 127};
constexpr Format kF32{23, 8, 127};
constexpr Format kF64{52, 11, 1023};

// Generic rounding core: rounds the exact value (-1)^sign * (sig + tail) * 2^exp2 to `fmt`,
// where `sticky` says that a tail strictly between 0 and one unit of sig's last bit is present
// (the value is a tiny bit larger in magnitude than sig * 2^exp2). sig == 0 && !sticky gives a
// signed zero. Overflow and output flushing follow the rules in the header comment. The result
// occupies the low (1 + exp_bits + mant_bits) bits.
uint64_t round_pack(const Format& fmt, bool sign, int exp2, uint64_t sig, bool sticky, Round r,
                    bool denorm_out);

// -------------------------------------------------------------------------------- conversions

// f32 -> f16 (v_cvt_f16_f32; v_cvt_pk_rtz_f16_f32 is Round::TowardZero).
// denorm_in: f32 input denormals kept; denorm_out: f16 output denormals kept.
uint16_t cvt_f32_to_f16(uint32_t f, Round r = Round::NearestEven, bool denorm_in = true,
                        bool denorm_out = true);
// The same through the generic rounding core alone (the reference of cvt_f32_to_f16's integer
// fast paths for round to nearest even and toward zero, with denormals kept, in the tests).
uint16_t cvt_f32_to_f16_core(uint32_t f, Round r, bool denorm_in, bool denorm_out);
// Fast path, RNE with denormals kept. Identical to cvt_f32_to_f16(f) for every input; pure
// integer arithmetic, independent of the host floating-point environment.
uint16_t cvt_f32_to_f16_rne(uint32_t f);
// Branch-free RNE f32 -> f16 for vectorised loops (the WMMA f16 output path), identical to
// cvt_f32_to_f16_rne for every input PROVIDED the host FPU is in its default state
// (round-to-nearest-even, no flush-to-zero / denormals-are-zero): f16 denormal results are
// produced by one host f32 addition of 0.5 (2^-1), which rounds the value to a multiple of
// 2^-24 exactly as RNE to f16 requires.
inline uint16_t cvt_f32_to_f16_rne_hostfp(uint32_t f) {
  const uint32_t sign = (f >> 16) & 0x8000u;
  const uint32_t a = f & 0x7fffffffu;
  // Normal f16 range: rebias the exponent and round the 13 dropped bits to nearest even.
  const uint32_t rebased = a - 0x38000000u;
  const uint32_t normal = (rebased + 0x0fffu + ((rebased >> 13) & 1u)) >> 13;
  // Below 2^-14: x + 0.5 puts the f16 denormal's integer multiple of 2^-24 in the low bits.
  const uint32_t denorm = bits_of(f32_from_bits(a) + 0.5f) - 0x3f000000u;
  const uint32_t special = a > 0x7f800000u ? (0x7e00u | ((a >> 13) & 0x03ffu)) : 0x7c00u;
  const uint32_t r = a >= 0x477ff000u ? special : (a >= 0x38800000u ? normal : denorm);
  return uint16_t(r | sign);
}
// f16 -> f32 (v_cvt_f32_f16): exact. denorm_in = f16 input denormals kept. sNaN is quieted.
uint32_t cvt_f16_to_f32(uint16_t h, bool denorm_in = true);
// Exact f16 -> float value (no flushing, NaN quieted) for arithmetic inner loops: the same
// result as f32_from_bits(cvt_f16_to_f32(h)), written branch-free so that loops over it
// vectorise. (int -> float of a value below 2^10 and the scaling by 2^-24 are exact, so the
// host rounding mode does not matter.)
inline float f16_to_float(uint32_t h) {
  const uint32_t sign = (h & 0x8000u) << 16;
  const uint32_t em = h & 0x7fffu;
  const uint32_t normal = (em << 13) + 0x38000000u;  // rebias 15 -> 127
  const uint32_t special = (em << 13) | 0x7f800000u | (em > 0x7c00u ? 0x00400000u : 0u);
  const uint32_t denorm = bits_of(float(int32_t(em)) * 5.9604644775390625e-8f);  // em * 2^-24
  const uint32_t r = em >= 0x7c00u ? special : (em >= 0x0400u ? normal : denorm);
  return f32_from_bits(r | sign);
}

// f32 -> bf16 (the rounding WMMA bf16 output uses; gfx11 has no scalar bf16 conversion).
uint16_t cvt_f32_to_bf16(uint32_t f, Round r = Round::NearestEven, bool denorm_in = true,
                         bool denorm_out = true);
// Fast path, RNE with denormals kept; identical to cvt_f32_to_bf16(f) for every input.
inline uint16_t cvt_f32_to_bf16_rne(uint32_t f) {
  if (is_nan_f32(f)) return uint16_t((f >> 16) | 0x0040u);  // quiet, top payload bits kept
  // Round to nearest even on the 16 dropped bits; a carry into the exponent is the correct
  // result, including rounding up to infinity.
  return uint16_t((f + 0x7fffu + ((f >> 16) & 1u)) >> 16);
}
// bf16 -> f32: exact 16-bit left shift (keeps sNaN as is); denorm_in = false flushes bf16
// denormals (they share f32's exponent range, so the f32 input flag applies).
inline uint32_t cvt_bf16_to_f32(uint16_t h, bool denorm_in = true) {
  return uint32_t(denorm_in ? h : flush_denorm_bf16(h)) << 16;
}
inline float bf16_to_float(uint16_t h) { return f32_from_bits(uint32_t(h) << 16); }

// f64 -> f32 (v_cvt_f32_f64): denorm_in = f64 flag, denorm_out = f32 flag, r = f32 mode.
uint32_t cvt_f64_to_f32(uint64_t d, Round r = Round::NearestEven, bool denorm_in = true,
                        bool denorm_out = true);
// Fast path of cvt_f64_to_f32(bits_of(v), Round::NearestEven, true, denorm_out) by the host's
// conversion, identical for every v that is not a NaN PROVIDED the host FPU is in its default
// state (round to nearest even, no flush-to-zero): both round at the f32 denormal quantum, and a
// result that is still an f32 denormal is flushed to a signed zero when !denorm_out (a rounding
// carry into the smallest normal is kept by both).
inline uint32_t cvt_f64_to_f32_rne_hostfp(double v, bool denorm_out) {
  uint32_t b = bits_of(static_cast<float>(v));
  if (!denorm_out && (b & 0x7f800000u) == 0) b &= 0x80000000u;
  return b;
}
// f32 -> f64 (v_cvt_f64_f32): exact; denorm_in = f32 flag. sNaN is quieted.
uint64_t cvt_f32_to_f64(uint32_t f, bool denorm_in = true);
// f64 <-> f16 and f64 -> bf16 (no single gfx11 instruction; for helpers and tests).
uint16_t cvt_f64_to_f16(uint64_t d, Round r = Round::NearestEven, bool denorm_in = true,
                        bool denorm_out = true);
uint64_t cvt_f16_to_f64(uint16_t h, bool denorm_in = true);
uint16_t cvt_f64_to_bf16(uint64_t d, Round r = Round::NearestEven, bool denorm_in = true,
                         bool denorm_out = true);

// ------------------------------------------------------------------------------- min and max

// V_MIN_F32 / V_MAX_F32 / V_MIN_F16 / V_MAX_F16 / V_MIN_F64 / V_MAX_F64 exactly as the RDNA3 ISA
// pseudocode (see header comment); `ieee` is MODE.IEEE. Denormal inputs are not flushed here:
// apply flush_denorm_* to the operands first when the mode asks for it.
uint32_t min_f32(uint32_t a, uint32_t b, bool ieee = true);
uint32_t max_f32(uint32_t a, uint32_t b, bool ieee = true);
uint16_t min_f16(uint16_t a, uint16_t b, bool ieee = true);
uint16_t max_f16(uint16_t a, uint16_t b, bool ieee = true);
uint64_t min_f64(uint64_t a, uint64_t b, bool ieee = true);
uint64_t max_f64(uint64_t a, uint64_t b, bool ieee = true);

// -------------------------------------------------------------------------------- arithmetic

// One correctly rounded operation each (IEEE 754 addition, multiplication, fusedMultiplyAdd),
// in rounding mode r, with input/output denormal handling by the given flags. NaN rules as in
// the header comment. fma with RNE and denormals kept is std::fma.
uint32_t add_f32(uint32_t a, uint32_t b, Round r = Round::NearestEven, bool denorm_in = true,
                 bool denorm_out = true);
uint32_t mul_f32(uint32_t a, uint32_t b, Round r = Round::NearestEven, bool denorm_in = true,
                 bool denorm_out = true);
uint32_t fma_f32(uint32_t a, uint32_t b, uint32_t c, Round r = Round::NearestEven,
                 bool denorm_in = true, bool denorm_out = true);
uint16_t add_f16(uint16_t a, uint16_t b, Round r = Round::NearestEven, bool denorm_in = true,
                 bool denorm_out = true);
uint16_t mul_f16(uint16_t a, uint16_t b, Round r = Round::NearestEven, bool denorm_in = true,
                 bool denorm_out = true);
uint16_t fma_f16(uint16_t a, uint16_t b, uint16_t c, Round r = Round::NearestEven,
                 bool denorm_in = true, bool denorm_out = true);
// The f16 operations through the generic rounding core alone, without the default-MODE fast
// paths the functions above take (the reference the tests hold those fast paths to).
uint16_t add_f16_core(uint16_t a, uint16_t b, Round r, bool denorm_in, bool denorm_out);
uint16_t mul_f16_core(uint16_t a, uint16_t b, Round r, bool denorm_in, bool denorm_out);
uint16_t fma_f16_core(uint16_t a, uint16_t b, uint16_t c, Round r, bool denorm_in, bool denorm_out);

// VOP3 "clamp" output modifier on a float result: clamp to [0.0, 1.0]. NaN becomes +0 when
// MODE.DX10_CLAMP is set and passes through (quieted) otherwise (LLVM SIModeRegisterDefaults:
// "DX10Clamp: clamp NaN to zero; otherwise pass NaN through"). -0 clamps to +0 (model choice).
uint32_t clamp01_f32(uint32_t f, bool dx10_clamp = true);
uint16_t clamp01_f16(uint16_t h, bool dx10_clamp = true);

}  // namespace fp
}  // namespace emu
