// Counters (exact) and the timing model: hand-written kernels with known instruction mixes,
// LDS bank patterns and global footprints; model sanity (WMMA-bound kernels near their cycle
// count, monotonic in work, deterministic); the device descriptions.
#include <doctest/doctest.h>
#include <unistd.h>

#include "asm_kernel.hpp"
#include "emu_run.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <map>
#include <string>

#include "emu/model/model.hpp"
#include "emu/profile/profile_classify.hpp"
#include "wmma_asm/error.hpp"

using testutil::Arg;
using testutil::AsmKernel;

namespace {

// Sets an environment variable for the scope (restores the previous value).
class EnvGuard {
public:
    EnvGuard(const char* name, const char* value) : name_(name) {
        const char* old = std::getenv(name);
        had_ = old != nullptr;
        if (had_) old_ = old;
        if (value) setenv(name, value, 1);
        else unsetenv(name);
    }
    ~EnvGuard() {
        if (had_) setenv(name_.c_str(), old_.c_str(), 1);
        else unsetenv(name_.c_str());
    }
    EnvGuard(const EnvGuard&) = delete;
    EnvGuard& operator=(const EnvGuard&) = delete;

private:
    std::string name_, old_;
    bool had_ = false;
};

std::unique_ptr<wmma_asm::Device> prof_device(unsigned threads = 0) {
    wmma_asm::DeviceOptions o;
    o.backend = "emu";
    o.emu_target = testutil::arch();
    o.profile = true;
    o.threads = threads;
    o.strict = false;   // the kernels read registers they never wrote (zeros): fine for counting
    return wmma_asm::open_device(o);
}

wmma_asm::LaunchStats run(const AsmKernel& k, wmma_asm::Dim3 grid, wmma_asm::Dim3 block, std::vector<Arg>& args,
                          unsigned threads = 0) {
    auto dev = prof_device(threads);
    return testutil::launch(*dev, k.build(), k.name, grid, block, args);
}

uint64_t ctr(const wmma_asm::LaunchStats& s, const std::string& name) {
    auto it = s.counters.find(name);
    REQUIRE_MESSAGE(it != s.counters.end(), "no counter " << name);
    return it->second;
}

emu::model::Device gfx1151() {
    emu::model::Device d;
    std::string err;
    EnvGuard g("WMMA_ASM_MODEL_DEVICE", nullptr);
    REQUIRE_MESSAGE(emu::model::load_device("gfx1151", &d, &err), err);
    return d;
}

// The modelled cycles of a launch (without the fixed launch overhead) on gfx1151.
double modelled_cycles(const wmma_asm::LaunchStats& s, const emu::model::Device& d) {
    REQUIRE(s.modelled_ms > 0);
    return (s.modelled_ms - d.get("launch_overhead_us") * 1e-3) * d.get("clock_mhz") * 1e3;
}

// The percentage the model report gives after `label` ("L0 hit ", "GL1 hit ").
double report_percent(const wmma_asm::LaunchStats& s, const std::string& label) {
    const auto at = s.model_report.find(label);
    REQUIRE_MESSAGE(at != std::string::npos, s.model_report);
    return std::stod(s.model_report.substr(at + label.size()));
}

// A kernel whose waves each run `iters` iterations of four independent WMMAs (no memory).
AsmKernel wmma_loop_kernel(unsigned iters) {
    AsmKernel k;
    k.name = "wmma_loop";
    k.vgprs = 64;
    k.body = "  s_mov_b32 s6, " + std::to_string(iters) + R"(
.Lloop:
  v_wmma_f32_16x16x16_f16 v[0:7], v[32:39], v[40:47], v[0:7]
  v_wmma_f32_16x16x16_f16 v[8:15], v[32:39], v[40:47], v[8:15]
  v_wmma_f32_16x16x16_f16 v[16:23], v[32:39], v[40:47], v[16:23]
  v_wmma_f32_16x16x16_f16 v[24:31], v[32:39], v[40:47], v[24:31]
  s_sub_u32 s6, s6, 1
  s_cmp_lg_u32 s6, 0
  s_cbranch_scc1 .Lloop
)";
    return k;
}

}  // namespace

TEST_CASE("profile: instruction classes, lanes and VGPR bank conflicts of a known mix") {
    AsmKernel k;
    k.args = {{"out", "ptr"}};
    k.vgprs = 40;
    k.body = R"(
  s_load_b64 s[4:5], s[0:1], 0x0
  s_mov_b32 s6, 0
  s_mov_b32 s7, 3
  v_mov_b32 v1, 1.0
  v_mov_b32 v2, 2.0
  v_dual_mul_f32 v3, v1, v2 :: v_dual_add_f32 v4, v2, v1
  v_fma_f32 v6, v5, v13, v9
.Lloop:
  v_wmma_f32_16x16x16_f16 v[8:15], v[16:23], v[24:31], v[8:15]
  s_sub_u32 s7, s7, 1
  s_cmp_lg_u32 s7, 0
  s_cbranch_scc1 .Lloop
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v5, 2, v0
  global_store_b32 v5, v1, s[4:5]
)";
    std::vector<Arg> args = {Arg::zeros(64 * 4)};
    const auto s = run(k, {1, 1, 1}, {64, 1, 1}, args);
    // Per wave: SMEM 1, SALU 2 + 3*2, VALU 4, VOPD 1, WMMA 3, branch 3, wait 1, VMEM 1, s_endpgm 1.
    CHECK(ctr(s, "inst.smem") == 2);
    CHECK(ctr(s, "inst.salu") == 16);
    CHECK(ctr(s, "inst.valu") == 8);
    CHECK(ctr(s, "inst.vopd") == 2);
    CHECK(ctr(s, "inst.wmma") == 6);
    CHECK(ctr(s, "inst.branch") == 6);
    CHECK(ctr(s, "inst.wait") == 2);
    CHECK(ctr(s, "inst.vmem") == 2);
    CHECK(ctr(s, "inst.other") == 2);
    CHECK(ctr(s, "inst.lds") == 0);
    CHECK(ctr(s, "inst.barrier") == 0);
    CHECK(ctr(s, "inst.total") == 46);
    CHECK(ctr(s, "inst.total") == ctr(s, "instructions"));
    CHECK(ctr(s, "lanes.valu") == 2 * 32 * (4 + 1 + 3));
    CHECK(ctr(s, "lanes.vmem") == 64);
    // v_fma_f32 v6, v5, v13, v9: three operands in bank 1 (2 beyond the first); SRC0 and SRC1
    // both miss the operand cache in bank 1: one extra cycle (SRC2 has its own port). The VOPD
    // reads v1 and v2 (banks 1 and 2).
    CHECK(ctr(s, "vgpr.same_bank_operands") == 2 * 2);
    CHECK(ctr(s, "vgpr.bank_conflict_cycles") == 2 * 1);
    CHECK(ctr(s, "global.store_bytes") == 256);
    CHECK(ctr(s, "global.store_line_requests") == 2);
    CHECK(ctr(s, "global.lines_written") == 2);
    CHECK(ctr(s, "global.lines_touched") == 2);
    CHECK(ctr(s, "global.load_bytes") == 0);
    CHECK(ctr(s, "smem.load_bytes") == 16);
    // The loop: the WMMA and three scalar instructions, three iterations per wave.
    CHECK(ctr(s, "main_loop.found") == 1);
    CHECK(ctr(s, "main_loop.static_instructions") == 4);
    CHECK(ctr(s, "main_loop.iterations") == 6);
    CHECK(ctr(s, "main_loop.instructions") == 24);
    CHECK(ctr(s, "main_loop.waitcnt") == 0);
}

