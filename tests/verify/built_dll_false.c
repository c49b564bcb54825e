// verify: unreach-call false line 31
/* As built_dll_true.c, but a node pushed on two others may hold 6: the forward walk finds it on a list of any
 * length, first on an abstracted state (unconfirmed), then with a witness that replays. */
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
    n->v = head->next && __VERIFIER_nondet_int() ? 6 : 5;
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
