// The gfx11 opcode table: emu/isa/gfx11_ops.def (generated from llvm-mc-19 by
// tools/gen_isa_table.py) expanded into constant arrays, plus lookups.
#include "emu/isa/inst.hpp"

#include <algorithm>
#include <cstring>

namespace emu {
namespace {

using namespace opf;
constexpr uint64_t F0 = 0;

constexpr OpInfo kOps[] = {
#define ISA_OP(enc, op, name, fmt, dw, w0, w1, w2, flags, c0, c1, c2, imm, opsel_map) \
    {Enc::enc, op, name, fmt, dw, {w0, w1, w2}, (F0 | flags),                           \
     {ImmClass::c0, ImmClass::c1, ImmClass::c2}, ImmStyle::imm, opsel_map},
#include "emu/isa/gfx11_ops.def"
};

struct NameEntry {
    NameTable table;
    uint16_t value;
    const char* name;
};

constexpr NameEntry kNames[] = {
#define ISA_NAME(table, value, name) {NameTable::table, value, name},
#include "emu/isa/gfx11_ops.def"
};

constexpr bool op_less(const OpInfo& a, Enc enc, unsigned op) {
    return a.enc < enc || (a.enc == enc && a.op < op);
}

constexpr bool table_sorted() {
    for (size_t i = 1; i < sizeof(kOps) / sizeof(kOps[0]); ++i)
        if (!op_less(kOps[i - 1], kOps[i].enc, kOps[i].op)) return false;
    return true;
}
static_assert(table_sorted(), "gfx11_ops.def must be sorted by (enc, op) in Enc order");

}  // namespace

OpTable op_table() { return {kOps, sizeof(kOps) / sizeof(kOps[0])}; }

const OpInfo* find_op(Enc enc, unsigned op) {
    const OpInfo* end = kOps + sizeof(kOps) / sizeof(kOps[0]);
    const OpInfo* it = std::lower_bound(
        kOps, end, 0, [&](const OpInfo& a, int) { return op_less(a, enc, op); });
    if (it != end && it->enc == enc && it->op == op) return it;
    return nullptr;
}

bool leaves_sequence(const OpInfo& o) {
    const char* n = o.name;
    auto starts = [n](const char* p) { return std::strncmp(n, p, std::strlen(p)) == 0; };
    return std::strstr(n, "branch") || starts("s_endpgm") || starts("s_setpc") || starts("s_swappc") ||
           starts("s_call") || starts("s_rfe") || starts("s_subvector_loop") || starts("s_trap") ||
           starts("s_sethalt");
}

const char* isa_name(NameTable table, unsigned value) {
    for (const NameEntry& n : kNames)
        if (n.table == table && n.value == value) return n.name;
    return nullptr;
}

const char* enc_name(Enc e) {
    switch (e) {
    case Enc::SOP1: return "SOP1";
    case Enc::SOP2: return "SOP2";
    case Enc::SOPK: return "SOPK";
    case Enc::SOPC: return "SOPC";
    case Enc::SOPP: return "SOPP";
    case Enc::SMEM: return "SMEM";
    case Enc::VOP1: return "VOP1";
    case Enc::VOP2: return "VOP2";
    case Enc::VOPC: return "VOPC";
    case Enc::VOP3: return "VOP3";
    case Enc::VOP3P: return "VOP3P";
    case Enc::VOPDX: return "VOPDX";
    case Enc::VOPDY: return "VOPDY";
    case Enc::DS: return "DS";
    case Enc::FLAT: return "FLAT";
    case Enc::SCRATCH: return "SCRATCH";
    case Enc::GLOBAL: return "GLOBAL";
    case Enc::MUBUF: return "MUBUF";
    case Enc::MTBUF: return "MTBUF";
    case Enc::MIMG: return "MIMG";
    case Enc::VINTERP: return "VINTERP";
    case Enc::LDSDIR: return "LDSDIR";
    case Enc::EXP: return "EXP";
    case Enc::VOPD: return "VOPD";
    case Enc::Unknown: break;
    }
    return "unknown";
}

}  // namespace emu
