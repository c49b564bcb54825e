// loop 43: 16 exact
// loop 48: 25 exact
// A configuration filled field by field through a pointer, in another function; the work
// after it reads only `retries` and `width`, which come from inputs of their own. The
// other fields (each set on one of two paths) are only printed.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern int printf(const char *, ...);

struct config {
  int verbose;
  char color;
  int retries;
  long level;
  short quiet;
  int width;
};

static void parse(struct config *c)
{
  if (__VERIFIER_nondet_int()) c->verbose = 1;
  else c->verbose = 0;
  if (__VERIFIER_nondet_int() > 3) c->color = 'y';
  else c->color = 'n';
  if (__VERIFIER_nondet_int() < 0) c->level = -1;
  else c->level = 2;
  if (__VERIFIER_nondet_int() == 7) c->quiet = 1;
  else c->quiet = 0;
  if (__VERIFIER_nondet_int() != 0) c->verbose += 2;
  if (__VERIFIER_nondet_int() >= 100) c->level *= 3;
  c->retries = __VERIFIER_nondet_int();
  c->width = __VERIFIER_nondet_int();
}

int main(void)
{
  struct config cfg;
  struct config *p = &cfg;
  parse(p);
  __VERIFIER_assume(p->retries >= 1 && p->retries <= 16);
  __VERIFIER_assume(p->width >= 0 && p->width <= 50);
  int attempts = 0;
  do {
    attempts++;
  } while (attempts < p->retries);
  int cells = 0;
  int w = p->width;
  while (w > 0) {
    cells++;
    w -= 2;
  }
  printf("%d %c %ld %d: %d %d\n", cfg.verbose, cfg.color, cfg.level, cfg.quiet, attempts, cells);
  return 0;
}
