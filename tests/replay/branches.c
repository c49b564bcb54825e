// Two nondet inputs and two independent branches: four tests cover every edge.
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  int r = 0;
  if (a > 10)
    r = 1;
  else
    r = 2;
  if (b < 0)
    r += 10;
  return r;
}
