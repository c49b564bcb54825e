// verify: unreach-call false line 30
/* As built_list_sentinel_true.c, but a node may hold 2, and the walk checks from the third
 * node on: the error needs four nodes or more, so paths meet it where the abstraction has
 * summarised; the nodes holding 2 are not summarised with the 1s, and the witness replays. */
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
    p->h = __VERIFIER_nondet_int() ? 1 : 2;
    struct node *t = malloc(sizeof *t);
    if (!t)
      return 0;
    p->n = t;
    p = t;
  }
  p->h = 3;
  p->n = NULL;
  int i = 0;
  for (p = a; p->h != 3; p = p->n, i++)
    if (i >= 2 && p->h != 1)
      reach_error();
  return 0;
}
