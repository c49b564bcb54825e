/*
 * strto.h - the conversion cores of strtol and strtod, as static helpers.
 *
 * Included by stdlib.c (strto*, ato*) and stdio_in.c (the scanf family's
 * floating-point conversions), so that neither calls the other's public
 * functions: a program that defines its own strtod does not change how
 * scanf converts.  Include after pathsift_rt.h.
 */
#ifndef PATHSIFT_STRTO_H
#define PATHSIFT_STRTO_H

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

#endif /* PATHSIFT_STRTO_H */
