/* Two list functions whose cost grows with the list their caller passes: `length` walks it
   and `copy` allocates a node per node. With `--entry` the list is an input built lazily, one
   node each time the walk reads a `next`, so the bounds reach --max-heap-objects nodes and
   no further: they are lower bounds, and say so. */
#include <stdlib.h>

struct node {
  int v;
  struct node *next;
};

int length(const struct node *l)
{
  int n = 0;
  while (l) {
    n++;
    l = l->next;
  }
  return n;
}

struct node *copy(const struct node *l)
{
  struct node *head = NULL, **tail = &head;
  while (l) {
    struct node *c = malloc(sizeof *c);
    if (!c)
      return head;
    c->v = l->v;
    c->next = NULL;
    *tail = c;
    tail = &c->next;
    l = l->next;
  }
  return head;
}
