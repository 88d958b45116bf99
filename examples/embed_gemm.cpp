// Minimal program embedding the loader: open a device (a GPU when present, else the emulator),
// load a code object of the pack, launch a kernel with arguments packed from its metadata, and
// read the result back.
//
// Build against an installed copy:
//   g++ embed_gemm.cpp $(pkg-config --cflags --libs wmma_asm) -o embed_gemm
//   ./embed_gemm $(pkg-config --variable=packdir wmma_asm)/gfx1151/k1.hsaco
#include <cstdio>
#include <vector>

#include <wmma_asm/device.hpp>
#include <wmma_asm/error.hpp>
#include <wmma_asm/kernargs.hpp>

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s PATH/k1.hsaco\n", argv[0]);
        return 2;
    }
    try {
        wmma_asm::DeviceOptions opts;   // backend "auto"
        auto dev = wmma_asm::open_device(opts);
        auto module = dev->load_module_file(argv[1]);
        // C (16x16) = A (16x16, all 1.0) * B (16x16, all 0.5): every element is 8.
        const unsigned n = 16;
        std::vector<uint16_t> ones(n * n, 0x3c00), halves(n * n, 0x3800);   // FP16 1.0 and 0.5
        std::vector<float> c(n * n, 0.f);
        auto a = dev->alloc(ones.size() * 2), b = dev->alloc(halves.size() * 2), cbuf = dev->alloc(c.size() * 4);
        a.upload(ones.data(), ones.size() * 2);
        b.upload(halves.data(), halves.size() * 2);
        cbuf.upload(c.data(), c.size() * 4);
        using wmma_asm::ArgValue;
        const wmma_asm::Dim3 grid{1, 1, 1}, block{32, 1, 1};
        const auto args = wmma_asm::pack_kernargs(
            module->kernel("k1"),
            {ArgValue::pointer(a), ArgValue::pointer(b), ArgValue::pointer(cbuf), ArgValue::u32(n), ArgValue::u32(n),
             ArgValue::u32(n), ArgValue::u32(n), ArgValue::u32(n), ArgValue::u32(n), ArgValue::f32(1.f), ArgValue::f32(0.f)},
            grid, block);
        dev->launch(*module, "k1", grid, block, args);
        cbuf.download(c.data(), c.size() * 4);
        for (float x : c)
            if (x != 8.f) {
                std::fprintf(stderr, "wrong result %g\n", x);
                return 1;
            }
        std::printf("k1 on %s: 16x16x16 product correct (all 8)\n", dev->description().c_str());
        return 0;
    } catch (const wmma_asm::Error& e) {
        std::fprintf(stderr, "embed_gemm: %s\n", e.what());
        return 1;
    }
}
