/* Comparisons: signed vs unsigned, mixed widths, the usual arithmetic
 * conversions, and comparison results used as values. */
#include <stdio.h>

static int cmp3(long long a, long long b) { return (a > b) - (a < b); }

int main(void) {
    int vals[] = {-2, -1, 0, 1, 2, 2147483647, -2147483647 - 1};
    int n = (int)(sizeof vals / sizeof vals[0]);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            int a = vals[i], b = vals[j];
            unsigned ua = (unsigned)a, ub = (unsigned)b;
            printf("%d%d%d%d%d%d|%d%d%d%d ", a < b, a <= b, a > b, a >= b, a == b, a != b,
                   ua < ub, ua <= ub, ua > ub, ua >= ub);
        }
        printf("\n");
    }
    /* the usual arithmetic conversions */
    int m1 = -1;
    unsigned one = 1;
    long lm1 = -1;
    unsigned short us = 1;
    unsigned long long ull1 = 1;
    printf("-1 < 1u: %d\n", m1 < one);
    printf("-1L < 1u: %d\n", lm1 < one);
    printf("-1 < (ushort)1: %d\n", m1 < us);
    printf("-1 < 1ull: %d\n", m1 < ull1);
    printf("-1L == ULONG_MAX: %d\n", lm1 == (long)~0ul);

    /* chars */
    char c1 = 'a', c2 = (char)0xe9;
    unsigned char u1 = 'a', u2 = 0xe9;
    printf("char: %d %d uchar: %d %d\n", c1 < c2, c1 > c2, u1 < u2, u1 > u2);

    /* 64-bit */
    long long big = 0x100000000LL, small = -0x100000000LL;
    printf("cmp3: %d %d %d\n", cmp3(big, small), cmp3(small, big), cmp3(big, big));
    unsigned long long ubig = 0x8000000000000000ull;
    long long sbig = (long long)0x7fffffffffffffffull;
    printf("ubig > sbig: %d, (ll)ubig < sbig: %d\n", ubig > (unsigned long long)sbig,
           (long long)(ubig - 1) == sbig);

    /* comparison results as integers */
    int count = 0;
    for (int k = -5; k <= 5; k++)
        count += (k > 0) + 2 * (k == 0) + 4 * (k < -3);
    printf("count=%d\n", count);
    int flags = (3 > 2) << 2 | (2 > 3) << 1 | (1 == 1);
    printf("flags=%d\n", flags);

    /* min/max via ternary */
    int lo = 1 << 30, hi = -(1 << 30);
    for (int i = 0; i < n; i++) {
        lo = vals[i] < lo ? vals[i] : lo;
        hi = vals[i] > hi ? vals[i] : hi;
    }
    printf("lo=%d hi=%d\n", lo, hi);
    return 0;
}
