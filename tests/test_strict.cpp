// Strict mode (the emulator's GPU sanitizer, docs/strict.md): for every check a small kernel
// that commits exactly that bug and must be caught with the right message, and its fixed twin
// that must run clean; with strict mode off the buggy kernels run without an error.
#include <doctest/doctest.h>

#include <memory>
#include <random>
#include <string>
#include <vector>

#include "asm_kernel.hpp"
#include "emu/strict/strict.hpp"
#include "emu/strict/strict_internal.hpp"
#include "emu_run.hpp"
#include "wmma_asm/device.hpp"

using testutil::Arg;
using testutil::AsmKernel;

namespace {

bool has(const std::string& s, const std::string& what) { return s.find(what) != std::string::npos; }

// out pointer in s[4:5], v1 = lane * 4 (byte offset of the lane's dword).
const char* const kPrologue =
    "  s_load_b64 s[4:5], s[0:1], 0x0\n"
    "  v_lshlrev_b32 v1, 2, v0\n"
    "  s_waitcnt lgkmcnt(0)\n";

struct Launch {
    std::string body;
    unsigned items = 32;         // work-items in the one workgroup
    unsigned lds = 0;
    unsigned vgprs = 32, sgprs = 32;
    std::string target;          // "" = the test architecture
    bool strict = true;
    unsigned groups = 1;         // workgroups (grid x)
    unsigned threads = 0;        // emulator host threads (0: the default; 1: the workgroups one
                                 // after the other in one wave slot, which keeps its memoised blocks)
    bool portable_simd = false;  // the handlers' baseline forms, not the host's AVX2 hot paths
};

// An emulator device for `l`'s target and strict setting.
std::unique_ptr<wmma_asm::Device> device_for(const Launch& l) {
    wmma_asm::DeviceOptions o;
    o.backend = "emu";
    o.emu_target = l.target.empty() ? testutil::arch() : l.target;
    o.strict = l.strict;
    o.max_instructions = 100000;
    o.threads = l.threads;
    o.emu_portable_simd = l.portable_simd;
    return wmma_asm::open_device(o);
}

// The launch's error message ("" when it ran clean), on `dev` when given (a device that already
// ran other launches), else on a new device.
std::string run(const Launch& l, wmma_asm::Device* dev = nullptr) {
    AsmKernel k;
    k.args = {{"out", "ptr"}};
    k.body = l.body;
    k.lds = l.lds;
    k.vgprs = l.vgprs;
    k.sgprs = l.sgprs;
    k.target = l.target;
    std::unique_ptr<wmma_asm::Device> own;
    if (!dev) {
        own = device_for(l);
        dev = own.get();
    }
    std::vector<Arg> args = {Arg::zeros(4096)};
    return testutil::launch_error(*dev, k.build(), k.name, {l.groups, 1, 1}, {l.items, 1, 1}, args);
}

// Runs `buggy` (must fail with every string of `expect`), the same with strict mode off (must
// run, or fail only with a message containing `off_error`: errors the emulator reports in any
// mode), and `fixed` (must run clean).
void twin(Launch buggy, const std::vector<std::string>& expect, Launch fixed, const std::string& off_error = "") {
    const std::string e = run(buggy);
    INFO("buggy kernel: " << e);
    CHECK(has(e, "strict") == (e.find("past the group segment") == std::string::npos));
    for (const auto& x : expect) CHECK_MESSAGE(has(e, x), "expected '" << x << "'");
    buggy.strict = false;
    const std::string off = run(buggy);
    const bool off_ok =
        off.empty() || has(off, "past the group segment") || (!off_error.empty() && has(off, off_error));
    CHECK_MESSAGE(off_ok, "strict off: " << off);
    const std::string f = run(fixed);
    CHECK_MESSAGE(f.empty(), "fixed kernel: " << f);
}

Launch body(const std::string& b, unsigned items = 32, unsigned lds = 0) {
    Launch l;
    l.body = b;
    l.items = items;
    l.lds = lds;
    return l;
}

std::string movs(unsigned first, unsigned n, const std::string& value) {
    std::string s;
    for (unsigned r = first; r < first + n; ++r) s += "  v_mov_b32 v" + std::to_string(r) + ", " + value + "\n";
    return s;
}

// A kernel with a bug and its fixed twin.
struct Twin {
    Launch buggy, fixed;
};

// Each wave stores its lanes' ids, then wave 0 loads wave 1's with no barrier in between; the
// fixed twin waits and passes a barrier first.
Twin neighbour_read(unsigned items = 64, unsigned lds = 256) {
    const std::string pre = std::string(kPrologue) + "  v_xor_b32 v2, 0x80, v1\n  ds_store_b32 v1, v0\n";
    const std::string post = "  ds_load_b32 v3, v2\n  s_waitcnt lgkmcnt(0)\n  global_store_b32 v1, v3, s[4:5]\n";
    return {body(pre + post, items, lds), body(pre + "  s_waitcnt lgkmcnt(0)\n  s_barrier\n" + post, items, lds)};
}

// Four loop iterations of two clean intervals (each wave stores its 512 bytes; barrier; each
// wave loads the other's; barrier): the intervals after the first two repeat remembered
// race-free ones, so their accesses are only logged. The last iteration leaves the loop after
// the loads, before the barrier, and wave 1 then overwrites its own bytes, which wave 0 read
// in this interval (the fixed twin passes the barrier first).
Twin replayed_race() {
    const std::string loop = std::string(kPrologue) + movs(10, 4, "v0") +
                             "  v_lshlrev_b32 v7, 4, v0\n  v_xor_b32 v8, 0x200, v7\n  s_mov_b32 s9, 4\n"
                             ".Lloop:\n"
                             "  ds_store_b128 v7, v[10:13] offset:16\n  s_waitcnt lgkmcnt(0)\n  s_barrier\n"
                             "  ds_load_b128 v[14:17], v8 offset:16\n  s_waitcnt lgkmcnt(0)\n"
                             "  s_sub_u32 s9, s9, 1\n  s_cmp_eq_u32 s9, 0\n  s_cbranch_scc1 .Lpost\n"
                             "  s_barrier\n  s_branch .Lloop\n"
                             ".Lpost:\n";
    const std::string wave1_store = "  v_readfirstlane_b32 s8, v0\n  s_cmp_ge_u32 s8, 32\n  s_cbranch_scc0 .Ldone\n"
                                    "  ds_store_b128 v7, v[14:17] offset:16\n  s_waitcnt lgkmcnt(0)\n"
                                    ".Ldone:\n  global_store_b32 v1, v14, s[4:5]\n";
    return {body(loop + wave1_store, 64, 1040), body(loop + "  s_barrier\n" + wave1_store, 64, 1040)};
}

// v5 read before anything wrote it; the fixed twin writes it first.
Twin uninitialised_v5() {
    return {body("  v_add_nc_u32 v2, v5, v0\n"), body("  v_mov_b32 v5, 1\n  v_add_nc_u32 v2, v5, v0\n")};
}

}  // namespace

// ------------------------------------------------------------------------ 1. missing waits

TEST_CASE("strict: missing s_waitcnt - a VGPR read before its global load returned") {
    const std::string load = std::string(kPrologue) + "  global_load_b32 v2, v1, s[4:5]\n";
    const std::string use = "  v_add_nc_u32 v3, v2, v2\n  global_store_b32 v1, v3, s[4:5]\n";
    twin(body(load + use),
         {"missing s_waitcnt", "v2 is read", "global_load_b32 v2, v1, s[4:5]", "vmcnt(0)",
          "v_add_nc_u32_e32 v3, v2, v2"},
         body(load + "  s_waitcnt vmcnt(0)\n" + use));
}

TEST_CASE("strict: missing s_waitcnt - an SGPR read before its scalar load returned") {
    twin(body("  s_load_b64 s[4:5], s[0:1], 0x0\n  s_add_u32 s6, s4, 4\n"),
         {"missing s_waitcnt", "s4 is read", "s_load_b64 s[4:5], s[0:1]", "lgkmcnt(0)", "s_add_u32"},
         body("  s_load_b64 s[4:5], s[0:1], 0x0\n  s_waitcnt lgkmcnt(0)\n  s_add_u32 s6, s4, 4\n"));
}

TEST_CASE("strict: missing s_waitcnt - DS operations complete in order, lgkmcnt(1) covers all but the last") {
    const std::string pre = std::string(kPrologue) +
                            "  ds_store_b32 v1, v0\n  ds_load_b32 v2, v1\n  ds_load_b32 v3, v1 offset:128\n"
                            "  s_waitcnt lgkmcnt(1)\n  v_add_nc_u32 v4, v2, v0\n";
    twin(body(pre + "  v_add_nc_u32 v5, v3, v0\n", 32, 256),
         {"v3 is read", "ds_load_b32 v3, v1 offset:128", "lgkmcnt(0)", "v_add_nc_u32_e32 v5, v3, v0"},
         body(pre + "  s_waitcnt lgkmcnt(0)\n  v_add_nc_u32 v5, v3, v0\n", 32, 256));
}

TEST_CASE("strict: missing s_waitcnt - scalar loads return out of order, only lgkmcnt(0) completes them") {
    const std::string pre = "  s_load_b32 s6, s[0:1], 0x0\n  s_load_b32 s7, s[0:1], 0x4\n";
    twin(body(pre + "  s_waitcnt lgkmcnt(1)\n  s_add_u32 s8, s6, 1\n"),
         {"s6 is read", "s_load_b32 s6, s[0:1]", "lgkmcnt(0)"},
         body(pre + "  s_waitcnt lgkmcnt(0)\n  s_add_u32 s8, s6, 1\n"));
}

TEST_CASE("strict: missing s_waitcnt - an outstanding scalar load makes lgkmcnt(N) say nothing about DS") {
    const std::string pre = std::string(kPrologue) + "  ds_load_b32 v2, v1\n  s_load_b32 s6, s[0:1], 0x0\n";
    twin(body(pre + "  s_waitcnt lgkmcnt(1)\n  v_add_nc_u32 v3, v2, v0\n", 32, 128),
         {"v2 is read", "ds_load_b32 v2, v1", "lgkmcnt(0)"},
         body(pre + "  s_waitcnt lgkmcnt(0)\n  v_add_nc_u32 v3, v2, v0\n", 32, 128));
}

TEST_CASE("strict: missing s_waitcnt - vmcnt(N) completes all but the N youngest vector loads") {
    const std::string pre = std::string(kPrologue) +
                            "  global_load_b32 v2, v1, s[4:5]\n  global_load_b32 v3, v1, s[4:5] offset:128\n"
                            "  s_waitcnt vmcnt(1)\n  v_add_nc_u32 v4, v2, v0\n";
    twin(body(pre + "  v_add_nc_u32 v5, v3, v0\n"), {"v3 is read", "offset:128", "vmcnt(0)"},
         body(pre + "  s_waitcnt vmcnt(0)\n  v_add_nc_u32 v5, v3, v0\n"));
}

