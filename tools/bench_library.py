#!/usr/bin/env python3
"""make bench, the GEMM library part: what `--kernel auto` gives, against the library issue's targets.

    tools/bench_library.py --run build/obj/wmma_asm_run [--arch gfx1151] [--out docs/bench_library.md]

Every figure is the timing model's (modelled on the target's device description, not a
measurement). Runs `wmma_asm_run --counters --no-check --no-strict --json` with the kernel the
pack's selection table picks (--kernel auto, its split-K included); problems wider than --sub
execute a --sub-wide sub-problem with the full K and leading dimensions and are timed at the full
grid (WMMA_ASM_MODEL_GRID), as make bench does. Writes a markdown report (tables: f16 -> f32 NN
against rocBLAS's measured gfx1151 figures; every layout and type at 4096 against NN; the skinny
shapes: M = 1 against the description's DRAM bandwidth, M = N = 64, K = 16384 against the best
single-pass kernel) and a plot of modelled TFLOP/s against size per type (matplotlib).
"""

import argparse
import datetime
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
from modelled_plot import plot_modelled  # noqa: E402
SIZES = (512, 1024, 2048, 4096)
ROCBLAS = {512: 20.6, 1024: 37.0, 2048: 38.5, 4096: 41.0}   # seed 000, measured on gfx1151, FP16
TYPES = (("f16", "f32"), ("bf16", "f32"), ("f16", "f16"), ("bf16", "bf16"), ("i8", "i32"), ("u8", "i32"))
LAYOUTS = ("NN", "NT", "TN", "TT")


