// expect: null-deref line 13
// expect: use-after-free line 25
// flags: --entry run
// summaries: second=1 drop_next=1 maybe_first=2
/* Pointers read from parameters: where the caller's pointer is null, a case that follows it
   is either infeasible there (maybe_first() checks it first) or the call runs inline and the
   null dereference is found in the callee (second(y)). drop_next() frees the object such a
   pointer leads to; the caller then reads it. */
#include <stdlib.h>

struct node { int val; struct node *next; };

int second(struct node *n) { return n->next->val; }

void drop_next(struct node *n) { struct node *d = n->next; n->next = d->next; free(d); }

int maybe_first(struct node *n) { if (n->next) return n->next->val; return -1; }

int run(int a) {
    struct node *x = malloc(sizeof *x), *y = malloc(sizeof *y), *z = malloc(sizeof *z);
    x->val = 1; y->val = a; z->val = 3;
    x->next = y; y->next = z; z->next = 0;
    int r = maybe_first(z) + second(x);
    drop_next(x);
    if (a > 2) r += y->val;
    if (a < -2) r += second(z);
    free(x); free(z);
    return r;
}
