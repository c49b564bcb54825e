/* A small inventory report: structs, an array of records, a sort with a
 * function-pointer comparator, a linked list built with malloc, and loops.
 * Run it with:  pathsift run examples/inventory.c */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct item {
    char name[16];
    int quantity;
    int price_cents;
};

struct restock {
    const struct item *item;
    int needed;
    struct restock *next;
};

static const struct item stock[] = {
    {"bolts", 120, 15},   {"nuts", 35, 10},    {"washers", 8, 5},
    {"screws", 210, 12},  {"hinges", 4, 250},  {"brackets", 17, 180},
};

#define COUNT ((int)(sizeof stock / sizeof stock[0]))
#define MINIMUM 20

static long value_of(const struct item *it) {
    return (long)it->quantity * it->price_cents;
}

static int by_value_desc(const void *a, const void *b) {
    long va = value_of(*(const struct item *const *)a);
    long vb = value_of(*(const struct item *const *)b);
    return (va < vb) - (va > vb);
}

/* Prepends an entry for every item below the minimum; returns the list. */
static struct restock *plan_restock(void) {
    struct restock *list = NULL;
    for (int i = 0; i < COUNT; i++) {
        if (stock[i].quantity >= MINIMUM)
            continue;
        struct restock *r = malloc(sizeof *r);
        if (r == NULL)
            exit(1);
        r->item = &stock[i];
        r->needed = MINIMUM - stock[i].quantity;
        r->next = list;
        list = r;
    }
    return list;
}

int main(void) {
    const struct item *sorted[COUNT];
    long total = 0;
    for (int i = 0; i < COUNT; i++) {
        sorted[i] = &stock[i];
        total += value_of(&stock[i]);
    }
    qsort(sorted, COUNT, sizeof sorted[0], by_value_desc);

    printf("%-10s %5s %8s\n", "item", "qty", "value");
    for (int i = 0; i < COUNT; i++)
        printf("%-10s %5d %8.2f\n", sorted[i]->name, sorted[i]->quantity,
               value_of(sorted[i]) / 100.0);
    printf("total value: %.2f\n", total / 100.0);

    int orders = 0;
    for (struct restock *r = plan_restock(), *next; r != NULL; r = next) {
        printf("restock %s: order %d\n", r->item->name, r->needed);
        orders += r->needed;
        next = r->next;
        free(r);
    }
    printf("%d units to order\n", orders);
    return 0;
}
