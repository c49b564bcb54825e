// verify: unreach-call true
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
extern void __VERIFIER_assume(int);
int main(void) {
  int a[10] = {0};
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i < 10);
  a[i] = 5;
  if (a[3] == 5 && i != 3)
    reach_error();
  return 0;
}
