// The attention kernels (attn_fwd_d64, attn_fwd_d128): the probes of their register data paths
// first (P re-layout, row statistics, mask), each with a negative test, then whole problems
// against the FP64 reference over shapes, GQA, causal alignment, tails, layouts and non-finite
// inputs, in strict mode; mutants of the kernel the checks must catch; refusals; the C API.
#include <doctest/doctest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "emu/exec/fp.hpp"
#include "emu_run.hpp"
#include "wmma_asm/attention.hpp"
#include "wmma_asm/catalog.hpp"
#include "wmma_asm/wmma_asm.h"

using testutil::Arg;

namespace {

std::vector<uint8_t> pack(const std::string& name) { return testutil::read_bytes(testutil::pack_dir() + "/" + name + ".hsaco"); }
uint16_t h16(float x) { return emu::fp::cvt_f32_to_f16_rne(emu::fp::bits_of(x)); }
float f32(uint32_t u) { return emu::fp::f32_from_bits(u); }
uint32_t bits(float x) { return emu::fp::bits_of(x); }

// ------------------------------------------------------------------ probe: P -> B operand
// S^T[key][query] = key + query / 32 (distinct, exact in f16): the packed register of VGPR g in
// lane l must hold (S[2g][l%16], S[2g+1][l%16]).
std::vector<float> pack_input() {
    std::vector<float> s(256);
    for (int key = 0; key < 16; ++key)
        for (int q = 0; q < 16; ++q) s[key * 16 + q] = float(key) + float(q) / 32.0f;
    return s;
}

std::vector<std::string> pack_mismatches(const std::vector<uint8_t>& hsaco) {
    auto dev = testutil::emu_device();
    const auto s = pack_input();
    std::vector<Arg> args = {Arg::buffer(s), Arg::zeros(256 * 4)};
    testutil::launch(*dev, hsaco, "probe_attn_pack", {1, 1, 1}, {32, 1, 1}, args);
    const auto out = args[1].as<uint32_t>();
    std::vector<std::string> bad;
    for (int g = 0; g < 8; ++g)
        for (int l = 0; l < 32; ++l) {
            const int q = l % 16;
            const uint32_t want = h16(s[(2 * g) * 16 + q]) | (uint32_t(h16(s[(2 * g + 1) * 16 + q])) << 16);
            if (out[g * 32 + l] != want)
                bad.push_back("v" + std::to_string(g) + " lane " + std::to_string(l));
        }
    return bad;
}

// ------------------------------------------------------------------ probe: row statistics
struct RowStats {
    std::vector<float> out;   // 6 x 32
    std::vector<float> p;     // 2 x 8 x 32
};

RowStats run_rowstats(const std::vector<uint8_t>& hsaco, const std::vector<float>& s, const std::vector<float>& m, float c) {
    auto dev = testutil::emu_device();
    std::vector<Arg> args = {Arg::buffer(s), Arg::buffer(m), Arg::zeros(6 * 32 * 4), Arg::zeros(512 * 4), Arg::f32(c)};
    testutil::launch(*dev, hsaco, "probe_attn_rowstats", {1, 1, 1}, {32, 1, 1}, args);
    return {args[2].as<float>(), args[3].as<float>()};
}

// S for 32 keys x 16 queries: random, query 3 with some -inf keys, query 5 with every key -inf,
// query 7 with one large key; m_old: -inf for queries 0..7, finite (some above the block) after.
void rowstats_input(std::vector<float>& s, std::vector<float>& m) {
    std::mt19937 rng(4);
    std::uniform_real_distribution<float> u(-8.0f, 8.0f);
    s.assign(512, 0);
    for (int key = 0; key < 32; ++key)
        for (int q = 0; q < 16; ++q) {
            float x = u(rng);
            if (q == 3 && key % 3 == 0) x = -INFINITY;
            if (q == 5) x = -INFINITY;
            if (q == 7 && key == 29) x = 40.0f;
            // tile key/16, VGPR (key%16)/2, lane 16*(key%2) + q
            const int t = key / 16, g = (key % 16) / 2, lane = 16 * (key % 2) + q;
            s[t * 256 + g * 32 + lane] = x;
        }
    m.assign(16, -INFINITY);
    for (int q = 8; q < 16; ++q) m[q] = q % 2 ? 100.0f : -3.0f;
}

std::vector<std::string> rowstats_mismatches(const std::vector<uint8_t>& hsaco) {
    std::vector<float> s, m;
    rowstats_input(s, m);
    const float c = 0.18033688f;   // 1/8 * log2(e)
    const RowStats r = run_rowstats(hsaco, s, m, c);
    std::vector<std::string> bad;
    const double u = 0x1p-24;
    for (int l = 0; l < 32; ++l) {
        const int q = l % 16;
        double mx = -INFINITY;
        for (int t = 0; t < 2; ++t)
            for (int g = 0; g < 8; ++g)
                for (int hf = 0; hf < 2; ++hf) mx = std::max<double>(mx, s[t * 256 + g * 32 + 16 * hf + q]);
        const double mnew = std::max<double>(m[q], double(f32(bits(c * float(mx)))));
        const double msafe = std::isinf(mnew) && mnew < 0 ? 0.0 : mnew;
        const double alpha = std::exp2(double(m[q]) - msafe);
        auto near = [&](double got, double want, double rel) {
            if (std::isinf(want) || want == 0) return got == want;
            return std::fabs(got - want) <= rel * std::fabs(want);
        };
        const std::string at = " lane " + std::to_string(l);
        if (r.out[0 * 32 + l] != float(mx)) bad.push_back("block max" + at);
        if (!near(r.out[1 * 32 + l], mnew, 2 * u)) bad.push_back("m_new" + at);
        if (!near(r.out[2 * 32 + l], msafe, 2 * u)) bad.push_back("m_safe" + at);
        if (!near(r.out[3 * 32 + l], alpha, 8 * u * (1 + std::fabs(double(m[q]) - msafe)))) bad.push_back("alpha" + at);
        double part = 0, both = 0;
        for (int t = 0; t < 2; ++t)
            for (int g = 0; g < 8; ++g)
                for (int hf = 0; hf < 2; ++hf) {
                    const double x = s[t * 256 + g * 32 + 16 * hf + q];
                    const double arg = double(c) * x - msafe;
                    const double p = std::exp2(arg);
                    both += p;
                    if (hf == l / 16) {
                        part += p;
                        const double got = r.p[t * 256 + g * 32 + l];
                        if (!near(got, p, 8 * u * (1 + std::fabs(arg)))) bad.push_back("P t" + std::to_string(t) + " v" + std::to_string(g) + at);
                    }
                }
        if (!near(r.out[4 * 32 + l], part, 64 * u)) bad.push_back("partial sum" + at);
        if (!near(r.out[5 * 32 + l], both, 64 * u)) bad.push_back("row sum" + at);
    }
    return bad;
}

// ------------------------------------------------------------------ probe: mask
// Mismatches of the probe's -inf entries against the rule, for one parameter set.
int mask_mismatches(const std::vector<uint8_t>& hsaco, uint32_t sq, uint32_t skv, bool causal, uint32_t q0, uint32_t block) {
    auto dev = testutil::emu_device();
    std::vector<Arg> args = {Arg::zeros(512 * 4), Arg::u32(sq), Arg::u32(skv), Arg::u32(causal ? 1 : 0), Arg::u32(q0),
                             Arg::u32(block)};
    testutil::launch(*dev, hsaco, "probe_attn_mask", {1, 1, 1}, {32, 1, 1}, args);
    const auto out = args[0].as<float>();
    int bad = 0;
    for (int t = 0; t < 2; ++t)
        for (int g = 0; g < 8; ++g)
            for (int l = 0; l < 32; ++l) {
                const int64_t key = int64_t(block) * 32 + t * 16 + 2 * g + l / 16, q = q0 + l % 16;
                const int64_t last = causal ? std::min<int64_t>(q + int64_t(skv) - int64_t(sq), int64_t(skv) - 1) : int64_t(skv) - 1;
                const float want = key > last ? -INFINITY : 0.0f;
                bad += out[t * 256 + g * 32 + l] != want;
            }
    return bad;
}

const struct { uint32_t sq, skv; bool causal; uint32_t q0, block; } kMaskCases[] = {
    {64, 64, true, 0, 0},   {64, 64, true, 16, 0},  {64, 64, true, 32, 1},  {100, 70, false, 0, 2},
    {50, 20, true, 32, 0},  {33, 300, true, 16, 9}, {130, 77, true, 112, 2}, {1, 1, true, 0, 0},
    {5, 40, false, 0, 1},   {300, 33, true, 272, 0},
};

// ------------------------------------------------------------------ whole problems
wmma_asm::AttnShape shape(uint32_t d, uint32_t b, uint32_t h, uint32_t hkv, uint32_t sq, uint32_t skv, bool causal,
                          const std::string& layout = "bhsd") {
    wmma_asm::AttnShape s;
    s.head_dim = d; s.batch = b; s.heads = h; s.kv_heads = hkv; s.seq_q = sq; s.seq_kv = skv; s.causal = causal;
    s.layout = layout;
    return s;
}

wmma_asm::AttnResult run(const wmma_asm::AttnShape& s, const wmma_asm::AttnData* data = nullptr, bool strict = true) {
    auto dev = testutil::emu_device(strict);
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    return wmma_asm::run_attention(*dev, cat, "auto", s, 1, true, data);
}

// A mutated attention kernel run on one shape through the generic path: true when it passes.
bool mutant_passes(const std::string& kernel, const std::string& src, const wmma_asm::AttnShape& shape_in, bool strict = true,
                   std::string* error = nullptr) {
    const testutil::MutantPack pack({}, {{kernel, src}});
    auto dev = testutil::emu_device(strict);
    const auto cat = wmma_asm::load_catalog(pack.path());
    try {
        const auto r = wmma_asm::run_attention(*dev, cat, kernel, shape_in, 1, true);
        return r.check.passed;
    } catch (const wmma_asm::Error& e) {
        if (error) *error = e.what();
        return false;
    }
}

}  // namespace

