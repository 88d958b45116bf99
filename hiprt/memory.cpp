// Memory: hipMalloc/hipFree, hipHostMalloc/hipHostFree, hipMallocManaged and its hints, hipMemcpy
// of every kind, hipMemset and its D8/D16/D32 forms, hipMemGetInfo, hipPointerGetAttributes and the
// address queries, and the pitched 2D forms (hipMallocPitch, hipMemcpy2D, hipMemset2D).
//
// Every allocation is an emulator buffer (wmma_asm::Buffer) held in Runtime::allocs, keyed by its
// address: the address is the pointer the application gets and passes to kernels as it is. The
// table answers every lookup (which allocation holds a pointer, how much is left in it), so a
// freed, interior or made-up pointer is an error code rather than a write through it. The
// emulator's device addresses are host addresses (emu/engine/memory.hpp), so once a range is validated
// against the table the copy is a plain memmove.
#include <unistd.h>

#include <algorithm>
#include <cstring>

#include "hiprt/runtime.hpp"

using hiprt::Allocation;
using hiprt::guarded;
using hiprt::Runtime;

namespace {

enum class Kind { device, host, managed };

hipError_t allocate(void** ptr, size_t size, Kind kind, unsigned flags = 0) {
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
    rt.allocs[a] = Allocation{std::move(b), kind == Kind::host, kind == Kind::managed, flags};
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
    if (it == rt.allocs.end() || it->second.program_scope) return hipErrorInvalidValue;   // (not a __managed__ variable)
    rt.allocs.erase(it);
    return hipSuccess;
}

// The checks of a copy of the dn bytes at dst from the sn bytes at src (a 2D copy spans its rows),
// with the lock held; resolves hipMemcpyDefault in `kind`.
hipError_t check_copy(Runtime& rt, void* dst, size_t dn, const void* src, size_t sn, int& kind) {
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
    if (dst_dev && !rt.is_device_range(dst, dn)) return hipErrorInvalidValue;
    if (src_dev && !rt.is_device_range(src, sn)) return hipErrorInvalidValue;
    // A host side that lies in a known allocation is bounds-checked as well.
    if (!dst_dev && d && !rt.find(dst, dn)) return hipErrorInvalidValue;
    if (!src_dev && s && !rt.find(src, sn)) return hipErrorInvalidValue;
    return hipSuccess;
}

// One copy, kind resolved and both ranges validated. `sync`: the synchronous form, which first
// reports a fault of an earlier kernel (it waits for the device, as on a GPU).
hipError_t copy(void* dst, const void* src, size_t n, int kind, bool sync, hipStream_t stream) {
    auto& rt = Runtime::get();
    auto l = rt.lock();
    if (!hiprt::is_valid_stream(stream)) return hipErrorInvalidHandle;
    if (sync)
        if (const hipError_t e = rt.take_pending(); e != hipSuccess) return e;
    if (n == 0) return hipSuccess;
    if (const hipError_t e = check_copy(rt, dst, n, src, n, kind); e != hipSuccess) return e;
    std::memmove(dst, src, n);
    return hipSuccess;
}

// height rows of width bytes, pitches apart (hipMemcpy2D): both spans checked whole.
hipError_t copy2d(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width, size_t height, int kind, bool sync,
                  hipStream_t stream) {
    auto& rt = Runtime::get();
    auto l = rt.lock();
    if (!hiprt::is_valid_stream(stream)) return hipErrorInvalidHandle;
    if (sync)
        if (const hipError_t e = rt.take_pending(); e != hipSuccess) return e;
    if (width > dpitch || width > spitch) return hipErrorInvalidPitchValue;
    if (width == 0 || height == 0) return hipSuccess;
    if (height - 1 > (SIZE_MAX - width) / std::max(dpitch, spitch)) return hipErrorInvalidValue;
    const size_t dn = (height - 1) * dpitch + width, sn = (height - 1) * spitch + width;
    if (const hipError_t e = check_copy(rt, dst, dn, src, sn, kind); e != hipSuccess) return e;
    for (size_t r = 0; r < height; ++r)
        std::memmove(static_cast<uint8_t*>(dst) + r * dpitch, static_cast<const uint8_t*>(src) + r * spitch, width);
    return hipSuccess;
}

// height rows of width bytes set to value, pitch apart (hipMemset2D), the span checked whole.
hipError_t fill2d(void* dst, size_t pitch, uint8_t value, size_t width, size_t height, bool sync, hipStream_t stream) {
    auto& rt = Runtime::get();
    auto l = rt.lock();
    if (!hiprt::is_valid_stream(stream)) return hipErrorInvalidHandle;
    if (sync)
        if (const hipError_t e = rt.take_pending(); e != hipSuccess) return e;
    if (width > pitch) return hipErrorInvalidPitchValue;
    if (width == 0 || height == 0) return hipSuccess;
    if (!dst || height - 1 > (SIZE_MAX - width) / pitch) return hipErrorInvalidValue;
    if (!rt.is_device_range(dst, (height - 1) * pitch + width)) return hipErrorInvalidValue;
    for (size_t r = 0; r < height; ++r) std::memset(static_cast<uint8_t*>(dst) + r * pitch, value, width);
    return hipSuccess;
}

// A pitched allocation: rows padded to kPitchAlign bytes (ROCm pads to its image pitch alignment;
// any pitch >= width is correct for the copies).
constexpr size_t kPitchAlign = 256;

hipError_t allocate_pitch(void** ptr, size_t* pitch, size_t width, size_t height) {
    if (!ptr || !pitch) return hipErrorInvalidValue;
    *ptr = nullptr;
    if (width > SIZE_MAX - kPitchAlign) return hipErrorInvalidValue;
    const size_t p = (width + kPitchAlign - 1) / kPitchAlign * kPitchAlign;
    if (height && p > SIZE_MAX / height) return hipErrorOutOfMemory;
    *pitch = p;
    return allocate(ptr, p * height, Kind::device);
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

// A write the stream performs in order (here: now) to device memory.
template <class T>
hipError_t write_value(hipStream_t stream, void* ptr, T value, unsigned flags) {
    if (flags != 0) return hipErrorInvalidValue;
    auto& rt = Runtime::get();
    auto l = rt.lock();
    if (!hiprt::is_valid_stream(stream)) return hipErrorInvalidHandle;
    if (!ptr || reinterpret_cast<uintptr_t>(ptr) % sizeof(T) || !rt.is_device_range(ptr, sizeof(T))) return hipErrorInvalidValue;
    std::memcpy(ptr, &value, sizeof(T));
    return hipSuccess;
}

}  // namespace

extern "C" {

hipError_t hipMalloc(void** ptr, size_t size) {
    return guarded(hipErrorOutOfMemory, [&] { return allocate(ptr, size, Kind::device); });
}

hipError_t hipHostMalloc(void** ptr, size_t size, unsigned int flags /* coherence and mapping do not apply */) {
    return guarded(hipErrorOutOfMemory, [&] { return allocate(ptr, size, Kind::host, flags); });
}

hipError_t hipMallocHost(void** ptr, size_t size) {
    return guarded(hipErrorOutOfMemory, [&] { return allocate(ptr, size, Kind::host); });
}

hipError_t hipHostAlloc(void** ptr, size_t size, unsigned int flags) {
    return guarded(hipErrorOutOfMemory, [&] { return allocate(ptr, size, Kind::host, flags); });
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
    return guarded(hipErrorInvalidValue, [&] { return copy(dst, src, n, hiprt::enum_value(&kind), true, nullptr); });
}

hipError_t hipMemcpyWithStream(void* dst, const void* src, size_t n, hipMemcpyKind kind, hipStream_t stream) {
    return guarded(hipErrorInvalidValue, [&] { return copy(dst, src, n, hiprt::enum_value(&kind), true, stream); });
}

// Asynchronous calls complete before they return (the emulator has no queue); a stream is still
// checked, and a pending kernel fault is left for the next synchronising call.
hipError_t hipMemcpyAsync(void* dst, const void* src, size_t n, hipMemcpyKind kind, hipStream_t stream) {
    return guarded(hipErrorInvalidValue, [&] { return copy(dst, src, n, hiprt::enum_value(&kind), false, stream); });
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

hipError_t hipMemcpy2D(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width, size_t height,
                       hipMemcpyKind kind) {
    return guarded(hipErrorInvalidValue,
                   [&] { return copy2d(dst, dpitch, src, spitch, width, height, hiprt::enum_value(&kind), true, nullptr); });
}

hipError_t hipMemcpy2DAsync(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width, size_t height,
                            hipMemcpyKind kind, hipStream_t stream) {
    return guarded(hipErrorInvalidValue,
                   [&] { return copy2d(dst, dpitch, src, spitch, width, height, hiprt::enum_value(&kind), false, stream); });
}

hipError_t hipMemset2D(void* dst, size_t pitch, int value, size_t width, size_t height) {
    return guarded(hipErrorInvalidValue, [&] { return fill2d(dst, pitch, uint8_t(value), width, height, true, nullptr); });
}

hipError_t hipMemset2DAsync(void* dst, size_t pitch, int value, size_t width, size_t height, hipStream_t stream) {
    return guarded(hipErrorInvalidValue, [&] { return fill2d(dst, pitch, uint8_t(value), width, height, false, stream); });
}

hipError_t hipMallocPitch(void** ptr, size_t* pitch, size_t width, size_t height) {
    return guarded(hipErrorOutOfMemory, [&] { return allocate_pitch(ptr, pitch, width, height); });
}

hipError_t hipMemAllocPitch(hipDeviceptr_t* dptr, size_t* pitch, size_t width, size_t height, unsigned int element_bytes) {
    return guarded(hipErrorOutOfMemory, [&] {
        if (element_bytes != 4 && element_bytes != 8 && element_bytes != 16) return hipErrorInvalidValue;
        return allocate_pitch(reinterpret_cast<void**>(dptr), pitch, width, height);
    });
}

// Stream-ordered allocation: the stream's earlier work is done when the call returns (every
// operation completes at once here), so these are hipMalloc and hipFree on a checked stream.
hipError_t hipMallocAsync(void** ptr, size_t size, hipStream_t stream) {
    return guarded(hipErrorOutOfMemory, [&] {
        {
            auto& rt = Runtime::get();
            auto l = rt.lock();
            if (!hiprt::is_valid_stream(stream)) return hipErrorInvalidHandle;
        }
        return allocate(ptr, size, Kind::device);
    });
}

hipError_t hipFreeAsync(void* ptr, hipStream_t stream) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!ptr) return hipErrorInvalidValue;
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (!hiprt::is_valid_stream(stream)) return hipErrorInvalidHandle;
        auto it = rt.allocs.find(reinterpret_cast<uint64_t>(ptr));
        if (it == rt.allocs.end() || it->second.program_scope) return hipErrorInvalidValue;
        rt.allocs.erase(it);   // (a pending kernel fault stays for the next synchronising call)
        return hipSuccess;
    });
}

