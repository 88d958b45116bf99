// wmma_asm_run from the outside: every bad input gives one clear line on stderr and a non-zero
// exit, never a crash.
#include <doctest/doctest.h>

#include <cstdlib>
#include <cstring>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

#include "asm_kernel.hpp"
#include "emu/model/model.hpp"
#include "util.hpp"

namespace {

testutil::CmdResult cli(const std::string& args) { return testutil::run(testutil::run_tool() + " " + args); }

// One line on stderr, starting with the tool's error prefix and containing `what`.
void expect_error(const testutil::CmdResult& r, const std::string& what, int status = -1) {
    INFO("stderr: " << r.err);
    CHECK(r.status != 0);
    if (status >= 0) CHECK(r.status == status);
    CHECK(r.status < 128);   // not a signal
    CHECK(r.err.rfind("wmma_asm_run: error: ", 0) == 0);
    CHECK(r.err.find('\n') == r.err.size() - 1);
    CHECK(r.err.find(what) != std::string::npos);
}

// Compiles the OpenCL C `source` for the test target and links it into DIR/NAME.hsaco; returns its path.
std::string build_cl(const testutil::TempDir& d, const std::string& name, const std::string& source) {
    testutil::write_text(d.file(name + ".cl"), source);
    const auto cc = testutil::run("clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=" + testutil::arch() +
                                  " -nogpulib -O2 -c " + d.file(name + ".cl") + " -o " + d.file(name + ".o") +
                                  " && ld.lld-19 -shared " + d.file(name + ".o") + " -o " + d.file(name + ".hsaco"));
    REQUIRE_MESSAGE(cc.status == 0, cc.err);
    return d.file(name + ".hsaco");
}

// The 64-bit words a kernel wrote to an out= file.
std::vector<uint64_t> read_words(const std::string& path) {
    const auto bytes = testutil::read_bytes(path);
    std::vector<uint64_t> w(bytes.size() / 8);
    std::memcpy(w.data(), bytes.data(), w.size() * 8);
    return w;
}

// A kernel that stores its scalar arguments (u32, i32, u64, f32 bits) as 64-bit words.
const char* kEchoKernel = R"(
__kernel void echo(__global ulong* o, uint a, int b, ulong c, float f) {
    if (__builtin_amdgcn_workitem_id_x() == 0) { o[0] = a; o[1] = (ulong)(long)b; o[2] = c; o[3] = as_uint(f); }
})";

// The number after "key": in a JSON object (the test fails when the key is missing).
double json_number(const std::string& json, const std::string& key) {
    const auto at = json.find("\"" + key + "\": ");
    REQUIRE_MESSAGE(at != std::string::npos, key << " missing in " << json);
    return std::strtod(json.c_str() + at + key.size() + 4, nullptr);
}

}  // namespace

TEST_CASE("--help and --list") {
    const auto h = cli("--help");
    CHECK(h.status == 0);
    CHECK(h.out.find("--backend hip|emu|auto") != std::string::npos);
    const auto l = cli("--list");
    CHECK(l.status == 0);
    CHECK(l.out.find("k1") != std::string::npos);
    CHECK(l.out.find("probe_wmma_layout") != std::string::npos);
    const auto j = cli("--list --json");
    CHECK(j.status == 0);
    CHECK(j.out.find("\"name\": \"k1\"") != std::string::npos);
}

TEST_CASE("--list names the target of the pack's code objects, not --arch") {
    // A one-kernel pack built for gfx1100, listed while --arch (or WMMA_ASM_ARCH) says gfx1151.
    testutil::TempDir d;
    testutil::write_text(d.file("catalog.txt"), "tk kind=probe wg_size=32 summary=a test kernel\n");
    testutil::AsmKernel k;
    k.name = "tk";
    k.target = "gfx1100";
    const auto co = k.build();
    testutil::write_bytes(d.file("tk.hsaco"), co.data(), co.size());
    const auto l = cli("--list --arch gfx1151 --pack-dir " + d.path());
    INFO(l.err);
    REQUIRE(l.status == 0);
    CHECK(l.out.rfind("kernel pack " + d.path() + " (gfx1100)\n", 0) == 0);
    const auto j = cli("--list --json --arch gfx1151 --pack-dir " + d.path());
    REQUIRE(j.status == 0);
    CHECK(j.out.find("\"targets\": [\"gfx1100\"]") != std::string::npos);
    // A pack that mixes targets says so.
    testutil::write_text(d.file("catalog.txt"), "tk kind=probe wg_size=32 summary=a\ntk2 kind=probe wg_size=32 summary=b\n");
    k.name = "tk2";
    k.target = "gfx1151";
    const auto co2 = k.build();
    testutil::write_bytes(d.file("tk2.hsaco"), co2.data(), co2.size());
    const auto mixed = cli("--list --pack-dir " + d.path());
    REQUIRE(mixed.status == 0);
    CHECK(mixed.out.rfind("kernel pack " + d.path() + " (code objects for gfx1100, gfx1151)\n", 0) == 0);
    // A catalog entry without its code object is a broken pack.
    testutil::write_text(d.file("catalog.txt"), "tk kind=probe wg_size=32 summary=a\ntk3 kind=probe wg_size=32 summary=c\n");
    expect_error(cli("--list --pack-dir " + d.path()), d.file("tk3.hsaco") + ": cannot open code object file", 1);
}

