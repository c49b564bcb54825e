// lldp.c: a neighbour entry from a switch's LLDP table dump: LLDP TLVs (two big-endian bytes
// holding a 7-bit type and a 9-bit length, then the value) up to the End TLV, followed by a
// Fletcher-16 checksum (sum B, then sum A, both modulo 255) of the TLVs. Chassis ID (1), Port
// ID (2) and TTL (3) must come first; System Name (5) and Management Address (8: address
// string length, address subtype, address, interface subtype, interface number, OID length,
// OID) are decoded too, other TLVs skipped.
// input: file
// bug: out-of-bounds line 83
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define MAX_INPUT 1024
#define MAX_ADDR 16 /* an IPv6 address */

static unsigned fletcher16(const uint8_t *p, size_t n)
{
    unsigned a = 0, b = 0;

    while (n--) {
        a = (a + *p++) % 255;
        b = (b + a) % 255;
    }
    return b << 8 | a;
}

int main(int argc, char **argv)
{
    static uint8_t in[MAX_INPUT];
    uint8_t mgmt[MAX_ADDR];
    char sysname[64] = "?", chassis[64] = "?";
    unsigned type, len, alen = 0, ifnum = 0, ttl = 0, count = 0, i;
    size_t n, pos = 0;
    const uint8_t *v;
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
    if (n < 4 || fletcher16(in, n - 2) != ((unsigned)in[n - 2] << 8 | in[n - 1])) {
        fprintf(stderr, "checksum error\n");
        return 1;
    }
    n -= 2;
    for (;;) {
        if (n - pos < 2 || (len = (in[pos] & 1u) << 8 | in[pos + 1]) > n - pos - 2) {
            fprintf(stderr, "truncated TLV at %zu\n", pos);
            return 1;
        }
        type = in[pos] >> 1;
        v = in + pos + 2;
        if (type == 0)
            break;
        if ((count < 3 && type != count + 1) || (count >= 3 && type <= 3) || len < 2) {
            fprintf(stderr, "unexpected TLV %u\n", type);
            return 1;
        }
        if (type == 1 && v[0] == 4 && len == 7) {
            snprintf(chassis, sizeof chassis, "%02x:%02x:%02x:%02x:%02x:%02x", v[1], v[2], v[3],
                     v[4], v[5], v[6]);
        } else if (type == 1 && len - 1 < sizeof chassis) {
            memcpy(chassis, v + 1, len - 1);
            chassis[len - 1] = '\0';
        } else if (type == 3) {
            ttl = (unsigned)v[0] << 8 | v[1];
        } else if (type == 5 && len < sizeof sysname) {
            memcpy(sysname, v, len);
            sysname[len] = '\0';
        } else if (type == 8) {
            alen = v[0];
            if (len < 9 || alen < 2 || alen > 32 || alen + 7 > len) {
                fprintf(stderr, "bad management address\n");
                return 1;
            }
            memcpy(mgmt, v + 2, alen - 1);
            ifnum = (unsigned)v[alen + 2] << 24 | (unsigned)v[alen + 3] << 16 |
                    (unsigned)v[alen + 4] << 8 | v[alen + 5];
        }
        count++;
        pos += 2 + len;
    }
    if (count < 3) {
        fprintf(stderr, "mandatory TLVs missing\n");
        return 1;
    }
    printf("chassis %s, system %s, ttl %u s", chassis, sysname, ttl);
    if (alen > 0) {
        printf(", management");
        for (i = 0; i + 1 < alen; i++)
            printf("%s%u", i ? "." : " ", mgmt[i]);
        printf(" (if %u)", ifnum);
    }
    printf("\n");
    return 0;
}
