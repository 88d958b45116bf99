// emu/lanes: whole-wave f32 arithmetic on host SIMD, bit for bit against fp's scalar rules in the
// default MODE, for every backend this CPU has; and the checker's own negative tests.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <ios>
#include <random>
#include <string>
#include <vector>

#include "emu/exec/fp.hpp"
#include "emu/exec/lanes.hpp"

namespace {

using emu::lanes::LaneImpl;
const LaneImpl kImpls[] = {LaneImpl::Auto, LaneImpl::Portable, LaneImpl::Avx2Fma, LaneImpl::Avx512};

// Special encodings: zeros, denormals, the normal range's ends, infinities, quiet and signalling
// NaNs with payloads, and values whose products and sums overflow, underflow or cancel.
const uint32_t kSpecial[] = {0x00000000u, 0x80000000u, 0x00000001u, 0x80000001u, 0x007fffffu, 0x807fffffu,
                             0x00800000u, 0x80800000u, 0x3f800000u, 0xbf800000u, 0x7f7fffffu, 0xff7fffffu,
                             0x7f800000u, 0xff800000u, 0x7fc00000u, 0xffc00000u, 0x7fc12345u, 0x7f800001u,
                             0xff800123u, 0x5f800000u, 0x1f800000u, 0x20000000u, 0x3f800001u, 0x33800000u,
                             0x4b800000u, 0xcb800000u, 0x3effffffu, 0x00400000u};

uint32_t pick(std::mt19937& rng) {
    switch (rng() % 4) {
        case 0: return kSpecial[rng() % (sizeof kSpecial / sizeof kSpecial[0])];
        case 1: return uint32_t(rng()) & 0x807fffffu;   // denormals and zeros
        default: return uint32_t(rng());
    }
}

struct Wave32 {
    uint32_t v[32];
};

Wave32 random_wave(std::mt19937& rng, bool nans) {
    Wave32 w;
    for (auto& x : w.v) {
        x = pick(rng);
        if (!nans && emu::fp::is_nan_f32(x)) x = 0x40490fdbu;
    }
    return w;
}

// The reference: fp's scalar rules in the default MODE, lane by lane.
using Fma = uint32_t (*)(uint32_t, uint32_t, uint32_t);
uint32_t ref_fma(uint32_t a, uint32_t b, uint32_t c) {
    return emu::fp::fma_f32(a, b, c, emu::fp::Round::NearestEven, true, true);
}
uint32_t ref_add(uint32_t a, uint32_t b, uint32_t) { return emu::fp::add_f32(a, b, emu::fp::Round::NearestEven, true, true); }
uint32_t ref_mul(uint32_t a, uint32_t b, uint32_t) { return emu::fp::mul_f32(a, b, emu::fp::Round::NearestEven, true, true); }

// Lanes where `got` differs from the rule `f` applied to a, b, c.
unsigned mismatches(const Wave32& a, const Wave32& b, const Wave32& c, const uint32_t* got, Fma f) {
    unsigned bad = 0;
    for (int l = 0; l < 32; ++l) bad += got[l] != f(a.v[l], b.v[l], c.v[l]);
    return bad;
}

// Plausible bugs of a SIMD backend, each of which the comparison must see.
uint32_t mutant_unfused(uint32_t a, uint32_t b, uint32_t c) {   // a*b rounded, then + c rounded
    return emu::fp::add_f32(emu::fp::mul_f32(a, b, emu::fp::Round::NearestEven, true, true), c,
                            emu::fp::Round::NearestEven, true, true);
}
uint32_t mutant_ftz(uint32_t a, uint32_t b, uint32_t c) {       // denormals flushed (DAZ/FTZ on)
    return emu::fp::fma_f32(a, b, c, emu::fp::Round::NearestEven, false, false);
}
uint32_t mutant_host_nan(uint32_t a, uint32_t b, uint32_t c) {  // NaN operands not quieted by fp's rules
    float r = std::fma(emu::fp::f32_from_bits(a), emu::fp::f32_from_bits(b), emu::fp::f32_from_bits(c));
    return emu::fp::bits_of(r);
}

// Calls run() on waves of x that stride through the f32 encodings (about a million lanes, every
// exponent and sign), then on the wave `specials`.
template <class Run>
void stride_waves(uint32_t (&x)[32], const uint32_t (&specials)[32], Run&& run) {
    for (uint64_t base = 0; base < (uint64_t(1) << 32); base += 32 * 4099) {
        for (int l = 0; l < 32; ++l) x[l] = uint32_t(base + uint64_t(l) * 4099u * 131u);
        run();
    }
    std::memcpy(x, specials, sizeof x);
    run();
}

// body(impl) for every backend this CPU has (the portable loop and auto at least).
template <class Body>
void for_each_backend(Body&& body) {
    unsigned backends = 0;
    for (LaneImpl impl : kImpls) {
        if (!emu::lanes::lane_impl_available(impl)) continue;
        ++backends;
        INFO("backend " << emu::lanes::lane_impl_name(impl));
        body(impl);
    }
    CHECK(backends >= 2);
}

}  // namespace

