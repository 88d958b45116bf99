// A HIP C++ program with a `<<<...>>>` launch, compiled by clang++-19 for gfx1151 (hiprt/hiprt.mk):
// c = a + b with a grid-stride loop (threadIdx, blockIdx, blockDim, gridDim all used), checked
// on the host; then the compiled-HIP entry points' error paths.
//   vector_add [--wrong]
// --wrong checks against a deliberately wrong expected value: the check must fail (the negative
// test of this program's checker). Built for gfx1100 only as vector_add_gfx1100, its launch must
// fail with hipErrorNoBinaryForGpu and the runtime must name the targets the bundle has.
#include <cstring>
#include <string>
#include <vector>

#include "hip_check.hpp"
#include "hip_device.hpp"

__global__ void vector_add(const float* a, const float* b, float* c, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) c[i] = a[i] + b[i];
}

int main(int argc, char** argv) {
    const bool wrong = argc > 1 && std::string(argv[1]) == "--wrong";
    const int n = 1000;   // not a multiple of the 2 x 256 work-items: the loop's tail is tested
    std::vector<float> a(n), b(n), c(n, -1.0f);
    for (int i = 0; i < n; ++i) {
        a[i] = float(i);
        b[i] = float(2 * i + 1);
    }
    float *da = nullptr, *db = nullptr, *dc = nullptr;
    HIP_CHECK(hipMalloc(&da, n * sizeof(float)));
    HIP_CHECK(hipMalloc(&db, n * sizeof(float)));
    HIP_CHECK(hipMalloc(&dc, n * sizeof(float)));
    HIP_CHECK(hipMemcpy(da, a.data(), n * sizeof(float), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemcpy(db, b.data(), n * sizeof(float), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemset(dc, 0xff, n * sizeof(float)));

    vector_add<<<dim3(2), dim3(256)>>>(da, db, dc, n);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipDeviceSynchronize());
    HIP_CHECK(hipMemcpy(c.data(), dc, n * sizeof(float), hipMemcpyDeviceToHost));
    int bad = 0;
    for (int i = 0; i < n; ++i) {
        const float expected = float(3 * i + 1) + (wrong && i == 7 ? 1.0f : 0.0f);
        if (c[i] != expected && bad++ < 3) std::printf("c[%d] = %g, expected %g\n", i, double(c[i]), double(expected));
    }
    std::printf("vector_add: %d of %d wrong\n", bad, n);

    // hipFuncGetAttributes takes the kernel's host-side handle, as the launch does.
    hipFuncAttributes attr;
    HIP_CHECK(hipFuncGetAttributes(&attr, reinterpret_cast<const void*>(vector_add)));
    std::printf("attributes: maxThreadsPerBlock %d sharedSizeBytes %zu\n", attr.maxThreadsPerBlock, attr.sharedSizeBytes);

    // Error paths of the compiled-HIP entry points.
    int misuse = 0;
    auto expect = [&](hipError_t got, hipError_t want, const char* what) {
        const bool ok = got == want;
        misuse += !ok;
        std::printf("%s %s: %s\n", ok ? "ok" : "WRONG", what, hipGetErrorName(got));
    };
    int not_a_kernel = 0;
    int n_arg = n;
    void* args[] = {&da, &db, &dc, &n_arg};
    expect(hipLaunchKernel(&not_a_kernel, dim3(1), dim3(64), args, 0, nullptr), hipErrorInvalidDeviceFunction,
           "hipLaunchKernel of an address that is no kernel");
    expect(hipFuncGetAttributes(&attr, &not_a_kernel), hipErrorInvalidDeviceFunction, "hipFuncGetAttributes of no kernel");
    expect(hipFuncGetAttributes(nullptr, reinterpret_cast<const void*>(vector_add)), hipErrorInvalidValue,
           "hipFuncGetAttributes without a result");
    dim3 g, bl;
    size_t shm = 0;
    hipStream_t s = nullptr;
    expect(__hipPopCallConfiguration(&g, &bl, &shm, &s), hipErrorMissingConfiguration, "a stub called without <<<...>>>");
    vector_add<<<dim3(1), dim3(2048)>>>(da, db, dc, n);
    expect(hipGetLastError(), hipErrorInvalidConfiguration, "<<<>>> with 2048 work-items per block");
    vector_add<<<dim3(0), dim3(64)>>>(da, db, dc, n);
    expect(hipGetLastError(), hipErrorInvalidValue, "<<<>>> with an empty grid");
    vector_add<<<dim3(1), dim3(64), 0, reinterpret_cast<hipStream_t>(&not_a_kernel)>>>(da, db, dc, n);
    expect(hipGetLastError(), hipErrorInvalidHandle, "<<<>>> on a stream that does not exist");

    HIP_CHECK(hipFree(da));
    HIP_CHECK(hipFree(db));
    HIP_CHECK(hipFree(dc));
    const bool pass = bad == 0 && misuse == 0;
    std::printf("%s\n", pass ? "PASS" : "FAIL");
    return pass ? 0 : 1;
}
