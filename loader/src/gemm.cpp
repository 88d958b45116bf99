// GEMM runs: data, geometry, validation and the reference check.
#include "wmma_asm/gemm.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <thread>

#include "emu/fp.hpp"
#include "wmma_asm/error.hpp"
#include "wmma_asm/kernargs.hpp"

namespace wmma_asm {

void GemmShape::fill_defaults() {
    if (!lda) lda = a_col ? M : K;
    if (!ldb) ldb = b_col ? K : N;
    if (!ldc) ldc = N;
}

namespace {

// `v` rounded up to a multiple of `m`; `v` itself when that does not fit 32 bits (such a matrix
// is far over the kernels' 4 GiB limit, and validation reports the shape).
uint32_t round_up(uint32_t v, uint32_t m) {
    const uint64_t r = (uint64_t(v) + m - 1) / m * m;
    return r <= 0xffffffffull ? static_cast<uint32_t>(r) : v;
}

}  // namespace

void GemmShape::fill_defaults(const CatalogEntry& e) {
    a_col = e.a_layout == "col";
    b_col = e.b_layout == "col";
    // The tight leading dimensions rounded up to the kernel's ld multiple: k5..k8 take any M, N
    // and K, and tight ones (K = 5) would break their ld restriction (multiples of 8).
    if (!lda) lda = round_up(a_col ? M : K, e.ld_multiple);
    if (!ldb) ldb = round_up(b_col ? K : N, e.ld_multiple);
    if (!ldc) ldc = round_up(N, e.ld_multiple);
}

namespace {

// xorshift64*: deterministic test data from a seed, no global state.
struct Rng {
    uint64_t s;
    explicit Rng(uint64_t seed) : s(seed * 0x9E3779B97F4A7C15ull + 1) {}
    double uniform() {   // [-1, 1)
        s ^= s >> 12; s ^= s << 25; s ^= s >> 27;
        // The 53-bit value fits int64, whose conversion to double is one exact instruction.
        return double(int64_t((s * 0x2545F4914F6CDD1Dull) >> 11)) * (2.0 / 9007199254740992.0) - 1.0;
    }
};

// cvt_f32_to_f16_rne_hostfp equals cvt_f32_to_f16_rne for every input with the host FPU in its
// default state, which host-side data generation runs in.
uint16_t to_f16(double x) { return emu::fp::cvt_f32_to_f16_rne_hostfp(emu::fp::bits_of(static_cast<float>(x))); }

}  // namespace

GemmData GemmData::random(const GemmShape& s, const std::string& dtype) {
    GemmData d;
    d.dtype = dtype;
    Rng rng(s.seed);
    const bool half = dtype == "f16";
    const float nan = std::numeric_limits<float>::quiet_NaN();
    // Padding (k >= K in A's rows, j >= N in B's rows; rows i >= M of a column-major A's columns,
    // k >= K of a column-major B's columns) is NaN: a kernel that reads it and lets it reach a
    // result fails the check.
    const size_t a_lines = s.a_col ? s.K : s.M, b_lines = s.b_col ? s.N : s.K;      // stored rows / columns
    const uint32_t a_len = s.a_col ? s.M : s.K, b_len = s.b_col ? s.K : s.N;        // values per line
    (half ? d.a.resize(a_lines * s.lda) : d.af.resize(a_lines * s.lda));
    (half ? d.b.resize(b_lines * s.ldb) : d.bf.resize(b_lines * s.ldb));
    d.c0.assign(size_t(s.M) * s.ldc, 0.f);
    // Line by line in storage order: the values, then the padding, so the generator is called
    // in the same order as element by element.
    auto fill = [&](std::vector<uint16_t>& h, std::vector<float>& f, size_t lines, uint32_t len, uint32_t ld) {
        for (size_t l = 0; l < lines; ++l) {
            const size_t row = l * ld;
            if (half) {
                uint16_t* p = h.data() + row;
                for (uint32_t x = 0; x < len; ++x) p[x] = to_f16(rng.uniform());
                for (uint32_t x = len; x < ld; ++x) p[x] = 0x7e00;
            } else {
                float* p = f.data() + row;
                for (uint32_t x = 0; x < len; ++x) p[x] = static_cast<float>(rng.uniform());
                for (uint32_t x = len; x < ld; ++x) p[x] = nan;
            }
        }
    };
    fill(d.a, d.af, a_lines, a_len, s.lda);
    fill(d.b, d.bf, b_lines, b_len, s.ldb);
    for (auto& c : d.c0) c = static_cast<float>(rng.uniform());
    return d;
}

double GemmData::a_at(size_t i) const { return dtype == "f16" ? double(emu::fp::f16_to_float(a[i])) : double(af[i]); }
double GemmData::b_at(size_t i) const { return dtype == "f16" ? double(emu::fp::f16_to_float(b[i])) : double(bf[i]); }

void validate_gemm_shape(const CatalogEntry& e, const GemmShape& s) {
    const std::string k = "kernel " + e.name + ": ";
    if (e.kind != "gemm") throw Error(k + "not a GEMM kernel (kind " + e.kind + ")");
    if (!s.M || !s.N || !s.K) throw Error(k + "M, N and K must be at least 1");
    if (s.a_col != (e.a_layout == "col") || s.b_col != (e.b_layout == "col"))
        throw Error(k + "the shape stores A/B " + (s.a_col ? "col" : "row") + "/" + (s.b_col ? "col" : "row") +
                    ", the kernel reads " + e.a_layout + "/" + e.b_layout + " (fill_defaults(entry) sets them)");
    if (s.a_col ? s.lda < s.M : s.lda < s.K)
        throw Error(k + "lda " + std::to_string(s.lda) + (s.a_col ? " < M " + std::to_string(s.M) + " (A is column-major)"
                                                                  : " < K " + std::to_string(s.K)));
    if (s.b_col ? s.ldb < s.K : s.ldb < s.N)
        throw Error(k + "ldb " + std::to_string(s.ldb) + (s.b_col ? " < K " + std::to_string(s.K) + " (B is column-major)"
                                                                  : " < N " + std::to_string(s.N)));
    if (s.ldc < s.N) throw Error(k + "ldc " + std::to_string(s.ldc) + " < N " + std::to_string(s.N));
    auto need = [&](uint32_t v, uint32_t mult, const char* what) {
        if (v % mult) throw Error(k + what + " = " + std::to_string(v) + " is not a multiple of " + std::to_string(mult) +
                                  " (restriction documented by " + e.name + ")");
    };
    need(s.M, e.m_multiple, "M");
    need(s.N, e.n_multiple, "N");
    need(s.K, e.k_multiple, "K");
    need(s.lda, e.ld_multiple, "lda");
    need(s.ldb, e.ld_multiple, "ldb");
    need(s.ldc, e.ld_multiple, "ldc");
    // The kernels address each matrix with 32-bit byte offsets from its base.
    const double lim = 4294967296.0, esz = e.dtype == "f32" ? 4 : 2;
    const double a_lines = s.a_col ? s.K : s.M, b_lines = s.b_col ? s.N : s.K;
    if (a_lines * s.lda * esz >= lim || b_lines * s.ldb * esz >= lim || double(s.M) * s.ldc * 4 >= lim)
        throw Error(k + "a matrix exceeds 4 GiB (32-bit byte offsets)");
}

bool gemm_element_ok(double got, double want, double tol) {
    // Round-to-nearest gives infinity from 2^128 - 2^103 on (FLT_MAX plus half its last place).
    const double overflow = std::ldexp(2.0 - std::ldexp(1.0, -24), 127);
    if (std::isinf(got)) return std::signbit(got) == std::signbit(want) && std::fabs(want) + tol >= overflow;
    return std::fabs(got - want) <= tol;   // NaN compares false
}

GemmCheck check_gemm(const GemmShape& s, const GemmData& d, const std::vector<float>& c, unsigned threads) {
    const double u = std::ldexp(1.0, -24);
    const double n = double(s.K) + 2.0;
    const double gamma = n * u / (1.0 - n * u);
    // The relative model holds for normal results. A product that lands in FP32's subnormal
    // range is rounded to a multiple of 2^-149, an absolute error of up to 2^-150 (Higham,
    // "Accuracy and Stability of Numerical Algorithms", 2.1: fl(x op y) = (x op y)(1 + d) + e);
    // sums are exact there. The roundings that can underflow are alpha * acc and beta * c.
    const double underflow = (s.beta != 0.0f ? 2.0 : 1.0) * std::ldexp(1.0, -150);
    if (!threads) threads = std::max(1u, std::thread::hardware_concurrency());
    threads = std::min<unsigned>(threads, s.M);
    struct Part {
        double max_rel = 0, err2 = 0, ref2 = 0, scale2 = 0;
        uint64_t bad = 0, summed = 0;
        uint32_t wi = 0, wj = 0;
        double got = 0, want = 0;
    };
    std::vector<Part> parts(threads);
    // Convert B once to doubles, transposed so that the inner loop runs over contiguous K.
    std::vector<double> bt(size_t(s.N) * s.K);
    for (uint32_t k = 0; k < s.K; ++k)
        for (uint32_t j = 0; j < s.N; ++j) bt[size_t(j) * s.K + k] = d.b_at(s.b_index(k, j));
    auto work = [&](unsigned t) {
        Part& p = parts[t];
        std::vector<double> arow(s.K);
        for (uint32_t i = t; i < s.M; i += threads) {
            for (uint32_t k = 0; k < s.K; ++k) arow[k] = d.a_at(s.a_index(i, k));
            for (uint32_t j = 0; j < s.N; ++j) {
                const double* bj = &bt[size_t(j) * s.K];
                double dot = 0, absdot = 0;
                for (uint32_t k = 0; k < s.K; ++k) {
                    const double pr = arow[k] * bj[k];
                    dot += pr;
                    absdot += std::fabs(pr);
                }
                const double c0 = s.beta != 0.0f ? d.c0[size_t(i) * s.ldc + j] : 0.0;
                const double want = double(s.alpha) * dot + double(s.beta) * c0;
                const double scale = std::fabs(double(s.alpha)) * absdot + std::fabs(double(s.beta) * c0);
                const double got = c[size_t(i) * s.ldc + j];
                // An epilogue that forms alpha * acc before adding beta * c overflows when that
                // term alone is beyond FP32's range, even if the sum is not: its infinity (of the
                // term's sign) is the FP32 evaluation of the formula, as a BLAS gives it.
                const double term = double(s.alpha) * dot;
                const bool term_inf = std::isinf(got) && s.beta != 0.0f &&
                                      gemm_element_ok(got, term, gamma * std::fabs(double(s.alpha)) * absdot + underflow);
                const bool bad = !term_inf && !gemm_element_ok(got, want, gamma * scale + underflow);
                // A correct infinity (the result is beyond FP32's range) has no finite error to
                // report or to add to the Frobenius sums, which measure the representable part.
                if (!bad && std::isinf(got)) continue;
                const double err = std::fabs(got - want);
                // Relative to the scale widened by the underflow term (in scale units), so that an
                // element passes exactly when rel <= gamma.
                const double rel = err / (scale + underflow / gamma);
                if (bad) ++p.bad;
                if (bad || rel > p.max_rel) {
                    if (rel > p.max_rel || (std::isnan(got) && !std::isnan(p.got))) {
                        p.max_rel = std::isnan(rel) ? std::numeric_limits<double>::infinity() : std::max(rel, p.max_rel);
                        p.wi = i; p.wj = j; p.got = got; p.want = want;
                    }
                }
                p.err2 += std::isnan(err) ? std::numeric_limits<double>::infinity() : err * err;
                p.ref2 += want * want;
                p.scale2 += scale * scale;
                ++p.summed;
            }
        }
    };
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t) pool.emplace_back(work, t);
    work(0);
    for (auto& th : pool) th.join();
    GemmCheck r;
    double err2 = 0, ref2 = 0, scale2 = 0;
    uint64_t summed = 0;
    for (const auto& p : parts) {
        err2 += p.err2; ref2 += p.ref2; scale2 += p.scale2; r.bad_elements += p.bad; summed += p.summed;
        if (p.max_rel >= r.max_rel_err) {
            r.max_rel_err = p.max_rel; r.worst_row = p.wi; r.worst_col = p.wj; r.worst_got = p.got; r.worst_want = p.want;
        }
    }
    r.max_rel_tol = gamma;
    r.frob_rel_err = ref2 > 0 ? std::sqrt(err2 / ref2) : std::sqrt(err2);
    // ||err||_F <= gamma ||scale||_F + underflow sqrt(elements) (the element bound, summed).
    const double frob_abs = gamma * std::sqrt(scale2) + underflow * std::sqrt(double(summed));
    r.frob_rel_tol = ref2 > 0 ? frob_abs / std::sqrt(ref2) : gamma;
    // The untouched parts of C (columns N..ldc) must keep their initial value: checked by the caller.
    r.passed = r.bad_elements == 0 && r.frob_rel_err <= r.frob_rel_tol;
    return r;
}

