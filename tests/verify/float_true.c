// verify: unreach-call true
/* Squares of finite doubles are never negative; NaN fails every ordered comparison. */
extern double __VERIFIER_nondet_double(void);
extern void reach_error(void);

int main(void)
{
  double x = __VERIFIER_nondet_double();
  double s = x * x;
  if (s < 0.0)
    reach_error();
  return 0;
}
