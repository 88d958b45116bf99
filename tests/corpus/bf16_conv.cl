// bf16 done by hand: f32 -> bf16 with round to nearest even on the bit pattern (NaN kept
// quiet), truncation, bf16 -> f32 by shifting, and bf16 "arithmetic" as f32 math rounded back;
// also clang's own __bf16 type (its conversion lowering must agree with the manual one).
#include "corpus.h"

static ushort f32_to_bf16_rne(float f) {
    const uint u = AS_UINT(f);
    if ((u & 0x7fffffffu) > 0x7f800000u) return (ushort)((u >> 16) | 0x40u);   // quiet NaN
    return (ushort)((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
}
static float bf16_to_f32(ushort h) { return AS_FLOAT((uint)h << 16); }

__kernel void bf16_conv(__global ushort* ob, __global float* of, __global const float* f,
                        __global const ushort* a, __global const ushort* b, uint n, uint lsize) {
    const uint i = GID_X(lsize);
    if (i >= n) return;
    const float x = f[i];
    ob[0 * n + i] = f32_to_bf16_rne(x);
    ob[1 * n + i] = (ushort)(AS_UINT(x) >> 16);                  // truncation
    ob[2 * n + i] = f32_to_bf16_rne(bf16_to_f32(a[i]) * bf16_to_f32(b[i]));
    ob[3 * n + i] = f32_to_bf16_rne(bf16_to_f32(a[i]) + bf16_to_f32(b[i]));
    ob[4 * n + i] = AS_USHORT((__bf16)x);                          // clang's conversion
    of[0 * n + i] = bf16_to_f32(a[i]);
    of[1 * n + i] = (float)__builtin_bit_cast(__bf16, b[i]);
}