TEST_CASE("bad sizes on the command line") {
    expect_error(cli("--kernel k1 --m 0"), "--m must be at least 1", 2);
    expect_error(cli("--kernel k1 --m -16"), "--m needs a positive integer, got '-16'", 2);
    expect_error(cli("--kernel k1 --m abc"), "--m needs a positive integer, got 'abc'", 2);
    expect_error(cli("--kernel k1 --n 12x"), "--n needs a positive integer", 2);
    expect_error(cli("--kernel k1 --k 99999999999"), "too large", 2);
    expect_error(cli("--kernel k1 --m"), "--m needs a value", 2);
    // strtoull skips white space and wraps a negative value: a leading space must not reach it.
    expect_error(cli("--kernel k1 --m ' -16'"), "--m needs a positive integer, got ' -16'", 2);
    expect_error(cli("--kernel k1 --m 64 --seed ' -1'"), "--seed needs a positive integer, got ' -1'", 2);
    expect_error(cli("--kernel k1 --m 64 --max-instructions ' -1'"), "--max-instructions needs a positive integer", 2);
    expect_error(cli("--kernel k1 --m 64 --threads ' 4'"), "--threads needs a positive integer, got ' 4'", 2);
    expect_error(cli("--kernel k1 --alpha nan"), "--alpha needs a finite number", 2);
    expect_error(cli("--kernel k1 --alpha ' 1'"), "--alpha needs a finite number, got ' 1'", 2);
    expect_error(cli("--kernel k1 --alpha 1e39"), "--alpha = 1e39 is beyond the FP32 range (largest finite 3.40282347e+38)", 2);
    expect_error(cli("--kernel k1 --beta -1e-50"), "--beta = -1e-50 is below the smallest FP32 subnormal", 2);
    expect_error(cli("--bogus"), "unknown option '--bogus'", 2);
    expect_error(cli("--backend cuda"), "--backend must be hip, emu or auto", 2);
}

TEST_CASE("an option's value is never the next option nor empty") {
    expect_error(cli("--kernel --m 64"), "--kernel needs a value, got the option '--m'", 2);
    expect_error(cli("--arch --list"), "--arch needs a value, got the option '--list'", 2);
    expect_error(cli("--kernel k1 --m 64 --arch ''"), "--arch needs a value, got ''", 2);
    expect_error(cli("--kernel '' --m 64"), "--kernel needs a value, got ''", 2);
    expect_error(cli("--kernel k1 --m 64 --pack-dir ''"), "--pack-dir needs a value, got ''", 2);
    // A negative number is a value, not an option.
    const auto r = cli("--backend emu --kernel k1 --m 16 --alpha -1");
    INFO(r.err);
    CHECK(r.status == 0);
}

TEST_CASE("a result beyond FP32's range is infinity, and the check accepts it") {
    // alpha * A * B exceeds FLT_MAX for most elements: -inf and +inf are the right FP32 answers.
    for (const char* k : {"k1", "k5"}) {
        const auto r = cli(std::string("--backend emu --kernel ") + k + " --m 64 --alpha 9e37");
        INFO(k << ": " << r.err);
        CHECK(r.status == 0);
        CHECK(r.out.find("check     PASSED") != std::string::npos);
    }
}

TEST_CASE("k5 runs any M, N and K with the default leading dimensions") {
    const auto r = cli("--backend emu --kernel k5 --m 17 --n 3 --k 5 --json");
    INFO(r.err);
    REQUIRE(r.status == 0);
    CHECK(r.out.find("\"lda\": 8, \"ldb\": 8, \"ldc\": 8") != std::string::npos);
    CHECK(r.out.find("\"check\": {\"passed\": true") != std::string::npos);
    // An lda the kernel cannot read (k5: multiples of 8) is staged through a workspace at 8.
    const auto st = cli("--backend emu --kernel k5 --m 17 --n 3 --k 5 --lda 5 --json");
    INFO(st.err);
    REQUIRE(st.status == 0);
    CHECK(st.out.find("\"staged\": \"A\"") != std::string::npos);
    CHECK(st.out.find("\"check\": {\"passed\": true") != std::string::npos);
    expect_error(cli("--backend emu --kernel k5 --m 17 --n 3 --k 5 --lda 4"), "lda 4 < K 5", 1);
}

