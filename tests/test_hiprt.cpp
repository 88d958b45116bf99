// The HIP runtime over the emulator (hiprt/), from the outside: the HIP host programs of
// tests/hip/ and the project's own HIP backend (wmma_asm_run --backend hip) run under
// wmma_asm_hip_run, their output checked; each checker has a case that must fail.
// The binaries are found next to wmma_asm_run ($WMMA_ASM_RUN: build/obj or build/san), which the
// Makefile builds with them (hiprt/hiprt.mk).
#include <doctest/doctest.h>

#include <sys/stat.h>

#include <algorithm>
#include <iterator>
#include <set>
#include <sstream>
#include <vector>

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

namespace {

// The HIP C++ programs are built only where clang++-19 exists (hiprt/hiprt.mk).
bool built_hip_cxx() {
    if (!built()) return false;
    if (exists(program("vector_add")) && exists(program("vector_add_gfx1100"))) return true;
    MESSAGE("HIP C++ test programs not built (no clang++-19): skipped");
    return false;
}

}  // namespace

TEST_CASE("hiprt: compiled HIP programs' <<<...>>> launches run and check on the host") {
    if (!built_hip_cxx()) return;
    struct Case {
        const char* name;
        const char* expect;   // a line the program prints when its result is right
    };
    for (const Case c : {Case{"vector_add", "vector_add: 0 of 1000 wrong"}, Case{"reduce_lds", "total -2500, expected -2500"},
                         Case{"wmma_tile", "wmma_tile: 0 of 256 wrong"},
                         Case{"reduce_dyn_lds", "40 blocks of 128, 512 bytes dynamic LDS, total -2500, expected -2500"},
                         Case{"symbols", "symbols: 0 of 1000 wrong"},
                         Case{"runtime_extras", "pitched: 0 of 1400 wrong"},
                         Case{"managed_vars", "managed_vars: counter 102"},
                         Case{"grid_barrier", "grid_barrier: 16 blocks, total 99994, expected 99994, 0 wrong"}}) {
        CAPTURE(c.name);
        const auto r = hip_run(program(c.name));
        INFO(r.out << r.err);
        CHECK(r.status == 0);
        CHECK(r.out.find(c.expect) != std::string::npos);
        CHECK(r.out.find("PASS") != std::string::npos);
        CHECK(r.out.find("WRONG") == std::string::npos);
        // Negative: the program's checker must catch a deliberately wrong expected value.
        const auto bad = hip_run(program(c.name) + " --wrong");
        INFO(bad.out << bad.err);
        CHECK(bad.status == 1);
        CHECK(bad.out.find("FAIL") != std::string::npos);
    }
    // The compiled-HIP entry points' error paths (vector_add checks each and prints "ok ...").
    const auto r = hip_run(program("vector_add"));
    CHECK(r.out.find("ok hipLaunchKernel of an address that is no kernel: hipErrorInvalidDeviceFunction") != std::string::npos);
    CHECK(r.out.find("ok a stub called without <<<...>>>: hipErrorMissingConfiguration") != std::string::npos);
    CHECK(r.err.find("no code object") == std::string::npos);
    const auto lds = hip_run(program("reduce_lds"));
    CHECK(lds.out.find("attributes: sharedSizeBytes 1024 maxThreadsPerBlock 256") != std::string::npos);
    CHECK(lds.out.find("ok launch over __launch_bounds__: hipErrorLaunchFailure") != std::string::npos);
    // Dynamic LDS (<<<g, b, sharedMemBytes>>>): both block sizes sum right (above), the sum over
    // 64 KiB is refused, and without its dynamic part the kernel reads past the group segment.
    const auto dyn = hip_run(program("reduce_dyn_lds"));
    INFO(dyn.out << dyn.err);
    CHECK(dyn.out.find("20 blocks of 256, 1024 bytes dynamic LDS, total -2500, expected -2500") != std::string::npos);
    CHECK(dyn.out.find("ok static + dynamic LDS over 64 KiB: hipErrorOutOfMemory") != std::string::npos);
    CHECK(dyn.out.find("ok a launch without its dynamic LDS faults: hipSuccess then hipErrorLaunchFailure") != std::string::npos);
    CHECK(dyn.err.find("No local memory available") != std::string::npos);
    CHECK(dyn.err.find("past the group segment of 64 bytes") != std::string::npos);
    // The timing model's occupancy counts the dynamic part: 64 static + 1024 dynamic bytes take
    // three 512-byte granules.
    const auto dyn_model = hip_run(program("reduce_dyn_lds"), "WMMA_ASM_HIP_MODEL=1 WMMA_ASM_HIP_COUNTERS=1");
    CHECK(dyn_model.err.find("occupancy.lds_bytes_allocated=1536") != std::string::npos);
    // The symbol API over __constant__/__device__ variables (each "ok" line is one check).
    const auto sym = hip_run(program("symbols"));
    INFO(sym.out << sym.err);
    for (const char* line : {"counter 1000 (async 1000), expected 1000", "coeffs: size 16, through its address 1 2 3 4",
                             "ok hipMemcpyFromSymbol at an offset", "ok hipGetSymbolSize of an int",
                             "ok hipMemcpyToSymbol of an unregistered address: hipErrorInvalidSymbol",
                             "ok hipGetSymbolAddress of an unregistered address: hipErrorInvalidSymbol",
                             "ok hipMemcpyToSymbol past the variable's end: hipErrorInvalidValue",
                             "ok hipMemcpyFromSymbol past the variable's end: hipErrorInvalidValue"})
        CHECK_MESSAGE(sym.out.find(line) != std::string::npos, line);
}

