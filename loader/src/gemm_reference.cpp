// The CPU reference sums of a GEMM check: two double GEMMs (A x B and |A| x |B|) in one pass,
// blocked so that a chunk of B's columns is read once per block of rows, with a micro-kernel of
// vector partial sums (2 rows x 4 columns with AVX-512, 2 x 2 otherwise). The check at 4096
// (68.7 G products) summed each element in one chain of dependent additions: 50 of the 54 seconds
// of `wmma_asm_run --kernel k8 --m 4096`.
//
// Built with -ffp-contract=fast (the Makefile's one exception to -ffp-contract=off), so the AVX-512
// and AVX2 kernels, compiled for FMA, fuse each multiply and add. Every product the GEMM check
// feeds in (f16, bf16, f32 or 8-bit elements) is exact in double, so there a fused multiply-add
// rounds exactly as the multiply then the add; other inputs may round differently
// (gemm_reference.hpp).
#include "gemm_reference.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <stdexcept>

namespace wmma_asm {
namespace {

// Blocking: kKc elements of K at a time (a row's chunk is 4 KiB, so the 2 x 4 kernel's columns,
// 16 KiB, stay in L1 while the block's rows pass), kRows rows per block (their chunks, 128 KiB,
// stay in L2 while every column passes). (512 / 32 measured best of 256 / 64, 512 / 32,
// 1024 / 16 and 512 / 64 by a little with the 2 x 2 kernel; with 2 x 4, 512 / 32, 512 / 64,
// 1024 / 32 and 1024 / 64 are within this host's noise, 256 and 128 slower.)
constexpr size_t kKc = 512;
constexpr size_t kRows = 32;

// Vectors of 2, 4 and 8 doubles (GCC vector extensions; the kernel below is compiled per target).
typedef double vd2 __attribute__((vector_size(16)));
typedef double vd4 __attribute__((vector_size(32)));
typedef double vd8 __attribute__((vector_size(64)));

#define REF_INLINE __attribute__((always_inline)) inline

// The micro-kernel for vectors VD of W doubles, 2 rows by C columns. (Helpers take vectors by
// reference: a vector returned by value changes the ABI between targets, which GCC warns about.)
template <class VD, int W, int C, bool kFma>
struct Kernel {
    static REF_INLINE void load(VD& v, const double* p) { std::memcpy(&v, p, sizeof v); }
    static REF_INLINE void absv(VD& out, const VD& v) {   // the sign bits cleared
        typedef int64_t VI __attribute__((vector_size(sizeof(VD))));
        VI bits;
        std::memcpy(&bits, &v, sizeof bits);
        bits &= ~(int64_t(1) << 63);
        std::memcpy(&out, &bits, sizeof out);
    }
    // The loaded operands kept in registers (GCC folded each load into every multiply-add that
    // used it: twice the loads); x86 only (the "v" constraint), where the kernels matter.
    static REF_INLINE void pin(VD& v) {
#if defined(__x86_64__) && defined(__GNUC__)
        __asm__("" : "+v"(v));
#else
        (void)v;
#endif
    }
    template <class... V>
    static REF_INLINE void in_registers(V&... v) { (pin(v), ...); }
    static REF_INLINE double hsum(const VD& v) {
        double s = 0;
        for (int i = 0; i < W; ++i) s += v[i];
        return s;
    }

    // Sums over kk < len (a multiple of W) of rows x[0], x[1] and columns y[0..C-1] into out: the
    // products' sums dot[i][c] = out[i * C + c], then their absolute sums at out[2 * C + i * C + c].
    // x[1] / y[c] may repeat x[0] / y[0] at an odd edge (the caller discards those sums). Each
    // step is a multiply-add of the operands and one of their absolute values (|x * y| =
    // |x| * |y|), each one FMA where the target has it (the file's -ffp-contract=fast; without FMA,
    // kFma false, the products' absolute values are the cheaper form).
    static REF_INLINE void block(const double* const x[2], const double* const y[C], size_t len, double out[4 * C]) {
        static_assert(C == 2 || C == 4, "two or four columns");
        static_assert(C == 2 || kFma, "four columns with FMA only");
        // (named accumulators: as arrays GCC kept them on the stack)
        VD d00 = {}, d01 = {}, d02 = {}, d03 = {}, d10 = {}, d11 = {}, d12 = {}, d13 = {};
        VD s00 = {}, s01 = {}, s02 = {}, s03 = {}, s10 = {}, s11 = {}, s12 = {}, s13 = {};
        for (size_t kk = 0; kk < len; kk += W) {
            VD x0, x1, y0, y1;
            load(x0, x[0] + kk);
            load(x1, x[1] + kk);
            load(y0, y[0] + kk);
            load(y1, y[1] + kk);
            in_registers(x0, x1, y0, y1);
            if constexpr (!kFma) {   // without FMA the products' absolute values take fewer operations
                const VD p00 = x0 * y0, p01 = x0 * y1, p10 = x1 * y0, p11 = x1 * y1;
                d00 += p00; d01 += p01; d10 += p10; d11 += p11;
                VD a00, a01, a10, a11;
                absv(a00, p00); absv(a01, p01); absv(a10, p10); absv(a11, p11);
                s00 += a00; s01 += a01; s10 += a10; s11 += a11;
            } else {
                VD ax0, ax1, ay0, ay1;
                absv(ax0, x0); absv(ax1, x1); absv(ay0, y0); absv(ay1, y1);
                d00 += x0 * y0; d01 += x0 * y1; d10 += x1 * y0; d11 += x1 * y1;
                s00 += ax0 * ay0; s01 += ax0 * ay1; s10 += ax1 * ay0; s11 += ax1 * ay1;
                if constexpr (C == 4) {
                    VD y2, y3;
                    load(y2, y[2] + kk);
                    load(y3, y[3] + kk);
                    in_registers(y2, y3);
                    VD ay2, ay3;
                    absv(ay2, y2); absv(ay3, y3);
                    d02 += x0 * y2; d03 += x0 * y3; d12 += x1 * y2; d13 += x1 * y3;
                    s02 += ax0 * ay2; s03 += ax0 * ay3; s12 += ax1 * ay2; s13 += ax1 * ay3;
                }
            }
        }
        const VD* dv[2][4] = {{&d00, &d01, &d02, &d03}, {&d10, &d11, &d12, &d13}};
        const VD* sv[2][4] = {{&s00, &s01, &s02, &s03}, {&s10, &s11, &s12, &s13}};
        for (int i = 0; i < 2; ++i)
            for (int c = 0; c < C; ++c) {
                out[i * C + c] = hsum(*dv[i][c]);
                out[2 * C + i * C + c] = hsum(*sv[i][c]);
            }
    }

