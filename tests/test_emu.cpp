// The emulator's engine end to end: dispatch state, workgroups, barriers, and the errors it
// must report instead of crashing or hanging.
#include <doctest/doctest.h>

#include "asm_kernel.hpp"
#include "emu_run.hpp"

#include <cstdint>
#include <sstream>
#include <thread>

#include <fcntl.h>
#include <sys/stat.h>

#include "emu/engine/aligned.hpp"
#include "emu/engine/engine.hpp"
#include "wmma_asm/hsaco.hpp"
#include "wmma_asm/kernargs.hpp"

using testutil::Arg;
using testutil::AsmKernel;

namespace {

bool contains(const std::string& s, const std::string& what) { return s.find(what) != std::string::npos; }

}  // namespace

TEST_CASE("emu: the per-lane arrays' storage is cache-line aligned at every size") {
    // The VGPR files, LDS and private memory are AlignedVectors (aligned.hpp): a 128-byte VGPR row
    // must start a cache line whatever malloc does (small sizes come from its arenas, large ones
    // from mmap, 16 bytes into a page).
    for (size_t words : {size_t(1), size_t(33), size_t(4 * 272 * 32), size_t(8 * 272 * 32), size_t(1) << 22}) {
        emu::AlignedVector<uint32_t> v(words);
        CHECK(reinterpret_cast<uintptr_t>(v.data()) % 64 == 0);
        v.resize(words + 1000);   // (a reallocation keeps it)
        CHECK(reinterpret_cast<uintptr_t>(v.data()) % 64 == 0);
        emu::AlignedVector<uint8_t> b(words * 4 + 3);
        CHECK(reinterpret_cast<uintptr_t>(b.data()) % 64 == 0);
    }
}

TEST_CASE("emu: dispatch state - kernarg pointer, workgroup ids, packed work-item ids, partial waves") {
    // out[flat item] = wg_x | wg_y << 8 | local_x << 16 | 0x80000000 (so untouched slots stay 0)
    AsmKernel k;
    k.args = {{"out", "ptr"}};
    k.wg_dims = 2;
    k.body = R"(
  s_load_b64 s[4:5], s[0:1], 0x0
  s_lshl_b32 s6, s3, 8
  s_or_b32 s6, s6, s2
  s_bitset1_b32 s6, 31
  v_and_b32 v1, 0x3ff, v0
  v_lshlrev_b32 v2, 16, v1
  v_or_b32 v2, s6, v2
  s_mul_i32 s7, s3, 3          // flat workgroup = wg_y * 3 + wg_x
  s_add_u32 s7, s7, s2
  s_mul_i32 s7, s7, 40         // 40 items per group
  v_add_nc_u32 v3, s7, v1
  v_lshlrev_b32 v3, 2, v3
  s_waitcnt lgkmcnt(0)
  global_store_b32 v3, v2, s[4:5]
)";
    auto dev = testutil::emu_device();
    std::vector<Arg> args = {Arg::zeros(3 * 2 * 40 * 4)};
    const auto stats = testutil::launch(*dev, k.build(), k.name, {3, 2, 1}, {40, 1, 1}, args);
    const auto out = args[0].as<uint32_t>();
    for (uint32_t y = 0; y < 2; ++y)
        for (uint32_t x = 0; x < 3; ++x)
            for (uint32_t l = 0; l < 40; ++l) {
                const uint32_t want = x | (y << 8) | (l << 16) | 0x80000000u;
                CHECK(out[(y * 3 + x) * 40 + l] == want);
            }
    CHECK(stats.counters.at("workgroups") == 6);
    CHECK(stats.counters.at("waves") == 12);   // 40 items = a full wave and an 8-lane wave
    CHECK(stats.counters.at("instructions") > 0);
    CHECK(stats.timing_source == "emulator-wall-clock");
}

TEST_CASE("emu: a cooperative launch keeps every workgroup resident: a grid-wide barrier passes, a plain launch spins out") {
    // Lane 0 of each wave (two per workgroup) adds 1 to a global counter, then spins until it
    // equals the grid's wave count, then stores the count it saw and its workgroup id. Only with every workgroup resident
    // (the cooperative launch) can the first ones get past the spin; on a plain launch they spin
    // until the instruction budget stops the launch.
    AsmKernel k;
    k.args = {{"counter", "ptr"}, {"out", "ptr"}, {"waves", "u32"}};
    k.max_wg = 64;
    k.body = R"(
  s_load_b128 s[4:7], s[0:1], 0x0
  s_load_b32 s8, s[0:1], 0x10
  s_mov_b32 exec_lo, 1
  v_mov_b32 v1, 0
  v_mov_b32 v2, 1
  s_waitcnt lgkmcnt(0)
  global_atomic_add_u32 v1, v2, s[4:5]
.Lspin:
  global_load_b32 v3, v1, s[4:5] glc dlc
  s_waitcnt vmcnt(0)
  v_cmp_gt_u32 vcc_lo, s8, v3
  s_cbranch_vccnz .Lspin
  s_lshl_b32 s9, s2, 3
  v_mov_b32 v4, s9
  v_mov_b32 v5, s2
  v_mov_b32 v6, v3
  global_store_b64 v4, v[5:6], s[6:7]
)";
    k.body += "  s_waitcnt vmcnt(0)\n";
    const uint32_t groups = 24;
    auto run = [&](bool cooperative, std::vector<Arg>& args) {
        wmma_asm::DeviceOptions o;
        o.backend = "emu";
        o.emu_target = testutil::arch();
        o.max_instructions = 200000;
        auto dev = wmma_asm::open_device(o);
        return testutil::launch_error(*dev, k.build(), k.name, {groups, 1, 1}, {64, 1, 1}, args, cooperative);
    };
    std::vector<Arg> args = {Arg::zeros(4), Arg::zeros(groups * 8), Arg::u32(2 * groups)};
    CHECK(run(true, args) == "");
    const auto out = args[1].as<uint32_t>();
    for (uint32_t g = 0; g < groups; ++g) {
        CHECK(out[2 * g] == g);
        CHECK(out[2 * g + 1] == 2 * groups);   // every wave saw all arrive
    }
    CHECK(args[0].as<uint32_t>()[0] == 2 * groups);
    std::vector<Arg> plain = {Arg::zeros(4), Arg::zeros(groups * 8), Arg::u32(2 * groups)};
    CHECK(contains(run(false, plain), "exceeded the instruction budget of 200000"));
    // More waves than any device holds at once: refused before anything runs.
    wmma_asm::DeviceOptions o;
    o.backend = "emu";
    o.emu_target = testutil::arch();
    auto dev = wmma_asm::open_device(o);
    std::vector<Arg> big = {Arg::zeros(4), Arg::zeros(3000 * 8), Arg::u32(6000)};
    CHECK(contains(testutil::launch_error(*dev, k.build(), k.name, {3000, 1, 1}, {64, 1, 1}, big, true),
                   "a cooperative launch of 3000 workgroups of 2 waves (the emulator holds at most 4096 waves"));
}

