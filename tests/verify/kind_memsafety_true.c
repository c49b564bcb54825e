// verify: valid-memsafety true timeout 10
/* A loop that may run forever writes a ring buffer: no exploration ends, but k-induction's
 * step (i and buf fresh) shows that no iteration writes outside buf. */
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int buf[8];
  unsigned i = 0;
  while (__VERIFIER_nondet_int()) {
    buf[i % 8] = (int)i;
    i++;
  }
  return 0;
}
