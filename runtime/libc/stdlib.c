/*
 * stdlib.c - <stdlib.h> / <inttypes.h> functions with glibc 2.36 semantics.
 *
 * malloc/calloc/realloc/free/abort/exit are interpreter builtins and are not
 * defined here.  `long` is 4 bytes under -m32 and 8 bytes under -m64; the
 * strto* family is written against the compiler's __LONG_MAX__ so the same
 * source is right for both.
 */
#include "pathsift_rt.h"

/* ------------------------------------------------------------------------ */
/* abs / div                                                                */
/* ------------------------------------------------------------------------ */

PS_WEAK int abs(int j) { return j < 0 ? -j : j; }
PS_WEAK long labs(long j) { return j < 0 ? -j : j; }
PS_WEAK long long llabs(long long j) { return j < 0 ? -j : j; }

PS_WEAK div_t div(int numer, int denom)
{
    div_t r;
    r.quot = numer / denom;
    r.rem = numer % denom;
    return r;
}

PS_WEAK ldiv_t ldiv(long numer, long denom)
{
    ldiv_t r;
    r.quot = numer / denom;
    r.rem = numer % denom;
    return r;
}

PS_WEAK lldiv_t lldiv(long long numer, long long denom)
{
    lldiv_t r;
    r.quot = numer / denom;
    r.rem = numer % denom;
    return r;
}

/* ------------------------------------------------------------------------ */
/* strtol family                                                            */
/* ------------------------------------------------------------------------ */

/*
 * Common core of strtol/strtoul/strtoll/strtoull, following glibc's
 * strtol_l.c step by step:
 *   - base must be 0 or 2..36, else errno = EINVAL, return 0, *endptr untouched;
 *   - skip C-locale white space, optional '+'/'-';
 *   - "0x"/"0X" prefix is skipped for base 0 and 16, a leading '0' selects
 *     base 8 for base 0 (no "0b" prefix in glibc 2.36);
 *   - on overflow, digits are still consumed, errno = ERANGE and the result
 *     is clamped;
 *   - if no digit was consumed, return 0 and set *endptr to nptr, except for
 *     "0x" without hex digits, where *endptr points at the 'x'.
 *
 * umax is the maximum of the unsigned result type (ULONG_MAX or ULLONG_MAX).
 * For signed conversions smax is the maximum of the signed type; the result
 * bits are returned as unsigned long long and converted by the caller
 * (two's-complement truncation).
 */
static unsigned long long rt_strtox(const char *nptr, char **endptr, int base,
                                    int is_signed, unsigned long long umax,
                                    unsigned long long smax)
{
    const unsigned char *s = (const unsigned char *)nptr;
    const unsigned char *save;
    int negative = 0;
    int overflow = 0;
    unsigned long long cutoff;
    unsigned int cutlim;
    unsigned long long i = 0;
    unsigned int c;

    if (base < 0 || base == 1 || base > 36) {
        errno = EINVAL;
        return 0;
    }

    save = s;
    while (*s == ' ' || (*s >= '\t' && *s <= '\r'))
        s++;
    if (*s == '\0')
        goto noconv;

    if (*s == '-') {
        negative = 1;
        s++;
    } else if (*s == '+') {
        s++;
    }

    if (*s == '0') {
        if ((base == 0 || base == 16) && (s[1] == 'x' || s[1] == 'X')) {
            s += 2;
            base = 16;
        } else if (base == 0) {
            base = 8;
        }
    } else if (base == 0) {
        base = 10;
    }

    save = s;
    cutoff = umax / (unsigned long long)base;
    cutlim = (unsigned int)(umax % (unsigned long long)base);

    for (;; s++) {
        c = *s;
        if (c >= '0' && c <= '9')
            c = c - '0';
        else if (c >= 'a' && c <= 'z')
            c = c - 'a' + 10;
        else if (c >= 'A' && c <= 'Z')
            c = c - 'A' + 10;
        else
            break;
        if ((int)c >= base)
            break;
        if (i > cutoff || (i == cutoff && c > cutlim)) {
            overflow = 1;
        } else {
            i = i * (unsigned long long)base + c;
        }
    }

    if (s == save)
        goto noconv;

    if (endptr != NULL)
        *endptr = (char *)s;

    if (is_signed && !overflow && i > (negative ? smax + 1 : smax))
        overflow = 1;

    if (overflow) {
        errno = ERANGE;
        if (!is_signed)
            return umax;
        return negative ? 0ULL - smax - 1ULL : smax;
    }

    return negative ? 0ULL - i : i;

noconv:
    if (endptr != NULL) {
        if (save - (const unsigned char *)nptr >= 2 &&
            (save[-1] == 'x' || save[-1] == 'X') && save[-2] == '0')
            *endptr = (char *)&save[-1];
        else
            *endptr = (char *)nptr;
    }
    return 0;
}

