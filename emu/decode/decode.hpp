// Linear decoder for gfx11 machine code.
#pragma once

#include "emu/isa/inst.hpp"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace emu {

struct Program {
    std::vector<Inst> insts;   // in address order
    uint64_t base = 0;         // byte offset of the first code byte
    size_t size_bytes = 0;

    // The instruction starting at byte_offset (same offset space as Inst::pc),
    // or nullptr if no decoded instruction starts there.
    const Inst* at(uint64_t byte_offset) const;

    // Index into insts of the instruction starting at byte_offset, or -1.
    long index_of(uint64_t byte_offset) const;

    // one entry per dword of code: index into insts, or -1 (not a start)
    std::vector<int32_t> start_index;
};

// Decodes size_bytes of code linearly; instruction i+1 starts where i ends.
// Never throws on bad input: an unrecognised word becomes an Inst with status
// UnknownEncoding / UnknownOpcode and size 4, and an instruction running past
// the end of the buffer has status Truncated.
Program decode_program(const uint8_t* code, size_t size_bytes, uint64_t base_offset);

// Decodes the one instruction at code[0..avail); pc is stored in the result.
Inst decode_one(const uint8_t* code, size_t avail, uint64_t pc);

}  // namespace emu
