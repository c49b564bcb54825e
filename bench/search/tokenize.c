/* A tokenizer over a 16-byte input: every byte is classified by a chain of branches, so the
 * paths multiply and a breadth-like search holds 10^5 pending states or more.
 * -DINPUT_BUFFER reads the input with pathsift_symbolic (KLEE's klee_make_symbolic harness);
 * without it every byte comes from __VERIFIER_nondet_char(). */
#include <pathsift.h>

extern char __VERIFIER_nondet_char(void);

#define N 16

static int classify(char c)
{
  if (c >= '0' && c <= '9')
    return 1;
  if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_')
    return 2;
  if (c == ' ' || c == '\t' || c == '\n')
    return 3;
  if (c == '"')
    return 4;
  if (c == '\0')
    return 0;
  return 5;
}

int main(void)
{
  char buf[N + 1];
#ifdef INPUT_BUFFER
  pathsift_symbolic(buf, N, "buf");
#else
  for (int i = 0; i < N; i++)
    buf[i] = __VERIFIER_nondet_char();
#endif
  buf[N] = 0;
  int tokens = 0, numbers = 0, words = 0, strings = 0, prev = 3;
  for (int i = 0; buf[i]; i++) {
    int k = classify(buf[i]);
    if (k != prev) {
      tokens++;
      if (k == 1)
        numbers++;
      else if (k == 2)
        words++;
      else if (k == 4)
        strings++;
    }
    prev = k;
  }
  return tokens > numbers + words + strings ? 0 : 1;
}
