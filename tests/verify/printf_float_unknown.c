// verify: unreach-call unknown
/* printf's length for a symbolic double is not modelled: an approximation, so no verdict. */
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