TEST_CASE("lanes: fma, add and mul on whole waves equal fp's rules bit for bit on every backend") {
    std::mt19937 rng(42);
    for_each_backend([&](LaneImpl impl) {
        for (int t = 0; t < 4000; ++t) {
            const bool nans = t % 8 == 0;   // most waves NaN-free (the vector path), some with NaNs
            const Wave32 a = random_wave(rng, nans), b = random_wave(rng, nans), c = random_wave(rng, nans);
            uint32_t out[32];
            emu::lanes::f32_op3(emu::lanes::Op3::Fma, a.v, b.v, c.v, out, impl);
            REQUIRE(mismatches(a, b, c, out, ref_fma) == 0);
            emu::lanes::f32_op2(emu::lanes::Op2::Add, a.v, b.v, out, impl);
            REQUIRE(mismatches(a, b, c, out, ref_add) == 0);
            emu::lanes::f32_op2(emu::lanes::Op2::Mul, a.v, b.v, out, impl);
            REQUIRE(mismatches(a, b, c, out, ref_mul) == 0);
        }
        // out aliasing an operand (a VGPR that is both source and destination)
        Wave32 a = random_wave(rng, true), b = random_wave(rng, true), c = random_wave(rng, true);
        const Wave32 c0 = c;
        emu::lanes::f32_op3(emu::lanes::Op3::Fma, a.v, b.v, c.v, c.v, impl);
        CHECK(mismatches(a, b, c0, c.v, ref_fma) == 0);
    });
}

