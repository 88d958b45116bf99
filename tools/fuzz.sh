#!/usr/bin/env bash
# Fuzzes with libFuzzer (clang-19, AddressSanitizer and UndefinedBehaviorSanitizer), each target
# for FUZZ_SECONDS (default 60), one after the other on one core:
#   fuzz_hsaco  the code-object parser (ELF, notes, msgpack metadata, descriptors); seeds: the
#               pack's own code objects. Turn a crash into a regression test in tests/test_hsaco.cpp.
#   fuzz_exec   the emulator's decoder and executor (tests/fuzz/fuzz_exec.cpp: an 8-byte header of
#               launch parameters, then machine code run as a kernel); seeds: the .text of the
#               pack's code objects and the short sequences in tests/fuzz/exec_seeds/*.s. Turn a
#               crash into a regression test in tests/test_emu.cpp (or the closest suite).
# FUZZ_TARGETS="hsaco exec" picks the targets. Crashes land in fuzz-artifacts/ (reproduce one with
# `build/fuzz/fuzz_exec FILE`); each target's corpus in build/fuzz/corpus_<target>/ grows across runs
# (libFuzzer runs the whole corpus once before it checks the time, so a large one adds to FUZZ_SECONDS).
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_BUDGET=${FUZZ_SECONDS:-60}
TARGETS=${FUZZ_TARGETS:-hsaco exec}
ARCH=${ARCH:-gfx1151}
CLANGXX=clang++-19
command -v "$CLANGXX" >/dev/null || { echo "fuzz: $CLANGXX is missing (it comes with clang-19): run 'make deps'" >&2; exit 1; }
for tool in llvm-mc-19 llvm-objcopy-19; do
  command -v "$tool" >/dev/null || { echo "fuzz: $tool is missing (it comes with llvm-19): run 'make deps'" >&2; exit 1; }
done
make --no-print-directory "$ARCH" build/gen/devices_builtin.cpp >/dev/null
out=build/fuzz
mkdir -p "$out/obj" fuzz-artifacts
# -ffp-contract=off as in the Makefile: the emulator rounds each multiply and add where the ISA does.
# -fno-sanitize-recover: an UndefinedBehaviorSanitizer report stops the run like any crash.
SAN=(-fsanitize=address,undefined -fno-sanitize-recover=all)
FLAGS=(-std=c++17 -g -O1 -Wall -Wextra -pthread -ffp-contract=off -I. -Iloader/include "${SAN[@]}")
# Objects compiled with other flags (an older version of this script) are compiled again.
if [[ "$(cat "$out/obj/flags" 2>/dev/null)" != "${FLAGS[*]}" ]]; then
  rm -rf "$out/obj" && mkdir -p "$out/obj" && echo "${FLAGS[*]}" > "$out/obj/flags"
fi

# Compiles $1 into $out/obj (fuzzer instrumentation, not its main) unless the object is newer than
# the source and every header it included (its -MMD dependency file).
compile() {
  local src=$1 obj="$out/obj/${1%.cpp}.o"
  local dep="${obj%.o}.d"
  if [[ -f "$obj" && -f "$dep" ]]; then
    local stale=0 f
    for f in $(sed -e 's/^[^:]*://' -e 's/\\$//' "$dep" | tr ' ' '\n' | grep -v ':$' | grep .); do
      if [[ ! -e "$f" || "$f" -nt "$obj" ]]; then stale=1; break; fi
    done
    ((stale)) || { echo "$obj"; return; }
  fi
  mkdir -p "$(dirname "$obj")"
  "$CLANGXX" "${FLAGS[@]}" -fsanitize=fuzzer-no-link -MMD -MP -c "$src" -o "$obj" >&2
  echo "$obj"
}

# Links target $1 from its sources; the binary is $out/fuzz_$1.
build() {
  local name=$1; shift
  local objs=() s
  for s in "$@"; do objs+=("$(compile "$s")"); done
  "$CLANGXX" -fsanitize=fuzzer "${SAN[@]}" -pthread "${objs[@]}" -o "$out/fuzz_$name"
}

# The .text of each of the pack's code objects behind two headers (tests/fuzz/fuzz_exec.cpp): one
# wave in strict mode, and two workgroups of four waves without it; both with 65280 bytes of LDS,
# 256 VGPRs, IEEE mode, WGP mode, the modes' denormals kept and dword arguments of 16 (the second
# with the prologue setting v1..v31 and a pseudo-random buffer). The short sequences run two waves
# in strict mode with 4096 bytes of LDS, 32 VGPRs, the prologue and a pseudo-random buffer.
exec_seeds() {
  local corpus=$1 f tmp
  tmp=$(mktemp -d)
  for f in build/"$ARCH"/*.hsaco; do
    llvm-objcopy-19 -O binary --only-section=.text "$f" "$tmp/text"
    { printf '\x04\xff\x1f\x00\xf0\x06\x0f\x00'; cat "$tmp/text"; } > "$corpus/$(basename "$f" .hsaco)_strict"
    { printf '\x0b\xff\x1f\x00\xf0\x86\x0f\x01'; cat "$tmp/text"; } > "$corpus/$(basename "$f" .hsaco)_2x4"
  done
  for f in tests/fuzz/exec_seeds/*.s; do
    llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx1151 -filetype=obj "$f" -o "$tmp/seed.o"
    llvm-objcopy-19 -O binary --only-section=.text "$tmp/seed.o" "$tmp/text"
    { printf '\x05\x10\x03\x00\xf0\x86\x0f\x07'; cat "$tmp/text"; } > "$corpus/seed_$(basename "$f" .s)"
  done
  rm -rf "$tmp"
}

for target in $TARGETS; do
  corpus="$out/corpus_$target"
  mkdir -p "$corpus"
  case $target in
    hsaco)
      cp build/"$ARCH"/*.hsaco "$corpus/"
      build hsaco tests/fuzz/fuzz_hsaco.cpp loader/src/hsaco.cpp loader/src/msgpack.cpp
      max_len=65536
      ;;
    exec)
      exec_seeds "$corpus"
      # The emulator and what it reaches of the loader (the code-object types, the device files
      # the timing model reads).
      build exec tests/fuzz/fuzz_exec.cpp $(ls emu/*/*.cpp) loader/src/hsaco.cpp loader/src/msgpack.cpp \
        build/gen/devices_builtin.cpp
      # (Decoding and strict mode's tables cost per byte of code on every input: longer inputs
      # are slower without reaching more; the pack's seeds are cut to their first 4 KiB.)
      max_len=4096
      ;;
    *) echo "fuzz: unknown target '$target' (FUZZ_TARGETS: hsaco exec)" >&2; exit 2 ;;
  esac
  echo "fuzz: $target for ${SECONDS_BUDGET}s"
  "$out/fuzz_$target" -max_total_time="$SECONDS_BUDGET" -max_len="$max_len" -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="fuzz-artifacts/${target}-" "$corpus"
  echo "fuzz: $target: no crash in ${SECONDS_BUDGET}s"
done
