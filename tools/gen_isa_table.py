#!/usr/bin/python3
"""Generate emu/isa/gfx11_ops.def, the emulator's gfx11 opcode table, from llvm-mc-19.

Nothing in the table is typed by hand.  For every encoding family the script
builds instruction words with each possible value of the opcode field (and
operand fields set to recognisable registers: vdst=v10, src0=v20, src1=v30,
src2=v40, ...), disassembles them with

    llvm-mc-19 --disassemble -triple=amdgcn-amd-amdhsa -mcpu=gfx1151

and records, for every opcode that decodes:
  * the mnemonic and the printed operand list as a template ("$d, $s0, $s1"),
    recovered by mapping each printed register back to the field it came from;
  * operand widths in dwords (from printed tuples such as v[10:17] or s[8:11]);
  * per-op flags found by further probes: an SDST field in VOP3 (v_add_co_u32,
    v_div_scale_*), 16-bit operands whose 8-bit VGPR field selects a register
    half (llvm-mc rejects v128+ there in its fake16 mode), the abs/neg/sext/
    op_sel/clamp/omod modifiers llvm-mc prints (VOP3, VOP3P and the DPP16
    modifier bits of VOP1/2/C), which op_sel bit each printed op_sel entry
    shows, mandatory literal constants (v_fmamk_f32, s_setreg_imm32_b32) and
    how they print, DS ops with two offsets or swizzle offsets, atomics that
    return data with glc, whether the opcode also exists on gfx1100;
  * the class that governs how llvm-mc prints inline constants and literals in
    each source operand (a model per class, checked against every probe value,
    see model_inline / model_literal), and the style of SOPK/SOPP immediates;
  * the symbolic names llvm-mc uses for hwreg(), sendmsg(), s_delay_alu and
    tbuffer format:[...].
The C++ side (emu/decode/disasm.cpp) implements the same models; the unit tests
(tests/test_decoder.cpp) compare it with llvm-mc on every opcode.

Batching: all candidates of a sweep go to one llvm-mc process.  llvm-mc treats
its input as one byte stream, so each candidate is followed by five s_nop words
(junk decoded from unused trailing candidate words can swallow at most four
dwords) and a marker `s_movk_i32 s105, <index>`.  A candidate is invalid iff
llvm-mc warns at column 1 of its line; otherwise the first instruction printed
after the previous marker is the candidate's text.

Usage: /usr/bin/python3 tools/gen_isa_table.py [-o emu/isa/gfx11_ops.def] [--check]
                  [--only salu,smem,vop32,vop3,vop3p,vopd,ds,flat,buf,other]
  --check  regenerate in memory and compare with the committed file (exit 1
           if it differs); with --only, re-sweep just those families and
           compare their ISA_OP lines (used by the unit tests).
Takes about 10 s; needs only llvm-mc-19.
"""
import argparse
import os
import re
import subprocess
import sys

LLVM_MC = os.environ.get("LLVM_MC", "llvm-mc-19")
TRIPLE = "amdgcn-amd-amdhsa"
MCPU = "gfx1151"
NOP = 0xBF800000          # s_nop 0
LIT = 0x3E800000          # literal dword appended to every candidate (0.25f)

# --------------------------------------------------------------------------
# llvm-mc batch disassembly


def _marker(i):
    return 0xB0000000 | (105 << 16) | (i & 0xFFFF)   # s_movk_i32 s105, i


def _strip_comment(text):
    # Drop trailing "; ..." comments (alignment warnings).  No operand
    # syntax of AMDGPU contains ';'.
    return text.split(";", 1)[0].rstrip()


def mc_disasm(cands, mcpu=MCPU, mattr=None, chunk=4000):
    """Disassemble candidates (lists of dwords).  Returns text or None each."""
    out = []
    for s in range(0, len(cands), chunk):
        out += _mc_chunk(cands[s:s + chunk], mcpu, mattr)
    return out


def _mc_chunk(cands, mcpu, mattr):
    lines = []
    for i, c in enumerate(cands):
        ws = list(c) + [NOP] * 5 + [_marker(i)]
        lines.append(",".join("0x%02x" % ((w >> (8 * k)) & 0xFF)
                              for w in ws for k in range(4)))
    cmd = [LLVM_MC, "--disassemble", "-triple=" + TRIPLE, "-mcpu=" + mcpu]
    if mattr:
        cmd.append("-mattr=" + mattr)
    p = subprocess.run(cmd, input="\n".join(lines) + "\n",
                       capture_output=True, text=True, check=False)
    bad = set()
    for m in re.finditer(r"<stdin>:(\d+):1: warning: invalid instruction encoding",
                         p.stderr):
        bad.add(int(m.group(1)) - 1)
    segs = [[] for _ in cands]
    cur = 0
    for ln in p.stdout.splitlines():
        ln = ln.strip()
        if not ln or ln.startswith("."):
            continue
        text = _strip_comment(ln)
        m = re.match(r"s_movk_i32 s105, (0x[0-9a-f]+|\d+)$", text)
        if m and cur < len(cands) and int(m.group(1), 0) == (cur & 0xFFFF):
            cur += 1
            continue
        if cur < len(cands):
            segs[cur].append(ln)
    if cur != len(cands):
        raise RuntimeError("llvm-mc output lost sync (%d of %d markers)\n%s"
                           % (cur, len(cands), p.stderr[:2000]))
    res = []
    for i, sg in enumerate(segs):
        if i in bad or not sg:
            res.append(None)
        else:
            res.append(sg[0])
    return res


def ok(text):
    return text is not None and "/*" not in text


def clean(text):
    return None if text is None else _strip_comment(text)

# --------------------------------------------------------------------------
# Instruction word builders.  Bit layouts (gfx11):
#
# SOP2  [31:30]=10 [29:23]=op [22:16]=sdst [15:8]=ssrc1 [7:0]=ssrc0
# SOPK  [31:28]=1011 [27:23]=op [22:16]=sdst [15:0]=simm16
# SOP1  [31:23]=101111101 [22:16]=sdst [15:8]=op [7:0]=ssrc0
# SOPC  [31:23]=101111110 [22:16]=op [15:8]=ssrc1 [7:0]=ssrc0
# SOPP  [31:23]=101111111 [22:16]=op [15:0]=simm16
# SMEM  [31:26]=111101 [25:18]=op [14]=glc [13]=dlc [12:6]=sdata [5:0]=sbase/2
#       dw1: [31:25]=soffset (124=none) [20:0]=offset (signed)
# VOP2  [31]=0 [30:25]=op [24:17]=vdst [16:9]=vsrc1 [8:0]=src0
# VOP1  [31:25]=0111111 [24:17]=vdst [16:9]=op [8:0]=src0
# VOPC  [31:25]=0111110 [24:17]=op [16:9]=vsrc1 [8:0]=src0
# VOP3  [31:26]=110101 [25:16]=op [15]=clamp [14:11]=opsel [10:8]=abs [7:0]=vdst
#       ([14:8]=sdst for the SDST forms)
#       dw1: [31:29]=neg [28:27]=omod [26:18]=src2 [17:9]=src1 [8:0]=src0
# VOP3P [31:24]=11001100 [22:16]=op [15]=clamp [14]=opsel_hi[2] [13:11]=opsel
#       [10:8]=neg_hi [7:0]=vdst
#       dw1: [31:29]=neg(lo) [28:27]=opsel_hi[1:0] [26:18]=src2 [17:9]=src1 [8:0]=src0
# VOPD  [31:26]=110010 [25:22]=opx [21:17]=opy [16:9]=vsrcx1 [8:0]=srcx0
#       dw1: [31:24]=vdstx [23:17]=vdsty>>1 [16:9]=vsrcy1 [8:0]=srcy0
# DS    [31:26]=110110 [25:18]=op [17]=gds [15:8]=offset1 [7:0]=offset0
#       dw1: [31:24]=vdst [23:16]=data1 [15:8]=data0 [7:0]=addr
# FLAT  [31:26]=110111 [25:18]=op [17:16]=seg [15]=slc [14]=glc [13]=dlc [12:0]=offset
#       dw1: [31:24]=vdst [23]=sve [22:16]=saddr [15:8]=data [7:0]=addr
# MUBUF [31:26]=111000 [25:18]=op [14]=glc [13]=dlc [12]=slc [11:0]=offset
#       dw1: [31:24]=soffset [23]=idxen [22]=offen [21]=tfe [20:16]=srsrc/4
#            [15:8]=vdata [7:0]=vaddr
# MTBUF [31:26]=111010 [25:19]=format [18:15]=op, rest as MUBUF
# MIMG  [31:26]=111100 [25:18]=op [11:8]=dmask [4:2]=dim [0]=nsa
# VINTERP [31:24]=11001101 [22:16]=op [15]=clamp [14:11]=opsel [10:8]=wait_exp [7:0]=vdst
# LDSDIR  [31:24]=11001110 [21:20]=op [19:16]=wait_vdst [15:10]=attr [9:8]=chan [7:0]=vdst
# EXP   [31:26]=111110 [11]=done [9:4]=target [3:0]=en; dw1: vsrc3..vsrc0