TEST_CASE("strict: missing s_waitcnt - a VGPR overwritten while a load still writes it") {
    const std::string load = std::string(kPrologue) + "  global_load_b32 v2, v1, s[4:5]\n";
    twin(body(load + "  v_mov_b32 v2, 0\n"),
         {"v2 is overwritten", "global_load_b32 v2, v1, s[4:5]", "vmcnt(0)", "v_mov_b32"},
         body(load + "  s_waitcnt vmcnt(0)\n  v_mov_b32 v2, 0\n"));
}

TEST_CASE("strict: missing s_waitcnt - FLAT loads count on vmcnt and lgkmcnt") {
    const std::string load = std::string(kPrologue) +
                             "  v_add_co_u32 v6, vcc_lo, s4, v1\n  v_add_co_ci_u32_e64 v7, null, s5, 0, vcc_lo\n"
                             "  flat_load_b32 v2, v[6:7]\n  s_waitcnt vmcnt(0)\n";
    twin(body(load + "  v_add_nc_u32 v3, v2, v2\n"), {"v2 is read", "flat_load_b32", "lgkmcnt(0)"},
         body(load + "  s_waitcnt lgkmcnt(0)\n  v_add_nc_u32 v3, v2, v2\n"));
}

TEST_CASE("strict: legal without waits - store data reused at once, in-order loads to one register") {
    // gfx11 stores read their data VGPRs at issue (no counter protects them in LLVM's
    // SIInsertWaitcnts), and VMEM loads write their VGPRs in issue order.
    CHECK(run(body(std::string(kPrologue) +
                       "  v_mov_b32 v2, 7\n  global_store_b32 v1, v2, s[4:5]\n  v_mov_b32 v2, 9\n"
                       "  ds_store_b32 v1, v2\n  v_mov_b32 v2, 11\n"
                       "  global_load_b32 v3, v1, s[4:5]\n  global_load_b32 v3, v1, s[4:5] offset:4\n"
                       "  s_waitcnt vmcnt(0)\n  v_add_nc_u32 v4, v3, v2\n",
                   32, 128)) == "");
}

TEST_CASE("strict: legal without waits - the cache invalidations read no registers (clang's acquire after a spin)") {
    // buffer_gl0_inv / buffer_gl1_inv take no operands: their zero register fields are not a read
    // of s[0:3], which an outstanding scalar load still writes here. A buffer load that does read
    // s[0:3] at that point is still caught.
    const std::string pending = "  s_load_b128 s[0:3], s[0:1], 0x0\n";
    CHECK(run(body(pending + "  buffer_gl1_inv\n  buffer_gl0_inv\n  s_waitcnt lgkmcnt(0)\n")) == "");
    const std::string bad = run(body(pending + "  buffer_load_b32 v2, off, s[0:3], 0\n  s_waitcnt lgkmcnt(0)\n"));
    CHECK(bad.find("missing s_waitcnt") != std::string::npos);
}

// ------------------------------------------------------------------------ 2. LDS races

TEST_CASE("strict: LDS race - another wave's data read with no barrier in between") {
    const Twin t = neighbour_read();
    twin(t.buggy,
         {"LDS race", "wave 1 writes it here", "wave 0 read it with", "ds_load_b32 v3, v2", "same barrier interval",
          "ds_store_b32 v1, v0"},
         t.fixed);
}

TEST_CASE("strict: LDS race - a store still outstanding at the barrier") {
    const std::string pre = std::string(kPrologue) + "  v_xor_b32 v2, 0x80, v1\n  ds_store_b32 v1, v0\n";
    const std::string post = "  s_barrier\n  ds_load_b32 v3, v2\n  s_waitcnt lgkmcnt(0)\n";
    twin(body(pre + post, 64, 256),
         {"LDS race", "wave 0 reads it here", "wave 1 wrote it with", "ds_store_b32 v1, v0", "still outstanding",
          "s_waitcnt lgkmcnt(0) before the barrier"},
         body(pre + "  s_waitcnt lgkmcnt(0)\n" + post, 64, 256));
}

TEST_CASE("strict: LDS race - a load still outstanding at the barrier, overwritten after it") {
    const std::string pre = std::string(kPrologue) + "  v_xor_b32 v2, 0x80, v1\n  ds_load_b32 v3, v2\n";
    const std::string post = "  s_barrier\n  ds_store_b32 v1, v0\n  s_waitcnt lgkmcnt(0)\n";
    twin(body(pre + post, 64, 256),
         {"LDS race", "wave 0 writes it here", "wave 1 read it with", "ds_load_b32 v3, v2", "still outstanding"},
         body(pre + "  s_waitcnt lgkmcnt(0)\n" + post, 64, 256));
}

TEST_CASE("strict: LDS race - plain stores of two waves to one location") {
    const std::string pre = std::string(kPrologue) + "  v_mov_b32 v5, 0\n  ds_store_b32 v5, v0\n";
    for (const bool portable : {true, false}) {   // both forms of the whole-wave store path
        INFO("portable handler forms: " << portable);
        Launch buggy = body(pre + "  s_waitcnt lgkmcnt(0)\n", 64, 64);
        Launch fixed = body("  v_cmp_gt_u32 vcc_lo, 32, v0\n  s_and_saveexec_b32 s6, vcc_lo\n" + pre +
                                "  s_waitcnt lgkmcnt(0)\n  s_or_b32 exec_lo, exec_lo, s6\n",
                            64, 64);
        buggy.portable_simd = fixed.portable_simd = portable;
        twin(buggy, {"LDS race on byte 0x0", "wave 1 writes it here", "wave 0 wrote it with", "ds_store_b32 v5, v0"}, fixed);
    }
}

TEST_CASE("strict: LDS race - b128 stores and loads of two waves (the whole-wave DS path)") {
    // Lane l of wave w stores 16 bytes at 16 + 512 w + 16 l and loads the other wave's 16 bytes:
    // full waves in range, so both instructions take the whole-wave fast paths.
    const std::string pre = std::string(kPrologue) + movs(10, 4, "v0") +
                            "  v_lshlrev_b32 v7, 4, v0\n  v_xor_b32 v8, 0x200, v7\n"
                            "  ds_store_b128 v7, v[10:13] offset:16\n";
    const std::string post = "  ds_load_b128 v[14:17], v8 offset:16\n  s_waitcnt lgkmcnt(0)\n"
                             "  global_store_b32 v1, v14, s[4:5]\n";
    // Both forms of the handlers' hot paths (the AVX2 ones where the host has AVX2).
    for (const bool portable : {true, false}) {
        INFO("portable handler forms: " << portable);
        Launch buggy = body(pre + post, 64, 1040), fixed = body(pre + "  s_waitcnt lgkmcnt(0)\n  s_barrier\n" + post, 64, 1040);
        buggy.portable_simd = fixed.portable_simd = portable;
        twin(buggy,
             {"LDS race on byte 0x210", "wave 1 writes it here", "wave 0 read it with", "ds_load_b128 v[14:17], v8",
              "same barrier interval"},
             fixed);
    }
}

TEST_CASE("strict: LDS race - a whole-wave access whose lanes lie below lane 0's word") {
    // The b128 case above with the lanes in descending order: lane l of wave w stores 16 bytes at
    // 16 + 0x3f0 - 512 w - 16 l. The compiled form of an access holds its words as distances from
    // lane 0's word, here negative (before, they indexed 4G words past the shadow: a crash).
    const std::string pre = std::string(kPrologue) + movs(10, 4, "v0") +
                            "  v_lshlrev_b32 v7, 4, v0\n  v_sub_nc_u32 v7, 0x3f0, v7\n  v_xor_b32 v8, 0x200, v7\n"
                            "  ds_store_b128 v7, v[10:13] offset:16\n";
    const std::string post = "  ds_load_b128 v[14:17], v8 offset:16\n  s_waitcnt lgkmcnt(0)\n"
                             "  global_store_b32 v1, v14, s[4:5]\n";
    for (const bool portable : {true, false}) {
        INFO("portable handler forms: " << portable);
        Launch buggy = body(pre + post, 64, 1040), fixed = body(pre + "  s_waitcnt lgkmcnt(0)\n  s_barrier\n" + post, 64, 1040);
        buggy.portable_simd = fixed.portable_simd = portable;
        twin(buggy, {"LDS race on byte 0x200", "wave 1 writes it here", "wave 0 read it with", "ds_load_b128 v[14:17], v8"},
             fixed);
    }
}

TEST_CASE("strict: LDS race - after clean intervals the race check replays (an access it skipped is reported)") {
    // replayed_race(): the replayed accesses must be applied and wave 0's skipped load named.
    const Twin t = replayed_race();
    twin(t.buggy,
         {"LDS race on byte 0x210", "wave 1 writes it here", "wave 0 read it with", "ds_load_b128 v[14:17], v8",
          "same barrier interval"},
         t.fixed);
}

TEST_CASE("strict: LDS race - a replayed interval is compared lane address by lane address") {
    // Three intervals of one loop: wave 0 stores its 512 bytes, wave 1 loads through v9 (the same
    // two instructions every time). In the first two, v9 is wave 1's own region: race-free, so
    // the second replays the remembered first. In the last, wave 1 loads wave 0's region through
    // the same instruction: the access leaves the remembered sequence only by its lane
    // addresses, and the race must be found. The fixed twin's last load reads bytes nobody
    // stores (the same divergence, no race).
    auto kernel = [](const char* last_v9) {
        return std::string(kPrologue) + movs(10, 4, "v0") +
               "  v_lshlrev_b32 v7, 4, v0\n  v_mov_b32 v9, v7\n  v_mov_b32 v14, 0\n  s_mov_b32 s9, 3\n"
               "  v_readfirstlane_b32 s8, v0\n"
               ".Lloop:\n"
               "  s_cmp_ge_u32 s8, 32\n  s_cbranch_scc1 .Lwave1\n"
               "  ds_store_b128 v7, v[10:13]\n  s_branch .Lsync\n"
               ".Lwave1:\n"
               "  s_cmp_eq_u32 s9, 1\n  s_cbranch_scc0 .Lload\n" +
               std::string(last_v9) +
               ".Lload:\n"
               "  ds_load_b128 v[14:17], v9\n"
               ".Lsync:\n"
               "  s_waitcnt lgkmcnt(0)\n  s_barrier\n  s_sub_u32 s9, s9, 1\n  s_cmp_lg_u32 s9, 0\n"
               "  s_cbranch_scc1 .Lloop\n"
               "  global_store_b32 v1, v14, s[4:5]\n";
    };
    twin(body(kernel("  v_xor_b32 v9, 0x200, v7\n"), 64, 2048),
         {"LDS race on byte 0x0", "wave 1 reads it here", "wave 0 wrote it with", "ds_store_b128 v7, v[10:13]"},
         body(kernel("  v_add_nc_u32 v9, 0x400, v7\n"), 64, 2048));
}

