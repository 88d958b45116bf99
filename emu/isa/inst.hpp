// Decoded gfx11 (RDNA3 / RDNA3.5) machine instructions.
//
// An Inst is a flat, trivially copyable record produced once per code object
// by decode_program() (emu/decode/decode.hpp).  Its opcode metadata (OpInfo) comes
// from emu/isa/gfx11_ops.def, which tools/gen_isa_table.py generates from
// llvm-mc-19's disassembler; nothing in that table is typed by hand.
//
// Operand codes.  ALU operands (dst, sdst, src[]) use the gfx11 9-bit
// operand space:
//     0..105   s0..s105            106/107  vcc_lo / vcc_hi
//     108..123 ttmp0..ttmp15       124 null, 125 m0, 126/127 exec_lo / exec_hi
//     128..208 integer inline constants 0..64, -1..-16
//     235..239 src_shared_base/limit, src_private_base/limit, src_pops_exiting_wave_id
//     240..248 float inline constants 0.5,-0.5,1,-1,2,-2,4,-4,1/(2*pi)
//     250 DPP16, 233/234 DPP8/DPP8-FI (only ever in the raw src0 field; the
//     decoded src[0] of a DPP instruction is the VGPR named by the DPP word)
//     251 src_vccz, 252 src_execz, 253 src_scc, 254 src_lds_direct, 255 literal
//     256+n    VGPR vn
// Memory-instruction VGPR fields (DS, FLAT, MUBUF) are plain 8-bit VGPR
// numbers, SGPR fields plain SGPR numbers, as in the encoding.
//
// 16-bit operands of VOP1/VOP2/VOPC (and their DPP forms): the 8-bit VGPR
// field's bit 7 selects the high half of v(field & 127).  The decoder stores
// the register as 256 + (field & 127) and moves the half-select into opsel
// (bit 0..2 = src0..src2, bit 3 = dst), the same meaning opsel has in VOP3.
// The OpInfo flags F_T16_D / F_T16_S0 / F_T16_S1 say which fields are such
// halves (llvm-mc-19 in its default fake16 mode refuses v128+ there).
//
// Wider operands are register tuples starting at the given code; the widths
// in dwords are OpInfo::dst_w / src_w.  SGPR tuples are even- (64-bit) or
// 4-aligned (128-bit and wider) in hardware: the low bits of the field are
// ignored, and the disassembler prints them aligned down like llvm-mc.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace emu {

// Encoding families.  The order is that of the generated table
// (tools/gen_isa_table.py ENC_ORDER); VOPDX / VOPDY name the two opcode
// lists of VOPD and appear only in OpInfo; a decoded dual-issue instruction
// has Enc::VOPD.
enum class Enc : uint8_t {
    SOP1, SOP2, SOPK, SOPC, SOPP, SMEM, VOP1, VOP2, VOPC, VOP3, VOP3P,
    VOPDX, VOPDY, DS, FLAT, SCRATCH, GLOBAL, MUBUF, MTBUF, MIMG, VINTERP, LDSDIR, EXP,
    VOPD,
    Unknown,
};

const char* enc_name(Enc e);

// How llvm-mc prints an inline constant or literal in a source operand.
enum class ImmClass : uint8_t {
    NONE,     // no such operand
    B32,      // 32-bit int/float
    B64,      // 64-bit integer-style (literal zero-extended)
    F64,      // 64-bit float (literal is the high dword)
    F16,      // 16-bit float (low half of a literal)
    I16,      // 16-bit integer
    PK_F16,   // packed f16x2
    PK_BF16,  // packed bf16x2
    BF16,     // bf16 scalar
};

// How a SOPK/SOPP simm16 prints.
enum class ImmStyle : uint8_t {
    IMM_NONE, IMM_HEX, IMM_INL, IMM_UDEC, IMM_SDEC,
    IMM_HWREG, IMM_WAITCNT, IMM_DEPCTR, IMM_DELAY, IMM_SENDMSG,
};