def V(n):
    return 256 + n


def w_sop1(op, d=0, s0=0):
    return 0xBE800000 | (d << 16) | (op << 8) | s0


def w_sop2(op, d=0, s0=0, s1=0):
    return 0x80000000 | (op << 23) | (d << 16) | (s1 << 8) | s0


def w_sopc(op, s0=0, s1=0):
    return 0xBF000000 | (op << 16) | (s1 << 8) | s0


def w_sopk(op, d=0, imm=0):
    return 0xB0000000 | (op << 23) | (d << 16) | (imm & 0xFFFF)


def w_sopp(op, imm=0):
    return 0xBF800000 | (op << 16) | (imm & 0xFFFF)


def w_smem(op, sdata=0, sbase=0, offset=0, soffset=0x7C, glc=0, dlc=0):
    return [0xF4000000 | (op << 18) | (glc << 14) | (dlc << 13) | (sdata << 6) | (sbase >> 1),
            (soffset << 25) | (offset & 0x1FFFFF)]


def w_vop1(op, d=0, s0=0):
    return 0x7E000000 | (d << 17) | (op << 9) | s0


def w_vop2(op, d=0, s0=0, s1=0):
    return (op << 25) | (d << 17) | (s1 << 9) | s0


def w_vopc(op, s0=0, s1=0):
    return 0x7C000000 | (op << 17) | (s1 << 9) | s0


def w_vop3(op, d=0, s0=0, s1=0, s2=0, abs_=0, neg=0, opsel=0, clamp=0, omod=0, sdst=None):
    mid = (sdst << 8) if sdst is not None else ((opsel << 11) | (abs_ << 8))
    return [0xD4000000 | (op << 16) | (clamp << 15) | mid | d,
            (neg << 29) | (omod << 27) | (s2 << 18) | (s1 << 9) | s0]


def w_vop3p(op, d=0, s0=0, s1=0, s2=0, neg=0, neg_hi=0, opsel=0, opsel_hi=7, clamp=0):
    return [0xCC000000 | (op << 16) | (clamp << 15) | (((opsel_hi >> 2) & 1) << 14)
            | (opsel << 11) | (neg_hi << 8) | d,
            (neg << 29) | ((opsel_hi & 3) << 27) | (s2 << 18) | (s1 << 9) | s0]


def w_vopd(opx, opy, dx, sx0, sx1, dy, sy0, sy1):
    return [0xC8000000 | (opx << 22) | (opy << 17) | (sx1 << 9) | sx0,
            (dx << 24) | ((dy >> 1) << 17) | (sy1 << 9) | sy0]


def w_ds(op, d=0, addr=0, d0=0, d1=0, off0=0, off1=0, gds=0):
    return [0xD8000000 | (op << 18) | (gds << 17) | (off1 << 8) | off0,
            (d << 24) | (d1 << 16) | (d0 << 8) | addr]


def w_flat(op, seg, d=0, addr=0, data=0, saddr=0x7C, sve=0, offset=0, glc=0, slc=0, dlc=0):
    return [0xDC000000 | (op << 18) | (seg << 16) | (slc << 15) | (glc << 14) | (dlc << 13)
            | (offset & 0x1FFF),
            (d << 24) | (sve << 23) | (saddr << 16) | (data << 8) | addr]


def w_mubuf(op, vdata=0, vaddr=0, srsrc=0, soffset=0, offen=0, idxen=0, offset=0, glc=0):
    return [0xE0000000 | (op << 18) | (glc << 14) | offset,
            (soffset << 24) | (idxen << 23) | (offen << 22) | ((srsrc >> 2) << 16)
            | (vdata << 8) | vaddr]


def w_mtbuf(op, vdata=0, vaddr=0, srsrc=0, soffset=0, offen=0, fmt=22):
    return [0xE8000000 | (fmt << 19) | (op << 15),
            (soffset << 24) | (offen << 22) | ((srsrc >> 2) << 16) | (vdata << 8) | vaddr]


def w_mimg(op, dmask=0xF, vdata=0, vaddr=0, srsrc=0, ssamp=0, dim=0):
    return [0xF0000000 | (op << 18) | (dmask << 8) | (dim << 2),
            ((ssamp >> 2) << 21) | ((srsrc >> 2) << 16) | (vdata << 8) | vaddr]


def w_vinterp(op, d=0, s0=0, s1=0, s2=0):
    return [0xCD000000 | (op << 16) | d, (s2 << 18) | (s1 << 9) | s0]


def w_ldsdir(op, d=0):
    return 0xCE000000 | (op << 20) | d

# --------------------------------------------------------------------------
# Text parsing


def split_top(s, sep=","):
    """Split at sep outside () and []."""
    parts, depth, cur = [], 0, ""
    for ch in s:
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur.strip())
    return parts


def split_inst(text):
    """'mnem op, op op_mod mod' -> (mnemonic, [operands], [modifiers])."""
    text = clean(text)
    mnem, _, rest = text.partition(" ")
    rest = rest.strip()
    ops = split_top(rest, ",") if rest else []
    mods = []
    if ops:
        last = split_top(ops[-1], " ")
        ops[-1] = last[0]
        mods = last[1:]
    if len(ops) == 1 and MOD_RE.match(ops[0]):      # "ds_gws_sema_v gds"
        mods = ops + mods
        ops = []
    return mnem, ops, mods


MOD_RE = re.compile(r"^(gds|glc|slc|dlc|offen|idxen|tfe|lds|clamp|done|vm|"
                    r"[a-z_0-9]+:.*)$")


REG_RE = re.compile(r"^(-?)(\|?)(v|s)(?:(\d+)(\.[lh])?|\[(\d+):(\d+)\])(\.[lh])?\|?$")


def parse_reg(tok):
    """-> (kind, first, count, neg, abs, half) or None."""
    m = REG_RE.match(tok)
    if not m:
        return None
    neg, ab, kind = m.group(1) == "-", m.group(2) == "|", m.group(3)
    if m.group(4) is not None:
        first, count = int(m.group(4)), 1
    else:
        first, count = int(m.group(6)), int(m.group(7)) - int(m.group(6)) + 1
    half = m.group(5) or m.group(8)
    return kind, first, count, neg, ab, half


def roles_of(ops, rolemap, extra=None):
    """Map printed operands to field roles.

    rolemap: {(kind, regno): role}.  Returns (template_tokens, widths, info)
    with widths {role: dwords}; info {role: (kind, half)}.  Tokens not
    matched are kept verbatim (vcc_lo, off, ...) unless extra maps them."""
    toks, widths, info = [], {}, {}
    for op in ops:
        r = parse_reg(op)
        role = None
        if r:
            kind, first, count, _, _, half = r
            role = rolemap.get((kind, first))
            if role is None:
                # SGPR tuples print aligned down (s[8:11] for field 10).
                for (k2, n2), rl in rolemap.items():
                    if k2 == kind == "s" and first <= n2 < first + count and count > 1:
                        role = rl
            if role is not None:
                widths[role] = count
                info[role] = (kind, half)
                toks.append("$" + role)
                continue
        if extra:
            for pat, rl in extra:
                if re.fullmatch(pat, op):
                    toks.append("$" + rl)
                    break
            else:
                toks.append(op)
        else:
            toks.append(op)
    return toks, widths, info


