/* A safe task whose tree is wide enough to split: twelve input bits, each set or not (4,096
 * paths), and a property that holds on all of them. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void)
{
  unsigned count = 0, mask = 0;
  for (int i = 0; i < 12; i++) {
    if (__VERIFIER_nondet_int() > 0) {
      count++;
      mask |= 1u << i;
    }
  }
  if (count > 12 || (mask >> 12) != 0 || (count == 0) != (mask == 0))
    reach_error();
  return 0;
}
