#!/usr/bin/env bash
# make install PREFIX=...: the library, its public headers, wmma_asm_run, the built code objects
# with their catalog, a pkg-config file, and (when a fourth argument names the built package) the
# Python package where Debian's /usr/bin/python3 looks under the prefix.
set -euo pipefail
prefix=$1 obj=$2 arch=$3 pypkg=${4:-}
cd "$(dirname "$0")/.."
install -d "$prefix/lib/pkgconfig" "$prefix/include/wmma_asm" "$prefix/bin" "$prefix/share/wmma_asm/$arch" \
  "$prefix/share/wmma_asm/devices"
install -m 644 "$obj/libwmmaasm.a" "$prefix/lib/"
install -m 644 loader/include/wmma_asm/*.hpp loader/include/wmma_asm/*.h "$prefix/include/wmma_asm/"
install -m 755 "$obj/wmma_asm_run" "$prefix/bin/"
install -m 644 build/"$arch"/*.hsaco build/"$arch"/catalog.txt "$prefix/share/wmma_asm/$arch/"
[ -f build/"$arch"/selection.txt ] && install -m 644 build/"$arch"/selection.txt "$prefix/share/wmma_asm/$arch/"
install -m 644 devices/*.txt "$prefix/share/wmma_asm/devices/"   # timing-model descriptions
libs="-L\${libdir} -lwmmaasm -pthread"
[ -f /usr/include/hip/hip_runtime_api.h ] && libs="$libs -lamdhip64"
cat > "$prefix/lib/pkgconfig/wmma_asm.pc" <<PC
prefix=$prefix
libdir=\${prefix}/lib
includedir=\${prefix}/include
packdir=\${prefix}/share/wmma_asm

Name: wmma_asm
Description: Hand-written WMMA kernels for gfx11, their HIP module loader and an RDNA3.5 emulator
Version: 0.1.0
Cflags: -I\${includedir} -std=c++17
Libs: $libs
PC
if [ -n "$pypkg" ]; then
  site="$prefix/lib/$(/usr/bin/python3 -c 'import sys; print("python%d.%d" % sys.version_info[:2])')/dist-packages"
  install -d "$site/wmma_asm"
  install -m 644 "$pypkg"/*.py "$pypkg"/_core*.so "$site/wmma_asm/"
  echo "python package: $site/wmma_asm"
fi
echo "installed into $prefix (code objects in $prefix/share/wmma_asm/$arch)"
