// memusage: 64
/* A status word and a warning count kept in locals: five checks set bits and count, and
   only the report printed at the end and the exit status read them. The allocation after them depends on one more input
   alone, so the 32 ways through the checks lead to the same three allocation paths. */
#include <stdio.h>
#include <stdlib.h>
#include <pathsift.h>

int main(void) {
    unsigned status = 0;
    int warnings = 0;
    for (int k = 0; k < 5; k++) {
        int v;
        pathsift_symbolic(&v, sizeof v, "check");
        if (v > 0) {
            status |= 1u << k;
            warnings++;
        }
    }
    int n;
    pathsift_symbolic(&n, sizeof n, "n");
    char *p = 0;
    if (n > 0)
        p = malloc(64);
    else if (n < -5)
        p = malloc(16);
    free(p);
    printf("%d warnings (status %#x)\n", warnings, status);
    return (int)status + warnings;
}
