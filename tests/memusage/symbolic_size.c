// memusage: 65600
// memusage-expr: 16*n + 64
// memusage-domain: n 0..4096
// The table grows with a named input: 16 bytes per entry plus a 64-byte header.
#include <stdlib.h>
#include <pathsift.h>

int main(void) {
    unsigned n;
    pathsift_symbolic(&n, sizeof n, "n");
#ifdef AT_n
    __VERIFIER_assume(n == AT_n);
#endif
    if (n > 4096)
        return 1;
    char *header = malloc(64);
    char *table = malloc(16 * n);
    free(table);
    free(header);
    return 0;
}
