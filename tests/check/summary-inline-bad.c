// expect: memory-leak line 22
// expect: div-by-zero line 27
// flags: --entry run
// summaries: bump=1 fact=inline lose=inline divide=3
/* Functions a summary cannot describe exactly are executed inline, and the bugs inside
   them are found where they are: fact() is recursive, lose() leaks a block of its own on
   one path. bump() only changes a global and is summarised; so is divide(), whose summary
   has a case that returns and two that end in an error (by zero, INT_MIN / -1), found at
   its line. */
#include <stdlib.h>

int counter;

void bump(void) { counter++; }

int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }

void lose(int n) {
    int *p = malloc(4);
    *p = n;
    if (n > 5)
        return;
    free(p);
}

int divide(int a, int b) {
    return a / b;
}

int run(int a, int b) {
    bump();
    lose(a);
    return fact(3) + divide(a, b);
}
