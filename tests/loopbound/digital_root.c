// loop 13: 3 exact
// loop 15: 4 exact
// The digital root by repeated digit sums: the outer count is not monotone in n (199 needs
// three rounds, 200 one), the inner one counts digits.
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

int main(void)
{
  unsigned n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n <= 9999);
  unsigned rounds = 0;
  while (n >= 10) {
    unsigned s = 0;
    do {
      s += n % 10;
      n /= 10;
    } while (n != 0);
    n = s;
    rounds++;
  }
  return (int)(n + rounds);
}
