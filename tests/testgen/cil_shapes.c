/* Shapes CIL-generated code is full of: an `if` with empty branches and an `if (0)` kept
   alive by a label. Neither is a decision (gcc emits no branch for them), so neither counts. */
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int r = 0;
  if (x & 4) {
  } else {
  }
  if (0) {
  ERROR:
    return 9;
  }
  if (x > 100)
    r = 1;
  if (x == 12345)
    goto ERROR;
  return r;
}