TEST_CASE("unknown kernels and impossible shapes") {
    expect_error(cli("--kernel k99 --m 64"), "unknown kernel 'k99'");
    expect_error(cli("--kernel k1 --m 17 --backend emu"), "M = 17 is not a multiple of 16");
    expect_error(cli("--kernel k1 --m 64 --lda 32"), "lda 32 < K 64");
    expect_error(cli("--kernel probe_wmma_layout"), "is a probe kernel");
    expect_error(cli("--kernel k1 --m 64 --pack-dir /nonexistent"), "not a kernel pack directory");
}

TEST_CASE("the HIP backend fails cleanly with no AMD GPU") {
    const auto r = cli("--backend hip --kernel k1 --m 256");
    expect_error(r, "no AMD GPU", 1);
}

TEST_CASE("generic runner: bad code objects and argument lists") {
    testutil::TempDir d;
    testutil::write_text(d.file("text.hsaco"), "hello");
    expect_error(cli("--hsaco " + d.file("text.hsaco") + " --entry k --grid 1 --block 32"), "not an ELF file");
    expect_error(cli("--hsaco " + d.file("missing.hsaco") + " --entry k --grid 1 --block 32"), "cannot open");
    const auto k1 = testutil::read_bytes(testutil::pack_dir() + "/k1.hsaco");
    testutil::write_bytes(d.file("trunc.hsaco"), k1.data(), 100);
    expect_error(cli("--hsaco " + d.file("trunc.hsaco") + " --entry k1 --grid 1 --block 32"), "truncated");
    auto x86 = k1;
    x86[0x12] = 62;
    testutil::write_bytes(d.file("x86.hsaco"), x86.data(), x86.size());
    expect_error(cli("--hsaco " + d.file("x86.hsaco") + " --entry k1 --grid 1 --block 32"), "another machine");
    testutil::write_text(d.file("k.s"), testutil::AsmKernel{}.source());
    REQUIRE(testutil::run("llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=" + testutil::arch() + " -filetype=obj " + d.file("k.s") +
                          " -o " + d.file("k.o")).status == 0);
    expect_error(cli("--hsaco " + d.file("k.o") + " --entry test_kernel --grid 1 --block 32"),
                 d.file("k.o") + ": is a relocatable object (ET_REL), not a linked code object: link it with ld.lld-19 -shared", 1);
    const std::string pack = testutil::pack_dir() + "/k1.hsaco";
    expect_error(cli("--hsaco " + pack + " --entry nope --grid 1 --block 32"), "unknown kernel 'nope'");
    expect_error(cli("--hsaco " + pack + " --entry k1 --grid 1"), "--hsaco needs --block", 2);
    expect_error(cli("--hsaco " + pack + " --entry k1 --grid 1,0 --block 32"), "--grid must be at least 1", 2);
    // An empty size is an error wherever it stands (a trailing one used to be dropped).
    expect_error(cli("--hsaco " + pack + " --entry k1 --grid 1, --block 32"), "--grid '1,' has an empty size", 2);
    expect_error(cli("--hsaco " + pack + " --entry k1 --grid ,1 --block 32"), "--grid ',1' has an empty size", 2);
    expect_error(cli("--hsaco " + pack + " --entry k1 --grid 1,,1 --block 32"), "--grid '1,,1' has an empty size", 2);
    expect_error(cli("--hsaco " + pack + " --entry k1 --grid 1 --block 32,1,"), "--block '32,1,' has an empty size", 2);
    expect_error(cli("--hsaco " + pack + " --entry k1 --grid 1,1,1,1 --block 32"), "at most three comma-separated sizes", 2);
    expect_error(cli("--hsaco " + pack + " --entry k1 --grid 1,134217728 --block 1,32 --arg zero=4 --arg zero=4 --arg zero=4 "
                     "--arg u32=16 --arg u32=16 --arg u32=16 --arg u32=16 --arg u32=16 --arg u32=16 --arg f32=1 --arg f32=0"),
                 "exceed the 2^32 - 1 work-items", 1);
    expect_error(cli("--hsaco " + pack + " --entry k1 --grid 1 --block 32 --arg u32"), "is not KIND=VALUE", 2);
    expect_error(cli("--hsaco " + pack + " --entry k1 --grid 1 --block 32 --arg str=1"), "--arg kind 'str'", 2);
    expect_error(cli("--entry k1"), "go with --hsaco", 2);
    // The generic runner refuses the GEMM path's options instead of ignoring them.
    for (const char* opt : {"--iters 3", "--kernel k1", "--m 64", "--n 64", "--k 64", "--alpha 2", "--beta 1", "--seed 7",
                            "--lda 64", "--ldb 64", "--ldc 64", "--check", "--no-check", "--pack-dir build"}) {
        const std::string name = std::string(opt).substr(0, std::string(opt).find(' '));
        expect_error(cli("--hsaco " + pack + " --entry k1 --grid 1 --block 32 " + opt),
                     name + " does not apply to --hsaco (the generic runner takes --grid/--block/--arg)", 2);
    }
}

