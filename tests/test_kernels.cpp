// The k2..k8 GEMM series: the LDS probes that prove each data path on its own (round trip through
// every LDS layout the pack uses, with the bank-conflict count of every access pattern), then
// every kernel across the shape grid its restrictions allow (tests/gemm_grid.hpp), each with a
// negative test: a deliberately broken variant, mutated at an anchor comment of the template,
// that the check must catch.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>

#include "emu_run.hpp"
#include "gemm_grid.hpp"
#include "wmma_asm/catalog.hpp"
#include "wmma_asm/gemm.hpp"

using testutil::Arg;

namespace {

// ---------------------------------------------------------------- LDS round-trip probe
// The probe's shape (gen/catalog_probes.py): 8 waves in a 2 x 4 grid, 4 x 2 WMMA tiles each,
// tile_k 32: a 128 x 128 workgroup tile, operands of 2 K steps.
constexpr int kWN = 4, kTM = 4, kTN = 2, kKS = 2, kW = 8, kTileM = 128, kTileN = 128;

// Raw 16-bit patterns that name their element (the probe does no arithmetic): A[m][k] =
// 0x1000 | m << 5 | k, B[k][n] = 0x4000 | k << 7 | n; A's padding columns hold NaN (0x7e00).
uint16_t a_val(int m, int k) { return uint16_t(0x1000 | m << 5 | k); }
uint16_t b_val(int k, int n) { return uint16_t(0x4000 | k << 7 | n); }

std::string name16(uint16_t v) {
    char buf[48];
    if (v == 0) return "0";
    if ((v & 0xf000) == 0x1000) std::snprintf(buf, sizeof buf, "A[%d][%d]", (v >> 5) & 127, v & 31);
    else if ((v & 0xf000) == 0x4000) std::snprintf(buf, sizeof buf, "B[%d][%d]", (v >> 7) & 31, v & 127);
    else std::snprintf(buf, sizeof buf, "0x%04x", v);
    return buf;
}

// Extra LDS cycles of one DS instruction under the bank model of docs/kernels.md (32 banks of 4
// bytes, passes of 128 bytes: 32 lanes for b32, 16 for b64, 8 for b128; lanes reading the same
// dword share it).
int bank_conflicts(const uint32_t* addr, int width) {
    const int per_pass = 128 / width;
    int extra = 0;
    for (int p = 0; p < 32; p += per_pass) {
        std::vector<std::vector<uint32_t>> bank(32);
        for (int l = p; l < p + per_pass; ++l)
            for (int d = 0; d < width / 4; ++d) {
                const uint32_t dw = addr[l] / 4 + uint32_t(d);
                auto& b = bank[dw % 32];
                if (std::find(b.begin(), b.end(), dw) == b.end()) b.push_back(dw);
            }
        size_t worst = 1;
        for (const auto& b : bank) worst = std::max(worst, b.size());
        extra += int(worst) - 1;
    }
    return extra;
}

struct RoundTrip {
    std::vector<std::string> bad;   // mismatching register words, named
    int conflicts[4] = {0, 0, 0, 0};   // A store, B store, A read, B read: extra cycles, all waves
};

RoundTrip run_roundtrip(const std::vector<uint8_t>& hsaco, const std::string& entry, int K) {
    const int lda = (K + 7) / 8 * 8 + 8, ldb = kTileN;
    std::vector<uint16_t> a(size_t(kTileM) * lda), b(size_t(K) * ldb);
    for (int m = 0; m < kTileM; ++m)
        for (int k = 0; k < lda; ++k) a[size_t(m) * lda + k] = k < K ? a_val(m, k) : 0x7e00;
    for (int k = 0; k < K; ++k)
        for (int n = 0; n < ldb; ++n) b[size_t(k) * ldb + n] = b_val(k, n);
    const size_t nfrag = size_t(kW) * kKS * (kTM + kTN) * 256;
    auto dev = testutil::emu_device();
    std::vector<Arg> args = {Arg::buffer(a), Arg::buffer(b), Arg::u32(kTileM), Arg::u32(kTileN), Arg::u32(uint32_t(K)),
                             Arg::u32(uint32_t(lda)), Arg::u32(uint32_t(ldb)), Arg::zeros(nfrag * 4), Arg::zeros(256 * 16)};
    testutil::launch(*dev, hsaco, entry, {1, 1, 1}, {256, 1, 1}, args);
    const auto fr = args[7].as<uint32_t>();
    const auto ad = args[8].as<uint32_t>();
    RoundTrip r;
    auto want16 = [&](bool is_a, int rowcol, int k) -> uint16_t {
        if (k >= K) return 0;
        return is_a ? a_val(rowcol, k) : b_val(k, rowcol);
    };
    for (int w = 0; w < kW; ++w)
        for (int ks = 0; ks < kKS; ++ks)
            for (int s = 0; s < kTM + kTN; ++s)
                for (int g = 0; g < 8; ++g)
                    for (int l = 0; l < 32; ++l) {
                        const bool is_a = s < kTM;
                        const int rc = is_a ? (w / kWN) * kTM * 16 + 16 * s + l % 16 : (w % kWN) * kTN * 16 + 16 * (s - kTM) + l % 16;
                        const int k = 16 * ks + 2 * g;
                        const uint32_t want = want16(is_a, rc, k) | uint32_t(want16(is_a, rc, k + 1)) << 16;
                        const uint32_t got = fr[((size_t(w) * kKS + ks) * (kTM + kTN) + s) * 256 + g * 32 + l];
                        if (got != want)
                            r.bad.push_back("wave " + std::to_string(w) + " K step " + std::to_string(ks) + (is_a ? " A" : " B") +
                                            " fragment " + std::to_string(is_a ? s : s - kTM) + " v" + std::to_string(g) + " lane " +
                                            std::to_string(l) + " holds " + name16(uint16_t(got)) + "," + name16(uint16_t(got >> 16)) +
                                            ", expected " + name16(uint16_t(want)) + "," + name16(uint16_t(want >> 16)));
                    }
    const int width[4] = {16, 4, 16, 16};
    for (int w = 0; w < kW; ++w)
        for (int x = 0; x < 4; ++x) {
            uint32_t lanes[32];
            for (int l = 0; l < 32; ++l) lanes[l] = ad[(32 * w + l) * 4 + x];
            r.conflicts[x] += bank_conflicts(lanes, width[x]);
        }
    return r;
}

std::vector<uint8_t> pack(const std::string& name) { return testutil::read_bytes(testutil::pack_dir() + "/" + name + ".hsaco"); }

// A mutated copy of a pack kernel, run on one shape; true when the check passes.
bool mutant_passes(const std::string& kernel, const std::string& src, uint32_t m, uint32_t n, uint32_t k) {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    auto dev = testutil::emu_device();
    auto module = dev->load_module(wmma_asm::parse_code_object(testutil::assemble(src)));
    const auto& e = cat.get(kernel);
    const auto s = gemm_grid::shape_of({m, n, k}, e);
    try {
        return wmma_asm::run_gemm(*dev, e, *module, s, 1, true).check.passed;
    } catch (const wmma_asm::Error&) {
        return false;   // a strict-mode fault is a caught bug too
    }
}

}  // namespace

