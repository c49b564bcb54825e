// verify: unreach-call true
/* A conversation kept as a list: each request (kind 1) is followed by its reply (kind 2), and
 * a sentinel (kind 0) ends the list. It is built one message at a time, a flag saying whose
 * turn it is, and may stop only when no request waits; the pairs are then checked two nodes
 * at a time and the list freed. The kinds alternate, so no run of equal nodes exists: the
 * abstraction summarises the list by rounds of two nodes, a request and its reply. */
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
