/* Interpreter throughput benchmark (cargo xtask bench interp): fill an array
 * with an LCG, then hash it repeatedly with FNV-1a and a multiply-xorshift
 * mixer. Pure integer work in tight loops: loads, stores, arithmetic, branches. */
#include <stdio.h>

#define N 4096
#define ROUNDS 2000

typedef unsigned int u32;
typedef unsigned long long u64;

static u32 data[N];

static u32 mix32(u32 x) {
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

static u32 fnv1a(const u32 *words, int n, u32 seed) {
    u32 h = 2166136261U ^ seed;
    for (int i = 0; i < n; i++) {
        u32 w = words[i];
        for (int b = 0; b < 4; b++) {
            h ^= (w >> (8 * b)) & 0xffU;
            h *= 16777619U;
        }
    }
    return h;
}

int main(void) {
    u32 state = 12345U;
    for (int i = 0; i < N; i++) {
        state = state * 1664525U + 1013904223U;
        data[i] = state;
    }
    u64 acc = 0;
    for (int r = 0; r < ROUNDS; r++) {
        u32 h = fnv1a(data, N, (u32)r);
        acc += mix32(h);
        data[r % N] ^= h; /* feed back so that rounds differ */
    }
    printf("hash %08x acc %llu\n", mix32((u32)acc ^ (u32)(acc >> 32)), acc);
    return 0;
}
