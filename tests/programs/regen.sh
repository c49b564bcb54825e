#!/usr/bin/env bash
# Regenerates the expected results of the test corpus by native execution.
#
#   tests/programs/regen.sh [--check] [FILE.c...]
#
# Without FILEs: every tests/programs/*.c. For each NAME.c, builds it with
# `gcc -O0 -w` (plus -m32 when its first line is `// data-model: ILP32`;
# -I /usr/include/csmith is always passed, so tests/csmith/*.c works too),
# runs it and writes NAME.stdout (exact stdout) and NAME.code (exit code).
# A program whose native build fails or that runs over 10 s keeps its old
# expected files and makes the script exit 1.
#
# --check additionally builds each program with clang-14, and with clang-14
# -fsanitize=address,undefined, and fails when their output or exit code
# differs from gcc's: a corpus program must be free of undefined behaviour and
# must not depend on what the two compilers do differently.
set -u

here=$(cd "$(dirname "$0")" && pwd)
check=0
if [ "${1:-}" = "--check" ]; then
    check=1
    shift
fi
if [ $# -eq 0 ]; then
    set -- "$here"/*.c
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0

# run EXE OUT: runs EXE with a time limit, stdout to OUT; prints the exit code.
run() {
    local code=0
    timeout 10 "$1" >"$2" 2>/dev/null </dev/null || code=$?
    echo "$code"
}

for src in "$@"; do
    base=${src%.c}
    name=$(basename "$base")
    arch=()
    if head -n 1 "$src" | grep -q '^// data-model: ILP32'; then
        arch=(-m32)
    fi
    if ! gcc -O0 -w "${arch[@]}" -I /usr/include/csmith "$src" -o "$tmp/$name.gcc" 2>"$tmp/err"; then
        echo "FAIL $name: native build failed, expected files left alone"
        cat "$tmp/err"
        status=1
        continue
    fi
    code=$(run "$tmp/$name.gcc" "$tmp/$name.out")
    if [ "$code" = 124 ]; then
        echo "FAIL $name: native run timed out, expected files left alone"
        status=1
        continue
    fi
    cp "$tmp/$name.out" "$base.stdout"
    echo "$code" >"$base.code"
    echo "ok   $name (exit $code, $(wc -l <"$base.stdout") lines)"

    if [ "$check" = 1 ]; then
        for variant in plain sanitize; do
            flags=(-O0 -w "${arch[@]}" -I /usr/include/csmith)
            if [ "$variant" = sanitize ]; then
                flags+=(-fsanitize=address,undefined -fno-sanitize-recover=all)
            fi
            if ! clang-14 "${flags[@]}" "$src" -o "$tmp/$name.$variant" 2>"$tmp/err"; then
                echo "FAIL $name: clang-14 ($variant) build failed"
                cat "$tmp/err"
                status=1
                continue
            fi
            vcode=$(ASAN_OPTIONS=detect_leaks=0 run "$tmp/$name.$variant" "$tmp/$name.$variant.out")
            if [ "$vcode" != "$code" ] || ! cmp -s "$tmp/$name.out" "$tmp/$name.$variant.out"; then
                echo "FAIL $name: clang-14 ($variant) exit $vcode differs from gcc exit $code:"
                diff "$tmp/$name.out" "$tmp/$name.$variant.out" | head -n 10
                status=1
            fi
        done
    fi
done
exit "$status"
