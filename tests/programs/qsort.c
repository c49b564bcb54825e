/* qsort with comparators over ints, strings, structs (multi-key) and
 * doubles; bsearch on the sorted array. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct person {
    char name[12];
    int age;
    double score;
};

static int cmp_int(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

static int cmp_int_desc(const void *a, const void *b) { return cmp_int(b, a); }

static int cmp_str(const void *a, const void *b) {
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static int cmp_person(const void *a, const void *b) {
    const struct person *p = a, *q = b;
    if (p->age != q->age)
        return p->age - q->age;
    if (p->score != q->score)
        return p->score < q->score ? 1 : -1; /* higher score first */
    return strcmp(p->name, q->name);
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static int compares;
static int cmp_counting(const void *a, const void *b) {
    compares++;
    return cmp_int(a, b);
}

int main(void) {
    int v[20];
    unsigned seed = 12345;
    for (int i = 0; i < 20; i++) {
        seed = seed * 1103515245u + 12345u;
        v[i] = (int)((seed >> 16) % 1000) - 500;
    }
    qsort(v, 20, sizeof v[0], cmp_int);
    for (int i = 0; i < 20; i++)
        printf("%d ", v[i]);
    printf("\n");
    qsort(v, 20, sizeof v[0], cmp_int_desc);
    for (int i = 0; i < 20; i++)
        printf("%d ", v[i]);
    printf("\n");
    qsort(v, 20, sizeof v[0], cmp_int);
    int key = v[13];
    int *found = bsearch(&key, v, 20, sizeof v[0], cmp_int);
    int missing = 1001;
    printf("bsearch %d at %td, missing %d\n", key, found - v,
           bsearch(&missing, v, 20, sizeof v[0], cmp_int) == NULL);

    const char *words[] = {"pear", "apple", "fig", "banana", "cherry", "date", "Apple", "apricot"};
    qsort(words, 8, sizeof words[0], cmp_str);
    for (int i = 0; i < 8; i++)
        printf("%s ", words[i]);
    printf("\n");

    struct person people[] = {{"eve", 30, 88.5}, {"bob", 25, 91.0}, {"amy", 30, 95.0},
                              {"dan", 25, 91.0}, {"cat", 41, 70.0}, {"fay", 30, 88.5}};
    qsort(people, 6, sizeof people[0], cmp_person);
    for (int i = 0; i < 6; i++)
        printf("%s/%d/%.1f ", people[i].name, people[i].age, people[i].score);
    printf("\n");

    double ds[] = {3.5, -1.25, 1e10, 0.0, -0.5, 2.75, -1e-3};
    qsort(ds, 7, sizeof ds[0], cmp_double);
    for (int i = 0; i < 7; i++)
        printf("%g ", ds[i]);
    printf("\n");

    /* sorting already-sorted and single-element inputs */
    int sorted[50];
    for (int i = 0; i < 50; i++)
        sorted[i] = i;
    qsort(sorted, 50, sizeof sorted[0], cmp_counting);
    int ok = 1;
    for (int i = 0; i < 50; i++)
        ok &= sorted[i] == i;
    int one = 7;
    qsort(&one, 1, sizeof one, cmp_int);
    printf("sorted stays sorted %d, comparator was called %d\n", ok, compares > 0);
    return 0;
}
