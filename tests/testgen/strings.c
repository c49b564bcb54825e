/* A tiny key=value parser over a symbolic string. */
extern void klee_make_symbolic(void *, unsigned long, const char *);

static int is_digit(char c) { return c >= '0' && c <= '9'; }

static int parse(const char *s) {
  int key = 0, value = 0, i = 0;
  if (s[0] == '#')
    return -1; /* comment */
  while (s[i] >= 'a' && s[i] <= 'z') {
    key++;
    i++;
  }
  if (key == 0)
    return -2;
  if (s[i] != '=')
    return -3;
  i++;
  if (!is_digit(s[i]))
    return -4;
  while (is_digit(s[i])) {
    value = value * 10 + (s[i] - '0');
    i++;
  }
  return s[i] == '\0' ? value : -5;
}

int main(void) {
  char buf[6];
  klee_make_symbolic(buf, sizeof buf, "buf");
  buf[5] = '\0';
  return parse(buf) > 0;
}
