// memusage: 513
// memusage-expr: (n + 7)/8 + 1
// memusage-domain: n 1..4096
// A bitmap of n bits, rounded up to whole bytes, plus a guard byte, cleared with memset.
#include <stdlib.h>
#include <string.h>
#include <pathsift.h>

int main(void) {
    unsigned n;
    pathsift_symbolic(&n, sizeof n, "n");
#ifdef AT_n
    __VERIFIER_assume(n == AT_n);
#endif
    if (n == 0 || n > 4096)
        return 1;
    size_t bytes = (n + 7) / 8 + 1;
    unsigned char *bits = malloc(bytes);
    if (!bits)
        return 1;
    memset(bits, 0, bytes);
    bits[n / 8] |= 1u << (n % 8);
    free(bits);
    return 0;
}
