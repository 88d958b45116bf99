// Strict mode's cost, for `make bench`: one pack kernel's GEMM launched on two emulator devices of
// one process, one with strict mode and one without, alternately (strict first in odd rounds,
// plain first in even ones), after a warm-up launch on each (the first launch of a program makes
// its tables; each device keeps them, as any process that launches a kernel more than once does).
// The two launches of a pair run milliseconds apart, so they see the same host speed: on a shared
// host whose speed changes for seconds at a time, the per-pair ratio is steady where the times of
// separate processes are not (the same kernel's process times there differ by up to 1.7x).
// Built by tools/bench.py:
//     g++ -O2 -std=c++17 -I. -Iloader/include tools/bench_strict.cpp build/obj/libwmmaasm.a
//         -o build/obj/bench_strict -pthread (-lamdhip64 when the library has the HIP backend)
// Usage: bench_strict ARCH KERNEL M ROUNDS [THREADS [same]]     prints one JSON object:
//     {"kernel": K, "m": M, "rounds": R, "threads": T, "same": S, "strict_ms": [...], "plain_ms": [...],
//      "ratio_median": median over the rounds of strict_ms[i] / plain_ms[i],
//      "strict_median_ms": ..., "plain_median_ms": ..., "strict_best_ms": ..., "plain_best_ms": ...}
// ARCH: the emulator devices' target and the pack's (found as wmma_asm_run finds it:
// $WMMA_ASM_PACK_DIR, else build/<ARCH> beside the executable's directory). M = N = K; the data is
// the same for both devices (wmma_asm_run's random data, seed 1); results are not checked
// (wmma_asm_run and the tests do that). Errors: a message and exit 1.
// `same`: both devices without strict mode, the same measurement otherwise: the check of the
// measure itself, whose ratio should be 1 (two devices of one process need not run at the same
// speed: their memory lies elsewhere).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "wmma_asm/catalog.hpp"
#include "wmma_asm/device.hpp"
#include "wmma_asm/error.hpp"
#include "wmma_asm/gemm.hpp"

namespace {

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

unsigned parse_count(const char* what, const char* s, unsigned lo) {
    char* end = nullptr;
    const unsigned long v = std::strtoul(s, &end, 10);
    if (!*s || *end || v < lo || v > 1000000) throw wmma_asm::Error(std::string("bad ") + what + ": " + s);
    return unsigned(v);
}

void print_list(const char* name, const std::vector<double>& v) {
    std::printf("\"%s\": [", name);
    for (size_t i = 0; i < v.size(); ++i) std::printf("%s%.4f", i ? ", " : "", v[i]);
    std::printf("], ");
}

}  // namespace

int main(int argc, char** argv) {
    try {
        if (argc < 5 || argc > 7 || (argc == 7 && std::string(argv[6]) != "same"))
            throw wmma_asm::Error("usage: bench_strict ARCH KERNEL M ROUNDS [THREADS [same]]");
        const bool same = argc == 7;
        const std::string arch = argv[1];
        const wmma_asm::Catalog cat = wmma_asm::load_catalog(wmma_asm::find_pack_dir("", arch, argv[0]));
        const std::string kernel = argv[2];
        const unsigned m = parse_count("M", argv[3], 1), rounds = parse_count("ROUNDS", argv[4], 1);
        const unsigned threads = argc >= 6 ? parse_count("THREADS", argv[5], 0) : 0;
        const wmma_asm::CatalogEntry& e = cat.get(kernel);
        if (e.kind != "gemm") throw wmma_asm::Error(kernel + " is not a GEMM kernel");
        wmma_asm::GemmShape shape;
        shape.M = shape.N = shape.K = m;
        shape.seed = 1;
        shape.fill_defaults(e);
        wmma_asm::validate_gemm_shape(e, shape);
        const wmma_asm::GemmData data = wmma_asm::GemmData::random(shape, e.dtype, e.out);
        struct Side {
            std::unique_ptr<wmma_asm::Device> dev;
            std::unique_ptr<wmma_asm::Module> module;
            std::vector<double> ms;
        };
        Side side[2];   // [0]: strict, [1]: plain
        for (int s = 0; s < 2; ++s) {
            wmma_asm::DeviceOptions o;
            o.backend = "emu";
            o.emu_target = arch;
            o.strict = s == 0 && !same;
            o.threads = threads;
            side[s].dev = wmma_asm::open_device(o);
            side[s].module = side[s].dev->load_module_file(cat.hsaco_path(kernel));
        }
        auto launch = [&](int s) {
            return wmma_asm::run_gemm(*side[s].dev, e, *side[s].module, shape, data, 1, false).best_ms;
        };
        launch(0);   // warm-up: the programs' tables
        launch(1);
        std::vector<double> ratio;
        for (unsigned r = 0; r < rounds; ++r) {
            const int first = r % 2;
            const double a = launch(first), b = launch(1 - first);
            side[first].ms.push_back(a);
            side[1 - first].ms.push_back(b);
            ratio.push_back(side[0].ms.back() / side[1].ms.back());
        }
        std::printf("{\"kernel\": \"%s\", \"m\": %u, \"rounds\": %u, \"threads\": %u, \"same\": %s, ", kernel.c_str(), m,
                    rounds, threads, same ? "true" : "false");
        print_list("strict_ms", side[0].ms);
        print_list("plain_ms", side[1].ms);
        std::printf("\"ratio_median\": %.4f, \"strict_median_ms\": %.4f, \"plain_median_ms\": %.4f, "
                    "\"strict_best_ms\": %.4f, \"plain_best_ms\": %.4f}\n",
                    median(ratio), median(side[0].ms), median(side[1].ms),
                    *std::min_element(side[0].ms.begin(), side[0].ms.end()),
                    *std::min_element(side[1].ms.begin(), side[1].ms.end()));
        return 0;
    } catch (const std::exception& ex) {
        std::fprintf(stderr, "bench_strict: %s\n", ex.what());
        return 1;
    }
}