def run(binary, arch, m, n, k, sub, dtype="f16", out="f32", layout="NN", kernel="auto", split=None):
    """(modelled ms, modelled TFLOP/s, kernel, split, json) of one problem."""
    env = dict(os.environ)
    cmd = [binary, "--arch", arch, "--kernel", kernel, "--dtype", dtype, "--out", out, "--layout", layout,
           "--counters", "--no-check", "--no-strict", "--json", "--k", str(k)]
    if split:
        cmd += ["--split-k", str(split)]
    probe = None
    if max(m, n) > sub:
        # The tile is the chosen kernel's: ask which one the full problem gets (a sub-problem may
        # pick another). A split-K choice runs in full: its reduction kernel has a grid of its own,
        # which WMMA_ASM_MODEL_GRID would misstate.
        sel = subprocess.run([binary, "--arch", arch, "--kernel", kernel, "--dtype", dtype, "--out", out, "--layout", layout,
                              "--k", str(k), "--m", str(m), "--n", str(n), "--select-only", "--json"] +
                             (["--split-k", str(split)] if split else []), capture_output=True, text=True)
        if sel.returncode != 0:
            raise SystemExit(f"bench_library: --select-only failed: {sel.stderr}")
        probe = json.loads(sel.stdout)
    if probe and probe.get("split_k", 1) > 1:
        cmd[cmd.index("--kernel") + 1] = probe["kernel"]
        if not split:
            cmd += ["--split-k", str(probe["split_k"])]
        cmd += ["--m", str(m), "--n", str(n)]
    elif probe:
        name = probe["kernel"]
        listing = json.loads(subprocess.run([binary, "--list", "--json", "--arch", arch], capture_output=True,
                                            text=True).stdout)
        e = next(x for x in listing["kernels"] if x["name"] == name)
        env["WMMA_ASM_MODEL_GRID"] = f"{-(-n // e['tile_n'])},{-(-m // e['tile_m'])}"
        ld = lambda v: -(-v // e["ld_multiple"]) * e["ld_multiple"]
        cmd[cmd.index("--kernel") + 1] = name
        cmd += ["--m", str(min(m, sub)), "--n", str(min(n, sub)), "--lda", str(ld(m if layout[0] == "T" else k)),
                "--ldb", str(ld(k if layout[1] == "T" else n)), "--ldc", str(ld(n))]
    else:
        cmd += ["--m", str(m), "--n", str(n)]
    p = subprocess.run(cmd, env=env, capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit(f"bench_library: {' '.join(cmd)} failed:\n{p.stderr}")
    j = json.loads(p.stdout)
    return j["modelled_time_ms"], j["modelled_tflops"], j["kernel"], j.get("split_k", 1), j


def device_dram_gbps(arch):
    for line in open(os.path.join(ROOT, "devices", f"{arch}.txt")):
        f = line.split()
        if f and f[0] == "dram_gbps":
            return float(f[1])
    return 0.0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--run", default=os.path.join(ROOT, "build/obj/wmma_asm_run"))
    ap.add_argument("--arch", default="gfx1151")
    ap.add_argument("--sub", type=int, default=1024)
    ap.add_argument("--out", default=os.path.join(ROOT, "docs/bench_library.md"))
    a = ap.parse_args()
    log = lambda s: print("bench_library: " + s, file=sys.stderr, flush=True)
    L = [f"# The GEMM library, modelled", "",
         f"Written by `tools/bench_library.py` (`make bench`) on {datetime.datetime.now():%Y-%m-%d %H:%M}. Every figure is "
         f"**modelled** by the emulator's timing model on the {a.arch} description (not a measurement); `--kernel auto` "
         "picks the kernel (and split-K) from the pack's selection table; sizes above "
         f"{a.sub} are timed at the full grid from a {a.sub}-wide execution.", ""]
    # 1. f16 -> f32 NN against rocBLAS
    L += ["## f16 -> f32 NN, M = N = K, against rocBLAS measured on gfx1151 (seed 000)", "",
          "| size | kernel chosen | modelled TFLOP/s | rocBLAS (measured) | ratio | target (>= rocBLAS) |", "|---:|---|---:|---:|---:|---|"]
    curves = {}
    for n in SIZES:
        ms, tf, k, sp, _ = run(a.run, a.arch, n, n, n, a.sub)
        log(f"f16_f32 NN {n}: {k} {tf:.2f}")
        curves.setdefault("f16 -> f32", []).append((n, tf))
        L.append(f"| {n} | {k}{'@%d' % sp if sp > 1 else ''} | {tf:.2f} | {ROCBLAS[n]} | {tf / ROCBLAS[n]:.2f}x | "
                 f"{'met' if tf >= ROCBLAS[n] else 'not met'} |")
    # 2. every layout and type at 4096
    L += ["", "## Every layout and type at 4096 (against NN of the same types; bf16 against f16)", "",
          "| types | NN | NT | TN | TT | worst layout / NN | target |", "|---|---:|---:|---:|---:|---:|---|"]
    at4096 = {}
    for dt, out in TYPES:
        row = {}
        for lay in LAYOUTS:
            ms, tf, k, sp, _ = run(a.run, a.arch, 4096, 4096, 4096, a.sub, dt, out, lay)
            row[lay] = tf
            log(f"{dt}_{out} {lay} 4096: {k} {tf:.2f}")
        at4096[(dt, out)] = row
        worst = min(row.values()) / row["NN"]
        tgt = "within 10% of NN: " + ("met" if worst >= 0.9 else "not met")
        if dt in ("i8", "u8"):
            tgt += f"; >= 50 TOPS: {'met' if row['NN'] >= 50 else 'not met'}"
        L.append(f"| {dt} -> {out} | " + " | ".join(f"{row[l]:.2f}" for l in LAYOUTS) + f" | {worst:.3f} | {tgt} |")
    for lo, hi in ((("bf16", "f32"), ("f16", "f32")), (("bf16", "bf16"), ("f16", "f16"))):
        r = min(at4096[lo][l] / at4096[hi][l] for l in LAYOUTS)
        L.append("")
        L.append(f"{lo[0]} -> {lo[1]} against {hi[0]} -> {hi[1]}, worst layout: {r:.3f} (target: within 5%: "
                 f"{'met' if r >= 0.95 else 'not met'}).")
    # sizes per type (NN) for the plot
    for dt, out in TYPES[1:]:
        for n in SIZES:
            curves.setdefault(f"{dt} -> {out}", []).append((n, run(a.run, a.arch, n, n, n, a.sub, dt, out)[1]))
    # 3. skinny shapes
    dram = device_dram_gbps(a.arch)
    ms, tf, k, sp, _ = run(a.run, a.arch, 1, 4096, 4096, a.sub)
    bytes_moved = 4096 * 4096 * 2 + 4096 * 2 + 4096 * 4
    gbps = bytes_moved / (ms * 1e-3) / 1e9
    L += ["", "## The shapes the 128-row tiles serve badly", "",
          "| problem | kernel chosen | modelled | figure | target |", "|---|---|---:|---|---|",
          f"| M = 1, N = K = 4096 (f16 -> f32 NN) | {k}{'@%d' % sp if sp > 1 else ''} | {ms * 1e3:.1f} us | "
          f"{gbps:.0f} GB/s = {100 * gbps / dram:.0f}% of the description's {dram:.0f} GB/s (A, B, C once) | "
          f">= 80%: {'met' if gbps >= 0.8 * dram else 'not met'} |"]
    ms_auto, tf, k, sp, _ = run(a.run, a.arch, 64, 64, 16384, a.sub)
    listing = json.loads(subprocess.run([a.run, "--list", "--json", "--arch", a.arch], capture_output=True, text=True).stdout)
    single = []
    for e in listing["kernels"]:
        if e["kind"] == "gemm" and e["dtype"] == "f16" and e["out"] == "f32" and e["a_layout"] == "row" and \
                e["b_layout"] == "row" and 64 % e["m_multiple"] == 0 and 64 % e["n_multiple"] == 0 and 16384 % e["k_multiple"] == 0:
            s_ms = run(a.run, a.arch, 64, 64, 16384, a.sub, kernel=e["name"], split=1)[0]
            single.append((s_ms, e["name"]))
    best_ms, best = min(single)
    L.append(f"| M = N = 64, K = 16384 (f16 -> f32 NN) | {k}{'@%d' % sp if sp > 1 else ''} | {ms_auto * 1e3:.1f} us | "
             f"{best_ms / ms_auto:.2f}x the best single-pass kernel ({best}, {best_ms * 1e3:.1f} us, of {len(single)}) | "
             f">= 4x: {'met' if best_ms / ms_auto >= 4 else 'not met'} |")
    # plot
    png = os.path.splitext(a.out)[0] + ".png"
    L += ["", plot_modelled(png, curves, f"GEMM library, --kernel auto, NN: modelled on {a.arch} (timing model)",
                            "M = N = K", "TFLOP/s (TOPS for i8/u8)",
                            refs=[("rocBLAS FP16 (measured, seed 000)", ROCBLAS)])]
    with open(a.out, "w") as f:
        f.write("\n".join(L) + "\n")
    log(f"wrote {a.out}")


if __name__ == "__main__":
    main()
