// packet.c: a checksummed packet stream. Each packet: sync bytes A5 5A, version (1), type,
// payload length, payload, then a 16-bit checksum (big endian) of everything before it.
// input: file
// bug: out-of-bounds line 52
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_PAYLOAD 200
#define MAX_HOPS 8

enum { PKT_DATA = 1, PKT_PING = 2, PKT_ROUTE = 3 };

/* Rotate left by 3, then xor in the next byte. */
static unsigned checksum(const unsigned char *p, size_t n)
{
    unsigned ck = 0xFFFF;
    size_t i;

    for (i = 0; i < n; i++) {
        ck = ((ck << 3) | (ck >> 13)) & 0xFFFF;
        ck ^= p[i];
    }
    return ck;
}

static void handle(unsigned type, const unsigned char *p, unsigned len)
{
    unsigned short hops[MAX_HOPS];
    unsigned i, h, sum = 0;

    switch (type) {
    case PKT_DATA:
        for (i = 0; i < len; i++)
            sum += p[i];
        printf("data: %u bytes, sum %u\n", len, sum);
        break;
    case PKT_PING:
        if (len != 4) {
            fprintf(stderr, "bad ping\n");
            break;
        }
        printf("ping %u\n", (unsigned)p[0] << 24 | (unsigned)p[1] << 16 | p[2] << 8 | p[3]);
        break;
    case PKT_ROUTE: /* a hop count, then that many 16-bit node numbers */
        if (len < 1 || 1 + 2 * (unsigned)p[0] > len) {
            fprintf(stderr, "bad route\n");
            break;
        }
        h = p[0];
        for (i = 0; i < h; i++)
            hops[i] = (unsigned short)(p[1 + 2 * i] << 8 | p[2 + 2 * i]);
        printf("route: %u hops, first %u\n", h, h ? hops[0] : 0u);
        break;
    default:
        fprintf(stderr, "unknown packet type %u\n", type);
    }
}

int main(int argc, char **argv)
{
    unsigned char pkt[5 + MAX_PAYLOAD + 2];
    unsigned npkt = 0;
    FILE *f;

    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE\n", argv[0]);
        return 2;
    }
    f = fopen(argv[1], "rb");
    if (f == NULL) {
        perror(argv[1]);
        return 2;
    }
    while (fread(pkt, 1, 5, f) == 5) {
        unsigned plen = pkt[4], ck;

        if (pkt[0] != 0xA5 || pkt[1] != 0x5A) {
            fprintf(stderr, "bad sync\n");
            break;
        }
        if (pkt[2] != 1) {
            fprintf(stderr, "unsupported version %u\n", pkt[2]);
            break;
        }
        if (plen > MAX_PAYLOAD || fread(pkt + 5, 1, plen + 2, f) != plen + 2) {
            fprintf(stderr, "truncated packet\n");
            break;
        }
        ck = (unsigned)pkt[5 + plen] << 8 | pkt[6 + plen];
        if (ck != checksum(pkt, 5 + plen)) {
            fprintf(stderr, "checksum mismatch in packet %u\n", npkt);
            break;
        }
        handle(pkt[3], pkt + 5, plen);
        npkt++;
    }
    fclose(f);
    printf("%u packets\n", npkt);
    return 0;
}