TEST_CASE("probe: LDS round trip, padded layout of k5..k8 - operands exact, K tail zero, no bank conflicts") {
    for (int K : {32, 21, 1}) {
        const auto r = run_roundtrip(pack("probe_lds_roundtrip"), "probe_lds_roundtrip", K);
        CAPTURE(K);
        INFO((r.bad.empty() ? std::string() : r.bad.front()));
        CHECK(r.bad.empty());
        CHECK(r.conflicts[0] == 0);   // A chunk stores (ds_store_b128)
        CHECK(r.conflicts[1] == 0);   // B packed stores (ds_store_b32)
        CHECK(r.conflicts[2] == 0);   // A operand reads (ds_load_b128)
        CHECK(r.conflicts[3] == 0);   // B operand reads (ds_load_b128)
    }
}

TEST_CASE("probe: LDS round trip, plain layout of k2..k4 - same operands, the conflicts counted") {
    const auto r = run_roundtrip(pack("probe_lds_roundtrip_plain"), "probe_lds_roundtrip_plain", 32);
    INFO((r.bad.empty() ? std::string() : r.bad.front()));
    CHECK(r.bad.empty());
    MESSAGE("plain layout, extra LDS cycles over all waves: A store " << r.conflicts[0] << ", B store " << r.conflicts[1]
                                                                       << ", A read " << r.conflicts[2] << ", B read " << r.conflicts[3]);
    CHECK(r.conflicts[2] > 0);   // 64-byte rows: 8 consecutive rows share 2 bank quads
    CHECK(r.conflicts[3] > 0);
}

