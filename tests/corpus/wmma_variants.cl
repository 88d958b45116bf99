// The other gfx11 WMMA kinds on one 16x16x16 tile (one wave): f16 result in the low halves
// (opsel false) and in the high halves (opsel true), bf16 inputs with f32 and with bf16
// results, iu8 with signed/unsigned A and B, iu8 with clamp (saturating), iu4 signed.
// Operand layout as in wmma_tile.cl; 8-bit elements: byte k%4 of register k/4, 4-bit: nibble
// k%8 of register k/8. Inputs are small integers so every float result is exact. Only the
// half of each 16-bit result register that the instruction writes is stored.
#include "corpus.h"

typedef short v16bf __attribute__((ext_vector_type(16)));

__kernel void wmma_variants(__global half* d_f16, __global float* d_bf16_f32,
                            __global ushort* d_bf16, __global int* d_iu8, __global int* d_iu4,
                            __global const half* A, __global const half* B, __global const half* C16,
                            __global const ushort* Abf, __global const ushort* Bbf,
                            __global const float* C32, __global const ushort* Cbf,
                            __global const char* A8, __global const char* B8,
                            __global const int* C8, __global const uint* A4, __global const uint* B4) {
    const uint lane = LID_X() & 31u;
    const uint m = lane & 15u, hi = lane >> 4;
    v16h a, b, c_lo, c_hi;
    v16bf abf, bbf, cbf;
    v8f c32;
    for (int k = 0; k < 16; ++k) {
        a[k] = A[m * 16u + (uint)k];
        b[k] = B[(uint)k * 16u + m];
        abf[k] = (short)Abf[m * 16u + (uint)k];
        bbf[k] = (short)Bbf[(uint)k * 16u + m];
        c_lo[k] = (half)0.0f;
        c_hi[k] = (half)0.0f;
        cbf[k] = 0;
    }
    for (int r = 0; r < 8; ++r) {
        const uint idx = (2u * (uint)r + hi) * 16u + m;
        c_lo[2 * r] = C16[idx];
        c_hi[2 * r + 1] = C16[idx];
        c32[r] = C32[idx];
        cbf[2 * r] = (short)Cbf[idx];
    }
    const v16h dlo = __builtin_amdgcn_wmma_f16_16x16x16_f16_w32(a, b, c_lo, false);
    const v16h dhi = __builtin_amdgcn_wmma_f16_16x16x16_f16_w32(a, b, c_hi, true);
    const v8f dbf32 = __builtin_amdgcn_wmma_f32_16x16x16_bf16_w32(abf, bbf, c32);
    const v16bf dbf = __builtin_amdgcn_wmma_bf16_16x16x16_bf16_w32(abf, bbf, cbf, false);

    // 8-bit operands: lane m's 16 bytes of row m of A (K contiguous) / column m of B.
    v4i a8, b8;
    for (int g = 0; g < 4; ++g) {
        uint wa = 0, wb = 0;
        for (int e = 0; e < 4; ++e) {
            const uint k = (uint)(g * 4 + e);
            wa |= (uint)(uchar)A8[m * 16u + k] << (8 * e);
            wb |= (uint)(uchar)B8[k * 16u + m] << (8 * e);
        }
        a8[g] = (int)wa;
        b8[g] = (int)wb;
    }
    v8i c8, c8sat;
    for (int r = 0; r < 8; ++r) {
        const uint idx = (2u * (uint)r + hi) * 16u + m;
        c8[r] = C8[idx];
        c8sat[r] = C8[idx] + 0x7ffe0000;   // near INT_MAX: saturates with clamp
    }
    const v8i d_ss = __builtin_amdgcn_wmma_i32_16x16x16_iu8_w32(true, a8, true, b8, c8, false);
    const v8i d_su = __builtin_amdgcn_wmma_i32_16x16x16_iu8_w32(true, a8, false, b8, c8, false);
    const v8i d_uu = __builtin_amdgcn_wmma_i32_16x16x16_iu8_w32(false, a8, false, b8, c8, false);
    const v8i d_cl = __builtin_amdgcn_wmma_i32_16x16x16_iu8_w32(true, a8, true, b8, c8sat, true);

    // 4-bit operands: A4[m] packs row m (nibble k%8 of word k/8), B4 column m likewise.
    v2i a4, b4;
    a4[0] = (int)A4[m * 2u];
    a4[1] = (int)A4[m * 2u + 1u];
    b4[0] = (int)B4[m * 2u];
    b4[1] = (int)B4[m * 2u + 1u];
    const v8i d4 = __builtin_amdgcn_wmma_i32_16x16x16_iu4_w32(true, a4, true, b4, c8, false);

    for (int r = 0; r < 8; ++r) {
        const uint idx = (2u * (uint)r + hi) * 16u + m;
        d_f16[idx] = dlo[2 * r];
        d_f16[256 + idx] = dhi[2 * r + 1];
        d_bf16_f32[idx] = dbf32[r];
        d_bf16[idx] = (ushort)dbf[2 * r];
        d_iu8[idx] = d_ss[r];
        d_iu8[256 + idx] = d_su[r];
        d_iu8[512 + idx] = d_uu[r];
        d_iu8[768 + idx] = d_cl[r];
        d_iu4[idx] = d4[r];
    }
}
