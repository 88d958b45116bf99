#!/usr/bin/env python3
"""make bench: the benchmark table and plot of the pack on this machine.

    tools/bench.py --run build/obj/wmma_asm_run --arch gfx1151 [--sizes 512,1024] [--kernels k8,s8]

For every GEMM kernel of the pack named k<N> or s<N> (the WMMA k-series, k8a included, and the FP32 s-family)
and every size (M = N = K), runs `wmma_asm_run --json` once and reports:

  - emulation wall time and the GFLOP/s it amounts to (a CPU figure: how fast the emulator ran
    the kernel, not a GPU speed); on a machine with an AMD GPU the time is the GPU's (HIP events);
  - the modelled time and TFLOP/s on the target when the emulator's timing model reports one
    (labelled "modelled": a model, not a measurement), and its share of the target's peak
    (59.4 TFLOP/s FP16 WMMA for the k-series, 29.7 TFLOP/s FP32 dual-issue FMA for the s-family);
  - reference lines: rocBLAS FP16 measured on gfx1151 (seed 000: 41.0 TFLOP/s at 4096) and, for
    the s-family, the 7900 XTX times seed 001 published at 4096;
  - the host's own SGEMM (OpenBLAS cblas_sgemm, tools/host_sgemm.cpp built here with g++ -O2
    -lopenblas) at each size on the same cores in the same run, with OPENBLAS_CORETYPE and
    OPENBLAS_L2_SIZE removed from that process's environment (this environment sets them and
    they halve OpenBLAS; tests and everything else keep them), its result checked against FP64
    and the kernel it used printed; and the ratios emulated time / host SGEMM time, against the
    emulator's targets: k8 at 4096 <= 2x, s8 at 2048 <= 25x;
  - the cost of strict mode: the same kernel with and without strict mode (at --strict-size),
    launched alternately on two emulator devices of one process (tools/bench_strict.cpp, built here
    against build/obj/libwmmaasm.a; the median of --strict-rounds launch pairs' ratios), against
    the target strict <= 1.5x no-strict;
  - the WMMA instructions alone (tools/bench_wmma.cpp, built here against build/obj/libwmmaasm.a):
    nanoseconds per emulated v_wmma_* per host implementation, the time an f16 GEMM of the
    largest size spends in emulated WMMAs alone against the host SGEMM (a floor under k8), and
    the host's time for the 256 FMAs of one WMMA alone (fma_floor_ns, AVX-512 hosts), and the
    engine's own path for k8's WMMAs (k8_path_ns: A taken over three times in four).

Sub-grid rows: a run whose full emulation is estimated to take longer than --budget seconds (the
kernel's emulation rate at its previous size, plain and profiled run together, scaled by the
FLOP count, plus the check; a conservative per-dtype rate when the kernel has no earlier run,
in this run or in the results it merges) executes only
M = N = --sub-size with the full K and the full-size leading dimensions (every workgroup runs the
instruction stream of the full problem) and takes its modelled time at the full grid with
WMMA_ASM_MODEL_GRID (docs/model.md, "Timing a larger grid"; the same approach as
tools/model_report.py --max-run). Its emulation and check columns describe the executed
sub-problem. --no-caps executes every size in full.

Writes docs/bench.md (the tables) and docs/bench.png (matplotlib when python3-matplotlib is
installed, else a small built-in PNG writer), rewritten after every run so a long run can be
interrupted; --out-md (--out) and --out-png write elsewhere (the .png and the .json follow the
.md unless given). Progress and an estimate of the remaining time go to stderr.
"""

import argparse
import datetime
import json
import math
import os
import re
import struct
import subprocess
import sys
import time
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "gen"))
sys.path.insert(0, os.path.join(ROOT, "tools"))
from model_report import run_size  # noqa: E402  (the executed extent of a sub-grid run, shared)

# Peaks of gfx1151 (40 CUs at 2.9 GHz, shared/reference/rdna35-facts.md).
PEAK_WMMA_F16 = 59.4    # TFLOP/s: 40 CU x 512 FLOP/clk x 2.9 GHz
PEAK_FP32_DUAL = 29.7   # TFLOP/s: 80 SIMD32 x 32 lanes x 2 (dual issue) x 2 (FMA) x 2.9 GHz
# rocBLAS FP16 GEMM measured on gfx1151 (seed 000), TFLOP/s at M = N = K.
ROCBLAS_GFX1151 = {512: 20.6, 1024: 37.0, 2048: 38.5, 4096: 41.0}
# The emulator's speed targets: emulated time / host SGEMM time at a size, per kernel.
HOST_TARGETS = {"k8": (4096, 2.0), "s8": (2048, 25.0)}
TARGET_STRICT_RATIO = 1.5
# Emulation budget: a run estimated to take longer than this (plain + profiled run) executes a
# sub-grid (M = N = DEFAULT_SUB_SIZE, full K and leading dimensions) timed at the full grid.
DEFAULT_BUDGET_S = 120.0
DEFAULT_SUB_SIZE = 1024
# Emulated FLOP/s (plain + profiled run together, the check apart) assumed for a kernel not yet
# run at a smaller size: below the slowest kernel of each dtype on a 2-core host (s1: ~0.12
# GFLOP/s, k1: ~2.5). The check (the host's FP64 reference) runs at about CHECK_RATE FLOP/s until
# a checked run has measured it.
DEFAULT_RATE = {"f32": 0.1e9, "f16": 2e9}
CHECK_RATE = 2e9

try:
    from catalog_sfamily import SEED_001_MS, SEED_001_ROCBLAS_MS
except Exception:  # noqa: BLE001  (the table still works without the seed figures)
    SEED_001_MS, SEED_001_ROCBLAS_MS = {}, None


def log(msg):
    print(msg, file=sys.stderr, flush=True)


def fmt_dur(s):
    if s is None:
        return "?"
    if s < 10:
        return f"{s:.1f} s"
    if s < 60:
        return f"{s:.0f} s"
    if s < 3600:
        return f"{s / 60:.1f} min"
    return f"{s / 3600:.1f} h"


def flops(n):
    return 2.0 * n * n * n


# ------------------------------------------------------------------------------ the pack
def pack_kernels(run, arch):
    """[(name, dtype, wg_size, tile)] of the GEMM kernels named k<N> / s<N> (and k8a), k-series first."""
    out = subprocess.run([run, "--list", "--json", "--arch", arch], capture_output=True, text=True)
    if out.returncode != 0:
        raise SystemExit(f"bench: {run} --list failed: {out.stderr.strip()}")
    listing = json.loads(out.stdout)
    dtypes = {}
    cat = os.path.join(listing.get("pack_dir", ""), "catalog.txt")
    if os.path.exists(cat):
        for line in open(cat):
            m = re.match(r"(\S+) .*\bdtype=(\S+)", line)
            if m:
                dtypes[m.group(1)] = m.group(2)
    found = []
    for k in listing["kernels"]:
        m = re.fullmatch(r"([ks])(\d+)([a-z]?)", k["name"])   # k8a: an earlier k8, kept for comparison
        if k["kind"] == "gemm" and m:
            dtype = dtypes.get(k["name"], "f32" if m.group(1) == "s" else "f16")
            found.append(((m.group(1) != "k", int(m.group(2)), m.group(3)), k["name"], dtype, k))
    return [(name, dtype, k) for _, name, dtype, k in sorted(found)]


def fits(k, n):
    return all(n % k[f"{d}_multiple"] == 0 for d in ("m", "n", "k")) and n % k["ld_multiple"] == 0


# ------------------------------------------------------------------------------ running
# A plan is what one row executes: {"size": n, "m", "n", "k": executed extents, "model_grid":
# "X,Y" (the full grid the model times, WMMA_ASM_MODEL_GRID) or None for a full run}.
def full_plan(n):
    return {"size": n, "m": n, "n": n, "k": n, "model_grid": None}


def sub_plan(k, n, ext):
    """The sub-grid plan of size n for kernel entry k: M and N at most `ext` (multiples of the tile
    and of the kernel's restrictions, as tools/model_report.py), full K and leading dimensions,
    timed at the grid of the full problem (the loader's grid: ceil(N / tile_n) x ceil(M / tile_m))."""
    tm, tn = k.get("tile_m") or 16, k.get("tile_n") or 16
    m_run = run_size(n, tm, k.get("m_multiple", 1), ext)
    n_run = run_size(n, tn, k.get("n_multiple", 1), ext)
    if (m_run, n_run) == (n, n):
        return full_plan(n)
    return {"size": n, "m": m_run, "n": n_run, "k": n, "model_grid": f"{math.ceil(n / tn)},{math.ceil(n / tm)}"}


