// The GEMM shape grid shared by the kernel suites (test_gemm.cpp, test_kernels.cpp; the s, h and r
// family suites bring their own grids and run them with run_cases): every kernel runs the grid
// its documented restrictions allow, on the emulator in strict mode, against the FP64 reference
// (wmma_asm::run_gemm checks it, including the untouched padding columns of C).
#pragma once
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "emu_run.hpp"
#include "wmma_asm/catalog.hpp"
#include "wmma_asm/gemm.hpp"

namespace gemm_grid {

struct Case {
    uint32_t m, n, k;
    float alpha = 1.0f, beta = 0.0f;
    uint32_t pad_a = 0, pad_b = 0, pad_c = 0;   // extra leading-dimension elements
};

// The grid, M, N, K in {1, 7, 16, 17, 64, 100, 128, 255, 256, 1000}, trimmed to what
// the kernel's documented restrictions allow and to sizes CI can afford on 2 cores (the large
// ones run in `make bench`).
inline std::vector<Case> grid_for(const wmma_asm::CatalogEntry& e) {
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
    // (the smallest allowed size from 64 up: 64 unless the kernel's multiples exclude it)
    auto pick = [](const std::vector<uint32_t>& ok) {
        for (uint32_t s : ok)
            if (s >= 64) return s;
        return ok.back();
    };
    const uint32_t m = pick(ok_m), n = pick(ok_n), k = pick(ok_k);
    const uint32_t ld = e.ld_multiple;
    out.push_back({m, n, k, 2.5f, 0.0f});
    out.push_back({m, n, k, 1.0f, 1.0f});
    out.push_back({m, n, k, -0.5f, 0.75f, ld, 0, ld});
    out.push_back({m, n, k, 1.0f, -0.0f, 0, 0, 2 * ld});
    return out;
}

inline uint32_t round_up(uint32_t x, uint32_t m) { return (x + m - 1) / m * m; }

// Leading dimensions are the smallest the kernel's ld restriction allows (a restriction on ld
// only, never on M, N or K) for the storage order the catalog gives A and B (column-major A:
// lda >= M; column-major B: ldb >= K), plus the case's padding.
inline wmma_asm::GemmShape shape_of(const Case& c, const wmma_asm::CatalogEntry& e) {
    wmma_asm::GemmShape s;
    s.M = c.m; s.N = c.n; s.K = c.k;
    s.a_col = e.a_layout == "col";
    s.b_col = e.b_layout == "col";
    s.lda = round_up(s.a_col ? c.m : c.k, e.ld_multiple) + c.pad_a;
    s.ldb = round_up(s.b_col ? c.k : c.n, e.ld_multiple) + c.pad_b;
    s.ldc = round_up(c.n, e.ld_multiple) + c.pad_c;
    s.alpha = c.alpha; s.beta = c.beta;
    s.seed = c.m * 131 + c.n * 17 + c.k;
    return s;
}

// Runs `cases` (default: the kernel's grid) and CHECKs every result.
inline void run_cases(const std::string& kernel, const std::vector<Case>& cases) {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    const auto& e = cat.get(kernel);
    auto dev = testutil::emu_device();
    for (const Case& c : cases) {
        const auto s = shape_of(c, e);
        CAPTURE(kernel);
        CAPTURE(s.M); CAPTURE(s.N); CAPTURE(s.K); CAPTURE(s.alpha); CAPTURE(s.beta); CAPTURE(s.lda); CAPTURE(s.ldb); CAPTURE(s.ldc);
        const auto r = wmma_asm::run_gemm(*dev, cat, kernel, s, 1, true);
        INFO("max rel err " << r.check.max_rel_err << " (bound " << r.check.max_rel_tol << "), worst C[" << r.check.worst_row
                            << "][" << r.check.worst_col << "] = " << r.check.worst_got << " want " << r.check.worst_want);
        CHECK(r.check.passed);
    }
}

inline void run_grid(const std::string& kernel) {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    run_cases(kernel, grid_for(cat.get(kernel)));
}

}  // namespace gemm_grid
