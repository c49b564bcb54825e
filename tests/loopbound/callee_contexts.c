// loop 8: 3 exact
// The loop is in a callee reached under two preconditions (seed 002's Fig. 1 and C17):
// f(1, x) with x < 5 iterates 3 times at most (x = 4), f(0, y) with y < 3 twice.
extern int __VERIFIER_nondet_int(void);

int f(int a, int b)
{
  while (a < b)
    a++;
  return a;
}

int main(void)
{
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  int r = 0;
  if (x < 5)
    r += f(1, x);
  if (y < 3)
    r += f(0, y);
  return r & 1;
}
