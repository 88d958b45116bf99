// Real function calls (noinline): a callee with more arguments than fit in registers (stack
// passed), a three-deep call chain whose frames hold private arrays, and a callee that writes
// through pointer arguments (generic pointers: flat stores). Exercises s_getpc/s_swappc/
// s_setpc, the stack pointer s32 and callee-saved registers. No recursion: LLVM sizes the
// private segment for one activation of each function, so recursion would overflow it.
#include "corpus.h"

__attribute__((noinline)) static int gcd_iter(int a, int b) {
    while (b != 0) {
        const int t = a % b;
        a = b;
        b = t;
    }
    return a;
}

__attribute__((noinline)) static int chain_c(int x, int k) {
    int t[8];
    for (int j = 0; j < 8; ++j) t[j] = (x >> j) ^ (k * j);
    return t[(uint)x % 8u] + t[(uint)k % 8u];
}
__attribute__((noinline)) static int chain_b(int x, int k) {
    int t[6];
    for (int j = 0; j < 6; ++j) t[j] = chain_c(x + j, k) & 0xffff;
    return t[(uint)k % 6u] - t[(uint)(x ^ k) % 6u];
}
__attribute__((noinline)) static int chain_a(int x, int k) { return chain_b(x, k) * 3 + chain_c(k, x); }

__attribute__((noinline)) static int wide(int a0, int a1, int a2, int a3, int a4, int a5, int a6, int a7,
                                          int a8, int a9, int a10, int a11, int a12, int a13, int a14, int a15,
                                          int a16, int a17, int a18, int a19, int a20, int a21, int a22, int a23,
                                          int a24, int a25, int a26, int a27, int a28, int a29, int a30, int a31,
                                          int a32, int a33, int a34, int a35) {
    return a0 - a1 + a2 * 2 - a3 + a4 * 3 - a5 + a6 - a7 + a8 - a9 + a10 - a11 + a12 - a13 + a14 - a15 + a16 -
           a17 + a18 - a19 + a20 - a21 + a22 - a23 + a24 - a25 + a26 - a27 + a28 - a29 + a30 * 5 - a31 +
           a32 * 7 - a33 * 11 + a34 * 13 - a35 * 17;
}

__attribute__((noinline)) static void minmax_out(const __global int* p, int len, int* mn, int* mx) {
    int lo = p[0], hi = p[0];
    for (int k = 1; k < len; ++k) {
        lo = p[k] < lo ? p[k] : lo;
        hi = p[k] > hi ? p[k] : hi;
    }
    *mn = lo;
    *mx = hi;
}

__kernel void calls(__global int* out, __global const int* a, __global const int* b, uint n, uint lsize) {
    const uint i = GID_X(lsize);
    if (i >= n) return;
    const int x = a[i], y = b[i];
    int mn, mx;
    minmax_out(a + (i & ~7u), (int)(n - (i & ~7u) < 8u ? n - (i & ~7u) : 8u), &mn, &mx);
    __global int* o = out + (ulong)i * 5;
    o[0] = gcd_iter(x, y);
    o[1] = chain_a(x, (int)(i % 13u));
    o[2] = wide(x, y, x + 1, y + 2, x + 3, y + 4, x + 5, y + 6, x + 7, y + 8, x + 9, y + 10, x + 11, y + 12,
                x + 13, y + 14, x + 15, y + 16, x + 17, y + 18, x + 19, y + 20, x + 21, y + 22, x + 23, y + 24,
                x + 25, y + 26, x + 27, y + 28, x + 29, y + 30, x + 31, y + 32, x + 33, y + 34);
    o[3] = mn;
    o[4] = mx;
}
