// Tests for emu/exec/fp.hpp: every conversion on edge values and against independent oracles
// (the compiler's _Float16, the host FPU under fesetround, and a table-search reference that
// rounds by locating the two neighbouring representable values), exhaustive round trips over
// all 65536 f16 and bf16 patterns, min/max per the RDNA3 pseudocode, arithmetic, clamp.
#include <doctest/doctest.h>

#include <cfenv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <cstdio>
#include <limits>
#include <string>
#include <random>

#include "emu/exec/fp.hpp"

using namespace emu::fp;

namespace {

// ------------------------------------------------------------------------------ test oracles

// The compiler's IEEE binary16 (libgcc soft conversions, correctly rounded RNE).
std::string hexs(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

uint16_t host_f16_bits(_Float16 h) { uint16_t u; std::memcpy(&u, &h, 2); return u; }
_Float16 host_f16(uint16_t u) { _Float16 h; std::memcpy(&h, &u, 2); return h; }
double f16_value(uint32_t bits) { return double(host_f16(uint16_t(bits))); }
double bf16_value(uint32_t bits) { return double(f32_from_bits(bits << 16)); }

// Reference rounding of an exact double x to a format whose non-negative finite patterns
// 0 .. max_bits are monotonic in value (true for f16, bf16): finds the neighbours by binary
// search and picks one per IEEE 754 rounding rules. Independent of emu::fp::round_pack.
uint32_t ref_round(double x, Round r, bool denorm_out, uint32_t max_bits, uint32_t inf_bits,
                   uint32_t sign_bit, uint32_t min_normal_bits, double (*val)(uint32_t)) {
  const bool neg = std::signbit(x);
  const double ax = std::fabs(x);
  if (std::isinf(x)) return inf_bits | (neg ? sign_bit : 0u);
  // Rounding of |x| in the mirrored mode.
  Round rm = r;
  if (neg && r == Round::TowardPosInf) rm = Round::TowardNegInf;
  else if (neg && r == Round::TowardNegInf) rm = Round::TowardPosInf;
  uint32_t lo = 0, hi = max_bits;  // largest pattern with val <= ax
  if (ax >= val(max_bits)) {
    lo = max_bits;
  } else {
    while (lo < hi) {
      const uint32_t mid = (lo + hi + 1) / 2;
      if (val(mid) <= ax) lo = mid; else hi = mid - 1;
    }
  }
  uint32_t res;
  if (val(lo) == ax) {
    res = lo;
  } else {
    const bool lo_is_max = lo == max_bits;
    const double up_val = lo_is_max ? 2 * val(max_bits) - val(max_bits - 1) : val(lo + 1);
    const uint32_t up = lo_is_max ? inf_bits : lo + 1;
    switch (rm) {
      case Round::TowardZero: res = lo; break;
      case Round::TowardNegInf: res = lo; break;   // |x| rounded down
      case Round::TowardPosInf: res = up; break;   // |x| rounded up
      case Round::NearestEven:
      default: {
        const double mid = (val(lo) + up_val) / 2;  // exact: one more bit than the format
        if (ax < mid) res = lo;
        else if (ax > mid) res = up;
        else res = (lo & 1u) ? up : lo;  // tie: even pattern (max is odd, so ties go up)
        break;
      }
    }
  }
  if (!denorm_out && res != 0 && res < min_normal_bits) res = 0;
  return res | (neg ? sign_bit : 0u);
}

uint16_t ref_f16(double x, Round r, bool denorm_out = true) {
  return uint16_t(ref_round(x, r, denorm_out, 0x7bff, 0x7c00, 0x8000, 0x0400, f16_value));
}
uint16_t ref_bf16(double x, Round r, bool denorm_out = true) {
  return uint16_t(ref_round(x, r, denorm_out, 0x7f7f, 0x7f80, 0x8000, 0x0080, bf16_value));
}

const Round kModes[4] = {Round::NearestEven, Round::TowardPosInf, Round::TowardNegInf,
                         Round::TowardZero};
int host_mode(Round r) {
  switch (r) {
    case Round::NearestEven: return FE_TONEAREST;
    case Round::TowardPosInf: return FE_UPWARD;
    case Round::TowardNegInf: return FE_DOWNWARD;
    case Round::TowardZero: return FE_TOWARDZERO;
  }
  return FE_TONEAREST;
}

// Host operations kept out of line so that they run after fesetround and are not folded.
__attribute__((noinline)) float host_f64_to_f32(volatile double x) { return float(x); }
__attribute__((noinline)) float host_add(volatile float a, volatile float b) { return a + b; }
__attribute__((noinline)) float host_mul(volatile float a, volatile float b) { return a * b; }
__attribute__((noinline)) float host_fma(volatile float a, volatile float b, volatile float c) {
  return std::fma(float(a), float(b), float(c));
}

// Restores round-to-nearest when a test leaves scope.
struct HostRounding {
  explicit HostRounding(Round r) { std::fesetround(host_mode(r)); }
  ~HostRounding() { std::fesetround(FE_TONEAREST); }
};

// Random f32 bit patterns biased towards the ranges that matter for narrowing (around the f16
// and bf16 normal/denormal boundaries and overflow), plus fully random patterns.
uint32_t random_f32(std::mt19937& rng) {
  const uint32_t u = rng();
  switch (u & 3u) {
    case 0: return rng();
    case 1: {  // exponent 95 .. 145 (f16 territory, including denormals and overflow)
      const uint32_t e = 95 + rng() % 51;
      return (u & 0x80000000u) | (e << 23) | (rng() & 0x007fffffu);
    }
    case 2: {  // near f32 / bf16 denormals and the top of the range
      const uint32_t e = (rng() & 1u) ? rng() % 4 : 252 + rng() % 3;
      return (u & 0x80000000u) | (e << 23) | (rng() & 0x007fffffu);
    }
    default: {  // few significant bits: many exact ties
      const uint32_t e = 90 + rng() % 60;
      return (u & 0x80000000u) | (e << 23) | ((rng() & 0xffu) << (13 + rng() % 10));
    }
  }
}

}  // namespace

// ======================================================================================= MODE

TEST_CASE("fp: MODE register fields decode and encode (LLVM AMDGPUUsage layout)") {
  // default-fp-mode.ll: FloatMode 80 (0x50) = flush all outputs, 160 (0xa0) = flush all inputs,
  // 224 (0xe0) = flush f32 inputs only. Rounding fields zero = nearest even.
  FpMode m = FpMode::from_mode_register(80);
  CHECK(m.f32_denorm_in);
  CHECK_FALSE(m.f32_denorm_out);
  CHECK(m.f64_f16_denorm_in);
  CHECK_FALSE(m.f64_f16_denorm_out);
  m = FpMode::from_mode_register(160);
  CHECK_FALSE(m.f32_denorm_in);
  CHECK(m.f32_denorm_out);
  CHECK_FALSE(m.f64_f16_denorm_in);
  CHECK(m.f64_f16_denorm_out);
  m = FpMode::from_mode_register(224);
  CHECK_FALSE(m.f32_denorm_in);
  CHECK(m.f32_denorm_out);
  CHECK(m.f64_f16_denorm_in);
  CHECK(m.f64_f16_denorm_out);
  CHECK(m.round_f32 == Round::NearestEven);
  m = FpMode::from_mode_register(0x3f0u | (3u << 0) | (1u << 2));
  CHECK(m.round_f32 == Round::TowardZero);
  CHECK(m.round_f64_f16 == Round::TowardPosInf);
  CHECK(m.dx10_clamp);
  CHECK(m.ieee);
  for (uint32_t v = 0; v < 1024; ++v) CHECK(FpMode::from_mode_register(v).to_mode_register() == v);
  CHECK(FpMode{}.to_mode_register() == 0x3f0u);
}

// ================================================================================= f16 <-> f32

TEST_CASE("fp: f16 -> f32 is exact for all 65536 patterns (oracle: _Float16)") {
  for (uint32_t h = 0; h < 65536; ++h) {
    const uint16_t hb = uint16_t(h);
    const uint32_t got = cvt_f16_to_f32(hb);
    CHECK(bits_of(f16_to_float(hb)) == got);
    if (is_nan_f16(hb)) {
      // Quiet NaN, sign kept, 10-bit payload moved to the top of the f32 mantissa.
      REQUIRE(is_nan_f32(got));
      CHECK_FALSE(is_snan_f32(got));
      CHECK((got >> 31) == (h >> 15));
      CHECK(((got >> 13) & 0x1ffu) == (h & 0x1ffu));
    } else {
      const float want = float(host_f16(hb));
      REQUIRE(bits_of(want) == got);
    }
    // f16 -> f64 agrees with f16 -> f32 -> f64.
    CHECK(cvt_f16_to_f64(hb) == cvt_f32_to_f64(got));
  }
}

TEST_CASE("fp: f16 round trips through f32 and f64 for all 65536 patterns") {
  for (uint32_t h = 0; h < 65536; ++h) {
    const uint16_t hb = uint16_t(h);
    const uint16_t want = quiet_f16(hb);  // sNaN comes back quiet, everything else unchanged
    for (Round r : kModes) {
      REQUIRE(cvt_f32_to_f16(cvt_f16_to_f32(hb), r) == want);
      REQUIRE(cvt_f64_to_f16(cvt_f16_to_f64(hb), r) == want);
    }
    REQUIRE(cvt_f32_to_f16_rne(cvt_f16_to_f32(hb)) == want);
    // Exactly representable values are unaffected by output flushing unless denormal.
    const uint16_t flushed = cvt_f32_to_f16(cvt_f16_to_f32(hb), Round::NearestEven, true, false);
    CHECK(flushed == (is_denorm_f16(hb) ? uint16_t(hb & 0x8000u) : want));
  }
}

TEST_CASE("fp: the host f64 -> f32 RNE conversion equals cvt_f64_to_f32 (denormal results kept and flushed)") {
  // The transcendentals' result conversion (cvt_f64_to_f32_rne_hostfp): ties and neighbours at
  // every f32 quantum boundary that matters (the denormal range, the carry into the smallest
  // normal, the largest finite and overflow), zeros, infinities and random doubles.
  std::vector<double> xs = {0.0, -0.0, INFINITY, -INFINITY, 1.0, -1.0, 0x1p-149, 0x1p-150, 0x1.8p-150,
                            0x1p-151, 0x1p-126, 0x1.fffffcp-127, 0x1.fffffep-127, 0x1.ffffffp-127,
                            0x1.fffffe8p-127, 0x1p-1074, 0x1.fffffep127, 0x1.ffffffp127, 0x1p128, 1e300, -1e300};
  std::mt19937_64 rng(7);
  for (int i = 0; i < 200000; ++i) {
    // exponents around the f32 range, mantissas with and without exact ties at 29 dropped bits
    const int e = int(rng() % 320) - 170;
    uint64_t m = rng() & 0x000fffffffffffffull;
    if (i % 3 == 0) m = (m & ~0x1fffffffull) | 0x10000000ull;   // a tie at the normal quantum
    double x;
    const uint64_t bits = (uint64_t(e + 1023) << 52) | m | (uint64_t(rng() & 1) << 63);
    std::memcpy(&x, &bits, 8);
    xs.push_back(x);
  }
  for (int k = 1; k <= 40; ++k) {   // ties at the denormal quantum: (n + 1/2) 2^-149
    xs.push_back((double(k) + 0.5) * 0x1p-149);
    xs.push_back(-(double(k) + 0.5) * 0x1p-149);
  }
  unsigned bad = 0;
  double first_bad = 0;
  for (double x : xs)
    for (bool dout : {true, false})
      if (cvt_f64_to_f32_rne_hostfp(x, dout) != cvt_f64_to_f32(bits_of(x), Round::NearestEven, true, dout) &&
          bad++ == 0)
        first_bad = x;
  INFO("first mismatch at " << first_bad);
  CHECK(bad == 0);
}

TEST_CASE("fp: f32 -> f16 RNE matches _Float16 on ties, neighbours and random inputs") {
  auto check_one = [](uint32_t f) {
    const uint16_t want = is_nan_f32(f) ? uint16_t(0) : host_f16_bits(_Float16(f32_from_bits(f)));
    const uint16_t got = cvt_f32_to_f16_core(f, Round::NearestEven, true, true);   // (the generic core)
    const uint16_t fast = cvt_f32_to_f16_rne(f);
    const uint16_t vec = cvt_f32_to_f16_rne_hostfp(f);
    if (is_nan_f32(f)) {
      REQUIRE(fast == got);
      REQUIRE(vec == got);
      REQUIRE(is_nan_f16(got));
      REQUIRE_FALSE(is_snan_f16(got));
      return;
    }
    INFO("f32 bits " << hexs(f));
    REQUIRE(got == want);
    REQUIRE(fast == want);
    REQUIRE(vec == want);
  };
  // Every midpoint between adjacent f16 values (exact in f32), and its f32 neighbours.
  for (uint32_t h = 0; h < 0x7c00; ++h) {
    for (uint32_t s : {0u, 0x8000u}) {
      const double lo = f16_value(h), hi = (h == 0x7bff) ? 65536.0 : f16_value(h + 1);
      const float mid = float((lo + hi) / 2);
      REQUIRE(double(mid) == (lo + hi) / 2);
      const uint32_t mb = bits_of(mid) | (s << 16);
      check_one(mb);
      check_one(mb + 1);
      check_one(mb - 1);
      check_one(bits_of(float(lo)) | (s << 16));
    }
  }
  std::mt19937 rng(12345);
  for (int n = 0; n < 1000000; ++n) check_one(random_f32(rng));
}

TEST_CASE("fp: f32 -> f16 in all four rounding modes matches the table-search reference") {
  std::mt19937 rng(777);
  for (int n = 0; n < 100000; ++n) {
    const uint32_t f = random_f32(rng);
    if (is_nan_f32(f)) continue;
    const double x = double(f32_from_bits(f));
    for (Round r : kModes) {
      for (bool dout : {true, false}) {
        INFO("f32 " << hexs(f) << " mode " << int(r) << " dout " << dout);
        REQUIRE(cvt_f32_to_f16(f, r, true, dout) == ref_f16(x, r, dout));
      }
    }
  }
}

TEST_CASE("fp: f32 -> f16's integer fast paths (nearest even, toward zero) equal the generic core on a sweep of every f32 class") {
  // Every 1021st encoding (4.2 million: both signs, zeros, denormals, the f16 normal and denormal
  // ranges, overflow, infinities, NaNs) and the boundaries around the largest f16 and 2^-14.
  std::vector<uint32_t> fs;
  for (uint64_t f = 0; f <= 0xffffffffull; f += 1021) fs.push_back(uint32_t(f));
  for (uint32_t b : {0x477fe000u, 0x477fefffu, 0x477ff000u, 0x477fffffu, 0x47800000u, 0x38800000u, 0x387fffffu,
                     0x33800000u, 0x337fffffu, 0x7f800000u, 0x7f800001u, 0x7fc00000u, 0x00000001u, 0x007fffffu})
    for (uint32_t s : {0u, 0x80000000u}) fs.push_back(b | s);
  unsigned bad = 0;
  for (const uint32_t f : fs)
    for (const Round r : {Round::NearestEven, Round::TowardZero})
      bad += cvt_f32_to_f16(f, r, true, true) != cvt_f32_to_f16_core(f, r, true, true);
  CHECK(bad == 0);
}

TEST_CASE("fp: f32 -> f16 edge values") {
  const Round RNE = Round::NearestEven, RU = Round::TowardPosInf, RD = Round::TowardNegInf,
              RZ = Round::TowardZero;
  auto f = [](float v) { return bits_of(v); };
  // Exact values and signed zeros.
  CHECK(cvt_f32_to_f16(f(1.0f)) == 0x3c00);
  CHECK(cvt_f32_to_f16(f(-2.0f)) == 0xc000);
  CHECK(cvt_f32_to_f16(f(0.0f)) == 0x0000);
  CHECK(cvt_f32_to_f16(f(-0.0f)) == 0x8000);
  // Ties to even: 1 + 2^-11 is halfway between 1.0 (even) and 1 + 2^-10 (odd).
  CHECK(cvt_f32_to_f16(f(1.0f + 0x1p-11f)) == 0x3c00);
  CHECK(cvt_f32_to_f16(f(1.0f + 3 * 0x1p-11f)) == 0x3c02);   // 1.5 ulp: tie, up to even
  CHECK(cvt_f32_to_f16(f(1.0f + 0x1p-11f + 0x1p-23f)) == 0x3c01);  // just above the tie
  CHECK(cvt_f32_to_f16(f(1.0f + 0x1p-11f), RU) == 0x3c01);
  CHECK(cvt_f32_to_f16(f(-(1.0f + 0x1p-11f)), RU) == 0xbc00);
  CHECK(cvt_f32_to_f16(f(-(1.0f + 0x1p-11f)), RD) == 0xbc01);
  CHECK(cvt_f32_to_f16(f(1.0f + 0x1.fp-11f), RZ) == 0x3c00);
  // Smallest denormals: 2^-24 is the least f16 denormal; 2^-25 ties to 0 (even).
  CHECK(cvt_f32_to_f16(f(0x1p-24f)) == 0x0001);
  CHECK(cvt_f32_to_f16(f(0x1p-25f)) == 0x0000);
  CHECK(cvt_f32_to_f16(f(-0x1p-25f)) == 0x8000);
  CHECK(cvt_f32_to_f16(f(0x1.000002p-25f)) == 0x0001);
  CHECK(cvt_f32_to_f16(f(3 * 0x1p-25f)) == 0x0002);          // 1.5 ulp: tie to even
  CHECK(cvt_f32_to_f16(f(0x1p-40f), RU) == 0x0001);
  CHECK(cvt_f32_to_f16(f(-0x1p-40f), RU) == 0x8000);
  CHECK(cvt_f32_to_f16(f(-0x1p-40f), RD) == 0x8001);
  CHECK(cvt_f32_to_f16(f(0x1p-40f), RZ) == 0x0000);
  CHECK(cvt_f32_to_f16(f(0x1p-14f)) == 0x0400);               // smallest normal
  CHECK(cvt_f32_to_f16(f(0x1.ff8p-15f)) == 0x03ff);           // largest denormal
  CHECK(cvt_f32_to_f16(f(0x1.ffbffep-15f)) == 0x03ff);        // just below the tie
  CHECK(cvt_f32_to_f16(f(0x1.ffcp-15f)) == 0x0400);           // tie: up into the normals
  // Denormal output flushing (f16 output flag), sign kept; normal results untouched.
  CHECK(cvt_f32_to_f16(f(0x1p-24f), RNE, true, false) == 0x0000);
  CHECK(cvt_f32_to_f16(f(-0x1.ff8p-15f), RNE, true, false) == 0x8000);
  CHECK(cvt_f32_to_f16(f(0x1.ffcp-15f), RNE, true, false) == 0x0400);  // rounded to normal
  CHECK(cvt_f32_to_f16(f(0x1p-14f), RNE, true, false) == 0x0400);
  // Denormal input flushing (f32 input flag): an f32 denormal becomes a signed zero first.
  CHECK(cvt_f32_to_f16(0x00000001u, RU, true, true) == 0x0001);
  CHECK(cvt_f32_to_f16(0x00000001u, RU, false, true) == 0x0000);
  CHECK(cvt_f32_to_f16(0x80000001u, RD, false, true) == 0x8000);
  // Max finite and overflow per rounding mode.
  CHECK(cvt_f32_to_f16(f(65504.0f)) == 0x7bff);
  CHECK(cvt_f32_to_f16(f(65519.996f)) == 0x7bff);
  CHECK(cvt_f32_to_f16(f(65520.0f)) == 0x7c00);                // tie rounds to "even" = inf
  CHECK(cvt_f32_to_f16(f(-65520.0f)) == 0xfc00);
  CHECK(cvt_f32_to_f16(f(1e10f), RZ) == 0x7bff);
  CHECK(cvt_f32_to_f16(f(-1e10f), RZ) == 0xfbff);
  CHECK(cvt_f32_to_f16(f(65505.0f), RU) == 0x7c00);
  CHECK(cvt_f32_to_f16(f(-65505.0f), RU) == 0xfbff);
  CHECK(cvt_f32_to_f16(f(-65505.0f), RD) == 0xfc00);
  CHECK(cvt_f32_to_f16(f(65505.0f), RD) == 0x7bff);
  // Infinities are exact in every mode.
  for (Round r : kModes) {
    CHECK(cvt_f32_to_f16(0x7f800000u, r) == 0x7c00);
    CHECK(cvt_f32_to_f16(0xff800000u, r) == 0xfc00);
  }
  // NaN: quiet, sign kept, top payload bits kept.
  CHECK(cvt_f32_to_f16(0x7fc00000u) == 0x7e00);
  CHECK(cvt_f32_to_f16(0xffc00000u) == 0xfe00);
  CHECK(cvt_f32_to_f16(0x7f800001u) == 0x7e00);   // sNaN, payload only in dropped bits
  CHECK(cvt_f32_to_f16(0x7fa00000u) == 0x7f00);   // sNaN payload bit 21 -> f16 bit 8
  CHECK(cvt_f32_to_f16(0xff802000u) == 0xfe01);
  CHECK(cvt_f32_to_f16_rne(0x7fa00000u) == 0x7f00);
}

TEST_CASE("fp: f16 -> f32 edge values and input flushing") {
  CHECK(cvt_f16_to_f32(0x3c00) == 0x3f800000u);
  CHECK(cvt_f16_to_f32(0x8000) == 0x80000000u);
  CHECK(cvt_f16_to_f32(0x0001) == bits_of(0x1p-24f));
  CHECK(cvt_f16_to_f32(0x83ff) == bits_of(-0x1.ff8p-15f));
  CHECK(cvt_f16_to_f32(0x0001, false) == 0x00000000u);   // f16 input flag off
  CHECK(cvt_f16_to_f32(0x83ff, false) == 0x80000000u);
  CHECK(cvt_f16_to_f32(0x0400, false) == bits_of(0x1p-14f));
  CHECK(cvt_f16_to_f32(0x7bff) == bits_of(65504.0f));
  CHECK(cvt_f16_to_f32(0x7c00) == 0x7f800000u);
  CHECK(cvt_f16_to_f32(0xfc00) == 0xff800000u);
  CHECK(cvt_f16_to_f32(0x7c01) == 0x7fc02000u);   // sNaN quieted, payload kept
  CHECK(cvt_f16_to_f32(0xfe00) == 0xffc00000u);
  CHECK(cvt_f16_to_f32(0x7dff) == 0x7fffe000u);
}

// ================================================================================ bf16 <-> f32

TEST_CASE("fp: bf16 round trips through f32 and f64 for all 65536 patterns") {
  for (uint32_t h = 0; h < 65536; ++h) {
    const uint16_t hb = uint16_t(h);
    const uint32_t f = cvt_bf16_to_f32(hb);
    REQUIRE(f == (h << 16));  // pure shift, sNaN preserved
    REQUIRE(bits_of(bf16_to_float(hb)) == f);
    const uint16_t want = quiet_bf16(hb);
    for (Round r : kModes) {
      REQUIRE(cvt_f32_to_bf16(f, r) == want);
      REQUIRE(cvt_f64_to_bf16(cvt_f32_to_f64(f), r) == want);
    }
    REQUIRE(cvt_f32_to_bf16_rne(f) == want);
    CHECK(cvt_bf16_to_f32(hb, false) == (is_denorm_bf16(hb) ? (h & 0x8000u) << 16 : h << 16));
  }
}

TEST_CASE("fp: f32 -> bf16 in all modes matches the reference; fast RNE path agrees") {
  std::mt19937 rng(4242);
  for (int n = 0; n < 100000; ++n) {
    const uint32_t f = random_f32(rng);
    if (is_nan_f32(f)) {
      CHECK(cvt_f32_to_bf16_rne(f) == cvt_f32_to_bf16(f));
      continue;
    }
    const double x = double(f32_from_bits(f));
    INFO("f32 " << hexs(f));
    REQUIRE(cvt_f32_to_bf16_rne(f) == ref_bf16(x, Round::NearestEven));
    for (Round r : kModes)
      for (bool dout : {true, false}) REQUIRE(cvt_f32_to_bf16(f, r, true, dout) == ref_bf16(x, r, dout));
  }
  // Every f32 pattern whose low 16 bits are a tie or a tie's neighbour, across all exponents.
  for (uint32_t hi = 0; hi < 0x10000; ++hi) {
    for (uint32_t lo : {0x7fffu, 0x8000u, 0x8001u}) {
      const uint32_t f = (hi << 16) | lo;
      if (is_nan_f32(f)) continue;
      REQUIRE(cvt_f32_to_bf16_rne(f) == cvt_f32_to_bf16(f));
    }
  }
}

TEST_CASE("fp: f32 -> bf16 edge values") {
  const Round RU = Round::TowardPosInf, RD = Round::TowardNegInf, RZ = Round::TowardZero;
  CHECK(cvt_f32_to_bf16(0x3f808000u) == 0x3f80);   // tie, even stays
  CHECK(cvt_f32_to_bf16(0x3f818000u) == 0x3f82);   // tie, odd goes up
  CHECK(cvt_f32_to_bf16(0x3f808001u) == 0x3f81);
  CHECK(cvt_f32_to_bf16(0x3f80ffffu, RZ) == 0x3f80);
  CHECK(cvt_f32_to_bf16(0x3f800001u, RU) == 0x3f81);
  CHECK(cvt_f32_to_bf16(0xbf800001u, RU) == 0xbf80);
  CHECK(cvt_f32_to_bf16(0xbf800001u, RD) == 0xbf81);
  CHECK(cvt_f32_to_bf16(0x7f7fffffu) == 0x7f80);   // max f32 overflows bf16 under RNE
  CHECK(cvt_f32_to_bf16(0x7f7fffffu, RZ) == 0x7f7f);
  CHECK(cvt_f32_to_bf16(0xff7fffffu, RU) == 0xff7f);
  CHECK(cvt_f32_to_bf16(0xff7fffffu, RD) == 0xff80);
  CHECK(cvt_f32_to_bf16(0x7f7f8000u) == 0x7f80);   // tie at the top: rounds to inf
  CHECK(cvt_f32_to_bf16(0x7f7f7fffu) == 0x7f7f);
  // Denormals share f32's range: smallest bf16 denormal is 0x0001 = 2^-133.
  CHECK(cvt_f32_to_bf16(0x00008000u) == 0x0000);   // tie to even zero
  CHECK(cvt_f32_to_bf16(0x00018000u) == 0x0002);
  CHECK(cvt_f32_to_bf16(0x00008001u) == 0x0001);
  CHECK(cvt_f32_to_bf16(0x00000001u, RU) == 0x0001);
  CHECK(cvt_f32_to_bf16(0x00000001u, RU, false) == 0x0000);        // input flushed first
  CHECK(cvt_f32_to_bf16(0x00010000u, Round::NearestEven, true, false) == 0x0000);  // out flush
  CHECK(cvt_f32_to_bf16(0x807f0000u, Round::NearestEven, true, false) == 0x8000);
  CHECK(cvt_f32_to_bf16(0x007f8000u) == 0x0080);   // rounds up to the smallest normal
  CHECK(cvt_f32_to_bf16(0x007f8000u, Round::NearestEven, true, false) == 0x0080);
  // NaN: quiet, sign and top payload bits kept.
  CHECK(cvt_f32_to_bf16(0x7f800001u) == 0x7fc0);
  CHECK(cvt_f32_to_bf16(0xff810000u) == 0xffc1);
  CHECK(cvt_f32_to_bf16_rne(0xff810000u) == 0xffc1);
  CHECK(cvt_f32_to_bf16(0x7fc00000u) == 0x7fc0);
  CHECK(cvt_f32_to_bf16(0x80000000u) == 0x8000);
  CHECK(cvt_f32_to_bf16(0xff800000u, RZ) == 0xff80);
}

// ================================================================================ f64 <-> f32

TEST_CASE("fp: f64 -> f32 in all modes matches the host FPU (denormals kept)") {
  std::mt19937_64 rng(99);
  for (Round r : kModes) {
    HostRounding guard(r);
    for (int n = 0; n < 200000; ++n) {
      uint64_t d = rng();
      switch (n & 3) {
        case 0: break;
        case 1:  // exponent near f32's range: -160 .. +130
          d = (d & 0x800fffffffffffffull) | (uint64_t(1023 - 160 + rng() % 291) << 52);
          break;
        case 2:  // ties and near-ties of the 29 dropped bits
          d = (d & 0x800fffffe0000000ull) | (uint64_t(1023 - 150 + rng() % 280) << 52) |
              (uint64_t(0x10000000u) + (rng() % 3) - 1);
          break;
        default:  // f64 denormals, zeros, huge
          d = (rng() & 1) ? (d & 0x800000000000ffffull) : (d | 0x7fe0000000000000ull);
          break;
      }
      if (is_nan_f64(d)) continue;
      const uint32_t want = bits_of(host_f64_to_f32(f64_from_bits(d)));
      INFO("f64 " << hexs(d) << " mode " << int(r));
      REQUIRE(cvt_f64_to_f32(d, r) == want);
    }
  }
}

TEST_CASE("fp: f64 / f32 edge values, flushing and NaN") {
  CHECK(cvt_f64_to_f32(bits_of(1.0)) == 0x3f800000u);
  CHECK(cvt_f64_to_f32(0x8000000000000000ull) == 0x80000000u);
  CHECK(cvt_f64_to_f32(bits_of(0x1p-149)) == 0x00000001u);
  CHECK(cvt_f64_to_f32(bits_of(0x1p-150)) == 0x00000000u);               // tie to even zero
  CHECK(cvt_f64_to_f32(bits_of(0x1p-149), Round::NearestEven, true, false) == 0u);  // f32 out
  CHECK(cvt_f64_to_f32(bits_of(0x1p-1074), Round::TowardPosInf) == 0x00000001u);
  CHECK(cvt_f64_to_f32(bits_of(0x1p-1074), Round::TowardPosInf, false) == 0x00000000u);  // f64 in
  CHECK(cvt_f64_to_f32(bits_of(1e300)) == 0x7f800000u);
  CHECK(cvt_f64_to_f32(bits_of(-1e300), Round::TowardZero) == 0xff7fffffu);
  CHECK(cvt_f64_to_f32(0x7ff0000000000001ull) == 0x7fc00000u);   // sNaN, low payload dropped
  CHECK(cvt_f64_to_f32(0xfff4000000000000ull) == 0xffe00000u);   // sNaN, payload kept
  // f32 -> f64 exact, quiets sNaN, honours the f32 input flag.
  CHECK(cvt_f32_to_f64(0x00000001u) == bits_of(0x1p-149));
  CHECK(cvt_f32_to_f64(0x80000001u, false) == 0x8000000000000000ull);
  CHECK(cvt_f32_to_f64(0x7f800001u) == 0x7ff8000020000000ull);
  CHECK(cvt_f32_to_f64(0xff800000u) == 0xfff0000000000000ull);
  std::mt19937 rng(5);
  for (int n = 0; n < 100000; ++n) {
    const uint32_t f = rng();
    if (is_nan_f32(f)) continue;
    REQUIRE(cvt_f32_to_f64(f) == bits_of(double(f32_from_bits(f))));
    REQUIRE(cvt_f64_to_f32(cvt_f32_to_f64(f)) == f);
  }
}

TEST_CASE("fp: f64 -> f16 matches the reference in all modes") {
  std::mt19937_64 rng(31337);
  for (int n = 0; n < 60000; ++n) {
    uint64_t d = rng();
    d = (d & 0x800fffffffffffffull) | (uint64_t(1023 - 30 + rng() % 50) << 52);
    if (n & 1) d &= ~uint64_t(0x7ffffffffull);  // fewer bits: more exact ties
    const double x = f64_from_bits(d);
    for (Round r : kModes) REQUIRE(cvt_f64_to_f16(d, r) == ref_f16(x, r));
  }
}

// =========================================================================== flushing helpers

TEST_CASE("fp: denormal flush helpers keep the sign and leave other values alone") {
  CHECK(flush_denorm_f32(0x00000001u) == 0u);
  CHECK(flush_denorm_f32(0x807fffffu) == 0x80000000u);
  CHECK(flush_denorm_f32(0x00800000u) == 0x00800000u);
  CHECK(flush_denorm_f32(0x80000000u) == 0x80000000u);
  CHECK(flush_denorm_f32(0x7fc00000u) == 0x7fc00000u);
  CHECK(flush_denorm_f16(0x03ffu) == 0u);
  CHECK(flush_denorm_f16(0x8001u) == 0x8000u);
  CHECK(flush_denorm_f16(0x0400u) == 0x0400u);
  CHECK(flush_denorm_bf16(0x807fu) == 0x8000u);
  CHECK(flush_denorm_f64(0x800fffffffffffffull) == 0x8000000000000000ull);
  CHECK(flush_denorm_f64(0x0010000000000000ull) == 0x0010000000000000ull);
  CHECK(denorm_f32(0x00000001u, true) == 1u);
  CHECK(denorm_f32(0x00000001u, false) == 0u);
  CHECK(denorm_f16(0x8001u, false) == 0x8000u);
  CHECK(denorm_f64(1u, false) == 0u);
}

TEST_CASE("fp: packed 16-bit helpers") {
  CHECK(lo16(0xabcd1234u) == 0x1234);
  CHECK(hi16(0xabcd1234u) == 0xabcd);
  CHECK(pack16(0x1234, 0xabcd) == 0xabcd1234u);
  CHECK(half16(0xabcd1234u, false) == 0x1234);
  CHECK(half16(0xabcd1234u, true) == 0xabcd);
  CHECK(set_half16(0xabcd1234u, false, 0x5555) == 0xabcd5555u);
  CHECK(set_half16(0xabcd1234u, true, 0x5555) == 0x55551234u);
}

// ================================================================================ min and max

TEST_CASE("fp: v_min/v_max NaN and zero rules follow the RDNA3 pseudocode") {
  const uint32_t one = 0x3f800000u, two = 0x40000000u, snan = 0x7f800123u, qnan = 0x7fc00456u,
                 qnan2 = 0xffc00789u, pz = 0u, nz = 0x80000000u;
  // IEEE mode: sNaN operands come back quieted (S0 checked first), quiet NaNs are dropped.
  CHECK(min_f32(snan, one, true) == (snan | 0x00400000u));
  CHECK(min_f32(one, snan, true) == (snan | 0x00400000u));
  CHECK(max_f32(snan, 0x7f800321u, true) == (snan | 0x00400000u));
  CHECK(min_f32(qnan, one, true) == one);
  CHECK(min_f32(one, qnan, true) == one);
  CHECK(max_f32(qnan, one, true) == one);
  CHECK(min_f32(qnan, qnan2, true) == qnan);   // S1 quiet NaN -> S0
  CHECK(min_f32(qnan, snan, true) == (snan | 0x00400000u));
  // Non-IEEE mode: any NaN operand is dropped; NaN,NaN returns S0 unchanged (even signalling).
  CHECK(min_f32(snan, one, false) == one);
  CHECK(min_f32(one, snan, false) == one);
  CHECK(max_f32(snan, qnan, false) == snan);
  CHECK(max_f32(qnan, snan, false) == qnan);
  // -0 < +0 in this comparison.
  for (bool ieee : {true, false}) {
    CHECK(min_f32(nz, pz, ieee) == nz);
    CHECK(min_f32(pz, nz, ieee) == nz);
    CHECK(max_f32(nz, pz, ieee) == pz);
    CHECK(max_f32(pz, nz, ieee) == pz);
    CHECK(min_f32(one, two, ieee) == one);
    CHECK(max_f32(one, two, ieee) == two);
    CHECK(min_f32(0xff800000u, one, ieee) == 0xff800000u);
    CHECK(max_f32(0x7f800000u, one, ieee) == 0x7f800000u);
    CHECK(min_f32(0x00000001u, 0x80000001u, ieee) == 0x80000001u);  // denormals compare
  }
  // f16 and f64 follow the same rules.
  CHECK(min_f16(0x7c01, 0x3c00, true) == 0x7e01);
  CHECK(min_f16(0x7e00, 0x3c00, true) == 0x3c00);
  CHECK(min_f16(0x7c01, 0x3c00, false) == 0x3c00);
  CHECK(min_f16(0x8000, 0x0000, true) == 0x8000);
  CHECK(max_f16(0x8000, 0x0000, true) == 0x0000);
  CHECK(max_f16(0xc000, 0xbc00, true) == 0xbc00);
  CHECK(min_f64(0x7ff0000000000001ull, bits_of(1.0), true) == 0x7ff8000000000001ull);
  CHECK(min_f64(0x7ff8000000000000ull, bits_of(1.0), true) == bits_of(1.0));
  CHECK(max_f64(0x8000000000000000ull, 0, true) == 0);
  CHECK(min_f64(0x8000000000000000ull, 0, false) == 0x8000000000000000ull);
  // Ordinary values agree with fmin / fmax.
  std::mt19937 rng(8);
  for (int n = 0; n < 200000; ++n) {
    const uint32_t a = rng(), b = rng();
    if (is_nan_f32(a) || is_nan_f32(b) || ((a | b) & 0x7fffffffu) == 0) continue;
    const float fa = f32_from_bits(a), fb = f32_from_bits(b);
    REQUIRE(min_f32(a, b) == bits_of(std::fmin(fa, fb)));
    REQUIRE(max_f32(a, b) == bits_of(std::fmax(fa, fb)));
    const uint16_t ha = uint16_t(a), hb = uint16_t(b);
    if (is_nan_f16(ha) || is_nan_f16(hb)) continue;
    const double da = f16_value(ha), db = f16_value(hb);
    if (da == db) continue;  // includes +-0 pairs
    REQUIRE(min_f16(ha, hb) == (da < db ? ha : hb));
    REQUIRE(max_f16(ha, hb) == (da > db ? ha : hb));
  }
}

// ================================================================================= arithmetic

TEST_CASE("fp: f32 add/mul/fma match the host FPU in all four rounding modes") {
  std::mt19937 rng(2024);
  auto operand = [&rng]() {
    uint32_t v = rng();
    if ((v & 7u) == 0) v &= 0x807fffffu;                                 // denormal / zero
    else if ((v & 7u) == 1) v = (v & 0x80ffffffu) | 0x3f000000u;        // near 1
    return v;
  };
  for (Round r : kModes) {
    HostRounding guard(r);
    for (int n = 0; n < 100000; ++n) {
      const uint32_t a = operand(), b = operand();
      uint32_t c = operand();
      if (n & 1) {  // addend close to -a*b: massive cancellation
        c = bits_of(-(f32_from_bits(a) * f32_from_bits(b))) ^ (rng() & 3u);
      }
      const float fa = f32_from_bits(a), fb = f32_from_bits(b), fc = f32_from_bits(c);
      const float wadd = host_add(fa, fb), wmul = host_mul(fa, fb), wfma = host_fma(fa, fb, fc);
      INFO("a " << hexs(a) << " b " << hexs(b) << " c " << hexs(c) << " mode " << int(r));
      if (!std::isnan(wadd)) REQUIRE(add_f32(a, b, r) == bits_of(wadd));
      if (!std::isnan(wmul)) REQUIRE(mul_f32(a, b, r) == bits_of(wmul));
      if (!std::isnan(wfma)) REQUIRE(fma_f32(a, b, c, r) == bits_of(wfma));
      // The generic path (forced by a no-op output flag where the result is not denormal).
      if (r == Round::NearestEven && !std::isnan(wfma) && !is_denorm_f32(bits_of(wfma)))
        REQUIRE(fma_f32(a, b, c, r, true, false) == bits_of(wfma));
    }
  }
}

TEST_CASE("fp: f32 arithmetic special cases") {
  const uint32_t inf = 0x7f800000u, ninf = 0xff800000u, one = 0x3f800000u;
  CHECK(add_f32(inf, ninf) == kF32QNaN);
  CHECK(mul_f32(inf, 0u) == kF32QNaN);
  CHECK(fma_f32(inf, 0u, one) == kF32QNaN);
  CHECK(fma_f32(inf, one, ninf) == kF32QNaN);
  CHECK(fma_f32(inf, one, one) == inf);
  CHECK(fma_f32(0x7f800001u, one, 0x7fc00002u) == 0x7fc00001u);   // first NaN, quieted
  CHECK(add_f32(one, 0xffc00003u) == 0xffc00003u);
  CHECK(fma_f32(one, one, 0x7f800005u, Round::TowardZero) == 0x7fc00005u);
  // Exact zero sums: +0 except toward -inf; like-signed zeros keep their sign.
  CHECK(add_f32(one, 0xbf800000u) == 0u);
  CHECK(add_f32(one, 0xbf800000u, Round::TowardNegInf) == 0x80000000u);
  CHECK(add_f32(0x80000000u, 0x80000000u) == 0x80000000u);
  CHECK(fma_f32(one, 0xbf800000u, one, Round::TowardNegInf) == 0x80000000u);
  CHECK(fma_f32(0x80000000u, one, 0x80000000u, Round::TowardPosInf) == 0x80000000u);
  CHECK(mul_f32(0x80000000u, one) == 0x80000000u);
  // Denormal flags: input denormals read as zero, denormal results flushed (sign kept).
  CHECK(add_f32(0x00000001u, 0u) == 0x00000001u);
  CHECK(add_f32(0x00000001u, 0u, Round::NearestEven, false) == 0u);
  CHECK(mul_f32(0x00800000u, 0xbf000000u) == 0x80400000u);
  CHECK(mul_f32(0x00800000u, 0xbf000000u, Round::NearestEven, true, false) == 0x80000000u);
  CHECK(fma_f32(0x00800000u, 0x3f000000u, 0u, Round::NearestEven, true, false) == 0u);
  // Overflow per mode.
  CHECK(mul_f32(0x7f7fffffu, 0x40000000u) == inf);
  CHECK(mul_f32(0x7f7fffffu, 0x40000000u, Round::TowardZero) == 0x7f7fffffu);
  CHECK(mul_f32(0xff7fffffu, 0x40000000u, Round::TowardPosInf) == 0xff7fffffu);
  // fma rounds once: (1 + 2^-23)^2 - 1 - 2^-22 = 2^-46 exactly, lost by mul-then-add.
  const uint32_t x = 0x3f800001u;
  CHECK(fma_f32(x, x, bits_of(-(1.0f + 0x1p-22f))) == bits_of(0x1p-46f));
}

TEST_CASE("fp: f16 add/mul/fma match the reference rounding of the exact double result") {
  std::mt19937 rng(16);
  int checked_fma = 0;
  for (int n = 0; n < 80000; ++n) {
    const uint16_t a = uint16_t(rng()), b = uint16_t(rng()), c = uint16_t(rng());
    if (is_nan_f16(a) || is_nan_f16(b) || is_nan_f16(c)) continue;
    const double da = f16_value(a), db = f16_value(b), dc = f16_value(c);
    const double sum = da + db, prod = da * db;  // both exact in double
    for (Round r : kModes) {
      INFO("a " << hexs(a) << " b " << hexs(b) << " c " << hexs(c) << " mode " << int(r));
      if (!std::isnan(sum) && !std::isinf(sum) && sum != 0.0)
        REQUIRE(add_f16(a, b, r) == ref_f16(sum, r));
      if (!std::isnan(prod) && !std::isinf(prod) && prod != 0.0)
        REQUIRE(mul_f16(a, b, r) == ref_f16(prod, r));
      // fma: compare where prod + c is exact in double (TwoSum error zero).
      const double s = prod + dc;
      const double bb = s - prod;
      const double err = (prod - (s - bb)) + (dc - bb);
      if (!std::isnan(s) && !std::isinf(s) && s != 0.0 && err == 0.0 && !std::isinf(prod)) {
        REQUIRE(fma_f16(a, b, c, r) == ref_f16(s, r));
        ++checked_fma;
      }
    }
  }
  CHECK(checked_fma > 40000);
  // RNE results equal the host's double -> _Float16 conversion (correctly rounded).
  CHECK(add_f16(0x3c00, 0x1400) == host_f16_bits(_Float16(1.0 + double(f16_value(0x1400)))));
  CHECK(fma_f16(0x7bff, 0x3c00, 0x5000) == 0x7c00);                 // 65504 + 32 -> tie -> inf
  CHECK(fma_f16(0x7bff, 0x3c00, 0x5000, Round::TowardZero) == 0x7bff);
  CHECK(mul_f16(0x0001, 0x3800) == 0x0000);                         // 2^-25: tie to even 0
  CHECK(mul_f16(0x0001, 0x3800, Round::TowardPosInf) == 0x0001);
  CHECK(mul_f16(0x0001, 0x3c00, Round::NearestEven, false) == 0x0000);
}

TEST_CASE("fp: the f16 add / mul / fma fast paths equal the generic core (every add and mul pair of a value set, fma triples, random triples)") {
  // Special and boundary values (zeros, denormals, the normal range's ends, infinities, quiet and
  // signalling NaNs) and a spread of ordinary ones, in both signs.
  std::vector<uint16_t> v;
  for (uint16_t m : {0x0000, 0x0001, 0x0002, 0x01ff, 0x0200, 0x03ff, 0x0400, 0x0401, 0x07ff, 0x1400, 0x3555,
                     0x3bff, 0x3c00, 0x3c01, 0x3e00, 0x4000, 0x5640, 0x6800, 0x7800, 0x7bfe, 0x7bff, 0x7c00,
                     0x7c01, 0x7d00, 0x7e00, 0x7fff})
    for (uint16_t sign : {0x0000, 0x8000}) v.push_back(uint16_t(m | sign));
  unsigned n = 0;
  for (uint16_t a : v)
    for (uint16_t b : v) {
      INFO("a " << hexs(a) << " b " << hexs(b));
      REQUIRE(add_f16(a, b) == add_f16_core(a, b, Round::NearestEven, true, true));
      REQUIRE(mul_f16(a, b) == mul_f16_core(a, b, Round::NearestEven, true, true));
      for (uint16_t c : v) {
        INFO("c " << hexs(c));
        REQUIRE(fma_f16(a, b, c) == fma_f16_core(a, b, c, Round::NearestEven, true, true));
        ++n;
      }
    }
  std::mt19937 rng(61);
  for (int i = 0; i < 300000; ++i) {
    const uint16_t a = uint16_t(rng()), b = uint16_t(rng()), c = uint16_t(rng());
    INFO("a " << hexs(a) << " b " << hexs(b) << " c " << hexs(c));
    REQUIRE(add_f16(a, b) == add_f16_core(a, b, Round::NearestEven, true, true));
    REQUIRE(mul_f16(a, b) == mul_f16_core(a, b, Round::NearestEven, true, true));
    REQUIRE(fma_f16(a, b, c) == fma_f16_core(a, b, c, Round::NearestEven, true, true));
  }
  CHECK(n == v.size() * v.size() * v.size());
}

TEST_CASE("fp: fma_f16 rounds once even when a double would not hold the exact sum") {
  // a*b = 2^30 (f16 65504 would overflow; use 2^15 * 2^15), c = 2^-24: exact sum needs 55 bits.
  const uint16_t p15 = 0x7800;  // 2^15
  const uint16_t tiny = 0x0001; // 2^-24
  CHECK(fma_f16(p15, p15, tiny) == 0x7c00);  // 2^30 overflows f16 anyway
  // 1 * 1 + 2^-24: 1 + 2^-24 rounds to 1 in RNE but up in RU, down-only in RZ.
  CHECK(fma_f16(0x3c00, 0x3c00, tiny) == 0x3c00);
  CHECK(fma_f16(0x3c00, 0x3c00, tiny, Round::TowardPosInf) == 0x3c01);
  CHECK(fma_f16(0x3c00, 0x3c00, uint16_t(tiny | 0x8000), Round::TowardZero) == 0x3bff);
  CHECK(fma_f16(0x3c00, 0x3c00, uint16_t(tiny | 0x8000), Round::NearestEven) == 0x3c00);
  // 2049 * 1 style: (1 + 2^-10) * (1 + 2^-10) = 1 + 2^-9 + 2^-20: plus -2^-9 ... exact.
  CHECK(fma_f16(0x3c01, 0x3c01, 0x9800) == 0x3c00);   // 1 + 2^-20 -> 1.0 (RNE)
  CHECK(fma_f16(0x3c01, 0x3c01, 0x9800, Round::TowardPosInf) == 0x3c01);
}

// ====================================================================================== clamp

TEST_CASE("fp: VOP3 clamp to [0, 1]") {
  CHECK(clamp01_f32(bits_of(0.5f)) == bits_of(0.5f));
  CHECK(clamp01_f32(bits_of(1.5f)) == 0x3f800000u);
  CHECK(clamp01_f32(0x7f800000u) == 0x3f800000u);
  CHECK(clamp01_f32(bits_of(-0.25f)) == 0u);
  CHECK(clamp01_f32(0x80000000u) == 0u);
  CHECK(clamp01_f32(0x7fc00000u, true) == 0u);
  CHECK(clamp01_f32(0x7f800001u, false) == 0x7fc00001u);
  CHECK(clamp01_f16(0x4000) == 0x3c00);
  CHECK(clamp01_f16(0xbc00) == 0x0000);
  CHECK(clamp01_f16(0x3800) == 0x3800);
  CHECK(clamp01_f16(0x7e00, true) == 0x0000);
  CHECK(clamp01_f16(0x7c01, false) == 0x7e01);
}

TEST_CASE("fp: round_pack core on hand-made values") {
  // 3 * 2^-1 = 1.5 exactly in f16.
  CHECK(round_pack(kF16, false, -1, 3, false, Round::NearestEven, true) == 0x3e00);
  // 2049 * 2^0 in f16 (11-bit significand): tie between 2048 and 2050 -> 2048 (even).
  CHECK(round_pack(kF16, false, 0, 2049, false, Round::NearestEven, true) == 0x6800);
  // The same with a sticky tail: above the tie -> 2050.
  CHECK(round_pack(kF16, false, 0, 2049, true, Round::NearestEven, true) == 0x6801);
  CHECK(round_pack(kF16, true, 0, 2049, false, Round::TowardNegInf, true) == 0xe801);
  CHECK(round_pack(kF16, true, 0, 0, false, Round::NearestEven, true) == 0x8000);
  CHECK(round_pack(kF32, false, -200, 1, false, Round::TowardPosInf, true) == 0x00000001u);
  CHECK(round_pack(kF32, false, -200, 1, false, Round::NearestEven, true) == 0u);
  CHECK(round_pack(kF64, false, 0, 1, false, Round::NearestEven, true) == bits_of(1.0));
}
