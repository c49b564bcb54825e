// verify: unreach-call true
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct node { int v; struct node *next; };
int main(void) {
  struct node *head = NULL;
  int n = 0;
  for (int i = 0; i < 3; i++) {
    if (__VERIFIER_nondet_int()) {
      struct node *p = malloc(sizeof *p);
      if (!p) return 0;
      p->v = i;
      p->next = head;
      head = p;
      n++;
    }
  }
  int count = 0;
  while (head) {
    struct node *q = head->next;
    count++;
    free(head);
    head = q;
  }
  if (count != n)
    reach_error();
  return 0;
}
