// expect: assertion line 14
/* The same sum as overflow-before-assert-bad.c in unsigned arithmetic: it wraps, which C
   defines, so the failing assertion after the loop is the bug. */
#include <assert.h>
extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
    unsigned n = __VERIFIER_nondet_uint();
    unsigned sum = 0;
    if (n > 4)
        return 0;
    for (unsigned i = 0; i < n; i++)
        sum += __VERIFIER_nondet_uint() & 0x7fffffffu;
    assert(sum < 0x80000000u);
    return 0;
}
