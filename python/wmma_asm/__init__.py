"""wmma_asm: the hand-written WMMA GEMM kernels for gfx1151, from Python (docs/python.md).

    import numpy as np, wmma_asm
    a = np.random.rand(512, 256).astype(np.float16)
    b = np.random.rand(256, 384).astype(np.float16)
    c = wmma_asm.matmul(a, b)                 # float32 (512, 384), on the GPU or the emulator
    r = wmma_asm.gemm(a, b, counters=True)    # a GemmResult: r.c, r.kernel, r.modelled_ms, ...
    o = wmma_asm.attention(q, k, v, causal=True).o   # FlashAttention forward, q/k/v [B,H,S,D] f16

Operands are numpy arrays of the kernels' input types: float16 ("f16"), bfloat16 held as uint16
bits ("bf16": say dtype="bf16"; `to_bf16`/`from_bf16` convert), int8 ("i8") and uint8 ("u8").
2-D arrays multiply; 3-D arrays are batches (a 2-D operand is shared by every batch). A transposed
view (`x.T`, a Fortran-ordered array) is passed to the kernels as the stored matrix with op = T,
without a copy; any other non-contiguous array is packed into a contiguous copy first (GemmResult
.copies names them). Rows of any length are taken: the library stages on the device an operand
whose row length its kernel cannot read (GemmResult.staged names them).

Every launch goes through the C++ library (GemmPlan): kernel selection from the pack's tuned
table, validation, the upload, the launch, the download. On the emulator each result is computed
by executing the kernels' real machine code; `modelled_ms` is the timing model's figure for
gfx1151 (modelled, not measured) when the device was opened with counters=True.
"""
import functools
import os

import numpy as np

from . import _core
from ._core import Error

__all__ = ["Device", "Error", "GemmResult", "AttentionResult", "default_device", "gemm", "matmul", "attention",
           "to_bf16", "from_bf16", "load_module", "launch", "INPUT_TYPES", "OUTPUT_TYPES"]

# The element types the library computes: input type -> the output types it can write.
OUTPUT_TYPES = {"f16": ("f32", "f16"), "bf16": ("f32", "bf16"), "i8": ("i32",), "u8": ("i32",)}
INPUT_TYPES = tuple(OUTPUT_TYPES)
_NUMPY = {"f16": np.float16, "bf16": np.uint16, "i8": np.int8, "u8": np.uint8, "f32": np.float32,
          "i32": np.int32}


def _pack_roots():
    """Where a pack sits next to this package: a build tree (build/python/wmma_asm ->
    build/<arch>) and an install (<prefix>/lib/python3.X/dist-packages/wmma_asm ->
    <prefix>/share/wmma_asm/<arch>)."""
    here = os.path.dirname(os.path.abspath(__file__))
    return [os.path.normpath(os.path.join(here, "..", "..")),
            os.path.normpath(os.path.join(here, "..", "..", "..", "..", "share", "wmma_asm"))]


class Device:
    """A device (HIP GPU or the emulator) with the kernel pack of its target.

    backend: "auto" (HIP when a GPU exists, else the emulator), "hip" or "emu".
    strict: the emulator's strict mode (missing waits, races, out-of-bounds accesses are errors).
    threads: emulator host threads (0: all cores). counters: the emulator's exact counters and
    the timing model's modelled time for every launch. pack_dir: the pack (default: next to this
    package, else $WMMA_ASM_PACK_DIR). arch: the gfx target the emulator presents.
    """

    def __init__(self, backend="auto", strict=True, threads=0, counters=False, pack_dir=None, arch=None):
        self._d = _core.Device(backend, bool(strict), int(threads), bool(counters), pack_dir or "", arch or "",
                               _pack_roots())

    backend = property(lambda self: self._d.backend, doc='"hip" or "emu"')
    description = property(lambda self: self._d.description)
    target = property(lambda self: self._d.target, doc="the gfx target the device runs, e.g. gfx1151")
    pack_dir = property(lambda self: self._d.pack_dir)
    counters = property(lambda self: self._d.counters, doc="opened with counters and the timing model")

    def kernels(self):
        """The pack's catalog: one dict per kernel (name, kind, dtype, out, layout, tile, ...)."""
        return self._d.kernels()

    def __repr__(self):
        return f"wmma_asm.Device({self.description!r}, pack={self.pack_dir!r})"


