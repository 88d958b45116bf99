// Tests for emu/exec/wmma.hpp: the six gfx11 WMMA instructions against a naive element-by-element
// reference written from the documented operand layout (shared/reference/rdna35-facts.md),
// with random data, every NEG / OPSEL variant, in-place accumulation, integer clamp, special
// values, and structured layout tests that a transposed operand placement fails.
#include <doctest/doctest.h>

#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#include "emu/exec/fp.hpp"
#include "emu/exec/wmma.hpp"

using emu::WmmaKind;
namespace fp = emu::fp;

namespace {

constexpr int kLanes = 32;
using Op = std::array<uint32_t, 8 * kLanes>;  // large enough for any operand (8 registers)

const WmmaKind kAllKinds[6] = {WmmaKind::F32_F16,  WmmaKind::F32_BF16, WmmaKind::F16_F16,
                               WmmaKind::BF16_BF16, WmmaKind::I32_IU8,  WmmaKind::I32_IU4};

const emu::WmmaImpl kImpls[4] = {emu::WmmaImpl::Auto, emu::WmmaImpl::Portable,
                                  emu::WmmaImpl::Avx2F16c, emu::WmmaImpl::Avx512};

bool is_int(WmmaKind k) { return k == WmmaKind::I32_IU8 || k == WmmaKind::I32_IU4; }
bool is_bf16(WmmaKind k) { return k == WmmaKind::F32_BF16 || k == WmmaKind::BF16_BF16; }

// ------------------------------------------------------------------ layout, as documented
// A[i][k] / B[k][j] (16-bit): lane x = i (or j) AND x + 16, VGPR k/2, bits 16*(k%2).
// 8-bit: VGPR k/4, bits 8*(k%4); 4-bit: VGPR k/8, bits 4*(k%8).
// C/D[i][j]: VGPR i/2, lane 16*(i%2) + j; 16-bit C/D in the OPSEL[2] half.

void put_ab(WmmaKind kind, Op& op, int x, int k, uint32_t v) {
  int reg, shift, bits;
  if (kind == WmmaKind::I32_IU8) { reg = k / 4; shift = 8 * (k % 4); bits = 8; }
  else if (kind == WmmaKind::I32_IU4) { reg = k / 8; shift = 4 * (k % 8); bits = 4; }
  else { reg = k / 2; shift = 16 * (k % 2); bits = 16; }
  const uint32_t mask = ((bits == 32) ? 0u : (1u << bits)) - 1u;
  for (int lane : {x, x + 16}) {
    uint32_t& w = op[reg * kLanes + lane];
    w = (w & ~(mask << shift)) | ((v & mask) << shift);
  }
}

uint32_t get_ab(WmmaKind kind, const Op& op, int x, int k) {  // reads lanes 0-15
  if (kind == WmmaKind::I32_IU8) return (op[(k / 4) * kLanes + x] >> (8 * (k % 4))) & 0xffu;
  if (kind == WmmaKind::I32_IU4) return (op[(k / 8) * kLanes + x] >> (4 * (k % 8))) & 0xfu;
  return (op[(k / 2) * kLanes + x] >> (16 * (k % 2))) & 0xffffu;
}

int cd_index(int i, int j) { return (i / 2) * kLanes + 16 * (i % 2) + j; }

float h16_to_float(WmmaKind kind, uint32_t h) {
  if (is_bf16(kind)) return fp::f32_from_bits(h << 16);
  _Float16 x;
  const uint16_t u = uint16_t(h);
  std::memcpy(&x, &u, 2);
  return float(x);  // compiler's exact conversion, independent of emu::fp
}

uint32_t float_to_out16(WmmaKind kind, float v) {
  if (std::isnan(v)) return is_bf16(kind) ? 0x7fc0u : 0x7e00u;
  if (is_bf16(kind)) return fp::cvt_f32_to_bf16(fp::bits_of(v));  // generic rounding path
  const _Float16 h = _Float16(v);                                  // compiler's RNE
  uint16_t u;
  std::memcpy(&u, &h, 2);
  return u;
}

// ------------------------------------------------------------------- naive reference
// Element by element from the layout above; semantics as documented in wmma.hpp: products and
// sums in f32 in the order C, k = 0..15; NEG_LO/NEG_HI on the even/odd-k halves of A and B;
// NEG_HI[2] = |C|, NEG_LO[2] = -C; iu8/iu4 signedness from NEG_LO[0]/[1].
void reference(WmmaKind kind, const Op& a, const Op& b, const Op& c, Op& d, unsigned neg_lo,
               unsigned neg_hi, unsigned opsel, bool clamp) {
  Op out = d;
  const bool hi = (opsel >> 2) & 1u;
  for (int i = 0; i < 16; ++i) {
    for (int j = 0; j < 16; ++j) {
      const uint32_t cw = c[cd_index(i, j)];
      uint32_t& dw = out[cd_index(i, j)];
      if (is_int(kind)) {
        const int bits = kind == WmmaKind::I32_IU8 ? 8 : 4;
        auto ext = [bits](uint32_t v, bool s) -> int64_t {
          return (s && (v >> (bits - 1))) ? int64_t(v) - (int64_t(1) << bits) : int64_t(v);
        };
        int64_t sum = int64_t(int32_t(cw));
        for (int k = 0; k < 16; ++k)
          sum += ext(get_ab(kind, a, i, k), neg_lo & 1u) * ext(get_ab(kind, b, j, k), neg_lo & 2u);
        if (clamp) sum = sum > INT32_MAX ? INT32_MAX : sum < INT32_MIN ? INT32_MIN : sum;
        dw = uint32_t(sum);
        continue;
      }
      float acc;
      if (kind == WmmaKind::F32_F16 || kind == WmmaKind::F32_BF16) acc = fp::f32_from_bits(cw);
      else acc = h16_to_float(kind, hi ? cw >> 16 : cw & 0xffffu);
      if (neg_hi & 4u) acc = std::fabs(acc);
      if (neg_lo & 4u) acc = -acc;
      for (int k = 0; k < 16; ++k) {
        float av = h16_to_float(kind, get_ab(kind, a, i, k));
        float bv = h16_to_float(kind, get_ab(kind, b, j, k));
        const unsigned nbit_a = (k % 2) ? (neg_hi & 1u) : (neg_lo & 1u);
        const unsigned nbit_b = (k % 2) ? (neg_hi & 2u) : (neg_lo & 2u);
        if (nbit_a) av = -av;
        if (nbit_b) bv = -bv;
        const float p = av * bv;
        acc = acc + p;
      }
      if (clamp) acc = std::isnan(acc) ? 0.0f : std::fmin(std::fmax(acc, 0.0f), 1.0f);
      if (kind == WmmaKind::F32_F16 || kind == WmmaKind::F32_BF16) {
        dw = std::isnan(acc) ? 0x7fc00000u : fp::bits_of(acc);
      } else {
        const uint32_t h = float_to_out16(kind, acc);
        dw = hi ? ((dw & 0xffffu) | (h << 16)) : ((dw & 0xffff0000u) | h);
      }
    }
  }
  d = out;
}

// ------------------------------------------------------------------------ random data

uint16_t rand_f16(std::mt19937& rng) {
  const uint32_t r = rng();
  if ((r & 63u) == 0) return uint16_t(r & 0x83ffu);               // zero or denormal
  const uint32_t e = 15 - 6 + (r >> 8) % 12;                       // 2^-6 .. 2^5
  return uint16_t(((r & 1u) << 15) | (e << 10) | ((r >> 20) & 0x3ffu));
}
uint16_t rand_bf16(std::mt19937& rng) {
  const uint32_t r = rng();
  if ((r & 63u) == 0) return uint16_t(r & 0x807fu);
  const uint32_t e = 127 - 20 + (r >> 8) % 40;                     // 2^-20 .. 2^19
  return uint16_t(((r & 1u) << 15) | (e << 7) | ((r >> 20) & 0x7fu));
}

void fill_random(WmmaKind kind, std::mt19937& rng, Op& a, Op& b, Op& c) {
  a.fill(0);
  b.fill(0);
  for (int x = 0; x < 16; ++x) {
    for (int k = 0; k < 16; ++k) {
      if (is_int(kind)) {
        put_ab(kind, a, x, k, rng());
        put_ab(kind, b, x, k, rng());
      } else if (is_bf16(kind)) {
        put_ab(kind, a, x, k, rand_bf16(rng));
        put_ab(kind, b, x, k, rand_bf16(rng));
      } else {
        put_ab(kind, a, x, k, rand_f16(rng));
        put_ab(kind, b, x, k, rand_f16(rng));
      }
    }
  }
  for (auto& w : c) {
    switch (kind) {
      case WmmaKind::F32_F16:
        w = fp::bits_of(float(int32_t(rng() % 2001) - 1000) / 8.0f);
        break;
      case WmmaKind::F32_BF16:
        w = fp::bits_of(std::ldexp(float(int32_t(rng() % 2001) - 1000), int(rng() % 20) - 5));
        break;
      case WmmaKind::F16_F16: w = uint32_t(rand_f16(rng)) | (uint32_t(rand_f16(rng)) << 16); break;
      case WmmaKind::BF16_BF16:
        w = uint32_t(rand_bf16(rng)) | (uint32_t(rand_bf16(rng)) << 16);
        break;
      default: w = rng(); break;
    }
  }
}

std::string kind_str(WmmaKind k) { return emu::wmma_name(k); }

void require_equal(const Op& got, const Op& want, const char* what) {
  for (int w = 0; w < 8 * kLanes; ++w) {
    INFO(what << ": register " << w / kLanes << " lane " << w % kLanes);
    REQUIRE(got[w] == want[w]);
  }
}

// Matrices placed with the documented layout.
struct Mats {
  int a[16][16];
  int b[16][16];
};

void place(WmmaKind kind, const Mats& m, Op& a, Op& b, bool transpose_a, bool transpose_b) {
  a.fill(0);
  b.fill(0);
  for (int x = 0; x < 16; ++x) {
    for (int k = 0; k < 16; ++k) {
      // Correct: lane x holds ROW x of A and COLUMN x of B. Transposed (seed 002's error):
      // lane x holds column x of A / row x of B.
      const int av = transpose_a ? m.a[k][x] : m.a[x][k];
      const int bv = transpose_b ? m.b[x][k] : m.b[k][x];
      uint32_t ea, eb;
      if (is_int(kind)) {
        ea = uint32_t(av);
        eb = uint32_t(bv);
      } else if (is_bf16(kind)) {
        ea = fp::cvt_f32_to_bf16(fp::bits_of(float(av)));
        eb = fp::cvt_f32_to_bf16(fp::bits_of(float(bv)));
      } else {
        ea = fp::cvt_f32_to_f16(fp::bits_of(float(av)));
        eb = fp::cvt_f32_to_f16(fp::bits_of(float(bv)));
      }
      put_ab(kind, a, x, k, ea);
      put_ab(kind, b, x, k, eb);
    }
  }
}

// D element (i, j) read back through the INVERSE of the documented mapping: register g, lane l
// hold row 2g + l/16, column l%16.
void read_d(WmmaKind kind, const Op& d, double out[16][16], bool hi = false) {
  for (int g = 0; g < 8; ++g) {
    for (int l = 0; l < kLanes; ++l) {
      const int i = 2 * g + l / 16, j = l % 16;
      const uint32_t w = d[g * kLanes + l];
      switch (kind) {
        case WmmaKind::F32_F16:
        case WmmaKind::F32_BF16: out[i][j] = fp::f32_from_bits(w); break;
        case WmmaKind::F16_F16:
        case WmmaKind::BF16_BF16: out[i][j] = h16_to_float(kind, hi ? w >> 16 : w & 0xffffu); break;
        default: out[i][j] = double(int32_t(w)); break;
      }
    }
  }
}

}  // namespace

