// memusage: 112
// A list of up to 4 nodes built from input, then the nodes with odd keys freed before a
// scratch block is taken: the mark is either the full list or the survivors plus scratch.
#include <stdlib.h>
#include <pathsift.h>

struct node { struct node *next; int key; };

int main(void) {
    unsigned char n, keys[4];
    pathsift_symbolic(&n, 1, "n");
    pathsift_symbolic(keys, sizeof keys, "keys");
    if (n > 4)
        return 1;
    struct node *head = NULL;
    for (int i = 0; i < n; i++) {
        struct node *x = malloc(sizeof *x);
        x->key = keys[i];
        x->next = head;
        head = x;
    }
    struct node **p = &head;
    while (*p) {
        if ((*p)->key & 1) {
            struct node *dead = *p;
            *p = dead->next;
            free(dead);
        } else {
            p = &(*p)->next;
        }
    }
    char *scratch = malloc(48);
    free(scratch);
    while (head) {
        struct node *next = head->next;
        free(head);
        head = next;
    }
    return 0;
}