def base_name(mnem):
    for suf in ("_e32", "_e64"):
        if mnem.endswith(suf):
            return mnem[: -len(suf)]
    return mnem

# --------------------------------------------------------------------------
# Sweeps


class Entry:
    def __init__(self, enc, op):
        self.enc, self.op = enc, op
        self.name = self.fmt = ""
        self.dw = 0
        self.sw = [0, 0, 0]
        self.flags = set()
        self.cls = ["NONE", "NONE", "NONE"]
        self.words = None     # the base candidate words
        self.text = None


def first_valid(ops, variants, builder, accept=ok):
    """For each op try variants in order; returns {op: (variant, words, text)}."""
    found = {}
    pending = list(ops)
    for vi, var in enumerate(variants):
        if not pending:
            break
        cands = [builder(op, var) for op in pending]
        texts = mc_disasm(cands)
        rest = []
        for op, c, t in zip(pending, cands, texts):
            if accept(t):
                found[op] = (var, c, clean(t))
            else:
                rest.append(op)
        pending = rest
    return found


def as_list(w):
    return list(w) if isinstance(w, (list, tuple)) else [w]


# Printing classes for inline constants / literals.  Each class is a model of
# how llvm-mc-19 renders a constant in an operand (mirrored by
# emu/decode/disasm.cpp); an operand's class is the model that reproduces llvm-mc's
# text for every probe value below.  An operand no model explains stops the
# generator.
F32N = {0x3F000000: "0.5", 0xBF000000: "-0.5", 0x3F800000: "1.0", 0xBF800000: "-1.0",
        0x40000000: "2.0", 0xC0000000: "-2.0", 0x40800000: "4.0", 0xC0800000: "-4.0",
        0x3E22F983: "0.15915494"}
F16N = {0x3800: "0.5", 0xB800: "-0.5", 0x3C00: "1.0", 0xBC00: "-1.0", 0x4000: "2.0",
        0xC000: "-2.0", 0x4400: "4.0", 0xC400: "-4.0", 0x3118: "0.15915494"}
F64N = {0x3FE0000000000000: "0.5", 0xBFE0000000000000: "-0.5", 0x3FF0000000000000: "1.0",
        0xBFF0000000000000: "-1.0", 0x4000000000000000: "2.0", 0xC000000000000000: "-2.0",
        0x4010000000000000: "4.0", 0xC010000000000000: "-4.0",
        0x3FC45F306DC9C882: "0.15915494309189532"}
INLINE_F = ["0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0"]
INLINE_F16_HEX = ["0x3800", "0xb800", "0x3c00", "0xbc00", "0x4000", "0xc000", "0x4400", "0xc400"]


def _s32(v):
    return v - (1 << 32) if v & 0x80000000 else v


def _s16(v):
    v &= 0xFFFF
    return v - (1 << 16) if v & 0x8000 else v


def model_inline(cls, code):
    if 128 <= code <= 192:
        return str(code - 128)
    if 193 <= code <= 208:
        return str(192 - code)
    if 240 <= code <= 247:
        return (INLINE_F16_HEX if cls == "I16" else INLINE_F)[code - 240]
    if code == 248:
        return {"B64": "0.15915494309189532", "F64": "0.15915494309189532",
                "I16": "0x3118"}.get(cls, "0.15915494")
    return None


def model_literal(cls, v):
    s = _s32(v)
    if cls == "B32":
        if -16 <= s <= 64:
            return str(s)
        return F32N.get(v, "0x%x" % v)
    if cls == "B64":
        return str(v) if v <= 64 else "0x%x" % v
    if cls == "F64":
        if v == 0:
            return "0"
        return F64N.get(v << 32, "0x%x" % v)
    if cls == "F16":
        s16 = _s16(v)
        if -16 <= s16 <= 64:
            return str(s16)
        return F16N.get(v & 0xFFFF, "0x%x" % (v & 0xFFFF))
    if cls == "I16":
        if -16 <= s <= 64:
            return str(s)
        return F32N.get(v, "0x%x" % (v & 0xFFFF))
    if cls == "PK_F16":
        if -16 <= s <= 64:
            return str(s)
        return F16N[v] if v in F16N else "0x%x" % v
    if cls == "PK_BF16":
        return str(s) if -16 <= s <= 64 else "0x%x" % v
    if cls == "BF16":
        s16 = _s16(v)
        return str(s16) if -16 <= s16 <= 64 else "0x%x" % v
    return None


CLASSES = ["B32", "B64", "F64", "F16", "I16", "PK_F16", "PK_BF16", "BF16"]
PROBE_INLINE = list(range(240, 249)) + [128, 129, 192, 193, 208]
PROBE_LIT = [0x56781234, 0x3C00, 0x3F800000, 5, 0xFFFFFFF0, 0xFFF0, 0x3E22F983, 0x3118,
             0xFFFF3C00, 0x10000, 0, 0x3FF00000, 0x3FC45F30]
CLASS_SIGS = {}


def classify(texts):
    """texts: llvm-mc operand text for PROBE_INLINE then PROBE_LIT."""
    exp_vals = [("i", c) for c in PROBE_INLINE] + [("l", v) for v in PROBE_LIT]
    for cls in CLASSES:
        good = True
        for (kind, v), t in zip(exp_vals, texts):
            m = model_inline(cls, v) if kind == "i" else model_literal(cls, v)
            if t != m:
                good = False
                break
        if good:
            return cls
    raise RuntimeError("no constant-printing model explains %r" % (texts,))


def probe_classes(entries, slot_builders):
    """slot_builders: per src index, function(entry, value, lit) -> words."""
    values = [(c, None) for c in PROBE_INLINE] + [(255, v) for v in PROBE_LIT]
    jobs = []
    for e in entries:
        for si, b in enumerate(slot_builders):
            if e.sw[si] == 0 or b is None:
                continue
            jobs.append((e, si, [b(e, v, lit) for v, lit in values]))
    flat = [c for _, _, cs in jobs for c in cs]
    texts = mc_disasm(flat)
    k = 0
    for e, si, cs in jobs:
        ts = texts[k:k + len(cs)]
        k += len(cs)
        pos = [i for i, x in enumerate(fmt_ops(e.fmt)) if x == "$s%d" % si]
        sig = []
        for t in ts:
            if not ok(t) or not pos:
                sig.append(None)
                continue
            _, ops, _ = split_inst(t)
            sig.append(ops[pos[0]] if pos[0] < len(ops) else None)
        CLASS_SIGS.setdefault(tuple(sig), []).append(e.name)
        if all(x is None for x in sig):
            e.cls[si] = "B32"          # register-only operand
        else:
            e.cls[si] = classify(sig)


def fmt_ops(fmt):
    """Operand placeholders/tokens of a format string."""
    return fmt.split(" ", 1)[1].split(", ") if " " in fmt else []


def make_fmt(mnem, toks):
    return mnem + (" " + ", ".join(toks) if toks else "")


def gfx1100_check(entries):
    cands = [e.words for e in entries]
    t_new = mc_disasm(cands, mcpu="gfx1100")
    for e, t in zip(entries, t_new):
        if not ok(t) or split_inst(t)[0] != split_inst(e.text)[0]:
            e.flags.add("F_NOT_GFX1100")


VOP_ROLES = {("v", 10): "d", ("s", 10): "d", ("v", 20): "s0", ("s", 20): "s0",
             ("v", 30): "s1", ("s", 30): "s1", ("v", 40): "s2", ("s", 40): "s2",
             ("s", 12): "sd"}
K_EXTRA = [(r"0x3e800000", "k")]


