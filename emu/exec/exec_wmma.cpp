// The six wave32 WMMA instructions (VOP3P): operands are VGPR ranges in the register-major
// file, the arithmetic is emu/exec/wmma.cpp. SRC2 (C) may also be an inline constant or SGPR,
// which is broadcast to every element register.
#include <cstring>

#include "emu/exec/exec.hpp"
#include "emu/exec/wmma.hpp"

namespace emu {
namespace {

// The wave's A tile still holds this float WMMA's A when the WMMA wmma_a_back instructions before
// is the last float WMMA the wave ran and the wave has taken no jump since (exec/wmma_reuse.hpp).
// The tile then counts as holding nothing until note_a_tile (should the WMMA fault).
inline bool take_a_tile(Wave& w, const Inst& in) {
    const bool reuse = in.wmma_a_back != 0 && w.wmma_a_inst == &in - in.wmma_a_back && w.wmma_a_jumps == w.jumps;
    w.wmma_a_inst = nullptr;
    return reuse;
}
// After a float WMMA: the tile holds its A.
inline void note_a_tile(Wave& w, const Inst& in) {
    w.wmma_a_inst = &in;
    w.wmma_a_jumps = w.jumps;
}

// The own path of v_wmma_f32_16x16x16_f16 without NEG or CLAMP on this host (null: none),
// resolved once (immutable after its thread-safe initialisation).
inline WmmaF32F16Function own_f32_f16() {
    static const WmmaF32F16Function f = wmma_f32_f16_function(WmmaImpl::Auto);
    return f;
}

void exec_wmma(Wave& w, const Inst& in) {
    WmmaKind kind;
    if (!wmma_kind_from_vop3p_opcode(in.op, &kind)) fault("not a WMMA opcode");
    if (in.src[0] < kVgpr0 || in.src[1] < kVgpr0 || in.dst < kVgpr0)
        fault("WMMA A, B and D operands must be VGPRs");
    const uint32_t* a = w.vreg(in.src[0] - kVgpr0);
    const uint32_t* b = w.vreg(in.src[1] - kVgpr0);
    uint32_t* d = w.vreg(in.dst - kVgpr0);
    uint32_t cbuf[kWmmaCDRegs * 32];
    const uint32_t* c;
    if (in.src[2] >= kVgpr0) {
        c = w.vreg(in.src[2] - kVgpr0);
    } else {
        const ImmClass cls = in.info ? in.info->cls[2] : ImmClass::B32;
        const uint32_t v = scalar_src_b32(w, in, in.src[2], cls);
        for (uint32_t& x : cbuf) x = v;
        c = cbuf;
    }
    // The implementation for this host, resolved once (immutable after its thread-safe
    // initialisation) instead of on every WMMA.
    static const WmmaFunction execute = wmma_function(WmmaImpl::Auto);
    if (wmma_is_integer(kind)) {
        execute(kind, a, b, c, d, in.neg, in.neg_hi, in.opsel, in.clamp, nullptr, false);
        return;
    }
    const bool reuse = take_a_tile(w, in);
    // The commonest form, without modifiers, on its own path where the host has one (it reads
    // all of B and C before it stores D, so D may overlap them). exec_wmma_f32_f16 takes that
    // form with a VGPR C itself; this is the form with a constant C.
    const WmmaF32F16Function f32_f16 = own_f32_f16();
    if (kind == WmmaKind::F32_F16 && f32_f16 && !(in.neg | in.neg_hi) && !in.clamp)
        f32_f16(a, b, c, d, w.wmma_a_tile, reuse);
    else
        execute(kind, a, b, c, d, in.neg, in.neg_hi, in.opsel, in.clamp, w.wmma_a_tile, reuse);
    note_a_tile(w, in);
}

// v_wmma_f32_16x16x16_f16 (the GEMM kernels' WMMA): exec_wmma without the opcode lookup, the
// integer test and the C forms other than a VGPR, when it has no NEG or CLAMP and the host has
// the own path; every other form is exec_wmma's.
void exec_wmma_f32_f16(Wave& w, const Inst& in) {
    const WmmaF32F16Function f32_f16 = own_f32_f16();
    if (!f32_f16 || (in.neg | in.neg_hi) || in.clamp || in.src[0] < kVgpr0 || in.src[1] < kVgpr0 ||
        in.src[2] < kVgpr0 || in.dst < kVgpr0)
        return exec_wmma(w, in);
    const bool reuse = take_a_tile(w, in);
    f32_f16(w.vreg(in.src[0] - kVgpr0), w.vreg(in.src[1] - kVgpr0), w.vreg(in.src[2] - kVgpr0),
            w.vreg(in.dst - kVgpr0), w.wmma_a_tile, reuse);
    note_a_tile(w, in);
}

}  // namespace

void add_wmma_handlers(HandlerTable& t) {
    for (const char* n : {"v_wmma_f32_16x16x16_bf16", "v_wmma_f16_16x16x16_f16", "v_wmma_bf16_16x16x16_bf16",
                          "v_wmma_i32_16x16x16_iu8", "v_wmma_i32_16x16x16_iu4"})
        t.add(n, exec_wmma);
    t.add("v_wmma_f32_16x16x16_f16", exec_wmma_f32_f16);
}

}  // namespace emu