TEST_CASE("hiprt: managed and pitched memory, _spt forms, stream callbacks, configuration and occupancy calls, an unimplemented call") {
    if (!built_hip_cxx()) return;
    const auto r = hip_run(program("runtime_extras"));
    INFO(r.out << r.err);
    REQUIRE(r.status == 0);
    for (const char* line : {"managed: 0 of 1000 wrong", "ok hipPointerGetAttributes of managed memory",
                             "ok hipMemcpy2D of rows wider than the pitch: hipErrorInvalidPitchValue",
                             "ok hipMemcpy_spt, hipLaunchKernel_spt, hipStreamSynchronize_spt",
                             "ok hipStreamAddCallback after the kernel", "ok hipOccupancyMaxActiveBlocksPerMultiprocessor",
                             "ok hipOccupancyMaxPotentialBlockSize under a limit of 96",
                             "ok hipMallocAsync, hipMemcpyPeer, hipStreamWriteValue32, hipExtLaunchKernel between events",
                             "ok hipGraphCreate: hipErrorNotSupported",
                             "ok hipGetLastError after it: hipErrorNotSupported"})
        CHECK_MESSAGE(r.out.find(line) != std::string::npos, line);
    // The unimplemented call is named once on stderr.
    CHECK(r.err.find("hipGraphCreate is not supported by this runtime") != std::string::npos);
}

TEST_CASE("hiprt: a cooperative launch passes a grid-wide barrier; a plain launch of it stops at the instruction budget") {
    if (!built_hip_cxx()) return;
    const auto r = hip_run(program("grid_barrier"));
    INFO(r.out << r.err);
    CHECK(r.out.find("ok a grid too large to be resident: hipErrorCooperativeLaunchTooLarge") != std::string::npos);
    CHECK(r.out.find("ok hipDeviceAttributeCooperativeLaunch 1") != std::string::npos);
    CHECK(r.err.find("the device holds 160 of them at once (8 per WGP)") != std::string::npos);
    // <<<...>>>: the first blocks spin at the barrier, the others never start; the budget stops it.
    const auto plain = hip_run(program("grid_barrier") + " --plain", "WMMA_ASM_HIP_MAX_INSTRUCTIONS=200000");
    INFO(plain.out << plain.err);
    CHECK(plain.status == 0);
    CHECK(plain.out.find("plain launch: hipSuccess then hipErrorLaunchFailure") != std::string::npos);
    CHECK(plain.err.find("exceeded the instruction budget of 200000") != std::string::npos);
}

