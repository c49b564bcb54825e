/* A string builder over vsnprintf: its return value decides a branch, so a test's error must
 * come from the real length (5 for every k > 3), or it would not reproduce natively. */
#include <stdarg.h>
#include <stdio.h>
extern int __VERIFIER_nondet_int(void);

static char out[16];

static int append(int at, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(out + at, sizeof out - at, fmt, ap);
  va_end(ap);
  return n;
}

int main(void)
{
  int k = __VERIFIER_nondet_int();
  int at = append(0, "%s:", "key");
  if (k > 3)
    at += append(at, "%d", 7);
  return 10 / (at - 5);
}