TEST_CASE("probe: LDS round trip catches B columns stored one group off (negative test)") {
    const auto src = testutil::mutate_line(testutil::pack_asm("probe_lds_roundtrip"), "// bst = b_off + row(8c) + 4p", "704", "640");
    const auto r = run_roundtrip(testutil::assemble(src), "probe_lds_roundtrip", 32);
    REQUIRE(!r.bad.empty());
    CHECK(r.bad.front().find(" B fragment ") != std::string::npos);
}

TEST_CASE("probe: LDS round trip catches a missing K-tail mask (negative test)") {
    const auto src = testutil::mutate_line(testutil::pack_asm("probe_lds_roundtrip"), "// valid bits of dword 2", ", 0, 32", ", 32, 32");
    const auto r = run_roundtrip(testutil::assemble(src), "probe_lds_roundtrip", 21);
    REQUIRE(!r.bad.empty());
    CHECK(r.bad.front().find("0x7e00") != std::string::npos);   // A's NaN padding leaked through
}

TEST_CASE("kernels: k2 across the shape grid") { gemm_grid::run_grid("k2"); }

TEST_CASE("kernels: k2 with the second barrier removed races (negative test)") {
    // Without the barrier after the operand reads, a fast wave overwrites the tile in LDS while
    // others still read it: strict mode reports the race (or the result is wrong).
    const auto src = testutil::mutate_line(testutil::pack_asm("k2"), "// every wave has read LDS", "s_barrier", "s_nop 0");
    CHECK_FALSE(mutant_passes("k2", src, 64, 64, 64));
}

TEST_CASE("kernels: k3 across the shape grid") { gemm_grid::run_grid("k3"); }

TEST_CASE("kernels: k3 with A fragments read at the wrong LDS row pitch fails (negative test)") {
    const auto src = testutil::mutate_line(testutil::pack_asm("k3"), "// A operand row pitch: 32 bytes", ", 5, ", ", 4, ");
    CHECK_FALSE(mutant_passes("k3", src, 64, 64, 32));
}

TEST_CASE("kernels: k3_8w (8 waves of 4x2 tiles) across the shape grid") { gemm_grid::run_grid("k3_8w"); }

TEST_CASE("kernels: k4 across the shape grid") { gemm_grid::run_grid("k4"); }

TEST_CASE("kernels: k4 storing the prefetched tile before the LDS-free barrier races (negative test)") {
    const auto src = testutil::mutate_line(testutil::pack_asm("k4"), "// every wave has read the tile: LDS may be overwritten", "s_barrier", "s_nop 0");
    CHECK_FALSE(mutant_passes("k4", src, 128, 128, 64));
}

TEST_CASE("kernels: k5 across the shape grid (any M, N, K)") { gemm_grid::run_grid("k5"); }

TEST_CASE("kernels: k5 without the K-tail masks reads A's NaN padding (negative test)") {
    // Skip the masks in every case: the last K tile keeps A's padding columns (NaN) and the
    // products with B's zero rows are NaN.
    auto src = testutil::pack_asm("k5");
    src = testutil::mutate_line(src, "// tile 0 is the last one: mask its K tail", "s_cmp_eq_u32", "s_cmp_lg_u32");
    CHECK_FALSE(mutant_passes("k5", src, 16, 16, 20));
}

TEST_CASE("kernels: k5 storing columns past N is caught (negative test)") {
    auto src = testutil::pack_asm("k5");
    const std::string from = "v_cmpx_gt_i32", to = "v_cmpx_ne_i32";
    for (size_t pos = 0; (pos = src.find(from, pos)) != std::string::npos; pos += to.size()) src.replace(pos, from.size(), to);
    CHECK_FALSE(mutant_passes("k5", src, 20, 20, 16));
}

TEST_CASE("kernels: k6 across the shape grid (any M, N, K)") { gemm_grid::run_grid("k6"); }

TEST_CASE("kernels: k6 without the buffer swap overwrites the tile being read (negative test)") {
    const auto src = testutil::mutate_line(testutil::pack_asm("k6"), "// swap the buffers ...", "s_not_b32 vcc_lo, vcc_lo", "s_nop 0");
    CHECK_FALSE(mutant_passes("k6", src, 64, 64, 96));
}

TEST_CASE("kernels: k7 across the shape grid (any M, N, K)") { gemm_grid::run_grid("k7"); }

