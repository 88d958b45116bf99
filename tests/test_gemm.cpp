// GEMM kernels of the pack against the FP64 reference across the shape grid (tests/gemm_grid.hpp),
// on the emulator in strict mode. Each kernel runs the grid its restrictions allow; the checker's
// negative test is a deliberately broken k1. The k2..k8 series runs in test_kernels.cpp.
#include <doctest/doctest.h>

#include <cfloat>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "emu_run.hpp"
#include "gemm_grid.hpp"
#include "loader/src/gemm_reference.hpp"
#include "wmma_asm/catalog.hpp"
#include "wmma_asm/gemm.hpp"

using gemm_grid::run_grid;

TEST_CASE("gemm: k1 across the shape grid") { run_grid("k1"); }

TEST_CASE("gemm: the checker catches a k1 that skips half of K (negative test)") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    const auto src = testutil::mutate_line(testutil::pack_asm("k1"), "// K step: 16 per iteration", ", 16 ", ", 32 ");
    auto dev = testutil::emu_device();
    auto module = dev->load_module(wmma_asm::parse_code_object(testutil::assemble(src)));
    wmma_asm::GemmShape s;
    s.M = 32; s.N = 32; s.K = 64;
    const auto r = wmma_asm::run_gemm(*dev, cat.get("k1"), *module, s, 1, true);
    CHECK_FALSE(r.check.passed);
    CHECK(r.check.bad_elements > 0);
}

TEST_CASE("gemm: the check's blocked reference sums equal the sequential sums, in every SIMD form, at odd sizes") {
    // Integer inputs make every sum exact in double whatever its order, so the blocked sums must
    // equal the naive ones bit for bit; the sizes cross the K chunk (512) and the row block (32)
    // and leave odd rows, columns and vector tails. Fractional inputs are then held to the
    // rounding bound of the reordering (k * 2^-52 of the absolute sum).
    using wmma_asm::RefSimd;
    std::mt19937 rng(7);
    struct Size { size_t rows, n, k; };
    for (const Size z : {Size{1, 1, 1}, Size{3, 5, 7}, Size{33, 9, 1031}, Size{70, 3, 513}, Size{2, 66, 2049}})
        for (bool integral : {true, false})
            for (RefSimd simd : {RefSimd::Sse2, RefSimd::Avx2, RefSimd::Avx512, RefSimd::Auto}) {
                if (!wmma_asm::reference_simd_available(simd)) continue;   // (this CPU lacks the form)
                CAPTURE(z.rows); CAPTURE(z.n); CAPTURE(z.k); CAPTURE(integral); CAPTURE(int(simd));
                std::uniform_int_distribution<int> val(-1000, 1000);
                auto draw = [&] { return integral ? double(val(rng)) : double(val(rng)) / 997.0; };
                std::vector<double> a(z.rows * z.k), bt(z.n * z.k);
                for (double& x : a) x = draw();
                for (double& x : bt) x = draw();
                std::vector<double> dot(z.rows * z.n, -1.0), abs(dot.size(), -1.0);
                wmma_asm::reference_dots(a.data(), z.rows, bt.data(), z.n, z.k, dot.data(), abs.data(), simd);
                size_t wrong = 0;
                for (size_t r = 0; r < z.rows; ++r)
                    for (size_t j = 0; j < z.n; ++j) {
                        double d = 0, s = 0;
                        for (size_t kk = 0; kk < z.k; ++kk) {
                            const double p = a[r * z.k + kk] * bt[j * z.k + kk];
                            d += p;
                            s += std::fabs(p);
                        }
                        const double tol = integral ? 0.0 : double(z.k) * std::ldexp(s, -52);
                        if (std::fabs(dot[r * z.n + j] - d) > tol || std::fabs(abs[r * z.n + j] - s) > tol) ++wrong;
                    }
                CHECK(wrong == 0);
            }
    CHECK_THROWS_AS(wmma_asm::reference_dots(nullptr, 0, nullptr, 0, 0, nullptr, nullptr, RefSimd(17)), std::invalid_argument);
}

