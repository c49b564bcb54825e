// verify: unreach-call unknown --no-concrete-runs
/* printf's length for a symbolic double is not modelled: an approximation, so no verdict from
 * the symbolic engines (a concrete run with random inputs finds a double printed in more
 * than 40 characters, which --no-concrete-runs leaves out). */
#include <stdio.h>
extern double __VERIFIER_nondet_double(void);
extern void reach_error(void);

int main(void)
{
  double d = __VERIFIER_nondet_double();
  if (printf("%.1f\n", d) > 40)
    reach_error();
  return 0;
}
