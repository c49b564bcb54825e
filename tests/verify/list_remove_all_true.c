// verify: unreach-call true --entry remove_all --entry-spec list.spec
/* Removes and frees every node holding key; afterwards no node of the list holds it, and
 * nothing freed is touched again (a use after free would make the verdict unknown). */
#include <stddef.h>
#include <stdlib.h>
extern void reach_error(void);

struct node { int elem; struct node *next; };

struct node *remove_all(struct node *l, int key)
{
  struct node *prev = NULL, *cur = l;
  while (cur != NULL) {
    struct node *next = cur->next;
    if (cur->elem == key) {
      if (prev != NULL)
        prev->next = next;
      else
        l = next;
      free(cur);
    } else
      prev = cur;
    cur = next;
  }
  for (cur = l; cur != NULL; cur = cur->next)
    if (cur->elem == key)
      reach_error();
  return l;
}
