/* Enums (negative and large values, arithmetic, sizeof), typedefs, const and
 * volatile objects, compound assignment on volatile, sizeof expressions. */
#include <stdio.h>

typedef enum { MON = 1, TUE, WED, THU, FRI, SAT = 10, SUN } day;
enum big { SMALL = -5, LARGE = 0x7fffffff };
enum flags { F_READ = 1 << 0, F_WRITE = 1 << 1, F_EXEC = 1 << 2 };

typedef struct vec3 {
    float x, y, z;
} vec3;
typedef vec3 *vec3_ptr;
typedef int (*cmp_fn)(int, int);
typedef unsigned char byte;

static int less(int a, int b) { return a < b; }

static const int table[4] = {1, 10, 100, 1000};
static volatile int vcounter;

static const char *day_name(day d) {
    static const char *const names[] = {"?", "mon", "tue", "wed", "thu", "fri"};
    if (d >= MON && d <= FRI)
        return names[d];
    return d == SAT ? "sat" : d == SUN ? "sun" : "??";
}

int main(void) {
    for (day d = MON; d <= SUN; d++)
        if (d <= FRI || d >= SAT)
            printf("%d=%s ", d, day_name(d));
    printf("\n");
    printf("sizeof enum %zu, SMALL %d LARGE %d\n", sizeof(enum big), SMALL, LARGE);
    enum flags f = F_READ | F_EXEC;
    printf("flags %d has write %d has exec %d\n", f, (f & F_WRITE) != 0, (f & F_EXEC) != 0);
    f = (enum flags)(f & ~F_READ);
    printf("flags now %d\n", f);

    vec3 v = {1.5f, -2.0f, 0.25f};
    vec3_ptr pv = &v;
    pv->z *= 4;
    cmp_fn c = less;
    byte b = 255;
    b++;
    printf("vec %g %g %g cmp %d byte %u\n", v.x, v.y, v.z, c(1, 2), b);

    /* volatile accesses must all happen */
    for (int i = 0; i < 10; i++)
        vcounter += i;
    volatile int local = 5;
    local *= local;
    int copy = local;
    volatile unsigned char vbytes[4] = {1, 2, 3, 4};
    unsigned sum = 0;
    for (int i = 0; i < 4; i++) {
        vbytes[i] ^= 0xff;
        sum += vbytes[i];
    }
    printf("vcounter %d local %d vbytes sum %u\n", vcounter, copy, sum);

    const int *cp = table;
    int const *const cpp = &table[3];
    printf("const table %d %d\n", cp[2], *cpp);

    /* sizeof of expressions is not evaluated */
    int side = 0;
    size_t sz = sizeof(side++);
    size_t arr_sz = sizeof(int[7]);
    printf("sizeof side %d %zu %zu %zu %zu\n", side, sz, arr_sz, sizeof table / sizeof *table,
           sizeof(vec3));
    /* _Alignof and typeof */
    __typeof__(v.x) tx = 3;
    printf("align double %zu vec3 %zu typeof %g\n", _Alignof(double), _Alignof(vec3), tx / 2);
    return 0;
}