TEST_CASE("strict: LDS race - a replayed access equal to the remembered one in all but lane 0 is checked") {
    // Like the loop above, but wave 1 takes one path every time (v9 is chosen by a lane mask
    // that is empty until the last interval) and its lane 0 keeps its address: the last
    // interval's load has the remembered instruction, offset, size, wave and lane 0 address, and
    // differs only in the other lanes' distances from lane 0 (the replay's lane test, where the
    // common case is decided). Those lanes read wave 0's region: the race must be found. The fixed
    // twin's other lanes read bytes nobody stores. Three intervals (the loop's blocks take the
    // full checks) and eight (by the last, they run memoised: the load's operation is not in a
    // slot, and the replay's step for the common case takes the access).
    auto kernel = [](const char* moved, int intervals) {
        return std::string(kPrologue) + movs(10, 4, "v0") +
               "  v_lshlrev_b32 v7, 4, v0\n  v_mov_b32 v9, v7\n  v_mov_b32 v14, 0\n"
               "  s_mov_b32 s9, " + std::to_string(intervals) + "\n"
               "  v_readfirstlane_b32 s8, v0\n  v_and_b32 v20, 31, v0\n  v_cmp_ne_u32_e64 s13, 0, v20\n" +
               std::string(moved) +
               ".Lloop:\n"
               "  s_cmp_ge_u32 s8, 32\n  s_cbranch_scc1 .Lwave1\n"
               "  ds_store_b128 v7, v[10:13]\n  s_branch .Lsync\n"
               ".Lwave1:\n"
               "  s_cmp_eq_u32 s9, 1\n  s_cselect_b32 s12, s13, 0\n  v_cndmask_b32_e64 v9, v7, v21, s12\n"
               "  ds_load_b128 v[14:17], v9\n"
               ".Lsync:\n"
               "  s_waitcnt lgkmcnt(0)\n  s_barrier\n  s_sub_u32 s9, s9, 1\n  s_cmp_lg_u32 s9, 0\n"
               "  s_cbranch_scc1 .Lloop\n"
               "  global_store_b32 v1, v14, s[4:5]\n";
    };
    // Both forms of the handlers and of strict mode's lane tests (AVX2 where the host has it).
    for (const bool portable : {true, false})
        for (const int intervals : {3, 8}) {
            INFO("intervals: " << intervals << ", portable forms: " << portable);
            Launch buggy = body(kernel("  v_xor_b32 v21, 0x200, v7\n", intervals), 64, 2048);
            Launch fixed = body(kernel("  v_add_nc_u32 v21, 0x400, v7\n", intervals), 64, 2048);
            buggy.portable_simd = fixed.portable_simd = portable;
            twin(buggy,
                 {"LDS race on byte 0x10", "wave 1 reads it here", "wave 0 wrote it with", "ds_store_b128 v7, v[10:13]"},
                 fixed);
        }
}

TEST_CASE("strict: LDS race - an access after the one that left the replay is checked, even where it was remembered next") {
    // Wave 0 stores into its region and wave 1 loads its own, every interval; in the last, wave 0
    // also stores into wave 1's region. That store leaves the remembered sequence between the two
    // remembered accesses, and wave 1's load, the very access remembered next, must now be
    // checked: it races with the store. (Eight intervals: wave 1's block runs memoised by then.)
    // The fixed twin's extra store goes where nobody reads.
    auto kernel = [](const char* extra) {
        return std::string(kPrologue) + movs(10, 4, "v0") +
               "  v_lshlrev_b32 v7, 4, v0\n  v_mov_b32 v14, 0\n  s_mov_b32 s9, 8\n"
               "  v_readfirstlane_b32 s8, v0\n" + std::string(extra) +
               ".Lloop:\n"
               "  s_cmp_ge_u32 s8, 32\n  s_cbranch_scc1 .Lwave1\n"
               "  ds_store_b128 v7, v[10:13]\n"
               "  s_cmp_eq_u32 s9, 1\n  s_cbranch_scc0 .Lsync\n"
               "  ds_store_b128 v21, v[10:13]\n  s_branch .Lsync\n"
               ".Lwave1:\n"
               "  ds_load_b128 v[14:17], v7\n"
               ".Lsync:\n"
               "  s_waitcnt lgkmcnt(0)\n  s_barrier\n  s_sub_u32 s9, s9, 1\n  s_cmp_lg_u32 s9, 0\n"
               "  s_cbranch_scc1 .Lloop\n"
               "  global_store_b32 v1, v14, s[4:5]\n";
    };
    for (const bool portable : {true, false}) {
        INFO("portable forms: " << portable);
        Launch buggy = body(kernel("  v_xor_b32 v21, 0x200, v7\n"), 64, 2048);
        Launch fixed = body(kernel("  v_add_nc_u32 v21, 0x400, v7\n"), 64, 2048);
        buggy.portable_simd = fixed.portable_simd = portable;
        twin(buggy,
             {"LDS race on byte 0x200", "wave 1 reads it here", "wave 0 wrote it with", "ds_store_b128 v21, v[10:13]"},
             fixed);
    }
}

TEST_CASE("strict: a replayed interval's load is replicated only where its lane addresses are") {
    // Two waves, three intervals of one loop: each wave stores a row per lane into its own region
    // and loads A back from its lanes' own rows, whose addresses differ between the half-waves;
    // the second and third intervals replay the remembered first, and the load's trie node says
    // whether its destination is replicated (the pattern's flag, MemoNode::pat), without testing
    // the addresses again. The rows hold lane % 16, so A's halves are equal but not known to be,
    // and the WMMA compares them; in the buggy kernel's last interval the rows hold the lane id,
    // and the comparison must find A's halves differ.
    auto kernel = [](const char* last_mask) {
        return std::string(kPrologue) + movs(24, 16, "0") +
               "  v_lshlrev_b32 v7, 4, v0\n  s_mov_b32 s9, 3\n"
               ".Lloop:\n"
               "  s_cmp_eq_u32 s9, 1\n  s_cselect_b32 s12, " + std::string(last_mask) + ", 15\n"
               "  v_and_b32 v20, s12, v0\n  v_mov_b32 v21, v20\n  v_mov_b32 v22, v20\n  v_mov_b32 v23, v20\n"
               "  ds_store_b128 v7, v[20:23]\n  s_waitcnt lgkmcnt(0)\n"
               "  ds_load_b128 v[8:11], v7\n  ds_load_b128 v[12:15], v7\n  s_waitcnt lgkmcnt(0)\n"
               "  v_wmma_f32_16x16x16_f16 v[32:39], v[8:15], v[24:31], v[32:39]\n"
               "  s_barrier\n  s_sub_u32 s9, s9, 1\n  s_cmp_lg_u32 s9, 0\n  s_cbranch_scc1 .Lloop\n"
               "  global_store_b32 v1, v32, s[4:5]\n";
    };
    Launch buggy = body(kernel("31"), 64, 2048), fixed = body(kernel("15"), 64, 2048);
    buggy.vgprs = fixed.vgprs = 40;
    twin(buggy, {"WMMA operand A v[8:15]", "lanes 0-15 and 16-31"}, fixed);
}

TEST_CASE("strict: LDS race - an access compiled at one base is checked where it lands at another") {
    // Wave 0 stores its 128 bytes at 128 i in iteration i (one address register advanced by 128,
    // so the store's compiled form is reused at every new base); in the last iteration wave 1
    // loads bytes 384.. in the same barrier interval. The fixed twin's wave 1 loads bytes no
    // store reaches.
    auto kernel = [](unsigned load_at) {
        return std::string(kPrologue) +
               "  v_and_b32 v2, 31, v0\n  v_lshlrev_b32 v2, 2, v2\n  v_add_nc_u32 v4, " + std::to_string(load_at) +
               ", v2\n  v_mov_b32 v3, 0\n  v_readfirstlane_b32 s10, v0\n  s_lshr_b32 s10, s10, 5\n  s_mov_b32 s9, 4\n"
               ".Lloop:\n"
               "  s_cmp_eq_u32 s10, 0\n  s_cbranch_scc0 .Lwave1\n"
               "  ds_store_b32 v2, v0\n  v_add_nc_u32 v2, 0x80, v2\n  s_branch .Lsync\n"
               ".Lwave1:\n"
               "  s_cmp_eq_u32 s9, 1\n  s_cbranch_scc0 .Lsync\n"
               "  ds_load_b32 v3, v4\n"
               ".Lsync:\n"
               "  s_waitcnt lgkmcnt(0)\n  s_barrier\n  s_sub_u32 s9, s9, 1\n  s_cmp_lg_u32 s9, 0\n  s_cbranch_scc1 .Lloop\n"
               "  global_store_b32 v1, v3, s[4:5]\n";
    };
    twin(body(kernel(384), 64, 2048), {"LDS race on byte 0x180", "ds_store_b32 v2, v0"}, body(kernel(1024), 64, 2048));
}

TEST_CASE("strict: LDS race - the other access no longer in a long interval's log is still caught") {
    // Each wave stores its 128 bytes, then loads them 16400 times with no barrier (more LDS
    // instructions than a wave's log keeps: its oldest half, the store, is dropped); then wave 1
    // loads wave 0's bytes. The race is found from the bit maps; the message says that wave 0's
    // instruction is no longer logged.
    const std::string pre = std::string(kPrologue) + "  v_xor_b32 v2, 0x80, v1\n  ds_store_b32 v1, v0\n"
                                                     "  s_mov_b32 s9, 16400\n.Lloop:\n  ds_load_b32 v3, v1\n"
                                                     "  s_waitcnt lgkmcnt(0)\n  s_sub_u32 s9, s9, 1\n"
                                                     "  s_cmp_lg_u32 s9, 0\n  s_cbranch_scc1 .Lloop\n";
    const std::string post = "  v_readfirstlane_b32 s8, v0\n  s_cmp_ge_u32 s8, 32\n  s_cbranch_scc0 .Ldone\n"
                             "  ds_load_b32 v3, v2\n  s_waitcnt lgkmcnt(0)\n"
                             ".Ldone:\n  global_store_b32 v1, v3, s[4:5]\n";
    twin(body(pre + post, 64, 256),
         {"LDS race on byte 0x0", "wave 1 reads it here",
          "wave 0 wrote it with an instruction that is no longer in its log", "same barrier interval"},
         body(pre + "  s_barrier\n" + post, 64, 256));
}

