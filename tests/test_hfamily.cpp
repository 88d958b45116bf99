// The h-family (seed 003's FP16 WMMA kernels, gen/catalog_hfamily.py) against the FP64 reference
// on the emulator in strict mode, across the shapes their restrictions allow, and the loader's
// column-major A / B support they rely on. Negative tests: a kernel reading B as row-major while
// the catalog says column-major, a broken h kernel, and strict mode catching a removed wait and a
// removed barrier, must all fail.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "emu_run.hpp"
#include "gemm_grid.hpp"
#include "wmma_asm/catalog.hpp"
#include "wmma_asm/error.hpp"
#include "wmma_asm/gemm.hpp"

namespace {

// From the kernel's restrictions (block bm x bn, K multiple km, leading dimensions multiple ld):
// one and two blocks along M and N, a few K (one K tile to several, the double-buffered loops'
// first, middle and last tiles), the alpha/beta combinations (beta != 0 reads C in place, -0.0
// must not) and padded leading dimensions.
std::vector<gemm_grid::Case> grid_for(const wmma_asm::CatalogEntry& e) {
    const uint32_t bm = e.m_multiple, bn = e.n_multiple, km = e.k_multiple, ld = e.ld_multiple;
    const uint32_t pad = std::max(ld, 8u);
    return {
        {bm, bn, km},
        {bm, 2 * bn, 2 * km},
        {2 * bm, bn, 3 * km},
        {2 * bm, 2 * bn, 4 * km},
        {bm, bn, 8 * km, 2.5f, 0.0f},
        {bm, bn, 2 * km, 1.0f, 1.0f},
        {bm, 2 * bn, 3 * km, -0.5f, 0.75f, pad, 3 * pad, pad},
        {2 * bm, bn, 2 * km, 1.0f, -0.0f, 0, 0, 2 * pad},
    };
}

void run_grid(const std::string& kernel) {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    REQUIRE(cat.get(kernel).dtype == "f16");
    gemm_grid::run_cases(kernel, grid_for(cat.get(kernel)));
}

// Runs the assembly `src` (a pack kernel, possibly mutated) under `entry`'s launch parameters.
wmma_asm::GemmResult run_source(const std::string& src, const wmma_asm::CatalogEntry& entry, uint32_t m, uint32_t n, uint32_t k,
                                bool strict = true) {
    auto dev = testutil::emu_device(strict);
    auto module = dev->load_module(wmma_asm::parse_code_object(testutil::assemble(src)));
    wmma_asm::GemmShape s;
    s.M = m; s.N = n; s.K = k;
    return wmma_asm::run_gemm(*dev, entry, *module, s, 1, true);
}

// The error a launch of `src` reports (empty when it runs).
std::string launch_error(const std::string& src, const wmma_asm::CatalogEntry& entry, uint32_t m, uint32_t n, uint32_t k) {
    try {
        run_source(src, entry, m, n, k);
    } catch (const wmma_asm::Error& e) {
        return e.what();
    }
    return "";
}

}  // namespace

// ------------------------------------------------------------------ the loader's storage support

TEST_CASE("hfamily: the catalog carries A/B storage and grid order, and rejects unknown ones") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    const auto& h1 = cat.get("h1");
    CHECK(h1.a_layout == "row");
    CHECK(h1.b_layout == "col");
    CHECK(h1.grid_x == "m");
    for (const char* name : {"h2", "h3", "h4", "h5", "h6", "h7", "h8"}) {
        CAPTURE(name);
        const auto& e = cat.get(name);
        CHECK(e.a_layout == "col");
        CHECK(e.b_layout == "row");
        CHECK(e.grid_x == "m");
    }
    const auto& k1 = cat.get("k1");   // lines without the fields keep the defaults
    CHECK((k1.a_layout == "row" && k1.b_layout == "row" && k1.grid_x == "n"));
    testutil::TempDir d;
    testutil::write_text(d.file("catalog.txt"), "x kind=gemm wg_size=32 tile_m=16 tile_n=16 b_layout=diag\n");
    CHECK_THROWS_WITH_AS(wmma_asm::load_catalog(d.path()),
                         (d.file("catalog.txt") + ":1: b_layout 'diag' (expected row or col)").c_str(), wmma_asm::Error);
    testutil::write_text(d.file("catalog.txt"), "x kind=gemm wg_size=32 tile_m=16 tile_n=16 grid_x=k\n");
    CHECK_THROWS_AS(wmma_asm::load_catalog(d.path()), wmma_asm::Error);
}