// ================================================================== probes

TEST_CASE("attention probe: P re-layout - every packed register holds (key 2g, key 2g+1) of its query") {
    const auto bad = pack_mismatches(pack("probe_attn_pack"));
    INFO((bad.empty() ? "" : bad[0]));
    CHECK(bad.empty());
}

TEST_CASE("attention probe: P re-layout catches a wrong byte selector and a wrong lane exchange (negative tests)") {
    const auto text = testutil::pack_asm("probe_attn_pack");
    const auto sel = testutil::mutate_line(text, "c = (keys 0, 2) of", "0x05040100", "0x01000504");
    CHECK(pack_mismatches(testutil::assemble(sel)).size() > 0);
    const auto swap = testutil::mutate_line(text, "0x76543210", "0x76543210", "0x01234567");
    CHECK(pack_mismatches(testutil::assemble(swap)).size() > 0);
}

TEST_CASE("attention probe: row statistics - max, m_new, m_safe, alpha, P and sums (-inf keys and rows included)") {
    const auto bad = rowstats_mismatches(pack("probe_attn_rowstats"));
    INFO((bad.empty() ? "" : bad[0]) << " (" << bad.size() << " mismatches)");
    CHECK(bad.empty());
}

TEST_CASE("attention probe: row statistics catch a maximum that ignores the other half of the wave (negative test)") {
    const auto src = testutil::mutate_line(testutil::pack_asm("probe_attn_rowstats"), "both lanes of query q agree on", "v_max_f32",
                                           "v_min_f32");
    CHECK(rowstats_mismatches(testutil::assemble(src)).size() > 0);
}

