// The path stage of `verify` on a safe task: seven readings, each classified against two
// thresholds and a parity, folded into a signature no two paths share, and counts whose
// sum the assertion checks. About 16,000 paths, none reaching reach_error(); nothing but
// exploring them proves it.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
    unsigned sig = 0;
    int low = 0, high = 0, even = 0, odd = 0;
    for (int i = 0; i < 7; i++) {
        int r = __VERIFIER_nondet_int();
        unsigned k;
        if (r < -100) {
            low++;
            k = 0;
        } else if (r > 100) {
            high++;
            k = 1;
        } else if (r % 2 == 0) {
            even++;
            k = 2;
        } else {
            odd++;
            k = 3;
        }
        sig = sig * 4 + k;
    }
    if (low + high + even + odd != 7 || sig >= 16384)
        reach_error();
    return 0;
}
