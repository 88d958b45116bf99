#!/usr/bin/env bash
# Installs the project into a scratch prefix, builds the examples (embed_gemm.cpp: the loader;
# gemm_library.cpp: the GEMM library's C++ call; gemm_c.c: its C interface) against the installed
# copy through pkg-config, and runs them (on the emulator when there is no GPU).
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
echo "install-check: passed"
