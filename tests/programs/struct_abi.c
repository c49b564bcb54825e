/* Structs passed and returned by value: the x86-64 classes clang lowers
 * differently (one and two integer registers, SSE, mixed, memory/sret). */
#include <stdio.h>

struct c3 { char c[3]; };                    /* i24 in one register */
struct ii { int a, b; };                     /* one i64 */
struct ll { long long a, b; };               /* { i64, i64 } */
struct dd { double x, y; };                  /* two SSE registers */
struct fff { float a, b, c; };               /* <2 x float>, float */
struct id { int i; double d; };              /* mixed INTEGER + SSE */
struct big { long long v[5]; };              /* memory: byval / sret */
struct nested { struct ii p; short s; };     /* 12 bytes */
struct onef { float f; };
struct arr { int v[3]; char tag; };

static struct c3 mk_c3(char a, char b, char c) { struct c3 r = {{a, b, c}}; return r; }
static struct ii swap_ii(struct ii v) { struct ii r = {v.b, v.a}; return r; }
static struct ll add_ll(struct ll p, struct ll q) { struct ll r = {p.a + q.a, p.b + q.b}; return r; }
static struct dd scale(struct dd v, double k) { v.x *= k; v.y *= k; return v; }
static struct fff rot(struct fff v) { struct fff r = {v.c, v.a, v.b}; return r; }
static struct id mk_id(int i, double d) { struct id r = {i, d}; return r; }
static double id_sum(struct id v) { return v.i + v.d; }
static struct big fill(long long start) {
    struct big b;
    for (int i = 0; i < 5; i++)
        b.v[i] = start + i * 1000000000000LL;
    return b;
}
static long long big_sum(struct big b) {
    long long s = 0;
    for (int i = 0; i < 5; i++)
        s += b.v[i];
    b.v[0] = 0; /* modifies the callee's copy only */
    return s;
}
static struct big big_twice(struct big b) {
    for (int i = 0; i < 5; i++)
        b.v[i] *= 2;
    return b;
}
static struct nested mk_nested(struct ii p, short s) { struct nested n = {p, s}; return n; }
static struct onef halve(struct onef f) { f.f /= 2; return f; }
static struct arr bump(struct arr a) {
    for (int i = 0; i < 3; i++)
        a.v[i] += a.tag;
    a.tag++;
    return a;
}
/* many struct arguments: some go in registers, the rest on the stack */
static long long many(struct ii a, struct ll b, struct dd c, struct ii d, struct ll e, struct id f,
                      struct big g, struct ii h) {
    return a.a + a.b + b.a + b.b + (long long)(c.x + c.y) + d.a + d.b + e.a + e.b +
           (long long)f.d + f.i + g.v[4] + h.a * h.b;
}

int main(void) {
    struct c3 c = mk_c3('x', 'y', 'z');
    printf("c3: %c%c%c size %zu\n", c.c[0], c.c[1], c.c[2], sizeof c);
    struct ii s = swap_ii((struct ii){1, 2});
    printf("ii: %d %d\n", s.a, s.b);
    struct ll l = add_ll((struct ll){1LL << 40, -5}, (struct ll){3, 1LL << 50});
    printf("ll: %lld %lld\n", l.a, l.b);
    struct dd d = scale(scale((struct dd){1.5, -2.25}, 2.0), 0.5);
    printf("dd: %g %g\n", d.x, d.y);
    struct fff f = rot(rot((struct fff){1.0f, 2.0f, 3.0f}));
    printf("fff: %g %g %g\n", f.a, f.b, f.c);
    struct id m = mk_id(7, 0.25);
    printf("id: %d %g sum %g\n", m.i, m.d, id_sum(m));
    struct big b = fill(5);
    printf("big sum %lld, b.v[0] still %lld\n", big_sum(b), b.v[0]);
    struct big b2 = big_twice(big_twice(b));
    printf("big twice twice: %lld %lld\n", b2.v[0], b2.v[4]);
    struct nested n = mk_nested((struct ii){-1, -2}, 300);
    printf("nested: %d %d %d size %zu\n", n.p.a, n.p.b, n.s, sizeof n);
    struct onef h = halve(halve((struct onef){10.0f}));
    printf("onef: %g\n", h.f);
    struct arr a = {{1, 2, 3}, 10};
    a = bump(bump(a));
    printf("arr: %d %d %d tag %d\n", a.v[0], a.v[1], a.v[2], a.tag);
    printf("many: %lld\n", many((struct ii){1, 2}, (struct ll){3, 4}, (struct dd){5.5, 6.5},
                                (struct ii){7, 8}, (struct ll){9, 10}, (struct id){11, 12.75}, b,
                                (struct ii){13, 14}));
    /* struct results used directly in expressions */
    printf("direct: %d %lld %g\n", swap_ii((struct ii){5, 6}).a, fill(1).v[2],
           scale((struct dd){1, 2}, 3).y);
    return 0;
}
