// Decoder / disassembler tests against llvm-mc-19 (the oracle).
//
// * tests/data/decoder_forms.s is assembled with `llvm-mc-19 -show-encoding`;
//   the bytes are decoded as one program and every instruction must
//   disassemble exactly as `llvm-mc-19 --disassemble` prints those bytes.
// * Every opcode of the generated table is encoded canonically, decoded and
//   compared with llvm-mc the same way.
// * The table generator re-sweeps a sample of families with llvm-mc and must
//   reproduce the committed emu/isa/gfx11_ops.def lines.
// * Direct field checks, 16-bit register halves, garbage and truncated input.
#include <doctest/doctest.h>

#include "emu/decode/decode.hpp"
#include "emu/decode/disasm.hpp"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace emu;
using Bytes = std::vector<uint8_t>;

const char* const kMcArgs = "-triple=amdgcn-amd-amdhsa -mcpu=gfx1151";

// ------------------------------------------------------------------ helpers

// Path of a file in the repository, whether the tests run from the repo root
// (as the Makefile does) or elsewhere.
std::string repo_path(const std::string& rel) {
    if (std::ifstream(rel).good()) return rel;
    std::string here = __FILE__;
    const size_t slash = here.rfind('/');
    const std::string dir = slash == std::string::npos ? "." : here.substr(0, slash);
    return dir + "/../" + rel;
}

std::string repo_root() {
    const std::string p = repo_path("tools/gen_isa_table.py");
    return p.substr(0, p.size() - std::string("tools/gen_isa_table.py").size());
}

struct TempFile {
    std::string path;
    explicit TempFile(const std::string& content) {
        char tmpl[] = "/tmp/test_decoder_XXXXXX";
        const int fd = mkstemp(tmpl);
        REQUIRE(fd >= 0);
        path = tmpl;
        FILE* f = fdopen(fd, "w");
        REQUIRE(f != nullptr);
        fwrite(content.data(), 1, content.size(), f);
        fclose(f);
    }
    TempFile() : TempFile(std::string()) {}
    ~TempFile() { unlink(path.c_str()); }
    std::string read() const {
        std::ifstream in(path);
        std::stringstream ss;
        ss << in.rdbuf();
        return ss.str();
    }
};

// Runs a shell command; returns stdout (stderr in *err when given).
std::string run(const std::string& cmd, std::string* err = nullptr, int* status = nullptr) {
    TempFile errf;
    const std::string full = cmd + " 2>" + errf.path;
    FILE* p = popen(full.c_str(), "r");
    REQUIRE(p != nullptr);
    std::string out;
    char buf[65536];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
    const int st = pclose(p);
    if (status) *status = st;
    if (err) *err = errf.read();
    return out;
}

std::string trim(const std::string& s) {
    const size_t a = s.find_first_not_of(" \t");
    if (a == std::string::npos) return "";
    const size_t b = s.find_last_not_of(" \t\r");
    return s.substr(a, b - a + 1);
}

bool starts_with(const std::string& s, const std::string& p) { return s.compare(0, p.size(), p) == 0; }

// Instruction text without a trailing comment.
std::string strip_comment(const std::string& s) { return trim(s.substr(0, s.find(';'))); }

Bytes words_to_bytes(const std::vector<uint32_t>& ws) {
    Bytes b;
    for (uint32_t w : ws)
        for (int k = 0; k < 4; ++k) b.push_back(static_cast<uint8_t>(w >> (8 * k)));
    return b;
}

// Assembles lines; returns the encoding of each (empty on error).
std::vector<Bytes> assemble(const std::vector<std::string>& lines, std::vector<std::string>* asm_text = nullptr) {
    std::string src;
    for (const std::string& l : lines) src += l + "\n";
    TempFile f(src);
    std::string err;
    const std::string out = run(std::string("llvm-mc-19 -show-encoding ") + kMcArgs + " " + f.path, &err);
    std::vector<Bytes> res;
    std::istringstream in(out);
    std::string ln;
    const std::string key = "; encoding: [";
    while (std::getline(in, ln)) {
        // "<tab>text<spaces>; encoding: [0x01,0x02,...]"
        const size_t k = ln.find(key);
        const size_t close = ln.rfind(']');
        if (k == std::string::npos || close == std::string::npos || close < k) continue;
        Bytes b;
        std::stringstream ss(ln.substr(k + key.size(), close - k - key.size()));
        std::string tok;
        while (std::getline(ss, tok, ',')) b.push_back(static_cast<uint8_t>(std::stoul(tok, nullptr, 16)));
        res.push_back(b);
        if (asm_text) asm_text->push_back(trim(ln.substr(0, k)));
    }
    INFO("llvm-mc errors: " << err);
    REQUIRE(res.size() == lines.size());
    return res;
}

