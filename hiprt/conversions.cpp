// The ABI's functions that compute a value on the host: the half-precision conversions the real
// library exports (__gnu_f2h_ieee, __gnu_h2f_ieee, as compiler-rt names them) and
// hipCreateChannelDesc. They return a float or a struct, so a generic stub cannot stand in for
// them (hiprt/gen_abi.py marks them `implement`).
#include <cstdint>
#include <cstring>

#include "emu/exec/fp.hpp"
#include "hiprt/runtime.hpp"

extern "C" {

// IEEE binary32 -> binary16, round to nearest even (NaN stays NaN, overflow to infinity).
uint16_t __gnu_f2h_ieee(float f) {
    uint32_t bits;
    std::memcpy(&bits, &f, 4);
    return emu::fp::cvt_f32_to_f16_rne(bits);
}

// binary16 -> binary32, exact.
float __gnu_h2f_ieee(uint16_t h) {
    const uint32_t bits = emu::fp::cvt_f16_to_f32(h);
    float f;
    std::memcpy(&f, &bits, 4);
    return f;
}

hipChannelFormatDesc hipCreateChannelDesc(int x, int y, int z, int w, hipChannelFormatKind f) {
    hipChannelFormatDesc d;
    d.x = x;
    d.y = y;
    d.z = z;
    d.w = w;
    d.f = f;
    return d;
}

}  // extern "C"
