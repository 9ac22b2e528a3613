#!/usr/bin/env python3
"""Writes Sources/Car/CarPlayRendering/Text/FontMetrics+Scripts.swift: the advance widths of the fonts that stand in for
Apple's system fonts after Inter (Noto Sans CJK, Noto Sans Arabic, Hebrew and Thai, Noto Color Emoji: Debian's
fonts-noto-cjk, fonts-noto-core and fonts-noto-color-emoji, SIL Open Font License 1.1), so that text in every script is
measured identically on every machine.

Tables are run-length encoded: (first code point, last code point, advance) for runs of equal advance, for the BMP
ranges CarPlay texts use (CJK ideographs, kana and Hangul are single runs: the font gives every ideograph 1000/1000 and
every Hangul syllable 920/1000, which the script checks). Arabic letters get their four contextual forms' advances
(isolated, final, initial, medial) as HarfBuzz shapes them (hb-shape, from Debian's libharfbuzz-bin, with a tatweel
on the joining sides), and the lam-alef ligatures theirs; a letter with no initial form joins only on its right.
The Indic scripts (Noto Sans Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam) get what
their shaping does to widths (`indic_tables`): each consonant's half form, the consonant pairs joined by a virama whose
width isn't the first's half form and the second's full one (conjuncts, below-base forms, reph), and the vowel signs
whose width beside a consonant isn't their own advance; FontMetrics builds a cluster's width from those.

Run after `apt-get install fonts-noto-cjk fonts-noto-core fonts-noto-color-emoji fonts-inter libharfbuzz-bin
python3-fonttools`; commit the output, never edit it by hand. The measure built on these tables is compared with
HarfBuzz's shaping of sample strings by Tests/CarPlayRenderingTests/ScriptMeasurementTests.swift."""
import json
import subprocess
import sys
import tempfile
import unicodedata

from fontTools.ttLib import TTCollection, TTFont

NOTO = "/usr/share/fonts/truetype/noto"
CJK = "/usr/share/fonts/opentype/noto"
INTER = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
EMOJI = f"{NOTO}/NotoColorEmoji.ttf"

# The BMP ranges tabled per font (code points outside them fall through to the next font in the chain).
CJK_RANGES = [(0x1100, 0x11FF), (0x2000, 0x2BFF), (0x2E80, 0x9FFF), (0xA960, 0xA97F), (0xAC00, 0xD7FF), (0xF900, 0xFAFF),
              (0xFE10, 0xFE1F), (0xFE30, 0xFE4F), (0xFF00, 0xFFEF)]
ARABIC_RANGES = [(0x0600, 0x06FF), (0x0750, 0x077F), (0x08A0, 0x08FF), (0xFB50, 0xFDFF), (0xFE70, 0xFEFF)]
HEBREW_RANGES = [(0x0590, 0x05FF), (0xFB1D, 0xFB4F)]
THAI_RANGES = [(0x0E00, 0x0E7F)]
TATWEEL = "\u0640"
# The Indic scripts (Noto Sans <Script>, Debian's fonts-noto-core): the block's first code point, and its consonants
# (the block's run of them plus the nukta and extra letters outside it). Virama is the block's +0x4D, the dependent
# vowel signs +0x3E…+0x4C.
INDIC = [
    ("Devanagari", 0x0900, [(0x0915, 0x0939), (0x0958, 0x095F), (0x0978, 0x097F)]),
    ("Bengali", 0x0980, [(0x0995, 0x09B9), (0x09DC, 0x09DF), (0x09F0, 0x09F1)]),
    ("Gurmukhi", 0x0A00, [(0x0A15, 0x0A39), (0x0A59, 0x0A5E)]),
    ("Gujarati", 0x0A80, [(0x0A95, 0x0AB9)]),
    ("Oriya", 0x0B00, [(0x0B15, 0x0B39), (0x0B5C, 0x0B5F), (0x0B71, 0x0B71)]),
    ("Tamil", 0x0B80, [(0x0B95, 0x0BB9)]),
    ("Telugu", 0x0C00, [(0x0C15, 0x0C39), (0x0C58, 0x0C5A)]),
    ("Kannada", 0x0C80, [(0x0C95, 0x0CB9), (0x0CDE, 0x0CDE)]),
    ("Malayalam", 0x0D00, [(0x0D15, 0x0D3A)]),
]
ZWJ = "\u200d"


