// Tiled f32 matrix multiply C = A * B (row-major M x K times K x N) with 16x16 LDS tiles, a 2D
// work-group of 16x16 and a 2D grid; M, N, K not multiples of 16 (zero padding in the tiles,
// bounds-checked store). The k loop accumulates with an explicit fma in increasing k, so the
// result is reproducible bitwise.
#include "corpus.h"

__kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void matmul_lds(__global float* C, __global const float* A, __global const float* B,
                uint M, uint N, uint K) {
    __local float As[16][16];
    __local float Bs[16][16];
    const uint tx = LID_X(), ty = LID_Y();
    const uint row = WG_Y() * 16u + ty, col = WG_X() * 16u + tx;
    float acc = 0.0f;
    for (uint k0 = 0; k0 < K; k0 += 16u) {
        As[ty][tx] = (row < M && k0 + tx < K) ? A[(ulong)row * K + k0 + tx] : 0.0f;
        Bs[ty][tx] = (k0 + ty < K && col < N) ? B[(ulong)(k0 + ty) * N + col] : 0.0f;
        BARRIER();
        for (uint k = 0; k < 16u; ++k) acc = __builtin_fmaf(As[ty][k], Bs[k][tx], acc);
        BARRIER();
    }
    if (row < M && col < N) C[(ulong)row * N + col] = acc;
}
