// verify: unreach-call unknown timeout 5
// The loop writes through a pointer it loads: k-induction cannot say what it changes, so it
// leaves the loop to path exploration, which cannot end it.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int a = 0, b = 0;
  int *p = &a;
  while (__VERIFIER_nondet_int()) {
    *p = 5;
    p = __VERIFIER_nondet_int() ? &a : &b;
    if (a == 7) reach_error();
  }
  return 0;
}
