#!/usr/bin/env bash
# Installs the project into a scratch prefix, builds examples/embed_gemm.cpp against the
# installed copy through pkg-config, and runs it (on the emulator when there is no GPU).
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
echo "install-check: passed"
