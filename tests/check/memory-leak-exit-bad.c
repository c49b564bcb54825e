// expect: memory-leak line 24
/* main builds a list of records and returns without freeing it. */
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct record {
    int id;
    struct record *next;
};

int main(void) {
    struct record *head = NULL;
    int n = __VERIFIER_nondet_int() ? 2 : 1;
    for (int i = 0; i < n; i++) {
        struct record *r = malloc(sizeof *r);
        if (!r)
            abort();
        r->id = i;
        r->next = head;
        head = r;
    }
    int last = head->id;
    return last == n - 1 ? 0 : 1;
}