def fill_from_text(e, text, rolemap, extra=K_EXTRA):
    mnem, ops, mods = split_inst(text)
    toks, widths, info = roles_of(ops, rolemap, extra)
    e.name = base_name(mnem)
    e.fmt = make_fmt(mnem, toks)
    e.text = text
    e.dw = widths.get("d", 0)
    e.sw = [widths.get("s0", 0), widths.get("s1", 0), widths.get("s2", 0)]
    if "d" in info and info["d"][0] == "s" and e.enc.startswith("VOP"):
        e.flags.add("F_DST_SGPR")
    for i, r in enumerate(("s0", "s1", "s2")):
        if r in info and info[r][0] == "s" and e.enc in ("VOP3", "VOP1", "VOP2", "VOPC", "VOP3P"):
            e.flags.add("F_S%d_SGPR" % i)       # probe needed an SGPR here
    if "$k" in toks:
        e.flags.add("F_LITK")
    return mods


def probe_k_style(fam, builder):
    """Mandatory literals print in hex (v_fmamk_f32) or like a 32-bit
    constant (s_setreg_imm32_b32: 18, 1.0, -16): F_K_B32."""
    vals = [18, 0x3F800000, 0xFFFFFFF0, 0x41]
    ks = [e for e in fam if "F_LITK" in e.flags]
    cands = [builder(e, v) for e in ks for v in vals]
    texts = mc_disasm(cands)
    for i, e in enumerate(ks):
        pos = fmt_ops(e.fmt).index("$k")
        toks = [split_inst(t)[1][pos] if ok(t) else None for t in texts[4 * i: 4 * i + 4]]
        if toks == [model_literal("B32", v) for v in vals]:
            e.flags.add("F_K_B32")
        elif toks != ["0x%x" % v for v in vals]:
            raise RuntimeError("no model for the literal constant of %s: %r" % (e.name, toks))


def src_combos(n_max=3):
    out = []
    for n in (3, 2, 1, 0):
        if n > n_max:
            continue
        combos = []
        for mask in range(1 << n):
            combos.append(tuple("s" if (mask >> i) & 1 else "v" for i in range(n)))
        combos.sort(key=lambda c: c.count("s"))
        out += combos
    return out


def src_val(kind, n):
    return V(n) if kind == "v" else n


# ---------------- VOP1 / VOP2 / VOPC (32-bit encodings)

def sweep_vop32():
    entries = []
    specs = [
        ("VOP1", 256, lambda op, v: [w_vop1(op, v[0], v[1]), LIT],
         [(10, V(20)), (10, 20), (0, V(20)), (0, 0)], ("d", "s0")),
        ("VOP2", 0x3E, lambda op, v: [w_vop2(op, v[0], v[1], v[2]), LIT],
         [(10, V(20), 30), (10, 20, 30), (0, 0, 0)], ("d", "s0", "s1")),
        ("VOPC", 256, lambda op, v: [w_vopc(op, v[0], v[1]), LIT],
         [(V(20), 30), (20, 30), (0, 0)], ("s0", "s1")),
    ]
    for enc, nops, builder, variants, fields in specs:
        found = first_valid(range(nops), variants, builder)
        fam = []
        for op in sorted(found):
            var, words, text = found[op]
            e = Entry(enc, op)
            e.words, e.var = words, var
            fill_from_text(e, text, VOP_ROLES)
            if enc == "VOPC":
                toks = e.fmt.split(" ", 1)[1].split(", ") if " " in e.fmt else []
                if toks and toks[0] == "vcc_lo":
                    e.flags.add("F_IMP_VCC_DST")
                else:
                    e.flags.add("F_WRITES_EXEC")
            if enc == "VOP2":
                toks = fmt_ops(e.fmt)
                if len(toks) > 1 and toks[1] == "vcc_lo":
                    e.flags.add("F_IMP_VCC_SDST")
                if toks and toks[-1] == "vcc_lo":
                    e.flags.add("F_IMP_VCC_SRC2")
            fam.append(e)
        # 16-bit register-half fields: put v128+ (bit 7 set) into one field at
        # a time.  A fake16 llvm-mc rejects it ("Lo128" class / invalid) or a
        # true16 op prints vN.h.
        jobs = []
        for e in fam:
            for fi, f in enumerate(fields):
                v = list(e.var)
                if f == "d":
                    if e.dw != 1 or "F_DST_SGPR" in e.flags:
                        continue
                    v[fi] = 0x80 | 10
                elif f == "s0":
                    if e.sw[0] != 1 or v[fi] < 256:
                        continue
                    v[fi] = V(0x80 | 20)
                else:
                    if e.sw[1] != 1:
                        continue
                    v[fi] = 0x80 | 30
                jobs.append((e, f, builder(e.op, v)))
        texts = mc_disasm([j[2] for j in jobs])
        for (e, f, _), t in zip(jobs, texts):
            if t is None or "Lo128" in t or ".h" in t:
                e.flags.add("F_T16_" + f.upper())
        for e in fam:
            if ".l" in e.text:
                e.flags.add("F_HALF_SUFFIX")
        probe_dpp_mods(fam, builder, fields)
        # literal / inline constant printing class of src0
        def b0(e, v, lit, builder=builder, fields=fields):
            vv = list(e.var)
            i = fields.index("s0")
            vv[i] = v
            return [builder(e.op, vv)[0], lit if lit is not None else LIT]
        probe_classes(fam, [b0])
        probe_k_style(fam, lambda e, k, builder=builder: [builder(e.op, e.var)[0], k])
        entries += fam
    return entries


def probe_dpp_mods(fam, builder, fields):
    """DPP16 words carry neg/abs bits for src0 and src1 ([20] neg0, [21] abs0,
    [22] neg1, [23] abs1): which of them llvm-mc prints -> F_NEGi / F_ABSi."""
    jobs = []
    for e in fam:
        if not e.sw[0] or "F_LITK" in e.flags:
            continue
        for i in range(2):
            if not e.sw[i]:
                continue
            for kind, bit in (("neg", 20 + 2 * i), ("abs", 21 + 2 * i)):
                v = list(e.var)
                v[fields.index("s0")] = 250
                dpp = (20 if e.var[fields.index("s0")] >= 256 else 20) | (0xE4 << 8) | (0xFF << 24) | (1 << bit)
                jobs.append((e, i, kind, [builder(e.op, v)[0], dpp]))
    texts = mc_disasm([j[3] for j in jobs])
    for (e, i, kind, _), t in zip(jobs, texts):
        if not ok(t):
            continue
        ops = split_inst(t)[1]
        pos = fmt_ops(e.fmt).index("$s%d" % i) if "$s%d" % i in fmt_ops(e.fmt) else None
        if pos is None or pos >= len(ops):
            continue
        if kind == "neg" and ops[pos].startswith("-"):
            e.flags.add("F_NEG%d" % i)
        if kind == "neg" and ops[pos].startswith("sext("):
            e.flags.add("F_SEXT_DPP%d" % i)
        if kind == "abs" and "|" in ops[pos]:
            e.flags.add("F_ABS%d" % i)


# ---------------- VOP3

def sweep_vop3():
    variants = []
    for combo in src_combos(3):
        s = [src_val(k, n) for k, n in zip(combo, (20, 30, 40))] + [0] * (3 - len(combo))
        variants.append((10, s[0], s[1], s[2]))
    variants += [(0x7E, V(20), V(30), 0), (0x7E, V(20), 30, 0), (0x7E, 20, V(30), 0),
                 (0x7E, V(20), 0, 0), (0, 0, 0, 0)]

    def builder(op, v):
        return w_vop3(op, v[0], v[1], v[2], v[3])

    found = first_valid(range(1024), variants, builder)
    fam = []
    for op in sorted(found):
        var, words, text = found[op]
        e = Entry("VOP3", op)
        e.words, e.var = words, var
        fill_from_text(e, text, VOP_ROLES)
        fam.append(e)
    # SDST: bits [14:8] = 12 -> a VOP3b op prints s12.
    cands = [w_vop3(e.op, *e.var, sdst=12) for e in fam]
    for e, t in zip(fam, mc_disasm(cands)):
        if ok(t):
            _, ops, _ = split_inst(t)
            if any(parse_reg(o) and parse_reg(o)[:2] == ("s", 12) for o in ops):
                e.flags.add("F_SDST")
                e.words = w_vop3(e.op, *e.var, sdst=12)
                fill_from_text(e, clean(t), VOP_ROLES)
    # VOPC-derived ops (opcode < 0x100) that write exec print no destination.
    for e in fam:
        if e.op < 0x100 and "$d" not in e.fmt:
            e.flags.add("F_WRITES_EXEC")
    probe_modifiers_vop3(fam)
    probe_t16_vop3(fam)

    def mk(si):
        def b(e, v, lit):
            vv = list(e.var)
            vv[1 + si] = v
            w = w_vop3(e.op, *vv, sdst=12 if "F_SDST" in e.flags else None)
            return w + [lit if lit is not None else LIT]
        return b
    probe_classes(fam, [mk(0), mk(1), mk(2)])
    return fam