TEST_CASE("kernels: k7 writing the next tile into the buffer being read races (negative test)") {
    // The copy for buffer 1 stores its successor into buffer 1 instead of 0: the other waves
    // are still reading it.
    auto src = testutil::pack_asm("k7");
    const auto at = src.find("// tile t+1 is in buffer 0; buffer 1 is free");
    REQUIRE(at != std::string::npos);
    const auto begin = src.rfind("v_perm_b32", at);
    const auto first_store = src.find("ds_store_b128", begin);
    const auto eol = src.find('\n', first_store);
    std::string line = src.substr(first_store, eol - first_store);
    CAPTURE(line);
    REQUIRE(line.find(" offset:") == std::string::npos);   // buffer 0, A chunk 0: no offset
    src.replace(first_store, eol - first_store, line + " offset:21504");
    CHECK_FALSE(mutant_passes("k7", src, 64, 64, 128));
}

TEST_CASE("kernels: k8a and k8 across the shape grid (any M, N, K)") {
    gemm_grid::run_grid("k8a");
    gemm_grid::run_grid("k8");
}

TEST_CASE("kernels: k8a and k8 through every K-loop path and both tile orders") {
    // T = ceil(K/32) K tiles: 1 (single), 2 (two), 3 (first -> penultimate), and 4..9 leave
    // k8a's loop (unrolled by 3) at each of its three exits and k8's (unrolled by 2) at both;
    // M = 1100 has 9 tile rows: one full group of 8 in grouped order and a partial one in
    // row-major order.
    std::vector<gemm_grid::Case> cases;
    for (uint32_t k : {20u, 64u, 65u, 100u, 150u, 192u, 200u, 250u, 288u}) cases.push_back({100, 72, k, 1.0f, 0.5f});
    cases.push_back({1100, 300, 40, -1.0f, 0.0f, 8, 0, 8});
    gemm_grid::run_cases("k8a", cases);
    gemm_grid::run_cases("k8", cases);
}

TEST_CASE("kernels: k8a waits are exact: one vmcnt too lax is a strict-mode fault (negative test)") {
    auto src = testutil::pack_asm("k8a");
    const std::string from = "s_waitcnt vmcnt(3)                              // tile t+1: load group 0 arrived";
    const auto at = src.find(from, src.find(".Lk8a_kloop:"));
    REQUIRE(at != std::string::npos);
    src.replace(at, from.size(), "s_waitcnt vmcnt(4)                              // tile t+1: load group 0 arrived");
    CHECK_FALSE(mutant_passes("k8a", src, 128, 128, 256));
}

TEST_CASE("kernels: k8a and k8 with a broken grouped tile order are caught (negative test)") {
    // Tile column r / 8 becomes r / 4: some tiles are computed twice, others never.
    for (const char* k : {"k8a", "k8"}) {
        CAPTURE(k);
        const auto src = testutil::mutate_line(testutil::pack_asm(k), "// tile column r / group_m", ", 3 ", ", 2 ");
        CHECK_FALSE(mutant_passes(k, src, 1100, 300, 40));
    }
}

// ---- k8's own mechanisms (docs/kernels.md, "k8"): each mutant must be caught.

namespace {

// The first line at or after `from` that contains `needle`: [begin, end) of the line.
std::pair<size_t, size_t> line_at(const std::string& text, const std::string& needle, size_t from) {
    const auto at = text.find(needle, from);
    REQUIRE_MESSAGE(at != std::string::npos, needle);
    const auto begin = text.rfind('\n', at) + 1;
    return {begin, text.find('\n', at) + 1};
}

}  // namespace

TEST_CASE("kernels: k8 whose wave pairs add their own partial sums instead of the partner's is caught (negative test)") {
    const auto src = testutil::mutate_line(testutil::pack_asm("k8"), "// the partner's slot (kh flipped)", ", 4096", ", 0");
    CHECK_FALSE(mutant_passes("k8", src, 128, 128, 64));
}

TEST_CASE("kernels: k8 whose second wave of a pair reads the first one's K step is caught (negative test)") {
    const auto src = testutil::mutate_line(testutil::pack_asm("k8"), "// the wave's K step starts", ", 32", ", 0");
    CHECK_FALSE(mutant_passes("k8", src, 128, 128, 64));
}

