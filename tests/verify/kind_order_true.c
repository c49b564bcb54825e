// verify: unreach-call true
/* i never passes n, but no iteration's test says so: the step needs the candidate i <= n
 * (n a variable the loop only reads), which holds at the entry and survives an iteration. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  int i = 0;
  if (n < 0)
    return 0;
  while (__VERIFIER_nondet_int()) {
    if (i < n)
      i++;
  }
  if (i > n)
    reach_error();
  return 0;
}
