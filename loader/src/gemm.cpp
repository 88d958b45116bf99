// GEMM runs: data, geometry, validation and the reference check.
#include "wmma_asm/gemm.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <tuple>

#include "emu/exec/fp.hpp"
#include "gemm_reference.hpp"
#include "host_threads.hpp"
#include "wmma_asm/error.hpp"
#include "wmma_asm/kernargs.hpp"
#include "wmma_asm/staging.hpp"

namespace wmma_asm {

namespace {

void fill_strides(GemmShape& s) {
    if (s.stride_a == GemmShape::kTight) s.stride_a = s.a_elems();
    if (s.stride_b == GemmShape::kTight) s.stride_b = s.b_elems();
    if (s.stride_c == GemmShape::kTight) s.stride_c = s.c_elems();
}

}  // namespace

void GemmShape::fill_defaults() {
    if (!lda) lda = a_col ? M : K;
    if (!ldb) ldb = b_col ? K : N;
    if (!ldc) ldc = N;
    fill_strides(*this);
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
    if (!ldc) ldc = round_up(N, e.c_ld_multiple());
    fill_strides(*this);
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

uint16_t to_bf16(double x) { return emu::fp::cvt_f32_to_bf16_rne(emu::fp::bits_of(static_cast<float>(x))); }

}  // namespace

size_t element_bytes(const std::string& type) {
    if (type == "f32" || type == "i32") return 4;
    if (type == "f16" || type == "bf16") return 2;
    if (type == "i8" || type == "u8") return 1;
    throw Error("unknown element type '" + type + "' (f32, i32, f16, bf16, i8 or u8)");
}

namespace {

// element_value for one type, the type's name resolved once (the checks read every element of A,
// B and C: comparing the name per element was a few percent of a check at 4096).
using ElementReader = double (*)(const void* data, size_t i);

ElementReader element_reader(const std::string& type) {
    if (type == "f32") return [](const void* p, size_t i) { return double(static_cast<const float*>(p)[i]); };
    if (type == "i32") return [](const void* p, size_t i) { return double(static_cast<const int32_t*>(p)[i]); };
    if (type == "i8") return [](const void* p, size_t i) { return double(static_cast<const int8_t*>(p)[i]); };
    if (type == "u8") return [](const void* p, size_t i) { return double(static_cast<const uint8_t*>(p)[i]); };
    if (type == "bf16")
        return [](const void* p, size_t i) { return double(emu::fp::bf16_to_float(static_cast<const uint16_t*>(p)[i])); };
    return [](const void* p, size_t i) { return double(emu::fp::f16_to_float(static_cast<const uint16_t*>(p)[i])); };
}

}  // namespace

double element_value(const std::string& type, const void* data, size_t i) { return element_reader(type)(data, i); }

size_t GemmData::in_size() const { return element_bytes(dtype); }
size_t GemmData::out_size() const { return element_bytes(out); }
size_t GemmData::a_bytes() const { return (dtype == "f32" ? af.size() : in_size() == 1 ? a8.size() : a.size()) * in_size(); }
size_t GemmData::b_bytes() const { return (dtype == "f32" ? bf.size() : in_size() == 1 ? b8.size() : b.size()) * in_size(); }
size_t GemmData::c_bytes() const { return (out == "f32" ? c0.size() : out == "i32" ? c0i.size() : c0h.size()) * out_size(); }
const void* GemmData::a_data() const {
    return dtype == "f32" ? static_cast<const void*>(af.data()) : in_size() == 1 ? static_cast<const void*>(a8.data()) : a.data();
}
const void* GemmData::b_data() const {
    return dtype == "f32" ? static_cast<const void*>(bf.data()) : in_size() == 1 ? static_cast<const void*>(b8.data()) : b.data();
}
const void* GemmData::c_data() const {
    return out == "f32" ? static_cast<const void*>(c0.data()) : out == "i32" ? static_cast<const void*>(c0i.data()) : c0h.data();
}

GemmData GemmData::random(const GemmShape& s, const std::string& dtype, const std::string& out) {
    GemmData d;
    d.dtype = dtype;
    d.out = out;
    (void)element_bytes(dtype);
    (void)element_bytes(out);
    Rng rng(s.seed);
    const bool wide = dtype == "f32", bf = dtype == "bf16", byte = dtype == "i8" || dtype == "u8";
    const float nan = std::numeric_limits<float>::quiet_NaN();
    const uint16_t nan16 = bf ? 0x7fc0 : 0x7e00;
    // Padding (k >= K in A's rows, j >= N in B's rows; rows i >= M of a column-major A's columns,
    // k >= K of a column-major B's columns) is NaN: a kernel that reads it and lets it reach a
    // result fails the check. Between the matrices of a batch (a stride larger than a matrix)
    // too: a kernel that reads past its batch's matrix fails. Integers have no NaN: their
    // padding is the type's most negative (or largest) value.
    const uint8_t pad8 = dtype == "i8" ? 0x80 : 0xff;
    const uint32_t a_len = s.a_col ? s.M : s.K, b_len = s.b_col ? s.K : s.N;        // values per line
    if (wide) { d.af.assign(s.a_total(), nan); d.bf.assign(s.b_total(), nan); }
    else if (byte) { d.a8.assign(s.a_total(), pad8); d.b8.assign(s.b_total(), pad8); }
    else { d.a.assign(s.a_total(), nan16); d.b.assign(s.b_total(), nan16); }
    // An integer in the type's range from a uniform [-1, 1).
    auto int8_of = [&](double u) -> uint8_t {
        return dtype == "i8" ? uint8_t(int8_t(std::floor(u * 128.0))) : uint8_t(std::floor((u + 1.0) * 128.0));
    };
    // Line by line in storage order, batch by batch (a stride of 0 shares one matrix): the values,
    // then the padding, so the generator is called in the same order as element by element.
    auto fill = [&](std::vector<uint16_t>& h, std::vector<float>& f, std::vector<uint8_t>& b8, uint64_t stride, uint64_t lines,
                    uint32_t len, uint32_t ld) {
        for (uint32_t b = 0; b < (stride ? s.batch : 1u); ++b)
            for (uint64_t l = 0; l < lines; ++l) {
                const size_t row = b * stride + l * ld;
                if (wide) {
                    float* p = f.data() + row;
                    for (uint32_t x = 0; x < len; ++x) p[x] = static_cast<float>(rng.uniform());
                } else if (byte) {
                    uint8_t* p = b8.data() + row;
                    for (uint32_t x = 0; x < len; ++x) p[x] = int8_of(rng.uniform());
                } else {
                    uint16_t* p = h.data() + row;
                    for (uint32_t x = 0; x < len; ++x) p[x] = bf ? to_bf16(rng.uniform()) : to_f16(rng.uniform());
                }
            }
    };
    fill(d.a, d.af, d.a8, s.stride_a, s.a_lines(), a_len, s.lda);
    fill(d.b, d.bf, d.b8, s.stride_b, s.b_lines(), b_len, s.ldb);
    // C: every element of the buffer (padding columns too: the check compares them afterwards).
    // With beta = 0 the kernels must not read C at all, so a float C is NaN then: a kernel that
    // reads it and multiplies by 0 still gets NaN into its result and fails the check.
    const bool poison = s.beta == 0.0f;
    if (out == "f32") {
        d.c0.resize(s.c_total());
        for (auto& c : d.c0) c = poison ? nan : static_cast<float>(rng.uniform());
    } else if (out == "i32") {
        d.c0i.resize(s.c_total());
        for (auto& c : d.c0i) c = int32_t(std::floor(rng.uniform() * 65536.0));
    } else {
        d.c0h.resize(s.c_total());
        const uint16_t nan_out = out == "bf16" ? 0x7fc0 : 0x7e00;
        for (auto& c : d.c0h) c = poison ? nan_out : out == "bf16" ? to_bf16(rng.uniform()) : to_f16(rng.uniform());
    }
    return d;
}

double GemmData::a_at(size_t i) const { return element_value(dtype, a_data(), i); }
double GemmData::b_at(size_t i) const { return element_value(dtype, b_data(), i); }
double GemmData::c0_at(size_t i) const { return element_value(out, c_data(), i); }

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
    need(s.ldc, e.c_ld_multiple(), "ldc");
    // The kernels address each matrix with 32-bit byte offsets from its base.
    const double lim = 4294967296.0, esz = double(element_bytes(e.dtype)), csz = double(element_bytes(e.out));
    if (double(s.a_elems()) * esz >= lim || double(s.b_elems()) * esz >= lim || double(s.c_elems()) * csz >= lim)
        throw Error(k + "a matrix exceeds 4 GiB (32-bit byte offsets)");
    if (s.batch == 0) throw Error(k + "batch must be at least 1");
    if (s.batch > 1 && !e.batched)
        throw Error(k + "takes no batch (batch " + std::to_string(s.batch) + "); the gemm_* kernels of the library do");
    // Matrices of a batch may share A or B (stride 0 broadcasts them) but never C: C's stride
    // must put each batch's matrix after the previous one's.
    if (s.batch > 1 && s.stride_c < s.c_elems())
        throw Error(k + "stride_c " + std::to_string(s.stride_c) + " < M*ldc = " + std::to_string(s.c_elems()) +
                    ": the batches' C matrices would overlap");
    if (s.split_k == 0) throw Error(k + "split_k must be at least 1");
    if (s.split_k > 1 && !e.splitk && e.split_twin.empty())
        throw Error(k + "does not split K (split_k " + std::to_string(s.split_k) + "); the library's gemm_* kernels do");
    if (s.batch > 1 && (s.stride_a >= (uint64_t(1) << 48) || s.stride_b >= (uint64_t(1) << 48) || s.stride_c >= (uint64_t(1) << 48)))
        throw Error(k + "a batch stride of 2^48 elements or more");
}

