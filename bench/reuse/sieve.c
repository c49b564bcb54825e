/* A sieve whose limit is an input (at most 64): the flags array and the primes found are
   on the heap; the worst case is the largest limit. */
#include <stdlib.h>
#include <pathsift.h>

int main(void) {
    unsigned char n;
    pathsift_symbolic(&n, 1, "n");
    if (n < 2 || n > 64)
        return 0;
    char *composite = calloc(n + 1, 1);
    int *primes = malloc(sizeof(int) * (n / 2 + 1));
    int count = 0;
    for (int i = 2; i <= n; i++) {
        if (composite[i])
            continue;
        primes[count++] = i;
        for (int j = 2 * i; j <= n; j += i)
            composite[j] = 1;
    }
    free(composite);
    free(primes);
    return count;
}
