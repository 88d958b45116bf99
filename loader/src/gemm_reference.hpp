// The CPU reference sums of a GEMM check (loader/src/gemm.cpp, check_any), blocked and vectorised.
#pragma once

#include <cstddef>

namespace wmma_asm {

// For rows r < rows of `a` (row-major, row r at a + r * k) and columns j < n of `bt` (B transposed:
// column j at bt + j * k, so K is contiguous in both), in double:
//     dot[r * n + j] = sum over kk of a[r][kk] * bt[j][kk]
//     abs[r * n + j] = sum over kk of |a[r][kk] * bt[j][kk]|
// (dot and abs are written, not accumulated). The sums run in blocks of K with several partial
// sums per element, so their order is not k = 0, 1, ...: each differs from the sequential double
// sum by a rounding error of at most about k * 2^-53 * abs, far below the FP32 tolerance (about
// k * 2^-24 * abs) the check compares against. Products of f16, bf16, f32 or 8-bit inputs are exact
// in double; the AVX-512 and AVX2 forms fuse each product with its sum (FMA), which rounds as the
// multiply then the add for such inputs only. Host SIMD (AVX-512 with FMA, or AVX2 with FMA, where
// the CPU has it, else SSE2) decides the speed only; `simd` picks one for the tests (a form the
// CPU lacks is refused with std::invalid_argument).
enum class RefSimd { Auto, Sse2, Avx2, Avx512 };
bool reference_simd_available(RefSimd simd);
void reference_dots(const double* a, size_t rows, const double* bt, size_t n, size_t k, double* dot, double* abs,
                    RefSimd simd = RefSimd::Auto);

}  // namespace wmma_asm
