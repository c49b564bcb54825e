/* User-written variadic functions: va_start/va_arg/va_end with int, long,
 * long long, double, pointers, mixed format-driven arguments, va_copy, passing
 * a va_list on, and more arguments than fit in registers. */
#include <stdarg.h>
#include <stdio.h>

static int sum_ints(int count, ...) {
    va_list ap;
    va_start(ap, count);
    int s = 0;
    for (int i = 0; i < count; i++)
        s += va_arg(ap, int);
    va_end(ap);
    return s;
}

static long long sum_longs(int count, ...) {
    va_list ap;
    va_start(ap, count);
    long long s = 0;
    for (int i = 0; i < count; i++)
        s += va_arg(ap, long);
    va_end(ap);
    return s;
}

static double avg_doubles(int count, ...) {
    va_list ap;
    va_start(ap, count);
    double s = 0;
    for (int i = 0; i < count; i++)
        s += va_arg(ap, double);
    va_end(ap);
    return s / count;
}

static size_t total_len(const char *first, ...) {
    va_list ap;
    va_start(ap, first);
    size_t n = 0;
    for (const char *s = first; s; s = va_arg(ap, const char *))
        while (*s++)
            n++;
    va_end(ap);
    return n;
}

/* format: i=int, l=long long, d=double, s=string, c=char, p=int pointer */
static void show(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    for (const char *f = fmt; *f; f++) {
        switch (*f) {
        case 'i': printf("i:%d ", va_arg(ap, int)); break;
        case 'l': printf("l:%lld ", va_arg(ap, long long)); break;
        case 'd': printf("d:%g ", va_arg(ap, double)); break;
        case 's': printf("s:%s ", va_arg(ap, const char *)); break;
        case 'c': printf("c:%c ", (char)va_arg(ap, int)); break;
        case 'p': {
            int *p = va_arg(ap, int *);
            printf("p:%d ", *p);
            *p += 1;
            break;
        }
        }
    }
    va_end(ap);
    printf("\n");
}

/* walks the list twice using va_copy */
static void twice(int count, ...) {
    va_list ap, again;
    va_start(ap, count);
    va_copy(again, ap);
    int max = -1000000;
    for (int i = 0; i < count; i++) {
        int v = va_arg(ap, int);
        if (v > max)
            max = v;
    }
    int above = 0;
    for (int i = 0; i < count; i++)
        if (va_arg(again, int) * 2 > max)
            above++;
    va_end(again);
    va_end(ap);
    printf("twice: max %d, %d values above half\n", max, above);
}

static int vsum(int count, va_list ap) {
    int s = 0;
    for (int i = 0; i < count; i++)
        s += va_arg(ap, int) * (i + 1);
    return s;
}

static int weighted(int count, ...) {
    va_list ap;
    va_start(ap, count);
    int r = vsum(count, ap);
    va_end(ap);
    return r;
}

/* hands a copy of the list to a helper, then walks the original itself */
static int partial(int count, ...) {
    va_list ap, cp;
    va_start(ap, count);
    va_copy(cp, ap);
    int first = vsum(2, cp);
    va_end(cp);
    int all = 0;
    for (int i = 0; i < count; i++)
        all = all * 10 + va_arg(ap, int);
    va_end(ap);
    return first * 100000 + all;
}

struct pair {
    int a;
    double b;
};

static double struct_args(int n, ...) {
    va_list ap;
    va_start(ap, n);
    double s = 0;
    for (int i = 0; i < n; i++) {
        struct pair p = va_arg(ap, struct pair);
        s += p.a * p.b;
    }
    va_end(ap);
    return s;
}

int main(void) {
    printf("sum_ints: %d %d %d\n", sum_ints(0), sum_ints(3, 1, 2, 3),
           sum_ints(12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
    printf("sum_longs: %lld\n", sum_longs(7, 1L << 40, -1L, 2L, 3L << 33, 4L, 5L, 6L));
    printf("avg_doubles: %g %g\n", avg_doubles(2, 1.0, 2.0),
           avg_doubles(11, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.5));
    printf("total_len: %zu\n", total_len("one", "three", "", "fifteen", (char *)0));
    int counter = 10;
    show("ildsc", 42, -5000000000LL, 0.5, "str", 'Z');
    show("pdipdi", &counter, 1.25, 7, &counter, -2.5, 8);
    printf("counter=%d\n", counter);
    show("dddddddddiiiiiiil", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 1, 2, 3, 4, 5, 6, 7,
         1LL << 62);
    short sh = -3;
    unsigned char uc = 250;
    float fl = 1.5f; /* promoted to double */
    show("iid", sh, uc, fl);
    twice(6, 4, 9, -3, 17, 8, 12);
    printf("weighted: %d\n", weighted(4, 10, 20, 30, 40));
    printf("partial: %d\n", partial(5, 3, 4, 7, 8, 9));
    printf("struct_args: %g\n", struct_args(3, (struct pair){1, 1.5}, (struct pair){2, 2.5},
                                            (struct pair){-3, 0.5}));
    return 0;
}
