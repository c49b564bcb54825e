// data-model: ILP32
/* Heap structures with 4-byte pointers: node sizes, a hash table of chained
 * entries with function-pointer hashing, and pointer tagging in low bits. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct entry {
    char *key;
    long value;
    struct entry *next;
};

typedef unsigned long (*hash_fn)(const char *);

static unsigned long djb2(const char *s) {
    unsigned long h = 5381;
    while (*s)
        h = h * 33 + (unsigned char)*s++;
    return h;
}

static unsigned long sdbm(const char *s) {
    unsigned long h = 0;
    while (*s)
        h = (unsigned char)*s++ + (h << 6) + (h << 16) - h;
    return h;
}

struct table {
    hash_fn hash;
    unsigned size;
    struct entry **buckets;
};

static void put(struct table *t, const char *key, long value) {
    unsigned long b = t->hash(key) % t->size;
    for (struct entry *e = t->buckets[b]; e; e = e->next)
        if (strcmp(e->key, key) == 0) {
            e->value += value;
            return;
        }
    struct entry *e = malloc(sizeof *e);
    if (!e)
        exit(2);
    e->key = malloc(strlen(key) + 1);
    if (!e->key)
        exit(2);
    strcpy(e->key, key);
    e->value = value;
    e->next = t->buckets[b];
    t->buckets[b] = e;
}

static void dump_and_free(struct table *t) {
    long total = 0;
    unsigned used = 0, longest = 0;
    for (unsigned i = 0; i < t->size; i++) {
        unsigned len = 0;
        struct entry *e = t->buckets[i];
        used += e != NULL;
        while (e) {
            struct entry *next = e->next;
            total += e->value;
            len++;
            free(e->key);
            free(e);
            e = next;
        }
        if (len > longest)
            longest = len;
    }
    free(t->buckets);
    printf("total %ld used %u longest %u\n", total, used, longest);
}

int main(void) {
    printf("sizeof entry %u table %u ptr %u\n", (unsigned)sizeof(struct entry),
           (unsigned)sizeof(struct table), (unsigned)sizeof(char *));
    const char *words[] = {"the", "cat", "sat", "on", "the", "mat", "with", "the", "hat",
                           "and", "a", "cat"};
    hash_fn fns[] = {djb2, sdbm};
    for (int f = 0; f < 2; f++) {
        struct table t = {fns[f], 7, calloc(7, sizeof(struct entry *))};
        if (!t.buckets)
            return 2;
        for (int i = 0; i < 12; i++)
            put(&t, words[i], (long)(i + 1) * 10000000L);
        printf("hash %d: djb2(cat)=%lu sdbm(cat)=%lu ", f, djb2("cat"), sdbm("cat"));
        dump_and_free(&t);
    }
    /* low pointer bits are free because malloc aligns to at least 4 */
    int *p = malloc(4 * sizeof *p);
    if (!p)
        return 2;
    uintptr_t tagged = (uintptr_t)p | 3u;
    int *untagged = (int *)(tagged & ~(uintptr_t)3);
    untagged[1] = 42;
    printf("tag %u value %d same %d\n", (unsigned)(tagged & 3u), p[1], untagged == p);
    free(p);
    return 0;
}