TEST_CASE("generic runner: an outside OpenCL kernel runs with buffers from and to files") {
    testutil::TempDir d;
    testutil::write_text(d.file("vadd.cl"), R"(
__kernel void vadd(__global const float* a, __global const float* b, __global float* c, uint n) {
    uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
    if (i < n) c[i] = a[i] * 2.0f + b[i];
})");
    const auto cc = testutil::run("clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=" + testutil::arch() +
                                  " -nogpulib -O2 -c " + d.file("vadd.cl") + " -o " + d.file("vadd.o") + " && ld.lld-19 -shared " +
                                  d.file("vadd.o") + " -o " + d.file("vadd.hsaco"));
    REQUIRE_MESSAGE(cc.status == 0, cc.err);
    const unsigned n = 100;
    std::vector<float> a(n), b(n);
    for (unsigned i = 0; i < n; ++i) { a[i] = float(i); b[i] = 0.5f * float(i); }
    testutil::write_bytes(d.file("a.bin"), a.data(), n * 4);
    testutil::write_bytes(d.file("b.bin"), b.data(), n * 4);
    const auto r = cli("--backend emu --hsaco " + d.file("vadd.hsaco") + " --entry vadd --grid 2 --block 64 --arg in=" +
                       d.file("a.bin") + " --arg in=" + d.file("b.bin") + " --arg out=" + d.file("c.bin") + ":400 --arg u32=100");
    INFO(r.err);
    REQUIRE(r.status == 0);
    CHECK(r.out.find("vadd: grid 2x1x1 block 64x1x1") != std::string::npos);
    const auto c = testutil::read_bytes(d.file("c.bin"));
    REQUIRE(c.size() == n * 4);
    std::vector<float> cf(n);
    std::memcpy(cf.data(), c.data(), n * 4);
    for (unsigned i = 0; i < n; ++i) CHECK(cf[i] == a[i] * 2.0f + b[i]);
    // The same launch with the argument list one short is refused before it runs.
    expect_error(cli("--backend emu --hsaco " + d.file("vadd.hsaco") + " --entry vadd --grid 2 --block 64 --arg in=" +
                     d.file("a.bin") + " --arg in=" + d.file("b.bin") + " --arg out=" + d.file("c.bin") + ":400"),
                 "takes 4 arguments");
    // A kernel that never ends stops at the instruction budget.
    testutil::write_text(d.file("spin.cl"), "__kernel void spin(__global volatile int* p) { while (p[0] == 0) {} }");
    REQUIRE(testutil::run("clang-19 -x cl -target amdgcn-amd-amdhsa -mcpu=" + testutil::arch() + " -nogpulib -O2 -c " +
                          d.file("spin.cl") + " -o " + d.file("spin.o") + " && ld.lld-19 -shared " + d.file("spin.o") + " -o " +
                          d.file("spin.hsaco")).status == 0);
    expect_error(cli("--backend emu --max-instructions 5000 --hsaco " + d.file("spin.hsaco") +
                     " --entry spin --grid 1 --block 32 --arg zero=64"),
                 "instruction budget of 5000");
}

TEST_CASE("--counters prints exact counters and the modelled time; --json carries them") {
    const auto t = cli("--backend emu --kernel k1 --m 64 --counters");
    INFO(t.err);
    REQUIRE(t.status == 0);
    CHECK(t.out.find("modelled") != std::string::npos);
    CHECK(t.out.find("timing model, not a measurement") != std::string::npos);
    CHECK(t.out.find("counters (exact, from execution):") != std::string::npos);
    const auto j = cli("--backend emu --kernel k1 --m 64 --counters --json");
    REQUIRE(j.status == 0);
    CHECK(j.out.find("\"modelled_time_ms\": null") == std::string::npos);
    CHECK(j.out.find("\"counters\": {") != std::string::npos);
    CHECK(j.out.find("\"check\": {\"passed\": true") != std::string::npos);
    // Without --counters the emulation is not profiled: no modelled figure.
    const auto plain = cli("--backend emu --kernel k1 --m 64 --json");
    REQUIRE(plain.status == 0);
    CHECK(plain.out.find("\"modelled_time_ms\": null") != std::string::npos);
    CHECK(plain.out.find("\"modelled_workgroups\": null") != std::string::npos);   // not 0: no model ran
}