TEST_CASE("strict: LDS race - a load outstanding across two barriers of replayed intervals is carried twice") {
    // Each iteration of the loop: wave w loads its own bytes (v5, no wait), passes a barrier,
    // loads more of its own bytes (v6) and passes a second barrier, stores (v7) and waits. Both
    // loads are outstanding at both barriers, so they are carried into the third interval. In the
    // last iteration the second load reads other bytes (its interval leaves the remembered ones
    // there), and the buggy kernel's store goes to the other wave's bytes, which that wave's first
    // load, carried twice, still reads. (By then the intervals replay remembered ones: the carried
    // loads are followed through the trie, and must still be found once the interval goes eager.)
    auto kernel = [](const char* last_store) {
        return std::string(kPrologue) +
               "  v_lshlrev_b32 v2, 2, v0\n  v_xor_b32 v3, 0x80, v2\n  s_mov_b32 s9, 8\n"
               ".Lloop:\n"
               "  s_cmp_eq_u32 s9, 1\n  s_cselect_b32 s10, 0x100, 0\n  v_add_nc_u32 v4, s10, v2\n"
               "  v_add_nc_u32 v7, 0x200, v2\n  s_cmp_eq_u32 s9, 1\n  s_cbranch_scc0 .Lbody\n" +
               std::string(last_store) +
               ".Lbody:\n"
               "  ds_load_b32 v5, v2\n  s_barrier\n  ds_load_b32 v6, v4\n  s_barrier\n"
               "  ds_store_b32 v7, v0\n  s_waitcnt lgkmcnt(0)\n  s_barrier\n"
               "  s_sub_u32 s9, s9, 1\n  s_cmp_lg_u32 s9, 0\n  s_cbranch_scc1 .Lloop\n"
               "  global_store_b32 v1, v5, s[4:5]\n";
    };
    twin(body(kernel("  v_mov_b32 v7, v3\n"), 64, 768), {"LDS race", "ds_load_b32 v5, v2", "still outstanding"},
         body(kernel("  v_mov_b32 v7, v7\n"), 64, 768));
}

TEST_CASE("strict: LDS race - a barrier that stops replaying part-way still carries the rest") {
    // Each iteration: every wave loads A and B from its own bytes and passes a barrier with both
    // outstanding (carried, in that order, into the next interval), stores (v7) and waits. In the
    // last iteration wave 0 first waits for A, so the barrier's first carried access is wave 0's
    // B, which leaves the remembered interval there; wave 1's A and B come after and must still
    // be carried. The buggy kernel's wave 0 then stores into wave 1's A bytes.
    auto kernel = [](const char* last_store) {
        return std::string(kPrologue) +
               "  v_lshlrev_b32 v2, 3, v0\n  v_readfirstlane_b32 s12, v0\n  s_mov_b32 s9, 6\n"
               ".Lloop:\n"
               "  ds_load_b32 v5, v2\n  ds_load_b32 v6, v2 offset:4\n"
               "  s_cmp_eq_u32 s9, 1\n  s_cselect_b32 s10, 1, 0\n  s_cmp_eq_u32 s12, 0\n  s_cselect_b32 s10, s10, 0\n"
               "  s_cmp_eq_u32 s10, 0\n  s_cbranch_scc1 .Lnowait\n"
               "  s_waitcnt lgkmcnt(1)\n"
               ".Lnowait:\n"
               "  s_barrier\n"
               "  s_movk_i32 s13, " + std::string(last_store) + "\n  s_cmp_eq_u32 s10, 0\n  s_cselect_b32 s11, 0x200, s13\n"
               "  v_add_nc_u32 v7, s11, v2\n  ds_store_b32 v7, v0\n  s_waitcnt lgkmcnt(0)\n  s_barrier\n"
               "  s_sub_u32 s9, s9, 1\n  s_cmp_lg_u32 s9, 0\n  s_cbranch_scc1 .Lloop\n"
               "  global_store_b32 v1, v5, s[4:5]\n";
    };
    twin(body(kernel("0x100"), 64, 1024),
         {"LDS race", "wave 0 writes it here", "wave 1 read it with", "ds_load_b32 v5, v2", "still outstanding"},
         body(kernel("0x200"), 64, 1024));
}

TEST_CASE("strict: LDS race - buffer_load_lds_* writes LDS like a DS store") {
    // Each wave loads 128 bytes of the buffer into LDS at M0 + 4 * lane, M0 = (its first
    // work-item id) << shift: the buggy kernel's wave 1 starts at byte 32, inside wave 0's bytes
    // (the program's only LDS access, so the race check must know the program has one); the
    // fixed one's at byte 128.
    auto kernel = [](unsigned shift) {
        return std::string(kPrologue) +
               "  s_mov_b32 s8, s4\n  s_and_b32 s9, s5, 0xffff\n  s_mov_b32 s10, 256\n  s_mov_b32 s11, 0x30014000\n"
               "  v_and_b32 v2, 31, v0\n  v_lshlrev_b32 v2, 2, v2\n  v_readfirstlane_b32 s12, v0\n"
               "  s_lshl_b32 s12, s12, " + std::to_string(shift) + "\n  s_mov_b32 m0, s12\n"
               "  buffer_load_lds_b32 v2, s[8:11], 0 offen\n  s_waitcnt vmcnt(0)\n";
    };
    twin(body(kernel(0), 64, 256),
         {"LDS race on byte 0x20", "wave 1 writes it here", "wave 0 wrote it with", "buffer_load_lds_b32"},
         body(kernel(2), 64, 256));
}

TEST_CASE("strict: LDS race - a buffer_load_lds_* still outstanding at the barrier (vmcnt) is carried") {
    // Each wave loads 128 bytes of the buffer into its own LDS bytes (M0 + 4 * lane), passes a
    // barrier and reads the other wave's bytes. The LDS write lands when the load returns
    // (vmcnt): without s_waitcnt vmcnt(0) before the barrier it is not ordered with the read.
    const std::string pre =
        std::string(kPrologue) +
        "  s_mov_b32 s8, s4\n  s_and_b32 s9, s5, 0xffff\n  s_mov_b32 s10, 256\n  s_mov_b32 s11, 0x30014000\n"
        "  v_and_b32 v2, 31, v0\n  v_lshlrev_b32 v2, 2, v2\n  v_readfirstlane_b32 s12, v0\n"
        "  s_lshl_b32 s12, s12, 2\n  s_mov_b32 m0, s12\n  v_add_nc_u32 v4, s12, v2\n  v_xor_b32 v4, 0x80, v4\n"
        "  buffer_load_lds_b32 v2, s[8:11], 0 offen\n";
    const std::string post = "  s_barrier\n  ds_load_b32 v3, v4\n  s_waitcnt lgkmcnt(0)\n  global_store_b32 v1, v3, s[4:5]\n";
    twin(body(pre + post, 64, 256), {"LDS race", "buffer_load_lds_b32", "still outstanding"},
         body(pre + "  s_waitcnt vmcnt(0)\n" + post, 64, 256));
}

TEST_CASE("strict: LDS atomics race with nothing (a relaxed atomic load is a plain ds_load)") {
    // Every wave adds to one counter and reads it back in the same interval: the usual CAS-loop
    // and ticket patterns compile to exactly this.
    const std::string b = std::string(kPrologue) +
                          "  v_mov_b32 v5, 0\n  v_mov_b32 v6, 1\n  ds_load_b32 v3, v5\n  ds_add_u32 v5, v6\n"
                          "  ds_load_b32 v3, v5\n  s_waitcnt lgkmcnt(0)\n";
    CHECK(run(body(b, 128, 64)) == "");
}

// ------------------------------------------------------------------------ 3. LDS bounds

TEST_CASE("strict: LDS access past the group segment") {
    twin(body(std::string(kPrologue) + "  ds_store_b32 v1, v0 offset:128\n", 32, 128),
         {"past the group segment of 128 bytes", "ds_store_b32"},
         body(std::string(kPrologue) + "  ds_store_b32 v1, v0\n", 32, 128));
}

// ------------------------------------------------------------------------ 4. register allocation

TEST_CASE("strict: register allocation - a VGPR beyond the descriptor's count") {
    Launch bad = body("  v_mov_b32 v9, 0\n"), good = body("  v_mov_b32 v7, 0\n");
    bad.vgprs = good.vgprs = 8;
    // The emulator itself refuses VGPRs past the allocation in every mode (its register file is
    // sized by the descriptor); strict mode names the allocation.
    twin(bad, {"register allocation", "v9 is used", "reserves only 8 VGPRs", "v_mov_b32_e32 v9, 0"}, good,
         "outside the 8 VGPRs");
}

TEST_CASE("strict: register allocation - an SGPR beyond the kernel's count") {
    Launch bad = body("  s_mov_b32 s20, 0\n"), good = body("  s_mov_b32 s15, 0\n");
    bad.sgprs = good.sgprs = 16;
    twin(bad, {"register allocation", "s20 is used", "reserves only 16 SGPRs"}, good);
}

// ------------------------------------------------------------------------ 5. WMMA operands

TEST_CASE("strict: WMMA operand halves differ in active lanes") {
    const std::string pre = "  v_and_b32 v1, 15, v0\n" + movs(8, 16, "v1") + movs(24, 8, "0");
    const std::string wmma = "  v_wmma_f32_16x16x16_f16 v[24:31], v[8:15], v[16:23], v[24:31]\n";
    Launch bad = body(pre + "  v_mov_b32 v12, v0\n" + wmma), good = body(pre + wmma);
    bad.vgprs = good.vgprs = 40;
    twin(bad, {"WMMA operand A v[8:15]", "lanes 0-15 and 16-31", "v12 lane 0 = 0x00000000 and lane 16 = 0x00000010"},
         good);
    // Lanes outside EXEC are not compared.
    Launch masked = body(pre + "  v_mov_b32 v12, v0\n  s_mov_b32 exec_lo, 0xffff\n" + wmma);
    masked.vgprs = 40;
    CHECK(run(masked) == "");
}

// ------------------------------------------------------------------------ 6. uninitialised reads

TEST_CASE("strict: uninitialised VGPR read") {
    const Twin t = uninitialised_v5();
    twin(t.buggy, {"uninitialised read", "v5 is read", "v_add_nc_u32_e32 v2, v5, v0"}, t.fixed);
}

// ------------------------------------------------------------------------ 7. hazards