def src_mask(e):
    return sum(1 << i for i in range(3) if e.sw[i])


def probe_modifiers_vop3(fam):
    """Which modifiers llvm-mc prints for each op: per-source abs (|x|) and
    neg (-x), op_sel (and how many entries), clamp, omod.  Bits are only set
    for sources the op has (others must be zero to decode)."""
    jobs = []
    for e in fam:
        sd = 12 if "F_SDST" in e.flags else None
        for i in range(3):
            if not e.sw[i]:
                continue
            jobs.append((e, "neg%d" % i, w_vop3(e.op, *e.var, sdst=sd, neg=1 << i)))
            if e.sw[0]:   # integer sources print the neg bit as sext(); seen in DPP forms
                v = list(e.var)
                v[1] = 250
                dpp = 20 | (0xE4 << 8) | (0xFF << 24)
                jobs.append((e, "sext%d" % i, w_vop3(e.op, *v, sdst=sd, neg=1 << i) + [dpp]))
            if sd is None:
                jobs.append((e, "abs%d" % i, w_vop3(e.op, *e.var, abs_=1 << i)))
        if sd is None:
            for b in range(4):
                jobs.append((e, "opsel%d" % b, w_vop3(e.op, *e.var, opsel=1 << b)))
        jobs.append((e, "clamp", w_vop3(e.op, *e.var, sdst=sd, clamp=1)))
        jobs.append((e, "omod", w_vop3(e.op, *e.var, sdst=sd, omod=1)))
    texts = mc_disasm([j[2] for j in jobs])
    for (e, kind, _), t in zip(jobs, texts):
        if not ok(t):
            continue
        _, ops, mods = split_inst(t)
        fops = fmt_ops(e.fmt)
        if kind[:3] in ("abs", "neg") or kind.startswith("sext"):
            i = int(kind[-1])
            r = "$s%d" % i
            if r in fops and fops.index(r) < len(ops):
                tok = ops[fops.index(r)]
                if tok.startswith("sext("):
                    e.flags.add(("F_SEXT_DPP%d" if kind.startswith("sext") else "F_SEXT%d") % i)
                if kind.startswith("abs") and "|" in tok:
                    e.flags.add("F_ABS%d" % i)
                if kind.startswith("neg") and tok.startswith("-"):
                    e.flags.add("F_NEG%d" % i)
        elif re.fullmatch(r"opsel\d", kind):
            note_opsel(e, int(kind[5]), mods)
        elif kind == "clamp" and "clamp" in mods:
            e.flags.add("F_CLAMP")
        elif kind == "omod" and "mul:2" in mods:
            e.flags.add("F_OMOD")


def note_opsel(e, bit, mods):
    """Record which printed op_sel entry opsel bit `bit` shows up in."""
    for m in mods:
        if m.startswith("op_sel:"):
            vals = m[len("op_sel:["):-1].split(",")
            e.flags.add("F_OPSEL")
            if not hasattr(e, "opsel_pos"):
                e.opsel_pos = [None] * len(vals)
            for i, v in enumerate(vals):
                if v == "1" and i < len(e.opsel_pos):
                    e.opsel_pos[i] = bit


def probe_t16_vop3(fam):
    """16-bit VOP3 ops: llvm-mc's true16 mode prints vN.l / vN.h operands."""
    cands = [e.words for e in fam]
    for e, t in zip(fam, mc_disasm(cands, mattr="+real-true16")):
        if ok(t) and (".l" in t or ".h" in t):
            e.flags.add("F_TRUE16_VOP3")


# ---------------- VOP3P

def sweep_vop3p():
    variants = []
    for combo in src_combos(3):
        s = [src_val(k, n) for k, n in zip(combo, (20, 30, 40))] + [0] * (3 - len(combo))
        variants.append((10, s[0], s[1], s[2]))

    def builder(op, v):
        return w_vop3p(op, *v)

    found = first_valid(range(128), variants, builder)
    fam = []
    for op in sorted(found):
        var, words, text = found[op]
        e = Entry("VOP3P", op)
        e.words, e.var = words, var
        mods = fill_from_text(e, text, VOP_ROLES)
        if any(m.startswith("op_sel_hi:") for m in mods):
            e.flags.add("F_MIX")       # op_sel_hi defaults to 0 and is printed
            e.words = w_vop3p(op, *var, opsel_hi=0)
        fam.append(e)
    jobs = []
    for e in fam:
        oh = 0 if "F_MIX" in e.flags else 7
        m = src_mask(e)
        jobs.append((e, "neg", w_vop3p(e.op, *e.var, neg=m, opsel_hi=oh)))
        jobs.append((e, "neg_hi", w_vop3p(e.op, *e.var, neg_hi=m, opsel_hi=oh)))
        for b in range(3):
            if (m >> b) & 1:
                jobs.append((e, "opsel%d" % b, w_vop3p(e.op, *e.var, opsel=1 << b, opsel_hi=oh)))
        jobs.append((e, "opsel_hi", w_vop3p(e.op, *e.var, opsel_hi=7 - oh)))
        jobs.append((e, "clamp", w_vop3p(e.op, *e.var, clamp=1, opsel_hi=oh)))
    texts = mc_disasm([j[2] for j in jobs])
    for (e, kind, _), t in zip(jobs, texts):
        if not ok(t):
            continue
        _, ops, mods = split_inst(t)
        if kind == "neg":
            if any(m.startswith("neg_lo:") for m in mods):
                e.flags.add("F_NEG_LO_HI")
            elif any(o.startswith("-") for o in ops):
                e.flags.add("F_NEG0")      # mix: neg printed as -src
        elif kind == "neg_hi":
            if any(m.startswith("neg_hi:") for m in mods):
                e.flags.add("F_NEG_LO_HI")
            elif any("|" in o for o in ops):
                e.flags.add("F_ABS0")      # mix: neg_hi printed as |src|
        elif re.fullmatch(r"opsel\d", kind):
            note_opsel(e, int(kind[5]), mods)
        elif kind == "opsel_hi" and any(m.startswith("op_sel_hi:") for m in mods):
            e.flags.add("F_OPSEL_HI")
        elif kind == "clamp" and "clamp" in mods:
            e.flags.add("F_CLAMP")

    def mk(si):
        def b(e, v, lit):
            vv = list(e.var)
            vv[1 + si] = v
            oh = 0 if "F_MIX" in e.flags else 7
            return w_vop3p(e.op, *vv, opsel_hi=oh) + [lit if lit is not None else LIT]
        return b
    probe_classes(fam, [mk(0), mk(1), mk(2)])
    return fam


# ---------------- VOPD

def sweep_vopd():
    out = []
    # X sweep with Y fixed to v_dual_fmac_f32 (opy 0); Y sweep with X fixed likewise.
    # Ops without a second source (v_dual_mov_b32) need vsrc1 = 0.
    for enc, n in (("VOPDX", 16), ("VOPDY", 32)):
        if enc == "VOPDX":
            def builder(op, v):
                return w_vopd(op, 0, 10, V(20), v, 11, V(21), 31) + [LIT]
            rm = {("v", 10): "d", ("v", 20): "s0", ("v", 30): "s1"}
        else:
            def builder(op, v):
                return w_vopd(0, op, 10, V(20), 30, 11, V(21), v) + [LIT]
            rm = {("v", 11): "d", ("v", 21): "s0", ("v", 31): "s1"}
        found = first_valid(range(n), [30 if enc == "VOPDX" else 31, 0], builder)
        for op in sorted(found):
            var, words, text = found[op]
            half = text.split(" :: ")[0 if enc == "VOPDX" else 1]
            e = Entry(enc, op)
            e.words, e.var = words, var
            fill_from_text(e, half, rm)
            e.text = text
            e.cls = ["B32" if w else "NONE" for w in e.sw]
            out.append(e)
    return out


