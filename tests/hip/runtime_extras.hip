// A HIP C++ program using the runtime calls beyond the basic set (docs/hip_runtime.md): managed
// memory touched by the host and a kernel without copies, pointer attributes, pitched 2D memory
// (hipMallocPitch, hipMemcpy2D, hipMemset2D), the per-thread default stream forms (_spt), stream
// priorities and callbacks, the device and function configuration calls, and a function of the
// ABI the runtime does not implement (a clean hipErrorNotSupported, not a loader failure).
//   runtime_extras [--wrong]
// --wrong checks against a deliberately wrong expected value: the check must fail.
#include <cstring>
#include <string>
#include <vector>

#include "hip_check.hpp"
#include "hip_device.hpp"

__global__ void scale(float* x, int n, float s) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] *= s;
}

// m[y][x] = 1000 y + x over a pitched matrix (pitch in elements).
__global__ void fill_rows(float* m, unsigned pitch, int w, int h) {
    const int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
    if (x < w && y < h) m[y * pitch + x] = float(1000 * y + x);
}

namespace {
int g_callbacks = 0;
hipError_t g_callback_status = hipErrorUnknown;
void on_stream(hipStream_t, hipError_t status, void* user) {
    ++*static_cast<int*>(user);
    g_callback_status = status;
}
}  // namespace

