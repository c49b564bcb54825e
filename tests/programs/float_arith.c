/* float and double arithmetic, fused/unfused multiply-add, accumulation error,
 * and printing with %f %e %g %a at many precisions. */
#include <stdio.h>

static double poly(double x) { return ((2.0 * x - 3.0) * x + 0.5) * x - 7.25; }
static float favg(const float *v, int n) {
    float s = 0.0f;
    for (int i = 0; i < n; i++)
        s += v[i];
    return s / (float)n;
}

int main(void) {
    /* a*b + c in one expression: clang emits llvm.fmuladd, which native x86-64
       code computes unfused (a rounded product, then a rounded sum) */
    double a = 1.0 + 0x1p-27, b = 1.0 - 0x1p-27, c = -1.0;
    double r = a * b + c;
    printf("a*b+c = %a (%g)\n", r, r);
    float fa = 1.0f + 0x1p-13f, fb = 1.0f - 0x1p-13f, fc = -1.0f;
    float fr = fa * fb + fc;
    printf("fa*fb+fc = %a (%g)\n", fr, fr);

    double x = 0.1, y = 0.2;
    printf("0.1+0.2 = %.17g, == 0.3: %d\n", x + y, x + y == 0.3);
    printf("sub %.17g mul %.17g div %.17g\n", y - x, x * y, x / y);
    printf("neg %g %g\n", -x, -(-x));

    for (int i = -3; i <= 3; i++)
        printf("poly(%d)=%g ", i, poly(i * 0.75));
    printf("\n");

    /* float (single precision) arithmetic */
    float v[10];
    for (int i = 0; i < 10; i++)
        v[i] = 1.0f / (float)(i + 1);
    printf("favg=%.9g\n", favg(v, 10));
    float f1 = 16777216.0f;
    f1 += 1.0f;
    printf("16777216f+1 = %.1f\n", f1);
    float fsum = 0.0f;
    double dsum = 0.0;
    for (int i = 0; i < 1000; i++) {
        fsum += 0.1f;
        dsum += 0.1;
    }
    printf("sums: %.9g %.17g\n", fsum, dsum);

    /* formatting */
    double vals[] = {0.0, 1.0, -1.5, 3.14159265358979, 1e-5, 123456789.125, 1e21, 6.02214076e23,
                     -2.5e-300, 0.000123456};
    for (int i = 0; i < 10; i++) {
        double d = vals[i];
        printf("%f|%.0f|%.2f|%10.3f|%-10.1f|%+f\n", d, d, d, d, d, d);
        printf("%e|%.0e|%.3E|%12.4e\n", d, d, d, d);
        printf("%g|%.1g|%.10g|%G|%#g|%a|%.3a|%A\n", d, d, d, d, d, d, d, d);
    }
    float fv = 2.71828f;
    printf("float: %f %e %g %a\n", fv, fv, fv, fv);
    printf("rounding: %.0f %.0f %.0f %.0f %.1f %.2f\n", 0.5, 1.5, 2.5, -0.5, 0.05, 0.125);
    printf("big: %.3f %f\n", 1e15 + 0.3, 9007199254740993.0);
    printf("prec: %.20f %.15e %.17g\n", 1.0 / 3.0, 2.0 / 3.0, 0.1);

    /* compound assignments and increments on doubles */
    double d = 1.0;
    for (int i = 0; i < 20; i++) {
        d *= 1.5;
        d -= 0.25;
        d /= 1.125;
    }
    d++;
    printf("d=%.15g\n", d);
    return 0;
}
