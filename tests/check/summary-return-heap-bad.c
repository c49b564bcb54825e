// expect: memory-leak line 17
// flags: --entry run
// summaries: make=1
/* make() returns a fresh block holding its argument (a ReturnHeapObj summary with the
   block's contents); run() loses it on one branch, which depends on what make() stored. */
#include <stdlib.h>

char *make(int n) {
    char *p = malloc(16);
    p[0] = (char)n;
    return p;
}

int run(int n) {
    char *s = make(n);
    if (s[0] == 'x')
        return 1;
    free(s);
    return 0;
}
