// flags: --timeout 10
// loop 15: 12 lower
// loop 18: 12 lower
// loop 35: 500 lower
// A command "GO:<number>;" somewhere in twelve characters sets how often the last loop
// runs (a number above 500 is refused). The paths that parse other commands are too many
// to finish in the budget, so no bound is exact; but on the counting loop's first test
// the solver is asked for the largest count its condition allows, and that input's run
// reaches the true bound, 500.
extern char __VERIFIER_nondet_char(void);

int main(void)
{
  char buf[12];
  for (int i = 0; i < 12; i++)
    buf[i] = __VERIFIER_nondet_char();
  int state = 0, n = 0, i = 0;
  while (i < 12 && state != 4) {
    char c = buf[i++];
    switch (state) {
    case 0: if (c == 'G') state = 1; break;
    case 1: state = c == 'O' ? 2 : 0; break;
    case 2: state = c == ':' ? 3 : 0; break;
    case 3:
      if (c >= '0' && c <= '9') { n = n * 10 + (c - '0'); if (n > 500) state = 5; }
      else if (c == ';') state = 4;
      else state = 0, n = 0;
      break;
    default: break;
    }
  }
  if (state != 4)
    return 0;
  int total = 0;
  for (int k = 0; k < n; k++)
    total += k;
  return total & 1;
}
