// The guardrail probes: every data path of the GEMM kernels is proved on its own before any
// GEMM result is trusted. Each probe check also has a negative test: a deliberately broken
// variant of the probe kernel that the check must catch.
#include <doctest/doctest.h>

#include <cmath>
#include <sstream>

#include "emu/exec/fp.hpp"
#include "emu_run.hpp"

using testutil::Arg;

namespace {

uint16_t h(float x) { return emu::fp::cvt_f32_to_f16_rne(emu::fp::bits_of(x)); }
float f(uint16_t x) { return emu::fp::f16_to_float(x); }

// Probe inputs: A[i][k] = 16i + k and B[k][j] = 1024 + 16k + j, all exact in FP16, so every
// value names the element it came from.
std::vector<uint16_t> ramp_a() {
    std::vector<uint16_t> a(256);
    for (int i = 0; i < 16; ++i) for (int k = 0; k < 16; ++k) a[i * 16 + k] = h(float(16 * i + k));
    return a;
}
std::vector<uint16_t> ramp_b() {
    std::vector<uint16_t> b(256);
    for (int k = 0; k < 16; ++k) for (int j = 0; j < 16; ++j) b[k * 16 + j] = h(float(1024 + 16 * k + j));
    return b;
}

std::string name_a(uint16_t v) {
    const int x = int(f(v));
    return "A[" + std::to_string(x / 16) + "][" + std::to_string(x % 16) + "]";
}
std::string name_b(uint16_t v) {
    const int x = int(f(v)) - 1024;
    return "B[" + std::to_string(x / 16) + "][" + std::to_string(x % 16) + "]";
}

// Every register word of both operands against the reference layout: A VGPR g, lane l holds
// A[l%16][2g] (low) and A[l%16][2g+1] (high); B VGPR g, lane l holds B[2g][l%16] and B[2g+1][l%16].
std::vector<std::string> fragment_mismatches(const std::vector<uint32_t>& ar, const std::vector<uint32_t>& br) {
    const auto a = ramp_a(), b = ramp_b();
    std::vector<std::string> bad;
    for (int g = 0; g < 8; ++g)
        for (int l = 0; l < 32; ++l) {
            const int i = l % 16;
            const uint32_t wa = a[i * 16 + 2 * g] | (uint32_t(a[i * 16 + 2 * g + 1]) << 16);
            const uint32_t wb = b[(2 * g) * 16 + i] | (uint32_t(b[(2 * g + 1) * 16 + i]) << 16);
            const uint32_t ga = ar[g * 32 + l], gb = br[g * 32 + l];
            if (ga != wa)
                bad.push_back("A v" + std::to_string(g) + " lane " + std::to_string(l) + " holds " + name_a(uint16_t(ga)) + "," +
                              name_a(uint16_t(ga >> 16)) + ", expected " + name_a(uint16_t(wa)) + "," + name_a(uint16_t(wa >> 16)));
            if (gb != wb)
                bad.push_back("B v" + std::to_string(g) + " lane " + std::to_string(l) + " holds " + name_b(uint16_t(gb)) + "," +
                              name_b(uint16_t(gb >> 16)) + ", expected " + name_b(uint16_t(wb)) + "," + name_b(uint16_t(wb >> 16)));
        }
    return bad;
}

std::vector<std::string> run_fragment_dump(const std::vector<uint8_t>& hsaco) {
    auto dev = testutil::emu_device();
    std::vector<Arg> args = {Arg::buffer(ramp_a()), Arg::buffer(ramp_b()), Arg::zeros(8 * 32 * 4), Arg::zeros(8 * 32 * 4)};
    testutil::launch(*dev, hsaco, "probe_fragment_dump", {1, 1, 1}, {32, 1, 1}, args);
    return fragment_mismatches(args[2].as<uint32_t>(), args[3].as<uint32_t>());
}

// Layout probe: A is the shift permutation P (A[i][k] = 1 when k = (i+1) mod 16), B the ramp
// B[k][j] = 16k + j. The right product is D[i][j] = B[(i+1)%16][j]; the usual mistakes give
// other, recognisable matrices, so the probe names the failure instead of reporting an error.
std::string classify_layout(const std::vector<float>& d) {
    struct Candidate { const char* name; int (*row)(int, int); int (*col)(int, int); };
    const Candidate cands[] = {
        {"correct", [](int i, int) { return (i + 1) % 16; }, [](int, int j) { return j; }},
        {"A transposed", [](int i, int) { return (i + 15) % 16; }, [](int, int j) { return j; }},
        {"B transposed", [](int, int j) { return j; }, [](int i, int) { return (i + 1) % 16; }},
        {"D transposed", [](int, int j) { return (j + 1) % 16; }, [](int i, int) { return i; }},
        {"C/D rows: even/odd halves swapped", [](int i, int) { return ((i ^ 1) + 1) % 16; }, [](int, int j) { return j; }},
    };
    for (const auto& c : cands) {
        bool all = true;
        for (int i = 0; i < 16 && all; ++i)
            for (int j = 0; j < 16 && all; ++j) all = d[i * 16 + j] == float(16 * c.row(i, j) + c.col(i, j));
        if (all) return c.name;
    }
    return "unrecognised layout error";
}

std::vector<float> run_layout_probe(const std::vector<uint8_t>& hsaco, const std::vector<uint16_t>& a,
                                    const std::vector<uint16_t>& b) {
    auto dev = testutil::emu_device();
    std::vector<Arg> args = {Arg::buffer(a), Arg::buffer(b), Arg::zeros(256 * 4)};
    testutil::launch(*dev, hsaco, "probe_wmma_layout", {1, 1, 1}, {32, 1, 1}, args);
    return args[2].as<float>();
}

std::vector<uint16_t> shift_permutation() {
    std::vector<uint16_t> p(256, 0);
    for (int i = 0; i < 16; ++i) p[i * 16 + (i + 1) % 16] = h(1.0f);
    return p;
}
std::vector<uint16_t> index_ramp_b() {
    std::vector<uint16_t> b(256);
    for (int k = 0; k < 16; ++k) for (int j = 0; j < 16; ++j) b[k * 16 + j] = h(float(16 * k + j));
    return b;
}

std::vector<uint8_t> pack(const std::string& name) { return testutil::read_bytes(testutil::pack_dir() + "/" + name + ".hsaco"); }

// Epilogue probe: C[i][j] must become alpha * ((i/2)*32 + (i%2)*16 + j) + beta * C_old[i][j];
// returns the mismatches (ldc = 20 leaves columns 16..19 that must stay untouched).
std::vector<std::string> epilogue_mismatches(const std::vector<uint8_t>& hsaco, float alpha, float beta) {
    const uint32_t ldc = 20;
    std::vector<float> c0(16 * ldc);
    for (size_t x = 0; x < c0.size(); ++x) c0[x] = float(x % 7) - 3.0f;
    auto dev = testutil::emu_device();
    std::vector<Arg> args = {Arg::buffer(c0), Arg::u32(ldc), Arg::f32(alpha), Arg::f32(beta)};
    testutil::launch(*dev, hsaco, "probe_epilogue_dump", {1, 1, 1}, {32, 1, 1}, args);
    const auto c = args[0].as<float>();
    std::vector<std::string> bad;
    for (uint32_t i = 0; i < 16; ++i)
        for (uint32_t j = 0; j < ldc; ++j) {
            const float old = c0[i * ldc + j];
            const float want = j < 16 ? alpha * float((i / 2) * 32 + (i % 2) * 16 + j) + beta * old : old;
            if (c[i * ldc + j] != want)
                bad.push_back("C[" + std::to_string(i) + "][" + std::to_string(j) + "] = " + std::to_string(c[i * ldc + j]) +
                              ", expected " + std::to_string(want));
        }
    return bad;
}


// Wide-epilogue probe (probe_epilogue_wide, _f16): a 32 x 32 block, C[i][j] for j < n must become
// round(fma(beta, C_old, alpha * pattern(i, j))) with pattern(i, j) = (8t + (i%16)/2)*32 +
// 16*(i%2) + j%16, t = 2*(i/16) + j/16 (the C/D layout the tiles were set in); columns >= n (up to
// ldc = 36) keep C_old. Returns the mismatches.
std::vector<std::string> wide_epilogue_mismatches(const std::vector<uint8_t>& hsaco, const std::string& entry, bool f16,
                                                  uint32_t n, float alpha, float beta) {
    const uint32_t ldc = 36, rows = 32;
    std::vector<float> old(rows * ldc);
    for (size_t x = 0; x < old.size(); ++x) old[x] = float(x % 7) - 3.0f;
    std::vector<uint16_t> old16(old.size());
    for (size_t x = 0; x < old.size(); ++x) old16[x] = h(old[x]);
    auto dev = testutil::emu_device();
    std::vector<Arg> args = {f16 ? Arg::buffer(old16) : Arg::buffer(old), Arg::u32(ldc), Arg::u32(n), Arg::f32(alpha),
                             Arg::f32(beta)};
    testutil::launch(*dev, hsaco, entry, {1, 1, 1}, {32, 1, 1}, args);
    std::vector<float> c(old.size());
    if (f16) {
        const auto c16 = args[0].as<uint16_t>();
        for (size_t x = 0; x < c.size(); ++x) c[x] = f(c16[x]);
    } else {
        c = args[0].as<float>();
    }
    std::vector<std::string> bad;
    for (uint32_t i = 0; i < rows; ++i)
        for (uint32_t j = 0; j < ldc; ++j) {
            const uint32_t t = 2 * (i / 16) + (j % 32) / 16;
            const float pattern = float((8 * t + (i % 16) / 2) * 32 + 16 * (i % 2) + j % 16);
            const float c_old = f16 ? f(old16[i * ldc + j]) : old[i * ldc + j];
            float want = c_old;
            if (j < n) {
                want = std::fma(beta, c_old, alpha * pattern);
                if (f16) want = f(h(want));
            }
            if (c[i * ldc + j] != want)
                bad.push_back("N " + std::to_string(n) + ": C[" + std::to_string(i) + "][" + std::to_string(j) + "] = " +
                              std::to_string(c[i * ldc + j]) + ", expected " + std::to_string(want));
        }
    return bad;
}
}  // namespace

