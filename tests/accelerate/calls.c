#include <stdio.h>

/* Loops that call functions: the walk follows the callees (their parameters and locals live
 * in the walk), so affine loops through calls are jumped over; a callee that writes a global,
 * takes the address of a local or loops itself is followed too; one with output is not. */

unsigned int g;

static unsigned int f(unsigned int z) { return z + 2; }

static int twice(int v) {
  int local = v;
  local += v;
  return local;
}

static void bump(unsigned int *p, unsigned int by) { *p += by; }

static unsigned int g_plus(unsigned int k) {
  g += 3;
  return g + k;
}

static int small_loop(int v) {
  int s = 0;
  for (int i = 0; i < 4; i++) s += v;
  return s;
}

static void swap(int *a, int *b) {
  int t = *a;
  *a = *b;
  *b = t;
}

static unsigned int clamp(unsigned int v) { return v > 1000u ? 1000u : v; }

int main(void) {
  unsigned int x = 0;
  while (x < 0x0fffffff) x = f(x);
  printf("a %u\n", x);
  int y = 0, n = 0;
  while (n < 3000000) { y = y + twice(3); n++; }
  printf("b %d %d\n", y, n);
  unsigned int c = 0;
  for (int i = 0; i < 5000000; i++) { unsigned int loc = c; bump(&loc, 7); c = loc; }
  printf("c %u\n", c);
  unsigned int last = 0;
  for (int i = 0; i < 2000000; i++) last = g_plus(5);
  printf("d %u %u\n", g, last);
  int s = 0;
  for (int i = 0; i < 1000000; i++) s += small_loop(2);
  printf("e %d\n", s);
  int p = 1, q = 2, k;
  for (k = 0; k < 100001; k++) swap(&p, &q);
  printf("f %d %d\n", p, q);
  unsigned int cl = 0, hits = 0;
  for (unsigned int i = 0; i < 3000000; i++) { if (clamp(i) == 1000u) hits++; cl += 1; }
  printf("g %u %u\n", cl, hits);
  int printed = 0;
  for (int i = 0; i < 3; i++) printed += printf("h%d\n", i);
  printf("i %d\n", printed);
  return 0;
}
