// verify: valid-memsafety false line 9
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a[4] = {0};
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 4)
    return 0;
  /* i == 4 writes one past the end */
  a[i] = 1;
  return a[0];
}
