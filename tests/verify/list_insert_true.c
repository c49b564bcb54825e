// verify: unreach-call true --entry insert_sorted --entry-spec insert.spec
/* Inserts node n into list l after the last run of nodes smaller than it: the node it is
 * linked after is always smaller than n (the walk keeps that as it goes). */
#include <stddef.h>
extern void reach_error(void);

struct node { int elem; struct node *next; };

struct node *insert_sorted(struct node *l, struct node *n)
{
  if (l == NULL || n->elem <= l->elem) {
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
