// verify: unreach-call false line 14
/* The error needs one float input: x * 3 + 1.5 == 7.5 holds for x == 2 only. */
extern float __VERIFIER_nondet_float(void);
extern void reach_error(void);

int main(void)
{
  float x = __VERIFIER_nondet_float();
  float y = x * 3.0f + 1.5f;
  if (x != x)
    return 0;
  if (y == 7.5f)
    if (x > 1.0f)
      reach_error();
  return 0;
}
