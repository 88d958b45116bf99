// Less common VALU operations through amdgcn builtins and idioms: v_perm_b32, v_alignbit_b32,
// v_bfe_u32/i32, v_bfi_b32, v_sad_u8, v_dot4_u32_u8, v_dot4_i32_iu8, v_dot2 f16 (exact on
// small integers), v_med3 (clamp), v_ldexp/v_frexp, v_fract_f32, v_cmp_class, v_cvt_f32_ubyteN,
// 24-bit multiply-add, v_lshl_add/v_add3 patterns.
#include "corpus.h"
#pragma OPENCL FP_CONTRACT OFF

__kernel void misc_alu(__global uint* ou, __global float* of, __global const uint* a,
                       __global const uint* b, __global const float* f, uint n, uint lsize) {
    const uint i = GID_X(lsize);
    if (i >= n) return;
    const uint x = a[i], y = b[i];
    const float g = f[i];
    __global uint* o = ou + (ulong)i * 14;
    o[0] = __builtin_amdgcn_perm(x, y, 0x07020c05u);       // bytes: x.b3, y.b2, 0x00, x.b1
    o[1] = __builtin_amdgcn_perm(x, y, 0x0d000604u);       // 0xff, y.b0, x.b2, x.b0
    o[2] = __builtin_amdgcn_alignbit(x, y, y & 31u);
    o[3] = __builtin_amdgcn_ubfe(x, y & 31u, (y >> 5) & 31u);
    o[4] = (uint)__builtin_amdgcn_sbfe((int)x, y & 31u, (y >> 5) & 31u);
    o[5] = (x & 0x00ffff00u) | (y & ~0x00ffff00u);          // bfi
    o[6] = __builtin_amdgcn_sad_u8(x, y, i);
    o[7] = __builtin_amdgcn_udot4(x, y, i, false);
    o[8] = (uint)__builtin_amdgcn_sudot4(true, (int)x, false, (int)y, (int)i, false);
    o[9] = (uint)((int)x < -1000 ? -1000 : ((int)x > 2000 ? 2000 : (int)x));   // med3_i32
    o[10] = x < 100u ? 100u : (x > 70000u ? 70000u : x);                        // med3_u32
    o[11] = (x & 0xffffffu) * (y & 0xffffffu) + (y >> 8);                       // mad_u32_u24
    o[12] = (x << 3) + y;                                                       // lshl_add
    int e;
    const float mant = __builtin_frexpf(g, &e);
    o[13] = (uint)e;
    __global float* p = of + (ulong)i * 8;
    p[0] = mant;
    p[1] = __builtin_ldexpf(g, (int)(x % 40u) - 20);
    p[2] = __builtin_amdgcn_fractf(__builtin_fabsf(g));   // exact for x >= 0
    p[3] = (float)((int)__builtin_amdgcn_classf(g, 0x3fc) + 2 * (int)__builtin_amdgcn_classf(g, 0x090) +
                   4 * (int)__builtin_amdgcn_classf(g, 0x060));   // finite, subnormal, zero
    p[4] = __builtin_amdgcn_fmed3f(g, -1.5f, 2.25f);
    p[5] = (float)(x & 0xffu) + (float)((x >> 8) & 0xffu) + (float)((x >> 16) & 0xffu) + (float)(x >> 24);
    const half2 h1 = (half2)((half)(float)((int)(x & 15u) - 8), (half)(float)((int)(y & 15u) - 8));
    const half2 h2 = (half2)((half)(float)((int)((x >> 4) & 15u) - 8), (half)(float)((int)((y >> 4) & 15u) - 8));
    p[6] = __builtin_amdgcn_fdot2(h1, h2, (float)(int)(i % 100u), false);
    p[7] = __builtin_fabsf(g) < 1.0f ? g * g : g + 1.0f;
}
