#!/usr/bin/env python3
"""The ABI of libamdhip64.so.5 as one table (hiprt/abi.txt), and what the build makes from it.

    gen_abi.py scan --lib /usr/lib/x86_64-linux-gnu/libamdhip64.so.5 --include /usr/include/hip > hiprt/abi.txt
    gen_abi.py emit --abi hiprt/abi.txt --stubs build/.../abi_stubs.cpp --map build/.../libamdhip64.map

scan: every function Debian's libamdhip64 (HIP 5.2) exports, with its symbol version and what it
returns (read from the HIP headers): `error` (hipError_t), or another kind that a generic stub
must return differently. The table is committed; tests/test_hiprt.cpp checks it against the
installed library, so it cannot drift from the ABI it claims.

emit: from the table,
  - a weak stub for every function: a call of something this runtime does not implement prints
    one line naming it (once per function) and returns hipErrorNotSupported (or its kind's
    equivalent), instead of the program failing to load or dying in the dynamic linker with
    "undefined symbol". The runtime's own definitions are strong and replace the stubs at link
    time. Kinds that cannot be stubbed safely (a struct or a float returned) are `implement`:
    the runtime must define them (the test fails otherwise).
  - the version script: each function in its version node, as the real library has it, so a
    program linked against Debian's library binds to ours.
"""

import argparse
import re
import subprocess
import sys
from pathlib import Path

# Return kinds a stub can produce (C type, value) without knowing the arguments: the System V
# ABI returns these in rax/eax (or nothing), whatever the caller passed.
KINDS = {
    "error": ("int", "wmma_asm_hiprt_unsupported(\"{name}\")"),   # hipError_t: hipErrorNotSupported
    "hiprtc": ("int", "(wmma_asm_hiprt_unsupported(\"{name}\"), 11)"),   # HIPRTC_ERROR_INTERNAL_ERROR
    "cstr": ("const char*", "(wmma_asm_hiprt_unsupported(\"{name}\"), \"(not supported by the wmma_asm HIP runtime)\")"),
    "int": ("int", "(wmma_asm_hiprt_unsupported(\"{name}\"), -1)"),
    "size_t": ("unsigned long", "(wmma_asm_hiprt_unsupported(\"{name}\"), 0ul)"),
    "bool": ("bool", "(wmma_asm_hiprt_unsupported(\"{name}\"), false)"),
    "void": ("void", "(void)wmma_asm_hiprt_unsupported(\"{name}\")"),
}
# Functions whose return type the headers do not state in a form the scan reads (the compiler's
# registration entry points, C++ functions known by their mangled names) or that must be real.
OVERRIDES = {
    "__hipRegisterFatBinary": "cstr",      # void** (a pointer in rax)
    "__hipRegisterFunction": "void", "__hipRegisterManagedVar": "void", "__hipRegisterSurface": "void",
    "__hipRegisterTexture": "void", "__hipRegisterVar": "void", "__hipUnregisterFatBinary": "void",
    "__hipGetPCH": "void",
    "__gnu_f2h_ieee": "implement",         # float argument, 16-bit result: real conversions
    "__gnu_h2f_ieee": "implement",         # float result (xmm0)
    "hipCreateChannelDesc": "implement",   # a 20-byte struct returned through a hidden pointer
    "_Z22hipCreateSurfaceObjectPP13__hip_surfacePK15hipResourceDesc": "error",
    "_Z23hipDestroySurfaceObjectP13__hip_surface": "error",
    "_Z24hipExtModuleLaunchKernelP18ihipModuleSymbol_tjjjjjjmP12ihipStream_tPPvS4_P11ihipEvent_tS6_j": "error",
    "_Z24hipHccModuleLaunchKernelP18ihipModuleSymbol_tjjjjjjmP12ihipStream_tPPvS4_P11ihipEvent_tS6_": "error",
    "_ZN8hip_impl22hipLaunchKernelGGLImplEmRK4dim3S2_jP12ihipStream_tPPv": "void",
}
TYPE_KINDS = {"hipError_t": "error", "hiprtcResult": "hiprtc", "const char*": "cstr", "int": "int", "size_t": "size_t",
              "bool": "bool", "void": "void"}


