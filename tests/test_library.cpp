// The GEMM library's kernels (gen/catalog_library.py: k8's template for every layout op(A), op(B)
// in {N, T} and every data type, with strided batches): each runs odd shapes, batches (stride 0
// among them, and gaps between the matrices that hold NaN), padded leading dimensions, alpha and
// beta (beta = 0 with C poisoned: the data generator makes C NaN then), NaN and infinity
// propagation, in strict mode against the FP64 reference; each new mechanism has a mutant the
// check must catch.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <limits>

#include "emu_run.hpp"
#include "gemm_grid.hpp"
#include "wmma_asm/catalog.hpp"
#include "wmma_asm/gemm.hpp"

namespace {

// The f32 twin a 16-bit-C kernel splits K through (its catalog entry's split_twin).
std::string cat_twin(const std::string& kernel) {
    return wmma_asm::load_catalog(testutil::pack_dir()).get(kernel).split_twin;
}

struct LibCase {
    uint32_t m, n, k, batch = 1;
    float alpha = 1.0f, beta = 0.0f;
    uint32_t pad = 0;                 // extra elements on every leading dimension (x 2 for 8-bit types: 16-byte rows)
    int64_t gap = 0;                  // stride - matrix size per operand; -1: stride 0 for A and B
};

wmma_asm::GemmShape shape_for(const LibCase& c, const wmma_asm::CatalogEntry& e) {
    wmma_asm::GemmShape s;
    s.M = c.m; s.N = c.n; s.K = c.k;
    s.alpha = c.alpha; s.beta = c.beta;
    // An integer C takes integer alpha and beta: the case's, scaled to integers (1.5 -> 3, 0.5 -> 2).
    s.alpha_i = int32_t(std::lround(c.alpha * 2));
    s.beta_i = int32_t(std::lround(c.beta * 4));
    s.batch = c.batch;
    s.seed = c.m * 7 + c.n * 131 + c.k * 3 + c.batch;
    s.a_col = e.a_layout == "col";
    s.b_col = e.b_layout == "col";
    auto up = [&](uint32_t v) { return (v + e.ld_multiple - 1) / e.ld_multiple * e.ld_multiple + c.pad * e.ld_multiple / 8; };
    s.lda = up(s.a_col ? c.m : c.k);
    s.ldb = up(s.b_col ? c.k : c.n);
    s.ldc = up(c.n);
    if (c.gap < 0) {
        s.stride_a = 0;
        s.stride_b = 0;
    } else {
        s.stride_a = s.a_elems() + uint64_t(c.gap);
        s.stride_b = s.b_elems() + uint64_t(c.gap);
    }
    s.stride_c = s.c_elems() + uint64_t(c.gap < 0 ? 0 : c.gap);
    return s;
}

std::vector<std::string> library_kernels(const wmma_asm::Catalog& cat) {
    std::vector<std::string> out;
    for (const auto& e : cat.entries)
        if (e.kind == "gemm" && e.name.rfind("gemm_", 0) == 0) out.push_back(e.name);
    return out;
}

// Runs the case on `kernel` (or on `module` under `entry`, for mutants); true when it passes.
bool passes(wmma_asm::Device& dev, const wmma_asm::CatalogEntry& e, const wmma_asm::Module& module, const LibCase& c,
            const wmma_asm::GemmData* data = nullptr) {
    const auto s = shape_for(c, e);
    try {
        const auto r = data ? wmma_asm::run_gemm(dev, e, module, s, *data, 1, true)
                            : wmma_asm::run_gemm(dev, e, module, s, 1, true);
        INFO("max rel err " << r.check.max_rel_err << " (bound " << r.check.max_rel_tol << "), worst C[" << r.check.worst_batch
                            << "][" << r.check.worst_row << "][" << r.check.worst_col << "] = " << r.check.worst_got
                            << " want " << r.check.worst_want << ", " << r.check.bad_elements << " bad");
        CHECK(true);   // keeps the INFO above in a failing caller's report
        return r.check.passed;
    } catch (const wmma_asm::Error& err) {
        MESSAGE(std::string(err.what()));
        return false;   // a strict-mode fault is a caught bug too
    }
}

std::unique_ptr<wmma_asm::Module> load(wmma_asm::Device& dev, const wmma_asm::Catalog& cat, const std::string& k) {
    return dev.load_module_file(cat.hsaco_path(k));
}

std::unique_ptr<wmma_asm::Module> load_mutant(wmma_asm::Device& dev, const std::string& src) {
    return dev.load_module(wmma_asm::parse_code_object(testutil::assemble(src)));
}

}  // namespace