// Disassembles each item with llvm-mc.  Each goes on its own line followed
// by five s_nop and a marker `s_movk_i32 s105, <index>` (llvm-mc reads one
// byte stream; a rejected item is reported as a warning at column 1 of its
// line).  Returns the text of the first instruction of each item, or nullopt.
std::vector<std::optional<std::string>> mc_disasm(const std::vector<Bytes>& items,
                                                  const char* mattr = nullptr) {
    std::string in;
    for (size_t i = 0; i < items.size(); ++i) {
        Bytes b = items[i];
        const Bytes pad = words_to_bytes({0xBF800000u, 0xBF800000u, 0xBF800000u, 0xBF800000u,
                                          0xBF800000u, 0xB0000000u | (105u << 16) | static_cast<uint32_t>(i & 0xFFFF)});
        b.insert(b.end(), pad.begin(), pad.end());
        for (size_t k = 0; k < b.size(); ++k) {
            char t[8];
            std::snprintf(t, sizeof t, k ? ",0x%02x" : "0x%02x", b[k]);
            in += t;
        }
        in += "\n";
    }
    TempFile f(in);
    std::string err;
    std::string cmd = std::string("llvm-mc-19 --disassemble ") + kMcArgs;
    if (mattr) cmd += std::string(" -mattr=") + mattr;
    const std::string out = run(cmd + " " + f.path, &err);
    std::vector<bool> bad(items.size(), false);
    {
        // "<file>:<line>:1: warning: invalid instruction encoding"
        std::istringstream es(err);
        std::string ln;
        const std::string tail = ":1: warning: invalid instruction encoding";
        while (std::getline(es, ln)) {
            const size_t t = ln.find(tail);
            if (t == std::string::npos) continue;
            const size_t colon = ln.rfind(':', t - 1);
            if (colon == std::string::npos) continue;
            const size_t line = std::stoul(ln.substr(colon + 1, t - colon - 1));
            if (line >= 1 && line <= items.size()) bad[line - 1] = true;
        }
    }
    std::vector<std::vector<std::string>> segs(items.size());
    size_t cur = 0;
    const std::string marker = "s_movk_i32 s105, ";
    std::istringstream is(out);
    std::string ln;
    while (std::getline(is, ln)) {
        const std::string t = strip_comment(ln);
        if (t.empty() || t[0] == '.') continue;
        if (starts_with(t, marker) && cur < items.size() &&
            std::stoul(t.substr(marker.size()), nullptr, 0) == (cur & 0xFFFF)) {
            ++cur;
            continue;
        }
        if (cur < items.size()) segs[cur].push_back(t);
    }
    REQUIRE(cur == items.size());
    std::vector<std::optional<std::string>> res(items.size());
    for (size_t i = 0; i < items.size(); ++i)
        if (!bad[i] && !segs[i].empty()) res[i] = segs[i][0];
    return res;
}

Inst decode_bytes(const Bytes& b) { return decode_one(b.data(), b.size(), 0); }

std::string mnemonic(const std::string& text) { return text.substr(0, text.find(' ')); }

struct Form {
    std::string text;
    bool mnemonic_only;
};

std::vector<Form> load_forms() {
    std::ifstream in(repo_path("tests/data/decoder_forms.s"));
    REQUIRE(in.good());
    std::vector<Form> forms;
    std::string ln;
    while (std::getline(in, ln)) {
        const std::string body = strip_comment(ln);
        if (body.empty()) continue;
        forms.push_back({body, ln.find("@mnemonic") != std::string::npos});
    }
    return forms;
}

}  // namespace

// ----------------------------------------------------------------- the tests

TEST_CASE("decoder: assembled forms decode and print exactly like llvm-mc") {
    const std::vector<Form> forms = load_forms();
    REQUIRE(forms.size() >= 400);
    std::vector<std::string> lines;
    for (const Form& f : forms) lines.push_back(f.text);
    const std::vector<Bytes> enc = assemble(lines);
    const auto ref = mc_disasm(enc);

    // All forms back to back form one program: decoding it linearly must find
    // every instruction boundary.
    Bytes code;
    std::vector<uint64_t> offs;
    const uint64_t base = 0x1000;
    for (const Bytes& b : enc) {
        offs.push_back(base + code.size());
        code.insert(code.end(), b.begin(), b.end());
    }
    const Program prog = decode_program(code.data(), code.size(), base);
    CHECK(prog.insts.size() == forms.size());

    std::map<Enc, int> per_family;
    int compared = 0;
    for (size_t i = 0; i < forms.size(); ++i) {
        INFO("form: " << forms[i].text);
        const Inst* in = prog.at(offs[i]);
        REQUIRE(in != nullptr);
        CHECK(in->pc == offs[i]);
        CHECK(in->size == enc[i].size());
        CHECK((in->status == Status::Ok || in->status == Status::Unsupported));
        REQUIRE(in->info != nullptr);
        ++per_family[in->enc];
        REQUIRE(ref[i].has_value());
        const std::string got = disassemble(*in);
        if (forms[i].mnemonic_only) {
            CHECK(std::string(in->info->name) == mnemonic(*ref[i]));
        } else {
            CHECK(got == *ref[i]);
            ++compared;
        }
    }
    MESSAGE(forms.size() << " forms, " << compared << " compared in full");
    for (Enc e : {Enc::SOP1, Enc::SOP2, Enc::SOPK, Enc::SOPC, Enc::SOPP, Enc::SMEM, Enc::VOP1,
                  Enc::VOP2, Enc::VOPC, Enc::VOP3, Enc::VOP3P, Enc::VOPD, Enc::DS, Enc::FLAT,
                  Enc::SCRATCH, Enc::GLOBAL, Enc::MUBUF, Enc::MTBUF, Enc::MIMG, Enc::VINTERP,
                  Enc::LDSDIR, Enc::EXP}) {
        INFO("family " << enc_name(e));
        CHECK(per_family[e] > 0);
    }
}

