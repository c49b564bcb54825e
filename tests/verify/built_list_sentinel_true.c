// verify: unreach-call true
/* main appends nodes holding 1 to a list of any length and ends it with a node holding 3; a
 * second loop walks to the 3 and checks that every node before it holds 1. The 3 is not
 * summarised with the 1s (their constants differ), so the segment keeps h == 1 and the node
 * after the segment is the 3: the walk never reads a NULL's field. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

struct node { int h; struct node *n; };

int main(void)
{
  struct node *a = malloc(sizeof *a);
  if (!a)
    return 0;
  struct node *p = a;
  while (__VERIFIER_nondet_int()) {
    p->h = 1;
    struct node *t = malloc(sizeof *t);
    if (!t)
      return 0;
    p->n = t;
    p = t;
  }
  p->h = 3;
  p->n = NULL;
  for (p = a; p->h != 3; p = p->n)
    if (p->h != 1)
      reach_error();
  return 0;
}
