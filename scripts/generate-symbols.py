#!/usr/bin/env python3
"""Writes Sources/CarPlayRendering/Symbols/SymbolGlyphs+Generated.swift: the drawings the renderer uses for the
SF Symbol names CarPlay apps use, taken from the Lucide icon set (ISC/MIT) in the PyPI package lucide==1.1.4.
Run: pip download --no-deps lucide==1.1.4 -d /tmp/lucide && python3 scripts/generate-symbols.py /tmp/lucide/lucide-1.1.4-py3-none-any.whl
Commit the output; never edit it by hand. Add a mapping below to support another symbol name."""
import io, re, sys, zipfile

# SF Symbol name (without .fill/.circle variants handled below) → Lucide icon name.
SF_TO_LUCIDE = {
    "star": "star", "heart": "heart", "music.note": "music", "music.note.list": "list-music", "list.star": "list-checks",
    "list.bullet": "list", "list.number": "list-ordered", "square.stack": "layers", "clock": "clock", "magnifyingglass": "search",
    "person": "user", "person.crop.circle": "circle-user-round", "person.2": "users", "phone": "phone", "message": "message-circle",
    "bubble.left": "message-square", "car": "car", "car.side": "car", "bolt": "zap", "bolt.car": "car-front", "fuelpump": "fuel",
    "parkingsign": "square-parking", "parkingsign.circle": "circle-parking", "p.circle": "circle-parking", "mappin": "map-pin",
    "mappin.and.ellipse": "map-pin", "location": "navigation", "location.north": "navigation-2", "map": "map", "house": "house",
    "building.2": "building-2", "briefcase": "briefcase", "cart": "shopping-cart", "bag": "shopping-bag",
    "takeoutbag.and.cup.and.straw": "cup-soda", "cup.and.saucer": "coffee", "fork.knife": "utensils", "play": "play",
    "pause": "pause", "stop": "square", "backward": "rewind", "forward": "fast-forward", "backward.end": "skip-back",
    "forward.end": "skip-forward", "gobackward.15": "rotate-ccw", "goforward.30": "rotate-cw", "gobackward": "rotate-ccw",
    "goforward": "rotate-cw", "shuffle": "shuffle", "repeat": "repeat", "repeat.1": "repeat-1", "speedometer": "gauge",
    "gauge": "gauge", "plus": "plus", "minus": "minus", "xmark": "x", "checkmark": "check", "ellipsis": "ellipsis",
    "chevron.backward": "chevron-left", "chevron.left": "chevron-left", "chevron.forward": "chevron-right",
    "chevron.right": "chevron-right", "chevron.up": "chevron-up", "chevron.down": "chevron-down", "arrow.up": "arrow-up",
    "arrow.down": "arrow-down", "arrow.left": "arrow-left", "arrow.right": "arrow-right", "arrow.turn.up.right": "corner-up-right",
    "arrow.turn.up.left": "corner-up-left", "arrow.uturn.left": "undo-2", "arrow.uturn.down": "undo-2",
    "arrow.triangle.turn.up.right.diamond": "milestone", "arrow.up.and.down.and.arrow.left.and.right": "move",
    "plus.magnifyingglass": "zoom-in", "minus.magnifyingglass": "zoom-out", "safari": "compass", "location.north.line": "compass",
    "antenna.radiowaves.left.and.right": "radio-tower", "radio": "radio", "waveform": "audio-waveform", "mic": "mic",
    "speaker.wave.2": "volume-2", "speaker.slash": "volume-x", "bell": "bell", "bell.slash": "bell-off", "gear": "settings",
    "gearshape": "settings", "info.circle": "info", "exclamationmark.triangle": "triangle-alert", "square.and.pencil": "square-pen",
    "square.and.arrow.up": "share", "trash": "trash-2", "book": "book", "books.vertical": "library", "headphones": "headphones",
    "tv": "tv", "wifi": "wifi", "battery.100": "battery-full", "battery.25": "battery-low", "cloud": "cloud",
    "icloud.and.arrow.down": "cloud-download", "arrow.down.circle": "circle-arrow-down", "sun.max": "sun", "moon": "moon",
    "thermometer": "thermometer", "timer": "timer", "calendar": "calendar", "creditcard": "credit-card",
    "dollarsign.circle": "circle-dollar-sign", "eurosign.circle": "circle-dollar-sign", "leaf": "leaf", "mountain.2": "mountain",
    "flag": "flag", "flag.checkered": "flag", "figure.walk": "footprints", "bicycle": "bike", "tram": "tram-front",
    "bus": "bus", "airplane": "plane", "ferry": "ship", "hand.thumbsup": "thumbs-up", "hand.raised": "hand",
    "lock": "lock", "lock.open": "lock-open", "key": "key", "wrench": "wrench", "hammer": "hammer", "scissors": "scissors",
    "leaf.arrow.circlepath": "recycle", "globe": "globe", "envelope": "mail", "paperplane": "send", "square.grid.2x2": "layout-grid",
    "rectangle.grid.2x2": "layout-grid", "music.mic": "mic-vocal", "play.circle": "circle-play", "pause.circle": "circle-pause",
    "checkmark.circle": "circle-check", "xmark.circle": "circle-x", "questionmark.circle": "circle-question-mark", "circle": "circle",
    "plus.circle": "circle-plus", "minus.circle": "circle-minus", "ev.charger": "plug-zap", "powerplug": "plug",
    "road.lanes": "route", "signpost.right": "signpost", "point.topleft.down.to.point.bottomright.curvepath": "route",
    "exclamationmark.octagon": "octagon-alert", "hourglass": "hourglass", "chart.bar": "chart-column", "doc.text": "file-text",
    "photo": "image", "camera": "camera", "video": "video", "film": "film", "gamecontroller": "gamepad-2", "dumbbell": "dumbbell",
    "cross.case": "briefcase-medical", "pills": "pill", "stethoscope": "stethoscope", "pawprint": "paw-print",
    "tag": "tag", "gift": "gift", "bookmark": "bookmark", "bolt.horizontal": "zap", "car.rear": "car", "steeringwheel": "life-buoy",
    "list.bullet.rectangle": "list", "text.bubble": "message-square-text", "phone.arrow.up.right": "phone-outgoing",
    "phone.arrow.down.left": "phone-incoming", "phone.down": "phone-off", "video.slash": "video-off", "mic.slash": "mic-off",
    "keyboard": "keyboard", "circle.grid.3x3": "grid-3x3", "record.circle": "circle-dot", "sparkles": "sparkles",
}