namespace {

uint32_t V(uint32_t n) { return 256 + n; }

// A canonical encoding of a table entry: operand fields set to distinct
// registers (vdst v10, sources v20/v30/v40, SGPRs where the table says the
// operand needed one), absent operands zero, a literal when required.
std::optional<std::vector<uint32_t>> canonical(const OpInfo& o) {
    const bool lit = o.has(opf::F_LITK);
    const uint32_t K = 0x3E800000;
    const std::string fmt = o.format;
    auto has = [&](const char* ph) {
        const std::string p = std::string("$") + ph;
        const size_t at = fmt.find(p);
        if (at == std::string::npos) return false;
        const char next = fmt[at + p.size()];
        return !((next >= 'a' && next <= 'z') || (next >= '0' && next <= '9'));
    };
    auto vsrc = [&](int i, uint32_t n) -> uint32_t {
        if (!o.src_w[i]) return 0;
        return o.has(opf::F_S0_SGPR << i) ? n : V(n);
    };
    std::vector<uint32_t> w;
    switch (o.enc) {
    case Enc::SOP1:
        w = {0xBE800000u | ((o.dst_w ? 10u : 0u) << 16) | (uint32_t(o.op) << 8) |
             (o.src_w[0] || has("msg") ? 20u : 0u)};
        break;
    case Enc::SOP2:
        w = {0x80000000u | (uint32_t(o.op) << 23) | ((o.dst_w ? 10u : 0u) << 16) |
             ((o.src_w[1] ? 30u : 0u) << 8) | (o.src_w[0] ? 20u : 0u)};
        break;
    case Enc::SOPC:
        w = {0xBF000000u | (uint32_t(o.op) << 16) | ((o.src_w[1] ? 30u : 0u) << 8) | (o.src_w[0] ? 20u : 0u)};
        break;
    case Enc::SOPK:
        w = {0xB0000000u | (uint32_t(o.op) << 23) | ((has("d") ? 10u : 0u) << 16) | 0x1234u};
        break;
    case Enc::SOPP:
        w = {0xBF800000u | (uint32_t(o.op) << 16) | (has("imm") ? 5u : 0u)};
        break;
    case Enc::SMEM:
        if (!has("sb")) {
            w = {0xF4000000u | (uint32_t(o.op) << 18), 0xF8000000u};
        } else {
            w = {0xF4000000u | (uint32_t(o.op) << 18) | (32u << 6) | 10u, (0x7Cu << 25) | 0x10u};
        }
        break;
    case Enc::VOP1:
        w = {0x7E000000u | ((o.dst_w ? 10u : 0u) << 17) | (uint32_t(o.op) << 9) | vsrc(0, 20)};
        break;
    case Enc::VOP2:
        w = {(uint32_t(o.op) << 25) | ((o.dst_w ? 10u : 0u) << 17) | ((o.src_w[1] ? 30u : 0u) << 9) | vsrc(0, 20)};
        break;
    case Enc::VOPC:
        w = {0x7C000000u | (uint32_t(o.op) << 17) | ((o.src_w[1] ? 30u : 0u) << 9) | vsrc(0, 20)};
        break;
    case Enc::VOP3: {
        const uint32_t d = o.dst_w ? 10u : (o.has(opf::F_WRITES_EXEC) ? 0x7Eu : 0u);
        const uint32_t mid = o.has(opf::F_SDST) ? (12u << 8) : 0u;
        w = {0xD4000000u | (uint32_t(o.op) << 16) | mid | d,
             vsrc(0, 20) | (vsrc(1, 30) << 9) | (vsrc(2, 40) << 18)};
        break;
    }
    case Enc::VOP3P: {
        const uint32_t oh = o.has(opf::F_MIX) ? 0u : 7u;
        w = {0xCC000000u | (uint32_t(o.op) << 16) | (((oh >> 2) & 1u) << 14) | 10u,
             vsrc(0, 20) | (vsrc(1, 30) << 9) | (vsrc(2, 40) << 18) | ((oh & 3u) << 27)};
        break;
    }
    case Enc::VOPDX:
    case Enc::VOPDY: {
        // the other half is v_dual_fmac_f32 (opcode 0 in both lists)
        const bool x = o.enc == Enc::VOPDX;
        const uint32_t opx = x ? o.op : 0u, opy = x ? 0u : o.op;
        const uint32_t sx1 = x ? (o.src_w[1] ? 30u : 0u) : 30u;
        const uint32_t sy1 = x ? 31u : (o.src_w[1] ? 31u : 0u);
        w = {0xC8000000u | (opx << 22) | (opy << 17) | (sx1 << 9) | V(20),
             (10u << 24) | (5u << 17) | (sy1 << 9) | V(21)};
        if (lit) w.push_back(K);
        return w;
    }
    case Enc::DS:
        w = {0xD8000000u | (uint32_t(o.op) << 18) | (o.has(opf::F_GDS_ONLY) ? (1u << 17) : 0u),
             ((o.dst_w ? 10u : 0u) << 24) | ((o.src_w[2] ? 40u : 0u) << 16) |
                 ((o.src_w[1] ? 30u : 0u) << 8) | (o.src_w[0] ? 20u : 0u)};
        break;
    case Enc::FLAT:
    case Enc::SCRATCH:
    case Enc::GLOBAL: {
        const uint32_t seg = o.enc == Enc::FLAT ? 0u : o.enc == Enc::SCRATCH ? 1u : 2u;
        const uint32_t sve = o.enc == Enc::SCRATCH ? 1u : 0u;
        w = {0xDC000000u | (uint32_t(o.op) << 18) | (seg << 16),
             ((has("d") ? 10u : 0u) << 24) | (sve << 23) | (0x7Cu << 16) |
                 ((o.src_w[1] ? 30u : 0u) << 8) | (has("a") ? 20u : 0u)};
        break;
    }
    case Enc::MUBUF:
    case Enc::MTBUF: {
        if (!has("rs")) {
            w = {0xE0000000u | (uint32_t(o.op) << 18), 0};
            break;
        }
        const uint32_t offen = has("a") ? 1u : 0u;
        const uint32_t w0 = o.enc == Enc::MUBUF ? 0xE0000000u | (uint32_t(o.op) << 18)
                                                : 0xE8000000u | (22u << 19) | (uint32_t(o.op) << 15);
        w = {w0, (30u << 24) | (offen << 22) | (5u << 16) | ((has("d") ? 10u : 0u) << 8) | (offen ? 20u : 0u)};
        break;
    }
    default:
        return std::nullopt;   // MIMG, VINTERP, LDSDIR, EXP: covered by the forms file
    }
    if (lit) w.push_back(K);
    return w;
}

}  // namespace

