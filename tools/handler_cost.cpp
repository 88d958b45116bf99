// The cost of single instructions' handlers: each instruction given on the command line is
// assembled for gfx1151 with llvm-mc-19, decoded, and its handler from the engine's table run
// `calls` times in a row on one wave (every lane active, default MODE, VGPRs holding random f32
// values in [-8, 8], s0..s99 = 1.0 + i's bits, VCC 0x5a5a5a5a). Prints nanoseconds per call, the
// best of 7 timed loops.
//
// For a figure a noisy host does not move, count host instructions instead: run it under
// cachegrind twice, once with the instruction and once with `s_nop 0` (the loop and the setup),
//     valgrind --tool=cachegrind --cache-sim=no build/obj/handler_cost 'v_add_f32 v3, v4, v5'
// and divide the difference of the two "I refs" totals by 7 x calls. (Valgrind runs the AVX2
// forms: it does not emulate AVX-512.) docs/emulator_speed.md has the figures it gave.
//
// Built by `make tools`. Usage: handler_cost [--calls N] [--f16] 'instruction' ... (--f16: the
// VGPRs hold pairs of f16 values in [-8, 8] instead, for the 16-bit and packed instructions,
// whose random low halves would otherwise be NaNs now and then).
// Each of the 7 loops starts from the same registers (VGPRs and SGPRs, EXEC and VCC included),
// but within a loop an instruction that writes its sources, EXEC or VCC runs on its own results
// from the second call on (give the destination a register no source reads for a steady
// figure; v_cmpx_* times the partial-EXEC path after its first call); VOPD pairs, instructions with
// no handler and ones that fault are reported and skipped. Exit 1 on bad usage or when llvm-mc-19
// fails.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "emu/decode/decode.hpp"
#include "emu/engine/engine.hpp"
#include "emu/engine/memory.hpp"
#include "emu/exec/exec.hpp"
#include "emu/exec/fp.hpp"
#include "wmma_asm/error.hpp"

namespace {

// A temporary file holding `text`, removed when it goes.
class TempSource {
public:
    explicit TempSource(const std::string& text) {
        char name[] = "/tmp/handler_cost_XXXXXX.s";
        const int fd = ::mkstemps(name, 2);
        if (fd < 0) throw wmma_asm::Error("cannot create a temporary file");
        path_ = name;
        const bool ok = ::write(fd, text.data(), text.size()) == ssize_t(text.size());
        ::close(fd);
        if (!ok) {
            ::unlink(name);   // (the destructor does not run for a constructor that throws)
            throw wmma_asm::Error("cannot write " + path_);
        }
    }
    ~TempSource() { ::unlink(path_.c_str()); }
    TempSource(const TempSource&) = delete;
    TempSource& operator=(const TempSource&) = delete;
    const std::string& path() const { return path_; }

private:
    std::string path_;
};

// One instruction per line through llvm-mc-19; their encodings in order.
std::vector<std::vector<uint8_t>> assemble(const std::vector<std::string>& lines) {
    std::string src;
    for (const auto& l : lines) src += l + "\n";
    const TempSource file(src);
    const std::string cmd = "llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx1151 -show-encoding '" + file.path() + "' 2>&1";
    struct Pipe {   // closed however this function leaves
        FILE* f;
        int status = -1;
        ~Pipe() {
            if (f) ::pclose(f);
        }
        int close() {
            status = ::pclose(f);
            f = nullptr;
            return status;
        }
    } p{::popen(cmd.c_str(), "r")};
    if (!p.f) throw wmma_asm::Error("cannot run llvm-mc-19");
    std::string out;
    char buf[4096];
    size_t n;
    while ((n = std::fread(buf, 1, sizeof buf, p.f)) > 0) out.append(buf, n);
    if (p.close() != 0) throw wmma_asm::Error("llvm-mc-19 failed:\n" + out);
    std::vector<std::vector<uint8_t>> codes;
    std::istringstream is(out);
    std::string line;
    while (std::getline(is, line)) {
        const size_t e = line.find("encoding: [");
        if (e == std::string::npos) continue;
        std::vector<uint8_t> bytes;
        std::istringstream bs(line.substr(e + 11));
        std::string tok;
        while (std::getline(bs, tok, ',')) bytes.push_back(uint8_t(std::stoul(tok, nullptr, 16)));
        codes.push_back(bytes);
    }
    if (codes.size() != lines.size())
        throw wmma_asm::Error("llvm-mc-19 gave " + std::to_string(codes.size()) + " encodings for " +
                              std::to_string(lines.size()) + " lines:\n" + out);
    return codes;
}

}  // namespace

