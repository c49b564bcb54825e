// loop 23: 9 exact
// loop 32: 6 exact
// loop 36: 12 exact
// loop 39: 3 exact
// Reuse must not stand in where it would change a count: the status bits are read by a
// later loop (so states that differ in them are not alike), and the paths reach the checks
// after different numbers of iterations of the first loop.
#include <pathsift.h>

int main(void)
{
  unsigned char in[8];
  int m;
  pathsift_symbolic(in, sizeof in, "in");
  pathsift_symbolic(&m, sizeof m, "m");
  pathsift_assume(m >= 0 && m <= 9);
  int i = 0;
  unsigned status = 0;
  if (in[6] & 1)
    status |= 64;
  if (in[7] & 1)
    status |= 128;
  while (i < m)
    i++;
  if (in[0] > 10) status |= 1;
  if (in[1] > 20) status |= 2;
  if (in[2] > 30) status |= 4;
  if (in[3] > 40) status |= 8;
  if (in[4] > 50) status |= 16;
  if (in[5] > 60) status |= 32;
  int bits = 0;
  for (int k = 0; k < 6; k++)
    if (status & (1u << k))
      bits++;
  int total = 0;
  for (int t = 0; t < bits * 2; t++)
    total++;
  int tail = 0;
  for (int j = 0; j < (in[6] >> 1) % 4; j++)
    tail += j;
  return (total + tail + i + (int)(status >> 6)) & 1;
}
