/* exit() with a nonzero status from deep inside nested calls: output printed
 * so far is flushed, atexit handlers run, the status is the exit code. */
#include <stdio.h>
#include <stdlib.h>

static void goodbye(void) { printf("atexit handler ran\n"); }
static void first_registered(void) { printf("registered first, runs last\n"); }

static int search(int depth, int target) {
    printf("depth %d\n", depth);
    if (depth == target) {
        printf("found target, exiting with %d\n", depth);
        exit(depth);
    }
    return search(depth + 1, target) + 1;
}

int main(void) {
    atexit(first_registered);
    atexit(goodbye);
    printf("start\n");
    int r = search(0, 3);
    printf("unreachable %d\n", r);
    return 0;
}