TEST_CASE("probe: fragment dump - A and B operands load in the WMMA register layout") {
    const auto bad = run_fragment_dump(pack("probe_fragment_dump"));
    INFO((bad.empty() ? std::string() : bad.front()));
    CHECK(bad.empty());
}

TEST_CASE("probe: fragment dump catches a broken B column offset (negative test)") {
    // Column j read at j bytes instead of j*2: lanes fetch straddling halves of the wrong columns
    // (the access stays inside the buffer, so only the layout check can catch it).
    const auto src = testutil::mutate_line(testutil::pack_asm("probe_fragment_dump"), "// B column j at j*2 bytes", ", 1, ", ", 0, ");
    const auto bad = run_fragment_dump(testutil::assemble(src));
    REQUIRE(!bad.empty());
    CHECK(bad.front().find("B v0 lane 1 holds") != std::string::npos);
}

TEST_CASE("probe: WMMA layout - the shift-permutation product has the right structure") {
    const auto d = run_layout_probe(pack("probe_wmma_layout"), shift_permutation(), index_ramp_b());
    CHECK(classify_layout(d) == std::string("correct"));
}

TEST_CASE("probe: WMMA layout names a transposed A operand (negative test)") {
    // Feeding the transposed permutation is what a kernel that loads A transposed computes.
    auto pt = shift_permutation();
    std::vector<uint16_t> t(256);
    for (int i = 0; i < 16; ++i) for (int k = 0; k < 16; ++k) t[k * 16 + i] = pt[i * 16 + k];
    CHECK(classify_layout(run_layout_probe(pack("probe_wmma_layout"), t, index_ramp_b())) == std::string("A transposed"));
    // A broken kernel: A rows read with a 2-byte stride instead of 32 bytes.
    const auto src = testutil::mutate_line(testutil::pack_asm("probe_wmma_layout"), "probe-mutation-point: A row stride", ", 5, ", ", 1, ");
    const auto d = run_layout_probe(testutil::assemble(src), shift_permutation(), index_ramp_b());
    CHECK(classify_layout(d) != std::string("correct"));
}

