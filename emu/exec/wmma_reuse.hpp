// Which WMMAs may take over the widened A operand of the WMMA before them, instead of widening
// their A registers again (k8 multiplies each A fragment by four B fragments in a row).
//
// A WMMA widens A (16 x 16 f16 or bf16 elements, sign flips applied) into a tile of floats that
// its multiply-adds broadcast from; the wave keeps that tile (Wave::wmma_a_tile). WMMA Y may use
// the tile X left when
//   - statically (mark_wmma_a_reuse, once per program): X is the nearest WMMA before Y, both are
//     float kinds with the same A register, the same A format (f16 or bf16) and the same A sign
//     flips (NEG_LO[0], NEG_HI[0]); X's D does not overlap that A; and no instruction between
//     them can write one of A's registers or transfer control (keeps_a_and_flow);
//   - dynamically (exec_wmma): the last float WMMA this wave executed is X and the wave has
//     taken no jump since (Wave::jumps counts Wave::jump_to_offset, which every branch, call and
//     return goes through). After X the wave can only run X+1 .. Y-1 in order (none of them
//     branches or ends the program) and none of them is a WMMA, so arriving at Y with X as the
//     last WMMA means arriving straight from X, with A's registers as X read them. A jump into
//     the middle from elsewhere ran another WMMA since X, or Y itself, or started the wave there
//     (no WMMA yet), and counts as a jump besides: the tile is widened again. (The jump count
//     also covers a control transfer the static walk might not know as one.)
// Instruction Y records the distance back to X in Inst::wmma_a_back (0: none).
#pragma once
#include "emu/decode/decode.hpp"

namespace emu {

// Sets Inst::wmma_a_back of every instruction of `prog` (0 except on WMMAs that may reuse).
void mark_wmma_a_reuse(Program& prog);

// Whether instruction `in`, not a WMMA, certainly neither writes a VGPR in [first, first + count)
// nor transfers control (branches, calls, returns, subvector loops, ends the program, traps or
// halts). Anything the analysis cannot bound (VGPR-indexed moves, swaps, atomics, the BVH stack
// operation, which writes its address register, image, export, interpolation instructions,
// instructions that did not decode) counts as writing.
bool keeps_a_and_flow(const Inst& in, unsigned first, unsigned count);

}  // namespace emu
