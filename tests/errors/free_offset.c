// expect: invalid-free at line 13
/* Frees a pointer into the middle of a heap block. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int *v = malloc(10 * sizeof *v);
    if (!v)
        return 1;
    int *p = v;
    p += 3;
    printf("advanced\n");
    free(p);
    return 0;
}
