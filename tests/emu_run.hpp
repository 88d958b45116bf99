// Running kernels on the emulator from the tests: a device, buffers filled from vectors, one
// launch, results read back.
#pragma once
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "util.hpp"
#include "wmma_asm/device.hpp"
#include "wmma_asm/error.hpp"
#include "wmma_asm/kernargs.hpp"

namespace testutil {

// WMMA_ASM_TEST_BACKEND=hip makes this the HIP backend instead: run under wmma_asm_hip_run, the
// suites' GEMM and probe cases then go through the HIP runtime over the emulator (hiprt/,
// tests/test_hiprt.cpp). Strict mode is then the runtime's (WMMA_ASM_HIP_STRICT, on by default),
// so a case that asks for other emulator options (strict off, an instruction budget) cannot be
// honoured and fails with that reason instead of silently running under different rules.
inline std::unique_ptr<wmma_asm::Device> emu_device(bool strict = true, uint64_t max_instructions = 0) {
    wmma_asm::DeviceOptions o;
    const char* backend = std::getenv("WMMA_ASM_TEST_BACKEND");
    const std::string b = backend && *backend ? backend : "emu";
    if (b == "hip") {
        if (!strict || max_instructions)
            throw wmma_asm::Error("WMMA_ASM_TEST_BACKEND=hip: this case needs emulator options the HIP backend cannot set "
                                  "(strict off or an instruction budget); run it with the emu backend");
        o.backend = "hip";
        return wmma_asm::open_device(o);
    }
    if (b != "emu") throw wmma_asm::Error("WMMA_ASM_TEST_BACKEND must be emu or hip, not '" + b + "'");
    o.backend = "emu";
    o.emu_target = arch();
    o.strict = strict;
    o.max_instructions = max_instructions;
    return wmma_asm::open_device(o);
}

// One kernel argument for launch(): a buffer (contents in, contents out) or a scalar.
struct Arg {
    std::vector<uint8_t> bytes;   // buffer contents (buffers only)
    wmma_asm::ArgValue scalar;
    bool is_buffer = false;

    template <typename T>
    static Arg buffer(const std::vector<T>& v) {
        Arg a;
        a.is_buffer = true;
        a.bytes.resize(v.size() * sizeof(T));
        if (!v.empty()) std::memcpy(a.bytes.data(), v.data(), a.bytes.size());
        return a;
    }
    static Arg zeros(size_t n) { Arg a; a.is_buffer = true; a.bytes.assign(n, 0); return a; }
    static Arg u32(uint32_t v) { Arg a; a.scalar = wmma_asm::ArgValue::u32(v); return a; }
    static Arg f32(float v) { Arg a; a.scalar = wmma_asm::ArgValue::f32(v); return a; }
    template <typename T>
    std::vector<T> as() const {
        std::vector<T> v(bytes.size() / sizeof(T));
        if (!v.empty()) std::memcpy(v.data(), bytes.data(), v.size() * sizeof(T));
        return v;
    }
};

// Loads `hsaco`, launches `kernel` and copies every buffer back into `args`.
inline wmma_asm::LaunchStats launch(wmma_asm::Device& dev, const std::vector<uint8_t>& hsaco, const std::string& kernel,
                                    wmma_asm::Dim3 grid, wmma_asm::Dim3 block, std::vector<Arg>& args,
                                    bool cooperative = false) {
    auto module = dev.load_module(wmma_asm::parse_code_object(hsaco));
    std::vector<wmma_asm::Buffer> bufs;
    std::vector<wmma_asm::ArgValue> values;
    for (auto& a : args) {
        if (a.is_buffer) {
            bufs.push_back(dev.alloc(a.bytes.size()));
            bufs.back().upload(a.bytes.data(), a.bytes.size());
            values.push_back(wmma_asm::ArgValue::pointer(bufs.back()));
        } else {
            values.push_back(a.scalar);
        }
    }
    const auto seg = wmma_asm::pack_kernargs(module->kernel(kernel), values, grid, block);
    const auto stats = dev.launch(*module, kernel, grid, block, seg, 0, cooperative);
    size_t b = 0;
    for (auto& a : args)
        if (a.is_buffer) bufs[b++].download(a.bytes.data(), a.bytes.size());
    return stats;
}

// The message of the wmma_asm::Error a launch throws ("" when it succeeds).
inline std::string launch_error(wmma_asm::Device& dev, const std::vector<uint8_t>& hsaco, const std::string& kernel,
                                wmma_asm::Dim3 grid, wmma_asm::Dim3 block, std::vector<Arg>& args, bool cooperative = false) {
    try {
        launch(dev, hsaco, kernel, grid, block, args, cooperative);
    } catch (const wmma_asm::Error& e) {
        return e.what();
    }
    return "";
}

}  // namespace testutil
