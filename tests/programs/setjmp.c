/* setjmp/longjmp out of a recursion: frames above the setjmp are dropped, setjmp returns
 * the value given to longjmp, and volatile locals keep their value. */
#include <setjmp.h>
#include <stdio.h>
static jmp_buf env;
static int depth;
static void parse(int n) {
  char local[8];
  local[0] = (char)n;
  depth++;
  if (n > 3) longjmp(env, n * 10);
  parse(n + 1);
}
int main(void) {
  volatile int tries = 0;
  int r = setjmp(env);
  tries++;
  printf("r=%d tries=%d depth=%d\n", r, tries, depth);
  if (r == 0) parse(1);
  return r == 40 ? 0 : 1;
}
