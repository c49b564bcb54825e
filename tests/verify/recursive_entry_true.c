// verify: unreach-call true --entry check --entry-spec list.spec
/* A tail-recursive check over an acyclic input list of any length (--entry): the calls'
 * frames only hand the result back, so the check's entry is compared without them, and the
 * list behind it is a segment whose nodes are all positive. */
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
  if (all_positive(l) && l && l->next && l->next->v <= 0)
    reach_error();
}
