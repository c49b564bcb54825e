/*
 * stdlib.c - <stdlib.h> / <inttypes.h> functions with glibc 2.36 semantics.
 *
 * malloc/calloc/realloc/free/abort/exit are interpreter builtins and are not
 * defined here.  `long` is 4 bytes under -m32 and 8 bytes under -m64; the
 * strto* family is written against the compiler's __LONG_MAX__ so the same
 * source is right for both.
 */
#include "pathsift_rt.h"
#include "strto.h"

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

/* The conversion core, rt_strtox, is in strto.h (shared with scanf). */

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
/* strtod / strtof / atof                                                   */
/* ------------------------------------------------------------------------ */

/* The conversion core, rt_strtofp, is in strto.h (shared with scanf). */

union rt_dbits {
    double d;
    unsigned long long u;
};

union rt_fbits {
    float f;
    unsigned int u;
};

PS_WEAK double strtod(const char *nptr, char **endptr)
{
    union rt_dbits r;
    r.u = rt_strtofp(nptr, endptr, &rt_fmt_double);
    return r.d;
}

PS_WEAK float strtof(const char *nptr, char **endptr)
{
    union rt_fbits r;
    r.u = (unsigned int)rt_strtofp(nptr, endptr, &rt_fmt_float);
    return r.f;
}

PS_WEAK double atof(const char *nptr)
{
    union rt_dbits r;
    r.u = rt_strtofp(nptr, NULL, &rt_fmt_double);
    return r.d;
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

/*
 * The interpreter currently implements atexit() natively (it keeps its own
 * handler list and runs it at exit), so this C version is compiled only
 * when PATHSIFT_RT_ATEXIT is defined.  A weak C atexit in the linked module
 * would otherwise take precedence over the builtin and the handlers would
 * never run.  To use it, build the runtime with -DPATHSIFT_RT_ATEXIT and
 * have the interpreter call __pathsift_run_atexit() at exit.
 */
#ifdef PATHSIFT_RT_ATEXIT

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

#endif /* PATHSIFT_RT_ATEXIT */

/* The analysed program's environment: NULL (empty) unless given with `--env NAME=V`; the
 * engine points this at a NULL-terminated array of "NAME=VALUE" strings. */
char **__pathsift_environ PS_WEAK;

PS_WEAK char *getenv(const char *name)
{
    size_t n = strlen(name);
    if (!__pathsift_environ || n == 0)
        return NULL;
    for (char **e = __pathsift_environ; *e; e++)
        if (strncmp(*e, name, n) == 0 && (*e)[n] == '=')
            return *e + n + 1;
    return NULL;
}