TEST_CASE("hfamily: leading-dimension defaults and checks follow the storage of A and B") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    const auto& h1 = cat.get("h1");   // A row-major, B column-major
    const auto& h3 = cat.get("h3");   // A column-major, B row-major
    wmma_asm::GemmShape s;
    s.M = 64; s.N = 128; s.K = 32;
    s.fill_defaults(h1);
    CHECK((s.lda == 32 && s.ldb == 32 && s.ldc == 128 && !s.a_col && s.b_col));
    wmma_asm::validate_gemm_shape(h1, s);
    s.ldb = 31;   // a column-major B needs ldb >= K, not >= N
    CHECK_THROWS_WITH_AS(wmma_asm::validate_gemm_shape(h1, s), "kernel h1: ldb 31 < K 32 (B is column-major)", wmma_asm::Error);
    wmma_asm::GemmShape t;
    t.M = 256; t.N = 256; t.K = 64;
    t.fill_defaults(h3);
    CHECK((t.lda == 256 && t.ldb == 256 && t.a_col && !t.b_col));
    t.lda = 64;   // >= K but < M
    CHECK_THROWS_WITH_AS(wmma_asm::validate_gemm_shape(h3, t), "kernel h3: lda 64 < M 256 (A is column-major)", wmma_asm::Error);
    wmma_asm::GemmShape row;   // a shape filled for row-major storage is not h3's
    row.M = 256; row.N = 256; row.K = 64;
    row.fill_defaults();
    CHECK_THROWS_AS(wmma_asm::validate_gemm_shape(h3, row), wmma_asm::Error);
    t.lda = 256; t.M = 128;   // the restrictions still hold
    CHECK_THROWS_WITH_AS(wmma_asm::validate_gemm_shape(h3, t),
                         "kernel h3: M = 128 is not a multiple of 256 (restriction documented by h3)", wmma_asm::Error);
}

TEST_CASE("hfamily: column-major data is padded with NaN past each stored column, and the reference reads it so") {
    wmma_asm::GemmShape s;
    s.M = 5; s.N = 3; s.K = 4;
    s.a_col = true; s.b_col = true;
    s.lda = 7; s.ldb = 6; s.ldc = 3;
    s.seed = 11;
    const auto d = wmma_asm::GemmData::random(s);
    REQUIRE(d.a.size() == size_t(s.K) * s.lda);   // K stored columns of lda
    REQUIRE(d.b.size() == size_t(s.N) * s.ldb);   // N stored columns of ldb
    for (uint32_t k = 0; k < s.K; ++k)
        for (uint32_t i = 0; i < s.lda; ++i) CHECK(std::isnan(d.a_at(size_t(k) * s.lda + i)) == (i >= s.M));
    for (uint32_t j = 0; j < s.N; ++j)
        for (uint32_t k = 0; k < s.ldb; ++k) CHECK(std::isnan(d.b_at(size_t(j) * s.ldb + k)) == (k >= s.K));
    // A product computed from the storage indexes passes; one that reads B as row-major fails.
    auto product = [&](bool b_as_stored) {
        std::vector<float> c(size_t(s.M) * s.ldc);
        for (uint32_t i = 0; i < s.M; ++i)
            for (uint32_t j = 0; j < s.N; ++j) {
                double acc = 0;
                for (uint32_t k = 0; k < s.K; ++k)
                    acc += d.a_at(s.a_index(i, k)) * d.b_at(b_as_stored ? s.b_index(k, j) : size_t(k) * s.N + j);
                c[size_t(i) * s.ldc + j] = static_cast<float>(acc);
            }
        return c;
    };
    CHECK(wmma_asm::check_gemm(s, d, product(true), 1).passed);
    CHECK_FALSE(wmma_asm::check_gemm(s, d, product(false), 1).passed);
}

