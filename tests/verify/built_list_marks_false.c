// verify: unreach-call false line 57
/* As built_list_marks_true.c, but the back links stop one node short of the list's end: when
 * the first build loop makes one node only, the older mark is that last node, and the walk
 * back from it finds no link. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

struct item { struct item *fwd; struct item *back; };

static struct item *make_item(void)
{
  struct item *it = malloc(sizeof *it);
  if (!it)
    abort();
  it->fwd = NULL;
  it->back = NULL;
  return it;
}

static void push_item(struct item **head)
{
  struct item *it = make_item();
  it->fwd = *head;
  *head = it;
}

static struct item *build(struct item **older, struct item **newer)
{
  struct item *head = NULL;
  do
    push_item(&head);
  while (__VERIFIER_nondet_int());
  *older = head;
  do
    push_item(&head);
  while (__VERIFIER_nondet_int());
  *newer = head;
  do
    push_item(&head);
  while (__VERIFIER_nondet_int());
  return head;
}

static void link_back(struct item *head)
{
  while (head->fwd && head->fwd->fwd) {
    head->fwd->back = head;
    head = head->fwd;
  }
}

static void walk_back(const struct item *from, const struct item *to)
{
  while (from != to) {
    if (!from->back)
      reach_error();
    from = from->back;
  }
}

int main(void)
{
  struct item *older, *newer;
  struct item *head = build(&older, &newer);
  if (older->back || newer->back)
    reach_error();
  link_back(head);
  walk_back(older, newer);
  walk_back(older, head);
  if (head->back)
    reach_error();
  return 0;
}
