// loop 9: 100 exact
// A `break` in the 100th iteration and no break at all both give 100 body executions.
extern int __VERIFIER_nondet_int(void);

int main(void)
{
  int x = __VERIFIER_nondet_int();
  int i;
  for (i = 0; i < 100; i++)
    if (i == x)
      break;
  return i;
}
