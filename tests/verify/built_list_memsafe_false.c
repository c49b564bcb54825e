// verify: valid-memsafety false
/* As built_list_memsafe_true.c, but the fourth node is not freed: its block is lost. The
 * leak needs a list longer than the abstraction leaves whole, so it is first met on an
 * abstracted path (the segment's block lost at exit); exploration without abstraction then
 * finds a witness that replays. */
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
  int i = 0;
  while (head) {
    struct node *q = head->next;
    if (i++ != 3)
      free(head);
    head = q;
  }
  return 0;
}
