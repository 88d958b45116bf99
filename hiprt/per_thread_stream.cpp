// The per-thread default stream forms (`_spt`, what a program compiled with
// -fgpu-default-stream=per-thread or HIP_API_PER_THREAD_DEFAULT_STREAM calls). In them a null
// stream means the calling thread's default stream rather than the device's legacy one. This
// runtime completes every operation before it returns (the emulator has no queue), so the two
// default streams order work identically and each form is its plain counterpart.
#include "hiprt/runtime.hpp"

extern "C" {

hipError_t hipMemcpy_spt(void* dst, const void* src, size_t n, hipMemcpyKind kind) { return hipMemcpy(dst, src, n, kind); }

hipError_t hipMemcpyAsync_spt(void* dst, const void* src, size_t n, hipMemcpyKind kind, hipStream_t stream) {
    return hipMemcpyAsync(dst, src, n, kind, stream);
}

hipError_t hipMemcpyToSymbol_spt(const void* symbol, const void* src, size_t n, size_t offset, hipMemcpyKind kind) {
    return hipMemcpyToSymbol(symbol, src, n, offset, kind);
}

hipError_t hipMemcpyFromSymbol_spt(void* dst, const void* symbol, size_t n, size_t offset, hipMemcpyKind kind) {
    return hipMemcpyFromSymbol(dst, symbol, n, offset, kind);
}

hipError_t hipMemcpy2D_spt(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width, size_t height,
                           hipMemcpyKind kind) {
    return hipMemcpy2D(dst, dpitch, src, spitch, width, height, kind);
}

hipError_t hipMemset_spt(void* dst, int value, size_t n) { return hipMemset(dst, value, n); }

hipError_t hipMemset2D_spt(void* dst, size_t pitch, int value, size_t width, size_t height) {
    return hipMemset2D(dst, pitch, value, width, height);
}

hipError_t hipStreamQuery_spt(hipStream_t stream) { return hipStreamQuery(stream); }

hipError_t hipStreamSynchronize_spt(hipStream_t stream) { return hipStreamSynchronize(stream); }

hipError_t hipStreamGetPriority_spt(hipStream_t stream, int* priority) { return hipStreamGetPriority(stream, priority); }

hipError_t hipStreamWaitEvent_spt(hipStream_t stream, hipEvent_t event, unsigned int flags) {
    return hipStreamWaitEvent(stream, event, flags);
}

hipError_t hipStreamGetFlags_spt(hipStream_t stream, unsigned int* flags) { return hipStreamGetFlags(stream, flags); }

hipError_t hipLaunchKernel_spt(const void* function, dim3 grid, dim3 block, void** args, size_t shared_mem,
                               hipStream_t stream) {
    return hipLaunchKernel(function, grid, block, args, shared_mem, stream);
}

}  // extern "C"
