// softmax_rows_f32 / softmax_rows_f16: the row softmax of the two-pass attention that make bench
// compares the FlashAttention kernels with (docs/attention.md, "Two-pass baseline"). Results
// against an FP64 softmax with a derived bound over rows, lengths (tails of every kind) and
// leading dimensions, in strict mode; padding never written; NaN rows; mutants caught.
#include <doctest/doctest.h>

#include <cmath>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "emu/exec/fp.hpp"
#include "emu_run.hpp"

using testutil::Arg;

namespace {

constexpr uint16_t kPad = 0x7777;   // what P holds before the launch (a finite f16)

struct Problem {
    std::string src;   // "f32" or "f16"
    uint32_t rows, n, ld_s, ld_p;
    float scale;
};

struct Outcome {
    size_t bad = 0, pad_written = 0;
    double worst_ratio = 0;   // max |P - ref| / bound
};

// The bound on |P - P_ref| (u = 2^-24): the f16 rounding of P (2^-11 relative, 2^-25 absolute
// below f16's normal range), the FP32 sum of n terms ((n + 8) u relative, rcp and exp2's
// 1-ulp errors included), and the rounding of the exponent argument c (x - M) (its sub, its mul
// and c itself: 3 u |c (x - M)| absolute in log2 units, ln 2 times that relative).
double bound(double ref, double arg_log2, uint32_t n) {
    const double u = std::ldexp(1.0, -24);
    if (ref == 0) return std::ldexp(1.0, -25);   // a -inf score
    return ref * (std::ldexp(1.0, -11) + (n + 8) * u + 3 * std::log(2.0) * std::fabs(arg_log2) * u) + std::ldexp(1.0, -25);
}

Outcome run(const std::vector<uint8_t>& hsaco, const Problem& p, std::vector<float> s = {}, bool strict = true) {
    std::mt19937 rng(p.rows * 7919u + p.n);
    std::normal_distribution<float> dist(0.0f, 4.0f);
    if (s.empty()) {
        s.resize(size_t(p.rows) * p.ld_s);
        for (auto& x : s) x = dist(rng);
    }
    if (p.src == "f16")   // the values the kernel sees
        for (auto& x : s) x = emu::fp::f16_to_float(emu::fp::cvt_f32_to_f16_rne(emu::fp::bits_of(x)));
    std::vector<uint16_t> in16(s.size());
    for (size_t i = 0; i < s.size(); ++i) in16[i] = emu::fp::cvt_f32_to_f16_rne(emu::fp::bits_of(s[i]));
    const float c = float(p.scale * 1.4426950408889634);
    std::vector<Arg> args = {p.src == "f32" ? Arg::buffer(s) : Arg::buffer(in16),
                             Arg::buffer(std::vector<uint16_t>(size_t(p.rows) * p.ld_p, kPad)),
                             Arg::u32(p.rows), Arg::u32(p.n), Arg::u32(p.ld_s), Arg::u32(p.ld_p), Arg::f32(c)};
    auto dev = testutil::emu_device(strict);
    testutil::launch(*dev, hsaco, "softmax_rows_" + p.src, {(p.rows + 7) / 8, 1, 1}, {256, 1, 1}, args);
    const auto out = args[1].as<uint16_t>();
    Outcome o;
    for (uint32_t r = 0; r < p.rows; ++r) {
        double mx = -INFINITY;
        bool nan = false;
        for (uint32_t j = 0; j < p.n; ++j) {
            nan |= std::isnan(s[size_t(r) * p.ld_s + j]);
            mx = std::fmax(mx, double(s[size_t(r) * p.ld_s + j]));
        }
        double sum = 0;
        for (uint32_t j = 0; j < p.n; ++j) sum += std::exp(double(p.scale) * (s[size_t(r) * p.ld_s + j] - mx));
        for (uint32_t j = 0; j < p.ld_p; ++j) {
            const uint16_t got = out[size_t(r) * p.ld_p + j];
            if (j >= p.n) {
                o.pad_written += got != kPad;
                continue;
            }
            const double g = emu::fp::f16_to_float(got);
            if (nan) {
                o.bad += !std::isnan(g);
                continue;
            }
            const double x = s[size_t(r) * p.ld_s + j];
            const double ref = std::exp(double(p.scale) * (x - mx)) / sum;
            const double b = bound(ref, c * (x - mx), p.n);
            const double ratio = std::fabs(g - ref) / b;
            o.worst_ratio = std::fmax(o.worst_ratio, std::isnan(ratio) ? INFINITY : ratio);
            o.bad += !(ratio <= 1.0);
        }
    }
    return o;
}

std::vector<uint8_t> pack(const std::string& name) { return testutil::read_bytes(testutil::pack_dir() + "/" + name + ".hsaco"); }

const Problem kGrid[] = {
    {"", 1, 1, 1, 1, 0.5f},       {"", 3, 5, 7, 9, 0.3f},        {"", 9, 128, 128, 128, 0.3f},
    {"", 17, 129, 130, 131, 0.2f}, {"", 8, 256, 256, 256, 0.3f},  {"", 5, 383, 400, 383, 1.0f},
    {"", 2, 640, 641, 640, 0.1f}, {"", 11, 1000, 1000, 1001, 0.3f}, {"", 3, 4096, 4096, 4100, 0.0884f},
};

}  // namespace

TEST_CASE("softmax_rows: f32 and f16 scores against FP64 over rows, lengths and leading dimensions (strict mode)") {
    for (const char* src : {"f32", "f16"}) {
        const auto hs = pack(std::string("softmax_rows_") + src);
        for (Problem p : kGrid) {
            p.src = src;
            INFO(src << " rows " << p.rows << " n " << p.n << " ld_s " << p.ld_s << " ld_p " << p.ld_p);
            const auto o = run(hs, p);
            CHECK(o.bad == 0);
            CHECK(o.pad_written == 0);
            CHECK(o.worst_ratio <= 1.0);
        }
    }
}

TEST_CASE("softmax_rows: a NaN makes its row NaN; -inf scores get 0; other rows are unaffected") {
    const Problem p{"f32", 4, 200, 200, 200, 0.3f};
    std::vector<float> s(800);
    std::mt19937 rng(3);
    std::normal_distribution<float> dist(0.0f, 2.0f);
    for (auto& x : s) x = dist(rng);
    s[1 * 200 + 150] = NAN;
    for (uint32_t j = 0; j < 200; j += 3) s[2 * 200 + j] = -INFINITY;
    const auto o = run(pack("softmax_rows_f32"), p, s);
    CHECK(o.bad == 0);
    CHECK(o.worst_ratio <= 1.0);
}

TEST_CASE("softmax_rows: mutants are caught (lane merge without rescale, tail not masked, tail stored one off)") {
    const auto text = testutil::pack_asm("softmax_rows_f32");
    const Problem p{"f32", 9, 300, 300, 300, 0.3f};   // two full chunks and a tail of 44
    auto caught = [&](const std::string& src) {
        const auto o = run(testutil::assemble(src), p);
        return o.bad > 0 || o.pad_written > 0;
    };
    CHECK(caught(testutil::mutate_line(text, "the lane's l rescaled to M", "v_mul_f32", "v_add_f32")));
    CHECK(caught(testutil::mutate_line(text, "tail elements from the lane's first", "v_sub_nc_u32", "v_add_nc_u32")));
    CHECK(caught(testutil::mutate_line(text, "element by element: stores past n", "offen", "offen offset:2")));
    // and the unmutated text passes the same problem
    CHECK_FALSE(caught(text));
}