// ===================================================================================== tests

TEST_CASE("wmma: kind helpers, names and VOP3P opcodes") {
  CHECK(emu::wmma_ab_regs(WmmaKind::F32_F16) == 8);
  CHECK(emu::wmma_ab_regs(WmmaKind::BF16_BF16) == 8);
  CHECK(emu::wmma_ab_regs(WmmaKind::I32_IU8) == 4);
  CHECK(emu::wmma_ab_regs(WmmaKind::I32_IU4) == 2);
  CHECK(emu::wmma_cd_is_16bit(WmmaKind::F16_F16));
  CHECK_FALSE(emu::wmma_cd_is_16bit(WmmaKind::F32_BF16));
  CHECK(kind_str(WmmaKind::I32_IU4) == "v_wmma_i32_16x16x16_iu4");
  // llvm-mc-19: v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7] encodes as
  // [0x00,0x40,0x40,0xcc, ...]; the VOP3P opcode is bits [22:16] of the first dword.
  const uint32_t dword0 = 0xcc404000u;
  WmmaKind k{};
  REQUIRE(emu::wmma_kind_from_vop3p_opcode((dword0 >> 16) & 0x7fu, &k));
  CHECK(k == WmmaKind::F32_F16);
  for (unsigned op = 0x40; op <= 0x45; ++op) {
    REQUIRE(emu::wmma_kind_from_vop3p_opcode(op, &k));
    CHECK(unsigned(k) == op - 0x40);
  }
  CHECK_FALSE(emu::wmma_kind_from_vop3p_opcode(0x3f, &k));
  CHECK_FALSE(emu::wmma_kind_from_vop3p_opcode(0x46, &k));
}

