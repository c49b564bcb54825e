/* Division and remainder: signs, widths, powers of two, unsigned, div()/ldiv(). */
#include <stdio.h>
#include <stdlib.h>

static const int nums[] = {7, -7, 100, -100, 1, -1, 0, 2147483647, -2147483647 - 1};
static const int dens[] = {2, -2, 3, -3, 7, -7, 1, -1, 16, 2147483647};

int main(void) {
    int nn = (int)(sizeof nums / sizeof nums[0]);
    int nd = (int)(sizeof dens / sizeof dens[0]);
    for (int i = 0; i < nn; i++) {
        printf("%11d:", nums[i]);
        for (int j = 0; j < nd; j++) {
            if (nums[i] == -2147483647 - 1 && dens[j] == -1)
                continue; /* overflows */
            printf(" %d/%d", nums[i] / dens[j], nums[i] % dens[j]);
        }
        printf("\n");
    }

    /* 64-bit */
    long long a = -9000000000000000001LL;
    long long bs[] = {2, -3, 1000000007, -10, 9000000000000000000LL};
    for (int j = 0; j < 5; j++)
        printf("ll %lld / %lld = %lld rem %lld\n", a, bs[j], a / bs[j], a % bs[j]);
    unsigned long long ua = 18000000000000000001ull;
    for (int j = 0; j < 5; j++) {
        unsigned long long d = (unsigned long long)bs[j];
        printf("ull %llu / %llu = %llu rem %llu\n", ua, d, ua / d, ua % d);
    }

    /* unsigned 32-bit vs signed with the same bits */
    unsigned u = 0xfffffff0u;
    int s = (int)u;
    printf("u/3=%u u%%3=%u s/3=%d s%%3=%d\n", u / 3, u % 3, s / 3, s % 3);

    /* narrow types promote to int */
    signed char c = -100;
    unsigned char uc = 200;
    short sh = -30000;
    unsigned short ush = 60000;
    printf("c/7=%d c%%7=%d uc/7=%d uc%%7=%d sh/7=%d sh%%7=%d ush/-7=%d ush%%-7=%d\n", c / 7,
           c % 7, uc / 7, uc % 7, sh / 7, sh % 7, ush / -7, ush % -7);

    /* powers of two, which compilers like to turn into shifts */
    for (int v = -9; v <= 9; v += 3)
        printf("%d/4=%d %d%%4=%d %d/8u=%u ", v, v / 4, v, v % 4, v, (unsigned)v / 8u);
    printf("\n");

    /* compound assignments */
    int x = 1000;
    x /= -7;
    x %= 9;
    printf("x=%d\n", x);

    /* library division */
    div_t d = div(-17, 5);
    ldiv_t ld = ldiv(17L, -5L);
    lldiv_t lld = lldiv(-170000000000LL, 3LL);
    printf("div %d %d ldiv %ld %ld lldiv %lld %lld\n", d.quot, d.rem, ld.quot, ld.rem, lld.quot,
           lld.rem);
    return 0;
}
