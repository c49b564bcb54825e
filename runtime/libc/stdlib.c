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
/* strtod / strtof / atof                                                   */
/* ------------------------------------------------------------------------ */

/*
 * Correctly rounded (round-to-nearest-even) conversion using only integer
 * arithmetic, so the interpreter never has to execute floating-point code:
 * the result is assembled as an IEEE-754 bit pattern.
 *
 * Accepted syntax and side effects follow glibc 2.36 in the C locale:
 *   [space][sign] (decimal | 0x hex | inf | infinity | nan | nan(chars))
 *   - decimal: digits [. digits] [e|E [sign] digits], or . digits ...
 *   - hex: 0x hexdigits [. hexdigits] [p|P [sign] digits]; "0x" with no
 *     hex digit converts only the "0" (*endptr points at the 'x');
 *   - an exponent marker without digits is not consumed;
 *   - nothing recognisable: +0.0 and *endptr = nptr (even after a '-');
 *   - nan(n-char-sequence): the sequence is parsed like strtoull(.., 0)
 *     (errno included) and, if entirely consumed, its low bits become the
 *     payload of the quiet NaN; "-nan" has the sign bit set;
 *   - errno = ERANGE on overflow (result +-HUGE_VAL) and when the result is
 *     tiny (detected after rounding, as on x86) and inexact, e.g. 1e-400
 *     (result +-0.0) or 1e-310 (a subnormal); exact subnormals and zeros do
 *     not set errno.
 *
 * Method: decimal significands keep their first 800 significant digits
 * exactly (any further non-zero digit only sets a sticky bit, which cannot
 * change the rounding because a halfway point between two doubles has at
 * most 767 significant digits).  The value D * 10^e is turned into a
 * quotient Q of 56..57 bits plus a sticky remainder with big-integer
 * arithmetic, then rounded.  Hex significands keep 15 digits plus sticky.
 */

struct rt_fpfmt {
    int p;                         /* significand bits, incl. hidden bit */
    int emin;                      /* exponent of the smallest normal */
    int emax;                      /* exponent of the largest finite */
    int dec_over;                  /* ndigits + e10 above this: overflow */
    int dec_under;                 /* ndigits + e10 below this: underflow */
    unsigned long long sign_bit;
    unsigned long long inf_bits;
    unsigned long long qnan_bits;
    unsigned long long payload_mask;
};

static const struct rt_fpfmt rt_fmt_double = {
    53, -1022, 1023, 310, -324,
    0x8000000000000000ULL, 0x7ff0000000000000ULL, 0x7ff8000000000000ULL,
    0x0007ffffffffffffULL,
};

static const struct rt_fpfmt rt_fmt_float = {
    24, -126, 127, 40, -46,
    0x80000000ULL, 0x7f800000ULL, 0x7fc00000ULL, 0x003fffffULL,
};

#define RT_MAXDIG 800
#define RT_LIMBS 136 /* 4352 bits: 10^1124 << 57 fits */

struct rt_big {
    unsigned int w[RT_LIMBS]; /* little-endian 32-bit limbs */
    int n;                    /* limbs in use; w[n-1] != 0 unless n == 0 */
};

static void rt_big_set(struct rt_big *b, unsigned int v)
{
    b->w[0] = v;
    b->n = v != 0 ? 1 : 0;
}

static void rt_big_copy(struct rt_big *d, const struct rt_big *s)
{
    int i;
    for (i = 0; i < s->n; i++)
        d->w[i] = s->w[i];
    d->n = s->n;
}

/* b = b * m + a */
static void rt_big_muladd(struct rt_big *b, unsigned int m, unsigned int a)
{
    unsigned long long carry = a;
    int i;
    for (i = 0; i < b->n; i++) {
        unsigned long long t = (unsigned long long)b->w[i] * m + carry;
        b->w[i] = (unsigned int)t;
        carry = t >> 32;
    }
    if (carry != 0 && b->n < RT_LIMBS) {
        b->w[b->n] = (unsigned int)carry;
        b->n++;
    }
}

static void rt_big_mulpow10(struct rt_big *b, long long e)
{
    while (e >= 9) {
        rt_big_muladd(b, 1000000000u, 0);
        e -= 9;
    }
    while (e > 0) {
        rt_big_muladd(b, 10u, 0);
        e--;
    }
}

