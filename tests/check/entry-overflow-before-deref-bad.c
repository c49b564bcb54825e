// expect: overflow line 11
// flags: --entry reserve
/* Called with a capacity and an increment from anywhere: both positive, their sum is
   negative only when it overflows, and only then does the function touch the missing
   buffer. */
#include <stddef.h>

int reserve(int capacity, int more) {
    int *grown = NULL;
    if (capacity > 0 && more > 0) {
        int total = capacity + more;
        if (total < 0)
            return *grown;
        return total;
    }
    return capacity;
}
