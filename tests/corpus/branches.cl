// Divergent control flow: if/else chains decided per lane, a switch on data, nested
// conditions, an early return for some lanes (with a store before it), and selects.
// Every lane's result depends only on its own input, whatever the reconvergence.
#include "corpus.h"

__kernel void branches(__global int* out, __global const int* in, uint n, uint lsize) {
    const uint i = GID_X(lsize);
    if (i >= n) return;
    int x = in[i];
    int r;
    if (x < 0) {
        if (x < -1000) r = x * 3;
        else r = -x;
    } else if (x & 1) {
        r = x * 5 + 1;
    } else {
        if ((x & 6) == 2) r = x >> 1;
        else if ((x & 6) == 4) r = x ^ 0x5a5a;
        else r = x + 17;
    }
    switch ((uint)x % 7u) {
        case 0: r += 100; break;
        case 1: r -= 3;   // fall through
        case 2: r *= 2; break;
        case 3: r = r ^ x; break;
        case 5: r = (int)(((uint)r << 2) | 1u); break;
        default: r = r - x; break;
    }
    out[2 * i] = r;
    if ((x & 15) == 3) return;     // early exit: these lanes skip the second store
    if (x > 50 && (x % 3) != 0)
        x = x / 3;
    else
        x = x * 2;
    out[2 * i + 1] = x;
}
