// verify: unreach-call true
// A loop that may run forever: no exploration of its paths ends, k-induction proves it.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  unsigned x = 0;
  unsigned hits = 0;
  while (__VERIFIER_nondet_int()) {
    if (x >= 10) {
      x = 0;
      hits++;
    } else {
      x++;
    }
    if (x > 10) {
      reach_error();
    }
  }
  return 0;
}
