// The host's own SGEMM for `make bench`: cblas_sgemm (Debian's libopenblas) on N x N x N row-major
// FP32, C = A * B, timed on this machine's cores in the same run as the emulator, so that the
// emulator's wall time has a CPU baseline. Built by tools/bench.py:
//     g++ -O2 tools/host_sgemm.cpp -o build/obj/host_sgemm -lopenblas
// Usage: host_sgemm N [reps]      prints one JSON object: {"n": N, "ms": best, "gflops": ...}
// Threads: OpenBLAS reads OPENBLAS_NUM_THREADS (bench.py sets it to the emulator's thread count).
#include <cblas.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

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
    std::printf("{\"n\": %ld, \"ms\": %.6f, \"gflops\": %.3f, \"reps\": %d, \"check\": %.6g}\n", n, best,
                flops / (best * 1e-3) / 1e9, reps, double(c[size_t(n / 2) * n + n / 3]));
    return 0;
}
