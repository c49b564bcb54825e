// verify: unreach-call true
/* A list main builds from inputs, keeping only keys in 1..99, which a second loop checks.
 * The proof needs the segments' facts to carry what the path condition says of the input each
 * summarised node's key holds. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

struct node { struct node *next; int key; };

int main(void)
{
  struct node *head = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    if (!n)
      return 0;
    n->key = __VERIFIER_nondet_int();
    __VERIFIER_assume(n->key > 0 && n->key < 100);
    n->next = head;
    head = n;
  }
  for (struct node *p = head; p != NULL; p = p->next)
    if (p->key <= 0 || p->key >= 100)
      reach_error();
  return 0;
}
