// The HIP runtime over the emulator (hiprt/), from the outside: the HIP host programs of
// tests/hip/ and the project's own HIP backend (wmma_asm_run --backend hip) run under
// wmma_asm_hip_run, their output checked; each checker has a case that must fail.
// The binaries are found next to wmma_asm_run ($WMMA_ASM_RUN: build/obj or build/san), which the
// Makefile builds with them (hiprt/hiprt.mk).
#include <doctest/doctest.h>

#include <sys/stat.h>

#include "util.hpp"

namespace {

std::string obj_dir() {
    const std::string tool = testutil::run_tool();
    const auto slash = tool.rfind('/');
    return slash == std::string::npos ? "." : tool.substr(0, slash);
}

bool exists(const std::string& p) {
    struct stat st;
    return stat(p.c_str(), &st) == 0;
}

std::string launcher() { return obj_dir() + "/wmma_asm_hip_run"; }
std::string program(const std::string& name) { return obj_dir() + "/tests/hip/" + name; }
std::string kernels() { return program("kernels.hsaco"); }
std::string pack(const std::string& k) { return testutil::pack_dir() + "/" + k + ".hsaco"; }

// Skips (with a message) when the runtime was not built: no HIP headers on this machine.
bool built() {
    if (exists(obj_dir() + "/hiprt/libamdhip64.so.5") && exists(launcher())) return true;
    MESSAGE("hiprt not built (no HIP headers): skipped");
    return false;
}

testutil::CmdResult hip_run(const std::string& args, const std::string& env = "") {
    return testutil::run(env + " " + launcher() + " " + args);
}

// The value after "key": in wmma_asm_run's JSON (the check's fields).
std::string json_field(const std::string& json, const std::string& key) {
    const auto at = json.find("\"" + key + "\": ");
    if (at == std::string::npos) return "<missing " + key + ">";
    const auto begin = at + key.size() + 4;
    return json.substr(begin, json.find_first_of(",}", begin) - begin);
}

}  // namespace

TEST_CASE("hiprt: the launcher puts the emulator runtime in place of the system libamdhip64") {
    if (!built()) return;
    // ldd under the launcher resolves libamdhip64.so.5 to ours.
    const auto r = hip_run("ldd " + program("module_gemm"));
    INFO(r.out << r.err);
    CHECK(r.status == 0);
    CHECK(r.out.find("hiprt/libamdhip64.so.5") != std::string::npos);
    const auto usage = testutil::run(launcher());
    CHECK(usage.status == 2);
    CHECK(usage.err.find("usage") != std::string::npos);
}

TEST_CASE("hiprt: hipModule API program runs the pack's k1 and checks it on the host") {
    if (!built()) return;
    const auto r = hip_run(program("module_gemm") + " " + pack("k1"));
    INFO(r.out << r.err);
    CHECK(r.status == 0);
    CHECK(r.out.find("arch gfx1151 warpSize 32 CUs 40") != std::string::npos);
    CHECK(r.out.find("kernelParams: 0 of 3072 wrong") != std::string::npos);
    CHECK(r.out.find("extra: 0 of 3072 wrong") != std::string::npos);
    CHECK(r.out.find("PASS") != std::string::npos);
    // Negative: a launch with the wrong alpha must fail the program's check.
    const auto bad = hip_run(program("module_gemm") + " " + pack("k1") + " --wrong-alpha");
    INFO(bad.out);
    CHECK(bad.status == 1);
    CHECK(bad.out.find("FAIL") != std::string::npos);
}

TEST_CASE("hiprt: event-timed loop, streams, copies of every kind, memsets, module globals") {
    if (!built()) return;
    const auto r = hip_run(program("event_loop") + " " + kernels() + " 4");
    INFO(r.out << r.err);
    CHECK(r.status == 0);
    CHECK(r.out.find("PASS") != std::string::npos);
    CHECK(r.err.find("emulator wall-clock time, not GPU time") != std::string::npos);   // the banner
    // With the model on, the banner says so and the events give the modelled time.
    const auto m = hip_run(program("event_loop") + " " + kernels() + " 2", "WMMA_ASM_HIP_MODEL=1 WMMA_ASM_HIP_COUNTERS=1");
    INFO(m.out << m.err);
    CHECK(m.status == 0);
    CHECK(m.err.find("modelled gfx1151 time") != std::string::npos);
    CHECK(m.err.find("kernel 'saxpy'") != std::string::npos);
    CHECK(m.err.find("modelled_ms=") != std::string::npos);
}

TEST_CASE("hiprt: every misuse returns its hipError_t, a kernel fault comes from the next synchronising call") {
    if (!built()) return;
    const auto r = hip_run(program("misuse") + " " + kernels() + " " + pack("k8"));
    INFO(r.out << r.err);
    CHECK(r.status == 0);
    CHECK(r.out.find("WRONG") == std::string::npos);
    CHECK(r.out.find("ok static + dynamic LDS over 64 KiB") != std::string::npos);
    CHECK(r.out.find("ok fault at the next synchronize") != std::string::npos);
    CHECK(r.err.find("global memory access outside every allocation") != std::string::npos);   // the emulator's message
    CHECK(r.err.find("No local memory available") != std::string::npos);
    // Negative: a deliberately false expectation is reported and counted.
    const auto bad = hip_run(program("misuse") + " " + kernels() + " " + pack("k8") + " --expect-wrong");
    INFO(bad.out);
    CHECK(bad.status == 1);
    CHECK(bad.out.find("WRONG double free (deliberately wrong expectation)") != std::string::npos);
}

TEST_CASE("hiprt: wmma_asm_run --backend hip on the runtime matches --backend emu") {
    if (!built()) return;
    const std::string args = " --kernel k8 --m 256 --check --json";
    const auto emu = testutil::run(testutil::run_tool() + " --backend emu" + args);
    const auto hip = hip_run(testutil::run_tool() + " --backend hip" + args);
    INFO(emu.out << emu.err << hip.out << hip.err);
    REQUIRE(emu.status == 0);
    REQUIRE(hip.status == 0);
    CHECK(json_field(hip.out, "backend") == "\"hip\"");
    CHECK(json_field(hip.out, "time_source") == "\"hip-events\"");
    for (const char* key : {"passed", "max_rel_err", "frob_rel_err", "bad_elements"})
        CHECK_MESSAGE(json_field(hip.out, key) == json_field(emu.out, key), key);
    // Another shape, layout and type through the generic path.
    const std::string args2 = " --kernel auto --layout TN --dtype bf16 --out bf16 --m 100 --n 60 --k 40 --check --json";
    const auto emu2 = testutil::run(testutil::run_tool() + " --backend emu" + args2);
    const auto hip2 = hip_run(testutil::run_tool() + " --backend hip" + args2);
    INFO(emu2.out << emu2.err << hip2.out << hip2.err);
    CHECK(hip2.status == 0);
    for (const char* key : {"kernel", "passed", "max_rel_err", "bad_elements"})
        CHECK_MESSAGE(json_field(hip2.out, key) == json_field(emu2.out, key), key);
}

TEST_CASE("hiprt: the static-LDS-as-dynamic bug is caught by the runtime's LDS rule") {
    if (!built()) return;
    // Negative test of the runtime's rule, from the outside: misuse's "static + dynamic" case
    // launches k8 with its own static size as sharedMemBytes, as hip_backend.cpp once did, and
    // it must fail; the project's backend (which passes 0) must launch k8 (above).
    const auto r = hip_run(program("misuse") + " " + kernels() + " " + pack("k8"));
    CHECK(r.err.find("kernel 'k8': static LDS") != std::string::npos);
}
