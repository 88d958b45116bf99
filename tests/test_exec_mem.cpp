// Tests for the memory-instruction handlers (emu/exec/exec_lds.cpp, emu/exec/exec_vmem.cpp,
// emu/exec/exec_smem.cpp): each instruction is assembled with llvm-mc-19, decoded with
// emu::decode_one and run by its handler on a hand-built wave, workgroup and launch whose global
// memory holds real allocations; the test then checks memory and registers.
#include <doctest/doctest.h>
#include <unistd.h>

#include <algorithm>
#include <cinttypes>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "emu/decode/decode.hpp"
#include "emu/exec/exec.hpp"
#include "emu/exec/exec_mem.hpp"
#include "emu/exec/load_prefetch.hpp"
#include "emu/exec/fp.hpp"
#include "emu/engine/memory.hpp"
#include "util.hpp"

using emu::Inst;

namespace {

// Assembles one instruction per line for gfx1151 (one llvm-mc run) and decodes each.
std::vector<Inst> assemble(const std::vector<std::string>& lines) {
    testutil::TempDir d;
    std::string src;
    for (const auto& l : lines) src += l + "\n";
    testutil::write_text(d.file("m.s"), src);
    const auto r = testutil::run("llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx1151 -show-encoding '" +
                                 d.file("m.s") + "'");
    REQUIRE_MESSAGE(r.status == 0, r.err);
    std::vector<Inst> out;
    std::istringstream is(r.out);
    std::string line;
    while (std::getline(is, line)) {
        const size_t e = line.find("encoding: [");
        if (e == std::string::npos) continue;
        std::vector<uint8_t> bytes;
        std::istringstream bs(line.substr(e + 11));
        std::string tok;
        while (std::getline(bs, tok, ',')) bytes.push_back(uint8_t(std::stoul(tok, nullptr, 16)));
        Inst in = emu::decode_one(bytes.data(), bytes.size(), 0);
        REQUIRE(in.ok());
        out.push_back(in);
    }
    REQUIRE(out.size() == lines.size());
    return out;
}

// The handlers under test: with avx2, the host's AVX2 hot paths where it has AVX2 (what the
// engine registers); without, only the portable forms.
emu::HandlerTable make_table(bool avx2) {
    emu::HandlerTable h;
    emu::add_lds_handlers(h, avx2 && emu::host_simd_avx2(emu::HostSimd::Auto));
    emu::add_vmem_handlers(h, avx2 && emu::host_simd_avx2(emu::HostSimd::Auto));
    emu::add_smem_handlers(h);
    return h;
}
const emu::HandlerTable& table(bool avx2 = true) {
    static const emu::HandlerTable best = make_table(true), portable = make_table(false);
    return avx2 ? best : portable;
}

// Both tables' forms where the host has AVX2; only the portable one where it does not.
std::vector<bool> simd_forms() {
    if (emu::host_simd_avx2(emu::HostSimd::Auto)) return {false, true};
    return {false};
}

// A launch with one workgroup and one wave, all lanes active, denormals kept (MODE[7:4] = 0xf).
struct Rig {
    emu::GlobalMemory mem;
    emu::LaunchShared L;
    emu::Workgroup wg;
    emu::Wave w;
    std::vector<uint32_t> vgpr;
    std::vector<uint8_t> scratch;
    bool avx2 = true;   // which table run() uses (table())

    explicit Rig(size_t lds_bytes = 4096, uint32_t scratch_lane_bytes = 0) {
        L.memory = &mem;
        L.lds_bytes = uint32_t(lds_bytes);
        wg.launch = &L;
        wg.lds.assign(lds_bytes, 0);
        vgpr.assign(size_t(emu::kVgprFile) * 32, 0);
        w.lds_base = wg.lds.data();   // as the engine sets them when a wave starts: the hot paths run
        w.lds_size = lds_bytes;
        w.v = vgpr.data();
        w.nvgpr = 256;
        w.wg = &wg;
        w.mode = 0xf0;
        w.s[emu::kExec] = 0xffffffffu;
        if (scratch_lane_bytes) {
            scratch.assign(size_t(32) * scratch_lane_bytes, 0);
            w.scratch = scratch.data();
            w.scratch_lane_bytes = scratch_lane_bytes;
        }
        wg.waves.push_back(&w);
    }

    uint32_t& v(unsigned reg, unsigned lane) { return w.vreg(reg)[lane]; }
    template <typename F>
    void setv(unsigned reg, F f) {
        for (unsigned l = 0; l < 32; ++l) w.vreg(reg)[l] = uint32_t(f(l));
    }
    void setv64(unsigned reg, uint64_t base, uint64_t lane_stride) {
        for (unsigned l = 0; l < 32; ++l) {
            const uint64_t a = base + l * lane_stride;
            w.vreg(reg)[l] = uint32_t(a);
            w.vreg(reg + 1)[l] = uint32_t(a >> 32);
        }
    }
    void sets64(unsigned reg, uint64_t v) {
        w.s[reg] = uint32_t(v);
        w.s[reg + 1] = uint32_t(v >> 32);
    }
    uint8_t* lds() { return wg.lds.data(); }

    void run(const Inst& in) {
        REQUIRE(in.info);
        const emu::Handler h = table(avx2).find(in.info->name);
        const bool found = h != nullptr;
        REQUIRE_MESSAGE(found, in.info->name);
        h(w, in);
    }
    // Runs and returns the fault ("" if none), with " [lane N]" appended when a lane is named.
    std::string fault_of(const Inst& in) {
        try {
            run(in);
        } catch (const emu::Fault& f) {
            return f.message + (f.lane >= 0 ? " [lane " + std::to_string(f.lane) + "]" : "");
        }
        return "";
    }
};

template <typename T>
T rd(const uint8_t* p) {
    T v;
    std::memcpy(&v, p, sizeof v);
    return v;
}
template <typename T>
void wr(uint8_t* p, T v) {
    std::memcpy(p, &v, sizeof v);
}
uint8_t* host(uint64_t a) { return reinterpret_cast<uint8_t*>(a); }
uint32_t f32(float f) { return emu::fp::bits_of(f); }
std::string hex(uint64_t v) {
    std::ostringstream s;
    s << "0x" << std::hex << v;
    return s.str();
}

}  // namespace

// ================================================================== LDS

TEST_CASE("mem: ds loads and stores of every width, offsets, EXEC-masked lanes") {
    const auto I = assemble({
        "ds_store_b32 v1, v10 offset:4",          // 0
        "ds_store_b64 v1, v[10:11] offset:512",   // 1
        "ds_store_b96 v1, v[10:12] offset:1024",  // 2
        "ds_store_b128 v1, v[10:13] offset:2048", // 3
        "ds_load_b32 v20, v1 offset:4",           // 4
        "ds_load_b64 v[20:21], v1 offset:512",    // 5
        "ds_load_b96 v[20:22], v1 offset:1024",   // 6
        "ds_load_b128 v[20:23], v1 offset:2048",  // 7
    });
    Rig r(8192);
    r.setv(1, [](unsigned l) { return l * 16; });
    for (unsigned k = 0; k < 4; ++k) r.setv(10 + k, [k](unsigned l) { return 0x1000 * (k + 1) + l; });
    r.w.s[emu::kExec] = 0x7fffffffu;   // lane 31 inactive
    for (unsigned i = 0; i < 4; ++i) r.run(I[i]);
    for (unsigned l = 0; l < 31; ++l) {
        CHECK(rd<uint32_t>(r.lds() + l * 16 + 4) == 0x1000 + l);
        for (unsigned k = 0; k < 2; ++k) CHECK(rd<uint32_t>(r.lds() + l * 16 + 512 + 4 * k) == 0x1000 * (k + 1) + l);
        for (unsigned k = 0; k < 3; ++k) CHECK(rd<uint32_t>(r.lds() + l * 16 + 1024 + 4 * k) == 0x1000 * (k + 1) + l);
        for (unsigned k = 0; k < 4; ++k) CHECK(rd<uint32_t>(r.lds() + l * 16 + 2048 + 4 * k) == 0x1000 * (k + 1) + l);
    }
    CHECK(rd<uint32_t>(r.lds() + 31 * 16 + 4) == 0);   // inactive lane stored nothing
    CHECK(rd<uint32_t>(r.lds() + 31 * 16 + 2048) == 0);
    for (unsigned n = 4; n < 8; ++n) {
        r.setv(20, [](unsigned) { return 0xdeadu; });
        r.setv(21, [](unsigned) { return 0xdeadu; });
        r.setv(22, [](unsigned) { return 0xdeadu; });
        r.setv(23, [](unsigned) { return 0xdeadu; });
        r.run(I[n]);
        const unsigned words = n - 3;
        for (unsigned l = 0; l < 31; ++l)
            for (unsigned k = 0; k < words; ++k) CHECK(r.v(20 + k, l) == 0x1000 * (k + 1) + l);
        for (unsigned k = 0; k < 4; ++k) CHECK(r.v(20 + k, 31) == 0xdeadu);   // inactive lane untouched
        for (unsigned k = words; k < 4; ++k) CHECK(r.v(20 + k, 0) == 0xdeadu);  // no extra dwords
    }
}

TEST_CASE("mem: full-wave ds loads and stores (the vector hot paths) of 1 to 4 dwords: scattered, unaligned, overlapping") {
    const auto I = assemble({
        "ds_load_b32 v20, v1 offset:8",           // 0
        "ds_load_b64 v[20:21], v1 offset:8",      // 1
        "ds_load_b96 v[20:22], v1 offset:8",      // 2
        "ds_load_b128 v[20:23], v1 offset:8",     // 3
        "ds_load_b64 v[1:2], v1 offset:8",        // 4: the destination overwrites the address
        "ds_store_b32 v1, v10 offset:8",          // 5
        "ds_store_b64 v1, v[10:11] offset:8",     // 6
        "ds_store_b96 v1, v[10:12] offset:8",     // 7
        "ds_store_b128 v1, v[10:13] offset:8",    // 8
        "ds_load_b128 v[0:3], v1 offset:8",       // 9: the destination overwrites the address
    });
    for (const bool avx2 : simd_forms()) {
        INFO("AVX2 forms: " << avx2);
        Rig r(8192);
        r.avx2 = avx2;
        r.w.s[emu::kExec] = 0xffffffffu;
        auto fill = [&] { for (unsigned i = 0; i < 8192; ++i) r.lds()[i] = uint8_t(i * 7 + 3); };
        auto addr = [](unsigned l) { return (l * 212 + (l % 4)) % 4000; };   // scattered, any alignment
        for (unsigned n = 0; n < 4; ++n) {
            fill();
            r.setv(1, addr);
            r.run(I[n]);
            for (unsigned l = 0; l < 32; ++l)
                for (unsigned k = 0; k <= n; ++k) CHECK(r.v(20 + k, l) == rd<uint32_t>(r.lds() + addr(l) + 8 + 4 * k));
        }
        r.setv(1, addr);
        r.run(I[4]);
        for (unsigned l = 0; l < 32; ++l) {
            CHECK(r.v(1, l) == rd<uint32_t>(r.lds() + addr(l) + 8));
            CHECK(r.v(2, l) == rd<uint32_t>(r.lds() + addr(l) + 12));
        }
        // Stores where lanes overlap (pairs of lanes on one dword, and 2-byte shifts): the later lane's
        // bytes win, as lane-by-lane in order.
        auto over = [](unsigned l) { return (l / 2) * 4 + (l % 2) * 2; };
        for (unsigned n = 0; n < 4; ++n) {
            fill();
            std::vector<uint8_t> want(r.lds(), r.lds() + 8192);
            r.setv(1, over);
            for (unsigned k = 0; k < 4; ++k) r.setv(10 + k, [k](unsigned l) { return 0x01010101u * (k + 1) + (l << 8) + 0x40000000u * k; });
            for (unsigned l = 0; l < 32; ++l)
                for (unsigned k = 0; k <= n; ++k) {
                    const uint32_t x = 0x01010101u * (k + 1) + (l << 8) + 0x40000000u * k;
                    std::memcpy(want.data() + over(l) + 8 + 4 * k, &x, 4);
                }
            r.run(I[5 + n]);
            CHECK(std::memcmp(want.data(), r.lds(), 8192) == 0);
        }
        // ds_load_b128 whose destination overwrites its address register (v1 is the second
        // dword): every lane's address is the one before the load.
        fill();
        r.setv(1, addr);
        r.run(I[9]);
        for (unsigned l = 0; l < 32; ++l)
            for (unsigned k = 0; k < 4; ++k) CHECK(r.v(k, l) == rd<uint32_t>(r.lds() + addr(l) + 8 + 4 * k));
    }
}

TEST_CASE("mem: the full-wave gather and scatter of 16-byte rows equal the lane-by-lane copy") {
    // Rows at scattered, unaligned and overlapping places; the scatter's later lanes win.
    std::vector<uint8_t> mem(4096);
    for (size_t i = 0; i < mem.size(); ++i) mem[i] = uint8_t(i * 13 + 5);
    for (int pattern = 0; pattern < 4; ++pattern) {
        auto at = [pattern](unsigned l) -> unsigned {
            if (pattern == 0) return (l * 212 + (l % 4)) % 4000;       // scattered, any alignment
            if (pattern == 1) return (31 - l) * 16;                    // reversed, contiguous
            if (pattern == 2) return (l / 3) * 6 + (l % 3);            // overlapping rows
            return (l % 16) * 80 + 3;                                  // lanes 16-31 repeat 0-15
        };
        std::vector<uint32_t> want(4 * 32);
        for (unsigned l = 0; l < 32; ++l)
            for (unsigned k = 0; k < 4; ++k) std::memcpy(&want[k * 32 + l], mem.data() + at(l) + 4 * k, 4);
        {
            std::vector<uint32_t> got(4 * 32, 0xdeadbeefu);
            uint32_t* const d[4] = {&got[0], &got[32], &got[64], &got[96]};
            emu::memx::gather_dwords<4>([&](unsigned l) { return static_cast<const uint8_t*>(mem.data() + at(l)); }, d);
            INFO("gather pattern " << pattern);
            CHECK(got == want);
        }
#if EMU_MEM_HAVE_AVX2
        if (emu::host_simd_avx2(emu::HostSimd::Auto)) {
            std::vector<uint32_t> got(4 * 32, 0xdeadbeefu);
            emu::memx::gather_dwords4_avx2([&](unsigned l) { return static_cast<const uint8_t*>(mem.data() + at(l)); }, got.data());
            INFO("AVX2 gather pattern " << pattern);
            CHECK(got == want);
            if (pattern == 3) {   // the repeated halves' form reads lanes 0-15 only
                std::vector<uint32_t> dup(4 * 32, 0xdeadbeefu);
                emu::memx::gather_dwords4_dup_halves_avx2(
                    [&](unsigned l) { CHECK(l < 16); return static_cast<const uint8_t*>(mem.data() + at(l)); }, dup.data());
                CHECK(dup == want);
            }
        }
#endif
        std::vector<uint32_t> data(4 * 32);
        for (unsigned i = 0; i < data.size(); ++i) data[i] = 0x9e3779b9u * (i + 1);
        std::vector<uint8_t> ref = mem;
        for (unsigned l = 0; l < 32; ++l)
            for (unsigned k = 0; k < 4; ++k) std::memcpy(ref.data() + at(l) + 4 * k, &data[k * 32 + l], 4);
        {
            std::vector<uint8_t> out = mem;
            const uint32_t* const s[4] = {&data[0], &data[32], &data[64], &data[96]};
            emu::memx::scatter_dwords<4>(s, [&](unsigned l) { return out.data() + at(l); });
            INFO("scatter pattern " << pattern);
            CHECK(out == ref);
        }
    }
}

