// Work-group reductions through LDS with a barrier per tree level: integer sum, integer max
// and a float sum whose tree order is fixed (so the result is reproducible bitwise). The
// work-group size (32, 64, 128 or 256, a power of two) comes from the host; the last group is
// partial and pads with the identity.
#include "corpus.h"

__kernel void lds_reduce(__global int* out_sum, __global int* out_max, __global float* out_fsum,
                         __global const int* in, __global const float* fin, uint n, uint lsize) {
    __local int s_sum[256];
    __local int s_max[256];
    __local float s_f[256];
    const uint l = LID_X();
    const uint i = GID_X(lsize);
    const int v = i < n ? in[i] : 0;
    s_sum[l] = v;
    s_max[l] = i < n ? v : (int)0x80000000;
    s_f[l] = i < n ? fin[i] : 0.0f;
    BARRIER();
    for (uint s = lsize / 2; s > 0; s >>= 1) {
        if (l < s) {
            s_sum[l] += s_sum[l + s];
            s_max[l] = s_max[l] > s_max[l + s] ? s_max[l] : s_max[l + s];
            s_f[l] = s_f[l] + s_f[l + s];
        }
        BARRIER();
    }
    if (l == 0) {
        out_sum[WG_X()] = s_sum[0];
        out_max[WG_X()] = s_max[0];
        out_fsum[WG_X()] = s_f[0];
    }
}
