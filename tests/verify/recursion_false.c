// verify: unreach-call false line 10
extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);
static unsigned fact(unsigned n) { return n <= 1 ? 1 : n * fact(n - 1); }
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n > 12)
    return 0;
  if (fact(n) == 5040)
    reach_error();
  return 0;
}
