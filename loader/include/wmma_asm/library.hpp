// The GEMM library: one call that takes layouts, data types and batches, picks the kernel of the
// pack, validates, packs the arguments and launches (docs/library.md).
//
//     C[b] = alpha * op(A[b]) * op(B[b]) + beta * C[b],   b < batch
//
// op(X) is X or its transpose in the BLAS sense over row-major storage: op(A) = N reads A as an
// M x K row-major matrix, T as a K x M one (lda >= M); op(B) = N reads B as K x N, T as N x K.
// Kernel selection (`kernel` = "auto") reads the pack's selection table (Catalog::selection,
// selection.txt as load_catalog read it; made offline by `make tune` with the timing model): the
// entry of the same types and layouts nearest to the shape whose kernel can take it.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "wmma_asm/catalog.hpp"
#include "wmma_asm/device.hpp"
#include "wmma_asm/gemm.hpp"
#include "wmma_asm/selection.hpp"
#include "wmma_asm/staging.hpp"

namespace wmma_asm {

struct GemmDesc {
    char trans_a = 'N', trans_b = 'N';   // op(A), op(B): 'N' or 'T'
    std::string type = "f16";            // A and B: "f16", "bf16", "i8" or "u8"
    std::string out = "f32";             // C: "f32", "f16", "bf16" (float inputs) or "i32" (integer inputs)
    uint32_t M = 0, N = 0, K = 0;
    // Leading dimensions of the stored matrices, in elements; 0: the tight one rounded up to the
    // kernel's multiple (ld_multiple). Any other value >= the stored row is taken: an operand
    // whose ld is not the kernel's multiple is staged through a workspace (wmma_asm/staging.hpp).
    uint32_t lda = 0, ldb = 0, ldc = 0;
    uint32_t batch = 1;
    // Element strides between the matrices of a batch; GemmShape::kTight: one matrix apart, 0: the
    // same matrix for every batch (A and B only).
    uint64_t stride_a = GemmShape::kTight, stride_b = GemmShape::kTight, stride_c = GemmShape::kTight;
    float alpha = 1.0f, beta = 0.0f;
    int32_t alpha_i = 1, beta_i = 0;     // for an i32 C
    uint32_t split_k = 0;                // K cut into split_k pieces (GemmShape::split_k); 0: the
                                         // selection table's choice (none for a named kernel)
    // "NN", "NT", "TN" or "TT"
    std::string layout() const { return std::string(1, trans_a) + trans_b; }
    // The selection key: "<type>_<out>_<layout in lower case>", e.g. "f16_f32_nt".
    std::string key() const;
};

// An Error unless `d` is well formed: op N or T, a type the library computes, M, N, K and batch
// at least 1 (whether a kernel can take it is gemm_kernel_mismatch's question).
void check_gemm_desc(const GemmDesc& d);

// A kernel chosen for a problem: its name and its split of K (1: none).
struct KernelChoice {
    std::string kernel;
    uint32_t split_k = 1;
};

// The pack's table read again from its file (<pack dir>/selection.txt; empty when the pack has
// none); Catalog::selection holds it as load_catalog read it.
std::vector<Selection> load_selection(const Catalog& cat);

// Why kernel `e` cannot compute `d` ("" when it can): types, layouts, batch, restrictions.
std::string gemm_kernel_mismatch(const CatalogEntry& e, const GemmDesc& d);

// The kernel for `d`: among the table's entries of d.key(), nearest in log2 of M, N, K and batch
// first, the first whose kernel exists and can take the problem; without one, the last kernel of
// the catalog that can (the catalog lists each series from its first kernel to its best). An Error when no kernel can (naming why the nearest candidates
// cannot). `why`, when given, receives how the choice was made.
std::string select_gemm_kernel(const Catalog& cat, const std::vector<Selection>& table, const GemmDesc& d,
                               std::string* why = nullptr);
// The same with the split: d.split_k 0 takes the table's split for the entry chosen, any other
// value is the caller's (the entry's kernel must then take that split).
KernelChoice select_gemm(const Catalog& cat, const std::vector<Selection>& table, const GemmDesc& d, std::string* why = nullptr);

// The problem as a GemmShape for kernel `e` (defaults filled, validated; leading dimensions the
// kernel cannot read are valid too: GemmPlan stages those operands).
GemmShape gemm_shape(const CatalogEntry& e, const GemmDesc& d);

// A selected, validated and loaded GEMM, reusable for any number of runs on buffers that hold
// its matrices. The device must outlive the plan.
class GemmPlan {
public:
    GemmPlan(Device& dev, const Catalog& cat, const GemmDesc& desc, const std::string& kernel = "auto");
    const std::string& kernel() const { return entry_.name; }
    const CatalogEntry& entry() const { return entry_; }
    const GemmShape& shape() const { return shape_; }
    const std::string& selection_reason() const { return why_; }
    // The operands run through a workspace for their leading dimensions (wmma_asm/staging.hpp).
    const StagedShape& staged() const { return stager_->staged(); }
    Dim3 grid() const { return grid_; }
    Dim3 block() const { return block_; }
    // Bytes A, B and C must hold (all batches).
    size_t a_bytes() const;
    size_t b_bytes() const;
    size_t c_bytes() const;
    double flops() const { return 2.0 * shape_.M * shape_.N * shape_.K * shape_.batch; }
    // Launches on the buffers (an Error when one is too small or of another device): one
    // launch, or for a split K the splits into the plan's workspace and the reduction.
    LaunchStats run(const Buffer& a, const Buffer& b, const Buffer& c);
    uint32_t split_k() const { return shape_.split_k; }

private:
    Device* dev_;
    CatalogEntry entry_;
    GemmShape shape_;
    std::shared_ptr<const Module> module_;   // the device's shared module (Device::shared_module_file)
    std::unique_ptr<GemmStager> stager_;    // the operands staged for their leading dimensions (often none)
    std::unique_ptr<SplitKernels> split_;   // when shape_.split_k > 1
    Buffer workspace_;
    Dim3 grid_, block_;
    std::string why_;
};

}  // namespace wmma_asm
