// Operand staging (wmma_asm/staging.hpp, docs/library.md "Leading dimensions"): a leading
// dimension a kernel cannot read runs through a workspace at the kernel's multiple. Checked in
// strict mode against the FP64 / int64 reference with everything of C outside the matrices
// compared bit for bit (run_gemm), for every element size of the copies, batches (a broadcast
// operand among them), beta = 0 with C poisoned, split-K, the GemmPlan of the C++ and C APIs;
// and mutants of the copy kernel the checks must catch.
#include <doctest/doctest.h>

#include <cstring>

#include "emu_run.hpp"
#include "util.hpp"
#include "wmma_asm/catalog.hpp"
#include "wmma_asm/gemm.hpp"
#include "wmma_asm/library.hpp"
#include "wmma_asm/staging.hpp"

namespace {

wmma_asm::GemmShape odd_shape(uint32_t m, uint32_t n, uint32_t k, uint32_t lda, uint32_t ldb, uint32_t ldc, float beta = 0.5f) {
    wmma_asm::GemmShape s;
    s.M = m; s.N = n; s.K = k;
    s.lda = lda; s.ldb = ldb; s.ldc = ldc;
    s.beta = beta;
    s.alpha_i = -3;
    s.beta_i = beta != 0.0f ? 2 : 0;
    s.seed = m + 7 * n + 13 * k;
    return s;
}

bool run_passes(wmma_asm::Device& dev, const wmma_asm::Catalog& cat, const std::string& kernel, wmma_asm::GemmShape s) {
    try {
        const auto r = wmma_asm::run_gemm(dev, cat, kernel, s, 1, true);
        INFO(kernel << ": max rel err " << r.check.max_rel_err << " (bound " << r.check.max_rel_tol << "), " << r.check.bad_elements
                    << " bad, worst C[" << r.check.worst_batch << "][" << r.check.worst_row << "][" << r.check.worst_col << "]");
        CHECK(true);
        return r.check.passed;
    } catch (const wmma_asm::Error& e) {
        const std::string what = kernel + ": " + e.what();
        MESSAGE(what);
        return false;
    }
}

}  // namespace

TEST_CASE("staging: which operands are staged, and at which leading dimension") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    const auto& e = cat.get("gemm_f16_f32_nn");   // ld multiple 2
    REQUIRE(e.ld_multiple == 2);
    auto s = odd_shape(10, 20, 30, 31, 20, 21);
    s.batch = 3;
    s.stride_b = 0;
    s.fill_defaults(e);
    const auto st = wmma_asm::stage_gemm_shape(e, s);
    CHECK(st.a);
    CHECK_FALSE(st.b);
    CHECK_FALSE(st.c);                      // a 4-byte C takes any ldc (ldc_multiple 1)
    CHECK(e.c_ld_multiple() == 1);
    CHECK(st.kernel.lda == 32);
    CHECK(st.kernel.ldb == 20);
    CHECK(st.kernel.ldc == 21);
    CHECK(st.kernel.stride_a == 10 * 32);   // the workspace's batch back to back
    CHECK(st.kernel.stride_b == 0);         // B is the caller's, broadcast
    CHECK(st.kernel.stride_c == s.stride_c);
    // A 16-bit C keeps rows on 4-byte boundaries: ldc 21 is staged at 22.
    const auto& e16 = cat.get("gemm_f16_f16_nn");
    REQUIRE(e16.c_ld_multiple() == 2);
    auto s16 = odd_shape(10, 20, 30, 31, 20, 21);
    s16.batch = 3;
    s16.fill_defaults(e16);
    const auto st16 = wmma_asm::stage_gemm_shape(e16, s16);
    CHECK(st16.c);
    CHECK(st16.kernel.ldc == 22);
    CHECK(st16.kernel.stride_c == 10 * 22);
    // A broadcast operand that is staged stays broadcast (one copy).
    s.stride_a = 0;
    CHECK(wmma_asm::stage_gemm_shape(e, s).kernel.stride_a == 0);
    // Nothing staged at the kernel's multiples.
    auto fine = odd_shape(10, 20, 30, 30, 20, 20);
    fine.fill_defaults(e);
    CHECK_FALSE(wmma_asm::stage_gemm_shape(e, fine).any());
    // Staging takes any ld, not a short one: lda < K is still an error naming it.
    auto shorter = odd_shape(10, 20, 30, 29, 20, 20);
    shorter.fill_defaults(e);
    CHECK_THROWS_WITH_AS(wmma_asm::validate_staged_gemm_shape(e, shorter), doctest::Contains("lda 29 < K 30"), wmma_asm::Error);
}

