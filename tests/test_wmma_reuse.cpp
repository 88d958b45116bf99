// A WMMA taking over the widened A operand of the WMMA before it (emu/exec/wmma_reuse.hpp): the
// static analysis that allows it, instruction by instruction; a kernel whose second WMMA is
// reached both straight from the first (it may take A over) and by a branch after A changed (it
// must not); the engine's marking of the pack's GEMMs; and a property sweep of the analysis
// against what the handlers actually write. (The handler's side: tests/test_exec_valu.cpp.)
#include <doctest/doctest.h>

#include <cstdint>
#include <cstring>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "asm_kernel.hpp"
#include "emu/decode/decode.hpp"
#include "emu/engine/engine.hpp"
#include "emu/engine/memory.hpp"
#include "emu/engine/wave.hpp"
#include "emu/exec/exec.hpp"
#include "emu/exec/exec_valu.hpp"
#include "emu/exec/fp.hpp"
#include "emu/exec/wmma.hpp"
#include "emu/exec/wmma_reuse.hpp"
#include "emu_run.hpp"
#include "wmma_asm/hsaco.hpp"

namespace {

const char* const kX = "  v_wmma_f32_16x16x16_f16 v[24:31], v[8:15], v[16:23], v[24:31]\n";
const char* const kY = "  v_wmma_f32_16x16x16_f16 v[32:39], v[8:15], v[16:23], v[32:39]\n";

// The program `body` assembles to, with mark_wmma_a_reuse applied.
emu::Program analysed(const std::string& body) {
    testutil::AsmKernel k;
    k.body = body;
    k.vgprs = 64;
    k.sgprs = 32;
    const wmma_asm::CodeObject co = wmma_asm::parse_code_object(k.build());
    emu::Program p = emu::decode_program(co.text(), co.text_size, 0);
    emu::mark_wmma_a_reuse(p);
    return p;
}

// The indices of the program's WMMAs.
std::vector<size_t> wmmas(const emu::Program& p) {
    std::vector<size_t> out;
    for (size_t i = 0; i < p.insts.size(); ++i)
        if (p.insts[i].info && std::string(p.insts[i].info->name).rfind("v_wmma", 0) == 0) out.push_back(i);
    return out;
}

// wmma_a_back of the last WMMA of first + between + last, and how far back the WMMA before it is.
struct Verdict {
    uint32_t back = 0;
    size_t distance = 0;
};
Verdict verdict(const std::string& between, const std::string& first = kX, const std::string& last = kY) {
    const emu::Program p = analysed(first + between + last);
    const std::vector<size_t> w = wmmas(p);
    REQUIRE(w.size() >= 2);
    return {p.insts[w.back()].wmma_a_back, w.back() - w[w.size() - 2]};
}

}  // namespace

TEST_CASE("wmma reuse: the WMMA before may hand A over across instructions that leave A's registers and the control flow alone") {
    const std::vector<std::string> keep = {
        "",
        "  s_waitcnt lgkmcnt(0)\n  s_add_u32 s4, s4, 1\n  s_nop 0\n  s_barrier\n  s_delay_alu instid0(VALU_DEP_1)\n",
        "  s_load_b64 s[8:9], s[0:1], 0x0\n  s_cmp_eq_u32 s4, 0\n  s_cselect_b32 s5, 1, 2\n",
        "  ds_load_b128 v[40:43], v1\n  ds_load_b32 v7, v1\n  ds_store_b32 v1, v8\n  ds_add_rtn_u32 v16, v1, v2\n",
        "  global_load_b64 v[6:7], v1, s[4:5]\n  global_load_b128 v[16:19], v1, s[4:5]\n  global_store_b32 v1, v8, s[4:5]\n",
        "  buffer_load_b128 v[44:47], v1, s[8:11], 0 offen\n  buffer_load_b32 v[6:7], v1, s[8:11], 0 offen tfe\n",
        "  v_perm_b32 v48, v2, v3, v4\n  v_mov_b32 v16, 0\n  v_pk_add_f16 v49, v1, v2\n  v_lshlrev_b64 v[6:7], 1, v[2:3]\n",
        "  v_dual_mov_b32 v50, v1 :: v_dual_mov_b32 v51, v2\n  v_writelane_b32 v7, s0, 0\n  v_readlane_b32 s6, v8, 1\n",
        "  v_cmp_eq_u32 vcc_lo, v8, v9\n  v_cndmask_b32 v16, v8, v9, vcc_lo\n",
    };
    for (const std::string& b : keep) {
        INFO("between: " << b);
        const Verdict v = verdict(b);
        CHECK(v.back == v.distance);
    }
    // Other float kinds and matching flips: the same A widened the same way.
    CHECK(verdict("", kX, "  v_wmma_f16_16x16x16_f16 v[32:39], v[8:15], v[16:23], v[32:39]\n").back == 1);
    CHECK(verdict("", "  v_wmma_bf16_16x16x16_bf16 v[24:31], v[8:15], v[16:23], v[24:31]\n",
                  "  v_wmma_f32_16x16x16_bf16 v[32:39], v[8:15], v[40:47], v[32:39]\n").back == 1);
    CHECK(verdict("", "  v_wmma_f32_16x16x16_f16 v[24:31], v[8:15], v[16:23], v[24:31] neg_lo:[1,0,0] neg_hi:[1,1,0]\n",
                  "  v_wmma_f32_16x16x16_f16 v[32:39], v[8:15], v[16:23], v[32:39] neg_lo:[1,1,0] neg_hi:[1,0,0]\n").back == 1);
}

