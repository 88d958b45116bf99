#!/usr/bin/env python3
"""Render every catalog kernel from templates/ to assembly.

    render.py --out asm [--arch gfx1151]     write <out>/<kernel>.s and <out>/catalog.txt,
                                             touching only files whose text changed
    render.py --check asm                    exit 1 when the committed files differ from a render

asm/ holds the gfx1151 rendering (committed, reviewed); other gfx11 targets render into
build/<arch>/asm/ from the same templates.
"""

import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import jinja2  # noqa: E402  (python3-jinja2; tools/find-python.sh picks an interpreter that has it)

from catalog import catalog  # noqa: E402
from regplan import RegPlan  # noqa: E402
from waitcnt import InOrderCounter  # noqa: E402

ROOT = os.path.dirname(HERE)
ARCHES = ("gfx1100", "gfx1101", "gfx1102", "gfx1150", "gfx1151")


def environment():
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(os.path.join(ROOT, "templates")),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.globals["InOrderCounter"] = InOrderCounter
    env.globals["fail"] = fail
    env.filters["no_blank_lines"] = no_blank_lines
    env.filters["log2int"] = log2int
    return env


def log2int(n):
    """log2 of a power of two (a shift amount); anything else fails the render."""
    n = int(n)
    if n <= 0 or n & (n - 1):
        fail(f"log2int: {n} is not a power of two")
    return n.bit_length() - 1


def no_blank_lines(text):
    """Drops empty lines (the ones macro calls on lines of their own leave behind)."""
    return "\n".join(line for line in text.splitlines() if line.strip()) + "\n"


def fail(message):
    """Stops the render: a template's own consistency check failed."""
    raise ValueError(message)


def render_all(arch):
    """{filename: text} for every kernel plus the exported catalog."""
    env = environment()
    target = f"amdgcn-amd-amdhsa--{arch}"
    out = {}
    lines = ["# kernel catalog exported by gen/render.py: name key=value ... summary=<rest of line>"]
    for k in catalog():
        template = env.get_template(k.template)
        text = template.render(k=k, plan=RegPlan(), args=k.new_args(), target=target, arch=arch)
        out[f"{k.name}.s"] = "\n".join(line.rstrip() for line in text.splitlines()) + "\n"
        lines.append(k.export_line())
    out["catalog.txt"] = "\n".join(lines) + "\n"
    return out


def write_if_changed(path, text):
    try:
        with open(path) as f:
            if f.read() == text:
                return False
    except FileNotFoundError:
        pass
    with open(path, "w") as f:
        f.write(text)
    return True


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", help="directory to write into")
    ap.add_argument("--check", help="directory to compare against")
    ap.add_argument("--arch", default="gfx1151", choices=ARCHES)
    ns = ap.parse_args()
    if bool(ns.out) == bool(ns.check):
        ap.error("give exactly one of --out or --check")
    try:
        files = render_all(ns.arch)
    except (jinja2.TemplateError, ValueError, KeyError, IndexError, AttributeError) as e:
        print(f"render.py: {type(e).__name__}: {e}", file=sys.stderr)
        return 1
    if ns.out:
        os.makedirs(ns.out, exist_ok=True)
        changed = [n for n, t in files.items() if write_if_changed(os.path.join(ns.out, n), t)]
        wanted = set(files)
        for name in os.listdir(ns.out):
            if name.endswith(".s") and name not in wanted:
                os.remove(os.path.join(ns.out, name))
                changed.append(f"{name} (removed)")
        if changed:
            print("rendered: " + ", ".join(sorted(changed)))
        return 0
    stale = []
    for name, text in files.items():
        path = os.path.join(ns.check, name)
        try:
            with open(path) as f:
                if f.read() != text:
                    stale.append(name)
        except FileNotFoundError:
            stale.append(name + " (missing)")
    extra = [n for n in os.listdir(ns.check) if n.endswith(".s") and n not in files]
    stale += [n + " (not in catalog)" for n in extra]
    if stale:
        print("check-asm: asm/ is stale against templates/: " + ", ".join(sorted(stale))
              + "\n  run `make asm` and commit the result", file=sys.stderr)
        return 1
    print(f"check-asm: {len(files)} files match the templates")
    return 0


if __name__ == "__main__":
    sys.exit(main())
