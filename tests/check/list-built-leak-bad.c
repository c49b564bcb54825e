// expect: memory-leak line 31
/* list-built-free-ok.c with a loop that stops at the last node, which is never freed: the
 * leak needs a list of one node or more. Found through the abstraction, it is confirmed by
 * a concrete path, so the report is still complete (crates/cli/tests/check.rs). */
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
  while (head != NULL && head->next != NULL) {
    struct node *next = head->next;
    if (head->v != 7)
      return 2;
    free(head);
    head = next;
  }
  /* The last node (head, when the list was not empty) is still allocated here; it is lost
     when main returns. */
  return 0;
}