TEST_CASE("mem: the AVX2 forms of ds_load_b32, b64, b128 and ds_store_b32..b128 do what the portable ones do") {
    // Random full-wave states run through both tables: addresses anywhere in the segment, on few
    // distinct places (lanes overlapping), at its very end, one byte past it (the fault, named
    // with its lane), or the maximum u32; EXEC full or not (the fallback); every offset form.
    if (!emu::host_simd_avx2(emu::HostSimd::Auto)) {
        MESSAGE("the host has no AVX2: the engine registers only the portable forms, tested above");
        return;
    }
    bool differ = true;
    for (const char* name : {"ds_load_b32", "ds_load_b64", "ds_load_b128", "ds_store_b32"})
        differ = differ && table(true).find(name) != table(false).find(name);
    REQUIRE(differ);   // the two tables really hold two forms
    const auto I = assemble({
        "ds_load_b128 v[8:11], v1 offset:0",        // 0
        "ds_load_b128 v[8:11], v1 offset:4000",     // 1
        "ds_load_b128 v[0:3], v2 offset:16",        // 2: v2 is in the destination
        "ds_store_b32 v1, v5 offset:0",             // 3
        "ds_store_b32 v1, v1 offset:60",            // 4: data = address
        "ds_store_b64 v1, v[4:5] offset:100",       // 5
        "ds_store_b96 v1, v[4:6] offset:8",         // 6
        "ds_store_b128 v1, v[4:7] offset:2",        // 7
        "ds_load_b128 v[8:11], v1 gds",             // 8: GDS faults in both forms
        "ds_store_b32 v1, v5 gds",                  // 9
        "ds_load_b32 v8, v1 offset:0",              // 10
        "ds_load_b32 v2, v2 offset:12",             // 11: the destination is the address
        "ds_load_b64 v[8:9], v1 offset:0",          // 12
        "ds_load_b64 v[8:9], v1 offset:4000",       // 13
        "ds_load_b64 v[1:2], v2 offset:16",         // 14: v2 is in the destination
        "ds_load_b64 v[2:3], v2 offset:24",         // 15: v2 is the first destination
        "ds_load_b64 v[8:9], v1 gds",               // 16
    });
    const size_t lds = 8192;
    std::mt19937 rng(7);
    unsigned faults = 0, runs = 0;
    for (int iter = 0; iter < 4000; ++iter) {
        const Inst& in = I[iter % I.size()];
        const std::string nm = in.info->name;   // the access size from the name's b32 .. b128
        const unsigned size = nm.compare(nm.size() - 3, 3, "b32") == 0 ? 4u : nm.compare(nm.size() - 3, 3, "b64") == 0 ? 8u
                            : nm.compare(nm.size() - 3, 3, "b96") == 0 ? 12u : 16u;
        const uint32_t off = uint32_t(in.ds.offset0) | (uint32_t(in.ds.offset1) << 8);
        const uint32_t top = uint32_t(lds) - off - size;   // the highest in-range address
        const int kind = int(rng() % 8);
        std::vector<uint32_t> addr(32);
        for (unsigned l = 0; l < 32; ++l) {
            switch (kind) {
                case 0: case 1: addr[l] = rng() % (top + 1); break;
                case 2: addr[l] = (rng() % 4) * 6; break;                       // four places, lanes overlap
                case 3: addr[l] = l == 17 ? top : rng() % (top + 1); break;    // lane 17 at the very end
                case 4: addr[l] = l == 29 ? top + 1 : rng() % (top + 1); break;   // lane 29 one byte past
                case 5: addr[l] = l == 3 ? 0xffffffffu : rng() % (top + 1); break;
                default: addr[l] = l < 16 ? rng() % (top + 1) : addr[l - 16]; break;   // 16-31 repeat 0-15
            }
        }
        if (kind == 7) addr[16 + rng() % 16] ^= 4;   // all but one lane repeat (kind 6: all)
        const uint32_t exec = rng() % 4 == 0 ? uint32_t(rng()) : 0xffffffffu;
        std::vector<uint32_t> regs(16 * 32);
        for (auto& x : regs) x = uint32_t(rng());
        std::vector<uint8_t> mem(lds);
        for (auto& b : mem) b = uint8_t(rng());
        std::string fault[2];
        std::vector<uint32_t> vout[2];
        std::vector<uint8_t> lout[2];
        for (const bool avx2 : {false, true}) {
            Rig r(lds);
            r.avx2 = avx2;
            r.w.s[emu::kExec] = exec;
            std::memcpy(r.vgpr.data(), regs.data(), regs.size() * 4);
            for (unsigned l = 0; l < 32; ++l) r.v(1, l) = r.v(2, l) = addr[l];
            std::memcpy(r.lds(), mem.data(), lds);
            fault[avx2] = r.fault_of(in);
            vout[avx2].assign(r.vgpr.begin(), r.vgpr.begin() + 16 * 32);
            lout[avx2].assign(r.lds(), r.lds() + lds);
        }
        INFO("iteration " << iter << ", " << in.info->name << ", pattern " << kind << ", EXEC " << hex(exec));
        CHECK(fault[1] == fault[0]);
        CHECK(vout[1] == vout[0]);
        CHECK(lout[1] == lout[0]);
        if (in.ds.gds) CHECK(fault[0].find("GDS") != std::string::npos);
        faults += !fault[0].empty();
        ++runs;
    }
    CHECK(faults > 100);   // the range test's both outcomes were exercised
    CHECK(runs - faults > 2000);
}

// A sub-dword load's form from its name (ds_load_u16, global_load_d16_hi_i8, ...), and the
// register value it leaves: the bytes at p zero- or sign-extended, or (d16) merged into the low or
// high half of the register's old value.
struct SubDwordForm {
    unsigned size;
    bool sign, d16, hi;
    explicit SubDwordForm(const std::string& name)
        : size(name.find('8') != std::string::npos ? 1u : 2u), sign(name.find("_i") != std::string::npos),
          d16(name.find("d16") != std::string::npos), hi(name.find("_hi") != std::string::npos) {}
    uint32_t value(const uint8_t* p, uint32_t old) const {
        uint32_t v = size == 1 ? p[0] : uint32_t(p[0] | (p[1] << 8));
        if (sign) v = size == 1 ? uint32_t(int32_t(int8_t(v))) : uint32_t(int32_t(int16_t(v)));
        if (d16) v = hi ? (old & 0xffffu) | (v << 16) : (old & 0xffff0000u) | (v & 0xffffu);
        return v;
    }
};

TEST_CASE("mem: full-wave ds sub-dword loads (the hot path) equal the byte rule, faults name the lane") {
    const auto I = assemble({
        "ds_load_u8 v20, v1 offset:3",          // 0
        "ds_load_i8 v20, v1 offset:3",          // 1
        "ds_load_u16 v20, v1 offset:3",         // 2
        "ds_load_i16 v20, v1 offset:3",         // 3
        "ds_load_u8_d16 v20, v1 offset:3",      // 4
        "ds_load_u8_d16_hi v20, v1 offset:3",   // 5
        "ds_load_i8_d16 v20, v1 offset:3",      // 6
        "ds_load_i8_d16_hi v20, v1 offset:3",   // 7
        "ds_load_u16_d16 v20, v1 offset:3",     // 8
        "ds_load_u16_d16_hi v20, v1 offset:3",  // 9
        "ds_load_u16_d16_hi v1, v1 offset:3",   // 10: the destination is the address
        "ds_load_i16 v1, v1 offset:3",          // 11: the same
    });
    const size_t lds = 4096;
    std::mt19937 rng(3);
    for (unsigned i = 0; i < I.size(); ++i) {
        const std::string nm = I[i].info->name;
        const SubDwordForm form(nm);
        const unsigned bytes = form.size;
        const unsigned dst = i >= 10 ? 1u : 20u;
        for (int pass = 0; pass < 3; ++pass) {
            Rig r(lds);
            for (size_t b = 0; b < lds; ++b) r.lds()[b] = uint8_t(rng());
            std::vector<uint32_t> addr(32), old(32);
            for (unsigned l = 0; l < 32; ++l) addr[l] = pass == 1 ? uint32_t(rng() % 4) : uint32_t(rng() % (lds - 3 - bytes + 1));
            if (pass == 2) addr[7] = uint32_t(lds - 3 - bytes + 1);   // lane 7 one byte past the segment
            for (unsigned l = 0; l < 32; ++l) {
                old[l] = uint32_t(rng());
                r.v(20, l) = old[l];
                r.v(1, l) = addr[l];
            }
            if (dst == 1) old = addr;
            INFO(nm << ", pass " << pass);
            const std::string fault = r.fault_of(I[i]);
            if (pass == 2) {
                CHECK(fault.find("[lane 7]") != std::string::npos);
                continue;
            }
            REQUIRE(fault.empty());
            unsigned bad = 0;
            for (unsigned l = 0; l < 32; ++l) bad += r.v(dst, l) != form.value(r.lds() + addr[l] + 3, old[l]);
            CHECK(bad == 0);
        }
    }
}

TEST_CASE("mem: ds sub-dword loads extend, d16 loads keep the other half, d16_hi stores") {
    const auto I = assemble({
        "ds_load_u8 v2, v1",           // 0
        "ds_load_i8 v2, v1",           // 1
        "ds_load_u16 v2, v1",          // 2
        "ds_load_i16 v2, v1",          // 3
        "ds_load_u8_d16 v2, v1",       // 4
        "ds_load_u8_d16_hi v2, v1",    // 5
        "ds_load_i8_d16 v2, v1",       // 6
        "ds_load_i8_d16_hi v2, v1",    // 7
        "ds_load_u16_d16 v2, v1",      // 8
        "ds_load_u16_d16_hi v2, v1",   // 9
        "ds_store_b8 v1, v3 offset:100",          // 10
        "ds_store_b16 v1, v3 offset:200",         // 11
        "ds_store_b8_d16_hi v1, v3 offset:300",   // 12
        "ds_store_b16_d16_hi v1, v3 offset:400",  // 13
    });
    Rig r;
    r.w.s[emu::kExec] = 1;
    r.v(1, 0) = 6;   // unaligned: allowed
    wr<uint16_t>(r.lds() + 6, 0x80f1);
    const uint32_t old = 0x12345678;
    auto load = [&](unsigned i) { r.v(2, 0) = old; r.run(I[i]); return r.v(2, 0); };
    CHECK(load(0) == 0xf1u);
    CHECK(load(1) == 0xfffffff1u);
    CHECK(load(2) == 0x80f1u);
    CHECK(load(3) == 0xffff80f1u);
    CHECK(load(4) == 0x123400f1u);
    CHECK(load(5) == 0x00f15678u);
    CHECK(load(6) == 0x1234fff1u);
    CHECK(load(7) == 0xfff15678u);
    CHECK(load(8) == 0x123480f1u);
    CHECK(load(9) == 0x80f15678u);
    r.v(3, 0) = 0xa1b2c3d4;
    for (unsigned i = 10; i < 14; ++i) r.run(I[i]);
    CHECK(r.lds()[106] == 0xd4);
    CHECK(r.lds()[107] == 0);
    CHECK(rd<uint16_t>(r.lds() + 206) == 0xc3d4);
    CHECK(r.lds()[306] == 0xb2);
    CHECK(r.lds()[307] == 0);
    CHECK(rd<uint16_t>(r.lds() + 406) == 0xa1b2);
    CHECK(r.lds()[408] == 0);
}

TEST_CASE("mem: ds 2addr and stride64 forms") {
    const auto I = assemble({
        "ds_store_2addr_b32 v1, v2, v3 offset0:1 offset1:255",            // 0
        "ds_load_2addr_b32 v[4:5], v1 offset0:1 offset1:255",             // 1
        "ds_store_2addr_stride64_b32 v1, v2, v3 offset0:2 offset1:3",     // 2
        "ds_load_2addr_stride64_b32 v[4:5], v1 offset0:2 offset1:3",      // 3
        "ds_store_2addr_b64 v1, v[6:7], v[8:9] offset0:3 offset1:7",      // 4
        "ds_load_2addr_b64 v[10:13], v1 offset0:3 offset1:7",             // 5
        "ds_store_2addr_stride64_b64 v1, v[6:7], v[8:9] offset0:4 offset1:5",  // 6
        "ds_load_2addr_stride64_b64 v[10:13], v1 offset0:4 offset1:5",         // 7
    });
    Rig r(65536);
    r.w.s[emu::kExec] = 0x3;
    r.setv(1, [](unsigned l) { return 8 + l * 4096; });
    r.setv(2, [](unsigned l) { return 0xa0 + l; });
    r.setv(3, [](unsigned l) { return 0xb0 + l; });
    r.setv(6, [](unsigned l) { return 0xc0 + l; });
    r.setv(7, [](unsigned l) { return 0xc8 + l; });
    r.setv(8, [](unsigned l) { return 0xd0 + l; });
    r.setv(9, [](unsigned l) { return 0xd8 + l; });
    r.run(I[0]);
    r.run(I[1]);
    for (unsigned l = 0; l < 2; ++l) {
        const uint32_t b = 8 + l * 4096;
        CHECK(rd<uint32_t>(r.lds() + b + 4) == 0xa0 + l);
        CHECK(rd<uint32_t>(r.lds() + b + 1020) == 0xb0 + l);
        CHECK(r.v(4, l) == 0xa0 + l);
        CHECK(r.v(5, l) == 0xb0 + l);
    }
    r.run(I[2]);
    r.run(I[3]);
    CHECK(rd<uint32_t>(r.lds() + 8 + 512) == 0xa0);
    CHECK(rd<uint32_t>(r.lds() + 8 + 768) == 0xb0);
    CHECK(r.v(4, 1) == 0xa1);
    CHECK(r.v(5, 1) == 0xb1);
    r.run(I[4]);
    r.run(I[5]);
    CHECK(rd<uint64_t>(r.lds() + 8 + 24) == 0x000000c8000000c0ull);
    CHECK(rd<uint64_t>(r.lds() + 8 + 56) == 0x000000d8000000d0ull);
    CHECK(r.v(10, 1) == 0xc1);
    CHECK(r.v(11, 1) == 0xc9);
    CHECK(r.v(12, 1) == 0xd1);
    CHECK(r.v(13, 1) == 0xd9);
    r.run(I[6]);
    r.run(I[7]);
    CHECK(rd<uint32_t>(r.lds() + 8 + 4 * 512) == 0xc0);
    CHECK(rd<uint32_t>(r.lds() + 8 + 5 * 512 + 4) == 0xd8);
    CHECK(r.v(12, 0) == 0xd0);
}

