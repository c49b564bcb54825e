// nmea.c: an NMEA 0183 reader for a GPS receiver. Each line is "$", the talker and sentence
// type, comma-separated fields, then "*" and two hex digits: the XOR of every character
// between "$" and "*". GGA gives the fix (quality, satellites used, altitude in decimetres);
// GSV sentences (message total, message number, satellites in view, then up to four blocks of
// PRN, elevation, azimuth and SNR) fill the satellite table, four satellites per message.
// input: stdin
// bug: out-of-bounds line 117
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define MAX_INPUT 1024
#define MAX_FIELDS 24
#define MAX_SATS 12 /* three GSV messages of four satellites */

struct sat {
    int prn, elev, azim, snr;
};

static int hexval(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* A decimal field, tenths kept when scale is 10; empty fields give -1. */
static int num(const char *s, int scale)
{
    int v = 0;

    if (*s == '\0')
        return -1;
    for (; *s >= '0' && *s <= '9'; s++)
        if (v < 1000000)
            v = v * 10 + (*s - '0');
    v *= scale;
    if (scale == 10 && s[0] == '.' && s[1] >= '0' && s[1] <= '9')
        v += s[1] - '0';
    return v;
}

/* Checks the sentence's checksum and splits it in place; returns the field count or -1. */
static int split(char *line, char **f)
{
    char *star = strchr(line, '*'), *p;
    unsigned ck = 0;
    int hi, lo, nf = 0;

    if (line[0] != '$' || star == NULL || strlen(star) != 3)
        return -1;
    for (p = line + 1; p < star; p++)
        ck ^= (unsigned char)*p;
    hi = hexval(star[1]);
    lo = hexval(star[2]);
    if (hi < 0 || lo < 0 || (unsigned)(hi << 4 | lo) != ck)
        return -1;
    *star = '\0';
    f[nf++] = line + 1;
    for (p = line + 1; *p; p++) {
        if (*p != ',')
            continue;
        if (nf == MAX_FIELDS)
            return -1;
        *p = '\0';
        f[nf++] = p + 1;
    }
    return nf;
}

int main(void)
{
    static char in[MAX_INPUT];
    struct sat sats[MAX_SATS];
    char *f[MAX_FIELDS], *line, *next;
    int nf, i, idx, nsats = 0, best = -1, quality = -1, used = -1, alt = 0;
    int total, msg, inview;
    size_t n;

    n = fread(in, 1, MAX_INPUT - 1, stdin);
    in[n] = '\0';
    memset(sats, 0, sizeof sats);
    for (line = in; *line != '\0'; line = next) {
        next = strchr(line, '\n');
        if (next != NULL)
            *next++ = '\0';
        else
            next = line + strlen(line);
        line[strcspn(line, "\r")] = '\0';
        if (line[0] == '\0')
            continue;
        if ((nf = split(line, f)) < 0) {
            fprintf(stderr, "bad sentence\n");
            return 1;
        }
        if (strlen(f[0]) != 5)
            continue;
        if (strcmp(f[0] + 2, "GGA") == 0 && nf >= 10) {
            quality = num(f[6], 1);
            used = num(f[7], 1);
            alt = num(f[9], 10);
        } else if (strcmp(f[0] + 2, "GSV") == 0 && nf >= 4) {
            total = num(f[1], 1);
            msg = num(f[2], 1);
            inview = num(f[3], 1);
            if (total < 1 || total > 9 || msg < 1 || msg > total || inview < 0) {
                fprintf(stderr, "bad GSV sentence\n");
                return 1;
            }
            for (i = 0; i < 4 && 4 + 4 * i + 3 < nf; i++) {
                idx = (msg - 1) * 4 + i;
                if (idx >= inview)
                    break;
                sats[idx].prn = num(f[4 + 4 * i], 1);
                sats[idx].elev = num(f[5 + 4 * i], 1);
                sats[idx].azim = num(f[6 + 4 * i], 1);
                sats[idx].snr = num(f[7 + 4 * i], 1);
                if (idx >= nsats)
                    nsats = idx + 1;
            }
        }
    }
    for (i = 0; i < nsats; i++)
        if (sats[i].snr >= 0 && (best < 0 || sats[i].snr > sats[best].snr))
            best = i;
    printf("fix quality %d, %d used, altitude %d dm, %d in table", quality, used, alt, nsats);
    if (best >= 0)
        printf(", strongest PRN %d (%d dB)", sats[best].prn, sats[best].snr);
    printf("\n");
    return 0;
}
