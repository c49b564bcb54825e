/* Global initialisers: nested structs, pointers to globals and into global
 * arrays, string literals, arrays of pointers, function pointers, constant
 * address arithmetic, zero-initialised and tentative definitions. */
#include <stdio.h>

struct inner {
    short s;
    char name[6];
};

struct outer {
    int id;
    struct inner in[2];
    const char *desc;
    double ratio;
};

static int counter = 5;
int tentative;
int tentative;
static long zeroed[4];
static int numbers[] = {10, 20, 30, 40, 50, 60};
static int *num_ptr = &numbers[2];
static int *num_end = numbers + sizeof numbers / sizeof numbers[0];
static int *counter_ptr = &counter;
static int **counter_pp = &counter_ptr;
static const char *words[] = {"alpha", "beta", "gamma", 0};
static const char greeting[] = "hi there";
static const char *tail = greeting + 3;
static char buffer[16] = "mutable";
static struct outer config = {7, {{1, "one"}, {-2, "two"}}, "config", 0.75};
static struct outer configs[] = {
    {1, {{11, "a"}, {12, "b"}}, "first", 1.5},
    {2, {{21, "c"}}, "second", -2.0},
    [3] = {.id = 4, .desc = "fourth"},
};
static const struct inner *inner_ptr = &configs[1].in[0];
static short *field_ptr = &config.in[1].s;

static int twice(int x) { return 2 * x; }
static int thrice(int x) { return 3 * x; }
static int (*const transforms[])(int) = {twice, thrice, twice};

struct node {
    int value;
    const struct node *next;
};
static const struct node n3 = {3, 0};
static const struct node n2 = {2, &n3};
static const struct node n1 = {1, &n2};

static unsigned long long big = 0xfedcba9876543210ull;
static float fl = 1.25f;
static double dbl_arr[3] = {1e100, -0.0, 3.5};
static unsigned char bytes[] = {0xff, 0x80, 0x7f, 0};
static _Bool flag = 1;
static long diff = (long)(sizeof configs / sizeof configs[0]);
static char matrix[2][3] = {{'a', 'b', 'c'}, {'d', 'e'}};

int main(void) {
    printf("counter %d via pp %d tentative %d zeroed %ld %ld\n", counter, **counter_pp,
           tentative, zeroed[0], zeroed[3]);
    printf("num_ptr %d end-ptr %td\n", *num_ptr, num_end - num_ptr);
    for (const char **w = words; *w; w++)
        printf("%s ", *w);
    printf("\n");
    printf("greeting '%s' tail '%s' buffer '%s'\n", greeting, tail, buffer);
    buffer[0] = 'M';
    printf("buffer now '%s'\n", buffer);
    printf("config %d %d %s %d %s %s %g\n", config.id, config.in[0].s, config.in[0].name,
           config.in[1].s, config.in[1].name, config.desc, config.ratio);
    for (unsigned i = 0; i < sizeof configs / sizeof configs[0]; i++)
        printf("configs[%u] id %d in %d/%s %d/%s desc %s ratio %g\n", i, configs[i].id,
               configs[i].in[0].s, configs[i].in[0].name, configs[i].in[1].s,
               configs[i].in[1].name, configs[i].desc ? configs[i].desc : "(null)",
               configs[i].ratio);
    printf("inner_ptr %d %s, field_ptr %d\n", inner_ptr->s, inner_ptr->name, *field_ptr);
    *field_ptr = 99;
    printf("config.in[1].s now %d\n", config.in[1].s);
    int x = 5;
    for (int i = 0; i < 3; i++)
        x = transforms[i](x);
    printf("transforms -> %d\n", x);
    for (const struct node *n = &n1; n; n = n->next)
        printf("node %d ", n->value);
    printf("\n");
    printf("big %llx fl %g dbl %g %g %g bytes %u %u %u %u flag %d diff %ld\n", big, fl,
           dbl_arr[0], dbl_arr[1], dbl_arr[2], bytes[0], bytes[1], bytes[2], bytes[3], flag, diff);
    printf("matrix %c%c%c %c%c%d\n", matrix[0][0], matrix[0][1], matrix[0][2], matrix[1][0],
           matrix[1][1], matrix[1][2]);
    counter++;
    tentative += 3;
    zeroed[2] = -1;
    printf("after: %d %d %ld\n", *counter_ptr, tentative, zeroed[2]);
    return 0;
}
