// expect: none
/* An average guarded against an empty set, and a ratio guarded against zero and INT_MIN / -1. */
#include <limits.h>

extern int __VERIFIER_nondet_int(void);

static int ratio(int a, int b) {
    if (b == 0 || (a == INT_MIN && b == -1))
        return 0;
    return a / b;
}

int main(void) {
    int sum = 0, count = 0;
    for (int i = 0; i < 3; i++) {
        int reading = __VERIFIER_nondet_int();
        if (reading > 0 && reading < 1000) {
            sum += reading;
            count++;
        }
    }
    int average = count > 0 ? sum / count : 0;
    int a = __VERIFIER_nondet_int();
    int b = __VERIFIER_nondet_int();
    return average > 500 || ratio(a, b) > 0 ? 1 : 0;
}
