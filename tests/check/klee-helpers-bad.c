// expect: assertion line 16
/* A harness written for KLEE: <klee/klee.h> is found without -I, klee_range, klee_int,
 * klee_make_symbolic, klee_assume, klee_prefer_cex and klee_assert work, and the finding
 * replays natively (the replay harness defines the helpers). */
#include <klee/klee.h>

int main(void)
{
  int mode = klee_range(0, 4, "mode");
  int x = klee_int("x");
  char buf[4];
  klee_make_symbolic(buf, sizeof buf, "buf");
  klee_assume(x > 10);
  klee_prefer_cex(&x, x < 100);
  if (mode == 3 && buf[0] == 'K')
    klee_assert(x != 42);
  return 0;
}
