/* A library function tested through --entry: a scalar and a pointer to a struct. */
struct range { int lo, hi; };

int count_in(const struct range *r, int x) {
  if (r->lo > r->hi)
    return -1;
  if (x < r->lo)
    return 0;
  if (x > r->hi)
    return 2;
  return 1;
}

int main(void) {
  struct range r = {1, 5};
  return count_in(&r, 3);
}
