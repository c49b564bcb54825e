// expect: out-of-bounds line 17
/* A buffer whose size is an input: it is one block of symbolic size, not one size picked,
 * so the overrun that needs n < 4 is found (and the witness replays natively). */
#include <stdlib.h>
extern unsigned __VERIFIER_nondet_uint(void);

int main(void)
{
  unsigned n = __VERIFIER_nondet_uint();
  if (n == 0 || n > 64)
    return 0;
  char *buf = malloc(n);
  if (!buf)
    return 0;
  for (unsigned i = 0; i < n; i++)
    buf[i] = 'a';
  buf[3] = 0;
  free(buf);
  return 0;
}
