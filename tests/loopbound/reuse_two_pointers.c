// loop 35: 12 exact
// Two pointers into one record: the checks write through one, the report reads through the
// other. Between the checks, a loop runs a bounded number of times depending on a
// separate input.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern int printf(const char *, ...);

struct report {
  int errors;
  unsigned mask;
  int last;
};

int main(void)
{
  struct report r = {0, 0u, -1};
  struct report *w = &r;
  const struct report *view = &r;
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  int c = __VERIFIER_nondet_int();
  int d = __VERIFIER_nondet_int();
  int e = __VERIFIER_nondet_int();
  int f = __VERIFIER_nondet_int();
  int g = __VERIFIER_nondet_int();
  int h = __VERIFIER_nondet_int();
  if (a % 3 == 0) { w->errors++; w->last = 1; }
  if (b < a) { w->mask |= 2u; w->last = 2; }
  if (c == 42) w->errors += 2;
  if (d > 0 && d < 10) w->mask ^= 8u;
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 12);
  int done = 0;
  for (int i = 0; i < n; ++i)
    done += i;
  if (e & 1) w->errors--;
  if (f != g) { w->mask |= 32u; w->last = 6; }
  if (h <= -5) w->errors *= 2;
  printf("%d %u %d %d\n", view->errors, view->mask, view->last, done);
  return 0;
}
