// expect: memory-leak line 18
// flags: --search dfs
/* One block, lost at a different place on each of two paths: one finding, at the loss found
 * first (the allocation site is in `related`). */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void)
{
  char *p = malloc(8);
  if (!p)
    return 0;
  p[0] = 1;
  if (__VERIFIER_nondet_int()) {
    p = 0;
    return 1;
  }
  p = malloc(1);
  free(p);
  return 0;
}