TEST_CASE("decoder: every opcode of the generated table round-trips through llvm-mc") {
    const OpTable t = op_table();
    REQUIRE(t.count > 1500);
    std::vector<const OpInfo*> ops;
    std::vector<Bytes> items;
    for (size_t i = 0; i < t.count; ++i) {
        const auto w = canonical(t.ops[i]);
        if (!w) continue;
        ops.push_back(&t.ops[i]);
        items.push_back(words_to_bytes(*w));
    }
    const auto ref = mc_disasm(items);
    int ok = 0;
    for (size_t i = 0; i < items.size(); ++i) {
        const OpInfo& o = *ops[i];
        INFO(enc_name(o.enc) << " opcode 0x" << std::hex << o.op << " " << o.name);
        REQUIRE(ref[i].has_value());
        const Inst in = decode_bytes(items[i]);
        CHECK(in.size == items[i].size());
        if (o.enc == Enc::VOPDX || o.enc == Enc::VOPDY) {
            REQUIRE(in.enc == Enc::VOPD);
            CHECK((o.enc == Enc::VOPDX ? in.vopd.opx : in.vopd.opy) == &o);
        } else {
            CHECK(in.info == &o);
        }
        const std::string got = disassemble(in);
        CHECK(got == *ref[i]);
        ok += got == *ref[i];
    }
    MESSAGE(ok << " of " << items.size() << " table opcodes print exactly as llvm-mc");
}