TEST_CASE("--counters: bad timing-model settings are errors; a larger modelled grid scales the modelled TFLOP/s") {
    expect_error(testutil::run("WMMA_ASM_MODEL_GRID=0 " + testutil::run_tool() + " --backend emu --kernel k1 --m 64 --counters"),
                 "WMMA_ASM_MODEL_GRID=0: dimension 0 is zero", 1);
    expect_error(testutil::run("WMMA_ASM_MODEL_GRID=4,x " + testutil::run_tool() + " --backend emu --kernel k1 --m 64 --counters"),
                 "WMMA_ASM_MODEL_GRID=4,x", 1);
    expect_error(testutil::run("WMMA_ASM_MODEL_DEVICE=no_such_device " + testutil::run_tool() +
                               " --backend emu --kernel k1 --m 64 --counters"),
                 "no device description 'no_such_device'", 1);
    // A split-K GEMM is two launches of different grids: one sub-grid setting cannot time both.
    expect_error(testutil::run("WMMA_ASM_MODEL_GRID=8,8 " + testutil::run_tool() +
                               " --backend emu --kernel gemm_f16_f32_nn --m 64 --k 1024 --split-k 4 --counters"),
                 "WMMA_ASM_MODEL_GRID cannot time a split-K GEMM", 1);
    // k1 at 64 runs 4 x 4 workgroups; timed as 16 x 16 (the work of a 256 x 256 x 64 problem), the
    // modelled TFLOP/s divide that problem's FLOPs by the modelled time, and the line says so.
    const std::string k1 = " --backend emu --kernel k1 --m 64 --counters --json";
    const auto small = cli(k1);
    const auto big = testutil::run("WMMA_ASM_MODEL_GRID=16,16 " + testutil::run_tool() + k1);
    INFO(big.err);
    REQUIRE(small.status == 0);
    REQUIRE(big.status == 0);
    auto field = [](const std::string& json, const std::string& key) {
        const auto at = json.find("\"" + key + "\": ");
        REQUIRE(at != std::string::npos);
        return std::strtod(json.c_str() + at + key.size() + 4, nullptr);
    };
    CHECK(field(small.out, "modelled_workgroups") == 16);
    CHECK(field(big.out, "modelled_workgroups") == 256);
    const double flops = 2.0 * 256 * 256 * 64;
    CHECK(field(big.out, "modelled_tflops") ==
          doctest::Approx(flops / (field(big.out, "modelled_time_ms") * 1e-3) / 1e12).epsilon(1e-3));
    const auto text = testutil::run("WMMA_ASM_MODEL_GRID=16,16 " + testutil::run_tool() + " --backend emu --kernel k1 --m 64 --counters");
    CHECK(text.out.find("for a grid of 256 workgroups (WMMA_ASM_MODEL_GRID)") != std::string::npos);
}

TEST_CASE("generic runner: scalar integers are decimal or 0x hex, never octal or wrapped") {
    testutil::TempDir d;
    const std::string run = "--backend emu --hsaco " + build_cl(d, "echo", kEchoKernel) + " --entry echo --grid 1 --block 32 --arg out=" +
                            d.file("o.bin") + ":32 ";
    const auto r = cli(run + "--arg u32=020 --arg i32=-5 --arg u64=0x10 --arg f32=1");
    INFO(r.err);
    REQUIRE(r.status == 0);
    const auto w = read_words(d.file("o.bin"));
    REQUIRE(w.size() == 4);
    CHECK(w[0] == 20);                          // not octal 16
    CHECK(w[1] == uint64_t(int64_t(-5)));
    CHECK(w[2] == 16);
    CHECK(cli(run + "--arg u32=09 --arg i32=-0x7fffffff --arg u64=0XfF --arg f32=1").status == 0);   // 09 was bad octal
    CHECK(read_words(d.file("o.bin"))[1] == uint64_t(int64_t(-0x7fffffff)));
    CHECK(read_words(d.file("o.bin"))[2] == 255);
    expect_error(cli(run + "--arg u32=1 --arg i32=1 --arg u64=' -1' --arg f32=1"), "bad u64 value ' -1'", 2);
    expect_error(cli(run + "--arg u32=' 1' --arg i32=1 --arg u64=1 --arg f32=1"), "bad u32 value ' 1'", 2);
    expect_error(cli(run + "--arg u32=-1 --arg i32=1 --arg u64=1 --arg f32=1"), "bad u32 value '-1'", 2);
    expect_error(cli(run + "--arg u32=1 --arg i32=' -5' --arg u64=1 --arg f32=1"), "bad i32 value ' -5'", 2);
    expect_error(cli(run + "--arg u32=1 --arg i32=2147483648 --arg u64=1 --arg f32=1"), "bad i32 value", 2);
    expect_error(cli(run + "--arg u32=0x100000000 --arg i32=1 --arg u64=1 --arg f32=1"), "bad u32 value", 2);
    expect_error(cli(run + "--arg u32=0x --arg i32=1 --arg u64=1 --arg f32=1"), "bad u32 value '0x'", 2);
    expect_error(cli(run + "--arg u32=0x0x5 --arg i32=1 --arg u64=1 --arg f32=1"), "bad u32 value '0x0x5'", 2);
}

