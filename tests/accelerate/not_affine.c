#include <stdio.h>

/* Loops whose iterations are not affine (doubling, xor, division, remainders, moving loads and
 * stores): acceleration must leave them to run one iteration at a time, or jump only once
 * they reach a fixed point; the results are those of a native run. */

static unsigned int bump(unsigned int x) { return x + 3; }

int main(void) {
  static int arr[100000];
  unsigned int x = 1, i;
  for (i = 0; i < 100000; i++) arr[i] = (int)i;          /* a moving store */
  long long sum = 0;
  for (i = 0; i < 100000; i++) sum += arr[i];            /* a moving load */
  printf("a %lld\n", sum);
  for (i = 0; i < 200000; i++) x = x * 2 + 1;            /* doubling */
  printf("b %u\n", x);
  x = 12345;
  for (i = 0; i < 300000; i++) x ^= i;                   /* xor */
  printf("c %u\n", x);
  x = 0;
  for (i = 0; i < 400000; i++) x = bump(x);              /* a call: followed, affine */
  printf("d %u\n", x);
  unsigned int y = 1000000;
  for (i = 0; i < 100000; i++) y = y / 2 + 500;          /* division */
  printf("e %u\n", y);
  int k = 0, flips = 0;
  for (i = 0; i < 500000; i++) { if (i % 3 == 0) flips++; k += 2; }  /* remainder */
  printf("f %d %d\n", k, flips);
  unsigned char *p = (unsigned char *)arr;
  unsigned int n = 0;
  while (n < 1000 && p[n] != 7) n++;                    /* a moving pointer's byte */
  printf("g %u\n", n);
  unsigned int m = 0, w = 0;
  while (m < 10000000u) { m += 5; w += m; }              /* w grows by a moving amount */
  printf("h %u %u\n", m, w);
  return 0;
}
