// memusage: 4128
// Twelve independent branches before the allocations: 4096 paths, one subtree after each
// join point that the interpolant of the first lets every later state reuse.
#include <stdlib.h>
#include <pathsift.h>

int main(void) {
    unsigned char in[12];
    pathsift_symbolic(in, sizeof in, "in");
    int score = 0;
    for (int i = 0; i < 12; i++) {
        if (in[i] > 100)
            score++;
        else
            score--;
    }
    char *big = malloc(4096);
    char *small = malloc(32);
    free(small);
    free(big);
    return score > 100;
}
