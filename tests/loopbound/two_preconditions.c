// loop 11: 7 exact witness 0
extern int __VERIFIER_nondet_int(void);

int main(void)
{
  int n, s = 0;
  if (__VERIFIER_nondet_int())
    n = 3;
  else
    n = 7;
  for (int i = 0; i < n; i++)
    s += i;
  return s;
}