TEST_CASE("gemm: the i32 check counts every differing element and names the first, whichever thread found it") {
    // 130 rows are three blocks of rows (64 each): with two threads row 70 (block 1) is the second
    // thread's and row 129 (block 2) the first's, whose failure comes later in row order; with
    // beta the C input takes part, modulo 2^32.
    wmma_asm::GemmShape s;
    s.M = 130; s.N = 7; s.K = 33;
    s.alpha_i = -3; s.beta_i = 2;
    s.fill_defaults();
    const auto d = wmma_asm::GemmData::random(s, "i8", "i32");
    std::vector<int32_t> c(s.c_total());
    for (uint32_t i = 0; i < s.M; ++i)
        for (uint32_t j = 0; j < s.N; ++j) {
            int64_t dot = 0;
            for (uint32_t k = 0; k < s.K; ++k) dot += int64_t(d.a_at(s.a_index(i, k))) * int64_t(d.b_at(s.b_index(k, j)));
            const size_t ci = size_t(i) * s.ldc + j;
            c[ci] = int32_t(uint32_t(uint64_t(int64_t(s.alpha_i)) * uint64_t(dot) +
                                     uint64_t(int64_t(s.beta_i)) * uint64_t(int64_t(d.c0i[ci]))));
        }
    for (unsigned threads : {1u, 2u, 3u}) {
        CAPTURE(threads);
        CHECK(wmma_asm::check_gemm(s, d, c, threads).passed);
        auto bad = c;
        bad[size_t(129) * s.ldc + 3] += 1;
        bad[size_t(70) * s.ldc + 6] -= 1;
        const auto r = wmma_asm::check_gemm(s, d, bad, threads);
        CHECK_FALSE(r.passed);
        CHECK(r.bad_elements == 2);
        CHECK(r.worst_row == 70);
        CHECK(r.worst_col == 6);
    }
}

TEST_CASE("gemm: shapes a kernel cannot honour are rejected before launch") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    wmma_asm::GemmShape s;
    s.M = 17; s.N = 16; s.K = 16;
    s.fill_defaults();
    CHECK_THROWS_WITH_AS(wmma_asm::validate_gemm_shape(cat.get("k1"), s),
                         "kernel k1: M = 17 is not a multiple of 16 (restriction documented by k1)", wmma_asm::Error);
    s.M = 16; s.lda = 20;
    CHECK_THROWS_AS(wmma_asm::validate_gemm_shape(cat.get("k1"), s), wmma_asm::Error);
}

TEST_CASE("gemm: the checker's element test knows FP32's range") {
    using wmma_asm::gemm_element_ok;
    const double inf = std::numeric_limits<double>::infinity(), flt_max = FLT_MAX;
    const double overflow = std::ldexp(2.0 - std::ldexp(1.0, -24), 127);   // RNE gives inf from here on
    const double tol = 3.93e-6 * overflow;   // gamma(66) at a scale near the top of the range: about 2^110
    // Beyond the band: only the infinity of the reference's sign.
    CHECK(gemm_element_ok(inf, overflow + 2 * tol, tol));
    CHECK_FALSE(gemm_element_ok(flt_max, overflow + 2 * tol, tol));
    CHECK_FALSE(gemm_element_ok(-inf, overflow + 2 * tol, tol));
    CHECK(gemm_element_ok(-inf, -(overflow + 2 * tol), tol));
    CHECK_FALSE(gemm_element_ok(-flt_max, -(overflow + 2 * tol), tol));
    // Within tol of the overflow point: the largest finite value and infinity both pass.
    for (double want : {overflow - tol / 2, overflow + tol / 2}) {
        CHECK(gemm_element_ok(inf, want, tol));
        CHECK(gemm_element_ok(flt_max, want, tol));
        CHECK(gemm_element_ok(-inf, -want, tol));
        CHECK(gemm_element_ok(-flt_max, -want, tol));
        CHECK_FALSE(gemm_element_ok(-inf, want, tol));
    }
    // Below the band: infinity is wrong, the ordinary bound holds.
    CHECK_FALSE(gemm_element_ok(inf, overflow - 2 * tol, tol));
    CHECK(gemm_element_ok(overflow - 2 * tol + tol / 2, overflow - 2 * tol, tol));
    CHECK_FALSE(gemm_element_ok(flt_max, overflow - 2 * tol, tol));
    CHECK_FALSE(gemm_element_ok(inf, 1.0, 1e-6));
    CHECK_FALSE(gemm_element_ok(std::nan(""), 1.0, 1e-6));
    CHECK_FALSE(gemm_element_ok(std::nan(""), overflow + 2 * tol, tol));
}

namespace {

// The FP32-range tests: k5 at shape `s` (default leading dimensions) must pass the check; its
// result comes back with the test data, so that one element can be broken by hand.
struct K5Run {
    wmma_asm::GemmShape s;
    wmma_asm::GemmData data;
    std::vector<float> c;
};

K5Run run_k5_passing(wmma_asm::GemmShape s) {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    auto dev = testutil::emu_device();
    s.fill_defaults(cat.get("k5"));
    std::vector<float> c;
    const auto r = wmma_asm::run_gemm(*dev, cat, "k5", s, 1, true, &c);
    CHECK(r.check.passed);
    CHECK(r.check.bad_elements == 0);
    return {s, wmma_asm::GemmData::random(s, cat.get("k5").dtype), std::move(c)};
}

// A broken kernel: the run's result with element `at` replaced by `value` fails the check, on
// exactly that element.
void check_one_bad(const K5Run& run, size_t at, float value) {
    auto broken = run.c;
    broken[at] = value;
    const auto bad = wmma_asm::check_gemm(run.s, run.data, broken);
    CHECK_FALSE(bad.passed);
    CHECK(bad.bad_elements == 1);
}

wmma_asm::GemmShape square(uint32_t n, float alpha, float beta = 0.0f) {
    wmma_asm::GemmShape s;
    s.M = n; s.N = n; s.K = n;
    s.alpha = alpha;
    s.beta = beta;
    return s;
}

}  // namespace