TEST_CASE("emu: LDS and s_barrier across the waves of a workgroup") {
    // Each of 4 waves writes its lanes' ids to LDS, waits at the barrier, then reads the value
    // written by the mirror lane of the next wave.
    AsmKernel k;
    k.args = {{"out", "ptr"}};
    k.lds = 128 * 4;
    k.body = R"(
  s_load_b64 s[4:5], s[0:1], 0x0
  v_and_b32 v1, 0x3ff, v0       // local id 0..127
  v_lshlrev_b32 v2, 2, v1
  v_add_nc_u32 v5, 1000, v1
  ds_store_b32 v2, v5
  s_waitcnt lgkmcnt(0)
  s_barrier
  v_add_nc_u32 v3, 32, v1       // next wave's lane
  v_and_b32 v3, 127, v3
  v_lshlrev_b32 v3, 2, v3
  ds_load_b32 v4, v3
  s_waitcnt lgkmcnt(0)
  global_store_b32 v2, v4, s[4:5]
)";
    // Both loops: strict mode's and the plain one, whose runs (DecodedKernel::runs) end at
    // s_barrier.
    for (bool strict : {true, false}) {
        CAPTURE(strict);
        auto dev = testutil::emu_device(strict);
        std::vector<Arg> args = {Arg::zeros(128 * 4)};
        testutil::launch(*dev, k.build(), k.name, {1, 1, 1}, {128, 1, 1}, args);
        const auto out = args[0].as<uint32_t>();
        for (uint32_t l = 0; l < 128; ++l) CHECK(out[l] == 1000 + ((l + 32) & 127));
    }
}

TEST_CASE("emu: errors stop the launch with kernel, workgroup, wave, pc and the instruction") {
    auto dev = testutil::emu_device(true, 100000);
    std::vector<Arg> none;

    SUBCASE("an unknown instruction reports its address and encoding") {
        AsmKernel k;
        k.body = "  s_nop 0\n  .long 0xf7ffffff\n";   // no gfx11 encoding family starts with 0xf7f
        const auto e = testutil::launch_error(*dev, k.build(), k.name, {1, 1, 1}, {32, 1, 1}, none);
        INFO(e);
        CHECK(contains(e, "kernel 'test_kernel' workgroup (0,0,0) wave 0 pc 0x4"));
        CHECK(contains(e, "0xf7ffffff"));
        CHECK(contains(e, "unknown"));
    }
    SUBCASE("a kernel that never ends exceeds the instruction budget") {
        AsmKernel k;
        k.body = ".Lforever:\n  s_branch .Lforever\n";
        const auto e = testutil::launch_error(*dev, k.build(), k.name, {1, 1, 1}, {32, 1, 1}, none);
        INFO(e);
        CHECK(contains(e, "instruction budget of 100000"));
        CHECK(contains(e, "s_branch"));
    }
    SUBCASE("a jump outside the code") {
        AsmKernel k;
        k.body = "  s_getpc_b64 s[4:5]\n  s_add_u32 s4, s4, 0x100000\n  s_setpc_b64 s[4:5]\n";
        const auto e = testutil::launch_error(*dev, k.build(), k.name, {1, 1, 1}, {32, 1, 1}, none);
        INFO(e);
        CHECK(contains(e, "not the start of an instruction"));
        CHECK(contains(e, "s_setpc_b64"));
    }
    SUBCASE("a global store outside every allocation names the nearest one") {
        AsmKernel k;
        k.args = {{"out", "ptr"}};
        // Just past the end of the 64-byte buffer: the nearest allocation is the buffer itself
        // whatever the heap layout.
        k.body = "  s_load_b64 s[4:5], s[0:1], 0x0\n  v_mov_b32 v1, 64\n  v_mov_b32 v2, 7\n"
                 "  s_waitcnt lgkmcnt(0)\n  global_store_b32 v1, v2, s[4:5]\n";
        std::vector<Arg> args = {Arg::zeros(64)};
        const auto e = testutil::launch_error(*dev, k.build(), k.name, {1, 1, 1}, {32, 1, 1}, args);
        INFO(e);
        CHECK(contains(e, "lane 0"));
        CHECK(contains(e, "4 bytes past the end of allocation"));
        CHECK(contains(e, "of 64 bytes"));
        CHECK(contains(e, "global_store_b32"));
    }
    SUBCASE("s_trap") {
        AsmKernel k;
        k.body = "  s_trap 2\n";
        const auto e = testutil::launch_error(*dev, k.build(), k.name, {2, 1, 1}, {32, 1, 1}, none);
        CHECK(contains(e, "s_trap 2 executed"));
    }
    SUBCASE("running off the end of the code") {
        AsmKernel k;
        k.end = false;
        k.body = "  s_nop 0\n";
        const auto e = testutil::launch_error(*dev, k.build(), k.name, {1, 1, 1}, {32, 1, 1}, none);
        INFO(e);
        CHECK((contains(e, "ran past the end of the code") || contains(e, "s_code_end")));
    }
}

