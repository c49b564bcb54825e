// loop 9: 128 exact
// Collatz steps below 250: the count jumps around (27 takes 111 steps, 28 takes 18); the
// last, partial iteration (the test that breaks out) counts too.
extern unsigned short __VERIFIER_nondet_ushort(void);

static unsigned collatz(unsigned n)
{
  unsigned steps = 0;
  for (;;) {
    if (n == 1)
      break;
    n = (n % 2) ? 3 * n + 1 : n / 2;
    steps++;
  }
  return steps;
}

int main(void)
{
  unsigned short n = __VERIFIER_nondet_ushort();
  if (n == 0 || n >= 250)
    return 0;
  return (int)collatz(n);
}
