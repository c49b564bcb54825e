// expect: none
/* A hash table marks removed slots with a poison pointer; the lookup skips them. */
#include <stdint.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct entry {
    int key;
    int value;
};

#define SLOTS 4
#define REMOVED ((struct entry *)(uintptr_t)0xdeadbee0u)

static struct entry *table[SLOTS];

static int lookup(int key) {
    for (int i = 0; i < SLOTS; i++)
        if (table[i] && table[i] != REMOVED && table[i]->key == key)
            return table[i]->value;
    return -1;
}

int main(void) {
    static struct entry a = {1, 100}, b = {2, 200};
    table[0] = &a;
    table[2] = &b;
    if (__VERIFIER_nondet_int())
        table[0] = REMOVED;
    return lookup(2) == 200 ? 0 : 1;
}
