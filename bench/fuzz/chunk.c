// chunk.c: a PNG-style indexed image. An 8-byte signature, then chunks: length (4 bytes, big
// endian), a four-letter type, the data and a CRC-32 (big endian) of the type and data. IHDR
// holds the width and height (16 bits each) and the bit depth; PLTE the palette (3 bytes an
// entry, at most 2^depth entries); IDAT the pixels, rows of packed palette indices padded to a
// byte; IEND ends the image. Unknown ancillary chunks (lower-case first letter) are skipped.
// input: file
// bug: out-of-bounds line 100
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define MAX_INPUT 1024
#define MAX_COLORS 16 /* 1-, 2- and 4-bit images */

static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
static uint32_t crc_table[256];

static void crc_init(void)
{
    uint32_t c;
    unsigned i, k;

    for (i = 0; i < 256; i++) {
        c = i;
        for (k = 0; k < 8; k++)
            c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        crc_table[i] = c;
    }
}

static uint32_t crc32(const uint8_t *p, size_t n)
{
    uint32_t c = 0xFFFFFFFFu;

    while (n--)
        c = crc_table[(c ^ *p++) & 0xFF] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

static uint32_t be32(const uint8_t *p)
{
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

int main(int argc, char **argv)
{
    static uint8_t in[MAX_INPUT];
    uint8_t pal[MAX_COLORS][3];
    unsigned width = 0, height = 0, depth = 0, npal = 0, i, x, y, bit, idx, stride;
    unsigned long luma = 0;
    size_t n, pos = sizeof signature;
    uint32_t len;
    const uint8_t *d;
    FILE *f;

    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE\n", argv[0]);
        return 2;
    }
    if ((f = fopen(argv[1], "rb")) == NULL) {
        perror(argv[1]);
        return 2;
    }
    n = fread(in, 1, sizeof in, f);
    fclose(f);
    crc_init();
    if (n < sizeof signature || memcmp(in, signature, sizeof signature) != 0) {
        fprintf(stderr, "not an image\n");
        return 1;
    }
    for (;;) {
        if (n - pos < 12 || (len = be32(in + pos)) > n - pos - 12) {
            fprintf(stderr, "truncated chunk at %zu\n", pos);
            return 1;
        }
        d = in + pos + 8;
        if (be32(d + len) != crc32(in + pos + 4, len + 4)) {
            fprintf(stderr, "CRC error in chunk at %zu\n", pos);
            return 1;
        }
        if (memcmp(in + pos + 4, "IHDR", 4) == 0) {
            if (len != 5 || (width = (unsigned)d[0] << 8 | d[1]) == 0 ||
                (height = (unsigned)d[2] << 8 | d[3]) == 0) {
                fprintf(stderr, "bad header\n");
                return 1;
            }
            depth = d[4];
            if (depth != 1 && depth != 2 && depth != 4 && depth != 8) {
                fprintf(stderr, "unsupported depth %u\n", depth);
                return 1;
            }
        } else if (memcmp(in + pos + 4, "PLTE", 4) == 0) {
            if (depth == 0 || len == 0 || len % 3 != 0 || len / 3 > (1u << depth)) {
                fprintf(stderr, "bad palette\n");
                return 1;
            }
            npal = len / 3;
            for (i = 0; i < npal; i++) {
                pal[i][0] = d[3 * i];
                pal[i][1] = d[3 * i + 1];
                pal[i][2] = d[3 * i + 2];
            }
        } else if (memcmp(in + pos + 4, "IDAT", 4) == 0) {
            stride = (width * depth + 7) / 8;
            if (npal == 0 || len != stride * height) {
                fprintf(stderr, "bad image data\n");
                return 1;
            }
            for (y = 0; y < height; y++) {
                for (x = 0; x < width; x++) {
                    bit = x * depth;
                    idx = d[y * stride + bit / 8] >> (8 - depth - bit % 8) & ((1u << depth) - 1);
                    if (idx >= npal) {
                        fprintf(stderr, "pixel %u,%u: no colour %u\n", x, y, idx);
                        return 1;
                    }
                    luma += 2u * pal[idx][0] + 5u * pal[idx][1] + pal[idx][2];
                }
            }
        } else if (memcmp(in + pos + 4, "IEND", 4) == 0) {
            break;
        } else if (!(in[pos + 4] & 0x20)) {
            fprintf(stderr, "unknown critical chunk %.4s\n", (const char *)in + pos + 4);
            return 1;
        }
        pos += 12 + len;
    }
    if (width == 0 || npal == 0) {
        fprintf(stderr, "incomplete image\n");
        return 1;
    }
    printf("%ux%u, %u bits, %u colours, mean luma %lu\n", width, height, depth, npal,
           luma / (8ul * width * height));
    return 0;
}