TEST_CASE("profile: VGPR bank rule: SRC2 has its own port, the operand cache serves repeated sources") {
    AsmKernel k;
    k.vgprs = 40;
    k.body = R"(
  v_mov_b32 v1, 1.0
  v_fma_f32 v6, v5, v13, v9
  v_fma_f32 v7, v5, v13, v21
  v_fmac_f32 v25, v1, v29
  v_dual_fmac_f32 v33, v1, v29 :: v_dual_fmac_f32 v34, v2, v30
)";
    std::vector<Arg> args;
    const auto s = run(k, {1, 1, 1}, {32, 1, 1}, args);
    // fma v6: v5 and v13 (SRC0, SRC1) miss in bank 1: +1; v9 is SRC2.
    // fma v7: v5 and v13 were just read through SRC0/SRC1: cache hits, +0; v21 is SRC2.
    // fmac v25: v1 and v29 miss in bank 1: +1; the accumulator v25 is read through SRC2.
    // VOPD: v1 and v29 cached; v2 (SRC0 of Y) and v30 (SRC1 of Y) both miss in bank 2, and the
    // register file delivers one register per bank and cycle: +1; v33 and v34 are SRC2 reads.
    CHECK(ctr(s, "vgpr.bank_conflict_cycles") == 3);
    // The plain rule counts every operand: fma v6 3 in bank 1 (+2), fma v7 3 (+2), fmac 3 (+2),
    // VOPD v1, v29, v33 in bank 1 (+2) and v2, v30, v34 in bank 2 (+2).
    CHECK(ctr(s, "vgpr.same_bank_operands") == 10);
}

TEST_CASE("profile: executed lanes follow EXEC (a partial wave)") {
    AsmKernel k;
    k.body = R"(
  v_mov_b32 v1, 1
  v_add_nc_u32 v2, v1, v0
)";
    std::vector<Arg> args;
    const auto s = run(k, {1, 1, 1}, {40, 1, 1}, args);
    CHECK(ctr(s, "inst.valu") == 4);
    CHECK(ctr(s, "lanes.valu") == 2 * 32 + 2 * 8);
}

TEST_CASE("profile: LDS bank conflicts of a conflicting pattern and its conflict-free twin") {
    auto lds_kernel = [](const std::string& name, const std::string& addr_shift, const std::string& op) {
        AsmKernel k;
        k.name = name;
        k.lds = 4096 + 64;
        k.body = "  v_and_b32 v1, 31, v0\n  v_lshlrev_b32 v2, " + addr_shift + ", v1\n  v_mov_b32 v3, v0\n" + op + "\n";
        return k;
    };
    std::vector<Arg> none;
    SUBCASE("ds_store_b32, stride 128 bytes: every lane in bank 0") {
        const auto s = run(lds_kernel("lds_conflict", "7", "  ds_store_b32 v2, v3"), {1, 1, 1}, {32, 1, 1}, none);
        CHECK(ctr(s, "inst.lds") == 1);
        CHECK(ctr(s, "lds.write_bytes") == 128);
        CHECK(ctr(s, "lds.cycles") == 32);
        CHECK(ctr(s, "lds.bank_conflict_cycles") == 31);
        CHECK(ctr(s, "lds.conflicted_instructions") == 1);
    }
    SUBCASE("ds_store_b32, stride 4 bytes: conflict-free") {
        const auto s = run(lds_kernel("lds_free", "2", "  ds_store_b32 v2, v3"), {1, 1, 1}, {32, 1, 1}, none);
        CHECK(ctr(s, "lds.cycles") == 1);
        CHECK(ctr(s, "lds.bank_conflict_cycles") == 0);
        CHECK(ctr(s, "lds.conflicted_instructions") == 0);
    }
    SUBCASE("ds_load_b128, stride 16 bytes: 4 passes of 8 lanes, conflict-free") {
        const auto s = run(lds_kernel("lds_b128_free", "4", "  ds_load_b128 v[4:7], v2\n  s_waitcnt lgkmcnt(0)"), {1, 1, 1},
                           {32, 1, 1}, none);
        CHECK(ctr(s, "lds.read_bytes") == 512);
        CHECK(ctr(s, "lds.cycles") == 4);
        CHECK(ctr(s, "lds.bank_conflict_cycles") == 0);
    }
    SUBCASE("ds_load_b128, stride 64 bytes: 4 lanes of a pass share banks 0-3 (or 16-19)") {
        const auto s = run(lds_kernel("lds_b128_conflict", "6", "  ds_load_b128 v[4:7], v2\n  s_waitcnt lgkmcnt(0)"), {1, 1, 1},
                           {32, 1, 1}, none);
        CHECK(ctr(s, "lds.cycles") == 16);
        CHECK(ctr(s, "lds.bank_conflict_cycles") == 12);
    }
    SUBCASE("ds_load_b32 of one address by every lane: a broadcast, no conflict") {
        const auto s = run(lds_kernel("lds_broadcast", "0", "  v_mov_b32 v2, 64\n  ds_load_b32 v4, v2\n  s_waitcnt lgkmcnt(0)"),
                           {1, 1, 1}, {32, 1, 1}, none);
        CHECK(ctr(s, "lds.cycles") == 1);
        CHECK(ctr(s, "lds.bank_conflict_cycles") == 0);
    }
}

TEST_CASE("profile: the LDS cost rule on hand-made access lists") {
    using emu::prof::LdsLaneAccess;
    std::vector<LdsLaneAccess> acc;
    // ds_load_2addr_b32 with offsets 0 and 32 dwords: 2 dwords per lane -> passes of 16 lanes;
    // lane l reads dwords l and l + 32 (same bank): 2 cycles per pass.
    for (uint8_t l = 0; l < 32; ++l) {
        acc.push_back({l, 1, uint32_t(l)});
        acc.push_back({l, 1, uint32_t(l + 32)});
    }
    auto c = emu::prof::lds_cost(acc.data(), acc.size(), 32);
    CHECK(c.ideal == 2);
    CHECK(c.cycles == 4);
    // Inactive lanes: only lanes 0 and 31 of a b32 access, different banks -> one pass.
    acc = {{0, 1, 0}, {31, 1, 31}};
    c = emu::prof::lds_cost(acc.data(), acc.size(), 32);
    CHECK(c.cycles == 1);
    CHECK(c.ideal == 1);
    c = emu::prof::lds_cost(nullptr, 0, 32);
    CHECK(c.cycles == 0);
}