TEST_CASE("emu: a code object for another gfx target than the device is refused") {
    AsmKernel k;
    k.target = testutil::arch() == "gfx1100" ? "gfx1151" : "gfx1100";
    auto dev = testutil::emu_device();
    try {
        dev->load_module(wmma_asm::parse_code_object(k.build()));
        FAIL("loaded");
    } catch (const wmma_asm::Error& e) {
        CHECK(contains(e.what(), "code object is for " + k.target));
    }
}

TEST_CASE("emu: every kernel of the pack decodes with no unknown instruction") {
    const auto cat = testutil::run("ls " + testutil::pack_dir() + "/*.hsaco");
    REQUIRE(cat.status == 0);
    const auto table = emu::make_handler_table();
    size_t n = 0;
    std::string line;
    std::istringstream files(cat.out);
    while (std::getline(files, line)) {
        const auto co = wmma_asm::parse_code_object(testutil::read_bytes(line), line);
        const auto dk = emu::decode_code_object(co, table);
        for (const auto& k : co.kernels) {
            const auto bad = emu::unsupported_instructions(dk, k);
            INFO(line << ": " << (bad.empty() ? "" : bad.front()));
            CHECK(bad.empty());
            ++n;
        }
    }
    CHECK(n >= 2);
}

TEST_CASE("emu: float inline constants on 64-bit operands are f64 values, integers sign-extend") {
    AsmKernel k;
    k.args = {{"out", "ptr"}};
    k.body = R"(
  s_load_b64 s[2:3], s[0:1], 0x0
  s_mov_b64 s[4:5], 1.0
  s_mov_b64 s[6:7], -4.0
  s_mov_b64 s[8:9], -3
  s_mov_b32 s10, 0.5
  v_mov_b32 v1, 0
  v_mov_b32 v2, s4
  v_mov_b32 v3, s5
  v_mov_b32 v4, s6
  v_mov_b32 v5, s7
  v_mov_b32 v6, s8
  v_mov_b32 v7, s9
  v_mov_b32 v8, s10
  s_waitcnt lgkmcnt(0)
  global_store_b128 v1, v[2:5], s[2:3]
  global_store_b96 v1, v[6:8], s[2:3] offset:16
)";
    auto dev = testutil::emu_device();
    std::vector<Arg> args = {Arg::zeros(32)};
    testutil::launch(*dev, k.build(), k.name, {1, 1, 1}, {1, 1, 1}, args);
    const auto o = args[0].as<uint32_t>();
    CHECK(o[0] == 0u);
    CHECK(o[1] == 0x3ff00000u);   // f64 1.0
    CHECK(o[2] == 0u);
    CHECK(o[3] == 0xc0100000u);   // f64 -4.0
    CHECK(o[4] == 0xfffffffdu);   // -3 sign-extended to 64 bits
    CHECK(o[5] == 0xffffffffu);
    CHECK(o[6] == 0x3f000000u);   // f32 0.5 on a 32-bit operand
}

TEST_CASE("emu: buffer loads and stores of a full wave partly out of range follow the range rule") {
    // V# for `in`: num_records = 80 bytes (20 dwords), raw addressing (OOB_SELECT 3).
    // Lanes 0-31 load dword `lane` (lanes 20-31 are out of range and read 0), then store
    // lane+1000 through a V# of 24 dwords over `out` (lanes 24-31 are dropped, the rest of
    // `out` keeps its fill pattern). The fast paths for full waves must agree with the rule.
    AsmKernel k;
    k.args = {{"in", "ptr"}, {"out", "ptr"}};
    k.body = R"(
  s_load_b128 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v1, 2, v0
  v_add_nc_u32 v3, 1000, v0
  s_waitcnt lgkmcnt(0)
  s_mov_b32 s10, 80
  s_mov_b32 s11, 0x31016000
  s_mov_b32 s8, s4
  s_and_b32 s9, s5, 0xffff
  buffer_load_b32 v2, v1, s[8:11], 0 offen
  s_mov_b32 s8, s6
  s_and_b32 s9, s7, 0xffff
  s_mov_b32 s10, 96
  s_waitcnt vmcnt(0)
  v_add_nc_u32 v2, v2, v3
  buffer_store_b32 v2, v1, s[8:11], 0 offen
)";
    std::vector<uint32_t> in(32), out(32, 0xdeadbeefu);
    for (uint32_t i = 0; i < 32; ++i) in[i] = 7 * i + 1;
    auto dev = testutil::emu_device();
    std::vector<Arg> args = {Arg::buffer(in), Arg::buffer(out)};
    testutil::launch(*dev, k.build(), k.name, {1, 1, 1}, {32, 1, 1}, args);
    const auto o = args[1].as<uint32_t>();
    for (uint32_t l = 0; l < 32; ++l) {
        CAPTURE(l);
        if (l >= 24) CHECK(o[l] == 0xdeadbeefu);                       // store dropped
        else CHECK(o[l] == (l < 20 ? in[l] : 0u) + 1000 + l);           // loads past 80 bytes read 0
    }
}