TEST_CASE("lanes: min and max of 2 and 3 operands equal fp's rules without NaNs, and refuse waves with one") {
    // Special encodings besides random ones: -0 against +0 (the ISA orders -0 first), denormals,
    // infinities; out aliasing an operand; a single NaN lane anywhere makes the call refuse.
    std::mt19937 rng(43);
    for_each_backend([&](LaneImpl impl) {
        for (int t = 0; t < 4000; ++t) {
            const Wave32 a = random_wave(rng, false), b = random_wave(rng, false), c = random_wave(rng, false);
            for (const bool max : {false, true})
                for (const unsigned n : {2u, 3u}) {
                    INFO((max ? "max" : "min") << n << " trial " << t);
                    uint32_t out[32];
                    REQUIRE(emu::lanes::f32_minmax(max, n, a.v, b.v, c.v, out, impl));
                    unsigned bad = 0;
                    for (int l = 0; l < 32; ++l) {
                        uint32_t want = max ? emu::fp::max_f32(a.v[l], b.v[l]) : emu::fp::min_f32(a.v[l], b.v[l]);
                        if (n == 3) want = max ? emu::fp::max_f32(want, c.v[l]) : emu::fp::min_f32(want, c.v[l]);
                        bad += out[l] != want;
                    }
                    REQUIRE(bad == 0);
                }
        }
        // -0 and +0 in every order, lane by lane
        Wave32 z0{}, z1{};
        for (int l = 0; l < 32; ++l) {
            z0.v[l] = (l & 1) ? 0x80000000u : 0u;
            z1.v[l] = (l & 2) ? 0x80000000u : 0u;
        }
        uint32_t out[32];
        REQUIRE(emu::lanes::f32_minmax(true, 2, z0.v, z1.v, z1.v, out, impl));
        for (int l = 0; l < 32; ++l) CHECK(out[l] == ((z0.v[l] & z1.v[l]) ? 0x80000000u : 0u));
        REQUIRE(emu::lanes::f32_minmax(false, 2, z0.v, z1.v, z1.v, out, impl));
        for (int l = 0; l < 32; ++l) CHECK(out[l] == ((z0.v[l] | z1.v[l]) ? 0x80000000u : 0u));
        // out aliasing an operand
        Wave32 a = random_wave(rng, false), b = random_wave(rng, false);
        const Wave32 a0 = a;
        REQUIRE(emu::lanes::f32_minmax(true, 2, a.v, b.v, nullptr, a.v, impl));
        for (int l = 0; l < 32; ++l) CHECK(a.v[l] == emu::fp::max_f32(a0.v[l], b.v[l]));
        // one NaN lane (quiet or signalling, either sign) in any operand: refused, out untouched
        for (int t = 0; t < 200; ++t) {
            Wave32 x[3] = {random_wave(rng, false), random_wave(rng, false), random_wave(rng, false)};
            const uint32_t nans[] = {0x7fc00000u, 0xffc00001u, 0x7f800001u, 0xff812345u};
            const unsigned n = 2 + t % 2, which = unsigned(rng() % n);
            x[which].v[rng() % 32] = nans[rng() % 4];
            uint32_t got[32], before[32];
            for (int l = 0; l < 32; ++l) got[l] = before[l] = uint32_t(rng());
            INFO("NaN trial " << t);
            CHECK_FALSE(emu::lanes::f32_minmax(t % 4 < 2, n, x[0].v, x[1].v, x[2].v, got, impl));
            CHECK(std::memcmp(got, before, sizeof got) == 0);
        }
        // a NaN in c does not matter to a two-operand call (c is not read)
        Wave32 c = random_wave(rng, false);
        c.v[5] = 0x7fc00000u;
        CHECK(emu::lanes::f32_minmax(true, 2, a0.v, b.v, c.v, out, impl));
    });
}

