// An indexed image: "PAL", a colour count (1 to 32), that many RGB entries, then pixels up to
// a Fletcher-16 of everything before it (two bytes, low byte first), each pixel an index into
// the palette. The pixel check uses `>` where `>=` was meant: the entry one past the table is
// read only when the palette is full (32 colours, 28 more than the seed's 4, inserted before
// the pixels, and the sum mended) and a pixel names it.
// input: file
// crash: out-of-bounds line 59
// runs: 400
#include <stdint.h>
#include <stdio.h>

#define MAX_COLORS 32

struct rgb {
    uint8_t r, g, b;
};

static struct rgb palette[MAX_COLORS];

static uint16_t fletcher16(const uint8_t *p, size_t n)
{
    unsigned s1 = 0, s2 = 0;

    for (size_t i = 0; i < n; i++) {
        s1 = (s1 + p[i]) % 255;
        s2 = (s2 + s1) % 255;
    }
    return (uint16_t)(s2 << 8 | s1);
}

int main(int argc, char **argv)
{
    uint8_t data[160];
    FILE *f;
    size_t n, pos;
    unsigned ncolors, npixels = 0, lum = 0, i;

    if (argc < 2 || !(f = fopen(argv[1], "rb")))
        return 2;
    n = fread(data, 1, sizeof data, f);
    fclose(f);
    if (n < 7 || data[0] != 'P' || data[1] != 'A' || data[2] != 'L')
        return 1;
    if (fletcher16(data, n - 2) != (data[n - 2] | data[n - 1] << 8))
        return 1;
    ncolors = data[3];
    if (ncolors == 0 || ncolors > MAX_COLORS || 4 + 3 * ncolors > n - 2)
        return 1;
    for (i = 0, pos = 4; i < ncolors; i++, pos += 3) {
        palette[i].r = data[pos];
        palette[i].g = data[pos + 1];
        palette[i].b = data[pos + 2];
    }
    for (; pos < n - 2; pos++, npixels++) {
        unsigned px = data[pos];

        if (px > ncolors)
            return 1;
        lum += palette[px].r * 3 + palette[px].g * 6 + palette[px].b;
    }
    printf("%u\n", npixels ? lum / npixels : 0);
    return 0;
}