TEST_CASE("emu: the waves of a workgroup take turns, so one may wait for another without a barrier") {
    // Wave `spinner` polls an LDS flag with an atomic add of 0 until the other wave has added 1;
    // on hardware both waves are resident and this ends. Run each wave as the spinner: with the
    // first wave run to completion before the second starts, wave 0 spinning would never end.
    // Both loops: strict mode's and the plain one (with its runs, DecodedKernel::runs).
    for (unsigned spinner : {0u, 1u})
      for (bool strict : {true, false}) {
        CAPTURE(spinner);
        CAPTURE(strict);
        AsmKernel k;
        k.args = {{"out", "ptr"}};
        k.lds = 64;
        // (LDS starts as garbage: the flag is zeroed before a barrier, then the waves part.)
        k.body = "  s_load_b64 s[4:5], s[0:1], 0x0\n  v_mov_b32 v1, 0\n  v_mov_b32 v2, 1\n  v_mov_b32 v3, 0\n"
                 "  v_cmp_gt_u32 vcc_lo, 32, v0\n  s_and_saveexec_b32 s7, vcc_lo\n  ds_store_b32 v1, v3\n"
                 "  s_waitcnt lgkmcnt(0)\n  s_or_b32 exec_lo, exec_lo, s7\n  s_barrier\n"
                 "  v_cmp_gt_u32 vcc_lo, 32, v0\n  s_cbranch_vcc" + std::string(spinner ? "z" : "nz") + " .Lspin\n"
                 "  ds_add_u32 v1, v2\n  s_waitcnt lgkmcnt(0)\n  s_endpgm\n"
                 ".Lspin:\n  ds_add_rtn_u32 v4, v1, v3\n  s_waitcnt lgkmcnt(0)\n  v_readfirstlane_b32 s6, v4\n"
                 "  s_cmp_eq_u32 s6, 0\n  s_cbranch_scc1 .Lspin\n"
                 "  v_mov_b32 v5, 0\n  v_mov_b32 v6, s6\n  s_waitcnt lgkmcnt(0)\n  global_store_b32 v5, v6, s[4:5]\n";
        auto dev = testutil::emu_device(strict, 1000000);
        std::vector<Arg> args = {Arg::zeros(4)};
        const std::string e = testutil::launch_error(*dev, k.build(), k.name, {1, 1, 1}, {64, 1, 1}, args);
        CHECK_MESSAGE(e.empty(), e);
        CHECK(args[0].as<uint32_t>()[0] == 32);   // 32 lanes of the other wave each added 1
      }
}

TEST_CASE("emu: the plain loop's runs keep the budget, the fault's pc and the instruction count exact") {
    // The plain loop (no strict mode, no profiler) runs straight-line instructions back to back
    // without its tests between them (DecodedKernel::runs). Each case is one a run must not
    // change: where the budget stops, which instruction a fault names, what s_sendmsg_rtn's
    // REALTIME (the wave's instruction count) reads; strict mode's loop, which has no such runs,
    // must agree.
    std::vector<Arg> none;
    std::string adds;   // 40 instructions of 4 bytes in one run, at pc 0 .. 0x9c
    for (int i = 0; i < 40; ++i) adds += "  v_add_nc_u32 v1, 1, v0\n";
    for (bool strict : {false, true}) {
        CAPTURE(strict);
        {   // the budget stops the launch at its instruction inside a run, not at the run's end
            auto dev = testutil::emu_device(strict, 25);
            AsmKernel k;
            k.body = adds;
            const auto e = testutil::launch_error(*dev, k.build(), k.name, {1, 1, 1}, {32, 1, 1}, none);
            INFO(e);
            CHECK(contains(e, "instruction budget of 25"));
            CHECK(contains(e, "pc 0x64"));   // the 26th instruction
            CHECK(contains(e, "v_add_nc_u32"));
        }
        {   // a fault inside a run names its own instruction
            auto dev = testutil::emu_device(strict, 100000);
            AsmKernel k;
            k.args = {{"out", "ptr"}};
            // pc 0: the load (8 bytes), 0x8 .. 0x14: four moves, 0x18: s_waitcnt, 0x1c: the store
            k.body = "  s_load_b64 s[4:5], s[0:1], 0x0\n  v_mov_b32 v1, 64\n  v_mov_b32 v2, 7\n"
                     "  v_mov_b32 v3, 0\n  v_mov_b32 v4, 0\n  s_waitcnt lgkmcnt(0)\n"
                     "  global_store_b32 v1, v2, s[4:5]\n" + adds;
            std::vector<Arg> args = {Arg::zeros(64)};
            const auto e = testutil::launch_error(*dev, k.build(), k.name, {1, 1, 1}, {32, 1, 1}, args);
            INFO(e);
            CHECK(contains(e, "pc 0x1c"));
            CHECK(contains(e, "global_store_b32"));
        }
        {   // REALTIME inside a run counts every instruction before it and itself
            auto dev = testutil::emu_device(strict, 100000);
            AsmKernel k;
            k.args = {{"out", "ptr"}};
            k.body = "  s_load_b64 s[4:5], s[0:1], 0x0\n" + adds +
                     "  s_sendmsg_rtn_b32 s2, sendmsg(MSG_RTN_GET_REALTIME)\n  v_mov_b32 v1, 0\n"
                     "  s_waitcnt lgkmcnt(0)\n  v_mov_b32 v2, s2\n  global_store_b32 v1, v2, s[4:5]\n";
            std::vector<Arg> args = {Arg::zeros(4)};
            const auto e = testutil::launch_error(*dev, k.build(), k.name, {1, 1, 1}, {32, 1, 1}, args);
            CHECK_MESSAGE(e.empty(), e);
            CHECK(args[0].as<uint32_t>()[0] == 42u);   // the load, the 40 adds and itself
        }
    }
}

TEST_CASE("emu: a workgroup the hardware could not hold is refused before it runs") {
    auto dev = testutil::emu_device();
    std::vector<Arg> none;
    SUBCASE("more LDS than a gfx11 workgroup can address") {
        AsmKernel k;
        k.lds = 65536 + 512;
        k.body = "  s_nop 0\n";
        const auto e = testutil::launch_error(*dev, k.build(), k.name, {1, 1, 1}, {32, 1, 1}, none);
        CHECK_MESSAGE(contains(e, "an LDS allocation of 66048 bytes exceeds the 65536"), e);
        k.lds = 65536;   // the limit itself is fine
        CHECK(testutil::launch_error(*dev, k.build(), k.name, {1, 1, 1}, {32, 1, 1}, none).empty());
    }
    SUBCASE("more waves than the SIMDs' VGPR files hold") {
        AsmKernel k;
        k.vgprs = 256;   // 264 allocated of 1536 (1024 on gfx1102/1150): at most 5 (3) waves per SIMD
        k.max_wg = 1024;
        k.body = "  s_nop 0\n";
        const auto e = testutil::launch_error(*dev, k.build(), k.name, {1, 1, 1}, {1024, 1, 1}, none);
        CHECK_MESSAGE(contains(e, "a workgroup of 32 waves with 264 VGPRs each cannot be resident"), e);
        CHECK(testutil::launch_error(*dev, k.build(), k.name, {1, 1, 1}, {320, 1, 1}, none).empty());   // 10 waves
    }
    SUBCASE("a private segment larger than gfx11's scratch wave size") {
        AsmKernel k;
        k.body = "  s_nop 0\n";
        std::string src = k.source();
        const std::string at = ".end_amdhsa_kernel";
        src.insert(src.find(at), "  .amdhsa_private_segment_fixed_size 4294967293\n");
        const auto e = testutil::launch_error(*dev, testutil::assemble(src), k.name, {1, 1, 1}, {32, 1, 1}, none);
        CHECK_MESSAGE(contains(e, "exceeds the 262136 gfx11 allows"), e);
    }
}