PS_WEAK long strtol(const char *nptr, char **endptr, int base)
{
    return (long)rt_strtox(nptr, endptr, base, 1, PS_ULONG_MAX,
                           (unsigned long long)PS_LONG_MAX);
}

PS_WEAK unsigned long strtoul(const char *nptr, char **endptr, int base)
{
    return (unsigned long)rt_strtox(nptr, endptr, base, 0, PS_ULONG_MAX, 0);
}

PS_WEAK long long strtoll(const char *nptr, char **endptr, int base)
{
    return (long long)rt_strtox(nptr, endptr, base, 1, PS_ULLONG_MAX,
                                (unsigned long long)PS_LLONG_MAX);
}

PS_WEAK unsigned long long strtoull(const char *nptr, char **endptr, int base)
{
    return rt_strtox(nptr, endptr, base, 0, PS_ULLONG_MAX, 0);
}

PS_WEAK long long strtoq(const char *nptr, char **endptr, int base)
{
    return (long long)rt_strtox(nptr, endptr, base, 1, PS_ULLONG_MAX,
                                (unsigned long long)PS_LLONG_MAX);
}

PS_WEAK unsigned long long strtouq(const char *nptr, char **endptr, int base)
{
    return rt_strtox(nptr, endptr, base, 0, PS_ULLONG_MAX, 0);
}

/* intmax_t is 64 bits on both i386 and x86_64. */
PS_WEAK intmax_t strtoimax(const char *nptr, char **endptr, int base)
{
    return (intmax_t)rt_strtox(nptr, endptr, base, 1, PS_ULLONG_MAX,
                               (unsigned long long)PS_LLONG_MAX);
}

PS_WEAK uintmax_t strtoumax(const char *nptr, char **endptr, int base)
{
    return (uintmax_t)rt_strtox(nptr, endptr, base, 0, PS_ULLONG_MAX, 0);
}

/* glibc: atoi(s) == (int) strtol(s, NULL, 10), errno included. */
PS_WEAK int atoi(const char *nptr)
{
    return (int)(long)rt_strtox(nptr, NULL, 10, 1, PS_ULONG_MAX,
                                (unsigned long long)PS_LONG_MAX);
}

PS_WEAK long atol(const char *nptr)
{
    return (long)rt_strtox(nptr, NULL, 10, 1, PS_ULONG_MAX,
                           (unsigned long long)PS_LONG_MAX);
}

PS_WEAK long long atoll(const char *nptr)
{
    return (long long)rt_strtox(nptr, NULL, 10, 1, PS_ULLONG_MAX,
                                (unsigned long long)PS_LLONG_MAX);
}

/* ------------------------------------------------------------------------ */
/* qsort / bsearch                                                          */
/* ------------------------------------------------------------------------ */

/*
 * glibc 2.36 qsort is the merge sort of stdlib/msort.c whenever the scratch
 * buffer can be allocated.  rt_msort reproduces msort_with_tmp exactly
 * (split n/2 | n - n/2, left run wins ties, same comparison sequence), so
 * results -- including the order of equal elements and the sequence of
 * comparator calls -- match glibc for any consistent comparator.  glibc's
 * indirect variant for element sizes > 32 performs the same comparisons in
 * the same order, so it needs no separate path here.
 */
typedef int (*rt_cmp3_t)(const void *, const void *, void *);

