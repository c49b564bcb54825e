// verify: unreach-call true
/* A variable-length array whose length is an input: one block of symbolic size (as large as
 * n can be, accesses checked against n * 4), so every n from 1 to 64 is covered at once and
 * nothing is fixed to one size. */
extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);

int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n == 0 || n > 64)
    return 0;
  int a[n];
  for (unsigned i = 0; i < n; i++)
    a[i] = (int)i;
  if (a[n - 1] != (int)(n - 1))
    reach_error();
  return 0;
}
