// A utility meter's reading file, one reading a line: "<register>:<value>#<check>", the
// register and value in decimal, the check the sum of their digits, written in decimal.
// Registers 0 to 39 are accepted, but only 37 are stored. The seed's checks are single
// digits; registers 37 to 39 have digit sums of 10 or more: the bug needs the register
// raised *and* the check written one digit longer than the seed's.
// input: stdin
// crash: out-of-bounds line 54
#include <stdio.h>

static long total[37];

/* Reads decimal digits at *p into *out, adding each digit to *sum; returns how many. */
static int digits(const char **p, long *out, unsigned *sum)
{
    int n = 0;

    *out = 0;
    while (**p >= '0' && **p <= '9') {
        *out = *out * 10 + (**p - '0');
        *sum += (unsigned)(**p - '0');
        (*p)++;
        n++;
    }
    return n;
}

int main(void)
{
    char line[64];
    int lines = 0;

    while (fgets(line, sizeof line, stdin) != NULL) {
        const char *p = line;
        long reg, value, check;
        unsigned sum = 0, none = 0;

        if (digits(&p, &reg, &sum) == 0 || *p++ != ':')
            return 1;
        if (digits(&p, &value, &sum) == 0 || *p++ != '#')
            return 1;
        if (digits(&p, &check, &none) == 0 || (*p != '\n' && *p != '\0'))
            return 1;
        if (check != (long)sum) {
            fprintf(stderr, "line %d: check %ld, digits sum to %u\n", lines + 1, check, sum);
            return 1;
        }
        if (reg >= 40) {
            fprintf(stderr, "line %d: no register %ld\n", lines + 1, reg);
            return 1;
        }
        lines++;
        if (value > 100000)
            continue;
        total[reg] += value;
    }
    printf("%d readings\n", lines);
    return 0;
}
