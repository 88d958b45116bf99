// Memory: hipMalloc/hipFree, hipHostMalloc/hipHostFree, hipMemcpy of every kind, hipMemset and
// its D8/D16/D32 forms, hipMemGetInfo.
//
// Every allocation is an emulator buffer (wmma_asm::Buffer) held in Runtime::allocs, keyed by its
// address: the address is the pointer the application gets and passes to kernels as it is. The
// table answers every lookup (which allocation holds a pointer, how much is left in it), so a
// freed, interior or made-up pointer is an error code rather than a write through it. The
// emulator's device addresses are host addresses (emu/engine/memory.hpp), so once a range is validated
// against the table the copy is a plain memmove.
#include <unistd.h>

#include <cstring>

#include "hiprt/runtime.hpp"

using hiprt::Allocation;
using hiprt::guarded;
using hiprt::Runtime;

namespace {

hipError_t allocate(void** ptr, size_t size, bool host) {
    if (!ptr) return hipErrorInvalidValue;
    *ptr = nullptr;
    if (size == 0) return hipSuccess;   // as ROCclr: success with a null pointer
    auto& rt = Runtime::get();
    auto l = rt.lock();
    wmma_asm::Buffer b;
    try {
        b = rt.device().alloc(size);
    } catch (const wmma_asm::Error&) {   // the host could not map it
        return hipErrorOutOfMemory;
    }
    const uint64_t a = b.address();
    rt.allocs[a] = Allocation{std::move(b), host};
    *ptr = reinterpret_cast<void*>(a);
    return hipSuccess;
}

// ROCclr frees hipMalloc and hipHostMalloc memory through either call; an address that is not the
// start of a live allocation (never allocated, interior, or freed already) is hipErrorInvalidValue.
hipError_t release(void* ptr) {
    if (!ptr) return hipSuccess;
    auto& rt = Runtime::get();
    auto l = rt.lock();
    // hipFree waits for the device; a fault still pending is reported here.
    if (const hipError_t e = rt.take_pending(); e != hipSuccess) return e;
    auto it = rt.allocs.find(reinterpret_cast<uint64_t>(ptr));
    if (it == rt.allocs.end()) return hipErrorInvalidValue;
    rt.allocs.erase(it);
    return hipSuccess;
}

// One copy, kind resolved and both ranges validated. `sync`: the synchronous form, which first
// reports a fault of an earlier kernel (it waits for the device, as on a GPU).
// The kind as the caller passed it, read as an integer: an application may pass a value outside
// the enumeration, and loading that as a hipMemcpyKind is itself undefined (UBSan flags it).
int kind_value(const hipMemcpyKind* kind) {
    int k;
    std::memcpy(&k, kind, sizeof k);
    return k;
}

hipError_t copy(void* dst, const void* src, size_t n, int kind, bool sync, hipStream_t stream) {
    auto& rt = Runtime::get();
    auto l = rt.lock();
    if (!hiprt::is_valid_stream(stream)) return hipErrorInvalidHandle;
    if (sync)
        if (const hipError_t e = rt.take_pending(); e != hipSuccess) return e;
    if (n == 0) return hipSuccess;
    if (!dst || !src) return hipErrorInvalidValue;
    Allocation* d = rt.find(dst, 0);
    Allocation* s = rt.find(src, 0);
    if (kind == hipMemcpyDefault) {
        // Unified addressing: where each pointer lives decides (pinned host memory is host).
        const bool dd = d ? !d->host : rt.is_device_range(dst, 0), sd = s ? !s->host : rt.is_device_range(src, 0);
        kind = sd ? (dd ? hipMemcpyDeviceToDevice : hipMemcpyDeviceToHost) : (dd ? hipMemcpyHostToDevice : hipMemcpyHostToHost);
    }
    if (kind < hipMemcpyHostToHost || kind > hipMemcpyDefault) return hipErrorInvalidMemcpyDirection;
    const bool dst_dev = kind == hipMemcpyHostToDevice || kind == hipMemcpyDeviceToDevice;
    const bool src_dev = kind == hipMemcpyDeviceToHost || kind == hipMemcpyDeviceToDevice;
    if (kind != hipMemcpyHostToHost && !dst_dev && !src_dev) return hipErrorInvalidMemcpyDirection;
    // The device side must be a live allocation with room for n bytes (ROCclr's
    // ihipMemcpy_validate: a size past the allocation is hipErrorInvalidValue). A pointer the
    // table does not know is refused too: ROCclr would take it for host memory and copy through
    // it, which for a freed device pointer is a fault.
    if (dst_dev && !rt.is_device_range(dst, n)) return hipErrorInvalidValue;
    if (src_dev && !rt.is_device_range(src, n)) return hipErrorInvalidValue;
    // A host side that lies in a known allocation is bounds-checked as well.
    if (!dst_dev && d && !rt.find(dst, n)) return hipErrorInvalidValue;
    if (!src_dev && s && !rt.find(src, n)) return hipErrorInvalidValue;
    std::memmove(dst, src, n);
    return hipSuccess;
}

template <class T>
hipError_t fill(void* dst, T value, size_t count, bool sync, hipStream_t stream) {
    auto& rt = Runtime::get();
    auto l = rt.lock();
    if (!hiprt::is_valid_stream(stream)) return hipErrorInvalidHandle;
    if (sync)
        if (const hipError_t e = rt.take_pending(); e != hipSuccess) return e;
    if (count == 0) return hipSuccess;
    if (!dst) return hipErrorInvalidValue;
    if (count > SIZE_MAX / sizeof(T) || !rt.is_device_range(dst, count * sizeof(T))) return hipErrorInvalidValue;
    auto* p = static_cast<uint8_t*>(dst);
    for (size_t i = 0; i < count; ++i) std::memcpy(p + i * sizeof(T), &value, sizeof(T));
    return hipSuccess;
}

}  // namespace

