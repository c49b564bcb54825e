// expect: none
/* Small requests use a stack buffer, large ones the heap; the clean-up frees only the heap one. */
#include <stdlib.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
    char small[32];
    int n = __VERIFIER_nondet_int() ? 24 : 200;
    char *buf = n <= (int)sizeof small ? small : malloc((size_t)n);
    if (!buf)
        return 1;
    memset(buf, 0, (size_t)n);
    if (buf != small)
        free(buf);
    return 0;
}
