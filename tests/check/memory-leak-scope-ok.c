// expect: none
/* A checksum works on a heap copy of its input and frees it on every path. */
#include <stdlib.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);

static int checksum(const char *s, int strict) {
    size_t n = strlen(s);
    char *copy = malloc(n + 1);
    if (!copy)
        abort();
    memcpy(copy, s, n + 1);
    unsigned sum = 0;
    for (size_t i = 0; i < n; i++)
        sum = sum * 31 + (unsigned char)copy[i];
    if (strict)
        sum ^= 0x5555;
    free(copy);
    return (int)(sum & 0xffff);
}

int main(void) {
    int sum = checksum("pathsift", __VERIFIER_nondet_int());
    return sum == 0 ? 1 : 0;
}
