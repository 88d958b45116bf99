// Tests for the vector-ALU handlers (emu/exec_valu*.cpp): each instruction is assembled with
// llvm-mc-19 at test time, decoded with emu::decode_one and run on a hand-built wave32. Covers
// per-instruction values (a table over most mnemonics), EXEC masking, carries, compares,
// 64-bit pairs, 16-bit halves (op_sel / .h), float modifiers (abs, neg, clamp, omod), MODE
// rounding and denormal flags, NaN rules, DPP16 / DPP8, VOPD and the cross-lane instructions.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <map>
#include <set>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "emu/decode/decode.hpp"
#include "emu/exec/exec.hpp"
#include "emu/exec/exec_valu.hpp"
#include "emu/exec/fp.hpp"
#include "emu/exec/wmma.hpp"
#include "emu/engine/wave.hpp"

namespace {

// MODE: round to nearest even, all denormals kept, DX10 clamp, IEEE.
constexpr uint32_t kMode = 0x3f0;
constexpr uint32_t kModeIeeeOff = 0x1f0;
constexpr uint32_t kModeNoF32Denorm = 0x3c0;   // f32 denormals flushed in and out
constexpr uint32_t kModeNoF16Denorm = 0x330;   // f16/f64 denormals flushed in and out

using Bytes = std::vector<uint8_t>;

// Assembles one instruction per line with llvm-mc-19 (-show-encoding) and returns the encodings.
// (popen and a mkstemp file rather than testutil::run: two processes per call instead of five.)
std::vector<Bytes> assemble_lines(const std::vector<std::string>& lines, const std::string& mattr = "") {
    std::string text;
    for (const auto& l : lines) text += l + "\n";
    char path[] = "/tmp/valu_asm_XXXXXX.s";
    const int fd = mkstemps(path, 2);
    if (fd < 0) throw std::runtime_error("mkstemps failed");
    const bool wrote = write(fd, text.data(), text.size()) == ssize_t(text.size());
    close(fd);
    std::string out;
    int status = -1;
    if (wrote) {
        const std::string cmd =
            "llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx1151 " + mattr + " -show-encoding '" + path + "' 2>&1";
        if (FILE* p = popen(cmd.c_str(), "r")) {
            char buf[4096];
            size_t n;
            while ((n = fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
            status = pclose(p);
        }
    }
    std::remove(path);
    if (status != 0) throw std::runtime_error("llvm-mc-19 failed: " + out);
    std::vector<Bytes> enc;
    std::istringstream ss(out);
    std::string line;
    while (std::getline(ss, line)) {
        const auto at = line.find("encoding: [");
        if (at == std::string::npos) continue;
        Bytes b;
        std::string list = line.substr(at + 11, line.find(']', at) - at - 11);
        std::istringstream ls(list);
        std::string tok;
        while (std::getline(ls, tok, ',')) b.push_back(static_cast<uint8_t>(std::stoul(tok, nullptr, 16)));
        enc.push_back(b);
    }
    if (enc.size() != lines.size()) throw std::runtime_error("llvm-mc-19 returned a different number of encodings");
    return enc;
}

std::map<std::string, Bytes>& asm_cache() {
    static std::map<std::string, Bytes> cache;
    return cache;
}

// One instruction, memoized (several tests run the same line repeatedly).
Bytes assemble1(const std::string& line, const std::string& mattr = "") {
    auto& cache = asm_cache();
    const std::string key = mattr + "|" + line;
    auto it = cache.find(key);
    if (it == cache.end()) it = cache.emplace(key, assemble_lines({line}, mattr)[0]).first;
    return it->second;
}

// Assembles the lines a test is about to run in one llvm-mc call (each call costs a process).
void prefetch(const std::vector<std::string>& lines) {
    std::vector<std::string> todo;
    for (const auto& l : lines)
        if (!asm_cache().count("|" + l)) todo.push_back(l);
    if (todo.empty()) return;
    const auto enc = assemble_lines(todo);
    for (size_t i = 0; i < todo.size(); ++i) asm_cache()["|" + todo[i]] = enc[i];
}

// The VALU handlers: with avx2, as the engine registers them on this host (its AVX2 forms where
// it has AVX2); without, the portable forms only.
const emu::HandlerTable& valu_table(bool avx2 = true) {
    static const emu::HandlerTable best = [] {
        emu::HandlerTable h;
        emu::add_valu_handlers(h, emu::host_simd_avx2(emu::HostSimd::Auto));
        return h;
    }();
    static const emu::HandlerTable portable = [] {
        emu::HandlerTable h;
        emu::add_valu_handlers(h, false);
        return h;
    }();
    return avx2 ? best : portable;
}

emu::Inst decode(const Bytes& b) {
    emu::Inst in = emu::decode_one(b.data(), b.size(), 0);
    REQUIRE(in.ok());
    REQUIRE(in.size == b.size());
    return in;
}

// A wave32 with 64 VGPRs.
struct Machine {
    emu::LaunchShared launch;
    emu::Workgroup wg;
    std::vector<uint32_t> vgprs;
    emu::Wave w;
    bool avx2 = true;   // which of valu_table()'s tables run() uses

    Machine() : vgprs(64 * 32, 0) {
        wg.launch = &launch;
        w.v = vgprs.data();
        w.nvgpr = 64;
        w.wg = &wg;
        w.s[emu::kExec] = 0xffffffffu;
        w.mode = kMode;
    }
    // A copy has its own registers (the wave's pointers bound to the copy's members).
    Machine(const Machine& o) : launch(o.launch), wg(o.wg), vgprs(o.vgprs), w(o.w), avx2(o.avx2) {
        wg.launch = &launch;
        w.v = vgprs.data();
        w.wg = &wg;
    }
    Machine& operator=(const Machine&) = delete;
    // This machine's copy with lane `off` inactive: the same instruction on it takes the EXEC lane
    // walk, the reference of the whole-wave paths (every other lane must agree).
    Machine lane_walk(unsigned off) const {
        Machine m(*this);
        m.w.s[emu::kExec] = ~(1u << off);
        return m;
    }
    // VGPR lanes of v0 .. v(regs - 1) that differ from `o`'s, lane `off` not counted.
    unsigned lanes_differ(const Machine& o, unsigned regs, unsigned off) {
        unsigned bad = 0;
        for (unsigned r = 0; r < regs; ++r)
            for (unsigned l = 0; l < 32; ++l) bad += l != off && vgprs[r * 32 + l] != o.vgprs[r * 32 + l];
        return bad;
    }
    uint32_t& v(unsigned r, unsigned lane) { return vgprs[r * 32 + lane]; }
    void set(unsigned r, uint32_t x) {
        for (unsigned l = 0; l < 32; ++l) v(r, l) = x;
    }
    void set64(unsigned r, uint64_t x) {
        set(r, uint32_t(x));
        set(r + 1, uint32_t(x >> 32));
    }
    uint64_t get64(unsigned r, unsigned l) { return (uint64_t(v(r + 1, l)) << 32) | v(r, l); }
    // Runs `h` on this machine and exec_vopd on a copy of it: true when both leave the same
    // registers (the differential check of the whole-wave VOPD handler).
    bool vopd_agrees(const emu::Inst& in, emu::Handler h) {
        const std::vector<uint32_t> before = vgprs;
        uint32_t sregs[sizeof w.s / sizeof w.s[0]];
        std::memcpy(sregs, w.s, sizeof sregs);
        h(w, in);
        const std::vector<uint32_t> by_handler = vgprs;
        std::copy(before.begin(), before.end(), vgprs.begin());
        std::memcpy(w.s, sregs, sizeof sregs);
        emu::exec_vopd(w, in);
        return by_handler == vgprs;
    }
    void run(const emu::Inst& in) {
        if (in.enc == emu::Enc::VOPD) {
            // The CPU's VOPD handler (AVX-512 whole waves where available) must agree bit for
            // bit with the per-lane path; the registers left are exec_vopd's.
            // So must the handler the decoder picks for it (a specialised one, or that one), from
            // the same registers.
            const std::vector<uint32_t> before = vgprs;
            uint32_t sregs[sizeof w.s / sizeof w.s[0]];
            std::memcpy(sregs, w.s, sizeof sregs);
            CHECK(vopd_agrees(in, emu::vopd_handler()));
            std::copy(before.begin(), before.end(), vgprs.begin());
            std::memcpy(w.s, sregs, sizeof sregs);
            const emu::Handler picked = valu_table().find(emu::vopd_handler_name(in));
            REQUIRE(bool(picked));
            CHECK(vopd_agrees(in, picked));
            return;
        }
        const emu::Handler h = valu_table(avx2).find(in.info->name);
        INFO("mnemonic " << in.info->name);
        REQUIRE(bool(h));
        h(w, in);
    }
    void run(const Bytes& b) { run(decode(b)); }
    void run(const std::string& line) { run(assemble1(line)); }
};

std::string hex(uint64_t v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
    return buf;
}

// The whole-wave differential check of the tests below: each instruction of enc runs `rounds`
// times under each MODE of `modes`, on a Machine that fill(m) prepares, with every lane active
// (the whole-wave path) and, from the same state, with one random lane off (the EXEC lane walk,
// the reference): every other lane of v0..v7 must agree, and so must the SGPRs of `sgprs` (lane
// masks: the inactive lane's bit is not compared). Returns the number of runs compared.
template <class Rng, class Fill>
size_t compare_with_lane_walk(const std::vector<std::string>& lines, const std::vector<Bytes>& enc, int rounds,
                              std::initializer_list<uint32_t> modes, Rng& rng, Fill fill,
                              std::initializer_list<unsigned> sgprs = {}) {
    size_t compared = 0;
    for (int round = 0; round < rounds; ++round)
        for (size_t i = 0; i < enc.size(); ++i)
            for (const uint32_t mode : modes) {
                Machine m;
                m.w.mode = mode;
                fill(m);
                const unsigned off = unsigned(rng() % 32);
                Machine walk = m.lane_walk(off);
                m.run(enc[i]);
                walk.run(enc[i]);
                INFO(lines[i] << ", MODE " << hex(mode) << ", lane off " << off << ", round " << round);
                CHECK(m.lanes_differ(walk, 8, off) == 0);
                for (const unsigned sg : sgprs) CHECK(hex(m.w.s[sg] & ~(1u << off)) == hex(walk.w.s[sg] & ~(1u << off)));
                ++compared;
            }
    return compared;
}

// ------------------------------------------------------------------ value table (32-bit)
// v1 = a, v2 = b, v3 = c, v0 = d in every lane (s0 = a, s1 = b too); after the instruction
// v0 must equal `expect` in every lane.
struct Case {
    const char* line;
    uint32_t a, b, c, d, expect;
    uint32_t mode;
};

constexpr uint32_t F1 = 0x3f800000, F2 = 0x40000000, F3 = 0x40400000, F4 = 0x40800000;
constexpr uint32_t QNAN = 0x7fc00000, INF = 0x7f800000;

const Case kCases[] = {
    // ---- f32 arithmetic, modifiers, MODE
    {"v_add_f32 v0, v1, v2", F1, F2, 0, 0, F3, kMode},
    {"v_add_f32_e64 v0, -v1, |v2|", F1, 0xc0000000, 0, 0, F1, kMode},
    {"v_add_f32 v0, s0, v2", F1, F2, 0, 0, F3, kMode},
    {"v_add_f32 v0, 0.5, v2", 0, F2, 0, 0, 0x40200000, kMode},
    {"v_add_f32 v0, 0x40400000, v2", 0, F2, 0, 0, 0x40a00000, kMode},
    {"v_add_f32 v0, -4.0, v2", 0, F2, 0, 0, 0xc0000000, kMode},
    {"v_sub_f32 v0, v1, v2", F1, F2, 0, 0, 0xbf800000, kMode},
    {"v_subrev_f32 v0, v1, v2", F1, F2, 0, 0, F1, kMode},
    {"v_mul_f32 v0, v1, v2", 0x3fc00000, F4, 0, 0, 0x40c00000, kMode},
    {"v_mul_f32_e64 v0, v1, v2 mul:2", 0x3fc00000, F4, 0, 0, 0x41400000, kModeIeeeOff},
    {"v_mul_f32_e64 v0, v1, v2 div:2", 0x3fc00000, F4, 0, 0, F3, kModeIeeeOff},
    {"v_mul_f32_e64 v0, v1, v2 mul:2", 0x3fc00000, F4, 0, 0, 0x40c00000, kMode},   // IEEE: omod ignored
    {"v_mul_f32_e64 v0, v1, v2 clamp", 0x3fc00000, F4, 0, 0, F1, kMode},
    {"v_mul_f32_e64 v0, v1, v2 clamp", 0xbfc00000, F4, 0, 0, 0, kMode},
    {"v_add_f32_e64 v0, v1, v2 clamp", QNAN, F1, 0, 0, 0, kMode},   // NaN clamps to 0 with DX10_CLAMP
    {"v_mul_f32 v0, v1, v2", 0x7f7fffff, F2, 0, 0, INF, kMode},
    {"v_mul_f32 v0, v1, v2", 0x7f7fffff, F2, 0, 0, 0x7f7fffff, kMode | 3},   // toward zero: max finite
    {"v_mul_f32 v0, v1, v2", 0, INF, 0, 0, QNAN, kMode},
    {"v_add_f32 v0, v1, v2", 0x7f800001, F1, 0, 0, 0x7fc00001, kMode},   // sNaN quieted
    {"v_add_f32 v0, v1, v2", 0x00000001, 0x00000001, 0, 0, 0x00000002, kMode},
    {"v_add_f32 v0, v1, v2", 0x00000001, 0x00000001, 0, 0, 0, kModeNoF32Denorm},
    {"v_add_f32 v0, v1, v2", 0x00400000, 0x00400000, 0, 0, 0, 0x3e0},            // FLUSH_SRC
    {"v_add_f32 v0, v1, v2", 0x00400000, 0x00400000, 0, 0, 0x00800000, 0x3d0},   // FLUSH_DST
    {"v_add_f32 v0, v1, v2", 0x00800000, 0x80400000, 0, 0, 0, 0x3d0},            // denormal result
    {"v_mul_f32 v0, v1, v2", 0x00800000, 0x3f000000, 0, 0, 0x00400000, kMode},
    {"v_mul_f32 v0, v1, v2", 0x00800000, 0x3f000000, 0, 0, 0, kModeNoF32Denorm},
    {"v_mul_f32 v0, v1, v2", 0x80800000, 0x3f000000, 0, 0, 0x80000000, kModeNoF32Denorm},
    {"v_add_f32 v0, v1, v2", F1, 0x33800000, 0, 0, F1, kMode},            // 1 + 2^-24: tie to even
    {"v_add_f32 v0, v1, v2", F1, 0x33800000, 0, 0, 0x3f800001, kMode | 1},   // toward +inf
    {"v_mul_dx9_zero_f32 v0, v1, v2", 0, INF, 0, 0, 0, kMode},
    {"v_mul_dx9_zero_f32 v0, v1, v2", F2, F3, 0, 0, 0x40c00000, kMode},
    {"v_fmac_f32 v0, v1, v2", F2, F3, 0, F1, 0x40e00000, kMode},
    {"v_fmac_f32_e64 v0, -v1, v2", F2, F3, 0, F1, 0xc0a00000, kMode},
    {"v_fmamk_f32 v0, v1, 0x40000000, v2", F3, F1, 0, 0, 0x40e00000, kMode},
    {"v_fmaak_f32 v0, v1, v2, 0x40000000", F3, F1, 0, 0, 0x40a00000, kMode},
    {"v_fma_f32 v0, v1, v2, v3", F2, F3, F1, 0, 0x40e00000, kMode},
    {"v_fma_f32 v0, v1, v2, v3", 0x3f800001, 0x3f800001, 0, 0, 0x3f800002, kMode},
    {"v_fma_f32 v0, v1, v2, v3", 0x3f800001, 0x3f800001, 0, 0, 0x3f800003, kMode | 1},
    {"v_fma_f32 v0, v1, v2, v3", F1, F1, 0xbf800000, 0, 0x80000000, kMode | 2},   // exact zero, toward -inf
    {"v_fma_dx9_zero_f32 v0, v1, v2, v3", 0, QNAN, F3, 0, F3, kMode},
    {"v_min_f32 v0, v1, v2", F1, QNAN, 0, 0, F1, kMode},
    {"v_min_f32 v0, v1, v2", 0x7f800001, F1, 0, 0, 0x7fc00001, kMode},
    {"v_min_f32 v0, v1, v2", 0x7f800001, F1, 0, 0, F1, kModeIeeeOff},
    {"v_max_f32 v0, v1, v2", 0x80000000, 0, 0, 0, 0, kMode},
    {"v_min_f32 v0, v1, v2", 0, 0x80000000, 0, 0, 0x80000000, kMode},
    {"v_max_f32 v0, v1, v2", 0x00000001, 0, 0, 0, 0x00000001, kMode},
    {"v_max_f32 v0, v1, v2", 0x00000001, 0, 0, 0, 0, kModeNoF32Denorm},
    {"v_min3_f32 v0, v1, v2, v3", F3, F1, F2, 0, F1, kMode},
    {"v_max3_f32 v0, v1, v2, v3", F3, F1, F2, 0, F3, kMode},
    {"v_med3_f32 v0, v1, v2, v3", F3, F1, F2, 0, F2, kMode},
    {"v_med3_f32 v0, v1, v2, v3", QNAN, F1, F2, 0, F1, kMode},
    {"v_minmax_f32 v0, v1, v2, v3", F3, F1, F2, 0, F2, kMode},
    {"v_maxmin_f32 v0, v1, v2, v3", F3, F1, F2, 0, F2, kMode},
    {"v_ldexp_f32 v0, v1, v2", F1, 3, 0, 0, 0x41000000, kMode},
    {"v_ldexp_f32 v0, v1, v2", F1, uint32_t(-149), 0, 0, 0x00000001, kMode},
    {"v_ldexp_f32 v0, v1, v2", F1, uint32_t(-149), 0, 0, 0, kModeNoF32Denorm},
    {"v_ldexp_f32 v0, v1, v2", F1, 200, 0, 0, INF, kMode},
    // ---- f32 unary, rounding, transcendentals
    {"v_fract_f32 v0, v1", 0x3fa00000, 0, 0, 0, 0x3e800000, kMode},
    {"v_fract_f32 v0, v1", 0xbe800000, 0, 0, 0, 0x3f400000, kMode},
    {"v_fract_f32 v0, v1", 0xaedbe6ff, 0, 0, 0, 0x3f7fffff, kMode},
    {"v_floor_f32 v0, v1", 0xbfc00000, 0, 0, 0, 0xc0000000, kMode},
    {"v_ceil_f32 v0, v1", 0xbf000000, 0, 0, 0, 0x80000000, kMode},
    {"v_trunc_f32 v0, v1", 0xbfd9999a, 0, 0, 0, 0xbf800000, kMode},
    {"v_rndne_f32 v0, v1", 0x40200000, 0, 0, 0, F2, kMode},
    {"v_rndne_f32 v0, v1", 0x40600000, 0, 0, 0, F4, kMode},
    {"v_exp_f32 v0, v1", F3, 0, 0, 0, 0x41000000, kMode},
    {"v_exp_f32 v0, v1", 0xff800000, 0, 0, 0, 0, kMode},
    {"v_exp_f32 v0, v1", 0x80000000, 0, 0, 0, F1, kMode},
    {"v_exp_f32 v0, v1", 0xc3000000, 0, 0, 0, 0, kMode},   // 2^-128 is denormal: flushed
    {"v_log_f32 v0, v1", 0x41000000, 0, 0, 0, F3, kMode},
    {"v_log_f32 v0, v1", 0xbf800000, 0, 0, 0, 0xffc00000, kMode},
    {"v_log_f32 v0, v1", 0x80000000, 0, 0, 0, 0xff800000, kMode},
    {"v_log_f32 v0, v1", INF, 0, 0, 0, INF, kMode},
    {"v_rcp_f32 v0, v1", F4, 0, 0, 0, 0x3e800000, kMode},
    {"v_rcp_f32 v0, v1", 0x80000000, 0, 0, 0, 0xff800000, kMode},
    {"v_rcp_f32 v0, v1", 0x00000001, 0, 0, 0, INF, kMode},   // denormal input flushed
    {"v_rcp_f32 v0, v1", 0xff800000, 0, 0, 0, 0x80000000, kMode},
    {"v_rcp_iflag_f32 v0, v1", F4, 0, 0, 0, 0x3e800000, kMode},
    {"v_rsq_f32 v0, v1", F4, 0, 0, 0, 0x3f000000, kMode},
    {"v_rsq_f32 v0, v1", 0x80000000, 0, 0, 0, 0xff800000, kMode},
    {"v_rsq_f32 v0, v1", 0xff800000, 0, 0, 0, 0xffc00000, kMode},
    {"v_sqrt_f32 v0, v1", 0x41800000, 0, 0, 0, F4, kMode},
    {"v_sqrt_f32 v0, v1", 0x80000000, 0, 0, 0, 0x80000000, kMode},
    {"v_sqrt_f32 v0, v1", F2, 0, 0, 0, 0x3fb504f3, kMode},
    {"v_sin_f32 v0, v1", 0x3e800000, 0, 0, 0, F1, kMode},
    {"v_sin_f32 v0, v1", 0xff7fffff, 0, 0, 0, 0, kMode},
    {"v_sin_f32 v0, v1", INF, 0, 0, 0, 0xffc00000, kMode},
    {"v_sin_f32 v0, v1", 0x80000000, 0, 0, 0, 0x80000000, kMode},
    {"v_cos_f32 v0, v1", 0x3e800000, 0, 0, 0, 0, kMode},
    {"v_cos_f32 v0, v1", 0x80000000, 0, 0, 0, F1, kMode},
    {"v_cos_f32 v0, v1", 0xff7fffff, 0, 0, 0, F1, kMode},
    {"v_frexp_mant_f32 v0, v1", 0x41000000, 0, 0, 0, 0x3f000000, kMode},
    {"v_frexp_exp_i32_f32 v0, v1", 0x41000000, 0, 0, 0, 4, kMode},
    {"v_frexp_exp_i32_f32 v0, v1", INF, 0, 0, 0, 0, kMode},
    {"v_mov_b32 v0, v1", 0x12345678, 0, 0, 0, 0x12345678, kMode},
    {"v_mov_b32 v0, -1", 0, 0, 0, 0, 0xffffffff, kMode},
    {"v_mov_b32 v0, 1.0", 0, 0, 0, 0, F1, kMode},
    {"v_mov_b32 v0, 0x3e22f983", 0, 0, 0, 0, 0x3e22f983, kMode},
    {"v_mov_b32 v0, 0.15915494", 0, 0, 0, 0, 0x3e22f983, kMode},
    {"v_mov_b32 v0, s1", 0, 0x89abcdef, 0, 0, 0x89abcdef, kMode},
    // ---- f32 conversions
    {"v_cvt_f32_i32 v0, v1", uint32_t(-3), 0, 0, 0, 0xc0400000, kMode},
    {"v_cvt_f32_i32 v0, v1", 0x01000001, 0, 0, 0, 0x4b800000, kMode},
    {"v_cvt_f32_i32 v0, v1", 0x01000001, 0, 0, 0, 0x4b800001, kMode | 1},
    {"v_cvt_f32_i32 v0, v1", 0x80000000, 0, 0, 0, 0xcf000000, kMode},
    {"v_cvt_f32_u32 v0, v1", 0xffffffff, 0, 0, 0, 0x4f800000, kMode},
    {"v_cvt_i32_f32 v0, v1", 0xc0200000, 0, 0, 0, 0xfffffffe, kMode},
    {"v_cvt_i32_f32 v0, v1", QNAN, 0, 0, 0, 0, kMode},
    {"v_cvt_i32_f32 v0, v1", 0x501502f9, 0, 0, 0, 0x7fffffff, kMode},
    {"v_cvt_i32_f32 v0, v1", 0xff800000, 0, 0, 0, 0x80000000, kMode},
    {"v_cvt_u32_f32 v0, v1", 0xbf800000, 0, 0, 0, 0, kMode},
    {"v_cvt_u32_f32 v0, v1", 0x4079999a, 0, 0, 0, 3, kMode},
    {"v_cvt_u32_f32 v0, v1", INF, 0, 0, 0, 0xffffffff, kMode},
    {"v_cvt_floor_i32_f32 v0, v1", 0xc0200000, 0, 0, 0, uint32_t(-3), kMode},
    {"v_cvt_nearest_i32_f32 v0, v1", 0x40200000, 0, 0, 0, 3, kMode},
    {"v_cvt_nearest_i32_f32 v0, v1", 0xc0200000, 0, 0, 0, uint32_t(-2), kMode},
    {"v_cvt_f32_ubyte0 v0, v1", 0x12345678, 0, 0, 0, 0x42f00000, kMode},
    {"v_cvt_f32_ubyte2 v0, v1", 0x00ab0000, 0, 0, 0, 0x432b0000, kMode},
    {"v_cvt_f32_ubyte3 v0, v1", 0xff000000, 0, 0, 0, 0x437f0000, kMode},
    {"v_cvt_off_f32_i4 v0, v1", 9, 0, 0, 0, 0xbee00000, kMode},
    {"v_cvt_off_f32_i4 v0, v1", 7, 0, 0, 0, 0x3ee00000, kMode},
    {"v_cvt_f16_f32 v0, v1", F1, 0, 0, 0xdeadbeef, 0xdead3c00, kMode},
    {"v_cvt_f16_f32 v0, v1", 0x3f801800, 0, 0, 0, 0x3c01, kMode},
    {"v_cvt_f16_f32 v0, v1", 0x3f801800, 0, 0, 0, 0x3c00, kMode | (3 << 2)},   // f16 toward zero
    {"v_cvt_f16_f32 v0, v1", 0x47800000, 0, 0, 0, 0x7c00, kMode},              // 65536 -> inf
    {"v_cvt_f16_f32 v0, v1", 0x33800000, 0, 0, 0, 0x0001, kMode},              // 2^-24
    {"v_cvt_f16_f32 v0, v1", 0x33800000, 0, 0, 0, 0, kModeNoF16Denorm},
    {"v_cvt_f32_f16 v0, v1", 0x3c00, 0, 0, 0, F1, kMode},
    {"v_cvt_f32_f16 v0, v1", 0x0001, 0, 0, 0, 0x33800000, kMode},
    {"v_cvt_f32_f16 v0, v1", 0x0001, 0, 0, 0, 0, kModeNoF16Denorm},
    {"v_cvt_f32_f16 v0, v1", 0x7c01, 0, 0, 0, 0x7fc02000, kMode},
    {"v_cvt_f32_f16_e64 v0, -v1", 0x3c00, 0, 0, 0, 0xbf800000, kMode},
    {"v_cvt_pk_rtz_f16_f32 v0, v1, v2", 0x3f801800, 0xbf801800, 0, 0, 0xbc003c00, kMode},
    {"v_cvt_pk_norm_i16_f32 v0, v1, v2", F1, 0xbf800000, 0, 0, 0x80017fff, kMode},
    {"v_cvt_pk_norm_u16_f32 v0, v1, v2", F1, 0x3f000000, 0, 0, 0x8000ffff, kMode},
    {"v_cvt_pk_i16_f32 v0, v1, v2", 0x47c35000, 0xc0200000, 0, 0, 0xfffe7fff, kMode},
    {"v_cvt_pk_u16_f32 v0, v1, v2", 0xbf800000, 0x42c80000, 0, 0, 0x00640000, kMode},
    {"v_cvt_pk_u8_f32 v0, v1, v2, v3", 0x42c80000, 2, 0x11223344, 0, 0x11643344, kMode},
    {"v_div_fixup_f32 v0, v1, v2, v3", F2, 0, F1, 0, INF, kMode},
    {"v_div_fixup_f32 v0, v1, v2, v3", F2, 0, 0, 0, 0xffc00000, kMode},
    {"v_div_fixup_f32 v0, v1, v2, v3", F2, 0xbf800000, F1, 0, 0xc0000000, kMode},
    {"v_div_fixup_f32 v0, v1, v2, v3", F2, F1, QNAN, 0, QNAN, kMode},
    {"v_cubeid_f32 v0, v1, v2, v3", F1, F2, 0xc0400000, 0, 0x40a00000, kMode},
    {"v_cubema_f32 v0, v1, v2, v3", F1, F2, 0xc0400000, 0, 0xc0c00000, kMode},
    // ---- integer
    {"v_add_nc_u32 v0, v1, v2", 0xffffffff, 2, 0, 0, 1, kMode},
    {"v_add_nc_u32_e64 v0, v1, v2 clamp", 0xffffffff, 2, 0, 0, 0xffffffff, kMode},
    {"v_sub_nc_u32 v0, v1, v2", 1, 2, 0, 0, 0xffffffff, kMode},
    {"v_sub_nc_u32_e64 v0, v1, v2 clamp", 1, 2, 0, 0, 0, kMode},
    {"v_subrev_nc_u32 v0, v1, v2", 1, 2, 0, 0, 1, kMode},
    {"v_add_nc_i32 v0, v1, v2 clamp", 0x7fffffff, 1, 0, 0, 0x7fffffff, kMode},
    {"v_sub_nc_i32 v0, v1, v2 clamp", 0x80000000, 1, 0, 0, 0x80000000, kMode},
    {"v_add_nc_i32 v0, v1, v2", 0x7fffffff, 1, 0, 0, 0x80000000, kMode},
    {"v_mul_lo_u32 v0, v1, v2", 0x10001, 0x10001, 0, 0, 0x20001, kMode},
    {"v_mul_hi_u32 v0, v1, v2", 0xffffffff, 0xffffffff, 0, 0, 0xfffffffe, kMode},
    {"v_mul_hi_i32 v0, v1, v2", 0xffffffff, 0xffffffff, 0, 0, 0, kMode},
    {"v_mul_hi_i32 v0, v1, v2", 0x80000000, 2, 0, 0, 0xffffffff, kMode},
    {"v_mul_u32_u24 v0, v1, v2", 0xff000002, 3, 0, 0, 6, kMode},
    {"v_mul_i32_i24 v0, v1, v2", 0x00ffffff, 5, 0, 0, uint32_t(-5), kMode},
    {"v_mul_hi_u32_u24 v0, v1, v2", 0xffffff, 0xffffff, 0, 0, 0xffff, kMode},
    {"v_mul_hi_i32_i24 v0, v1, v2", 0x800000, 0x800000, 0, 0, 0x4000, kMode},
    {"v_mad_u32_u24 v0, v1, v2, v3", 2, 3, 4, 0, 10, kMode},
    {"v_mad_i32_i24 v0, v1, v2, v3", 0xfffffe, 3, 4, 0, uint32_t(-2), kMode},
    {"v_mad_u32_u24 v0, v1, v2, v3 clamp", 0xffffff, 0xffffff, 0xffffffff, 0, 0xffffffff, kMode},
    {"v_lshlrev_b32 v0, v1, v2", 33, 1, 0, 0, 2, kMode},
    {"v_lshlrev_b32 v0, v1, v2", 32, 1, 0, 0, 1, kMode},
    {"v_lshrrev_b32 v0, v1, v2", 4, 0x80, 0, 0, 8, kMode},
    {"v_ashrrev_i32 v0, v1, v2", 31, 0x80000000, 0, 0, 0xffffffff, kMode},
    {"v_ashrrev_i32 v0, v1, v2", 63, 0x80000000, 0, 0, 0xffffffff, kMode},
    {"v_and_b32 v0, v1, v2", 0xff00ff00, 0x0ff00ff0, 0, 0, 0x0f000f00, kMode},
    {"v_or_b32 v0, v1, v2", 0xff00ff00, 0x0ff00ff0, 0, 0, 0xfff0fff0, kMode},
    {"v_xor_b32 v0, v1, v2", 0xff00ff00, 0x0ff00ff0, 0, 0, 0xf0f0f0f0, kMode},
    {"v_xnor_b32 v0, v1, v2", 0xff00ff00, 0x0ff00ff0, 0, 0, 0x0f0f0f0f, kMode},
    {"v_not_b32 v0, v1", 0, 0, 0, 0, 0xffffffff, kMode},
    {"v_bfrev_b32 v0, v1", 1, 0, 0, 0, 0x80000000, kMode},
    {"v_clz_i32_u32 v0, v1", 0x0000ffff, 0, 0, 0, 16, kMode},
    {"v_clz_i32_u32 v0, v1", 0, 0, 0, 0, 0xffffffff, kMode},
    {"v_ctz_i32_b32 v0, v1", 8, 0, 0, 0, 3, kMode},
    {"v_ctz_i32_b32 v0, v1", 0, 0, 0, 0, 0xffffffff, kMode},
    {"v_cls_i32 v0, v1", 0xffff0000, 0, 0, 0, 16, kMode},
    {"v_cls_i32 v0, v1", 0x0fffffff, 0, 0, 0, 4, kMode},
    {"v_cls_i32 v0, v1", 0xffffffff, 0, 0, 0, 0xffffffff, kMode},
    {"v_cls_i32 v0, v1", 0x40000000, 0, 0, 0, 1, kMode},
    {"v_min_i32 v0, v1, v2", 0xffffffff, 1, 0, 0, 0xffffffff, kMode},
    {"v_min_u32 v0, v1, v2", 0xffffffff, 1, 0, 0, 1, kMode},
    {"v_max_i32 v0, v1, v2", 0xffffffff, 1, 0, 0, 1, kMode},
    {"v_max_u32 v0, v1, v2", 0xffffffff, 1, 0, 0, 0xffffffff, kMode},
    {"v_min3_i32 v0, v1, v2, v3", uint32_t(-5), 10, 3, 0, uint32_t(-5), kMode},
    {"v_max3_u32 v0, v1, v2, v3", uint32_t(-5), 10, 3, 0, uint32_t(-5), kMode},
    {"v_med3_i32 v0, v1, v2, v3", uint32_t(-5), 10, 3, 0, 3, kMode},
    {"v_med3_u32 v0, v1, v2, v3", uint32_t(-5), 10, 3, 0, 10, kMode},
    {"v_minmax_i32 v0, v1, v2, v3", 5, 10, 7, 0, 7, kMode},
    {"v_maxmin_u32 v0, v1, v2, v3", 5, 10, 7, 0, 7, kMode},
    {"v_bfe_u32 v0, v1, v2, v3", 0x12345678, 8, 8, 0, 0x56, kMode},
    {"v_bfe_i32 v0, v1, v2, v3", 0x8000, 8, 8, 0, 0xffffff80, kMode},
    {"v_bfe_u32 v0, v1, v2, v3", 0x12345678, 8, 0, 0, 0, kMode},
    {"v_bfe_i32 v0, v1, v2, v3", 0x80000000, 20, 14, 0, 0xfffff800, kMode},   // arithmetic shift of S0
    {"v_bfe_u32 v0, v1, v2, v3", 0x80000000, 20, 14, 0, 0x800, kMode},
    {"v_bfe_u32 v0, v1, v2, v3", 0x12345678, 40, 8, 0, 0x56, kMode},
    {"v_bfi_b32 v0, v1, v2, v3", 0xff00ff00, 0x12345678, 0xabcdef01, 0, 0x12cd5601, kMode},
    {"v_bfm_b32 v0, v1, v2", 4, 8, 0, 0, 0xf00, kMode},
    {"v_alignbit_b32 v0, v1, v2, v3", 0x12345678, 0x9abcdef0, 8, 0, 0x789abcde, kMode},
    {"v_alignbit_b32 v0, v1, v2, v3", 0x12345678, 0x9abcdef0, 40, 0, 0x789abcde, kMode},
    {"v_alignbyte_b32 v0, v1, v2, v3", 0x12345678, 0x9abcdef0, 1, 0, 0x789abcde, kMode},
    {"v_perm_b32 v0, v1, v2, v3", 0x11223344, 0x55667788, 0x0c0d0700, 0, 0x00ff1188, kMode},
    {"v_perm_b32 v0, v1, v2, v3", 0x80223344, 0x55667788, 0x0b0a0908, 0, 0xff000000, kMode},
    {"v_lshl_add_u32 v0, v1, v2, v3", 1, 4, 5, 0, 21, kMode},
    {"v_add_lshl_u32 v0, v1, v2, v3", 1, 2, 4, 0, 48, kMode},
    {"v_add3_u32 v0, v1, v2, v3", 1, 2, 3, 0, 6, kMode},
    {"v_lshl_or_b32 v0, v1, v2, v3", 1, 4, 1, 0, 0x11, kMode},
    {"v_and_or_b32 v0, v1, v2, v3", 0xf0, 0x3c, 1, 0, 0x31, kMode},
    {"v_or3_b32 v0, v1, v2, v3", 1, 2, 4, 0, 7, kMode},
    {"v_xor3_b32 v0, v1, v2, v3", 1, 3, 4, 0, 6, kMode},
    {"v_xad_u32 v0, v1, v2, v3", 1, 3, 4, 0, 6, kMode},
    {"v_bcnt_u32_b32 v0, v1, v2", 0xff, 1, 0, 0, 9, kMode},
    {"v_sad_u8 v0, v1, v2, v3", 0x01020304, 0x04030201, 10, 0, 18, kMode},
    {"v_sad_hi_u8 v0, v1, v2, v3", 0x01020304, 0x04030201, 10, 0, (8u << 16) + 10, kMode},
    {"v_sad_u16 v0, v1, v2, v3", 0x00010005, 0x00030002, 1, 0, 6, kMode},
    {"v_sad_u32 v0, v1, v2, v3", 2, 7, 1, 0, 6, kMode},
    {"v_msad_u8 v0, v1, v2, v3", 0x01020304, 0x00030201, 0, 0, 5, kMode},
    {"v_lerp_u8 v0, v1, v2, v3", 0x01010101, 0x02020202, 0x01000100, 0, 0x02010201, kMode},
    {"v_cvt_pk_u16_u32 v0, v1, v2", 0x10000, 5, 0, 0, 0x0005ffff, kMode},
    {"v_cvt_pk_i16_i32 v0, v1, v2", 0xffff63c0, 40000, 0, 0, 0x7fff8000, kMode},
    // ---- 16-bit integer (low half written, high half kept)
    {"v_add_nc_u16 v0, v1, v2", 0x0001ffff, 2, 0, 0xdead0000, 0xdead0001, kMode},
    {"v_add_nc_u16 v0, v1, v2 clamp", 0x0001ffff, 2, 0, 0xdead0000, 0xdeadffff, kMode},
    {"v_add_nc_u16 v0, v1, v2 op_sel:[1,0,1]", 0x0001ffff, 2, 0, 0x0000dead, 0x0003dead, kMode},
    {"v_sub_nc_u16 v0, v1, v2 clamp", 1, 2, 0, 0, 0, kMode},
    {"v_add_nc_u16 v0, v1, -1", 5, 0, 0, 0xffff0000, 0xffff0004, kMode},
    {"v_add_nc_u16 v0, v1, 0x1234", 0x10000, 0, 0, 0, 0x1234, kMode},
    {"v_mul_lo_u16 v0, v1, 64", 3, 0, 0, 0, 192, kMode},
    {"v_add_nc_i16 v0, v1, v2 clamp", 0x7fff, 1, 0, 0, 0x7fff, kMode},
    {"v_sub_nc_i16 v0, v1, v2", 0x8000, 1, 0, 0, 0x7fff, kMode},
    {"v_mul_lo_u16 v0, v1, v2", 0x100, 0x101, 0, 0, 0x100, kMode},
    {"v_lshlrev_b16 v0, v1, v2", 17, 1, 0, 0, 2, kMode},
    {"v_lshrrev_b16 v0, v1, v2", 1, 0x8000, 0, 0, 0x4000, kMode},
    {"v_ashrrev_i16 v0, v1, v2", 1, 0x8000, 0, 0, 0xc000, kMode},
    {"v_max_i16 v0, v1, v2", 0xffff, 1, 0, 0, 1, kMode},
    {"v_max_u16 v0, v1, v2", 0xffff, 1, 0, 0, 0xffff, kMode},
    {"v_min_i16 v0, v1, v2", 0xffff, 1, 0, 0, 0xffff, kMode},
    {"v_min_u16 v0, v1, v2", 0xffff, 1, 0, 0, 1, kMode},
    {"v_and_b16 v0, v1, v2", 0x1234ff00, 0x0ff0, 0, 0x55550000, 0x55550f00, kMode},
    {"v_or_b16 v0, v1, v2", 0xff00, 0x00f0, 0, 0, 0xfff0, kMode},
    {"v_xor_b16 v0, v1, v2", 0xff00, 0x0ff0, 0, 0, 0xf0f0, kMode},
    {"v_not_b16 v0, v1", 0x00ff, 0, 0, 0xabcd0000, 0xabcdff00, kMode},
    {"v_mad_u16 v0, v1, v2, v3", 2, 3, 4, 0, 10, kMode},
    {"v_mad_i16 v0, v1, v2, v3 clamp", 0x4000, 4, 0, 0, 0x7fff, kMode},
    {"v_mad_u32_u16 v0, v1, v2, v3", 0xffff, 0xffff, 1, 0, 0xfffe0002, kMode},
    {"v_mad_i32_i16 v0, v1, v2, v3", 0xffff, 3, 10, 0, 7, kMode},
    {"v_med3_i16 v0, v1, v2, v3", 0xfffb, 10, 3, 0, 3, kMode},
    {"v_max3_u16 v0, v1, v2, v3", 0xfffb, 10, 3, 0, 0xfffb, kMode},
    {"v_min3_i16 v0, v1, v2, v3", 0xfffb, 10, 3, 0, 0xfffb, kMode},
    {"v_cvt_i32_i16 v0, v1", 0x8000, 0, 0, 0, 0xffff8000, kMode},
    {"v_cvt_u32_u16 v0, v1", 0x12348000, 0, 0, 0, 0x8000, kMode},
    {"v_sat_pk_u8_i16 v0, v1", 0x0100ff80, 0, 0, 0, 0xff00, kMode},
    {"v_mov_b16_e32 v0.l, v1.l", 0x12345678, 0, 0, 0xabcd0000, 0xabcd5678, kMode},
    // ---- f16 scalar
    {"v_add_f16 v0, v1, v2", 0x3c00, 0x4000, 0, 0xbeef0000, 0xbeef4200, kMode},
    {"v_add_f16_e64 v0, -v1, v2", 0x3c00, 0x4000, 0, 0, 0x3c00, kMode},
    {"v_add_f16 v0, 1.0, v2", 0, 0x4000, 0, 0, 0x4200, kMode},
    {"v_add_f16 v0, 0x3c00, v2", 0, 0x4000, 0, 0, 0x4200, kMode},
    {"v_add_f16 v0, v1, v2", 0x0001, 0x0001, 0, 0, 0x0002, kMode},
    {"v_add_f16 v0, v1, v2", 0x0001, 0x0001, 0, 0, 0, kModeNoF16Denorm},
    {"v_sub_f16 v0, v1, v2", 0x3c00, 0x4000, 0, 0, 0xbc00, kMode},
    {"v_subrev_f16 v0, v1, v2", 0x3c00, 0x4000, 0, 0, 0x3c00, kMode},
    {"v_mul_f16 v0, v1, v2", 0x7bff, 0x4000, 0, 0, 0x7c00, kMode},
    {"v_mul_f16 v0, v1, v2", 0x7bff, 0x4000, 0, 0, 0x7bff, kMode | (3 << 2)},
    {"v_mul_f16_e64 v0, v1, v2 clamp", 0x4000, 0x4000, 0, 0, 0x3c00, kMode},
    {"v_fmac_f16 v0, v1, v2", 0x4000, 0x4200, 0, 0x00003c00, 0x00004700, kMode},
    {"v_fmamk_f16 v0, v1, 0x4000, v2", 0x4200, 0x3c00, 0, 0, 0x4700, kMode},
    {"v_fmaak_f16 v0, v1, v2, 0x4000", 0x4200, 0x3c00, 0, 0, 0x4500, kMode},
    {"v_fma_f16 v0, v1, v2, v3", 0x4000, 0x4200, 0x3c00, 0, 0x4700, kMode},
    {"v_fma_f16 v0, v1, v2, v3 op_sel:[1,0,0,1]", 0x40000000, 0x4200, 0x3c00, 0x1234, 0x47001234, kMode},
    {"v_max_f16 v0, v1, v2", 0xbc00, 0x3c00, 0, 0, 0x3c00, kMode},
    {"v_min_f16 v0, v1, v2", 0x7e00, 0x3c00, 0, 0, 0x3c00, kMode},
    {"v_min3_f16 v0, v1, v2, v3", 0x4200, 0x3c00, 0x4000, 0, 0x3c00, kMode},
    {"v_med3_f16 v0, v1, v2, v3", 0x4200, 0x3c00, 0x4000, 0, 0x4000, kMode},
    {"v_maxmin_f16 v0, v1, v2, v3", 0x4200, 0x3c00, 0x4000, 0, 0x4000, kMode},
    {"v_ldexp_f16 v0, v1, v2", 0x3c00, 2, 0, 0, 0x4400, kMode},
    {"v_ldexp_f16 v0, v1, v2", 0x3c00, 0xfff0, 0, 0, 0x0100, kMode},
    {"v_sqrt_f16 v0, v1", 0x4400, 0, 0, 0, 0x4000, kMode},
    {"v_sqrt_f16 v0, v1", 0xfc00, 0, 0, 0, 0xfe00, kMode},
    {"v_rcp_f16 v0, v1", 0x4000, 0, 0, 0, 0x3800, kMode},
    {"v_rcp_f16 v0, v1", 0x8000, 0, 0, 0, 0xfc00, kMode},
    {"v_rsq_f16 v0, v1", 0x4400, 0, 0, 0, 0x3800, kMode},
    {"v_exp_f16 v0, v1", 0x4000, 0, 0, 0, 0x4400, kMode},
    {"v_log_f16 v0, v1", 0x4400, 0, 0, 0, 0x4000, kMode},
    {"v_log_f16 v0, v1", 0xbc00, 0, 0, 0, 0xfe00, kMode},
    {"v_sin_f16 v0, v1", 0x3400, 0, 0, 0, 0x3c00, kMode},
    {"v_cos_f16 v0, v1", 0x3400, 0, 0, 0, 0, kMode},
    {"v_floor_f16 v0, v1", 0xbe00, 0, 0, 0, 0xc000, kMode},
    {"v_ceil_f16 v0, v1", 0x3e00, 0, 0, 0, 0x4000, kMode},
    {"v_trunc_f16 v0, v1", 0xbe00, 0, 0, 0, 0xbc00, kMode},
    {"v_rndne_f16 v0, v1", 0x4100, 0, 0, 0, 0x4000, kMode},
    {"v_fract_f16 v0, v1", 0x3d00, 0, 0, 0, 0x3400, kMode},
    {"v_frexp_mant_f16 v0, v1", 0x4800, 0, 0, 0, 0x3800, kMode},
    {"v_frexp_exp_i16_f16 v0, v1", 0x4800, 0, 0, 0, 4, kMode},
    {"v_cvt_f16_u16 v0, v1", 1000, 0, 0, 0, 0x63d0, kMode},
    {"v_cvt_f16_u16 v0, v1", 65535, 0, 0, 0, 0x7c00, kMode},
    {"v_cvt_f16_i16 v0, v1", 0xfc18, 0, 0, 0, 0xe3d0, kMode},
    {"v_cvt_u16_f16 v0, v1", 0x63d0, 0, 0, 0, 1000, kMode},
    {"v_cvt_i16_f16 v0, v1", 0xc100, 0, 0, 0, 0xfffe, kMode},
    {"v_cvt_norm_i16_f16 v0, v1", 0xbc00, 0, 0, 0, 0x8001, kMode},
    {"v_cvt_norm_u16_f16 v0, v1", 0x3c00, 0, 0, 0, 0xffff, kMode},
    {"v_div_fixup_f16 v0, v1, v2, v3", 0x4000, 0, 0x3c00, 0, 0x7c00, kMode},
    {"v_pack_b32_f16 v0, v1, v2", 0x3c00, 0x4000, 0, 0, 0x40003c00, kMode},
    {"v_pack_b32_f16 v0, v1, v2 op_sel:[1,1,0]", 0x44000000, 0x42000000, 0, 0, 0x42004400, kMode},
    {"v_cvt_pk_norm_i16_f16 v0, v1, v2", 0x3c00, 0xbc00, 0, 0, 0x80017fff, kMode},
    {"v_cndmask_b16 v0, v1, v2, s2", 0x1111, 0x2222, 0, 0xabcd0000, 0xabcd1111, kMode},
    // ---- packed 16-bit (VOP3P)
    {"v_pk_add_f16 v0, v1, v2", 0x40003c00, 0x3c003c00, 0, 0, 0x42004000, kMode},
    {"v_pk_mul_f16 v0, v1, v2", 0x44003c00, 0x40004200, 0, 0, 0x48004200, kMode},
    {"v_pk_mul_f16 v0, v1, v2 op_sel_hi:[0,1]", 0x44003c00, 0x40004200, 0, 0, 0x40004200, kMode},
    {"v_pk_mul_f16 v0, v1, v2 op_sel:[1,0]", 0x44003c00, 0x40004200, 0, 0, 0x48004a00, kMode},
    {"v_pk_mul_f16 v0, v1, 2.0", 0x44003c00, 0, 0, 0, 0x00004000, kMode},
    {"v_pk_mul_f16 v0, v1, 2.0 op_sel_hi:[1,0]", 0x44003c00, 0, 0, 0, 0x48004000, kMode},
    {"v_pk_fma_f16 v0, v1, v2, v3 neg_lo:[1,0,0]", 0x40003c00, 0x42004000, 0x3c003c00, 0, 0x4700bc00, kMode},
    {"v_pk_fma_f16 v0, v1, v2, v3 neg_hi:[0,0,1]", 0x40003c00, 0x42004000, 0x3c003c00, 0, 0x45004200, kMode},
    {"v_pk_add_f16 v0, v1, v2 clamp", 0x40003c00, 0x3c00bc00, 0, 0, 0x3c000000, kMode},
    {"v_pk_max_f16 v0, v1, v2", 0x4000bc00, 0x3c003c00, 0, 0, 0x40003c00, kMode},
    {"v_pk_min_f16 v0, v1, v2", 0x4000bc00, 0x3c003c00, 0, 0, 0x3c00bc00, kMode},
    {"v_pk_add_u16 v0, v1, v2", 0xffff0001, 0x00020003, 0, 0, 0x00010004, kMode},
    {"v_pk_add_u16 v0, v1, v2 clamp", 0xffff0001, 0x00020003, 0, 0, 0xffff0004, kMode},
    {"v_pk_sub_u16 v0, v1, v2 clamp", 0x00050001, 0x00020003, 0, 0, 0x00030000, kMode},
    {"v_pk_add_i16 v0, v1, v2 clamp", 0x7fff0001, 0x00010001, 0, 0, 0x7fff0002, kMode},
    {"v_pk_sub_i16 v0, v1, v2 clamp", 0x00008000, 0x00000001, 0, 0, 0x00008000, kMode},
    {"v_pk_lshlrev_b16 v0, v1, v2", 0x00010011, 0x00010001, 0, 0, 0x00020002, kMode},
    {"v_pk_lshrrev_b16 v0, v1, v2", 0x00040001, 0x80008000, 0, 0, 0x08004000, kMode},
    {"v_pk_ashrrev_i16 v0, v1, v2", 0x00040001, 0x80008000, 0, 0, 0xf800c000, kMode},
    {"v_pk_max_i16 v0, v1, v2", 0xffff0001, 0x00010002, 0, 0, 0x00010002, kMode},
    {"v_pk_max_u16 v0, v1, v2", 0xffff0001, 0x00010002, 0, 0, 0xffff0002, kMode},
    {"v_pk_min_i16 v0, v1, v2", 0xffff0001, 0x00010002, 0, 0, 0xffff0001, kMode},
    {"v_pk_min_u16 v0, v1, v2", 0xffff0001, 0x00010002, 0, 0, 0x00010001, kMode},
    {"v_pk_mul_lo_u16 v0, v1, v2", 0x00030002, 0x00050004, 0, 0, 0x000f0008, kMode},
    {"v_pk_mad_u16 v0, v1, v2, v3", 0x00020003, 0x00040005, 0x00010001, 0, 0x00090010, kMode},
    {"v_pk_mad_i16 v0, v1, v2, v3", 0xfffe0003, 0x00040005, 0x00010001, 0, 0xfff90010, kMode},
    {"v_pk_fmac_f16 v0, v1, v2", 0x40003c00, 0x42004000, 0, 0x3c003c00, 0x47004200, kMode},
    // ---- dot products and mixed precision
    {"v_dot2_f32_f16 v0, v1, v2, v3", 0x40003c00, 0x42004000, F1, 0, 0x41100000, kMode},
    {"v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,0,0]", 0x40003c00, 0x42004000, F1, 0, 0x40a00000, kMode},
    {"v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[0,0,1]", 0x40003c00, 0x42004000, F1, 0, 0x40e00000, kMode},
    {"v_dot2acc_f32_f16 v0, v1, v2", 0x40003c00, 0x42004000, 0, F1, 0x41100000, kMode},
    {"v_dot2_f32_bf16 v0, v1, v2, v3", 0x40003f80, 0x40404000, F1, 0, 0x41100000, kMode},
    {"v_dot2_f16_f16 v0, v1, v2, v3", 0x40003c00, 0x42004000, 0x3c00, 0xaaaa0000, 0xaaaa4880, kMode},
    {"v_dot2_bf16_bf16 v0, v1, v2, v3", 0x40003f80, 0x40404000, 0x3f80, 0, 0x4110, kMode},
    {"v_dot4_i32_iu8 v0, v1, v2, v3 neg_lo:[1,1,0]", 0xff020304, 0x01020304, 2, 0, 30, kMode},
    {"v_dot4_i32_iu8 v0, v1, v2, v3", 0xff020304, 0x01020304, 2, 0, 286, kMode},
    {"v_dot4_u32_u8 v0, v1, v2, v3", 0xff020304, 0x01020304, 2, 0, 286, kMode},
    {"v_dot4_i32_iu8 v0, v1, v2, v3 neg_lo:[1,1,0] clamp", 0x80808080, 0x7f7f7f7f, 0x80000000, 0, 0x80000000, kMode},
    {"v_dot8_i32_iu4 v0, v1, v2, v3 neg_lo:[1,1,0]", 0xf, 2, 0, 0, 0xfffffffe, kMode},
    {"v_dot8_u32_u4 v0, v1, v2, v3", 0x11111111, 0x22222222, 1, 0, 17, kMode},
    {"v_fma_mix_f32 v0, v1, v2, v3 op_sel:[0,1,0] op_sel_hi:[1,1,0]", 0x3c00, 0x40000000, F1, 0, F3, kMode},
    {"v_fma_mix_f32 v0, v1, v2, v3", F1, F2, F1, 0, F3, kMode},
    {"v_fma_mix_f32 v0, -v1, v2, |v3|", F1, F2, 0xbf800000, 0, 0xbf800000, kMode},
    {"v_fma_mix_f32 v0, v1, 1.0, v2", F3, F1, 0, 0, F4, kMode},
    {"v_fma_mix_f32 v0, v1, 1.0, v2 op_sel_hi:[0,1,0]", F3, F1, 0, 0, F4, kMode},
    {"v_fma_mixlo_f16 v0, v1, v2, v3 op_sel_hi:[1,1,1]", 0x3c00, 0x4000, 0x3c00, 0xbeef0000, 0xbeef4200, kMode},
    {"v_fma_mixhi_f16 v0, v1, v2, v3", F1, F2, F1, 0x0000beef, 0x4200beef, kMode},
    {"v_fma_mixlo_f16 v0, v1, v2, v3", 0x3f801000, F1, 0x30800000, 0, 0x3c01, kMode},   // one rounding
    {"v_fma_mixlo_f16 v0, v1, v2, v3 clamp", F2, F2, 0, 0, 0x3c00, kMode},
};

TEST_CASE("valu: value table") {
    std::vector<std::string> lines;
    for (const Case& c : kCases) lines.push_back(c.line);
    const auto enc = assemble_lines(lines);
    for (size_t i = 0; i < lines.size(); ++i) {
        const Case& c = kCases[i];
        Machine m;
        m.w.mode = c.mode;
        m.set(1, c.a);
        m.set(2, c.b);
        m.set(3, c.c);
        m.set(0, c.d);
        m.w.s[0] = c.a;
        m.w.s[1] = c.b;
        m.w.s[2] = 0xffff0000u;   // cndmask lane mask: lanes 16..31 take S1
        m.run(enc[i]);
        INFO(std::string(c.line) << "  a=" << hex(c.a) << " b=" << hex(c.b) << " c=" << hex(c.c) << " d=" << hex(c.d)
                    << " mode=" << hex(c.mode));
        if (std::string(c.line).rfind("v_cndmask_b16", 0) == 0) {
            CHECK(hex(m.v(0, 0)) == hex(c.expect));
            CHECK(hex(m.v(0, 31)) == hex((c.expect & 0xffff0000u) | (c.b & 0xffffu)));
            continue;
        }
        CHECK(hex(m.v(0, 0)) == hex(c.expect));
        CHECK(hex(m.v(0, 31)) == hex(c.expect));
    }
}

// ------------------------------------------------------------------ value table (64-bit)
// v[2:3] = a, v[6:7] = b, v[8:9] = c (and v1 = low half of a); result v[4:5].
struct Case64 {
    const char* line;
    uint64_t a, b, c, expect;
    uint32_t mode;
};

constexpr uint64_t D1 = 0x3ff0000000000000ull, D2 = 0x4000000000000000ull, D3 = 0x4008000000000000ull;

const Case64 kCases64[] = {
    {"v_add_f64 v[4:5], v[2:3], v[6:7]", D1, D2, 0, D3, kMode},
    {"v_add_f64 v[4:5], -v[2:3], v[6:7]", D1, D2, 0, D1, kMode},
    {"v_add_f64 v[4:5], v[2:3], 1.0", D2, 0, 0, D3, kMode},
    {"v_add_f64 v[4:5], v[2:3], v[6:7]", D1, 0x3ca0000000000000ull, 0, D1, kMode},   // 1 + 2^-53: tie
    {"v_add_f64 v[4:5], v[2:3], v[6:7]", D1, 0x3ca0000000000000ull, 0, D1 + 1, kMode | (1 << 2)},
    {"v_add_f64 v[4:5], v[2:3], v[6:7]", 1, 1, 0, 2, kMode},
    {"v_add_f64 v[4:5], v[2:3], v[6:7]", 1, 1, 0, 0, kModeNoF16Denorm},
    {"v_mul_f64 v[4:5], v[2:3], v[6:7]", D3, D2, 0, 0x4018000000000000ull, kMode},
    {"v_mul_f64 v[4:5], v[2:3], v[6:7]", 0, 0x7ff0000000000000ull, 0, 0x7ff8000000000000ull, kMode},
    {"v_fma_f64 v[4:5], v[2:3], v[6:7], v[8:9]", D2, D3, D1, 0x401c000000000000ull, kMode},
    {"v_min_f64 v[4:5], v[2:3], v[6:7]", D2, D3, 0, D2, kMode},
    {"v_max_f64 v[4:5], v[2:3], v[6:7]", D2, 0x7ff8000000000000ull, 0, D2, kMode},
    {"v_max_f64 v[4:5], v[2:3], v[6:7] clamp", D2, D3, 0, D1, kMode},
    {"v_ldexp_f64 v[4:5], v[2:3], v6", D1, 3, 0, 0x4020000000000000ull, kMode},
    {"v_trunc_f64 v[4:5], v[2:3]", 0xbffc000000000000ull, 0, 0, 0xbff0000000000000ull, kMode},
    {"v_floor_f64 v[4:5], v[2:3]", 0xbffc000000000000ull, 0, 0, 0xc000000000000000ull, kMode},
    {"v_ceil_f64 v[4:5], v[2:3]", 0x3ffc000000000000ull, 0, 0, D2, kMode},
    {"v_rndne_f64 v[4:5], v[2:3]", 0x4004000000000000ull, 0, 0, D2, kMode},
    {"v_fract_f64 v[4:5], v[2:3]", 0x3ff4000000000000ull, 0, 0, 0x3fd0000000000000ull, kMode},
    {"v_rcp_f64 v[4:5], v[2:3]", D2, 0, 0, 0x3fe0000000000000ull, kMode},
    {"v_rsq_f64 v[4:5], v[2:3]", 0x4010000000000000ull, 0, 0, 0x3fe0000000000000ull, kMode},
    {"v_sqrt_f64 v[4:5], v[2:3]", 0x4010000000000000ull, 0, 0, D2, kMode},
    {"v_frexp_mant_f64 v[4:5], v[2:3]", 0x4020000000000000ull, 0, 0, 0x3fe0000000000000ull, kMode},
    {"v_cvt_f64_f32 v[4:5], v1", 0x3fc00000, 0, 0, 0x3ff8000000000000ull, kMode},
    {"v_cvt_f64_i32 v[4:5], v1", 0xfffffffe, 0, 0, 0xc000000000000000ull, kMode},
    {"v_cvt_f64_u32 v[4:5], v1", 0xffffffff, 0, 0, 0x41efffffffe00000ull, kMode},
    {"v_div_fixup_f64 v[4:5], v[2:3], v[6:7], v[8:9]", D2, 0, D1, 0x7ff0000000000000ull, kMode},
    {"v_lshlrev_b64 v[4:5], v1, v[6:7]", 4, 0x0123456789abcdefull, 0, 0x123456789abcdef0ull, kMode},
    {"v_lshlrev_b64 v[4:5], v1, v[6:7]", 68, 0x0123456789abcdefull, 0, 0x123456789abcdef0ull, kMode},
    {"v_lshlrev_b64 v[4:5], v1, v[6:7]", 32, 0x0123456789abcdefull, 0, 0x89abcdef00000000ull, kMode},
    {"v_lshrrev_b64 v[4:5], v1, v[6:7]", 36, 0x8123456789abcdefull, 0, 0x0000000008123456ull, kMode},
    {"v_ashrrev_i64 v[4:5], v1, v[6:7]", 36, 0x8123456789abcdefull, 0, 0xfffffffff8123456ull, kMode},
    {"v_qsad_pk_u16_u8 v[4:5], v[2:3], v6, v[8:9]", 0x0000000004030201ull, 0x01010101, 0x0001000100010001ull,
     0x0007000800080007ull, kMode},
};

TEST_CASE("valu: value table, 64-bit operands") {
    std::vector<std::string> lines;
    for (const Case64& c : kCases64) lines.push_back(c.line);
    const auto enc = assemble_lines(lines);
    for (size_t i = 0; i < lines.size(); ++i) {
        const Case64& c = kCases64[i];
        Machine m;
        m.w.mode = c.mode;
        m.set64(2, c.a);
        m.set(1, uint32_t(c.a));
        m.set64(6, c.b);
        m.set64(8, c.c);
        m.run(enc[i]);
        INFO(std::string(c.line) << "  a=" << hex(c.a) << " b=" << hex(c.b) << " c=" << hex(c.c) << " mode=" << hex(c.mode));
        CHECK(hex(m.get64(4, 0)) == hex(c.expect));
        CHECK(hex(m.get64(4, 17)) == hex(c.expect));
    }
}

TEST_CASE("valu: f64 -> 32-bit results") {
    prefetch({"v_cvt_i32_f64 v0, v[2:3]", "v_cvt_u32_f64 v0, v[2:3]", "v_cvt_f32_f64 v0, v[2:3]", "v_frexp_exp_i32_f64 v0, v[2:3]"});
    Machine m;
    m.set64(2, 0xc004000000000000ull);   // -2.5
    m.run("v_cvt_i32_f64 v0, v[2:3]");
    CHECK(m.v(0, 3) == 0xfffffffeu);
    m.run("v_cvt_u32_f64 v0, v[2:3]");
    CHECK(m.v(0, 3) == 0u);
    m.run("v_cvt_f32_f64 v0, v[2:3]");
    CHECK(m.v(0, 3) == 0xc0200000u);
    m.run("v_frexp_exp_i32_f64 v0, v[2:3]");
    CHECK(m.v(0, 3) == 2u);
    m.set64(2, 0x3ff0000010000000ull);   // 1 + 2^-24 (exactly half an f32 ulp)
    m.run("v_cvt_f32_f64 v0, v[2:3]");
    CHECK(m.v(0, 3) == 0x3f800000u);
    m.w.mode = kMode | 1;   // f32 toward +inf
    m.run("v_cvt_f32_f64 v0, v[2:3]");
    CHECK(m.v(0, 3) == 0x3f800001u);
}


// ------------------------------------------------------------------------ EXEC and lanes

float f32(uint32_t b) { return emu::fp::f32_from_bits(b); }
uint32_t bits(float f) { return emu::fp::bits_of(f); }

TEST_CASE("valu: EXEC-masked lanes are untouched") {
    prefetch({"v_add_f32 v0, v1, v2", "v_add_f64 v[4:5], v[2:3], v[2:3]", "v_add_nc_u16 v6, v1, v2", "v_cmp_lt_f32 vcc_lo, v1, v2", "v_cmp_ge_f32_e64 s10, v1, v2", "v_cmpx_gt_f32 v1, 4.0", "v_cmpx_lt_u32_e64 v1, 0x41000000", "v_mov_b32 v7, 5", "v_cmp_eq_u32 vcc_lo, v7, v7"});
    Machine m;
    for (unsigned l = 0; l < 32; ++l) m.v(1, l) = bits(float(l));
    m.set(2, bits(1.0f));
    m.set(0, 0xaaaaaaaau);
    m.set64(4, 0x5555555555555555ull);
    m.w.s[emu::kExec] = 0x0f0f0f0fu;
    m.run("v_add_f32 v0, v1, v2");
    m.run("v_add_f64 v[4:5], v[2:3], v[2:3]");
    m.run("v_add_nc_u16 v6, v1, v2");
    for (unsigned l = 0; l < 32; ++l) {
        const bool on = (0x0f0f0f0fu >> l) & 1;
        INFO("lane " << l);
        CHECK(m.v(0, l) == (on ? bits(float(l) + 1.0f) : 0xaaaaaaaau));
        if (!on) CHECK(m.get64(4, l) == 0x5555555555555555ull);
        if (!on) CHECK(m.v(6, l) == 0u);
    }
    // VOPC: inactive lanes' bits are 0; e32 writes vcc_lo, e64 an SGPR.
    m.w.s[emu::kVcc] = 0xffffffffu;
    m.run("v_cmp_lt_f32 vcc_lo, v1, v2");   // lane 0 only (0 < 1)
    CHECK(m.w.s[emu::kVcc] == 0x1u);
    m.run("v_cmp_ge_f32_e64 s10, v1, v2");
    CHECK(m.w.s[10] == 0x0f0f0f0eu);
    CHECK(m.w.s[emu::kExec] == 0x0f0f0f0fu);
    // v_cmpx writes EXEC (and not VCC).
    m.w.s[emu::kVcc] = 0x12345678u;
    m.run("v_cmpx_gt_f32 v1, 4.0");   // lanes 5.. of the active ones
    CHECK(m.w.s[emu::kExec] == 0x0f0f0f00u);
    CHECK(m.w.s[emu::kVcc] == 0x12345678u);
    m.w.s[emu::kExec] = 0xffffffffu;
    m.run("v_cmpx_lt_u32_e64 v1, 0x41000000");   // integer compare of the float bits: lanes 0..7
    CHECK(m.w.s[emu::kExec] == 0x000000ffu);
    m.w.s[emu::kExec] = 0;   // no lane active: nothing written, masks 0
    m.set(7, 77);
    m.run("v_mov_b32 v7, 5");
    CHECK(m.v(7, 0) == 77u);
    m.run("v_cmp_eq_u32 vcc_lo, v7, v7");
    CHECK(m.w.s[emu::kVcc] == 0u);
}

TEST_CASE("valu: carries and borrows per lane (VCC and SGPR), 64-bit add / sub chains") {
  // EXEC with a lane off (the lane walk), then full (the whole-wave path)
  for (const uint32_t exec : {0xfffffff7u, 0xffffffffu}) {
    INFO("EXEC " << hex(exec));
    std::mt19937_64 rng(7);
    const auto enc = assemble_lines({
        "v_add_co_u32 v4, vcc_lo, v0, v2",
        "v_add_co_ci_u32_e32 v5, vcc_lo, v1, v3, vcc_lo",
        "v_sub_co_u32 v6, s12, v0, v2",
        "v_sub_co_ci_u32_e64 v7, s13, v1, v3, s12",
        "v_subrev_co_u32 v8, s14, v2, v0",
        "v_subrev_co_ci_u32_e64 v9, s15, v3, v1, s14",
        "v_add_co_u32 v10, s16, v0, v2 clamp",
        "v_sub_co_u32 v11, s17, v0, v2 clamp",
    });
    Machine m;
    uint64_t a[32], b[32];
    for (unsigned l = 0; l < 32; ++l) {
        a[l] = rng();
        b[l] = rng();
        if (l % 4 == 0) b[l] = ~a[l] + (l & 8 ? 1 : 0);   // carry edge cases
        if (l % 4 == 1) b[l] = a[l];
        m.v(0, l) = uint32_t(a[l]);
        m.v(1, l) = uint32_t(a[l] >> 32);
        m.v(2, l) = uint32_t(b[l]);
        m.v(3, l) = uint32_t(b[l] >> 32);
    }
    m.w.s[emu::kExec] = exec;
    for (const auto& e : enc) m.run(e);
    uint32_t add_carry = 0, sub_borrow = 0;
    for (unsigned l = 0; l < 32; ++l) {
        INFO("lane " << l);
        if (l == 3 && exec != 0xffffffffu) {
            CHECK(m.v(4, l) == 0u);
            continue;
        }
        CHECK(m.get64(4, l) == a[l] + b[l]);
        CHECK(m.get64(6, l) == a[l] - b[l]);
        CHECK(m.get64(8, l) == a[l] - b[l]);
        if (a[l] + b[l] < a[l]) add_carry |= 1u << l;
        if (b[l] > a[l]) sub_borrow |= 1u << l;
        const uint64_t lo = uint64_t(uint32_t(a[l])) + uint32_t(b[l]);
        CHECK(m.v(10, l) == (lo > 0xffffffffull ? 0xffffffffu : uint32_t(lo)));
        CHECK(m.v(11, l) == (uint32_t(b[l]) > uint32_t(a[l]) ? 0u : uint32_t(a[l]) - uint32_t(b[l])));
    }
    CHECK(hex(m.w.s[emu::kVcc]) == hex(add_carry));
    CHECK(hex(m.w.s[13]) == hex(sub_borrow));
    CHECK(hex(m.w.s[15]) == hex(sub_borrow));
  }
}

TEST_CASE("valu: whole-wave carry ops, 64-bit mads and 64-bit shifts equal the lane walk (SGPR and constant sources, destination over a source)") {
    // (carry masks in s12 compared too)
    const std::vector<std::string> lines = {
        "v_add_co_u32 v4, s12, v0, v2",
        "v_add_co_u32 v2, s12, s30, v2",              // destination = source 1, an SGPR source 0
        "v_sub_co_u32 v4, s12, v0, 7",
        "v_subrev_co_u32 v0, s12, v0, v2",
        "v_add_co_ci_u32_e64 v4, s12, v0, v2, s14",
        "v_sub_co_ci_u32_e64 v4, s12, v0, -1, s14",
        "v_subrev_co_ci_u32_e64 v2, s12, v0, v2, s14",
        "v_mad_u64_u32 v[4:5], s12, v0, v2, v[6:7]",
        "v_mad_i64_i32 v[4:5], s12, v0, v2, v[6:7]",
        "v_mad_i64_i32 v[6:7], s12, v0, v2, v[6:7]",   // destination = the 64-bit addend
        "v_mad_u64_u32 v[1:2], s12, v1, v2, s[20:21]", // destination over both 32-bit sources
        "v_mad_i64_i32 v[4:5], s12, v0, s30, 5",
        "v_lshlrev_b64 v[4:5], v0, v[6:7]",            // the 64-bit shifts
        "v_lshrrev_b64 v[6:7], v0, v[6:7]",            // destination = the shifted pair
        "v_ashrrev_i64 v[1:2], v1, v[2:3]",            // destination over the count and the pair
        "v_lshlrev_b64 v[4:5], 3, s[20:21]",
        "v_ashrrev_i64 v[4:5], s30, v[6:7]",
    };
    const auto enc = assemble_lines(lines);
    std::mt19937_64 rng(23);
    auto fill = [&](Machine& m) {
        for (unsigned r = 0; r < 8; ++r)
            for (unsigned l = 0; l < 32; ++l) {
                uint32_t x = uint32_t(rng());
                if (rng() % 6 == 0) x = rng() % 2 ? 0xffffffffu : rng() % 2 ? 0x80000000u : 0u;   // edges
                m.v(r, l) = x;
            }
        for (unsigned sg : {14u, 20u, 21u, 30u}) m.w.s[sg] = uint32_t(rng());
    };
    CHECK(compare_with_lane_walk(lines, enc, 40, {kMode}, rng, fill, {12}) == 40 * enc.size());
}

TEST_CASE("valu: the integer handlers' whole-wave paths equal the lane walk (every I32 handler, lanes all different)") {
    // Register values differ per lane (the value tables above set every lane alike, so a lane
    // mix-up there passes).
    const std::vector<std::string> lines = {
        "v_not_b32 v4, v0",
        "v_bfrev_b32 v4, v0",
        "v_clz_i32_u32 v4, v0",
        "v_ctz_i32_b32 v4, v0",
        "v_cls_i32 v4, v0",
        "v_mul_i32_i24 v4, v0, v1",
        "v_mul_hi_i32_i24 v4, v0, v1",
        "v_mul_u32_u24 v4, v0, v1",
        "v_mul_hi_u32_u24 v4, v0, v1",
        "v_min_i32 v4, v0, v1",
        "v_max_i32 v4, v0, v1",
        "v_min_u32 v4, v0, v1",
        "v_max_u32 v4, v0, v1",
        "v_lshlrev_b32 v4, v0, v1",
        "v_lshrrev_b32 v4, v0, v1",
        "v_ashrrev_i32 v4, v0, v1",
        "v_and_b32 v4, v0, v1",
        "v_or_b32 v4, v0, v1",
        "v_xor_b32 v4, v0, v1",
        "v_xnor_b32 v4, v0, v1",
        "v_add_nc_u32 v4, v0, v1",
        "v_sub_nc_u32 v4, v0, v1",
        "v_subrev_nc_u32 v4, v0, v1",
        "v_add_nc_i32 v4, v0, v1",
        "v_sub_nc_i32 v4, v0, v1",
        "v_mul_lo_u32 v4, v0, v1",
        "v_mul_hi_u32 v4, v0, v1",
        "v_mul_hi_i32 v4, v0, v1",
        "v_bfm_b32 v4, v0, v1",
        "v_bcnt_u32_b32 v4, v0, v1",
        "v_cvt_pk_u16_u32 v4, v0, v1",
        "v_cvt_pk_i16_i32 v4, v0, v1",
        "v_mad_i32_i24 v4, v0, v1, v2",
        "v_mad_u32_u24 v4, v0, v1, v2",
        "v_bfe_u32 v4, v0, v1, v2",
        "v_bfe_i32 v4, v0, v1, v2",
        "v_bfi_b32 v4, v0, v1, v2",
        "v_lerp_u8 v4, v0, v1, v2",
        "v_alignbit_b32 v4, v0, v1, v2",
        "v_alignbyte_b32 v4, v0, v1, v2",
        "v_min3_i32 v4, v0, v1, v2",
        "v_max3_i32 v4, v0, v1, v2",
        "v_med3_i32 v4, v0, v1, v2",
        "v_min3_u32 v4, v0, v1, v2",
        "v_max3_u32 v4, v0, v1, v2",
        "v_med3_u32 v4, v0, v1, v2",
        "v_maxmin_u32 v4, v0, v1, v2",
        "v_minmax_u32 v4, v0, v1, v2",
        "v_maxmin_i32 v4, v0, v1, v2",
        "v_minmax_i32 v4, v0, v1, v2",
        "v_sad_u8 v4, v0, v1, v2",
        "v_sad_hi_u8 v4, v0, v1, v2",
        "v_sad_u16 v4, v0, v1, v2",
        "v_sad_u32 v4, v0, v1, v2",
        "v_msad_u8 v4, v0, v1, v2",
        "v_xor3_b32 v4, v0, v1, v2",
        "v_xad_u32 v4, v0, v1, v2",
        "v_lshl_add_u32 v4, v0, v1, v2",
        "v_add_lshl_u32 v4, v0, v1, v2",
        "v_add3_u32 v4, v0, v1, v2",
        "v_lshl_or_b32 v4, v0, v1, v2",
        "v_and_or_b32 v4, v0, v1, v2",
        "v_or3_b32 v4, v0, v1, v2",
        "v_add_nc_u32 v4, v0, v1 clamp",
        "v_sub_nc_u32 v4, v0, v1 clamp",
        "v_add_nc_i32 v4, v0, v1 clamp",
        "v_sub_nc_i32 v4, v0, v1 clamp",
        "v_mul_u32_u24 v4, v0, v1 clamp",
        "v_add_nc_u32 v0, s20, v0",
        "v_lshl_add_u32 v1, v1, 3, v2",
        "v_bfe_u32 v2, v0, s21, 5",
        "v_and_or_b32 v0, v0, 0x00ff00ff, v0",
        "v_mbcnt_lo_u32_b32 v4, v0, v1",
        "v_mbcnt_lo_u32_b32 v4, -1, 0",
        "v_mbcnt_lo_u32_b32 v0, s20, v0",
        "v_not_b32 v4, s20",
    };
    const auto enc = assemble_lines(lines);
    std::mt19937 rng(31);
    auto fill = [&](Machine& m) {
        for (unsigned r = 0; r < 8; ++r)
            for (unsigned l = 0; l < 32; ++l) {
                uint32_t x = uint32_t(rng());
                const unsigned k = rng() % 8;
                if (k == 0) x = 0xffffffffu;
                if (k == 1) x = 0x80000000u;
                if (k == 2) x = x % 40;   // small: shift counts, bit-field offsets and widths
                m.v(r, l) = x;
            }
        m.w.s[20] = uint32_t(rng());
        m.w.s[21] = uint32_t(rng() % 32);
    };
    CHECK(compare_with_lane_walk(lines, enc, 6, {kMode}, rng, fill) == 6 * enc.size());
}

TEST_CASE("valu: v_mad_u64_u32 / v_mad_i64_i32 with carry out") {
    prefetch({"v_mad_u64_u32 v[4:5], s20, v1, v2, v[6:7]", "v_mad_i64_i32 v[4:5], s21, v1, v2, v[6:7]", "v_mad_u64_u32 v[4:5], null, v1, v2, v[6:7]"});
    std::mt19937_64 rng(11);
    Machine m;
    uint32_t x[32], y[32];
    uint64_t z[32];
    for (unsigned l = 0; l < 32; ++l) {
        x[l] = uint32_t(rng());
        y[l] = uint32_t(rng());
        z[l] = rng();
        if (l == 0) x[l] = y[l] = 0xffffffffu, z[l] = ~0ull;
        m.v(1, l) = x[l];
        m.v(2, l) = y[l];
        m.v(6, l) = uint32_t(z[l]);
        m.v(7, l) = uint32_t(z[l] >> 32);
    }
    m.run("v_mad_u64_u32 v[4:5], s20, v1, v2, v[6:7]");
    uint32_t carry = 0;
    for (unsigned l = 0; l < 32; ++l) {
        const unsigned __int128 r = (unsigned __int128)(uint64_t(x[l]) * y[l]) + z[l];
        CHECK(m.get64(4, l) == uint64_t(r));
        if (r >> 64) carry |= 1u << l;
    }
    CHECK(hex(m.w.s[20]) == hex(carry));
    m.run("v_mad_i64_i32 v[4:5], s21, v1, v2, v[6:7]");
    uint32_t scarry = 0;
    for (unsigned l = 0; l < 32; ++l) {
        const __int128 r = __int128(int64_t(int32_t(x[l])) * int32_t(y[l])) + int64_t(z[l]);
        CHECK(m.get64(4, l) == uint64_t(r));
        if ((uint64_t(r >> 64) & 1) != 0) scarry |= 1u << l;   // bit 64 of the 65-bit sum
    }
    CHECK(hex(m.w.s[21]) == hex(scarry));
    // Small mad_u64: the common address computation (v_mad_u64_u32 v[a:b], null, ...).
    m.set(1, 3);
    m.set(2, 5);
    m.set64(6, 100);
    m.run("v_mad_u64_u32 v[4:5], null, v1, v2, v[6:7]");
    CHECK(m.get64(4, 9) == 115u);
}

// -------------------------------------------------------------------------------- compares

TEST_CASE("valu: float compare predicates, NaN, signed zero, f16 / f32 / f64") {
    const char* conds[16] = {"f", "lt", "eq", "le", "gt", "lg", "ge", "o", "u", "nge", "nlg", "ngt", "nle", "neq", "nlt", "t"};
    // Lane pairs: (1,2) (2,1) (1,1) (NaN,1) (1,NaN) (-0,+0)
    const double pa[6] = {1, 2, 1, NAN, 1, -0.0}, pb[6] = {2, 1, 1, 1, NAN, 0.0};
    auto expect = [](int c, double a, double b) {
        const bool lt = a < b, eq = a == b, gt = a > b, un = std::isnan(a) || std::isnan(b);
        switch (c) {
            case 0: return false;
            case 1: return lt;
            case 2: return eq;
            case 3: return lt || eq;
            case 4: return gt;
            case 5: return lt || gt;
            case 6: return gt || eq;
            case 7: return !un;
            case 8: return un;
            case 9: return !(gt || eq);
            case 10: return !(lt || gt);
            case 11: return !gt;
            case 12: return !(lt || eq);
            case 13: return !eq;
            case 14: return !lt;
            default: return true;
        }
    };
    for (const char* ty : {"f16", "f32", "f64"}) {
        std::vector<std::string> lines;
        for (const char* c : conds) {
            const std::string t(ty);
            if (t == "f64") lines.push_back(std::string("v_cmp_") + c + "_f64 vcc_lo, v[2:3], v[4:5]");
            else lines.push_back(std::string("v_cmp_") + c + "_" + t + "_e64 s8, v2, v4");
        }
        const auto enc = assemble_lines(lines);
        Machine m;
        for (unsigned l = 0; l < 32; ++l) {
            const double a = pa[l % 6], b = pb[l % 6];
            if (std::string(ty) == "f64") {
                m.v(2, l) = uint32_t(emu::fp::bits_of(a));
                m.v(3, l) = uint32_t(emu::fp::bits_of(a) >> 32);
                m.v(4, l) = uint32_t(emu::fp::bits_of(b));
                m.v(5, l) = uint32_t(emu::fp::bits_of(b) >> 32);
            } else if (std::string(ty) == "f32") {
                m.v(2, l) = bits(float(a));
                m.v(4, l) = bits(float(b));
            } else {
                m.v(2, l) = emu::fp::cvt_f32_to_f16(bits(float(a)));
                m.v(4, l) = emu::fp::cvt_f32_to_f16(bits(float(b)));
            }
        }
        for (int c = 0; c < 16; ++c) {
            m.run(enc[size_t(c)]);
            uint32_t want = 0;
            for (unsigned l = 0; l < 32; ++l)
                if (expect(c, pa[l % 6], pb[l % 6])) want |= 1u << l;
            const uint32_t got = std::string(ty) == "f64" ? m.w.s[emu::kVcc] : m.w.s[8];
            INFO(lines[size_t(c)]);
            CHECK(hex(got) == hex(want));
        }
    }
}

TEST_CASE("valu: whole-wave f32 compares equal the lane walk (16 conditions, NaN, infinities, denormals, ABS / NEG, SGPR sources)") {
    const char* conds[16] = {"f", "lt", "eq", "le", "gt", "lg", "ge", "o", "u", "nge", "nlg", "ngt", "nle", "neq", "nlt", "t"};
    std::vector<std::string> lines;
    for (const char* c : conds) {
        lines.push_back(std::string("v_cmp_") + c + "_f32_e64 s8, v2, v4");
        lines.push_back(std::string("v_cmp_") + c + "_f32_e64 s8, -v2, |v4|");
        lines.push_back(std::string("v_cmp_") + c + "_f32_e64 s8, s20, -|v4|");
        lines.push_back(std::string("v_cmpx_") + c + "_f32_e64 v2, v4");
    }
    const auto enc = assemble_lines(lines);
    const uint32_t special[] = {0x7fc00000u, 0xffc00001u, 0x7f800001u, 0x7f800000u, 0xff800000u, 0x00000000u,
                                0x80000000u, 0x00000001u, 0x807fffffu, 0x3f800000u, 0xbf800000u};
    std::mt19937 rng(41);
    auto value = [&]() { return rng() % 3 == 0 ? special[rng() % (sizeof special / 4)] : uint32_t(rng()); };
    auto fill = [&](Machine& m) {
        for (unsigned l = 0; l < 32; ++l) {
            m.v(2, l) = value();
            m.v(4, l) = rng() % 4 == 0 ? m.v(2, l) : value();   // some equal pairs
        }
        m.w.s[20] = value();
    };
    // f32 denormals kept / flushed; the masks: s8, or EXEC for v_cmpx
    CHECK(compare_with_lane_walk(lines, enc, 4, {kMode, uint32_t(kMode & ~0x30u)}, rng, fill, {8, emu::kExec}) == 4 * 2 * enc.size());
}

TEST_CASE("valu: whole-wave v_cvt_f32_f16 equals the per-lane rule on every f16 encoding (halves, ABS / NEG)") {
    // Forms: the low half, the high half (OPSEL), -|x|, and an SGPR source; each runs on full
    // waves holding every f16 pattern once (in the half the form reads, the other half random).
    auto enc = assemble_lines({"v_cvt_f32_f16_e64 v3, v2", "v_cvt_f32_f16_e64 v3, v2",
                               "v_cvt_f32_f16_e64 v3, -|v2|", "v_cvt_f32_f16_e64 v3, |s20|"});
    enc[1][1] |= 0x08;   // VOP3 OPSEL[0] (bit 11): source 0's high half (llvm-mc-19 assembles no op_sel here)
    const bool hi_form[4] = {false, true, false, false};
    std::mt19937 rng(43);
    unsigned bad = 0, checked = 0;
    for (size_t f = 0; f < enc.size(); ++f) {
        for (uint32_t base = 0; base < 65536; base += 32) {
            if (f == 3 && base % 1024 != 0) continue;   // (an SGPR form: a sample of the patterns)
            Machine m;
            for (unsigned l = 0; l < 32; ++l) {
                const uint32_t h = base + l, other = uint32_t(rng()) & 0xffffu;
                m.v(2, l) = hi_form[f] ? (h << 16) | other : (other << 16) | h;
            }
            m.w.s[20] = base + uint32_t(rng() % 32);
            m.run(enc[f]);
            for (unsigned l = 0; l < 32; ++l) {
                uint16_t h = uint16_t(f == 3 ? m.w.s[20] : hi_form[f] ? m.v(2, l) >> 16 : m.v(2, l));
                if (f == 2) h = uint16_t((h & 0x7fffu) ^ 0x8000u);
                if (f == 3) h = uint16_t(h & 0x7fffu);
                bad += m.v(3, l) != emu::fp::cvt_f16_to_f32(h, true);
                ++checked;
            }
        }
    }
    CHECK(bad == 0);
    CHECK(checked == 3 * 65536 + 64 * 32);
}

TEST_CASE("valu: whole-wave v_pk_add/mul/fma_f16 equal the lane walk (op_sel, op_sel_hi, neg_lo, neg_hi, constants, SGPRs)") {
    const std::vector<std::string> lines = {
        "v_pk_add_f16 v4, v0, v1",
        "v_pk_mul_f16 v4, v0, v1 op_sel:[1,0] op_sel_hi:[0,1]",
        "v_pk_fma_f16 v4, v0, v1, v2 neg_lo:[1,0,1] neg_hi:[0,1,1]",
        "v_pk_fma_f16 v0, v0, s20, v2 op_sel:[0,1,1]",   // destination = source 0, an SGPR source
        "v_pk_add_f16 v4, v0, 1.0",
        "v_pk_mul_f16 v1, v1, v1 op_sel_hi:[1,0]",
        "v_pk_fma_f16 v4, v0, v1, v2 op_sel:[1,1,0] op_sel_hi:[0,0,1]",
        "v_pk_add_f16 v4, v0, v1 clamp",                  // clamp: the lane walk in both
    };
    const auto enc = assemble_lines(lines);
    const uint16_t special[] = {0x0000, 0x8000, 0x0001, 0x03ff, 0x0400, 0x3c00, 0xbc00, 0x7bff, 0x7c00, 0xfc00, 0x7e00, 0x7c01, 0x4200, 0x6156};
    std::mt19937 rng(53);
    auto half = [&]() { return rng() % 3 == 0 ? special[rng() % (sizeof special / 2)] : uint16_t(rng()); };
    auto fill = [&](Machine& m) {
        for (unsigned r = 0; r < 4; ++r)
            for (unsigned l = 0; l < 32; ++l) m.v(r, l) = uint32_t(half()) | (uint32_t(half()) << 16);
        m.w.s[20] = uint32_t(half()) | (uint32_t(half()) << 16);
    };
    // f16 denormals kept / flushed
    CHECK(compare_with_lane_walk(lines, enc, 30, {kMode, uint32_t(kMode & ~0xc0u)}, rng, fill) == 30 * 2 * enc.size());
}

TEST_CASE("valu: whole-wave f16 add / sub / subrev / mul / fma / fmac equal the lane walk (op_sel halves, ABS / NEG, SGPRs, constants)") {
    const std::vector<std::string> lines = {
        "v_add_f16 v4, v0, v1",
        "v_sub_f16_e64 v4, -v0, |v1|",
        "v_subrev_f16_e64 v4, v0, v1",                     // + OPSEL: source 0's high half, result to the high half
        "v_mul_f16_e64 v4, s20, -|v1|",                    // + OPSEL: source 1's high half
        "v_fma_f16 v4, v0, v1, v2 op_sel:[1,0,1,0]",
        "v_fma_f16 v0, -v0, 0.5, |v2| op_sel:[0,0,0,1]",   // destination = source 0
        "v_fmac_f16 v4, v0, v1",                           // C: the destination's low half
        "v_fmac_f16_e64 v4, v0, v1",                       // + OPSEL[3]: C and the result, the high half
        "v_add_f16_e64 v4, v0, v1 clamp",                  // clamp / omod: the lane walk in both
        "v_mul_f16_e64 v4, v0, v1 mul:2",
        "v_pack_b32_f16 v4, v0, v1",                       // F16_PACK's whole-wave form
        "v_pack_b32_f16 v4, -v0, |v1| op_sel:[1,0,0]",
        "v_pack_b32_f16 v0, v1, v0 op_sel:[0,1,0]",
        "v_cvt_pk_norm_i16_f16 v4, v0, -v1",
    };
    auto enc = assemble_lines(lines);
    // VOP3 OPSEL (bits 11-14: sources 0-2, destination) set in the encoding: llvm-mc-19 assembles
    // no op_sel for these (it accepts one on v_fmac_f16_e64 and drops it)
    enc[2][1] |= 0x08 | 0x40;
    enc[3][1] |= 0x10;
    enc[7][1] |= 0x40;
    const uint16_t special[] = {0x0000, 0x8000, 0x0001, 0x03ff, 0x0400, 0x3c00, 0xbc00, 0x7bff, 0x7c00, 0xfc00, 0x7e00, 0x7c01, 0x4200, 0x6156};
    std::mt19937 rng(59);
    auto half = [&]() { return rng() % 3 == 0 ? special[rng() % (sizeof special / 2)] : uint16_t(rng()); };
    auto fill = [&](Machine& m) {
        for (unsigned r = 0; r < 5; ++r)
            for (unsigned l = 0; l < 32; ++l) m.v(r, l) = uint32_t(half()) | (uint32_t(half()) << 16);
        m.w.s[20] = uint32_t(half()) | (uint32_t(half()) << 16);
    };
    // f16 denormals kept / flushed; IEEE off (omod applies)
    CHECK(compare_with_lane_walk(lines, enc, 30, {kMode, uint32_t(kMode & ~0xc0u), uint32_t(kMode & ~0x200u)}, rng, fill) == 30 * 3 * enc.size());
}

TEST_CASE("valu: whole-wave v_dot2_f32_f16 / v_dot2acc_f32_f16 equal the lane walk (op_sel, neg, S2's neg / abs, NaNs, modes)") {
    const std::vector<std::string> lines = {
        "v_dot2_f32_f16 v4, v0, v1, v2",
        "v_dot2_f32_f16 v4, v0, v1, v2 op_sel:[1,0,0] op_sel_hi:[0,1,1]",
        "v_dot2_f32_f16 v4, v0, v1, v2 neg_lo:[1,0,1] neg_hi:[0,1,1]",   // S2: neg_lo negates, neg_hi abs
        "v_dot2_f32_f16 v0, v0, s20, v0",                                 // destination = sources
        "v_dot2_f32_f16 v4, v0, v1, 1.0",
        "v_dot2_f32_f16 v4, v0, v1, v2 clamp",                            // clamp: the lane walk in both
        "v_dot2acc_f32_f16 v4, v0, v1",
        "v_dot2acc_f32_f16 v1, v1, v0",                                   // accumulator = source 0
    };
    const auto enc = assemble_lines(lines);
    const uint16_t special[] = {0x0000, 0x8000, 0x0001, 0x03ff, 0x0400, 0x3c00, 0xbc00, 0x7bff, 0x7c00, 0xfc00, 0x7e00, 0x7c01};
    std::mt19937 rng(67);
    auto half = [&]() { return rng() % 4 == 0 ? special[rng() % (sizeof special / 2)] : uint16_t(rng() & 0xbfffu); };
    int filled = 0;
    auto fill = [&](Machine& m) {
        const bool nan_free = (filled++ / int(3 * enc.size())) % 2 == 0;   // alternate rounds without NaNs (the SIMD path)
        for (unsigned r = 0; r < 5; ++r)
            for (unsigned l = 0; l < 32; ++l) {
                uint16_t lo = half(), hi = half();
                if (nan_free && emu::fp::is_nan_f16(lo)) lo = 0x3c00;
                if (nan_free && emu::fp::is_nan_f16(hi)) hi = 0xc000;
                m.v(r, l) = r == 2 && rng() % 2 ? uint32_t(rng()) & 0xbfffffffu : uint32_t(lo) | (uint32_t(hi) << 16);
            }
        m.w.s[20] = uint32_t(half()) | (uint32_t(half()) << 16);
    };
    // the default MODE; f16 denormals flushed; f32 denormals flushed
    CHECK(compare_with_lane_walk(lines, enc, 30, {kMode, uint32_t(kMode & ~0xc0u), uint32_t(kMode & ~0x30u)}, rng, fill) == 30 * 3 * enc.size());
}

TEST_CASE("valu: whole-wave v_cvt_f32_i32 / v_cvt_f32_u32 equal the lane walk (rounding edges, modes, modifiers)") {
    const std::vector<std::string> lines = {"v_cvt_f32_u32 v4, v0", "v_cvt_f32_i32 v4, v0", "v_cvt_f32_u32 v0, v0",
                                            "v_cvt_f32_i32_e64 v4, s20", "v_cvt_f32_u32_e64 v4, v0 mul:2",
                                            "v_cvt_f32_i32_e64 v4, v0 clamp"};
    const auto enc = assemble_lines(lines);
    const uint32_t edge[] = {0u, 1u, 0x00ffffffu, 0x01000001u, 0x01000003u, 0x7fffffffu, 0x80000000u, 0x80000001u,
                             0xfffffffeu, 0xffffffffu, 0x7fffff80u, 0xffffff7fu};
    std::mt19937 rng(73);
    auto fill = [&](Machine& m) {
        for (unsigned l = 0; l < 32; ++l) m.v(0, l) = rng() % 3 == 0 ? edge[rng() % (sizeof edge / 4)] : uint32_t(rng()) >> (rng() % 32);
        m.w.s[20] = uint32_t(rng());
    };
    // round to nearest even; toward zero and +inf (the lane walk in both); IEEE off (omod)
    CHECK(compare_with_lane_walk(lines, enc, 40, {kMode, uint32_t(kMode | 0x3u), uint32_t(kMode | 0x1u), uint32_t(kMode & ~0x200u)}, rng, fill) == 40 * 4 * enc.size());
}

TEST_CASE("valu: whole-wave F32_UNARY / F32_BINARY handlers equal the lane walk (modifiers, modes, special values)") {
    const std::vector<std::string> lines = {
        "v_fract_f32 v4, v0",
        "v_fract_f32_e64 v4, -|v0|",
        "v_trunc_f32 v4, v0",
        "v_trunc_f32_e64 v4, -|v0|",
        "v_ceil_f32 v4, v0",
        "v_ceil_f32_e64 v4, -|v0|",
        "v_rndne_f32 v4, v0",
        "v_rndne_f32_e64 v4, -|v0|",
        "v_floor_f32 v4, v0",
        "v_floor_f32_e64 v4, -|v0|",
        "v_log_f32 v4, v0",
        "v_log_f32_e64 v4, -|v0|",
        "v_rcp_f32 v4, v0",
        "v_rcp_f32_e64 v4, -|v0|",
        "v_rcp_iflag_f32 v4, v0",
        "v_rcp_iflag_f32_e64 v4, -|v0|",
        "v_rsq_f32 v4, v0",
        "v_rsq_f32_e64 v4, -|v0|",
        "v_sqrt_f32 v4, v0",
        "v_sqrt_f32_e64 v4, -|v0|",
        "v_sin_f32 v4, v0",
        "v_sin_f32_e64 v4, -|v0|",
        "v_cos_f32 v4, v0",
        "v_cos_f32_e64 v4, -|v0|",
        "v_frexp_mant_f32 v4, v0",
        "v_frexp_mant_f32_e64 v4, -|v0|",
        "v_ldexp_f32 v4, v0, v1",
        "v_ldexp_f32 v4, -v0, s20",
        "v_mul_dx9_zero_f32 v4, v0, v1",
        "v_mul_dx9_zero_f32_e64 v4, |v0|, -v1",
        "v_fmac_dx9_zero_f32 v4, v0, v1",
        "v_fmamk_f32 v4, v0, 0x40490fdb, v1",
        "v_fmaak_f32 v4, v0, v1, 0xbf000000",
        "v_fmaak_f32 v0, v0, v0, 0x3f800000",
        "v_sqrt_f32_e64 v4, v0 clamp",
        "v_cvt_u32_f32 v4, v0",                            // F32_TO_INT's whole-wave form
        "v_cvt_i32_f32_e64 v4, -|v0|",
        "v_cvt_floor_i32_f32 v0, v0",
        "v_cvt_nearest_i32_f32 v4, s20",
        "v_frexp_exp_i32_f32 v4, v0",
        "v_rcp_f32_e64 v4, v0 mul:2",
    };
    const auto enc = assemble_lines(lines);
    const uint32_t special[] = {0x00000000u, 0x80000000u, 0x00000001u, 0x807fffffu, 0x00800000u, 0x3f800000u, 0xbf800000u,
                                0x7f7fffffu, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0x7f800001u, 0x3effffffu, 0x4b000001u};
    std::mt19937 rng(79);
    auto value = [&]() { return rng() % 3 == 0 ? special[rng() % (sizeof special / 4)] : uint32_t(rng()); };
    auto fill = [&](Machine& m) {
        for (unsigned r = 0; r < 5; ++r)
            for (unsigned l = 0; l < 32; ++l) m.v(r, l) = value();
        m.w.s[20] = value();
    };
    // the default MODE; f32 denormals flushed; round toward zero; IEEE off (omod applies)
    CHECK(compare_with_lane_walk(lines, enc, 10, {kMode, uint32_t(kMode & ~0x30u), uint32_t(kMode | 0x3u), uint32_t(kMode & ~0x200u)}, rng, fill) == 10 * 4 * enc.size());
}

TEST_CASE("valu: integer compares (16/32/64-bit, signed and unsigned)") {
    Machine m;
    m.set(1, 0xffffffffu);   // -1
    m.set(2, 1);
    m.set64(4, 0xffffffffffffffffull);
    m.set64(6, 1);
    struct {
        const char* line;
        unsigned sreg;
        bool want;
    } cases[] = {
        {"v_cmp_lt_i32_e64 s8, v1, v2", 8, true},     {"v_cmp_lt_u32_e64 s8, v1, v2", 8, false},
        {"v_cmp_ge_i32_e64 s8, v1, v2", 8, false},    {"v_cmp_ne_u32_e64 s8, v1, v2", 8, true},
        {"v_cmp_eq_u32_e64 s8, v1, -1", 8, true},     {"v_cmp_t_i32_e64 s8, v1, v2", 8, true},
        {"v_cmp_f_u32_e64 s8, v1, v2", 8, false},     {"v_cmp_gt_i16_e64 s8, v1, v2", 8, false},
        {"v_cmp_gt_u16_e64 s8, v1, v2", 8, true},     {"v_cmp_le_i16 vcc_lo, v1, v2", 106, true},
        {"v_cmp_lt_i64 vcc_lo, v[4:5], v[6:7]", 106, true}, {"v_cmp_lt_u64 vcc_lo, v[4:5], v[6:7]", 106, false},
        {"v_cmp_eq_u64_e64 s8, v[4:5], -1", 8, true}, {"v_cmp_ne_i64_e64 s8, v[4:5], v[6:7]", 8, true},
        {"v_cmp_lt_i32 vcc_lo, s0, v2", 106, true},
    };
    m.w.s[0] = 0xfffffffeu;
    std::vector<std::string> lines;
    for (const auto& c : cases) lines.push_back(c.line);
    prefetch(lines);
    for (const auto& c : cases) {
        m.w.s[8] = 0x5a5a5a5au;
        m.w.s[emu::kVcc] = 0x5a5a5a5au;
        m.run(c.line);
        INFO(std::string(c.line));
        CHECK(hex(m.w.s[c.sreg]) == hex(c.want ? 0xffffffffu : 0u));
    }
}

TEST_CASE("valu: v_cmp_class") {
    prefetch({"v_cmp_class_f32 vcc_lo, v1, v3", "v_cmp_class_f16 vcc_lo, v2, v3", "v_cmp_class_f64_e64 s6, v[4:5], v3", "v_cmpx_class_f32_e64 v1, 0x3ff", "v_cmpx_class_f32 v1, v3"});
    Machine m;
    // One value of each class in lanes 0..9.
    const uint32_t v32[10] = {0x7f800001, 0x7fc00000, 0xff800000, 0xbf800000, 0x80000001,
                              0x80000000, 0x00000000, 0x00000001, 0x3f800000, 0x7f800000};
    const uint16_t v16[10] = {0x7c01, 0x7e00, 0xfc00, 0xbc00, 0x8001, 0x8000, 0x0000, 0x0001, 0x3c00, 0x7c00};
    const uint64_t v64[10] = {0x7ff0000000000001ull, 0x7ff8000000000000ull, 0xfff0000000000000ull,
                              0xbff0000000000000ull, 0x8000000000000001ull, 0x8000000000000000ull, 0,
                              1,                     0x3ff0000000000000ull, 0x7ff0000000000000ull};
    for (unsigned l = 0; l < 32; ++l) {
        const unsigned k = l % 10;
        m.v(1, l) = v32[k];
        m.v(2, l) = v16[k];
        m.v(4, l) = uint32_t(v64[k]);
        m.v(5, l) = uint32_t(v64[k] >> 32);
    }
    for (unsigned bit = 0; bit < 10; ++bit) {
        m.set(3, 1u << bit);
        uint32_t want = 0;
        for (unsigned l = 0; l < 32; ++l)
            if (l % 10 == bit) want |= 1u << l;
        m.run("v_cmp_class_f32 vcc_lo, v1, v3");
        CHECK(hex(m.w.s[emu::kVcc]) == hex(want));
        m.run("v_cmp_class_f16 vcc_lo, v2, v3");
        CHECK(hex(m.w.s[emu::kVcc]) == hex(want));
        m.run("v_cmp_class_f64_e64 s6, v[4:5], v3");
        CHECK(hex(m.w.s[6]) == hex(want));
    }
    m.w.s[emu::kExec] = 0xffffffffu;
    m.run("v_cmpx_class_f32_e64 v1, 0x3ff");
    CHECK(m.w.s[emu::kExec] == 0xffffffffu);
    m.run("v_cmpx_class_f32 v1, v3");   // v3 = +inf bit: lanes 9, 19, 29
    CHECK(hex(m.w.s[emu::kExec]) == hex((1u << 9) | (1u << 19) | (1u << 29)));
}

// ------------------------------------------------------------------ 16-bit halves (true16)

TEST_CASE("valu: 16-bit operands in register halves") {
    prefetch({"v_mov_b16_e32 v0.l, v0.h", "v_fma_f16 v0, v3, v3, v3 op_sel:[1,0,1,1]", "v_cvt_f32_f16_e64 v0, v3", "v_add_nc_u16 v0, s4, v1 op_sel:[1,0,0]"});
    Machine m;
    m.set(1, 0x00003c00u);
    m.set(2, 0x40000000u);
    m.set(0, 0x00001234u);
    // v_add_f16 v0.h, v1.l, v2.h: VOP2 e32 with the 8-bit fields' bit 7 as half select.
    m.run(assemble1("v_add_f16 v0.h, v1.l, v2.h", "-mattr=+real-true16"));
    CHECK(hex(m.v(0, 4)) == hex(0x42001234u));
    m.run("v_mov_b16_e32 v0.l, v0.h");
    CHECK(hex(m.v(0, 4)) == hex(0x42004200u));
    // VOPC f16 compare with vsrc1 = v2.h (set bit 7 of the field by hand).
    Bytes b = assemble1("v_cmp_lt_f16 vcc_lo, v1, v2");
    uint32_t w0;
    std::memcpy(&w0, b.data(), 4);
    w0 |= 0x80u << 9;
    std::memcpy(b.data(), &w0, 4);
    m.run(b);   // 1.0 < 2.0 (v2.h)
    CHECK(m.w.s[emu::kVcc] == 0xffffffffu);
    // VOP3 op_sel: sources and destination halves.
    m.set(3, 0x3c004000u);
    m.set(0, 0xabcdabcdu);
    m.run("v_fma_f16 v0, v3, v3, v3 op_sel:[1,0,1,1]");   // 1*2+1 -> high half
    CHECK(hex(m.v(0, 0)) == hex(0x4200abcdu));
    m.run("v_cvt_f32_f16_e64 v0, v3");
    CHECK(hex(m.v(0, 0)) == hex(0x40000000u));
    // SGPR sources honour op_sel too.
    m.w.s[4] = 0x44000000u;
    m.run("v_add_nc_u16 v0, s4, v1 op_sel:[1,0,0]");
    CHECK(hex(m.v(0, 0)) == hex(0x40008000u));
}

// ----------------------------------------------------------------------------------- DPP

TEST_CASE("valu: DPP16 lane remaps, masks, bound_ctrl and fi") {
    struct {
        const char* ctrl;
        int (*src)(int l);   // source lane, -1 = out of range
    } cases[] = {
        {"quad_perm:[3,2,1,0]", [](int l) { return (l & ~3) + 3 - (l & 3); }},
        {"quad_perm:[1,1,1,1]", [](int l) { return (l & ~3) + 1; }},
        {"row_shl:1", [](int l) { return (l & 15) + 1 < 16 ? l + 1 : -1; }},
        {"row_shl:15", [](int l) { return (l & 15) + 15 < 16 ? l + 15 : -1; }},
        {"row_shr:3", [](int l) { return (l & 15) >= 3 ? l - 3 : -1; }},
        {"row_ror:1", [](int l) { return (l & ~15) + (((l & 15) - 1) & 15); }},
        {"row_ror:15", [](int l) { return (l & ~15) + (((l & 15) - 15) & 15); }},
        {"row_mirror", [](int l) { return (l & ~15) + 15 - (l & 15); }},
        {"row_half_mirror", [](int l) { return (l & ~7) + 7 - (l & 7); }},
        {"row_share:3", [](int l) { return (l & ~15) + 3; }},
        {"row_xmask:5", [](int l) { return l ^ 5; }},
    };
    std::vector<std::string> all;
    for (const auto& c : cases)
        for (int bc = 0; bc < 2; ++bc)
            all.push_back(std::string("v_mov_b32_dpp v0, v1 ") + c.ctrl + " row_mask:0xf bank_mask:0xf" +
                          (bc ? " bound_ctrl:1" : ""));
    for (const char* extra : {"", " bound_ctrl:1", " fi:1"})
        all.push_back(std::string("v_mov_b32_dpp v0, v1 quad_perm:[1,1,1,1] row_mask:0xf bank_mask:0xf") + extra);
    all.push_back("v_mov_b32_dpp v0, v1 row_mirror row_mask:0x1 bank_mask:0x5");
    prefetch(all);
    for (const auto& c : cases) {
        for (int bc = 0; bc < 2; ++bc) {
            const std::string line = std::string("v_mov_b32_dpp v0, v1 ") + c.ctrl + " row_mask:0xf bank_mask:0xf" +
                                     (bc ? " bound_ctrl:1" : "");
            Machine m;
            for (unsigned l = 0; l < 32; ++l) m.v(1, l) = 100 + l;
            m.set(0, 0xdead);
            m.run(line);
            for (int l = 0; l < 32; ++l) {
                const int s = c.src(l);
                INFO(line << " lane " << l);
                CHECK(m.v(0, unsigned(l)) == (s < 0 ? (bc ? 0u : 0xdeadu) : uint32_t(100 + s)));
            }
        }
    }
    // row_mask / bank_mask: disabled rows and banks are not written.
    Machine m;
    for (unsigned l = 0; l < 32; ++l) m.v(1, l) = 100 + l;
    m.set(0, 0xdead);
    m.run("v_mov_b32_dpp v0, v1 row_mirror row_mask:0x1 bank_mask:0x5");
    for (unsigned l = 0; l < 32; ++l) {
        const bool on = l < 16 && (((l & 15) >> 2) == 0 || ((l & 15) >> 2) == 2);
        CHECK(m.v(0, l) == (on ? 100 + 15 - l : 0xdeadu));
    }
    // Inactive source lanes: not written, or 0 with bound_ctrl, or fetched with fi.
    for (int variant = 0; variant < 3; ++variant) {
        Machine k;
        for (unsigned l = 0; l < 32; ++l) k.v(1, l) = 100 + l;
        k.set(0, 0xdead);
        k.w.s[emu::kExec] = ~0x2u;   // lane 1 inactive
        const char* extra[3] = {"", " bound_ctrl:1", " fi:1"};
        k.run(std::string("v_mov_b32_dpp v0, v1 quad_perm:[1,1,1,1] row_mask:0xf bank_mask:0xf") + extra[variant]);
        const uint32_t want[3] = {0xdeadu, 0u, 101u};
        CHECK(k.v(0, 0) == want[variant]);
        CHECK(k.v(0, 1) == 0xdeadu);   // inactive lane never written
        CHECK(k.v(0, 5) == 105u);
    }
}

TEST_CASE("valu: DPP quad_perm on v_cndmask_b32 (the epilogue transposes) and with a disabled row") {
    // The 2 x 2 stage of the wide epilogue: dst = VCC ? own v2 : v1 of the partner lane (l ^ 1).
    const std::string cnd = "v_cndmask_b32_dpp v0, v1, v2, vcc_lo quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf";
    const std::string half = "v_mov_b32_dpp v0, v1 quad_perm:[2,3,0,1] row_mask:0x2 bank_mask:0xf";
    prefetch({cnd, half});
    Machine m;
    for (unsigned l = 0; l < 32; ++l) {
        m.v(1, l) = 100 + l;
        m.v(2, l) = 200 + l;
    }
    m.w.s[emu::kVccLo] = 0x55555555u;
    m.run(cnd);
    for (unsigned l = 0; l < 32; ++l) {
        INFO("lane " << l);
        CHECK(m.v(0, l) == ((l & 1) ? 100 + (l ^ 1) : 200 + l));
    }
    // The same with lanes 4-7 inactive: they are not written, the others read as before (an
    // inactive partner lane is read only with fi, which this form does not set: lanes 5 and 7,
    // whose partners are lanes 4 and 6, are inactive themselves).
    Machine p;
    for (unsigned l = 0; l < 32; ++l) {
        p.v(1, l) = 100 + l;
        p.v(2, l) = 200 + l;
    }
    p.set(0, 0xdead);
    p.w.s[emu::kVccLo] = 0x55555555u;
    p.w.s[emu::kExec] = ~0xf0u;
    p.run(cnd);
    for (unsigned l = 0; l < 32; ++l) {
        INFO("lane " << l);
        CHECK(p.v(0, l) == (l >= 4 && l < 8 ? 0xdeadu : (l & 1) ? 100 + (l ^ 1) : 200 + l));
    }
    // Row 0 disabled: its lanes keep their value, row 1 reads (l & ~3) + ((l & 3) ^ 2).
    Machine k;
    for (unsigned l = 0; l < 32; ++l) k.v(1, l) = 100 + l;
    k.set(0, 0xdead);
    k.run(half);
    for (unsigned l = 0; l < 32; ++l) {
        INFO("lane " << l);
        CHECK(k.v(0, l) == (l < 16 ? 0xdeadu : 100 + (l ^ 2)));
    }
}

TEST_CASE("valu: DPP with arithmetic, modifiers, VOP3 and VOPC") {
    prefetch({"v_add_f32_dpp v0, -v1, v2 row_mirror row_mask:0xf bank_mask:0xf", "v_add_f32_e64_dpp v0, v1, |v2| quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf", "v_lshlrev_b32_dpp v5, v3, v4 row_share:4 row_mask:0xf bank_mask:0xf", "v_cmp_gt_u32_dpp vcc_lo, v3, v4 row_shr:1 row_mask:0xf bank_mask:0xf"});
    Machine m;
    for (unsigned l = 0; l < 32; ++l) m.v(1, l) = bits(float(l));
    m.set(2, bits(0.5f));
    m.run("v_add_f32_dpp v0, -v1, v2 row_mirror row_mask:0xf bank_mask:0xf");
    for (unsigned l = 0; l < 32; ++l) CHECK(f32(m.v(0, l)) == -float((l & ~15u) + 15 - (l & 15)) + 0.5f);
    m.run("v_add_f32_e64_dpp v0, v1, |v2| quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf");
    for (unsigned l = 0; l < 32; ++l) CHECK(f32(m.v(0, l)) == float(l & ~3u) + 0.5f);
    // Shift counts: DPP applies to src0 (the shift amount of *rev shifts).
    for (unsigned l = 0; l < 32; ++l) m.v(3, l) = l;
    m.set(4, 1);
    m.run("v_lshlrev_b32_dpp v5, v3, v4 row_share:4 row_mask:0xf bank_mask:0xf");
    CHECK(m.v(5, 7) == 1u << 4);
    CHECK(m.v(5, 20) == 1u << 20);
    // VOPC with DPP.
    m.run("v_cmp_gt_u32_dpp vcc_lo, v3, v4 row_shr:1 row_mask:0xf bank_mask:0xf");
    // lane l compares lane l-1's value > 1; lanes 0 and 16 have no source (not written: 0).
    uint32_t want = 0;
    for (unsigned l = 0; l < 32; ++l)
        if ((l & 15) != 0 && l - 1 > 1) want |= 1u << l;
    CHECK(hex(m.w.s[emu::kVcc]) == hex(want));
}

TEST_CASE("valu: DPP8") {
    prefetch({"v_mov_b32_dpp v0, v1 dpp8:[7,6,5,4,3,2,1,0]", "v_add_nc_u32_dpp v0, v1, v2 dpp8:[1,1,1,1,1,1,1,1]", "v_mov_b32_dpp v0, v1 dpp8:[1,1,1,1,1,1,1,1]", "v_mov_b32_dpp v0, v1 dpp8:[1,1,1,1,1,1,1,1] fi:1"});
    Machine m;
    for (unsigned l = 0; l < 32; ++l) m.v(1, l) = 100 + l;
    m.run("v_mov_b32_dpp v0, v1 dpp8:[7,6,5,4,3,2,1,0]");
    for (unsigned l = 0; l < 32; ++l) CHECK(m.v(0, l) == 100 + (l & ~7u) + 7 - (l & 7));
    m.set(2, 1);
    m.run("v_add_nc_u32_dpp v0, v1, v2 dpp8:[1,1,1,1,1,1,1,1]");
    for (unsigned l = 0; l < 32; ++l) CHECK(m.v(0, l) == 101 + (l & ~7u) + 1);
    m.w.s[emu::kExec] = ~0x2u;
    m.set(0, 0);
    m.run("v_mov_b32_dpp v0, v1 dpp8:[1,1,1,1,1,1,1,1]");
    CHECK(m.v(0, 0) == 0u);   // inactive source, FI = 0: reads 0
    m.run("v_mov_b32_dpp v0, v1 dpp8:[1,1,1,1,1,1,1,1] fi:1");
    CHECK(m.v(0, 0) == 101u);
    CHECK(m.v(0, 9) == 109u);
}

TEST_CASE("valu: v_cvt_f16_f32 with OPSEL[3] writes the high half and keeps the low one") {
    // llvm-mc-19 takes no op_sel on gfx1151's v_cvt_f16_f32, so OPSEL[3] (the destination's
    // high half: VOP3 bit 14) is set in the encoding. Whole wave and partial EXEC, in the default
    // MODE (the whole-wave path) and with f16 round toward zero (the per-lane one).
    Bytes b = assemble1("v_cvt_f16_f32_e64 v0, v1");
    REQUIRE(b.size() == 8);
    b[1] = uint8_t(b[1] | 0x40);
    std::mt19937 rng(77);
    for (const uint32_t mode : {kMode, kMode | 0xcu})
        for (const uint32_t exec : {0xffffffffu, 0x00ff00f0u}) {
            Machine m;
            m.w.mode = mode;
            m.w.s[emu::kExec] = exec;
            std::vector<uint32_t> x(32), old(32);
            for (unsigned l = 0; l < 32; ++l) {
                x[l] = emu::fp::bits_of(float(int(rng() % 2000001) - 1000000) / 7.0f);
                old[l] = uint32_t(rng());
                m.v(1, l) = x[l];
                m.v(0, l) = old[l];
            }
            m.run(b);
            const emu::fp::Round r = emu::fp::Round((mode >> 2) & 3);
            INFO("MODE " << std::hex << mode << ", EXEC " << exec);
            for (unsigned l = 0; l < 32; ++l) {
                const uint32_t h = emu::fp::cvt_f32_to_f16(x[l], r, true, true);
                CHECK(m.v(0, l) == (((exec >> l) & 1) ? (old[l] & 0xffffu) | (h << 16) : old[l]));
            }
        }
}

TEST_CASE("valu: v_mov_b32's VOP3 neg and abs bits apply on every path") {
    // llvm-mc-19 takes no modifier on v_mov_b32, so the bits are set in the encoding: VOP3 ABS is
    // bits [10:8] of the first dword, NEG bits [31:29] of the second. The emulator applies them
    // as the float modifiers of source 0, with every lane active (the whole-wave copy) or not.
    for (const char* src : {"v1", "s1"}) {
        const Bytes plain = assemble1(std::string("v_mov_b32_e64 v0, ") + src);
        REQUIRE(plain.size() == 8);
        for (int mods = 0; mods < 4; ++mods) {   // bit 0: neg, bit 1: abs
            Bytes b = plain;
            if (mods & 1) b[7] = uint8_t(b[7] | 0x20);
            if (mods & 2) b[1] = uint8_t(b[1] | 0x01);
            for (const uint32_t exec : {0xffffffffu, 0x0000fff0u}) {
                Machine m;
                m.w.s[emu::kExec] = exec;
                m.w.s[1] = 0xc0000000u;   // -2.0
                m.set(1, 0xc0000000u);
                m.set(0, 7u);
                m.run(b);
                uint32_t want = 0xc0000000u;
                if (mods & 2) want &= 0x7fffffffu;
                if (mods & 1) want ^= 0x80000000u;
                INFO(src << ", mods " << mods << ", EXEC " << std::hex << exec);
                for (unsigned l = 0; l < 32; ++l) CHECK(m.v(0, l) == (((exec >> l) & 1) ? want : 7u));
            }
        }
    }
}

TEST_CASE("valu: unsupported DPP control faults") {
    Bytes b = assemble1("v_mov_b32_dpp v0, v1 row_mirror row_mask:0xf bank_mask:0xf");
    // dpp_ctrl is DPP word bits [16:8] = byte 5 and bit 0 of byte 6: make it 0x130 (gfx9 wave_shl).
    b[5] = 0x30;
    b[6] = uint8_t(b[6] | 1);
    Machine m;
    try {
        m.run(b);
        FAIL("no fault");
    } catch (const emu::Fault& f) {
        CHECK(f.message.find("DPP control 0x130 not supported") != std::string::npos);
    }
}

// ----------------------------------------------------------------------------------- VOPD

TEST_CASE("valu: VOPD reads every source before writing") {
    prefetch({"v_dual_mul_f32 v0, v1, v2 :: v_dual_add_f32 v1, v0, v3", "v_dual_fmac_f32 v0, v1, v2 :: v_dual_fmac_f32 v1, v0, v3", "v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v1, v0"});
    Machine m;
    m.set(0, bits(10.0f));
    m.set(1, bits(2.0f));
    m.set(2, bits(3.0f));
    m.set(3, bits(1.0f));
    m.run("v_dual_mul_f32 v0, v1, v2 :: v_dual_add_f32 v1, v0, v3");
    CHECK(f32(m.v(0, 5)) == 6.0f);    // X used the old v1 = 2
    CHECK(f32(m.v(1, 5)) == 11.0f);   // Y used the old v0 = 10
    m.set(0, bits(10.0f));
    m.set(1, bits(2.0f));
    m.run("v_dual_fmac_f32 v0, v1, v2 :: v_dual_fmac_f32 v1, v0, v3");
    CHECK(f32(m.v(0, 5)) == 16.0f);   // 10 + 2*3
    CHECK(f32(m.v(1, 5)) == 12.0f);   // 2 + 10*1
    m.set(0, 1);
    m.set(1, 2);
    m.run("v_dual_mov_b32 v0, v1 :: v_dual_mov_b32 v1, v0");   // a swap
    CHECK(m.v(0, 9) == 2u);
    CHECK(m.v(1, 9) == 1u);
}

namespace {
// VOPD lines covering the whole-wave operations and the per-lane ones, scalar and literal sources.
const std::vector<std::string> kVopdDiffLines = {
    "v_dual_fmac_f32 v0, v1, v2 :: v_dual_fmac_f32 v3, v4, v5",
    "v_dual_fmaak_f32 v0, v1, v2, 0x3fc00000 :: v_dual_mul_f32 v3, v4, v5",
    "v_dual_fmamk_f32 v0, v1, 0xc0200000, v2 :: v_dual_add_f32 v3, s0, v5",
    "v_dual_mul_f32 v0, s1, v2 :: v_dual_fmac_f32 v3, 0.5, v5",
    "v_dual_add_f32 v0, v1, v2 :: v_dual_mov_b32 v3, v6",
    "v_dual_mov_b32 v0, s0 :: v_dual_add_nc_u32 v3, v4, v5",
    "v_dual_fmac_f32 v0, v1, v2 :: v_dual_lshlrev_b32 v3, v4, v5",
    "v_dual_mul_f32 v0, v1, v2 :: v_dual_and_b32 v3, v4, v5",
    "v_dual_max_f32 v0, v1, v2 :: v_dual_fmac_f32 v3, v4, v5",
    "v_dual_sub_f32 v0, v1, v2 :: v_dual_mul_f32 v3, v4, v5",
    "v_dual_cndmask_b32 v0, v1, v2 :: v_dual_add_f32 v3, v4, v5",
    "v_dual_fmac_f32 v0, v3, v2 :: v_dual_fmac_f32 v3, v0, v5",   // each half reads the other's destination
};

// Operand values: special f32 encodings and random bits.
uint32_t vopd_operand(std::mt19937& rng) {
    static const uint32_t special[] = {0, 0x80000000u, 0x3f800000u, 0xbf800000u, 0x00000001u, 0x807fffffu,
                                       0x00800000u, 0x7f7fffffu, 0xff7fffffu, 0x7f800000u, 0xff800000u,
                                       0x7fc00000u, 0xffc00001u, 0x7f800001u, 0x7fa00000u, 0x5f000000u,
                                       0x20000000u, 0x3f000001u};
    return rng() % 3 == 0 ? special[rng() % (sizeof special / sizeof special[0])] : uint32_t(rng());
}

// Random registers, EXEC (full half the time) and MODE on `m`.
void vopd_randomise(Machine& m, std::mt19937& rng, bool nans) {
    for (unsigned r = 0; r < 8; ++r)
        for (unsigned l = 0; l < 32; ++l) {
            uint32_t x = vopd_operand(rng);
            if (!nans && (x & 0x7fffffffu) > 0x7f800000u) x = 0x3f800000u;
            m.v(r, l) = x;
        }
    m.w.s[0] = vopd_operand(rng);
    m.w.s[1] = vopd_operand(rng);
    m.w.s[emu::kVcc] = uint32_t(rng());
    m.w.s[emu::kExec] = rng() % 2 ? 0xffffffffu : uint32_t(rng());
    static const uint32_t modes[] = {kMode, kMode, kMode, kModeNoF32Denorm, kMode | 3, kMode | 1, 0x3d0};
    m.w.mode = modes[rng() % (sizeof modes / sizeof modes[0])];
}
}  // namespace

TEST_CASE("valu: the VOPD handler equals the per-lane path bit for bit (random and special operands, EXEC, MODE)") {
    prefetch(kVopdDiffLines);
    std::mt19937 rng(20261125);
    unsigned trials = 0;
    for (const auto& line : kVopdDiffLines) {
        const emu::Inst in = decode(assemble1(line));
        for (int t = 0; t < 60; ++t) {
            Machine m;
            vopd_randomise(m, rng, t % 4 != 0);
            INFO(line << " trial " << t << " mode " << hex(m.w.mode) << " exec " << hex(m.w.s[emu::kExec]));
            CHECK(m.vopd_agrees(in, emu::vopd_handler()));
            ++trials;
        }
    }
    CHECK(trials == kVopdDiffLines.size() * 60);
}

// A case of the unary whole-wave tests below: the source is v1 (src 1), the destination v0 (0),
// s1 (100) or the instruction's constant (200), with its |x| and -x.
struct UnaryWaveCase {
    const char* line;
    unsigned src;
    bool neg, abs;
};

// Runs each case 200 times on random registers (v0, v1 and s1 from `operand`; MODE the default
// when default_mode, else vopd_randomise's; EXEC full one time in three): every lane of v0 under
// EXEC must be want(x, its old value), x the source lane with its modifiers (`constant` for
// src 200), and every other lane keep its value.
template <size_t N, class Operand, class Want>
void check_unary_wave(const UnaryWaveCase (&cases)[N], uint32_t constant, bool default_mode, std::mt19937& rng,
                      Operand operand, Want want) {
    std::vector<std::string> lines;
    for (const UnaryWaveCase& c : cases) lines.push_back(c.line);
    prefetch(lines);
    for (const UnaryWaveCase& c : cases) {
        const emu::Inst in = decode(assemble1(c.line));
        for (int t = 0; t < 200; ++t) {
            Machine m;
            vopd_randomise(m, rng, true);
            if (default_mode) m.w.mode = kMode;
            for (unsigned r = 0; r < 2; ++r)
                for (unsigned l = 0; l < 32; ++l) m.v(r, l) = operand();
            m.w.s[1] = operand();
            if (t % 3 == 0) m.w.s[emu::kExec] = 0xffffffffu;
            const std::vector<uint32_t> before = m.vgprs;
            const uint32_t exec = m.w.s[emu::kExec];
            m.run(in);
            INFO(c.line << " trial " << t << " exec " << hex(exec));
            unsigned bad = 0;
            for (unsigned l = 0; l < 32; ++l) {
                uint32_t x = c.src == 100 ? m.w.s[1] : c.src == 200 ? constant : before[c.src * 32 + l];
                if (c.abs) x &= 0x7fffffffu;
                if (c.neg) x ^= 0x80000000u;
                const uint32_t expect = ((exec >> l) & 1) ? want(x, before[l]) : before[l];
                bad += m.v(0, l) != expect;
            }
            CHECK(bad == 0);
        }
    }
}

TEST_CASE("valu: v_exp_f32's whole-wave path equals the per-lane rule bit for bit") {
    // Without output modifiers v_exp_f32 takes lanes::f32_exp2 for the lanes it can do and the
    // scalar rule for the rest (NaNs, infinities, 2^x outside the normal range): random and
    // special operands, values around the range's ends, partial EXEC, VGPR, SGPR and constant
    // sources, |x| and -x, the destination also the source, any MODE (the rule ignores it).
    auto rule = [](uint32_t x, uint32_t) {   // fp's rule: denormals flushed on input and output
        x = emu::fp::flush_denorm_f32(x);
        if (emu::fp::is_nan_f32(x)) return emu::fp::quiet_f32(x);
        return emu::fp::cvt_f64_to_f32_rne_hostfp(std::exp2(double(emu::fp::f32_from_bits(x))), false);
    };
    static const UnaryWaveCase cases[] = {
        {"v_exp_f32 v0, v1", 1, false, false},
        {"v_exp_f32 v0, v0", 0, false, false},
        {"v_exp_f32_e64 v0, -|v1|", 1, true, true},
        {"v_exp_f32_e64 v0, -v1", 1, true, false},
        {"v_exp_f32 v0, s1", 100, false, false},
        {"v_exp_f32 v0, -4.0", 200, false, false},
    };
    std::mt19937 rng(20261128);
    auto operand = [&] {
        switch (rng() % 4) {
            case 0: return vopd_operand(rng);
            case 1: return emu::fp::bits_of(float(int(rng() % 2000001) - 1000000) / 3900.0f);   // about [-256, 256]
            case 2: {   // next to the fast range's ends and the normal range's
                static const float ends[] = {-125.0f, 127.0f, -126.0f, 128.0f, -149.0f, -150.0f, 0.0f};
                const uint32_t b = emu::fp::bits_of(ends[rng() % 7]);
                return b + uint32_t(int(rng() % 9) - 4);
            }
            default: return uint32_t(rng());
        }
    };
    check_unary_wave(cases, 0xc0800000u, false, rng, operand, rule);
}

TEST_CASE("valu: v_cvt_f16_f32's whole-wave path equals the per-lane rule bit for bit") {
    // Without output modifiers, in a MODE with f16 round to nearest even and denormals kept,
    // v_cvt_f16_f32 converts the wave with lanes::f16_from_f32 (NaN lanes by fp's rule): random
    // and special operands, partial EXEC, VGPR, SGPR and constant sources, |x| and -x, the
    // destination also the source; the high half of each written lane kept.
    static const UnaryWaveCase cases[] = {
        {"v_cvt_f16_f32 v0, v1", 1, false, false},
        {"v_cvt_f16_f32 v0, v0", 0, false, false},
        {"v_cvt_f16_f32_e64 v0, -|v1|", 1, true, true},
        {"v_cvt_f16_f32_e64 v0, -v1", 1, true, false},
        {"v_cvt_f16_f32 v0, s1", 100, false, false},
        {"v_cvt_f16_f32 v0, 0.5", 200, false, false},
    };
    std::mt19937 rng(20261129);
    auto operand = [&] {
        switch (rng() % 3) {
            case 0: return vopd_operand(rng);
            case 1: return emu::fp::bits_of(float(int(rng() % 2000001) - 1000000) / 7.0f);   // about f16's range
            default: return uint32_t(rng());
        }
    };
    check_unary_wave(cases, 0x3f000000u, true, rng, operand,
                     [](uint32_t x, uint32_t old) { return (old & 0xffff0000u) | emu::fp::cvt_f32_to_f16(x); });
}

TEST_CASE("valu: the whole-wave f32 add / sub / mul / fma / min / max path equals the scalar rules bit for bit") {
    // v_add/sub/subrev/mul/fmac/fma/min/max/min3/max3_f32 without output modifiers in the default
    // MODE take the whole-wave path (emu/exec/lanes.hpp): random and special operands (NaNs, infinities, -0,
    // denormals), partial EXEC, VGPR, SGPR and constant sources, |x| and -x; every lane against
    // fp.hpp's rule, and the lanes outside EXEC unchanged.
    using Ref = uint32_t (*)(uint32_t v1, uint32_t v2, uint32_t v3, uint32_t d, uint32_t s1);
    struct Case {
        const char* line;
        Ref ref;
    };
    using namespace emu::fp;
    constexpr uint32_t S = 0x80000000u;
    static const Case cases[] = {
        {"v_add_f32 v0, v1, v2", [](uint32_t a, uint32_t b, uint32_t, uint32_t, uint32_t) { return add_f32(a, b); }},
        {"v_add_f32 v0, 0.5, v2", [](uint32_t, uint32_t b, uint32_t, uint32_t, uint32_t) { return add_f32(0x3f000000u, b); }},
        {"v_add_f32_e64 v0, -v1, |v2|",
         [](uint32_t a, uint32_t b, uint32_t, uint32_t, uint32_t) { return add_f32(a ^ S, b & ~S); }},
        {"v_sub_f32 v0, v1, v2", [](uint32_t a, uint32_t b, uint32_t, uint32_t, uint32_t) { return add_f32(a, b ^ S); }},
        {"v_sub_f32_e64 v0, v1, -|v2|",
         [](uint32_t a, uint32_t b, uint32_t, uint32_t, uint32_t) { return add_f32(a, (b | S) ^ S); }},
        {"v_subrev_f32 v0, v1, v2", [](uint32_t a, uint32_t b, uint32_t, uint32_t, uint32_t) { return add_f32(b, a ^ S); }},
        {"v_mul_f32 v0, v1, v2", [](uint32_t a, uint32_t b, uint32_t, uint32_t, uint32_t) { return mul_f32(a, b); }},
        {"v_mul_f32 v0, s1, v2", [](uint32_t, uint32_t b, uint32_t, uint32_t, uint32_t s1) { return mul_f32(s1, b); }},
        {"v_mul_f32_e64 v0, |v1|, -s1",
         [](uint32_t a, uint32_t, uint32_t, uint32_t, uint32_t s1) { return mul_f32(a & ~S, s1 ^ S); }},
        {"v_mul_f32_e64 v0, v1, -|s1|",
         [](uint32_t a, uint32_t, uint32_t, uint32_t, uint32_t s1) { return mul_f32(a, (s1 & ~S) ^ S); }},
        {"v_add_f32_e64 v0, |s1|, v2",
         [](uint32_t, uint32_t b, uint32_t, uint32_t, uint32_t s1) { return add_f32(s1 & ~S, b); }},
        {"v_fmac_f32 v0, v1, v2", [](uint32_t a, uint32_t b, uint32_t, uint32_t d, uint32_t) { return fma_f32(a, b, d); }},
        {"v_fma_f32 v0, v1, v2, v3", [](uint32_t a, uint32_t b, uint32_t c, uint32_t, uint32_t) { return fma_f32(a, b, c); }},
        {"v_fma_f32 v0, v1, s1, -v3",   // softmax's c S - m
         [](uint32_t a, uint32_t, uint32_t c, uint32_t, uint32_t s1) { return fma_f32(a, s1, c ^ S); }},
        // min / max: the whole-wave order (-0 < +0) when no lane holds a NaN, else the per-lane rule
        {"v_max_f32 v0, v1, v2", [](uint32_t a, uint32_t b, uint32_t, uint32_t, uint32_t) { return max_f32(a, b, true); }},
        {"v_min_f32 v0, v1, v2", [](uint32_t a, uint32_t b, uint32_t, uint32_t, uint32_t) { return min_f32(a, b, true); }},
        {"v_max3_f32 v0, v1, v2, v3",
         [](uint32_t a, uint32_t b, uint32_t c, uint32_t, uint32_t) { return max_f32(max_f32(a, b, true), c, true); }},
        {"v_min3_f32 v0, -v1, s1, |v3|", [](uint32_t a, uint32_t, uint32_t c, uint32_t, uint32_t s1) {
             return min_f32(min_f32(a ^ S, s1, true), c & ~S, true);
         }},
    };
    std::vector<std::string> lines;
    for (const Case& c : cases) lines.push_back(c.line);
    prefetch(lines);
    std::mt19937 rng(20261127);
    for (const Case& c : cases) {
        const emu::Inst in = decode(assemble1(c.line));
        const emu::Handler h = valu_table().find(in.info->name);
        REQUIRE(bool(h));
        for (int t = 0; t < 60; ++t) {
            Machine m;
            vopd_randomise(m, rng, t % 4 != 0);
            m.w.mode = kMode;
            const std::vector<uint32_t> before = m.vgprs;
            const uint32_t exec = m.w.s[emu::kExec], s1 = m.w.s[1];
            h(m.w, in);
            INFO(c.line << " trial " << t << " exec " << hex(exec));
            unsigned bad = 0;
            for (unsigned l = 0; l < 32; ++l) {
                const uint32_t d = before[l];
                const uint32_t want = ((exec >> l) & 1) ? c.ref(before[32 + l], before[64 + l], before[96 + l], d, s1) : d;
                if (m.v(0, l) != want) ++bad;
            }
            CHECK(bad == 0);
        }
    }
}

TEST_CASE("valu: v_perm_b32 fast paths (f16 packing pairs, scalar and per-lane byte selectors) equal the byte rule") {
    // Byte rule for selectors < 8: data = {S0, S1}; byte s < 4 of the selector picks byte s of S1,
    // 4..7 byte s - 4 of S0. Random data, partial EXEC, the destination also a source; the
    // portable handler and, where the host has AVX2, the AVX2 one.
    auto perm = [](uint32_t s0, uint32_t s1, uint32_t sel) {
        const uint64_t data = (uint64_t(s0) << 32) | s1;
        uint32_t r = 0;
        for (unsigned i = 0; i < 4; ++i) r |= uint32_t((data >> (8 * ((sel >> (8 * i)) & 7))) & 0xffu) << (8 * i);
        return r;
    };
    struct Case {
        const char* line;
        unsigned dst, a, b;   // VGPRs
        uint32_t sel;
    };
    static const Case cases[] = {
        {"v_perm_b32 v0, v1, v2, 0x5040100", 0, 1, 2, 0x05040100u},
        {"v_perm_b32 v0, v1, v2, 0x7060302", 0, 1, 2, 0x07060302u},
        {"v_perm_b32 v1, v1, v2, 0x5040100", 1, 1, 2, 0x05040100u},   // destination = S0
        {"v_perm_b32 v2, v1, v2, 0x7060302", 2, 1, 2, 0x07060302u},   // destination = S1
        {"v_perm_b32 v0, v1, v2, 0x1000504", 0, 1, 2, 0x01000504u},   // the general scalar-selector path
        {"v_perm_b32 v0, v1, v2, v3", 0, 1, 2, 0},                      // a selector per lane (from v3)
        {"v_perm_b32 v3, v1, v2, v3", 3, 1, 2, 0},                      // ... which is also the destination
        {"v_perm_b32 v0, v1, v2, s4", 0, 1, 2, 0x03070206u},            // an SGPR selector (s4 = sel)
        {"v_perm_b32 v2, v1, v2, s4", 2, 1, 2, 0x04050607u},            // ... all of S0's bytes, reversed
        {"v_perm_b32 v1, v1, v2, s4", 1, 1, 2, 0x01010101u},            // ... S1's byte 1 four times
    };
    std::vector<std::string> lines;
    for (const Case& c : cases) lines.push_back(c.line);
    prefetch(lines);
    std::mt19937 rng(5);
    std::vector<bool> forms = {false};
    if (emu::host_simd_avx2(emu::HostSimd::Auto)) {
        forms.push_back(true);
        const bool differ = valu_table(true).find("v_perm_b32") != valu_table(false).find("v_perm_b32");
        REQUIRE(differ);   // the AVX2 form is the one registered
    }
    for (const bool avx2 : forms)
    for (const Case& c : cases) {
        const emu::Inst in = decode(assemble1(c.line));
        for (int t = 0; t < 20; ++t) {
            Machine m;
            m.avx2 = avx2;
            m.w.s[4] = c.sel;
            for (unsigned r = 0; r < 4; ++r)
                for (unsigned l = 0; l < 32; ++l) m.v(r, l) = uint32_t(rng());
            for (unsigned l = 0; l < 32; ++l) m.v(3, l) &= 0x07070707u;   // per-lane selectors picking data bytes
            m.w.s[emu::kExec] = t % 2 ? 0xffffffffu : t == 4 ? 0u : uint32_t(rng());
            const std::vector<uint32_t> before = m.vgprs;
            const uint32_t exec = m.w.s[emu::kExec];
            m.run(in);
            INFO(std::string(c.line) << " trial " << t << std::string(avx2 ? " (AVX2 form)" : " (portable)"));
            unsigned bad = 0;
            for (unsigned l = 0; l < 32; ++l) {
                const uint32_t old = before[c.dst * 32 + l];
                const uint32_t sel = c.sel ? c.sel : before[3 * 32 + l];
                const uint32_t want = ((exec >> l) & 1) ? perm(before[c.a * 32 + l], before[c.b * 32 + l], sel) : old;
                if (m.v(c.dst, l) != want) ++bad;
            }
            CHECK(bad == 0);
        }
    }
}

TEST_CASE("valu: v_perm_b32 with DPP or a selector byte >= 8 is the portable handler's in either table") {
    // The forms the AVX2 handler hands to the portable one: both tables must give the same lanes.
    const std::vector<std::string> lines = {
        "v_perm_b32_e64_dpp v0, v1, v2, s4 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
        "v_perm_b32 v0, v1, v2, s5",   // s5 has selector bytes >= 8 (constants and sign fills)
        "v_perm_b32 v0, v1, v2, 0",    // an inline constant
        "v_perm_b32 v0, v1, v2, v3",   // a selector per lane, random: bytes >= 8 in most lanes
    };
    prefetch(lines);
    std::mt19937 rng(8);
    for (const std::string& line : lines) {
        const emu::Inst in = decode(assemble1(line));
        for (int t = 0; t < 10; ++t) {
            std::vector<uint32_t> out[2];
            const uint32_t exec = t % 2 ? 0xffffffffu : uint32_t(rng());
            std::vector<uint32_t> init(64 * 32);
            for (auto& x : init) x = uint32_t(rng());
            for (const bool avx2 : {false, true}) {
                Machine m;
                m.avx2 = avx2;
                m.vgprs = init;
                m.w.v = m.vgprs.data();
                m.w.s[4] = 0x07060302u;
                m.w.s[5] = 0x0c0d0809u;
                m.w.s[emu::kExec] = exec;
                m.run(in);
                out[avx2] = m.vgprs;
            }
            INFO(line << " trial " << t);
            CHECK(out[1] == out[0]);
            CHECK(out[0] != init);
        }
    }
}

TEST_CASE("valu: the specialised fmac :: fmac VOPD handler equals the per-lane path bit for bit") {
    // The decoder's choice (vopd_handler_name): both halves v_dual_fmac_f32 with VGPR sources.
    const std::vector<std::string> lines = {
        "v_dual_fmac_f32 v0, v1, v2 :: v_dual_fmac_f32 v3, v4, v5",
        "v_dual_fmac_f32 v0, v3, v2 :: v_dual_fmac_f32 v3, v0, v5",   // each half reads the other's destination
        "v_dual_fmac_f32 v0, v0, v1 :: v_dual_fmac_f32 v3, v1, v0",   // sources that are a destination
        "v_dual_fmac_f32 v0, v1, v2 :: v_dual_fmac_f32 v3, 0.5, v5",  // an inline constant: the general handler
        "v_dual_fmac_f32 v0, s1, v2 :: v_dual_fmac_f32 v3, v4, v5",   // an SGPR: the general handler
    };
    prefetch(lines);
    CHECK(std::string(emu::vopd_handler_name(decode(assemble1(lines[0])))) == "<vopd:fmac,fmac>");
    CHECK(std::string(emu::vopd_handler_name(decode(assemble1(lines[2])))) == "<vopd:fmac,fmac>");
    CHECK(std::string(emu::vopd_handler_name(decode(assemble1(lines[3])))) == "<vopd>");
    CHECK(std::string(emu::vopd_handler_name(decode(assemble1(lines[4])))) == "<vopd>");
    CHECK(std::string(emu::vopd_handler_name(decode(assemble1(kVopdDiffLines[1])))) == "<vopd>");
    std::mt19937 rng(11);
    for (const auto& line : lines) {
        const emu::Inst in = decode(assemble1(line));
        const emu::Handler h = valu_table().find(emu::vopd_handler_name(in));
        REQUIRE(bool(h));
        for (int t = 0; t < 80; ++t) {
            Machine m;
            vopd_randomise(m, rng, t % 4 != 0);   // NaNs, denormals, partial EXEC, other MODEs
            INFO(line << " trial " << t << " mode " << hex(m.w.mode) << " exec " << hex(m.w.s[emu::kExec]));
            CHECK(m.vopd_agrees(in, h));
        }
    }
}

TEST_CASE("valu: the fmac :: fmac VOPD handler leaves any register past the allocation to the general path, which faults") {
    // Each of the six registers in turn past the wave's 16 VGPRs: the specialised handler's bound
    // test must cover every one (a register it missed would be read or written past the file).
    const std::vector<std::string> lines = {
        "v_dual_fmac_f32 v20, v1, v2 :: v_dual_fmac_f32 v3, v4, v5",
        "v_dual_fmac_f32 v0, v21, v2 :: v_dual_fmac_f32 v3, v4, v5",
        "v_dual_fmac_f32 v0, v1, v22 :: v_dual_fmac_f32 v3, v4, v5",
        "v_dual_fmac_f32 v0, v1, v2 :: v_dual_fmac_f32 v23, v4, v5",
        "v_dual_fmac_f32 v0, v1, v2 :: v_dual_fmac_f32 v3, v24, v5",
        "v_dual_fmac_f32 v0, v1, v2 :: v_dual_fmac_f32 v3, v4, v25",
    };
    prefetch(lines);
    for (const auto& line : lines) {
        INFO(line);
        const emu::Inst in = decode(assemble1(line));
        REQUIRE(std::string(emu::vopd_handler_name(in)) == "<vopd:fmac,fmac>");
        const emu::Handler h = valu_table().find(emu::vopd_handler_name(in));
        REQUIRE(bool(h));
        Machine m;
        m.w.nvgpr = 16;
        CHECK_THROWS_AS(h(m.w, in), emu::Fault);
    }
}

// A whole-wave handler that forgets EXEC (writes all 32 lanes): the differential check must fail.
void vopd_ignoring_exec(emu::Wave& w, const emu::Inst& in) {
    const uint32_t exec = w.s[emu::kExec];
    w.s[emu::kExec] = 0xffffffffu;
    emu::vopd_handler()(w, in);
    w.s[emu::kExec] = exec;
}

TEST_CASE("valu: the VOPD differential check catches a handler that ignores EXEC (negative test)") {
    prefetch(kVopdDiffLines);
    std::mt19937 rng(7);
    const emu::Inst in = decode(assemble1(kVopdDiffLines[0]));
    unsigned caught = 0;
    for (int t = 0; t < 20; ++t) {
        Machine m;
        vopd_randomise(m, rng, false);
        m.w.s[emu::kExec] = 0x0000ffffu;   // half the lanes off
        if (!m.vopd_agrees(in, vopd_ignoring_exec)) ++caught;
    }
    CHECK(caught == 20);
}

TEST_CASE("valu: VOPD operations") {
    struct {
        const char* line;
        uint32_t x, y;   // expected v10 (X) and v11 (Y) lane 0
    } cases[] = {
        {"v_dual_fmaak_f32 v10, v1, v2, 0x40000000 :: v_dual_mov_b32 v11, 0x40000000", 0x41600000, 0x40000000},
        {"v_dual_fmamk_f32 v10, v1, 0x40000000, v2 :: v_dual_sub_f32 v11, v4, v3", 0x41200000, 0x40800000},
        {"v_dual_add_f32 v10, v1, v2 :: v_dual_subrev_f32 v11, v4, v3", 0x41000000, 0xc0800000},
        {"v_dual_max_f32 v10, v1, v2 :: v_dual_min_f32 v11, v4, v3", 0x40c00000, 0x3f800000},
        {"v_dual_mul_dx9_zero_f32 v10, v5, v2 :: v_dual_and_b32 v11, v4, v3", 0, 0x00800000},
        {"v_dual_cndmask_b32 v10, v1, v2 :: v_dual_add_nc_u32 v11, v4, v3", 0x40c00000, 0x80200000u},
        {"v_dual_mov_b32 v10, s0 :: v_dual_lshlrev_b32 v11, 4, v3", 0x12345678, 0xf8000000},
        {"v_dual_dot2acc_f32_f16 v10, v6, v7 :: v_dual_mov_b32 v11, -1", 0x41100000, 0xffffffff},
    };
    std::vector<std::string> lines = {"v_dual_mov_b32 v10, 1 :: v_dual_mov_b32 v11, 2"};
    for (const auto& c : cases) lines.push_back(c.line);
    prefetch(lines);
    for (const auto& c : cases) {
        Machine m;
        m.set(1, bits(2.0f));
        m.set(2, bits(6.0f));
        m.set(3, bits(1.0f));
        m.set(4, bits(5.0f));
        m.set(5, 0);
        m.set(6, 0x40003c00u);   // f16 (2, 1)
        m.set(7, 0x42004000u);   // f16 (3, 2)
        m.set(10, bits(1.0f));
        m.w.s[0] = 0x12345678u;
        m.w.s[emu::kVcc] = 0xffffffffu;
        m.run(c.line);
        INFO(std::string(c.line));
        CHECK(hex(m.v(10, 0)) == hex(c.x));
        CHECK(hex(m.v(11, 0)) == hex(c.y));
    }
    // EXEC masking.
    Machine m;
    m.set(10, 7);
    m.set(11, 7);
    m.w.s[emu::kExec] = 1;
    m.run("v_dual_mov_b32 v10, 1 :: v_dual_mov_b32 v11, 2");
    CHECK(m.v(10, 0) == 1u);
    CHECK(m.v(11, 0) == 2u);
    CHECK(m.v(10, 1) == 7u);
    CHECK(m.v(11, 1) == 7u);
}

// ----------------------------------------------------------------------------- cross-lane

TEST_CASE("valu: readlane, writelane, readfirstlane, mbcnt, cndmask") {
    prefetch({"v_readlane_b32 s5, v1, 7", "v_readlane_b32 s6, v1, s2", "v_readfirstlane_b32 s7, v1", "v_writelane_b32 v2, s5, 3", "v_mbcnt_lo_u32_b32 v3, -1, 0", "v_mbcnt_hi_u32_b32 v3, -1, v3", "v_mbcnt_lo_u32_b32 v4, vcc_lo, 0", "v_cndmask_b32 v5, 1, v1, vcc_lo", "v_cndmask_b32_e64 v7, -v6, |v6|, s8", "v_cndmask_b32_e64 v7, v6, 0, s8"});
    Machine m;
    for (unsigned l = 0; l < 32; ++l) m.v(1, l) = 1000 + l;
    m.run("v_readlane_b32 s5, v1, 7");
    CHECK(m.w.s[5] == 1007u);
    m.w.s[2] = 39;   // lane select uses 5 bits
    m.run("v_readlane_b32 s6, v1, s2");
    CHECK(m.w.s[6] == 1007u);
    m.w.s[emu::kExec] = 0x100;
    m.run("v_readfirstlane_b32 s7, v1");
    CHECK(m.w.s[7] == 1008u);
    m.w.s[emu::kExec] = 0;
    m.run("v_readfirstlane_b32 s7, v1");
    CHECK(m.w.s[7] == 1000u);
    m.w.s[5] = 0xabc;
    m.run("v_writelane_b32 v2, s5, 3");   // EXEC = 0: written anyway
    CHECK(m.v(2, 3) == 0xabcu);
    CHECK(m.v(2, 4) == 0u);
    m.w.s[emu::kExec] = 0xffffffffu;
    m.run("v_mbcnt_lo_u32_b32 v3, -1, 0");
    m.run("v_mbcnt_hi_u32_b32 v3, -1, v3");
    for (unsigned l = 0; l < 32; ++l) CHECK(m.v(3, l) == l);
    m.w.s[emu::kVcc] = 0xf0f0f0f0u;
    m.run("v_mbcnt_lo_u32_b32 v4, vcc_lo, 0");
    CHECK(m.v(4, 13) == 5u);   // lanes 4..7 and 12 below 13
    m.run("v_cndmask_b32 v5, 1, v1, vcc_lo");
    CHECK(m.v(5, 0) == 1u);
    CHECK(m.v(5, 4) == 1004u);
    m.set(6, bits(-2.0f));
    m.w.s[8] = 0x1;
    m.run("v_cndmask_b32_e64 v7, -v6, |v6|, s8");
    CHECK(f32(m.v(7, 0)) == 2.0f);
    CHECK(f32(m.v(7, 1)) == 2.0f);
    m.run("v_cndmask_b32_e64 v7, v6, 0, s8");
    CHECK(m.v(7, 0) == 0u);
    CHECK(f32(m.v(7, 1)) == -2.0f);
}

TEST_CASE("valu: v_cndmask_b32 equals the per-lane select for every operand form and EXEC") {
    // Random lane masks in VCC or an SGPR, VGPR, SGPR and constant sources, neg / abs, the
    // destination one of the sources, every lane or some active: lane l is S1 where the mask's
    // bit l is set, else S0, with the modifiers; inactive lanes keep their value.
    const std::vector<std::string> lines = {
        "v_cndmask_b32 v0, v1, v2, vcc_lo",          "v_cndmask_b32_e64 v0, v1, 0x1000504, s10",
        "v_cndmask_b32_e64 v0, 0x3f800000, v2, s10", "v_cndmask_b32_e64 v0, s4, v2, vcc_lo",
        "v_cndmask_b32_e64 v0, -v1, |v2|, s10",      "v_cndmask_b32_e64 v1, v1, v2, s10",
        "v_cndmask_b32_e64 v2, v1, v2, s10",         "v_cndmask_b32 v0, 1.0, v2, vcc_lo",
    };
    prefetch(lines);
    std::mt19937 rng(4242);
    for (int iter = 0; iter < 400; ++iter) {
        const std::string& line = lines[iter % lines.size()];
        const emu::Inst in = decode(assemble1(line));
        Machine m;
        const uint32_t exec = iter % 3 == 0 ? uint32_t(rng()) : 0xffffffffu;
        m.w.s[emu::kExec] = exec;
        m.w.s[emu::kVcc] = uint32_t(rng());
        m.w.s[10] = uint32_t(rng());
        m.w.s[4] = uint32_t(rng());
        for (unsigned r = 0; r < 3; ++r)
            for (unsigned l = 0; l < 32; ++l) m.v(r, l) = uint32_t(rng());
        const std::vector<uint32_t> before = m.vgprs;
        // The rule, from the operands as decoded.
        const auto value = [&](int i, unsigned l) {
            const unsigned code = in.src[i];
            uint32_t x = code >= emu::kVgpr0 ? before[(code - emu::kVgpr0) * 32 + l]
                                            : emu::scalar_src_b32(m.w, in, code, emu::ImmClass::B32);
            if ((in.abs >> i) & 1) x &= 0x7fffffffu;
            if ((in.neg >> i) & 1) x ^= 0x80000000u;
            return x;
        };
        const uint32_t mask = in.src[2] == emu::kVccLo ? m.w.s[emu::kVcc] : m.w.s[in.src[2]];
        const unsigned dst = in.dst - emu::kVgpr0;
        m.run(in);
        INFO(line << ", EXEC " << std::hex << exec << ", mask " << mask);
        for (unsigned l = 0; l < 32; ++l) {
            const uint32_t want = ((exec >> l) & 1) ? (((mask >> l) & 1) ? value(1, l) : value(0, l))
                                                    : before[dst * 32 + l];
            CHECK(m.v(dst, l) == want);
        }
    }
}

TEST_CASE("valu: v_permlane16 / v_permlanex16") {
    prefetch({"v_permlane16_b32 v1, v1, s0, s1", "v_permlanex16_b32 v2, v1, s0, s1"});
    Machine m;
    for (unsigned l = 0; l < 32; ++l) m.v(1, l) = 100 + l;
    m.w.s[0] = 0x87654321u;
    m.w.s[1] = 0x0fedcba9u;
    m.run("v_permlane16_b32 v1, v1, s0, s1");   // rotation by one within each row, in place
    for (unsigned l = 0; l < 32; ++l) CHECK(m.v(1, l) == 100 + (l & ~15u) + ((l + 1) & 15));
    for (unsigned l = 0; l < 32; ++l) m.v(1, l) = 100 + l;
    m.w.s[0] = 0x76543210u;
    m.w.s[1] = 0xfedcba98u;
    m.run("v_permlanex16_b32 v2, v1, s0, s1");
    for (unsigned l = 0; l < 32; ++l) CHECK(m.v(2, l) == 100 + (l ^ 16));
    // Inactive source lane 16: old value kept, 0 with bound_ctrl (op_sel[1]), fetched with fi.
    m.w.s[emu::kExec] = ~(1u << 16);
    const char* sel[3] = {"", " op_sel:[0,1]", " op_sel:[1,0]"};
    prefetch({std::string("v_permlanex16_b32 v3, v1, s0, s1") + sel[0], std::string("v_permlanex16_b32 v3, v1, s0, s1") + sel[1],
              std::string("v_permlanex16_b32 v3, v1, s0, s1") + sel[2]});
    const uint32_t want[3] = {0x77u, 0u, 116u};
    for (int i = 0; i < 3; ++i) {
        m.set(3, 0x77);
        m.run(std::string("v_permlanex16_b32 v3, v1, s0, s1") + sel[i]);
        CHECK(m.v(3, 0) == want[i]);
        CHECK(m.v(3, 1) == 117u);
        CHECK(m.v(3, 16) == 0x77u);
    }
}

TEST_CASE("valu: movrel, swap, 64-bit shifts and VGPR bounds") {
    prefetch({"v_movrels_b32 v0, v1", "v_movreld_b32 v4, v0", "v_swap_b32 v8, v9", "v_mov_b32 v9, 0", "v_add_f64 v[6:7], v[7:8], v[2:3]"});
    Machine m;
    m.set(3, 33);
    m.w.s[emu::kM0] = 2;
    m.run("v_movrels_b32 v0, v1");
    CHECK(m.v(0, 0) == 33u);
    m.run("v_movreld_b32 v4, v0");
    CHECK(m.v(6, 0) == 33u);
    m.set(8, 1);
    m.set(9, 2);
    m.run("v_swap_b32 v8, v9");
    CHECK(m.v(8, 0) == 2u);
    CHECK(m.v(9, 0) == 1u);
    // A destination beyond the wave's VGPRs faults.
    m.w.nvgpr = 8;
    CHECK_THROWS_AS(m.run("v_mov_b32 v9, 0"), emu::Fault);
    CHECK_THROWS_AS(m.run("v_add_f64 v[6:7], v[7:8], v[2:3]"), emu::Fault);
}

TEST_CASE("valu: v_swaprel_b32 swaps M0-relative VGPRs, v_permlane64_b32 writes nothing in wave32, v_illegal faults") {
    prefetch({"v_swaprel_b32 v5, v7", "v_permlane64_b32 v2, v1", "v_illegal"});
    Machine m;
    for (unsigned l = 0; l < 32; ++l) {
        m.v(17, l) = 1700 + l;
        m.v(25, l) = 2500 + l;
        m.v(5, l) = 5;
        m.v(7, l) = 7;
    }
    m.w.s[emu::kM0] = (20u << 16) | 10u | 0xfc00fc00u;   // only M0[9:0] and M0[25:16] count
    m.w.s[emu::kExec] = ~(1u << 3);
    m.run("v_swaprel_b32 v5, v7");   // the guide's example: swaps v25 and v17
    for (unsigned l = 0; l < 32; ++l) {
        INFO("lane " << l);
        CHECK(m.v(25, l) == (l == 3 ? 2500 + l : 1700 + l));
        CHECK(m.v(17, l) == (l == 3 ? 1700 + l : 2500 + l));
        CHECK(m.v(5, l) == 5u);
        CHECK(m.v(7, l) == 7u);
    }
    m.w.s[emu::kM0] = 60u << 16;   // v65: beyond the wave's 64 VGPRs
    CHECK_THROWS_AS(m.run("v_swaprel_b32 v5, v7"), emu::Fault);

    // V_PERMLANE64_B32: "In wave32 mode this opcode is translated to V_NOP and performs no writes".
    m.w.s[emu::kExec] = 0xffffffffu;
    for (unsigned l = 0; l < 32; ++l) {
        m.v(1, l) = 100 + l;
        m.v(2, l) = 0xdead0000u + l;
    }
    m.run("v_permlane64_b32 v2, v1");
    for (unsigned l = 0; l < 32; ++l) CHECK(m.v(2, l) == 0xdead0000u + l);

    try {
        m.run("v_illegal");
        FAIL("v_illegal did not fault");
    } catch (const emu::Fault& f) {
        CHECK(f.message.find("v_illegal executed") != std::string::npos);
        CHECK(f.message.find("illegal-instruction exception") != std::string::npos);
    }
}

TEST_CASE("valu: v_trig_preop_f64 segments of 2/pi, exponent shift, huge-input scaling, NaN, infinity, denormals") {
    const std::string line = "v_trig_preop_f64 v[0:1], v[2:3], v4";
    prefetch({line, "v_trig_preop_f64 v[0:1], -v[2:3], v4", "v_trig_preop_f64 v[0:1], v[2:3], v4 mul:2"});
    struct T {
        uint64_t x;
        uint32_t seg;
        uint64_t want;
    };
    // 2/pi = 0x0.a2f9836e4e441529fc2757d1f534ddc0db62... Segment 0 of 1.0 is its first 53 bits,
    // truncated (0x3fe45f306dc9c883 is 2/pi rounded to nearest).
    const T cases[] = {
        {0x3ff0000000000000ull, 0, 0x3fe45f306dc9c882ull},
        {0x3ff0000000000000ull, 1, 0x3c94a7f09d5f47d4ull},    // bits 53..105, scaled by 2^-106
        {0x3ff0000000000000ull, 2, 0x394a6ee06db14accull},
        {0x3ff0000000000000ull, 32, 0x3fe45f306dc9c882ull},   // only S1[4:0] selects
        {0x3ff0000000000000ull, 31, 0},                        // past the 1201 bits: 0
        {0x0000000000000001ull, 0, 0x3fe45f306dc9c882ull},    // a denormal input: exponent 0
        {0x4630000000000000ull, 0, 0x3cb529fc2757d1e0ull},    // 2^100: shift by 1123 - 1077 = 46
        {0x7e70000000000000ull, 1, 0x097e5f17b3d0739full},    // 2^1000 (exponent >= 1968): scale + 128
        {0x7ff0000000000000ull, 0, 0x0b43dd63f5f2f8bdull},    // infinity: exponent 2047, no special case
        {0x7af0000000000000ull, 3, 0x0000000001de294aull},    // 2^944, segment 3: a denormal result
        {0x7ff4000000000001ull, 0, 0x7ffc000000000001ull},    // a signalling NaN comes out quieted
        {0xfff8000000000123ull, 5, 0xfff8000000000123ull},
    };
    for (const T& t : cases) {
        Machine m;
        m.set64(2, t.x);
        m.set(4, t.seg);
        m.run(line);
        INFO("x " << hex(t.x) << " segment " << t.seg);
        CHECK(hex(m.get64(0, 0)) == hex(t.want));
        CHECK(m.get64(0, 31) == t.want);
    }
    // The sign of S0 does not matter; omod scales the result.
    Machine m;
    m.set64(2, 0x3ff0000000000000ull);
    m.set(4, 0);
    m.run("v_trig_preop_f64 v[0:1], -v[2:3], v4");
    CHECK(hex(m.get64(0, 5)) == hex(0x3fe45f306dc9c882ull));
    m.w.mode = kModeIeeeOff;
    m.run("v_trig_preop_f64 v[0:1], v[2:3], v4 mul:2");
    CHECK(hex(m.get64(0, 5)) == hex(0x3ff45f306dc9c882ull));
    // Three segments sum to 2/pi far beyond double precision.
    long double sum = 0;
    m.w.mode = kMode;
    for (uint32_t seg = 0; seg < 3; ++seg) {
        m.set(4, seg);
        m.run(line);
        sum += (long double)emu::fp::f64_from_bits(m.get64(0, 0));
    }
    const long double two_by_pi = 0.636619772367581343075535053490057448L;
    CHECK(std::fabs((double)(sum - two_by_pi)) < 1e-18);
    // A denormal result with f64 denormals flushed on output is +0.
    m.w.mode = kModeNoF16Denorm;
    m.set64(2, 0x7af0000000000000ull);
    m.set(4, 3);
    m.run(line);
    CHECK(m.get64(0, 0) == 0u);
}

// ------------------------------------------------------------------ division macro sequences

TEST_CASE("valu: f32 and f64 division macros (div_scale / div_fmas / div_fixup) are correctly rounded") {
    // The sequences clang-19 emits for x / y (f32 with correctly rounded division, and f64).
    const auto f32seq = assemble_lines({
        "v_div_scale_f32 v4, null, v3, v3, v2",
        "v_div_scale_f32 v7, vcc_lo, v2, v3, v2",
        "v_rcp_f32_e32 v5, v4",
        "v_fma_f32 v6, -v4, v5, 1.0",
        "v_fmac_f32_e32 v5, v6, v5",
        "v_mul_f32_e32 v6, v7, v5",
        "v_fma_f32 v8, -v4, v6, v7",
        "v_fmac_f32_e32 v6, v8, v5",
        "v_fma_f32 v4, -v4, v6, v7",
        "v_div_fmas_f32 v4, v4, v5, v6",
        "v_div_fixup_f32 v2, v4, v3, v2",
    });
    const auto f64seq = assemble_lines({
        "v_div_scale_f64 v[6:7], null, v[4:5], v[4:5], v[2:3]",
        "v_rcp_f64_e32 v[8:9], v[6:7]",
        "v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0",
        "v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]",
        "v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0",
        "v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]",
        "v_div_scale_f64 v[10:11], vcc_lo, v[2:3], v[4:5], v[2:3]",
        "v_mul_f64 v[12:13], v[10:11], v[8:9]",
        "v_fma_f64 v[6:7], -v[6:7], v[12:13], v[10:11]",
        "v_div_fmas_f64 v[6:7], v[6:7], v[8:9], v[12:13]",
        "v_div_fixup_f64 v[2:3], v[6:7], v[4:5], v[2:3]",
    });
    std::vector<emu::Inst> p32, p64;
    for (const auto& b : f32seq) p32.push_back(decode(b));
    for (const auto& b : f64seq) p64.push_back(decode(b));
    std::mt19937 rng(5);
    std::uniform_real_distribution<double> mant(1.0, 2.0);
    std::uniform_int_distribution<int> ex32(-140, 127), ex64(-1070, 1023);
    for (int round = 0; round < 40; ++round) {
        Machine m;
        float xa[32], ya[32];
        double xd[32], yd[32];
        for (unsigned l = 0; l < 32; ++l) {
            xa[l] = float(std::ldexp(mant(rng), ex32(rng))) * (l & 1 ? -1.0f : 1.0f);
            ya[l] = float(std::ldexp(mant(rng), ex32(rng)));
            if (l == 30) ya[l] = 0.0f;
            if (l == 31) xa[l] = std::numeric_limits<float>::infinity();
            m.v(2, l) = bits(xa[l]);
            m.v(3, l) = bits(ya[l]);
        }
        for (const auto& in : p32) m.run(in);
        for (unsigned l = 0; l < 32; ++l) {
            const float q = xa[l] / ya[l];
            INFO("f32 " << xa[l] << " / " << ya[l]);
            if (std::isnan(q)) CHECK(std::isnan(f32(m.v(2, l))));
            else CHECK(hex(m.v(2, l)) == hex(bits(q)));
        }
        for (unsigned l = 0; l < 32; ++l) {
            xd[l] = std::ldexp(mant(rng), ex64(rng)) * (l & 2 ? -1.0 : 1.0);
            yd[l] = std::ldexp(mant(rng), ex64(rng));
            m.v(2, l) = uint32_t(emu::fp::bits_of(xd[l]));
            m.v(3, l) = uint32_t(emu::fp::bits_of(xd[l]) >> 32);
            m.v(4, l) = uint32_t(emu::fp::bits_of(yd[l]));
            m.v(5, l) = uint32_t(emu::fp::bits_of(yd[l]) >> 32);
        }
        for (const auto& in : p64) m.run(in);
        for (unsigned l = 0; l < 32; ++l) {
            INFO("f64 " << xd[l] << " / " << yd[l]);
            CHECK(hex(m.get64(2, l)) == hex(emu::fp::bits_of(xd[l] / yd[l])));
        }
    }
}

// ------------------------------------------------------------------------- registration

TEST_CASE("valu: handler coverage of the gfx11 VALU opcode table") {
    const emu::HandlerTable& t = valu_table();
    const char* required[] = {
        "v_mov_b32", "v_mov_b16", "v_add_f32", "v_sub_f32", "v_subrev_f32", "v_mul_f32", "v_fma_f32",
        "v_fmac_f32", "v_fmaak_f32", "v_fmamk_f32", "v_add_f16", "v_mul_f16", "v_fma_f16", "v_fmac_f16",
        "v_add_nc_u32", "v_sub_nc_u32", "v_subrev_nc_u32", "v_add_co_u32", "v_sub_co_u32", "v_add_co_ci_u32",
        "v_sub_co_ci_u32", "v_subrev_co_ci_u32", "v_mul_lo_u32", "v_mul_hi_u32", "v_mul_hi_i32", "v_mul_u32_u24",
        "v_mul_i32_i24", "v_mad_u64_u32", "v_mad_i64_i32", "v_mad_u32_u24", "v_lshlrev_b32", "v_lshrrev_b32",
        "v_ashrrev_i32", "v_lshlrev_b64", "v_lshrrev_b64", "v_ashrrev_i64", "v_lshl_add_u32", "v_add3_u32",
        "v_lshl_or_b32", "v_and_or_b32", "v_or3_b32", "v_xor3_b32", "v_and_b32", "v_or_b32", "v_xor_b32",
        "v_not_b32", "v_bfe_u32", "v_bfe_i32", "v_bfi_b32", "v_bfm_b32", "v_alignbit_b32", "v_alignbyte_b32",
        "v_perm_b32", "v_cndmask_b32", "v_cndmask_b16", "v_min_f32", "v_max_f32", "v_min_i32", "v_max_u32",
        "v_min3_f32", "v_med3_f32", "v_cvt_f32_f16", "v_cvt_f16_f32", "v_cvt_pk_rtz_f16_f32",
        "v_cvt_f32_ubyte0", "v_cvt_f32_ubyte3", "v_floor_f32", "v_ceil_f32", "v_trunc_f32", "v_rndne_f32",
        "v_fract_f32", "v_cvt_floor_i32_f32", "v_cvt_nearest_i32_f32", "v_rcp_f32", "v_rsq_f32", "v_sqrt_f32",
        "v_exp_f32", "v_log_f32", "v_sin_f32", "v_cos_f32", "v_rcp_f16", "v_exp_f16", "v_ldexp_f32",
        "v_frexp_mant_f32", "v_frexp_exp_i32_f32", "v_div_scale_f32", "v_div_fmas_f32", "v_div_fixup_f32",
        "v_div_scale_f64", "v_div_fmas_f64", "v_div_fixup_f64", "v_fma_f64", "v_add_f64", "v_mul_f64",
        "v_min_f64", "v_max_f64", "v_cmp_lt_f32", "v_cmpx_eq_u32", "v_cmp_class_f32", "v_readlane_b32",
        "v_writelane_b32", "v_readfirstlane_b32", "v_permlane16_b32", "v_permlanex16_b32", "v_mbcnt_lo_u32_b32",
        "v_mbcnt_hi_u32_b32", "v_bcnt_u32_b32", "v_clz_i32_u32", "v_ctz_i32_b32", "v_bfrev_b32", "v_cls_i32",
        "v_pk_add_f16", "v_pk_mul_f16", "v_pk_fma_f16", "v_pk_add_u16", "v_pk_add_i16", "v_pk_mul_lo_u16",
        "v_pk_lshlrev_b16", "v_pk_max_f16", "v_pk_min_f16", "v_dot2_f32_f16", "v_dot2acc_f32_f16",
        "v_dot2_f32_bf16", "v_dot4_i32_iu8", "v_fma_mix_f32", "v_fma_mixlo_f16", "v_fma_mixhi_f16",
    };
    for (const char* r : required) {
        INFO(r);
        CHECK(bool(t.find(r)));
    }
    // Every VALU opcode of the table has a handler (WMMA's are registered by emu/exec/exec_wmma.cpp;
    // tests/test_opcode_coverage.cpp checks the whole table).
    const std::set<std::string> gaps = {};
    const emu::OpTable ops = emu::op_table();
    std::set<std::string> names;
    for (size_t i = 0; i < ops.count; ++i) {
        const emu::OpInfo& op = ops.ops[i];
        if (op.enc != emu::Enc::VOP1 && op.enc != emu::Enc::VOP2 && op.enc != emu::Enc::VOPC &&
            op.enc != emu::Enc::VOP3 && op.enc != emu::Enc::VOP3P)
            continue;
        const std::string n = op.name;
        if (n.rfind("v_wmma", 0) == 0) continue;
        names.insert(n);
        INFO(n);
        const bool has = t.find(op.name) != nullptr, gap = gaps.count(n) != 0;
        CHECK(has != gap);
    }
    MESSAGE("VALU handlers: " << t.size() << " mnemonics registered, " << names.size()
                              << " VALU mnemonics in the gfx1151 table");
}

}  // namespace

TEST_CASE("valu: the WMMA handler hands every modifier and operand form to the arithmetic") {
    // Each form through the v_wmma handler against emu::wmma_execute on the same operands: the
    // handler's own paths (the f32 <- f16 one without modifiers, the general one) must pass NEG,
    // CLAMP, OPSEL, a constant C and D on or across C through unchanged.
    emu::HandlerTable wmma;
    emu::add_wmma_handlers(wmma);
    std::mt19937 rng(99);
    struct Form {
        const char* line;
        emu::WmmaKind kind;
        unsigned d, c;          // D's and C's first register (c = 0: the constant 1.0)
        unsigned neg_lo, neg_hi, opsel;
        bool clamp;
    };
    const Form forms[] = {
        {"v_wmma_f32_16x16x16_f16 v[32:39], v[8:15], v[16:23], v[24:31]", emu::WmmaKind::F32_F16, 32, 24, 0, 0, 0, false},
        {"v_wmma_f32_16x16x16_f16 v[24:31], v[8:15], v[16:23], v[24:31]", emu::WmmaKind::F32_F16, 24, 24, 0, 0, 0, false},
        {"v_wmma_f32_16x16x16_f16 v[28:35], v[8:15], v[16:23], v[24:31]", emu::WmmaKind::F32_F16, 28, 24, 0, 0, 0, false},
        {"v_wmma_f32_16x16x16_f16 v[20:27], v[8:15], v[16:23], v[24:31]", emu::WmmaKind::F32_F16, 20, 24, 0, 0, 0, false},
        {"v_wmma_f32_16x16x16_f16 v[32:39], v[8:15], v[16:23], 1.0", emu::WmmaKind::F32_F16, 32, 0, 0, 0, 0, false},
        {"v_wmma_f32_16x16x16_f16 v[32:39], v[8:15], v[16:23], v[24:31] neg_lo:[1,0,0]", emu::WmmaKind::F32_F16, 32, 24, 1, 0, 0, false},
        {"v_wmma_f32_16x16x16_f16 v[32:39], v[8:15], v[16:23], v[24:31] neg_hi:[0,1,0]", emu::WmmaKind::F32_F16, 32, 24, 0, 2, 0, false},
        {"v_wmma_f32_16x16x16_f16 v[32:39], v[8:15], v[16:23], v[24:31] neg_lo:[0,0,1]", emu::WmmaKind::F32_F16, 32, 24, 4, 0, 0, false},
        {"v_wmma_f32_16x16x16_f16 v[32:39], v[8:15], v[16:23], v[24:31] neg_hi:[0,0,1]", emu::WmmaKind::F32_F16, 32, 24, 0, 4, 0, false},
        {"v_wmma_f16_16x16x16_f16 v[32:39], v[8:15], v[16:23], v[24:31] op_sel:[0,0,1]", emu::WmmaKind::F16_F16, 32, 24, 0, 0, 4, false},
        {"v_wmma_f32_16x16x16_bf16 v[32:39], v[8:15], v[16:23], v[24:31] neg_lo:[1,1,0]", emu::WmmaKind::F32_BF16, 32, 24, 3, 0, 0, false},
    };
    for (const Form& f : forms) {
        INFO(std::string(f.line));
        Machine m;
        for (unsigned r = 8; r < 64; ++r)
            for (unsigned l = 0; l < 32; ++l) {
                // small f16 / bf16 pairs in A and B, f32 values in C (some large, for the clamp)
                const float x = float(int(rng() % 41) - 20) / 4.0f, y = float(int(rng() % 41) - 20) / 4.0f;
                const bool bf = f.kind == emu::WmmaKind::F32_BF16;
                auto h = [&](float v) { return bf ? emu::fp::bits_of(v) >> 16 : uint32_t(emu::fp::cvt_f32_to_f16(emu::fp::bits_of(v))); };
                m.v(r, l) = r < 24 ? (h(x) | h(y) << 16) : emu::fp::bits_of(x * 0.25f);
            }
        for (unsigned r = 8; r < 24; ++r)   // A and B: both half-waves alike
            for (unsigned l = 16; l < 32; ++l) m.v(r, l) = m.v(r, l - 16);
        const std::vector<uint32_t> a(m.vgprs.begin() + 8 * 32, m.vgprs.begin() + 16 * 32),
            b(m.vgprs.begin() + 16 * 32, m.vgprs.begin() + 24 * 32);
        std::vector<uint32_t> c(8 * 32, emu::fp::bits_of(1.0f));
        if (f.c) c.assign(m.vgprs.begin() + f.c * 32, m.vgprs.begin() + (f.c + 8) * 32);
        std::vector<uint32_t> want(m.vgprs.begin() + f.d * 32, m.vgprs.begin() + (f.d + 8) * 32);
        emu::wmma_execute(f.kind, a.data(), b.data(), c.data(), want.data(), f.neg_lo, f.neg_hi, f.opsel, f.clamp);
        const emu::Inst in = decode(assemble1(f.line));
        const emu::Handler h = wmma.find(in.info->name);
        REQUIRE(bool(h));
        h(m.w, in);
        CHECK(std::vector<uint32_t>(m.vgprs.begin() + f.d * 32, m.vgprs.begin() + (f.d + 8) * 32) == want);
    }
}

TEST_CASE("valu: a WMMA takes A over from the WMMA before it only while nothing can have changed A") {
    // The handler's side of exec/wmma_reuse.hpp on two decoded WMMAs X and Y, Y marked as taking
    // A over from X (as the analysis would). A's registers are changed between them behind the
    // analysis's back, so which A Y multiplies shows whether it took the tile over: the old A
    // when X ran last and no jump was taken since, the new one otherwise. X runs on the general
    // path (NEG on B) or the f32 <- f16 one; Y on the other or the same: both fill the tile alike.
    emu::HandlerTable wmma;
    emu::add_wmma_handlers(wmma);
    std::mt19937 rng(5);
    const char* xs[] = {"v_wmma_f32_16x16x16_f16 v[24:31], v[8:15], v[16:23], v[24:31]",
                        "v_wmma_f32_16x16x16_f16 v[24:31], v[8:15], v[16:23], v[24:31] neg_lo:[0,1,0]"};
    const char* ys[] = {"v_wmma_f32_16x16x16_f16 v[32:39], v[8:15], v[16:23], v[32:39]",
                        "v_wmma_f32_16x16x16_f16 v[32:39], v[8:15], v[16:23], v[32:39] neg_hi:[0,1,0]"};
    for (const char* x_line : xs)
        for (const char* y_line : ys)
            for (int variant = 0; variant < 3; ++variant) {   // 0: straight, 1: a jump since X, 2: another WMMA ran last
                INFO(std::string(x_line) << " / " << std::string(y_line) << " / variant " << variant);
                emu::Inst insts[3] = {decode(assemble1(x_line)), decode(assemble1(y_line)),
                                      decode(assemble1("v_wmma_f32_16x16x16_f16 v[40:47], v[48:55], v[16:23], v[40:47]"))};
                insts[1].wmma_a_back = 1;
                Machine m;
                auto f16 = [&] { return uint32_t(emu::fp::cvt_f32_to_f16(emu::fp::bits_of(float(int(rng() % 17) - 8) / 4.0f))); };
                for (unsigned r = 8; r < 64; ++r)
                    for (unsigned l = 0; l < 16; ++l) m.v(r, l) = m.v(r, l + 16) = (r >= 24 && r < 48) ? 0u : (f16() | f16() << 16);
                const std::vector<uint32_t> a_old(m.vgprs.begin() + 8 * 32, m.vgprs.begin() + 16 * 32),
                    b(m.vgprs.begin() + 16 * 32, m.vgprs.begin() + 24 * 32), zero(8 * 32, 0);
                const emu::Handler h = wmma.find("v_wmma_f32_16x16x16_f16");
                REQUIRE(bool(h));
                h(m.w, insts[0]);
                for (unsigned r = 8; r < 16; ++r)   // A changes where the analysis cannot see it
                    for (unsigned l = 0; l < 32; ++l) m.v(r, l) ^= 0x00010001u;
                const std::vector<uint32_t> a_new(m.vgprs.begin() + 8 * 32, m.vgprs.begin() + 16 * 32);
                if (variant == 1) {   // a branch taken (to the one instruction of a program of its own)
                    const Bytes nop = assemble1("s_nop 0");
                    const emu::Program p = emu::decode_program(nop.data(), nop.size(), 0);
                    m.w.program = &p;
                    m.w.jump_to_offset(0);
                    m.w.program = nullptr;
                }
                if (variant == 2) h(m.w, insts[2]);
                h(m.w, insts[1]);
                std::vector<uint32_t> want(8 * 32);
                const unsigned y_neg_hi = std::string(y_line).find("neg_hi") != std::string::npos ? 2u : 0u;
                emu::wmma_execute(emu::WmmaKind::F32_F16, variant == 0 ? a_old.data() : a_new.data(), b.data(), zero.data(),
                                  want.data(), 0, y_neg_hi, 0, false);
                CHECK(std::vector<uint32_t>(m.vgprs.begin() + 32 * 32, m.vgprs.begin() + 40 * 32) == want);
            }
}
