/* GCC/Clang builtins: overflow-checking arithmetic, popcount/clz/ctz/parity,
 * byte swaps, __builtin_expect, plus abs/labs/llabs. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int ri;
    unsigned ru;
    long long rl;
    unsigned long long rul;
    short rs;
    unsigned char rc;

    int pairs[][2] = {{1, 2}, {INT_MAX, 1}, {INT_MIN, -1}, {INT_MIN, 1}, {-5, 7}, {65536, 65536}};
    for (int i = 0; i < 6; i++) {
        int a = pairs[i][0], b = pairs[i][1];
        int o1 = __builtin_add_overflow(a, b, &ri);
        int r1 = ri;
        int o2 = __builtin_sub_overflow(a, b, &ri);
        int r2 = ri;
        int o3 = __builtin_mul_overflow(a, b, &ri);
        int r3 = ri;
        printf("%d,%d: add %d/%d sub %d/%d mul %d/%d\n", a, b, o1, r1, o2, r2, o3, r3);
    }
    /* the overflow flag is computed first: argument evaluation order is unspecified */
    unsigned ua = 4000000000u, ub = 500000000u;
    int o = __builtin_add_overflow(ua, ub, &ru);
    printf("uadd %d %u\n", o, ru);
    o = __builtin_usub_overflow(ub, ua, &ru);
    printf("usub %d %u\n", o, ru);
    o = __builtin_umul_overflow(65536u, 65536u, &ru);
    printf("umul %d %u\n", o, ru);
    o = __builtin_saddll_overflow(LLONG_MAX, 1LL, &rl);
    printf("sadd ll %d %lld\n", o, rl);
    o = __builtin_smulll_overflow(3037000499LL, 3037000499LL, &rl);
    printf("smul ll %d %lld\n", o, rl);
    o = __builtin_smulll_overflow(3037000500LL, 3037000500LL, &rl);
    printf("smul ll %d %lld\n", o, rl);
    o = __builtin_umulll_overflow(1ull << 32, 1ull << 32, &rul);
    printf("umul ll %d %llu\n", o, rul);
    /* generic forms with mixed types: the result type decides */
    o = __builtin_add_overflow(30000, 30000, &rs);
    printf("to short %d %d\n", o, rs);
    o = __builtin_mul_overflow(16, 16, &rc);
    printf("to uchar %d %u\n", o, rc);
    o = __builtin_mul_overflow(15, 17, &rc);
    printf("to uchar %d %u\n", o, rc);
    o = __builtin_add_overflow(-1, 0, &ru);
    printf("neg to unsigned %d %u\n", o, ru);
    o = __builtin_add_overflow(1LL << 31, 0, &ri);
    printf("ll into int %d %d\n", o, ri);
    o = __builtin_sub_overflow(0u, 1u, &rl);
    printf("unsigned into ll %d %lld\n", o, rl);

    unsigned words[] = {0, 1, 0x80000000u, 0xffffffffu, 0x00f0f000u, 12345};
    for (int i = 0; i < 6; i++) {
        unsigned w = words[i];
        printf("%08x: pop %d parity %d", w, __builtin_popcount(w), __builtin_parity(w));
        if (w)
            printf(" clz %d ctz %d ffs %d", __builtin_clz(w), __builtin_ctz(w), __builtin_ffs((int)w));
        printf(" bswap %08x\n", __builtin_bswap32(w));
    }
    unsigned long long q[] = {1, 0x8000000000000000ull, 0x0123456789abcdefull, ~0ull};
    for (int i = 0; i < 4; i++)
        printf("%016llx: popll %d clzll %d ctzll %d bswap64 %016llx\n", q[i],
               __builtin_popcountll(q[i]), __builtin_clzll(q[i]), __builtin_ctzll(q[i]),
               __builtin_bswap64(q[i]));
    unsigned long ul = 0xf0f0ul;
    printf("popl %d clzl %d ctzl %d bswap16 %04x\n", __builtin_popcountl(ul), __builtin_clzl(ul),
           __builtin_ctzl(ul), __builtin_bswap16((unsigned short)0xabcd));

    int hits = 0;
    for (int i = 0; i < 100; i++)
        if (__builtin_expect(i % 10 == 0, 0))
            hits++;
    printf("expect hits %d\n", hits);

    int vals[] = {0, 5, -5, INT_MAX, INT_MIN + 1};
    for (int i = 0; i < 5; i++)
        printf("abs(%d)=%d ", vals[i], abs(vals[i]));
    printf("\nlabs %ld llabs %lld\n", labs(-1234567890L), llabs(-9000000000000000000LL));
    printf("constant p: %d %d\n", __builtin_constant_p(42), (int)sizeof(__typeof__(1ull)));
    return 0;
}