namespace {

struct Rng {
    uint64_t x;
    uint32_t next() {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        return static_cast<uint32_t>(x >> 16);
    }
    uint32_t below(uint32_t n) { return next() % n; }
    bool chance(unsigned percent) { return below(100) < percent; }
};

// A random source operand: VGPR, SGPR, special register, inline constant or
// literal (255).
uint32_t random_src(Rng& r, bool vgpr_ok) {
    static const uint32_t special[] = {106, 107, 108, 115, 123, 124, 125, 126, 127,
                                       235, 236, 237, 238, 253};
    const unsigned k = r.below(100);
    if (k < 35 && vgpr_ok) return V(r.below(256));
    if (k < 55) return r.below(106);
    if (k < 62) return special[r.below(sizeof special / sizeof special[0])];
    if (k < 78) return 128 + r.below(81);
    if (k < 90) return 240 + r.below(9);
    return 255;
}

// A DPP16 or DPP8 control word; returns the src0 code that selects it.
uint32_t random_dpp(Rng& r, uint32_t& word) {
    if (r.chance(50)) {
        static const uint32_t ctrl_base[] = {0x000, 0x101, 0x111, 0x121, 0x140, 0x150, 0x160};
        const uint32_t b = ctrl_base[r.below(7)];
        const uint32_t ctrl = b == 0 ? r.below(256) : b == 0x140 ? 0x140 + r.below(2)
                              : (b == 0x150 || b == 0x160) ? b + r.below(16) : b + r.below(15);
        word = r.below(256) | ctrl << 8 | r.below(4) << 18 | r.below(16) << 20 | r.below(256) << 24;
        return 250;
    }
    word = r.below(256) | (r.next() & 0xFFFFFFu) << 8;
    return 233 + r.below(2);
}

// Random operand fields and modifiers for one table entry (the encodings
// llvm-mc refuses are simply not compared).
std::optional<std::vector<uint32_t>> random_variant(const OpInfo& o, Rng& r) {
    static const uint32_t lits[] = {0x12345678, 0x3f800000, 0x3c00, 5, 0xfffffff0,
                                    0x40490fdb, 0x3e22f983, 0x3118, 0, 0x41, 0xffff};
    const uint32_t lit = lits[r.below(sizeof lits / sizeof lits[0])];
    auto base = canonical(o);
    if (!base) return std::nullopt;
    std::vector<uint32_t> w = *base;
    const std::string fmt = o.format;
    const uint32_t op = o.op;
    switch (o.enc) {
    case Enc::VOP1:
    case Enc::VOP2:
    case Enc::VOPC: {
        uint32_t s0 = o.src_w[0] ? random_src(r, true) : 0, dpp = 0;
        const bool use_dpp = o.src_w[0] && s0 != 255 && r.chance(25) && !o.has(opf::F_LITK);
        if (use_dpp) s0 = random_dpp(r, dpp);
        const uint32_t vd = o.dst_w ? r.below(256) : 0, v1 = o.src_w[1] ? r.below(256) : 0;
        uint32_t w0 = o.enc == Enc::VOP1   ? 0x7E000000u | vd << 17 | op << 9 | s0
                      : o.enc == Enc::VOP2 ? op << 25 | vd << 17 | v1 << 9 | s0
                                           : 0x7C000000u | op << 17 | v1 << 9 | s0;
        w = {w0};
        if (use_dpp) w.push_back(dpp);
        w.push_back(lit);
        return w;
    }
    case Enc::VOP3:
    case Enc::VOP3P: {
        uint32_t src[3] = {0, 0, 0}, mask = 0;
        for (int i = 0; i < 3; ++i) {
            if (!o.src_w[i]) continue;
            mask |= 1u << i;
            src[i] = o.has(opf::F_S0_SGPR << i) ? r.below(106) : random_src(r, true);
        }
        uint32_t dpp = 0;
        const bool use_dpp = o.src_w[0] && src[0] != 255 && src[1] != 255 && src[2] != 255 && r.chance(15);
        if (use_dpp) src[0] = random_dpp(r, dpp);
        uint32_t vd = o.dst_w ? r.below(256) : (o.has(opf::F_WRITES_EXEC) ? 0x7Eu : 0u);
        if (o.has(opf::F_DST_SGPR)) vd = r.below(106);
        const uint32_t w1 = src[0] | src[1] << 9 | src[2] << 18 | (r.below(8) & mask) << 29;
        if (o.enc == Enc::VOP3) {
            const uint32_t mid = o.has(opf::F_SDST) ? r.below(107) << 8
                                                    : ((r.below(16) & (mask | 8)) << 11 | (r.below(8) & mask) << 8);
            w = {0xD4000000u | op << 16 | r.below(2) << 15 | mid | vd,
                 w1 | (r.chance(30) ? r.below(4) : 0u) << 27};
        } else {
            const uint32_t oh = r.below(8);
            w = {0xCC000000u | op << 16 | r.below(2) << 15 | (oh >> 2) << 14 | (r.below(8) & mask) << 11 |
                     (r.below(8) & mask) << 8 | vd,
                 w1 | (oh & 3u) << 27};
        }
        if (use_dpp) w.push_back(dpp);
        w.push_back(lit);
        return w;
    }
    case Enc::SOP1:
    case Enc::SOP2:
    case Enc::SOPC: {
        uint32_t s0 = o.src_w[0] ? random_src(r, false) : (fmt.find("$msg") != std::string::npos ? 20u : 0u);
        uint32_t s1 = o.src_w[1] ? random_src(r, false) : 0;
        if (s0 == 255 && s1 == 255) s1 = 1;
        const uint32_t d = o.dst_w ? r.below(106) : 0;
        w[0] = o.enc == Enc::SOP1   ? 0xBE800000u | d << 16 | op << 8 | s0
               : o.enc == Enc::SOP2 ? 0x80000000u | op << 23 | d << 16 | s1 << 8 | s0
                                    : 0xBF000000u | op << 16 | s1 << 8 | s0;
        w.resize(1);
        w.push_back(lit);
        return w;
    }
    case Enc::SOPK:
        w[0] = (w[0] & 0xFF800000u) | (fmt.find("$d") != std::string::npos ? r.below(106) << 16 : 0u) | r.below(65536);
        w.resize(1);
        w.push_back(lit);
        return w;
    case Enc::SOPP:
        if (fmt.find("$imm") != std::string::npos) w[0] = (w[0] & 0xFFFF0000u) | (r.chance(30) ? r.below(66) : r.below(65536));
        return w;
    case Enc::SMEM: {
        if (fmt.find("$sb") == std::string::npos) return w;
        static const uint32_t offs[] = {0, 4, 0x10, 0x1FFFF0};
        const uint32_t soff = r.chance(50) ? 0x7Cu : r.chance(20) ? 0x7Du : r.below(106);
        w = {0xF4000000u | op << 18 | r.below(2) << 14 | r.below(2) << 13 | r.below(106) << 6 | r.below(52),
             soff << 25 | (r.chance(70) ? offs[r.below(4)] : r.below(1u << 20))};
        return w;
    }
    case Enc::DS: {
        const uint32_t gds = o.has(opf::F_GDS_ONLY) ? 1u : (r.chance(10) ? 1u : 0u);
        w = {0xD8000000u | op << 18 | gds << 17 | (r.chance(40) ? r.below(256) : 0u) << 8 | (r.chance(60) ? r.below(256) : 0u),
             (o.dst_w ? r.below(256) : 0u) << 24 | (o.src_w[2] ? r.below(256) : 0u) << 16 |
                 (o.src_w[1] ? r.below(256) : 0u) << 8 | (o.src_w[0] ? r.below(256) : 0u)};
        return w;
    }
    case Enc::FLAT:
    case Enc::SCRATCH:
    case Enc::GLOBAL: {
        const uint32_t seg = (w[0] >> 16) & 3;
        const uint32_t saddr = o.enc == Enc::FLAT ? 0x7Cu : (r.chance(50) ? 0x7Cu : 2 * r.below(52));
        const uint32_t sve = o.enc == Enc::SCRATCH ? r.below(2) : 0u;
        const uint32_t glc = r.below(2);
        const bool hasd = fmt.find("$d,") != std::string::npos || (o.has(opf::F_ATOMIC_RTN) && glc);
        uint32_t off = r.chance(50) ? 0u : r.below(8192);
        if (o.enc == Enc::FLAT) off &= 0xFFF;
        w = {0xDC000000u | op << 18 | seg << 16 | r.below(2) << 15 | glc << 14 | r.below(2) << 13 | off,
             (hasd ? r.below(256) : 0u) << 24 | sve << 23 | saddr << 16 | (o.src_w[1] ? r.below(256) : 0u) << 8 |
                 (fmt.find("$a") != std::string::npos ? r.below(256) : 0u)};
        return w;
    }
    case Enc::MUBUF: {
        if (fmt.find("$rs") == std::string::npos) return w;
        static const uint32_t soffs[] = {124, 125, 128, 129, 192};
        const uint32_t soff = r.chance(60) ? r.below(106) : soffs[r.below(5)];
        w = {0xE0000000u | op << 18 | r.below(8) << 12 | (r.chance(50) ? r.below(4096) : 0u),
             soff << 24 | r.below(2) << 23 | r.below(2) << 22 | (r.chance(20) ? 1u : 0u) << 21 | r.below(25) << 16 |
                 (fmt.find("$d") != std::string::npos ? r.below(256) : 0u) << 8 | r.below(256)};
        return w;
    }
    default:
        return std::nullopt;
    }
}

}  // namespace

TEST_CASE("decoder: random operands and modifiers on every opcode agree with llvm-mc") {
    const OpTable t = op_table();
    Rng rng{0x2545F4914F6CDD1Dull};
    std::vector<Bytes> items;
    for (size_t i = 0; i < t.count; ++i)
        for (int k = 0; k < 3; ++k)
            if (auto w = random_variant(t.ops[i], rng)) items.push_back(words_to_bytes(*w));
    const auto ref = mc_disasm(items);
    int compared = 0, same = 0;
    for (size_t i = 0; i < items.size(); ++i) {
        if (!ref[i] || ref[i]->find("/*") != std::string::npos) continue;   // llvm-mc refuses it
        ++compared;
        const Inst in = decode_bytes(items[i]);
        const std::string got = disassemble(in);
        INFO("words: " << hex_words(in));
        CHECK(got == *ref[i]);
        same += got == *ref[i];
    }
    MESSAGE(same << " of " << compared << " random encodings llvm-mc accepts print identically");
    CHECK(compared > 3000);
}