TEST_CASE("library: the catalog has every layout for every type") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    for (const char* t : {"f16_f32", "f16_f16", "bf16_f32", "bf16_bf16", "i8_i32", "u8_i32"})
        for (const char* l : {"nn", "nt", "tn", "tt"}) {
            const auto& e = cat.get(std::string("gemm_") + t + "_" + l);
            CHECK(e.batched);
            CHECK((e.a_layout == "col") == (l[0] == 't'));
            CHECK((e.b_layout == "col") == (l[1] == 't'));
        }
}

TEST_CASE("library: every layout and type across odd shapes, batches, strides and leading dimensions") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    auto dev = testutil::emu_device();
    const std::vector<LibCase> cases = {
        {1, 1, 1},
        {7, 17, 100, 2, 1.0f, 0.5f},
        {100, 7, 17, 1, -1.5f, 0.0f, 8},
        {17, 100, 7, 3, 0.5f, -2.0f, 0, 24},      // gaps of NaN between the batches' matrices
        {33, 45, 20, 3, 1.0f, 0.75f, 0, 13},      // odd gaps: batches 1, 2 start off 4-byte boundaries (16-bit C: the b64 epilogue unaligned)
        {255, 129, 40, 2, 1.0f, 1.0f, 0, -1},     // A and B broadcast (stride 0)
        {128, 128, 64, 1, 2.0f, 0.25f},
        {64, 200, 255, 1, 1.0f, 0.0f, 16},
    };
    for (const auto& k : library_kernels(cat)) {
        const auto& e = cat.get(k);
        auto module = load(*dev, cat, k);
        for (const auto& c : cases) {
            CAPTURE(k); CAPTURE(c.m); CAPTURE(c.n); CAPTURE(c.k); CAPTURE(c.batch); CAPTURE(c.alpha); CAPTURE(c.beta);
            CAPTURE(c.pad); CAPTURE(c.gap);
            CHECK(passes(*dev, e, *module, c));
        }
    }
}

TEST_CASE("library: k8 and gemm_f16_f32_nn run the same kernel (one template)") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    auto dev = testutil::emu_device();
    wmma_asm::GemmShape s;
    s.M = 200; s.N = 136; s.K = 72; s.beta = 0.5f;
    std::vector<float> a, b;
    wmma_asm::run_gemm(*dev, cat, "k8", s, 1, false, &a);
    wmma_asm::run_gemm(*dev, cat, "gemm_f16_f32_nn", s, 1, false, &b);
    CHECK(a == b);
}

TEST_CASE("library: NaN and infinities in A and B reach C as IEEE arithmetic makes them") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    auto dev = testutil::emu_device();
    for (const char* k : {"gemm_f16_f32_nn", "gemm_bf16_bf16_tn", "gemm_f16_f16_nt"}) {
        CAPTURE(k);
        const auto& e = cat.get(k);
        const LibCase c{40, 36, 50, 2, 1.0f, 0.5f};
        auto s = shape_for(c, e);
        auto d = wmma_asm::GemmData::random(s, e.dtype, e.out);
        const bool bf = e.dtype == "bf16";
        const uint16_t inf = bf ? 0x7f80 : 0x7c00, ninf = bf ? 0xff80 : 0xfc00, nan = bf ? 0x7fc0 : 0x7e00;
        d.a[s.a_index(3, 5)] = inf;                          // row 3 of C: +-inf (or NaN where B is 0)
        d.a[s.stride_a + s.a_index(7, 0)] = ninf;            // batch 1, row 7
        d.b[s.b_index(9, 11)] = nan;                          // column 11 of batch 0: NaN
        auto module = load(*dev, cat, k);
        CHECK(passes(*dev, e, *module, c, &d));
    }
}

