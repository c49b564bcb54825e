/* Pointer arithmetic and GEPs with variable indices, comparison and
 * subtraction within an object, pointer <-> integer casts, pointers to
 * pointers, void pointers and const. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct rec {
    char tag;
    int vals[4];
    double weight;
};

static void swap(int *a, int *b) {
    int t = *a;
    *a = *b;
    *b = t;
}

static int *find(int *begin, int *end, int v) {
    for (int *p = begin; p != end; p++)
        if (*p == v)
            return p;
    return end;
}

static void set_all(void *dst, size_t n, size_t size, const void *value) {
    unsigned char *d = dst;
    const unsigned char *v = value;
    for (size_t i = 0; i < n; i++)
        for (size_t k = 0; k < size; k++)
            d[i * size + k] = v[k];
}

int main(void) {
    int a[10];
    for (int i = 0; i < 10; i++)
        a[i] = i * i;
    int *p = a, *q = a + 9;
    printf("q-p=%td *p=%d *q=%d p<q %d p>=q %d\n", q - p, *p, *q, p < q, p >= q);
    while (p < q)
        swap(p++, q--);
    for (int i = 0; i < 10; i++)
        printf("%d ", a[i]);
    printf("\n");
    int *hit = find(a, a + 10, 16);
    int *miss = find(a, a + 10, 17);
    printf("found at %td, miss==end %d\n", hit - a, miss == a + 10);

    /* variable indices of several integer types */
    for (long i = 9; i >= 0; i -= 3)
        printf("a[%ld]=%d ", i, *(a + i));
    unsigned short us = 4;
    signed char sc = -2;
    int *mid = &a[5];
    printf("| %d %d %d\n", mid[us - 5], mid[sc], *(mid + sc + us));

    /* pointers into structs and arrays of structs */
    struct rec recs[3] = {{'a', {1, 2, 3, 4}, 0.5}, {'b', {5, 6, 7, 8}, 1.5}, {'c', {9, 10, 11, 12}, 2.5}};
    struct rec *r = recs;
    int total = 0;
    for (int i = 0; i < 3; i++, r++)
        for (int j = 0; j < 4; j++)
            total += r->vals[j] * (j + 1);
    printf("total=%d r-recs=%td\n", total, r - recs);
    int *inner = &recs[1].vals[2];
    struct rec *back = (struct rec *)((char *)inner - offsetof(struct rec, vals) - 2 * sizeof(int));
    printf("container tag %c weight %g\n", back->tag, back->weight);
    char *bytes = (char *)&recs[2];
    double *w = (double *)(bytes + offsetof(struct rec, weight));
    *w += 10;
    printf("weight via bytes %g\n", recs[2].weight);

    /* pointer <-> integer */
    uintptr_t ia = (uintptr_t)&a[0], ib = (uintptr_t)&a[7];
    printf("byte distance %lu aligned %d\n", (unsigned long)(ib - ia), (int)(ia % sizeof(int)));
    int *round_trip = (int *)(ia + 3 * sizeof(int));
    printf("round trip %d\n", *round_trip);
    intptr_t diff = (intptr_t)&a[2] - (intptr_t)&a[8];
    printf("signed distance %ld\n", (long)diff);
    printf("null as int %lu, (int*)0 == NULL %d\n", (unsigned long)(uintptr_t)(void *)0,
           (int *)0 == NULL);

    /* pointer to pointer */
    int x = 1, y = 2;
    int *px = &x, *py = &y;
    int **pp = &px;
    **pp = 10;
    pp = &py;
    **pp += 5;
    *pp = px;
    printf("x=%d y=%d *py=%d\n", x, y, *py);

    /* array of pointers, sorted by value (selection sort) */
    int store[5] = {40, 10, 50, 30, 20};
    int *ptrs[5];
    for (int i = 0; i < 5; i++)
        ptrs[i] = &store[i];
    for (int i = 0; i < 5; i++)
        for (int j = i + 1; j < 5; j++)
            if (*ptrs[j] < *ptrs[i]) {
                int *t = ptrs[i];
                ptrs[i] = ptrs[j];
                ptrs[j] = t;
            }
    for (int i = 0; i < 5; i++)
        printf("%d@%td ", *ptrs[i], ptrs[i] - store);
    printf("\n");

    /* void pointers */
    double ds[4];
    double seven = 7.25;
    set_all(ds, 4, sizeof(double), &seven);
    short ss[6];
    short m1 = -1;
    set_all(ss, 6, sizeof(short), &m1);
    printf("%g %g %d %d\n", ds[0], ds[3], ss[0], ss[5]);

    /* one-past-the-end pointers and comparisons */
    const char *s = "pointer";
    const char *e = s;
    while (*e)
        e++;
    printf("len=%td last=%c\n", e - s, e[-1]);
    int cmp = 0;
    for (const char *c = s; c < e; c += 2)
        cmp += *c;
    printf("cmp=%d\n", cmp);
    return 0;
}
