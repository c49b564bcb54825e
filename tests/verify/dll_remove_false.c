// verify: unreach-call false line 24 --entry dll_remove
/* As dll_remove_true.c, with a bug when n is the first node: its successor keeps pointing
 * back at it. The error needs two nodes linked both ways. */
#include <stddef.h>
extern void reach_error(void);
extern void __VERIFIER_assume(int);

struct dnode { int v; struct dnode *prev, *next; };

void dll_remove(struct dnode *n)
{
  struct dnode *p = n->prev, *q = n->next;
  __VERIFIER_assume(p != n && q != n);
  __VERIFIER_assume(!p || p->next == n);
  __VERIFIER_assume(!q || q->prev == n);
  if (p)
    p->next = q;
  if (q && p)
    q->prev = p; /* the bug: the new first node keeps pointing back at n */
  n->prev = n->next = NULL;
  if (p && (p->next != q || p->next == n))
    reach_error();
  if (q && (q->prev != p || q->prev == n))
    reach_error();
}
