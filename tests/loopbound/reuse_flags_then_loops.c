// loop 29: 39 exact
// loop 30: 8 exact
// Ten checks set bits of a status word that only the final report prints; then nested
// loops whose counts depend on another input. 1,024 ways through the checks reach the
// loops, with nothing the loops read telling them apart.
extern unsigned char __VERIFIER_nondet_uchar(void);
extern int printf(const char *, ...);

static int above(unsigned char v, int limit)
{
  return v > limit;
}

int main(void)
{
  unsigned status = 0;
  if (above(__VERIFIER_nondet_uchar(), 10)) status |= 1;
  if (above(__VERIFIER_nondet_uchar(), 20)) status |= 2;
  if (above(__VERIFIER_nondet_uchar(), 30)) status |= 4;
  if (above(__VERIFIER_nondet_uchar(), 40)) status |= 8;
  if (above(__VERIFIER_nondet_uchar(), 50)) status |= 16;
  if (above(__VERIFIER_nondet_uchar(), 60)) status |= 32;
  if (above(__VERIFIER_nondet_uchar(), 70)) status |= 64;
  if (above(__VERIFIER_nondet_uchar(), 80)) status |= 128;
  if (above(__VERIFIER_nondet_uchar(), 90)) status |= 256;
  if (above(__VERIFIER_nondet_uchar(), 100)) status |= 512;
  unsigned n = __VERIFIER_nondet_uchar();
  unsigned sum = 0;
  for (unsigned i = 0; i < n % 40; i++)
    for (unsigned j = i; j < 8; j++)
      sum += j;
  printf("status %x, sum %u\n", status, sum);
  return 0;
}
