// verify: unreach-call true
/* longjmp(env, 0) makes setjmp return 1, and frames above the setjmp are gone: nothing is
 * approximated, so the proof covers every path. */
#include <setjmp.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

static jmp_buf env;

static void fail(int v)
{
  longjmp(env, v);
}

int main(void)
{
  int v = __VERIFIER_nondet_int();
  int r = setjmp(env);
  if (r == 0) {
    fail(v);
    reach_error();
  }
  if (r != (v == 0 ? 1 : v))
    reach_error();
  return 0;
}
