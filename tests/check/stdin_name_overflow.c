// expect: out-of-bounds line 19
// flags: --sym-stdin 12
/* A name read from stdin is copied into a fixed buffer: a line of more than 7 characters
   overflows it. */
#include <stdio.h>
#include <string.h>

int main(void) {
    char line[16];
    char name[8];
    if (!fgets(line, sizeof line, stdin)) {
        return 1;
    }
    size_t n = strlen(line);
    if (n > 0 && line[n - 1] == '\n') {
        line[n - 1] = '\0';
    }
    /* the length is not checked against name's size */
    strcpy(name, line);
    printf("hello %s\n", name);
    return 0;
}
