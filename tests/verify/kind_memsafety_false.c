// verify: valid-memsafety false line 10 timeout 20
/* The twin of kind_memsafety_true.c with `% 9`: the ninth iteration writes buf[8]. The step
 * is refuted for every k, and the error is found with a witness (nine 1s). */
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int buf[8];
  unsigned i = 0;
  while (__VERIFIER_nondet_int()) {
    buf[i % 9] = (int)i;
    i++;
  }
  return 0;
}
