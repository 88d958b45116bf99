// The C interface (wmma_asm/wmma_asm.h) over the C++ library: opaque handles owning the C++
// objects, every exception turned into a status and a message.
#include "wmma_asm/wmma_asm.h"

#include <cstdio>
#include <cstring>
#include <memory>
#include <new>
#include <string>

#include "wmma_asm/attention.hpp"
#include "wmma_asm/catalog.hpp"
#include "wmma_asm/device.hpp"
#include "wmma_asm/error.hpp"
#include "wmma_asm/library.hpp"

struct wmma_asm_device_t {
    std::unique_ptr<wmma_asm::Device> dev;
    std::string description;
};
struct wmma_asm_buffer_t {
    wmma_asm::Buffer buf;
};
struct wmma_asm_gemm_plan_t {
    wmma_asm::Catalog cat;
    std::unique_ptr<wmma_asm::GemmPlan> plan;
};
struct wmma_asm_attn_plan_t {
    std::unique_ptr<wmma_asm::AttnPlan> plan;
};

namespace {

wmma_asm_status fail(wmma_asm_error* err, wmma_asm_status st, const std::string& msg) {
    if (err) {
        err->status = st;
        std::snprintf(err->message, sizeof err->message, "%s", msg.c_str());
    }
    return st;
}

wmma_asm_status ok(wmma_asm_error* err) {
    if (err) {
        err->status = WMMA_ASM_OK;
        err->message[0] = 0;
    }
    return WMMA_ASM_OK;
}

// Runs `f`, mapping what it throws to a status; `invalid_is` says how a library Error is filed
// for this call (a bad argument, no kernel, a device failure).
template <typename F>
wmma_asm_status guarded(wmma_asm_error* err, wmma_asm_status invalid_is, F&& f) {
    try {
        f();
        return ok(err);
    } catch (const std::bad_alloc&) {
        return fail(err, WMMA_ASM_ERROR_MEMORY, "out of memory");
    } catch (const wmma_asm::Error& e) {
        return fail(err, invalid_is, e.what());
    } catch (const std::exception& e) {
        return fail(err, WMMA_ASM_ERROR_DEVICE, e.what());
    }
}

std::string str_or(const char* s, const char* fallback) { return s ? s : fallback; }

}  // namespace

