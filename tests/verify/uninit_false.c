// verify: unreach-call false line 9
extern void reach_error(void);
/* C gives `buf` no initial value: never-written bytes are inputs (`uninit` in the witness),
 * so the error is found, and a proof that assumed zeros would have been wrong. */
int main(void) {
  char buf[4];
  buf[3] = 0;
  if (buf[0] == 'x')
    reach_error();
  return 0;
}
