// expect: none
/* The fixed twin of float-rounding-bad.c: d < 11.5 keeps d * 0.5 + 4 below 10 whatever the
 * rounding, and NaN fails the range test; only exact float reasoning shows it. */
extern double __VERIFIER_nondet_double(void);

int main(void)
{
  int a[10];
  double d = __VERIFIER_nondet_double();
  for (int k = 0; k < 10; k++)
    a[k] = k;
  if (!(d >= 0.0 && d < 11.5))
    return 0;
  int i = (int)(d * 0.5 + 4.0);
  return a[i];
}
