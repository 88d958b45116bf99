// The GEMM library's C++ plan and C interface: selection from a table (nearest entry whose kernel
// can take the problem, a table naming a kernel that cannot is skipped), plans, status codes and
// messages for every misuse.
#include <doctest/doctest.h>

#include <cstring>

#include "emu_run.hpp"
#include "wmma_asm/library.hpp"
#include "wmma_asm/staging.hpp"
#include "wmma_asm/wmma_asm.h"

namespace {

wmma_asm::GemmDesc desc(uint32_t m, uint32_t n, uint32_t k, const char* layout = "NN", const char* type = "f16",
                        const char* out = "f32") {
    wmma_asm::GemmDesc d;
    d.trans_a = layout[0]; d.trans_b = layout[1];
    d.type = type; d.out = out;
    d.M = m; d.N = n; d.K = k;
    return d;
}

}  // namespace

TEST_CASE("select: the nearest table entry whose kernel takes the problem") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    const auto table = wmma_asm::parse_selection(R"(# test table
f16_f32_nn 512 512 512 1 k7 17.0
f16_f32_nn 4096 4096 4096 1 k8 52.1
f16_f32_nn 64 64 64 1 k1
f16_f32_nn 512 512 512 8 gemm_f16_f32_nn
bf16_f32_tn 1024 1024 1024 1 gemm_bf16_f32_tn
)", "test");
    REQUIRE(table.size() == 5);
    std::string why;
    CHECK(wmma_asm::select_gemm_kernel(cat, table, desc(4000, 3000, 5000), &why) == "k8");
    CHECK(why.find("selection table: k8") != std::string::npos);
    CHECK(wmma_asm::select_gemm_kernel(cat, table, desc(600, 500, 400)) == "k7");
    // Nearest is k1 (64^3), but k1 needs multiples of 16: the next nearest that takes 60 x 60 x 60.
    CHECK(wmma_asm::select_gemm_kernel(cat, table, desc(60, 60, 60), &why) == "k7");
    CHECK(why.find("k1") != std::string::npos);
    // A batch only a batched kernel computes.
    auto b = desc(512, 512, 512);
    b.batch = 8;
    CHECK(wmma_asm::select_gemm_kernel(cat, table, b) == "gemm_f16_f32_nn");
    b.batch = 3;
    CHECK(wmma_asm::select_gemm_kernel(cat, table, b) == "gemm_f16_f32_nn");
    // Types and layout must match; a key with no entry falls back to the catalog's last kernel
    // that computes it (the library lists the 128 x 64 tiles last).
    CHECK(wmma_asm::select_gemm_kernel(cat, table, desc(64, 64, 64, "TN", "bf16")) == "gemm_bf16_f32_tn");
    CHECK(wmma_asm::select_gemm_kernel(cat, table, desc(64, 64, 64, "TT", "f16", "f16"), &why) == "gemm_f16_f16_tt_128x64");
    CHECK(why.find("no table entry") != std::string::npos);
}

TEST_CASE("select: a table entry may split K (kernel@S); a split the kernel cannot take is refused") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    const auto table = wmma_asm::parse_selection("f16_f32_nn 64 64 16384 1 gemm_f16_f32_nn@16 4.5\n"
                                                 "f16_f16_nn 64 64 16384 1 gemm_f16_f16_nn@8\n"
                                                 "f16_f16_nn 64 64 8192 1 gemm_f16_f16_nn_128x64\n"
                                                 "f16_f32_nn 64 64 65536 1 k8@8\n", "t");
    REQUIRE(table.size() == 4);
    CHECK(table[0].kernel == "gemm_f16_f32_nn");
    CHECK(table[0].split_k == 16);
    std::string why;
    auto c = wmma_asm::select_gemm(cat, table, desc(64, 64, 10000), &why);
    CHECK(c.kernel == "gemm_f16_f32_nn");
    CHECK(c.split_k == 16);
    CHECK(why.find("split 16") != std::string::npos);
    // The caller's split wins over the table's.
    auto d = desc(64, 64, 10000);
    d.split_k = 4;
    CHECK(wmma_asm::select_gemm(cat, table, d).split_k == 4);
    // A 16-bit C splits through its f32 twin.
    c = wmma_asm::select_gemm(cat, table, desc(64, 64, 16384, "NN", "f16", "f16"), &why);
    CHECK(c.kernel == "gemm_f16_f16_nn");
    CHECK(c.split_k == 8);
    // A kernel that does not split K (k8, not a library kernel): that entry is refused, the next one taken.
    c = wmma_asm::select_gemm(cat, table, desc(64, 64, 65536), &why);
    CHECK(c.kernel == "gemm_f16_f32_nn");
    CHECK(c.split_k == 16);
    CHECK(why.find("does not split K") != std::string::npos);
    CHECK_THROWS_WITH_AS(wmma_asm::parse_selection("f16_f32_nn 64 64 64 1 k8@0\n", "t"), doctest::Contains("split '0'"),
                         wmma_asm::Error);
}

