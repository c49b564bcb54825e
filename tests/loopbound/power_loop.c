// loop 16: 10 exact witness 10
// loop 20: 59049 exact witness 10
// A count of 3^k iterations, k up to 10: the second loop's count is 59,049 for one input
// and far less for every other one.
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void abort(void);

int main(void)
{
  unsigned char k = __VERIFIER_nondet_uchar();
  if (k > 10)
    abort();
  unsigned m = 1;
  unsigned i = 0;
  unsigned sum = 0;
  do
    m *= 3;
  while (++i < k);
  unsigned left = m;
  while (left-- > 0)
    sum += left % 7;
  return (int)(sum & 0x7f);
}
