// expect: out-of-bounds at line 11
/* Looks up a table with an index computed from input that is not checked. */
#include <stdio.h>

static const int squares[5] = {0, 1, 4, 9, 16};

static int lookup(int digit) {
    if (digit < 0)
        return -1;
    /* missing: digit < 5 */
    return squares[digit];
}

int main(void) {
    const char *input = "1234567";
    int sum = 0;
    for (const char *p = input; *p; p++)
        sum += lookup(*p - '0');
    printf("sum=%d\n", sum);
    return 0;
}
