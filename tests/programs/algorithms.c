/* A mix of small classic algorithms: sieve, integer square root, binary
 * search, matrix power, base64, run-length encoding, a flexible array member. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned isqrt(unsigned long long n) {
    unsigned long long lo = 0, hi = 1ull << 32;
    while (hi - lo > 1) {
        unsigned long long mid = lo + (hi - lo) / 2;
        if (mid * mid <= n)
            lo = mid;
        else
            hi = mid;
    }
    return (unsigned)lo;
}

static int lower_bound(const int *v, int n, int key) {
    int lo = 0, hi = n;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (v[mid] < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

typedef unsigned long long mat[2][2];

static void matmul(mat r, mat a, mat b, unsigned long long m) {
    mat t;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
            t[i][j] = (a[i][0] * b[0][j] + a[i][1] * b[1][j]) % m;
    memcpy(r, t, sizeof t);
}

static unsigned long long fib_mod(unsigned long long n, unsigned long long m) {
    mat result = {{1, 0}, {0, 1}}, base = {{1, 1}, {1, 0}};
    while (n) {
        if (n & 1)
            matmul(result, result, base, m);
        matmul(base, base, base, m);
        n >>= 1;
    }
    return result[0][1];
}

static void base64(const unsigned char *in, size_t n, char *out) {
    static const char tbl[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    size_t o = 0;
    for (size_t i = 0; i < n; i += 3) {
        unsigned v = (unsigned)in[i] << 16;
        if (i + 1 < n)
            v |= (unsigned)in[i + 1] << 8;
        if (i + 2 < n)
            v |= in[i + 2];
        out[o++] = tbl[(v >> 18) & 63];
        out[o++] = tbl[(v >> 12) & 63];
        out[o++] = i + 1 < n ? tbl[(v >> 6) & 63] : '=';
        out[o++] = i + 2 < n ? tbl[v & 63] : '=';
    }
    out[o] = 0;
}

struct rle {
    size_t len;
    char data[]; /* flexible array member */
};

static struct rle *rle_encode(const char *s) {
    size_t n = strlen(s);
    struct rle *r = malloc(sizeof *r + 2 * n + 1);
    if (!r)
        exit(2);
    size_t o = 0;
    for (size_t i = 0; i < n;) {
        size_t j = i;
        while (j < n && s[j] == s[i] && j - i < 9)
            j++;
        r->data[o++] = (char)('0' + (j - i));
        r->data[o++] = s[i];
        i = j;
    }
    r->data[o] = 0;
    r->len = o;
    return r;
}

int main(void) {
    enum { N = 1000 };
    static char composite[N + 1];
    int primes[200], np = 0;
    for (int i = 2; i <= N; i++) {
        if (composite[i])
            continue;
        if (np < 200)
            primes[np++] = i;
        for (int j = i * i; j <= N; j += i)
            composite[j] = 1;
    }
    printf("primes: %d, last %d, sum of first 20:", np, primes[np - 1]);
    int s = 0;
    for (int i = 0; i < 20; i++)
        s += primes[i];
    printf(" %d\n", s);
    printf("lower_bound: %d %d %d %d\n", lower_bound(primes, np, 2), lower_bound(primes, np, 100),
           lower_bound(primes, np, 997), lower_bound(primes, np, 2000));
    unsigned long long sq[] = {0, 1, 99, 100, 1000000007ull * 1000000007ull, 18446744073709551615ull};
    for (int i = 0; i < 6; i++)
        printf("isqrt(%llu)=%u\n", sq[i], isqrt(sq[i]));
    printf("fib_mod: %llu %llu %llu\n", fib_mod(10, 1000), fib_mod(90, 1ull << 62),
           fib_mod(1000000000000ull, 1000000007ull));
    const char *msgs[] = {"", "f", "fo", "foo", "foobar", "pathsift!"};
    char out[64];
    for (int i = 0; i < 6; i++) {
        base64((const unsigned char *)msgs[i], strlen(msgs[i]), out);
        printf("base64('%s')=%s\n", msgs[i], out);
    }
    struct rle *r = rle_encode("aaabccddddddddddddde");
    printf("rle %s (%zu)\n", r->data, r->len);
    free(r);
    return 0;
}