TEST_CASE("mem: ds integer atomics, return values, cmpstore operand order") {
    const auto I = assemble({
        "ds_add_u32 v1, v2",                  // 0 no return: v9 untouched
        "ds_add_rtn_u32 v9, v1, v2",          // 1
        "ds_sub_rtn_u32 v9, v1, v2",          // 2
        "ds_rsub_rtn_u32 v9, v1, v2",         // 3
        "ds_inc_rtn_u32 v9, v1, v2",          // 4
        "ds_dec_rtn_u32 v9, v1, v2",          // 5
        "ds_min_rtn_i32 v9, v1, v2",          // 6
        "ds_max_rtn_i32 v9, v1, v2",          // 7
        "ds_min_rtn_u32 v9, v1, v2",          // 8
        "ds_max_rtn_u32 v9, v1, v2",          // 9
        "ds_and_rtn_b32 v9, v1, v2",          // 10
        "ds_or_rtn_b32 v9, v1, v2",           // 11
        "ds_xor_rtn_b32 v9, v1, v2",          // 12
        "ds_mskor_rtn_b32 v9, v1, v2, v3",    // 13
        "ds_cmpstore_rtn_b32 v9, v1, v2, v3", // 14 data0 = new value, data1 = compare
        "ds_storexchg_rtn_b32 v9, v1, v2",    // 15
        "ds_wrap_rtn_b32 v9, v1, v2, v3",     // 16
        "ds_cmpstore_b32 v1, v2, v3",         // 17
    });
    Rig r;
    r.w.s[emu::kExec] = 1;
    r.v(1, 0) = 64;
    auto op = [&](unsigned i, uint32_t mem, uint32_t d0, uint32_t d1 = 0) {
        wr<uint32_t>(r.lds() + 64, mem);
        r.v(2, 0) = d0;
        r.v(3, 0) = d1;
        r.v(9, 0) = 0xdeadbeef;
        r.run(I[i]);
        return rd<uint32_t>(r.lds() + 64);
    };
    CHECK(op(0, 5, 7) == 12);
    CHECK(r.v(9, 0) == 0xdeadbeef);
    CHECK(op(1, 5, 7) == 12);
    CHECK(r.v(9, 0) == 5);
    CHECK(op(2, 5, 7) == 0xfffffffe);
    CHECK(op(3, 5, 7) == 2);
    CHECK(op(4, 5, 7) == 6);
    CHECK(op(4, 7, 7) == 0);     // wraps to 0 when mem >= src
    CHECK(op(5, 5, 7) == 4);
    CHECK(op(5, 0, 7) == 7);     // 0 wraps to src
    CHECK(op(5, 9, 7) == 7);     // mem > src -> src
    CHECK(op(6, 5, 0xfffffffe) == 0xfffffffe);
    CHECK(op(7, 5, 0xfffffffe) == 5);
    CHECK(op(8, 5, 0xfffffffe) == 5);
    CHECK(op(9, 5, 0xfffffffe) == 0xfffffffe);
    CHECK(op(10, 0xf0f0, 0xff00) == 0xf000);
    CHECK(op(11, 0xf0f0, 0xff00) == 0xfff0);
    CHECK(op(12, 0xf0f0, 0xff00) == 0x0ff0);
    CHECK(op(13, 0xffff, 0x00f0, 0x0a00) == 0xff0f);
    CHECK(r.v(9, 0) == 0xffff);
    CHECK(op(14, 5, 99, 5) == 99);   // mem == data1 -> data0 stored
    CHECK(r.v(9, 0) == 5);
    CHECK(op(14, 5, 99, 6) == 5);    // no match: unchanged, old returned
    CHECK(r.v(9, 0) == 5);
    CHECK(op(15, 5, 99) == 99);
    CHECK(r.v(9, 0) == 5);
    CHECK(op(16, 10, 4, 100) == 6);    // mem >= data0: mem - data0
    CHECK(op(16, 3, 4, 100) == 103);   // else mem + data1
    CHECK(op(17, 5, 42, 5) == 42);
}

TEST_CASE("mem: ds atomics of several lanes on one address apply in lane order") {
    const auto I = assemble({"ds_add_rtn_u32 v9, v1, v2 offset:8", "ds_cmpstore_rtn_b32 v9, v1, v2, v3"});
    Rig r;
    r.w.s[emu::kExec] = 0xf0f0f0f0u;
    r.setv(1, [](unsigned) { return 0; });
    r.setv(2, [](unsigned) { return 1; });
    r.run(I[0]);
    CHECK(rd<uint32_t>(r.lds() + 8) == 16);
    uint32_t expect = 0;
    for (unsigned l = 0; l < 32; ++l) {
        if ((0xf0f0f0f0u >> l) & 1) CHECK(r.v(9, l) == expect++);
        else CHECK(r.v(9, l) == 0);
    }
    // a spin-lock style compare-swap: only the first active lane wins
    r.setv(2, [](unsigned l) { return 100 + l; });
    r.setv(3, [](unsigned) { return 0; });
    r.run(I[1]);
    CHECK(rd<uint32_t>(r.lds()) == 104);
    CHECK(r.v(9, 4) == 0);
    CHECK(r.v(9, 5) == 104);
}

TEST_CASE("mem: ds 64-bit atomics and exchanges") {
    const auto I = assemble({
        "ds_add_rtn_u64 v[8:9], v1, v[2:3]",                 // 0
        "ds_cmpstore_rtn_b64 v[8:9], v1, v[2:3], v[4:5]",    // 1
        "ds_min_rtn_i64 v[8:9], v1, v[2:3]",                 // 2
        "ds_max_u64 v1, v[2:3]",                             // 3
        "ds_storexchg_2addr_rtn_b32 v[8:9], v1, v2, v3 offset0:2 offset1:3",  // 4
        "ds_storexchg_2addr_stride64_rtn_b64 v[10:13], v1, v[2:3], v[4:5] offset1:1",  // 5
        "ds_condxchg32_rtn_b64 v[8:9], v1, v[2:3]",          // 6
    });
    Rig r;
    r.w.s[emu::kExec] = 1;
    r.v(1, 0) = 0;
    auto set64 = [&](unsigned reg, uint64_t v) { r.v(reg, 0) = uint32_t(v); r.v(reg + 1, 0) = uint32_t(v >> 32); };
    auto get64 = [&](unsigned reg) { return (uint64_t(r.v(reg + 1, 0)) << 32) | r.v(reg, 0); };
    wr<uint64_t>(r.lds(), 0xffffffffull);
    set64(2, 1);
    r.run(I[0]);
    CHECK(rd<uint64_t>(r.lds()) == 0x100000000ull);
    CHECK(get64(8) == 0xffffffffull);
    set64(2, 0x1234567890ull);
    set64(4, 0x100000000ull);
    r.run(I[1]);
    CHECK(rd<uint64_t>(r.lds()) == 0x1234567890ull);
    CHECK(get64(8) == 0x100000000ull);
    set64(2, uint64_t(-5));
    r.run(I[2]);
    CHECK(rd<uint64_t>(r.lds()) == uint64_t(-5));
    set64(2, 3);
    r.run(I[3]);
    CHECK(rd<uint64_t>(r.lds()) == uint64_t(-5));   // unsigned max keeps 0xffff...fb
    wr<uint32_t>(r.lds() + 8, 11);
    wr<uint32_t>(r.lds() + 12, 22);
    r.v(2, 0) = 33;
    r.v(3, 0) = 44;
    r.run(I[4]);
    CHECK(r.v(8, 0) == 11);
    CHECK(r.v(9, 0) == 22);
    CHECK(rd<uint32_t>(r.lds() + 8) == 33);
    CHECK(rd<uint32_t>(r.lds() + 12) == 44);
    wr<uint64_t>(r.lds() + 512, 0x5555);
    set64(2, 0xaaaa);
    set64(4, 0xbbbb);
    r.run(I[5]);
    CHECK(get64(10) == uint64_t(-5));
    CHECK(((uint64_t(r.v(13, 0)) << 32) | r.v(12, 0)) == 0x5555);
    CHECK(rd<uint64_t>(r.lds()) == 0xaaaa);
    CHECK(rd<uint64_t>(r.lds() + 512) == 0xbbbb);
    wr<uint32_t>(r.lds(), 1);
    wr<uint32_t>(r.lds() + 4, 2);
    r.v(1, 0) = 5;   // & 0xfff8 -> 0
    set64(2, (uint64_t(0x00000007) << 32) | 0x80000009u);   // only the low dword is replaced
    r.run(I[6]);
    CHECK(r.v(8, 0) == 1);
    CHECK(r.v(9, 0) == 2);
    CHECK(rd<uint32_t>(r.lds()) == 9);
    CHECK(rd<uint32_t>(r.lds() + 4) == 2);
}

TEST_CASE("mem: ds float atomics (RNE add, NaN and signed-zero rules of min/max, cmpstore_f32)") {
    const auto I = assemble({
        "ds_add_rtn_f32 v9, v1, v2",             // 0
        "ds_min_rtn_f32 v9, v1, v2",             // 1
        "ds_max_f32 v1, v2",                     // 2
        "ds_cmpstore_rtn_f32 v9, v1, v2, v3",    // 3
        "ds_max_rtn_f64 v[8:9], v1, v[2:3]",     // 4
    });
    Rig r;
    r.w.s[emu::kExec] = 1;
    r.v(1, 0) = 0;
    auto op = [&](unsigned i, uint32_t mem, uint32_t d0, uint32_t d1 = 0) {
        wr<uint32_t>(r.lds(), mem);
        r.v(2, 0) = d0;
        r.v(3, 0) = d1;
        r.run(I[i]);
        return rd<uint32_t>(r.lds());
    };
    CHECK(op(0, f32(1.5f), f32(2.25f)) == f32(3.75f));
    CHECK(r.v(9, 0) == f32(1.5f));
    r.w.mode = 0x3;   // round toward zero requested: atomics still round to nearest even
    CHECK(op(0, f32(1.0f), 0x33800001u) == 0x3f800001u);   // 1 + (2^-24 + ulp) rounds up
    r.w.mode = 0xf0;
    CHECK(op(0, 0x00000001u, 0x00000001u) == 0x00000002u);  // denormals kept (MODE)
    r.w.mode = 0x00;
    CHECK(op(0, 0x00000001u, f32(1.0f)) == f32(1.0f));      // flushed input
    r.w.mode = 0xf0;
    CHECK(op(1, f32(2.0f), f32(-1.0f)) == f32(-1.0f));
    CHECK(op(1, f32(2.0f), 0x7fc00000u) == f32(2.0f));      // quiet NaN loses
    CHECK(op(1, 0x7fc00000u, f32(3.0f)) == f32(3.0f));
    CHECK(op(1, f32(2.0f), 0x7f800001u) == 0x7fc00001u);    // signalling NaN wins, quieted
    CHECK(op(1, 0x00000000u, 0x80000000u) == 0x80000000u);  // -0 < +0
    CHECK(op(2, 0x80000000u, 0x00000000u) == 0x00000000u);
    CHECK(op(2, f32(-4.0f), f32(-8.0f)) == f32(-4.0f));
    CHECK(op(3, 0x80000000u, f32(7.0f), 0x00000000u) == f32(7.0f));   // -0 == +0
    CHECK(r.v(9, 0) == 0x80000000u);
    CHECK(op(3, 0x7fc00000u, f32(7.0f), 0x7fc00000u) == 0x7fc00000u); // NaN never equal
    const uint64_t one = 0x3ff0000000000000ull, two = 0x4000000000000000ull;
    wr<uint64_t>(r.lds(), one);
    r.v(2, 0) = uint32_t(two);
    r.v(3, 0) = uint32_t(two >> 32);
    r.run(I[4]);
    CHECK(rd<uint64_t>(r.lds()) == two);
    CHECK(r.v(9, 0) == uint32_t(one >> 32));
}

TEST_CASE("mem: ds out-of-range accesses and misaligned atomics fault; unaligned plain access works") {
    const auto I = assemble({
        "ds_load_b128 v[4:7], v1 offset:16",   // 0
        "ds_store_b32 v1, v2",                 // 1
        "ds_add_u32 v1, v2",                   // 2
        "ds_load_b64 v[4:5], v1",              // 3
        "ds_load_2addr_b32 v[4:5], v1 offset1:255",   // 4
    });
    Rig r(4096);
    r.w.s[emu::kExec] = 0xc;
    r.setv(1, [](unsigned l) { return l == 3 ? 4080 : 0; });
    CHECK(r.fault_of(I[0]) == "LDS read 0x1000 (+16 bytes) past the group segment of 4096 bytes [lane 3]");
    r.setv(1, [](unsigned l) { return l == 3 ? 4096 : 0; });
    CHECK(r.fault_of(I[1]) == "LDS write 0x1000 (+4 bytes) past the group segment of 4096 bytes [lane 3]");
    r.setv(1, [](unsigned l) { return l == 3 ? 6 : 0; });
    CHECK(r.fault_of(I[2]).find("misaligned LDS atomic: address 0x6 is not a multiple of 4") == 0);
    wr<uint64_t>(r.lds() + 6, 0x1122334455667788ull);
    CHECK(r.fault_of(I[3]) == "");
    CHECK(r.v(4, 3) == 0x55667788u);
    CHECK(r.v(5, 3) == 0x11223344u);
    r.setv(1, [](unsigned) { return 3076; });   // 3076 + 255 * 4 = 4096
    CHECK(r.fault_of(I[4]) == "LDS read 0x1000 (+4 bytes) past the group segment of 4096 bytes [lane 2]");
    r.setv(1, [](unsigned) { return 0xfffffffcu; });   // no 32-bit wrap-around into the segment
    CHECK(r.fault_of(I[0]) == "LDS read 0x10000000c (+16 bytes) past the group segment of 4096 bytes [lane 2]");
    // EXEC = 0: nothing is checked
    r.w.s[emu::kExec] = 0;
    r.setv(1, [](unsigned) { return 0xffffff00u; });
    CHECK(r.fault_of(I[0]) == "");
}

TEST_CASE("mem: ds_swizzle, ds_permute and ds_bpermute") {
    const auto I = assemble({
        "ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,16)",            // 0
        "ds_swizzle_b32 v3, v2 offset:swizzle(QUAD_PERM,1,0,3,2)",  // 1
        "ds_swizzle_b32 v3, v2 offset:swizzle(BROADCAST,8,5)",      // 2
        "ds_swizzle_b32 v3, v2 offset:0xe000",                      // 3 FFT, mask 0
        "ds_swizzle_b32 v3, v2 offset:0xc020",                      // 4 rotate left by 1
        "ds_swizzle_b32 v3, v2 offset:0xc420",                      // 5 rotate right by 1
        "ds_permute_b32 v3, v1, v2",                                // 6
        "ds_bpermute_b32 v3, v1, v2 offset:4",                      // 7
        "ds_swizzle_b32 v3, v2 offset:0xc021",                      // 8 rotate with mask
    });
    Rig r;
    r.setv(2, [](unsigned l) { return 100 + l; });
    r.run(I[0]);
    for (unsigned l = 0; l < 32; ++l) CHECK(r.v(3, l) == 100 + (l ^ 16));
    r.w.s[emu::kExec] = 0xfffffffeu;   // lane 0 inactive: readers of lane 0 get 0, lane 0 not written
    r.v(3, 0) = 7;
    r.run(I[1]);
    CHECK(r.v(3, 0) == 7);
    CHECK(r.v(3, 1) == 0);
    CHECK(r.v(3, 2) == 103);
    CHECK(r.v(3, 3) == 102);
    r.w.s[emu::kExec] = 0xffffffffu;
    r.run(I[2]);
    for (unsigned l = 0; l < 32; ++l) CHECK(r.v(3, l) == 100 + (l & ~7u) + 5);
    r.run(I[3]);
    CHECK(r.v(3, 1) == 100 + 16);
    CHECK(r.v(3, 2) == 100 + 8);
    CHECK(r.v(3, 3) == 100 + 24);
    r.run(I[4]);
    CHECK(r.v(3, 0) == 101);
    CHECK(r.v(3, 31) == 100);
    r.run(I[5]);
    CHECK(r.v(3, 0) == 131);
    CHECK(r.v(3, 5) == 104);
    CHECK(r.fault_of(I[8]).find("rotate mode with a non-zero mask") != std::string::npos);
    // The ISA guide's examples, scaled to lanes 0..3 (other lanes send to / read from lane 31).
    const uint32_t addr[4] = {0, 0, 12, 4};
    r.setv(1, [&](unsigned l) { return l < 4 ? addr[l] : 124; });
    r.setv(2, [](unsigned l) { return l < 4 ? 0xA + l : 0; });
    r.run(I[6]);   // permute: {B, D, 0, C}
    CHECK(r.v(3, 0) == 0xB);
    CHECK(r.v(3, 1) == 0xD);
    CHECK(r.v(3, 2) == 0);
    CHECK(r.v(3, 3) == 0xC);
    r.w.s[emu::kExec] = 0xa;
    r.setv(3, [](unsigned) { return 0x55; });
    r.run(I[6]);   // EXEC = 0xA: {-, D, -, 0}
    CHECK(r.v(3, 0) == 0x55);
    CHECK(r.v(3, 1) == 0xD);
    CHECK(r.v(3, 2) == 0x55);
    CHECK(r.v(3, 3) == 0);
    // bpermute with offset:4 reads lane (addr + 4) / 4: addr {-4, -4, 8, 0} -> {A, A, D, B}
    const uint32_t baddr[4] = {uint32_t(-4), uint32_t(-4), 8, 0};
    r.setv(1, [&](unsigned l) { return l < 4 ? baddr[l] : 0; });
    r.w.s[emu::kExec] = 0xf;
    r.run(I[7]);
    CHECK(r.v(3, 0) == 0xA);
    CHECK(r.v(3, 1) == 0xA);
    CHECK(r.v(3, 2) == 0xD);
    CHECK(r.v(3, 3) == 0xB);
    r.w.s[emu::kExec] = 0xa;
    r.setv(3, [](unsigned) { return 0x55; });
    r.run(I[7]);   // {-, 0, -, B}: lane 1 reads the inactive lane 0
    CHECK(r.v(3, 0) == 0x55);
    CHECK(r.v(3, 1) == 0);
    CHECK(r.v(3, 3) == 0xB);
}

