// Compare-and-swap loops (global and LDS, 32 and 64 bit) implementing operations the hardware
// has no atomic for, all commutative so the result is order independent: f32 add of
// integer-valued floats (exact in any order), multiplication of odd numbers mod 2^32, f32 max,
// a 64-bit xor via 64-bit cmpxchg; plus clang's own f32 atomic add (__atomic_fetch_add on a
// float). Each work-group also does a CAS-loop sum in LDS and writes it out.
#include "corpus.h"

static void cas_fadd(__global uint* p, float v) {
    uint old = __atomic_load_n(p, __ATOMIC_RELAXED);
    while (!__atomic_compare_exchange_n(p, &old, AS_UINT(AS_FLOAT(old) + v), true,
                                        __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
    }
}

__kernel void atomics_cas(__global uint* g, __global ulong* g64, __global float* gf,
                          __global int* wg_out, __global const int* in, uint n, uint lsize) {
    __local int lsum;
    const uint l = LID_X();
    const uint i = GID_X(lsize);
    if (l == 0) lsum = 0;
    BARRIER();
    if (i < n) {
        const int v = in[i];
        cas_fadd(&g[0], (float)v);
        // odd multiply
        uint old = g[1];
        uint want;
        do {
            want = old * ((uint)v | 1u);
        } while (!__scoped_atomic_compare_exchange_n(&g[1], &old, want, false, __ATOMIC_RELAXED,
                                                     __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE));
        // f32 max via CAS on the bit pattern
        const float fv = (float)v * 0.25f;
        uint cur = __atomic_load_n(&g[2], __ATOMIC_RELAXED);
        while (AS_FLOAT(cur) < fv &&
               !__atomic_compare_exchange_n(&g[2], &cur, AS_UINT(fv), false, __ATOMIC_RELAXED,
                                            __ATOMIC_RELAXED)) {
        }
        // 64-bit xor via cmpxchg
        const ulong mix = ((ulong)(uint)v << 32) | (ulong)(i * 2654435761u);
        ulong o64 = __atomic_load_n(&g64[0], __ATOMIC_RELAXED);
        while (!__atomic_compare_exchange_n(&g64[0], &o64, o64 ^ mix, false, __ATOMIC_RELAXED,
                                            __ATOMIC_RELAXED)) {
        }
        // clang's float atomic add
        __atomic_fetch_add(&gf[0], (float)(v & 255), __ATOMIC_RELAXED);
        // LDS CAS loop
        int lo = __atomic_load_n(&lsum, __ATOMIC_RELAXED);
        while (!__atomic_compare_exchange_n(&lsum, &lo, lo + v, false, __ATOMIC_RELAXED,
                                            __ATOMIC_RELAXED)) {
        }
    }
    BARRIER();
    if (l == 0) wg_out[WG_X()] = lsum;
}