// OpInfo::flags.  All of them are derived from llvm-mc output by the
// generator (see its docstring for the probe behind each).
namespace opf {
constexpr uint64_t F_DST_SGPR      = 1ull << 0;   // VALU op whose dst is an SGPR (readlane, VOPC e64)
constexpr uint64_t F_S0_SGPR       = 1ull << 1;   // source needed an SGPR to decode
constexpr uint64_t F_S1_SGPR       = 1ull << 2;
constexpr uint64_t F_S2_SGPR       = 1ull << 3;   // e.g. carry-in / cndmask mask
constexpr uint64_t F_LITK          = 1ull << 4;   // mandatory literal constant ($k)
constexpr uint64_t F_K_B32         = 1ull << 5;   // $k prints like a 32-bit constant (else hex)
constexpr uint64_t F_IMP_VCC_DST   = 1ull << 6;   // VOPC e32: writes vcc_lo
constexpr uint64_t F_WRITES_EXEC   = 1ull << 7;   // v_cmpx_*: writes exec_lo
constexpr uint64_t F_IMP_VCC_SDST  = 1ull << 8;   // VOP2 e32: carry-out to vcc_lo
constexpr uint64_t F_IMP_VCC_SRC2  = 1ull << 9;   // VOP2 e32: vcc_lo as 3rd source
constexpr uint64_t F_T16_D         = 1ull << 10;  // 8-bit field selects a 16-bit half
constexpr uint64_t F_T16_S0        = 1ull << 11;
constexpr uint64_t F_T16_S1        = 1ull << 12;
constexpr uint64_t F_HALF_SUFFIX   = 1ull << 13;  // llvm-mc prints .l/.h on VGPRs
constexpr uint64_t F_SDST          = 1ull << 14;  // VOP3 with SDST in [14:8]
constexpr uint64_t F_ABS0          = 1ull << 15;
constexpr uint64_t F_ABS1          = 1ull << 16;
constexpr uint64_t F_ABS2          = 1ull << 17;
constexpr uint64_t F_NEG0          = 1ull << 18;
constexpr uint64_t F_NEG1          = 1ull << 19;
constexpr uint64_t F_NEG2          = 1ull << 20;
constexpr uint64_t F_NEG_LO_HI     = 1ull << 21;  // VOP3P neg_lo:/neg_hi: lists
constexpr uint64_t F_OPSEL         = 1ull << 22;  // op_sel: printed
constexpr uint64_t F_OPSEL_HI      = 1ull << 26;  // VOP3P op_sel_hi: printed
constexpr uint64_t F_CLAMP         = 1ull << 27;
constexpr uint64_t F_OMOD          = 1ull << 28;
constexpr uint64_t F_TRUE16_VOP3   = 1ull << 29;  // 16-bit op (true16 form exists)
constexpr uint64_t F_MIX           = 1ull << 30;  // v_fma_mix*: neg=-x, neg_hi=|x|
constexpr uint64_t F_NOT_GFX1100   = 1ull << 31;  // not decodable for gfx1100
constexpr uint64_t F_IMM_OPT       = 1ull << 32;  // simm16 omitted when zero
constexpr uint64_t F_GDS_ONLY      = 1ull << 33;
constexpr uint64_t F_ATOMIC_RTN    = 1ull << 34;  // atomic returns data when glc=1
constexpr uint64_t F_UNSUPPORTED   = 1ull << 35;  // family decoded, not executed
constexpr uint64_t F_DS_2OFF       = 1ull << 36;  // DS op with offset0/offset1
constexpr uint64_t F_DS_SWIZZLE    = 1ull << 37;  // offset prints as swizzle(...)
constexpr uint64_t F_SEXT0         = 1ull << 38;  // integer source: neg bit prints sext()
constexpr uint64_t F_SEXT1         = 1ull << 39;
constexpr uint64_t F_SEXT2         = 1ull << 40;
constexpr uint64_t F_SEXT_DPP0     = 1ull << 41;  // ... in the VOP3 DPP form only
constexpr uint64_t F_SEXT_DPP1     = 1ull << 42;
constexpr uint64_t F_SEXT_DPP2     = 1ull << 43;
}  // namespace opf

