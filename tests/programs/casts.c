/* Integer conversions in every direction: truncation, zero and sign extension,
 * through variables, function parameters, return values and stores. */
#include <stdio.h>

static signed char to_s8(long long v) { return (signed char)v; }
static unsigned char to_u8(long long v) { return (unsigned char)v; }
static short to_s16(long long v) { return (short)v; }
static unsigned short to_u16(long long v) { return (unsigned short)v; }
static int to_s32(long long v) { return (int)v; }
static unsigned to_u32(long long v) { return (unsigned)v; }
static long long widen_s8(signed char c) { return c; }
static long long widen_u8(unsigned char c) { return c; }
static unsigned long long widen_s16(short s) { return (unsigned long long)s; }
static long long widen_u32(unsigned u) { return u; }

int main(void) {
    long long samples[] = {0, 1, -1, 127, 128, 255, 256, -128, -129, 32767, 32768, 65535,
                           65536, -32769, 2147483647LL, 2147483648LL, 4294967295LL,
                           -4294967296LL, 0x123456789abcdefLL, -0x123456789abcdefLL};
    int n = (int)(sizeof samples / sizeof samples[0]);
    for (int i = 0; i < n; i++) {
        long long v = samples[i];
        printf("%20lld -> s8 %4d u8 %3u s16 %6d u16 %5u s32 %11d u32 %10u\n", v, to_s8(v),
               to_u8(v), to_s16(v), to_u16(v), to_s32(v), to_u32(v));
    }
    for (int i = 0; i < n; i++) {
        long long v = samples[i];
        printf("widen %lld: %lld %lld %llu %lld\n", v, widen_s8(to_s8(v)), widen_u8(to_u8(v)),
               widen_s16(to_s16(v)), widen_u32(to_u32(v)));
    }
    /* chains of casts */
    int x = -1;
    printf("(ull)(unsigned)-1 = %llu\n", (unsigned long long)(unsigned)x);
    printf("(ull)(int)-1 = %llu\n", (unsigned long long)x);
    printf("(ll)(uchar)-1 = %lld\n", (long long)(unsigned char)x);
    printf("(int)(short)(uchar)300 = %d\n", (int)(short)(unsigned char)300);
    printf("(ushort)(schar)200 = %u\n", (unsigned short)(signed char)200);

    /* stores through narrower pointers into wider objects (via unsigned char view) */
    unsigned word = 0;
    unsigned char *bytes = (unsigned char *)&word;
    for (int i = 0; i < 4; i++)
        bytes[i] = (unsigned char)(0x11 * (i + 1));
    printf("word=%08x\n", word);
    unsigned long long q = 0x1122334455667788ull;
    unsigned short *halves = (unsigned short *)&q;
    printf("halves: %04x %04x %04x %04x\n", halves[0], halves[1], halves[2], halves[3]);

    /* bool conversions */
    long long vals[] = {0, 1, -1, 1LL << 40, 256};
    for (int i = 0; i < 5; i++) {
        _Bool b = vals[i];
        unsigned char low = (unsigned char)vals[i];
        printf("bool(%lld)=%d low=%u ", vals[i], b, low);
    }
    printf("\n");

    /* integer promotion in arithmetic on narrow types */
    unsigned char a8 = 250, b8 = 10;
    int sum = a8 + b8;
    unsigned char wrapped = (unsigned char)(a8 + b8);
    printf("sum=%d wrapped=%u ~a8=%d\n", sum, wrapped, ~a8);
    short s1 = 30000, s2 = 30000;
    int prod = s1 * s2;
    printf("s1*s2=%d\n", prod);
    return 0;
}
