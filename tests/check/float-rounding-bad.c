// expect: out-of-bounds line 16
/* d < 12 seems to keep d * 0.5 + 4 below 10, but rounding does not: d = 11.999999999999998
 * gives exactly 10.0. Float arithmetic and the conversion to int stay symbolic (Z3's
 * floating-point theory), so the overrun is found, and its witness replays natively. */
extern double __VERIFIER_nondet_double(void);

int main(void)
{
  int a[10];
  double d = __VERIFIER_nondet_double();
  for (int k = 0; k < 10; k++)
    a[k] = k;
  if (!(d >= 0.0 && d < 12.0))
    return 0;
  int i = (int)(d * 0.5 + 4.0);
  return a[i];
}
