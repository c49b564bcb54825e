// expect: none
// flags: --entry run
// summaries: get=2
/* get() allocates into *out only when it returns 1 (the thesis's MallocArgRetVal): the
   caller's early return on 0 leaks nothing, and it frees the block otherwise. */
#include <stdlib.h>

int get(int **out, int n) {
    if (n < 0)
        return 0;
    int *t = malloc(sizeof *t);
    *t = n;
    *out = t;
    return 1;
}

int run(int n) {
    int *v;
    if (!get(&v, n))
        return -1;
    int r = *v;
    free(v);
    return r;
}