// hipDeviceMallocDefault, Finegrained, Signal: device memory here whatever its caching.
hipError_t hipExtMallocWithFlags(void** ptr, size_t size, unsigned int flags) {
    return guarded(hipErrorOutOfMemory, [&] {
        if (flags & ~unsigned(hipDeviceMallocFinegrained | hipMallocSignalMemory))
            return hipErrorInvalidValue;
        return allocate(ptr, size, Kind::device);
    });
}

// Peer copies between device 0 and itself: a device-to-device copy.
hipError_t hipMemcpyPeer(void* dst, int dst_device, const void* src, int src_device, size_t n) {
    return guarded(hipErrorInvalidValue, [&] {
        if (dst_device != 0 || src_device != 0) return hipErrorInvalidDevice;
        return copy(dst, src, n, hipMemcpyDeviceToDevice, true, nullptr);
    });
}

hipError_t hipMemcpyPeerAsync(void* dst, int dst_device, const void* src, int src_device, size_t n, hipStream_t stream) {
    return guarded(hipErrorInvalidValue, [&] {
        if (dst_device != 0 || src_device != 0) return hipErrorInvalidDevice;
        return copy(dst, src, n, hipMemcpyDeviceToDevice, false, stream);
    });
}

hipError_t hipStreamWriteValue32(hipStream_t stream, void* ptr, uint32_t value, unsigned int flags) {
    return guarded(hipErrorInvalidValue, [&] { return write_value(stream, ptr, value, flags); });
}

