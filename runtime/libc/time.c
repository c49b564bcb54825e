/*
 * time.c - the clock is an input: time(), clock(), gettimeofday() and clock_gettime() return
 * values the witness records (named after the function), so that a path that depends on the
 * time has a witness that replays (pathsift replay feeds the same values natively).
 * PS_INTERPRETER_ONLY: the host's clock has nothing to compare with.
 */
#include "pathsift_rt.h"

void klee_make_symbolic(void *addr, size_t size, const char *name);
void klee_assume(unsigned long cond);

struct ps_timeval {
  long tv_sec;
  long tv_usec;
};

struct ps_timespec {
  long tv_sec;
  long tv_nsec;
};

PS_WEAK long time(long *t)
{
  long v;
  klee_make_symbolic(&v, sizeof v, "time");
  klee_assume(v >= 0);
  if (t)
    *t = v;
  return v;
}

PS_WEAK long clock(void)
{
  long v;
  klee_make_symbolic(&v, sizeof v, "clock");
  klee_assume(v >= 0);
  return v;
}

PS_WEAK int gettimeofday(struct ps_timeval *tv, void *tz)
{
  (void)tz;
  if (tv) {
    klee_make_symbolic(tv, sizeof *tv, "gettimeofday");
    klee_assume((tv->tv_sec >= 0) & (tv->tv_usec >= 0) & (tv->tv_usec < 1000000));
  }
  return 0;
}

PS_WEAK int clock_gettime(int clock_id, struct ps_timespec *ts)
{
  (void)clock_id;
  if (ts) {
    klee_make_symbolic(ts, sizeof *ts, "clock_gettime");
    klee_assume((ts->tv_sec >= 0) & (ts->tv_nsec >= 0) & (ts->tv_nsec < 1000000000));
  }
  return 0;
}