GemmResult run_gemm(Device& dev, const Catalog& cat, const std::string& kernel, GemmShape shape, int iters, bool check,
                    std::vector<float>* c_out) {
    const CatalogEntry& e = cat.get(kernel);
    shape.fill_defaults(e);
    validate_gemm_shape(e, shape);
    auto module = dev.load_module_file(cat.hsaco_path(kernel));
    return run_gemm(dev, e, *module, shape, iters, check, c_out);
}

GemmResult run_gemm(Device& dev, const CatalogEntry& e, const Module& module, GemmShape shape, int iters, bool check,
                    std::vector<float>* c_out) {
    const std::string& kernel = e.name;
    shape.fill_defaults(e);
    validate_gemm_shape(e, shape);
    if (iters < 1) throw Error("run_gemm: iters must be at least 1");
    GemmData data = GemmData::random(shape, e.dtype);
    Buffer a = dev.alloc(data.a_bytes()), b = dev.alloc(data.b_bytes()), c = dev.alloc(data.c0.size() * 4);
    a.upload(data.a_data(), data.a_bytes());
    b.upload(data.b_data(), data.b_bytes());
    GemmResult r;
    r.shape = shape;
    r.kernel = kernel;
    const uint32_t tiles_n = (shape.N + e.tile_n - 1) / e.tile_n, tiles_m = (shape.M + e.tile_m - 1) / e.tile_m;
    r.grid = e.grid_x == "m" ? Dim3{tiles_m, tiles_n, 1} : Dim3{tiles_n, tiles_m, 1};
    r.block = {e.wg_size, 1, 1};
    const KernelInfo& info = module.kernel(kernel);
    const auto args = pack_kernargs(info,
                                    {ArgValue::pointer(a), ArgValue::pointer(b), ArgValue::pointer(c), ArgValue::u32(shape.M),
                                     ArgValue::u32(shape.N), ArgValue::u32(shape.K), ArgValue::u32(shape.lda),
                                     ArgValue::u32(shape.ldb), ArgValue::u32(shape.ldc), ArgValue::f32(shape.alpha),
                                     ArgValue::f32(shape.beta)},
                                    r.grid, r.block);
    for (int it = 0; it < iters; ++it) {
        c.upload(data.c0.data(), data.c0.size() * 4);
        r.stats = dev.launch(module, kernel, r.grid, r.block, args);
        r.best_ms = it == 0 ? r.stats.elapsed_ms : std::min(r.best_ms, r.stats.elapsed_ms);
    }
    std::vector<float> result(data.c0.size());
    c.download(result.data(), result.size() * 4);
    if (check) {
        r.checked = true;
        r.check = check_gemm(shape, data, result);
        // Padding columns of C (j >= N) must be untouched.
        for (uint32_t i = 0; i < shape.M && r.check.passed; ++i)
            for (uint32_t j = shape.N; j < shape.ldc; ++j)
                if (emu::fp::bits_of(result[size_t(i) * shape.ldc + j]) != emu::fp::bits_of(data.c0[size_t(i) * shape.ldc + j])) {
                    r.check.passed = false;
                    r.check.worst_row = i; r.check.worst_col = j;
                    r.check.worst_got = result[size_t(i) * shape.ldc + j];
                    r.check.worst_want = data.c0[size_t(i) * shape.ldc + j];
                    ++r.check.bad_elements;
                    break;
                }
    }
    if (c_out) *c_out = std::move(result);
    return r;
}

}  // namespace wmma_asm
