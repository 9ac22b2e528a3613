#!/usr/bin/env python3
"""Writes Sources/Car/CarPlayRendering/Symbols/SymbolGlyphs+Generated.swift: the drawings the renderer uses for the
SF Symbol names CarPlay apps use, taken from the Lucide icon set (ISC/MIT) in the PyPI package lucide==1.1.4.
Run: pip download --no-deps lucide==1.1.4 -d /tmp/lucide && python3 scripts/generate-symbols.py /tmp/lucide/lucide-1.1.4-py3-none-any.whl
Commit the output; never edit it by hand. Add a mapping below to support another symbol name. Every name listed in
scripts/symbol-names.txt (the floor: names public CarPlay code and our apps use) must resolve, or the script fails."""
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

# More names, beyond the first table: the vocabulary of audio, navigation, EV charging, parking, food, sports, weather
# and communication apps (the kinds CarPlay allows), chosen by hand from SF Symbols' names; the nearest Lucide icon.
MORE = {
    # Audio, podcasts, radio, video.
    "music.note.house": "house-heart", "guitars": "guitar", "pianokeys": "piano", "music.quarternote.3": "music-3",
    "music.mic": "mic-vocal", "music.note.tv": "tv-minimal-play", "opticaldisc": "disc", "opticaldiscdrive": "disc-3",
    "recordingtape": "cassette-tape", "hifispeaker": "speaker", "hifispeaker.2": "speaker", "homepod": "speaker",
    "airpods": "headphones", "airpodsmax": "headphones", "earbuds": "headphones", "beats.headphones": "headphones",
    "radio": "radio", "dot.radiowaves.left.and.right": "radio", "dot.radiowaves.right": "rss", "antenna.radiowaves.left.and.right.circle": "radio-tower",
    "podcast": "podcast", "mic.circle": "mic", "waveform.circle": "audio-waveform", "waveform.path": "activity",
    "speaker": "volume", "speaker.wave.1": "volume-1", "speaker.wave.3": "volume-2", "speaker.wave.2.circle": "volume-2",
    "speaker.zzz": "volume-x", "play.rectangle": "square-play", "play.tv": "tv-minimal-play", "play.square": "square-play",
    "play.square.stack": "list-video", "playpause": "play", "stop.circle": "circle-stop", "backward.frame": "skip-back",
    "forward.frame": "skip-forward", "gobackward.10": "rotate-ccw", "gobackward.30": "rotate-ccw", "gobackward.45": "rotate-ccw",
    "gobackward.60": "rotate-ccw", "gobackward.5": "rotate-ccw", "goforward.10": "rotate-cw", "goforward.15": "rotate-cw",
    "goforward.45": "rotate-cw", "goforward.60": "rotate-cw", "goforward.5": "rotate-cw", "gobackward.minus": "rotate-ccw",
    "goforward.plus": "rotate-cw", "repeat.circle": "repeat", "shuffle.circle": "shuffle", "infinity": "infinity",
    "dial.max": "gauge", "dial.min": "gauge", "dial.medium": "gauge", "slider.horizontal.3": "sliders-horizontal",
    "slider.vertical.3": "sliders-vertical", "slider.horizontal.below.rectangle": "sliders-horizontal", "tuningfork": "audio-lines",
    "metronome": "timer", "list.triangle": "list-tree", "list.dash": "list", "list.bullet.indent": "list-indent-increase",
    "list.bullet.circle": "list", "list.and.film": "list-video", "text.badge.star": "list-checks", "text.line.first.and.arrowtriangle.forward": "list-start",
    "text.append": "list-plus", "text.insert": "list-plus", "rectangle.stack": "layers", "rectangle.stack.fill": "layers",
    "square.stack.3d.up": "layers", "rectangle.on.rectangle": "copy", "square.on.square": "copy", "doc.on.doc": "copy",
    "books.vertical.circle": "library", "book.closed": "book", "book.circle": "book-open", "text.book.closed": "book-text",
    "magazine": "newspaper", "newspaper": "newspaper", "character.book.closed": "book-a", "headphones.circle": "headphones",
    "tv.and.mediabox": "tv", "sparkles.tv": "tv", "4k.tv": "tv", "film.stack": "clapperboard", "popcorn": "popcorn",
    "theatermasks": "drama", "ticket": "ticket", "photo.on.rectangle": "images", "photo.stack": "images",
    "camera.circle": "camera", "video.circle": "video", "paintpalette": "palette", "paintbrush": "paintbrush",
    "pencil": "pencil", "pencil.circle": "pencil", "highlighter": "highlighter", "lightbulb": "lightbulb",
    "lightbulb.slash": "lightbulb-off", "lamp.desk": "lamp-desk", "lamp.floor": "lamp-floor", "flashlight.on.fill": "flashlight",
    # People and communication.
    "person.circle": "circle-user-round", "person.crop.square": "square-user-round", "person.2.circle": "users",
    "person.3": "users", "person.badge.plus": "user-plus", "person.badge.minus": "user-minus", "person.wave.2": "user-round",
    "person.and.background.dotted": "user", "person.text.rectangle": "contact", "person.crop.rectangle": "contact",
    "figure.child": "baby", "figure.stand": "person-standing", "figure.run": "footprints", "figure.roll": "accessibility",
    "accessibility": "accessibility", "phone.circle": "phone", "phone.bubble": "phone-call", "phone.connection": "phone-call",
    "phone.badge.plus": "phone-call", "teletype": "phone", "video.bubble": "video", "message.circle": "message-circle",
    "bubble.right": "message-square", "bubble.left.and.bubble.right": "messages-square", "bubble.middle.bottom": "message-square",
    "ellipsis.bubble": "message-circle-more", "quote.bubble": "message-square-quote", "captions.bubble": "captions",
    "envelope.open": "mail-open", "envelope.badge": "mail-warning", "tray": "inbox", "tray.full": "inbox",
    "tray.and.arrow.down": "archive-restore", "archivebox": "archive", "paperclip": "paperclip", "link": "link",
    "at": "at-sign", "number": "hash", "voicemail": "voicemail", "bell.badge": "bell-dot", "bell.circle": "bell",
    "megaphone": "megaphone", "hand.wave": "hand", "hand.thumbsdown": "thumbs-down", "hand.point.up": "pointer",
    "hand.tap": "pointer", "hands.clap": "hand-heart", "face.smiling": "smile", "brain.head.profile": "brain",
    "eye": "eye", "eye.slash": "eye-off", "ear": "ear", "nose": "smile", "mouth": "smile",
    # Navigation, maps, driving.
    "location.circle": "navigation", "location.slash": "navigation-off", "location.north.circle": "navigation-2",
    "location.magnifyingglass": "locate", "scope": "locate-fixed", "mappin.slash": "map-pin-off", "mappin.square": "map-pin",
    "map.circle": "map", "globe.americas": "earth", "globe.europe.africa": "earth", "globe.asia.australia": "earth",
    "network": "network", "arrow.triangle.branch": "git-branch", "arrow.triangle.merge": "git-merge",
    "arrow.triangle.swap": "arrow-left-right", "arrow.triangle.turn.up.right.circle": "milestone",
    "arrow.up.left": "arrow-up-left", "arrow.up.right": "arrow-up-right", "arrow.down.left": "arrow-down-left",
    "arrow.down.right": "arrow-down-right", "arrow.left.and.right": "arrow-left-right", "arrow.up.and.down": "arrow-up-down",
    "arrow.uturn.right": "redo-2", "arrow.uturn.up": "undo-2", "arrow.uturn.backward": "undo-2", "arrow.uturn.forward": "redo-2",
    "arrow.turn.down.left": "corner-down-left", "arrow.turn.down.right": "corner-down-right", "arrow.turn.left.up": "corner-left-up",
    "arrow.turn.right.up": "corner-right-up", "arrow.clockwise": "rotate-cw", "arrow.counterclockwise": "rotate-ccw",
    "arrow.triangle.2.circlepath": "refresh-cw", "arrow.2.circlepath": "refresh-cw", "arrow.circlepath": "refresh-ccw",
    "arrow.up.circle": "circle-arrow-up", "arrow.left.circle": "circle-arrow-left", "arrow.right.circle": "circle-arrow-right",
    "arrow.up.arrow.down": "arrow-down-up", "arrow.up.to.line": "arrow-up-to-line", "arrow.down.to.line": "arrow-down-to-line",
    "arrow.right.to.line": "arrow-right-to-line", "arrow.left.to.line": "arrow-left-to-line", "arrow.merge": "merge",
    "arrow.branch": "split", "arrow.up.forward": "arrow-up-right", "arrow.up.backward": "arrow-up-left",
    "arrow.up.right.square": "square-arrow-out-up-right", "arrow.up.forward.app": "square-arrow-out-up-right",
    "arrow.down.app": "square-arrow-down", "arrow.up.and.down.circle": "arrow-up-down", "arrow.rectanglepath": "refresh-ccw",
    "chevron.up.chevron.down": "chevrons-up-down", "chevron.left.2": "chevrons-left", "chevron.right.2": "chevrons-right",
    "chevron.compact.down": "chevron-down", "chevron.compact.up": "chevron-up", "chevron.backward.circle": "circle-chevron-left",
    "chevron.forward.circle": "circle-chevron-right", "arrowtriangle.up": "triangle", "arrowtriangle.right": "play",
    "arrowtriangle.down": "triangle", "car.2": "car", "car.circle": "car", "car.ferry": "ship", "car.top.door.front.left.open": "car-front",
    "sailboat": "sailboat", "train.side.front.car": "train-front", "tram.fill.tunnel": "tram-front", "cablecar": "cable-car",
    "bus.doubledecker": "bus", "box.truck": "truck", "truck.box": "truck", "scooter": "bike", "moped": "bike",
    "motorcycle": "bike", "figure.outdoor.cycle": "bike", "airplane.departure": "plane-takeoff", "airplane.arrival": "plane-landing",
    "airplane.circle": "plane", "fuelpump.circle": "fuel", "bolt.car.circle": "car-front", "ev.plug.dc.ccs1": "plug-zap",
    "ev.plug.ac.type.2": "plug-zap", "ev.plug.dc.ccs2": "plug-zap", "ev.plug.ac.type.1": "plug-zap", "ev.plug.dc.chademo": "plug-zap",
    "ev.plug.dc.nacs": "plug-zap", "bolt.circle": "zap", "bolt.slash": "zap-off", "bolt.batteryblock": "battery-charging",
    "battery.0": "battery", "battery.50": "battery-medium", "battery.75": "battery-medium", "battery.100.bolt": "battery-charging",
    "powerplug.portrait": "plug", "parkingsign.square": "square-parking", "p.square": "square-parking", "road.lanes.curved.right": "route",
    "road.lane.arrowtriangle.2.inward": "route", "signpost.left": "signpost", "signpost.and.arrowtriangle.up": "signpost",
    "exclamationmark.triangle": "triangle-alert", "exclamationmark.circle": "circle-alert", "exclamationmark.bubble": "message-square-warning",
    "exclamationmark": "circle-alert", "light.beacon.max": "siren", "light.beacon.min": "siren", "cone": "traffic-cone",
    "trafficlight": "traffic-cone", "speedometer": "gauge", "gauge.with.dots.needle.33percent": "gauge",
    "gauge.with.dots.needle.bottom.50percent": "gauge", "gauge.open.with.lines.needle.33percent": "gauge", "steeringwheel.circle": "life-buoy",
    "engine.combustion": "cog", "oilcan": "droplet", "tirepressure": "circle-gauge", "wrench.and.screwdriver": "wrench",
    "wrench.adjustable": "wrench", "key.fill": "key", "key.horizontal": "key", "lock.shield": "shield-check",
    "lock.circle": "lock", "lock.rotation": "lock", "checkmark.shield": "shield-check", "shield": "shield",
    "shield.lefthalf.filled": "shield-half", "shield.slash": "shield-off", "xmark.shield": "shield-x", "exclamationmark.shield": "shield-alert",
    "building": "building", "building.columns": "landmark", "building.2.crop.circle": "building-2", "house.circle": "house",
    "house.lodge": "house", "house.and.flag": "house", "storefront": "store", "bed.double": "bed-double", "tent": "tent",
    "cross": "cross", "cross.circle": "cross", "staroflife": "asterisk", "heart.text.square": "heart-pulse",
    "bandage": "bandage", "syringe": "syringe", "pill": "pill", "graduationcap": "graduation-cap", "studentdesk": "school",
    "fork.knife.circle": "utensils", "wineglass": "wine", "mug": "coffee", "takeoutbag.and.cup.and.straw": "cup-soda",
    "birthday.cake": "cake", "carrot": "carrot", "fish": "fish", "leaf.circle": "leaf", "tree": "tree-deciduous",
    "camera.macro": "flower", "laurel.leading": "award", "trophy": "trophy", "medal": "medal", "rosette": "award",
    "crown": "crown", "sportscourt": "volleyball", "soccerball": "volleyball", "basketball": "volleyball", "football": "volleyball",
    "baseball": "volleyball", "tennisball": "volleyball", "volleyball": "volleyball", "figure.basketball": "volleyball",
    "figure.soccer": "volleyball", "figure.american.football": "volleyball", "figure.hockey": "volleyball", "hockey.puck": "volleyball",
    "sportscourt.circle": "volleyball", "flag.2.crossed": "flag", "flag.circle": "flag", "flag.slash": "flag-off",
    "figure.hiking": "mountain", "mountain.2.circle": "mountain", "beach.umbrella": "umbrella", "umbrella": "umbrella",
    "figure.pool.swim": "waves-horizontal", "water.waves": "waves-horizontal", "drop": "droplet", "drop.triangle": "droplets", "flame": "flame",
    "snowflake": "snowflake", "wind": "wind", "tornado": "tornado", "hurricane": "tornado", "cloud.sun": "cloud-sun",
    "cloud.rain": "cloud-rain", "cloud.drizzle": "cloud-drizzle", "cloud.snow": "cloud-snow", "cloud.bolt": "cloud-lightning",
    "cloud.bolt.rain": "cloud-lightning", "cloud.fog": "cloud-fog", "cloud.hail": "cloud-hail", "cloud.moon": "cloud-moon",
    "cloud.sun.rain": "cloud-sun-rain", "cloud.moon.rain": "cloud-moon-rain", "smoke": "cloudy", "sun.min": "sun-dim",
    "sun.haze": "sun-dim", "sun.dust": "sun-dim", "sun.horizon": "sunrise", "sunrise": "sunrise", "sunset": "sunset",
    "moon.stars": "moon-star", "moon.zzz": "moon", "moonphase.full.moon": "moon", "thermometer.sun": "thermometer-sun",
    "thermometer.snowflake": "thermometer-snowflake", "thermometer.medium": "thermometer", "humidity": "droplets",
    "aqi.medium": "wind", "allergens": "flower", "sparkle": "sparkle", "swift": "bird", "bird": "bird", "hare": "rabbit",
    "tortoise": "turtle", "ant": "bug", "ladybug": "bug", "dog": "dog", "cat": "cat", "pawprint.circle": "paw-print",
    "teddybear": "baby", "gamecontroller.circle": "gamepad-2", "puzzlepiece": "puzzle", "dice": "dices", "suit.heart": "heart",
    "suit.club": "club", "suit.spade": "spade", "suit.diamond": "diamond",
    # Apps, system, commerce.
    "house.fill": "house", "app": "square", "app.badge": "square-dot", "apps.iphone": "smartphone", "iphone": "smartphone",
    "ipad": "tablet", "applewatch": "watch", "laptopcomputer": "laptop", "desktopcomputer": "monitor", "display": "monitor",
    "tv.circle": "tv", "printer": "printer", "externaldrive": "hard-drive", "internaldrive": "hard-drive", "cpu": "cpu",
    "memorychip": "microchip", "server.rack": "server", "qrcode": "qr-code", "barcode": "barcode", "barcode.viewfinder": "scan-barcode",
    "qrcode.viewfinder": "scan-qr-code", "viewfinder": "scan", "camera.viewfinder": "scan", "wifi.slash": "wifi-off",
    "wifi.circle": "wifi", "antenna.radiowaves.left.and.right.slash": "radio-off", "cellularbars": "signal",
    "personalhotspot": "link", "bluetooth": "bluetooth", "airplayaudio": "cast", "airplayvideo": "cast", "carplay": "car-front",
    "gearshape.2": "settings", "gearshape.circle": "settings", "slider.horizontal.2.square": "sliders-horizontal",
    "switch.2": "toggle-right", "power": "power", "power.circle": "power", "poweroff": "power-off", "togglepower": "power",
    "lock.slash": "lock-open", "hand.raised.slash": "hand", "nosign": "ban", "xmark.octagon": "octagon-x",
    "xmark.bin": "trash-2", "trash.circle": "trash-2", "trash.slash": "trash", "square.and.arrow.down": "download",
    "square.and.arrow.up.circle": "share", "arrow.down.doc": "file-down", "doc": "file", "doc.richtext": "file-text",
    "doc.plaintext": "file-text", "doc.text.magnifyingglass": "file-search", "folder": "folder", "folder.circle": "folder",
    "folder.badge.plus": "folder-plus", "note.text": "notebook-text", "list.clipboard": "clipboard-list", "clipboard": "clipboard",
    "checklist": "list-checks", "calendar.circle": "calendar", "calendar.badge.plus": "calendar-plus", "calendar.badge.clock": "calendar-clock",
    "clock.arrow.circlepath": "history", "clock.badge.checkmark": "clock", "alarm": "alarm-clock", "stopwatch": "timer",
    "hourglass.circle": "hourglass", "deskclock": "clock", "cart.circle": "shopping-cart", "cart.badge.plus": "shopping-cart",
    "bag.circle": "shopping-bag", "basket": "shopping-basket", "creditcard.circle": "credit-card", "banknote": "banknote",
    "dollarsign": "dollar-sign", "eurosign": "euro", "sterlingsign": "pound-sterling", "yensign": "japanese-yen",
    "percent": "percent", "giftcard": "gift", "shippingbox": "package", "shippingbox.circle": "package", "cube": "box",
    "cube.box": "package", "tag.circle": "tag", "ticket.fill": "ticket", "wallet.pass": "wallet", "signature": "signature",
    "star.circle": "star", "star.slash": "star-off", "star.leadinghalf.filled": "star-half", "heart.circle": "heart",
    "heart.slash": "heart-off", "bookmark.circle": "bookmark", "bookmark.slash": "bookmark-x", "flag.checkered.2.crossed": "flag",
    "checkmark.seal": "badge-check", "xmark.seal": "badge-x", "seal": "badge", "rosette.circle": "award",
    "info": "info", "questionmark": "circle-question-mark", "questionmark.square": "circle-question-mark", "lightbulb.max": "lightbulb",
    "magnifyingglass.circle": "search", "line.3.horizontal": "menu", "line.3.horizontal.decrease": "list-filter",
    "line.3.horizontal.decrease.circle": "list-filter", "arrow.up.arrow.down.circle": "arrow-down-up", "ellipsis.circle": "ellipsis",
    "ellipsis.rectangle": "ellipsis", "plus.square": "square-plus", "minus.square": "square-minus", "xmark.square": "square-x",
    "checkmark.square": "square-check", "square": "square", "circle.fill": "circle", "largecircle.fill.circle": "circle-dot",
    "smallcircle.filled.circle": "circle-dot", "circle.circle": "circle-dot", "square.grid.3x3": "grid-3x3", "square.grid.2x2.fill": "layout-grid",
    "rectangle.grid.1x2": "rows-2", "rectangle.split.3x1": "columns-3", "sidebar.left": "panel-left", "rectangle.portrait": "rectangle-vertical",
    "rectangle": "rectangle-horizontal", "square.split.2x1": "columns-2", "character": "type", "textformat": "type",
    "textformat.size": "a-large-small", "globe.badge.chevron.backward": "globe", "translate": "languages", "keyboard.badge.ellipsis": "keyboard",
    "mic.badge.plus": "mic", "waveform.badge.mic": "audio-lines", "sos": "siren", "sos.circle": "siren",
}

SF_TO_LUCIDE.update({k: v for k, v in MORE.items() if k not in SF_TO_LUCIDE})

def resolves(name):
    """The renderer's rule (SymbolGlyphs.drawing): drop `.fill`, then try the name and each shorter prefix."""
    parts = name.split(".")
    if "fill" in parts[1:]:
        parts.remove("fill")
    while parts:
        if ".".join(parts) in SF_TO_LUCIDE:
            return True
        parts.pop()
    return False

def main(wheel):
    floor = [l.strip() for l in open("scripts/symbol-names.txt") if l.strip() and not l.startswith("#")]
    missing = [n for n in floor if not resolves(n)]
    if missing:
        sys.exit(f"no glyph for these names of scripts/symbol-names.txt: {missing}")
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
    open("Sources/Car/CarPlayRendering/Symbols/SymbolGlyphs+Generated.swift", "w").write("\n".join(out))
    print(f"{len(SF_TO_LUCIDE)} symbol names, {len(glyphs)} drawings, {len(floor)} floor names all drawn")

main(sys.argv[1])
