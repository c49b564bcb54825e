// verify: unreach-call false line 16 timeout 30 --bmc
/* The error needs one exact choice in each of 20 iterations (s = 0x5A5A5): merged, the
 * choices stay inputs of one formula, and its model is the witness. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  unsigned s = 0;
  for (unsigned i = 0; i < 20; i++) {
    if (__VERIFIER_nondet_int())
      s |= 1u << i;
    else
      s &= ~(1u << i);
  }
  if (s == 0x5A5A5u)
    reach_error();
  return 0;
}