static long long rt_big_bitlen(const struct rt_big *b)
{
    unsigned int top;
    long long len;
    if (b->n == 0)
        return 0;
    top = b->w[b->n - 1];
    len = (long long)(b->n - 1) * 32;
    while (top != 0) {
        len++;
        top >>= 1;
    }
    return len;
}

static void rt_big_shl(struct rt_big *b, long long s)
{
    int limbs = (int)(s / 32);
    int bits = (int)(s % 32);
    int i;
    if (b->n == 0)
        return;
    if (bits != 0) {
        unsigned int carry = 0;
        for (i = 0; i < b->n; i++) {
            unsigned int w = b->w[i];
            b->w[i] = (w << bits) | carry;
            carry = w >> (32 - bits);
        }
        if (carry != 0 && b->n < RT_LIMBS) {
            b->w[b->n] = carry;
            b->n++;
        }
    }
    if (limbs > 0) {
        if (b->n + limbs > RT_LIMBS)
            limbs = RT_LIMBS - b->n; /* cannot happen for valid sizes */
        for (i = b->n - 1; i >= 0; i--)
            b->w[i + limbs] = b->w[i];
        for (i = 0; i < limbs; i++)
            b->w[i] = 0;
        b->n += limbs;
    }
}

static void rt_big_shr1(struct rt_big *b)
{
    int i;
    for (i = 0; i < b->n; i++) {
        unsigned int hi = (i + 1 < b->n) ? b->w[i + 1] : 0;
        b->w[i] = (b->w[i] >> 1) | (hi << 31);
    }
    while (b->n > 0 && b->w[b->n - 1] == 0)
        b->n--;
}

static int rt_big_cmp(const struct rt_big *a, const struct rt_big *b)
{
    int i;
    if (a->n != b->n)
        return a->n < b->n ? -1 : 1;
    for (i = a->n - 1; i >= 0; i--) {
        if (a->w[i] != b->w[i])
            return a->w[i] < b->w[i] ? -1 : 1;
    }
    return 0;
}

/* a -= b, requires a >= b */
static void rt_big_sub(struct rt_big *a, const struct rt_big *b)
{
    unsigned int borrow = 0;
    int i;
    for (i = 0; i < a->n; i++) {
        unsigned long long bi = i < b->n ? b->w[i] : 0;
        unsigned long long t = (unsigned long long)a->w[i] - bi - borrow;
        a->w[i] = (unsigned int)t;
        borrow = (unsigned int)((t >> 32) & 1u);
    }
    while (a->n > 0 && a->w[a->n - 1] == 0)
        a->n--;
}

/*
 * Round (q + frac) * 2^scale to the format, where q has bit 63 set and
 * sticky says whether frac (< 1) is non-zero.  Returns the bit pattern
 * without the sign; sets errno like glibc.
 *
 * hex_quirk reproduces glibc 2.36's rounding of hexadecimal input whose
 * result is subnormal: glibc first truncates the significand to p bits and
 * then, when shifting it right to denormalise, forgets the first bit it had
 * truncated (it keeps only the bits below it as "more bits").  E.g. glibc
 * gives strtof("0x1.000001p-150") == 0 (not the smallest subnormal) and no
 * ERANGE for strtod("0x1.ffffffffffffe8p-1023").  Decimal input is rounded
 * correctly by glibc, and here.
 */
static unsigned long long rt_round_pack(unsigned long long q, long long scale,
                                        int sticky, int hex_quirk,
                                        const struct rt_fpfmt *f)
{
    long long e2 = 63 + scale; /* exponent of the leading bit */
    long long keep;
    long long drop;
    unsigned long long m;
    unsigned long long bits;
    int half;
    int rest;
    int tiny;

    if (e2 > f->emax) {
        errno = ERANGE;
        return f->inf_bits;
    }

    /* Tininess after rounding: would rounding to p bits with an unbounded
     * exponent give a value below 2^emin? */
    if (e2 >= f->emin) {
        tiny = 0;
    } else if (e2 < f->emin - 1) {
        tiny = 1;
    } else {
        int sh = 64 - f->p;
        unsigned long long mu = q >> sh;
        int hu = (int)((q >> (sh - 1)) & 1u);
        int ru = (q & ((1ULL << (sh - 1)) - 1u)) != 0 || sticky;
        if (hu && (ru || (mu & 1u)))
            mu++;
        tiny = mu != (1ULL << f->p);
    }

    if (hex_quirk && e2 < f->emin)
        q &= ~(1ULL << (63 - f->p));

    keep = e2 >= f->emin ? f->p : f->p - (f->emin - e2);
    drop = 64 - keep;
    if (keep <= 0) {
        m = 0;
        half = drop == 64 ? (int)(q >> 63) : 0;
        rest = (drop == 64 ? (q << 1) != 0 : q != 0) || sticky;
    } else {
        m = q >> drop;
        half = (int)((q >> (drop - 1)) & 1u);
        rest = (q & ((1ULL << (drop - 1)) - 1u)) != 0 || sticky;
    }

    if (half && (rest || (m & 1u)))
        m++;

    if (tiny && (half || rest))
        errno = ERANGE;

    if (e2 >= f->emin) {
        /* normal; a carry out of m (m == 2^p) moves into the exponent */
        bits = ((unsigned long long)(e2 + (f->emax - 1)) << (f->p - 1)) + m;
        if (bits >= f->inf_bits) {
            errno = ERANGE;
            return f->inf_bits;
        }
        return bits;
    }
    /* subnormal (m == 2^(p-1) after rounding encodes the smallest normal) */
    return m;
}