TEST_CASE("library: i8 and u8 extremes summed over K are exact, and i32 arithmetic wraps modulo 2^32") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    auto dev = testutil::emu_device();
    for (const char* k : {"gemm_i8_i32_nn", "gemm_i8_i32_tt_128x64", "gemm_u8_i32_tn", "gemm_u8_i32_nt_128x64"}) {
        CAPTURE(k);
        const auto& e = cat.get(k);
        const bool u = e.dtype == "u8";
        auto module = load(*dev, cat, k);
        // Every element the type's extreme: -128 * -128 (or 255 * 255) summed over K = 255.
        LibCase c{40, 33, 255, 1, 0.5f, 0.0f};   // alpha_i 1, beta_i 0
        auto s = shape_for(c, e);
        auto d = wmma_asm::GemmData::random(s, e.dtype, e.out);
        for (auto* v : {&d.a8, &d.b8}) std::fill(v->begin(), v->end(), uint8_t(u ? 0xff : 0x80));
        CHECK(passes(*dev, e, *module, c, &d));
        std::vector<float> out;
        wmma_asm::run_gemm(*dev, e, *module, s, d, 1, false, &out);
        CHECK(out[0] == float(255 * (u ? 255 * 255 : 128 * 128)));
        // alpha 2^30 (a LibCase alpha of 2^29): the products overflow i32 and wrap, as the
        // reference computes them modulo 2^32.
        LibCase w{24, 20, 64, 1, 536870912.0f, 0.0f};
        auto ws = shape_for(w, e);
        CHECK(ws.alpha_i == (1 << 30));
        auto wd = wmma_asm::GemmData::random(ws, e.dtype, e.out);
        CHECK(passes(*dev, e, *module, w, &wd));
    }
}

TEST_CASE("library: split-K (every C type) across layouts, uneven splits and beta, deterministic") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    auto dev = testutil::emu_device();
    struct SplitCase { uint32_t m, n, k, split; float alpha, beta; };
    // K not a multiple of 32; more splits asked than 32-element pieces (fewer result); M = 1.
    const std::vector<SplitCase> cases = {{64, 64, 1000, 4, 1.0f, 0.5f}, {37, 50, 333, 5, 1.5f, -1.0f},
                                          {1, 300, 2000, 16, 1.0f, 0.0f}, {100, 20, 70, 8, -0.5f, 0.25f}};
    // (a 16-bit C splits through its f32 twin and is rounded once by gemm_splitk_reduce_f16/bf16)
    for (const char* k : {"gemm_f16_f32_nn", "gemm_bf16_f32_tn_128x64", "gemm_f16_f32_tt", "gemm_i8_i32_nt",
                          "gemm_u8_i32_tn_128x64", "gemm_f16_f16_nt", "gemm_bf16_bf16_tn_128x64", "gemm_bf16_bf16_nn",
                          "gemm_f16_f32_tn_64x64", "gemm_i8_i32_nn_64x64_occ4", "gemm_f16_f16_nt_64x64"}) {
        const auto& e = cat.get(k);
        for (const auto& c : cases) {
            CAPTURE(k); CAPTURE(c.m); CAPTURE(c.n); CAPTURE(c.k); CAPTURE(c.split);
            LibCase lc{c.m, c.n, c.k, 1, c.alpha, c.beta};
            auto s = shape_for(lc, e);
            s.split_k = c.split;
            const auto r = wmma_asm::run_gemm(*dev, cat, k, s, 1, true);
            INFO("worst C[" << r.check.worst_row << "][" << r.check.worst_col << "] = " << r.check.worst_got << " want "
                            << r.check.worst_want);
            CHECK(r.check.passed);
            CHECK(r.grid.z == s.splits());
        }
    }
    // The splits are summed in their order whatever order they ran in: the same bits with one or
    // two host threads running the workgroups.
    wmma_asm::GemmShape s;
    s.M = 64; s.N = 64; s.K = 3000; s.split_k = 8; s.beta = 0.5f;
    std::vector<float> one, two;
    for (unsigned threads : {1u, 2u}) {
        wmma_asm::DeviceOptions o;
        o.backend = "emu";
        o.emu_target = testutil::arch();
        o.threads = threads;
        auto d = wmma_asm::open_device(o);
        wmma_asm::run_gemm(*d, cat, "gemm_f16_f32_nn", s, 1, false, threads == 1 ? &one : &two);
    }
    CHECK(one == two);
    // A kernel that does not split K refuses a split.
    auto bad = s;
    CHECK_THROWS_WITH_AS(wmma_asm::run_gemm(*dev, cat, "k8", bad, 1, false), doctest::Contains("does not split K"),
                         wmma_asm::Error);
}

