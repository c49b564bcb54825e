// expect: none
// flags: --entry sum_first_three --max-heap-objects 4
/* A correct list walk: at most three nodes, NULL checked, so no input heap makes it fail. */
#include <stddef.h>

struct node { int elem; struct node *next; };

long sum_first_three(const struct node *l)
{
  long s = 0;
  for (int k = 0; k < 3 && l != NULL; k++, l = l->next)
    s += l->elem;
  return s;
}
