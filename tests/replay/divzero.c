// Division by a nondet value: b == 0 divides by zero on line 7.
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  return a / b;
}