TEST_CASE("emu: dynamic LDS (HIP's sharedMemBytes) extends the workgroup's LDS past the static size") {
    // One work-item writes a word at byte `wr` of LDS and reads the word at `rd`. The kernel
    // declares 256 bytes of static LDS; a launch with 256 bytes of dynamic LDS has 512 in all, so
    // the last word (508) is in range, also for strict mode's LDS tracking, and 512 is past the end.
    AsmKernel k;
    k.name = "lds_at";
    k.args = {{"out", "ptr"}, {"wr", "u32"}, {"rd", "u32"}};
    k.lds = 256;
    k.body = R"(
  s_load_b64 s[4:5], s[0:1], 0x0
  s_load_b64 s[6:7], s[0:1], 0x8
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v1, s6
  v_mov_b32 v4, s7
  v_mov_b32 v5, 1234
  ds_store_b32 v1, v5
  s_waitcnt lgkmcnt(0)
  ds_load_b32 v2, v4
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v3, 0
  global_store_b32 v3, v2, s[4:5]
)";
    auto dev = testutil::emu_device();
    auto module = dev->load_module(wmma_asm::parse_code_object(k.build()));
    auto out = dev->alloc(4);
    auto run = [&](uint32_t wr, uint32_t rd, uint32_t dynamic_lds) -> std::string {
        const uint32_t zero = 0;
        out.upload(&zero, 4);
        const auto seg = wmma_asm::pack_kernargs(module->kernel(k.name), {wmma_asm::ArgValue::pointer(out), wmma_asm::ArgValue::u32(wr), wmma_asm::ArgValue::u32(rd)},
                                                 {1, 1, 1}, {1, 1, 1});
        try {
            dev->launch(*module, k.name, {1, 1, 1}, {1, 1, 1}, seg, dynamic_lds);
        } catch (const wmma_asm::Error& e) {
            return e.what();
        }
        uint32_t v = 0;
        out.download(&v, 4);
        return v == 1234 ? "" : "read back " + std::to_string(v);
    };
    CHECK(run(252, 252, 0).empty());              // static only: its last word
    const auto past_static = run(0, 256, 0);      // ... and a read of the first word past it faults
    CHECK_MESSAGE(contains(past_static, "LDS read 0x100 (+4 bytes) past the group segment of 256 bytes"), past_static);
    CHECK(run(256, 256, 256).empty());            // dynamic LDS: the same word is now in range
    CHECK(run(508, 508, 256).empty());            // up to static + dynamic
    const auto past_dynamic = run(0, 512, 256);   // negative: a read one word past static + dynamic faults
    CHECK_MESSAGE(contains(past_dynamic, "LDS read 0x200 (+4 bytes) past the group segment of 512 bytes"), past_dynamic);
    // Static + dynamic over 64 KiB is refused before the kernel runs, naming both parts.
    const auto over = run(0, 0, 65536 - 256 + 4);
    CHECK_MESSAGE(contains(over, "an LDS allocation of 65540 bytes (static 256 + dynamic 65284) exceeds the 65536"), over);
    CHECK(run(65532, 65532, 65536 - 256).empty());   // the limit itself is fine, to its last word
}

TEST_CASE("emu: an overrun into another allocation's range faults (guard regions)") {
    // 512 bytes past a 128-byte buffer, with a second buffer allocated right after it: with host
    // heap placement the store landed in the second buffer unreported.
    AsmKernel k;
    k.args = {{"out", "ptr"}, {"other", "ptr"}};
    k.body = "  s_load_b64 s[4:5], s[0:1], 0x0\n  v_mov_b32 v1, 0x200\n  v_mov_b32 v2, 7\n"
             "  s_waitcnt lgkmcnt(0)\n  global_store_b32 v1, v2, s[4:5]\n";
    auto dev = testutil::emu_device();
    for (uint32_t over : {0x200u, 0x100000u, 0x4000000u}) {   // 512 B, 1 MiB, 64 MiB past the start
        CAPTURE(over);
        std::string body = k.body;
        body.replace(body.find("0x200"), 5, std::to_string(over));
        AsmKernel kk = k;
        kk.body = body;
        std::vector<Arg> args = {Arg::zeros(128), Arg::zeros(128)};
        const auto e = testutil::launch_error(*dev, kk.build(), kk.name, {1, 1, 1}, {32, 1, 1}, args);
        CHECK_MESSAGE(contains(e, "global memory access outside every allocation"), e);
        for (uint32_t v : args[1].as<uint32_t>()) CHECK(v == 0);
    }
}

