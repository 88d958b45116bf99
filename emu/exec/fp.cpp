// Floating-point formats of the gfx11 VALU: see fp.hpp for every rule and its source.
#include "emu/exec/fp.hpp"

#include <cmath>

namespace emu {
namespace fp {

// ------------------------------------------------------------------------------------- MODE

FpMode FpMode::from_mode_register(uint32_t mode) {
  FpMode m;
  m.round_f32 = Round(mode & 3u);
  m.round_f64_f16 = Round((mode >> 2) & 3u);
  m.f32_denorm_in = (mode >> 4) & 1u;
  m.f32_denorm_out = (mode >> 5) & 1u;
  m.f64_f16_denorm_in = (mode >> 6) & 1u;
  m.f64_f16_denorm_out = (mode >> 7) & 1u;
  m.dx10_clamp = (mode >> 8) & 1u;
  m.ieee = (mode >> 9) & 1u;
  return m;
}

uint32_t FpMode::to_mode_register() const {
  return uint32_t(round_f32) | (uint32_t(round_f64_f16) << 2) | (uint32_t(f32_denorm_in) << 4) |
         (uint32_t(f32_denorm_out) << 5) | (uint32_t(f64_f16_denorm_in) << 6) |
         (uint32_t(f64_f16_denorm_out) << 7) | (uint32_t(dx10_clamp) << 8) |
         (uint32_t(ieee) << 9);
}

// ----------------------------------------------------------------------------- rounding core

namespace {

inline int msb64(uint64_t v) { return 63 - __builtin_clzll(v); }

inline uint64_t overflow_result(const Format& fmt, bool sign, Round r) {
  // IEEE 754-2008 sec. 7.4: RNE -> inf; toward zero -> largest finite; toward +inf -> +inf or
  // -max; toward -inf -> +max or -inf.
  const uint64_t sign_bit = uint64_t(sign) << (fmt.exp_bits + fmt.mant_bits);
  const uint64_t inf = ((uint64_t(1) << fmt.exp_bits) - 1) << fmt.mant_bits;
  const uint64_t max = inf - 1;
  bool to_inf = false;
  switch (r) {
    case Round::NearestEven: to_inf = true; break;
    case Round::TowardZero: to_inf = false; break;
    case Round::TowardPosInf: to_inf = !sign; break;
    case Round::TowardNegInf: to_inf = sign; break;
  }
  return sign_bit | (to_inf ? inf : max);
}

}  // namespace

uint64_t round_pack(const Format& fmt, bool sign, int exp2, uint64_t sig, bool sticky, Round r,
                    bool denorm_out) {
  const int m = fmt.mant_bits;
  const uint64_t sign_bit = uint64_t(sign) << (fmt.exp_bits + m);
  const int emin = 1 - fmt.bias;                  // exponent of the smallest normal
  const int exp_field_max = (1 << fmt.exp_bits) - 1;
  if (sig == 0) {
    if (!sticky) return sign_bit;
    // Only a tail below 2^exp2 is present: model it as one unit far below any quantum.
    sig = 1;
    exp2 -= 256;
  }
  const int e_lead = exp2 + msb64(sig);           // exponent of the leading bit
  int q = (e_lead > emin ? e_lead : emin) - m;    // exponent of the result's last bit
  const int shift = q - exp2;                     // bits of sig below the result's last bit

  uint64_t kept;
  bool above_half = false, exactly_half = false, inexact;
  if (shift <= 0) {
    // sig fits without loss. (Callers with sticky always have shift > 0; if not, the tail is
    // assumed smaller than one result quantum, which is right for RNE and directed modes.)
    kept = sig << (-shift);
    inexact = sticky;
  } else if (shift > 64) {
    kept = 0;
    inexact = true;  // non-zero sig, entirely below half a quantum
  } else {
    const unsigned __int128 s = sig;
    kept = uint64_t(s >> shift);
    const unsigned __int128 rem = s & ((static_cast<unsigned __int128>(1) << shift) - 1);
    const unsigned __int128 half = static_cast<unsigned __int128>(1) << (shift - 1);
    above_half = rem > half || (rem == half && sticky);
    exactly_half = rem == half && !sticky;
    inexact = rem != 0 || sticky;
  }

  bool up = false;
  switch (r) {
    case Round::NearestEven: up = above_half || (exactly_half && (kept & 1u)); break;
    case Round::TowardZero: up = false; break;
    case Round::TowardPosInf: up = inexact && !sign; break;
    case Round::TowardNegInf: up = inexact && sign; break;
  }
  kept += up;

  const uint64_t hidden = uint64_t(1) << m;
  if (kept == (hidden << 1)) {  // rounding carried into a new binade
    kept >>= 1;
    ++q;
  }
  if (kept >= hidden) {
    const int biased = q + m + fmt.bias;
    if (biased >= exp_field_max) return overflow_result(fmt, sign, r);
    return sign_bit | (uint64_t(biased) << m) | (kept - hidden);
  }
  // Denormal (or zero) result: q == emin - m here.
  if (kept != 0 && !denorm_out) return sign_bit;  // sign-preserving output flush
  return sign_bit | kept;
}

// ------------------------------------------------------------------------------- conversions

namespace {

// Converts a finite or special f64 to `fmt` (NaN: quiet, sign and top payload bits kept).
uint64_t from_f64(uint64_t d, const Format& fmt, Round r, bool denorm_in, bool denorm_out) {
  const bool sign = d >> 63;
  const uint64_t sign_bit = uint64_t(sign) << (fmt.exp_bits + fmt.mant_bits);
  const uint64_t exp_all = ((uint64_t(1) << fmt.exp_bits) - 1) << fmt.mant_bits;
  const uint32_t e = uint32_t(d >> 52) & 0x7ffu;
  const uint64_t mant = d & 0x000fffffffffffffull;
  if (e == 0x7ffu) {
    if (mant == 0) return sign_bit | exp_all;  // infinity
    const uint64_t quiet = uint64_t(1) << (fmt.mant_bits - 1);
    return sign_bit | exp_all | quiet | (mant >> (52 - fmt.mant_bits));
  }
  if (e == 0) {
    if (mant == 0 || !denorm_in) return sign_bit;  // zero, or flushed input denormal
    return round_pack(fmt, sign, -1074, mant, false, r, denorm_out);
  }
  return round_pack(fmt, sign, int(e) - 1075, mant | (uint64_t(1) << 52), false, r, denorm_out);
}

// Exact widening of a normal/denormal/zero/inf value to f64; NaN quieted with payload shifted
// to the top of the f64 mantissa. `fmt` is f16, bf16 or f32; `v` is already flushed if needed.
uint64_t to_f64(uint64_t v, const Format& fmt) {
  const int m = fmt.mant_bits;
  const bool sign = (v >> (fmt.exp_bits + m)) & 1u;
  const uint64_t sign_bit = uint64_t(sign) << 63;
  const uint32_t emax = (1u << fmt.exp_bits) - 1;
  const uint32_t e = uint32_t(v >> m) & emax;
  const uint64_t mant = v & ((uint64_t(1) << m) - 1);
  if (e == emax) {
    if (mant == 0) return sign_bit | 0x7ff0000000000000ull;
    return sign_bit | 0x7ff8000000000000ull | (mant << (52 - m));
  }
  if (e == 0) {
    if (mant == 0) return sign_bit;
    const int p = msb64(mant);  // value = mant * 2^(1 - bias - m)
    const int e_lead = p + 1 - fmt.bias - m;
    const uint64_t frac = (mant << (52 - p)) & 0x000fffffffffffffull;
    return sign_bit | (uint64_t(e_lead + 1023) << 52) | frac;
  }
  return sign_bit | (uint64_t(int(e) - fmt.bias + 1023) << 52) | (mant << (52 - m));
}

}  // namespace

uint16_t cvt_f32_to_f16_core(uint32_t f, Round r, bool denorm_in, bool denorm_out) {
  // The f32 input flag applies to the f32 operand before it is widened (f32 denormals are
  // normal numbers in f64).
  const uint32_t in = denorm_in ? f : flush_denorm_f32(f);
  return uint16_t(from_f64(to_f64(in, kF32), kF16, r, true, denorm_out));
}

uint16_t cvt_f32_to_f16(uint32_t f, Round r, bool denorm_in, bool denorm_out) {
  if (r == Round::NearestEven && denorm_in && denorm_out) return cvt_f32_to_f16_rne(f);
  if (r == Round::TowardZero && denorm_in && denorm_out) {
    // Round toward zero (v_cvt_pk_rtz_f16_f32) in integer arithmetic: truncate the magnitude;
    // past the largest finite f16 the result stays there (toward zero), an infinity stays one;
    // NaNs take the core's rule.
    const uint32_t sign = (f >> 16) & 0x8000u, a = f & 0x7fffffffu;
    if (a > 0x7f800000u) return cvt_f32_to_f16_core(f, r, denorm_in, denorm_out);
    if (a == 0x7f800000u) return uint16_t(sign | 0x7c00u);
    if (a >= 0x38800000u) {   // at least 2^-14: a normal f16 (or past the largest)
      const uint32_t h = (a - 0x38000000u) >> 13;
      return uint16_t(sign | (h > 0x7bffu ? 0x7bffu : h));
    }
    // below 2^-14: the f16 denormal floor(|x| * 2^24) = mantissa * 2^(exponent - 126)
    const uint32_t e = a >> 23, mant = (a & 0x7fffffu) | 0x800000u;
    const uint32_t shift = 126u - e;   // at least 14 here; f32 denormals (e = 0) give 0
    return uint16_t(sign | (e == 0 || shift >= 32 ? 0u : mant >> shift));
  }
  return cvt_f32_to_f16_core(f, r, denorm_in, denorm_out);
}

uint16_t cvt_f32_to_f16_rne(uint32_t f) {
  const uint32_t sign = (f >> 16) & 0x8000u;
  const uint32_t a = f & 0x7fffffffu;
  if (a > 0x7f800000u) return uint16_t(sign | 0x7e00u | ((a >> 13) & 0x03ffu));  // NaN
  if (a >= 0x477ff000u) return uint16_t(sign | 0x7c00u);  // >= 65520: rounds to infinity
  if (a >= 0x38800000u) {                                  // normal f16 result (>= 2^-14)
    // Rebias the exponent (127 -> 15) and round the 13 dropped mantissa bits to nearest
    // even; a carry into the exponent field is the correct result.
    const uint32_t rebased = a - 0x38000000u;
    return uint16_t(sign | ((rebased + 0x0fffu + ((rebased >> 13) & 1u)) >> 13));
  }
  if (a < 0x33000000u) return uint16_t(sign);  // < 2^-25: rounds to zero (2^-25 is a tie to 0)
  // Denormal f16 result: shift the full significand so that the last kept bit is 2^-24.
  const uint32_t e = a >> 23;                    // 102 .. 112
  const uint32_t sig = (a & 0x007fffffu) | 0x00800000u;
  const uint32_t shift = 126u - e;               // 14 .. 24
  const uint32_t kept = sig >> shift;
  const uint32_t rem = sig & ((1u << shift) - 1u);
  const uint32_t half = 1u << (shift - 1);
  const uint32_t up = (rem > half || (rem == half && (kept & 1u))) ? 1u : 0u;
  return uint16_t(sign | (kept + up));  // kept + up == 0x400 is the smallest normal: correct
}

uint32_t cvt_f16_to_f32(uint16_t h, bool denorm_in) {
  const uint16_t in = denorm_in ? h : flush_denorm_f16(h);
  // f16_to_float is this conversion branch-free (exact; NaN quieted, payload kept): through the
  // f64 rounding core it cost about 200 host instructions, and v_dot2_f32_f16 makes four per lane
  return bits_of(f16_to_float(in));
}

uint16_t cvt_f32_to_bf16(uint32_t f, Round r, bool denorm_in, bool denorm_out) {
  const uint32_t in = denorm_in ? f : flush_denorm_f32(f);
  return uint16_t(from_f64(to_f64(in, kF32), kBF16, r, true, denorm_out));
}

uint32_t cvt_f64_to_f32(uint64_t d, Round r, bool denorm_in, bool denorm_out) {
  return uint32_t(from_f64(d, kF32, r, denorm_in, denorm_out));
}

uint64_t cvt_f32_to_f64(uint32_t f, bool denorm_in) {
  return to_f64(denorm_in ? f : flush_denorm_f32(f), kF32);
}

uint16_t cvt_f64_to_f16(uint64_t d, Round r, bool denorm_in, bool denorm_out) {
  return uint16_t(from_f64(d, kF16, r, denorm_in, denorm_out));
}

uint64_t cvt_f16_to_f64(uint16_t h, bool denorm_in) {
  return to_f64(denorm_in ? h : flush_denorm_f16(h), kF16);
}

uint16_t cvt_f64_to_bf16(uint64_t d, Round r, bool denorm_in, bool denorm_out) {
  return uint16_t(from_f64(d, kBF16, r, denorm_in, denorm_out));
}

// ------------------------------------------------------------------------------- min and max

namespace {

// Ordering of the ISA's LT_NEG_ZERO / GT_NEG_ZERO lambdas on finite-or-inf non-NaN values:
// IEEE < except that -0 < +0. `key` maps a sign-magnitude pattern to a monotone integer.
template <typename U>
inline bool lt_neg_zero(U a, U b, U sign_mask) {
  auto key = [sign_mask](U v) -> U {
    // Negative values: reverse the magnitude order below the positives; -0 sits just below +0.
    return (v & sign_mask) ? U(~v) : U(v | sign_mask);
  };
  return key(a) < key(b);
}

// RDNA3 ISA pseudocode of V_MIN_F32 / V_MAX_F32 (identical for F16 / F64), see fp.hpp.
template <typename U, bool kMax>
inline U minmax(U a, U b, bool ieee, bool (*is_nan)(U), bool (*is_snan)(U), U (*quiet)(U),
                U sign_mask) {
  if (ieee) {
    if (is_snan(a)) return quiet(a);
    if (is_snan(b)) return quiet(b);
    if (is_nan(b)) return a;  // quiet NaN S1: return S0
    if (is_nan(a)) return b;
  } else {
    if (is_nan(b)) return a;
    if (is_nan(a)) return b;
  }
  const bool a_first = kMax ? lt_neg_zero(b, a, sign_mask) : lt_neg_zero(a, b, sign_mask);
  return a_first ? a : b;
}

}  // namespace

uint32_t min_f32(uint32_t a, uint32_t b, bool ieee) {
  return minmax<uint32_t, false>(a, b, ieee, is_nan_f32, is_snan_f32, quiet_f32, 0x80000000u);
}
uint32_t max_f32(uint32_t a, uint32_t b, bool ieee) {
  return minmax<uint32_t, true>(a, b, ieee, is_nan_f32, is_snan_f32, quiet_f32, 0x80000000u);
}
uint16_t min_f16(uint16_t a, uint16_t b, bool ieee) {
  return minmax<uint16_t, false>(a, b, ieee, is_nan_f16, is_snan_f16, quiet_f16, 0x8000u);
}
uint16_t max_f16(uint16_t a, uint16_t b, bool ieee) {
  return minmax<uint16_t, true>(a, b, ieee, is_nan_f16, is_snan_f16, quiet_f16, 0x8000u);
}
uint64_t min_f64(uint64_t a, uint64_t b, bool ieee) {
  return minmax<uint64_t, false>(a, b, ieee, is_nan_f64, is_snan_f64, quiet_f64,
                                 0x8000000000000000ull);
}
uint64_t max_f64(uint64_t a, uint64_t b, bool ieee) {
  return minmax<uint64_t, true>(a, b, ieee, is_nan_f64, is_snan_f64, quiet_f64,
                                0x8000000000000000ull);
}

// -------------------------------------------------------------------------------- arithmetic
//
// f16 and f32 operands are exact doubles; a product of two is exact in double (at most 48
// significant bits, exponents far inside f64's range). A sum s = x + y is made exact with
// Knuth's TwoSum: x + y == s + e exactly, |e| <= ulp(s)/2. The final rounding to the narrow
// format then sees s's 53 bits plus the sign of e as a sticky tail: exactly one rounding.

namespace {

inline void two_sum(double x, double y, double& s, double& e) {
  s = x + y;
  const double bb = s - x;
  e = (x - (s - bb)) + (y - bb);
}

// Rounds s + e (|e| <= ulp(s)/2, both finite, s != 0 or e == 0) to `fmt`.
uint64_t round_double_pair(double s, double e, const Format& fmt, Round r, bool denorm_out) {
  const uint64_t sb = bits_of(s);
  const bool sign = sb >> 63;
  const uint32_t ex = uint32_t(sb >> 52) & 0x7ffu;
  uint64_t sig = sb & 0x000fffffffffffffull;
  int exp2;
  if (ex == 0) {
    if (sig == 0) return uint64_t(sign) << (fmt.exp_bits + fmt.mant_bits);
    exp2 = -1074;
  } else {
    sig |= uint64_t(1) << 52;
    exp2 = int(ex) - 1075;
  }
  bool sticky = false;
  if (e != 0.0) {
    sticky = true;
    if (std::signbit(e) != sign) {
      // Magnitude slightly below sig * 2^exp2: (2*sig - 1) * 2^(exp2-1) plus a positive tail.
      sig = sig * 2 - 1;
      exp2 -= 1;
    }
  }
  return round_pack(fmt, sign, exp2, sig, sticky, r, denorm_out);
}

// Sign of an exact zero sum (IEEE 754-2008 sec. 6.3): x + y with x == -y gives +0, or -0 when
// rounding toward -inf; (+0) + (+0) = +0 and (-0) + (-0) = -0 in every mode.
inline bool zero_sum_sign(bool sx, bool sy, Round r) {
  if (sx == sy) return sx;
  return r == Round::TowardNegInf;
}

struct Operands {
  double v[3];
  bool nan = false;
  uint64_t nan_bits = 0;  // first NaN operand, already quieted and re-encoded as f64
};

template <typename U>
Operands load_operands(const U* x, int n, const Format& fmt, bool denorm_in) {
  Operands ops;
  for (int i = 0; i < n; ++i) {
    U v = x[i];
    if (!denorm_in) {
      const U expmask = U(((U(1) << fmt.exp_bits) - 1) << fmt.mant_bits);
      const U mantmask = U((U(1) << fmt.mant_bits) - 1);
      if ((v & expmask) == 0 && (v & mantmask) != 0) v = U(v & ~(expmask | mantmask));
    }
    const uint64_t d = to_f64(v, fmt);
    if (is_nan_f64(d) && !ops.nan) {
      ops.nan = true;
      ops.nan_bits = d;  // to_f64 quiets
    }
    ops.v[i] = f64_from_bits(d);
  }
  return ops;
}

template <typename U>
U finish(const Format& fmt, uint64_t narrow_default_nan, double s, double e, Round r,
         bool denorm_out) {
  if (std::isnan(s)) return U(narrow_default_nan);  // invalid operation created the NaN
  if (std::isinf(s)) {
    const uint64_t inf = ((uint64_t(1) << fmt.exp_bits) - 1) << fmt.mant_bits;
    return U((uint64_t(std::signbit(s)) << (fmt.exp_bits + fmt.mant_bits)) | inf);
  }
  return U(round_double_pair(s, e, fmt, r, denorm_out));
}

template <typename U>
U do_add(U a, U b, const Format& fmt, uint64_t dnan, Round r, bool din, bool dout) {
  const U in[2] = {a, b};
  const Operands ops = load_operands(in, 2, fmt, din);
  if (ops.nan) return U(from_f64(ops.nan_bits, fmt, r, true, true));
  double s, e;
  two_sum(ops.v[0], ops.v[1], s, e);
  if (s == 0.0 && e == 0.0 && !std::isnan(s)) {
    const bool sign = zero_sum_sign(std::signbit(ops.v[0]), std::signbit(ops.v[1]), r);
    return U(uint64_t(sign) << (fmt.exp_bits + fmt.mant_bits));
  }
  return finish<U>(fmt, dnan, s, e, r, dout);
}

template <typename U>
U do_mul(U a, U b, const Format& fmt, uint64_t dnan, Round r, bool din, bool dout) {
  const U in[2] = {a, b};
  const Operands ops = load_operands(in, 2, fmt, din);
  if (ops.nan) return U(from_f64(ops.nan_bits, fmt, r, true, true));
  const double p = ops.v[0] * ops.v[1];  // exact (or inf / NaN for inf*x, 0*inf)
  if (p == 0.0) {
    const bool sign = std::signbit(ops.v[0]) != std::signbit(ops.v[1]);
    return U(uint64_t(sign) << (fmt.exp_bits + fmt.mant_bits));
  }
  return finish<U>(fmt, dnan, p, 0.0, r, dout);
}

template <typename U>
U do_fma(U a, U b, U c, const Format& fmt, uint64_t dnan, Round r, bool din, bool dout) {
  const U in[3] = {a, b, c};
  const Operands ops = load_operands(in, 3, fmt, din);
  if (ops.nan) return U(from_f64(ops.nan_bits, fmt, r, true, true));
  const double p = ops.v[0] * ops.v[1];  // exact
  if (std::isnan(p)) return U(dnan);     // 0 * inf
  double s, e;
  two_sum(p, ops.v[2], s, e);
  if (std::isinf(p) || std::isinf(ops.v[2])) {
    // TwoSum's error term is meaningless with infinities; s is inf or NaN (inf - inf).
    return finish<U>(fmt, dnan, s, 0.0, r, dout);
  }
  if (s == 0.0 && e == 0.0) {
    const bool sign = zero_sum_sign(std::signbit(p), std::signbit(ops.v[2]), r);
    return U(uint64_t(sign) << (fmt.exp_bits + fmt.mant_bits));
  }
  return finish<U>(fmt, dnan, s, e, r, dout);
}

}  // namespace

// Fast paths: with round-to-nearest-even and denormals kept (the default MODE), the host's IEEE
// single-precision add and multiply give the same correctly rounded result as the generic
// rounding core; NaN operands and host-generated NaNs still take the exact rules.
uint32_t add_f32(uint32_t a, uint32_t b, Round r, bool din, bool dout) {
  if (r == Round::NearestEven && din && dout && !is_nan_f32(a) && !is_nan_f32(b)) {
    const float v = f32_from_bits(a) + f32_from_bits(b);
    return std::isnan(v) ? kF32QNaN : bits_of(v);
  }
  return do_add<uint32_t>(a, b, kF32, kF32QNaN, r, din, dout);
}
uint32_t mul_f32(uint32_t a, uint32_t b, Round r, bool din, bool dout) {
  if (r == Round::NearestEven && din && dout && !is_nan_f32(a) && !is_nan_f32(b)) {
    const float v = f32_from_bits(a) * f32_from_bits(b);
    return std::isnan(v) ? kF32QNaN : bits_of(v);
  }
  return do_mul<uint32_t>(a, b, kF32, kF32QNaN, r, din, dout);
}
uint32_t fma_f32(uint32_t a, uint32_t b, uint32_t c, Round r, bool din, bool dout) {
  if (r == Round::NearestEven && din && dout && !is_nan_f32(a) && !is_nan_f32(b) &&
      !is_nan_f32(c)) {
    const float v = std::fma(f32_from_bits(a), f32_from_bits(b), f32_from_bits(c));
    // Host-generated NaNs (0*inf, inf-inf) have a host-specific sign: use the default NaN.
    return std::isnan(v) ? kF32QNaN : bits_of(v);
  }
  return do_fma<uint32_t>(a, b, c, kF32, kF32QNaN, r, din, dout);
}
// f16 fast paths, in the default MODE as the f32 ones: the sum or product of f16 values is exact in
// a double (at most 40 significant bits, no underflow), so the host's one conversion of it to
// _Float16, round to nearest even with denormals, is the correctly rounded result; fma adds the
// exact product to C in double and keeps the result when TwoSum's error is 0 (the double is then
// the exact value), else the generic core decides (for a finite f16 result the error can only be
// nonzero when one addend is under a 2^-31 fraction of the other, where it cannot move the
// rounding; the test keeps the claim exact). NaN operands and host-generated NaNs take the exact
// rules. (Host instructions per call through the handlers' lane walk, handler_cost under
// cachegrind: v_pk_add_f16, 64 adds, 22446 -> 11176; v_pk_fma_f16 28046 -> 16784. The packed and
// 16-bit handlers' whole-wave forms take lanes::f16_op instead and call these for the elements
// it leaves.)
namespace {
inline uint16_t host_f16_rne(double v) {
  const _Float16 h = static_cast<_Float16>(v);
  uint16_t u;
  std::memcpy(&u, &h, sizeof u);
  return u;
}
inline bool f16_fast(Round r, bool din, bool dout) { return r == Round::NearestEven && din && dout; }
}  // namespace

uint16_t add_f16(uint16_t a, uint16_t b, Round r, bool din, bool dout) {
  if (f16_fast(r, din, dout) && !is_nan_f16(a) && !is_nan_f16(b)) {
    const double v = double(f16_to_float(a)) + double(f16_to_float(b));
    return std::isnan(v) ? kF16QNaN : host_f16_rne(v);
  }
  return do_add<uint16_t>(a, b, kF16, kF16QNaN, r, din, dout);
}
uint16_t mul_f16(uint16_t a, uint16_t b, Round r, bool din, bool dout) {
  if (f16_fast(r, din, dout) && !is_nan_f16(a) && !is_nan_f16(b)) {
    const double v = double(f16_to_float(a)) * double(f16_to_float(b));
    return std::isnan(v) ? kF16QNaN : host_f16_rne(v);
  }
  return do_mul<uint16_t>(a, b, kF16, kF16QNaN, r, din, dout);
}
uint16_t fma_f16(uint16_t a, uint16_t b, uint16_t c, Round r, bool din, bool dout) {
  if (f16_fast(r, din, dout) && !is_nan_f16(a) && !is_nan_f16(b) && !is_nan_f16(c)) {
    const double p = double(f16_to_float(a)) * double(f16_to_float(b)), z = double(f16_to_float(c));
    double s, e;
    two_sum(p, z, s, e);
    if (std::isfinite(s) && e == 0.0) return host_f16_rne(s);   // s is p + z exactly
    if (std::isnan(s) && !std::isnan(p)) return kF16QNaN;       // inf - inf (0 * inf: p is NaN)
  }
  return do_fma<uint16_t>(a, b, c, kF16, kF16QNaN, r, din, dout);
}
uint16_t add_f16_core(uint16_t a, uint16_t b, Round r, bool din, bool dout) {
  return do_add<uint16_t>(a, b, kF16, kF16QNaN, r, din, dout);
}
uint16_t mul_f16_core(uint16_t a, uint16_t b, Round r, bool din, bool dout) {
  return do_mul<uint16_t>(a, b, kF16, kF16QNaN, r, din, dout);
}
uint16_t fma_f16_core(uint16_t a, uint16_t b, uint16_t c, Round r, bool din, bool dout) {
  return do_fma<uint16_t>(a, b, c, kF16, kF16QNaN, r, din, dout);
}

// ------------------------------------------------------------------------------------ clamp

uint32_t clamp01_f32(uint32_t f, bool dx10_clamp) {
  if (is_nan_f32(f)) return dx10_clamp ? 0u : quiet_f32(f);
  if (f & 0x80000000u) return 0u;            // negative (including -0) -> +0
  if (f > 0x3f800000u) return 0x3f800000u;   // above 1.0 (including +inf) -> 1.0
  return f;
}

uint16_t clamp01_f16(uint16_t h, bool dx10_clamp) {
  if (is_nan_f16(h)) return dx10_clamp ? uint16_t(0) : quiet_f16(h);
  if (h & 0x8000u) return 0;
  if (h > 0x3c00u) return 0x3c00u;
  return h;
}

}  // namespace fp
}  // namespace emu
