// verify: valid-memsafety true
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 4) return 0;
  int *p = malloc(4 * sizeof(int));
  if (!p) return 0;
  for (int i = 0; i < n; i++) p[i] = i;
  int s = p[n - 1];
  free(p);
  return s;
}
