// loop 17: 15 exact
// loop 19: 6 exact
// Inputs of two signed types with negative ranges; the first loop counts up in steps of
// three from a negative start, the second walks down a short by halving its distance.
extern signed char __VERIFIER_nondet_char(void);
extern short __VERIFIER_nondet_short(void);
extern void __VERIFIER_assume(int);

int main(void)
{
  signed char d = __VERIFIER_nondet_char();
  short s = __VERIFIER_nondet_short();
  __VERIFIER_assume(d >= -20 && d <= 20);
  __VERIFIER_assume(s > -100 && s < 0);
  int i;
  int sum = 0;
  for (i = d; i < 25; i += 3)
    sum += i;
  while (s < -1) {
    s = s / 2;
    sum++;
  }
  return sum;
}