TEST_CASE("decoder: regenerating a sample of the table agrees with the committed .def") {
    // The generator re-sweeps these families with llvm-mc and compares its
    // ISA_OP lines with emu/isa/gfx11_ops.def.
    int status = -1;
    std::string err;
    const std::string root = repo_root();
    const std::string out =
        run("cd '" + root + "' && /usr/bin/python3 tools/gen_isa_table.py --check --only salu,smem,vop3p,vopd,buf",
            &err, &status);
    INFO(out << err);
    CHECK(status == 0);
    CHECK(out.find("agree with llvm-mc") != std::string::npos);
}

TEST_CASE("decoder: operand fields") {
    const std::vector<std::string> src = {
        "global_load_b128 v[24:27], v1, s[10:11]",                                          // 0
        "ds_load_2addr_b32 v[1:2], v2 offset0:1 offset1:255",                               // 1
        "v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7] neg_lo:[1,0,0] neg_hi:[0,1,0]",  // 2
        "v_wmma_i32_16x16x16_iu4 v[0:7], v[8:9], v[10:11], v[0:7]",                         // 3
        "v_dual_fmac_f32 v10, v189, v207 :: v_dual_fmac_f32 v9, v190, v20",                // 4
        "v_dual_fmaak_f32 v1, v2, v3, 0x3f800000 :: v_dual_mov_b32 v4, v5",                 // 5
        "v_mov_b32 v255, 0x12345678",                                                       // 6
        "v_add_f32_e64 v0, -|v1|, |v2| clamp mul:2",                                        // 7
        "v_fma_f16 v0, v1, v2, v3 op_sel:[1,0,1,1]",                                        // 8
        "s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3)",                                          // 9
        "s_branch -1",                                                                      // 10
        "s_load_b64 s[4:5], s[2:3], s7 offset:0x10",                                        // 11
        "s_load_b32 s5, s[2:3], -0x10 glc dlc",                                             // 12
        "buffer_load_b32 v1, v[2:3], s[4:7], 0 idxen offen glc slc dlc",                    // 13
        "scratch_load_b32 v1, v2, off offset:-4",                                           // 14
        "v_add_co_u32 v0, s4, v1, 5",                                                       // 15
        "v_cmp_eq_f32 vcc_lo, v1, v2",                                                      // 16
        "v_cmpx_eq_u32 v1, v2",                                                             // 17
        "v_cndmask_b32 v0, v1, v2, vcc_lo",                                                 // 18
        "v_add_co_ci_u32 v0, vcc_lo, v1, v2, vcc_lo",                                       // 19
        "v_mov_b32_dpp v1, v2 row_shl:1 row_mask:0x3 bank_mask:0x5 bound_ctrl:1 fi:1",      // 20
        "v_mov_b32_dpp v1, v2 dpp8:[7,6,5,4,3,2,1,0]",                                      // 21
        "s_fmamk_f32 s0, s1, 0x3f800000, s2",                                               // 22
        "global_atomic_add_u32 v1, v2, v3, s[4:5] glc",                                     // 23
        "v_pk_fma_f16 v0, v1, v2, v3 op_sel:[1,0,1] op_sel_hi:[0,1,0]",                     // 24
        "s_mov_b64 s[0:1], 0.15915494309189532",                                            // 25
        "v_add_f32_e64_dpp v1, -v2, |v3| row_xmask:3 row_mask:0xf bank_mask:0xf",           // 26
    };
    const std::vector<Bytes> enc = assemble(src);
    std::vector<Inst> in;
    for (const Bytes& b : enc) in.push_back(decode_bytes(b));
    for (const Inst& i : in) REQUIRE(i.status == Status::Ok);

    CHECK(in[0].enc == Enc::GLOBAL);
    CHECK(std::string(in[0].info->name) == "global_load_b128");
    CHECK(in[0].info->dst_w == 4);
    CHECK(in[0].flat.vdst == 24);
    CHECK(in[0].flat.addr == 1);
    CHECK(in[0].flat.saddr == 10);
    CHECK(in[0].flat.offset == 0);
    CHECK(in[0].size == 8);

    CHECK(in[1].enc == Enc::DS);
    CHECK(in[1].ds.offset0 == 1);
    CHECK(in[1].ds.offset1 == 255);
    CHECK(in[1].ds.vdst == 1);
    CHECK(in[1].ds.addr == 2);
    CHECK(in[1].info->dst_w == 2);

    CHECK(in[2].enc == Enc::VOP3P);
    CHECK(in[2].dst == V(0));
    CHECK(in[2].src[0] == V(8));
    CHECK(in[2].src[1] == V(16));
    CHECK(in[2].src[2] == V(0));
    CHECK(in[2].neg == 1);
    CHECK(in[2].neg_hi == 2);
    CHECK(in[2].info->dst_w == 8);
    CHECK(in[2].info->src_w[0] == 8);
    CHECK(in[2].info->src_w[2] == 8);
    CHECK(in[3].info->src_w[0] == 2);
    CHECK(in[3].info->src_w[1] == 2);

    CHECK(in[4].enc == Enc::VOPD);
    CHECK(std::string(in[4].vopd.opx->name) == "v_dual_fmac_f32");
    CHECK(std::string(in[4].vopd.opy->name) == "v_dual_fmac_f32");
    CHECK(in[4].vopd.dstx == V(10));
    CHECK(in[4].vopd.dsty == V(9));
    CHECK(in[4].vopd.srcx0 == V(189));
    CHECK(in[4].vopd.vsrcx1 == V(207));
    CHECK(in[4].vopd.srcy0 == V(190));
    CHECK(in[4].vopd.vsrcy1 == V(20));
    CHECK(in[4].size == 8);
    CHECK(in[5].size == 12);
    CHECK(in[5].has_literal);
    CHECK(in[5].literal == 0x3f800000u);
    CHECK(in[5].vopd.vsrcy1 == kNoOperand);

    CHECK(in[6].size == 8);
    CHECK(in[6].src[0] == kLiteral);
    CHECK(in[6].literal == 0x12345678u);
    CHECK(in[6].dst == V(255));

    CHECK(in[7].enc == Enc::VOP3);
    CHECK(in[7].neg == 1);
    CHECK(in[7].abs == 3);
    CHECK(in[7].clamp);
    CHECK(in[7].omod == 1);

    CHECK(in[8].opsel == 0xD);

    CHECK(in[9].simm16 == ((1u << 10) | (3u << 4) | 2u));
    CHECK(in[10].simm16 == 0xFFFF);

    CHECK(in[11].smem.sbase == 2);
    CHECK(in[11].smem.sdata == 4);
    CHECK(in[11].smem.soffset == 7);
    CHECK(in[11].smem.offset == 16);
    CHECK(in[12].smem.offset == -16);
    CHECK(in[12].smem.glc);
    CHECK(in[12].smem.dlc);
    CHECK(in[12].smem.soffset == kNull);

    CHECK(in[13].mubuf.idxen);
    CHECK(in[13].mubuf.offen);
    CHECK(in[13].mubuf.glc);
    CHECK(in[13].mubuf.slc);
    CHECK(in[13].mubuf.dlc);
    CHECK(in[13].mubuf.vaddr == 2);
    CHECK(in[13].mubuf.vdata == 1);
    CHECK(in[13].mubuf.srsrc == 4);
    CHECK(in[13].mubuf.soffset == 128);

    CHECK(in[14].enc == Enc::SCRATCH);
    CHECK(in[14].flat.sve);
    CHECK(in[14].flat.saddr == 124);
    CHECK(in[14].flat.offset == -4);

    CHECK(in[15].info->has(opf::F_SDST));
    CHECK(in[15].sdst == 4);
    CHECK(in[15].src[1] == 128 + 5);

    CHECK(in[16].dst == kVccLo);
    CHECK(in[17].dst == kExecLo);
    CHECK(in[18].src[2] == kVccLo);
    CHECK(in[19].sdst == kVccLo);
    CHECK(in[19].src[2] == kVccLo);

    CHECK(in[20].dpp.kind == DppKind::Dpp16);
    CHECK(in[20].dpp.ctrl == 0x101);
    CHECK(in[20].dpp.row_mask == 3);
    CHECK(in[20].dpp.bank_mask == 5);
    CHECK(in[20].dpp.bound_ctrl);
    CHECK(in[20].dpp.fi);
    CHECK(in[20].src[0] == V(2));
    CHECK(in[20].size == 8);
    CHECK(in[21].dpp.kind == DppKind::Dpp8);
    CHECK(in[21].dpp.sel8 == (7u | 6u << 3 | 5u << 6 | 4u << 9 | 3u << 12 | 2u << 15 | 1u << 18));

    CHECK(in[22].has_literal);
    CHECK(in[22].literal == 0x3f800000u);
    CHECK(in[22].size == 8);

    CHECK(in[23].flat.glc);
    CHECK(in[23].info->has(opf::F_ATOMIC_RTN));
    CHECK(in[23].flat.vdst == 1);

    CHECK(in[24].opsel == 5);
    CHECK(in[24].opsel_hi == 2);

    CHECK(in[25].src[0] == 248);
    CHECK(in[25].info->cls[0] == ImmClass::B64);

    CHECK(in[26].size == 12);
    CHECK(in[26].dpp.ctrl == 0x163);
    CHECK(in[26].neg == 1);
    CHECK(in[26].abs == 2);
}