def runs(font, ranges):
    """(first, last, advance) runs of equal advance over the code points the font maps in `ranges`."""
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    out = []
    for lo, hi in ranges:
        for cp in range(lo, hi + 1):
            g = cmap.get(cp)
            if g is None:
                continue
            adv = hmtx[g][0]
            if out and out[-1][1] == cp - 1 and out[-1][2] == adv:
                out[-1][1] = cp
            else:
                out.append([cp, cp, adv])
    return out


def coverage(font):
    """Covered code points as (first, last) ranges."""
    out = []
    for cp in sorted(font.getBestCmap()):
        if out and out[-1][1] == cp - 1:
            out[-1][1] = cp
        else:
            out.append([cp, cp])
    return out


def shape(path, texts):
    """hb-shape each text (one per line): the list of (glyph, advance) per text."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as f:
        f.write("\n".join(texts) + "\n")
        name = f.name
    res = subprocess.run(["hb-shape", "--output-format=json", "--text-file", name, path], capture_output=True, text=True,
                         check=True)
    return [[(g["g"], g["ax"], g["cl"]) for g in json.loads(line)] for line in res.stdout.splitlines() if line.strip()]


def at(glyphs, cluster):
    """The one glyph of a cluster (a code point index), or None if it is not one glyph."""
    found = [g for g in glyphs if g[2] == cluster]
    return found[0] if len(found) == 1 else None


def arabic_forms(path, font):
    """Per Arabic letter: (isolated, final, initial, medial) advances; initial/medial are 0 for right-joining letters
    (their forms equal the isolated/final glyphs), and None when the letter doesn't join at all."""
    cmap = font.getBestCmap()
    letters = [cp for lo, hi in ARABIC_RANGES[:3] for cp in range(lo, hi + 1) if cp in cmap]
    texts = []
    for cp in letters:
        ch = chr(cp)
        texts += [ch, TATWEEL + ch, ch + TATWEEL, TATWEEL + ch + TATWEEL]
    shaped = shape(path, texts)
    forms = {}
    for i, cp in enumerate(letters):
        iso, fin, ini, med = shaped[4 * i: 4 * i + 4]
        # The letter's glyph in each context (the tatweels are separate glyphs around it).
        gi = iso[0] if len(iso) == 1 else None
        if gi is None:
            continue
        g_fin, g_ini, g_med = at(fin, 1), at(ini, 0), at(med, 1)
        if g_fin is None or g_ini is None or g_med is None:
            continue
        joins_right = g_fin[0] != gi[0]
        joins_left = g_ini[0] != gi[0]
        if not joins_right and not joins_left:
            continue  # non-joining (or a mark): its cmap advance is right
        forms[cp] = (gi[1], g_fin[1] if joins_right else gi[1], g_ini[1] if joins_left else 0,
                     g_med[1] if joins_left else 0, joins_left)
    return forms


def lam_alef(path):
    """Advance of the lam-alef ligatures, isolated and final (lam joined on its right)."""
    out = {}
    for alef in (0x0622, 0x0623, 0x0625, 0x0627):
        iso, fin = shape(path, ["\u0644" + chr(alef), TATWEEL + "\u0644" + chr(alef)])
        lig = at(fin, 1)
        if len(iso) == 1 and len(fin) == 2 and lig is not None:
            out[alef] = (iso[0][1], lig[1])
    return out


