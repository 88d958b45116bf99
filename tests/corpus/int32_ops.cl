// 32-bit integer arithmetic and bit manipulation: wrapping add/sub/mul, high halves of signed
// and unsigned products, shifts by variable amounts (OpenCL masks the count to 0..31),
// arithmetic shift, bit ops, popcount, clz/ctz (with a defined result for 0), bit reverse,
// byte swap, rotates, 24-bit multiply, min/max/abs. Inputs exclude INT_MIN (abs).
#include "corpus.h"

__kernel void int32_ops(__global uint* out, __global const uint* a, __global const uint* b,
                        uint n, uint lsize) {
    const uint i = GID_X(lsize);
    if (i >= n) return;
    const uint x = a[i], y = b[i];
    const int sx = (int)x, sy = (int)y;
    __global uint* o = out + (ulong)i * 24;
    o[0] = x + y;
    o[1] = x - y;
    o[2] = x * y;
    o[3] = (uint)(((ulong)x * (ulong)y) >> 32);            // mul_hi unsigned
    o[4] = (uint)(((long)sx * (long)sy) >> 32);            // mul_hi signed
    o[5] = x << (y & 31);
    o[6] = x >> (y & 31);
    o[7] = (uint)(sx >> (y & 31));
    o[8] = (x & y) | (~x & (y >> 3));
    o[9] = x ^ ~y;
    o[10] = (uint)__builtin_popcount(x);
    o[11] = (uint)__builtin_clzg(x & y, 32);
    o[12] = (uint)__builtin_ctzg(x & y, 32);
    o[13] = __builtin_bitreverse32(x);
    o[14] = __builtin_bswap32(y);
    o[15] = (x << (y & 31)) | (x >> ((32 - (y & 31)) & 31));   // rotate left
    o[16] = (x & 0xffffffu) * (y & 0xffffffu);             // 24-bit multiply (low 32 bits)
    o[17] = (uint)(sx < sy ? sx : sy);
    o[18] = x > y ? x : y;
    o[19] = (uint)(sx < 0 ? -sx : sx);
    o[20] = (uint)(sx / 8) + (uint)(sx % 8);               // signed pow2 div/mod
    o[21] = (x >> 5) & 0x3ffu;                             // bitfield extract
    o[22] = (uint)((int)(x << 7) >> 20);                   // signed bitfield extract
    o[23] = x * 0xfffffff9u + 12345u;                    // wrapping multiply-add
}
