/* Inputs made symbolic by name: the witness shows them as the declared types read them. */
#include <assert.h>
#include <pathsift.h>

int main(void) {
    int n;
    short delta;
    pathsift_symbolic(&n, sizeof n, "n");
    pathsift_symbolic(&delta, sizeof delta, "delta");
    if (n == 4096 && delta == -5)
        assert(0);
    return 0;
}
