// loop 15: 150 exact witness 150
// loop 18: 11175 exact witness 150
// loop 21: 13 exact
// The second loop runs as many times as the first one computed; the third halves that count.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void)
{
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(0 <= n);
  __VERIFIER_assume(n <= 150);
  long m = 0;
  long work = 0;
  for (int i = 0; i < n; i++)
    m += i;
  long j = 0;
  while (j < m)
    work += j++ & 3;
  int halvings = 0;
  for (long k = m; k > 1; k /= 2)
    halvings++;
  return (int)(work + halvings);
}
