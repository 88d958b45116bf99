// The emulator's WMMA arithmetic alone, for `make bench`: nanoseconds per v_wmma_* on one host
// thread, each kind on each host implementation this CPU has (emu/exec/wmma.hpp), the operands in
// a register-file-sized buffer and the calls walking a k8-like 4 x 4 block of accumulators, so
// that C and D stream through the cache as in a kernel. tools/bench.py compares the f32 <- f16
// figure with the host SGEMM time per 16 x 16 x 16 block: the floor under any emulated GEMM.
// Built by tools/bench.py:
//     g++ -O2 -I. tools/bench_wmma.cpp build/obj/libwmmaasm.a -o build/obj/bench_wmma -pthread
// Usage: bench_wmma [calls]      prints one JSON object:
//     {"calls": N, "rows": [{"kind": "v_wmma_f32_16x16x16_f16", "impl": "avx512", "ns": best}, ...]}
// Each figure is the best of 15 timed loops of `calls` calls (default 200000).
// With AVX-512 the object also has "fma_floor_ns": the host's time for the 256 16-lane FMAs of one
// f32 <- f16 WMMA alone, in the emulator's form (the accumulator as 16 registers of row pairs, A's
// elements 2p and 2p + 1 one 64-bit broadcast from memory serving two FMAs, B's doubled rows in
// registers; operands in L1, no conversions, loads or stores of C and D): what a 16 x 16 x 16
// WMMA costs at the least with this arithmetic.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>
#if defined(__x86_64__)
#include <immintrin.h>
#endif

#include "emu/exec/wmma.hpp"

namespace {

using emu::WmmaImpl;
using emu::WmmaKind;

const char* impl_name(WmmaImpl i) {
    switch (i) {
        case WmmaImpl::Portable: return "portable";
        case WmmaImpl::Avx2F16c: return "avx2";
        case WmmaImpl::Avx512: return "avx512";
        case WmmaImpl::Auto: break;
    }
    return "auto";
}

// Operand bits of ordinary magnitudes (0.5 to 1, both signs) for the kind's element type, so
// that every fast path a real GEMM takes is taken here.
uint32_t element_bits(WmmaKind k, std::mt19937& rng) {
    const uint32_t r = rng();
    switch (k) {
        case WmmaKind::F32_BF16:
        case WmmaKind::BF16_BF16: return (r & 0x807f807fu) | 0x3f003f00u;   // bf16 likewise
        case WmmaKind::I32_IU8:
        case WmmaKind::I32_IU4: return r;
        default: return (r & 0x83ff83ffu) | 0x38003800u;   // f16 in (-1, -0.5] and [0.5, 1)
    }
}

#if defined(__x86_64__)
// The FMA floor (see the top): `reps` times the 256 FMAs, 16 independent chains.
__attribute__((target("avx512f"), noinline)) void fma_floor(const float* at, const float* b, float* out, long reps) {
    __m512 r[8][2];
    for (auto& pair : r) pair[0] = pair[1] = _mm512_setzero_ps();
    __m512 b0 = _mm512_loadu_ps(b), b1 = _mm512_loadu_ps(b + 16);
    for (long it = 0; it < reps; ++it) {
#pragma GCC unroll 16
        for (int k = 0; k < 16; ++k) {
            const __m512 bk[2] = {(k & 1) ? b1 : b0, (k & 1) ? b0 : b1};
#pragma GCC unroll 8
            for (int p = 0; p < 8; ++p) {
                double pair;
                std::memcpy(&pair, &at[k * 16 + 2 * p], sizeof pair);
                const __m512 a = _mm512_castpd_ps(_mm512_set1_pd(pair));
                r[p][0] = _mm512_fmadd_ps(a, bk[0], r[p][0]);
                r[p][1] = _mm512_fmadd_ps(a, bk[1], r[p][1]);
            }
        }
        __asm__ volatile("" : "+v"(b0), "+v"(b1));   // (each repetition is new work)
    }
    for (int p = 0; p < 8; ++p) {
        _mm512_storeu_ps(out + 32 * p, r[p][0]);
        _mm512_storeu_ps(out + 32 * p + 16, r[p][1]);
    }
}

// Best of 15 loops, nanoseconds per 256 FMAs; negative without AVX-512.
double fma_floor_ns(long reps) {
    if (!__builtin_cpu_supports("avx512f")) return -1;
    alignas(64) float at[256], b[32], out[256];
    for (int i = 0; i < 256; ++i) at[i] = 1.0f / float(i + 1);
    for (int i = 0; i < 32; ++i) b[i] = 0.5f;
    double best = 1e300;
    for (int rep = 0; rep < 15; ++rep) {
        const auto t0 = std::chrono::steady_clock::now();
        fma_floor(at, b, out, reps);
        const auto t1 = std::chrono::steady_clock::now();
        best = std::min(best, std::chrono::duration<double, std::nano>(t1 - t0).count() / double(reps));
    }
    volatile float sink = out[17];   // (the results are read: the FMAs are not dead code)
    (void)sink;
    return best;
}
#else
double fma_floor_ns(long) { return -1; }
#endif

// A 240-register file: 16 accumulators at v4, four A fragments at v132, four B at v164.
constexpr unsigned kRegs = 240, kLanes = 32;

// Nanoseconds per call, the best of 15 walks of `calls` WMMAs over the file's k8-like 4 x 4 block
// (the accumulators zeroed before each walk): call(a, b, acc, same_a) runs one WMMA with C = D =
// acc; same_a says that its A is the previous call's (three calls in four, as in k8's main loop).
template <class Call>
double walk_ns(std::vector<uint32_t>& file, long calls, Call&& call) {
    double best = 1e300;
    for (int rep = 0; rep < 15; ++rep) {
        std::fill(file.begin() + 4 * kLanes, file.begin() + 132 * kLanes, 0u);   // accumulators
        const auto t0 = std::chrono::steady_clock::now();
        for (long it = 0; it < calls; ++it) {
            const unsigned t = unsigned(it) & 15u, am = t >> 2, bn = t & 3u;
            call(&file[(132 + 8 * am) * kLanes], &file[(164 + 8 * bn) * kLanes], &file[(4 + 8 * t) * kLanes], bn != 0);
        }
        const auto t1 = std::chrono::steady_clock::now();
        best = std::min(best, std::chrono::duration<double, std::nano>(t1 - t0).count() / double(calls));
    }
    return best;
}

}  // namespace

