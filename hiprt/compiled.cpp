// Compiled HIP: what a program built with `clang++ -x hip --offload-arch=gfx1151` calls.
//
// clang (with the default -fhip-new-launch-api) emits, per translation unit:
//  - a module constructor: h = __hipRegisterFatBinary(&__hip_fatbin_wrapper), then
//    __hipRegisterFunction(h, &kernel_handle, "mangled", "mangled", -1, 0...) per __global__
//    function and __hipRegisterVar(h, &shadow, "name", "name", ext, size, constant, 0) per device
//    variable, __hipRegisterManagedVar(h, &ptr, &init, "name", size, align) per __managed__ one,
//    and atexit(dtor) with dtor calling __hipUnregisterFatBinary(h);
//  - for `k<<<g, b, shm, s>>>(args)`: __hipPushCallConfiguration(g, b, shm, s), then the host stub
//    of k, which pops the configuration (__hipPopCallConfiguration) and calls
//    hipLaunchKernel(&kernel_handle, g, b, {&arg0, &arg1, ...}, shm, s).
// The wrapper is {magic "HIPF", version 1, pointer to a clang offload bundle, unused}; the gfx1151
// entry of that bundle is the code object. Kernel handles map to kernel names; hipLaunchKernel
// then takes the hipModuleLaunchKernel path (hiprt::launch: the same checks, the arguments packed
// from the code object's metadata, the hidden ones filled in).
#include <cstring>

#include "hiprt/runtime.hpp"

using hiprt::guarded;
using hiprt::Runtime;

namespace hiprt {

namespace {

// clang's __hip_fatbin_wrapper (CodeGen/CGCUDANV.cpp: HIPFatMagic, version 1).
struct FatbinWrapper {
    uint32_t magic;
    uint32_t version;
    const void* binary;
    const void* unused;
};
constexpr uint32_t kHipFatMagic = 0x48495046;   // "HIPF"

// The launch configurations pushed by `<<<...>>>` and not yet popped by the stub, per host thread
// (two threads launching at once must not take each other's configuration).
struct CallConfig {
    dim3 grid, block;
    size_t shared_mem;
    hipStream_t stream;
};
thread_local std::vector<CallConfig> t_configs;

HipFatBinary* from_handle(void** handle) {
    auto& rt = Runtime::get();
    auto it = rt.fatbins.find(reinterpret_cast<const HipFatBinary*>(handle));
    return it == rt.fatbins.end() ? nullptr : it->second.get();
}

// The loaded module of a fat binary (loading it at first use). hipErrorNoBinaryForGpu when the
// bundle has no gfx1151 code object, with the reason (the targets it has) on stderr.
hipError_t module_of(HipFatBinary& fb, ihipModule_t** out) {
    if (fb.code_object.empty()) {
        report(fb.error);
        return hipErrorNoBinaryForGpu;
    }
    if (!fb.module) {
        const hipError_t e = load_module(fb.code_object, "<compiled HIP fat binary>", &fb.module);
        if (e != hipSuccess) {
            fb.module = nullptr;
            return e;
        }
        // The device side of each __managed__ variable: its pointer variable points at the storage.
        for (const ManagedVar& v : Runtime::get().managed_vars) {
            if (v.fatbin != &fb) continue;
            void* at = nullptr;
            size_t size = 0;
            if (module_global(fb.module, v.name, &at, &size) != hipSuccess || size < sizeof(uint64_t)) {
                report("__managed__ variable '" + v.name + "' has no pointer variable in the gfx1151 code object");
                return hipErrorInvalidSymbol;
            }
            std::memcpy(at, &v.address, sizeof v.address);
        }
    }
    *out = fb.module;
    return hipSuccess;
}

// The kernel a host-side handle stands for, as a function handle of the loaded module.
hipError_t function_of(const void* host_function, hipFunction_t* out) {
    auto& rt = Runtime::get();
    const auto it = rt.host_functions.find(host_function);
    if (it == rt.host_functions.end()) return hipErrorInvalidDeviceFunction;   // not a registered __global__
    ihipModule_t* m = nullptr;
    const hipError_t e = module_of(*it->second.fatbin, &m);
    if (e != hipSuccess) return e;
    const wmma_asm::KernelInfo* k = m->module->code_object().find(it->second.name);
    if (!k) {
        report("kernel '" + it->second.name + "' was registered but is not in the gfx1151 code object");
        return hipErrorInvalidDeviceFunction;
    }
    *out = function_handle(m, k);
    return hipSuccess;
}

// A device variable by its host shadow's address (what __hipRegisterVar registered and what
// hipMemcpyToSymbol & co. receive): its address in the loaded module's image and its size. The
// module is loaded at first use, as for a launch. ROCclr answers an address that is no
// registered variable with hipErrorInvalidSymbol.
hipError_t symbol_of(const void* symbol, char** address, size_t* size) {
    auto& rt = Runtime::get();
    auto l = rt.lock();
    const auto it = rt.host_vars.find(symbol);
    if (!symbol || it == rt.host_vars.end()) return hipErrorInvalidSymbol;
    ihipModule_t* m = nullptr;
    if (const hipError_t e = module_of(*it->second.fatbin, &m); e != hipSuccess) return e;
    void* a = nullptr;
    size_t n = 0;
    if (module_global(m, it->second.name, &a, &n) != hipSuccess) {
        report("device variable '" + it->second.name + "' was registered but is not in the gfx1151 code object");
        return hipErrorInvalidSymbol;
    }
    *address = static_cast<char*>(a);
    // The code object's size is the device's truth; the registered one when the symbol has none.
    *size = n ? n : it->second.size;
    return hipSuccess;
}

// The byte range [offset, offset + bytes) of a symbol, or hipErrorInvalidValue when it does not
// fit in the variable (ROCclr's ihipMemcpySymbol_validate). The copy itself is then hipMemcpy's
// (or hipMemcpyAsync's), with their checks and their reporting of an earlier kernel's fault; the
// lock is not held across it (the runtime's mutex is not recursive).
hipError_t symbol_range(const void* symbol, size_t bytes, size_t offset, char** at) {
    char* address = nullptr;
    size_t size = 0;
    if (const hipError_t e = symbol_of(symbol, &address, &size); e != hipSuccess) return e;
    if (offset > size || bytes > size - offset) return hipErrorInvalidValue;
    *at = address + offset;
    return hipSuccess;
}

}  // namespace

hipError_t kernel_of(const void* host_function, hipFunction_t* out) { return function_of(host_function, out); }

}  // namespace hiprt