TEST_CASE("attention probe: mask - causal (bottom-right), tails and rows with no visible key") {
    const auto hs = pack("probe_attn_mask");
    for (const auto& c : kMaskCases) {
        INFO("Sq " << c.sq << " Skv " << c.skv << " causal " << c.causal << " q0 " << c.q0 << " block " << c.block);
        CHECK(mask_mismatches(hs, c.sq, c.skv, c.causal, c.q0, c.block) == 0);
    }
}

TEST_CASE("attention probe: mask catches an off-by-one threshold (negative test)") {
    const auto src = testutil::mutate_line(testutil::pack_asm("probe_attn_mask"), "key 0(+1) of", "vcc_lo, 0,", "vcc_lo, 1,");
    const auto hs = testutil::assemble(src);
    int total = 0;
    for (const auto& c : kMaskCases) total += mask_mismatches(hs, c.sq, c.skv, c.causal, c.q0, c.block);
    CHECK(total > 0);
}

// ================================================================== whole problems

TEST_CASE("attention: results against FP64 over shapes, GQA/MQA, causal alignment and tails (strict mode)") {
    struct C { uint32_t d, b, h, hkv, sq, skv; bool causal; const char* layout; };
    const C cases[] = {
        {64, 1, 1, 1, 1, 1, false, "bhsd"},   {64, 1, 1, 1, 1, 1, true, "bhsd"},    {128, 1, 2, 1, 17, 33, false, "bhsd"},
        {64, 2, 4, 2, 130, 77, true, "bhsd"}, {128, 1, 3, 1, 64, 64, true, "bshd"}, {64, 1, 1, 1, 200, 40, true, "bhsd"},
        {128, 1, 2, 2, 33, 300, true, "bhsd"}, {64, 1, 2, 1, 129, 129, false, "bshd"}, {128, 2, 2, 1, 1, 257, false, "bhsd"},
        {64, 1, 1, 1, 300, 1, false, "bhsd"},
    };
    for (const auto& c : cases) {
        const auto s = shape(c.d, c.b, c.h, c.hkv, c.sq, c.skv, c.causal, c.layout);
        INFO("D " << c.d << " B " << c.b << " H " << c.h << " Hkv " << c.hkv << " Sq " << c.sq << " Skv " << c.skv
                  << (c.causal ? " causal " : " ") << c.layout);
        const auto r = run(s);
        CHECK(r.check.passed);
        CHECK(r.check.max_o_ratio <= 1.0);
        CHECK(r.check.max_lse_ratio <= 1.0);
    }
}

