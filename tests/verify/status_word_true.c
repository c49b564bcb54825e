// verify: unreach-call true
/* A self-test that records each failed check in a status word and counts failures (in
   globals, through a helper), then checks a property of another input. The status is only
   returned: 2^8 ways through the checks, one subtree after each of them. */
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
  if (y - x > 3 || x - y > 3)
    reach_error();
  return (int)(status + failures);
}
