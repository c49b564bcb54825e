/* Unsigned wraparound and modular conversions to signed types, at every width. */
#include <limits.h>
#include <stdio.h>

static unsigned char add_u8(unsigned char a, unsigned char b) { return a + b; }
static unsigned short mul_u16(unsigned short a, unsigned short b) { return (unsigned short)((unsigned)a * b); }

int main(void) {
    unsigned u = UINT_MAX;
    u += 1;
    printf("UINT_MAX+1 = %u\n", u);
    u = 0;
    u -= 1;
    printf("0u-1 = %u\n", u);
    unsigned long long ull = 0;
    ull--;
    printf("0ull-1 = %llu\n", ull);
    ull = 0xffffffffffffffffull;
    ull *= ull;
    printf("max*max = %llu\n", ull);
    unsigned long ul = 3000000000ul;
    ul *= 7;
    printf("3e9*7 ul = %lu\n", ul);

    printf("u8 200+100 = %u\n", add_u8(200, 100));
    printf("u16 300*300 = %u\n", mul_u16(300, 300));

    /* multiplication that wraps in 32 bits */
    unsigned h = 2166136261u;
    for (int i = 0; i < 10; i++) {
        h ^= (unsigned)i;
        h *= 16777619u;
    }
    printf("fnv = %u (0x%08x)\n", h, h);

    unsigned long long x = 0x9e3779b97f4a7c15ull;
    for (int i = 0; i < 5; i++) {
        x ^= x >> 29;
        x *= 0xbf58476d1ce4e5b9ull;
        printf("x%d = %016llx\n", i, x);
    }

    /* conversions of out-of-range values to signed types (modular in gcc and clang) */
    int big = 300;
    signed char sc = (signed char)big;
    short sh = (short)70000;
    int from_u = (int)3000000000u;
    long long from_ull = (long long)0xffffffff00000000ull;
    printf("sc=%d sh=%d from_u=%d from_ull=%lld\n", sc, sh, from_u, from_ull);

    /* negative values converted to unsigned */
    int neg = -5;
    printf("(unsigned)-5=%u (uchar)-5=%u (ushort)-5=%u (ull)-5=%llu\n", (unsigned)neg,
           (unsigned char)neg, (unsigned short)neg, (unsigned long long)neg);

    /* unsigned negation and subtraction */
    unsigned a = 5, b = 7;
    printf("a-b=%u -a=%u ~a=%u\n", a - b, -a, ~a);
    unsigned short usa = 5, usb = 7;
    printf("promoted short a-b=%d\n", usa - usb);
    unsigned char c = 0;
    c--;
    printf("uchar 0-- = %u\n", c);

    /* counting loop that relies on wraparound to terminate */
    unsigned char cnt = 250;
    int steps = 0;
    while (cnt != 4) {
        cnt++;
        steps++;
    }
    printf("steps=%d\n", steps);
    return 0;
}
