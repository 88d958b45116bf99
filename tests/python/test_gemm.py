"""wmma_asm.gemm / matmul on numpy arrays: every type pair, layout, batches, odd shapes, copies,
split-K, alpha/beta, and every error path. Runs on the emulator (strict mode)."""
import threading
import zlib

import numpy as np
import pytest

import wmma_asm
from conftest import as_f64, assert_gemm, rand

TYPE_PAIRS = [("f16", "f32"), ("f16", "f16"), ("bf16", "f32"), ("bf16", "bf16"), ("i8", "i32"), ("u8", "i32")]


def operand(x, trans):
    """x (the logical op(x)) stored as the kernels would read it with op = T: the transpose, contiguous."""
    return np.ascontiguousarray(np.swapaxes(x, -1, -2)) if trans else x


@pytest.mark.parametrize("dtype,out", TYPE_PAIRS)
@pytest.mark.parametrize("trans_a,trans_b", [(False, False), (False, True), (True, False), (True, True)])
def test_types_and_layouts(dev, dtype, out, trans_a, trans_b):
    rng = np.random.default_rng(zlib.crc32(f"{dtype}{out}{trans_a}{trans_b}".encode()))
    M, N, K = 37, 45, 70                 # odd: every tail path of the tiles and of K
    a, b = rand((M, K), dtype, rng), rand((K, N), dtype, rng)
    r = wmma_asm.gemm(operand(a, trans_a), operand(b, trans_b), trans_a=trans_a, trans_b=trans_b,
                      out_dtype=out, dtype="bf16" if dtype == "bf16" else None, device=dev)
    assert r.c.shape == (M, N)
    assert r.c.dtype == {"f32": np.float32, "f16": np.float16, "bf16": np.uint16, "i32": np.int32}[out]
    assert r.kernel.startswith("gemm_") or r.kernel.startswith(("k", "h", "r", "s"))
    assert r.backend == "emu" and r.time_ms > 0
    assert_gemm(r.c, a, b, dtype, out)


@pytest.mark.parametrize("shape", [(1, 1, 1), (1, 64, 33), (130, 1, 17), (16, 16, 16), (129, 65, 257), (8, 200, 3)])
def test_shapes(dev, shape):
    M, N, K = shape
    rng = np.random.default_rng(M * 1000 + N * 10 + K)
    a, b = rand((M, K), "f16", rng), rand((K, N), "f16", rng)
    assert_gemm(wmma_asm.matmul(a, b, device=dev), a, b, "f16", "f32")


def test_transposed_views_are_not_copied(dev):
    rng = np.random.default_rng(1)
    a, b = rand((64, 96), "f16", rng), rand((96, 128), "f16", rng)
    at, bt = np.ascontiguousarray(a.T), np.ascontiguousarray(b.T)
    r = wmma_asm.gemm(at.T, bt.T, device=dev)       # views: read as the stored at, bt with op T
    assert r.copies == [] and "_tt" in r.kernel
    assert_gemm(r.c, a, b, "f16", "f32")
    r = wmma_asm.gemm(np.asfortranarray(a), b, device=dev)
    assert r.copies == [] and "_tn" in r.kernel
    assert_gemm(r.c, a, b, "f16", "f32")


def test_strided_and_odd_rows_go_through_a_copy(dev):
    rng = np.random.default_rng(2)
    big = rand((80, 200), "f16", rng)
    a = big[::2, 3:67]                      # a strided view: packed into a contiguous copy
    b = rand((64, 50), "f16", rng)          # rows of 50 halves: 4-byte rows, read in place
    r = wmma_asm.gemm(a, b, device=dev)
    assert r.copies == ["A"] and r.staged == []
    assert_gemm(r.c, a, b, "f16", "f32")
    # rows of 51 halves (B, the kernel's ld multiple is 2): staged on the device; 51 floats (C):
    # read and written in place (a 4-byte C takes any ldc)
    b = rand((64, 51), "f16", rng)
    r = wmma_asm.gemm(a, b, beta=0.5, c=np.ones((40, 51), np.float32), device=dev)
    assert r.copies == ["A"] and r.staged == ["B"]
    assert_gemm(r.c, a, b, "f16", "f32", beta=0.5, c_old=np.ones((40, 51), np.float32))
    # rows of 51 halves in C (f16 out, ldc multiple 2): C staged
    r = wmma_asm.gemm(a, b, beta=0.5, c=np.ones((40, 51), np.float16), out_dtype="f16", device=dev)
    assert r.copies == ["A"] and r.staged == ["B", "C"]
    assert_gemm(r.c, a, b, "f16", "f16", beta=0.5, c_old=np.ones((40, 51), np.float16))


