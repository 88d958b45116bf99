// The six wave32 WMMA instructions of gfx11 (RDNA3 / RDNA3.5) as pure functions on VGPR data.
//
// Register file convention of the emulator: uint32_t vgpr[num_vgprs][32], register-major and
// lane-minor, so an operand starting at VGPR n is `&vgpr[n][0]` and covers regs * 32
// consecutive words: word (g * 32 + lane) is lane `lane` of register n + g.
//
// Operand layouts (shared/reference/rdna35-facts.md, checked against AMD's matrix instruction
// calculator for RDNA3; A is M x K, B is K x N, C and D are M x N, all 16 x 16):
//   A[i][k], 16-bit: register k/2, lane i (and i+16), bits [16*(k%2)+15 : 16*(k%2)].
//   B[k][j], 16-bit: register k/2, lane j (and j+16), same bits.
//   8-bit (iu8):  register k/4, bits [8*(k%4)+7 : 8*(k%4)];  4-bit (iu4): register k/8,
//   bits [4*(k%8)+3 : 4*(k%8)].
//   C/D[i][j], 32-bit: register i/2, lane 16*(i%2) + j.
//   C/D[i][j], 16-bit: same register and lane, bits [15:0] if OPSEL[2] == 0, else [31:16].
//
// Semantics implemented (source in brackets; "model" marks choices not documented by AMD):
//   * EXEC is ignored: all 32 lanes of D are written [RDNA3 ISA pseudocode of every V_WMMA_*:
//     "saved_exec = EXEC; EXEC = 64'B(-1); eval ...; EXEC = saved_exec"].
//   * A and B are read from lanes 0-15 only; lanes 16-31 are required by the layout to hold the
//     same values, which wmma_operand_halves_match() checks [model: AMD documents the
//     replication, not which copy the hardware reads].
//   * 16-bit results: only the half selected by OPSEL[2] of each D register is written; the
//     other half keeps D's previous contents (so with D == C it keeps C's other half). C is
//     read from the same half [LLVM has int_amdgcn_wmma_{f16,bf16}_16x16x16_*_tied intrinsics
//     whose purpose is to keep the non-selected half of the tied accumulator; users' GFX11
//     code documents "The other half of the destination registers remains unchanged";
//     tinygrad's hardware tests see the untouched half stay 0; OPSEL[2] encoding: llvm-mc-19
//     "op_sel:[0,0,1]"]. OPSEL[0], OPSEL[1] and OPSEL_HI are ignored.
//   * NEG_LO / NEG_HI (bit 0 = A, bit 1 = B, bit 2 = C):
//       f16/bf16 A and B: NEG_LO negates the elements in bits [15:0] (even k), NEG_HI the
//       elements in bits [31:16] (odd k): the VOP3P packed-operand rule; negating a whole
//       matrix is neg_lo:[1,0,0] neg_hi:[1,0,0] [LLVM test MC/AMDGPU/gfx11_wmma.s always pairs
//       them that way].
//       C (float kinds): NEG_LO[2] negates C, NEG_HI[2] takes |C| (applied first, so both give
//       -|C|) [model, following gfx12 where LLVM selects WMMAModsF32NegAbs / F16NegAbs for C;
//       not confirmed for gfx11].
//       iu8 / iu4: NEG_LO[0] = A is signed, NEG_LO[1] = B is signed, otherwise unsigned; NEG_HI
//       and NEG_LO[2] are ignored [LLVM WMMAUIClampPat maps the intrinsic's a_sign / b_sign to
//       neg_lo; same as V_DOT4_I32_IU8's NEG[0]/NEG[1] in the RDNA3 ISA pseudocode].
//   * Float arithmetic [model: AMD documents no internal precision for RDNA3 WMMA and no public
//     bit-accurate study covers RDNA3]: inputs are widened exactly to f32 (f16/bf16 denormals
//     kept, MODE denorm flags not applied); for each D[i][j] the accumulator starts at C[i][j]
//     (f32, or the f16/bf16 value widened exactly) and k = 0..15 are added in order, each step
//     acc = RNE_f32(acc + RNE_f32(A[i][k] * B[k][j])). f16*f16 and bf16*bf16 products are exact
//     in f32 (22 / 16 significant bits), except bf16 products beyond f32's exponent range. This
//     is deterministic and within 16 f32 roundings of the exact sum. f16/bf16 results are then
//     rounded once more, RNE with denormals kept. Any NaN result is written as the default
//     quiet NaN (0x7fc00000 / 0x7e00 / 0x7fc0) so results do not depend on host NaN
//     propagation.
//   * Integer arithmetic: D = C + sum_k A[i][k] * B[k][j] exactly; without clamp the result
//     wraps modulo 2^32, with clamp it saturates to [INT32_MIN, INT32_MAX]
//     [LLVM/clang builtin docs: "clamp: If true, saturate the result"].
//   * clamp on float kinds (which LLVM 19 refuses to assemble for gfx11 WMMA): each result is
//     clamped to [0.0, 1.0], NaN to +0, as the VOP3 clamp with DX10_CLAMP [model].
//
// wmma_execute may be called with d == c (the usual in-place accumulate) or with d overlapping
// a or b: all inputs are read into local tiles before D is written. No allocation, no global
// mutable state; safe to call from several threads at once.
#pragma once

#include <cstdint>

