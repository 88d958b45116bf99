// Text form of decoded gfx11 instructions, in llvm-mc-19's syntax.
#pragma once

#include "emu/isa/inst.hpp"

#include <string>

namespace emu {

// Mnemonic and operands as `llvm-mc-19 --disassemble -mcpu=gfx1151` prints
// them.  Instructions that failed to decode print as
//   "<unknown VOP3 opcode 0x1ff: 0xd5ff0000>", "<unknown encoding: 0x...>",
//   "<truncated VOP3 instruction: ...>".
// Where llvm-mc refuses a valid hardware encoding (16-bit VOP1/2/C operands in
// the high half of a VGPR, which its default fake16 mode rejects) the
// register prints in true16 spelling, e.g. v1.h.
std::string disassemble(const Inst& inst);

// "0x%08x" words of the instruction separated by spaces (for error messages).
std::string hex_words(const Inst& inst);

// Operand code (gfx11 9-bit space, see emu/isa/inst.hpp) printed as a register
// (tuple of width dwords) or constant; literals print as 'literal'.
std::string operand_name(unsigned code, unsigned width = 1);

}  // namespace emu