TEST_CASE("profile: global bytes, line requests and distinct 128-byte lines") {
    AsmKernel k;
    k.args = {{"in", "ptr"}, {"out", "ptr"}};
    k.body = R"(
  s_load_b128 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v2, 2, v0
  v_lshlrev_b32 v3, 4, v0
  v_lshlrev_b32 v9, 8, v0
  s_waitcnt lgkmcnt(0)
  global_load_b32 v1, v2, s[4:5]
  global_load_b128 v[4:7], v3, s[4:5]
  global_load_b32 v8, v9, s[4:5]
  s_waitcnt vmcnt(0)
  global_store_b32 v2, v1, s[6:7]
  global_atomic_add_u32 v2, v1, s[6:7]
)";
    std::vector<Arg> args = {Arg::zeros(32 * 256), Arg::zeros(32 * 4)};
    const auto s = run(k, {1, 1, 1}, {32, 1, 1}, args);
    CHECK(ctr(s, "global.load_bytes") == 128 + 512 + 128);
    CHECK(ctr(s, "global.load_line_requests") == 1 + 4 + 32);
    // read: lines 0..3 and the even lines 0..62 of `in` (4 + 32 - 2 shared), and `out`'s line
    CHECK(ctr(s, "global.store_bytes") == 128);
    // The atomic (no return) reads and writes the line the store wrote.
    CHECK(ctr(s, "global.atomic_bytes") == 128);
    CHECK(ctr(s, "global.store_line_requests") == 2);
    CHECK(ctr(s, "global.lines_written") == 1);
    CHECK(ctr(s, "global.lines_read") == 35);
    CHECK(ctr(s, "global.lines_touched") == 35);
    CHECK(ctr(s, "smem.load_bytes") == 16);
    CHECK(ctr(s, "inst.vmem") == 5);
}

TEST_CASE("profile: a full-wave buffer_load_b128 (the GEMM form) counts its bytes and lines") {
    // The hot path of buffer loads does not record accesses: with the profiler on, the handler
    // (either host form) must take the path that does. 32 lanes x 16 contiguous bytes: 512 bytes,
    // four 128-byte line requests.
    AsmKernel k;
    k.args = {{"in", "ptr"}, {"out", "ptr"}};
    k.body = R"(
  s_load_b128 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v3, 4, v0
  s_waitcnt lgkmcnt(0)
  s_mov_b32 s8, s4
  s_and_b32 s9, s5, 0xffff
  s_mov_b32 s10, 0x10000
  s_mov_b32 s11, 0x31014000
  buffer_load_b128 v[4:7], v3, s[8:11], 0 offen
  s_waitcnt vmcnt(0)
)";
    std::vector<Arg> args = {Arg::zeros(32 * 256), Arg::zeros(32 * 4)};
    const auto s = run(k, {1, 1, 1}, {32, 1, 1}, args);
    CHECK(ctr(s, "global.load_bytes") == 512);
    CHECK(ctr(s, "global.load_line_requests") == 4);
    CHECK(ctr(s, "global.lines_read") == 4);
    CHECK(ctr(s, "inst.vmem") == 1);
}

TEST_CASE("profile: waitcnt and barrier counts of the main loop") {
    AsmKernel k;
    k.lds = 512;
    k.body = R"(
  s_mov_b32 s6, 5
  v_lshlrev_b32 v2, 2, v0
  ds_store_b32 v2, v0
  s_waitcnt lgkmcnt(0)
.Lk:
  ds_load_b32 v3, v2
  s_waitcnt lgkmcnt(0)
  s_barrier
  ds_store_b32 v2, v3
  s_waitcnt lgkmcnt(0)
  s_barrier
  s_sub_u32 s6, s6, 1
  s_cmp_lg_u32 s6, 0
  s_cbranch_scc1 .Lk
)";
    std::vector<Arg> none;
    const auto s = run(k, {2, 1, 1}, {128, 1, 1}, none);
    const uint64_t waves = 2 * 4;
    CHECK(ctr(s, "main_loop.static_instructions") == 9);
    CHECK(ctr(s, "main_loop.static_waitcnt") == 2);
    CHECK(ctr(s, "main_loop.static_barriers") == 2);
    CHECK(ctr(s, "main_loop.iterations") == 5 * waves);
    CHECK(ctr(s, "main_loop.waitcnt") == 10 * waves);
    CHECK(ctr(s, "main_loop.barriers") == 10 * waves);
    CHECK(ctr(s, "inst.wait") == 11 * waves);
    CHECK(ctr(s, "inst.barrier") == 10 * waves);
    CHECK(ctr(s, "lds.bank_conflict_cycles") == 0);
}

TEST_CASE("profile: occupancy from the descriptor's VGPRs and LDS") {
    EnvGuard g("WMMA_ASM_MODEL_DEVICE", "gfx1151");
    const auto d = gfx1151();
    // 97 VGPRs round to 120 (24-VGPR granule): 1536 / 120 = 12 waves per SIMD.
    auto o = emu::model::occupancy(&d, "gfx1151", 97, 0, 1, true);
    CHECK(o.vgprs_allocated == 120);
    CHECK(o.vgpr_limit_waves == 12);
    CHECK(o.waves_per_simd == 12);
    CHECK(o.groups_per_wgp == 48);
    // 96 VGPRs: 16 waves; 40000 bytes of LDS (40448 allocated) and 8-wave groups: 3 per WGP.
    o = emu::model::occupancy(&d, "gfx1151", 96, 40000, 8, true);
    CHECK(o.vgpr_limit_waves == 16);
    CHECK(o.lds_allocated == 40448);
    CHECK(o.groups_by_lds == 3);
    CHECK(o.groups_per_wgp == 3);
    CHECK(o.waves_per_simd == 6);
    // CU mode: a workgroup on one CU with 64 KiB of LDS; 1 group per CU, 2 per WGP.
    o = emu::model::occupancy(&d, "gfx1151", 96, 40000, 8, false);
    CHECK(o.groups_per_wgp == 2);
    // Multi-wave groups are limited by the 32 barriers of a WGP.
    o = emu::model::occupancy(&d, "gfx1151", 24, 0, 2, true);
    CHECK(o.groups_per_wgp == 32);
    // Built-in defaults without a description (gfx1102: 1024 VGPRs, 16-VGPR granule).
    o = emu::model::occupancy(nullptr, "gfx1102", 97, 0, 1, true);
    CHECK(o.vgprs_allocated == 112);
    CHECK(o.vgpr_limit_waves == 9);

    AsmKernel k;
    k.vgprs = 97;
    k.lds = 40000;
    k.body = "  v_mov_b32 v96, 0\n";
    std::vector<Arg> none;
    const auto s = run(k, {1, 1, 1}, {256, 1, 1}, none);
    CHECK(ctr(s, "occupancy.vgprs_allocated") == 120);
    CHECK(ctr(s, "occupancy.lds_bytes_allocated") == 40448);
    CHECK(ctr(s, "occupancy.workgroups_per_wgp") == 3);
    CHECK(ctr(s, "occupancy.waves_per_simd") == 6);
    CHECK(ctr(s, "occupancy.waves_per_workgroup") == 8);
}

