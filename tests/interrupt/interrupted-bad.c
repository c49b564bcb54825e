/* A division by zero (line 13) found within milliseconds, then more paths than any budget
 * holds: an interrupted run still reports it (crates/cli/tests/interrupt.rs sends SIGINT and
 * SIGTERM). */
extern char __VERIFIER_nondet_char(void);

int main(void)
{
  char buf[24];
  int kinds = 0;
  for (int i = 0; i < 24; i++) {
    buf[i] = __VERIFIER_nondet_char();
    if (i == 1 && buf[0] == 'x')
      return 100 / (kinds - kinds);
    if (buf[i] >= '0' && buf[i] <= '9')
      kinds += 1;
    else if (buf[i] >= 'a' && buf[i] <= 'z')
      kinds += 2;
    else if (buf[i] == ' ')
      kinds += 3;
  }
  return kinds;
}
