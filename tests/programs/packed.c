/* Packed structs (with and without bit-fields), unaligned members, offsetof,
 * aligned attributes. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

struct __attribute__((packed)) header {
    unsigned char kind;
    unsigned int length;
    unsigned short flags;
    unsigned long long stamp;
};

struct __attribute__((packed)) pbits {
    unsigned a : 3;
    unsigned b : 7;
    unsigned c : 9;
    unsigned char d;
    signed e : 5;
};

struct normal {
    char c;
    int i;
    short s;
    long long l;
    char tail;
};

struct __attribute__((aligned(16))) aligned16 {
    int x;
};

struct holder {
    char c;
    struct aligned16 a;
};

#pragma pack(push, 2)
struct pack2 {
    char c;
    int i;
    char d;
    double x;
};
#pragma pack(pop)

int main(void) {
    printf("header size %zu offsets %zu %zu %zu %zu\n", sizeof(struct header),
           offsetof(struct header, kind), offsetof(struct header, length),
           offsetof(struct header, flags), offsetof(struct header, stamp));
    printf("normal size %zu offsets %zu %zu %zu %zu %zu\n", sizeof(struct normal),
           offsetof(struct normal, c), offsetof(struct normal, i), offsetof(struct normal, s),
           offsetof(struct normal, l), offsetof(struct normal, tail));
    printf("pbits size %zu aligned16 size %zu holder size %zu off %zu pack2 size %zu off %zu %zu\n",
           sizeof(struct pbits), sizeof(struct aligned16), sizeof(struct holder),
           offsetof(struct holder, a), sizeof(struct pack2), offsetof(struct pack2, i),
           offsetof(struct pack2, x));

    struct header hs[3];
    memset(hs, 0, sizeof hs);
    for (int i = 0; i < 3; i++) {
        hs[i].kind = (unsigned char)(0x10 + i);
        hs[i].length = 0x01020304u * (unsigned)(i + 1);
        hs[i].flags = (unsigned short)(0xbeef + i);
        hs[i].stamp = 0x1122334455667788ull + (unsigned long long)i;
    }
    unsigned char bytes[sizeof hs];
    memcpy(bytes, hs, sizeof hs);
    for (size_t i = 0; i < sizeof bytes; i++)
        printf("%02x%s", bytes[i], (i + 1) % 15 == 0 ? "\n" : " ");
    unsigned long long sum = 0;
    for (int i = 0; i < 3; i++)
        sum += hs[i].kind + hs[i].length + hs[i].flags + hs[i].stamp;
    printf("sum=%llx\n", sum);
    hs[1].length += 0x10;
    hs[2].stamp >>= 8;
    printf("after: %x %llx\n", hs[1].length, hs[2].stamp);

    struct pbits pb;
    memset(&pb, 0, sizeof pb);
    pb.a = 5;
    pb.b = 100;
    pb.c = 300;
    pb.d = 0xab;
    pb.e = -7;
    unsigned char pbb[sizeof pb];
    memcpy(pbb, &pb, sizeof pb);
    printf("pbits: %u %u %u %x %d bytes:", pb.a, pb.b, pb.c, pb.d, pb.e);
    for (size_t i = 0; i < sizeof pb; i++)
        printf(" %02x", pbb[i]);
    printf("\n");

    struct pack2 p2 = {'a', 123456, 'b', 2.5};
    p2.x *= p2.i;
    printf("pack2: %c %d %c %g\n", p2.c, p2.i, p2.d, p2.x);
    return 0;
}
