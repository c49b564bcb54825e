/* Command-line options parsed by a function that sets flags in locals of main through
   separate variables; only the usage text reads them. Then a tokenizer loop over an input
   line whose length is its own input. */
#include <stdio.h>
#include <pathsift.h>

static int is_set(unsigned char byte, unsigned char bit) {
    return (byte >> bit) & 1;
}

int main(void) {
    unsigned char opts[2];
    unsigned char line[24];
    unsigned char n;
    pathsift_symbolic(opts, sizeof opts, "opts");
    pathsift_symbolic(line, sizeof line, "line");
    pathsift_symbolic(&n, sizeof n, "n");
    int verbose = 0, quiet = 0, color = 0, force = 0, dry = 0;
    int recursive = 0, numeric = 0, all = 0, human = 0, one = 0;
    if (is_set(opts[0], 0)) verbose = 1;
    if (is_set(opts[0], 1)) quiet = 1;
    if (is_set(opts[0], 2)) color = 2;
    if (is_set(opts[0], 3)) force = 1;
    if (is_set(opts[0], 4)) dry = 1;
    if (is_set(opts[1], 0)) recursive = 1;
    if (is_set(opts[1], 1)) numeric = 1;
    if (is_set(opts[1], 2)) all = 1;
    if (is_set(opts[1], 3)) human = 1;
    if (is_set(opts[1], 4)) one = 1;
    unsigned len = n % 24;
    int words = 0;
    for (unsigned i = 0; i < len; i++)
        if (line[i] == ' ')
            words++;
    printf("%d%d%d%d%d%d%d%d%d%d %d\n", verbose, quiet, color, force, dry, recursive,
           numeric, all, human, one, words);
    return 0;
}
