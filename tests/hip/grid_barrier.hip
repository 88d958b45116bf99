// A HIP C++ program with a grid-wide barrier, launched with hipLaunchCooperativeKernel: every
// block sums its part of the input, publishes it, waits on a global counter until every block
// has arrived, then adds up all the parts. Only a cooperative launch (the whole grid resident)
// can pass the barrier.
//   grid_barrier            the cooperative launch, checked; the error paths
//   grid_barrier --plain    the same kernel with <<<...>>>: the first blocks spin at the barrier
//                           while the others never start, until the instruction budget stops
//                           the launch (run with a small WMMA_ASM_HIP_MAX_INSTRUCTIONS)
//   grid_barrier --wrong    checks against a deliberately wrong total: the check must fail
#include <string>
#include <vector>

#include "hip_check.hpp"
#include "hip_device.hpp"

constexpr int kBlock = 256;

__global__ void grid_sum(const int* in, int n, int* partial, unsigned* arrived, int* totals) {
    __shared__ int s[kBlock];
    int mine = 0;
    for (int i = blockIdx.x * kBlock + threadIdx.x; i < n; i += kBlock * gridDim.x) mine += in[i];
    s[threadIdx.x] = mine;
    __syncthreads();
    for (int h = kBlock / 2; h > 0; h /= 2) {
        if (int(threadIdx.x) < h) s[threadIdx.x] += s[threadIdx.x + h];
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        partial[blockIdx.x] = s[0];
        __hip_atomic_fetch_add(arrived, 1u, __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_AGENT);
        while (__hip_atomic_load(arrived, __ATOMIC_ACQUIRE, __HIP_MEMORY_SCOPE_AGENT) < gridDim.x) {
        }
    }
    __syncthreads();   // the grid barrier: every block's part is published
    if (threadIdx.x == 0) {
        int total = 0;
        for (unsigned b = 0; b < gridDim.x; ++b) total += __hip_atomic_load(&partial[b], __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
        totals[blockIdx.x] = total;
    }
}

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "";
    const int n = 10000, blocks = 16;
    std::vector<int> in(n);
    long want = 0;
    for (int i = 0; i < n; ++i) {
        in[i] = (i % 7) - 3 + (i % 100 == 0 ? 1000 : 0);
        want += in[i];
    }
    if (mode == "--wrong") want += 1;
    int *din = nullptr, *partial = nullptr, *totals = nullptr;
    unsigned* arrived = nullptr;
    HIP_CHECK(hipMalloc(&din, n * sizeof(int)));
    HIP_CHECK(hipMalloc(&partial, blocks * sizeof(int)));
    HIP_CHECK(hipMalloc(&totals, blocks * sizeof(int)));
    HIP_CHECK(hipMalloc(&arrived, sizeof(unsigned)));
    HIP_CHECK(hipMemcpy(din, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemset(arrived, 0, sizeof(unsigned)));
    HIP_CHECK(hipMemset(totals, 0, blocks * sizeof(int)));
    int n_arg = n;
    void* args[] = {&din, &n_arg, &partial, &arrived, &totals};
    if (mode == "--plain") {
        grid_sum<<<dim3(blocks), dim3(kBlock)>>>(din, n, partial, arrived, totals);
        const hipError_t launched = hipGetLastError(), synced = hipDeviceSynchronize();
        std::printf("plain launch: %s then %s\n", hipGetErrorName(launched), hipGetErrorName(synced));
        return synced == hipErrorLaunchFailure ? 0 : 1;
    }
    int coop = 0;
    HIP_CHECK(hipDeviceGetAttribute(&coop, hipDeviceAttributeCooperativeLaunch, 0));
    HIP_CHECK(hipLaunchCooperativeKernel(reinterpret_cast<const void*>(grid_sum), dim3(blocks), dim3(kBlock), args, 0, nullptr));
    HIP_CHECK(hipDeviceSynchronize());
    std::vector<int> got(blocks);
    HIP_CHECK(hipMemcpy(got.data(), totals, blocks * sizeof(int), hipMemcpyDeviceToHost));
    int bad = 0;
    for (int b = 0; b < blocks; ++b) bad += got[b] != want;
    std::printf("grid_barrier: %d blocks, total %d, expected %ld, %d wrong\n", blocks, got[0], want, bad);
    int misuse = 0;
    const hipError_t big = hipLaunchCooperativeKernel(reinterpret_cast<const void*>(grid_sum), dim3(100000), dim3(kBlock), args, 0,
                                                      nullptr);
    misuse += big != hipErrorCooperativeLaunchTooLarge;
    std::printf("%s a grid too large to be resident: %s\n", big == hipErrorCooperativeLaunchTooLarge ? "ok" : "WRONG",
                hipGetErrorName(big));
    misuse += coop != 1;
    std::printf("%s hipDeviceAttributeCooperativeLaunch %d\n", coop == 1 ? "ok" : "WRONG", coop);
    HIP_CHECK(hipFree(din));
    HIP_CHECK(hipFree(partial));
    HIP_CHECK(hipFree(totals));
    HIP_CHECK(hipFree(arrived));
    const bool pass = bad == 0 && misuse == 0;
    std::printf("%s\n", pass ? "PASS" : "FAIL");
    return pass ? 0 : 1;
}
