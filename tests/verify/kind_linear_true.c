// verify: unreach-call true
/* x + y stays n: the step needs the candidate invariant x + y == x0 + y0 (a sum kept), which
 * holds at the entry and survives an iteration; n up to 10^6 leaves paths no chance. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000000)
    return 0;
  int x = 0, y = n;
  while (x < n) {
    x++;
    y--;
  }
  if (x + y != n)
    reach_error();
  return 0;
}
