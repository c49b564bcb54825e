// verify: unreach-call false line 14
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);
static int sum(const unsigned char *b, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += b[i];
  return s;
}
int main(void) {
  unsigned char buf[4];
  for (int i = 0; i < 4; i++) buf[i] = __VERIFIER_nondet_uchar();
  if (buf[0] < buf[1] && buf[1] < buf[2] && buf[2] < buf[3]) {
    if (sum(buf, 4) == 1000)
      reach_error();
  }
  return 0;
}