TEST_CASE("mem: ds_append, ds_consume and the addtid forms use M0") {
    const auto I = assemble({
        "ds_append v1 offset:4",
        "ds_consume v1 offset:4",
        "ds_store_addtid_b32 v2 offset:8",
        "ds_load_addtid_b32 v3 offset:8",
    });
    Rig r;
    r.w.s[emu::kM0] = 0x100;
    r.w.s[emu::kExec] = 0x00ff00f0u;
    wr<uint32_t>(r.lds() + 0x104, 10);
    r.run(I[0]);
    CHECK(rd<uint32_t>(r.lds() + 0x104) == 22);
    CHECK(r.v(1, 4) == 10);
    CHECK(r.v(1, 23) == 10);
    CHECK(r.v(1, 0) == 0);
    r.w.s[emu::kExec] = 0x3;
    r.run(I[1]);
    CHECK(rd<uint32_t>(r.lds() + 0x104) == 20);
    CHECK(r.v(1, 1) == 22);
    r.w.s[emu::kExec] = 0xffffffffu;
    r.setv(2, [](unsigned l) { return 0x500 + l; });
    r.run(I[2]);
    CHECK(rd<uint32_t>(r.lds() + 0x108 + 4 * 7) == 0x507);
    r.run(I[3]);
    CHECK(r.v(3, 31) == 0x51f);
}

TEST_CASE("mem: ds_bvh_stack_rtn_b32 pushes valid nodes, returns or pops, wraps its ring, keeps ADDR's other bits") {
    const auto I = assemble({
        "ds_bvh_stack_rtn_b32 v1, v2, v3, v[4:7]",               // 0: 8-entry stack
        "ds_bvh_stack_rtn_b32 v1, v2, v3, v[4:7] offset:4096",   // 1: OFFSET1[5:4] = 1: 16 entries
    });
    constexpr uint32_t kInv = 0xffffffffu;
    Rig r(16384);
    std::memset(r.lds(), 0xee, 16384);
    // Lane l's stack base is dword 64 + l (byte 256 + 4l); entry p sits 128 bytes * p above it.
    auto entry = [&](unsigned l, unsigned p) { return rd<uint32_t>(r.lds() + 256 + 4 * l + 128 * p); };
    auto addr = [](unsigned l, unsigned pos) { return ((64u + l) << 18) | (1u << 16) | (pos << 2); };
    r.setv(2, [&](unsigned l) { return addr(l, 0); });
    r.setv(3, [](unsigned) { return kInv; });
    r.setv(1, [](unsigned) { return 0x5555u; });
    for (unsigned k = 0; k < 4; ++k) r.setv(4 + k, [k](unsigned l) { return (k + 1) * 100 + l; });
    r.w.s[emu::kExec] = 0x3;   // lanes 0 and 1
    // Three valid nodes are pushed, the fourth is returned.
    r.run(I[0]);
    for (unsigned l = 0; l < 2; ++l) {
        CHECK(entry(l, 0) == 100 + l);
        CHECK(entry(l, 1) == 200 + l);
        CHECK(entry(l, 2) == 300 + l);
        CHECK(r.v(1, l) == 400 + l);
        CHECK(r.v(2, l) == addr(l, 3));   // bits [17:16] kept
    }
    CHECK(r.v(1, 2) == 0x5555u);          // inactive lane untouched
    CHECK(r.v(2, 2) == addr(2, 0));
    CHECK(entry(2, 0) == 0xeeeeeeeeu);
    // All invalid (INVALID_NODE with an invalid last node): pop.
    for (unsigned k = 0; k < 4; ++k) r.setv(4 + k, [](unsigned) { return kInv; });
    r.run(I[0]);
    CHECK(r.v(1, 1) == 301u);
    CHECK(r.v(2, 1) == addr(1, 2));
    CHECK(entry(1, 2) == kInv);           // the popped entry is invalidated
    // A node equal to the last visited one stops the pushes and invalidates the rest: 500 is
    // pushed, then popped again as the return value.
    r.setv(3, [](unsigned l) { return 200 + l; });
    r.setv(4, [](unsigned l) { return 500 + l; });
    r.setv(5, [](unsigned l) { return 200 + l; });
    r.setv(6, [](unsigned l) { return 600 + l; });
    r.setv(7, [](unsigned l) { return 700 + l; });
    r.run(I[0]);
    CHECK(r.v(1, 0) == 500u);
    CHECK(r.v(2, 0) == addr(0, 2));
    CHECK(entry(0, 2) == kInv);
    // data1[3] equal to a valid last node is invalid: pop the 200 pushed first.
    r.setv(3, [](unsigned) { return 999u; });
    for (unsigned k = 0; k < 3; ++k) r.setv(4 + k, [](unsigned) { return kInv; });
    r.setv(7, [](unsigned) { return 999u; });
    r.run(I[0]);
    CHECK(r.v(1, 0) == 200u);
    CHECK(r.v(2, 0) == addr(0, 1));
    // The ring: 8 more pushes from position 1 wrap onto entry 1 with 8 entries, not with 16.
    r.w.s[emu::kExec] = 0x1;
    r.setv(3, [](unsigned) { return kInv; });
    for (unsigned size16 = 0; size16 < 2; ++size16) {
        r.setv(2, [&](unsigned l) { return addr(l, 1); });
        for (unsigned round = 0; round < 3; ++round) {
            for (unsigned k = 0; k < 3; ++k) r.setv(4 + k, [&](unsigned) { return 1000 + 10 * size16 + 3 * round + k; });
            r.setv(7, [](unsigned) { return 7u; });
            r.run(I[size16]);
        }
        CHECK(r.v(2, 0) == addr(0, 10));
        CHECK(r.v(1, 0) == 7u);
        // position 9 (the 9th push, value base + 8) lands on entry 9 mod size
        CHECK(entry(0, size16 ? 9 : 1) == 1000 + 10 * size16 + 8);
    }
    // Index arithmetic wraps in its 14 bits: a pop from position 0 reads position 0x3fff.
    r.setv(2, [&](unsigned) { return (64u << 18); });
    for (unsigned k = 0; k < 4; ++k) r.setv(4 + k, [](unsigned) { return kInv; });
    r.run(I[0]);
    CHECK(r.v(2, 0) == ((64u << 18) | 0xfffcu));
    CHECK(r.v(1, 0) == 1016u);   // entry 0x3fff mod 8 = 7, last written by the 16-entry round (position 7)
}

// ================================================================== GLOBAL / FLAT / SCRATCH

TEST_CASE("mem: global loads of every width with and without saddr, signed offsets") {
    const auto I = assemble({
        "global_load_b32 v10, v[2:3], off offset:-4",          // 0
        "global_load_b64 v[10:11], v[2:3], off offset:8",      // 1
        "global_load_b96 v[10:12], v1, s[4:5] offset:4095",    // 2
        "global_load_b128 v[10:13], v1, s[4:5] offset:-4096",  // 3
        "global_load_b32 v1, v1, s[4:5]",                      // 4 vdst aliases the address
    });
    Rig r;
    const uint64_t buf = r.mem.allocate(16384, "A");
    for (unsigned i = 0; i < 4096; ++i) wr<uint32_t>(host(buf) + 4 * i, i);
    r.w.s[emu::kExec] = 0x7fffffffu;
    r.setv64(2, buf + 64, 16);
    r.run(I[0]);
    for (unsigned l = 0; l < 31; ++l) CHECK(r.v(10, l) == 15 + 4 * l);
    r.run(I[1]);
    CHECK(r.v(10, 3) == 18 + 12);
    CHECK(r.v(11, 3) == 19 + 12);
    r.sets64(4, buf);
    r.setv(1, [](unsigned l) { return 5 + 16 * l; });   // unaligned byte offset: allowed
    r.run(I[2]);
    {
        const uint32_t o = 5 + 16 * 2 + 4095;
        uint32_t e;
        std::memcpy(&e, host(buf) + o, 4);
        CHECK(r.v(10, 2) == e);
    }
    r.setv(1, [](unsigned l) { return 8192 + 16 * l; });
    r.v(13, 31) = 0x77;
    r.run(I[3]);
    CHECK(r.v(10, 1) == 1024 + 4);
    CHECK(r.v(13, 1) == 1024 + 7);
    CHECK(r.v(13, 31) == 0x77);   // inactive lane untouched
    r.setv(1, [](unsigned l) { return 4 * l; });
    r.run(I[4]);
    CHECK(r.v(1, 9) == 9);
}

TEST_CASE("mem: global sub-dword loads, d16 halves and d16_hi stores") {
    const auto I = assemble({
        "global_load_u8 v4, v[2:3], off",           // 0
        "global_load_i8 v4, v[2:3], off",           // 1
        "global_load_u16 v4, v[2:3], off",          // 2
        "global_load_i16 v4, v[2:3], off",          // 3
        "global_load_d16_u8 v4, v[2:3], off",       // 4
        "global_load_d16_i8 v4, v[2:3], off",       // 5
        "global_load_d16_b16 v4, v[2:3], off",      // 6
        "global_load_d16_hi_u8 v4, v[2:3], off",    // 7
        "global_load_d16_hi_i8 v4, v[2:3], off",    // 8
        "global_load_d16_hi_b16 v4, v[2:3], off",   // 9
        "global_store_b8 v[2:3], v5, off offset:16",            // 10
        "global_store_b16 v[2:3], v5, off offset:32",           // 11
        "global_store_d16_hi_b8 v[2:3], v5, off offset:48",     // 12
        "global_store_d16_hi_b16 v[2:3], v5, off offset:64",    // 13
        "global_store_b32 v[2:3], v5, off offset:80",           // 14
        "global_store_b128 v[2:3], v[6:9], off offset:96",      // 15
    });
    Rig r;
    const uint64_t buf = r.mem.allocate(256, "B");
    r.w.s[emu::kExec] = 1;
    r.setv64(2, buf + 1, 0);
    wr<uint16_t>(host(buf) + 1, 0x8081);
    auto load = [&](unsigned i) { r.v(4, 0) = 0x12345678; r.run(I[i]); return r.v(4, 0); };
    CHECK(load(0) == 0x81u);
    CHECK(load(1) == 0xffffff81u);
    CHECK(load(2) == 0x8081u);
    CHECK(load(3) == 0xffff8081u);
    CHECK(load(4) == 0x12340081u);
    CHECK(load(5) == 0x1234ff81u);
    CHECK(load(6) == 0x12348081u);
    CHECK(load(7) == 0x00815678u);
    CHECK(load(8) == 0xff815678u);
    CHECK(load(9) == 0x80815678u);
    r.v(5, 0) = 0xa1b2c3d4;
    for (unsigned k = 0; k < 4; ++k) r.v(6 + k, 0) = 0x11111111u * (k + 1);
    for (unsigned i = 10; i < 16; ++i) r.run(I[i]);
    CHECK(host(buf)[17] == 0xd4);
    CHECK(host(buf)[18] == 0);
    CHECK(rd<uint16_t>(host(buf) + 33) == 0xc3d4);
    CHECK(host(buf)[49] == 0xb2);
    CHECK(rd<uint16_t>(host(buf) + 65) == 0xa1b2);
    CHECK(host(buf)[67] == 0);
    CHECK(rd<uint32_t>(host(buf) + 81) == 0xa1b2c3d4u);
    for (unsigned k = 0; k < 4; ++k) CHECK(rd<uint32_t>(host(buf) + 97 + 4 * k) == 0x11111111u * (k + 1));
}

TEST_CASE("mem: full-wave global sub-dword loads (the hot path) equal the byte rule, faults name the lane") {
    const auto I = assemble({
        "global_load_u8 v20, v1, s[4:5] offset:3",          // 0
        "global_load_i8 v20, v1, s[4:5] offset:3",          // 1
        "global_load_u16 v20, v1, s[4:5] offset:3",         // 2
        "global_load_i16 v20, v1, s[4:5] offset:3",         // 3
        "global_load_d16_u8 v20, v1, s[4:5] offset:3",      // 4
        "global_load_d16_i8 v20, v1, s[4:5] offset:3",      // 5
        "global_load_d16_b16 v20, v1, s[4:5] offset:3",     // 6
        "global_load_d16_hi_u8 v20, v1, s[4:5] offset:3",   // 7
        "global_load_d16_hi_i8 v20, v1, s[4:5] offset:3",   // 8
        "global_load_d16_hi_b16 v20, v1, s[4:5] offset:3",  // 9
        "global_load_d16_hi_b16 v1, v1, s[4:5] offset:3",   // 10: the destination is the offset
        "global_load_i16 v2, v[2:3], off offset:3",         // 11: the destination is the address's low half
    });
    const uint32_t bytes = 4096;
    std::mt19937 rng(9);
    for (unsigned i = 0; i < I.size(); ++i) {
        const std::string nm = I[i].info->name;
        const SubDwordForm form(nm);
        const unsigned size = form.size;
        const unsigned dst = i == 10 ? 1u : i == 11 ? 2u : 20u;
        for (int pass = 0; pass < 3; ++pass) {
            Rig r;
            const uint64_t buf = r.mem.allocate(bytes, "B");
            for (uint32_t b = 0; b < bytes; ++b) host(buf)[b] = uint8_t(rng());
            std::vector<uint32_t> off(32), old(32);
            for (unsigned l = 0; l < 32; ++l) off[l] = pass == 1 ? uint32_t(rng() % 4) : uint32_t(rng() % (bytes - 3 - size + 1));
            if (pass == 2) off[7] = bytes - 3 - size + 1;   // lane 7 one byte past the allocation
            for (unsigned l = 0; l < 32; ++l) {
                old[l] = uint32_t(rng());
                r.v(20, l) = old[l];
                r.v(1, l) = off[l];
                r.v(2, l) = uint32_t(buf + off[l]);
                r.v(3, l) = uint32_t((buf + off[l]) >> 32);
            }
            r.sets64(4, buf);
            if (dst == 1) old = off;
            if (dst == 2)
                for (unsigned l = 0; l < 32; ++l) old[l] = r.v(2, l);
            INFO(nm << ", form " << i << ", pass " << pass);
            const std::string fault = r.fault_of(I[i]);
            if (pass == 2) {
                CHECK(fault.find("[lane 7]") != std::string::npos);
                continue;
            }
            REQUIRE(fault.empty());
            unsigned bad = 0;
            for (unsigned l = 0; l < 32; ++l) bad += r.v(dst, l) != form.value(host(buf) + off[l] + 3, old[l]);
            CHECK(bad == 0);
        }
    }
}