TEST_CASE("wmma reuse: anything that may write A's registers or move control elsewhere ends the hand-over") {
    const std::vector<std::string> stop = {
        "  v_mov_b32 v8, 0\n", "  v_mov_b32 v15, 0\n", "  v_lshlrev_b64 v[14:15], 1, v[2:3]\n",
        "  v_writelane_b32 v10, s0, 1\n", "  v_dual_mov_b32 v9, v1 :: v_dual_mov_b32 v50, v2\n",
        "  v_dual_mov_b32 v50, v1 :: v_dual_mov_b32 v11, v2\n", "  v_pk_add_f16 v12, v1, v2\n",
        "  ds_load_b128 v[12:15], v1\n", "  ds_load_b32 v8, v1\n", "  ds_load_2addr_b64 v[4:7], v1 offset1:1\n  ds_load_2addr_b64 v[6:9], v1 offset1:1\n",
        "  ds_add_rtn_u32 v13, v1, v2\n",
        "  global_load_b128 v[6:9], v1, s[4:5]\n", "  global_load_b32 v15, v1, s[4:5]\n",
        "  buffer_load_b32 v[7:8], v1, s[8:11], 0 offen tfe\n", "  buffer_load_b64 v[14:15], v1, s[8:11], 0 offen\n",
        "  v_mov_b16 v8.h, v1.l\n", "  v_mqsad_u32_u8 v[6:9], v[2:3], v4, v[10:13]\n",
        "  tbuffer_load_format_x v8, v1, s[8:11], 0 format:[BUF_FMT_32_FLOAT] offen\n",
        "  scratch_load_d16_hi_b16 v9, v1, off\n", "  flat_load_d16_hi_b16 v10, v[2:3]\n",
        "  ds_append v8\n", "  ds_swizzle_b32 v9, v1 offset:swizzle(SWAP,1)\n", "  ds_bpermute_b32 v10, v1, v2\n",
        // Not bounded statically: VGPR-indexed moves, swaps, atomics returning data, the BVH
        // stack operation (it writes its address register, v8 here, besides v50).
        "  v_swap_b32 v40, v41\n", "  v_swaprel_b32 v40, v41\n",
        "  v_movreld_b32 v40, v1\n", "  v_movrels_b32 v40, v1\n",
        "  global_atomic_add_u32 v40, v1, v2, s[4:5] glc\n", "  ds_bvh_stack_rtn_b32 v50, v8, v51, v[52:55]\n",
        "  ds_bvh_stack_rtn_b32 v50, v60, v51, v[52:55]\n",
        // Control: branches (even to the next instruction), calls, traps, messages, the end.
        "  s_cbranch_scc0 .Lnext\n.Lnext:\n", "  s_branch .Lnext\n.Lnext:\n", "  s_setpc_b64 s[4:5]\n",
        "  s_swappc_b64 s[6:7], s[4:5]\n", "  s_rfe_b64 s[4:5]\n", "  s_call_b64 s[6:7], .Lnext\n.Lnext:\n",
        "  s_subvector_loop_begin s20, .Lnext\n.Lnext:\n", "  s_subvector_loop_end s20, .Lnext\n.Lnext:\n",
        "  s_trap 2\n", "  s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)\n",
        "  s_endpgm\n",
        // Another WMMA in between, an integer one included.
        "  v_wmma_i32_16x16x16_iu8 v[40:47], v[48:51], v[52:55], v[40:47]\n",
        "  v_wmma_f32_16x16x16_f16 v[40:47], v[48:55], v[16:23], v[40:47]\n",
    };
    for (const std::string& b : stop) {
        INFO("between: " << b);
        CHECK(verdict(b).back == 0);
    }
    std::string nops;
    for (int i = 0; i < 70; ++i) nops += "  s_nop 0\n";
    CHECK(verdict(nops).back == 0);   // beyond the walk's 64 instructions
    // A different A: register, format, flips; and an X whose D overwrites part of A.
    CHECK(verdict("", kX, "  v_wmma_f32_16x16x16_f16 v[32:39], v[40:47], v[16:23], v[32:39]\n").back == 0);
    CHECK(verdict("", "  v_wmma_f32_16x16x16_bf16 v[24:31], v[8:15], v[16:23], v[24:31]\n", kY).back == 0);
    CHECK(verdict("", kX, "  v_wmma_f32_16x16x16_f16 v[32:39], v[8:15], v[16:23], v[32:39] neg_lo:[1,0,0]\n").back == 0);
    CHECK(verdict("", kX, "  v_wmma_f32_16x16x16_f16 v[32:39], v[8:15], v[16:23], v[32:39] neg_hi:[1,0,0]\n").back == 0);
    CHECK(verdict("", "  v_wmma_f32_16x16x16_f16 v[12:19], v[8:15], v[40:47], v[12:19]\n", kY).back == 0);
    // The first WMMA of a program has nothing to take over.
    CHECK(analysed(kY).insts[0].wmma_a_back == 0);
}

