// An event-timed loop as benchmarks write it, over streams, async copies and memsets:
// saxpy launched ITERS times between two events on a created stream, hipEventElapsedTime,
// every copy kind (Default included), hipMemsetD8/D16/D32, hipModuleGetGlobal, hipMemGetInfo.
//   event_loop KERNELS_HSACO [ITERS]
// Prints the elapsed time and PASS or FAIL; exit 0 only on PASS.
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "hip_check.hpp"

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: event_loop KERNELS_HSACO [ITERS]\n");
        return 2;
    }
    const int iters = argc > 2 ? std::atoi(argv[2]) : 10;
    const uint32_t n = 1000;
    bool ok = true;
    auto fail = [&](const char* what) {
        std::printf("FAILED: %s\n", what);
        ok = false;
    };

    size_t free_mem = 0, total_mem = 0;
    HIP_CHECK(hipMemGetInfo(&free_mem, &total_mem));
    if (total_mem == 0 || free_mem > total_mem) fail("hipMemGetInfo");

    hipModule_t m;
    HIP_CHECK(hipModuleLoad(&m, argv[1]));
    hipFunction_t saxpy, read_global;
    HIP_CHECK(hipModuleGetFunction(&saxpy, m, "saxpy"));
    HIP_CHECK(hipModuleGetFunction(&read_global, m, "read_global"));

    std::vector<float> a(n), b(n);
    for (uint32_t i = 0; i < n; ++i) a[i] = float(i), b[i] = 1.0f;
    float *da, *db, *dc, *hb;
    HIP_CHECK(hipMalloc(reinterpret_cast<void**>(&da), n * 4));
    HIP_CHECK(hipMalloc(reinterpret_cast<void**>(&db), n * 4));
    HIP_CHECK(hipMalloc(reinterpret_cast<void**>(&dc), n * 4));
    HIP_CHECK(hipHostMalloc(reinterpret_cast<void**>(&hb), n * 4, 0));
    hipStream_t s;
    HIP_CHECK(hipStreamCreate(&s));
    HIP_CHECK(hipMemcpyAsync(da, a.data(), n * 4, hipMemcpyHostToDevice, s));
    for (uint32_t i = 0; i < n; ++i) hb[i] = b[i];
    HIP_CHECK(hipMemcpyAsync(db, hb, n * 4, hipMemcpyDefault, s));   // pinned host -> device, kind inferred
    HIP_CHECK(hipMemsetAsync(dc, 0, n * 4, s));

    hipEvent_t start, stop;
    HIP_CHECK(hipEventCreate(&start));
    HIP_CHECK(hipEventCreate(&stop));
    float alpha = 2.0f;
    uint32_t count = n;
    void* params[] = {&dc, &da, &db, &alpha, &count};
    HIP_CHECK(hipEventRecord(start, s));
    for (int it = 0; it < iters; ++it)   // dc = 2 * a + b, then b = dc (D2D): b grows by 2a each time
    {
        HIP_CHECK(hipModuleLaunchKernel(saxpy, (n + 63) / 64, 1, 1, 64, 1, 1, 0, s, params, nullptr));
        HIP_CHECK(hipMemcpyAsync(db, dc, n * 4, hipMemcpyDeviceToDevice, s));
    }
    HIP_CHECK(hipEventRecord(stop, s));
    HIP_CHECK(hipEventSynchronize(stop));
    HIP_CHECK(hipStreamSynchronize(s));
    if (hipStreamQuery(s) != hipSuccess || hipEventQuery(stop) != hipSuccess) fail("query after synchronize");
    float ms = -1;
    HIP_CHECK(hipEventElapsedTime(&ms, start, stop));
    std::printf("%d launches: %.3f ms\n", iters, double(ms));
    if (!(ms > 0)) fail("elapsed time not positive");

    std::vector<float> c(n);
    HIP_CHECK(hipMemcpy(c.data(), dc, n * 4, hipMemcpyDefault));
    for (uint32_t i = 0; i < n; ++i)
        if (c[i] != 1.0f + 2.0f * float(i) * float(iters)) {
            std::printf("c[%u] = %g, expected %g\n", i, double(c[i]), 1.0 + 2.0 * i * iters);
            fail("saxpy loop result");
            break;
        }

    // Memsets of each width.
    std::vector<uint8_t> bytes(n * 4);
    HIP_CHECK(hipMemsetD8(reinterpret_cast<hipDeviceptr_t>(dc), 0xab, n * 4));
    HIP_CHECK(hipMemcpy(bytes.data(), dc, n * 4, hipMemcpyDeviceToHost));
    if (bytes[0] != 0xab || bytes[n * 4 - 1] != 0xab) fail("hipMemsetD8");
    HIP_CHECK(hipMemsetD16Async(reinterpret_cast<hipDeviceptr_t>(dc), 0x1234, n * 2, s));
    HIP_CHECK(hipMemcpy(bytes.data(), dc, n * 4, hipMemcpyDeviceToHost));
    if (bytes[0] != 0x34 || bytes[1] != 0x12 || bytes[n * 4 - 1] != 0x12) fail("hipMemsetD16");
    HIP_CHECK(hipMemsetD32(reinterpret_cast<hipDeviceptr_t>(dc), 0x01020304, n));
    HIP_CHECK(hipMemcpy(bytes.data(), dc, n * 4, hipMemcpyDeviceToHost));
    if (bytes[0] != 4 || bytes[3] != 1 || bytes[n * 4 - 4] != 4) fail("hipMemsetD32");
    HIP_CHECK(hipMemcpy(hb, dc, 8, hipMemcpyDeviceToHost));   // into pinned host memory
    uint32_t w;
    std::memcpy(&w, hb, 4);
    if (w != 0x01020304) fail("copy into hipHostMalloc memory");

    // A program-scope variable: read, written by the host, read back by a kernel.
    hipDeviceptr_t g = nullptr;
    size_t gsize = 0;
    HIP_CHECK(hipModuleGetGlobal(&g, &gsize, m, "g_value"));
    int gv = 0;
    HIP_CHECK(hipMemcpyDtoH(&gv, g, 4));
    if (gsize != 4 || gv != 7) fail("hipModuleGetGlobal initial value");
    gv = 42;
    HIP_CHECK(hipMemcpyHtoD(g, &gv, 4));
    void* gparams[] = {&dc};
    HIP_CHECK(hipModuleLaunchKernel(read_global, 1, 1, 1, 64, 1, 1, 0, nullptr, gparams, nullptr));
    int out = 0;
    HIP_CHECK(hipMemcpy(&out, dc, 4, hipMemcpyDeviceToHost));
    if (out != 42) fail("kernel reads the global the host wrote");

    HIP_CHECK(hipEventDestroy(start));
    HIP_CHECK(hipEventDestroy(stop));
    HIP_CHECK(hipStreamDestroy(s));
    HIP_CHECK(hipHostFree(hb));
    HIP_CHECK(hipFree(da));
    HIP_CHECK(hipFree(db));
    HIP_CHECK(hipFree(dc));
    HIP_CHECK(hipModuleUnload(m));
    std::printf("%s\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
