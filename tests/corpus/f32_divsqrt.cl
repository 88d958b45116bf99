// f32 division and square root. With the OpenCL defaults clang lowers x/y and sqrt to the
// fast hardware sequences (v_rcp_f32 / v_sqrt_f32 with frexp/ldexp scaling) allowed by the
// OpenCL precision table (2.5 ulp and 3 ulp), so those are checked within a bound. Division by
// 4 is exact scaling (bitwise). The f64 quotient of the f32 inputs (v_div_scale/v_div_fmas/
// v_div_fixup, correctly rounded) is kept in f64: narrowed to f32 in the kernel, clang would
// shrink it to an f32 division and merge it with x/y.
#include "corpus.h"

__kernel void f32_divsqrt(__global float* out, __global double* outd, __global const float* a,
                          __global const float* b, uint n, uint lsize) {
    const uint i = GID_X(lsize);
    if (i >= n) return;
    const float x = a[i], y = b[i];
    out[0 * n + i] = x / y;
    out[1 * n + i] = __builtin_sqrtf(__builtin_fabsf(x));
    out[2 * n + i] = x / 4.0f;
    out[3 * n + i] = 1.0f / y;
    out[4 * n + i] = __builtin_amdgcn_rcpf(y);    // raw v_rcp_f32 (1 ulp)
    out[5 * n + i] = __builtin_amdgcn_rsqf(__builtin_fabsf(y));    // raw v_rsq_f32 (1 ulp)
    outd[i] = (double)x / (double)y;
}
