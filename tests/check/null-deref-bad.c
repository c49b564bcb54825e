// expect: null-deref line 33
/* A lookup in a linked list returns NULL for a missing key; the caller does not check. */
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
    int key;
    int value;
    struct node *next;
};

static struct node *push(struct node *head, int key, int value) {
    struct node *n = malloc(sizeof *n);
    if (!n)
        abort();
    n->key = key;
    n->value = value;
    n->next = head;
    return n;
}

static struct node *find(struct node *head, int key) {
    for (; head; head = head->next)
        if (head->key == key)
            return head;
    return NULL;
}

int main(void) {
    struct node *list = push(push(NULL, 1, 10), 2, 20);
    int key = __VERIFIER_nondet_int();
    int value = find(list, key)->value;
    while (list) {
        struct node *next = list->next;
        free(list);
        list = next;
    }
    return value == 10 ? 0 : 1;
}
