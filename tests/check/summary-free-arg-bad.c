// expect: use-after-free line 16
// flags: --entry run
// summaries: release=1
/* release() frees the block its parameter points to: its summary says so (one path, the
   parameter freed), and applying it at the call makes the later read a use after free. */
#include <stdlib.h>

struct buf { int len; int data[4]; };

void release(struct buf *b) { free(b); }

int run(int k) {
    struct buf *b = malloc(sizeof *b);
    b->len = k;
    release(b);
    return b->len;
}
