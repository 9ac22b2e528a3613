// HarfBuzz, the system's (Debian: libharfbuzz-dev): text shaping and colour glyphs, read straight from a font file (no
// FreeType). Small helpers keep HarfBuzz's buffers and blobs on the C side: a font opened once, the advance or the
// glyphs of a run shaped with it, a glyph's colour bitmap.
#ifndef OPENCARPLAY_CHARFBUZZ_SHIM_H
#define OPENCARPLAY_CHARFBUZZ_SHIM_H
#include <harfbuzz/hb-ot.h>
#include <harfbuzz/hb.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/// The face `index` of a font file, ready to shape at its units per em and safe to share between threads; NULL when
/// the file is missing or holds no glyphs. Never freed: the caller keeps it for the process's life.
static inline hb_font_t *ocp_hb_font(const char *path, unsigned index) {
    hb_blob_t *blob = hb_blob_create_from_file_or_fail(path);
    if (blob == NULL) return NULL;
    hb_face_t *face = hb_face_create(blob, index);
    hb_blob_destroy(blob);
    if (hb_face_get_glyph_count(face) == 0) {
        hb_face_destroy(face);
        return NULL;
    }
    hb_font_t *font = hb_font_create(face);  // its scale: the face's units per em, as hb-shape's
    hb_face_destroy(face);
    hb_font_make_immutable(font);
    return font;
}

/// The face's units per em.
static inline unsigned ocp_hb_units_per_em(hb_font_t *font) { return hb_face_get_upem(hb_font_get_face(font)); }

/// The advance of a run of UTF-32 text (one script, one direction) as the font shapes it, in font units; the script,
/// direction and language are guessed from the text, as hb-shape does.
static inline long ocp_hb_advance(hb_font_t *font, const uint32_t *text, int length) {
    hb_buffer_t *buffer = hb_buffer_create();
    hb_buffer_add_utf32(buffer, text, length, 0, length);
    hb_buffer_guess_segment_properties(buffer);
    hb_shape(font, buffer, NULL, 0);
    unsigned count = 0;
    hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &count);
    long total = 0;
    for (unsigned i = 0; i < count; i++) total += positions[i].x_advance;
    hb_buffer_destroy(buffer);
    return total;
}

/// The glyphs of a run of UTF-32 text as the font shapes it (its ligatures applied; variation selectors and other
/// default ignorables left out): how many, the first `capacity` of them written to `glyphs`; 0 when a character of the
/// run has no glyph in the font.
static inline unsigned ocp_hb_glyphs(hb_font_t *font, const uint32_t *text, int length, uint32_t *glyphs, unsigned capacity) {
    hb_buffer_t *buffer = hb_buffer_create();
    hb_buffer_set_flags(buffer, HB_BUFFER_FLAG_REMOVE_DEFAULT_IGNORABLES);
    hb_buffer_add_utf32(buffer, text, length, 0, length);
    hb_buffer_guess_segment_properties(buffer);
    hb_shape(font, buffer, NULL, 0);
    unsigned count = 0;
    hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(buffer, &count);
    for (unsigned i = 0; i < count; i++) {
        if (infos[i].codepoint == 0) {  // .notdef
            count = 0;
            break;
        }
        if (i < capacity) glyphs[i] = infos[i].codepoint;
    }
    hb_buffer_destroy(buffer);
    return count;
}

/// Whether the font's glyphs are colour bitmaps stored as PNGs (Google's CBDT, Apple's sbix).
static inline int ocp_hb_has_png(hb_font_t *font) { return hb_ot_color_has_png(hb_font_get_face(font)); }

/// A glyph's colour bitmap, the PNG as the font stores it (its largest strike): a copy of `*length` bytes the caller
/// frees, or NULL when the glyph has none.
static inline unsigned char *ocp_hb_glyph_png(hb_font_t *font, uint32_t glyph, size_t *length) {
    hb_blob_t *blob = hb_ot_color_glyph_reference_png(font, glyph);
    unsigned size = 0;
    const char *data = hb_blob_get_data(blob, &size);
    unsigned char *copy = size > 0 ? malloc(size) : NULL;
    if (copy != NULL) {
        memcpy(copy, data, size);
        *length = size;
    }
    hb_blob_destroy(blob);
    return copy;
}
#endif