int main(int argc, char** argv) {
    try {
        long calls = 200000;
        bool f16 = false;   // VGPRs hold pairs of f16 values in [-8, 8] instead of f32 ones
        std::vector<std::string> lines;
        for (int i = 1; i < argc; ++i) {
            const std::string a = argv[i];
            if (a == "--calls" && i + 1 < argc) {
                calls = std::atol(argv[++i]);
                if (calls < 1 || calls > 100000000) throw wmma_asm::Error("bad --calls: " + std::string(argv[i]));
            } else if (a == "--f16") {
                f16 = true;
            } else {
                lines.push_back(a);
            }
        }
        if (lines.empty()) throw wmma_asm::Error("usage: handler_cost [--calls N] [--f16] 'instruction' ...");
        const auto codes = assemble(lines);
        const emu::HandlerTable table = emu::make_handler_table();

        emu::GlobalMemory mem;
        emu::LaunchShared launch;
        emu::Workgroup wg;
        emu::Wave w;
        std::vector<uint32_t> vgpr(size_t(emu::kVgprFile) * 32);
        std::mt19937 rng(1);
        std::uniform_real_distribution<float> dist(-8.f, 8.f);
        for (auto& x : vgpr) {
            const float v = dist(rng);
            std::memcpy(&x, &v, sizeof x);
            if (f16) x = emu::fp::cvt_f32_to_f16_rne(x) | (uint32_t(emu::fp::cvt_f32_to_f16_rne(emu::fp::bits_of(dist(rng)))) << 16);
        }
        launch.memory = &mem;
        launch.lds_bytes = 4096;
        wg.launch = &launch;
        wg.lds.assign(4096, 0);
        w.lds_base = wg.lds.data();
        w.lds_size = 4096;
        w.v = vgpr.data();
        w.nvgpr = 256;
        w.wg = &wg;
        w.mode = 0xf0;   // round to nearest even, denormals kept
        w.s[emu::kExec] = 0xffffffffu;
        w.s[emu::kVcc] = 0x5a5a5a5au;
        for (uint32_t i = 0; i < 100; ++i) w.s[i] = 0x3f800000u + i;
        wg.waves.push_back(&w);

        for (size_t i = 0; i < lines.size(); ++i) {
            const emu::Inst in = emu::decode_one(codes[i].data(), codes[i].size(), 0);
            const emu::Handler h = in.ok() && in.info && in.enc != emu::Enc::VOPD ? table.find(in.info->name) : nullptr;
            if (!h) {
                std::printf("%-56s  (no handler: skipped)\n", lines[i].c_str());
                continue;
            }
            const std::vector<uint32_t> start = vgpr;
            uint32_t sregs[sizeof w.s / sizeof w.s[0]];
            std::memcpy(sregs, w.s, sizeof sregs);
            double best = 1e300;
            try {
                for (int rep = 0; rep < 7; ++rep) {
                    vgpr = start;
                    std::memcpy(w.s, sregs, sizeof sregs);
                    const auto t0 = std::chrono::steady_clock::now();
                    for (long k = 0; k < calls; ++k) h(w, in);
                    const auto t1 = std::chrono::steady_clock::now();
                    best = std::min(best, std::chrono::duration<double, std::nano>(t1 - t0).count() / double(calls));
                }
            } catch (const emu::Fault& f) {
                std::printf("%-56s  (faulted: %s)\n", lines[i].c_str(), f.message.c_str());
                vgpr = start;
                std::memcpy(w.s, sregs, sizeof sregs);
                continue;
            }
            vgpr = start;
            std::memcpy(w.s, sregs, sizeof sregs);
            std::printf("%-56s %8.1f ns\n", lines[i].c_str(), best);
        }
        return 0;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "handler_cost: %s\n", e.what());
        return 1;
    }
}
