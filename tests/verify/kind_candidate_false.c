// verify: unreach-call false line 15
/* x == y holds at the entry but no iteration keeps it: the candidate is refuted, never
 * assumed, and the error (x == y == 2 after four iterations) is found with a witness. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int x = 0, y = 0;
  while (__VERIFIER_nondet_int()) {
    if (__VERIFIER_nondet_int())
      x++;
    else
      y += 2;
    if (x == 2 && y == 2)
      reach_error();
  }
  return 0;
}