namespace emu {

enum class WmmaKind : uint8_t {
  F32_F16 = 0,    // v_wmma_f32_16x16x16_f16   (VOP3P opcode 0x40)
  F32_BF16 = 1,   // v_wmma_f32_16x16x16_bf16  (0x41)
  F16_F16 = 2,    // v_wmma_f16_16x16x16_f16   (0x42)
  BF16_BF16 = 3,  // v_wmma_bf16_16x16x16_bf16 (0x43)
  I32_IU8 = 4,    // v_wmma_i32_16x16x16_iu8   (0x44)
  I32_IU4 = 5,    // v_wmma_i32_16x16x16_iu4   (0x45)
};

constexpr unsigned kWmmaCDRegs = 8;  // C and D always span 8 VGPRs in wave32

// Registers of the A and B operands: 8 for the 16-bit kinds, 4 for iu8, 2 for iu4.
constexpr unsigned wmma_ab_regs(WmmaKind k) {
  return k == WmmaKind::I32_IU8 ? 4u : k == WmmaKind::I32_IU4 ? 2u : 8u;
}
// True for the integer kinds (iu8, iu4), whose A and B are not widened into float tiles.
constexpr bool wmma_is_integer(WmmaKind k) { return k == WmmaKind::I32_IU8 || k == WmmaKind::I32_IU4; }
// True for the kinds whose C/D elements are 16-bit (OPSEL[2] selects the half).
constexpr bool wmma_cd_is_16bit(WmmaKind k) {
  return k == WmmaKind::F16_F16 || k == WmmaKind::BF16_BF16;
}
// Mnemonic, e.g. "v_wmma_f32_16x16x16_f16".
const char* wmma_name(WmmaKind k);
// Maps a VOP3P opcode (bits [22:16] of the first dword; llvm-mc-19 encodes
// v_wmma_f32_16x16x16_f16 as 0xcc404000 | ...) to its kind. Returns false for other opcodes.
bool wmma_kind_from_vop3p_opcode(unsigned opcode, WmmaKind* kind);

// D = A x B + C for one wave. a: wmma_ab_regs(kind) * 32 words, b: same, c and d: 8 * 32 words.
// neg_lo / neg_hi: the instruction's 3-bit NEG_LO / NEG_HI fields; opsel: the 3-bit OPSEL
// field (only bit 2 is used); clamp: the CLAMP bit. See the header comment for the semantics.
void wmma_execute(WmmaKind kind, const uint32_t* a, const uint32_t* b, const uint32_t* c,
                  uint32_t* d, unsigned neg_lo, unsigned neg_hi, unsigned opsel, bool clamp);

// Host implementations; all produce bit-identical results (tested). Auto picks Avx512 when the
// CPU supports AVX-512F (with AVX2, F16C, FMA), else Avx2F16c when it supports AVX2, F16C and
// FMA (x86-64 only), else Portable (GCC/Clang vector extensions).
// Both need the host FPU in its default state (round to nearest even, no FTZ/DAZ).
enum class WmmaImpl : uint8_t { Auto = 0, Portable = 1, Avx2F16c = 2, Avx512 = 3 };
bool wmma_impl_available(WmmaImpl impl);
WmmaImpl wmma_selected_impl();  // what Auto resolves to on this host
// wmma_execute with an explicit implementation (tests and benchmarks); an unavailable choice
// falls back to Portable.
void wmma_execute_with(WmmaImpl impl, WmmaKind kind, const uint32_t* a, const uint32_t* b,
                       const uint32_t* c, uint32_t* d, unsigned neg_lo, unsigned neg_hi,
                       unsigned opsel, bool clamp);
// The implementation wmma_execute_with would call, resolved once (an instruction handler keeps
// it instead of testing the CPU on every WMMA); an unavailable choice resolves to Portable.
// a_tile (null: a tile of its own) is where the float kinds widen A (256 floats, 64-byte
// aligned, element [k][i] = A[i][k] at k * 16 + i, NEG_LO[0] / NEG_HI[0] applied); with
// a_tile_valid it already holds A so widened (`a` must still hold the same A: exec/wmma_reuse.hpp
// says when that is so) and A is not widened again. The integer kinds ignore both.
using WmmaFunction = void (*)(WmmaKind kind, const uint32_t* a, const uint32_t* b, const uint32_t* c,
                              uint32_t* d, unsigned neg_lo, unsigned neg_hi, unsigned opsel, bool clamp,
                              float* a_tile, bool a_tile_valid);
WmmaFunction wmma_function(WmmaImpl impl);
// The commonest form on its own: v_wmma_f32_16x16x16_f16 with no NEG or CLAMP modifier (OPSEL
// means nothing to it), as a WmmaFunction with those arguments would compute it (a_tile
// required; D may overlap B and C). Null when the implementation has no separate path for it.
using WmmaF32F16Function = void (*)(const uint32_t* a, const uint32_t* b, const uint32_t* c, uint32_t* d,
                                    float* a_tile, bool a_tile_valid);
WmmaF32F16Function wmma_f32_f16_function(WmmaImpl impl);

// True if, for every register g < regs and every lane l < 16 with both l and l + 16 set in
// exec_mask, op[g * 32 + l] == op[g * 32 + l + 16]: the replication the A and B layouts
// require. WMMA itself ignores EXEC, so pass 0xffffffff to check everything the instruction
// reads; a narrower mask skips lane pairs that the caller knows were never written.
bool wmma_operand_halves_match(const uint32_t* op, unsigned regs, uint32_t exec_mask);

// Details of the mismatches for a checker's report: fills up to max_out entries in order of
// (register, lane) and returns the total number of mismatching (register, lane) pairs.
struct WmmaHalfMismatch {
  unsigned reg;       // register offset within the operand
  unsigned lane;      // 0..15; the other copy is lane + 16
  uint32_t low_copy;  // value in lane
  uint32_t high_copy; // value in lane + 16
};
unsigned wmma_find_half_mismatches(const uint32_t* op, unsigned regs, uint32_t exec_mask,
                                   WmmaHalfMismatch* out, unsigned max_out);

}  // namespace emu