hipError_t hipStreamWriteValue64(hipStream_t stream, void* ptr, uint64_t value, unsigned int flags) {
    return guarded(hipErrorInvalidValue, [&] { return write_value(stream, ptr, value, flags); });
}

// Managed memory: one allocation the host and the kernels both use. The emulator's device memory
// is host memory already, so it is a device allocation HIP reports as managed; the hints that
// move it between host and device (hipMemAdvise, hipMemPrefetchAsync, hipStreamAttachMemAsync)
// have nothing to move and only validate their arguments.
hipError_t hipMallocManaged(void** ptr, size_t size, unsigned int flags) {
    return guarded(hipErrorOutOfMemory, [&] {
        if (flags != hipMemAttachGlobal && flags != hipMemAttachHost) return hipErrorInvalidValue;
        return allocate(ptr, size, Kind::managed, flags);
    });
}

hipError_t hipMemAdvise(const void* ptr, size_t count, hipMemoryAdvise advice, int device) {
    return guarded(hipErrorInvalidValue, [&] {
        const int a = hiprt::enum_value(&advice);
        const bool known = (a >= hipMemAdviseSetReadMostly && a <= hipMemAdviseUnsetAccessedBy) ||
                           a == hipMemAdviseSetCoarseGrain || a == hipMemAdviseUnsetCoarseGrain;
        if (!known) return hipErrorInvalidValue;
        if (device != 0 && device != hipCpuDeviceId) return hipErrorInvalidDevice;
        auto& rt = Runtime::get();
        auto l = rt.lock();
        const Allocation* m = rt.find(ptr, count);
        return m && m->managed && count ? hipSuccess : hipErrorInvalidValue;
    });
}

