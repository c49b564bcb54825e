// expect: none
/* A log buffer escapes into a global when its initialiser returns; main frees it at the end. */
#include <stdlib.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);

static char *log_buffer;

static void log_init(int verbose) {
    char *buf = malloc(verbose ? 256 : 64);
    if (!buf)
        abort();
    buf[0] = '\0';
    log_buffer = buf;
}

int main(void) {
    log_init(__VERIFIER_nondet_int());
    strcat(log_buffer, "started");
    int len = (int)strlen(log_buffer);
    free(log_buffer);
    return len == 7 ? 0 : 1;
}
