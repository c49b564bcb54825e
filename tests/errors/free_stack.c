// expect: invalid-free at line 15
/* Frees a pointer that refers to a local array instead of the heap. */
#include <stdio.h>
#include <stdlib.h>

static void release(char *p) {
    free(p);
}

int main(void) {
    char local[32] = "on the stack";
    char *heap = malloc(8);
    release(heap);
    printf("%s\n", local);
    free(local);
    return 0;
}