@functools.lru_cache(maxsize=None)
def default_device(backend="auto", strict=True, threads=0, counters=False):
    """The device the module-level calls use when none is given, opened once per option set."""
    return Device(backend=backend, strict=strict, threads=threads, counters=counters)


class GemmResult:
    """A GEMM's result array `c` and how it was computed."""

    def __init__(self, c, outcome, device):
        self.c = c
        self.kernel = outcome.kernel            # the pack kernel that ran
        self.selection = outcome.selection      # why it was chosen
        self.split_k = outcome.split_k          # K cut into this many pieces (1: none)
        self.time_ms = outcome.time_ms          # wall clock (HIP events, or the emulator's host time)
        self.timing_source = outcome.timing_source
        self.modelled_ms = outcome.modelled_ms  # the timing model's gfx1151 time (counters=True), else None
        self.modelled_tflops = outcome.modelled_tflops
        self.model_report = outcome.model_report
        self.counters = dict(outcome.counters)
        self.copies = list(outcome.copies)      # operands packed into a contiguous copy on the host
        self.staged = list(outcome.staged)      # operands the library staged on the device for their ld
        self.backend = device.backend

    def __repr__(self):
        t = f"{self.modelled_ms:.4f} ms modelled" if self.modelled_ms is not None else f"{self.time_ms:.3f} ms"
        return f"GemmResult(kernel={self.kernel!r}, split_k={self.split_k}, {t}, c={self.c.dtype}{self.c.shape})"


def to_bf16(x):
    """float array -> bfloat16 bits (uint16), rounded to nearest even (NaN stays NaN)."""
    f = np.ascontiguousarray(x, dtype=np.float32)
    u = f.view(np.uint32).astype(np.uint64)
    rounded = ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)
    nan = np.isnan(f)
    if nan.any():
        rounded[nan] = ((u[nan] >> 16) | 0x40).astype(np.uint16)
    return rounded


def from_bf16(bits):
    """bfloat16 bits (uint16) -> float32 (exact)."""
    b = np.ascontiguousarray(bits)
    if b.dtype != np.uint16:
        raise Error(f"from_bf16: expected uint16 bfloat16 bits, got {b.dtype}")
    return (b.astype(np.uint32) << 16).view(np.float32)


def _input_type(x, dtype, name):
    """The library input type of operand `x` (converting float arrays when dtype asks for it)."""
    if dtype is not None and dtype not in INPUT_TYPES:
        raise Error(f"dtype {dtype!r}: the kernels take {', '.join(INPUT_TYPES)}")
    x = np.asarray(x)
    kind = {np.dtype(np.float16): "f16", np.dtype(np.int8): "i8", np.dtype(np.uint8): "u8"}.get(x.dtype)
    if x.dtype == np.uint16 and dtype == "bf16":
        kind = "bf16"
    if dtype is None:
        if kind is None:
            hint = " (bfloat16 bits: pass dtype='bf16')" if x.dtype == np.uint16 else ""
            raise Error(f"{name}: {x.dtype} is not an input type of the kernels (float16, int8, uint8, "
                        f"bfloat16 as uint16){hint}; cast it or pass dtype=")
        return x, kind
    if kind == dtype:
        return x, kind
    if x.dtype.kind == "f":          # convert floats on request
        return (to_bf16(x) if dtype == "bf16" else x.astype(_NUMPY[dtype])), dtype
    raise Error(f"{name}: cannot take {x.dtype} as {dtype}")


def _operand(x, name):
    """(stored array, op, batched): `x` as the kernels read it. A view whose last two axes are
    transposed relative to C order is passed as its stored matrix with op = T (no copy)."""
    if 0 in x.shape:
        raise Error(f"{name}: empty shape {x.shape}")
    swapped = np.swapaxes(x, -1, -2)
    if not x.flags.c_contiguous and swapped.flags.c_contiguous and x.shape[-1] > 1 and x.shape[-2] > 1:
        return swapped, True, x.ndim == 3
    return x, False, x.ndim == 3


