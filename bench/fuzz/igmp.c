// igmp.c: the IGMPv3 input path of a multicast router. Input: one IGMP message with a 16-bit
// one's-complement checksum over the whole message. A membership report (type 22) has a count
// of group records, then the records: record type, auxiliary data length (in 32-bit words),
// a 16-bit source count, the group address, the sources and the auxiliary data. Types 1-4
// replace the group's source list, 5 (ALLOW_NEW_SOURCES) adds the sources not yet listed,
// 6 (BLOCK_OLD_SOURCES) removes sources. A query (type 11) is only summarised.
// input: stdin
// bug: out-of-bounds line 95
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define MAX_INPUT 1024
#define MAX_GROUPS 4
#define MAX_SOURCES 8

struct group {
    uint32_t addr;
    unsigned exclude, nsrc;
    uint32_t *src;
};

static struct group groups[MAX_GROUPS];
static unsigned ngroups;

static unsigned be16(const uint8_t *p)
{
    return (unsigned)p[0] << 8 | p[1];
}

static uint32_t be32(const uint8_t *p)
{
    return (uint32_t)be16(p) << 16 | be16(p + 2);
}

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

static struct group *lookup(uint32_t addr)
{
    unsigned i;

    for (i = 0; i < ngroups; i++)
        if (groups[i].addr == addr)
            return &groups[i];
    if (ngroups == MAX_GROUPS || (groups[ngroups].src = malloc(MAX_SOURCES * 4)) == NULL)
        return NULL;
    groups[ngroups].addr = addr;
    return &groups[ngroups++];
}

static int listed(const struct group *g, uint32_t s)
{
    unsigned i;

    for (i = 0; i < g->nsrc; i++)
        if (g->src[i] == s)
            return (int)i;
    return -1;
}

static int record(const uint8_t *r, unsigned type, unsigned nsrc)
{
    struct group *g;
    unsigned i;
    uint32_t s;
    int at;

    if (type < 1 || type > 6 || nsrc > MAX_SOURCES || be32(r + 4) >> 28 != 0xE)
        return -1;
    if ((g = lookup(be32(r + 4))) == NULL)
        return -1;
    if (type <= 4) {
        g->exclude = type == 2 || type == 4;
        g->nsrc = 0;
    }
    for (i = 0; i < nsrc; i++) {
        s = be32(r + 8 + 4 * i);
        at = listed(g, s);
        if (type == 6 && at >= 0)
            g->src[at] = g->src[--g->nsrc];
        else if (type != 6 && at < 0)
            g->src[g->nsrc++] = s;
    }
    return 0;
}

int main(void)
{
    static uint8_t in[MAX_INPUT];
    unsigned nrec, k, len, i, j;
    size_t n, pos = 8;
    int err = 0;

    n = fread(in, 1, sizeof in, stdin);
    if (n < 8 || inet_sum(in, n) != 0xFFFF) {
        fprintf(stderr, "short message or checksum error\n");
        return 1;
    }
    if (in[0] == 0x11) {
        printf("query for %08x, %u sources\n", (unsigned)be32(in + 4), n >= 12 ? be16(in + 10) : 0);
        return 0;
    }
    if (in[0] != 0x22) {
        fprintf(stderr, "unsupported type %#x\n", in[0]);
        return 1;
    }
    nrec = be16(in + 6);
    for (k = 0; k < nrec; k++) {
        if (n - pos < 8 || (len = 8 + 4 * (be16(in + pos + 2) + in[pos + 1])) > n - pos ||
            record(in + pos, in[pos], be16(in + pos + 2)) != 0) {
            err = 1;
            break;
        }
        pos += len;
    }
    if (err || pos != n)
        fprintf(stderr, "malformed report\n");
    for (i = 0; i < ngroups; i++) {
        printf("%08x %s:", (unsigned)groups[i].addr, groups[i].exclude ? "exclude" : "include");
        for (j = 0; j < groups[i].nsrc; j++)
            printf(" %08x", (unsigned)groups[i].src[j]);
        printf("\n");
        free(groups[i].src);
    }
    return err || pos != n;
}
