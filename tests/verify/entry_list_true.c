// verify: unreach-call true --entry sum_first_three
/* A function verified alone (--entry): its list parameter is an input heap of any shape
 * (nodes, NULLs, aliases, cycles), built lazily; the walk reads at most three nodes and
 * rejects negative values, so the error is unreachable on every input heap. */
#include <stddef.h>
extern void reach_error(void);

struct node { int elem; struct node *next; };

long sum_first_three(const struct node *l)
{
  long s = 0;
  for (int k = 0; k < 3 && l != NULL; k++, l = l->next) {
    if (l->elem < 0)
      return -1;
    s += l->elem;
  }
  if (s < 0)
    reach_error();
  return s;
}