TEST_CASE("mem: global accesses outside every allocation fault naming the nearest allocation") {
    const auto I = assemble({
        "global_load_b128 v[4:7], v[2:3], off",
        "global_store_b32 v1, v2, s[4:5] offset:8",
        "flat_load_b32 v4, v[2:3]",
    });
    Rig r;
    const uint64_t buf = r.mem.allocate(64, "weights");
    r.w.s[emu::kExec] = 0x30;
    r.setv64(2, buf + 48, 0);
    r.v(2, 5) = uint32_t(buf + 56);   // lane 5: 8 bytes past the end
    const std::string f = r.fault_of(I[0]);
    CHECK(f.find("global memory access outside every allocation") == 0);
    CHECK(f.find("8 bytes past the end of allocation") != std::string::npos);
    CHECK(f.find("'weights'") != std::string::npos);
    CHECK(f.find("[lane 5]") != std::string::npos);
    r.sets64(4, buf);
    r.setv(1, [](unsigned) { return 60; });   // 60 + 8 + 4 bytes = 8 past the end
    CHECK(r.fault_of(I[1]).find("8 bytes past the end of allocation") != std::string::npos);
    r.setv64(2, buf - 4096, 0);
    CHECK(r.fault_of(I[2]).find("before allocation") != std::string::npos);
}

TEST_CASE("mem: the wave's recent-allocation cache never lets an access leave its allocation") {
    // Loads alternate between five allocations (more than the cache holds), full waves (the hot
    // path) and single lanes; after that, an access that starts in a cached allocation and ends
    // past it faults, and so does one between allocations.
    const auto I = assemble({"global_load_b32 v4, v[2:3], off", "global_load_b128 v[4:7], v[2:3], off"});
    Rig r;
    uint64_t bufs[5];
    for (unsigned i = 0; i < 5; ++i) {
        bufs[i] = r.mem.allocate(4096, "buffer " + std::to_string(i));
        for (unsigned k = 0; k < 1024; ++k) wr<uint32_t>(host(bufs[i]) + 4 * k, i * 100000 + k);
    }
    for (unsigned round = 0; round < 3; ++round)
        for (unsigned i = 0; i < 5; ++i) {
            r.w.s[emu::kExec] = round == 1 ? 0x1u : 0xffffffffu;
            r.setv64(2, bufs[i] + 64 * round, 4);
            CHECK(r.fault_of(I[0]) == "");
            CHECK(r.v(4, 0) == i * 100000 + 16 * round);
            if (round != 1) CHECK(r.v(4, 31) == i * 100000 + 16 * round + 31);
        }
    r.w.s[emu::kExec] = 0xffffffffu;
    r.setv64(2, bufs[4] + 4096 - 32 * 16 + 8, 16);   // the last lane's 16 bytes end 8 past the end
    CHECK(r.fault_of(I[1]).find("8 bytes past the end of allocation") != std::string::npos);
    // The same overrun right after a full wave in another allocation (the hot path looks the
    // span up instead of testing the current one), and a wave whose lanes span two allocations.
    r.setv64(2, bufs[0], 4);
    CHECK(r.fault_of(I[0]) == "");
    r.setv64(2, bufs[4] + 4096 - 32 * 16 + 8, 16);
    CHECK(r.fault_of(I[1]).find("8 bytes past the end of allocation") != std::string::npos);
    r.setv64(2, bufs[0], 4);
    CHECK(r.fault_of(I[0]) == "");
    r.setv64(2, bufs[1] + 4096 - 64, 4);              // lanes 16-31 run past bufs[1]
    CHECK(r.fault_of(I[0]).find("past the end of allocation") != std::string::npos);
    r.setv64(2, bufs[3] + 4096 + 64, 0);             // between two allocations (guard pages)
    CHECK(r.fault_of(I[0]).find("outside every allocation") != std::string::npos);
}

// The permissions field of the mapping that holds host address `a` in /proc/self/maps ("rw-p",
// "---p", ...), or "" when none does.
std::string mapping_perms(uint64_t a) {
    std::ifstream maps("/proc/self/maps");
    std::string line;
    while (std::getline(maps, line)) {
        uint64_t lo = 0, hi = 0;
        char perms[8] = {};
        if (std::sscanf(line.c_str(), "%" SCNx64 "-%" SCNx64 " %7s", &lo, &hi, perms) == 3 && a >= lo && a < hi)
            return perms;
    }
    return "";
}

TEST_CASE("mem: a large allocation starts on a huge-page boundary and keeps its guards") {
    // Allocations of 2 MiB or more start 2 MiB aligned (transparent huge pages); the alignment
    // slack must not shrink the inaccessible guards: kGuardBytes of them below the data and past
    // its last page (the process's own mappings say so), and accesses just past the end or just
    // before the start fault.
    const auto I = assemble({"global_load_b32 v4, v[2:3], off"});
    Rig r;
    const uint64_t size = (uint64_t(3) << 20) + 100;
    const uint64_t page = uint64_t(::sysconf(_SC_PAGESIZE));
    const uint64_t G = emu::GlobalMemory::kGuardBytes;
    for (const uint64_t bytes : {size, size, uint64_t(5000)}) {
        const uint64_t a = r.mem.allocate(bytes, "block");
        INFO("allocation of " << bytes << " bytes at 0x" << std::hex << a);
        const uint64_t end = a + (bytes + page - 1) / page * page;   // past the last data page
        if (bytes >= emu::GlobalMemory::kHugePageBytes) CHECK(a % emu::GlobalMemory::kHugePageBytes == 0);
        CHECK(mapping_perms(a).rfind("rw", 0) == 0);
        CHECK(mapping_perms(end - 1).rfind("rw", 0) == 0);
        for (const uint64_t g : {a - 1, a - G, end, end + G - 1}) CHECK(mapping_perms(g) == "---p");
    }
    const uint64_t a = r.mem.allocate(size, "big C");
    wr<uint32_t>(host(a) + size - 4, 0x12345678u);
    r.w.s[emu::kExec] = 0x1u;
    r.setv64(2, a + size - 4, 0);
    CHECK(r.fault_of(I[0]) == "");
    CHECK(r.v(4, 0) == 0x12345678u);
    r.setv64(2, a + size, 0);
    CHECK(r.fault_of(I[0]).find("past the end of allocation") != std::string::npos);
    r.setv64(2, a - 4, 0);
    CHECK(r.fault_of(I[0]).find("before allocation") != std::string::npos);
}

TEST_CASE("mem: global atomics, glc return, cmpswap [src, cmp] order, 64-bit, floats") {
    const auto I = assemble({
        "global_atomic_add_u32 v[2:3], v4, off",                  // 0 no return
        "global_atomic_add_u32 v8, v[2:3], v4, off glc",          // 1
        "global_atomic_cmpswap_b32 v8, v1, v[4:5], s[10:11] glc", // 2
        "global_atomic_sub_u32 v8, v[2:3], v4, off glc",          // 3
        "global_atomic_csub_u32 v8, v[2:3], v4, off glc",         // 4
        "global_atomic_min_i32 v8, v[2:3], v4, off glc",          // 5
        "global_atomic_max_u32 v8, v[2:3], v4, off glc",          // 6
        "global_atomic_inc_u32 v8, v[2:3], v4, off glc",          // 7
        "global_atomic_dec_u32 v8, v[2:3], v4, off glc",          // 8
        "global_atomic_swap_b32 v8, v[2:3], v4, off glc",         // 9
        "global_atomic_xor_b32 v8, v[2:3], v4, off glc",          // 10
        "global_atomic_cmpswap_b64 v[8:9], v[2:3], v[4:7], off glc",  // 11
        "global_atomic_add_u64 v[8:9], v[2:3], v[4:5], off glc",      // 12
        "global_atomic_add_f32 v8, v[2:3], v4, off glc",          // 13
        "global_atomic_max_f32 v8, v[2:3], v4, off glc",          // 14
        "global_atomic_cmpswap_f32 v8, v[2:3], v[4:5], off glc",  // 15
        "global_atomic_min_i64 v[8:9], v[2:3], v[4:5], off glc",  // 16
    });
    Rig r;
    const uint64_t buf = r.mem.allocate(64, "C");
    r.w.s[emu::kExec] = 1;
    r.setv64(2, buf, 0);
    r.sets64(10, buf - 16);
    r.v(1, 0) = 16;
    auto op = [&](unsigned i, uint32_t mem, uint32_t d0, uint32_t d1 = 0) {
        wr<uint32_t>(host(buf), mem);
        r.v(4, 0) = d0;
        r.v(5, 0) = d1;
        r.v(8, 0) = 0xdeadbeef;
        r.run(I[i]);
        return rd<uint32_t>(host(buf));
    };
    CHECK(op(0, 5, 7) == 12);
    CHECK(r.v(8, 0) == 0xdeadbeef);
    CHECK(op(1, 5, 7) == 12);
    CHECK(r.v(8, 0) == 5);
    CHECK(op(2, 5, 99, 5) == 99);   // data = [src, cmp]
    CHECK(r.v(8, 0) == 5);
    CHECK(op(2, 5, 99, 4) == 5);
    CHECK(r.v(8, 0) == 5);
    CHECK(op(3, 5, 7) == 0xfffffffe);
    CHECK(op(4, 5, 7) == 0);         // clamped subtract
    CHECK(op(4, 9, 7) == 2);
    CHECK(op(5, 5, uint32_t(-3)) == uint32_t(-3));
    CHECK(op(6, 5, uint32_t(-3)) == uint32_t(-3));
    CHECK(op(7, 3, 3) == 0);
    CHECK(op(8, 0, 3) == 3);
    CHECK(op(9, 5, 6) == 6);
    CHECK(r.v(8, 0) == 5);
    CHECK(op(10, 0xff, 0x0f) == 0xf0);
    wr<uint64_t>(host(buf), 0x1111222233334444ull);
    r.v(4, 0) = 0xaaaa; r.v(5, 0) = 0xbbbb;                 // src
    r.v(6, 0) = 0x33334444; r.v(7, 0) = 0x11112222;         // cmp
    r.run(I[11]);
    CHECK(rd<uint64_t>(host(buf)) == 0x0000bbbb0000aaaaull);
    CHECK(r.v(8, 0) == 0x33334444u);
    CHECK(r.v(9, 0) == 0x11112222u);
    r.v(4, 0) = 0xffffffff; r.v(5, 0) = 0;
    r.run(I[12]);
    CHECK(rd<uint64_t>(host(buf)) == 0x0000bbbc0000aaa9ull);
    CHECK(op(13, f32(1.5f), f32(2.0f)) == f32(3.5f));
    CHECK(r.v(8, 0) == f32(1.5f));
    CHECK(op(13, 0x00000001u, 0x00000001u) == 0);   // memory add_f32 flushes input denormals
    CHECK(op(14, f32(1.0f), 0x7fc00000u) == f32(1.0f));
    CHECK(op(14, f32(1.0f), f32(2.0f)) == f32(2.0f));
    CHECK(op(15, 0x80000000u, f32(5.0f), 0) == f32(5.0f));
    wr<uint64_t>(host(buf), 5);
    r.v(4, 0) = uint32_t(-7); r.v(5, 0) = 0xffffffffu;
    r.run(I[16]);
    CHECK(rd<uint64_t>(host(buf)) == uint64_t(-7));
}

TEST_CASE("mem: global atomics must be aligned and are atomic across host threads") {
    const auto I = assemble({"global_atomic_add_u32 v[2:3], v4, off", "global_atomic_add_u32 v8, v[2:3], v4, off glc"});
    Rig r;
    const uint64_t buf = r.mem.allocate(64, "D");
    r.w.s[emu::kExec] = 1;
    r.setv64(2, buf + 2, 0);
    CHECK(r.fault_of(I[0]).find("misaligned global atomic") == 0);
    // Four host threads, each its own wave, all lanes adding 1 to one counter 2000 times.
    const unsigned kThreads = 4, kIters = 2000;
    std::vector<std::unique_ptr<emu::Wave>> waves;
    std::vector<std::vector<uint32_t>> files(kThreads, std::vector<uint32_t>(size_t(emu::kVgprFile) * 32, 0));
    for (unsigned t = 0; t < kThreads; ++t) {
        waves.emplace_back(new emu::Wave);
        emu::Wave& w = *waves.back();
        w.v = files[t].data();
        w.wg = &r.wg;
        w.s[emu::kExec] = 0xffffffffu;
        for (unsigned l = 0; l < 32; ++l) {
            w.vreg(2)[l] = uint32_t(buf);
            w.vreg(3)[l] = uint32_t(buf >> 32);
            w.vreg(4)[l] = 1;
        }
    }
    wr<uint32_t>(host(buf), 0);
    const emu::Handler h = table().find("global_atomic_add_u32");
    std::vector<std::thread> th;
    for (unsigned t = 0; t < kThreads; ++t)
        th.emplace_back([&, t] {
            for (unsigned i = 0; i < kIters; ++i) h(*waves[t], I[1]);
        });
    for (auto& x : th) x.join();
    CHECK(rd<uint32_t>(host(buf)) == kThreads * kIters * 32);
}

TEST_CASE("mem: flat reaches global memory, the LDS aperture and the private aperture") {
    const auto I = assemble({
        "flat_load_b32 v4, v[2:3] offset:8",
        "flat_store_b64 v[2:3], v[6:7] offset:4",
        "flat_atomic_add_u32 v4, v[2:3], v6 glc",
    });
    Rig r(1024, 64);
    const uint64_t buf = r.mem.allocate(64, "E");
    wr<uint32_t>(host(buf) + 8, 0x600d);
    wr<uint32_t>(r.lds() + 100 + 8, 0x1d5);
    r.w.s[emu::kExec] = 0x7;
    r.setv64(2, buf, 0);
    r.v(2, 1) = 100;
    r.v(3, 1) = emu::kSharedApertureHi;
    r.v(2, 2) = 20;
    r.v(3, 2) = emu::kPrivateApertureHi;
    wr<uint32_t>(r.scratch.data() + 2 * 64 + 28, 0x9a9);
    r.run(I[0]);
    CHECK(r.v(4, 0) == 0x600d);
    CHECK(r.v(4, 1) == 0x1d5);
    CHECK(r.v(4, 2) == 0x9a9);
    r.setv(6, [](unsigned l) { return 0x70 + l; });
    r.setv(7, [](unsigned l) { return 0x80 + l; });
    r.run(I[1]);
    CHECK(rd<uint32_t>(host(buf) + 4) == 0x70);
    CHECK(rd<uint32_t>(r.lds() + 104) == 0x71);
    CHECK(rd<uint32_t>(r.lds() + 108) == 0x81);
    CHECK(rd<uint32_t>(r.scratch.data() + 2 * 64 + 24) == 0x72);
    r.run(I[2]);
    CHECK(r.v(4, 0) == 0);
    CHECK(rd<uint32_t>(host(buf)) == 0x70);
    CHECK(r.v(4, 1) == 0);
    CHECK(rd<uint32_t>(r.lds() + 100) == 0x71);
    r.v(2, 1) = 1016;   // + offset 8
    CHECK(r.fault_of(I[0]) == "LDS read 0x400 (+4 bytes) past the group segment of 1024 bytes [lane 1]");
}

TEST_CASE("mem: scratch uses the lane's private segment (VGPR, SGPR and immediate offsets)") {
    const auto I = assemble({
        "scratch_store_b32 v1, v2, off offset:4",      // 0 SV
        "scratch_load_b32 v3, off, s4 offset:8",       // 1 SS
        "scratch_store_b64 v1, v[6:7], s4 offset:-4",  // 2 SVS
        "scratch_load_d16_hi_b16 v3, v1, off",         // 3
        "scratch_load_b128 v[8:11], off, off offset:16",  // 4 ST
    });
    Rig r(1024, 32);
    r.setv(1, [](unsigned l) { return l % 4 * 4; });
    r.setv(2, [](unsigned l) { return 0x100 + l; });
    r.run(I[0]);
    CHECK(rd<uint32_t>(r.scratch.data() + 5 * 32 + 4 + 4) == 0x105);
    r.w.s[4] = 4;
    r.run(I[1]);   // lane l reads its own byte 12
    CHECK(r.v(3, 5) == 0);
    CHECK(r.v(3, 6) == 0x106);   // lane 6: v1 = 8, stored at 12
    r.setv(6, [](unsigned l) { return l; });
    r.setv(7, [](unsigned l) { return ~l; });
    r.run(I[2]);   // 4 + v1 - 4
    CHECK(rd<uint32_t>(r.scratch.data() + 7 * 32 + 12) == 7);
    CHECK(rd<uint32_t>(r.scratch.data() + 7 * 32 + 16) == ~7u);
    r.v(3, 7) = 0xaaaabbbb;
    r.run(I[3]);
    CHECK(r.v(3, 7) == 0x0007bbbbu);
    r.run(I[4]);
    CHECK(r.v(8, 7) == ~7u);
    r.setv(1, [](unsigned l) { return l == 9 ? 28 : 0; });
    CHECK(r.fault_of(I[0]) == "private (scratch) access at offset 32 (+4 bytes) outside the lane's private segment of "
                               "32 bytes [lane 9]");
    Rig none;
    CHECK(none.fault_of(I[0]).find("the kernel has no private segment") != std::string::npos);
}

