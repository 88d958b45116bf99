// Scalar f16: loads and stores of 16-bit data, f32 -> f16 (round to nearest even, overflow to
// inf, results in the f16 subnormal range), f16 -> f32 (exact), int <-> f16, and f16 add, sub,
// mul, fma, min, max, compare/select. Every result is correctly rounded, so all are checked
// bitwise. f16 denormals are enabled (MODE.FP_DENORM for f16/f64 = 3).
#include "corpus.h"
#pragma OPENCL FP_CONTRACT OFF

__kernel void f16_scalar(__global half* oh, __global float* of, __global int* oi,
                         __global const half* a, __global const half* b, __global const half* c,
                         __global const float* f, uint n, uint lsize) {
    const uint i = GID_X(lsize);
    if (i >= n) return;
    const half x = a[i], y = b[i], z = c[i];
    oh[0 * n + i] = x + y;
    oh[1 * n + i] = x - y;
    oh[2 * n + i] = x * y;
    oh[3 * n + i] = __builtin_fmaf16(x, y, z);
    oh[4 * n + i] = __builtin_fminf16(x, y);
    oh[5 * n + i] = __builtin_fmaxf16(x, y);
    oh[6 * n + i] = (half)f[i];                   // f32 -> f16 RNE
    oh[7 * n + i] = (half)(int)(f[i] * 0.001f);   // i32 -> f16
    oh[8 * n + i] = x < y ? z : -z;
    oh[9 * n + i] = -__builtin_fabsf16(x) * z;
    of[0 * n + i] = (float)x;
    of[1 * n + i] = (float)x * (float)y + (float)z;   // f32 math on widened halves
    oi[i] = (int)(x * (half)16.0);                    // f16 -> i32 truncation
}
