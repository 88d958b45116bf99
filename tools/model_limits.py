#!/usr/bin/env python3
"""What the timing model says limits a kernel: one table row per kernel and size.

    tools/model_limits.py --run build/obj/wmma_asm_run [--kernels k5,k6,k7,k8] [--sizes 1024,4096]
                          [--sub 1024] [--pack-dir DIR]

For each kernel and size (M = N = K) runs `wmma_asm_run --counters --no-strict` with
WMMA_ASM_MODEL_VERBOSE=1 and prints a markdown table: modelled TFLOP/s (timing model, not a
measurement), occupancy, the busy shares of the VALU (WMMA included), the LDS pipe and the VMEM
address pipe, the share of SIMD cycles the VALU idled and what held the waves then
(docs/model.md, "Where the VALU idles"), and the LDS bytes moved per WMMA.

Sizes above --sub execute an M = N = --sub problem with the full K and leading dimensions and are
timed at the full grid with WMMA_ASM_MODEL_GRID (docs/model.md, "Timing a larger grid"), as
tools/model_report.py and tools/bench.py do; the row says so.
"""

import argparse
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def catalog(pack_dir):
    """name -> {tile_m, tile_n, ...} from the pack's catalog.txt."""
    out = {}
    with open(os.path.join(pack_dir, "catalog.txt")) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            fields = line.split()
            out[fields[0]] = dict(kv.split("=", 1) for kv in fields[1:] if "=" in kv)
    return out


def run(binary, pack_dir, kernel, size, sub, tile_m, tile_n):
    env = dict(os.environ, WMMA_ASM_MODEL_VERBOSE="1")
    cmd = [binary, "--kernel", kernel, "--counters", "--no-strict", "--no-check", "--json"]
    if pack_dir:
        cmd += ["--pack-dir", pack_dir]
    executed = size
    if size > sub:
        executed = sub
        gx, gy = -(-size // tile_n), -(-size // tile_m)
        env["WMMA_ASM_MODEL_GRID"] = f"{gx},{gy}"
        cmd += ["--m", str(sub), "--n", str(sub), "--k", str(size),
                "--lda", str(size), "--ldb", str(size), "--ldc", str(size)]
    else:
        cmd += ["--m", str(size)]
    p = subprocess.run(cmd, env=env, capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed:\n{p.stderr}")
    j = json.loads(p.stdout)
    rep = j.get("model_report") or ""
    return j, rep, executed


def pct(rep, label):
    m = re.search(re.escape(label) + r" ([0-9.]+)%", rep)
    return float(m.group(1)) if m else 0.0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--run", default=os.path.join(ROOT, "build/obj/wmma_asm_run"))
    ap.add_argument("--pack-dir", default="")
    ap.add_argument("--kernels", default="k5,k6,k7,k8")
    ap.add_argument("--sizes", default="512,1024,2048,4096")
    ap.add_argument("--sub", type=int, default=1024)
    a = ap.parse_args()
    cat = catalog(a.pack_dir or os.path.join(ROOT, "build/gfx1151"))
    reasons = ["barrier", "lgkmcnt", "vmcnt", "LDS queue full", "issuing other instructions",
               "issue slot taken", "register dependency", "no wave"]
    print("| kernel | M=N=K | modelled TFLOP/s | waves/SIMD (WGs/WGP) | VALU busy | LDS pipe busy | "
          "VMEM addr busy | VALU idle | held by: " + " / ".join(reasons) + " | LDS bytes per WMMA |")
    print("|---|---:|---:|---|---:|---:|---:|---:|---|---:|")
    for k in a.kernels.split(","):
        e = cat[k]
        tm, tn = int(e.get("tile_m", 128)), int(e.get("tile_n", 128))
        for size in (int(s) for s in a.sizes.split(",")):
            j, rep, executed = run(a.run, a.pack_dir, k, size, a.sub, tm, tn)
            c = j["counters"]
            lds_bytes = c["lds.read_bytes"] + c["lds.write_bytes"]
            per_wmma = lds_bytes / max(1, c["inst.wmma"])
            occ = f"{c['occupancy.waves_per_simd']} ({c['occupancy.workgroups_per_wgp']})"
            held = " / ".join(f"{pct(rep.split('waves held by:')[-1], r):.0f}%" for r in reasons)
            note = "" if executed == size else f" (from {executed})"
            print(f"| {k} | {size}{note} | {j['modelled_tflops']:.1f} | {occ} | {pct(rep, 'VALU busy'):.1f}% | "
                  f"{pct(rep, 'LDS pipe busy'):.1f}% | {pct(rep, 'VMEM address pipe busy'):.1f}% | "
                  f"{pct(rep, 'VALU idle'):.1f}% | {held} | {per_wmma:.0f} |")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
