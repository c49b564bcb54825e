// A record guarded by a 16-bit one's-complement sum over all of it, its own check word
// included (as in IP headers): no bytes stand apart to hold the checksum. Bytes: version
// (1 or 2), a count of samples, the check word, a 4-byte id, then up to 8 big-endian 16-bit
// samples. Version 1 allows 4 samples; version 2 allows 8 but, wrongly, keeps them in the
// same 4-slot table. The bug needs the version changed, the count raised well past the
// seed's (one more sample is still in bounds), and the check word mended in place.
// input: stdin
// crash: out-of-bounds line 43
#include <stdint.h>
#include <stdio.h>

static unsigned sum16(const uint8_t *p, unsigned n)
{
    uint32_t s = 0;
    unsigned i;

    for (i = 0; i + 1 < n; i += 2)
        s += (unsigned)p[i] << 8 | p[i + 1];
    while (s >> 16)
        s = (s & 0xFFFF) + (s >> 16);
    return s;
}

int main(void)
{
    uint8_t in[64];
    uint16_t table[4];
    unsigned n = (unsigned)fread(in, 1, sizeof in, stdin), count, limit, i, peak = 0;

    if (n < 24 || sum16(in, 24) != 0xFFFF) {
        puts("bad checksum");
        return 1;
    }
    if (in[0] != 1 && in[0] != 2)
        return 1;
    count = in[1];
    limit = in[0] == 1 ? 4 : 8;
    if (count > limit) {
        puts("too many samples");
        return 1;
    }
    for (i = 0; i < count; i++)
        table[i] = (uint16_t)(in[8 + 2 * i] << 8 | in[9 + 2 * i]);
    for (i = 0; i < count; i++)
        peak = table[i] > peak ? table[i] : peak;
    printf("record v%u, %u samples, peak %u\n", in[0], count, peak);
    return 0;
}
