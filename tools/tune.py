#!/usr/bin/env python3
"""make tune: the GEMM library's selection table, made offline with the timing model.

    tools/tune.py --run build/obj/wmma_asm_run [--arch gfx1151] [--device gfx1151] [--out tune/gfx1151.txt]

For every selection key (input type, output type, op(A) op(B): f16_f32_nn, ...) and every shape
of the tuning grid, the candidates are the pack's GEMM kernels that compute that key and take the
shape (--list --json: types, layout, restrictions, batch support). With more than one candidate
each is run with `--counters --no-check --no-strict` and the one with the shortest modelled time
(timing model on the device description, not a measurement) is written; a single candidate is
written without a run. Shapes larger than --sub execute an M = N = --sub problem with the full K
and leading dimensions and are timed at the full grid (WMMA_ASM_MODEL_GRID), as make bench does.

Where the tiles leave WGPs idle and K is long, the kernels that split K (any C: a 16-bit one through its
f32 split_twin) are also
timed with K cut into 4, 8 or 16 pieces (`--split-k`), written kernel@S when one wins.
The table (one line per key and shape: key M N K batch kernel [modelled TFLOP/s]) is what
`--kernel auto` and wmma_asm::GemmPlan read from the pack (selection.txt; the Makefile copies
tune/<arch>.txt there); they pick the entry of the same key nearest in log2 of M, N, K and batch
whose kernel can take the problem. Anyone can re-tune for another description:
WMMA_ASM_MODEL_DEVICE=<name> tools/tune.py --device <name> --out tune/<name>.txt.
"""

import argparse
import datetime
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

TYPES = (("f16", "f32"), ("f16", "f16"), ("bf16", "f32"), ("bf16", "bf16"), ("i8", "i32"), ("u8", "i32"))
LAYOUTS = ("nn", "nt", "tn", "tt")
# The tuning grid: cubes, and the shapes the 128 x 128 tiles serve badly (small M x N, large K;
# a short M) where other candidates may win; batches (batched kernels only): 8 at 512, many small
# products (64 of 128^3) and a batch of skinny ones whose K may be split (8 of 64 x 64 x 4096).
GRID = [(s, s, s, 1) for s in (256, 512, 1024, 2048, 4096)] + [
    (64, 64, 4096, 1), (64, 64, 16384, 1), (16, 4096, 4096, 1), (1, 4096, 4096, 1), (4096, 4096, 256, 1),
    (512, 512, 512, 8), (128, 128, 128, 64), (64, 64, 4096, 8)]


def layout_of(k):
    return ("t" if k["a_layout"] == "col" else "n") + ("t" if k["b_layout"] == "col" else "n")


def takes(k, m, n, kk, batch):
    if batch > 1 and not k.get("batched"):
        return False
    return m % k["m_multiple"] == 0 and n % k["n_multiple"] == 0 and kk % k["k_multiple"] == 0


# Split-K is tried for the kernels that split K (an f32 or i32 C itself, a 16-bit C through its
# f32 split_twin) where the tiles alone barely
# fill the device (at most 64 tiles: about one round of gfx1151's 60 workgroup slots, 20 WGPs x
# 3) and K is long enough to cut.
SPLITS = (4, 8, 16)


