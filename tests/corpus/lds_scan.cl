// Inclusive prefix sum per work-group (Hillis-Steele, double-buffered in LDS, a barrier per
// step), then the group total; a second kernel adds the scanned group totals so the whole
// array is scanned. Work-group size from the host (power of two up to 256).
#include "corpus.h"

__kernel void lds_scan(__global int* out, __global int* group_sums, __global const int* in,
                       uint n, uint lsize) {
    __local int buf[2][256];
    const uint l = LID_X();
    const uint i = GID_X(lsize);
    int cur = 0;
    buf[0][l] = i < n ? in[i] : 0;
    BARRIER();
    for (uint off = 1; off < lsize; off <<= 1) {
        const int v = buf[cur][l] + (l >= off ? buf[cur][l - off] : 0);
        buf[cur ^ 1][l] = v;
        cur ^= 1;
        BARRIER();
    }
    if (i < n) out[i] = buf[cur][l];
    if (l == lsize - 1) group_sums[WG_X()] = buf[cur][l];
}

// One work-group of lsize threads (groups <= 256 scan groups of scan_group elements): exclusive scan of the group sums (serial in
// thread 0, published through LDS), then every element adds its group's offset.
__kernel void lds_scan_fixup(__global int* out, __global const int* group_sums, uint groups,
                             uint scan_group, uint n, uint lsize) {
    __local int offs[256];
    const uint l = LID_X();
    if (l == 0) {
        int acc = 0;
        for (uint g = 0; g < groups; ++g) {
            offs[g] = acc;
            acc += group_sums[g];
        }
    }
    BARRIER();
    for (uint i = l; i < n; i += lsize) out[i] += offs[i / scan_group];
}
