/* A loop whose count is an input of up to 1 000 000, with a data-dependent branch inside. */
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

int main(void)
{
  unsigned n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n <= 1000000);
  unsigned s = 0;
  for (unsigned i = 0; i < n; i++) {
    if (i & 1)
      s += i;
    else
      s -= 1;
  }
  return s & 1;
}
