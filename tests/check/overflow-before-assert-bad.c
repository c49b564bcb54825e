// expect: overflow line 13
/* A checksum of n readings kept in an int: past a few readings of a large value it
   overflows, and the sign test after the loop is only reached through that overflow. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
    int n = __VERIFIER_nondet_int();
    int sum = 0;
    if (n < 0 || n > 4)
        return 0;
    for (int i = 0; i < n; i++) {
        sum += __VERIFIER_nondet_int() & 0x7fffffff;
    }
    assert(sum >= 0);
    return 0;
}