static void rt_msort(char *b, size_t n, size_t s, char *t, rt_cmp3_t cmp,
                     void *arg)
{
    char *b1;
    char *b2;
    char *tmp;
    size_t n1;
    size_t n2;

    if (n <= 1)
        return;

    n1 = n / 2;
    n2 = n - n1;
    b1 = b;
    b2 = b + n1 * s;

    rt_msort(b1, n1, s, t, cmp, arg);
    rt_msort(b2, n2, s, t, cmp, arg);

    tmp = t;
    while (n1 > 0 && n2 > 0) {
        if (cmp(b1, b2, arg) <= 0) {
            memcpy(tmp, b1, s);
            b1 += s;
            n1--;
        } else {
            memcpy(tmp, b2, s);
            b2 += s;
            n2--;
        }
        tmp += s;
    }
    if (n1 > 0)
        memcpy(tmp, b1, n1 * s);
    memcpy(b, t, (n - n2) * s);
}

/* Swap two non-overlapping elements of s bytes. */
static void rt_swap(char *a, char *b, size_t s)
{
    size_t i;
    char c;
    for (i = 0; i < s; i++) {
        c = a[i];
        a[i] = b[i];
        b[i] = c;
    }
}

/* Fallback when no scratch memory is available: stable insertion sort. */
static void rt_isort(char *b, size_t n, size_t s, rt_cmp3_t cmp, void *arg)
{
    size_t i;
    size_t j;
    for (i = 1; i < n; i++) {
        for (j = i; j > 0; j--) {
            char *prev = b + (j - 1) * s;
            char *cur = b + j * s;
            if (cmp(prev, cur, arg) <= 0)
                break;
            rt_swap(prev, cur, s);
        }
    }
}

static void rt_qsort_r(void *base, size_t nmemb, size_t size, rt_cmp3_t cmp,
                       void *arg)
{
    char *t;
    int saved_errno;

    if (nmemb <= 1)
        return;
    if (size == 0) {
        /* Nothing to move, but glibc still calls the comparator. */
        rt_msort((char *)base, nmemb, size, (char *)base, cmp, arg);
        return;
    }
    if (nmemb > (size_t)-1 / size) {
        rt_isort((char *)base, nmemb, size, cmp, arg);
        return;
    }

    saved_errno = errno;          /* glibc preserves errno around malloc */
    t = (char *)malloc(nmemb * size);
    errno = saved_errno;
    if (t == NULL) {
        rt_isort((char *)base, nmemb, size, cmp, arg);
        return;
    }
    rt_msort((char *)base, nmemb, size, t, cmp, arg);
    free(t);
}

PS_WEAK void qsort_r(void *base, size_t nmemb, size_t size,
                     int (*compar)(const void *, const void *, void *),
                     void *arg)
{
    rt_qsort_r(base, nmemb, size, compar, arg);
}

struct rt_cmp2_box {
    int (*cmp)(const void *, const void *);
};

static int rt_cmp2_adapter(const void *a, const void *b, void *arg)
{
    return ((struct rt_cmp2_box *)arg)->cmp(a, b);
}

PS_WEAK void qsort(void *base, size_t nmemb, size_t size,
                   int (*compar)(const void *, const void *))
{
    struct rt_cmp2_box box;
    box.cmp = compar;
    rt_qsort_r(base, nmemb, size, rt_cmp2_adapter, &box);
}

/* Same probing sequence as glibc's bsearch. */
PS_WEAK void *bsearch(const void *key, const void *base, size_t nmemb,
                      size_t size, int (*compar)(const void *, const void *))
{
    size_t l = 0;
    size_t u = nmemb;
    size_t idx;
    const void *p;
    int comparison;

    while (l < u) {
        idx = (l + u) / 2;
        p = (const char *)base + idx * size;
        comparison = compar(key, p);
        if (comparison < 0)
            u = idx;
        else if (comparison > 0)
            l = idx + 1;
        else
            return (void *)p;
    }
    return NULL;
}

/* ------------------------------------------------------------------------ */
/* rand / srand / rand_r / random / srandom                                 */
/* ------------------------------------------------------------------------ */

/*
 * glibc's default generator (TYPE_3 of random_r.c): additive feedback
 * r[i] = r[i-3] + r[i-31] over a 31-word state.  The initial state is
 * glibc's randtbl, i.e. the state after srandom(1) (seeded with the 16807
 * LCG and 310 discarded outputs), so rand() without srand() gives the same
 * sequence as glibc.
 */
#define PS_RAND_DEG 31
#define PS_RAND_SEP 3

