#!/usr/bin/env bash
# Builds the documentation (DocC) of every module a user's code touches: the framework and its companion stand-ins, the
# harness, snapshots, the car, the reviewer and the server. A broken symbol link or any other DocC warning fails it.
#
# It does what swift-docc-plugin's `generate-documentation` does, in one build instead of one per module: SwiftPM
# extracts every module's symbol graph at once (`swift package dump-symbol-graph`, with the plugin's options: public
# symbols, synthesized members, extension blocks), then `docc convert` runs for each module with its catalog
# (`Sources/<layer>/<Module>/<Module>.docc`, where there is one), two at a time. The plugin spent about ten seconds per module
# on starting a build; this path saves those three minutes of CI. The archives land in .build/docs/; `--output DIR`
# copies them there.
set -euo pipefail
cd "$(dirname "$0")/.."
modules=(
    OpenCarPlay OpenCoreGraphics OpenUIKit OpenMediaPlayer OpenMapKit OpenAVFAudio OpenIntents OpenUserNotifications OpenCallKit
    OpenSecurity OpenExternalAccessory OpenActivityKit OpenWidgetKit OpenSwiftUI OpenOSLog OpenContacts OpenStoreKit
    OpenCoreSpotlight
    PhoneOS CarPlayTesting CarPlaySnapshotTesting CarPlayHost CarScripting CarPlayReviewer CarPlayCheckCommand CarPlayServer
    CarPlayRendering
)
output=""
if [ "${1:-}" = "--output" ]; then output=${2:?"--output needs a folder"}; fi
docc=$(command -v docc || true)
[ -n "$docc" ] || docc="$(dirname "$(realpath "$(command -v swift)")")/docc"
[ -x "$docc" ] || { echo "error: docc not found beside swift ($docc)" >&2; exit 1; }

# SwiftPM says where it wrote the graphs ("Files written to DIR").
dump=$(swift package dump-symbol-graph --emit-extension-block-symbols 2>&1) || { echo "$dump" >&2; exit 1; }
graphs=$(echo "$dump" | sed -n 's/^Files written to //p' | tail -n 1)
[ -d "$graphs" ] || { echo "$dump" | tail -n 20 >&2; echo "error: swift package dump-symbol-graph named no folder it wrote" >&2; exit 1; }

work=.build/docs-work
out=.build/docs
rm -rf "$work" "$out"
mkdir -p "$work" "$out"
convert() { # $1: a module; converts it, its log in $work/$1.log, its status in the exit code
    local module=$1 dir="$work/$1" catalog=()
    mkdir -p "$dir"
    cp "$graphs/$module.symbols.json" "$dir/" || return 1
    for extra in "$graphs/$module@"*.symbols.json; do [ -e "$extra" ] && cp "$extra" "$dir/"; done
    for found in Sources/*/"$module/$module.docc"; do [ -d "$found" ] && catalog=("$found"); done
    # DOCC_LENIENT=1 lists every warning without failing on them.
    local strict=(--warnings-as-errors)
    [ -z "${DOCC_LENIENT:-}" ] || strict=()
    "$docc" convert "${catalog[@]}" --additional-symbol-graph-dir "$dir" --output-path "$out/$module.doccarchive" \
        --fallback-display-name "$module" --fallback-bundle-identifier "$module" --fallback-default-module-kind library \
        "${strict[@]}" >"$work/$module.log" 2>&1
}
failed=0
pids=()
names=()
for module in "${modules[@]}"; do
    convert "$module" &
    pids+=($!)
    names+=("$module")
    if [ ${#pids[@]} -ge 2 ]; then
        if wait "${pids[0]}"; then echo "$out/${names[0]}.doccarchive"; else failed=1; echo "✘ ${names[0]}:"; cat "$work/${names[0]}.log"; fi
        pids=("${pids[@]:1}"); names=("${names[@]:1}")
    fi
done
for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then echo "$out/${names[$i]}.doccarchive"; else failed=1; echo "✘ ${names[$i]}:"; cat "$work/${names[$i]}.log"; fi
done
[ $failed -eq 0 ] || { echo "error: DocC reported problems (above)" >&2; exit 1; }
if [ -n "$output" ]; then
    mkdir -p "$output"
    for module in "${modules[@]}"; do cp -R "$out/$module.doccarchive" "$output/"; done
    echo "copied ${#modules[@]} archives to $output"
fi
