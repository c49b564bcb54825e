// verify: unreach-call false line 19 --entry insert_sorted --entry-spec insert.spec
/* Inserts node n into list l, but the walk also passes nodes equal to n, so the node it
 * is linked after may be larger than n (the first test lets l->elem > n->elem through). */
#include <stddef.h>
extern void reach_error(void);

struct node { int elem; struct node *next; };

struct node *insert_sorted(struct node *l, struct node *n)
{
  if (l == NULL || n->elem < l->elem) {
    n->next = l;
    return n;
  }
  struct node *p = l;
  while (p->next != NULL && p->next->elem < n->elem)
    p = p->next;
  if (p->elem >= n->elem)
    reach_error();
  n->next = p->next;
  p->next = n;
  return l;
}