extern "C" {

// Not declared by the 5.2 headers (clang declares them itself); the types are ROCm's, with its
// hip::FatBinaryInfo** handle as the opaque void** clang stores in __hip_gpubin_handle.
void** __hipRegisterFatBinary(const void* data);
void __hipRegisterFunction(void** modules, const void* hostFunction, char* deviceFunction, const char* deviceName,
                           unsigned int threadLimit, void* tid, void* bid, dim3* blockDim, dim3* gridDim, int* wSize);
void __hipRegisterVar(void** modules, void* var, char* hostVar, char* deviceVar, int ext, size_t size, int constant,
                      int global);
void __hipUnregisterFatBinary(void** modules);

// Runs in the program's static constructors, before main: nothing may escape, and nothing here
// opens the emulator (that happens at the first launch). A bundle without gfx1151 is reported now,
// with the targets it has, and its launches fail with hipErrorNoBinaryForGpu.
void** __hipRegisterFatBinary(const void* data) {
    try {
        const auto* w = static_cast<const hiprt::FatbinWrapper*>(data);
        if (!w || w->magic != hiprt::kHipFatMagic || w->version != 1 || !w->binary) {
            hiprt::report("__hipRegisterFatBinary: not a HIP fat binary wrapper (magic/version)");
            return nullptr;
        }
        auto fb = std::make_unique<HipFatBinary>();
        std::string why;
        if (hiprt::is_offload_bundle(w->binary)) {
            if (!hiprt::code_object_from_bundle(w->binary, 0, "gfx1151", &fb->code_object, &why)) {
                fb->code_object.clear();
                fb->error = "compiled HIP program: " + why + "; rebuild with --offload-arch=gfx1151";
                hiprt::report(fb->error);
            }
        } else {
            fb->error = "compiled HIP program: the fat binary is not a clang offload bundle";
            hiprt::report(fb->error);
        }
        auto& rt = Runtime::get();
        auto l = rt.lock();
        HipFatBinary* raw = fb.get();
        rt.fatbins.emplace(raw, std::move(fb));
        return reinterpret_cast<void**>(raw);
    } catch (const std::exception& e) {
        hiprt::report(std::string("__hipRegisterFatBinary: ") + e.what());
        return nullptr;
    }
}

void __hipRegisterFunction(void** modules, const void* hostFunction, char* deviceFunction, const char* deviceName,
                           unsigned int, void*, void*, dim3*, dim3*, int*) {
    try {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        HipFatBinary* fb = hiprt::from_handle(modules);
        const char* name = deviceName ? deviceName : deviceFunction;
        if (!fb || !hostFunction || !name) return;   // its fat binary was refused (reported then)
        rt.host_functions[hostFunction] = {fb, name, 0};
    } catch (const std::exception& e) {
        hiprt::report(std::string("__hipRegisterFunction: ") + e.what());
    }
}

void __hipRegisterVar(void** modules, void* var, char* hostVar, char* deviceVar, int, size_t size, int, int) {
    try {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        HipFatBinary* fb = hiprt::from_handle(modules);
        const char* name = deviceVar ? deviceVar : hostVar;
        if (!fb || !var || !name) return;
        rt.host_vars[var] = {fb, name, size};
    } catch (const std::exception& e) {
        hiprt::report(std::string("__hipRegisterVar: ") + e.what());
    }
}

// A __managed__ variable (struct ManagedVar): its storage allocated now and initialised from the
// host's copy of the initial value, the host's pointer variable set to it.
void __hipRegisterManagedVar(void* modules, void** pointer, void* init_value, const char* name, size_t size, unsigned align) {
    try {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        HipFatBinary* fb = hiprt::from_handle(static_cast<void**>(modules));
        if (!fb || !pointer || !name || size == 0) return;
        if (align > 256) {   // the emulator's allocations are 256-byte aligned
            hiprt::report(std::string("__managed__ variable '") + name + "' asks for an alignment over 256 bytes");
            return;
        }
        wmma_asm::Buffer b = rt.device().alloc(size);
        const uint64_t a = b.address();
        if (init_value) std::memcpy(reinterpret_cast<void*>(a), init_value, size);
        rt.allocs[a] = hiprt::Allocation{std::move(b), false, true, hipMemAttachGlobal, true};
        rt.managed_vars.push_back({fb, name, a});
        *pointer = reinterpret_cast<void*>(a);
    } catch (const std::exception& e) {
        hiprt::report(std::string("__hipRegisterManagedVar: ") + e.what());
    }
}

// From the atexit handler clang registers: the module, its function handles and every host
// address registered with this fat binary go away (its __managed__ variables' storage too).
void __hipUnregisterFatBinary(void** modules) {
    try {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        HipFatBinary* fb = hiprt::from_handle(modules);
        if (!fb) return;
        if (fb->module && rt.modules.count(fb->module)) hiprt::unload_module(fb->module);
        for (auto* table : {&rt.host_functions, &rt.host_vars})
            for (auto it = table->begin(); it != table->end();) it = it->second.fatbin == fb ? table->erase(it) : std::next(it);
        for (auto it = rt.managed_vars.begin(); it != rt.managed_vars.end();) {
            if (it->fatbin != fb) {
                ++it;
                continue;
            }
            rt.allocs.erase(it->address);
            it = rt.managed_vars.erase(it);
        }
        rt.fatbins.erase(fb);
    } catch (const std::exception& e) {
        hiprt::report(std::string("__hipUnregisterFatBinary: ") + e.what());
    }
}

hipError_t __hipPushCallConfiguration(dim3 gridDim, dim3 blockDim, size_t sharedMem, hipStream_t stream) {
    return guarded(hipErrorOutOfMemory, [&] {
        hiprt::t_configs.push_back({gridDim, blockDim, sharedMem, stream});
        return hipSuccess;
    });
}

hipError_t __hipPopCallConfiguration(dim3* gridDim, dim3* blockDim, size_t* sharedMem, hipStream_t* stream) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!gridDim || !blockDim || !sharedMem || !stream) return hipErrorInvalidValue;
        // A stub called without `<<<...>>>` before it: CUDA's name for exactly this.
        if (hiprt::t_configs.empty()) return hipErrorMissingConfiguration;
        const hiprt::CallConfig c = hiprt::t_configs.back();
        hiprt::t_configs.pop_back();
        *gridDim = c.grid;
        *blockDim = c.block;
        *sharedMem = c.shared_mem;
        *stream = c.stream;
        return hipSuccess;
    });
}

