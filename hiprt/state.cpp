// The runtime object and the device: opening the emulator, the device description HIP reports,
// device selection, synchronisation and reset, versions.
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <iostream>

#include "emu/model/model.hpp"
#include "hiprt/runtime.hpp"

namespace hiprt {

namespace {

bool env_flag(const char* name, bool fallback) {
    const char* v = std::getenv(name);
    if (!v || !*v) return fallback;
    return !(std::strcmp(v, "0") == 0 || std::strcmp(v, "false") == 0 || std::strcmp(v, "no") == 0 || std::strcmp(v, "off") == 0);
}

uint64_t env_number(const char* name) {
    const char* v = std::getenv(name);
    if (!v || !*v) return 0;
    char* end = nullptr;
    const unsigned long long n = std::strtoull(v, &end, 10);
    if (*end != 0) {
        report(std::string(name) + "=" + v + " is not a number: ignored");
        return 0;
    }
    return n;
}

}  // namespace

Runtime& Runtime::get() {
    // The one process-wide object HIP's C ABI forces (runtime.hpp). Constructed on first use and
    // deliberately never destroyed: applications call hipFree from static destructors, and a
    // runtime destroyed before them would turn a legal call into a use after free.
    static Runtime* rt = new Runtime();
    return *rt;
}

Runtime::Runtime() {
    env_.strict = env_flag("WMMA_ASM_HIP_STRICT", true);
    env_.threads = static_cast<unsigned>(env_number("WMMA_ASM_HIP_THREADS"));
    env_.counters = env_flag("WMMA_ASM_HIP_COUNTERS", false);
    env_.model = env_flag("WMMA_ASM_HIP_MODEL", false);
    env_.max_instructions = env_number("WMMA_ASM_HIP_MAX_INSTRUCTIONS");
}

wmma_asm::Device& Runtime::device() {
    if (!device_) {
        wmma_asm::DeviceOptions o;
        o.backend = "emu";
        o.emu_target = "gfx1151";
        o.strict = env_.strict;
        o.threads = env_.threads;
        o.max_instructions = env_.max_instructions;
        // Counters and the modelled time both need the profiler, which slows the emulation:
        // on only when asked for.
        o.profile = env_.counters || env_.model;
        device_ = wmma_asm::open_device(o);
    }
    return *device_;
}

const DeviceInfo& Runtime::info() {
    if (!info_) {
        auto d = std::make_unique<DeviceInfo>();
        // The timing model's description of gfx1151 (devices/gfx1151.txt, compiled into the
        // library): the clocks and unit counts a program sizing its grid should see.
        emu::model::Device desc;
        std::string why;
        if (emu::model::load_device_named("gfx1151", &desc, &why)) {
            d->compute_units = static_cast<int>(desc.get("wgps", 20) * desc.get("cus_per_wgp", 2));
            d->clock_khz = static_cast<int>(desc.get("clock_mhz", 2900) * 1000);
            d->lds_per_cu = static_cast<size_t>(desc.get("lds_bytes_per_wgp", 131072) / desc.get("cus_per_wgp", 2));
            const auto l2 = desc.num.find("l2_bytes");
            if (l2 != desc.num.end()) d->l2_bytes = static_cast<int>(l2->second);
            const auto product = desc.str.find("product");
            if (product != desc.str.end()) {
                std::string p = product->second;
                for (char& c : p) if (c == '_') c = ' ';
                d->name = "AMD " + p + " (wmma_asm emulator)";
            }
        } else {
            report("no gfx1151 device description (" + why + "): built-in defaults reported");
        }
        // Device memory is host memory: report the host's.
        const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
        d->total_mem = pages > 0 && page > 0 ? size_t(pages) * size_t(page) : size_t(16) << 30;
        info_ = std::move(d);
    }
    return *info_;
}

Allocation* Runtime::find(const void* p, size_t bytes, uint64_t* offset) {
    const uint64_t a = reinterpret_cast<uint64_t>(p);
    auto it = allocs.upper_bound(a);
    if (it == allocs.begin()) return nullptr;
    --it;
    const uint64_t base = it->first, size = it->second.buffer.size();
    if (a - base >= size && !(bytes == 0 && a == base)) return nullptr;
    if (bytes > size - (a - base)) return nullptr;
    if (offset) *offset = a - base;
    return &it->second;
}

bool Runtime::is_device_range(const void* p, size_t bytes) {
    if (find(p, bytes)) return true;
    const uint64_t a = reinterpret_cast<uint64_t>(p);
    for (const ihipModule_t* m : modules) {
        const uint64_t base = m->module->load_address(), size = m->module->code_object().image_size();
        if (base && a >= base && a - base < size && bytes <= size - (a - base)) return true;
    }
    return false;
}

void Runtime::reset() {
    function_handles.clear();
    functions.clear();
    for (auto* m : modules) delete m;
    modules.clear();
    // Registered fat binaries stay registered (their host stubs still exist); their modules are
    // loaded again at the next launch, as after a reset on ROCm.
    for (auto& fb : fatbins) fb.second->module = nullptr;
    for (auto* s : streams) delete s;
    streams.clear();
    for (auto* e : events) delete e;
    events.clear();
    // Every allocation goes but the storage of __managed__ variables, which is the program's.
    for (auto it = allocs.begin(); it != allocs.end();) it = it->second.program_scope ? std::next(it) : allocs.erase(it);
    pending_fault = hipSuccess;
    modelled_clock_ms = 0.0;
    modelled_clock_valid = true;
}

bool is_valid_stream(hipStream_t s) { return s == nullptr || Runtime::get().streams.count(s) != 0; }

void report(const std::string& message) noexcept {
    try {
        std::cerr << "wmma_asm hip: " << message << std::endl;
    } catch (...) {
    }
}

void timing_banner() {
    static std::once_flag once;
    std::call_once(once, [] {
        const bool model = Runtime::get().env().model;
        report(model ? "hipEventElapsedTime reports the timing model's modelled gfx1151 time (WMMA_ASM_HIP_MODEL=1), not a measurement"
                     : "hipEventElapsedTime reports emulator wall-clock time, not GPU time (WMMA_ASM_HIP_MODEL=1 for the modelled time)");
    });
}

}  // namespace hiprt

