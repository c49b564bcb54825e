#include <stdio.h>
#include <limits.h>
int g;
unsigned char uc;
int main(void) {
  unsigned int x = 0;
  while (x < 0x0fffffff) x += 2;
  printf("a %u\n", x);
  x = 0;
  while (x < 0x0fffffff) { if (x < 0xfff1) x++; else x += 2; }
  printf("b %u\n", x);
  x = 0x0ffffff1;
  while (x > 1) x -= 2;
  printf("c %u\n", x);
  unsigned int y = 0;
  x = 0;
  while (x < 0x00ffffff) { y = 0; while (y < 10) y++; x++; }
  printf("d %u %u\n", x, y);
  int i = 0, s = 0;
  for (i = 0; i != 1000003; i += 1) s += 3;
  printf("e %d %d\n", i, s);
  int k = 7;
  while (k != 100001) k += 2;   /* 7 + 2n hits 100001 */
  printf("f %d\n", k);
  signed char c = 0; int n = 0;
  while (c >= 0 && n < 1000) { c++; n++; }   /* wraps at 127 -> -128 */
  printf("g %d %d\n", c, n);
  unsigned short us = 65000; n = 0;
  while (us != 100 && n < 100000) { us += 3; n++; }
  printf("h %u %d\n", us, n);
  long long big = 0; int m = 0;
  while (m < 3000000) { big += 1000000007LL; m++; }
  printf("i %lld %d\n", big, m);
  int a[4] = {0,0,0,0}; int t = 0;
  while (t < 500000) { a[2] += 5; a[1] = t; t++; }
  printf("j %d %d %d\n", a[1], a[2], t);
  g = 0; for (int q = 0; q < 777777; q++) { g -= 2; uc += 1; }
  printf("k %d %u\n", g, uc);
  int z = 0; int w = 0;
  while (z < 1000000) { z += 3; if (z > 500000) w++; }
  printf("l %d %d\n", z, w);
  unsigned int p = 8; int cnt = 0;
  while (p != 0) { p += 4; cnt++; }
  printf("m %u %d\n", p, cnt);
  unsigned char b8 = 10; int c8 = 0;
  while (b8 != 4 && c8 < 100000) { b8 += 7; c8++; }
  printf("n %u %d\n", b8, c8);
  return 0;
}
