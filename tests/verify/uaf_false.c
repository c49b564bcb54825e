// verify: valid-memsafety false line 11
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int *p = malloc(2 * sizeof(int));
  if (!p) return 0;
  p[0] = 1;
  int c = __VERIFIER_nondet_int();
  if (c == 17)
    free(p);
  p[1] = 2;
  if (c != 17)
    free(p);
  return 0;
}