namespace {
// name@version of every function a shared library exports (objdump -T: defined, in .text).
std::set<std::string> exported_functions(const std::string& lib) {
    const auto r = testutil::run("objdump -T " + lib);
    REQUIRE(r.status == 0);
    std::set<std::string> out;
    std::istringstream in(r.out);
    for (std::string line; std::getline(in, line);) {
        std::istringstream f(line);
        std::vector<std::string> w;
        for (std::string x; f >> x;) w.push_back(x);
        if (w.size() >= 7 && (w[1] == "g" || w[1] == "w") && std::find(w.begin(), w.end(), ".text") != w.end())
            out.insert(w[w.size() - 1] + "@" + w[w.size() - 2]);
    }
    return out;
}
}  // namespace

TEST_CASE("hiprt: the runtime exports every function of libamdhip64.so.5 at its version (hiprt/abi.txt)") {
    if (!built()) return;
    std::set<std::string> table;
    std::istringstream in(testutil::read_text("hiprt/abi.txt"));
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream f(line);
        std::string name, version;
        f >> name >> version;
        table.insert(name + "@" + version);
    }
    CHECK(table.size() > 400);
    // Ours: exactly the table (the stubs fill what the runtime does not implement).
    const auto ours = exported_functions(obj_dir() + "/hiprt/libamdhip64.so.5");
    CHECK(ours == table);
    // (the comparison sees a version that differs: hipMalloc is hip_4.2)
    auto moved = table;
    REQUIRE(moved.erase("hipMalloc@hip_4.2") == 1);
    moved.insert("hipMalloc@hip_5.2");
    CHECK(ours != moved);
    // The table is the installed library's (the HIP headers this runtime builds against come with it).
    const char* system_lib = "/usr/lib/x86_64-linux-gnu/libamdhip64.so.5";
    REQUIRE(exists(system_lib));
    const auto real = exported_functions(system_lib);
    std::vector<std::string> missing, extra;
    std::set_difference(real.begin(), real.end(), table.begin(), table.end(), std::back_inserter(missing));
    std::set_difference(table.begin(), table.end(), real.begin(), real.end(), std::back_inserter(extra));
    INFO("in the installed library but not in hiprt/abi.txt: " << missing.size() << (missing.empty() ? "" : " e.g. " + missing[0]));
    INFO("in hiprt/abi.txt but not in the installed library: " << extra.size() << (extra.empty() ? "" : " e.g. " + extra[0]));
    CHECK(missing.empty());
    CHECK(extra.empty());
}

TEST_CASE("hiprt: a compiled HIP program without a gfx1151 code object fails naming the targets it has") {
    if (!built_hip_cxx()) return;
    const auto r = hip_run(program("vector_add_gfx1100"));
    INFO(r.out << r.err);
    CHECK(r.status == 3);   // HIP_CHECK's exit: the launch's error, not a crash
    CHECK(r.err.find("the offload bundle has no code object for gfx1151 (it has: gfx1100)") != std::string::npos);
    CHECK(r.err.find("hipErrorNoBinaryForGpu") != std::string::npos);
    CHECK(r.out.find("PASS") == std::string::npos);
}

