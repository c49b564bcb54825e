// verify: unreach-call true
/* A tail-recursive search over a list the program builds, of any length. Each call's frame
 * only hands the next call's result back, so the search's entry is compared without those
 * frames: the third call's entry is covered by the second's. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

struct node { struct node *next; int v; };

static int contains(const struct node *l, int x)
{
  if (!l)
    return 0;
  if (l->v == x)
    return 1;
  return contains(l->next, x);
}

int main(void)
{
  struct node *list = NULL;
  do {
    struct node *n = malloc(sizeof *n);
    if (!n)
      abort();
    n->v = 1;
    n->next = list;
    list = n;
  } while (__VERIFIER_nondet_int());
  if (contains(list, 2))
    reach_error();
  if (!contains(list, 1))
    reach_error();
  return 0;
}
