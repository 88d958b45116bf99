// One 16x16x16 WMMA per wave: D = A * B + C with f16 A/B and f32 C/D through
// __builtin_amdgcn_wmma_f32_16x16x16_f16_w32. Each wave takes its own tile of a batch (all
// matrices row-major, 256 elements per tile) and builds the wave32 operand layout by hand:
// lane l holds row l%16 of A and column l%16 of B (lanes 16-31 replicate 0-15); element r of
// the f32 result is row 2r + l/16, column l%16. Inputs are small integers, so every product
// and partial sum is exact and the result does not depend on the accumulation order.
#include "corpus.h"

__kernel void wmma_tile(__global float* D, __global const half* A, __global const half* B,
                        __global const float* C, uint tiles, uint lsize) {
    const uint w = (WG_X() * lsize + LID_X()) / 32u;
    const uint lane = LID_X() & 31u;
    if (w >= tiles) return;   // whole waves only
    const uint m = lane & 15u, hi = lane >> 4;
    const __global half* At = A + (ulong)w * 256;
    const __global half* Bt = B + (ulong)w * 256;
    v16h a, b;
    for (int k = 0; k < 16; ++k) {
        a[k] = At[m * 16u + (uint)k];
        b[k] = Bt[(uint)k * 16u + m];
    }
    v8f c;
    for (int r = 0; r < 8; ++r) c[r] = C[(ulong)w * 256 + (2u * (uint)r + hi) * 16u + m];
    const v8f d = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(a, b, c);
    for (int r = 0; r < 8; ++r) D[(ulong)w * 256 + (2u * (uint)r + hi) * 16u + m] = d[r];
}
