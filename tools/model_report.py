#!/usr/bin/python3
"""Modelled against published GEMM times: the timing model's proof against hardware.

For every published point (a kernel of seed 001 on the RX 7900 XTX, of seed 003 on the RX 7900
GRE, of seed 000 on gfx1151) that has a kernel of this pack mapped to it, runs

    wmma_asm_run --kernel K --m M --n N --k K --lda K --ldb N --ldc N --json --no-check --counters

with WMMA_ASM_MODEL_DEVICE=<device description> and reads "modelled_time_ms". Large problems are
executed at a smaller M and N (same K, same leading dimensions, so every workgroup executes the
same instruction stream with the same address pattern) and timed at the published grid with
WMMA_ASM_MODEL_GRID (docs/model.md, "Timing a larger grid").

Prints the comparison table (published vs modelled, error, ranking within each published table)
and, with --write, puts it into docs/model.md and (every comparison, in short) into README.md,
between the report markers. Results are cached in
build/model_report.json (keyed by command and environment); --fresh ignores the cache.

    /usr/bin/python3 tools/model_report.py                 # run what exists, print the table
    /usr/bin/python3 tools/model_report.py --write         # ... and update docs/model.md
    /usr/bin/python3 tools/model_report.py --list          # the published points and their mapping
    /usr/bin/python3 tools/model_report.py --only k1,s8 --max-run 512

Edit the *_KERNELS tables below when a kernel of the pack reproduces a published variant.
"""

import argparse
import glob
import hashlib
import json
import math
import os
import shlex
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(ROOT, "docs", "model.md")
README = os.path.join(ROOT, "README.md")
BEGIN = "<!-- model_report:begin -->"
END = "<!-- model_report:end -->"

# ------------------------------------------------------------------------------------------
# Published figures. The like-for-like points come from the catalog modules of the families that
# reproduce a seed's kernels (gen/catalog_sfamily.py: seed 001; gen/catalog_hfamily.py: seed
# 003; gen/catalog_rfamily.py: seed 000), so each published figure is typed once. The k series
# (this pack's own kernels) is compared with the variants whose techniques it shares: those rows
# are reported apart and do not count toward the accuracy target.

sys.path.insert(0, os.path.join(ROOT, "gen"))
import catalog_hfamily  # noqa: E402
import catalog_rfamily  # noqa: E402
import catalog_sfamily  # noqa: E402

S001 = "seed 001 (RX 7900 XTX, FP32 SGEMM)"
S003 = "seed 003 (RX 7900 GRE, FP16 HGEMM)"
S000 = "seed 000 (gfx1151, FP16 GEMM)"

SEED001_NAMES = {
    "s1": "Kernel 1 naive", "s2": "Kernel 2 LDS tiling", "s3": "Kernel 3 register tiling",
    "s4": "Kernel 4 GMEM double buffer", "s5": "Kernel 5 LDS utilisation", "s6": "Kernel 6 VALU utilisation",
    "s7": "Kernel 7 unrolled inner loop", "s8": "Kernel 8 batched GMEM loads",
}

# The k series against seed 003's and seed 000's variants, by technique only (not the same code).
KSERIES_SEED003 = {  # h kernel (published variant) -> (k kernel, note)
    "h1": ("k1", "naive: k1 reads A with two b128 loads and B (row-major) with 16 element loads per K step; "
                 "the seed's kernel reads a column-major B, 32 element loads"),
    "h2": ("k2", "LDS tiling; k2-k4 keep an LDS layout whose bank-conflict replays are most of their LDS cycles"),
    "h3": ("k3", "register blocking; LDS conflicts as k2"),
    "h6": ("k4", "b128 loads and prefetch; 85% of k4's LDS cycles are bank-conflict replays"),
    "h8": ("k5", "k5 is this pack's padded, double-buffered kernel, not the seed's optimisation"),
}
KSERIES_SEED000 = {"Standard": ("k5", "128x128 tile, 8 waves, double buffer, padded LDS against Standard's 128x64")}


def _ms_from_tflops(size, tflops):
    return 2.0 * size ** 3 / (tflops * 1e12) * 1e3


