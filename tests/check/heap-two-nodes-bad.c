// expect: div-by-zero line 15
// flags: --entry second_gap
/* A list function whose bug needs two distinct nodes (the second's value two above the
 * first's; a one-node cycle cannot do it): pointers to structs are initialised lazily, so
 * the list has as many nodes as the path reads. */
#include <stddef.h>

struct node { int elem; struct node *next; };

int second_gap(const struct node *l)
{
  if (l->next == NULL)
    return 0;
  int d = l->next->elem - l->elem - 2;
  return 100 / d;
}
