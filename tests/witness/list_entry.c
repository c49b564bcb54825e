/* With --entry, the list is an input heap: the witness is its object diagram. */
#include <assert.h>

struct node {
    struct node *next;
    int v;
};

int second(struct node *list) {
    if (list && list->v == 3 && list->next && list->next->v == -1)
        assert(0);
    return 0;
}