TEST_CASE("select: a table pointing at a kernel that cannot take the problem is refused, not run (negative test)") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    // Wrong types, wrong layout, a missing kernel, a probe: all skipped; with nothing else in
    // the table the catalog fallback decides.
    const auto table = wmma_asm::parse_selection("f16_f32_nn 64 64 64 1 s8\nf16_f32_nn 64 64 64 1 h1\n"
                                                 "f16_f32_nn 64 64 64 1 nosuchkernel\nf16_f32_nn 64 64 64 1 probe_wmma_layout\n",
                                                 "bad");
    std::string why;
    const auto k = wmma_asm::select_gemm_kernel(cat, table, desc(64, 64, 64), &why);
    CHECK(k != "s8");
    CHECK(k != "h1");
    CHECK(wmma_asm::gemm_kernel_mismatch(cat.get(k), desc(64, 64, 64)).empty());
    CHECK(why.find("computes f32 -> f32") != std::string::npos);
    CHECK(why.find("h1 reads op(A), op(B) = ") != std::string::npos);
    CHECK(why.find("no kernel nosuchkernel") != std::string::npos);
    // Malformed tables name their line.
    CHECK_THROWS_WITH_AS(wmma_asm::parse_selection("f16_f32_nn 64 64\n", "t"), doctest::Contains("t:1"), wmma_asm::Error);
    CHECK_THROWS_WITH_AS(wmma_asm::parse_selection("\nf16_f32_nn 64 0 64 1 k8\n", "t"), doctest::Contains("t:2: N '0'"),
                         wmma_asm::Error);
    // No kernel at all: an Error that says why.
    auto d = desc(64, 64, 64);
    d.lda = 63;   // shorter than a row of A (K = 64)
    CHECK_THROWS_WITH_AS(wmma_asm::select_gemm_kernel(cat, table, d), doctest::Contains("lda 63 < K 64"), wmma_asm::Error);
    // An ld no kernel reads directly is not a reason to refuse: the operand is staged.
    d.lda = 65;
    const auto staged = wmma_asm::select_gemm_kernel(cat, table, d);
    CHECK(wmma_asm::stage_gemm_shape(cat.get(staged), wmma_asm::gemm_shape(cat.get(staged), d)).a);
}

TEST_CASE("plan: a GemmPlan selects, runs repeatedly and refuses buffers too small for it") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    auto dev = testutil::emu_device();
    auto d = desc(40, 24, 33, "NT", "f16", "f16");
    d.batch = 2;
    wmma_asm::GemmPlan plan(*dev, cat, d);
    // The pack's table decides the tile; the kernel computes NT f16 -> f16 with batches.
    CHECK(plan.kernel().rfind("gemm_f16_f16_nt", 0) == 0);
    CHECK(plan.kernel() == wmma_asm::select_gemm_kernel(cat, wmma_asm::load_selection(cat), d));
    CHECK(plan.grid().z == 2);
    const auto& s = plan.shape();
    // A = 1 everywhere, B = 0.5: C = K / 2 = 16.5 in every element of both batches.
    std::vector<uint16_t> a(plan.a_bytes() / 2, 0x3c00), b(plan.b_bytes() / 2, 0x3800), c(plan.c_bytes() / 2, 0);
    auto ab = dev->alloc(plan.a_bytes()), bb = dev->alloc(plan.b_bytes()), cb = dev->alloc(plan.c_bytes());
    ab.upload(a.data(), a.size() * 2);
    bb.upload(b.data(), b.size() * 2);
    for (int it = 0; it < 2; ++it) {
        plan.run(ab, bb, cb);
        cb.download(c.data(), c.size() * 2);
        CHECK(c[0] == 0x4c20);                                         // f16 16.5
        CHECK(c[s.stride_c + 39 * s.ldc + 23] == 0x4c20);
    }
    auto small = dev->alloc(plan.c_bytes() - 2);
    CHECK_THROWS_WITH_AS(plan.run(ab, bb, small), doctest::Contains("C holds"), wmma_asm::Error);
    CHECK_THROWS_WITH_AS(wmma_asm::GemmPlan(*dev, cat, d, "k8"), doctest::Contains("computes f16 -> f32"), wmma_asm::Error);
}