static int rt_isdig(unsigned int c) { return c >= '0' && c <= '9'; }

static int rt_hexval(unsigned int c)
{
    if (c >= '0' && c <= '9')
        return (int)(c - '0');
    if (c >= 'a' && c <= 'f')
        return (int)(c - 'a' + 10);
    if (c >= 'A' && c <= 'F')
        return (int)(c - 'A' + 10);
    return -1;
}

/* Case-insensitive match of the lower-case word w at s. */
static int rt_match_ci(const unsigned char *s, const char *w)
{
    while (*w != '\0') {
        unsigned int c = *s;
        if (c >= 'A' && c <= 'Z')
            c += 'a' - 'A';
        if (c != (unsigned char)*w)
            return 0;
        s++;
        w++;
    }
    return 1;
}

/* Parses the [eEpP][sign]digits part; returns the new position (s itself
 * if there is no digit).  The exponent saturates at +-10^9. */
static const unsigned char *rt_parse_exp(const unsigned char *s, int marker,
                                         long long *exp)
{
    const unsigned char *t = s + 1;
    int neg = 0;
    long long v = 0;
    *exp = 0;
    if (*s != marker && *s != marker - ('a' - 'A'))
        return s;
    if (*t == '-') {
        neg = 1;
        t++;
    } else if (*t == '+') {
        t++;
    }
    if (!rt_isdig(*t))
        return s;
    while (rt_isdig(*t)) {
        if (v < 1000000000LL)
            v = v * 10 + (*t - '0');
        t++;
    }
    *exp = neg ? -v : v;
    return t;
}

