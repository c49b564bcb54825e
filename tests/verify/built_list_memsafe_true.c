// verify: valid-memsafety true
/* A list main builds in a loop of any length, then frees node by node. A segment of the
 * program's nodes keeps one of their blocks live where the first was linked, so the leak
 * checks see it; each free unfolds one node, and the list abstraction with subsumption at the
 * loop headers proves that nothing is lost, freed twice or read after its free. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct node { int key; struct node *next; };

int main(void)
{
  struct node *head = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    if (!n)
      break;
    n->key = 7;
    n->next = head;
    head = n;
  }
  while (head) {
    struct node *q = head->next;
    free(head);
    head = q;
  }
  return 0;
}
