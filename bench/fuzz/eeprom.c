// eeprom.c: a sensor calibration block as stored in EEPROM. Magic "CB", a format version (1 or
// 2), a record count, then that many 6-byte records: channel, unit code, gain and offset
// (signed 16 bits, little endian; gain in thousandths); the block ends with a checksum byte,
// the 8-bit sum of all the bytes before it. Version 1 blocks use unit codes 0-3; version 2
// added codes 5 and 6 (code 4, kelvin, was withdrawn before version 2 shipped).
// input: file
// bug: null-deref line 80
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define MAX_INPUT 1024
#define MAX_RECORDS 16
#define NCHANNELS 8
#define NUNITS_V1 4
#define NUNITS_V2 7

struct unit {
    const char *symbol;
    int scale; /* micro-units per count at gain 1.000 */
};

static const struct unit u_raw = {"counts", 1}, u_mv = {"uV", 1000}, u_degc = {"mdegC", 10};
static const struct unit u_pa = {"Pa", 100}, u_rh = {"m%RH", 50}, u_lux = {"mlx", 200};
static const struct unit *const units[NUNITS_V2] = {&u_raw, &u_mv, &u_degc, &u_pa,
                                                     NULL,   &u_rh, &u_lux};

int main(int argc, char **argv)
{
    static uint8_t in[MAX_INPUT];
    const struct unit *u;
    const uint8_t *r;
    unsigned version, count, nunits, ch, code, i, seen = 0;
    int gain, offset;
    long full;
    uint8_t sum = 0;
    size_t n;
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
    if (n < 5 || in[0] != 'C' || in[1] != 'B') {
        fprintf(stderr, "not a calibration block\n");
        return 1;
    }
    version = in[2];
    count = in[3];
    if (version < 1 || version > 2 || count == 0 || count > MAX_RECORDS || n != 5 + 6 * count) {
        fprintf(stderr, "bad block header\n");
        return 1;
    }
    for (i = 0; i + 1 < n; i++)
        sum += in[i];
    if (sum != in[n - 1]) {
        fprintf(stderr, "checksum error\n");
        return 1;
    }
    nunits = version >= 2 ? NUNITS_V2 : NUNITS_V1;
    for (i = 0; i < count; i++) {
        r = in + 4 + 6 * i;
        ch = r[0];
        code = r[1];
        gain = (int16_t)(r[2] | r[3] << 8);
        offset = (int16_t)(r[4] | r[5] << 8);
        if (ch >= NCHANNELS || (seen & 1u << ch) || code >= nunits) {
            fprintf(stderr, "record %u: bad channel or unit\n", i);
            return 1;
        }
        seen |= 1u << ch;
        u = units[code];
        full = ((long)gain * 1000 + offset) * u->scale;
        printf("channel %u: gain %d/1000, offset %d, full scale %ld %s\n", ch, gain, offset, full,
               u->symbol);
    }
    printf("%u channels calibrated (format %u)\n", count, version);
    return 0;
}