def plan_flops(plan):
    return 2.0 * plan["m"] * plan["n"] * plan["k"]


def executed_of(r, n):
    """The plan the result `r` of size n executed (results of older runs have none: full)."""
    return r.get("executed") or full_plan(n)


def is_sub(r):
    return bool((r.get("executed") or {}).get("model_grid"))


def executed_label(r):
    e = r.get("executed")
    if not e or not e.get("model_grid"):
        return "full"
    return f"{e['m']}x{e['n']}x{e['k']} sub-grid, modelled at the full {e['model_grid'].replace(',', 'x')} grid"


def kernel_cmd(ns, name, plan, strict, check, iters, counters=False):
    n = plan["size"]
    cmd = [ns.run, "--kernel", name, "--m", str(plan["m"]), "--arch", ns.arch, "--json", "--iters", str(iters),
           "--strict" if strict else "--no-strict", "--check" if check else "--no-check"]
    if plan.get("model_grid"):
        cmd += ["--n", str(plan["n"]), "--k", str(plan["k"]), "--lda", str(n), "--ldb", str(n), "--ldc", str(n)]
    if counters:
        cmd.append("--counters")
    if ns.backend:
        cmd += ["--backend", ns.backend]
    if ns.threads:
        cmd += ["--threads", str(ns.threads)]
    return cmd


def json_result(stdout):
    """The JSON object wmma_asm_run printed, or None."""
    for line in stdout.splitlines():
        if line.startswith("{"):
            try:
                return json.loads(line)
            except ValueError:
                pass
    return None


def run_json(ns, cmd, env=None):
    """Runs one wmma_asm_run command: (its --json result or None, the last stderr line when it
    failed, else None)."""
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=ns.timeout or None, env=env)
    err = None
    if p.returncode != 0 or not p.stdout.strip():
        lines = p.stderr.strip().splitlines()
        err = lines[-1] if lines else f"exit {p.returncode}"
    return json_result(p.stdout), err


def run_timing(ns, name, plan, strict):
    """The emulation time alone (no check, no profile): best of --strict-iters launches."""
    res, err = run_json(ns, kernel_cmd(ns, name, plan, strict, False, ns.strict_iters))
    res = res or {}
    res["executed"] = plan
    if err:
        res["error"] = err
    return res


def host_reps(n):
    """Repetitions of the host SGEMM at size n (its best is reported)."""
    return 3 if n <= 2048 else 2


def row_iters(ns, name, plan):
    """Launches a table row is the best of: --iters, and for a row the emulator's targets compare
    with the host SGEMM (HOST_TARGETS) at least as many as the host's repetitions at that size, so
    that both sides of the ratio are the best of the same number of runs."""
    target = HOST_TARGETS.get(name)
    if target and target[0] == plan["size"] and not plan.get("model_grid"):
        return max(ns.iters, host_reps(plan["size"]))
    return ns.iters


def run_kernel(ns, name, plan, strict, check):
    """Runs `plan` (a plain timed run, then a profiled one for the counters and the modelled time)."""
    t0 = time.time()
    iters = row_iters(ns, name, plan)
    res, err = run_json(ns, kernel_cmd(ns, name, plan, strict, check, iters))
    wall = time.time() - t0
    if res is None:
        return {"error": err, "wall_s": wall, "wall_total_s": wall, "executed": plan}
    res["wall_s"] = wall
    res["executed"] = plan
    res["iters"] = iters
    if err:
        res["error"] = err
    elif res.get("backend") == "emu":
        # The timing run above is plain emulation; the counters and the modelled time come from a
        # second, profiled run (profiling costs time, so it must not inflate the emulation time).
        # A sub-grid plan is timed at the full grid (WMMA_ASM_MODEL_GRID).
        env = dict(os.environ)
        env.pop("WMMA_ASM_MODEL_GRID", None)
        if plan.get("model_grid"):
            env["WMMA_ASM_MODEL_GRID"] = plan["model_grid"]
        prof = run_json(ns, kernel_cmd(ns, name, plan, strict, False, 1, counters=True), env)[0] or {}
        for key in ("modelled_time_ms", "counters"):
            if key in prof:
                res[key] = prof[key]
        # The modelled time is the full problem's (WMMA_ASM_MODEL_GRID), so are the FLOPs here
        # (wmma_asm_run's modelled_tflops scales the executed FLOPs by the modelled workgroups,
        # which is the same for a sub-problem with the full K).
        if prof.get("modelled_time_ms"):
            res["modelled_tflops"] = flops(plan["size"]) / (prof["modelled_time_ms"] * 1e-3) / 1e12
    res["wall_total_s"] = time.time() - t0
    return res


def build_tool(ns, name, what, deps, cmd_for, hint=""):
    """build_dir/name from `deps` (its source first) with g++ (cmd_for(exe)), unless it is newer
    than all of them; None (and a log line naming `what`) when it cannot be built."""
    exe = os.path.join(ns.build_dir, name)
    if not os.path.exists(exe) or os.path.getmtime(exe) < max(os.path.getmtime(d) for d in deps):
        os.makedirs(ns.build_dir, exist_ok=True)
        cmd = cmd_for(exe)
        p = subprocess.run(cmd, capture_output=True, text=True)
        if p.returncode != 0:
            log(f"bench: cannot build {what} ({' '.join(cmd)}): {p.stderr.strip()[:300]}{hint}")
            return None
    return exe


def build_host_sgemm(ns):
    src = os.path.join(ROOT, "tools", "host_sgemm.cpp")
    return build_tool(ns, "host_sgemm", "the host SGEMM", [src], lambda exe: ["g++", "-O2", src, "-o", exe, "-lopenblas"],
                      " -- install libopenblas-dev (make deps)")


def build_bench_wmma(ns):
    """tools/bench_wmma.cpp against the emulator library (built by make with wmma_asm_run)."""
    src = os.path.join(ROOT, "tools", "bench_wmma.cpp")
    lib = os.path.join(ns.build_dir, "libwmmaasm.a")
    if not os.path.exists(lib):
        log(f"bench: no {lib} (make gfx1151 builds it): the WMMA arithmetic is not measured")
        return None
    return build_tool(ns, "bench_wmma", "the WMMA benchmark", [src, lib],
                      lambda exe: ["g++", "-O2", "-std=c++17", "-I", ROOT, src, lib, "-o", exe, "-pthread"])


def build_bench_strict(ns):
    """tools/bench_strict.cpp against the emulator library (with -lamdhip64 where the library has the
    HIP backend, as the Makefile decides: the HIP headers installed)."""
    src = os.path.join(ROOT, "tools", "bench_strict.cpp")
    lib = os.path.join(ns.build_dir, "libwmmaasm.a")
    if not os.path.exists(lib):
        log(f"bench: no {lib} (make gfx1151 builds it): strict mode's cost is measured process by process")
        return None
    hip = ["-lamdhip64"] if os.path.exists("/usr/include/hip/hip_runtime_api.h") else []
    return build_tool(ns, "bench_strict", "the strict-mode benchmark", [src, lib],
                      lambda exe: ["g++", "-O2", "-std=c++17", "-I", ROOT, "-I", os.path.join(ROOT, "loader", "include"),
                                   src, lib, "-o", exe, "-pthread"] + hip)


def run_bench_strict(ns, exe, name, n, same=False):
    """bench_strict's JSON for kernel `name` at M = N = K = n (--strict-rounds alternated pairs of
    launches in one process; same: both devices without strict mode, the measure's own check), or
    {"error": ...}."""
    cmd = [exe, ns.arch, name, str(n), str(ns.strict_rounds), str(ns.threads or 0)] + (["same"] if same else [])
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=ns.timeout or None)
    if p.returncode != 0 or not p.stdout.strip().startswith("{"):
        return {"error": (p.stderr.strip().splitlines() or [f"exit {p.returncode}"])[-1]}
    return json.loads(p.stdout)