int main(int argc, char** argv) {
    const long calls = argc > 1 ? std::strtol(argv[1], nullptr, 10) : 200000;
    if (calls < 16 || calls > 100000000) {
        std::fprintf(stderr, "bench_wmma: calls must be in [16, 1e8]\n");
        return 2;
    }
    const WmmaKind kinds[] = {WmmaKind::F32_F16, WmmaKind::F32_BF16, WmmaKind::F16_F16,
                              WmmaKind::BF16_BF16, WmmaKind::I32_IU8, WmmaKind::I32_IU4};
    const WmmaImpl impls[] = {WmmaImpl::Portable, WmmaImpl::Avx2F16c, WmmaImpl::Avx512};
    std::vector<uint32_t> file(kRegs * kLanes);
    std::printf("{\"calls\": %ld, \"rows\": [", calls);
    bool first = true;
    for (WmmaKind kind : kinds) {
        std::mt19937 rng(1);
        for (auto& x : file) x = element_bits(kind, rng);
        for (WmmaImpl impl : impls) {
            if (!emu::wmma_impl_available(impl)) continue;
            const double best = walk_ns(file, calls, [&](const uint32_t* a, const uint32_t* b, uint32_t* acc, bool) {
                emu::wmma_execute_with(impl, kind, a, b, acc, acc, 0, 0, 0, false);
            });
            std::printf("%s{\"kind\": \"%s\", \"impl\": \"%s\", \"ns\": %.2f}", first ? "" : ", ", emu::wmma_name(kind),
                        impl_name(impl), best);
            std::fflush(stdout);
            first = false;
        }
    }
    std::printf("]");
    // The engine's path for k8's WMMAs (exec_wmma): the f32 <- f16 kernel without modifiers, with
    // the wave's A tile taken over from the WMMA before whenever A is the same (three calls in
    // four here, as in k8's main loop: exec/wmma_reuse.hpp).
    if (const emu::WmmaF32F16Function path = emu::wmma_f32_f16_function(WmmaImpl::Auto)) {
        std::mt19937 rng(1);
        for (auto& x : file) x = element_bits(WmmaKind::F32_F16, rng);
        alignas(64) float tile[256];
        const double best = walk_ns(file, calls, [&](const uint32_t* a, const uint32_t* b, uint32_t* acc, bool same_a) {
            path(a, b, acc, acc, tile, same_a);
        });
        std::printf(", \"k8_path_ns\": %.2f", best);
    }
    const double floor_ns = fma_floor_ns(calls);
    if (floor_ns > 0) std::printf(", \"fma_floor_ns\": %.2f", floor_ns);
    std::printf("}\n");
    return 0;
}
