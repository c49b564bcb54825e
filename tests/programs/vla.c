/* Variable-length arrays: in loops (stack save/restore each iteration),
 * two-dimensional, as parameters, sizeof of a VLA. */
#include <stdio.h>

static long matmul_trace(int n, int a[n][n], int b[n][n]) {
    long tr = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < n; k++)
            tr += (long)a[i][k] * b[k][i];
    return tr;
}

static int sum_vla(int n, const int v[n]) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += v[i];
    return s;
}

int main(void) {
    long grand = 0;
    for (int n = 1; n <= 200; n++) {
        int v[n]; /* allocated and released on every iteration */
        for (int i = 0; i < n; i++)
            v[i] = i * n - 7;
        grand += sum_vla(n, v);
        if (n % 50 == 0)
            printf("n=%d sizeof v=%zu sum=%d\n", n, sizeof v, sum_vla(n, v));
    }
    printf("grand=%ld\n", grand);

    for (int n = 2; n <= 6; n += 2) {
        int a[n][n], b[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                a[i][j] = i + j;
                b[i][j] = 2 * i - j;
            }
        printf("n=%d trace=%ld sizeof a=%zu row=%zu\n", n, matmul_trace(n, a, b), sizeof a,
               sizeof a[0]);
    }

    /* VLA of doubles inside a nested loop with an early continue */
    double total = 0;
    for (int m = 1; m < 40; m++) {
        if (m % 7 == 0)
            continue;
        double d[m * 2];
        for (int i = 0; i < m * 2; i++)
            d[i] = (i % 3) * 0.5;
        for (int i = 0; i < m * 2; i++)
            total += d[i];
    }
    printf("total=%g\n", total);

    /* VLA of structs and of chars */
    struct item {
        char c;
        long l;
    };
    int count = 5;
    struct item items[count];
    char label[count + 1];
    for (int i = 0; i < count; i++) {
        items[i].c = (char)('A' + i);
        items[i].l = (long)i << 33;
        label[i] = items[i].c;
    }
    label[count] = 0;
    printf("items %s last %ld sizeof %zu\n", label, items[count - 1].l, sizeof items);
    return 0;
}
