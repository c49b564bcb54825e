// expect: use-after-free at line 28
/* Frees a list node and then follows its next pointer. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int value;
    struct node *next;
};

static struct node *push(struct node *head, int value) {
    struct node *n = malloc(sizeof *n);
    if (!n)
        exit(1);
    n->value = value;
    n->next = head;
    return n;
}

int main(void) {
    struct node *list = NULL;
    for (int i = 0; i < 3; i++)
        list = push(list, i);
    int sum = 0;
    struct node *n = list;
    while (n) {
        free(n);
        sum += n->value;
        n = n->next;
    }
    printf("sum=%d\n", sum);
    return 0;
}