bool gemm_element_ok(double got, double want, double tol, double overflow) {
    // Round-to-nearest gives infinity from 2^128 - 2^103 on (FLT_MAX plus half its last place).
    if (overflow <= 0) overflow = std::ldexp(2.0 - std::ldexp(1.0, -24), 127);
    // A reference that is not finite comes from NaN or infinite inputs: the result must be the
    // same NaN-ness or the same infinity (IEEE arithmetic propagates them).
    if (std::isnan(want)) return std::isnan(got);
    if (std::isinf(want)) return std::isinf(got) && std::signbit(got) == std::signbit(want);
    if (std::isinf(got)) return std::signbit(got) == std::signbit(want) && std::fabs(want) + tol >= overflow;
    return std::fabs(got - want) <= tol;   // NaN compares false
}

namespace {

// What rounding into the output format adds to the FP32 epilogue's result: unit roundoff u_out,
// half the smallest subnormal (the absolute error of a result in the subnormal range), and the
// magnitude from which round to nearest gives infinity.
struct OutFormat {
    double u = 0, sub = 0, overflow = 0;
    explicit OutFormat(const std::string& out) {
        if (out == "f16") {            // 10 fraction bits, smallest subnormal 2^-24, max 65504
            u = std::ldexp(1.0, -11); sub = std::ldexp(1.0, -25); overflow = 65520.0;
        } else if (out == "bf16") {    // 7 fraction bits, FP32's range
            u = std::ldexp(1.0, -8); sub = std::ldexp(1.0, -134); overflow = std::ldexp(2.0 - std::ldexp(1.0, -8), 127);
        } else {                       // f32: the result is the epilogue's, no further rounding
            overflow = std::ldexp(2.0 - std::ldexp(1.0, -24), 127);
        }
    }
};

// The FP64 reference sums of every element of C, a block of rows at a time. B goes once into
// doubles, transposed so that K is contiguous (one matrix when its batch stride is 0); each block
// of up to kBlockRows rows of one matrix of the batch, dealt to the threads in turn, gets its A
// rows as doubles and their sums against every column (reference_dots), which go to
// fn(thread, batch, first row, rows, dot, abs), dot and abs row-major (rows x N). Products of the
// inputs (f16, bf16, f32, 8-bit integers) are exact in double, and so are the integer sums.
constexpr uint32_t kBlockRows = 64;

unsigned block_threads(const GemmShape& s, unsigned threads) {
    return host_threads(threads, uint64_t(s.batch) * ((s.M + kBlockRows - 1) / kBlockRows));
}

template <class Fn>
void for_row_blocks(const GemmShape& s, const GemmData& d, unsigned threads, Fn&& fn) {
    const ElementReader in = element_reader(d.dtype);
    const void* const a_data = d.a_data();
    const void* const b_data = d.b_data();
    const uint32_t b_mats = s.stride_b ? s.batch : 1;
    std::vector<double> bt(size_t(b_mats) * s.N * s.K);
    for (uint32_t m = 0; m < b_mats; ++m)
        for (uint32_t k = 0; k < s.K; ++k)
            for (uint32_t j = 0; j < s.N; ++j)
                bt[(size_t(m) * s.N + j) * s.K + k] = in(b_data, m * s.stride_b + s.b_index(k, j));
    const uint32_t blocks_per_mat = (s.M + kBlockRows - 1) / kBlockRows;
    const uint64_t blocks = uint64_t(s.batch) * blocks_per_mat;
    auto work = [&](unsigned t) {
        std::vector<double> ablock(size_t(kBlockRows) * s.K), dots(size_t(kBlockRows) * s.N), abss(dots.size());
        for (uint64_t blk = t; blk < blocks; blk += threads) {
            const uint32_t b = uint32_t(blk / blocks_per_mat), i0 = uint32_t(blk % blocks_per_mat) * kBlockRows;
            const uint32_t nrows = std::min(kBlockRows, s.M - i0);
            const size_t a0 = size_t(b) * s.stride_a;
            for (uint32_t r = 0; r < nrows; ++r)
                for (uint32_t k = 0; k < s.K; ++k) ablock[size_t(r) * s.K + k] = in(a_data, a0 + s.a_index(i0 + r, k));
            reference_dots(ablock.data(), nrows, &bt[size_t(s.stride_b ? b : 0) * s.N * s.K], s.N, s.K, dots.data(),
                           abss.data());
            fn(t, b, i0, nrows, dots.data(), abss.data());
        }
    };
    run_on_threads(threads, work);
}

GemmCheck check_any(const GemmShape& s, const GemmData& d, const void* c, unsigned threads) {
    const double u = std::ldexp(1.0, -24);
    const double n = double(s.K) + 2.0;
    const double gamma = n * u / (1.0 - n * u);
    const OutFormat of(d.out);
    // The relative model holds for normal results. A product that lands in FP32's subnormal
    // range is rounded to a multiple of 2^-149, an absolute error of up to 2^-150 (Higham,
    // "Accuracy and Stability of Numerical Algorithms", 2.1: fl(x op y) = (x op y)(1 + d) + e);
    // sums are exact there. The roundings that can underflow are alpha * acc and beta * c.
    const double underflow = (s.beta != 0.0f ? 2.0 : 1.0) * std::ldexp(1.0, -150);
    threads = block_threads(s, threads);
    struct Part {
        double max_rel = 0, err2 = 0, ref2 = 0, scale2 = 0;
        uint64_t bad = 0, summed = 0;
        uint32_t wi = 0, wj = 0, wb = 0;
        double got = 0, want = 0;
    };
    std::vector<Part> parts(threads);
    const ElementReader out = element_reader(d.out);
    const void* const c_in = d.c_data();
    for_row_blocks(s, d, threads, [&](unsigned t, uint32_t b, uint32_t i0, uint32_t nrows, const double* dots,
                                      const double* abss) {
        Part& p = parts[t];
        const size_t c_base = size_t(b) * s.stride_c;
        for (uint32_t r = 0; r < nrows; ++r) {
            const uint32_t i = i0 + r;
            for (uint32_t j = 0; j < s.N; ++j) {
                const double dot = dots[size_t(r) * s.N + j], absdot = abss[size_t(r) * s.N + j];
                const size_t ci = c_base + size_t(i) * s.ldc + j;
                const double c0 = s.beta != 0.0f ? out(c_in, ci) : 0.0;
                const double want = double(s.alpha) * dot + double(s.beta) * c0;
                const double scale = std::fabs(double(s.alpha)) * absdot + std::fabs(double(s.beta) * c0);
                const double got = out(c, ci);
                // FP32 epilogue error, then the rounding into the output format.
                const double tol32 = gamma * scale + underflow;
                const double tol = tol32 + of.u * (std::fabs(want) + tol32) + of.sub;
                // An epilogue that forms alpha * acc before adding beta * c overflows when that
                // term alone is beyond FP32's range, even if the sum is not: its infinity (of the
                // term's sign) is the FP32 evaluation of the formula, as a BLAS gives it.
                const double term = double(s.alpha) * dot;
                const bool term_inf = std::isinf(got) && s.beta != 0.0f &&
                                      gemm_element_ok(got, term, gamma * std::fabs(double(s.alpha)) * absdot + underflow);
                const bool bad = !term_inf && !gemm_element_ok(got, want, tol, of.overflow);
                // A correct infinity (the result is beyond the format's range, or an infinite
                // input's) or NaN has no finite error to report or to add to the Frobenius sums,
                // which measure the representable part.
                if (!bad && !std::isfinite(got)) continue;
                const double err = std::fabs(got - want);
                // Relative to the scale widened by the other terms (in scale units), so that an
                // element passes exactly when rel <= gamma.
                const double rel = err / ((tol - tol32) / gamma + scale + underflow / gamma);
                if (bad) ++p.bad;
                if (bad || rel > p.max_rel) {
                    if (rel > p.max_rel || (std::isnan(got) && !std::isnan(p.got))) {
                        p.max_rel = std::isnan(rel) ? std::numeric_limits<double>::infinity() : std::max(rel, p.max_rel);
                        p.wi = i; p.wj = j; p.wb = b; p.got = got; p.want = want;
                    }
                }
                p.err2 += std::isnan(err) ? std::numeric_limits<double>::infinity() : err * err;
                p.ref2 += want * want;
                p.scale2 += (tol / gamma) * (tol / gamma);
                ++p.summed;
            }
        }
    });
    GemmCheck r;
    double err2 = 0, ref2 = 0, scale2 = 0;
    uint64_t summed = 0;
    for (const auto& p : parts) {
        err2 += p.err2; ref2 += p.ref2; scale2 += p.scale2; r.bad_elements += p.bad; summed += p.summed;
        if (p.max_rel >= r.max_rel_err) {
            r.max_rel_err = p.max_rel; r.worst_row = p.wi; r.worst_col = p.wj; r.worst_batch = p.wb;
            r.worst_got = p.got; r.worst_want = p.want;
        }
    }
    r.max_rel_tol = gamma;
    r.frob_rel_err = ref2 > 0 ? std::sqrt(err2 / ref2) : std::sqrt(err2);
    // ||err||_F <= ||tol||_F (the element bound, summed).
    r.frob_rel_tol = ref2 > 0 ? gamma * std::sqrt(scale2) / std::sqrt(ref2) : gamma;
    (void)summed;
    // The untouched parts of C (columns N..ldc) must keep their initial value: checked by the caller.
    r.passed = r.bad_elements == 0 && r.frob_rel_err <= r.frob_rel_tol;
    return r;
}

}  // namespace