// ================================================================== MUBUF

namespace {
// V# for a raw buffer (OOB_SELECT 3, format 32_FLOAT as LLVM builds it) or a structured one.
void set_vsharp(Rig& r, unsigned s, uint64_t base, uint32_t num_records, uint32_t stride = 0, uint32_t oob = 3,
                uint32_t format = 0x14, bool add_tid = false) {
    r.w.s[s] = uint32_t(base);
    r.w.s[s + 1] = uint32_t(base >> 32) | (stride << 16);
    r.w.s[s + 2] = num_records;
    r.w.s[s + 3] = (format << 12) | (add_tid ? 1u << 23 : 0) | (oob << 28);
}
}  // namespace

TEST_CASE("mem: buffer raw loads and stores: range check per dword, reads 0, writes dropped") {
    const auto I = assemble({
        "buffer_load_b32 v4, v1, s[8:11], 0 offen",              // 0
        "buffer_load_b128 v[4:7], v1, s[8:11], s3 offen offset:4",  // 1
        "buffer_store_b128 v[4:7], v1, s[8:11], 0 offen",        // 2
        "buffer_load_u16 v4, v1, s[8:11], 0 offen",              // 3
        "buffer_store_b8 v4, off, s[8:11], 4 offset:30",         // 4 soffset inline constant
        "buffer_load_d16_hi_i8 v4, off, s[8:11], 0 offset:30",   // 5
    });
    Rig r;
    const uint64_t buf = r.mem.allocate(64, "F");
    for (unsigned i = 0; i < 16; ++i) wr<uint32_t>(host(buf) + 4 * i, 0x100 + i);
    set_vsharp(r, 8, buf, 40);   // 40 bytes in range
    r.w.s[emu::kExec] = 0xf;
    r.setv(1, [](unsigned l) { return 32 + 4 * l; });   // lane 0 in range, lane 1 straddles, lanes 2.. out
    r.run(I[0]);
    CHECK(r.v(4, 0) == 0x108);
    CHECK(r.v(4, 1) == 0x109);
    CHECK(r.v(4, 2) == 0);
    r.w.s[3] = 4;   // soffset: effectively 36 bytes left
    r.setv(1, [](unsigned l) { return 16 * l; });
    r.run(I[1]);   // address = base + 4 + 16l + 4
    CHECK(r.v(4, 0) == 0x102);
    CHECK(r.v(7, 0) == 0x105);
    CHECK(r.v(4, 1) == 0x106);
    CHECK(r.v(7, 1) == 0x109);   // bytes 36..39 still in range
    CHECK(r.v(4, 2) == 0);       // byte 40: out
    CHECK(r.v(7, 2) == 0);
    r.setv(4, [](unsigned) { return 0xaa; });
    r.setv(5, [](unsigned) { return 0xbb; });
    r.setv(6, [](unsigned) { return 0xcc; });
    r.setv(7, [](unsigned) { return 0xdd; });
    r.setv(1, [](unsigned) { return 28; });
    r.w.s[emu::kExec] = 1;
    r.run(I[2]);   // dwords at 28, 32, 36 written; 40 dropped
    CHECK(rd<uint32_t>(host(buf) + 28) == 0xaa);
    CHECK(rd<uint32_t>(host(buf) + 36) == 0xcc);
    CHECK(rd<uint32_t>(host(buf) + 40) == 0x10a);
    r.v(1, 0) = 36;
    r.run(I[3]);
    CHECK(r.v(4, 0) == 0xccu);
    r.v(1, 0) = 39;   // bytes 39..40 cross the end: the whole element reads 0
    r.run(I[3]);
    CHECK(r.v(4, 0) == 0u);
    r.v(4, 0) = 0xf7;
    r.run(I[4]);   // soffset 4 + offset 30
    CHECK(host(buf)[34] == 0xf7);
    host(buf)[30] = 0x85;
    r.v(4, 0) = 0x1234;
    r.run(I[5]);
    CHECK(r.v(4, 0) == 0xff851234u);
}

TEST_CASE("mem: the AVX2 buffer_load_b128 does what the portable one does") {
    // Random states through both tables: V#s of every OOB_SELECT, strides and record counts, the
    // swizzle bit, soffset and the instruction offset; offsets in range, at the last in-range
    // byte, past the range (the dword reads 0) or past the allocation (the fault); EXEC full or
    // not; the destination over the offset VGPR; tfe; idxen and offset-less forms (the fallback).
    if (!emu::host_simd_avx2(emu::HostSimd::Auto)) {
        MESSAGE("the host has no AVX2: the engine registers only the portable form, tested above");
        return;
    }
    const bool differ = table(true).find("buffer_load_b128") != table(false).find("buffer_load_b128");
    REQUIRE(differ);
    const auto I = assemble({
        "buffer_load_b128 v[4:7], v1, s[8:11], s3 offen offset:4",   // 0
        "buffer_load_b128 v[0:3], v1, s[8:11], 0 offen",             // 1: v1 is in the destination
        "buffer_load_b128 v[4:8], v1, s[8:11], 0 offen tfe",         // 2
        "buffer_load_b128 v[4:7], v[1:2], s[8:11], 0 idxen offen",   // 3
        "buffer_load_b128 v[4:7], off, s[8:11], s3 offset:16",       // 4
        "buffer_load_b128 v[4:7], v1, s[8:11], 0 offen offset:2000", // 5
    });
    Rig r;
    const uint32_t bytes = 4096;
    const uint64_t buf = r.mem.allocate(bytes, "B");
    std::mt19937 rng(11);
    for (uint32_t i = 0; i < bytes; ++i) host(buf)[i] = uint8_t(rng());
    unsigned faults = 0, fast_like = 0, checked = 0;
    for (int iter = 0; iter < 3000; ++iter) {
        const Inst& in = I[iter % I.size()];
        const uint32_t oob = rng() % 4, stride = rng() % 3 == 0 ? 16u * (rng() % 5) : 0u;
        const uint32_t nrec = rng() % 2 ? bytes : uint32_t(rng() % (bytes + 64));
        const uint32_t format = rng() % 10 == 0 ? 0u : 0x14u;   // 0: an unbound resource (reads 0)
        const bool add_tid = rng() % 10 == 0;
        set_vsharp(r, 8, buf, nrec, stride, oob, format, add_tid);
        if (rng() % 8 == 0) r.w.s[9] |= 1u << 30;   // swizzle enabled
        r.w.s[3] = rng() % 2 ? 0u : uint32_t(rng() % 64);
        const int kind = int(rng() % 5);
        for (unsigned l = 0; l < 32; ++l) {
            uint32_t o = uint32_t(rng() % (bytes - 2100));
            if (kind == 1 && l == 9) o = bytes - 2100 + uint32_t(rng() % 2200);   // near or past the end
            if (kind == 2 && l == 30) o = bytes + uint32_t(rng() % 256);           // past the allocation
            r.v(1, l) = o;
            r.v(2, l) = uint32_t(rng() % 8);
        }
        for (unsigned reg = 3; reg < 10; ++reg)
            for (unsigned l = 0; l < 32; ++l) r.v(reg, l) = uint32_t(rng());
        if (&in == &I[1]) for (unsigned l = 0; l < 32; ++l) r.v(0, l) = uint32_t(rng());
        uint32_t nrec_used = nrec;
        if (kind == 4) {   // num_records just around the highest lane's end (OOB_SELECT 3's edge)
            uint32_t hi = 0;
            for (unsigned l = 0; l < 32; ++l) hi = std::max(hi, r.v(1, l));
            const unsigned form = unsigned(iter % I.size());
            const uint32_t inst_off = form == 0 ? 4u : form == 5 ? 2000u : form == 4 ? 16u : 0u;
            const uint32_t soff = form == 0 || form == 4 ? r.w.s[3] : 0u;
            nrec_used = hi + inst_off + soff + 4 + uint32_t(rng() % 16);
            r.w.s[10] = nrec_used;
        }
        r.w.s[emu::kExec] = kind == 3 ? uint32_t(rng()) : 0xffffffffu;
        fast_like += kind != 3 && oob == 3 && stride == 0 && !(r.w.s[9] >> 30) && format && !add_tid;
        const std::vector<uint32_t> before = r.vgpr;
        std::string fault[2];
        std::vector<uint32_t> out[2];
        for (const bool avx2 : {false, true}) {
            r.vgpr = before;
            r.w.v = r.vgpr.data();
            r.avx2 = avx2;
            fault[avx2] = r.fault_of(in);
            out[avx2].assign(r.vgpr.begin(), r.vgpr.begin() + 16 * 32);
        }
        INFO("iteration " << iter << ", instruction " << (iter % I.size()) << ", OOB " << oob << ", stride " << stride
                          << ", records " << nrec << ", pattern " << kind << ", format " << format << ", add_tid " << add_tid);
        CHECK(fault[1] == fault[0]);
        CHECK(out[1] == out[0]);
        faults += !fault[0].empty();
        // The raw OOB_SELECT 3 form against the rule itself (both tables share the range test):
        // dword k of lane l reads 0 when offset + 4 k + 4 + soffset > num_records.
        const unsigned form = unsigned(iter % I.size());
        if (fault[0].empty() && oob == 3 && !(r.w.s[9] >> 30) && format && !add_tid && (form == 0 || form == 1 || form == 5) &&
            r.w.s[emu::kExec] == 0xffffffffu) {
            const uint32_t inst_off = form == 0 ? 4u : form == 5 ? 2000u : 0u, soff = form == 0 ? r.w.s[3] : 0u;
            const unsigned dst = form == 1 ? 0u : 4u;
            unsigned bad = 0;
            for (unsigned l = 0; l < 32; ++l)
                for (unsigned k = 0; k < 4; ++k) {
                    const uint64_t off = uint64_t(before[1 * 32 + l]) + inst_off + 4 * k;
                    const uint32_t want = off + 4 + soff > nrec_used ? 0u : rd<uint32_t>(host(buf) + soff + off);
                    bad += out[0][(dst + k) * 32 + l] != want;
                }
            CHECK(bad == 0);
            ++checked;
        }
    }
    CHECK(checked > 100);
    CHECK(faults > 20);        // the allocation's end was crossed
    CHECK(fast_like > 300);    // and the AVX2 path's own case was common
}

TEST_CASE("mem: the AVX2 global_load_b32, b64 and b128 with an SGPR base do what the portable ones do") {
    // Random states through both tables: offsets anywhere in a buffer, on few places (lanes
    // overlapping), lanes 16-31 repeating 0-15 (or all but one), one lane at the allocation's
    // last byte or past it (the fault), offsets that wrap the 64-bit address; EXEC full or not;
    // the destination over the offset VGPR; the 64-bit VGPR address form (the fallback).
    if (!emu::host_simd_avx2(emu::HostSimd::Auto)) {
        MESSAGE("the host has no AVX2: the engine registers only the portable forms, tested above");
        return;
    }
    for (const char* name : {"global_load_b32", "global_load_b64", "global_load_b128"}) {
        const bool differ = table(true).find(name) != table(false).find(name);
        REQUIRE_MESSAGE(differ, name);
    }
    const auto I = assemble({
        "global_load_b32 v8, v1, s[4:5]",                      // 0
        "global_load_b32 v1, v1, s[4:5] offset:-8",            // 1: the destination is the offset
        "global_load_b64 v[8:9], v1, s[4:5] offset:12",        // 2
        "global_load_b64 v[0:1], v1, s[4:5]",                  // 3: v1 is the destination's second
        "global_load_b128 v[8:11], v1, s[4:5] offset:4",       // 4
        "global_load_b128 v[1:4], v1, s[4:5]",                 // 5: v1 is the destination's first
        "global_load_b64 v[8:9], v[2:3], off",                 // 6: a 64-bit address (fallback)
    });
    Rig r;
    const uint32_t bytes = 8192;
    const uint64_t buf = r.mem.allocate(bytes, "G");
    std::mt19937 rng(5);
    for (uint32_t i = 0; i < bytes; ++i) host(buf)[i] = uint8_t(rng());
    unsigned faults = 0, runs = 0;
    for (int iter = 0; iter < 3000; ++iter) {
        const unsigned form = unsigned(iter % I.size());
        const Inst& in = I[form];
        const std::string nm = in.info->name;
        const uint32_t size = nm.back() == '2' ? 4u : nm.back() == '4' ? 8u : 16u;   // b32, b64, b128
        const int32_t inst_off = form == 1 ? -8 : form == 2 ? 12 : form == 4 ? 4 : 0;
        const uint32_t top = uint32_t(int64_t(bytes) - 64 - size - inst_off);   // highest in-range offset from buf + 64
        const int kind = int(rng() % 8);
        std::vector<uint32_t> off(32);
        for (unsigned l = 0; l < 32; ++l) {
            switch (kind) {
                case 0: case 1: off[l] = rng() % (top + 1); break;
                case 2: off[l] = (rng() % 3) * 20; break;                               // three places
                case 3: off[l] = l == 13 ? top : rng() % (top + 1); break;              // the last byte
                case 4: off[l] = l == 27 ? top + 1 + rng() % 8 : rng() % (top + 1); break;   // past it
                case 5: off[l] = l == 2 ? 0xfffffff0u : rng() % (top + 1); break;
                default: off[l] = l < 16 ? rng() % (top + 1) : off[l - 16]; break;    // halves repeat
            }
        }
        if (kind == 7) off[16 + rng() % 16] += 4;   // all but one lane repeat (kind 6: all)
        // the SGPR base: buf + 64, or one that makes the 64-bit sum wrap for the large offsets
        const uint64_t base = kind == 5 && rng() % 2 ? uint64_t(0) - 8 : buf + 64;
        const uint32_t exec = rng() % 4 == 0 ? uint32_t(rng()) : 0xffffffffu;
        std::vector<uint32_t> regs(16 * 32);
        for (auto& x : regs) x = uint32_t(rng());
        std::string fault[2];
        std::vector<uint32_t> out[2];
        for (const bool avx2 : {false, true}) {
            std::memcpy(r.vgpr.data(), regs.data(), regs.size() * 4);
            for (unsigned l = 0; l < 32; ++l) r.v(1, l) = off[l];
            r.setv64(2, buf + 64 + 8 * (iter % 7), 24);   // the 64-bit form's addresses
            r.sets64(4, base);
            r.w.s[emu::kExec] = exec;
            r.avx2 = avx2;
            fault[avx2] = r.fault_of(in);
            out[avx2].assign(r.vgpr.begin(), r.vgpr.begin() + 16 * 32);
        }
        INFO("iteration " << iter << ", instruction " << form << ", pattern " << kind << ", EXEC " << hex(exec));
        CHECK(fault[1] == fault[0]);
        CHECK(out[1] == out[0]);
        faults += !fault[0].empty();
        ++runs;
        // against the rule itself, for the SGPR-base forms that did not fault
        if (fault[0].empty() && form != 6 && base == buf + 64) {
            const unsigned dst = form == 1 ? 1u : form == 3 ? 0u : form == 5 ? 1u : 8u;
            unsigned bad = 0;
            for (unsigned l = 0; l < 32; ++l) {
                if (!((exec >> l) & 1)) continue;
                for (unsigned k = 0; k < size / 4; ++k)
                    bad += out[0][(dst + k) * 32 + l] != rd<uint32_t>(host(buf) + 64 + int64_t(off[l]) + inst_off + 4 * k);
            }
            CHECK(bad == 0);
        }
    }
    CHECK(faults > 100);   // the range test's both outcomes were exercised
    CHECK(runs - faults > 1500);
}

