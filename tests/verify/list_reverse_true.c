// verify: unreach-call true --entry reverse --entry-spec list.spec
/* In-place reversal: the old head ends the reversed list. The reversed prefix is summarised
 * into one segment ending at the old head, which l still points to. */
#include <stddef.h>
extern void reach_error(void);

struct node { int elem; struct node *next; };

struct node *reverse(struct node *l)
{
  struct node *prev = NULL, *cur = l;
  while (cur != NULL) {
    struct node *next = cur->next;
    cur->next = prev;
    prev = cur;
    cur = next;
  }
  if (l != NULL && l->next != NULL)
    reach_error();
  return prev;
}