def points():
    """Every published point: dict(source, device, published, kernel, note, m, n, k, ms, like)."""
    out = []
    for kernel, ms in catalog_sfamily.SEED_001_MS.items():
        out.append(dict(source=S001, device="gfx1100_7900xtx", published=SEED001_NAMES[kernel], kernel=kernel,
                        note="", m=4096, n=4096, k=4096, ms=ms, like=True))
    for kernel, sizes in catalog_hfamily.SEED_003_MS.items():
        name = catalog_hfamily.SEED_003_VARIANT[kernel]
        for size, ms in sizes.items():
            out.append(dict(source=S003, device="gfx1100_7900gre", published=name, kernel=kernel, note="", m=size,
                            n=size, k=size, ms=ms, like=True, ms2=catalog_hfamily.SEED_003_MS_WSL2[kernel][size]))
            if kernel in KSERIES_SEED003:
                k, note = KSERIES_SEED003[kernel]
                out.append(dict(source=S003, device="gfx1100_7900gre", published=name, kernel=k, note=note, m=size,
                                n=size, k=size, ms=ms, like=False))
    for name, sizes in catalog_rfamily.SEED_000_TFLOPS.items():
        for size, tflops in sizes.items():
            if name == "Adaptive":
                kernel, note = catalog_rfamily.SEED_000_ADAPTIVE.get(size), "Adaptive's choice at this size"
            else:
                kernel, note = catalog_rfamily.SEED_000_KERNEL.get(name), ""
            if kernel is None:   # Hilbert: listed in NOT_REPRODUCED
                continue
            point = dict(source=S000, device="gfx1151", published=name, kernel=kernel, note=note, m=size, n=size,
                         k=size, ms=_ms_from_tflops(size, tflops), like=True)
            if name == "Adaptive" and size in catalog_rfamily.SEED_000_ADAPTIVE_FINAL_TFLOPS:
                point["ms2"] = _ms_from_tflops(size, catalog_rfamily.SEED_000_ADAPTIVE_FINAL_TFLOPS[size])
            out.append(point)
            if name in KSERIES_SEED000:
                k, note = KSERIES_SEED000[name]
                out.append(dict(source=S000, device="gfx1151", published=name, kernel=k, note=note, m=size, n=size,
                                k=size, ms=_ms_from_tflops(size, tflops), like=False))
    return out


# ------------------------------------------------------------------------------------------

def load_catalog(binary, arch, pack_dir):
    cmd = [binary, "--list", "--json", "--arch", arch]
    if pack_dir:
        cmd += ["--pack-dir", pack_dir]
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if r.returncode != 0:
        return None
    try:
        return {k["name"]: k for k in json.loads(r.stdout)["kernels"]}
    except (ValueError, KeyError):
        return None


def run_size(full, tile, mult, cap):
    """The executed extent: at most `cap`, a multiple of the tile and of the kernel's restriction."""
    if full <= cap:
        return full
    step = max(tile, mult, 1)
    return max(step, cap // step * step)


_FINGERPRINTS = {}


def fingerprint(binary, pack_dir):
    """A digest of what a run's result depends on besides its arguments: the binary, the device
    descriptions (devices/*.txt) and the pack's code objects and catalog (by content and file
    name, not by path). Part of every cache key, so that a rebuilt model or an edited description
    is never answered from the cache. Without a pack directory the binary uses its built-in one;
    build/ is then hashed whole."""
    key = (os.path.realpath(binary), pack_dir)
    if key not in _FINGERPRINTS:
        h = hashlib.sha1()
        files = [binary] + sorted(glob.glob(os.path.join(ROOT, "devices", "*.txt")))
        pack = pack_dir or os.path.join(ROOT, "build", "*")
        files += sorted(glob.glob(os.path.join(pack, "*.hsaco")) + glob.glob(os.path.join(pack, "*.txt")))
        for path in files:
            h.update(os.path.basename(path).encode() + b"\0")
            try:
                with open(path, "rb") as f:
                    h.update(f.read())
            except OSError:
                h.update(b"missing")
        _FINGERPRINTS[key] = h.hexdigest()
    return _FINGERPRINTS[key]


def cache_key(cmd, env, pack_dir):
    """A run's key in a results cache: its arguments (not the binary's path), its environment and
    the fingerprint of the binary, the descriptions and the pack (cmd[0] is the binary)."""
    return json.dumps([cmd[1:], sorted(env.items()), fingerprint(cmd[0], pack_dir)])


def load_cache(path):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError):
        return {}


