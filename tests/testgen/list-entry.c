/* A list function tested through --entry: its branches need lists of up to three nodes,
 * which the harness builds on the heap before each call. */
#include <stddef.h>

struct node { int elem; struct node *next; };

int classify(const struct node *l)
{
  if (l == NULL)
    return -1;
  if (l->next == NULL)
    return 1;
  if (l->elem < l->next->elem) {
    if (l->next->next != NULL && l->next->next->elem == 42)
      return 4;
    return 2;
  }
  return 3;
}

int main(void) { return 0; }
