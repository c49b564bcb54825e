// verify: unreach-call true --entry dll_remove
/* Removing a node from a doubly linked list. The input heap is any: the function assumes only
 * that the neighbours point back at the node (aliases and cycles are explored, as lazy
 * initialisation gives them). Afterwards the neighbours point at each other, and nothing
 * reachable from them points at the node. */
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
  if (q)
    q->prev = p;
  n->prev = n->next = NULL;
  if (p && (p->next != q || p->next == n))
    reach_error();
  if (q && (q->prev != p || q->prev == n))
    reach_error();
}
