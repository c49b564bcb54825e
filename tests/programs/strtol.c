/* strtol/strtoul/strtoll with bases and end pointers, errno on overflow,
 * atoi/atol, and a hand-written itoa for comparison. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

static void to_base(unsigned long v, int base, char *out) {
    char tmp[72];
    int n = 0;
    do {
        tmp[n++] = "0123456789abcdefghijklmnopqrstuvwxyz"[v % (unsigned long)base];
        v /= (unsigned long)base;
    } while (v);
    for (int i = 0; i < n; i++)
        out[i] = tmp[n - 1 - i];
    out[n] = 0;
}

int main(void) {
    const char *inputs[] = {"42",     "-42",    "  +17xyz", "0x1F",  "0777", "1010",
                            "zz",     "",       "   -",     "0x",    "12abc", "-0",
                            "9223372036854775807", "9223372036854775808", "-9223372036854775809"};
    int bases[] = {10, 0, 16, 2, 36};
    for (unsigned i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
        printf("'%s':", inputs[i]);
        for (int b = 0; b < 5; b++) {
            char *end;
            errno = 0;
            long v = strtol(inputs[i], &end, bases[b]);
            int err = errno;
            printf(" b%d=%ld(+%td%s)", bases[b], v, end - inputs[i], err == ERANGE ? ",ERANGE" : "");
        }
        printf("\n");
    }
    char *end;
    errno = 0;
    unsigned long ul = strtoul("-1", &end, 10);
    printf("strtoul(-1)=%lu errno=%d\n", ul, errno);
    errno = 0;
    ul = strtoul("18446744073709551616", &end, 10);
    printf("strtoul(2^64)=%lu erange=%d\n", ul, errno == ERANGE);
    long long ll = strtoll("-0x8000000000000000", &end, 16);
    printf("strtoll=%lld rest='%s'\n", ll, end);
    unsigned long long ull = strtoull("ffffffffffffffff", NULL, 16);
    printf("strtoull=%llu\n", ull);

    printf("atoi: %d %d %d %d\n", atoi("123"), atoi("  -456abc"), atoi("abc"), atoi("+0"));
    printf("atol: %ld atoll: %lld\n", atol("-2147483649"), atoll("123456789012345"));

    /* parse a list of numbers separated by commas */
    const char *list = "10, -20,0x30 ,  077, 5";
    long total = 0;
    const char *p = list;
    while (*p) {
        char *next;
        long v = strtol(p, &next, 0);
        if (next == p)
            break;
        total += v;
        p = next;
        while (*p == ',' || *p == ' ')
            p++;
    }
    printf("total=%ld\n", total);

    char buf[72];
    unsigned long samples[] = {0, 255, 123456789, ULONG_MAX};
    for (int i = 0; i < 4; i++) {
        to_base(samples[i], 2, buf);
        printf("%lu: b2 %s", samples[i], buf);
        to_base(samples[i], 36, buf);
        printf(" b36 %s", buf);
        printf(" back %lu\n", strtoul(buf, NULL, 36));
    }
    return 0;
}
