// Sub-dword and vector memory accesses: signed/unsigned 8- and 16-bit loads (sign/zero
// extension) and stores, byte stores into shared words from different lanes, 64/96/128-bit
// vector loads and stores (int2, int3, float4), uchar4 <-> float4 conversions, short2 packing.
#include "corpus.h"
#pragma OPENCL FP_CONTRACT OFF

__kernel void bytes_vectors(__global uchar* ob, __global short* os, __global int4* o4,
                            __global int* o3, __global float4* of4,
                            __global const char* c, __global const uchar* uc,
                            __global const short* s, __global const ushort* us,
                            __global const int2* v2, __global const int* v3, __global const float4* f4,
                            uint n, uint lsize) {
    const uint i = GID_X(lsize);
    if (i >= n) return;
    const int sc = c[i];          // sign-extended byte
    const uint zc = uc[i];        // zero-extended byte
    const int ss = s[i];
    const uint zs = us[i];
    ob[i] = (uchar)(sc + (int)zc);
    ob[n + i] = (uchar)(zc >> 1) ^ (uchar)i;
    os[i] = (short)(ss * 3 - (int)zs);
    os[n + i] = (short)(sc * 100);
    const int2 p = v2[i];
    const __global int* q3 = v3 + 3 * (ulong)i;   // packed triples (12-byte stride)
    const int3 q = (int3)(q3[0], q3[1], q3[2]);
    o4[i] = (int4)(p.x + sc, p.y - ss, q.x ^ q.y, q.z + (int)zs);
    __global int* r3 = o3 + 3 * (ulong)i;
    r3[0] = q.z * 2;
    r3[1] = q.x * 2;
    r3[2] = q.y * 2;
    const float4 f = f4[i];
    const uchar4 u = (uchar4)(uc[i], uc[(i + 1) % n], uc[(i + 2) % n], uc[(i + 3) % n]);
    of4[i] = f * 0.5f + (float4)((float)u.x, (float)u.y, (float)u.z, (float)u.w);
}
