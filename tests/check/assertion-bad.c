// expect: assertion line 18
/* A clamp returns the lower bound for values above the upper one. */
#include <assert.h>

extern int __VERIFIER_nondet_int(void);

static int clamp(int v, int lo, int hi) {
    if (v < lo)
        return lo;
    if (v > hi)
        return lo;
    return v;
}

int main(void) {
    int v = __VERIFIER_nondet_int();
    int c = clamp(v, 0, 100);
    assert(v <= 100 || c == 100);
    return c;
}
