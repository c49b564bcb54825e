// A data logger's upload: "LOG1", a one-byte count of readings, the readings (a sensor id
// and a big-endian 16-bit value: three bytes each, walked with a pointer), a trailer byte
// 'E', then a big-endian 16-bit sum of every byte before it. The count is checked against
// 12, the most a logger sends, and the readings are kept, but once the upload is whole
// they are copied into a report of 8. The bug needs the count raised past 8 *and* as many
// readings inserted before the trailer (raised in place, the readings would run over the
// trailer, which is checked first), then the sum mended.
// input: stdin
// crash: out-of-bounds line 53
#include <stdint.h>
#include <stdio.h>
#include <string.h>

struct reading {
    uint8_t sensor;
    uint16_t value;
};

static struct reading table[12];
static uint16_t report[8];

int main(void)
{
    uint8_t buf[256];
    size_t n = fread(buf, 1, sizeof buf, stdin);
    const uint8_t *p, *end;
    unsigned count, k, sum = 0, i, best = 0;

    if (n < 8 || memcmp(buf, "LOG1", 4) != 0)
        return 1;
    for (i = 0; i + 2 < n; i++)
        sum += buf[i];
    if ((sum & 0xFFFF) != (unsigned)(buf[n - 2] << 8 | buf[n - 1])) {
        fprintf(stderr, "bad sum\n");
        return 1;
    }
    end = buf + n - 2;
    p = buf + 4;
    count = *p++;
    if (count > 12) {
        fprintf(stderr, "too many readings\n");
        return 1;
    }
    for (k = 0; k < count; k++, p += 3) {
        table[k].sensor = p[0];
        table[k].value = (uint16_t)(p[1] << 8 | p[2]);
    }
    if (p + 1 != end || *p != 'E') {
        fprintf(stderr, "no trailer\n");
        return 1;
    }
    for (k = 0; k < count; k++) {
        report[k] = table[k].value;
        if (table[k].value > table[best].value)
            best = k;
    }
    printf("%u readings, highest %u from sensor %u\n", count, table[best].value,
           table[best].sensor);
    return 0;
}
