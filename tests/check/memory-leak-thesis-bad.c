// expect: memory-leak line 42
// flags: --entry foo
// summaries: malloc_arg1=1 malloc_arg2=2
/* The motivating example of the leak detector (Fig. 9.1): malloc_arg1 always succeeds, so
   the early return in foo is infeasible; malloc_arg2's result does not depend on the
   allocation, so the second early return leaks the block it stored in p. */
#include <assert.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

int malloc_arg1(int **p) {
    int *t = malloc(8);
    if (!t)
        return 0;
    else {
        *p = t;
        return 1;
    }
}

int malloc_arg2(int **p) {
    int *t = malloc(8);
    if (!t)
        assert(0);
    *p = t;
    if (__VERIFIER_nondet_int())
        return 0;
    else
        return 1;
}

void foo(void) {
    int r, *p;
    r = malloc_arg1(&p);
    if (!r)
        return;
    else
        free(p);
    int q = malloc_arg2(&p);
    if (!q)
        return;
    else
        free(p);
}
