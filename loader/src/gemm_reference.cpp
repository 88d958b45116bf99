// The CPU reference sums of a GEMM check: two double GEMMs (A x B and |A| x |B| taken product by
// product) in one pass, blocked so that a chunk of B's columns is read once per block of rows, with
// a 2 x 2 micro-kernel of vector partial sums. The check at 4096 (68.7 G products) summed each
// element in one chain of dependent additions: 50 of the 54 seconds of `wmma_asm_run --kernel k8
// --m 4096`.
#include "gemm_reference.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <stdexcept>

namespace wmma_asm {
namespace {

// Blocking: kKc elements of K at a time (a row's chunk is 4 KiB, so a 2 x 2 step reads 16 KiB,
// in L1), kRows rows per block (their chunks, 128 KiB, stay in L2 while every column passes).
// (512 / 32 measured best of 256 / 64, 512 / 32, 1024 / 16 and 512 / 64 by a little: the
// block's sums, read and written once per chunk, weigh less with longer chunks.)
constexpr size_t kKc = 512;
constexpr size_t kRows = 32;

// Vectors of 2, 4 and 8 doubles (GCC vector extensions; the kernel below is compiled per target).
typedef double vd2 __attribute__((vector_size(16)));
typedef double vd4 __attribute__((vector_size(32)));
typedef double vd8 __attribute__((vector_size(64)));

#define REF_INLINE __attribute__((always_inline)) inline

// The micro-kernel for vectors VD of W doubles. (Helpers take vectors by reference: a vector
// returned by value changes the ABI between targets, which GCC warns about.)
template <class VD, int W>
struct Kernel {
    static REF_INLINE void load(VD& v, const double* p) { std::memcpy(&v, p, sizeof v); }
    static REF_INLINE void add_abs(VD& acc, const VD& v) {   // acc += |v| (the sign bits cleared)
        uint64_t u[W];
        std::memcpy(u, &v, sizeof u);
        for (int i = 0; i < W; ++i) u[i] &= ~(uint64_t(1) << 63);
        VD a;
        std::memcpy(&a, u, sizeof a);
        acc += a;
    }
    static REF_INLINE double hsum(const VD& v) {
        double s = 0;
        for (int i = 0; i < W; ++i) s += v[i];
        return s;
    }

    // Sums over kk < len (a multiple of W) of rows x0, x1 and columns y0, y1 into out: dot of
    // (x0,y0), (x0,y1), (x1,y0), (x1,y1), then the four absolute sums. x1 / y1 may repeat x0 / y0
    // at an odd edge (the caller discards those sums).
    static REF_INLINE void block2x2(const double* x0p, const double* x1p, const double* y0p, const double* y1p,
                                    size_t len, double out[8]) {
        VD d00 = {}, d01 = {}, d10 = {}, d11 = {}, a00 = {}, a01 = {}, a10 = {}, a11 = {};
        for (size_t kk = 0; kk < len; kk += W) {
            VD x0, x1, y0, y1;
            load(x0, x0p + kk);
            load(x1, x1p + kk);
            load(y0, y0p + kk);
            load(y1, y1p + kk);
            const VD p00 = x0 * y0, p01 = x0 * y1, p10 = x1 * y0, p11 = x1 * y1;
            d00 += p00; d01 += p01; d10 += p10; d11 += p11;
            add_abs(a00, p00); add_abs(a01, p01); add_abs(a10, p10); add_abs(a11, p11);
        }
        out[0] = hsum(d00); out[1] = hsum(d01); out[2] = hsum(d10); out[3] = hsum(d11);
        out[4] = hsum(a00); out[5] = hsum(a01); out[6] = hsum(a10); out[7] = hsum(a11);
    }

    static REF_INLINE void run(const double* a, size_t rows, const double* bt, size_t n, size_t k, double* dot, double* abs) {
        std::fill(dot, dot + rows * n, 0.0);
        std::fill(abs, abs + rows * n, 0.0);
        for (size_t r0 = 0; r0 < rows; r0 += kRows) {
            const size_t r_end = std::min(rows, r0 + kRows);
            for (size_t k0 = 0; k0 < k; k0 += kKc) {
                const size_t len = std::min(kKc, k - k0), vec = len - len % W;
                for (size_t j = 0; j < n; j += 2) {
                    const size_t jb = std::min(j + 1, n - 1);
                    const double* y0 = bt + j * k + k0;
                    const double* y1 = bt + jb * k + k0;
                    for (size_t r = r0; r < r_end; r += 2) {
                        const size_t rb = std::min(r + 1, r_end - 1);
                        const double* x0 = a + r * k + k0;
                        const double* x1 = a + rb * k + k0;
                        double s[8];
                        block2x2(x0, x1, y0, y1, vec, s);
                        for (size_t kk = vec; kk < len; ++kk) {   // the chunk's last len % W
                            const double p[4] = {x0[kk] * y0[kk], x0[kk] * y1[kk], x1[kk] * y0[kk], x1[kk] * y1[kk]};
                            for (int q = 0; q < 4; ++q) {
                                s[q] += p[q];
                                s[4 + q] += p[q] < 0 ? -p[q] : p[q];
                            }
                        }
                        const size_t cells[4] = {r * n + j, r * n + jb, rb * n + j, rb * n + jb};
                        const bool keep[4] = {true, jb != j, rb != r, rb != r && jb != j};
                        for (int q = 0; q < 4; ++q)
                            if (keep[q]) {
                                dot[cells[q]] += s[q];
                                abs[cells[q]] += s[4 + q];
                            }
                    }
                }
            }
        }
    }
};

#if defined(__x86_64__) && defined(__GNUC__)
__attribute__((target("avx512f"))) void run_avx512(const double* a, size_t rows, const double* bt, size_t n, size_t k,
                                                   double* dot, double* abs) {
    Kernel<vd8, 8>::run(a, rows, bt, n, k, dot, abs);
}
__attribute__((target("avx2"))) void run_avx2(const double* a, size_t rows, const double* bt, size_t n, size_t k,
                                              double* dot, double* abs) {
    Kernel<vd4, 4>::run(a, rows, bt, n, k, dot, abs);
}
#endif

}  // namespace

bool reference_simd_available(RefSimd simd) {
    switch (simd) {
        case RefSimd::Auto:
        case RefSimd::Sse2: return true;
#if defined(__x86_64__) && defined(__GNUC__)
        case RefSimd::Avx2: return __builtin_cpu_supports("avx2");
        case RefSimd::Avx512: return __builtin_cpu_supports("avx512f");
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
    Kernel<vd2, 2>::run(a, rows, bt, n, k, dot, abs);
}

}  // namespace wmma_asm
