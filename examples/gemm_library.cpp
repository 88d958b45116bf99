// The GEMM library from C++: describe the problem (layouts, types, batch), let the library pick
// and load the kernel (a plan, reusable), run it on buffers, check one element.
//
//   g++ gemm_library.cpp $(pkg-config --cflags --libs wmma_asm) -o gemm_library
//   ./gemm_library [PACK_DIR]      (default: the installed pack of the device's target)
//
// Computes C[b] (f32, 96 x 80) = A[b]^T * B (f16: A stored K x M, B K x N, shared by the batch)
// for b < 3, with A[b](i, k) = 2^b / 8 and B(k, j) = (j % 4) / 4: C[b](i, j) = K 2^b (j%4) / 32.
#include <cmath>
#include <cstdio>
#include <vector>

#include <wmma_asm/catalog.hpp>
#include <wmma_asm/device.hpp>
#include <wmma_asm/error.hpp>
#include <wmma_asm/library.hpp>

int main(int argc, char** argv) {
    try {
        auto dev = wmma_asm::open_device(wmma_asm::DeviceOptions{});   // a GPU when present, else the emulator
        const auto cat = wmma_asm::load_catalog(wmma_asm::find_pack_dir(argc > 1 ? argv[1] : "", dev->gfx_target(), argv[0]));
        wmma_asm::GemmDesc d;
        d.trans_a = 'T';            // A stored K x M
        d.trans_b = 'N';
        d.type = "f16";
        d.out = "f32";
        d.M = 96; d.N = 80; d.K = 64;
        d.batch = 3;
        d.stride_b = 0;             // one B for every batch
        wmma_asm::GemmPlan plan(*dev, cat, d);   // selection, validation, loading: once
        std::printf("kernel %s (%s)\n", plan.kernel().c_str(), plan.selection_reason().c_str());
        const auto& s = plan.shape();    // the leading dimensions and strides the plan chose
        std::vector<uint16_t> a(plan.a_bytes() / 2), b(plan.b_bytes() / 2, 0);
        for (uint32_t bt = 0; bt < s.batch; ++bt)
            for (size_t x = 0; x < s.a_elems(); ++x) a[bt * s.stride_a + x] = uint16_t(0x3000 + (bt << 10));   // 1/8, 1/4, 1/2
        const uint16_t quarters[4] = {0x0000, 0x3400, 0x3800, 0x3a00};                                 // 0, 1/4, 1/2, 3/4
        for (uint32_t k = 0; k < s.K; ++k)
            for (uint32_t j = 0; j < s.N; ++j) b[size_t(k) * s.ldb + j] = quarters[j % 4];
        auto ab = dev->alloc(plan.a_bytes()), bb = dev->alloc(plan.b_bytes()), cb = dev->alloc(plan.c_bytes());
        ab.upload(a.data(), plan.a_bytes());
        bb.upload(b.data(), plan.b_bytes());
        const auto stats = plan.run(ab, bb, cb);   // as often as needed: the plan is reusable
        std::vector<float> c(plan.c_bytes() / 4);
        cb.download(c.data(), plan.c_bytes());
        const float got = c[2 * s.stride_c + 5 * s.ldc + 7], want = float(s.K) * 4 * 3 / 32;   // batch 2, C(5, 7)
        std::printf("C[2](5, 7) = %g (expected %g); %.3f ms (%s)\n", got, want, stats.elapsed_ms, stats.timing_source.c_str());
        return std::fabs(got - want) < 1e-3f ? 0 : 1;
    } catch (const wmma_asm::Error& e) {
        std::fprintf(stderr, "gemm_library: %s\n", e.what());
        return 1;
    }
}
