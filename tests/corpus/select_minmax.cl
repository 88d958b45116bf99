// Selects and min/max patterns: scalar ternaries on int/uint/float, vector compares producing
// -1/0 lane masks (int4), bit-select by mask, float min/max written as compares (so NaN-free
// inputs give the same answer whichever way the compiler selects), clamps, sign, absolute
// difference, saturating add, any/all over a vector compare.
#include "corpus.h"

__kernel void select_minmax(__global int4* o4, __global int* o, __global float* of,
                            __global const int4* a, __global const int4* b,
                            __global const float* fa, __global const float* fb, uint n, uint lsize) {
    const uint i = GID_X(lsize);
    if (i >= n) return;
    const int4 x = a[i], y = b[i];
    const int4 lt = x < y;                       // -1 / 0 per component
    o4[0 * n + i] = lt;
    o4[1 * n + i] = (x & lt) | (y & ~lt);        // min by mask
    o4[2 * n + i] = x > y ? x : y;               // vector select
    o4[3 * n + i] = (int4)(x.x == y.x, x.y != y.y, x.z <= y.z, x.w >= y.w);
    const int s = x.x, t = y.x;
    __global int* p = o + (ulong)i * 8;
    p[0] = s < t ? s : t;
    p[1] = (uint)s < (uint)t ? t : s;            // unsigned max
    p[2] = (s > 0) - (s < 0);                    // sign
    p[3] = (int)(s > t ? (uint)s - (uint)t : (uint)t - (uint)s);   // absolute difference
    const long sum = (long)s + (long)t;          // saturating add
    p[4] = sum > 0x7fffffffL ? 0x7fffffff : (sum < -0x80000000L ? (int)0x80000000 : (int)sum);
    p[5] = (lt.x | lt.y | lt.z | lt.w) != 0;     // any
    p[6] = (lt.x & lt.y & lt.z & lt.w) != 0;     // all
    p[7] = s < -100 ? -100 : (s > 100 ? 100 : s);
    const float f = fa[i], g = fb[i];
    __global float* q = of + (ulong)i * 5;
    q[0] = f < g ? f : g;
    q[1] = f > g ? f : g;
    q[2] = f < 0.0f ? -f : f;
    q[3] = f < -1.0f ? -1.0f : (f > 1.0f ? 1.0f : f);
    q[4] = (f > g && g > 0.0f) ? f - g : (f <= g ? g * 2.0f : 0.5f);
}
