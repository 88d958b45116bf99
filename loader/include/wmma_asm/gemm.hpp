// Running a GEMM kernel of the pack: test data, launch geometry from the catalog, shape checks
// against the restrictions a kernel documents, and the check against a CPU reference.
//
// The kernels compute C = alpha * A * B + beta * C with A (M x K) and B (K x N) in FP16 (the
// catalog entry's dtype: f16, bf16 or f32) and C in FP32 (its `out`: f32, f16 or bf16), row-major
// with leading dimensions in elements; a kernel's catalog entry may store A or B column-major
// instead (a_layout / b_layout "col": element (i, j) at j*ld + i, so lda >= M for a column-major
// A and ldb >= K for a column-major B: op(A) = T in BLAS terms). A batched kernel (the GEMM
// library's) computes `batch` such products, matrix b of each operand `stride` elements after
// matrix b-1 (stride 0: the same matrix for every b).
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "wmma_asm/catalog.hpp"
#include "wmma_asm/device.hpp"

namespace wmma_asm {

class GemmStager;   // wmma_asm/staging.hpp

struct GemmShape {
    uint32_t M = 0, N = 0, K = 0;
    uint32_t lda = 0, ldb = 0, ldc = 0;   // 0: the default (see fill_defaults)
    float alpha = 1.0f, beta = 0.0f;
    int32_t alpha_i = 1, beta_i = 0;      // alpha and beta of an integer (i32) C
    uint64_t seed = 1;
    bool a_col = false, b_col = false;    // A / B stored column-major (set from the kernel's entry)
    uint32_t batch = 1;
    // Element strides between the matrices of a batch: kTight (the default) puts them one
    // matrix apart (stored lines x ld), 0 uses one matrix for every batch.
    static constexpr uint64_t kTight = ~0ull;
    uint64_t stride_a = kTight, stride_b = kTight, stride_c = kTight;
    // Split-K: the K range cut into split_k pieces (each a multiple of 32 but the last), summed
    // into an FP32/i32 workspace by a kernel with `splitk` (for a 16-bit C, the kernel's f32
    // split_twin), then reduced in split order by gemm_splitk_reduce_<out> (deterministic; a
    // 16-bit C rounded once). 1: no split. Any batch (grid z = batch x splits).
    uint32_t split_k = 1;
    // K elements per split and the number of splits a split_k request comes to (the last split
    // may be shorter; none is empty).
    uint32_t k_per_split() const { return ((K + split_k - 1) / split_k + 31) / 32 * 32; }
    uint32_t splits() const { return (K + k_per_split() - 1) / k_per_split(); }
    // Sets each leading dimension left 0 to the tight one: K, N, N (M for a column-major A, K for
    // a column-major B), and each kTight stride to its matrix's size.
    void fill_defaults();
    // Takes the storage of A and B from the kernel's catalog entry, then sets each leading
    // dimension left 0 to the tight one rounded up to the entry's ld_multiple.
    void fill_defaults(const CatalogEntry& e);
    // Storage index of A(i, k) and B(k, j).
    size_t a_index(uint32_t i, uint32_t k) const { return a_col ? size_t(k) * lda + i : size_t(i) * lda + k; }
    size_t b_index(uint32_t k, uint32_t j) const { return b_col ? size_t(j) * ldb + k : size_t(k) * ldb + j; }
    // Stored lines (rows of the row-major storage) of each matrix, and its elements.
    uint64_t a_lines() const { return a_col ? K : M; }
    uint64_t b_lines() const { return b_col ? N : K; }
    uint64_t a_elems() const { return a_lines() * lda; }
    uint64_t b_elems() const { return b_lines() * ldb; }
    uint64_t c_elems() const { return uint64_t(M) * ldc; }
    // Elements of each operand's whole batch: the last matrix's start plus its size.
    uint64_t a_total() const { return uint64_t(batch - 1) * stride_a + a_elems(); }
    uint64_t b_total() const { return uint64_t(batch - 1) * stride_b + b_elems(); }
    uint64_t c_total() const { return uint64_t(batch - 1) * stride_c + c_elems(); }
};

// Error metrics of a result against the FP64 reference computed from the same inputs.
// Products of FP16 (or BF16) values are exact in FP32, so the only error is FP32 accumulation;
// FP32 inputs add one product rounding per term, which the same bound covers (Higham, Accuracy and
// Stability, 3.1: |fl(x.y) - x.y| <= gamma(n) |x|.|y|). The element bound is
// gamma(K+2) = (K+2)u/(1-(K+2)u), u = 2^-24 (two more roundings for alpha and beta), relative to the element's scale
// |alpha| * sum_k |a_ik b_kj| + |beta c_ij|; the Frobenius bound is the same gamma times
// ||scale||_F / ||C_ref||_F. A 16-bit C adds the final rounding: u_out (2^-11 for f16, 2^-8 for
// bf16) times the result's magnitude, plus half the format's smallest subnormal (docs/library.md).
struct GemmCheck {
    double max_rel_err = 0;       // max_ij |C - C_ref| / scale_ij
    double max_rel_tol = 0;
    double frob_rel_err = 0;      // ||C - C_ref||_F / ||C_ref||_F
    double frob_rel_tol = 0;
    uint32_t worst_row = 0, worst_col = 0, worst_batch = 0;
    double worst_got = 0, worst_want = 0;
    uint64_t bad_elements = 0;    // elements over the element bound (NaN counts)
    bool passed = false;
};

struct GemmResult {
    GemmShape shape;
    std::string kernel;
    Dim3 grid, block;
    LaunchStats stats;            // of the last iteration
    double best_ms = 0;           // best elapsed over the iterations
    bool checked = false;
    GemmCheck check;
    double flops() const { return 2.0 * shape.M * shape.N * shape.K * shape.batch; }
};

// Host-side matrices for one problem (all its batches): A and B in the kernel's element type
// (f16 or bf16 bits, f32, or i8 / u8), C before the launch in the output type (f32, f16 / bf16
// bits, or i32). The reference reads the same values.
struct GemmData {
    std::string dtype = "f16";      // A and B: f16, bf16, f32, i8 or u8
    std::string out = "f32";        // C: f32, f16, bf16 or i32
    std::vector<uint16_t> a, b;     // 16-bit bits (dtype f16 / bf16)
    std::vector<float> af, bf;      // f32 values (dtype f32)
    std::vector<uint8_t> a8, b8;    // 8-bit values (dtype i8: two's complement, u8)
    std::vector<float> c0;          // out f32
    std::vector<uint16_t> c0h;      // out f16 / bf16 (bits)
    std::vector<int32_t> c0i;       // out i32
    static GemmData random(const GemmShape& s, const std::string& dtype = "f16", const std::string& out = "f32");
    double a_at(size_t i) const;
    double b_at(size_t i) const;
    double c0_at(size_t i) const;
    size_t in_size() const;         // bytes per element of A and B
    size_t out_size() const;        // bytes per element of C
    size_t a_bytes() const;
    size_t b_bytes() const;
    size_t c_bytes() const;
    const void* a_data() const;
    const void* b_data() const;
    const void* c_data() const;
};

// Bytes of one element of type "f32", "i32", "f16", "bf16", "i8" or "u8"; an Error otherwise.
size_t element_bytes(const std::string& type);
// The value of one stored element of type `type` at index i of `data`, exactly.
double element_value(const std::string& type, const void* data, size_t i);

// Throws an Error when the kernel cannot honour the shape (restrictions, leading dimensions,
// 32-bit byte offsets) or when the shape's storage of A and B is not the kernel's.
void validate_gemm_shape(const CatalogEntry& e, const GemmShape& s);

// The element test of check_gemm: `got` (an FP32 result) against the FP64 reference `want` with
// the element bound `tol` (gamma(K+2) times the element's scale). FP32 has a range: when the
// reference lies beyond the point where round-to-nearest overflows (2^128 - 2^103, FLT_MAX plus
// half its last place) by more than tol, the correct FP32 answer is the infinity of its sign and
// any finite value is wrong; in the band within tol of that point, the infinity of its sign and
// a finite value within tol (FLT_MAX among them) both pass. Otherwise |got - want| <= tol;
// NaN never passes. A reference that is itself NaN or infinite (NaN or infinite inputs) wants a
// NaN, or the same infinity.
// `overflow` is where round-to-nearest in the output format gives infinity (FP32's by default).
bool gemm_element_ok(double got, double want, double tol, double overflow = 0);

// The result C (all batches, in the output type of `d`: f32 values or 16-bit bits) against the
// FP64 reference.
GemmCheck check_gemm(const GemmShape& s, const GemmData& d, const std::vector<float>& c, unsigned threads = 0);
GemmCheck check_gemm(const GemmShape& s, const GemmData& d, const std::vector<uint16_t>& c, unsigned threads = 0);
// An integer (i32) result: exact, C = alpha_i * A * B + beta_i * C modulo 2^32 from an int64
// reference; max_rel_err is 0 or 1 (any difference), bad_elements counts them.
GemmCheck check_gemm(const GemmShape& s, const GemmData& d, const std::vector<int32_t>& c, unsigned threads = 0);

// The launch grid of kernel `e` for `s` (x, y from the tile, z the batch) and its packed kernel
// arguments (GEMM_ARGS, then the batch strides for a batched kernel; gen/kernel.py).
Dim3 gemm_grid(const CatalogEntry& e, const GemmShape& s);
std::vector<uint8_t> gemm_kernargs(const KernelInfo& info, const CatalogEntry& e, const GemmShape& s, const Buffer& a,
                                   const Buffer& b, const Buffer& c);

// The kernels of a split-K GEMM for kernel `e`: `split` writes the splits' partial sums (`e`
// itself for an f32 or i32 C, its f32 split_twin for a 16-bit C), `reduce` is the catalog's
// gemm_splitk_reduce_<e.out>; both loaded.
struct SplitKernels {
    CatalogEntry split, reduce;
    std::shared_ptr<const Module> split_module, reduce_module;   // the device's shared modules
    // Bytes of the workspace for `s`: s.splits() matrices of M x ldc per batch, FP32 or i32.
    static size_t workspace_bytes(const GemmShape& s) { return size_t(s.batch) * s.splits() * s.c_elems() * 4; }
};
// An Error when `e` splits K neither itself nor through a twin of matching types, layouts and tile.
SplitKernels load_split_kernels(Device& dev, const Catalog& cat, const CatalogEntry& e);

// The split-K launches of `s` (s.split_k > 1): the splits into the workspace W
// (SplitKernels::workspace_bytes), then the reduction into C. Returns both launches' statistics
// summed (elapsed and modelled times; counters of the first).
LaunchStats launch_split_gemm(Device& dev, const SplitKernels& k, const GemmShape& s, const Buffer& a, const Buffer& b,
                              const Buffer& c, const Buffer& w);

// Loads the kernel's code object from the catalog, uploads the data, launches `iters` times
// (C reset before each launch) and optionally checks the result. Operands whose leading
// dimension the kernel cannot read are staged (wmma_asm/staging.hpp).
GemmResult run_gemm(Device& dev, const Catalog& cat, const std::string& kernel, GemmShape shape,
                    int iters, bool check, std::vector<float>* c_out = nullptr);

// The same with an already loaded module holding the kernel `entry.name` (tests use it to run
// deliberately broken variants of a pack kernel under the pack kernel's launch parameters).
GemmResult run_gemm(Device& dev, const CatalogEntry& entry, const Module& module, GemmShape shape,
                    int iters, bool check, std::vector<float>* c_out = nullptr);

// The same on given data (tests put NaN, infinities or extreme values into it); its types must be
// the kernel's and it must hold the shape's matrices.
// A split shape needs `split` (load_split_kernels). With `stager` (wmma_asm/staging.hpp, made for
// this shape) the operands whose leading dimension the kernel cannot read run through its
// workspaces; without it such a shape is an Error.
GemmResult run_gemm(Device& dev, const CatalogEntry& entry, const Module& module, GemmShape shape, const GemmData& data,
                    int iters, bool check, std::vector<float>* c_out = nullptr, const SplitKernels* split = nullptr,
                    const GemmStager* stager = nullptr);

}  // namespace wmma_asm
