// verify: unreach-call false line 17
/* The error needs one length of a variable-length array (n = 37): with the length fixed to
 * one value, as before, the verdict could only be unknown. */
extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);

int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n == 0 || n > 64)
    return 0;
  int a[n];
  for (unsigned i = 0; i < n; i++)
    a[i] = (int)(2 * i);
  if (n < 30)
    return 0;
  if (a[n - 1] == 72)
    reach_error();
  return 0;
}
