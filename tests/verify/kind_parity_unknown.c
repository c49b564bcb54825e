// verify: unreach-call unknown timeout 5
// True (y stays odd), but neither k-induction without an invariant nor path exploration
// can show it: the verdict must stay unknown.
extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);

int main(void) {
  unsigned y = 1;
  while (1) {
    y = y + 2u * __VERIFIER_nondet_uint();
    if (y == 0) reach_error();
  }
  return 0;
}
