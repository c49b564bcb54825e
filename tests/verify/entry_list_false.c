// verify: unreach-call false line 17 --entry sum_first_two
/* The same walk with an `int` sum of two nodes: two large values overflow it (and a
 * one-node cycle counts one node twice). Its witness is an input heap. */
#include <stddef.h>
extern void reach_error(void);

struct node { int elem; struct node *next; };

int sum_first_two(const struct node *l)
{
  unsigned s = 0;
  for (int k = 0; k < 2 && l != NULL; k++, l = l->next) {
    if (l->elem < 0)
      return -1;
    s += (unsigned)l->elem;
  }
  if (s > 0x7fffffffu) reach_error();
  return (int)s;
}