static int rt_rand_state[PS_RAND_DEG] = {
    -1726662223, 379960547,   1735697613,  1040273694,  1313901226,
    1627687941,  -179304937,  -2073333483, 1780058412,  -1989503057,
    -615974602,  344556628,   939512070,   -1249116260, 1507946756,
    -812545463,  154635395,   1388815473,  -1926676823, 525320961,
    -1009028674, 968117788,   -123449607,  1284210865,  435012392,
    -2017506339, -911064859,  -370259173,  1132637927,  1398500161,
    -205601318,
};
static int rt_rand_f = PS_RAND_SEP; /* index of glibc's fptr */
static int rt_rand_r = 0;           /* index of glibc's rptr */

static int rt_random_step(void)
{
    unsigned int val;
    val = (unsigned int)rt_rand_state[rt_rand_f] +
          (unsigned int)rt_rand_state[rt_rand_r];
    rt_rand_state[rt_rand_f] = (int)val;
    rt_rand_f++;
    if (rt_rand_f >= PS_RAND_DEG)
        rt_rand_f = 0;
    rt_rand_r++;
    if (rt_rand_r >= PS_RAND_DEG)
        rt_rand_r = 0;
    return (int)((val >> 1) & 0x7fffffffu);
}

static void rt_srandom(unsigned int seed)
{
    int i;
    int word;
    int hi;
    int lo;

    if (seed == 0)
        seed = 1;
    rt_rand_state[0] = (int)seed;
    word = (int)seed;
    for (i = 1; i < PS_RAND_DEG; i++) {
        /* state[i] = (16807 * state[i - 1]) % 2147483647 without overflow
         * (Schrage's method), exactly as glibc computes it. */
        hi = word / 127773;
        lo = word % 127773;
        word = 16807 * lo - 2836 * hi;
        if (word < 0)
            word += 2147483647;
        rt_rand_state[i] = word;
    }
    rt_rand_f = PS_RAND_SEP;
    rt_rand_r = 0;
    for (i = 0; i < 10 * PS_RAND_DEG; i++)
        (void)rt_random_step();
}

PS_WEAK int rand(void) { return rt_random_step(); }
PS_WEAK long random(void) { return rt_random_step(); }
PS_WEAK void srand(unsigned int seed) { rt_srandom(seed); }
PS_WEAK void srandom(unsigned int seed) { rt_srandom(seed); }

/* glibc's rand_r: three steps of the ANSI C LCG, 11 + 10 + 10 bits. */
PS_WEAK int rand_r(unsigned int *seed)
{
    unsigned int next = *seed;
    int result;

    next *= 1103515245u;
    next += 12345u;
    result = (int)((next / 65536u) % 2048u);

    next *= 1103515245u;
    next += 12345u;
    result <<= 10;
    result ^= (int)((next / 65536u) % 1024u);

    next *= 1103515245u;
    next += 12345u;
    result <<= 10;
    result ^= (int)((next / 65536u) % 1024u);

    *seed = next;
    return result;
}

/* ------------------------------------------------------------------------ */
/* atexit / getenv                                                          */
/* ------------------------------------------------------------------------ */

#define PS_ATEXIT_MAX 32

static void (*rt_atexit_fns[PS_ATEXIT_MAX])(void);
static int rt_atexit_count;

/* Returns 0 on success, -1 when the 32 slots are used up. */
PS_WEAK int atexit(void (*function)(void))
{
    if (rt_atexit_count >= PS_ATEXIT_MAX)
        return -1;
    rt_atexit_fns[rt_atexit_count] = function;
    rt_atexit_count++;
    return 0;
}

/*
 * Called by the interpreter when the program exits (return from main or
 * exit()).  Runs the handlers in reverse order of registration; a handler
 * registered by a running handler runs next, as in glibc.  Each handler is
 * removed before it is called, so a nested call (exit() inside a handler)
 * never runs a handler twice.
 */
PS_WEAK void __pathsift_run_atexit(void)
{
    void (*fn)(void);
    while (rt_atexit_count > 0) {
        rt_atexit_count--;
        fn = rt_atexit_fns[rt_atexit_count];
        rt_atexit_fns[rt_atexit_count] = NULL;
        if (fn != NULL)
            fn();
    }
}

/* The analysed program runs with an empty environment. */
PS_WEAK char *getenv(const char *name)
{
    (void)name;
    return NULL;
}
