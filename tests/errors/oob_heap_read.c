// expect: out-of-bounds at line 15
/* Reads before the start of a heap block with a negative index. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 10;
    long *v = malloc(n * sizeof *v);
    if (!v)
        return 1;
    for (int i = 0; i < n; i++)
        v[i] = i;
    long total = 0;
    for (int i = n - 1; i >= -1; i--)
        total += v[i];
    printf("total=%ld\n", total);
    free(v);
    return 0;
}
