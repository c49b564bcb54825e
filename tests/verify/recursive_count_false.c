// verify: unreach-call false line 31
/* A recursive count over a list the program builds: each call adds one to the next call's
 * result, so its frame does not only hand the result back and stays in every comparison.
 * Leaving it out would cover the entry of the fourth call by the third's and lose the paths
 * that return through four frames: the count of 4 must be reached. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

struct node { struct node *next; int v; };

static int count(const struct node *l)
{
  if (!l)
    return 0;
  return 1 + count(l->next);
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
  if (count(list) == 4)
    reach_error();
  return 0;
}
