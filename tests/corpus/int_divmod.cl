// Integer division and remainder: signed and unsigned, 32 and 64 bit, by run-time divisors
// (the long expansions with v_rcp_iflag_f32 / Newton steps) and by constants (multiply-high
// magic numbers). Inputs avoid division by zero and INT_MIN / -1.
#include "corpus.h"

__kernel void int_divmod(__global uint* o32, __global ulong* o64,
                         __global const int* a32, __global const int* b32,
                         __global const long* a64, __global const long* b64, uint n, uint lsize) {
    const uint i = GID_X(lsize);
    if (i >= n) return;
    const int x = a32[i], y = b32[i];
    const long X = a64[i], Y = b64[i];
    __global uint* p = o32 + (ulong)i * 10;
    p[0] = (uint)(x / y);
    p[1] = (uint)(x % y);
    p[2] = (uint)x / (uint)y;
    p[3] = (uint)x % (uint)y;
    p[4] = (uint)(x / 7);
    p[5] = (uint)(x % -3);
    p[6] = (uint)x / 10u;
    p[7] = (uint)x % 1000u;
    p[8] = (uint)(x / -65536);
    p[9] = (uint)x / 0x80000001u;
    __global ulong* q = o64 + (ulong)i * 8;
    q[0] = (ulong)(X / Y);
    q[1] = (ulong)(X % Y);
    q[2] = (ulong)X / (ulong)Y;
    q[3] = (ulong)X % (ulong)Y;
    q[4] = (ulong)(X / 1000000007L);
    q[5] = (ulong)X % 10UL;
    q[6] = (ulong)(X / (long)y);              // 64 / sign-extended 32
    q[7] = (ulong)X / (ulong)(uint)y;
}
