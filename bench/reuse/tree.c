/* A recursive builder: a binary tree whose shape follows input bits, each node 24 bytes,
   freed bottom-up. */
#include <stdlib.h>
#include <pathsift.h>

struct node { struct node *l, *r; int v; };

static struct node *build(unsigned bits, int depth) {
    if (depth == 0)
        return NULL;
    struct node *n = malloc(sizeof *n);
    n->v = depth;
    n->l = bits & 1 ? build(bits >> 1, depth - 1) : NULL;
    n->r = bits & 2 ? build(bits >> 2, depth - 1) : NULL;
    return n;
}

static void drop(struct node *n) {
    if (!n)
        return;
    drop(n->l);
    drop(n->r);
    free(n);
}

int main(void) {
    unsigned char bits;
    pathsift_symbolic(&bits, 1, "bits");
    struct node *t = build(bits, 4);
    drop(t);
    return 0;
}
