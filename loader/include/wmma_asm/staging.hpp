// Operand staging of the GEMM library (docs/library.md, "Leading dimensions"): any leading
// dimension for any kernel.
//
// A kernel documents the multiple its leading dimensions must be (ld_multiple: the library's
// kernels need every row on a 4-byte boundary, k5..k8 on a 16-byte one). A problem whose lda,
// ldb or ldc is not such a multiple still runs on the kernel: the operand is copied into a
// workspace with its ld rounded up to the multiple (copy_rows_b8/b16/b32, element-sized loads
// and stores, nothing outside the matrices read or written), the kernel runs on the workspace,
// and a staged C is copied back (copied in first only when beta reads it). A stride-0 (broadcast)
// operand is staged once.
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "wmma_asm/catalog.hpp"
#include "wmma_asm/device.hpp"
#include "wmma_asm/gemm.hpp"

namespace wmma_asm {

// The shape kernel `e` runs for the caller's shape `user` (defaults filled from `e`): each
// operand whose leading dimension is not a multiple of e.ld_multiple gets the next multiple and
// tight batch strides (0 kept for a broadcast operand); the others are the caller's.
struct StagedShape {
    GemmShape kernel;
    bool a = false, b = false, c = false;   // which operands the kernel reads from a workspace
    bool any() const { return a || b || c; }
};
StagedShape stage_gemm_shape(const CatalogEntry& e, const GemmShape& user);

// An Error unless kernel `e` can compute `user` with staging: the caller's shape is valid but
// for the ld multiple (leading dimensions >= the stored rows, batch strides, ...), and the staged
// shape is valid for the kernel.
void validate_staged_gemm_shape(const CatalogEntry& e, const GemmShape& user);

// The copies and workspaces of one staged problem, reusable for any number of runs.
class GemmStager {
public:
    // Loads the copy kernels it needs from `cat` and allocates the workspaces; `user` filled
    // and valid for staging (validate_staged_gemm_shape).
    GemmStager(Device& dev, const Catalog& cat, const CatalogEntry& e, const GemmShape& user);
    const GemmShape& kernel_shape() const { return staged_.kernel; }
    const StagedShape& staged() const { return staged_; }
    // Stages the operands of the caller's buffers, runs `gemm` on the buffers the kernel reads
    // (the workspaces for the staged operands, the caller's for the others) and copies a staged C
    // back. Returns the GEMM's statistics with the copies' times added.
    using GemmLaunch = std::function<LaunchStats(const Buffer& a, const Buffer& b, const Buffer& c)>;
    LaunchStats run(const Buffer& a, const Buffer& b, const Buffer& c, const GemmLaunch& gemm) const;

private:
    struct Copy {
        CatalogEntry entry;
        std::shared_ptr<const Module> module;   // the device's shared module (Device::shared_module_file)
    };
    // One batch of rows x cols elements from (src, lds, stride_s) to (dst, ldd, stride_d).
    LaunchStats copy(const Copy& k, const Buffer& src, const Buffer& dst, uint64_t rows, uint32_t cols, uint32_t lds,
                     uint32_t ldd, uint64_t stride_s, uint64_t stride_d, uint32_t batch) const;
    Device* dev_;
    GemmShape user_;
    StagedShape staged_;
    std::string out_;
    Copy in_copy_, out_copy_;
    Buffer wa_, wb_, wc_;
};

}  // namespace wmma_asm
