// expect: overflow line 13
/* A record's offset is computed as a signed product. Past INT_MAX it overflows; the wrapped
   (negative) offset then fails the range check and indexes the table below it. Both of what
   follows lie behind the one overflow, which is the bug to report. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

static int table[64];

int lookup(int record, int width) {
    if (record < 0 || width <= 0 || width > 1 << 20)
        return -1;
    int offset = record * width;
    if (offset < 0) {
        int *scratch = malloc(sizeof(int));
        return table[offset % 64] + *scratch;
    }
    return offset < 64 ? table[offset] : 0;
}

int main(void) {
    int record = __VERIFIER_nondet_int();
    int width = __VERIFIER_nondet_int();
    return lookup(record, width) > 0;
}
