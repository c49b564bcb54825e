// verify: unreach-call true
/* The printf family's return value is exact, also for symbolic integers (an expression of
 * their digit count) and through a va_list; snprintf stores exactly what glibc stores. */
#include <stdarg.h>
#include <stdio.h>
extern int __VERIFIER_nondet_int(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);

static int log_line(const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  int n = vprintf(fmt, ap);
  va_end(ap);
  return n;
}

int main(void)
{
  int x = __VERIFIER_nondet_int();
  unsigned char c = __VERIFIER_nondet_uchar();
  /* "x=" + 11 characters + "\n" only for x <= -1000000000. */
  if (printf("x=%d\n", x) == 14 && x > -1000000000)
    reach_error();
  if (log_line("[%02x]", c) != 4)
    reach_error();
  if (printf("%5u|%-3hhd|%c\n", 7u, x, c) != 12 && (signed char)x > -10 && (signed char)x < 100)
    reach_error();
  char buf[8];
  int k = snprintf(buf, sizeof buf, "%s-%d", "ab", 12345);
  if (k != 8 || buf[7] != 0 || buf[6] != '4')
    reach_error();
  return 0;
}
