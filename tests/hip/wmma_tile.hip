// A HIP C++ WMMA tile: one wave32 computes D = A * B for 16 x 16 x 16 f16 inputs with FP32
// accumulation through __builtin_amdgcn_wmma_f32_16x16x16_f16_w32 (v_wmma_f32_16x16x16_f16 on
// gfx11), checked exactly on the host (small integers are exact in f16 and in the sums).
//   wmma_tile [--wrong]
// --wrong checks against a deliberately wrong element: the check must fail.
#include <string>
#include <vector>

#include "hip_check.hpp"
#include "hip_device.hpp"

typedef _Float16 half16 __attribute__((ext_vector_type(16)));
typedef float float8 __attribute__((ext_vector_type(8)));

// The gfx11 wave32 operand layout: lane l holds row l % 16 of A and column l % 16 of B (lanes
// 16..31 repeat lanes 0..15); of D it holds column l % 16, rows 2 * r + l / 16 for r = 0..7.
__global__ __launch_bounds__(32) void wmma_tile(const _Float16* a, const _Float16* b, float* d) {
    const unsigned lane = threadIdx.x, idx = lane % 16;
    half16 av, bv;
    for (int k = 0; k < 16; ++k) {
        av[k] = a[idx * 16 + k];   // A row-major: row idx
        bv[k] = b[k * 16 + idx];   // B row-major: column idx
    }
    float8 acc = {};
    acc = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(av, bv, acc);
    for (int r = 0; r < 8; ++r) d[(2 * r + lane / 16) * 16 + idx] = acc[r];
}

int main(int argc, char** argv) {
    const bool wrong = argc > 1 && std::string(argv[1]) == "--wrong";
    std::vector<_Float16> a(256), b(256);
    std::vector<float> d(256, -1.0f);
    std::vector<int> ref(256, 0);
    for (int i = 0; i < 16; ++i)
        for (int k = 0; k < 16; ++k) {
            a[i * 16 + k] = _Float16((i + 2 * k) % 5 - 2);
            b[i * 16 + k] = _Float16((3 * i + k) % 7 - 3);   // B[i][k]: row i
        }
    for (int i = 0; i < 16; ++i)
        for (int j = 0; j < 16; ++j)
            for (int k = 0; k < 16; ++k) ref[i * 16 + j] += ((i + 2 * k) % 5 - 2) * ((3 * k + j) % 7 - 3);
    if (wrong) ref[5 * 16 + 9] += 1;

    _Float16 *da = nullptr, *db = nullptr;
    float* dd = nullptr;
    HIP_CHECK(hipMalloc(&da, 256 * sizeof(_Float16)));
    HIP_CHECK(hipMalloc(&db, 256 * sizeof(_Float16)));
    HIP_CHECK(hipMalloc(&dd, 256 * sizeof(float)));
    HIP_CHECK(hipMemcpy(da, a.data(), 256 * sizeof(_Float16), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemcpy(db, b.data(), 256 * sizeof(_Float16), hipMemcpyHostToDevice));
    wmma_tile<<<1, 32>>>(da, db, dd);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipMemcpy(d.data(), dd, 256 * sizeof(float), hipMemcpyDeviceToHost));
    int bad = 0;
    for (int e = 0; e < 256; ++e)
        if (d[e] != float(ref[e]) && bad++ < 3) std::printf("D[%d][%d] = %g, expected %d\n", e / 16, e % 16, double(d[e]), ref[e]);
    std::printf("wmma_tile: %d of 256 wrong\n", bad);
    HIP_CHECK(hipFree(da));
    HIP_CHECK(hipFree(db));
    HIP_CHECK(hipFree(dd));
    std::printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    return bad == 0 ? 0 : 1;
}
