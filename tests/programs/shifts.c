/* Left, logical right and arithmetic right shifts at every width, by constants
 * and variable amounts. */
#include <stdio.h>

static int sh_amounts[] = {0, 1, 3, 7, 8, 15, 16, 31};

int main(void) {
    int n = (int)(sizeof sh_amounts / sizeof sh_amounts[0]);
    for (int i = 0; i < n; i++) {
        int k = sh_amounts[i];
        unsigned u = 0x80000001u;
        int neg = -123456789;
        int pos = 123456789;
        printf("k=%2d: u<<k=%08x u>>k=%08x neg>>k=%d pos>>k=%d pos<<k(u)=%u\n", k, u << k,
               u >> k, neg >> k, pos >> k, (unsigned)pos << k);
    }
    for (int k = 0; k < 64; k += 9) {
        unsigned long long v = 0x8000000000000001ull;
        long long s = -0x123456789abcdefLL;
        printf("k=%2d: v<<k=%016llx v>>k=%016llx s>>k=%lld\n", k, v << k, v >> k, s >> k);
    }
    /* shifts of narrow types are done in int after promotion */
    unsigned char uc = 0xf0;
    signed char sc = -16;
    unsigned short us = 0xabcd;
    short ss = -2;
    printf("uc<<4=%d uc>>4=%d sc>>2=%d sc*8=%d\n", uc << 4, uc >> 4, sc >> 2, sc * 8);
    printf("us<<8=%d us>>8=%d ss>>1=%d\n", us << 8, us >> 8, ss >> 1);
    uc = (unsigned char)(uc << 2);
    printf("uc stored back=%u\n", uc);

    /* compound shift assignments */
    long l = 1;
    for (int i = 0; i < 5; i++) {
        l <<= 7;
        l |= i;
    }
    printf("l=%ld\n", l);
    long long m = -1;
    m >>= 40;
    printf("m=%lld\n", m);
    unsigned long long um = ~0ull;
    um >>= 40;
    printf("um=%llu\n", um);

    /* shift amounts from different integer types */
    long long amount = 5;
    unsigned char amount8 = 3;
    printf("1<<ll5=%d 1ull<<uc3=%llu\n", 1 << amount, 1ull << amount8);

    /* rotate idiom */
    unsigned x = 0x12345678;
    for (int r = 0; r < 32; r += 4)
        printf("%08x ", (x << r) | (x >> ((32 - r) & 31)));
    printf("\n");
    return 0;
}
