// verify: unreach-call true
/* A list main builds in a loop of any length: every node has key 7 and mark 1. A second loop
 * checks them, a third frees the list. Only summarising the program's own nodes into a list
 * segment (with the facts key == 7, mark == 1) and subsumption at the loop headers end the
 * exploration; then the answer is a proof. */
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
    n->key = 7;
    n->mark = 1;
    n->next = head;
    head = n;
  }
  for (struct node *p = head; p != NULL; p = p->next)
    if (p->key != 7 || p->mark != 1)
      reach_error();
  while (head) {
    struct node *q = head->next;
    free(head);
    head = q;
  }
  return 0;
}
