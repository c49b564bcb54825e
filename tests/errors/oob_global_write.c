// expect: out-of-bounds at line 14
/* A global struct array written one element past its end through a pointer. */
#include <stdio.h>

struct slot {
    int id;
    int used;
};

static struct slot slots[4];

static void mark_all(struct slot *begin, int count) {
    for (struct slot *s = begin; s <= begin + count; s++)
        s->used = 1;
}

int main(void) {
    mark_all(slots, 4);
    printf("%d\n", slots[3].used);
    return 0;
}
