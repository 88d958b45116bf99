// The r-family (seed 000's HIP GEMM variants on gfx1151, reproduced as their compiler emitted
// them: docs/kernels.md "The r-family") against the FP64 reference on the emulator in strict
// mode, across the shapes their restrictions allow: one and two tiles along M and N, partial
// edge tiles, a single row, several K, alpha/beta and padded leading dimensions. Then the
// reproduction itself: every K loop's instruction mix equals the compiled loop's, and the
// documented restrictions are real (a shape they exclude fails). Each check has a negative
// test: a deliberately broken kernel (mutated at an anchor comment) that it must catch.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "emu_run.hpp"
#include "gemm_grid.hpp"
#include "wmma_asm/catalog.hpp"
#include "wmma_asm/gemm.hpp"

namespace {

using gemm_grid::round_up;

// From the kernel's tile (bm x bn) and restrictions (N multiple nm, K multiple km, leading
// dimensions multiple ld): one tile and one K tile; two tiles along N, then M; K 256 and K
// near 1000 (a long K loop); partial
// tiles along M and N at once (M odd); one row; alpha/beta (beta != 0 reads C in place, -0.0
// must not) with padded leading dimensions.
std::vector<gemm_grid::Case> grid_for(const wmma_asm::CatalogEntry& e) {
    const uint32_t bm = e.tile_m, bn = e.tile_n, nm = e.n_multiple, km = e.k_multiple, ld = e.ld_multiple;
    return {
        {bm, bn, km},
        {bm, 2 * bn, 2 * km},
        {2 * bm, bn, 3 * km},
        {2 * bm, 2 * bn, round_up(256, km)},
        {bm, bn, 1000 / km * km},
        {2 * bm - 9, bn + nm, 4 * km},
        {1, nm, km},
        {bm, bn, 4 * km, 2.5f, 0.0f},
        {bm, bn, 2 * km, 1.0f, 1.0f},
        {bm, 2 * bn, 2 * km, -0.5f, 0.75f, ld, 3 * ld, ld},
        {2 * bm, bn, 2 * km, 1.0f, -0.0f, 0, 0, 2 * ld},
    };
}

void run_grid(const std::string& kernel) {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    gemm_grid::run_cases(kernel, grid_for(cat.get(kernel)));
}

// Runs `src` (an r kernel's assembly, possibly mutated) under the catalog entry `e` (possibly
// with relaxed restrictions) on one shape; true when the check passes, false when it fails or
// the launch faults (a strict-mode report is a caught bug too).
bool passes(const wmma_asm::CatalogEntry& e, const std::string& src, const gemm_grid::Case& c) {
    auto dev = testutil::emu_device();
    auto module = dev->load_module(wmma_asm::parse_code_object(testutil::assemble(src)));
    try {
        return wmma_asm::run_gemm(*dev, e, *module, gemm_grid::shape_of(c, e), 1, true).check.passed;
    } catch (const wmma_asm::Error&) {
        return false;
    }
}

bool mutant_passes(const std::string& kernel, const std::string& src, const gemm_grid::Case& c) {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    return passes(cat.get(kernel), src, c);
}

// The launch error of `src` run as `kernel` on one shape ("" when it runs).
std::string launch_error(const std::string& kernel, const std::string& src, const gemm_grid::Case& c) {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    auto dev = testutil::emu_device();
    auto module = dev->load_module(wmma_asm::parse_code_object(testutil::assemble(src)));
    try {
        wmma_asm::run_gemm(*dev, cat.get(kernel), *module, gemm_grid::shape_of(c, cat.get(kernel)), 1, true);
    } catch (const wmma_asm::Error& err) {
        return err.what();
    }
    return "";
}

// ------------------------------------------------------------------ the K loop's instruction mix
// Instructions of a kernel's K loop (from its latch label to the label after the loop, so the
// out-of-line blocks are included once each) by class, as docs/kernels.md tabulates them.
std::map<std::string, int> loop_mix(const std::string& text, const std::string& kernel) {
    const auto a = text.find("\n.L" + kernel + "_latch");
    const auto b = text.find("\n.L" + kernel + "_done:", a);
    if (a == std::string::npos || b == std::string::npos) throw std::runtime_error("no K loop in " + kernel);
    std::map<std::string, int> mix;
    size_t pos = a + 1;
    while (pos < b) {
        const auto eol = text.find('\n', pos);
        std::string line = text.substr(pos, eol - pos);
        pos = eol + 1;
        line = line.substr(0, line.find("//"));
        const auto s = line.find_first_not_of(' ');
        if (s == std::string::npos || line[s] == '.') continue;
        const std::string op = line.substr(s, line.find(' ', s) - s);
        auto starts = [&](const char* p) { return op.rfind(p, 0) == 0; };
        std::string cls;
        if (starts("v_wmma")) cls = "wmma";
        else if (starts("v_dual")) cls = "vopd";
        else if (starts("v_")) cls = "valu";
        else if (starts("ds_load")) cls = "ds_load";
        else if (starts("ds_store")) cls = "ds_store";
        else if (starts("global_load")) cls = "vmem_load";
        else if (starts("buffer_gl")) cls = "cache_inv";
        else if (starts("s_waitcnt")) cls = "waitcnt";
        else if (op == "s_barrier") cls = "barrier";
        else if (starts("s_cbranch") || op == "s_branch") cls = "branch";
        else if (op == "s_delay_alu") cls = "delay";
        else if (starts("s_")) cls = "salu";
        else cls = "other:" + op;
        ++mix[cls];
    }
    return mix;
}

// The compiled loops: glovepost/wmma_ops@5524549's kernels compiled by clang 22.1 (-O3,
// --offload-arch=gfx1151, the seed's flags), every instruction of the loop's blocks counted
// once (the r loops are the compiled loops instruction for instruction, s_delay_alu hints
// included; docs/kernels.md).
const std::map<std::string, std::map<std::string, int>>& compiled_mix() {
    static const std::map<std::string, std::map<std::string, int>> m = {
        {"r1", {{"delay", 7}, {"barrier", 1}, {"branch", 15}, {"cache_inv", 1}, {"ds_load", 8}, {"ds_store", 9}, {"salu", 36}, {"valu", 16},
                {"vmem_load", 2}, {"vopd", 3}, {"waitcnt", 7}, {"wmma", 4}}},
        {"r2", {{"delay", 16}, {"barrier", 1}, {"branch", 12}, {"cache_inv", 1}, {"ds_load", 16}, {"ds_store", 18}, {"salu", 29}, {"valu", 35},
                {"vmem_load", 4}, {"waitcnt", 11}, {"wmma", 8}}},
        {"r3", {{"delay", 5}, {"barrier", 2}, {"branch", 5}, {"cache_inv", 2}, {"ds_load", 8}, {"ds_store", 9}, {"salu", 10}, {"valu", 11},
                {"vmem_load", 2}, {"waitcnt", 6}, {"wmma", 4}}},
        {"r4", {{"delay", 17}, {"barrier", 2}, {"branch", 11}, {"cache_inv", 2}, {"ds_load", 6}, {"ds_store", 5}, {"salu", 26}, {"valu", 28},
                {"vmem_load", 5}, {"waitcnt", 8}, {"wmma", 2}}},
        {"r5", {{"delay", 5}, {"barrier", 1}, {"branch", 13}, {"cache_inv", 1}, {"ds_load", 8}, {"ds_store", 9}, {"salu", 28}, {"valu", 8},
                {"vmem_load", 2}, {"vopd", 4}, {"waitcnt", 7}, {"wmma", 4}}},
    };
    return m;
}

std::string mix_string(const std::map<std::string, int>& m) {
    std::string s;
    for (const auto& [k, v] : m) s += k + "=" + std::to_string(v) + " ";
    return s;
}

}  // namespace

