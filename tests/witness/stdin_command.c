/* A command read from stdin: `quit` indexes past the table. */
#include <stdio.h>
#include <string.h>

int main(void) {
    char line[8];
    int table[4] = {0};
    if (!fgets(line, sizeof line, stdin))
        return 0;
    int k = strcmp(line, "quit\n") == 0 ? 4 : 0;
    return table[k];
}
