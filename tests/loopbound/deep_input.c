// loop 12: 100000 exact witness 100000
// A count that depends on an input over a large range: one path per exit, no enumeration
// of unrolled prefixes, and one constraint for the range of n however deep the path is.
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

int main(void)
{
  unsigned n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n <= 100000);
  unsigned s = 0;
  for (unsigned i = 0; i < n; i++)
    s += i;
  return s & 1;
}
