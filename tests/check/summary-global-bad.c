// expect: memory-leak line 22
// flags: --entry run
// summaries: ensure=2 reset=1
/* The thesis's MallocGlobalCond (Fig. 9.6): ensure() allocates into the global g only when
   g is null, so the second call allocates nothing; reset() overwrites g, the block's only
   pointer, so the block is lost at that call. */
#include <stdlib.h>

int *g;

void ensure(void) {
    if (!g)
        g = malloc(8);
}

void reset(void) { g = 0; }

int run(int k) {
    ensure();
    ensure();
    if (k > 3)
        reset();
    return 0;
}