TEST_CASE("lanes: exp2 equals libm's 2^x rounded to f32 on the lanes it takes, and takes nearly all in range") {
    // The reference: emu's v_exp_f32 rule in its normal range (denormal inputs flushed first);
    // a stride through every f32 encoding, plus the range's ends and specials. (Every encoding
    // was checked once on the Intel host, both backends: docs/emulator_speed.md.)
    auto ref = [](uint32_t x) {
        if ((x & 0x7f800000u) == 0) x &= 0x80000000u;
        return emu::fp::bits_of(float(std::exp2(double(emu::fp::f32_from_bits(x)))));
    };
    auto in_range = [](uint32_t x) {
        const float f = emu::fp::f32_from_bits(x);
        return f >= -125.0f && f <= 127.0f;
    };
    for_each_backend([&](LaneImpl impl) {
        uint64_t taken = 0, left_in_range = 0, bad = 0, left_out_of_range = 0, out_of_range = 0;
        uint32_t x[32], out[32];
        auto run = [&] {
            const uint32_t rest = emu::lanes::f32_exp2(x, out, impl);
            for (int l = 0; l < 32; ++l) {
                if (!in_range(x[l])) {
                    ++out_of_range;
                    left_out_of_range += (rest >> l) & 1;
                }
                if ((rest >> l) & 1) {
                    left_in_range += in_range(x[l]);
                    continue;
                }
                ++taken;
                bad += out[l] != ref(x[l]);
            }
        };
        const uint32_t edges[] = {0xc2fa0000u, 0xc2fa0001u, 0xc2f9ffffu, 0x42fe0000u, 0x42fe0001u, 0x42fdffffu,
                                  0x00000000u, 0x80000000u, 0x00000001u, 0x807fffffu, 0x3f800000u, 0xbf800000u,
                                  0x7f800000u, 0xff800000u, 0x7fc00000u, 0xffc00001u, 0x7f800001u, 0x41200000u,
                                  0xc1200000u, 0x3effffffu, 0xbf000000u, 0x3f000001u, 0x42fc0000u, 0xc2f80000u,
                                  0x34000000u, 0xb4000000u, 0x4b000000u, 0xcb000000u, 0x42800000u, 0xc2800000u,
                                  0x3dcccccdu, 0xbdcccccdu};
        stride_waves(x, edges, run);
        CHECK(bad == 0);
        CHECK(left_out_of_range == out_of_range);   // outside [-125, 127] (and NaNs): the caller's
        if (emu::lanes::lane_selected_impl() == LaneImpl::Portable || impl == LaneImpl::Portable) {
            CHECK(taken == 0);   // the portable backend leaves every lane to the scalar rule
        } else {
            CHECK(taken > 0);
            CHECK(left_in_range * 1000 < taken);
        }
        // Inputs whose exact 2^x (long double) lies within 15 * 2^-50 of an f32 rounding midpoint
        // (relative; the backend's margin, 2^-46, less its evaluation error): a double evaluation
        // may round them either way, so the backend must leave them to the scalar rule. (Found by the exhaustive check; the condition is recomputed
        // here.)
        const uint32_t near_midpoint[] = {0x348a7fabu, 0x34e6d4c7u, 0x354fbf7fu, 0x357dea0cu, 0x35db4a1eu, 0x365584c5u,
                                          0x36610f67u, 0x36879cf7u, 0x37c65e73u, 0x37e338ebu, 0x383ecb1du, 0x38fc47e1u,
                                          0x39626561u, 0x39b8b000u, 0x39e14097u, 0x3a07857cu, 0x3ab1950du, 0x3b36dee0u,
                                          0x3c02a9adu, 0x3dc9abe2u};
        unsigned close = 0;
        for (int l = 0; l < 32; ++l) x[l] = near_midpoint[l % 20];
        const uint32_t left = emu::lanes::f32_exp2(x, out, impl);
        for (int l = 0; l < 20; ++l) {
            const long double v = std::exp2l((long double)emu::fp::f32_from_bits(x[l]));
            const float f = float(v);
            const long double fv = f, up = std::nextafter(f, INFINITY), down = std::nextafter(f, -INFINITY);
            const long double mid = (v >= fv ? (fv + up) : (fv + down)) / 2;
            if (std::fabs(v - mid) / v < 15.0L / 1125899906842624.0L) {   // 15 * 2^-50
                ++close;
                INFO("input " << std::hex << x[l]);
                CHECK(((left >> l) & 1) == 1);
            }
        }
        if (taken > 0) CHECK(close >= 5);
        // out aliasing x
        for (int l = 0; l < 32; ++l) x[l] = edges[l];
        const uint32_t rest = emu::lanes::f32_exp2(x, x, impl);
        for (int l = 0; l < 32; ++l)
            if (!((rest >> l) & 1)) CHECK(x[l] == ref(edges[l]));
    });
}