def scan(lib, include):
    dyn = subprocess.run(["objdump", "-T", lib], check=True, capture_output=True, text=True).stdout
    funcs = []
    for line in dyn.splitlines():
        f = line.split()
        if len(f) >= 7 and f[1] in ("g", "w") and ".text" in f and not f[-1].startswith("("):
            funcs.append((f[-1], f[-2]))
    text = ""
    for h in sorted(Path(include).rglob("*.h")):
        text += h.read_text(errors="replace") + "\n"
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    text = re.sub(r"#[^\n]*", "", text)
    out = []
    for name, version in sorted(funcs):
        kind = OVERRIDES.get(name)
        if kind is None:
            # The first mention that reads as a declaration: a known return type before the name.
            seen = []
            for m in re.finditer(r"([\w\s\*]*?)\b" + re.escape(name) + r"\s*\(", text):
                decl = re.sub(r"\b(HIP_PUBLIC_API|extern|static|inline|__host__|__device__)\b", " ", m.group(1))
                ret = " ".join(decl.split()).replace(" *", "*")
                seen.append(ret)
                if ret in TYPE_KINDS:
                    kind = TYPE_KINDS[ret]
                    break
            if kind is None:
                sys.exit(f"gen_abi.py: no declaration of {name} with a known return type in {include} "
                         f"(mentions: {seen[:3]}): add it to OVERRIDES")
        out.append(f"{name} {version} {kind}")
    print("# libamdhip64.so.5 (Debian's HIP 5.2): every exported function, its symbol version and its")
    print("# return kind. Made by hiprt/gen_abi.py scan; checked against the installed library by")
    print("# tests/test_hiprt.cpp.")
    print("\n".join(out))


def read_abi(path):
    rows = []
    for n, line in enumerate(Path(path).read_text().splitlines(), 1):
        line = line.split("#")[0].strip()
        if not line:
            continue
        f = line.split()
        if len(f) != 3 or (f[2] not in KINDS and f[2] != "implement"):
            sys.exit(f"{path}:{n}: expected 'name version kind'")
        rows.append(f)
    return rows


def emit(abi, stubs, mapfile):
    rows = read_abi(abi)
    s = ["// Generated by hiprt/gen_abi.py from hiprt/abi.txt: do not edit.",
         "// A weak stub for every function of libamdhip64.so.5 this runtime may not define: it reports",
         "// the call once (wmma_asm_hiprt_unsupported, errors.cpp) and returns its kind's failure value.",
         "// The runtime's definitions are strong and replace these at link time. The stubs ignore their",
         "// arguments: every kind here is returned in a register, so that is safe for any signature.",
         "extern \"C\" int wmma_asm_hiprt_unsupported(const char* name);",
         ""]
    for i, (name, _version, kind) in enumerate(rows):
        if kind == "implement":
            continue
        ctype, value = KINDS[kind]
        body = value.format(name=name)
        label = f' __asm__("{name}")' if name.startswith("_Z") else ""
        cname = f"wmma_asm_abi_stub_{i}" if label else name
        if ctype == "void":
            s.append(f"extern \"C\" __attribute__((weak)) void {cname}(){label};")
            s.append(f"extern \"C\" __attribute__((weak)) void {cname}() {{ {body}; }}")
        else:
            s.append(f"extern \"C\" __attribute__((weak)) {ctype} {cname}(){label};")
            s.append(f"extern \"C\" __attribute__((weak)) {ctype} {cname}() {{ return {body}; }}")
    Path(stubs).write_text("\n".join(s) + "\n")
    versions = []
    for _n, v, _k in rows:
        if v not in versions:
            versions.append(v)
    m = ["/* Generated by hiprt/gen_abi.py from hiprt/abi.txt: do not edit.",
         " * Symbol versions of libamdhip64.so.5 as Debian's libamdhip64-5 (5.2) defines them: every",
         " * function in its node. Everything else (the wmma_asm library linked in) stays local: it must",
         " * not interpose on, or be interposed by, a copy of libwmmaasm in the program itself. */"]
    prev = None
    for v in versions:
        names = [n for n, vv, _k in rows if vv == v]
        m.append(f"{v} {{")
        m.append("  global:")
        m += [f"    {n};" for n in names]
        if prev is None:
            m.append("  local:")
            m.append("    *;")
        m.append("}" + (f" {prev};" if prev else ";"))
        prev = v
    Path(mapfile).write_text("\n".join(m) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    a = sub.add_parser("scan")
    a.add_argument("--lib", required=True)
    a.add_argument("--include", required=True)
    b = sub.add_parser("emit")
    b.add_argument("--abi", required=True)
    b.add_argument("--stubs", required=True)
    b.add_argument("--map", required=True)
    args = ap.parse_args()
    if args.cmd == "scan":
        scan(args.lib, args.include)
    else:
        emit(args.abi, args.stubs, args.map)


if __name__ == "__main__":
    main()
