// Input 1 loops forever: the test times out, and still counts for coverage.
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 1)
    for (;;) {
    }
  return 0;
}
