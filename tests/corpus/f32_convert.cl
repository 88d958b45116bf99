// Conversions between f32 and integers (32 and 64 bit, signed and unsigned), f32 <-> f64, and
// the rounding functions rint/floor/ceil/trunc. All results are exact or correctly rounded
// (LLVM's sitofp/uitofp are round-to-nearest-even, including the i64 expansions).
// Inputs are in range for every float->int conversion (out of range would be undefined).
#include "corpus.h"

__kernel void f32_convert(__global int* oi, __global uint* ou, __global long* ol, __global ulong* oul,
                          __global float* of, __global double* od,
                          __global const float* f, __global const int* si, __global const long* sl,
                          uint n, uint lsize) {
    const uint i = GID_X(lsize);
    if (i >= n) return;
    const float x = f[i];            // |x| < 2^31
    const int k = si[i];
    const long L = sl[i];
    oi[0 * n + i] = (int)x;
    oi[1 * n + i] = (int)__builtin_rintf(x);
    ou[i] = (uint)__builtin_fabsf(x);
    ol[0 * n + i] = (long)(x * 4096.0f);   // |x * 2^12| < 2^43
    ol[1 * n + i] = (long)(double)L;       // i64 -> f64 -> i64 (rounded)
    oul[i] = (ulong)__builtin_fabsf(x * 65536.0f);
    of[0 * n + i] = (float)k;
    of[1 * n + i] = (float)(uint)k;
    of[2 * n + i] = (float)L;
    of[3 * n + i] = (float)(ulong)L;
    of[4 * n + i] = __builtin_rintf(x * 0.37f);
    of[5 * n + i] = __builtin_floorf(x * 0.37f);
    of[6 * n + i] = __builtin_ceilf(x * 0.37f);
    of[7 * n + i] = __builtin_truncf(x * 0.37f);
    of[8 * n + i] = (float)((double)x * 1.0000001);   // f32->f64, f64 mul, f64->f32
    od[0 * n + i] = (double)x;
    od[1 * n + i] = (double)L;
    od[2 * n + i] = (double)(ulong)L;
    od[3 * n + i] = (double)k;
}