using hiprt::guarded;
using hiprt::Runtime;

extern "C" {

hipError_t hipInit(unsigned int flags) {
    return guarded(hipErrorInvalidValue, [&] { return flags == 0 ? hipSuccess : hipErrorInvalidValue; });
}

hipError_t hipGetDeviceCount(int* count) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!count) return hipErrorInvalidValue;
        *count = 1;
        return hipSuccess;
    });
}

hipError_t hipSetDevice(int device) {
    return guarded(hipErrorInvalidDevice, [&] { return device == 0 ? hipSuccess : hipErrorInvalidDevice; });
}

hipError_t hipGetDevice(int* device) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!device) return hipErrorInvalidValue;
        *device = 0;
        return hipSuccess;
    });
}

hipError_t hipDeviceSynchronize(void) {
    return guarded(hipErrorUnknown, [&] {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        return rt.take_pending();
    });
}

hipError_t hipDeviceReset(void) {
    return guarded(hipErrorUnknown, [&] {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        rt.reset();
        return hipSuccess;
    });
}

hipError_t hipGetDeviceProperties(hipDeviceProp_t* prop, int device) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!prop) return hipErrorInvalidValue;
        if (device != 0) return hipErrorInvalidDevice;
        auto& rt = Runtime::get();
        auto l = rt.lock();
        const hiprt::DeviceInfo& d = rt.info();
        std::memset(prop, 0, sizeof(*prop));
        std::snprintf(prop->name, sizeof(prop->name), "%s", d.name.c_str());
        std::snprintf(prop->gcnArchName, sizeof(prop->gcnArchName), "%s", d.arch.c_str());
        prop->gcnArch = 1151;
        prop->totalGlobalMem = d.total_mem;
        prop->sharedMemPerBlock = d.lds_per_block;
        prop->maxSharedMemoryPerMultiProcessor = d.lds_per_cu;
        prop->regsPerBlock = 65536;
        prop->warpSize = 32;
        prop->maxThreadsPerBlock = 1024;
        prop->maxThreadsDim[0] = prop->maxThreadsDim[1] = prop->maxThreadsDim[2] = 1024;
        prop->maxGridSize[0] = prop->maxGridSize[1] = prop->maxGridSize[2] = 2147483647;
        prop->clockRate = d.clock_khz;
        prop->clockInstructionRate = 100000;   // the 100 MHz s_memrealtime counter of gfx11
        prop->memoryClockRate = d.memory_clock_khz;
        prop->memoryBusWidth = d.memory_bus_width;
        prop->totalConstMem = d.total_mem < size_t(2147483647) ? d.total_mem : size_t(2147483647);
        prop->major = 11;
        prop->minor = 5;
        prop->multiProcessorCount = d.compute_units;
        prop->l2CacheSize = d.l2_bytes;
        prop->maxThreadsPerMultiProcessor = 2048;
        prop->concurrentKernels = 1;
        prop->canMapHostMemory = 1;
        prop->integrated = 1;   // Strix Halo is an APU
        prop->maxTexture1DLinear = 0;
        prop->memPitch = d.total_mem;
        prop->isLargeBar = 0;
        prop->managedMemory = 1;   // hipMallocManaged (memory.cpp)
        prop->cooperativeLaunch = 1;   // hipLaunchCooperativeKernel (compiled.cpp)
        return hipSuccess;
    });
}

