// verify: unreach-call false line 34
/* As built_list_callee_true.c, but when two more nodes follow, the callee may set the back
 * link of the node after next: the walk then finds a back link already set. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

struct node { struct node *next; struct node *prev; };

static struct node *alloc_node(void)
{
  struct node *n = malloc(sizeof *n);
  if (!n)
    abort();
  n->next = NULL;
  n->prev = NULL;
  return n;
}

static void push(struct node **list)
{
  struct node *n = alloc_node();
  n->next = *list;
  *list = n;
}

static void link_back(struct node *list)
{
  for (;;) {
    struct node *next = list->next;
    if (!next)
      return;
    if (next->prev)
      reach_error();
    next->prev = list;
    if (next->next && next->next->next && __VERIFIER_nondet_int())
      next->next->prev = next;
    list = next;
  }
}

int main(void)
{
  struct node *list = NULL;
  do
    push(&list);
  while (__VERIFIER_nondet_int());
  struct node *first = list;
  do
    push(&list);
  while (__VERIFIER_nondet_int());
  link_back(list);
  if (first->next && first->next->prev != first)
    reach_error();
  return 0;
}
