// libpng, the system's (Debian: libpng-dev), through its "simplified" API (png_image_*), which catches libpng's
// errors itself (no longjmp reaches Swift) and answers 0 on failure. Two small helpers keep the macros
// (PNG_IMAGE_SIZE, PNG_FORMAT_RGBA) on the C side. Buffers they return are malloc'ed: the caller frees them.
#ifndef OPENCARPLAY_CPNG_SHIM_H
#define OPENCARPLAY_CPNG_SHIM_H
#include <png.h>
#include <stdlib.h>
#include <string.h>

/// The largest side we decode (bigger images are refused, as a bad image is).
#define OCP_PNG_MAX_SIDE 16384u

/// Decodes PNG bytes to straight-alpha RGBA (8 bits a channel, rows top to bottom); NULL if they aren't a PNG.
static inline unsigned char *ocp_png_decode(const unsigned char *data, size_t size, unsigned *width, unsigned *height) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, size)) return NULL;
    if (image.width == 0 || image.height == 0 || image.width > OCP_PNG_MAX_SIDE || image.height > OCP_PNG_MAX_SIDE) {
        png_image_free(&image);
        return NULL;
    }
    image.format = PNG_FORMAT_RGBA;
    unsigned char *buffer = malloc(PNG_IMAGE_SIZE(image));
    if (buffer == NULL) {
        png_image_free(&image);
        return NULL;
    }
    // On failure png_image_finish_read frees its own state.
    if (!png_image_finish_read(&image, NULL, buffer, 0, NULL)) {
        free(buffer);
        return NULL;
    }
    *width = image.width;
    *height = image.height;
    return buffer;
}

/// Encodes straight-alpha RGBA pixels as PNG bytes (the same pixels give the same bytes); NULL on failure.
static inline unsigned char *ocp_png_encode(const unsigned char *rgba, unsigned width, unsigned height, size_t *size) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = width;
    image.height = height;
    image.format = PNG_FORMAT_RGBA;
    png_alloc_size_t needed = 0;
    if (!png_image_write_to_memory(&image, NULL, &needed, 0, rgba, 0, NULL) || needed == 0) return NULL;
    unsigned char *buffer = malloc(needed);
    if (buffer == NULL) return NULL;
    if (!png_image_write_to_memory(&image, buffer, &needed, 0, rgba, 0, NULL)) {
        free(buffer);
        return NULL;
    }
    *size = needed;
    return buffer;
}
#endif