TEST_CASE("profile: a WMMA-bound kernel is modelled near its WMMA cycle count") {
    EnvGuard g("WMMA_ASM_MODEL_DEVICE", "gfx1151");
    const auto d = gfx1151();
    const unsigned iters = 64;
    const double wmma = d.get("wmma_cycles");
    std::vector<Arg> none;
    // One wave per SIMD (4 waves on one WGP): iters * 4 WMMAs back to back.
    const auto s1 = run(wmma_loop_kernel(iters), {1, 1, 1}, {128, 1, 1}, none);
    const double c1 = modelled_cycles(s1, d);
    const double ideal = iters * 4 * wmma;
    CHECK(s1.modelled_device == "gfx1151");
    CHECK(c1 >= ideal);
    CHECK(c1 <= ideal * 1.10);
    // Two waves per SIMD: twice the WMMA work on each SIMD.
    const auto s2 = run(wmma_loop_kernel(iters), {1, 1, 1}, {256, 1, 1}, none);
    const double c2 = modelled_cycles(s2, d);
    CHECK(c2 >= 2 * ideal);
    CHECK(c2 <= 2 * ideal * 1.10);
    // Twenty such workgroups fill the 20 WGPs: the same time as one.
    const auto s3 = run(wmma_loop_kernel(iters), {20, 1, 1}, {128, 1, 1}, none);
    CHECK(modelled_cycles(s3, d) == doctest::Approx(c1).epsilon(0.02));
    // Forty take twice as long (two rounds on each WGP... or two groups sharing its SIMDs).
    const auto s4 = run(wmma_loop_kernel(iters), {40, 1, 1}, {128, 1, 1}, none);
    CHECK(modelled_cycles(s4, d) >= 1.9 * c1);
}

TEST_CASE("profile: a grid larger than the simulated workgroups is extended at the full WGP's rate") {
    EnvGuard g("WMMA_ASM_MODEL_DEVICE", "gfx1151");
    const auto d = gfx1151();
    // Each wave loads 32 lanes x 4 bytes (one L0 line) and waits, 32 times: 32 / vmem_lanes_per_clk
    // cycles of its CU's address unit per load, 32 waves per CU (8-wave workgroups, 8 per WGP):
    // bound by the address units, whose queue serves the resident waves in turn, so a round of
    // workgroups finishes together and the last ones, alone on the WGP, finish faster.
    AsmKernel k;
    k.args = {{"in", "ptr"}};
    k.vgprs = 48;
    k.body = R"(
  s_load_b64 s[4:5], s[0:1], 0x0
  v_and_b32 v40, 31, v0
  v_lshlrev_b32 v40, 2, v40
  s_mov_b32 s6, 32
  s_waitcnt lgkmcnt(0)
.Lload:
  global_load_b32 v41, v40, s[4:5]
  s_waitcnt vmcnt(0)
  s_sub_u32 s6, s6, 1
  s_cmp_lg_u32 s6, 0
  s_cbranch_scc1 .Lload
)";
    // 480 workgroups executed (24 simulated on the first WGP: three rounds), timed as 1600 (80 per
    // WGP: ten rounds). (The rate of the last half of the simulated completions, which includes
    // the drain, gave 95% of the bound below.)
    EnvGuard grid("WMMA_ASM_MODEL_GRID", "1600");
    std::vector<Arg> args = {Arg::zeros(128)};
    const auto s = run(k, {480, 1, 1}, {256, 1, 1}, args);
    CAPTURE(s.model_report);
    REQUIRE(s.model_report.find("8 workgroups/WGP") != std::string::npos);
    REQUIRE(s.model_report.find("simulated 24 workgroups") != std::string::npos);
    // Each CU's address unit: 80 workgroups x 4 waves x 32 loads x 32 / vmem_lanes_per_clk cycles.
    const double bound = 80.0 * 4 * 32 * std::ceil(32 / d.get("vmem_lanes_per_clk"));
    const double c = modelled_cycles(s, d);
    CHECK(c >= bound);
    CHECK(c <= bound * 1.10);
}

TEST_CASE("profile: a grid extended from a partial last round keeps the rate of full rounds") {
    EnvGuard g("WMMA_ASM_MODEL_DEVICE", "gfx1151");
    const auto d = gfx1151();
    // One-wave workgroups, 240 VGPRs: 6 waves per SIMD, 24 resident workgroups per WGP. Each wave
    // runs 32 dependent one-lane loads (load, wait): latency-bound, so a round of 24 takes about
    // as long as one workgroup alone.
    AsmKernel k;
    k.args = {{"in", "ptr"}};
    k.vgprs = 240;
    k.body = R"(
  s_load_b64 s[4:5], s[0:1], 0x0
  v_mov_b32 v40, 0
  s_mov_b32 exec_lo, 1
  s_mov_b32 s6, 32
  s_waitcnt lgkmcnt(0)
.Lchain:
  global_load_b32 v41, v40, s[4:5]
  s_waitcnt vmcnt(0)
  v_and_b32 v40, 4, v41
  s_sub_u32 s6, s6, 1
  s_cmp_lg_u32 s6, 0
  s_cbranch_scc1 .Lchain
)";
    std::vector<Arg> args = {Arg::zeros(128)};
    // One round: 480 workgroups, 24 on each of the 20 WGPs.
    const auto one = run(k, {480, 1, 1}, {32, 1, 1}, args);
    CAPTURE(one.model_report);
    REQUIRE(one.model_report.find("24 workgroups/WGP") != std::string::npos);
    const double round = modelled_cycles(one, d);
    // 60 executed, all simulated on one WGP (rounds of 24, 24 and 12), timed as 4800 (240 per
    // WGP: ten full rounds). The partial third round costs a full round's time, so the simulated
    // part is 3 rounds for 2.5 rounds of work; extended at the rate of full rounds the launch
    // comes to about 10.5 rounds. (The mean time per simulated workgroup gave 11.5 rounds, the
    // rate of the last half of the completions 8.6.)
    EnvGuard grid("WMMA_ASM_MODEL_GRID", "4800");
    const auto s = run(k, {60, 1, 1}, {32, 1, 1}, args);
    CAPTURE(s.model_report);
    REQUIRE(s.model_report.find("simulated 60 workgroups") != std::string::npos);
    const double rounds = modelled_cycles(s, d) / round;
    CHECK(rounds > 9.7);
    CHECK(rounds < 10.9);
}

TEST_CASE("profile: the report names what holds the waves while a SIMD's VALU idles") {
    EnvGuard g("WMMA_ASM_MODEL_DEVICE", "gfx1151");
    std::vector<Arg> none;
    // WMMA-bound: the VALU hardly idles.
    const auto busy = run(wmma_loop_kernel(64), {1, 1, 1}, {128, 1, 1}, none);
    CAPTURE(busy.model_report);
    CHECK(report_percent(busy, "VALU idle ") < 10);
    // A chain of dependent LDS loads: the VALU idles and the wave waits on lgkmcnt.
    AsmKernel lds;
    lds.vgprs = 16;
    lds.lds = 1024;
    lds.body = R"(
  v_mov_b32 v1, 0
  ds_store_b32 v1, v1
  s_mov_b32 s6, 64
.Lloop:
  ds_load_b32 v1, v1
  s_waitcnt lgkmcnt(0)
  s_sub_u32 s6, s6, 1
  s_cmp_lg_u32 s6, 0
  s_cbranch_scc1 .Lloop
)";
    const auto chain = run(lds, {1, 1, 1}, {128, 1, 1}, none);   // a wave on each SIMD
    CAPTURE(chain.model_report);
    CHECK(report_percent(chain, "VALU idle ") > 95);
    CHECK(report_percent(chain, "lgkmcnt ") > 50);
    // Wave 0 runs 64 WMMAs before the barrier, waves 1-3 (on the other SIMDs) wait there.
    AsmKernel bar;
    bar.vgprs = 64;
    bar.body = R"(
  v_lshrrev_b32 v60, 5, v0
  v_readfirstlane_b32 s7, v60
  s_cmp_lg_u32 s7, 0
  s_cbranch_scc1 .Lwait
  s_mov_b32 s6, 16