@pytest.mark.parametrize("dtype,out", [("f16", "f32"), ("bf16", "bf16"), ("i8", "i32")])
def test_batches(dev, dtype, out):
    rng = np.random.default_rng(3)
    kw = dict(out_dtype=out, dtype="bf16" if dtype == "bf16" else None, device=dev)
    # rows of 48 and 32 elements: 16-byte multiples of every type, so nothing is copied
    a, b = rand((3, 33, 48), dtype, rng), rand((3, 48, 32), dtype, rng)
    r = wmma_asm.gemm(a, b, **kw)
    assert r.c.shape == (3, 33, 32) and r.copies == []
    assert_gemm(r.c, a, b, dtype, out)
    shared = rand((48, 32), dtype, rng)     # a 2-D operand is every batch's
    assert_gemm(wmma_asm.gemm(a, shared, **kw).c, a, shared, dtype, out)
    shared_a = rand((33, 48), dtype, rng)
    assert_gemm(wmma_asm.gemm(shared_a, b, **kw).c, shared_a, b, dtype, out)
    # a batch of transposed views: still no copy of B
    bt = np.ascontiguousarray(np.swapaxes(b, 1, 2))
    r = wmma_asm.gemm(a, np.swapaxes(bt, 1, 2), **kw)
    assert r.copies == []
    assert_gemm(r.c, a, b, dtype, out)


def test_alpha_beta_in_place(dev):
    rng = np.random.default_rng(4)
    a, b = rand((40, 56), "f16", rng), rand((56, 24), "f16", rng)
    c = rng.random((40, 24), dtype=np.float32)
    old = c.copy()
    r = wmma_asm.gemm(a, b, c, alpha=0.5, beta=-2.0, device=dev)
    assert r.c is c
    assert_gemm(c, a, b, "f16", "f32", alpha=0.5, beta=-2.0, c_old=old)
    ai, bi = rand((20, 48), "i8", rng), rand((48, 32), "i8", rng)
    ci = rng.integers(-1000, 1000, (20, 32)).astype(np.int32)
    oldi = ci.copy()
    wmma_asm.gemm(ai, bi, ci, alpha=3, beta=-1, device=dev)
    assert_gemm(ci, ai, bi, "i8", "i32", alpha=3, beta=-1, c_old=oldi)


def test_split_k(dev):
    rng = np.random.default_rng(5)
    a, b = rand((48, 4096), "f16", rng), rand((4096, 40), "f16", rng)
    r = wmma_asm.gemm(a, b, split_k=8, device=dev)
    assert r.split_k == 8
    assert_gemm(r.c, a, b, "f16", "f32")
    again = wmma_asm.gemm(a, b, split_k=8, device=dev)
    np.testing.assert_array_equal(again.c, r.c)          # the reduction's order is fixed
    # a 16-bit C splits through the f32 twin and is rounded once
    r16 = wmma_asm.gemm(a, b, out_dtype="f16", split_k=8, device=dev)
    assert r16.split_k == 8
    assert_gemm(r16.c, a, b, "f16", "f16")
    ab, bb = rand((48, 4096), "bf16", rng), rand((4096, 40), "bf16", rng)
    rb = wmma_asm.gemm(ab, bb, dtype="bf16", out_dtype="bf16", split_k=4, device=dev)
    assert rb.split_k == 4
    assert_gemm(rb.c, ab, bb, "bf16", "bf16")
    ai, bi = rand((16, 2048), "u8", rng), rand((2048, 16), "u8", rng)
    ri = wmma_asm.gemm(ai, bi, split_k=4, device=dev)
    assert ri.split_k == 4
    assert_gemm(ri.c, ai, bi, "u8", "i32")
    # a batch splits too (grid z = batch x splits), a 2-D B shared by every batch
    a3 = rand((3, 20, 3000), "f16", rng)
    r3 = wmma_asm.gemm(a3, b[:3000], split_k=4, device=dev)
    assert r3.split_k == 4 and r3.c.shape == (3, 20, 40)
    assert_gemm(r3.c, a3, b[:3000], "f16", "f32")