hipError_t hipMemPrefetchAsync(const void* ptr, size_t count, int device, hipStream_t stream) {
    return guarded(hipErrorInvalidValue, [&] {
        if (device != 0 && device != hipCpuDeviceId) return hipErrorInvalidDevice;
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (!hiprt::is_valid_stream(stream)) return hipErrorInvalidHandle;
        const Allocation* m = rt.find(ptr, count);
        return m && m->managed && count ? hipSuccess : hipErrorInvalidValue;
    });
}

hipError_t hipStreamAttachMemAsync(hipStream_t stream, void* ptr, size_t length, unsigned int flags) {
    return guarded(hipErrorInvalidValue, [&] {
        if (flags != hipMemAttachGlobal && flags != hipMemAttachHost && flags != hipMemAttachSingle) return hipErrorInvalidValue;
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (!hiprt::is_valid_stream(stream)) return hipErrorInvalidHandle;
        const Allocation* m = rt.find(ptr, length);
        return m && m->managed ? hipSuccess : hipErrorInvalidValue;
    });
}

// What a pointer is: device (hipMalloc, managed) or host (hipHostMalloc) memory of this runtime,
// the same address on both sides. A pointer this runtime did not allocate is
// hipErrorInvalidValue, as ROCclr answers for memory it does not know.
hipError_t hipPointerGetAttributes(hipPointerAttribute_t* attributes, const void* ptr) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!attributes || !ptr) return hipErrorInvalidValue;
        auto& rt = Runtime::get();
        auto l = rt.lock();
        const Allocation* a = rt.find(ptr, 0);
        if (!a) return hipErrorInvalidValue;
        attributes->memoryType = a->host ? hipMemoryTypeHost : hipMemoryTypeDevice;
        attributes->device = 0;
        attributes->devicePointer = const_cast<void*>(ptr);
        attributes->hostPointer = a->host || a->managed ? const_cast<void*>(ptr) : nullptr;
        attributes->isManaged = a->managed ? 1 : 0;
        attributes->allocationFlags = a->flags;
        return hipSuccess;
    });
}

// The allocation holding ptr: its start and size.
hipError_t hipMemGetAddressRange(hipDeviceptr_t* base, size_t* size, hipDeviceptr_t ptr) {
    return guarded(hipErrorInvalidValue, [&] {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        uint64_t offset = 0;
        const Allocation* a = rt.find(ptr, 0, &offset);
        if (!a) return hipErrorNotFound;
        if (base) *base = reinterpret_cast<hipDeviceptr_t>(a->buffer.address());
        if (size) *size = a->buffer.size();
        return hipSuccess;
    });
}

hipError_t hipMemPtrGetInfo(void* ptr, size_t* size) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!size) return hipErrorInvalidValue;
        auto& rt = Runtime::get();
        auto l = rt.lock();
        const Allocation* a = rt.find(ptr, 0);
        if (!a || a->buffer.address() != reinterpret_cast<uint64_t>(ptr)) return hipErrorInvalidValue;
        *size = a->buffer.size();
        return hipSuccess;
    });
}

hipError_t hipHostGetDevicePointer(void** device_ptr, void* host_ptr, unsigned int flags) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!device_ptr || flags != 0) return hipErrorInvalidValue;
        auto& rt = Runtime::get();
        auto l = rt.lock();
        const Allocation* a = rt.find(host_ptr, 0);
        if (!a || !a->host) return hipErrorInvalidValue;
        *device_ptr = host_ptr;   // one address space
        return hipSuccess;
    });
}

hipError_t hipHostGetFlags(unsigned int* flags, void* host_ptr) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!flags) return hipErrorInvalidValue;
        auto& rt = Runtime::get();
        auto l = rt.lock();
        const Allocation* a = rt.find(host_ptr, 0);
        if (!a || !a->host) return hipErrorInvalidValue;
        *flags = a->flags;
        return hipSuccess;
    });
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
