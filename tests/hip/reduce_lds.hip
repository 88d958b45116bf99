// A HIP C++ shared-memory reduction: each 256-work-item block sums its slice in LDS (__shared__,
// a tree of __syncthreads barriers), writes one partial sum; the host adds the partials and
// checks the total exactly (integers). Also: the kernel's static LDS through hipFuncGetAttributes
// and its __launch_bounds__ enforced at launch.
//   reduce_lds [--wrong]
// --wrong checks against a deliberately wrong total: the check must fail.
#include <string>
#include <vector>

#include "hip_check.hpp"
#include "hip_device.hpp"

constexpr int kBlock = 256;

__global__ __launch_bounds__(kBlock) void block_sum(const int* in, int* partial, int n) {
    __shared__ int lds[kBlock];
    const unsigned t = threadIdx.x;
    const int i = blockIdx.x * kBlock + t;
    lds[t] = i < n ? in[i] : 0;
    __syncthreads();
    // Halving strides: every step reads what other waves wrote before the barrier.
    for (unsigned stride = kBlock / 2; stride > 0; stride /= 2) {
        if (t < stride) lds[t] += lds[t + stride];
        __syncthreads();
    }
    if (t == 0) partial[blockIdx.x] = lds[0];
}

int main(int argc, char** argv) {
    const bool wrong = argc > 1 && std::string(argv[1]) == "--wrong";
    const int n = 5000, blocks = (n + kBlock - 1) / kBlock;
    std::vector<int> in(n), partial(blocks, 0);
    long long expected = 0;
    for (int i = 0; i < n; ++i) {
        in[i] = (i * 7919) % 1000 - 500;
        expected += in[i];
    }
    if (wrong) expected += 1;
    int *din = nullptr, *dpartial = nullptr;
    HIP_CHECK(hipMalloc(&din, n * sizeof(int)));
    HIP_CHECK(hipMalloc(&dpartial, blocks * sizeof(int)));
    HIP_CHECK(hipMemcpy(din, in.data(), n * sizeof(int), hipMemcpyHostToDevice));

    block_sum<<<blocks, kBlock>>>(din, dpartial, n);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipMemcpy(partial.data(), dpartial, blocks * sizeof(int), hipMemcpyDeviceToHost));
    long long total = 0;
    for (int p : partial) total += p;
    std::printf("reduce_lds: %d blocks, total %lld, expected %lld\n", blocks, total, expected);

    hipFuncAttributes attr;
    HIP_CHECK(hipFuncGetAttributes(&attr, reinterpret_cast<const void*>(block_sum)));
    std::printf("attributes: sharedSizeBytes %zu maxThreadsPerBlock %d\n", attr.sharedSizeBytes, attr.maxThreadsPerBlock);
    const bool attr_ok = attr.sharedSizeBytes == kBlock * sizeof(int) && attr.maxThreadsPerBlock == kBlock;

    // Over the kernel's launch bounds: refused at launch, as ROCclr refuses it.
    block_sum<<<1, 2 * kBlock>>>(din, dpartial, n);
    const hipError_t over = hipGetLastError();
    std::printf("%s launch over __launch_bounds__: %s\n", over == hipErrorLaunchFailure ? "ok" : "WRONG", hipGetErrorName(over));

    HIP_CHECK(hipFree(din));
    HIP_CHECK(hipFree(dpartial));
    const bool pass = total == expected && attr_ok && over == hipErrorLaunchFailure;
    std::printf("%s\n", pass ? "PASS" : "FAIL");
    return pass ? 0 : 1;
}
