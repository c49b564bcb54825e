// verify: unreach-call unknown timeout 5
/* y stays 0 for 10^6 iterations, then becomes 1: `y <= y0` holds at the entry and in every
 * early state, but an iteration from x = 999999 breaks it. The candidate is refuted, so no
 * proof rests on it; the error needs 10^6 iterations, out of reach: unknown. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int x = 0, y = 0;
  while (__VERIFIER_nondet_int()) {
    x++;
    if (x == 1000000)
      y = 1;
  }
  if (y)
    reach_error();
  return 0;
}
