// Packed f16 (half2 / half4 / half8): v_pk_add/mul/fma/min/max, swizzles (op_sel), packing
// two f32 into a half2 with round-to-nearest and with the round-toward-zero builtin
// (v_cvt_pkrtz_f16_f32), vector loads and stores. All correctly rounded: checked bitwise.
#include "corpus.h"
#pragma OPENCL FP_CONTRACT OFF

__kernel void f16_packed(__global half2* o2, __global half4* o4, __global const half2* a,
                         __global const half2* b, __global const half2* c,
                         __global const float2* f, uint n, uint lsize) {
    const uint i = GID_X(lsize);
    if (i >= n) return;
    const half2 x = a[i], y = b[i], z = c[i];
    o2[0 * n + i] = x + y;
    o2[1 * n + i] = x * y;
    o2[2 * n + i] = (half2)(__builtin_fmaf16(x.x, y.x, z.x), __builtin_fmaf16(x.y, y.y, z.y));
    o2[3 * n + i] = __builtin_elementwise_min(x, y);
    o2[4 * n + i] = __builtin_elementwise_max(x, z);
    o2[5 * n + i] = x.yx - z;                      // swizzled operand
    o2[6 * n + i] = (half2)(x.x, y.y) * (half2)(z.y, z.x);
    const float2 g = f[i];
    o2[7 * n + i] = (half2)((half)g.x, (half)g.y);
    o2[8 * n + i] = __builtin_amdgcn_cvt_pkrtz(g.x, g.y);
    o4[i] = (half4)(x, y) * (half4)(z, z) + (half4)(y, x);
}
