// Attention on the pack: the FlashAttention-2 forward kernels (attn_fwd_d64, attn_fwd_d128;
// docs/attention.md).
//
//     O[b,h] = softmax(scale * Q[b,h] K[b,kvh]^T + mask) V[b,kvh],  kvh = h / (H / Hkv)
//     LSE[b,h,q] = ln sum_j exp(scale * S[q,j])  (over the keys query q sees)
//
// Q [B,H,Sq,D], K and V [B,Hkv,Skv,D], O [B,H,Sq,D] FP16 with element strides (batch, head,
// row; d contiguous); LSE [B,H,Sq] FP32 contiguous. Causal: query q sees keys 0 .. q + Skv - Sq
// (aligned bottom-right, as FlashAttention-2); a query that sees no key gets O = 0, LSE = -inf.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "wmma_asm/catalog.hpp"
#include "wmma_asm/device.hpp"

namespace wmma_asm {

struct AttnStrides {
    uint32_t batch = 0, head = 0, row = 0;   // elements; 0 everywhere: from the layout
};

struct AttnShape {
    uint32_t batch = 1, heads = 1;
    uint32_t kv_heads = 0;       // 0: heads (MHA); a divisor of heads (GQA, MQA)
    uint32_t seq_q = 0, seq_kv = 0;   // seq_kv 0: seq_q
    uint32_t head_dim = 0;
    bool causal = false;
    float scale = 0.0f;          // 0: 1 / sqrt(head_dim)
    // Storage of Q, K, V and O when their strides are left 0: "bhsd" ([B,H,S,D], contiguous) or
    // "bshd" ([B,S,H,D], the layout PyTorch tensors often arrive in).
    std::string layout = "bhsd";
    AttnStrides q, k, v, o;
    uint64_t seed = 1;

    // kv_heads, seq_kv, scale and every stride left 0 from the layout.
    void fill_defaults();
    uint32_t group() const { return heads / kv_heads; }
    // Elements each tensor's storage spans (the last element's index + 1).
    uint64_t q_elems() const;
    uint64_t kv_elems(const AttnStrides& s) const;
    uint64_t o_elems() const;
    uint64_t lse_elems() const { return uint64_t(batch) * heads * seq_q; }
    // FLOPs as FlashAttention counts them: 4 B H Sq Skv D, halved when causal.
    double flops() const;
};

// An Error unless `s` (defaults filled) is something kernel `e` computes: its head dim, sizes at
// least 1, kv_heads dividing heads, fewer than 4096 heads, a finite positive scale, rows at least
// head_dim elements apart, every head's rows within 4 GiB.
void validate_attn_shape(const CatalogEntry& e, const AttnShape& s);

// The attention kernel of the pack for a head dim: an Error naming the dims the pack has.
std::string select_attn_kernel(const Catalog& cat, uint32_t head_dim);

// Launch geometry: x = query blocks of e.block_q, y = heads, z = batch; e.wg_size work-items.
Dim3 attn_grid(const CatalogEntry& e, const AttnShape& s);

// Host-side inputs: Q, K and V as f16 bits, laid out by the shape's strides (elements not in any
// row are 0). random(): uniform in [-1, 1), deterministic in the seed.
struct AttnData {
    std::vector<uint16_t> q, k, v;
    static AttnData random(const AttnShape& s);
};

// The result against an FP64 reference computed from the same inputs. Element bound
// (docs/attention.md derives it): with u = 2^-24, e_s = scale (D + 2) u max_j sum_d |q_d k_jd|
// + 8u (the score error, exponent and scale roundings, relative on each P) and A = sum_j P_j |V_j|
// / l,
//     |O - O_ref| <= 2^-11 |O_ref| + A (2^-11 + e_s + (Skv + 8) u) + |O_ref| (e_s + (Skv + 8) u)
// (f16 output rounding; P rounded to f16; the FP32 sums of PV and of l), and
//     |LSE - LSE_ref| <= e_s + (Skv + 8) u + 4u |LSE_ref|.
// Non-finite references (a NaN or inf input) must be matched exactly in kind: NaN for NaN,
// -inf LSE and O = 0 for a query that sees no key.
struct AttnCheck {
    double max_o_ratio = 0;      // max |O - O_ref| / bound
    double max_lse_ratio = 0;
    double max_o_err = 0, max_lse_err = 0;
    uint64_t bad_o = 0, bad_lse = 0;
    uint32_t worst_b = 0, worst_h = 0, worst_q = 0, worst_d = 0;
    double worst_got = 0, worst_want = 0;
    bool passed = false;
};

// Checks O (f16 bits, the shape's o strides) and LSE against the reference of `data`.
AttnCheck check_attention(const AttnShape& s, const AttnData& data, const std::vector<uint16_t>& o,
                          const std::vector<float>& lse);

struct AttnResult {
    AttnShape shape;
    std::string kernel;
    Dim3 grid, block;
    LaunchStats stats;           // of the last iteration
    double best_ms = 0;
    bool checked = false;
    AttnCheck check;
    std::vector<uint16_t> o;     // the result (f16 bits, o strides)
    std::vector<float> lse;
    double flops() const { return shape.flops(); }
};

// Runs kernel `kernel` ("auto": select_attn_kernel) `iters` times on random (or the given)
// inputs, O and LSE poisoned (NaN) before every launch, and checks the last result when asked.
AttnResult run_attention(Device& dev, const Catalog& cat, const std::string& kernel, AttnShape shape, int iters,
                         bool check, const AttnData* data = nullptr);

// A selected, validated and loaded attention, reusable on buffers that hold its tensors (the
// library call; wmma_asm.h has the C form). The device must outlive the plan.
class AttnPlan {
public:
    AttnPlan(Device& dev, const Catalog& cat, AttnShape shape, const std::string& kernel = "auto");
    const std::string& kernel() const { return entry_.name; }
    const AttnShape& shape() const { return shape_; }
    Dim3 grid() const { return grid_; }
    Dim3 block() const { return block_; }
    // Bytes each buffer must hold.
    size_t q_bytes() const { return size_t(shape_.q_elems()) * 2; }
    size_t k_bytes() const { return size_t(shape_.kv_elems(shape_.k)) * 2; }
    size_t v_bytes() const { return size_t(shape_.kv_elems(shape_.v)) * 2; }
    size_t o_bytes() const { return size_t(shape_.o_elems()) * 2; }
    size_t lse_bytes() const { return size_t(shape_.lse_elems()) * 4; }
    // One launch (an Error when a buffer is too small or of another device).
    LaunchStats run(const Buffer& q, const Buffer& k, const Buffer& v, const Buffer& o, const Buffer& lse);

private:
    Device* dev_;
    CatalogEntry entry_;
    AttnShape shape_;
    std::shared_ptr<const Module> module_;   // the device's shared module (Device::shared_module_file)
    Dim3 grid_, block_;
};

}  // namespace wmma_asm
