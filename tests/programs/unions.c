/* Unions: type punning between integers, floats and byte arrays, unions
 * containing structs and arrays, and tagged unions. */
#include <stdio.h>
#include <string.h>

union pun32 {
    float f;
    unsigned u;
    int i;
    unsigned char b[4];
    unsigned short h[2];
};

union pun64 {
    double d;
    unsigned long long u;
    unsigned int w[2];
};

struct value {
    enum { INT, DBL, STR } tag;
    union {
        long long i;
        double d;
        const char *s;
    } as;
};

static void print_value(struct value v) {
    switch (v.tag) {
    case INT: printf("int %lld\n", v.as.i); break;
    case DBL: printf("double %g\n", v.as.d); break;
    case STR: printf("string %s\n", v.as.s); break;
    }
}

static unsigned float_bits(float f) {
    union pun32 p;
    p.f = f;
    return p.u;
}

int main(void) {
    float fs[] = {1.0f, -2.0f, 0.1f, 3.4e38f, 1e-45f, 0.0f, -0.0f};
    for (int i = 0; i < 7; i++)
        printf("%g -> %08x\n", fs[i], float_bits(fs[i]));

    union pun32 p;
    p.u = 0x40490fdbu;
    printf("pi as float %.7f, bytes %02x %02x %02x %02x, halves %04x %04x, int %d\n", p.f,
           p.b[0], p.b[1], p.b[2], p.b[3], p.h[0], p.h[1], p.i);
    p.b[3] = 0xc0;
    printf("negated: %f\n", p.f);

    union pun64 q;
    q.d = 1.0;
    printf("1.0 = %016llx words %08x %08x\n", q.u, q.w[0], q.w[1]);
    q.u += 1;
    printf("next after 1.0 = %.17g\n", q.d);
    q.w[1] ^= 0x80000000u;
    printf("negated = %.17g\n", q.d);

    struct value vals[4];
    vals[0].tag = INT;
    vals[0].as.i = -1234567890123LL;
    vals[1].tag = DBL;
    vals[1].as.d = 2.5;
    vals[2].tag = STR;
    vals[2].as.s = "hello";
    vals[3] = vals[1];
    vals[3].as.d *= 4;
    for (int i = 0; i < 4; i++)
        print_value(vals[i]);
    printf("sizes: pun32 %zu pun64 %zu value %zu\n", sizeof(union pun32), sizeof(union pun64),
           sizeof(struct value));

    /* union with a struct and an array view of the same storage */
    union {
        struct { short a, b, c, d; } s;
        short arr[4];
        long long all;
    } u;
    u.all = 0;
    u.s.b = 7;
    u.arr[3] = -1;
    printf("union view: %d %d %d %d all=%016llx\n", u.arr[0], u.arr[1], u.s.c, u.s.d,
           (unsigned long long)u.all);
    union pun32 copy;
    memcpy(&copy, &p, sizeof copy);
    printf("copy %08x\n", copy.u);
    return 0;
}
