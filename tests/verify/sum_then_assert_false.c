// verify: assertions false line 11
/* The assertion fails for x == 14, reached past x + 1, which clang's overflow check turns into
 * a branch: the violation's path shows the program's decisions, not that check. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x + 1;
  if (x > 10)
    assert(y != 15);
  return 0;
}