TEST_CASE("probe: WMMA layout on random data matches the FP64 reference") {
    std::vector<uint16_t> a(256), b(256);
    uint32_t s = 12345;
    auto rnd = [&] { s = s * 1664525u + 1013904223u; return float(int(s >> 24) - 128) / 64.0f; };
    for (auto& x : a) x = h(rnd());
    for (auto& x : b) x = h(rnd());
    const auto d = run_layout_probe(pack("probe_wmma_layout"), a, b);
    for (int i = 0; i < 16; ++i)
        for (int j = 0; j < 16; ++j) {
            double want = 0;
            for (int k = 0; k < 16; ++k) want += double(f(a[i * 16 + k])) * f(b[k * 16 + j]);
            CHECK(d[i * 16 + j] == doctest::Approx(want).epsilon(1e-6));
        }
}

TEST_CASE("probe: epilogue dump - the C/D layout lands on the right elements, with and without beta") {
    for (auto ab : {std::pair<float, float>{1.0f, 0.0f}, {2.0f, 0.0f}, {0.5f, 1.0f}, {-1.0f, -0.5f}}) {
        const auto bad = epilogue_mismatches(pack("probe_epilogue_dump"), ab.first, ab.second);
        INFO("alpha " << ab.first << " beta " << ab.second << ": " << (bad.empty() ? "" : bad.front()));
        CHECK(bad.empty());
    }
}