TEST_CASE("generic runner: code objects and buffer files must be regular files of bounded size") {
    testutil::TempDir d;
    // A device file or FIFO used to be read until memory ran out: bounded here so that a
    // regression fails (status 124 or out of memory) instead of taking the machine down. ASan
    // reserves terabytes of address space for its shadow memory, so a sanitizer build (make
    // test-san, whose tool is built alike) gets the time limit only.
#if defined(__SANITIZE_ADDRESS__)
    const std::string cap = "timeout 20 ";
#else
    const std::string cap = "ulimit -v 4194304; timeout 60 ";
#endif
    auto bounded = [&](const std::string& args) { return testutil::run(cap + testutil::run_tool() + " " + args); };
    const std::string launch = " --entry k1 --grid 1 --block 32";
    REQUIRE(::mkfifo(d.file("fifo").c_str(), 0600) == 0);
    auto sparse_file = [&](const std::string& name, long long size) {   // no disk blocks: holes
        testutil::write_text(d.file(name), "");
        REQUIRE(::truncate(d.file(name).c_str(), size) == 0);
    };
    sparse_file("big.hsaco", (1ll << 30) + 1);
    sparse_file("big.bin", (1ll << 36) + 1);
    expect_error(bounded("--hsaco /dev/zero" + launch), "/dev/zero: not a regular file", 1);
    expect_error(bounded("--hsaco " + d.file("fifo") + launch), d.file("fifo") + ": not a regular file", 1);
    expect_error(bounded("--hsaco " + d.path() + launch), d.path() + ": is a directory, not a code object file", 1);
    expect_error(bounded("--hsaco " + d.file("big.hsaco") + launch),
                 d.file("big.hsaco") + ": 1073741825 bytes, more than the 1 GiB a code object file may have", 1);
    const std::string k1 = "--hsaco " + testutil::pack_dir() + "/k1.hsaco" + launch + " --arg ";
    expect_error(bounded(k1 + "in=/dev/zero"), "/dev/zero: not a regular file (a buffer file must be one)", 1);
    expect_error(bounded(k1 + "inout=" + d.file("fifo")), d.file("fifo") + ": not a regular file", 1);
    expect_error(bounded(k1 + "in=" + d.path()), d.path() + ": is a directory, not a buffer file", 1);
    expect_error(bounded(k1 + "in=" + d.file("big.bin")),
                 d.file("big.bin") + ": 68719476737 bytes, more than the 64 GiB a buffer file may have", 1);
    testutil::write_text(d.file("empty.bin"), "");
    expect_error(bounded(k1 + "in=" + d.file("empty.bin")), "empty file cannot back a buffer", 1);
}

TEST_CASE("FP32 subnormals are accepted for --alpha, --beta and --arg f32") {
    // strtof reports ERANGE for a subnormal result; the value is representable and the kernels
    // keep FP32 denormals, so it runs and checks like any other.
    const auto r = cli("--backend emu --kernel k1 --m 64 --alpha 1e-40 --beta 1e-40 --json");
    INFO(r.err);
    REQUIRE(r.status == 0);
    CHECK(r.out.find("\"check\": {\"passed\": true") != std::string::npos);
    testutil::TempDir d;
    const std::string run = "--backend emu --hsaco " + build_cl(d, "echo", kEchoKernel) + " --entry echo --grid 1 --block 32 --arg out=" +
                            d.file("o.bin") + ":32 --arg u32=1 --arg i32=1 --arg u64=1 ";
    const auto e = cli(run + "--arg f32=1e-40");
    INFO(e.err);
    REQUIRE(e.status == 0);
    const float want = 1e-40f;
    uint32_t bits;
    std::memcpy(&bits, &want, 4);
    CHECK(read_words(d.file("o.bin"))[3] == bits);
    expect_error(cli(run + "--arg f32=1e-50"), "bad f32 value '1e-50': below the smallest FP32 subnormal", 2);
    expect_error(cli(run + "--arg f32=1e39"), "bad f32 value '1e39': beyond the FP32 range", 2);
    expect_error(cli(run + "--arg f32=' 1'"), "bad f32 value ' 1': not a number", 2);
    CHECK(cli(run + "--arg f32=-inf").status == 0);   // a deliberate infinity is a kernel argument like any other
}

