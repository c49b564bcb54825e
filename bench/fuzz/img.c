// img.c: a tiny image format. A 14-byte header: magic "PXIM" (checked after arithmetic),
// width and height (16 bits, little endian), bits per pixel, flags, the pixel data size
// (16 bits), 2 reserved bytes; then the pixels, row by row.
// input: file
// bug: out-of-bounds line 79
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAGIC_CHECK 0x7D69B48Bu /* ("PXIM" - 0x01010101) * 5 */
#define MAX_DIM 4096

struct header {
    unsigned width, height, bpp, flags;
    unsigned short size;
};

static unsigned get16(const unsigned char *p)
{
    return (unsigned)p[0] | (unsigned)p[1] << 8;
}

static int read_header(FILE *f, struct header *h)
{
    unsigned char b[14];
    unsigned magic;
    unsigned short expected;

    if (fread(b, 1, sizeof b, f) != sizeof b)
        return -1;
    magic = get16(b) | get16(b + 2) << 16;
    if ((magic - 0x01010101u) * 5u != MAGIC_CHECK)
        return -2;
    h->width = get16(b + 4);
    h->height = get16(b + 6);
    h->bpp = b[8];
    h->flags = b[9];
    h->size = (unsigned short)get16(b + 10);
    if (h->width == 0 || h->height == 0 || h->width > MAX_DIM || h->height > MAX_DIM)
        return -3;
    if (h->bpp != 8 && h->bpp != 16 && h->bpp != 24 && h->bpp != 32)
        return -4;
    expected = h->width * h->height * (h->bpp / 8);
    if (h->size == 0 || h->size != expected)
        return -5;
    return 0;
}

int main(int argc, char **argv)
{
    struct header h;
    unsigned char *pixels;
    unsigned x, y, stride, sum = 0, i;
    FILE *f;
    int err;

    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE\n", argv[0]);
        return 2;
    }
    f = fopen(argv[1], "rb");
    if (f == NULL) {
        perror(argv[1]);
        return 2;
    }
    if ((err = read_header(f, &h)) != 0) {
        fprintf(stderr, "bad header (%d)\n", err);
        fclose(f);
        return 1;
    }
    pixels = malloc(h.size);
    if (pixels == NULL) {
        fclose(f);
        return 1;
    }
    stride = h.width * (h.bpp / 8);
    for (y = 0; y < h.height; y++)
        for (x = 0; x < stride; x++)
            pixels[y * stride + x] = (unsigned char)fgetc(f);
    if (feof(f)) {
        fprintf(stderr, "truncated pixel data\n");
        free(pixels);
        fclose(f);
        return 1;
    }
    fclose(f);
    for (i = 0; i < h.size; i++)
        sum += pixels[i];
    printf("%ux%u, %u bpp, flags %#x, mean %u\n", h.width, h.height, h.bpp, h.flags,
           sum / h.size);
    free(pixels);
    return 0;
}