TEST_CASE("strict: hazard WMMAHazard - a WMMA reads the previous WMMA's result as A") {
    const std::string pre = movs(8, 32, "0") +
                            "  v_wmma_f32_16x16x16_f16 v[24:31], v[8:15], v[16:23], v[24:31]\n";
    const std::string second = "  v_wmma_f32_16x16x16_f16 v[32:39], v[24:31], v[16:23], v[32:39]\n";
    Launch bad = body(pre + "  s_nop 0\n" + second), good = body(pre + "  v_nop\n" + second);
    bad.vgprs = good.vgprs = 40;
    twin(bad, {"hazard WMMAHazard", "fixWMMAHazards", "operand A v[24:31]", "v_wmma_f32_16x16x16_f16 v[24:31]"}, good);
}

TEST_CASE("strict: hazard VcmpxPermlaneHazard - v_permlane16 right after v_cmpx") {
    const std::string pre = "  v_mov_b32 v2, 7\n  v_mov_b32 v3, 0\n  s_mov_b32 s6, 0\n  s_mov_b32 s7, 0\n"
                            "  v_cmpx_gt_u32 16, v0\n";
    const std::string post = "  v_permlane16_b32 v3, v2, s6, s7\n  s_mov_b32 exec_lo, -1\n";
    twin(body(pre + post), {"hazard VcmpxPermlaneHazard", "v_cmpx_gt_u32", "v_permlane16_b32"},
         body(pre + "  v_nop\n" + post));
}

TEST_CASE("strict: hazard VALUTransUseHazard - gfx1100 only") {
    const std::string pre = "  v_cvt_f32_u32 v2, v0\n  v_exp_f32 v3, v2\n";
    const std::string use = "  v_add_f32 v4, v3, v3\n";
    std::string five, six;
    for (int i = 0; i < 5; ++i) five += "  v_nop\n";
    six = five + "  v_nop\n";
    Launch bad = body(pre + five + use), good = body(pre + six + use);
    bad.target = good.target = "gfx1100";
    twin(bad, {"hazard VALUTransUseHazard", "gfx1100", "v3 is read 5 VALU", "v_exp_f32_e32 v3, v2"}, good);
    Launch depctr = body(pre + "  s_waitcnt_depctr depctr_va_vdst(0)\n" + use);
    depctr.target = "gfx1100";
    CHECK(run(depctr) == "");
    Launch strix = body(pre + use);
    strix.target = "gfx1151";   // RDNA3.5 has no such hazard
    CHECK(run(strix) == "");
}

TEST_CASE("strict: hazard MADIntraFwdBug - v_mad_u64_u32 destination overlapping a source on gfx1100") {
    const std::string pre = "  v_mov_b32 v2, 3\n  v_mov_b32 v3, 0\n  v_mov_b32 v4, 5\n";
    Launch bad = body(pre + "  v_mad_u64_u32 v[2:3], null, v2, v4, 0\n");
    Launch good = body(pre + "  v_mad_u64_u32 v[6:7], null, v2, v4, 0\n");
    bad.target = good.target = "gfx1100";
    twin(bad, {"hazard MADIntraFwdBug", "overlaps its source v2"}, good);
    Launch strix = bad;
    strix.target = "gfx1151";
    CHECK(run(strix) == "");
}

TEST_CASE("strict: hazard DeallocVGPRsNop - the dealloc message needs an s_nop before it") {
    twin(body("  v_mov_b32 v2, 1\n  s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)\n"),
         {"hazard DeallocVGPRsNop", "s_nop"},
         body("  v_mov_b32 v2, 1\n  s_nop 0\n  s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)\n"));
}

// ------------------------------------------------------------------------ 8. VOPD rules

// The assembler refuses these encodings, so the bad ones are written as raw words (the good
// twins are llvm-mc-19's encodings of the same instructions with legal operands).
TEST_CASE("strict: VOPD - SRC0 of X and Y in the same VGPR bank") {
    const std::string pre = movs(1, 6, "1");
    // v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v3, v5 (v1 and v5: bank 1)
    twin(body(pre + "  .long 0xca100101, 0x00020105\n"), {"VOPD", "SRC0 of X (v1) and SRC0 of Y (v5)", "bank 1"},
         body(pre + "  .long 0xca100101, 0x00020102\n"));
}

TEST_CASE("strict: VOPD - VSRC1 of X and Y in the same VGPR bank") {
    const std::string pre = movs(1, 6, "1.0");
    // v_dual_add_f32 v0, v1, v2 :: v_dual_add_f32 v3, v4, v6 (v2 and v6: bank 2)
    twin(body(pre + "  .long 0xc9080501, 0x00020c04\n"), {"VOPD", "VSRC1 of X (v2) and VSRC1 of Y (v6)", "bank 2"},
         body(pre + "  .long 0xc9080501, 0x00020b04\n"));
}

TEST_CASE("strict: VOPD - more than two scalar values") {
    const std::string pre = movs(1, 6, "1") + "  s_mov_b32 s1, 1\n  s_mov_b32 s2, 2\n  s_mov_b32 vcc_lo, -1\n";
    // v_dual_cndmask_b32 v0, s1, v2 :: v_dual_add_f32 v3, s2, v5 (s1, s2 and VCC)
    twin(body(pre + "  .long 0xca480401, 0x00020a02\n"), {"VOPD", "3 scalar values", "at most 2"},
         body(pre + "  .long 0xca480401, 0x00020a01\n"));
}

TEST_CASE("strict: a VGPR written only under EXEC = 0 is still unwritten") {
    const std::string store = "  s_load_b64 s[4:5], s[0:1], 0x0\n  v_lshlrev_b32 v1, 2, v0\n  s_waitcnt lgkmcnt(0)\n"
                              "  global_store_b32 v1, v8, s[4:5]\n";
    twin(body("  s_mov_b32 exec_lo, 0\n  v_mov_b32 v7, 1\n  s_mov_b32 exec_lo, -1\n  v_add_nc_u32 v8, v7, v7\n" + store),
         {"uninitialised read", "v7"},
         body("  s_mov_b32 exec_lo, 1\n  v_mov_b32 v7, 1\n  s_mov_b32 exec_lo, -1\n  v_add_nc_u32 v8, v7, v7\n" + store));
}

// ------------------------------------------------------------------------ memoised blocks
// A block (the straight run from where control arrived to the next branch) that ran clean with
// the full checks from some entry state runs again from an equal entry state with the state
// updates only (docs/strict.md, "Performance"). Each test has a bug in a later run of a block that ran
// clean before: a key missing that part of the entry state, or a fast block ignoring what
// begin_block and the EXEC test guard, would let the bug through.

Launch looped(const std::string& b, unsigned groups = 1) {
    Launch l = body(b);
    l.groups = groups;
    l.threads = 1;
    return l;
}

TEST_CASE("strict: memoised blocks - a load left outstanding by an earlier block is part of the key") {
    // .Lloop's block reads v5; three iterations run it clean (the later two memoised), then the
    // third iteration's tail issues a load of v5 and the fourth enters the block with it pending.
    auto kernel = [](const std::string& wait) {
        return std::string(kPrologue) +
               "  s_mov_b32 s9, 4\n  v_mov_b32 v5, 0\n  v_mov_b32 v6, 0\n"
               ".Lloop:\n"
               "  v_add_nc_u32 v6, v5, v6\n  s_sub_u32 s9, s9, 1\n  s_cmp_eq_u32 s9, 1\n  s_cbranch_scc0 .Lskip\n"
               "  global_load_b32 v5, v1, s[4:5]\n" + wait +
               ".Lskip:\n"
               "  s_cmp_eq_u32 s9, 0\n  s_cbranch_scc0 .Lloop\n"
               "  global_store_b32 v1, v6, s[4:5]\n";
    };
    twin(looped(kernel("")), {"missing s_waitcnt", "v5 is read", "global_load_b32"},
         looped(kernel("  s_waitcnt vmcnt(0)\n")));
}

TEST_CASE("strict: memoised blocks - a key of the same length as a known clean one, other words") {
    // .Lblock reads v5. Three iterations enter it with a load of v9 outstanding: the first runs
    // the full checks, the next two find the key in the memo (the wave then knows it:
    // StrictWave::State::known). The fourth enters it with a load of v5 outstanding instead: a
    // key as long, with other operation and register words, which must not pass as known.
    auto kernel = [](const std::string& wait) {
        return std::string(kPrologue) +
               "  s_mov_b32 s9, 4\n  v_mov_b32 v5, 0\n  v_mov_b32 v6, 0\n  v_mov_b32 v9, 0\n"
               ".Lhead:\n"
               "  s_cmp_eq_u32 s9, 1\n  s_cbranch_scc1 .Lother\n"
               "  global_load_b32 v9, v1, s[4:5]\n  s_branch .Lblock\n"
               ".Lother:\n"
               "  global_load_b32 v5, v1, s[4:5]\n" + wait +
               "  s_branch .Lblock\n"
               ".Lblock:\n"
               "  v_add_nc_u32 v6, v5, v6\n  s_waitcnt vmcnt(0)\n  s_sub_u32 s9, s9, 1\n  s_cmp_eq_u32 s9, 0\n"
               "  s_cbranch_scc0 .Lhead\n"
               "  global_store_b32 v1, v6, s[4:5]\n";
    };
    twin(looped(kernel("")), {"missing s_waitcnt", "v5 is read", "global_load_b32"},
         looped(kernel("  s_waitcnt vmcnt(0)\n")));
}

TEST_CASE("strict: memoised blocks - the keys a wave knew are forgotten at the device's next launch") {
    // Two programs whose .Lblock sits at the same instruction and is entered with the same key:
    // clean in the first, a read of v5 before its wait in the second. On one device the second
    // launch must not take the first one's known keys (StrictWave::State::known, forgotten at
    // bind) for its own.
    auto kernel = [](bool bug) {
        return std::string(kPrologue) +
               "  s_mov_b32 s9, 3\n  v_mov_b32 v5, 0\n  v_mov_b32 v6, 0\n"
               ".Lhead:\n"
               "  global_load_b32 v5, v1, s[4:5]\n  s_branch .Lblock\n"
               ".Lblock:\n" +
               (bug ? "  v_add_nc_u32 v6, v5, v6\n  s_waitcnt vmcnt(0)\n"
                    : "  s_waitcnt vmcnt(0)\n  v_add_nc_u32 v6, v5, v6\n") +
               "  s_sub_u32 s9, s9, 1\n  s_cmp_eq_u32 s9, 0\n  s_cbranch_scc0 .Lhead\n"
               "  global_store_b32 v1, v6, s[4:5]\n";
    };
    const Launch clean = looped(kernel(false)), buggy = looped(kernel(true));
    CHECK(run(clean).empty());
    CHECK(has(run(buggy), "missing s_waitcnt"));
    auto dev = device_for(clean);
    CHECK(run(clean, dev.get()).empty());
    const std::string after = run(buggy, dev.get());
    CHECK_MESSAGE(has(after, "missing s_waitcnt"), "after the clean launch: " << after);
}

