// loop 12: 12 exact
// loop 18: 11 exact
// A `continue` is a second back edge; the loop is still where its keyword is.
extern int __VERIFIER_nondet_int(void);

int main(void)
{
  char text[13] = "ab cd!ef gh.";
  int letters = 0, i = 0;
  int limit = __VERIFIER_nondet_int();
  char c;
  while ((c = text[i++]) != '\0') {
    if (c == ' ')
      continue;
    letters++;
  }
  int k = 0;
  while (1) {
    if (k >= 10 || k == limit)
      break;
    k++;
  }
  return letters + k;
}
