#!/usr/bin/python3
"""Parameter study of the timing model against the published points.

Runs every like-for-like published point of tools/model_report.py once, with the committed
device descriptions and, through WMMA_ASM_MODEL_ALSO, with variants of them in which one or more
parameters are changed; the same execution and recording serve every variant. Prints, per
variant, how many points fall within 25% per source, the discordant published pairs, and the
error of every point.

    /usr/bin/python3 tools/model_study.py --vary issue_ports=2 --vary "vmem_lines_per_clk=2;l0_latency=60"
    /usr/bin/python3 tools/model_study.py --only h3,h4 --vary barrier_latency=64

A variant applies to every device description (gfx1151, 7900 XTX, 7900 GRE). Results are cached in
build/model_study.json (keyed by command and environment). A study informs the description; a
value taken from it is "fitted" and is named so in devices/*.txt and docs/model.md.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import model_report as mr  # noqa: E402

STUDY_DIR = os.path.join(mr.ROOT, "build", "model_study")
ALSO_RE = re.compile(r"^timing model \(also\) (\S+): ([0-9.]+) ms")


def variant_file(device, tag, changes):
    """Writes devices/<device>.txt with `changes` applied to build/model_study/<device>__<tag>.txt."""
    src = os.path.join(mr.ROOT, "devices", device + ".txt")
    out_lines, seen = [], set()
    with open(src) as f:
        for line in f:
            parts = line.split()
            if parts and not line.startswith("#"):
                if parts[0] == "name":
                    line = "name %s__%s study variant\n" % (device, tag)
                elif parts[0] in changes:
                    line = "%s %s study variant\n" % (parts[0], changes[parts[0]])
                    seen.add(parts[0])
            out_lines.append(line)
    missing = set(changes) - seen
    if missing:
        raise SystemExit("model_study: %s has no parameter %s" % (src, ", ".join(sorted(missing))))
    os.makedirs(STUDY_DIR, exist_ok=True)
    path = os.path.join(STUDY_DIR, "%s__%s.txt" % (device, tag))
    with open(path, "w") as f:
        f.writelines(out_lines)
    return path


def parse_vary(spec):
    changes = {}
    for item in filter(None, spec.split(";")):
        if "=" not in item:
            raise SystemExit("model_study: --vary wants name=value[;name=value], got %r" % spec)
        k, v = item.split("=", 1)
        float(v)   # a number
        changes[k.strip()] = v.strip()
    tag = "_".join("%s-%s" % kv for kv in sorted(changes.items())).replace(".", "p")
    return tag, changes


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", default=os.path.join(mr.ROOT, "build", "obj", "wmma_asm_run"))
    ap.add_argument("--vary", action="append", default=[], help="name=value[;name=value]: one variant")
    ap.add_argument("--only", default="", help="comma-separated kernels of the pack")
    ap.add_argument("--max-run", type=int, default=512)
    ap.add_argument("--timeout", type=int, default=7200)
    ap.add_argument("--fresh", action="store_true")
    args = ap.parse_args()
    variants = [parse_vary(v) for v in args.vary]
    only = set(filter(None, args.only.split(",")))
    cache_path = os.path.join(mr.ROOT, "build", "model_study.json")
    cache = mr.load_cache(cache_path)
    catalogs = mr.Catalogs(args.bin)
    results = []   # (point, {variant tag or "": ms})
    for p in mr.points():
        if not p["like"] or not p["kernel"] or (only and p["kernel"] not in only):
            continue
        arch, pack, cat = catalogs.for_device(p["device"])
        if not cat or p["kernel"] not in cat:
            continue
        cmd, env, _ = mr.point_command(p, cat[p["kernel"]], args.max_run, args.bin, arch, pack)
        paths = [variant_file(p["device"], tag, ch) for tag, ch in variants]
        if paths:
            env["WMMA_ASM_MODEL_ALSO"] = ",".join(paths)
        key = mr.cache_key(cmd, env, pack)
        if key in cache and not args.fresh:
            results.append((p, cache[key]))
            continue
        print("model_study: %s %d on %s ..." % (p["kernel"], p["m"], p["device"]), file=sys.stderr, flush=True)
        full_env = dict(os.environ)
        full_env.update(env)
        full_env.pop("WMMA_ASM_MODEL_VERBOSE", None)
        t0 = time.time()
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=args.timeout, env=full_env, cwd=mr.ROOT)
        res = {}
        try:
            res[""] = json.loads(r.stdout.strip().splitlines()[-1])["modelled_time_ms"]
        except (ValueError, IndexError, KeyError):
            print("model_study: %s %d failed: %s" % (p["kernel"], p["m"], r.stderr.strip()[-300:]), file=sys.stderr)
            continue
        also = [float(m.group(2)) for m in map(ALSO_RE.match, r.stderr.splitlines()) if m]
        if len(also) != len(variants):
            print("model_study: %s %d: %d variant results for %d variants" % (p["kernel"], p["m"], len(also),
                                                                               len(variants)), file=sys.stderr)
            continue
        for (tag, _), ms in zip(variants, also):
            res[tag] = ms
        res["wall_s"] = round(time.time() - t0, 1)
        cache[key] = res
        mr.save_cache(cache_path, cache)
        results.append((p, res))

    tags = [""] + [t for t, _ in variants]
    names = {"": "committed"}
    names.update({t: t for t, _ in variants})
    sources = sorted({p["source"] for p, _ in results})
    print("| variant | " + " | ".join(s.split(" (")[0] for s in sources) + " | all | discordant pairs |")
    print("|---|" + "---|" * (len(sources) + 2))
    for t in tags:
        cells, total_in, total = [], 0, 0
        for s in sources:
            errs = [(r[t] - p["ms"]) / p["ms"] for p, r in results if p["source"] == s]
            n_in = sum(abs(e) <= 0.25 for e in errs)
            cells.append("%d/%d" % (n_in, len(errs)))
            total_in += n_in
            total += len(errs)
        bad = judged = 0
        groups = {}
        for p, r in results:
            groups.setdefault((p["source"], p["m"]), []).append((p, r))
        for g in groups.values():
            for verdict, (pi, ri), (pj, rj) in mr.published_pairs(g):
                if verdict == "judged":
                    judged += 1
                    bad += (pi["ms"] - pj["ms"]) * (ri[t] - rj[t]) < 0
        print("| %s | %s | %d/%d | %d of %d |" % (names[t], " | ".join(cells), total_in, total, bad, judged))
    print()
    print("| kernel | size | published ms | " + " | ".join(names[t] for t in tags) + " |")
    print("|---|---|---|" + "---|" * len(tags))
    for p, r in results:
        print("| %s | %d | %.4g | %s |" % (p["kernel"], p["m"], p["ms"],
                                            " | ".join("%+.0f%%" % (100 * (r[t] - p["ms"]) / p["ms"]) for t in tags)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
