// loop 12: 8 exact
// loop 14: 30 exact
// Each iteration moves the counter by 1 or 2 depending on the input: the longest run
// takes +1 every time.
extern int __VERIFIER_nondet_int(void);

int in[8];

int main(void)
{
  int i = 0, steps = 0;
  for (int k = 0; k < 8; k++)
    in[k] = __VERIFIER_nondet_int();
  while (i < 30) {
    if (in[steps % 8] > 0)
      i += 2;
    else
      i += 1;
    steps++;
  }
  return steps;
}
