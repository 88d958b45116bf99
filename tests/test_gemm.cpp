// GEMM kernels of the pack against the FP64 reference across the shape grid (tests/gemm_grid.hpp),
// on the emulator in strict mode. Each kernel runs the grid its restrictions allow; the checker's
// negative test is a deliberately broken k1. The k2..k8 series runs in test_kernels.cpp.
#include <doctest/doctest.h>

#include "emu_run.hpp"
#include "gemm_grid.hpp"
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
