// expect: assertion line 10
// flags: --entry run
// summaries: in_range=3
/* in_range() asserts that its argument lies in [0, 100): its summary has a case that
   returns and two that end in the assertion failure. At the first two calls they are
   infeasible; at the third, a - 1 can be out of range. */
#include <assert.h>

void in_range(int v) {
    assert(v >= 0 && v < 100);
}

int run(int a) {
    in_range(5);
    in_range(a & 63);
    in_range(a - 1);
    return a;
}
