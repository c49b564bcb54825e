// expect: none
/* A block escapes through an output parameter; the caller frees it. */
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

static int make_array(int n, int **out) {
    if (n < 1 || n > 4)
        return -1;
    int *a = malloc(4 * sizeof *a);
    if (!a)
        abort();
    for (int i = 0; i < 4; i++)
        a[i] = i < n ? i : 0;
    *out = a;
    return n;
}

int main(void) {
    int *a = NULL;
    int n = make_array(__VERIFIER_nondet_int(), &a);
    if (n < 0)
        return 1;
    int last = a[n - 1];
    free(a);
    return last == n - 1 ? 0 : 1;
}
