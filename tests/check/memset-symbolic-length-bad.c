// expect: out-of-bounds line 16
/* A block of n bytes is cleared with a length m checked against the wrong limit: both are
 * at most 64, so m fits the largest block but not every block. */
#include <stdlib.h>
#include <string.h>

extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
    unsigned n = __VERIFIER_nondet_uint();
    unsigned m = __VERIFIER_nondet_uint();
    if (n == 0 || n > 64 || m > 64)
        return 0;
    char *p = malloc(n);
    if (p) {
        memset(p, 0, m);
        free(p);
    }
    return 0;
}
