// expect: none
/* A list the program builds with a loop of any length, checks and frees node by node.
 * With subsumption the list is summarised at both loop headers, so exploration ends and
 * the report is complete; without it every length is another path
 * (crates/cli/tests/check.rs). */
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node { int v; struct node *next; };

int main(void)
{
  struct node *head = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    if (n == NULL)
      return 1;
    n->v = 7;
    n->next = head;
    head = n;
  }
  while (head != NULL) {
    struct node *next = head->next;
    if (head->v != 7)
      return 2;
    free(head);
    head = next;
  }
  return 0;
}
