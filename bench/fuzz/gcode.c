// gcode.c: the command reader of a 3D printer's firmware. Each line: "N" and a line number, a
// command (G or M and a number) with its parameters (a letter and a number, up to three
// decimals), then "*" and the checksum in decimal: the XOR of all the characters before "*".
// Line numbers must follow each other. G0/G1 move, M563 P<tool> defines a tool, M104
// T<tool> S<temperature> sets a defined tool's heater, M110 N<n> sets the next line number.
// input: file
// bug: out-of-bounds line 73
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define MAX_INPUT 1024
#define MAX_TOOLS 8
#define MAX_HEATERS 4 /* one heater per tool */

static int tool_defined[MAX_TOOLS];
static long heater_temp[MAX_HEATERS];
static long position[3];

/* Parses a number with up to three decimals into thousandths; returns the end or NULL. */
static const char *fixed3(const char *s, long *out)
{
    long v = 0, scale = 1000;
    int neg = *s == '-', digits = 0;

    s += neg;
    for (; *s >= '0' && *s <= '9'; s++, digits++)
        if (v < 100000000)
            v = v * 10 + (*s - '0');
    v *= 1000;
    if (*s == '.')
        for (s++; *s >= '0' && *s <= '9'; s++, digits++)
            if (scale > 1)
                v += (*s - '0') * (scale /= 10);
    *out = neg ? -v : v;
    return digits ? s : NULL;
}

/* Runs one line (checksum and number already checked); returns 0 or -1. */
static int execute(const char *s, long *next)
{
    long val[26], cmd;
    int have[26] = {0}, letter, i;
    char kind = *s;

    if ((kind != 'G' && kind != 'M') || (s = fixed3(s + 1, &cmd)) == NULL)
        return -1;
    while (*s == ' ') {
        while (*s == ' ')
            s++;
        if (*s < 'A' || *s > 'Z')
            return -1;
        letter = *s - 'A';
        if ((s = fixed3(s + 1, &val[letter])) == NULL)
            return -1;
        have[letter] = 1;
    }
    if (*s != '\0')
        return -1;
    if (kind == 'G' && (cmd == 0 || cmd == 1000)) {
        for (i = 0; i < 3; i++)
            if (have["XYZ"[i] - 'A'])
                position[i] = val["XYZ"[i] - 'A'];
    } else if (kind == 'M' && cmd == 563000 && have['P' - 'A']) {
        if (val['P' - 'A'] < 0 || val['P' - 'A'] >= MAX_TOOLS * 1000L)
            return -1;
        tool_defined[val['P' - 'A'] / 1000] = 1;
    } else if (kind == 'M' && cmd == 104000 && have['T' - 'A'] && have['S' - 'A']) {
        i = (int)(val['T' - 'A'] / 1000);
        if (val['T' - 'A'] < 0 || i >= MAX_TOOLS || !tool_defined[i] || val['S' - 'A'] > 300000)
            return -1;
        heater_temp[i] = val['S' - 'A'] / 1000;
    } else if (kind == 'M' && cmd == 110000 && have['N' - 'A']) {
        *next = val['N' - 'A'] / 1000;
    }
    return 0;
}

int main(int argc, char **argv)
{
    static char in[MAX_INPUT];
    char *line, *star, *end;
    long num, expect = 1, next;
    unsigned ck, i, lines = 0;
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
    n = fread(in, 1, MAX_INPUT - 1, f);
    fclose(f);
    in[n] = '\0';
    for (line = strtok(in, "\r\n"); line != NULL; line = strtok(NULL, "\r\n")) {
        if ((star = strchr(line, '*')) == NULL || line[0] != 'N') {
            fprintf(stderr, "line %u: no number or checksum\n", lines + 1);
            return 1;
        }
        for (ck = 0, end = line; end < star; end++)
            ck ^= (unsigned char)*end;
        if (strtoul(star + 1, &end, 10) != ck || *end != '\0' || end == star + 1) {
            fprintf(stderr, "line %u: checksum error, resend\n", lines + 1);
            return 1;
        }
        *star = '\0';
        if ((end = (char *)fixed3(line + 1, &num)) == NULL || num != expect * 1000 || *end != ' ') {
            fprintf(stderr, "line %u: expected line number %ld\n", lines + 1, expect);
            return 1;
        }
        next = expect + 1;
        if (execute(end + 1, &next) != 0) {
            fprintf(stderr, "line %ld: bad command\n", expect);
            return 1;
        }
        expect = next;
        lines++;
    }
    printf("%u lines, at %ld,%ld,%ld um, heaters", lines, position[0], position[1], position[2]);
    for (i = 0; i < MAX_HEATERS; i++)
        printf(" %ld", heater_temp[i]);
    printf("\n");
    return 0;
}
