#!/usr/bin/env bash
# Runs every test: the portability check, the module graph, this package's (the CLI run as a process included), the Examples package's (seed
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

count_log() { # $1: a `swift test` log; prints "passed failed" (tests and parameterized cases), failed ≥ 1 without a passing run
    local log=$1 p f
    p=$(grep -cE "^✔ Test .* passed after" "$log" | tr -d ' ')
    f=$(grep -cE "^✘ Test .* failed after" "$log" | tr -d ' ')
    p=$((p - $(grep -cE "^✔ Test run" "$log")))
    f=$((f - $(grep -cE "^✘ Test run" "$log")))
    if ! grep -qE "Test run with [0-9]+ tests? .*passed" "$log"; then [ "$f" -gt 0 ] || f=1; fi
    echo "$p $f"
}

# Every package builds in this package's build folder: the Examples package, a new user's packages and the recorder's
# scratch package depend on this checkout, and SwiftPM compiles a path dependency's modules with the same commands as
# the root's, so sharing the folder builds them once (a separate folder for Examples cost about six minutes of CI).
shared_build="$PWD/.build"

build_tests() { # $1: directory; builds its tests and fails on our files' compiler warnings
    local dir=$1 build_log warnings
    build_log=$(mktemp)
    if ! (cd "$dir" && swift build --build-tests --scratch-path "$shared_build" >"$build_log" 2>&1); then
        # A fresh build once left the test binary unlinked with no error in its log (a SwiftPM race, seen once in about
        # six fresh clones; the same build run again only linked). Once more, with both logs kept: a real error fails
        # both times.
        echo "the build failed; its last lines, then the build once more:"; tail -n 20 "$build_log"
        if ! (cd "$dir" && swift build --build-tests --scratch-path "$shared_build" >>"$build_log" 2>&1); then status=1; fi
    fi
    tail -n 5 "$build_log"
    warnings=$(our_warnings "$build_log")
    if [ -n "$warnings" ]; then
        echo "✘ compiler warnings in our files:"; echo "$warnings" | head -n 40
        status=1; total_failed=$((total_failed + 1))
    else
        echo "✔ no compiler warnings in our files"; total_passed=$((total_passed + 1))
    fi
    rm -f "$build_log"
}

