#!/usr/bin/env bash
# Installs the project into a scratch prefix, builds the examples (embed_gemm.cpp: the loader;
# gemm_library.cpp: the GEMM library's C++ call; gemm_c.c: its C interface) against the installed
# copy through pkg-config, and runs them (on the emulator when there is no GPU); outside a
# sanitizer build, imports the installed Python package from outside the checkout and checks that
# it finds the installed pack and computes a GEMM.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=$(mktemp -d /tmp/wmma_asm_install.XXXXXX)
trap 'rm -rf "$prefix"' EXIT
make --no-print-directory install PREFIX="$prefix" ${SAN:+SAN=$SAN} >/dev/null
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
flags=$(pkg-config --cflags --libs wmma_asm)
san=""
[ "${SAN:-}" = 1 ] && san="-fsanitize=address,undefined"
g++ $san examples/embed_gemm.cpp $flags -o "$prefix/embed_gemm"
"$prefix/embed_gemm" "$(pkg-config --variable=packdir wmma_asm)/${ARCH:-gfx1151}/k1.hsaco"
g++ $san examples/gemm_library.cpp $flags -o "$prefix/gemm_library"
"$prefix/gemm_library" "$(pkg-config --variable=packdir wmma_asm)/${ARCH:-gfx1151}"
gcc $san -c examples/gemm_c.c $(pkg-config --cflags wmma_asm | sed 's/-std=c++17//') -o "$prefix/gemm_c.o"
g++ $san "$prefix/gemm_c.o" $flags -o "$prefix/gemm_c"
"$prefix/gemm_c" "$(pkg-config --variable=packdir wmma_asm)/${ARCH:-gfx1151}"
if [ "${SAN:-}" != 1 ]; then
  site=$(echo "$prefix"/lib/python3*/dist-packages)
  (cd "$prefix" && PREFIX="$prefix" PYTHONPATH="$site" /usr/bin/python3 -c '
import os, numpy as np, wmma_asm
d = wmma_asm.Device()
assert d.pack_dir.startswith(os.environ["PREFIX"]), d.pack_dir
a, b = np.ones((40, 24), np.float16), np.ones((24, 8), np.float16)
assert (wmma_asm.matmul(a, b, device=d) == 24).all()
print("install-check: python package from", os.path.dirname(wmma_asm.__file__), "with the pack in", d.pack_dir)')
fi
echo "install-check: passed"
