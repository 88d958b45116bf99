// Kernel-argument packing from the metadata note: the caller gives the explicit arguments in
// order; their count and sizes are checked against the kernel's .args before anything launches.
// Hidden arguments (code object v5) that describe the dispatch are filled in; others are zero.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "wmma_asm/device.hpp"

namespace wmma_asm {

struct ArgValue {
    enum class Kind { Pointer, U32, I32, F32, U64, F64 } kind = Kind::U32;
    uint64_t bits = 0;   // the value's bytes, little-endian, in the low `size()` bytes
    static ArgValue pointer(const Buffer& b) { return {Kind::Pointer, b.address()}; }
    static ArgValue pointer(uint64_t address) { return {Kind::Pointer, address}; }
    static ArgValue u32(uint32_t v) { return {Kind::U32, v}; }
    static ArgValue i32(int32_t v) { return {Kind::I32, static_cast<uint32_t>(v)}; }
    static ArgValue f32(float v);
    static ArgValue u64(uint64_t v) { return {Kind::U64, v}; }
    static ArgValue f64(double v);
    size_t size() const { return (kind == Kind::Pointer || kind == Kind::U64 || kind == Kind::F64) ? 8 : 4; }
    const char* kind_name() const;
};

std::vector<uint8_t> pack_kernargs(const KernelInfo& kernel, const std::vector<ArgValue>& values,
                                   Dim3 grid, Dim3 block);

// Fills the hidden arguments of a segment whose explicit arguments the caller wrote itself (a HIP
// runtime copying kernelParams or an `extra` buffer byte for byte); seg has the kernel's
// kernarg_segment_size. dynamic_lds_bytes is the launch's sharedMemBytes, for a kernel that
// declares hidden_dynamic_lds_size.
void fill_hidden_kernargs(const KernelInfo& kernel, std::vector<uint8_t>& seg, Dim3 grid, Dim3 block,
                          uint32_t dynamic_lds_bytes = 0);

}  // namespace wmma_asm
