// verify: valid-memsafety false
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int *keep;
int main(void) {
  int *p = malloc(2 * sizeof(int));
  if (!p) return 0;
  if (__VERIFIER_nondet_int())
    keep = p; /* reachable from a global at exit: tracked */
  return 0;   /* otherwise the only pointer dies with main: lost */
}
