// Global atomics whose final values do not depend on the order the lanes run in: add, sub,
// signed and unsigned min/max, and/or/xor (32-bit), add and max (64-bit), a 16-bin histogram,
// and a ticket counter whose returned old values must be a permutation of 0..n-1.
// Mixes the three clang spellings: __opencl_atomic_* on atomic types (device scope),
// __scoped_atomic_* and the GCC-style __atomic_* (system scope).
#include "corpus.h"

__kernel void atomics_global(__global int* acc, __global long* acc64, __global uint* hist,
                             __global uint* tickets, __global const int* in, uint n, uint lsize) {
    const uint i = GID_X(lsize);
    if (i >= n) return;
    const int v = in[i];
    __global atomic_int* a = (__global atomic_int*)acc;
    __opencl_atomic_fetch_add(&a[0], v, memory_order_relaxed, memory_scope_device);
    __opencl_atomic_fetch_sub(&a[1], v, memory_order_relaxed, memory_scope_device);
    __opencl_atomic_fetch_min(&a[2], v, memory_order_relaxed, memory_scope_device);
    __opencl_atomic_fetch_max(&a[3], v, memory_order_relaxed, memory_scope_device);
    __scoped_atomic_fetch_min((__global uint*)&acc[4], (uint)v, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
    __scoped_atomic_fetch_max((__global uint*)&acc[5], (uint)v, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
    __atomic_fetch_and(&acc[6], v | (1 << (i & 31)), __ATOMIC_RELAXED);
    __atomic_fetch_or(&acc[7], v & 0x0f0f0f0f, __ATOMIC_RELAXED);
    __atomic_fetch_xor(&acc[8], v, __ATOMIC_SEQ_CST);
    __atomic_fetch_add(&acc64[0], (long)v * 1000003L, __ATOMIC_RELAXED);
    __scoped_atomic_fetch_max(&acc64[1], (long)v << 20, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
    __scoped_atomic_fetch_add(&hist[(uint)v & 15u], 1u, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
    tickets[i] = __atomic_fetch_add(&hist[16], 1u, __ATOMIC_ACQ_REL);
}