TEST_CASE("wmma reuse: a WMMA reached by a branch after A changed widens A again") {
    // X multiplies A0; .Lmid's Y takes A over from X on the first pass; then A becomes A1 and the
    // branch runs Y again, whose last float WMMA is now Y itself: it must widen A1.
    // lane l of A and B register r: element r * 16 + l % 16 of the input (both half-waves alike).
    std::string body =
        "  s_load_b128 s[4:7], s[0:1], 0x0\n"
        "  v_and_b32 v1, 15, v0\n  v_lshlrev_b32 v1, 2, v1\n  v_lshlrev_b32 v2, 2, v0\n"
        "  s_waitcnt lgkmcnt(0)\n";
    for (int r = 0; r < 8; ++r) {
        body += "  global_load_b32 v" + std::to_string(8 + r) + ", v1, s[4:5] offset:" + std::to_string(r * 64) + "\n";
        body += "  global_load_b32 v" + std::to_string(40 + r) + ", v1, s[4:5] offset:" + std::to_string(512 + r * 64) + "\n";
        body += "  global_load_b32 v" + std::to_string(16 + r) + ", v1, s[4:5] offset:" + std::to_string(1024 + r * 64) + "\n";
    }
    for (int r = 24; r < 40; ++r) body += "  v_mov_b32 v" + std::to_string(r) + ", 0\n";
    body += "  s_mov_b32 s9, 2\n  s_waitcnt vmcnt(0)\n" + std::string(kX) + ".Lmid:\n" + kY;
    for (int r = 0; r < 8; ++r) body += "  v_mov_b32 v" + std::to_string(8 + r) + ", v" + std::to_string(40 + r) + "\n";
    body += "  s_sub_u32 s9, s9, 1\n  s_cmp_eq_u32 s9, 0\n  s_cbranch_scc0 .Lmid\n";
    for (int r = 0; r < 16; ++r)
        body += "  global_store_b32 v2, v" + std::to_string(24 + r) + ", s[6:7] offset:" + std::to_string(r * 128) + "\n";
    testutil::AsmKernel k;
    k.body = body;
    k.vgprs = 48;
    k.args = {{"in", "ptr"}, {"out", "ptr"}};
    const std::vector<uint8_t> hsaco = k.build();

    // Y's analysis lets it take A over from X (so the dynamic test is what decides).
    const emu::Program p = analysed(body);
    const std::vector<size_t> w = wmmas(p);
    REQUIRE(w.size() == 2);
    CHECK(p.insts[w[1]].wmma_a_back == 1);

    std::mt19937 rng(77);
    std::vector<uint32_t> in(3 * 128);
    for (uint32_t& x : in) {
        auto h = [&] { return uint32_t(emu::fp::cvt_f32_to_f16(emu::fp::bits_of(float(int(rng() % 33) - 16) / 8.0f))); };
        x = h() | h() << 16;
    }
    auto regs = [&](size_t at) {   // 8 registers of 32 lanes from in[at ...]
        std::vector<uint32_t> r(8 * 32);
        for (unsigned g = 0; g < 8; ++g)
            for (unsigned l = 0; l < 32; ++l) r[g * 32 + l] = in[at + g * 16 + l % 16];
        return r;
    };
    const std::vector<uint32_t> a0 = regs(0), a1 = regs(128), b = regs(256), zero(8 * 32, 0);
    std::vector<uint32_t> dx(8 * 32), dy(8 * 32), dy_stale(8 * 32);
    emu::wmma_execute(emu::WmmaKind::F32_F16, a0.data(), b.data(), zero.data(), dx.data(), 0, 0, 0, false);
    emu::wmma_execute(emu::WmmaKind::F32_F16, a1.data(), b.data(), dx.data(), dy.data(), 0, 0, 0, false);
    emu::wmma_execute(emu::WmmaKind::F32_F16, a0.data(), b.data(), dx.data(), dy_stale.data(), 0, 0, 0, false);
    REQUIRE(dy != dy_stale);   // A0 taken over again would show

    for (bool strict : {true, false}) {
        INFO("strict " << strict);
        auto dev = testutil::emu_device(strict);
        std::vector<testutil::Arg> args = {testutil::Arg::buffer(in), testutil::Arg::zeros(16 * 128)};
        testutil::launch(*dev, hsaco, k.name, {1, 1, 1}, {32, 1, 1}, args);
        const std::vector<uint32_t> out = args[1].as<uint32_t>();
        CHECK(std::vector<uint32_t>(out.begin(), out.begin() + 256) == dx);
        CHECK(std::vector<uint32_t>(out.begin() + 256, out.end()) == dy);
    }
}

