// expect: double-free line 15
// flags: --entry pair_release
/* A bug that needs an alias: when both fields point to the same buffer, its data is freed
 * twice. Lazy initialisation makes `out` the same object as `in` on one path. */
#include <stdlib.h>

struct buf { char *data; int len; };
struct pair { struct buf *in; struct buf *out; };

void pair_release(struct pair *p)
{
  if (p->in)
    free(p->in->data);
  if (p->out)
    free(p->out->data);
}
