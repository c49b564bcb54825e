// loop 9: 5 exact witness 0
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void)
{
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= 0);
  while (x < 5)
    x++;
  return x;
}
