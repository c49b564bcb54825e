// verify: unreach-call false line 30
/* a and b start as the same input; an iteration may give b another one. The error needs b
 * changed and four nodes, so every path to it goes through states that the list abstraction
 * summarised and subsumption compared: a state with a == b does not cover one where b
 * changed (b's input is instantiated to the other's only where a keeps its own). */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

struct node { struct node *next; int key; };

int main(void)
{
  struct node *head = NULL;
  int a = __VERIFIER_nondet_int();
  int b = a;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    if (!n)
      return 0;
    n->key = 1;
    n->next = head;
    head = n;
    if (head->next && __VERIFIER_nondet_int())
      b = __VERIFIER_nondet_int();
  }
  if (!head || !head->next || !head->next->next || !head->next->next->next)
    return 0;
  if (a != b)
    reach_error();
  return 0;
}
