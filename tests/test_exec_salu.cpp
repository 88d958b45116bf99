// Tests for scalar-ALU handlers (emu/exec/exec_salu.cpp) that need more than a whole kernel shows:
// the RDNA3.5 SALU f16 operations (MODE rounding and denormals, NaN, infinities, -0, the high
// half), M0-relative moves, s_sendmsg_rtn messages, s_rfe_b64 and the subvector loop. Each
// instruction is assembled with llvm-mc-19, decoded as part of a small program (branches need
// one) and run by its handler on a hand-built wave32.
#include <doctest/doctest.h>

#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "emu/decode/decode.hpp"
#include "emu/exec/exec.hpp"
#include "emu/exec/fp.hpp"
#include "emu/engine/wave.hpp"
#include "util.hpp"

namespace {

constexpr uint32_t kMode = 0x3f0;             // RNE, all denormals kept, DX10 clamp, IEEE
constexpr uint32_t kModeIeeeOff = 0x1f0;
constexpr uint32_t kModeNoF16Denorm = 0x330;  // f16/f64 denormals flushed in and out
constexpr uint32_t kModeF16RoundUp = 0x3f4;   // f16/f64 round toward +inf

const emu::HandlerTable& table() {
    static const emu::HandlerTable t = [] {
        emu::HandlerTable h;
        emu::add_salu_handlers(h);
        return h;
    }();
    return t;
}

// One llvm-mc run for the lines (a program: instruction i starts where i-1 ends).
emu::Program assemble(const std::vector<std::string>& lines) {
    testutil::TempDir d;
    std::string src;
    for (const auto& l : lines) src += l + "\n";
    testutil::write_text(d.file("s.s"), src);
    const auto r = testutil::run("llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx1151 -show-encoding '" + d.file("s.s") + "'");
    REQUIRE_MESSAGE(r.status == 0, r.err);
    std::vector<uint8_t> code;
    std::istringstream is(r.out);
    std::string line;
    size_t n = 0;
    while (std::getline(is, line)) {
        const size_t e = line.find("encoding: [");
        if (e == std::string::npos) continue;
        std::istringstream bs(line.substr(e + 11));
        std::string tok;
        while (std::getline(bs, tok, ',')) code.push_back(uint8_t(std::stoul(tok, nullptr, 16)));
        ++n;
    }
    REQUIRE(n == lines.size());
    emu::Program p = emu::decode_program(code.data(), code.size(), 0);
    REQUIRE(p.insts.size() == lines.size());
    for (const auto& in : p.insts) REQUIRE(in.ok());
    return p;
}

// A wave32 running a program; s[] starts at 0.
struct Machine {
    emu::Program prog;
    emu::LaunchShared launch;
    emu::Workgroup wg;
    std::vector<uint32_t> vgprs;
    emu::Wave w;

    explicit Machine(const std::vector<std::string>& lines) : prog(assemble(lines)), vgprs(16 * 32, 0) {
        launch.code_address = 0x10000000;
        wg.launch = &launch;
        w.v = vgprs.data();
        w.nvgpr = 16;
        w.wg = &wg;
        w.program = &prog;
        w.s[emu::kExec] = 0xffffffffu;
        w.mode = kMode;
    }
    // Runs instruction i as the engine does (ip already at the next instruction).
    void run(size_t i) {
        const emu::Inst& in = prog.insts.at(i);
        const emu::Handler h = table().find(in.info->name);
        INFO(in.info->name);
        REQUIRE(bool(h));
        w.ip = i + 1;
        h(w, in);
    }
    std::string fault_of(size_t i) {
        try {
            run(i);
        } catch (const emu::Fault& f) {
            return f.message;
        }
        return "";
    }
};

std::string hex(uint64_t v) {
    std::ostringstream s;
    s << "0x" << std::hex << v;
    return s.str();
}

}  // namespace