TEST_CASE("generic runner: --json carries the timing model's results as the GEMM path does") {
    testutil::TempDir d;
    const std::string run = "--backend emu --hsaco " + build_cl(d, "echo", kEchoKernel) +
                            " --entry echo --grid 2 --block 32 --arg zero=32 --arg u32=1 --arg i32=1 --arg u64=1 --arg f32=1 --json";
    const auto plain = cli(run);
    INFO(plain.err);
    REQUIRE(plain.status == 0);
    CHECK(plain.out.find("\"modelled_time_ms\": null, \"modelled_workgroups\": null") != std::string::npos);
    CHECK(plain.out.find("model_report") == std::string::npos);
    const auto modelled = cli(run + " --counters");
    INFO(modelled.err);
    REQUIRE(modelled.status == 0);
    CHECK(json_number(modelled.out, "modelled_time_ms") > 0);
    CHECK(json_number(modelled.out, "modelled_workgroups") == 2);
    // The report starts with the description's name: the target's (gfx1100 means gfx1100_7900xtx).
    CHECK(modelled.out.find("\"model_report\": \"" + testutil::arch()) != std::string::npos);
    CHECK(modelled.out.find("\"counters\": {") != std::string::npos);
}

TEST_CASE("generic runner: the modelled line says when the model timed another grid") {
    testutil::TempDir d;
    const std::string run = " --backend emu --hsaco " + build_cl(d, "echo", kEchoKernel) +
                            " --entry echo --grid 2 --block 32 --arg zero=32 --arg u32=1 --arg i32=1 --arg u64=1 --arg f32=1 --counters";
    const auto big = testutil::run("WMMA_ASM_MODEL_GRID=100000 " + testutil::run_tool() + run);
    INFO(big.err);
    REQUIRE(big.status == 0);
    CHECK(big.out.find("grid 2x1x1") != std::string::npos);
    CHECK(big.out.find(" for a grid of 100000 workgroups (WMMA_ASM_MODEL_GRID)  (timing model, not a measurement)") !=
          std::string::npos);
    const auto same = cli(run);   // the executed grid: nothing to add
    REQUIRE(same.status == 0);
    CHECK(same.out.find("modelled  ") != std::string::npos);
    CHECK(same.out.find("for a grid of") == std::string::npos);
}

TEST_CASE("the tool finds its kernel pack when started through PATH from another directory") {
    // argv[0] is then a bare name: the pack is found from the executable's real location.
    char* real = ::realpath(testutil::run_tool().c_str(), nullptr);
    REQUIRE(real != nullptr);
    std::string exe = real;
    std::free(real);
    const std::string dir = exe.substr(0, exe.rfind('/')), name = exe.substr(exe.rfind('/') + 1);
    testutil::TempDir d;
    const auto r = testutil::run("cd '" + d.path() + "' && PATH='" + dir + "':\"$PATH\" " + name + " --backend emu --kernel k1 --m 32");
    INFO(r.err);
    CHECK(r.status == 0);
    CHECK(r.out.find("check     PASSED") != std::string::npos);
}

TEST_CASE("a tool with no kernel pack to find says where it looked and how to name one") {
    // A copy of the tool in an empty directory, run from there: no build/<arch> beside it or in
    // the working directory, no WMMA_ASM_PACK_DIR.
    testutil::TempDir d;
    const std::string copy = d.file("wmma_asm_run");
    REQUIRE(testutil::run("cp '" + testutil::run_tool() + "' '" + copy + "'").status == 0);
    const auto none = testutil::run("cd '" + d.path() + "' && env -u WMMA_ASM_PACK_DIR ./wmma_asm_run --backend emu --kernel k1 --m 32");
    CHECK(none.status != 0);
    CHECK(none.err.find("no kernel pack for " + testutil::arch() + " found (looked in ") != std::string::npos);
    CHECK(none.err.find("build it with `make " + testutil::arch() + "`") != std::string::npos);
    CHECK(none.err.find("$WMMA_ASM_PACK_DIR") != std::string::npos);
    CHECK(none.err.find("wmma_asm_run --pack-dir") != std::string::npos);
    // A named directory without a catalog is an error of its own, not a fallback to the search.
    const auto env = testutil::run("cd '" + d.path() + "' && WMMA_ASM_PACK_DIR='" + d.path() + "' ./wmma_asm_run --backend emu --kernel k1 --m 32");
    CHECK(env.status != 0);
    CHECK(env.err.find("WMMA_ASM_PACK_DIR=" + d.path() + ": no catalog.txt there") != std::string::npos);
    const auto flag = testutil::run("cd '" + d.path() + "' && ./wmma_asm_run --backend emu --pack-dir . --kernel k1 --m 32");
    CHECK(flag.status != 0);
    CHECK(flag.err.find(".: no catalog.txt there (not a kernel pack directory)") != std::string::npos);
}