TEST_CASE("mem: buffer structured (idxen) range modes, swizzle, unbound resource, atomics, faults") {
    const auto I = assemble({
        "buffer_load_b32 v4, v[1:2], s[8:11], 0 idxen offen",   // 0
        "buffer_load_b64 v[4:5], v1, s[8:11], 0 idxen offset:8",   // 1
        "buffer_atomic_add_u32 v4, v1, s[8:11], 0 offen glc",    // 2
        "buffer_atomic_cmpswap_b32 v[4:5], v1, s[8:11], 0 offen glc",   // 3
        "buffer_load_b32 v4, off, s[8:11], 0 offset:4",          // 4
        "buffer_store_b32 v4, off, s[8:11], 0 offset:4",         // 5
        "buffer_atomic_add_u32 v4, v1, s[8:11], 0 offen",        // 6 no return
    });
    Rig r;
    const uint64_t buf = r.mem.allocate(1024, "G");
    for (unsigned i = 0; i < 256; ++i) wr<uint32_t>(host(buf) + 4 * i, i);
    r.w.s[emu::kExec] = 0xff;
    // structured, OOB_SELECT 0: index < 4 records of 16 bytes, offset + 4 <= stride
    set_vsharp(r, 8, buf, 4, 16, 0);
    r.setv(1, [](unsigned l) { return l; });
    r.setv(2, [](unsigned l) { return l % 2 ? 12 : 16; });
    r.run(I[0]);
    CHECK(r.v(4, 1) == 4 + 3);   // record 1, offset 12
    CHECK(r.v(4, 0) == 0);       // offset 16 + 4 > stride
    CHECK(r.v(4, 3) == 12 + 3);
    CHECK(r.v(4, 5) == 0);       // index 5 >= 4
    // OOB_SELECT 1 checks the index only
    set_vsharp(r, 8, buf, 4, 16, 1);
    r.run(I[0]);
    CHECK(r.v(4, 0) == 4);       // record 0, offset 16 reads into record 1
    CHECK(r.v(4, 4) == 0);
    // b64 in a 12-byte record with offset 8: second dword fails offset + 4 > stride (mode 0)
    set_vsharp(r, 8, buf, 100, 12, 0);
    r.run(I[1]);
    CHECK(r.v(4, 2) == 6 + 2);
    CHECK(r.v(5, 2) == 0);
    // OOB_SELECT 2: only an empty buffer is out of range
    set_vsharp(r, 8, buf, 1, 16, 2);
    r.run(I[0]);
    CHECK(r.v(4, 7) == 28 + 3);
    // swizzled (element 4 bytes, index_stride 8, stride 16) with add_tid: lane 9, offset 4 reads
    // byte ((9 / 8) * 16 + 4) * 8 + (9 % 8) * 4 = 164
    set_vsharp(r, 8, buf, 64, 16, 3, 0x14, true);
    r.w.s[9] |= 1u << 30;
    r.w.s[emu::kExec] = 1u << 9;
    r.run(I[4]);
    CHECK(r.v(4, 9) == 164 / 4);
    // unbound resource: data format 0 and add_tid 0 -> loads 0, stores dropped
    set_vsharp(r, 8, buf, 1024, 0, 3, 0);
    r.w.s[emu::kExec] = 1;
    r.run(I[4]);
    CHECK(r.v(4, 0) == 0);
    r.v(4, 0) = 0x5555;
    r.run(I[5]);
    CHECK(rd<uint32_t>(host(buf) + 4) == 1);
    // atomics: all or nothing, return 0 out of range
    set_vsharp(r, 8, buf, 16);
    r.w.s[emu::kExec] = 0x3;
    r.setv(1, [](unsigned l) { return l ? 16 : 8; });
    r.setv(4, [](unsigned) { return 10; });
    r.run(I[2]);
    CHECK(rd<uint32_t>(host(buf) + 8) == 12);
    CHECK(r.v(4, 0) == 2);
    CHECK(r.v(4, 1) == 0);
    CHECK(rd<uint32_t>(host(buf) + 16) == 4);
    r.setv(4, [](unsigned) { return 77; });   // src
    r.setv(5, [](unsigned) { return 12; });   // cmp
    r.run(I[3]);
    CHECK(rd<uint32_t>(host(buf) + 8) == 77);
    CHECK(r.v(4, 0) == 12);
    r.setv(4, [](unsigned) { return 1; });
    r.run(I[6]);
    CHECK(r.v(4, 0) == 1);   // glc = 0: data register untouched
    CHECK(rd<uint32_t>(host(buf) + 8) == 78);
    // in range for the V# but outside every allocation: fault
    set_vsharp(r, 8, buf + 1020, 64);
    r.w.s[emu::kExec] = 1;
    CHECK(r.fault_of(I[4]).find("global memory access outside every allocation") == 0);
    // not a buffer resource
    r.w.s[11] |= 1u << 30;
    CHECK(r.fault_of(I[4]).find("not a buffer resource") != std::string::npos);
    r.w.s[emu::kExec] = 0;   // EXEC = 0: the V# is not looked at
    CHECK(r.fault_of(I[4]) == "");
}

TEST_CASE("mem: buffer format loads convert per the V#'s format and DST_SEL (norm, int, packed, float, defaults)") {
    const auto I = assemble({
        "buffer_load_format_xyzw v[4:7], v1, s[8:11], 0 offen",   // 0
        "buffer_load_format_x v4, v1, s[8:11], 0 offen",          // 1
        "buffer_load_format_xy v[4:6], v1, s[8:11], 0 offen tfe", // 2
    });
    Rig r;
    const uint64_t buf = r.mem.allocate(64, "T");
    r.w.s[emu::kExec] = 1;
    r.setv(1, [](unsigned) { return 0u; });
    auto vs = [&](uint32_t fmt, uint32_t sel = 0xfac, uint32_t nrec = 64) {   // 0xfac: X Y Z W
        set_vsharp(r, 8, buf, nrec, 0, 3, fmt);
        r.w.s[11] |= sel;
    };
    auto load4 = [&](uint32_t dword, uint32_t fmt, uint32_t sel = 0xfac) {
        wr<uint32_t>(host(buf), dword);
        vs(fmt, sel);
        for (unsigned k = 0; k < 4; ++k) r.v(4 + k, 0) = 0xdeadbeefu;
        r.run(I[0]);
        return std::vector<uint32_t>{r.v(4, 0), r.v(5, 0), r.v(6, 0), r.v(7, 0)};
    };
    using V = std::vector<uint32_t>;
    // 8_8_8_8_UNORM: u / 255 rounded to f32
    CHECK(load4(0x0133ff00u, 42) == V{0, 0x3f800000u, 0x3e4ccccdu, 0x3b808081u});
    // 8_8_8_8_SNORM: -128 and -127 are both -1.0
    CHECK(load4(0x007f8180u, 43) == V{0xbf800000u, 0xbf800000u, 0x3f800000u, 0});
    // 8_8_8_8_USCALED / SSCALED: the integer as a float
    CHECK(load4(0xff7f0102u, 44) == V{f32(2), f32(1), f32(127), f32(255)});
    CHECK(load4(0xff7f0102u, 45) == V{f32(2), f32(1), f32(127), f32(-1)});
    // 2_10_10_10_SINT: X[9:0] = -1, Y[19:10] = 511, Z[29:20] = -512, W[31:30] = -2
    CHECK(load4(0x3ffu | (0x1ffu << 10) | (0x200u << 20) | (2u << 30), 41) == V{0xffffffffu, 511, 0xfffffe00u, 0xfffffffeu});
    // 2_10_10_10_UNORM: the 2-bit W is w / 3
    CHECK(load4(0x3ffu | (3u << 30), 36) == V{0x3f800000u, 0, 0, 0x3f800000u});
    // 10_11_11_FLOAT: X[10:0], Y[21:11] are e5m6, Z[31:22] e5m5 (1.0, 2.0, 1.0); W is the
    // default 1.0
    CHECK(load4(0x3c0u | (0x400u << 11) | (0x1e0u << 22), 30) == V{f32(1), f32(2), f32(1), f32(1)});
    // 11_11_10_FLOAT: X[9:0] e5m5 infinity, Y e5m6 NaN, Z e5m6 denormal 2^-20
    CHECK(load4(0x3e0u | (0x7e0u << 10) | (0x001u << 21), 31) == V{0x7f800000u, 0x7fc00000u, 0x35800000u, f32(1)});
    // 16_16_FLOAT: f16 halves widened; a signalling NaN is quieted
    CHECK(load4(0x7d00bc00u, 29) == V{0xbf800000u, 0x7fe00000u, 0, f32(1)});
    // 32_FLOAT: the bits; missing Y and Z read 0, W 1.0
    CHECK(load4(0x7f800001u, 22) == V{0x7f800001u, 0, 0, f32(1)});
    // integer formats give 1 for a missing W; DST_SEL swizzles: X <- Z, Y <- 1, Z <- 0, W <- X
    CHECK(load4(0x04030201u, 46, 6 | (1 << 3) | (0 << 6) | (4 << 9)) == V{3, 1, 0, 1});
    CHECK(load4(0x04030201u, 46, 7 | (7 << 3) | (7 << 6) | (7 << 9)) == V{4, 4, 4, 4});
    // a reserved DST_SEL value faults
    wr<uint32_t>(host(buf), 0);
    vs(46, 2);
    CHECK(r.fault_of(I[0]).find("reserved DST_SEL_X value 2") != std::string::npos);
    // load_format_x of a 4-component format reads X of the element; the element is range
    // checked as a whole (16 bytes): at offset 8 of a 20-byte buffer nothing is in range
    for (unsigned i = 0; i < 4; ++i) wr<uint32_t>(host(buf) + 4 * i, 0x11 * (i + 1));
    vs(61, 0xfac, 24);
    r.run(I[1]);
    CHECK(r.v(4, 0) == 0x11u);
    r.v(1, 0) = 8;
    vs(61, 0xfac, 20);
    r.run(I[1]);
    CHECK(r.v(4, 0) == 0u);
    // out of range: every component 0 except SEL_1 ones
    r.v(1, 0) = 60;
    const V oob = load4(0, 61, 4 | (1 << 3) | (5 << 6) | (7 << 9));
    CHECK(oob == V{0, 1, 0, 0});
    // unbound V# (format 0): zeros
    r.v(1, 0) = 0;
    CHECK(load4(0x04030201u, 0) == V{0, 0, 0, 0});
    // tfe: the VGPR after the data is written 0
    wr<uint32_t>(host(buf), 0x00020001u);
    vs(27);   // 16_16_UINT
    r.v(6, 0) = 0x77;
    r.run(I[2]);
    CHECK(r.v(4, 0) == 1u);
    CHECK(r.v(5, 0) == 2u);
    CHECK(r.v(6, 0) == 0u);
}

TEST_CASE("mem: buffer format stores convert with rounding, clamping and saturation; DST_SEL picks the components") {
    const auto I = assemble({
        "buffer_store_format_xyzw v[4:7], v1, s[8:11], 0 offen",   // 0
        "buffer_store_format_x v4, v1, s[8:11], 0 offen",          // 1
    });
    Rig r;
    const uint64_t buf = r.mem.allocate(64, "S");
    r.w.s[emu::kExec] = 1;
    r.setv(1, [](unsigned) { return 0u; });
    auto store4 = [&](uint32_t fmt, std::vector<uint32_t> v, uint32_t sel = 0xfac) {
        std::memset(host(buf), 0xee, 64);
        set_vsharp(r, 8, buf, 64, 0, 3, fmt);
        r.w.s[11] |= sel;
        for (unsigned k = 0; k < 4; ++k) r.v(4 + k, 0) = v[k];
        r.run(I[0]);
        return rd<uint32_t>(host(buf));
    };
    const uint32_t nan = 0x7fc00000u;
    // UNORM: clamp to [0, 1], scale by 255, round to nearest even (0.5 * 255 = 127.5 -> 128), NaN -> 0
    CHECK(hex(store4(42, {f32(1), f32(0.5f), f32(-1), nan})) == hex(0x000080ffu));
    // SNORM: clamp to [-1, 1], scale by 127 (-0.5 * 127 = -63.5 -> -64)
    CHECK(hex(store4(43, {f32(-1), f32(2), f32(-0.5f), nan})) == hex(0x00c07f81u));
    // UINT / SINT saturate
    CHECK(hex(store4(46, {300, 5, 0xffffffffu, 0})) == hex(0x00ff05ffu));
    CHECK(hex(store4(47, {uint32_t(-200), 127, 200, uint32_t(-1)})) == hex(0xff7f7f80u));
    // 2_10_10_10_UNORM: 1.0 -> 1023, W 1/3 -> 1
    CHECK(hex(store4(36, {f32(1), 0, 0, f32(1.0f / 3)})) == hex(0x3ffu | (1u << 30)));
    // 16_16_FLOAT: f32 -> f16 to nearest even; 65520 rounds up to infinity
    CHECK(hex(store4(29, {0x3f801fffu, f32(65520.0f), 0, 0})) == hex(0x7c003c01u));
    // 10_11_11_FLOAT: unsigned e5m6 / e5m5: 1.0, a negative number -> 0, NaN stays NaN
    CHECK(hex(store4(30, {f32(1), f32(-2), nan, 0})) == hex(0x3c0u | (0x3f0u << 22)));
    CHECK(hex(store4(30, {f32(1e10f), 0x80000000u, f32(0.25f), 0})) == hex(0x7c0u | (0x1a0u << 22)));
    // DST_SEL: memory X <- VGPR W, Y <- 1, Z <- 0, W <- VGPR X
    CHECK(hex(store4(46, {1, 2, 3, 4}, 7 | (1 << 3) | (0 << 6) | (4 << 9))) == hex(0x01000104u));
    // a store with fewer components than the format writes the whole element (absent ones 0) ...
    std::memset(host(buf), 0xee, 64);
    set_vsharp(r, 8, buf, 64, 0, 3, 63);
    r.w.s[11] |= 0xfac;
    r.v(4, 0) = 0x3f800000u;
    r.run(I[1]);
    CHECK(rd<uint32_t>(host(buf)) == 0x3f800000u);
    CHECK(rd<uint32_t>(host(buf) + 4) == 0u);
    CHECK(rd<uint32_t>(host(buf) + 12) == 0u);
    CHECK(host(buf)[16] == 0xee);
    // ... and one with more writes only the format's components
    CHECK(hex(store4(22, {5, 6, 7, 8})) == hex(5u));
    CHECK(rd<uint32_t>(host(buf) + 4) == 0xeeeeeeeeu);
    // out of range and unbound: nothing written
    r.v(1, 0) = 62;
    std::memset(host(buf), 0xee, 64);
    r.run(I[1]);
    CHECK(rd<uint32_t>(host(buf) + 60) == 0xeeeeeeeeu);
    r.v(1, 0) = 0;
    set_vsharp(r, 8, buf, 64, 0, 3, 0);
    r.run(I[1]);
    CHECK(rd<uint32_t>(host(buf)) == 0xeeeeeeeeu);
    // USCALED / SSCALED stores are refused with a clear fault
    set_vsharp(r, 8, buf, 64, 0, 3, 44);
    r.w.s[11] |= 0xfac;
    CHECK(r.fault_of(I[1]).find("BUF_FMT_8_8_8_8_USCALED are not supported") != std::string::npos);
}

