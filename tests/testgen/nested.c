/* Nested conditions with && and || and a ?: on symbolic inputs. */
extern int __VERIFIER_nondet_int(void);
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  unsigned char c = __VERIFIER_nondet_uchar();
  int r = 0;
  if (a > 0 && b > 0) {
    if (a > b || c == 'x')
      r = 1;
    else
      r = 2;
  } else if (a < -100) {
    r = c > 200 ? 3 : 4;
  }
  if (r == 0 && (b == 7 || a == 7))
    r = 5;
  return r;
}
