// expect: use-after-free line 29
/* A stack's pop frees the top node and then reads its value. */
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    int value;
    struct node *next;
};

struct stack {
    struct node *top;
};

static void push(struct stack *s, int value) {
    struct node *n = malloc(sizeof *n);
    if (!n)
        abort();
    n->value = value;
    n->next = s->top;
    s->top = n;
}

static int pop(struct stack *s) {
    struct node *top = s->top;
    s->top = top->next;
    free(top);
    return top->value;
}

int main(void) {
    struct stack s = {NULL};
    int n = __VERIFIER_nondet_int();
    push(&s, 1);
    if (n > 0)
        push(&s, n);
    int sum = 0;
    while (s.top)
        sum += pop(&s);
    return sum > 0 ? 0 : 1;
}
