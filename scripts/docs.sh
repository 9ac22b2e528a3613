#!/usr/bin/env bash
# Builds the documentation (DocC, through the swift-docc-plugin) of every module a user's code touches: the framework
# and its companion stand-ins, the harness, snapshots, the car, the reviewer and the server. A broken symbol link or any
# other DocC warning fails it. The archives land in .build/plugins/Swift-DocC/outputs/; `--output DIR` copies them there.
set -euo pipefail
cd "$(dirname "$0")/.."
modules=(
    OpenCarPlay OpenUIKit OpenMediaPlayer OpenMapKit OpenAVFAudio OpenIntents OpenUserNotifications OpenCallKit
    OpenSecurity OpenExternalAccessory OpenActivityKit OpenWidgetKit OpenSwiftUI
    CarPlayTesting CarPlaySnapshotTesting CarPlayHost CarPlayReviewer CarPlayServer CarPlayRendering
)
output=""
if [ "${1:-}" = "--output" ]; then output=${2:?"--output needs a folder"}; fi
args=()
for module in "${modules[@]}"; do args+=(--target "$module"); done
# DOCC_LENIENT=1 lists every warning without stopping at the first module that has one.
[ -n "${DOCC_LENIENT:-}" ] || args+=(--warnings-as-errors)
swift package --disable-sandbox generate-documentation "${args[@]}"
if [ -n "$output" ]; then
    mkdir -p "$output"
    for module in "${modules[@]}"; do cp -R ".build/plugins/Swift-DocC/outputs/$module.doccarchive" "$output/"; done
    echo "copied ${#modules[@]} archives to $output"
fi
