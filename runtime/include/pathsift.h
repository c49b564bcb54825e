/*
 * pathsift.h - what a test harness for pathsift calls: symbolic inputs and assumptions,
 * under pathsift's names and KLEE's. pathsift finds this header by itself; a program that
 * includes it still builds natively (declare the functions there, or replay with
 * `pathsift replay`, whose harness defines them).
 */
#ifndef PATHSIFT_H
#define PATHSIFT_H

#ifdef __cplusplus
extern "C" {
#endif

/* Makes the `size` bytes at `addr` symbolic inputs called `name`. */
void pathsift_symbolic(void *addr, __SIZE_TYPE__ size, const char *name);
/* Paths on which `cond` is false are not explored (they are not real inputs). */
void pathsift_assume(__UINTPTR_TYPE__ cond);

/* KLEE's names for the same. */
void klee_make_symbolic(void *addr, __SIZE_TYPE__ size, const char *name);
void klee_assume(__UINTPTR_TYPE__ cond);
/* A symbolic int called `name`. */
int klee_int(const char *name);
/* A symbolic int in [begin, end). */
int klee_range(int begin, int end, const char *name);
/* A hint for the values a witness should prefer; pathsift takes any value. */
void klee_prefer_cex(void *object, __UINTPTR_TYPE__ condition);
void __assert_fail(const char *assertion, const char *file, unsigned int line,
                   const char *function);
/* An assertion: a failing one is an `assertion` finding at this line. */
#define klee_assert(expr)                                                      \
  ((expr) ? (void)0 : __assert_fail(#expr, __FILE__, __LINE__, __func__))
/* pathsift's name for the same: `verify`'s default property checks it. */
#define pathsift_assert(expr) klee_assert(expr)

#ifdef __cplusplus
}
#endif

#endif
