// The path stage of `verify` on a safe task: six readings, each classified against two
// thresholds, and a running score whose range the assertion checks. About 10^4 paths, none
// reaching reach_error(); nothing but exploring them all proves it.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
    int score = 0, low = 0, high = 0;
    for (int i = 0; i < 6; i++) {
        int r = __VERIFIER_nondet_int();
        if (r < -100) {
            low++;
            score -= 2;
        } else if (r > 100) {
            high++;
            score += 3;
        } else if (r % 2 == 0) {
            score += 1;
        }
        if (low > 4 && high > 0)
            score = 0;
    }
    if (score < -12 || score > 18 || low + high > 6)
        reach_error();
    return 0;
}