def save_cache(path, cache):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        json.dump(cache, f, indent=1, sort_keys=True)


class Catalogs:
    """The pack's catalog per architecture, loaded once. gfx1100 descriptions use the gfx1100 pack
    when it is built, else the gfx1151 one."""

    def __init__(self, binary, pack_dirs=None):
        self.binary, self.pack_dirs, self.loaded = binary, pack_dirs or {}, {}

    def for_device(self, device):
        """(arch, pack directory or "", catalog) for a device description, or (None, "", None)."""
        arches = ["gfx1100", "gfx1151"] if device.startswith("gfx1100") else ["gfx1151"]
        for arch in arches:
            if arch not in self.loaded:
                pack = self.pack_dirs.get(arch, os.path.join(ROOT, "build", arch))
                pack = pack if os.path.isdir(pack) else ""
                self.loaded[arch] = (load_catalog(self.binary, arch, pack), pack)
            cat, pack = self.loaded[arch]
            if cat:
                return arch, pack, cat
        return None, "", None


def point_command(p, entry, max_run, binary, arch, pack_dir):
    """The wmma_asm_run command line and the environment that time published point p."""
    tile_m, tile_n = entry.get("tile_m", 16) or 16, entry.get("tile_n", 16) or 16
    m_run = run_size(p["m"], tile_m, entry.get("m_multiple", 1), max_run)
    n_run = run_size(p["n"], tile_n, entry.get("n_multiple", 1), max_run)
    # The full problem's leading dimensions, so that a sub-problem keeps its address pattern.
    lda = p["m"] if entry.get("a_layout") == "col" else p["k"]
    ldb = p["k"] if entry.get("b_layout") == "col" else p["n"]
    cmd = [binary, "--kernel", p["kernel"], "--m", str(m_run), "--n", str(n_run), "--k", str(p["k"]),
           "--lda", str(lda), "--ldb", str(ldb), "--ldc", str(p["n"]), "--json", "--no-check", "--counters",
           "--arch", arch]   # (the timing model runs only with --counters)
    if pack_dir:
        cmd += ["--pack-dir", pack_dir]
    env = {"WMMA_ASM_MODEL_DEVICE": p["device"]}
    if (m_run, n_run) != (p["m"], p["n"]):
        gx, gy = math.ceil(p["n"] / tile_n), math.ceil(p["m"] / tile_m)
        if entry.get("grid_x") == "m":
            gx, gy = gy, gx
        env["WMMA_ASM_MODEL_GRID"] = "%d,%d" % (gx, gy)
    return cmd, env, "%dx%dx%d" % (m_run, n_run, p["k"])


