// verify: unreach-call false line 14
/* A call through a symbolic function pointer forks over the functions it may hold: the
 * error lies behind one of three targets, reached only with k == 2. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

static int inc(int x) { return x + 1; }

static int dec(int x) { return x - 1; }

static int check(int x)
{
  if (x == 41)
    reach_error();
  return x;
}

int main(void)
{
  int (*ops[3])(int) = {inc, dec, check};
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 2)
    return 0;
  return ops[k](41);
}
