/* A self-test's bookkeeping: twelve checks each set a bit of a status word and count
   warnings in locals, which only a printed report and the exit status read; the buffers after them are sized
   by two more inputs. 4,096 ways through the checks reach the same allocation paths. */
#include <stdio.h>
#include <stdlib.h>
#include <pathsift.h>

int main(void) {
    unsigned status = 0;
    unsigned warnings = 0;
    unsigned char in[12];
    pathsift_symbolic(in, sizeof in, "in");
    for (int k = 0; k < 12; k++) {
        if (in[k] > 100) {
            status |= 1u << k;
            warnings++;
        }
    }
    char mode[2];
    pathsift_symbolic(mode, sizeof mode, "mode");
    char *a = malloc(mode[0] == 'x' ? 2048 : 256);
    char *b = mode[1] ? malloc(1024) : 0;
    free(b);
    free(a);
    printf("%u warnings, status %#x\n", warnings, status);
    return (int)(status ^ warnings);
}