TEST_CASE("emu: s_sethalt 0 does nothing, s_sethalt 1 stops the launch; an SMEM load into null discards") {
    auto dev = testutil::emu_device();
    std::vector<Arg> none;
    AsmKernel k;
    k.body = "  s_sethalt 0\n";
    CHECK(testutil::launch_error(*dev, k.build(), k.name, {1, 1, 1}, {32, 1, 1}, none).empty());
    k.body = "  s_sethalt 1\n";
    CHECK(contains(testutil::launch_error(*dev, k.build(), k.name, {1, 1, 1}, {32, 1, 1}, none), "s_sethalt 1 executed"));
    // s_load into null: the read happens (and is checked), its data goes nowhere.
    k.args = {{"out", "ptr"}};
    k.body = "  s_load_b64 null, s[0:1], 0x0\n  s_load_b32 s6, s[0:1], 0x0\n  s_waitcnt lgkmcnt(0)\n";
    std::vector<Arg> args = {Arg::zeros(4)};
    CHECK(testutil::launch_error(*dev, k.build(), k.name, {1, 1, 1}, {32, 1, 1}, args).empty());
    k.body = "  s_load_b64 s[4:5], s[0:1], 0x0\n  s_waitcnt lgkmcnt(0)\n  s_load_b32 null, s[4:5], 0x40\n  s_waitcnt lgkmcnt(0)\n";
    CHECK(contains(testutil::launch_error(*dev, k.build(), k.name, {1, 1, 1}, {32, 1, 1}, args),
                   "outside every allocation"));
}

TEST_CASE("emu: LDS and scratch start as garbage (0xff bytes), not as zeros a kernel could count on") {
    // Reads never-written LDS and scratch and stores what it got: 0xffffffff on the emulator, as
    // arbitrary as hardware's leftovers; zeros would hide a kernel that forgot to initialise them.
    AsmKernel k;
    k.args = {{"out", "ptr"}};
    k.lds = 256;
    k.scratch = 16;
    k.body = "  s_load_b64 s[4:5], s[0:1], 0x0\n  v_lshlrev_b32 v1, 2, v0\n  ds_load_b32 v2, v1\n"
             "  scratch_load_b32 v3, off, off offset:0\n  s_waitcnt vmcnt(0) lgkmcnt(0)\n"
             "  global_store_b32 v1, v2, s[4:5]\n  global_store_b32 v1, v3, s[4:5] offset:128\n";
    auto dev = testutil::emu_device();
    std::vector<Arg> args = {Arg::zeros(256)};
    testutil::launch(*dev, k.build(), k.name, {1, 1, 1}, {32, 1, 1}, args);
    for (uint32_t v : args[0].as<uint32_t>()) CHECK(v == 0xffffffffu);
}

TEST_CASE("emu: VGPRs the dispatch does not set start as garbage (0xff bytes)") {
    // Stores v9, which nothing wrote: strict mode reports that read; without it the store shows
    // what the register held, 0xffffffff rather than a zero a kernel could count on.
    AsmKernel k;
    k.args = {{"out", "ptr"}};
    k.body = "  s_load_b64 s[4:5], s[0:1], 0x0\n  v_lshlrev_b32 v1, 2, v0\n  s_waitcnt lgkmcnt(0)\n"
             "  global_store_b32 v1, v9, s[4:5]\n";
    std::vector<Arg> args = {Arg::zeros(128)};
    auto strict = testutil::emu_device();
    CHECK(contains(testutil::launch_error(*strict, k.build(), k.name, {1, 1, 1}, {32, 1, 1}, args), "uninitialised read"));
    auto plain = testutil::emu_device(false);
    testutil::launch(*plain, k.build(), k.name, {1, 1, 1}, {32, 1, 1}, args);
    for (uint32_t v : args[0].as<uint32_t>()) CHECK(v == 0xffffffffu);
}

TEST_CASE("emu: a device's later launches start from garbage too, not from what earlier launches left") {
    // The device keeps its threads' LDS, scratch and VGPR arrays between launches (emu::Workspace).
    // A first kernel fills LDS, scratch and v2..v40 with zeros on every thread; a second one, on
    // the same device, reads them without writing: it must see 0xff bytes, as on a new device.
    AsmKernel fill;
    fill.name = "fill_zeros";
    fill.args = {{"out", "ptr"}};
    fill.lds = 256;
    fill.scratch = 16;
    fill.vgprs = 48;
    std::string zero_vgprs;
    for (int r = 2; r <= 40; ++r) zero_vgprs += "  v_mov_b32 v" + std::to_string(r) + ", 0\n";
    fill.body = "  v_lshlrev_b32 v1, 2, v0\n" + zero_vgprs +
                "  ds_store_b32 v1, v2\n  ds_store_b32 v1, v2 offset:128\n"
                "  scratch_store_b32 off, v2, off offset:0\n  s_waitcnt vmcnt(0) lgkmcnt(0)\n";
    AsmKernel read = fill;
    read.name = "read_leftovers";
    read.body = "  s_load_b64 s[4:5], s[0:1], 0x0\n  v_lshlrev_b32 v1, 2, v0\n  ds_load_b32 v2, v1 offset:128\n"
                "  scratch_load_b32 v3, off, off offset:0\n  s_waitcnt vmcnt(0) lgkmcnt(0)\n"
                "  global_store_b32 v1, v2, s[4:5]\n  global_store_b32 v1, v3, s[4:5] offset:128\n"
                "  global_store_b32 v1, v40, s[4:5] offset:256\n";
    auto dev = testutil::emu_device(false);   // (strict mode would report the read of v40)
    for (int round = 0; round < 2; ++round) {
        std::vector<Arg> fill_args = {Arg::zeros(4)};
        testutil::launch(*dev, fill.build(), fill.name, {8, 1, 1}, {32, 1, 1}, fill_args);
        std::vector<Arg> args = {Arg::zeros(384)};
        testutil::launch(*dev, read.build(), read.name, {8, 1, 1}, {32, 1, 1}, args);
        for (uint32_t v : args[0].as<uint32_t>()) CHECK(v == 0xffffffffu);
    }
}

