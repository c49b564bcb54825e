// verify: unreach-call false line 29
/* As built_list_true.c, but a node may get key 8, and the check skips the first two nodes:
 * the error needs a list of three nodes or more, whose inner ones the abstraction summarises.
 * A node with key 8 is not summarised with the nodes holding 7 (their constants differ), so
 * the state where the walk meets it is concrete enough for a witness that replays: no
 * exploration without abstraction is needed. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

struct node { int key; char mark; struct node *next; };

int main(void)
{
  struct node *head = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    if (!n)
      return 0;
    n->key = __VERIFIER_nondet_int() ? 8 : 7;
    n->mark = 1;
    n->next = head;
    head = n;
  }
  if (!head || !head->next)
    return 0;
  for (struct node *p = head->next->next; p != NULL; p = p->next)
    if (p->key != 7 || p->mark != 1)
      reach_error();
  return 0;
}