def run_bench_wmma(exe):
    """{"rows": [{"kind", "impl", "ns"}, ...], "k8_path_ns": ns, "fma_floor_ns": ns (AVX-512 hosts only)}:
    nanoseconds per emulated WMMA on one thread, the engine's path for k8's WMMAs, and the host's time
    for the 256 FMAs of one f32 <- f16 WMMA alone."""
    p = subprocess.run([exe], capture_output=True, text=True)
    if p.returncode != 0:
        return {"error": p.stderr.strip() or f"exit {p.returncode}"}
    return json.loads(p.stdout)


def run_host(ns, exe, n):
    # The host's best: OpenBLAS picks its own kernel for this CPU in this process only.
    env = {k: v for k, v in os.environ.items() if k not in ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE")}
    threads = ns.threads or os.cpu_count() or 1
    env["OPENBLAS_NUM_THREADS"] = str(threads)
    p = subprocess.run([exe, str(n), str(host_reps(n))], capture_output=True, text=True, env=env)
    if p.returncode != 0:
        if p.stdout.strip().startswith("{"):
            r = json.loads(p.stdout)
            return {"error": f"result off the FP64 check ({r.get('check_worst_of_bound')} of the bound)"}
        return {"error": p.stderr.strip() or f"exit {p.returncode}"}
    r = json.loads(p.stdout)
    r["threads"] = threads
    return r


def best_host(a, b):
    """The faster of two host SGEMM measurements of one size (a failed one gives way to the
    other); "ms_runs" lists every successful process's best time in the order taken."""
    runs = [x for h in (a, b) for x in (h.get("ms_runs") or ([h["ms"]] if "ms" in h else []))]
    errors = [h["error"] for h in (a, b) if "error" in h]
    ok = [h for h in (a, b) if "ms" in h]
    if not ok:
        return a
    best = dict(min(ok, key=lambda h: h["ms"]))
    best["ms_runs"] = runs
    if errors:
        best["other_errors"] = errors   # a failed process of the two (logged, kept in bench.json)
        log(f"bench:   host SGEMM: one process failed: {'; '.join(errors)}")
    return best


# ------------------------------------------------------------------------------ reporting
def num(x, f="{:.2f}"):
    return "-" if x is None else f.format(x)


def machine():
    cpu = "?"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    rev = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
    return cpu, (rev.stdout.strip() or "?")


def wmma_floor_lines(wmma, host, threads):
    """The 'WMMA instructions alone' section: the per-call table; for f32 <- f16 on the fastest
    implementation, the time a k8-shaped GEMM spends in emulated WMMAs alone against the host SGEMM;
    and the host's FMA floor of one WMMA."""
    L = ["## WMMA instructions alone (a floor under an emulated GEMM)", ""]
    if wmma.get("error"):
        return L + [f"Not measured: {wmma['error']}", ""]
    rows = wmma.get("rows", [])
    impls = [i for i in ("portable", "avx2", "avx512") if any(r["impl"] == i for r in rows)]
    L.append("Nanoseconds per emulated `v_wmma_*` on one host thread (`tools/bench_wmma.cpp`: the best of 15 loops "
             "of 200000 calls over a k8-like 4 x 4 block of accumulators, operands of ordinary magnitudes), per host "
             "implementation of emu/exec/wmma.cpp; the emulator uses AVX-512 when the CPU has it, else AVX2 + F16C, "
             "else the portable one.")
    L.append("")
    L.append("| instruction | " + " | ".join(impls) + " |")
    L.append("|---|" + "---:|" * len(impls))
    for kind in dict.fromkeys(r["kind"] for r in rows):
        cells = []
        for i in impls:
            r = next((r for r in rows if r["kind"] == kind and r["impl"] == i), None)
            cells.append(f"{r['ns']:.1f}" if r else "-")
        L.append(f"| `{kind}` | " + " | ".join(cells) + " |")
    L.append("")
    f16 = {r["impl"]: r["ns"] for r in rows if r["kind"] == "v_wmma_f32_16x16x16_f16"}
    sizes = [n for n, h in sorted(host.items()) if h.get("ms")]
    n = sizes[-1] if sizes else 0
    if sizes:
        threads = host[n].get("threads", threads)   # the threads the host figure was measured on

    def gemm_ms(ns_each):
        # Milliseconds for the n^3 GEMM's WMMAs at ns_each nanoseconds each, on `threads` threads.
        return (n ** 3 / 4096) * ns_each * 1e-6 / max(threads, 1)

    if f16 and sizes:
        ns_call = f16[impls[-1]] if impls[-1] in f16 else min(f16.values())   # the emulator's choice
        floor_ms = gemm_ms(ns_call)
        ratio = floor_ms / host[n]["ms"]
        L.append(f"A {n}^3 f16 GEMM is {n ** 3 // 4096} WMMAs: at {ns_call:.1f} ns each on {threads} thread"
                 f"{'s' if threads != 1 else ''}, the emulated WMMAs alone take {floor_ms:.1f} ms, "
                 f"**{ratio:.2f}x the host SGEMM at {n}** ({host[n]['ms']:.1f} ms). Whatever else an emulated kernel "
                 "does (its loads, LDS traffic, address arithmetic, waits, instruction dispatch) comes on top.")
        L.append("")
    path = wmma.get("k8_path_ns")
    if path and sizes:
        path_ms = gemm_ms(path)
        L.append(f"The engine runs k8's WMMAs on a shorter path: the f32 <- f16 kernel without modifiers, which "
                 f"takes over A's widened tile from the WMMA before it when A is the same (three WMMAs in four in "
                 f"k8's main loop; emu/exec/wmma_reuse.hpp). In the same loop that path takes {path:.1f} ns "
                 f"(`k8_path_ns`): the {n}^3 GEMM's WMMAs at that take {path_ms:.1f} ms, "
                 f"**{path_ms / host[n]['ms']:.2f}x the host SGEMM**.")
        L.append("")
    floor = wmma.get("fma_floor_ns")
    if floor and f16.get("avx512"):
        line = (f"The 256 16-lane FMAs of one f32 <- f16 WMMA alone, in the emulator's form with every operand "
                f"in L1 and nothing loaded, widened or stored around them, take {floor:.1f} ns on this host "
                f"(`fma_floor_ns`): the AVX-512 WMMA's {f16['avx512']:.1f} ns are {f16['avx512'] / floor:.2f}x "
                "that, the rest being the handler's work around the FMAs (docs/emulator_speed.md)")
        if sizes:
            fma_ms = gemm_ms(floor)
            line += (f"; at the FMA floor the WMMAs of the {n}^3 GEMM would take {fma_ms:.1f} ms, "
                     f"{fma_ms / host[n]['ms']:.2f}x the host SGEMM")
        L.append(line + ".")
        L.append("")
    return L


def strict_ratio(s, f):
    """A strict-cost pair's ratio: the median launch pair's (bench_strict), else the timings'."""
    return s["strict_ratio"] if s.get("strict_ratio") else s["time_ms"] / f["time_ms"]


def write_markdown(ns, results, host, strict_cost, path, wmma=None):
    cpu, rev = machine()
    L = []
    L.append("# Benchmark")
    L.append("")
    L.append(f"Written by `tools/bench.py` (`make bench`) on {datetime.datetime.now():%Y-%m-%d %H:%M}, commit {rev}.")
    L.append(f"Host: {cpu}, {os.cpu_count()} cores; emulator threads: {ns.threads or os.cpu_count()}; "
             f"target {ns.arch}; timed runs {'with' if ns.strict else 'without'} strict mode, "
             f"best of {ns.iters} (the rows the emulator's targets compare with the host SGEMM, "
             + ", ".join(f"{k} at {v[0]}" for k, v in HOST_TARGETS.items())
             + f": best of as many launches as the host's repetitions there, at least {ns.iters}); "
             "sizes are M = N = K.")
    L.append("")
    L.append("*emulation* is the emulator's wall time on this CPU and the GFLOP/s that amounts to: it says how "
             "fast the emulator is, not how fast a GPU is. *modelled* figures come from the emulator's timing "
             "model of the target (a model, not a measurement; `-` when the build has none). Peak: "
             f"{PEAK_WMMA_F16} TFLOP/s FP16 WMMA (k-series), {PEAK_FP32_DUAL} TFLOP/s FP32 dual-issue FMA "
             "(s-family). On a machine with an AMD GPU the time column is the GPU's (HIP events).")
    L.append("")
    if ns.caps:
        L.append(f"*executed*: `full`, or, when the full emulation was estimated to take more than {ns.budget:g} s "
                 "(the kernel's emulation rate at its previous size scaled by the FLOP count, plus the check), a sub-problem of "
                 f"M = N = {ns.sub_size} with the full K and full-size leading dimensions, whose modelled time is "
                 "taken at the full problem's grid (`WMMA_ASM_MODEL_GRID`, docs/model.md \"Timing a larger grid\"); "
                 "the emulation and check columns of such a row describe the executed sub-problem "
                 "(`tools/bench.py --no-caps` executes every size in full).")
    else:
        L.append("*executed*: every size executed in full in this run (`--no-caps`).")
    L.append("")
    L.append("| kernel | size | executed | emulation ms | emulated GFLOP/s | emulated Minst/s | modelled ms | modelled TFLOP/s | % of peak | check | reference |")
    L.append("|---|---:|---|---:|---:|---:|---:|---:|---:|---|---|")
    for (name, n), r in results.items():
        dtype = r.get("_dtype", "f16")
        peak = PEAK_FP32_DUAL if dtype == "f32" else PEAK_WMMA_F16
        if "time_ms" not in r:
            L.append(f"| {name} | {n} | {executed_label(r)} | failed: {r.get('error', '?')} | | | | | | | |")
            continue
        on_gpu = r.get("backend") == "hip"
        t = r["time_ms"]
        gf = plan_flops(executed_of(r, n)) / (t * 1e-3) / 1e9 if t else None
        mt = r.get("modelled_time_ms")
        mtf = r.get("modelled_tflops")
        pct = 100.0 * mtf / peak if mtf else None
        chk = r.get("check")
        chk_s = "not checked" if chk is None else ("passed" if chk.get("passed") else f"FAILED ({chk.get('bad_elements')} bad)")
        if chk is not None and is_sub(r):
            e = r["executed"]
            chk_s += f" ({e['m']}x{e['n']}x{e['k']} sub-problem)"
        if r.get("error") and chk is None:
            chk_s = "error: " + r["error"]
        ref = ""
        if name in SEED_001_MS and n == 4096:
            ref = f"seed 001, 7900 XTX: {SEED_001_MS[name]:.2f} ms ({flops(n) / (SEED_001_MS[name] * 1e-3) / 1e12:.1f} TFLOP/s)"
        elif name.startswith("k") and n in ROCBLAS_GFX1151:
            ref = f"rocBLAS FP16 gfx1151: {ROCBLAS_GFX1151[n]} TFLOP/s"
        time_s = f"{t:.1f}" + (" (GPU)" if on_gpu else "")
        insts = (r.get("counters") or {}).get("instructions")
        mips = insts / (t * 1e3) if (insts and t and not on_gpu) else None
        L.append(f"| {name} | {n} | {executed_label(r)} | {time_s} | {num(gf, '{:.3f}')} | {num(mips, '{:.1f}')} | {num(mt, '{:.3f}')} | {num(mtf)} | "
                 f"{num(pct, '{:.1f}')} | {chk_s} | {ref} |")
    L.append("")
    L.append("Reference lines: rocBLAS FP16 GEMM measured on gfx1151 (seed 000): "
             + ", ".join(f"{v} TFLOP/s at {k}" for k, v in ROCBLAS_GFX1151.items())
             + f" ({100 * ROCBLAS_GFX1151[4096] / PEAK_WMMA_F16:.0f} % of peak at 4096).")
    if SEED_001_MS:
        L.append("Seed 001 (FP32 SGEMM on a 7900 XTX, 4096): "
                 + ", ".join(f"kernel {k[1:]} {v:.2f} ms" for k, v in SEED_001_MS.items())
                 + (f"; rocBLAS SGEMM {SEED_001_ROCBLAS_MS:.2f} ms." if SEED_001_ROCBLAS_MS else "."))
    L.append("The model against those published figures on the devices they were measured on (7900 XTX, "
             "7900 GRE, gfx1151), with the error of every point and the rankings: docs/model.md, \"Comparison with "
             "published figures\" (`make bench` regenerates it after this table with `tools/model_report.py`).")
    L.append("")
    if host:
        L.append("## Host SGEMM baseline (OpenBLAS, same cores, same run)")
        L.append("")
        cores = sorted({h.get("corename", "?") for h in host.values() if "ms" in h})
        L.append("OpenBLAS `cblas_sgemm` with OPENBLAS_CORETYPE and OPENBLAS_L2_SIZE unset for its process (kernel "
                 f"used: {', '.join(cores) or '?'}), each result checked against FP64 dot products of 64 sampled "
                 "elements (error within 2 n 2^-24 sum|a||b|); host ms is the best of 3 repetitions up to 2048 and "
                 "of 2 above (`host_reps`) in each of two processes, one before the size's emulated runs and one after "
                 "them (the faster process counts; both in the host runs column, \"-\" for a row a --merge kept from a run "
                 "that measured once), and the emulated times of the target rows the best of as many launches.")
        L.append("")
        L.append("| size | host ms | host runs (ms) | host GFLOP/s | threads | FP64 check | emulated k8 / host | "
                 "emulated s8 / host |")
        L.append("|---:|---:|---|---:|---:|---|---:|---:|")
        for n, h in sorted(host.items()):
            if "ms" not in h:
                L.append(f"| {n} | failed: {h.get('error')} | | | | | | |")
                continue
            ratios = []
            for kern in ("k8", "s8"):
                r = results.get((kern, n), {})
                ratios.append(f"{r['time_ms'] / h['ms']:.1f}x" if r.get("time_ms") and not is_sub(r)
                              else ("- (sub-grid)" if r.get("time_ms") else "-"))
            chk = "passed" if h.get("check_passed", True) else "FAILED"
            runs = ", ".join(f"{x:.1f}" for x in h.get("ms_runs", [])) or "-"
            L.append(f"| {n} | {h['ms']:.1f} | {runs} | {h['gflops']:.1f} | {h['threads']} | {chk} | {ratios[0]} | "
                     f"{ratios[1]} |")
        L.append("")
        for kern, (size, target) in HOST_TARGETS.items():
            h = host.get(size, {})
            r = results.get((kern, size), {})
            if h.get("ms") and r.get("time_ms") and not is_sub(r):
                ratio = r["time_ms"] / h["ms"]
                verdict = "meets" if ratio <= target else "misses"
                L.append(f"**Emulated {kern} at {size} / host SGEMM at {size}: {ratio:.1f}x** ({verdict} the <= "
                         f"{target:g}x target).")
            else:
                L.append(f"Emulated {kern} at {size} / host SGEMM at {size}: not measured in this run "
                         f"(needs {kern} and {size} in --sizes, executed in full).")
            L.append("")
    if wmma:
        L.extend(wmma_floor_lines(wmma, host, ns.threads or os.cpu_count() or 1))
    if strict_cost:
        L.append("## Cost of strict mode")
        L.append("")
        # Each pair records how it was measured (a --merge keeps pairs of earlier runs, which may
        # have used other settings); pairs from before that was recorded say nothing.
        how = {("paired", f["strict_rounds"], None) if f.get("strict_method") == "paired" else
               (f.get("strict_iters"), f.get("strict_reps"), f.get("strict_stat", "best")) for s, f in strict_cost.values()}
        mixed = not (len(how) == 1 and None not in next(iter(how))[:2])
        stat_text = {"median": "the median process of each mode", "best": "the best process of each mode"}
        if not mixed and next(iter(how))[0] == "paired":
            rounds = next(iter(how))[1]
            L.append(f"Emulation time with strict mode on and off, side by side in one process "
                     f"(`tools/bench_strict.cpp`): the kernel's GEMM on two emulator devices, one strict and one "
                     f"not, launched alternately {rounds} times after a warm-up launch on each (`--strict-rounds`); "
                     f"strict / no-strict is the median of the {rounds} pairs' ratios, and the ms columns each "
                     f"mode's median launch. (A pair's two launches run milliseconds apart at the same host speed; "
                     f"separate processes, the measure before, saw this shared host change speed between them, "
                     f"and a kernel's ratio moved by up to 0.2 from run to run.) "
                     f"Target: strict mode costs at most {TARGET_STRICT_RATIO:g}x.")
        elif not mixed:
            iters, reps, stat = next(iter(how))
            L.append(f"Emulation time with strict mode on and off: per process the best of {iters} launches, the two "
                     f"modes alternated {reps} times, and {stat_text[stat]} (`--strict-iters`, `--strict-reps`). "
                     f"Target: strict mode costs at most {TARGET_STRICT_RATIO:g}x.")
        else:
            L.append("Emulation time with strict mode on and off, per row as that row was measured: R pairs of "
                     "launches alternated in one process, the median pair's ratio (paired R; `tools/bench_strict.cpp`, "
                     "`--strict-rounds`), or per process the best of N launches, the two modes alternated R times, "
                     "and the median (med) or best process of each mode (N x R; `--strict-iters`, `--strict-reps`). "
                     f"Target: strict mode costs at most {TARGET_STRICT_RATIO:g}x.")
        L.append("")
        L.append("| kernel | size | strict ms | no-strict ms | strict / no-strict |" + (" measured |" if mixed else ""))
        L.append("|---|---:|---:|---:|---:|" + ("---:|" if mixed else ""))
        for (name, n), (s, f) in strict_cost.items():
            ok = s.get("time_ms") and f.get("time_ms")
            size_s = f"{n} ({executed_label(s)})" if is_sub(s) else f"{n}"
            measured = ((f" paired {f['strict_rounds']} |" if f.get("strict_method") == "paired" else
                         f" {f['strict_iters']} x {f['strict_reps']} {'med' if f.get('strict_stat') == 'median' else 'best'} |"
                         if f.get("strict_reps") else " ? |") if mixed else "")
            L.append(f"| {name} | {size_s} | {num(s.get('time_ms'), '{:.1f}')} | {num(f.get('time_ms'), '{:.1f}')} | "
                     + (f"{strict_ratio(s, f):.2f}x |" if ok else (s.get("error") or f.get("error") or "-") + " |")
                     + measured)
        L.append("")
        ratios = [(strict_ratio(s, f), name, n) for (name, n), (s, f) in strict_cost.items()
                  if s.get("time_ms") and f.get("time_ms")]
        if ratios:
            worst = max(ratios)
            verdict = "meets" if worst[0] <= TARGET_STRICT_RATIO else "misses"
            L.append(f"**Largest strict / no-strict ratio: {worst[0]:.2f}x ({worst[1]} at {worst[2]})** ({verdict} the "
                     f"<= {TARGET_STRICT_RATIO:g}x target).")
            same = [(name, n, s["same_ratio"]) for (name, n), (s, f) in strict_cost.items() if s.get("same_ratio")]
            if same:
                L.append("")
                L.append("The paired measure's own check (both devices without strict mode, the same launches; "
                         "`bench_strict ... same`): " + ", ".join(f"{a} at {b} {r:.2f}x" for a, b, r in same) + ".")
            L.append("")
    if os.path.exists(ns.out_png):
        L.append(f"![benchmark]({os.path.basename(ns.out_png)})")
        L.append("")
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w") as f:
        f.write("\n".join(L))


# ------------------------------------------------------------------------------ the plot
def series(results, host):
    """Emulated GFLOP/s (of what was executed) and modelled TFLOP/s per kernel, the host
    baseline, and the (kernel, size) rows executed as a sub-grid."""
    emu, model, sub = {}, {}, set()
    for (name, n), r in results.items():
        if r.get("time_ms"):
            emu.setdefault(name, []).append((n, plan_flops(executed_of(r, n)) / (r["time_ms"] * 1e-3) / 1e9))
            if is_sub(r):
                sub.add((name, n))
        if r.get("modelled_tflops"):
            model.setdefault(name, []).append((n, r["modelled_tflops"]))
    host_s = [(n, h["gflops"]) for n, h in sorted(host.items()) if h.get("gflops")]
    return emu, model, host_s, sub


def plot_matplotlib(path, results, host, arch):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    emu, model, host_s, sub = series(results, host)
    names = sorted(set(emu) | set(model), key=lambda n: (n[0] != "k", int(re.sub(r"\D", "", n) or 0), n))
    cmap = plt.get_cmap("tab20")
    color = {n: cmap(i % 20) for i, n in enumerate(names)}
    fig, (a1, a2) = plt.subplots(1, 2, figsize=(16, 6))
    for name in names:
        pts = sorted(emu.get(name, []))
        if pts:
            a1.plot([p[0] for p in pts], [p[1] for p in pts], marker="o", color=color[name],
                    ls="--" if name.startswith("s") else "-", label=name)
            hollow = [p for p in pts if (name, p[0]) in sub]
            if hollow:
                a1.plot([p[0] for p in hollow], [p[1] for p in hollow], marker="o", ls="none", ms=9,
                        mfc="white", color=color[name])
    if sub:
        a1.plot([], [], marker="o", ls="none", mfc="white", color="gray", label="sub-grid executed")
    if host_s:
        a1.plot([p[0] for p in host_s], [p[1] for p in host_s], "k-", lw=2.5, label="host SGEMM (OpenBLAS)")
    a1.set_xscale("log", base=2)
    ticks = sorted({n for _, n in results} | set(host))
    a1.set_xticks(ticks)
    a1.set_xticklabels([str(t) for t in ticks])
    a1.set_yscale("log")
    a1.set_xlabel("M = N = K")
    a1.set_ylabel("GFLOP/s on this CPU")
    a1.set_title("emulation speed (CPU wall time, not a GPU figure)" + ("; open: sub-grid executed" if sub else ""))
    a1.grid(True, which="both", alpha=0.3)
    a1.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0))
    for name in names:
        pts = sorted(model.get(name, []))
        if pts:
            a2.plot([p[0] for p in pts], [p[1] for p in pts], marker="o", color=color[name],
                    ls="--" if name.startswith("s") else "-", label=f"{name} (modelled)")
            hollow = [p for p in pts if (name, p[0]) in sub]
            if hollow:
                a2.plot([p[0] for p in hollow], [p[1] for p in hollow], marker="o", ls="none", ms=9,
                        mfc="white", color=color[name])
    xs = sorted(ROCBLAS_GFX1151)
    a2.plot(xs, [ROCBLAS_GFX1151[x] for x in xs], "k:", marker="s", label="rocBLAS FP16 gfx1151 (seed 000)")
    for name, ms in SEED_001_MS.items():
        tf = flops(4096) / (ms * 1e-3) / 1e12
        a2.plot([4096], [tf], marker="x", ls="none", color="gray")
        a2.annotate(name, (4096, tf), textcoords="offset points", xytext=(-16, -3), fontsize=7, color="gray")
    if SEED_001_MS:
        a2.plot([], [], marker="x", ls="none", color="gray", label="seed 001 SGEMM, 7900 XTX")
    a2.axhline(PEAK_WMMA_F16, color="r", lw=1, label=f"peak FP16 WMMA {PEAK_WMMA_F16}")
    a2.axhline(PEAK_FP32_DUAL, color="orange", lw=1, label=f"peak FP32 dual FMA {PEAK_FP32_DUAL}")
    a2.set_xscale("log", base=2)
    ticks2 = sorted(set(ticks) | set(ROCBLAS_GFX1151))
    a2.set_xticks(ticks2)
    a2.set_xticklabels([str(t) for t in ticks2])
    a2.set_xlabel("M = N = K")
    a2.set_ylabel("TFLOP/s")
    a2.set_title(f"modelled on {arch} (timing model)" + ("" if model else ": no modelled figures in this run")
                 + ("; open: sub-grid timed at the full grid" if sub else ""))
    a2.grid(True, alpha=0.3)
    a2.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0))
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


