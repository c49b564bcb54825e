/* Replayed as clang's preprocessed output (.i), as SV-COMP ships tasks: glibc's headers then
   typedef _Float32 and friends, which are keywords to gcc. */
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
  int value;
  struct node *next;
};

int main(void) {
  struct node *head = NULL;
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3)
    return 1;
  for (int i = 0; i < n; i++) {
    struct node *e = malloc(sizeof *e);
    if (!e)
      abort();
    e->value = i;
    e->next = head;
    head = e;
  }
  int sum = 0;
  while (head) {
    struct node *next = head->next;
    sum += head->value;
    free(head);
    head = next;
  }
  return sum > 2 ? 2 : 0;
}