TEST_CASE("staging: every element size of the copies, every C type and layout, odd leading dimensions") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    auto dev = testutil::emu_device();
    // A and B copies of 1 and 2 bytes, C copies of 2 and 4 (in when beta reads C, always out).
    for (const char* k : {"gemm_f16_f32_nn", "gemm_f16_f16_tn_128x64", "gemm_bf16_bf16_nt", "gemm_bf16_f32_tt_128x64",
                          "gemm_i8_i32_tn", "gemm_u8_i32_nt_128x64"}) {
        const auto& e = cat.get(k);
        const bool ints = e.dtype == "i8" || e.dtype == "u8";
        CAPTURE(std::string(k));
        // lda, ldb, ldc one past a multiple: every operand staged
        auto s = odd_shape(70, 45, 93, 0, 0, 0);
        const uint32_t a_row = e.a_layout == "col" ? s.M : s.K, b_row = e.b_layout == "col" ? s.K : s.N;
        // one past the kernel's multiple (2 or 4 elements): not a multiple, every operand staged
        auto past = [&](uint32_t v) { return (v + e.ld_multiple - 1) / e.ld_multiple * e.ld_multiple + 1; };
        s.lda = past(a_row) + (ints ? 2 : 0);
        s.ldb = past(b_row);
        s.ldc = past(s.N);
        s.fill_defaults(e);
        CHECK(wmma_asm::stage_gemm_shape(e, s).a);
        CHECK(wmma_asm::stage_gemm_shape(e, s).b);
        // C: staged when 16-bit (ldc multiple 2); a 4-byte C is written in place at any ldc
        CHECK(wmma_asm::stage_gemm_shape(e, s).c == (e.out == "f16" || e.out == "bf16"));
        CHECK(run_passes(*dev, cat, k, s));
        s.beta = 0.0f; s.beta_i = 0;   // C never read: the data generator poisons it
        CHECK(run_passes(*dev, cat, k, s));
    }
}

TEST_CASE("staging: batches with gaps and a broadcast operand, split-K, and a k-series kernel") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    auto dev = testutil::emu_device();
    auto s = odd_shape(33, 50, 70, 71, 53, 51, 1.0f);
    s.batch = 3;
    s.stride_a = 33 * 71 + 9;   // gaps of NaN between A's matrices
    s.stride_b = 0;             // one B for every batch, staged once
    s.stride_c = 33 * 51 + 5;
    CHECK(run_passes(*dev, cat, "gemm_f16_f32_nn_128x64", s));
    auto t = s;   // TT: A stored K x M, B stored N x K
    t.lda = 35; t.ldb = 73;
    t.stride_a = 70 * 35 + 9;
    CHECK(run_passes(*dev, cat, "gemm_bf16_bf16_tt", t));
    auto k = odd_shape(40, 24, 3000, 3001, 25, 24, 0.25f);
    k.split_k = 4;
    CHECK(run_passes(*dev, cat, "gemm_f16_f32_nn", k));
    CHECK(run_passes(*dev, cat, "gemm_f16_f16_nn", k));   // through its f32 twin and the 16-bit reduction
    // k8 reads 16-byte rows: lda 75 is staged at 80.
    CHECK(run_passes(*dev, cat, "k8", odd_shape(200, 130, 70, 75, 131, 133, 0.25f)));
}