.Lloop:
  v_wmma_f32_16x16x16_f16 v[0:7], v[32:39], v[40:47], v[0:7]
  v_wmma_f32_16x16x16_f16 v[8:15], v[32:39], v[40:47], v[8:15]
  v_wmma_f32_16x16x16_f16 v[16:23], v[32:39], v[40:47], v[16:23]
  v_wmma_f32_16x16x16_f16 v[24:31], v[32:39], v[40:47], v[24:31]
  s_sub_u32 s6, s6, 1
  s_cmp_lg_u32 s6, 0
  s_cbranch_scc1 .Lloop
.Lwait:
  s_barrier
)";
    const auto held = run(bar, {1, 1, 1}, {128, 1, 1}, none);
    CAPTURE(held.model_report);
    CHECK(report_percent(held, "VALU idle ") > 60);
    CHECK(report_percent(held, "barrier ") > 80);
}

TEST_CASE("profile: WGP mode shares one LDS pipe among the four SIMDs, CU mode has one per CU") {
    EnvGuard g("WMMA_ASM_MODEL_DEVICE", "gfx1151");
    // Each wave issues 8 ds_load_b128 (4 cycles of a side's data path each) per wait, 32 times:
    // LDS-bound, the VALU idle. 4-wave workgroups, 8 per WGP.
    AsmKernel k;
    k.vgprs = 48;
    k.lds = 1024;
    k.body = R"(
  v_and_b32 v1, 63, v0
  v_lshlrev_b32 v1, 4, v1
  s_mov_b32 s6, 32
.Lloop:
  ds_load_b128 v[4:7], v1
  ds_load_b128 v[8:11], v1
  ds_load_b128 v[12:15], v1
  ds_load_b128 v[16:19], v1
  ds_load_b128 v[20:23], v1
  ds_load_b128 v[24:27], v1
  ds_load_b128 v[28:31], v1
  ds_load_b128 v[32:35], v1
  s_waitcnt lgkmcnt(0)
  s_sub_u32 s6, s6, 1
  s_cmp_lg_u32 s6, 0
  s_cbranch_scc1 .Lloop
)";
    std::vector<Arg> none;
    const auto wgp = run(k, {160, 1, 1}, {128, 1, 1}, none);
    k.cu_mode = true;
    const auto cu = run(k, {160, 1, 1}, {128, 1, 1}, none);
    const auto d = gfx1151();
    const double c_wgp = modelled_cycles(wgp, d), c_cu = modelled_cycles(cu, d);
    // Same instructions, half the LDS data path: about twice the cycles.
    CHECK(c_wgp > 1.7 * c_cu);
    CHECK(c_wgp < 2.3 * c_cu);
}

TEST_CASE("profile: a sub-grid timed as a larger grid keeps the larger grid's DRAM traffic") {
    EnvGuard g("WMMA_ASM_MODEL_DEVICE", "gfx1151");
    // A GEMM's sharing: workgroup (x, y) streams row panel y of `a` and column panel x of `b`,
    // 256 KiB each (one wave, 512 global_load_b128 per panel).
    AsmKernel k;
    k.args = {{"a", "ptr"}, {"b", "ptr"}};
    k.vgprs = 48;
    k.wg_dims = 2;
    k.body = R"(
  s_load_b128 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v40, 4, v0
  s_lshl_b32 s8, s3, 18
  s_lshl_b32 s9, s2, 18
  v_add_nc_u32 v41, s8, v40
  v_add_nc_u32 v42, s9, v40
  s_mov_b32 s10, 512
  s_waitcnt lgkmcnt(0)
.Lpanel:
  global_load_b128 v[0:3], v41, s[4:5]
  global_load_b128 v[4:7], v42, s[6:7]
  v_add_nc_u32 v41, 0x200, v41
  v_add_nc_u32 v42, 0x200, v42
  s_waitcnt vmcnt(0)
  s_sub_u32 s10, s10, 1
  s_cmp_lg_u32 s10, 0
  s_cbranch_scc1 .Lpanel
)";
    auto dram_mb = [&](unsigned n) {
        std::vector<Arg> args = {Arg::zeros(size_t(n) << 18), Arg::zeros(size_t(n) << 18)};
        const auto s = run(k, {n, n, 1}, {32, 1, 1}, args);
        REQUIRE(s.modelled_ms > 0);
        const auto at = s.model_report.find("DRAM reads ");
        REQUIRE(at != std::string::npos);
        return std::stod(s.model_report.substr(at + 11));
    };
    // 8 x 8 executed: 8 row panels and 8 column panels, 4 MiB, each read once (they fit the cache).
    const double full = dram_mb(8);
    CHECK(full == doctest::Approx(4.2).epsilon(0.01));
    // 2 x 2 executed, timed as 8 x 8: the same traffic. (A per-workgroup average of the 2 x 2
    // grid, whose panels are shared by 2 workgroups instead of 8, would give 4x as much.)
    EnvGuard grid("WMMA_ASM_MODEL_GRID", "8,8");
    CHECK(dram_mb(2) == doctest::Approx(full).epsilon(0.01));
}

// A copy of a description with some parameters replaced, as a file for WMMA_ASM_MODEL_DEVICE
// (in a temporary directory removed at the end of the scope).
class DeviceVariant {
public:
    DeviceVariant(const emu::model::Device& base, const std::map<std::string, std::string>& values)
        : path_(dir_.file("variant.txt")) {
        std::istringstream in(testutil::read_text(base.file));
        std::string out, line;
        while (std::getline(in, line)) {
            std::istringstream ls(line);
            std::string key;
            ls >> key;
            const auto it = values.find(key);
            out += (it == values.end() ? line : key + " " + it->second + " test variant") + "\n";
        }
        REQUIRE_MESSAGE(!out.empty(), "cannot read " << base.file);
        testutil::write_text(path_, out);
    }
    const std::string& path() const { return path_; }

private:
    testutil::TempDir dir_;
    std::string path_;
};

TEST_CASE("profile: a description out of range, malformed or misspelt is rejected with its line") {
    const emu::model::Device base = gfx1151();
    const std::string text = testutil::read_text(base.file);
    // The line of a parameter in the committed file (1-based).
    auto line_of = [&](const std::string& key) {
        std::istringstream in(text);
        std::string line, first;
        for (int n = 1; std::getline(in, line); ++n) {
            std::istringstream ls(line);
            if (ls >> first && first == key) return n;
        }
        FAIL("no " << key);
        return 0;
    };
    struct Bad { const char* key; const char* value; const char* says; };
    const Bad bad[] = {
        {"clock_mhz", "1e308", "is outside 1 .. 100000"},
        {"clock_mhz", "-2900", "is outside"},
        {"clock_mhz", "abc", "is not a decimal number"},
        {"clock_mhz", "0x10", "is not a decimal number"},
        {"clock_mhz", "nan", "is not a decimal number"},
        {"wgps", "2.5", "is not a whole number"},
        {"lds_bytes_per_wgp", "0", "is outside"},
        {"barrier_groups_per_wgp", "0", "is outside"},
        {"issue_ports", "0", "is outside"},
        {"launch_overhead_us", "1e308", "is outside"},
        {"cache_line_bytes", "100", "is not a power of two"},
    };
    for (const auto& b : bad) {
        CAPTURE(b.key);
        CAPTURE(b.value);
        std::string edited, line;
        std::istringstream in(text);
        while (std::getline(in, line)) {
            std::istringstream ls(line);
            std::string key;
            ls >> key;
            edited += (key == b.key ? key + " " + b.value + " test variant" : line) + "\n";
        }
        emu::model::Device d;
        std::string err;
        CHECK_FALSE(emu::model::parse_device(edited, "bad", &d, &err));
        CHECK(err.find(b.says) != std::string::npos);
        CHECK(err.find("line " + std::to_string(line_of(b.key)) + ":") != std::string::npos);
    }
    emu::model::Device d;
    std::string err;
    CHECK_FALSE(emu::model::parse_device(text + "clock_mzh 2900 typo\n", "typo", &d, &err));
    CHECK(err.find("unknown parameter 'clock_mzh'") != std::string::npos);
    CHECK_FALSE(emu::model::parse_device(text + "wgps 20 again\n", "twice", &d, &err));
    CHECK(err.find("first on line " + std::to_string(line_of("wgps"))) != std::string::npos);
    CHECK(emu::model::parse_device(text, "committed", &d, &err));
}

