// verify: unreach-call false line 9
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  if (x > 1000 && x < 1010) {
    if (y == x * 3 + 7)
      reach_error();
  }
  return 0;
}
