// The s-family (FP32 SGEMM after seed 001's kernels 1 to 8) against the FP64 reference on the
// emulator in strict mode, across the shapes their restrictions allow (s3-s8: M, N multiples of
// 128, K multiple of 8, leading dimensions multiples of 4), kept small enough for CI on 2 cores;
// the 4096 runs the seed published belong to `make bench`. Negative tests: a deliberately broken
// s8 must fail the check, and strict mode must reject missing waits and barriers.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "emu_run.hpp"
#include "gemm_grid.hpp"
#include "wmma_asm/catalog.hpp"
#include "wmma_asm/gemm.hpp"

namespace {

// From the kernel's restrictions (block bm x bn, K multiple km, leading dimensions multiple
// ld): one and two blocks along M and N, K from one step to the 1000 (rounded down to a
// multiple), the alpha/beta combinations (beta != 0 reads C in place, -0.0 must not) and padded
// leading dimensions.
std::vector<gemm_grid::Case> grid_for(const wmma_asm::CatalogEntry& e) {
    const uint32_t bm = e.m_multiple, bn = e.n_multiple, km = e.k_multiple, ld = e.ld_multiple;
    auto kr = [&](uint32_t k) { return std::max(km, k - k % km); };
    return {
        {bm, bn, km},
        {bm, 2 * bn, kr(24)},
        {2 * bm, bn, kr(64)},
        {2 * bm, 2 * bn, kr(256)},
        {bm, bn, kr(1000)},
        {bm, bn, kr(64), 2.5f, 0.0f},
        {bm, bn, kr(64), 1.0f, 1.0f},
        {bm, 2 * bn, kr(64), -0.5f, 0.75f, ld, 3 * ld, ld},
        {2 * bm, bn, kr(40), 1.0f, -0.0f, 0, 0, 2 * ld},
    };
}

void run_grid(const std::string& kernel) {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    gemm_grid::run_cases(kernel, grid_for(cat.get(kernel)));
}

// Runs a mutated s8 under s8's catalog entry; returns the check (throws what the launch throws).
wmma_asm::GemmResult run_variant(const std::string& src, uint32_t m, uint32_t n, uint32_t k, bool strict = true) {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    auto dev = testutil::emu_device(strict);
    auto module = dev->load_module(wmma_asm::parse_code_object(testutil::assemble(src)));
    wmma_asm::GemmShape s;
    s.M = m; s.N = n; s.K = k;
    return wmma_asm::run_gemm(*dev, cat.get("s8"), *module, s, 1, true);
}

}  // namespace

TEST_CASE("sfamily: s1 (naive) across the shape grid") { run_grid("s1"); }
TEST_CASE("sfamily: s2 (LDS tiling) across the shape grid") { run_grid("s2"); }
TEST_CASE("sfamily: s3 (register tiling) across the shape grid") { run_grid("s3"); }
TEST_CASE("sfamily: s4 (GMEM double buffer) across the shape grid") { run_grid("s4"); }
TEST_CASE("sfamily: s5 (LDS optimised) across the shape grid") { run_grid("s5"); }
TEST_CASE("sfamily: s6 (VGPR banks, all-dual FMAs) across the shape grid") { run_grid("s6"); }
TEST_CASE("sfamily: s7 (unrolled K steps) across the shape grid") { run_grid("s7"); }
TEST_CASE("sfamily: s8 (batched SGPR global loads) across the shape grid") { run_grid("s8"); }

TEST_CASE("sfamily: the kernels document the seed's restrictions and launch shape") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    for (const char* name : {"s3", "s4", "s5", "s6", "s7", "s8"}) {
        CAPTURE(name);
        const auto& e = cat.get(name);
        CHECK(e.kind == "gemm");
        CHECK(e.dtype == "f32");
        CHECK(e.tile_m == 128);
        CHECK(e.tile_n == 128);
        CHECK(e.m_multiple == 128);
        CHECK(e.n_multiple == 128);
        CHECK(e.k_multiple == 8);
        CHECK(e.ld_multiple == 4);
        const bool eight_waves = std::string(name) == "s3" || std::string(name) == "s4";
        CHECK(e.wg_size == (eight_waves ? 256u : 128u));
    }
    const auto& s1 = cat.get("s1");
    CHECK((s1.wg_size == 256 && s1.tile_m == 16 && s1.tile_n == 16 && s1.m_multiple == 16 && s1.k_multiple == 8 &&
           s1.ld_multiple == 1));
    const auto& s2 = cat.get("s2");
    CHECK((s2.wg_size == 1024 && s2.tile_m == 32 && s2.tile_n == 32 && s2.m_multiple == 32 && s2.k_multiple == 32 &&
           s2.ld_multiple == 1));
    wmma_asm::GemmShape s;
    s.M = 128; s.N = 128; s.K = 12;
    s.fill_defaults();
    CHECK_THROWS_WITH_AS(wmma_asm::validate_gemm_shape(cat.get("s8"), s),
                         "kernel s8: K = 12 is not a multiple of 8 (restriction documented by s8)", wmma_asm::Error);
    s.K = 16; s.M = 64;
    CHECK_THROWS_AS(wmma_asm::validate_gemm_shape(cat.get("s8"), s), wmma_asm::Error);
}

TEST_CASE("sfamily: the checker catches an s8 that skips half of K (negative test)") {
    // Each tile then moves K by 16 instead of 8: half of the tiles never reach the accumulators.
    const auto src = testutil::mutate_line(testutil::pack_asm("s8"), "// K step: 8 per tile", ", 8 ", ", 16 ");
    const auto r = run_variant(src, 128, 128, 64);
    CHECK_FALSE(r.check.passed);
    CHECK(r.check.bad_elements > 0);
}

TEST_CASE("sfamily: strict mode rejects an s8 that reads its operands before they arrive") {
    // The FMAs of K step 3 would read A and B values the LDS has not delivered yet.
    const auto src = testutil::mutate_line(testutil::pack_asm("s8"), "// A and B values of step 3", "s_waitcnt lgkmcnt(0)",
                                           "s_nop 0");
    std::string err;
    try {
        run_variant(src, 128, 128, 16);
    } catch (const wmma_asm::Error& e) {
        err = e.what();
    }
    INFO(err);
    CHECK_MESSAGE(!err.empty(), "strict mode accepted FMAs reading in-flight ds_load_b64 results");
    CHECK(err.find("missing s_waitcnt") != std::string::npos);
}

TEST_CASE("sfamily: strict mode rejects an s8 whose waves overwrite the LDS tile others still read") {
    // Without the first barrier of the tile tail, a fast wave writes the next tile into LDS
    // while slower waves still read the current one: an LDS race.
    const auto src = testutil::mutate_line(testutil::pack_asm("s8"), "// every wave done reading the LDS tile", "s_barrier",
                                           "s_nop 0");
    std::string err;
    try {
        run_variant(src, 128, 128, 16);
    } catch (const wmma_asm::Error& e) {
        err = e.what();
    }
    INFO(err);
    CHECK_MESSAGE(!err.empty(), "strict mode accepted an LDS write racing other waves' reads");
    CHECK(err.find("LDS race") != std::string::npos);
}
