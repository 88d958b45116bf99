// 64-bit address arithmetic: pointers moved by offsets with high bits set (the carry must
// propagate across the 32-bit halves), negative long indices from the end of a buffer, a row
// pitch in bytes beyond 16 bits, indices built from 64-bit products and shifts, pointer
// differences, and a pointer round trip through ulong. hi_add and hi_sub are equal at run
// time (the compiler cannot know) so every pointer dereferenced is in bounds.
#include "corpus.h"

__kernel void addr64(__global int* out, __global const int* in, __global const char* pitched,
                     ulong pitch, ulong hi_add, ulong hi_sub, uint rows, uint n, uint lsize) {
    const uint i = GID_X(lsize);
    if (i >= n) return;
    // 1. Far excursion: base + 0x1234_5678_9abc (bytes), then back.
    const ulong far = (ulong)in + hi_add;
    const __global int* p = (const __global int*)(far - hi_sub);
    const int v0 = p[i];
    // 2. Negative index from one past the end.
    const __global int* end = in + n;
    const int v1 = end[-(long)i - 1];
    // 3. Pitched 2D access: row r of `rows`, column i % 16, pitch in bytes.
    const uint r = (i * 7u) % rows;
    const __global int* row = (const __global int*)(pitched + (ulong)r * pitch);
    const int v2 = row[i % 16u];
    // 4. Index through a 64-bit product: ((i << 32) + i) >> 32 == i; (i * 2^40) / 2^40 == i.
    const ulong big = ((ulong)i << 32) + (ulong)i;
    const ulong j = (big >> 32) + (((ulong)(i ^ 5u) * 0x10000000000UL) >> 40) - (ulong)(i ^ 5u);
    const int v3 = in[j];
    // 5. Pointer difference in elements and in bytes.
    const long d = &in[n - 1] - &in[i];
    const long db = (const __global char*)&in[n - 1] - (const __global char*)&in[i];
    out[(ulong)i * 6 + 0] = v0;
    out[(ulong)i * 6 + 1] = v1;
    out[(ulong)i * 6 + 2] = v2;
    out[(ulong)i * 6 + 3] = v3;
    out[(ulong)i * 6 + 4] = (int)d;
    out[(ulong)i * 6 + 5] = (int)(db >> 2) + (int)((ulong)in & 3u);
}
