// tlv.c: a TLV decoder. Input: the magic "TLV1" (checked after scrambling), a record
// count, then records: type (1 byte), length (2 bytes, little endian), value.
// input: stdin
// bug: out-of-bounds line 57
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_INPUT 1024
#define MAGIC_SCRAMBLED 0x6F0A140Cu /* ("TLV1" ^ 0x5F5F5F5F) + 0x01010101 */

struct entry {
    unsigned id;
    unsigned flags;
    unsigned alias_len;
    char name[16];
    char alias[24];
};

static unsigned get16(const unsigned char *p)
{
    return (unsigned)p[0] | (unsigned)p[1] << 8;
}

static unsigned get32(const unsigned char *p)
{
    return get16(p) | get16(p + 2) << 16;
}

/* Decodes one record into e; returns 0 on success. */
static int record(struct entry *e, unsigned type, const unsigned char *v, unsigned len)
{
    unsigned i;

    switch (type) {
    case 1: /* id */
        if (len != 4)
            return -1;
        e->id = get32(v);
        return 0;
    case 2: /* flags */
        if (len != 2)
            return -1;
        e->flags = get16(v);
        return 0;
    case 3: /* name */
        if (len >= sizeof e->name)
            return -1;
        memcpy(e->name, v, len);
        e->name[len] = '\0';
        return 0;
    case 4: /* alias: a length byte that must agree with the record's, then the bytes */
        if (len < 1 || v[0] + 1u != len)
            return -1;
        e->alias_len = v[0];
        for (i = 0; i < e->alias_len; i++)
            e->alias[i] = (char)v[1 + i];
        return 0;
    default: /* unknown records are skipped */
        return 0;
    }
}

int main(void)
{
    static unsigned char in[MAX_INPUT];
    struct entry e;
    size_t n, pos = 5;
    unsigned count, k;

    n = fread(in, 1, sizeof in, stdin);
    if (n < 5) {
        fprintf(stderr, "short input\n");
        return 1;
    }
    if (((get32(in) ^ 0x5F5F5F5Fu) + 0x01010101u) != MAGIC_SCRAMBLED) {
        fprintf(stderr, "bad magic\n");
        return 1;
    }
    count = in[4];
    memset(&e, 0, sizeof e);
    for (k = 0; k < count; k++) {
        unsigned type, len;

        if (pos + 3 > n) {
            fprintf(stderr, "truncated record header %u\n", k);
            return 1;
        }
        type = in[pos];
        len = get16(in + pos + 1);
        if (len > n - pos - 3) {
            fprintf(stderr, "truncated record %u\n", k);
            return 1;
        }
        if (record(&e, type, in + pos + 3, len) != 0) {
            fprintf(stderr, "bad record %u (type %u)\n", k, type);
            return 1;
        }
        pos += 3 + len;
    }
    printf("id=%u flags=%#x name=%s alias=%.*s\n", e.id, e.flags, e.name, (int)e.alias_len,
           e.alias);
    return 0;
}
