// Elementwise f32 arithmetic whose every result is correctly rounded (checked bitwise):
// add, sub, mul, fma, a*b+c with contraction off (two roundings), min/max (with a quiet NaN
// operand), fabs/neg modifiers, copysign. Inputs include subnormals: OpenCL on gfx11 keeps f32
// denormals (MODE.FP_DENORM = 3), so they must be produced and consumed, not flushed.
#include "corpus.h"
#pragma OPENCL FP_CONTRACT OFF

__kernel void f32_arith(__global float* out, __global const float* a, __global const float* b,
                        __global const float* c, uint n, uint lsize) {
    const uint i = GID_X(lsize);
    if (i >= n) return;
    const float x = a[i], y = b[i], z = c[i];
    out[0 * n + i] = x + y;
    out[1 * n + i] = x - y;
    out[2 * n + i] = x * y;
    out[3 * n + i] = __builtin_fmaf(x, y, z);
    out[4 * n + i] = x * y + z;              // FP_CONTRACT OFF: mul then add
    out[5 * n + i] = __builtin_fminf(x, y);
    out[6 * n + i] = __builtin_fmaxf(x, y);
    out[7 * n + i] = -__builtin_fabsf(x) * y;  // neg/abs source modifiers
    out[8 * n + i] = __builtin_copysignf(z, y);
    out[9 * n + i] = (x - z) * (y + z);
}