TEST_CASE("decoder: 16-bit register halves of VOP1/VOP2/VOPC") {
    // v_add_f16_e32 v1.h, v2.h, v3.l: vdst=0x81, src0=256+0x82, vsrc1=0x03
    const Bytes add = {0x82, 0x07, 0x02, 0x65};
    Inst a = decode_bytes(add);
    REQUIRE(a.status == Status::Ok);
    CHECK(a.info->has(opf::F_T16_D));
    CHECK(a.info->has(opf::F_T16_S0));
    CHECK(a.info->has(opf::F_T16_S1));
    CHECK(a.dst == V(1));
    CHECK(a.src[0] == V(2));
    CHECK(a.src[1] == V(3));
    CHECK(a.opsel == 0x9);
    CHECK(disassemble(a) == "v_add_f16_e32 v1.h, v2.h, v3");

    // v_cmp_lt_f16_e32 vcc_lo, v2.h, v3.l (llvm-mc's fake16 mode rejects v130)
    const Bytes cmp = {0x82, 0x07, 0x02, 0x7c};
    Inst c = decode_bytes(cmp);
    CHECK(c.src[0] == V(2));
    CHECK(c.opsel == 1);
    CHECK(disassemble(c) == "v_cmp_lt_f16_e32 vcc_lo, v2.h, v3");

    // 32-bit ops use all eight bits: v_mov_b32 v129, v130
    const Bytes mov = {0x82, 0x03, 0x02, 0x7f};
    Inst m = decode_bytes(mov);
    CHECK(m.dst == V(129));
    CHECK(m.src[0] == V(130));
    CHECK(m.opsel == 0);

    // Ops llvm-mc prints with .l/.h agree with its true16 spelling.
    const std::vector<Bytes> t16 = {{0x82, 0x39, 0x02, 0x7f},    // v_mov_b16 v1.h, v2.h
                                    {0x02, 0x39, 0x02, 0x7f},    // v_mov_b16 v1.h, v2.l
                                    {0x82, 0x39, 0x02, 0x7e}};   // v_mov_b16 v1.l, v2.h
    const auto ref = mc_disasm(t16, "+real-true16");
    for (size_t i = 0; i < t16.size(); ++i) {
        REQUIRE(ref[i].has_value());
        CHECK(disassemble(decode_bytes(t16[i])) == *ref[i]);
    }
}

