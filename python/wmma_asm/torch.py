"""wmma_asm.torch: the pack's GEMM and FlashAttention as torch operators (docs/python.md).

    import torch, wmma_asm.torch as wt
    c = wt.matmul(a, b)                        # differentiable; a, b float16/bfloat16/int8/uint8
    c = torch.ops.wmma_asm.matmul(a, b, None)  # the registered operator (forward only)
    o = wt.attention(q, k, v, causal=True)     # q [B,H,Sq,D], k/v [B,Hkv,Skv,D] float16 (forward)

`torch.ops.wmma_asm.matmul(Tensor a, Tensor b, ScalarType? out_dtype=None) -> Tensor` is
registered with torch.library for the CPU dispatch key (CPU tensors run on the wmma_asm device:
the GPU through HIP when one exists, else the emulator) and for the CUDA key, which a ROCm build
of torch uses for its GPU tensors: those are copied to host memory and back around the launch
(the loader owns its device buffers). Operands are 2-D matrices or 3-D batches (a 2-D operand
is shared by the batch); the result type defaults to the input type for float16 and bfloat16
(FP32 accumulation, one rounding) and to int32 for int8 and uint8. Anything else raises a
wmma_asm.Error (a RuntimeError) saying why.
"""
import numpy as np
import torch

import wmma_asm

__all__ = ["matmul", "attention"]

_IN = {torch.float16: "f16", torch.bfloat16: "bf16", torch.int8: "i8", torch.uint8: "u8"}
_OUT = {torch.float32: "f32", torch.float16: "f16", torch.bfloat16: "bf16", torch.int32: "i32"}


def _to_numpy(t, name):
    """A CPU tensor's memory as a numpy array (a view: strides, and so transposes, kept)."""
    if t.dtype not in _IN:
        raise wmma_asm.Error(f"wmma_asm.matmul: {name} is {t.dtype}; the kernels take "
                             f"{', '.join(str(d) for d in _IN)}")
    if t.dim() not in (2, 3):
        raise wmma_asm.Error(f"wmma_asm.matmul: {name} must be 2-D or 3-D (a batch), got {t.dim()}-D")
    t = t.detach()
    if t.dtype == torch.bfloat16:        # numpy has no bfloat16: its bits as uint16
        return t.view(torch.int16).numpy().view(np.uint16)
    return t.numpy()


def _out_type(a_dtype, out_dtype):
    if out_dtype is None:
        return torch.int32 if a_dtype in (torch.int8, torch.uint8) else a_dtype
    if out_dtype not in _OUT:
        raise wmma_asm.Error(f"wmma_asm.matmul: out_dtype {out_dtype} (float32, float16, bfloat16, int32)")
    return out_dtype


def _matmul_host(a, b, out_dtype=None):
    """The CPU kernel of the operator."""
    if a.dtype != b.dtype:
        raise wmma_asm.Error(f"wmma_asm.matmul: a is {a.dtype} and b is {b.dtype}: one type for both")
    out = _out_type(a.dtype, out_dtype)
    na, nb = _to_numpy(a, "a"), _to_numpy(b, "b")
    r = wmma_asm.gemm(na, nb, out_dtype=_OUT[out], dtype=_IN[a.dtype])
    c = r.c
    if out == torch.bfloat16:
        return torch.from_numpy(c.view(np.int16)).view(torch.bfloat16)
    return torch.from_numpy(c)


def _matmul_device(a, b, out_dtype=None):
    """The kernel for GPU tensors (ROCm torch: the CUDA dispatch key): through host memory."""
    return _matmul_host(a.cpu(), b.cpu(), out_dtype).to(a.device)


_lib = torch.library.Library("wmma_asm", "DEF")
_lib.define("matmul(Tensor a, Tensor b, ScalarType? out_dtype=None) -> Tensor")
_lib.impl("matmul", _matmul_host, "CPU")
_lib.impl("matmul", _matmul_device, "CUDA")