GemmCheck check_gemm(const GemmShape& s, const GemmData& d, const std::vector<int32_t>& c, unsigned threads) {
    if (d.out != "i32") throw Error("check_gemm: an i32 result for a " + d.out + " problem");
    if (c.size() < s.c_total()) throw Error("check_gemm: the result holds fewer elements than C");
    // The sums of 8-bit products are integers below 2^53 in magnitude for any K the shapes allow
    // (K * 255 * 255), so the FP64 reference sums are exact.
    threads = block_threads(s, threads);
    struct Part { uint64_t bad = 0; uint32_t wi = 0, wj = 0, wb = 0; int64_t got = 0, want = 0; };
    std::vector<Part> parts(threads);
    for_row_blocks(s, d, threads, [&](unsigned t, uint32_t b, uint32_t i0, uint32_t nrows, const double* dots,
                                      const double*) {
        Part& p = parts[t];
        for (uint32_t r = 0; r < nrows; ++r) {
            const uint32_t i = i0 + r;
            for (uint32_t j = 0; j < s.N; ++j) {
                const int64_t dot = int64_t(dots[size_t(r) * s.N + j]);
                const size_t ci = size_t(b) * s.stride_c + size_t(i) * s.ldc + j;
                // Two's-complement arithmetic modulo 2^32, as the kernel's i32 epilogue computes it.
                const uint64_t wrapped = uint64_t(s.alpha_i) * uint64_t(dot) +
                                         (s.beta_i ? uint64_t(s.beta_i) * uint64_t(int64_t(d.c0i[ci])) : 0);
                const int32_t want = int32_t(uint32_t(wrapped));
                if (c[ci] != want) {
                    if (!p.bad) { p.wi = i; p.wj = j; p.wb = b; p.got = c[ci]; p.want = want; }
                    ++p.bad;
                }
            }
        }
    });
    // The element reported is the first that differs in (batch, row, column) order: each thread's
    // first is its earliest (its blocks go in order).
    GemmCheck r;
    for (const auto& p : parts) {
        if (p.bad && (!r.bad_elements || std::make_tuple(p.wb, p.wi, p.wj) <
                                             std::make_tuple(r.worst_batch, r.worst_row, r.worst_col))) {
            r.worst_row = p.wi; r.worst_col = p.wj; r.worst_batch = p.wb;
            r.worst_got = double(p.got); r.worst_want = double(p.want);
        }
        r.bad_elements += p.bad;
    }
    r.max_rel_err = r.bad_elements ? 1.0 : 0.0;
    r.passed = r.bad_elements == 0;
    return r;
}

