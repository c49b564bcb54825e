// flags: --entry steps
// loop 15: 10 exact
// An entry function whose parameters are bytes: its whole domain (65,536 pairs) is small
// without any precondition. Euclid on the absolute values, with the sign taken apart first.
unsigned steps(unsigned char a, signed char b)
{
  int x = a;
  int y = b;
  unsigned n = 0;
  if (y < 0)
    y = -y;
  if (x < y) {
    int t = x; x = y; y = t;
  }
  while (y != 0) {
    int t = x % y;
    x = y;
    y = t;
    n++;
  }
  return n;
}
