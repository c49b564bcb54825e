// verify: unreach-call false line 13 accelerated
extern void reach_error(void);

/* 134 million iterations, then an error: a concrete run with loop acceleration jumps
 * over them (x and y move by fixed amounts; the test flips once); exploring symbolically
 * gives up at the path length limit, and k-induction's step fails. */
int main(void) {
  unsigned int x = 0, y = 7;
  while (x < 0x0fffffff) {
    x += 2;
    y += 3;
  }
  if (y == 7 + 3 * (0x10000000u / 2)) reach_error();
  return 0;
}
