#!/usr/bin/python3
"""The pack from Python: square GEMMs of each input type through wmma_asm.gemm, checked against
numpy, a table of the kernel chosen and its modelled gfx1151 TFLOP/s, and a plot of those against
size (matplotlib).

    PYTHONPATH=build/python /usr/bin/python3 examples/python_gemm.py [--sizes 256,512,1024] [--out gemm.png]

On the emulator every result is computed by the kernels' real machine code; the TFLOP/s come from
the timing model (modelled, not measured). On a GPU (--backend hip) the model does not run and the
table shows the measured wall time instead.
"""
import argparse
import sys

import numpy as np

import wmma_asm

TYPES = (("f16", "f32"), ("bf16", "f32"), ("i8", "i32"))


def operands(dtype, n, rng):
    x, y = rng.random((n, n), dtype=np.float32) - 0.5, rng.random((n, n), dtype=np.float32) - 0.5
    if dtype == "f16":
        return x.astype(np.float16), y.astype(np.float16), x.astype(np.float16), y.astype(np.float16)
    if dtype == "bf16":
        a, b = wmma_asm.to_bf16(x), wmma_asm.to_bf16(y)
        return a, b, wmma_asm.from_bf16(a), wmma_asm.from_bf16(b)
    a, b = (x * 255).astype(np.int8), (y * 255).astype(np.int8)
    return a, b, a, b


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="256,512,1024", help="M = N = K values, comma-separated")
    ap.add_argument("--out", default="python_gemm.png", help="the plot (PNG)")
    ap.add_argument("--backend", default="auto", choices=("auto", "emu", "hip"))
    a = ap.parse_args()
    sizes = [int(s) for s in a.sizes.split(",")]
    dev = wmma_asm.Device(backend=a.backend, counters=True)
    print(f"device: {dev.description}")
    rng = np.random.default_rng(0)
    rows = []
    print(f"{'type':<10} {'size':>6}  {'kernel':<26} {'split':>5} {'max rel err':>12}  {'TFLOP/s':>8}")
    for dtype, out in TYPES:
        for n in sizes:
            x, y, xr, yr = operands(dtype, n, rng)
            r = wmma_asm.gemm(x, y, dtype=dtype, out_dtype=out, device=dev)
            ref = xr.astype(np.float64) @ yr.astype(np.float64)
            err = float(np.abs(r.c - ref).max() / max(np.abs(ref).max(), 1e-30))
            if r.modelled_tflops is not None:
                tf, label = r.modelled_tflops, "modelled"
            else:
                tf, label = 2.0 * n**3 / (r.time_ms * 1e-3) / 1e12, "measured"
            rows.append((dtype, out, n, r.kernel, tf))
            print(f"{dtype + '->' + out:<10} {n:>6}  {r.kernel:<26} {r.split_k:>5} {err:>12.2e}  {tf:>8.2f} {label}")
            if err > 1e-5:
                print(f"error: {dtype} {n}: result off by {err:g}", file=sys.stderr)
                return 1
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(6, 4))
    for dtype, out in TYPES:
        pts = [(n, tf) for d, o, n, _, tf in rows if (d, o) == (dtype, out)]
        ax.plot([p[0] for p in pts], [p[1] for p in pts], marker="o", label=f"{dtype} -> {out}")
    ax.set_xscale("log", base=2)
    ax.set_xlabel("M = N = K")
    ax.set_ylabel(f"TFLOP/s, TOP/s for i8 ({label}, {dev.target})")
    ax.set_title("wmma_asm.gemm: kernel chosen by the library")
    ax.grid(True, alpha=0.3)
    ax.legend()
    fig.tight_layout()
    fig.savefig(a.out, dpi=100)
    print(f"plot: {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