TEST_CASE("plan: the catalog holds the pack's selection table as it read it, and plans choose from it") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    const auto file = wmma_asm::load_selection(cat);
    REQUIRE_FALSE(file.empty());
    REQUIRE(cat.selection().size() == file.size());
    for (size_t i = 0; i < file.size(); ++i) {
        CHECK(cat.selection()[i].key == file[i].key);
        CHECK(cat.selection()[i].kernel == file[i].kernel);
        CHECK(cat.selection()[i].split_k == file[i].split_k);
    }
    // A plan reads the catalog's table, not the file: a table naming k7 for 256^3 picks k7.
    auto dev = testutil::emu_device();
    auto mine = cat;
    mine.set_selection(wmma_asm::parse_selection("f16_f32_nn 256 256 256 1 k7\n", "test"));
    CHECK(wmma_asm::GemmPlan(*dev, mine, desc(256, 256, 256)).kernel() == "k7");
    mine.set_selection(wmma_asm::parse_selection("f16_f32_nn 256 256 256 1 k8\n", "test"));
    CHECK(wmma_asm::GemmPlan(*dev, mine, desc(256, 256, 256)).kernel() == "k8");
    // A pack without a table has none; a malformed one fails the catalog's load, naming its line.
    testutil::TempDir pack;
    testutil::write_text(pack.file("catalog.txt"), testutil::read_text(testutil::pack_dir() + "/catalog.txt"));
    const auto k1 = testutil::read_bytes(testutil::pack_dir() + "/k1.hsaco");
    testutil::write_bytes(pack.file("k1.hsaco"), k1.data(), k1.size());
    CHECK(wmma_asm::load_catalog(pack.path()).selection().empty());
    // A malformed table fails the selection, naming its line, and nothing else: the catalog
    // loads, and a named kernel still plans and runs.
    testutil::write_text(pack.file("selection.txt"), "# ok\nf16_f32_nn 64 64 64 1 k1\nf16_f32_nn 64 0 64 1 k1\n");
    const auto bad = wmma_asm::load_catalog(pack.path());
    CHECK(bad.entries.size() == cat.entries.size());
    CHECK_THROWS_WITH_AS(bad.selection(), doctest::Contains("selection.txt:3: N '0'"), wmma_asm::Error);
    CHECK_THROWS_WITH_AS(wmma_asm::GemmPlan(*dev, bad, desc(64, 64, 64)), doctest::Contains("selection.txt:3: N '0'"),
                         wmma_asm::Error);
    CHECK(wmma_asm::GemmPlan(*dev, bad, desc(64, 64, 64), "k1").kernel() == "k1");
}

