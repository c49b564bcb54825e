/* The path goes through strlen and memcpy, which pathsift models in C: it names the calls. */
#include <stdio.h>
#include <string.h>
extern void reach_error(void);

int main(void) {
    char line[8];
    char copy[8];
    if (!fgets(line, sizeof line, stdin))
        return 0;
    size_t n = strlen(line);
    memcpy(copy, line, n + 1);
    if (n == 3 && copy[0] == 'a')
        reach_error();
    return 0;
}
