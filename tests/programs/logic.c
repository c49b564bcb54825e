/* Short-circuit && and ||, the conditional operator, ! and comparisons used
 * as values: the shapes that produce phi nodes and selects. */
#include <stdio.h>

static int calls;
static int trace[64];

static int t(int id, int value) {
    trace[calls++] = id;
    return value;
}

static void show(const char *label, int result) {
    printf("%s = %d, evaluated:", label, result);
    for (int i = 0; i < calls; i++)
        printf(" %d", trace[i]);
    printf("\n");
    calls = 0;
}

static int safe_div(int a, int b) { return b != 0 && a % b == 0; }

int main(void) {
    show("0 && x", t(1, 0) && t(2, 1));
    show("1 && 1", t(1, 1) && t(2, 5));
    show("1 || x", t(1, 7) || t(2, 0));
    show("0 || 0", t(1, 0) || t(2, 0));
    show("a && b || c", t(1, 1) && t(2, 0) || t(3, 1));
    show("a || b && c", t(1, 0) || t(2, 1) && t(3, 0));
    show("(a || b) && (c || d)", (t(1, 0) || t(2, 1)) && (t(3, 0) || t(4, 2)));
    show("!a && !b", !t(1, 0) && !t(2, 3));
    show("ternary", t(1, 1) ? t(2, 10) : t(3, 20));
    show("ternary else", t(1, 0) ? t(2, 10) : t(3, 20));
    show("nested ternary", t(1, 0) ? t(2, 1) : t(3, 0) ? t(4, 2) : t(5, 3));
    show("comma", (t(1, 1), t(2, 2), t(3, 3)));

    int hits = 0;
    for (int a = -3; a <= 3; a++)
        for (int b = -3; b <= 3; b++)
            hits += safe_div(a, b);
    printf("safe_div hits=%d\n", hits);

    /* logical results as integers and in arithmetic */
    int vals[] = {0, 1, -1, 42};
    for (int i = 0; i < 4; i++) {
        int v = vals[i];
        printf("v=%d: !v=%d !!v=%d (v&&1)=%d (v||0)=%d v>0=%d sign=%d\n", v, !v, !!v, v && 1,
               v || 0, v > 0, (v > 0) - (v < 0));
    }
    /* selects of different types */
    long long big = 1LL << 40;
    double d = 2.5;
    const char *s = "yes";
    for (int i = 0; i < 3; i++) {
        long long l = i == 1 ? big : -big;
        double e = i > 0 ? d * i : -d;
        const char *str = i == 2 ? s : "no";
        unsigned char uc = i ? 200 : 100;
        printf("i=%d: %lld %g %s %u\n", i, l, e, str, uc);
    }
    /* values merged from several paths */
    int res = 0;
    for (int i = 0; i < 10; i++) {
        int r = i < 3 ? i : i < 6 ? i * 10 : i < 8 ? -i : 1000;
        res += (i & 1) && r > 5 ? r : 0;
    }
    printf("res=%d\n", res);
    /* pointer truthiness */
    int x = 5;
    int *p = &x, *np = 0;
    printf("ptr: %d %d %d %d\n", !p, !np, p && *p == 5, np || p);
    /* conditional lvalue through pointers */
    int y = 0;
    *(x > 3 ? &x : &y) += 10;
    printf("x=%d y=%d\n", x, y);
    return 0;
}
