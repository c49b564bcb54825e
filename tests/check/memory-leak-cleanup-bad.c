// expect: memory-leak line 26
// flags: --leaks cleanup
/* A cache hangs off a global and is never released before the program exits. */
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct cache {
    int size;
    int *slots;
};

static struct cache *cache;

static void cache_init(int size) {
    cache = malloc(sizeof *cache);
    if (!cache)
        abort();
    cache->size = size;
    cache->slots = NULL;
}

int main(void) {
    cache_init(__VERIFIER_nondet_int() ? 8 : 4);
    int size = cache->size;
    exit(size == 8 ? 0 : 1);
}
