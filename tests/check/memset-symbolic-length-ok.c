// expect: none
/* A record of symbolic length copied into a block of that size, after clearing it: every
 * length is kept symbolic (no value is fixed), and the copy reads only initialised bytes. */
#include <stdlib.h>
#include <string.h>

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
    unsigned char src[32];
    for (int i = 0; i < 32; i++)
        src[i] = __VERIFIER_nondet_uchar();
    unsigned len = src[0] % 32;
    char *dst = malloc(len + 1);
    if (!dst)
        return 1;
    memset(dst, 0, len + 1);
    memcpy(dst, src + 1, len > 0 ? len - 1 : 0);
    int sum = dst[len];
    free(dst);
    return sum;
}
