// expect: overflow at line 8
/* INT_MIN % -1 overflows: x86 raises SIGFPE for it, as for division by zero. */
#include <limits.h>
#include <stdio.h>

static int wrap_index(int i, int n) {
    int r;
    r = i % n;
    return r;
}

int main(void) {
    printf("%d\n", wrap_index(-7, 3));
    printf("%d\n", wrap_index(INT_MIN, -1));
    return 0;
}
