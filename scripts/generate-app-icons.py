#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Draws the reference apps' app icons (our own artwork: flat shapes) and writes each app's asset catalog.

For every app in Sources/Apps/ReferenceApps/Declarations/<App>/ it writes Assets.xcassets with an AppIcon.appiconset holding
the CarPlay icon at 2x and 3x (60x60 pt: 120 and 180 pixels), as Xcode lays the files out. Plain Python (zlib for PNG),
deterministic: the same script always writes the same bytes. Run from the repository root:

    python3 scripts/generate-app-icons.py
"""
import json
import math
import os
import struct
import zlib

ROOT = os.path.join(os.path.dirname(__file__), "..", "Sources", "ReferenceApps", "Declarations")
SAMPLES = 3  # supersampling per axis, for smooth edges


def hexrgb(h):
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


# Shapes in a unit square (x right, y down). Each returns whether a point is inside.
def circle(cx, cy, r):
    return lambda x, y: (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def ring(cx, cy, r1, r2, start=None, end=None):
    def inside(x, y):
        d = (x - cx) ** 2 + (y - cy) ** 2
        if not (r1 * r1 <= d <= r2 * r2):
            return False
        if start is None:
            return True
        a = math.degrees(math.atan2(y - cy, x - cx)) % 360
        return start <= a <= end if start <= end else (a >= start or a <= end)
    return inside


def rect(x0, y0, x1, y1):
    return lambda x, y: x0 <= x <= x1 and y0 <= y <= y1


def capsule(x0, y0, x1, y1, w):
    dx, dy = x1 - x0, y1 - y0
    length2 = dx * dx + dy * dy

    def inside(x, y):
        t = max(0, min(1, ((x - x0) * dx + (y - y0) * dy) / length2))
        px, py = x0 + t * dx, y0 + t * dy
        return (x - px) ** 2 + (y - py) ** 2 <= (w / 2) ** 2
    return inside


def polygon(points):
    def inside(x, y):
        hit = False
        n = len(points)
        for i in range(n):
            (ax, ay), (bx, by) = points[i], points[(i + 1) % n]
            if (ay > y) != (by > y) and x < (bx - ax) * (y - ay) / (by - ay) + ax:
                hit = not hit
        return hit
    return inside


# Each app: a background colour and shapes drawn in order, each with its colour.
WHITE = "ffffff"
ICONS = {
    "Podcasts": ("8e44ad", [(ring(0.5, 0.42, 0.22, 0.29, 200, 340), WHITE), (ring(0.5, 0.42, 0.10, 0.16, 190, 350), WHITE),
                            (circle(0.5, 0.42, 0.06), WHITE), (capsule(0.5, 0.5, 0.5, 0.8, 0.09), WHITE)]),
    "Mesh": ("16a085", [(capsule(0.27, 0.68, 0.5, 0.3, 0.05), WHITE), (capsule(0.5, 0.3, 0.73, 0.68, 0.05), WHITE),
                        (capsule(0.27, 0.68, 0.73, 0.68, 0.05), WHITE), (circle(0.5, 0.3, 0.09), WHITE),
                        (circle(0.27, 0.68, 0.09), WHITE), (circle(0.73, 0.68, 0.09), WHITE)]),
    "Route": ("27ae60", [(capsule(0.28, 0.75, 0.45, 0.45, 0.07), WHITE), (capsule(0.45, 0.45, 0.72, 0.28, 0.07), WHITE),
                         (circle(0.28, 0.75, 0.09), "f1c40f"), (circle(0.72, 0.28, 0.09), WHITE)]),
    "Bites": ("e67e22", [(circle(0.5, 0.52, 0.27), WHITE), (circle(0.5, 0.52, 0.19), "e67e22"),
                         (capsule(0.5, 0.4, 0.5, 0.64, 0.07), WHITE), (capsule(0.42, 0.46, 0.58, 0.46, 0.05), WHITE)]),
    "Kerb": ("2e6fd8", [(rect(0.33, 0.22, 0.45, 0.8), WHITE), (ring(0.5, 0.4, 0.08, 0.2, 270, 90), WHITE),
                        (rect(0.33, 0.2, 0.5, 0.32), WHITE), (rect(0.33, 0.48, 0.5, 0.6), WHITE)]),
    "Forecourt": ("1e8449", [(polygon([(0.56, 0.14), (0.3, 0.56), (0.48, 0.56), (0.42, 0.86), (0.7, 0.42), (0.52, 0.42)]), "f7dc6f")]),
    "Airwaves": ("c0392b", [(ring(0.5, 0.5, 0.3, 0.37, 300, 60), WHITE), (ring(0.5, 0.5, 0.3, 0.37, 120, 240), WHITE),
                            (ring(0.5, 0.5, 0.16, 0.23, 300, 60), WHITE), (ring(0.5, 0.5, 0.16, 0.23, 120, 240), WHITE),
                            (circle(0.5, 0.5, 0.07), WHITE)]),
    "Voxa": ("00a884", [(circle(0.5, 0.47, 0.27), WHITE), (polygon([(0.3, 0.82), (0.36, 0.62), (0.48, 0.7)]), WHITE),
                        (circle(0.4, 0.47, 0.04), "00a884"), (circle(0.5, 0.47, 0.04), "00a884"), (circle(0.6, 0.47, 0.04), "00a884")]),
    "Weather": ("3498db", [(circle(0.4, 0.4, 0.17), "f4d03f"), (circle(0.47, 0.62, 0.14), WHITE), (circle(0.63, 0.58, 0.17), WHITE),
                           (rect(0.33, 0.62, 0.78, 0.75), WHITE), (circle(0.33, 0.68, 0.07), WHITE), (circle(0.78, 0.68, 0.07), WHITE)]),
    "Velo": ("2c3e50", [(capsule(0.3, 0.28, 0.5, 0.74, 0.1), "ecf0f1"), (capsule(0.5, 0.74, 0.7, 0.28, 0.1), "ecf0f1")]),
    "Atlas": ("2563eb", [(polygon([(0.5, 0.16), (0.76, 0.82), (0.5, 0.66), (0.24, 0.82)]), WHITE)]),
}


def render(background, shapes, size):
    bg = hexrgb(background)
    colors = [(inside, hexrgb(c)) for inside, c in shapes]
    rows = []
    n = SAMPLES * SAMPLES
    for py in range(size):
        row = bytearray([0])  # filter: none
        for px in range(size):
            acc = [0, 0, 0]
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    x = (px + (sx + 0.5) / SAMPLES) / size
                    y = (py + (sy + 0.5) / SAMPLES) / size
                    c = bg
                    for inside, col in colors:
                        if inside(x, y):
                            c = col
                    acc[0] += c[0]
                    acc[1] += c[1]
                    acc[2] += c[2]
            row += bytes(round(v / n) for v in acc)
        rows.append(bytes(row))
    raw = b"".join(rows)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)  # 8-bit RGB, no alpha (app icons are opaque)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def write_json(path, value):
    with open(path, "w") as f:
        f.write(json.dumps(value, indent=2, sort_keys=True) + "\n")


INFO = {"author": "xcode", "version": 1}

for app, (background, shapes) in sorted(ICONS.items()):
    folder = os.path.join(ROOT, app)
    if not os.path.isdir(folder):
        raise SystemExit(f"no declaration folder for {app}: {folder}")
    catalog = os.path.join(folder, "Assets.xcassets")
    iconset = os.path.join(catalog, "AppIcon.appiconset")
    os.makedirs(iconset, exist_ok=True)
    write_json(os.path.join(catalog, "Contents.json"), {"info": INFO})
    images = []
    for scale in (2, 3):
        name = f"AppIcon-car-60@{scale}x.png"
        with open(os.path.join(iconset, name), "wb") as f:
            f.write(render(background, shapes, 60 * scale))
        images.append({"filename": name, "idiom": "car", "scale": f"{scale}x", "size": "60x60"})
    write_json(os.path.join(iconset, "Contents.json"), {"images": images, "info": INFO})
    print(app, [os.path.getsize(os.path.join(iconset, i["filename"])) for i in images])