TEST_CASE("decoder: garbage, unknown opcodes and truncation") {
    SUBCASE("unknown encoding") {
        const Bytes b = {0xff, 0xff, 0xff, 0xff};
        const Program p = decode_program(b.data(), b.size(), 0);
        REQUIRE(p.insts.size() == 1);
        CHECK(p.insts[0].status == Status::UnknownEncoding);
        CHECK(p.insts[0].size == 4);
        CHECK(p.insts[0].info == nullptr);
        CHECK(disassemble(p.insts[0]) == "<unknown encoding: 0xffffffff>");
    }
    SUBCASE("unknown opcode in a known family") {
        const Bytes b = words_to_bytes({0x7E00FE00u, 0xBFB00000u});   // VOP1 op 0x7f, s_endpgm
        const Program p = decode_program(b.data(), b.size(), 0x100);
        REQUIRE(p.insts.size() == 2);
        CHECK(p.insts[0].status == Status::UnknownOpcode);
        CHECK(p.insts[0].enc == Enc::VOP1);
        CHECK(p.insts[0].op == 0x7f);
        CHECK(p.insts[0].size == 4);
        CHECK(disassemble(p.insts[0]) == "<unknown VOP1 opcode 0x7f: 0x7e00fe00>");
        CHECK(disassemble(p.insts[1]) == "s_endpgm");
        CHECK(p.at(0x104) == &p.insts[1]);
    }
    SUBCASE("truncated literal") {
        Bytes b = assemble({"v_mov_b32 v0, 0x12345678"})[0];
        REQUIRE(b.size() == 8);
        b.resize(4);
        Program p = decode_program(b.data(), b.size(), 0);
        REQUIRE(p.insts.size() == 1);
        CHECK(p.insts[0].status == Status::Truncated);
        CHECK(p.insts[0].size == 4);
        CHECK(disassemble(p.insts[0]).find("<truncated VOP1") == 0);
        b = assemble({"v_fma_f32 v0, v1, s2, 0x12345678"})[0];
        REQUIRE(b.size() == 12);
        b.resize(10);
        p = decode_program(b.data(), b.size(), 0);
        REQUIRE(p.insts.size() == 1);
        CHECK(p.insts[0].status == Status::Truncated);
        CHECK(p.insts[0].size == 10);
    }
    SUBCASE("truncated 64-bit encoding and stray bytes") {
        const Bytes b = {0x00, 0x00, 0x03, 0xd5, 0x01};   // half a VOP3 + 1 byte
        Program p = decode_program(b.data(), 4, 0);
        REQUIRE(p.insts.size() == 1);
        CHECK(p.insts[0].status == Status::Truncated);
        p = decode_program(b.data(), b.size(), 0);
        REQUIRE(p.insts.size() == 1);   // 5 bytes: VOP3 needs 8
        CHECK(p.insts[0].status == Status::Truncated);
        CHECK(p.insts[0].size == 5);
        const Bytes tail = {0x00, 0x00, 0xb0, 0xbf, 0x12, 0x34, 0x56};   // s_endpgm + 3 bytes
        p = decode_program(tail.data(), tail.size(), 0);
        REQUIRE(p.insts.size() == 2);
        CHECK(p.insts[0].status == Status::Ok);
        CHECK(p.insts[1].status == Status::Truncated);
        CHECK(p.insts[1].size == 3);
    }
    SUBCASE("empty program and Program::at") {
        const Program e = decode_program(nullptr, 0, 0);
        CHECK(e.insts.empty());
        CHECK(e.at(0) == nullptr);
        const Bytes b = assemble({"v_mov_b32 v0, 0x12345678", "s_endpgm"})[0];
        const Bytes b2 = words_to_bytes({0xBFB00000u});
        Bytes code = b;
        code.insert(code.end(), b2.begin(), b2.end());
        const Program p = decode_program(code.data(), code.size(), 0x40);
        REQUIRE(p.insts.size() == 2);
        CHECK(p.at(0x40) == &p.insts[0]);
        CHECK(p.at(0x44) == nullptr);   // the literal
        CHECK(p.at(0x48) == &p.insts[1]);
        CHECK(p.at(0x42) == nullptr);   // misaligned
        CHECK(p.at(0x4c) == nullptr);   // past the end
        CHECK(p.at(0x3c) == nullptr);   // before the start
        CHECK(p.index_of(0x48) == 1);
    }
    SUBCASE("random words never break the decoder") {
        uint64_t x = 0x9E3779B97F4A7C15ull;
        Bytes code;
        for (int i = 0; i < 20000; ++i) {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            uint32_t w = static_cast<uint32_t>(x >> 11);
            // bias towards real families and special source codes
            if (i % 3 == 0) w = (w & 0x03FFFFFFu) | (static_cast<uint32_t>(0x32u + (x % 12)) << 26);
            if (i % 5 == 0) w = (w & ~0x1FFu) | (250u + (x % 6));
            const Bytes b = words_to_bytes({w});
            code.insert(code.end(), b.begin(), b.end());
        }
        code.push_back(0xAB);   // a stray trailing byte
        const Program p = decode_program(code.data(), code.size(), 0);
        size_t pos = 0;
        int known = 0;
        for (const Inst& in : p.insts) {
            REQUIRE(in.pc == pos);
            REQUIRE(in.size >= 1);
            REQUIRE(in.size <= 16);
            if (in.status == Status::Ok || in.status == Status::Unsupported) {
                REQUIRE(in.info != nullptr);
                ++known;
            }
            CHECK(!disassemble(in).empty());
            CHECK(p.at(in.pc) == &in);
            pos += in.size;
        }
        CHECK(pos == code.size());
        CHECK(p.insts.back().status == Status::Truncated);
        CHECK(known > 1000);
    }
}
