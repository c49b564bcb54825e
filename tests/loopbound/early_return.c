// loop 11: 20 exact
// loop 22: 20 exact
// A loop left by `return` in a function called with input-dependent arguments.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int keys[20];

int find(int n, int key)
{
  for (int i = 0; i < n; i++)
    if (keys[i] == key)
      return i;
  return -1;
}

int main(void)
{
  int n = __VERIFIER_nondet_int();
  int key = __VERIFIER_nondet_int();
  __VERIFIER_assume(0 <= n && n <= 20);
  for (int i = 0; i < 20; i++)
    keys[i] = 3 * i;
  return find(n, key) + find(n / 2, key + 1);
}
