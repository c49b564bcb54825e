// memusage: 768
/* A library's error record in globals, written by a helper on every failed check: which
   checks failed, how many, the last one. Only the exit status reads it, so it decides
   nothing. The buffer is sized by the mode alone. */
#include <stdlib.h>
#include <pathsift.h>

static unsigned long failed_mask;
static unsigned failures;
static int last_failed = -1;

static void record(int ok, int which) {
    if (!ok) {
        failed_mask |= 1ul << which;
        failures += 1;
        last_failed = which;
    }
}

int main(void) {
    unsigned char in[10];
    pathsift_symbolic(in, sizeof in, "in");
    for (int i = 0; i < 10; i++)
        record(in[i] < 200, i);
    char mode;
    pathsift_symbolic(&mode, 1, "mode");
    char *buf;
    switch (mode) {
    case 'a':
        buf = malloc(768);
        break;
    case 'b':
        buf = malloc(256);
        break;
    default:
        buf = malloc(32);
    }
    free(buf);
    return failures > 0 ? 1 : 0;
}
