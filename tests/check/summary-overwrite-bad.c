// expect: memory-leak line 15
// flags: --entry run
// summaries: renew=1
/* renew() stores a new block into *p: the caller's block, held only by q, is lost at the
   call (its summary writes the parameter's pointee). */
#include <stdlib.h>

void renew(int **p) {
    *p = malloc(sizeof **p);
    **p = 0;
}

int run(void) {
    int *q = malloc(sizeof *q);
    renew(&q);
    int r = *q;
    free(q);
    return r;
}
