// memusage: 3010
// memusage-expr: max(2*n + 300, 3*n + 10)
// memusage-domain: n 0..1000
// The mode picks one of three layouts: which is largest depends on n.
#include <stdlib.h>
#include <pathsift.h>

static char *layout(unsigned char mode, unsigned n) {
    switch (mode) {
    case 1:
        return malloc(3 * n + 10);
    case 2:
        return malloc(2 * n + 300);
    default:
        return malloc(64);
    }
}

int main(void) {
    unsigned n;
    unsigned char mode;
    pathsift_symbolic(&n, sizeof n, "n");
    pathsift_symbolic(&mode, sizeof mode, "mode");
#ifdef AT_n
    __VERIFIER_assume(n == AT_n);
#endif
    if (n > 1000)
        return 1;
    char *p = layout(mode, n);
    free(p);
    return 0;
}
