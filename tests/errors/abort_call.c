// expect: abort at line 12
/* A "can't happen" branch calls abort(). */
#include <stdio.h>
#include <stdlib.h>

static const char *kind(int code) {
    switch (code) {
    case 0: return "ok";
    case 1: return "warning";
    case 2: return "error";
    }
    abort();
}

int main(void) {
    for (int c = 0; c < 5; c++)
        printf("%s\n", kind(c));
    return 0;
}
