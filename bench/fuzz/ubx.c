// ubx.c: a u-blox-style GNSS binary protocol. Each message: sync bytes B5 62, class, id, a
// 16-bit little-endian payload length, the payload, then a Fletcher-16 checksum (sum A, then
// sum B, both modulo 255) of class, id, length and payload. NAV-POS (01 02) gives the fix;
// NAV-SAT (01 35) lists tracked satellites: time, version, the count numSvs, two reserved
// bytes, then numSvs 12-byte blocks (GNSS, satellite, C/N0, elevation, azimuth, residual,
// flags). Messages of other classes are skipped; a bad checksum drops the message.
// input: stdin
// bug: out-of-bounds line 55
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define MAX_INPUT 1024
#define MAX_CHANNELS 32 /* tracking channels of the receiver */
#define MAX_SKY 16      /* satellites kept for the sky plot */

struct sv {
    uint8_t gnss, id, cno;
    int8_t elev;
    uint16_t azim;
};

static struct sv sky[MAX_SKY];
static unsigned nsky;

static unsigned fletcher16(const uint8_t *p, size_t n)
{
    unsigned a = 0, b = 0;

    while (n--) {
        a = (a + *p++) % 255;
        b = (b + a) % 255;
    }
    return b << 8 | a;
}

static uint32_t le32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static int nav_sat(const uint8_t *p, unsigned len)
{
    unsigned i, num;
    const uint8_t *b;

    if (len < 8 || p[4] != 1)
        return -1;
    num = p[5];
    if (num > MAX_CHANNELS || len != 8 + 12 * num)
        return -1;
    for (i = 0; i < num; i++) {
        b = p + 8 + 12 * i;
        sky[i].gnss = b[0];
        sky[i].id = b[1];
        sky[i].cno = b[2];
        sky[i].elev = (int8_t)b[3];
        sky[i].azim = (uint16_t)(b[4] | b[5] << 8);
    }
    nsky = num;
    return 0;
}

int main(void)
{
    static uint8_t in[MAX_INPUT];
    size_t n, pos = 0;
    unsigned len, ck, i, best = 0, nmsg = 0;
    const uint8_t *p;

    n = fread(in, 1, sizeof in, stdin);
    while (n - pos >= 8) {
        if (in[pos] != 0xB5 || in[pos + 1] != 0x62) {
            pos++;
            continue;
        }
        len = in[pos + 4] | in[pos + 5] << 8;
        if (len > n - pos - 8)
            break;
        ck = fletcher16(in + pos + 2, 4 + len);
        p = in + pos + 6;
        if (p[len] != (ck & 0xFF) || p[len + 1] != ck >> 8) {
            fprintf(stderr, "checksum error at %zu\n", pos);
            pos += 2;
            continue;
        }
        if (in[pos + 2] == 0x01 && in[pos + 3] == 0x02 && len == 20) {
            printf("fix type %u, %u satellites used, lat %d, lon %d\n", p[4], p[6],
                   (int)le32(p + 12), (int)le32(p + 8));
        } else if (in[pos + 2] == 0x01 && in[pos + 3] == 0x35) {
            if (nav_sat(p, len) != 0)
                fprintf(stderr, "malformed NAV-SAT\n");
        }
        nmsg++;
        pos += 8 + len;
    }
    for (i = 1; i < nsky; i++)
        if (sky[i].cno > sky[best].cno)
            best = i;
    printf("%u messages, %u satellites", nmsg, nsky);
    if (nsky > 0)
        printf(", strongest G%u:%u at %u dBHz, elevation %d", sky[best].gnss, sky[best].id,
               sky[best].cno, sky[best].elev);
    printf("\n");
    return 0;
}
