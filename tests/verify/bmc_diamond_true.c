// verify: unreach-call true timeout 30 --bmc
/* 2^24 paths through the loop (one choice per iteration), but one state per iteration
 * once the two sides of each choice are merged at the join after the `if`: bounded model
 * checking proves it with 32 unrollings (24 iterations need 25 arrivals at the header). */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int x = 0;
  int ups = 0;
  for (int i = 0; i < 24; i++) {
    if (__VERIFIER_nondet_int()) {
      x += 2;
      ups++;
    } else {
      x -= 2;
    }
  }
  if (x % 2 != 0)
    reach_error();
  if (ups > 24)
    reach_error();
  return 0;
}
