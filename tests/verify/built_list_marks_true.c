// verify: unreach-call true
/* A list built in a callee by three loops of any lengths, which marks two of its nodes through
 * pointers to main's locals; a second callee links each node back to the one before it, and a
 * third walks back from one mark to the other. The later callees' locals are other blocks at
 * other addresses after build loops of other lengths, and the build loops' conditions are
 * constraints about values no state holds any more: neither may keep the walks from being
 * proved. */
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
  while (head->fwd) {
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