TEST_CASE("hfamily: a kernel reading B row-major fails the check when the catalog says column-major (negative test)") {
    // k1 reads a row-major B. Launched as if its entry said b_layout=col, the data is generated
    // column-major and the reference reads it so: the check must fail. And h1 (column-major B)
    // under a row-major entry fails the same way.
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    auto k1 = cat.get("k1");
    k1.b_layout = "col";
    const auto r = run_source(testutil::pack_asm("k1"), k1, 64, 64, 64);   // square: both storages take the same bytes
    CHECK_FALSE(r.check.passed);
    CHECK(r.check.bad_elements > 0);
    auto h1 = cat.get("h1");
    CHECK(run_source(testutil::pack_asm("h1"), h1, 64, 64, 64).check.passed);   // the twin that must pass
    h1.b_layout = "row";
    CHECK_FALSE(run_source(testutil::pack_asm("h1"), h1, 64, 64, 64).check.passed);
}

TEST_CASE("hfamily: grid_x=m launches x over the M tiles") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    auto dev = testutil::emu_device();
    wmma_asm::GemmShape s;
    s.M = 512; s.N = 256; s.K = 32;
    const auto r = wmma_asm::run_gemm(*dev, cat, "h3", s, 1, true);
    CHECK(r.check.passed);
    CHECK((r.grid.x == 2 && r.grid.y == 1));
}

// ------------------------------------------------------------------ the kernels

TEST_CASE("hfamily: h1 (WMMA naive) across the shape grid") { run_grid("h1"); }
TEST_CASE("hfamily: h2 (WMMA + shared memory) across the shape grid") { run_grid("h2"); }
TEST_CASE("hfamily: h3 (+ warp tiling) across the shape grid") { run_grid("h3"); }
TEST_CASE("hfamily: h4 (+ warp tiling + double buffering) across the shape grid") { run_grid("h4"); }
TEST_CASE("hfamily: h5 (+ warp tiling + vectorised loads) across the shape grid") { run_grid("h5"); }
TEST_CASE("hfamily: h6 (+ warp tiling + double buffering + vectorised loads) across the shape grid") { run_grid("h6"); }
TEST_CASE("hfamily: h7 (WMMA prefetch) across the shape grid") { run_grid("h7"); }
TEST_CASE("hfamily: h8 (WMMA optimized V1) across the shape grid") { run_grid("h8"); }

TEST_CASE("hfamily: the kernels document the seed's geometry, restrictions and footprint") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    auto dev = testutil::emu_device();
    struct Want { const char* name; uint32_t wg, tm, tn, km, ld, lds, vgpr_max; };
    // LDS bytes as the seed declares them; VGPRs within the budget that keeps the seed's occupancy
    // (h1: its launch bounds of 512; the others: 192, from the default of 1024 work-items).
    const Want wants[] = {
        {"h1", 512, 64, 64, 16, 1, 0, 48},      {"h2", 1024, 128, 64, 64, 1, 24576, 96},
        {"h3", 512, 256, 256, 32, 1, 32768, 192}, {"h4", 512, 256, 256, 32, 1, 65536, 192},
        {"h5", 512, 256, 256, 32, 8, 32768, 192}, {"h6", 512, 256, 256, 32, 8, 65536, 192},
        {"h7", 512, 256, 256, 16, 8, 32768, 192}, {"h8", 512, 256, 256, 32, 8, 65536, 192},
    };
    for (const auto& w : wants) {
        CAPTURE(w.name);
        const auto& e = cat.get(w.name);
        CHECK(e.kind == "gemm");
        CHECK(e.wg_size == w.wg);
        CHECK((e.tile_m == w.tm && e.tile_n == w.tn && e.m_multiple == w.tm && e.n_multiple == w.tn));
        CHECK(e.k_multiple == w.km);
        CHECK(e.ld_multiple == w.ld);
        CHECK(e.summary.find("FP32 C") != std::string::npos);
        auto module = dev->load_module_file(cat.hsaco_path(w.name));
        const auto& info = module->kernel(w.name);
        CHECK(info.group_segment_fixed_size == w.lds);
        CHECK(info.vgpr_count <= w.vgpr_max);
        CHECK(info.private_segment_fixed_size == 0);   // no scratch (clang-19 spills 704 bytes per lane in opt V1)
    }
}

