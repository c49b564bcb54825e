// loop 24: 6 exact
// loop 35: 772 exact
// The counting loop runs only after the command "RUN" somewhere in the first six
// characters; its count is a byte read after the command.
extern char __VERIFIER_nondet_char(void);
extern unsigned char __VERIFIER_nondet_uchar(void);

enum state { IDLE, GOT_R, GOT_RU, ARMED };

static enum state step(enum state s, char c)
{
  switch (s) {
  case IDLE: return c == 'R' ? GOT_R : IDLE;
  case GOT_R: return c == 'U' ? GOT_RU : (c == 'R' ? GOT_R : IDLE);
  case GOT_RU: return c == 'N' ? ARMED : (c == 'R' ? GOT_R : IDLE);
  default: return ARMED;
  }
}

int main(void)
{
  enum state s = IDLE;
  int i = 0;
  while (i < 6) {
    s = step(s, __VERIFIER_nondet_char());
    i++;
  }
  if (s != ARMED)
    return 0;
  unsigned n = __VERIFIER_nondet_uchar();
  unsigned total = 0;
  /* Three rounds per unit of n, and seven more to drain. */
  unsigned rounds = 3 * n + 7;
  unsigned k;
  for (k = 0; k < rounds; k++)
    total += k ^ s;
  return (int)(total & 0xff);
}