TEST_CASE("wmma: random data equals the naive layout reference for all kinds and modifiers") {
  std::mt19937 rng(20240611);
  for (WmmaKind kind : kAllKinds) {
    for (int trial = 0; trial < 40; ++trial) {
      Op a{}, b{}, c{}, d{}, want{};
      fill_random(kind, rng, a, b, c);
      for (auto& w : d) w = rng();
      want = d;
      const unsigned neg_lo = rng() & 7u, neg_hi = rng() & 7u;
      const unsigned opsel = rng() & 7u;  // only bit 2 matters
      const bool clamp = is_int(kind) ? (rng() & 1u) : ((rng() & 7u) == 0);
      reference(kind, a, b, c, want, neg_lo, neg_hi, opsel, clamp);
      for (emu::WmmaImpl impl : kImpls) {
        if (!emu::wmma_impl_available(impl)) continue;
        Op got = d;
        emu::wmma_execute_with(impl, kind, a.data(), b.data(), c.data(), got.data(), neg_lo,
                               neg_hi, opsel, clamp);
        INFO(kind_str(kind) << " impl " << int(impl) << " trial " << trial << " neg_lo "
                            << neg_lo << " neg_hi " << neg_hi << " opsel " << opsel << " clamp "
                            << clamp);
        require_equal(got, want, "D");
      }
    }
  }
}

TEST_CASE("wmma: D may overlap A or B (all inputs are read before D is written)") {
  // One register file; A, B and C at fixed registers, D placed on A, on B, or straddling B.
  // The expected D comes from the same operands in separate arrays.
  std::mt19937 rng(515);
  for (WmmaKind kind : kAllKinds) {
    const unsigned ab = emu::wmma_ab_regs(kind);
    for (int placement = 0; placement < 4; ++placement) {
      Op a{}, b{}, c{};
      fill_random(kind, rng, a, b, c);
      // registers: A at 0, B at 8, C at 16; D at 0 (on A), 8 (on B), 12 (B's upper half and C's
      // lower one) or 4 (A's upper half and B's lower one)
      const unsigned d_reg[4] = {0, 8, 12, 4};
      for (emu::WmmaImpl impl : kImpls) {
        if (!emu::wmma_impl_available(impl)) continue;
        std::vector<uint32_t> file(32 * kLanes, 0u);
        std::copy(a.begin(), a.begin() + ab * kLanes, file.begin());
        std::copy(b.begin(), b.begin() + ab * kLanes, file.begin() + 8 * kLanes);
        std::copy(c.begin(), c.end(), file.begin() + 16 * kLanes);
        uint32_t* d = file.data() + d_reg[placement] * kLanes;
        Op want;
        std::copy(d, d + want.size(), want.begin());   // the preserved halves of 16-bit D
        const unsigned opsel = (placement & 1) ? 4u : 0u;
        reference(kind, a, b, c, want, 0, 0, opsel, false);
        emu::wmma_execute_with(impl, kind, file.data(), file.data() + 8 * kLanes,
                               file.data() + 16 * kLanes, d, 0, 0, opsel, false);
        Op got;
        std::copy(d, d + got.size(), got.begin());
        INFO(kind_str(kind) << " impl " << int(impl) << " D at v" << d_reg[placement]);
        require_equal(got, want, "D");
      }
    }
  }
}

TEST_CASE("wmma: in-place accumulation (d == c) equals the out-of-place result") {
  // Every host implementation (their C -> D paths read C before they write D over it).
  std::mt19937 rng(7);
  for (emu::WmmaImpl impl : kImpls) {
    if (!emu::wmma_impl_available(impl)) continue;
    for (WmmaKind kind : kAllKinds) {
      for (unsigned opsel : {0u, 4u}) {
        Op a{}, b{}, c{}, d{};
        fill_random(kind, rng, a, b, c);
        d = c;  // out-of-place destination starts equal to C: identical preserved halves
        emu::wmma_execute_with(impl, kind, a.data(), b.data(), c.data(), d.data(), 3, 1, opsel, false);
        Op inplace = c;
        emu::wmma_execute_with(impl, kind, a.data(), b.data(), inplace.data(), inplace.data(), 3, 1, opsel, false);
        INFO(kind_str(kind) << " opsel " << opsel << " impl " << int(impl));
        require_equal(inplace, d, "in-place D");
        // Chained accumulation: two in-place steps equal two out-of-place steps.
        Op d2 = d;
        emu::wmma_execute_with(impl, kind, a.data(), b.data(), d.data(), d2.data(), 0, 0, opsel, false);
        emu::wmma_execute_with(impl, kind, a.data(), b.data(), inplace.data(), inplace.data(), 0, 0, opsel, false);
        require_equal(inplace, d2, "chained in-place D");
      }
    }
  }
}

TEST_CASE("wmma: 16-bit C/D use only the OPSEL[2] half; the other half of D is preserved") {
  std::mt19937 rng(99);
  for (WmmaKind kind : {WmmaKind::F16_F16, WmmaKind::BF16_BF16}) {
    for (unsigned opsel : {0u, 4u}) {
      Op a{}, b{}, c{};
      fill_random(kind, rng, a, b, c);
      const bool hi = opsel == 4u;
      Op d;
      d.fill(0xdeadbeefu);
      emu::wmma_execute(kind, a.data(), b.data(), c.data(), d.data(), 0, 0, opsel, false);
      for (int w = 0; w < 8 * kLanes; ++w) {
        // The unselected half keeps D's previous bits (not C's).
        CHECK((hi ? (d[w] & 0xffffu) : (d[w] >> 16)) == (hi ? 0xbeefu : 0xdeadu));
      }
      // Garbage in C's unselected half does not change the result.
      Op c2 = c;
      for (auto& w : c2) w = hi ? ((w & 0xffff0000u) | (rng() & 0xffffu)) : ((w & 0xffffu) | (rng() << 16));
      Op d2;
      d2.fill(0xdeadbeefu);
      emu::wmma_execute(kind, a.data(), b.data(), c2.data(), d2.data(), 0, 0, opsel, false);
      INFO(kind_str(kind) << " opsel " << opsel);
      require_equal(d2, d, "D with garbage in C's other half");
      // Other OPSEL bits are ignored.
      Op d3;
      d3.fill(0xdeadbeefu);
      emu::wmma_execute(kind, a.data(), b.data(), c.data(), d3.data(), 0, 0, opsel | 3u, false);
      require_equal(d3, d, "D with OPSEL[1:0] set");
    }
  }
}

