// verify: no-overflow true
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < -1000 || x > 1000)
    return 0;
  int y = 3 * x + 7;
  unsigned u = (unsigned)x * 4000000000u; /* unsigned arithmetic wraps, no overflow */
  return (y > 0) + (int)(u & 1);
}
