/* A ring buffer with two bugs that `pathsift check` finds, each with the input that
   triggers it: a leak when a push fails, and an unchecked index in ring_peek. */
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct ring {
  int slots[4];
  int cap, head, len;
};

static struct ring *ring_new(int cap) {
  struct ring *r = malloc(sizeof *r);
  if (!r)
    abort();
  r->cap = cap;
  r->head = 0;
  r->len = 0;
  return r;
}

static int ring_push(struct ring *r, int v) {
  if (r->len == r->cap)
    return -1;
  r->slots[(r->head + r->len) % r->cap] = v;
  r->len++;
  return 0;
}

static int ring_peek(const struct ring *r, int k) {
  return r->slots[(r->head + k) % 4]; /* bug: k < 0 reads before the array */
}

int main(void) {
  int cap = __VERIFIER_nondet_int();
  if (cap < 1 || cap > 4)
    return 0;
  struct ring *r = ring_new(cap);
  for (int i = 0; i < 3; i++)
    if (ring_push(r, i) != 0)
      return 1; /* bug: r leaks */
  int v = ring_peek(r, __VERIFIER_nondet_int());
  free(r);
  return v;
}
