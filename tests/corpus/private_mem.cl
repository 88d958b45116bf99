// Private (scratch) memory: a per-lane array indexed with data-dependent indices (cannot live
// in registers), an insertion sort of 16 keys per lane with data-dependent swaps, and a
// private struct array. Needs the private segment (flat scratch) set up for every lane.
#include "corpus.h"

typedef struct {
    int key;
    float weight;
    short tag;
} item_t;

__kernel void private_mem(__global int* out, __global float* outf, __global const int* in,
                          uint n, uint lsize) {
    const uint i = GID_X(lsize);
    if (i >= n) return;
    int v[48];
    for (int k = 0; k < 48; ++k) v[k] = in[(i * 48u + (uint)k) % (n * 4u)];
    // Data-dependent gathers and scatters.
    int acc = 0;
    for (int k = 0; k < 48; ++k) {
        const int j = (v[k] & 0x7fffffff) % 48;
        acc += v[j] ^ k;
        v[(j * 7 + k) % 48] += 1;
    }
    // Insertion sort of the first 16.
    for (int k = 1; k < 16; ++k) {
        const int key = v[k];
        int j = k - 1;
        while (j >= 0 && v[j] > key) {
            v[j + 1] = v[j];
            --j;
        }
        v[j + 1] = key;
    }
    item_t items[8];
    for (int k = 0; k < 8; ++k) {
        items[k].key = v[k + 16];
        items[k].weight = (float)(k + 1) * 0.5f;
        items[k].tag = (short)(v[k] & 0x7fff);
    }
    const int pick = (v[40] & 0x7fffffff) % 8;
    float wsum = 0.0f;
    for (int k = 0; k <= pick; ++k) wsum += items[k].weight;
    __global int* o = out + (ulong)i * 19;
    for (int k = 0; k < 16; ++k) o[k] = v[k];
    o[16] = acc;
    o[17] = items[pick].key;
    o[18] = items[pick].tag;
    outf[i] = wsum;
}
