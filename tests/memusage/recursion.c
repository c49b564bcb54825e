// memusage: 160
// A recursive builder whose depth is an input (at most 4): each level holds a 32-byte
// frame block while it recurses, plus a 32-byte leaf at the bottom.
#include <stdlib.h>
#include <pathsift.h>

static void build(int depth) {
    char *level = malloc(32);
    if (depth > 0)
        build(depth - 1);
    else
        free(malloc(32));
    free(level);
}

int main(void) {
    int d;
    pathsift_symbolic(&d, sizeof d, "d");
    if (d < 0 || d > 3)
        return 0;
    build(d);
    return 0;
}
