/* Sums of moving values (a second difference): jumped over exactly; doubling is not. */
#include <stdio.h>
int main(void) {
  unsigned int i, n = 3000000000u, sn = 0;
  for (i = 0; i <= n; i++) sn = sn + i;
  printf("a %u %u\n", i, sn);
  unsigned long long s2 = 5; int k;
  for (k = 0; k < 2000000; k++) s2 += 3 * k + 7;
  printf("b %llu\n", s2);
  long long t = 0, u = 1;
  for (k = 0; k < 1000000; k++) { u += 2; t -= u; }
  printf("c %lld %lld\n", t, u);
  unsigned char c = 0; unsigned short sum8 = 0;
  for (k = 0; k < 100000; k++) { c += 3; sum8 += c; }
  printf("d %u %u\n", c, sum8);
  unsigned int x = 1; unsigned long long acc = 0;
  for (k = 0; k < 300000; k++) { x = x * 2 + 1; acc += x; }   /* not polynomial */
  printf("e %u %llu\n", x, acc);
  return 0;
}
