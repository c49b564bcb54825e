// ILP32: long is 4 bytes, so the input 4294967295 reads as -1 and reaches the error.
extern long __VERIFIER_nondet_long(void);
extern void reach_error(void);

int main(void) {
  long x = __VERIFIER_nondet_long();
  if (sizeof(long) == 4 && x == -1)
    reach_error();
  return 0;
}