GemmCheck check_gemm(const GemmShape& s, const GemmData& d, const std::vector<float>& c, unsigned threads) {
    if (d.out != "f32") throw Error("check_gemm: an f32 result for a " + d.out + " problem");
    if (c.size() < s.c_total()) throw Error("check_gemm: the result holds fewer elements than C");
    return check_any(s, d, c.data(), threads);
}

GemmCheck check_gemm(const GemmShape& s, const GemmData& d, const std::vector<uint16_t>& c, unsigned threads) {
    if (d.out != "f16" && d.out != "bf16") throw Error("check_gemm: a 16-bit result for an " + d.out + " problem");
    if (c.size() < s.c_total()) throw Error("check_gemm: the result holds fewer elements than C");
    return check_any(s, d, c.data(), threads);
}

Dim3 gemm_grid(const CatalogEntry& e, const GemmShape& s) {
    const uint32_t tiles_n = (s.N + e.tile_n - 1) / e.tile_n, tiles_m = (s.M + e.tile_m - 1) / e.tile_m;
    Dim3 g = e.grid_x == "m" ? Dim3{tiles_m, tiles_n, 1} : Dim3{tiles_n, tiles_m, 1};
    g.z = s.batch;
    return g;
}

std::vector<uint8_t> gemm_kernargs(const KernelInfo& info, const CatalogEntry& e, const GemmShape& s, const Buffer& a,
                                   const Buffer& b, const Buffer& c) {
    std::vector<ArgValue> values = {ArgValue::pointer(a), ArgValue::pointer(b), ArgValue::pointer(c), ArgValue::u32(s.M),
                                    ArgValue::u32(s.N), ArgValue::u32(s.K), ArgValue::u32(s.lda),
                                    ArgValue::u32(s.ldb), ArgValue::u32(s.ldc), ArgValue::f32(s.alpha),
                                    ArgValue::f32(s.beta)};
    if (e.out == "i32") {   // an integer C takes integer alpha and beta
        values[9] = ArgValue::i32(s.alpha_i);
        values[10] = ArgValue::i32(s.beta_i);
    }
    if (e.batched)
        for (uint64_t st : {s.stride_a, s.stride_b, s.stride_c}) values.push_back(ArgValue::u64(st));
    if (e.splitk) {   // no split: an ordinary (batched) launch, z the batch
        values.push_back(ArgValue::u32(0));
        values.push_back(ArgValue::u32(1));
    }
    return pack_kernargs(info, values, gemm_grid(e, s), Dim3{e.wg_size, 1, 1});
}

