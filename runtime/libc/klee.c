/*
 * klee.c - KLEE's helper functions, built on klee_make_symbolic and klee_assume.
 * PS_INTERPRETER_ONLY: symbolic inputs have no native counterpart to compare with.
 */
#include "pathsift_rt.h"

void klee_make_symbolic(void *addr, size_t size, const char *name);
void klee_assume(unsigned long cond);
void __assert_fail(const char *assertion, const char *file, unsigned int line,
                   const char *function);

PS_WEAK int klee_int(const char *name)
{
  int x;
  klee_make_symbolic(&x, sizeof x, name);
  return x;
}

PS_WEAK int klee_range(int begin, int end, const char *name)
{
  int x;
  if (begin >= end)
    __assert_fail("klee_range: empty range", "klee.c", __LINE__, "klee_range");
  if (begin + 1 == end)
    return begin;
  klee_make_symbolic(&x, sizeof x, name);
  /* One assumption, no branch: `&` rather than `&&`. */
  klee_assume((x >= begin) & (x < end));
  return x;
}

/* Without the macro of klee.h: a function that fails like `assert`. */
PS_WEAK void klee_assert(int cond)
{
  if (!cond)
    __assert_fail("klee_assert", "klee.c", __LINE__, "klee_assert");
}

PS_WEAK void klee_prefer_cex(void *object, unsigned long condition)
{
  (void)object;
  (void)condition;
}
