/* A command-line tool's set-up: sixteen option flags, each logged, then buffers sized by
   two of them. 65536 paths reach the allocations. */
#include <stdio.h>
#include <stdlib.h>
#include <pathsift.h>

int main(void) {
    unsigned char opt[16];
    pathsift_symbolic(opt, sizeof opt, "opt");
    for (int i = 0; i < 16; i++) {
        if (opt[i])
            printf("option %d on\n", i);
        else
            printf("option %d off\n", i);
    }
    char *in, *out;
    if (opt[0])
        in = malloc(4096);
    else
        in = malloc(1024);
    if (opt[15])
        out = malloc(8192);
    else
        out = malloc(512);
    free(out);
    free(in);
    return 0;
}
