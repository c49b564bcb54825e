// verify: unreach-call unknown
extern void reach_error(void);
/* C gives `buf` no initial value: a proof that assumes zeros would be wrong. */
int main(void) {
  char buf[4];
  buf[3] = 0;
  if (buf[0] == 'x')
    reach_error();
  return 0;
}
