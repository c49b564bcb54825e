// expect: none
// flags: --leaks memtrack
/* A cache hanging off a global is unfreed at exit but still reachable, which memtrack accepts. */
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