def gemm(a, b, c=None, *, alpha=1.0, beta=0.0, trans_a=False, trans_b=False, out_dtype=None, dtype=None,
         kernel="auto", split_k=0, device=None, counters=False):
    """C = alpha * op(a) @ op(b) + beta * c on the pack's kernels; returns a GemmResult (.c).

    op(x) is x, or its transpose when trans_x: a is (M, K), or (K, M) with trans_a; b is (K, N), or
    (N, K) with trans_b; a leading axis makes a batch (a 2-D operand is shared by every batch).
    c: where the result goes, (M, N) or (batch, M, N), C-contiguous, of the output type; read when
    beta != 0 (required then), written in place; None: a new array. out_dtype: "f32" or the input
    type for f16 and bf16 inputs (default f32; bf16 results are uint16 bits, `from_bf16`
    converts), "i32" for i8 and u8. dtype: the input type when it is not the arrays' own ("bf16" for
    uint16 bits; float arrays are converted). kernel: "auto" (the tuned selection) or a pack
    kernel name; split_k: K cut into that many pieces (0: the selection's choice). counters: the
    emulator's counters and the modelled time (on the default device; a given device must have
    been opened with counters=True).
    """
    if device is None:
        device = default_device(counters=bool(counters))
    elif counters and not device._d.counters:
        raise Error("counters=True needs a Device opened with counters=True")
    a, ta = _input_type(a, dtype, "a")
    b, tb = _input_type(b, dtype, "b")
    if ta != tb:
        raise Error(f"a is {ta} and b is {tb}: both operands must have one type")
    out = out_dtype or ("i32" if ta in ("i8", "u8") else "f32")
    if out not in OUTPUT_TYPES[ta]:
        raise Error(f"out_dtype={out!r}: {ta} inputs give {', '.join(OUTPUT_TYPES[ta])}")
    for x, name in ((a, "a"), (b, "b")):
        if x.ndim not in (2, 3):
            raise Error(f"{name}: a matrix (2-D) or a batch of matrices (3-D), got {x.ndim}-D")
    # The logical operands op(a), op(b); _operand finds the stored layout the kernels read.
    a = np.swapaxes(a, -1, -2) if trans_a else a
    b = np.swapaxes(b, -1, -2) if trans_b else b
    sa, op_a, a_batched = _operand(a, "a")
    sb, op_b, b_batched = _operand(b, "b")
    M, K = a.shape[-2], a.shape[-1]
    K2, N = b.shape[-2], b.shape[-1]
    if K != K2:
        raise Error(f"op(a) is {a.shape} and op(b) is {b.shape}: inner dimensions {K} and {K2} differ")
    batch = max(a.shape[0] if a_batched else 1, b.shape[0] if b_batched else 1)
    for x, batched, name in ((a, a_batched, "a"), (b, b_batched, "b")):
        if batched and x.shape[0] != batch:
            raise Error(f"{name} has {x.shape[0]} matrices, the other operand {batch}")
    shape = (batch, M, N) if (a_batched or b_batched) else (M, N)
    out_np = np.dtype(_NUMPY[out])
    if c is None:
        if beta != 0:
            raise Error("beta != 0 needs c")
        c = np.empty(shape, dtype=out_np)
    else:
        if not isinstance(c, np.ndarray) or c.dtype != out_np or c.shape != shape:
            raise Error(f"c must be a {out_np} array of shape {shape} (out_dtype={out!r})")
        if not c.flags.c_contiguous or not c.flags.writeable:
            raise Error("c must be C-contiguous and writeable (the result is written into it)")
    if out == "i32" and (alpha != int(alpha) or beta != int(beta)):
        raise Error("an i32 result takes integer alpha and beta")
    r = _core.gemm_core(device._d, sa, sb, c, ta, out, op_a, op_b, batch, a_batched, b_batched, M, N, K,
                        float(alpha), float(beta), kernel, int(split_k))
    return GemmResult(c, r, device)


def matmul(a, b, *, out_dtype=None, dtype=None, device=None, kernel="auto"):
    """a @ b (numpy semantics for 2-D and 3-D operands) on the pack's kernels, as an array; see gemm()."""
    return gemm(a, b, out_dtype=out_dtype, dtype=dtype, device=device, kernel=kernel).c


class AttentionResult:
    """An attention's output `o` (float16, q's layout), log-sum-exp `lse` (float32 [B, H, Sq]) and
    how they were computed."""

    def __init__(self, o, lse, outcome, device, copies):
        self.o = o
        self.lse = lse
        self.kernel = outcome.kernel
        self.time_ms = outcome.time_ms
        self.timing_source = outcome.timing_source
        self.modelled_ms = outcome.modelled_ms      # the timing model's gfx1151 time (counters=True), else None
        self.modelled_tflops = outcome.modelled_tflops
        self.model_report = outcome.model_report
        self.counters = dict(outcome.counters)
        self.copies = list(copies)                  # inputs made contiguous first
        self.backend = device.backend

    def __repr__(self):
        t = f"{self.modelled_ms:.4f} ms modelled" if self.modelled_ms is not None else f"{self.time_ms:.3f} ms"
        return f"AttentionResult(kernel={self.kernel!r}, {t}, o={self.o.dtype}{self.o.shape})"


