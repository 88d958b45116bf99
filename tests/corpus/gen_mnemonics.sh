#!/usr/bin/env bash
# Regenerates tests/corpus/mnemonics.txt: every instruction mnemonic the compiled corpus
# contains (all .cl files, -O0 and -O2), with static counts. Run from the repository root:
#   bash tests/corpus/gen_mnemonics.sh
# Alignment padding after each function (trailing s_nop 0 / s_code_end) is not counted.
set -euo pipefail
dir=$(cd "$(dirname "$0")" && pwd)
out="$dir/mnemonics.txt"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for f in "$dir"/*.cl; do
    b=$(basename "$f" .cl)
    for o in O0 O2; do
        clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx1151 -nogpulib -$o -c "$f" -o "$tmp/$b.$o.o"
        ld.lld-19 -shared "$tmp/$b.$o.o" -o "$tmp/$b.$o.hsaco"
        # One line per instruction: "<object> <mnemonic> <full text>", padding stripped per function.
        llvm-objdump-19 -d --mcpu=gfx1151 --no-show-raw-insn "$tmp/$b.$o.hsaco" | awk -v obj="$b.$o" '
            function flush(   i) { while (n > 0 && (buf[n] ~ /^s_nop 0$/ || buf[n] ~ /^s_code_end$/)) n--;
                                   for (i = 1; i <= n; i++) { split(buf[i], w, " "); print obj, w[1], buf[i] } n = 0 }
            /^[0-9a-f]+ <.*>:$/ { flush(); next }
            /^\t/ { s = $0; sub(/^\t+/, "", s); sub(/[ \t]*\/\/.*$/, "", s); if (s != "") buf[++n] = s; next }
            END { flush() }'
    done
done >"$tmp/all.txt"
objects=$(cut -d' ' -f1 "$tmp/all.txt" | sort -u | wc -l)
total=$(wc -l <"$tmp/all.txt")
{
    echo "# Instruction mnemonics in the compiled emulator corpus (tests/corpus/*.cl, clang-19, gfx1151)."
    echo "# $objects code objects (every .cl at -O0 and -O2), $total instructions; regenerate with"
    echo "# 'bash tests/corpus/gen_mnemonics.sh'. Columns: static count, code objects using it (of"
    echo "# $objects), mnemonic as llvm-objdump-19 prints it (_e32/_e64/_dpp suffixes are encodings)."
    echo "#"
    echo "# Operand modifiers and special operand forms (instructions carrying them):"
    for pat in 'dpp' 'bound_ctrl' 'quad_perm' 'row_' 'op_sel' 'neg_lo' 'neg_hi' 'clamp' 'offset:swizzle' ' glc' ' slc' ' dlc' ' offset:' 'sendmsg' 'v_dual_'; do
        printf '#   %-16s %6d\n' "$pat" "$(grep -c -- "$pat" "$tmp/all.txt" || true)"
    done
    echo "#"
    awk '{ c[$2]++; if (!((($2) SUBSEP ($1)) in seen)) { seen[$2, $1] = 1; o[$2]++ } }
         END { for (m in c) printf "%7d %4d  %s\n", c[m], o[m], m }' "$tmp/all.txt" | sort -k1,1nr -k3,3
} >"$out"
echo "wrote $out ($(grep -vc '^#' "$out") distinct mnemonics)"