TEST_CASE("rfamily: r1 (seed 000 Standard) across the shape grid") { run_grid("r1"); }
TEST_CASE("rfamily: r2 (seed 000 K-Unroll) across the shape grid") { run_grid("r2"); }
TEST_CASE("rfamily: r3 (seed 000 NoPrefetch) across the shape grid") { run_grid("r3"); }
TEST_CASE("rfamily: r4 (seed 000 HighOcc) across the shape grid") { run_grid("r4"); }
TEST_CASE("rfamily: r5 (seed 000 Adaptive's 128x64 kernel) across the shape grid") { run_grid("r5"); }

TEST_CASE("rfamily: the kernels document the published launch shape and restrictions") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    struct Want { const char* name; uint32_t wg, tm, tn, nm, km; };
    for (const Want& w : {Want{"r1", 256, 128, 64, 8, 16}, Want{"r2", 256, 128, 64, 8, 32}, Want{"r3", 256, 128, 64, 8, 16},
                          Want{"r4", 128, 64, 32, 1, 16}, Want{"r5", 256, 128, 64, 8, 16}}) {
        CAPTURE(w.name);
        const auto& e = cat.get(w.name);
        CHECK(e.kind == "gemm");
        CHECK(e.dtype == "f16");
        CHECK(e.wg_size == w.wg);
        CHECK(e.tile_m == w.tm);
        CHECK(e.tile_n == w.tn);
        CHECK(e.m_multiple == 1);
        CHECK(e.n_multiple == w.nm);
        CHECK(e.k_multiple == w.km);
        CHECK(e.ld_multiple == 8);
    }
    wmma_asm::GemmShape s;
    s.M = 100; s.N = 20; s.K = 32; s.ldb = 24; s.ldc = 24;
    s.fill_defaults();
    CHECK_THROWS_WITH_AS(wmma_asm::validate_gemm_shape(cat.get("r1"), s),
                         "kernel r1: N = 20 is not a multiple of 8 (restriction documented by r1)", wmma_asm::Error);
    s.N = 24; s.K = 48; s.lda = 48;
    CHECK_THROWS_AS(wmma_asm::validate_gemm_shape(cat.get("r2"), s), wmma_asm::Error);
    CHECK_NOTHROW(wmma_asm::validate_gemm_shape(cat.get("r3"), s));
}