int main(int argc, char** argv) {
    const bool wrong = argc > 1 && std::string(argv[1]) == "--wrong";
    int misuse = 0;
    auto expect = [&](bool ok, const char* what) {
        misuse += !ok;
        std::printf("%s %s\n", ok ? "ok" : "WRONG", what);
    };
    auto expect_error = [&](hipError_t got, hipError_t want, const char* what) {
        const bool ok = got == want;
        misuse += !ok;
        std::printf("%s %s: %s\n", ok ? "ok" : "WRONG", what, hipGetErrorName(got));
    };

    // Managed memory: the host writes it, a kernel scales it in place, the host reads it.
    const int n = 1000;
    float* m = nullptr;
    HIP_CHECK(hipMallocManaged(&m, n * sizeof(float)));
    for (int i = 0; i < n; ++i) m[i] = float(i);
    HIP_CHECK(hipMemAdvise(m, n * sizeof(float), hipMemAdviseSetPreferredLocation, 0));
    HIP_CHECK(hipMemPrefetchAsync(m, n * sizeof(float), 0, nullptr));
    scale<<<dim3((n + 255) / 256), dim3(256)>>>(m, n, 2.0f);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipDeviceSynchronize());
    int bad = 0;
    for (int i = 0; i < n; ++i) {
        const float want = 2.0f * float(i) + (wrong && i == 5 ? 1.0f : 0.0f);
        if (m[i] != want && bad++ < 3) std::printf("m[%d] = %g, expected %g\n", i, double(m[i]), double(want));
    }
    std::printf("managed: %d of %d wrong\n", bad, n);
    int attr = 0;
    HIP_CHECK(hipDeviceGetAttribute(&attr, hipDeviceAttributeManagedMemory, 0));
    expect(attr == 1, "hipDeviceAttributeManagedMemory is 1");
    expect_error(hipMemAdvise(m, 0, hipMemAdviseSetReadMostly, 0), hipErrorInvalidValue, "hipMemAdvise of 0 bytes");

    // Pointer attributes.
    hipPointerAttribute_t pa;
    HIP_CHECK(hipPointerGetAttributes(&pa, m + 10));
    expect(pa.isManaged == 1 && pa.memoryType == hipMemoryTypeDevice && pa.devicePointer == m + 10 && pa.hostPointer == m + 10,
           "hipPointerGetAttributes of managed memory");
    float* host = nullptr;
    HIP_CHECK(hipHostMalloc(&host, 64 * sizeof(float), hipHostMallocDefault));
    HIP_CHECK(hipPointerGetAttributes(&pa, host));
    expect(pa.memoryType == hipMemoryTypeHost && pa.isManaged == 0, "hipPointerGetAttributes of pinned host memory");
    void* dev_view = nullptr;
    HIP_CHECK(hipHostGetDevicePointer(&dev_view, host, 0));
    expect(dev_view == host, "hipHostGetDevicePointer: one address space");
    int on_stack = 0;
    expect_error(hipPointerGetAttributes(&pa, &on_stack), hipErrorInvalidValue, "hipPointerGetAttributes of a stack address");
    hipDeviceptr_t base = nullptr;
    size_t size = 0;
    HIP_CHECK(hipMemGetAddressRange(&base, &size, m + 500));
    expect(base == m && size == n * sizeof(float), "hipMemGetAddressRange finds the allocation");

    // Pitched 2D memory.
    const int w = 100, h = 7;
    float* d2 = nullptr;
    size_t pitch = 0;
    HIP_CHECK(hipMallocPitch(reinterpret_cast<void**>(&d2), &pitch, w * sizeof(float), h));
    expect(pitch >= w * sizeof(float) && pitch % 4 == 0, "hipMallocPitch pitch >= the row");
    fill_rows<<<dim3((w + 63) / 64, h), dim3(64)>>>(d2, unsigned(pitch / sizeof(float)), w, h);
    HIP_CHECK(hipGetLastError());
    std::vector<float> rows(size_t(w) * h, -1.0f);
    HIP_CHECK(hipMemcpy2D(rows.data(), w * sizeof(float), d2, pitch, w * sizeof(float), h, hipMemcpyDeviceToHost));
    int bad2 = 0;
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) bad2 += rows[size_t(y) * w + x] != float(1000 * y + x);
    HIP_CHECK(hipMemset2D(d2, pitch, 0, w * sizeof(float) / 2, h));   // the left half of every row
    HIP_CHECK(hipMemcpy2DAsync(rows.data(), w * sizeof(float), d2, pitch, w * sizeof(float), h, hipMemcpyDefault, nullptr));
    HIP_CHECK(hipStreamSynchronize(nullptr));
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) bad2 += rows[size_t(y) * w + x] != (x < w / 2 ? 0.0f : float(1000 * y + x));
    std::printf("pitched: %d of %d wrong\n", bad2, 2 * w * h);
    expect_error(hipMemcpy2D(rows.data(), 4, d2, pitch, 8, h, hipMemcpyDeviceToHost), hipErrorInvalidPitchValue,
                 "hipMemcpy2D of rows wider than the pitch");
    expect_error(hipMemcpy2D(rows.data(), w * sizeof(float), d2, pitch, w * sizeof(float), h + 1, hipMemcpyDeviceToHost),
                 hipErrorInvalidValue, "hipMemcpy2D past the allocation");

    // Stream-ordered allocation, peer copies, stream writes, a launch between events.
    float* pool_mem = nullptr;
    HIP_CHECK(hipMallocAsync(reinterpret_cast<void**>(&pool_mem), n * sizeof(float), nullptr));
    HIP_CHECK(hipMemcpyPeer(pool_mem, 0, m, 0, n * sizeof(float)));
    HIP_CHECK(hipStreamWriteValue32(nullptr, pool_mem, 0x40400000u, 0));   // 3.0f into element 0
    hipEvent_t e0 = nullptr, e1 = nullptr;
    HIP_CHECK(hipEventCreate(&e0));
    HIP_CHECK(hipEventCreate(&e1));
    float two = 2.0f;
    int n_two = n;
    void* args2[] = {&pool_mem, &n_two, &two};
    HIP_CHECK(hipExtLaunchKernel(reinterpret_cast<const void*>(scale), dim3((n + 255) / 256), dim3(256), args2, 0, nullptr, e0, e1, 0));
    HIP_CHECK(hipEventSynchronize(e1));
    float ms = -1.0f;
    HIP_CHECK(hipEventElapsedTime(&ms, e0, e1));
    std::vector<float> pooled(n);
    HIP_CHECK(hipMemcpy(pooled.data(), pool_mem, n * sizeof(float), hipMemcpyDeviceToHost));
    expect(pooled[0] == 6.0f && pooled[9] == 4.0f * 9 && ms >= 0.0f,
           "hipMallocAsync, hipMemcpyPeer, hipStreamWriteValue32, hipExtLaunchKernel between events");
    expect_error(hipMemcpyPeer(pool_mem, 1, m, 0, 4), hipErrorInvalidDevice, "hipMemcpyPeer to device 1");
    HIP_CHECK(hipFreeAsync(pool_mem, nullptr));
    expect_error(hipFreeAsync(pool_mem, nullptr), hipErrorInvalidValue, "hipFreeAsync twice");
    HIP_CHECK(hipEventDestroy(e0));
    HIP_CHECK(hipEventDestroy(e1));

    // The per-thread default stream forms.
    std::vector<float> back(n);
    HIP_CHECK(hipMemcpy_spt(back.data(), m, n * sizeof(float), hipMemcpyDeviceToHost));
    float s = 0.5f;
    int n_arg = n;
    void* args[] = {&m, &n_arg, &s};
    HIP_CHECK(hipLaunchKernel_spt(reinterpret_cast<const void*>(scale), dim3((n + 255) / 256), dim3(256), args, 0, nullptr));
    HIP_CHECK(hipStreamSynchronize_spt(nullptr));
    expect(back[7] == 14.0f && m[7] == 7.0f, "hipMemcpy_spt, hipLaunchKernel_spt, hipStreamSynchronize_spt");

    // Stream priorities and callbacks.
    int least = 1, greatest = 1;
    HIP_CHECK(hipDeviceGetStreamPriorityRange(&least, &greatest));
    hipStream_t st = nullptr;
    HIP_CHECK(hipStreamCreateWithPriority(&st, hipStreamNonBlocking, greatest));
    int prio = 5;
    HIP_CHECK(hipStreamGetPriority(st, &prio));
    expect(least == 0 && greatest == -1 && prio == -1, "stream priorities 0 .. -1, a stream keeps its own");
    scale<<<dim3(4), dim3(256), 0, st>>>(m, n, 2.0f);
    HIP_CHECK(hipStreamAddCallback(st, on_stream, &g_callbacks, 0));
    HIP_CHECK(hipStreamSynchronize(st));
    expect(g_callbacks == 1 && g_callback_status == hipSuccess && m[9] == 18.0f, "hipStreamAddCallback after the kernel");
    HIP_CHECK(hipStreamDestroy(st));

    // Device and function configuration.
    size_t total = 0;
    HIP_CHECK(hipDeviceTotalMem(&total, 0));
    int major = 0, minor = 0;
    HIP_CHECK(hipDeviceComputeCapability(&major, &minor, 0));
    expect(total > 0 && major == 11 && minor == 5, "hipDeviceTotalMem, hipDeviceComputeCapability 11.5");
    HIP_CHECK(hipSetDeviceFlags(hipDeviceScheduleYield));
    unsigned flags = 0;
    HIP_CHECK(hipGetDeviceFlags(&flags));
    expect(flags == hipDeviceScheduleYield, "hipGetDeviceFlags returns hipSetDeviceFlags' flags");
    HIP_CHECK(hipFuncSetCacheConfig(reinterpret_cast<const void*>(scale), hipFuncCachePreferL1));
    HIP_CHECK(hipFuncSetAttribute(reinterpret_cast<const void*>(scale), hipFuncAttributeMaxDynamicSharedMemorySize, 1024));
    expect_error(hipFuncSetAttribute(&on_stack, hipFuncAttributeMaxDynamicSharedMemorySize, 1024), hipErrorInvalidDeviceFunction,
                 "hipFuncSetAttribute of an address that is no kernel");
    int can = 1;
    HIP_CHECK(hipDeviceCanAccessPeer(&can, 0, 0));
    expect(can == 0, "hipDeviceCanAccessPeer of the one device");

    // Occupancy (the timing model's rule, per CU): scale is a small one-wave-per-32-items kernel,
    // so the 32 wave slots of a CU's two SIMDs decide: 256 work-items -> 4 blocks; dynamic LDS of
    // 40000 bytes -> 1 (a CU has 64 KiB); 70000 -> none.
    int blocks = -1, blocks_lds = -1, blocks_none = -1;
    HIP_CHECK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, scale, 256, 0));
    HIP_CHECK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocks_lds, scale, 256, 40000));
    HIP_CHECK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocks_none, scale, 256, 70000));
    expect(blocks == 4 && blocks_lds == 1 && blocks_none == 0, "hipOccupancyMaxActiveBlocksPerMultiprocessor");
    int grid_size = 0, block_size = 0;
    HIP_CHECK(hipOccupancyMaxPotentialBlockSize(&grid_size, &block_size, scale, 0, 0));
    expect(block_size == 1024 && grid_size == 40, "hipOccupancyMaxPotentialBlockSize: 1024 work-items per CU, 40 CUs");
    HIP_CHECK(hipOccupancyMaxPotentialBlockSize(&grid_size, &block_size, scale, 0, 96));
    // under a limit of 96: 32 and 64 both fill the 32 slots (96 leaves two), the larger wins
    expect(block_size == 64 && grid_size == 40 * 16, "hipOccupancyMaxPotentialBlockSize under a limit of 96");
    expect_error(hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, reinterpret_cast<const void*>(&on_stack), 256, 0),
                 hipErrorInvalidDeviceFunction, "hipOccupancyMaxActiveBlocksPerMultiprocessor of no kernel");

    // A function of the ABI this runtime does not implement.
    hipGraph_t graph = nullptr;
    expect_error(hipGraphCreate(&graph, 0), hipErrorNotSupported, "hipGraphCreate");
    expect_error(hipGetLastError(), hipErrorNotSupported, "hipGetLastError after it");

    HIP_CHECK(hipFree(m));
    HIP_CHECK(hipFree(d2));
    HIP_CHECK(hipHostFree(host));
    const bool pass = bad == 0 && bad2 == 0 && misuse == 0;
    std::printf("%s\n", pass ? "PASS" : "FAIL");
    return pass ? 0 : 1;
}
