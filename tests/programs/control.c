/* Control flow: goto (forward and backward, out of nested loops), do/while,
 * for with several variables, break/continue in nested loops, early returns. */
#include <stdio.h>

static int find_pair(const int *v, int n, int target, int *out_i, int *out_j) {
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (v[i] + v[j] == target) {
                *out_i = i;
                *out_j = j;
                goto found;
            }
    return 0;
found:
    return 1;
}

static int collatz_steps(long n) {
    int steps = 0;
again:
    if (n == 1)
        return steps;
    n = (n % 2) ? 3 * n + 1 : n / 2;
    steps++;
    goto again;
}

static int cleanup_style(int fail_at) {
    int acquired = 0;
    if (fail_at == 0)
        goto out;
    acquired++;
    if (fail_at == 1)
        goto release1;
    acquired++;
    if (fail_at == 2)
        goto release2;
    acquired += 10;
release2:
    acquired += 100;
release1:
    acquired += 1000;
out:
    return acquired;
}

int main(void) {
    int v[] = {8, 3, 11, 7, 2, 15, 4};
    int i = -1, j = -1;
    int ok = find_pair(v, 7, 18, &i, &j);
    printf("pair %d: %d+%d\n", ok, i, j);
    ok = find_pair(v, 7, 100, &i, &j);
    printf("pair %d\n", ok);
    printf("collatz: %d %d %d\n", collatz_steps(27), collatz_steps(97), collatz_steps(1));
    for (int k = 0; k < 4; k++)
        printf("cleanup(%d)=%d ", k, cleanup_style(k));
    printf("\n");

    /* do/while runs at least once */
    int n = 0;
    do {
        n++;
    } while (n < 0);
    int digits = 0;
    unsigned long long big = 18446744073709551615ull;
    do {
        digits++;
        big /= 10;
    } while (big);
    printf("n=%d digits=%d\n", n, digits);

    /* for with comma expressions */
    int lo, hi, meet = 0;
    for (lo = 0, hi = 100; lo < hi; lo += 3, hi -= 4)
        meet++;
    printf("meet=%d lo=%d hi=%d\n", meet, lo, hi);

    /* break and continue in nested loops */
    int count = 0;
    for (int a = 0; a < 10; a++) {
        if (a % 3 == 0)
            continue;
        for (int b = 0; b < 10; b++) {
            if (b > a)
                break;
            if ((a + b) % 2)
                continue;
            count += a * b;
        }
    }
    printf("count=%d\n", count);

    /* while with break from the middle */
    int x = 1;
    while (1) {
        x = x * 3 + 1;
        if (x > 1000)
            break;
        if (x % 2 == 0)
            x /= 2;
    }
    printf("x=%d\n", x);

    /* loop with several exits */
    int primes = 0;
    for (int cand = 2; cand < 200; cand++) {
        int d = 2;
        while (d * d <= cand) {
            if (cand % d == 0)
                goto not_prime;
            d++;
        }
        primes++;
    not_prime:;
    }
    printf("primes below 200: %d\n", primes);

    /* empty loop bodies and loops that never run */
    int k;
    for (k = 0; k < 1000 && k * k < 500; k++)
        ;
    for (int z = 5; z < 0; z++)
        printf("never\n");
    printf("k=%d\n", k);
    return 0;
}