TEST_CASE("salu: s_ceil/floor/trunc/rndne_f16 round to integers like their VALU forms (NaN, inf, -0, denormals)") {
    Machine m({"s_ceil_f16 s0, s1", "s_floor_f16 s0, s1", "s_trunc_f16 s0, s1", "s_rndne_f16 s0, s1"});
    struct T {
        uint32_t in;
        uint16_t ceil, floor, trunc, rndne;
        uint32_t mode;
    };
    const T cases[] = {
        {0x3e00, 0x4000, 0x3c00, 0x3c00, 0x4000, kMode},          // 1.5
        {0xbe00, 0xbc00, 0xc000, 0xbc00, 0xc000, kMode},          // -1.5
        {0x4100, 0x4200, 0x4000, 0x4000, 0x4000, kMode},          // 2.5: rndne to even
        {0xb800, 0x8000, 0xbc00, 0x8000, 0x8000, kMode},          // -0.5: -0 results
        {0x8000, 0x8000, 0x8000, 0x8000, 0x8000, kMode},          // -0 kept
        {0x7bff, 0x7bff, 0x7bff, 0x7bff, 0x7bff, kMode},          // 65504 is integral
        {0x7c00, 0x7c00, 0x7c00, 0x7c00, 0x7c00, kMode},          // +inf
        {0xfc00, 0xfc00, 0xfc00, 0xfc00, 0xfc00, kMode},          // -inf
        {0x7e01, 0x7e01, 0x7e01, 0x7e01, 0x7e01, kMode},          // quiet NaN kept
        {0x7d00, 0x7f00, 0x7f00, 0x7f00, 0x7f00, kMode},          // signalling NaN quieted
        {0x0001, 0x3c00, 0x0000, 0x0000, 0x0000, kMode},          // denormal kept: ceil is 1
        {0x8001, 0x8000, 0xbc00, 0x8000, 0x8000, kMode},          // -denormal: floor is -1
        {0x0001, 0x0000, 0x0000, 0x0000, 0x0000, kModeNoF16Denorm},   // flushed to +0 first
        {0x8001, 0x8000, 0x8000, 0x8000, 0x8000, kModeNoF16Denorm},   // flushed to -0 first
        {0xdead3e00, 0x4000, 0x3c00, 0x3c00, 0x4000, kMode},      // bits [31:16] of the source ignored
    };
    for (const T& t : cases) {
        INFO("input " << hex(t.in) << " mode " << hex(t.mode));
        const uint16_t want[4] = {t.ceil, t.floor, t.trunc, t.rndne};
        for (size_t i = 0; i < 4; ++i) {
            m.w.mode = t.mode;
            m.w.s[1] = t.in;
            m.w.s[0] = 0xffffffffu;
            m.run(i);
            INFO(m.prog.insts[i].info->name);
            CHECK(hex(m.w.s[0]) == hex(want[i]));   // bits [31:16] of the result are 0
        }
    }
}

TEST_CASE("salu: s_min_f16 / s_max_f16 NaN rules with and without MODE.IEEE, signed zeros, denormal flushing") {
    Machine m({"s_min_f16 s0, s1, s2", "s_max_f16 s0, s1, s2", "s_min_f16 s0, 1.0, s2"});
    struct T {
        uint32_t a, b;
        uint16_t mn, mx;
        uint32_t mode;
    };
    const T cases[] = {
        {0x3c00, 0x4000, 0x3c00, 0x4000, kMode},
        {0x8000, 0x0000, 0x8000, 0x0000, kMode},          // -0 < +0
        {0x0000, 0x8000, 0x8000, 0x0000, kMode},
        {0x7e00, 0x3c00, 0x3c00, 0x3c00, kMode},          // a quiet NaN loses to a number
        {0x3c00, 0xfe00, 0x3c00, 0x3c00, kMode},
        {0x7d00, 0x3c00, 0x7f00, 0x7f00, kMode},          // IEEE: a signalling NaN wins, quieted
        {0x3c00, 0x7d00, 0x7f00, 0x7f00, kMode},
        {0x7d00, 0x3c00, 0x3c00, 0x3c00, kModeIeeeOff},   // IEEE off: any NaN loses
        {0xfc00, 0x7c00, 0xfc00, 0x7c00, kMode},          // infinities
        {0x0001, 0x0002, 0x0001, 0x0002, kMode},          // denormals compared as kept
        {0x0001, 0x8002, 0x8000, 0x0000, kModeNoF16Denorm},   // flushed: +0 vs -0
        {0xaaaa3c00, 0x5555bc00, 0xbc00, 0x3c00, kMode},  // only bits [15:0] are operands
    };
    for (const T& t : cases) {
        INFO(hex(t.a) << " " << hex(t.b) << " mode " << hex(t.mode));
        m.w.mode = t.mode;
        m.w.s[1] = t.a;
        m.w.s[2] = t.b;
        m.run(0);
        CHECK(hex(m.w.s[0]) == hex(t.mn));
        m.run(1);
        CHECK(hex(m.w.s[0]) == hex(t.mx));
    }
    // An inline float constant of an F16 operand is the f16 constant.
    m.w.mode = kMode;
    m.w.s[2] = 0x4000;
    m.run(2);
    CHECK(hex(m.w.s[0]) == hex(0x3c00));
}