hipError_t hipLaunchKernel(const void* function_address, dim3 numBlocks, dim3 dimBlocks, void** args,
                           size_t sharedMemBytes, hipStream_t stream) {
    return guarded(hipErrorLaunchFailure, [&] {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (!function_address) return hipErrorInvalidDeviceFunction;
        hipFunction_t f = nullptr;
        const hipError_t e = hiprt::function_of(function_address, &f);
        if (e != hipSuccess) return e;
        return hiprt::launch(f, {numBlocks.x, numBlocks.y, numBlocks.z}, {dimBlocks.x, dimBlocks.y, dimBlocks.z},
                             sharedMemBytes, stream, args, nullptr);
    });
}

// A launch whose workgroups may wait for each other (a grid-wide barrier): the emulator holds the
// whole grid resident and gives each workgroup a turn (emu/engine: LaunchRequest::cooperative).
hipError_t hipLaunchCooperativeKernel(const void* f, dim3 gridDim, dim3 blockDim, void** kernelParams,
                                      unsigned int sharedMemBytes, hipStream_t stream) {
    return guarded(hipErrorLaunchFailure, [&] {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (!f) return hipErrorInvalidDeviceFunction;
        hipFunction_t fn = nullptr;
        const hipError_t e = hiprt::function_of(f, &fn);
        if (e != hipSuccess) return e;
        return hiprt::launch(fn, {gridDim.x, gridDim.y, gridDim.z}, {blockDim.x, blockDim.y, blockDim.z}, sharedMemBytes,
                             stream, kernelParams, nullptr, true);
    });
}