TEST_CASE("wmma: NEG_LO / NEG_HI semantics on A, B and C") {
  auto run = [](WmmaKind kind, unsigned neg_lo, unsigned neg_hi, float cval) {
    Op a{}, b{}, c{}, d{};
    a.fill(0);
    b.fill(0);
    const uint32_t one = is_bf16(kind) ? 0x3f80u : 0x3c00u;
    for (int x = 0; x < 16; ++x)
      for (int k = 0; k < 16; ++k) {
        put_ab(kind, a, x, k, one);
        put_ab(kind, b, x, k, one);
      }
    for (auto& w : c) {
      if (emu::wmma_cd_is_16bit(kind)) w = float_to_out16(kind, cval);
      else w = fp::bits_of(cval);
    }
    emu::wmma_execute(kind, a.data(), b.data(), c.data(), d.data(), neg_lo, neg_hi, 0, false);
    double out[16][16];
    read_d(kind, d, out);
    for (int i = 0; i < 16; ++i)
      for (int j = 0; j < 16; ++j) REQUIRE(out[i][j] == out[0][0]);
    return out[0][0];
  };
  for (WmmaKind kind : {WmmaKind::F32_F16, WmmaKind::F32_BF16, WmmaKind::F16_F16,
                        WmmaKind::BF16_BF16}) {
    INFO(kind_str(kind));
    CHECK(run(kind, 0, 0, 0.0f) == 16.0);
    CHECK(run(kind, 1, 0, 0.0f) == 0.0);     // even k of A negated: 8 - 8
    CHECK(run(kind, 0, 1, 0.0f) == 0.0);     // odd k of A negated
    CHECK(run(kind, 1, 1, 0.0f) == -16.0);   // all of A negated
    CHECK(run(kind, 2, 2, 0.0f) == -16.0);   // all of B negated
    CHECK(run(kind, 3, 3, 0.0f) == 16.0);    // both negated
    CHECK(run(kind, 3, 1, 0.0f) == 0.0);     // A fully, B even k only
    CHECK(run(kind, 0, 0, 5.0f) == 21.0);
    CHECK(run(kind, 4, 0, 5.0f) == 11.0);    // NEG_LO[2]: -C
    CHECK(run(kind, 0, 4, -5.0f) == 21.0);   // NEG_HI[2]: |C|
    CHECK(run(kind, 4, 4, 5.0f) == 11.0);    // -|C|
    CHECK(run(kind, 4, 4, -5.0f) == 11.0);
  }
}

TEST_CASE("wmma: iu8 / iu4 signedness from NEG_LO[0]/[1], wrap and clamp") {
  for (WmmaKind kind : {WmmaKind::I32_IU8, WmmaKind::I32_IU4}) {
    const uint32_t all_ones = kind == WmmaKind::I32_IU8 ? 0xffu : 0xfu;
    const int64_t umax = all_ones;
    Op a{}, b{}, c{}, d{};
    a.fill(0);
    b.fill(0);
    for (int x = 0; x < 16; ++x)
      for (int k = 0; k < 16; ++k) {
        put_ab(kind, a, x, k, all_ones);
        put_ab(kind, b, x, k, all_ones);
      }
    auto value = [&](unsigned neg_lo, unsigned neg_hi, int32_t cval, bool clamp) {
      c.fill(uint32_t(cval));
      emu::wmma_execute(kind, a.data(), b.data(), c.data(), d.data(), neg_lo, neg_hi, 0, clamp);
      for (auto w : d) REQUIRE(w == d[0]);
      return int32_t(d[0]);
    };
    INFO(kind_str(kind));
    CHECK(value(0, 0, 0, false) == 16 * umax * umax);  // unsigned x unsigned
    CHECK(value(1, 0, 0, false) == -16 * umax);        // A signed (-1) x B unsigned
    CHECK(value(2, 0, 0, false) == -16 * umax);
    CHECK(value(3, 0, 0, false) == 16);                // (-1) x (-1)
    CHECK(value(0, 3, 0, false) == 16 * umax * umax);  // NEG_HI ignored
    CHECK(value(4, 4, 0, false) == 16 * umax * umax);  // C modifiers ignored for integers
    CHECK(value(0, 0, 7, false) == 16 * umax * umax + 7);
    // Wrap modulo 2^32 without clamp, saturation with clamp.
    const int64_t sum = 16 * umax * umax;
    CHECK(value(0, 0, INT32_MAX, false) == int32_t(uint32_t(INT32_MAX) + uint32_t(sum)));
    CHECK(value(0, 0, INT32_MAX, true) == INT32_MAX);
    CHECK(value(1, 0, INT32_MIN, false) == int32_t(uint32_t(INT32_MIN) - uint32_t(16 * umax)));
    CHECK(value(1, 0, INT32_MIN, true) == INT32_MIN);
    CHECK(value(1, 0, INT32_MIN + 16 * int32_t(umax), true) == INT32_MIN);
    CHECK(value(1, 0, INT32_MIN + 16 * int32_t(umax) + 1, true) == INT32_MIN + 1);
    CHECK(value(0, 0, -5, true) == sum - 5);
  }
}

TEST_CASE("wmma: layout with a row ramp A and a column ramp B; transposed placement fails") {
  // A[i][k] = i (every row constant), B[k][j] = j (every column constant): D = 16*i*j + C.
  // A placed transposed gives sum_k k*j = 120*j; B placed transposed gives 120*i.
  Mats m{};
  for (int r = 0; r < 16; ++r)
    for (int s = 0; s < 16; ++s) {
      m.a[r][s] = r;
      m.b[r][s] = s;
    }
  for (WmmaKind kind : kAllKinds) {
    INFO(kind_str(kind));
    for (int variant = 0; variant < 3; ++variant) {
      Op a{}, b{}, c{}, d{};
      place(kind, m, a, b, variant == 1, variant == 2);
      c.fill(0);
      emu::wmma_execute(kind, a.data(), b.data(), c.data(), d.data(), 0, 0, 0, false);
      double out[16][16];
      read_d(kind, d, out);
      int mismatches = 0;
      for (int i = 0; i < 16; ++i)
        for (int j = 0; j < 16; ++j) {
          const double exact = 16.0 * i * j;
          double want = exact;
          if (kind == WmmaKind::BF16_BF16)
            want = fp::bf16_to_float(fp::cvt_f32_to_bf16(fp::bits_of(float(exact))));
          if (variant == 0) {
            REQUIRE(out[i][j] == want);
          } else {
            const double transposed = 120.0 * (variant == 1 ? j : i);
            if (kind != WmmaKind::BF16_BF16) REQUIRE(out[i][j] == transposed);
            mismatches += out[i][j] != want;
          }
        }
      if (variant != 0) CHECK(mismatches > 200);  // a transposed operand is caught
    }
  }
}