TEST_CASE("library: split-K over a batch (grid z = batch x splits): gaps, broadcast operands, every C type") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    auto dev = testutil::emu_device();
    struct BatchSplit { const char* kernel; uint32_t m, n, k, batch, split; int64_t gap; float beta; };
    for (const BatchSplit& c : {BatchSplit{"gemm_f16_f32_nn", 40, 33, 1000, 3, 4, 24, 0.5f},
                                BatchSplit{"gemm_bf16_f32_tn_128x64", 17, 64, 333, 4, 5, -1, 0.0f},   // A and B broadcast
                                BatchSplit{"gemm_i8_i32_nt", 64, 20, 700, 2, 3, 0, -1.0f},
                                BatchSplit{"gemm_f16_f16_tt", 30, 30, 500, 3, 2, 8, 1.0f},
                                BatchSplit{"gemm_bf16_bf16_nn_128x64", 1, 100, 2000, 5, 8, 0, 0.25f},
                                BatchSplit{"gemm_f16_f32_nt_64x64", 70, 65, 900, 3, 4, 16, 0.5f},
                                BatchSplit{"gemm_bf16_bf16_tt_64x64_occ4", 64, 64, 1200, 2, 3, -1, 1.0f}}) {
        const std::string kernel = c.kernel;
        CAPTURE(kernel);
        const auto& e = cat.get(c.kernel);
        auto s = shape_for(LibCase{c.m, c.n, c.k, c.batch, 1.0f, c.beta, 0, c.gap}, e);
        s.split_k = c.split;
        const auto r = wmma_asm::run_gemm(*dev, cat, c.kernel, s, 1, true);
        INFO("worst C[" << r.check.worst_batch << "][" << r.check.worst_row << "][" << r.check.worst_col << "] = "
                        << r.check.worst_got << " want " << r.check.worst_want);
        CHECK(r.check.passed);
        CHECK(r.grid.z == c.batch * s.splits());
    }
}

TEST_CASE("library: a batched split that reads batch 0 for every batch, or a reduction that ignores the batch, is caught (negative tests)") {
    auto s = [] {
        wmma_asm::GemmShape g;
        g.M = 40; g.N = 40; g.K = 700; g.batch = 3; g.split_k = 3; g.beta = 0.5f;
        return g;
    }();
    auto dev = testutil::emu_device();
    // The GEMM kernel's batch index never counts up (b = 0 for every z): batches 1 and 2 sum A and B of batch 0.
    {
        const auto text = testutil::mutate_line(testutil::pack_asm("gemm_f16_f32_nn"), "one more whole batch", ", 1", ", 0");
        const testutil::MutantPack pack({"gemm_splitk_reduce_f32"}, {{"gemm_f16_f32_nn", text}});
        CHECK_FALSE(wmma_asm::run_gemm(*dev, wmma_asm::load_catalog(pack.path()), "gemm_f16_f32_nn", s, 1, true).check.passed);
    }
    // The reduction sums batch 0's splits for every batch (z * splits made 0 * splits).
    {
        auto text = testutil::pack_asm("gemm_splitk_reduce_f32");
        const auto at = text.find("batch z's first split");
        REQUIRE(at != std::string::npos);
        const auto comment = text.rfind("//", at), comma = text.rfind(',', comment);
        REQUIRE(comma != std::string::npos);
        text.replace(comma, comment - comma, ", 0 ");   // the last operand (wg_id_z) becomes 0
        const testutil::MutantPack pack({"gemm_f16_f32_nn"}, {{"gemm_splitk_reduce_f32", text}});
        CHECK_FALSE(wmma_asm::run_gemm(*dev, wmma_asm::load_catalog(pack.path()), "gemm_f16_f32_nn", s, 1, true).check.passed);
    }
    // Both unmutated: the same problem passes.
    CHECK(wmma_asm::run_gemm(*dev, wmma_asm::load_catalog(testutil::pack_dir()), "gemm_f16_f32_nn", s, 1, true).check.passed);
}

