// memusage: 4096
// memusage-expr: k*n
// memusage-domain: k 0..8, n 0..512
// k rows of n bytes each, allocated in a loop and all live at once.
#include <stdlib.h>
#include <pathsift.h>

int main(void) {
    unsigned k, n;
    pathsift_symbolic(&k, sizeof k, "k");
    pathsift_symbolic(&n, sizeof n, "n");
#ifdef AT_k
    __VERIFIER_assume(k == AT_k);
#endif
#ifdef AT_n
    __VERIFIER_assume(n == AT_n);
#endif
    if (k > 8 || n > 512)
        return 1;
    char *rows[8];
    unsigned i = 0;
    while (i < k) {
        rows[i] = malloc(n);
        i++;
    }
    for (i = 0; i < k; i++)
        free(rows[i]);
    return 0;
}
