// expect: null-deref line 14
// flags: --malloc-can-fail
/* With --malloc-can-fail an allocation may return NULL: the unchecked one is a finding, the
 * checked one is not, and the witness (`malloc_fails` inputs) replays in the interpreter. */
#include <stdlib.h>
#include <string.h>

int main(void)
{
  char *name = malloc(16);
  if (!name)
    return 1;
  int *counts = calloc(4, sizeof *counts);
  counts[0] = 1;
  strcpy(name, "ok");
  free(counts);
  free(name);
  return 0;
}
