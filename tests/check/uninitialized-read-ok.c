// expect: none
// flags: --check-uninit
/* A mode switch sets the limit for the known modes and a default for the others. */
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
    int mode = __VERIFIER_nondet_int();
    int limit = 0;
    if (mode == 1)
        limit = 10;
    else if (mode == 2)
        limit = 20;
    if (limit > 15)
        printf("large\n");
    return 0;
}
