// expect: none
// flags: --entry pair_release
/* The fixed pair_release: the pointer is cleared after the free, so an alias is harmless. */
#include <stdlib.h>

struct buf { char *data; int len; };
struct pair { struct buf *in; struct buf *out; };

void pair_release(struct pair *p)
{
  if (p->in) {
    free(p->in->data);
    p->in->data = NULL;
  }
  if (p->out) {
    free(p->out->data);
    p->out->data = NULL;
  }
}
