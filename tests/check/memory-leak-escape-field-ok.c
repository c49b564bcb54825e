// expect: none
/* Nodes escape into a field of a heap-allocated list header; the list is freed at the end. */
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    int value;
    struct node *next;
};

struct list {
    struct node *head;
    int length;
};

static void list_push(struct list *l, int value) {
    struct node *n = malloc(sizeof *n);
    if (!n)
        abort();
    n->value = value;
    n->next = l->head;
    l->head = n;
    l->length++;
}

static void list_free(struct list *l) {
    while (l->head) {
        struct node *next = l->head->next;
        free(l->head);
        l->head = next;
    }
    free(l);
}

int main(void) {
    struct list *l = malloc(sizeof *l);
    if (!l)
        return 1;
    l->head = NULL;
    l->length = 0;
    list_push(l, 1);
    if (__VERIFIER_nondet_int())
        list_push(l, 2);
    int length = l->length;
    list_free(l);
    return length > 0 ? 0 : 1;
}
