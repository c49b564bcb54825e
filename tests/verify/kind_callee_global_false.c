// verify: unreach-call false line 16
// The loop's write to g happens in a callee: the step must make g fresh too, or it would
// prove the loop from g's first value and miss the error of the fourth iteration.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int g;

static void bump(void) {
  g++;
}

int main(void) {
  while (__VERIFIER_nondet_int()) {
    bump();
    if (g == 4) reach_error();
  }
  return 0;
}
