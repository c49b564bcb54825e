// loop 12: 10 exact witness 10
// loop 14: 10 exact witness 0
// The second loop starts where the first stopped: every exit of the first goes on.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void)
{
  int n = __VERIFIER_nondet_int(), s = 0;
  __VERIFIER_assume(0 <= n && n <= 10);
  int i, j;
  for (i = 0; i < n; i++)
    s += 2;
  for (j = i; j < 10; j++)
    s--;
  return s;
}
