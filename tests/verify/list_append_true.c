// verify: unreach-call true --entry append --entry-spec append.spec
/* Appends list b to list a (two separate acyclic lists); walking the result from its head
 * reaches b's first node. */
#include <stddef.h>
extern void reach_error(void);

struct node { int elem; struct node *next; };

struct node *append(struct node *a, struct node *b)
{
  if (a == NULL)
    return b;
  struct node *p = a;
  while (p->next != NULL)
    p = p->next;
  p->next = b;
  struct node *q = a;
  while (q != NULL && q != b)
    q = q->next;
  if (q != b)
    reach_error();
  return a;
}
