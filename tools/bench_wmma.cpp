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
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

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
    // A 240-register file: 16 accumulators at v4, four A fragments at v132, four B at v164.
    constexpr unsigned kRegs = 240, kLanes = 32;
    std::vector<uint32_t> file(kRegs * kLanes);
    std::printf("{\"calls\": %ld, \"rows\": [", calls);
    bool first = true;
    for (WmmaKind kind : kinds) {
        std::mt19937 rng(1);
        for (auto& x : file) x = element_bits(kind, rng);
        for (WmmaImpl impl : impls) {
            if (!emu::wmma_impl_available(impl)) continue;
            double best = 1e300;
            for (int rep = 0; rep < 15; ++rep) {
                std::fill(file.begin() + 4 * kLanes, file.begin() + 132 * kLanes, 0u);   // accumulators
                const auto t0 = std::chrono::steady_clock::now();
                for (long it = 0; it < calls; ++it) {
                    const unsigned t = unsigned(it) & 15u, am = t >> 2, bn = t & 3u;
                    uint32_t* acc = &file[(4 + 8 * t) * kLanes];
                    emu::wmma_execute_with(impl, kind, &file[(132 + 8 * am) * kLanes], &file[(164 + 8 * bn) * kLanes],
                                           acc, acc, 0, 0, 0, false);
                }
                const auto t1 = std::chrono::steady_clock::now();
                best = std::min(best, std::chrono::duration<double, std::nano>(t1 - t0).count() / double(calls));
            }
            std::printf("%s{\"kind\": \"%s\", \"impl\": \"%s\", \"ns\": %.2f}", first ? "" : ", ", emu::wmma_name(kind),
                        impl_name(impl), best);
            std::fflush(stdout);
            first = false;
        }
    }
    std::printf("]}\n");
    return 0;
}
