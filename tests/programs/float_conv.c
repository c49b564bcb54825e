/* Conversions between floating-point and integer types: truncation toward zero,
 * negative values, large values near the limits, rounding of wide integers. */
#include <stdio.h>

static int d2i(double d) { return (int)d; }
static unsigned d2u(double d) { return (unsigned)d; }
static long long d2ll(double d) { return (long long)d; }
static unsigned long long d2ull(double d) { return (unsigned long long)d; }
static short f2s(float f) { return (short)f; }
static unsigned char f2uc(float f) { return (unsigned char)f; }

int main(void) {
    double ds[] = {0.0, -0.0, 0.5, -0.5, 0.99, -0.99, 1.5, -1.5, 2.5, -2.5, 123456.789,
                   -123456.789, 2147483647.9, -2147483648.9, 1e9, -1e9};
    int n = (int)(sizeof ds / sizeof ds[0]);
    for (int i = 0; i < n; i++)
        printf("%.3f -> int %d ll %lld\n", ds[i], d2i(ds[i]), d2ll(ds[i]));

    double us[] = {0.0, 0.7, -0.7, 3e9, 4294967295.5, 1e18, 9.2e18, 9223372036854775808.0,
                   1.8e19, 18446744073709549568.0};
    for (int i = 0; i < 10; i++) {
        if (us[i] < 4294967296.0)
            printf("%.1f -> unsigned %u ", us[i], d2u(us[i]));
        printf("%.1f -> ull %llu\n", us[i], d2ull(us[i]));
    }
    printf("ll extremes: %lld %lld\n", d2ll(9.2e18), d2ll(-9223372036854775808.0));

    float fs[] = {-32768.9f, 32767.9f, 255.99f, 0.001f, -0.999f, 100.5f};
    for (int i = 0; i < 6; i++) {
        if (fs[i] > -1.0f)
            printf("%.3f -> uchar %u ", fs[i], fs[i] < 256.0f ? f2uc(fs[i]) : 0);
        printf("%.3f -> short %d\n", fs[i], f2s(fs[i]));
    }

    /* integer -> floating with rounding */
    int big_i = 16777217;
    float f = (float)big_i;
    printf("16777217 -> float %.1f\n", f);
    long long l53 = (1LL << 53) + 1;
    printf("2^53+1 -> double %.1f\n", (double)l53);
    long long l = -9223372036854775807LL - 1;
    printf("LLONG_MIN -> double %.1f, float %.1f\n", (double)l, (float)l);
    unsigned long long ull = 18446744073709551615ull;
    printf("ULLONG_MAX -> double %.1f float %.1f\n", (double)ull, (float)ull);
    unsigned long long ull2 = 0x8000000000000401ull;
    printf("2^63+1025 -> double %.1f\n", (double)ull2);
    unsigned u = 4294967295u;
    printf("UINT_MAX -> float %.1f double %.1f\n", (float)u, (double)u);
    unsigned char uc = 200;
    signed char sc = -100;
    short sh = -32768;
    printf("small ints -> double: %f %f %f\n", (double)uc, (double)sc, (double)sh);

    /* float <-> double */
    double third = 1.0 / 3.0;
    float ft = (float)third;
    double back = ft;
    printf("third %.17g float %.9g back %.17g\n", third, ft, back);
    float tenth = 0.1f;
    printf("0.1f as double %.20f\n", (double)tenth);
    double tiny = 1e-40;
    float ftiny = (float)tiny;
    printf("1e-40 -> float %g (subnormal)\n", ftiny);

    /* round trips through integer */
    double acc = 0;
    for (int i = -5; i <= 5; i++) {
        double v = i * 1.75;
        acc += (double)(int)v;
        printf("%d ", (int)v);
    }
    printf("acc=%g\n", acc);
    return 0;
}
