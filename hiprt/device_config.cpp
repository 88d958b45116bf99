// The configuration calls of the device and its functions that have nothing to configure on the
// emulator (one device, one queue, no cache partitioning): they validate their arguments and
// answer as HIP does for a single gfx1151 device, so programs that set them run unchanged.
#include "hiprt/runtime.hpp"

using hiprt::guarded;
using hiprt::Runtime;

namespace {

// A kernel's host-side handle (compiled HIP) the runtime knows.
bool is_kernel(const void* func) {
    auto& rt = Runtime::get();
    auto l = rt.lock();
    return func && rt.host_functions.count(func) != 0;
}

}  // namespace

extern "C" {

hipError_t hipDeviceTotalMem(size_t* bytes, hipDevice_t device) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!bytes) return hipErrorInvalidValue;
        if (device != 0) return hipErrorInvalidDevice;
        auto& rt = Runtime::get();
        auto l = rt.lock();
        *bytes = rt.info().total_mem;
        return hipSuccess;
    });
}

hipError_t hipDeviceComputeCapability(int* major, int* minor, hipDevice_t device) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!major || !minor) return hipErrorInvalidValue;
        if (device != 0) return hipErrorInvalidDevice;
        *major = 11;   // gfx1151, as hipGetDeviceProperties reports it
        *minor = 5;
        return hipSuccess;
    });
}

hipError_t hipChooseDevice(int* device, const hipDeviceProp_t* prop) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!device || !prop) return hipErrorInvalidValue;
        *device = 0;   // the only one
        return hipSuccess;
    });
}

hipError_t hipDeviceCanAccessPeer(int* can, int device, int peer) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!can) return hipErrorInvalidValue;
        if (device != 0 || peer != 0) return hipErrorInvalidDevice;
        *can = 0;   // a device is not its own peer
        return hipSuccess;
    });
}

// hipSetDeviceFlags: the scheduling and mapping flags (hipDeviceScheduleMask | hipDeviceMapHost |
// hipDeviceLmemResizeToMax); the runtime keeps them for hipGetDeviceFlags.
hipError_t hipSetDeviceFlags(unsigned flags) {
    return guarded(hipErrorInvalidValue, [&] {
        if (flags & ~unsigned(hipDeviceScheduleMask | hipDeviceMapHost | hipDeviceLmemResizeToMax)) return hipErrorInvalidValue;
        auto& rt = Runtime::get();
        auto l = rt.lock();
        rt.device_flags = flags;
        return hipSuccess;
    });
}

hipError_t hipGetDeviceFlags(unsigned int* flags) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!flags) return hipErrorInvalidValue;
        auto& rt = Runtime::get();
        auto l = rt.lock();
        *flags = rt.device_flags;
        return hipSuccess;
    });
}

// Limits: the device-side malloc heap and printf buffer do not exist here (no device libraries);
// the stack is the private segment a kernel's descriptor asks for. HIP 5.2 answers only the
// malloc heap size; the others are hipErrorUnsupportedLimit.
hipError_t hipDeviceGetLimit(size_t* value, enum hipLimit_t limit) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!value) return hipErrorInvalidValue;
        if (hiprt::enum_value(&limit) != hipLimitMallocHeapSize) return hipErrorUnsupportedLimit;
        *value = 0;
        return hipSuccess;
    });
}

hipError_t hipDeviceGetCacheConfig(hipFuncCache_t* config) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!config) return hipErrorInvalidValue;
        *config = hipFuncCachePreferNone;
        return hipSuccess;
    });
}

hipError_t hipDeviceSetCacheConfig(hipFuncCache_t config) {
    return guarded(hipErrorInvalidValue, [&] {
        const int c = hiprt::enum_value(&config);
        return c >= hipFuncCachePreferNone && c <= hipFuncCachePreferEqual ? hipSuccess : hipErrorInvalidValue;
    });
}

hipError_t hipDeviceGetSharedMemConfig(hipSharedMemConfig* config) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!config) return hipErrorInvalidValue;
        *config = hipSharedMemBankSizeFourByte;   // LDS banks are 4 bytes wide
        return hipSuccess;
    });
}

hipError_t hipDeviceSetSharedMemConfig(hipSharedMemConfig config) {
    return guarded(hipErrorInvalidValue, [&] {
        const int c = hiprt::enum_value(&config);
        return c >= hipSharedMemBankSizeDefault && c <= hipSharedMemBankSizeEightByte ? hipSuccess : hipErrorInvalidValue;
    });
}

hipError_t hipFuncSetCacheConfig(const void* func, hipFuncCache_t config) {
    return guarded(hipErrorInvalidDeviceFunction, [&] {
        const int c = hiprt::enum_value(&config);
        if (c < hipFuncCachePreferNone || c > hipFuncCachePreferEqual) return hipErrorInvalidValue;
        return is_kernel(func) ? hipSuccess : hipErrorInvalidDeviceFunction;
    });
}

hipError_t hipFuncSetSharedMemConfig(const void* func, hipSharedMemConfig config) {
    return guarded(hipErrorInvalidDeviceFunction, [&] {
        const int c = hiprt::enum_value(&config);
        if (c < hipSharedMemBankSizeDefault || c > hipSharedMemBankSizeEightByte) return hipErrorInvalidValue;
        return is_kernel(func) ? hipSuccess : hipErrorInvalidDeviceFunction;
    });
}

// hipFuncAttributeMaxDynamicSharedMemorySize up to what the device has beside the kernel's static
// LDS is accepted (a launch is still checked against the device's LDS, module.cpp);
// hipFuncAttributePreferredSharedMemoryCarveout takes -1 or a percentage.
hipError_t hipFuncSetAttribute(const void* func, hipFuncAttribute attr, int value) {
    return guarded(hipErrorInvalidDeviceFunction, [&] {
        if (!is_kernel(func)) return hipErrorInvalidDeviceFunction;
        switch (hiprt::enum_value(&attr)) {
            case hipFuncAttributeMaxDynamicSharedMemorySize: {
                auto& rt = Runtime::get();
                auto l = rt.lock();
                return value >= 0 && size_t(value) <= rt.info().lds_per_block ? hipSuccess : hipErrorInvalidValue;
            }
            case hipFuncAttributePreferredSharedMemoryCarveout:
                return value >= -1 && value <= 100 ? hipSuccess : hipErrorInvalidValue;
            default: return hipErrorInvalidValue;
        }
    });
}

// Profiler range markers: nothing records them here.
hipError_t hipProfilerStart() { return hiprt::set_last(hipSuccess); }
hipError_t hipProfilerStop() { return hiprt::set_last(hipSuccess); }

}  // extern "C"
