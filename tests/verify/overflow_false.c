// verify: no-overflow false line 8
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 1000000)
    return 0;
  /* 3 * x overflows once x > INT_MAX / 3 */
  int y = 3 * x;
  return y > 0;
}