TEST_CASE("strict: memoised blocks - a scalar load a memoised block leaves outstanding is still outstanding after it") {
    // The loop's block issues an s_load (the out-of-order lgkm queue) that the next iteration
    // waits for; the memoised iterations defer it (StrictHot::defer: its lgkmcnt(0) epoch and
    // the count of deferred out-of-order operations), and after the loop s10 is read without a wait.
    auto kernel = [](const std::string& wait) {
        return std::string(kPrologue) +
               "  s_mov_b32 s9, 8\n  s_mov_b32 s10, 0\n"
               ".Lloop:\n"
               "  s_waitcnt lgkmcnt(0)\n  s_load_b32 s10, s[0:1], 0x0\n  s_sub_u32 s9, s9, 1\n  s_cmp_lg_u32 s9, 0\n"
               "  s_cbranch_scc1 .Lloop\n" +
               wait + "  s_add_u32 s11, s10, 1\n  v_mov_b32 v6, s11\n  global_store_b32 v1, v6, s[4:5]\n";
    };
    twin(looped(kernel("")), {"missing s_waitcnt", "s10 is read", "s_load_b32 s10"},
         looped(kernel("  s_waitcnt lgkmcnt(0)\n")));
}

TEST_CASE("strict: memoised blocks - s_wait_idle in a memoised block waits for its loads") {
    // Each iteration loads v5 and reads it after s_wait_idle (a wait in the block tables, MF_WAIT);
    // without the wait the read is reported (three iterations: with more, the load left
    // outstanding by the buggy loop's memoised blocks is caught by the full checks first).
    auto kernel = [](const std::string& wait) {
        return std::string(kPrologue) +
               "  s_mov_b32 s9, 3\n  v_mov_b32 v5, 0\n  v_mov_b32 v6, 0\n"
               ".Lloop:\n"
               "  global_load_b32 v5, v1, s[4:5]\n" + wait + "  v_add_nc_u32 v6, v5, v6\n"
               "  s_sub_u32 s9, s9, 1\n  s_cmp_lg_u32 s9, 0\n  s_cbranch_scc1 .Lloop\n"
               "  v_add_nc_u32 v6, v5, v6\n  global_store_b32 v1, v6, s[4:5]\n";
    };
    twin(looped(kernel("")), {"missing s_waitcnt", "v5 is read"}, looped(kernel("  s_wait_idle\n")));
}

TEST_CASE("strict: memoised blocks - a register written before the block in one workgroup but not the next") {
    // Workgroup 0 writes v7 and then runs .Lread's block clean; workgroup 1 (the same wave slot,
    // one host thread) skips the write and enters the block from the same entry state.
    auto kernel = [](const std::string& other) {
        return std::string(kPrologue) +
               "  s_cmp_eq_u32 s2, 0\n  s_cbranch_scc0 .Lother\n  v_mov_b32 v7, 3\n  s_branch .Lread\n"
               ".Lother:\n" + other +
               "  s_branch .Lread\n"
               ".Lread:\n"
               "  v_add_nc_u32 v8, v7, v0\n  global_store_b32 v1, v8, s[4:5]\n  s_branch .Lend\n"
               ".Lend:\n";
    };
    twin(looped(kernel("  s_nop 0\n"), 2), {"uninitialised read", "v7"}, looped(kernel("  v_mov_b32 v7, 4\n"), 2));
}

TEST_CASE("strict: memoised blocks - a write under EXEC = 0 inside a memoised block is not counted") {
    // The block writes v7 under the EXEC in s10 and reads it after restoring EXEC: workgroup 0
    // (EXEC all ones) runs it clean; workgroup 1 writes v7 under EXEC = 0.
    auto kernel = [](const std::string& exec1) {
        return std::string(kPrologue) +
               "  s_mov_b32 s10, -1\n  s_cmp_eq_u32 s2, 0\n  s_cbranch_scc1 .Lblock\n" + exec1 +
               "  s_branch .Lblock\n"
               ".Lblock:\n"
               "  s_mov_b32 exec_lo, s10\n  v_mov_b32 v7, 1\n  s_mov_b32 exec_lo, -1\n  v_add_nc_u32 v8, v7, v0\n"
               "  global_store_b32 v1, v8, s[4:5]\n  s_branch .Lend\n"
               ".Lend:\n";
    };
    twin(looped(kernel("  s_mov_b32 s10, 0\n"), 2), {"uninitialised read", "v7"},
         looped(kernel("  s_mov_b32 s10, 1\n"), 2));
}

TEST_CASE("strict: memoised blocks - a run of plain instructions under EXEC = 0 counts no write") {
    // As above, but the write of v7 sits in a run of plain instructions (FastInfo::run) that
    // starts with an SALU instruction, which writes no VGPR: the run as a whole must not be taken
    // when EXEC is 0 (its batched update would count v7 written).
    auto kernel = [](const std::string& exec1) {
        return std::string(kPrologue) +
               "  s_mov_b32 s10, -1\n  s_cmp_eq_u32 s2, 0\n  s_cbranch_scc1 .Lblock\n" + exec1 +
               "  s_branch .Lblock\n"
               ".Lblock:\n"
               "  s_mov_b32 exec_lo, s10\n  s_add_u32 s11, s10, 1\n  v_mov_b32 v7, 1\n  v_mov_b32 v9, 2\n"
               "  s_mov_b32 exec_lo, -1\n  v_add_nc_u32 v8, v7, v0\n"
               "  global_store_b32 v1, v8, s[4:5]\n  s_branch .Lend\n"
               ".Lend:\n";
    };
    twin(looped(kernel("  s_mov_b32 s10, 0\n"), 2), {"uninitialised read", "v7"},
         looped(kernel("  s_mov_b32 s10, 1\n"), 2));
}

TEST_CASE("strict: memoised blocks - the hazard state at entry is part of the key") {
    // .Lloop's block starts with a WMMA reading v[8:15] as A. Its first run follows a plain VALU
    // instruction; the second follows the loop tail's WMMA, which writes v[8:15] (both enter by
    // a branch, so both start the block).
    const std::string init = movs(8, 24, "0");
    auto kernel = [&](const std::string& gap) {
        return std::string(kPrologue) + init +
               "  s_mov_b32 s9, 2\n  v_mov_b32 v40, 0\n  s_branch .Lloop\n"
               ".Lloop:\n"
               "  v_wmma_f32_16x16x16_f16 v[24:31], v[8:15], v[16:23], v[24:31]\n"
               "  v_mov_b32 v40, v0\n  s_sub_u32 s9, s9, 1\n  s_cmp_eq_u32 s9, 0\n  s_cbranch_scc1 .Ldone\n"
               "  v_wmma_f32_16x16x16_f16 v[8:15], v[16:23], v[16:23], v[8:15]\n" + gap +
               "  s_branch .Lloop\n"
               ".Ldone:\n"
               "  global_store_b32 v1, v40, s[4:5]\n";
    };
    Launch buggy = looped(kernel("")), fixed = looped(kernel("  v_nop\n"));
    buggy.vgprs = fixed.vgprs = 48;
    twin(buggy, {"WMMAHazard"}, fixed);
}

// The frame of the replicated-operand tests: lane l stores its id four times at byte l * 16 of
// LDS and the waves synchronise; v4 = (l % 16) * 16, the row lane l % 16 stored (a load through
// v4 gives both half-waves the same values); D = v[24:31] zeroed. Then `runs` runs of .Lloop:
// `body` (A in v[8:15], B in v[16:23] when it ends), the WMMA, s9 counting down; v24 is stored.
const char* const kLaneRows =
    "  v_lshlrev_b32 v2, 4, v0\n  v_mov_b32 v20, v0\n  v_mov_b32 v21, v0\n  v_mov_b32 v22, v0\n"
    "  v_mov_b32 v23, v0\n  ds_store_b128 v2, v[20:23]\n  s_waitcnt lgkmcnt(0)\n  s_barrier\n"
    "  v_and_b32 v4, 15, v0\n  v_lshlrev_b32 v4, 4, v4\n";

std::string wmma_loop(unsigned runs, const std::string& body) {
    return std::string(kPrologue) + kLaneRows + movs(24, 8, "0") + "  s_mov_b32 s9, " + std::to_string(runs) +
           "\n  s_branch .Lloop\n"
           ".Lloop:\n" + body +
           "  v_wmma_f32_16x16x16_f16 v[24:31], v[8:15], v[16:23], v[24:31]\n"
           "  s_sub_u32 s9, s9, 1\n  s_cmp_eq_u32 s9, 0\n  s_cbranch_scc0 .Lloop\n"
           "  global_store_b32 v1, v24, s[4:5]\n";
}

// The twin of two wmma_loop kernels whose buggy one gives the WMMA an A whose half-waves differ.
void replicated_twin(const std::string& buggy_kernel, const std::string& fixed_kernel) {
    Launch buggy = looped(buggy_kernel), fixed = looped(fixed_kernel);
    buggy.vgprs = fixed.vgprs = 40;
    buggy.lds = fixed.lds = 512;
    twin(buggy, {"WMMA operand A v[8:15]", "lanes 0-15 and 16-31"}, fixed);
}

TEST_CASE("strict: memoised blocks - a WMMA operand loaded replicated in earlier runs of its block but not in a later one") {
    // .Lloop loads A (v[8:15]) and B (v[16:23]) from LDS and multiplies them. In the first two
    // runs every lane l reads the bytes lane l % 16 reads, so both operands are known to be
    // replicated and the memoised block's WMMA needs no comparison; in the third the buggy kernel
    // loads A with lane l reading its own row, so its halves differ.
    auto kernel = [](const std::string& last_mask) {
        return wmma_loop(3, "  s_cmp_eq_u32 s9, 1\n  s_cselect_b32 s12, " + last_mask + ", 15\n"
                            "  v_and_b32 v3, s12, v0\n  v_lshlrev_b32 v3, 4, v3\n"
                            "  ds_load_b128 v[8:11], v3\n  ds_load_b128 v[12:15], v3\n"
                            "  ds_load_b128 v[16:19], v4\n  ds_load_b128 v[20:23], v4\n  s_waitcnt lgkmcnt(0)\n");
    };
    replicated_twin(kernel("31"), kernel("15"));
}


