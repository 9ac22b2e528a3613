// libjpeg (Debian: libjpeg62-turbo-dev). libjpeg reports a fatal error by calling error_exit, which must not return;
// these helpers catch it with setjmp/longjmp inside C, so no jump ever crosses a Swift frame, and answer NULL instead.
// Buffers they return are malloc'ed: the caller frees them.
#ifndef OPENCARPLAY_CJPEG_SHIM_H
#define OPENCARPLAY_CJPEG_SHIM_H
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

/// The largest side we decode (bigger images are refused, as a bad image is).
#define OCP_JPEG_MAX_SIDE 16384u

struct ocp_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
};

static void ocp_jpeg_error_exit(j_common_ptr info) {
    struct ocp_jpeg_error *error = (struct ocp_jpeg_error *)info->err;
    longjmp(error->jump, 1);
}

/// Warnings (e.g. a truncated scan, filled with grey as iOS does) are not printed.
static void ocp_jpeg_quiet(j_common_ptr info) { (void)info; }

/// Decodes JPEG bytes (greyscale, YCbCr or RGB) to opaque RGBA, rows top to bottom; NULL if they aren't a JPEG.
static inline unsigned char *ocp_jpeg_decode(const unsigned char *data, size_t size, unsigned *width, unsigned *height) {
    struct jpeg_decompress_struct info;
    struct ocp_jpeg_error error;
    unsigned char *volatile buffer = NULL;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = ocp_jpeg_error_exit;
    error.manager.output_message = ocp_jpeg_quiet;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        free(buffer);
        return NULL;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    if (jpeg_read_header(&info, TRUE) != JPEG_HEADER_OK || info.image_width == 0 || info.image_height == 0
        || info.image_width > OCP_JPEG_MAX_SIDE || info.image_height > OCP_JPEG_MAX_SIDE) {
        jpeg_destroy_decompress(&info);
        return NULL;
    }
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    buffer = malloc(stride * info.output_height);
    if (buffer == NULL) {
        jpeg_destroy_decompress(&info);
        return NULL;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = buffer + stride * info.output_scanline;
        if (jpeg_read_scanlines(&info, &row, 1) != 1) break;
    }
    *width = info.output_width;
    *height = info.output_height;
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return buffer;
}

/// Encodes RGBA pixels (alpha ignored) as baseline JPEG at a quality of 1–100; NULL on failure.
static inline unsigned char *ocp_jpeg_encode(const unsigned char *rgba, unsigned width, unsigned height, int quality, size_t *size) {
    struct jpeg_compress_struct info;
    struct ocp_jpeg_error error;
    unsigned char *output = NULL;
    unsigned long length = 0;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = ocp_jpeg_error_exit;
    error.manager.output_message = ocp_jpeg_quiet;
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&info);
        return NULL;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &output, &length);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_RGBA;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality < 1 ? 1 : (quality > 100 ? 100 : quality), TRUE);
    jpeg_start_compress(&info, TRUE);
    size_t stride = (size_t)width * 4;
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgba + stride * info.next_scanline);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *size = (size_t)length;
    return output;
}
#endif
