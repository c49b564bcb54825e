// expect: none
/* An error path frees the buffer, clears the pointer, and the common clean-up frees what is left. */
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
        buf = NULL;
        status = 1;
    }
    free(buf);
    return status;
}
