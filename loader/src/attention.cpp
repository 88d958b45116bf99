// Attention on the pack (attention.hpp): shapes, inputs, the FP64 reference and its bound, launches.
#include "wmma_asm/attention.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "emu/exec/fp.hpp"
#include "host_threads.hpp"
#include "wmma_asm/error.hpp"
#include "wmma_asm/kernargs.hpp"

namespace wmma_asm {

namespace {

void fill_strides(AttnStrides& s, const std::string& layout, uint32_t heads, uint32_t seq, uint32_t d) {
    if (s.batch || s.head || s.row) return;   // the caller's
    if (layout == "bhsd") {
        s.row = d;
        s.head = seq * d;
        s.batch = heads * seq * d;
    } else {   // bshd
        s.head = d;
        s.row = heads * d;
        s.batch = seq * heads * d;
    }
}

uint64_t span(uint32_t batch, uint32_t heads, uint32_t seq, uint32_t d, const AttnStrides& s) {
    return uint64_t(batch - 1) * s.batch + uint64_t(heads - 1) * s.head + uint64_t(seq - 1) * s.row + d;
}

double f16(uint16_t h) { return double(emu::fp::f32_from_bits(emu::fp::cvt_f16_to_f32(h, true))); }

// Deterministic uniform f16 in [-1, 1): splitmix64 bits -> 11 significant bits.
uint16_t random_f16(uint64_t& state) {
    uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    z ^= z >> 31;
    const float x = float(int32_t(z >> 53) - 1024) / 1024.0f;   // k/1024, k in [-1024, 1023]
    return emu::fp::cvt_f32_to_f16_rne_hostfp(emu::fp::bits_of(x));
}

constexpr double kU = 0x1p-24;

}  // namespace

void AttnShape::fill_defaults() {
    if (!kv_heads) kv_heads = heads;
    if (!seq_kv) seq_kv = seq_q;
    if (scale == 0.0f && head_dim) scale = float(1.0 / std::sqrt(double(head_dim)));
    if (layout != "bhsd" && layout != "bshd") throw Error("attention: layout '" + layout + "' (bhsd or bshd)");
    fill_strides(q, layout, heads, seq_q, head_dim);
    fill_strides(k, layout, kv_heads, seq_kv, head_dim);
    fill_strides(v, layout, kv_heads, seq_kv, head_dim);
    fill_strides(o, layout, heads, seq_q, head_dim);
}

uint64_t AttnShape::q_elems() const { return span(batch, heads, seq_q, head_dim, q); }
uint64_t AttnShape::kv_elems(const AttnStrides& s) const { return span(batch, kv_heads, seq_kv, head_dim, s); }
uint64_t AttnShape::o_elems() const { return span(batch, heads, seq_q, head_dim, o); }

double AttnShape::flops() const {
    const double f = 4.0 * batch * heads * double(seq_q) * double(seq_kv) * head_dim;
    return causal ? f / 2 : f;
}

void validate_attn_shape(const CatalogEntry& e, const AttnShape& s) {
    const std::string k = "attention (" + e.name + "): ";
    if (e.kind != "attention") throw Error(k + "not an attention kernel");
    if (s.head_dim != e.head_dim)
        throw Error(k + "head dim " + std::to_string(s.head_dim) + ", the kernel computes " + std::to_string(e.head_dim));
    if (!s.batch || !s.heads || !s.kv_heads || !s.seq_q || !s.seq_kv)
        throw Error(k + "batch, heads, kv heads and both sequence lengths must be at least 1");
    if (s.heads % s.kv_heads)
        throw Error(k + std::to_string(s.heads) + " heads is not a multiple of " + std::to_string(s.kv_heads) + " kv heads");
    if (s.heads >= 4096) throw Error(k + "at most 4095 heads (the kernels' K/V head division)");
    if (s.seq_q > (1u << 30) || s.seq_kv > (1u << 30)) throw Error(k + "sequence lengths above 2^30");
    if (!std::isfinite(s.scale) || !(s.scale > 0)) throw Error(k + "the scale must be finite and positive");
    const struct { const char* name; const AttnStrides& st; uint32_t seq; } t[] = {
        {"q", s.q, s.seq_q}, {"k", s.k, s.seq_kv}, {"v", s.v, s.seq_kv}, {"o", s.o, s.seq_q}};
    for (const auto& x : t) {
        if (x.st.row < s.head_dim)
            throw Error(k + x.name + " rows " + std::to_string(x.st.row) + " elements apart, fewer than the head dim " +
                        std::to_string(s.head_dim));
        if ((uint64_t(x.seq - 1) * x.st.row + s.head_dim) * 2 >= (uint64_t(1) << 32))
            throw Error(k + x.name + ": one head's rows span 4 GiB or more");
    }
}

std::string select_attn_kernel(const Catalog& cat, uint32_t head_dim) {
    std::string dims;
    for (const auto& e : cat.entries) {
        if (e.kind != "attention") continue;
        if (e.head_dim == head_dim) return e.name;
        dims += (dims.empty() ? "" : ", ") + std::to_string(e.head_dim);
    }
    throw Error("attention: head dim " + std::to_string(head_dim) + " is not supported (the pack computes " +
                (dims.empty() ? std::string("none") : dims) + ")");
}

Dim3 attn_grid(const CatalogEntry& e, const AttnShape& s) {
    return Dim3{(s.seq_q + e.block_q - 1) / e.block_q, s.heads, s.batch};
}

AttnData AttnData::random(const AttnShape& s) {
    AttnData d;
    uint64_t state = s.seed * 0x2545f4914f6cdd1dull + 1;
    auto fill = [&](std::vector<uint16_t>& v, uint64_t n) {
        v.resize(size_t(n));
        for (auto& x : v) x = random_f16(state);
    };
    fill(d.q, s.q_elems());
    fill(d.k, s.kv_elems(s.k));
    fill(d.v, s.kv_elems(s.v));
    return d;
}

AttnCheck check_attention(const AttnShape& s, const AttnData& data, const std::vector<uint16_t>& o,
                          const std::vector<float>& lse) {
    const uint32_t D = s.head_dim;
    if (o.size() < s.o_elems() || lse.size() < s.lse_elems()) throw Error("check_attention: result smaller than the shape");
    // Every f16 value as a double, once (the reference read each element through the converter).
    std::vector<double> val(65536);
    for (uint32_t h = 0; h < 65536; ++h) val[h] = f16(uint16_t(h));
    // The rows (b, h, q) in order, dealt to the host's threads in turn; each thread keeps its own
    // counts, maxima and first failure, merged below: the failure reported is the first in row
    // order (a row's O elements d = 0..D-1, then its LSE), as a sequential check finds it.
    struct Part {
        AttnCheck c;
        uint64_t first = UINT64_MAX;   // (row * (D + 1) + position) of its first failure
    };
    const uint64_t rows = uint64_t(s.batch) * s.heads * s.seq_q;
    const unsigned threads = host_threads(0, rows);
    std::vector<Part> parts(threads);
    auto work = [&](unsigned t) {
        Part& part = parts[t];
        AttnCheck& c = part.c;
        std::vector<double> sc(s.seq_kv), p(s.seq_kv), qd(D), acc(D), absacc(D);
        for (uint64_t row = t; row < rows; row += threads) {
            const uint32_t q = uint32_t(row % s.seq_q), h = uint32_t(row / s.seq_q % s.heads),
                           b = uint32_t(row / s.seq_q / s.heads);
            auto fail = [&](uint32_t pos, uint32_t d, double got, double want) {
                const uint64_t at = row * (uint64_t(D) + 1) + pos;
                if (at < part.first) {
                    part.first = at;
                    c.worst_b = b; c.worst_h = h; c.worst_q = q; c.worst_d = d;
                    c.worst_got = got; c.worst_want = want;
                }
            };
            const uint32_t kh = h / s.group();
            const size_t qb = size_t(b) * s.q.batch + size_t(h) * s.q.head + size_t(q) * s.q.row;
            for (uint32_t d = 0; d < D; ++d) qd[d] = val[data.q[qb + d]];
            const int64_t last = s.causal ? std::min<int64_t>(int64_t(q) + s.seq_kv - s.seq_q, int64_t(s.seq_kv) - 1)
                                          : int64_t(s.seq_kv) - 1;
            double m = -INFINITY, maxmag = 0;
            bool nan = false;
            for (int64_t j = 0; j <= last; ++j) {
                const uint16_t* kr = &data.k[size_t(b) * s.k.batch + size_t(kh) * s.k.head + size_t(j) * s.k.row];
                // Four partial sums (element d into sum d % 4): the products of f16 values are
                // exact in double and the sums' order moves them by about D * 2^-53 of `ab`, far
                // below the bound's D * 2^-24.
                double dot4[4] = {0, 0, 0, 0}, ab4[4] = {0, 0, 0, 0};
                uint32_t d = 0;
                for (; d + 4 <= D; d += 4)
                    for (uint32_t e = 0; e < 4; ++e) {
                        const double x = qd[d + e] * val[kr[d + e]];
                        dot4[e] += x;
                        ab4[e] += std::fabs(x);
                    }
                for (; d < D; ++d) {
                    const double x = qd[d] * val[kr[d]];
                    dot4[d % 4] += x;
                    ab4[d % 4] += std::fabs(x);
                }
                const double dot = (dot4[0] + dot4[1]) + (dot4[2] + dot4[3]), ab = (ab4[0] + ab4[1]) + (ab4[2] + ab4[3]);
                sc[size_t(j)] = double(s.scale) * dot;
                if (std::isnan(sc[size_t(j)]) || sc[size_t(j)] == INFINITY) nan = true;
                m = std::max(m, sc[size_t(j)]);
                maxmag = std::max(maxmag, ab);
            }
            double l = 0;
            std::fill(acc.begin(), acc.end(), 0.0);
            std::fill(absacc.begin(), absacc.end(), 0.0);
            const bool any = last >= 0 && m > -INFINITY;
            if (any && !nan) {
                for (int64_t j = 0; j <= last; ++j) {
                    p[size_t(j)] = std::exp(sc[size_t(j)] - m);
                    l += p[size_t(j)];
                    const uint16_t* vr = &data.v[size_t(b) * s.v.batch + size_t(kh) * s.v.head + size_t(j) * s.v.row];
                    for (uint32_t d = 0; d < D; ++d) {
                        const double vv = val[vr[d]];
                        acc[d] += p[size_t(j)] * vv;
                        absacc[d] += p[size_t(j)] * std::fabs(vv);
                    }
                }
            }
            const double es = double(s.scale) * (D + 2) * kU * maxmag + 8 * kU;
            const double n = (double(s.seq_kv) + 8) * kU;
            const size_t ob = size_t(b) * s.o.batch + size_t(h) * s.o.head + size_t(q) * s.o.row;
            for (uint32_t d = 0; d < D; ++d) {
                const double got = val[o[ob + d]];
                double want;
                if (nan) want = NAN;
                else if (!any) want = 0;
                else want = acc[d] / l;
                bool ok;
                if (std::isnan(want)) ok = std::isnan(got);
                else if (std::isinf(want)) ok = got == want;
                else {
                    const double a = any && !nan ? absacc[d] / l : 0;
                    const double bound = 0x1p-11 * std::fabs(want) + a * (0x1p-11 + es + n) + std::fabs(want) * (es + n) +
                                         0x1p-25;
                    const double err = std::fabs(got - want);
                    ok = err <= bound;   // NaN got fails
                    if (std::isfinite(err)) {
                        c.max_o_err = std::max(c.max_o_err, err);
                        c.max_o_ratio = std::max(c.max_o_ratio, err / bound);
                    }
                }
                if (!ok) {
                    ++c.bad_o;
                    fail(d, d, got, want);
                }
            }
            const double got_l = lse[(size_t(b) * s.heads + h) * s.seq_q + q];
            double want_l;
            if (nan) want_l = NAN;
            else if (!any) want_l = -INFINITY;
            else want_l = m + std::log(l);
            bool ok;
            if (std::isnan(want_l)) ok = std::isnan(got_l);
            else if (std::isinf(want_l)) ok = got_l == want_l;
            else {
                const double bound = es + n + 4 * kU * std::fabs(want_l) + 1e-30;
                const double err = std::fabs(got_l - want_l);
                ok = err <= bound;
                if (std::isfinite(err)) {
                    c.max_lse_err = std::max(c.max_lse_err, err);
                    c.max_lse_ratio = std::max(c.max_lse_ratio, err / bound);
                }
            }
            if (!ok) {
                ++c.bad_lse;
                fail(D, uint32_t(-1), got_l, want_l);
            }
        }
    };
    run_on_threads(threads, work);
    AttnCheck c;
    uint64_t first = UINT64_MAX;
    for (const Part& part : parts) {
        const AttnCheck& x = part.c;
        c.max_o_ratio = std::max(c.max_o_ratio, x.max_o_ratio);
        c.max_lse_ratio = std::max(c.max_lse_ratio, x.max_lse_ratio);
        c.max_o_err = std::max(c.max_o_err, x.max_o_err);
        c.max_lse_err = std::max(c.max_lse_err, x.max_lse_err);
        c.bad_o += x.bad_o;
        c.bad_lse += x.bad_lse;
        if (part.first < first) {
            first = part.first;
            c.worst_b = x.worst_b; c.worst_h = x.worst_h; c.worst_q = x.worst_q; c.worst_d = x.worst_d;
            c.worst_got = x.worst_got; c.worst_want = x.worst_want;
        }
    }
    c.passed = c.bad_o == 0 && c.bad_lse == 0;
    return c;
}

namespace {

std::vector<ArgValue> attn_args(const AttnShape& s, const Buffer& q, const Buffer& k, const Buffer& v, const Buffer& o,
                                const Buffer& lse) {
    const uint32_t group = s.group();
    const uint32_t magic = uint32_t(((uint64_t(1) << 24) + group - 1) / group);
    return {ArgValue::pointer(q), ArgValue::pointer(k), ArgValue::pointer(v), ArgValue::pointer(o), ArgValue::pointer(lse),
            ArgValue::u32(s.heads), ArgValue::u32(s.seq_q), ArgValue::u32(s.seq_kv), ArgValue::u32(magic),
            ArgValue::u32(s.q.batch), ArgValue::u32(s.q.head), ArgValue::u32(s.q.row),
            ArgValue::u32(s.k.batch), ArgValue::u32(s.k.head), ArgValue::u32(s.k.row),
            ArgValue::u32(s.v.batch), ArgValue::u32(s.v.head), ArgValue::u32(s.v.row),
            ArgValue::u32(s.o.batch), ArgValue::u32(s.o.head), ArgValue::u32(s.o.row),
            ArgValue::f32(float(double(s.scale) * 1.4426950408889634)), ArgValue::u32(s.causal ? 1 : 0)};
}

void check_strides_fit(const AttnShape& s) {
    // The kernels take u32 element strides: the batch and head strides must fit.
    for (const AttnStrides* st : {&s.q, &s.k, &s.v, &s.o})
        if (uint64_t(st->batch) * (s.batch - 1) + uint64_t(st->head) * (s.heads - 1) > (uint64_t(1) << 40))
            throw Error("attention: tensors larger than 2^40 elements");
}

}  // namespace

AttnResult run_attention(Device& dev, const Catalog& cat, const std::string& kernel, AttnShape shape, int iters,
                         bool check, const AttnData* data) {
    if (iters < 1) throw Error("run_attention: iters must be at least 1");
    shape.fill_defaults();
    const std::string name = kernel == "auto" ? select_attn_kernel(cat, shape.head_dim) : kernel;
    const CatalogEntry& e = cat.get(name);
    validate_attn_shape(e, shape);
    check_strides_fit(shape);
    AttnData own;
    if (!data) {
        own = AttnData::random(shape);
        data = &own;
    }
    if (data->q.size() < shape.q_elems() || data->k.size() < shape.kv_elems(shape.k) || data->v.size() < shape.kv_elems(shape.v))
        throw Error("run_attention: the data is smaller than the shape's tensors");
    AttnPlan plan(dev, cat, shape, name);
    Buffer q = dev.alloc(plan.q_bytes()), k = dev.alloc(plan.k_bytes()), v = dev.alloc(plan.v_bytes());
    Buffer o = dev.alloc(plan.o_bytes()), lse = dev.alloc(plan.lse_bytes());
    q.upload(data->q.data(), plan.q_bytes());
    k.upload(data->k.data(), plan.k_bytes());
    v.upload(data->v.data(), plan.v_bytes());
    AttnResult r;
    r.shape = shape;
    r.kernel = name;
    r.grid = plan.grid();
    r.block = plan.block();
    const std::vector<uint16_t> o_poison(size_t(shape.o_elems()), 0x7e00);   // f16 NaN
    const std::vector<float> l_poison(size_t(shape.lse_elems()), std::numeric_limits<float>::quiet_NaN());
    for (int it = 0; it < iters; ++it) {
        o.upload(o_poison.data(), plan.o_bytes());
        lse.upload(l_poison.data(), plan.lse_bytes());
        r.stats = plan.run(q, k, v, o, lse);
        r.best_ms = it == 0 ? r.stats.elapsed_ms : std::min(r.best_ms, r.stats.elapsed_ms);
    }
    r.o.resize(size_t(shape.o_elems()));
    r.lse.resize(size_t(shape.lse_elems()));
    o.download(r.o.data(), plan.o_bytes());
    lse.download(r.lse.data(), plan.lse_bytes());
    if (check) {
        r.checked = true;
        r.check = check_attention(shape, *data, r.o, r.lse);
    }
    return r;
}

AttnPlan::AttnPlan(Device& dev, const Catalog& cat, AttnShape shape, const std::string& kernel) : dev_(&dev) {
    shape.fill_defaults();
    const std::string name = kernel.empty() || kernel == "auto" ? select_attn_kernel(cat, shape.head_dim) : kernel;
    entry_ = cat.get(name);
    validate_attn_shape(entry_, shape);
    check_strides_fit(shape);
    shape_ = shape;
    module_ = dev.shared_module_file(cat.hsaco_path(name));
    grid_ = attn_grid(entry_, shape_);
    block_ = Dim3{entry_.wg_size, 1, 1};
}

LaunchStats AttnPlan::run(const Buffer& q, const Buffer& k, const Buffer& v, const Buffer& o, const Buffer& lse) {
    const struct { const Buffer& b; size_t need; const char* what; } bufs[] = {
        {q, q_bytes(), "Q"}, {k, k_bytes(), "K"}, {v, v_bytes(), "V"}, {o, o_bytes(), "O"}, {lse, lse_bytes(), "LSE"}};
    for (const auto& x : bufs) {
        if (!x.b) throw Error(std::string("attention: the ") + x.what + " buffer is empty or its device is gone");
        if (x.b.size() < x.need)
            throw Error(std::string("attention: the ") + x.what + " buffer holds " + std::to_string(x.b.size()) +
                        " bytes, the shape needs " + std::to_string(x.need));
    }
    const auto& info = module_->kernel(entry_.name);
    const auto packed = pack_kernargs(info, attn_args(shape_, q, k, v, o, lse), grid_, block_);
    return dev_->launch(*module_, entry_.name, grid_, block_, packed);
}

}  // namespace wmma_asm
