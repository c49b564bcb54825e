// memusage: 192
// A buffer that doubles with realloc while input bytes are non-zero: a realloc frees the
// old block as it allocates the new one, so the mark is the last size, not the sum.
#include <stdlib.h>
#include <pathsift.h>

int main(void) {
    unsigned char in[3];
    pathsift_symbolic(in, sizeof in, "in");
    int cap = 16;
    char *buf = malloc(cap);
    for (int i = 0; i < 3 && in[i] != 0; i++) {
        cap *= 2;
        buf = realloc(buf, cap);
    }
    char *tmp = malloc(64);
    free(tmp);
    free(buf);
    return 0;
}