TEST_CASE("hiprt: the suites' GEMM and probe cases pass with the HIP backend selected (WMMA_ASM_TEST_BACKEND=hip)") {
    if (!built()) return;
    // testutil::emu_device opens the HIP backend under WMMA_ASM_TEST_BACKEND=hip; run under the
    // launcher, the cases' launches go through hipModuleLaunchKernel on this runtime (strict by
    // default). The counters lines on stderr show that they did. A few seconds in all.
    const std::string tests = obj_dir() + "/unit_tests";
    const std::string cases =
        " -tc='gemm: k1 across the shape grid,gemm: the checker catches a k1 that skips half of K (negative test),"
        "probe: fragment dump*,probe: WMMA layout*,library: k8 and gemm_f16_f32_nn run the same kernel*'";
    const auto r = hip_run(tests + cases, "WMMA_ASM_TEST_BACKEND=hip WMMA_ASM_HIP_COUNTERS=1");
    INFO(r.out << r.err.substr(0, 2000));   // the counters lines are long: the start is enough
    CHECK(r.status == 0);
    CHECK(r.out.find("8 passed, 0 failed") != std::string::npos);
    CHECK(r.err.find("wmma_asm hip: kernel 'k1'") != std::string::npos);
    CHECK(r.err.find("wmma_asm hip: kernel 'probe_fragment_dump'") != std::string::npos);
    CHECK(r.err.find("wmma_asm hip: kernel 'probe_wmma_layout'") != std::string::npos);
    // Negative: without the launcher the system's HIP finds no GPU, so the selection is real (the
    // cases did not quietly run on the emu backend).
    const auto no_rt = testutil::run("WMMA_ASM_TEST_BACKEND=hip " + tests + " -tc='gemm: k1 across the shape grid'");
    CHECK(no_rt.status != 0);
    CHECK(no_rt.out.find("no AMD GPU") != std::string::npos);
    // Strict mode stays explicit: a case that needs an emulator option the HIP backend cannot set
    // (here an instruction budget) fails saying so; an unknown backend name is refused.
    const auto budget = hip_run(tests + " -tc='emu: errors stop the launch with kernel*'", "WMMA_ASM_TEST_BACKEND=hip");
    CHECK(budget.status != 0);
    CHECK(budget.out.find("needs emulator options the HIP backend cannot set") != std::string::npos);
    const auto unknown = testutil::run("WMMA_ASM_TEST_BACKEND=cuda " + tests + " -tc='gemm: k1 across the shape grid'");
    CHECK(unknown.status != 0);
    CHECK(unknown.out.find("WMMA_ASM_TEST_BACKEND must be emu or hip, not 'cuda'") != std::string::npos);
}

TEST_CASE("hiprt: the generic runner with --backend hip on the runtime writes what --backend emu writes") {
    if (!built()) return;
    testutil::TempDir d;
    std::vector<float> a(100), b(100);
    for (int i = 0; i < 100; ++i) {
        a[i] = 0.5f * float(i);
        b[i] = float(i) - 20.0f;
    }
    testutil::write_bytes(d.file("a.bin"), a.data(), a.size() * 4);
    testutil::write_bytes(d.file("b.bin"), b.data(), b.size() * 4);
    auto generic = [&](const std::string& backend, const std::string& alpha) {
        return " --backend " + backend + " --hsaco " + kernels() + " --entry saxpy --grid 2 --block 64 --arg out=" +
               d.file("c_" + backend + ".bin") + ":400 --arg in=" + d.file("a.bin") + " --arg in=" + d.file("b.bin") +
               " --arg f32=" + alpha + " --arg u32=100";
    };
    const auto emu = testutil::run(testutil::run_tool() + generic("emu", "3"));
    const auto hip = hip_run(testutil::run_tool() + generic("hip", "3"));
    INFO(emu.out << emu.err << hip.out << hip.err);
    REQUIRE(emu.status == 0);
    REQUIRE(hip.status == 0);
    CHECK(hip.out.find("saxpy: grid 2x1x1 block 64x1x1 on HIP device 0") != std::string::npos);
    const auto ce = testutil::read_bytes(d.file("c_emu.bin")), ch = testutil::read_bytes(d.file("c_hip.bin"));
    REQUIRE(ce.size() == 400);
    CHECK(ce == ch);
    // Negative: the comparison sees a difference (another alpha through the HIP path).
    REQUIRE(hip_run(testutil::run_tool() + generic("hip", "2")).status == 0);
    CHECK(testutil::read_bytes(d.file("c_hip.bin")) != ce);
}