TEST_CASE("mem: d16 format loads and stores: 16-bit halves, f32 truncation on load, preserved halves") {
    const auto I = assemble({
        "buffer_load_d16_format_xyzw v[4:5], v1, s[8:11], 0 offen",   // 0
        "buffer_load_d16_hi_format_x v4, v1, s[8:11], 0 offen",       // 1
        "buffer_load_d16_format_xyz v[4:5], v1, s[8:11], 0 offen",    // 2
        "buffer_store_d16_format_xy v4, v1, s[8:11], 0 offen",        // 3
        "buffer_store_d16_hi_format_x v4, v1, s[8:11], 0 offen",      // 4
        "buffer_load_d16_format_x v4, v1, s[8:11], 0 offen",          // 5
    });
    Rig r;
    const uint64_t buf = r.mem.allocate(64, "D");
    r.w.s[emu::kExec] = 1;
    r.setv(1, [](unsigned) { return 0u; });
    auto vs = [&](uint32_t fmt) {
        set_vsharp(r, 8, buf, 64, 0, 3, fmt);
        r.w.s[11] |= 0xfac;
    };
    // 16_16_16_16_UNORM to f16: 1.0, 0, 0x8000/65535 -> 0.5, 1/65535 -> the f16 denormal 256 * 2^-24
    wr<uint32_t>(host(buf), 0x0000ffffu);
    wr<uint32_t>(host(buf) + 4, 0x00018000u);
    vs(51);
    r.run(I[0]);
    CHECK(hex(r.v(4, 0)) == hex(0x00003c00u));
    CHECK(hex(r.v(5, 0)) == hex(0x01003800u));
    // 16_FLOAT into the high half, the low half kept
    wr<uint32_t>(host(buf), 0x4000u);
    vs(13);
    r.v(4, 0) = 0x12345678u;
    r.run(I[1]);
    CHECK(hex(r.v(4, 0)) == hex(0x40005678u));
    // 32_FLOAT to f16 truncates: 1 + 2^-10 - 2^-23 -> 1.0 (round to nearest would give 0x3c01)
    wr<uint32_t>(host(buf), 0x3f801fffu);
    vs(22);
    r.v(4, 0) = 0xaaaa0000u;
    r.run(I[5]);
    CHECK(hex(r.v(4, 0)) == hex(0xaaaa3c00u));
    // 32_UINT saturates to 16 bits; xyz keeps the high half of the second register
    wr<uint32_t>(host(buf), 0x12345u);
    vs(20);
    r.v(5, 0) = 0xbbbb0000u;
    r.run(I[2]);
    CHECK(hex(r.v(4, 0)) == hex(0x0000ffffu));   // X saturated, Y absent -> 0
    CHECK(hex(r.v(5, 0)) == hex(0xbbbb0000u));   // Z absent -> 0, high half preserved
    // stores read f16 halves: 16_16_UNORM from 1.0 and 0.5 (32767.5 -> 32768)
    std::memset(host(buf), 0xee, 64);
    vs(23);
    r.v(4, 0) = 0x38003c00u;
    r.run(I[3]);
    CHECK(hex(rd<uint32_t>(host(buf))) == hex(0x8000ffffu));
    // 16_16_SINT from i16 halves
    vs(28);
    r.v(4, 0) = 0x8000ffffu;
    r.run(I[3]);
    CHECK(hex(rd<uint32_t>(host(buf))) == hex(0x8000ffffu));
    // d16_hi store of a 16_FLOAT
    std::memset(host(buf), 0xee, 64);
    vs(13);
    r.v(4, 0) = 0x4000aaaau;
    r.run(I[4]);
    CHECK(hex(rd<uint16_t>(host(buf))) == hex(0x4000u));
    CHECK(host(buf)[2] == 0xee);
}

TEST_CASE("mem: tbuffer (MTBUF) uses the instruction's format with the identity select; an unbound V# still reads 0") {
    const auto I = assemble({
        "tbuffer_load_format_xyzw v[4:7], v1, s[8:11], 0 format:[BUF_FMT_16_16_UNORM] offen",   // 0
        "tbuffer_store_format_xy v[4:5], v1, s[8:11], 0 format:[BUF_FMT_8_8_SINT] offen",       // 1
        "tbuffer_load_d16_format_x v4, v1, s[8:11], 0 format:[BUF_FMT_32_FLOAT] offen",         // 2
        "tbuffer_store_d16_format_xyzw v[4:5], v1, s[8:11], 0 format:[BUF_FMT_8_8_8_8_UINT] offen",   // 3
    });
    Rig r;
    const uint64_t buf = r.mem.allocate(64, "M");
    r.w.s[emu::kExec] = 1;
    r.setv(1, [](unsigned) { return 0u; });
    // The V# says 32_FLOAT with a zero DST_SEL: both are ignored.
    set_vsharp(r, 8, buf, 64, 0, 3, 22);
    wr<uint32_t>(host(buf), 0x0000ffffu);
    for (unsigned k = 0; k < 4; ++k) r.v(4 + k, 0) = 0xdeadbeefu;
    r.run(I[0]);
    CHECK(r.v(4, 0) == 0x3f800000u);
    CHECK(r.v(5, 0) == 0u);
    CHECK(r.v(6, 0) == 0u);   // identity XY00: absent components are 0, W too
    CHECK(r.v(7, 0) == 0u);
    r.v(4, 0) = uint32_t(-200);
    r.v(5, 0) = 100;
    std::memset(host(buf), 0xee, 64);
    r.run(I[1]);
    CHECK(hex(rd<uint16_t>(host(buf))) == hex(0x6480u));
    CHECK(host(buf)[2] == 0xee);
    wr<uint32_t>(host(buf), 0x3f801fffu);
    r.v(4, 0) = 0xaaaa0000u;
    r.run(I[2]);
    CHECK(hex(r.v(4, 0)) == hex(0xaaaa3c00u));
    r.v(4, 0) = 0x00020001u;
    r.v(5, 0) = 0xffff0003u;   // u16 65535 saturates to 255
    r.run(I[3]);
    CHECK(hex(rd<uint32_t>(host(buf))) == hex(0xff030201u));
    // unbound V#: loads read 0, stores are dropped
    set_vsharp(r, 8, buf, 64, 0, 3, 0);
    r.run(I[0]);
    CHECK(r.v(4, 0) == 0u);
    r.run(I[3]);
    CHECK(hex(rd<uint32_t>(host(buf))) == hex(0xff030201u));
}

TEST_CASE("mem: buffer_load_lds_* write one dword per lane at M0[15:0] + offset + lane * 4") {
    const auto I = assemble({
        "buffer_load_lds_b32 v1, s[8:11], 0 offen offset:4",   // 0
        "buffer_load_lds_u8 v1, s[8:11], 0 offen",            // 1
        "buffer_load_lds_i8 v1, s[8:11], 0 offen",            // 2
        "buffer_load_lds_u16 v1, s[8:11], 0 offen",           // 3
        "buffer_load_lds_i16 v1, s[8:11], 0 offen",           // 4
        "buffer_load_lds_format_x v1, s[8:11], 0 offen",      // 5
    });
    Rig r(1024);
    const uint64_t buf = r.mem.allocate(64, "L");
    for (unsigned i = 0; i < 64; ++i) host(buf)[i] = uint8_t(0x80 + i);
    set_vsharp(r, 8, buf, 48);
    r.w.s[11] |= 0xfac;
    r.w.s[emu::kM0] = 0xabcd0100u;   // only M0[15:0] = 256 counts
    r.w.s[emu::kExec] = 0xfu & ~(1u << 2);
    r.setv(1, [](unsigned l) { return l == 3 ? 60u : 4 * l; });   // lane 3 out of range
    auto lds32 = [&](unsigned a) { return rd<uint32_t>(r.lds() + a); };
    std::memset(r.lds(), 0xee, 1024);
    r.run(I[0]);   // reads buf[4l + 4], writes LDS[256 + 4 + 4l]
    CHECK(hex(lds32(260)) == hex(0x87868584u));
    CHECK(hex(lds32(264)) == hex(0x8b8a8988u));
    CHECK(lds32(268) == 0xeeeeeeeeu);   // lane 2 inactive
    CHECK(lds32(272) == 0u);            // lane 3 out of range reads 0
    std::memset(r.lds(), 0xee, 1024);
    r.run(I[1]);
    CHECK(hex(lds32(256)) == hex(0x80u));
    CHECK(hex(lds32(260)) == hex(0x84u));
    r.run(I[2]);
    CHECK(hex(lds32(256)) == hex(0xffffff80u));
    r.run(I[3]);
    CHECK(hex(lds32(256)) == hex(0x8180u));
    r.run(I[4]);
    CHECK(hex(lds32(256)) == hex(0xffff8180u));
    CHECK(lds32(264) == 0xeeeeeeeeu);
    // format_x: the V#'s 8_8_8_8_UINT format, X of the element
    set_vsharp(r, 8, buf, 48, 0, 3, 46);
    r.w.s[11] |= 0xfac;
    r.run(I[5]);
    CHECK(hex(lds32(256)) == hex(0x80u));
    CHECK(hex(lds32(260)) == hex(0x84u));
    // past the group segment: fault
    r.w.s[emu::kM0] = 1020;
    CHECK(r.fault_of(I[1]).find("LDS write") != std::string::npos);
}

// ================================================================== SMEM

TEST_CASE("mem: s_load of every width with immediate, SGPR and null offsets") {
    const auto I = assemble({
        "s_load_b32 s20, s[0:1], 0x10",            // 0
        "s_load_b64 s[20:21], s[0:1], s6 offset:0x4",   // 1
        "s_load_b128 s[20:23], s[0:1], s6",        // 2
        "s_load_b256 s[20:27], s[0:1], -0x8",      // 3
        "s_load_b512 s[20:35], s[0:1], 0x0",       // 4
        "s_load_b64 s[0:1], s[0:1], 0x8",          // 5 destination overlaps the base
        "s_dcache_inv",                            // 6
        "s_gl1_inv",                               // 7
    });
    Rig r;
    const uint64_t buf = r.mem.allocate(256, "kernarg");
    for (unsigned i = 0; i < 64; ++i) wr<uint32_t>(host(buf) + 4 * i, 0x1000 + i);
    r.sets64(0, buf + 16);
    r.w.s[6] = 11;   // the two LSBs are ignored: 8
    r.run(I[0]);
    CHECK(r.w.s[20] == 0x1008);
    r.run(I[1]);
    CHECK(r.w.s[20] == 0x1007);
    CHECK(r.w.s[21] == 0x1008);
    r.run(I[2]);
    CHECK(r.w.s[20] == 0x1006);
    CHECK(r.w.s[23] == 0x1009);
    r.run(I[3]);
    CHECK(r.w.s[20] == 0x1002);
    CHECK(r.w.s[27] == 0x1009);
    r.run(I[4]);
    CHECK(r.w.s[20] == 0x1004);
    CHECK(r.w.s[35] == 0x1013);
    CHECK(r.w.s[36] == 0);
    r.run(I[6]);
    r.run(I[7]);
    r.run(I[5]);
    CHECK(r.w.s[0] == 0x1006);
    CHECK(r.w.s[1] == 0x1007);
    r.sets64(0, buf + 240);
    CHECK(r.fault_of(I[4]).find("past the end of allocation") != std::string::npos);
}

TEST_CASE("mem: s_buffer_load reads 0 for out-of-range dwords") {
    const auto I = assemble({
        "s_buffer_load_b128 s[20:23], s[8:11], 0x8",       // 0
        "s_buffer_load_b64 s[20:21], s[8:11], s3 offset:0x4",   // 1
        "s_buffer_load_b32 s20, s[8:11], 0x0",             // 2 (made negative below)
        "s_buffer_load_b32 s20, s[8:11], 0x0",             // 3
    });
    // llvm-mc refuses a negative s_buffer_load offset; the encoding can still hold one.
    Inst neg = I[2];
    neg.words[1] |= 0x1ffffcu;   // -4
    neg = emu::decode_one(reinterpret_cast<const uint8_t*>(neg.words), 8, 0);
    REQUIRE(neg.smem.offset == -4);
    Rig r;
    const uint64_t buf = r.mem.allocate(64, "H");
    for (unsigned i = 0; i < 16; ++i) wr<uint32_t>(host(buf) + 4 * i, 0x200 + i);
    set_vsharp(r, 8, buf, 16);   // 16 bytes
    r.run(I[0]);
    CHECK(r.w.s[20] == 0x202);
    CHECK(r.w.s[21] == 0x203);
    CHECK(r.w.s[22] == 0);
    CHECK(r.w.s[23] == 0);
    r.w.s[3] = 8;
    r.run(I[1]);
    CHECK(r.w.s[20] == 0x203);
    CHECK(r.w.s[21] == 0);
    set_vsharp(r, 8, buf, 2, 8);   // stride 8 * 2 records = 16 bytes
    r.run(I[1]);
    CHECK(r.w.s[20] == 0x203);
    CHECK(r.w.s[21] == 0);
    CHECK(r.fault_of(neg).find("negative offset -4") != std::string::npos);
    set_vsharp(r, 8, buf + 64, 4);   // in range, past the allocation
    CHECK(r.fault_of(I[3]).find("outside every allocation") != std::string::npos);
}

TEST_CASE("mem: the stride prefetch of full-wave loads learns a step per instruction and leaves contiguous loads alone") {
    // load_prefetch_step (exec/load_prefetch.hpp) decides where the next execution of a load
    // will read; prefetch_next_load prefetches every lane there. Neither can change a result, so
    // the decision is what is tested.
    emu::Wave w;
    const uintptr_t base = 0x10000000, span = 31 * 8192;   // 32 lanes, rows of 8 KiB
    auto step = [&](uintptr_t lo) { return emu::load_prefetch_step(w, lo, lo + span); };
    auto slot = [&]() -> emu::Wave::LoadHistory& { return w.load_history[w.ip % emu::Wave::kLoadHistorySlots]; };

    w.ip = 7;
    CHECK(step(base) == 0);                    // first execution: remembered, no step yet
    CHECK(slot().ip == 7);
    CHECK(slot().addr == base);
    CHECK(step(base + 128) == 128);            // again, 128 bytes on
    CHECK(slot().addr == base + 128);
    CHECK(step(base) == -128);                 // back: a negative step
    CHECK(step(base + 64) == 64);              // a whole line
    CHECK(step(base + 64 + 63) == 0);          // less than a line
    CHECK(step(base + 64) == 0);               // (-63)
    CHECK(step(base) == -64);
    const int64_t max = (int64_t(1) << 24) - 1;   // the largest step taken
    CHECK(step(base + uintptr_t(max)) == max);
    CHECK(step(base) == -max);
    CHECK(step(base + (uintptr_t(1) << 24)) == 0);   // 16 MiB: elsewhere, not a walk
    CHECK(step(base) == 0);
    CHECK(slot().addr == base);

    // Another instruction in the same slot takes it over without using the address it held, even
    // one a step away.
    w.ip = 7 + emu::Wave::kLoadHistorySlots;
    CHECK(step(base + 128) == 0);
    CHECK(slot().ip == 7 + emu::Wave::kLoadHistorySlots);
    CHECK(step(base + 256) == 128);

    // A load inside one page (a contiguous row) is the host prefetchers' business: not recorded.
    // (4095 bytes from its lowest to its highest lane address; 4096 is a page and is recorded.)
    w.ip = 9;
    CHECK(emu::load_prefetch_step(w, base, base + 4095) == 0);
    CHECK(emu::load_prefetch_step(w, base + 4096, base + 8191) == 0);
    CHECK(slot().ip == 0);
    CHECK(emu::load_prefetch_step(w, base, base + 4096) == 0);
    CHECK(slot().ip == 9);

    // prefetch_next_load asks for every lane's address when there is a step, for none otherwise.
    unsigned asked = 0;
    auto lanes = [&](unsigned l) { ++asked; return base + uintptr_t(l) * 8192; };
    w.ip = 11;
    emu::prefetch_next_load(w, base, base + span, lanes);
    CHECK(asked == 0);
    emu::prefetch_next_load(w, base + 128, base + 128 + span, lanes);
    CHECK(asked == 32);
}