TEST_CASE("attention: a query that sees no key gets O = 0 and LSE = -inf; the others are normal") {
    const auto s = shape(64, 1, 1, 1, 50, 20, true);   // queries 0..29 see no key (Sq > Skv, bottom-right)
    const auto r = run(s);
    REQUIRE(r.check.passed);
    for (uint32_t q = 0; q < 50; ++q) {
        const bool none = q < 30;
        CHECK((r.lse[q] == -INFINITY) == none);
        if (none)
            for (uint32_t d = 0; d < 64; ++d) CHECK(r.o[q * 64 + d] == 0);
    }
}

TEST_CASE("attention: NaN and infinity inputs behave as the reference does") {
    auto s = shape(64, 1, 1, 1, 40, 48, false);
    s.fill_defaults();
    auto data = wmma_asm::AttnData::random(s);
    data.q[7 * 64 + 3] = 0x7e00;                 // NaN in query 7: its row of O and its LSE are NaN
    data.v[11 * 64 + 5] = 0x7c00;                // +inf in V[11][5]: column 5 of every O row is +inf
    const auto r = run(s, &data);
    CHECK(r.check.passed);
    CHECK(std::isnan(r.lse[7]));
    CHECK(r.o[7 * 64 + 0] == 0x7e00);            // the kernel's NaN (quiet, positive)
    CHECK(r.o[0 * 64 + 5] == 0x7c00);
    CHECK(std::isfinite(r.lse[0]));
}

TEST_CASE("attention: the same inputs give bit-identical outputs (one and two host threads)") {
    const auto s = shape(128, 1, 2, 1, 70, 90, true);
    wmma_asm::AttnResult a, b;
    {
        wmma_asm::DeviceOptions o;
        o.backend = "emu";
        o.emu_target = testutil::arch();
        o.threads = 1;
        auto dev = wmma_asm::open_device(o);
        a = wmma_asm::run_attention(*dev, wmma_asm::load_catalog(testutil::pack_dir()), "auto", s, 1, true);
    }
    b = run(s);
    CHECK(a.o == b.o);
    CHECK(std::memcmp(a.lse.data(), b.lse.data(), a.lse.size() * 4) == 0);
}

