#!/usr/bin/env bash
# Runs every test: the portability check, this package's (the CLI run as a process included), the Examples package's (seed
# samples in Swift 5 mode and the stand-ins' isolation check, ChargeFinder, DepartureBoard, Detour), the
# documentation build, a new user's path from the README, the browser car in headless Chromium and the hostile-input
# test; a fresh build also fails on any compiler warning from our own files. Ends with one line: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
total_passed=0
total_failed=0

# Compiler warnings from our own files (not from dependencies' checkouts): CI wants none. A fresh build shows them all;
# an incremental one only those of the files it compiled.
our_warnings() { # $1: a build log
    grep -E "^$PWD/(Sources|Tests|Demos|Benchmarks|Examples/Sources|Examples/Tests)/[^ ]*: warning:" "$1" | sort -u
}

run_tests() { # $1: directory, $2: title, $3…: extra `swift test` flags
    local dir=$1 title=$2 log build_log warnings
    shift 2
    log=$(mktemp)
    build_log=$(mktemp)
    echo "== $title"
    if ! (cd "$dir" && swift build --build-tests >"$build_log" 2>&1); then status=1; fi
    tail -n 5 "$build_log"
    warnings=$(our_warnings "$build_log")
    if [ -n "$warnings" ]; then
        echo "✘ compiler warnings in our files:"; echo "$warnings" | head -n 40
        status=1; total_failed=$((total_failed + 1))
    else
        echo "✔ no compiler warnings in our files"; total_passed=$((total_passed + 1))
    fi
    rm -f "$build_log"
    if ! (cd "$dir" && swift test --skip-build "$@" >"$log" 2>&1); then status=1; fi
    grep -E "^✘|^✔ Test run|Test run with|error:|Fatal error|crashed" "$log" | head -n 60
    local p f
    p=$(grep -cE "^✔ Test .* passed after" "$log" | tr -d ' ')
    f=$(grep -cE "^✘ Test .* failed after" "$log" | tr -d ' ')
    p=$((p - $(grep -cE "^✔ Test run" "$log")))
    f=$((f - $(grep -cE "^✘ Test run" "$log")))
    if ! grep -qE "Test run with [0-9]+ tests? .*passed" "$log"; then status=1; [ "$f" -gt 0 ] || f=1; fi
    total_passed=$((total_passed + p))
    total_failed=$((total_failed + f))
    rm -f "$log"
}

# Portable by construction: no Linux-only header, call or path outside a platform guard (the checker checks itself
# on small samples first), so the package builds on a Mac.
echo "== Portability (Linux-only uses behind platform guards)"
if python3 scripts/check-portability.py --self-test && python3 scripts/check-portability.py; then
    total_passed=$((total_passed + 1))
else
    echo "✘ portability"; status=1; total_failed=$((total_failed + 1))
fi

# Both packages run as users run them: plain `swift test`, suites and tests in parallel.
run_tests . "OpenCarPlay package"
run_tests Examples "Examples package (an outside developer's package)"

run_python() { # $1: title, $2…: the script and its arguments; adds its "N passed, N failed" line to the totals
    local title=$1 log line f
    shift
    log=$(mktemp)
    echo "== $title"
    if timeout 1200 python3 "$@" >"$log" 2>&1; then :; else status=1; fi
    grep -E "^✘|^fuzz: [0-9]+ messages \(|passed, .* failed|Traceback|Error" "$log" | head -n 20
    line=$(grep -E "^[0-9]+ passed, [0-9]+ failed$" "$log" | tail -n 1)
    if [ -n "$line" ]; then
        total_passed=$((total_passed + ${line%% passed*}))
        f=${line#*, }; total_failed=$((total_failed + ${f%% failed*}))
    else
        status=1; total_failed=$((total_failed + 1)); tail -n 20 "$log"
    fi
    rm -f "$log"
}

# The documentation of every module a user touches builds with no DocC warning (broken symbol links included).
echo "== Documentation (DocC, warnings are errors)"
docs_log=$(mktemp)
if ./scripts/docs.sh >"$docs_log" 2>&1; then
    echo "✔ documentation built: $(grep -c "doccarchive$" "$docs_log" | tr -d ' ') archives"; total_passed=$((total_passed + 1))
else
    grep -E "^(warning|error)" "$docs_log" | grep -v "unhandled; explicitly declare" | head -n 30
    echo "✘ documentation"; status=1; total_failed=$((total_failed + 1))
fi
rm -f "$docs_log"

# The README's "Use it in your app", followed word for word: `headunit init` on an Xcode-like project and a package by
# hand, each with green tests, a snapshot, a review and a live car (built in the Examples package's build folder).
run_python "A new user's first hour (README: Use it in your app)" Tests/NewUser/new_user_test.py --scratch-path "$PWD/Examples/.build"
run_python "The live car in a real headless Chromium" Tests/Browser/browser_test.py .build/debug/headunit
# Records a list app and a navigation trip in the live car, builds and runs both exported tests in a scratch package
# (one build, one `swift test`, in the build shared with Examples/: its modules are built there already), replays both
# scripts.
run_python "Recording tests from the live car (record, export, compile and run, replay)" Tests/Browser/recorder_test.py .build/debug/headunit --scratch-path "$PWD/Examples/.build"
run_python "The live car under hostile input (HTTP probes, WebSocket abuse, a seeded fuzzer)" Tests/Browser/hostile_test.py .build/debug/headunit

echo "${total_passed} passed, ${total_failed} failed"
exit $status
