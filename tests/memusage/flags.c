// memusage: 160
// Allocation depending on input flags (seed 003, Fig. 1): the else side peaks higher.
#include <stdlib.h>
#include <pathsift.h>

int main(void) {
    int j;
    pathsift_symbolic(&j, sizeof j, "j");
    char *a = malloc(100);
    if (j > 0) {
        char *m = malloc(10);
        free(m);
    } else {
        char *m = malloc(60);
        m[0] = 1;
        free(m);
    }
    free(a);
    return 0;
}
