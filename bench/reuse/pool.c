/* A pool of 128-byte chunks serving eight requests whose sizes come from input flags. */
#include <stdlib.h>
#include <pathsift.h>

struct chunk { struct chunk *prev; int used; };
static struct chunk *top;

static void *get(int size) {
    if (!top || top->used + size > 128) {
        struct chunk *c = malloc(sizeof *c + 128);
        c->prev = top;
        c->used = 0;
        top = c;
    }
    void *p = (char *)(top + 1) + top->used;
    top->used += size;
    return p;
}

int main(void) {
    unsigned char req;
    pathsift_symbolic(&req, 1, "req");
    for (int i = 0; i < 8; i++)
        get(req & (1u << i) ? 96 : 24);
    while (top) {
        struct chunk *c = top;
        top = c->prev;
        free(c);
    }
    return 0;
}
