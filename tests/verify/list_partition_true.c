// verify: unreach-call true --entry partition --entry-spec list.spec
/* The list partition of seed 004 (Flanagan and Qadeer), fixed: nodes with elem > v move to
 * newl; afterwards every node left in l is <= v. The list has any length: only abstraction
 * (list segments with the facts of their nodes) and subsumption at the loop headers end the
 * exploration, and then the answer is a proof. */
#include <stddef.h>
extern void reach_error(void);

struct node { int elem; struct node *next; };

struct node *partition(struct node *l, int v)
{
  struct node *curr = l, *prev = NULL, *newl = NULL, *nextCurr;
  while (curr != NULL) {
    nextCurr = curr->next;
    if (curr->elem > v) {
      if (prev != NULL)
        prev->next = nextCurr;
      if (curr == l)
        l = nextCurr;
      curr->next = newl;
      newl = curr;
    } else
      prev = curr;
    curr = nextCurr;
  }
  for (struct node *p = l; p != NULL; p = p->next)
    if (p->elem > v)
      reach_error();
  return newl;
}
