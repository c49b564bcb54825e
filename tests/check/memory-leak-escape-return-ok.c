// expect: none
/* A constructor's block escapes through its return value; the caller frees it. */
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct point {
    int x, y;
};

static struct point *point_new(int x, int y) {
    struct point *p = malloc(sizeof *p);
    if (!p)
        abort();
    p->x = x;
    p->y = y;
    return p;
}

int main(void) {
    struct point *p = point_new(__VERIFIER_nondet_int(), 2);
    int y = p->y;
    free(p);
    return y == 2 ? 0 : 1;
}
