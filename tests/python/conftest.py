"""Shared pieces of the Python suites: one emulator device (strict mode) and the references."""
import numpy as np
import pytest

import wmma_asm


@pytest.fixture(scope="session")
def dev():
    return wmma_asm.Device(backend="emu", strict=True)


def rand(shape, dtype, rng):
    """Inputs of the kernels' types: floats in [-1, 1) (bf16 as uint16 bits), integers over their range."""
    if dtype == "f16":
        return (rng.random(shape, dtype=np.float32) * 2 - 1).astype(np.float16)
    if dtype == "bf16":
        return wmma_asm.to_bf16(rng.random(shape, dtype=np.float32) * 2 - 1)
    if dtype == "i8":
        return rng.integers(-128, 128, shape, dtype=np.int16).astype(np.int8)
    return rng.integers(0, 256, shape, dtype=np.int16).astype(np.uint8)


def as_f64(x, dtype):
    return wmma_asm.from_bf16(x).astype(np.float64) if dtype == "bf16" else x.astype(np.float64)


def assert_gemm(c, a, b, dtype, out, alpha=1.0, beta=0.0, c_old=None):
    """c against the float64 (or exact int64) reference, with the bound of FP32 accumulation over K
    terms plus the output type's rounding: no looser than the kernels promise."""
    ref = np.matmul(as_f64(a, dtype), as_f64(b, dtype))
    absref = np.matmul(np.abs(as_f64(a, dtype)), np.abs(as_f64(b, dtype)))
    if c_old is not None:
        old = as_f64(c_old, out) if out == "bf16" else c_old.astype(np.float64)
    if dtype in ("i8", "u8"):
        want = alpha * ref.astype(np.int64) + (beta * old.astype(np.int64) if c_old is not None else 0)
        want = ((want + 2**31) % 2**32 - 2**31).astype(np.int32)   # i32 wraps like the kernel
        np.testing.assert_array_equal(c, want)
        return
    got = as_f64(c, out) if out == "bf16" else c.astype(np.float64)
    want = alpha * ref + (beta * old if c_old is not None else 0)
    k = a.shape[-1]
    tol = (k + 4) * 2.0**-23 * abs(alpha) * absref + (4 * 2.0**-24 * abs(beta) * np.abs(old) if c_old is not None else 0)
    if out == "f16":
        tol = tol + 2.0**-11 * np.abs(want) + 2.0**-25
    elif out == "bf16":
        tol = tol + 2.0**-8 * np.abs(want) + 2.0**-133
    else:
        tol = tol + 2.0**-149
    bad = np.abs(got - want) > tol
    assert not bad.any(), f"{bad.sum()} of {bad.size} elements off; worst {np.abs(got - want).max():g}"
