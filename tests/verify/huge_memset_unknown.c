// verify: unreach-call unknown --no-concrete-runs
/* A memset of 1 GiB: the symbolic engine, which writes a term per byte, gives the path up
 * and says so, instead of exhausting memory; the verdict cannot be true. (Without
 * --no-concrete-runs the concrete runs would write the gigabyte four times over.) */
#include <stdlib.h>
#include <string.h>
extern void reach_error(void);

int main(void) {
  char *p = malloc(1u << 30);
  if (!p)
    return 0;
  memset(p, 1, 1u << 30);
  if (p[12345] != 1)
    reach_error();
  return 0;
}
