// HIP C++ device variables through the symbol API: a __constant__ table and a __device__ scalar
// written by the host (hipMemcpyToSymbol, with an offset, and its Async form on a stream), read
// by a kernel; a __device__ counter the kernel writes, read back with hipMemcpyFromSymbol (and
// Async); hipGetSymbolAddress/hipGetSymbolSize agree with the variables; misuse returns ROCclr's
// codes (an address that is no registered variable, a range past the variable).
//   symbols [--wrong]
// --wrong checks against a deliberately wrong expectation: the check must fail.
#include <string>
#include <vector>

#include "hip_check.hpp"
#include "hip_device.hpp"

__constant__ float coeffs[4];
__device__ int bias;
__device__ unsigned int counter;

__global__ void apply(const float* in, float* out, int n) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = in[i] * coeffs[i % 4] + float(bias);
        // (atomicAdd comes with the device headers -nogpuinc leaves out; the builtin is the same.)
        __atomic_fetch_add(&counter, 1u, __ATOMIC_RELAXED);
    }
}

int main(int argc, char** argv) {
    const bool wrong = argc > 1 && std::string(argv[1]) == "--wrong";
    bool ok = true;
    auto expect = [&](bool cond, const char* what, hipError_t got) {
        std::printf("%s %s: %s\n", cond ? "ok" : "WRONG", what, hipGetErrorName(got));
        ok = ok && cond;
    };
    const int n = 1000;
    std::vector<float> in(n), out(n);
    for (int i = 0; i < n; ++i) in[i] = float(i % 37) - 18.0f;
    float *din = nullptr, *dout = nullptr;
    HIP_CHECK(hipMalloc(&din, n * sizeof(float)));
    HIP_CHECK(hipMalloc(&dout, n * sizeof(float)));
    HIP_CHECK(hipMemcpy(din, in.data(), n * sizeof(float), hipMemcpyHostToDevice));

    // coeffs = {1, 2, 0, 4}, then element 2 alone through an offset; bias and counter on a stream.
    const float c[4] = {1.0f, 2.0f, 0.0f, 4.0f}, c2 = 3.0f;
    const int b = 5;
    const unsigned zero = 0;
    hipStream_t s;
    HIP_CHECK(hipStreamCreate(&s));
    HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(coeffs), c, sizeof c));
    HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(coeffs), &c2, sizeof c2, 2 * sizeof(float), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemcpyToSymbolAsync(HIP_SYMBOL(bias), &b, sizeof b, 0, hipMemcpyHostToDevice, s));
    HIP_CHECK(hipMemcpyToSymbolAsync(HIP_SYMBOL(counter), &zero, sizeof zero, 0, hipMemcpyHostToDevice, s));
    HIP_CHECK(hipStreamSynchronize(s));

    apply<<<(n + 127) / 128, 128>>>(din, dout, n);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipMemcpy(out.data(), dout, n * sizeof(float), hipMemcpyDeviceToHost));
    int bad = 0;
    const float coef[4] = {1.0f, 2.0f, 3.0f, 4.0f};
    for (int i = 0; i < n; ++i) {
        const float want = in[i] * coef[i % 4] + float(b) + (wrong && i == 7 ? 1.0f : 0.0f);
        if (out[i] != want) ++bad;
    }
    std::printf("symbols: %d of %d wrong\n", bad, n);
    ok = ok && bad == 0;

    unsigned count = 0, count_async = 0;
    HIP_CHECK(hipMemcpyFromSymbol(&count, HIP_SYMBOL(counter), sizeof count));
    HIP_CHECK(hipMemcpyFromSymbolAsync(&count_async, HIP_SYMBOL(counter), sizeof count_async, 0, hipMemcpyDeviceToHost, s));
    HIP_CHECK(hipStreamSynchronize(s));
    std::printf("counter %u (async %u), expected %d\n", count, count_async, n);
    ok = ok && count == unsigned(n) && count_async == unsigned(n);
    float back = 0.0f;
    HIP_CHECK(hipMemcpyFromSymbol(&back, HIP_SYMBOL(coeffs), sizeof back, 3 * sizeof(float), hipMemcpyDeviceToHost));
    expect(back == 4.0f, "hipMemcpyFromSymbol at an offset", hipSuccess);

    // The address and size: the address is device memory holding what the symbol copies wrote.
    void* addr = nullptr;
    size_t size = 0;
    const hipError_t ea = hipGetSymbolAddress(&addr, HIP_SYMBOL(coeffs));
    const hipError_t es = hipGetSymbolSize(&size, HIP_SYMBOL(coeffs));
    float via_addr[4] = {};
    if (ea == hipSuccess) HIP_CHECK(hipMemcpy(via_addr, addr, sizeof via_addr, hipMemcpyDeviceToHost));
    std::printf("coeffs: size %zu, through its address %g %g %g %g\n", size, via_addr[0], via_addr[1], via_addr[2], via_addr[3]);
    expect(ea == hipSuccess && es == hipSuccess && size == 4 * sizeof(float) && via_addr[2] == 3.0f,
           "hipGetSymbolAddress/hipGetSymbolSize", es);
    size_t bias_size = 0;
    expect(hipGetSymbolSize(&bias_size, HIP_SYMBOL(bias)) == hipSuccess && bias_size == sizeof(int), "hipGetSymbolSize of an int",
           hipSuccess);

    // Misuse: a host address that is no registered variable; a range past the variable.
    static int not_a_symbol = 0;
    const hipError_t e1 = hipMemcpyToSymbol(HIP_SYMBOL(not_a_symbol), &b, sizeof b);
    expect(e1 == hipErrorInvalidSymbol, "hipMemcpyToSymbol of an unregistered address", e1);
    const hipError_t e2 = hipGetSymbolAddress(&addr, static_cast<const void*>(&not_a_symbol));
    expect(e2 == hipErrorInvalidSymbol, "hipGetSymbolAddress of an unregistered address", e2);
    const hipError_t e3 = hipMemcpyToSymbol(HIP_SYMBOL(coeffs), c, sizeof c, sizeof(float), hipMemcpyHostToDevice);
    expect(e3 == hipErrorInvalidValue, "hipMemcpyToSymbol past the variable's end", e3);
    const hipError_t e4 = hipMemcpyFromSymbol(&count, HIP_SYMBOL(counter), sizeof count, 1, hipMemcpyDeviceToHost);
    expect(e4 == hipErrorInvalidValue, "hipMemcpyFromSymbol past the variable's end", e4);

    HIP_CHECK(hipStreamDestroy(s));
    HIP_CHECK(hipFree(din));
    HIP_CHECK(hipFree(dout));
    std::printf("%s\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