# A tiny PNG writer for machines without matplotlib: lines, markers, axes and a 5x7 font.
FONT = {  # 5 columns x 7 rows, each row a 5-bit number (MSB = left)
    "0": (14, 17, 19, 21, 25, 17, 14), "1": (4, 12, 4, 4, 4, 4, 14), "2": (14, 17, 1, 2, 4, 8, 31),
    "3": (30, 1, 1, 14, 1, 1, 30), "4": (2, 6, 10, 18, 31, 2, 2), "5": (31, 16, 30, 1, 1, 17, 14),
    "6": (6, 8, 16, 30, 17, 17, 14), "7": (31, 1, 2, 4, 8, 8, 8), "8": (14, 17, 17, 14, 17, 17, 14),
    "9": (14, 17, 17, 15, 1, 2, 12), "A": (14, 17, 17, 31, 17, 17, 17), "B": (30, 17, 17, 30, 17, 17, 30),
    "C": (14, 17, 16, 16, 16, 17, 14), "D": (30, 17, 17, 17, 17, 17, 30), "E": (31, 16, 16, 30, 16, 16, 31),
    "F": (31, 16, 16, 30, 16, 16, 16), "G": (14, 17, 16, 23, 17, 17, 15), "H": (17, 17, 17, 31, 17, 17, 17),
    "I": (14, 4, 4, 4, 4, 4, 14), "J": (7, 2, 2, 2, 2, 18, 12), "K": (17, 18, 20, 24, 20, 18, 17),
    "L": (16, 16, 16, 16, 16, 16, 31), "M": (17, 27, 21, 21, 17, 17, 17), "N": (17, 17, 25, 21, 19, 17, 17),
    "O": (14, 17, 17, 17, 17, 17, 14), "P": (30, 17, 17, 30, 16, 16, 16), "Q": (14, 17, 17, 17, 21, 18, 13),
    "R": (30, 17, 17, 30, 20, 18, 17), "S": (15, 16, 16, 14, 1, 1, 30), "T": (31, 4, 4, 4, 4, 4, 4),
    "U": (17, 17, 17, 17, 17, 17, 14), "V": (17, 17, 17, 17, 17, 10, 4), "W": (17, 17, 17, 21, 21, 21, 10),
    "X": (17, 17, 10, 4, 10, 17, 17), "Y": (17, 17, 10, 4, 4, 4, 4), "Z": (31, 1, 2, 4, 8, 16, 31),
    ".": (0, 0, 0, 0, 0, 12, 12), "/": (1, 1, 2, 4, 8, 16, 16), "-": (0, 0, 0, 31, 0, 0, 0),
    "(": (2, 4, 8, 8, 8, 4, 2), ")": (8, 4, 2, 2, 2, 4, 8), ":": (0, 12, 12, 0, 12, 12, 0),
    "=": (0, 0, 31, 0, 31, 0, 0), "%": (24, 25, 2, 4, 8, 19, 3), " ": (0,) * 7, ",": (0, 0, 0, 0, 12, 4, 8),
}
PALETTE = [(31, 119, 180), (255, 127, 14), (44, 160, 44), (214, 39, 40), (148, 103, 189), (140, 86, 75),
           (227, 119, 194), (127, 127, 127), (188, 189, 34), (23, 190, 207), (0, 0, 128), (128, 0, 0),
           (0, 100, 0), (255, 0, 255), (0, 128, 128), (128, 128, 0)]


