// flags: --timeout 10
// loop 19: 1000 lower
// loop 22: 15157 lower
// A count built by an earlier loop over a domain of a million inputs (too many to run
// each): exploring every path is out of reach, but on each loop's first test the solver is
// asked for the inputs that push the test furthest, and the one that makes the first loop
// run longest also makes the second run its most, 15,157 times (143 of the first 1,000
// counters hit the residue and add 100).
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

int main(void)
{
  unsigned a = __VERIFIER_nondet_uint();
  unsigned b = __VERIFIER_nondet_uint();
  __VERIFIER_assume(a <= 1000 && b <= 1000);
  unsigned r = b % 7;
  unsigned m = 0;
  for (unsigned i = 0; i < a; i++)
    m += (i % 7 == r) ? 100 : 1;
  unsigned x = 0;
  for (unsigned j = 0; j < m; j++)
    x ^= j;
  return (int)(x & 1);
}