TEST_CASE("salu: s_fmac_f16 fuses with one rounding in MODE's f16 rounding mode, accumulates bits [15:0] of D") {
    Machine m({"s_fmac_f16 s0, s1, s2", "s_fmac_f16 s0, 2.0, s2"});
    struct T {
        uint32_t a, b, d;
        uint16_t want;
        uint32_t mode;
    };
    const T cases[] = {
        {0x4000, 0x4200, 0x3c00, 0x4700, kMode},           // 2 * 3 + 1 = 7
        {0x3c01, 0x3c01, 0x0000, 0x3c02, kMode},           // (1 + 2^-10)^2 = 1 + 2^-9 + 2^-20: RNE
        {0x3c01, 0x3c01, 0x0000, 0x3c03, kModeF16RoundUp}, // ... rounded up
        {0x3c01, 0x3c01, 0xbc02, 0x0010, kMode},           // fused: 2^-20 survives (a denormal)
        {0x7c00, 0x0000, 0x3c00, 0x7e00, kMode},           // inf * 0: the default NaN
        {0x7bff, 0x4000, 0x0000, 0x7c00, kMode},           // overflow to +inf
        {0x3c00, 0x3c00, 0xffff8000, 0x3c00, kMode},       // D's high half is not part of the sum
        {0x0001, 0x3c00, 0x0000, 0x0001, kMode},           // denormal kept
        {0x0001, 0x3c00, 0x0000, 0x0000, kModeNoF16Denorm},
        {0x7e00, 0x3c00, 0x7d00, 0x7e00, kMode},           // NaN operands propagate quieted
    };
    for (const T& t : cases) {
        INFO(hex(t.a) << " * " << hex(t.b) << " + " << hex(t.d) << " mode " << hex(t.mode));
        m.w.mode = t.mode;
        m.w.s[1] = t.a;
        m.w.s[2] = t.b;
        m.w.s[0] = t.d;
        m.run(0);
        CHECK(hex(m.w.s[0]) == hex(t.want));
    }
    m.w.mode = kMode;
    m.w.s[0] = 0x3c00;
    m.w.s[2] = 0x4200;
    m.run(1);   // 2.0 * 3.0 + 1.0 with 2.0 an inline f16 constant
    CHECK(hex(m.w.s[0]) == hex(0x4700));
}

TEST_CASE("salu: s_movrelsd_2_b32 uses M0[9:0] for the source and M0[25:16] for the destination") {
    Machine m({"s_movrelsd_2_b32 s5, s7"});
    for (unsigned i = 0; i < 106; ++i) m.w.s[i] = 1000 + i;
    m.w.s[emu::kM0] = (20u << 16) | 10u | 0xfc00fc00u;   // other M0 bits do not count
    m.run(0);   // the guide's example: s25 <= s17
    CHECK(m.w.s[25] == 1017u);
    CHECK(m.w.s[5] == 1005u);
    CHECK(m.w.s[17] == 1017u);
    m.w.s[emu::kM0] = 101u << 16;   // s106: not an SGPR
    CHECK(m.fault_of(0).find("outside s0..s105") != std::string::npos);
}