static unsigned long long rt_strtofp(const char *nptr, char **endptr,
                                     const struct rt_fpfmt *f)
{
    const unsigned char *s = (const unsigned char *)nptr;
    const unsigned char *start;
    unsigned long long sign = 0;
    unsigned long long q;
    long long scale;
    long long exp;
    int sticky = 0;
    int hex = 0;
    int ok;
    unsigned int c;

    while (*s == ' ' || (*s >= '\t' && *s <= '\r'))
        s++;
    if (*s == '-') {
        sign = f->sign_bit;
        s++;
    } else if (*s == '+') {
        s++;
    }

    if (!rt_isdig(*s) && !(*s == '.' && rt_isdig(s[1]))) {
        if (rt_match_ci(s, "inf")) {
            s += 3;
            if (rt_match_ci(s, "inity"))
                s += 5;
            if (endptr != NULL)
                *endptr = (char *)s;
            return sign | f->inf_bits;
        }
        if (rt_match_ci(s, "nan")) {
            unsigned long long r = f->qnan_bits;
            s += 3;
            if (*s == '(') {
                const unsigned char *t = s + 1;
                while (rt_isdig(*t) || (*t >= 'a' && *t <= 'z') ||
                       (*t >= 'A' && *t <= 'Z') || *t == '_')
                    t++;
                if (*t == ')') {
                    char *pe;
                    unsigned long long mant =
                        rt_strtox((const char *)s + 1, &pe, 0, 0,
                                  PS_ULLONG_MAX, 0);
                    if ((const unsigned char *)pe == t)
                        r |= mant & f->payload_mask;
                    s = t + 1;
                }
            }
            if (endptr != NULL)
                *endptr = (char *)s;
            return sign | r;
        }
        if (endptr != NULL)
            *endptr = (char *)nptr;
        return 0;
    }

    if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        hex = 1;
        s += 2;
    }
    start = s;
    while (*s == '0')
        s++;

    /* Is there anything beyond the leading zeros that continues a number? */
    c = *s;
    if (hex)
        ok = rt_hexval(c) >= 0 ||
             (c == '.' && (s != start || rt_hexval(s[1]) >= 0)) ||
             (s != start && (c == 'p' || c == 'P'));
    else
        ok = rt_isdig(c) || c == '.' || c == 'e' || c == 'E';
    if (!ok) {
        if (endptr != NULL) {
            if (s != start)
                *endptr = (char *)s;
            else
                *endptr = hex ? (char *)s - 1 : (char *)nptr;
        }
        return sign;
    }

    if (hex) {
        int nh = 0; /* significant hex digits kept in q */
        int v;
        long long e2 = 0;
        q = 0;
        while ((v = rt_hexval(*s)) >= 0) {
            if (nh < 15) {
                q = q * 16 + (unsigned int)v;
                nh++;
            } else {
                if (v != 0)
                    sticky = 1;
                e2 += 4;
            }
            s++;
        }
        if (*s == '.') {
            s++;
            while ((v = rt_hexval(*s)) >= 0) {
                if (nh == 0 && v == 0) {
                    e2 -= 4;
                } else if (nh < 15) {
                    q = q * 16 + (unsigned int)v;
                    nh++;
                    e2 -= 4;
                } else if (v != 0) {
                    sticky = 1;
                }
                s++;
            }
        }
        s = rt_parse_exp(s, 'p', &exp);
        if (endptr != NULL)
            *endptr = (char *)s;
        if (nh == 0)
            return sign;
        scale = e2 + exp;
    } else {
        struct rt_big num;
        struct rt_big den;
        struct rt_big t;
        int nd = 0; /* significant decimal digits kept in num */
        long long e10 = 0;
        long long bn, bd, sh;
        int i;

        rt_big_set(&num, 0);
        while (rt_isdig(*s)) {
            if (nd < RT_MAXDIG) {
                rt_big_muladd(&num, 10u, (unsigned int)(*s - '0'));
                nd++;
            } else {
                if (*s != '0')
                    sticky = 1;
                e10++;
            }
            s++;
        }
        if (*s == '.') {
            s++;
            while (rt_isdig(*s)) {
                if (nd == 0 && *s == '0') {
                    e10--;
                } else if (nd < RT_MAXDIG) {
                    rt_big_muladd(&num, 10u, (unsigned int)(*s - '0'));
                    nd++;
                    e10--;
                } else if (*s != '0') {
                    sticky = 1;
                }
                s++;
            }
        }
        s = rt_parse_exp(s, 'e', &exp);
        if (endptr != NULL)
            *endptr = (char *)s;
        if (nd == 0)
            return sign;
        e10 += exp;

        /* value is in [10^(nd-1+e10), 10^(nd+e10)) */
        if (nd + e10 > f->dec_over) {
            errno = ERANGE;
            return sign | f->inf_bits;
        }
        if (nd + e10 < f->dec_under) {
            errno = ERANGE;
            return sign;
        }

        rt_big_set(&den, 1);
        if (e10 >= 0)
            rt_big_mulpow10(&num, e10);
        else
            rt_big_mulpow10(&den, -e10);

        /* Scale so that q = floor(num / den) has p+3 or p+4 bits. */
        bn = rt_big_bitlen(&num);
        bd = rt_big_bitlen(&den);
        sh = f->p + 3 + bd - bn;
        if (sh >= 0)
            rt_big_shl(&num, sh);
        else
            rt_big_shl(&den, -sh);

        rt_big_copy(&t, &den);
        rt_big_shl(&t, f->p + 4);
        q = 0;
        for (i = f->p + 4; i >= 0; i--) {
            if (rt_big_cmp(&num, &t) >= 0) {
                rt_big_sub(&num, &t);
                q |= 1ULL << i;
            }
            rt_big_shr1(&t);
        }
        if (num.n != 0)
            sticky = 1;
        scale = -sh;
    }

    /* normalise q to have bit 63 set */
    while ((q >> 63) == 0) {
        q <<= 1;
        scale--;
    }
    return sign | rt_round_pack(q, scale, sticky, hex, f);
}

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
