#!/usr/bin/env bash
# Fuzzes the code-object parser with libFuzzer (clang-19) for a bounded time.
# Seeds: the pack's own code objects. Crashes land in fuzz-artifacts/; turn each into a
# regression test in tests/test_hsaco.cpp.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_BUDGET=${FUZZ_SECONDS:-60}
ARCH=${ARCH:-gfx1151}
command -v clang++-19 >/dev/null || { echo "fuzz: clang++-19 is missing (it comes with clang-19): run 'make deps'" >&2; exit 1; }
make --no-print-directory "$ARCH" >/dev/null
out=build/fuzz
mkdir -p "$out/corpus" fuzz-artifacts
cp build/"$ARCH"/*.hsaco "$out/corpus/"
clang++-19 -std=c++17 -g -O1 -fsanitize=fuzzer,address,undefined -Iloader/include \
  tests/fuzz/fuzz_hsaco.cpp loader/src/hsaco.cpp loader/src/msgpack.cpp -o "$out/fuzz_hsaco"
"$out/fuzz_hsaco" -max_total_time="$SECONDS_BUDGET" -max_len=65536 -timeout=5 \
  -artifact_prefix=fuzz-artifacts/ "$out/corpus"
echo "fuzz: no crash in ${SECONDS_BUDGET}s"
