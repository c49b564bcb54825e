// verify: unreach-call false line 20 --entry check --entry-spec list.spec
/* As recursive_entry_true.c, but the second node may hold 7: a list of two positive nodes
 * reaches the error, and the witness builds it. */
extern void reach_error(void);

struct node { struct node *next; int v; };

static int all_positive(const struct node *l)
{
  if (!l)
    return 1;
  if (l->v <= 0)
    return 0;
  return all_positive(l->next);
}

void check(const struct node *l)
{
  if (all_positive(l) && l && l->next && l->next->v == 7)
    reach_error();
}