TEST_CASE("salu: s_sendmsg_rtn answers doorbell, DDID, TMA, TBA and REALTIME; other messages fault") {
    Machine m({"s_sendmsg_rtn_b32 s2, sendmsg(MSG_RTN_GET_REALTIME)", "s_sendmsg_rtn_b64 s[2:3], sendmsg(MSG_RTN_GET_REALTIME)",
               "s_sendmsg_rtn_b64 s[2:3], sendmsg(MSG_RTN_GET_DOORBELL)", "s_sendmsg_rtn_b32 s2, sendmsg(MSG_RTN_GET_DDID)",
               "s_sendmsg_rtn_b64 s[2:3], sendmsg(MSG_RTN_GET_TMA)", "s_sendmsg_rtn_b64 s[2:3], sendmsg(MSG_RTN_GET_TBA)",
               "s_sendmsg_rtn_b32 s2, sendmsg(MSG_RTN_SAVE_WAVE)", "s_sendmsg_rtn_b64 s[2:3], sendmsg(MSG_RTN_GET_TBA_TO_PC)",
               "s_sendmsg_rtn_b32 s2, 200"});
    // REALTIME is the count of instructions the wave has executed: deterministic and monotonic.
    m.w.executed = 0x100000005ull;
    m.w.s[3] = 0x77;
    m.run(0);
    CHECK(m.w.s[2] == 5u);
    CHECK(m.w.s[3] == 0x77u);   // the _b32 form writes one SGPR
    m.run(1);
    CHECK(m.w.s[2] == 5u);
    CHECK(m.w.s[3] == 1u);
    m.w.executed = 0x100000009ull;
    m.run(1);
    CHECK(m.w.s[2] == 9u);
    for (size_t i = 2; i <= 5; ++i) {
        m.w.s[2] = m.w.s[3] = 0xabcdu;
        m.run(i);
        CHECK(m.w.s[2] == 0u);
        if (i != 3) CHECK(m.w.s[3] == 0u);
    }
    const std::string save = m.fault_of(6);
    CHECK(save.find("s_sendmsg_rtn message 132 (MSG_RTN_SAVE_WAVE) is not modelled") != std::string::npos);
    CHECK(m.fault_of(7).find("MSG_RTN_GET_TBA_TO_PC") != std::string::npos);
    CHECK(m.fault_of(8).find("message 200 is not modelled") != std::string::npos);
}

TEST_CASE("salu: s_rfe_b64 jumps to the address in S0; s_subvector_loop_begin skips the block only when EXEC is 0") {
    Machine m({"s_rfe_b64 s[4:5]", "s_nop 0", "s_nop 1", "s_subvector_loop_begin s6, 2", "s_nop 2", "s_subvector_loop_end s6, 0xfffd",
               "s_nop 3"});
    // s_rfe_b64: PC = S0, the device address of instruction 2 ("s_nop 1" at byte 8).
    m.w.s[4] = uint32_t(m.launch.code_address + m.prog.insts[2].pc);
    m.w.s[5] = uint32_t((m.launch.code_address + m.prog.insts[2].pc) >> 32);
    m.run(0);
    CHECK(m.w.ip == 2u);
    m.w.s[4] += 2;   // not the start of an instruction
    CHECK(m.fault_of(0).find("not the start of an instruction") != std::string::npos);

    // Wave32 model: one pass through the block; an empty EXEC skips it (target: after the END).
    m.w.s[6] = 0x1234;
    m.w.s[emu::kExec] = 0x1;
    m.run(3);
    CHECK(m.w.ip == 4u);
    CHECK(m.w.s[6] == 0x1234u);   // SDST not written
    m.run(5);
    CHECK(m.w.ip == 6u);          // END never loops back
    m.w.s[emu::kExec] = 0;
    m.run(3);
    CHECK(m.w.ip == 6u);
    CHECK(m.w.s[emu::kExec] == 0u);
}
