// verify: unreach-call false line 15
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

/* The error needs more than 100 negative values among 20,000 inputs: one random run has
 * thousands, while a symbolic path forks 40,000 times before it gets there. */
int main(void) {
  static int a[20000];
  int negative = 0;
  for (int i = 0; i < 20000; i++)
    a[i] = __VERIFIER_nondet_int();
  for (int i = 0; i < 20000; i++)
    if (a[i] < 0)
      negative++;
  if (negative > 100) reach_error();
  return 0;
}
