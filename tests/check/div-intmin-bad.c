// expect: div-by-zero line 8
/* A ratio guards against a zero divisor but not against INT_MIN / -1. */
extern int __VERIFIER_nondet_int(void);

static int ratio(int a, int b) {
    if (b == 0)
        return 0;
    return a / b;
}

int main(void) {
    int a = __VERIFIER_nondet_int();
    int b = __VERIFIER_nondet_int();
    return ratio(a, b) > 0 ? 1 : 0;
}
