// verify: unreach-call true
/* A never-written byte is any value of its type, not zero and not an approximation: the
 * proof holds for all of them. */
extern void reach_error(void);

int main(void)
{
  unsigned char c[2];
  c[1] = 1;
  unsigned v = c[0] + c[1];
  if (v == 0 || v > 256)
    reach_error();
  return 0;
}
