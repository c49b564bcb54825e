// verify: unreach-call true
// y stays odd: k-induction's step needs the candidate invariant y ≡ y0 (mod 2); without
// invariants (`--no-invariants`) neither the step nor path exploration can show it.
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