TEST_CASE("wmma reuse: the engine marks the pack's GEMMs, k8's main loop three WMMAs of four") {
    // k8 multiplies each A fragment by four B fragments in a row, with loads, waits and stores
    // of other registers between. decode_code_object (what every launch runs) does the marking.
    const auto table = emu::make_handler_table();
    for (const char* name : {"k8", "k5", "k2"}) {
        const auto co = wmma_asm::parse_code_object(testutil::read_bytes(testutil::pack_dir() + "/" + name + ".hsaco"), name);
        const auto dk = emu::decode_code_object(co, table);
        size_t total = 0, marked = 0;
        for (const emu::Inst& in : dk.program.insts) {
            if (!in.info || std::string(in.info->name).rfind("v_wmma", 0) != 0) continue;
            ++total;
            marked += in.wmma_a_back != 0;
        }
        MESSAGE(std::string(name) << ": " << marked << " of " << total << " WMMAs take A over");
        CHECK(total > 0);
        if (std::string(name) == "k8") CHECK(marked * 4 == total * 3);
    }
}

TEST_CASE("wmma reuse: no handler writes a VGPR or moves control where keeps_a_and_flow says it cannot") {
    // A property sweep over random encodings of every family: each executable instruction runs
    // on a wave of random registers (small values half the time, so that LDS and scratch
    // addresses fall in range), and (1) every VGPR it changed must be one keeps_a_and_flow admits
    // it may write, (2) an instruction it calls flow-keeping must leave the wave running at the
    // next instruction. (Global and buffer loads run with EXEC = 0 here, there being no memory:
    // their destinations are the decoded ones the disassembler prints and llvm-mc checks.)
    const emu::HandlerTable table = emu::make_handler_table();
    std::vector<uint8_t> zeros(1 << 20, 0);
    emu::Program prog = emu::decode_program(zeros.data(), zeros.size(), 0);
    emu::GlobalMemory mem;
    emu::LaunchShared L;
    L.memory = &mem;
    L.lds_bytes = 65536;
    emu::Workgroup wg;
    wg.launch = &L;
    wg.lds.assign(65536, 0);
    std::vector<uint32_t> vgpr(size_t(emu::kVgprFile) * 32), before;
    emu::Wave w;
    w.lds_base = wg.lds.data();
    w.lds_size = 65536;
    w.v = vgpr.data();
    w.nvgpr = 256;
    w.wg = &wg;
    w.program = &prog;
    wg.waves.push_back(&w);
    wg.waves.push_back(&w);   // "more than one wave" for s_barrier

    const uint32_t prefix[][2] = {   // (fixed bits, mask of fixed bits)
        {0x17Du << 23, 0x1FFu << 23}, {0x17Eu << 23, 0x1FFu << 23}, {0x17Fu << 23, 0x1FFu << 23},
        {0xBu << 28, 0xFu << 28},     {0x2u << 30, 0x3u << 30},     {0x3Fu << 25, 0x7Fu << 25},
        {0x3Eu << 25, 0x7Fu << 25},   {0x0u, 0x1u << 31},           {0x35u << 26, 0x3Fu << 26},
        {0x33u << 26, 0xFFu << 24},   {0x36u << 26, 0x3Fu << 26},   {0x37u << 26, 0x3Fu << 26},
        {0x38u << 26, 0x3Fu << 26},   {0x3Au << 26, 0x3Fu << 26},   {0x3Du << 26, 0x3Fu << 26},
        {0x32u << 26, 0x3Fu << 26},
    };
    std::mt19937_64 rng(12345);
    std::map<std::string, unsigned> ran, bad_write, bad_flow;
    std::map<std::string, std::string> example;
    const size_t here = 1 << 18;   // instruction index the wave sits at (pc = 4 * here)
    for (int iter = 0; iter < 1000000; ++iter) {
        const auto& pf = prefix[iter % 16];
        uint8_t bytes[16];
        for (int i = 0; i < 4; ++i) {
            uint32_t x = uint32_t(rng());
            if (i == 0) x = (x & ~pf[1]) | pf[0];
            std::memcpy(bytes + 4 * i, &x, 4);
        }
        emu::Inst in = emu::decode_one(bytes, 16, 4 * here);
        if (!in.ok() || !in.info) continue;
        if (in.enc == emu::Enc::VOP3P && in.op >= 0x40 && in.op <= 0x45) continue;
        const std::string name = in.enc == emu::Enc::VOPD ? std::string("vopd") : std::string(in.info->name);
        const emu::Handler hh = in.enc == emu::Enc::VOPD ? table.find(emu::vopd_handler_name(in)) : table.find(in.info->name);
        if (!hh) continue;
        // Random state, made anew every 32 instructions (in between, what the handlers left):
        // small values (LDS-addressable) or anything.
        if (iter % 32 == 0) {
            const bool small = (iter / 32) & 1;
            for (auto& x : vgpr) x = small ? uint32_t(rng() % 4096) * 4 : uint32_t(rng());
            for (auto& x : w.s) x = small ? uint32_t(rng() % 256) : uint32_t(rng());
        }
        { const unsigned e = rng() % 8; w.s[emu::kExec] = e < 5 ? 0xffffffffu : e < 7 ? uint32_t(rng()) : 0u; }
        w.scc = rng() & 1;
        w.mode = 0xf0;
        w.ip = here + 1;
        w.done = false;
        w.at_barrier = false;
        before = vgpr;
        try {
            hh(w, in);
        } catch (const emu::Fault&) {
            continue;
        } catch (const std::exception&) {
            continue;
        }
        ++ran[name];
        // (1) writes
        for (unsigned r = 0; r < emu::kVgprFile; ++r) {
            if (std::memcmp(&vgpr[r * 32], &before[r * 32], 128) == 0) continue;
            if (emu::keeps_a_and_flow(in, r, 1)) {
                if (!bad_write[name]++) example[name] = "writes v" + std::to_string(r);
            }
        }
        // (2) control
        if (emu::keeps_a_and_flow(in, 0, 0) && (w.ip != here + 1 || w.done)) {
            if (!bad_flow[name]++) example[name + " flow"] = "ip " + std::to_string(long(w.ip) - long(here)) + " done " + std::to_string(w.done);
        }
    }
    CHECK(ran.size() >= 900);   // the sweep reaches most of the opcode table
    for (auto& [n, c] : bad_write) MESSAGE("UNSEEN WRITE " << n << " x" << c << ": " << example[n]);
    for (auto& [n, c] : bad_flow) MESSAGE("UNSEEN FLOW " << n << " x" << c << ": " << example[n + " flow"]);
    CHECK(bad_write.empty());
    CHECK(bad_flow.empty());
}