hipError_t hipDeviceGetAttribute(int* pi, hipDeviceAttribute_t attr, int device) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!pi) return hipErrorInvalidValue;
        if (device != 0) return hipErrorInvalidDevice;
        hipDeviceProp_t p;
        const hipError_t e = hipGetDeviceProperties(&p, 0);
        if (e != hipSuccess) return e;
        switch (attr) {
            case hipDeviceAttributeMaxThreadsPerBlock: *pi = p.maxThreadsPerBlock; break;
            case hipDeviceAttributeMaxBlockDimX: *pi = p.maxThreadsDim[0]; break;
            case hipDeviceAttributeMaxBlockDimY: *pi = p.maxThreadsDim[1]; break;
            case hipDeviceAttributeMaxBlockDimZ: *pi = p.maxThreadsDim[2]; break;
            case hipDeviceAttributeMaxGridDimX: *pi = p.maxGridSize[0]; break;
            case hipDeviceAttributeMaxGridDimY: *pi = p.maxGridSize[1]; break;
            case hipDeviceAttributeMaxGridDimZ: *pi = p.maxGridSize[2]; break;
            case hipDeviceAttributeMaxSharedMemoryPerBlock: *pi = static_cast<int>(p.sharedMemPerBlock); break;
            case hipDeviceAttributeSharedMemPerBlockOptin: *pi = static_cast<int>(p.sharedMemPerBlock); break;
            case hipDeviceAttributeSharedMemPerMultiprocessor:
            case hipDeviceAttributeMaxSharedMemoryPerMultiprocessor: *pi = static_cast<int>(p.maxSharedMemoryPerMultiProcessor); break;
            case hipDeviceAttributeWarpSize: *pi = p.warpSize; break;
            case hipDeviceAttributeMultiprocessorCount:
            case hipDeviceAttributePhysicalMultiProcessorCount: *pi = p.multiProcessorCount; break;
            case hipDeviceAttributeClockRate: *pi = p.clockRate; break;
            case hipDeviceAttributeClockInstructionRate: *pi = p.clockInstructionRate; break;
            case hipDeviceAttributeMemoryClockRate: *pi = p.memoryClockRate; break;
            case hipDeviceAttributeMemoryBusWidth: *pi = p.memoryBusWidth; break;
            case hipDeviceAttributeComputeCapabilityMajor: *pi = p.major; break;
            case hipDeviceAttributeComputeCapabilityMinor: *pi = p.minor; break;
            case hipDeviceAttributeL2CacheSize: *pi = p.l2CacheSize; break;
            case hipDeviceAttributeMaxThreadsPerMultiProcessor: *pi = p.maxThreadsPerMultiProcessor; break;
            case hipDeviceAttributeMaxRegistersPerBlock: *pi = p.regsPerBlock; break;
            case hipDeviceAttributeTotalConstantMemory: *pi = static_cast<int>(p.totalConstMem); break;
            case hipDeviceAttributeIntegrated: *pi = p.integrated; break;
            case hipDeviceAttributeConcurrentKernels: *pi = p.concurrentKernels; break;
            case hipDeviceAttributeCanMapHostMemory: *pi = p.canMapHostMemory; break;
            case hipDeviceAttributeGcnArch: *pi = p.gcnArch; break;
            case hipDeviceAttributeManagedMemory: *pi = p.managedMemory; break;
            case hipDeviceAttributeEccEnabled:
            case hipDeviceAttributeCooperativeLaunch: *pi = 1; break;   // hipLaunchCooperativeKernel
            case hipDeviceAttributeCooperativeMultiDeviceLaunch:
            case hipDeviceAttributeIsMultiGpuBoard:
            case hipDeviceAttributeKernelExecTimeout:
            case hipDeviceAttributePciBusId:
            case hipDeviceAttributePciDeviceId:
            case hipDeviceAttributePciDomainID:
            case hipDeviceAttributeComputeMode: *pi = 0; break;
            default: return hipErrorInvalidValue;   // not described by the emulator
        }
        return hipSuccess;
    });
}

hipError_t hipDeviceGetName(char* name, int len, int device) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!name || len <= 0) return hipErrorInvalidValue;
        if (device != 0) return hipErrorInvalidDevice;
        auto& rt = Runtime::get();
        auto l = rt.lock();
        std::snprintf(name, size_t(len), "%s", rt.info().name.c_str());
        return hipSuccess;
    });
}

hipError_t hipDeviceGet(hipDevice_t* device, int ordinal) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!device) return hipErrorInvalidValue;
        if (ordinal != 0) return hipErrorInvalidDevice;
        *device = 0;
        return hipSuccess;
    });
}

// HIP_VERSION of the headers this runtime implements (5.2): major * 10^7 + minor * 10^5 + patch.
hipError_t hipRuntimeGetVersion(int* version) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!version) return hipErrorInvalidValue;
        *version = HIP_VERSION;
        return hipSuccess;
    });
}

hipError_t hipDriverGetVersion(int* version) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!version) return hipErrorInvalidValue;
        *version = HIP_VERSION;
        return hipSuccess;
    });
}

}  // extern "C"
