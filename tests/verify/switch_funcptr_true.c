// verify: unreach-call true
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
static int twice(int x) { return 2 * x; }
static int inc(int x) { return x + 1; }
static int (*ops[2])(int) = {twice, inc};
int main(void) {
  int c = __VERIFIER_nondet_int();
  int r;
  switch (c) {
  case 0: r = ops[0](20); break;
  case 1: r = ops[1](39); break;
  case 7: r = 40; break;
  default: r = 40;
  }
  if (r != 40)
    reach_error();
  return 0;
}
