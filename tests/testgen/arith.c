/* Arithmetic conditions: products, remainders, bit operations, unsigned wrap-around. */
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  unsigned u = __VERIFIER_nondet_uint();
  int r = 0;
  if (x > -1000 && x < 1000 && x * x == 1764)
    r |= 1;
  if (x % 7 == 3)
    r |= 2;
  if ((u & 0xf0) == 0xa0 && (u >> 28) == 0xc)
    r |= 4;
  if (u + 5u < u)
    r |= 8;
  if ((x ^ 0x55) == 0x1234)
    r |= 16;
  return r;
}