TEST_CASE("strict: memoised blocks - a WMMA whose D crosses v63/v64 counts all of it written") {
    // .Lblock's WMMA writes D = v[60:67] (two 64-register words of the write sets); workgroup 1
    // runs the block memoised from its start (one host thread, one wave slot), and the next
    // block reads v65, written only by that WMMA. The buggy twin's D is v[56:63], so v65 is never
    // written.
    auto kernel = [](const char* d) {
        return std::string(kPrologue) + movs(8, 24, "0") + "  s_branch .Lblock\n"
               ".Lblock:\n"
               "  v_wmma_f32_16x16x16_f16 " + std::string(d) + ", v[8:15], v[16:23], v[24:31]\n"
               "  s_branch .Lread\n"
               ".Lread:\n"
               "  global_store_b32 v1, v65, s[4:5]\n";
    };
    Launch buggy = looped(kernel("v[56:63]"), 2), fixed = looped(kernel("v[60:67]"), 2);
    buggy.vgprs = fixed.vgprs = 72;
    twin(buggy, {"uninitialised read", "v65"}, fixed);
}

// A memoised block defers its memory operations' queue entries (FK_MEM: sequence numbers only)
// and settles them when the block ends or something reads the queues. An operation still
// outstanding then must be entered as it would have been by the full path.
TEST_CASE("strict: memoised blocks - a load a memoised block leaves outstanding is still outstanding after it") {
    // Eight runs of .Lloop's block, each waiting for the previous run's load of v5 and issuing
    // the next: from the third on it is memoised (its entry key: one load of v5 outstanding), so
    // the last load is deferred, and it is the only one outstanding after the loop. The read
    // there must find it. (Eight runs, not four: were deferred loads dropped at the block end,
    // the entry key would alternate between "one load" and "none", both keys would be memoised
    // by the sixth run, and the last run would be a memoised one either way.)
    auto kernel = [](const std::string& wait) {
        return std::string(kPrologue) +
               "  s_mov_b32 s9, 8\n  v_mov_b32 v5, 0\n"
               ".Lloop:\n"
               "  s_waitcnt vmcnt(0)\n  global_load_b32 v5, v1, s[4:5]\n  s_sub_u32 s9, s9, 1\n  s_cmp_lg_u32 s9, 0\n  s_cbranch_scc1 .Lloop\n" +
               wait + "  v_add_nc_u32 v6, v5, v0\n  global_store_b32 v1, v6, s[4:5]\n";
    };
    twin(looped(kernel("")), {"missing s_waitcnt", "v5 is read", "global_load_b32 v5, v1, s[4:5]"},
         looped(kernel("  s_waitcnt vmcnt(0)\n")));
}

TEST_CASE("strict: memoised blocks - the order of deferred operations is part of the key") {
    // Blocks X (a load of v5) and Y (a load of v7) run in either order; .Lread waits with
    // vmcnt(1), which completes the older load, and reads v5: right only when X ran first.
    // Runs with s9 = 8, 7, 6, 2 take X then Y; with 5, 4, 3 Y then X, reading through .Lread2
    // (vmcnt(0)); with s9 = 1 the buggy kernel takes Y then X and reads through .Lread. By then
    // X and Y are memoised, so both loads are deferred when .Lread is entered: its key must tell
    // "v7 then v5" from the "v5 then v7" it ran clean with (same count, same registers).
    auto kernel = [](const char* last_unsafe) {
        return std::string(kPrologue) +
               "  s_mov_b32 s9, 8\n  v_mov_b32 v5, 0\n  v_mov_b32 v6, 0\n  v_mov_b32 v7, 0\n  s_branch .Lloop\n"
               ".Lloop:\n"
               "  s_cmp_lt_u32 s9, 6\n  s_cselect_b32 s11, 1, 0\n  s_cmp_eq_u32 s9, 2\n  s_cselect_b32 s11, 0, s11\n"
               "  s_cmp_eq_u32 s9, 1\n  s_cselect_b32 s12, " + std::string(last_unsafe) + ", 0\n"
               "  s_cmp_eq_u32 s11, 0\n  s_cbranch_scc1 .Lx\n  s_branch .Ly\n"
               ".Lx:\n"
               "  global_load_b32 v5, v1, s[4:5]\n  s_cmp_eq_u32 s11, 0\n  s_cbranch_scc1 .Ly\n"
               "  s_cmp_eq_u32 s12, 0\n  s_cbranch_scc1 .Lread2\n  s_branch .Lread\n"
               ".Ly:\n"
               "  global_load_b32 v7, v1, s[4:5]\n  s_cmp_eq_u32 s11, 0\n  s_cbranch_scc1 .Lread\n  s_branch .Lx\n"
               ".Lread:\n"
               "  s_waitcnt vmcnt(1)\n  v_add_nc_u32 v6, v5, v6\n  s_waitcnt vmcnt(0)\n  s_branch .Lnext\n"
               ".Lread2:\n"
               "  s_waitcnt vmcnt(0)\n  v_add_nc_u32 v6, v5, v6\n  s_branch .Lnext\n"
               ".Lnext:\n"
               "  s_sub_u32 s9, s9, 1\n  s_cmp_lg_u32 s9, 0\n  s_cbranch_scc1 .Lloop\n"
               "  global_store_b32 v1, v6, s[4:5]\n";
    };
    twin(looped(kernel("1")), {"missing s_waitcnt", "v5 is read", "global_load_b32 v5, v1, s[4:5]"}, looped(kernel("0")));
}

TEST_CASE("strict: memoised blocks - a store a memoised block leaves outstanding at a barrier is carried") {
    // Two waves, eight runs of .Lloop's block: each wave stores its 128 bytes, passes a barrier,
    // and loads through v4; then a wait and a second barrier. v4 is the wave's own bytes except
    // in the last run, where it is the other wave's. The buggy kernel has no wait before the
    // first barrier, so each store is still outstanding when that barrier releases: harmless while
    // a wave loads its own bytes, a race in the last run. By then the block is memoised and the
    // store deferred: the barrier must find it outstanding among the deferred operations.
    auto kernel = [](const std::string& wait) {
        return std::string(kPrologue) +
               "  v_lshlrev_b32 v2, 2, v0\n  v_mov_b32 v5, 0\n  s_mov_b32 s9, 8\n"
               ".Lloop:\n"
               "  ds_store_b32 v2, v0\n" + wait +
               "  s_cmp_eq_u32 s9, 1\n  s_cselect_b32 s10, 0x80, 0\n  v_xor_b32 v4, s10, v2\n  s_barrier\n"
               "  ds_load_b32 v5, v4\n  s_waitcnt lgkmcnt(0)\n  s_barrier\n"
               "  s_sub_u32 s9, s9, 1\n  s_cmp_lg_u32 s9, 0\n  s_cbranch_scc1 .Lloop\n"
               "  global_store_b32 v1, v5, s[4:5]\n";
    };
    Launch buggy = looped(kernel("")), fixed = looped(kernel("  s_waitcnt lgkmcnt(0)\n"));
    buggy.items = fixed.items = 64;
    buggy.lds = fixed.lds = 256;
    twin(buggy, {"LDS race", "ds_store_b32 v2, v0", "still outstanding", "s_waitcnt lgkmcnt(0) before the barrier"},
         fixed);
}
// A memoised block runs its plain instructions, memory operations and waits back to back (a run,
// FastInfo::run) and updates the VGPR state once at the run's end: what a replicated load leaves
// replicated and what the run writes later must come out as if each instruction had updated it.
TEST_CASE("strict: memoised runs - a replicated load's destination written again later in the run") {
    // .Lloop's run loads A and B from LDS with lane l reading lane l % 16's bytes (replicated),
    // then rewrites v8 (part of A) as s12 * lane id, and the WMMA ends the run. s12 is 0 in the
    // first runs (v8 = 0 in every lane: replicated values) and, in the buggy kernel, 1 in the last
    // (v8 differs between the half-waves), by when the block is memoised: the run's end must
    // leave v8 unreplicated so that the WMMA's operand check compares it.
    auto kernel = [](const std::string& last) {
        return wmma_loop(4, "  s_cmp_eq_u32 s9, 1\n  s_cselect_b32 s12, " + last + ", 0\n"
                            "  ds_load_b128 v[8:11], v4\n  ds_load_b128 v[12:15], v4\n"
                            "  ds_load_b128 v[16:19], v4\n  ds_load_b128 v[20:23], v4\n  s_waitcnt lgkmcnt(0)\n"
                            "  v_mul_u32_u24 v8, s12, v0\n");
    };
    replicated_twin(kernel("1"), kernel("0"));
}

TEST_CASE("strict: memoised runs - a replicated load after the last write of its destination in the run") {
    // The converse: the run writes v8 with lane-varying values first and then reloads A (v8
    // included) replicated, so the WMMA after it reads replicated operands. The buggy kernel's
    // last run reloads A with lane l reading its own bytes: only its values differ (the block's
    // key is the same), and the WMMA check must compare them.
    auto kernel = [](const std::string& last_mask) {
        return wmma_loop(4, "  s_cmp_eq_u32 s9, 1\n  s_cselect_b32 s12, " + last_mask + ", 15\n"
                            "  v_and_b32 v3, s12, v0\n  v_lshlrev_b32 v3, 4, v3\n  v_mov_b32 v8, v0\n"
                            "  ds_load_b128 v[8:11], v3\n  ds_load_b128 v[12:15], v3\n"
                            "  ds_load_b128 v[16:19], v4\n  ds_load_b128 v[20:23], v4\n  s_waitcnt lgkmcnt(0)\n");
    };
    replicated_twin(kernel("31"), kernel("15"));
}

TEST_CASE("strict: memoised runs - LDS accesses lane by lane (partial EXEC) inside a run") {
    // Under EXEC = 0xffff the DS instructions take the per-lane path, whose accesses the workgroup
    // buffers: the run hands such an instruction to the per-instruction steps. Two waves, eight
    // runs of .Lloop's block; the buggy kernel's last run loads the other wave's bytes with no
    // barrier between the other wave's store and this load.
    auto kernel = [](const std::string& sync) {
        return std::string(kPrologue) +
               "  v_lshlrev_b32 v2, 2, v0\n  v_mov_b32 v5, 0\n  s_mov_b32 s9, 8\n  s_mov_b32 exec_lo, 0xffff\n"
               ".Lloop:\n"
               "  s_cmp_eq_u32 s9, 1\n  s_cselect_b32 s10, 0x80, 0\n  v_xor_b32 v4, s10, v2\n"
               "  ds_store_b32 v2, v0\n  s_waitcnt lgkmcnt(0)\n" + sync +
               "  ds_load_b32 v5, v4\n  s_waitcnt lgkmcnt(0)\n  v_add_nc_u32 v6, v5, v0\n  s_barrier\n"
               "  s_sub_u32 s9, s9, 1\n  s_cmp_lg_u32 s9, 0\n  s_cbranch_scc1 .Lloop\n"
               "  s_mov_b32 exec_lo, -1\n  global_store_b32 v1, v6, s[4:5]\n";
    };
    Launch buggy = looped(kernel("")), fixed = looped(kernel("  s_barrier\n"));
    buggy.items = fixed.items = 64;
    buggy.lds = fixed.lds = 256;
    twin(buggy, {"LDS race"}, fixed);
}

