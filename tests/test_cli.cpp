// wmma_asm_run from the outside: every bad input gives one clear line on stderr and a non-zero
// exit, never a crash.
#include <doctest/doctest.h>

#include "asm_kernel.hpp"
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

TEST_CASE("bad sizes on the command line") {
    expect_error(cli("--kernel k1 --m 0"), "--m must be at least 1", 2);
    expect_error(cli("--kernel k1 --m -16"), "--m needs a positive integer, got '-16'", 2);
    expect_error(cli("--kernel k1 --m abc"), "--m needs a positive integer, got 'abc'", 2);
    expect_error(cli("--kernel k1 --n 12x"), "--n needs a positive integer", 2);
    expect_error(cli("--kernel k1 --k 99999999999"), "too large", 2);
    expect_error(cli("--kernel k1 --m"), "--m needs a value", 2);
    expect_error(cli("--kernel k1 --alpha nan"), "--alpha needs a finite number", 2);
    expect_error(cli("--bogus"), "unknown option '--bogus'", 2);
    expect_error(cli("--backend cuda"), "--backend must be hip, emu or auto", 2);
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
    const std::string pack = testutil::pack_dir() + "/k1.hsaco";
    expect_error(cli("--hsaco " + pack + " --entry nope --grid 1 --block 32"), "unknown kernel 'nope'");
    expect_error(cli("--hsaco " + pack + " --entry k1 --grid 1"), "--hsaco needs --block", 2);
    expect_error(cli("--hsaco " + pack + " --entry k1 --grid 1,0 --block 32"), "--grid must be at least 1", 2);
    expect_error(cli("--hsaco " + pack + " --entry k1 --grid 1 --block 32 --arg u32"), "is not KIND=VALUE", 2);
    expect_error(cli("--hsaco " + pack + " --entry k1 --grid 1 --block 32 --arg str=1"), "--arg kind 'str'", 2);
    expect_error(cli("--entry k1"), "go with --hsaco", 2);
}