TEST_CASE("lanes: f32 -> f16 equals fp's RNE conversion on every non-NaN lane and flags the NaNs") {
    // A stride through every f32 encoding plus specials (the f16 range's ends, ties, denormals
    // of both formats). (Every encoding was checked once on the Intel host, both backends:
    // docs/emulator_speed.md.)
    for_each_backend([&](LaneImpl impl) {
        uint64_t bad = 0, nan_flags = 0, taken = 0;
        uint32_t x[32];
        uint16_t out[32];
        auto run = [&] {
            const uint32_t rest = emu::lanes::f16_from_f32(x, out, impl);
            for (int l = 0; l < 32; ++l) {
                const bool nan = emu::fp::is_nan_f32(x[l]);
                if (nan) nan_flags += !((rest >> l) & 1);
                if ((rest >> l) & 1) continue;
                ++taken;
                bad += out[l] != emu::fp::cvt_f32_to_f16_rne(x[l]);
            }
        };
        const uint32_t specials[] = {0x477fe000u, 0x477fefffu, 0x477ff000u, 0x477ff001u, 0xc77ff000u, 0x47800000u,
                                     0x38800000u, 0x387fc000u, 0x33800000u, 0x33000000u, 0x33000001u, 0xb3000000u,
                                     0x33c00000u, 0x00000001u, 0x80000001u, 0x007fffffu, 0x00000000u, 0x80000000u,
                                     0x3f801000u, 0x3f803000u, 0x3f801001u, 0x7f800000u, 0xff800000u, 0x7fc00000u,
                                     0xffc00001u, 0x7f800001u, 0x7fbfffffu, 0x3f800000u, 0xbf800000u, 0x3eaaaaabu,
                                     0x387fe000u, 0x387ff000u};
        stride_waves(x, specials, run);
        CHECK(bad == 0);
        CHECK(nan_flags == 0);
        if (emu::lanes::lane_selected_impl() != LaneImpl::Portable && impl != LaneImpl::Portable) CHECK(taken > 0);
    });
}

TEST_CASE("lanes: f16 add / mul / fma equal fp's rules on every element they take, and flag the rest") {
    // Every pair (every triple for fma) of a set of special and boundary f16 values, random
    // batches, and constructed double-rounding traps: a product on an f16 midpoint (2049 * 2^k,
    // 3 * 683) plus a tiny addend that one f32 rounding loses but the exact value keeps.
    std::vector<uint16_t> v;
    for (uint16_t m : {0x0000, 0x0001, 0x0002, 0x03ff, 0x0400, 0x0401, 0x0c00, 0x1000, 0x3555, 0x3bff, 0x3c00,
                       0x3c01, 0x4000, 0x4200, 0x5d5c, 0x6800, 0x7800, 0x7bff, 0x7c00, 0x7c01, 0x7e00, 0x7fff})
        for (uint16_t sign : {0x0000, 0x8000}) v.push_back(uint16_t(m | sign));
    std::vector<uint16_t> a, b, c;
    for (uint16_t x : v)
        for (uint16_t y : v)
            for (uint16_t z : v) a.push_back(x), b.push_back(y), c.push_back(z);
    std::mt19937 rng(71);
    for (int i = 0; i < 64 * 2000; ++i) a.push_back(uint16_t(rng())), b.push_back(uint16_t(rng())), c.push_back(uint16_t(rng()));
    // traps: 3 * 683 * 2^e = 2049 * 2^e, on the midpoint of two f16 neighbours; c a tiny same- or
    // opposite-signed value (the exact sum just above or below the midpoint)
    const uint16_t three = 0x4200, k683 = 0x6156;   // 3.0 and 683.0
    for (int s = 0; s < 64 * 4; ++s) {
        const uint16_t sc = uint16_t(0x0400 * (rng() % 20));   // scale b by 2^-k
        a.push_back(three);
        b.push_back(uint16_t(k683 - sc));
        c.push_back(uint16_t((rng() % 2 ? 0x8000 : 0) | (1 + rng() % 3)));   // +-2^-24 .. 3 * 2^-24
    }
    while (a.size() % 64) a.push_back(0), b.push_back(0), c.push_back(0);
    const emu::lanes::F16Op ops[3] = {emu::lanes::F16Op::Add, emu::lanes::F16Op::Mul, emu::lanes::F16Op::Fma};
    for (const LaneImpl impl : kImpls) {
        if (!emu::lanes::lane_impl_available(impl)) continue;
        INFO("backend " << std::string(emu::lanes::lane_impl_name(impl)));
        for (const auto op : ops) {
            INFO("op " << int(op));
            size_t taken = 0, bad = 0, flagged_traps = 0, eligible = 0;
            for (size_t base = 0; base < a.size(); base += 64) {
                uint16_t out[64];
                const uint64_t rest = emu::lanes::f16_op(op, 64, &a[base], &b[base], &c[base], out, impl);
                for (unsigned j = 0; j < 64; ++j) {
                    const size_t i = base + j;
                    const uint16_t want = op == emu::lanes::F16Op::Add ? emu::fp::add_f16_core(a[i], b[i], emu::fp::Round::NearestEven, true, true)
                                        : op == emu::lanes::F16Op::Mul ? emu::fp::mul_f16_core(a[i], b[i], emu::fp::Round::NearestEven, true, true)
                                        : emu::fp::fma_f16_core(a[i], b[i], c[i], emu::fp::Round::NearestEven, true, true);
                    const bool nan = emu::fp::is_nan_f16(a[i]) || emu::fp::is_nan_f16(b[i]) ||
                                     (op == emu::lanes::F16Op::Fma && emu::fp::is_nan_f16(c[i])) || emu::fp::is_nan_f16(want);
                    eligible += !nan;
                    if ((rest >> j) & 1) {
                        flagged_traps += i >= a.size() - 64 * 4;
                        continue;
                    }
                    ++taken;
                    CHECK_FALSE(nan);   // a NaN operand or result is always left to fp
                    bad += out[j] != want;
                }
            }
            CHECK(bad == 0);
            if (impl == LaneImpl::Portable) CHECK(taken == 0);   // the portable backend leaves every element
            else CHECK(taken > eligible * 9 / 10);               // SIMD takes nearly all the NaN-free ones
            if (op == emu::lanes::F16Op::Fma && impl != LaneImpl::Portable) CHECK(flagged_traps > 0);
        }
    }
}

