// verify: valid-memsafety true
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { struct node *next; int v; };
struct node *list;
int main(void) {
  for (int i = 0; i < 3; i++) {
    if (!__VERIFIER_nondet_int()) continue;
    struct node *n = malloc(sizeof *n);
    if (!n) return 0;
    n->v = i;
    n->next = list;
    list = n; /* every block stays reachable from the global list */
  }
  return 0;
}