TEST_CASE("library: a split-K reduction that drops a split is caught (negative test)") {
    // A pack whose gemm_splitk_reduce_f32 stops its one-at-a-time loop with one split left (the
    // loop's exit test compares with 1 instead of 0); everything else is the real pack.
    auto text = testutil::pack_asm("gemm_splitk_reduce_f32");
    const auto at = text.find(".Lgemm_splitk_reduce_f32_one:");
    REQUIRE(at != std::string::npos);
    const auto cmp = text.find("s_cmp_eq_u32", at);
    const auto eol = text.find('\n', cmp);
    const auto zero = text.rfind(", 0", eol);
    REQUIRE(zero > cmp);
    text.replace(zero, 3, ", 1");
    const testutil::MutantPack pack({"gemm_f16_f32_nn"}, {{"gemm_splitk_reduce_f32", text}});
    const auto cat = wmma_asm::load_catalog(pack.path());
    auto dev = testutil::emu_device();
    wmma_asm::GemmShape s;
    s.M = 40; s.N = 40; s.K = 333;
    s.split_k = 6;   // 6 pieces of 64 (the last 13): four summed four at a time, two one at a time
    REQUIRE(s.splits() == 6);
    CHECK_FALSE(wmma_asm::run_gemm(*dev, cat, "gemm_f16_f32_nn", s, 1, true).check.passed);
}

TEST_CASE("library: a 16-bit split-K reduction that truncates or ignores C is caught; a twin of other types is refused (negative tests)") {
    // A pack whose gemm_splitk_reduce_<out> is mutated; the GEMM kernels are the real pack's.
    auto with_reduce = [](const std::string& out, const std::string& anchor, const std::string& from, const std::string& to,
                          const char* kernel) {
        const auto text = testutil::mutate_line(testutil::pack_asm("gemm_splitk_reduce_" + out), anchor, from, to);
        const testutil::MutantPack pack({kernel, cat_twin(kernel)}, {{"gemm_splitk_reduce_" + out, text}});
        const auto cat = wmma_asm::load_catalog(pack.path());
        auto dev = testutil::emu_device();
        wmma_asm::GemmShape s;
        s.M = 40; s.N = 40; s.K = 333; s.split_k = 4; s.beta = 0.75f;
        return wmma_asm::run_gemm(*dev, cat, kernel, s, 1, true).check.passed;
    };
    // bf16 rounded toward zero instead of to nearest even
    CHECK_FALSE(with_reduce("bf16", "round to nearest even at bit 16", "0x7fff", "0", "gemm_bf16_bf16_nn"));
    // f16: C_old never added (the beta term dropped)
    CHECK_FALSE(with_reduce("f16", "C_old arrived", "s_waitcnt vmcnt(0)", "s_branch .Lgemm_splitk_reduce_f16_store", "gemm_f16_f16_nn"));
    // and the unmutated reductions pass the same problems
    CHECK(with_reduce("bf16", "round to nearest even at bit 16", "0x7fff", "0x7fff", "gemm_bf16_bf16_nn"));
    CHECK(with_reduce("f16", "C_old arrived", "s_waitcnt vmcnt(0)", "s_waitcnt vmcnt(0)", "gemm_f16_f16_nn"));
    // A catalog whose split_twin names a kernel of other types is refused before anything runs.
    testutil::TempDir dir;
    std::string catalog = testutil::read_text(testutil::pack_dir() + "/catalog.txt");
    const auto at = catalog.find("split_twin=gemm_f16_f32_nn ");
    REQUIRE(at != std::string::npos);
    catalog.replace(at, std::string("split_twin=gemm_f16_f32_nn ").size(), "split_twin=gemm_bf16_f32_nn ");
    testutil::write_text(dir.file("catalog.txt"), catalog);
    const auto cat = wmma_asm::load_catalog(dir.path());
    auto dev = testutil::emu_device();
    CHECK_THROWS_WITH_AS(wmma_asm::load_split_kernels(*dev, cat, cat.get("gemm_f16_f16_nn")),
                         doctest::Contains("is not a split-K kernel of its types"), wmma_asm::Error);
}