TEST_CASE("emu: SGPRs the dispatch does not set start as garbage; the ones it sets hold their values") {
    // Only workgroup id x is enabled (s2): s3 is not a workgroup id here, it holds leftovers.
    AsmKernel k;
    k.args = {{"out", "ptr"}};
    k.body = "  s_load_b64 s[4:5], s[0:1], 0x0\n  v_mov_b32 v1, 0\n  v_mov_b32 v2, s2\n  v_mov_b32 v3, s3\n"
             "  s_waitcnt lgkmcnt(0)\n  global_store_b32 v1, v2, s[4:5]\n  global_store_b32 v1, v3, s[4:5] offset:4\n";
    auto dev = testutil::emu_device();
    std::vector<Arg> args = {Arg::zeros(8)};
    testutil::launch(*dev, k.build(), k.name, {1, 1, 1}, {32, 1, 1}, args);
    CHECK(args[0].as<uint32_t>()[0] == 0);             // workgroup id x
    CHECK(args[0].as<uint32_t>()[1] == 0xffffffffu);   // not set by the dispatch
}

TEST_CASE("device handles: buffers and modules that outlive their device, stale addresses, huge allocations") {
    const auto hsaco = testutil::read_bytes(testutil::pack_dir() + "/k1.hsaco");
    SUBCASE("a buffer whose device was destroyed fails cleanly and is destroyed safely") {
        wmma_asm::Buffer b;
        {
            auto dev = testutil::emu_device();
            b = dev->alloc(1024);
            CHECK(bool(b));
        }
        CHECK_FALSE(bool(b));
        const char x[16] = {};
        CHECK_THROWS_WITH_AS(b.upload(x, sizeof x), doctest::Contains("whose device was destroyed"), wmma_asm::Error);
        char y[16];
        CHECK_THROWS_WITH_AS(b.download(y, sizeof y), doctest::Contains("whose device was destroyed"), wmma_asm::Error);
    }   // ~Buffer: nothing to free (the sanitizer build checks it touches no freed memory)
    SUBCASE("a module is only launched on the device that loaded it, and outlives it safely") {
        auto dev2 = testutil::emu_device();
        std::unique_ptr<wmma_asm::Module> m;
        {
            auto dev = testutil::emu_device();
            m = dev->load_module(wmma_asm::parse_code_object(hsaco));
            std::vector<uint8_t> args(m->kernel("k1").kernarg_segment_size, 0);
            CHECK_THROWS_WITH_AS(dev2->launch(*m, "k1", {1, 1, 1}, {32, 1, 1}, args),
                                 doctest::Contains("loaded on another device"), wmma_asm::Error);
        }
        std::vector<uint8_t> args(m->kernel("k1").kernarg_segment_size, 0);
        CHECK_THROWS_WITH_AS(dev2->launch(*m, "k1", {1, 1, 1}, {32, 1, 1}, args),
                             doctest::Contains("device was destroyed"), wmma_asm::Error);
    }
    SUBCASE("a kernel given a freed buffer's address faults naming it, even when a new buffer is allocated") {
        auto dev = testutil::emu_device();
        auto m = dev->load_module(wmma_asm::parse_code_object(hsaco));
        auto a = dev->alloc(16 * 16 * 2), b = dev->alloc(16 * 16 * 2), c = dev->alloc(16 * 16 * 4);
        const std::vector<uint16_t> ones(16 * 16, 0x3c00);
        a.upload(ones.data(), 512);
        b.upload(ones.data(), 512);
        using wmma_asm::ArgValue;
        const auto args = wmma_asm::pack_kernargs(m->kernel("k1"),
            {ArgValue::pointer(a), ArgValue::pointer(b), ArgValue::pointer(c), ArgValue::u32(16), ArgValue::u32(16),
             ArgValue::u32(16), ArgValue::u32(16), ArgValue::u32(16), ArgValue::u32(16), ArgValue::f32(1), ArgValue::f32(0)},
            {1, 1, 1}, {32, 1, 1});
        c.reset();
        auto mine = dev->alloc(16 * 16 * 4);   // the host may place it where C was
        const std::vector<float> zeros(16 * 16, 0.f);
        mine.upload(zeros.data(), 1024);
        CHECK_THROWS_WITH_AS(dev->launch(*m, "k1", {1, 1, 1}, {32, 1, 1}, args), doctest::Contains("which was freed"),
                             wmma_asm::Error);
        std::vector<float> got(16 * 16);
        mine.download(got.data(), 1024);
        CHECK(got == zeros);
    }
    SUBCASE("an allocation the host cannot map is an Error") {
        auto dev = testutil::emu_device();
        CHECK_THROWS_WITH_AS(dev->alloc(SIZE_MAX), doctest::Contains("cannot allocate"), wmma_asm::Error);
    }
}

