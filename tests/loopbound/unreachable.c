// loop 9: 4 exact
// loop 13: - unreachable
extern int __VERIFIER_nondet_int(void);

int main(void)
{
  int x = __VERIFIER_nondet_int();
  int k = 0;
  do {
    k++;
  } while (k < 4);
  if (x > 0 && x < 0) {
    while (k < 100)
      k++;
  }
  return k;
}
