// verify: unreach-call true
/* A list built by helper functions (one allocates and clears a node, one pushes it through a
 * pointer to the list) and walked by a callee. The callee's loop is compared with main's
 * frame waiting at the call: main's registers that are dead after the call, and the locals
 * of the helpers that returned, are not compared. */
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
