// expect: overflow line 9
// flags: --check-overflow
/* The total length of two non-negative lengths is computed without an overflow check. */
extern int __VERIFIER_nondet_int(void);

static int total_length(int a, int b) {
    if (a < 0 || b < 0)
        return -1;
    return a + b;
}

int main(void) {
    int a = __VERIFIER_nondet_int();
    int b = __VERIFIER_nondet_int();
    return total_length(a, b) > 4096 ? 1 : 0;
}
