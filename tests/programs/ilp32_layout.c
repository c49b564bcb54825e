// data-model: ILP32
/* Struct layout on i386: long long and double are only 4-byte aligned inside
 * structs, long is 4 bytes; structs are passed on the stack and returned in
 * memory. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

struct mix {
    char c;
    long long ll;
    short s;
    double d;
    long l;
    char *p;
};

struct small {
    short a;
    char b;
};

struct pair {
    long a, b;
};

struct wide {
    long long v[3];
};

static struct pair make_pair(long a, long b) { struct pair p = {a, b}; return p; }
static struct small make_small(short a, char b) { struct small s = {a, b}; return s; }
static long long sum_wide(struct wide w) { return w.v[0] + w.v[1] + w.v[2]; }
static struct wide twice(struct wide w) {
    for (int i = 0; i < 3; i++)
        w.v[i] *= 2;
    return w;
}

int main(void) {
    printf("mix size %u align-ish offsets c=%u ll=%u s=%u d=%u l=%u p=%u\n",
           (unsigned)sizeof(struct mix), (unsigned)offsetof(struct mix, c),
           (unsigned)offsetof(struct mix, ll), (unsigned)offsetof(struct mix, s),
           (unsigned)offsetof(struct mix, d), (unsigned)offsetof(struct mix, l),
           (unsigned)offsetof(struct mix, p));
    printf("small %u pair %u wide %u\n", (unsigned)sizeof(struct small),
           (unsigned)sizeof(struct pair), (unsigned)sizeof(struct wide));

    struct mix m;
    memset(&m, 0, sizeof m);
    m.c = 'x';
    m.ll = 0x1122334455667788LL;
    m.s = -2;
    m.d = 0.5;
    m.l = -1;
    char text[] = "text";
    m.p = text;
    unsigned char raw[sizeof m];
    memcpy(raw, &m, sizeof m);
    for (unsigned i = 0; i < 24; i++)
        printf("%02x ", raw[i]);
    printf("\n");
    printf("fields: %c %llx %d %g %ld %s\n", m.c, (unsigned long long)m.ll, m.s, m.d, m.l, m.p);

    struct pair p = make_pair(2000000000L, -2000000000L);
    printf("pair %ld %ld sum(wrapped) %ld\n", p.a, p.b,
           (long)((unsigned long)p.a + (unsigned long)p.a));
    struct small s = make_small(-300, 'q');
    printf("small %d %c\n", s.a, s.b);
    struct wide w = {{1LL << 33, -5, 7}};
    struct wide w2 = twice(twice(w));
    printf("wide sum %lld twice %lld %lld %lld\n", sum_wide(w), w2.v[0], w2.v[1], w2.v[2]);

    /* arrays of structs with 4-byte-aligned long long members */
    struct mix arr[3];
    memset(arr, 0, sizeof arr);
    for (int i = 0; i < 3; i++) {
        arr[i].ll = (long long)i << 40;
        arr[i].l = i * 1000;
    }
    printf("arr stride %d ll %lld l %ld\n", (int)((char *)&arr[1] - (char *)&arr[0]), arr[2].ll,
           arr[2].l);
    return 0;
}
