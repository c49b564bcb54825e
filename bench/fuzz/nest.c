// nest.c: the configuration blob of a network appliance. Magic "NCF1", then records: tag (1
// byte), length (16 bits, little endian), body. Tag 01 is the host name; tag 10 is an
// interface group, at most 64 bytes, whose body is itself a sequence of sub-records: subtag
// (1 byte), length (1 byte), value, where subtag 01 is the interface label, 02 the MTU (16
// bits) and 03 the IPv4 address. Other tags are skipped. The blob ends with an Adler-32 (big
// endian) of everything before it.
// input: stdin
// bug: out-of-bounds line 54
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define MAX_INPUT 1024
#define MAX_GROUP 64
#define MAX_IFACES 4
#define LABEL_MAX 16

struct iface {
    char *label;
    unsigned label_len, mtu;
    uint32_t addr;
};

static uint32_t adler32(const uint8_t *p, size_t n)
{
    uint32_t a = 1, b = 0;

    while (n--) {
        a = (a + *p++) % 65521;
        b = (b + a) % 65521;
    }
    return b << 16 | a;
}

static uint32_t be32(const uint8_t *p)
{
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static int group(struct iface *ifc, const uint8_t *p, unsigned len)
{
    unsigned pos = 0, sublen;
    const uint8_t *v;

    while (pos < len) {
        if (len - pos < 2 || (sublen = p[pos + 1]) > len - pos - 2)
            return -1;
        v = p + pos + 2;
        switch (p[pos]) {
        case 1:
            if (sublen == 0 || ifc->label != NULL || (ifc->label = malloc(LABEL_MAX)) == NULL)
                return -1;
            memcpy(ifc->label, v, sublen);
            ifc->label_len = sublen;
            break;
        case 2:
            if (sublen != 2)
                return -1;
            ifc->mtu = (unsigned)v[0] << 8 | v[1];
            break;
        case 3:
            if (sublen != 4)
                return -1;
            ifc->addr = be32(v);
            break;
        default:
            return -1;
        }
        pos += 2 + sublen;
    }
    return ifc->label != NULL ? 0 : -1;
}

int main(void)
{
    static uint8_t in[MAX_INPUT];
    struct iface ifs[MAX_IFACES];
    char host[32] = "";
    unsigned nifs = 0, len, i;
    size_t n, pos = 4, end;
    const uint8_t *body;
    int err = 0;

    n = fread(in, 1, sizeof in, stdin);
    if (n < 8 || memcmp(in, "NCF1", 4) != 0 || be32(in + n - 4) != adler32(in, n - 4)) {
        fprintf(stderr, "not a configuration blob\n");
        return 1;
    }
    memset(ifs, 0, sizeof ifs);
    end = n - 4;
    while (pos < end && !err) {
        if (end - pos < 3 || (len = in[pos + 1] | in[pos + 2] << 8) > end - pos - 3) {
            err = 1;
            break;
        }
        body = in + pos + 3;
        if (in[pos] == 0x01) {
            if (len == 0 || len >= sizeof host) {
                err = 1;
                break;
            }
            memcpy(host, body, len);
            host[len] = '\0';
        } else if (in[pos] == 0x10) {
            if (nifs == MAX_IFACES || len > MAX_GROUP || group(&ifs[nifs++], body, len) != 0)
                err = 1;
        }
        pos += 3 + len;
    }
    if (err)
        fprintf(stderr, "bad record at %zu\n", pos);
    else
        printf("host %s\n", host);
    for (i = 0; i < nifs; i++) {
        if (!err)
            printf("%.*s: mtu %u, %u.%u.%u.%u\n", (int)ifs[i].label_len, ifs[i].label, ifs[i].mtu,
                   (unsigned)(ifs[i].addr >> 24), (unsigned)(ifs[i].addr >> 16 & 0xFF),
                   (unsigned)(ifs[i].addr >> 8 & 0xFF), (unsigned)(ifs[i].addr & 0xFF));
        free(ifs[i].label);
    }
    return err;
}
