// expect: memory-leak line 16
/* Growing a buffer allocates a bigger one and drops the pointer to the old one. */
#include <stdlib.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
    size_t cap = 16;
    char *buf = malloc(cap);
    if (!buf)
        return 1;
    memset(buf, 'a', cap);
    if (__VERIFIER_nondet_int()) {
        cap = 64;
        buf = malloc(cap);
        if (!buf)
            return 1;
        memset(buf, 'b', cap);
    }
    int first = buf[0];
    free(buf);
    return first == 'a' ? 0 : 1;
}
