// An unbounded loop over inputs: exploration never ends on its own, so a limit ends it.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  unsigned s = 0;
  while (__VERIFIER_nondet_int())
    s += (unsigned)__VERIFIER_nondet_int() % 7;
  if (s == 123456789u)
    reach_error();
  return 0;
}