TEST_CASE("C interface: a GEMM end to end, and a status and message for every misuse") {
    wmma_asm_error err;
    wmma_asm_device dev = nullptr;
    REQUIRE(wmma_asm_device_open("emu", 1, &dev, &err) == WMMA_ASM_OK);
    CHECK(std::strstr(wmma_asm_device_description(dev), "emulator") != nullptr);
    wmma_asm_gemm_desc d;
    wmma_asm_gemm_desc_init(&d);
    d.m = 33; d.n = 17; d.k = 20;
    d.type = "bf16";
    d.out = "f32";
    d.trans_a = 'T';
    wmma_asm_gemm_plan plan = nullptr;
    const std::string pack = testutil::pack_dir();
    REQUIRE(wmma_asm_gemm_plan_create(dev, pack.c_str(), &d, nullptr, &plan, &err) == WMMA_ASM_OK);
    CHECK(std::string(wmma_asm_gemm_plan_kernel(plan)).rfind("gemm_bf16_f32_tn", 0) == 0);
    const size_t na = wmma_asm_gemm_plan_bytes(plan, 'A'), nb = wmma_asm_gemm_plan_bytes(plan, 'B'),
                 nc = wmma_asm_gemm_plan_bytes(plan, 'C');
    CHECK(wmma_asm_gemm_plan_bytes(plan, 'x') == 0);
    std::vector<uint16_t> a(na / 2, 0x4000), b(nb / 2, 0x3e80);   // bf16 2 and 0.25: C = K / 2 = 10
    std::vector<float> c(nc / 4, -1.0f);
    wmma_asm_buffer ab, bb, cb;
    REQUIRE(wmma_asm_buffer_alloc(dev, na, &ab, &err) == WMMA_ASM_OK);
    REQUIRE(wmma_asm_buffer_alloc(dev, nb, &bb, &err) == WMMA_ASM_OK);
    REQUIRE(wmma_asm_buffer_alloc(dev, nc, &cb, &err) == WMMA_ASM_OK);
    CHECK(wmma_asm_buffer_upload(ab, a.data(), na, &err) == WMMA_ASM_OK);
    CHECK(wmma_asm_buffer_upload(bb, b.data(), nb, &err) == WMMA_ASM_OK);
    double ms = -1;
    CHECK(wmma_asm_gemm_run(plan, ab, bb, cb, &ms, &err) == WMMA_ASM_OK);
    CHECK(ms >= 0);
    CHECK(wmma_asm_buffer_download(cb, c.data(), nc, &err) == WMMA_ASM_OK);
    CHECK(c[0] == 10.0f);
    CHECK(c[32 * 17 + 16] == 10.0f);   // ldc = 17: a 4-byte C takes any ldc (ldc_multiple 1)

    // Misuse: statuses and messages.
    CHECK(wmma_asm_gemm_run(plan, ab, bb, nullptr, nullptr, &err) == WMMA_ASM_ERROR_INVALID);
    CHECK(std::strstr(err.message, "NULL") != nullptr);
    CHECK(wmma_asm_gemm_run(plan, cb, bb, ab, nullptr, &err) == WMMA_ASM_ERROR_DEVICE);   // C too small for C
    CHECK(std::strstr(err.message, "holds") != nullptr);
    wmma_asm_gemm_plan bad = nullptr;
    auto bd = d;
    bd.type = "f64";
    CHECK(wmma_asm_gemm_plan_create(dev, pack.c_str(), &bd, nullptr, &bad, &err) == WMMA_ASM_ERROR_INVALID);
    CHECK(std::strstr(err.message, "f64") != nullptr);
    CHECK(bad == nullptr);
    bd = d;
    bd.trans_b = 'X';
    CHECK(wmma_asm_gemm_plan_create(dev, pack.c_str(), &bd, nullptr, &bad, &err) == WMMA_ASM_ERROR_INVALID);
    bd = d;
    bd.lda = 3;
    CHECK(wmma_asm_gemm_plan_create(dev, pack.c_str(), &bd, nullptr, &bad, &err) == WMMA_ASM_ERROR_NO_KERNEL);
    CHECK(std::strstr(err.message, "lda") != nullptr);
    CHECK(wmma_asm_gemm_plan_create(dev, pack.c_str(), &d, "k8", &bad, &err) == WMMA_ASM_ERROR_NO_KERNEL);
    CHECK(wmma_asm_gemm_plan_create(dev, pack.c_str(), &d, "nosuch", &bad, &err) == WMMA_ASM_ERROR_NO_KERNEL);
    CHECK(std::strstr(err.message, "unknown kernel 'nosuch'") != nullptr);
    CHECK(wmma_asm_gemm_plan_create(dev, "/nonexistent", &d, nullptr, &bad, &err) == WMMA_ASM_ERROR_DEVICE);
    wmma_asm_device other = nullptr;
    CHECK(wmma_asm_device_open("cuda", 1, &other, nullptr) != WMMA_ASM_OK);   // err may be NULL
    CHECK(other == nullptr);
    wmma_asm_buffer huge = nullptr;
    CHECK(wmma_asm_buffer_alloc(dev, ~size_t(0) / 2, &huge, &err) == WMMA_ASM_ERROR_MEMORY);
    CHECK(huge == nullptr);

    wmma_asm_buffer_free(ab);
    wmma_asm_buffer_free(bb);
    wmma_asm_buffer_free(cb);
    wmma_asm_gemm_plan_destroy(plan);
    wmma_asm_device_close(dev);
}