TEST_CASE("profile: a kernel that no WGP of the description can hold is counted, not timed") {
    // 64 KiB of LDS per workgroup against a description whose WGP has 32 KiB.
    DeviceVariant small_lds(gfx1151(), {{"lds_bytes_per_wgp", "32768"}});
    EnvGuard g("WMMA_ASM_MODEL_DEVICE", small_lds.path().c_str());
    AsmKernel k;
    k.lds = 65536;
    k.body = "  v_mov_b32 v1, 0\n";
    std::vector<Arg> none;
    const auto s = run(k, {1, 1, 1}, {32, 1, 1}, none);
    CHECK(s.modelled_ms < 0);
    CHECK(s.model_report.find("no workgroup of this launch fits a WGP") != std::string::npos);
    CHECK(ctr(s, "inst.valu") == 1);
    CHECK(ctr(s, "occupancy.workgroups_per_wgp") == 0);
}

TEST_CASE("profile: WMMA_ASM_MODEL_ALSO names descriptions that must exist") {
    AsmKernel k;
    k.body = "  v_mov_b32 v1, 0\n";
    std::vector<Arg> none;
    EnvGuard g("WMMA_ASM_MODEL_DEVICE", "gfx1151");
    for (const char* bad : {"nope", "gfx1100_7900gre,nope", "gfx1100_7900gre,"}) {
        CAPTURE(bad);
        EnvGuard also("WMMA_ASM_MODEL_ALSO", bad);
        CHECK_THROWS_WITH_AS(run(k, {1, 1, 1}, {32, 1, 1}, none), doctest::Contains("WMMA_ASM_MODEL_ALSO"), wmma_asm::Error);
    }
    EnvGuard also("WMMA_ASM_MODEL_ALSO", "gfx1100_7900gre");
    CHECK(run(k, {1, 1, 1}, {32, 1, 1}, none).modelled_ms > 0);
}

TEST_CASE("profile: L0 misses that the graphics L1 holds are not charged to L2") {
    // 20 workgroups (one per WGP) of 8 waves; each wave reads its own 16 KiB eight times, 512 bytes
    // per global_load_b128. A CU's four waves stream 64 KiB: twice its L0's 32 KiB (LRU: every L0
    // lookup misses); the WGP's 128 KiB is half the graphics L1's 256 KiB. With the graphics L1
    // the repeat passes hit it and run at the address unit's rate; with it removed (gl1_bytes 0)
    // they take this WGP's share of the L2 bandwidth.
    AsmKernel k;
    k.args = {{"in", "ptr"}};
    k.vgprs = 48;
    k.body = R"(
  s_load_b64 s[4:5], s[0:1], 0x0
  s_mov_b32 s7, 8
  s_waitcnt lgkmcnt(0)
.Lpass:
  v_and_b32 v40, 31, v0
  v_lshlrev_b32 v40, 4, v40
  v_lshrrev_b32 v41, 5, v0
  v_lshl_add_u32 v40, v41, 14, v40
  s_mov_b32 s6, 32
.Lrow:
  global_load_b128 v[32:35], v40, s[4:5]
  v_add_nc_u32 v40, 0x200, v40
  s_sub_u32 s6, s6, 1
  s_cmp_lg_u32 s6, 0
  s_cbranch_scc1 .Lrow
  s_waitcnt vmcnt(0)
  s_sub_u32 s7, s7, 1
  s_cmp_lg_u32 s7, 0
  s_cbranch_scc1 .Lpass
)";
    const auto d = gfx1151();
    REQUIRE(d.get("gl1_bytes") >= 2 * (128 << 10));
    struct Result {
        double cycles, l0_hit, gl1_hit;
        std::string report;
    };
    auto model = [&](const std::string& device) {
        EnvGuard g("WMMA_ASM_MODEL_DEVICE", device.c_str());
        std::vector<Arg> args = {Arg::zeros(128 << 10)};
        const auto s = run(k, {20, 1, 1}, {256, 1, 1}, args);
        REQUIRE(s.modelled_ms > 0);
        return Result{modelled_cycles(s, d), report_percent(s, "L0 hit "), report_percent(s, "GL1 hit "),
                      s.model_report};
    };
    const Result with_gl1 = model("gfx1151");
    const DeviceVariant off(d, {{"gl1_bytes", "0"}});
    const Result without_gl1 = model(off.path());
    CAPTURE(with_gl1.report);
    CAPTURE(without_gl1.report);
    CHECK(without_gl1.l0_hit == 0.0);
    CHECK(without_gl1.gl1_hit == 0.0);
    CHECK(with_gl1.gl1_hit > 75.0);   // up to 7 of the 8 passes
    CHECK(with_gl1.cycles < 0.6 * without_gl1.cycles);
}

// One lane runs 32 times `access` (a global memory instruction on address v40 of `in`, data
// v41, v42 = 1), waits for it and advances v40 by `stride` bytes (0: the same word every time);
// with `passes` > 1 the chain starts again from v40 = 0 that many times.
AsmKernel chain_kernel(const std::string& access, unsigned stride, unsigned passes = 1) {
    AsmKernel k;
    k.name = "chain";
    k.args = {{"in", "ptr"}};
    k.vgprs = 48;
    const bool repeat = passes > 1;
    k.body = R"(
  s_load_b64 s[4:5], s[0:1], 0x0
  v_mov_b32 v40, 0
  v_mov_b32 v42, 1
  s_mov_b32 exec_lo, 1
  s_mov_b32 s6, 32
)" + (repeat ? "  s_mov_b32 s7, " + std::to_string(passes) + "\n" : std::string()) + R"(  s_waitcnt lgkmcnt(0)
.Lchain:
)" + access + R"(
  s_waitcnt vmcnt(0)
  v_add_nc_u32 v40, )" + std::to_string(stride) + R"(, v40
  s_sub_u32 s6, s6, 1
  s_cmp_lg_u32 s6, 0
  s_cbranch_scc1 .Lchain
)" + (repeat ? "  s_sub_u32 s7, s7, 1\n  s_cmp_lg_u32 s7, 0\n  v_mov_b32 v40, 0\n  s_mov_b32 s6, 32\n"
                        "  s_cbranch_scc1 .Lchain\n"   // (v_mov and s_mov leave SCC alone)
                      : "");
    return k;
}

