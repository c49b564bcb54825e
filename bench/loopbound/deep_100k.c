/* A loop whose count is an input of up to 100 000: loopbound must find 100 000 exactly. */
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

int main(void)
{
  unsigned n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n <= 100000);
  unsigned s = 0;
  for (unsigned i = 0; i < n; i++)
    s += i ^ (s >> 3);
  return s & 1;
}
