// loop 8: 44 exact
// GCD by subtraction, with the precondition written as an early return rather than an
// assumption, and the reduction in a function of its own.
extern int __VERIFIER_nondet_int(void);

static int gcd(int x, int y)
{
  while (x != y) {
    if (x > y)
      x -= y;
    else
      y -= x;
  }
  return x;
}

int main(void)
{
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  if (x < 1 || x > 45 || y < 1 || y > 45)
    return 0;
  return gcd(x, y);
}