TEST_CASE("device: shared modules are loaded once per device and file, and again when the file changes") {
    testutil::TempDir dir;
    const std::string path = dir.file("kernel.hsaco");
    const auto k1 = testutil::read_bytes(testutil::pack_dir() + "/k1.hsaco");
    const auto k2 = testutil::read_bytes(testutil::pack_dir() + "/k2.hsaco");
    // k1 with one immediate changed: a code object of the same size.
    const auto k1b = testutil::assemble(
        testutil::mutate_line(testutil::pack_asm("k1"), "// K step: 16 per iteration", ", 16 ", ", 32 "));
    REQUIRE(k1b.size() == k1.size());
    REQUIRE(k1b != k1);
    testutil::write_bytes(path, k1.data(), k1.size());
    auto set_mtime = [&](long sec) {   // one modification time for every version of the file
        const struct timespec t[2] = {{sec, 0}, {sec, 0}};
        REQUIRE(::utimensat(AT_FDCWD, path.c_str(), t, 0) == 0);
    };
    set_mtime(1000000000);
    auto dev = testutil::emu_device();
    const auto a = dev->shared_module_file(path);
    REQUIRE(a);
    CHECK(dev->shared_module_file(path) == a);   // the same module, not a second load
    {
        auto dev2 = testutil::emu_device();
        const auto other = dev2->shared_module_file(path);
        CHECK(other != a);                        // a device shares only its own modules
        std::vector<uint8_t> args(a->kernel("k1").kernarg_segment_size, 0);
        CHECK_THROWS_WITH_AS(dev2->launch(*a, "k1", {1, 1, 1}, {32, 1, 1}, args),
                             doctest::Contains("loaded on another device"), wmma_asm::Error);
    }
    // The same bytes written again: the same module.
    testutil::write_bytes(path, k1.data(), k1.size());
    CHECK(dev->shared_module_file(path) == a);
    // Other bytes of the same size and the same modification time (a rewrite within the file
    // system's timestamp grain): loaded anew.
    testutil::write_bytes(path, k1b.data(), k1b.size());
    set_mtime(1000000000);
    const auto b = dev->shared_module_file(path);
    CHECK(b != a);
    CHECK(b->code_object().bytes == k1b);
    CHECK(dev->shared_module_file(path) == b);
    // Another code object at the path: the new kernel, while `a` still holds the old.
    testutil::write_bytes(path, k2.data(), k2.size());
    const auto c = dev->shared_module_file(path);
    CHECK(c != b);
    CHECK_NOTHROW(c->kernel("k2"));
    CHECK_THROWS_AS(c->kernel("k1"), wmma_asm::Error);
    CHECK_NOTHROW(a->kernel("k1"));
    // A shared module runs: k1 on 16 x 16 ones gives 16 everywhere.
    {
        auto x = dev->alloc(16 * 16 * 2), y = dev->alloc(16 * 16 * 2), z = dev->alloc(16 * 16 * 4);
        const std::vector<uint16_t> ones(16 * 16, 0x3c00);
        x.upload(ones.data(), 512);
        y.upload(ones.data(), 512);
        using wmma_asm::ArgValue;
        dev->launch(*a, "k1", {1, 1, 1}, {32, 1, 1},
                    wmma_asm::pack_kernargs(a->kernel("k1"),
                                            {ArgValue::pointer(x), ArgValue::pointer(y), ArgValue::pointer(z), ArgValue::u32(16),
                                             ArgValue::u32(16), ArgValue::u32(16), ArgValue::u32(16), ArgValue::u32(16),
                                             ArgValue::u32(16), ArgValue::f32(1), ArgValue::f32(0)},
                                            {1, 1, 1}, {32, 1, 1}));
        std::vector<float> got(16 * 16);
        z.download(got.data(), 1024);
        CHECK(got == std::vector<float>(16 * 16, 16.0f));
    }
    // A missing file, one that is no code object and one for another target: load_module_file's
    // own Error, and the module loaded before stays out of it.
    auto same_error = [&](const std::string& file) {
        std::string want, got;
        try {
            dev->load_module_file(file);
        } catch (const wmma_asm::Error& e) {
            want = e.what();
        }
        try {
            dev->shared_module_file(file);
        } catch (const wmma_asm::Error& e) {
            got = e.what();
        }
        CHECK_FALSE(want.empty());
        CHECK(got == want);
    };
    same_error(dir.file("missing.hsaco"));
    testutil::write_text(path, "not an ELF file");
    same_error(path);
    AsmKernel foreign;
    foreign.target = testutil::arch() == "gfx1100" ? "gfx1151" : "gfx1100";
    const auto fb = foreign.build();
    testutil::write_bytes(path, fb.data(), fb.size());
    same_error(path);
    // A shared module that outlives its device fails cleanly (and is destroyed safely: the
    // sanitizer build checks it touches no freed memory).
    std::shared_ptr<const wmma_asm::Module> kept;
    {
        auto gone = testutil::emu_device();
        kept = gone->shared_module_file(testutil::pack_dir() + "/k1.hsaco");
    }
    std::vector<uint8_t> args(kept->kernel("k1").kernarg_segment_size, 0);
    CHECK_THROWS_WITH_AS(dev->launch(*kept, "k1", {1, 1, 1}, {32, 1, 1}, args), doctest::Contains("device was destroyed"),
                         wmma_asm::Error);
}

TEST_CASE("device: threads loading and launching one shared module at once get one module and right results") {
    auto dev = testutil::emu_device();
    const std::string path = testutil::pack_dir() + "/k1.hsaco";
    constexpr int kThreads = 4, kLaunches = 5;
    std::vector<std::shared_ptr<const wmma_asm::Module>> got(kThreads);
    std::vector<int> right(kThreads, 0);
    std::vector<std::string> errors(kThreads);
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t)
        threads.emplace_back([&, t] {
            try {
                got[t] = dev->shared_module_file(path);
                const wmma_asm::Module& m = *got[t];
                // C = A x B for 16 x 16 matrices of ones times t + 1 and ones: every element 16 (t + 1).
                auto a = dev->alloc(512), b = dev->alloc(512), c = dev->alloc(1024);
                const uint16_t one_t[] = {0x3c00, 0x4000, 0x4200, 0x4400};   // 1, 2, 3, 4 in f16
                const std::vector<uint16_t> av(256, one_t[t]), bv(256, 0x3c00);
                a.upload(av.data(), 512);
                b.upload(bv.data(), 512);
                using wmma_asm::ArgValue;
                const auto args = wmma_asm::pack_kernargs(
                    m.kernel("k1"),
                    {ArgValue::pointer(a), ArgValue::pointer(b), ArgValue::pointer(c), ArgValue::u32(16), ArgValue::u32(16),
                     ArgValue::u32(16), ArgValue::u32(16), ArgValue::u32(16), ArgValue::u32(16), ArgValue::f32(1),
                     ArgValue::f32(0)},
                    {1, 1, 1}, {32, 1, 1});
                for (int i = 0; i < kLaunches; ++i) {
                    dev->launch(m, "k1", {1, 1, 1}, {32, 1, 1}, args);
                    std::vector<float> out(256);
                    c.download(out.data(), 1024);
                    right[t] += out == std::vector<float>(256, 16.0f * float(t + 1));
                }
            } catch (const std::exception& e) {
                errors[t] = e.what();
            }
        });
    for (auto& th : threads) th.join();
    for (int t = 0; t < kThreads; ++t) {
        CAPTURE(t);
        CHECK(errors[t].empty());
        CHECK(got[t] == got[0]);
        CHECK(right[t] == kLaunches);
    }
}
