// loop 10: 9 exact
// loop 14: 8 exact
// loop 17: 8 exact
// The second loop runs as many times as the first found characters.
extern char __VERIFIER_nondet_char(void);

int main(void)
{
  char buf[9];
  for (int k = 0; k < 9; k++)
    buf[k] = __VERIFIER_nondet_char();
  buf[8] = 0;
  int len = 0;
  while (len < 8 && buf[len] != 0)
    len++;
  int sum = 0;
  for (int i = 0; i < len; i++)
    sum += buf[i];
  return sum & 0xff;
}
