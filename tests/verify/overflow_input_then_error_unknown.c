// verify: unreach-call unknown
/* Only x == INT_MAX makes y negative, and x + 1 overflows then: no defined run reaches the
 * error, whatever the symbolic engines find. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void)
{
  int x = __VERIFIER_nondet_int();
  if (x > 0) {
    int y = x + 1;
    if (y < 0)
      reach_error();
  }
  return 0;
}
