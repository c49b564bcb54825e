// loop 12: 200 exact
// loop 15: 200 exact
// Two paths per iteration: 2^200 paths, merged at the header into one per iteration.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int a[200];

int main(void)
{
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(0 <= n && n <= 200);
  for (int i = 0; i < 200; i++)
    a[i] = __VERIFIER_nondet_int();
  int s = 0;
  for (int i = 0; i < n; i++) {
    if (a[i] > 0)
      s++;
    else
      s--;
  }
  return s > 100;
}
