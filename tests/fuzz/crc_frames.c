// Frames guarded by a CRC-32: a length, a type, the payload, then the CRC (little endian) of
// the three. MODE (1) sets the mode, 1 or 2; TEXT (2) copies its payload into an 8-byte
// buffer, allowing up to 8 bytes in mode 1 and, wrongly, 16 in mode 2. The bug needs the
// mode byte and the text's length and bytes changed together, and both CRCs recomputed.
// input: stdin
// crash: out-of-bounds line 47
#include <stdio.h>
#include <string.h>

static unsigned crc32(const unsigned char *p, unsigned n)
{
    unsigned crc = 0xFFFFFFFFu;
    while (n--) {
        crc ^= *p++;
        for (int k = 0; k < 8; k++)
            crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1)));
    }
    return ~crc;
}

int main(void)
{
    unsigned char in[128];
    char text[8];
    unsigned n = (unsigned)fread(in, 1, sizeof in, stdin);
    unsigned pos = 0, mode = 1;
    while (pos + 6 <= n) {
        unsigned len = in[pos];
        if (pos + 6 + len > n)
            break;
        const unsigned char *f = in + pos;
        unsigned stored = f[2 + len] | f[3 + len] << 8 | f[4 + len] << 16 | (unsigned)f[5 + len] << 24;
        if (stored != crc32(f, 2 + len)) {
            puts("bad crc");
            return 1;
        }
        if (f[1] == 1) {
            if (len != 1 || f[2] < 1 || f[2] > 2)
                return 1;
            mode = f[2];
        } else if (f[1] == 2) {
            unsigned limit = mode == 2 ? 16 : 8;
            if (len > limit) {
                puts("too long");
                return 1;
            }
            memcpy(text, f + 2, len);
            printf("%.*s\n", (int)len, text);
        }
        pos += 6 + len;
    }
    return 0;
}