TEST_CASE("gemm: results beyond FP32's range are infinities, and only the right ones pass") {
    const K5Run run = run_k5_passing(square(64, 9e37f));   // |alpha * dot| exceeds FLT_MAX for many elements
    const auto& c = run.c;
    size_t at = c.size();
    for (size_t i = 0; i < c.size(); ++i)
        if (std::isinf(c[i])) { at = i; break; }
    REQUIRE_MESSAGE(at < c.size(), "no element overflowed: the test's alpha no longer reaches FP32's range");
    CHECK(wmma_asm::check_gemm(run.s, run.data, c).passed);
    // A finite value, or the wrong infinity, where the infinity is the answer.
    check_one_bad(run, at, std::copysign(FLT_MAX, c[at]));
    check_one_bad(run, at, -c[at]);
}

TEST_CASE("gemm: an alpha * A * B term beyond FP32's range may overflow although the sum would not") {
    // alpha * acc overflows, beta * c (C ~ 1, beta 3e38) brings many sums back into range: the
    // kernels form alpha * acc first, so their infinity is the formula's FP32 evaluation.
    const K5Run run = run_k5_passing(square(64, -9e37f, 3e38f));
    const auto& s = run.s;
    const auto& data = run.data;
    const auto& c = run.c;
    // An element the kernel returned as infinity although the exact result is finite.
    size_t at = c.size();
    for (uint32_t i = 0; i < s.M && at == c.size(); ++i)
        for (uint32_t j = 0; j < s.N; ++j) {
            const size_t e = size_t(i) * s.ldc + j;
            if (!std::isinf(c[e])) continue;
            double dot = 0;
            for (uint32_t k = 0; k < s.K; ++k) dot += double(data.a_at(s.a_index(i, k))) * data.b_at(s.b_index(k, j));
            if (std::fabs(double(s.alpha) * dot + double(s.beta) * data.c0[e]) < FLT_MAX) { at = e; break; }
        }
    REQUIRE_MESSAGE(at < c.size(), "no finite result overflowed in the kernel: the test's alpha and beta no longer do it");
    check_one_bad(run, at, -c[at]);   // the infinity of the other sign is no evaluation of the formula
}

TEST_CASE("gemm: results in FP32's subnormal range are checked to their absolute rounding") {
    // alpha 1e-40 makes every element subnormal: the kernel's alpha * acc rounds to a multiple of
    // 2^-149, an absolute error of up to 2^-150 that no relative bound covers.
    const K5Run run = run_k5_passing(square(16, 1e-40f));
    const auto& c = run.c;
    size_t at = c.size();
    for (size_t i = 0; i < c.size(); ++i)
        if (c[i] != 0 && std::fabs(c[i]) < FLT_MIN) { at = i; break; }
    REQUIRE_MESSAGE(at < c.size(), "no subnormal result: the test's alpha no longer reaches the range");
    check_one_bad(run, at, std::nextafter(std::nextafter(c[at], 1.0f), 1.0f));   // two subnormal steps off
}

TEST_CASE("gemm: k5..k8 take any M, N and K with the default leading dimensions") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    auto dev = testutil::emu_device();
    struct Size { uint32_t m, n, k; };
    for (const char* k : {"k5", "k6", "k7", "k8a", "k8"}) {
        const auto& e = cat.get(k);
        REQUIRE(e.ld_multiple == 8);
        for (const Size z : {Size{17, 3, 5}, Size{1, 1, 1}}) {
            CAPTURE(k); CAPTURE(z.m); CAPTURE(z.n); CAPTURE(z.k);
            wmma_asm::GemmShape s;
            s.M = z.m; s.N = z.n; s.K = z.k;
            s.fill_defaults(e);
            // The tight ones (K, N, N) rounded up to the kernel's multiple of 8.
            CHECK(s.lda == 8);
            CHECK(s.ldb == 8);
            CHECK(s.ldc == 8);
            wmma_asm::GemmShape unfilled;   // run_gemm fills the defaults itself
            unfilled.M = z.m; unfilled.N = z.n; unfilled.K = z.k;
            const auto r = wmma_asm::run_gemm(*dev, cat, k, unfilled, 1, true);
            CHECK(r.check.passed);
        }
    }
    // An explicit leading dimension is validated as given.
    wmma_asm::GemmShape s;
    s.M = 17; s.N = 3; s.K = 5; s.lda = 5;
    s.fill_defaults(cat.get("k5"));
    CHECK(s.lda == 5);
    CHECK_THROWS_WITH_AS(wmma_asm::validate_gemm_shape(cat.get("k5"), s),
                         "kernel k5: lda = 5 is not a multiple of 8 (restriction documented by k5)", wmma_asm::Error);
}
