/* A struct input filled from symbolic bytes, and a function with a struct pointer. */
extern void klee_make_symbolic(void *, unsigned long, const char *);

struct packet {
  unsigned char kind;
  unsigned short len;
  int payload[2];
};

static int check(const struct packet *p) {
  if (p->kind == 1) {
    if (p->len > 2)
      return -1;
    return p->payload[0] + p->payload[1] == 42;
  }
  if (p->kind == 2 && p->payload[1] < 0)
    return 2;
  return 0;
}

int main(void) {
  struct packet p;
  klee_make_symbolic(&p, sizeof p, "packet");
  return check(&p);
}
