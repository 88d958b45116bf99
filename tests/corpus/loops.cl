// Loops with data-dependent trip counts: Collatz step counting (capped), a search loop with
// an early break, nested loops whose inner bound depends on the outer index and on data
// (with continue), and a do-while. Lanes of one wave leave the loops at different times.
#include "corpus.h"

__kernel void loops(__global int* out, __global const int* in, __global const int* table,
                    uint tlen, uint n, uint lsize) {
    const uint i = GID_X(lsize);
    if (i >= n) return;
    const int x = in[i];
    // Collatz steps for 1 + |x| % 1000, capped at 500.
    uint c = 1u + (uint)(x < 0 ? -x : x) % 1000u;
    int steps = 0;
    while (c != 1u && steps < 500) {
        c = (c & 1u) ? 3u * c + 1u : c >> 1;
        ++steps;
    }
    // First index in table where table[k] > x (or -1).
    int found = -1;
    for (uint k = 0; k < tlen; ++k) {
        if (table[k] > x) {
            found = (int)k;
            break;
        }
    }
    // Nested: sum over a < (x & 7), b <= a, skipping odd (a + b).
    int acc = 0;
    const int m = x & 7;
    for (int a = 0; a < m; ++a) {
        for (int b = 0; b <= a; ++b) {
            if ((a + b) & 1) continue;
            acc += a * 10 + b;
            if (acc > 150) break;
        }
    }
    // do-while: digits of |x| in base 3.
    uint u = (uint)(x < 0 ? -x : x);
    int digits = 0;
    do {
        u /= 3u;
        ++digits;
    } while (u != 0u);
    out[4 * i + 0] = steps;
    out[4 * i + 1] = found;
    out[4 * i + 2] = acc;
    out[4 * i + 3] = digits;
}
