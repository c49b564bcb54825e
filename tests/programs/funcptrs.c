/* Function pointers: tables, callbacks, pointers in structs, functions
 * returning function pointers, comparisons, casts between types. */
#include <stdio.h>

typedef int (*binop)(int, int);

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static int mod(int a, int b) { return b ? a % b : 0; }
static int max(int a, int b) { return a > b ? a : b; }

static const binop table[] = {add, sub, mul, mod, max};
static const char *const names[] = {"add", "sub", "mul", "mod", "max"};

struct op {
    char symbol;
    binop fn;
};

static struct op ops[] = {{'+', add}, {'-', sub}, {'*', mul}, {'%', mod}};

static binop lookup(char symbol) {
    for (unsigned i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (ops[i].symbol == symbol)
            return ops[i].fn;
    return 0;
}

static int fold(const int *v, int n, int init, binop f) {
    int acc = init;
    for (int i = 0; i < n; i++)
        acc = f(acc, v[i]);
    return acc;
}

static void apply_each(int *v, int n, int (*fn)(int)) {
    for (int i = 0; i < n; i++)
        v[i] = fn(v[i]);
}

static int square(int x) { return x * x; }
static int negate(int x) { return -x; }
static int (*pick_unary(int which))(int) { return which ? negate : square; }

static double apply_d(double (*f)(double, double), double a, double b) { return f(a, b); }
static double dmul(double a, double b) { return a * b; }
static double dhyp(double a, double b) { return a * a + b * b; }

static long long counter_calls;
static void tick(void) { counter_calls++; }
static void tock(void) { counter_calls += 100; }

/* evaluates an RPN expression with single-digit operands */
static int rpn(const char *expr) {
    int stack[16];
    int sp = 0;
    for (const char *c = expr; *c; c++) {
        if (*c >= '0' && *c <= '9') {
            stack[sp++] = *c - '0';
        } else if (*c != ' ') {
            binop f = lookup(*c);
            int b = stack[--sp];
            int a = stack[--sp];
            stack[sp++] = f ? f(a, b) : -9999;
        }
    }
    return stack[0];
}

int main(void) {
    for (int i = 0; i < 5; i++)
        printf("%s(17,5)=%d ", names[i], table[i](17, 5));
    printf("\n");
    int v[] = {3, 1, 4, 1, 5, 9, 2, 6};
    printf("fold: sum %d prod %d max %d\n", fold(v, 8, 0, add), fold(v, 8, 1, mul),
           fold(v, 8, -100, table[4]));
    apply_each(v, 8, pick_unary(0));
    apply_each(v, 8, pick_unary(1));
    for (int i = 0; i < 8; i++)
        printf("%d ", v[i]);
    printf("\n");
    printf("rpn: %d %d %d\n", rpn("34+2*"), rpn("95-3%"), rpn("12+34+*5-"));
    printf("doubles: %g %g\n", apply_d(dmul, 1.5, 4), apply_d(dhyp, 3, 4));

    void (*actions[6])(void);
    for (int i = 0; i < 6; i++)
        actions[i] = (i % 3) ? tick : tock;
    for (int i = 0; i < 6; i++)
        actions[i]();
    (*actions[0])();
    printf("counter %lld\n", counter_calls);

    binop f = add, g = lookup('+');
    printf("same function: %d, different: %d, null lookup: %d\n", f == g, f == sub,
           lookup('/') == 0);
    /* round trip through a generic function pointer type */
    void (*generic)(void) = (void (*)(void))mul;
    binop back = (binop)generic;
    printf("round trip: %d\n", back(6, 7));
    return 0;
}
