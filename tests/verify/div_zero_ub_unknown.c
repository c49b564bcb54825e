// verify: unreach-call unknown
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int d = __VERIFIER_nondet_int();
  int q = 100 / d;
  if (q > 100)
    reach_error();
  return 0;
}
