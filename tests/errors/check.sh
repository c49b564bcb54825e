#!/usr/bin/env bash
# Cross-checks tests/errors/*.c natively: each program, built with clang-14
# -fsanitize=address,undefined, must fail and the sanitizer's (or assert's)
# report must name the line given in its `// expect: KIND at line N` header.
# abort() leaves no location in the report, so for `abort` only the failure
# (SIGABRT, exit 134) is checked. Prints "N passed, M failed".
set -u
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0
for src in "$here"/*.c; do
    name=$(basename "$src")
    header=$(head -n 1 "$src")
    kind=$(sed -nE '1s|^// expect: ([a-z-]+) at line ([0-9]+)$|\1|p' "$src")
    line=$(sed -nE '1s|^// expect: ([a-z-]+) at line ([0-9]+)$|\2|p' "$src")
    if [ -z "$kind" ] || [ -z "$line" ]; then
        echo "FAIL $name: bad header: $header"
        failed=$((failed + 1))
        continue
    fi
    if ! clang-14 -g -O0 -w -fsanitize=address,undefined -fno-sanitize-recover=all \
        "$src" -o "$tmp/a.out" 2>"$tmp/err"; then
        echo "FAIL $name: does not compile"
        cat "$tmp/err"
        failed=$((failed + 1))
        continue
    fi
    # exec 2>/dev/null keeps bash's "Aborted" job message out of the output
    code=$(
        exec 2>/dev/null
        ASAN_OPTIONS=detect_leaks=0 timeout 10 "$tmp/a.out" >/dev/null 2>"$tmp/report" </dev/null
        echo $?
    )
    if [ "$code" = 0 ]; then
        echo "FAIL $name: ran without error"
        failed=$((failed + 1))
    elif [ "$kind" = abort ]; then
        if [ "$code" = 134 ]; then passed=$((passed + 1)); else
            echo "FAIL $name: abort expected, exit $code"
            failed=$((failed + 1))
        fi
    elif grep -qE "$name:$line([: ]|$)" "$tmp/report"; then
        passed=$((passed + 1))
    else
        echo "FAIL $name: report does not name line $line:"
        head -n 12 "$tmp/report"
        failed=$((failed + 1))
    fi
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
