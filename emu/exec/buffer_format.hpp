// Typed buffer data formats of gfx11 (the 6-bit FORMAT of a buffer resource, V# bits [113:108],
// and of an MTBUF instruction) and the conversions of the format instructions
// (buffer_load/store_format_*, buffer_load/store_d16_format_*, buffer_load_lds_format_x,
// tbuffer_*): RDNA3.5 ISA 9.3 "Buffer Data", 9.2 table 41, and the ConvertFromFormat /
// ConvertToFormat steps of the MUBUF / MTBUF pseudocode (section 16.16 / 16.17).
//
// The table is not typed by hand: it is parsed from the format names llvm-mc-19 prints
// (ISA_NAME(BUFFMT, ...) in emu/isa/gfx11_ops.def, e.g. "BUF_FMT_2_10_10_10_UNORM"; code 1 is
// llvm-mc's default and prints as "", it is 8_UNORM). Component widths in a name are listed from
// the most significant bits down, so X occupies the lowest bits: 10_11_11 is X[10:0] Y[21:11]
// Z[31:22] (Mesa maps R11G11B10_FLOAT to BUF_DATA_FORMAT_10_11_11 and R10G10B10A2 to 2_10_10_10;
// CLRX's hardware notes say the same). Elements are little-endian.
//
// Conversions to a 32-bit VGPR value (ConvertFromFormat):
//   UNORM n bits   u / (2^n - 1), rounded to nearest even to f32
//   SNORM n bits   max(s / (2^(n-1) - 1), -1.0), rounded to nearest even to f32
//   USCALED/SSCALED  the integer as f32 (exact: n <= 16)
//   UINT/SINT      zero / sign extended
//   FLOAT          32 bits: the bits ("memory loads of data ... that is 32 or 64 bits do not
//                  undergo any format conversion", 9.2); 16 bits: f16 -> f32; 11 / 10 bits
//                  (unsigned e5m6 / e5m5): exact widening. Denormals are kept, a signalling NaN
//                  comes out quieted (the f16 -> f32 rule of emu/exec/fp.hpp).
// D16 loads convert to 16 bits: f32 -> f16 by truncation, every other source by round to
// nearest even ("Conversion of float32 to float16 uses truncation; conversion of other input
// data formats uses round-to-nearest-even", 9.3.1); integers of 16 bits or fewer are zero /
// sign extended; 32-bit integers saturate to 16 bits (model choice).
// Conversions from a VGPR value to a format (ConvertToFormat), model choices where 9.3 is silent
// (they follow the Direct3D conversion rules the formats come from):
//   UNORM / SNORM  NaN -> 0, clamped to [0, 1] / [-1, 1], scaled by 2^n - 1 / 2^(n-1) - 1 and
//                  rounded to nearest even
//   UINT / SINT    saturated to the component's range
//   FLOAT          f32 -> f16 / e5m6 / e5m5 rounded to nearest even (denormals kept, overflow
//                  to infinity; the 11/10-bit formats are unsigned: negative values and -0 give
//                  +0, NaN stays NaN)
//   USCALED / SSCALED  refused: stores to these formats fault (GCN hardware does not write
//                  them, per CLRX's notes, and the guide does not say what RDNA3 does).
// D16 stores read a 16-bit value: an f16 for FLOAT / UNORM / SNORM formats, a u16 / i16 for
// UINT / SINT, widened exactly and converted as above.
#pragma once

#include <cstdint>
#include <string>

namespace emu {
namespace bufmt {

enum class Num : uint8_t { Unorm, Snorm, Uscaled, Sscaled, Uint, Sint, Float };

struct Format {
    unsigned code = 0;
    std::string name;       // llvm-mc's name ("BUF_FMT_8_UNORM" for code 1)
    unsigned comps = 0;     // 1..4
    unsigned bytes = 0;     // element size in memory
    unsigned bits[4] = {};  // component widths, X first (X in the lowest bits)
    unsigned shift[4] = {}; // bit offset of each component in the element
    Num num = Num::Unorm;
    bool is_float() const { return num == Num::Float || num == Num::Unorm || num == Num::Snorm ||
                                   num == Num::Uscaled || num == Num::Sscaled; }
};

// The format of a FORMAT code; nullptr for 0 (BUF_FMT_INVALID) and codes gfx11 does not define.
const Format* format(unsigned code);

// Component k of the element at `elem` (fmt.bytes bytes) as its raw bits; and the reverse.
uint32_t extract(const Format& f, const uint8_t* elem, unsigned k);
void insert(const Format& f, uint8_t* elem, unsigned k, uint32_t raw);

// ConvertFromFormat to a 32-bit VGPR value / to a D16 value (see the header comment).
uint32_t to_vgpr32(const Format& f, unsigned k, uint32_t raw);
uint16_t to_vgpr16(const Format& f, unsigned k, uint32_t raw);
// The value a SEL_1 destination select reads: 1.0 for float-typed formats, 1 for integers.
uint32_t one32(const Format& f);
uint16_t one16(const Format& f);

// ConvertToFormat of a 32-bit VGPR value / a D16 value to component k's raw bits. Returns false
// (nothing converted) for formats the emulator does not store (USCALED / SSCALED).
bool from_vgpr32(const Format& f, unsigned k, uint32_t v, uint32_t& raw);
bool from_vgpr16(const Format& f, unsigned k, uint16_t v, uint32_t& raw);

}  // namespace bufmt
}  // namespace emu