# ---------------- SALU

SOP_ROLES = {("s", 10): "d", ("s", 20): "s0", ("s", 30): "s1"}
SENDMSG_EXTRA = [(r"sendmsg\(.*\)", "msg")] + K_EXTRA


def sweep_salu():
    out = []
    specs = [
        ("SOP1", 256, lambda op, v: [w_sop1(op, v[0], v[1]), LIT],
         [(10, 20), (10, 0), (0, 20), (0, 0)], 1),
        ("SOP2", 0x60, lambda op, v: [w_sop2(op, v[0], v[1], v[2]), LIT],
         [(10, 20, 30), (0, 20, 30), (0, 0, 0)], 2),
        ("SOPC", 0x80, lambda op, v: [w_sopc(op, v[0], v[1]), LIT],
         [(20, 30), (0, 0)], 2),
    ]
    for enc, nops, builder, variants, nsrc in specs:
        found = first_valid(range(nops), variants, builder)
        fam = []
        for op in sorted(found):
            var, words, text = found[op]
            e = Entry(enc, op)
            e.words, e.var = words, var
            fill_from_text(e, text, SOP_ROLES, SENDMSG_EXTRA)
            fam.append(e)
        si0 = {"SOP1": 1, "SOP2": 1, "SOPC": 0}[enc]

        def mk(si, builder=builder, si0=si0):
            def b(e, v, lit):
                vv = list(e.var)
                vv[si0 + si] = v
                return [builder(e.op, vv)[0], lit if lit is not None else LIT]
            return b
        probe_classes(fam, [mk(0), mk(1)] if nsrc == 2 else [mk(0)])
        probe_k_style(fam, lambda e, k, builder=builder: [builder(e.op, e.var)[0], k])
        out += fam

    # SOPK: simm16 style from two probes (0x1234 and 0xfff0).
    found = first_valid(range(0x1D), [(10, 0x1234), (0, 0x1234), (0, 0)],
                        lambda op, v: [w_sopk(op, v[0], v[1]), LIT])
    fam = []
    for op in sorted(found):
        var, words, text = found[op]
        e = Entry("SOPK", op)
        e.words, e.var = words, var
        extra = [(r"hwreg\(.*\)", "imm"), (r"0x1234|4660", "imm")] + K_EXTRA
        fill_from_text(e, text, {("s", 10): "d"}, extra)
        fam.append(e)
    probe_imm_style(fam, lambda e, imm: [w_sopk(e.op, e.var[0], imm), LIT])
    probe_k_style(fam, lambda e, k: [w_sopk(e.op, e.var[0], 1), k])
    out += fam

    # SOPP
    found = first_valid(range(128), [5, 0], lambda op, v: [w_sopp(op, v), LIT])
    fam = []
    for op in sorted(found):
        var, words, text = found[op]
        e = Entry("SOPP", op)
        e.words, e.var = words, var
        mnem, _, rest = text.partition(" ")
        e.name = mnem
        e.fmt = mnem + (" $imm" if rest else "")
        e.text = text
        fam.append(e)
    probe_imm_style(fam, lambda e, imm: [w_sopp(e.op, imm), LIT])
    out += fam
    return out


IMM_VALUES = [0, 5, 0x40, 0x41, 0x1234, 0xFFF0]


def model_imm(style, v):
    if style == "IMM_HEX":
        return "0x%x" % v
    if style == "IMM_INL":          # inline-constant range prints decimal
        return str(v) if v <= 64 else "0x%x" % v
    if style == "IMM_UDEC":
        return str(v)
    if style == "IMM_SDEC":
        return str(v - 0x10000 if v & 0x8000 else v)
    return None


def probe_imm_style(fam, builder):
    """How simm16 prints: a plain-number model (IMM_HEX, IMM_INL, IMM_UDEC,
    IMM_SDEC) that reproduces llvm-mc for every probe value, or a structured
    form (IMM_HWREG, IMM_WAITCNT, IMM_DEPCTR, IMM_DELAY, IMM_SENDMSG).
    F_IMM_OPT: a zero immediate is omitted (s_endpgm)."""
    cands = [builder(e, v) for e in fam for v in IMM_VALUES]
    texts = mc_disasm(cands)
    n = len(IMM_VALUES)
    for i, e in enumerate(fam):
        ts = texts[n * i: n * i + n]
        e.imm_style = "IMM_NONE"
        if "$imm" not in fmt_ops(e.fmt):
            continue
        pos = fmt_ops(e.fmt).index("$imm")
        ref = next((clean(t) for t in ts if ok(t)), "")
        for key, st in (("hwreg(", "IMM_HWREG"), ("depctr", "IMM_DEPCTR"),
                        ("cnt(", "IMM_WAITCNT"), ("s_delay_alu", "IMM_DELAY"),
                        ("sendmsg(", "IMM_SENDMSG")):
            if key in ref:
                e.imm_style = st
                break
        else:
            toks = []
            for t in ts:
                ops = split_inst(t)[1] if ok(t) else []
                toks.append(ops[pos] if pos < len(ops) else None)
            if ok(ts[0]) and toks[0] is None:
                e.flags.add("F_IMM_OPT")
            def score(st):
                return sum(t is None or t == model_imm(st, v) or
                           (v == 0 and "F_IMM_OPT" in e.flags)
                           for v, t in zip(IMM_VALUES, toks))
            styles = ("IMM_INL", "IMM_HEX", "IMM_UDEC", "IMM_SDEC")
            best = max(styles, key=score)
            e.imm_style = best
            if score(best) != len(IMM_VALUES):
                # e.g. s_version prints symbolic names for some values
                print("gen_isa_table: note: %s simm16 printing only partly "
                      "modelled (%s): %r" % (e.name, best, toks), file=sys.stderr)


# ---------------- scalar memory

def sweep_smem():
    variants = [(32, 20, 0x10), (0, 0, 0)]
    found = first_valid(range(256), variants,
                        lambda op, v: w_smem(op, v[0], v[1], v[2]))
    out = []
    for op in sorted(found):
        var, words, text = found[op]
        e = Entry("SMEM", op)
        e.words, e.var = words, var
        fill_from_text(e, text, {("s", 32): "d", ("s", 20): "sb"},
                       [(r"0x10", "soff"), (r"32", "dimm")])
        mnem, ops, _ = split_inst(text)
        sb = [parse_reg(o) for o in ops if parse_reg(o) and parse_reg(o)[1] == 20]
        e.sw[0] = sb[0][2] if sb else 0
        out.append(e)
    return out


# ---------------- LDS / GDS

def sweep_ds():
    variants = [(10, 20, 30, 40, 0), (10, 20, 30, 0, 0), (10, 20, 0, 0, 0),
                (0, 20, 30, 40, 0), (0, 20, 30, 0, 0), (0, 20, 0, 0, 0),
                (10, 0, 0, 0, 0), (0, 0, 30, 0, 0),
                (10, 20, 30, 40, 1), (10, 0, 30, 0, 1), (0, 0, 30, 0, 1), (10, 0, 0, 0, 1),
                (0, 20, 0, 0, 1), (0, 0, 0, 0, 1), (0, 0, 0, 0, 0)]
    found = first_valid(range(256), variants,
                        lambda op, v: w_ds(op, v[0], v[1], v[2], v[3], gds=v[4]))
    out = []
    rm = {("v", 10): "d", ("v", 20): "a", ("v", 30): "d0", ("v", 40): "d1"}
    for op in sorted(found):
        var, words, text = found[op]
        e = Entry("DS", op)
        e.words, e.var = words, var
        fill_from_text(e, text, rm)
        toks, widths, _ = roles_of(split_inst(text)[1], rm)
        e.dw = widths.get("d", 0)
        e.sw = [widths.get("a", 0), widths.get("d0", 0), widths.get("d1", 0)]
        if var[4]:
            e.flags.add("F_GDS_ONLY")
        out.append(e)
    # Two 8-bit offsets (ds_load_2addr_*) print as offset0:/offset1:.
    cands = [w_ds(e.op, *e.var[:4], off0=1, off1=2, gds=e.var[4]) for e in out]
    for e, t in zip(out, mc_disasm(cands)):
        if ok(t) and "offset0:" in t:
            e.flags.add("F_DS_2OFF")
    # ds_swizzle_b32 prints its offset as swizzle(...)
    cands = [w_ds(e.op, *e.var[:4], off0=0xE4, off1=0x80, gds=e.var[4]) for e in out]
    for e, t in zip(out, mc_disasm(cands)):
        if ok(t) and "swizzle(" in t:
            e.flags.add("F_DS_SWIZZLE")
    return out


