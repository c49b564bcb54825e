// ipv4.c: the IPv4 header decoder of a router's slow path. Input: one datagram. The header
// (IHL 32-bit words, up to 40 bytes of options) carries a 16-bit one's-complement checksum.
// Options: end of list (0), no-op (1), record route (7: length, pointer, addresses) and
// timestamp (68: length, pointer, overflow/flag nibbles, then entries: bare 32-bit timestamps
// for flag 0, address and timestamp pairs for flags 1 and 3). UDP payloads are summarised.
// input: stdin
// bug: out-of-bounds line 81
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define MAX_INPUT 1024
#define MAX_ROUTE 9  /* (40 - 3) / 4 */
#define MAX_STAMPS 4 /* (40 - 4) / 8 */

struct stamp {
    uint32_t addr, time;
};

static unsigned be16(const uint8_t *p)
{
    return (unsigned)p[0] << 8 | p[1];
}

static uint32_t be32(const uint8_t *p)
{
    return (uint32_t)be16(p) << 16 | be16(p + 2);
}

/* The one's-complement sum of n bytes, folded to 16 bits. */
static unsigned inet_sum(const uint8_t *p, size_t n)
{
    uint32_t sum = 0;
    size_t i;

    for (i = 0; i + 1 < n; i += 2)
        sum += be16(p + i);
    if (n & 1)
        sum += (uint32_t)p[n - 1] << 8;
    while (sum >> 16)
        sum = (sum & 0xFFFF) + (sum >> 16);
    return (unsigned)sum;
}

static int options(const uint8_t *o, unsigned olen)
{
    uint32_t route[MAX_ROUTE];
    struct stamp ts[MAX_STAMPS];
    unsigned pos = 0, len, i, n, stride, flag;

    while (pos < olen && o[pos] != 0) {
        if (o[pos] == 1) {
            pos++;
            continue;
        }
        if (olen - pos < 2 || (len = o[pos + 1]) < 3 || len > olen - pos)
            return -1;
        if (o[pos] == 7) {
            n = (len - 3) / 4;
            for (i = 0; i < n; i++)
                route[i] = be32(o + pos + 3 + 4 * i);
            printf("record route: %u slots, pointer %u", n, o[pos + 2]);
            if (n > 0 && o[pos + 2] > 4)
                printf(", first hop %08x", (unsigned)route[0]);
            printf("\n");
        } else if (o[pos] == 68) {
            if (len < 4 || o[pos + 2] < 5)
                return -1;
            flag = o[pos + 3] & 0x0F;
            if (flag == 0)
                stride = 4;
            else if (flag == 1 || flag == 3)
                stride = 8;
            else
                return -1;
            n = (len - 4) / stride;
            for (i = 0; i < n; i++) {
                if (stride == 8)
                    ts[i].addr = be32(o + pos + 4 + 8 * i);
                ts[i].time = be32(o + pos + stride * (i + 1));
            }
            printf("timestamp: %u entries, overflow %u", n, o[pos + 3] >> 4);
            if (n > 0)
                printf(", first %u ms", (unsigned)ts[0].time);
            printf("\n");
        }
        pos += len;
    }
    return 0;
}

int main(void)
{
    static uint8_t in[MAX_INPUT];
    unsigned ihl, total, proto;
    const uint8_t *udp;
    size_t n;

    n = fread(in, 1, sizeof in, stdin);
    if (n < 20 || in[0] >> 4 != 4 || (ihl = (in[0] & 0x0Fu) * 4) < 20 || ihl > n) {
        fprintf(stderr, "not an IPv4 header\n");
        return 1;
    }
    if ((total = be16(in + 2)) < ihl || total > n) {
        fprintf(stderr, "bad total length %u\n", total);
        return 1;
    }
    if (inet_sum(in, ihl) != 0xFFFF) {
        fprintf(stderr, "header checksum error\n");
        return 1;
    }
    proto = in[9];
    printf("%u.%u.%u.%u -> %u.%u.%u.%u, ttl %u, proto %u, %u bytes\n", in[12], in[13], in[14],
           in[15], in[16], in[17], in[18], in[19], in[8], proto, total);
    if (options(in + 20, ihl - 20) != 0) {
        fprintf(stderr, "malformed options\n");
        return 1;
    }
    if (proto == 17 && total - ihl >= 8) {
        udp = in + ihl;
        printf("udp %u -> %u, %u bytes\n", be16(udp), be16(udp + 2), be16(udp + 4));
    }
    return 0;
}