def run_point(p, entry, args, arch, pack_dir, cache):
    cmd, env, run = point_command(p, entry, args.max_run, args.bin, arch, pack_dir)
    if args.commands:
        print(" ".join(["%s=%s" % kv for kv in sorted(env.items())] + [shlex.quote(c) for c in cmd]))
        return {"error": "not run (--commands)"}
    key = cache_key(cmd, env, pack_dir)
    if key in cache and not args.fresh:
        return cache[key]
    full_env = dict(os.environ)
    full_env.update(env)
    full_env.pop("WMMA_ASM_MODEL_VERBOSE", None)
    t0 = time.time()
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=args.timeout, env=full_env, cwd=ROOT)
    except subprocess.TimeoutExpired:
        return {"error": "timed out after %d s" % args.timeout}
    res = {"wall_s": round(time.time() - t0, 1), "run": run,
           "model_grid": env.get("WMMA_ASM_MODEL_GRID", ""), "arch": arch}
    if r.returncode != 0:
        res["error"] = (r.stderr.strip().splitlines() or ["exit %d" % r.returncode])[-1]
        return res
    try:
        j = json.loads(r.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        res["error"] = "no JSON output"
        return res
    res["modelled_ms"] = j.get("modelled_time_ms")
    c = j.get("counters", {})
    res["occupancy"] = c.get("occupancy.waves_per_simd")
    if res["modelled_ms"] is None:
        res["error"] = "no modelled time in the output (a build without the timing model?)"
        return res
    cache[key] = res
    return res


NOT_REPRODUCED = [
    (S003, "Shared Memory (no WMMA)", "not a WMMA kernel; not reproduced"),
    (S003, "rocBLAS", "a library's tuned kernels; not reproducible here"),
    (S000, "Hilbert", "one published point of a different tile order; not reproduced"),
    (S000, "rocBLAS FP16", "a library's tuned kernels (FP16 output); not reproducible here"),
]


def _table(rows, lines):
    lines.append("| source | device | published kernel | ours | M=N=K | executed (model grid) | published ms | "
                 "modelled ms | error | published TFLOP/s | modelled TFLOP/s |")
    lines.append("|---|---|---|---|---|---|---|---|---|---|---|")
    within = timed = 0
    for p, r in rows:
        flops = 2.0 * p["m"] * p["n"] * p["k"]
        pub_tf = flops / (p["ms"] * 1e-3) / 1e12
        if r.get("modelled_ms"):
            mod = r["modelled_ms"]
            err = (mod - p["ms"]) / p["ms"]
            timed += 1
            within += abs(err) <= 0.25
            mod_s, err_s, mtf = "%.4g" % mod, "%+.0f%%" % (100 * err), "%.2f" % (flops / (mod * 1e-3) / 1e12)
        else:
            mod_s, err_s, mtf = "-", r.get("error", "no model"), "-"
        ex = r.get("run", "") + (" (%s)" % r["model_grid"] if r.get("model_grid") else "")
        if r.get("arch") and not p["device"].startswith(r["arch"]):
            ex += " [%s code]" % r["arch"]
        lines.append("| %s | %s | %s | %s%s | %d | %s | %.4g | %s | %s | %.2f | %s |" % (
            p["source"], p["device"], p["published"], p["kernel"], " *" if p["note"] else "", p["m"], ex, p["ms"],
            mod_s, err_s, pub_tf, mtf))
    return within, timed


def published_pairs(group):
    """Every pair of one published table's rows, with its verdict: "same" (both rows are one
    kernel of the pack), "unresolved" (the seed's second measurement orders the pair the other
    way: seed 003's second column for every point, seed 000's second table for Adaptive; a row
    measured once is compared by its one figure) or "judged"."""
    for i in range(len(group)):
        for j in range(i + 1, len(group)):
            (pi, _), (pj, _) = group[i], group[j]
            if pi["kernel"] == pj["kernel"]:
                verdict = "same"
            elif ("ms2" in pi or "ms2" in pj) and \
                    (pi["ms"] - pj["ms"]) * (pi.get("ms2", pi["ms"]) - pj.get("ms2", pj["ms"])) <= 0:
                verdict = "unresolved"
            else:
                verdict = "judged"
            yield verdict, group[i], group[j]


def _rankings(rows, lines):
    """Within each published table (source, size): the order of the published kernels by time, pair
    by pair. A pair is not judged when both rows are the same kernel of the pack (seed 000's
    Adaptive is Standard's or K-Unroll's kernel at some sizes: their published difference is run
    to run variation) or when the seed's second measurement (seed 003's WSL2 column; seed 000's
    final-benchmark table, for Adaptive) orders the pair the other way."""
    groups = {}
    for p, r in rows:
        if r.get("modelled_ms"):
            groups.setdefault((p["source"], p["m"]), []).append((p, r))
    for (src, size), g in sorted(groups.items()):
        if len(g) < 2:
            continue
        judged = bad = same = unresolved = 0
        for verdict, (pi, ri), (pj, rj) in published_pairs(g):
            same += verdict == "same"
            unresolved += verdict == "unresolved"
            if verdict == "judged":
                judged += 1
                bad += (pi["ms"] - pj["ms"]) * (ri["modelled_ms"] - rj["modelled_ms"]) < 0
        extra = []
        if unresolved:
            extra.append("%d not resolved by the seed's two measurements" % unresolved)
        if same:
            extra.append("%d of one kernel under two names" % same)
        lines.append("- ranking, %s at %d: %s (%d kernels: %d discordant of %d pairs judged%s)" % (
            src, size, "preserved" if bad == 0 else "NOT preserved", len(g), bad, judged,
            "; " + ", ".join(extra) if extra else ""))


def report(rows, skipped):
    lines = []
    like = [(p, r) for p, r in rows if p["like"]]
    tech = [(p, r) for p, r in rows if not p["like"]]
    lines.append("**Like-for-like**: the s, h and r families reproduce the published kernels (docs/kernels.md).")
    lines.append("")
    within, timed = _table(like, lines)
    lines.append("")
    lines.append("%d of %d timed points within 25%% of the published time." % (within, timed))
    _rankings(like, lines)
    notes = sorted({(p["kernel"], p["note"]) for p, _ in like if p["note"]})
    for k, n in notes:
        lines.append("- \\* %s: %s" % (k, n))
    if tech:
        lines.append("")
        lines.append("**By technique only** (not counted above): this pack's k series against the published variant "
                     "whose techniques it shares; the code differs, so the error measures the kernels' difference as "
                     "much as the model's.")
        lines.append("")
        _table(tech, lines)
        lines.append("")
        notes = sorted({(p["kernel"], p["note"]) for p, _ in tech if p["note"]})
        for k, n in notes:
            lines.append("- \\* %s: %s" % (k, n))
    lines.append("")
    lines.append("Not timed:")
    seen = set()
    for p, why in skipped:
        key = (p["source"], p["published"], why)
        if key not in seen:
            seen.add(key)
            lines.append("- %s: %s (%s)" % (p["source"], p["published"], why))
    for src, name, why in NOT_REPRODUCED:
        lines.append("- %s: %s (%s)" % (src, name, why))
    return "\n".join(lines)


def compact(rows, text):
    """Every comparison in a short table (the README's model section), then the summary lines of
    the full report (points within 25%, rankings)."""
    lines = ["| published set | published kernel | ours | M=N=K | published ms | modelled ms | error |",
             "|---|---|---|---:|---:|---:|---:|"]
    for p, r in sorted(rows, key=lambda pr: (not pr[0]["like"], pr[0]["source"], pr[0]["kernel"] or "", pr[0]["m"])):
        mod = r.get("modelled_ms")
        err = "%+.0f%%" % (100 * (mod - p["ms"]) / p["ms"]) if mod else r.get("error", "no model")
        lines.append("| %s%s | %s | %s | %d | %.4g | %s | %s |" % (
            p["source"], "" if p["like"] else " (by technique)", p["published"], p["kernel"], p["m"], p["ms"],
            "%.4g" % mod if mod else "-", err))
    lines.append("")
    lines += [l for l in text.splitlines() if "timed points within 25%" in l or l.startswith("- ranking")]
    return "\n".join(lines)


def write_between_markers(path, body):
    with open(path) as f:
        doc = f.read()
    if BEGIN not in doc or END not in doc:
        print("model_report: %s has no report markers" % path, file=sys.stderr)
        return False
    doc = doc[:doc.index(BEGIN) + len(BEGIN)] + "\n" + body + "\n" + doc[doc.index(END):]
    with open(path, "w") as f:
        f.write(doc)
    print("model_report: wrote %s" % path, file=sys.stderr)
    return True


def self_test():
    """The ranking checker on made-up tables (run by `make test`): it must count a discordant pair,
    leave a pair that the second measurement brackets unjudged, and not judge one kernel against
    itself."""
    def row(kernel, ms, modelled, ms2=None):
        p = dict(source="t", m=1, kernel=kernel, ms=ms)
        if ms2 is not None:
            p["ms2"] = ms2
        return p, dict(modelled_ms=modelled)

    failures = []

    def expect(what, got, want):
        if got != want:
            failures.append("%s: got %r, want %r" % (what, got, want))

    def verdicts(group):
        return [(v, a[0]["kernel"], b[0]["kernel"]) for v, a, b in published_pairs(group)]

    # a (1.0) < b (2.0) published; the model orders them the other way: discordant.
    lines = []
    _rankings([row("a", 1.0, 3.0), row("b", 2.0, 1.0)], lines)
    expect("discordant pair", lines, ["- ranking, t at 1: NOT preserved (2 kernels: 1 discordant of 1 pairs judged)"])
    lines = []
    _rankings([row("a", 1.0, 1.0), row("b", 2.0, 3.0)], lines)
    expect("concordant pair", lines, ["- ranking, t at 1: preserved (2 kernels: 0 discordant of 1 pairs judged)"])
    # Second measurements: both rows (seed 003), one row (seed 000's Adaptive), not bracketing.
    expect("both measured twice, crossed", verdicts([row("a", 1.0, 1, 2.5), row("b", 2.0, 1, 2.1)])[0][0], "unresolved")
    expect("one measured twice, bracketing", verdicts([row("a", 1.0, 1, 2.5), row("b", 2.0, 1)])[0][0], "unresolved")
    expect("one measured twice, not bracketing", verdicts([row("a", 1.0, 1, 1.5), row("b", 2.0, 1)])[0][0], "judged")
    expect("same kernel", verdicts([row("a", 1.0, 1), row("a", 2.0, 1)])[0][0], "same")
    for f in failures:
        print("model_report self-test: FAILED %s" % f, file=sys.stderr)
    if not failures:
        print("model_report self-test: ranking checker passed 6 checks")
    return 1 if failures else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", default=os.path.join(ROOT, "build", "obj", "wmma_asm_run"))
    ap.add_argument("--only", default="", help="comma-separated kernels of the pack to time")
    ap.add_argument("--max-run", type=int, default=1024, help="largest M and N actually executed (default 1024)")
    ap.add_argument("--timeout", type=int, default=7200, help="seconds per run")
    ap.add_argument("--fresh", action="store_true", help="ignore build/model_report.json")
    ap.add_argument("--write", action="store_true", help="update docs/model.md between the report markers")
    ap.add_argument("--commands", action="store_true",
                    help="print each point's wmma_asm_run command line (with its environment) and run nothing")
    ap.add_argument("--list", action="store_true", help="list the published points and their kernels, run nothing")
    ap.add_argument("--pack", action="append", default=[], metavar="ARCH=DIR",
                    help="kernel pack directory for ARCH (default build/ARCH)")
    ap.add_argument("--self-test", action="store_true", help="check the ranking checker on made-up tables, run nothing")
    args = ap.parse_args()
    if args.self_test:
        return self_test()

    pts = points()
    only = set(filter(None, args.only.split(",")))
    if args.list:
        for p in pts:
            print("%-38s %-16s %-62s %5d  %10.4f ms  -> %s" % (p["source"], p["device"], p["published"], p["m"], p["ms"],
                                                               p["kernel"] or "(not mapped)"))
        return 0
    if not os.path.exists(args.bin):
        print("model_report: %s does not exist (make build/obj/wmma_asm_run)" % args.bin, file=sys.stderr)
        return 1
    cache_path = os.path.join(ROOT, "build", "model_report.json")
    cache = load_cache(cache_path)
    catalogs = Catalogs(args.bin, dict(x.split("=", 1) for x in args.pack if "=" in x))

    rows, skipped = [], []
    for p in pts:
        if not p["kernel"]:
            skipped.append((p, "not mapped"))
            continue
        if only and p["kernel"] not in only:
            continue
        arch, pack, cat = catalogs.for_device(p["device"])
        if not cat or p["kernel"] not in cat:
            skipped.append((p, "%s not in the catalog" % p["kernel"]))
            continue
        print("model_report: %s %s %d on %s (%s pack) ..." % (p["kernel"], p["published"], p["m"], p["device"], arch),
              file=sys.stderr, flush=True)
        r = run_point(p, cat[p["kernel"]], args, arch, pack, cache)
        if args.commands:
            continue
        rows.append((p, r))
        save_cache(cache_path, cache)
    if args.commands:
        return 0
    text = report(rows, skipped)
    print(text)
    if args.write:
        stamp = "Generated by `tools/model_report.py` on %s (build/obj/wmma_asm_run, device descriptions in devices/)." % (
            time.strftime("%Y-%m-%d"))
        if not write_between_markers(DOC, stamp + "\n\n" + text) or not write_between_markers(README, compact(rows, text)):
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
