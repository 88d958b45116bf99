"""wmma_asm.load_module / launch on any code object, strict mode seen from Python, reference
counting, and the GIL released during launches."""
import os
import sys
import threading
import time

import numpy as np
import pytest

import wmma_asm
from conftest import assert_gemm, rand


def k1_args(a, b, c):
    M, K = a.shape
    N = b.shape[1]
    return [a, b, c, M, N, K, K, N, N, 1.0, 0.0]


def test_launch_k1(dev):
    m = wmma_asm.load_module(os.path.join(dev.pack_dir, "k1.hsaco"), device=dev)
    assert m.kernels() == ["k1"]
    rng = np.random.default_rng(10)
    a, b = rand((32, 48), "f16", rng), rand((48, 64), "f16", rng)
    a.flags.writeable = False   # read-only arrays are inputs: not copied back
    b.flags.writeable = False
    c = np.full((32, 64), np.nan, np.float32)
    r = wmma_asm.launch(m, "k1", (64 // 16, 32 // 16), (32,), k1_args(a, b, c))
    assert r["time_ms"] > 0 and r["timing_source"]
    assert_gemm(c, a, b, "f16", "f32")
    # the same with explicit scalar kinds
    c2 = np.zeros_like(c)
    args = [a, b, c2] + [("u32", v) for v in (32, 64, 48, 48, 64, 64)] + [("f32", 1.0), ("f32", 0.0)]
    wmma_asm.launch(m, "k1", (4, 2), (32,), args)
    np.testing.assert_array_equal(c2, c)


def test_launch_errors(dev, tmp_path):
    path = os.path.join(dev.pack_dir, "k1.hsaco")
    m = wmma_asm.load_module(path, device=dev)
    a, b, c = np.ones((16, 16), np.float16), np.ones((16, 16), np.float16), np.zeros((16, 16), np.float32)
    cases = [
        (lambda: wmma_asm.launch(m, "k1", (1, 1), (32,), [a, b, c, 16]), "takes 11 arguments, got 4"),
        (lambda: wmma_asm.launch(m, "k9", (1, 1), (32,), k1_args(a, b, c)), "k9"),
        (lambda: wmma_asm.launch(m, "k1", (1, 1), (32,), [a, b, 5] + k1_args(a, b, c)[3:]), "is a buffer"),
        (lambda: wmma_asm.launch(m, "k1", (1, 1), (32,), [a, b, c, c] + k1_args(a, b, c)[4:]), "not a buffer"),
        (lambda: wmma_asm.launch(m, "k1", (1, 1), (32,), k1_args(a, b, c)[:9] + [1.0, "x"]), "a numpy array, a number"),
        (lambda: wmma_asm.launch(m, "k1", (1, 1), (32,), k1_args(a, b, c)[:3] + [1.5] + k1_args(a, b, c)[4:]),
         "is an integer"),
        (lambda: wmma_asm.launch(m, "k1", (1, 1), (32,), k1_args(a, b, c)[:9] + [("f16", 1.0), 0.0]), "scalar kind"),
        (lambda: wmma_asm.launch(m, "k1", (1, 1), (32,), [a, b, c.T] + k1_args(a, b, c)[3:]), "C-contiguous"),
        (lambda: wmma_asm.launch(m, "k1", (), (32,), k1_args(a, b, c)), "one to three sizes"),
        (lambda: wmma_asm.launch(m, "k1", (1, 1), (33,), k1_args(a, b, c)), "33"),
    ]
    for call, message in cases:
        with pytest.raises(wmma_asm.Error) as e:
            call()
        assert message in str(e.value), (message, str(e.value))
    truncated = tmp_path / "cut.hsaco"
    truncated.write_bytes(open(path, "rb").read()[:200])
    with pytest.raises(wmma_asm.Error):
        wmma_asm.load_module(str(truncated), device=dev)
    foreign = tmp_path / "foreign.hsaco"
    foreign.write_bytes(b"\x7fELF" + b"\x00" * 60)
    with pytest.raises(wmma_asm.Error):
        wmma_asm.load_module(str(foreign), device=dev)
    with pytest.raises(wmma_asm.Error):
        wmma_asm.load_module(str(tmp_path / "missing.hsaco"), device=dev)


def test_strict_mode_catches_an_out_of_bounds_store(dev):
    """A launch whose C is too small: hardware would scribble past it; strict mode stops it."""
    m = wmma_asm.load_module(os.path.join(dev.pack_dir, "k1.hsaco"), device=dev)
    a, b = np.ones((32, 32), np.float16), np.ones((32, 32), np.float16)
    small = np.zeros(10, np.float32)
    args = [a, b, small, 32, 32, 32, 32, 32, 32, 1.0, 0.0]
    with pytest.raises(wmma_asm.Error, match="outside every allocation"):
        wmma_asm.launch(m, "k1", (2, 2), (32,), args)


def rss_kib():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise AssertionError("no VmRSS")


def test_no_reference_or_memory_leak(dev):
    rng = np.random.default_rng(11)
    a, b = rand((24, 40), "f16", rng), rand((40, 16), "f16", rng)
    c = np.zeros((24, 16), np.float32)
    m = wmma_asm.load_module(os.path.join(dev.pack_dir, "k1.hsaco"), device=dev)
    for _ in range(20):                              # warm up allocator pools
        wmma_asm.gemm(a, b, c, device=dev)
    refs = [sys.getrefcount(x) for x in (a, b, c, dev)]
    before = rss_kib()
    for _ in range(300):
        r = wmma_asm.gemm(a, b, c, device=dev)
        wmma_asm.launch(m, "k1", (1, 1), (32,), [a[:16, :32].copy(), b[:32].copy(), c[:16].copy(), 16, 16, 32, 32, 16,
                                                 16, 1.0, 0.0])
    del r
    grown = rss_kib() - before
    assert [sys.getrefcount(x) for x in (a, b, c, dev)] == refs
    assert grown < 8 * 1024, f"RSS grew by {grown} KiB over 300 calls"


def test_gil_released_during_a_launch():
    """A launch of about a second on one emulator thread: the main thread keeps
    running Python meanwhile (with the GIL held it would stall for the whole launch)."""
    d = wmma_asm.Device(backend="emu", threads=1)
    rng = np.random.default_rng(12)
    a, b = rand((1024, 1024), "f16", rng), rand((1024, 1024), "f16", rng)
    done = {}

    def work():
        t = time.perf_counter()
        wmma_asm.gemm(a, b, kernel="k1", device=d)
        done["seconds"] = time.perf_counter() - t

    t = threading.Thread(target=work)
    last, worst, ticks = time.perf_counter(), 0.0, 0
    t.start()
    while t.is_alive():
        now = time.perf_counter()
        worst, last, ticks = max(worst, now - last), now, ticks + 1
    t.join()
    assert done["seconds"] > 0.1, "the launch is too short to tell"
    assert worst < done["seconds"] / 4, f"main thread stalled {worst:.3f} s of a {done['seconds']:.3f} s launch"
