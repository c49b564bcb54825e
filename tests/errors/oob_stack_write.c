// expect: out-of-bounds at line 9
/* Writes past the end of a local buffer through a pointer parameter. */
#include <stdio.h>
#include <string.h>

static void fill(char *dst, const char *src) {
    size_t n = strlen(src);
    for (size_t i = 0; i <= n; i++)
        dst[i] = src[i];
}

int main(void) {
    char name[8];
    fill(name, "short");
    printf("%s\n", name);
    fill(name, "much too long");
    printf("%s\n", name);
    return 0;
}
