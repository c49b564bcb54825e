// expect: out-of-bounds line 18
/* A label built with snprintf, then sprintf'd into a buffer sized from snprintf's result for
 * a small id: ids of 100 and more need one byte more. The stored bytes and the return values
 * are glibc's, also for the symbolic id. */
#include <stdio.h>
#include <stdlib.h>
extern unsigned __VERIFIER_nondet_uint(void);

int main(void)
{
  unsigned id = __VERIFIER_nondet_uint() % 1000;
  char probe[4];
  int need = snprintf(probe, sizeof probe, "n%u", 42u);
  if (need != 3 || probe[2] != '2')
    return 1;
  char *name = malloc(need + 1);
  if (id >= 10)
    sprintf(name, "n%u", id);
  printf("%s\n", id < 10 ? "small" : "big");
  free(name);
  return 0;
}
