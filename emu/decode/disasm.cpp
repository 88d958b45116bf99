// Disassembler for decoded gfx11 instructions, matching llvm-mc-19's text.
//
// Each OpInfo carries llvm-mc's printed operand list as a template
// ("v_add_co_u32 $d, $sd, $s0, $s1"); this file renders the placeholders from
// the decoded fields and appends the modifiers llvm-mc prints after the
// operands (op_sel, clamp, omod, DPP controls, memory offsets and cache bits).
// How constants print depends on the operand's ImmClass; the rules below are
// the models the generator verified against llvm-mc (tools/gen_isa_table.py,
// model_inline / model_literal / model_imm).
#include "emu/decode/disasm.hpp"

#include <cinttypes>
#include <cstdarg>
#include <cstdio>
#include <string>

namespace emu {
namespace {

using namespace opf;

std::string strf(const char* f, ...) __attribute__((format(printf, 1, 2)));
std::string strf(const char* f, ...) {
    char buf[256];
    va_list ap;
    va_start(ap, f);
    std::vsnprintf(buf, sizeof buf, f, ap);
    va_end(ap);
    return buf;
}

std::string hex(uint64_t v) { return strf("0x%" PRIx64, v); }

// ------------------------------------------------------------ registers

std::string vgpr(unsigned n, unsigned w) {
    if (w <= 1) return strf("v%u", n);
    return strf("v[%u:%u]", n, n + w - 1);
}

unsigned align_sgpr(unsigned n, unsigned w) {
    if (w >= 4) return n & ~3u;
    if (w == 2) return n & ~1u;
    return n;
}

std::string sgpr(unsigned n, unsigned w) {
    if (w <= 1) return strf("s%u", n);
    n = align_sgpr(n, w);
    return strf("s[%u:%u]", n, n + w - 1);
}

// Registers and special operands below 256 (not constants).
std::string scalar_name(unsigned code, unsigned w) {
    if (code <= 105) return sgpr(code, w);
    if (code >= 108 && code <= 123) {
        const unsigned t = code - 108;
        if (w <= 1) return strf("ttmp%u", t);
        const unsigned a = align_sgpr(t, w);
        return strf("ttmp[%u:%u]", a, a + w - 1);
    }
    switch (code) {
    case 106: return w >= 2 ? "vcc" : "vcc_lo";
    case 107: return "vcc_hi";
    case 124: return "null";
    case 125: return "m0";
    case 126: return w >= 2 ? "exec" : "exec_lo";
    case 127: return "exec_hi";
    case 235: return "src_shared_base";
    case 236: return "src_shared_limit";
    case 237: return "src_private_base";
    case 238: return "src_private_limit";
    case 239: return "src_pops_exiting_wave_id";
    case 251: return "src_vccz";
    case 252: return "src_execz";
    case 253: return "src_scc";
    case 254: return "src_lds_direct";
    default: return strf("<operand %u>", code);
    }
}

// ------------------------------------------------------------ constants

bool is_inline(unsigned code) { return (code >= 128 && code <= 208) || (code >= 240 && code <= 248); }

const char* const kInlineF[8] = {"0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0"};
const char* const kInlineF16Hex[8] = {"0x3800", "0xb800", "0x3c00", "0xbc00",
                                      "0x4000", "0xc000", "0x4400", "0xc400"};

std::string inline_text(unsigned code, ImmClass cls) {
    if (code >= 128 && code <= 192) return strf("%u", code - 128);
    if (code >= 193 && code <= 208) return strf("%d", 192 - static_cast<int>(code));
    if (code >= 240 && code <= 247)
        return (cls == ImmClass::I16 ? kInlineF16Hex : kInlineF)[code - 240];
    // 248: 1/(2*pi)
    if (cls == ImmClass::B64 || cls == ImmClass::F64) return "0.15915494309189532";
    if (cls == ImmClass::I16) return "0x3118";
    return "0.15915494";
}

const char* f32_name(uint32_t v) {
    switch (v) {
    case 0x3F000000: return "0.5";
    case 0xBF000000: return "-0.5";
    case 0x3F800000: return "1.0";
    case 0xBF800000: return "-1.0";
    case 0x40000000: return "2.0";
    case 0xC0000000: return "-2.0";
    case 0x40800000: return "4.0";
    case 0xC0800000: return "-4.0";
    case 0x3E22F983: return "0.15915494";
    default: return nullptr;
    }
}

const char* f16_name(uint32_t v) {
    switch (v) {
    case 0x3800: return "0.5";
    case 0xB800: return "-0.5";
    case 0x3C00: return "1.0";
    case 0xBC00: return "-1.0";
    case 0x4000: return "2.0";
    case 0xC000: return "-2.0";
    case 0x4400: return "4.0";
    case 0xC400: return "-4.0";
    case 0x3118: return "0.15915494";
    default: return nullptr;
    }
}

// Names of the f64 inline constants by their high dword (low dword zero),
// except 1/(2*pi) whose low dword is not zero.
const char* f64_hi_name(uint32_t hi) {
    switch (hi) {
    case 0x3FE00000: return "0.5";
    case 0xBFE00000: return "-0.5";
    case 0x3FF00000: return "1.0";
    case 0xBFF00000: return "-1.0";
    case 0x40000000: return "2.0";
    case 0xC0000000: return "-2.0";
    case 0x40100000: return "4.0";
    case 0xC0100000: return "-4.0";
    default: return nullptr;
    }
}

bool int_inline(int64_t v) { return v >= -16 && v <= 64; }

std::string literal_text(uint32_t v, ImmClass cls) {
    const int32_t s = static_cast<int32_t>(v);
    const int16_t s16 = static_cast<int16_t>(v & 0xFFFF);
    const char* n = nullptr;
    switch (cls) {
    case ImmClass::B64:
        return v <= 64 ? strf("%u", v) : hex(v);
    case ImmClass::F64:
        if (v == 0) return "0";
        n = f64_hi_name(v);
        return n ? n : hex(v);
    case ImmClass::F16:
        if (int_inline(s16)) return strf("%d", s16);
        n = f16_name(v & 0xFFFF);
        return n ? n : hex(v & 0xFFFF);
    case ImmClass::I16:
        if (int_inline(s)) return strf("%d", s);
        n = f32_name(v);
        return n ? n : hex(v & 0xFFFF);
    case ImmClass::PK_F16:
        if (int_inline(s)) return strf("%d", s);
        n = v <= 0xFFFF ? f16_name(v) : nullptr;
        return n ? n : hex(v);
    case ImmClass::PK_BF16:
        return int_inline(s) ? strf("%d", s) : hex(v);
    case ImmClass::BF16:
        return int_inline(s16) ? strf("%d", s16) : hex(v);
    default:   // B32
        if (int_inline(s)) return strf("%d", s);
        n = f32_name(v);
        return n ? n : hex(v);
    }
}

// A source operand: register tuple, inline constant or literal.
std::string operand_text(unsigned code, unsigned w, ImmClass cls, uint32_t literal) {
    if (code >= kVgpr0) return vgpr(code - kVgpr0, w);
    if (code == kLiteral) return literal_text(literal, cls);
    if (is_inline(code)) return inline_text(code, cls);
    return scalar_name(code, w);
}

// ------------------------------------------------------------ templates

// Expands $name placeholders of fmt through fn(name).
template <class Fn>
std::string render(const char* fmt, Fn fn) {
    std::string out;
    for (const char* p = fmt; *p;) {
        if (*p != '$') {
            out += *p++;
            continue;
        }
        ++p;
        std::string name;
        while ((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9')) name += *p++;
        out += fn(name);
    }
    return out;
}

std::string list_bits(unsigned v, unsigned n) {
    std::string s = "[";
    for (unsigned i = 0; i < n; ++i) {
        if (i) s += ',';
        s += ((v >> i) & 1) ? '1' : '0';
    }
    return s + "]";
}

// " op_sel:[...]" as llvm-mc prints it for this op, or "" when all shown
// entries are zero.
std::string opsel_text(const OpInfo* I, unsigned opsel) {
    if (!I->has(F_OPSEL)) return "";
    std::string s;
    bool any = false;
    for (const char* m = I->opsel_map; *m; ++m) {
        const bool bit = *m != '-' && ((opsel >> (*m - '0')) & 1);
        any |= bit;
        s += s.empty() ? "[" : ",";
        s += bit ? '1' : '0';
    }
    return any ? " op_sel:" + s + "]" : "";
}

bool ends_with(const std::string& s, const char* suf) {
    const size_t n = std::char_traits<char>::length(suf);
    return s.size() >= n && s.compare(s.size() - n, n, suf) == 0;
}

// Replaces the mnemonic (text before the first space) of a rendered template.
std::string dpp_mnemonic(std::string mnem, Enc enc) {
    if (enc == Enc::VOPC) {   // VOPC DPP prints the bare name
        if (ends_with(mnem, "_e32")) mnem.resize(mnem.size() - 4);
        return mnem;
    }
    if (enc == Enc::VOP1 || enc == Enc::VOP2) {
        if (ends_with(mnem, "_e32")) mnem.resize(mnem.size() - 4);
        return mnem + "_dpp";
    }
    if (ends_with(mnem, "_e64")) mnem.resize(mnem.size() - 4);
    return mnem + "_e64_dpp";
}

std::string dpp_text(const Dpp& d) {
    std::string s;
    if (d.kind == DppKind::Dpp8) {
        s = " dpp8:[";
        for (unsigned i = 0; i < 8; ++i) s += strf(i ? ",%u" : "%u", (d.sel8 >> (3 * i)) & 7);
        s += "]";
        if (d.fi) s += " fi:1";
        return s;
    }
    const unsigned c = d.ctrl;
    if (c <= 0xFF)
        s = strf(" quad_perm:[%u,%u,%u,%u]", c & 3, (c >> 2) & 3, (c >> 4) & 3, (c >> 6) & 3);
    else if (c >= 0x101 && c <= 0x10F)
        s = strf(" row_shl:%u", c & 0xF);
    else if (c >= 0x111 && c <= 0x11F)
        s = strf(" row_shr:%u", c & 0xF);
    else if (c >= 0x121 && c <= 0x12F)
        s = strf(" row_ror:%u", c & 0xF);
    else if (c == 0x140)
        s = " row_mirror";
    else if (c == 0x141)
        s = " row_half_mirror";
    else if (c >= 0x150 && c <= 0x15F)
        s = strf(" row_share:%u", c & 0xF);
    else if (c >= 0x160 && c <= 0x16F)
        s = strf(" row_xmask:%u", c & 0xF);
    else
        s = strf(" /* invalid dpp_ctrl 0x%x */", c);
    s += strf(" row_mask:0x%x bank_mask:0x%x", d.row_mask, d.bank_mask);
    if (d.bound_ctrl) s += " bound_ctrl:1";
    if (d.fi) s += " fi:1";
    return s;
}

// ------------------------------------------------------------ VALU

std::string disasm_valu(const Inst& in) {
    const OpInfo* I = in.info;
    const bool vop32 = in.enc == Enc::VOP1 || in.enc == Enc::VOP2 || in.enc == Enc::VOPC;
    const bool mix = I->has(F_MIX);

    // 16-bit register halves of VOP1/VOP2/VOPC fields.
    auto half = [&](unsigned code, uint64_t t16flag, unsigned opsel_bit) -> std::string {
        if (!vop32 || !I->has(t16flag) || code < kVgpr0) return "";
        const bool hi = (in.opsel >> opsel_bit) & 1;
        if (I->has(F_HALF_SUFFIX)) return hi ? ".h" : ".l";
        return hi ? ".h" : "";
    };
    auto src = [&](unsigned i) -> std::string {
        const unsigned code = in.src[i];
        if (code == kNoOperand) return "<none>";
        std::string t = operand_text(code, I->src_w[i] ? I->src_w[i] : 1, I->cls[i], in.literal);
        static const uint64_t t16f[3] = {F_T16_S0, F_T16_S1, 0};
        if (i < 2) t += half(code, t16f[i], i);
        bool neg = false, ab = false, sx = false;
        if (mix) {
            neg = (in.neg >> i) & 1;
            ab = (in.neg_hi >> i) & 1;
        } else if (in.enc == Enc::VINTERP) {
            neg = (in.neg >> i) & 1;
        } else if (in.enc != Enc::VOP3P && i < 3) {
            const bool mods_apply = !vop32 || in.dpp.kind == DppKind::Dpp16;
            if (mods_apply) {
                neg = ((in.neg >> i) & 1) && I->has(F_NEG0 << i);
                ab = ((in.abs >> i) & 1) && I->has(F_ABS0 << i);
                sx = ((in.neg >> i) & 1) &&
                     (I->has(F_SEXT0 << i) ||
                      (in.dpp.kind != DppKind::None && I->has(F_SEXT_DPP0 << i)));
            }
        }
        if (sx) return "sext(" + t + ")";
        if (ab) t = "|" + t + "|";
        // llvm-mc spells a negated constant neg(...) unless |...| delimits it
        if (neg) t = (!ab && code < kVgpr0 && (code == kLiteral || is_inline(code))) ? "neg(" + t + ")" : "-" + t;
        return t;
    };
    auto dst = [&]() -> std::string {
        if (in.dst == kNoOperand) return "<none>";
        if (in.dst >= kVgpr0)
            return vgpr(in.dst - kVgpr0, I->dst_w) + half(in.dst, F_T16_D, 3);
        return scalar_name(in.dst, I->dst_w);
    };
    std::string text = render(I->format, [&](const std::string& n) -> std::string {
        if (n == "d") return dst();
        if (n == "sd") return scalar_name(in.sdst, 1);
        if (n == "s0") return src(0);
        if (n == "s1") return src(1);
        if (n == "s2") return src(2);
        if (n == "k") return hex(in.literal);
        return "$" + n;
    });

    if (in.dpp.kind != DppKind::None) {
        const size_t sp = text.find(' ');
        const std::string mn = text.substr(0, sp);
        text = dpp_mnemonic(mn, in.enc) + (sp == std::string::npos ? "" : text.substr(sp));
    }

    unsigned nsrc = 0;
    for (unsigned i = 0; i < 3; ++i) nsrc += I->src_w[i] != 0;
    const unsigned mask = (1u << nsrc) - 1;

    if (in.enc == Enc::VOP3) {
        text += opsel_text(I, in.opsel);
        if (I->has(F_CLAMP) && in.clamp) text += " clamp";
        if (I->has(F_OMOD)) {
            static const char* const om[4] = {"", " mul:2", " mul:4", " div:2"};
            text += om[in.omod & 3];
        }
    } else if (in.enc == Enc::VOP3P) {
        const unsigned n = nsrc;
        if (mix) {
            text += opsel_text(I, in.opsel);
            if (I->has(F_OPSEL_HI) && (in.opsel_hi & mask)) text += " op_sel_hi:" + list_bits(in.opsel_hi, n);
        } else {
            text += opsel_text(I, in.opsel);
            if (I->has(F_OPSEL_HI) && (in.opsel_hi & mask) != mask)
                text += " op_sel_hi:" + list_bits(in.opsel_hi, n);
            if (I->has(F_NEG_LO_HI)) {
                if (in.neg & mask) text += " neg_lo:" + list_bits(in.neg, n);
                if (in.neg_hi & mask) text += " neg_hi:" + list_bits(in.neg_hi, n);
            }
        }
        if (I->has(F_CLAMP) && in.clamp) text += " clamp";
    } else if (in.enc == Enc::VINTERP) {
        if (in.clamp) text += " clamp";
        text += strf(" wait_exp:%u", in.other.wait);
    }
    if (in.dpp.kind != DppKind::None) text += dpp_text(in.dpp);
    return text;
}

std::string disasm_vopd(const Inst& in) {
    const VopdFields& v = in.vopd;
    auto half = [&](const OpInfo* I, uint16_t d, uint16_t s0, uint16_t s1) {
        return render(I->format, [&](const std::string& n) -> std::string {
            if (n == "d") return vgpr(d - kVgpr0, 1);
            if (n == "s0") return operand_text(s0, 1, ImmClass::B32, in.literal);
            if (n == "s1") return vgpr(s1 - kVgpr0, 1);
            if (n == "k") return hex(in.literal);
            return "$" + n;
        });
    };
    return half(v.opx, v.dstx, v.srcx0, v.vsrcx1) + " :: " + half(v.opy, v.dsty, v.srcy0, v.vsrcy1);
}

// ------------------------------------------------------------ SALU

std::string hwreg_text(unsigned v) {
    const unsigned id = v & 0x3F, off = (v >> 6) & 0x1F, size = ((v >> 11) & 0x1F) + 1;
    const char* n = isa_name(NameTable::HWREG, id);
    const std::string name = n ? n : strf("%u", id);
    if (off == 0 && size == 32) return "hwreg(" + name + ")";
    return strf("hwreg(%s, %u, %u)", name.c_str(), off, size);
}

std::string waitcnt_text(unsigned v) {
    const unsigned vm = (v >> 10) & 0x3F, exp = v & 7, lgkm = (v >> 4) & 0x3F;
    std::string s;
    auto add = [&](const std::string& p) { s += (s.empty() ? "" : " ") + p; };
    if (vm != 63) add(strf("vmcnt(%u)", vm));
    if (exp != 7) add(strf("expcnt(%u)", exp));
    if (lgkm != 63) add(strf("lgkmcnt(%u)", lgkm));
    if (s.empty()) s = strf("vmcnt(%u) expcnt(%u) lgkmcnt(%u)", vm, exp, lgkm);
    return s;
}

std::string depctr_text(unsigned v) {
    if (v & 0x60) return hex(v);   // bits 5-6 belong to no field: numeric
    struct F {
        const char* name;
        unsigned shift, width, def;
    };
    static const F fields[] = {{"depctr_hold_cnt", 7, 1, 1}, {"depctr_sa_sdst", 0, 1, 1},
                               {"depctr_va_vdst", 12, 4, 15}, {"depctr_va_sdst", 9, 3, 7},
                               {"depctr_va_ssrc", 8, 1, 1},  {"depctr_va_vcc", 1, 1, 1},
                               {"depctr_vm_vsrc", 2, 3, 7}};
    std::string s, all;
    for (const F& f : fields) {
        const unsigned x = (v >> f.shift) & ((1u << f.width) - 1);
        const std::string p = strf("%s(%u)", f.name, x);
        all += (all.empty() ? "" : " ") + p;
        if (x != f.def) s += (s.empty() ? "" : " ") + p;
    }
    return s.empty() ? all : s;
}

std::string delay_text(unsigned v) {
    if (v == 0) return "0";
    std::string s;
    auto add = [&](const std::string& p) { s += (s.empty() ? "" : " | ") + p; };
    auto id_name = [](unsigned x) -> std::string {
        const char* n = isa_name(NameTable::DELAY_INSTID, x);
        return n ? n : "/* invalid instid value */";
    };
    const unsigned id0 = v & 0xF, skip = (v >> 4) & 7, id1 = (v >> 7) & 0xF;
    if (id0) add("instid0(" + id_name(id0) + ")");
    if (skip) {
        const char* n = isa_name(NameTable::DELAY_SKIP, skip);
        add(std::string("instskip(") + (n ? n : "/* invalid instskip value */") + ")");
    }
    if (id1) add("instid1(" + id_name(id1) + ")");
    return s;
}

// Known message ids print by name (llvm-mc ignores the upper bits then);
// unknown ones numerically, or as a plain number if upper bits are set.
std::string sendmsg_text(unsigned v) {
    const unsigned id = v & 0xFF;
    const char* n = isa_name(NameTable::SENDMSG, id);
    if (n) return strf("sendmsg(%s)", n);
    if ((v >> 8) == 0) return strf("sendmsg(%u, 0, 0)", id);
    return strf("%u", v);
}

std::string imm_text(ImmStyle st, unsigned v) {
    switch (st) {
    case ImmStyle::IMM_HEX: return hex(v);
    case ImmStyle::IMM_INL: return v <= 64 ? strf("%u", v) : hex(v);
    case ImmStyle::IMM_UDEC: return strf("%u", v);
    case ImmStyle::IMM_SDEC: return strf("%d", static_cast<int16_t>(v));
    case ImmStyle::IMM_HWREG: return hwreg_text(v);
    case ImmStyle::IMM_WAITCNT: return waitcnt_text(v);
    case ImmStyle::IMM_DEPCTR: return depctr_text(v);
    case ImmStyle::IMM_DELAY: return delay_text(v);
    case ImmStyle::IMM_SENDMSG: return sendmsg_text(v);
    default: return hex(v);
    }
}

std::string disasm_salu(const Inst& in) {
    const OpInfo* I = in.info;
    std::string fmt = I->format;
    if (I->has(F_IMM_OPT) && in.simm16 == 0) {
        const size_t p = fmt.find(" $imm");
        if (p != std::string::npos) fmt.erase(p, 5);
    }
    return render(fmt.c_str(), [&](const std::string& n) -> std::string {
        if (n == "d") return scalar_name(in.dst, I->dst_w);
        if (n == "s0") return operand_text(in.src[0], I->src_w[0], I->cls[0], in.literal);
        if (n == "s1") return operand_text(in.src[1], I->src_w[1], I->cls[1], in.literal);
        if (n == "k") return I->has(F_K_B32) ? literal_text(in.literal, ImmClass::B32) : hex(in.literal);
        if (n == "imm") return imm_text(I->imm, in.simm16);
        if (n == "msg") return sendmsg_text(in.simm16);
        return "$" + n;
    });
}

// ------------------------------------------------------------ memory

std::string signed_hex(int32_t v) {
    return v < 0 ? "-" + hex(static_cast<uint32_t>(-static_cast<int64_t>(v))) : hex(static_cast<uint32_t>(v));
}

std::string disasm_smem(const Inst& in) {
    const OpInfo* I = in.info;
    const SmemFields& s = in.smem;
    std::string text = render(I->format, [&](const std::string& n) -> std::string {
        // SDATA and SBASE name special registers as llvm-mc does (vcc, null, ttmp).
        if (n == "d") return scalar_name(s.sdata, I->dst_w);
        if (n == "dimm") return literal_text(s.sdata, ImmClass::B32);
        if (n == "sb") return scalar_name(s.sbase, I->src_w[0]);
        if (n == "soff") {
            if (s.soffset != kNull) {
                std::string t = scalar_name(s.soffset, 1);
                if (s.offset) t += " offset:" + signed_hex(s.offset);
                return t;
            }
            return s.offset ? signed_hex(s.offset) : "null";
        }
        return "$" + n;
    });
    if (s.glc) text += " glc";
    if (s.dlc) text += " dlc";
    return text;
}

// ds_swizzle_b32 offset: [15:8]=0x80 quad_perm mode, [15]=0 bitmask mode
// (and [4:0], or [9:5], xor [14:10]); other values print as a number.
std::string swizzle_text(unsigned off) {
    if ((off & 0x8000) && (off & 0xFF00) != 0x8000) return strf("%u", off);
    if (off & 0x8000)
        return strf("swizzle(QUAD_PERM,%u,%u,%u,%u)", off & 3, (off >> 2) & 3, (off >> 4) & 3,
                    (off >> 6) & 3);
    const unsigned andm = off & 0x1F, orm = (off >> 5) & 0x1F, xorm = (off >> 10) & 0x1F;
    auto pow2 = [](unsigned x) { return x && !(x & (x - 1)); };
    if (andm == 0x1F && orm == 0 && pow2(xorm)) return strf("swizzle(SWAP,%u)", xorm);
    if (andm == 0x1F && orm == 0 && xorm && pow2(xorm + 1)) return strf("swizzle(REVERSE,%u)", xorm + 1);
    const unsigned group = 0x1F - andm + 1;
    if (group > 1 && pow2(group) && orm < group && xorm == 0)
        return strf("swizzle(BROADCAST,%u,%u)", group, orm);
    std::string m;
    for (int b = 4; b >= 0; --b) {
        const unsigned bit = 1u << b;
        if ((andm & bit) && !(orm & bit))
            m += (xorm & bit) ? 'i' : 'p';
        else   // forced bit: or ^ xor
            m += ((orm ^ xorm) & bit) ? '1' : '0';
    }
    return "swizzle(BITMASK_PERM,\"" + m + "\")";
}

std::string disasm_ds(const Inst& in) {
    const OpInfo* I = in.info;
    const DsFields& d = in.ds;
    std::string text = render(I->format, [&](const std::string& n) -> std::string {
        if (n == "d") return vgpr(d.vdst, I->dst_w);
        if (n == "a") return vgpr(d.addr, 1);
        if (n == "d0") return vgpr(d.data0, I->src_w[1]);
        if (n == "d1") return vgpr(d.data1, I->src_w[2]);
        return "$" + n;
    });
    const unsigned off16 = d.offset0 | (d.offset1 << 8);
    if (I->has(F_DS_2OFF)) {
        if (d.offset0) text += strf(" offset0:%u", d.offset0);
        if (d.offset1) text += strf(" offset1:%u", d.offset1);
    } else if (I->has(F_DS_SWIZZLE)) {
        if (off16) text += " offset:" + swizzle_text(off16);
    } else if (off16) {
        text += strf(" offset:%u", off16);
    }
    if (d.gds) text += " gds";
    return text;
}

bool saddr_off(uint8_t s) { return s == 124 || s == 125; }

std::string disasm_flat(const Inst& in) {
    const OpInfo* I = in.info;
    const FlatFields& f = in.flat;
    std::string fmt = I->format;
    if (I->has(F_ATOMIC_RTN) && f.glc) {   // returning atomic: "$d, " first
        const size_t sp = fmt.find(' ');
        fmt.insert(sp + 1, "$d, ");
    }
    std::string text = render(fmt.c_str(), [&](const std::string& n) -> std::string {
        if (n == "d") return vgpr(f.vdst, I->dst_w);
        if (n == "data") return vgpr(f.data, I->src_w[1]);
        if (n == "a") {
            if (in.enc == Enc::SCRATCH) return f.sve ? vgpr(f.addr, 1) : "off";
            if (in.enc == Enc::GLOBAL && !saddr_off(f.saddr)) return vgpr(f.addr, 1);
            return vgpr(f.addr, 2);
        }
        if (n == "saddr") {
            if (saddr_off(f.saddr)) return "off";
            return in.enc == Enc::GLOBAL ? scalar_name(f.saddr, 2) : scalar_name(f.saddr, 1);
        }
        return "$" + n;
    });
    if (f.offset) text += strf(" offset:%d", f.offset);
    if (f.glc) text += " glc";
    if (f.slc) text += " slc";
    if (f.dlc) text += " dlc";
    return text;
}

std::string disasm_buf(const Inst& in) {
    const OpInfo* I = in.info;
    const MubufFields& b = in.mubuf;
    std::string text = render(I->format, [&](const std::string& n) -> std::string {
        if (n == "d") return vgpr(b.vdata, I->dst_w + (b.tfe ? 1 : 0));
        if (n == "a") {
            if (b.offen && b.idxen) return vgpr(b.vaddr, 2);
            if (b.offen || b.idxen) return vgpr(b.vaddr, 1);
            return "off";
        }
        if (n == "rs") return sgpr(b.srsrc, 4);
        if (n == "so") return operand_text(b.soffset, 1, ImmClass::B32, 0);
        return "$" + n;
    });
    if (in.enc == Enc::MTBUF) {
        const char* fmtname = isa_name(NameTable::BUFFMT, b.format);
        if (!fmtname)
            text += strf(" format:%u", b.format);
        else if (*fmtname)
            text += std::string(" format:[") + fmtname + "]";
    }
    if (b.idxen) text += " idxen";
    if (b.offen) text += " offen";
    if (b.offset) text += strf(" offset:%u", b.offset);
    if (b.glc) text += " glc";
    if (b.slc) text += " slc";
    if (b.dlc) text += " dlc";
    if (b.tfe) text += " tfe";
    return text;
}

// ------------------------------------------------------------ others

std::string disasm_other(const Inst& in) {
    const OpInfo* I = in.info;
    const OtherFields& o = in.other;
    switch (in.enc) {
    case Enc::LDSDIR: {
        std::string t = std::string(I->name) + " " + vgpr(in.dst - kVgpr0, 1);
        if (in.op == 0) t += strf(", attr%u.%c", o.attr, "xyzw"[o.attr_chan & 3]);
        t += strf(" wait_vdst:%u", o.wait);
        return t;
    }
    case Enc::EXP: {
        std::string tgt;
        const unsigned t = o.target;
        if (t <= 7)
            tgt = strf("mrt%u", t);
        else if (t == 8)
            tgt = "mrtz";
        else if (t == 9)
            tgt = "null";
        else if (t >= 12 && t <= 16)
            tgt = strf("pos%u", t - 12);
        else if (t == 20)
            tgt = "prim";
        else if (t >= 32 && t <= 63)
            tgt = strf("param%u", t - 32);
        else
            tgt = strf("invalid_target_%u", t);
        std::string s = std::string(I->name) + " " + tgt;
        for (unsigned i = 0; i < 4; ++i)
            s += (i ? ", " : " ") + (((o.en >> i) & 1) ? vgpr(o.vsrc[i], 1) : std::string("off"));
        if (o.done) s += " done";
        if (o.row_en) s += " row_en";
        return s;
    }
    default:   // MIMG: mnemonic only
        return std::string(I->name) + " /* operands not decoded */";
    }
}

}  // namespace

std::string operand_name(unsigned code, unsigned width) {
    return operand_text(code, width ? width : 1, ImmClass::B32, 0);
}

std::string hex_words(const Inst& in) {
    std::string s;
    const unsigned n = (in.size + 3) / 4;
    for (unsigned i = 0; i < n && i < 4; ++i) s += strf(i ? " 0x%08x" : "0x%08x", in.words[i]);
    return s;
}

std::string disassemble(const Inst& in) {
    switch (in.status) {
    case Status::UnknownEncoding: return "<unknown encoding: " + hex_words(in) + ">";
    case Status::UnknownOpcode:
        if (in.enc == Enc::VOPD)
            return strf("<unknown VOPD opcodes 0x%x/0x%x: ", in.vopd.opx_code, in.vopd.opy_code) +
                   hex_words(in) + ">";
        return strf("<unknown %s opcode 0x%x: ", enc_name(in.enc), in.op) + hex_words(in) + ">";
    case Status::Truncated:
        return strf("<truncated %s instruction: ", enc_name(in.enc)) + hex_words(in) + ">";
    default: break;
    }
    if (!in.info) return "<invalid instruction>";
    switch (in.enc) {
    case Enc::VOP1:
    case Enc::VOP2:
    case Enc::VOPC:
    case Enc::VOP3:
    case Enc::VOP3P:
    case Enc::VINTERP: return disasm_valu(in);
    case Enc::VOPD: return disasm_vopd(in);
    case Enc::SOP1:
    case Enc::SOP2:
    case Enc::SOPK:
    case Enc::SOPC:
    case Enc::SOPP: return disasm_salu(in);
    case Enc::SMEM: return disasm_smem(in);
    case Enc::DS: return disasm_ds(in);
    case Enc::FLAT:
    case Enc::SCRATCH:
    case Enc::GLOBAL: return disasm_flat(in);
    case Enc::MUBUF:
    case Enc::MTBUF: return disasm_buf(in);
    default: return disasm_other(in);
    }
}

}  // namespace emu
