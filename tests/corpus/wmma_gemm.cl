// A small f16 GEMM on WMMA: D (M x N, f32) = A (M x K, f16) * B (K x N, f16), all row-major,
// M, N, K multiples of 16. Each wave owns one 16x16 output tile and walks K in steps of 16,
// accumulating in registers; the B tile of each step goes through LDS (staged by the wave,
// read back transposed into the operand layout). Small-integer inputs keep every sum exact.
#include "corpus.h"

__kernel void wmma_gemm(__global float* D, __global const half* A, __global const half* B,
                        uint M, uint N, uint K, uint lsize) {
    __local half bt[8][16][16];    // up to 8 waves per group, one B tile each
    const uint wave_in_group = LID_X() / 32u;
    const uint t = (WG_X() * lsize + LID_X()) / 32u;
    const uint lane = LID_X() & 31u;
    const uint tiles_n = N / 16u;
    if (t >= (M / 16u) * tiles_n) return;   // whole waves only
    const uint tm = t / tiles_n, tn = t % tiles_n;
    const uint m = lane & 15u, hi = lane >> 4;
    v8f acc = (v8f)(0.0f);
    for (uint k0 = 0; k0 < K; k0 += 16u) {
        // Stage B[k0..k0+15][tn*16..+15]: lane copies 8 elements of row (lane/2).
        const uint br = lane >> 1, bc = (lane & 1u) * 8u;
        for (uint e = 0; e < 8u; ++e)
            bt[wave_in_group][br][bc + e] = B[(ulong)(k0 + br) * N + tn * 16u + bc + e];
        __builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront");
        __builtin_amdgcn_wave_barrier();
        __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront");
        v16h a, b;
        for (int k = 0; k < 16; ++k) {
            a[k] = A[(ulong)(tm * 16u + m) * K + k0 + (uint)k];
            b[k] = bt[wave_in_group][k][m];
        }
        acc = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(a, b, acc);
        __builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront");
        __builtin_amdgcn_wave_barrier();
        __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront");
    }
    for (int r = 0; r < 8; ++r)
        D[(ulong)(tm * 16u + 2u * (uint)r + hi) * N + tn * 16u + m] = acc[r];
}
