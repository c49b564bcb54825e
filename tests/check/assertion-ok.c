// expect: none
/* A clamp returns the nearest bound for values outside the range. */
#include <assert.h>

extern int __VERIFIER_nondet_int(void);

static int clamp(int v, int lo, int hi) {
    if (v < lo)
        return lo;
    if (v > hi)
        return hi;
    return v;
}

int main(void) {
    int v = __VERIFIER_nondet_int();
    int c = clamp(v, 0, 100);
    assert(v <= 100 || c == 100);
    return c;
}