class Canvas:
    def __init__(self, w, h):
        self.w, self.h = w, h
        self.px = bytearray(b"\xff" * (w * h * 3))

    def dot(self, x, y, c):
        x, y = int(round(x)), int(round(y))
        if 0 <= x < self.w and 0 <= y < self.h:
            i = 3 * (y * self.w + x)
            self.px[i:i + 3] = bytes(c)

    def line(self, x0, y0, x1, y1, c, width=1):
        steps = int(max(abs(x1 - x0), abs(y1 - y0), 1))
        for s in range(steps + 1):
            x = x0 + (x1 - x0) * s / steps
            y = y0 + (y1 - y0) * s / steps
            for d in range(width):
                self.dot(x, y + d - width // 2, c)

    def rect(self, x0, y0, x1, y1, c):
        for y in range(int(y0), int(y1) + 1):
            for x in range(int(x0), int(x1) + 1):
                self.dot(x, y, c)

    def text(self, x, y, s, c=(0, 0, 0)):
        for ch in s.upper():
            rows = FONT.get(ch, FONT[" "])
            for r, bits in enumerate(rows):
                for col in range(5):
                    if bits & (16 >> col):
                        self.dot(x + col, y + r, c)
            x += 6

    def png(self, path):
        raw = b"".join(b"\x00" + bytes(self.px[3 * y * self.w:3 * (y + 1) * self.w]) for y in range(self.h))

        def chunk(tag, data):
            return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

        with open(path, "wb") as f:
            f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", self.w, self.h, 8, 2, 0, 0, 0))
                    + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def panel(cv, x0, y0, w, h, title, ylabel, lines, logy):
    """lines: [(label, color, [(size, value)], dashed)]; x axis log2 of the size."""
    pts = [p for _, _, ps, _ in lines for p in ps if p[1] > 0]
    cv.text(x0, y0 - 14, title)
    cv.line(x0, y0 + h, x0 + w, y0 + h, (0, 0, 0))
    cv.line(x0, y0, x0, y0 + h, (0, 0, 0))
    if not pts:
        cv.text(x0 + 10, y0 + h // 2, "NO DATA")
        return
    xs = sorted({p[0] for p in pts})
    lx0, lx1 = math.log2(xs[0]) - 0.3, math.log2(xs[-1]) + 0.3
    vals = [p[1] for p in pts]
    if logy:
        ly0, ly1 = math.floor(math.log10(min(vals))), math.ceil(math.log10(max(vals)))
        if ly0 == ly1:
            ly1 += 1
    else:
        ly0, ly1 = 0.0, max(vals) * 1.1

    def X(n):
        return x0 + (math.log2(n) - lx0) / (lx1 - lx0) * w

    def Y(v):
        t = (math.log10(v) - ly0) / (ly1 - ly0) if logy else (v - ly0) / (ly1 - ly0)
        return y0 + h - t * h

    for n in xs:
        cv.line(X(n), y0 + h, X(n), y0 + h + 3, (0, 0, 0))
        cv.text(X(n) - 3 * len(str(n)), y0 + h + 6, str(n))
    ticks = [10 ** e for e in range(int(ly0), int(ly1) + 1)] if logy else [ly1 * i / 5 for i in range(6)]
    for v in ticks:
        if v <= 0 and logy:
            continue
        yy = Y(v)
        cv.line(x0 - 3, yy, x0 + w, yy, (225, 225, 225))
        lab = (f"{v:g}" if logy else f"{v:.1f}")
        cv.text(x0 - 6 * len(lab) - 5, yy - 3, lab)
    cv.text(x0, y0 + h + 18, "M = N = K    Y: " + ylabel)
    ly = y0 + 4
    for label, c, ps, dashed in lines:
        ps = sorted(p for p in ps if p[1] > 0)
        for (a, va), (b, vb) in zip(ps, ps[1:]):
            if dashed:
                segs = 8
                for s in range(0, segs, 2):
                    cv.line(X(a) + (X(b) - X(a)) * s / segs, Y(va) + (Y(vb) - Y(va)) * s / segs,
                            X(a) + (X(b) - X(a)) * (s + 1) / segs, Y(va) + (Y(vb) - Y(va)) * (s + 1) / segs, c, 2)
            else:
                cv.line(X(a), Y(va), X(b), Y(vb), c, 2)
        for n, v in ps:
            cv.rect(X(n) - 2, Y(v) - 2, X(n) + 2, Y(v) + 2, c)
        cv.rect(x0 + w - 150, ly, x0 + w - 142, ly + 6, c)
        cv.text(x0 + w - 138, ly, label[:22])
        ly += 10


def plot_builtin(path, results, host, arch):
    emu, model, host_s, _ = series(results, host)
    cv = Canvas(1200, 520)
    lines = [(n, PALETTE[i % len(PALETTE)], pts, n.startswith("s")) for i, (n, pts) in enumerate(emu.items())]
    if host_s:
        lines.append(("HOST SGEMM OPENBLAS", (0, 0, 0), host_s, False))
    panel(cv, 80, 40, 460, 400, "EMULATION SPEED (CPU, NOT A GPU FIGURE)", "GFLOP/S", lines, True)
    mlines = [(n + " MODELLED", PALETTE[i % len(PALETTE)], pts, n.startswith("s")) for i, (n, pts) in enumerate(model.items())]
    mlines.append(("ROCBLAS FP16 GFX1151", (0, 0, 0), sorted(ROCBLAS_GFX1151.items()), True))
    xs = sorted({n for _, n in results} | set(ROCBLAS_GFX1151))
    mlines.append((f"PEAK FP16 WMMA {PEAK_WMMA_F16}", (220, 0, 0), [(xs[0], PEAK_WMMA_F16), (xs[-1], PEAK_WMMA_F16)], False))
    mlines.append((f"PEAK FP32 DUAL {PEAK_FP32_DUAL}", (255, 140, 0), [(xs[0], PEAK_FP32_DUAL), (xs[-1], PEAK_FP32_DUAL)],
                   False))
    panel(cv, 690, 40, 460, 400, f"MODELLED ON {arch} (TIMING MODEL)" + ("" if model else " - NONE"), "TFLOP/S",
          mlines, False)
    cv.png(path)


def plot(ns, results, host):
    try:
        import matplotlib  # noqa: F401
        plot_matplotlib(ns.out_png, results, host, ns.arch)
        return "matplotlib"
    except ImportError:
        plot_builtin(ns.out_png, results, host, ns.arch)
        return "built-in PNG writer (python3-matplotlib not installed)"


# ------------------------------------------------------------------------------ main
def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--run", default=os.path.join(ROOT, "build/obj/wmma_asm_run"), help="the wmma_asm_run binary")
    ap.add_argument("--arch", default="gfx1151")
    ap.add_argument("--sizes", default="512,1024,2048,4096", help="comma-separated M = N = K values")
    ap.add_argument("--kernels", default="", help="comma-separated kernel names (default: every k<N> and s<N>)")
    ap.add_argument("--backend", default="", help="hip, emu or auto (default: wmma_asm_run's default, auto)")
    ap.add_argument("--threads", type=int, default=0, help="emulator and OpenBLAS threads (default: all cores)")
    ap.add_argument("--iters", type=int, default=1)
    ap.add_argument("--strict-rounds", type=int, default=21,
                    help="pairs of launches (strict, no-strict, alternated in one process: tools/bench_strict.cpp) "
                         "in the strict-mode comparison; the median pair's ratio is reported (default %(default)d)")
    ap.add_argument("--strict-iters", type=int, default=5,
                    help="without bench_strict (no libwmmaasm.a, or a sub-grid row): launches per process in the "
                         "strict-mode comparison (the best is taken; default %(default)d)")
    ap.add_argument("--strict-reps", type=int, default=5,
                    help="without bench_strict: times the strict and no-strict processes are alternated (each "
                         "mode's median process is reported; default %(default)d)")
    ap.add_argument("--strict", dest="strict", action="store_true", help="time the table's runs in strict mode")
    ap.add_argument("--no-strict", dest="strict", action="store_false", help="time them without (default)")
    ap.set_defaults(strict=False)
    ap.add_argument("--strict-size", type=int, default=-1,
                    help="size of the strict / no-strict comparison (default: the smallest size; 0: skip)")
    ap.add_argument("--check-max", type=int, default=2048,
                    help="check results against the CPU reference up to this size (the FP64 reference at 4096 "
                         "takes minutes per kernel)")
    ap.add_argument("--budget", type=float, default=DEFAULT_BUDGET_S,
                    help="seconds: a run whose full emulation (plain + profiled run) is estimated to take longer "
                         "executes a sub-grid timed at the full grid (default %(default)g)")
    ap.add_argument("--sub-size", type=int, default=DEFAULT_SUB_SIZE,
                    help="M and N executed by a sub-grid run, full K and leading dimensions (default %(default)d)")
    ap.add_argument("--no-caps", dest="caps", action="store_false",
                    help="execute every size in full, whatever the estimated emulation time (no sub-grid rows)")
    ap.add_argument("--no-host", dest="host", action="store_false", help="skip the OpenBLAS baseline")
    ap.add_argument("--timeout", type=float, default=0, help="seconds per run (0: none)")
    ap.add_argument("--out-md", "--out", dest="out_md", default=os.path.join(ROOT, "docs/bench.md"),
                    help="the table (default docs/bench.md); the raw results go to the .json next to it")
    ap.add_argument("--out-png", default="", help="the plot (default: the .png next to --out-md)")
    ap.add_argument("--build-dir", default=os.path.join(ROOT, "build/obj"))
    ap.add_argument("--replot", action="store_true",
                    help="only rewrite the table and the plot from the .json of an earlier run")
    ap.add_argument("--merge", action="store_true",
                    help="keep the results of an earlier run (the .json next to --out-md) that this run does "
                         "not redo: long runs can be done a kernel or a size at a time")
    ns = ap.parse_args()
    if not ns.out_png:
        ns.out_png = os.path.splitext(ns.out_md)[0] + ".png"
    if ns.budget <= 0 or ns.sub_size < 1:
        ap.error("--budget and --sub-size must be positive")
    try:
        sizes = [int(s) for s in ns.sizes.split(",") if s.strip()]
    except ValueError:
        ap.error("--sizes takes comma-separated integers")
    if not sizes or min(sizes) < 1:
        ap.error("--sizes needs at least one positive size")
    if not os.path.exists(ns.run):
        ap.error(f"{ns.run} not found: run `make tools` (or `make bench`)")
    kernels = pack_kernels(ns.run, ns.arch)
    pack_order = list(kernels)
    if ns.kernels:
        want = [k.strip() for k in ns.kernels.split(",") if k.strip()]
        known = {name for name, _, _ in kernels}
        missing = [k for k in want if k not in known]
        if missing:
            ap.error(f"not GEMM kernels of the pack: {', '.join(missing)} (have {', '.join(sorted(known))})")
        kernels = [k for k in kernels if k[0] in want]
    strict_size = min(sizes) if ns.strict_size < 0 else ns.strict_size

    jobs = [(name, dtype, k, n) for n in sizes for name, dtype, k in kernels if fits(k, n)]
    for n in sizes:
        for name, _, k in kernels:
            if not fits(k, n):
                log(f"bench: {name} cannot run {n} (its restrictions), skipped")
    log(f"bench: {len(jobs)} runs ({', '.join(name for name, _, _ in kernels)} at {', '.join(map(str, sizes))}), "
        f"{'strict' if ns.strict else 'no-strict'}; results in {ns.out_md}")

    results, host, strict_cost, wmma = {}, {}, {}, {}
    raw_path = os.path.splitext(ns.out_md)[0] + ".json"
    if ns.replot:
        ns.merge = True
    if ns.merge and os.path.exists(raw_path):
        old = json.load(open(raw_path))
        results = {(r["kernel_name"], r["size"]): r["result"] for r in old.get("results", [])}
        host = {int(n): h for n, h in old.get("host", {}).items()}
        strict_cost = {(r["kernel_name"], r["size"]): tuple(r["pair"]) for r in old.get("strict_cost", [])}
        wmma = old.get("wmma", {})
        log(f"bench: merging with {len(results)} earlier results from {raw_path}")
    t_start = time.time()
    # Estimates of a run's wall time: rate[name] = executed FLOPs per second of the kernel's latest
    # run (plain + profiled run, less the plain run's time outside the timed emulation: the check
    # and the set-up), in this run or else in the merged results; checks at check_rate[0].
    rate, check_rate = {}, [CHECK_RATE]

    def learn(name, r, plan):
        if not (r.get("time_ms") and r.get("wall_total_s")) or r.get("backend") != "emu":
            return
        extra = max(0.0, r["wall_s"] - r.get("iters", ns.iters) * r["time_ms"] * 1e-3) if r.get("check") else 0.0
        rate[name] = plan_flops(plan) / max(r["wall_total_s"] - extra, 1e-3)
        if r.get("check") and extra > 0.5:
            check_rate[0] = plan_flops(plan) / extra

    for (name, n), r in sorted(results.items(), key=lambda kv: kv[0][1]):
        learn(name, r, executed_of(r, n))

    def checked(plan):
        return plan_flops(plan) <= flops(ns.check_max)

    def estimate(name, dtype, plan):
        emu = plan_flops(plan) / (rate.get(name) or DEFAULT_RATE.get(dtype, DEFAULT_RATE["f32"]))
        return emu + (plan_flops(plan) / check_rate[0] if checked(plan) else 0.0)

    def choose(name, dtype, k, n):
        """(plan, estimated seconds, estimated seconds in full): full unless its estimate exceeds the budget."""
        full = full_plan(n)
        est_full = estimate(name, dtype, full)
        if not ns.caps or est_full <= ns.budget:
            return full, est_full, est_full
        plan = sub_plan(k, n, ns.sub_size)
        return plan, estimate(name, dtype, plan), est_full
    if ns.replot:
        jobs = []
    host_exe = build_host_sgemm(ns) if ns.host and not ns.replot else None
    # The WMMA arithmetic on its own, measured once per run (it needs no kernel, so a merged run
    # that redoes nothing keeps the earlier figure).
    if host_exe and jobs:
        wmma_exe = build_bench_wmma(ns)
        if wmma_exe:
            log("bench: WMMA instructions alone (tools/bench_wmma.cpp) ...")
            wmma = run_bench_wmma(wmma_exe)

    def save():
        order = {name: i for i, (name, _, _) in enumerate(pack_order)}
        for d in (results, strict_cost):   # table order: size, then the pack's order
            items = sorted(d.items(), key=lambda kv: (kv[0][1], order.get(kv[0][0], 99), kv[0][0]))
            d.clear()
            d.update(items)
        write_markdown(ns, results, host, strict_cost, ns.out_md, wmma)
        with open(raw_path, "w") as f:
            json.dump({"results": [{"kernel_name": k, "size": n, "result": r} for (k, n), r in results.items()],
                       "host": {str(n): h for n, h in host.items()},
                       "wmma": wmma,
                       "strict_cost": [{"kernel_name": k, "size": n, "pair": list(p)} for (k, n), p in strict_cost.items()]},
                      f, indent=1)

    strict_exe = []   # [path or None] once built

    def strict_pair(ns, name, plan):
        """strict_cost[(name, n)] = (strict timing, no-strict timing) of `plan`. A full-size plan with
        bench_strict: --strict-rounds pairs of launches alternated in one process, the ratio the
        median pair's (each timing the median launch of its mode). Otherwise per process the best
        of --strict-iters launches, the two modes alternated --strict-reps times, and of those the
        median process per mode. (The emulation of a 512 problem takes milliseconds, so the table's
        one launch would be noise; and this shared 2-core host changes speed for seconds at a time,
        so the median processes' ratio still moved by up to 0.2 from run to run.)"""
        n = plan["size"]
        if not strict_exe:
            strict_exe.append(build_bench_strict(ns))
        if strict_exe[0] and not plan.get("model_grid") and plan.get("m", n) == n:
            r = run_bench_strict(ns, strict_exe[0], name, n)
            if "error" not in r:
                how = {"strict_method": "paired", "strict_rounds": r["rounds"]}
                pair = ({"time_ms": r["strict_median_ms"], "strict_ratio": r["ratio_median"],
                         "best_ms": r["strict_best_ms"], "executed": plan, **how},
                        {"time_ms": r["plain_median_ms"], "best_ms": r["plain_best_ms"], "executed": plan, **how})
                strict_cost[(name, n)] = pair
                log(f"bench:   strict cost {name} {n}: {r['ratio_median']:.2f}x (median of {r['rounds']} launch pairs)")
                return
            log(f"bench:   bench_strict {name} {n}: {r['error']}; measured process by process")
        runs = {True: [], False: []}
        for _ in range(ns.strict_reps):
            for mode in (True, False):
                runs[mode].append(run_timing(ns, name, plan, mode))
        pair = []
        for mode in (True, False):
            timed = sorted((r for r in runs[mode] if r.get("time_ms")), key=lambda r: r["time_ms"])
            r = timed[(len(timed) - 1) // 2] if timed else (runs[mode][0] if runs[mode] else {})
            r["strict_iters"], r["strict_reps"], r["strict_stat"] = ns.strict_iters, ns.strict_reps, "median"
            pair.append(r)
        pair = tuple(pair)
        strict_cost[(name, n)] = pair
        if pair[0].get("time_ms") and pair[1].get("time_ms"):
            log(f"bench:   strict cost {name} {n}: {pair[0]['time_ms'] / pair[1]['time_ms']:.2f}x")

    measured_host = set()   # sizes whose host baseline was measured in this run
    last_job = {n: i for i, (_, _, _, n) in enumerate(jobs)}   # the last emulated run of each size
    for i, (name, dtype, k, n) in enumerate(jobs):
        # The host baseline is re-measured in every run that times this size, so the ratios
        # compare figures taken side by side (a merged older baseline is replaced): once before
        # the size's first emulated run and once after its last (below).
        if host_exe and n not in measured_host:
            measured_host.add(n)
            log(f"bench: host SGEMM {n} (OpenBLAS) ...")
            host[n] = run_host(ns, host_exe, n)
            if "ms" in host[n]:
                log(f"bench:   host {n}: {host[n]['ms']:.1f} ms, {host[n]['gflops']:.1f} GFLOP/s")
        # ETA: each remaining run's estimate (its kernel's rate at its previous size, else the
        # per-dtype default), with the plan the budget gives it
        eta = sum(choose(nm, dt, kk, m)[1] for nm, dt, kk, m in jobs[i:])
        plan, est, est_full = choose(name, dtype, k, n)
        log(f"bench: [{i + 1}/{len(jobs)}] {name} {n} ... (elapsed {fmt_dur(time.time() - t_start)}, "
            f"remaining ~{fmt_dur(eta)})")
        if plan["model_grid"]:
            log(f"bench:   {name} {n}: full emulation estimated at {fmt_dur(est_full)} > budget {fmt_dur(ns.budget)}: "
                f"executing {plan['m']}x{plan['n']}x{plan['k']} (~{fmt_dur(est)}), modelled at the full "
                f"{plan['model_grid'].replace(',', 'x')} grid (--no-caps executes it in full)")
        r = run_kernel(ns, name, plan, ns.strict, checked(plan))
        r["_dtype"] = dtype
        results[(name, n)] = r
        learn(name, r, plan)
        if r.get("time_ms"):
            what = "" if not plan["model_grid"] else f" {plan['m']}x{plan['n']}x{plan['k']}"
            msg = (f"{r['time_ms']:.1f} ms ({plan_flops(plan) / (r['time_ms'] * 1e-3) / 1e9:.3f} GFLOP/s "
                   f"emulated{what}; wall {r.get('wall_total_s', 0):.1f} s, estimated {est:.1f} s)")
            if r.get("modelled_time_ms") is not None:
                msg += f", modelled {r['modelled_time_ms']:.3f} ms ({r.get('modelled_tflops') or 0:.2f} TFLOP/s)"
            if r.get("check"):
                msg += ", check " + ("passed" if r["check"].get("passed") else "FAILED")
            log(f"bench:   {name} {n}: {msg}")
        if r.get("error"):
            log(f"bench:   {name} {n}: error: {r['error']}")
        if n == strict_size and r.get("time_ms") is not None:
            strict_pair(ns, name, plan)
        if host_exe and i == last_job[n]:
            # The second host measurement, after the size's emulated runs: this shared host
            # changes speed for seconds at a time, so the faster of the two processes bracketing
            # the emulated runs is the baseline (both kept in "ms_runs").
            log(f"bench: host SGEMM {n} again, after its emulated runs ...")
            host[n] = best_host(host[n], run_host(ns, host_exe, n))
            if "ms" in host[n]:
                log(f"bench:   host {n}: {' and '.join(f'{x:.1f}' for x in host[n]['ms_runs'])} ms: "
                    f"{host[n]['ms']:.1f} ms, {host[n]['gflops']:.1f} GFLOP/s")
        save()
    # The strict-mode comparison at a size outside the table's sizes: both runs here.
    if strict_size > 0 and strict_size not in sizes and not ns.replot:
        for name, dtype, k in kernels:
            if fits(k, strict_size):
                log(f"bench: strict cost {name} {strict_size} ...")
                strict_pair(ns, name, choose(name, dtype, k, strict_size)[0])
                save()
    # The paired measure's own check, on the row with the largest ratio: both devices without
    # strict mode, whose ratio should be 1.
    paired = [(strict_ratio(s, f), name, n) for (name, n), (s, f) in strict_cost.items()
              if s.get("strict_method") == "paired" and s.get("time_ms") and f.get("time_ms")]
    if paired and strict_exe and strict_exe[0] and jobs:
        _, name, n = max(paired)
        r = run_bench_strict(ns, strict_exe[0], name, n, same=True)
        if "error" not in r:
            strict_cost[(name, n)][0]["same_ratio"] = r["ratio_median"]
            log(f"bench:   the measure's own check, {name} {n} without strict mode on both devices: "
                f"{r['ratio_median']:.2f}x")
        save()
    # Host sizes with no kernel run (e.g. all kernels skipped) still get their baseline.
    for n in sizes:
        if host_exe and n not in host:
            host[n] = run_host(ns, host_exe, n)
    how = plot(ns, results, host)
    save()
    log(f"bench: wrote {ns.out_md} and {ns.out_png} ({how}) in {fmt_dur(time.time() - t_start)}")
    failed = [key for key, r in results.items() if r.get("error") or (r.get("check") and not r["check"].get("passed"))]
    if failed:
        log("bench: failures: " + ", ".join(f"{a} {b}" for a, b in failed))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