TEST_CASE("wmma: layout with asymmetric structured matrices against a plain matrix product") {
  // Small signed patterns with A != A^T and B != B^T; for unsigned integer kinds offset them.
  for (WmmaKind kind : kAllKinds) {
    INFO(kind_str(kind));
    const bool unsigned_int = is_int(kind);  // run the integer kinds unsigned (neg_lo = 0)
    Mats m{};
    for (int r = 0; r < 16; ++r)
      for (int s = 0; s < 16; ++s) {
        m.a[r][s] = ((r * 3 + s * 5) % 7) - (unsigned_int ? 0 : 3);
        m.b[r][s] = ((r * 2 + s * 3) % 5) - (unsigned_int ? 0 : 2);
      }
    auto run = [&](bool ta, bool tb, double out[16][16]) {
      Op a{}, b{}, c{}, d{};
      place(kind, m, a, b, ta, tb);
      // C[i][j] = 100*i + j written through the documented forward mapping.
      c.fill(0);
      for (int i = 0; i < 16; ++i)
        for (int j = 0; j < 16; ++j) {
          const float cv = float(100 * i + j) / (emu::wmma_cd_is_16bit(kind) ? 64.0f : 1.0f);
          uint32_t w;
          if (is_int(kind)) w = uint32_t(100 * i + j);
          else if (emu::wmma_cd_is_16bit(kind)) w = float_to_out16(kind, cv);
          else w = fp::bits_of(cv);
          c[cd_index(i, j)] = w;
        }
      emu::wmma_execute(kind, a.data(), b.data(), c.data(), d.data(), 0, 0, 0, false);
      read_d(kind, d, out);
    };
    double out[16][16];
    run(false, false, out);
    for (int i = 0; i < 16; ++i)
      for (int j = 0; j < 16; ++j) {
        int dot = 0;
        for (int k = 0; k < 16; ++k) dot += m.a[i][k] * m.b[k][j];
        double exact = (is_int(kind) ? 100.0 * i + j
                                     : double(float(100 * i + j) /
                                              (emu::wmma_cd_is_16bit(kind) ? 64.0f : 1.0f))) +
                       dot;
        if (kind == WmmaKind::BF16_BF16) {
          // C itself was rounded to bf16 on the way in.
          const double c_in = fp::bf16_to_float(uint16_t(float_to_out16(kind, float(100 * i + j) / 64.0f)));
          exact = fp::bf16_to_float(fp::cvt_f32_to_bf16(fp::bits_of(float(c_in + dot))));
        } else if (kind == WmmaKind::F16_F16) {
          exact = double(h16_to_float(kind, float_to_out16(kind, float(exact))));
        }
        REQUIRE(out[i][j] == exact);
      }
    double wrong[16][16];
    run(true, false, wrong);
    int differ = 0;
    for (int i = 0; i < 16; ++i)
      for (int j = 0; j < 16; ++j) differ += wrong[i][j] != out[i][j];
    CHECK(differ > 100);
    run(false, true, wrong);
    differ = 0;
    for (int i = 0; i < 16; ++i)
      for (int j = 0; j < 16; ++j) differ += wrong[i][j] != out[i][j];
    CHECK(differ > 100);
  }
}

TEST_CASE("wmma: C/D placement: even rows in lanes 0-15, odd rows in lanes 16-31") {
  for (WmmaKind kind : kAllKinds) {
    Op a{}, b{}, c{}, d{};
    a.fill(0);
    b.fill(0);
    for (int g = 0; g < 8; ++g)
      for (int l = 0; l < kLanes; ++l) {
        const int i = 2 * g + l / 16, j = l % 16;  // inverse mapping
        const int v = 16 * i + j;
        uint32_t w;
        if (is_int(kind)) w = uint32_t(v);
        else if (emu::wmma_cd_is_16bit(kind)) w = float_to_out16(kind, float(v) / 4);
        else w = fp::bits_of(float(v));
        c[g * kLanes + l] = w;
      }
    emu::wmma_execute(kind, a.data(), b.data(), c.data(), d.data(), 0, 0, 0, false);
    INFO(kind_str(kind));
    // A = 0: D == C word for word, and element (i, j) sits at VGPR i/2, lane 16*(i%2)+j.
    require_equal(d, c, "D == C");
    double out[16][16];
    read_d(kind, d, out);
    CHECK(out[1][0] == (emu::wmma_cd_is_16bit(kind) ? h16_to_float(kind, float_to_out16(kind, 4.0f)) : 16.0));
    CHECK(fp::f32_from_bits(fp::bits_of(float(out[15][15]))) ==
          (emu::wmma_cd_is_16bit(kind) ? h16_to_float(kind, float_to_out16(kind, 255.0f / 4))
                                       : 255.0));
  }
}

TEST_CASE("wmma: A and B are read from lanes 0-15; halves checker") {
  std::mt19937 rng(1);
  for (WmmaKind kind : kAllKinds) {
    Op a{}, b{}, c{}, d1{}, d2{};
    fill_random(kind, rng, a, b, c);
    const unsigned regs = emu::wmma_ab_regs(kind);
    CHECK(emu::wmma_operand_halves_match(a.data(), regs, 0xffffffffu));
    CHECK(emu::wmma_operand_halves_match(b.data(), regs, 0xffffffffu));
    emu::wmma_execute(kind, a.data(), b.data(), c.data(), d1.data(), 0, 0, 0, false);
    Op a2 = a, b2 = b;
    for (unsigned g = 0; g < regs; ++g)
      for (int l = 16; l < 32; ++l) {
        a2[g * kLanes + l] = rng();
        b2[g * kLanes + l] = rng();
      }
    emu::wmma_execute(kind, a2.data(), b2.data(), c.data(), d2.data(), 0, 0, 0, false);
    INFO(kind_str(kind));
    require_equal(d2, d1, "D with garbage in lanes 16-31 of A and B");
    CHECK_FALSE(emu::wmma_operand_halves_match(a2.data(), regs, 0xffffffffu));
  }
  // One mismatch in register 3, lane 4 / 20 of an 8-register operand.
  Op op;
  for (int g = 0; g < 8; ++g)
    for (int l = 0; l < 16; ++l) op[g * kLanes + l] = op[g * kLanes + l + 16] = uint32_t(g * 100 + l);
  CHECK(emu::wmma_operand_halves_match(op.data(), 8, 0xffffffffu));
  op[3 * kLanes + 20] ^= 1u;
  CHECK_FALSE(emu::wmma_operand_halves_match(op.data(), 8, 0xffffffffu));
  CHECK(emu::wmma_operand_halves_match(op.data(), 3, 0xffffffffu));  // register 3 not checked
  CHECK(emu::wmma_operand_halves_match(op.data(), 8, ~(1u << 20)));  // pair skipped
  CHECK(emu::wmma_operand_halves_match(op.data(), 8, ~(1u << 4)));
  CHECK_FALSE(emu::wmma_operand_halves_match(op.data(), 8, 1u << 4 | 1u << 20));
  emu::WmmaHalfMismatch mm[4];
  REQUIRE(emu::wmma_find_half_mismatches(op.data(), 8, 0xffffffffu, mm, 4) == 1);
  CHECK(mm[0].reg == 3);
  CHECK(mm[0].lane == 4);
  CHECK(mm[0].low_copy == 304u);
  CHECK(mm[0].high_copy == 305u);
  op[7 * kLanes + 15] = 0;  // second mismatch
  CHECK(emu::wmma_find_half_mismatches(op.data(), 8, 0xffffffffu, nullptr, 0) == 2);
  CHECK(emu::wmma_find_half_mismatches(op.data(), 8, 0xffffffffu, mm, 1) == 2);
  CHECK(mm[0].reg == 3);
}