TEST_CASE("rfamily: every K loop has the compiled loop's instruction mix (static)") {
    for (const auto& [kernel, want] : compiled_mix()) {
        CAPTURE(kernel);
        const auto got = loop_mix(testutil::pack_asm(kernel), kernel);
        INFO("ours:     " << mix_string(got));
        INFO("compiled: " << mix_string(want));
        CHECK(got == want);
    }
}

TEST_CASE("rfamily: the mix check catches one instruction added to a K loop (negative test)") {
    const auto text = testutil::pack_asm("r1");
    const auto mutated = testutil::replace_once(text, "\n.Lr1_kloop:\n", "\n.Lr1_kloop:\n    v_nop\n");
    CHECK(loop_mix(text, "r1") == compiled_mix().at("r1"));
    CHECK(loop_mix(mutated, "r1") != compiled_mix().at("r1"));
}

TEST_CASE("rfamily: the check catches an r1 that advances K twice per tile (negative test)") {
    // The loop then ends after half of the K tiles: half of the products never reach C.
    const auto src = testutil::mutate_line(testutil::pack_asm("r1"), "// K step: 16 per iteration", ", 16", ", 32");
    CHECK_FALSE(mutant_passes("r1", src, {128, 64, 64}));
}

TEST_CASE("rfamily: the check catches an r2 that never computes the second K step (negative test)") {
    const auto src = testutil::mutate_line(testutil::pack_asm("r2"), "the source's `break`", "s_cbranch_scc1", "s_branch");
    CHECK_FALSE(mutant_passes("r2", src, {128, 64, 64}));
}

TEST_CASE("rfamily: the check catches an r1 epilogue that stores columns past N (negative test)") {
    // Columns 72..127 of the second tile column are written: C's padding (ldc 80) and the next rows.
    const auto src =
        testutil::mutate_line(testutil::pack_asm("r1"), "// columns < N (tile column 1)", "v_cmpx_gt_u32", "v_cmpx_ne_u32");
    CHECK_FALSE(mutant_passes("r1", src, {128, 72, 32, 1.0f, 0.0f, 0, 0, 8}));
}

TEST_CASE("rfamily: strict mode rejects an r1 whose first WMMA reads operands still in flight") {
    const auto src = testutil::mutate_line(testutil::pack_asm("r1"), "// A0, B0 arrived", "s_waitcnt lgkmcnt(4)", "s_nop 0");
    const auto err = launch_error("r1", src, {128, 64, 32});
    INFO(err);
    CHECK_MESSAGE(!err.empty(), "strict mode accepted a WMMA reading in-flight ds_load_b128 results");
    CHECK(err.find("missing s_waitcnt") != std::string::npos);
}

TEST_CASE("rfamily: strict mode rejects an r3 that refills the LDS tile before every wave has read it") {
    // Without the barrier ending the K step, a fast wave stores the next tile over the one
    // slower waves still read: an LDS race.
    const auto src = testutil::mutate_line(testutil::pack_asm("r3"), "// every wave done reading the tile", "s_barrier", "s_nop 0");
    const auto err = launch_error("r3", src, {128, 64, 64});
    INFO(err);
    CHECK_MESSAGE(!err.empty(), "strict mode accepted an LDS write racing other waves' reads");
    CHECK(err.find("LDS race") != std::string::npos);
}

TEST_CASE("rfamily: the documented restrictions are real: a shape they exclude fails (negative test)") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    // N not a multiple of 8: r1's last B chunk (columns 16..23) is never loaded, so columns
    // 16..19 of C come from a stale LDS column.
    auto r1 = cat.get("r1");
    CHECK(passes(r1, testutil::pack_asm("r1"), {128, 24, 32}));
    r1.n_multiple = 1;
    CHECK_FALSE(passes(r1, testutil::pack_asm("r1"), {128, 20, 32}));
    // K not a multiple of 16: r3 skips the A chunk and the B rows past K in the last K tile and
    // multiplies what the previous tile left in LDS.
    auto r3 = cat.get("r3");
    CHECK(passes(r3, testutil::pack_asm("r3"), {128, 64, 32}));
    r3.k_multiple = 8;
    CHECK_FALSE(passes(r3, testutil::pack_asm("r3"), {128, 64, 24}));
}