extern "C" {

void wmma_asm_gemm_desc_init(wmma_asm_gemm_desc* d) {
    if (!d) return;
    std::memset(d, 0, sizeof *d);
    d->trans_a = d->trans_b = 'N';
    d->type = "f16";
    d->out = "f32";
    d->batch = 1;
    d->stride_a = d->stride_b = d->stride_c = WMMA_ASM_STRIDE_TIGHT;
    d->alpha = 1.0f;
    d->alpha_i = 1;
}

wmma_asm_status wmma_asm_device_open(const char* backend, int strict, wmma_asm_device* out, wmma_asm_error* err) {
    if (!out) return fail(err, WMMA_ASM_ERROR_INVALID, "wmma_asm_device_open: out is NULL");
    *out = nullptr;
    return guarded(err, WMMA_ASM_ERROR_DEVICE, [&] {
        wmma_asm::DeviceOptions o;
        o.backend = str_or(backend, "auto");
        o.strict = strict != 0;
        auto h = std::make_unique<wmma_asm_device_t>();
        h->dev = wmma_asm::open_device(o);
        h->description = h->dev->description();
        *out = h.release();
    });
}

void wmma_asm_device_close(wmma_asm_device dev) { delete dev; }

const char* wmma_asm_device_description(wmma_asm_device dev) { return dev ? dev->description.c_str() : ""; }

wmma_asm_status wmma_asm_buffer_alloc(wmma_asm_device dev, size_t bytes, wmma_asm_buffer* out, wmma_asm_error* err) {
    if (!out) return fail(err, WMMA_ASM_ERROR_INVALID, "wmma_asm_buffer_alloc: out is NULL");
    *out = nullptr;
    if (!dev) return fail(err, WMMA_ASM_ERROR_INVALID, "wmma_asm_buffer_alloc: device is NULL");
    return guarded(err, WMMA_ASM_ERROR_MEMORY, [&] {
        auto h = std::make_unique<wmma_asm_buffer_t>();
        h->buf = dev->dev->alloc(bytes);
        *out = h.release();
    });
}

wmma_asm_status wmma_asm_buffer_upload(wmma_asm_buffer buf, const void* src, size_t bytes, wmma_asm_error* err) {
    if (!buf || (!src && bytes)) return fail(err, WMMA_ASM_ERROR_INVALID, "wmma_asm_buffer_upload: NULL buffer or source");
    return guarded(err, WMMA_ASM_ERROR_INVALID, [&] { buf->buf.upload(src, bytes); });
}

wmma_asm_status wmma_asm_buffer_download(wmma_asm_buffer buf, void* dst, size_t bytes, wmma_asm_error* err) {
    if (!buf || (!dst && bytes)) return fail(err, WMMA_ASM_ERROR_INVALID, "wmma_asm_buffer_download: NULL buffer or target");
    return guarded(err, WMMA_ASM_ERROR_INVALID, [&] { buf->buf.download(dst, bytes); });
}

void wmma_asm_buffer_free(wmma_asm_buffer buf) { delete buf; }

wmma_asm_status wmma_asm_gemm_plan_create(wmma_asm_device dev, const char* pack_dir, const wmma_asm_gemm_desc* desc,
                                          const char* kernel, wmma_asm_gemm_plan* out, wmma_asm_error* err) {
    if (!out) return fail(err, WMMA_ASM_ERROR_INVALID, "wmma_asm_gemm_plan_create: out is NULL");
    *out = nullptr;
    if (!dev || !desc) return fail(err, WMMA_ASM_ERROR_INVALID, "wmma_asm_gemm_plan_create: NULL device or descriptor");
    if (!desc->type || !desc->out) return fail(err, WMMA_ASM_ERROR_INVALID, "wmma_asm_gemm_plan_create: NULL type or out");
    auto h = std::make_unique<wmma_asm_gemm_plan_t>();
    wmma_asm::GemmDesc d;
    d.trans_a = desc->trans_a; d.trans_b = desc->trans_b;
    d.type = desc->type; d.out = desc->out;
    d.M = desc->m; d.N = desc->n; d.K = desc->k;
    d.lda = desc->lda; d.ldb = desc->ldb; d.ldc = desc->ldc;
    d.batch = desc->batch;
    d.stride_a = desc->stride_a; d.stride_b = desc->stride_b; d.stride_c = desc->stride_c;
    d.alpha = desc->alpha; d.beta = desc->beta;
    d.alpha_i = desc->alpha_i; d.beta_i = desc->beta_i;
    const wmma_asm_status st = guarded(err, WMMA_ASM_ERROR_DEVICE, [&] {
        h->cat = wmma_asm::load_catalog(wmma_asm::find_pack_dir(str_or(pack_dir, ""), dev->dev->gfx_target(), ""));
    });
    if (st != WMMA_ASM_OK) return st;
    // A malformed descriptor (checked first) is INVALID; no kernel that takes the problem (or a
    // named one that cannot) NO_KERNEL.
    const wmma_asm_status valid = guarded(err, WMMA_ASM_ERROR_INVALID, [&] { wmma_asm::check_gemm_desc(d); });
    if (valid != WMMA_ASM_OK) return valid;
    return guarded(err, WMMA_ASM_ERROR_NO_KERNEL, [&] {
        h->plan = std::make_unique<wmma_asm::GemmPlan>(*dev->dev, h->cat, d, str_or(kernel, "auto"));
        *out = h.release();
    });
}

const char* wmma_asm_gemm_plan_kernel(wmma_asm_gemm_plan plan) { return plan ? plan->plan->kernel().c_str() : ""; }

size_t wmma_asm_gemm_plan_bytes(wmma_asm_gemm_plan plan, char which) {
    if (!plan) return 0;
    switch (which) {
        case 'A': return plan->plan->a_bytes();
        case 'B': return plan->plan->b_bytes();
        case 'C': return plan->plan->c_bytes();
        default: return 0;
    }
}

wmma_asm_status wmma_asm_gemm_run(wmma_asm_gemm_plan plan, wmma_asm_buffer a, wmma_asm_buffer b, wmma_asm_buffer c,
                                  double* elapsed_ms, wmma_asm_error* err) {
    if (!plan || !a || !b || !c) return fail(err, WMMA_ASM_ERROR_INVALID, "wmma_asm_gemm_run: NULL plan or buffer");
    return guarded(err, WMMA_ASM_ERROR_DEVICE, [&] {
        const auto s = plan->plan->run(a->buf, b->buf, c->buf);
        if (elapsed_ms) *elapsed_ms = s.elapsed_ms;
    });
}

void wmma_asm_gemm_plan_destroy(wmma_asm_gemm_plan plan) { delete plan; }

void wmma_asm_attn_desc_init(wmma_asm_attn_desc* d) {
    if (!d) return;
    std::memset(d, 0, sizeof *d);
    d->batch = 1;
    d->heads = 1;
}

wmma_asm_status wmma_asm_attn_plan_create(wmma_asm_device dev, const char* pack_dir, const wmma_asm_attn_desc* desc,
                                          const char* kernel, wmma_asm_attn_plan* out, wmma_asm_error* err) {
    if (!out) return fail(err, WMMA_ASM_ERROR_INVALID, "wmma_asm_attn_plan_create: out is NULL");
    *out = nullptr;
    if (!dev || !desc) return fail(err, WMMA_ASM_ERROR_INVALID, "wmma_asm_attn_plan_create: NULL device or descriptor");
    wmma_asm::AttnShape s;
    s.batch = desc->batch; s.heads = desc->heads; s.kv_heads = desc->kv_heads;
    s.seq_q = desc->seq_q; s.seq_kv = desc->seq_kv; s.head_dim = desc->head_dim;
    s.causal = desc->causal != 0;
    s.scale = desc->scale;
    s.layout = str_or(desc->layout, "bhsd");
    auto strides = [](const uint32_t* v) { return wmma_asm::AttnStrides{v[0], v[1], v[2]}; };
    s.q = strides(desc->q_strides); s.k = strides(desc->k_strides);
    s.v = strides(desc->v_strides); s.o = strides(desc->o_strides);
    wmma_asm::Catalog cat;
    const wmma_asm_status st = guarded(err, WMMA_ASM_ERROR_DEVICE, [&] {
        cat = wmma_asm::load_catalog(wmma_asm::find_pack_dir(str_or(pack_dir, ""), dev->dev->gfx_target(), ""));
    });
    if (st != WMMA_ASM_OK) return st;
    // A head dim the pack does not compute is NO_KERNEL; any other impossible shape INVALID.
    std::string name;
    const wmma_asm_status sel = guarded(err, WMMA_ASM_ERROR_NO_KERNEL, [&] {
        name = std::string(str_or(kernel, "auto")) == "auto" ? wmma_asm::select_attn_kernel(cat, s.head_dim) : kernel;
        cat.get(name);
    });
    if (sel != WMMA_ASM_OK) return sel;
    return guarded(err, WMMA_ASM_ERROR_INVALID, [&] {
        auto h = std::make_unique<wmma_asm_attn_plan_t>();
        h->plan = std::make_unique<wmma_asm::AttnPlan>(*dev->dev, cat, s, name);
        *out = h.release();
    });
}

const char* wmma_asm_attn_plan_kernel(wmma_asm_attn_plan plan) { return plan ? plan->plan->kernel().c_str() : ""; }

size_t wmma_asm_attn_plan_bytes(wmma_asm_attn_plan plan, char which) {
    if (!plan) return 0;
    switch (which) {
        case 'Q': return plan->plan->q_bytes();
        case 'K': return plan->plan->k_bytes();
        case 'V': return plan->plan->v_bytes();
        case 'O': return plan->plan->o_bytes();
        case 'L': return plan->plan->lse_bytes();
        default: return 0;
    }
}

wmma_asm_status wmma_asm_attn_run(wmma_asm_attn_plan plan, wmma_asm_buffer q, wmma_asm_buffer k, wmma_asm_buffer v,
                                  wmma_asm_buffer o, wmma_asm_buffer lse, double* elapsed_ms, wmma_asm_error* err) {
    if (!plan || !q || !k || !v || !o || !lse) return fail(err, WMMA_ASM_ERROR_INVALID, "wmma_asm_attn_run: NULL plan or buffer");
    return guarded(err, WMMA_ASM_ERROR_DEVICE, [&] {
        const auto s = plan->plan->run(q->buf, k->buf, v->buf, o->buf, lse->buf);
        if (elapsed_ms) *elapsed_ms = s.elapsed_ms;
    });
}

void wmma_asm_attn_plan_destroy(wmma_asm_attn_plan plan) { delete plan; }

}  // extern "C"
