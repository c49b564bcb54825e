// verify: unreach-call true
/* Every function a symbolic pointer may hold is followed, nothing is fixed to one value: the
 * error needs x == 41 after inc or dec, which never happens. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

static int inc(int x) { return x + 1; }

static int dec(int x) { return x - 1; }

int main(void)
{
  int (*ops[2])(int) = {inc, dec};
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 1)
    return 0;
  if (ops[k](41) == 41)
    reach_error();
  return 0;
}