SplitKernels load_split_kernels(Device& dev, const Catalog& cat, const CatalogEntry& e) {
    SplitKernels k;
    if (e.splitk) {
        k.split = e;
    } else if (!e.split_twin.empty()) {
        k.split = cat.get(e.split_twin);
        const CatalogEntry& t = k.split;
        if (!t.splitk || t.dtype != e.dtype || t.out != "f32" || t.a_layout != e.a_layout || t.b_layout != e.b_layout ||
            t.tile_m != e.tile_m || t.tile_n != e.tile_n || t.wg_size != e.wg_size)
            throw Error("catalog: " + e.name + "'s split_twin " + t.name + " is not a split-K kernel of its types, layouts and tile");
    } else {
        throw Error("gemm kernel '" + e.name + "' does not split K");
    }
    k.reduce = cat.get("gemm_splitk_reduce_" + e.out);
    k.split_module = dev.shared_module_file(cat.hsaco_path(k.split.name));
    k.reduce_module = dev.shared_module_file(cat.hsaco_path(k.reduce.name));
    return k;
}

LaunchStats launch_split_gemm(Device& dev, const SplitKernels& k, const GemmShape& s, const Buffer& a, const Buffer& b,
                              const Buffer& c, const Buffer& w) {
    const CatalogEntry& e = k.split;
    const Module& module = *k.split_module;
    const CatalogEntry& reduce = k.reduce;
    const Module& reduce_module = *k.reduce_module;
    const uint32_t splits = s.splits();
    // A sub-grid timing (the emulator's WMMA_ASM_MODEL_GRID) would apply one grid to both
    // launches of different grids, and time a fraction of the splits: refuse it.
    if (const char* g = std::getenv("WMMA_ASM_MODEL_GRID"); g && *g)
        throw Error("WMMA_ASM_MODEL_GRID cannot time a split-K GEMM (two launches of different grids); "
                    "time the full problem");
    // The splits: alpha 1, beta 0 into W (M x ldc each, stride M*ldc, batch b's splits together),
    // z = b * splits + s: A and B advance by the batch's strides and the kernel's own k0.
    GemmShape p = s;
    p.alpha = 1.0f; p.beta = 0.0f; p.alpha_i = 1; p.beta_i = 0;
    p.batch = s.batch * splits;
    p.stride_c = s.c_elems();
    std::vector<ArgValue> values = {ArgValue::pointer(a), ArgValue::pointer(b), ArgValue::pointer(w), ArgValue::u32(p.M),
                                    ArgValue::u32(p.N), ArgValue::u32(p.K), ArgValue::u32(p.lda), ArgValue::u32(p.ldb),
                                    ArgValue::u32(p.ldc)};
    if (e.out == "i32") { values.push_back(ArgValue::i32(1)); values.push_back(ArgValue::i32(0)); }
    else { values.push_back(ArgValue::f32(1.0f)); values.push_back(ArgValue::f32(0.0f)); }
    for (uint64_t st : {p.stride_a, p.stride_b, p.stride_c}) values.push_back(ArgValue::u64(st));
    values.push_back(ArgValue::u32(s.k_per_split()));
    values.push_back(ArgValue::u32(splits));
    const Dim3 grid = gemm_grid(e, p), block{e.wg_size, 1, 1};
    LaunchStats st = dev.launch(module, e.name, grid, block, pack_kernargs(module.kernel(e.name), values, grid, block));
    // The reduction: C = alpha * sum_s W[s] + beta * C, the splits in order.
    std::vector<ArgValue> rv = {ArgValue::pointer(w), ArgValue::pointer(c), ArgValue::u32(s.M), ArgValue::u32(s.N),
                                ArgValue::u32(s.ldc), ArgValue::u32(s.ldc), ArgValue::u32(splits), ArgValue::u64(s.c_elems()),
                                ArgValue::u64(s.batch > 1 ? s.stride_c : 0)};
    if (e.out == "i32") { rv.push_back(ArgValue::i32(s.alpha_i)); rv.push_back(ArgValue::i32(s.beta_i)); }
    else { rv.push_back(ArgValue::f32(s.alpha)); rv.push_back(ArgValue::f32(s.beta)); }
    const Dim3 rgrid{(s.N + reduce.wg_size - 1) / reduce.wg_size, s.M, s.batch}, rblock{reduce.wg_size, 1, 1};
    const LaunchStats r = dev.launch(reduce_module, reduce.name, rgrid, rblock,
                                     pack_kernargs(reduce_module.kernel(reduce.name), rv, rgrid, rblock));
    add_launch_stats(st, r, "split-K reduction");
    return st;
}

