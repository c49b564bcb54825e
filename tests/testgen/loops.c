/* Loops over a buffer whose length is symbolic. */
extern unsigned __VERIFIER_nondet_uint(void);
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  unsigned char buf[8];
  unsigned n = __VERIFIER_nondet_uint();
  if (n > 8)
    n = 8;
  for (unsigned i = 0; i < n; i++)
    buf[i] = __VERIFIER_nondet_uchar();
  unsigned zeros = 0, big = 0;
  for (unsigned i = 0; i < n; i++) {
    if (buf[i] == 0)
      zeros++;
    else if (buf[i] > 127)
      big++;
  }
  if (zeros >= 2 && big >= 1)
    return 1;
  return 0;
}
