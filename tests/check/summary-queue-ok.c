// expect: none
// flags: --entry main
// summaries: push_back=2 pop_front=2
/* A doubly linked queue (from tests/programs/heap_list.c). pop_front() unlinks the head
   node, overwriting the next node's prev pointer (the last one to it), and frees it: applied
   as a summary, the pointers a call overwrites are checked for leaks only once all its
   effects are in place, and this program leaks nothing. */
#include <stdio.h>
#include <stdlib.h>
struct dnode {
    long value;
    struct dnode *prev, *next;
};
struct queue {
    struct dnode *head, *tail;
    int size;
};
static void push_back(struct queue *q, long v) {
    struct dnode *d = calloc(1, sizeof *d);
    if (!d)
        exit(2);
    d->value = v;
    d->prev = q->tail;
    if (q->tail)
        q->tail->next = d;
    else
        q->head = d;
    q->tail = d;
    q->size++;
}
static long pop_front(struct queue *q) {
    struct dnode *d = q->head;
    long v = d->value;
    q->head = d->next;
    if (q->head)
        q->head->prev = NULL;
    else
        q->tail = NULL;
    q->size--;
    free(d);
    return v;
}
int main(void) {
    struct queue q = {NULL, NULL, 0};
    long sum = 0;
    for (long i = 1; i <= 100; i++) {
        push_back(&q, i * i);
        if (i % 3 == 0)
            sum += pop_front(&q);
    }
    long back_sum = 0;
    for (struct dnode *d = q.tail; d; d = d->prev)
        back_sum += d->value;
    while (q.size)
        pop_front(&q);
    return 0;
}
