// Typed buffer data formats and their conversions; the rules are in emu/exec/buffer_format.hpp.
#include "emu/exec/buffer_format.hpp"

#include <cmath>
#include <cstring>
#include <vector>

#include "emu/exec/fp.hpp"
#include "emu/isa/inst.hpp"

namespace emu {
namespace bufmt {

namespace {

// Parses "BUF_FMT_<w>_..._<w>_<NUM>" (widths most significant first). False if the name is not
// of that form.
bool parse(unsigned code, const std::string& name, Format& f) {
    const std::string prefix = "BUF_FMT_";
    if (name.compare(0, prefix.size(), prefix) != 0) return false;
    std::vector<std::string> tok;
    size_t i = prefix.size();
    while (i <= name.size()) {
        const size_t j = name.find('_', i);
        tok.push_back(name.substr(i, j == std::string::npos ? std::string::npos : j - i));
        if (j == std::string::npos) break;
        i = j + 1;
    }
    if (tok.size() < 2 || tok.size() > 5) return false;
    static const char* const kNums[] = {"UNORM", "SNORM", "USCALED", "SSCALED", "UINT", "SINT", "FLOAT"};
    bool found = false;
    for (unsigned n = 0; n < 7; ++n)
        if (tok.back() == kNums[n]) {
            f.num = static_cast<Num>(n);
            found = true;
        }
    if (!found) return false;
    f.code = code;
    f.name = name;
    f.comps = unsigned(tok.size() - 1);
    unsigned total = 0;
    for (unsigned k = 0; k < f.comps; ++k) {
        const std::string& t = tok[f.comps - 1 - k];   // X is the last width listed
        if (t.empty() || t.find_first_not_of("0123456789") != std::string::npos) return false;
        f.bits[k] = unsigned(std::stoul(t));
        if (f.bits[k] == 0 || f.bits[k] > 32) return false;
        f.shift[k] = total;
        total += f.bits[k];
    }
    if (total % 8) return false;
    f.bytes = total / 8;
    return true;
}

struct Table {
    Format f[64];
    bool ok[64] = {};
    Table() {
        for (unsigned c = 1; c < 64; ++c) {
            const char* n = isa_name(NameTable::BUFFMT, c);
            if (!n) continue;
            // llvm-mc omits the default format (code 1) from its output: it is 8_UNORM.
            const std::string name = (c == 1 && !*n) ? std::string("BUF_FMT_8_UNORM") : std::string(n);
            ok[c] = parse(c, name, f[c]);
        }
    }
};

const Table& table() {
    static const Table t;
    return t;
}

uint32_t mask(unsigned n) { return n >= 32 ? 0xffffffffu : (1u << n) - 1u; }
int32_t sext(uint32_t v, unsigned n) { return n >= 32 ? int32_t(v) : int32_t(v << (32 - n)) >> (32 - n); }

// Round to nearest even of a finite double to an integer value.
double rne(double x) {
    const double fl = std::floor(x), d = x - fl;
    if (d > 0.5) return fl + 1.0;
    if (d < 0.5) return fl;
    return std::fmod(fl, 2.0) == 0.0 ? fl : fl + 1.0;
}

// The value of a normalized / scaled component as an exact or nearest double.
double norm_value(const Format& f, unsigned k, uint32_t raw) {
    const unsigned n = f.bits[k];
    switch (f.num) {
        case Num::Unorm: return double(raw) / double(mask(n));
        case Num::Snorm: {
            const double v = double(sext(raw, n)) / double(mask(n - 1));
            return v < -1.0 ? -1.0 : v;
        }
        case Num::Uscaled: return double(raw);
        default: return double(sext(raw, n));   // Sscaled
    }
}

}  // namespace

const Format* format(unsigned code) {
    if (code >= 64 || !table().ok[code]) return nullptr;
    return &table().f[code];
}

uint32_t extract(const Format& f, const uint8_t* elem, unsigned k) {
    uint64_t v = 0;
    const unsigned first = f.shift[k] / 8, last = (f.shift[k] + f.bits[k] - 1) / 8;
    for (unsigned b = last + 1; b-- > first;) v = (v << 8) | elem[b];
    return uint32_t(v >> (f.shift[k] % 8)) & mask(f.bits[k]);
}

void insert(const Format& f, uint8_t* elem, unsigned k, uint32_t raw) {
    const unsigned first = f.shift[k] / 8, last = (f.shift[k] + f.bits[k] - 1) / 8, lo = f.shift[k] % 8;
    uint64_t v = 0;
    for (unsigned b = last + 1; b-- > first;) v = (v << 8) | elem[b];
    const uint64_t m = uint64_t(mask(f.bits[k])) << lo;
    v = (v & ~m) | ((uint64_t(raw) << lo) & m);
    for (unsigned b = first; b <= last; ++b, v >>= 8) elem[b] = uint8_t(v);
}

namespace {

uint16_t small_float_to_f16(uint32_t raw, unsigned bits) {
    // Unsigned e5m6 (11 bits) / e5m5 (10 bits) share f16's exponent bias: moving the mantissa up
    // to f16's 10 bits gives the same value (infinities and NaNs included) as an f16.
    return uint16_t(raw << (10 - (bits - 5)));
}

// f32 -> unsigned e5m(bits-5), round to nearest even (see the header comment).
uint32_t f32_to_small_float(uint32_t v, unsigned bits) {
    const unsigned m = bits - 5;
    const uint32_t exp_all = 0x1fu << m;
    if (fp::is_nan_f32(v)) return exp_all | (1u << (m - 1)) | ((v & 0x7fffffu) >> (23 - m));
    if (v & 0x80000000u) return 0;   // negative numbers, -0 and -inf
    if (v == 0x7f800000u) return exp_all;
    const uint32_t e = (v >> 23) & 0xffu, mant = v & 0x7fffffu;
    if (e == 0 && mant == 0) return 0;
    const fp::Format small{int(m), 5, 15};
    if (e == 0) return uint32_t(fp::round_pack(small, false, -149, mant, false, fp::Round::NearestEven, true));
    return uint32_t(fp::round_pack(small, false, int(e) - 150, mant | 0x800000u, false, fp::Round::NearestEven, true));
}

uint32_t saturate_u(uint64_t v, unsigned n) { return v > mask(n) ? mask(n) : uint32_t(v); }
uint32_t saturate_s(int64_t v, unsigned n) {
    const int64_t hi = int64_t(mask(n - 1)), lo = -hi - 1;
    return uint32_t(v > hi ? hi : (v < lo ? lo : v)) & mask(n);
}

// Float (f32 bits) to a normalized component.
uint32_t to_norm(const Format& f, unsigned k, uint32_t v) {
    const unsigned n = f.bits[k];
    if (fp::is_nan_f32(v)) return 0;
    double x = double(fp::f32_from_bits(v));
    if (f.num == Num::Unorm) {
        x = x < 0.0 ? 0.0 : (x > 1.0 ? 1.0 : x);
        return uint32_t(rne(x * double(mask(n))));
    }
    x = x < -1.0 ? -1.0 : (x > 1.0 ? 1.0 : x);
    return uint32_t(int32_t(rne(x * double(mask(n - 1))))) & mask(n);
}

}  // namespace

uint32_t to_vgpr32(const Format& f, unsigned k, uint32_t raw) {
    const unsigned n = f.bits[k];
    switch (f.num) {
        case Num::Uint: return raw;
        case Num::Sint: return uint32_t(sext(raw, n));
        case Num::Float:
            if (n == 32) return raw;
            if (n == 16) return fp::cvt_f16_to_f32(uint16_t(raw));
            return fp::cvt_f16_to_f32(small_float_to_f16(raw, n));
        default: return fp::cvt_f64_to_f32(fp::bits_of(norm_value(f, k, raw)));
    }
}

uint16_t to_vgpr16(const Format& f, unsigned k, uint32_t raw) {
    const unsigned n = f.bits[k];
    switch (f.num) {
        case Num::Uint: return uint16_t(n > 16 ? saturate_u(raw, 16) : raw);
        case Num::Sint: return uint16_t(n > 16 ? saturate_s(sext(raw, n), 16) : uint32_t(sext(raw, n)));
        case Num::Float:
            if (n == 32) return fp::cvt_f32_to_f16(raw, fp::Round::TowardZero);
            if (n == 16) return uint16_t(raw);
            return small_float_to_f16(raw, n);
        default: return fp::cvt_f64_to_f16(fp::bits_of(norm_value(f, k, raw)));
    }
}

uint32_t one32(const Format& f) { return f.is_float() ? 0x3f800000u : 1u; }
uint16_t one16(const Format& f) { return f.is_float() ? uint16_t(0x3c00) : uint16_t(1); }

bool from_vgpr32(const Format& f, unsigned k, uint32_t v, uint32_t& raw) {
    const unsigned n = f.bits[k];
    switch (f.num) {
        case Num::Uint: raw = saturate_u(v, n); return true;
        case Num::Sint: raw = saturate_s(int32_t(v), n); return true;
        case Num::Float:
            if (n == 32) raw = v;
            else if (n == 16) raw = fp::cvt_f32_to_f16(v);
            else raw = f32_to_small_float(v, n);
            return true;
        case Num::Unorm: case Num::Snorm: raw = to_norm(f, k, v); return true;
        default: return false;   // Uscaled / Sscaled
    }
}

bool from_vgpr16(const Format& f, unsigned k, uint16_t v, uint32_t& raw) {
    switch (f.num) {
        case Num::Uint: return from_vgpr32(f, k, v, raw);
        case Num::Sint: return from_vgpr32(f, k, uint32_t(int32_t(int16_t(v))), raw);
        default: return from_vgpr32(f, k, fp::cvt_f16_to_f32(v), raw);
    }
}

}  // namespace bufmt
}  // namespace emu
