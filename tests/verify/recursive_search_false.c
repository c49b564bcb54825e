// verify: unreach-call false line 32
/* As recursive_search_true.c, but the third node made holds 2: the search finds it when
 * the list has at least three nodes. */
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
  int k = 0;
  do {
    struct node *n = malloc(sizeof *n);
    if (!n)
      abort();
    n->v = ++k == 3 ? 2 : 1;
    n->next = list;
    list = n;
  } while (__VERIFIER_nondet_int());
  if (contains(list, 2))
    reach_error();
  return 0;
}
