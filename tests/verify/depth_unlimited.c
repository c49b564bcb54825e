// verify: unreach-call true
/* depth_limited.c without the limit: TRUE. */

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 10)
    return 0;
  int s = 0;
  for (int i = 0; i < n; i++)
    s += i;
  if (s < 0)
    reach_error();
  return 0;
}
