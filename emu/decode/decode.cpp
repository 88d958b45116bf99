// gfx11 instruction decoder.
//
// Family selection looks at the top bits of the first dword:
//   [31]=0                       VOP2, except [31:25]=0111110 VOPC, 0111111 VOP1
//   [31:30]=10                   SOP2, except [31:28]=1011 SOPK and
//                                [31:23]=101111101 SOP1, 101111110 SOPC, 101111111 SOPP
//   [31:26]=110010 VOPD   110011 VOP3P ([25:24]=00), VINTERP (01), LDSDIR (10)
//           110101 VOP3   110110 DS     110111 FLAT/SCRATCH/GLOBAL ([17:16] = 0/1/2)
//           111000 MUBUF  111010 MTBUF  111100 MIMG  111101 SMEM  111110 EXP
// The field layout of each family is described next to its decoder below.
// Sizes: a literal dword follows when any source is 255 or the opcode has a
// mandatory constant (F_LITK); a DPP dword follows VOP1/2/C words and VOP3 /
// VOP3P pairs whose src0 is 250 (DPP16) or 233/234 (DPP8).
#include "emu/decode/decode.hpp"

#include <algorithm>
#include <cstring>

namespace emu {
namespace {

using namespace opf;

constexpr uint32_t bits(uint32_t w, unsigned hi, unsigned lo) {
    return (w >> lo) & ((hi - lo >= 31) ? 0xFFFFFFFFu : ((1u << (hi - lo + 1)) - 1u));
}

constexpr int32_t sext(uint32_t v, unsigned nbits) {
    const uint32_t m = 1u << (nbits - 1);
    return static_cast<int32_t>((v ^ m) - m);
}

constexpr uint16_t kDpp16 = 250, kDpp8 = 233, kDpp8Fi = 234;

Enc classify(uint32_t w0) {
    if ((w0 >> 31) == 0) {
        const uint32_t top7 = w0 >> 25;
        if (top7 == 0x3E) return Enc::VOPC;
        if (top7 == 0x3F) return Enc::VOP1;
        return Enc::VOP2;
    }
    if ((w0 >> 30) == 2) {
        const uint32_t top9 = w0 >> 23;
        if (top9 == 0x17D) return Enc::SOP1;
        if (top9 == 0x17E) return Enc::SOPC;
        if (top9 == 0x17F) return Enc::SOPP;
        if ((w0 >> 28) == 0xB) return Enc::SOPK;
        return Enc::SOP2;
    }
    switch (w0 >> 26) {
    case 0x32: return Enc::VOPD;
    case 0x33:
        switch (bits(w0, 25, 24)) {
        case 0: return Enc::VOP3P;
        case 1: return Enc::VINTERP;
        case 2: return Enc::LDSDIR;
        default: return Enc::Unknown;
        }
    case 0x35: return Enc::VOP3;
    case 0x36: return Enc::DS;
    case 0x37:
        switch (bits(w0, 17, 16)) {
        case 0: return Enc::FLAT;
        case 1: return Enc::SCRATCH;
        case 2: return Enc::GLOBAL;
        default: return Enc::Unknown;
        }
    case 0x38: return Enc::MUBUF;
    case 0x3A: return Enc::MTBUF;
    case 0x3C: return Enc::MIMG;
    case 0x3D: return Enc::SMEM;
    case 0x3E: return Enc::EXP;
    default: return Enc::Unknown;
    }
}

// Decoding state for one instruction: the bytes available and the size the
// instruction turns out to need.
struct Ctx {
    Inst& in;
    size_t need;   // bytes required so far
};

uint16_t opt(bool present, uint32_t v) { return present ? static_cast<uint16_t>(v) : kNoOperand; }

// A VGPR field of a 16-bit operand in VOP1/VOP2/VOPC: bit 7 is the half.
uint16_t t16_vgpr(uint32_t field8, uint8_t& opsel, unsigned opsel_bit) {
    if (field8 & 0x80) opsel |= static_cast<uint8_t>(1u << opsel_bit);
    return static_cast<uint16_t>(kVgpr0 + (field8 & 0x7F));
}

// DPP word following the base encoding at dword index wi.  The DPP word's
// own src0 replaces the raw 250/233/234 in src[0].
void decode_dpp(Ctx& c, uint16_t raw_src0, unsigned wi, bool t16_src0, bool vop32) {
    Inst& in = c.in;
    const uint32_t d = in.words[wi];
    in.dpp.vsrc0 = static_cast<uint8_t>(bits(d, 7, 0));
    if (raw_src0 == kDpp16) {
        in.dpp.kind = DppKind::Dpp16;
        in.dpp.ctrl = static_cast<uint16_t>(bits(d, 16, 8));
        in.dpp.fi = bits(d, 18, 18) != 0;
        in.dpp.bound_ctrl = bits(d, 19, 19) != 0;
        in.dpp.bank_mask = static_cast<uint8_t>(bits(d, 27, 24));
        in.dpp.row_mask = static_cast<uint8_t>(bits(d, 31, 28));
        if (vop32) {   // VOP1/VOP2/VOPC DPP16 carry the source modifiers here
            in.neg = static_cast<uint8_t>(bits(d, 20, 20) | (bits(d, 22, 22) << 1));
            in.abs = static_cast<uint8_t>(bits(d, 21, 21) | (bits(d, 23, 23) << 1));
        }
    } else {
        in.dpp.kind = DppKind::Dpp8;
        in.dpp.fi = raw_src0 == kDpp8Fi;
        in.dpp.sel8 = bits(d, 31, 8);
    }
    in.src[0] = t16_src0 ? t16_vgpr(in.dpp.vsrc0, in.opsel, 0)
                         : static_cast<uint16_t>(kVgpr0 + in.dpp.vsrc0);
    c.need += 4;
}

bool is_dpp(uint16_t raw) { return raw == kDpp16 || raw == kDpp8 || raw == kDpp8Fi; }

// Literal dword at the current end of the instruction.
void take_literal(Ctx& c) {
    c.in.literal = c.in.words[c.need / 4];
    c.in.has_literal = true;
    c.need += 4;
}

// 16-bit-half source for the 9-bit src0 field of VOP1/VOP2/VOPC.
uint16_t src0_9bit(const OpInfo* info, uint32_t raw, uint8_t& opsel) {
    if (raw >= kVgpr0 && info->has(F_T16_S0)) return t16_vgpr(raw - kVgpr0, opsel, 0);
    return static_cast<uint16_t>(raw);
}

// VOP1  [31:25]=0111111 [24:17]=vdst [16:9]=op [8:0]=src0
// VOP2  [31]=0 [30:25]=op [24:17]=vdst [16:9]=vsrc1 [8:0]=src0
// VOPC  [31:25]=0111110 [24:17]=op [16:9]=vsrc1 [8:0]=src0
void decode_vop32(Ctx& c) {
    Inst& in = c.in;
    const uint32_t w = in.words[0];
    const OpInfo* info = in.info;
    const uint16_t raw0 = static_cast<uint16_t>(bits(w, 8, 0));
    const bool has_s0 = info->src_w[0] != 0;
    in.src[0] = has_s0 ? src0_9bit(info, raw0, in.opsel) : kNoOperand;

    if (in.enc == Enc::VOPC) {
        in.dst = info->has(F_WRITES_EXEC) ? kExecLo : kVccLo;
        in.src[1] = info->has(F_T16_S1) ? t16_vgpr(bits(w, 16, 9), in.opsel, 1)
                                       : static_cast<uint16_t>(kVgpr0 + bits(w, 16, 9));
    } else {
        const uint32_t vd = bits(w, 24, 17);
        if (info->dst_w == 0)
            in.dst = kNoOperand;
        else if (info->has(F_DST_SGPR))
            in.dst = static_cast<uint16_t>(vd);
        else if (info->has(F_T16_D))
            in.dst = t16_vgpr(vd, in.opsel, 3);
        else
            in.dst = static_cast<uint16_t>(kVgpr0 + vd);
        if (in.enc == Enc::VOP2) {
            const uint32_t v1 = bits(w, 16, 9);
            in.src[1] = info->src_w[1] == 0 ? kNoOperand
                        : info->has(F_T16_S1) ? t16_vgpr(v1, in.opsel, 1)
                                              : static_cast<uint16_t>(kVgpr0 + v1);
            if (info->has(F_IMP_VCC_SDST)) in.sdst = kVccLo;
            if (info->has(F_IMP_VCC_SRC2)) in.src[2] = kVccLo;
        }
    }
    if (has_s0 && is_dpp(raw0)) {
        decode_dpp(c, raw0, 1, info->has(F_T16_S0), true);
    } else if ((has_s0 && raw0 == kLiteral) || info->has(F_LITK)) {
        take_literal(c);
    }
}

// VOP3  [31:26]=110101 [25:16]=op [15]=clamp [14:11]=opsel [10:8]=abs [7:0]=vdst
//       (VOP3 SDST forms: [14:8]=sdst, no abs/opsel)
//       dw1: [31:29]=neg [28:27]=omod [26:18]=src2 [17:9]=src1 [8:0]=src0
// Opcodes 0x000-0x0ff are VOPC, 0x100-0x17f VOP2, 0x180-0x1ff VOP1 in
// VOP3 form; the rest are VOP3-only.
void decode_vop3(Ctx& c) {
    Inst& in = c.in;
    const uint32_t w0 = in.words[0], w1 = in.words[1];
    const OpInfo* info = in.info;
    c.need = 8;
    const uint32_t vd = bits(w0, 7, 0);
    if (info->dst_w == 0)
        in.dst = info->has(F_WRITES_EXEC) ? kExecLo : kNoOperand;
    else if (info->has(F_DST_SGPR))
        in.dst = static_cast<uint16_t>(vd);
    else
        in.dst = static_cast<uint16_t>(kVgpr0 + vd);
    in.clamp = bits(w0, 15, 15) != 0;
    if (info->has(F_SDST)) {
        in.sdst = static_cast<uint16_t>(bits(w0, 14, 8));
    } else {
        in.abs = static_cast<uint8_t>(bits(w0, 10, 8));
        in.opsel = static_cast<uint8_t>(bits(w0, 14, 11));
    }
    in.omod = static_cast<uint8_t>(bits(w1, 28, 27));
    in.neg = static_cast<uint8_t>(bits(w1, 31, 29));
    const uint16_t raw[3] = {static_cast<uint16_t>(bits(w1, 8, 0)),
                             static_cast<uint16_t>(bits(w1, 17, 9)),
                             static_cast<uint16_t>(bits(w1, 26, 18))};
    bool lit = false;
    for (int i = 0; i < 3; ++i) {
        in.src[i] = opt(info->src_w[i] != 0, raw[i]);
        lit |= in.src[i] == kLiteral;
    }
    if (info->src_w[0] != 0 && is_dpp(raw[0]))
        decode_dpp(c, raw[0], 2, false, false);
    else if (lit)
        take_literal(c);
}

// VOP3P [31:24]=11001100 [22:16]=op [15]=clamp [14]=opsel_hi[2] [13:11]=opsel
//       [10:8]=neg_hi [7:0]=vdst
//       dw1: [31:29]=neg_lo [28:27]=opsel_hi[1:0] [26:18]=src2 [17:9]=src1 [8:0]=src0
void decode_vop3p(Ctx& c) {
    Inst& in = c.in;
    const uint32_t w0 = in.words[0], w1 = in.words[1];
    const OpInfo* info = in.info;
    c.need = 8;
    in.dst = opt(info->dst_w != 0, kVgpr0 + bits(w0, 7, 0));
    in.clamp = bits(w0, 15, 15) != 0;
    in.neg_hi = static_cast<uint8_t>(bits(w0, 10, 8));
    in.opsel = static_cast<uint8_t>(bits(w0, 13, 11));
    in.opsel_hi = static_cast<uint8_t>(bits(w1, 28, 27) | (bits(w0, 14, 14) << 2));
    in.neg = static_cast<uint8_t>(bits(w1, 31, 29));
    const uint16_t raw[3] = {static_cast<uint16_t>(bits(w1, 8, 0)),
                             static_cast<uint16_t>(bits(w1, 17, 9)),
                             static_cast<uint16_t>(bits(w1, 26, 18))};
    bool lit = false;
    for (int i = 0; i < 3; ++i) {
        in.src[i] = opt(info->src_w[i] != 0, raw[i]);
        lit |= in.src[i] == kLiteral;
    }
    if (info->src_w[0] != 0 && is_dpp(raw[0]))
        decode_dpp(c, raw[0], 2, false, false);
    else if (lit)
        take_literal(c);
}

// VOPD  [31:26]=110010 [25:22]=opx [21:17]=opy [16:9]=vsrcx1 [8:0]=srcx0
//       dw1: [31:24]=vdstx [23:17]=vdsty>>1 [16:9]=vsrcy1 [8:0]=srcy0
// vdsty's low bit is the complement of vdstx's (one even, one odd).
bool decode_vopd(Ctx& c) {
    Inst& in = c.in;
    const uint32_t w0 = in.words[0], w1 = in.words[1];
    VopdFields& v = in.vopd;
    v.opx_code = static_cast<uint8_t>(bits(w0, 25, 22));
    v.opy_code = static_cast<uint8_t>(bits(w0, 21, 17));
    v.opx = find_op(Enc::VOPDX, v.opx_code);
    v.opy = find_op(Enc::VOPDY, v.opy_code);
    in.op = v.opx_code;
    in.info = v.opx;
    if (!v.opx || !v.opy) return false;
    c.need = 8;
    const uint32_t dx = bits(w1, 31, 24);
    v.dstx = static_cast<uint16_t>(kVgpr0 + dx);
    v.dsty = static_cast<uint16_t>(kVgpr0 + ((bits(w1, 23, 17) << 1) | ((dx & 1) ^ 1)));
    v.srcx0 = static_cast<uint16_t>(bits(w0, 8, 0));
    v.vsrcx1 = opt(v.opx->src_w[1] != 0, kVgpr0 + bits(w0, 16, 9));
    v.srcy0 = static_cast<uint16_t>(bits(w1, 8, 0));
    v.vsrcy1 = opt(v.opy->src_w[1] != 0, kVgpr0 + bits(w1, 16, 9));
    // The X half also fills the generic fields.
    in.dst = v.dstx;
    in.src[0] = v.srcx0;
    in.src[1] = v.vsrcx1;
    if (v.srcx0 == kLiteral || v.srcy0 == kLiteral || v.opx->has(F_LITK) || v.opy->has(F_LITK))
        take_literal(c);
    return true;
}

// SOP1  [31:23]=101111101 [22:16]=sdst [15:8]=op [7:0]=ssrc0
// SOP2  [31:30]=10 [29:23]=op [22:16]=sdst [15:8]=ssrc1 [7:0]=ssrc0
// SOPC  [31:23]=101111110 [22:16]=op [15:8]=ssrc1 [7:0]=ssrc0
// SOPK  [31:28]=1011 [27:23]=op [22:16]=sdst [15:0]=simm16
// SOPP  [31:23]=101111111 [22:16]=op [15:0]=simm16
void decode_salu(Ctx& c) {
    Inst& in = c.in;
    const uint32_t w = in.words[0];
    const OpInfo* info = in.info;
    bool lit = info->has(F_LITK);
    switch (in.enc) {
    case Enc::SOP1:
    case Enc::SOP2:
    case Enc::SOPC:
        in.dst = opt(in.enc != Enc::SOPC && info->dst_w != 0, bits(w, 22, 16));
        in.src[0] = opt(info->src_w[0] != 0, bits(w, 7, 0));
        in.src[1] = opt(in.enc != Enc::SOP1 && info->src_w[1] != 0, bits(w, 15, 8));
        if (in.enc == Enc::SOP1 && info->src_w[0] == 0)
            in.simm16 = static_cast<uint16_t>(bits(w, 7, 0));   // s_sendmsg_rtn message id
        lit |= in.src[0] == kLiteral || in.src[1] == kLiteral;
        break;
    case Enc::SOPK:
        in.dst = opt(info->dst_w != 0, bits(w, 22, 16));
        in.simm16 = static_cast<uint16_t>(bits(w, 15, 0));
        break;
    default:   // SOPP
        in.simm16 = static_cast<uint16_t>(bits(w, 15, 0));
        break;
    }
    if (lit) take_literal(c);
}

// SMEM  [31:26]=111101 [25:18]=op [14]=glc [13]=dlc [12:6]=sdata [5:0]=sbase/2
//       dw1: [31:25]=soffset (124 = none) [20:0]=offset (signed)
void decode_smem(Ctx& c) {
    Inst& in = c.in;
    const uint32_t w0 = in.words[0], w1 = in.words[1];
    c.need = 8;
    SmemFields& s = in.smem;
    s.sbase = static_cast<uint8_t>(bits(w0, 5, 0) * 2);
    s.sdata = static_cast<uint8_t>(bits(w0, 12, 6));
    s.dlc = bits(w0, 13, 13) != 0;
    s.glc = bits(w0, 14, 14) != 0;
    s.offset = sext(bits(w1, 20, 0), 21);
    s.soffset = static_cast<uint8_t>(bits(w1, 31, 25));
    in.dst = opt(in.info->dst_w != 0, s.sdata);
}

// DS    [31:26]=110110 [25:18]=op [17]=gds [15:8]=offset1 [7:0]=offset0
//       dw1: [31:24]=vdst [23:16]=data1 [15:8]=data0 [7:0]=addr
void decode_ds(Ctx& c) {
    Inst& in = c.in;
    const uint32_t w0 = in.words[0], w1 = in.words[1];
    c.need = 8;
    DsFields& d = in.ds;
    d.offset0 = static_cast<uint8_t>(bits(w0, 7, 0));
    d.offset1 = static_cast<uint8_t>(bits(w0, 15, 8));
    d.gds = bits(w0, 17, 17) != 0;
    d.addr = static_cast<uint8_t>(bits(w1, 7, 0));
    d.data0 = static_cast<uint8_t>(bits(w1, 15, 8));
    d.data1 = static_cast<uint8_t>(bits(w1, 23, 16));
    d.vdst = static_cast<uint8_t>(bits(w1, 31, 24));
}

// FLAT  [31:26]=110111 [25:18]=op [17:16]=seg [15]=slc [14]=glc [13]=dlc [12:0]=offset
//       dw1: [31:24]=vdst [23]=sve [22:16]=saddr [15:8]=data [7:0]=addr
void decode_flat(Ctx& c) {
    Inst& in = c.in;
    const uint32_t w0 = in.words[0], w1 = in.words[1];
    c.need = 8;
    FlatFields& f = in.flat;
    f.seg = static_cast<uint8_t>(bits(w0, 17, 16));
    f.slc = bits(w0, 15, 15) != 0;
    f.glc = bits(w0, 14, 14) != 0;
    f.dlc = bits(w0, 13, 13) != 0;
    f.offset = static_cast<int16_t>(sext(bits(w0, 12, 0), 13));
    f.addr = static_cast<uint8_t>(bits(w1, 7, 0));
    f.data = static_cast<uint8_t>(bits(w1, 15, 8));
    f.saddr = static_cast<uint8_t>(bits(w1, 22, 16));
    f.sve = bits(w1, 23, 23) != 0;
    f.vdst = static_cast<uint8_t>(bits(w1, 31, 24));
}

// MUBUF [31:26]=111000 [25:18]=op [14]=glc [13]=dlc [12]=slc [11:0]=offset
// MTBUF [31:26]=111010 [25:19]=format [18:15]=op [14]=glc [13]=dlc [12]=slc [11:0]=offset
//       dw1: [31:24]=soffset [23]=idxen [22]=offen [21]=tfe [20:16]=srsrc/4
//            [15:8]=vdata [7:0]=vaddr
void decode_buf(Ctx& c) {
    Inst& in = c.in;
    const uint32_t w0 = in.words[0], w1 = in.words[1];
    c.need = 8;
    MubufFields& b = in.mubuf;
    b.offset = static_cast<uint16_t>(bits(w0, 11, 0));
    b.slc = bits(w0, 12, 12) != 0;
    b.dlc = bits(w0, 13, 13) != 0;
    b.glc = bits(w0, 14, 14) != 0;
    b.format = in.enc == Enc::MTBUF ? static_cast<uint8_t>(bits(w0, 25, 19)) : 0;
    b.vaddr = static_cast<uint8_t>(bits(w1, 7, 0));
    b.vdata = static_cast<uint8_t>(bits(w1, 15, 8));
    b.srsrc = static_cast<uint8_t>(bits(w1, 20, 16) * 4);
    b.tfe = bits(w1, 21, 21) != 0;
    b.offen = bits(w1, 22, 22) != 0;
    b.idxen = bits(w1, 23, 23) != 0;
    b.soffset = static_cast<uint8_t>(bits(w1, 31, 24));
}

// Families decoded for disassembly only.
// VINTERP [31:24]=11001101 [22:16]=op [15]=clamp [14:11]=opsel [10:8]=wait_exp [7:0]=vdst
//         dw1: [31:29]=neg [26:18]=src2 [17:9]=src1 [8:0]=src0
// LDSDIR  [31:24]=11001110 [21:20]=op [19:16]=wait_vdst [15:10]=attr [9:8]=attr_chan [7:0]=vdst
// EXP     [31:26]=111110 [13]=row_en [11]=done [9:4]=target [3:0]=en; dw1: vsrc3..vsrc0 bytes
// MIMG    [31:26]=111100 [25:18]=op [0]=nsa; NSA adds one dword of extra addresses
void decode_other(Ctx& c) {
    Inst& in = c.in;
    const uint32_t w0 = in.words[0], w1 = in.words[1];
    OtherFields& o = in.other;
    switch (in.enc) {
    case Enc::VINTERP:
        c.need = 8;
        in.dst = static_cast<uint16_t>(kVgpr0 + bits(w0, 7, 0));
        o.wait = static_cast<uint8_t>(bits(w0, 10, 8));
        in.opsel = static_cast<uint8_t>(bits(w0, 14, 11));
        in.clamp = bits(w0, 15, 15) != 0;
        in.src[0] = static_cast<uint16_t>(bits(w1, 8, 0));
        in.src[1] = static_cast<uint16_t>(bits(w1, 17, 9));
        in.src[2] = static_cast<uint16_t>(bits(w1, 26, 18));
        in.neg = static_cast<uint8_t>(bits(w1, 31, 29));
        break;
    case Enc::LDSDIR:
        c.need = 4;
        in.dst = static_cast<uint16_t>(kVgpr0 + bits(w0, 7, 0));
        o.attr_chan = static_cast<uint8_t>(bits(w0, 9, 8));
        o.attr = static_cast<uint8_t>(bits(w0, 15, 10));
        o.wait = static_cast<uint8_t>(bits(w0, 19, 16));
        break;
    case Enc::EXP:
        c.need = 8;
        o.en = static_cast<uint8_t>(bits(w0, 3, 0));
        o.target = static_cast<uint8_t>(bits(w0, 9, 4));
        o.done = bits(w0, 11, 11) != 0;
        o.row_en = bits(w0, 13, 13) != 0;
        for (int i = 0; i < 4; ++i) o.vsrc[i] = static_cast<uint8_t>(bits(w1, 8 * i + 7, 8 * i));
        break;
    default:   // MIMG
        o.nsa = bits(w0, 0, 0) != 0;
        c.need = o.nsa ? 12 : 8;
        break;
    }
}

unsigned opcode_of(Enc enc, uint32_t w0) {
    switch (enc) {
    case Enc::SOP1: return bits(w0, 15, 8);
    case Enc::SOP2: return bits(w0, 29, 23);
    case Enc::SOPK: return bits(w0, 27, 23);
    case Enc::SOPC:
    case Enc::SOPP: return bits(w0, 22, 16);
    case Enc::VOP1: return bits(w0, 16, 9);
    case Enc::VOP2: return bits(w0, 30, 25);
    case Enc::VOPC: return bits(w0, 24, 17);
    case Enc::VOP3: return bits(w0, 25, 16);
    case Enc::VOP3P:
    case Enc::VINTERP: return bits(w0, 22, 16);
    case Enc::LDSDIR: return bits(w0, 21, 20);
    case Enc::MTBUF: return bits(w0, 18, 15);
    case Enc::EXP: return 0;
    default: return bits(w0, 25, 18);   // SMEM, DS, FLAT*, MUBUF, MIMG
    }
}

}  // namespace

Inst decode_one(const uint8_t* code, size_t avail, uint64_t pc) {
    Inst in{};
    in.pc = pc;
    in.dst = in.sdst = kNoOperand;
    in.src[0] = in.src[1] = in.src[2] = kNoOperand;
    in.enc = Enc::Unknown;
    const size_t have = std::min<size_t>(avail, sizeof in.words);
    std::memcpy(in.words, code, have);   // little-endian host assumed
    if (avail < 4) {
        in.size = static_cast<uint8_t>(avail);
        in.status = Status::Truncated;
        return in;
    }
    const uint32_t w0 = in.words[0];
    in.enc = classify(w0);
    Ctx c{in, 4};
    bool known = false;
    if (in.enc == Enc::VOPD) {
        known = decode_vopd(c);
    } else if (in.enc != Enc::Unknown) {
        in.op = static_cast<uint16_t>(opcode_of(in.enc, w0));
        in.info = find_op(in.enc, in.op);
        known = in.info != nullptr;
        if (known) {
            switch (in.enc) {
            case Enc::VOP1:
            case Enc::VOP2:
            case Enc::VOPC: decode_vop32(c); break;
            case Enc::VOP3: decode_vop3(c); break;
            case Enc::VOP3P: decode_vop3p(c); break;
            case Enc::SOP1:
            case Enc::SOP2:
            case Enc::SOPC:
            case Enc::SOPK:
            case Enc::SOPP: decode_salu(c); break;
            case Enc::SMEM: decode_smem(c); break;
            case Enc::DS: decode_ds(c); break;
            case Enc::FLAT:
            case Enc::SCRATCH:
            case Enc::GLOBAL: decode_flat(c); break;
            case Enc::MUBUF:
            case Enc::MTBUF: decode_buf(c); break;
            default: decode_other(c); break;
            }
        }
    }
    if (!known) {
        in.status = in.enc == Enc::Unknown ? Status::UnknownEncoding : Status::UnknownOpcode;
        in.info = nullptr;
        in.size = 4;
        in.has_literal = false;
        std::fill(in.words + 1, in.words + 4, 0u);
        return in;
    }
    if (c.need > avail) {
        in.status = Status::Truncated;
        in.size = static_cast<uint8_t>(avail);
        in.has_literal = false;
        return in;
    }
    in.size = static_cast<uint8_t>(c.need);
    std::fill(in.words + c.need / 4, in.words + 4, 0u);
    in.status = in.info->has(F_UNSUPPORTED) ? Status::Unsupported : Status::Ok;
    return in;
}

Program decode_program(const uint8_t* code, size_t size_bytes, uint64_t base_offset) {
    Program p;
    p.base = base_offset;
    p.size_bytes = size_bytes;
    p.insts.reserve(size_bytes / 4 + 1);
    p.start_index.assign((size_bytes + 3) / 4, -1);
    size_t pos = 0;
    while (pos < size_bytes) {
        Inst in = decode_one(code + pos, size_bytes - pos, base_offset + pos);
        p.start_index[pos / 4] = static_cast<int32_t>(p.insts.size());
        p.insts.push_back(in);
        pos += in.size ? in.size : 1;
    }
    return p;
}

long Program::index_of(uint64_t byte_offset) const {
    if (byte_offset < base || (byte_offset - base) % 4 != 0) return -1;
    const uint64_t rel = (byte_offset - base) / 4;
    if (rel >= start_index.size()) return -1;
    return start_index[rel];
}

const Inst* Program::at(uint64_t byte_offset) const {
    const long i = index_of(byte_offset);
    return i < 0 ? nullptr : &insts[static_cast<size_t>(i)];
}

}  // namespace emu