TEST_CASE("lanes: write_lanes writes exactly the lanes of its mask") {
    std::mt19937 rng(5);
    for (int t = 0; t < 500; ++t) {
        uint32_t dst[32], src[32], want[32];
        for (int l = 0; l < 32; ++l) {
            dst[l] = uint32_t(rng());
            src[l] = uint32_t(rng());
        }
        const uint32_t mask = t == 0 ? 0xffffffffu : t == 1 ? 0u : uint32_t(rng());
        for (int l = 0; l < 32; ++l) want[l] = ((mask >> l) & 1) ? src[l] : dst[l];
        emu::lanes::write_lanes(dst, src, mask);
        CHECK(std::memcmp(dst, want, sizeof want) == 0);
    }
}

TEST_CASE("lanes: the comparison catches an unfused fma, flushed denormals and host NaNs (negative tests)") {
    std::mt19937 rng(9);
    unsigned unfused = 0, ftz = 0, host_nan = 0;
    for (int t = 0; t < 200; ++t) {
        const Wave32 a = random_wave(rng, true), b = random_wave(rng, true), c = random_wave(rng, true);
        uint32_t out[32];
        for (int l = 0; l < 32; ++l) out[l] = mutant_unfused(a.v[l], b.v[l], c.v[l]);
        unfused += mismatches(a, b, c, out, ref_fma) > 0;
        for (int l = 0; l < 32; ++l) out[l] = mutant_ftz(a.v[l], b.v[l], c.v[l]);
        ftz += mismatches(a, b, c, out, ref_fma) > 0;
        for (int l = 0; l < 32; ++l) out[l] = mutant_host_nan(a.v[l], b.v[l], c.v[l]);
        host_nan += mismatches(a, b, c, out, ref_fma) > 0;
    }
    CHECK(unfused > 0);
    CHECK(ftz > 0);
    CHECK(host_nan > 0);
}
