// A use-after-free when the input is 42 (the read on line 12).
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int *p = malloc(sizeof *p);
  int x = __VERIFIER_nondet_int();
  *p = 1;
  if (x == 42)
    free(p);
  int v = *p;
  if (x != 42)
    free(p);
  return v;
}
