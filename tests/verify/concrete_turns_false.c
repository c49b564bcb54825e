// verify: unreach-call false line 27
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

/* Two equal neighbours among the inputs send the run into a loop of 10^10 steps that no
 * acceleration shortens (it hashes). Zero inputs, small ones and the usual mix of small
 * and limit values all have equal neighbours; arbitrary 32-bit values have none, and half
 * of them are negative. The concrete runs take turns, so the ones stuck in the loop do not
 * take the time of the one that reaches the error. */
static unsigned spin(unsigned h) {
  for (unsigned k = 0; k < 2000000000u; k++)
    h = h * 2654435761u ^ (h >> 7);
  return h;
}

int main(void) {
  static int a[20000];
  int negative = 0;
  for (int i = 0; i < 20000; i++)
    a[i] = __VERIFIER_nondet_int();
  for (int i = 1; i < 20000; i++)
    if (a[i] == a[i - 1])
      return (int)(spin((unsigned)a[i]) & 1);
  for (int i = 0; i < 20000; i++)
    if (a[i] < 0)
      negative++;
  if (negative > 100) reach_error();
  return 0;
}
