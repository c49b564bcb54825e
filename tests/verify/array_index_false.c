// verify: unreach-call false line 12
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
extern void __VERIFIER_assume(int);
int main(void) {
  int a[8];
  for (int k = 0; k < 8; k++) a[k] = k * k;
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i < 8);
  int v = a[i];
  if (v == 36)
    reach_error();
  return 0;
}