TEST_CASE("a copy of the tool far from the repository still times kernels (built-in device descriptions)") {
    // The copy's directory and the working directory hold no devices/: the model uses the
    // descriptions compiled into the library, which must equal devices/*.txt.
    testutil::TempDir d;
    const std::string copy = d.file("wmma_asm_run");
    REQUIRE(testutil::run("cp '" + testutil::run_tool() + "' '" + copy + "'").status == 0);
    char* pack = ::realpath(testutil::pack_dir().c_str(), nullptr);
    REQUIRE(pack != nullptr);
    const std::string pack_dir = pack;
    std::free(pack);
    const auto r = testutil::run("cd '" + d.path() + "' && env -u WMMA_ASM_DEVICES_DIR -u WMMA_ASM_MODEL_DEVICE ./wmma_asm_run "
                                 "--backend emu --pack-dir '" + pack_dir + "' --kernel k1 --m 32 --counters");
    INFO(r.err);
    CHECK(r.status == 0);
    CHECK(r.out.find("modelled  0.") != std::string::npos);
    for (const auto& b : emu::model::builtin_devices()) {
        CAPTURE(b.first);
        CHECK(b.second == testutil::read_text("devices/" + b.first + ".txt"));
    }
    CHECK(emu::model::builtin_devices().size() == 3);
}

TEST_CASE("bench's host SGEMM baseline checks its result against FP64 and names its kernel; a corrupted result fails") {
    testutil::TempDir d;
    const std::string exe = d.file("host_sgemm");
    const auto build = testutil::run("g++ -O2 tools/host_sgemm.cpp -o " + exe + " -lopenblas");
    REQUIRE_MESSAGE(build.status == 0, build.err);
    const auto ok = testutil::run("OPENBLAS_NUM_THREADS=1 " + exe + " 96 1");
    CHECK(ok.status == 0);
    CHECK(ok.out.find("\"check_passed\": true") != std::string::npos);
    CHECK(ok.out.find("\"corename\": \"") != std::string::npos);
    const auto bad = testutil::run("OPENBLAS_NUM_THREADS=1 " + exe + " 96 1 corrupt");
    CHECK(bad.status != 0);
    CHECK(bad.out.find("\"check_passed\": false") != std::string::npos);
}

TEST_CASE("--op attention runs, checks and reports (text and --json, FLOPs halved for causal)") {
    const auto t = cli("--op attention --heads 2 --kv-heads 1 --seqlen 40 --seqlen-kv 33 --head-dim 64 --causal");
    INFO(t.out << t.err);
    CHECK(t.status == 0);
    CHECK(t.out.find("attn_fwd_d64") != std::string::npos);
    CHECK(t.out.find("PASSED") != std::string::npos);
    const auto j = cli("--op attention --batch 2 --heads 4 --seqlen 33 --head-dim 128 --scale 0.05 --qkv-layout bshd --json");
    INFO(j.out << j.err);
    CHECK(j.status == 0);
    CHECK(j.out.find("\"kernel\": \"attn_fwd_d128\"") != std::string::npos);
    CHECK(j.out.find("\"passed\": true") != std::string::npos);
    CHECK(json_number(j.out, "flops") == 4.0 * 2 * 4 * 33 * 33 * 128);
    CHECK(json_number(j.out, "scale") == doctest::Approx(0.05));
    const auto c = cli("--op attention --seqlen 33 --head-dim 64 --causal --json");
    CHECK(c.status == 0);
    CHECK(json_number(c.out, "flops") == 2.0 * 33 * 33 * 64);
    CHECK(json_number(c.out, "scale") == doctest::Approx(0.125));   // 1 / sqrt(D) by default
}

TEST_CASE("--op attention refuses impossible problems and options that do not apply") {
    expect_error(cli("--op attention --seqlen 70 --head-dim 96"), "head dim 96 is not supported");
    expect_error(cli("--op attention --heads 3 --kv-heads 2 --seqlen 70 --head-dim 64"), "not a multiple of 2 kv heads");
    expect_error(cli("--op attention --head-dim 64"), "needs --seqlen");
    expect_error(cli("--op attention --seqlen 8"), "needs --head-dim");
    expect_error(cli("--op attention --seqlen 8 --head-dim 64 --m 5"), "--m does not apply to --op attention");
    expect_error(cli("--heads 2 --m 64"), "--heads needs --op attention");
    expect_error(cli("--op attention --seqlen 0 --head-dim 64"), "seqlen");
    expect_error(cli("--op attention --seqlen 8 --head-dim 64 --qkv-layout sbhd"), "sbhd");
    expect_error(cli("--op convolution --seqlen 8"), "convolution");
}
