/* malloc/calloc/realloc/free: a sorted singly linked list with insertion,
 * deletion and reversal; a doubly linked queue; a growable vector. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct node {
    int key;
    char label[8];
    struct node *next;
};

static struct node *insert_sorted(struct node *head, int key) {
    struct node *n = malloc(sizeof *n);
    if (!n)
        exit(2);
    n->key = key;
    snprintf(n->label, sizeof n->label, "k%d", key);
    struct node **link = &head;
    while (*link && (*link)->key < key)
        link = &(*link)->next;
    n->next = *link;
    *link = n;
    return head;
}

static struct node *remove_key(struct node *head, int key) {
    for (struct node **link = &head; *link; link = &(*link)->next) {
        if ((*link)->key == key) {
            struct node *dead = *link;
            *link = dead->next;
            free(dead);
            break;
        }
    }
    return head;
}

static struct node *reverse(struct node *head) {
    struct node *prev = NULL;
    while (head) {
        struct node *next = head->next;
        head->next = prev;
        prev = head;
        head = next;
    }
    return prev;
}

static void print_list(const char *what, const struct node *n) {
    printf("%s:", what);
    for (; n; n = n->next)
        printf(" %s", n->label);
    printf("\n");
}

static void free_list(struct node *n) {
    while (n) {
        struct node *next = n->next;
        free(n);
        n = next;
    }
}

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
    struct node *list = NULL;
    int keys[] = {42, 7, 19, 3, 88, 19, 56, 1, 64};
    for (int i = 0; i < 9; i++)
        list = insert_sorted(list, keys[i]);
    print_list("sorted", list);
    list = remove_key(list, 19);
    list = remove_key(list, 1);
    list = remove_key(list, 88);
    list = remove_key(list, 1000);
    print_list("removed", list);
    list = reverse(list);
    print_list("reversed", list);
    free_list(list);

    struct queue q = {NULL, NULL, 0};
    long sum = 0;
    for (long i = 1; i <= 100; i++) {
        push_back(&q, i * i);
        if (i % 3 == 0)
            sum += pop_front(&q);
    }
    printf("queue size %d sum %ld head %ld tail %ld\n", q.size, sum, q.head->value, q.tail->value);
    long back_sum = 0;
    for (struct dnode *d = q.tail; d; d = d->prev)
        back_sum += d->value;
    printf("backward sum %ld\n", back_sum);
    while (q.size)
        pop_front(&q);

    /* growable vector with realloc */
    int cap = 1, len = 0;
    int *vec = malloc(cap * sizeof *vec);
    if (!vec)
        return 2;
    for (int i = 0; i < 1000; i++) {
        if (len == cap) {
            cap *= 2;
            int *grown = realloc(vec, cap * sizeof *vec);
            if (!grown)
                return 2;
            vec = grown;
        }
        vec[len++] = i * 7 % 1000;
    }
    long vs = 0;
    for (int i = 0; i < len; i++)
        vs += vec[i];
    printf("vector len %d cap %d sum %ld last %d\n", len, cap, vs, vec[len - 1]);
    vec = realloc(vec, 10 * sizeof *vec); /* shrink keeps the prefix */
    printf("after shrink: %d %d %d\n", vec[0], vec[5], vec[9]);
    free(vec);

    /* calloc zeroes; realloc(NULL, n) is malloc */
    long *zeros = calloc(64, sizeof *zeros);
    long zsum = 0;
    for (int i = 0; i < 64; i++)
        zsum += zeros[i];
    char *s = realloc(NULL, 16);
    strcpy(s, "from realloc");
    printf("calloc sum %ld, %s\n", zsum, s);
    free(zeros);
    free(s);
    free(NULL);
    return 0;
}