def indic_tables(path, font, block, consonant_ranges):
    """What an Indic script's shaping does to widths, as HarfBuzz shapes it with the font: each consonant's half form
    (consonant, virama, ZWJ), the width of every consonant + virama + consonant that isn't the first's half form plus
    the second's full form (conjunct ligatures, below-base and post-base forms, reph), and the width of a consonant
    with a vowel sign where it isn't their two advances (contextual vowel-sign forms). Returns (virama, half, pairs,
    vowel signs) with the last three as flat lists."""
    cmap, hmtx = font.getBestCmap(), font["hmtx"]
    virama = block + 0x4D
    cons = [cp for lo, hi in consonant_ranges for cp in range(lo, hi + 1) if cp in cmap]
    signs = [cp for cp in range(block + 0x3E, block + 0x4D) if cp in cmap]
    adv = lambda cp: hmtx[cmap[cp]][0]
    V = chr(virama)
    half = [sum(g[1] for g in glyphs) for glyphs in shape(path, [chr(c) + V + ZWJ for c in cons])]
    half_of = dict(zip(cons, half))
    pairs = [(a, b) for a in cons for b in cons]
    pair_widths = [sum(g[1] for g in glyphs) for glyphs in shape(path, [chr(a) + V + chr(b) for a, b in pairs])]
    with_signs = [(c, m) for c in cons for m in signs]
    sign_widths = [sum(g[1] for g in glyphs) for glyphs in shape(path, [chr(c) + chr(m) for c, m in with_signs])]
    # A sign's own advance, as the measure takes it: none for a nonspacing mark.
    sign_adv = {m: (0 if unicodedata.category(chr(m)) in ("Mn", "Me") else adv(m)) for m in signs}
    out_pairs = [(a, b, w) for (a, b), w in zip(pairs, pair_widths) if w != half_of[a] + adv(b)]
    out_signs = [(c, m, w) for (c, m), w in zip(with_signs, sign_widths) if w != adv(c) + sign_adv[m]]
    return virama, [x for c in cons for x in (c, half_of[c])], [x for t in out_pairs for x in t], [x for t in out_signs for x in t]


def swift_ints(xs):
    return ", ".join(f"0x{x:X}" if i % 3 != 2 else str(x) for i, x in enumerate(xs))


def swift_runs(rs):
    return ", ".join(f"0x{a:X}, 0x{b:X}, {w}" for a, b, w in rs)