class _MatMul(torch.autograd.Function):
    """op(a) @ op(b) with its gradients computed by the same kernels: dA = dC @ B^T, dB = A^T @ dC
    (a shared 2-D operand's gradient summed over the batch)."""

    @staticmethod
    def forward(ctx, a, b, out_dtype):
        ctx.save_for_backward(a, b)
        return torch.ops.wmma_asm.matmul(a, b, out_dtype)

    @staticmethod
    def backward(ctx, grad):
        a, b = ctx.saved_tensors
        g = grad.to(a.dtype)
        ga = gb = None
        if ctx.needs_input_grad[0]:
            ga = torch.ops.wmma_asm.matmul(g, b.transpose(-1, -2), a.dtype)
            if a.dim() == 2 and ga.dim() == 3:
                ga = ga.float().sum(0).to(a.dtype)
        if ctx.needs_input_grad[1]:
            gb = torch.ops.wmma_asm.matmul(a.transpose(-1, -2), g, b.dtype)
            if b.dim() == 2 and gb.dim() == 3:
                gb = gb.float().sum(0).to(b.dtype)
        return ga, gb, None


def matmul(a, b, out_dtype=None):
    """a @ b on the pack's kernels (2-D, or 3-D batches); differentiable for float16 and bfloat16.
    out_dtype: the result's dtype (default: a's for floats, int32 for int8/uint8)."""
    if not isinstance(a, torch.Tensor) or not isinstance(b, torch.Tensor):
        raise wmma_asm.Error("wmma_asm.torch.matmul takes two tensors")
    if a.dtype != b.dtype:
        raise wmma_asm.Error(f"wmma_asm.matmul: a is {a.dtype} and b is {b.dtype}: one type for both")
    if (a.requires_grad or b.requires_grad) and a.dtype in (torch.float16, torch.bfloat16):
        return _MatMul.apply(a, b, out_dtype)
    return torch.ops.wmma_asm.matmul(a, b, out_dtype)


def _attention_host(q, k, v, causal=False, scale=None):
    """The CPU kernel of the attention operator: [B, H, S, D] float16 tensors read in place."""
    for t, name in ((q, "q"), (k, "k"), (v, "v")):
        if t.dtype != torch.float16:
            raise wmma_asm.Error(f"wmma_asm.attention: {name} is {t.dtype}; the kernels take torch.float16")
        if t.dim() != 4:
            raise wmma_asm.Error(f"wmma_asm.attention: {name} must be 4-D [B, H, S, D], got {t.dim()}-D")
    r = wmma_asm.attention(q.detach().numpy(), k.detach().numpy(), v.detach().numpy(), causal=bool(causal),
                           scale=scale)
    return torch.from_numpy(r.o)


def _attention_device(q, k, v, causal=False, scale=None):
    """GPU tensors (ROCm torch: the CUDA dispatch key): through host memory."""
    return _attention_host(q.cpu(), k.cpu(), v.cpu(), causal, scale).to(q.device)


_lib.define("attention(Tensor q, Tensor k, Tensor v, bool causal=False, float? scale=None) -> Tensor")
_lib.impl("attention", _attention_host, "CPU")
_lib.impl("attention", _attention_device, "CUDA")


def attention(q, k, v, causal=False, scale=None):
    """softmax(scale q k^T + mask) v on the pack's FlashAttention kernels: q [B, H, Sq, D], k and v
    [B, Hkv, Skv, D] float16 (Hkv dividing H; D 64 or 128), the causal mask aligned bottom-right;
    scale defaults to 1/sqrt(D). Forward only: inputs that require grad raise an error."""
    for t in (q, k, v):
        if not isinstance(t, torch.Tensor):
            raise wmma_asm.Error("wmma_asm.torch.attention takes three tensors")
        if t.requires_grad:
            raise wmma_asm.Error("wmma_asm.attention has no backward pass yet: call it on tensors that do not "
                                 "require grad (or under torch.no_grad())")
    return torch.ops.wmma_asm.attention(q, k, v, causal, scale)
