// expect: use-after-free line 26
// flags: --entry run
// summaries: second=1 push_after=1 drop_next=1
/* Callees that follow pointers read from their parameters (n->next->val): the summary run
   gives each such pointer an object of its own, and where the summary is applied the caller's
   pointer must lead to a distinct object. drop_next() frees nothing itself but unlinks; the
   caller then frees the unlinked node and reads it through a stale pointer. */
#include <stdlib.h>

struct node { int val; struct node *next; };

int second(struct node *n) { return n->next->val; }

void push_after(struct node *n, struct node *m) { m->next = n->next; n->next = m; }

void drop_next(struct node *n) { n->next = n->next->next; }

int run(int a) {
    struct node *x = malloc(sizeof *x), *y = malloc(sizeof *y), *z = malloc(sizeof *z);
    x->val = 1; y->val = a; z->val = 3;
    x->next = y; y->next = 0; z->next = 0;
    push_after(x, z);               /* x -> z -> y */
    drop_next(x);                   /* x -> y */
    struct node *stale = z;
    free(z);
    int r = second(x) + (a > 5 ? stale->val : 0);
    free(x); free(y);
    return r;
}
