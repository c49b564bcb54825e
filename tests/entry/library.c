/* A small library in the shape real C libraries have: structs holding strings, lists and
   callbacks, functions taking strings, buffers with their sizes and function pointers.
   Three bugs are planted (marked BUG); every other function is correct. */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

struct item {
  int key;
  char *name;
  struct item *next;
};

struct table {
  struct item *head;
  int count;
  int (*cmp)(int, int);
};

int by_value(int a, int b) { return a - b; }
int reversed(int a, int b) { return b - a; }

/* Copies the item's name into `out`, a buffer of 8 bytes (see item_label.spec). */
int item_label(const struct item *it, char *out) {
  if (it->name == NULL)
    return -1;
  strcpy(out, it->name); /* BUG: names may be longer than 7 characters */
  return 0;
}

/* The number of items, up to `limit` (a list may be cyclic). */
int table_count(const struct table *t, int limit) {
  int n = 0;
  for (const struct item *it = t->head; it != NULL && n < limit; it = it->next)
    n++;
  return n;
}

/* Compares x with 10 through the table's comparison, and scales by the result. */
int table_scale(const struct table *t, int x) {
  if (t->cmp == NULL)
    return 0;
  int c = t->cmp(x, 10);
  return 1000 / c; /* BUG: the comparison is 0 when x is 10 */
}

/* The sum of the first n values. */
long sum_first(const int *v, size_t n) {
  long s = 0;
  for (size_t i = 0; i <= n; i++) /* BUG: reads v[n] */
    s += v[i];
  return s;
}

/* Applies a comparison. */
int apply(int (*f)(int, int), int a, int b) { return f(a, b); }

/* The length of a string, at most 100. */
int bounded_length(const char *s) {
  int n = 0;
  while (n < 100 && s[n] != '\0')
    n++;
  return n;
}

/* The key of the first item whose name starts with `c`, or -1. */
int find_initial(const struct table *t, char c) {
  int seen = 0;
  for (const struct item *it = t->head; it != NULL && seen < 4; it = it->next, seen++)
    if (it->name != NULL && it->name[0] == c)
      return it->key;
  return -1;
}
