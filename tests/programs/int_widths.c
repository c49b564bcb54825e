/* Sizes, limits and printing of every integer type, signed and unsigned. */
#include <limits.h>
#include <stdio.h>

int main(void) {
    printf("sizes: char=%zu short=%zu int=%zu long=%zu llong=%zu bool=%zu ptr=%zu\n",
           sizeof(char), sizeof(short), sizeof(int), sizeof(long), sizeof(long long),
           sizeof(_Bool), sizeof(void *));
    printf("char: %d..%d uchar max %u schar min %d\n", CHAR_MIN, CHAR_MAX, UCHAR_MAX, SCHAR_MIN);
    printf("short: %d..%d ushort max %u\n", SHRT_MIN, SHRT_MAX, USHRT_MAX);
    printf("int: %d..%d uint max %u\n", INT_MIN, INT_MAX, UINT_MAX);
    printf("long: %ld..%ld ulong max %lu\n", LONG_MIN, LONG_MAX, ULONG_MAX);
    printf("llong: %lld..%lld ullong max %llu\n", LLONG_MIN, LLONG_MAX, ULLONG_MAX);

    signed char sc = -128;
    unsigned char uc = 255;
    short s = -32768;
    unsigned short us = 65535;
    int i = -2147483647 - 1;
    unsigned u = 4294967295u;
    long l = -1234567890123L;
    unsigned long ul = 18446744073709551615ul;
    long long ll = -9223372036854775807LL - 1;
    unsigned long long ull = 0xfedcba9876543210ull;
    _Bool b = 42;

    printf("hhd %hhd hhu %hhu hhx %hhx\n", sc, uc, uc);
    printf("hd %hd hu %hu hx %hx\n", s, us, us);
    printf("d %d u %u x %x o %o\n", i, u, u, u);
    printf("ld %ld lu %lu lx %lx\n", l, ul, ul);
    printf("lld %lld llu %llu llx %llx llX %llX\n", ll, ull, ull, ull, ull);
    printf("bool %d, !b %d, b+b %d\n", b, !b, b + b);

    /* values stored in narrower variables through a loop */
    for (int k = 0; k < 4; k++) {
        long long big = 0x0123456789abcdefLL >> (k * 8);
        signed char c8 = (signed char)big;
        short c16 = (short)big;
        int c32 = (int)big;
        unsigned char u8 = (unsigned char)big;
        unsigned short u16 = (unsigned short)big;
        unsigned u32 = (unsigned)big;
        printf("k=%d: %d %d %d %u %u %u\n", k, c8, c16, c32, u8, u16, u32);
    }

    /* _Bool from various sources */
    _Bool bs[6];
    bs[0] = 0.5;
    bs[1] = -1;
    bs[2] = 0;
    bs[3] = 256;
    bs[4] = (void *)&bs[0] != 0;
    bs[5] = 0.0;
    for (int k = 0; k < 6; k++)
        printf("bs[%d]=%d ", k, bs[k]);
    printf("\n");
    return 0;
}
