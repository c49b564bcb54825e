// verify: unreach-call unknown --max-depth 3
/* Safe with at most 10 iterations; a limit of 3 branch decisions per path must make the
   verdict UNKNOWN, never TRUE (the same program without the limit is depth_unlimited.c). */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 10)
    return 0;
  int s = 0;
  for (int i = 0; i < n; i++)
    s += i;
  if (s < 0)
    reach_error();
  return 0;
}