extern "C" {

hipError_t hipMalloc(void** ptr, size_t size) {
    return guarded(hipErrorOutOfMemory, [&] { return allocate(ptr, size, false); });
}

hipError_t hipHostMalloc(void** ptr, size_t size, unsigned int /*flags: coherence and mapping do not apply*/) {
    return guarded(hipErrorOutOfMemory, [&] { return allocate(ptr, size, true); });
}

hipError_t hipMallocHost(void** ptr, size_t size) {
    return guarded(hipErrorOutOfMemory, [&] { return allocate(ptr, size, true); });
}

hipError_t hipHostAlloc(void** ptr, size_t size, unsigned int) {
    return guarded(hipErrorOutOfMemory, [&] { return allocate(ptr, size, true); });
}

hipError_t hipFree(void* ptr) {
    return guarded(hipErrorInvalidValue, [&] { return release(ptr); });
}

hipError_t hipHostFree(void* ptr) {
    return guarded(hipErrorInvalidValue, [&] { return release(ptr); });
}

hipError_t hipFreeHost(void* ptr) {
    return guarded(hipErrorInvalidValue, [&] { return release(ptr); });
}

hipError_t hipMemcpy(void* dst, const void* src, size_t n, hipMemcpyKind kind) {
    return guarded(hipErrorInvalidValue, [&] { return copy(dst, src, n, kind_value(&kind), true, nullptr); });
}

hipError_t hipMemcpyWithStream(void* dst, const void* src, size_t n, hipMemcpyKind kind, hipStream_t stream) {
    return guarded(hipErrorInvalidValue, [&] { return copy(dst, src, n, kind_value(&kind), true, stream); });
}

// Asynchronous calls complete before they return (the emulator has no queue); a stream is still
// checked, and a pending kernel fault is left for the next synchronising call.
hipError_t hipMemcpyAsync(void* dst, const void* src, size_t n, hipMemcpyKind kind, hipStream_t stream) {
    return guarded(hipErrorInvalidValue, [&] { return copy(dst, src, n, kind_value(&kind), false, stream); });
}

hipError_t hipMemcpyHtoD(hipDeviceptr_t dst, void* src, size_t n) {
    return guarded(hipErrorInvalidValue, [&] { return copy(dst, src, n, hipMemcpyHostToDevice, true, nullptr); });
}

hipError_t hipMemcpyDtoH(void* dst, hipDeviceptr_t src, size_t n) {
    return guarded(hipErrorInvalidValue, [&] { return copy(dst, src, n, hipMemcpyDeviceToHost, true, nullptr); });
}

hipError_t hipMemcpyDtoD(hipDeviceptr_t dst, hipDeviceptr_t src, size_t n) {
    return guarded(hipErrorInvalidValue, [&] { return copy(dst, src, n, hipMemcpyDeviceToDevice, true, nullptr); });
}

hipError_t hipMemcpyHtoDAsync(hipDeviceptr_t dst, void* src, size_t n, hipStream_t stream) {
    return guarded(hipErrorInvalidValue, [&] { return copy(dst, src, n, hipMemcpyHostToDevice, false, stream); });
}

hipError_t hipMemcpyDtoHAsync(void* dst, hipDeviceptr_t src, size_t n, hipStream_t stream) {
    return guarded(hipErrorInvalidValue, [&] { return copy(dst, src, n, hipMemcpyDeviceToHost, false, stream); });
}

hipError_t hipMemcpyDtoDAsync(hipDeviceptr_t dst, hipDeviceptr_t src, size_t n, hipStream_t stream) {
    return guarded(hipErrorInvalidValue, [&] { return copy(dst, src, n, hipMemcpyDeviceToDevice, false, stream); });
}

hipError_t hipMemset(void* dst, int value, size_t n) {
    return guarded(hipErrorInvalidValue, [&] { return fill<uint8_t>(dst, static_cast<uint8_t>(value), n, true, nullptr); });
}

hipError_t hipMemsetAsync(void* dst, int value, size_t n, hipStream_t stream) {
    return guarded(hipErrorInvalidValue, [&] { return fill<uint8_t>(dst, static_cast<uint8_t>(value), n, false, stream); });
}

hipError_t hipMemsetD8(hipDeviceptr_t dst, unsigned char value, size_t count) {
    return guarded(hipErrorInvalidValue, [&] { return fill<uint8_t>(dst, value, count, true, nullptr); });
}

hipError_t hipMemsetD8Async(hipDeviceptr_t dst, unsigned char value, size_t count, hipStream_t stream) {
    return guarded(hipErrorInvalidValue, [&] { return fill<uint8_t>(dst, value, count, false, stream); });
}

hipError_t hipMemsetD16(hipDeviceptr_t dst, unsigned short value, size_t count) {
    return guarded(hipErrorInvalidValue, [&] { return fill<uint16_t>(dst, value, count, true, nullptr); });
}

hipError_t hipMemsetD16Async(hipDeviceptr_t dst, unsigned short value, size_t count, hipStream_t stream) {
    return guarded(hipErrorInvalidValue, [&] { return fill<uint16_t>(dst, value, count, false, stream); });
}

hipError_t hipMemsetD32(hipDeviceptr_t dst, int value, size_t count) {
    return guarded(hipErrorInvalidValue, [&] { return fill<uint32_t>(dst, static_cast<uint32_t>(value), count, true, nullptr); });
}

hipError_t hipMemsetD32Async(hipDeviceptr_t dst, int value, size_t count, hipStream_t stream) {
    return guarded(hipErrorInvalidValue, [&] { return fill<uint32_t>(dst, static_cast<uint32_t>(value), count, false, stream); });
}

// Device memory is host memory: the host's available and total physical memory.
hipError_t hipMemGetInfo(size_t* free, size_t* total) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!free || !total) return hipErrorInvalidValue;
        const long page = sysconf(_SC_PAGESIZE), all = sysconf(_SC_PHYS_PAGES), avail = sysconf(_SC_AVPHYS_PAGES);
        if (page <= 0 || all <= 0 || avail < 0) return hipErrorUnknown;
        *total = size_t(all) * size_t(page);
        *free = size_t(avail) * size_t(page);
        return hipSuccess;
    });
}

}  // extern "C"
