// Vector-ALU execution: the handlers registered by add_valu_handlers (emu/exec/exec.hpp) and the
// VOPD dual-issue entry point, which the engine calls directly for Enc::VOPD instructions
// (a VOPD word holds two operations, so it is not dispatched by one mnemonic).
#pragma once

#include "emu/engine/wave.hpp"

namespace emu {

// Executes both halves of a VOPD (v_dual_*) instruction: every source of X and Y is read
// before either destination is written. Faults on an operation VOPD does not define.
void exec_vopd(Wave& w, const Inst& in);
// The VOPD handler for this CPU: exec_vopd, or with AVX-512 an entry that runs the common
// operations on whole waves in registers in the default MODE (bit-identical; falls back to
// exec_vopd for anything else).
Handler vopd_handler();
// Specialised VOPD handlers the decoder picks by vopd_handler_name (the table's "<vopd...>"
// entries): v_dual_fmac_f32 in both halves with VGPR sources (bit-identical to vopd_handler's).
Handler vopd_fmac_fmac_handler();
// The handler table's name for this VOPD instruction: "<vopd:fmac,fmac>" or "<vopd>".
const char* vopd_handler_name(const Inst& in);

}  // namespace emu