def splits_for(k, m, n, kk, batch):
    tiles = -(-m // k["tile_m"]) * -(-n // k["tile_n"]) * batch
    if not (k.get("splitk") or k.get("split_twin")) or tiles > 64 or kk < 1024:   # (a batch splits too)
        return [1]
    return [1] + [s for s in SPLITS if kk // s >= 64]


def run(binary, arch, k, m, n, kk, batch, sub, device, split=1):
    env = dict(os.environ)
    if device:
        env["WMMA_ASM_MODEL_DEVICE"] = device
    cmd = [binary, "--arch", arch, "--kernel", k["name"], "--counters", "--no-check", "--no-strict", "--json",
           "--k", str(kk), "--batch", str(batch), "--split-k", str(split)]
    # A split run executes the whole problem: the model's sub-grid timing cannot stand for its
    # two launches of different grids (the library refuses it).
    if max(m, n) > sub and split == 1:
        em, en = min(m, sub), min(n, sub)
        gx, gy = -(-n // k["tile_n"]), -(-m // k["tile_m"])
        env["WMMA_ASM_MODEL_GRID"] = f"{gx},{gy},{batch}"
        ld = lambda v: -(-v // k["ld_multiple"]) * k["ld_multiple"]
        lda = ld(m if k["a_layout"] == "col" else kk)
        ldb = ld(kk if k["b_layout"] == "col" else n)
        cmd += ["--m", str(em), "--n", str(en), "--lda", str(lda), "--ldb", str(ldb), "--ldc", str(ld(n))]
    else:
        cmd += ["--m", str(m), "--n", str(n)]
    p = subprocess.run(cmd, env=env, capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit(f"tune: {' '.join(cmd)} failed:\n{p.stderr}")
    j = json.loads(p.stdout)
    if j.get("modelled_time_ms") is None:
        raise SystemExit(f"tune: no modelled time for {' '.join(cmd)}: {j.get('model_report')}")
    return j["modelled_time_ms"], j["modelled_tflops"]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--run", default=os.path.join(ROOT, "build/obj/wmma_asm_run"))
    ap.add_argument("--arch", default="gfx1151")
    ap.add_argument("--device", default="", help="device description (WMMA_ASM_MODEL_DEVICE; default: the target's)")
    ap.add_argument("--out", default="")
    ap.add_argument("--sub", type=int, default=1024)
    ap.add_argument("--keys", default="", help="tune only these keys (comma-separated, e.g. i8_i32_nn); the other "
                    "keys' lines are kept from the existing table")
    a = ap.parse_args()
    out = a.out or os.path.join(ROOT, "tune", f"{a.device or a.arch}.txt")
    p = subprocess.run([a.run, "--list", "--json", "--arch", a.arch], capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit(f"tune: {a.run} --list failed: {p.stderr}")
    kernels = [k for k in json.loads(p.stdout)["kernels"] if k["kind"] == "gemm"]
    only = set(k for k in a.keys.split(",") if k)
    kept = {}
    if only and os.path.exists(out):
        for line in open(out):
            if line.strip() and not line.startswith("#"):
                kept.setdefault(line.split()[0], []).append(line.rstrip("\n"))
    lines = []
    runs = 0
    for dtype, c in TYPES:
        for layout in LAYOUTS:
            key = f"{dtype}_{c}_{layout}"
            if only and key not in only:
                lines += kept.get(key, [])
                continue
            cands = [k for k in kernels if k["dtype"] == dtype and k["out"] == c and layout_of(k) == layout]
            for (m, n, kk, batch) in GRID:
                ok = [(k, sp) for k in cands if takes(k, m, n, kk, batch) for sp in splits_for(k, m, n, kk, batch)]
                if not ok:
                    continue
                if len(ok) == 1:
                    lines.append(f"{key} {m} {n} {kk} {batch} {ok[0][0]['name']}")
                    continue
                best = None
                for k, sp in ok:
                    ms, tf = run(a.run, a.arch, k, m, n, kk, batch, a.sub, a.device, sp)
                    runs += 1
                    name = k["name"] + (f"@{sp}" if sp > 1 else "")
                    print(f"tune: {key} {m}x{n}x{kk} batch {batch}: {name} {ms:.4f} ms modelled ({tf:.2f} TFLOP/s)",
                          file=sys.stderr)
                    if best is None or ms < best[0]:
                        best = (ms, tf, name)
                lines.append(f"{key} {m} {n} {kk} {batch} {best[2]} {best[1]:.2f}")
    header = [
        f"# wmma_asm selection table for {a.arch}: made by tools/tune.py (make tune) on {datetime.date.today()}",
        f"# with the timing model on the {a.device or 'target'}'s device description: among the kernels that compute",
        "# a key and take a shape, the one with the shortest modelled time (a model, not a measurement).",
        "# key (input_output_opAopB) M N K batch kernel [modelled TFLOP/s]",
    ]
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w") as f:
        f.write("\n".join(header + lines) + "\n")
    print(f"tune: wrote {out} ({len(lines)} entries, {runs} modelled runs)", file=sys.stderr)


if __name__ == "__main__":
    main()
