// verify: unreach-call true
/* A doubly linked list main builds in a loop of any length, pushing at the front. A walk
 * forward checks every back link and value, a walk back from the last node must end at the
 * first, and a third loop frees the list from the back. Only segments that keep both links
 * (a node's next and the following node's prev) end these loops' exploration. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

struct dnode { struct dnode *next; struct dnode *prev; int v; };

int main(void)
{
  struct dnode *head = malloc(sizeof *head);
  if (!head)
    return 0;
  head->next = NULL;
  head->prev = NULL;
  head->v = 5;
  while (__VERIFIER_nondet_int()) {
    struct dnode *n = malloc(sizeof *n);
    if (!n)
      break;
    n->v = 5;
    n->next = head;
    n->prev = NULL;
    head->prev = n;
    head = n;
  }
  struct dnode *p = head;
  while (p->next) {
    if (p->next->prev != p || p->v != 5)
      reach_error();
    p = p->next;
  }
  while (p->prev)
    p = p->prev;
  if (p != head)
    reach_error();
  while (head) {
    struct dnode *q = head->next;
    free(head);
    head = q;
  }
  return 0;
}