def main(wheel):
    outer = zipfile.ZipFile(wheel)
    inner = zipfile.ZipFile(io.BytesIO(outer.read("lucide/lucide.zip")))
    names = set(n[:-4] for n in inner.namelist() if n.endswith(".svg"))
    glyphs = {}
    for sf, lucide in sorted(SF_TO_LUCIDE.items()):
        if lucide not in names:
            sys.exit(f"lucide has no icon '{lucide}' (for {sf})")
        svg = inner.read(f"{lucide}.svg").decode()
        body = re.search(r">\s*(.*)</svg>", svg, re.S).group(1)
        body = " ".join(line.strip() for line in body.strip().splitlines())
        body = re.sub(r"\s*/>", "/>", body)
        glyphs[lucide] = body
    out = ["// swift-format-ignore-file", "// GENERATED by scripts/generate-symbols.py from the Lucide icon set (lucide 1.1.4 on PyPI; ISC and MIT licences).",
           "// Do not edit.", "", "extension SymbolGlyphs {",
           "    /// SF Symbol names (without `.fill`) and the Lucide icon drawn for each.",
           "    static let lucideNameForSymbol: [String: String] = ["]
    out += [f'        "{sf}": "{lu}",' for sf, lu in sorted(SF_TO_LUCIDE.items())]
    out += ["    ]", "", "    /// Lucide drawings (24×24, stroked with currentColor, 2 pt lines).", "    static let lucideDrawings: [String: String] = ["]
    out += ['        "%s": #"%s"#,' % (k, v) for k, v in sorted(glyphs.items())]
    out += ["    ]", "}", ""]
    open("Sources/CarPlayRendering/Symbols/SymbolGlyphs+Generated.swift", "w").write("\n".join(out))
    print(f"{len(SF_TO_LUCIDE)} symbol names, {len(glyphs)} drawings")

main(sys.argv[1])
