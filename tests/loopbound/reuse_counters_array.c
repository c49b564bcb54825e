// loop 23: 8 exact
// loop 30: 100 exact
// Warnings counted into an array of counters by severity while eight samples are checked;
// the counters are only printed. The loop after it walks a length read afterwards.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern int printf(const char *, ...);

static void classify(int sample, int counts[3])
{
  if (sample < 0)
    counts[0]++;
  else if (sample > 1000)
    counts[2]++;
  else
    counts[1]++;
}

int main(void)
{
  int counts[3] = {0, 0, 0};
  int k = 0;
  while (k < 8) {
    classify(__VERIFIER_nondet_int(), counts);
    k++;
  }
  int len = __VERIFIER_nondet_int();
  __VERIFIER_assume(len >= 0 && len <= 100);
  int steps = 0;
  for (int i = len; i > 0; i--)
    steps++;
  printf("%d %d %d %d\n", counts[0], counts[1], counts[2], steps);
  return 0;
}
