// memusage: 100032
// memusage-expr: 64*(n/64) + 64
// memusage-domain: n 0..100000
// A journal of one 64-byte record per 64 entries and one more, zeroed by calloc.
#include <stdlib.h>
#include <pathsift.h>

struct record {
    unsigned key;
    unsigned len;
    char data[56];
};

int main(void) {
    unsigned n;
    pathsift_symbolic(&n, sizeof n, "n");
#ifdef AT_n
    __VERIFIER_assume(n == AT_n);
#endif
    __VERIFIER_assume(n <= 100000);
    struct record *journal = calloc(n / 64 + 1, sizeof *journal);
    if (journal == NULL)
        return 1;
    journal[n / 64].key = n;
    free(journal);
    return 0;
}
