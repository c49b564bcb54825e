// verify: unreach-call false line 30
/* The twin of status_word_true.c whose last check reads the status word: a state may not
   stand for another with a different status, and the error needs checks 1 and 3 failed. */
extern unsigned char __VERIFIER_nondet_uchar(void);
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

unsigned status;
unsigned failures;

static void expect(int ok, unsigned bit) {
  if (!ok) {
    status |= bit;
    failures++;
  }
}

int main(void) {
  for (int k = 0; k < 8; k++)
    expect(__VERIFIER_nondet_uchar() < 128, 1u << k);
  int x = __VERIFIER_nondet_int();
  int y = x;
  for (int i = 0; i < 3; i++) {
    if (x > 10)
      y--;
    else
      y++;
  }
  if (y - x > 3 || x - y > 3 || status == 0xa)
    reach_error();
  return (int)(status + failures);
}