def attention(q, k, v, *, causal=False, scale=None, layout="bhsd", kernel="auto", device=None, counters=False):
    """O = softmax(scale * Q K^T + mask) V on the pack's FlashAttention kernels; an AttentionResult.

    q: float16 [B, H, Sq, D] (layout="bhsd") or [B, Sq, H, D] (layout="bshd"); 3-D arrays are one
    batch ([H, S, D] / [S, H, D]). k, v: the same with Hkv heads and Skv keys, Hkv dividing H (GQA,
    MQA). D is 64 or 128. causal: the mask aligned bottom-right when Sq != Skv (FlashAttention-2's
    convention); a query that sees no key gets O = 0 and LSE = -inf. scale: default 1/sqrt(D).
    Arrays whose last axis is contiguous are read in place with their own strides (a slice or a
    permuted view needs no copy); others are made contiguous first (.copies names them).
    """
    if device is None:
        device = default_device(counters=bool(counters))
    elif counters and not device._d.counters:
        raise Error("counters=True needs a Device opened with counters=True")
    if layout not in ("bhsd", "bshd"):
        raise Error(f"layout={layout!r}: 'bhsd' ([B,H,S,D]) or 'bshd' ([B,S,H,D])")
    arrays, copies = [], []
    for x, name in ((q, "q"), (k, "k"), (v, "v")):
        x = np.asarray(x)
        if x.dtype != np.float16:
            raise Error(f"attention: {name} is {x.dtype}; the kernels take float16")
        if x.ndim == 3:
            x = x[np.newaxis]
        if x.ndim != 4:
            raise Error(f"attention: {name} must be 4-D ({layout}) or 3-D (one batch), got {x.ndim}-D")
        if 0 in x.shape:
            raise Error(f"attention: {name} has an empty shape {x.shape}")
        if x.strides[3] != 2 or any((st <= 0 or st % 2) and n > 1 for st, n in zip(x.strides[:3], x.shape[:3])):
            x = np.ascontiguousarray(x)
            copies.append(name)
        arrays.append(x)
    q4, k4, v4 = arrays
    if layout == "bhsd":
        (B, H, Sq, D), (Bk, Hkv, Skv, Dk), vs = q4.shape, k4.shape, v4.shape
    else:
        (B, Sq, H, D), (Bk, Skv, Hkv, Dk), vs = q4.shape, k4.shape, v4.shape
    if k4.shape != vs:
        raise Error(f"attention: k {k4.shape} and v {vs} must have one shape")
    if Bk != B or Dk != D:
        raise Error(f"attention: q {q4.shape} and k {k4.shape} differ in batch or head dim")
    if H % Hkv:
        raise Error(f"attention: {H} query heads is not a multiple of {Hkv} kv heads")
    o = np.empty(q4.shape, dtype=np.float16)
    lse = np.empty((B, H, Sq), dtype=np.float32)
    r = _core.attn_core(device._d, q4, k4, v4, o, lse, B, H, Hkv, Sq, Skv, D, bool(causal),
                        0.0 if scale is None else float(scale), layout, kernel)
    if np.asarray(q).ndim == 3:
        o, lse = o[0], lse[0]
    return AttentionResult(o, lse, r, device, copies)


def load_module(path, device=None):
    """Loads a code object (.hsaco) on `device` for launch()."""
    dev = device if device is not None else default_device()
    return _core.load_module(dev._d, os.fspath(path))


def launch(module, kernel, grid, block, args):
    """Launches `kernel` of a loaded module and waits for it: grid and block are 1 to 3 sizes (grid
    in workgroups); args in the kernel's order: a C-contiguous numpy array for each buffer (copied
    to the device, and back into the array after the launch unless it is read-only) and a number
    for each value (typed by the kernel's metadata; a (kind, value) pair with kind u32, i32, u64,
    f32 or f64 forces a type). Returns a dict: time_ms, timing_source, modelled_ms, counters."""
    return _core.launch(module, kernel, list(grid), list(block), list(args))
