// expect: div-by-zero line 14
/* The average of the positive readings divides by their count, which may be zero. */
extern int __VERIFIER_nondet_int(void);

int main(void) {
    int sum = 0, count = 0;
    for (int i = 0; i < 3; i++) {
        int reading = __VERIFIER_nondet_int();
        if (reading > 0 && reading < 1000) {
            sum += reading;
            count++;
        }
    }
    int average = sum / count;
    return average > 500 ? 1 : 0;
}
