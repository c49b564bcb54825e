// memusage: 816
// A pool that takes a 272-byte chunk (header and 256 bytes) whenever its current one cannot
// serve a request; three 200-byte requests take three chunks.
// The requests' sizes are inputs.
#include <stdlib.h>
#include <pathsift.h>

#define CHUNK 256

struct chunk { struct chunk *prev; int used; };
static struct chunk *top;

static void *pool_get(int size) {
    if (!top || top->used + size > CHUNK) {
        struct chunk *c = malloc(sizeof *c + CHUNK);
        c->prev = top;
        c->used = 0;
        top = c;
    }
    void *p = (char *)(top + 1) + top->used;
    top->used += size;
    return p;
}

static void pool_release(void) {
    while (top) {
        struct chunk *c = top;
        top = c->prev;
        free(c);
    }
}

int main(void) {
    unsigned char req[3];
    pathsift_symbolic(req, sizeof req, "req");
    for (int i = 0; i < 3; i++) {
        int size = req[i] & 1 ? 200 : 40;
        pool_get(size);
    }
    pool_release();
    return 0;
}
