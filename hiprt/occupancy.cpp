// Occupancy queries: how many workgroups of a kernel one compute unit holds at once, and the block
// size that holds the most work-items. The answer is the timing model's occupancy rule
// (emu/model: VGPRs per SIMD and their granule, 16 waves per SIMD, LDS and its granule, barriers),
// evaluated in CU mode, a workgroup on one CU (2 SIMDs, half the WGP's LDS), since HIP counts
// per "multiprocessor" and reports 40 of them on gfx1151: the same resources the emulator's
// model schedules by. SGPRs do not limit occupancy on gfx10+.
#include "emu/model/model.hpp"
#include "hiprt/runtime.hpp"

using hiprt::guarded;
using hiprt::Runtime;

namespace hiprt {

unsigned groups_per_wgp(const wmma_asm::KernelInfo& k, uint64_t block_items, size_t lds_bytes, bool wgp_mode) {
    const unsigned waves = unsigned((block_items + 31) / 32);   // wave32
    return emu::model::occupancy(nullptr, Runtime::get().info().arch, k.vgpr_count, unsigned(lds_bytes), waves, wgp_mode)
        .groups_per_wgp;
}

}  // namespace hiprt

namespace {

// Workgroups of `block` work-items (and `dyn` bytes of dynamic LDS) per CU for kernel k; 0 when
// one does not fit (too many work-items for the kernel, or LDS beyond the device's).
int blocks_per_cu(const wmma_asm::KernelInfo& k, int block, size_t dyn) {
    auto& rt = Runtime::get();
    const size_t lds = size_t(k.group_segment_fixed_size) + dyn;
    const unsigned max_block = k.max_flat_workgroup_size ? k.max_flat_workgroup_size : 1024;
    if (block <= 0 || unsigned(block) > max_block || lds > rt.info().lds_per_block) return 0;
    return int(hiprt::groups_per_wgp(k, unsigned(block), lds, false) / 2);   // counted per WGP: two CUs
}

hipError_t max_active(int* blocks, hipFunction_t f, int block, size_t dyn, unsigned flags) {
    if (!blocks || flags != hipOccupancyDefault || block <= 0) return hipErrorInvalidValue;
    *blocks = blocks_per_cu(*f->kernel, block, dyn);
    return hipSuccess;
}

// The block size (a multiple of the wave size, up to the kernel's and the caller's limits) with
// the most resident work-items per CU, the largest on a tie; grid = that many blocks on every CU.
hipError_t potential(int* grid, int* block, hipFunction_t f, size_t dyn, int limit, unsigned flags) {
    if (!grid || !block || flags != hipOccupancyDefault || limit < 0) return hipErrorInvalidValue;
    const wmma_asm::KernelInfo& k = *f->kernel;
    int cap = k.max_flat_workgroup_size ? int(k.max_flat_workgroup_size) : 1024;
    if (limit > 0 && limit < cap) cap = limit;
    int best = 0, best_blocks = 0;
    long best_items = 0;
    for (int b = 32; b <= cap; b += 32) {
        const int n = blocks_per_cu(k, b, dyn);
        if (long(n) * b >= best_items && n > 0) {
            best_items = long(n) * b;
            best = b;
            best_blocks = n;
        }
    }
    if (!best) return hipErrorInvalidValue;   // nothing fits (LDS)
    *block = best;
    *grid = best_blocks * Runtime::get().info().compute_units;
    return hipSuccess;
}

// The function handle of a module function (live) or of a compiled kernel's host-side handle.
hipError_t module_function(hipFunction_t f) {
    return f && Runtime::get().functions.count(f) ? hipSuccess : hipErrorInvalidHandle;
}

}  // namespace

extern "C" {

hipError_t hipModuleOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int* blocks, hipFunction_t f, int block, size_t dyn,
                                                                        unsigned int flags) {
    return guarded(hipErrorInvalidValue, [&] {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (const hipError_t e = module_function(f); e != hipSuccess) return e;
        return max_active(blocks, f, block, dyn, flags);
    });
}

hipError_t hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(int* blocks, hipFunction_t f, int block, size_t dyn) {
    return hipModuleOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(blocks, f, block, dyn, hipOccupancyDefault);
}

hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int* blocks, const void* func, int block, size_t dyn,
                                                                  unsigned int flags) {
    return guarded(hipErrorInvalidValue, [&] {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        hipFunction_t f = nullptr;
        if (const hipError_t e = hiprt::kernel_of(func, &f); e != hipSuccess) return e;
        return max_active(blocks, f, block, dyn, flags);
    });
}

hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessor(int* blocks, const void* func, int block, size_t dyn) {
    return hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(blocks, func, block, dyn, hipOccupancyDefault);
}

hipError_t hipModuleOccupancyMaxPotentialBlockSizeWithFlags(int* grid, int* block, hipFunction_t f, size_t dyn, int limit,
                                                            unsigned int flags) {
    return guarded(hipErrorInvalidValue, [&] {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (const hipError_t e = module_function(f); e != hipSuccess) return e;
        return potential(grid, block, f, dyn, limit, flags);
    });
}

hipError_t hipModuleOccupancyMaxPotentialBlockSize(int* grid, int* block, hipFunction_t f, size_t dyn, int limit) {
    return hipModuleOccupancyMaxPotentialBlockSizeWithFlags(grid, block, f, dyn, limit, hipOccupancyDefault);
}

hipError_t hipOccupancyMaxPotentialBlockSize(int* grid, int* block, const void* func, size_t dyn, int limit) {
    return guarded(hipErrorInvalidValue, [&] {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        hipFunction_t f = nullptr;
        if (const hipError_t e = hiprt::kernel_of(func, &f); e != hipSuccess) return e;
        return potential(grid, block, f, dyn, limit, hipOccupancyDefault);
    });
}

}  // extern "C"