# ---------------- FLAT / GLOBAL / SCRATCH

def sweep_flat():
    out = []
    rm = {("v", 10): "d", ("v", 20): "a", ("v", 30): "data"}
    for enc, seg in (("FLAT", 0), ("SCRATCH", 1), ("GLOBAL", 2)):
        sve = 1 if seg == 1 else 0
        variants = [(10, 20, 30), (0, 20, 30), (10, 20, 0), (0, 0, 0)]
        found = first_valid(range(256), variants,
                            lambda op, v: w_flat(op, seg, v[0], v[1], v[2], sve=sve))
        fam = []
        for op in sorted(found):
            var, words, text = found[op]
            e = Entry(enc, op)
            e.words, e.var = words, var
            fill_from_text(e, text, rm, [(r"off", "saddr")])
            toks, widths, _ = roles_of(split_inst(text)[1], rm)
            e.dw = widths.get("d", 0)
            e.sw = [widths.get("a", 0), widths.get("data", 0), 0]
            fam.append(e)
        # Atomics return the pre-op value only with glc=1: a "$d, " appears.
        cands = [w_flat(e.op, seg, 10, 20, 30, sve=sve, glc=1) for e in fam]
        for e, t in zip(fam, mc_disasm(cands)):
            if ok(t) and "$d" not in fmt_ops(e.fmt):
                _, ops, _ = split_inst(t)
                toks, widths, _ = roles_of(ops, rm, [(r"off", "saddr")])
                if "$d" in toks:
                    e.flags.add("F_ATOMIC_RTN")
                    e.rtn_dw = widths.get("d", 0)
        out += fam
    return out


# ---------------- buffer

def sweep_mubuf():
    rm = {("v", 10): "d", ("v", 20): "a", ("s", 20): "rs", ("s", 30): "so"}
    variants = [(10, 20, 20, 30, 1), (0, 0, 20, 30, 0), (0, 0, 0, 0, 0)]
    found = first_valid(range(256), variants,
                        lambda op, v: w_mubuf(op, v[0], v[1], v[2], v[3], offen=v[4]))
    out = []
    for op in sorted(found):
        var, words, text = found[op]
        e = Entry("MUBUF", op)
        e.words, e.var = words, var
        fill_from_text(e, text, rm, [(r"off", "a")])
        toks, widths, _ = roles_of(split_inst(text)[1], rm)
        e.dw = widths.get("d", 0)
        out.append(e)
    # atomics: glc=1 keeps the same operands but means "return"
    cands = [w_mubuf(e.op, *e.var[:4], offen=e.var[4], glc=1) for e in out]
    for e, t in zip(out, mc_disasm(cands)):
        if "atomic" in e.name and ok(t):
            e.flags.add("F_ATOMIC_RTN")
    found = first_valid(range(16), [(10, 20, 20, 30, 1)],
                        lambda op, v: w_mtbuf(op, v[0], v[1], v[2], v[3], offen=v[4]))
    for op in sorted(found):
        var, words, text = found[op]
        e = Entry("MTBUF", op)
        e.words, e.var = words, var
        fill_from_text(e, text, rm, [(r"off", "a")])
        toks, widths, _ = roles_of(split_inst(text)[1], rm)
        e.dw = widths.get("d", 0)
        out.append(e)
    return out


# ---------------- families recognised but not executed

def sweep_other():
    out = []
    variants = [(0xF, 10, 20, 20, 0, 0), (0x1, 10, 20, 20, 0, 0), (0xF, 10, 20, 20, 20, 0),
                (0x1, 10, 20, 20, 20, 0), (0, 10, 20, 20, 0, 0), (0, 0, 0, 0, 0, 0)]
    found = first_valid(range(256), variants, lambda op, v: w_mimg(op, *v))
    for op in sorted(found):
        var, words, text = found[op]
        e = Entry("MIMG", op)
        e.words = words
        mnem = split_inst(text)[0]
        e.name, e.fmt, e.text = mnem, mnem, text
        e.flags.add("F_UNSUPPORTED")
        out.append(e)
    found = first_valid(range(128), [(10, V(20), V(30), V(40))],
                        lambda op, v: w_vinterp(op, *v))
    for op in sorted(found):
        var, words, text = found[op]
        e = Entry("VINTERP", op)
        e.words = words
        fill_from_text(e, text, VOP_ROLES)
        e.flags.add("F_UNSUPPORTED")
        out.append(e)
    found = first_valid(range(4), [10], lambda op, v: [w_ldsdir(op, v)])
    for op in sorted(found):
        var, words, text = found[op]
        e = Entry("LDSDIR", op)
        e.words = words
        mnem = split_inst(text)[0]
        e.name, e.fmt, e.text = mnem, mnem, text
        e.flags.add("F_UNSUPPORTED")
        out.append(e)
    cand = [0xF8000000 | 0x80F, 0x04030201]
    t = mc_disasm([cand])[0]
    if ok(t):
        e = Entry("EXP", 0)
        e.words = cand
        mnem = split_inst(t)[0]
        e.name, e.fmt, e.text = mnem, mnem, clean(t)
        e.flags.add("F_UNSUPPORTED")
        out.append(e)
    return out


# ---------------- symbolic immediate name tables

def sweep_names():
    tables = {"HWREG": {}, "SENDMSG": {}, "DELAY_INSTID": {}, "DELAY_SKIP": {}, "BUFFMT": {}}
    cands = [[w_sopk(0x11, 10, i | (31 << 11))] for i in range(64)]      # s_getreg_b32
    for i, t in enumerate(mc_disasm(cands)):
        m = ok(t) and re.search(r"hwreg\(([A-Z_0-9]+)\)", t)
        if m and not m.group(1).isdigit():
            tables["HWREG"][i] = m.group(1)
    cands = [[w_sopp(0x36, i)] for i in range(256)]                        # s_sendmsg
    for i, t in enumerate(mc_disasm(cands)):
        m = ok(t) and re.search(r"sendmsg\(([A-Z_][A-Z_0-9]*)\)", t)
        if m:
            tables["SENDMSG"][i] = m.group(1)
    cands = [[w_sopp(0x07, i)] for i in range(16)]                         # s_delay_alu
    for i, t in enumerate(mc_disasm(cands)):
        m = ok(t) and re.search(r"instid0\(([A-Z_0-9]+)\)", t)
        if m:
            tables["DELAY_INSTID"][i] = m.group(1)
    cands = [w_mtbuf(0, 10, 20, 20, 30, 1, fmt=i) for i in range(128)]        # tbuffer format
    for i, t in enumerate(mc_disasm(cands)):
        m = ok(t) and re.search(r"format:\[([A-Z_0-9,]+)\]", t)
        if m:
            tables["BUFFMT"][i] = m.group(1)
        elif ok(t) and "format:" not in t:
            tables["BUFFMT"][i] = ""          # the default: not printed
    cands = [[w_sopp(0x07, 1 | (i << 4))] for i in range(8)]
    for i, t in enumerate(mc_disasm(cands)):
        m = ok(t) and re.search(r"instskip\(([A-Z_0-9]+)\)", t)
        if m:
            tables["DELAY_SKIP"][i] = m.group(1)
    return tables

