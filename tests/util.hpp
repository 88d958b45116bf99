// Helpers shared by the test suites: running commands, temporary files, assembling code objects.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <utility>
#include <vector>

namespace testutil {

struct CmdResult {
    int status = -1;        // exit code
    std::string out;        // stdout
    std::string err;        // stderr
};

// A directory under /tmp removed (with its files) when the object dies.
class TempDir {
public:
    TempDir() {
        char tmpl[] = "/tmp/wmma_asm_test.XXXXXX";
        if (!mkdtemp(tmpl)) throw std::runtime_error("mkdtemp failed");
        path_ = tmpl;
    }
    ~TempDir() { std::string cmd = "rm -rf '" + path_ + "'"; (void)std::system(cmd.c_str()); }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const std::string& path() const { return path_; }
    std::string file(const std::string& name) const { return path_ + "/" + name; }

private:
    std::string path_;
};

inline std::string read_text(const std::string& path) {
    std::ifstream f(path, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
}

inline std::vector<uint8_t> read_bytes(const std::string& path) {
    std::ifstream f(path, std::ios::binary);
    if (!f) throw std::runtime_error("cannot read " + path);
    return std::vector<uint8_t>((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
}

inline void write_bytes(const std::string& path, const void* data, size_t n) {
    std::ofstream f(path, std::ios::binary);
    f.write(static_cast<const char*>(data), static_cast<std::streamsize>(n));
}

inline void write_text(const std::string& path, const std::string& s) { write_bytes(path, s.data(), s.size()); }

// Runs a shell command with stdout and stderr captured separately.
inline CmdResult run(const std::string& cmd) {
    TempDir d;
    const std::string full = "(" + cmd + ") >'" + d.file("out") + "' 2>'" + d.file("err") + "' </dev/null";
    const int st = std::system(full.c_str());
    CmdResult r;
    r.status = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + (WIFSIGNALED(st) ? WTERMSIG(st) : 0);
    r.out = read_text(d.file("out"));
    r.err = read_text(d.file("err"));
    return r;
}

inline std::string arch() {
    const char* a = std::getenv("WMMA_ASM_ARCH");
    return a && *a ? a : "gfx1151";
}

inline std::string run_tool() {
    const char* p = std::getenv("WMMA_ASM_RUN");
    return p && *p ? p : "build/obj/wmma_asm_run";
}

inline std::string pack_dir() { return "build/" + arch(); }

// Assembles `source` for `mcpu` with llvm-mc-19 and links it with ld.lld-19; returns the .hsaco
// bytes. Throws with the assembler's message on failure.
inline std::vector<uint8_t> assemble(const std::string& source, const std::string& mcpu = arch()) {
    TempDir d;
    write_text(d.file("k.s"), source);
    const auto r = run("llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=" + mcpu + " -filetype=obj '" + d.file("k.s") + "' -o '" +
                       d.file("k.o") + "' && ld.lld-19 -shared '" + d.file("k.o") + "' -o '" + d.file("k.hsaco") + "'");
    if (r.status != 0) throw std::runtime_error("assembly failed: " + r.err);
    return read_bytes(d.file("k.hsaco"));
}

}  // namespace testutil

namespace testutil {

// The rendered assembly of a pack kernel for the current target (asm/ for gfx1151, else
// build/<arch>/asm), for tests that assemble deliberately broken variants of it.
inline std::string pack_asm(const std::string& kernel) {
    const std::string dir = arch() == "gfx1151" ? "asm" : "build/" + arch() + "/asm";
    const std::string text = read_text(dir + "/" + kernel + ".s");
    if (text.empty()) throw std::runtime_error("no rendered assembly for " + kernel + " in " + dir);
    return text;
}

// A pack directory for mutant tests: the real pack's catalog, the code objects named in `copies`
// taken from the real pack, and each (kernel, assembly) of `mutants` assembled under the
// kernel's name; load_catalog(path()) then runs the mutants in place of the pack's kernels.
class MutantPack {
public:
    MutantPack(const std::vector<std::string>& copies, const std::vector<std::pair<std::string, std::string>>& mutants) {
        write_text(dir_.file("catalog.txt"), read_text(pack_dir() + "/catalog.txt"));
        for (const auto& k : copies) {
            const auto bytes = read_bytes(pack_dir() + "/" + k + ".hsaco");
            write_bytes(dir_.file(k + ".hsaco"), bytes.data(), bytes.size());
        }
        for (const auto& [k, source] : mutants) {
            const auto bytes = assemble(source);
            write_bytes(dir_.file(k + ".hsaco"), bytes.data(), bytes.size());
        }
    }
    const std::string& path() const { return dir_.path(); }

private:
    TempDir dir_;
};

// Replaces exactly one occurrence of `from` (throws when it is absent or ambiguous): mutations
// must not silently miss their target when a template changes.
inline std::string replace_once(const std::string& text, const std::string& from, const std::string& to) {
    const auto pos = text.find(from);
    if (pos == std::string::npos) throw std::runtime_error("mutation target not found: " + from);
    if (text.find(from, pos + 1) != std::string::npos) throw std::runtime_error("mutation target ambiguous: " + from);
    return text.substr(0, pos) + to + text.substr(pos + from.size());
}

}  // namespace testutil

namespace testutil {

// Replaces `from` with `to` inside the one line that contains `anchor` (a comment the template
// writes next to the instruction), so mutations survive register-plan changes.
inline std::string mutate_line(const std::string& text, const std::string& anchor, const std::string& from,
                               const std::string& to) {
    const auto at = text.find(anchor);
    if (at == std::string::npos) throw std::runtime_error("mutation anchor not found: " + anchor);
    if (text.find(anchor, at + 1) != std::string::npos) throw std::runtime_error("mutation anchor ambiguous: " + anchor);
    const auto begin = text.rfind('\n', at) + 1;
    const auto end = text.find('\n', at);
    std::string line = text.substr(begin, end - begin);
    const auto pos = line.find(from);
    if (pos == std::string::npos) throw std::runtime_error("'" + from + "' not in the line of anchor " + anchor);
    line.replace(pos, from.size(), to);
    return text.substr(0, begin) + line + text.substr(end);
}

}  // namespace testutil