TEST_CASE("library: a too-small leading dimension, a batch on an unbatched kernel, overlapping C are refused") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    wmma_asm::GemmShape s;
    s.M = 64; s.N = 64; s.K = 64; s.batch = 2;
    auto k8 = s;
    k8.fill_defaults(cat.get("k8"));
    CHECK_THROWS_WITH_AS(wmma_asm::validate_gemm_shape(cat.get("k8"), k8), doctest::Contains("takes no batch"), wmma_asm::Error);
    auto t = s;
    t.stride_c = 64;
    t.fill_defaults(cat.get("gemm_f16_f32_nn"));
    CHECK_THROWS_WITH_AS(wmma_asm::validate_gemm_shape(cat.get("gemm_f16_f32_nn"), t), doctest::Contains("would overlap"),
                         wmma_asm::Error);
    auto tn = s;
    tn.batch = 1;
    tn.lda = 8;   // A is stored K x M for op(A) = T: lda >= M
    tn.fill_defaults(cat.get("gemm_f16_f32_tn"));
    CHECK_THROWS_WITH_AS(wmma_asm::validate_gemm_shape(cat.get("gemm_f16_f32_tn"), tn), doctest::Contains("lda 8 < M 64"),
                         wmma_asm::Error);
}

TEST_CASE("library: rows must start on 4-byte boundaries; lifting that restriction is caught (negative test)") {
    // The catalog asks for ld a multiple of 2 (16-bit) or 4 (8-bit) elements. The b128 loads may
    // be unaligned, but the range check is per dword: with an odd row start the dword holding the
    // last row's last element ends past num_records and reads 0. The restriction lifted, a tight
    // odd lda must fail in the emulator's faithful range check; the allowed one next to it passes.
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    auto dev = testutil::emu_device();
    struct Case { const char* kernel; uint32_t multiple, n, bad_k, good_k; };
    for (const Case& c : {Case{"gemm_f16_f32_nn", 2, 54, 61, 62}, Case{"gemm_bf16_bf16_nt_128x64", 2, 54, 61, 62},
                          Case{"gemm_i8_i32_nn", 4, 56, 62, 64}}) {
        const std::string kernel = c.kernel;
        CAPTURE(kernel);
        auto e = cat.get(c.kernel);
        CHECK(e.ld_multiple == c.multiple);
        auto module = load(*dev, cat, c.kernel);
        e.ld_multiple = 1;   // the restriction lifted: lda = ldb = K, tight
        CHECK(passes(*dev, e, *module, {78, c.n, c.good_k}));
        CHECK_FALSE(passes(*dev, e, *module, {78, c.n, c.bad_k}));
    }
}

// ---- negative tests: a mutant per new mechanism

TEST_CASE("library: a kernel reading B on the wrong path (NT's code on NN data) is caught (negative test)") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    auto dev = testutil::emu_device();
    auto module = load(*dev, cat, "gemm_f16_f32_nt");
    auto e = cat.get("gemm_f16_f32_nn");
    e.name = "gemm_f16_f32_nt";   // the NT kernel, launched as if it read B untransposed
    CHECK_FALSE(passes(*dev, e, *module, {64, 64, 64}));
}

TEST_CASE("library: a 16-bit C stored without its conversion is caught (negative test)") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    auto dev = testutil::emu_device();
    // f16: the conversion becomes a plain move (the FP32 bits' low half is stored).
    std::string src = testutil::pack_asm("gemm_f16_f16_nn");
    for (size_t p = 0; (p = src.find("v_cvt_f16_f32 ", p)) != std::string::npos;) src.replace(p, 14, "v_mov_b32 ");
    auto m1 = load_mutant(*dev, src);
    CHECK_FALSE(passes(*dev, cat.get("gemm_f16_f16_nn"), *m1, {64, 64, 64}));
    // bf16: truncation instead of round to nearest even (0x7fff -> 0 in the rounding add).
    src = testutil::pack_asm("gemm_bf16_bf16_nn");
    for (size_t p = 0; (p = src.find(", 0x7fff ", p)) != std::string::npos;) src.replace(p, 9, ", 0 ");
    auto m2 = load_mutant(*dev, src);
    CHECK_FALSE(passes(*dev, cat.get("gemm_bf16_bf16_nn"), *m2, {64, 64, 64}));
}

