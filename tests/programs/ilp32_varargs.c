// data-model: ILP32
/* Variadic calls and the printf family on i386: long is 32-bit, long long and
 * double take two stack slots, pointers are 32-bit. */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

/* l=long L=long long d=double p=pointer i=int */
static long long mixed(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    long long acc = 0;
    for (const char *f = fmt; *f; f++) {
        switch (*f) {
        case 'l': acc += va_arg(ap, long); break;
        case 'L': acc += va_arg(ap, long long); break;
        case 'd': acc += (long long)(va_arg(ap, double) * 4); break;
        case 'p': acc += *va_arg(ap, int *); break;
        case 'i': acc += va_arg(ap, int); break;
        }
    }
    va_end(ap);
    return acc;
}

static unsigned long checksum(int n, ...) {
    va_list ap, copy;
    va_start(ap, n);
    va_copy(copy, ap);
    unsigned long h = 5381;
    for (int i = 0; i < n; i++)
        h = h * 33 + va_arg(ap, unsigned long);
    for (int i = 0; i < n; i++)
        h ^= va_arg(copy, unsigned long) << (i % 8);
    va_end(copy);
    va_end(ap);
    return h;
}

int main(void) {
    int seven = 7;
    printf("mixed: %lld\n", mixed("lLdpi", -5L, 1LL << 40, 2.25, &seven, 3));
    printf("mixed: %lld\n", mixed("LLLL", -1LL, -2LL, 3LL << 50, 4LL));
    printf("checksum: %lu\n", checksum(5, 1ul, 4000000000ul, 3ul, 0xfffffffful, 77ul));
    printf("long %ld %lu %lx ll %lld %llx\n", -2147483647L - 1, 4294967295ul, 0xdeadbeeful,
           -(1LL << 40), 0x1234567890abcdefULL);
    printf("mixed widths: %d %lld %d %ld %d\n", 1, 2LL, 3, 4L, 5);
    printf("doubles: %g %.3f %e\n", 0.5, -1.25, 1024.0);
    printf("size_t %zu ptrdiff %td\n", sizeof(long double), (ptrdiff_t)-12);
    return 0;
}
