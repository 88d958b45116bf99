#!/usr/bin/env python3
"""Wall time of one library call from Python, for small problems where the call's own work
(selecting the kernel, loading it, allocating, copying) shows beside the kernel's.

    PYTHONPATH=build/python /usr/bin/python3 tools/call_latency.py [--calls 400] [--no-strict]

Prints, per problem, the median and the best of --calls calls of wmma_asm.gemm / attention on
the default device (the emulator when no GPU is present: host wall clock, not a GPU figure) after
three warm-up calls, and the emulator's own time of the launch (`time_ms`) for comparison.
"""

import argparse
import statistics
import time

import numpy as np
import wmma_asm


def measure(call, calls):
    for _ in range(3):
        call()
    wall, kernel = [], []
    for _ in range(calls):
        t = time.perf_counter()
        r = call()
        wall.append((time.perf_counter() - t) * 1e3)
        kernel.append(r.time_ms)
    return statistics.median(wall), min(wall), statistics.median(kernel)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--calls", type=int, default=400)
    ap.add_argument("--no-strict", action="store_true", help="the device without strict mode")
    args = ap.parse_args()
    dev = wmma_asm.Device(strict=not args.no_strict)
    rng = np.random.default_rng(1)
    problems = []
    for n in (64, 256):
        a = rng.standard_normal((n, n)).astype(np.float16)
        b = rng.standard_normal((n, n)).astype(np.float16)
        problems.append((f"gemm f16 -> f32 {n}^3", lambda a=a, b=b: wmma_asm.gemm(a, b, device=dev)))
    q = rng.standard_normal((1, 2, 64, 64)).astype(np.float16)
    problems.append(("attention B=1 H=2 S=64 D=64",
                     lambda: wmma_asm.attention(q, q, q, device=dev)))
    print(f"{dev.description}; {args.calls} calls each (ms: wall median / best, launch median)")
    for name, call in problems:
        med, best, kern = measure(call, args.calls)
        print(f"  {name:32s} {med:8.3f} / {best:8.3f}   launch {kern:8.3f}")


if __name__ == "__main__":
    main()