TEST_CASE("library: an i8 kernel that multiplies as unsigned is caught (negative test)") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    auto dev = testutil::emu_device();
    auto src = testutil::pack_asm("gemm_i8_i32_nn");
    int n = 0;
    for (size_t p = 0; (p = src.find(" neg_lo:[1,1,0]", p)) != std::string::npos; ++n) src.erase(p, 15);
    REQUIRE(n > 0);
    auto module = load_mutant(*dev, src);
    CHECK_FALSE(passes(*dev, cat.get("gemm_i8_i32_nn"), *module, {40, 40, 40}));
}

TEST_CASE("library: a wrong batch stride is caught (negative test)") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    auto dev = testutil::emu_device();
    // C's batch offset scaled as 2-byte elements instead of 4: batch 1 writes into batch 0's C.
    auto src = testutil::pack_asm("gemm_f16_f32_nn");
    const std::string from = "s_lshl_b64 ";
    size_t p = src.find(from);
    p = src.find(from, p + 1);
    p = src.find(from, p + 1);   // the third: C
    REQUIRE(p != std::string::npos);
    const auto eol = src.find('\n', p);
    std::string line = src.substr(p, eol - p);
    REQUIRE(line.substr(line.size() - 3) == ", 2");
    line.replace(line.size() - 1, 1, "1");
    src.replace(p, eol - p, line);
    auto module = load_mutant(*dev, src);
    CHECK_FALSE(passes(*dev, cat.get("gemm_f16_f32_nn"), *module, {40, 40, 40, 2}));
}

TEST_CASE("library: a kernel that reads C when beta = 0 is caught by the poisoned C (negative test)") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    auto dev = testutil::emu_device();
    // The beta test (|beta| bits == 0 -> skip the C reads) compares with 1 instead: C is always read.
    auto src = testutil::pack_asm("gemm_f16_f32_nn");
    int mutated = 0;
    for (size_t p = 0; (p = src.find(", 0x7fffffff", p)) != std::string::npos; ++p) {
        const auto cmp = src.find("s_cmp_eq_u32 ", p);
        const auto eol = src.find('\n', cmp);
        const auto zero = src.rfind(", 0", eol);
        REQUIRE(zero > cmp);
        src.replace(zero, 3, ", 1");
        ++mutated;
    }
    REQUIRE(mutated == 2);   // the two halves' epilogues
    auto module = load_mutant(*dev, src);
    CHECK_FALSE(passes(*dev, cat.get("gemm_f16_f32_nn"), *module, {40, 40, 40, 1, 1.0f, 0.0f}));
    // (the same mutant with beta != 0 still passes: the poison is what catches it)
    CHECK(passes(*dev, cat.get("gemm_f16_f32_nn"), *module, {40, 40, 40, 1, 1.0f, 0.5f}));
}

TEST_CASE("library: the 64 x 64 tiles' occupancy (six workgroups per WGP, four with _occ4's padded LDS)") {
    // _occ4 is the same kernel with its LDS allocation padded (the catalog's lds_floor): a pack
    // that dropped the padding would run it at the 64 x 64 tile's six per WGP.
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    wmma_asm::DeviceOptions o;
    o.backend = "emu";
    o.emu_target = testutil::arch();
    o.profile = true;
    auto dev = wmma_asm::open_device(o);
    wmma_asm::GemmShape s;
    s.M = 128; s.N = 128; s.K = 64;
    auto counter = [](const wmma_asm::GemmResult& r, const char* name) {
        const auto it = r.stats.counters.find(name);
        REQUIRE_MESSAGE(it != r.stats.counters.end(), "no counter " << name);
        return it->second;
    };
    for (const char* l : {"nn", "tn"}) {
        CAPTURE(l);
        const auto plain = wmma_asm::run_gemm(*dev, cat, std::string("gemm_f16_f32_") + l + "_64x64", s, 1, true);
        const auto occ4 = wmma_asm::run_gemm(*dev, cat, std::string("gemm_f16_f32_") + l + "_64x64_occ4", s, 1, true);
        CHECK(plain.check.passed);
        CHECK(occ4.check.passed);
        CHECK(counter(plain, "occupancy.workgroups_per_wgp") == 6);
        CHECK(counter(occ4, "occupancy.workgroups_per_wgp") == 4);
        CHECK(counter(occ4, "occupancy.lds_bytes_allocated") == 26624);
        CHECK(counter(plain, "occupancy.waves_per_workgroup") == 2);
    }
}