GemmResult run_gemm(Device& dev, const Catalog& cat, const std::string& kernel, GemmShape shape, int iters, bool check,
                    std::vector<float>* c_out) {
    const CatalogEntry& e = cat.get(kernel);
    shape.fill_defaults(e);
    validate_staged_gemm_shape(e, shape);   // a leading dimension the kernel cannot read is staged
    auto module = dev.shared_module_file(cat.hsaco_path(kernel));
    const GemmStager stager(dev, cat, e, shape);
    std::unique_ptr<SplitKernels> split;
    if (shape.split_k > 1) split = std::make_unique<SplitKernels>(load_split_kernels(dev, cat, e));
    return run_gemm(dev, e, *module, shape, GemmData::random(shape, e.dtype, e.out), iters, check, c_out, split.get(),
                    &stager);
}

GemmResult run_gemm(Device& dev, const CatalogEntry& e, const Module& module, GemmShape shape, int iters, bool check,
                    std::vector<float>* c_out) {
    shape.fill_defaults(e);
    validate_gemm_shape(e, shape);
    return run_gemm(dev, e, module, shape, GemmData::random(shape, e.dtype, e.out), iters, check, c_out);
}

GemmResult run_gemm(Device& dev, const CatalogEntry& e, const Module& module, GemmShape shape, const GemmData& data,
                    int iters, bool check, std::vector<float>* c_out, const SplitKernels* split,
                    const GemmStager* stager) {
    const std::string& kernel = e.name;
    shape.fill_defaults(e);
    if (stager) validate_staged_gemm_shape(e, shape);
    else validate_gemm_shape(e, shape);
    // The shape the kernel runs: the caller's, or with staged operands the workspaces' (the data,
    // the buffers and the check are the caller's shape's).
    const GemmShape ks = stager ? stager->kernel_shape() : shape;
    if (stager && (ks.M != shape.M || ks.N != shape.N || ks.K != shape.K || ks.batch != shape.batch))
        throw Error("run_gemm: the stager was made for another problem");
    if (iters < 1) throw Error("run_gemm: iters must be at least 1");
    if (data.dtype != e.dtype || data.out != e.out)
        throw Error("run_gemm: data of types " + data.dtype + " -> " + data.out + " for kernel " + kernel + " (" + e.dtype +
                    " -> " + e.out + ")");
    if (data.a_bytes() < shape.a_total() * data.in_size() || data.b_bytes() < shape.b_total() * data.in_size() ||
        data.c_bytes() < shape.c_total() * data.out_size())
        throw Error("run_gemm: the data is smaller than the shape's matrices");
    if (shape.split_k > 1 && !split)
        throw Error("run_gemm: split-K needs the catalog's split and reduction kernels (run it through the catalog overload)");
    Buffer a = dev.alloc(data.a_bytes()), b = dev.alloc(data.b_bytes()), c = dev.alloc(data.c_bytes());
    Buffer w;
    if (shape.split_k > 1) w = dev.alloc(SplitKernels::workspace_bytes(ks));
    a.upload(data.a_data(), data.a_bytes());
    b.upload(data.b_data(), data.b_bytes());
    GemmResult r;
    r.shape = shape;
    r.kernel = kernel;
    r.grid = gemm_grid(e, ks);
    if (ks.split_k > 1) r.grid.z = ks.batch * ks.splits();   // z = b * splits + s
    r.block = {e.wg_size, 1, 1};
    auto gemm = [&](const Buffer& ka, const Buffer& kb, const Buffer& kc) {
        return ks.split_k > 1 ? launch_split_gemm(dev, *split, ks, ka, kb, kc, w)
                              : dev.launch(module, kernel, r.grid, r.block, gemm_kernargs(module.kernel(kernel), e, ks, ka, kb, kc));
    };
    for (int it = 0; it < iters; ++it) {
        c.upload(data.c_data(), data.c_bytes());
        r.stats = stager ? stager->run(a, b, c, gemm) : gemm(a, b, c);
        r.best_ms = it == 0 ? r.stats.elapsed_ms : std::min(r.best_ms, r.stats.elapsed_ms);
    }
    const size_t elems = shape.c_total();
    std::vector<float> result;
    std::vector<uint16_t> result16;
    std::vector<int32_t> result32;
    const void* got = nullptr;
    if (data.out == "f32") {
        result.resize(elems);
        c.download(result.data(), elems * 4);
        got = result.data();
    } else if (data.out == "i32") {
        result32.resize(elems);
        c.download(result32.data(), elems * 4);
        got = result32.data();
    } else {
        result16.resize(elems);
        c.download(result16.data(), elems * 2);
        got = result16.data();
    }
    if (check) {
        r.checked = true;
        r.check = data.out == "f32"   ? check_gemm(shape, data, result)
                  : data.out == "i32" ? check_gemm(shape, data, result32)
                                      : check_gemm(shape, data, result16);
        // Everything of C's buffer outside the M x N matrices (padding columns j >= N, the gaps
        // between the batches' matrices) must be untouched: compared bit for bit.
        const size_t esz = data.out_size();
        const auto* now = static_cast<const uint8_t*>(got);
        const auto* was = static_cast<const uint8_t*>(data.c_data());
        for (size_t x = 0; x < elems && r.check.passed; ++x) {
            const uint64_t in_b = x % (shape.stride_c ? shape.stride_c : elems);
            const bool inside = in_b < shape.c_elems() && in_b % shape.ldc < shape.N;
            if (inside || std::memcmp(now + x * esz, was + x * esz, esz) == 0) continue;
            r.check.passed = false;
            r.check.worst_batch = uint32_t(x / (shape.stride_c ? shape.stride_c : elems));
            r.check.worst_row = uint32_t(in_b / shape.ldc);
            r.check.worst_col = uint32_t(in_b % shape.ldc);
            r.check.worst_got = element_value(data.out, got, x);
            r.check.worst_want = data.c0_at(x);
            ++r.check.bad_elements;
        }
    }
    if (c_out) {
        c_out->resize(elems);
        const ElementReader rd = element_reader(data.out);
        for (size_t x = 0; x < elems; ++x) (*c_out)[x] = float(rd(got, x));
    }
    return r;
}

}  // namespace wmma_asm
