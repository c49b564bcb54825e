// expect: out-of-bounds line 16
/* The clock is an input: a bug that needs a particular time is found, and its witness (the
 * values time() and gettimeofday() return) replays natively. */
#include <sys/time.h>
#include <time.h>

int slots[7];

int main(void)
{
  time_t now = time(NULL);
  struct timeval tv;
  gettimeofday(&tv, NULL);
  int slot = (int)(now % 7);
  if (tv.tv_usec > 999000)
    slots[slot + 1] = 1;
  return 0;
}
