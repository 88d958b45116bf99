"""wmma_asm.attention and wmma_asm.torch.attention: the FlashAttention kernels from Python, against
a float64 reference with the bound docs/attention.md derives; layouts, views without copies,
GQA, causal alignment, and every error path."""
import sys

import numpy as np
import pytest

import wmma_asm

U = 2.0**-24


def reference(q, k, v, causal, scale):
    """float64 O and LSE of [B, H, S, D] inputs; the per-element bound of the kernels' result."""
    B, H, Sq, D = q.shape
    Hkv, Skv = k.shape[1], k.shape[2]
    kk = np.repeat(k.astype(np.float64), H // Hkv, axis=1)
    vv = np.repeat(v.astype(np.float64), H // Hkv, axis=1)
    qq = q.astype(np.float64)
    s = np.einsum("bhqd,bhkd->bhqk", qq, kk) * scale
    sabs = np.einsum("bhqd,bhkd->bhqk", np.abs(qq), np.abs(kk))
    if causal:
        visible = np.arange(Skv)[None, :] <= np.arange(Sq)[:, None] + (Skv - Sq)
        s = np.where(visible, s, -np.inf)
    m = s.max(-1, keepdims=True)
    p = np.exp(s - m)
    l = p.sum(-1, keepdims=True)
    o = np.einsum("bhqk,bhkd->bhqd", p / l, vv)
    e_s = scale * (D + 2) * U * sabs.max(-1, keepdims=True) + 8 * U
    a = np.einsum("bhqk,bhkd->bhqd", p / l, np.abs(vv))
    grow = (Skv + 8) * U
    bound = 2.0**-11 * np.abs(o) + a * (2.0**-11 + e_s + grow) + np.abs(o) * (e_s + grow) + 2.0**-25
    lse = (m + np.log(l))[..., 0]
    lse_bound = e_s[..., 0] + grow + 4 * U * np.abs(lse)
    return o, lse, bound, lse_bound


def rand(shape, rng):
    return (rng.random(shape, dtype=np.float32) * 2 - 1).astype(np.float16)


def check(r, q, k, v, causal, scale):
    o, lse, bound, lse_bound = reference(q, k, v, causal, scale)
    err = np.abs(r.o.astype(np.float64) - o)
    assert (err <= bound).all(), f"O: {(err > bound).sum()} elements off, worst {err.max():g}"
    lerr = np.abs(r.lse.astype(np.float64) - lse)
    assert (lerr <= lse_bound).all(), f"LSE: worst {lerr.max():g}"


@pytest.mark.parametrize("B,H,Hkv,Sq,Skv,D,causal", [
    (1, 1, 1, 1, 1, 64, False),
    (1, 2, 1, 17, 33, 128, True),
    (2, 4, 2, 70, 90, 64, True),
    (1, 3, 3, 129, 64, 128, False),
    (1, 4, 1, 40, 200, 64, True),      # MQA, Skv > Sq: bottom-right alignment
])
def test_against_float64(dev, B, H, Hkv, Sq, Skv, D, causal):
    rng = np.random.default_rng(B * 100 + Sq)
    q, k, v = rand((B, H, Sq, D), rng), rand((B, Hkv, Skv, D), rng), rand((B, Hkv, Skv, D), rng)
    r = wmma_asm.attention(q, k, v, causal=causal, device=dev)
    assert r.kernel == f"attn_fwd_d{D}"
    assert r.o.shape == q.shape and r.o.dtype == np.float16
    assert r.lse.shape == (B, H, Sq) and r.lse.dtype == np.float32
    check(r, q, k, v, causal, 1 / np.sqrt(D))


def test_scale_and_no_key_rows(dev):
    rng = np.random.default_rng(5)
    q, k, v = rand((1, 2, 50, 64), rng), rand((1, 2, 20, 64), rng), rand((1, 2, 20, 64), rng)
    r = wmma_asm.attention(q, k, v, causal=True, scale=0.3, device=dev)
    # queries 0..29 see no key (Sq > Skv, bottom-right): O = 0, LSE = -inf
    assert (r.o[:, :, :30] == 0).all()
    assert np.isneginf(r.lse[:, :, :30]).all()
    with np.errstate(invalid="ignore"):   # the reference of a row with no key is NaN
        o, lse, bound, _ = reference(q, k, v, True, 0.3)
    assert (np.abs(r.o[:, :, 30:].astype(np.float64) - o[:, :, 30:]) <= bound[:, :, 30:]).all()   # query 30 + i sees keys 0..i


def test_bshd_layout_and_views_are_read_in_place(dev):
    rng = np.random.default_rng(7)
    q, k, v = rand((2, 3, 45, 64), rng), rand((2, 3, 45, 64), rng), rand((2, 3, 45, 64), rng)
    want = wmma_asm.attention(q, k, v, device=dev)
    qs, ks, vs = (np.ascontiguousarray(x.transpose(0, 2, 1, 3)) for x in (q, k, v))   # [B, S, H, D]
    r = wmma_asm.attention(qs, ks, vs, layout="bshd", device=dev)
    assert r.o.shape == qs.shape and r.copies == []
    np.testing.assert_array_equal(r.o.transpose(0, 2, 1, 3), want.o)
    np.testing.assert_array_equal(r.lse, want.lse)
    # a [B, S, H, D] array viewed as [B, H, S, D]: strides taken as they are, no copy
    r2 = wmma_asm.attention(qs.transpose(0, 2, 1, 3), ks.transpose(0, 2, 1, 3), vs.transpose(0, 2, 1, 3), device=dev)
    assert r2.copies == []
    np.testing.assert_array_equal(r2.o, want.o)
    # a slice of the head dim's axis is not contiguous in D: copied first, same result
    big = np.zeros((2, 3, 45, 128), np.float16)
    big[..., ::2] = q
    r3 = wmma_asm.attention(big[..., ::2], k, v, device=dev)
    assert r3.copies == ["q"]
    np.testing.assert_array_equal(r3.o, want.o)
    # 3-D arrays: one batch
    r4 = wmma_asm.attention(q[0], k[0], v[0], device=dev)
    assert r4.o.shape == q[0].shape and r4.lse.shape == (3, 45)
    np.testing.assert_array_equal(r4.o, want.o[0])


def test_counters_and_modelled_time():
    d = wmma_asm.Device(backend="emu", strict=False, counters=True)
    rng = np.random.default_rng(9)
    q = rand((1, 2, 128, 128), rng)
    r = wmma_asm.attention(q, q, q, device=d, counters=True)
    assert r.modelled_ms is not None and r.modelled_ms > 0
    assert r.modelled_tflops > 0
    assert r.counters["inst.wmma"] > 0
    assert "modelled" in repr(r)
    with pytest.raises(wmma_asm.Error, match="counters=True needs a Device"):
        wmma_asm.attention(q, q, q, device=wmma_asm.Device(backend="emu"), counters=True)


@pytest.mark.parametrize("call,message", [
    (lambda q, k, v: wmma_asm.attention(q.astype(np.float32), k, v), "float32; the kernels take float16"),
    (lambda q, k, v: wmma_asm.attention(q[..., :32], k[..., :32], v[..., :32]), "head dim 32 is not supported"),
    (lambda q, k, v: wmma_asm.attention(q, k[:, :1], v), "must have one shape"),
    (lambda q, k, v: wmma_asm.attention(q[:, :3], k[:, :2], v[:, :2]), "not a multiple of 2 kv heads"),
    (lambda q, k, v: wmma_asm.attention(q, k[:1], v[:1]), "differ in batch or head dim"),
    (lambda q, k, v: wmma_asm.attention(q[0, 0], k, v), "must be 4-D"),
    (lambda q, k, v: wmma_asm.attention(q[:, :, :0], k, v), "empty shape"),
    (lambda q, k, v: wmma_asm.attention(q, k, v, layout="sbhd"), "layout='sbhd'"),
    (lambda q, k, v: wmma_asm.attention(q, k, v, scale=-1.0), "scale"),
    (lambda q, k, v: wmma_asm.attention(q, k, v, kernel="k8"), "k8"),
])
def test_errors(dev, call, message):
    rng = np.random.default_rng(1)
    q, k, v = rand((2, 4, 16, 64), rng), rand((2, 4, 16, 64), rng), rand((2, 4, 16, 64), rng)
    with pytest.raises(wmma_asm.Error, match=message):
        call(q, k, v)


def test_no_reference_leak(dev):
    rng = np.random.default_rng(2)
    q = rand((1, 1, 16, 64), rng)
    before = sys.getrefcount(q)
    for _ in range(20):
        r = wmma_asm.attention(q, q, q, device=dev)
    del r
    assert sys.getrefcount(q) == before


torch = pytest.importorskip("torch")


def test_torch_operator_matches_numpy():
    import wmma_asm.torch as wt
    g = torch.Generator().manual_seed(3)
    q = (torch.rand(1, 4, 33, 128, generator=g) - 0.5).half()
    k = (torch.rand(1, 2, 40, 128, generator=g) - 0.5).half()
    v = (torch.rand(1, 2, 40, 128, generator=g) - 0.5).half()
    o = wt.attention(q, k, v, causal=True)
    assert o.dtype == torch.float16 and o.shape == q.shape
    r = wmma_asm.attention(q.numpy(), k.numpy(), v.numpy(), causal=True)
    assert torch.equal(o, torch.from_numpy(r.o))
    assert torch.equal(torch.ops.wmma_asm.attention(q, k, v, True, None), o)
    # against torch's own float32 attention
    kk, vv = k.float().repeat_interleave(2, 1), v.float().repeat_interleave(2, 1)
    s = (q.float() @ kk.transpose(-1, -2)) / 128**0.5
    s = s.masked_fill(~torch.ones(33, 40).tril(40 - 33).bool(), float("-inf"))
    assert (o.float() - torch.softmax(s, -1) @ vv).abs().max() < 2e-3


def test_torch_errors():
    import wmma_asm.torch as wt
    q = torch.zeros(1, 1, 8, 64, dtype=torch.float16)
    with pytest.raises(wmma_asm.Error, match="torch.float16"):
        wt.attention(q.float(), q, q)
    with pytest.raises(wmma_asm.Error, match="4-D"):
        wt.attention(q[0], q, q)
    with pytest.raises(wmma_asm.Error, match="no backward pass"):
        wt.attention(q.clone().requires_grad_(), q, q)
    with pytest.raises(wmma_asm.Error, match="three tensors"):
        wt.attention(q.numpy(), q, q)
