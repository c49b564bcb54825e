/* An error on one path: the suite's test for it reproduces natively. */
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  if (a > 10)
    return a / (b - 3);
  return 0;
}
