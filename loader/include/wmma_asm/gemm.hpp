// Running a GEMM kernel of the pack: test data, launch geometry from the catalog, shape checks
// against the restrictions a kernel documents, and the check against a CPU reference.
//
// The kernels compute C = alpha * A * B + beta * C with A (M x K) and B (K x N) in FP16 and C in
// FP32, row-major with leading dimensions in elements; a kernel's catalog entry may store A or
// B column-major instead (a_layout / b_layout "col": element (i, j) at j*ld + i, so lda >= M for
// a column-major A and ldb >= K for a column-major B).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "wmma_asm/catalog.hpp"
#include "wmma_asm/device.hpp"

namespace wmma_asm {

struct GemmShape {
    uint32_t M = 0, N = 0, K = 0;
    uint32_t lda = 0, ldb = 0, ldc = 0;   // 0: the default (see fill_defaults)
    float alpha = 1.0f, beta = 0.0f;
    uint64_t seed = 1;
    bool a_col = false, b_col = false;    // A / B stored column-major (set from the kernel's entry)
    // Sets each leading dimension left 0 to the tight one: K, N, N (M for a column-major A, K for
    // a column-major B).
    void fill_defaults();
    // Takes the storage of A and B from the kernel's catalog entry, then sets each leading
    // dimension left 0 to the tight one rounded up to the entry's ld_multiple.
    void fill_defaults(const CatalogEntry& e);
    // Storage index of A(i, k) and B(k, j).
    size_t a_index(uint32_t i, uint32_t k) const { return a_col ? size_t(k) * lda + i : size_t(i) * lda + k; }
    size_t b_index(uint32_t k, uint32_t j) const { return b_col ? size_t(j) * ldb + k : size_t(k) * ldb + j; }
};

// Error metrics of a result against the FP64 reference computed from the same inputs.
// Products of FP16 values are exact in FP32, so the only error is FP32 accumulation; FP32 inputs
// add one product rounding per term, which the same bound covers (Higham, Accuracy and
// Stability, 3.1: |fl(x.y) - x.y| <= gamma(n) |x|.|y|). The element bound is
// gamma(K+2) = (K+2)u/(1-(K+2)u), u = 2^-24 (two more roundings for alpha and beta), relative to the element's scale
// |alpha| * sum_k |a_ik b_kj| + |beta c_ij|; the Frobenius bound is the same gamma times
// ||scale||_F / ||C_ref||_F.
struct GemmCheck {
    double max_rel_err = 0;       // max_ij |C - C_ref| / scale_ij
    double max_rel_tol = 0;
    double frob_rel_err = 0;      // ||C - C_ref||_F / ||C_ref||_F
    double frob_rel_tol = 0;
    uint32_t worst_row = 0, worst_col = 0;
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
    double flops() const { return 2.0 * shape.M * shape.N * shape.K; }
};

// Host-side matrices for one problem: A and B in the kernel's element type (f16 bits or f32),
// C (FP32) before the launch. The reference reads the same values.
struct GemmData {
    std::string dtype = "f16";
    std::vector<uint16_t> a, b;     // f16 bits (dtype f16)
    std::vector<float> af, bf;      // f32 values (dtype f32)
    std::vector<float> c0;
    static GemmData random(const GemmShape& s, const std::string& dtype = "f16");
    double a_at(size_t i) const;
    double b_at(size_t i) const;
    size_t a_bytes() const { return dtype == "f16" ? a.size() * 2 : af.size() * 4; }
    size_t b_bytes() const { return dtype == "f16" ? b.size() * 2 : bf.size() * 4; }
    const void* a_data() const { return dtype == "f16" ? static_cast<const void*>(a.data()) : af.data(); }
    const void* b_data() const { return dtype == "f16" ? static_cast<const void*>(b.data()) : bf.data(); }
};

// Throws an Error when the kernel cannot honour the shape (restrictions, leading dimensions,
// 32-bit byte offsets) or when the shape's storage of A and B is not the kernel's.
void validate_gemm_shape(const CatalogEntry& e, const GemmShape& s);

// The element test of check_gemm: `got` (an FP32 result) against the FP64 reference `want` with
// the element bound `tol` (gamma(K+2) times the element's scale). FP32 has a range: when the
// reference lies beyond the point where round-to-nearest overflows (2^128 - 2^103, FLT_MAX plus
// half its last place) by more than tol, the correct FP32 answer is the infinity of its sign and
// any finite value is wrong; in the band within tol of that point, the infinity of its sign and
// a finite value within tol (FLT_MAX among them) both pass. Otherwise |got - want| <= tol;
// NaN never passes.
bool gemm_element_ok(double got, double want, double tol);

GemmCheck check_gemm(const GemmShape& s, const GemmData& d, const std::vector<float>& c, unsigned threads = 0);

// Loads the kernel's code object from the catalog, uploads the data, launches `iters` times
// (C reset before each launch) and optionally checks the result.
GemmResult run_gemm(Device& dev, const Catalog& cat, const std::string& kernel, GemmShape shape,
                    int iters, bool check, std::vector<float>* c_out = nullptr);

// The same with an already loaded module holding the kernel `entry.name` (tests use it to run
// deliberately broken variants of a pack kernel under the pack kernel's launch parameters).
GemmResult run_gemm(Device& dev, const CatalogEntry& entry, const Module& module, GemmShape shape,
                    int iters, bool check, std::vector<float>* c_out = nullptr);

}  // namespace wmma_asm