    static REF_INLINE void run(const double* a, size_t rows, const double* bt, size_t n, size_t k, double* dot, double* abs) {
        std::fill(dot, dot + rows * n, 0.0);
        std::fill(abs, abs + rows * n, 0.0);
        for (size_t r0 = 0; r0 < rows; r0 += kRows) {
            const size_t r_end = std::min(rows, r0 + kRows);
            for (size_t k0 = 0; k0 < k; k0 += kKc) {
                const size_t len = std::min(kKc, k - k0), vec = len - len % W;
                for (size_t j = 0; j < n; j += C) {
                    size_t col[C];   // past the last column: the last again (discarded)
                    const double* y[C];
                    for (int c = 0; c < C; ++c) {
                        col[c] = std::min(j + c, n - 1);
                        y[c] = bt + col[c] * k + k0;
                    }
                    for (size_t r = r0; r < r_end; r += 2) {
                        const size_t row[2] = {r, std::min(r + 1, r_end - 1)};
                        const double* const x[2] = {a + row[0] * k + k0, a + row[1] * k + k0};
                        double sum[4 * C];
                        block(x, y, vec, sum);
                        for (size_t kk = vec; kk < len; ++kk)   // the chunk's last len % W
                            for (int i = 0; i < 2; ++i)
                                for (int c = 0; c < C; ++c) {
                                    const double p = x[i][kk] * y[c][kk];
                                    sum[i * C + c] += p;
                                    sum[2 * C + i * C + c] += p < 0 ? -p : p;
                                }
                        for (int i = 0; i < 2; ++i)
                            for (int c = 0; c < C; ++c) {
                                if ((i == 1 && row[1] == row[0]) || (c > 0 && col[c] == col[c - 1])) continue;
                                dot[row[i] * n + col[c]] += sum[i * C + c];
                                abs[row[i] * n + col[c]] += sum[2 * C + i * C + c];
                            }
                    }
                }
            }
        }
    }
};

#if defined(__x86_64__) && defined(__GNUC__)
__attribute__((target("avx512f,fma"))) void run_avx512(const double* a, size_t rows, const double* bt, size_t n, size_t k,
                                                   double* dot, double* abs) {
    Kernel<vd8, 8, 4, true>::run(a, rows, bt, n, k, dot, abs);
}
__attribute__((target("avx2,fma"))) void run_avx2(const double* a, size_t rows, const double* bt, size_t n, size_t k,
                                              double* dot, double* abs) {
    Kernel<vd4, 4, 2, true>::run(a, rows, bt, n, k, dot, abs);
}
#endif

}  // namespace

bool reference_simd_available(RefSimd simd) {
    switch (simd) {
        case RefSimd::Auto:
        case RefSimd::Sse2: return true;
#if defined(__x86_64__) && defined(__GNUC__)
        case RefSimd::Avx2: return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
        case RefSimd::Avx512: return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("fma");
#else
        default: return false;
#endif
    }
    return false;
}

void reference_dots(const double* a, size_t rows, const double* bt, size_t n, size_t k, double* dot, double* abs,
                    RefSimd simd) {
    if (!reference_simd_available(simd)) throw std::invalid_argument("reference_dots: this CPU lacks the SIMD form asked for");
#if defined(__x86_64__) && defined(__GNUC__)
    if (simd == RefSimd::Avx512 || (simd == RefSimd::Auto && reference_simd_available(RefSimd::Avx512)))
        return run_avx512(a, rows, bt, n, k, dot, abs);
    if (simd == RefSimd::Avx2 || (simd == RefSimd::Auto && reference_simd_available(RefSimd::Avx2)))
        return run_avx2(a, rows, bt, n, k, dot, abs);
#endif
    Kernel<vd2, 2, 2, false>::run(a, rows, bt, n, k, dot, abs);
}

}  // namespace wmma_asm
