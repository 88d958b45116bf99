// GEMM kernels of the pack against the FP64 reference across the shape grid, on the emulator in
// strict mode. Each kernel runs the grid its restrictions allow; the checker's negative test is
// a deliberately broken k1.
#include <doctest/doctest.h>

#include "emu_run.hpp"
#include "wmma_asm/catalog.hpp"
#include "wmma_asm/gemm.hpp"

namespace {

struct Case {
    uint32_t m, n, k;
    float alpha = 1.0f, beta = 0.0f;
    uint32_t pad_a = 0, pad_c = 0;   // extra leading-dimension elements
};

// The grid, M, N, K in {1, 7, 16, 17, 64, 100, 128, 255, 256, 1000}, trimmed to what
// the kernel's documented restrictions allow and to sizes CI can afford on 2 cores (the large
// ones run in `make bench`).
std::vector<Case> grid_for(const wmma_asm::CatalogEntry& e) {
    const uint32_t sizes[] = {1, 7, 16, 17, 64, 100, 128, 255, 256};
    std::vector<uint32_t> ok_m, ok_n, ok_k;
    for (uint32_t s : sizes) {
        if (s % e.m_multiple == 0) ok_m.push_back(s);
        if (s % e.n_multiple == 0) ok_n.push_back(s);
        if (s % e.k_multiple == 0) ok_k.push_back(s);
    }
    std::vector<Case> out;
    for (uint32_t m : ok_m)
        for (uint32_t n : ok_n)
            for (uint32_t k : ok_k)
                if (uint64_t(m) * n * k <= 64ull * 64 * 256 || (m == n && n == k)) out.push_back({m, n, k});
    // alpha/beta combinations (beta != 0 reads C in place) and padded leading dimensions
    const uint32_t m = ok_m.back() >= 64 ? 64 : ok_m.back(), n = ok_n.back() >= 64 ? 64 : ok_n.back();
    const uint32_t k = ok_k.back() >= 64 ? 64 : ok_k.back();
    const uint32_t ld = e.ld_multiple;
    out.push_back({m, n, k, 2.5f, 0.0f});
    out.push_back({m, n, k, 1.0f, 1.0f});
    out.push_back({m, n, k, -0.5f, 0.75f, ld, ld});
    out.push_back({m, n, k, 1.0f, -0.0f, 0, 2 * ld});
    return out;
}

wmma_asm::GemmShape shape_of(const Case& c) {
    wmma_asm::GemmShape s;
    s.M = c.m; s.N = c.n; s.K = c.k;
    s.lda = c.k + c.pad_a;
    s.ldb = c.n;
    s.ldc = c.n + c.pad_c;
    s.alpha = c.alpha; s.beta = c.beta;
    s.seed = c.m * 131 + c.n * 17 + c.k;
    return s;
}

void run_grid(const std::string& kernel) {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    const auto& e = cat.get(kernel);
    auto dev = testutil::emu_device();
    for (const Case& c : grid_for(e)) {
        const auto s = shape_of(c);
        CAPTURE(kernel);
        CAPTURE(s.M); CAPTURE(s.N); CAPTURE(s.K); CAPTURE(s.alpha); CAPTURE(s.beta); CAPTURE(s.lda); CAPTURE(s.ldc);
        const auto r = wmma_asm::run_gemm(*dev, cat, kernel, s, 1, true);
        INFO("max rel err " << r.check.max_rel_err << " (bound " << r.check.max_rel_tol << "), worst C[" << r.check.worst_row
                            << "][" << r.check.worst_col << "] = " << r.check.worst_got << " want " << r.check.worst_want);
        CHECK(r.check.passed);
    }
}

}  // namespace

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
