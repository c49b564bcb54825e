/* Static local variables: counters, memoisation tables, static pointers and
 * arrays that keep their values across calls. */
#include <stdio.h>

static int next_id(void) {
    static int id = 100;
    return id++;
}

static long long fib_memo(int n) {
    static long long memo[91];
    static int calls;
    calls++;
    if (n < 2)
        return n;
    if (memo[n])
        return memo[n];
    memo[n] = fib_memo(n - 1) + fib_memo(n - 2);
    if (n == 90)
        printf("fib_memo calls so far: %d\n", calls);
    return memo[n];
}

static const char *cycle(void) {
    static const char *names[] = {"red", "green", "blue"};
    static const char **cur = names;
    const char *r = *cur++;
    if (cur == names + 3)
        cur = names;
    return r;
}

static char *tokenizer(char *s) {
    static char *pos;
    if (s)
        pos = s;
    while (*pos == ' ')
        pos++;
    if (!*pos)
        return 0;
    char *start = pos;
    while (*pos && *pos != ' ')
        pos++;
    if (*pos)
        *pos++ = 0;
    return start;
}

static double running_mean(double x) {
    static double sum;
    static int n;
    sum += x;
    return sum / ++n;
}

static int same_name(void) {
    static int v = 1; /* distinct from the one below */
    return v *= 2;
}

static int same_name2(void) {
    static int v = 1;
    return v *= 3;
}

int main(void) {
    for (int i = 0; i < 3; i++)
        printf("id %d ", next_id());
    printf("\n");
    printf("fib(90)=%lld\n", fib_memo(90));
    printf("fib(50)=%lld\n", fib_memo(50));
    for (int i = 0; i < 7; i++)
        printf("%s ", cycle());
    printf("\n");
    char text[] = "  the quick  brown fox ";
    for (char *tok = tokenizer(text); tok; tok = tokenizer(0))
        printf("[%s]", tok);
    printf("\n");
    double m = 0;
    for (int i = 1; i <= 10; i++)
        m = running_mean(i * i);
    printf("mean=%g\n", m);
    int a = 0, b = 0;
    for (int i = 0; i < 4; i++) {
        a = same_name();
        b = same_name2();
    }
    printf("a=%d b=%d\n", a, b);
    return 0;
}