// One opcode of one encoding family (a row of gfx11_ops.def).
struct OpInfo {
    Enc enc;
    uint16_t op;           // value of the family's opcode field
    const char* name;      // mnemonic without _e32/_e64
    const char* format;    // llvm-mc's printed form with $-placeholders
    uint8_t dst_w;         // destination width in dwords, 0 = none
    uint8_t src_w[3];      // source widths in dwords (family-specific roles)
    uint64_t flags;        // opf::F_*
    ImmClass cls[3];       // constant printing class per source
    ImmStyle imm;          // SOPK/SOPP simm16 print style
    const char* opsel_map; // printed op_sel:[...] entries: the opsel bit each shows
                           // ('0'-'3'; '-' = always 0); "" if op_sel is not printed
    bool has(uint64_t f) const { return (flags & f) != 0; }
};

// The generated table, sorted by (enc, op).
struct OpTable {
    const OpInfo* ops;
    size_t count;
};
OpTable op_table();
// nullptr when the family has no such opcode.
const OpInfo* find_op(Enc enc, unsigned op);

// Whether an instruction may take the wave out of address order or end it: a branch, call, return
// or jump (s_branch, s_cbranch_*, s_setpc, s_swappc, s_call, s_rfe, s_subvector_loop_*), s_endpgm*,
// s_trap, s_sethalt. By the opcode's name. (s_barrier is not one: the wave goes on in order once
// the barrier is released.)
bool leaves_sequence(const OpInfo& o);

// Symbolic names from the generated table (nullptr when there is none).
enum class NameTable : uint8_t { HWREG, SENDMSG, DELAY_INSTID, DELAY_SKIP, BUFFMT };
const char* isa_name(NameTable table, unsigned value);

// ---------------------------------------------------------------- Inst

enum class Status : uint8_t {
    Ok,
    Unsupported,      // known family/opcode the emulator does not execute
                      // (MIMG, EXP, VINTERP, LDSDIR)
    UnknownOpcode,    // family recognised, opcode not in the table (size 4)
    UnknownEncoding,  // no family matches the word (size 4)
    Truncated,        // the instruction runs past the end of the code
};

constexpr uint16_t kNoOperand = 0xFFFF;
constexpr uint16_t kVccLo = 106;
constexpr uint16_t kNull = 124;
constexpr uint16_t kExecLo = 126;
constexpr uint16_t kLiteral = 255;
constexpr uint16_t kVgpr0 = 256;

enum class DppKind : uint8_t { None, Dpp16, Dpp8 };

// DPP control word (the dword after a VOP1/VOP2/VOPC word, or after a VOP3 /
// VOP3P pair, when src0 is 250 (DPP16) or 233/234 (DPP8 / DPP8 with FI)).
// DPP16: [7:0] src0 VGPR [16:8] dpp_ctrl [18] fi [19] bound_ctrl
//        [20] src0_neg [21] src0_abs [22] src1_neg [23] src1_abs
//        [27:24] bank_mask [31:28] row_mask
// DPP8:  [7:0] src0 VGPR [31:8] eight 3-bit lane selects
struct Dpp {
    DppKind kind;
    uint8_t vsrc0;        // raw 8-bit field
    uint16_t ctrl;        // DPP16 dpp_ctrl
    uint8_t row_mask;
    uint8_t bank_mask;
    bool bound_ctrl;
    bool fi;              // fetch inactive (DPP16 bit 18, or src0 == 234)
    uint32_t sel8;        // DPP8 selects, lane i at bits [3i+2:3i]
};

struct SmemFields {
    uint8_t sdata;        // first SGPR written
    uint8_t sbase;        // SGPR pair/quad base (field * 2)
    int32_t offset;       // signed 21-bit byte offset
    uint8_t soffset;      // SGPR/m0 code, 124 (null) = none
    bool glc, dlc;
};