TEST_CASE("probe: epilogue dump catches odd rows stored on even rows (negative test)") {
    // Drop the half-wave term of the C offset (the high half of the small product h*ldc is 0):
    // lanes 16-31 overwrite the even rows.
    const auto src = testutil::mutate_line(testutil::pack_asm("probe_epilogue_dump"), "// c_offset row term: h * ldc",
                                           "v_mul_lo_u32", "v_mul_hi_u32");
    const auto bad = epilogue_mismatches(testutil::assemble(src), 1.0f, 0.0f);
    REQUIRE(!bad.empty());
    CHECK(bad.front().find("C[0][") != std::string::npos);
}

TEST_CASE("probe: wide epilogue - transposed tiles land on the right elements, partial groups included") {
    for (const bool f16 : {false, true}) {
        const std::string name = f16 ? "probe_epilogue_wide_f16" : "probe_epilogue_wide";
        const auto hsaco = pack(name);
        for (uint32_t n : {32u, 31u, 30u, 29u, 17u, 16u, 3u})
            for (auto ab : {std::pair<float, float>{1.0f, 0.0f}, {0.5f, 1.0f}, {-1.0f, -0.5f}}) {
                const auto bad = wide_epilogue_mismatches(hsaco, name, f16, n, ab.first, ab.second);
                INFO(name << " alpha " << ab.first << " beta " << ab.second << ": " << (bad.empty() ? "" : bad.front()));
                CHECK(bad.empty());
            }
    }
}

TEST_CASE("probe: wide epilogue catches a broken transpose, a group stored across N and a dropped partial group (negative tests)") {
    const auto src = testutil::pack_asm("probe_epilogue_wide");
    // Stage 2 with stage 1's lane mask: half of the elements come from the wrong lane.
    auto bad = wide_epilogue_mismatches(
        testutil::assemble(testutil::mutate_line(src, "stage 2: lanes keeping their own first VGPR of a pair", "0x33333333", "0x55555555")),
        "probe_epilogue_wide", false, 32, 1.0f, 0.0f);
    CHECK(!bad.empty());
    // A group whose last column is N taken as full: column 31 of N = 31 is written.
    bad = wide_epilogue_mismatches(
        testutil::assemble(testutil::mutate_line(src, "EXEC: columns col..col+3 < N of block 1", "v_cmpx_gt_i32", "v_cmpx_ge_i32")),
        "probe_epilogue_wide", false, 31, 1.0f, 0.0f);
    REQUIRE(!bad.empty());
    CHECK(bad.front().find("][31] =") != std::string::npos);
    // The partial store of column col + 0 in block 1 never enabled: column 28 of N = 29 keeps C_old.
    bad = wide_epilogue_mismatches(
        testutil::assemble(testutil::mutate_line(src, "whose column col + 0 < N, block 1 (store)", "v_cmpx_gt_i32", "v_cmpx_lt_i32")),
        "probe_epilogue_wide", false, 29, 1.0f, 0.0f);
    REQUIRE(!bad.empty());
    CHECK(bad.front().find("][28] =") != std::string::npos);
}