# --------------------------------------------------------------------------
# Output

ENC_ORDER = ["SOP1", "SOP2", "SOPK", "SOPC", "SOPP", "SMEM", "VOP1", "VOP2", "VOPC",
             "VOP3", "VOP3P", "VOPDX", "VOPDY", "DS", "FLAT", "SCRATCH", "GLOBAL",
             "MUBUF", "MTBUF", "MIMG", "VINTERP", "LDSDIR", "EXP"]

HEADER = """\
// GENERATED by tools/gen_isa_table.py from llvm-mc-19 (-mcpu=gfx1151). DO NOT EDIT.
// Regenerate: /usr/bin/python3 tools/gen_isa_table.py -o emu/isa/gfx11_ops.def
//
// ISA_OP(enc, opcode, name, format, dst_w, src0_w, src1_w, src2_w, flags, cls0, cls1, cls2, imm,
//        opsel_map)
//   enc     encoding family (emu::Enc enumerator)
//   opcode  value of the family's opcode field (VOP3: 10-bit, incl. VOP1/2/C forms)
//   name    mnemonic without _e32/_e64
//   format  llvm-mc's printed form: mnemonic and operands with $-placeholders
//           $d dst, $sd VOP3 sdst, $s0..$s2 sources, $k literal constant, $imm simm16,
//           $msg sendmsg operand, DS: $a addr $d0 data0 $d1 data1, FLAT: $a addr $data
//           $saddr, SMEM: $sb base $soff offset/soffset $dimm sdata-as-immediate,
//           MUBUF/MTBUF: $a vaddr $rs srsrc $so soffset.  Modifiers are not part
//           of the template.
//   dst_w   dst width in dwords (VGPR/SGPR tuple as printed); 0 = none
//   srcN_w  source widths in dwords (DS: addr, data0, data1; FLAT: addr with
//           saddr=off, data; SMEM: sbase)
//   flags   F_* bits (see emu/isa/inst.hpp)
//   clsN    how llvm-mc prints constants in srcN (emu::ImmClass): B32, B64, F64, F16,
//           I16, PK_F16, PK_BF16, BF16, NONE
//   imm     SOPK/SOPP simm16 print style (IMM_*)
//   opsel_map  for ops whose op_sel llvm-mc prints: the opsel bit shown by each
//           printed op_sel:[...] entry ("0123" = src0, src1, src2, dst; "-" = always 0)
//
// ISA_NAME(table, value, "name") - symbolic names used by hwreg(), sendmsg(), s_delay_alu
//   and tbuffer format:[...] ("" = the default format, not printed)
"""


def emit(entries, tables):
    lines = [HEADER]
    lines.append("#ifndef ISA_OP\n#define ISA_OP(...)\n#endif\n#ifndef ISA_NAME\n#define ISA_NAME(...)\n#endif\n")
    key = {e: i for i, e in enumerate(ENC_ORDER)}
    entries = sorted(entries, key=lambda e: (key[e.enc], e.op))
    cur = None
    for e in entries:
        if e.enc != cur:
            lines.append("\n// ---- %s" % e.enc)
            cur = e.enc
        flags = sorted(e.flags)
        opsel_map = ""
        if "F_OPSEL" in e.flags:
            pos = getattr(e, "opsel_pos", [])
            # '-': an entry no opsel bit sets (v_fmac_f16's tied src2)
            opsel_map = "".join("-" if p is None else str(p) for p in pos)
        fl = "|".join(sorted(set(flags))) if flags else "0"
        imm = getattr(e, "imm_style", "IMM_NONE")
        rtn = getattr(e, "rtn_dw", 0)
        dw = e.dw if e.dw else rtn
        lines.append('ISA_OP(%s, 0x%03x, "%s", "%s", %d, %d, %d, %d, %s, %s, %s, %s, %s, "%s")' % (
            e.enc, e.op, e.name, e.fmt.replace('"', '\\"'), dw, e.sw[0], e.sw[1], e.sw[2],
            fl, e.cls[0], e.cls[1], e.cls[2], imm, opsel_map))
    lines.append("")
    for tname in ("HWREG", "SENDMSG", "DELAY_INSTID", "DELAY_SKIP", "BUFFMT"):
        for v, n in sorted(tables[tname].items()):
            lines.append('ISA_NAME(%s, %d, "%s")' % (tname, v, n))
    lines.append("\n#undef ISA_OP\n#undef ISA_NAME\n")
    return "\n".join(lines)


SWEEPS = {"salu": ("sweep_salu", ["SOP1", "SOP2", "SOPK", "SOPC", "SOPP"]),
          "smem": ("sweep_smem", ["SMEM"]),
          "vop32": ("sweep_vop32", ["VOP1", "VOP2", "VOPC"]),
          "vop3": ("sweep_vop3", ["VOP3"]),
          "vop3p": ("sweep_vop3p", ["VOP3P"]),
          "vopd": ("sweep_vopd", ["VOPDX", "VOPDY"]),
          "ds": ("sweep_ds", ["DS"]),
          "flat": ("sweep_flat", ["FLAT", "SCRATCH", "GLOBAL"]),
          "buf": ("sweep_mubuf", ["MUBUF", "MTBUF"]),
          "other": ("sweep_other", ["MIMG", "VINTERP", "LDSDIR", "EXP"])}


def generate(verbose=False, only=None):
    entries = []
    steps = [globals()[SWEEPS[k][0]] for k in (only or SWEEPS.keys())]
    for fn in steps:
        got = fn()
        if verbose:
            print("%-14s %4d opcodes" % (fn.__name__, len(got)), file=sys.stderr)
        entries += got
    gfx1100_check([e for e in entries if e.words])
    tables = sweep_names() if not only else {k: {} for k in
                                             ("HWREG", "SENDMSG", "DELAY_INSTID", "DELAY_SKIP", "BUFFMT")}
    return emit(entries, tables), entries


def op_lines(text, encs=None):
    """The ISA_OP lines of a generated file, optionally only those of encs."""
    out = []
    for ln in text.splitlines():
        m = re.match(r"ISA_OP\((\w+),", ln)
        if m and (encs is None or m.group(1) in encs):
            out.append(ln)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("-o", "--output", default="emu/isa/gfx11_ops.def")
    ap.add_argument("--check", action="store_true",
                    help="compare with the existing output instead of writing it")
    ap.add_argument("--classes", action="store_true",
                    help="print the constant-printing signatures seen (debug)")
    ap.add_argument("--only", default="",
                    help="comma-separated sweeps (%s); with --check compares just "
                         "their opcodes" % ",".join(SWEEPS))
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    only = [x for x in args.only.split(",") if x]
    for k in only:
        if k not in SWEEPS:
            ap.error("unknown sweep %r" % k)
    if only and not args.check:
        ap.error("--only needs --check")
    text, _ = generate(args.verbose, only or None)
    if only:
        encs = {e for k in only for e in SWEEPS[k][1]}
        with open(args.output) as f:
            old = op_lines(f.read(), encs)
        new = op_lines(text, encs)
        if old != new:
            for a, b in zip(old + [""] * len(new), new + [""] * len(old)):
                if a != b:
                    print("committed: %s\nllvm-mc:   %s" % (a, b), file=sys.stderr)
                    break
            print("gen_isa_table: %s differs from llvm-mc for %s" % (args.output, ",".join(only)),
                  file=sys.stderr)
            return 1
        print("gen_isa_table: %d opcodes of %s agree with llvm-mc" % (len(new), ",".join(only)))
        return 0
    if args.classes:
        for sig, names in sorted(CLASS_SIGS.items(), key=lambda kv: str(kv[0])):
            print(sig, len(names), names[:6], file=sys.stderr)
    if args.check:
        with open(args.output) as f:
            old = f.read()
        if old != text:
            print("gen_isa_table: %s is out of date" % args.output, file=sys.stderr)
            return 1
        print("gen_isa_table: %s is up to date" % args.output)
        return 0
    os.makedirs(os.path.dirname(args.output) or ".", exist_ok=True)
    with open(args.output, "w") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
