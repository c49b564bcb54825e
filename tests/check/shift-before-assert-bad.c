// expect: overflow line 13
/* A bucket count is 1 << bits, with bits from a header field checked against the wrong
   limit (32 instead of 31): 1 << 31 does not fit an int and 1 << 32 shifts past its width,
   both undefined, and only they make the count non-positive. */
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
    unsigned char bits = __VERIFIER_nondet_uchar();
    if (bits > 32)
        return 0;
    int buckets;
    buckets = 1 << bits;
    assert(buckets > 0);
    return 4096 / buckets;
}
