// LDS atomics: a per-group 32-bin histogram (ds_add), min/max/and/or/xor/sub on LDS words, a
// ticket per lane (fetch_add returning the old value: a permutation within each group), then
// the group's results are written out and merged into a global histogram.
#include "corpus.h"

__kernel void atomics_lds(__global uint* wg_hist, __global int* wg_stats, __global uint* ghist,
                          __global uint* lane_ticket, __global const int* in, uint n, uint lsize) {
    __local uint hist[32];
    __local int stats[6];
    __local uint ticket;
    const uint l = LID_X();
    const uint i = GID_X(lsize);
    if (l < 32) hist[l] = 0;
    if (l == 0) {
        stats[0] = 0x7fffffff;
        stats[1] = (int)0x80000000;
        stats[2] = -1;
        stats[3] = 0;
        stats[4] = 0;
        stats[5] = 0;
        ticket = 0;
    }
    BARRIER();
    uint my_ticket = 0xffffffffu;
    if (i < n) {
        const int v = in[i];
        __atomic_fetch_add(&hist[(uint)v & 31u], 1u, __ATOMIC_RELAXED);
        __atomic_fetch_min(&stats[0], v, __ATOMIC_RELAXED);
        __atomic_fetch_max(&stats[1], v, __ATOMIC_RELAXED);
        __atomic_fetch_and(&stats[2], v | 0x10000, __ATOMIC_RELAXED);
        __atomic_fetch_or(&stats[3], v & 0x00ff00ff, __ATOMIC_RELAXED);
        __atomic_fetch_xor(&stats[4], v, __ATOMIC_RELAXED);
        __atomic_fetch_sub(&stats[5], v, __ATOMIC_RELAXED);
        my_ticket = __atomic_fetch_add(&ticket, 1u, __ATOMIC_RELAXED);
    }
    BARRIER();
    if (i < n) lane_ticket[i] = my_ticket;   // per group: a permutation of 0..count-1
    if (l < 32) {
        wg_hist[WG_X() * 32u + l] = hist[l];
        __atomic_fetch_add(&ghist[l], hist[l], __ATOMIC_RELAXED);
    }
    if (l < 6) wg_stats[WG_X() * 6u + l] = stats[l];
}