def main():
    out = ["// swift-format-ignore-file",
           "// GENERATED by scripts/generate-script-metrics.py from Debian's fonts-noto-cjk, fonts-noto-core,",
           "// fonts-noto-color-emoji and fonts-inter (coverage only). Do not edit.",
           "// Noto fonts are © Google LLC and Adobe (Noto Sans CJK), SIL Open Font License 1.1.", "",
           "extension ScriptFont {"]
    inter = TTFont(INTER)
    cov = coverage(inter)
    out.append("    /// The code points Inter has a glyph for, as first, last pairs (Inter's advances are in FontMetrics+Inter).")
    out.append("    static let interCoverage: [Int] = [" + ", ".join(f"0x{a:X}, 0x{b:X}" for a, b in cov) + "]")
    cjk_reg = TTCollection(f"{CJK}/NotoSansCJK-Regular.ttc")
    cjk_bold = TTCollection(f"{CJK}/NotoSansCJK-Bold.ttc")
    jp = [f for f in cjk_reg.fonts if f["name"].getDebugName(1) == "Noto Sans CJK JP"][0]
    jp_bold = [f for f in cjk_bold.fonts if f["name"].getDebugName(1) == "Noto Sans CJK JP"][0]
    # Verify the claim the tables rely on: ideographs full width, Hangul syllables 920, in both weights.
    for f in (jp, jp_bold):
        cm, hm = f.getBestCmap(), f["hmtx"]
        assert {hm[cm[c]][0] for c in range(0x4E00, 0x9FF0) if c in cm} == {1000}, "CJK ideographs are not all 1000"
        assert {hm[cm[c]][0] for c in range(0xAC00, 0xD7A4) if c in cm} == {920}, "Hangul syllables are not all 920"
    fonts = [("cjkRegular", "Noto Sans CJK JP", jp, CJK_RANGES, None),
             ("cjkBold", "Noto Sans CJK JP", jp_bold, CJK_RANGES, None)]
    for weight in ("Regular", "Bold"):
        path = f"{NOTO}/NotoSansArabic-{weight}.ttf"
        fonts.append((f"arabic{weight}", "Noto Sans Arabic", TTFont(path), ARABIC_RANGES, path))
        fonts.append((f"hebrew{weight}", "Noto Sans Hebrew", TTFont(f"{NOTO}/NotoSansHebrew-{weight}.ttf"), HEBREW_RANGES, None))
        fonts.append((f"thai{weight}", "Noto Sans Thai", TTFont(f"{NOTO}/NotoSansThai-{weight}.ttf"), THAI_RANGES, None))
    indic = []
    for script, block, consonant_ranges in INDIC:
        for weight in ("Regular", "Bold"):
            path = f"{NOTO}/NotoSans{script}-{weight}.ttf"
            indic.append((f"{script.lower()}{weight}", f"Noto Sans {script}", TTFont(path), [(block, block + 0x7F)], path,
                          block, consonant_ranges))
    emoji = TTFont(EMOJI)
    advances = {emoji["hmtx"][g][0] for g in emoji.getBestCmap().values()} - {0}
    assert len(advances) == 1, f"emoji advances differ: {advances}"
    for var, family, font, ranges, shaping in fonts:
        rs = runs(font, ranges)
        upem = font["head"].unitsPerEm
        out.append(f"    static let {var} = ScriptFont(")
        out.append(f"        family: \"{family}\", unitsPerEm: {upem},")
        out.append(f"        runs: [{swift_runs(rs)}]")
        if shaping:
            forms = arabic_forms(shaping, font)
            ligatures = lam_alef(shaping)
            out[-1] += ","
            out.append("        joining: [" + ", ".join(
                f"0x{cp:X}: [{i}, {f}, {a}, {m}]" for cp, (i, f, a, m, _) in sorted(forms.items())) + "],")
            out.append("        lamAlef: [" + ", ".join(f"0x{cp:X}: [{i}, {f}]" for cp, (i, f) in sorted(ligatures.items())) + "])")
        else:
            out[-1] += ")"
    for var, family, font, ranges, path, block, consonant_ranges in indic:
        upem = font["head"].unitsPerEm
        virama, half, pairs, signs = indic_tables(path, font, block, consonant_ranges)
        out.append(f"    static let {var} = ScriptFont(")
        out.append(f"        family: \"{family}\", unitsPerEm: {upem},")
        out.append(f"        runs: [{swift_runs(runs(font, ranges))}],")
        out.append(f"        indic: IndicShaping(")
        out.append(f"            virama: 0x{virama:X},")
        out.append("            halfForms: [" + ", ".join(f"0x{half[i]:X}, {half[i + 1]}" for i in range(0, len(half), 2)) + "],")
        out.append(f"            pairs: [{swift_ints(pairs)}],")
        out.append(f"            vowelSigns: [{swift_ints(signs)}]))")
    adv = advances.pop()
    out.append(f"    /// Noto Color Emoji: every emoji is {adv}/{emoji['head'].unitsPerEm} em wide.")
    out.append(f"    static let emojiAdvance = {adv}.0 / {emoji['head'].unitsPerEm}.0")
    out.append("}")
    target = sys.argv[1] if len(sys.argv) > 1 else "Sources/Car/CarPlayRendering/Text/FontMetrics+Scripts.swift"
    open(target, "w", encoding="utf-8").write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
