// expect: none
/* Days per month from a 12-entry table, indexed by the 1-based month, shifted to 0-based. */
extern int __VERIFIER_nondet_int(void);

static const int days_in_month[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

static int days(int month) {
    if (month < 1 || month > 12)
        return -1;
    return days_in_month[month - 1];
}

int main(void) {
    int d = days(__VERIFIER_nondet_int());
    return d >= 28 ? 0 : 1;
}