TEST_CASE("hfamily: the copies' boundary guards and the vector element fallback are exact") {
    // The catalog restricts the kernels to whole tiles, where the seed's copy guards always hold.
    // Launched directly on a partial tile (M = 250, N = 240, K = 40 in one 256 x 256 block; C
    // allocated for the whole block, rows and columns past M, N not checked: the seed's epilogue
    // does not guard them), the guards must zero what lies outside and the vector copies' element
    // fallback (h5, h8) must copy the partial vectors exactly.
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    for (const char* name : {"h3", "h5", "h8"}) {
        CAPTURE(name);
        const auto& e = cat.get(name);
        wmma_asm::GemmShape s;
        s.M = 250; s.N = 240; s.K = 40;
        s.a_col = true;
        s.lda = 256; s.ldb = 256; s.ldc = 256;
        s.alpha = 1.0f; s.beta = 0.0f; s.seed = 7;
        const auto d = wmma_asm::GemmData::random(s);
        std::vector<float> c_full(size_t(256) * s.ldc, 0.0f);
        std::vector<testutil::Arg> args = {
            testutil::Arg::buffer(d.a), testutil::Arg::buffer(d.b), testutil::Arg::buffer(c_full),
            testutil::Arg::u32(s.M), testutil::Arg::u32(s.N), testutil::Arg::u32(s.K),
            testutil::Arg::u32(s.lda), testutil::Arg::u32(s.ldb), testutil::Arg::u32(s.ldc),
            testutil::Arg::f32(s.alpha), testutil::Arg::f32(s.beta)};
        auto dev = testutil::emu_device();
        const auto hsaco = testutil::read_bytes(cat.hsaco_path(name));
        testutil::launch(*dev, hsaco, name, {1, 1, 1}, {e.wg_size, 1, 1}, args);
        auto c = args[2].as<float>();
        c.resize(size_t(s.M) * s.ldc);
        const auto r = wmma_asm::check_gemm(s, d, c, 1);
        INFO("max rel err " << r.max_rel_err << " worst C[" << r.worst_row << "][" << r.worst_col << "] = " << r.worst_got
                            << " want " << r.worst_want);
        CHECK(r.passed);
    }
}

// ------------------------------------------------------------------ negative tests

TEST_CASE("hfamily: the checker catches an h5 that skips half of K (negative test)") {
    // Each tile then moves K by 64 instead of 32: half of the tiles never reach the accumulators.
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    const auto src = testutil::mutate_line(testutil::pack_asm("h5"), "// K step: 32 per tile", ", 32 ", ", 64 ");
    const auto r = run_source(src, cat.get("h5"), 256, 256, 128);
    CHECK_FALSE(r.check.passed);
    CHECK(r.check.bad_elements > 0);
}

TEST_CASE("hfamily: strict mode rejects an h3 that stores a copied element before its load arrived") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    // In the copy loop of B: the ds_store_b16 would store a register its global load still writes.
    const auto src = testutil::mutate_line(testutil::pack_asm("h3"), "// the element arrived (h3_cb;", "s_waitcnt vmcnt(0)",
                                           "s_nop 0");
    const std::string err = launch_error(src, cat.get("h3"), 256, 256, 32);
    INFO(err);
    CHECK_MESSAGE(!err.empty(), "strict mode accepted a ds_store_b16 of an in-flight global load");
    CHECK(err.find("missing s_waitcnt") != std::string::npos);
}

TEST_CASE("hfamily: strict mode rejects an h8 whose waves copy the next tile while others still read it") {
    // Without the barrier at the top of a tile, fast waves copy tile t+1's A into the buffer
    // slower waves are still reading tile t-1 from: an LDS race.
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    const auto src = testutil::mutate_line(testutil::pack_asm("h8"), "// tile t in LDS; tile t-1's buffer free", "s_barrier",
                                           "s_nop 0");
    const std::string err = launch_error(src, cat.get("h8"), 256, 256, 128);
    INFO(err);
    CHECK_MESSAGE(!err.empty(), "strict mode accepted an LDS write racing other waves' reads");
    CHECK(err.find("LDS race") != std::string::npos);
}

TEST_CASE("hfamily: strict mode rejects an h7 whose first WMMA reads fragments still in flight") {
    // Without the lgkmcnt wait before the tile's first WMMA, it reads A0 / B0 registers whose
    // 16-bit LDS loads have not all returned.
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    const auto src = testutil::mutate_line(testutil::pack_asm("h7"), "// (the first WMMA's operands arrived)", "s_waitcnt lgkmcnt",
                                           "s_nop 0 // lgkmcnt");
    const std::string err = launch_error(src, cat.get("h7"), 256, 256, 32);
    INFO(err);
    CHECK_MESSAGE(!err.empty(), "strict mode accepted a WMMA reading in-flight LDS loads");
    CHECK(err.find("missing s_waitcnt") != std::string::npos);
}
