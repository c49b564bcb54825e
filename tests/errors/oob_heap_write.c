// expect: out-of-bounds at line 14
/* Allocates room for the characters of a string but not for its terminator. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *copy(const char *s) {
    size_t n = strlen(s);
    char *d = malloc(n);
    if (!d)
        exit(1);
    for (size_t i = 0; i < n; i++)
        d[i] = s[i];
    d[n] = '\0';
    return d;
}

int main(void) {
    char *c = copy("hello");
    printf("%s\n", c);
    free(c);
    return 0;
}
