// tests/replay/uaf.c with the use-after-free fixed: replaying uaf.c's finding on it must
// fail, as the error it expects no longer happens.
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int *p = malloc(sizeof *p);
  int x = __VERIFIER_nondet_int();
  *p = 1;
  int v = *p;
  free(p);
  return v + (x == 42);
}