def test_concurrent_calls_share_the_device_kernels(dev):
    """Threads calling gemm on one device at once (the GIL is released for the launch) share its
    loaded kernels (Device::shared_module_file); every result is right, including a split-K
    problem whose three kernels are shared too."""
    shapes = [(64, 64, 64), (37, 45, 70), (64, 64, 4096)]
    errors = []

    def work(seed):
        rng = np.random.default_rng(seed)
        try:
            for i in range(6):
                M, N, K = shapes[(seed + i) % len(shapes)]
                a, b = rand((M, K), "f16", rng), rand((K, N), "f16", rng)
                assert_gemm(wmma_asm.gemm(a, b, device=dev).c, a, b, "f16", "f32")
        except Exception as e:  # noqa: BLE001 (reported on the main thread)
            errors.append(e)

    threads = [threading.Thread(target=work, args=(s,)) for s in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors


def test_named_kernel_and_counters():
    d = wmma_asm.Device(backend="emu", counters=True)
    assert d.counters
    rng = np.random.default_rng(6)
    a, b = rand((64, 64), "f16", rng), rand((64, 64), "f16", rng)
    r = wmma_asm.gemm(a, b, kernel="k8", device=d)
    assert r.kernel == "k8" and r.selection
    assert r.modelled_ms is not None and r.modelled_ms > 0 and r.modelled_tflops > 0
    assert r.counters["global.lines_read"] > 0 and r.model_report.startswith("gfx1151: ")
    assert_gemm(r.c, a, b, "f16", "f32")


def test_bf16_conversions():
    x = np.array([1.0, -2.5, 3.14159, 1e-30, 65504.0, np.inf, -np.inf], dtype=np.float32)
    bits = wmma_asm.to_bf16(x)
    assert bits.dtype == np.uint16
    back = wmma_asm.from_bf16(bits)
    np.testing.assert_array_equal(back[[0, 1, 5, 6]], x[[0, 1, 5, 6]])
    assert abs(back[2] - x[2]) <= 2.0**-8 * abs(x[2])
    assert np.isnan(wmma_asm.from_bf16(wmma_asm.to_bf16(np.array([np.nan], np.float32))))[0]
    # round to nearest even at the halfway point: 1 + 2^-8 is halfway between 1 and 1 + 2^-7
    assert wmma_asm.from_bf16(wmma_asm.to_bf16(np.array([1 + 2.0**-8], np.float32)))[0] == 1.0
    with pytest.raises(wmma_asm.Error):
        wmma_asm.from_bf16(np.zeros(3, np.float32))


def test_float_inputs_convert_on_request(dev):
    rng = np.random.default_rng(7)
    a32, b32 = rng.random((20, 30), dtype=np.float32), rng.random((30, 10), dtype=np.float32)
    for dtype in ("f16", "bf16"):
        r = wmma_asm.gemm(a32, b32, dtype=dtype, device=dev)
        a = a32.astype(np.float16) if dtype == "f16" else wmma_asm.to_bf16(a32)
        b = b32.astype(np.float16) if dtype == "f16" else wmma_asm.to_bf16(b32)
        assert_gemm(r.c, a, b, dtype, "f32")


ERRORS = [
    (lambda d, h: wmma_asm.gemm(h((4, 4)).astype(np.float32), h((4, 4)), device=d), "float32 is not an input type"),
    (lambda d, h: wmma_asm.gemm(h((4, 4)).view(np.uint16), h((4, 4)).view(np.uint16), device=d), "dtype='bf16'"),
    (lambda d, h: wmma_asm.gemm(h((4, 5)), h((6, 4)), device=d), "inner dimensions 5 and 6 differ"),
    (lambda d, h: wmma_asm.gemm(h((4,)), h((4, 4)), device=d), "got 1-D"),
    (lambda d, h: wmma_asm.gemm(h((2, 2, 4, 4)), h((4, 4)), device=d), "got 4-D"),
    (lambda d, h: wmma_asm.gemm(h((0, 4)), h((4, 4)), device=d), "empty shape"),
    (lambda d, h: wmma_asm.gemm(h((2, 4, 4)), h((3, 4, 4)), device=d), "matrices"),
    (lambda d, h: wmma_asm.gemm(h((4, 4)), h((4, 4)), beta=1.0, device=d), "beta != 0 needs c"),
    (lambda d, h: wmma_asm.gemm(h((4, 4)), h((4, 4)), np.zeros((4, 5), np.float32), device=d), "c must be"),
    (lambda d, h: wmma_asm.gemm(h((4, 4)), h((4, 4)), np.zeros((4, 4), np.float16), device=d), "c must be"),
    (lambda d, h: wmma_asm.gemm(h((4, 4)), h((4, 4)), np.zeros((4, 4), np.float32).T, device=d), "C-contiguous"),
    (lambda d, h: wmma_asm.gemm(h((4, 4)), h((4, 4)), out_dtype="i32", device=d), "out_dtype='i32'"),
    (lambda d, h: wmma_asm.gemm(h((4, 4)), h((4, 4)), out_dtype="bf16", device=d), "out_dtype='bf16'"),
    (lambda d, h: wmma_asm.gemm(h((4, 4)), h((4, 4)), dtype="f8", device=d), "dtype 'f8'"),
    (lambda d, h: wmma_asm.gemm(h((4, 4)), h((4, 4)).astype(np.int8), device=d), "both operands must have one type"),
    (lambda d, h: wmma_asm.gemm(h((4, 4)).astype(np.int8), h((4, 4)).astype(np.int8), alpha=0.5, device=d),
     "integer alpha"),
    (lambda d, h: wmma_asm.gemm(h((4, 4)), h((4, 4)), kernel="no_such_kernel", device=d), "no_such_kernel"),
    (lambda d, h: wmma_asm.gemm(h((4, 4)), h((4, 4)), kernel="gemm_i8_i32_nn", device=d), "gemm_i8_i32_nn"),
    (lambda d, h: wmma_asm.gemm(h((64, 64)), h((64, 64)), kernel="k8", split_k=4, device=d), "split"),
    (lambda d, h: wmma_asm.gemm(h((4, 4)), h((4, 4)), counters=True, device=d), "counters=True"),
]


@pytest.mark.parametrize("call,message", ERRORS, ids=[m for _, m in ERRORS])
def test_errors(dev, call, message):
    h = lambda shape: np.ones(shape, np.float16)
    with pytest.raises(wmma_asm.Error, match=None) as e:
        call(dev, h)
    assert message in str(e.value)
    assert isinstance(e.value, RuntimeError)


def test_device_errors(tmp_path):
    with pytest.raises(wmma_asm.Error, match="no catalog.txt"):
        wmma_asm.Device(backend="emu", pack_dir=str(tmp_path))
    with pytest.raises(wmma_asm.Error):
        wmma_asm.Device(backend="tpu")
    # No GPU here: the HIP backend fails cleanly (on a machine with one, it opens).
    try:
        d = wmma_asm.Device(backend="hip")
        assert d.backend == "hip"
    except wmma_asm.Error as e:
        assert "GPU" in str(e) or "HIP" in str(e)


def test_catalog(dev):
    names = {k["name"]: k for k in dev.kernels()}
    assert "k8" in names and names["gemm_bf16_f32_tn"]["layout"] == "TN"
    assert names["gemm_i8_i32_nn"]["out"] == "i32" and names["gemm_f16_f32_nn"]["splitk"]
    assert dev.target == "gfx1151" and "emulator" in dev.description.lower()
