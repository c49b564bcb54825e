// verify: unreach-call false line 29 --entry partition --entry-spec list.spec
/* The list partition of seed 004 (Flanagan and Qadeer), buggy: nodes with elem > v move to
 * newl; the guard below forgets the last node (the seed's bug): a node > v stays
 * in l when the list ends with one. The counterexample needs two nodes, first <= v,
 * second > v. */
#include <stddef.h>
extern void reach_error(void);

struct node { int elem; struct node *next; };

struct node *partition(struct node *l, int v)
{
  struct node *curr = l, *prev = NULL, *newl = NULL, *nextCurr;
  while (curr != NULL) {
    nextCurr = curr->next;
    if (curr->elem > v) {
      if (prev != NULL && nextCurr != NULL)
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