TEST_CASE("attention: the check catches a wrong O element, a wrong LSE and the wrong mask (negative tests)") {
    const auto s = shape(64, 1, 1, 1, 24, 24, true);
    auto sf = s;
    sf.fill_defaults();
    const auto data = wmma_asm::AttnData::random(sf);
    const auto r = run(sf, &data);
    REQUIRE(r.check.passed);
    auto o = r.o;
    o[5 * 64 + 9] ^= 0x0400;                     // one exponent bit
    CHECK_FALSE(wmma_asm::check_attention(sf, data, o, r.lse).passed);
    auto lse = r.lse;
    lse[3] += 1e-3f;
    CHECK_FALSE(wmma_asm::check_attention(sf, data, r.o, lse).passed);
    auto nc = sf;
    nc.causal = false;                           // the causal result judged as a non-causal one
    CHECK_FALSE(wmma_asm::check_attention(nc, data, r.o, r.lse).passed);
    // The check runs its rows on several threads; the failure it names is still the first in row
    // order (a row's O elements, then its LSE), and the counts are every thread's. Rows 3 and 4
    // fall to different threads when there are two or more.
    auto o2 = r.o;
    o2[4 * 64 + 2] ^= 0x0400;
    o2[3 * 64 + 40] ^= 0x0400;
    o2[3 * 64 + 41] ^= 0x0400;
    auto l2 = r.lse;
    l2[3] += 1e-3f;
    const auto c1 = wmma_asm::check_attention(sf, data, o2, r.lse);
    CHECK(c1.bad_o == 3);
    CHECK(c1.bad_lse == 0);
    CHECK(c1.worst_q == 3);
    CHECK(c1.worst_d == 40);
    const auto c2 = wmma_asm::check_attention(sf, data, o2, l2);
    CHECK(c2.bad_lse == 1);
    CHECK(c2.worst_q == 3);
    CHECK(c2.worst_d == 40);   // row 3's O elements come before its LSE
    auto o3 = r.o;
    o3[4 * 64 + 2] ^= 0x0400;
    const auto c3 = wmma_asm::check_attention(sf, data, o3, l2);
    CHECK(c3.worst_q == 3);
    CHECK(c3.worst_d == uint32_t(-1));   // row 3's LSE, before row 4's O
}

TEST_CASE("attention: mutants of the kernel are caught (rescale skipped, barrier dropped, GQA head, mask skipped)") {
    const auto text = testutil::pack_asm("attn_fwd_d64");
    const auto s = shape(64, 1, 4, 2, 130, 160, true);
    std::string err;
    // O^T never rescaled: the running maximum moves between blocks of random data.
    CHECK_FALSE(mutant_passes("attn_fwd_d64", testutil::mutate_line(text, "every alpha 1 (even blocks)", "s_cbranch_vccz", "s_branch"),
                              shape(64, 1, 1, 1, 64, 256, false)));
    // No barrier after storing the next block: strict mode reports the LDS race.
    CHECK_FALSE(mutant_passes("attn_fwd_d64", testutil::mutate_line(text, "by every wave (even blocks)", "s_barrier", "s_nop 0"), s,
                              true, &err));
    CHECK(err.find("strict") != std::string::npos);
    // The K/V head of a GQA group computed with the wrong shift.
    CHECK_FALSE(mutant_passes("attn_fwd_d64", testutil::mutate_line(text, "h << 8: (h << 8) * magic", ", 8", ", 7"), s));
    // Masking skipped on the diagonal blocks.
    CHECK_FALSE(mutant_passes("attn_fwd_d64", testutil::mutate_line(text, "a block before the first masked one (even blocks)",
                                                                    "s_cmp_lt_u32", "s_cmp_ge_u32"), s));
}

TEST_CASE("attention: impossible problems are refused with a clear error") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    auto dev = testutil::emu_device();
    auto refused = [&](wmma_asm::AttnShape s, const std::string& what) {
        try {
            wmma_asm::run_attention(*dev, cat, "auto", s, 1, false);
        } catch (const wmma_asm::Error& e) {
            INFO(e.what());
            CHECK(std::string(e.what()).find(what) != std::string::npos);
            return;
        }
        FAIL("accepted: " << what);
    };
    refused(shape(96, 1, 1, 1, 16, 16, false), "head dim 96 is not supported");
    refused(shape(64, 1, 6, 4, 16, 16, false), "not a multiple of 4 kv heads");
    refused(shape(64, 1, 4096, 1, 16, 16, false), "at most 4095 heads");
    auto s = shape(64, 1, 1, 1, 16, 16, false);
    s.scale = -1.0f;
    refused(s, "scale must be finite and positive");
    s = shape(64, 1, 1, 1, 16, 16, false);
    s.q.row = 32; s.q.head = 16 * 32; s.q.batch = 16 * 32;
    refused(s, "q rows 32 elements apart");
    refused(shape(128, 1, 1, 1, 0, 16, false), "at least 1");
    s = shape(64, 1, 1, 1, 16, 16, false);
    s.layout = "hbsd";
    refused(s, "layout 'hbsd'");
    // a buffer too small for the plan
    s = shape(64, 1, 1, 1, 16, 16, false);
    wmma_asm::AttnPlan plan(*dev, cat, s);
    auto small = dev->alloc(16);
    auto q = dev->alloc(plan.q_bytes()), k = dev->alloc(plan.k_bytes()), v = dev->alloc(plan.v_bytes()), l = dev->alloc(plan.lse_bytes());
    try {
        plan.run(q, k, v, small, l);
        FAIL("a 16-byte O accepted");
    } catch (const wmma_asm::Error& e) {
        CHECK(std::string(e.what()).find("the O buffer holds 16 bytes") != std::string::npos);
    }
}

