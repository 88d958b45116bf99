// A HIP host program with the module API, as seed 001/003's host code is written: device query,
// hipModuleLoad of the pack's k1 (C = alpha * A * B + beta * C, f16 -> f32), hipMalloc/hipMemcpy,
// hipModuleLaunchKernel with kernelParams, then the same kernel from hipModuleLoadData with the
// `extra` argument buffer; both results checked on the host against an FP64 reference.
//   module_gemm K1_HSACO [--wrong-alpha]
// --wrong-alpha launches with alpha = 2 but checks against alpha = 1: the check must fail (the
// negative test of this program's checker). Prints PASS or FAIL; exit 0 only on PASS.
#include <cmath>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "hip_check.hpp"

namespace {

// IEEE half from a float that is exactly representable (the test values are small integers / 8).
uint16_t to_half(float f) {
    uint32_t x;
    std::memcpy(&x, &f, 4);
    const uint32_t sign = (x >> 16) & 0x8000;
    const int exp = int((x >> 23) & 0xff) - 127 + 15;
    const uint32_t mant = (x >> 13) & 0x3ff;
    if ((x & 0x7fffffff) == 0) return static_cast<uint16_t>(sign);
    return static_cast<uint16_t>(sign | (uint32_t(exp) << 10) | mant);
}

bool check(const std::vector<float>& c, const std::vector<double>& ref, const char* what) {
    size_t bad = 0;
    for (size_t i = 0; i < c.size(); ++i)
        if (std::fabs(c[i] - ref[i]) > 1e-3 * (1 + std::fabs(ref[i]))) {
            if (bad++ < 3) std::printf("%s: C[%zu] = %g, expected %g\n", what, i, double(c[i]), ref[i]);
        }
    std::printf("%s: %zu of %zu wrong\n", what, bad, c.size());
    return bad == 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: module_gemm K1_HSACO [--wrong-alpha]\n");
        return 2;
    }
    const bool wrong_alpha = argc > 2 && std::string(argv[2]) == "--wrong-alpha";

    int count = 0;
    HIP_CHECK(hipGetDeviceCount(&count));
    hipDeviceProp_t prop;
    HIP_CHECK(hipGetDeviceProperties(&prop, 0));
    int lds = 0;
    HIP_CHECK(hipDeviceGetAttribute(&lds, hipDeviceAttributeMaxSharedMemoryPerBlock, 0));
    int version = 0;
    HIP_CHECK(hipRuntimeGetVersion(&version));
    std::printf("devices %d name '%s' arch %s warpSize %d CUs %d clock %d kHz LDS %d runtime %d\n", count, prop.name,
                prop.gcnArchName, prop.warpSize, prop.multiProcessorCount, prop.clockRate, lds, version);

    const uint32_t M = 48, N = 64, K = 32, lda = K, ldb = N, ldc = N;
    std::vector<uint16_t> a(M * K), b(K * N);
    std::vector<float> af(M * K), bf(K * N), c0(M * N);
    for (uint32_t i = 0; i < M * K; ++i) af[i] = float(int(i * 7 % 17) - 8) / 8.0f, a[i] = to_half(af[i]);
    for (uint32_t i = 0; i < K * N; ++i) bf[i] = float(int(i * 5 % 13) - 6) / 8.0f, b[i] = to_half(bf[i]);
    for (uint32_t i = 0; i < M * N; ++i) c0[i] = float(int(i % 9) - 4);
    const float alpha = 1.0f, beta = 0.5f;
    std::vector<double> ref(M * N);
    for (uint32_t i = 0; i < M; ++i)
        for (uint32_t j = 0; j < N; ++j) {
            double s = 0;
            for (uint32_t k = 0; k < K; ++k) s += double(af[i * K + k]) * bf[k * N + j];
            ref[i * N + j] = alpha * s + beta * c0[i * N + j];
        }

    void *da = nullptr, *db = nullptr, *dc = nullptr;
    HIP_CHECK(hipMalloc(&da, a.size() * 2));
    HIP_CHECK(hipMalloc(&db, b.size() * 2));
    HIP_CHECK(hipMalloc(&dc, c0.size() * 4));
    HIP_CHECK(hipMemcpy(da, a.data(), a.size() * 2, hipMemcpyHostToDevice));
    HIP_CHECK(hipMemcpy(db, b.data(), b.size() * 2, hipMemcpyHostToDevice));
    HIP_CHECK(hipMemcpy(dc, c0.data(), c0.size() * 4, hipMemcpyHostToDevice));

    // One wave per 16 x 16 tile of C: grid x over N, y over M.
    hipModule_t mod;
    HIP_CHECK(hipModuleLoad(&mod, argv[1]));
    hipFunction_t fn;
    HIP_CHECK(hipModuleGetFunction(&fn, mod, "k1"));
    int max_threads = 0;
    HIP_CHECK(hipFuncGetAttribute(&max_threads, HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, fn));
    std::printf("k1 max threads per block %d\n", max_threads);
    const float launch_alpha = wrong_alpha ? 2.0f : alpha;
    void* params[] = {&da, &db, &dc, const_cast<uint32_t*>(&M), const_cast<uint32_t*>(&N), const_cast<uint32_t*>(&K),
                      const_cast<uint32_t*>(&lda), const_cast<uint32_t*>(&ldb), const_cast<uint32_t*>(&ldc),
                      const_cast<float*>(&launch_alpha), const_cast<float*>(&beta)};
    HIP_CHECK(hipModuleLaunchKernel(fn, N / 16, M / 16, 1, 32, 1, 1, 0, nullptr, params, nullptr));
    HIP_CHECK(hipDeviceSynchronize());
    std::vector<float> c(M * N);
    HIP_CHECK(hipMemcpy(c.data(), dc, c.size() * 4, hipMemcpyDeviceToHost));
    bool ok = check(c, ref, "kernelParams");
    HIP_CHECK(hipModuleUnload(mod));

    // The same from memory, arguments packed by the caller (the project's HIP backend does this).
    std::ifstream f(argv[1], std::ios::binary);
    const std::vector<char> image((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    HIP_CHECK(hipModuleLoadData(&mod, image.data()));
    HIP_CHECK(hipModuleGetFunction(&fn, mod, "k1"));
    HIP_CHECK(hipMemcpy(dc, c0.data(), c0.size() * 4, hipMemcpyHostToDevice));
    struct {
        void *a, *b, *c;
        uint32_t m, n, k, lda, ldb, ldc;
        float alpha, beta;
    } args{da, db, dc, M, N, K, lda, ldb, ldc, launch_alpha, beta};
    size_t size = sizeof args;
    void* extra[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, &args, HIP_LAUNCH_PARAM_BUFFER_SIZE, &size, HIP_LAUNCH_PARAM_END};
    HIP_CHECK(hipModuleLaunchKernel(fn, N / 16, M / 16, 1, 32, 1, 1, 0, nullptr, nullptr, extra));
    HIP_CHECK(hipMemcpy(c.data(), dc, c.size() * 4, hipMemcpyDefault));
    ok = check(c, ref, "extra") && ok;
    HIP_CHECK(hipModuleUnload(mod));
    HIP_CHECK(hipFree(da));
    HIP_CHECK(hipFree(db));
    HIP_CHECK(hipFree(dc));
    std::printf("%s\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