const char* const kChainLoad = "  global_load_b32 v41, v40, s[4:5]";
const char* const kChainInvalidatedLoad = "  buffer_gl0_inv\n  global_load_b32 v41, v40, s[4:5]";

TEST_CASE("profile: cache sets do not depend on a power-of-two pitch (or where buffers are placed)") {
    // One lane reads 32 lines `pitch` bytes apart, twice. 32 lines fit the L0 (256 lines) easily:
    // the second pass hits, whatever the pitch. With the set taken from the low bits of the line
    // alone, a 16 KiB pitch put all 32 lines into one 16-way set and the second pass missed
    // throughout (as two matrices whose bases agree modulo 16 KiB shared every set; the
    // emulator's allocations are page-aligned with guard regions, so theirs do).
    EnvGuard g("WMMA_ASM_MODEL_DEVICE", "gfx1151");
    auto l0_hit = [&](unsigned pitch) {
        std::vector<Arg> args = {Arg::zeros(size_t(32) * pitch)};
        return report_percent(run(chain_kernel(kChainLoad, pitch, 2), {1, 1, 1}, {32, 1, 1}, args), "L0 hit ");
    };
    for (unsigned pitch : {16384u, 16384u + 128u, 65536u, 4096u}) {
        CAPTURE(pitch);
        CHECK(l0_hit(pitch) == doctest::Approx(50.0).epsilon(0.01));
    }
}

TEST_CASE("profile: the modelled caches do not depend on where the host maps the buffers") {
    // Two buffers of 136 lines each, read twice: 272 lines overflow the 256-line L0 by 16. Each
    // aligned group of 16 lines covers the 16 sets once, so which sets take the two partial
    // groups of 8 depends on the higher bits of the line numbers: with host addresses (which
    // move with every device, every run) the second pass hit in some placements and not in
    // others. The model numbers lines by allocation order instead: the same in every run.
    EnvGuard g("WMMA_ASM_MODEL_DEVICE", "gfx1151");
    AsmKernel k;
    k.args = {{"a", "ptr"}, {"b", "ptr"}};
    k.vgprs = 48;
    k.body = R"(
  s_load_b128 s[4:7], s[0:1], 0x0
  s_mov_b32 exec_lo, 1
  s_mov_b32 s10, 2
  s_waitcnt lgkmcnt(0)
.Lpass:
  v_mov_b32 v40, 0
  s_mov_b32 s8, 136
.Lline:
  global_load_b32 v41, v40, s[4:5]
  global_load_b32 v42, v40, s[6:7]
  s_waitcnt vmcnt(0)
  v_add_nc_u32 v40, 128, v40
  s_sub_u32 s8, s8, 1
  s_cmp_lg_u32 s8, 0
  s_cbranch_scc1 .Lline
  s_sub_u32 s10, s10, 1
  s_cmp_lg_u32 s10, 0
  s_cbranch_scc1 .Lpass
)";
    // Devices kept alive, so that each maps its buffers at other host addresses.
    std::vector<std::unique_ptr<wmma_asm::Device>> devices;
    std::vector<std::string> reports;
    std::vector<double> times;
    for (int i = 0; i < 6; ++i) {
        devices.push_back(prof_device());
        std::vector<Arg> args = {Arg::zeros(136 * 128), Arg::zeros(136 * 128)};
        const auto s = testutil::launch(*devices.back(), k.build(), k.name, {1, 1, 1}, {32, 1, 1}, args);
        reports.push_back(s.model_report);
        times.push_back(s.modelled_ms);
    }
    for (int i = 1; i < 6; ++i) {
        CAPTURE(reports[0]);
        CAPTURE(reports[i]);
        CHECK(times[i] == times[0]);
    }
}

TEST_CASE("profile: a load that finds its line still being filled waits for the fill") {
    EnvGuard g("WMMA_ASM_MODEL_DEVICE", "gfx1151");
    const auto d = gfx1151();
    // One wave: 32 lines, each an L0 miss. Two waves of one workgroup (SIMDs 0 and 1: one CU, one
    // L0) walk the same 32 lines at the same time: whichever asks first misses, the other finds
    // the line allocated and must wait for the same fill, so the pair takes as long as one wave.
    // (Served at the L0 latency instead, the waves took turns missing and the pair came to about
    // two thirds of one wave's time.)
    const auto k = chain_kernel(kChainLoad, 128);
    std::vector<Arg> args = {Arg::zeros(32 * 128)};
    const auto one = run(k, {1, 1, 1}, {32, 1, 1}, args);
    const auto two = run(k, {1, 1, 1}, {64, 1, 1}, args);
    CAPTURE(one.model_report);
    CAPTURE(two.model_report);
    const double c1 = modelled_cycles(one, d), c2 = modelled_cycles(two, d);
    CHECK(c1 >= 32 * (d.get("l2_latency") + d.get("l0_latency")) * 0.9);
    CHECK(c2 >= 0.95 * c1);
    CHECK(c2 <= 1.10 * c1);
}

TEST_CASE("profile: buffer_gl0_inv empties the CU's L0") {
    EnvGuard g("WMMA_ASM_MODEL_DEVICE", "gfx1151");
    const auto d = gfx1151();
    // One lane reads the same line 32 times: after the first miss every load hits the L0. With
    // buffer_gl0_inv before each load (as __syncthreads' acquire emits) none does: each goes to
    // the graphics L1 (which the invalidation of the L0 leaves alone).
    std::vector<Arg> args = {Arg::zeros(128)};
    const auto hits = run(chain_kernel(kChainLoad, 0), {1, 1, 1}, {32, 1, 1}, args);
    const auto inv = run(chain_kernel(kChainInvalidatedLoad, 0), {1, 1, 1}, {32, 1, 1}, args);
    CAPTURE(hits.model_report);
    CAPTURE(inv.model_report);
    CHECK(hits.model_report.find("L0 hit 96.9%") != std::string::npos);   // 31 of 32
    CHECK(inv.model_report.find("L0 hit 0.0%") != std::string::npos);
    CHECK(inv.model_report.find("GL1 hit 96.9% of L0 misses") != std::string::npos);
    const double gap = d.get("gl1_latency") - d.get("l0_latency");
    CHECK(modelled_cycles(inv, d) - modelled_cycles(hits, d) >= 31 * gap * 0.9);
}

TEST_CASE("profile: atomics are performed in the L2, past the L0 and the graphics L1") {
    EnvGuard g("WMMA_ASM_MODEL_DEVICE", "gfx1151");
    const auto d = gfx1151();
    // One lane adds to the same word 32 times, each atomic returning the old value (glc) and
    // waited for: every one goes to the L2. (Through the L0, as loads do, all but the first hit
    // there, at the L0 latency.)
    const auto k = chain_kernel("  global_atomic_add_u32 v41, v40, v42, s[4:5] glc", 0);
    std::vector<Arg> args = {Arg::zeros(128)};
    const auto s = run(k, {1, 1, 1}, {32, 1, 1}, args);
    CAPTURE(s.model_report);
    CHECK(ctr(s, "global.atomic_bytes") == 32 * 4);
    CHECK(s.model_report.find("L0 hit 0.0%") != std::string::npos);
    CHECK(s.model_report.find("L2 line requests 32") != std::string::npos);
    CHECK(modelled_cycles(s, d) >= 32 * d.get("l2_latency"));
}

