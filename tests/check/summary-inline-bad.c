// expect: memory-leak line 20
// expect: div-by-zero line 25
// flags: --entry run
// summaries: bump=1 fact=inline lose=inline divide=inline
/* Functions a summary cannot describe exactly are executed inline, and the bugs inside
   them are found where they are: fact() is recursive, lose() leaks a block of its own on
   one path, divide() can divide by zero. bump() only changes a global: it is summarised. */
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
