// verify: unreach-call unknown --loop-bound 20
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int x = 0;
  while (__VERIFIER_nondet_int())
    x++;
  if (x < 0)
    reach_error();
  return 0;
}