TEST_CASE("attention: the C interface plans, runs and reports errors") {
    wmma_asm_error err;
    wmma_asm_device dev = nullptr;
    REQUIRE(wmma_asm_device_open("emu", 1, &dev, &err) == WMMA_ASM_OK);
    wmma_asm_attn_desc d;
    wmma_asm_attn_desc_init(&d);
    d.heads = 2; d.kv_heads = 1; d.seq_q = 20; d.seq_kv = 30; d.head_dim = 64; d.causal = 1;
    wmma_asm_attn_plan plan = nullptr;
    const std::string dir = testutil::pack_dir();
    REQUIRE(wmma_asm_attn_plan_create(dev, dir.c_str(), &d, nullptr, &plan, &err) == WMMA_ASM_OK);
    CHECK(std::string(wmma_asm_attn_plan_kernel(plan)) == "attn_fwd_d64");
    wmma_asm::AttnShape s = shape(64, 1, 2, 1, 20, 30, true);
    s.fill_defaults();
    const auto data = wmma_asm::AttnData::random(s);
    wmma_asm_buffer bq, bk, bv, bo, bl;
    REQUIRE(wmma_asm_buffer_alloc(dev, wmma_asm_attn_plan_bytes(plan, 'Q'), &bq, &err) == WMMA_ASM_OK);
    REQUIRE(wmma_asm_buffer_alloc(dev, wmma_asm_attn_plan_bytes(plan, 'K'), &bk, &err) == WMMA_ASM_OK);
    REQUIRE(wmma_asm_buffer_alloc(dev, wmma_asm_attn_plan_bytes(plan, 'V'), &bv, &err) == WMMA_ASM_OK);
    REQUIRE(wmma_asm_buffer_alloc(dev, wmma_asm_attn_plan_bytes(plan, 'O'), &bo, &err) == WMMA_ASM_OK);
    REQUIRE(wmma_asm_buffer_alloc(dev, wmma_asm_attn_plan_bytes(plan, 'L'), &bl, &err) == WMMA_ASM_OK);
    CHECK(wmma_asm_attn_plan_bytes(plan, 'X') == 0);
    wmma_asm_buffer_upload(bq, data.q.data(), data.q.size() * 2, &err);
    wmma_asm_buffer_upload(bk, data.k.data(), data.k.size() * 2, &err);
    wmma_asm_buffer_upload(bv, data.v.data(), data.v.size() * 2, &err);
    double ms = -1;
    REQUIRE(wmma_asm_attn_run(plan, bq, bk, bv, bo, bl, &ms, &err) == WMMA_ASM_OK);
    CHECK(ms > 0);
    std::vector<uint16_t> o(size_t(s.o_elems()));
    std::vector<float> lse(size_t(s.lse_elems()));
    wmma_asm_buffer_download(bo, o.data(), o.size() * 2, &err);
    wmma_asm_buffer_download(bl, lse.data(), lse.size() * 4, &err);
    CHECK(wmma_asm::check_attention(s, data, o, lse).passed);
    CHECK(wmma_asm_attn_run(plan, bq, bk, bv, nullptr, bl, &ms, &err) == WMMA_ASM_ERROR_INVALID);
    // errors: a head dim the pack lacks, an impossible shape
    wmma_asm_attn_plan p2 = nullptr;
    d.head_dim = 80;
    CHECK(wmma_asm_attn_plan_create(dev, dir.c_str(), &d, nullptr, &p2, &err) == WMMA_ASM_ERROR_NO_KERNEL);
    CHECK(std::string(err.message).find("head dim 80") != std::string::npos);
    d.head_dim = 64;
    d.kv_heads = 3;
    CHECK(wmma_asm_attn_plan_create(dev, dir.c_str(), &d, nullptr, &p2, &err) == WMMA_ASM_ERROR_INVALID);
    CHECK(p2 == nullptr);
    for (auto b : {bq, bk, bv, bo, bl}) wmma_asm_buffer_free(b);
    wmma_asm_attn_plan_destroy(plan);
    wmma_asm_device_close(dev);
}
