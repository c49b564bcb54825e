// loop 11: 10 exact witness 10
// loop 12: 9 exact witness 10
// The inner loop's count depends on the outer counter: its bound is per entry (9), not 45.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void)
{
  int N = __VERIFIER_nondet_int(), s = 0;
  __VERIFIER_assume(0 <= N && N <= 10);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < i; j++)
      s++;
  return s;
}
