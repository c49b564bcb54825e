/* Bit-fields: odd widths, signed and unsigned, wraparound on store,
 * fields straddling storage units, bit-fields in arrays and unions. */
#include <stdio.h>
#include <string.h>

struct flags {
    unsigned a : 1;
    unsigned b : 3;
    unsigned c : 5;
    unsigned d : 7;
    unsigned e : 16;
};

struct mixed {
    signed int s3 : 3;
    unsigned int u5 : 5;
    int plain : 10; /* int bit-fields are signed in gcc and clang */
    unsigned long long wide : 40;
    signed long long swide : 23;
    unsigned char small : 2;
    _Bool flag : 1;
};

struct straddle {
    unsigned char head;
    unsigned int x : 30;
    unsigned int y : 30;
    unsigned short tail : 9;
};

struct with_zero {
    unsigned a : 4;
    unsigned : 0; /* forces the next field into a new unit */
    unsigned b : 4;
    unsigned : 3; /* unnamed padding bits */
    unsigned c : 4;
};

union word_bits {
    unsigned int word;
    struct {
        unsigned lo : 8;
        unsigned mid : 16;
        unsigned hi : 8;
    } parts;
};

static void show_flags(const char *label, struct flags f) {
    printf("%s: a=%u b=%u c=%u d=%u e=%u\n", label, f.a, f.b, f.c, f.d, f.e);
}

int main(void) {
    printf("sizes: flags=%zu mixed=%zu straddle=%zu with_zero=%zu\n", sizeof(struct flags),
           sizeof(struct mixed), sizeof(struct straddle), sizeof(struct with_zero));
    struct flags f;
    memset(&f, 0, sizeof f);
    f.a = 1;
    f.b = 5;
    f.c = 31;
    f.d = 100;
    f.e = 65535;
    show_flags("init", f);
    f.a += 1;  /* wraps to 0 */
    f.b += 4;  /* 9 -> 1 */
    f.c = 40;  /* 40 & 31 = 8 */
    f.d *= 3;  /* 300 & 127 = 44 */
    f.e++;     /* wraps to 0 */
    show_flags("wrapped", f);
    unsigned raw;
    memcpy(&raw, &f, sizeof raw);
    printf("raw=%08x\n", raw);

    struct mixed m;
    memset(&m, 0, sizeof m);
    for (int i = -6; i <= 6; i += 3) {
        m.s3 = i;  /* implementation-defined wrap for out-of-range, same in gcc/clang */
        m.u5 = (unsigned)(i * 7);
        m.plain = i * 100;
        m.wide = 0xffffffffffull + (unsigned long long)i;
        m.swide = i * 1000000LL;
        m.small = (unsigned char)i;
        m.flag = i;
        printf("i=%d: s3=%d u5=%u plain=%d wide=%llx swide=%lld small=%u flag=%d\n", i, m.s3,
               m.u5, m.plain, (unsigned long long)m.wide, (long long)m.swide, m.small, m.flag);
    }
    /* signed bit-fields in arithmetic sign-extend */
    m.s3 = -4;
    int ext = m.s3 * 10;
    m.swide = -1;
    long long sext = m.swide;
    printf("ext=%d sext=%lld\n", ext, sext);

    struct straddle s = {0xaa, 0x3fffffff, 0x12345678, 0x1ff};
    printf("straddle: %x %x %x %x\n", s.head, s.x, s.y, s.tail);
    s.x >>= 3;
    s.y ^= s.x;
    s.tail = s.tail - 0x100;
    printf("straddle': %x %x %x %x\n", s.head, s.x, s.y, s.tail);

    struct with_zero z = {0};
    z.a = 15;
    z.b = 9;
    z.c = 6;
    unsigned zr[2];
    memcpy(zr, &z, sizeof zr);
    printf("with_zero: a=%u b=%u c=%u raw %08x %08x\n", z.a, z.b, z.c, zr[0], zr[1]);

    union word_bits wb;
    wb.word = 0xa1b2c3d4u;
    printf("parts: lo=%x mid=%x hi=%x\n", wb.parts.lo, wb.parts.mid, wb.parts.hi);
    wb.parts.mid = 0x1234;
    printf("word=%08x\n", wb.word);

    struct flags arr[4];
    for (int i = 0; i < 4; i++) {
        arr[i].a = (unsigned)i;
        arr[i].b = (unsigned)(i * 3);
        arr[i].c = (unsigned)(i * 11);
        arr[i].d = (unsigned)(i * 50);
        arr[i].e = (unsigned)(i * 30000);
    }
    unsigned total = 0;
    for (int i = 0; i < 4; i++)
        total += arr[i].a + arr[i].b + arr[i].c + arr[i].d + arr[i].e;
    printf("total=%u\n", total);
    return 0;
}
