#!/usr/bin/env bash
# Installs, from Debian 12 packages only, everything the build, tests and benchmarks need.
# Idempotent and quiet when everything is already present.
set -euo pipefail

PACKAGES=(
  make g++ pkg-config            # C++17 build
  llvm-19 lld-19 clang-19        # llvm-mc-19 / ld.lld-19 / clang-19 (OpenCL corpus, libFuzzer)
  libclang-rt-19-dev             # libFuzzer and sanitizer runtimes for clang-19
  python3 python3-jinja2         # gen/ renders the templates (Debian's /usr/bin/python3)
  doctest-dev                    # unit tests
  libamdhip64-dev                # HIP backend (headers + libamdhip64)
  libopenblas-dev                # host SGEMM baseline in `make bench`
  python3-dev pybind11-dev python3-pybind11   # the Python extension module (make python)
  python3-numpy python3-pytest python3-torch  # its package, tests and torch operators
  python3-matplotlib             # plots: make bench, examples/python_gemm.py
)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "install-deps: installing ${missing[*]}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "install-deps: done"
