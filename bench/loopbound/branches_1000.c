/* Two paths per iteration over 1000 input bytes: 2^1000 paths unless they are merged. */
extern unsigned char __VERIFIER_nondet_uchar(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
unsigned char a[1000];

int main(void)
{
  unsigned n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n <= 1000);
  for (int i = 0; i < 1000; i++)
    a[i] = __VERIFIER_nondet_uchar();
  int pos = 0;
  for (unsigned i = 0; i < n; i++) {
    if (a[i] > 127)
      pos++;
    else
      pos--;
  }
  return pos > 0;
}
