/* Recursion: linear, tree-shaped, mutual, with accumulators, with struct and
 * array arguments, and deep enough to need many frames. */
#include <stdio.h>

static long long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static unsigned long long fact(unsigned n) { return n <= 1 ? 1 : n * fact(n - 1); }

static int ackermann(int m, int n) {
    if (m == 0)
        return n + 1;
    if (n == 0)
        return ackermann(m - 1, 1);
    return ackermann(m - 1, ackermann(m, n - 1));
}

static int is_even(unsigned n);
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }

static int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }

static long hanoi(int n, char from, char to, char via, int print) {
    if (n == 0)
        return 0;
    long moves = hanoi(n - 1, from, via, to, print);
    if (print)
        printf("move %d %c->%c\n", n, from, to);
    return moves + 1 + hanoi(n - 1, via, to, from, print);
}

struct range {
    int lo, hi;
};

static long sum_range(const int *v, struct range r) {
    if (r.hi - r.lo == 1)
        return v[r.lo];
    int mid = r.lo + (r.hi - r.lo) / 2;
    return sum_range(v, (struct range){r.lo, mid}) + sum_range(v, (struct range){mid, r.hi});
}

static void permute(char *s, int k, int n, int *count) {
    if (k == n) {
        if (*count < 8)
            printf("%s ", s);
        (*count)++;
        return;
    }
    for (int i = k; i < n; i++) {
        char t = s[k];
        s[k] = s[i];
        s[i] = t;
        permute(s, k + 1, n, count);
        t = s[k];
        s[k] = s[i];
        s[i] = t;
    }
}

static int depth(int n) {
    volatile char pad[64]; /* make each frame use some stack */
    pad[n % 64] = (char)n;
    return n == 0 ? pad[0] : 1 + depth(n - 1);
}

static double power(double base, int e) {
    if (e == 0)
        return 1.0;
    if (e < 0)
        return 1.0 / power(base, -e);
    double half = power(base, e / 2);
    return e % 2 ? half * half * base : half * half;
}

int main(void) {
    for (int i = 0; i <= 25; i += 5)
        printf("fib(%d)=%lld ", i, fib(i));
    printf("\n");
    printf("fact(20)=%llu fact(25) wraps=%llu\n", fact(20), fact(25));
    printf("ackermann(2,3)=%d ackermann(3,3)=%d\n", ackermann(2, 3), ackermann(3, 3));
    printf("even(1000)=%d odd(777)=%d even(7)=%d\n", is_even(1000), is_odd(777), is_even(7));
    printf("gcd=%d %d %d\n", gcd(1071, 462), gcd(-48, 18), gcd(17, 5));
    printf("hanoi(3): %ld moves\n", hanoi(3, 'A', 'C', 'B', 1));
    printf("hanoi(16): %ld moves\n", hanoi(16, 'A', 'C', 'B', 0));
    int v[100];
    for (int i = 0; i < 100; i++)
        v[i] = i * 3 - 50;
    printf("sum_range=%ld\n", sum_range(v, (struct range){0, 100}));
    char s[] = "abcd";
    int count = 0;
    permute(s, 0, 4, &count);
    printf("... %d permutations, back to %s\n", count, s);
    printf("depth=%d\n", depth(5000));
    printf("power: %g %g %g\n", power(2, 10), power(1.5, 7), power(2, -3));
    return 0;
}