TEST_CASE("wmma: special values, denormals, overflow and float clamp") {
  auto one_elem = [](WmmaKind kind, uint32_t a00, uint32_t b00, uint32_t c00, bool clamp,
                     unsigned opsel = 0) {
    Op a{}, b{}, c{}, d{};
    a.fill(0);
    b.fill(0);
    c.fill(0);
    d.fill(0);
    put_ab(kind, a, 0, 0, a00);
    put_ab(kind, b, 0, 0, b00);
    c[cd_index(0, 0)] = c00;
    emu::wmma_execute(kind, a.data(), b.data(), c.data(), d.data(), 0, 0, opsel, clamp);
    return d[cd_index(0, 0)];
  };
  // NaN inputs and invalid products give the default quiet NaN.
  CHECK(one_elem(WmmaKind::F32_F16, 0x7c01, 0x3c00, 0, false) == 0x7fc00000u);
  CHECK(one_elem(WmmaKind::F32_F16, 0x7c00, 0x0000, 0, false) == 0x7fc00000u);   // inf * 0
  CHECK(one_elem(WmmaKind::F32_F16, 0x3c00, 0x3c00, 0xffc00001u, false) == 0x7fc00000u);
  CHECK(one_elem(WmmaKind::F32_BF16, 0xff81, 0x3f80, 0, false) == 0x7fc00000u);
  CHECK(one_elem(WmmaKind::F16_F16, 0x7c01, 0x3c00, 0, false) == 0x7e00u);
  CHECK(one_elem(WmmaKind::BF16_BF16, 0x7f80, 0x0000, 0, false) == 0x7fc0u);
  CHECK(one_elem(WmmaKind::F32_F16, 0x7c00, 0x3c00, 0, false) == 0x7f800000u);   // inf
  CHECK(one_elem(WmmaKind::F32_F16, 0x7c00, 0x3c00, 0xff800000u, false) == 0x7fc00000u);
  // f16 denormals are exact inputs: 2^-24 * 1.0 = 2^-24.
  CHECK(one_elem(WmmaKind::F32_F16, 0x0001, 0x3c00, 0, false) == fp::bits_of(0x1p-24f));
  CHECK(one_elem(WmmaKind::F32_F16, 0x0001, 0x0001, 0, false) == fp::bits_of(0x1p-48f));
  CHECK(one_elem(WmmaKind::F16_F16, 0x0001, 0x3800, 0, false) == 0x0000u);  // 2^-25 -> 0 (even)
  CHECK(one_elem(WmmaKind::F16_F16, 0x0003, 0x3800, 0, false) == 0x0002u);  // 1.5 ulp -> 2
  CHECK(one_elem(WmmaKind::F32_BF16, 0x0001, 0x3f80, 0, false) == 0x00010000u);  // bf16 denormal
  // f16 output overflow: 256 * 256 = 65536 -> inf; 255 * 256 = 65280 fits.
  CHECK(one_elem(WmmaKind::F16_F16, 0x5c00, 0x5c00, 0, false) == 0x7c00u);
  CHECK(one_elem(WmmaKind::F16_F16, 0x5bf8, 0x5c00, 0, false) == 0x7bf8u);
  // The f16 result is rounded once from the f32 accumulator (RNE): 1 + 2^-11 -> 1.0.
  CHECK(one_elem(WmmaKind::F16_F16, 0x3c00, 0x3c00, 0x1000, false) == 0x3c00u);
  CHECK(one_elem(WmmaKind::F16_F16, 0x3c00, 0x3c00, 0x1000u << 16, false, 4) == 0x3c000000u);
  // Float clamp: [0, 1], NaN -> 0.
  CHECK(one_elem(WmmaKind::F32_F16, 0x4000, 0x4000, 0, true) == 0x3f800000u);
  CHECK(one_elem(WmmaKind::F32_F16, 0xc000, 0x4000, 0, true) == 0u);
  CHECK(one_elem(WmmaKind::F32_F16, 0x3800, 0x3800, 0, true) == fp::bits_of(0.25f));
  CHECK(one_elem(WmmaKind::F32_F16, 0x7c00, 0x0000, 0, true) == 0u);
  CHECK(one_elem(WmmaKind::F16_F16, 0x4000, 0x4000, 0, true) == 0x3c00u);
  // -0 accumulator plus +0 products: RNE sum is +0.
  CHECK(one_elem(WmmaKind::F32_F16, 0x0000, 0x3c00, 0x80000000u, false) == 0u);
}

TEST_CASE("wmma: float results are within 16 f32 roundings of the exact dot product") {
  std::mt19937 rng(555);
  for (WmmaKind kind : {WmmaKind::F32_F16, WmmaKind::F32_BF16}) {
    for (int trial = 0; trial < 20; ++trial) {
      Op a{}, b{}, c{}, d{};
      fill_random(kind, rng, a, b, c);
      emu::wmma_execute(kind, a.data(), b.data(), c.data(), d.data(), 0, 0, 0, false);
      for (int i = 0; i < 16; ++i)
        for (int j = 0; j < 16; ++j) {
          double exact = fp::f32_from_bits(c[cd_index(i, j)]);
          double mag = std::fabs(exact);
          for (int k = 0; k < 16; ++k) {
            const double p = double(h16_to_float(kind, get_ab(kind, a, i, k))) *
                             double(h16_to_float(kind, get_ab(kind, b, j, k)));
            exact += p;  // products exact in double; tiny double rounding vs the f32 bound
            mag += std::fabs(p);
          }
          const double got = fp::f32_from_bits(d[cd_index(i, j)]);
          REQUIRE(std::fabs(got - exact) <= 17 * 0x1p-24 * mag + 0x1p-140);
        }
    }
  }
}

