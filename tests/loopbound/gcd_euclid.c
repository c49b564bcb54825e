// loop 15: 9 exact
// Euclid's algorithm: how many divisions it takes is not monotone in either input (the
// worst pair is two consecutive Fibonacci numbers), but the whole domain is 3,600 pairs.
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

int main(void)
{
  unsigned a = __VERIFIER_nondet_uint();
  unsigned b = __VERIFIER_nondet_uint();
  __VERIFIER_assume(a >= 1 && a <= 60);
  __VERIFIER_assume(b >= 1 && b <= 60);
  unsigned t;
  unsigned steps = 0;
  while (b != 0) {
    t = a % b;
    a = b;
    b = t;
    steps++;
  }
  return (int)(a + steps);
}
