// memusage: 1040
// memusage-expr: 16*n + 16
// memusage-domain: n 0..64
// A list of n nodes built by prepending, behind a 16-byte header, then freed node by node.
#include <stdlib.h>
#include <pathsift.h>

struct node {
    int value;
    struct node *next;
};

struct list {
    struct node *head;
    size_t length;
};

int main(void) {
    unsigned char n;
    pathsift_symbolic(&n, sizeof n, "n");
#ifdef AT_n
    __VERIFIER_assume(n == AT_n);
#endif
    if (n > 64)
        return 1;
    struct list *l = malloc(sizeof *l);
    if (!l)
        return 1;
    l->head = NULL;
    l->length = 0;
    for (int i = 0; i < n; i++) {
        struct node *fresh = malloc(sizeof *fresh);
        if (!fresh)
            break;
        fresh->value = i;
        fresh->next = l->head;
        l->head = fresh;
        l->length++;
    }
    while (l->head) {
        struct node *next = l->head->next;
        free(l->head);
        l->head = next;
    }
    free(l);
    return 0;
}