TEST_CASE("staging: a GemmPlan on odd leading dimensions gives the reference result, run after run") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    auto dev = testutil::emu_device();
    wmma_asm::GemmDesc d;
    d.trans_a = 'T'; d.trans_b = 'N';
    d.M = 37; d.N = 29; d.K = 55;
    d.lda = 39; d.ldb = 31; d.ldc = 33;
    d.batch = 2;
    d.beta = 0.5f;
    wmma_asm::GemmPlan plan(*dev, cat, d);
    CHECK(plan.selection_reason().find("staged through a workspace: A B") != std::string::npos);
    const auto& s = plan.shape();
    CHECK(s.lda == 39);   // the caller's storage
    const auto data = wmma_asm::GemmData::random(s, "f16", "f32");
    auto a = dev->alloc(plan.a_bytes()), b = dev->alloc(plan.b_bytes()), c = dev->alloc(plan.c_bytes());
    REQUIRE(data.a_bytes() == plan.a_bytes());
    REQUIRE(data.c_bytes() == plan.c_bytes());
    a.upload(data.a_data(), data.a_bytes());
    b.upload(data.b_data(), data.b_bytes());
    for (int run = 0; run < 2; ++run) {
        c.upload(data.c_data(), data.c_bytes());
        plan.run(a, b, c);
        std::vector<float> got(s.c_total());
        c.download(got.data(), got.size() * 4);
        CHECK(wmma_asm::check_gemm(s, data, got).passed);
        // Outside the matrices (columns past N of each row of C) nothing was written.
        bool kept = true;
        for (uint32_t bt = 0; bt < s.batch; ++bt)
            for (uint32_t i = 0; i < s.M; ++i)
                for (uint32_t j = s.N; j < s.ldc; ++j) {
                    const size_t x = bt * s.stride_c + size_t(i) * s.ldc + j;
                    kept = kept && std::memcmp(&got[x], &data.c0[x], 4) == 0;
                }
        CHECK(kept);
    }
}

TEST_CASE("staging: copies that skip columns, ignore the batch or move a byte of two are caught (negative tests)") {
    auto with_copy = [](const std::string& copy, const std::string& anchor, const std::string& from, const std::string& to,
                        const char* kernel, const wmma_asm::GemmShape& s) {
        const auto text = testutil::mutate_line(testutil::pack_asm(copy), anchor, from, to);
        const testutil::MutantPack pack({kernel, "copy_rows_b8", "copy_rows_b16", "copy_rows_b32"}, {{copy, text}});
        const auto cat = wmma_asm::load_catalog(pack.path());
        auto dev = testutil::emu_device();
        return run_passes(*dev, cat, kernel, s);
    };
    // A staged (lda 301), 300 columns: two workgroups in x; C staged (ldc 51), two batches.
    auto s = odd_shape(33, 50, 300, 301, 50, 51, 1.0f);
    s.batch = 2;
    // Columns past the first workgroup's 256 never copied (x*2^31: j out of range for x >= 1).
    CHECK_FALSE(with_copy("copy_rows_b16", "the workgroup's first column", ", 8", ", 31", "gemm_f16_f32_nn", s));
    // Every z copies batch 0 (A of the second batch wrong).
    CHECK_FALSE(with_copy("copy_rows_b16", "the batch index z", ", s", ", 0 ; s", "gemm_f16_f32_nn", s));
    // The 4-byte copy: k8's C (ld multiple 8) staged at ldc 301, 300 columns: the second
    // workgroup's columns never copied.
    const auto s8 = odd_shape(33, 300, 40, 40, 304, 301, 1.0f);
    CHECK_FALSE(with_copy("copy_rows_b32", "the workgroup's first column", ", 8", ", 31", "k8", s8));
    CHECK(with_copy("copy_rows_b32", "the workgroup's first column", ", 8", ", 8", "k8", s8));
    // A 16-bit element moved as its low byte.
    CHECK_FALSE(with_copy("copy_rows_b16", "one element", "global_load_u16", "global_load_u8", "gemm_f16_f32_nn", s));
    // The same problem passes with the real copies (an identity mutation).
    CHECK(with_copy("copy_rows_b16", "one element", "global_load_u16", "global_load_u16", "gemm_f16_f32_nn", s));
}
