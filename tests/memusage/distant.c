// memusage: 1300
// The peak needs two distant decisions together: a cache kept from the first and a large
// buffer from the second. Either alone gives less.
#include <stdlib.h>
#include <pathsift.h>

int main(void) {
    int mode, level;
    pathsift_symbolic(&mode, sizeof mode, "mode");
    pathsift_symbolic(&level, sizeof level, "level");
    char *cache = NULL;
    if (mode == 7)
        cache = malloc(300);
    char *tmp = malloc(100);
    free(tmp);
    for (int i = 0; i < 4; i++) {
        char *s = malloc(16);
        free(s);
    }
    char *buf = malloc(level > 1000 ? 1000 : 500);
    free(buf);
    free(cache);
    return 0;
}