TEST_CASE("strict: memoised runs - an operation a later wait of its run does not complete stays outstanding") {
    // A run issues an operation that a later wait of the same run completes without a queue entry
    // (MF_RUN_LOCAL): the run reaches the wait before anything reads the queue. The operations a
    // wait of their run leaves outstanding must be entered. .Lloop's block issues loads and waits
    // for those that v5 needs, with a count of 1 for the first load's queue, which no operation
    // of that queue between the load and the wait reaches (a wait counts only its own queue's
    // operations, and only those issued before it; lgkmcnt(1) never completes an SMEM
    // operation); while it loops, .Lagain waits for the rest. The block runs
    // memoised from its second run; after the last, .Ldone reads the first load's destination,
    // without the wait in the buggy kernel.
    auto kernel = [](const std::string& loads, const std::string& wait, const std::string& done) {
        return std::string(kPrologue) + "  v_mov_b32 v7, 0\n  s_mov_b32 s9, 4\n"
               ".Lloop:\n" + loads + wait + "  v_add_nc_u32 v7, v5, v7\n"
               "  s_sub_u32 s9, s9, 1\n  s_cmp_eq_u32 s9, 0\n  s_cbranch_scc1 .Ldone\n"
               ".Lagain:\n"
               "  s_waitcnt vmcnt(0) lgkmcnt(0)\n  s_branch .Lloop\n"
               ".Ldone:\n" + done +
               "  global_store_b32 v1, v7, s[4:5]\n";
    };
    auto pair = [&](const std::string& loads, const std::string& wait, const std::string& read,
                    const std::vector<std::string>& expect) {
        Launch buggy = looped(kernel(loads, wait, read)),
               fixed = looped(kernel(loads, wait, "  s_waitcnt vmcnt(0) lgkmcnt(0)\n" + read));
        buggy.lds = fixed.lds = 256;
        twin(buggy, expect, fixed);
    };
    SUBCASE("vmcnt(1) after a global load and a DS load") {
        pair("  global_load_b32 v6, v1, s[4:5]\n  ds_load_b32 v5, v1\n", "  s_waitcnt vmcnt(1) lgkmcnt(0)\n",
             "  v_add_nc_u32 v7, v6, v7\n", {"missing s_waitcnt", "v6 is read", "vmcnt(0)"});
    }
    SUBCASE("vmcnt(1) before a later global load") {
        // (The wait counts the operations issued between the load and itself, not those after it.)
        pair("  global_load_b32 v6, v1, s[4:5]\n  s_waitcnt vmcnt(1)\n  ds_load_b32 v5, v1\n"
             "  global_load_b32 v8, v1, s[4:5]\n",
             "  s_waitcnt lgkmcnt(0)\n", "  v_add_nc_u32 v7, v6, v7\n", {"missing s_waitcnt", "v6 is read", "vmcnt(1)"});
    }
    SUBCASE("lgkmcnt(1) before a later DS load") {
        pair("  ds_load_b32 v6, v1\n  s_waitcnt lgkmcnt(1)\n  global_load_b32 v5, v1, s[4:5]\n  ds_load_b32 v8, v1\n",
             "  s_waitcnt vmcnt(0)\n", "  v_add_nc_u32 v7, v6, v7\n", {"missing s_waitcnt", "v6 is read", "lgkmcnt(1)"});
    }
    SUBCASE("lgkmcnt(1) after a DS load and a global load") {
        pair("  ds_load_b32 v6, v1\n  global_load_b32 v5, v1, s[4:5]\n", "  s_waitcnt vmcnt(0) lgkmcnt(1)\n",
             "  v_add_nc_u32 v7, v6, v7\n", {"missing s_waitcnt", "v6 is read", "lgkmcnt(0)"});
    }
    SUBCASE("lgkmcnt(1) after a scalar load and two DS loads") {
        pair("  s_load_b32 s10, s[0:1], 0x0\n  ds_load_b32 v5, v1\n  ds_load_b32 v8, v1\n", "  s_waitcnt lgkmcnt(1)\n",
             "  s_add_u32 s11, s10, 1\n", {"missing s_waitcnt", "s10 is read", "lgkmcnt(0)"});
    }
}

TEST_CASE("strict: memoised runs - a run a fault left part-way leaves nothing to the next launch") {
    // Launch 1 faults inside a memoised run after a replicated load (its last iteration reads past
    // the group segment), so the run's end never comes; launch 2, another kernel on the same
    // device (which keeps each thread's strict state), must still check its WMMA's A: v8 is
    // s12 * lane id, not replicated, in its last iteration.
    Launch faulting = looped(std::string(kPrologue) + kLaneRows +
                             "  s_mov_b32 s9, 3\n  s_branch .Lloop\n"
                             ".Lloop:\n"
                             "  s_cmp_eq_u32 s9, 1\n  s_cselect_b32 s12, 0x10000, 0\n  v_add_nc_u32 v5, s12, v4\n"
                             "  ds_load_b128 v[8:11], v4\n  ds_load_b32 v12, v5\n  s_waitcnt lgkmcnt(0)\n"
                             "  s_sub_u32 s9, s9, 1\n  s_cmp_eq_u32 s9, 0\n  s_cbranch_scc0 .Lloop\n"
                             "  global_store_b32 v1, v8, s[4:5]\n");
    Launch wmma = looped(wmma_loop(3, movs(8, 8, "0") +
                                          "  s_cmp_eq_u32 s9, 1\n  s_cselect_b32 s12, 1, 0\n  v_mul_u32_u24 v8, s12, v0\n"
                                          "  ds_load_b128 v[12:15], v4\n  ds_load_b128 v[16:19], v4\n  ds_load_b128 v[20:23], v4\n"
                                          "  s_waitcnt lgkmcnt(0)\n"));
    faulting.vgprs = wmma.vgprs = 40;
    faulting.lds = wmma.lds = 512;
    const std::string alone = run(wmma);
    CHECK(has(alone, "WMMA operand A v[8:15]"));
    auto dev = device_for(wmma);
    CHECK(has(run(faulting, dev.get()), "past the group segment"));
    const std::string after = run(wmma, dev.get());
    CHECK_MESSAGE(has(after, "WMMA operand A v[8:15]"), "after the faulting launch: " << after);
}

TEST_CASE("strict: the LDS replay's lane tests agree with their definition in every form the host runs") {
    // A replayed interval compares each DS instruction's 32 addresses with the remembered ones
    // (a[l] - a[0] == rel[l]) and tests whether a load's half-waves read the same addresses; the
    // SIMD forms must say exactly what the definitions say, for equal arrays and for arrays that
    // differ in any one lane.
    std::mt19937 rng(77);
    unsigned forms = 0;
    for (int trial = 0; trial < 400; ++trial) {
        uint32_t a[32], rel[32];
        for (unsigned l = 0; l < 16; ++l) a[l] = a[l + 16] = rng() % 4096;
        for (unsigned l = 0; l < 32; ++l) rel[l] = a[l] - a[0];
        if (trial % 4 != 0) {   // one lane off, in the addresses or the pattern
            const unsigned l = rng() % 32;
            (trial % 2 ? a[l] : rel[l]) ^= 1u << (rng() % 32);
        }
        bool same = true, half = true;
        for (unsigned l = 0; l < 32; ++l) same = same && a[l] - a[0] == rel[l];
        for (unsigned l = 0; l < 16; ++l) half = half && a[l] == a[l + 16];
        bool out[2][2];
        forms = emu::strict::lds_lane_test_forms(a, rel, out);
        REQUIRE(forms >= 1);
        for (unsigned f = 0; f < forms; ++f) {
            CAPTURE(trial);
            CAPTURE(f);
            CHECK(out[f][0] == same);
            CHECK(out[f][1] == half);
        }
    }
    MESSAGE("forms tested: " << forms);
}

TEST_CASE("strict: a register set's word-at-a-time range insert equals inserting one register at a time") {
    // RegSet::add sets a VGPR range's bits a word at a time (ranges across v63/v64, up to 64
    // registers, up to the file's end); everything else, and the reference, goes register by
    // register (add_codes).
    std::mt19937 rng(5);
    for (int trial = 0; trial < 3000; ++trial) {
        const unsigned code = trial % 5 == 0 ? rng() % 512 : emu::kVgpr0 + rng() % (emu::kVgprFile + 8);
        const unsigned count = trial % 7 == 0 ? rng() % 80 : rng() % 17;
        emu::strict::RegSet fast, slow;
        fast.add(code, count);
        slow.add_codes(code, count);
        CAPTURE(code);
        CAPTURE(count);
        for (unsigned w = 0; w < emu::strict::kVWords; ++w) CHECK(fast.v[w] == slow.v[w]);
        CHECK(fast.s[0] == slow.s[0]);
        CHECK(fast.s[1] == slow.s[1]);
    }
}

// ------------------------------------------------------------------------ state kept between launches

TEST_CASE("strict: a device's later launches are checked as its first (what is kept holds for any launch)") {
    // The emulator device keeps each thread's strict-mode state between launches (emu::Workspace):
    // remembered race-free intervals and clean blocks (verdicts that hold for any launch of the
    // program), and the memory of compiled LDS accesses and written registers. Every check must
    // still fire after clean launches, after a failed one, and between kernels of other shapes.
    const Twin replay = replayed_race(), neighbour = neighbour_read(), wide = neighbour_read(256, 1024),
               uninit = uninitialised_v5();
    const Launch& racy = replay.buggy;
    const Launch& clean = replay.fixed;
    auto dev = device_for(clean);
    for (int round = 0; round < 2; ++round) {
        CAPTURE(round);
        CHECK(run(clean, dev.get()).empty());
        CHECK(run(clean, dev.get()).empty());
        CHECK(has(run(racy, dev.get()), "LDS race on byte 0x210"));
        CHECK(run(clean, dev.get()).empty());   // after a failed launch
        CHECK(run(wide.fixed, dev.get()).empty());
        CHECK(has(run(neighbour.buggy, dev.get()), "LDS race"));
        CHECK(run(uninit.fixed, dev.get()).empty());
        CHECK(has(run(uninit.buggy, dev.get()), "v5 is read"));
    }
}
