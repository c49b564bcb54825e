// verify: unreach-call false line 62
/* As alternating_pairs_true.c, but a reply may be sent again: the turn passes back to
 * requests only when the builder says so. A list of a request, its reply and the reply again
 * (three nodes and the sentinel) is the shortest whose check fails. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

struct msg {
  int kind;
  struct msg *next;
};

static struct msg *conversation(void)
{
  struct msg *head = malloc(sizeof *head);
  if (!head)
    abort();
  struct msg *last = head;
  int waiting = 0;
  while (waiting || __VERIFIER_nondet_int()) {
    last->kind = waiting ? 2 : 1;
    if (!waiting || __VERIFIER_nondet_int())
      waiting = !waiting;
    struct msg *m = malloc(sizeof *m);
    if (!m)
      abort();
    last->next = m;
    last = m;
  }
  last->kind = 0;
  last->next = NULL;
  return head;
}

static int answered(struct msg *p)
{
  while (p->kind != 0) {
    if (p->kind != 1)
      return 0;
    struct msg *reply = p->next;
    if (reply->kind != 2)
      return 0;
    p = reply->next;
  }
  return 1;
}

static void forget(struct msg *p)
{
  while (p) {
    struct msg *n = p->next;
    free(p);
    p = n;
  }
}

int main(void)
{
  struct msg *c = conversation();
  if (!answered(c))
    reach_error();
  forget(c);
  return 0;
}
