// The host's own SGEMM for `make bench`: cblas_sgemm (Debian's libopenblas) on N x N x N row-major
// FP32, C = A * B, timed on this machine's cores in the same run as the emulator, so that the
// emulator's wall time has a CPU baseline. Built by tools/bench.py:
//     g++ -O2 tools/host_sgemm.cpp -o build/obj/host_sgemm -lopenblas
// Usage: host_sgemm N [reps] [corrupt]      prints one JSON object: {"n": N, "ms": best, "gflops": ...,
//                                  "corename": the OpenBLAS kernel used, "check": FP64 check};
//                                  exit 1 when the check fails ("corrupt" perturbs C first: the
//                                  check's negative test)
// Threads: OpenBLAS reads OPENBLAS_NUM_THREADS (bench.py sets it to the emulator's thread count).
// bench.py runs this process with OPENBLAS_CORETYPE and OPENBLAS_L2_SIZE removed from its
// environment, so OpenBLAS picks its kernel for this CPU (the environment here forces a slower
// one); the kernel it used is printed, and the result is checked against FP64 dot products.
#include <cblas.h>
#include <cmath>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

extern "C" char* openblas_get_corename(void);
extern "C" char* openblas_get_config(void);

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: host_sgemm N [reps]\n");
        return 2;
    }
    const long n = std::strtol(argv[1], nullptr, 10);
    const int reps = argc > 2 ? std::atoi(argv[2]) : 3;
    if (n < 1 || n > 65536 || reps < 1) {
        std::fprintf(stderr, "host_sgemm: bad N or reps\n");
        return 2;
    }
    std::vector<float> a(size_t(n) * n), b(size_t(n) * n), c(size_t(n) * n, 0.0f);
    std::mt19937 rng(1);
    std::uniform_real_distribution<float> u(-1.0f, 1.0f);
    for (auto& x : a) x = u(rng);
    for (auto& x : b) x = u(rng);
    const int ni = static_cast<int>(n);
    auto run = [&] {
        cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, ni, ni, ni, 1.0f, a.data(), ni, b.data(), ni, 0.0f,
                    c.data(), ni);
    };
    run();   // warm-up: thread pool start, page faults
    double best = 1e300;
    for (int r = 0; r < reps; ++r) {
        const auto t0 = std::chrono::steady_clock::now();
        run();
        const auto t1 = std::chrono::steady_clock::now();
        best = std::min(best, std::chrono::duration<double, std::milli>(t1 - t0).count());
    }
    const double flops = 2.0 * double(n) * double(n) * double(n);
    if (argc > 3 && std::string(argv[3]) == "corrupt")
        for (auto& x : c) x = x * 1.01f + 1e-3f;
    // FP64 check of 64 sampled elements: |c - ref| <= 2 n u sum|a||b| (a bound for any order of
    // FP32 summation, u = 2^-24), the worst ratio error / bound reported.
    std::mt19937 pick(7);
    double worst = 0;
    for (int t = 0; t < 64; ++t) {
        const size_t i = pick() % size_t(n), j = pick() % size_t(n);
        double ref = 0, mag = 0;
        for (long k = 0; k < n; ++k) {
            const double p = double(a[i * n + size_t(k)]) * double(b[size_t(k) * n + j]);
            ref += p;
            mag += std::fabs(p);
        }
        const double bound = 2.0 * double(n) * 0x1p-24 * mag + 1e-30;
        worst = std::max(worst, std::fabs(double(c[i * n + j]) - ref) / bound);
    }
    std::printf("{\"n\": %ld, \"ms\": %.6f, \"gflops\": %.3f, \"reps\": %d, \"corename\": \"%s\", "
                "\"config\": \"%s\", \"check_passed\": %s, \"check_worst_of_bound\": %.4g}\n",
                n, best, flops / (best * 1e-3) / 1e9, reps, openblas_get_corename(), openblas_get_config(),
                worst <= 1.0 ? "true" : "false", worst);
    return worst <= 1.0 ? 0 : 1;
}
