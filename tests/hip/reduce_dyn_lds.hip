// A HIP C++ block reduction through dynamically sized LDS: `extern __shared__` arrays whose size
// is the launch's sharedMemBytes (<<<blocks, threads, bytes>>>), not the kernel's. The same
// kernel runs with two block sizes (128 and 256 work-items, 512 and 1024 bytes of dynamic LDS),
// next to a static __shared__ array, so the dynamic part must lie past the static one; the host
// adds the partial sums and checks the totals exactly (integers). Also: static + dynamic over
// 64 KiB is refused with ROCclr's hipErrorOutOfMemory, and a launch without the dynamic part
// makes the kernel read past the workgroup's LDS, a fault reported at the next synchronising call.
//   reduce_dyn_lds [--wrong]
// --wrong checks against a deliberately wrong total: the check must fail.
#include <string>
#include <vector>

#include "hip_check.hpp"
#include "hip_device.hpp"

constexpr int kMaxBlock = 256;

__global__ __launch_bounds__(kMaxBlock) void block_sum_dyn(const int* in, int* partial, int n) {
    // A static array too: its words must not alias the dynamic ones (clang puts `sums` after it).
    __shared__ int marker[16];
    extern __shared__ int sums[];
    const unsigned t = threadIdx.x, nt = blockDim.x;
    const int i = blockIdx.x * nt + t;
    if (t < 16) marker[t] = 1000 + t;
    sums[t] = i < n ? in[i] : 0;
    __syncthreads();
    // Halving strides over blockDim.x words of dynamic LDS (nt is a power of two).
    for (unsigned stride = nt / 2; stride > 0; stride /= 2) {
        if (t < stride) sums[t] += sums[t + stride];
        __syncthreads();
    }
    // The static words are intact: a dynamic array placed over them would have changed them.
    if (t == 0) partial[blockIdx.x] = marker[t] == 1000 && marker[15] == 1015 ? sums[0] : -999999;
}

int main(int argc, char** argv) {
    const bool wrong = argc > 1 && std::string(argv[1]) == "--wrong";
    const int n = 5000;
    std::vector<int> in(n);
    long long expected = 0;
    for (int i = 0; i < n; ++i) {
        in[i] = (i * 7919) % 1000 - 500;
        expected += in[i];
    }
    if (wrong) expected += 1;
    int *din = nullptr, *dpartial = nullptr;
    const int max_blocks = (n + 127) / 128;
    HIP_CHECK(hipMalloc(&din, n * sizeof(int)));
    HIP_CHECK(hipMalloc(&dpartial, max_blocks * sizeof(int)));
    HIP_CHECK(hipMemcpy(din, in.data(), n * sizeof(int), hipMemcpyHostToDevice));

    bool sums_ok = true;
    for (int threads : {128, kMaxBlock}) {
        const int blocks = (n + threads - 1) / threads;
        const size_t dyn = threads * sizeof(int);
        block_sum_dyn<<<blocks, threads, dyn>>>(din, dpartial, n);
        HIP_CHECK(hipGetLastError());
        std::vector<int> partial(blocks);
        HIP_CHECK(hipMemcpy(partial.data(), dpartial, blocks * sizeof(int), hipMemcpyDeviceToHost));
        long long total = 0;
        for (int p : partial) total += p;
        std::printf("reduce_dyn_lds: %d blocks of %d, %zu bytes dynamic LDS, total %lld, expected %lld\n", blocks, threads, dyn,
                    total, expected);
        sums_ok = sums_ok && total == expected;
    }

    hipFuncAttributes attr;
    HIP_CHECK(hipFuncGetAttributes(&attr, reinterpret_cast<const void*>(block_sum_dyn)));
    std::printf("attributes: sharedSizeBytes %zu\n", attr.sharedSizeBytes);   // the static part only

    // Static + dynamic over the device's 64 KiB: refused at launch (ROCclr's rule).
    block_sum_dyn<<<1, kMaxBlock, 65536>>>(din, dpartial, n);
    const hipError_t over = hipGetLastError();
    std::printf("%s static + dynamic LDS over 64 KiB: %s\n", over == hipErrorOutOfMemory ? "ok" : "WRONG", hipGetErrorName(over));

    // No dynamic LDS at all: sums[t] lies past the workgroup's LDS, the emulator faults, and the
    // next synchronising call reports it.
    block_sum_dyn<<<1, kMaxBlock>>>(din, dpartial, n);
    const hipError_t launched = hipGetLastError();
    const hipError_t fault = hipDeviceSynchronize();
    std::printf("%s a launch without its dynamic LDS faults: %s then %s\n",
                launched == hipSuccess && fault == hipErrorLaunchFailure ? "ok" : "WRONG", hipGetErrorName(launched),
                hipGetErrorName(fault));

    HIP_CHECK(hipFree(din));
    HIP_CHECK(hipFree(dpartial));
    const bool pass = sums_ok && over == hipErrorOutOfMemory && launched == hipSuccess && fault == hipErrorLaunchFailure;
    std::printf("%s\n", pass ? "PASS" : "FAIL");
    return pass ? 0 : 1;
}
