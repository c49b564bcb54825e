// expect: double-free at line 20
/* Two owners both release the same buffer. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct owner {
    char *buffer;
};

int main(void) {
    struct owner a, b;
    a.buffer = malloc(16);
    if (!a.buffer)
        return 1;
    strcpy(a.buffer, "shared");
    b = a; /* shallow copy: both point to the same block */
    printf("%s %s\n", a.buffer, b.buffer);
    free(a.buffer);
    free(b.buffer);
    return 0;
}