TEST_CASE("kernels: k8 with one lgkmcnt too lax in the loop is a strict-mode fault (negative test)") {
    auto src = testutil::pack_asm("k8");
    const auto l = line_at(src, "// A1, B1 arrived", src.find(".Lk8_kloop:"));
    std::string line = src.substr(l.first, l.second - l.first);
    const auto n = line.find("lgkmcnt(6)");
    REQUIRE(n != std::string::npos);
    line.replace(n, 10, "lgkmcnt(7)");
    src.replace(l.first, l.second - l.first, line);
    CHECK_FALSE(mutant_passes("k8", src, 128, 128, 256));
}

TEST_CASE("kernels: k8 without its loop barrier races on the LDS (negative test)") {
    auto src = testutil::pack_asm("k8");
    const auto l = line_at(src, "// tile t+1 is in buffer 1; buffer 0 is free", src.find(".Lk8_kloop:"));
    src.replace(l.first, l.second - l.first, "    s_nop 0\n");
    CHECK_FALSE(mutant_passes("k8", src, 128, 128, 256));
}

TEST_CASE("kernels: k8 reloading a fragment before the WMMA that reads it is a strict-mode fault (negative test)") {
    // After the loop barrier: WMMA (3, 0), then A0 and B0 of the next tile load into registers
    // it has read. Moving the WMMA after those loads makes it read B0 while its load is in flight.
    auto src = testutil::pack_asm("k8");
    const auto bar = line_at(src, "// tile t+1 is in buffer 1; buffer 0 is free", src.find(".Lk8_kloop:"));
    const auto wmma = line_at(src, "v_wmma_f32_16x16x16_f16", bar.second);
    size_t end = wmma.second;
    for (int i = 0; i < 4; ++i) {
        const auto ld = line_at(src, "ds_load_b128", end);
        REQUIRE(ld.first == end);   // the four loads follow the WMMA directly
        end = ld.second;
    }
    const std::string w = src.substr(wmma.first, wmma.second - wmma.first);
    const std::string loads = src.substr(wmma.second, end - wmma.second);
    src.replace(wmma.first, end - wmma.first, loads + w);
    CHECK_FALSE(mutant_passes("k8", src, 128, 128, 256));
}

namespace {

// The instructions of a kernel's steady-state loop: from its loop label to the branch back.
std::vector<std::string> loop_lines(const std::string& kernel) {
    const auto text = testutil::pack_asm(kernel);
    const std::string label = ".L" + kernel + "_kloop:";
    const auto a = text.find(label);
    const auto b = text.find("s_branch .L" + kernel + "_kloop", a);
    if (a == std::string::npos || b == std::string::npos) throw std::runtime_error("no steady-state loop in " + kernel);
    std::vector<std::string> out;
    size_t pos = a;
    while (pos < b) {
        const auto eol = text.find('\n', pos);
        out.push_back(text.substr(pos, eol - pos));
        pos = eol + 1;
    }
    return out;
}

std::string opcode(const std::string& line) {
    const auto s = line.find_first_not_of(' ');
    if (s == std::string::npos || line.compare(s, 2, "//") == 0) return "";
    return line.substr(s, line.find(' ', s) - s);
}

}  // namespace

TEST_CASE("kernels: k7, k8a and k8 loops hold no VALU but WMMAs and the B transpose (static)") {
    for (const char* k : {"k7", "k8a", "k8"}) {
        CAPTURE(k);
        int perm = 0, wmma = 0;
        for (const auto& l : loop_lines(k)) {
            const auto op = opcode(l);
            if (op.rfind("v_", 0) != 0) continue;
            if (l.find("// K tail") != std::string::npos) continue;   // last tile only, behind a branch (k7)
            if (op == "v_perm_b32") ++perm;
            else if (op == "v_wmma_f32_16x16x16_f16") ++wmma;
            else FAIL_CHECK("VALU in the loop: " << l);
        }
        CHECK(perm > 0);
        CHECK(wmma > 0);
    }
}

TEST_CASE("kernels: k8a's steady-state loop never drains a counter (static)") {
    int waits = 0;
    for (const auto& l : loop_lines("k8a")) {
        if (opcode(l) != "s_waitcnt") continue;
        ++waits;
        CAPTURE(l);
        CHECK(l.find("vmcnt(0)") == std::string::npos);
        CHECK(l.find("lgkmcnt(0)") == std::string::npos);
    }
    CHECK(waits == 18);   // 6 per body: 3 vmcnt (load groups), 3 lgkmcnt
}
