// expect: double-free line 25
/* An error path frees the buffer, and the common clean-up frees it again. */
#include <stdlib.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);

static int fill(char *buf, int n) {
    if (n < 0 || n > 15)
        return -1;
    memset(buf, 'x', 15);
    buf[n] = '\0';
    return n;
}

int main(void) {
    int status = 0;
    char *buf = malloc(16);
    if (!buf)
        return 1;
    if (fill(buf, __VERIFIER_nondet_int()) < 0) {
        free(buf);
        status = 1;
    }
    free(buf);
    return status;
}