TEST_CASE("profile: the modelled time grows with the work") {
    EnvGuard g("WMMA_ASM_MODEL_DEVICE", "gfx1151");
    // Each wave streams its own `n` 512-byte rows of `in` (global_load_b128), a WMMA per row.
    AsmKernel k;
    k.args = {{"in", "ptr"}, {"n", "u32"}};
    k.vgprs = 48;
    k.body = R"(
  s_load_b64 s[4:5], s[0:1], 0x0
  s_load_b32 s6, s[0:1], 0x8
  v_lshlrev_b32 v40, 4, v0
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s8, s2, s6
  s_lshl_b32 s8, s8, 9
  v_add_nc_u32 v40, s8, v40
.Lrow:
  global_load_b128 v[32:35], v40, s[4:5]
  v_add_nc_u32 v40, 0x200, v40
  s_waitcnt vmcnt(0)
  v_wmma_f32_16x16x16_f16 v[0:7], v[16:23], v[24:31], v[0:7]
  s_sub_u32 s6, s6, 1
  s_cmp_lg_u32 s6, 0
  s_cbranch_scc1 .Lrow
)";
    auto time_for = [&](unsigned groups, unsigned rows) {
        std::vector<Arg> args = {Arg::zeros(size_t(rows) * groups * 512), Arg::u32(rows)};
        const auto s = run(k, {groups, 1, 1}, {32, 1, 1}, args);
        REQUIRE(s.modelled_ms > 0);
        return s.modelled_ms;
    };
    const double a = time_for(8, 8), b = time_for(8, 32), c = time_for(8, 128);
    CHECK(a < b);
    CHECK(b < c);
    const double g1 = time_for(16, 16), g2 = time_for(32, 16), g3 = time_for(512, 16);
    CHECK(g1 <= g2);
    CHECK(g2 < g3);
}

TEST_CASE("profile: counters and the modelled time do not depend on the host threads") {
    EnvGuard g("WMMA_ASM_MODEL_DEVICE", "gfx1151");
    AsmKernel k = wmma_loop_kernel(4);
    k.args = {{"out", "ptr"}};
    k.lds = 1024;
    // The WMMA loop accumulates into v[0:7]: keep the work-item ids in v60 first.
    k.body = "  v_mov_b32 v60, v0\n" + k.body + R"(
  s_load_b64 s[4:5], s[0:1], 0x0
  v_lshlrev_b32 v50, 2, v60
  ds_store_b32 v50, v60
  s_waitcnt lgkmcnt(0)
  s_barrier
  ds_load_b32 v51, v50 offset:4
  s_waitcnt lgkmcnt(0)
  s_lshl_b32 s8, s2, 8
  v_add_nc_u32 v50, s8, v50
  global_store_b32 v50, v51, s[4:5]
)";
    auto once = [&](unsigned threads) {
        std::vector<Arg> args = {Arg::zeros(64 * 256 * 4)};
        return run(k, {64, 1, 1}, {64, 1, 1}, args, threads);
    };
    const auto a = once(1), b = once(2), c = once(2);
    CHECK(a.counters == b.counters);
    CHECK(b.counters == c.counters);
    CHECK(a.modelled_ms == b.modelled_ms);
    CHECK(b.modelled_ms == c.modelled_ms);
}

TEST_CASE("profile: device descriptions parse, name a source for every value, and are selectable") {
    for (const char* name : {"gfx1151", "gfx1100_7900xtx", "gfx1100_7900gre"}) {
        CAPTURE(name);
        EnvGuard g("WMMA_ASM_MODEL_DEVICE", name);
        emu::model::Device d;
        std::string err;
        REQUIRE_MESSAGE(emu::model::load_device("gfx1151", &d, &err), err);
        CHECK(d.name == name);
        for (const auto& p : emu::model::required_parameters()) CHECK(d.source.count(p) == 1);
        for (const auto& kv : d.source) CHECK(!kv.second.empty());
    }
    {
        EnvGuard g("WMMA_ASM_MODEL_DEVICE", nullptr);
        CHECK(emu::model::device_name_for("gfx1151") == "gfx1151");
        CHECK(emu::model::device_name_for("gfx1100") == "gfx1100_7900xtx");
    }
    emu::model::Device d;
    std::string err;
    CHECK_FALSE(emu::model::parse_device("clock_mhz 2900\n", "broken", &d, &err));
    CHECK(err.find("no source") != std::string::npos);
    CHECK_FALSE(emu::model::parse_device("clock_mhz 2900 [x] a source\n", "short", &d, &err));
    CHECK(err.find("missing") != std::string::npos);
}

TEST_CASE("profile: a target without a description is counted but not timed; a bad model request is an error") {
    {
        // No description for this target (and none asked for): counters only, and the reason.
        EnvGuard g("WMMA_ASM_MODEL_DEVICE", nullptr);
        emu::model::Device d;
        std::string why;
        CHECK_FALSE(emu::model::device_for_launch("gfx1102", &d, &why));
        CHECK(why.find("gfx1102") != std::string::npos);
        CHECK(emu::model::device_for_launch("gfx1151", &d, &why));
        CHECK(d.name == "gfx1151");
    }
    AsmKernel k;
    k.body = "  v_mov_b32 v1, 0\n";
    std::vector<Arg> none;
    {
        // A description asked for by name that does not exist: the launch fails before it runs.
        EnvGuard g("WMMA_ASM_MODEL_DEVICE", "no_such_device");
        CHECK_THROWS_WITH_AS(run(k, {1, 1, 1}, {32, 1, 1}, none), doctest::Contains("WMMA_ASM_MODEL_DEVICE=no_such_device"),
                             wmma_asm::Error);
    }
    {
        // A description that is found but does not parse is an error too, naming the file.
        const std::string path = "/tmp/wmma_asm_broken_device_" + std::to_string(::getpid()) + ".txt";
        {
            std::ofstream f(path);
            f << "clock_mhz 2900 [x] a source\n";
        }
        EnvGuard g("WMMA_ASM_MODEL_DEVICE", path.c_str());
        CHECK_THROWS_WITH_AS(run(k, {1, 1, 1}, {32, 1, 1}, none), doctest::Contains(path.c_str()), wmma_asm::Error);
        std::remove(path.c_str());
    }
    EnvGuard g("WMMA_ASM_MODEL_DEVICE", "gfx1151");
    for (const char* bad : {"0", "abc", "8,", "1,2,3,4", "4,0", "99999999999", "200000000"}) {
        // Malformed, zero, or more work-items than a launch allows (200000000 x 32 > 2^32 - 1).
        CAPTURE(bad);
        EnvGuard grid("WMMA_ASM_MODEL_GRID", bad);
        CHECK_THROWS_WITH_AS(run(k, {1, 1, 1}, {32, 1, 1}, none), doctest::Contains("WMMA_ASM_MODEL_GRID"), wmma_asm::Error);
    }
    EnvGuard grid("WMMA_ASM_MODEL_GRID", "16,8");
    const auto s = run(k, {1, 1, 1}, {32, 1, 1}, none);
    CHECK(s.modelled_ms > 0);
    CHECK(s.modelled_workgroups == 128);
    CHECK(ctr(s, "inst.valu") == 1);
}
