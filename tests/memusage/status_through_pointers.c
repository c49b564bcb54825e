// memusage: 3072
// A report record updated by a helper through a pointer, and printed through a second
// pointer into it: no decision reads it, so states that differ only there reach the same
// allocations, and the first subtree at each join stands for the rest.
#include <stdlib.h>
#include <stdio.h>
#include <pathsift.h>

struct report {
    unsigned status;
    int warnings;
};

static void note(struct report *r, int k) {
    r->status |= 1u << k;
    r->warnings++;
}

int main(void) {
    struct report rep = {0, 0};
    const struct report *view = &rep;
    unsigned char in[6];
    pathsift_symbolic(in, sizeof in, "in");
    for (int k = 0; k < 6; k++)
        if (in[k] > 100)
            note(&rep, k);
    char mode[2];
    pathsift_symbolic(mode, sizeof mode, "mode");
    char *a = malloc(mode[0] == 'x' ? 2048 : 256);
    char *b = mode[1] ? malloc(1024) : 0;
    free(b);
    free(a);
    printf("%u %d\n", view->status, view->warnings);
    return 0;
}
