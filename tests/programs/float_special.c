/* Infinities, NaN, signed zero, subnormals: comparisons (ordered and
 * unordered), arithmetic and printing. */
#include <float.h>
#include <math.h>
#include <stdio.h>

static int classify(double d) {
    if (d != d)
        return 0; /* NaN */
    if (d == INFINITY || d == -INFINITY)
        return 1;
    if (d == 0.0)
        return 2;
    if (d > -DBL_MIN && d < DBL_MIN)
        return 3; /* subnormal */
    return 4;
}

int main(void) {
    double inf = INFINITY, ninf = -INFINITY, nan = NAN, zero = 0.0, nzero = -0.0, one = 1.0;
    double vals[] = {nan, inf, ninf, zero, nzero, one, DBL_MIN / 4, DBL_MAX};
    const char *names[] = {"nan", "inf", "-inf", "0", "-0", "1", "sub", "max"};
    for (int i = 0; i < 8; i++) {
        for (int j = 0; j < 8; j++) {
            double a = vals[i], b = vals[j];
            printf("%d%d%d%d%d%d ", a < b, a <= b, a > b, a >= b, a == b, a != b);
        }
        printf(" %s class %d\n", names[i], classify(vals[i]));
    }
    /* arithmetic producing specials */
    /* the sign of a NaN produced by arithmetic is unspecified: test, don't print */
    double d1 = inf - inf, d2 = inf * zero, d3 = nan + one;
    printf("inf-inf nan? %d inf*0 nan? %d nan+1 nan? %d inf+1=%f -inf*2=%f\n", d1 != d1,
           d2 != d2, d3 != d3, inf + one, ninf * 2.0);
    printf("max*2=%f -max*2=%f\n", DBL_MAX * 2.0, -DBL_MAX * 2.0);
    printf("nan=%f nan==nan %d nan!=nan %d\n", nan, nan == nan, nan != nan);
    printf("1/inf=%f 1/-inf=%f\n", one / inf, one / ninf);
    printf("signed zero: %f %f %g %e\n", zero, nzero, nzero, nzero);
    printf("0 == -0: %d, -0 * -1 = %f\n", zero == nzero, nzero * -1.0);
    printf("%%a: %a %a %a %a\n", inf, ninf, zero, nzero);
    printf("widths: [%8f] [%-8f] [%+f] [%08.2f]\n", inf, ninf, inf, nan);
    printf("upper: %F %E %G\n", inf, ninf, inf);
    printf("subnormal: %g %a %.3e\n", DBL_MIN / 4, DBL_MIN / 4, DBL_TRUE_MIN);
    printf("limits: %g %g %a\n", DBL_MIN, DBL_MAX, DBL_EPSILON);
    float fi = INFINITY, fn = NAN;
    printf("float: %f %f %d %d\n", fi, -fi, fn != fn, fi > FLT_MAX);
    printf("flt limits: %g %g %a\n", FLT_MIN, FLT_MAX, FLT_EPSILON);

    /* NaN in conditions: every ordered comparison is false */
    int taken = 0;
    if (!(nan < one))
        taken |= 1;
    if (!(nan >= one))
        taken |= 2;
    if (nan != nan)
        taken |= 4;
    double m = nan > one ? nan : one;
    printf("taken=%d m=%f\n", taken, m);

    /* overflow and underflow in loops */
    double g = 1.0;
    int steps = 0;
    while (g != INFINITY) {
        g *= 1e10;
        steps++;
    }
    double h = 1.0;
    int down = 0;
    while (h != 0.0) {
        h /= 1e10;
        down++;
    }
    printf("steps to inf %d, to zero %d\n", steps, down);

    /* <math.h> classification macros (clang: llvm.fabs, fcmp uno/one/...) */
    for (int i = 0; i < 8; i++) {
        double v = vals[i];
        printf("%s: isnan %d isinf %d isfinite %d isnormal %d signbit %d fpclassify %d fabs %g\n",
               names[i], isnan(v) != 0, isinf(v) != 0, isfinite(v) != 0, isnormal(v) != 0,
               signbit(v) != 0, fpclassify(v), fabs(v));
    }
    printf("isless %d isunordered %d islessgreater %d %d isgreaterequal %d\n",
           isless(one, inf), isunordered(nan, one), islessgreater(one, zero),
           islessgreater(nan, one), isgreaterequal(nzero, zero));
    float ff = -0.0f;
    printf("float signbit %d isinf %d\n", signbit(ff) != 0, isinf((float)INFINITY) != 0);
    return 0;
}