// hipLaunchKernel between two optional event records (hipExtAnyOrderLaunch changes nothing: one queue).
hipError_t hipExtLaunchKernel(const void* function_address, dim3 numBlocks, dim3 dimBlocks, void** args, size_t sharedMemBytes,
                              hipStream_t stream, hipEvent_t startEvent, hipEvent_t stopEvent, int flags) {
    if (flags != 0 && flags != hipExtAnyOrderLaunch) return hiprt::set_last(hipErrorInvalidValue);
    if (startEvent)
        if (const hipError_t e = hipEventRecord(startEvent, stream); e != hipSuccess) return e;
    if (const hipError_t e = hipLaunchKernel(function_address, numBlocks, dimBlocks, args, sharedMemBytes, stream); e != hipSuccess)
        return e;
    return stopEvent ? hipEventRecord(stopEvent, stream) : hiprt::set_last(hipSuccess);
}

hipError_t hipLaunchCooperativeKernel_spt(const void* f, dim3 gridDim, dim3 blockDim, void** kernelParams,
                                          uint32_t sharedMemBytes, hipStream_t stream) {
    return hipLaunchCooperativeKernel(f, gridDim, blockDim, kernelParams, sharedMemBytes, stream);
}

hipError_t hipFuncGetAttributes(hipFuncAttributes* attr, const void* func) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!attr) return hipErrorInvalidValue;
        auto& rt = Runtime::get();
        auto l = rt.lock();
        hipFunction_t f = nullptr;
        const hipError_t e = hiprt::function_of(func, &f);
        if (e != hipSuccess) return e;
        *attr = hiprt::attributes_of(*f->kernel);
        return hipSuccess;
    });
}

// The symbol API over the variables __hipRegisterVar registered (__device__, __constant__).
hipError_t hipGetSymbolAddress(void** devPtr, const void* symbol) {
    return guarded(hipErrorInvalidSymbol, [&] {
        if (!devPtr) return hipErrorInvalidValue;
        char* address = nullptr;
        size_t size = 0;
        const hipError_t e = hiprt::symbol_of(symbol, &address, &size);
        if (e == hipSuccess) *devPtr = address;
        return e;
    });
}

hipError_t hipGetSymbolSize(size_t* sizePtr, const void* symbol) {
    return guarded(hipErrorInvalidSymbol, [&] {
        if (!sizePtr) return hipErrorInvalidValue;
        char* address = nullptr;
        size_t size = 0;
        const hipError_t e = hiprt::symbol_of(symbol, &address, &size);
        if (e == hipSuccess) *sizePtr = size;
        return e;
    });
}

hipError_t hipMemcpyToSymbol(const void* symbol, const void* src, size_t sizeBytes, size_t offset, hipMemcpyKind kind) {
    return guarded(hipErrorInvalidValue, [&] {
        char* at = nullptr;
        if (const hipError_t e = hiprt::symbol_range(symbol, sizeBytes, offset, &at); e != hipSuccess) return e;
        return hipMemcpy(at, src, sizeBytes, kind);
    });
}

hipError_t hipMemcpyToSymbolAsync(const void* symbol, const void* src, size_t sizeBytes, size_t offset, hipMemcpyKind kind,
                                  hipStream_t stream) {
    return guarded(hipErrorInvalidValue, [&] {
        char* at = nullptr;
        if (const hipError_t e = hiprt::symbol_range(symbol, sizeBytes, offset, &at); e != hipSuccess) return e;
        return hipMemcpyAsync(at, src, sizeBytes, kind, stream);
    });
}

hipError_t hipMemcpyFromSymbol(void* dst, const void* symbol, size_t sizeBytes, size_t offset, hipMemcpyKind kind) {
    return guarded(hipErrorInvalidValue, [&] {
        char* at = nullptr;
        if (const hipError_t e = hiprt::symbol_range(symbol, sizeBytes, offset, &at); e != hipSuccess) return e;
        return hipMemcpy(dst, at, sizeBytes, kind);
    });
}

hipError_t hipMemcpyFromSymbolAsync(void* dst, const void* symbol, size_t sizeBytes, size_t offset, hipMemcpyKind kind,
                                    hipStream_t stream) {
    return guarded(hipErrorInvalidValue, [&] {
        char* at = nullptr;
        if (const hipError_t e = hiprt::symbol_range(symbol, sizeBytes, offset, &at); e != hipSuccess) return e;
        return hipMemcpyAsync(dst, at, sizeBytes, kind, stream);
    });
}

}  // extern "C"
