// verify: unreach-call false line 13
/* The length printf returns for a symbolic value: the error needs exactly 7 digits. */
#include <stdio.h>
extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);

int main(void)
{
  unsigned v = __VERIFIER_nondet_uint();
  char line[32];
  int n = printf("v=%u;", v);
  if (n == 10 && v % 2 == 1)
    reach_error();
  (void)line;
  return 0;
}
