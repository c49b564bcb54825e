// expect: null-deref line 14
/* A size from the input that can exceed what malloc gives (over 4 GiB here, as the
 * interpreter models it): that allocation returns NULL and the unchecked write is found,
 * without --malloc-can-fail. */
#include <stdlib.h>
extern unsigned long __VERIFIER_nondet_ulong(void);

int main(void)
{
  unsigned long records = __VERIFIER_nondet_ulong();
  if (records == 0 || records > 100000000)
    return 0;
  char *table = malloc(records * 64);
  table[0] = 1;
  free(table);
  return 0;
}
