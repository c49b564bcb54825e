// expect: uninitialized-read line 15
// flags: --check-uninit
/* A mode switch sets the limit for the known modes only; the limit is used regardless. */
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
    int mode = __VERIFIER_nondet_int();
    int limit;
    if (mode == 1)
        limit = 10;
    else if (mode == 2)
        limit = 20;
    if (limit > 15)
        printf("large\n");
    return 0;
}
