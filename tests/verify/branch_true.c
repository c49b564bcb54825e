// verify: unreach-call true
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 10 && x < 5)
    reach_error();
  unsigned u = (unsigned)x;
  if (u * 2 == 3)
    reach_error();
  return 0;
}
