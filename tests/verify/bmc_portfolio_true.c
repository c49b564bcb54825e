// verify: unreach-call true timeout 20
/* Neither k-induction (x <= 2 * i is no candidate invariant, so every step is refuted) nor
 * path exploration (2^20 paths) proves this in its share; bounded model checking, the
 * portfolio's second engine, does with 32 unrollings. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int x = 0;
  for (int i = 0; i < 20; i++) {
    if (__VERIFIER_nondet_int())
      x += 1;
    else
      x += 2;
  }
  if (x > 40)
    reach_error();
  return 0;
}
