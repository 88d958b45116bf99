"""wmma_asm.torch: the registered operator torch.ops.wmma_asm.matmul and the differentiable
wmma_asm.torch.matmul on CPU tensors (the emulator), against torch's own float64 results."""
import numpy as np
import pytest
import torch

import wmma_asm
import wmma_asm.torch as wt


def ref(a, b):
    return torch.matmul(a.double(), b.double())


def check_float(c, a, b):
    want = ref(a, b)
    absref = torch.matmul(a.double().abs(), b.double().abs())
    ulp = {torch.float32: 2.0**-24, torch.float16: 2.0**-11, torch.bfloat16: 2.0**-8}[c.dtype]
    tol = (a.shape[-1] + 4) * 2.0**-23 * absref + ulp * want.abs() + 2.0**-24
    err = (c.double() - want).abs()
    assert bool((err <= tol).all()), f"worst error {err.max().item():g}"


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16])
@pytest.mark.parametrize("out_dtype", [None, torch.float32])
def test_float_matmul(dtype, out_dtype):
    g = torch.Generator().manual_seed(1)
    a = (torch.rand(33, 70, generator=g) * 2 - 1).to(dtype)
    b = (torch.rand(70, 21, generator=g) * 2 - 1).to(dtype)
    c = torch.ops.wmma_asm.matmul(a, b, out_dtype)
    assert c.dtype == (out_dtype or dtype) and c.shape == (33, 21)
    check_float(c, a, b)
    check_float(wt.matmul(a.t().contiguous().t(), b, out_dtype), a, b)   # a transposed view


@pytest.mark.parametrize("dtype", [torch.int8, torch.uint8])
def test_integer_matmul(dtype):
    g = torch.Generator().manual_seed(2)
    lo, hi = (-128, 128) if dtype == torch.int8 else (0, 256)
    a = torch.randint(lo, hi, (3, 17, 50), generator=g, dtype=torch.int16).to(dtype)
    b = torch.randint(lo, hi, (50, 29), generator=g, dtype=torch.int16).to(dtype)
    c = wt.matmul(a, b)
    assert c.dtype == torch.int32 and c.shape == (3, 17, 29)
    assert torch.equal(c.long(), torch.matmul(a.long(), b.long()))


def test_batched():
    g = torch.Generator().manual_seed(3)
    a = torch.rand(4, 20, 40, generator=g).half()
    b = torch.rand(4, 40, 12, generator=g).half()
    check_float(wt.matmul(a, b, torch.float32), a, b)
    check_float(wt.matmul(a, b[0], torch.float32), a, b[0])


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16])
def test_gradients(dtype):
    g = torch.Generator().manual_seed(4)
    a = (torch.rand(24, 40, generator=g) - 0.5).to(dtype).requires_grad_()
    b = (torch.rand(2, 40, 16, generator=g) - 0.5).to(dtype).requires_grad_()
    w = torch.rand(2, 24, 16, generator=g)
    (wt.matmul(a, b, torch.float32) * w).sum().backward()
    a64, b64 = a.detach().double().requires_grad_(), b.detach().double().requires_grad_()
    (torch.matmul(a64, b64) * w.double()).sum().backward()
    for got, want, k in ((a.grad, a64.grad, 16 * 2), (b.grad, b64.grad, 24)):
        assert got.dtype == dtype and got.shape == want.shape
        ulp = 2.0**-11 if dtype == torch.float16 else 2.0**-8
        # dC rounded to the input type, products summed in FP32, the result rounded once more
        tol = 3 * ulp * (want.abs() + k * 0.5 * 0.5) + 1e-6
        assert bool(((got.double() - want).abs() <= tol).all())


def test_operator_is_registered():
    assert hasattr(torch.ops.wmma_asm, "matmul")
    a = torch.ones(8, 8, dtype=torch.float16)
    assert torch.equal(torch.ops.wmma_asm.matmul(a, a), torch.full((8, 8), 8.0, dtype=torch.float16))


@pytest.mark.parametrize("call,message", [
    (lambda: wt.matmul(torch.ones(4, 4), torch.ones(4, 4)), "torch.float32"),
    (lambda: wt.matmul(torch.ones(4, 4).half(), torch.ones(4, 4).bfloat16()), "one type for both"),
    (lambda: wt.matmul(torch.ones(4).half(), torch.ones(4, 4).half()), "2-D or 3-D"),
    (lambda: wt.matmul(torch.ones(2, 2, 4, 4).half(), torch.ones(4, 4).half()), "2-D or 3-D"),
    (lambda: wt.matmul(torch.ones(4, 5).half(), torch.ones(4, 4).half()), "inner dimensions"),
    (lambda: wt.matmul(torch.ones(4, 4).half(), torch.ones(4, 4).half(), torch.float64), "out_dtype"),
    (lambda: wt.matmul(torch.ones(4, 4, dtype=torch.int8), torch.ones(4, 4, dtype=torch.int8), torch.float32),
     "out_dtype='f32'"),
    (lambda: wt.matmul(np.ones((4, 4)), torch.ones(4, 4)), "two tensors"),
])
def test_errors(call, message):
    with pytest.raises(RuntimeError) as e:
        call()
    assert message in str(e.value)