run_tests() { # $1: directory, $2: title, $3: the package's name; then shards, each a quoted string of `swift test` filter flags ("" = all)
    local dir=$1 title=$2 package=$3 i=0 pids=() logs=() shard log counts started=$SECONDS
    shift 3
    echo "== $title"
    build_tests "$dir"
    [ $# -gt 0 ] || set -- ""
    # Each shard is its own test process, so each has its own phone (its clock is one per process): on two cores,
    # two shards finish in a little over half the time of one. `swift test` holds a lock on the build folder while it
    # runs, so shards run the built test executable themselves (where it is one: Linux's `<Package>PackageTests.xctest`).
    local runner
    runner=$(find "$(cd "$dir" && swift build --scratch-path "$shared_build" --show-bin-path)/" -maxdepth 1 \
        -name "${package}PackageTests.xctest" -type f -perm -u+x | head -n 1)
    if [ $# -gt 1 ] && [ -z "$runner" ]; then set -- ""; fi
    # The package's test bundle runs four test cases per core at once (Tests/TestRunWidth); shards share that width
    # (Swift Testing's own default is no limit).
    local width=$((4 * $(getconf _NPROCESSORS_ONLN) / $#))
    [ "$width" -ge 1 ] || width=1
    for shard in "$@"; do
        log=$(mktemp)
        logs+=("$log")
        if [ $# -gt 1 ]; then
            # shellcheck disable=SC2086 # a shard's flags are split on purpose
            (cd "$dir" && NO_COLOR=1 SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH=$width "$runner" --testing-library swift-testing $shard >"$log" 2>&1) &
        else
            # shellcheck disable=SC2086
            (cd "$dir" && swift test --skip-build --scratch-path "$shared_build" $shard >"$log" 2>&1) &
        fi
        pids+=($!)
        i=$((i + 1))
    done
    for i in "${!pids[@]}"; do
        if ! wait "${pids[$i]}"; then status=1; fi
        log=${logs[$i]}
        [ ${#pids[@]} -eq 1 ] || echo "-- shard $((i + 1)) of ${#pids[@]}"
        grep -E "^✘|^✔ Test run|Test run with|error:|Fatal error|crashed" "$log" | head -n 60
        counts=$(count_log "$log")
        total_passed=$((total_passed + ${counts% *}))
        total_failed=$((total_failed + ${counts#* }))
        [ "${counts#* }" -eq 0 ] || status=1
        rm -f "$log"
    done
    echo "   ($((SECONDS - started)) s)"
}

# Portable by construction: no Linux-only header, call or path outside a platform guard (the checker checks itself
# on small samples first), so the package builds on a Mac.
echo "== Portability (Linux-only uses behind platform guards)"
if python3 scripts/check-portability.py --self-test && python3 scripts/check-portability.py; then
    total_passed=$((total_passed + 1))
else
    echo "✘ portability"; status=1; total_failed=$((total_failed + 1))
fi

# The module graph at the top of ARCHITECTURE.md is Package.swift's, and the layers' rules hold (the script checks its
# rules on small graphs first).
echo "== The module graph (ARCHITECTURE.md against Package.swift)"
if python3 scripts/module-graph.py --self-test && python3 scripts/module-graph.py; then
    total_passed=$((total_passed + 1))
else
    echo "✘ module graph"; status=1; total_failed=$((total_failed + 1))
fi

# Both packages run as users run them, suites and tests in parallel. The package's tests run in two processes: the reviews of every reference app, the reviewer's
# evaluation and the CLI's tests in one, everything else in the other (`--filter` and `--skip` of the same pattern: no test is left out or run twice). The
# reviewer's suites take turns on their process's phone, so they are split between the two (measured here: 186 s and 388 s before the evaluation moved).
solo="ReferenceAppsReviewTests|HeadunitCLITests|ReviewerEvaluationTests"
run_tests . "OpenCarPlay package" OpenCarPlay "--filter $solo" "--skip $solo"
run_tests Examples "Examples package (an outside developer's package)" CarPlayExamples

# The steps after the packages' tests run as two lanes side by side, each lane's steps one after another: the lane
# that builds (a new user's packages, then the recorder's exported tests, both in the shared build folder) and the lane
# that mostly waits (DocC, then the browser car and hostile input, which spend their time on Chromium and sockets).
# Each step writes its report to a file; the reports print in the usual order when both lanes are done.
steps=$(mktemp -d)
# The browser lane runs its own copy of the car (and of GlitchCar, which the browser test finds beside it): the
# building lane's builds share the build folder they were linked in.
headunit=$(mktemp -d)/headunit
cp .build/debug/headunit .build/debug/GlitchCar "$(dirname "$headunit")/"

run_python() { # $1: a step's file name, $2: title, $3…: the script and its arguments; its report ends "RESULT passed failed"
    local out=$steps/$1 title=$2 log line f
    shift 2
    log=$(mktemp)
    {
        echo "== $title"
        local rc=0 started=$SECONDS
        timeout 1200 python3 "$@" >"$log" 2>&1 || rc=$?
        echo "   ($((SECONDS - started)) s)"
        grep -E "^✘|^fuzz: [0-9]+ messages \(|passed, .* failed|Traceback|Error" "$log" | head -n 20
        line=$(grep -E "^[0-9]+ passed, [0-9]+ failed$" "$log" | tail -n 1)
        if [ -n "$line" ]; then
            f=${line#*, }
            f=${f%% failed*}
            if [ $rc -ne 0 ] && [ "$f" -eq 0 ]; then echo "✘ exited with status $rc"; f=1; fi
            echo "RESULT ${line%% passed*} $f"
        else
            tail -n 20 "$log"; echo "RESULT 0 1"
        fi
    } >"$out" 2>&1
    rm -f "$log"
}

docs() { # the documentation of every module a user touches builds with no DocC warning (broken symbol links included)
    local out=$steps/1-docs log
    log=$(mktemp)
    {
        echo "== Documentation (DocC, warnings are errors)"
        local started=$SECONDS
        if ./scripts/docs.sh >"$log" 2>&1; then
            echo "✔ documentation built: $(grep -c "doccarchive$" "$log" | tr -d ' ') archives"; echo "RESULT 1 0"
        else
            grep -E "^(warning|error)|^✘|^[^ ].*: (warning|error):" "$log" | grep -v "unhandled; explicitly declare" | head -n 30
            echo "✘ documentation"; echo "RESULT 0 1"
        fi
        echo "   ($((SECONDS - started)) s)"
    } >"$out" 2>&1
    rm -f "$log"
}

building_lane() {
    # The README's "Use it in your app", followed word for word: `headunit init` on an Xcode-like project and a package
    # by hand, each with green tests, a snapshot, a review and a live car (built in the shared build folder).
    run_python 2-new-user "A new user's first hour (README: Use it in your app)" Tests/NewUser/new_user_test.py \
        --scratch-path "$shared_build"
    # Records a list app and a navigation trip in the live car, builds and runs both exported tests in a scratch package
    # (one build, one `swift test`, in the shared build folder: its modules are built there already), replays
    # both scripts.
    run_python 4-recorder "Recording tests from the live car (record, export, compile and run, replay)" \
        Tests/Browser/recorder_test.py .build/debug/headunit --scratch-path "$shared_build"
}

waiting_lane() {
    docs
    run_python 3-browser "The live car in a real headless Chromium" Tests/Browser/browser_test.py "$headunit"
    run_python 5-hostile "The live car under hostile input (HTTP probes, WebSocket abuse, a seeded fuzzer)" \
        Tests/Browser/hostile_test.py "$headunit"
}

building_lane &
building=$!
waiting_lane &
waiting=$!
wait $building || status=1
wait $waiting || status=1
for report in "$steps"/*; do
    grep -v "^RESULT " "$report"
    result=$(grep "^RESULT " "$report" | tail -n 1)
    if [ -z "$result" ]; then status=1; total_failed=$((total_failed + 1)); continue; fi
    read -r _ p f <<<"$result"
    total_passed=$((total_passed + p))
    total_failed=$((total_failed + f))
    [ "$f" -eq 0 ] || status=1
done
rm -rf "$steps" "$(dirname "$headunit")"

echo "${total_passed} passed, ${total_failed} failed"
exit $status
