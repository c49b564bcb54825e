// expect: none
// flags: --sym-stdin 12
/* The same program with the length checked before the copy. */
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
    if (strlen(line) >= sizeof name) {
        puts("name too long");
        return 1;
    }
    strcpy(name, line);
    printf("hello %s\n", name);
    return 0;
}