TEST_CASE("wmma: every host implementation gives bit-identical results on raw random bits") {
  // Raw 32-bit patterns: NaNs (signalling and quiet), infinities, denormals, overflow.
  CHECK(emu::wmma_impl_available(emu::WmmaImpl::Portable));
  CHECK(emu::wmma_impl_available(emu::WmmaImpl::Auto));
  if (!emu::wmma_impl_available(emu::WmmaImpl::Avx2F16c)) return;
  std::mt19937 rng(424242);
  for (WmmaKind kind : kAllKinds) {
    for (int trial = 0; trial < 60; ++trial) {
      Op a, b, c, d0;
      for (auto& w : a) w = rng();
      for (auto& w : b) w = rng();
      for (auto& w : c) w = rng();
      if (trial % 3 == 1) {  // mostly finite values with denormal / tiny / huge sprinkles
        for (auto* op : {&a, &b})
          for (auto& w : *op) w &= is_bf16(kind) ? 0x87ff87ffu : 0xbfffbfffu;
      }
      if (trial % 3 == 2) {  // results near the f16 / bf16 overflow and denormal boundaries
        for (auto* op : {&a, &b})
          for (auto& w : *op) w = (w & 0x83ff83ffu) | (is_bf16(kind) ? 0x3f803f80u : 0x4c004c00u);
        for (auto& w : c) w = (w & 0x8000ffffu) | 0x40000000u;
      }
      for (auto& w : d0) w = rng();
      const unsigned neg_lo = rng() & 7u, neg_hi = rng() & 7u, opsel = rng() & 7u;
      const bool clamp = (rng() & 3u) == 0;
      Op p = d0;
      emu::wmma_execute_with(emu::WmmaImpl::Portable, kind, a.data(), b.data(), c.data(),
                             p.data(), neg_lo, neg_hi, opsel, clamp);
      for (emu::WmmaImpl impl : {emu::WmmaImpl::Avx2F16c, emu::WmmaImpl::Avx512}) {
        if (!emu::wmma_impl_available(impl)) continue;
        Op x = d0;
        emu::wmma_execute_with(impl, kind, a.data(), b.data(), c.data(), x.data(), neg_lo, neg_hi,
                               opsel, clamp);
        INFO(kind_str(kind) << " trial " << trial << " impl " << int(impl));
        require_equal(x, p, "SIMD backend vs Portable");
      }
    }
  }
}

TEST_CASE("wmma: bf16 products at the edges of f32's range round as multiply-then-add in every implementation") {
  // The SIMD backends fuse the bf16 multiply-add when every product of the two tiles is exact
  // in f32 (bf16_products_exact: the biased exponent sums of the tiles' extreme elements within
  // [128, 380]). Each case puts one product A[x0][k0] * B[k0][x0] (its place varied below) where
  // fusing would change D[x0][x0], or right inside the range, among filler elements that set the
  // tiles' other extremes: the fused form must be taken only where it rounds as the
  // multiply-then-add.
  struct Case {
    const char* what;
    uint16_t a, b;            // A[x0][k0] and B[k0][x0] (bf16 bits)
    uint16_t fill_a, fill_b;  // the other rows of A and columns of B
    uint32_t c00;             // C[x0][x0] (f32 bits)
    uint32_t want;            // D[x0][x0] with the product rounded first
  };
  const Case cases[] = {
      // 1.9921875 * 2^127 * 1.9921875 = 3.97 * 2^127 overflows to +inf before C = -max is added
      // (fused: a finite 1.97 * 2^127); exponent sums up to 254 + 127 = 381: unfused
      {"product overflows", 0x7f7f, 0x3fff, 0x3fc0, 0x3fc0, 0xff7fffffu, 0x7f800000u},
      // one exponent lower with B's filler 0.75 (sums up to 254 + 126 = 380, down to 127 + 126):
      // fused, exact: 65025 * 2^112 - (2^24 - 1) * 2^104 = -130815 * 2^104
      {"largest exact product", 0x7f7f, 0x3f7f, 0x3fc0, 0x3f40, 0xff7fffffu, 0xfbff7f80u},
      // 2^-75 * 2^-75 = 2^-150 rounds to +0 (a tie to even); + 2^-149 stays 2^-149 (fused: the
      // tie 1.5 * 2^-149 rounds to 2^-148); exponents 52 + 52 = 104: unfused
      {"product below the smallest denormal", 0x1a00, 0x1a00, 0x3fc0, 0x3fc0, 0x00000001u, 0x00000001u},
      // 129 * 2^-75 squared = 16641 * 2^-150, odd: rounds to 8320 * 2^-149 (a tie to even), + 2^-149
      // gives 8321 * 2^-149 (fused: 8321.5, a tie, rounds to 8322); exponents 59 + 59 = 118, the
      // first sum below 119 where a product of odd significands is inexact: unfused
      {"odd product just below exact", 0x1d81, 0x1d81, 0x3fc0, 0x3fc0, 0x00000001u, 0x00002081u},
      // 2^-63 * 2^-63 = 2^-126, the smallest normal (64 + 64 = 128): fused, exact
      {"smallest normal product", 0x2000, 0x2000, 0x3fc0, 0x3fc0, 0x00000001u, 0x00800001u},
      // a bf16 denormal (2^-133, exponent 0) times 2^1 with B's filler 3.0 (exponent 128): fused,
      // 2^-132 is an exact f32 denormal
      {"denormal times 2", 0x0001, 0x4000, 0x3fc0, 0x4040, 0x00000001u, 0x00020001u},
  };
  // The product sits at row / column x0 and step k0: in the even (bits [15:0]) or odd ([31:16])
  // half of a register, in the first or second eight lanes (the AVX2 backend's two halves).
  for (const Case& t : cases)
    for (int x0 : {0, 9})
      for (int k0 : {0, 1, 15}) {
        Op a{}, b{}, c{};
        // Row x0 of A and column x0 of B are zero besides A[x0][k0] and B[k0][x0], so D[x0][x0]
        // is C[x0][x0] + A[x0][k0] * B[k0][x0]; the other rows and columns hold the fillers.
        for (int x = 0; x < 16; ++x)
          for (int k = 0; k < 16; ++k) {
            if (x == x0) continue;
            put_ab(WmmaKind::F32_BF16, a, x, k, t.fill_a);
            put_ab(WmmaKind::F32_BF16, b, x, k, t.fill_b);
          }
        put_ab(WmmaKind::F32_BF16, a, x0, k0, t.a);
        put_ab(WmmaKind::F32_BF16, b, x0, k0, t.b);
        const int e = x0 * 16 + x0;   // C / D element (x0, x0)
        c[e] = t.c00;
        Op want{};
        reference(WmmaKind::F32_BF16, a, b, c, want, 0, 0, 0, false);
        INFO(t.what << " x0 " << x0 << " k0 " << k0);
        CHECK(want[e] == t.want);   // the reference's own rounding, as worked out above
        for (emu::WmmaImpl impl : kImpls) {
          if (!emu::wmma_impl_available(impl)) continue;
          Op got{};
          emu::wmma_execute_with(impl, WmmaKind::F32_BF16, a.data(), b.data(), c.data(), got.data(), 0, 0, 0, false);
          INFO("impl " << int(impl));
          require_equal(got, want, "D");
        }
      }
}

