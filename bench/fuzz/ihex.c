// ihex.c: an Intel HEX loader for a microcontroller with 512 bytes of flash and 64 bytes of
// EEPROM. Each line is ":" and hex pairs: byte count, 16-bit address, record type, data, and
// a checksum byte that makes the sum of all the record's bytes zero (mod 256). Type 04 records
// (extended linear address) select the memory: upper address 0000 is the flash, 0081 the
// EEPROM. Type 00 writes data, 05 sets the start address and 01 ends the file.
// input: file
// bug: out-of-bounds line 98
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define MAX_INPUT 1024
#define MAX_RECORD 40 /* decoded bytes in one line */
#define FLASH_SIZE 512
#define EEPROM_SIZE 64
#define EEPROM_UPPER 0x0081

static uint8_t flash[FLASH_SIZE];
static uint8_t eeprom[EEPROM_SIZE];

static int hexval(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

/* Decodes the len hex digits at s into rec; returns the number of bytes or -1. */
static int decode(const char *s, size_t len, uint8_t *rec)
{
    size_t i;
    int hi, lo;

    if (len % 2 != 0 || len / 2 > MAX_RECORD)
        return -1;
    for (i = 0; i < len / 2; i++) {
        hi = hexval(s[2 * i]);
        lo = hexval(s[2 * i + 1]);
        if (hi < 0 || lo < 0)
            return -1;
        rec[i] = (uint8_t)(hi << 4 | lo);
    }
    return (int)(len / 2);
}

int main(int argc, char **argv)
{
    static char in[MAX_INPUT];
    uint8_t rec[MAX_RECORD], sum, *mem = flash;
    size_t n, pos = 0, len, memsize = sizeof flash;
    unsigned count, addr, upper, i, line = 0, written = 0, total = 0;
    uint32_t start = 0;
    int nb, done = 0;
    FILE *f;

    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE\n", argv[0]);
        return 2;
    }
    if ((f = fopen(argv[1], "rb")) == NULL) {
        perror(argv[1]);
        return 2;
    }
    n = fread(in, 1, MAX_INPUT - 1, f);
    fclose(f);
    in[n] = '\0';
    while (pos < n && !done) {
        len = strcspn(in + pos, "\r\n");
        if (len == 0) {
            pos++;
            continue;
        }
        line++;
        if (in[pos] != ':' || (nb = decode(in + pos + 1, len - 1, rec)) < 5 || rec[0] + 5 != nb) {
            fprintf(stderr, "line %u: malformed record\n", line);
            return 1;
        }
        for (sum = 0, i = 0; i < (unsigned)nb; i++)
            sum += rec[i];
        if (sum != 0) {
            fprintf(stderr, "line %u: checksum error\n", line);
            return 1;
        }
        count = rec[0];
        addr = (unsigned)rec[1] << 8 | rec[2];
        switch (rec[3]) {
        case 0x00: /* data */
            if (addr + count > memsize) {
                fprintf(stderr, "line %u: address %#x out of range\n", line, addr);
                return 1;
            }
            for (i = 0; i < count; i++)
                mem[addr + i] = rec[4 + i];
            written += count;
            break;
        case 0x01: /* end of file */
            done = 1;
            break;
        case 0x04: /* extended linear address */
            upper = count == 2 ? (unsigned)rec[4] << 8 | rec[5] : 0xFFFFu;
            if (upper == 0) {
                mem = flash;
                memsize = sizeof flash;
            } else if (upper == EEPROM_UPPER) {
                mem = eeprom;
                memsize = sizeof flash;
            } else {
                fprintf(stderr, "line %u: no memory at %#x0000\n", line, upper);
                return 1;
            }
            break;
        case 0x05: /* start linear address */
            if (count != 4) {
                fprintf(stderr, "line %u: bad start address\n", line);
                return 1;
            }
            start = (uint32_t)rec[4] << 24 | (uint32_t)rec[5] << 16 | (uint32_t)rec[6] << 8 | rec[7];
            break;
        default:
            fprintf(stderr, "line %u: unsupported record type %02X\n", line, rec[3]);
            return 1;
        }
        pos += len;
    }
    if (!done) {
        fprintf(stderr, "missing end-of-file record\n");
        return 1;
    }
    for (i = 0; i < sizeof flash; i++)
        total += flash[i];
    for (i = 0; i < sizeof eeprom; i++)
        total += eeprom[i];
    printf("%u lines, %u bytes written, image sum %u, start %#x\n", line, written, total,
           (unsigned)start);
    return 0;
}