struct DsFields {
    uint8_t addr, data0, data1, vdst;
    uint8_t offset0, offset1;   // 16-bit offset = offset1:offset0 for one-address ops
    bool gds;
};

struct FlatFields {
    uint8_t seg;          // 0 flat, 1 scratch, 2 global
    uint8_t addr, data, vdst;
    uint8_t saddr;        // SGPR code; 124/125 = off
    bool sve;             // scratch: VGPR address present
    int16_t offset;       // 13-bit signed
    bool glc, slc, dlc;
};

struct MubufFields {       // MUBUF and MTBUF
    uint8_t vaddr, vdata;
    uint8_t srsrc;         // SGPR of the 128-bit descriptor (field * 4)
    uint8_t soffset;       // operand code (SGPR, m0, null or inline constant)
    uint16_t offset;       // 12-bit unsigned
    bool offen, idxen, glc, slc, dlc, tfe;
    uint8_t format;        // MTBUF data format
};

struct VopdFields {
    const OpInfo* opx;     // nullptr if that half's opcode is unknown
    const OpInfo* opy;
    uint8_t opx_code, opy_code;
    uint16_t dstx, dsty;                   // 256 + VGPR
    uint16_t srcx0, vsrcx1, srcy0, vsrcy1; // operand codes (vsrc*: 256 + VGPR)
};

// Fields of the families that are decoded only for disassembly.
struct OtherFields {
    // VINTERP: wait_exp; LDSDIR: wait_vdst, attr, attr_chan; EXP: target, en,
    // done, row_en, vsrc[4]; MIMG: nsa
    uint8_t wait;
    uint8_t attr, attr_chan;
    uint8_t target, en;
    bool done, row_en, nsa;
    uint8_t vsrc[4];
};

struct Inst {
    uint64_t pc;               // byte offset of the instruction
    uint32_t words[4];         // raw dwords (zero past size)
    uint8_t size;              // bytes: 4, 8, 12 or 16 (less if truncated)
    Enc enc;
    Status status;
    uint16_t op;               // value of the opcode field
    const OpInfo* info;        // nullptr if unknown

    // ALU operands (9-bit operand space; kNoOperand when absent)
    uint16_t dst;              // VALU dst (256+n or SGPR code), VOPC e32: vcc_lo/exec_lo,
                               // SALU sdst (for SOPK s_cmpk_* / s_setreg_b32 it is read)
    uint16_t sdst;             // VOP3 SDST, VOP2 e32 implicit carry-out (vcc_lo)
    uint16_t src[3];
    uint32_t literal;
    bool has_literal;

    // VOP3 / VOP3P modifiers (VOP1/2/C DPP16 neg/abs land in neg/abs too)
    uint8_t neg;               // bit i: negate src i (VOP3P: neg_lo)
    uint8_t abs;
    uint8_t neg_hi;            // VOP3P
    uint8_t opsel;             // bit i: src i high half, bit 3: dst high half
    uint8_t opsel_hi;          // VOP3P
    uint8_t omod;              // 0 none, 1 *2, 2 *4, 3 /2
    bool clamp;

    uint16_t simm16;           // SOPK / SOPP

    Dpp dpp;
    SmemFields smem;
    DsFields ds;
    FlatFields flat;
    MubufFields mubuf;
    VopdFields vopd;
    OtherFields other;

    // WMMA: how many instructions back the WMMA is whose widened A operand this one may take over
    // (emu/exec/wmma_reuse.hpp); 0: none. The engine sets it after decoding, the decoder leaves 0.
    uint32_t wmma_a_back;

    bool ok() const { return status == Status::Ok; }
    bool is_vgpr(unsigned i) const { return src[i] != kNoOperand && src[i] >= kVgpr0; }
};

static_assert(std::is_trivially_copyable<Inst>::value, "Inst must be a flat record");
static_assert(std::is_standard_layout<Inst>::value, "Inst must be a flat record");

}  // namespace emu
