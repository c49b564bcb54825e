// loop 10: 1000 capped
// flags: --max-iterations 1000
extern int __VERIFIER_nondet_int(void);

volatile int sink;

int main(void)
{
  int x = __VERIFIER_nondet_int();
  while (1) {
    sink = x;
    x++;
  }
  return 0;
}