TEST_CASE("wmma: the float kinds widen A into a caller's tile and take it over from there") {
  // wmma_function's a_tile: the first WMMA widens A into it; a second one told the tile is valid
  // multiplies the tile's A, whatever its own A registers hold (they are not widened again);
  // told it is not, its own A. Every backend, every float kind, A's sign flips on and off.
  std::mt19937 rng(8811);
  const WmmaKind kinds[4] = {WmmaKind::F32_F16, WmmaKind::F32_BF16, WmmaKind::F16_F16, WmmaKind::BF16_BF16};
  for (WmmaKind kind : kinds) {
    for (int trial = 0; trial < 6; ++trial) {
      Op a{}, b{}, c{}, a2{}, b2{}, c2{};
      fill_random(kind, rng, a, b, c);
      fill_random(kind, rng, a2, b2, c2);
      const unsigned neg_lo = rng() & 3u, neg_hi = rng() & 3u;   // A's and B's flips
      Op want_a{}, want_a2{};
      reference(kind, a, b, c, want_a, neg_lo, neg_hi, 0, false);
      reference(kind, a2, b, c, want_a2, neg_lo, neg_hi, 0, false);
      for (emu::WmmaImpl impl : kImpls) {
        if (!emu::wmma_impl_available(impl)) continue;
        INFO(kind_str(kind) << " impl " << int(impl) << " trial " << trial << " neg_lo " << neg_lo << " neg_hi " << neg_hi);
        const emu::WmmaFunction f = emu::wmma_function(impl);
        alignas(64) float tile[256];
        Op d{};
        f(kind, a.data(), b.data(), c.data(), d.data(), neg_lo, neg_hi, 0, false, tile, false);
        require_equal(d, want_a, "D (A widened into the tile)");
        f(kind, a2.data(), b.data(), c.data(), d.data(), neg_lo, neg_hi, 0, false, tile, true);
        require_equal(d, want_a, "D (A taken over from the tile)");
        f(kind, a2.data(), b.data(), c.data(), d.data(), neg_lo, neg_hi, 0, false, tile, false);
        require_equal(d, want_a2, "D (the tile widened again)");
        f(kind, a.data(), b.data(), c.data(), d.data(), neg_lo, neg_hi, 0, false, tile, true);
        require_equal(d, want_a2, "D (the new tile taken over)");
        f(kind, a.data(), b.data(), c.data(), d.data(), neg_lo, neg_hi, 0, false, nullptr, true);
        require_equal(d, want_a, "D (no tile: a valid flag without one means nothing)");
      }
    }
  }
}

TEST_CASE("wmma: the f32 <- f16 path without modifiers equals the general one") {
  // wmma_f32_f16_function (the engine's path for the commonest form, where the host has one)
  // against wmma_function with the same arguments: A widened, A taken over, D on C.
  std::mt19937 rng(4242);
  for (emu::WmmaImpl impl : kImpls) {
    if (!emu::wmma_impl_available(impl)) continue;
    const emu::WmmaF32F16Function plain = emu::wmma_f32_f16_function(impl);
    if (!plain) continue;
    const emu::WmmaFunction general = emu::wmma_function(impl);
    for (int trial = 0; trial < 20; ++trial) {
      INFO("impl " << int(impl) << " trial " << trial);
      Op a{}, b{}, c{}, a2{}, b2{}, c2{};
      fill_random(WmmaKind::F32_F16, rng, a, b, c);
      fill_random(WmmaKind::F32_F16, rng, a2, b2, c2);
      alignas(64) float t1[256], t2[256];
      Op d1{}, d2{};
      plain(a.data(), b.data(), c.data(), d1.data(), t1, false);
      general(WmmaKind::F32_F16, a.data(), b.data(), c.data(), d2.data(), 0, 0, 0, false, t2, false);
      require_equal(d1, d2, "D");
      plain(a2.data(), b2.data(), c2.data(), d1.data(), t1, true);   // A from the tile
      general(WmmaKind::F32_F16, a.data(), b2.data(), c2.data(), d2.data(), 0, 0, 0, false, nullptr, false);
      require_equal(d1, d2, "D (A taken over)");
      Op in_place = c;
      plain(a.data(), b.data(), in_place.data(), in_place.data(), t1, false);
      general(WmmaKind::F32_F16, a.data(), b.data(), c.data(), d2.data(), 0, 0, 0, false, nullptr, false);
      require_equal(in_place, d2, "D over C");
      Op over_b = b;
      plain(a.data(), over_b.data(), c.data(), over_b.data(), t1, false);
      require_equal(over_b, d2, "D over B");
    }
    // Raw random bits: NaNs (canonicalised), infinities, denormals and overflow in any lane of
    // A, B and C, in every row and column position.
    for (int trial = 0; trial < 40; ++trial) {
      INFO("impl " << int(impl) << " raw trial " << trial);
      Op a{}, b{}, c{};
      for (auto* op : {&a, &b, &c})
        for (auto& w : *op) w = rng();
      alignas(64) float t1[256];
      Op d1{}, d2{};
      plain(a.data(), b.data(), c.data(), d1.data(), t1, false);
      general(WmmaKind::F32_F16, a.data(), b.data(), c.data(), d2.data(), 0, 0, 0, false, nullptr, false);
      require_equal(d1, d2, "D (raw bits)");
      // and against the portable kernel, which shares no code with the SIMD ones
      emu::wmma_execute_with(emu::WmmaImpl::Portable, WmmaKind::F32_F16, a.data(), b.data(), c.data(), d2.data(), 0, 0, 0, false);
      require_equal(d1, d2, "D (raw bits, portable)");
    }
  }
  if (emu::wmma_impl_available(emu::WmmaImpl::Avx512)) CHECK(bool(emu::wmma_f32_f16_function(emu::WmmaImpl::Avx512)));
}
