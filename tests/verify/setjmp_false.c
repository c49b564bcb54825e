// verify: unreach-call false line 26
/* An error path out of a recursive parser through longjmp: setjmp returns the code passed to
 * longjmp, and the error needs the input that makes the parser give up at depth 3. */
#include <setjmp.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

static jmp_buf on_error;

static void parse(int depth, int limit)
{
  char frame[16];
  frame[0] = (char)depth;
  if (depth >= limit)
    longjmp(on_error, depth);
  parse(depth + 1, limit);
}

int main(void)
{
  int limit = __VERIFIER_nondet_int();
  if (limit < 1 || limit > 5)
    return 0;
  int code = setjmp(on_error);
  if (code == 3)
    reach_error();
  if (code == 0)
    parse(1, limit);
  return 0;
}
