// data-model: ILP32
/* The 32-bit data model: long and pointers are 4 bytes, long long stays 8;
 * long arithmetic wraps at 32 bits; size_t and ptrdiff_t are 32-bit. */
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

static long mul_long(long a, long b) { return (long)((unsigned long)a * (unsigned long)b); }

int main(void) {
    printf("sizeof: long=%u ptr=%u llong=%u size_t=%u ptrdiff=%u intptr=%u wchar=%u\n",
           (unsigned)sizeof(long), (unsigned)sizeof(void *), (unsigned)sizeof(long long),
           (unsigned)sizeof(size_t), (unsigned)sizeof(ptrdiff_t), (unsigned)sizeof(intptr_t),
           (unsigned)sizeof(wchar_t));
    printf("LONG_MAX=%ld ULONG_MAX=%lu SIZE_MAX=%zu\n", LONG_MAX, ULONG_MAX, SIZE_MAX);

    unsigned long ul = 4000000000ul;
    ul += 500000000ul; /* wraps at 2^32 */
    printf("ul=%lu\n", ul);
    long l = 100000;
    printf("100000*100000 as long (wrapped) = %ld\n", mul_long(l, l));
    long long ll = (long long)l * l;
    printf("as long long = %lld\n", ll);
    unsigned long big = (unsigned long)-1;
    printf("(unsigned long)-1 = %lu, +1 = %lu\n", big, big + 1);
    long neg = -7;
    printf("neg/2=%ld neg%%2=%ld neg>>1=%ld (unsigned long)neg=%lu\n", neg / 2, neg % 2, neg >> 1,
           (unsigned long)neg);
    printf("long shift: %lx %lx\n", 1ul << 31, 0x80000000ul >> 31);

    /* converting 64-bit values to long truncates in ILP32 */
    long long wide = 0x123456789LL;
    long narrow = (long)wide;
    printf("narrow=%lx\n", (unsigned long)narrow);

    /* size_t arithmetic wraps at 32 bits too */
    size_t sz = 0;
    sz -= 1;
    printf("size_t 0-1 = %zu\n", sz);
    size_t n = 3000000000u;
    n *= 2;
    printf("size_t 3e9*2 = %zu\n", n);

    /* pointers are 32-bit integers */
    int arr[4] = {1, 2, 3, 4};
    uintptr_t a0 = (uintptr_t)&arr[0], a3 = (uintptr_t)&arr[3];
    printf("pointer distance %lu ptrdiff %d\n", (unsigned long)(a3 - a0), (int)(&arr[3] - &arr[0]));
    printf("uintptr_t max fits in unsigned: %d\n", (uintmax_t)UINTPTR_MAX == 0xffffffffu);

    /* long long is still 64-bit and needs register pairs */
    unsigned long long x = 0xfedcba9876543210ull;
    for (int i = 0; i < 3; i++) {
        x = x * 6364136223846793005ull + 1442695040888963407ull;
        printf("x=%016llx hi=%08lx lo=%08lx\n", x, (unsigned long)(x >> 32), (unsigned long)x);
    }
    long long q = -9000000000000000000LL;
    printf("ll div %lld rem %lld\n", q / 7, q % 7);
    unsigned long long uq = 18000000000000000000ull;
    printf("ull div %llu rem %llu\n", uq / 1000000007ull, uq % 1000000007ull);
    printf("ll shift %llx %lld\n", 1ull << 40, -1099511627776LL >> 20);
    return 0;
}
