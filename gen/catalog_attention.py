"""Catalog entries of the attention kernels (templates/attn_fwd.s.j2, docs/attention.md) and of
the probes that prove their register data paths first (templates/probes/attn_*.s.j2)."""

from kernel import Kernel


def kernels():
    out = []
    for d in (64, 128):
        out.append(Kernel(
            f"attn_fwd_d{d}", "attn_fwd.s.j2",
            f"FlashAttention-2 forward, head dim {d}: O = softmax(scale Q K^T + causal mask) V, FP16 in/out, "
            "FP32 softmax and LSE, GQA; 128 queries x 32-key blocks per workgroup, S^T = K Q^T and O^T = V^T P^T by WMMA",
            kind="attention", wg_size=256, wg_dims=("x", "y", "z"),
            params={"d": d, "bc": 32, "waves": 8, "block_q": 128}))
    for src in ("f32", "f16"):
        out.append(Kernel(
            f"softmax_rows_{src}", "softmax_rows.s.j2",
            f"row softmax of a materialised {src} score matrix into f16 (P = 2^(c (S - max)) / sum, c = scale log2 e), "
            "one wave per row, online (max, sum) then a second read; the middle pass of the two-pass attention make bench "
            "compares with",
            kind="softmax", wg_size=256, wg_dims=("x",), params={"in": src}))
    out += [
        Kernel("probe_attn_pack", "probes/attn_pack.s.j2",
               "attention: P in the C/D layout of S^T -> the WMMA B operand (pack_p), registers dumped",
               kind="probe", wg_size=32, wg_dims=("x",)),
        Kernel("probe_attn_rowstats", "probes/attn_rowstats.s.j2",
               "attention: row max, m/alpha and the row sum of 2^(cS - m) over two S^T tiles (row_max, block_stats, exp_and_sum)",
               kind="probe", wg_size=32, wg_dims=("x",)),
        Kernel("probe_attn_mask", "probes/attn_mask.s.j2",
               "attention: the causal/tail mask of one block (key_limit, mask_tile), S^T dumped",
               kind="probe", wg_size=32, wg_dims=("x",)),
    ]
    return out
