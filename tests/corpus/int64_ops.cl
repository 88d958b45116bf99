// 64-bit integer arithmetic: add/sub/mul, the high 64 bits of a 64x64 product built from 32-bit
// halves, shifts by every amount 0..63 (including >= 32, which cross the register halves),
// arithmetic shift, popcount/clz/ctz/bitreverse/bswap, signed and unsigned compares, min/max.
#include "corpus.h"

static ulong mulhi_u64(ulong x, ulong y) {
    const ulong xl = x & 0xffffffffUL, xh = x >> 32, yl = y & 0xffffffffUL, yh = y >> 32;
    const ulong ll = xl * yl, lh = xl * yh, hl = xh * yl, hh = xh * yh;
    const ulong mid = (ll >> 32) + (lh & 0xffffffffUL) + (hl & 0xffffffffUL);
    return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}

__kernel void int64_ops(__global ulong* out, __global const ulong* a, __global const ulong* b,
                        uint n, uint lsize) {
    const uint i = GID_X(lsize);
    if (i >= n) return;
    const ulong x = a[i], y = b[i];
    const long sx = (long)x, sy = (long)y;
    const uint s = (uint)i & 63;          // every shift amount appears
    __global ulong* o = out + (ulong)i * 20;
    o[0] = x + y;
    o[1] = x - y;
    o[2] = x * y;
    o[3] = mulhi_u64(x, y);
    o[4] = x << s;
    o[5] = x >> s;
    o[6] = (ulong)(sx >> s);
    o[7] = x << (y & 63);
    o[8] = (ulong)(sx >> (y & 63));
    o[9] = (ulong)__builtin_popcountl(x);
    o[10] = (ulong)__builtin_clzg(x >> s, 64);
    o[11] = (ulong)__builtin_ctzg(x << s, 64);
    o[12] = __builtin_bitreverse64(x);
    o[13] = __builtin_bswap64(y);
    o[14] = (ulong)(sx < sy) | ((ulong)(x < y) << 1) | ((ulong)(x == y) << 2) | ((ulong)(sx >= 0) << 3);
    o[15] = (ulong)(sx < sy ? sx : sy);
    o[16] = x > y ? x : y;
    o[17] = (x & ~y) ^ (y | (x >> 17));
    o[18] = (ulong)((long)(int)(uint)x * (long)(int)(uint)y);   // 32x32 -> 64 signed
    o[19] = (x & 0xffffffffUL) * (y & 0xffffffffUL);            // 32x32 -> 64 unsigned
}
