// verify: unreach-call true --entry find --entry-spec list.spec
/* A search over an acyclic list of any length: the nodes already passed are garbage at the
 * loop header, so the third visit of the header is covered by the second. */
#include <stddef.h>
extern void reach_error(void);

struct node { int elem; struct node *next; };

struct node *find(struct node *l, int key)
{
  struct node *p = l;
  while (p != NULL && p->elem != key)
    p = p->next;
  if (p != NULL && p->elem != key)
    reach_error();
  return p;
}
